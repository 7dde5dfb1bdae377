import { readTask } from '../../read';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, add, dependsOn, fn, isNum, mul, num, pow, substitute, sym, sub } from '../derivative/expr';
import { toAscii, toLatex, writtenProduct } from '../derivative/print';
import { expand as expandEx, simplify as simplifyEx } from '../derivative/simplify';
import { parseNode } from '../../parse/math';
import {
  type Series, addSeries, arctanSeries, binomialSeries, compose, constant, cosSeries, expSeries, geometricSeries,
  log1pSeries, mulSeries, rationalPower, reciprocal, scaleSeries, sinSeries, tanSeries, variable,
} from './truncated';
import { MAX_TERMS_ORDER, taylorOutcome, throughNonzero } from './taylorAnswer';

/**
 * Développements limités as a French course builds them: from the standard expansions at 0
 * (eᵘ, ln(1 + u), (1 + u)^α with 1/(1 − u) and √(1 + u), sin u, cos u, tan u, arctan u), by
 * substituting u = 2x, u = −x², …, multiplying and truncating at order n, adding, and inverting
 * through 1/(1 − u); around a ≠ 0 after x = a + h. Coefficients are exact rationals. A function
 * that is not built this way, or whose coefficients are not rational (eˣ at 1), is left to
 * Taylor's formula (taylorStrategy).
 */

/** A standard expansion at 0: its name in a title, its left side, its coefficients. */
interface Usual {
  key: string;
  title: string;
  left: (u: Ex) => Ex;
  coeffs: (n: number) => Series;
}

const U = sym('u');
const EXP: Usual = { key: 'exp', title: 'e^u', left: (u) => pow(sym('e'), u), coeffs: expSeries };
const LOG: Usual = { key: 'ln', title: 'ln(1 + u)', left: (u) => ({ t: 'fn', name: 'ln', args: [add(num(1), u)] }), coeffs: log1pSeries };
const SIN: Usual = { key: 'sin', title: 'sin u', left: (u) => ({ t: 'fn', name: 'sin', args: [u] }), coeffs: sinSeries };
const COS: Usual = { key: 'cos', title: 'cos u', left: (u) => ({ t: 'fn', name: 'cos', args: [u] }), coeffs: cosSeries };
const TAN: Usual = { key: 'tan', title: 'tan u', left: (u) => ({ t: 'fn', name: 'tan', args: [u] }), coeffs: tanSeries };
const ATAN: Usual = { key: 'atan', title: 'arctan u', left: (u) => ({ t: 'fn', name: 'atan', args: [u] }), coeffs: arctanSeries };
const GEOMETRIC: Usual = { key: 'geo', title: '1/(1 - u)', left: (u) => pow(sub(num(1), u), num(-1)), coeffs: geometricSeries };
const FUNCTIONS: Record<string, Usual> = { ln: LOG, sin: SIN, cos: COS, tan: TAN, atan: ATAN };

function binomial(alpha: Q): Usual {
  const a = num(Number(alpha.n), Number(alpha.d));
  return {
    key: `pow${alpha.toString()}`,
    title: alpha.eq(Q.of(1, 2)) ? 'sqrt(1 + u)' : `(1 + u)^(${alpha.toString()})`,
    left: (u) => pow(add(num(1), u), a),
    coeffs: (n) => binomialSeries(alpha, n),
  };
}

const toQ = (e: Ex): Q | null => (isNum(e) && Number.isInteger(e.p) ? Q.of(e.p, e.q) : null);
const qEx = (c: Q): Ex => num(Number(c.n), Number(c.d));

