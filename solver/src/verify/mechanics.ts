import type { TaskOf } from '../task/task';
import { toSI, unitOf } from '../physics/units';

/**
 * Gear trains and connected bodies checked by other laws than their methods use: a train by its
 * train value (product of the drivers' sizes over the driven ones', sign (−1) per mesh) and the
 * balance of power, connected bodies by Newton's second law written for each body on its own, the
 * answer put in one body's equation and the other body's equation required to hold.
 */

/** Half a unit of the last digit written: 0.05 for 400.0, 50 for 1.350e+5. */
export function halfUnit(written: string): number {
  const m = /^-?\d+(?:\.(\d+))?(?:e([-+]?\d+))?$/.exec(written);
  return m ? 0.5 * 10 ** (Number(m[2] ?? 0) - (m[1]?.length ?? 0)) : 0;
}

/** The answer in SI with its rounding allowance, when written in the task's unit. */
function givenSI(value: string, unit: string): { x: number; tol: number } | null {
  const m = /^\s*(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(.*?)\s*$/.exec(value);
  const u = m ? unitOf(m[2]) : null;
  if (!m || !u || m[2] !== unit) return null;
  return { x: toSI(Number(m[1]), u), tol: halfUnit(m[1]) * u.factor };
}

export function verifyGearTrain(t: TaskOf<'gear_train'>, answer: { kind: string; value: string }): boolean {
  const n = t.wheels.length;
  if (t.links.length !== n - 1) return false;
  let value = 1;
  t.links.forEach((l, i) => {
    if (l === 'mesh') value *= -t.wheels[i] / t.wheels[i + 1];
  });
  if (t.want === 'direction') return answer.kind === 'text' && answer.value === (value > 0 ? 'same direction' : 'opposite direction');
  const g = t.given;
  const a = givenSI(answer.value, t.unit);
  if (!g || !a || answer.kind !== 'quantity') return false;
  // ω at each end for ω = 1 on the first wheel
  const omega = { first: 1, last: Math.abs(value) };
  const radius = { first: t.wheels[0], last: t.wheels[n - 1] };
  const to = g.at === 'first' ? 'last' : 'first';
  let expected: number;
  if (t.want === 'speed' && g.quantity === 'speed') expected = (g.value * omega[to]) / omega[g.at];
  else if (g.quantity === 'speed' || t.want === 'speed') return false;
  else {
    if ((t.want === 'force' || g.quantity === 'force') && t.size !== 'radius') return false;
    // power at the given end, P = T·ω or F·v with v = ω·r at the rim
    const power = g.quantity === 'torque' ? g.value * omega[g.at] : g.value * omega[g.at] * radius[g.at];
    expected = t.want === 'torque' ? power / omega[to] : power / (omega[to] * radius[to]);
  }
  return Number.isFinite(expected) && Math.abs(a.x - expected) <= a.tol + 1e-9 * Math.abs(expected);
}

type Bodies = TaskOf<'connected_bodies'>;

/** Each body's net force minus m·a (zero when Newton's second law holds), for a common acceleration and inner force. */
function residuals(t: Bodies, a: number, inner: number): [number, number] {
  const [m0, m1] = t.masses;
  const { g } = t;
  const mu = t.mu ?? 0;
  switch (t.arrangement) {
    case 'side_by_side': {
      const F = t.force ?? NaN;
      // the force on the first body, which pushes (or pulls by the string) the second
      return [F - inner - mu * m0 * g - m0 * a, inner - mu * m1 * g - m1 * a];
    }
    case 'atwood':
      // the first, heavier, goes down
      return [m0 * g - inner - m0 * a, inner - m1 * g - m1 * a];
    case 'table_pulley':
      return [inner - mu * m0 * g - m0 * a, m1 * g - inner - m1 * a];
    default:
      return [NaN, NaN];
  }
}

/** Both bodies' equations, the unknown one found from the body that does not carry the force. */
function commonMotion(t: Bodies, want: 'a' | 'between', x: number): boolean {
  const [m0, m1] = t.masses;
  // solve the second body's equation for the other unknown (it is linear in it)
  const r = (a: number, inner: number): number => residuals(t, a, inner)[1];
  const other = want === 'a'
    ? -r(x, 0) / (r(x, 1) - r(x, 0))
    : -r(0, x) / (r(1, x) - r(0, x));
  const [a, inner] = want === 'a' ? [x, other] : [other, x];
  const [e0] = residuals(t, a, inner);
  // moving bodies only: a positive acceleration and a string or contact that pushes or pulls
  return a > 0 && inner > 0 && Math.abs(e0) <= 1e-9 * (m0 + m1) * t.g;
}

/** The stacked blocks: one regime (together, or sliding) is consistent; its value for the body asked. */
function stackedExpected(t: Bodies): number | null {
  const [top, bottom] = t.masses;
  const F = t.force ?? NaN;
  const fmax = (t.mu ?? NaN) * top * t.g;
  const pushed = t.pushed ?? 0;
  // together: the friction that drags the other block must not exceed μ·m_top·g
  const aTogether = F / (top + bottom);
  const friction = (pushed === 0 ? bottom : top) * aTogether;
  if (friction <= fmax) return t.want === 'between' ? friction : aTogether;
  // sliding: kinetic friction on each block, the pushed one ahead
  const aTop = pushed === 0 ? (F - fmax) / top : fmax / top;
  const aBottom = pushed === 0 ? fmax / bottom : (F - fmax) / bottom;
  if ((pushed === 0 && aTop <= aBottom) || (pushed === 1 && aBottom <= aTop)) return null;
  return t.want === 'between' ? fmax : t.want === 'a0' ? aTop : t.want === 'a1' ? aBottom : null;
}

export function verifyConnectedBodies(t: Bodies, answer: { kind: string; value: string }): boolean {
  const a = givenSI(answer.value, t.unit);
  if (!a || answer.kind !== 'quantity') return false;
  if (t.arrangement === 'stacked') {
    const e = stackedExpected(t);
    return e !== null && Math.abs(a.x - e) <= a.tol + 1e-9 * Math.abs(e);
  }
  // a rounded answer: the exact root lies within the rounding, so one end of it passes
  const want = t.want === 'between' ? 'between' : 'a';
  if (t.want !== 'a' && t.want !== 'between') return false;
  const lo = a.x - a.tol;
  const hi = a.x + a.tol;
  // the residual of the first body along the answer's interval changes sign at the true value
  const e = (x: number): number => {
    const r = (ax: number, inner: number): number => residuals(t, ax, inner)[1];
    const other = want === 'a' ? -r(x, 0) / (r(x, 1) - r(x, 0)) : -r(0, x) / (r(1, x) - r(0, x));
    return want === 'a' ? residuals(t, x, other)[0] : residuals(t, other, x)[0];
  };
  const exact = Math.abs(e(a.x)) <= 1e-9 * (t.masses[0] + t.masses[1]) * t.g;
  return (exact || e(lo) * e(hi) <= 0) && commonMotion(t, want, exact ? a.x : bisect(e, lo, hi));
}

function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let [a, b] = [lo, hi];
  for (let k = 0; k < 100; k++) {
    const m = (a + b) / 2;
    if (f(a) * f(m) <= 0) b = m;
    else a = m;
  }
  return (a + b) / 2;
}
