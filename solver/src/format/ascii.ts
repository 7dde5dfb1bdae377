import type { BoxedExpression } from '../cas/engine';
import { toNode } from '../cas/engine';
import type { MathNode } from '../cas/node';

/**
 * Plain ASCII math a machine (SymPy, mathjs) parses: `^` powers, explicit `*`, `sqrt()`, `pi`, `e`,
 * `i`, `ln`, `exp()`, rationals as `3/4`. This is `answer.value`, so it must be unambiguous:
 * brackets are added wherever precedence could be misread.
 */

const PREC = { add: 1, mul: 2, neg: 3, pow: 4, atom: 5 } as const;

const NAMES: Record<string, string> = {
  Sin: 'sin', Cos: 'cos', Tan: 'tan', Sec: 'sec', Csc: 'csc', Cot: 'cot', Arcsin: 'asin', Arccos: 'acos',
  Arctan: 'atan', Arccot: 'acot', Sinh: 'sinh', Cosh: 'cosh', Tanh: 'tanh', Arsinh: 'asinh', Arcosh: 'acosh',
  Artanh: 'atanh', Ln: 'ln', Exp: 'exp', Abs: 'Abs', Floor: 'floor', Ceil: 'ceiling', Sqrt: 'sqrt',
  Factorial: 'factorial', Factorial2: 'factorial2', Sign: 'sign', Re: 're', Im: 'im', Conjugate: 'conjugate', Arg: 'arg',
};
const SYMBOLS: Record<string, string> = {
  Pi: 'pi', ExponentialE: 'e', ImaginaryUnit: 'i', PositiveInfinity: 'oo', NegativeInfinity: '-oo',
  ComplexInfinity: 'zoo', Half: '1/2', EmptySet: 'EmptySet', True: 'True', False: 'False', NaN: 'nan',
};
const RELATION_OPS: Record<string, string> = {
  Equal: ' = ', Less: ' < ', LessEqual: ' <= ', Greater: ' > ', GreaterEqual: ' >= ', NotEqual: ' != ',
};

export function toAscii(e: MathNode | BoxedExpression): string {
  const node = isBoxed(e) ? toNode(e) : e;
  return print(node).s;
}

function isBoxed(e: MathNode | BoxedExpression): e is BoxedExpression {
  return typeof e === 'object' && e !== null && !Array.isArray(e) && 'json' in e && typeof (e as { isValid?: unknown }).isValid === 'boolean';
}

interface Out {
  s: string;
  p: number;
  /** Starts with a minus sign (so `a + -b` is written `a - b`). */
  neg: boolean;
}

const wrap = (o: Out, min: number): string => (o.p < min ? `(${o.s})` : o.s);

function num(v: string): Out {
  return { s: v, p: v.startsWith('-') ? PREC.neg : PREC.atom, neg: v.startsWith('-') };
}