/** Σ cₖ vᵏ in increasing powers, as LaTeX, then + o(vⁿ); v is the variable, or x − a around a. */
export function increasingLatex(c: Series, v: Ex): string {
  const terms: string[] = [];
  c.forEach((ck, k) => {
    if (ck.isZero()) return;
    const t = toLatex(k === 0 ? qEx(ck.abs()) : writtenProduct(qEx(ck.abs()), k === 1 ? v : pow(v, num(k))));
    terms.push(terms.length === 0 ? `${ck.isNegative() ? '-' : ''}${t}` : `${ck.isNegative() ? ' - ' : ' + '}${t}`);
  });
  const rest = remainder(c.length - 1, v);
  return terms.length ? `${terms.join('')} + ${rest}` : rest;
}

/** o(vⁿ). */
export const remainder = (n: number, v: Ex): string => `o\\left(${toLatex(n === 1 ? v : pow(v, num(n)))}\\right)`;

class Expander {
  readonly steps: StepDraft[] = [];
  private readonly stated = new Set<string>();

  constructor(private readonly n: number, private readonly h: string, private readonly v: Ex) {}

  /** The expansion of e in powers of h, or null when e is not built from the standard ones. */
  expand(e: Ex): Series | null {
    const n = this.n;
    switch (e.t) {
      case 'num': {
        const q = toQ(e);
        return q ? constant(q, n) : null;
      }
      case 'sym':
        return e.name === this.h ? variable(n) : null;
      case 'add': {
        const parts = e.args.map((t) => this.expand(t));
        if (parts.some((p) => p === null)) return null;
        const s = (parts as Series[]).reduce(addSeries);
        if (e.args.filter((t) => !polynomial(t, this.h)).length >= 2) {
          this.step('Add the expansions', 'Additionner les DL',
            'The expansion of a sum is the sum of the expansions, at the same order.',
            "Le DL d'une somme est la somme des DL, au même ordre.", e, s);
        }
        return s;
      }
      case 'mul': {
        // (x − 1)/ln x at 1, x/sin x: a factor 1/B with B → 0, divided out at a higher order
        const vanishing = e.args.filter((t) => t.t === 'pow' && isNum(t.exp) && t.exp.q === 1 && t.exp.p < 0 && (new Expander(n, this.h, this.v).expand(t.base)?.[0].isZero() ?? false));
        if (vanishing.length > 0) return this.quotient(e.args, vanishing);
        const parts = e.args.map((t) => this.expand(t));
        if (parts.some((p) => p === null)) return null;
        const s = (parts as Series[]).reduce(mulSeries);
        const varying = e.args.filter((t) => !polynomial(t, this.h));
        if (varying.length >= 1 && e.args.filter((t) => dependsOn(t, this.h)).length >= 2) {
          const constants = e.args.filter((t) => !dependsOn(t, this.h));
          const shown = [
            ...constants.map((t) => toLatex(t)),
            // a polynomial factor is its own expansion; the others are shown expanded
            ...e.args.filter((t) => dependsOn(t, this.h)).map((t) => (polynomial(t, this.h)
              ? (t.t === 'add' ? `\\left(${toLatex(t)}\\right)` : toLatex(t))
              : `\\left(${increasingLatex(parts[e.args.indexOf(t)] as Series, this.v)}\\right)`)),
          ];
          this.steps.push({
            title: text(`Multiply and truncate at order ${n}`, `Tronquer le produit à l'ordre ${n}`),
            explanation: text(
              `Expand the product and keep only the powers up to ${n}: the others go into o(x^${n}).`,
              `On développe le produit et on ne garde que les puissances jusqu'à ${n} : les autres vont dans le o(x^${n}).`,
            ),
            formula: `${toLatex(e)} = ${shown.join('')} = ${increasingLatex(s, this.v)}`,
          });
        }
        return s;
      }
      case 'pow':
        return this.power(e);
      case 'fn': {
        const usual = FUNCTIONS[e.name];
        if (!usual || e.args.length !== 1) return null;
        if (e.name === 'ln') {
          // ln(b) with b → 1: ln(1 + u), u = b − 1
          const b = this.expand(e.args[0]);
          if (!b || !b[0].isOne()) return null;
          return this.usual(usual, simplifyInner(sub(e.args[0], num(1))), b.map((c, k) => (k === 0 ? Q.ZERO : c)), e);
        }
        const u = this.expand(e.args[0]);
        if (!u || !u[0].isZero()) return null;
        return this.usual(usual, e.args[0], u, e);
      }
    }
  }

