import { text } from '../../i18n';
import type { Outcome } from '../../strategy';
import { asciiToWords } from '../../format/words';
import { argument, modulus } from './polar';
import type { C } from './gaussian';

/**
 * The argument asked in degrees ("answer in degrees", « en degrés »), as engineering courses and
 * phasors (r∠θ) want it: the angle found in radians is converted, exactly for the angles of the
 * unit circle and to two decimals otherwise.
 */
export const ASKS_DEGREES = /(?<![\p{L}])(?:in|en)\s+degr(?:ees?|[ée]s)(?![\p{L}])/iu;

/** An angle in radians as a number of degrees: whole when it is one, else to two decimals (exact: nothing was rounded). */
export function degrees(rad: number): { shown: string; exact: boolean } {
  const d = (rad * 180) / Math.PI;
  const whole = Math.round(d);
  if (Math.abs(d - whole) < 1e-9) return { shown: String(whole), exact: true };
  const rounded = Math.round(d * 100) / 100;
  return { shown: rounded.toString(), exact: Math.abs(d - rounded) < 1e-9 };
}

/** The outcome of an argument, a modulus and argument, or a polar form, with the angle in degrees. */
export function withDegrees(o: Outcome | null, z: C, task: 'argument' | 'polar' | 'modulus_argument'): Outcome | null {
  if (!o?.answer) return o;
  const angle = argument(z).angle;
  const { shown, exact } = degrees(angle.value);
  const back = (Number(shown) * Math.PI) / 180;
  // the rounded angle stays within 0.005° of the exact one
  const verified = o.verified && Math.abs(back - angle.value) <= (exact ? 1e-12 : (0.0051 * Math.PI) / 180);
  const approx = exact ? '=' : '≈';
  const step = {
    title: text('Convert the angle to degrees', "Convertir l'angle en degrés"),
    explanation: text('Multiply by 180/π: π rad is 180°.', 'On multiplie par 180/π : π rad valent 180°.'),
    formula: `\\theta = ${angle.latex} ${approx === '=' ? '=' : '\\approx'} ${shown}^{\\circ}`,
  };
  if (task === 'argument') {
    const value = `${shown}°`;
    return { ...o, steps: [...o.steps, step], answer: { kind: 'quantity', value, latex: `${shown}^{\\circ}`, words: asciiToWords(value) }, finalAnswer: text(`arg z ${approx} ${shown}°`, `arg z ${approx} ${shown}°`), verified };
  }
  const r = modulus(z);
  const rNum = Number(r.value.toFixed(3)).toString();
  const rShown = /^\d+$/.test(r.ascii) ? r.ascii : rNum;
  const said = `${rShown}∠${shown}°`;
  const value = `${/^\d+$/.test(r.ascii) ? r.ascii : `(${r.ascii})`}*(cos(${shown} deg) + i*sin(${shown} deg))`;
  const answer = { kind: 'expr' as const, value, latex: `${/^\d+$/.test(r.ascii) ? r.latex : `${r.latex} \\approx ${rNum}`}\\angle ${shown}^{\\circ}`, words: asciiToWords(said) };
  const near = exact && /^\d+$/.test(r.ascii) ? '=' : '≈';
  const finalAnswer = task === 'modulus_argument' ? text(`|z| = ${r.ascii} and arg z ${approx} ${shown}°`, `|z| = ${r.ascii} et arg z ${approx} ${shown}°`) : text(`z ${near} ${said}`, `z ${near} ${said}`);
  return { ...o, steps: [...o.steps, step], answer, finalAnswer, verified };
}
