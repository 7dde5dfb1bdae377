import { isElement } from '../chemistry/elements';
import { parseSpecies } from '../chemistry/formula';
import { balance } from '../chemistry/balance';
import { SolverError } from '../errors';

/**
 * An equation typed in lowercase ("balance ch4 + o2 -> co2 + h2o", « équilibrer fe + o2 = fe2o3 »):
 * each formula is read as element symbols with their counts. A token that reads two ways ("co2":
 * CO₂ or Co₂) is settled by the equation itself, the reading whose elements appear on both sides
 * and that balances in one way; when more than one reading does, the question is refused.
 */
const ARROWS = /^(?:->|→|⟶|=>|=|<=>|⇌)$/;
const TOKEN = /^[a-z][a-z\d]*$/;

/** Every way to read a lowercase token as element symbols with counts ("co2": CO2 or Co2). */
function readings(token: string): string[] {
  const out: string[] = [];
  const go = (i: number, acc: string): void => {
    if (i === token.length) {
      out.push(acc);
      return;
    }
    const digits = /^\d+/.exec(token.slice(i));
    if (digits) {
      if (acc !== '' && !/\d$/.test(acc)) go(i + digits[0].length, acc + digits[0]);
      return;
    }
    const one = token[i].toUpperCase();
    if (isElement(one)) go(i + 1, acc + one);
    const two = one + (token[i + 1] ?? '');
    if (/^[A-Z][a-z]$/.test(two) && isElement(two)) go(i + 2, acc + two);
  };
  go(0, '');
  return out;
}

const elements = (fs: string[]): string => [...new Set(fs.flatMap((f) => [...parseSpecies(f).counts.keys()]))].sort().join();

function balancesOnce(reactants: string[], products: string[]): boolean {
  try {
    if (elements(reactants) !== elements(products)) return false;
    return balance(reactants.map((f) => parseSpecies(f)), products.map((f) => parseSpecies(f))).result.kind === 'one';
  } catch {
    return false;
  }
}

/** The text with a lowercase equation written with its symbols, or null when it has none. */
export function capitalisedEquation(text: string): string | null {
  const tokens = text.split(/\s+/);
  const arrow = tokens.findIndex((t) => ARROWS.test(t));
  if (arrow < 0 || tokens.filter((t) => ARROWS.test(t)).length !== 1) return null;
  const formula = (t: string | undefined): boolean => t !== undefined && TOKEN.test(t.replace(/[.?!]$/, '')) && readings(t.replace(/[.?!]$/, '')).length > 0;
  // formula (+ formula)* on each side of the arrow
  let a = arrow - 1;
  if (!formula(tokens[a])) return null;
  while (tokens[a - 1] === '+' && formula(tokens[a - 2])) a -= 2;
  let b = arrow + 1;
  if (!formula(tokens[b])) return null;
  while (tokens[b + 1] === '+' && formula(tokens[b + 2])) b += 2;
  const side = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, k) => from + k).filter((k) => tokens[k] !== '+');
  const left = side(a, arrow - 1);
  const right = side(arrow + 1, b);
  const options = [...left, ...right].map((k) => readings(tokens[k].replace(/[.?!]$/, '')));
  if (options.reduce((n, o) => n * o.length, 1) > 256) return null;
  const fits: string[][] = [];
  const pick = (k: number, chosen: string[]): void => {
    if (k === options.length) {
      if (balancesOnce(chosen.slice(0, left.length), chosen.slice(left.length))) fits.push(chosen);
      return;
    }
    for (const o of options[k]) pick(k + 1, [...chosen, o]);
  };
  pick(0, []);
  if (fits.length !== 1) {
    const typed = [...left, ...right].map((k) => tokens[k]).join(', ');
    throw new SolverError('unsupported', {
      en: `The formulas ${typed} are in lowercase and can be read ${fits.length ? 'in more than one way' : 'in no way that balances'}: write them with capitals (CO2 for carbon dioxide, Co for cobalt).`,
      fr: `Les formules ${typed} sont en minuscules et se lisent ${fits.length ? 'de plusieurs façons' : "d'aucune façon qui s'équilibre"} : écrivez-les avec les majuscules (CO2 pour le dioxyde de carbone, Co pour le cobalt).`,
    });
  }
  const out = [...tokens];
  [...left, ...right].forEach((k, i) => {
    out[k] = fits[0][i] + (/[.?!]$/.exec(tokens[k])?.[0] ?? '');
  });
  return out.join(' ');
}
