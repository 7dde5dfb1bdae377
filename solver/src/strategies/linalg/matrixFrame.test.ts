import { describe, expect, it } from 'vitest';
import { stripFrame } from './matrixFrame';
import { solve } from '../../solve';

describe('stripFrame', () => {
  it('drops the exercise number, its points and the verbs of a worked statement', () => {
    expect(stripFrame('Exercice 2. Calcul du déterminant de A = ⟦0⟧')).toBe('du déterminant de A = ⟦0⟧');
    expect(stripFrame('(2 points) Nous calculons le rang de ⟦0⟧')).toBe('le rang de ⟦0⟧');
    expect(stripFrame('4) Consider the matrix shown below: ⟦0⟧. Find its trace.')).toBe('the matrix : ⟦0⟧. Find its trace.');
  });

  it('spaces a name glued to the word before it', () => {
    expect(stripFrame('le rang de la matriceB= ⟦0⟧')).toBe('le rang de la matrice B= ⟦0⟧');
  });

  it("drops the answer's name and the kernel's name beside its words", () => {
    expect(stripFrame('characteristic polynomial. Use t as your variable instead of λ. p(t)= ⟦0⟧')).toBe('characteristic polynomial. ⟦0⟧');
    expect(stripFrame('a basis for the null space of C, Nul(C), where C = ⟦0⟧')).toBe('a basis for the null space of C where C = ⟦0⟧');
  });

  it('asks a basis and the dimension each of the space named once', () => {
    expect(stripFrame('a basis and dimension for the nullspace of ⟦0⟧')).toBe('a basis of the nullspace and dimension of the nullspace of ⟦0⟧');
  });

  it('drops the pivot columns asked beside a basis of the column space', () => {
    expect(stripFrame('a basis for the column space of ⟦0⟧. Show which columns are pivot columns.')).toBe('a basis for the column space of ⟦0⟧.');
  });

  it('keeps a kernel asked by its name alone', () => {
    expect(stripFrame('find ker(⟦0⟧)')).toBe('find ker(⟦0⟧)');
  });

  it('drops « on a la matrice », "we are given the matrix", "a closed form for Aⁿ", « une forme explicite de Aⁿ »', () => {
    expect(stripFrame('On a la matrice A = ⟦0⟧ . Quelles sont les valeurs propres de A ?')).toBe('la matrice A = ⟦0⟧ . Quelles sont les valeurs propres de A ?');
    expect(solve('On a la matrice A = [[4,1,-1],[2,5,-2],[1,1,2]]. Quelles sont les valeurs propres de A ?', { locale: 'fr' }).answer?.value).toBe('[3, 5]');
    expect(solve('Let A = [[1, 2], [2, -2]]. Find a closed form for A^n.').answer?.kind).toBe('matrix');
    expect(solve('Donner une forme explicite de A^n pour A = [[2,1],[0,3]]', { locale: 'fr' }).answer?.kind).toBe('matrix');
  });

  it('reads "Answer yes or no" and "diagonalizable over ℝ" as the manner of a yes-or-no question', () => {
    expect(solve('Is the matrix [[1, 2], [2, 1]] diagonalizable over R? Answer yes or no.').answer?.value).toBe('True');
    expect(solve('La matrice A = [[1,1],[0,1]] est-elle diagonalisable dans R ? Répondre par oui ou non.', { locale: 'fr' }).answer?.value).toBe('False');
  });

  it('reads "A is diagonalizable; compute Aⁿ" as a fact before the power asked, never a claim to prove', () => {
    expect(solve('A = [[2,1],[1,2]] is diagonalizable; compute A^n for n in N.').answer?.kind).toBe('matrix');
    expect(stripFrame('Given that A = ⟦0⟧ is diagonalizable, compute A^n.')).toBe('A = ⟦0⟧ compute A^n.');
    // the name alone, the matrix given in another sentence or after the question: the premise is dropped whole
    expect(stripFrame('Soit A = ⟦0⟧. Sachant que A est diagonalisable, calculer A^n.')).toBe('Soit A = ⟦0⟧. calculer A^n.');
    expect(solve('Sachant que A est diagonalisable, calculer A^n où A = \\begin{pmatrix} 1 & 2 \\\\ 2 & 1 \\end{pmatrix}', { locale: 'fr' }).answer?.kind).toBe('matrix');
    expect(solve('Consider M = [[3,1],[0,2]]. Since M is diagonalizable, find M^k.').answer?.kind).toBe('matrix');
    expect(solve('On considère B = [[2,0],[1,3]]. Comme B est diagonalisable, déterminer B^n pour tout n.', { locale: 'fr' }).answer?.kind).toBe('matrix');
    expect(solve('Show that A = [[2,1],[1,2]] is diagonalizable.').answer?.value).toBe('True');
  });

  it('names the matrix given by its rows or columns after "Let A be the matrix with", « Soit M la matrice de »', () => {
    expect(stripFrame('Let A be the 2x2 matrix with ⟦0⟧ . Find det A.')).toBe('A = ⟦0⟧ . Find det A.');
    expect(solve('Let A be the matrix with rows (1,2) and (3,4). Find det A.').answer?.value).toBe('-2');
    expect(solve('Let B be the matrix with columns (1,0) and (2,3). Find B^-1.').answer?.value).toBe('[[1, -2/3], [0, 1/3]]');
    expect(solve('Soit M la matrice de lignes (2,1) et (1,2). Calculer M^n.', { locale: 'fr' }).answer?.kind).toBe('matrix');
  });
});
