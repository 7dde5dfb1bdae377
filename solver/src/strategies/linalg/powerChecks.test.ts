import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const run = (input: string, locale: 'en' | 'fr' = 'en') => {
  const s = solve(input, { locale });
  return { value: s.answer?.value ?? null, verified: s.verified, final: s.finalAnswer };
};

describe('idempotent, nilpotent and involutory matrices', () => {
  it('decides each property by the powers, in both languages and notations', () => {
    expect(run('Show that the matrix A = [[2,-2,-4],[-1,3,4],[1,-2,-3]] is idempotent')).toMatchObject({ value: 'True', verified: true });
    expect(run('Montrer que la matrice M = [[2,-2,-4],[-1,3,4],[1,-2,-3]] est idempotente', 'fr')).toMatchObject({ value: 'True', verified: true });
    expect(run('Is [[1, 1], [0, 0]] idempotent?')).toMatchObject({ value: 'True', verified: true });
    expect(run('Is A = [[0,1],[1,0]] involutory?')).toMatchObject({ value: 'True', verified: true });
    expect(run('Is the matrix [[1,1],[0,1]] nilpotent?')).toMatchObject({ value: 'False', verified: true });
  });

  it('gives the index of a nilpotent matrix', () => {
    expect(run('La matrice N = [[0,1,2],[0,0,3],[0,0,0]] est-elle nilpotente ?', 'fr')).toMatchObject({ value: 'True', verified: true, final: 'Oui, la matrice est nilpotente (indice 3 : sa puissance 3 est nulle).' });
    expect(run('Is $B=\\begin{pmatrix}0&1\\\\0&0\\end{pmatrix}$ nilpotent?')).toMatchObject({ value: 'True', final: 'Yes, the matrix is nilpotent (index 2: its power 2 is 0).' });
  });

  it('reads an identity to check with the matrix named after it', () => {
    expect(run('Show that A^2 = A for A = [[2,-2,-4],[-1,3,4],[1,-2,-3]]')).toMatchObject({ value: 'True', verified: true });
    expect(run('Vérifier que M² = I où M = [[0,1],[1,0]]', 'fr')).toMatchObject({ value: 'True', verified: true });
  });
});

describe('the index of nilpotency', () => {
  it('gives the least k with Aᵏ = 0, in both languages', () => {
    expect(solve("Déterminer l'indice de nilpotence de N = [[0,1,1],[0,0,1],[0,0,0]]", { locale: 'fr' })).toMatchObject({ answer: { value: '3' }, verified: true });
    const en = solve('Show that N = [[0,2,0],[0,0,0],[0,0,0]] is nilpotent and find its nilpotency index.');
    expect(en).toMatchObject({ answer: { value: '2' }, verified: true });
    expect(en.finalAnswer).toBe('The index of nilpotency is 2: A² = 0 and A ≠ 0.');
  });

  it('refuses the index of a matrix that is not nilpotent', () => {
    expect(solve('indice de nilpotence de [[1,1],[0,1]]', { locale: 'fr' }).error?.message).toMatch(/^La matrice n'est pas nilpotente/);
  });
});
