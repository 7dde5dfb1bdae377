/**
 * Printers for the expression tree: plain ASCII (what the answer checker and mathjs read) and
 * LaTeX (what the student sees). Terms are shown in a teacher's order — highest power first,
 * constants last — rather than the tree's internal order.
 */
import * as R from './rational';
import { type Expr, isNegative, neg, numDen, isOne, splitCoef, pow, type FnName } from './expr';

/** A rough "size" of a term for display order: x³ before x² before x before constants. */
function degree(e: Expr): number {
  switch (e.k) {
    case 'num': return 0;
    case 'sym': return e.name === 'pi' || e.name === 'e' ? 0 : 1;
    case 'mul': return e.args.reduce((s, a) => s + degree(a), 0);
    case 'pow': return e.exp.k === 'num' ? degree(e.base) * R.toNumber(e.exp.v) : 1;
    case 'fn': return 0.5;
    case 'add': return Math.max(...e.args.map(degree));
  }
}

/** Teacher's order of factors: numbers, powers of variables, sums, exponentials, other functions. */
function factorRank(f: Expr): number {
  if (f.k === 'num') return 0;
  if (f.k === 'sym' || (f.k === 'pow' && f.base.k === 'sym')) return 1;
  if (f.k === 'add' || (f.k === 'pow' && f.base.k === 'add')) return 2;
  if (f.k === 'fn' && f.name === 'exp') return 3;
  if (f.k === 'pow' && f.base.k === 'fn' && f.base.name === 'exp') return 3;
  return 4;
}

export function displayFactors(fs: readonly Expr[]): Expr[] {
  return [...fs].sort((a, b) => factorRank(a) - factorRank(b));
}

export function displayTerms(e: Expr): Expr[] {
  if (e.k !== 'add') return [e];
  const ts = [...e.args].sort((a, b) => degree(b) - degree(a));
  if (isNegative(ts[0])) {
    const i = ts.findIndex((t) => !isNegative(t));
    if (i > 0) ts.unshift(...ts.splice(i, 1));
  }
  return ts;
}

const ASCII_FN: Record<FnName, string> = {
  sin: 'sin', cos: 'cos', tan: 'tan', cot: 'cot', sec: 'sec', csc: 'csc',
  asin: 'asin', acos: 'acos', atan: 'atan', acot: 'acot',
  sinh: 'sinh', cosh: 'cosh', tanh: 'tanh', asinh: 'asinh', acosh: 'acosh', atanh: 'atanh',
  ln: 'ln', exp: 'exp', abs: 'abs',
};

// precedence: 1 sum, 2 product/quotient, 3 power base
export function toAscii(e: Expr, prec = 0): string {
  const wrap = (s: string, p: number): string => (p < prec ? `(${s})` : s);
  switch (e.k) {
    case 'num': {
      const s = R.toString(e.v);
      if (R.sign(e.v) < 0) return prec >= 2 ? `(${s})` : s;
      return !R.isInt(e.v) && prec > 2 ? `(${s})` : s;
    }
    case 'sym': return e.name;
    case 'add': {
      const ts = displayTerms(e);
      let s = toAscii(ts[0], 1);
      for (const t of ts.slice(1)) s += isNegative(t) ? ` - ${toAscii(neg(t), 1.5)}` : ` + ${toAscii(t, 1.5)}`;
      return wrap(s, 1);
    }
    case 'mul': {
      if (isNegative(e)) return wrap(`-${toAscii(neg(e), 2)}`, 2);
      const [n, d] = numDen(e);
      const top = n.k === 'mul' ? displayFactors(n.args).map((a) => toAscii(a, 2)).join('*') : toAscii(n, 2);
      if (isOne(d)) return wrap(top, 2);
      const bottom = toAscii(d, 3);
      return wrap(`${top}/${bottom}`, 2);
    }
    case 'pow': {
      if (e.exp.k === 'num' && R.eq(e.exp.v, R.q(1n, 2n))) return `sqrt(${toAscii(e.base)})`;
      if (isNegative(e.exp)) {
        return wrap(`1/${toAscii(pow(e.base, neg(e.exp)), 3)}`, 2);
      }
      // a power's base that is itself a power keeps its brackets: (x^2)^(7/2), never x^2^(7/2) = x^(2^(7/2))
      return wrap(`${toAscii(e.base, 4)}^${toAscii(e.exp, 3)}`, 3);
    }
    case 'fn': return `${ASCII_FN[e.name]}(${toAscii(e.arg)})`;
  }
}

