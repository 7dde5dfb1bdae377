/**
 * An integral that is one term of a larger expression: "2 + ∫_0^3 x dx", "∫_0^1 e^x dx − 1". The
 * differential closes the integrand, so what stands after it, or is added before the sign, is another
 * term: reading it inside the integral (∫(2 + x) dx) or reading the differential as the letters d·x
 * answers another question. Such a text is refused with this message.
 */
import { SolverError } from '../../errors';
import { text } from '../../i18n';

/** A differential (dx, dt, dθ written dtheta) followed by + or − and another term. */
const AFTER_DIFFERENTIAL = /(?:^|[\s)}\]*·0-9]|(?<![a-zA-Z])[a-zA-Z])d\\?(?:theta|phi|rho|alpha|beta|lambda|tau|omega|[a-zA-Z])\s*[-+−]\s*[^\s=?.!]/;

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

export const termOutsideIntegral = (): SolverError =>
  new SolverError('parse', text(
    'The integral is one term of a longer expression (a term added before the sign or after dx). Ask for the integral alone, e.g. ∫_0^1 x dx, then add the other term.',
    "L'intégrale n'est qu'un terme d'une expression plus longue (un terme ajouté avant le signe ou après dx). Demandez l'intégrale seule, par exemple ∫_0^1 x dx, puis ajoutez l'autre terme.",
  ));
