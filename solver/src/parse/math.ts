import { box, ce, toNode, type BoxedExpression } from '../cas/engine';
import { decimalToRational } from '../cas/engine';
import { freeSymbols, type MathFn, type MathNode } from '../cas/node';
import { SolverError } from '../errors';
import { text } from '../i18n';
import { latexToAscii } from './latex';
import { normalizeText } from './normalize';

/**
 * Reads the math students type — ASCII (`x^2`, `2x`, `sin x`, `sin^2 x`, `2cos(x)ln(x)`, `|x|`,
 * `n!`), the unicode forms (normalised first) and LaTeX (`\frac`, `\sqrt` …) — into a MathJSON
 * node. The Compute Engine's parser reads LaTeX only, so ASCII goes through this recursive-descent
 * parser, which knows the conventions of handwritten math (implicit products, function names
 * without brackets).
 */

/** Function names and their MathJSON heads. */
const FUNCTIONS: Record<string, string> = {
  sin: 'Sin', cos: 'Cos', tan: 'Tan', sec: 'Sec', csc: 'Csc', cosec: 'Csc', cot: 'Cot', cotan: 'Cot',
  tg: 'Tan', arcsin: 'Arcsin', asin: 'Arcsin', arccos: 'Arccos', acos: 'Arccos', arctan: 'Arctan',
  atan: 'Arctan', arccot: 'Arccot', sinh: 'Sinh', cosh: 'Cosh', tanh: 'Tanh', sh: 'Sinh', ch: 'Cosh',
  th: 'Tanh', arcsinh: 'Arsinh', arccosh: 'Arcosh', arctanh: 'Artanh', asinh: 'Arsinh',
  acosh: 'Arcosh', atanh: 'Artanh', ln: 'Ln', log: 'Ln', exp: 'Exp', sqrt: 'Sqrt', cbrt: 'Cbrt',
  root4: 'Root4', factorial: 'Factorial', abs: 'Abs', floor: 'Floor', ceil: 'Ceil', log10: 'Log10', lg: 'Log10', log2: 'Log2',
  // The names written out, in English and French.
  sine: 'Sin', cosine: 'Cos', tangent: 'Tan', sinus: 'Sin', cosinus: 'Cos', tangente: 'Tan',
};
const CONSTANT_WORDS: Record<string, string> = {
  pi: 'Pi', oo: 'PositiveInfinity', inf: 'PositiveInfinity', infinity: 'PositiveInfinity',
  infini: 'PositiveInfinity', theta: 'theta', alpha: 'alpha', beta: 'beta', lambda: 'lambda',
  phi: 'phi', rho: 'rho', omega: 'omega', mu: 'mu', sigma: 'sigma', tau: 'tau', gamma: 'gamma', delta: 'delta',
};
/** Longest names first, so `sinh` wins over `sin` and `arcsin` over `a`·`r`·`c`… */
const WORDS = [...Object.keys(FUNCTIONS), ...Object.keys(CONSTANT_WORDS)]
  .filter((w) => !['oo', 'inf', 'th', 'ch', 'sh', 'tg', 'lg', 'mu', 'tau'].includes(w))
  .sort((a, b) => b.length - a.length);

/** Whether a word is a function or constant name the parser knows (sin, ln, pi …). */
export const isMathWord = (w: string): boolean => FUNCTIONS[w.toLowerCase()] !== undefined || CONSTANT_WORDS[w.toLowerCase()] !== undefined;

type Tok =
  | { t: 'num'; v: string; glued: boolean }
  | { t: 'id'; v: string; glued: boolean }
  | { t: 'op'; v: string; glued: boolean };

const parseError = (en: string, fr: string): SolverError => new SolverError('parse', text(en, fr));

