/**
 * The solute named by its everyday name right after its mass ("5.85 g of table salt", « 20 g de
 * sucre »): only the names school chemistry gives one substance (salt → NaCl, sugar → sucrose,
 * glucose). Any other word there is a substance we do not know, to be named back, never replaced by
 * the water it is dissolved in.
 */
const COMMON: ReadonlyArray<[RegExp, string]> = [
  [/^(?:(?:table|common|kitchen)\s+salt|salt|sel(?:\s+de\s+(?:cuisine|table))?)$/i, 'NaCl'],
  [/^(?:sugar|table\s+sugar|sucre|sucrose|saccharose)$/i, 'C12H22O11'],
  [/^glucose$/i, 'C6H12O6'],
];

/** The words after a mass that name what it is a mass of ("of table salt", « de sucre », « d'urée »). */
const OF_WORD = /^\s*(?:of\s+|de\s+|d['’]\s*)(?:(?:the|an?|some|la|l['’]|un|une)\s*)?((?:table\s+|common\s+|kitchen\s+)?[\p{L}-]+(?:\s+de\s+(?:cuisine|table))?)/iu;

/** The solute after a mass: its formula when its everyday name is known, the word when not, null when no word follows. */
export function soluteWord(afterMass: string): { formula: string } | { unknown: string } | null {
  const m = OF_WORD.exec(afterMass);
  if (!m) return null;
  const word = m[1].trim();
  const known = COMMON.find(([re]) => re.test(word));
  return known ? { formula: known[1] } : { unknown: word };
}
