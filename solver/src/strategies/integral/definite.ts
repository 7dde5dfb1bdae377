/**
 * Definite integrals: an antiderivative, then Newton–Leibniz F(b) − F(a) with the bounds shown;
 * odd integrands on a symmetric interval give 0 at once; infinite bounds and endpoints where
 * the antiderivative blows up are treated as limits (convergent or divergent). The exact value is
 * checked against tanh–sinh quadrature of the integrand with mathjs.
 */
import type { Outcome, ProblemInput, SolveContext, Strategy, StepDraft } from '../../strategy';
import { SolverError } from '../../errors';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import { quadrature, valueOf } from '../../verify/integral';
import * as X from './sym/expr';
import * as R from './sym/rational';
import * as P from './sym/poly';
import type { Expr } from './sym/expr';
import { fromMathJson, type MathJson } from './sym/fromMathJson';
import { toAscii, toLatex } from './sym/print';
import { tidy } from './sym/tidy';
import { plain } from './sym/plain';
import { looksLikeIntegral, readIntegral } from './recognize';
import { findAntiderivative, newContext } from './antiderivative';
import { substitutionRule } from './rules/substitution';
import { removeAbs, splitPoints, type Split } from './splitPoints';
import { step } from './rules/tex';
import { limitAt, limitAtInfinity, numeric, type Lim } from './limits';
import { noMethodOutcome, parameters, unreadableIntegral } from './indefinite';
import type { MathNode } from '../../cas/node';

type Bound = { kind: 'finite'; v: Expr } | { kind: 'inf'; sign: 1 | -1 };

function readBound(n: MathNode): Bound | null {
  if (n === 'PositiveInfinity') return { kind: 'inf', sign: 1 };
  if (Array.isArray(n) && n[0] === 'Negate' && n[1] === 'PositiveInfinity') return { kind: 'inf', sign: -1 };
  if (n === 'NegativeInfinity') return { kind: 'inf', sign: -1 };
  const e = fromMathJson(n as MathJson);
  return e ? { kind: 'finite', v: e } : null;
}

const boundTex = (b: Bound): string => (b.kind === 'inf' ? (b.sign > 0 ? '+\\infty' : '-\\infty') : toLatex(b.v));
const boundNum = (b: Bound): number | null => (b.kind === 'inf' ? b.sign * Infinity : numeric(b.v));

/** Sums of rational multiples of logarithms of numbers as one logarithm: ln 3/2 − ln 4/2 + ln 2/2 = ln(3/2)/2. */
export function combineLogs(e: Expr): Expr {
  if (e.k !== 'add') return e;
  const logs: { c: R.Q; n: Expr }[] = [];
  const rest: Expr[] = [];
  for (const t of e.args) {
    const [c, v] = X.splitCoef(t);
    if (v.k === 'fn' && v.name === 'ln' && v.arg.k === 'num') logs.push({ c, n: v.arg });
    else rest.push(t);
  }
  if (logs.length < 2) return e;
  const den = logs.reduce((acc, l) => (acc * l.c.d) / R.gcd(acc, l.c.d), 1n);
  const inside = X.mul(...logs.map((l) => X.pow(l.n, X.num(l.c.n * (den / l.c.d)))));
  return X.add(...rest, X.div(X.fn('ln', inside), X.num(den)));
}

/** ln of a product of numbers and their powers as a sum of logs: ln(√2/2) = ½ ln 2 − ln 2. */
function expandNumericLogs(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(expandNumericLogs));
    case 'mul': return X.mul(...e.args.map(expandNumericLogs));
    case 'fn': {
      if (e.name !== 'ln') return e;
      const parts: Expr[] = [];
      for (const f of X.factors(e.arg)) {
        if (f.k === 'num' && f.v.n > 0n) {
          if (f.v.n !== 1n) parts.push(X.fn('ln', X.num(f.v.n)));
          if (f.v.d !== 1n) parts.push(X.neg(X.fn('ln', X.num(f.v.d))));
        } else if (f.k === 'pow' && f.base.k === 'num' && f.base.v.n > 0n && f.exp.k === 'num') {
          parts.push(X.mul(f.exp, X.fn('ln', f.base)));
        } else return e;
      }
      return X.add(...parts);
    }
    default: return e;
  }
}

