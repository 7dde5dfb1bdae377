import { Q } from '../../cas/rational';
import {
  addForms,
  constantForm,
  isConstant,
  scaleForm,
  variableForm,
  type LinearForm,
} from './linearForm';

/**
 * Reads one side of a linear equation (`2x + 3y`, `(1/2)x - \frac{y}{3}`, `3(x - 2y) + 1`) into
 * exact coefficients. It throws NotLinear for anything else (x², xy, sin x), so a non-linear
 * system is left to the strategies that can do it.
 */
export class NotLinear extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotLinear';
  }
}

type Tok =
  | { t: 'num'; v: Q }
  | { t: 'id'; v: string }
  | { t: 'op'; v: '+' | '-' | '*' | '/' | '^' | '(' | ')' };

/** Plain-ASCII rewrite of the LaTeX and unicode a linear equation may contain. */
export function cleanLinearText(s: string): string {
  let t = s
    .replace(/_\{(\d+)\}/g, '_$1')
    .replace(/[−–—]/g, '-')
    .replace(/[·×⋅∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/\\left|\\right|\\,|\\;|\\!|\\quad|\\displaystyle/g, ' ')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/\\div/g, '/');
  // \frac{a}{b} → ((a)/(b)), innermost first
  for (let k = 0; k < 20 && /\\[dt]?frac/.test(t); k++) {
    t = t.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '(($1)/($2))');
    t = t.replace(/\\[dt]?frac\s*(\d)\s*(\d)/g, '(($1)/($2))');
  }
  return t.replace(/[{]/g, '(').replace(/[}]/g, ')').replace(/\[/g, '(').replace(/\]/g, ')');
}

function tokenize(src: string): Tok[] {
  const s = cleanLinearText(src);
  const out: Tok[] = [];
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const num = /^(\d+(?:\.\d*)?|\.\d+)/.exec(s.slice(i));
    if (num) {
      const q = Q.parse(num[1]);
      if (!q) throw new NotLinear(`bad number ${num[1]}`);
      out.push({ t: 'num', v: q });
      i += num[1].length;
      continue;
    }
    const id = /^([A-Za-z])(_?\d+)?/.exec(s.slice(i));
    if (id) {
      const sub = id[2] ? id[2].replace('_', '') : '';
      out.push({ t: 'id', v: sub ? `${id[1]}${sub}` : id[1] });
      i += id[0].length;
      continue;
    }
    if ('+-*/^()'.includes(ch)) {
      out.push({ t: 'op', v: ch as '+' });
      i++;
      continue;
    }
    throw new NotLinear(`unexpected ${ch}`);
  }
  return out;
}

class Parser {
  private i = 0;
  constructor(private readonly toks: Tok[]) {}

  parse(): LinearForm {
    if (this.toks.length === 0) throw new NotLinear('empty');
    const f = this.expr();
    if (this.i < this.toks.length) throw new NotLinear('trailing input');
    return f;
  }

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }

  private isOp(v: string): boolean {
    const t = this.peek();
    return t !== undefined && t.t === 'op' && t.v === v;
  }

  private expr(): LinearForm {
    let f = this.term();
    while (this.isOp('+') || this.isOp('-')) {
      const sign = this.isOp('+') ? 1 : -1;
      this.i++;
      f = addForms(f, this.term(), sign);
    }
    return f;
  }

  private term(): LinearForm {
    let f = this.unary();
    for (;;) {
      const t = this.peek();
      if (!t) break;
      if (t.t === 'op' && (t.v === '*' || t.v === '/')) {
        this.i++;
        const g = this.unary();
        f = t.v === '*' ? mul(f, g) : div(f, g);
      } else if (t.t === 'id' || t.t === 'num' || (t.t === 'op' && t.v === '(')) {
        // implicit product: 2x, 3(x + y), (1/2)x, x y
        f = mul(f, this.power());
      } else break;
    }
    return f;
  }

  private unary(): LinearForm {
    if (this.isOp('-')) {
      this.i++;
      return scaleForm(this.unary(), Q.MINUS_ONE);
    }
    if (this.isOp('+')) {
      this.i++;
      return this.unary();
    }
    return this.power();
  }

  private power(): LinearForm {
    const base = this.atom();
    if (!this.isOp('^')) return base;
    this.i++;
    const e = this.unary();
    if (!isConstant(e) || !e.constant.isInteger()) throw new NotLinear('non-integer power');
    const k = Number(e.constant.n);
    if (k === 1) return base;
    if (!isConstant(base)) {
      if (k === 0) return constantForm(Q.ONE);
      throw new NotLinear('power of an unknown');
    }
    if (Math.abs(k) > 64 || (k < 0 && base.constant.isZero())) throw new NotLinear('power too large');
    return constantForm(base.constant.pow(k));
  }

  private atom(): LinearForm {
    const t = this.peek();
    if (!t) throw new NotLinear('unexpected end');
    this.i++;
    if (t.t === 'num') return constantForm(t.v);
    if (t.t === 'id') return variableForm(t.v);
    if (t.v === '(') {
      const f = this.expr();
      if (!this.isOp(')')) throw new NotLinear('unbalanced parentheses');
      this.i++;
      return f;
    }
    throw new NotLinear(`unexpected ${t.v}`);
  }
}

function mul(a: LinearForm, b: LinearForm): LinearForm {
  if (isConstant(a)) return scaleForm(b, a.constant);
  if (isConstant(b)) return scaleForm(a, b.constant);
  throw new NotLinear('product of unknowns');
}

function div(a: LinearForm, b: LinearForm): LinearForm {
  if (!isConstant(b)) throw new NotLinear('division by an unknown');
  if (b.constant.isZero()) throw new NotLinear('division by zero');
  return scaleForm(a, b.constant.inv());
}

export function parseLinear(s: string): LinearForm {
  return new Parser(tokenize(s)).parse();
}

/** One equation `lhs = rhs` as `form = 0` (lhs − rhs), keeping both sides for display. */
export interface LinearEquation {
  lhs: LinearForm;
  rhs: LinearForm;
  /** lhs − rhs: coefficients on the left, the constant moved to the right is `-constant`. */
  form: LinearForm;
  source: string;
}

export function parseLinearEquation(s: string): LinearEquation {
  const parts = s.split('=');
  if (parts.length !== 2) throw new NotLinear('not one equation');
  const lhs = parseLinear(parts[0]);
  const rhs = parseLinear(parts[1]);
  return { lhs, rhs, form: addForms(lhs, rhs, -1), source: s.trim() };
}
