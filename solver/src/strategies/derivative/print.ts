import { type Ex, isNum, isOne, num, numValue, pow } from './expr';

/**
 * Printers for the calculus tree: plain ASCII (the machine-checkable answer: explicit `*`, `^`,
 * `sqrt()`, `exp()`, `ln()`) and LaTeX (display). Products with negative powers are written as
 * fractions and negative terms as subtraction, the way a student writes them.
 */

interface Parts {
  negative: boolean;
  numer: Ex[];
  denom: Ex[];
}

function isNegativeNumber(e: Ex): boolean {
  return isNum(e) && numValue(e) < 0;
}

/** Splits a product (or a single factor) into sign, numerator and denominator factors. */
function parts(e: Ex): Parts {
  const factors = e.t === 'mul' ? e.args : [e];
  const out: Parts = { negative: false, numer: [], denom: [] };
  for (const f of factors) {
    if (isNum(f)) {
      if (numValue(f) < 0) out.negative = !out.negative;
      const p = Math.abs(f.p);
      if (p !== 1 || factors.length === 1) out.numer.push(num(p));
      if (f.q !== 1) out.denom.push(num(f.q));
    } else if (f.t === 'pow' && isNegativeNumber(f.exp)) {
      const x = f.exp as Extract<Ex, { t: 'num' }>;
      out.denom.push(x.p === -1 && x.q === 1 ? f.base : pow(f.base, num(-x.p, x.q)));
    } else out.numer.push(f);
  }
  return out;
}

/** A term prints with a leading minus (used to write a + (-b) as a - b). */
function isNegativeTerm(e: Ex): boolean {
  return parts(e).negative;
}

function negate(e: Ex): Ex {
  if (isNum(e)) return num(-e.p, e.q);
  if (e.t === 'mul' && isNum(e.args[0])) {
    const c = e.args[0];
    const rest = e.args.slice(1);
    if (c.p === -1 && c.q === 1) return rest.length === 1 ? rest[0] : { t: 'mul', args: rest };
    return { t: 'mul', args: [num(-c.p, c.q), ...rest] };
  }
  return { t: 'mul', args: [num(-1), e] };
}

// precedence levels: 1 sum, 2 product/quotient, 3 unary minus, 4 power, 5 atom
function prec(e: Ex): number {
  switch (e.t) {
    case 'add':
      return 1;
    case 'mul': {
      const p = parts(e);
      if (p.negative) return 2;
      return p.numer.length + p.denom.length > 1 || p.denom.length > 0 ? 2 : prec(p.numer[0]);
    }
    case 'num':
      if (e.p < 0) return 2;
      return e.q === 1 ? 5 : 2;
    case 'pow':
      return isNum(e.exp) && e.exp.p === 1 && e.exp.q === 2 ? 5 : e.base.t === 'sym' && e.base.name === 'e' ? 5 : 4;
    default:
      return 5;
  }
}

const ASCII_FN: Record<string, string> = { abs: 'Abs' };

/** Terms in writing order: a sum starts with a positive term when it has one (1 − x², not −x² + 1). */
function ordered(args: Ex[]): Ex[] {
  if (!isNegativeTerm(args[0])) return args;
  const i = args.findIndex((t) => !isNegativeTerm(t));
  return i < 0 ? args : [args[i], ...args.slice(0, i), ...args.slice(i + 1)];
}

export function toAscii(e: Ex): string {
  const wrap = (x: Ex, min: number): string => (prec(x) < min ? `(${toAscii(x)})` : toAscii(x));
  switch (e.t) {
    case 'num':
      return e.q === 1 ? String(e.p) : `${e.p}/${e.q}`;
    case 'sym':
      return e.name;
    case 'add': {
      const terms = ordered(e.args);
      let s = toAscii(terms[0]);
      for (const t of terms.slice(1)) {
        s += isNegativeTerm(t) ? ` - ${wrap(negate(t), 2)}` : ` + ${wrap(t, 2)}`;
      }
      return s;
    }
    case 'mul': {
      const p = parts(e);
      const numer = p.numer.length ? p.numer.map((f) => wrap(f, 3)).join('*') : '1';
      let s = numer;
      if (p.denom.length) {
        const d = p.denom.length === 1 ? wrap(p.denom[0], 4) : `(${p.denom.map((f) => wrap(f, 3)).join('*')})`;
        s = `${numer}/${d}`;
      }
      return p.negative ? `-${s}` : s;
    }
    case 'pow': {
      if (e.base.t === 'sym' && e.base.name === 'e') return `exp(${toAscii(e.exp)})`;
      if (isNum(e.exp) && e.exp.p === 1 && e.exp.q === 2) return `sqrt(${toAscii(e.base)})`;
      if (isNum(e.exp) && numValue(e.exp) < 0) return toAscii({ t: 'mul', args: [e] });
      const x = (isNum(e.exp) && e.exp.q === 1 && e.exp.p >= 0) || e.exp.t === 'sym' ? toAscii(e.exp) : `(${toAscii(e.exp)})`;
      return `${wrap(e.base, 5)}^${x}`;
    }
    case 'fn':
      return `${ASCII_FN[e.name] ?? e.name}(${e.args.map(toAscii).join(', ')})`;
  }
}