const simplifyValue = (e: Expr): Expr => combineLogs(tidy(expandNumericLogs(tidy(e))));

/** F at a bound: plain substitution when defined there, else a one-sided limit. */
function atBound(F: Expr, x: Expr, b: Bound, side: 1 | -1): { lim: Lim; improper: boolean } | null {
  if (b.kind === 'inf') {
    const l = b.sign > 0 ? limitAtInfinity(F, x) : limitAtInfinity(X.subs(F, x, X.neg(x)), x);
    return l ? { lim: l.kind === 'finite' ? { kind: 'finite', v: simplifyValue(l.v) } : l, improper: true } : null;
  }
  try {
    const v = simplifyValue(X.subs(F, x, b.v));
    const n = valueOf(toAscii(v));
    if (n !== null && Number.isFinite(n)) return { lim: { kind: 'finite', v }, improper: false };
  } catch {
    // undefined at the bound (1/0, ln 0): take the limit instead
  }
  const l = limitAt(F, x, b.v, side);
  return l ? { lim: l.kind === 'finite' ? { kind: 'finite', v: simplifyValue(l.v) } : l, improper: true } : null;
}

function isOdd(f: Expr, x: Expr): boolean {
  return X.isZero(X.expand(X.add(X.subs(f, x, X.neg(x)), f)));
}

export const definiteIntegralStrategy: Strategy = {
  name: 'integral.definite',
  solve(problem, ctx): Outcome | null {
    try {
      return solveDefinite(problem, ctx);
    } catch (e) {
      // a bug in a rule must not hand the integral to a strategy that would misread it
      if (e instanceof SolverError || !looksLikeIntegral(problem.text)) throw e;
      const x = X.sym('x');
      return noMethodOutcome(null, x, 'definite_integral');
    }
  },
};

