import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { expandLinearMap } from './linearMap';

describe('a linear map given by its formula', () => {
  it('is written as its matrix, row i the coefficients of component i', () => {
    const m = expandLinearMap('f(x, y, z) = (x + y, y - z, x + z). Find the matrix of f in the standard basis.');
    expect(m?.matrixOnly).toBe(true);
    expect(m?.text).toContain('A = [[1, 1, 0], [0, 1, -1], [1, 0, 1]]');
    expect(expandLinearMap('T : (x, y) ↦ (2x - y, x + 3y)')?.text).toContain('[[2, -1], [1, 3]]');
    expect(expandLinearMap('f : R^2 → R^3, (x, y) ↦ (x, x + y, 2y)')?.text).toContain('[[1, 0], [1, 1], [0, 2]]');
  });

  it('answers the matrix asked beside another question, never only the other answer', () => {
    const en = solve('Let T(x,y) = (2x+y, x-3y). Find the matrix of T and its determinant');
    expect(en.finalAnswer).toBe('[[2, 1], [1, -3]]; det = -7');
    expect(en.verified).toBe(true);
    const fr = solve('Soit f(x,y,z) = (x+y, y-z, x+2z). Donner la matrice de f et calculer son rang.', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('[[1, 1, 0], [0, 1, -1], [1, 0, 2]] ; rang = 3');
    // the matrix only a way to the determinant: the determinant alone
    expect(solve('Find the determinant of the matrix of T(x,y) = (2x+y, x-3y)').finalAnswer).toBe('det = -7');
  });

  it('answers the matrix asked, checked against the formula, in English and French', () => {
    const en = solve('f(x, y, z) = (x + y, y - z, x + z). Find the matrix of f in the standard basis.');
    expect(en.answer).toMatchObject({ kind: 'matrix', value: '[[1, 1, 0], [0, 1, -1], [1, 0, 1]]' });
    expect(en.verified).toBe(true);
    const fr = solve("Écrire la matrice dans la base canonique de l'application linéaire f définie par f(x, y) = (2x - y, x + 3y)", { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[2, -1], [1, 3]]');
    expect(fr.steps[0].title).toBe('Écrire la matrice de f dans les bases canoniques');
  });

  it('answers its kernel, rank, injectivity and surjectivity through the matrix', () => {
    const ker = solve("Soit f l'application linéaire de R^3 dans R^2 définie par f(x, y, z) = (x + 2y - z, 2x + 4y - 2z). Déterminer une base du noyau de f.", { locale: 'fr' });
    expect(ker.answer?.value).toBe('[[-2, 1], [1, 0], [0, 1]]');
    expect(ker.verified).toBe(true);
    expect(solve('rank of the linear map f(x,y,z) = (x - y, y - z, z - x)').answer?.value).toBe('2');
    const inj = solve('Let T(x,y) = (x+y, x-y, 2x). Is T injective?');
    expect(inj).toMatchObject({ answer: { kind: 'bool', value: 'True' }, verified: true });
    expect(inj.finalAnswer).toBe('Yes, the map is injective (rank 2).');
    const sur = solve('f(x,y,z) = (x+y+z, x-y, 2x+z) est-elle surjective ?', { locale: 'fr' });
    expect(sur.answer?.value).toBe('False');
    expect(sur.finalAnswer).toBe("Non, l'application n'est pas surjective (rang 2).");
  });

  it('answers its kernel and image asked together, each in turn', () => {
    const both = solve('T(x,y,z) = (x+y, y+z, x-z). Find Im T and ker T');
    expect(both.answer?.value).toBe('[[[1, 1], [0, 1], [1, 0]], [[1], [-1], [1]]]');
    expect(both.verified).toBe(true);
    expect(solve('f(x,y)=(x+y, 2x+2y). Find ker f').answer?.value).toBe('[[-1], [1]]');
  });

  it('leaves a map that is not linear, or spaces that do not match, to others', () => {
    expect(expandLinearMap('f(x, y) = (x + 1, y)')).toBeNull();
    expect(expandLinearMap('f(x, y) = (x*y, y)')).toBeNull();
    expect(expandLinearMap('f from R^3 to R^2, f(x, y) = (x, y)')).toBeNull();
    expect(expandLinearMap('f(x, y) = (x, y). Compute f(1, 2)')).toBeNull();
  });
});

describe('a linear map with its spaces written R3, R2 and its unknowns split by semicolons', () => {
  it('reads « g : R3 → R2 définie par … » and f(x ; y) = (… ; …)', () => {
    const k = solve('On considère h : R3 → R2 définie par h(x, y, z) = (x + y, y − z). Déterminer le noyau de h.', { locale: 'fr' });
    expect(k).toMatchObject({ verified: true, finalAnswer: 'base de ker A : [[-1], [1], [1]]' });
    expect(solve('Soit f(x ; y) = (x + y ; 2x + 2y). Déterminer le noyau de f.', { locale: 'fr' }).verified).toBe(true);
  });

  it('reads the spaces, the point in its own brackets and indexed variables as sheets write them', () => {
    const both = solve("g : R3 → R2, g((x, y, z)) = (x + z, 5x − 2y + z). Donner une base et la dimension du noyau et de l'image de g.", { locale: 'fr' });
    expect(both.finalAnswer).toBe('base de ker A : [[-1], [-2], [1]] ; dim ker = 1 ; base de Im A : [[1, 0], [5, -2]] ; rang = 2');
    expect(both.verified).toBe(true);
    const indexed = solve(String.raw`f_2 : \R^3 \to \R^4, (x_1,x_2,x_3) \longmapsto (x_1+x_3,\; x_2-x_3,\; x_2+x_3,\; x_1+x_2+2x_3). Déterminer une base de son noyau et une base de son image.`, { locale: 'fr' });
    expect(indexed.answer?.value).toContain('[[1, 0, 1], [0, 1, -1], [0, 1, 1], [1, 1, 2]]');
    expect(expandLinearMap('f(x_1, x_2) = (x_1 - x_2, 2x_1 + 3x_2)')?.matrix.map((r) => r.map(String))).toEqual([['1', '-1'], ['2', '3']]);
  });

  it('says why the map is linear when that is to be shown, and decides the properties claimed', () => {
    const o = solve("On considère l'application f : R2 → R3 définie par f(x, y) = (x − y, x + y, x + y). Montrer que f est linéaire, injective et non surjective.", { locale: 'fr' });
    expect(o.finalAnswer).toBe("Oui, l'application est injective (rang 2). ; Non, l'application n'est pas surjective (rang 2).");
    expect(o.steps[0].explanation).toContain('donc f est linéaire');
    expect(solve('Soit f(x, y) = (x − y, x + y, x + y). Montrer que f n\'est pas surjective.', { locale: 'fr' }).answer?.value).toBe('False');
    // linearity alone is not a question these methods answer
    expect(solve('Soit f(x,y,z) = (x+y, y+z, x+z). Montrer que f est linéaire.', { locale: 'fr' }).answer ?? undefined).toBeUndefined();
  });

  it('answers the matrix asked after "show that it is linear", the linearity said in its step', () => {
    const o = solve('T: R^2 -> R^2 , T(x, y) = (y, x) . Show that it is linear and find its matrix');
    expect(o.answer?.value).toBe('[[0, 1], [1, 0]]');
    expect(o.steps[0].explanation).toContain('so T is linear');
  });

  it("reads the map's name with its colon before 'be defined by' ('Let T: R^3 → R^2 be defined by T(x, y, z) = …')", () => {
    expect(solve('Let T: R^3 → R^2 be defined by T(x, y, z) = (x + 2y − z, 3x + z). Find the standard matrix of T.')).toMatchObject({ answer: { value: '[[1, 2, -1], [3, 0, 1]]' }, verified: true });
    // spaces that are not the formula's
    expect(solve('Let T: R^2 → R^3 be defined by T(x, y, z) = (x + 2y − z, 3x + z). Find the standard matrix of T.').answer).toBeNull();
  });

  it('reads the dimension of Im f or Ker f written with the operator, as the rank and the nullity', () => {
    const fr = solve("Soit f l'application linéaire de R^3 dans R^3 définie par f(x,y,z) = (x+3y+5z, 2x+4y+6z, 3x+7y+11z). Déterminer la dimension de Im f.", { locale: 'fr' });
    expect(fr.answer?.value).toBe('2');
    expect(fr.verified).toBe(true);
    expect(solve('Let T(x,y,z) = (z, x + y, x + y + z). Find dim(Im T).').answer?.value).toBe('2');
    expect(solve('Let T(x,y,z) = (z, x + y, x + y + z). Find dim(ker T).').answer?.value).toBe('1');
    expect(solve('Quelle est la dimension de \\operatorname{Im}(f) où f(x,y,z) = (x-y, y-z, z-x) ?', { locale: 'fr' }).answer?.value).toBe('2');
    expect(solve('Soit f : R^3 → R^2, (x,y,z) ↦ (x+y+z, x-y+z). Calculer dim Ker f et dim Im f.', { locale: 'fr' }).finalAnswer).toBe('dim ker = 1 ; rang = 2');
    // Im f alone asks a basis of the image, not its dimension
    expect(solve('Soit f(x,y,z) = (x+3y+5z, 2x+4y+6z, 3x+7y+11z). Déterminer une base de Im f.', { locale: 'fr' }).finalAnswer).toContain('Im');
  });

  it('reads the map after a lead-in: "Suppose T: R³ → R² is given by", « On suppose que f est définie par »', () => {
    expect(solve('Suppose T:R^3→R^2 is given by T(x,y,z)=(x−2y, y+z). Find the rank of T.')).toMatchObject({ answer: { value: '2' }, verified: true });
    expect(solve('Assume that T : R^3 → R^3 is defined by T(x,y,z) = (x+y, y+z, x+2y+z). Find the nullity of T.').answer?.value).toBe('1');
    expect(solve('On suppose que f est définie par f(x,y) = (x+y, 2x+2y). Déterminer le rang de f.', { locale: 'fr' }).answer?.value).toBe('1');
    expect(solve('Suppose T(x,y) = (x+y, x-y). Is T injective?').answer?.value).toBe('True');
  });
});

describe('a map of a space into itself introduced with its one space', () => {
  it('« Soit f l’endomorphisme de R^3 défini par … », "the linear operator on R^3 defined by …"', () => {
    expect(solve("Soit f l'endomorphisme de R^3 défini par f(x, y, z) = (x + 3y + 5z, 2x + 4y + 6z, 3x + 7y + 11z). Déterminer le rang de f.", { locale: 'fr' })).toMatchObject({ answer: { value: '2' }, verified: true });
    expect(solve("Soit f l'endomorphisme de R^3 défini par f(x, y, z) = (x - y, y - z, z - x). Déterminer une base de Im f.", { locale: 'fr' })).toMatchObject({ answer: { value: '[[1, -1], [0, 1], [-1, 0]]' }, verified: true });
    expect(solve('Let T be the linear operator on R^3 defined by T(x, y, z) = (x + y, y + z, x - z). Find a basis for the kernel of T.')).toMatchObject({ answer: { value: '[[1], [-1], [1]]' }, verified: true });
  });
});

describe('a map said defined on its space', () => {
  it('« l’application linéaire définie sur R3 par f(x ; y ; z) = (…) », "defined on R^3 by"', () => {
    expect(solve("Soit f l'application linéaire définie sur R3 par f(x ; y ; z) = (x + 3y + 5z ; 2x + 4y + 6z ; 3x + 7y + 11z). Quel est le rang de f ?", { locale: 'fr' })).toMatchObject({ answer: { value: '2' }, verified: true });
    expect(solve('Let T be the linear map defined on R^3 by T(x, y, z) = (x + y, y + z, x + 2y + z). Find the rank of T.')).toMatchObject({ answer: { value: '2' }, verified: true });
  });

  it('reads variables indexed without an underscore (x1, x2) and a definition by LaTeX column vectors', () => {
    expect(solve('Find the standard matrix of T(x1, x2) = (x1 - x2, 2x1 + 3x2)')).toMatchObject({ answer: { value: '[[1, -1], [2, 3]]' }, verified: true });
    const latex = 'Let $T:\\mathbb{R}^2 \\to \\mathbb{R}^2$ be defined by $T\\begin{pmatrix} x_1 \\\\ x_2 \\end{pmatrix} = \\begin{pmatrix} x_1 - x_2 \\\\ 2x_1 + 3x_2 \\end{pmatrix}$. Find the standard matrix for T.';
    expect(solve(latex)).toMatchObject({ answer: { value: '[[1, -1], [2, 3]]' }, verified: true });
    expect(solve('Let $T\\begin{bmatrix} x \\\\ y \\end{bmatrix} = \\begin{bmatrix} 2x + y \\\\ x - y \\end{bmatrix}$. Find the standard matrix of T and its determinant.').answer?.value).toBe('[[[2, 1], [1, -1]], -3]');
  });

  it('answers a question on "the standard matrix of T", « la matrice de f », as on the matrix', () => {
    expect(solve('Given T(x1, x2) = (3x1 - x2, x1 + 4x2), find the determinant of the standard matrix of T.').answer?.value).toBe('13');
    expect(solve("Soit f l'endomorphisme de R^2 défini par f(x1, x2) = (x1 + 2x2, 3x1 - x2). Calculer le déterminant de la matrice de f.", { locale: 'fr' }).answer?.value).toBe('-7');
  });
});
