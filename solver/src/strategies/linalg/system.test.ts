import { describe, expect, it } from 'vitest';
import { SolverError } from '../../errors';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { linearSystemStrategy } from './system';
import { solve } from '../../solve';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => linearSystemStrategy.solve(normalize(s), ctx);
const value = (s: string): string | undefined => run(s)?.answer?.value;

describe('linear systems', () => {
  it('solves 2×2 by substitution, with steps in both languages', () => {
    const o = run('x + y = 3 and 2x + 3y = 8');
    expect(o?.answer?.value).toBe('[{x: 1, y: 2}]');
    expect(o?.verified).toBe(true);
    expect(o?.method).toBe('linear_system.substitution');
    const titles = o?.steps.map((s) => s.title) ?? [];
    expect(titles.map((t) => t.en)).toContain('Isolate x in equation (1)');
    expect(titles.map((t) => t.fr)).toContain("Isoler x dans l'équation (1)");
    expect(o?.steps.find((s) => s.title.en.startsWith('Substitute'))?.formula).toContain('2\\left(3 - y\\right) + 3y = 8');
    expect(o?.finalAnswer).toEqual({ en: 'x = 1, y = 2', fr: 'x = 1, y = 2' });
  });

  it('does not solve for the parameters of a system (x + y = a, x − y = b)', () => {
    expect(() => run('x + y = a, x - y = b')).toThrow(SolverError);
    expect(value('2a - b = 3, a + 2b = 4')).toBe('[{a: 2, b: 1}]');
  });

  it('reads a first equation that starts with a minus sign after the command word', () => {
    expect(value('solve -x + 3y = 0, 5x - 2y = -26')).toBe('[{x: -6, y: -2}]');
  });

  it('uses elimination when no unknown has a unit coefficient', () => {
    const o = run('solve 2x + 3y = 12, 3x - 4y = 1');
    expect(o?.method).toBe('linear_system.elimination');
    expect(o?.answer?.value).toBe('[{x: 3, y: 2}]');
    expect(o?.steps.some((s) => s.title.fr.startsWith('Soustraire pour éliminer x'))).toBe(true);
    expect(o?.verified).toBe(true);
  });

  it('reduces 3×3 systems on the augmented matrix, showing row operations', () => {
    const o = run('solve x + y + z = 6, 2x + y − z = 1, x − y + z = 2');
    expect(o?.answer?.value).toBe('[{x: 1, y: 2, z: 3}]');
    expect(o?.method).toBe('linear_system.gauss');
    expect(o?.steps.some((s) => s.formula?.includes('R_{2} \\leftarrow R_{2} - 2R_{1}'))).toBe(true);
    expect(o?.steps[1].title).toEqual({ en: 'Write the augmented matrix', fr: 'Écrire la matrice augmentée' });
    expect(o?.verified).toBe(true);
  });

  it('keeps exact fractions and reads French', () => {
    expect(value('résoudre le système (1/2)x + (1/3)y = 1 et x − y = 1')).toBe('[{x: 8/5, y: 3/5}]');
    expect(value('−x + 2y = 1, 3x − y = 5')).toBe('[{x: 11/5, y: 8/5}]');
    expect(value('\\frac{1}{2}x + y = 2; x - \\frac{y}{3} = 1')).toBe('[{x: 10/7, y: 9/7}]');
  });

  it('reports no solution and infinitely many solutions', () => {
    const none = run('solve the system x + y = 1, x + y = 3');
    expect(none?.answer?.value).toBe('[]');
    expect(none?.verified).toBe(true);
    expect(none?.finalAnswer.fr).toContain('Aucune solution');
    const many = run('x + y = 3, 2x + 2y = 6');
    expect(many?.answer?.value).toBe('[{x: 3 - y}]');
    expect(many?.verified).toBe(true);
    expect(many?.finalAnswer.en).toContain('Infinitely many');
    const three = run('x + y + z = 1, 2x + 2y + 2z = 2, x - y = 0');
    expect(three?.answer?.value).toBe('[{x: 1/2 - 1/2*z, y: 1/2 - 1/2*z}]');
    expect(three?.verified).toBe(true);
  });

  it('reads LaTeX cases, braces, lines and command phrases', () => {
    expect(value('\\begin{cases} x + 2y = 5 \\\\ 3x - y = 1 \\end{cases}')).toBe('[{x: 1, y: 2}]');
    expect(value('\\left\\{\\begin{array}{l} 2a + b = 7 \\\\ a - b = 2 \\end{array}\\right.')).toBe('[{a: 3, b: 1}]');
    expect(value('{x + y = 10; x - y = 2}')).toBe('[{x: 6, y: 4}]');
    expect(value('2x + y = 4\nx - y = -1')).toBe('[{x: 1, y: 2}]');
    expect(value('solve for x and y: 3x + 2y = 16, x - y = 2')).toBe('[{x: 4, y: 2}]');
    expect(value('Résoudre le système suivant : x + y = 5 ; 2x - y = 1')).toBe('[{x: 2, y: 3}]');
    expect(value('y = 2x + 1 and y = -x + 4')).toBe('[{x: 1, y: 3}]');
    expect(value('solve x_1 + x_2 = 3, x_1 - x_2 = 1')).toBe('[{x1: 2, x2: 1}]');
    expect(value('2(x + 1) + 3y = 11, 4x - 2(y - 1) = 6')).toBe('[{x: 15/8, y: 7/4}]');
    expect(value('x + 2y - z = 2, 2x - y + 3z = 9, 3x + y + 2z = 11, x - 3y + 4z = 7')).toBe('[{x: 4 - z, y: z - 1}]');
  });

  it('leaves non-linear systems and single equations to other strategies', () => {
    expect(run('x^2 + y^2 = 25, x + y = 7')).toBeNull();
    expect(run('xy = 6, x + y = 5')).toBeNull();
    expect(run('2x + 3 = 7')).toBeNull();
    expect(run('sin x = 1, cos y = 0')).toBeNull();
  });

  it('reads the equations after "such that" / "tels que", with steps in French too', () => {
    expect(value('find x and y such that x + 2y = 5 and 3x - y = 1')).toBe('[{x: 1, y: 2}]');
    const f = run('trouver les réels x et y tels que 2x + y = 4 et x - y = -1');
    expect(f?.answer?.value).toBe('[{x: 1, y: 2}]');
    expect(f?.steps[0].title.fr.length).toBeGreaterThan(0);
    expect(value('2x = 3y + 1; x + y = 5')).toBe('[{x: 16/5, y: 9/5}]');
  });
});