  /**
   * N/B^m with B → 0: B = hᵛ·B₁ with B₁(0) ≠ 0, every factor expanded to order n + V (V the
   * total power of h taken out), N's first V coefficients zero (else there is a pole), then
   * N/hⱽ times 1/B₁^m by the geometric series.
   */
  private quotient(args: Ex[], vanishing: Ex[]): Series | null {
    const n = this.n;
    const valuations = vanishing.map((f) => {
      const b = f.t === 'pow' ? new Expander(n, this.h, this.v).expand(f.base) : null;
      const v = b ? b.findIndex((c) => !c.isZero()) : -1;
      return { f, v, m: f.t === 'pow' && isNum(f.exp) ? -f.exp.p : 0 };
    });
    if (valuations.some((d) => d.v <= 0)) return null;
    const V = valuations.reduce((acc, d) => acc + d.v * d.m, 0);
    if (n + V > MAX_TERMS_ORDER + 4) return null;
    const sub = new Expander(n + V, this.h, this.v);
    const rest = args.filter((t) => !vanishing.includes(t));
    const parts = rest.map((t) => sub.expand(t));
    if (parts.some((p) => p === null)) return null;
    const top = (parts as Series[]).reduce(mulSeries, constant(Q.ONE, n + V));
    if (top.slice(0, V).some((c) => !c.isZero())) return null;
    let s = top.slice(V, V + n + 1);
    for (const { f, v, m } of valuations) {
      const b = f.t === 'pow' ? sub.expand(f.base) : null;
      if (!b) return null;
      const inverse = reciprocal(b.slice(v, v + n + 1));
      for (let j = 0; j < m; j++) s = mulSeries(s, inverse);
    }
    this.steps.push(...sub.steps, {
      title: text('Divide the expansions', 'Diviser les développements'),
      explanation: text(
        `The denominator tends to 0 like ${toAscii(pow(this.v, num(V)))}: numerator and denominator are expanded to order ${n + V}, ${toAscii(pow(this.v, num(V)))} is simplified, and the quotient is expanded through 1/(1 − u).`,
        `Le dénominateur tend vers 0 comme ${toAscii(pow(this.v, num(V)))} : on développe numérateur et dénominateur à l'ordre ${n + V}, on simplifie par ${toAscii(pow(this.v, num(V)))}, et on développe le quotient avec 1/(1 − u).`,
      ),
      formula: `${toLatex(mul(...args))} = ${increasingLatex(s, this.v)}`,
    });
    return s;
  }

  private power(e: Extract<Ex, { t: 'pow' }>): Series | null {
    const n = this.n;
    if (e.base.t === 'sym' && e.base.name === 'e') {
      const u = this.expand(e.exp);
      if (!u || !u[0].isZero()) return null;
      return this.usual(EXP, e.exp, u, e);
    }
    const alpha = toQ(e.exp);
    if (!alpha) return null;
    const b = this.expand(e.base);
    if (!b) return null;
    if (alpha.isInteger() && alpha.sign() >= 0) {
      let s = constant(Q.ONE, n);
      for (let k = 0n; k < alpha.n; k++) s = mulSeries(s, b);
      return s;
    }
    const b0 = b[0];
    if (b0.isZero()) return null;
    const scale = rationalPower(b0, alpha);
    if (!scale) return null;
    // b = b₀(1 + u) with u = b/b₀ − 1
    const u = b.map((c, k) => (k === 0 ? Q.ZERO : c.div(b0)));
    const uEx = simplifyInner(sub(mul(e.base, num(Number(b0.d), Number(b0.n))), num(1)));
    if (alpha.eq(Q.MINUS_ONE)) {
      // 1/(1 − w) with w = −u: the geometric series
      return this.usual(GEOMETRIC, simplifyInner(mul(num(-1), uEx)), u.map((c) => c.neg()), e, scale);
    }
    return this.usual(binomial(alpha), uEx, u, e, scale);
  }

