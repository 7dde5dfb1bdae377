import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import type { Outcome } from '../../strategy';
import { matrixStrategy } from './matrixStrategy';
import { solve } from '../../solve';

const ctx = { locale: 'en' as const, checkTime: () => undefined };
const run = (s: string): Outcome | null => matrixStrategy.solve(normalize(s), ctx);
const value = (s: string): string | undefined => run(s)?.answer?.value;

describe('matrices', () => {
  it('computes 2×2 and 3×3 determinants with the textbook formulas, in both languages', () => {
    const two = run('determinant of [[1,2],[3,4]]');
    expect(two?.answer).toMatchObject({ kind: 'expr', value: '-2' });
    expect(two?.verified).toBe(true);
    expect(two?.steps[0].title).toEqual({ en: 'Apply the 2×2 formula', fr: 'Appliquer la formule 2×2' });
    const three = run('déterminant de [[−2, 2, 3], [−1, 1, 3], [2, 0, −1]]');
    expect(three?.answer?.value).toBe('6');
    expect(three?.method).toBe('matrix.det.cofactor');
    expect(three?.steps[0].title.fr).toMatch(/^Développer selon/);
    expect(three?.steps[0].explanation.en).toContain('Cofactor expansion');
    expect(value('det [[1,2,3,4],[5,6,7,8],[2,6,4,8],[3,1,1,2]]')).toBe('72');
    expect(value('\\begin{vmatrix} 1 & 2 \\\\ 3 & 4 \\end{vmatrix}')).toBe('-2');
    expect(value('compute det \\begin{pmatrix} 2 & 0 \\\\ 1 & \\frac{1}{2} \\end{pmatrix}')).toBe('1');
  });

  it('reads a size next to the word matrix as a size, never as a product', () => {
    expect(value('determinant of the 4×4 matrix [[1,0,0,0],[0,2,0,0],[0,0,3,0],[0,0,0,4]]')).toBe('24');
    expect(value('déterminant de la matrice 3x3 [[2, 1, 0], [1, 2, 1], [0, 1, 2]]')).toBe('4');
    // a size that is not the literal's own: the matrix was misread, so no answer
    expect(run('determinant of the 3 by 3 matrix [[1,2],[3,4]]')).toBeNull();
    expect(value('2 × 2 [[1,2],[3,4]]')).toBe('[[4, 8], [12, 16]]');
  });

  it('reads rows separated by semicolons in parentheses after the word matrix', () => {
    expect(value('rank of the matrix (1 2; 3 6)')).toBe('1');
    expect(value('déterminer le rang de la matrice (1 2 3; 4 5 6; 7 8 9)')).toBe('2');
    expect(value('compute det(1 2; 3 5)')).toBe('-1');
    expect(value('Find the determinant of A = \\left[\\begin{array}{ccc} 1 & 0 & 2 \\\\ 3 & 1 & 0 \\\\ 0 & 2 & 1 \\end{array}\\right]')).toBe('13');
    expect(value('Calculer le déterminant suivant :\n1 2 0\n0 1 3\n2 0 1')).toBe('13');
    expect(value('find all eigenvalues of [[5, 4], [1, 2]]')).toBe('[1, 6]');
  });

  it('reads vertical bars around a bracketed matrix as its determinant', () => {
    const o = run('|[[2, 3], [1, 2]]|');
    expect(o?.answer?.value).toBe('1');
    expect(o?.verified).toBe(true);
    expect(o?.steps[0].title).toEqual({ en: 'Apply the 2×2 formula', fr: 'Appliquer la formule 2×2' });
  });

  it('inverts by the 2×2 formula or Gauss–Jordan, and reports singular matrices', () => {
    const inv = run('inverse of [[2, -1, 0], [-1, 2, -1], [0, -1, 2]]');
    expect(inv?.answer).toMatchObject({ kind: 'matrix', value: '[[3/4, 1/2, 1/4], [1/2, 1, 1/2], [1/4, 1/2, 3/4]]' });
    expect(inv?.verified).toBe(true);
    expect(inv?.steps[0].title).toEqual({ en: 'Write [A | I]', fr: 'Écrire [A | I]' });
    expect(value('invert the matrix [[1, 4, 7], [3, 0, 5], [-1, 9, 11]]')).toBe('[[45/8, -19/8, -5/2], [19/4, -9/4, -2], [-27/8, 13/8, 3/2]]');
    expect(value('[1 2; 3 4]^-1')).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(value("inverse de la matrice \\begin{pmatrix} 4 & 7 \\\\ 2 & 6 \\end{pmatrix}")).toBe('[[3/5, -7/10], [-1/5, 2/5]]');
    const sing = run('inverse of [[1,2],[2,4]]');
    expect(sing?.answer).toBeNull();
    expect(sing?.finalAnswer.fr).toContain('singulière');
  });

  it('finds rank, reduced row echelon form, transpose and trace', () => {
    expect(value('rank of [[1,2,3],[2,4,6],[1,1,1]]')).toBe('2');
    expect(value('rang de la matrice [[1,0],[0,0]]')).toBe('1');
    expect(value('rref [[1,2,3],[4,5,6]]')).toBe('[[1, 0, -1], [0, 1, 2]]');
    expect(value('transpose of [[1,2,3],[4,5,6]]')).toBe('[[1, 4], [2, 5], [3, 6]]');
    expect(value('[[1,2],[3,4]]^T')).toBe('[[1, 3], [2, 4]]');
    expect(value('transposée de [[1, 2], [3, 4]]')).toBe('[[1, 3], [2, 4]]');
    expect(value('trace of [[1,2],[3,4]]')).toBe('5');
  });

  it('finds eigenvalues (rational, surd, complex) and eigenvectors', () => {
    const e = run('eigenvalues of [[2,1],[1,2]]');
    expect(e?.answer).toMatchObject({ kind: 'solutions', value: '[1, 3]' });
    expect(e?.verified).toBe(true);
    expect(e?.steps[0].title).toEqual({ en: 'Write the characteristic polynomial', fr: 'Écrire le polynôme caractéristique' });
    expect(value('eigenvalues of [[1,2],[3,4]]')).toBe('[5/2 - sqrt(33)/2, 5/2 + sqrt(33)/2]');
    expect(value('valeurs propres de [[0,-1],[1,0]]')).toBe('[-i, i]');
    expect(value('eigenvalues [[2,0,0],[0,3,4],[0,4,9]]')).toBe('[1, 2, 11]');
    expect(value('eigenvalues of [[1,1],[0,1]]')).toBe('[1]');
    const v = run('eigenvectors of [[2,1],[1,2]]');
    expect(v?.answer?.value).toBe('[[-1, 1], [1, 1]]');
    expect(v?.verified).toBe(true);
    expect(value('characteristic polynomial of [[1,2],[3,4]]')).toBe('x^2 - 5*x - 2');
  });

  it('multiplies, adds and raises matrices to powers, with named matrices', () => {
    const p = run('[[1,2],[3,4]] * [[5,6],[7,8]]');
    expect(p?.answer?.value).toBe('[[19, 22], [43, 50]]');
    expect(p?.steps[0].title).toEqual({ en: 'Multiply rows by columns', fr: 'Multiplier lignes par colonnes' });
    expect(p?.verified).toBe(true);
    expect(value('[[1,2],[3,4]]^3')).toBe('[[37, 54], [81, 118]]');
    expect(value('A = [[1,2],[3,4]], B = [[0,1],[1,0]]. Compute AB - 2I')).toBe('[[0, 1], [4, 1]]');
    expect(value('soit A = [[1,2],[3,4]]. Calculer A^2')).toBe('[[7, 10], [15, 22]]');
    expect(value('product of [[1,2]] and [[3],[4]]')).toBe('[[11]]');
    expect(value('sum of [[1,2],[3,4]] and [[1,1],[1,1]]')).toBe('[[2, 3], [4, 5]]');
    expect(value('3[[1,-1],[0,2]]')).toBe('[[3, -3], [0, 6]]');
  });

  it('ignores inputs that are not matrix problems', () => {
    expect(run('x + y = 3, x - y = 1')).toBeNull();
    expect(run('[[1,2],[3,4]]')).toBeNull();
    expect(run('solve x^2 = 4')).toBeNull();
  });
});

