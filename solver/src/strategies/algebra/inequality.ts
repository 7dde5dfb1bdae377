import type { MathNode } from '../../cas/node';
import { factoredNode, factorPoly } from '../../cas/factor';
import { Poly, toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import { parseNode } from '../../parse/math';
import { nodeFunction } from '../../verify/fast-eval';
import { checkIntervals } from '../../verify/inequality';
import { expLogStrategy } from './explog';
import { generalEquationStrategy } from './general-eq';
import { radicalEquationStrategy } from './radical-eq';
import { evaluateAscii, evaluateReal } from '../../verify/numeric';
import { freeSymbols } from '../../cas/node';
import { readAlgebra, relLatex, step, type Relation } from './common';
import { containsHead, readOneUnknown } from './equation';
import { intervalAnswer, intervalLatex, mergeIntervals, type Interval, type Point } from './intervals';
import { lcdOf, solveByFactoring } from './roots';

type IneqOp = 'Less' | 'LessEqual' | 'Greater' | 'GreaterEqual';
const SYMBOL: Record<IneqOp, string> = { Less: '<', LessEqual: '\\le', Greater: '>', GreaterEqual: '\\ge' };
const FLIP: Record<IneqOp, IneqOp> = { Less: 'Greater', LessEqual: 'GreaterEqual', Greater: 'Less', GreaterEqual: 'LessEqual' };
const strict = (op: IneqOp): boolean => op === 'Less' || op === 'Greater';

function satisfied(sign: number, op: IneqOp): boolean {
  if (op === 'Less') return sign < 0;
  if (op === 'Greater') return sign > 0;
  if (op === 'LessEqual') return sign <= 0;
  return sign >= 0;
}

/** Real zeros of a polynomial as exact points. */
function zeros(p: Poly, x: string, ctx: SolveContext): Point[] {
  if (p.deg < 1) return [];
  return solveByFactoring(p, x, false, ctx, false).roots.map((node) => ({ node, v: evaluateAscii(toAscii(node))!.re }));
}

interface Critical extends Point {
  /** f is undefined there (a denominator is zero). */
  pole: boolean;
}

/**
 * The sign chart: f's sign on each open piece between critical points (from `signAt`) and at
 * each point, assembled into the solution intervals of f op 0.
 */
function chart(points: Critical[], signAt: (t: number) => number | null, op: IneqOp): { ivs: Interval[]; rows: string[][] } {
  const pts = [...points].sort((a, b) => a.v - b.v).filter((p, k, arr) => k === 0 || Math.abs(p.v - arr[k - 1].v) > 1e-12 || (p.pole && !arr[k - 1].pole));
  const uniq: Critical[] = [];
  for (const p of pts) {
    const last = uniq[uniq.length - 1];
    if (last && Math.abs(last.v - p.v) < 1e-12) last.pole = last.pole || p.pole;
    else uniq.push({ ...p });
  }
  const ivs: Interval[] = [];
  const rows: string[][] = [];
  for (let k = 0; k <= uniq.length; k++) {
    const lo = k > 0 ? uniq[k - 1] : null;
    const hi = k < uniq.length ? uniq[k] : null;
    const t = lo && hi ? (lo.v + hi.v) / 2 : lo ? lo.v + 1 : hi ? hi.v - 1 : 0;
    const s = signAt(t);
    const piece: Interval = { lo, hi, loClosed: false, hiClosed: false };
    rows.push([intervalLatexPlain(piece), s === null ? '\\|' : s > 0 ? '+' : s < 0 ? '-' : '0']);
    if (s !== null && s !== 0 && satisfied(s, op)) ivs.push(piece);
    if (hi) {
      const atPoint = hi.pole ? null : signAt(hi.v);
      const zero = atPoint !== null && Math.abs(atPoint) < 1e-9;
      const ok = hi.pole ? false : zero ? !strict(op) : atPoint !== null && satisfied(atPoint, op);
      if (ok) ivs.push({ lo: hi, hi, loClosed: true, hiClosed: true });
    }
  }
  return { ivs: mergeIntervals(ivs), rows };
}

/** The sign table step: one row per interval between the critical points, the sign of f in it. */
function signTableStep(explanation: Text, x: string, f: string, rows: string[][]): StepDraft {
  return { title: text('Table of signs', 'Tableau de signes'), explanation, table: { header: [x, f], rows, rowHeaders: true } };
}

const intervalLatexPlain = (iv: Interval): string =>
  `\\left(${iv.lo ? toLatex(iv.lo.node) : '-\\infty'}, ${iv.hi ? toLatex(iv.hi.node) : '+\\infty'}\\right)`;

function outcome(x: string, rel: Relation, ivs: Interval[], steps: StepDraft[], method: string, extra: number[]): Outcome {
  const { answer, finalAnswer } = intervalAnswer(x, ivs);
  steps.push(step(text('Solution set', 'Ensemble des solutions'), finalAnswer, answer.latex));
  const verified = checkIntervals(
    toAscii(rel.lhs),
    toAscii(rel.rhs),
    x,
    rel.op,
    ivs.map((iv) => ({ lo: iv.lo?.v ?? null, hi: iv.hi?.v ?? null, loClosed: iv.loClosed, hiClosed: iv.hiClosed })),
    extra,
  );
  return {
    method,
    category: 'inequality',
    steps,
    answer,
    finalAnswer,
    verified,
    verification: text(
      'Checked at every endpoint and at sample points inside and between the intervals.',
      'Vérifié à chaque borne et en des points tests dans les intervalles et entre eux.',
    ),
  };
}

/** What solving one inequality gives, before it becomes an Outcome. */
interface IneqResult {
  ivs: Interval[];
  steps: StepDraft[];
  method: string;
  extra: number[];
}

/** a·x + b op c·x + d: isolate x, reversing the sign when dividing by a negative number. */
function linear(x: string, rel: Relation, L: Poly, R: Poly): IneqResult {
  const steps: StepDraft[] = [];
  let op = rel.op as IneqOp;
  const lcd = lcdOf(L, R);
  if (lcd > 1n) {
    L = L.scale(new Q(lcd));
    R = R.scale(new Q(lcd));
    steps.push(
      step(
        text('Clear the fractions', 'Supprimer les fractions'),
        text(`Multiply both sides by ${lcd}; a positive factor keeps the direction of the inequality.`, `On multiplie les deux membres par ${lcd} ; un facteur positif ne change pas le sens de l'inégalité.`),
        `${toLatex(L.toNode(x))} ${SYMBOL[op]} ${toLatex(R.toNode(x))}`,
      ),
    );
  }
  const a = L.coef(1).sub(R.coef(1));
  const b = R.coef(0).sub(L.coef(0));
  if (a.isZero()) {
    const s = b.neg().sign(); // 0 op b  ⇔  -b op 0
    const always = satisfied(s, op);
    steps.push(
      step(
        text('Collect the terms', 'Regrouper les termes'),
        text(`The ${x}-terms cancel: 0 ${SYMBOL[op]} ${b} is ${always ? 'always true' : 'never true'}.`, `Les termes en ${x} s'annulent : 0 ${SYMBOL[op]} ${b} est ${always ? 'toujours vrai' : 'toujours faux'}.`),
        `0 ${SYMBOL[op]} ${b.toLatex()}`,
      ),
    );
    return { ivs: always ? [{ lo: null, hi: null, loClosed: false, hiClosed: false }] : [], steps, method: 'algebra.inequality.linear', extra: [] };
  }
  const ax: MathNode = a.isOne() ? x : ['Multiply', a.toNode(), x];
  steps.push(
    step(
      text(`Collect the ${x}-terms`, `Regrouper les termes en ${x}`),
      text(`Move the ${x}-terms to the left and the numbers to the right.`, `On met les termes en ${x} à gauche et les nombres à droite.`),
      `${toLatex(ax)} ${SYMBOL[op]} ${b.toLatex()}`,
    ),
  );
  const bound = b.div(a);
  if (!a.isOne()) {
    if (a.sign() < 0) {
      op = FLIP[op];
      steps.push(
        step(
          text(`Divide by ${a} and reverse the sign`, `Diviser par ${a} et changer le sens`),
          text(`Dividing both sides by a negative number (${a}) reverses the direction of the inequality.`, `Diviser les deux membres par un nombre négatif (${a}) change le sens de l'inégalité.`),
          `${x} ${SYMBOL[op]} ${bound.toLatex()}`,
        ),
      );
    } else {
      steps.push(
        step(
          text(`Divide by ${a}`, `Diviser par ${a}`),
          text(`Dividing both sides by a positive number keeps the direction of the inequality.`, `Diviser les deux membres par un nombre positif ne change pas le sens de l'inégalité.`),
          `${x} ${SYMBOL[op]} ${bound.toLatex()}`,
        ),
      );
    }
  }
  const p: Point = { node: bound.toNode(), v: bound.toNumber() };
  const closed = !strict(op);
  const iv: Interval = op === 'Less' || op === 'LessEqual' ? { lo: null, hi: p, loClosed: false, hiClosed: closed } : { lo: p, hi: null, loClosed: closed, hiClosed: false };
  return { ivs: [iv], steps, method: 'algebra.inequality.linear', extra: [p.v] };
}

/** Polynomial and rational inequalities: one side zero, critical points, table of signs. */
function rational(x: string, rel: Relation, N: Poly, D: Poly, ctx: SolveContext): IneqResult {
  const op = rel.op as IneqOp;
  const steps: StepDraft[] = [];
  const fN = factoredNode(factorPoly(N), x);
  const fD = D.deg >= 1 ? factoredNode(factorPoly(D), x) : null;
  const fNode: MathNode = fD ? ['Divide', fN, fD] : fN;
  steps.push(
    step(
      text('Compare with zero', 'Comparer à zéro'),
      text(
        'Bring every term to one side and write it as a factored quotient: its sign can then be read factor by factor.',
        'On ramène tout dans un membre et on écrit une expression factorisée : son signe se lit alors facteur par facteur.',
      ),
      `${toLatex(fNode)} ${SYMBOL[op]} 0`,
    ),
  );
  const zN = zeros(N, x, ctx).map((p) => ({ ...p, pole: false }));
  const zD = zeros(D, x, ctx).map((p) => ({ ...p, pole: true }));
  steps.push(
    step(
      text('Critical points', 'Valeurs critiques'),
      text(
        `The expression can change sign only where the numerator is zero${zD.length ? ' or the denominator is zero (forbidden values)' : ''}.`,
        `L'expression ne peut changer de signe qu'aux points où le numérateur s'annule${zD.length ? ' ou le dénominateur s’annule (valeurs interdites)' : ''}.`,
      ),
      [...zN.map((p) => `${x} = ${toLatex(p.node)}`), ...zD.map((p) => `${x} \\neq ${toLatex(p.node)}`)].join(',\\ ') || '\\text{—}',
    ),
  );
  const { ivs, rows } = chart([...zN, ...zD], (t) => {
    const d = D.evalNum(t);
    if (Math.abs(d) < 1e-300) return null;
    const v = N.evalNum(t) / d;
    return Math.abs(v) < 1e-12 ? 0 : Math.sign(v);
  }, op);
  steps.push(
    signTableStep(
      text('Test one value in each interval between the critical points.', 'On teste une valeur dans chaque intervalle entre les valeurs critiques.'),
      x,
      toLatex(fNode),
      rows,
    ),
  );
  steps.push(
    step(
      text('Choose the intervals', 'Choisir les intervalles'),
      text(
        `Keep the intervals where the sign is ${op === 'Less' || op === 'LessEqual' ? 'negative' : 'positive'}${strict(op) ? '' : ', and the zeros of the numerator'}; forbidden values are always excluded.`,
        `On garde les intervalles où le signe est ${op === 'Less' || op === 'LessEqual' ? 'négatif' : 'positif'}${strict(op) ? '' : ', ainsi que les zéros du numérateur'} ; les valeurs interdites sont toujours exclues.`,
      ),
      ivs.map(intervalLatex).join(' \\cup ') || '\\varnothing',
    ),
  );
  return { ivs, steps, method: D.deg >= 1 ? 'algebra.inequality.rational' : 'algebra.inequality.polynomial', extra: [...zN, ...zD].map((p) => p.v) };
}

/** Absolute-value inequalities: split at the zeros of each |…|, then a sign chart of the pieces. */
function absolute(x: string, rel: Relation, ctx: SolveContext): IneqResult | null {
  const args: MathNode[] = [];
  collectAbs(rel.lhs, args);
  collectAbs(rel.rhs, args);
  const argPolys: Poly[] = [];
  for (const a of args) {
    const r = toRatFunc(a, x);
    if (!r || r.den.deg !== 0) return null;
    argPolys.push(r.num);
  }
  const splits = argPolys.flatMap((p) => zeros(p, x, ctx)).sort((a, b) => a.v - b.v);
  const f: MathNode = ['Add', rel.lhs, ['Negate', rel.rhs]];
  const bounds = [-Infinity, ...splits.map((s) => s.v), Infinity];
  const critical: Critical[] = splits.map((s) => ({ ...s, pole: false }));
  const cases: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const lo = bounds[k];
    const hi = bounds[k + 1];
    if (hi - lo < 1e-12) continue;
    const t = Number.isFinite(lo) && Number.isFinite(hi) ? (lo + hi) / 2 : Number.isFinite(lo) ? lo + 1 : Number.isFinite(hi) ? hi - 1 : 0;
    const piece = replaceAbs(f, x, t);
    const r = toRatFunc(piece, x);
    if (!r) return null;
    cases.push(`${rangeLatex(lo, hi, x)}:\\ ${toLatex(r.num.toNode(x))}${r.den.deg >= 1 ? `/(${toLatex(r.den.toNode(x))})` : ''} ${SYMBOL[rel.op as IneqOp]} 0`);
    for (const z of [...zeros(r.num, x, ctx), ...zeros(r.den, x, ctx)]) {
      if (z.v > lo - 1e-12 && z.v < hi + 1e-12) critical.push({ ...z, pole: r.den.deg >= 1 && Math.abs(r.den.evalNum(z.v)) < 1e-9 });
    }
  }
  const fAscii = toAscii(f);
  const { ivs, rows } = chart(critical, (t) => {
    const v = evaluateReal(fAscii, { [x]: t });
    return v === null ? null : Math.abs(v) < 1e-10 ? 0 : Math.sign(v);
  }, rel.op as IneqOp);
  const steps: StepDraft[] = [
    step(
      text('Split into cases', 'Distinguer des cas'),
      text(
        '|A| equals A where A ≥ 0 and −A where A < 0: on each interval between the zeros of the expressions inside the bars, the inequality has no absolute value.',
        '|A| vaut A là où A ≥ 0 et −A là où A < 0 : sur chaque intervalle entre les zéros des expressions entre barres, l’inégalité n’a plus de valeur absolue.',
      ),
      cases.join(' \\\\ '),
    ),
    signTableStep(
      text('Solve each case and test one value in each interval.', 'On résout chaque cas et on teste une valeur dans chaque intervalle.'),
      x,
      toLatex(f),
      rows,
    ),
  ];
  return { ivs, steps, method: 'algebra.inequality.absolute', extra: critical.map((c) => c.v) };
}

