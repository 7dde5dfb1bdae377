/**
 * The framing students wrap around a question on homework sites and phones — a greeting, a
 * plea for help, the question's number, its marks, "how do you …", "show your work so I can
 * learn", « sans calculatrice », a misspelt command word — removed or written plainly before any
 * reader sees the text. Every phrase here asks nothing about the math: dropping it cannot change
 * the question, and every reader (derivative, limit, integral, the general one) gains from it.
 * Anything else is left for the readers, which name what they cannot read.
 */

import { dropAnalysisMethod } from './analysisMethod';
import { termInPlace } from './definedTerm';
import { conditionLast, dropRealDeclaration } from './leadIn';
import { fixSpelling } from './spelling';

/** Command words students misspell, and the spelling the readers know. */
const COMMAND_WORDS = [
  'evaluate', 'simplify', 'factorise', 'factorize', 'calculate', 'differentiate', 'integrate', 'determine',
  'résoudre', 'calculer', 'factoriser', 'développer', 'simplifier', 'déterminer', 'dériver', 'intégrer',
];

/** Words one slip away from a command word that are words of their own ("integer" is no « intégrer »). */
const NEAR_BUT_RIGHT = new Set(['integer', 'integrale', 'derivees', 'driver']);

/** An ending changed ("simplified", « dérivée », "integers"): an inflection of the word, no slip. */
const otherEnding = (w: string, c: string): boolean => w.length === c.length && w.slice(0, -1) === c.slice(0, -1);

const plain = (w: string): string => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Whether a and b differ by one edit (a letter added, dropped, changed, or two neighbours swapped). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].map((c, i) => (c === b[i] ? -1 : i)).filter((i) => i >= 0);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/**
 * A misspelt command word opening the question ("evalute lim …", "simplfy 4/6", « factoriser » typed
 * « factorsier ») written as the readers know it. Only the first word, where a command stands, and
 * only long words: one slip there cannot make another word of the question.
 */
function commandTypos(s: string): string {
  return s.replace(/^(\s*)(\p{L}{6,})(?![\p{L}])/u, (m, space: string, w: string) => {
    const lower = w.toLowerCase();
    const bare = plain(lower);
    if (COMMAND_WORDS.includes(lower) || NEAR_BUT_RIGHT.has(bare)) return m;
    // an inflection ("evaluated", « calcule ») is the word itself, not a slip
    const fixed = COMMAND_WORDS.find((c) => !bare.startsWith(plain(c)) && !plain(c).startsWith(bare) && !otherEnding(bare, plain(c)) && oneEditApart(bare, plain(c)));
    return fixed ? `${space}${fixed}` : m;
  });
}