describe('what a diagonalisation question asks for', () => {
  it('"give the diagonal matrix D" answers D, eigenvalues in increasing order', () => {
    expect(value('diagonalize A = [[1, 2], [2, 1]]: give the diagonal matrix D')).toBe('[[-1, 0], [0, 3]]');
    expect(run('diagonalize A = [[1, 2], [2, 1]]: give the diagonal matrix D')?.verified).toBe(true);
  });
  it('answers the eigenvalues asked beside "diagonalisable?", naming the matrix as the student did', () => {
    const fr = run('valeurs propres de C=(1 2;3 0) et est elle diagonalisable ?');
    expect(fr?.answer?.value).toBe('[[-2, 3], True]');
    expect(fr?.finalAnswer.fr).toBe('λ = -2, 3 ; Oui, C est diagonalisable.');
    const en = run('is the matrix [[9,0,0],[-5,4,0],[-8,0,1]] diagonalizable? give the eigen values');
    expect(en?.answer?.value).toBe('[[1, 4, 9], True]');
    expect(en?.finalAnswer.en).toBe('λ = 1, 4, 9; Yes, the matrix is diagonalisable.');
    expect(en?.steps.filter((st) => st.title.en === 'Write the characteristic polynomial')).toHaveLength(1);
    expect(run('La matrice M = \\begin{pmatrix} 2 & 1 \\\\ 0 & 2 \\end{pmatrix} est-elle diagonalisable ? Donner ses valeurs propres.')?.finalAnswer.fr).toBe("λ = 2 (×2) ; Non, M n'est pas diagonalisable.");
    expect(run('Find the eigenvectors of B = [[2,0],[0,3]]. Is B diagonalizable?')?.finalAnswer.en).toBe('λ = 2: (1, 0); λ = 3: (0, 1); Yes, B is diagonalisable.');
    expect(solve('Is A = [[1,2],[2,1]] diagonalisable? Find its eigenvalues.').verified).toBe(true);
  });

  it('reads tr(A), det A and a slash between two things asked, in both languages', () => {
    expect(run('tr(A) and det A for A = [[1,2],[3,4]]')?.finalAnswer.en).toBe('tr = 5; det = -2');
    expect(run('tr A and det A, A = [[1,2],[3,4]]')?.finalAnswer.en).toBe('tr = 5; det = -2');
    expect(run('calculer tr(A) et det(A) pour A = (1 2; 3 4)')?.finalAnswer.fr).toBe('tr = 5 ; det = -2');
    expect(run('Find $\\operatorname{tr}(A)$ where $A=\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}$')?.answer?.value).toBe('5');
    expect(run('eigenvalues/eigenvectors of A=\\begin{bmatrix}2&0\\\\0&3\\end{bmatrix}')?.finalAnswer.en).toBe('λ = 2: (1, 0); λ = 3: (0, 1)');
    expect(run('valeurs propres/vecteurs propres de A = [[2,0],[0,3]]')?.finalAnswer.fr).toBe('λ = 2: (1, 0) ; λ = 3: (0, 1)');
    expect(run('rank/nullity of [[1,2],[2,4]]')?.finalAnswer.en).toBe('rank = 1; dim ker = 1');
  });

  it('"is A diagonalisable?" answers yes or no', () => {
    expect(value('True or false: A = [[3, 1, 0], [0, 3, 0], [0, 0, 2]] is diagonalisable')).toBe('False');
  });
  it('the eigenvector of a named eigenvalue, scaled as asked', () => {
    expect(value('A = [[4, -2], [1, 1]]: eigenvector for λ = 2 with second component 1')).toBe('[[1], [1]]');
    expect(value('A = [[4, -2], [1, 1]]: eigenvector for λ = 3 with first component 2')).toBe('[[2], [1]]');
  });

  it('reads the qualifiers students add: reduced, augmented, exact, over ℂ, est-elle', () => {
    expect(value('reduced row echelon form of the augmented matrix [[1, 1, 1, 6], [2, −1, 1, 3], [1, 0, −1, −2]]')).toBe('[[1, 0, 0, 1], [0, 1, 0, 2], [0, 0, 1, 3]]');
    expect(value('forme échelonnée réduite de la matrice [[2, 4, −2, 2], [1, 2, 0, 3]]')).toBe('[[1, 2, 0, 3], [0, 0, 1, 2]]');
    expect(value('exact eigenvalues of [[1, 2], [3, 4]]')).toBe('[5/2 - sqrt(33)/2, 5/2 + sqrt(33)/2]');
    expect(value('eigenvalues of [[0, −1], [1, 0]] over ℂ')).toBe('[-i, i]');
    expect(run('la matrice [[0, 1, 1], [1, 0, 1], [1, 1, 0]] est-elle diagonalisable ?')?.answer?.value).toBe('True');
  });

  it('the dimension of the kernel by the rank–nullity theorem, and of the column space as the rank', () => {
    const k = run("dimension du noyau de l'application linéaire de matrice [[1, 1, 1], [1, 2, 3], [2, 3, 4]]");
    expect(k?.answer?.value).toBe('1');
    expect(k?.verified).toBe(true);
    expect(k?.steps.at(-1)?.title.fr).toBe('Appliquer le théorème du rang');
    expect(value('dimension of the column space of [[1, 3, 5, 7], [2, 6, 10, 14], [1, 1, 1, 1]]')).toBe('2');
    expect(value('nullity of [[1, 2], [2, 4]]')).toBe('1');
  });

  it('the adjugate as the transposed cofactor matrix, checked by A · adj A = det(A) · I', () => {
    const adj = run('adj(A) for A = [[2, 0, 1], [1, 3, 2], [1, 1, 1]]');
    expect(adj?.answer?.value).toBe('[[1, 1, -3], [1, 1, -3], [-2, -2, 6]]');
    expect(adj?.verified).toBe(true);
    expect(adj?.steps.map((x) => x.title.en)).toEqual(['Compute the cofactors', 'Transpose the cofactor matrix']);
    expect(value('comatrice de [[1, 2], [3, 4]]')).toBe('[[4, -3], [-2, 1]]');
  });
});

