import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { simplify, substitute, freeSymbols, type MathNode } from '../../cas';
import { nodeToQ, Q } from '../../cas/rational';
import { toRatFunc } from '../../cas/poly';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { verifyConvergence } from '../../verify/series';
import { constantSign, smallEquivalent, type Equivalent } from './equivalent';
import { dlEquivalent } from './dlEquivalent';
import { recognizeConvergence, type ConvergenceProblem } from './convergenceRecognize';
import { logSlope, lnAbs, powerSlope, ratioAt } from './growth';
import { integerSlope } from './powerSeriesForm';

/**
 * "Does Σ aₙ converge?": the test a teacher would pick, in order — geometric series, divergence
 * test, p-series and (limit) comparison for rational and power-like terms, the ratio test for
 * factorials and exponentials, the integral test for 1/(n (ln n)^q), the alternating series test.
 * The answer is `True` when the series converges.
 */
export interface Verdict {
  converges: boolean;
  method: string;
  steps: StepDraft[];
  /** Whether the exact reading and the numeric growth estimate agree with a clear margin. */
  sure: boolean;
  /** For "absolutely, conditionally or diverges": which of the three. */
  kind?: 'absolutely' | 'conditionally' | 'diverges';
}

const fmt = (v: number): string => (Math.abs(v - Math.round(v)) < 1e-9 ? String(Math.round(v)) : v.toFixed(3).replace(/0+$/, ''));

/** (−1)^(2n) does not alternate: the exponent must step by an odd number. */
function oddSlope(e: MathNode, k: string): boolean {
  const s = integerSlope(e, k);
  return s !== null && s % 2 === 1;
}

/** A factor (−1)^n, (−1)^(n+1) or cos(nπ) makes the signs alternate; the rest is bₙ ≥ 0. */
function splitAlternating(n: MathNode, k: string): MathNode | null {
  const isAlt = (f: MathNode): boolean =>
    Array.isArray(f) &&
    ((f[0] === 'Power' && f[1] === -1 && oddSlope(f[2], k)) ||
      (f[0] === 'Cos' && Array.isArray(f[1]) && f[1][0] === 'Multiply' && f[1].includes('Pi') && f[1].includes(k) && f[1].length === 3));
  if (isAlt(n)) return 1;
  if (!Array.isArray(n)) return null;
  if (n[0] === 'Multiply') {
    const j = n.findIndex((f, idx) => idx > 0 && isAlt(f as MathNode));
    if (j < 0) return null;
    const rest = n.filter((_, idx) => idx > 0 && idx !== j) as MathNode[];
    return rest.length === 0 ? 1 : rest.length === 1 ? rest[0] : ['Multiply', ...rest];
  }
  if (n[0] === 'Divide') {
    const top = splitAlternating(n[1] as MathNode, k);
    return top === null ? null : ['Divide', top, n[2] as MathNode];
  }
  if (n[0] === 'Negate') return splitAlternating(n[1] as MathNode, k);
  return null;
}

/** sin(n), cos(2n+1) … in the numerator: bounded by 1, so |aₙ| ≤ the rest (comparison). */
function dropBounded(n: MathNode, k: string): MathNode | null {
  const bounded = (f: MathNode): boolean => Array.isArray(f) && (f[0] === 'Sin' || f[0] === 'Cos') && toRatFunc(f[1] as MathNode, k)?.den.deg === 0 && (toRatFunc(f[1] as MathNode, k)?.num.deg ?? 0) >= 1;
  if (bounded(n)) return 1;
  if (!Array.isArray(n)) return null;
  if (n[0] === 'Multiply') {
    const kept = n.slice(1).filter((f) => !bounded(f as MathNode)) as MathNode[];
    if (kept.length === n.length - 1) return null;
    return kept.length === 0 ? 1 : kept.length === 1 ? kept[0] : ['Multiply', ...kept];
  }
  if (n[0] === 'Divide') {
    const top = dropBounded(n[1] as MathNode, k);
    return top === null ? null : ['Divide', top, n[2] as MathNode];
  }
  return null;
}

type Growth = { kind: 'ratio'; L: number } | { kind: 'power'; p: number; q: number | null; tendsToZero: boolean };

