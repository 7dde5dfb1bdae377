import type { StepDraft } from '../../strategy';
import { text, type Text } from '../../i18n';
import { SolverError } from '../../errors';
import { evalReal } from './params';
import {
  type Ex, E, ONE, TWO, ZERO, add, dependsOn, freeVars, isNum, key, mul, neg, num, numValue, pow, size, sub, sym, fn, MINUS_ONE, substitute,
} from '../derivative/expr';
import { coeffRest, expand, simplify, addNum, mulNum } from '../derivative/simplify';
import { toAscii, toLatex, writtenProduct, writtenQuotient } from '../derivative/print';
import { derivative } from '../derivative/differentiate';
import { type LimitContext, type LimitValue, limitValue, nearPoints } from './extended';
import { compareGrowth, dominant, mirrored, powerOf, type Dominant } from './dominant';
import { comparedGrowth, matchStandard } from './elementary';

/** A limit's value: a number, ±∞, or "does not exist" (sides differ, or it oscillates). */
export type LimitResult =
  | { k: 'fin'; v: Ex }
  | { k: 'inf'; s: 1 | -1 }
  /** split: the one-sided limits differ (both given); osc: the values keep oscillating */
  | { k: 'dne'; why: 'split' | 'osc'; left?: LimitResult; right?: LimitResult };

type Num = Extract<Ex, { t: 'num' }>;
const L = toLatex;
const MAX_DEPTH = 8;

export function pointLatex(c: LimitContext): string {
  const base = c.at.k === 'inf' ? (c.at.s === 1 ? '+\\infty' : '-\\infty') : L(c.at.v);
  return c.side === 'right' ? `${base}^{+}` : c.side === 'left' ? `${base}^{-}` : base;
}

/**
 * The conjugate written in: the quotient times conj/conj, the product (a − b)(a + b) = a² − b²
 * worked out, the rest left as it is. Built as trees, so the printer brackets every factor.
 */
function conjugateLatex(n: Ex, d: Ex, conj: Ex, inNum: boolean, product: Ex, target: Ex, f: Ex, c: LimitContext): string {
  if (key(inNum ? n : d) !== key(target)) return `${L(writtenProduct(target, conj))} = ${L(product)}`;
  return `${limLatex(f, c)} = ${limLatex(writtenQuotient(writtenProduct(n, conj), writtenProduct(d, conj)), c)} = ${limLatex(conjugated(n, d, conj, inNum, product), c)}`;
}

/** The quotient once (a − b)(a + b) is worked out on the side that held the root. */
function conjugated(n: Ex, d: Ex, conj: Ex, inNum: boolean, product: Ex): Ex {
  return inNum ? writtenQuotient(product, writtenProduct(d, conj)) : writtenQuotient(writtenProduct(n, conj), product);
}

/** L'Hôpital's rule: the quotient, the quotient of the derivatives, then its simplified form when it differs. */
function lhopitalLatex(n: Ex, d: Ex, dn: Ex, dd: Ex, g: Ex, c: LimitContext): string {
  const op = `\\lim_{${c.v} \\to ${pointLatex(c)}} `;
  const derivatives = limLatex(writtenQuotient(dn, dd), c);
  const simplified = limLatex(g, c);
  return `${op}\\frac{${L(n)}}{${L(d)}} = ${derivatives}${simplified === derivatives ? '' : ` = ${simplified}`}`;
}

export function limLatex(e: Ex, c: LimitContext): string {
  return `\\lim_{${c.v} \\to ${pointLatex(c)}} ${e.t === 'add' ? `\\left(${L(e)}\\right)` : L(e)}`;
}

/** "The limit is +∞.": the value as a student reads it, infinities written ∞ rather than the answer's oo. */
export function limitSentence(value: string): Text {
  const spoken = value === 'oo' ? '+∞' : value === '-oo' ? '−∞' : value;
  return text(`The limit is ${spoken}.`, `La limite vaut ${spoken}.`);
}

export function resultLatex(r: LimitResult): string {
  if (r.k === 'fin') return L(r.v);
  if (r.k === 'inf') return r.s === 1 ? '+\\infty' : '-\\infty';
  return '\\text{DNE}';
}

/** Functions continuous wherever they are defined, whose argument's limit gives theirs. */
const CONTINUOUS = new Set(['ln', 'sin', 'cos', 'atan', 'sinh', 'cosh', 'tanh']);

/**
 * Two or more terms k·ln(u) of a sum as one logarithm ln(∏ uᵏ) (rational k), the other terms
 * kept: ln(x + 1) − ln x = ln((x + 1)/x). Null when there are fewer than two.
 */
function combinedLogs(f: Extract<Ex, { t: 'add' }>): Ex | null {
  const logs: Ex[] = [];
  const rest: Ex[] = [];
  for (const a of f.args) {
    const [k, r] = coeffRest(a);
    // a float coefficient (q = 1, p not whole) is no exact power
    if (r.t === 'fn' && r.name === 'ln' && Number.isInteger(k.p)) logs.push(pow(r.args[0], k));
    else rest.push(a);
  }
  if (logs.length < 2) return null;
  return simplify(add(fn('ln', simplify(mul(...logs))), ...rest));
}

/** Numerator and denominator of a product (factors with negative powers go below). */
export function fraction(e: Ex): { n: Ex; d: Ex } {
  const factors = e.t === 'mul' ? e.args : [e];
  const n: Ex[] = [];
  const d: Ex[] = [];
  for (const f of factors) {
    if (f.t === 'pow' && isNum(f.exp) && numValue(f.exp) < 0) d.push(simplify(pow(f.base, num(-f.exp.p, f.exp.q))));
    else if (isNum(f) && f.q !== 1) {
      n.push(num(f.p));
      d.push(num(f.q));
    } else n.push(f);
  }
  return { n: simplify(mul(...n)), d: simplify(mul(...d)) };
}

/** Polynomial coefficients in v (index = power), or null when e is not a polynomial with rational coefficients. */
export function polyCoeffs(e: Ex, v: string): Num[] | null {
  const ex = expand(e);
  const terms = ex.t === 'add' ? ex.args : [ex];
  const out: Num[] = [];
  for (const t of terms) {
    const [c, rest] = coeffRest(t);
    let n: number;
    if (isNum(rest)) n = 0;
    else if (rest.t === 'sym' && rest.name === v) n = 1;
    else if (rest.t === 'pow' && rest.base.t === 'sym' && rest.base.name === v && isNum(rest.exp) && rest.exp.q === 1 && rest.exp.p > 0 && Number.isInteger(rest.exp.p)) n = rest.exp.p;
    else return null;
    if (n > 30 || !Number.isInteger(c.p)) return null;
    while (out.length <= n) out.push(ZERO as Num);
    out[n] = addNum(out[n], c);
  }
  while (out.length > 1 && out[out.length - 1].p === 0) out.pop();
  return out;
}

function polyEx(cs: Num[], v: string): Ex {
  return simplify(add(...cs.map((c, i) => mul(c, pow(sym(v), num(i))))));
}

/** Divides by (v − a): synthetic division, exact when a is a root. */
function divideByRoot(cs: Num[], a: Num): Num[] {
  const n = cs.length - 1;
  const q: Num[] = new Array(n).fill(ZERO);
  let carry = ZERO as Num;
  for (let i = n; i >= 1; i--) {
    carry = addNum(cs[i], mulNum(carry, a));
    q[i - 1] = carry;
  }
  return q;
}

function polyAt(cs: Num[], a: Num): Num {
  let r = ZERO as Num;
  for (let i = cs.length - 1; i >= 0; i--) r = addNum(mulNum(r, a), cs[i]);
  return r;
}

function fromValue(l: LimitValue): LimitResult | null {
  if (l.k === 'fin') return { k: 'fin', v: l.v };
  if (l.k === 'inf') return { k: 'inf', s: l.s };
  if (l.k === 'bnd') return { k: 'dne', why: 'osc' };
  return null;
}

