import type { MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { evaluateReal } from '../../verify/numeric';

/**
 * ln aₙ for a positive sequence made of factorials and binomial coefficients multiplied, divided
 * and raised to exponents that do not grow; ln m! is written by `lnFact` (Stirling's formula for
 * the method, ln Γ(m + 1) for the check, which no double overflows). Null for any other shape: a
 * factorial in a sum, in a function or under a growing exponent.
 */
export function logOf(a: MathNode, n: string, lnFact: (m: MathNode) => MathNode): MathNode | null {
  if (!Array.isArray(a)) return ['Ln', a];
  const [head, ...args] = a as [string, ...MathNode[]];
  const sub = (x: MathNode): MathNode | null => logOf(x, n, lnFact);
  switch (head) {
    case 'Factorial':
      return hasFact(args[0]) ? null : lnFact(args[0]);
    case 'Binomial': {
      const [p, q] = args;
      if (hasFact(p) || hasFact(q)) return null;
      return ['Subtract', lnFact(p), ['Add', lnFact(q), lnFact(['Subtract', p, q])]];
    }
    case 'Multiply': {
      const parts = args.map(sub);
      return parts.some((x) => x === null) ? null : ['Add', ...(parts as MathNode[])];
    }
    case 'Divide': {
      const [p, q] = [sub(args[0]), sub(args[1])];
      return p === null || q === null ? null : ['Subtract', p, q];
    }
    case 'Sqrt': {
      const p = sub(args[0]);
      return p === null ? null : ['Divide', p, 2];
    }
    case 'Root': {
      const p = sub(args[0]);
      return p === null || (hasFact(args[0]) && !bounded(['Divide', 1, args[1]], n)) ? null : ['Divide', p, args[1]];
    }
    case 'Power': {
      // nⁿ as n·ln n, which no double overflows; a factorial's exponent must not grow
      const [b, e] = args;
      if (hasFact(e) || (hasFact(b) && !bounded(e, n))) return null;
      const p = sub(b);
      return p === null ? null : ['Multiply', e, p];
    }
    default:
      return hasFact(a) ? null : ['Ln', a];
  }
}

/** ln m! exactly, as ln Γ(m + 1). */
export function lnFactorial(m: MathNode): MathNode {
  return ['lgamma', ['Add', m, 1]];
}

/** ln aₙ in ASCII with ln m! = lgamma(m + 1), for a positive sequence of the shape logOf reads; else null. */
export function exactLogAscii(expr: string, n: string): string | null {
  if ([5, 10, 20, 40].some((k) => !((evaluateReal(expr, { [n]: k }) ?? -1) > 0))) return null;
  try {
    const l = logOf(parseNode(expr), n, lnFactorial);
    return l === null ? null : toAscii(l);
  } catch {
    return null;
  }
}

function hasFact(x: MathNode): boolean {
  return /"(?:Factorial|Binomial)"/.test(JSON.stringify(x));
}

/** An exponent that does not grow: the same size or smaller far out. */
function bounded(e: MathNode, n: string): boolean {
  const ascii = toAscii(e);
  const [a, b] = [evaluateReal(ascii, { [n]: 1e3 }), evaluateReal(ascii, { [n]: 1e6 })];
  return a !== null && b !== null && Math.abs(b) <= Math.abs(a) + 1e-9;
}

/**
 * ln aₙ → s·∞, for ln aₙ of the shape above: far out it is A·n ln n + B·n + C·ln n + D + o(1), so
 * it diverges exactly when its change over a decade of n stays away from 0 (C·ln 10 for −½ ln n)
 * instead of shrinking tenfold as a convergent o(1) does. Each decade from 10³ to 10¹² must move it
 * in the claimed direction by at least half the move of the decade before.
 */
export function logDiverges(logAscii: string, n: string, s: 1 | -1): boolean {
  const values = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((k) => evaluateReal(logAscii, { [n]: 10 ** k }));
  if (values.some((v) => v === null || !Number.isFinite(v))) return false;
  const moves = (values as number[]).slice(1).map((v, k) => s * (v - (values[k] as number)));
  return moves.every((m, k) => m > 1e-6 && (k === 0 || m >= 0.5 * moves[k - 1]));
}