function rangeLatex(lo: number, hi: number, x: string): string {
  const f = (v: number): string => String(Number(v.toPrecision(6)));
  if (!Number.isFinite(lo) && !Number.isFinite(hi)) return `${x} \\in \\mathbb{R}`;
  if (!Number.isFinite(lo)) return `${x} < ${f(hi)}`;
  if (!Number.isFinite(hi)) return `${x} > ${f(lo)}`;
  return `${f(lo)} < ${x} < ${f(hi)}`;
}

function collectAbs(n: MathNode, out: MathNode[]): void {
  if (!Array.isArray(n)) return;
  if (n[0] === 'Abs') out.push(n[1] as MathNode);
  for (const a of n.slice(1)) collectAbs(a as MathNode, out);
}

/** |A| replaced by A or −A according to A's sign at t. */
export function replaceAbs(n: MathNode, x: string, t: number): MathNode {
  if (!Array.isArray(n)) return n;
  if (n[0] === 'Abs') {
    const inner = replaceAbs(n[1] as MathNode, x, t);
    const v = evaluateReal(toAscii(inner), { [x]: t }) ?? 0;
    return v >= 0 ? inner : ['Negate', inner];
  }
  return [n[0], ...n.slice(1).map((a) => replaceAbs(a as MathNode, x, t))] as MathNode;
}

