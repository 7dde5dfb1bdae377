/**
 * Trigonometric rewriting with named identities, for simplifications and proofs a student can
 * follow: Pythagorean (sin² + cos² = 1, 1 + tan² = sec², 1 + cot² = csc²), double angle
 * (2 sin u cos u = sin 2u, cos² u − sin² u = cos 2u), quotient and reciprocal identities
 * (tan = sin/cos, sec = 1/cos …). Each rewrite returns the identity used and the new expression.
 */
import * as X from '../integral/sym/expr';
import type { Expr, FnName } from '../integral/sym/expr';
import * as R from '../integral/sym/rational';
import { text, type Text } from '../../i18n';

export interface Rewrite {
  name: Text;
  identity: string;
  result: Expr;
}

const PYTH_PAIRS: { a: FnName; b: FnName; sb: 1 | -1; to: 'one' }[] = [
  { a: 'sin', b: 'cos', sb: 1, to: 'one' }, // c·sin² + c·cos² = c
  { a: 'sec', b: 'tan', sb: -1, to: 'one' }, // c·sec² − c·tan² = c
  { a: 'csc', b: 'cot', sb: -1, to: 'one' }, // c·csc² − c·cot² = c
];

/** 1 ± f² → g² forms: [f, sign of f² term, g] with the constant term +1. */
const ONE_PLUS: { f: FnName; sf: 1 | -1; g: FnName; tex: string }[] = [
  { f: 'sin', sf: -1, g: 'cos', tex: '1 - \\sin^{2} u = \\cos^{2} u' },
  { f: 'cos', sf: -1, g: 'sin', tex: '1 - \\cos^{2} u = \\sin^{2} u' },
  { f: 'tan', sf: 1, g: 'sec', tex: '1 + \\tan^{2} u = \\sec^{2} u' },
  { f: 'cot', sf: 1, g: 'csc', tex: '1 + \\cot^{2} u = \\csc^{2} u' },
];
/** f² − 1 → g²: sec² − 1 = tan², csc² − 1 = cot². */
const MINUS_ONE: { f: FnName; g: FnName; tex: string }[] = [
  { f: 'sec', g: 'tan', tex: '\\sec^{2} u - 1 = \\tan^{2} u' },
  { f: 'csc', g: 'cot', tex: '\\csc^{2} u - 1 = \\cot^{2} u' },
];

/** A term c·M·f(u)² split as [c, M, f, u], or null. */
function squareTerm(t: Expr): { c: R.Q; m: Expr; f: FnName; u: Expr } | null {
  const [c, rest] = X.splitCoef(t);
  const fs = X.factors(rest);
  for (let i = 0; i < fs.length; i++) {
    const p = fs[i];
    if (p.k === 'pow' && p.base.k === 'fn' && p.exp.k === 'num' && R.isInt(p.exp.v) && p.exp.v.n >= 2n) {
      const m = X.mul(...fs.filter((_, j) => j !== i), X.pow(p.base, X.num(p.exp.v.n - 2n)));
      return { c, m, f: p.base.name, u: p.base.arg };
    }
  }
  return null;
}

function pythagoreanInSum(e: Expr): Rewrite | null {
  if (e.k !== 'add') return null;
  const ts = e.args;
  const sq = ts.map(squareTerm);
  // pairs c·M·a² + s·c·M·b² → c·M
  for (let i = 0; i < ts.length; i++) {
    for (let j = 0; j < ts.length; j++) {
      const p = sq[i];
      const q = sq[j];
      if (i === j || !p || !q || !X.same(p.u, q.u) || !X.same(p.m, q.m)) continue;
      for (const pair of PYTH_PAIRS) {
        if (p.f === pair.a && q.f === pair.b && R.eq(q.c, R.mul(p.c, R.q(pair.sb)))) {
          const rest = ts.filter((_, k) => k !== i && k !== j);
          const result = X.add(...rest, X.mul(X.numQ(p.c), p.m));
          const tex = pair.a === 'sin' ? '\\sin^{2} u + \\cos^{2} u = 1' : pair.a === 'sec' ? '\\sec^{2} u - \\tan^{2} u = 1' : '\\csc^{2} u - \\cot^{2} u = 1';
          return { name: text('Pythagorean identity', 'Identité de Pythagore'), identity: tex, result };
        }
      }
    }
  }
  // k·M ± k·M·f² → k·M·g²
  for (let i = 0; i < ts.length; i++) {
    const q = sq[i];
    if (!q) continue;
    for (let j = 0; j < ts.length; j++) {
      if (i === j) continue;
      const [c, m] = X.splitCoef(ts[j]);
      if (!X.same(m, q.m)) continue;
      for (const rule of ONE_PLUS) {
        if (q.f === rule.f && R.eq(q.c, R.mul(c, R.q(rule.sf)))) {
          const rest = ts.filter((_, k) => k !== i && k !== j);
          const result = X.add(...rest, X.mul(X.numQ(c), q.m, X.sq(X.fn(rule.g, q.u))));
          return { name: text('Pythagorean identity', 'Identité de Pythagore'), identity: rule.tex, result };
        }
      }
      for (const rule of MINUS_ONE) {
        if (q.f === rule.f && R.eq(q.c, R.neg(c))) {
          const rest = ts.filter((_, k) => k !== i && k !== j);
          const result = X.add(...rest, X.mul(X.numQ(q.c), q.m, X.sq(X.fn(rule.g, q.u))));
          return { name: text('Pythagorean identity', 'Identité de Pythagore'), identity: rule.tex, result };
        }
      }
    }
  }
  return null;
}