function print(n: MathNode): Out {
  if (typeof n === 'number') return num(Number.isInteger(n) ? String(n) : String(n));
  if (typeof n === 'string') {
    const s = SYMBOLS[n] ?? n;
    return { s, p: s.startsWith('-') ? PREC.neg : s.includes('/') ? PREC.mul : PREC.atom, neg: s.startsWith('-') };
  }
  if (!Array.isArray(n)) return num(n.num);
  const [h, ...a] = n as [string, ...MathNode[]];
  switch (h) {
    case 'Rational': {
      const p = print(a[0]);
      const q = print(a[1]);
      return { s: `${p.s}/${q.s}`, p: PREC.mul, neg: p.neg };
    }
    case 'Add': {
      let s = '';
      a.forEach((t, k) => {
        const o = print(t);
        if (k === 0) s = wrap(o, PREC.add);
        else if (o.neg) s += ` - ${stripMinus(o)}`;
        else s += ` + ${wrap(o, PREC.add + 1)}`;
      });
      return { s, p: PREC.add, neg: print(a[0]).neg };
    }
    case 'Subtract':
      return print(['Add', a[0], ['Negate', a[1]]]);
    case 'Negate': {
      const o = print(a[0]);
      if (o.neg && o.p >= PREC.mul) return { s: stripMinus(o), p: o.p === PREC.neg ? PREC.atom : o.p, neg: false };
      return { s: `-${wrap(o, PREC.mul)}`, p: o.p === PREC.mul ? PREC.mul : PREC.neg, neg: true };
    }
    case 'Multiply': {
      let sign = '';
      const factors = [...a];
      if (factors[0] === -1) {
        sign = '-';
        factors.shift();
      }
      const parts = factors.map((f, k) => {
        const o = print(f);
        // A leading negative number needs no brackets (-2*x); later ones do (x*(-2)).
        if (k === 0 && o.neg && o.p >= PREC.neg && !(Array.isArray(f) && f[0] === 'Rational')) return o.s;
        if (Array.isArray(f) && (f[0] === 'Rational' || f[0] === 'Divide') && k > 0) return `(${o.s})`;
        if (Array.isArray(f) && f[0] === 'Rational' && k === 0) return `(${o.s})`;
        return wrap(o, o.neg ? PREC.atom : PREC.mul + 0.5);
      });
      const s = sign + parts.join('*');
      return { s, p: sign ? PREC.mul : PREC.mul, neg: sign !== '' || parts[0].startsWith('-') };
    }
    case 'Divide': {
      const p = print(a[0]);
      const q = print(a[1]);
      return { s: `${wrap(p, PREC.mul)}/${wrap(q, PREC.pow)}`, p: PREC.mul, neg: p.neg && p.p >= PREC.mul };
    }
    case 'Power': {
      const [b, e] = a;
      if (Array.isArray(e) && e[0] === 'Rational' && e[1] === 1 && e[2] === 2) return fn('sqrt', [b]);
      const bo = print(b);
      const eo = print(e);
      return { s: `${wrap(bo, PREC.atom)}^${wrap(eo, PREC.atom)}`, p: PREC.pow, neg: false };
    }
    case 'Sqrt':
      return fn('sqrt', a);
    case 'Root':
      // The real cube root (cbrt(-8) = -2), as students mean it; other indices as a power.
      if (a[1] === 3) return fn('cbrt', [a[0]]);
      return print(['Power', a[0], ['Rational', 1, a[1]]]);
    case 'Log':
      return a.length > 1 ? fn('log', a) : fn('log', [a[0], 10]);
    case 'List':
    case 'Set':
      return { s: `[${a.map((x) => print(x).s).join(', ')}]`, p: PREC.atom, neg: false };
    case 'Tuple':
    case 'Pair':
      return { s: `(${a.map((x) => print(x).s).join(', ')})`, p: PREC.atom, neg: false };
    case 'Complex':
      return print(complexParts(a[0], a[1]));
    case 'And':
      return { s: a.map((x) => print(x).s).join(' and '), p: 0, neg: false };
    default: {
      if (RELATION_OPS[h] !== undefined) return { s: a.map((x) => print(x).s).join(RELATION_OPS[h]), p: 0, neg: false };
      const name = NAMES[h] ?? h.toLowerCase();
      return fn(name, a);
    }
  }
}

function fn(name: string, a: MathNode[]): Out {
  return { s: `${name}(${a.map((x) => print(x).s).join(', ')})`, p: PREC.atom, neg: false };
}

function stripMinus(o: Out): string {
  const s = o.s.slice(1);
  // "-(a + b)" keeps its brackets when written after a minus: "x - (a + b)".
  return s;
}

/** a + bi written without the zero part or a unit coefficient: 2i, −i, 3, 1 + 2i. */
export function complexParts(re: MathNode, im: MathNode): MathNode {
  const imPart: MathNode = im === 1 ? 'ImaginaryUnit' : im === -1 ? ['Negate', 'ImaginaryUnit'] : ['Multiply', im, 'ImaginaryUnit'];
  if (im === 0) return re;
  return re === 0 ? imPart : ['Add', re, imPart];
}
