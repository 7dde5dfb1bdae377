import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { readLooseParametricQuestion } from './parametricWording';

const en = (s: string) => solve(s, { locale: 'en' });
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('a system with a parameter that is not square, or asked in other words', () => {
  it('reads two equations in three unknowns by the ranks of A and [A | b]', () => {
    const s = en('For what value of k will the system x + 2y + kz = 1, 2x + ky + 8z = 3 have no solution?');
    expect(s.answer).toMatchObject({ kind: 'solutions', value: '[4]' });
    expect(s.verified).toBe(true);
    const f = fr('Pour quelles valeurs de m le système x + 2y + mz = 1, 2x + my + 8z = 3 est-il incompatible ?');
    expect(f.answer?.value).toBe('[4]');
    expect(f.finalAnswer).toBe('Aucune solution lorsque m = 4.');
  });

  it('answers an overdetermined system: consistent, or exactly one solution', () => {
    expect(en('For which value of a is the system x + y = 1, x − y = 3, 2x + ay = 4 consistent?').answer?.value).toBe('[0]');
    expect(en('$\\begin{cases} x + y = 1 \\\\ x - y = 3 \\\\ 2x + a y = 4 \\end{cases}$ For which values of a does this system have a solution?').answer?.value).toBe('[0]');
    expect(en('Let h be a real number. The system x + hy = 2, 3x + 6y = 6, x - y = 0 : for which h does it have exactly one solution?').answer?.value).toBe('[2]');
  });

  it('finds the case asked before the system or in a sentence of its own', () => {
    expect(en('For what value(s) of k, if any, will the system have infinitely many solutions? x-2y +3z =2, x+y +z =k, 2x -y +4z = k^2').answer?.value).toBe('[-1, 2]');
    expect(en('Determine which values of k, if any, will give infinitely many solutions for: x + 2y − z = 1, 2x + 3y + z = 1, −4x − 5y + (k^2 − 9)z = k + 1').answer?.value).toBe('[-2]');
    expect(en('Find the value of k for which the system of equations x-3y-z=0, 3x-5y-z=0, -x+ky+2z=k^2-4 has no real solutions').answer?.value).toBe('[5]');
    const f = fr("Discuter selon les valeurs du réel a le système x + y + az = 1, x + ay + z = 1, ax + y + z = 1. Pour quelles valeurs de a le système n'a-t-il aucune solution ?");
    expect(f.answer?.value).toBe('[-2]');
    expect(f.verified).toBe(true);
  });

  it('says when no value gives the case', () => {
    const s = en('For what value of m will the following system of linear equations have infinitely many solutions? mx + 3y = 12, 2x + (1/2)y = 5');
    expect(s.answer?.value).toBe('[]');
    expect(s.finalAnswer).toBe('Infinitely many solutions for no value of m.');
  });

  it('does not read several cases at once, a negated case, or a second letter', () => {
    expect(readLooseParametricQuestion('Soit a un réel. Le système x + y + z = 1, x + 2y + az = 2 admet-il une infinité de solutions ? Pour quelles valeurs de a le système est-il compatible ?')).toBeNull();
    expect(readLooseParametricQuestion('For which k does the system x + ky = 1, kx + y = 1 not have infinitely many solutions?')).toBeNull();
    expect(readLooseParametricQuestion('For which values does the system x + ky = 1, kx + my = 1 have no solution?')).toBeNull();
  });
});
