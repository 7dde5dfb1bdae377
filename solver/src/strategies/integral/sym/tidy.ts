/**
 * The last touch on an answer: constants multiplied into sums (2(x sin x + cos x) → 2x sin x +
 * 2 cos x, one flat sum a student can read term by term) and logarithms of powers brought down
 * (ln|1/√(x² + 1)| → −½ ln(x² + 1)).
 */
import * as X from './expr';
import type { Expr } from './expr';

function distribute(e: Expr): Expr {
  if (e.k === 'add') return X.add(...e.args.map(distribute));
  if (e.k !== 'mul') return e;
  let acc: Expr[] = [X.ONE];
  for (const f of e.args) {
    const d = distribute(f);
    const ts = d.k === 'add' ? d.args : [d];
    const next: Expr[] = [];
    for (const a of acc) for (const t of ts) next.push(X.mul(a, t));
    acc = next;
    if (acc.length > 64) return e;
  }
  return X.add(...acc);
}

function logs(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(logs));
    case 'mul': return X.mul(...e.args.map(logs));
    case 'pow': return X.pow(logs(e.base), logs(e.exp));
    case 'fn': {
      const a = logs(e.arg);
      if (e.name === 'ln') {
        const inner = a.k === 'fn' && a.name === 'abs' ? a.arg : null;
        const p = inner ?? a;
        if (p.k === 'pow' && p.exp.k === 'num') {
          const base = inner ? X.fn('abs', p.base) : p.base;
          return X.mul(p.exp, X.fn('ln', base));
        }
      }
      return X.fn(e.name, a);
    }
    default: return e;
  }
}

/** √(1 − x²/4) → √(4 − x²)/2, 1/(x²/4 + 1) → 4/(x² + 4): no fractions inside a power. */
function roots(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(roots));
    case 'mul': return X.mul(...e.args.map(roots));
    case 'fn': return X.fn(e.name, roots(e.arg));
    case 'pow': {
      const b = roots(e.base);
      if (b.k === 'add' && e.exp.k === 'num') {
        const [c0, p0] = X.primitive(b);
        // keep the sign inside the power: √(1 − x²/4) = √(4 − x²)/2
        const flip = c0.n < 0n;
        const c = flip ? X.numQ({ n: -c0.n, d: c0.d }) : X.numQ(c0);
        const p = flip ? X.add(...X.terms(p0).map(X.neg)) : p0;
        if (c0.d !== 1n) return X.mul(X.pow(c, e.exp), X.pow(p, e.exp));
      }
      return X.pow(b, roots(e.exp));
    }
    default: return e;
  }
}

export function tidy(e: Expr): Expr {
  return distribute(roots(logs(e)));
}
