/**
 * What an exercise sheet says about its letters before (or after) the question, in the wording
 * teachers use: « Soit a un réel. », "Let a be a real number.", « a ∈ ℝ », "…, where a is a real
 * constant", and a condition put first: "For |x| < 1, find the sum of …", « Pour |x| < 1, calculer … ».
 */

/** A parameter's letter; n, t, x, y and z name a variable or an index, whose set may matter (x ∈ ℝ against ℂ). */
const LETTER = String.raw`[a-mo-su-wα-ω]`;
/** One letter, or a list of them: "a", "a, b", "a et b". */
const LETTERS = String.raw`${LETTER}(?:\s*,\s*${LETTER})*(?:\s+(?:and|et)\s+${LETTER})?`;
/** The set of real numbers as typed: ℝ, R, IR, \mathbb{R}, \R. */
const REALS = String.raw`(?:ℝ|\\mathbb\s*\{?\s*R\s*\}?|\\R(?![a-zA-Z])|I?R(?![\p{L}]))`;
/** "a real number", « un réel », « un paramètre réel », "real constants", « deux réels fixés ». */
const REAL_WORDS = String.raw`(?:an?\s+|un\s+|une\s+|des\s+|deux\s+|two\s+)?(?:fixed\s+|given\s+|arbitrary\s+)?(?:real(?:\s+(?:numbers?|constants?|parameters?))?|(?:nombres?\s+|param[èe]tres?\s+|constantes?\s+)?r[ée]el(?:le)?s?(?:\s+(?:fix[ée]s?|donn[ée]s?|quelconques?))?)`;

const DECLARED_FIRST = new RegExp(
  String.raw`^\s*(?:soit|soient|let|on\s+(?:consid[èe]re|note|fixe)|consider|fix)\s+(?:${LETTERS})\s+(?:(?:be|is|are|est|sont|d[ée]signe|d[ée]signent)\s+)?(?:${REAL_WORDS}|(?:∈|\\in(?![a-zA-Z])|in)\s*${REALS})\s*[.;,:]\s*(?=\S)`,
  'iu',
);
const DECLARED_MEMBER_FIRST = new RegExp(String.raw`^\s*(?:soit|soient|let|for|pour)?\s*(?:${LETTERS})\s*(?:∈|\\in(?![a-zA-Z]))\s*${REALS}\s*[.;,:]\s*(?=\S)`, 'iu');
const DECLARED_AFTER = new RegExp(
  String.raw`\s*[,;]?\s*(?:(?:where|with|o[uù]|avec)\s+(?:${LETTERS})\s+(?:is|are|est|sont|d[ée]signe|d[ée]signent)\s+${REAL_WORDS}|\(?\s*(?:(?:where|with|o[uù]|avec)\s+)?(?:${LETTERS})\s*(?:∈|\\in(?![a-zA-Z]))\s*${REALS}\s*\)?)\s*([.?!]?)\s*$`,
  'iu',
);

/**
 * A letter declared real is what every reader takes a letter to be, so the declaration asks
 * nothing; any other set (ℕ, ℂ, an interval, "positive") is a condition and is left for the
 * readers and the assumptions.
 */
export function dropRealDeclaration(s: string): string {
  return s.replace(DECLARED_FIRST, '').replace(DECLARED_MEMBER_FIRST, '').replace(DECLARED_AFTER, '$1');
}

/** An inequality or a membership in an interval, with no clause inside: "|x| < 1", "x > 0", "x ∈ ]−1, 1[". */
const CONDITION = String.raw`(?:[^,;.?!]*?(?:<|>|≤|≥|\\le(?:q)?(?![a-zA-Z])|\\ge(?:q)?(?![a-zA-Z]))[^,;?!]*?|[a-z]\s*(?:∈|\\in(?![a-zA-Z]))\s*[[\]()][^[\]()]*[[\]()])`;
const ORDER = String.raw`(?:find|compute|calculate|evaluate|determine|give|express|solve|simplify|trouver|calculer|d[ée]terminer|donner|exprimer|r[ée]soudre|simplifier|[ée]tudier)(?![\p{L}])`;
const CONDITION_FIRST = new RegExp(String.raw`^\s*(for|if|when|pour|si|lorsque|quand)\s+(?:(?:all|every|tout)\s+)?(${CONDITION})\s*,\s*(${ORDER}.+?)\s*([.?!]?)\s*$`, 'iu');

/**
 * "For |x| < 1, find the sum of Σ n xⁿ", « Si x > 0, simplifier … »: the order comes first and the
 * condition after it ("find … for |x| < 1"), where the readers read a condition on the variable.
 */
export function conditionLast(s: string): string {
  const m = CONDITION_FIRST.exec(s);
  if (!m) return s;
  const french = /^(?:pour|si|lorsque|quand)$/i.test(m[1]);
  return `${m[3]} ${french ? 'pour' : 'for'} ${m[2].trim()}${m[4]}`;
}