/** The numeric growth of |bₙ|: ratio clearly away from 1, or a power (with a log power when p ≈ 1). */
function growth(b: MathNode, k: string): Growth | null {
  const r1 = ratioAt(b, k, 1e3);
  const r2 = ratioAt(b, k, 1e5);
  if (r1 !== null && r2 !== null) {
    if (r1 < 0.98 && r2 < 0.98) return { kind: 'ratio', L: r2 };
    if (r1 > 1.02 && r2 > 1.02) return { kind: 'ratio', L: r2 };
  }
  let p = powerSlope(b, k, 1e20, 1e80);
  let q = p === null ? null : logSlope(b, k, 1e20, 1e80);
  let far = 1e80;
  if (p === null) {
    p = powerSlope(b, k, 1e3, 1e6);
    q = null;
    far = 1e6;
  }
  if (p === null) return null;
  const l = lnAbs(b, k, far);
  return { kind: 'power', p, q, tendsToZero: l !== null && l < -5 };
}

const general = (p: ConvergenceProblem): string => `\\sum_{${p.k}=${p.lo}}^{\\infty} ${toLatex(p.summand)}`;

function divergenceTest(p: ConvergenceProblem, limit: string): Verdict {
  return {
    converges: false,
    method: 'series.convergence.divergence-test',
    sure: true,
    steps: [
      {
        title: text('Divergence test', 'Test de divergence (terme général)'),
        explanation: text(
          `The terms do not tend to 0 (their limit is ${limit}), so the series cannot converge.`,
          `Le terme général ne tend pas vers 0 (sa limite est ${limit}), donc la série ne peut pas converger.`,
        ),
        formula: `\\lim_{${p.k} \\to \\infty} ${toLatex(p.summand)} \\neq 0`,
      },
    ],
  };
}

function equivalentStep(p: ConvergenceProblem, eq: Equivalent): StepDraft {
  const rules = eq.rules.join(', ');
  return {
    title: text('Use an equivalent', 'Utiliser un équivalent'),
    explanation: text(
      `As ${p.k} → ∞ the quantity u inside tends to 0, and ${rules}: aₙ ~ ${toAscii(eq.node)}. The terms keep one sign, so both series converge or diverge together (limit comparison).`,
      `Quand ${p.k} → ∞, la quantité u à l'intérieur tend vers 0, et ${rules} : aₙ ~ ${toAscii(eq.node)}. Les termes gardent un signe constant, donc les deux séries sont de même nature (comparaison par équivalents).`,
    ),
    formula: `${toLatex(p.summand)} \\sim ${toLatex(eq.node)}`,
  };
}

