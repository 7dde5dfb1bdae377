import { toAscii } from '../strategies/derivative/print';
import { asLinear, readOde } from '../strategies/ode/recognize';

/**
 * Questions in two parts about one equation, where the second part's answer contains the first's:
 * « Résoudre (E0) : y'' − 3y' + 2y = 0 puis (E) : y'' − 3y' + 2y = 4x » (the homogeneous equation,
 * then the complete one: its general solution holds the homogeneous one), and "Find the general
 * solution of y' + y = x, then the solution with y(0) = 1" (the general solution, then the one
 * meeting the conditions: its steps pass through the general one). The text of the one problem
 * that answers both, or null when the text is not of these shapes.
 */

const DEDUCE = String.raw`(?:en\s+)?d[ée]duire|deduce|find|d[ée]terminer|give|donner`;
const THEN = new RegExp(String.raw`\s*(?:[,;.]\s*)?(?<![\p{L}])(?:(?:and\s+then|then|puis|et\s+ensuite|ensuite|hence)(?:\s+(?:${DEDUCE}))?|(?:and|et)\s+(?:en\s+)?(?:d[ée]duire|deduce))(?![\p{L}])\s*:?\s*`, 'iu');

/** y(0) = 1, y'(0) = 0, x(1) = 2 … joined by commas and "and". */
const CONDITION = String.raw`[A-Za-z]\s*'*\s*\(\s*[-+]?[\w./]+\s*\)\s*=\s*[-+]?[\w./()√π]+`;
const CONDITIONS = String.raw`${CONDITION}(?:\s*(?:,|;|\band\b|\bet\b)\s*${CONDITION})*`;
/** "the solution with y(0) = 1", « celle qui vérifie y(0) = 1 », "find the particular solution such that …". */
const WITH_CONDITIONS = new RegExp(
  String.raw`^(?:(?:find|determine|give|d[ée]terminer|donner|trouver)\s+)?(?:the\s+|a\s+|la\s+|une\s+|l['’]\s*)?(?:particular\s+|unique\s+)?(?:solution|one|celle)(?:\s+particuli[èe]re)?\s*(?:with|satisfying|such\s+that|that\s+satisfies|which\s+satisfies|for\s+which|qui\s+v[ée]rifie|v[ée]rifiant|telle\s+que|avec|satisfaisant)\s+(${CONDITIONS})\s*[.?!]?\s*$`,
  'iu',
);

/** The homogeneous equation of the second: the same left-hand side, with 0 on the right. */
function isHomogeneousOf(first: string, second: string): boolean {
  try {
    const a = readOde(first);
    const b = readOde(second);
    const la = a && asLinear(a);
    const lb = b && asLinear(b);
    if (!a || !b || !la || !lb || a.unknown !== b.unknown || la.order !== lb.order || toAscii(la.g) !== '0' || toAscii(lb.g) === '0') return false;
    return la.a.every((c, k) => toAscii(c) === toAscii(lb.a[k])) && a.conditions.length === 0;
  } catch {
    return false;
  }
}

export function oneOfTwoParts(text: string): string | null {
  const m = THEN.exec(text);
  if (!m || m.index === 0) return null;
  const first = text.slice(0, m.index).trim();
  const second = text.slice(m.index + m[0].length).trim();
  const conditions = WITH_CONDITIONS.exec(second);
  if (conditions) return /=/.test(first) ? `${first}, ${conditions[1].replace(/\.+$/, '')}` : null;
  return isHomogeneousOf(first, second) ? second : null;
}
