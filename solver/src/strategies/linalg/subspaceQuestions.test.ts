import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';

describe('supplementary subspaces and direct sums, the subspaces in any notation', () => {
  it('decides F ⊕ G = ℝⁿ with a subspace given by parameters, by equations or in words', () => {
    const params = solve('Consider U = {(a, a - b, a + b) : a, b in R} and V = {(0, 0, c) : c in R}. Show that R^3 = U ⊕ V.');
    expect(params).toMatchObject({ answer: { kind: 'bool', value: 'True' }, verified: true, finalAnswer: 'Yes: U ⊕ V = R^3.' });
    const words = solve('Let P be the plane x - y + z = 0 and L the line spanned by (1, 1, 1). Is R^3 = P ⊕ L?');
    expect(words).toMatchObject({ answer: { value: 'True' }, verified: true });
    const notWhole = solve('Is R^3 the direct sum of U = {(x, 0, y) : x, y ∈ R} and W = {(0, x, y) : x, y ∈ R}?');
    expect(notWhole).toMatchObject({ answer: { value: 'False' }, verified: true });
  });

  it('reads French and LaTeX: « supplémentaires », \\oplus, \\mathbb{R}, \\operatorname{Vect}', () => {
    const fr = solve('On note E = R^3, D = Vect((1,0,1)) et P = {(x,y,z) ∈ R^3, 2x - z = 0}. Montrer que D et P sont supplémentaires dans E.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: 'True' }, verified: true, finalAnswer: 'Oui : D ⊕ P = R^3.' });
    const latex = solve(
      'Soient $F=\\{(x,y,z,t)\\in\\mathbb{R}^4 \\mid x+y=0,\\ z+t=0\\}$ et $G=\\operatorname{Vect}\\left((1,1,0,0),(0,0,1,1)\\right)$. A-t-on $\\mathbb{R}^4 = F \\oplus G$ ?',
      { locale: 'fr' },
    );
    expect(latex).toMatchObject({ answer: { value: 'True' }, verified: true });
    const no = solve('Les sous-espaces F = Vect((1,2,1),(0,1,1)) et G = Vect((1,3,2)) sont-ils supplémentaires dans R^3 ?', { locale: 'fr' });
    expect(no).toMatchObject({ answer: { value: 'False' }, verified: true });
    expect(no.finalAnswer).toContain('F ∩ G ≠ {0}');
  });

  it('asks only F ∩ G = {0} when the sum is asked direct', () => {
    const no = solve('U = {(a, a - b, a + b) : a, b ∈ R} and W = {(d, e, e) : d, e ∈ R}. Is the sum U + W direct?');
    expect(no).toMatchObject({ answer: { value: 'False' }, verified: true });
    expect(no.steps.map((s) => s.title)).toContain('A nonzero vector of U ∩ W');
    // direct, though not the whole of ℝ⁴
    const yes = solve('Let a = (1, 0, 0, 0) and b = (0, 1, 1, 0), U1 = span{a} and U2 = span{b}. Is U1 + U2 a direct sum?');
    expect(yes).toMatchObject({ answer: { value: 'True' }, verified: true });
    const fr = solve('Soit F = {(x,y,z) ∈ R^3 / 2x - 3y + z = 0} et w = (1,0,0). La somme F + Vect(w) est-elle directe ?', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: 'True' }, verified: true });
  });

  it('refuses a set that is no subspace and a word it cannot read, naming it', () => {
    const affine = solve('F = {(x,y,z) ∈ R^3 : x + y = 1} and G = span{(0,0,1)}: are F and G supplementary?');
    expect(affine.answer).toBeNull();
    expect(affine.error?.message).toContain('not a subspace');
    const word = solve('Are U = span{(1,0,0)} and W = span{(0,1,0),(0,0,1)} supplementary and orthonormal?');
    expect(word.answer).toBeNull();
    expect(word.error?.message).toContain('orthonormal');
  });
});