describe('systems asked with the method named after them, or with free unknowns', () => {
  it('reads "using Gaussian elimination" and a closing "(express x in terms of y and z)"', () => {
    const g = solve('solve x + y + z = 2, 2x + 3y + z = 3, x - y - 2z = -6 using Gaussian elimination');
    expect(g.answer?.value).toBe('[{x: -1, y: 1, z: 2}]');
    expect(g.verified).toBe(true);
    const p = solve('solve the system x + y - z = 1, 2x + 2y - 2z = 2 (express x in terms of y and z)');
    expect(p.answer?.value).toBe('[{x: 1 - y + z}]');
    expect(p.verified).toBe(true);
  });

  it('verifies a family of solutions in the free unknowns', () => {
    const f = solve('résoudre le système : x + y + z = 1 ; x + 2y + 3z = 2 ; 2x + 3y + 4z = 3', { locale: 'fr' });
    expect(f.answer?.value).toBe('[{x: z, y: 1 - 2*z}]');
    expect(f.verified).toBe(true);
  });
});

describe('a system with "by elimination" after it', () => {
  it('reads the method as how, not as part of the last equation', () => {
    expect(solve('solve the linear system 2x - y = 1, x + y = 5 by elimination')).toMatchObject({ answer: { value: '[{x: 2, y: 3}]' }, verified: true });
  });

  it('gives the least-squares solution of a system written out, by the normal equations, with the unknowns named', () => {
    const o = run('Find the least squares solution of the system x + y = 1, x - y = 2, 2x + y = 4');
    expect(o?.answer?.value).toBe('[{x: 27/14, y: -2/7}]');
    expect(o?.method).toBe('linear_system.least_squares');
    expect(o?.verified).toBe(true);
    expect(o?.steps.map((st) => st.title.fr)).toContain('Écrire les équations normales');
    expect(value('Trouver la solution au sens des moindres carrés du système x = 1, y = 2, x + y = 4')).toBe('[{x: 4/3, y: 7/3}]');
  });

  it('reads least squares said in the instruction before a colon, never solving the inconsistent system as written', () => {
    expect(solve('Solve by least squares: 2x = 1, 3x = 2, 4x = 2.')).toMatchObject({ answer: { value: '[{x: 16/29}]' }, verified: true });
    expect(solve('Résoudre au sens des moindres carrés : x + y = 1, x - y = 2, x + 2y = 4.', { locale: 'fr' })).toMatchObject({ answer: { value: '[{x: 2, y: 1/2}]' }, verified: true });
  });
});