/** Whether a constant base is raised to a power depending on something (e^{−x}, 2^{−x}). */
function hasExponential(e: Ex): boolean {
  if (e.t === 'pow') return (!isNum(e.exp) && freeVarsOf(e.exp)) || hasExponential(e.base) || hasExponential(e.exp);
  return (e.t === 'add' || e.t === 'mul' || e.t === 'fn') && e.args.some(hasExponential);
}

const freeVarsOf = (e: Ex): boolean => freeVars(e).size > 0;

function hasAbs(e: Ex): boolean {
  if (e.t === 'fn' && e.name === 'abs') return true;
  if (e.t === 'pow') return hasAbs(e.base) || hasAbs(e.exp);
  return (e.t === 'add' || e.t === 'mul' || e.t === 'fn') && e.args.some(hasAbs);
}

function stripAbs(e: Ex, c: LimitContext): Ex {
  switch (e.t) {
    case 'fn': {
      const args = e.args.map((a) => stripAbs(a, c));
      if (e.name !== 'abs') return fn(e.name, ...args);
      const pts = nearPoints(c)[0];
      const vals = pts.map((x) => evalReal(toAscii(args[0]), { [c.v]: x }));
      if (vals.some((y) => y === null || y === 0)) return fn('abs', ...args);
      const s = Math.sign(vals[0] as number);
      if (vals.some((y) => Math.sign(y as number) !== s)) return fn('abs', ...args);
      return s > 0 ? args[0] : simplify(neg(args[0]));
    }
    case 'pow':
      return simplify(pow(stripAbs(e.base, c), stripAbs(e.exp, c)));
    case 'add':
      return simplify(add(...e.args.map((a) => stripAbs(a, c))));
    case 'mul':
      return simplify(mul(...e.args.map((a) => stripAbs(a, c))));
    default:
      return e;
  }
}

const RECIPROCAL_TRIG = new Set(['tan', 'cot', 'sec', 'csc']);

function hasReciprocalTrig(e: Ex): boolean {
  if (e.t === 'fn' && RECIPROCAL_TRIG.has(e.name)) return true;
  if (e.t === 'pow') return hasReciprocalTrig(e.base) || hasReciprocalTrig(e.exp);
  return (e.t === 'add' || e.t === 'mul' || e.t === 'fn') && e.args.some(hasReciprocalTrig);
}

/** tan u = sin u / cos u, sec u = 1/cos u, cot u = cos u / sin u, csc u = 1/sin u, everywhere in e. */
function toSinCos(e: Ex): Ex {
  switch (e.t) {
    case 'fn': {
      const args = e.args.map(toSinCos);
      const [u] = args;
      switch (e.name) {
        case 'tan': return mul(fn('sin', u), pow(fn('cos', u), MINUS_ONE));
        case 'cot': return mul(fn('cos', u), pow(fn('sin', u), MINUS_ONE));
        case 'sec': return pow(fn('cos', u), MINUS_ONE);
        case 'csc': return pow(fn('sin', u), MINUS_ONE);
        default: return fn(e.name, ...args);
      }
    }
    case 'pow': return pow(toSinCos(e.base), toSinCos(e.exp));
    case 'add': return add(...e.args.map(toSinCos));
    case 'mul': return mul(...e.args.map(toSinCos));
    default: return e;
  }
}

/** True when the sqrt-free expression tree holds a square root inside a sum (a conjugate helps). */
function sumWithRoot(e: Ex): Extract<Ex, { t: 'add' }> | null {
  if (e.t === 'add' && e.args.some((t) => hasHalfPower(t))) return e;
  if (e.t === 'mul') for (const f of e.args) { const r = sumWithRoot(f); if (r) return r; }
  if (e.t === 'pow' && isNum(e.exp) && e.exp.q === 1) return sumWithRoot(e.base);
  return null;
}

/**
 * The conjugate a − b of a sum a + b holding a square root: two terms, or one root term and the
 * rest (√(1 + x) − 1 − x/2 has the conjugate √(1 + x) + 1 + x/2). Written with positive terms
 * when all came out negative (−√u − √v reads √u + √v). Null when no split removes the root.
 */
function conjugateOf(t: Extract<Ex, { t: 'add' }>): Ex | null {
  let a: Ex;
  let b: Ex;
  if (t.args.length === 2) [a, b] = t.args;
  else {
    const roots = t.args.filter(hasHalfPower);
    if (roots.length !== 1) return null;
    a = roots[0];
    b = simplify(add(...t.args.filter((u) => u !== a)));
  }
  const conj = simplify(add(a, neg(b)));
  const terms = conj.t === 'add' ? conj.args : [conj];
  return terms.every((u) => numValue(coeffRest(u)[0]) < 0) ? simplify(neg(conj)) : conj;
}

/**
 * a − b with a cube root a = ∛u (∛(n³ + n²) − n): the factor a² + ab + b² and the product
 * a³ − b³ worked out, which holds no root. Null for other sums.
 */
function cubeConjugate(t: Extract<Ex, { t: 'add' }>): { factor: Ex; product: Ex } | null {
  if (t.args.length !== 2) return null;
  const isCube = (e: Ex): boolean => {
    const [, rest] = coeffRest(e);
    return rest.t === 'pow' && isNum(rest.exp) && rest.exp.q === 3;
  };
  const k = t.args.findIndex(isCube);
  if (k < 0 || isCube(t.args[1 - k]) || hasHalfPower(t.args[1 - k])) return null;
  const a = t.args[k];
  const b = simplify(neg(t.args[1 - k]));
  const factor = simplify(add(pow(a, TWO), mul(a, b), pow(b, TWO)));
  const product = simplify(expand(add(pow(a, num(3)), neg(pow(b, num(3))))));
  return { factor, product };
}

function hasHalfPower(e: Ex): boolean {
  const [, rest] = coeffRest(e);
  return rest.t === 'pow' && isNum(rest.exp) && rest.exp.q === 2;
}

export class LimitSolver {
  readonly steps: StepDraft[] = [];
  /** The conjugates already multiplied in: multiplying by the conjugate of one of them would undo that step. */
  private readonly conjugates = new Set<string>();
  /** Whether the change of variable t = 1/x has been made: once is enough, and twice would undo it. */
  private inverted = false;

  constructor(private readonly checkTime: () => void) {}

  private step(titleEn: string, titleFr: string, en: string, fr: string, formula?: string): void {
    this.steps.push({ title: text(titleEn, titleFr), explanation: text(en, fr), ...(formula ? { formula } : {}) });
  }

  solve(f: Ex, c: LimitContext, depth = 0): LimitResult {
    this.checkTime();
    if (depth > MAX_DEPTH) throw unsupportedLimit();
    const lv = limitValue(f, c);
    const direct = fromValue(lv);
    if (direct) {
      if (!this.dominantTerm(f, c, direct)) this.explainDirect(f, c, direct);
      return direct;
    }
    if (lv.k === 'split') return this.sides(f, c, depth);
    if (c.side === 'both' && c.at.k === 'fin' && hasAbs(f) && lv.k !== 'fin') return this.sides(f, c, depth);
    if (c.side !== 'both' && hasAbs(f)) {
      // on one side the sign of each |u| with u → 0 is known: |u| = ±u
      const g = stripAbs(f, c);
      if (key(g) !== key(f)) {
        this.step('Remove the absolute value', 'Enlever la valeur absolue',
          'On this side of the point the sign of the quantity inside the absolute value is known.',
          "De ce côté du point, le signe de la quantité dans la valeur absolue est connu.",
          `${L(f)} = ${L(g)}`);
        return this.solve(g, c, depth + 1);
      }
    }
    const mark = this.steps.length;
    try {
      return this.methods(f, lv, c, depth);
    } catch (e) {
      if (!(e instanceof SolverError)) throw e;
      if (c.at.k === 'inf') {
        this.steps.length = mark;
        const byReciprocal = this.reciprocal(f, c, depth);
        if (byReciprocal) return byReciprocal;
        throw e;
      }
      // a two-sided limit the methods cannot do at once may still be done one side at a time
      if (c.side !== 'both' || c.at.k !== 'fin' || depth >= MAX_DEPTH - 2) throw e;
      this.steps.length = mark;
      return this.sides(f, c, depth);
    }
  }

