import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe("Gauss's reduction of a quadratic form", () => {
  it('completes the squares and answers the signature when it is asked too', () => {
    const fr = solve('Réduire par la méthode de Gauss la forme quadratique q(x,y,z) = x² + 2xy + 2yz − z² et donner sa signature.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '(1, 1)' }, verified: true });
    expect(fr.steps.map((s) => s.title)).toEqual(['Matrice de la forme', 'Compléter les carrés (Gauss)', 'Signature et rang']);
    expect(solve('Q(x,y) = 2x^2 - 4xy + 5y^2: reduce Q to a sum of squares and give its signature').answer?.value).toBe('(2, 0)');
    expect(solve('Réduction de Gauss de $q(x_1,x_2,x_3)=x_1x_2+x_2x_3$, en déduire le rang et la signature.', { locale: 'fr' }).answer?.value).toBe('(1, 1)');
  });

  it('writes the squares themselves when only the reduction is asked, products alone included', () => {
    expect(solve('Decompose q(x, y) = x^2 + 6xy + 5y^2 into a sum of squares.')).toMatchObject({ answer: { value: '(x + 3*y)^2 - 4*y^2' }, verified: true });
    const products = solve("Use Gauss's method to write q(x1,x2,x3) = 2x1x2 + 2x1x3 + 2x2x3 as a sum of squares.");
    expect(products).toMatchObject({ answer: { value: '1/2*(x1 + x2 + 2*x3)^2 - 1/2*(x1 - x2)^2 - 2*x3^2' }, verified: true });
    expect(products.finalAnswer).toMatch(/signature \(1, 2\), rank 3$/);
  });

  it('answers the rank when only the rank is asked', () => {
    expect(solve('Écrire q(x,y) = 3x^2 + 2xy - y^2 comme combinaison linéaire de carrés de formes linéaires indépendantes et donner son rang.', { locale: 'fr' }).answer?.value).toBe('2');
  });

  it('leaves an orthonormal reduction and a definiteness question to their own methods', () => {
    expect(solve('Is the quadratic form q(x,y) = x^2 + 6xy + 5y^2 positive definite?').answer?.value).toBe('False');
  });
});

describe('the words around a quadratic form', () => {
  it('reads where it lives and how its matrix is asked, in both languages', () => {
    expect(solve('Let v = (x,y)^T and the quadratic form Q(x,y) = 4x^2 + 2xy + 4y^2. Find the matrix representation A of Q.').answer?.value).toBe('[[4, 1], [1, 4]]');
    expect(solve('Represent the quadratic form Q(X) = x_1^2 - 6x_1x_2 + 9x_2^2 using a matrix').answer?.value).toBe('[[1, -3], [-3, 9]]');
    expect(solve('Given $q(x_1,x_2)=3x_1^2+8x_1x_2-3x_2^2$, write q in matrix form.').answer?.value).toBe('[[3, 4], [4, -3]]');
    expect(solve('Soit q la forme quadratique sur R³ définie par q(x,y,z) = x² + y² + 3z² + 4xy. Déterminer la signature de q.', { locale: 'fr' }).answer?.value).toBe('(2, 1)');
    expect(solve('Determine if Q(x,y) = x^2 + xy is positive definite on R^2.').answer?.value).toBe('False');
    expect(solve('La forme quadratique q définie sur R^2 par q(x,y) = x^2 - 4xy + y^2 est-elle définie positive ?', { locale: 'fr' }).answer?.value).toBe('False');
  });
});
