import { factorMulti, toMPoly } from '../../cas/mpoly';
import { toRatFunc } from '../../cas/poly';
import { toAscii as nodeAscii } from '../../format/ascii';
import { parseNode } from '../../parse/math';
import type { SolveContext } from '../../strategy';
import { realRootsNumeric } from '../../verify/polyroots';
import { evaluateReal } from '../../verify/numeric';
import { solveByFactoring } from './roots';
import { type Ex, div, freeVars, isNum, key, neg, num, sqrt, sub, substitute, sym } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii } from '../derivative/print';
import { expand, simplify } from '../derivative/simplify';

/**
 * Polynomial systems solved exactly the way a course does it: a factor set to zero (zero-product),
 * an equation in one variable solved, an equation linear in a variable (constant coefficient)
 * solved for it and substituted. Any step outside these makes the solver give up (null), so a
 * list it returns holds every real solution.
 */
const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const d = (e: Ex, v: string): Ex => simplify(derivative(e, v));
export type Point = Map<string, Ex>;

/** The real roots of a polynomial in v, exactly; null when not a polynomial or when some root is missed. */
export function polyRoots(e: Ex, v: string, ctx: SolveContext): Ex[] | null {
  const r = toRatFunc(parseNode(toAscii(e)), v);
  if (!r || r.den.deg !== 0) return null;
  if (r.num.deg <= 0) return r.num.isZero() ? null : [];
  const roots = solveByFactoring(r.num, v, false, ctx, false).roots.map((n) => read(nodeAscii(n)));
  const exact = [...new Map(roots.map((x) => [toAscii(x), x])).values()];
  // every real root found, none missed: as many as the numerical roots of the polynomial
  const numeric = realRootsNumeric(r.num.c.map((q) => q.toNumber()));
  if (exact.length !== new Set(numeric.map((x) => x.toFixed(6))).size) return null;
  return exact;
}

/** Factors that can vanish: e^u never does, a constant neither. */
function factors(e: Ex): Ex[] {
  if (e.t === 'mul') return e.args.flatMap(factors);
  if (e.t === 'pow' && e.base.t === 'sym' && e.base.name === 'e') return [];
  if (e.t === 'pow' && e.exp.t === 'num' && e.exp.p > 0) return factors(e.base);
  return freeVars(e).size > 0 ? [e] : [];
}

const isZeroEx = (e: Ex): boolean => isNum(e) && e.p === 0;

/** All real solutions of eqs = 0 in vars, or null when the method cannot be sure to find them all. */
export function solveSystem(eqs: Ex[], vars: string[], ctx: SolveContext, depth = 0): Point[] | null {
  ctx.checkTime();
  if (depth > 12) return null;
  const live = eqs.map((e) => simplify(e)).filter((e) => !isZeroEx(e));
  if (live.some((e) => freeVars(e).size === 0)) return [];
  if (live.length === 0) return vars.length === 0 ? [new Map()] : null;
  // zero-product: one case per factor
  for (let i = 0; i < live.length; i++) {
    const fs = factors(live[i]);
    if (fs.length === 0) return [];
    if (fs.length < 2 && !(live[i].t === 'mul' || live[i].t === 'pow')) continue;
    const out: Point[] = [];
    for (const f of fs) {
      const part = solveSystem([f, ...live.filter((_, k) => k !== i)], vars, ctx, depth + 1);
      if (!part) return null;
      out.push(...part);
    }
    return out;
  }
  // one equation in one variable
  for (let i = 0; i < live.length; i++) {
    const fv = [...freeVars(live[i])];
    if (fv.length !== 1) continue;
    const v = fv[0];
    const roots = polyRoots(live[i], v, ctx);
    if (!roots) return null;
    const out: Point[] = [];
    for (const r of roots) {
      const part = solveSystem(live.filter((_, k) => k !== i).map((e) => substitute(e, v, r)), vars.filter((w) => w !== v), ctx, depth + 1);
      if (!part) return null;
      for (const p of part) out.push(new Map([...p, [v, r]]));
    }
    return out;
  }
  // an equation linear in a variable with a constant coefficient: solve for it and substitute
  for (let i = 0; i < live.length; i++) {
    for (const v of vars) {
      const c = d(live[i], v);
      if (!isNum(c) || isZeroEx(c)) continue;
      const value = simplify(div(neg(substitute(live[i], v, num(0))), c));
      const part = solveSystem(live.filter((_, k) => k !== i).map((e) => simplify(expand(substitute(e, v, value)))), vars.filter((w) => w !== v), ctx, depth + 1);
      if (!part) return null;
      return part.map((p) => new Map([...p, [v, simplify([...p].reduce((acc, [w, x]) => substitute(acc, w, x), value))]]));
    }
  }
  // a letter met only through its even powers (x² + y² = 3, x² = 2y²): solved for its square u = x²,
  // then x = ±√u for each u ≥ 0
  for (const v of vars) {
    if (!live.some((e) => freeVars(e).has(v)) || !live.every((e) => isEven(e, v))) continue;
    const u = `${v}_sq`;
    const part = solveSystem(live.map((e) => simplify(expand(substitute(e, v, sqrt(sym(u)))))), vars.map((w) => (w === v ? u : w)), ctx, depth + 1);
    if (!part) return null;
    const out: Point[] = [];
    for (const p of part) {
      const square = p.get(u) ?? num(0);
      const value = evaluateReal(toAscii(square));
      if (value === null) return null;
      const rest = [...p].filter(([w]) => w !== u);
      if (Math.abs(value) < 1e-12) out.push(new Map([...rest, [v, num(0)]]));
      else if (value > 0) for (const r of [simplify(sqrt(square)), simplify(neg(sqrt(square)))]) out.push(new Map([...rest, [v, r]]));
    }
    return out;
  }
  const linear = linearInLetter(live, vars, ctx, depth);
  if (linear !== undefined) return linear;
  // a polynomial in several letters that factors (2y² − 2x² = −2(x − y)(x + y)): zero-product again
  for (let i = 0; i < live.length; i++) {
    const split = factoredMulti(live[i], vars);
    if (split) return solveSystem([split, ...live.filter((_, k) => k !== i)], vars, ctx, depth + 1);
  }
  return null;
}