const LATEX_FN: Record<FnName, string> = {
  sin: '\\sin', cos: '\\cos', tan: '\\tan', cot: '\\cot', sec: '\\sec', csc: '\\csc',
  asin: '\\arcsin', acos: '\\arccos', atan: '\\arctan', acot: '\\operatorname{arccot}',
  sinh: '\\sinh', cosh: '\\cosh', tanh: '\\tanh', asinh: '\\operatorname{arsinh}',
  acosh: '\\operatorname{arcosh}', atanh: '\\operatorname{artanh}', ln: '\\ln', exp: 'e', abs: '',
};

const simpleArg = (a: Expr): boolean =>
  a.k === 'sym' || (a.k === 'num' && R.isInt(a.v) && R.sign(a.v) >= 0) ||
  (a.k === 'mul' && a.args.length === 2 && a.args[0].k === 'num' && R.isInt(a.args[0].v) &&
    R.sign(a.args[0].v) > 0 && a.args[1].k === 'sym');

function latexFn(name: FnName, arg: Expr, power?: string): string {
  if (name === 'abs') return `\\left|${toLatex(arg)}\\right|${power ? `^{${power}}` : ''}`;
  if (name === 'exp') {
    const s = `e^{${toLatex(arg)}}`;
    return power ? `\\left(${s}\\right)^{${power}}` : s;
  }
  const head = LATEX_FN[name] + (power ? `^{${power}}` : '');
  if (name === 'ln' && arg.k === 'fn' && arg.name === 'abs') return `${head}\\left|${toLatex(arg.arg)}\\right|`;
  return simpleArg(arg) ? `${head} ${toLatex(arg)}` : `${head}\\left(${toLatex(arg)}\\right)`;
}

export function toLatex(e: Expr, prec = 0): string {
  const wrap = (s: string, p: number): string => (p < prec ? `\\left(${s}\\right)` : s);
  switch (e.k) {
    case 'num': {
      const neg0 = R.sign(e.v) < 0;
      const a = neg0 ? R.neg(e.v) : e.v;
      const s = R.isInt(a) ? a.n.toString() : `\\frac{${a.n}}{${a.d}}`;
      return neg0 ? wrap(`-${s}`, 1) : s;
    }
    case 'sym': return e.name === 'pi' ? '\\pi' : e.name === 'theta' ? '\\theta' : e.name;
    case 'add': {
      const ts = displayTerms(e);
      let s = toLatex(ts[0], 1);
      for (const t of ts.slice(1)) s += isNegative(t) ? ` - ${toLatex(neg(t), 2)}` : ` + ${toLatex(t, 2)}`;
      return wrap(s, 1);
    }
    case 'mul': {
      if (isNegative(e)) return wrap(`-${toLatex(neg(e), 2)}`, 1);
      const [n, d] = numDen(e);
      if (!isOne(d)) return `\\frac{${toLatex(n)}}{${toLatex(d)}}`;
      const [c, rest] = splitCoef(n);
      const fs = displayFactors(rest.k === 'mul' ? rest.args : [rest]);
      const parts = fs.map((f) => toLatex(f, 2));
      let s = parts.join(' ');
      if (!R.isOne(c)) s = `${R.toString(c)}${/^[0-9]/.test(s) ? ' \\cdot ' : ' '}${s}`;
      return wrap(s.replace(/ +/g, ' '), 2);
    }
    case 'pow': {
      if (isNegative(e.exp)) return `\\frac{1}{${toLatex(pow(e.base, neg(e.exp)))}}`;
      if (e.exp.k === 'num' && R.isOne(R.q(e.exp.v.n)) && e.exp.v.d > 1n) {
        return e.exp.v.d === 2n ? `\\sqrt{${toLatex(e.base)}}` : `\\sqrt[${e.exp.v.d}]{${toLatex(e.base)}}`;
      }
      const ex = toLatex(e.exp);
      if (e.base.k === 'fn' && e.exp.k === 'num' && R.isInt(e.exp.v) && e.base.name !== 'exp') {
        return latexFn(e.base.name, e.base.arg, ex);
      }
      return e.base.k === 'pow' ? `\\left(${toLatex(e.base)}\\right)^{${ex}}` : `${toLatex(e.base, 3)}^{${ex}}`;
    }
    case 'fn': return latexFn(e.name, e.arg);
  }
}
