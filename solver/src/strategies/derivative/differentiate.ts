import type { StepDraft } from '../../strategy';
import { text, type Text } from '../../i18n';
import {
  type Ex, ONE, ZERO, add, dependsOn, div, isNum, mul, numValue, pow, sub, ln, MINUS_ONE, num, size,
} from './expr';
import { expand, simplify } from './simplify';
import { timesLatex, toLatex } from './print';
import { withoutRepeats } from '../../format/latex';
import { STANDARD } from './rules';

/** A derivative with the steps that produced it, one rule per step. */
export interface Differentiation {
  result: Ex;
  steps: StepDraft[];
}

export interface DifferentiateOptions {
  /** Write ∂/∂x instead of d/dx (the other variables are held constant). */
  partial?: boolean;
  /** Called between rules so a long computation can give up on time. */
  checkTime?: () => void;
}

/**
 * Differentiates e with respect to v by the rules a student learns (sum, constant multiple, power,
 * product, quotient, chain, exponential and logarithm of any base, trigonometric, inverse
 * trigonometric, hyperbolic, logarithmic differentiation for u^v), recording one step per rule
 * with the sub-derivatives it needs. Every symbol other than v is a constant.
 */
export function differentiate(e: Ex, v: string, opts: DifferentiateOptions = {}): Differentiation {
  const d = new Differentiator(v, true, opts);
  const result = d.run(e);
  return { result, steps: d.steps };
}

/** The derivative alone (no steps), simplified: for limits (L'Hôpital), ODEs and checks. */
export function derivative(e: Ex, v: string): Ex {
  return new Differentiator(v, false, {}).run(e);
}

/** The n-th derivative, simplified after each order. */
export function nthDerivative(e: Ex, v: string, n: number): Ex {
  let r = e;
  for (let i = 0; i < n; i++) r = derivative(r, v);
  return r;
}

const L = toLatex;


/** A factor in a written product: bracketed when it is a sum or starts with a minus sign. */
function factorLatex(f: Ex): string {
  return f.t === 'add' || L(f).startsWith('-') ? `\\left(${L(f)}\\right)` : L(f);
}

/** a·b as a teacher writes it in a rule: no factor 1 (x²·1 is x²), brackets only where needed. */
function product(a: Ex, b: Ex): string {
  const one = (f: Ex): boolean => isNum(f) && numValue(f) === 1;
  if (one(a)) return factorLatex(b);
  if (one(b)) return factorLatex(a);
  const fb = factorLatex(b);
  return `${factorLatex(a)} ${fb.startsWith('\\left(') ? '' : '\\cdot '}${fb}`;
}

class Differentiator {
  readonly steps: StepDraft[] = [];
  private readonly op: string;

  constructor(
    private readonly v: string,
    private readonly record: boolean,
    private readonly opts: DifferentiateOptions,
  ) {
    this.op = opts.partial ? `\\frac{\\partial}{\\partial ${v}}` : `\\frac{d}{d${v}}`;
  }

  run(e: Ex): Ex {
    return this.d(e, 0);
  }

  private D(e: Ex): string {
    return `${this.op}\\left[${L(e)}\\right]`;
  }

  /** Reserves the place of a step, so a rule is written before the sub-derivatives it needs. */
  private reserve(depth: number, e: Ex): number {
    if (!this.record || (depth > 0 && this.isSimple(e))) return -1;
    this.steps.push({ title: text('', ''), explanation: text('', '') });
    return this.steps.length - 1;
  }

  private fill(slot: number, title: Text, explanation: Text, formula: string): void {
    if (slot >= 0) this.steps[slot] = { title, explanation, formula: withoutRepeats(formula) };
  }

  private isConst(e: Ex): boolean {
    return !dependsOn(e, this.v);
  }

