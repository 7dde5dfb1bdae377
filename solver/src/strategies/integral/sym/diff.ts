/**
 * Symbolic derivative on our tree. The integrator needs it for du in a substitution and in
 * integration by parts; the answers themselves are checked numerically elsewhere (verify/).
 */
import * as X from './expr';
import type { Expr } from './expr';

export function diff(e: Expr, x: Expr): Expr {
  if (X.free(e, x)) return X.ZERO;
  switch (e.k) {
    case 'num': return X.ZERO;
    case 'sym': return X.same(e, x) ? X.ONE : X.ZERO;
    case 'add': return X.add(...e.args.map((a) => diff(a, x)));
    case 'mul': {
      const out: Expr[] = [];
      e.args.forEach((f, i) => {
        const d = diff(f, x);
        if (!X.isZero(d)) out.push(X.mul(...e.args.map((g, j) => (j === i ? d : g))));
      });
      return X.add(...out);
    }
    case 'pow': {
      const { base: b, exp: p } = e;
      if (X.free(p, x)) return X.mul(p, X.pow(b, X.sub(p, X.ONE)), diff(b, x));
      // d(b^p) = b^p (p' ln b + p b'/b)
      return X.mul(e, X.add(X.mul(diff(p, x), X.fn('ln', b)), X.mul(p, diff(b, x), X.pow(b, X.MINUS_ONE))));
    }
    case 'fn': {
      const u = e.arg;
      const du = diff(u, x);
      let d: Expr;
      switch (e.name) {
        case 'sin': d = X.fn('cos', u); break;
        case 'cos': d = X.neg(X.fn('sin', u)); break;
        case 'tan': d = X.sq(X.fn('sec', u)); break;
        case 'cot': d = X.neg(X.sq(X.fn('csc', u))); break;
        case 'sec': d = X.mul(X.fn('sec', u), X.fn('tan', u)); break;
        case 'csc': d = X.neg(X.mul(X.fn('csc', u), X.fn('cot', u))); break;
        case 'asin': d = X.pow(X.sub(X.ONE, X.sq(u)), X.num(-1, 2)); break;
        case 'acos': d = X.neg(X.pow(X.sub(X.ONE, X.sq(u)), X.num(-1, 2))); break;
        case 'atan': d = X.pow(X.add(X.ONE, X.sq(u)), X.MINUS_ONE); break;
        case 'acot': d = X.neg(X.pow(X.add(X.ONE, X.sq(u)), X.MINUS_ONE)); break;
        case 'sinh': d = X.fn('cosh', u); break;
        case 'cosh': d = X.fn('sinh', u); break;
        case 'tanh': d = X.sub(X.ONE, X.sq(X.fn('tanh', u))); break;
        case 'asinh': d = X.pow(X.add(X.sq(u), X.ONE), X.num(-1, 2)); break;
        case 'acosh': d = X.pow(X.sub(X.sq(u), X.ONE), X.num(-1, 2)); break;
        case 'atanh': d = X.pow(X.sub(X.ONE, X.sq(u)), X.MINUS_ONE); break;
        case 'ln': d = X.pow(u, X.MINUS_ONE); break;
        case 'exp': d = e; break;
        case 'abs': d = X.div(u, X.fn('abs', u)); break;
      }
      return X.mul(d, du);
    }
  }
}
