import { type Ex, type FnName, E, PI, add, div, fn, mul, neg, num, pow, sub, sym } from './expr';
import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { MathNode } from '../../cas/node';

/** The MathJSON shapes the parser and the Compute Engine produce. */
export type MathJson = MathNode;

const FN_HEADS: Record<string, FnName> = {
  Sin: 'sin', Cos: 'cos', Tan: 'tan', Cot: 'cot', Sec: 'sec', Csc: 'csc',
  Arcsin: 'asin', Arccos: 'acos', Arctan: 'atan', Arccot: 'acot', Arcsec: 'asec', Arccsc: 'acsc',
  Sinh: 'sinh', Cosh: 'cosh', Tanh: 'tanh', Coth: 'coth', Sech: 'sech', Csch: 'csch',
  Arsinh: 'asinh', Arcosh: 'acosh', Artanh: 'atanh', Arcsinh: 'asinh', Arccosh: 'acosh', Arctanh: 'atanh',
  Ln: 'ln', Abs: 'abs', Sign: 'sign',
};

/** What is not handled, named in each language (a French message never quotes English words). */
const unsupported = (en: string, fr: string): SolverError =>
  new SolverError(
    'unsupported',
    text(`This calculus method does not handle ${en} yet.`, `Cette méthode d'analyse ne traite pas encore ${fr}.`),
  );

/** Relations are no function to compute with: "f(x) = …" left inside an expression is named as such. */
const RELATIONS = new Set(['Equal', 'NotEqual', 'Less', 'LessEqual', 'Greater', 'GreaterEqual']);

/** Reads a decimal literal exactly when it is short (0.25 → 1/4), else as a float. */
function decimal(v: number): Ex {
  if (Number.isInteger(v)) return num(v);
  const s = String(v);
  const m = /^(-?)(\d+)\.(\d{1,6})$/.exec(s);
  if (!m) return num(v);
  const q = 10 ** m[3].length;
  const p = Number(m[2]) * q + Number(m[3]);
  return num(m[1] ? -p : p, q);
}

/** Converts a (canonical) Compute Engine MathJSON expression into the calculus tree. */
export function fromMathJson(j: MathJson): Ex {
  if (typeof j === 'number') {
    if (!Number.isFinite(j)) throw unsupported('infinite values inside an expression', 'les valeurs infinies dans une expression');
    return decimal(j);
  }
  if (typeof j === 'string') {
    switch (j) {
      case 'Pi':
        return PI;
      case 'ExponentialE':
        return E;
      case 'Half':
        return num(1, 2);
      case 'PositiveInfinity':
      case 'NegativeInfinity':
      case 'ComplexInfinity':
        throw unsupported('infinite values inside an expression', 'les valeurs infinies dans une expression');
      case 'ImaginaryUnit':
        throw unsupported('complex numbers', 'les nombres complexes');
      default:
        return sym(j);
    }
  }
  if (!Array.isArray(j)) {
    const v = Number(j.num);
    if (!Number.isFinite(v)) throw unsupported('this number', 'ce nombre');
    return decimal(v);
  }
  const [head, ...rest] = j;
  const a = rest.map(fromMathJson);
  switch (head) {
    case 'Add':
      return add(...a);
    case 'Subtract':
      return a.length === 1 ? neg(a[0]) : sub(a[0], a[1]);
    case 'Negate':
      return neg(a[0]);
    case 'Multiply':
      return mul(...a);
    case 'Divide':
      return div(a[0], a[1]);
    case 'Rational':
      return a.length === 2 ? div(a[0], a[1]) : a[0];
    case 'Power':
      return pow(a[0], a[1]);
    case 'Square':
      return pow(a[0], num(2));
    case 'Sqrt':
      return pow(a[0], num(1, 2));
    case 'Root':
      return pow(a[0], div(num(1), a[1]));
    case 'Exp':
      return pow(E, a[0]);
    case 'Log':
      // Compute Engine's one-argument Log is the common (base-10) logarithm
      return fn('log', a[0], a[1] ?? num(10));
    case 'Lb':
      return fn('log', a[0], num(2));
    case 'Lg':
    case 'Log10':
      return fn('log', a[0], num(10));
    case 'Log2':
      return fn('log', a[0], num(2));
    case 'Cbrt':
      return pow(a[0], num(1, 3));
    case 'Root4':
      return pow(a[0], num(1, 4));
    case 'Delimiter':
      return a[0];
    default: {
      const f = FN_HEADS[head];
      if (f && a.length === 1) return fn(f, a[0]);
      if (RELATIONS.has(head)) throw unsupported('an equation or inequality inside the expression', "une équation ou une inégalité à l'intérieur de l'expression");
      throw unsupported(`the function ${head}`, `la fonction ${head}`);
    }
  }
}