/** Where an expression stops being defined: zeros of radicands, of log arguments, of denominators. */
function domainBreaks(n: MathNode, x: string, ctx: SolveContext, out: Point[]): boolean {
  if (!Array.isArray(n)) return true;
  const h = n[0] as string;
  const watch = h === 'Sqrt' || h === 'Ln' || h === 'Log' || (h === 'Power' && !Number.isInteger(Number(JSON.stringify(n[2])))) || h === 'Divide';
  if (watch) {
    const target = (h === 'Divide' ? n[2] : n[1]) as MathNode;
    if (JSON.stringify(target).includes(`"${x}"`)) {
      const r = toRatFunc(target, x);
      if (r) out.push(...zeros(r.num, x, ctx), ...zeros(r.den, x, ctx));
      else if (h !== 'Power') return false;
    }
  }
  return n.slice(1).every((a) => domainBreaks(a as MathNode, x, ctx, out));
}

/** Roots of lhs = rhs from the equation strategies, as exact points. */
function equationRoots(x: string, rel: Relation, ctx: SolveContext): Point[] | null {
  const eq = toAscii(['Equal', rel.lhs, rel.rhs]);
  const problem = { raw: eq, text: `${eq} for ${x}` };
  for (const s of [radicalEquationStrategy, expLogStrategy, generalEquationStrategy]) {
    const o = s.solve(problem, ctx);
    if (!o) continue;
    if (!o.verified || !o.answer || o.answer.kind !== 'solutions') return null;
    const inner = o.answer.value.replace(/^\[|\]$/g, '').trim();
    if (inner === '') return [];
    return inner.split(', ').map((v) => {
      const node = parseNode(v);
      return { node, v: evaluateReal(v) ?? Number.NaN };
    });
  }
  return null;
}