  /** g(u) with u → 0: the standard expansion stated once, then u substituted and truncated. */
  private usual(g: Usual, uEx: Ex, u: Series, whole: Ex, scale: Q = Q.ONE): Series {
    const n = this.n;
    const coeffs = g.coeffs(n);
    if (!this.stated.has(g.key)) {
      this.stated.add(g.key);
      this.steps.push({
        title: text(`Standard expansion of ${g.title} to order ${n}`, `DL usuel de ${g.title} à l'ordre ${n}`),
        explanation: text(
          `As u tends to 0, this expansion is known by heart (coefficients from Taylor's formula at 0).`,
          `Quand u tend vers 0, ce développement limité est à connaître (il vient de la formule de Taylor en 0).`,
        ),
        formula: `${toLatex(g.left(U))} = ${increasingLatex(coeffs, U)}`,
      });
    }
    const s = scaleSeries(compose(coeffs, u), scale);
    const isVariable = uEx.t === 'sym' && uEx.name === this.h && scale.isOne();
    if (!isVariable) {
      // b = b₀(1 + u): the factor b₀^α comes out in front of the standard expansion
      const open = scale.isOne() ? '' : `${scale.toLatex()}\\left(`;
      const close = scale.isOne() ? '' : '\\right)';
      const factored = scale.isOne() ? text('', '') : text(
        ` First factor out the constant term: the expression is ${scale.toString()} times a function of 1 + u.`,
        ` On factorise d'abord le terme constant : l'expression vaut ${scale.toString()} fois une fonction de 1 + u.`,
      );
      this.steps.push({
        title: text(`Substitute u = ${toAscii(uEx)}`, `Substituer u = ${toAscii(uEx)}`),
        explanation: text(
          `u = ${toAscii(uEx)} tends to 0, so the standard expansion applies; expand the powers of u and keep those up to order ${n}.${factored.en}`,
          `u = ${toAscii(uEx)} tend vers 0 : le DL usuel s'applique ; on développe les puissances de u et on garde celles jusqu'à l'ordre ${n}.${factored.fr}`,
        ),
        formula: `${toLatex(whole)} = ${open}${substituted(coeffs, uEx, this.v)}${close} = ${increasingLatex(s, this.v)}`,
      });
    }
    return s;
  }

  private step(en: string, fr: string, exEn: string, exFr: string, e: Ex, s: Series): void {
    this.steps.push({ title: text(en, fr), explanation: text(exEn, exFr), formula: `${toLatex(e)} = ${increasingLatex(s, this.v)}` });
  }
}

/**
 * The standard expansion with u replaced, its powers written but not yet expanded; since u tends
 * to 0 at least as fast as v, the remainder o(uⁿ) is an o(vⁿ).
 */
function substituted(coeffs: Series, u: Ex, v: Ex): string {
  // u = −w: the first power is written with its sign folded in (1 − x, not 1 + (−x))
  const negated = u.t === 'mul' && isNum(u.args[0]) && u.args[0].p < 0 ? simplifyEx(mul(num(-1), u)) : null;
  const plainOf = (w: Ex): boolean => w.t === 'sym' || (w.t === 'mul' && w.args.every((f) => (isNum(f) ? f.q === 1 && f.p > 0 : !(f.t === 'pow' && isNum(f.exp) && f.exp.p < 0))));
  const bracket = (w: Ex): string => (plainOf(w) ? toLatex(w) : `\\left(${toLatex(w)}\\right)`);
  const parts: string[] = [];
  coeffs.forEach((c, k) => {
    if (c.isZero()) return;
    const coef = c.abs();
    const flip = k === 1 && negated !== null;
    const first = negated ?? u;
    const power = k === 0 ? '' : k === 1 ? (coef.isOne() && first.t !== 'add' ? toLatex(first) : bracket(first)) : u.t === 'sym' ? `${toLatex(u)}^{${k}}` : `\\left(${toLatex(u)}\\right)^{${k}}`;
    const t = k === 0 ? coef.toLatex() : coef.isOne() ? power : `${coef.toLatex()}${power}`;
    const negative = c.isNegative() !== flip;
    parts.push(parts.length === 0 ? `${negative ? '-' : ''}${t}` : `${negative ? ' - ' : ' + '}${t}`);
  });
  return `${parts.join('')} + ${remainder(coeffs.length - 1, v)}`;
}

