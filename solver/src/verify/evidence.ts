import { box, toNode } from '../cas/engine';
import { type MathNode } from '../cas/node';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { Relation, Task, TaskOf } from '../task/task';
import { paramScope, quadrature } from './integral';
import { close, evaluateAscii, evaluateReal, samplePoints } from './numeric';
import { numericDerivativeAt, splitTop, type AnswerToCheck } from './task';

/**
 * What the independent check did, as data a student can read: the values substituted, the sample
 * points with both sides' values, the numeric derivative against the answer's, the quadrature
 * against the closed form. The rows re-run the verifier's own tools (mathjs evaluation, central
 * differences, tanh–sinh quadrature) on a few points for display; the verdict stays the one
 * `verifyTask` gave, so nothing here can grant or withhold the Verified mark.
 */
export type EvidenceKind =
  | 'roots' // each root substituted: left side against right side
  | 'system' // the values substituted into each equation
  | 'intervals' // test points: does the inequality hold, is the point in the answer
  | 'samples' // the task's expression against the answer at sample points
  | 'derivative' // the numeric derivative of the function against the answer's value
  | 'antiderivative' // the integrand against the numeric derivative of the answer
  | 'quadrature' // numeric integration against the closed form
  | 'limit' // values approaching the point against the claimed limit
  | 'summary'; // no table for this kind of task: the one-line summary says what was checked

export interface EvidenceRow {
  /** Where: `x = 1.2345`, a root `x = 2`, an equation, an interval `[0, 2]`. */
  at: string;
  /** The task's side: the left side, the numeric derivative, the integrand, the quadrature, f near the point; `true`/`false` for an inequality. */
  expected: string;
  /** The answer's side: the right side, the answer's value, the answer's numeric derivative, the closed form; `true`/`false` for membership. */
  actual: string;
  ok: boolean;
}

export interface CheckEvidence {
  kind: EvidenceKind;
  /** `double` (IEEE 754, about 16 digits) or `decimal` (mathjs BigNumber at `digits` significant digits). */
  precision: 'double' | 'decimal';
  digits: number;
  /** The relative tolerance the rows are compared with. */
  tolerance: number;
  rows: EvidenceRow[];
}

/** A solution's check as the solver hands it over: the task it was checked against and the evidence. */
export interface SolutionCheck {
  task: Task;
  answer: AnswerToCheck;
  evidence: CheckEvidence;
}

const fmt = (v: number | null): string => (v === null ? '—' : Number.isInteger(v) && Math.abs(v) < 1e15 ? String(v) : Number(v.toPrecision(10)).toString());
const fmtComplex = (v: { re: number; im: number } | null): string => {
  if (!v) return '—';
  if (Math.abs(v.im) <= 1e-12 * Math.max(1, Math.abs(v.re))) return fmt(v.re);
  return `${fmt(v.re)} ${v.im < 0 ? '−' : '+'} ${fmt(Math.abs(v.im))}i`;
};

const summary = (): CheckEvidence => ({ kind: 'summary', precision: 'double', digits: 16, tolerance: 1e-7, rows: [] });

/** The letters of ASCII formulas, as the verifier reads them (constants and function names left out). */
export function lettersOf(...asciis: string[]): string[] {
  const out = new Set<string>();
  for (const a of asciis) for (const m of a.matchAll(/(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z0-9_]*)(?![A-Za-z0-9_]|\s*\()/g)) out.add(m[1]);
  for (const c of ['e', 'i', 'pi', 'oo', 'zoo', 'E', 'I', 'True', 'False', 'EmptySet', 'DNE', 'U']) out.delete(c);
  return [...out].sort();
}

const scopeText = (scope: Record<string, number>): string =>
  Object.entries(scope)
    .map(([k, v]) => `${k} = ${fmt(Number(v.toPrecision(6)))}`)
    .join(', ');

/** Evidence for a checked answer; never throws (a failure gives the summary kind). */
export function checkEvidence(task: Task, answer: AnswerToCheck): CheckEvidence {
  try {
    return evidenceOf(task, answer) ?? summary();
  } catch {
    return summary();
  }
}

function evidenceOf(task: Task, answer: AnswerToCheck): CheckEvidence | null {
  switch (task.kind) {
    case 'solve': return solveEvidence(task, answer);
    case 'evaluate': return answer.kind === 'expr' ? samplesEvidence(task.expr, answer.value) : null;
    case 'transform': return answer.kind === 'expr' ? samplesEvidence(task.expr, answer.value) : null;
    case 'claim': return samplesEvidence(task.relation.lhs, task.relation.rhs);
    case 'differentiate': return answer.kind === 'expr' && !task.implicit && !task.mixed ? derivativeEvidence(task, answer.value) : null;
    case 'integrate': return integralEvidence(task, answer);
    case 'limit': return answer.kind === 'expr' && !task.sequence ? limitEvidence(task, answer.value) : null;
    default: return null;
  }
}