const LATEX_FN: Record<string, string> = {
  sin: '\\sin', cos: '\\cos', tan: '\\tan', cot: '\\cot', sec: '\\sec', csc: '\\csc',
  asin: '\\arcsin', acos: '\\arccos', atan: '\\arctan', acot: '\\operatorname{arccot}',
  asec: '\\operatorname{arcsec}', acsc: '\\operatorname{arccsc}',
  sinh: '\\sinh', cosh: '\\cosh', tanh: '\\tanh', coth: '\\coth',
  sech: '\\operatorname{sech}', csch: '\\operatorname{csch}',
  asinh: '\\operatorname{arsinh}', acosh: '\\operatorname{arcosh}', atanh: '\\operatorname{artanh}',
  ln: '\\ln', sign: '\\operatorname{sgn}',
};

const RECIPROCAL: Record<string, string> = { sech: '\\cosh', csch: '\\sinh' };

/** A function's argument: a letter after a space (\\cosh x), anything else in brackets. */
function fnArg(u: Ex): string {
  return u.t === 'sym' ? ` ${toLatex(u)}` : `\\left(${toLatex(u)}\\right)`;
}

/** Variables named by a Greek letter's name, printed as the letter. */
const GREEK = new Set(['pi', 'theta', 'phi', 'rho', 'alpha', 'beta', 'lambda', 'omega', 'mu', 'sigma', 'tau', 'gamma', 'delta']);