  private methods(f: Ex, lv: LimitValue, c: LimitContext, depth: number): LimitResult {
    const { n, d } = fraction(f);
    const ln = limitValue(n, c);
    const ld = limitValue(d, c);
    const zero = (l: LimitValue): boolean => l.k === 'fin' && l.n === 0;
    const form = zero(ln) && zero(ld) ? '0/0' : ln.k === 'inf' && ld.k === 'inf' ? '∞/∞' : lv.k === 'ind' ? lv.form : null;
    if (dependsOn(d, c.v) && (form === '0/0' || form === '∞/∞')) {
      const byPoly = this.rational(f, n, d, c, form, depth);
      if (byPoly) return byPoly;
      const byDominant = this.dominantTerms(f, n, d, c, form);
      if (byDominant) return byDominant;
      const byStandard = this.standard(f, n, d, c, form);
      if (byStandard) return byStandard;
      const byCompared = this.compared(f, c, form);
      if (byCompared) return byCompared;
      const byConj = this.conjugate(f, n, d, c, form, depth);
      if (byConj) return byConj;
      const bySeparation = this.separateFactors(f, n, d, c, form, depth);
      if (bySeparation) return bySeparation;
      const byLogEquivalent = this.logEquivalent(f, n, d, c, depth);
      if (byLogEquivalent) return byLogEquivalent;
      const mark = this.steps.length;
      try {
        return this.lhopital(n, d, c, form, depth);
      } catch (e) {
        if (!(e instanceof SolverError)) throw e;
        this.steps.length = mark;
        const byTerms = this.termByTerm(n, d, c, depth);
        if (byTerms) return byTerms;
        throw e;
      }
    }
    if (form) {
      const byGrowth = this.growth(f, c, form);
      if (byGrowth) return byGrowth;
      const byCompared = this.compared(f, c, form);
      if (byCompared) return byCompared;
      // ln(sin x/x)/x² reads 0·∞ when the logarithm's own limit is still an indeterminate form
      const byLogEquivalent = dependsOn(d, c.v) ? this.logEquivalent(f, n, d, c, depth) : null;
      if (byLogEquivalent) return byLogEquivalent;
    }
    // a sum with an indeterminate term ((x² + 1)/(x + 1) − x): one fraction first
    // a power first: its form may read 0·∞ or ∞ − ∞ from the exponent x·ln(b)
    if (form && f.t === 'pow' && dependsOn(f.exp, c.v)) return this.logarithm(f, c, form, depth);
    // a continuous function of an indeterminate form: its argument's form, whatever it reads
    if (form && f.t === 'fn' && CONTINUOUS.has(f.name) && f.args.length === 1) return this.inside(f, c, depth);
    if (form && f.t === 'add') {
      const byTerms = this.sumOfLimits(f, c, depth);
      if (byTerms) return byTerms;
    }
    if (form === '\\infty - \\infty' || (form && f.t === 'add')) return this.difference(f, c, depth);
    if (form === '0 \\cdot \\infty') return this.zeroTimesInfinity(f, c, depth);
    if (form && f.t === 'pow') return this.logarithm(f, c, form, depth);
    throw unsupportedLimit();
  }

  /**
   * At ±∞ with 1/x inside (x·sin(1/x), (x sin(1/x))^(x²)): the change of variable t = 1/x
   * (« on pose t = 1/x ») brings the limit to t → 0 from the side of the sign of x, where
   * sin t, eᵗ − 1 and ln(1 + t) are standard limits and L'Hôpital works on the simpler quotient.
   */
  private reciprocal(f: Ex, c: LimitContext, depth: number): LimitResult | null {
    if (this.inverted || c.at.k !== 'inf' || depth >= MAX_DEPTH - 2) return null;
    const t = c.v === 't' ? 'u' : 't';
    const g = simplify(substitute(f, c.v, pow(sym(t), MINUS_ONE)));
    if (!dependsOn(g, t)) return null;
    const inner: LimitContext = { v: t, at: { k: 'fin', v: ZERO }, side: c.at.s === 1 ? 'right' : 'left' };
    const mark = this.steps.length;
    this.inverted = true;
    const toward = c.at.s === 1 ? '0⁺' : '0⁻';
    this.step('Change of variable', 'Changement de variable',
      `No method applies directly at infinity: set ${t} = 1/${c.v}, so that ${t} → ${toward} as ${c.v} → ${c.at.s === 1 ? '+∞' : '−∞'}.`,
      `Aucune méthode ne s'applique directement en l'infini : on pose ${t} = 1/${c.v}, de sorte que ${t} → ${toward} quand ${c.v} → ${c.at.s === 1 ? '+∞' : '−∞'}.`,
      `${limLatex(f, c)} = ${limLatex(g, inner)}`);
    try {
      return this.solve(g, inner, depth + 1);
    } catch (e) {
      if (!(e instanceof SolverError)) throw e;
      this.steps.length = mark;
      return null;
    } finally {
      this.inverted = false;
    }
  }

  /**
   * A continuous function of an indeterminate form (ln((x + 1)/x) at ∞): the limit of the
   * argument first, then the function at it, or ln of +∞, arctan of ±∞.
   */
  private inside(f: Extract<Ex, { t: 'fn' }>, c: LimitContext, depth: number): LimitResult {
    const u = f.args[0];
    this.step('Limit of the argument', "Limite de l'argument",
      `${f.name} is continuous: find the limit of ${toAscii(u)} first.`,
      `${f.name} est continue : on cherche d'abord la limite de ${toAscii(u)}.`);
    const r = this.solve(u, c, depth + 1);
    let out: LimitResult | null = null;
    if (r.k === 'fin') {
      const at = evalReal(toAscii(r.v));
      const v = simplify(fn(f.name, r.v));
      if (at !== null && (f.name !== 'ln' || at > 0) && evalReal(toAscii(v)) !== null) out = { k: 'fin', v };
    } else if (r.k === 'inf') {
      if (f.name === 'ln' && r.s === 1) out = r;
      if (f.name === 'atan') out = { k: 'fin', v: simplify(mul(num(r.s, 2), sym('pi'))) };
    }
    if (!out) throw unsupportedLimit();
    this.step('Continuity', 'Continuité',
      `The function is continuous there, so the limit is ${f.name} of the argument's limit.`,
      `La fonction est continue en ce point : la limite est ${f.name} de la limite de l'argument.`,
      `${limLatex(f, c)} = ${resultLatex(out)}`);
    return out;
  }

