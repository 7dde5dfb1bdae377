import { freeSymbols, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import type { StepDraft } from '../../strategy';
import { listed } from './sumRecognize';

/**
 * A yes/no convergence question: "Does Σ 1/n² converge?", "test the convergence of sum n/2^n",
 * "la série ∑ 1/n² converge-t-elle ?", "étudier la convergence de la série de terme général
 * (-1)^n/n", "is the series Σ_{n=1}^∞ 1/√n convergent or divergent?".
 */
export interface ConvergenceProblem {
  /** "converge absolutely" / "absolument convergente", "conditionally convergent" / "semi-convergente". */
  mode: 'plain' | 'absolute' | 'conditional' | 'classify';
  summand: MathNode;
  k: string;
  lo: number;
  /** How the series was read when it was written out term by term ("1 + 1/4 + 1/9 + …"). */
  intro?: StepDraft;
}

/** "1 + 1/4 + 1/9 + 1/16 + …" up to its ellipsis: the terms written out. */
// right after the word, or after the sentence that asks ("the geometric series is convergent or divergent. 3 − 4 + …")
const WRITTEN_OUT = /(?:^|[.:]\s)\s*((?:(?![.:?]\s)[^?])+?\+\s*(?:\.\.\.|…|⋯|\\[lc]?dots))/;

/** The series written out by its first terms, as the sum reader reads it (an endless pattern only). */
function writtenOut(rest: string): ConvergenceProblem | null {
  const m = WRITTEN_OUT.exec(rest);
  const sp = m ? listed(m[1]) : null;
  if (!sp || sp.hi !== 'PositiveInfinity' || typeof sp.lo !== 'number') return null;
  return { mode: 'plain', summand: sp.summand, k: sp.k, lo: sp.lo, ...(sp.intro ? { intro: sp.intro } : {}) };
}

const ASKS = /\b(?:converge|converges|convergent|convergente|convergence|diverge|diverges|divergent|divergente|divergence|nature)\b|(?:^|\s)[ée]tudier\s+la\s+s[ée]rie\b/i;
/**
 * A convergence test named, or "classify", with no word of convergence: "Use the integral test to classify
 * Σ …", "Apply the root test on …", "Use the limit comparison test with 1/n² for Σ …", « Appliquer le
 * critère de d'Alembert à la série … » ask whether the series converges, unless something else is asked
 * of the test (an estimate of the sum, a radius, a bound on the remainder).
 */
const TEST_NAMED = /\b(?:ratio|root|integral|(?:direct\s+|limit\s+)?comparison|alternating\s+series|p-?\s*series|divergence|n-?th[-\s]term)\s+tests?\b|\bcrit[èe]re\s+(?:de\s+(?:d['’]\s*alembert|cauchy|riemann|comparaison)|(?:sp[ée]cial\s+)?des\s+s[ée]ries\s+altern[ée]es)|\br[èe]gle\s+de\s+d['’]\s*alembert|\bclassify\b/i;
const ASKS_ELSE = /\b(?:estimate|approximat\w*|errors?|remainders?|reste|radius|rayon|intervals?|intervalle|bounds?|majorer|its\s+sum|the\s+sum\s+of\s+the\s+series|sa\s+somme|la\s+somme\s+de\s+la\s+s[ée]rie|calculer)\b/i;

/** Whether the text asks about the convergence of a series, in words or by the test it names. */
function asksConvergence(text: string): boolean {
  return ASKS.test(text) || (TEST_NAMED.test(text) && !ASKS_ELSE.test(text));
}

// "series" in the name of a test (the alternating series test, the p-series test) starts no series
// « la série numérique de terme général … »: the adjective says nothing more
const START = /(?:\bsum(?![a-z])|\\sum(?![a-z])|\bsomme\b|\bseries\b(?!\s+test)|\bsérie\b|\bserie\b)(?:\s+num[ée]rique(?![\p{L}]))?\s*/iu;
const BOUNDS = /^_\s*[{(]?\s*([a-zA-Z])\s*=\s*(-?\d+)\s*[})]?\s*(?:\^\s*(?:\{[^}]*\}|\([^)]*\)|\S+))?\s*/;
const TERM_WORDS = /^(?:(?:with|of)\s+(?:the\s+)?general\s+term\s+|de\s+terme\s+g[ée]n[ée]ral\s+|of\s+|de\s+|des\s+)/i;
// a dash before the question ("Σ aₙ — absolutely convergent …?") reads as a minus once normalised
const STOP = /\s*(?:,|;|:|\?|\.(?=\s+\p{L}|\s*$)|\s-\s+(?=(?:absolutely|conditionally|absolument|converg\w*|diverg\w*|is|est)\b)|\bas\s+(?:an?\s+)?(?=absolutely|conditionally|convergent|divergent)|\bcomme\s+(?=absolument|semi|convergente|divergente)|\babsolutely\b|\bconditionally\b|\babsolument\b|\bsemi-?convergente\b|\bconverges?\b|\bdiverges?\b|\bconvergente?\b|\bdivergente?\b|\bconverge-t-elle\b|\bdiverge-t-elle\b|\bis\b|\best\b|\bfor\b|\bpour\b|\bwhere\b|\bo[uù]\b|\bwith\b|\bavec\b|\bfrom\b|\ba\s+partir\b|\bà\s+partir\b|\bor\b|\bou\b|$)/iu;

/** A second question after the yes or no ("If so, …", « Si oui, … »): answering yes alone would drop it. */
const FOLLOW_UP = /(?:^|[.?!;,]\s*)(?:if\s+(?:so|yes|it\s+(?:does|converges|is\s+convergent))|si\s+oui|si\s+(?:elle\s+(?:converge|est\s+convergente)|c['’]est\s+le\s+cas))\s*,?\s*\S/i;

export function recognizeConvergence(text: string): ConvergenceProblem | null {
  if (!asksConvergence(text) || FOLLOW_UP.test(text)) return null;
  // "Determine whether the series converges or diverges: Σ …", "Test the series for convergence:
  // sum …": the first word names the series still to come, so the next announcement is tried
  for (const start of text.matchAll(new RegExp(START.source, 'gi'))) {
    const read = seriesAfter(text, text.slice(start.index + start[0].length));
    if (read) return read;
  }
  return null;
}

function seriesAfter(text: string, after: string): ConvergenceProblem | null {
  let rest = after;
  const listedSeries = writtenOut(rest);
  if (listedSeries) return { ...listedSeries, mode: modeOf(text) };
  // "la série ∑ 1/n²": both a word and a symbol announce the sum.
  const again = /^\\?(?:sum|somme)(?![a-z])\s*/i.exec(rest);
  if (again) rest = rest.slice(again[0].length);
  let k: string | null = null;
  let lo: number | null = null;
  // "sum from n=1 to infinity of …", "sum n=1 to inf 1/n²": the bounds in words before the term
  const worded = /^(?:from\s+)?([a-zA-Z])\s*=\s*(-?\d+)\s+to\s+\+?\s*(?:infinity|∞|oo|inf)\s+(?:of\s+)?/i.exec(rest);
  if (worded) rest = `_{${worded[1]}=${worded[2]}}^{oo} ${rest.slice(worded[0].length)}`;
  const b = BOUNDS.exec(rest);
  if (b) {
    k = b[1];
    lo = Number(b[2]);
    rest = rest.slice(b[0].length);
  }
  rest = rest.replace(TERM_WORDS, '');
  // "de terme général u_n = 1/n²", "with general term a_n = …": the name of the term goes.
  rest = rest.replace(/^[a-z]\s*_?\s*\{?\s*[a-z]\s*\}?\s*=\s*/i, '');
  const stop = STOP.exec(rest);
  const summandText = (stop ? rest.slice(0, stop.index) : rest).trim();
  if (!summandText) return null;
  let summand: MathNode;
  try {
    summand = parseNode(summandText);
  } catch {
    return null;
  }
  const free = [...freeSymbols(summand)];
  if (k === null) {
    if (free.length !== 1) return null;
    k = free[0];
  } else if (free.some((s) => s !== k)) {
    return null;
  }
  if (lo === null) {
    const from = /(?:from|de|à\s+partir\s+de|a\s+partir\s+de)\s+(?:[a-zA-Z]\s*=\s*)?(\d+)|[a-zA-Z]\s*(?:>=|≥)\s*(\d+)/i.exec(rest);
    lo = from ? Number(from[1] ?? from[2]) : 1;
  }
  return { mode: modeOf(text), summand, k, lo };
}

/** "absolutely, conditionally or diverges" asks which of the three, not a yes or no. */
function modeOf(text: string): ConvergenceProblem['mode'] {
  const absolute = /absolu/i.test(text);
  const conditional = /conditional|semi-?convergente/i.test(text);
  return absolute && conditional ? 'classify' : absolute ? 'absolute' : conditional ? 'conditional' : 'plain';
}