function solveDefinite(problem: ProblemInput, ctx: SolveContext): Outcome | null {
  const ip = readIntegral(problem.text);
  if (ip === 'unreadable') throw unreadableIntegral();
  if (!ip || !ip.bounds) return null;
  const f = fromMathJson(ip.integrand as MathJson);
  const lo = readBound(ip.bounds.lo);
  const hi = readBound(ip.bounds.hi);
  const x = X.sym(ip.variable);
  if (!f || !lo || !hi) return noMethodOutcome(f, x, 'definite_integral');
  const xs = toLatex(x);
  const params = [...new Set([...parameters(f, ip.variable), ...(lo.kind === 'finite' ? parameters(lo.v, ip.variable) : []), ...(hi.kind === 'finite' ? parameters(hi.v, ip.variable) : [])])].sort();
  const a = boundNum(lo);
  const b = boundNum(hi);
  const defInt = `\\int_{${boundTex(lo)}}^{${boundTex(hi)}} ${f.k === 'add' ? `\\left(${toLatex(f)}\\right)` : toLatex(f)}\\,d${xs}`;
  const steps: StepDraft[] = [];
  let value: Expr | null = null;
  let divergent: 1 | -1 | 0 = 0;
  let lowerInfinite = false;
  let pieceCheck: boolean | null = null;
  // poles and absolute-value kinks inside a finite interval; a point that cannot be found exactly stops here
  const finiteBounds = a !== null && b !== null && Number.isFinite(a) && Number.isFinite(b);
  const splits: Split[] | null = finiteBounds ? splitPoints(f, x, Math.min(a, b), Math.max(a, b)) : [];
  if (splits === null) return noMethodOutcome(f, x, 'definite_integral');

  // An odd integrand cancels only when both halves converge: a pole inside makes them diverge.
  const hasPole = splits.some((s) => s.kind === 'pole');
  if (lo.kind === 'finite' && hi.kind === 'finite' && X.same(X.neg(lo.v), hi.v) && !X.isZero(hi.v) && !hasPole && isOdd(f, x)) {
    steps.push(step('Use symmetry', 'Utiliser la symétrie',
      `The integrand is odd (f(−${ip.variable}) = −f(${ip.variable})) and the interval is symmetric about 0, so the two halves cancel.`,
      `L'intégrande est impaire (f(−${ip.variable}) = −f(${ip.variable})) et l'intervalle est symétrique par rapport à 0 : les deux moitiés se compensent.`,
      `${defInt} = 0`));
    value = X.ZERO;
  } else if (splits !== null && splits.length > 0 && lo.kind === 'finite' && hi.kind === 'finite') {
    const pw = piecewise(f, x, lo.v, hi.v, splits, ip.variable, defInt, steps, ctx);
    if (!pw) return noMethodOutcome(f, x, 'definite_integral');
    if (!pw.value && !pw.divergent) {
      return {
        method: 'integral.definite', category: 'definite_integral', steps, answer: null, verified: false,
        finalAnswer: text('The integral diverges: it has no finite value.', "L'intégrale diverge : elle n'a pas de valeur finie."),
      };
    }
    value = pw.value;
    divergent = pw.divergent;
    pieceCheck = pw.verified;
  } else if (lo.kind === 'finite' && hi.kind === 'finite' && (value = changedBounds(f, x, lo.v, hi.v, defInt, steps, ctx)) !== null) {
    // done by substitution with the bounds carried over to u
  } else if ((value = gaussian(f, x, lo, hi, defInt, steps)) !== null) {
    // e^(−a x²) has no elementary antiderivative, but its integral over a half-line or ℝ is known
  } else {
    const found = findAntiderivative(f, x, ctx);
    if (!found) return noMethodOutcome(f, x, 'definite_integral');
    const F = found.F;
    steps.push(...found.steps);
    steps.push(step('Antiderivative', 'Primitive',
      'Any antiderivative works for a definite integral (the constant cancels).',
      "N'importe quelle primitive convient pour une intégrale définie (la constante s'élimine).",
      `F(${xs}) = ${toLatex(F)}`));
    const A = atBound(F, x, lo, 1);
    const B = atBound(F, x, hi, -1);
    if (!A || !B) return noMethodOutcome(f, x, 'definite_integral');
    const improper = A.improper || B.improper;
    const show = (l: Lim): string => (l.kind === 'finite' ? toLatex(l.v) : l.sign > 0 ? '+\\infty' : '-\\infty');
    if (A.lim.kind === 'inf' || B.lim.kind === 'inf') {
      const sa = A.lim.kind === 'inf' ? -A.lim.sign : 0;
      const sb = B.lim.kind === 'inf' ? B.lim.sign : 0;
      if (sa && sb && sa !== sb) {
        steps.push(step('The integral diverges', "L'intégrale diverge",
          'The antiderivative has infinite limits at both bounds, so the improper integral has no value.',
          "La primitive a des limites infinies aux deux bornes : l'intégrale impropre n'a pas de valeur.",
          `${defInt}\\ \\text{diverges}`));
        return {
          method: 'integral.definite', category: 'definite_integral', steps, answer: null, verified: false,
          finalAnswer: text('The integral diverges: it has no finite value.', "L'intégrale diverge : elle n'a pas de valeur finie."),
        };
      }
      divergent = (sb || sa) as 1 | -1;
      lowerInfinite = A.lim.kind === 'inf' && B.lim.kind !== 'inf';
      steps.push(step('The integral diverges', "L'intégrale diverge",
        'The antiderivative has an infinite limit at a bound, so the improper integral has no finite value.',
        "La primitive a une limite infinie en une borne : l'intégrale impropre n'a pas de valeur finie.",
        `\\lim F = ${show(A.lim.kind === 'inf' ? A.lim : B.lim)}\\quad\\Rightarrow\\quad ${defInt} = ${divergent > 0 ? '+\\infty' : '-\\infty'}`));
    } else {
      value = simplifyValue(X.sub(B.lim.v, A.lim.v));
      const fb = B.improper ? `\\lim_{${xs} \\to ${boundTex(hi)}} F(${xs})` : `F\\left(${boundTex(hi)}\\right)`;
      const fa = A.improper ? `\\lim_{${xs} \\to ${boundTex(lo)}} F(${xs})` : `F\\left(${boundTex(lo)}\\right)`;
      steps.push(step(
        improper ? 'Take the limits at the bounds' : 'Apply the fundamental theorem of calculus',
        improper ? 'Passer à la limite aux bornes' : 'Appliquer le théorème fondamental',
        improper
          ? 'The integral is improper: evaluate the antiderivative as a limit at the bound where the integrand or the interval is unbounded.'
          : 'Evaluate the antiderivative at the upper bound and subtract its value at the lower bound (Newton–Leibniz).',
        improper
          ? "L'intégrale est impropre : on évalue la primitive comme une limite à la borne où l'intégrande ou l'intervalle n'est pas borné."
          : 'On évalue la primitive en la borne supérieure et on retranche sa valeur en la borne inférieure (Newton–Leibniz).',
        `${defInt} = ${fb} - ${fa} = ${show(B.lim)} - ${A.lim.kind === 'finite' ? minusTex(A.lim.v) : show(A.lim)} = ${toLatex(value)}`));
    }
  }

  // independent check: quadrature of the integrand
  let verified = false;
  if (pieceCheck !== null) verified = pieceCheck;
  else if (value && params.length > 0 && lo.kind === 'finite' && hi.kind === 'finite') {
    // parameters (∫_0^a x dx): check at fixed values of them, bounds included
    const pa = valueOf(toAscii(lo.v), params);
    const pb = valueOf(toAscii(hi.v), params);
    const exact = valueOf(toAscii(value), params);
    const q = pa !== null && pb !== null ? quadrature(toAscii(f), ip.variable, pa, pb, params) : null;
    verified = exact !== null && q !== null && Math.abs(q - exact) <= 1e-5 * Math.max(1, Math.abs(exact));
  } else if (a !== null && b !== null) {
    if (value) {
      const exact = valueOf(toAscii(value));
      const q = quadrature(toAscii(f), ip.variable, a, b, params);
      verified = params.length === 0 && exact !== null && q !== null && Math.abs(q - exact) <= 1e-5 * Math.max(1, Math.abs(exact));
    } else if (divergent) {
      // partial integrals up to bounds closing in on the bad end must grow without limit
      verified = divergesNumerically(toAscii(f), ip.variable, a, b, divergent, lowerInfinite);
    }
  }
  const answerAscii = value ? toAscii(value) : divergent > 0 ? 'oo' : '-oo';
  const answerLatex = value ? toLatex(value) : divergent > 0 ? '+\\infty' : '-\\infty';
  const approx = value ? valueOf(answerAscii) : null;
  steps.push(step('Answer', 'Réponse',
    value
      ? `The integral equals ${answerAscii}${approx !== null && !/^-?\d+$/.test(answerAscii) ? ` ≈ ${round(approx)}` : ''}.`
      : 'The integral diverges.',
    value
      ? `L'intégrale vaut ${answerAscii}${approx !== null && !/^-?\d+$/.test(answerAscii) ? ` ≈ ${round(approx).replace('.', ',')}` : ''}.`
      : "L'intégrale diverge.",
    `${defInt} = ${answerLatex}`));
  return {
    method: 'integral.definite',
    category: 'definite_integral',
    steps,
    answer: { kind: 'expr', value: answerAscii, latex: answerLatex, words: asciiToWords(answerAscii) },
    finalAnswer: value
      ? text(`∫ = ${answerAscii}`, `∫ = ${answerAscii}`)
      : text(`The integral diverges (${answerAscii}).`, `L'intégrale diverge (${answerAscii}).`),
    verified,
    verification: verified
      ? text('Numeric integration (tanh–sinh quadrature) of the integrand gives the same value.',
        "L'intégration numérique (quadrature tanh–sinh) de l'intégrande donne la même valeur.")
      : text('The numeric integration could not confirm this value.', "L'intégration numérique n'a pas pu confirmer cette valeur."),
  };
}