/** Phrases that ask nothing, removed wherever they stand. */
const NOTHING_ASKED: RegExp[] = [
  // the marks a question is worth: "(1 point)", "(2 pts)", "[5 marks]"
  /[.\s]*[([]\s*\d+\s*(?:points?|pts?|marks?)\s*[)\]]/gi,
  // greetings and pleas for help
  /(?<![\p{L}])(?:hi|hello|hey|bonjour|bonsoir|salut|coucou)(?![\p{L}])[\s,!.]*/giu,
  /(?<![\p{L}])(?:(?:can|could)\s+(?:some|any)one\s+help(?:\s+me)?|(?:please|pls|plz)\s+help(?:\s+me)?|help\s+me(?:\s+please)?|i\s+need\s+help|aidez[-\s]moi|aide[-\s]moi|j['\s]\s*ai\s+besoin\s+d['\s]\s*aide|s['\s]\s*il\s+(?:vous|te)\s+pla[iî]t|svp|asap)(?:\s+(?:(?:with|for|on)\s+(?:this\s+)?(?:question|problem|one)|with\s+this|please|svp|s'il vous plaît|pour\s+(?:cet|ce)\s+exercice))?(?![\p{L}])[\s,!.?:]*(?:(?:à|to)\s+(?=\p{L}))?/giu,
  // « stp » (s'il te plaît), written in lower case: STP is standard temperature and pressure
  /(?<![\p{L}])[sS]tp(?![\p{L}])[\s,!.?:]*/gu,
  // a lone plea opening or closing the question: "help!! x² − 4x = 0", "… pls"
  /^\s*(?:please|pls|plz|help)(?![\p{L}])[\s,!.:]*|(?<![\p{L}])(?:please|pls|plz|help)[\s!.]*$/giu,
  /(?<![\p{L}])(?:(?:many\s+)?thanks?(?:\s+(?:you|in\s+advance|a\s+lot))?|merci(?:\s+(?:d'avance|beaucoup|bien))?)(?![\p{L}])[\s!.]*$/giu,
  // why the work is asked for: "so I can learn", « pour que je comprenne »
  /[\s,]*(?<![\p{L}])(?:so\s+(?:that\s+)?i\s+can\s+(?:learn|understand|check)(?:\s+(?:it|how))?|pour\s+que\s+je\s+(?:comprenne|puisse\s+comprendre))(?![\p{L}])[\s!.]*/giu,
  // the tools allowed: "without a calculator", « sans calculatrice »
  /[\s,]*(?<![\p{L}])(?:without\s+(?:using\s+)?(?:a\s+)?calculator|sans\s+(?:la\s+|utiliser\s+(?:la\s+|de\s+)?)?calculatrice)(?![\p{L}])/giu,
  // the reasoning asked along with the answer, which the steps give anyway: "Justify your answer
  // and name the test used.", « en précisant le critère utilisé », « (justifier) », « en justifiant »
  /[\s,;.]*(?<![\p{L}])(?:\(\s*justifie[rz]?\s*\)|en\s+(?:justifiant|pr[ée]cisant|citant|indiquant)(?:\s+(?:votre|ta|la)\s+r[ée]ponse)?(?:\s*,?\s*(?:et\s+)?en\s+(?:pr[ée]cisant|citant|indiquant))?(?:\s+(?:le|les)\s+(?:crit[èe]res?|th[ée]or[èe]mes?|r[èe]gles?)(?:\s+utilis[ée]s?)?)?|(?:and\s+)?justify\s+your\s+answers?|(?:and\s+)?explain\s+your\s+reasoning|(?:and\s+)?(?:name|state|identify|indicate)\s+(?:the|which)\s+tests?\s+(?:used|you\s+use(?:d)?|is\s+used)|(?:and\s+)?(?:name|state)\s+the\s+(?:convergence\s+)?test)(?![\p{L}])[\s!.]*/giu,
  // a reminder to check, in brackets: "(Be sure to check by differentiating!)"
  /\(\s*(?:be\s+sure\s+to\s+|make\s+sure\s+(?:to\s+|you\s+)?|remember\s+to\s+)?check(?:\s+(?:your|the)\s+(?:answer|result|work))?(?:\s+by\s+\p{L}+)?\s*[!.]?\s*\)/giu,
];

/** A question's number before it: "1)", "Q3.", "8.", "Exercice 2 :", "Question 4 -". */
const NUMBERING = /^\s*(?:(?:(?:exercises?|exercices?|ex|questions?|q|problems?|probl[èe]mes?|part|partie)\.?\s*)?\d+[a-z]?\s*[.):]\s+(?=[\p{L}(∫√\\$|-])|\d+\s*\)\s+(?=\d)|(?:exercises?|exercices?|questions?|problems?|probl[èe]mes?)\s*\d*[a-z]?\s*:\s*|[a-h]\)\s+)/iu;

/** "How do you solve …?", "How would you simplify …": the verb alone asks the question. */
const HOW_DO_YOU = /(?<![\p{L}])how\s+(?:do|would|can|should|could)\s+(?:you|i|we|one)\s+(?=(?:solve|simplify|factor|factori[sz]e|find|evaluate|expand|differentiate|integrate|calculate|compute|write|determine|work\s+out)(?![\p{L}]))/giu;

/** "Sum the series 1 + 1/3 + 1/9 + …": the verb asks the sum, as "find the sum of the series" does. */
const SUM_VERB = /^\s*sum\s+(?=the\s+(?:(?:infinite|geometric|telescoping|following)\s+)?series(?![\p{L}]))/iu;

/** "Find the indicated power: (1 + i)^8", "Perform the indicated operation.": the textbook's order to compute what follows. */
const INDICATED = /^\s*(?:find|compute|evaluate|perform|carry\s+out)\s+the\s+indicated\s+(?:powers?|products?|quotients?|operations?|sums?|differences?)\s*(?:[.:]\s*)?(?=\S)/iu;

/** « On cherche à déterminer lim … », « On veut calculer … »: the infinitive alone asks the question. */
const WE_SEEK = /(?<![\p{L}])on\s+(?:cherche|veut|souhaite|se\s+propose|demande)\s+(?:(?:à|a|de|d['’])\s*)?(?=(?:d[ée]terminer|calculer|trouver|r[ée]soudre|[ée]tudier|simplifier|factoriser|d[ée]velopper|d[ée]river|int[ée]grer)(?![\p{L}]))/giu;

/**
 * "Evaluate. ∫ …", « Résoudre le système par substitution. 2x − 3y = 14 … »: a sentence of words
 * that gives an order, closed by a full stop, governs the formula after it.
 */
const COMMAND_SENTENCE = /^(\s*(?:evaluate|simplify|solve|factor|expand|compute|calculate|differentiate|integrate|calculer|r[ée]soudre|simplifier|factoriser|d[ée]velopper|d[ée]river)(?![\p{L}])[^.\d=<>]*?)\s*\.\s+(?=\S)/iu;

/** "Which is the solution of …?", « Quelle est la solution de l'équation … » (choices to follow): the equation is to solve. */
const WHICH_SOLUTION = /^\s*(?:(?:which|what)\s+(?:value\s+|number\s+)?(?:of\s+the\s+following\s+)?(?:is|are)\s+(?:a\s+|the\s+)?(?:solutions?|roots?)\s+(?:of|to)|quelles?\s+(?:est|sont)\s+(?:la|les|une)\s+(?:solutions?|racines?)\s+de)\s+(?:the\s+equation\s+|l['’]\s*[ée]quation\s+)?/iu;

export function dropFraming(raw: string): string {
  let s = fixSpelling(commandTypos(raw));
  for (const re of NOTHING_ASKED) s = s.replace(re, ' ');
  s = termInPlace(conditionLast(dropRealDeclaration(dropAnalysisMethod(s))));
  s = s.replace(HOW_DO_YOU, '').replace(WE_SEEK, '').replace(SUM_VERB, 'Find the sum of ').replace(INDICATED, 'Compute ');
  // « dan R » (the s forgotten) before the set an equation is solved in
  s = s.replace(/(?<![\p{L}])dan(?=\s+(?:R|ℝ|C|ℂ)(?![\p{L}]))/gu, 'dans');
  // « la dérivée de cette fonction : … », "the following function": the function written next
  s = s.replace(/(?<![\p{L}])(?:de\s+)?cette\s+fonction(?:\s+suivante)?(?![\p{L}])/giu, 'de la fonction').replace(/(?<![\p{L}])the\s+following\s+function(?![\p{L}])/giu, 'the function');
  // "between 0 < x < 2π", « entre 0 ≤ x ≤ π »: the chain itself is the bound
  s = s.replace(/(?<![\p{L}])(?:between|entre)\s+(?=[-+]?[\w./π]+\s*(?:<|≤|<=)\s*\p{L}\s*(?:<|≤|<=))/giu, 'for ');
  s = s.replace(NUMBERING, '');
  s = s.replace(WHICH_SOLUTION, (m) => (/^\s*quel/i.test(m) ? 'résoudre ' : 'solve '));
  s = s.replace(COMMAND_SENTENCE, (_m, order: string) => (/\s/.test(order.trim()) ? `${order} : ` : `${order} `));
  return s.replace(/\s+/g, ' ').trim();
}