  /**
   * A sum at ±∞ whose terms tend to +∞ and −∞ (x² − 3x): the form ∞ − ∞ is lifted by factoring
   * out the term that grows fastest (« le terme dominant »): every other term over it tends to 0,
   * so the bracket tends to 1.
   */
  private dominantTerm(f: Ex, c: LimitContext, r: LimitResult): boolean {
    if (c.at.k !== 'inf' || f.t !== 'add' || r.k !== 'inf') return false;
    const signs = f.args.map((t) => limitValue(t, c)).map((l) => (l.k === 'inf' ? l.s : 0));
    if (!signs.includes(1) || !signs.includes(-1)) return false;
    // the term whose quotients by the others all tend to 0: the bracket then tends to 1
    const lead = f.args.find((t) => {
      const l = limitValue(t, c);
      if (l.k !== 'inf') return false;
      // a quotient of a power of ln x by a power of x tends to 0 by compared growth
      const vanishes = (q: Ex): boolean => {
        const l = limitValue(q, c);
        if (l.k === 'fin') return l.n === 0;
        const g = comparedGrowth(q, c);
        return g !== null && g.result.k === 'fin' && isNum(g.result.v) && g.result.v.p === 0;
      };
      return f.args.filter((u) => u !== t).every((u) => vanishes(simplify(mul(u, pow(t, MINUS_ONE)))));
    });
    if (!lead) return false;
    // written 1 + (the other terms over it), in the order of the sum
    const inner = add(ONE, ...f.args.filter((u) => u !== lead).map((u) => simplify(mul(u, pow(lead, MINUS_ONE)))));
    this.step('Factor out the dominant term', 'Factoriser le terme dominant',
      `The form is ∞ − ∞: factor out the term that grows fastest, ${toAscii(lead)}. Every other term divided by it tends to 0, so the bracket tends to 1 and the limit is that of ${toAscii(lead)}.`,
      `On a la forme indéterminée ∞ − ∞ : on factorise par le terme dominant ${toAscii(lead)}. Les autres termes divisés par lui tendent vers 0, donc la parenthèse tend vers 1 et la limite est celle de ${toAscii(lead)}.`,
      `${limLatex(f, c)} = ${limLatex(writtenProduct(lead, inner), c)} = ${resultLatex(r)}`);
    return true;
  }

  private explainDirect(f: Ex, c: LimitContext, r: LimitResult): void {
    const res = resultLatex(r);
    if (c.at.k === 'fin' && r.k === 'fin' && evalReal(toAscii(f), { [c.v]: evalReal(toAscii(c.at.v)) ?? NaN }) !== null) {
      this.step('Direct substitution', 'Substitution directe',
        `The expression is continuous at ${c.v} = ${L(c.at.v)}: substitute the value.`,
        `L'expression est continue en ${c.v} = ${L(c.at.v)} : on remplace par la valeur.`,
        `${limLatex(f, c)} = ${res}`);
    } else if (r.k === 'inf') {
      this.step('Infinite limit', 'Limite infinie',
        'Take the limit of each part: the expression grows without bound; its sign near the point gives the sign of the limit.',
        "On prend la limite de chaque partie : l'expression devient arbitrairement grande ; son signe près du point donne le signe de la limite.",
        `${limLatex(f, c)} = ${res}`);
    } else if (r.k === 'dne') {
      this.step('The limit does not exist', "La limite n'existe pas",
        'The expression keeps oscillating between two values and settles on no number.',
        "L'expression oscille sans cesse et ne se rapproche d'aucun nombre.",
        `${limLatex(f, c)}\\ \\text{DNE}`);
    } else {
      this.step('Limit of each part', 'Limite de chaque partie',
        'Each part has a limit and no indeterminate form appears, so combine the limits (sum, product, quotient, composition).',
        "Chaque partie a une limite et aucune forme indéterminée n'apparaît : on combine les limites (somme, produit, quotient, composée).",
        `${limLatex(f, c)} = ${res}`);
    }
  }

  /** Two-sided limit whose one-sided limits differ (1/x at 0). */
  private sides(f: Ex, c: LimitContext, depth: number): LimitResult {
    const right = this.solve(f, { ...c, side: 'right' }, depth + 1);
    const left = this.solve(f, { ...c, side: 'left' }, depth + 1);
    if (right.k === left.k && resultLatex(right) === resultLatex(left)) return right;
    this.step('Compare the one-sided limits', 'Comparer les limites à gauche et à droite',
      'The limit from the left and the limit from the right are different, so the two-sided limit does not exist.',
      "La limite à gauche et la limite à droite sont différentes : la limite n'existe pas.",
      `\\lim_{${c.v} \\to ${pointLatex({ ...c, side: 'left' })}} = ${resultLatex(left)},\\quad \\lim_{${c.v} \\to ${pointLatex({ ...c, side: 'right' })}} = ${resultLatex(right)}`);
    return { k: 'dne', why: 'split', left, right };
  }

  private rational(f: Ex, n: Ex, d: Ex, c: LimitContext, form: string, depth: number): LimitResult | null {
    const pn = polyCoeffs(n, c.v);
    const pd = polyCoeffs(d, c.v);
    if (!pn || !pd) return null;
    if (c.at.k === 'inf') {
      const dn = pn.length - 1;
      const dd = pd.length - 1;
      const xn = pow(sym(c.v), num(Math.max(dn, dd)));
      let r: LimitResult;
      if (dn < dd) r = { k: 'fin', v: ZERO };
      else if (dn === dd) r = { k: 'fin', v: simplify(mul(pn[dn], pow(pd[dd], MINUS_ONE))) };
      else {
        const sign = Math.sign(numValue(pn[dn]) / numValue(pd[dd])) * (c.at.s === -1 && (dn - dd) % 2 === 1 ? -1 : 1);
        r = { k: 'inf', s: sign as 1 | -1 };
      }
      this.step('Divide by the highest power', 'Diviser par la plus grande puissance',
        `The form is ${form}. Divide the numerator and the denominator by ${toAscii(xn)}: every term of lower degree tends to 0, so only the leading terms count.`,
        `On a la forme indéterminée ${form}. On divise le numérateur et le dénominateur par ${toAscii(xn)} : les termes de plus bas degré tendent vers 0, seuls les termes dominants comptent.`,
        `${limLatex(f, c)} = \\lim_{${c.v} \\to ${pointLatex(c)}} \\frac{${L(simplify(mul(pn[dn], pow(sym(c.v), num(dn)))))}}{${L(simplify(mul(pd[dd], pow(sym(c.v), num(dd)))))}} = ${resultLatex(r)}`);
      return r;
    }
    const a = c.at.v;
    if (!isNum(a) || !Number.isInteger(a.p)) return null;
    let cn = pn;
    let cd = pd;
    let k = 0;
    while (cn.length > 1 && cd.length > 1 && polyAt(cn, a).p === 0 && polyAt(cd, a).p === 0) {
      cn = divideByRoot(cn, a);
      cd = divideByRoot(cd, a);
      k++;
    }
    if (k === 0) return null;
    const factor = simplify(sub(sym(c.v), a));
    const fk = k === 1 ? factor : pow(factor, num(k));
    const qn = polyEx(cn, c.v);
    const qd = polyEx(cd, c.v);
    const reduced = simplify(mul(qn, pow(qd, MINUS_ONE)));
    this.step('Factor and cancel', 'Factoriser et simplifier',
      `Substituting gives ${form}: ${L(a)} is a root of both the numerator and the denominator, so both contain the factor ${L(factor)}. Factor it out and cancel it (allowed since ${c.v} ≠ ${L(a)} near the limit).`,
      `La substitution donne la forme indéterminée ${form} : ${L(a)} est racine du numérateur et du dénominateur, qui contiennent donc le facteur ${L(factor)}. On le factorise et on simplifie (possible car ${c.v} ≠ ${L(a)} au voisinage).`,
      `${L(writtenQuotient(n, d))} = ${L(writtenQuotient(writtenProduct(fk, qn), writtenProduct(fk, qd)))} = ${L(reduced)}`);
    return this.solve(reduced, c, depth + 1);
  }