function tokenize(s: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    const glued = i > 0 && s[i - 1] !== ' ';
    if (c === ' ') {
      i++;
      continue;
    }
    const num = /^(\d+\.?\d*|\.\d+)/.exec(s.slice(i));
    if (num) {
      // "1..20" or "1.2.3" is not a product of decimals.
      if (glued && out.at(-1)?.t === 'num') {
        throw parseError(`Cannot read the number "${out.at(-1)?.v}${num[1]}".`, `Impossible de lire le nombre « ${out.at(-1)?.v}${num[1]} ».`);
      }
      const prev = out.at(-1);
      if (prev?.t === 'num') {
        // "2 1/2" is a mixed number (2 + 1/2) when a proper fraction follows a whole number;
        // any other pair of numbers side by side is a missing operator, not a product.
        const frac = /^(\d+)\s*\/\s*(\d+)(?![\d.])/.exec(s.slice(i));
        const before = out.at(-2);
        if (frac && /^\d+$/.test(prev.v) && Number(frac[1]) < Number(frac[2]) && !(before?.t === 'op' && '/^'.includes(before.v))) {
          out.pop();
          const g = prev.glued;
          out.push({ t: 'op', v: '(', glued: g }, { t: 'num', v: prev.v, glued: true }, { t: 'op', v: '+', glued: true });
          out.push({ t: 'num', v: frac[1], glued: true }, { t: 'op', v: '/', glued: true }, { t: 'num', v: frac[2], glued: true }, { t: 'op', v: ')', glued: true });
          i += frac[0].length;
          continue;
        }
        // "n^3 4^n": a power after an exponent is a product of powers, as "2^n 3^n" is
        const powerAfterExponent = before?.t === 'op' && before.v === '^' && /^\s*\^/.test(s.slice(i + num[1].length));
        if (powerAfterExponent) {
          out.push({ t: 'num', v: num[1], glued });
          i += num[1].length;
          continue;
        }
        throw parseError(
          `Two numbers side by side ("${prev.v} ${num[1]}"): write the operation between them.`,
          `Deux nombres côte à côte (« ${prev.v} ${num[1]} ») : écrivez l'opération entre eux.`,
        );
      }
      // 5e2, 3.0e8, 1.6E-19: a number in E notation, 5·10², never 5·e·2
      const power = /^[eE]([-+]?\d+)(?![\w.])/.exec(s.slice(i + num[1].length));
      if (power) {
        out.push({ t: 'op', v: '(', glued }, { t: 'num', v: num[1], glued: true }, { t: 'op', v: '*', glued: true }, { t: 'num', v: '10', glued: true });
        out.push({ t: 'op', v: '^', glued: true }, { t: 'op', v: '(', glued: true }, { t: 'num', v: String(Number(power[1])), glued: true }, { t: 'op', v: ')', glued: true }, { t: 'op', v: ')', glued: true });
        i += num[1].length + power[0].length;
        continue;
      }
      // x1 and x2 in one formula are two subscripted names, never x·1 and x·2
      const named = prev?.t === 'id' && prev.v.length === 1 && glued ? prev.v : null;
      if (named && new RegExp(`(?<![A-Za-z])${named}(?!${num[1]}(?![\\d.]))\\d`).test(s)) {
        throw parseError(
          `We could not read "${named}${num[1]}": ${named} carries several indices here. Write the unknowns without indices (x, y, z), or ask for the system of equations they belong to.`,
          `Nous n'avons pas pu lire « ${named}${num[1]} » : ${named} porte ici plusieurs indices. Écrivez les inconnues sans indice (x, y, z), ou demandez le système d'équations dont elles font partie.`,
        );
      }
      out.push({ t: 'num', v: num[1], glued });
      i += num[1].length;
      continue;
    }
    const word = /^(log10|log2|[A-Za-z]+)/.exec(s.slice(i));
    // "at x = 2", "at x -> 0": the English word, not a·t (which stays a product in v = u + at).
    if (word && word[1].toLowerCase() === 'at' && !glued && /^\s+(?:[a-zA-Z]\s*(=|->)|[-+]?\s*\d|\(|pi\b)/.test(s.slice(i + 2))) {
      throw parseError('Unknown word "at" before a value: write the question in words we know, like "evaluate … at x = 2".', "Mot « at » inconnu avant une valeur : écrivez la question avec des mots connus, comme « évaluer … en x = 2 ».");
    }
    if (word) {
      splitWord(word[0], s[i + word[0].length] === '(').forEach((v, k) => out.push({ t: 'id', v, glued: glued || k > 0 }));
      i += word[0].length;
      continue;
    }
    const two = s.slice(i, i + 2);
    if (['<=', '>=', '!=', '=<', '=>', '->', '+-', '<>'].includes(two)) {
      const v = two === '=<' ? '<=' : two === '=>' ? '>=' : two === '<>' ? '!=' : two;
      out.push({ t: 'op', v, glued });
      i += 2;
      continue;
    }
    if ('+-*/^()[]{}|!=<>,_;:%°'.includes(c)) {
      out.push({ t: 'op', v: c, glued });
      i++;
      continue;
    }
    throw parseError(`Unexpected character "${c}".`, `Caractère inattendu « ${c} ».`);
  }
  return out;
}