/** Inequalities with roots, exponentials or logarithms: roots of the equation and domain ends chart the signs. */
function general(x: string, rel: Relation, ctx: SolveContext): IneqResult | null {
  const f: MathNode = ['Add', rel.lhs, ['Negate', rel.rhs]];
  const breaks: Point[] = [];
  if (!domainBreaks(f, x, ctx, breaks)) return null;
  const roots = equationRoots(x, rel, ctx);
  if (!roots || roots.some((r) => Number.isNaN(r.v))) return null;
  const F = nodeFunction(f, x);
  const op = rel.op as IneqOp;
  const { ivs, rows } = chart([...roots.map((p) => ({ ...p, pole: false })), ...breaks.map((p) => ({ ...p, pole: false }))], (t) => {
    const v = F(t);
    return Number.isNaN(v) ? null : Math.abs(v) < 1e-12 ? 0 : Math.sign(v);
  }, op);
  const steps: StepDraft[] = [
    step(
      text('Solve the equation first', "Résoudre d'abord l'équation"),
      text('Both sides can only change order where they are equal or where an expression stops being defined.', "Les deux membres ne peuvent changer d'ordre que là où ils sont égaux ou là où une expression cesse d'être définie."),
      `${toLatex(['Equal', rel.lhs, rel.rhs])} \\Rightarrow ${roots.length ? roots.map((r) => `${x} = ${toLatex(r.node)}`).join(',\\ ') : '\\varnothing'}`,
    ),
    signTableStep(
      text('Test one value in each interval (outside the domain the inequality has no meaning).', "On teste une valeur dans chaque intervalle (hors du domaine, l'inégalité n'a pas de sens)."),
      x,
      toLatex(f),
      rows,
    ),
  ];
  return { ivs, steps, method: 'algebra.inequality.general', extra: [...roots, ...breaks].map((p) => p.v) };
}

