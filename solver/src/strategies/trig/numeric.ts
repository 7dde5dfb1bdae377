/**
 * Numeric side of the trigonometry checks, with mathjs: whether two expressions agree at random
 * points (identity), and a counterexample at "nice" angles when they do not.
 */
import { evaluateAscii } from '../../verify/numeric';

const RANDOM = [0.37, 1.13, -0.71, 2.29, -1.87, 0.83, 2.71, -2.43, 1.61, -0.29, 0.59, 3.07];

export function agreeEverywhere(a: string, b: string, vars: readonly string[]): { ok: boolean; compared: number } {
  let compared = 0;
  for (let i = 0; i < RANDOM.length; i++) {
    const scope: Record<string, number> = {};
    vars.forEach((v, k) => (scope[v] = RANDOM[(i + 5 * k) % RANDOM.length] + 0.1 * k));
    const va = evaluateAscii(a, scope);
    const vb = evaluateAscii(b, scope);
    if (!va || !vb || !Number.isFinite(va.re) || !Number.isFinite(vb.re)) continue;
    if (Math.abs(va.im) > 1e-9 || Math.abs(vb.im) > 1e-9) continue;
    if (Math.abs(va.re) > 1e8 || Math.abs(vb.re) > 1e8) continue;
    if (Math.abs(va.re - vb.re) > 1e-9 * Math.max(1, Math.abs(va.re), Math.abs(vb.re))) return { ok: false, compared };
    compared++;
  }
  return { ok: compared >= 5, compared };
}

/** Nice angles to show a counterexample with (in radians, with their ASCII). */
export const NICE: [string, number][] = [
  ['pi/2', Math.PI / 2], ['0', 0], ['pi/3', Math.PI / 3], ['pi/4', Math.PI / 4], ['pi/6', Math.PI / 6], ['pi', Math.PI], ['1', 1],
];

export function counterexample(a: string, b: string, vars: readonly string[]): Record<string, string> | null {
  const n = vars.length;
  const total = NICE.length ** Math.min(n, 3);
  for (let idx = 0; idx < total; idx++) {
    const scope: Record<string, number> = {};
    const names: Record<string, string> = {};
    let r = idx;
    for (const v of vars) {
      const [s, val] = NICE[r % NICE.length];
      r = Math.floor(r / NICE.length);
      scope[v] = val;
      names[v] = s;
    }
    const va = evaluateAscii(a, scope);
    const vb = evaluateAscii(b, scope);
    if (!va || !vb || !Number.isFinite(va.re) || !Number.isFinite(vb.re) || Math.abs(va.re) > 1e8 || Math.abs(vb.re) > 1e8) continue;
    if (Math.abs(va.re - vb.re) > 1e-6) return names;
  }
  return null;
}
