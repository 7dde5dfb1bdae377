import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { writeBasisCombinations } from './basisWords';

const en = (s: string) => solve(s, { locale: 'en' });
const fr = (s: string) => solve(s, { locale: 'fr' });

describe('vectors written on i, j, k, on e1, e2, e3 or by name', () => {
  it('writes combinations out as tuples, and a lone letter only when combinations are written', () => {
    expect(writeBasisCombinations('v = 3i − j + 2k in the basis (i, i + j, i + j + k)')).toBe('v =  (3, -1, 2) in the basis ( (1, 0, 0),  (1, 1, 0),  (1, 1, 1))');
    expect(writeBasisCombinations('solve z = i + 1')).toBe('solve z = i + 1');
    expect(writeBasisCombinations('f : R^3 -> R^2, f(e1) = e1 + e2')).toBe('f : R^3 -> R^2, f(e1) = e1 + e2');
    expect(writeBasisCombinations('v1=[1, 2, 1], v2=[1,-1,3], w = [4,9,8], B={v1, v2}')).toBe(' ,  , w = [4,9,8], B={(1, 2, 1), (1,-1,3)}');
  });

  it('answers coordinates in a basis written on i, j, k or on e1, e2, e3', () => {
    const s = en('Find the coordinates of v = 3i − j + 2k in the basis u1 = i + j, u2 = j + k, u3 = i + k.');
    expect(s.answer?.value).toBe('[[0], [-1], [3]]');
    expect(s.verified).toBe(true);
    expect(fr("Soit B' = (e1 + e2, e2 + e3, e1 + e3). Déterminer les coordonnées du vecteur u = 2e1 − e2 + 3e3 dans la base B'.").answer?.value).toBe('[[-1], [0], [3]]');
  });

  it("reads 'the coordinate vector of w relative to the basis', the basis given by names or before", () => {
    expect(en('Find the coordinate vector of w = (4,9,8) relative to the basis v1 = (1,2,1), v2 = (1,-1,3), v3 = (1,1,4).').answer?.value).toBe('[[3], [-1], [2]]');
    expect(en('Consider v1=[1, 2, 1], v2=[1,-1,3], v3=[1,1,4]. Find the coordinate vector of w=[4,9,8] in the basis {v1, v2, v3}.').answer?.value).toBe('[[3], [-1], [2]]');
    expect(en('Let B = {(1,1),(1,-1)}. Find the coordinates of v = (3, 5) in the basis B.').answer?.value).toBe('[[4], [-1]]');
  });
});
