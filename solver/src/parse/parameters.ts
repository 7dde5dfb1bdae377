/**
 * Letters a statement declares as parameters ("Let m be a real number.", « Soit m un paramètre
 * réel. », "…, where a is a constant", « m ∈ ℝ ») and the unknown they leave: in
 * "Let m be a real number. Solve 5x − 3m = 2mx − 7" the equation is solved for x, m staying a
 * letter of the answer. Works on accent-free text (the command reader drops accents first).
 */

/** One letter or several ("a and b", « a, b et c »). */
const NAMES = String.raw`([a-zA-Z](?:\s*(?:,|\band\b|\bet\b)\s*[a-zA-Z])*)`;
/** What the letters are said to be: a (given, real) number, parameter or constant, in both languages. */
const KIND = String.raw`(?:(?:an?|un|une|des|deux|trois)\s+)?(?:(?:given|fixed|arbitrary|nonzero|non-zero|positive|negative|strictly|real|donnee?s?|fixee?s?)\s+)*(?:numbers?|parameters?|constants?|reals?|nombres?(?:\s+reels?)?|reels?|parametres?(?:\s+reels?)?|constantes?(?:\s+reelles?)?)(?:\s+(?:donnee?s?|fixee?s?|quelconques?|non\s+nule?s?|strictement\s+positive?s?|positive?s?))*`;
/** "m ∈ ℝ", "m in R", « m ∈ ℝ* », "$m \in \mathbb{R}$" */
const IN_REALS = String.raw`(?:∈|\\in\b|\bin\b)\s*(?:R\b|ℝ|\\mathbb\s*\{\s*R\s*\}|\\R\b)\*?`;

/** "Let m be a real number.", « Soit m un réel. », "Let a ∈ ℝ." opening the statement. */
const LEAD = new RegExp(String.raw`^\s*(?:let|suppose|assume|soit|soient|on\s+(?:considere|note|donne))\s+${NAMES}\s+(?:(?:(?:be|is|are|denotes?)\s+)?${KIND}|${IN_REALS})\s*[.;:,]\s*`, 'i');
/**
 * "…, where m is a parameter", "(a is a constant)" read as ", a is a constant", « où m est un réel »,
 * "with m ∈ ℝ"; "m ∈ ℝ" without its connective is the domain of the equation ("x² = 3 + 4i in R").
 */
const IS = String.raw`(?:is|are|est|sont|being|etant)\s+${KIND}`;
const TRAIL = new RegExp(String.raw`\s*[,;]?\s*(?:(?:where|with|ou|avec)\s+${NAMES}\s+(?:${IS}|${IN_REALS})|${NAMES}\s+${IS})\s*[.]?\s*$`, 'i');

/**
 * « Discuter suivant les valeurs de m le nombre de solutions de … », « Résoudre, selon les valeurs
 * du paramètre a, l'équation … », "Discuss, according to the values of k, the solutions of …",
 * "depending on the value of m": the letter is a parameter and the equation is solved, the cases
 * said with the answer.
 */
const DISCUSS = /(?:\b(?:en\s+discutant|discute[rz]?|discuss)\s*,?\s*)?\b(?:selon|suivant|according\s+to|depending\s+on)\s+(?:la\s+valeur|les\s+valeurs|the\s+values?)\s+(?:du\s+(?:parametre|reel|nombre)\s+(?:reel\s+)?|de\s+|of\s+(?:the\s+(?:parameter|real(?:\s+number)?|constant)\s+)?)([a-zA-Z])\b\s*,?\s*(?:(?:le\s+nombre\s+de\s+solutions|les\s+solutions|the\s+(?:number\s+of\s+)?solutions)\s+(?:de|of)\s+)?/i;
const VERB = /^\s*(?:solve|resoudre|resolvez|determine|find)\b/i;

const splitNames = (names: string): string[] => names.split(/\s*(?:,|\band\b|\bet\b)\s*/i).filter(Boolean);

/** The statement without its declaration of parameters, and the letters declared. */
export function readDeclaredParameters(s: string): { rest: string; parameters: string[] } {
  const discuss = DISCUSS.exec(s);
  if (discuss) {
    const rest = `${s.slice(0, discuss.index)} ${s.slice(discuss.index + discuss[0].length)}`.replace(/^\s*,\s*/, '').replace(/\s*,\s*(?=\s)/, ' ');
    const inner = readDeclaredParameters(rest);
    return { rest: VERB.test(inner.rest) ? inner.rest : `solve ${inner.rest}`, parameters: [...new Set([discuss[1], ...inner.parameters])] };
  }
  const lead = LEAD.exec(s);
  if (lead) return { rest: s.slice(lead[0].length), parameters: splitNames(lead[1]) };
  const trail = TRAIL.exec(s);
  // the declaration must follow a formula, not be the whole statement
  if (trail && /[=<>]/.test(s.slice(0, trail.index))) return { rest: s.slice(0, trail.index), parameters: splitNames(trail[1] ?? trail[2]) };
  return { rest: s, parameters: [] };
}

/** Names of functions and constants whose letters are no unknowns. */
const NAMED = /\\?(?:arcsin|arccos|arctan|sinh|cosh|tanh|sqrt|cbrt|frac|sin|cos|tan|cot|sec|csc|exp|log|ln|pi|left|right|cdot|times)(?![a-z])/gi;

/** The letters of a formula; words of three letters or more ("solve", "where") are the sentence's, not products of letters. */
function lettersOf(math: string): string[] {
  return [...new Set((math.replace(NAMED, ' ').replace(/[a-zA-Z]{3,}/g, ' ').match(/[a-zA-Z]/g) ?? []).filter((l) => l !== 'e' && l !== 'i'))];
}

/** The letters tried, in this order, for the unknown of a formula that names none (x first). */
export const PREFERRED_UNKNOWNS = ['x', 'y', 'z', 't', 'n', 'a', 'b', 'k', 'u', 'v', 'w', 'm', 'p', 'q', 'r', 's'];

/** Short words of a sentence ("in", « de ») and the set ℝ named by a capital, which are no letters of a formula. */
const SENTENCE_BITS = /\b(?:in|on|en|de|du|of|to|et|ou|R|C|N|Z|Q)\b/g;

/**
 * Whether a bound written after an equation ("where x > 0", « avec a > 0 ») speaks of its unknown
 * or of another letter of it (a parameter), the unknown being the letter it would be solved for;
 * 'alone' when the bounded letter is the only one.
 */
export function boundedLetterRole(math: string, bounded: string): 'unknown' | 'parameter' | 'alone' {
  const letters = lettersOf(math.replace(SENTENCE_BITS, ' '));
  if (!letters.includes(bounded) || letters.length < 2) return 'alone';
  const unknown = PREFERRED_UNKNOWNS.find((l) => letters.includes(l)) ?? [...letters].sort()[0];
  return unknown === bounded ? 'unknown' : 'parameter';
}

/**
 * The one letter of the formula that is not a declared parameter: the unknown. None when every
 * letter is declared (then the declaration only told the unknown is real, as in "Let x be a real
 * number. Solve x² = 4"), when several are left, or in a system.
 */
export function unknownBesideParameters(math: string, parameters: string[]): string | undefined {
  const left = lettersOf(math).filter((l) => !parameters.includes(l));
  // one relation only: in a system the letters left are its several unknowns
  const relations = math.split(/[,;]|\band\b|\bet\b/).filter((part) => /[=<>]/.test(part)).length;
  return left.length === 1 && relations === 1 ? left[0] : undefined;
}