/** No standard function and only whole powers: expands without a step of its own. */
function polynomial(e: Ex, h: string): boolean {
  switch (e.t) {
    case 'num':
    case 'sym':
      return true;
    case 'add':
    case 'mul':
      return e.args.every((t) => polynomial(t, h));
    case 'pow':
      return isNum(e.exp) && e.exp.q === 1 && e.exp.p >= 0 && polynomial(e.base, h);
    case 'fn':
      return !dependsOn(e, h);
  }
}

/** u as a teacher writes it after the substitution (−x², 2x), via the calculus simplifier. */
const simplifyInner = (e: Ex): Ex => simplifyEx(e);

/** a + h as written (the printer would not reorder an unsimplified sum). */
const writtenSum = (a: Ex, h: Ex): Ex => add(a, h);

/** The largest k with a factor h⁻ᵏ in a term of e (e itself, or a sum's terms), 0 if none. */
export function denominatorPower(e: Ex, h: string): number {
  const terms = e.t === 'add' ? e.args : [e];
  let k = 0;
  for (const t of terms) {
    for (const f of t.t === 'mul' ? t.args : [t]) {
      if (f.t === 'pow' && f.base.t === 'sym' && f.base.name === h && isNum(f.exp) && f.exp.q === 1 && f.exp.p < 0) k = Math.max(k, -f.exp.p);
    }
  }
  return Math.min(k, MAX_TERMS_ORDER);
}

/** hᵏ·e, each term of a sum multiplied on its own so that the powers of h merge. */
export function timesPower(e: Ex, h: string, k: number): Ex {
  const times = (t: Ex): Ex => simplifyEx(mul(pow(sym(h), num(k)), t));
  return e.t === 'add' ? add(...e.args.map(times)) : times(e);
}

/** hᵏ·f expanded to order n + k, then divided by hᵏ: its first k coefficients vanish. */
function dividedStep(f: Ex, shifted: Ex, coeffs: Series, h: string, k: number): StepDraft {
  const hk = k === 1 ? sym(h) : pow(sym(h), num(k));
  const n = coeffs.length - 1;
  return {
    title: text(`Divide by ${toAscii(hk)}`, `Diviser par ${toAscii(hk)}`),
    explanation: text(
      `${toAscii(hk)}·f = ${toAscii(shifted)} has no negative power: expanded to order ${n + k}, its first ${k} coefficient(s) vanish, and dividing by ${toAscii(hk)} gives f to order ${n}.`,
      `${toAscii(hk)}·f = ${toAscii(shifted)} n'a plus de puissance négative : développé à l'ordre ${n + k}, ses ${k} premier(s) coefficient(s) sont nuls, et la division par ${toAscii(hk)} donne f à l'ordre ${n}.`,
    ),
    formula: `${toLatex(f)} = ${increasingLatex(coeffs, sym(h))}`,
  };
}

