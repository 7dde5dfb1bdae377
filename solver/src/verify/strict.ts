import { all, create, type BigNumber, type EvalFunction, type MathJsStatic } from 'mathjs';
import { box, toNode } from '../cas/engine';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { Task, TaskOf } from '../task/task';
import { casDerivativeOf, checkEvidence, lettersOf, type CheckEvidence, type EvidenceRow } from './evidence';
import { paramScope, quadrature } from './integral';
import { evaluateReal, samplePoints } from './numeric';
import { splitTop, verifyTask, type AnswerToCheck } from './task';

/**
 * The stricter re-check a Pro student can ask for: the standard verifier must pass again, and the
 * answer is then compared with the task at three times as many sample points in decimal
 * arithmetic (mathjs BigNumber, 40 significant digits) with a tolerance of 10⁻²⁵ instead of the
 * standard 10⁻⁷: a rounded constant (3.14159 for π), a series cut one term short or a coefficient
 * off in the eighth digit passes the standard check and fails this one. Definite integrals are
 * compared with a finer quadrature (double precision, tolerance 10⁻¹²). Pure: no I/O.
 */
export const STRICT_DIGITS = 40;
const STRICT_TOLERANCE = 1e-25;
const STRICT_POINTS = 24;

const big = create(all, { number: 'BigNumber', precision: STRICT_DIGITS }) as MathJsStatic;
const compiled = new Map<string, EvalFunction>();