/** One two-sided inequality in x, by the method its shape calls for. */
function solveOne(x: string, rel: Relation, ctx: SolveContext): IneqResult | null {
  // a ≠ b where both are real is (a − b)² > 0: the sign chart then leaves out exactly the roots
  if (rel.op === 'NotEqual') return solveOne(x, { op: 'Greater', lhs: ['Power', ['Add', rel.lhs, ['Negate', rel.rhs]], 2], rhs: 0 }, ctx);
  if (containsHead(rel.lhs, ['Abs']) || containsHead(rel.rhs, ['Abs'])) return absolute(x, rel, ctx);
  const L = toRatFunc(rel.lhs, x);
  const R = toRatFunc(rel.rhs, x);
  if (!L || !R) return general(x, rel, ctx);
  if (L.den.deg === 0 && R.den.deg === 0) {
    const Lp = L.num.scale(L.den.coef(0).inv());
    const Rp = R.num.scale(R.den.coef(0).inv());
    if (Lp.sub(Rp).deg <= 1 && Lp.deg <= 1 && Rp.deg <= 1) return linear(x, rel, Lp, Rp);
  }
  const N = L.num.mul(R.den).sub(R.num.mul(L.den));
  const D = L.den.mul(R.den);
  // Keep the denominator's leading coefficient positive so the chart's signs read naturally.
  const s = D.lead().sign() < 0 ? Q.of(-1) : Q.ONE;
  return rational(x, rel, N.scale(s), D.scale(s), ctx);
}

