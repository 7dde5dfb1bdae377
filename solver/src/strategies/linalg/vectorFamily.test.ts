import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('independence, span and coordinates of vectors written as tuples', () => {
  it('independent or dependent by the rank, in English and French', () => {
    const dep = solve('are the vectors (1, 2, 3), (4, 5, 6), (7, 8, 9) linearly independent?');
    expect(dep.answer?.value).toBe('False');
    expect(dep.verified).toBe(true);
    const libre = solve('les vecteurs (1, 0, 1), (0, 1, 1) et (1, 1, 0) forment-ils une famille libre ?', { locale: 'fr' });
    expect(libre.answer?.value).toBe('True');
    expect(libre.finalAnswer).toBe('Rang 3 = 3 : la famille est libre.');
    expect(solve('are (1, 2) and (2, 4) linearly dependent?').answer?.value).toBe('True');
  });

  it('membership of a span by two ranks, coordinates by solving P·c = v', () => {
    expect(solve('is (3, 5, 7) in the span of (1, 1, 1) and (1, 2, 3)?')).toMatchObject({ answer: { value: 'True' }, verified: true });
    expect(solve('is (1, 0, 0) in the span of (1, 1, 1) and (1, 2, 3)?').answer?.value).toBe('False');
    expect(solve('coordinates of v = (3, 5) in the basis (1, 1), (1, -1)')).toMatchObject({ answer: { value: '[[4], [-1]]' }, verified: true });
    expect(solve('coordonnées de u = (1, 2, 3) dans la base (1, 0, 0), (1, 1, 0), (1, 1, 1)', { locale: 'fr' }).answer?.value).toBe('[[-1], [-1], [3]]');
  });

  it('reads vectors in angle brackets and a span asked by the vectors\' names, given before or after', () => {
    expect(solve('Is w = ⟨1, 2, 4⟩ a linear combination of u = ⟨1, 0, 1⟩ and v = ⟨0, 1, 1⟩?')).toMatchObject({ answer: { value: 'False' }, verified: true });
    expect(solve('Is $w = \\langle 3, 5, 1\\rangle$ in span$\\{v_1, v_2\\}$ where $v_1 = \\langle 1,1,1\\rangle$ and $v_2 = \\langle 2,3,1\\rangle$?').answer?.value).toBe('True');
    expect(solve('Let u = (1, 0, 1), v = (0, 1, 1), w = (2, 1, 2). Is u in the span of v and w?').answer?.value).toBe('False');
    const fr = solve('Soient u = (1, 0, 1) et v = (0, 1, 1). Le vecteur w = (1, 1, 2) appartient-il à Vect(u, v) ?', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: 'True' }, verified: true });
    expect(solve('Le vecteur w = (1, 1, 2) appartient-il à Vect(u, v), où u = (1, 0, 1) et v = (0, 1, 1) ?', { locale: 'fr' }).answer?.value).toBe('True');
    expect(solve('Soient u = (1, 0, 1), v = (0, 1, 1) et w = (2, 1, 2). Déterminer si w ∈ Vect(u, v).', { locale: 'fr' }).answer?.value).toBe('False');
  });

  it('reads column vectors in LaTeX and transposed rows as tuples', () => {
    expect(solve('Are the vectors $\\begin{pmatrix} 1 \\\\ 2 \\\\ 3 \\end{pmatrix}$, $\\begin{pmatrix} 4 \\\\ 5 \\\\ 6 \\end{pmatrix}$, $\\begin{pmatrix} 7 \\\\ 8 \\\\ 9 \\end{pmatrix}$ linearly independent?')).toMatchObject({ answer: { value: 'False' }, verified: true });
    expect(solve('Is w = [3 5 1]^T in Span{v1, v2} where v1 = [1 1 1]^T, v2 = [2 3 1]^T?').answer?.value).toBe('True');
    expect(solve('Let u = \\begin{bmatrix} 1 \\\\ 0 \\\\ 1 \\end{bmatrix}, v = \\begin{bmatrix} 0 \\\\ 1 \\\\ 1 \\end{bmatrix}. Is w = \\begin{bmatrix} 1 \\\\ 1 \\\\ 2 \\end{bmatrix} in span{u, v}?').answer?.value).toBe('True');
  });

  it('expresses a vector as a combination of independent vectors, and says when it is none or not unique', () => {
    expect(solve('Express v = (1, 2, 3) as a linear combination of (1, 0, 0), (1, 1, 0) and (1, 1, 1).')).toMatchObject({ answer: { value: '[[-1], [-1], [3]]' }, verified: true });
    expect(solve('Write (7, 4) as a linear combination of u = (1, 2) and v = (3, 0).').answer?.value).toBe('[[2], [5/3]]');
    expect(solve('Exprimer le vecteur (3, 5, 1) comme combinaison linéaire de (1, 1, 1) et (2, 3, 1).', { locale: 'fr' }).answer?.value).toBe('[[-1], [2]]');
    expect(solve('Express (1, 2, 4) as a linear combination of (1, 0, 1) and (0, 1, 1).').answer?.value).toBe('False');
    expect(solve('Express (1, 2, 3) as a linear combination of (1, 0, 1), (0, 1, 1) and (1, 1, 2).').error?.message).toMatch(/not unique/);
  });

  it('leaves a span asked by a name that no vector has', () => {
    expect(solve('Let u = (1, 0, 1), v = (0, 1, 1), w = (2, 1, 2). Is z in the span of u and v?').answer?.value).not.toBe('False');
  });

  it('gives a dependence relation when it is asked with the question, naming the vectors as typed', () => {
    const en = solve('Are a = (1, 0, 2), b = (0, 1, 1), c = (2, 3, 7) linearly independent? If not, give a dependence relation.');
    expect(en).toMatchObject({ answer: { value: 'False' }, verified: true });
    expect(en.finalAnswer).toBe('Rank 2 < 3: the vectors are linearly dependent. relation: 2a + 3b − c = 0');
    const fr = solve('Montrer que les vecteurs suivants de R2 sont liés et préciser leur relation de dépendance : u = (2, 1); v = (4, 2)', { locale: 'fr' });
    expect(fr.finalAnswer).toBe('Rang 1 < 2 : la famille est liée. relation : 2u − v = 0');
    expect(solve('Are (1, 0) and (0, 1) linearly independent? If not, find a dependence relation.').finalAnswer).toBe('Rank 2 = 2: the vectors are linearly independent.');
  });

  it('a spanning family of Rⁿ by the rank, with R3 and IR3 written without a power', () => {
    const yes = solve('Les vecteurs u = (1, 1, 0); v = (0, 1, 1); w = (1, 0, 1) forment-ils une famille génératrice de IR3 ?', { locale: 'fr' });
    expect(yes).toMatchObject({ answer: { value: 'True' }, verified: true });
    expect(solve('do (1, 2, 3), (2, 4, 6) and (0, 0, 1) span R^3?').answer?.value).toBe('False');
  });

  it('leaves a question with other words unanswered', () => {
    expect(solve('are the vectors (1, 2, 3), (4, 5, 6) orthogonal and linearly independent?').answer).toBeNull();
  });
});