/**
 * Short words of English and French that are never a product of two variables in a student's
 * formula. Pairs that are products in common formulas (at, du, dx, xy, ab…) are left out.
 */
const SHORT_WORDS = new Set([
  'if', 'of', 'is', 'it', 'to', 'in', 'on', 'as', 'be', 'or', 'an', 'so', 'no', 'the', 'and',
  'de', 'la', 'le', 'les', 'en', 'et', 'si', 'un', 'ou', 'est', 'que', 'une', 'des', 'sur', 'pour',
]);

/** The longest run of consecutive single letters among the parts of a split word. */
function strayRun(parts: string[]): number {
  let best = 0;
  let run = 0;
  for (const p of parts) {
    run = p.length === 1 ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Splits a run of letters into known names and single-letter variables (`xsinx` → x, sin, x). */
function splitWord(w: string, _beforeParen: boolean): string[] {
  const lower = w.toLowerCase();
  if (FUNCTIONS[lower] !== undefined || CONSTANT_WORDS[lower] !== undefined) return [lower];
  const parts: string[] = [];
  let i = 0;
  while (i < w.length) {
    const rest = w.slice(i).toLowerCase();
    const known = WORDS.find((k) => k.length > 1 && rest.startsWith(k));
    if (known) {
      parts.push(known);
      i += known.length;
    } else {
      parts.push(w[i]);
      i++;
    }
  }
  const letters = parts.filter((p) => p.length === 1).length;
  // A long unknown word is a typo or a command we do not know, not a product of variables; so is
  // a short word of English or French ("if", "of", "si", "le"), and a known name glued to three
  // or more stray letters ("tangent" is not tan·g·e·n·t).
  if ((letters >= 3 && letters === parts.length) || SHORT_WORDS.has(lower) || strayRun(parts) >= 3) {
    throw parseError(
      `Unknown word or function "${w}": write products with a sign, like 2*x*y.`,
      `Mot ou fonction inconnu « ${w} » : écrivez les produits avec un signe, comme 2*x*y.`,
    );
  }
  return parts;
}

class Parser {
  private pos = 0;
  private absDepth = 0;
  constructor(private readonly toks: Tok[]) {}

  private peek(k = 0): Tok | undefined {
    return this.toks[this.pos + k];
  }
  private isOp(v: string, k = 0): boolean {
    const t = this.peek(k);
    return t !== undefined && t.t === 'op' && t.v === v;
  }
  private expect(v: string): void {
    if (!this.isOp(v)) {
      const got = this.peek();
      throw got
        ? parseError(`Expected "${v}" before "${got.v}".`, `« ${v} » attendu avant « ${got.v} ».`)
        : parseError(`Missing "${v}" at the end.`, `Il manque « ${v} » à la fin.`);
    }
    this.pos++;
  }

  parseAll(): MathNode {
    if (this.toks.length === 0) throw parseError('There is no formula to read.', "Il n'y a pas de formule à lire.");
    const e = this.list();
    const t = this.peek();
    if (t) {
      if (t.t === 'op' && (t.v === ')' || t.v === ']' || t.v === '}')) {
        throw parseError(`Unbalanced brackets: "${t.v}" closes nothing.`, `Parenthèses mal équilibrées : « ${t.v} » ne ferme rien.`);
      }
      throw parseError(`Unexpected "${t.v}".`, `« ${t.v} » inattendu.`);
    }
    return e;
  }

  private list(): MathNode {
    const first = this.relation();
    if (!this.isOp(',') && !this.isOp(';')) return first;
    const items: MathNode[] = [first];
    while (this.isOp(',') || this.isOp(';')) {
      this.pos++;
      items.push(this.relation());
    }
    return ['List', ...items];
  }

  private relation(): MathNode {
    const first = this.additive();
    const ops: string[] = [];
    const terms: MathNode[] = [first];
    const REL: Record<string, string> = { '=': 'Equal', '<': 'Less', '>': 'Greater', '<=': 'LessEqual', '>=': 'GreaterEqual', '!=': 'NotEqual' };
    while (this.peek()?.t === 'op' && REL[this.peek()!.v] !== undefined) {
      ops.push(REL[this.peek()!.v]);
      this.pos++;
      terms.push(this.additive());
    }
    if (ops.length === 0) return first;
    if (ops.every((o) => o === ops[0])) return [ops[0], ...terms];
    // Mixed chains like 1 < x <= 3 become a conjunction of two relations.
    const parts: MathNode[] = ops.map((o, k) => [o, terms[k], terms[k + 1]]);
    return ['And', ...parts];
  }

  private additive(): MathNode {
    let left: MathNode;
    if (this.isOp('-')) {
      this.pos++;
      left = negate(this.term());
    } else if (this.isOp('+')) {
      this.pos++;
      left = this.term();
    } else {
      left = this.term();
    }
    const terms: MathNode[] = [left];
    while (this.isOp('+') || this.isOp('-') || this.isOp('+-')) {
      const op = this.peek()!.v;
      this.pos++;
      const t = this.term();
      terms.push(op === '-' ? negate(t) : op === '+-' ? ['PlusMinus', t] : t);
    }
    return terms.length === 1 ? terms[0] : ['Add', ...terms];
  }

  private startsPrimary(): boolean {
    const t = this.peek();
    if (!t) return false;
    if (t.t === 'num' || t.t === 'id') return true;
    if (t.t === 'op') return t.v === '(' || t.v === '[' || t.v === '{' || (t.v === '|' && this.absDepth === 0);
    return false;
  }

  private term(): MathNode {
    let acc: MathNode = this.unary();
    for (;;) {
      if (this.isOp('*')) {
        this.pos++;
        acc = mul(acc, this.unary());
      } else if (this.isOp('/')) {
        this.pos++;
        acc = ['Divide', acc, this.unary()];
      } else if (this.startsPrimary()) {
        acc = mul(acc, this.power());
      } else {
        return acc;
      }
    }
  }

  private unary(): MathNode {
    if (this.isOp('-')) {
      this.pos++;
      return negate(this.unary());
    }
    if (this.isOp('+')) {
      this.pos++;
      return this.unary();
    }
    return this.power();
  }

  private power(): MathNode {
    const base = this.postfix();
    if (this.isOp('^')) {
      this.pos++;
      const exp = this.exponent(base === 'ExponentialE');
      return factorials(this, ['Power', base, exp]);
    }
    return base;
  }

  /** An exponent: a signed power; after e, a glued product like `e^2x` means e^(2x), as students mean it. */
  private exponent(afterE: boolean): MathNode {
    const e = this.unary();
    if (afterE && typeof e === 'number') {
      const t = this.peek();
      if (t && t.t === 'id' && t.glued && FUNCTIONS[t.v] === undefined) return mul(e, this.power());
    }
    return e;
  }

  eatPercent(): boolean {
    if (this.isOp('%')) {
      this.pos++;
      return true;
    }
    return false;
  }

  eatDegree(): boolean {
    if (this.isOp('°')) {
      this.pos++;
      return true;
    }
    return false;
  }

  eatBang(): boolean {
    if (this.isOp('!')) {
      this.pos++;
      return true;
    }
    return false;
  }

  private postfix(): MathNode {
    return factorials(this, this.primary());
  }

  private primary(): MathNode {
    const t = this.peek();
    if (!t) throw parseError('The formula ends too early.', 'La formule se termine trop tôt.');
    if (t.t === 'num') {
      this.pos++;
      return numberNode(t.v);
    }
    if (t.t === 'id') {
      this.pos++;
      const fn = FUNCTIONS[t.v];
      if (fn !== undefined) return this.func(fn);
      const c = CONSTANT_WORDS[t.v];
      if (c !== undefined) return c;
      if (t.v === 'e') return 'ExponentialE';
      if (t.v === 'i') return 'ImaginaryUnit';
      return t.v;
    }
    if (t.v === '(' || t.v === '[' || t.v === '{') {
      this.pos++;
      const close = t.v === '(' ? ')' : t.v === '[' ? ']' : '}';
      const saved = this.absDepth;
      this.absDepth = 0;
      const e = this.list();
      this.absDepth = saved;
      if (!this.isOp(close)) {
        throw parseError(`Unbalanced brackets: a "${t.v}" is never closed.`, `Parenthèses mal équilibrées : un « ${t.v} » n'est jamais fermé.`);
      }
      this.pos++;
      return e;
    }
    if (t.v === '|') {
      this.pos++;
      this.absDepth++;
      const e = this.additive();
      this.absDepth--;
      if (!this.isOp('|')) throw parseError('An absolute value bar "|" is never closed.', "Une barre de valeur absolue « | » n'est jamais fermée.");
      this.pos++;
      return ['Abs', e];
    }
    if (t.v === ')' || t.v === ']' || t.v === '}') {
      throw parseError(`Unbalanced brackets: "${t.v}" closes nothing.`, `Parenthèses mal équilibrées : « ${t.v} » ne ferme rien.`);
    }
    throw parseError(`Unexpected "${t.v}".`, `« ${t.v} » inattendu.`);
  }

  /** A function application: `sin(x)`, `sin x`, `sin 2x`, `sin^2 x`, `ln²x`, `log_2(x)`. */
  private func(head: string): MathNode {
    let base: MathNode | null = null;
    if (head === 'Ln' && this.isOp('_')) {
      this.pos++;
      base = this.postfix();
    }
    let power: MathNode | null = null;
    if (this.isOp('^')) {
      this.pos++;
      power = this.unary();
    }
    let arg: MathNode;
    if (this.isOp('(')) {
      arg = this.primary();
    } else {
      // Without brackets the argument is the product that follows (`sin 2x` = sin(2x)), up to the
      // next function name (`sin x cos x` = sin(x)·cos(x)) or operator. Once it holds a letter, a
      // bracket starts the next factor: `cos x (1 + x)` = cos(x)·(1 + x), as `cos(x)(1 + x)`.
      if (!this.startsPrimary()) {
        throw parseError(`The function ${head.toLowerCase()} needs an argument.`, `La fonction ${head.toLowerCase()} attend un argument.`);
      }
      arg = this.power();
      while (this.startsPrimary() && !(this.peek()!.t === 'id' && FUNCTIONS[this.peek()!.v] !== undefined)) {
        if (this.peek()!.t === 'op' && freeSymbols(arg).size > 0) break;
        arg = mul(arg, this.power());
      }
      // cos π/3, sin 2π/3: a multiple of π over a whole number is the angle every course writes
      // that way, cos(π/3); reading cos(π)/3 answered −1/3, verified
      const over = this.peek(1);
      if (TRIG.has(head) && isPiMultiple(arg) && this.isOp('/') && over?.t === 'num' && /^\d+$/.test(over.v)) {
        this.pos += 2;
        arg = ['Divide', arg, Number(over.v)];
      }
    }
    let applied: MathNode = applyFunction(head, arg, base);
    if (power !== null) applied = ['Power', applied, power];
    return applied;
  }
}

/** Postfix factorials, percentages (15% = 15/100) and degrees (15° = 15π/180). */
function factorials(p: Parser, n: MathNode): MathNode {
  let out = n;
  for (;;) {
    if (p.eatBang()) out = p.eatBang() ? ['Factorial2', out] : ['Factorial', out];
    else if (p.eatPercent()) out = ['Divide', out, 100];
    else if (p.eatDegree()) out = ['Divide', ['Multiply', out, 'Pi'], 180];
    else return out;
  }
}

function applyFunction(head: string, arg: MathNode, base: MathNode | null): MathNode {
  if (base !== null) return ['Log', arg, base];
  // log(x, 2): SymPy's spelling of the logarithm in base 2 (also what toAscii writes)
  if (head === 'Ln' && Array.isArray(arg) && arg[0] === 'List' && arg.length === 3) return ['Log', arg[1] as MathNode, arg[2] as MathNode];
  switch (head) {
    case 'Cbrt':
      return ['Root', arg, 3];
    case 'Root4':
      return ['Root', arg, 4];
    case 'Log10':
      return ['Log', arg, 10];
    case 'Log2':
      return ['Log', arg, 2];
    default:
      return [head, arg];
  }
}

function numberNode(v: string): MathNode {
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : { num: v.replace(/^0+(?=\d)/, '') };
  }
  return decimalToRational(v);
}

function negate(n: MathNode): MathNode {
  if (typeof n === 'number') return -n;
  if (Array.isArray(n) && n[0] === 'Rational' && typeof n[1] === 'number') return ['Rational', -n[1], n[2]];
  return ['Negate', n];
}

/** The trigonometric functions, whose bare argument may be a special angle written π/3. */
const TRIG = new Set(['Sin', 'Cos', 'Tan', 'Cot', 'Sec', 'Csc']);

/** π, 2π, 2·π: a multiple of π by a whole number. */
const isPiMultiple = (n: MathNode): boolean =>
  n === 'Pi' || (Array.isArray(n) && n[0] === 'Multiply' && n.length === 3 && n.includes('Pi') && n.slice(1).every((a) => a === 'Pi' || typeof a === 'number'));

function mul(a: MathNode, b: MathNode): MathNode {
  if (Array.isArray(a) && a[0] === 'Multiply') return [...a, b] as MathFn;
  return ['Multiply', a, b];
}

/** Whether the text is LaTeX rather than ASCII math. */
export const looksLikeLatex = (s: string): boolean => /\\[a-zA-Z]|\\[{}|,;! ]|\^\{|_\{/.test(s);

/**
 * The text as our node type. ASCII and unicode go through our parser; LaTeX goes through the
 * Compute Engine's LaTeX parser.
 */
export function parseNode(input: string): MathNode {
  const s = normalizeText(input);
  if (looksLikeLatex(s)) {
    if (LATEX_LEIBNIZ.test(s)) throw derivativeOperator();
    // Our own reading first (same conventions as ASCII, and fast); the CAS's LaTeX parser for the rest.
    const ascii = latexToAscii(s);
    if (ascii !== null) {
      let toks: Tok[] | null = null;
      try {
        toks = tokenize(ascii);
      } catch {
        // fall through to the Compute Engine
      }
      if (toks) {
        refuseLeibniz(toks);
        try {
          return new Parser(toks).parseAll();
        } catch {
          // fall through to the Compute Engine
        }
      }
    }
    return parseLatexNode(s);
  }
  const toks = tokenize(s);
  refuseLeibniz(toks);
  return new Parser(toks).parseAll();
}

/** \frac{d}{dx}, \frac{d^2}{dx^2}, \frac{dy}{dx}, \frac{\partial}{\partial x}. */
const LATEX_LEIBNIZ = /\\frac\s*\{\s*(?:d|\\partial)\s*[a-zA-Z]?\s*(?:\^\s*\{?\s*\d\s*\}?)?\s*\}\s*\{\s*(?:d|\\partial)\s*[a-zA-Z]/;

const derivativeOperator = (): SolverError =>
  parseError(
    'd/dx here is the derivative operator, not a fraction: ask for it as "d/dx (…)" or "derivative of …", with the expression right after it.',
    "d/dx est ici l'opérateur de dérivation, pas une fraction : demandez « d/dx (…) » ou « dérivée de … », avec l'expression juste après.",
  );

/**
 * d/dx, d^2/dx^2, dy/dx, d/(dx), (d)/(dx) left in a formula: the derivative operator (the readers of
 * derivatives and differential equations did not take it), never the quotient of the letters d
 * and x, which simplifies to nonsense such as d/dx (x³ sin x) = x² sin x.
 */
function refuseLeibniz(toks: Tok[]): void {
  const isId = (k: number, v?: string): boolean => toks[k]?.t === 'id' && (v === undefined ? /^[a-zA-Z]$/.test(toks[k].v) : toks[k].v === v);
  const isOp = (k: number, v: string): boolean => toks[k]?.t === 'op' && toks[k].v === v;
  /** The end of `d`, `dy`, `dx^2` (letter glued to d) with an optional power, optionally bracketed, or -1. */
  const part = (k: number, letter: 'optional' | 'required'): number => {
    const open = isOp(k, '(');
    let j = open ? k + 1 : k;
    if (!isId(j, 'd')) return -1;
    j++;
    // d^2y: the order written before the letter, as in d²y/dx²
    if (isOp(j, '^') && toks[j + 1]?.t === 'num' && isId(j + 2) && toks[j + 2].glued) j += 2;
    if (isId(j) && toks[j].glued) j++;
    else if (letter === 'required') return -1;
    if (isOp(j, '^') && toks[j + 1]?.t === 'num') j += 2;
    if (open) {
      if (!isOp(j, ')')) return -1;
      j++;
    }
    return j;
  };
  for (let k = 0; k < toks.length; k++) {
    // "ad/dx" is a·d/(d·x) only if someone meant it; a d glued to a letter before it is not an operator.
    if (toks[k].glued && toks[k].t === 'id' && toks[k - 1]?.t === 'id') continue;
    const end = part(k, 'optional');
    if (end < 0 || !isOp(end, '/')) continue;
    if (part(end + 1, 'required') >= 0) throw derivativeOperator();
  }
}

function parseLatexNode(latex: string): MathNode {
  // Words outside LaTeX commands ("sum_{k=0}", "if") follow the ASCII rule: never a product of letters.
  const bare = latex.replace(/\\(?:text|mathrm|operatorname|mbox)\s*\{[^}]*\}/g, ' ').replace(/\\[a-zA-Z]+/g, ' ');
  for (const w of bare.match(/[A-Za-z]{2,}/g) ?? []) splitWord(w, false);
  const cleaned = latex
    .replace(/\\left|\\right/g, '')
    .replace(/\\dfrac|\\tfrac/g, '\\frac')
    .replace(/\\displaystyle/g, '')
    .replace(/\\,|\\;|\\!|\\ /g, ' ')
    .replace(/\$/g, '');
  const expr = ce.parse(cleaned, { form: 'raw' });
  const node = toNode(expr);
  // an error may also appear once the formula is made canonical (\lim_{(x,y) \to (0,0)}: a pair is no variable)
  const canonical = containsError(node) ? node : toNode(box(node));
  if (containsError(canonical)) {
    throw parseError('Could not read this LaTeX formula.', 'Impossible de lire cette formule LaTeX.');
  }
  return canonical;
}

function containsError(n: MathNode): boolean {
  if (!Array.isArray(n)) return false;
  if (n[0] === 'Error') return true;
  return n.slice(1).some((a) => containsError(a as MathNode));
}

/** The text as a canonical Compute Engine expression (see parseNode). */
export function parseMath(input: string): BoxedExpression {
  return box(parseNode(input));
}