  /** A derivative read straight from the table (x^n, e^x, sin x, 3x², …): no step of its own. */
  private isSimple(e: Ex): boolean {
    const x = this.v;
    const atom = (f: Ex): boolean =>
      (f.t === 'sym' && f.name === x) ||
      (f.t === 'pow' && f.base.t === 'sym' && f.base.name === x && this.isConst(f.exp)) ||
      (f.t === 'pow' && this.isConst(f.base) && f.exp.t === 'sym' && f.exp.name === x) ||
      (f.t === 'fn' && f.args[0].t === 'sym' && f.args[0].name === x && f.args.slice(1).every((a) => this.isConst(a)));
    if (e.t === 'mul') {
      const varying = e.args.filter((a) => !this.isConst(a));
      return varying.length === 1 && atom(varying[0]);
    }
    // u = 2x + 1 or x² + 3x inside a chain or a quotient: u' is read term by term from the table,
    // a "sum rule" step after the rule that used it would only repeat it
    if (e.t === 'add') return e.args.every((a) => this.isConst(a) || this.isSimple(a));
    return atom(e);
  }

  private d(e: Ex, depth: number): Ex {
    this.opts.checkTime?.();
    if (this.isConst(e)) {
      if (depth === 0) {
        this.fill(this.reserve(0, e), text('Derivative of a constant', "Dérivée d'une constante"),
          text(`The expression does not depend on ${this.v}, so its derivative is 0.`, `L'expression ne dépend pas de ${this.v}, donc sa dérivée est 0.`),
          `${this.D(e)} = 0`);
      }
      return ZERO;
    }
    switch (e.t) {
      case 'sym':
        if (depth === 0) {
          this.fill(this.reserve(0, e), text('Derivative of the variable', 'Dérivée de la variable'),
            text(`The derivative of ${this.v} with respect to itself is 1.`, `La dérivée de ${this.v} par rapport à elle-même vaut 1.`), `${this.D(e)} = 1`);
        }
        return ONE;
      case 'add':
        return this.sum(e, depth);
      case 'mul':
        return this.product(e, depth);
      case 'pow':
        return this.power(e, depth);
      case 'fn':
        return this.func(e, depth);
      case 'num':
        return ZERO;
    }
  }

  private sum(e: Extract<Ex, { t: 'add' }>, depth: number): Ex {
    const slot = this.reserve(depth, e);
    const ds = e.args.map((t) => this.d(t, depth + 1));
    const r = simplify(add(...ds));
    this.fill(slot, text('Sum rule', "Dérivée d'une somme"),
      text('The derivative of a sum is the sum of the derivatives: differentiate term by term.',
        "La dérivée d'une somme est la somme des dérivées : on dérive terme à terme."),
      `${this.D(e)} = ${e.args.map((t) => this.D(t)).join(' + ')} = ${L(r)}`);
    return r;
  }

  private product(e: Extract<Ex, { t: 'mul' }>, depth: number): Ex {
    const consts = e.args.filter((a) => this.isConst(a));
    const varying = e.args.filter((a) => !this.isConst(a));
    if (consts.length > 0) {
      const c = simplify(mul(...consts));
      const inner = varying.length === 1 ? varying[0] : mul(...varying);
      const slot = this.reserve(depth, e);
      const di = this.d(inner, depth + 1);
      const r = simplify(mul(c, di));
      this.fill(slot, text('Constant multiple rule', 'Multiplication par une constante'),
        isNum(c) && numValue(c) === -1
          ? text("A minus sign in front stays in front: (−u)' = −u'.", "Le signe moins reste devant : (−u)' = −u'.")
          : text(`The constant factor ${L(c)} stays in front: (c·u)' = c·u'.`, `Le facteur constant ${L(c)} reste devant : (c·u)' = c·u'.`),
        `${this.D(e)} = ${isNum(c) && numValue(c) === -1 ? '-' : `${L(c)} \\cdot `}${this.D(inner)} = ${L(r)}`);
      return r;
    }
    const denom = varying.filter((f) => f.t === 'pow' && isNum(f.exp) && numValue(f.exp) < 0);
    const numer = varying.filter((f) => !denom.includes(f));
    if (denom.length > 0 && numer.length > 0) return this.quotient(e, numer, denom, depth);
    return this.productRule(e, varying, depth);
  }

