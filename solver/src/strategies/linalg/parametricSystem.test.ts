import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { readParametricQuestion } from './parametricSystem';

const en = (s: string) => solve(s, { locale: 'en' });
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('a linear system with a parameter: for which values', () => {
  it('gives every value but the roots of det A for a unique solution', () => {
    const s = en('For which values of a does the system x + a y = 1, a x + y = 1 have a unique solution?');
    expect(s.answer).toMatchObject({ kind: 'interval', value: '(-oo, -1) U (-1, 1) U (1, oo)' });
    expect(s.finalAnswer).toBe('Exactly one solution when a ∉ {-1, 1}.');
    expect(s.verified).toBe(true);
  });

  it('tells no solution from infinitely many at each root by the ranks of A and [A | b]', () => {
    expect(en('For which values of a does the system x + ay = 1, ax + y = 1 have no solution?').answer).toMatchObject({ kind: 'solutions', value: '[-1]' });
    expect(en('For which values of a does the system x + ay = 1, ax + y = 1 have infinitely many solutions?').answer).toMatchObject({ value: '[1]' });
    expect(en('Find the values of h for which the system x + h y = 4, 3x + 6y = 8 has no solution').answer?.value).toBe('[2]');
    const three = en('For what values of k does the system x + y + z = 1, x + k y + z = 1, x + y + k z = 1 have infinitely many solutions?');
    expect(three.answer?.value).toBe('[1]');
    expect(three.verified).toBe(true);
    expect(three.steps.map((st) => st.title)).toContain('The case k = 1');
  });

  it('reads the French questions and answers in French', () => {
    const s = fr('Pour quelles valeurs de m le système x + m y = 2, m x + 4 y = 4 admet-il une infinité de solutions ?');
    expect(s.answer?.value).toBe('[2]');
    expect(s.finalAnswer).toBe('Une infinité de solutions lorsque m = 2.');
    expect(fr('Pour quelles valeurs de m le système x + m y = 2, m x + 4 y = 4 admet-il une unique solution ?').answer?.value).toBe('(-oo, -2) U (-2, 2) U (2, oo)');
  });

  it('leaves questions with words or letters it does not read unanswered', () => {
    expect(en('For which values of k does the system x + y = 1, 2x + ky = 3 have no solution when z = 1?').verified).toBe(false);
    expect(readParametricQuestion('solve x + ay = 1, ax + y = 1')).toBeNull();
    expect(en('For which values of a does the system x + ay = b, ax + y = 1 have no solution?').answer).toBeNull();
  });

  it("answers the values cancelling det A when a unique solution is denied ('not have a unique solution', « n'a-t-il pas une solution unique »)", () => {
    const f = fr("Pour quelles valeurs de m le système 2mx − (m+2)y = 3m, 2(m−1)x − my = 3(m−1) n'a-t-il pas une solution unique ?");
    expect(f).toMatchObject({ answer: { value: '[2]' }, verified: true });
    expect(f.finalAnswer).toBe('Pas de solution unique lorsque m = 2.');
    expect(en('For which values of k does the system x + ky = 1, kx + y = 1 not have a unique solution?').answer?.value).toBe('[-1, 1]');
    expect(en('For which values of k does the system x + ky = 1, kx + y = 1 have no unique solution?').answer?.value).toBe('[-1, 1]');
    expect(fr("Pour quelles valeurs de m le système x + my = 1, mx + y = 1 n'admet-il pas de solution ?").answer?.value).toBe('[-1]');
    // the negation of infinitely many solutions is not read
    expect(en('For which values of k does the system x + ky = 1, kx + y = 1 not have infinitely many solutions?').answer).toBeNull();
  });

  it('reads the case asked before the system: "Determine which values of k, if any, give …"', () => {
    const o = solve('Determine which values of k, if any, give infinitely many solutions for x + 2y − z = 1, 2x + 3y + z = 1, −4x − 5y + (k^2−9)z = k+1');
    expect(o).toMatchObject({ answer: { value: '[-2]' }, verified: true });
    expect(solve('Find what values of a give no solution for the system: x + ay = 1, ax + y = 1').answer?.value).toBe('[-1]');
  });

  it('a parameter in the right-hand side only: the compatibility conditions decide', () => {
    const en = solve('For what values of k will the system x-2y+3z=2, x+y+z=k, 2x-y+4z=k^2 have infinitely many solutions?');
    expect(en).toMatchObject({ answer: { value: '[-1, 2]' }, verified: true });
    for (const step of en.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
    const fr = solve("Pour quelles valeurs de m le système x + y = m, 2x + 2y = m^2 n'admet-il pas de solution ?", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '(-oo, 0) U (0, 2) U (2, oo)' }, verified: true, finalAnswer: 'Aucune solution lorsque m ∉ {0, 2}.' });
    // never exactly one solution: not answered as a list of values
    expect(solve('For what values of k does the system x + y = 1, 2x + 2y = k have a unique solution?').answer).toBeNull();
  });

  it("reads 'find k if the following system … has …: system' and « n'a-t-il aucune solution »", () => {
    expect(solve('find k if the following system of equations has infinitely many solutions: kx+3y=k-3, 12x+ky=k')).toMatchObject({ answer: { value: '[6]' }, verified: true });
    const fr = solve("Pour quelles valeurs de a le système x + y + az = 1, x + ay + z = 1, ax + y + z = 1 n'a-t-il aucune solution ?", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[-2]' }, verified: true });
  });

  it("reads 'fail to have' and 'does not have' a unique solution, and « pour lesquelles … n'admet pas »", () => {
    expect(solve('For which values of k does the system x + y + z = 1, x + 2y + kz = 2, x + 4y + k^2 z = 4 fail to have a unique solution?')).toMatchObject({ answer: { value: '[1, 2]' }, verified: true });
    expect(solve('Find all values of t for which the system tx + y = 1, x + ty = 1 fails to have a unique solution').answer?.value).toBe('[-1, 1]');
    expect(solve('Find the values of a for which the system x + 2y = 3, 2x + a y = 5 does not have a unique solution.').answer?.value).toBe('[4]');
    const fr = solve("Déterminer les valeurs de m pour lesquelles le système x + y = 1, 2x + my = 3 n'admet pas de solution.", { locale: 'fr' });
    expect(fr.finalAnswer).toBe('Aucune solution lorsque m = 2.');
    expect(solve("Déterminer les valeurs de m pour lesquelles le système x + y = 1, 2x + my = 3 n'admet pas une unique solution.", { locale: 'fr' }).answer?.value).toBe('[2]');
  });
});