/** The common part of two unions of intervals. */
function intersect(A: Interval[], B: Interval[]): Interval[] {
  const out: Interval[] = [];
  const lower = (a: Interval, b: Interval): [Point | null, boolean] => {
    if (!a.lo) return [b.lo, b.loClosed];
    if (!b.lo) return [a.lo, a.loClosed];
    if (a.lo.v > b.lo.v) return [a.lo, a.loClosed];
    if (b.lo.v > a.lo.v) return [b.lo, b.loClosed];
    return [a.lo, a.loClosed && b.loClosed];
  };
  const upper = (a: Interval, b: Interval): [Point | null, boolean] => {
    if (!a.hi) return [b.hi, b.hiClosed];
    if (!b.hi) return [a.hi, a.hiClosed];
    if (a.hi.v < b.hi.v) return [a.hi, a.hiClosed];
    if (b.hi.v < a.hi.v) return [b.hi, b.hiClosed];
    return [a.hi, a.hiClosed && b.hiClosed];
  };
  for (const a of A) {
    for (const b of B) {
      const [lo, loClosed] = lower(a, b);
      const [hi, hiClosed] = upper(a, b);
      if (lo && hi && (lo.v > hi.v || (lo.v === hi.v && !(loClosed && hiClosed)))) continue;
      out.push({ lo, hi, loClosed, hiClosed });
    }
  }
  return mergeIntervals(out.sort((p, q) => (p.lo?.v ?? -Infinity) - (q.lo?.v ?? -Infinity)));
}

const INEQ = ['Less', 'LessEqual', 'Greater', 'GreaterEqual', 'NotEqual'];

