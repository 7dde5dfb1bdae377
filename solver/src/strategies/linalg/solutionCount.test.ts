import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { solve } from '../../solve';
import { linearSystemStrategy } from './system';
import { countQuestion } from './solutionCount';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string) => linearSystemStrategy.solve(normalize(s), ctx);

describe('the number of solutions of a linear system', () => {
  it('answers how many, with a last step that says why', () => {
    const many = run('How many solutions does the system x + y = 2, 2x + 2y = 4 have?');
    expect(many?.answer?.value).toBe('oo');
    expect(many?.verified).toBe(true);
    expect(many?.finalAnswer).toEqual({ en: 'The system has infinitely many solutions.', fr: 'Le système a une infinité de solutions.' });
    expect(many?.steps.at(-1)?.title).toEqual({ en: 'Count the solutions', fr: 'Compter les solutions' });
    expect(run('how many solutions: x + y + z = 1, x - y = 0, y + z = 2')?.answer?.value).toBe('1');
    expect(run('How many solutions does the system x + 2y = 3, 2x + 4y = 7 have?')?.answer?.value).toBe('0');
    expect(run('Determine the number of solutions of the system x - y + z = 1, 2x - 2y + 2z = 2, x + y = 0')?.answer?.value).toBe('oo');
  });

  it('reads the French questions', () => {
    expect(run('Combien de solutions le système x + y = 1, x - y = 3 admet-il ?')?.answer?.value).toBe('1');
    expect(run('Combien de solutions admet le système 2x + y = 3, x - y = 0 ?')?.answer?.value).toBe('1');
    expect(run('Nombre de solutions du système x + y + z = 0, x - z = 1')?.answer?.value).toBe('oo');
  });

  it('answers in words when the three cases are offered, and keeps the mark', () => {
    const s = solve('Does the system x + y = 1, x + y = 2 have a unique solution, no solution, or infinitely many solutions?', { locale: 'en' });
    expect(s.answer).toMatchObject({ kind: 'text', value: 'no solution' });
    expect(s.verified).toBe(true);
    const fr = solve('Le système 2x - y = 1, 4x - 2y = 2 a-t-il une, aucune ou une infinité de solutions ?', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('Le système a une infinité de solutions.');
  });

  it('leaves other questions to the solving of the system', () => {
    expect(countQuestion('solve x + y = 3, x - y = 1')).toBeNull();
    expect(run('x + y = 3 and 2x + 3y = 8')?.answer?.value).toBe('[{x: 1, y: 2}]');
    expect(solve('how many solutions does x^2 + y = 2, x - y = 0 have?', { locale: 'en' }).verified).toBe(false);
  });
});
