import { splitTop } from '../parse/splitTop';
import type { TaskOf } from '../task/task';
import { lettersOf } from './evidence';
import { quadrature } from './integral';
import { evaluateReal } from './numeric';
import type { AnswerToCheck } from './task';
import { matrixRows } from './task';

type VectorFunction = TaskOf<'vector_function'>;

/** Parameter values where a result asked as a function of the parameter is compared. */
const SAMPLES = [0.37, 0.81, 1.13, 1.41];

/** A column vector '[[a], [b], [c]]' as its entries. */
function column(value: string, size: number): string[] | null {
  const rows = matrixRows(value);
  return rows && rows.length === size && rows.every((r) => r.length === 1) ? rows.map((r) => r[0]) : null;
}

const near = (claimed: number | null, expected: number, tolerance: number): boolean =>
  claimed !== null && Math.abs(claimed - expected) <= tolerance * Math.max(1, Math.abs(expected));

/** The components' first and second derivatives at s, by central differences on the task's own formulas. */
function derivativesAt(t: VectorFunction, s: number): { d1: number[]; d2: number[] } | null {
  const h = 1e-3 * Math.max(1, Math.abs(s));
  const at = (u: number) => t.components.map((c) => evaluateReal(c, { [t.parameter]: u }));
  const rows = [s - 2 * h, s - h, s, s + h, s + 2 * h].map(at);
  if (rows.some((r) => r.some((x) => x === null))) return null;
  const [m2, m1, z, p1, p2] = rows as number[][];
  // fourth-order stencils: errors of order h⁴ keep a 1e-6 comparison meaningful
  const d1 = z.map((_, k) => (m2[k] - 8 * m1[k] + 8 * p1[k] - p2[k]) / (12 * h));
  const d2 = z.map((_, k) => (-m2[k] + 16 * m1[k] - 30 * z[k] + 16 * p1[k] - p2[k]) / (12 * h * h));
  return { d1, d2 };
}

function expectedAt(t: VectorFunction, ask: Exclude<VectorFunction['asks'][number], 'integral'>, s: number): number[] | null {
  const d = derivativesAt(t, s);
  if (!d) return null;
  const speed = Math.hypot(...d.d1);
  switch (ask) {
    case 'derivative':
    case 'velocity':
      return d.d1;
    case 'second_derivative':
    case 'acceleration':
      return d.d2;
    case 'speed':
      return [speed];
    case 'unit_tangent':
      return speed > 1e-9 ? d.d1.map((x) => x / speed) : null;
  }
}

/** An antiderivative's components: each one's derivative is the component, checked numerically. */
function verifyAntiderivative(t: VectorFunction, entries: string[]): boolean {
  const p = t.parameter;
  const fits = SAMPLES.every((s) => {
    const h = 1e-4 * Math.max(1, Math.abs(s));
    return entries.every((F, k) => {
      const [a, b] = [evaluateReal(F, { [p]: s - h }), evaluateReal(F, { [p]: s + h })];
      const f = evaluateReal(t.components[k], { [p]: s });
      return a !== null && b !== null && f !== null && near((b - a) / (2 * h), f, 1e-5);
    });
  });
  if (!fits || !t.initial) return fits;
  const at = evaluateReal(t.initial.at);
  return at !== null && entries.every((F, k) => {
    const want = evaluateReal(t.initial?.value[k] ?? '');
    return want !== null && near(evaluateReal(F, { [p]: at }), want, 1e-9);
  });
}

function verifyIntegral(t: VectorFunction, entries: string[]): boolean {
  if (!t.bounds) return verifyAntiderivative(t, entries);
  const [a, b] = t.bounds.map((x) => evaluateReal(x));
  if (a === null || b === null || lettersOf(...entries).length > 0) return false;
  return entries.every((e, k) => {
    const exact = quadrature(t.components[k], t.parameter, a, b);
    return exact !== null && near(evaluateReal(e), exact, 1e-7);
  });
}

/**
 * Each result against the task's own components, differentiated (fourth-order central differences)
 * or integrated (quadrature) numerically: at the value asked, or at sample values when the result is
 * a function of the parameter. Results come in the order asked, separated by "; ".
 */
export function verifyVectorFunction(t: VectorFunction, answer: AnswerToCheck): boolean {
  const parts = splitTop(answer.value, ';');
  if (parts.length !== t.asks.length) return false;
  const size = t.components.length;
  return t.asks.every((ask, i) => {
    const part = parts[i];
    if (ask === 'integral') {
      const entries = column(part, size);
      return entries !== null && lettersOf(...entries).every((v) => v === t.parameter) && verifyIntegral(t, entries);
    }
    const entries = ask === 'speed' ? [part] : column(part, size);
    if (!entries) return false;
    const allowed = t.at ? [] : [t.parameter];
    if (lettersOf(...entries).some((v) => !allowed.includes(v))) return false;
    const at = t.at ? evaluateReal(t.at) : null;
    if (t.at && at === null) return false;
    return (at === null ? SAMPLES : [at]).every((s) => {
      const expected = expectedAt(t, ask, s);
      return expected !== null && entries.every((e, k) => near(evaluateReal(e, { [t.parameter]: s }), expected[k], 1e-6));
    });
  });
}
