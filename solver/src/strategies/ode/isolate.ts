import {
  type Ex, E, ONE, ZERO, add, dependsOn, div, fn, isNum, mul, neg, num, numValue, pow, sqrt, sub, sym, substitute, ln,
} from '../derivative/expr';
import { expand, simplify } from '../derivative/simplify';
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
        const root = withY.length === 2 ? withY.find((t) => isSquareRoot(t)) : undefined;
        // u + √Q(y) = r: squaring √Q = r − u cancels y² when Q's leading term is u's squared (v + √(v² + 1) = R)
        if (root && root.t === 'pow') {
          const squared = expand(sub(root.base, pow(sub(r, sub(l, root)), num(2))));
          return isolate(squared, ZERO, y);
        }
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

const isSquareRoot = (t: Ex): boolean => t.t === 'pow' && isNum(t.exp) && numValue(t.exp) === 0.5;

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
  // e^{−C} and e^{2C} in one answer are 1/K and K² for the same K = e^{C}: renamed each alone,
  // they would become unrelated constants
  const multiples = new Set(exponentMultiples(simplify(e), c));
  const power = (k: number): Ex => (multiples.size > 1 ? pow(C, num(k)) : C);
  const walk = (n: Ex): Ex => {
    switch (n.t) {
      case 'num':
      case 'sym':
        return n;
      case 'pow': {
        const b = walk(n.base);
        // the exponent as written: k·C inside it is the power of e^{C}, not yet a constant of its own
        const x = multiples.size > 1 ? n.exp : walk(n.exp);
        if (b.t === 'sym' && b.name === 'e' && dependsOn(x, c)) {
          const terms = x.t === 'add' ? x.args : [x];
          const cTerms = terms.filter((t) => dependsOn(t, c));
          if (cTerms.length === 1 && isConstMultiple(cTerms[0], c)) {
            const rest = terms.filter((t) => !dependsOn(t, c));
            return mul(power(multipleOf(cTerms[0])), pow(E, add(...rest)));
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

/** k in a term k·C. */
function multipleOf(t: Ex): number {
  return t.t === 'mul' ? t.args.reduce((k, a) => (isNum(a) ? k * numValue(a) : k), 1) : 1;
}

/** The multiples k of every e^{k·C + …} in e. */
function exponentMultiples(e: Ex, c: string): number[] {
  switch (e.t) {
    case 'num':
    case 'sym':
      return [];
    case 'pow': {
      const inner = [...exponentMultiples(e.base, c), ...exponentMultiples(e.exp, c)];
      if (e.base.t !== 'sym' || e.base.name !== 'e') return inner;
      const terms = e.exp.t === 'add' ? e.exp.args : [e.exp];
      const cTerms = terms.filter((t) => dependsOn(t, c));
      return cTerms.length === 1 && isConstMultiple(cTerms[0], c) ? [...inner, multipleOf(cTerms[0])] : inner;
    }
    default:
      return e.args.flatMap((a) => exponentMultiples(a, c));
  }
}