describe('2×2 inverse written as a teacher writes it', () => {
  it('shows no 1/1 in front of the matrix when the determinant is 1', () => {
    const s = solve('find the inverse of [[2, 1], [5, 3]]');
    const formula = s.steps[1].formula ?? '';
    expect(formula).not.toContain('\\frac{1}{1}');
    expect(formula).toBe('A^{-1} = \\begin{pmatrix}3 & -1 \\\\ -5 & 2\\end{pmatrix}');
    expect(solve('inverse of [[1, 2], [3, 4]]').steps[1].formula).toContain('\\frac{1}{-2}');
  });
});

describe('bases of the kernel and of the column space', () => {
  it('gives one kernel vector per free variable and the pivot columns, verified, in English and French', () => {
    expect(run('find a basis for the null space of A = [[1, 2, 3], [2, 4, 6]]')).toMatchObject({ answer: { value: '[[-2, -3], [1, 0], [0, 1]]' }, verified: true });
    expect(run('donner une base du noyau de [[1, 1, 1], [1, 1, 1]]')).toMatchObject({ answer: { value: '[[-1, -1], [1, 0], [0, 1]]' }, verified: true });
    expect(run('null space of [[1, 0], [0, 1]]')).toMatchObject({ answer: { value: '[]' }, verified: true });
    expect(run('find a basis for the column space of A = [[1, 0, 1], [0, 1, 1], [1, 1, 2]]')).toMatchObject({ answer: { value: '[[1, 0], [0, 1], [1, 1]]' }, verified: true });
    // one vector asked with a coordinate fixed: scaled so, as a column
    expect(run('base du noyau de A = [[1, 2, -1], [2, 4, -2], [1, 3, 1]] : donner le vecteur de troisième coordonnée égale à 1')).toMatchObject({ answer: { value: '[[5], [-2], [1]]' }, verified: true });
    // the dimensions are still the nullity and the rank
    expect(value('nullity of [[1,2,3],[4,5,6],[7,8,9]]')).toBe('1');
    expect(value('dimension of the column space of [[1, 3], [2, 6]]')).toBe('1');
  });
});

