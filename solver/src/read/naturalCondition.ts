/**
 * A closing condition stating a letter a natural number: "for n a positive integer", "pour n ∈ ℕ",
 * "(n ∈ ℕ*)", "for every integer n ≥ 0", "where n is a non-negative integer", « pour tout entier
 * naturel n », "n ≥ 1 an integer". The text without it, and the letter; null when there is none.
 */
const LETTER = String.raw`([a-z])`;
const INTEGER = String.raw`(?:(?:positive|non-?negative|nonnegative|non-?zero|natural|whole)\s+)?(?:integer|whole\s+number|natural\s+number)|entier(?:\s+naturel|\s+positif|\s+relatif)?(?:\s+non\s+nul|\s+strictement\s+positif|\s+sup[ée]rieur\s+ou\s+[ée]gal\s+[àa]\s+\d+)?`;
const BOUND = String.raw`\s*(?:>=|≥|⩾|>|\\geq?(?:slant)?(?![a-z]))\s*\d+`;
const IN_N = String.raw`\s*(?:in|∈)\s*(?:N|ℕ|Z\+|Z_\+)\s*\*?`;
const FORMS = [
  // "n ∈ ℕ", "n ≥ 0 an integer", "n a positive integer", "n is a natural number", "n entier"
  String.raw`${LETTER}(?:${IN_N}|${BOUND}\s*,?\s*(?:(?:an?|un)\s+)?(?:${INTEGER})|(?:${BOUND})?\s*,?\s*(?:(?:is\s+|be\s+)?(?:an?|un)\s+|(?:est\s+)?un\s+)?(?:${INTEGER}))`,
  // "every integer n ≥ 0", "tout entier naturel n", "all natural numbers n"
  String.raw`(?:(?:every|all|any|each|tout|chaque)\s+)?(?:${INTEGER})s?\s+${LETTER}(?:${BOUND}|${IN_N})?`,
];
const CONDITION = new RegExp(
  String.raw`\s*[,;]?\s*\(?\s*(?:(?:for|pour|where|with|avec|o[uù]|assuming|if|si)\s+(?:(?:every|all|any|tout|chaque)\s+)?)?(?:${FORMS.join('|')})\s*\)?\s*[.?!]?\s*$`,
  'i',
);

export function naturalCondition(text: string): { rest: string; letter: string } | null {
  const m = CONDITION.exec(text);
  if (!m || !/\S/.test(text.slice(0, m.index))) return null;
  const letter = m[1] ?? m[2];
  return letter ? { rest: text.slice(0, m.index), letter } : null;
}

/**
 * The same condition stated first, as a premise: "Let n ≥ 3.", "Let n be a positive integer.",
 * « Soit n un entier naturel non nul. », « Soit n ∈ ℕ*, … », "For n ≥ 1, …", "Given an integer
 * n ≥ 2, …". After "let" or « soit » a bare bound (n ≥ 3) is enough. The text after it, and the
 * letter; null when the text opens otherwise.
 */
const PREMISE = new RegExp(
  String.raw`^\s*(?:let|soit|soient|given|for|pour|fix|on\s+fixe)\s+(?:(?:every|all|any|tout|chaque)\s+)?(?:(?:an?|un)\s+(?:${INTEGER})\s+${LETTER}(?:${BOUND})?|${FORMS[0]}|${LETTER}${BOUND})(?:\s*,\s*[a-z]${BOUND})?\s*[.,;:]\s*(?=\S)`,
  'i',
);

export function naturalPremise(text: string): { rest: string; letter: string } | null {
  const m = PREMISE.exec(text);
  if (!m) return null;
  const letter = m.slice(1).find((g) => g !== undefined);
  return letter ? { rest: text.slice(m[0].length), letter } : null;
}