/** The développement limité of f at a to order n from the standard expansions, or null. */
export function standardExpansion(f: Ex, x: string, a: Q, n: number): { coeffs: Series; steps: StepDraft[] } | null {
  if (n < 1 || n > MAX_TERMS_ORDER) return null;
  const h = a.isZero() ? x : 'h';
  if (h === 'h' && dependsOn(f, 'h')) return null;
  const g = a.isZero() ? f : simplifyEx(substitute(f, x, add(qEx(a), sym(h))));
  let ex = new Expander(n, h, sym(h));
  let coeffs: Series | null;
  // ln(1 + x)/x, (√(1 + x + x²) − 1)/x: a power of x in a denominator is taken out first
  const tidy = simplifyEx(g);
  const shift = denominatorPower(tidy, h);
  const shifted = shift > 0 ? timesPower(tidy, h, shift) : null;
  try {
    coeffs = ex.expand(g);
    if (!coeffs && shifted) {
      ex = new Expander(n + shift, h, sym(h));
      const whole = ex.expand(shifted);
      // a coefficient left below xᵏ: f has a pole, no développement limité
      coeffs = whole && whole.slice(0, shift).every((c) => c.isZero()) ? whole.slice(shift) : null;
      if (coeffs) ex.steps.push(dividedStep(g, shifted, coeffs, h, shift));
    }
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
  if (!coeffs) return null;
  const steps: StepDraft[] = [];
  if (!a.isZero()) {
    steps.push({
      title: text(`Set ${x} = ${a.toString()} + h`, `Poser ${x} = ${a.toString()} + h`),
      explanation: text(
        `Write ${x} = ${a.toString()} + h with h → 0: the expansion in powers of h = ${x} − ${a.toString()} is built from the standard expansions at 0.`,
        `On pose ${x} = ${a.toString()} + h avec h → 0 : le DL en puissances de h = ${x} − ${a.toString()} se construit avec les DL usuels en 0.`,
      ),
      // f(a + h), not f(x) = …: x and h are different letters
      formula: `f\\left(${toLatex(writtenSum(qEx(a), sym(h)))}\\right) = ${toLatex(g)}`,
    });
  }
  steps.push(...ex.steps);
  return { coeffs, steps };
}

/** The exponent g of f = e^g when f is a power whose exponent varies: b^v = e^(v·ln b), or null. */
function variableExponent(f: Ex, x: string): Ex | null {
  if (f.t !== 'pow' || !dependsOn(f.exp, x)) return null;
  if (f.base.t === 'sym' && f.base.name === 'e') return f.exp;
  return mul(f.exp, fn('ln', f.base));
}

/** An expansion factor·Σ cₖ hᵏ: the factor is 1, or e^c when f = e^g with g → c ≠ 0. */
export interface ScaledExpansion {
  coeffs: Series;
  factor: Ex;
  steps: StepDraft[];
}

/**
 * The développement limité of f, also when f is a power with a varying exponent ((1 + x)^(1/x),
 * (cos x)^(1/x²), (1 + 1/n)^n after n = 1/t): f = e^g with g = v·ln b expanded first; its constant
 * term c comes out as e^c, the rest goes into the standard expansion of eᵘ — coefficients e^c
 * times rationals, which the rational expansions alone cannot hold.
 */
export function scaledExpansion(f: Ex, x: string, a: Q, n: number): ScaledExpansion | null {
  const plain = standardExpansion(f, x, a, n);
  if (plain) return { ...plain, factor: num(1) };
  const exponent = variableExponent(simplifyEx(f), x);
  if (!exponent) return null;
  // (1 + t)^(1/t + 1): the exponent multiplied out, so that each term's power of t comes out on its own
  const tried = [exponent, simplifyEx(expandEx(exponent))].map((g) => ({ g, inner: standardExpansion(g, x, a, n) }));
  const { g, inner } = tried.find((r) => r.inner !== null) ?? tried[0];
  if (!inner) return null;
  const c = inner.coeffs[0];
  const u = inner.coeffs.map((q, k) => (k === 0 ? Q.ZERO : q));
  const coeffs = compose(expSeries(n), u);
  const factor = c.isZero() ? num(1) : simplifyEx(pow(sym('e'), qEx(c)));
  const v = a.isZero() ? sym(x) : simplifyEx(sub(sym(x), qEx(a)));
  const gLatex = increasingLatex(inner.coeffs, v);
  return {
    coeffs,
    factor,
    steps: [{
      title: text('Write the power as an exponential', "Écrire la puissance sous forme exponentielle"),
      explanation: text(
        'The exponent varies, so f = e^g with g = (exponent)·ln(base); g is expanded first.',
        "L'exposant varie : f = e^g avec g = (exposant)·ln(base) ; on développe d'abord g.",
      ),
      formula: `${toLatex(f)} = e^{${toLatex(g)}}`,
    }, ...inner.steps, {
      title: text('Take the constant term out of the exponential', "Sortir le terme constant de l'exponentielle"),
      explanation: text(
        `g = ${c.toString()} + u with u → 0, so f = e^${c.toString()}·eᵘ, and eᵘ = 1 + u + u²/2 + … is expanded to order ${n}.`,
        `g = ${c.toString()} + u avec u → 0, donc f = e^${c.toString()}·eᵘ, et eᵘ = 1 + u + u²/2 + … se développe à l'ordre ${n}.`,
      ),
      formula: `${toLatex(f)} = e^{${gLatex}} = ${c.isZero() ? '' : toLatex(factor)}\\left(${increasingLatex(coeffs, v)}\\right)`,
    }],
  };
}

/** The expansion to the order at which the first `terms` nonzero coefficients appear, cut there. */
function expandToTerms(f: Ex, x: string, a: Q, terms: number): { coeffs: Series; steps: StepDraft[] } | null {
  for (let n = Math.max(1, terms - 1); n <= MAX_TERMS_ORDER; n++) {
    const r = standardExpansion(f, x, a, n);
    if (!r) return null;
    const kept = throughNonzero(r.coeffs, terms, (c) => c.isZero());
    if (kept) return kept.length === r.coeffs.length ? r : standardExpansion(f, x, a, kept.length - 1);
  }
  return null;
}

const withUnitFactor = (r: { coeffs: Series; steps: StepDraft[] } | null): ScaledExpansion | null => (r ? { ...r, factor: num(1) } : null);

export const standardDlStrategy: Strategy = {
  name: 'series.taylor.standard',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const task = problem.task ?? readTask(problem).task;
    // the whole series asked is a general term, never a polynomial cut at some order
    if (task?.kind !== 'series' || task.general) return null;
    ctx.checkTime();
    const f = fromMathJson(parseCalc(task.expr));
    const point = fromMathJson(parseCalc(task.point));
    const a = toQ(point);
    if (!a) return null;
    const x = task.variable;
    const found: ScaledExpansion | null = task.terms ? withUnitFactor(expandToTerms(f, x, a, task.terms)) : scaledExpansion(f, x, a, task.order);
    if (!found) return null;
    const r = found;
    const scaled = toAscii(r.factor) !== '1';
    const v: Ex = a.isZero() ? sym(x) : simplifyEx(sub(sym(x), qEx(a)));
    const n = r.coeffs.length - 1;
    const steps: StepDraft[] = [...r.steps, {
      title: text(`Expansion to order ${n}`, `Développement limité à l'ordre ${n}`),
      explanation: text(
        `The coefficients up to order ${n}, in increasing powers; the rest is o(${toAscii(pow(v, num(n)))}).`,
        `Les coefficients jusqu'à l'ordre ${n}, par puissances croissantes ; le reste est un o(${toAscii(pow(v, num(n)))}).`,
      ),
      formula: `${toLatex(f)} = ${scaled ? `${toLatex(r.factor)}\\left(${increasingLatex(r.coeffs, v)}\\right)` : increasingLatex(r.coeffs, v)}`,
    }];
    return taylorOutcome('series.taylor.standard', parseNode(task.expr), x, parseNode(task.point), n, r.coeffs.map((c) => c.toNode()), steps, scaled ? parseNode(toAscii(r.factor)) : undefined);
  },
};
