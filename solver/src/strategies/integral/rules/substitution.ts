/**
 * u-substitution, found the way a student looks for it: pick an inner expression g(x) whose
 * derivative g'(x) also appears as a factor (up to a constant); the integrand divided by g'(x)
 * must then be a function of g(x) alone.
 */
import * as X from '../sym/expr';
import type { Expr } from '../sym/expr';
import { diff } from '../sym/diff';
import { linear, coeffs } from '../sym/poly';
import { plain } from '../sym/plain';
import { toAscii } from '../sym/print';
import { intTex, PARTS_NAMES, step, tex } from './tex';
import type { IntCtx, Integration, Rule } from './types';
import { simplifyPythagorean } from './trigIdentities';

/** Inner expressions worth trying as u, innermost-first as a teacher would (u = x², u = ln x …). */
function candidates(g: Expr, x: Expr): Expr[] {
  const out: Expr[] = [];
  const seen = new Set<string>();
  const push = (e: Expr): void => {
    if (X.free(e, x) || X.same(e, x) || e.k === 'num') return;
    const k = X.key(e);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(e);
    }
  };
  const walk = (e: Expr): void => {
    switch (e.k) {
      case 'fn':
        push(e.arg);
        push(e);
        walk(e.arg);
        break;
      case 'pow':
        push(e.base);
        if (!X.free(e.exp, x)) push(e.exp);
        // x⁴ = (x²)²: u = x² is a candidate even though x² is not written
        if (X.same(e.base, x) && e.exp.k === 'num' && e.exp.v.d === 1n) {
          const n = Number(e.exp.v.n);
          for (let k = 2; k < n; k++) if (n % k === 0) push(X.pow(x, X.num(k)));
        }
        walk(e.base);
        walk(e.exp);
        break;
      case 'mul':
      case 'add':
        e.args.forEach(walk);
        break;
      default:
        break;
    }
  };
  walk(g);
  return out;
}

/** x written back in terms of u, for the substitutions whose inverse a student knows. */
function inverse(u0: Expr, x: Expr, u: Expr): Expr | null {
  if (u0.k === 'fn' && X.same(u0.arg, x)) {
    if (u0.name === 'atan') return X.fn('tan', u);
    if (u0.name === 'asin') return X.fn('sin', u);
    if (u0.name === 'ln') return X.fn('exp', u);
    if (u0.name === 'exp') return X.fn('ln', u);
  }
  // u = xⁿ gives x = u^(1/n) only for odd n or n = 1/m (x = ±√u would lose the sign)
  if (u0.k === 'pow' && X.same(u0.base, x) && u0.exp.k === 'num' && u0.exp.v.n % 2n !== 0n) return X.pow(u, X.div(X.ONE, u0.exp));
  const lin = linear(u0, x);
  if (lin) return X.div(X.sub(u, lin[1]), lin[0]);
  // u = e^(ax + b): x = (ln u − b)/a, so e^(2ax) = u²
  if (u0.k === 'fn' && u0.name === 'exp') {
    const l = linear(u0.arg, x);
    if (l) return X.div(X.sub(X.fn('ln', u), l[1]), l[0]);
  }
  return null;
}

/** Replaces x^m by ((u − b)/a)^(m/n) when u = a xⁿ + b, so x³ dx with u = x² + 1 still substitutes. */
function substitutePowers(h: Expr, u0: Expr, x: Expr, u: Expr): Expr {
  const c = coeffs(u0, x, 12);
  if (!c) return h;
  const n = c.length - 1;
  if (n < 2 || c.slice(1, n).some((k) => !X.isZero(k))) return h;
  const xn = X.div(X.sub(u, c[0]), c[n]);
  const walk = (e: Expr): Expr => {
    if (X.same(e, x)) return e;
    if (e.k === 'pow' && X.same(e.base, x) && e.exp.k === 'num' && e.exp.v.d === 1n && Number(e.exp.v.n) % n === 0) {
      return X.pow(xn, X.num(Number(e.exp.v.n) / n));
    }
    switch (e.k) {
      case 'add': return X.add(...e.args.map(walk));
      case 'mul': return X.mul(...e.args.map(walk));
      case 'pow': return X.pow(walk(e.base), walk(e.exp));
      case 'fn': return X.fn(e.name, walk(e.arg));
      default: return e;
    }
  };
  return walk(h);
}

