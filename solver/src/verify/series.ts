import { all, create, type MathJsStatic } from 'mathjs';
import { logScaleDiverges, logScaleSettles } from './logScale';
import { close, evaluateAscii, realFunction, toMathjs, withValues } from './numeric';

/**
 * Sums checked by brute force with mathjs: the terms are evaluated one by one and added, at
 * sample values of the other letters, and compared with the closed form.
 */
const NOT_SYMBOLS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'coth', 'sech', 'csch', 'asinh', 'acosh', 'atanh', 'sqrt', 'cbrt', 'ln', 'log', 'exp', 'abs', 'pi', 'e', 'i', 'oo', 'factorial', 'floor', 'ceil', 'binomial']);
const SAMPLES = [1.37, 0.61, 2.23, -0.77, 1.91];

function symbolsOf(...ascii: string[]): string[] {
  const out = new Set<string>();
  for (const a of ascii) for (const m of a.match(/[A-Za-z_][A-Za-z_0-9]*/g) ?? []) if (!NOT_SYMBOLS.has(m)) out.add(m);
  return [...out].sort();
}

function partialSum(summand: string, k: string, lo: number, hi: number, scope: Record<string, number>): number | null {
  let s = 0;
  // binomial(n, k) is mathjs's combinations
  const term = summand.replace(/\bbinomial\(/g, 'combinations(');
  for (let j = lo; j <= hi; j++) {
    const v = evaluateAscii(term, { ...scope, [k]: j });
    if (!v || Math.abs(v.im) > 1e-12 || !Number.isFinite(v.re)) return null;
    s += v.re;
  }
  return s;
}

/**
 * `upper`: the upper bound as written in the letter (n − 1, 2n) when it is more than the letter
 * itself; the partial sums then run to its value at each sample of the letter.
 */
export function verifyFiniteSum(summand: string, k: string, lo: number, hi: number | null, hiSymbol: string | null, answer: string, upper?: string): boolean {
  const others = symbolsOf(summand, answer).filter((s) => s !== k && s !== hiSymbol);
  const scope: Record<string, number> = {};
  others.forEach((s, j) => (scope[s] = SAMPLES[j % SAMPLES.length]));
  const bounds = hi !== null ? [hi] : [lo + 2, lo + 5, lo + 9];
  for (const b of bounds) {
    const top = upper && hiSymbol ? evaluateAscii(upper, { [hiSymbol]: b }) : { re: b, im: 0 };
    if (!top || top.im !== 0 || !Number.isInteger(top.re)) return false;
    // the bound's letter may be in the summand too (Σ C(n, k) 2ᵏ)
    const s = partialSum(summand, k, lo, top.re, hiSymbol ? { ...scope, [hiSymbol]: b } : scope);
    // a closed form with binomials (C(2n, n)) evaluates them as mathjs's combinations too
    const a = evaluateAscii(answer.replace(/\bbinomial\(/g, 'combinations('), hiSymbol ? { ...scope, [hiSymbol]: b } : scope);
    if (s === null || !a || !close(a, s, 1e-9)) return false;
  }
  return true;
}

/** A convergent claim must match the partial sums within their own tail; "oo" needs growing partial sums. */
export function verifyInfiniteSum(summand: string, k: string, lo: number, answer: string | null): boolean {
  // Other letters (Σ x^k/k!) take sample values; fast-growing terms (2^k/k!) overflow at large
  // indices, so shorter partial sums are tried next.
  const others = symbolsOf(summand, answer ?? '').filter((s) => s !== k);
  const scope: Record<string, number> = {};
  others.forEach((s, j) => (scope[s] = SAMPLES[j % SAMPLES.length]));
  for (const n of [2000, 200, 60]) {
    const s1 = partialSum(summand, k, lo, lo + n, scope);
    const s2 = partialSum(summand, k, lo, lo + 2 * n, scope);
    if (s1 === null || s2 === null) continue;
    if (answer === null) return Math.abs(s2 - s1) > 1e-2;
    const a = evaluateAscii(answer, scope);
    if (!a || Math.abs(a.im) > 1e-12) return false;
    return Math.abs(a.re - s2) <= 2 * Math.abs(s2 - s1) + 1e-9 * Math.max(1, Math.abs(a.re));
  }
  return false;
}

/**
 * A Taylor polynomial of order n at a: the error f − P must shrink like h^(n+1), so halving h
 * divides it by about 2^(n+1) (a wrong coefficient of degree j ≤ n only gives 2^j).
 */
export function verifyTaylor(f: string, p: string, x: string, a: number, n: number, sides: readonly number[] = [1, -1]): boolean {
  if (!Number.isFinite(a)) return false;
  // `sides`: [1] for an expansion valid on the right only (at +∞, after x = 1/t)
  for (const sign of sides) {
    const errs = [0.2, 0.1, 0.05].map((h) => {
      const fv = evaluateAscii(f, { [x]: a + sign * h });
      const pv = evaluateAscii(p, { [x]: a + sign * h });
      return fv && pv ? Math.abs(fv.re - pv.re) : NaN;
    });
    if (errs.some((e) => Number.isNaN(e))) return false;
    if (errs[2] < 1e-12) continue;
    const ratio = errs[1] / errs[2];
    if (!(ratio >= 0.6 * 2 ** (n + 1))) return false;
  }
  return true;
}

/**
 * A convergence verdict against the partial sums (mathjs, term by term): a convergent series has
 * increments over doubling blocks that shrink; a divergent one has increments that do not.
 * Factorials and powers overflow at large indices, so smaller blocks are tried next.
 */
/** Decimal numbers with a huge exponent range: (2n)!/(n!)² and nⁿ/n! stay finite far beyond doubles. */
const big = create(all, { number: 'BigNumber', precision: 30 }) as MathJsStatic;

/** log₁₀ |term| at an index in decimal arithmetic, or null. */
function bigLog10(summand: string, k: string, j: number): number | null {
  try {
    const r: unknown = big.evaluate(toMathjs(summand), { [k]: big.bignumber(j) });
    if (!big.isBigNumber(r) || !r.isFinite()) return null;
    return r.isZero() ? -Infinity : r.abs().log(10).toNumber();
  } catch {
    return null;
  }
}

/** The term at an index: in doubles, or from the decimal value when doubles overflow on the way. */
function termFunction(summand: string, k: string): (j: number, decimal: boolean) => number | null {
  const fast = realFunction(summand, k);
  return (j, decimal) => {
    const v = fast(j);
    if ((v !== null && Number.isFinite(v)) || !decimal) return v;
    try {
      const r: unknown = big.evaluate(toMathjs(summand), { [k]: big.bignumber(j) });
      return big.isBigNumber(r) && r.isFinite() ? r.toNumber() : null;
    } catch {
      return null;
    }
  };
}

export function verifyConvergence(summand: string, k: string, lo: number, converges: boolean): boolean {
  const start = Math.max(lo, 2);
  // terms whose size grows without bound (4ⁿ/√(πn), nⁿ/n!): divergent, read in decimal arithmetic
  if (!converges) {
    const sizes = [50, 100, 200].map((d) => bigLog10(summand, k, start + d));
    if (sizes.every((v): v is number => v !== null && Number.isFinite(v)) && sizes[0] > 0 && sizes[1] > sizes[0] + 1 && sizes[2] > sizes[1] + 1) return true;
  }
  const term = termFunction(summand, k);
  for (const n of [1000, 200, 40]) {
    // One pass, reading the partial sums at n, 2n and 4n terms; decimal arithmetic (slower) for
    // the shortest block only.
    const decimal = n === 40;
    const marks: number[] = [];
    let acc = 0;
    let ok = true;
    for (let j = start; j <= start + 4 * n; j++) {
      const v = term(j, decimal);
      if (v === null || !Number.isFinite(v)) {
        ok = false;
        break;
      }
      acc += v;
      if (j === start + n || j === start + 2 * n || j === start + 4 * n) marks.push(acc);
    }
    if (!ok) continue;
    const [s1, s2, s3] = marks;
    const d1 = Math.abs(s2 - s1);
    const d2 = Math.abs(s3 - s2);
    if (converges) {
      if (d2 <= 0.8 * d1 + 1e-12) return true;
      break;
    }
    // terms that do not shrink to 0 (Σ (−1)ⁿ, whose partial sums only swing) also mean divergence
    const [t1, t3] = [term(start + n, decimal), term(start + 4 * n, decimal)];
    if (t1 !== null && t3 !== null && Math.abs(t3) > 1e-3 && Math.abs(t3) >= 0.98 * Math.abs(t1)) return true;
    if (d1 > 1e-9 && d2 >= 0.95 * d1) return true;
    break;
  }
  return integralTestAgrees(summand, k, start, converges);
}

/**
 * Positive decreasing terms whose sums move at a logarithmic pace (Σ 1/(n ln²n), Σ 1/(n ln n)): by the
 * integral test the series behaves as ∫ a(x) dx from the first index, read in t = ln x.
 */
function integralTestAgrees(summand: string, k: string, start: number, converges: boolean): boolean {
  const a = realFunction(summand, k);
  let previous = Infinity;
  for (let x = start; x < 1e12; x *= 1.3) {
    const v = a(x);
    if (v === null || !Number.isFinite(v) || v <= 0 || v > previous) return false;
    previous = v;
  }
  return converges ? logScaleSettles(summand, k, start) : logScaleDiverges(summand, k, start, 1);
}

/** A finite product against the factors multiplied one by one with mathjs (other letters sampled). */
export function verifyFiniteProduct(factor: string, k: string, lo: number, hi: number, answer: string): boolean {
  const others = symbolsOf(factor, answer).filter((s) => s !== k);
  const scope: Record<string, number> = {};
  others.forEach((s, j) => (scope[s] = SAMPLES[j % SAMPLES.length]));
  let p = 1;
  for (let j = lo; j <= hi; j++) {
    const v = evaluateAscii(factor, { ...scope, [k]: j });
    if (!v || Math.abs(v.im) > 1e-12 || !Number.isFinite(v.re)) return false;
    p *= v.re;
  }
  const a = evaluateAscii(answer, scope);
  return a !== null && close(a, p, 1e-9);
}

/** A power series in x: its sum checked at a few points inside |x| < 1/2, where the usual ones converge. */
export function verifyPowerSeriesSum(summand: string, k: string, lo: number, x: string, answer: string): boolean {
  return [0.3, -0.45, 0.15].every((v) => verifyInfiniteSum(withValues(summand, [x], [v]), k, lo, withValues(answer, [x], [v])));
}
