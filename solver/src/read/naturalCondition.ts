/**
 * A closing condition stating a letter a natural number: "for n a positive integer", "pour n ∈ ℕ",
 * "(n ∈ ℕ*)", "for every integer n ≥ 0", "where n is a non-negative integer", « pour tout entier
 * naturel n », "n ≥ 1 an integer". The text without it, and the letter; null when there is none.
 */
const LETTER = String.raw`([a-z])`;
const INTEGER = String.raw`(?:(?:positive|non-?negative|nonnegative|natural|whole)\s+)?(?:integer|whole\s+number|natural\s+number)|entier(?:\s+naturel|\s+positif)?`;
const BOUND = String.raw`\s*(?:>=|≥|>)\s*\d+`;
const IN_N = String.raw`\s*(?:in|∈)\s*(?:N|ℕ|Z\+|Z_\+)\s*\*?`;
const FORMS = [
  // "n ∈ ℕ", "n ≥ 0 an integer", "n a positive integer", "n is a natural number", "n entier"
  String.raw`${LETTER}(?:${IN_N}|${BOUND}\s*,?\s*(?:(?:an?|un)\s+)?(?:${INTEGER})|(?:${BOUND})?\s*,?\s*(?:(?:is\s+)?(?:an?|un)\s+|(?:est\s+)?un\s+)?(?:${INTEGER}))`,
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