describe('matrices written in words and questions asked two at a time', () => {
  it('reads a size after the word matrix as a size, also once × is normalised to *', () => {
    expect(run('calculer le déterminant de la matrice 4×4 [[1,1,1,1],[1,2,2,2],[1,2,3,3],[1,2,3,4]]')).toMatchObject({ answer: { value: '1' }, verified: true });
  });

  it('reads rows split by a spaced slash, and rows or columns listed in words', () => {
    expect(value('échelonner la matrice A = (1 2 1 / 2 5 3 / 1 3 2)')).toBe('[[1, 0, -1], [0, 1, 1], [0, 0, 0]]');
    expect(value('A = (1/2 3/4 / 1 2), det A')).toBe('1/4');
    expect(value('rank of the matrix with rows (1,2,3), (2,4,6) and (1,0,1)')).toBe('2');
    expect(value('determinant of the matrix with rows 2 1 0, 1 2 1 and 0 1 2')).toBe('4');
    expect(value('déterminant de la matrice de colonnes (1, 0) et (2, 3)')).toBe('3');
  });

  it('answers two numbers asked at once, in the order asked', () => {
    const o = run('find the trace and the determinant of [[3, 1], [2, 5]]');
    expect(o).toMatchObject({ answer: { value: '[8, 13]' }, verified: true });
    expect(o?.finalAnswer.en).toBe('tr = 8; det = 13');
    expect(value('A = [[1, 1], [2, 2]], find the nullity and rank')).toBe('[1, 1]');
    expect(value('rang et dimension du noyau de [[1, 2, 3], [2, 4, 6]]')).toBe('[1, 2]');
  });

  it('reads the eigenvalue and scaling asked after a named matrix, and refuses words it cannot read', () => {
    expect(value('vecteur propre de A = [[1, 2], [2, 1]] associé à la valeur propre -1, de première coordonnée 1')).toBe('[[1], [-1]]');
    expect(value('eigenvector of [[4, 1], [2, 3]] for the eigenvalue 5, normalised with first component 1')).toBe('[[1], [1]]');
    expect(value('diagonalize [[4, -2], [1, 1]] : give D with eigenvalues in increasing order')).toBe('[[2, 0], [0, 3]]');
    expect(value('diagonaliser A = [[2, 0, 0], [0, 3, 4], [0, 4, 9]] ; donner D (valeurs propres croissantes)')).toBe('[[1, 0, 0], [0, 2, 0], [0, 0, 11]]');
    // words after a matrix named once are read, never dropped with the name
    expect(run('eigenvectors of A = [[1, 2], [2, 1]] restricted to the plane')).toBeNull();
  });
});

describe('the words students add around a matrix question', () => {
  it('a method named or "if it exists" is no task', () => {
    expect(value('Find the inverse of the matrix A = [[1, 2], [3, 4]] using the adjugate')).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(value("inverse de A = [[1, 2], [3, 4]] à l'aide de la comatrice")).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(value('inverse of A = [[1, 2], [3, 4]] (if it exists)')).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(value('determinant of [[1, 2, 3], [4, 5, 6], [7, 8, 10]] by cofactor expansion along the first row')).toBe('-3');
  });

  it('reads ᵗA, « mettre sous forme », the image asked first, and a determinant between bars', () => {
    expect(value('calculer ᵗA pour A = [[1, 2], [3, 4]]')).toBe('[[1, 3], [2, 4]]');
    expect(value('mettre sous forme échelonnée réduite la matrice [[1, -1, 2], [2, -2, 5], [0, 1, 1]]')).toBe('[[1, 0, 0], [0, 1, 0], [0, 0, 1]]');
    expect(value('image de la matrice A = [[1, 1], [1, 1], [0, 1]] : en donner une base')).toBe('[[1, 1], [1, 1], [0, 1]]');
    expect(value('|2 3; 1 4|')).toBe('5');
  });

  it('"eigenvalues and eigenvectors" and "P and D": the eigenvectors with their eigenvalues, D with P named', () => {
    expect(run('find the eigenvalues and eigenvectors of A = [[3, 0], [8, -1]]')?.finalAnswer.en).toBe('λ = -1: (0, 1); λ = 3: (1, 2)');
    const pd = run('diagonalize A = [[5, 4], [1, 2]]: find P and D');
    expect(pd).toMatchObject({ answer: { value: '[[1, 0], [0, 6]]' }, verified: true });
    expect(pd?.finalAnswer.en).toBe('P = [[-1, 4], [1, 1]], D = [[1, 0], [0, 6]]');
  });
});

describe('one cofactor or minor, a nonzero kernel vector, the adjugate defined in brackets', () => {
  it('computes Cᵢⱼ and Mᵢⱼ, verified', () => {
    expect(run('cofactor C_12 of [[1, 2, 3], [4, 5, 6], [7, 8, 10]]')).toMatchObject({ answer: { value: '2' }, verified: true });
    expect(run('minor M_23 of A = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]')).toMatchObject({ answer: { value: '-6' }, verified: true });
    expect(value('cofacteur C_{2,1} de A = [[1, 2], [3, 4]]')).toBe('-2');
  });

  it('reads "a vector x ≠ 0 with Ax = 0" as the kernel and « (transposée de la comatrice) » as the adjugate', () => {
    expect(value('find a vector x ≠ 0 with Ax = 0 for A = [[1, -1], [-2, 2]]')).toBe('[[1], [1]]');
    expect(value('matrice adjointe (transposée de la comatrice) de [[2, 1], [7, 4]]')).toBe('[[4, -1], [-7, 2]]');
  });
});