function fnPow(f: Expr): { name: FnName; u: Expr; n: number } | null {
  const b = f.k === 'pow' ? f.base : f;
  const n = f.k === 'pow' && f.exp.k === 'num' && R.isInt(f.exp.v) ? Number(f.exp.v.n) : f.k === 'pow' ? NaN : 1;
  return b.k === 'fn' && Number.isFinite(n) ? { name: b.name, u: b.arg, n } : null;
}

/** 2 sin u cos u → sin 2u;  cos² u − sin² u → cos 2u. */
function doubleAngle(e: Expr): Rewrite | null {
  if (e.k === 'mul') {
    const [c, rest] = X.splitCoef(e);
    const fs = X.factors(rest).map(fnPow);
    const si = fs.findIndex((f) => f?.name === 'sin' && f.n === 1);
    const ci = fs.findIndex((f) => f?.name === 'cos' && f.n === 1);
    if (si >= 0 && ci >= 0 && X.same(fs[si]!.u, fs[ci]!.u) && R.eq(c, R.q(2n)) && X.factors(rest).length === 2) {
      return { name: text('Double-angle formula', "Formule de l'angle double"), identity: '2\\sin u\\cos u = \\sin 2u', result: X.fn('sin', X.mul(X.TWO, fs[si]!.u)) };
    }
  }
  if (e.k === 'add' && e.args.length === 2 && e.args[0].k === 'num') {
    // 1 − 2 sin² u = cos 2u,  2 cos² u − 1 = cos 2u (times a constant)
    const k = e.args[0].v;
    const sq = squareTerm(e.args[1]);
    if (sq && X.isOne(sq.m)) {
      if (sq.f === 'sin' && R.eq(sq.c, R.mul(R.q(-2n), k))) {
        return { name: text('Double-angle formula', "Formule de l'angle double"), identity: '1 - 2\\sin^{2} u = \\cos 2u', result: X.mul(X.numQ(k), X.fn('cos', X.mul(X.TWO, sq.u))) };
      }
      if (sq.f === 'cos' && R.eq(sq.c, R.mul(R.q(-2n), k))) {
        return { name: text('Double-angle formula', "Formule de l'angle double"), identity: '2\\cos^{2} u - 1 = \\cos 2u', result: X.mul(X.numQ(R.neg(k)), X.fn('cos', X.mul(X.TWO, sq.u))) };
      }
    }
  }
  if (e.k === 'add' && e.args.length === 2) {
    const [p, q] = e.args.map(squareTerm);
    if (p && q && X.same(p.u, q.u) && X.isOne(p.m) && X.isOne(q.m) && R.eq(p.c, R.neg(q.c))) {
      const cosFirst = p.f === 'cos' && q.f === 'sin' ? p.c : p.f === 'sin' && q.f === 'cos' ? q.c : null;
      if (cosFirst) {
        return { name: text('Double-angle formula', "Formule de l'angle double"), identity: '\\cos^{2} u - \\sin^{2} u = \\cos 2u', result: X.mul(X.numQ(cosFirst), X.fn('cos', X.mul(X.TWO, p.u))) };
      }
    }
  }
  return null;
}