const ROW_POINTS = 6;

function samplesEvidence(a: string, b: string): CheckEvidence | null {
  const vars = lettersOf(a, b);
  if (vars.length === 0) {
    const x = evaluateAscii(a);
    const y = evaluateAscii(b);
    return { kind: 'samples', precision: 'double', digits: 16, tolerance: 1e-9, rows: [{ at: '', expected: fmtComplex(x), actual: fmtComplex(y), ok: x !== null && y !== null && close(x, y, 1e-9) }] };
  }
  const pts = vars.map((_, k) => samplePoints(ROW_POINTS * 3, -2.7, 3.1, 11 + k * 17));
  const rows: EvidenceRow[] = [];
  for (let j = 0; j < ROW_POINTS * 3 && rows.length < ROW_POINTS; j++) {
    const scope: Record<string, number> = {};
    vars.forEach((v, k) => (scope[v] = pts[k][j]));
    const x = evaluateAscii(a, scope);
    const y = evaluateAscii(b, scope);
    if (!x || !y) continue;
    rows.push({ at: scopeText(scope), expected: fmtComplex(x), actual: fmtComplex(y), ok: close(x, y, 1e-7) });
  }
  return rows.length ? { kind: 'samples', precision: 'double', digits: 16, tolerance: 1e-7, rows } : null;
}

function sidesAt(r: Relation, scope: Record<string, number | { re: number; im: number }>): EvidenceRow['expected'][] {
  return [fmtComplex(evaluateAscii(r.lhs, scope)), fmtComplex(evaluateAscii(r.rhs, scope))];
}

function solveEvidence(t: TaskOf<'solve'>, answer: AnswerToCheck): CheckEvidence | null {
  if (answer.kind === 'solutions') {
    const m = /^\s*\[(.*)\]\s*$/.exec(answer.value);
    if (!m) return null;
    const items = splitTop(m[1]);
    if (t.relations.length > 1 || t.unknowns.length > 1) {
      // a system: every equation with the values substituted
      const rows: EvidenceRow[] = [];
      for (const item of items.slice(0, 4)) {
        const body = /^\{(.*)\}$/.exec(item.trim());
        if (!body) return null;
        const scope: Record<string, { re: number; im: number }> = {};
        const names: string[] = [];
        for (const pair of splitTop(body[1])) {
          const kv = /^([A-Za-z]\w*)\s*:\s*(.+)$/.exec(pair);
          const v = kv ? evaluateAscii(kv[2]) : null;
          if (!kv || !v) return null;
          scope[kv[1]] = v;
          names.push(`${kv[1]} = ${kv[2].trim()}`);
        }
        for (const rel of t.relations) {
          const l = evaluateAscii(rel.lhs, scope);
          const r = evaluateAscii(rel.rhs, scope);
          rows.push({ at: `${names.join(', ')} → ${rel.lhs} ${rel.op} ${rel.rhs}`, expected: fmtComplex(l), actual: fmtComplex(r), ok: l !== null && r !== null && close(l, r, 1e-7) });
        }
      }
      return rows.length ? { kind: 'system', precision: 'double', digits: 16, tolerance: 1e-7, rows } : null;
    }
    const x = t.unknowns[0];
    const r = t.relations[0];
    if (lettersOf(r.lhs, r.rhs).some((s) => s !== x)) return null;
    const rows: EvidenceRow[] = [];
    for (const root of items.slice(0, 8)) {
      if (lettersOf(root).length > 0) return null;
      const v = evaluateAscii(root);
      if (!v) return null;
      const [l, rr] = sidesAt(r, { [x]: v });
      const lv = evaluateAscii(r.lhs, { [x]: v });
      const rv = evaluateAscii(r.rhs, { [x]: v });
      rows.push({ at: `${x} = ${root}`, expected: l, actual: rr, ok: lv !== null && rv !== null && close(lv, rv, 1e-7) });
    }
    return rows.length ? { kind: 'roots', precision: 'double', digits: 16, tolerance: 1e-7, rows } : null;
  }
  if (answer.kind === 'interval' && t.unknowns.length === 1) {
    const x = t.unknowns[0];
    if (t.relations.some((r) => lettersOf(r.lhs, r.rhs).some((s) => s !== x))) return null;
    const ivs = intervalsOf(answer.value);
    if (!ivs) return null;
    const inside = (v: number): boolean => ivs.some((iv) => (iv.lo === null || v > iv.lo || (iv.loClosed && v === iv.lo)) && (iv.hi === null || v < iv.hi || (iv.hiClosed && v === iv.hi)));
    const ends = ivs.flatMap((iv) => [iv.lo, iv.hi]).filter((v): v is number => v !== null);
    const pts = [...new Set([...ends.flatMap((e) => [e - 0.5, e, e + 0.5]), -7.3, 0.37, 6.1])].sort((a, b) => a - b).slice(0, 9);
    const rows: EvidenceRow[] = [];
    for (const v of pts) {
      let holds: boolean | null = true;
      for (const r of t.relations) {
        const l = evaluateReal(r.lhs, { [x]: v });
        const rr = evaluateReal(r.rhs, { [x]: v });
        if (l === null || rr === null) {
          holds = null;
          break;
        }
        const eps = 1e-9 * Math.max(1, Math.abs(l), Math.abs(rr));
        const ok = r.op === '<' ? l < rr - eps : r.op === '<=' ? l <= rr + eps : r.op === '>' ? l > rr + eps : r.op === '>=' ? l >= rr - eps : r.op === '=' ? Math.abs(l - rr) <= eps : Math.abs(l - rr) > eps;
        holds = holds && ok;
      }
      if (holds === null) continue;
      rows.push({ at: `${x} = ${fmt(v)}`, expected: String(holds), actual: String(inside(v)), ok: holds === inside(v) });
    }
    return rows.length ? { kind: 'intervals', precision: 'double', digits: 16, tolerance: 1e-9, rows } : null;
  }
  return null;
}