/** a < f(x) < b, or two inequalities joined by "and": solve each, keep what both allow. */
function compound(problem: Parameters<Strategy['solve']>[0], ctx: SolveContext): Outcome | null {
  const input = readAlgebra(problem);
  if (!input) return null;
  const n = input.node;
  if (!Array.isArray(n)) return null;
  let parts: Relation[];
  if (INEQ.includes(n[0] as string) && n.length === 4) {
    const op = n[0] as Relation['op'];
    parts = [
      { op, lhs: n[1] as MathNode, rhs: n[2] as MathNode },
      { op, lhs: n[2] as MathNode, rhs: n[3] as MathNode },
    ];
  } else if ((n[0] === 'And' || n[0] === 'List') && n.length >= 3 && n.slice(1).every((r) => Array.isArray(r) && INEQ.includes(r[0] as string) && r.length === 3)) {
    // "x > 0 and x < 3", "x > 0, x < 3": every relation must hold
    parts = (n.slice(1) as MathNode[][]).map((r) => ({ op: r[0] as Relation['op'], lhs: r[1], rhs: r[2] }));
  } else return null;
  const syms = freeSymbols(n);
  if (syms.size !== 1) return null;
  const x = [...syms][0];
  // a < f(x) < b (read as two relations sharing their middle) is one double inequality
  const chain = parts.length === 2 && JSON.stringify(parts[0].rhs) === JSON.stringify(parts[1].lhs);
  const steps: StepDraft[] = [
    step(
      ...(chain
        ? [
            text('Split into two inequalities', 'Séparer en deux inégalités'),
            text('A double inequality holds when both of its parts hold: solve each, then keep the values common to both.', 'Une double inégalité est vraie quand ses deux parties le sont : on résout chacune, puis on garde les valeurs communes.'),
          ] as const
        : [
            text('Solve each condition', 'Résoudre chaque condition'),
            text('Every condition must hold: solve each, then keep the values common to all.', 'Toutes les conditions doivent être vraies : on résout chacune, puis on garde les valeurs communes.'),
          ] as const),
      parts.map((r) => relLatex(r.lhs, r.op, r.rhs)).join(' \\quad \\text{and} \\quad '),
    ),
  ];
  let ivs: Interval[] | null = null;
  const extra: number[] = [];
  const partSets: string[] = [];
  for (const r of parts) {
    const res = solveOne(x, r, ctx);
    if (!res) return null;
    partSets.push(res.ivs.map(intervalLatex).join(' \\cup ') || '\\varnothing');
    steps.push(
      step(
        text(`Solve ${toAscii([r.op, r.lhs, r.rhs])}`, `Résoudre ${toAscii([r.op, r.lhs, r.rhs])}`),
        text('Solved as a single inequality.', 'Résolue comme une inégalité simple.'),
        res.ivs.map(intervalLatex).join(' \\cup ') || '\\varnothing',
      ),
    );
    extra.push(...res.extra);
    ivs = ivs === null ? res.ivs : intersect(ivs, res.ivs);
  }
  steps.push(step(text('Keep the common values', 'Garder les valeurs communes'), text('Intersect the solution sets.', "On prend l'intersection des ensembles de solutions."), `${partSets.map((set) => `\\left(${set}\\right)`).join(' \\cap ')} = ${(ivs ?? []).map(intervalLatex).join(' \\cup ') || '\\varnothing'}`));
  // Checked against both parts at once: the chain holds exactly on the answer.
  const { answer, finalAnswer } = intervalAnswer(x, ivs ?? []);
  steps.push(step(text('Solution set', 'Ensemble des solutions'), finalAnswer, answer.latex));
  const numeric = (ivs ?? []).map((iv) => ({ lo: iv.lo?.v ?? null, hi: iv.hi?.v ?? null, loClosed: iv.loClosed, hiClosed: iv.hiClosed }));
  // each part with the checker's own tolerance: an open end where a part's two sides are equal
  // (5·(14/5)² − 24·(14/5) + 28 = 0) may come out 1e-15 above zero in floating point
  const TOL = '1e-9';
  const cond = parts
    .map((r) => {
      const g = `((${toAscii(r.lhs)}) - (${toAscii(r.rhs)}))`;
      const held: Partial<Record<Relation['op'], string>> = { Less: `${g} < -${TOL}`, LessEqual: `${g} <= ${TOL}`, Greater: `${g} > ${TOL}`, GreaterEqual: `${g} >= -${TOL}`, NotEqual: `abs(${g}) > ${TOL}` };
      // only inequalities reach here (INEQ); an equation part would never hold
      return held[r.op] ?? '0 > 1';
    })
    .join(' and ');
  const verified = checkIntervals(cond, '1', x, 'GreaterEqual', numeric, extra);
  return {
    method: 'algebra.inequality.compound',
    category: 'inequality',
    steps,
    answer,
    finalAnswer,
    verified,
    verification: text('Checked at every endpoint and at sample points inside and between the intervals.', 'Vérifié à chaque borne et en des points tests dans les intervalles et entre eux.'),
  };
}

/**
 * An inequality asked on an interval ("x² − 4 > 0 on ]0, +∞[") is refused by name: the sign chart
 * covers the whole line, and answering it would give values outside the interval.
 */
function refuseInterval(problem: Parameters<Strategy['solve']>[0]): void {
  const input = readAlgebra(problem);
  const d = input?.cmd.domain;
  if (!input || d?.kind !== 'interval' || !/[<>]/.test(input.cmd.math)) return;
  const iv = `${d.loClosed ? '[' : '('}${toAscii(d.lo)}, ${toAscii(d.hi)}${d.hiClosed ? ']' : ')'}`;
  throw new SolverError(
    'unsupported',
    text(
      `We cannot yet solve an inequality on the interval ${iv}: write the bounds as inequalities (for example "…, x > 0").`,
      `Nous ne savons pas encore résoudre une inéquation sur l'intervalle ${iv} : écrivez les bornes comme des inégalités (par exemple « …, x > 0 »).`,
    ),
  );
}

export const inequalityStrategy: Strategy = {
  name: 'algebra.inequality',
  solve(problem, ctx): Outcome | null {
    refuseInterval(problem);
    const c = compound(problem, ctx);
    if (c) return c;
    const e = readOneUnknown(problem);
    if (!e || e.rel.op === 'Equal') return null;
    const r = solveOne(e.x, e.rel, ctx);
    return r ? outcome(e.x, e.rel, r.ivs, r.steps, r.method, r.extra) : null;
  },
};
