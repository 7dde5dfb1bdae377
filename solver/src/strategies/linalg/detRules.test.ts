import { describe, expect, it } from 'vitest';
import { normalize } from '../../parse/normalize';
import { solve } from '../../solve';
import { detRuleOutcome } from './detRules';
import { verifyDetRule } from '../../verify/detRules';

const run = (s: string) => detRuleOutcome(normalize(s));

describe('determinants by their rules', () => {
  it('scales by cⁿ, multiplies, inverts and transposes, in both languages', () => {
    expect(run('If det A = 3 and A is 3×3, find det(2A)')?.answer?.value).toBe('24');
    expect(run('A and B are 3x3 matrices with det A = 2 and det B = -5. Find det(AB)')?.answer?.value).toBe('-10');
    expect(run("Soit A une matrice carrée d'ordre 3 telle que det(A) = 4. Calculer det(A^{-1}).")?.answer?.value).toBe('1/4');
    expect(run('det(A) = 5, find det(A^T)')?.answer?.value).toBe('5');
    expect(run('A est une matrice 4×4 avec det A = 2. Que vaut det(3A) ?')?.answer?.value).toBe('162');
    expect(run('det(A) = 2, det(B) = 3, A and B are 3 by 3. Find det(2A^T B^{-1})')?.answer?.value).toBe('16/3');
    expect(run('the determinant of A is 6 and A is 2x2. What is the determinant of (3A)^{-1}?')?.answer?.value).toBe('1/54');
    expect(run('Let A be a 4×4 matrix with det(A) = -2. What is det(-A)?')?.answer?.value).toBe('-2');
    expect(run("Sachant que det(A) = 3 et det(B) = 2 pour A, B d'ordre 2, calculer det(A^{-1}B)")?.answer?.value).toBe('2/3');
    expect(run('On considère A ∈ M_3(R) avec det(A) = 2. Calculer det(-2A).')?.answer?.value).toBe('-16');
    expect(run("Calculer det(2A) sachant que A est une matrice carrée d'ordre 3 de déterminant 5")?.answer?.value).toBe('40');
    // "with determinant 5" with two matrices named: whose it is is not said
    expect(run('A and B are 3x3, B with determinant 5. Find det(2A)')).toBeNull();
  });

  it('answers several determinants asked at once, and the adjugate by det(adj M) = (det M)ⁿ⁻¹', () => {
    const o = run('If det A = 3 and A is 3×3, find det(2A) and det(A^T)');
    expect(o?.answer).toMatchObject({ kind: 'matrix', value: '[24, 3]' });
    expect(o?.finalAnswer.en).toBe('det(2A) = 24; det(A^T) = 3');
    expect(o?.verified).toBe(true);
    const adj = run('If det(A) = 2 and A is 3x3, find det(adj A)');
    expect(adj?.answer?.value).toBe('4');
    expect(adj?.verified).toBe(true);
    expect(adj?.steps[0].explanation.en).toContain('det(adj M) = (det M)ⁿ⁻¹');
    expect(run('If det(A) = 2 and A is 3x3, find det(2 adj(A^{-1}))')?.answer?.value).toBe('2');
    expect(() => run('If det(A) = 2, find det(adj A)')).toThrow(/size n is needed/);
  });

  it('shows the rules used and is checked on matrices built with the given determinants', () => {
    const o = run('If det A = 3 and A is 3×3, find det(2A)');
    expect(o?.verified).toBe(true);
    expect(o?.steps[0].explanation.en).toContain('det(cM) = cⁿ det M');
    expect(o?.steps[1].formula).toContain('= 24');
    expect(verifyDetRule('2 * (A)', { A: 3 }, [3], 24)).toBe(true);
    expect(verifyDetRule('2 * (A)', { A: 3 }, [3], 6)).toBe(false);
  });

  it('asks for the size when a number multiplies the matrix, and refuses what it cannot read', () => {
    expect(() => run('If det A = 3 find det(2A)')).toThrow(/size n is needed/);
    expect(() => run('If det A = 0, find det(A^{-1})')).toThrow(/not invertible/);
    // a sum is no product; another word is another question
    expect(run('If det A = 3 and det B = 2 find det(A + B)')).toBeNull();
    expect(run('If det A = 3 and A is 3×3 and orthogonal, find det(2A)')).toBeNull();
    expect(run('If det A = 3 find det(C)')).toBeNull();
  });

  it('is reached from the solver, |A| included, while |x| = |2x − 3| stays an equation', () => {
    expect(solve('If |A| = 4 find |A^2|').answer?.value).toBe('16');
    expect(solve('solve |x| = |2x - 3|').finalAnswer).toBe('x = 1 or x = 3');
  });
});