/**
 * ∫ c·e^(−a x²) over [0, +∞) or (−∞, +∞), a > 0: the Gaussian integral √(π/a) (half of it on a
 * half-line), from squaring the integral and switching to polar coordinates.
 */
function gaussian(f: Expr, x: Expr, lo: Bound, hi: Bound, defInt: string, steps: StepDraft[]): Expr | null {
  if (hi.kind !== 'inf' || hi.sign !== 1) return null;
  const half = lo.kind === 'finite' && X.isZero(lo.v);
  if (!half && !(lo.kind === 'inf' && lo.sign === -1)) return null;
  const parts = X.factors(f);
  const ex = parts.filter((p) => !X.free(p, x));
  if (ex.length !== 1 || ex[0].k !== 'fn' || ex[0].name !== 'exp') return null;
  const c = X.mul(...parts.filter((p) => X.free(p, x)));
  const q = P.coeffs(ex[0].arg, x);
  if (!q || q.length !== 3 || !X.isZero(q[0]) || !X.isZero(q[1])) return null;
  const av = numeric(q[2]);
  if (av === null || av >= 0) return null;
  const a = X.neg(q[2]);
  const full = X.mul(c, X.sqrt(X.div(X.PI, a)));
  const value = tidy(half ? X.div(full, X.num(2)) : full);
  steps.push(step('Use the Gaussian integral', "Utiliser l'intégrale de Gauss",
    `e^(−a${toAscii(x)}²) has no elementary antiderivative, but ∫ over ℝ of e^(−a${toAscii(x)}²) = √(π/a) (square the integral and switch to polar coordinates)${half ? '; the integrand is even, so the half-line gives half of it' : ''}.`,
    `e^(−a${toAscii(x)}²) n'a pas de primitive élémentaire, mais ∫ sur ℝ de e^(−a${toAscii(x)}²) = √(π/a) (on élève l'intégrale au carré et on passe en coordonnées polaires)${half ? " ; l'intégrande est paire, la demi-droite en donne la moitié" : ''}.`,
    `${defInt} = ${toLatex(value)}`));
  return value;
}

