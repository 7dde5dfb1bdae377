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

/** The parts named in words, when the circuit is not called RC or RL: "a 1000 ohm resistor and a 1 mF capacitor in series". */
const CAPACITOR = /(?<![\p{L}])(?:capacitors?|condensateurs?)(?![\p{L}])/iu;
const INDUCTOR = /(?<![\p{L}])(?:inductors?|coils?|bobines?|inductances?)(?![\p{L}])/iu;
const RESISTOR = /(?<![\p{L}])(?:resistors?|r[ée]sistors?|conducteurs?\s+ohmiques?|resistances?|r[ée]sistances?)(?![\p{L}])/iu;
/** The quantity asked in words: the charge, the voltage across the capacitor, the current. */
const CHARGE = /(?<![\p{L}])(?:charge|charges)(?![\p{L}])/iu;
const VOLTAGE = /(?:voltage|potential\s+difference|p\.?d\.?|tension)\s+(?:across|aux\s+bornes\s+d[ue]|on)\s+(?:the\s+|du\s+|le\s+)?(?:capacitor|condensateur)/iu;
const CURRENT = /(?<![\p{L}])(?:current|courant|intensit[ée])(?![\p{L}])/iu;
/** No charge at the start: "initially uncharged", « initialement déchargé ». */
/** (« déchargé » with its accent, or said initial: « se décharge » is a capacitor discharging, not one empty) */
const UNCHARGED = /(?<![\p{L}])(?:(?:initially\s+)?(?:un|dis)charged|initialement\s+d[ée]charg[ée]e?s?|d[ée]charg(?:é|ée|és|ées))(?![\p{L}])/iu;
/** A capacitor discharging (« se décharge dans », "discharges through"): no source drives it, another law. */
const DISCHARGING = /(?<![\p{L}])(?:discharg(?:es|ing)|se\s+d[ée]charge(?:nt)?|d[ée]charge\s+(?:dans|[àa]\s+travers|through|via))(?![\p{L}])/iu;
/** One time asked, in seconds or milliseconds: "after 2 seconds", « au bout de 5 ms », "at t = 0.1 s". */
const AT = /(?:after|au\s+bout\s+de|apr[èe]s|(?:at|when|[àa])\s+t\s*=)\s*(\d+(?:[.,]\d+)?)\s*(ms|s|secs?|seconds?|secondes?|millisecondes?|milliseconds?)(?![\p{L}])/iu;

function circuitKind(t: string): 'RC' | 'RL' | null {
  const named = CIRCUIT.exec(t);
  if (named) return /(?<![\p{L}])RC(?![\p{L}])/iu.test(named[0]) ? 'RC' : 'RL';
  if (!RESISTOR.test(t)) return null;
  const [c, l] = [CAPACITOR.test(t), INDUCTOR.test(t)];
  return c && !l ? 'RC' : l && !c ? 'RL' : null;
}

export function readCircuitOde(problem: ProblemInput): TaskOf<'ode'> | null {
  const t = problem.text;
  const kind = circuitKind(t);
  if (!kind) return null;
  // a source that varies (E(t) = 100 sin t) or a second question is another problem
  // (exp as a function only: « Exprimer i(t) » asks the current)
  if (/E\s*\(\s*t\s*\)|\bsin|\bcos|\be\s*\^|\bexp\s*\(/i.test(t)) return null;
  if (DISCHARGING.test(t)) return null;
  const R = quantity(t, UNITS.R);
  const E = quantity(t, UNITS.E);
  const other = quantity(t, kind === 'RC' ? UNITS.C : UNITS.L);
  if (typeof R !== 'number' || typeof E !== 'number' || typeof other !== 'number' || R <= 0 || other <= 0) return null;
  const u = kind === 'RC' ? 'q' : 'i';
  const at = AT.exec(t);
  // the quantity asked, by its name: the charge q(t) or the voltage across the capacitor of an RC circuit, the current i(t) of an RL one
  const named = new RegExp(String.raw`(?<![\p{L}])${u}\s*\(\s*t\s*\)`, 'u').test(t);
  const otherNamed = new RegExp(String.raw`(?<![\p{L}])${u === 'q' ? 'i' : 'q'}\s*\(\s*t\s*\)`, 'u').test(t);
  const words = kind === 'RC' ? { charge: CHARGE.test(t), voltage: VOLTAGE.test(t), current: CURRENT.test(t) } : { charge: CHARGE.test(t), voltage: false, current: CURRENT.test(t) };
  const target = kind === 'RL' ? (words.charge || otherNamed ? null : 'i')
    : words.current || otherNamed || (words.voltage && (words.charge || named)) ? null : words.voltage ? 'v' : 'q';
  if (!target || !(named || at || (target === 'v' && /v\s*\(\s*t\s*\)|en\s+fonction\s+du\s+temps|as\s+a\s+function\s+of\s+time/iu.test(t)))) return null;
  const cond = new RegExp(String.raw`(?<![\p{L}])${u}\s*\(\s*0\s*\)\s*=\s*(-?\d+(?:[.,]\d+)?)(?!\.?\d)`, 'u').exec(t);
  const start = cond ? Number(cond[1].replace(',', '.')) : kind === 'RC' && UNCHARGED.test(t) ? 0 : null;
  if (start === null) return null;
  const fmt = (x: number): string => String(Number(x.toPrecision(12)));
  // 1/C as a factor: C = 1 µF written 0.000001 would print as 1e-6, which the equation reader takes for 1·e − 6
  const equation = target === 'v' ? `${fmt(R * other)} dv/dt + v = ${E}, v(0) = ${fmt(start / other)}`
    : kind === 'RC' ? `${R} dq/dt + ${fmt(1 / other)} q = ${E}, q(0) = ${fmt(start)}` : `${other} di/dt + ${R} i = ${E}, i(0) = ${fmt(start)}`;
  const task = readOdeTask({ ...problem, text: equation });
  if (!task || task instanceof Error) return null;
  if (!at) return task;
  const seconds = Number(at[1].replace(',', '.')) * (/^m/i.test(at[2]) ? 1e-3 : 1);
  return { ...task, at: fmt(seconds) };
}
