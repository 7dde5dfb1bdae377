import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solve } from '../../solve';
import { formMatrix } from './definiteness';

const answer = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value ?? null, verified: s.verified, final: s.finalAnswer, steps: s.steps };
};

describe('definiteness of a symmetric matrix or a quadratic form', () => {
  it('answers yes or no for a matrix, by the leading principal minors, in both languages', () => {
    expect(answer('Is the matrix [[2,-1,0],[-1,2,-1],[0,-1,2]] positive definite?')).toMatchObject({ value: 'True', verified: true });
    expect(answer('is [[1,1],[1,1]] positive definite')).toMatchObject({ value: 'False', verified: true });
    expect(answer('Let A = [[3,1],[1,3]]. Is A positive definite? Explain.')).toMatchObject({ value: 'True', verified: true });
    expect(answer('Determine whether $A=\\begin{pmatrix} -3 & 1 \\\\ 1 & -2 \\end{pmatrix}$ is negative definite')).toMatchObject({ value: 'True', verified: true });
    const fr = answer('La matrice A = [[2, 1], [1, 2]] est-elle définie positive ?', 'fr');
    expect(fr).toMatchObject({ value: 'True', verified: true, final: 'Oui, A est définie positive.' });
    expect(fr.steps[0].title).toBe('Mineurs principaux dominants');
  });

  it('reads the matrix of a quadratic form written as a polynomial', () => {
    expect(answer('Examine whether the real quadratic form 4x^2 - y^2 + 2z^2 + 2xy - 2yz - 4xz is positive definite or not.')).toMatchObject({ value: 'False', verified: true });
    expect(answer('Montrer que la forme quadratique q(x,y,z) = x² + 2y² + 3z² + 2xy est définie positive', 'fr')).toMatchObject({ value: 'True', verified: true });
    expect(answer('Is q(x1,x2) = x1^2 - 4x1x2 + 4x2^2 positive semidefinite?')).toMatchObject({ value: 'True', verified: true });
    expect(answer('Is the quadratic form Q(x, y) = x^2 + 6xy + y^2 indefinite?')).toMatchObject({ value: 'True', verified: true });
    const m = formMatrix('x1^2 - 4x1x2 + 2x2^2 + 6x2x3 + 5x3^2');
    expect(m?.vars).toEqual(['x1', 'x2', 'x3']);
    expect(m?.a.map((r) => r.map((q) => q.toString()))).toEqual([['1', '-2', '0'], ['-2', '2', '3'], ['0', '3', '5']]);
    // a term of degree 1 is no quadratic form
    expect(formMatrix('x^2 + y')).toBeNull();
  });

  it('gives the signature by counting the signs of the eigenvalues', () => {
    expect(answer('Find the signature of the quadratic form q(x,y,z) = x^2 + 2y^2 - z^2 + 2xy')).toMatchObject({ value: '(2, 1)', verified: true });
    expect(answer('Déterminer la signature de la forme quadratique q(x, y) = x² + 4xy + y²', 'fr')).toMatchObject({ value: '(1, 1)', verified: true, final: 'La signature de la forme est (1, 1).' });
    // a zero eigenvalue counts on neither side
    const zero = answer('signature of the symmetric matrix [[1,1,0],[1,1,0],[0,0,-2]]');
    expect(zero).toMatchObject({ value: '(1, 1)', verified: true });
    for (const step of zero.steps) if (step.formula) katex.renderToString(step.formula, { throwOnError: true });
    expect(answer('Quelle est la signature de $A=\\begin{pmatrix}2&1\\\\1&2\\end{pmatrix}$ ?', 'fr')).toMatchObject({ value: '(2, 0)', verified: true });
  });

  it("gives the form's symmetric matrix when it is asked", () => {
    expect(answer('Find the matrix of the quadratic form q(x,y,z) = 2x^2 + 3y^2 - z^2 + 4xy - 6yz')).toMatchObject({ value: '[[2, 2, 0], [2, 3, -3], [0, -3, -1]]', verified: true });
    expect(answer('Donner la matrice de la forme quadratique q(x, y) = x² - 4xy + 5y²', 'fr')).toMatchObject({ value: '[[1, -2], [-2, 5]]', verified: true });
    expect(answer('Write the symmetric matrix of the quadratic form Q = x_1^2 + 2x_1x_2 - x_2^2')).toMatchObject({ value: '[[1, 1], [1, -1]]', verified: true });
  });

  it('refuses a matrix that is not symmetric rather than guess a definition', () => {
    const s = solve('Is [[1,2],[0,1]] positive definite?');
    expect(s.answer).toBeNull();
  });
});

describe('the rank of a quadratic form', () => {
  it('is p + q, alone or with the signature, the variables x1, x2, x3 or x, y, z', () => {
    expect(solve('Find the rank of the quadratic form q(x) = x1^2 − 6x1x2 + 4x1x3 + 7x2^2 − 10x2x3 + 8x3^2 on R^3.')).toMatchObject({ answer: { value: '3' }, verified: true });
    expect(solve('Déterminer le rang de la forme quadratique q(x, y, z) = x^2 + y^2 + z^2 + 2xy + 2yz + 2xz.', { locale: 'fr' })).toMatchObject({ answer: { value: '1' }, verified: true });
    // a matrix's rank stays the matrix methods'
    expect(solve('Find the rank of the matrix [[1,2],[2,4]].')).toMatchObject({ answer: { value: '1' }, method: 'matrix.rank' });
  });

  it('names the class asked openly: classify, « la nature de q », several classes offered', () => {
    expect(solve('Classify the quadratic form Q(x1, x2) = 3x1^2 - 4x1x2 + 6x2^2')).toMatchObject({ answer: { kind: 'text', value: 'positive definite' }, verified: true });
    expect(solve('Is the quadratic form Q(x, y) = x^2 + 4xy + y^2 positive definite, negative definite, or indefinite?').answer?.value).toBe('indefinite');
    expect(solve('Classify the matrix A = [[2, 0], [0, 0]] as positive definite, positive semidefinite or indefinite.').answer?.value).toBe('positive semidefinite');
    const fr = solve('Déterminer la nature de la forme quadratique q(x,y,z) = -x^2 - 2y^2 - z^2 + 2xy', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: 'negative definite' }, verified: true });
    expect(fr.finalAnswer).toBe('La forme est définie négative (signature (0, 3), n = 3).');
  });

  it('reads the form named with its spaces, « q : R³ → R », "Let Q: R^2 -> R be …"', () => {
    expect(solve('Soit q : R^3 → R la forme quadratique définie par q(x,y,z) = x^2 - z^2 + 2xy + 2yz. Déterminer le rang de q.', { locale: 'fr' }).answer?.value).toBe('2');
    expect(solve('Let Q: R^2 -> R be the quadratic form Q(x, y) = 2x^2 + 2xy + 3y^2. Is Q positive definite?')).toMatchObject({ answer: { value: 'True' }, verified: true });
  });
});

