/**
 * An integral that is one term of a larger expression: "2 + ∫_0^3 x dx", "∫_0^1 e^x dx − 1". The
 * differential closes the integrand, so what stands after it, or is added before the sign, is another
 * term: reading it inside the integral (∫(2 + x) dx) or reading the differential as the letters d·x
 * answers another question. Such a text is refused with this message.
 */
import { SolverError } from '../../errors';
import { text } from '../../i18n';

/** The differential: dx, dt, dθ written dtheta, after a space, a bracket, a digit or a lone letter. */
const DIFFERENTIAL = String.raw`(?:^|[\s)}\]*·0-9]|(?<![a-zA-Z])[a-zA-Z])d\\?(?<variable>theta|phi|rho|alpha|beta|lambda|tau|omega|[a-zA-Z])`;

/** A differential followed by + or − and another term, or by a factor holding the variable (∫ x dx · x). */
const AFTER_DIFFERENTIAL = new RegExp(String.raw`${DIFFERENTIAL}\s*[-+−*·×]\s*[^\s=?.!]`);

/** A differential, then a factor after ×, ·, * up to the end: the differential's letter and the factor. */
const FACTOR_AFTER = new RegExp(String.raw`(?<differential>${DIFFERENTIAL})\s*[*·×]\s*(?<factor>[^=]+?)\s*[.?!]?\s*$`);

/**
 * The differential written first, over a denominator, then a term added: "∫ dx/(x+1) − 1". Whether the
 * term is the integrand's or another one, the text does not say.
 */
const FRONT_DIFFERENTIAL = /^\s*d\\?(?:theta|t|x|y|z|u|s|r)\s*\/\s*(?:\((?:[^()]|\([^()]*\))*\)|[^\s+\-−()]+)\s*[-+−]\s*[^\s=?.!]/;

/** The sign in the text, as \int or the normalised int. */
const SIGN = /\\int(?![a-zA-Z])|(?<![\p{L}\\])int(?!\p{L})/u;

/**
 * The text before the sign ending with a term added or subtracted, "2 +", "e^2 − 3" (a factor may
 * stand between: "2 + 3∫"); a sign alone ("−∫", "(−∫") is the integral's own.
 */
const TERM_BEFORE = /[^\s([{+\-−*·/=]\s*[+\-−]\s*(?:\d+(?:[.,]\d+)?\s*[*·]?\s*)?$/;

/** Whether the text before the sign ends with a term added or subtracted. */
function termBefore(prefix: string): boolean {
  // a new clause (", compute", « : », "I =") starts the question over
  return TERM_BEFORE.test(prefix.split(/[,;:=?!]|\.(?!\d)/).pop() ?? '');
}

/**
 * Whether the integral in `s` (its bounds already taken out) has another term before or after it;
 * `commandless` takes the command words ("Evaluate", « Calculer ») out of the text before the sign.
 */
export function hasTermOutside(s: string, commandless: (t: string) => string): boolean {
  const sign = SIGN.exec(s);
  if (!sign) return false;
  if (termBefore(commandless(s.slice(0, sign.index)))) return true;
  const after = s.slice(sign.index + sign[0].length);
  return AFTER_DIFFERENTIAL.test(after) || FRONT_DIFFERENTIAL.test(after);
}

/**
 * The text with a constant factor written after the differential ("∫_0^1 x² dx × 3", "… dx · ln 2")
 * put before the sign, where it multiplies the integral as in 3∫_0^1 x² dx: read after dx, the
 * factor and the differential became the letters d·x·3 of the integrand. A factor holding the
 * variable or another integral is another term: the text is left to hasTermOutside.
 */
export function factorBeforeSign(s: string): string {
  const sign = SIGN.exec(s);
  if (!sign) return s;
  const start = sign.index + sign[0].length;
  const m = FACTOR_AFTER.exec(s.slice(start));
  if (!m) return s;
  const { differential, variable, factor } = m.groups as { differential: string; variable: string; factor: string };
  const holds = (re: RegExp): boolean => re.test(factor);
  if (holds(new RegExp(`(?<![A-Za-z])${variable}(?![A-Za-z])`)) || holds(SIGN) || holds(/(?<![A-Za-z])d[a-zA-Z](?![A-Za-z])/)) return s;
  return `${s.slice(0, sign.index)} (${factor}) ${s.slice(sign.index, start + m.index)}${differential}`;
}

export const termOutsideIntegral = (): SolverError =>
  new SolverError('parse', text(
    'The integral is one term of a longer expression (a term added before the sign or after dx). Ask for the integral alone, e.g. ∫_0^1 x dx, then add the other term.',
    "L'intégrale n'est qu'un terme d'une expression plus longue (un terme ajouté avant le signe ou après dx). Demandez l'intégrale seule, par exemple ∫_0^1 x dx, puis ajoutez l'autre terme.",
  ));