export function freshVar(x: Expr, g: Expr, taken: readonly string[] = []): Expr {
  for (const name of ['u', 't', 'w', 'v', 's']) {
    if (taken.includes(name)) continue;
    const v = X.sym(name);
    if (!X.same(v, x) && X.free(g, v)) return v;
  }
  return X.sym('u1');
}

/** The integrand rewritten in u (direct: without writing x back in terms of u), or null. */
export function rewriteIn(g: Expr, x: Expr, u0: Expr, u: Expr): { h: Expr; direct: boolean } | null {
  const du = diff(u0, x);
  if (X.isZero(du)) return null;
  const q = X.cancel(X.div(g, du));
  let h = X.subs(q, u0, u);
  if (X.free(h, x)) return { h, direct: true };
  h = substitutePowers(h, u0, x, u);
  if (X.free(h, x)) return { h, direct: true };
  const inv = inverse(u0, x, u);
  if (inv) {
    h = simplifyPythagorean(X.subs(h, x, inv), u);
    // x = ln u or x = tan u left in the integrand only trades one hard integral for another
    // (x eˣ would become ∫ln u du); eᵘ left over is fine (sin(ln x) → eᵘ sin u)
    const leftover = inv.k === 'fn' && inv.name !== 'exp' && X.has(h, inv);
    if (X.free(h, x) && !leftover) return { h, direct: false };
  }
  return null;
}

/**
 * Direct substitutions (g'(x) is visibly a factor) are tried early; those that need x written
 * back in terms of u (x = tan u, x = eᵘ) come after integration by parts, which a teacher would
 * try first on x ln²x or x eˣ.
 */
export const substitutionRule: Rule = (g, x, ctx) => substitute(g, x, ctx, true);
export const inverseSubstitutionRule: Rule = (g, x, ctx) => substitute(g, x, ctx, false);

function substitute(g: Expr, x: Expr, ctx: IntCtx, direct: boolean): Integration | null {
  if (g.k === 'add') return null;
  // inside integration by parts, u and v already name the parts
  const u = freshVar(x, g, ctx.stack.includes(PARTS_NAMES) ? ['u', 'v'] : []);
  const options: { u0: Expr; h: Expr; rank: [number, number] }[] = [];
  for (const u0 of candidates(g, x)) {
    ctx.checkTime();
    if (linear(u0, x)) continue; // a linear inner function is read straight from the table
    if (X.same(u0, g)) continue; // u = the whole integrand (∫arctan x dx) is a job for parts
    const r = rewriteIn(g, x, u0, u);
    if (!r || r.direct !== direct || X.same(r.h, X.subs(g, x, u))) continue;
    // Direct substitutions (g'(x) visibly there) come first, innermost first; those that need
    // x written back in terms of u follow, the one leaving the simplest integral first.
    options.push({ u0, h: r.h, rank: r.direct ? [0, options.length] : [1, toAscii(r.h).length] });
  }
  options.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
  for (const { u0, h } of options) {
    const r = ctx.integrate(h, u, ctx);
    if (!r) continue;
    return substitutionResult(g, x, u0, u, h, r);
  }
  return null;
}

export function substitutionResult(g: Expr, x: Expr, u0: Expr, u: Expr, h: Expr, r: Integration): Integration {
  const du = diff(u0, x);
  const F = X.subs(r.F, u, u0);
  const steps = [
    step(
      `Substitute ${plain(u)} = ${plain(u0)}`, `Poser ${plain(u)} = ${plain(u0)}`,
      `The integrand contains ${plain(u0)} and, as a factor, its derivative ${plain(du)} (up to a constant), so the substitution ${plain(u)} = ${plain(u0)} turns it into an integral in ${plain(u)} alone.`,
      `L'intégrande contient ${plain(u0)} et, en facteur, sa dérivée ${plain(du)} (à une constante près) : le changement de variable ${plain(u)} = ${plain(u0)} donne une intégrale en ${plain(u)} seulement.`,
      `${tex(u)} = ${tex(u0)},\\quad d${tex(u)} = ${tex(du)}\\,d${tex(x)}\\quad\\Rightarrow\\quad ${intTex(g, x)} = ${intTex(h, u)}`,
    ),
    ...r.steps,
    step(
      'Substitute back', 'Revenir à la variable initiale',
      `Replace ${plain(u)} by ${plain(u0)}.`, `On remplace ${plain(u)} par ${plain(u0)}.`,
      `${tex(r.F)} \\;\\to\\; ${tex(F)}`,
    ),
  ];
  return { F, steps, sub: { u0, u, h, inner: r } };
}

export type { IntCtx };
