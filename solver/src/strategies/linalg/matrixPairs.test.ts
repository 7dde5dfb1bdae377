import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

const en = (s: string) => solve(s);
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('two things asked about matrices at once', () => {
  it('answers the kernel and the image asked together, in either order and language', () => {
    const a = en('find the kernel and the image of A = [[1, 1], [3, 3]]');
    expect(a.finalAnswer).toBe('basis of ker A: [[-1], [1]]; basis of Col A: [[1], [3]]');
    expect(a.verified).toBe(true);
    expect(en('find a basis for the column space and null space of A = [[1, 1], [3, 3]]').finalAnswer).toBe('basis of Col A: [[1], [3]]; basis of ker A: [[-1], [1]]');
    expect(fr("déterminer le noyau et l'image de A = [[1, 1], [3, 3]]").finalAnswer).toBe('base de ker A : [[-1], [1]] ; base de Im A : [[1], [3]]');
  });

  it('reads the map named again by "this transformation", « cette application »', () => {
    const a = en('T(x, y, z) = (x - y, y - z). Find the kernel and image of this transformation.');
    expect(a.finalAnswer).toContain('basis of ker A: [[1], [1], [1]]');
    expect(a.verified).toBe(true);
    expect(fr('Soit f(x, y) = (x - y, 2x - 2y). Déterminer le noyau de cette application linéaire.').finalAnswer).toBe('base de ker A : [[1], [1]]');
  });

  it('never takes the image of a vector under a map for the image of the map', () => {
    expect(en('find the kernel and the image of (1, 2) under A = [[1, 1], [3, 3]]').verified).toBe(false);
  });

  it('computes the products AB and BA named in the plural, when possible', () => {
    const a = fr('Calculer les produits AB et BA : A = [[1, 2], [0, 1]], B = [[1, 0], [3, 1]]');
    expect(a.finalAnswer).toBe('AB = [[7, 2], [3, 1]] ; BA = [[1, 2], [3, 7]]');
    const b = fr('Calculer lorsque cela est possible les produits AB et BA : A = [[1, 2, 3]], B = [[1], [0], [1]]');
    expect(b.finalAnswer).toBe('AB = [[4]] ; BA = [[1, 2, 3], [0, 0, 0], [1, 2, 3]]');
  });

  it('says whether two matrices commute, with both products in the steps', () => {
    const no = en('Do A and B commute? A = [[1, 2], [0, 1]], B = [[1, 0], [3, 1]]');
    expect(no.answer).toMatchObject({ kind: 'bool', value: 'False' });
    expect(no.finalAnswer).toContain('AB ≠ BA: the matrices do not commute.');
    expect(no.verified).toBe(true);
    const yes = fr('Montrer que les matrices A et B commutent : A = [[2, 0], [0, 3]], B = [[5, 0], [0, 1]]');
    expect(yes.answer?.value).toBe('True');
    expect(yes.steps.at(-1)?.title).toBe('Comparer AB et BA');
  });
});

describe('a matrix named by « On pose » and its power deduced', () => {
  it('reads « On pose A = … » like « Soit », and « en déduire l’expression de Aⁿ » as Aⁿ asked', () => {
    const a = fr('On pose A = [[1, 1], [0, 2]]. En déduire l’expression de A^n');
    expect(a.answer?.value).toContain('2^n');
    expect(a.verified).toBe(true);
    expect(fr('On note A = [[1, 1], [0, 2]]. Calculer A^2').answer?.value).toBe('[[1, 3], [0, 4]]');
  });
});

describe('a basis in which the matrix is diagonal', () => {
  it('is a basis of eigenvectors, asked in either language', () => {
    const a = fr('On considère la matrice A = [[3, 1], [1, 3]]. Déterminer une base de IR^2 dans laquelle la matrice est diagonale.');
    expect(a.finalAnswer).toBe('λ = 2: (-1, 1) ; λ = 4: (1, 1)');
    expect(a.verified).toBe(true);
    expect(en('Find a basis of R^2 in which A = [[3, 1], [1, 3]] is diagonal.').finalAnswer).toBe('λ = 2: (-1, 1); λ = 4: (1, 1)');
  });
});

describe('LaTeX words between the matrices', () => {
  it('reads \\quad \\textrm{ et} \\quad between two matrices as « et »', () => {
    const s = fr('Calculer les produits AB et BA : A = \\left(\\begin{array}{cc} 1&2\\\\ 0&1 \\end{array}\\right) \\quad \\textrm{ et} \\quad B = \\left(\\begin{array}{cc} 1&0\\\\ 3&1 \\end{array}\\right)');
    expect(s.finalAnswer).toBe('AB = [[7, 2], [3, 1]] ; BA = [[1, 2], [3, 7]]');
  });
});

describe('numbered questions on one matrix', () => {
  it('answers each question on the matrix, never the matrix times itself', () => {
    const s = fr('Soit A = [[1, 2], [3, 0]]. 1. Calculer le déterminant de A. 2. Calculer la trace de A.');
    expect(s.finalAnswer).toBe('det = -6 ; tr = 1');
    expect(fr('Soit A = [[1, 2], [3, 0]]. Calculer le déterminant de A. Calculer la trace de A.').finalAnswer).toBe('det = -6 ; tr = 1');
  });

  it('gives the eigenvalues with a basis of each eigenspace, asked as two parts', () => {
    const s = en('Let A = [[1, 2], [3, 0]]. (a) Find the eigenvalues of A. (b) Find a basis for each eigenspace.');
    expect(s.finalAnswer).toBe('λ = -2: (-2, 3); λ = 3: (1, 1)');
    expect(s.verified).toBe(true);
    const f = fr('Soit la matrice C = [[1, 2], [3, 0]]. 1. Déterminez les valeurs propres de C. 2. Pour chaque valeur propre, déterminez une base du sous-espace propre associé.');
    expect(f.finalAnswer).toBe('λ = -2: (-2, 3) ; λ = 3: (1, 1)');
  });
});
