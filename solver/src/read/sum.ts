import { toAscii } from '../format/ascii';
import { recognizeSum, type SumProblem } from '../strategies/series/sumRecognize';
import { recognizeConvergence } from '../strategies/series/convergenceRecognize';
import { freeSymbols, substitute } from '../cas';
import { parseNode } from '../parse/math';
import { evaluateReal } from '../verify/numeric';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { withoutResultLabel } from './resultLabel';
import { naturalCondition, naturalPremise } from './naturalCondition';

/** A finite or infinite sum: the summand, the index and its bounds. */
const SIGMA = String.raw`(?=[Σ∑\\]|sum\s*_)`;
/** "find the sum of Σ …", "Find the sum: Σ …", "calculer S_n = Σ …": words that only announce the sum. */
const ANNOUNCE = new RegExp(String.raw`^\s*(?:(?:find|compute|calculate|evaluate|determine|calculer|calculez|d[ée]terminer|trouver|what\s+is|quelle\s+est|que\s+vaut)\s+)?(?:(?:the\s+|la\s+)?(?:sum|somme)(?:\s+of(?:\s+the\s+series)?|\s+de(?:\s+la\s+s[ée]rie)?)?\s*:?\s*|[A-Z]\s*_?\s*\{?\s*[a-zA-Z]\s*\}?\s*=\s*)${SIGMA}`, 'i');
/** "… at x = 1/3", "… pour x = 2": the sum of a power series at one point. */
const AT_POINT = /\s*[,;]?\s*(?:at|for|when|with|pour|en|avec|quand|lorsque)\s+([a-z])\s*=\s*(-?\s*[\d./]+)\s*[.?!]?\s*$/i;

/**
 * "somme de la série de terme général 1/(n(n+1)) pour n ≥ 1", "the sum of the series whose nth term
 * is 3/(n(n + 1)), starting at n = 1", « … à partir de n = 0 »: the term, then where it starts.
 */
const GENERAL_TERM = /^\s*(?:(?:find|compute|calculer|d[ée]terminer)\s+)?(?:the\s+|la\s+)?(?:sum\s+of\s+the\s+series|somme\s+de\s+la\s+s[ée]rie)\s+(?:(?:with|whose)\s+(?:the\s+)?(?:general|n-?th|n\s+th)\s+term(?:\s+is)?|de\s+terme\s+g[ée]n[ée]ral)\s+(?:[a-z]\s*_?\s*\{?\s*[a-z]\s*\}?\s*=\s*)?(.+?)\s*,?\s*(?:(?:for|pour)?\s*([a-z])\s*(?:≥|>=)\s*(\d+)|(?:starting\s+(?:at|from)|from|beginning\s+(?:at|with)|(?:[àa]\s+)?partir\s+de)\s+([a-z])\s*=\s*(\d+))\s*[.?]?\s*$/i;

/**
 * « somme de la série un = 3^n/7^(n-2) », "sum of the series a_n = 2/3^n": the term named by its
 * letter with no start said. The series then starts at 0, where its term must be defined.
 */
const NAMED_TERM = /^\s*(?:(?:find|compute|calculate|calculer|d[ée]terminer)\s+)?(?:the\s+|la\s+)?(?:sum\s+of\s+the\s+series|somme\s+de\s+la\s+s[ée]rie)\s+(?:de\s+terme\s+g[ée]n[ée]ral\s+|with\s+(?:general\s+)?term\s+)?[a-z]\s*_?\s*\{?\s*([a-z])\s*\}?\s*=\s*(.+?)\s*[.?]?\s*$/i;

/**
 * The series of a NAMED_TERM match from its first index, written with Σ: 0 where the term is defined
 * from there on, else the index after the last one where it is not (u_n = 1/(n² + n) starts at 1,
 * 1/(n² − 1) at 2), as a course's « série de terme général u_n » does; null when its index is absent.
 */
