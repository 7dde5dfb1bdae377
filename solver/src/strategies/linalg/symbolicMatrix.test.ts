import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { symbolicMatrixStrategy } from './symbolicMatrix';
import { solve } from '../../solve';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => symbolicMatrixStrategy.solve(normalize(s), ctx);

describe('matrices with letters', () => {
  it('expands determinants, with steps in both languages', () => {
    const d = run('det [[a, b], [c, d]]');
    expect(d?.answer?.value).toBe('-b*c + a*d');
    expect(d?.verified).toBe(true);
    expect(d?.steps[0].title).toEqual({ en: 'Apply det = ad − bc', fr: 'Appliquer det = ad − bc' });
    const t = run('déterminant de [[a, 1, 0], [1, a, 1], [0, 1, a]]');
    expect(t?.answer?.value).toBe('a^3 - 2*a');
    expect(t?.steps[0].title.fr).toBe('Développer selon la première ligne');
    expect(run('\\det\\begin{pmatrix}x&1\\\\1&x\\end{pmatrix}')?.answer?.value).toBe('x^2 - 1');
  });

  it('reads rows split by semicolons, in brackets, bars or after det, and a factored form asked', () => {
    expect(run('det [x 1; 1 x]')?.answer?.value).toBe('x^2 - 1');
    expect(run('Calculer |a b; c d|')?.answer?.value).toBe('-b*c + a*d');
    expect(run('det(k 2; 2 k)')?.answer?.value).toBe('k^2 - 4');
    expect(run('determinant of \\begin{pmatrix} 1 & 2 \\\\ 3 & k \\end{pmatrix} factored')?.answer?.value).toBe('k - 6');
    expect(run('Factor the determinant of [[x, 1, 1], [1, x, 1], [1, 1, x]]')?.answer?.value).toBe('(x - 1)^2*(x + 2)');
    expect(() => run('Factor det [[a, b, c], [c, a, b], [b, c, a]]')).toThrow(/linear factors/);
    // an operator alone between spaces: k - 1 could be one entry or two
    expect(run('det [k - 1 2; 1 k]')).toBeNull();
    // a second matrix is a question about two
    expect(run('det of [x 1; 1 x] times [[1, 2], [3, 4]]')).toBeNull();
  });

  it('factors a determinant in several letters into linear factors, Vandermonde named or not', () => {
    const v = run('Factor the determinant of [[1, 1, 1], [a, b, c], [a^2, b^2, c^2]]');
    expect(v?.answer?.value).toBe('(b - a)*(c - a)*(c - b)');
    expect(v?.verified).toBe(true);
    expect(run('Calculer le déterminant |1 a a²; 1 b b²; 1 c c²| et le factoriser')?.answer?.value).toBe('(b - a)*(c - a)*(c - b)');
    expect(run('Compute the Vandermonde determinant \\begin{vmatrix} 1 & x & x^2 \\\\ 1 & y & y^2 \\\\ 1 & z & z^2 \\end{vmatrix}')?.answer?.value).toBe('(y - x)*(z - x)*(z - y)');
    // a linear factor left after the differences
    const cubic = run('Factoriser det [[1, a, a^3], [1, b, b^3], [1, c, c^3]]');
    expect(cubic?.answer?.value).toBe('(b - a)*(c - a)*(c - b)*(a + b + c)');
    expect(cubic?.verified).toBe(true);
  });

  it('reads the matrix named after « où » like after "where"', () => {
    expect(run('Soit a un réel. Calculer det(A) où A = [[1, a, a], [a, 1, a], [a, a, 1]]')?.answer?.value).toBe('2*a^3 - 3*a^2 + 1');
  });

  it('reads a Greek letter like any other', () => {
    expect(run("Déterminer les valeurs de λ pour lesquelles la matrice [[1 - λ, 2], [2, 1 - λ]] n'est pas inversible")?.answer?.value).toBe('[-1, 3]');
  });

  it('gives exact irrational values of the letter that make the matrix singular', () => {
    const o = run('for what k is [[k, 1, 0], [1, k, 1], [0, 1, k]] singular');
    expect(o?.answer?.value).toBe('[-sqrt(2), 0, sqrt(2)]');
    expect(o?.verified).toBe(true);
    expect(run('For which t is the matrix (t 2; 2 t) not invertible?')?.answer?.value).toBe('[-2, 2]');
    expect(run('find k such that det [[k, 2], [3, k]] = 0')?.answer?.value).toBe('[-sqrt(6), sqrt(6)]');
    expect(run('Pour quelles valeurs de a la matrice [1 2; a 3] est-elle inversible ?')?.answer?.value).toBe('(-oo, 3/2) U (3/2, oo)');
  });

  it('reads "has no inverse" in its other wordings, and the blank of "invertible iff k ≠ …"', () => {
    expect(run('Find the value(s) of $k$ such that $A=\\begin{bmatrix} 3 &0 &3 \\\\ -6 &3 &3k \\\\ -3 &6 &3k^2 \\end{bmatrix}$ does not have an inverse.')?.answer?.value).toBe('[-1, 3]');
    expect(run("For which value(s) of m doesn't the matrix [[m, 1, 0], [1, m, 1], [0, 1, m]] have an inverse?")?.answer?.value).toBe('[-sqrt(2), 0, sqrt(2)]');
    expect(run('The matrix (6 4; -7 k) is invertible if and only if k is not equal to what?')?.answer?.value).toBe('[-14/3]');
    expect(run("Pour quelles valeurs de a la matrice A = (1 1 1; 1 2 4; 1 3 a) n'est-elle pas inversible ?")?.answer?.value).toBe('[7]');
  });

  it('folds a shift by a multiple of the identity into the matrix asked about', () => {
    const o = run('Find all values of k so that [[k+1, 2], [3, k]] - I_2 is not invertible');
    expect(o?.answer?.value).toBe('[-2, 3]');
    expect(o?.steps[0].title).toEqual({ en: 'Form the matrix', fr: 'Former la matrice' });
    expect(run('For which values of t is [[1, t], [t, 1]] + 2I singular?')?.answer?.value).toBe('[-3, 3]');
    expect(run('determinant of [[k, 1], [1, k]] - I')?.answer?.value).toBe('k^2 - 2*k');
    // a numeric matrix shifted by λI: the values of λ are its eigenvalues
    expect(run('For which values of λ is [[2,1],[1,2]] - λI singular?')?.answer?.value).toBe('[1, 3]');
    // the size said must be the literal's
    expect(run('Find all values of k so that [[k+1, 2], [3, k]] - I_3 is not invertible')).toBeNull();
  });

  it('leaves a literal that is one operand of another expression unread', () => {
    // 2·[[k, 1], [1, k]] is another matrix: its own determinant would answer the wrong question
    expect(run('for which k is 2*[[k, 1], [1, k]] singular')).toBeNull();
    expect(run('inverse of [[1, a], [0, 1]]^2')).toBeNull();
  });

  it('inverts by the adjugate and states when the inverse exists', () => {
    const i = run('inverse of [[1, a], [0, 1]]');
    expect(i?.answer).toMatchObject({ kind: 'matrix', value: '[[1, -a], [0, 1]]' });
    expect(i?.verified).toBe(true);
    expect(i?.steps[1].title.fr).toBe('Inversible quand det A ≠ 0');
    expect(run('transpose of [[a, b], [c, d]]')?.answer?.value).toBe('[[a, c], [b, d]]');
    expect(run('trace of [[x, 2], [3, x^2]]')?.answer?.value).toBe('x^2 + x');
  });

  it('leaves numeric matrices to the exact strategy', () => {
    expect(run('det [[1, 2], [3, 4]]')).toBeNull();
  });
});

