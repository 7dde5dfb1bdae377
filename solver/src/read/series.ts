import { freeSymbols } from '../cas/node';
import { SolverError } from '../errors';
import { toAscii } from '../format/ascii';
import { text } from '../i18n';
import { parseNode } from '../parse/math';
import { inverseNotation } from '../parse/inverseTrig';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { mapsToDefinition } from './namedFunction';
import { NUMBER_WORDS } from './numberWords';

/**
 * Taylor and Maclaurin requests in English and French: "Taylor series of e^x at 0 to order 4",
 * "Maclaurin polynomial of degree 5 of sin x", "expand ln(1+x) up to x^4", "… through x^5",
 * "développement limité de cos x à l'ordre 4 en 0", "DL_3(1) de ln x", "… + o(x^5)", "T_3(x) for ln x at 1".
 */
const TRIGGER = /\b(?:expand|d[ée]velopper|expansion)\b(?=.*\b(?:order|degree|ordre|up\s+to|through|jusqu))|asymptotic\s+expansion|d[ée]veloppement\s+asymptotique|\bd\.\s?l\.(?=\s)|\bT\s*_?\s*\{?\d+\}?\s*\(\s*[a-z]\s*\)(?=\s*(?:for|of|de|pour)\b)|taylor|maclaurin|d[ée]veloppement\s+limit[ée]|d[ée]veloppement\b(?=.*(?:\bordre\b|\bjusqu|en\s+puissances\s+de))|\bDL\s*_?\s*\d*|series\s+expansion|d[ée]veloppement\s+en\s+s[ée]rie|power\s+series|\bs[ée]ries?(?=\s+(?:of|for|de)\b.*(?:up\s+to|through|\border\b|\bordre\b|jusqu))/i;

const ORDER: RegExp[] = [
  // Stewart's T₃(x): the Taylor polynomial of degree 3
  /\bT\s*_?\s*\{?(\d+)\}?\s*\(\s*[a-z]\s*\)/,
  /(?:order|ordre|degree|degr[ée])\s*(?:n\s*=\s*)?(\d+)/i,
  // "up to degree three", « à l'ordre trois »: the number in words
  /(?:order|ordre|degree|degr[ée])\s+(one|two|three|four|five|six|un|deux|trois|quatre|cinq)\b/i,
  /(?:up\s+to|through|to|until|jusqu'?\s*(?:à|a|au)|inclus(?:ive|ivement)?)\s+(?:and\s+including\s+)?(?:the\s+)?(?:term\s+(?:in\s+)?)?(?:\(?[a-z](?:\s*-\s*[^)]+)?\)?)\s*\^\s*\(?(\d+)\)?/i,
  // at +∞: "up to 1/x^2", « jusqu'à 1/n² », "+ o(1/n^3)": the power of 1/x is the order
  /(?:up\s+to|through|to|until|jusqu'?\s*(?:à|a|au)|\bo\s*\()\s*(?:the\s+)?(?:term\s+(?:in\s+)?)?1\s*\/\s*[a-z]\s*\^\s*\(?(\d+)\)?/i,
  /\bo\s*\(\s*\(?[a-z](?:\s*[-+]\s*[^)]+\))?\s*\^\s*\(?(\d+)\)?\s*\)/i,
  /\bDL\s*_?\s*\{?(\d+)\}?/i,
  /(\d+)(?:st|nd|rd|th)[- ](?:order|degree)/i,
  /(first|second|third|fourth|fifth|sixth)[- ](?:order|degree)/i,
  // "the third Taylor polynomial", "the 4th Maclaurin polynomial": the ordinal is the degree
  /\b(\d+|first|second|third|fourth|fifth|sixth)(?:st|nd|rd|th)?\s+(?:taylor|maclaurin)\s+polynomial/i,
];
const WORD_ORDER: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6,
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5,
};

