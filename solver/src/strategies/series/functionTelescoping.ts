import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { simplify, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { rationalRoots, toRatFunc, type Poly } from '../../cas/poly';
import { toLatex } from '../../format/latex';
import { toAscii } from '../../format/ascii';
import { parseNode } from '../../parse/math';
import { type Ex, add, mul, num, sub, substitute as substituteEx, sym } from '../derivative/expr';
import { simplify as simplifyEx } from '../derivative/simplify';
import { toAscii as toAsciiEx, toLatex as toLatexEx } from '../derivative/print';
import { parseAscii } from '../integral/coordinates';
import { limitValue } from '../limit/extended';
import { evalReal } from '../limit/params';

/**
 * Series whose terms are differences of a function at shifted points, beyond rational terms:
 * Σ ln(R(k)) with R rational (ln(1 − 1/(k + 1)²) = ln k + ln(k + 2) − 2 ln(k + 1)), and
 * Σ arctan(P/(Ak² + Bk + C)) = Σ arctan f(k + m) − arctan f(k) for an affine f. The partial
 * sums keep only their first and last terms; the last ones have a limit.
 */
export interface FunctionTelescoping { result: MathNode; steps: StepDraft[] }

/** c·ln(arg) pieces of a summand written as a sum of logarithms; null when it is anything else. */
function logTerms(n: MathNode): Array<{ c: Q; arg: MathNode }> | null {
  if (!Array.isArray(n)) return null;
  const [h, ...a] = n as [string, ...MathNode[]];
  if (h === 'Ln' && a.length === 1) return [{ c: Q.ONE, arg: a[0] }];
  if (h === 'Negate') return scaled(logTerms(a[0]), Q.MINUS_ONE);
  if (h === 'Add') return joined(a.map(logTerms));
  if (h === 'Subtract') return joined([logTerms(a[0]), scaled(logTerms(a[1]), Q.MINUS_ONE)]);
  if (h === 'Multiply' && a.length === 2) {
    const [c, t] = nodeToQ(a[0]) ? [nodeToQ(a[0]), a[1]] : [nodeToQ(a[1]), a[0]];
    return c ? scaled(logTerms(t), c) : null;
  }
  return null;
}
const scaled = (ts: Array<{ c: Q; arg: MathNode }> | null, c: Q): Array<{ c: Q; arg: MathNode }> | null => ts && ts.map((t) => ({ c: t.c.mul(c), arg: t.arg }));
const joined = (parts: Array<Array<{ c: Q; arg: MathNode }> | null>): Array<{ c: Q; arg: MathNode }> | null => (parts.every((p) => p) ? parts.flat() as Array<{ c: Q; arg: MathNode }> : null);

/** The linear factors of a polynomial with rational roots only: k − r with its multiplicity. */
function linearFactors(p: Poly): Array<{ r: Q; mult: number }> | null {
  const { roots, rest } = rationalRoots(p);
  return rest.deg === 0 ? roots : null;
}

const floorQ = (q: Q): Q => {
  const f = q.n / q.d - (q.n % q.d !== 0n && q.n < 0n ? 1n : 0n);
  return Q.of(f);
};

/** k, k + a or k − a, for the steps. */
const shiftedNode = (k: string, a: Q): MathNode => (a.isZero() ? k : ['Add', k, a.toNode()]);

/**
 * A sum of c·ln(R(k)) as Σ w·ln(k + a): every R split into its rational linear factors, no constant
 * factor left; null when a factor is not linear over ℚ, or a leading coefficient is negative.
 */
function logShifts(summand: MathNode, k: string): Array<{ a: Q; w: Q }> | null {
  const terms = logTerms(summand);
  if (!terms) return null;
  const weights = new Map<string, { a: Q; w: Q }>();
  let constant = 0;
  for (const { c, arg } of terms) {
    const rf = toRatFunc(arg, k);
    if (!rf || rf.num.deg + rf.den.deg === 0) return null;
    const top = linearFactors(rf.num);
    const bottom = linearFactors(rf.den);
    if (!top || !bottom) return null;
    constant += c.toNumber() * Math.log(Math.abs(rf.num.lead().div(rf.den.lead()).toNumber()));
    if (rf.num.lead().div(rf.den.lead()).sign() < 0) return null;
    for (const [roots, s] of [[top, 1], [bottom, -1]] as const) {
      for (const { r, mult } of roots) {
        const a = r.neg();
        const cur = weights.get(a.toString()) ?? { a, w: Q.ZERO };
        weights.set(a.toString(), { a, w: cur.w.add(c.mul(Q.of(mult * s))) });
      }
    }
  }
  const shifts = [...weights.values()].filter((s) => !s.w.isZero());
  return shifts.length < 2 || Math.abs(constant) > 1e-12 ? null : shifts;
}

/** The step writing the logarithm of the fraction as the logarithms of its factors. */
function splitLogStep(summand: MathNode, k: string, split: MathNode): StepDraft {
  return {
    title: text('Split the logarithm', 'Développer le logarithme'),
    explanation: text(
      `Factor the fraction inside the logarithm: ln of a product is the sum of the logarithms, so the term is a combination of ln(${k} + a) whose coefficients add up to 0.`,
      `On factorise la fraction dans le logarithme : le logarithme d'un produit est la somme des logarithmes, donc le terme est une combinaison de ln(${k} + a) dont les coefficients ont une somme nulle.`,
    ),
    formula: `${toLatex(summand)} = ${toLatex(simplify(split))}`,
  };
}

const splitNode = (k: string, shifts: Array<{ a: Q; w: Q }>): MathNode => ['Add', ...shifts.map((s): MathNode => ['Multiply', s.w.toNode(), ['Ln', shiftedNode(k, s.a)]])];

/**
 * Σ_{k=lo}^{N} ln(R(k)) (ln(1 + 1/k), ln(1 − 1/k²)): the logarithm split into ln(k + a) terms,
 * which the finite telescoping then sums; every factor positive from lo on.
 */
export function finiteLogTelescoping(summand: MathNode, k: string, lo: Q, sigma: string, upper: MathNode): FunctionTelescoping | null {
  const shifts = logShifts(summand, k);
  if (!shifts || shifts.some((s) => lo.add(s.a).sign() <= 0)) return null;
  const split = splitNode(k, shifts);
  const t = differenceTelescoping(split, k, lo, sigma, upper);
  if (t) return { result: t.result, steps: [splitLogStep(summand, k, split), ...t.steps] };
  return shiftedLogEnds(summand, k, lo, sigma, upper, shifts, split);
}

/**
 * Σ_{k=lo}^{N} Σ_a w_a ln(k + a) with the shifts a integers apart and Σ w_a = 0 (ln(1 − 1/k²) =
 * ln(k − 1) − 2 ln k + ln(k + 1)): with b the smallest shift and d = a − b,
 * Σ_k ln(k + a) = Σ_k ln(k + b) + Σ_{i=1}^{d} [ln(N + b + i) − ln(lo + b + i − 1)], and the sums
 * over ln(k + b) cancel, leaving only the ends.
 */
function shiftedLogEnds(summand: MathNode, k: string, lo: Q, sigma: string, upper: MathNode, shifts: Array<{ a: Q; w: Q }>, split: MathNode): FunctionTelescoping | null {
  const b = shifts.reduce((m, s) => (s.a.cmp(m) < 0 ? s.a : m), shifts[0].a);
  const total = shifts.reduce((acc, s) => acc.add(s.w), Q.ZERO);
  const ds = shifts.map((s) => s.a.sub(b));
  if (!total.isZero() || ds.some((d) => !d.isInteger() || d.toNumber() > 50)) return null;
  const ends: MathNode[] = [];
  shifts.forEach((s, j) => {
    for (let i = 1; i <= ds[j].toNumber(); i++) {
      ends.push(['Multiply', s.w.toNode(), ['Subtract', ['Ln', ['Add', upper, b.add(Q.of(i)).toNode()]], ['Ln', lo.add(b).add(Q.of(i - 1)).toNode()]]]);
    }
  });
  const result = simplify(['Add', ...ends]);
  return {
    result,
    steps: [splitLogStep(summand, k, split), {
      title: text('Shift the indices', 'Décaler les indices'),
      explanation: text(
        `Each Σ ln(${k} + a) is Σ ln(${k} + ${b.toString()}) plus its last a − ${b.toString()} terms minus its first ones; the coefficients add up to 0, so only those ends remain.`,
        `Chaque Σ ln(${k} + a) vaut Σ ln(${k} + ${b.toString()}) plus ses a − ${b.toString()} derniers termes moins les premiers ; les coefficients ont une somme nulle, il ne reste que ces extrémités.`,
      ),
      formula: `${sigma} = ${toLatex(result)}`,
    }],
  };
}

/**
 * Σ_{k ≥ lo} of a sum of c·ln(R(k)): every R split into factors (k + a), weights w per shift.
 * Telescopes when the shifts of each class modulo 1 have weights summing to 0 (the terms tend
 * to 0) and Σ w·a = 0 too (no ln N left in the tail); every factor must be positive from lo on.
 */
export function logTelescoping(summand: MathNode, k: string, lo: Q, sigma: string): FunctionTelescoping | null {
  const shifts = logShifts(summand, k);
  if (!shifts || shifts.some((s) => lo.add(s.a).sign() <= 0)) return null;
  // classes of shifts an integer apart: only those cancel each other
  const classes = new Map<string, Array<{ a: Q; w: Q }>>();
  for (const s of shifts) {
    const frac = s.a.sub(floorQ(s.a)).toString();
    classes.set(frac, [...(classes.get(frac) ?? []), s]);
  }
  const remaining = new Map<string, { v: Q; w: Q }>();
  // Σ w·a ≠ 0 with Σ w = 0: the logarithms left at the end add up to about (Σ w·a)·ln N
  let growth = Q.ZERO;
  for (const cls of classes.values()) {
    const base = cls.reduce((m, s) => (s.a.cmp(m) < 0 ? s.a : m), cls[0].a);
    const total = cls.reduce((acc, s) => acc.add(s.w), Q.ZERO);
    const moment = cls.reduce((acc, s) => acc.add(s.w.mul(s.a.sub(base))), Q.ZERO);
    if (!total.isZero()) return null;
    growth = growth.add(moment);
    const D = cls.reduce((m, s) => Math.max(m, s.a.sub(base).toNumber()), 0);
    if (D > 50) return null;
    // Σ_{k=lo}^{N} ln(k + base + d) = Σ_{j=lo+d}^{N+d} ln(j + base): the first terms up to lo + D − 1 stay
    for (const s of cls) {
      const d = s.a.sub(base).toNumber();
      for (let j = lo.toNumber() + d; j <= lo.toNumber() + D - 1; j++) {
        const v = Q.of(j).add(base);
        const cur = remaining.get(v.toString()) ?? { v, w: Q.ZERO };
        remaining.set(v.toString(), { v, w: cur.w.add(s.w) });
      }
    }
  }
  const splitStep = splitLogStep(summand, k, splitNode(k, shifts));
  if (!growth.isZero()) {
    const result: MathNode = growth.sign() > 0 ? 'PositiveInfinity' : 'NegativeInfinity';
    return {
      result,
      steps: [splitStep, {
        title: text('Telescope', 'Télescoper'),
        explanation: text(
          `In the partial sum up to N the logarithms cancel from one term to the next, but the last ones add up to about ${growth.toString()}·ln N, which tends to ${growth.sign() > 0 ? '+' : '−'}∞: the series diverges.`,
          `Dans la somme partielle jusqu'à N, les logarithmes se compensent d'un terme au suivant, mais les derniers valent environ ${growth.toString()}·ln N, qui tend vers ${growth.sign() > 0 ? '+' : '−'}∞ : la série diverge.`,
        ),
        formula: `${sigma} = ${growth.sign() > 0 ? '+' : '-'}\\infty`,
      }],
    };
  }
  const left = [...remaining.values()].filter((r) => !r.w.isZero() && !r.v.isOne());
  let result: MathNode;
  if (left.every((r) => r.w.isInt())) {
    const product = left.reduce((acc, r) => acc.mul(r.v.pow(r.w.n)), Q.ONE);
    result = simplify(['Ln', product.toNode()]);
  } else {
    result = simplify(['Add', 0, ...left.map((r): MathNode => ['Multiply', r.w.toNode(), ['Ln', r.v.toNode()]])]);
  }
  return {
    result,
    steps: [
      splitStep,
      {
        title: text('Telescope', 'Télescoper'),
        explanation: text(
          'In the partial sum up to N the logarithms cancel from one term to the next: only the first ones remain, and the last ones, all like ln N, cancel in the limit since their coefficients add up to 0.',
          "Dans la somme partielle jusqu'à N, les logarithmes se compensent d'un terme au suivant : seuls les premiers restent, et les derniers, tous équivalents à ln N, s'annulent à la limite car leurs coefficients ont une somme nulle.",
        ),
        formula: `${sigma} = ${toLatex(result)}`,
      },
    ],
  };
}

/**
 * Σ_{k ≥ lo} arctan(P/(Ak² + Bk + C)) = Σ arctan f(k + m) − arctan f(k) with f(k) = αk + β, by
 * arctan u − arctan v = arctan((u − v)/(1 + uv)) when uv > −1; the sum is m·(±π/2) minus the
 * first m values arctan f(lo), …, arctan f(lo + m − 1).
 */
export function arctanTelescoping(summand: MathNode, k: string, lo: Q, sigma: string): FunctionTelescoping | null {
  const [h, arg] = Array.isArray(summand) ? summand as [string, MathNode] : [null, null];
  if (h !== 'Arctan' || arg === null) return null;
  const rf = toRatFunc(arg, k);
  if (!rf || rf.num.deg !== 0 || rf.den.deg !== 2) return null;
  const P = rf.num.coef(0);
  const [C, B, A] = [rf.den.coef(0), rf.den.coef(1), rf.den.coef(2)];
  for (let m = 1; m <= 4; m++) {
    const M = Q.of(m);
    const alpha = M.mul(A).div(P);
    const beta = M.mul(B).div(P).sub(M.mul(alpha)).div(Q.of(2));
    if (!C.div(P).eq(Q.ONE.add(beta.mul(M.mul(alpha).add(beta))).div(M.mul(alpha)))) continue;
    // 1 + f(k)f(k + m) has the sign of A·(Ak² + Bk + C): positive from lo on, or the identity fails
    const disc = B.mul(B).sub(Q.of(4).mul(A).mul(C)).toNumber();
    const roots = disc < 0 ? [] : [1, -1].map((s) => (-B.toNumber() + s * Math.sqrt(disc)) / (2 * A.toNumber()));
    if (roots.some((r) => r >= lo.toNumber())) return null;
    const f = (j: Q): Q => alpha.mul(j).add(beta);
    const first: MathNode[] = [];
    for (let j = 0; j < m; j++) first.push(arctanOf(f(lo.add(Q.of(j)))));
    const limit: MathNode = ['Divide', ['Multiply', alpha.sign() * m, 'Pi'], 2];
    const result = simplify(['Subtract', limit, ['Add', 0, ...first]]);
    const fk = simplify(['Add', ['Multiply', alpha.toNode(), k], beta.toNode()]);
    const fkm = simplify(['Add', ['Multiply', alpha.toNode(), ['Add', k, m]], beta.toNode()]);
    return {
      result,
      steps: [
        {
          title: text('Write as a difference of arctangents', "Écrire comme une différence d'arctangentes"),
          explanation: text(
            `arctan u − arctan v = arctan((u − v)/(1 + uv)) when uv > −1; with u = ${toAscii(fkm)} and v = ${toAscii(fk)} this is the term of the series.`,
            `arctan u − arctan v = arctan((u − v)/(1 + uv)) quand uv > −1 ; avec u = ${toAscii(fkm)} et v = ${toAscii(fk)}, c'est le terme de la série.`,
          ),
          formula: `${toLatex(summand)} = \\arctan\\left(${toLatex(fkm)}\\right) - \\arctan\\left(${toLatex(fk)}\\right)`,
        },
        {
          title: text('Telescope', 'Télescoper'),
          explanation: text(
            `In the partial sum up to N the terms cancel: the last ${m} arctangents tend to ${alpha.sign() > 0 ? 'π/2' : '−π/2'} each and the first ${m} remain.`,
            `Dans la somme partielle jusqu'à N, les termes se compensent : les ${m} dernières arctangentes tendent chacune vers ${alpha.sign() > 0 ? 'π/2' : '−π/2'} et les ${m} premières restent.`,
          ),
          formula: `${sigma} = ${toLatex(result)}`,
        },
      ],
    };
  }
  return null;
}

/** arctan of a rational, with its exact values at 0 and ±1 (which the CAS leaves as they are). */
function arctanOf(v: Q): MathNode {
  if (v.isZero()) return 0;
  if (v.abs().isOne()) return ['Divide', ['Multiply', v.sign(), 'Pi'], 4];
  return ['Arctan', v.toNode()];
}

/**
 * Σ_{k ≥ lo} (F(k) − F(k + m)) for any F written out (1/√k − 1/√(k + 1), arctan k − arctan(k + 1)):
 * the partial sum up to N is F(lo) + … + F(lo + m − 1) − (F(N + 1) + … + F(N + m)), so the
 * series converges to the first terms minus m·lim F, or diverges when F tends to ±∞.
 */
export function differenceTelescoping(summand: MathNode, k: string, lo: Q, sigma: string, upper?: MathNode): FunctionTelescoping | null {
  let e: Ex;
  try {
    e = simplifyEx(parseAscii(toAscii(summand)));
  } catch {
    return null;
  }
  if (e.t !== 'add' || e.args.length < 2 || e.args.length > 4) return null;
  const terms = e.args;
  const at = (f: Ex, j: number): number | null => evalReal(toAsciiEx(substituteEx(f, k, num(j))));
  const start = lo.toNumber();
  for (let m = 1; m <= 3; m++) {
    // F = the terms in a subset, −F(k + m) = the others
    for (let mask = 1; mask < (1 << terms.length) - 1; mask++) {
      const F = simplifyEx(add(...terms.filter((_, i) => mask & (1 << i))));
      const G = simplifyEx(add(...terms.filter((_, i) => !(mask & (1 << i)))));
      const shifted = substituteEx(F, k, add(sym(k), num(m)));
      const fits = [0, 1, 2, 5, 11].every((d) => {
        const g = at(G, start + d);
        const f = at(shifted, start + d);
        return g !== null && f !== null && Math.abs(g + f) <= 1e-9 * Math.max(1, Math.abs(g));
      });
      if (!fits) continue;
      if (upper !== undefined) return finiteTelescoping(F, k, start, m, parseAscii(toAscii(upper)), summand, sigma);
      const limit = limitValue(F, { v: k, at: { k: 'inf', s: 1 }, side: 'both' });
      if (limit.k !== 'fin' && limit.k !== 'inf') return null;
      const first = Array.from({ length: m }, (_, j) => simplifyEx(substituteEx(F, k, num(start + j))));
      const firstSum = simplifyEx(add(...first));
      const result: MathNode = limit.k === 'inf'
        ? (limit.s > 0 ? 'NegativeInfinity' : 'PositiveInfinity')
        : parseNode(toAsciiEx(simplifyEx(sub(firstSum, mul(num(m), limit.v)))));
      const tail = m === 1 ? `F(N + 1)` : `F(N + 1) + … + F(N + ${m})`;
      return {
        result,
        steps: [{
          title: text('Recognise a telescoping series', 'Reconnaître une série télescopique'),
          explanation: text(
            `The term is F(${k}) − F(${k} + ${m}) with F(${k}) = ${toAsciiEx(F)}: in the partial sum up to N the terms cancel in pairs, leaving the first ${m} values of F minus ${tail}.`,
            `Le terme général vaut F(${k}) − F(${k} + ${m}) avec F(${k}) = ${toAsciiEx(F)} : dans la somme partielle jusqu'à N, les termes se compensent deux à deux, il reste les ${m} premières valeurs de F moins ${tail}.`,
          ),
          formula: `${toLatex(summand)} = F(${k}) - F(${k} + ${m}),\\quad F(${k}) = ${toLatexEx(F)}`,
        }, {
          title: text('Let N tend to infinity', 'Faire tendre N vers l’infini'),
          explanation: limit.k === 'inf'
            ? text(`F(N) tends to ${limit.s > 0 ? '+' : '−'}∞, so the partial sums tend to ${limit.s > 0 ? '−' : '+'}∞: the series diverges.`, `F(N) tend vers ${limit.s > 0 ? '+' : '−'}∞, donc les sommes partielles tendent vers ${limit.s > 0 ? '−' : '+'}∞ : la série diverge.`)
            : text(`F(N) tends to ${toAsciiEx(limit.v)}, so the sum is ${toAsciiEx(firstSum)} − ${m}·${toAsciiEx(limit.v)}.`, `F(N) tend vers ${toAsciiEx(limit.v)}, donc la somme vaut ${toAsciiEx(firstSum)} − ${m}·${toAsciiEx(limit.v)}.`),
          formula: `${sigma} = ${limit.k === 'inf' ? (limit.s > 0 ? '-\\infty' : '+\\infty') : toLatex(result)}`,
        }],
      };
    }
  }
  return null;
}

/** Σ_{k=lo}^{N} (F(k) − F(k + m)) = F(lo) + … + F(lo + m − 1) − (F(N + 1) + … + F(N + m)). */
function finiteTelescoping(F: Ex, k: string, start: number, m: number, N: Ex, summand: MathNode, sigma: string): FunctionTelescoping {
  const first = Array.from({ length: m }, (_, j) => substituteEx(F, k, num(start + j)));
  const last = Array.from({ length: m }, (_, j) => substituteEx(F, k, add(N, num(j + 1))));
  const result = parseNode(toAsciiEx(simplifyEx(sub(add(...first), add(...last)))));
  return {
    result,
    steps: [{
      title: text('Recognise a telescoping sum', 'Reconnaître une somme télescopique'),
      explanation: text(
        `The term is F(${k}) − F(${k} + ${m}) with F(${k}) = ${toAsciiEx(F)}: the terms cancel in pairs, leaving the first ${m} values of F minus the last ${m}.`,
        `Le terme vaut F(${k}) − F(${k} + ${m}) avec F(${k}) = ${toAsciiEx(F)} : les termes se compensent deux à deux, il reste les ${m} premières valeurs de F moins les ${m} dernières.`,
      ),
      formula: `${toLatex(summand)} = F(${k}) - F(${k} + ${m}),\\quad F(${k}) = ${toLatexEx(F)}`,
    }, {
      title: text('Add up', 'Conclure'),
      explanation: text('Only the ends of the sum remain.', 'Seules les extrémités de la somme restent.'),
      formula: `${sigma} = ${toLatex(result)}`,
    }],
  };
}
