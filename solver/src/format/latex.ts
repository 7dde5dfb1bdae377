import { complexParts } from './ascii';
import type { MathNode } from '../cas/node';

/**
 * Our own LaTeX printer for the nodes the strategies build, so steps show exactly the form the
 * step is about (a factored product stays factored; the CAS's printer would reorder it).
 */

const PREC = { add: 1, mul: 2, neg: 3, pow: 4, atom: 5 } as const;

const FUNCS: Record<string, string> = {
  Sin: '\\sin', Cos: '\\cos', Tan: '\\tan', Sec: '\\sec', Csc: '\\csc', Cot: '\\cot', Arcsin: '\\arcsin',
  Arccos: '\\arccos', Arctan: '\\arctan', Sinh: '\\sinh', Cosh: '\\cosh', Tanh: '\\tanh', Ln: '\\ln', Exp: '\\exp',
  Arccot: '\\operatorname{arccot}', Floor: '\\operatorname{floor}', Ceil: '\\operatorname{ceil}',
};
const SYMBOLS: Record<string, string> = {
  Pi: '\\pi', ExponentialE: 'e', ImaginaryUnit: 'i', PositiveInfinity: '\\infty', NegativeInfinity: '-\\infty',
  EmptySet: '\\varnothing', theta: '\\theta', alpha: '\\alpha', beta: '\\beta', lambda: '\\lambda', phi: '\\varphi', rho: '\\rho',
  omega: '\\omega', Half: '\\frac{1}{2}',
};
const REL: Record<string, string> = {
  Equal: ' = ', Less: ' < ', LessEqual: ' \\le ', Greater: ' > ', GreaterEqual: ' \\ge ', NotEqual: ' \\ne ',
};

interface Out {
  s: string;
  p: number;
  neg: boolean;
}
const wrap = (o: Out, min: number): string => (o.p < min ? `\\left(${o.s}\\right)` : o.s);

export function toLatex(n: MathNode): string {
  return print(n).s;
}

function print(n: MathNode): Out {
  if (typeof n === 'number') return { s: String(n), p: n < 0 ? PREC.neg : PREC.atom, neg: n < 0 };
  if (typeof n === 'string') return { s: SYMBOLS[n] ?? n, p: PREC.atom, neg: false };
  if (!Array.isArray(n)) return { s: n.num, p: n.num.startsWith('-') ? PREC.neg : PREC.atom, neg: n.num.startsWith('-') };
  const [h, ...a] = n as [string, ...MathNode[]];
  switch (h) {
    case 'Rational':
    case 'Divide': {
      const p = print(a[0]);
      const q = print(a[1]);
      if (p.neg && h === 'Rational') return { s: `-\\frac{${p.s.slice(1)}}{${q.s}}`, p: PREC.neg, neg: true };
      return { s: `\\frac{${p.s}}{${q.s}}`, p: PREC.atom, neg: false };
    }
    case 'Add': {
      let s = '';
      a.forEach((t, k) => {
        const o = print(t);
        if (k === 0) s = o.s;
        else if (o.neg) s += ` - ${o.s.slice(1)}`;
        else s += ` + ${wrap(o, PREC.add + 1)}`;
      });
      return { s, p: PREC.add, neg: print(a[0]).neg };
    }
    case 'Subtract':
      return print(['Add', a[0], ['Negate', a[1]]]);
    case 'Negate': {
      const o = print(a[0]);
      return { s: `-${wrap(o, PREC.mul)}`, p: PREC.neg, neg: true };
    }
    case 'Multiply': {
      let sign = '';
      // a factor 1 is not written (1·x is x), nor a leading −1 (it is a minus sign)
      const f = a.filter((x) => x !== 1);
      if (f.length === 0) return { s: '1', p: PREC.atom, neg: false };
      if (f[0] === -1 && f.length > 1) {
        sign = '-';
        f.shift();
      }
      if (f.length === 1 && sign === '') return print(f[0]);
      let s = '';
      f.forEach((x, k) => {
        const o = print(x);
        // a leading minus stays bare (−2x), but a sum starting with one is bracketed: (−n + 1)·2ⁿ
        const piece = k === 0 && o.neg && o.p > PREC.add ? o.s : wrap(o, o.neg ? PREC.atom : PREC.mul + 0.5);
        // Two numbers side by side need a dot (2·3); otherwise juxtaposition reads naturally (2x).
        const needsDot = k > 0 && (/^[\d-]/.test(piece) || /\d$/.test(s) && /^\\frac/.test(piece));
        // a space keeps a command and a letter apart (\beta y, not \betay) and a letter and a command (x \sin x)
        const spaced = (piece.startsWith('\\') && /[a-zA-Z]$/.test(s)) || (/\\[a-zA-Z]+$/.test(s) && /^[a-zA-Z]/.test(piece));
        s += k === 0 ? piece : needsDot ? ` \\cdot ${piece}` : spaced ? ` ${piece}` : piece;
      });
      return { s: sign + s, p: PREC.mul, neg: sign !== '' || s.startsWith('-') };
    }
    case 'Power': {
      const [b, e] = a;
      if (Array.isArray(e) && e[0] === 'Rational' && e[1] === 1 && e[2] === 2) return { s: `\\sqrt{${print(b).s}}`, p: PREC.atom, neg: false };
      const bo = print(b);
      // A function or a fraction as the base needs brackets: (1/2)^k, not \frac{1}{2}^k.
      const base = (Array.isArray(b) && FUNCS[b[0] as string] !== undefined) || bo.s.startsWith('\\frac') ? `\\left(${bo.s}\\right)` : wrap(bo, PREC.atom);
      return { s: `${base}^{${print(e).s}}`, p: PREC.pow, neg: false };
    }
    case 'Sqrt':
      return { s: `\\sqrt{${print(a[0]).s}}`, p: PREC.atom, neg: false };
    case 'Root':
      return { s: `\\sqrt[${print(a[1]).s}]{${print(a[0]).s}}`, p: PREC.atom, neg: false };
    case 'Abs':
      return { s: `\\left|${print(a[0]).s}\\right|`, p: PREC.atom, neg: false };
    case 'Factorial':
      return { s: `${wrap(print(a[0]), PREC.atom)}!`, p: PREC.pow, neg: false };
    case 'Log':
      return { s: `\\log_{${print(a[1] ?? 10).s}}\\left(${print(a[0]).s}\\right)`, p: PREC.atom, neg: false };
    case 'Complex':
      return print(complexParts(a[0], a[1]));
    case 'List':
    case 'Set':
      return { s: `\\left\\{${a.map((x) => print(x).s).join(', ')}\\right\\}`, p: PREC.atom, neg: false };
    case 'And':
      return { s: a.map((x) => print(x).s).join(' \\text{ and } '), p: 0, neg: false };
    default: {
      if (REL[h] !== undefined) return { s: a.map((x) => print(x).s).join(REL[h]), p: 0, neg: false };
      const name = FUNCS[h] ?? `\\operatorname{${h.toLowerCase()}}`;
      return { s: `${name}\\left(${a.map((x) => print(x).s).join(', ')}\\right)`, p: PREC.atom, neg: false };
    }
  }
}

/** A chain a = b = c written without a link that repeats the one before it (spacing aside). */
export function withoutRepeats(formula: string): string {
  const links = formula.split(' = ');
  return links.filter((l, i) => i === 0 || l.replace(/\s+/g, '') !== links[i - 1].replace(/\s+/g, '')).join(' = ');
}