describe('orthogonal complements and projections onto them', () => {
  it('solves f · x = 0 for a spanned subspace, each free unknown set to 1', () => {
    const en = solve('Find the orthogonal complement of the subspace spanned by u1 = (1,2,3), u2 = (4,1,7).');
    expect(en).toMatchObject({ answer: { kind: 'matrix', value: '[[-11/7], [-5/7], [1]]' }, verified: true });
    const fr = solve('Soit F = Vect((1,0,1),(1,1,0)). Déterminer une base de l’orthogonal de F.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[-1], [1], [1]]' }, verified: true });
    const vector = solve('Find the orthogonal complement of v = (3, 1, 2) in R^3.');
    expect(vector).toMatchObject({ answer: { value: '[[-1/3, -2/3], [1, 0], [0, 1]]' }, verified: true });
  });

  it('takes the rows of the equations for a subspace given by them, and reads W^\\perp, W⊥, W^⊥', () => {
    const perp = solve('Find a basis for W^⊥ where W = {(x1, x2, x3) ∈ R^3 : x1 - 2x2 + 4x3 = 0}.');
    expect(perp).toMatchObject({ answer: { value: '[[1], [-2], [4]]' }, verified: true });
    const plane = solve('Let $W$ be the plane $3x - y + 2z = 0$ in $\\mathbb{R}^3$. Find a basis of $W^{\\perp}$.');
    expect(plane).toMatchObject({ answer: { value: '[[3], [-1], [2]]' }, verified: true });
    const params = solve('Let W be the set of all vectors (x, y, 2x - y) with x and y real. Find a basis of W⊥.');
    expect(params).toMatchObject({ answer: { value: '[[-2], [1], [1]]' }, verified: true });
  });

  it('gives the dimension when only it is asked', () => {
    const en = solve('Let W = span{(1,1,0,0),(0,0,1,1),(1,1,1,1)}. Find dim W^⊥.');
    expect(en).toMatchObject({ answer: { kind: 'expr', value: '2' }, verified: true });
    const fr = solve('Quelle est la dimension de l’orthogonal de F = {(x,y,z,t) ∈ R^4 | x + y + z + t = 0} ?', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '1' }, verified: true });
  });

  it('projects a vector onto F⊥ as v minus its projection onto F', () => {
    const fr = solve('F est le sous-espace de R^4 d’équations x + y + z + t = 0 et x + 2y + 3z + 4t = 0. Déterminer le projeté orthogonal de u = (1, 0, 0, 0) sur F⊥.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[7/10], [2/5], [1/10], [-1/5]]' }, verified: true });
    const en = solve('W = {(a, b, a + b) : a, b ∈ R}. Find the orthogonal projection of v = (1, 2, 6) onto W.');
    expect(en).toMatchObject({ answer: { value: '[[2], [3], [5]]' }, verified: true });
  });
});

describe('sums and intersections of subspaces written by parameters or in words', () => {
  it('gives dim(F + G), F ∩ G, and whether F + G is the whole space', () => {
    const sum = solve('Consider U = {(x, y, x - y) : x, y ∈ R} and W = {(x, 0, x) : x ∈ R}. Find dim(U + W).');
    expect(sum).toMatchObject({ answer: { kind: 'expr', value: '2' }, verified: true });
    const cap = solve("Soit P le plan d'équation x + y - z = 0 et D la droite engendrée par (1, 2, 3). Déterminer P ∩ D.", { locale: 'fr' });
    expect(cap).toMatchObject({ answer: { kind: 'matrix' }, verified: true });
    expect(cap.finalAnswer).toContain('dim(P ∩ D) = 1');
    const whole = solve('Let P be the plane x + y + z = 0 and L the line spanned by (1, 0, 0). Is P + L = R^3?');
    expect(whole).toMatchObject({ answer: { kind: 'bool', value: 'True' }, verified: true });
  });
});

describe('orthonormal bases of, and distances to, subspaces in any notation', () => {
  it('orthonormalises a basis of F or of F⊥ by the Gram–Schmidt process', () => {
    const fr = solve("Déterminer une base orthonormée du plan P d'équation x + y + z = 0.", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[-sqrt(2)/2, -sqrt(6)/6], [sqrt(2)/2, -sqrt(6)/6], [0, sqrt(6)/3]]' }, verified: true });
    const perp = solve('Let $W = \\operatorname{span}\\{(1, 2, 2)\\}$. Find an orthogonal basis of $W^{\\perp}$.');
    expect(perp).toMatchObject({ answer: { value: '[[-2, -2/5], [1, -4/5], [0, 1]]' }, verified: true });
  });

  it('gives the distance from a vector to F as the length of v minus its projection', () => {
    const en = solve('Let W = {(a, b, a + b) : a, b ∈ R}. Find the distance from (1, 2, 6) to W.');
    expect(en).toMatchObject({ answer: { kind: 'expr', value: 'sqrt(3)' }, verified: true });
    const fr = solve("Calculer la distance du vecteur u = (1, 1, 1) au plan P d'équation x + 2y + 2z = 0.", { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '5/3' }, verified: true });
  });
});

