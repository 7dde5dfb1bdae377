import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('the characteristic polynomial asked factored or as det(A − λI)', () => {
  it('factors it when asked, in both languages', () => {
    expect(solve('Déterminer et factoriser le polynôme caractéristique de A = [[3,0,-1],[2,4,2],[-1,0,3]]', { locale: 'fr' })).toMatchObject({ answer: { value: '(x - 4)^2*(x - 2)' }, verified: true });
    expect(solve('Factor the characteristic polynomial of $\\begin{pmatrix}2&0&0\\\\1&3&0\\\\0&1&3\\end{pmatrix}$').answer?.value).toBe('(x - 3)^2*(x - 2)');
  });

  it('follows the convention det(A − λI) written, with its sign and its letter', () => {
    const fr = solve('Déterminer et factoriser le polynôme caractéristique det(A − λI) de A = (3 0 −1 ; 2 4 2 ; −1 0 3).', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '-(lambda - 4)^2*(lambda - 2)' }, verified: true });
    expect(fr.finalAnswer).toBe('p(λ) = -(λ − 4)²·(λ − 2)');
    expect(solve('Find the characteristic polynomial det(A - λI) of A = [[1,2],[3,4]] in factored form').answer?.value).toBe('(lambda^2 - 5*lambda - 2)');
  });

  it('keeps det(xI − A) expanded in x otherwise', () => {
    expect(solve('characteristic polynomial of [[1,2],[3,4]]').answer?.value).toBe('x^2 - 5*x - 2');
  });
});
