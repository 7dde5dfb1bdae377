const REALS = String.raw`(?:ℝ|\\mathbb\s*\{?\s*R\s*\}?|I?R)(?![\p{L}\d])`;
/** ∈, or the word it becomes once the text is normalised, or LaTeX's \in. */
const IN = String.raw`(?:∈|\\in(?![a-z])|(?<![\p{L}])in(?![\p{L}]))`;
const LETTERS = String.raw`[a-z](?:\s*,\s*[a-z])*`;

/**
 * The parameter declared real before the question, as sheets begin: "Let a be a real number.",
 * "Let a ∈ ℝ and", « Soient a ∈ ℝ et », « Soit m un paramètre réel. », "where k is real",
 * "(a ∈ ℝ)". It says what the letter is, never what to find: the methods that keep the letter as
 * a parameter drop it.
 */
export const PARAMETER_DECLARED = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:let|soit|soient|on\s+fixe|fix)\s+${LETTERS}\s+(?:be\s+(?:an?\s+)?(?:fixed\s+)?real(?:\s+(?:numbers?|parameters?|constants?))?|${IN}\s*${REALS}|(?:un|des)\s+(?:nombres?\s+|param[èe]tres?\s+)?r[ée]els?(?:\s+(?:fix[ée]s?|donn[ée]s?))?)\s*(?:[.,;:]|\s+(?:and|et)(?![\p{L}]))?`,
    String.raw`,?\s*(?<![\p{L}])(?:where|with|o[ùu]|avec)\s+${LETTERS}\s+(?:is\s+(?:an?\s+)?real(?:\s+(?:number|parameter|constant))?|are\s+real(?:\s+numbers)?|est\s+un\s+(?:nombre\s+|param[èe]tre\s+)?r[ée]el|${IN}\s*${REALS})`,
    String.raw`\(\s*${LETTERS}\s*${IN}\s*${REALS}\s*\)`,
  ].join('|'),
  'giu',
);