describe('the whole discussion of a system with a parameter, every case at once', () => {
  it('« discuter selon les valeurs de m », « le nombre de solutions selon m »', () => {
    const fr = solve('Discuter selon les valeurs du paramètre réel m le système : x + y + z = 1, x + my + z = m, x + y + mz = m^2', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { kind: 'text', value: 'm = 1: infinitely many; m not in {1}: unique' }, verified: true });
    expect(fr.finalAnswer).toBe('m = 1 : une infinité de solutions ; m ∉ {1} : une unique solution');
    const count = solve('Soit le système (S) : x + 2y = 3 ; 2x + my = 6. Selon les valeurs de m, déterminer le nombre de solutions.', { locale: 'fr' });
    expect(count).toMatchObject({ answer: { value: 'm = 4: infinitely many; m not in {4}: unique' }, verified: true });
  });

  it('never answers « résoudre et discuter » with the cases alone: the solutions of each are asked too', () => {
    const solveToo = solve('Résoudre et discuter selon les valeurs du paramètre réel m le système : x + y + z = 1, x + my + z = m, x + y + mz = m^2', { locale: 'fr' });
    expect(solveToo.answer?.kind).not.toBe('text');
  });

  it('"(a) no solution (b) infinitely many solutions (c) a unique solution", in any order', () => {
    const en = solve('Determine the values of k for which the system x + y + kz = 1, x + ky + z = 1, kx + y + z = 1 has (a) no solution (b) infinitely many solutions (c) a unique solution');
    expect(en).toMatchObject({ answer: { value: 'k = -2: none; k = 1: infinitely many; k not in {-2, 1}: unique' }, verified: true });
    expect(en.finalAnswer).toBe('k = -2: no solution; k = 1: infinitely many solutions; k ∉ {-2, 1}: exactly one solution');
    const after = solve('Determine which values of k, if any, will give (a) a unique solution, (b) no solution, (c) infinitely many solutions for: x + 2y - z = 1, 2x + 3y + z = 1, -4x - 5y + (k^2-9)z = k+1');
    expect(after.answer?.value).toBe('k = -2: infinitely many; k = 2: none; k not in {-2, 2}: unique');
  });

  it('"discuss … according to the values of a", and one case asked stays one case', () => {
    expect(solve('Discuss the solutions of the system x + y = 1, x + a y = 2 according to the values of a').answer?.value).toBe('a = 1: none; a not in {1}: unique');
    expect(solve('Discuter selon a le système x + y = 1, x + ay = 2. Pour quelles valeurs de a n’a-t-il aucune solution ?', { locale: 'fr' }).answer?.value).toBe('[1]');
  });
});

describe('a system written inside the question with words before it', () => {
  it('"the following system of linear equations x + … have no solution?", « le système suivant d’équations linéaires … »', () => {
    expect(solve('For what value of k will the following system of linear equations x + 2y + kz = 1, 2x + ky + 8z = 3 have no solution?')).toMatchObject({ answer: { value: '[4]' }, verified: true });
    expect(solve("Pour quelles valeurs de m le système suivant d'équations linéaires 2x + my = 2, -x + 3y = -1 admet-il une infinité de solutions ?", { locale: 'fr' }).answer?.value).toBe('[-6]');
  });
});

describe('a solution other than the trivial one of a homogeneous system with a parameter', () => {
  it('« d’autres solutions que la solution triviale », « des solutions non nulles », "a nontrivial solution"', () => {
    expect(solve("Pour quelles valeurs du paramètre réel m le système (1−m)x + y + 2z = 0, 2x + (1−m)y + z = 0, y + (3−m)z = 0 admet-il d'autres solutions que la solution triviale (0,0,0) ?", { locale: 'fr' })).toMatchObject({ answer: { value: '[0, 1, 4]' }, verified: true });
    expect(solve('Pour quelles valeurs de a le système x + ay = 0, ax + y = 0 admet-il des solutions non nulles ?', { locale: 'fr' }).answer?.value).toBe('[-1, 1]');
  });

  it('in English, and never for a system that is not homogeneous', () => {
    expect(solve('For which values of k does the system x + ky = 0, kx + 4y = 0 have a nontrivial solution?').answer?.value).toBe('[-2, 2]');
    expect(solve('Pour quelles valeurs de a le système x + ay = 1, ax + y = 0 admet-il des solutions non nulles ?', { locale: 'fr' }).answer).toBeNull();
  });
});