  private quotient(e: Ex, numer: Ex[], denom: Ex[], depth: number): Ex {
    const u = simplify(mul(...numer));
    const v = simplify(mul(...denom.map((f) => (f.t === 'pow' ? pow(f.base, mul(MINUS_ONE, f.exp)) : f))));
    const slot = this.reserve(depth, e);
    const du = this.d(u, depth + 1);
    const dv = this.d(v, depth + 1);
    // multiply out the numerator when terms cancel (e^x(e^x − 1) − e^x·e^x = −e^x)
    const top = simplify(sub(mul(du, v), mul(u, dv)));
    const expanded = expand(top);
    const r = simplify(div(size(expanded) <= size(top) ? expanded : top, pow(v, num(2))));
    this.fill(slot, text('Quotient rule', "Dérivée d'un quotient"),
      text(`A quotient of two functions of ${this.v}: (u/v)' = (u'v − uv')/v², with u = ${L(u)} and v = ${L(v)}, u' = ${L(du)}, v' = ${L(dv)}.`,
        `Quotient de deux fonctions de ${this.v} : (u/v)' = (u'v − uv')/v², avec u = ${L(u)} et v = ${L(v)}, u' = ${L(du)}, v' = ${L(dv)}.`),
      `${this.D(e)} = \\frac{${product(du, v)} - ${product(u, dv)}}{${v.t === 'sym' ? L(v) : `\\left(${L(v)}\\right)`}^2} = ${L(r)}`);
    return r;
  }

  private productRule(e: Ex, factors: Ex[], depth: number): Ex {
    const slot = this.reserve(depth, e);
    const ds = factors.map((f) => this.d(f, depth + 1));
    const terms = factors.map((_, i) => mul(...factors.map((f, j) => (i === j ? ds[j] : f))));
    const r = simplify(add(...terms));
    const names = ['u', 'v', 'w', 'z'];
    const named = factors.length <= 4;
    const defs = named ? factors.map((f, i) => `${names[i]} = ${L(f)}`).join(', ') : '';
    const ders = named ? factors.map((_, i) => `${names[i]}' = ${L(ds[i])}`).join(', ') : '';
    const rule = factors.length === 2 ? "(uv)' = u'v + uv'" : "(uvw)' = u'vw + uv'w + uvw'";
    this.fill(slot, text('Product rule', "Dérivée d'un produit"),
      text(`A product of functions of ${this.v}: ${rule}, with ${defs}; ${ders}.`,
        `Produit de fonctions de ${this.v} : ${rule}, avec ${defs} ; ${ders}.`),
      `${this.D(e)} = ${terms.map((t) => L(t)).join(' + ')} = ${L(r)}`);
    return r;
  }