function namedTermFromZero(text: string): string | null {
  const m = NAMED_TERM.exec(text);
  if (!m) return null;
  try {
    const term = parseNode(m[2]);
    if (!freeSymbols(term).has(m[1])) return null;
    const defined = (k: number): boolean => {
      const v = evaluateReal(toAscii(substitute(term, m[1], parseNode(String(k)))));
      return v !== null && Number.isFinite(v);
    };
    // past the last index where the term is undefined (1/(n² − 1) is defined at 0, not at 1: it starts at 2)
    const undefinedAt = Array.from({ length: 21 }, (_x, k) => k).filter((k) => !defined(k));
    const start = undefinedAt.length ? undefinedAt[undefinedAt.length - 1] + 1 : 0;
    return start > 3 ? null : `sum_{${m[1]}=${start}}^{oo} ${m[2]}`;
  } catch {
    // a term that does not parse is not this reading's
    return null;
  }
}

/**
 * The sum asked with the convergence: "Show that Σ … converges and find its sum", "Determine whether
 * the series … is convergent or divergent. If it is convergent, find its sum", « Montrer que la série
 * de terme général … converge et calculer sa somme », « étudier la convergence et déterminer la somme
 * éventuelle de la série … ». A finite sum answers both questions (and ∞ says it diverges), so the
 * clause asking the sum goes and the series is read from the convergence question.
 */