describe('a basis of Rⁿ', () => {
  it('n independent vectors of Rⁿ, in English and French', () => {
    expect(solve('la famille (1, 2), (3, 4) est-elle une base de R^2 ?', { locale: 'fr' })).toMatchObject({ answer: { value: 'True' }, verified: true });
    expect(solve('do (1, 0, 1), (0, 1, 1) and (1, 1, 2) form a basis of R^3?').answer?.value).toBe('False');
    expect(solve('is (1, 2), (2, 4) a basis of R²?').answer?.value).toBe('False');
  });
});

describe('the subspace spanned by vectors', () => {
  it('its dimension is the rank, its basis the vectors of the pivot columns, in English and French', () => {
    expect(solve('dimension of span{(1,2,3), (2,4,6), (1,0,1)}')).toMatchObject({ answer: { kind: 'expr', value: '2' }, verified: true });
    const fr = solve('base du sous-espace engendré par (1, 1, 0), (2, 2, 0), (0, 1, 1)', { locale: 'fr' });
    expect(fr.answer?.value).toBe('[[1, 0], [1, 1], [0, 1]]');
    expect(fr.finalAnswer).toBe('base : (1, 1, 0), (0, 1, 1) (dimension 2)');
    expect(solve('find a basis for the span of (1, 0, 1, 0), (0, 1, 0, 1), (1, 1, 1, 1)').answer?.value).toBe('[[1, 0], [0, 1], [1, 0], [0, 1]]');
    expect(solve('rang de la famille (1, 2), (2, 4), (3, 6)', { locale: 'fr' }).answer?.value).toBe('1');
  });

  it('leaves other words about the span unanswered', () => {
    expect(solve('dimension of span{(1, 2), (2, 4)} and its orthogonal complement').answer).toBeNull();
  });
});

