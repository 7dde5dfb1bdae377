/**
 * Reads a Compute Engine MathJSON tree (what the shared parser produces) into our expression
 * tree. Returns null for anything outside real elementary functions (sets, relations, complex
 * unit, unknown functions), so a strategy can decline the problem instead of guessing.
 */
import * as X from './expr';
import type { Expr, FnName } from './expr';
import { fromNumber } from './rational';

export type MathJson = number | string | { num: string } | { sym: string } | { str: string } | readonly MathJson[] | { fn: readonly MathJson[] };

const FNS: Record<string, FnName> = {
  Sin: 'sin', Cos: 'cos', Tan: 'tan', Cot: 'cot', Sec: 'sec', Csc: 'csc',
  Arcsin: 'asin', Arccos: 'acos', Arctan: 'atan', Arccot: 'acot',
  Sinh: 'sinh', Cosh: 'cosh', Tanh: 'tanh', Arsinh: 'asinh', Arcosh: 'acosh', Artanh: 'atanh',
  Ln: 'ln', Exp: 'exp', Abs: 'abs',
};

function numberFrom(v: number | string): Expr | null {
  const n = typeof v === 'number' ? v : Number(v);
  const r = fromNumber(n);
  return r ? X.numQ(r) : null;
}

export function fromMathJson(j: MathJson): Expr | null {
  if (typeof j === 'number') return numberFrom(j);
  if (typeof j === 'string') {
    if (j === 'Pi') return X.PI;
    if (j === 'ExponentialE') return X.E;
    if (j === 'Half') return X.HALF;
    if (/^[A-Za-z][A-Za-z0-9_]*$/.test(j) && !/^(ImaginaryUnit|ComplexInfinity|NaN|PositiveInfinity|NegativeInfinity|Nothing|True|False)$/.test(j)) {
      return X.sym(j);
    }
    return null;
  }
  if (!Array.isArray(j)) {
    const o = j as { num?: string; sym?: string; fn?: readonly MathJson[] };
    if (o.num !== undefined) return numberFrom(o.num);
    if (o.sym !== undefined) return fromMathJson(o.sym);
    if (o.fn !== undefined) return fromMathJson(o.fn);
    return null;
  }
  const [head, ...rest] = j as readonly MathJson[];
  if (typeof head !== 'string') return null;
  const args: Expr[] = [];
  for (const a of rest) {
    const e = fromMathJson(a);
    if (!e) return null;
    args.push(e);
  }
  const one = args.length === 1;
  switch (head) {
    case 'Add': return X.add(...args);
    case 'Subtract': return args.length === 2 ? X.sub(args[0], args[1]) : one ? X.neg(args[0]) : null;
    case 'Negate': return one ? X.neg(args[0]) : null;
    case 'Multiply': return X.mul(...args);
    case 'Divide': return args.length === 2 ? X.div(args[0], args[1]) : null;
    case 'Rational': return args.length === 2 ? X.div(args[0], args[1]) : null;
    case 'Power': return args.length === 2 ? X.pow(args[0], args[1]) : null;
    case 'Square': return one ? X.sq(args[0]) : null;
    case 'Sqrt': return one ? X.sqrt(args[0]) : null;
    case 'Root': return args.length === 2 ? X.pow(args[0], X.div(X.ONE, args[1])) : null;
    case 'Delimiter': return one ? args[0] : null;
    case 'Log':
      if (one) return X.div(X.fn('ln', args[0]), X.fn('ln', X.num(10)));
      return args.length === 2 ? X.div(X.fn('ln', args[0]), X.fn('ln', args[1])) : null;
    case 'Lb': return one ? X.div(X.fn('ln', args[0]), X.fn('ln', X.num(2))) : null;
    case 'Degrees': return one ? X.mul(args[0], X.PI, X.num(1, 180)) : null;
    default: {
      const f = FNS[head];
      return f && one ? X.fn(f, args[0]) : null;
    }
  }
}