  /**
   * ∞/∞ at ±∞ with roots or fractional powers (√(x² + 1)/x): each side behaves like its dominant
   * term c·x^p; dividing above and below by the highest power leaves the ratio of those terms.
   */
  private dominantTerms(f: Ex, n: Ex, d: Ex, c: LimitContext, form: string): LimitResult | null {
    if (c.at.k !== 'inf') return null;
    const s = c.at.s;
    const [nn, dd] = s === 1 ? [n, d] : [mirrored(n, c.v), mirrored(d, c.v)];
    const dn = dominant(nn, c.v);
    const ddm = dominant(dd, c.v);
    if (!dn || !ddm) return null;
    const ratio = simplify(mul(dn.c, pow(ddm.c, MINUS_ONE)));
    const rv = evalReal(toAscii(ratio));
    if (rv === null || rv === 0) return null;
    let r: LimitResult;
    const cmp = compareGrowth(dn, ddm);
    if (cmp === 0) r = { k: 'fin', v: ratio };
    else if (cmp < 0) r = { k: 'fin', v: ZERO };
    else r = { k: 'inf', s: (rv > 0 ? 1 : -1) };
    const w0 = s === 1 ? c.v : 't';
    const expOf = (x: Dominant): Ex => (x.bv === 1 ? ONE : pow(x.b, sym(w0)));
    const big = cmp >= 0 ? dn : ddm;
    const top = simplify(mul(expOf(big), powerOf(w0, big.p)));
    const lead = (x: Dominant): Ex => simplify(mul(x.c, expOf(x), powerOf(w0, x.p)));
    const mirror = s === 1 ? text('', '') : text(
      ` Since ${c.v} → −∞, write ${c.v} = −t with t → +∞ first (then √(t²) = t).`,
      ` Comme ${c.v} → −∞, on pose d'abord ${c.v} = −t avec t → +∞ (alors √(t²) = t).`);
    const w = w0;
    this.step('Keep the dominant terms', 'Garder les termes dominants',
      `The form is ${form}.${mirror.en} For large ${w} the numerator behaves like ${toAscii(lead(dn))} and the denominator like ${toAscii(lead(ddm))} (the largest exponential base wins, then the highest power; inside a root too: √(x² + x) ~ x). Dividing above and below by ${toAscii(top)}, every other term tends to 0.`,
      `On a la forme indéterminée ${form}.${mirror.fr} Pour ${w} grand, le numérateur se comporte comme ${toAscii(lead(dn))} et le dénominateur comme ${toAscii(lead(ddm))} (la plus grande base d'exponentielle l'emporte, puis la plus grande puissance ; sous une racine aussi : √(x² + x) ~ x). En divisant en haut et en bas par ${toAscii(top)}, tous les autres termes tendent vers 0.`,
      `${limLatex(f, c)} = \\lim_{${w} \\to +\\infty} \\frac{${L(lead(dn))}}{${L(lead(ddm))}} = ${resultLatex(r)}`);
    return r;
  }

  /** A product at ±∞ read from its dominant factors (2ˣ·3⁻ˣ = (2/3)ˣ → 0): exponentials, then powers. */
  private growth(f: Ex, c: LimitContext, form: string): LimitResult | null {
    if (c.at.k !== 'inf') return null;
    const g = c.at.s === 1 ? f : mirrored(f, c.v);
    const d = dominant(g, c.v);
    if (!d) return null;
    const cv = evalReal(toAscii(d.c));
    if (cv === null || cv === 0) return null;
    const one: Dominant = { c: ONE, p: 0, b: ONE, bv: 1 };
    const cmp = compareGrowth(d, one);
    const r: LimitResult = cmp === 0 ? { k: 'fin', v: d.c } : cmp < 0 ? { k: 'fin', v: ZERO } : { k: 'inf', s: cv > 0 ? 1 : -1 };
    const w = c.at.s === 1 ? c.v : 't';
    const lead = simplify(mul(d.c, d.bv === 1 ? ONE : pow(d.b, sym(w)), powerOf(w, d.p)));
    this.step('Compare the growth', 'Comparer les croissances',
      `The form is ${form}. For large ${w} the expression behaves like ${toAscii(lead)}: an exponential bˣ beats any power of ${w}, and tends to +∞ when b > 1, to 0 when b < 1.`,
      `On a la forme indéterminée ${form}. Pour ${w} grand, l'expression se comporte comme ${toAscii(lead)} : une exponentielle bˣ l'emporte sur toute puissance de ${w}, et tend vers +∞ si b > 1, vers 0 si b < 1.`,
      `${limLatex(f, c)} = \\lim_{${w} \\to +\\infty} ${L(lead)} = ${resultLatex(r)}`);
    return r;
  }

  /**
   * A standard limit (sin u/u, tan u/u, (eᵘ − 1)/u, ln(1 + u)/u, (1 − cos u)/u² as u → 0),
   * made to appear by a constant factor: sin 2x / x = 2 · sin 2x / 2x.
   */
  private standard(f: Ex, n: Ex, d: Ex, c: LimitContext, form: string): LimitResult | null {
    const m = matchStandard(n, d, c);
    if (!m) return null;
    const r: LimitResult = { k: 'fin', v: m.value };
    const q = writtenQuotient(m.g, m.up);
    const one = isNum(m.factor) && numValue(m.factor) === 1;
    const op = `\\lim_{${c.v} \\to ${pointLatex(c)}} `;
    const rewritten = one ? '' : ` = ${op}${L(m.factor)} \\cdot ${L(q)}`;
    const as = one ? text('', '') : text(`; write the quotient as ${toAscii(m.factor)} times ${toAscii(q)}`, ` ; on écrit le quotient comme ${toAscii(m.factor)} fois ${toAscii(q)}`);
    this.step('Standard limit', 'Limite usuelle',
      `The form is ${form}. This is a standard limit with u = ${toAscii(m.u)}, which tends to 0${as.en}.`,
      `On a la forme indéterminée ${form}. On reconnaît une limite usuelle avec u = ${toAscii(m.u)}, qui tend vers 0${as.fr}.`,
      `${m.rule} \\Rightarrow ${limLatex(f, c)}${rewritten} = ${L(m.value)}`);
    return r;
  }

  /** xᵃ(ln x)ᵇ at +∞ or 0⁺: the power of x wins. */
  private compared(f: Ex, c: LimitContext, form: string): LimitResult | null {
    const m = comparedGrowth(f, c);
    if (!m) return null;
    const r: LimitResult = m.result;
    const where = c.at.k === 'inf'
      ? text('at +∞ any positive power of x beats any power of ln x', 'en +∞, toute puissance positive de x l\'emporte sur toute puissance de ln x')
      : text('at 0⁺ any positive power of x beats any power of ln x', 'en 0⁺, toute puissance positive de x l\'emporte sur toute puissance de ln x');
    this.step('Compared growth', 'Croissances comparées',
      `The form is ${form}. By compared growth, ${where.en}.`,
      `On a la forme indéterminée ${form}. Par croissances comparées, ${where.fr}.`,
      // the limit asked may be the reference limit itself (ln x / x): said once
      m.rule === `${limLatex(f, c)} = ${resultLatex(r)}` ? m.rule : `${m.rule} \\Rightarrow ${limLatex(f, c)} = ${resultLatex(r)}`);
    return r;
  }

  private conjugate(f: Ex, n: Ex, d: Ex, c: LimitContext, form: string, depth: number): LimitResult | null {
    const inNum = sumWithRoot(n);
    const target = inNum ?? sumWithRoot(d);
    if (!target) return null;
    // The conjugate removes an indeterminate form only when the root difference is its cause (it
    // tends to 0, or reads ∞ − ∞). A sum with a nonzero limit, such as the conjugate a previous
    // step put below, would only be multiplied back: that undoes the step and never ends.
    const lt = limitValue(target, c);
    if (!((lt.k === 'fin' && lt.n === 0) || lt.k === 'ind')) return null;
    if (this.conjugates.has(key(target))) return null;
    const conj = conjugateOf(target);
    if (!conj) return null;
    const product = expand(mul(target, conj));
    if (size(product) >= size(expand(target)) + 6 && sumWithRoot(product)) return null;
    this.conjugates.add(key(conj));
    const replace = (e: Ex): Ex => simplify(mul(product, pow(target, MINUS_ONE), e));
    const nn = inNum ? simplify(mul(replace(n))) : simplify(mul(n, conj));
    const dd = inNum ? simplify(mul(d, conj)) : replace(d);
    const g = simplify(mul(nn, pow(dd, MINUS_ONE)));
    this.step('Multiply by the conjugate', 'Multiplier par la quantité conjuguée',
      `The form is ${form} with a square root in a difference: multiply above and below by the conjugate ${toAscii(conj)}, since (a − b)(a + b) = a² − b² removes the root.`,
      `On a la forme indéterminée ${form} avec une racine dans une différence : on multiplie en haut et en bas par la quantité conjuguée ${toAscii(conj)}, car (a − b)(a + b) = a² − b² fait disparaître la racine.`,
      conjugateLatex(n, d, conj, inNum !== null, product, target, f, c));
    // the factor that made the form indeterminate cancels once the root is gone
    const shown = L(conjugated(n, d, conj, inNum !== null, product));
    if (shown !== L(g) && key(inNum ? n : d) === key(target)) {
      const near = c.at.k === 'fin'
        ? text(`for ${c.v} ≠ ${toAscii(c.at.v)}`, `pour ${c.v} ≠ ${toAscii(c.at.v)}`)
        : text(`for large ${c.v}`, `pour ${c.v} assez grand`);
      this.step('Simplify', 'Simplifier',
        `Cancel the common factors (they are not zero ${near.en}, which is all the limit looks at) and collect the terms.`,
        `On simplifie par les facteurs communs (non nuls ${near.fr}, ce qui suffit pour la limite) et on regroupe les termes.`,
        `${shown} = ${L(g)}`);
    }
    return this.solve(g, c, depth + 1);
  }

