import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { verifyTask } from '../verify/task';
import { normalize } from '../parse/normalize';
import { readLineThroughPoint } from './lineThroughPoint';

describe('the line through a point parallel or perpendicular to a line', () => {
  it('reads the given line as y = … or ax + by = c, the point after its words, in English', () => {
    const par = solve('what is the equation of the line parallel to the line y = 2x + 3 that passes through the point (1,4) in slope intercept form?');
    expect(par.answer?.value).toBe('2*x + 2');
    expect(par.verified).toBe(true);
    expect(par.interpretation?.text).toBe('Find the line parallel to y = 2x + 3 through (1, 4): expand y = 2(x − 1) + 4');
    const perp = solve('write an equation of the line through (6,-3) perpendicular to 3x - 2y = 6');
    expect(perp.answer?.value).toBe('(-2/3)*x + 1');
    expect(perp.verified).toBe(true);
  });

  it('reads « parallèle à d : … passant par A(…) » in French', () => {
    const fr = solve("Déterminer l'équation réduite de la droite parallèle à d : y = -3x + 1 passant par A(2 ; 5)", { locale: 'fr' });
    expect(fr.answer?.value).toBe('-3*x + 11');
    expect(fr.interpretation?.text).toContain('Déterminer la droite parallèle à y = -3x + 1 passant par (2, 5)');
    expect(solve('Donner une équation de la droite perpendiculaire à (d) : 2x + y - 3 = 0 qui passe par le point B(1 ; -2)', { locale: 'fr' }).answer?.value).toBe('(1/2)*x - 5/2');
  });

  it('refuses a vertical answer by name, and checks the line, not only the expansion', () => {
    expect(solve('find the line parallel to x = 3 through (1, 2)').error?.message).toContain('vertical, x = 1');
    const task = readLineThroughPoint(normalize('line through (1, 4) parallel to y = 2x + 3'));
    if (!task || !('kind' in task)) throw new Error('not read');
    expect(verifyTask(task, { kind: 'expr', value: '2*x + 2' })).toBe(true);
    // the same expansion of another line (a misread point) is rejected
    expect(verifyTask({ ...task, expr: '2*x + 3' }, { kind: 'expr', value: '2*x + 3' })).toBe(false);
  });
});