/** The coefficients c₀, c₁, … of e as a polynomial in v (v's degree at most 6), or null. */
function coefficientsIn(e: Ex, v: string): Ex[] | null {
  const out: Ex[] = [];
  let k = e;
  let factorial = 1;
  for (let j = 0; j <= 7; j++) {
    if (!freeVars(k).has(v)) return [...out, simplify(div(k, num(factorial)))];
    if (j === 7) return null;
    out.push(simplify(div(substitute(k, v, num(0)), num(factorial))));
    k = d(k, v);
    factorial *= j + 1;
  }
  return null;
}

/**
 * An equation a·v + b = 0 linear in a letter v whose coefficient a holds other letters (xy = 2):
 * the solutions where a = 0 (then b = 0 too), and those where a ≠ 0, with v = −b/a put into the
 * other equations, each multiplied by the power of a that clears its denominators. Undefined when
 * no equation is linear so; null when a part cannot be solved.
 */
function linearInLetter(live: Ex[], vars: string[], ctx: SolveContext, depth: number): Point[] | null | undefined {
  // polynomials only: a letter in a denominator would bring points where the system is not defined
  if (!live.every((e) => toMPoly(parseNode(toAscii(e)), vars.filter((v) => freeVars(e).has(v))) !== null)) return undefined;
  for (let i = 0; i < live.length; i++) {
    for (const v of vars) {
      const a = d(live[i], v);
      if (isNum(a) || freeVars(a).has(v)) continue;
      const b = simplify(substitute(live[i], v, num(0)));
      const others = live.filter((_, k) => k !== i);
      const cleared: Ex[] = [];
      for (const e of others) {
        const c = coefficientsIn(e, v);
        if (!c) return null;
        const n = c.length - 1;
        // Σ c_j (−b/a)^j · aⁿ = Σ c_j (−b)^j a^(n−j): a polynomial again
        cleared.push(simplify(expand(read(c.map((cj, j) => `(${toAscii(cj)})*(-(${toAscii(b)}))^${j}*(${toAscii(a)})^${n - j}`).join(' + ')))));
      }
      const rest = vars.filter((w) => w !== v);
      const where = solveSystem([a, b, ...others], vars, ctx, depth + 1);
      const off = solveSystem(cleared, rest, ctx, depth + 1);
      if (!where || !off) return null;
      const out = [...where];
      for (const p of off) {
        const at = (e: Ex): Ex => simplify([...p].reduce((acc, [w, x]) => substitute(acc, w, x), e));
        const av = evaluateReal(toAscii(at(a)));
        if (av === null) return null;
        // a point where a vanishes came from clearing the denominators, not from the system
        if (Math.abs(av) < 1e-12) continue;
        out.push(new Map([...p, [v, simplify(div(neg(at(b)), at(a)))]]));
      }
      return out;
    }
  }
  return undefined;
}

/** Whether e is unchanged when v changes sign: v appears only through its even powers. */
function isEven(e: Ex, v: string): boolean {
  return key(simplify(expand(sub(e, substitute(e, v, neg(sym(v))))))) === key(num(0));
}

/** The equation as a product of polynomial factors, when it is a polynomial that has some. */
function factoredMulti(e: Ex, vars: string[]): Ex | null {
  if (freeVars(e).size < 2) return null;
  const p = toMPoly(parseNode(toAscii(e)), vars.filter((v) => freeVars(e).has(v)));
  const f = p ? factorMulti(p) : null;
  if (!f) return null;
  const product = read(nodeAscii(f));
  return factors(product).length >= 2 ? product : null;
}