const SUM_TOO = /\s*(?:[.;,?]\s*|\s(?:and|et|puis|then)\s+)(?:(?:if\s+(?:so|yes|possible|it\s+(?:is\s+convergent|converges))|si\s+(?:oui|possible|elle\s+(?:converge|est\s+convergente)|c['’]est\s+le\s+cas))\s*,?\s*)?(?:(?:what\s+is|what['’]s)\s+(?:its|the)\s+(?:sum|value)(?=\s*[.?!]?\s*$)|give\s+its\s+value(?=\s*[.?!]?\s*$)|(?:que\s+vaut|quelle\s+est)\s+(?:sa|la)\s+(?:somme|valeur)(?=\s*[.?!]?\s*$)|(?:find|compute|calculate|determine|give|evaluate|calculer|d[ée]terminer|donner|trouver)\s+(?:its\s+(?:sum|value)|the\s+sum(?:\s+of\s+the\s+series)?(?=\s*[.?!]?\s*$|\s*[.:]\s*(?:[Σ∑\\]|sum\b))|sa\s+(?:somme|valeur)|la\s+somme(?:\s+[ée]ventuelle)?(?:\s+de\s+la\s+s[ée]rie)?(?=\s*[.?!]?\s*$)|la\s+somme(?:\s+[ée]ventuelle)?(?=\s+de\s+la\s+s[ée]rie)))/i;
/** "n ∈ N", « n ∈ ℕ* »: where the index starts. */
const INDEX_SET = /\b([a-z])\s+in\s+(?:N|ℕ)(\s*\^?\s*\*)?(?![A-Za-z])/;

export function readConvergenceAndSum(problem: ProblemInput): TaskOf<'sum'> | null {
  const t = problem.text;
  const clause = SUM_TOO.exec(t);
  if (!clause) return null;
  // a clause before the series leaves a colon, as in "… converges: 2/3 + 2/9 + …"
  const after = t.slice(clause.index + clause[0].length).replace(/^\s*[.:]?\s*/, '');
  const question = after ? `${t.slice(0, clause.index)}: ${after}` : t.slice(0, clause.index);
  const cp = recognizeConvergence(question);
  if (!cp || cp.mode !== 'plain') return null;
  const set = INDEX_SET.exec(question);
  const lo = set && set[1] === cp.k ? (set[2] ? 1 : 0) : cp.lo;
  return { kind: 'sum', summand: toAscii(cp.summand), index: cp.k, lo: String(lo), hi: 'oo' };
}

/** What a labelled sum starts with after « S = »: the word, or its sign. */
const SUM_HEAD = /^(?:(?:the|la)\s+)?(?:sum|somme)\b|^[Σ∑]|^\\sum(?![a-z])/i;

/** "…, for n ≥ 1", « … pour n ⩾ 2 », "(m > 0)": a closing bound on a letter. */
const CLOSING_BOUND = /\s*[,;]?\s*\(?\s*(?:(?:for|pour|with|avec|o[uù]|where|when|if|si|quand)\s+)?([a-z])\s*(?:>=|≥|⩾|>|\\geq?(?:slant)?(?![a-z]))\s*\d+\s*\)?\s*[.?!]?\s*$/i;

/**
 * A sum up to a letter said to be a natural number, before ("Let n ≥ 3. Evaluate Σ …", « Soit n
 * un entier naturel non nul. Calculer … ») or after (« … pour n ≥ 1 », "for n a positive
 * integer"): the condition only says where the closed form is asked, so the sum is read without it
 * when the letter is its upper bound's.
 */
/**
 * « Soit la série de terme général u_n = …. Calculer sa somme. », "Consider the series Σ …. Find its
 * sum.": the series introduced, then its sum asked, is the sum of that series.
 */
const INTRODUCED_SERIES = /^\s*(?:soit|on\s+consid[èe]re|on\s+note|consider|let)\s+(?:la\s+s[ée]rie|the\s+series)\s+(.+?)\s*[.;]\s*(?:(?:calculer|d[ée]terminer|donner|trouver|find|compute|calculate|determine|give|evaluate)\s+)?(?:sa\s+somme|its\s+sum)\s*[.?!]?\s*$/i;

export function readSumTask(problem: ProblemInput): TaskOf<'sum'> | null {
  const introduced = INTRODUCED_SERIES.exec(problem.text);
  if (introduced) {
    const fr = /^\s*(?:soit|on)/i.test(problem.text);
    return readSumTask({ ...problem, text: `${fr ? 'Calculer la somme de la série' : 'Find the sum of the series'} ${introduced[1]}` });
  }
  const plain = readStatedSum(problem);
  if (plain) return plain;
  const premise = naturalPremise(problem.text);
  const closing = premise ? null : naturalCondition(problem.text) ?? closingBound(problem.text);
  const condition = premise ?? closing;
  if (!condition) return null;
  const task = readSumTask({ ...problem, text: condition.rest });
  return task && task.index !== condition.letter && new RegExp(String.raw`\b${condition.letter}\b`).test(task.hi) ? task : null;
}

function closingBound(text: string): { rest: string; letter: string } | null {
  const m = CLOSING_BOUND.exec(text);
  return m && /\S/.test(text.slice(0, m.index)) ? { rest: text.slice(0, m.index), letter: m[1] } : null;
}

/** "Σ … — find its sum", « Σ … : calculer sa somme. », "Σ … = ?": the sum asked after the series it follows. */
const SUM_ASKED_AFTER = /\s*(?:(?:[—–-]|[,.;:])\s*(?:(?:find|compute|give|what\s+is|calculer|donner|trouver|d[ée]terminer|quelle\s+est)\s+)?(?:its|the|sa|la)\s+(?:sum|somme|value|valeur)\s*[.?!]?|=\s*\?)\s*$/i;

function readStatedSum(problem: ProblemInput): TaskOf<'sum'> | null {
  const asked = SUM_ASKED_AFTER.exec(problem.text);
  if (asked && /[Σ∑\\]|sum\s*_/.test(problem.text.slice(0, asked.index))) return readStatedSum({ ...problem, text: problem.text.slice(0, asked.index) });
  const unlabelled = withoutResultLabel(problem.text, SUM_HEAD);
  if (unlabelled !== problem.text) return readStatedSum({ ...problem, text: unlabelled });
  const at = AT_POINT.exec(problem.text);
  const general = GENERAL_TERM.exec(problem.text);
  const written = general ? `sum_{${general[2] ?? general[4]}=${general[3] ?? general[5]}}^{oo} ${general[1]}` : namedTermFromZero(problem.text) ?? (at ? problem.text.slice(0, at.index) : problem.text).replace(ANNOUNCE, '');
  const sp = recognizeAnnounced(written);
  if (!sp) return null;
  let summand = sp.summand;
  if (at && !general) {
    // the point must name the series' variable, not its index
    if (at[1] === sp.k || !freeSymbols(summand).has(at[1])) return null;
    try {
      summand = substitute(summand, at[1], parseNode(at[2].replace(/\s+/g, '')));
    } catch {
      return null;
    }
  }
  return {
    kind: 'sum',
    summand: toAscii(summand),
    index: sp.k,
    lo: toAscii(sp.lo),
    hi: sp.hi === 'PositiveInfinity' ? 'oo' : toAscii(sp.hi),
  };
}

function recognizeAnnounced(text: string): SumProblem | null {
  // "telescoping sum Σ …", "la série géométrique Σ …": the name of the method says nothing more
  return recognizeSum(text
    // "the sum of the geometric series …", « la somme de la série géométrique … »: the series' kind says nothing more
    .replace(/(\bsum\s+of\s+the\s+)(?:geometric|telescoping|arithmetic)\s+(series)\b/gi, '$1$2')
    .replace(/(somme\s+de\s+la\s+s[ée]rie)\s+(?:g[ée]om[ée]trique|t[ée]lescopique|num[ée]rique)(?![\p{L}])/giu, '$1')
    .replace(/^\s*(?:the\s+|la\s+|le\s+)?(?:telescoping|t[ée]lescopique|geometric|g[ée]om[ée]trique|arithmetic|arithm[ée]tique)\s+(?:sum|series|somme|s[ée]rie)\s*:?\s*(?=\S)/i, '')
    // "the sum of the series Σ …", "somme de la série (entière) Σ …": the sign says it already
    // "|x| < 1": where a power series converges, said with it; the sum is given there
    // also as a chain or an interval: "for −1 < x < 1", « pour x ∈ ]−1, 1[ »
    .replace(/\s*[,;]?\s*(?:(?:for|pour|with|avec|o[uù])\s+)?(?:\|\s*[a-z]\s*\|\s*<\s*[\d./]+|[-−]\s*[\d./]+\s*(?:<=?|≤)\s*[a-z]\s*<=?\s*[\d./]+|[a-z]\s*(?:∈|\\in|in)\s*[\](]\s*[-−]\s*[\d./]+\s*[,;]\s*[\d./]+\s*[[)])\s*[.?!]?\s*$/i, '')
    .replace(/^\s*(?:(?:find|compute|calculate|evaluate|determine|give|calculer|d[ée]terminer|trouver|donner)\s+)?(?:the\s+|la\s+)?(?:sum\s+of\s+the\s+(?:infinite\s+|power\s+)?series|somme\s+de\s+la\s+s[ée]rie(?:\s+enti[èe]re)?)\s*:?\s*(?=[Σ∑\\]|sum(?![a-z]))/i, '')
    // "Sum of the series n=1 to infinity (1/n^2)", « somme de la série n=0 à +∞ de … »: the bounds come next
    .replace(/^\s*(?:(?:find|compute|calculate|evaluate|determine|give|calculer|d[ée]terminer|trouver|donner)\s+)?(?:the\s+|la\s+)?(?:sum\s+of\s+the\s+(?:infinite\s+)?series|somme\s+de\s+la\s+s[ée]rie)\s*:?\s*(?=[a-z]\s*=)/i, 'sum ')
    // "sum of the series 1/2^n from n = 0 to infinity", « somme de la série de terme général 1/3^n pour n
    // allant de 0 à l'infini »: the term, then its bounds
    .replace(/^\s*((?:(?:find|compute|calculate|evaluate|determine|give|calculer|d[ée]terminer|trouver|donner)\s+)?(?:the\s+|la\s+)?)(?:sum\s+of\s+the\s+(?:infinite\s+)?series|somme\s+de\s+la\s+s[ée]rie)\s*:?\s*(?:(?:de\s+terme\s+g[ée]n[ée]ral|(?:with|whose)\s+(?:the\s+)?(?:general|n-?th)\s+term(?:\s+is)?)\s+(?:[a-z]\s*_?\s*\{?\s*[a-z]\s*\}?\s*=\s*)?)?(?=\S)/i, (_m, command: string) => `${command}${/somme|calculer|d[ée]terminer|trouver|donner|\bla\b/i.test(command) ? 'somme de ' : 'sum of '}`));
}