interface Interval {
  lo: number | null;
  hi: number | null;
  loClosed: boolean;
  hiClosed: boolean;
}

function boundOf(s: string): number | null {
  if (/^\s*\+?oo\s*$/.test(s)) return Infinity;
  if (/^\s*-\s*oo\s*$/.test(s)) return -Infinity;
  return evaluateReal(s);
}

function intervalsOf(value: string): Interval[] | null {
  const v = value.trim();
  if (v === 'EmptySet') return [];
  const out: Interval[] = [];
  for (const piece of v.split(/\s+U\s+/)) {
    const m = /^([[(])\s*(.+?)\s*,\s*(.+?)\s*([\])])$/.exec(piece.trim());
    if (m) {
      const lo = boundOf(m[2]);
      const hi = boundOf(m[3]);
      if (lo === null || hi === null) return null;
      out.push({ lo: Number.isFinite(lo) ? lo : null, hi: Number.isFinite(hi) ? hi : null, loClosed: m[1] === '[', hiClosed: m[4] === ']' });
      continue;
    }
    const point = /^\{\s*(.+?)\s*\}$/.exec(piece.trim());
    const p = point ? evaluateReal(point[1]) : null;
    if (p === null) return null;
    out.push({ lo: p, hi: p, loClosed: true, hiClosed: true });
  }
  return out;
}