describe('values of a letter that make a matrix singular or invertible', () => {
  it('answers the values, not the inverse, in English and French', () => {
    const inv = solve('for which values of k is [[k, 1], [1, k]] invertible?');
    expect(inv.answer).toMatchObject({ kind: 'interval', value: '(-oo, -1) U (-1, 1) U (1, oo)' });
    expect(inv.verified).toBe(true);
    const sing = solve('find k such that the matrix [[1, k], [2, 4]] is singular');
    expect(sing.answer).toMatchObject({ kind: 'solutions', value: '[2]' });
    expect(sing.verified).toBe(true);
    expect(solve('pour quelles valeurs de a la matrice [[a, 2], [2, a]] est-elle inversible ?', { locale: 'fr' }).answer?.value).toBe('(-oo, -2) U (-2, 2) U (2, oo)');
  });

  it('reads "compute det A and deduce for which a …" as the values, the determinant shown first', () => {
    const en = solve('Compute det(A) for A = [[1, a, 0], [0, 1, a], [a, 0, 1]] and deduce for which values of a the matrix is invertible');
    expect(en.answer).toMatchObject({ kind: 'interval', value: '(-oo, -1) U (-1, oo)' });
    expect(en.steps[0].title).toBe('Compute the determinant');
    const fr = solve('Soit M = [[2, 1], [a, 3]]. Calculer det M puis en déduire pour quelles valeurs de a la matrice M est inversible.', { locale: 'fr' });
    expect(fr.answer?.value).toBe('(-oo, 6) U (6, oo)');
    expect(fr.verified).toBe(true);
    // the inverse asked before the values is a question not read here
    expect(solve('compute the inverse of [[1, a], [a, 1]] and deduce for which a it is invertible').answer?.kind).not.toBe('interval');
  });

  it('gives no decimal roots for an exact matrix', () => {
    expect(solve('for which values of k is [[k, 1, 0], [1, k, 1], [0, 1, k]] invertible?').answer?.value ?? '').not.toMatch(/\d\.\d/);
  });
});