describe('diagonalisation and powers as students phrase them', () => {
  it('reads P and D asked with the factorisation A = PDP⁻¹ or P⁻¹AP = D', () => {
    for (const input of [
      'Find an invertible matrix P and a diagonal matrix D such that A = PDP^{-1}, where A = [[4, 1], [2, 3]]',
      'Diagonaliser la matrice A = [[4, 1], [2, 3]] : donner P et D telles que A = PDP⁻¹',
      'Find P and D such that A = P D P^(-1) for A = [[4, 1], [2, 3]]',
      'Diagonalize [[4, 1], [2, 3]]: find P invertible and D diagonal with P^{-1}AP = D',
      'Diagonalize the matrix A = [[4, 1], [2, 3]]',
    ]) {
      const o = run(input);
      expect(o?.method, input).toBe('matrix.diagonalise');
      expect(o?.answer?.value, input).toBe('[[2, 0], [0, 5]]');
      expect(o?.finalAnswer.en, input).toMatch(/^P = /);
      expect(o?.verified, input).toBe(true);
    }
  });

  it('never reads the D of a French verb as the diagonal matrix', () => {
    const o = run('Déterminer les valeurs propres et les vecteurs propres de la matrice A = [[1, 2], [2, 1]]');
    expect(o?.method).toBe('matrix.eigenvectors');
    expect(o?.finalAnswer.fr).toBe('λ = -1: (-1, 1) ; λ = 3: (1, 1)');
  });

  it('reads the exponent range said beside Aⁿ as no further question', () => {
    for (const input of [
      'A = [[1, 1], [0, 1]], compute A^n for every n ≥ 1',
      'Soit A = [[1, 1], [0, 1]]. Calculer A^n pour tout entier n.',
      'Calculer A^n pour tout n ∈ ℕ*, où A = [[1, 1], [0, 1]]',
      'Find A^n (n ∈ ℕ) where A = [[1, 1], [0, 1]]',
      'Find A^k where k is a positive integer and A = [[1, 1], [0, 1]]',
    ]) {
      expect(run(input)?.answer?.value.replace(/k/g, 'n'), input).toBe('[[1, n], [0, 1]]');
    }
  });

  it('joins no operands with the and between two definitions, and reads "in row echelon form"', () => {
    expect(value('Compute the product AB where A = [1 2 3; 4 5 6] and B = [1 0; 0 1; 1 1]')).toBe('[[4, 5], [10, 11]]');
    expect(value('Put the matrix in row echelon form: [[1, 2, 3], [2, 4, 6], [1, 1, 1]]')).toBe('[[1, 0, -1], [0, 1, 2], [0, 0, 0]]');
  });
});

describe('matrix questions asked together or with what shows them', () => {
  it('gives the eigenvectors asked with their corresponding eigenvalues', () => {
    for (const input of [
      'Find the eigenvalues and corresponding eigenvectors of the matrix [[2, 0], [0, 3]]',
      'Déterminer les valeurs propres et les vecteurs propres associés de A = [[2, 0], [0, 3]]',
      'Trouver les vecteurs propres associés à chaque valeur propre de [[2, 0], [0, 3]]',
      'Find the eigenvectors corresponding to each eigenvalue of [[2, 0], [0, 3]]',
    ]) {
      expect(run(input)?.finalAnswer.en, input).toBe('λ = 2: (1, 0); λ = 3: (0, 1)');
    }
  });

  it('reads a LaTeX array in brackets as the matrix itself', () => {
    expect(value('Find the eigenvalues of the matrix A = \\left(\\begin{array}{cc} 3 & 2 \\\\ 2 & 3 \\end{array}\\right)')).toBe('[1, 5]');
  });

  it('answers "show that A is invertible and find its inverse" and "verify AA⁻¹ = I" with the inverse', () => {
    for (const input of [
      'Show that the matrix [[1, 2], [1, 3]] is invertible and find its inverse',
      'Montrer que A = [[1, 2], [1, 3]] est inversible et calculer son inverse.',
      'A = [[1, 2], [1, 3]]. Find A⁻¹ and verify that AA⁻¹ = I.',
    ]) {
      const o = run(input);
      expect(o?.answer?.value, input).toBe('[[3, -2], [-1, 1]]');
      expect(o?.verified, input).toBe(true);
    }
    expect(run('Is A = [[1, 2], [2, 4]] invertible?')?.answer?.value).toBe('False');
  });

  it('answers the trace, the determinant and the eigenvalues asked together, in the order asked', () => {
    const o = run('Find the trace, the determinant and the eigenvalues of A = [[5, 4], [1, 2]]');
    expect(o?.answer?.value).toBe('[7, 6, [1, 6]]');
    expect(o?.finalAnswer.en).toBe('tr = 7; det = 6; λ = 1, 6');
    expect(o?.verified).toBe(true);
    expect(run('polynôme caractéristique et valeurs propres de [[5, 4], [1, 2]]')?.finalAnswer.fr).toBe('p(x) = x^2 - 7*x + 6 ; λ = 1, 6');
  });
});

describe('several expressions, a given exponent, an eigenspace', () => {
  it('answers "AB and BA" as two products, never one', () => {
    const o = run('Compute AB and BA for A = [[1, 2], [3, 4]] and B = [[0, 1], [1, 0]]');
    expect(o?.finalAnswer.en).toBe('AB = [[2, 1], [4, 3]]; BA = [[3, 4], [1, 2]]');
    expect(o?.verified).toBe(true);
    expect(run('Soit A = [[1, 2], [3, 4]] et B = [[0, 1], [1, 0]]. Calculer A + B, A - B et 2A.')?.finalAnswer.fr).toBe('A + B = [[1, 3], [4, 4]] ; A - B = [[1, 1], [2, 4]] ; 2A = [[2, 4], [6, 8]]');
    expect(value('Compute the product of A and B where A = [[1, 2], [3, 4]] and B = [[0, 1], [1, 0]]')).toBe('[[2, 1], [4, 3]]');
    // the transpose asked beside a product with it
    expect(run('Find the transpose of A = [[1, 2, 3], [4, 5, 6]] and compute A A^T')?.finalAnswer.en).toBe('A^T = [[1, 4], [2, 5], [3, 6]]; AA^T = [[14, 32], [32, 77]]');
    expect(run('Calculer la transposée de A et le produit A ᵗA, où A = [[1, 2], [0, 1]]')?.finalAnswer.fr).toBe('A^T = [[1, 0], [2, 1]] ; AA^T = [[5, 2], [2, 1]]');
    expect(value('Find the transpose of A = [[1, 2], [3, 4]]')).toBe('[[1, 3], [2, 4]]');
  });

  it('sets the exponent to the value given beside it, and reads the eigenvalues named λ1 and λ2', () => {
    expect(value('Compute A^k for k = 4 if A = [[1, 2], [0, 1]]')).toBe('[[1, 8], [0, 1]]');
    expect(value('Calculer A^n pour n = 5 avec A = [[1, 1], [0, 1]]')).toBe('[[1, 5], [0, 1]]');
    expect(value('Given the matrix M = [[4, -2], [1, 1]], find the eigenvalues λ₁ and λ₂')).toBe('[2, 3]');
  });

  it('gives a basis of an eigenspace of dimension 2', () => {
    const o = run('Find a basis for the eigenspace corresponding to λ = 2 of A = [[2, 0, 0], [0, 2, 0], [0, 0, 3]]');
    expect(o?.finalAnswer.en).toBe('E_2 = span{(1, 0, 0), (0, 1, 0)}');
    expect(o?.verified).toBe(true);
  });
});