function toMathjs(ascii: string): string {
  return ascii.replace(/\bln\(/g, 'log(').replace(/\bAbs\(/g, 'abs(').replace(/\bceiling\(/g, 'ceil(').replace(/\boo\b/g, 'Infinity');
}

/** The value in 40-digit decimal arithmetic, or null when undefined, complex or unreadable there. */
function evaluateBig(ascii: string, scope: Record<string, string> = {}): BigNumber | null {
  try {
    let c = compiled.get(ascii);
    if (!c) {
      c = big.compile(toMathjs(ascii));
      if (compiled.size > 500) compiled.clear();
      compiled.set(ascii, c);
    }
    const s: Record<string, BigNumber> = {};
    for (const [k, v] of Object.entries(scope)) s[k] = big.bignumber(v);
    const r: unknown = c.evaluate(s);
    if (big.isBigNumber(r)) return r.isFinite() ? r : null;
    if (typeof r === 'number') return Number.isFinite(r) ? big.bignumber(r) : null;
    return null;
  } catch {
    return null;
  }
}

const fmtBig = (v: BigNumber | null): string => (v === null ? '—' : v.toSignificantDigits(20).toString());

/** |a − b| ≤ tol · max(1, |a|, |b|), in decimal arithmetic. */
function closeBig(a: BigNumber, b: BigNumber, tol = STRICT_TOLERANCE): boolean {
  const scale = big.max(big.bignumber(1), a.abs(), b.abs()) as BigNumber;
  return a.minus(b).abs().lte(scale.times(tol));
}

/** Sample points as exact decimal strings (the same points in every run). */
const strictPoints = (count: number, seed: number): string[] => samplePoints(count, -2.7, 3.1, seed).map((p) => p.toFixed(12));

export interface StrictOutcome {
  passed: boolean;
  evidence: CheckEvidence;
}

/** Runs the strict check; never throws (an error fails it). */
export function strictCheck(task: Task, answer: AnswerToCheck): StrictOutcome {
  try {
    const standard = verifyTask(task, answer);
    const evidence = strictEvidence(task, answer);
    if (!evidence) {
      // no decimal check for this kind of task: the standard check, shown as its summary
      return { passed: standard, evidence: checkEvidence(task, answer) };
    }
    return { passed: standard && evidence.rows.length > 0 && evidence.rows.every((r) => r.ok), evidence };
  } catch {
    return { passed: false, evidence: { kind: 'summary', precision: 'decimal', digits: STRICT_DIGITS, tolerance: STRICT_TOLERANCE, rows: [] } };
  }
}

function strictEvidence(task: Task, answer: AnswerToCheck): CheckEvidence | null {
  switch (task.kind) {
    case 'evaluate':
    case 'transform':
      return answer.kind === 'expr' ? samples(task.expr, answer.value) : null;
    case 'solve':
      return answer.kind === 'solutions' ? roots(task, answer.value) : null;
    case 'differentiate': {
      if (answer.kind !== 'expr' || task.implicit || task.mixed || task.at !== undefined) return null;
      const reference = casDerivativeOf(task.expr, task.variable, task.order);
      if (!reference) return null;
      const e = samples(reference, answer.value);
      return e && { ...e, kind: 'derivative' };
    }
    case 'integrate':
      return integral(task, answer);
    case 'limit':
      return answer.kind === 'expr' && !task.sequence ? limit(task, answer.value) : null;
    default:
      return null;
  }
}

function decimalEvidence(kind: CheckEvidence['kind'], rows: EvidenceRow[], tolerance = STRICT_TOLERANCE): CheckEvidence {
  return { kind, precision: 'decimal', digits: STRICT_DIGITS, tolerance, rows };
}

/** Both expressions at 24 points of their letters, in decimal arithmetic. */
function samples(a: string, b: string): CheckEvidence | null {
  const vars = lettersOf(a, b);
  if (vars.length === 0) {
    const x = evaluateBig(a);
    const y = evaluateBig(b);
    if (x === null || y === null) return null;
    return decimalEvidence('samples', [{ at: '', expected: fmtBig(x), actual: fmtBig(y), ok: closeBig(x, y) }]);
  }
  const pts = vars.map((_, k) => strictPoints(STRICT_POINTS * 3, 41 + k * 13));
  const rows: EvidenceRow[] = [];
  for (let j = 0; j < STRICT_POINTS * 3 && rows.length < STRICT_POINTS; j++) {
    const scope: Record<string, string> = {};
    vars.forEach((v, k) => (scope[v] = pts[k][j]));
    const x = evaluateBig(a, scope);
    const y = evaluateBig(b, scope);
    if (x === null || y === null) continue;
    rows.push({ at: vars.map((v) => `${v} = ${Number(scope[v]).toPrecision(6)}`).join(', '), expected: fmtBig(x), actual: fmtBig(y), ok: closeBig(x, y) });
  }
  return rows.length >= 8 ? decimalEvidence('samples', rows) : null;
}

/** Each root substituted in decimal arithmetic; a system's values into every equation. */
function roots(t: TaskOf<'solve'>, value: string): CheckEvidence | null {
  const m = /^\s*\[(.*)\]\s*$/.exec(value);
  if (!m) return null;
  const items = splitTop(m[1]);
  const rows: EvidenceRow[] = [];
  const system = t.relations.length > 1 || t.unknowns.length > 1;
  for (const item of items.slice(0, 12)) {
    const scope: Record<string, string> = {};
    let label: string;
    if (system) {
      const body = /^\{(.*)\}$/.exec(item.trim());
      if (!body) return null;
      for (const pair of splitTop(body[1])) {
        const kv = /^([A-Za-z]\w*)\s*:\s*(.+)$/.exec(pair);
        const v = kv ? evaluateBig(kv[2]) : null;
        if (!kv || v === null) return null;
        scope[kv[1]] = v.toString();
      }
      label = body[1];
    } else {
      if (lettersOf(item).length > 0) return null;
      const v = evaluateBig(item);
      if (v === null) return null;
      scope[t.unknowns[0]] = v.toString();
      label = `${t.unknowns[0]} = ${item}`;
    }
    for (const rel of t.relations) {
      if (rel.op !== '=' || lettersOf(rel.lhs, rel.rhs).some((s) => !(s in scope))) return null;
      const l = evaluateBig(rel.lhs, scope);
      const r = evaluateBig(rel.rhs, scope);
      if (l === null || r === null) return null;
      rows.push({ at: system ? `${label} → ${rel.lhs} = ${rel.rhs}` : label, expected: fmtBig(l), actual: fmtBig(r), ok: closeBig(l, r, 1e-20) });
    }
  }
  return rows.length ? decimalEvidence(system ? 'system' : 'roots', rows, 1e-20) : null;
}

function integral(t: TaskOf<'integrate'>, answer: AnswerToCheck): CheckEvidence | null {
  if (!t.bounds) {
    if (answer.kind !== 'antiderivative') return null;
    // the CAS's derivative of the answer against the integrand, in decimal arithmetic
    const F = answer.value.replace(/\s*\+\s*C\s*$/, '');
    let dF: string;
    try {
      dF = toAscii(toNode(box(['D', parseNode(F), t.variable]).evaluate()));
    } catch {
      return null;
    }
    if (/\bD\(|Derivative|Error|error/.test(dF)) return null;
    const e = samples(t.integrand, dF);
    return e && { ...e, kind: 'antiderivative' };
  }
  if (answer.kind !== 'expr') return null;
  const params = lettersOf(t.integrand).filter((s) => s !== t.variable);
  const a = evaluateReal(t.bounds.lo.replace(/\boo\b/g, 'Infinity'));
  const b = evaluateReal(t.bounds.hi.replace(/\boo\b/g, 'Infinity'));
  if (a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  // composite quadrature over 16 panels, each settled on its own, against the closed form
  let total = 0;
  const panels = 16;
  for (let k = 0; k < panels; k++) {
    const q = quadrature(t.integrand, t.variable, a + ((b - a) * k) / panels, a + ((b - a) * (k + 1)) / panels, params);
    if (q === null) return null;
    total += q;
  }
  const claimed = evaluateReal(answer.value, paramScope(params));
  const ok = claimed !== null && Math.abs(total - claimed) <= 1e-12 * Math.max(1, Math.abs(total));
  return { kind: 'quadrature', precision: 'double', digits: 16, tolerance: 1e-12, rows: [{ at: `[${t.bounds.lo}, ${t.bounds.hi}]`, expected: String(total), actual: claimed === null ? '—' : String(claimed), ok }] };
}

/** The expression at points 10⁻⁴ … 10⁻¹⁸ from the point (10⁴ … 10¹⁸ at infinity), in decimal arithmetic, against the claimed limit. */
function limit(t: TaskOf<'limit'>, value: string): CheckEvidence | null {
  if (lettersOf(t.expr, value).some((s) => s !== t.variable)) return null;
  if (/^[+-]?oo$|DNE|zoo/.test(value.trim())) return null;
  const L = evaluateBig(value);
  if (L === null) return null;
  const xs: BigNumber[] = [];
  if (t.point === 'oo' || t.point === '-oo') {
    for (let k = 4; k <= 18; k += 2) xs.push(big.bignumber(`${t.point === 'oo' ? '' : '-'}1e${k}`));
  } else {
    const a = evaluateBig(t.point);
    if (a === null) return null;
    for (const dir of t.side === 'left' ? [-1] : t.side === 'right' ? [1] : [1, -1]) {
      for (let k = 4; k <= 18; k += 2) xs.push(a.plus(big.bignumber(`${dir}e-${k}`)));
    }
  }
  const rows: EvidenceRow[] = xs.map((x) => {
    const y = evaluateBig(t.expr, { [t.variable]: x.toString() });
    // the gap must shrink with the distance: within 10³ · distance^(1/2) of the claim at the nearest points
    const distance = t.point === 'oo' || t.point === '-oo' ? big.bignumber(1).div(x.abs()) : x.minus(evaluateBig(t.point) ?? x).abs();
    const bound = big.max(big.bignumber(1e-12), (big.sqrt(distance) as BigNumber).times(1e3)) as BigNumber;
    const ok = y !== null && y.minus(L).abs().lte(bound.times(big.max(big.bignumber(1), L.abs()) as BigNumber));
    return { at: `${t.variable} = ${x.toSignificantDigits(20).toString()}`, expected: fmtBig(y), actual: fmtBig(L), ok };
  });
  // the nearest points decide: they must agree to 10⁻⁸
  const nearest = rows.filter((_, k) => k % 8 === 7);
  const settled = nearest.every((r) => r.expected !== '—' && closeBig(big.bignumber(r.expected), L, 1e-8));
  return decimalEvidence('limit', settled ? rows : rows.map((r, k) => (k % 8 === 7 ? { ...r, ok: false } : r)), 1e-8);
}