const POINT = /(?:\bat\b|\babout\b|\baround\b|\ben\b|au\s+voisinage\s+de|\bnear\b|cent(?:er|re)d\s+at|\bDL\s*_?\s*\{?\d+\}?\s*\(|(?:,|\bwith\b|\bfor\b|\bavec\b|\bpour\b)\s*a\s*=)\s*(?:the\s+point\s+|le\s+point\s+)?(?:[a-z]\s*=\s*)?([-+]?\s*(?:\d+(?:\.\d+)?(?:\s*\/\s*\d+)?|\d*\s*\*?\s*pi(?:\s*\/\s*\d+)?|e))(?![\w^])/i;
/**
 * « en +∞ », "at infinity", "as x → ∞": the expansion in powers of 1/x (point `oo`); at −∞ the
 * roots' signs change with the side, and that is refused rather than read as an expansion at 0.
 */
const AT_INFINITY = /(?:\bDL\s*_?\s*\{?\d+\}?\s*\(|\bat\b|\babout\b|\baround\b|\ben\b|au\s+voisinage\s+de|\bnear\b|\bas\s+[a-z]\s*(?:->|→|tends\s+to|goes\s+to|approaches))\s*(?:[a-z]\s*=\s*)?(?:(plus|moins|\+|-|−)\s*)?(?:∞|\\infty\b|\binfinity\b|\binfini\b|l'\s*infini\b|\boo\b)/i;
/** "in powers of 1/n", « en puissances (croissantes) de 1/x »: an expansion at +∞ said by its variable. */
const INVERSE_POWERS = /\s*,?\s*(?:in\s+(?:ascending\s+|increasing\s+)?(?:powers|terms)\s+of|en\s+puissances\s+(?:croissantes\s+)?de)\s+1\s*\/\s*[a-z]\b/i;
/** An asymptotic expansion, or one in n (a sequence's index) with no point said, is at +∞. */
const ASYMPTOTIC = /asymptotic\s+expansion|d[ée]veloppement\s+asymptotique/i;
const NOT_FUNCTION = /\b(?:polynomial|polyn[ôo]me|series|s[ée]rie|expansion)\b|(?:\b(?:of|(?:up\s+)?to)\s+|d'|\bde\s+|(?:à|a)\s+l')?\b(?:order|ordre|degree|degr[ée])\s*(?:n\s*=\s*)?(?:\d+|(?:one|two|three|four|five|six|un|deux|trois|quatre|cinq)\b)|\+?\s*\bo\s*\([^)]*\)/gi;

/** The whole series named, never a polynomial nor a développement limité: "Maclaurin series of …", « développement en série entière de … ». */
const WHOLE_SERIES = /\b(?:taylor|maclaurin|power)\s+series\b|\bseries\s+expansion\b|\bs[ée]rie\s+(?:de\s+(?:taylor|maclaurin)|enti[èe]re)\b|d[ée]veloppement\s+en\s+s[ée]rie/i;
const CUT = /polynom|polyn[ôo]me|d[ée]veloppement\s+limit|\bd\.\s?l\.|\bDL\b/i;
/** "… and its radius of convergence", « … et son rayon de convergence »: asked beside the general term. */
const RADIUS_TOO = /\s*,?\s*(?:and|et)\s+(?:(?:give|find|state|determine|donner|d[ée]terminer|pr[ée]ciser)\s+)?(?:(?:its|the|son|le)\s+)?(?:radius|rayon)\s+(?:of|de)\s+convergence(?:\s+R)?(?![\p{L}])/iu;

const unreadableOrder = (): SolverError =>
  new SolverError('unsupported', text(
    'We could not read the order of the expansion: say "to order 4" or "up to x^4".',
    "Nous n'avons pas pu lire l'ordre du développement : écrivez « à l'ordre 4 » ou « jusqu'à x^4 ».",
  ));

const COUNT: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, deux: 2, trois: 3, quatre: 4, cinq: 5 };
const COUNT_WORD = String.raw`(\d|one|two|three|four|five|six|deux|trois|quatre|cinq)`;
const TERM_COUNT: RegExp[] = [
  new RegExp(String.raw`\bfirst\s+${COUNT_WORD}\s+(?:non-?\s*zero\s+|nonvanishing\s+)?terms?\b`, 'i'),
  new RegExp(String.raw`\b${COUNT_WORD}\s+premiers\s+termes(?:\s+non\s+nuls)?\b`, 'i'),
];

/** The count of terms with the words around it, taken out before the function is read. */
const TERM_COUNT_PHRASE = new RegExp(String.raw`(?:the\s+)?first\s+${COUNT_WORD}\s+(?:non-?\s*zero\s+|nonvanishing\s+)?terms?\s+(?:of|in|for)\s+(?:the\s+)?|(?:les\s+)?${COUNT_WORD}\s+premiers\s+termes(?:\s+non\s+nuls)?\s+(?:du|de\s+la|de|d')\s*`, 'i');

/** "first three nonzero terms", "les 3 premiers termes non nuls": how many terms are asked. */
function readTermCount(t: string): number | null {
  for (const re of TERM_COUNT) {
    const m = re.exec(t);
    if (m) {
      const v = COUNT[m[1].toLowerCase()] ?? Number(m[1]);
      return v >= 1 && v <= 8 ? v : null;
    }
  }
  return null;
}

function readOrder(t: string): number | null {
  for (const re of ORDER) {
    const m = re.exec(t);
    if (m) return WORD_ORDER[m[1].toLowerCase()] ?? Number(m[1]);
  }
  return null;
}

/** The formula of a function defined in the text, "f(x) = …", up to the next clause. */
function definition(t: string, name: string): string | null {
  const def = new RegExp(String.raw`\b${name}\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)(?=\s*(?:[,;]|\.\s|\.?$|\b(?:at|about|around|en|centered|centred|and|et)\b))`, 'i').exec(t);
  return def ? def[2] : null;
}

/** Numbers in words, in both languages, zero included (« zéro »). */
const SPELLED = NUMBER_WORDS;
/**
 * "centered at one", « au voisinage de un », "of order three", « en x = zéro »: the point or the
 * order in words, after the words that introduce them ("en un point" keeps its article).
 */
const SPELLED_AFTER_LEAD = new RegExp(String.raw`(\b(?:at|about|around|near|en|cent(?:er|re)d\s+(?:at|on)|au\s+voisinage\s+de|order|ordre|degree|degr[ée])\s+(?:[a-z]\s*=\s*)?)(${Object.keys(SPELLED).join('|')})(?![\p{L}\d-])(?!\s+(?:point|fois|times?)\b)`, 'giu');
const pointAndOrderInDigits = (t: string): string => t.replace(SPELLED_AFTER_LEAD, (_m, lead: string, word: string) => `${lead}${SPELLED[word.toLowerCase()]}`);

export function readSeriesTask(problem: ProblemInput): TaskOf<'series'> | SolverError | null {
  if (!TRIGGER.test(problem.text)) return null;
  // « le DL de f : x ↦ eˣ/(1 − x) », "of x ↦ …": the map read as the definition f(x) = …
  const map = mapsToDefinition(problem.text);
  if (map) return readSeriesTask({ ...problem, text: map });
  const digits = pointAndOrderInDigits(problem.text);
  if (digits !== problem.text) return readSeriesTask({ ...problem, text: digits });
  const order = readOrder(problem.text);
  // "the first 3 nonzero terms", "les trois premiers termes non nuls": a count of terms, not an
  // order; any other count of terms is refused rather than guessed. With no number at all,
  // a polynomial or a développement limité is taken to order 4, the classroom default, and the
  // whole series asks its general term.
  const terms = order === null ? readTermCount(problem.text) : null;
  if (order === null && terms === null && /\d\s*(?:(?:non-?zero|first)\s+)?(?:terms?|termes?)\b/i.test(problem.text)) return unreadableOrder();
  const general = order === null && terms === null && WHOLE_SERIES.test(problem.text) && !CUT.test(problem.text);
  const radius = general && RADIUS_TOO.test(problem.text);
  let t = radius ? problem.text.replace(RADIUS_TOO, ' ') : problem.text;
  // "…, interval of convergence?": a part asked beside the series that is not answered is refused, never dropped
  const unanswered = general ? /\b(?:interval|intervalle|domaine|radius|rayon)\s+(?:of|de)\s+convergence\b/i.exec(t) : null;
  // a power series given by its sum ("the power series Σ n xⁿ/4ⁿ", "sum … , n from 0 to infinity"): the radius and interval readers' question
  if (unanswered && /[Σ∑]|\\sum(?![a-z])|(?<![\p{L}])sum(?![\p{L}])/iu.test(t)) return null;
  if (unanswered) {
    return new SolverError('unsupported', text(
      `We could not answer "${unanswered[0]}" beside the series: ask it on its own, with the series written Σ.`,
      `Nous n'avons pas pu répondre à « ${unanswered[0]} » en plus de la série : posez cette question seule, avec la série écrite Σ.`,
    ));
  }
  const n = order ?? (terms !== null ? terms - 1 : 4);
  if (n > 12) return null;
  const infinity = AT_INFINITY.exec(t) ?? INVERSE_POWERS.exec(t);
  if (infinity && /^(?:moins|-|−)$/i.test(infinity[1] ?? '')) {
    return new SolverError('unsupported', text(
      'We expand at +∞ only: at −∞, set x = −t and expand at t → +∞.',
      'Nous ne développons qu\'en +∞ : en −∞, posez x = −t et développez quand t → +∞.',
    ));
  }
  if (infinity) t = `${t.slice(0, infinity.index)} ${t.slice(infinity.index + infinity[0].length)}`;
  const pointM = infinity ? null : POINT.exec(t);
  // "expand sqrt(1+x) to order 3", « développer cos x à l'ordre 4 »: the function follows the verb
  if (/^\s*(?:expand|d[ée]velopper)\s+(?!(?:en|in|as|au|à|a|the|la|le|les|f)\b)/i.test(t)) t = t.replace(/^\s*(?:expand|d[ée]velopper)\s+/i, 'of ');
  const fM = /(?:of|de|du|for|pour)\s+(?:(?:of|de|du)\s+)?(?:f\s*\(\s*\w\s*\)\s*=\s*)?(.+?)\s*(?:,|\bat\b|\babout\b|\baround\b|\ben\b|au\s+voisinage|\bnear\b|centered|centred|\bto\b|up\s+to|through|jusqu|à\s+l'ordre|a\s+l'ordre|\border\b|\bordre\b|\.\s|$)/i.exec(
    // the point said first (« le d.l. au voisinage de 0 de cos(x) … ») is no part of the function
    // (only then: a point after the function ends it), nor is the stop that ends the sentence
    (pointM && /(?:^|\s)(?:of|de|du|for|pour)\s/i.test(t.slice(pointM.index + pointM[0].length)) ? `${t.slice(0, pointM.index)} ${t.slice(pointM.index + pointM[0].length)}` : t).replace(/\s*[.?!]+\s*$/, '').replace(TERM_COUNT_PHRASE, ' ').replace(new RegExp(TRIGGER.source, 'gi'), ' ').replace(NOT_FUNCTION, ' ').replace(/\(\s*[-+]?[\d./]*\s*\)/, ' ').replace(/^\s*(?:of|de|du|for|pour)\s+(?=(?:of|de|du|for|pour)\s)/i, ''),
  );
  // "find taylor series... f(x)=x^3-2x+4, a=2": no "of" before the function, only its definition
  const found = fM?.[1] ?? definition(t, '[fgh]');
  if (found === null) return null;
  // tan⁻¹(x²), sin^{-1} x: the inverse function, as calculus texts write it, never 1/tan
  const written = inverseNotation(found);
  let f: ReturnType<typeof parseNode>;
  try {
    // "the function f defined by f(x) = …", « la fonction f définie par f(x) = … »: the formula alone
    // « la fonction f(t) = cos(2t) » (a map t ↦ cos(2t) read as its definition): the formula alone
    f = parseNode(written.replace(/^(?:la\s+fonction|the\s+function)\s+/i, '').replace(/^[a-z]\s+(?:d[ée]finie\s+par|defined\s+by|given\s+by)\s+(?:[a-z]\s*\(\s*[a-z]\s*\)\s*=\s*)?/i, '').replace(/^[a-z]\s*\(\s*[a-z]\s*\)\s*=\s*/i, ''));
  } catch {
    return null;
  }
  let vars = [...freeSymbols(f)];
  // "the Taylor polynomial for the function f centered at a. f(x) = arcsin(7x), a = 0": the
  // letter names a function defined elsewhere in the text, never the expression to expand
  if (vars.length === 1 && written.replace(/^(?:la\s+fonction|the\s+function)\s+/i, '').trim() === vars[0]) {
    const def = definition(t, vars[0]);
    if (def === null) return null;
    try {
      f = parseNode(inverseNotation(def));
    } catch {
      return null;
    }
    vars = [...freeSymbols(f)];
  }
  if (vars.length !== 1) return null;
  let point = infinity || (!pointM && (ASYMPTOTIC.test(problem.text) || vars[0] === 'n')) ? 'oo' : '0';
  if (pointM) {
    try {
      point = toAscii(parseNode(pointM[1]));
    } catch {
      return null;
    }
  }
  return { kind: 'series', expr: toAscii(f), variable: vars[0], point, order: n, ...(terms !== null ? { terms } : {}), ...(general ? { general: true as const } : {}), ...(radius ? { radius: true as const } : {}) };
}