/** sin a cos b + cos a sin b = sin(a + b), cos a cos b ∓ sin a sin b = cos(a ± b). */
function additionFormula(e: Expr): Rewrite | null {
  if (e.k !== 'add' || e.args.length !== 2) return null;
  const pair = (t: Expr): { c: R.Q; f: [string, Expr][] } | null => {
    const [c, rest] = X.splitCoef(t);
    const fs = X.factors(rest);
    if (fs.length !== 2 || !fs.every((f) => f.k === 'fn' && (f.name === 'sin' || f.name === 'cos'))) return null;
    return { c, f: fs.map((f) => [(f as { name: string }).name, (f as { arg: Expr }).arg] as [string, Expr]) };
  };
  const p = pair(e.args[0]);
  const q = pair(e.args[1]);
  if (!p || !q || !R.eq(R.mul(p.c, p.c), R.mul(q.c, q.c))) return null;
  const find = (t: { f: [string, Expr][] }, name: string, arg: Expr): boolean => t.f.some(([n, a]) => n === name && X.same(a, arg));
  const [n1, a1] = p.f[0];
  const [n2, a2] = p.f[1];
  if (X.same(a1, a2)) return null;
  const name = (k: string): string => k;
  const mixed = n1 !== n2;
  if (mixed) {
    // sin a cos b ± cos a sin b
    const sArg = n1 === 'sin' ? a1 : a2;
    const cArg = n1 === 'sin' ? a2 : a1;
    if (!find(q, 'cos', sArg) || !find(q, 'sin', cArg)) return null;
    const arg = R.eq(p.c, q.c) ? X.add(sArg, cArg) : X.sub(sArg, cArg);
    return { name: text('Addition formula', "Formule d'addition"), identity: `\\sin a\\cos b ${R.eq(p.c, q.c) ? '+' : '-'} \\cos a\\sin b = \\sin(a ${R.eq(p.c, q.c) ? '+' : '-'} b)`, result: X.mul(X.numQ(p.c), X.fn('sin', arg)) };
  }
  // cos a cos b ∓ sin a sin b
  const cosFirst = name(n1) === 'cos' ? p : q;
  const sinPair = cosFirst === p ? q : p;
  if (cosFirst.f.some(([n]) => n !== 'cos') || sinPair.f.some(([n]) => n !== 'sin')) return null;
  const [ca, cb] = [cosFirst.f[0][1], cosFirst.f[1][1]];
  if (!find(sinPair, 'sin', ca) || !find(sinPair, 'sin', cb)) return null;
  const plus = R.eq(sinPair.c, R.neg(cosFirst.c));
  return { name: text('Addition formula', "Formule d'addition"), identity: `\\cos a\\cos b ${plus ? '-' : '+'} \\sin a\\sin b = \\cos(a ${plus ? '+' : '-'} b)`, result: X.mul(X.numQ(cosFirst.c), X.fn('cos', plus ? X.add(ca, cb) : X.sub(ca, cb))) };
}

/** The first rewrite that applies somewhere in e (outermost first). */
export function rewriteOnce(e: Expr): Rewrite | null {
  const here = pythagoreanInSum(e) ?? doubleAngle(e) ?? additionFormula(e);
  if (here) return here;
  const rebuild = (child: Rewrite, e2: Expr): Rewrite => ({ ...child, result: e2 });
  switch (e.k) {
    case 'add':
    case 'mul':
      for (let i = 0; i < e.args.length; i++) {
        const r = rewriteOnce(e.args[i]);
        if (r) {
          const args = e.args.map((a, j) => (j === i ? r.result : a));
          return rebuild(r, e.k === 'add' ? X.add(...args) : X.mul(...args));
        }
      }
      return null;
    case 'pow': {
      const r = rewriteOnce(e.base);
      return r ? rebuild(r, X.pow(r.result, e.exp)) : null;
    }
    case 'fn': {
      const r = rewriteOnce(e.arg);
      return r ? rebuild(r, X.fn(e.name, r.result)) : null;
    }
    default: return null;
  }
}