  /**
   * Factors with a finite nonzero limit (√(1 + x) + √(1 − x) → 2 below, after a conjugate) come
   * out of the limit by the product rule; the indeterminate quotient left is smaller, so
   * L'Hôpital's rule differentiates less.
   */
  private separateFactors(f: Ex, n: Ex, d: Ex, c: LimitContext, form: string, depth: number): LimitResult | null {
    const settles = (t: Ex): boolean => {
      if (!dependsOn(t, c.v)) return false;
      const l = limitValue(t, c);
      return l.k === 'fin' && l.n !== 0;
    };
    const factors = (e: Ex): Ex[] => (e.t === 'mul' ? e.args : [e]);
    const outN = factors(n).filter(settles);
    const outD = factors(d).filter(settles);
    if (!outN.length && !outD.length) return null;
    const restN = simplify(mul(...factors(n).filter((t) => !settles(t))));
    const restD = simplify(mul(...factors(d).filter((t) => !settles(t))));
    const out = simplify(mul(...outN, pow(simplify(mul(...outD)), MINUS_ONE)));
    const lo = limitValue(out, c);
    if (lo.k !== 'fin' || lo.n === 0) return null;
    const rest = simplify(mul(restN, pow(restD, MINUS_ONE)));
    this.step('Take out a factor with a nonzero limit', 'Sortir un facteur de limite non nulle',
      `The form is ${form}. The factor ${toAscii(out)} tends to ${toAscii(lo.v)}, which is not 0: by the product rule it comes out of the limit, and only the rest is indeterminate.`,
      `On a la forme indéterminée ${form}. Le facteur ${toAscii(out)} tend vers ${toAscii(lo.v)}, qui n'est pas nul : d'après la limite d'un produit, il sort de la limite et seul le reste est indéterminé.`,
      `${limLatex(f, c)} = ${lo.v.t === 'add' ? `\\left(${L(lo.v)}\\right)` : L(lo.v)} \\cdot ${limLatex(rest, c)}`);
    const r = this.solve(rest, c, depth + 1);
    if (r.k === 'fin') return { k: 'fin', v: simplify(mul(lo.v, r.v)) };
    if (r.k === 'inf') return { k: 'inf', s: (r.s * Math.sign(lo.n)) as 1 | -1 };
    return r;
  }

  private lhopital(n: Ex, d: Ex, c: LimitContext, form: string, depth: number): LimitResult {
    const dn = derivative(n, c.v);
    const dd = derivative(d, c.v);
    const g = simplify(mul(dn, pow(dd, MINUS_ONE)));
    this.step("L'Hôpital's rule", "Règle de L'Hôpital",
      `The form is ${form}: the limit of the quotient equals the limit of the quotient of the derivatives. Numerator: (${toAscii(n)})' = ${toAscii(dn)}; denominator: (${toAscii(d)})' = ${toAscii(dd)}.`,
      `On a la forme indéterminée ${form} : la limite du quotient est celle du quotient des dérivées. Numérateur : (${toAscii(n)})' = ${toAscii(dn)} ; dénominateur : (${toAscii(d)})' = ${toAscii(dd)}.`,
      lhopitalLatex(n, d, dn, dd, g, c));
    const r = this.solve(g, c, depth + 1);
    // the quotient of the derivatives having no limit says nothing about the quotient itself
    if (r.k === 'dne') throw unsupportedLimit();
    return r;
  }

  /** (x − sin x)/x: divide each term of the numerator by the denominator; bounded/∞ parts vanish. */
  private termByTerm(n: Ex, d: Ex, c: LimitContext, depth: number): LimitResult | null {
    if (n.t !== 'add') return null;
    const g = add(...n.args.map((t) => simplify(mul(t, pow(d, MINUS_ONE)))));
    const lv = limitValue(g, c);
    if (lv.k !== 'fin' && lv.k !== 'inf') return null;
    this.step('Divide each term by the denominator', 'Diviser chaque terme par le dénominateur',
      'Split the fraction term by term: a bounded quantity over one that tends to infinity tends to 0.',
      "On sépare la fraction terme à terme : une quantité bornée divisée par une quantité qui tend vers l'infini tend vers 0.",
      `\\frac{${L(n)}}{${L(d)}} = ${L(g)}`);
    return this.solve(g, c, depth + 1);
  }

  /** ∞ − ∞: put everything over one denominator, or use the conjugate of a root. */
  /**
   * A sum whose form is indeterminate only because one of its terms is (x·e⁻ˣ + ln(x)/x at +∞,
   * sin(x)/x + x·ln(x) at 0): each term's limit on its own, then the sum of the limits, as long as
   * they do not make ∞ − ∞ (that form is left to the common denominator and the conjugate).
   */
  private sumOfLimits(f: Extract<Ex, { t: 'add' }>, c: LimitContext, depth: number): LimitResult | null {
    if (depth >= MAX_DEPTH - 2 || !f.args.some((a) => limitValue(a, c).k === 'ind')) return null;
    const mark = this.steps.length;
    const limits: LimitResult[] = [];
    try {
      for (const a of f.args) limits.push(this.solve(a, c, depth + 1));
    } catch (e) {
      if (!(e instanceof SolverError)) throw e;
      this.steps.length = mark;
      return null;
    }
    const signs = new Set(limits.flatMap((r) => (r.k === 'inf' ? [r.s] : [])));
    if (limits.some((r) => r.k === 'dne') || signs.size > 1) {
      this.steps.length = mark;
      return null;
    }
    const [s] = [...signs];
    const out: LimitResult = s ? { k: 'inf', s } : { k: 'fin', v: simplify(add(...limits.map((r) => (r as Extract<LimitResult, { k: 'fin' }>).v))) };
    this.steps.splice(mark, 0, {
      title: text('Limit of each term', 'Limite de chaque terme'),
      explanation: text(
        'The sum is an indeterminate form only through some of its terms: find the limit of each term, then add the limits (no ∞ − ∞ arises).',
        "La somme n'est une forme indéterminée qu'à cause de certains de ses termes : on cherche la limite de chaque terme, puis on additionne les limites (il n'apparaît pas de ∞ − ∞).",
      ),
      formula: `${limLatex(f, c)} = ${f.args.map((a) => limLatex(a, c)).join(' + ')}`,
    });
    this.step('Add the limits', 'Additionner les limites',
      'The limit of a sum is the sum of the limits when these are finite or infinite of one sign.',
      "La limite d'une somme est la somme des limites lorsqu'elles sont finies ou infinies d'un même signe.",
      `${limLatex(f, c)} = ${resultLatex(out)}`);
    return out;
  }

