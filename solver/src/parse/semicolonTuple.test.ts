import { describe, expect, it } from 'vitest';
import { semicolonTuples } from './semicolonTuple';
import { solve } from '../solve';

const fr = (s: string) => solve(s, { locale: 'fr' });

describe('semicolonTuples', () => {
  it('reads the commas of a bracket split by semicolons as decimal commas', () => {
    expect(semicolonTuples('u = (1,5 ; 2)')).toBe('u = (1.5, 2)');
    expect(semicolonTuples('(0,6 ; 0,8)')).toBe('(0.6, 0.8)');
    expect(semicolonTuples('(−1,5 ; 2 ; 0,25)')).toBe('(−1.5, 2, 0.25)');
    expect(semicolonTuples('A = (2 1,5 ; 4 3)')).toBe('A = (2 1.5 ; 4 3)');
    expect(semicolonTuples('[0,5 1 ; 1 4]')).toBe('[0.5 1 ; 1 4]');
    expect(semicolonTuples('une pile (1,5 V ; 3 Ω)')).toBe('une pile (1.5 V ; 3 Ω)');
  });

  it('writes a point and the arguments of a function with commas', () => {
    expect(semicolonTuples('au point A(1 ; −2)')).toBe('au point A(1, −2)');
    expect(semicolonTuples('f(x ; y ; z) = xyz')).toBe('f(x, y, z) = xyz');
    expect(semicolonTuples('en (π/2 ; 1/3)')).toBe('en (π/2, 1/3)');
    expect(semicolonTuples('⟨1 ; 2,5⟩')).toBe('⟨1, 2.5⟩');
    // LaTeX's spaces and braced decimal comma: A(1\,;\,3), (1{,}5\,;\,2)
    expect(semicolonTuples('\\(A(1\\,;\\,3)\\)')).toBe('\\(A(1, 3)\\)');
    expect(semicolonTuples('$(1{,}5\\,;\\,2)$')).toBe('$(1.5, 2)$');
    expect(semicolonTuples('\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} ; (1 ; 2)')).toBe('\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} ; (1, 2)');
  });

  it('keeps lists, intervals and the bracket that reads both ways as typed', () => {
    for (const s of ['(1,2,3 ; 4,5,6)', 'det (1,2;3,4)', '[1,2;3,4]', 'sur [0 ; 1]', '(1 2 ; 3 4)', 'x + y = 2 ; x - y = 0', '(u_0 = 1 ; u_1 = 2)'])
      expect(semicolonTuples(s)).toBe(s);
    // a question about vectors only: (1,2;3,4) is no matrix there
    expect(semicolonTuples('(0,6;0,8)', true)).toBe('(0.6, 0.8)');
    // nor a bracket said to be a point, or a point's or a function's value
    expect(semicolonTuples('au point (0,5;1,5)')).toBe('au point (0.5, 1.5)');
    expect(semicolonTuples('M(0,6;0,8) et f(1,2;3,4)')).toBe('M(0.6, 0.8) et f(1.2, 3.4)');
    expect(semicolonTuples('A = (1,2;3,4)')).toBe('A = (1,2;3,4)');
  });
});

describe('French points, vectors and matrices in whole questions', () => {
  it('reads a matrix with decimal commas, its rows split by semicolons', () => {
    expect(fr('Calculer le déterminant de A = (2 1,5 ; 4 3)').answer?.value).toBe('0');
    expect(fr("Calculer l'inverse de (2 0 ; 0 0,5)").answer?.value).toBe('[[1/2, 0], [0, 2]]');
    const eig = fr('On considère A = (1 0,5 0 ; 0 2 0 ; 0 0 1,5). Déterminer les valeurs propres de A.');
    expect([eig.answer?.value, eig.verified]).toEqual(['[1, 3/2, 2]', true]);
    expect(solve('Compute the trace of the matrix A = (−1,5 2 ; 3 −0,5)').answer?.value).toBe('-2');
  });

  it('reads a vector with decimal commas, its components split by semicolons', () => {
    const norm = fr('Calculer la norme de (0,6 ; 0,8)');
    expect([norm.answer?.value, norm.verified]).toEqual(['1', true]);
    expect(fr('Calculer le produit scalaire de (0,5 ; 1 ; 2) et (2 ; 0 ; 1,5)').answer?.value).toBe('4');
    expect(fr('Calculer la norme du vecteur u = (1 ; 2,5 ; 3)').answer?.value).toBe('sqrt(65)/2');
  });

  it('asks a partial or implicit derivative at a point written with a semicolon', () => {
    const at = fr('Calculer ∂f/∂x au point (1 ; 2) pour f(x, y) = x²y');
    expect([at.answer?.value, at.verified]).toEqual(['4', true]);
    expect(fr('Calculer ∂f/∂y en (2 ; −1) pour f(x, y) = x y²').answer?.value).toBe('-4');
    expect(fr('Pour f(x, y) = e^{xy}, calculer f_x au point (0 ; 1,5).').answer?.value).toBe('3/2');
    expect(fr('Soit f(x ; y) = x³y + 2y. Calculer ∂f/∂y au point A(1 ; −2).').answer?.value).toBe('3');
    expect(fr('Calculer dy/dx au point (0,6 ; 0,8) pour x² + y² = 1').answer?.value).toBe('-3/4');
    const tight = fr('Calculer ∂f/∂x au point (0,5;1,5) pour f(x, y) = x²y');
    expect([tight.answer?.value, tight.verified]).toEqual(['3/2', true]);
  });

  it('reads f(x ; y) = … as a function of x and y', () => {
    const s = fr('Calculer ∂f/∂x pour f(x ; y) = x²y');
    expect([s.answer?.value, s.verified]).toEqual(['2*x*y', true]);
  });
});