describe('reductions, inverses and eigenvalues in more words', () => {
  it('reads the verbs of a reduction and Gauss–Jordan named as the task', () => {
    expect(value('Reduce the matrix [[1, 2, -1], [2, 4, 1], [3, 6, 0]] to echelon form')).toBe('[[1, 2, 0], [0, 0, 1], [0, 0, 0]]');
    expect(value('Apply Gauss-Jordan elimination to [[2, 4, 6], [1, 3, 5]]')).toBe('[[1, 0, -1], [0, 1, 2]]');
  });

  it('answers "Is A invertible? If so, find its inverse" yes or no, the inverse with the yes', () => {
    const yes = run('Is A = [[1, 2], [3, 4]] invertible? If so, find its inverse.');
    expect(yes?.answer?.value).toBe('True');
    expect(yes?.finalAnswer.en).toBe('Yes, the matrix is invertible: A⁻¹ = [[-2, 1], [3/2, -1/2]]');
    expect(run('Is A = [[1, 2], [2, 4]] invertible? If so, find its inverse.')?.answer?.value).toBe('False');
    expect(value('La matrice A = [[1, 2], [3, 4]] est-elle inversible ? Si oui, calculer son inverse.')).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(value('A^-1 = ? for A = [[2, 5], [1, 3]]')).toBe('[[3, -5], [-1, 2]]');
  });

  it('never drops words left beside a single matrix', () => {
    expect(run('Is A = [[1, 2], [3, 4]] invertible? Compare with its square.')).toBeNull();
  });

  it('reads "and their multiplicities" and « le spectre … et une base de vecteurs propres »', () => {
    expect(run('find the eigenvalues of the 3x3 matrix [[4, 0, 0], [0, 1, 2], [0, 2, 1]] and their multiplicities')?.finalAnswer.en).toBe('λ = -1, 3, 4');
    expect(run('Donner le spectre de A = [[0, 1], [1, 0]] et une base de vecteurs propres')?.finalAnswer.fr).toBe('λ = -1: (-1, 1) ; λ = 1: (1, 1)');
  });
});

describe('P and D described in French, and an explanation asked', () => {
  it('reads « une matrice P inversible et une matrice D diagonale » and "Explain."', () => {
    const o = run('Déterminer une matrice P inversible et une matrice D diagonale telles que A = PDP^{-1}, avec A = [[3, 1], [0, 2]]');
    expect(o?.answer?.value).toBe('[[2, 0], [0, 3]]');
    expect(o?.finalAnswer.fr).toMatch(/^P = /);
    expect(value('Let A = [[1, 2], [2, 4]]. Is A invertible? Explain.')).toBe('False');
  });

  it('reads the power −1 of one factor of a product as that factor inverted, never the product inverted', () => {
    expect(value('A = [[1,2],[2,1]], P = [[1,1],[1,-1]]. Compute P^{-1}AP.')).toBe('[[3, 0], [0, -1]]');
    expect(value('B = [[2,1],[1,1]], C = [[1,0],[2,1]]. Find B^-1 C')).toBe('[[-1, -1], [3, 2]]');
    expect(value('Find the inverse of A = [[2,1],[1,1]]')).toBe('[[1, -1], [-1, 2]]');
  });

  it('reads the method named as an algorithm and the matrix named twice as sheets write them', () => {
    const inv = solve("Par l'algorithme de Gauss-Jordan, calculer l'inverse de A = \\begin{pmatrix} 1 & 2 \\\\ 3 & 7 \\end{pmatrix}", { locale: 'fr' });
    expect(inv.answer?.value).toBe('[[7, -2], [-3, 1]]');
    expect(solve('Soit A la matrice 3 × 3 donnée par A = (1 2 3; 2 3 4; 3 4 5). Calculer le rang de A.', { locale: 'fr' }).answer?.value).toBe('2');
    expect(solve('Let A be the matrix given by A = [[1,2],[3,4]]. Find det A.').answer?.value).toBe('-2');
  });

  it('reads D named before P in a diagonalisation ("a diagonal matrix D and an invertible matrix P")', () => {
    const o = solve('Diagonalise the matrix A=(arrayll2 & 1 2 & 3array) ; that is, find a diagonal matrix D and an invertible matrix P such that D=P^-1 A P .');
    expect(o.finalAnswer).toBe('P = [[-1, 1], [1, 2]], D = [[1, 0], [0, 4]]');
    expect(o.verified).toBe(true);
  });

  it('reads "A-1" glued as the inverse of the matrix named A, never A minus one', () => {
    expect(solve('Trouver A-1 pour A = (2 1 ; 5 3)', { locale: 'fr' })).toMatchObject({ answer: { value: '[[3, -1], [-5, 2]]' }, verified: true });
    expect(solve('A = [[2,1],[5,3]], find A-1').answer?.value).toBe('[[3, -1], [-5, 2]]');
    // spaced, it is a difference: the matrix minus a number is not read
    expect(solve('A = [[2,1],[5,3]], compute A - 1').answer).toBeNull();
  });

  it('reads the method named before what it finds ("Use the Gauss-Jordan method to invert …")', () => {
    expect(solve('Use Gauss-Jordan elimination to find the inverse of [[1,2],[3,4]]').answer?.value).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(solve('Utiliser la méthode de Gauss-Jordan pour inverser A = (1 2 ; 3 4)', { locale: 'fr' }).answer?.value).toBe('[[-2, 1], [3/2, -1/2]]');
    expect(solve('Evaluate the determinant\n1 2 3\n4 5 6\n7 8 10').answer?.value).toBe('-3');
    expect(solve('Use the Gauss-Jordan method to invert\n1 2 3\n0 1 4\n5 6 0')).toMatchObject({ answer: { value: '[[-24, 18, 5], [20, -15, -4], [-5, 4, 1]]' }, verified: true });
  });

  it('multiplies a column by a row written in brackets beside it: an n×n matrix, never entry by entry', () => {
    expect(solve('Compute the product [1; 2; 3][4 5 6]')).toMatchObject({ answer: { value: '[[4, 5, 6], [8, 10, 12], [12, 15, 18]]' }, verified: true });
    expect(solve('[4, 5, 6][1; 2; 3]').answer?.value).toBe('[[32]]');
    expect(solve('Calculer le produit [1 ; 2][3 4]', { locale: 'fr' }).answer?.value).toBe('[[3, 4], [6, 8]]');
  });

  it('reads the nilpotent part under any letter (« En écrivant A = I + J »)', () => {
    const o = solve('Soit A = (1 1 0 ; 0 1 1 ; 0 0 1). En écrivant A = I + J, calculer A^n pour n ∈ ℕ.', { locale: 'fr' });
    expect(o).toMatchObject({ answer: { value: '[[1, n, (1/2)*n^2 + (-1/2)*n], [0, 1, n], [0, 0, 1]]' }, verified: true });
    expect(solve('Soit A = (2 1 ; 0 2). En écrivant A = I + J, calculer A^n.', { locale: 'fr' }).answer).toBeNull();
  });

  it('reads "the adjoint (adjugate)" as the adjugate; "adjoint" alone, which may be the conjugate transpose, stays unread', () => {
    expect(solve('Find the adjoint (adjugate) of the matrix [[2, 0, 1], [1, 3, 2], [1, 1, 1]]')).toMatchObject({ answer: { value: '[[1, 1, -3], [1, 1, -3], [-2, -2, 6]]' }, verified: true });
    expect(solve('Find the adjugate (classical adjoint) of [[1,2],[3,4]]').answer?.value).toBe('[[4, -2], [-3, 1]]');
    expect(solve('Find the adjoint of the matrix [[1,2],[3,4]]').answer).toBeNull();
  });

  it("reads matrix([[…]]) without SymPy's capital and a column b = (5, 6)^T with its transposition sign", () => {
    expect(solve('B = matrix([[1,2,3],[4,5,6],[7,8,9]]) rang ?', { locale: 'fr' })).toMatchObject({ answer: { value: '2' }, verified: true });
    expect(solve('Solve Ax = b where A = [[1, 2], [3, 4]] and b = (5, 6)^T')).toMatchObject({ answer: { value: '[[-4], [9/2]]' }, verified: true });
    expect(solve('Solve Ax = b for A = [[2, 1], [1, 3]], b = [3, 5]ᵀ').answer?.value).toBe('[[4/5], [7/5]]');
  });
});