/** tan, cot, sec, csc written with sin and cos. */
export function toSinCos(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(toSinCos));
    case 'mul': return X.mul(...e.args.map(toSinCos));
    case 'pow': return X.pow(toSinCos(e.base), toSinCos(e.exp));
    case 'fn': {
      const u = toSinCos(e.arg);
      const s = X.fn('sin', u);
      const c = X.fn('cos', u);
      switch (e.name) {
        case 'tan': return X.div(s, c);
        case 'cot': return X.div(c, s);
        case 'sec': return X.div(X.ONE, c);
        case 'csc': return X.div(X.ONE, s);
        case 'sin':
        case 'cos': {
          // sin(2u), cos(2u) and sums of angles expanded, so everything is in sin u, cos u
          const lin = e.arg;
          if (lin.k === 'mul' && lin.args.length === 2 && lin.args[0].k === 'num' && R.isInt(lin.args[0].v) && lin.args[0].v.n >= 2n && lin.args[0].v.n <= 6n) {
            const v = lin.args[1];
            const n = lin.args[0].v.n;
            if (n === 2n) return e.name === 'sin' ? X.mul(X.TWO, X.fn('sin', v), X.fn('cos', v)) : X.sub(X.sq(X.fn('cos', v)), X.sq(X.fn('sin', v)));
            // sin(nv) = sin((n−1)v) cos v + cos((n−1)v) sin v, and the same for cos
            const prevS = toSinCos(X.fn('sin', X.mul(X.num(n - 1n), v)));
            const prevC = toSinCos(X.fn('cos', X.mul(X.num(n - 1n), v)));
            const s1 = X.fn('sin', v);
            const c1 = X.fn('cos', v);
            return X.expand(e.name === 'sin' ? X.add(X.mul(prevS, c1), X.mul(prevC, s1)) : X.sub(X.mul(prevC, c1), X.mul(prevS, s1)));
          }
          if (lin.k === 'add' && lin.args.length === 2 && lin.args.every((t) => !X.isNum(t))) {
            const [a, b] = lin.args.map(toSinCos);
            const sa = X.fn('sin', a), ca = X.fn('cos', a), sb = X.fn('sin', b), cb = X.fn('cos', b);
            return e.name === 'sin' ? X.add(X.mul(sa, cb), X.mul(ca, sb)) : X.sub(X.mul(ca, cb), X.mul(sa, sb));
          }
          return X.fn(e.name, u);
        }
        default: return X.fn(e.name, u);
      }
    }
    default: return e;
  }
}

/** cos²ⁿ u → (1 − sin² u)ⁿ, so a polynomial in sin u, cos u has one normal form; then expand. */
export function reduceCosSquares(e: Expr): Expr {
  const walk = (t: Expr): Expr => {
    switch (t.k) {
      case 'add': return X.add(...t.args.map(walk));
      case 'mul': return X.mul(...t.args.map(walk));
      case 'pow': {
        if (t.base.k === 'fn' && t.base.name === 'cos' && t.exp.k === 'num' && R.isInt(t.exp.v) && t.exp.v.n >= 2n) {
          const n = t.exp.v.n;
          return X.mul(X.pow(X.sub(X.ONE, X.sq(X.fn('sin', t.base.arg))), X.num(n / 2n)), X.pow(t.base, X.num(n % 2n)));
        }
        return X.pow(walk(t.base), t.exp);
      }
      default: return t;
    }
  };
  return X.expand(walk(X.expand(e)));
}

/** sin/cos → tan, cos/sin → cot, 1/cos → sec, 1/sin → csc: the shorter, usual way of writing. */
export function fromSinCos(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(fromSinCos));
    case 'pow': {
      const p = fnPow(e);
      // 1/cos u = sec u, 1/sin u = csc u
      if (p && p.n < 0 && (p.name === 'sin' || p.name === 'cos')) return X.pow(X.fn(p.name === 'sin' ? 'csc' : 'sec', p.u), X.num(-p.n));
      return X.pow(fromSinCos(e.base), e.exp);
    }
    case 'fn': return X.fn(e.name, fromSinCos(e.arg));
    case 'mul': {
      // sin/cos powers are paired first (sin·cos⁻¹ = tan), the rest rewritten inside
      const fs = e.args.map((f) => (fnPow(f) ? f : fromSinCos(f)));
      const out: Expr[] = [];
      const used = new Set<number>();
      for (let i = 0; i < fs.length; i++) {
        const p = fnPow(fs[i]);
        if (!p || used.has(i)) continue;
        for (let j = 0; j < fs.length; j++) {
          const q = fnPow(fs[j]);
          if (i === j || !q || used.has(j) || !X.same(p.u, q.u)) continue;
          if (p.name === 'sin' && q.name === 'cos' && p.n === -q.n) {
            out.push(X.pow(X.fn(p.n > 0 ? 'tan' : 'cot', p.u), X.num(Math.abs(p.n))));
            used.add(i).add(j);
            break;
          }
        }
      }
      fs.forEach((f, i) => {
        if (used.has(i)) return;
        const p = fnPow(f);
        if (p && p.n < 0 && (p.name === 'sin' || p.name === 'cos')) out.push(X.pow(X.fn(p.name === 'sin' ? 'csc' : 'sec', p.u), X.num(-p.n)));
        else out.push(f);
      });
      return X.mul(...out);
    }
    default: return e;
  }
}
