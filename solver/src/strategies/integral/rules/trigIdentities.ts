/**
 * Pythagorean identities applied to an expression in a new variable after a substitution
 * (1 + tan²u = sec²u, 1 − sin²u = cos²u …), and √(cos²u) = cos u on the principal range the
 * substitution lives on (−π/2 < u < π/2, where cos u and sec u are positive).
 */
import * as X from '../sym/expr';
import type { Expr, FnName } from '../sym/expr';
import * as R from '../sym/rational';

const PYTHAGOREAN: { fn: FnName; sign: 1 | -1; constSign: 1 | -1; to: FnName }[] = [
  { fn: 'tan', sign: 1, constSign: 1, to: 'sec' }, // 1 + tan² = sec²
  { fn: 'cot', sign: 1, constSign: 1, to: 'csc' }, // 1 + cot² = csc²
  { fn: 'sin', sign: -1, constSign: 1, to: 'cos' }, // 1 − sin² = cos²
  { fn: 'cos', sign: -1, constSign: 1, to: 'sin' }, // 1 − cos² = sin²
  { fn: 'sec', sign: 1, constSign: -1, to: 'tan' }, // sec² − 1 = tan²
  { fn: 'csc', sign: 1, constSign: -1, to: 'cot' }, // csc² − 1 = cot²
];

function squareOf(t: Expr): { fn: FnName; arg: Expr; c: R.Q } | null {
  const [c, rest] = X.splitCoef(t);
  if (rest.k === 'pow' && rest.base.k === 'fn' && X.same(rest.exp, X.TWO)) return { fn: rest.base.name, arg: rest.base.arg, c };
  return null;
}

function pythagoras(e: Expr): Expr {
  if (e.k !== 'add' || e.args.length !== 2) return e;
  const [c, p] = X.primitive(e);
  if (p.k !== 'add' || p.args.length !== 2 || p.args[0].k !== 'num') return e;
  const k = p.args[0].v;
  const sq = squareOf(p.args[1]);
  if (!sq) return e;
  for (const rule of PYTHAGOREAN) {
    if (rule.fn !== sq.fn) continue;
    if (R.eq(k, R.q(rule.constSign)) && R.eq(sq.c, R.q(rule.sign))) return X.mul(X.numQ(c), X.sq(X.fn(rule.to, sq.arg)));
    if (R.eq(k, R.q(-rule.constSign)) && R.eq(sq.c, R.q(-rule.sign))) return X.mul(X.numQ(R.neg(c)), X.sq(X.fn(rule.to, sq.arg)));
  }
  return e;
}

const POSITIVE_ON_PRINCIPAL: ReadonlySet<FnName> = new Set(['cos', 'sec']);

function rootOfSquare(e: Expr, u: Expr): Expr {
  if (e.k === 'pow' && e.base.k === 'pow' && e.base.base.k === 'fn' && POSITIVE_ON_PRINCIPAL.has(e.base.base.name) && X.same(e.base.base.arg, u)) {
    return X.pow(e.base.base, X.mul(e.base.exp, e.exp));
  }
  return e;
}

function walk(e: Expr, u: Expr): Expr {
  switch (e.k) {
    case 'add': return pythagoras(X.add(...e.args.map((a) => walk(a, u))));
    case 'mul': return X.mul(...e.args.map((a) => walk(a, u)));
    case 'pow': return rootOfSquare(X.pow(walk(e.base, u), walk(e.exp, u)), u);
    case 'fn': return X.fn(e.name, walk(e.arg, u));
    default: return e;
  }
}

export function simplifyPythagorean(e: Expr, u: Expr): Expr {
  let cur = X.cancel(e);
  for (let i = 0; i < 4; i++) {
    const next = walk(cur, u);
    if (X.same(next, cur)) break;
    cur = next;
  }
  return cur;
}