describe('one number asked about the eigenvalues', () => {
  it('answers their sum by the trace and their product by the determinant, never the list', () => {
    expect(value('What is the sum of the eigenvalues of [[1,2],[3,4]]?')).toBe('5');
    expect(value('Calculer la somme des valeurs propres de A = [[1,2,0],[3,4,0],[0,0,5]]')).toBe('10');
    expect(value('find the product of the eigenvalues of $\\begin{pmatrix}2&1\\\\1&3\\end{pmatrix}$')).toBe('5');
  });
});

describe('the eigenvalues asked by their definition', () => {
  it('reads "det(A − λI) = 0" and "A − λI singular" as the eigenvalues of A, in both languages', () => {
    expect(value('Find λ such that det(A − λI) = 0 where A = [[2,1],[1,2]]')).toBe('[1, 3]');
    expect(value('Pour quelles valeurs de λ la matrice A - λI est-elle non inversible, où A = [[2, 1], [1, 2]] ?')).toBe('[1, 3]');
    expect(value('For which values of \\lambda is A - \\lambda I singular, where $A = \\begin{pmatrix} 3 & 1 \\\\ 0 & 2 \\end{pmatrix}$?')).toBe('[2, 3]');
  });
});

describe('P asked alone before "P⁻¹AP is diagonal"', () => {
  it('reads the diagonalisation asked through P, in both languages', () => {
    for (const [input, p, d] of [
      ['Find a matrix P such that P^-1 A P is diagonal, A = [[2,1],[1,2]]', '[[-1, 1], [1, 1]]', '[[1, 0], [0, 3]]'],
      ['Trouver une matrice inversible P telle que P^{-1}AP soit diagonale, où A = [[1,2],[2,1]]', '[[-1, 1], [1, 1]]', '[[-1, 0], [0, 3]]'],
      ['Find an invertible P for which P^{-1} A P is a diagonal matrix where A = [[4,1],[2,3]]', '[[-1, 1], [2, 1]]', '[[2, 0], [0, 5]]'],
    ]) {
      const o = run(input);
      expect(o?.answer?.value, input).toBe(d);
      expect(o?.finalAnswer.en, input).toContain(`P = ${p}`);
    }
  });
});