const round = (v: number): string => (Math.abs(v) >= 1e-4 ? v.toPrecision(6).replace(/\.?0+$/, '') : v.toExponential(3));

function divergesNumerically(f: string, x: string, a: number, b: number, sign: 1 | -1, lowerEnd: boolean): boolean {
  const vals: number[] = [];
  for (const k of [1, 2, 3, 4]) {
    let lo = a;
    let hi = b;
    if (!Number.isFinite(b)) hi = 10 ** (k + 1);
    else if (!Number.isFinite(a)) lo = -(10 ** (k + 1));
    else if (lowerEnd) lo = a + (b - a) * 10 ** -(k + 2);
    else hi = b - (b - a) * 10 ** -(k + 2);
    const q = quadrature(f, x, lo, hi);
    if (q === null) return false;
    vals.push(q * sign);
  }
  return vals.every((v, i) => i === 0 || v > vals[i - 1] + 0.1) && vals[3] > 3;
}

/**
 * ∫_a^b f(g(x)) g'(x) dx = ∫_{g(a)}^{g(b)} f(u) du: the substitution with its bounds changed, so
 * there is no need to go back to x. Null (and no steps added) when no substitution applies or the
 * new integral is improper.
 */
function changedBounds(f: Expr, x: Expr, a: Expr, b: Expr, defInt: string, steps: StepDraft[], ctx: SolveContext): Expr | null {
  let r;
  try {
    r = substitutionRule(f, x, newContext(() => ctx.checkTime()));
  } catch {
    return null;
  }
  if (!r?.sub) return null;
  const { u0, u, h, inner } = r.sub;
  let ua: Expr;
  let ub: Expr;
  let Fa: Expr;
  let Fb: Expr;
  try {
    ua = tidy(X.subs(u0, x, a));
    ub = tidy(X.subs(u0, x, b));
    const H = tidy(inner.F);
    Fa = simplifyValue(X.subs(H, u, ua));
    Fb = simplifyValue(X.subs(H, u, ub));
  } catch {
    return null;
  }
  const va = valueOf(toAscii(Fa));
  const vb = valueOf(toAscii(Fb));
  if (va === null || vb === null || !Number.isFinite(va) || !Number.isFinite(vb)) return null;
  const value = simplifyValue(X.sub(Fb, Fa));
  const us = toLatex(u);
  const newInt = `\\int_{${toLatex(ua)}}^{${toLatex(ub)}} ${h.k === 'add' ? `\\left(${toLatex(h)}\\right)` : toLatex(h)}\\,d${us}`;
  steps.push(r.steps[0]);
  steps.push(step('Change the bounds', 'Changer les bornes',
    `With ${plain(u)} = ${plain(u0)}, the bounds become ${plain(u)} = ${plain(ua)} and ${plain(u)} = ${plain(ub)}: no need to come back to ${plain(x)}.`,
    `Avec ${plain(u)} = ${plain(u0)}, les bornes deviennent ${plain(u)} = ${plain(ua)} et ${plain(u)} = ${plain(ub)} : inutile de revenir à ${plain(x)}.`,
    `${defInt} = ${newInt}`));
  steps.push(...inner.steps);
  steps.push(step('Apply the fundamental theorem of calculus', 'Appliquer le théorème fondamental',
    'Evaluate the antiderivative at the new upper bound and subtract its value at the new lower bound.',
    'On évalue la primitive en la nouvelle borne supérieure et on retranche sa valeur en la nouvelle borne inférieure.',
    `${newInt} = \\left[${toLatex(tidy(inner.F))}\\right]_{${toLatex(ua)}}^{${toLatex(ub)}} = ${toLatex(Fb)} - ${minusTex(Fa)} = ${toLatex(value)}`));
  return value;
}