  private difference(f: Extract<Ex, { t: 'add' }> | Ex, c: LimitContext, depth: number): LimitResult {
    if (f.t === 'mul') {
      // a factor a − b with a root, the rest finite or infinite: x(√(x² + 1) − x), or such a factor below: x/(√(x² + 1) − x + 1)
      const sumOf = (a: Ex): Extract<Ex, { t: 'add' }> | null => {
        const t = a.t === 'pow' && isNum(a.exp) && numValue(a.exp) === -1 ? a.base : a;
        return t.t === 'add' && sumWithRoot(t) !== null && conjugateOf(t) !== null && !this.conjugates.has(key(t)) && limitValue(t, c).k === 'ind' ? t : null;
      };
      const k = f.args.findIndex((a) => sumOf(a) !== null);
      if (k < 0) throw unsupportedLimit();
      const t = sumOf(f.args[k])!;
      const below = f.args[k] !== t;
      const conj = conjugateOf(t)!;
      this.conjugates.add(key(conj));
      const product = expand(mul(t, conj));
      const rest = f.args.filter((_, i) => i !== k);
      const g = below ? simplify(mul(...rest, conj, pow(product, MINUS_ONE))) : simplify(mul(...rest, product, pow(conj, MINUS_ONE)));
      this.step('Multiply by the conjugate', 'Multiplier par la quantité conjuguée',
        `The factor ${toAscii(t)} has the form ∞ − ∞ with a square root: multiply and divide it by the conjugate ${toAscii(conj)}, since (a − b)(a + b) = a² − b².`,
        `Le facteur ${toAscii(t)} a la forme indéterminée ∞ − ∞ avec une racine : on le multiplie et on le divise par la quantité conjuguée ${toAscii(conj)}, car (a − b)(a + b) = a² − b².`,
        `${L(f)} = ${L(g)}`);
      return this.solve(g, c, depth + 1);
    }
    if (f.t !== 'add') throw unsupportedLimit();
    if (hasReciprocalTrig(f)) {
      // tan x − sec x at π/2: as quotients of sin and cos the difference takes one denominator
      const g = simplify(toSinCos(f));
      this.step('Write in terms of sine and cosine', 'Écrire avec sinus et cosinus',
        'The form is ∞ − ∞: write tan, cot, sec and csc as quotients of sine and cosine so the terms share a denominator.',
        'On a la forme indéterminée ∞ − ∞ : on écrit tan, cot, sec et csc comme des quotients de sinus et cosinus pour mettre les termes au même dénominateur.',
        `${L(f)} = ${L(g)}`);
      return this.solve(g, c, depth + 1);
    }
    const logs = combinedLogs(f);
    if (logs) {
      this.step('Combine the logarithms', 'Regrouper les logarithmes',
        'The form is ∞ − ∞ between logarithms: ln a − ln b = ln(a/b) and k·ln a = ln(aᵏ) write them as one logarithm.',
        'On a la forme indéterminée ∞ − ∞ entre des logarithmes : ln a − ln b = ln(a/b) et k·ln a = ln(aᵏ) les regroupent en un seul logarithme.',
        `${L(f)} = ${L(logs)}`);
      return this.solve(logs, c, depth + 1);
    }
    const parts = f.args.map(fraction);
    if (parts.some((p) => dependsOn(p.d, c.v))) {
      const den = simplify(mul(...parts.map((p) => p.d)));
      const numer = expand(add(...parts.map((p, i) => mul(p.n, ...parts.filter((_, j) => j !== i).map((q) => q.d)))));
      const g = simplify(mul(numer, pow(den, MINUS_ONE)));
      this.step('Common denominator', 'Réduire au même dénominateur',
        'The form is ∞ − ∞: write the difference as a single fraction.',
        'On a la forme indéterminée ∞ − ∞ : on écrit la différence comme une seule fraction.',
        `${L(f)} = ${L(g)}`);
      return this.solve(g, c, depth + 1);
    }
    const root = sumWithRoot(f);
    const fConj = root === f && !this.conjugates.has(key(f)) ? conjugateOf(f) : null;
    if (fConj) {
      const conj = fConj;
      this.conjugates.add(key(conj));
      const product = expand(mul(f, conj));
      const g = simplify(mul(product, pow(conj, MINUS_ONE)));
      this.step('Multiply by the conjugate', 'Multiplier par la quantité conjuguée',
        `The form is ∞ − ∞ with a square root: multiply and divide by the conjugate ${toAscii(conj)}, since (a − b)(a + b) = a² − b².`,
        `On a la forme indéterminée ∞ − ∞ avec une racine : on multiplie et on divise par la quantité conjuguée ${toAscii(conj)}, car (a − b)(a + b) = a² − b².`,
        `${L(f)} = ${L(g)}`);
      return this.solve(g, c, depth + 1);
    }
    const cube = cubeConjugate(f);
    if (cube && !this.conjugates.has(key(cube.factor))) {
      this.conjugates.add(key(cube.factor));
      const g = simplify(mul(cube.product, pow(cube.factor, MINUS_ONE)));
      this.step('Multiply by the conjugate', 'Multiplier par la quantité conjuguée',
        `The form is ∞ − ∞ with a cube root: multiply and divide by ${toAscii(cube.factor)}, since (a − b)(a² + ab + b²) = a³ − b³.`,
        `On a la forme indéterminée ∞ − ∞ avec une racine cubique : on multiplie et on divise par ${toAscii(cube.factor)}, car (a − b)(a² + ab + b²) = a³ − b³.`,
        `${L(f)} = ${L(writtenQuotient(cube.product, cube.factor))}`);
      return this.solve(g, c, depth + 1);
    }
    // factor out the dominant term: f = t₁(1 + t₂/t₁ + …)
    const lead = f.args[0];
    const inner = simplify(add(...f.args.map((t) => mul(t, pow(lead, MINUS_ONE)))));
    const g = simplify(mul(lead, inner)) ;
    const li = limitValue(inner, c);
    if (li.k === 'fin' && li.n !== 0) {
      this.step('Factor out the dominant term', 'Factoriser le terme dominant',
        `The form is ∞ − ∞: factor out ${toAscii(lead)}.`, `On a la forme indéterminée ∞ − ∞ : on factorise ${toAscii(lead)}.`,
        `${L(f)} = ${L(writtenProduct(lead, inner))}`);
      const r = this.solve(lead, c, depth + 1);
      if (r.k === 'inf') return { k: 'inf', s: (r.s * Math.sign(li.n)) as 1 | -1 };
      if (r.k === 'fin') return { k: 'fin', v: simplify(mul(r.v, li.v)) };
      return r;
    }
    void g;
    throw unsupportedLimit();
  }