describe('diagonalisable with eigenvalues that are not rational', () => {
  it('answers from n simple eigenvalues, and over ℝ from a non-real one, the field said', () => {
    expect(solve('Is the matrix [[1, 2], [3, 4]] diagonalizable?')).toMatchObject({ answer: { value: 'True' }, verified: true });
    expect(solve('La matrice A = [[0,1],[-1,0]] est-elle diagonalisable dans R ?', { locale: 'fr' })).toMatchObject({ answer: { value: 'False' }, verified: true });
    expect(solve('Is A = [[0, -1], [1, 0]] diagonalizable over the reals?')).toMatchObject({ answer: { value: 'False' }, verified: true });
    expect(solve('Is A = \\begin{pmatrix} 0 & -1 \\\\ 1 & 0 \\end{pmatrix} diagonalizable over \\mathbb{C}?')).toMatchObject({ answer: { value: 'True' }, verified: true });
  });

  it('asks for the field rather than choosing one when an eigenvalue is not real', () => {
    const o = solve('Is A = [[0, -1], [1, 0]] diagonalizable?');
    expect(o.answer).toBeNull();
    expect(o.error?.message).toContain('over ℝ or over ℂ');
  });
});

describe('diagonalisable, and the diagonalisation asked with it', () => {
  it('gives P and D after the yes ("if so", « si oui », « montrer … et donner P »), the no alone', () => {
    expect(solve('Is A = [[2, 1], [1, 2]] diagonalizable? If so, find P and D.')).toMatchObject({ answer: { value: '[True, [[1, 0], [0, 3]]]' }, verified: true });
    expect(solve('Is A = [[1, 1], [0, 1]] diagonalizable? If so, find P and D.')).toMatchObject({ answer: { value: 'False' }, verified: true });
    const fr = solve('Montrer que la matrice A = [[2, 1], [1, 2]] est diagonalisable et donner une matrice P telle que P^{-1} A P soit diagonale.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[1, 0], [0, 3]]' }, verified: true });
    expect(solve('Diagonalize A = [[2, 1], [1, 2]], i.e. find P and D with A = P D P^-1.').finalAnswer).toBe('P = [[-1, 1], [1, 1]], D = [[1, 0], [0, 3]]');
  });

  it('answers the eigenvalues when they are the question said after « diagonaliser », and P and D otherwise', () => {
    const fr = solve('Diagonaliser A=[[2,2,1],[2,2,1],[1,1,5]] : quelles sont ses valeurs propres ?', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { kind: 'solutions', value: '[0, 3, 6]' }, verified: true });
    expect(solve('Diagonalize A = [[2, 1], [1, 2]]. What are its eigenvalues?').answer?.value).toBe('[1, 3]');
    expect(solve('Diagonalize A = [[2, 1], [1, 2]] and find its eigenvalues and eigenvectors.').finalAnswer).toMatch(/^P = /);
  });

  it('gives a basis of the row space as the nonzero rows of the reduced form, in English and French', () => {
    expect(solve('Find a basis for the row space of [[1, 2, 3], [2, 4, 7]]')).toMatchObject({ answer: { value: '[[1, 2, 0], [0, 0, 1]]' }, verified: true });
    expect(solve('Find a basis for the row space of A = [1 1 1; 3 2 -2; 4 3 -1; 6 5 1]').answer?.value).toBe('[[1, 0, -4], [0, 1, 5]]');
    const fr = solve("Donner une base de l'espace des lignes de A = [[1, 2, 3], [2, 4, 6], [1, 0, 1]]", { locale: 'fr' });
    expect(fr.finalAnswer).toBe("base de l'espace des lignes de A : (1, 0, 1), (0, 1, 1)");
  });

  it('answers "singular?" as the opposite of invertible, and "nonsingular?" as invertible', () => {
    expect(solve('Is the matrix [[1,2],[2,4]] singular?')).toMatchObject({ answer: { value: 'True' }, verified: true });
    expect(solve('Is the matrix [[1,2],[3,4]] singular?').finalAnswer).toBe('No, the matrix is not singular: it is invertible.');
    expect(solve('La matrice [[1,2],[2,4]] est-elle singulière ?', { locale: 'fr' }).answer?.value).toBe('True');
    expect(solve('Is [[1,2],[3,4]] nonsingular?').answer?.value).toBe('True');
  });

  it('answers the diagonalisability shown and the eigenvalues asked, never the eigenvectors in their place', () => {
    expect(solve('Show that A = [[0,1],[1,0]] is diagonalizable and find its eigenvalues.').answer?.value).toBe('[[-1, 1], True]');
    expect(solve('Montrer que A = [[0,1],[1,0]] est diagonalisable et donner ses valeurs propres', { locale: 'fr' }).answer?.value).toBe('[[-1, 1], True]');
    expect(solve('Prove that A = [[2,1],[1,2]] is diagonalizable and find its eigenvectors.').answer?.value).toBe('[[[-1, 1], [1, 1]], True]');
  });

  it('computes Aⁿ after "find P and D such that A = PDP⁻¹, then", the factorisation its method', () => {
    expect(solve('Let A = [[1, 1], [0, 2]]. Find P and D such that A = PDP^{-1}, then compute A^n.')).toMatchObject({ answer: { value: '[[1, 2^n - 1], [0, 2^n]]' }, verified: true });
    expect(solve('Soit A = [[1, 1], [0, 2]]. Trouver P inversible et D diagonale telles que A = PDP^{-1}, puis calculer A^n.', { locale: 'fr' }).answer?.value).toBe('[[1, 2^n - 1], [0, 2^n]]');
    expect(solve('Let A = [[1, 1], [0, 2]]. Find P and D such that A = PDP^{-1}.').finalAnswer).toMatch(/^P = /);
  });

  it('answers the characteristic equation and the inverse by Cayley–Hamilton asked together', () => {
    expect(solve('Find the characteristic equation of A = [[1, 2], [3, 4]] and then use the Cayley-Hamilton theorem to find the inverse of A.')).toMatchObject({ answer: { value: '[x^2 - 5*x - 2, [[-2, 1], [3/2, -1/2]]]' }, verified: true });
    expect(solve('Find the eigenvalues of A^{-1} where A = [[2, 0], [0, 3]]').answer?.value).toBe('[1/3, 1/2]');
  });
});