describe('a system whose matrix form is asked on the way', () => {
  it('solves it, the matrix form being a step of the method', () => {
    for (const input of [
      'Write the system 2x + y = 5, x − 3y = −1 in matrix form AX = B and solve it using the inverse matrix',
      'Solve the system 2x + y = 5, x - 3y = -1 by writing it in matrix form',
      'Écrire le système 2x + y = 5, x − 3y = −1 sous forme matricielle puis le résoudre',
    ]) {
      expect(value(input), input).toBe('[{x: 2, y: 1}]');
    }
  });

  it('reads the instruction written on its own line after the equations, its method set aside', () => {
    const o = solve('x+y+z =3\n2x-y+z=3\n3x+2y-4z=1\nsolve using cramers rule');
    expect(o.answer?.value).toBe(solve('x+y+z=3, 2x-y+z=3, 3x+2y-4z=1').answer?.value);
    expect(o.verified).toBe(true);
    expect(solve('2x+y=5\nx-y=1\nsolve the system').finalAnswer).toBe('x = 2, y = 1');
  });
});

describe('the free unknowns of an under-determined system', () => {
  it('are the last ones in the textbook order x, y, z, t (or w), not the alphabet', () => {
    const fr = solve('Résoudre le système 3x + 2z = 0, 3y + z + 3t = 0, x + y + z + t = 0, 2x − y + z − t = 0', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[{x: -2/3*z, y: -1/3*z - t}]');
    expect(fr.verified).toBe(true);
    expect(solve('Solve x + y + z + w = 1, x - y + z - w = 3').answer?.value).toBe('[{x: 2 - z, y: -w - 1}]');
    // unknowns the student names still come first
    expect(solve('solve x + y + z = 1, x - y + 2z = 3 for x and z').answer?.value).toBe('[{x: -3*y - 1, z: 2*y + 2}]');
  });
});

describe('the space of the unknowns said before the system', () => {
  it('reads « Résoudre dans R^4 le système … » and "solve in R^3 the system …"', () => {
    expect(solve('Résoudre dans R^4 le système x + y + z + t = 0, x − y + 2z − t = 1', { locale: 'fr' }).answer?.value).toBe('[{x: 1/2 - 3/2*z, y: 1/2*z - t - 1/2}]');
    expect(solve('Solve in R^3 the system x + y + z = 6, x - y = 0, x + z = 4').answer?.value).toBe('[{x: 2, y: 2, z: 2}]');
    expect(solve('Résoudre dans ℝ³ : x + y + z = 1, x - y = 2, z = 3', { locale: 'fr' }).answer?.value).toBe('[{x: 0, y: -2, z: 3}]');
  });
});
