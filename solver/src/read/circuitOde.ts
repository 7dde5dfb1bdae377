import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readOdeTask } from './ode';

/**
 * A series RC or RL circuit under a constant source, described in words: "An RC circuit has
 * R = 10 ohms, C = 0.01 F and a battery of 12 V. If q(0) = 0, find the charge q(t)", « circuit RL
 * avec L = 2 H, R = 10 Ω, E = 20 V et i(0) = 0 : déterminer i(t) ». Kirchhoff's voltage law gives
 * R q′ + q/C = E (charge) or L i′ + R i = E (current); the task is that equation with its
 * condition, stated back so the model shows. Each datum must appear once with its unit, the
 * condition must be written, and the quantity asked must be the one the law is written in:
 * anything else is left unread.
 */
const CIRCUIT = /(?<![\p{L}])(?:(?:RC|RL)\s+(?:series\s+)?circuit|circuit\s+(?:RC|RL)|series\s+(?:RC|RL)\s+circuit)(?![\p{L}])/iu;
const NUM = String.raw`(\d+(?:[.,]\d+)?(?:\s*[x×*]\s*10\s*\^\s*\(?-?\d+\)?)?)`;
const PREFIX: Record<string, number> = { k: 1e3, m: 1e-3, µ: 1e-6, μ: 1e-6, u: 1e-6, n: 1e-9 };

/** Each quantity by its unit: the number before Ω/ohms, F/farads, H/henrys, V/volts. */
const UNITS = {
  R: String.raw`(k|M)?\s*(?:Ω|ohms?)`,
  C: String.raw`([mµμun])?\s*(?:F|farads?)`,
  L: String.raw`(m)?\s*(?:H|henr(?:y|ys|ies))`,
  E: String.raw`(k|m)?\s*(?:V|volts?)`,
} as const;

function quantity(t: string, unit: string): number | null | 'many' {
  const re = new RegExp(String.raw`(?<![\w.])${NUM}\s*${unit}(?![\p{L}])`, 'gu');
  const found = [...t.matchAll(re)];
  if (found.length === 0) return null;
  if (found.length > 1) return 'many';
  const [, n, prefix] = found[0];
  const sci = /^(.+?)\s*[x×*]\s*10\s*\^\s*\(?(-?\d+)\)?$/.exec(n);
  const v = sci ? Number(sci[1].replace(',', '.')) * 10 ** Number(sci[2]) : Number(n.replace(',', '.'));
  const factor = prefix ? (prefix === 'M' ? 1e6 : PREFIX[prefix] ?? 1) : 1;
  return Number((v * factor).toPrecision(12));
}

export function readCircuitOde(problem: ProblemInput): TaskOf<'ode'> | null {
  const t = problem.text;
  const named = CIRCUIT.exec(t);
  const kind = named ? (/(?<![\p{L}])RC(?![\p{L}])/iu.test(named[0]) ? 'RC' : 'RL') : null;
  if (!kind) return null;
  // a source that varies (E(t) = 100 sin t) or a second question is another problem
  if (/E\s*\(\s*t\s*\)|\bsin|\bcos|\be\^|exp/i.test(t)) return null;
  const R = quantity(t, UNITS.R);
  const E = quantity(t, UNITS.E);
  const other = quantity(t, kind === 'RC' ? UNITS.C : UNITS.L);
  if (typeof R !== 'number' || typeof E !== 'number' || typeof other !== 'number' || R <= 0 || other <= 0) return null;
  const u = kind === 'RC' ? 'q' : 'i';
  const cond = new RegExp(String.raw`(?<![\p{L}])${u}\s*\(\s*0\s*\)\s*=\s*(-?\d+(?:[.,]\d+)?)(?!\.?\d)`, 'u').exec(t);
  // the quantity asked, by its name: the charge q(t) of an RC circuit, the current i(t) of an RL one
  const asked = new RegExp(String.raw`(?<![\p{L}])${u}\s*\(\s*t\s*\)`, 'u').test(t);
  const otherAsked = new RegExp(String.raw`(?<![\p{L}])${u === 'q' ? 'i' : 'q'}\s*\(\s*t\s*\)|(?<![\p{L}])(?:${u === 'q' ? 'current|courant|intensit[ée]' : 'charge'})(?![\p{L}])`, 'iu').test(t);
  if (!cond || !asked || otherAsked) return null;
  // 1/C as a factor: C = 1 µF written 0.000001 would print as 1e-6, which the equation reader takes for 1·e − 6
  const equation = kind === 'RC' ? `${R} dq/dt + ${Number((1 / other).toPrecision(12))} q = ${E}` : `${other} di/dt + ${R} i = ${E}`;
  const task = readOdeTask({ ...problem, text: `${equation}, ${u}(0) = ${cond[1].replace(',', '.')}` });
  return task && !(task instanceof Error) ? task : null;
}