/** The derivative by the CAS's own differentiation, as the verifier takes it when it can. */
export function casDerivativeOf(expr: string, v: string, order: number): string | null {
  let n: MathNode = parseNode(expr);
  for (let k = 0; k < order; k++) n = toNode(box(['D', n, v]).evaluate());
  const s = toAscii(n);
  return /\bD\(|Derivative|Error|error/.test(s) ? null : s;
}

function derivativeEvidence(t: TaskOf<'differentiate'>, value: string): CheckEvidence | null {
  const others = lettersOf(t.expr, value).filter((s) => s !== t.variable);
  const base: Record<string, number> = {};
  others.forEach((s, k) => (base[s] = 0.7 + 0.37 * k));
  const points = t.at !== undefined ? [evaluateReal(t.at)] : samplePoints(24, -2.7, 3.1, 5);
  // beyond the second order central differences lose their digits: the CAS's derivative is the reference
  const reference = t.order > 2 ? casDerivativeOf(t.expr, t.variable, t.order) : null;
  const rows: EvidenceRow[] = [];
  for (const p of points) {
    if (p === null || rows.length >= ROW_POINTS) break;
    const scope = { ...base, [t.variable]: p };
    const num = reference ? evaluateReal(reference, scope) : numericDerivativeAt(t.expr, t.variable, t.order, scope);
    const claimed = t.at !== undefined ? evaluateReal(value, base) : evaluateReal(value, scope);
    if (num === null || claimed === null) continue;
    rows.push({ at: scopeText(scope), expected: fmt(num), actual: fmt(claimed), ok: Math.abs(num - claimed) <= 1e-4 * Math.max(1, Math.abs(num)) });
  }
  return rows.length ? { kind: 'derivative', precision: 'double', digits: 16, tolerance: 1e-4, rows } : null;
}

function integralEvidence(t: TaskOf<'integrate'>, answer: AnswerToCheck): CheckEvidence | null {
  const params = lettersOf(t.integrand).filter((s) => s !== t.variable);
  const base = paramScope(params);
  if (!t.bounds) {
    if (answer.kind !== 'antiderivative') return null;
    const F = answer.value.replace(/\s*\+\s*C\s*$/, '');
    const rows: EvidenceRow[] = [];
    for (const p of [-1.71, -0.93, -0.37, 0.29, 0.87, 1.57, 2.09, 2.71]) {
      if (rows.length >= ROW_POINTS) break;
      const scope = { ...base, [t.variable]: p };
      const f0 = evaluateReal(t.integrand, scope);
      const h = 1e-3 * Math.max(1, Math.abs(p));
      const vals = [2 * h, h, -h, -2 * h].map((d) => evaluateReal(F, { ...scope, [t.variable]: p + d }));
      if (f0 === null || vals.some((v) => v === null)) continue;
      const [b1, a1, a2, b2] = vals as number[];
      const d = (-b1 + 8 * a1 - 8 * a2 + b2) / (12 * h);
      rows.push({ at: scopeText(scope), expected: fmt(f0), actual: fmt(d), ok: Math.abs(d - f0) <= 1e-6 * Math.max(1, Math.abs(f0), Math.abs(d)) });
    }
    return rows.length ? { kind: 'antiderivative', precision: 'double', digits: 16, tolerance: 1e-6, rows } : null;
  }
  if (answer.kind !== 'expr') return null;
  const a = boundOf(t.bounds.lo);
  const b = boundOf(t.bounds.hi);
  if (a === null || b === null) return null;
  const q = quadrature(t.integrand, t.variable, a, b, params);
  const claimed = evaluateReal(answer.value, base);
  return {
    kind: 'quadrature',
    precision: 'double',
    digits: 16,
    tolerance: 1e-7,
    rows: [{ at: `[${t.bounds.lo}, ${t.bounds.hi}]`, expected: fmt(q), actual: fmt(claimed), ok: q !== null && claimed !== null && Math.abs(q - claimed) <= 1e-7 * Math.max(1, Math.abs(q)) }],
  };
}

function limitEvidence(t: TaskOf<'limit'>, value: string): CheckEvidence | null {
  if (lettersOf(t.expr, value).some((s) => s !== t.variable)) return null;
  const v = value.trim();
  const infinite = /^[+-]?oo$/.test(v);
  const claimed = infinite ? null : evaluateReal(v);
  if (!infinite && claimed === null) return null;
  const xs: number[] = [];
  let perSide = 6;
  if (t.point === 'oo' || t.point === '-oo') {
    const s = t.point === 'oo' ? 1 : -1;
    for (let k = 2; k <= 7; k++) xs.push(s * 10 ** k);
  } else {
    const a = evaluateReal(t.point);
    if (a === null) return null;
    const scale = Math.max(1, Math.abs(a));
    perSide = 4;
    for (const dir of t.side === 'left' ? [-1] : t.side === 'right' ? [1] : [1, -1]) for (let k = 2; k <= 5; k++) xs.push(a + dir * 10 ** -k * scale);
  }
  // each value nearer the point than the one before must come closer to the claim (or grow, for an infinite one)
  let previous = Infinity;
  const rows: EvidenceRow[] = xs.map((x, k) => {
    const y = evaluateReal(t.expr, { [t.variable]: x });
    if (k % perSide === 0) previous = Infinity;
    const gap = y === null ? Infinity : claimed !== null ? Math.abs(y - claimed) : 1 / Math.max(1e-300, Math.abs(y));
    const ok = y !== null && (gap <= 1e-5 * Math.max(1, Math.abs(claimed ?? 0)) || gap < previous);
    previous = gap;
    return { at: `${t.variable} = ${Number(x.toPrecision(8))}`, expected: fmt(y), actual: infinite ? v.replace('oo', '∞') : fmt(claimed), ok };
  });
  return { kind: 'limit', precision: 'double', digits: 16, tolerance: 1e-5, rows };
}