describe('more ways to write a subspace', () => {
  it('reads a plane named before a colon, the standard vectors e1 … en, and "all vectors of the form"', () => {
    const colon = solve('Soit P : x + y + z = 0 et D = Vect((1, 2, 3)). Montrer que R^3 = P ⊕ D.', { locale: 'fr' });
    expect(colon).toMatchObject({ answer: { value: 'True' }, verified: true, finalAnswer: 'Oui : P ⊕ D = R^3.' });
    expect(solve('Is R^4 = U ⊕ W for U = span{e1, e2} and W = span{e3, e4}?')).toMatchObject({ answer: { value: 'True' }, verified: true });
    const form = solve('Find the orthogonal complement of the subspace W of R^3 consisting of all vectors of the form (a, b, a + 2b).');
    expect(form).toMatchObject({ answer: { value: '[[-1], [-2], [1]]' }, verified: true });
    // "R³ = U + W, a direct sum": both the whole space and F ∩ G = {0}
    expect(solve('Determine whether R^3 = U + W is a direct sum, where U = span{(1,0,0)} and W = span{(0,1,0)}.')).toMatchObject({ answer: { value: 'False' }, verified: true });
  });
});

describe('the space named between the orthogonal complement and its subspace', () => {
  it('reads "the orthogonal complement in R^4 of …", « l’orthogonal dans R^3 de … »', () => {
    expect(solve('Find the dimension of the orthogonal complement in R^5 of the plane spanned by (1,0,2,1,0) and (0,1,1,3,1).')).toMatchObject({ answer: { value: '3' }, verified: true });
    expect(solve("Déterminer l'orthogonal dans R^3 de la droite engendrée par (1, 2, 3).", { locale: 'fr' })).toMatchObject({ answer: { value: '[[-2, -3], [1, 0], [0, 1]]' }, verified: true });
  });
});

describe('a supplement of one subspace, found by completing its basis', () => {
  /** The columns of an answer, to check F ∩ G = {0} and dim F + dim G = n whatever supplement is chosen. */
  const columns = (value: string): number[][] => {
    const rows = JSON.parse(value) as number[][];
    return rows[0].map((_, j) => rows.map((r) => r[j]));
  };
  const det3 = (m: number[][]): number =>
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);

  it('« un supplémentaire de F », F by a span or by an equation, in French', () => {
    const span = solve('Dans R^3, déterminer un supplémentaire de F = Vect(u, v) où u = (1, 1, 0) et v = (2, 1, 1).', { locale: 'fr' });
    expect(span).toMatchObject({ answer: { kind: 'matrix' }, verified: true });
    expect(det3([[1, 1, 0], [2, 1, 1], ...columns(span.answer?.value ?? '[]')])).not.toBe(0);
    expect(span.finalAnswer).toContain('est un supplémentaire de F');
    const eq = solve('Soit F = {(x,y,z) ∈ R^3 : x + y + z = 0 et x - y = 0}. Donner un sous-espace supplémentaire de F dans R^3.', { locale: 'fr' });
    expect(eq).toMatchObject({ verified: true });
    expect(columns(eq.answer?.value ?? '[]')).toHaveLength(2);
  });

  it('"a complement of W", "G such that R^3 = F ⊕ G", in LaTeX and in R^4', () => {
    const line = solve('Find a complement of W = span{(1, 0, 1)} in R^3.');
    expect(line).toMatchObject({ verified: true });
    expect(det3([[1, 0, 1], ...columns(line.answer?.value ?? '[]')])).not.toBe(0);
    const such = solve('Let F = {(x,y,z) in R^3 : 2x - 3y + z = 0}. Find a subspace G such that R^3 = F ⊕ G.');
    expect(such).toMatchObject({ verified: true, finalAnswer: 'G = span{(1, 0, 0)} is a supplement of F: F ⊕ G = R³' });
    const latex = solve('Let $W=\\operatorname{span}\\{(1,2,3,4),(0,1,1,0)\\}$. Find a complementary subspace of $W$ in $\\mathbb{R}^4$.');
    expect(latex).toMatchObject({ verified: true });
    expect(columns(latex.answer?.value ?? '[]')).toHaveLength(2);
  });

  it('leaves a question about two subspaces to the pair question', () => {
    expect(solve('Is G = span{(0,0,1)} a complement of F = span{(1,0,0),(0,1,0)}?')).toMatchObject({ answer: { kind: 'bool', value: 'True' } });
  });
});