  /** 0·∞: write the product as a quotient (keeping logarithms on top) for L'Hôpital. */
  private zeroTimesInfinity(f: Ex, c: LimitContext, depth: number): LimitResult {
    if (f.t !== 'mul') throw unsupportedLimit();
    const isLog = (t: Ex): boolean => t.t === 'fn' && ['ln', 'log', 'atan', 'asin', 'acos'].includes(t.name);
    const varying = f.args.filter((t) => dependsOn(t, c.v));
    const top = varying.filter(isLog);
    let numer: Ex[];
    let moved: Ex[];
    if (top.length) {
      numer = top;
      moved = varying.filter((t) => !isLog(t));
    } else {
      const zeroPart = varying.filter((t) => { const l = limitValue(t, c); return l.k === 'fin' && l.n === 0; });
      const infinitePart = varying.filter((t) => !zeroPart.includes(t));
      // only a factor that is itself an exponential (e^{−x}), not a sum holding one (e^{1/x} − 1)
      if (zeroPart.some((t) => t.t === 'pow' && hasExponential(t))) {
        // x·e^{−x} = x/e^{x}: the exponential goes below
        numer = infinitePart;
        moved = zeroPart;
      } else {
        // x·sin(1/x) = sin(1/x)/(1/x): the part tending to 0 stays on top
        numer = zeroPart;
        moved = infinitePart;
      }
    }
    // both a part tending to 0 and a part tending to infinity, or this is no 0·∞ quotient
    if (numer.length === 0 || moved.length === 0) throw unsupportedLimit();
    const consts = f.args.filter((t) => !dependsOn(t, c.v));
    const g = mul(...consts, ...numer, pow(simplify(pow(mul(...moved), MINUS_ONE)), MINUS_ONE));
    const n = simplify(mul(...consts, ...numer));
    const d = simplify(pow(mul(...moved), MINUS_ONE));
    this.step('Rewrite as a quotient', 'Écrire sous forme de quotient',
      `The form is 0 · ∞: write the product as a quotient to get 0/0 or ∞/∞.`,
      `On a la forme indéterminée 0 · ∞ : on écrit le produit comme un quotient pour obtenir 0/0 ou ∞/∞.`,
      `${L(f)} = \\frac{${L(n)}}{${L(d)}}`);
    void g;
    const ln = limitValue(n, c);
    const ld = limitValue(d, c);
    const isZero = (l: LimitValue): boolean => l.k === 'fin' && l.n === 0;
    if (!(ln.k === 'inf' && ld.k === 'inf') && !(isZero(ln) && isZero(ld))) throw unsupportedLimit();
    const form = ln.k === 'inf' && ld.k === 'inf' ? '∞/∞' : '0/0';
    return this.lhopital(n, d, c, form, depth + 1);
  }

  /** 1^∞, 0⁰, ∞⁰: b^x = e^{x ln b}. */
  private logarithm(f: Extract<Ex, { t: 'pow' }>, c: LimitContext, form: string, depth: number): LimitResult {
    if (form === '1^{\\infty}' || this.baseTendsToOne(f, c)) {
      // ln b ~ b − 1 when b → 1: the exponent's limit is that of g·(b − 1), usually a rational
      // function, where ln(x/(x + 1)) would split into a difference of logarithms.
      const mark = this.steps.length;
      try {
        return this.oneToInfinity(f, c, depth);
      } catch (e) {
        if (!(e instanceof SolverError)) throw e;
        this.steps.length = mark;
      }
    }
    const inner = simplify(mul(f.exp, fn('ln', f.base)));
    this.step('Take logarithms', 'Passer au logarithme',
      `The form is ${form}: write ${toAscii(f)} = e^(${toAscii(inner)}) and find the limit of the exponent; the exponential is continuous.`,
      `On a la forme indéterminée ${form} : on écrit ${toAscii(f)} = e^(${toAscii(inner)}) et on cherche la limite de l'exposant ; l'exponentielle est continue.`,
      `${L(f)} = e^{${L(inner)}}`);
    const r = this.solve(inner, c, depth + 1);
    const out: LimitResult = r.k === 'fin' ? { k: 'fin', v: simplify(pow(E, r.v)) } : r.k === 'inf' ? (r.s === 1 ? { k: 'inf', s: 1 } : { k: 'fin', v: ZERO }) : r;
    this.step('Back to the exponential', "Revenir à l'exponentielle",
      `The exponent tends to ${resultLatex(r)}, so the expression tends to e to that power.`,
      `L'exposant tend vers ${resultLatex(r)}, donc l'expression tend vers e à cette puissance.`,
      `${limLatex(f, c)} = ${resultLatex(out)}`);
    return out;
  }

  /**
   * 0/0 with a factor ln(b) where b → 1 (ln(sin x/x)/x²): ln b ~ b − 1, and a factor may be
   * replaced by an equivalent in a product or a quotient, so ln(b) becomes b − 1 as one fraction.
   */
  private logEquivalent(f: Ex, n: Ex, d: Ex, c: LimitContext, depth: number): LimitResult | null {
    const factors = n.t === 'mul' ? n.args : [n];
    const k = factors.findIndex((t) => t.t === 'fn' && t.name === 'ln' && t.args.length === 1 && this.tendsToOne(t.args[0], c));
    if (k < 0) return null;
    const log = factors[k] as Extract<Ex, { t: 'fn' }>;
    const { n: bn, d: bd } = fraction(log.args[0]);
    const near = simplify(mul(expand(sub(bn, bd)), pow(bd, MINUS_ONE)));
    const g = simplify(mul(...factors.filter((_, i) => i !== k), near, pow(d, MINUS_ONE)));
    this.step('Use an equivalent', 'Utiliser un équivalent',
      `The form is indeterminate. The argument of ${toAscii(log)} tends to 1, and ln(b) ~ b − 1 as b → 1: in a product or a quotient the factor may be replaced by its equivalent ${toAscii(near)}.`,
      `La forme est indéterminée. L'argument de ${toAscii(log)} tend vers 1, et ln(b) ~ b − 1 quand b → 1 : dans un produit ou un quotient, on peut remplacer ce facteur par son équivalent ${toAscii(near)}.`,
      `${limLatex(f, c)} = ${limLatex(g, c)}`);
    return this.solve(g, c, depth + 1);
  }

  /** Whether u tends to 1 at the point (read by a separate solver, whose steps are not kept). */
  private tendsToOne(u: Ex, c: LimitContext): boolean {
    try {
      const r = new LimitSolver(this.checkTime).solve(simplify(u), c, MAX_DEPTH - 3);
      if (r.k !== 'fin') return false;
      const v = evalReal(toAscii(r.v));
      return v !== null && Math.abs(v - 1) < 1e-12;
    } catch (e) {
      if (e instanceof SolverError) return false;
      throw e;
    }
  }

  /** The base of b^g tends to 1 (x/(x + 1) at ∞, an ∞/∞ quotient) while g tends to infinity. */
  private baseTendsToOne(f: Extract<Ex, { t: 'pow' }>, c: LimitContext): boolean {
    return limitValue(f.exp, c).k === 'inf' && dependsOn(f.base, c.v) && this.tendsToOne(f.base, c);
  }

  /** 1^∞: lim b^g = e^(lim g·(b − 1)), because ln b and b − 1 are equivalent as b → 1. */
  private oneToInfinity(f: Extract<Ex, { t: 'pow' }>, c: LimitContext, depth: number): LimitResult {
    // b − 1 as one fraction, so x/(x + 1) − 1 becomes −1/(x + 1)
    const { n, d } = fraction(f.base);
    const inner = simplify(mul(f.exp, expand(sub(n, d)), pow(d, MINUS_ONE)));
    this.step('Form 1^∞', 'Forme 1^∞',
      `The base tends to 1 and the exponent to infinity. Since ln(b) behaves like b − 1 when b → 1, the limit is e raised to the limit of ${toAscii(f.exp)}·(${toAscii(f.base)} − 1) = ${toAscii(inner)}.`,
      `La base tend vers 1 et l'exposant vers l'infini. Comme ln(b) se comporte comme b − 1 quand b → 1, la limite est e puissance la limite de ${toAscii(f.exp)}·(${toAscii(f.base)} − 1) = ${toAscii(inner)}.`,
      `${limLatex(f, c)} = e^{${limLatex(inner, c)}}`);
    const r = this.solve(inner, c, depth + 1);
    if (r.k !== 'fin') throw unsupportedLimit();
    const out: LimitResult = { k: 'fin', v: simplify(pow(E, r.v)) };
    this.step('Back to the exponential', "Revenir à l'exponentielle",
      `The exponent tends to ${resultLatex(r)}, so the expression tends to e to that power.`,
      `L'exposant tend vers ${resultLatex(r)}, donc l'expression tend vers e à cette puissance.`,
      `${limLatex(f, c)} = ${resultLatex(out)}`);
    return out;
  }
}

export function unsupportedLimit(): SolverError {
  return new SolverError('unsupported', text(
    'This limit is beyond the methods available here (substitution, factoring, conjugate, standard limits, L\'Hôpital).',
    "Cette limite dépasse les méthodes disponibles ici (substitution, factorisation, conjuguée, limites usuelles, L'Hôpital).",
  ));
}
