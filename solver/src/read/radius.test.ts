import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { readRadius } from './radius';

describe('the radius of a power series whose coefficient is defined after it', () => {
  it('puts the coefficient in the general term', () => {
    expect(readRadius(normalize('Déterminer le rayon de convergence de la série entière ∑_{n≥0} a_n z^n avec a_n = 1/(1 + n²)'))).toMatchObject({ kind: 'radius', variable: 'z', summand: '(1/(1 + n^2))*z^n' });
    expect(readRadius(normalize('Find the radius of convergence of sum c_n x^n where c_n = n/2^n'))).toMatchObject({ variable: 'x', summand: '(n/2^n)*x^n' });
  });

  it('leaves a definition of another letter alone', () => {
    expect(readRadius(normalize('Find the radius of convergence of sum c_n x^n where b_n = n/2^n'))).toBeNull();
  });
});