/** A subtracted value, bracketed only when it is a sum or negative. */
function minusTex(e: Expr): string {
  return e.k === 'add' || X.isNegative(e) ? `\\left(${toLatex(e)}\\right)` : toLatex(e);
}

/**
 * ∫_a^b split at the poles and at the sign changes inside absolute values: each piece gets its
 * own antiderivative (|g| written ±g) and limits at the poles. The check integrates each piece
 * numerically.
 */
function piecewise(f: Expr, x: Expr, a: Expr, b: Expr, splits: Split[], v: string, defInt: string, steps: StepDraft[], ctx: SolveContext):
  { value: Expr | null; divergent: 1 | -1 | 0; verified: boolean } | null {
  const pts: { e: Expr; n: number }[] = [{ e: a, n: numeric(a)! }, ...splits.map((s) => ({ e: s.at, n: s.value })), { e: b, n: numeric(b)! }];
  const poles = splits.filter((s) => s.kind === 'pole').map((s) => toAscii(s.at));
  const kinks = splits.filter((s) => s.kind === 'abs').map((s) => toAscii(s.at));
  const why: [string, string][] = [];
  if (poles.length) why.push([`The integrand is undefined at ${v} = ${poles.join(', ')} inside the interval: the integral is improper there, so split it and take limits.`,
    `L'intégrande n'est pas définie en ${v} = ${poles.join(', ')} dans l'intervalle : l'intégrale y est impropre, on la coupe et on passe à la limite.`]);
  if (kinks.length) why.push([`The expression inside the absolute value changes sign at ${v} = ${kinks.join(', ')}: split there and drop the absolute value with the right sign on each piece.`,
    `L'expression dans la valeur absolue change de signe en ${v} = ${kinks.join(', ')} : on coupe en ces points et on enlève la valeur absolue avec le bon signe sur chaque morceau.`]);
  const pieceTex = (p: { e: Expr }, q: { e: Expr }, g: Expr): string => `\\int_{${toLatex(p.e)}}^{${toLatex(q.e)}} ${g.k === 'add' ? `\\left(${toLatex(g)}\\right)` : toLatex(g)}\\,d${toLatex(x)}`;
  const pieces: { g: Expr; from: (typeof pts)[number]; to: (typeof pts)[number] }[] = [];
  for (let i = 0; i + 1 < pts.length; i++) pieces.push({ g: removeAbs(f, x, (pts[i].n + pts[i + 1].n) / 2), from: pts[i], to: pts[i + 1] });
  steps.push(step('Split the integral', "Couper l'intégrale", why.map((w) => w[0]).join(' '), why.map((w) => w[1]).join(' '),
    `${defInt} = ${pieces.map((p) => pieceTex(p.from, p.to, p.g)).join(' + ')}`));
  let total: Expr = X.ZERO;
  const infSigns: number[] = [];
  let verified = true;
  for (const p of pieces) {
    const found = findAntiderivative(p.g, x, ctx);
    if (!found) return null;
    const F = found.F;
    const A = atBound(F, x, { kind: 'finite', v: p.from.e }, 1);
    const B = atBound(F, x, { kind: 'finite', v: p.to.e }, -1);
    if (!A || !B) return null;
    const show = (l: Lim): string => (l.kind === 'finite' ? toLatex(l.v) : l.sign > 0 ? '+\\infty' : '-\\infty');
    let res: string;
    if (A.lim.kind === 'inf' || B.lim.kind === 'inf') {
      const s = B.lim.kind === 'inf' ? B.lim.sign : -(A.lim as { sign: 1 | -1 }).sign;
      infSigns.push(s);
      res = s > 0 ? '+\\infty' : '-\\infty';
      const lowerEnd = A.lim.kind === 'inf';
      verified &&= divergesNumerically(toAscii(p.g), v, p.from.n, p.to.n, s as 1 | -1, lowerEnd);
    } else {
      const val = simplifyValue(X.sub(B.lim.v, A.lim.v));
      total = X.add(total, val);
      res = toLatex(val);
      const q = quadrature(toAscii(p.g), v, p.from.n, p.to.n);
      const exact = valueOf(toAscii(val));
      verified &&= q !== null && exact !== null && Math.abs(q - exact) <= 1e-5 * Math.max(1, Math.abs(exact));
    }
    steps.push(...found.steps);
    steps.push(step('Evaluate the piece', 'Évaluer le morceau',
      A.improper || B.improper ? 'The antiderivative is evaluated as a limit at the point where the integrand is undefined.' : 'Newton–Leibniz on this piece.',
      A.improper || B.improper ? "La primitive est évaluée comme une limite au point où l'intégrande n'est pas définie." : 'Newton–Leibniz sur ce morceau.',
      `${pieceTex(p.from, p.to, p.g)} = \\left[${toLatex(F)}\\right]_{${toLatex(p.from.e)}}^{${toLatex(p.to.e)}} = ${show(B.lim)} - ${A.lim.kind === 'finite' ? minusTex(A.lim.v) : show(A.lim)} = ${res}`));
  }
  if (infSigns.length) {
    const same = infSigns.every((s) => s === infSigns[0]);
    if (!same) {
      steps.push(step('The integral diverges', "L'intégrale diverge",
        'At least one piece has no finite value, so the improper integral diverges (the pieces cannot be added).',
        "Au moins un morceau n'a pas de valeur finie : l'intégrale impropre diverge (on ne peut pas additionner les morceaux).",
        `${defInt}\\ \\text{diverges}`));
      return { value: null, divergent: 0, verified: false };
    }
    steps.push(step('The integral diverges', "L'intégrale diverge",
      'A piece has an infinite value, so the improper integral diverges.',
      "Un morceau a une valeur infinie : l'intégrale impropre diverge.",
      `${defInt} = ${infSigns[0] > 0 ? '+\\infty' : '-\\infty'}`));
    return { value: null, divergent: infSigns[0] as 1 | -1, verified };
  }
  const value = simplifyValue(total);
  steps.push(step('Add the pieces', 'Additionner les morceaux', 'The integral is the sum of the pieces.', "L'intégrale est la somme des morceaux.", `${defInt} = ${toLatex(value)}`));
  return { value, divergent: 0, verified };
}
