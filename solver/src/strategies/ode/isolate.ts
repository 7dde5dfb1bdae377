import {
  type Ex, E, ONE, ZERO, add, dependsOn, div, fn, isNum, mul, neg, num, pow, sqrt, sub, sym, substitute, ln,
} from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { derivative } from '../derivative/differentiate';

/**
 * Solves lhs = rhs for the unknown y when the equation can be undone layer by layer (the way a
 * student isolates y after integrating: ln|y| = x² + C gives y = e^{x² + C}), or when it is linear
 * or quadratic in y. Returns null when y cannot be written explicitly.
 */
export function isolate(lhs: Ex, rhs: Ex, y: string): Ex | null {
  let l = simplify(lhs);
  let r = simplify(rhs);
  for (let guard = 0; guard < 20; guard++) {
    if (!dependsOn(l, y)) return null;
    if (l.t === 'sym' && l.name === y) return simplify(r);
    // linear in y: a·y + b = r
    const a = simplify(derivative(l, y));
    if (!dependsOn(a, y)) {
      const b = simplify(substitute(l, y, ZERO));
      return simplify(div(sub(r, b), a));
    }
    // quadratic in y: a·y² + b·y + c = r (the root with the + sign)
    const a2 = simplify(derivative(a, y));
    if (!dependsOn(a2, y) && l.t === 'add') {
      const qa = simplify(div(a2, num(2)));
      const qb = simplify(substitute(a, y, ZERO));
      const qc = simplify(sub(substitute(l, y, ZERO), r));
      const disc = simplify(sub(mul(qb, qb), mul(num(4), qa, qc)));
      return simplify(div(add(neg(qb), sqrt(disc)), mul(num(2), qa)));
    }
    switch (l.t) {
      case 'add': {
        const withY = l.args.filter((t) => dependsOn(t, y));
        if (withY.length !== 1) return null;
        r = simplify(sub(r, add(...l.args.filter((t) => !dependsOn(t, y)))));
        l = withY[0];
        break;
      }
      case 'mul': {
        const withY = l.args.filter((t) => dependsOn(t, y));
        if (withY.length !== 1) return null;
        r = simplify(div(r, mul(...l.args.filter((t) => !dependsOn(t, y)))));
        l = withY[0];
        break;
      }
      case 'pow': {
        if (!dependsOn(l.exp, y)) {
          r = simplify(pow(r, div(ONE, l.exp)));
          l = l.base;
        } else if (!dependsOn(l.base, y)) {
          r = simplify(l.base.t === 'sym' && l.base.name === 'e' ? ln(r) : div(ln(r), ln(l.base)));
          l = l.exp;
        } else return null;
        break;
      }
      case 'fn': {
        const inverse = INVERSES[l.name];
        if (!inverse) return null;
        r = simplify(inverse(r, l.args));
        l = l.args[0];
        break;
      }
      default:
        return null;
    }
  }
  return null;
}

const INVERSES: Partial<Record<string, (r: Ex, args: Ex[]) => Ex>> = {
  ln: (r) => pow(E, r),
  log: (r, args) => pow(args[1], r),
  // |u| = r: the sign is absorbed by the arbitrary constant afterwards
  abs: (r) => r,
  atan: (r) => fn('tan', r),
  asin: (r) => fn('sin', r),
  acos: (r) => fn('cos', r),
  tan: (r) => fn('atan', r),
  sin: (r) => fn('asin', r),
  cos: (r) => fn('acos', r),
  sinh: (r) => fn('asinh', r),
  asinh: (r) => fn('sinh', r),
  tanh: (r) => fn('atanh', r),
  atanh: (r) => fn('tanh', r),
};

/**
 * Renames constant expressions of the constant C into C itself: e^{G + C} = C·e^{G} (e^C is just
 * another arbitrary constant), C/2 → C, so the answer shows one plain arbitrary constant.
 */
export function absorbConstant(e: Ex, c: string): Ex {
  const C = sym(c);
  const walk = (n: Ex): Ex => {
    switch (n.t) {
      case 'num':
      case 'sym':
        return n;
      case 'pow': {
        const b = walk(n.base);
        const x = walk(n.exp);
        if (b.t === 'sym' && b.name === 'e' && dependsOn(x, c)) {
          const terms = x.t === 'add' ? x.args : [x];
          const cTerms = terms.filter((t) => dependsOn(t, c));
          if (cTerms.length === 1 && isConstMultiple(cTerms[0], c)) {
            const rest = terms.filter((t) => !dependsOn(t, c));
            return mul(C, pow(E, add(...rest)));
          }
        }
        return pow(b, x);
      }
      case 'add':
        return add(...n.args.map(walk));
      case 'mul': {
        const args = n.args.map(walk);
        // k·C → C
        if (args.some((a) => a.t === 'sym' && a.name === c) && args.every((a) => isNum(a) || (a.t === 'sym' && a.name === c))) return C;
        return mul(...args);
      }
      case 'fn':
        return fn(n.name, ...n.args.map(walk));
    }
  };
  return simplify(walk(simplify(e)));
}

function isConstMultiple(t: Ex, c: string): boolean {
  if (t.t === 'sym') return t.name === c;
  return t.t === 'mul' && t.args.filter((a) => a.t === 'sym' && a.name === c).length === 1 && t.args.every((a) => isNum(a) || (a.t === 'sym' && a.name === c));
}