export function decide(p: ConvergenceProblem): Verdict | null {
  const { summand, k } = p;
  const steps: StepDraft[] = [];
  // 1. Geometric: the ratio of consecutive terms is a constant r.
  const r = simplify(['Divide', substitute(summand, k, ['Add', k, 1]), summand]);
  const rq = freeSymbols(r).has(k) ? null : nodeToQ(r);
  if (rq && !rq.isOne()) {
    const conv = rq.abs().cmp(Q.ONE) < 0;
    steps.push({
      title: text('Recognise a geometric series', 'Reconnaître une série géométrique'),
      explanation: text(
        `Each term is the previous one times r = ${rq.toString()}. A geometric series converges exactly when |r| < 1.`,
        `Chaque terme est le précédent multiplié par r = ${rq.toString()}. Une série géométrique converge exactement quand |r| < 1.`,
      ),
      formula: `r = ${rq.toLatex()},\\quad |r| ${conv ? '<' : '\\geq'} 1`,
    });
    return { converges: conv, method: 'series.convergence.geometric', steps, sure: true };
  }
  const altRest = splitAlternating(summand, k);
  const b = altRest ?? summand;
  const boundedRest = altRest === null ? dropBounded(summand, k) : null;
  const positive = boundedRest ?? b;
  // ln(1 + 1/n), 1 − cos(1/n), sin(1/n²): the usual equivalents at 0 give a simpler term of the same nature
  const eq = altRest === null && boundedRest === null ? smallEquivalent(summand, k) : null;
  if (eq && constantSign(summand, k)) {
    const inner = decide({ ...p, summand: eq.node });
    if (inner) return { ...inner, steps: [equivalentStep(p, eq), ...inner.steps] };
  }
  // 1/n − sin(1/n), e^(1/n) − 1 − 1/n: the usual equivalents cancel, the développement limité in t = 1/n gives c/nᵖ
  const dl = altRest === null && boundedRest === null && !eq && toRatFunc(summand, k) === null ? dlEquivalent(summand, k) : null;
  if (dl) {
    const inner = decide({ ...p, summand: dl.node });
    if (inner) return { ...inner, steps: [dl.step, ...inner.steps] };
  }
  const rf = toRatFunc(positive, k);
  const g = growth(positive, k);
  // 2. Rational terms: compare with 1/n^d where d is the difference of the degrees.
  if (rf && rf.den.deg >= 0 && !rf.num.c.every((c) => c.isZero())) {
    const d = rf.den.deg - rf.num.deg;
    const numericAgrees = g?.kind === 'power' && Math.abs(g.p - d) < 0.05;
    if (d <= 0) {
      if (boundedRest) return null;
      const lim = d < 0 ? '∞' : rf.num.lead().div(rf.den.lead()).toString();
      return divergenceTest(p, altRest ? (d < 0 ? '±∞' : `±${lim}`) : lim);
    }
    if (d >= 2 || (d === 1 && altRest === null && boundedRest === null)) {
      steps.push({
        title: text('Compare with a p-series', 'Comparer à une série de Riemann'),
        explanation: text(
          `For large ${k}, |aₙ| behaves like C/${k}^${d} (degree of the denominator minus degree of the numerator). Σ 1/${k}^p converges exactly when p > 1.`,
          `Pour ${k} grand, |aₙ| se comporte comme C/${k}^${d} (degré du dénominateur moins degré du numérateur). Σ 1/${k}^p converge exactement quand p > 1.`,
        ),
        formula: `|a_{${k}}| \\sim \\frac{C}{${d === 1 ? k : `${k}^{${d}}`}},\\quad p = ${d} ${d > 1 ? '> 1' : '\\leq 1'}`,
      });
      if (d >= 2 && (altRest || boundedRest))
        steps.push({
          title: text('Absolute convergence', 'Convergence absolue'),
          explanation: text('The series of absolute values converges, so the series itself converges.', 'La série des valeurs absolues converge, donc la série converge.'),
        });
      return { converges: d >= 2, method: 'series.convergence.p-series', steps, sure: numericAgrees };
    }
    if (d === 1 && altRest) return alternating(p, b, steps, numericAgrees);
    return null;
  }
  if (!g) return null;
  // 3. Factorials and exponentials: the ratio test.
  if (g.kind === 'ratio') {
    if (boundedRest && g.L > 1) return null;
    const conv = g.L < 1;
    steps.push({
      title: text('Ratio test', "Règle de d'Alembert"),
      explanation: text(
        `The ratio |a(${k}+1)/a(${k})| tends to L ≈ ${fmt(g.L)}, which is ${conv ? 'below' : 'above'} 1, so the series ${conv ? 'converges' : 'diverges'}.`,
        `Le rapport |a(${k}+1)/a(${k})| tend vers L ≈ ${fmt(g.L)}, ${conv ? 'inférieur' : 'supérieur'} à 1, donc la série ${conv ? 'converge' : 'diverge'}.`,
      ),
      formula: `L = \\lim_{${k} \\to \\infty} \\left|\\frac{a_{${k}+1}}{a_{${k}}}\\right| \\approx ${fmt(g.L)} ${conv ? '< 1' : '> 1'}`,
    });
    return { converges: conv, method: 'series.convergence.ratio', steps, sure: Math.abs(g.L - 1) > 0.05 };
  }
  // 4. Power-like terms (roots, logarithms, sin(1/n) …): compare with 1/n^p, or 1/(n (ln n)^q).
  if (g.p < 0.9 || g.p > 1.1 || g.q === null) {
    if (Math.abs(g.p - 1) < 0.1) return null;
    if (g.p <= 0.02 && !g.tendsToZero) return boundedRest ? null : divergenceTest(p, g.p < -0.02 ? '∞' : '≠ 0');
    const pr = Math.round(g.p * 12) / 12;
    const pText = Math.abs(g.p - pr) < 0.01 ? fmt(pr) : `≈ ${fmt(g.p)}`;
    if (altRest && g.p < 1) {
      return alternating(p, b, steps, g.tendsToZero);
    }
    if (boundedRest && g.p < 1) return null;
    const conv = g.p > 1;
    steps.push({
      title: text('Limit comparison with a p-series', 'Comparaison avec une série de Riemann'),
      explanation: text(
        `For large ${k}, |aₙ| behaves like C/${k}^p with p = ${pText}; Σ 1/${k}^p ${conv ? 'converges since p > 1' : 'diverges since p ≤ 1'}, and so does this series.`,
        `Pour ${k} grand, |aₙ| se comporte comme C/${k}^p avec p = ${pText} ; Σ 1/${k}^p ${conv ? 'converge car p > 1' : 'diverge car p ≤ 1'}, donc cette série aussi.`,
      ),
      formula: `|a_{${k}}| \\sim \\frac{C}{${k}^{${pText.replace('≈ ', '')}}}`,
    });
    return { converges: conv, method: 'series.convergence.comparison', steps, sure: Math.abs(g.p - 1) > 0.2 };
  }
  // p ≈ 1: a logarithm decides (integral test on 1/(x (ln x)^q)).
  // Integer and half-integer powers of ln n are what students meet; a reading close to one is taken as it.
  const qr = Math.round(g.q * 2) / 2;
  const q = Math.abs(g.q - qr) < 0.05 ? qr : g.q;
  if (q !== qr && Math.abs(q - 1) < 0.3) return null;
  if (altRest && q < 1) return alternating(p, b, steps, g.tendsToZero);
  if (boundedRest && q < 1) return null;
  const conv = q > 1;
  const qText = q === qr ? fmt(qr) : `≈ ${fmt(q)}`;
  steps.push({
    title: text('Integral test', "Comparaison série–intégrale"),
    explanation: text(
      `For large ${k}, |aₙ| behaves like C/(${k} (ln ${k})^q) with q = ${qText}. The integral of 1/(x (ln x)^q) from 2 to ∞ is finite exactly when q > 1 (substitute u = ln x), so the series ${conv ? 'converges' : 'diverges'}.`,
      `Pour ${k} grand, |aₙ| se comporte comme C/(${k} (ln ${k})^q) avec q = ${qText}. L'intégrale de 1/(x (ln x)^q) de 2 à ∞ est finie exactement quand q > 1 (poser u = ln x), donc la série ${conv ? 'converge' : 'diverge'}.`,
    ),
    formula: `\\int_2^{\\infty} \\frac{dx}{x (\\ln x)^{q}} ${conv ? '< \\infty' : '= \\infty'}`,
  });
  return { converges: conv, method: 'series.convergence.integral', steps, sure: q === qr && Math.abs(g.q - qr) < 0.02 };
}