describe('the matrix of passage to a basis', () => {
  it('has the vectors of B as columns, from the canonical basis to B (« matrice de passage ») or from B to the standard basis', () => {
    const fr = solve('Déterminer la matrice de passage de la base canonique à la base B = ((1,1),(1,2))', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { kind: 'matrix', value: '[[1, 1], [1, 2]]' }, verified: true });
    expect(fr.steps[0].title).toBe('Écrire les vecteurs de B en colonnes');
    expect(solve('change-of-basis matrix from B = {(1, 2, 0), (0, 1, 1), (1, 0, 1)} to the standard basis').answer?.value).toBe('[[1, 0, 1], [2, 1, 0], [0, 1, 1]]');
  });

  it('leaves the other direction, and a second question, unanswered', () => {
    expect(solve('transition matrix from the standard basis to B = {(1, 1), (1, -1)}').answer).toBeNull();
    expect(solve('Déterminer la matrice de passage de la base canonique à la base B = ((1,1),(1,2)) et les coordonnées de u = (2,3) dans B', { locale: 'fr' }).answer).toBeNull();
  });
});

describe('a family set in its space as exercise sheets write it', () => {
  it('reads « Dans ℝ³ muni de la base canonique, on définit … » and the family named B′, the space said twice', () => {
    const s = solve("Dans $\\mathbb{R}^3$ muni de la base canonique, on définit $u_1 = (1,1,0)$, $u_2 = (0,1,1)$ et $u_3 = (1,0,2)$. Montrer que $B' = (u_1, u_2, u_3)$ est une base de $\\mathbb{R}^3$.", { locale: 'fr' });
    expect(s.finalAnswer).toBe('3 vecteurs indépendants de R³ (rang 3) : une base.');
    expect(s.verified).toBe(true);
  });

  it('reads "express v in the basis …", « exprimer u dans la base … » as its coordinates', () => {
    expect(solve('Express v = (3, 5) in the basis u1 = (1,1), u2 = (1,-1)')).toMatchObject({ answer: { value: '[[4], [-1]]' }, verified: true });
    expect(solve('Exprimer le vecteur u = (1, 2, 3) dans la base (1,0,0), (1,1,0), (1,1,1)', { locale: 'fr' }).answer?.value).toBe('[[-1], [-1], [3]]');
  });

  it('reads vectors typed as rows in brackets and "how do we know that …" as the question', () => {
    expect(solve('how do we know that the vectors are linearly independent or dependent? [0 5 3 2] [-4 1 1 2] [-2 3 2 3]').finalAnswer).toBe('Rank 3 = 3: the vectors are linearly independent.');
    expect(solve('are the vectors [1 2 3] [2 4 6] linearly independent?').answer?.value).toBe('False');
  });

  it('reads the space named between the subspace and its spanning vectors ("the subspace of R^3 spanned by")', () => {
    expect(solve('Find the dimension of the subspace of R^3 spanned by v1 = (1, 0, 0), v2 = (1, 0, 1), v3 = (2, 0, 1), v4 = (0, 0, -1)')).toMatchObject({ answer: { value: '2' }, verified: true });
    expect(solve('Déterminer une base du sous-espace de R³ engendré par (1, 0, 0), (1, 0, 1) et (2, 0, 1)', { locale: 'fr' }).answer?.value).toBe('[[1, 1], [0, 0], [0, 1]]');
  });

  it("reads the span's own name: 'the subspace F spanned by v1, v2, v4', « le sous-espace vectoriel F engendré par … »", () => {
    const en = solve('In R^4 let v1 = (1,2,3,4), v2 = (1,1,1,3), v4 = (2,1,1,1). What is the dimension of the subspace F spanned by v1, v2, v4?');
    expect(en).toMatchObject({ answer: { value: '3' }, verified: true });
    const fr = solve('Soient u1 = (1, 0, 1), u2 = (2, 1, 0), u3 = (3, 1, 1). Donner la dimension du sous-espace vectoriel F engendré par u1, u2, u3.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '2' }, verified: true });
    expect(solve('Find a basis for the subspace W spanned by (1, 2, 0), (2, 4, 0), (0, 0, 1)').answer?.value).toBe('[[1, 0], [2, 0], [0, 1]]');
  });
});


describe('a basis to check, then the coordinates of a vector in it', () => {
  it('answers the coordinates once the family is shown to be a basis, in English and LaTeX', () => {
    const en = solve('Given f1 = (1,2,3), f2 = (2,3,7), f3 = (1,3,1) and x = (2,3,4). Prove that f1, f2, f3 form a basis of R^3 and find the coordinates of x with respect to this basis.');
    expect(en).toMatchObject({ answer: { kind: 'matrix', value: '[[-9], [4], [3]]' }, verified: true });
    const latex = solve('Prove that the vectors $a_1=(1,1,0)$, $a_2=(0,1,1)$, $a_3=(1,0,1)$ form a basis of $\\mathbb{R}^3$ and find the coordinates of $b=(2,4,6)$ in this basis.');
    expect(latex).toMatchObject({ answer: { value: '[[0], [4], [2]]' }, verified: true });
  });

  it('reads « vérifier que B est une base … et donner les coordonnées de v dans B », a vector written u(…)', () => {
    const named = solve('Vérifier que B = ((1, 1, 1), (1, 1, 0), (1, 0, 0)) est une base de R³ et donner les coordonnées de v = (4, −2, 3) dans B.', { locale: 'fr' });
    expect(named).toMatchObject({ answer: { value: '[[3], [-5], [6]]' }, verified: true });
    const glued = solve(
      "Dans l'espace, on donne les vecteurs u(−2, −1, 1), v(−1, 1, −2) et w(1, −2, −1). Ces trois vecteurs forment-ils une base de l'espace ? Quelles sont les coordonnées de l(3, −1, −4) dans cette base ?",
      { locale: 'fr' },
    );
    expect(glued).toMatchObject({ answer: { value: '[[-8/7], [5/7], [10/7]]' }, verified: true });
  });

  it('"express v in this basis", « exprimer le vecteur a dans cette base »', () => {
    expect(solve('Show that (1,1), (1,-1) is a basis of R^2 and write v = (3, 1) in this basis.')).toMatchObject({ answer: { value: '[[2], [1]]' }, verified: true });
    const fr = solve('Montrer que les vecteurs u = (1, 1, 0), v = (0, 1, 1), w = (1, 0, 1) forment une base de R^3, puis exprimer le vecteur a = (2, 2, 2) dans cette base.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[1], [1], [1]]' }, verified: true });
    expect(solve('Is the set {(1,2,3), (4,5,6), (7,8,10)} a basis of R^3? If so, express (1,1,1) in this basis.').answer?.value).toBe('[[-1/3], [1/3], [0]]');
  });

  it('never counts the vector of the coordinates in the family, and says when the family is no basis', () => {
    const three = solve('Show that u1 = (1,0,1), u2 = (0,1,1), u3 = (1,1,0) form a basis of R^3 and find the coordinates of v = (2, 3, 5) in this basis.');
    expect(three).toMatchObject({ answer: { value: '[[2], [3], [0]]' }, verified: true });
    const no = solve('Is {(1,0,1), (2,0,2), (0,1,0)} a basis of R^3? Find the coordinates of v = (1,1,1) in this basis.');
    expect(no).toMatchObject({ answer: { kind: 'bool', value: 'False' } });
  });
});