describe('a determinant set to zero, and words not read', () => {
  it('"the values of m for which det(…) = 0" are the roots, not the determinant', () => {
    const s = solve('trouver les valeurs de m pour lesquelles det([[m, 1, 1], [1, m, 1], [1, 1, m]]) = 0', { locale: 'fr' });
    expect(s.answer).toMatchObject({ kind: 'solutions', value: '[-2, 1]' });
    expect(s.verified).toBe(true);
  });

  it('leaves a question with words it does not read unanswered', () => {
    expect(run('det [[x, 1], [1, x]] = 0')).toBeNull();
    expect(run('determinant of [[x, 1], [1, x]] for x positive')).toBeNull();
    expect(run('Vandermonde determinant det [[1, a, a^2], [1, b, b^2], [1, c, c^2]]')?.verified).toBe(true);
  });
});

describe('for which k, with words not read', () => {
  it('a bracket asking the other set is not dropped', () => {
    expect(solve('for which values of k is [[1, k], [k, 4]] invertible? (values where it is not)').answer).toBeNull();
  });

  it("reads the asker's words around a matrix with a parameter as no question", () => {
    const o = solve("J'ai la matrice suivante : \\begin{pmatrix} a & 1 & 2 \\\\ 5 & 5 & -2 \\\\ 3 & 3 & 6 \\\\ 1 & a & 2 \\end{pmatrix} Il s'agit de déterminer le rang de cette matrice en fonction de a.", { locale: 'fr' });
    expect(o.finalAnswer).toBe('rang = 3 si a ≠ 1 ; rang = 2 si a = 1');
  });

  it('drops the parameter declared real before the question ("Let a be a real number.", « Soient a ∈ ℝ et »)', () => {
    expect(solve('Let a be a real number. Find the determinant of [[a,1],[1,a]]').answer?.value).toBe('a^2 - 1');
    expect(solve('Soient a ∈ ℝ et A = (a 1 1 ; 1 a 1 ; 1 1 a). Calculer det A.', { locale: 'fr' })).toMatchObject({ answer: { value: 'a^3 - 3*a + 2' }, verified: true });
    expect(solve('Let a be a real number. Find all values of a for which the matrix [[1, a, 0], [a, 1, a], [0, a, 1]] is singular.').answer?.value).toBe('[-sqrt(2)/2, sqrt(2)/2]');
    expect(solve('Find det [[k, 1], [1, k]] where k is a real number').answer?.value).toBe('k^2 - 1');
    // a declaration is no question: nothing else asked, nothing answered
    expect(solve('Let a be a real number. [[a, 1], [1, a]]').answer).toBeNull();
  });

  it('reads the vanishing of the determinant asked with the matrix between (« le déterminant D_m = |…| est-il nul ? »)', () => {
    expect(solve('Soit m un réel. Pour quelles valeurs de m le déterminant D_m = |2m 4 ; 2m-3 m-1| est-il nul ?', { locale: 'fr' })).toMatchObject({ answer: { value: '[2, 3]' }, verified: true });
    expect(solve('For which values of k does the determinant of [[k, 1], [1, k]] vanish?').answer?.value).toBe('[-1, 1]');
  });
});