function alternating(p: ConvergenceProblem, b: MathNode, steps: StepDraft[], sure: boolean): Verdict {
  steps.push({
    title: text('Alternating series test', 'Critère des séries alternées'),
    explanation: text(
      `The signs alternate and |aₙ| = ${toAscii(b)} decreases to 0, so the series converges (Leibniz), although not absolutely.`,
      `Les signes alternent et |aₙ| = ${toAscii(b)} décroît vers 0, donc la série converge (critère de Leibniz), mais pas absolument.`,
    ),
    formula: `\\lim_{${p.k} \\to \\infty} ${toLatex(b)} = 0`,
  });
  return { converges: true, method: 'series.convergence.alternating', steps, sure };
}

/** Absolute convergence is the convergence of Σ|aₙ|; conditional means convergent but not absolutely. */
function decideMode(cp: ConvergenceProblem): Verdict | null {
  if (cp.mode === 'plain') return decide(cp);
  const alt = splitAlternating(cp.summand, cp.k);
  if (alt === null && dropBounded(cp.summand, cp.k) !== null && cp.mode === 'conditional') return null;
  const abs = decide({ ...cp, summand: alt ?? cp.summand });
  if (!abs) return null;
  const absStep: StepDraft = {
    title: text('Series of absolute values', 'Série des valeurs absolues'),
    explanation: text(
      `Σ|aₙ| ${abs.converges ? 'converges' : 'diverges'}, so the series ${abs.converges ? 'is' : 'is not'} absolutely convergent.`,
      `Σ|aₙ| ${abs.converges ? 'converge' : 'diverge'}, donc la série ${abs.converges ? 'est' : "n'est pas"} absolument convergente.`,
    ),
  };
  if (cp.mode === 'absolute') return { ...abs, steps: [...abs.steps, absStep] };
  if (cp.mode === 'classify') {
    if (abs.converges) return { ...abs, steps: [...abs.steps, absStep], kind: 'absolutely' };
    const plain = decide(cp);
    if (!plain) return null;
    return { ...plain, steps: [...abs.steps, absStep, ...plain.steps], sure: abs.sure && plain.sure, kind: plain.converges ? 'conditionally' : 'diverges' };
  }
  if (abs.converges) return { ...abs, converges: false, steps: [...abs.steps, absStep] };
  const plain = decide(cp);
  if (!plain) return null;
  return { converges: plain.converges, method: plain.method, steps: [...abs.steps, absStep, ...plain.steps], sure: abs.sure && plain.sure };
}

