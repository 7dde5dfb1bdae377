import { ComputeEngine } from '@cortex-js/compute-engine';
import type { BoxedExpression } from '@cortex-js/compute-engine';
import type { MathNode } from './node';

/**
 * The one Compute Engine instance of the solver. Creating an engine costs ~150 ms, so every
 * module shares this one; nothing else imports '@cortex-js/compute-engine' directly except
 * through the helpers of cas/.
 */
export const ce = new ComputeEngine();

export type { BoxedExpression };

/** A node as a canonical CAS expression. */
export function box(node: MathNode): BoxedExpression {
  return ce.box(node as Parameters<typeof ce.box>[0]);
}

/** The CAS's tree back as our node type (MathJSON; shorthands like `Half` expanded). */
export function toNode(expr: BoxedExpression): MathNode {
  return fromJson(expr.json);
}

function fromJson(j: unknown): MathNode {
  // A non-integer machine number from the CAS is an approximation: it stays a float.
  if (typeof j === 'number') return j;
  if (typeof j === 'string') {
    if (j === 'Half') return ['Rational', 1, 2];
    return j;
  }
  if (Array.isArray(j)) {
    const [h, ...rest] = j as [string, ...unknown[]];
    return [h, ...rest.map(fromJson)];
  }
  if (j && typeof j === 'object') {
    const o = j as Record<string, unknown>;
    if (typeof o.num === 'string') {
      const s = o.num;
      if (/^-?\d+$/.test(s)) {
        const n = Number(s);
        return Number.isSafeInteger(n) ? n : { num: s };
      }
      if (/^-?\d*\.\d+(e-?\d+)?$/.test(s) || /^-?\d+\.\d*$/.test(s)) return Number(s);
      return { num: s };
    }
    if (typeof o.sym === 'string') return fromJson(o.sym);
    if (Array.isArray(o.fn)) return fromJson(o.fn);
  }
  return ['Error', String(JSON.stringify(j))];
}

/** "9.5" → 19/2 exactly (students' decimals are exact numbers). */
export function decimalToRational(s: string): MathNode {
  const m = /^(-?)(\d*)\.?(\d*)(?:e(-?\d+))?$/i.exec(s);
  if (!m) return { num: s };
  const [, sign, whole, frac, exp] = m;
  let p = BigInt((whole || '0') + frac);
  let q = 10n ** BigInt(frac.length);
  const e = exp ? Number(exp) : 0;
  if (e > 0) p *= 10n ** BigInt(e);
  if (e < 0) q *= 10n ** BigInt(-e);
  const g = gcd(p, q);
  p /= g;
  q /= g;
  if (sign) p = -p;
  const num = (v: bigint): MathNode => (Number.isSafeInteger(Number(v)) ? Number(v) : { num: v.toString() });
  return q === 1n ? num(p) : ['Rational', num(p), num(q)];
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}