describe('the orthogonal of a line given by parametric equations, and its equation', () => {
  it('reads x = −t, y = 2t, z = t, (x, y, z) = t(1, 1, 2), {t(1, −1, 2) : t ∈ R} as lines through the origin', () => {
    const eqs = solve('Find the orthogonal complement of the line L given by x = -t, y = 2t, z = t in R^3.');
    expect(eqs).toMatchObject({ answer: { value: '[[2, 1], [1, 0], [0, 1]]' }, verified: true });
    expect(solve('Find the orthogonal complement of the line (x, y, z) = t(1, 1, 2).')).toMatchObject({ answer: { value: '[[-1, -2], [1, 0], [0, 1]]' }, verified: true });
    expect(solve('Find the orthogonal complement of L = {t(1,-1,2) : t in R}')).toMatchObject({ verified: true, finalAnswer: 'L⊥ = span{(1, 1, 0), (-2, 0, 1)}; dim L⊥ = 2' });
    // the parameter is never a fourth unknown
    expect(solve('Find the orthogonal complement of the line x = t, y = 2t, z = -t').answer?.value).toBe('[[-2, 1], [1, 0], [0, 1]]');
  });

  it('« de représentation paramétrique », λ in LaTeX, and a line off the origin refused', () => {
    const fr = solve('Soit D la droite de R^3 de représentation paramétrique x = t, y = -2t, z = 3t. Déterminer D⊥.', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[2, -3], [1, 0], [0, 1]]' }, verified: true });
    expect(solve('Déterminer l’orthogonal de la droite $D : x = 2\\lambda, y = -\\lambda, z = 3\\lambda$.', { locale: 'fr' }).verified).toBe(true);
    expect(solve('Find the orthogonal complement of the line x = 1 + t, y = 2t, z = t').answer).toBeNull();
  });

  it('answers « une équation de D⊥ » with the plane d · x = 0', () => {
    expect(solve('Déterminer une équation de D⊥ où D est la droite engendrée par (1,2,-1)', { locale: 'fr' })).toMatchObject({
      answer: { kind: 'expr', value: 'x + 2*y - z = 0' },
      verified: true,
      finalAnswer: 'D⊥ : x + 2y − z = 0',
    });
    expect(solve('Find an equation of the orthogonal complement of the line x = t, y = 2t, z = -t').answer?.value).toBe('x + 2*y - z = 0');
    expect(solve('Give an equation of $L^\\perp$ where $L=\\mathbb{R}(1,0,-2)$').answer?.value).toBe('x - 2*z = 0');
  });
});

describe('a supplement of a subspace said with its shape', () => {
  it('« un supplémentaire de la droite D », « du plan P », "of the plane W"', () => {
    expect(solve('Donner un supplémentaire de la droite D = Vect((1, 2, 3)) dans R^3', { locale: 'fr' })).toMatchObject({ answer: { value: '[[1, 0], [0, 1], [0, 0]]' }, verified: true });
    expect(solve("Soit P le plan d'équation x + y - z = 0. Déterminer un supplémentaire du plan P.", { locale: 'fr' })).toMatchObject({ answer: { value: '[[1], [0], [0]]' }, verified: true });
  });
});

describe('the orthogonal of a subspace said with its shape', () => {
  it('« l’orthogonal du plan P = Vect(…) dans R^3 », « de la droite D »', () => {
    expect(solve("Déterminer l'orthogonal du plan P = Vect((1, 0, 1), (0, 1, 1)) dans R^3.", { locale: 'fr' })).toMatchObject({ answer: { value: '[[-1], [-1], [1]]' }, verified: true });
    expect(solve("Déterminer l'orthogonal de la droite D = Vect((1, 2, 3)).", { locale: 'fr' })).toMatchObject({ answer: { value: '[[-2, -3], [1, 0], [0, 1]]' }, verified: true });
  });
});

describe('a plane by parametric equations, two parameters', () => {
  it('"the plane x = s + t, y = s, z = t", « le plan de représentation paramétrique x = λ + μ, … »', () => {
    expect(solve('Find the orthogonal complement of the plane x = s + t, y = s, z = t')).toMatchObject({ answer: { value: '[[-1], [1], [1]]' }, verified: true });
    expect(solve('Soit P le plan de représentation paramétrique x = λ + μ, y = λ - μ, z = 2λ. Déterminer P⊥.', { locale: 'fr' })).toMatchObject({ answer: { value: '[[-1], [-1], [1]]' }, verified: true });
    expect(solve('Find a complement of the plane P given by x = s, y = t, z = s + t').verified).toBe(true);
    // a plane off the origin is no subspace
    expect(solve('Find the orthogonal complement of the plane x = s + t, y = s, z = 1 + t').answer).toBeNull();
  });

  it('reads the Gram–Schmidt process named after an orthonormal basis asked, in both languages', () => {
    const fr = solve('Déterminer une base orthonormée de Vect((1,1,0),(1,0,1)) par le procédé de Gram-Schmidt', { locale: 'fr' });
    expect(fr).toMatchObject({ answer: { value: '[[sqrt(2)/2, sqrt(6)/6], [sqrt(2)/2, -sqrt(6)/6], [0, sqrt(6)/3]]' }, verified: true });
    expect(solve('Find an orthonormal basis of W = span{(1,1,0),(1,0,1)} using the Gram-Schmidt process.').verified).toBe(true);
  });
});