/**
 * The yes or no says what was asked: a series that is not absolutely convergent may still converge,
 * so "no" to "absolutely?" must not read "the series diverges".
 */
function yesNoWords(mode: ConvergenceProblem['mode'], yes: boolean): { said: Text; words: Text } {
  if (mode === 'absolute') {
    return yes
      ? { said: text('Yes: the series converges absolutely.', 'Oui : la série est absolument convergente.'), words: text('yes, it converges absolutely', 'oui, elle est absolument convergente') }
      : { said: text('No: the series is not absolutely convergent.', "Non : la série n'est pas absolument convergente."), words: text('no, it is not absolutely convergent', "non, elle n'est pas absolument convergente") };
  }
  if (mode === 'conditional') {
    return yes
      ? { said: text('Yes: the series converges conditionally.', 'Oui : la série est semi-convergente.'), words: text('yes, it converges conditionally', 'oui, elle est semi-convergente') }
      : { said: text('No: the series does not converge conditionally.', "Non : la série n'est pas semi-convergente."), words: text('no, it does not converge conditionally', "non, elle n'est pas semi-convergente") };
  }
  return yes
    ? { said: text('Yes: the series converges.', 'Oui : la série converge.'), words: text('yes, it converges', 'oui, elle converge') }
    : { said: text('No: the series diverges.', 'Non : la série diverge.'), words: text('no, it diverges', 'non, elle diverge') };
}

export const convergenceStrategy: Strategy = {
  name: 'series-convergence',
  solve(problem: ProblemInput): Outcome | null {
    const cp = recognizeConvergence(problem.text);
    if (!cp) return null;
    const v = decideMode(cp);
    if (!v) throw new SolverError('unsupported', text('No convergence test settles this series here.', "Aucun critère de convergence ne permet ici de conclure pour cette série."));
    const steps: StepDraft[] = [
      ...(cp.intro ? [cp.intro] : []),
      {
        title: text('The series', 'La série'),
        explanation: text(`Study the general term aₙ = ${toAscii(cp.summand)} as ${cp.k} → ∞.`, `On étudie le terme général aₙ = ${toAscii(cp.summand)} quand ${cp.k} → ∞.`),
        formula: general(cp),
      },
      ...v.steps,
    ];
    const a = toAscii(cp.summand);
    const abs = `abs(${a})`;
    const check = (t: string, conv: boolean): boolean => verifyConvergence(t, cp.k, cp.lo, conv);
    const checked =
      v.sure &&
      (cp.mode === 'classify'
        ? v.kind === 'absolutely' ? check(abs, true) : v.kind === 'conditionally' ? check(a, true) && check(abs, false) : check(a, false)
        : cp.mode === 'plain' ? check(a, v.converges) : cp.mode === 'absolute' ? check(abs, v.converges) : v.converges ? check(a, true) && check(abs, false) : check(abs, true));
    if (cp.mode === 'classify' && v.kind) {
      const words: Record<NonNullable<Verdict['kind']>, Text> = {
        absolutely: text('converges absolutely', 'converge absolument'),
        conditionally: text('converges conditionally', 'converge (semi-convergente)'),
        diverges: text('diverges', 'diverge'),
      };
      const said = words[v.kind];
      return {
        method: v.method,
        category: 'series',
        steps,
        answer: { kind: 'text', value: words[v.kind].en, latex: `\\text{${words[v.kind].en}}`, words: said },
        finalAnswer: text(`The series ${said.en}.`, `La série ${said.fr}.`),
        verified: checked,
        verification: checked ? text('The partial sums computed numerically behave as the tests say.', 'Les sommes partielles calculées numériquement se comportent comme les critères l’annoncent.') : undefined,
      };
    }
    const value = v.converges ? 'True' : 'False';
    const { said, words } = yesNoWords(cp.mode, v.converges);
    return {
      method: v.method,
      category: 'series',
      steps,
      answer: { kind: 'bool', value, latex: `\\text{${value}}`, words },
      finalAnswer: said,
      verified: checked,
      verification: checked ? text('The partial sums computed numerically behave as the test says.', 'Les sommes partielles calculées numériquement se comportent comme le critère l’annonce.') : undefined,
    };
  },
};
