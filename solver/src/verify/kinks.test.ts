import { describe, expect, it } from 'vitest';
import { kinkPoints } from './kinks';
import { verifyTask } from './task';

describe('kinks of an integrand', () => {
  it('are where an absolute value changes sign or a radicand touches zero, inside the interval', () => {
    expect(kinkPoints('Abs(x)', 'x', -1, 1)).toEqual([0]);
    expect(kinkPoints('Abs(x^2 - 1)', 'x', -2, 2).map((p) => Number(p.toFixed(9)))).toEqual([-1, 1]);
    expect(kinkPoints('sqrt(x^2 + 2*x + 1)', 'x', -2, 1).map((p) => Number(p.toFixed(6)))).toEqual([-1]);
    expect(kinkPoints('Abs(sin(x))', 'x', 0, 7).map((p) => Number(p.toFixed(9)))).toEqual([3.141592654, 6.283185307]);
    expect(kinkPoints('sqrt(1 - x^2)', 'x', -0.5, 0.5)).toEqual([]);
  });

  it('let the verifier integrate piece by piece, and still reject a wrong value', () => {
    const task = { kind: 'integrate', integrand: 'Abs(x^2 - 1)', variable: 'x', bounds: { lo: '-2', hi: '2' } } as const;
    expect(verifyTask(task, { kind: 'expr', value: '4' })).toBe(true);
    expect(verifyTask(task, { kind: 'expr', value: '4.01' })).toBe(false);
    expect(verifyTask({ ...task, integrand: 'Abs(x)', bounds: { lo: '-1', hi: '1' } }, { kind: 'expr', value: '1' })).toBe(true);
  });
});