export function toLatex(e: Ex): string {
  const wrap = (x: Ex, min: number): string => (prec(x) < min ? `\\left(${toLatex(x)}\\right)` : toLatex(x));
  switch (e.t) {
    case 'num':
      if (e.q !== 1) return `${e.p < 0 ? '-' : ''}\\frac{${Math.abs(e.p)}}{${e.q}}`;
      return String(e.p);
    case 'sym':
      // constants C1, A2 are written with a subscript: C_1
      if (GREEK.has(e.name)) return e.name === 'phi' ? '\\varphi' : `\\${e.name}`;
      return e.name === 'e' ? 'e' : /^[A-Z]\d+$/.test(e.name) ? `${e.name[0]}_{${e.name.slice(1)}}` : e.name;
    case 'add': {
      const terms = ordered(e.args);
      let s = toLatex(terms[0]);
      for (const t of terms.slice(1)) {
        s += isNegativeTerm(t) ? ` - ${wrap(negate(t), 2)}` : ` + ${wrap(t, 2)}`;
      }
      return s;
    }
    case 'mul': {
      const p = parts(e);
      const product = (fs: Ex[]): string => {
        let s = '';
        fs.forEach((f, i) => {
          const piece = wrap(f, 3);
          // a number after another factor needs an explicit dot (2·3, x·2)
          s += i > 0 && (/^[0-9]/.test(piece) || /[0-9]$/.test(s) && /^[0-9]/.test(piece)) ? ` \\cdot ${piece}` : i > 0 ? ` ${piece}` : piece;
        });
        return s;
      };
      const numer = p.numer.length ? product(p.numer) : '1';
      // inside \frac a single factor needs no brackets
      const bare = (fs: Ex[]): string => (fs.length === 1 ? toLatex(fs[0]) : product(fs));
      const s = p.denom.length ? `\\frac{${p.numer.length ? bare(p.numer) : '1'}}{${bare(p.denom)}}` : numer;
      return p.negative ? `-${s}` : s;
    }
    case 'pow': {
      // sech and csch are written 1/cosh and 1/sinh, as every course does (French writes ch, sh)
      if (e.base.t === 'fn' && RECIPROCAL[e.base.name] && isNum(e.exp) && e.exp.q === 1 && e.exp.p > 0) {
        return `\\frac{1}{${RECIPROCAL[e.base.name]}^{${e.exp.p}}${fnArg(e.base.args[0])}}`;
      }
      if (isNum(e.exp) && e.exp.p === 1 && e.exp.q === 2) return `\\sqrt{${toLatex(e.base)}}`;
      if (isNum(e.exp) && e.exp.p === 1 && e.exp.q > 2 && Number.isInteger(e.exp.q)) return `\\sqrt[${e.exp.q}]{${toLatex(e.base)}}`;
      if (isNum(e.exp) && numValue(e.exp) < 0) return toLatex({ t: 'mul', args: [e] });
      // sin²x is written with the exponent on the function name
      if (e.base.t === 'fn' && e.base.name !== 'abs' && e.base.name !== 'log' && isNum(e.exp) && e.exp.q === 1 && e.exp.p > 0 && LATEX_FN[e.base.name] && !LATEX_FN[e.base.name].startsWith('\\operatorname')) {
        const u = e.base.args[0];
        return `${LATEX_FN[e.base.name]}^{${e.exp.p}}${u.t === 'sym' ? ` ${toLatex(u)}` : `\\left(${toLatex(u)}\\right)`}`;
      }
      return `${wrap(e.base, 5)}^{${toLatex(e.exp)}}`;
    }
    case 'fn': {
      const u = e.args[0];
      if (e.name === 'abs') return `\\left|${toLatex(u)}\\right|`;
      if (e.name === 'log') return `\\log_{${toLatex(e.args[1])}}\\left(${toLatex(u)}\\right)`;
      if (RECIPROCAL[e.name]) return `\\frac{1}{${RECIPROCAL[e.name]}${fnArg(u)}}`;
      const name = LATEX_FN[e.name];
      return u.t === 'sym' || isNum(u) && numValue(u) >= 0 && isOne({ t: 'num', p: u.q, q: 1 })
        ? `${name} ${toLatex(u)}`
        : `${name}\\left(${toLatex(u)}\\right)`;
    }
  }
}

/**
 * A product as a step shows it, before it is multiplied out: the factors kept as given (a sum
 * stays a bracketed factor when printed), numbers first, factors 1 left out. Printing this tree
 * with toLatex brackets each factor by precedence, so (x − 1)(x + 1) never reads x − 1(x + 1).
 */
export function writtenProduct(...factors: Ex[]): Ex {
  const kept = factors.filter((f) => !isOne(f));
  const ordered = [...kept.filter(isNum), ...kept.filter((f) => !isNum(f))];
  if (ordered.length === 0) return num(1);
  return ordered.length === 1 ? ordered[0] : { t: 'mul', args: ordered };
}

/** A quotient as a step shows it (numerator over denominator, not reduced); over 1 it is the numerator. */
export function writtenQuotient(n: Ex, d: Ex): Ex {
  return isOne(d) ? n : { t: 'mul', args: [n, pow(d, num(-1))] };
}

/**
 * Two factors shown side by side before they are multiplied out, as in the chain rule
 * (1/(x³ + x))·(3x² + 1): a sum or a negative factor is bracketed, a factor 1 is left out, −1 is a
 * minus sign.
 */
export function timesLatex(a: Ex, b: Ex): string {
  if (isNum(a) && numValue(a) === 1) return toLatex(b);
  if (isNum(b) && numValue(b) === 1) return toLatex(a);
  if (isNum(a) && numValue(a) === -1) return `-${factorLatex(b)}`;
  if (isNum(b) && numValue(b) === -1) return `-${factorLatex(a)}`;
  const left = prec(a) <= 1 ? `\\left(${toLatex(a)}\\right)` : toLatex(a);
  return `${left} \\cdot ${factorLatex(b)}`;
}

/** A factor written after another: a sum or a signed factor in brackets. */
function factorLatex(e: Ex): string {
  return prec(e) <= 1 || isNegativeTerm(e) ? `\\left(${toLatex(e)}\\right)` : toLatex(e);
}