  private power(e: Extract<Ex, { t: 'pow' }>, depth: number): Ex {
    const { base: b, exp: n } = e;
    const x = this.v;
    if (this.isConst(n)) {
      // power rule, with the chain rule when the base is not x itself
      const slot = this.reserve(depth, e);
      const isX = b.t === 'sym' && b.name === x;
      const db = isX ? ONE : this.d(b, depth + 1);
      const r = simplify(mul(n, pow(b, sub(n, ONE)), db));
      const half = isNum(n) && n.p === 1 && n.q === 2;
      const recip = isNum(n) && numValue(n) < 0;
      const what: Text = half
        ? text('A square root is the power 1/2: ', 'Une racine carrée est la puissance 1/2 : ')
        : recip ? text('A quotient 1/uⁿ is the power u⁻ⁿ: ', 'Un quotient 1/uⁿ est la puissance u⁻ⁿ : ') : text('', '');
      if (isX) {
        this.fill(slot, text('Power rule', "Dérivée d'une puissance"),
          text(`${what.en}(xⁿ)' = n·xⁿ⁻¹ with n = ${L(n)}.`, `${what.fr}(xⁿ)' = n·xⁿ⁻¹ avec n = ${L(n)}.`),
          `${this.D(e)} = ${L(n)}\\,${L(pow(b, simplify(sub(n, ONE))))} = ${L(r)}`);
      } else {
        this.fill(slot, text('Power rule with the chain rule', "Dérivée de uⁿ (fonction composée)"),
          text(`${what.en}(uⁿ)' = n·uⁿ⁻¹·u' with u = ${L(b)}, n = ${L(n)} and u' = ${L(db)}.`,
            `${what.fr}(uⁿ)' = n·uⁿ⁻¹·u' avec u = ${L(b)}, n = ${L(n)} et u' = ${L(db)}.`),
          `${this.D(e)} = ${timesLatex(simplify(mul(n, pow(b, simplify(sub(n, ONE))))), db)} = ${L(r)}`);
      }
      return r;
    }
    if (this.isConst(b)) {
      // exponential: (a^u)' = a^u ln a · u'
      const slot = this.reserve(depth, e);
      const isX = n.t === 'sym' && n.name === x;
      const du = isX ? ONE : this.d(n, depth + 1);
      const isE = b.t === 'sym' && b.name === 'e';
      const r = simplify(isE ? mul(e, du) : mul(e, ln(b), du));
      const rule = isE ? "(e^u)' = e^u·u'" : "(a^u)' = a^u·ln(a)·u'";
      const u = isX ? text('', '') : text(` with u = ${L(n)} and u' = ${L(du)}`, ` avec u = ${L(n)} et u' = ${L(du)}`);
      this.fill(slot, isE ? text('Derivative of the exponential', "Dérivée de l'exponentielle") : text('Derivative of an exponential in base a', "Dérivée d'une exponentielle de base a"),
        text(`${rule}${u.en}.`, `${rule}${u.fr}.`), `${this.D(e)} = ${L(r)}`);
      return r;
    }
    // both the base and the exponent vary: u^v = e^{v ln u}
    const slot = this.reserve(depth, e);
    const lnForm = simplify(mul(n, ln(b)));
    const dln = this.d(lnForm, depth + 1);
    const r = simplify(mul(e, dln));
    this.fill(slot, text('Logarithmic differentiation', 'Dérivation logarithmique'),
      text(`Both the base and the exponent depend on ${x}: take logarithms, ln y = ${L(lnForm)}, so y'/y = ${L(dln)} and y' = y·(${L(dln)}).`,
        `La base et l'exposant dépendent de ${x} : on passe au logarithme, ln y = ${L(lnForm)}, donc y'/y = ${L(dln)} et y' = y·(${L(dln)}).`),
      `${this.D(e)} = ${L(e)}\\left(${L(dln)}\\right) = ${L(r)}`);
    return r;
  }

  private func(e: Extract<Ex, { t: 'fn' }>, depth: number): Ex {
    const x = this.v;
    if (e.name === 'sign') return ZERO;
    if (e.name === 'log' && !this.isConst(e.args[1])) {
      // a variable base: change of base, log_b u = ln u / ln b
      return this.d(div(ln(e.args[0]), ln(e.args[1])), depth);
    }
    const rule = STANDARD[e.name];
    const u = e.args[0];
    const isX = u.t === 'sym' && u.name === x;
    const slot = this.reserve(depth, e);
    const outer = rule.derivative(u, e.args);
    const du = isX ? ONE : this.d(u, depth + 1);
    const r = simplify(mul(outer, du));
    if (isX) {
      this.fill(slot, text('Derivative of a standard function', "Dérivée d'une fonction usuelle"),
        text('Read it from the table of derivatives of the standard functions.',
          'On la lit dans le tableau des dérivées des fonctions usuelles.'),
        `${this.D(e)} = ${L(r)}`);
    } else {
      this.fill(slot, text('Chain rule', "Dérivée d'une fonction composée"),
        text(`The function is applied to u = ${L(u)}, so multiply the derivative of the outer function by u' = ${L(du)}: ${rule.latex}.`,
          `La fonction est appliquée à u = ${L(u)} : on multiplie la dérivée de la fonction extérieure par u' = ${L(du)} : ${rule.latex}.`),
        `${this.D(e)} = ${timesLatex(simplify(outer), du)} = ${L(r)}`);
    }
    return r;
  }
}
