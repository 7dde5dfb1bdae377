import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import { freeVars } from '../strategies/derivative/expr';
import { recognizeLimit } from '../strategies/limit/recognize';
import type { ProblemInput } from '../strategy';
import { SolverError } from '../errors';
import { parseNode } from '../parse/math';
import { simplify as casSimplify } from '../cas';
import { toAscii as casAscii } from '../format/ascii';
import type { TaskOf } from '../task/task';
import { evaluateReal } from '../verify/numeric';
import { readLimitParameters } from './limitParameters';
import { mapsToDefinition, namedFunction } from './namedFunction';
import { limitWording } from './limitWording';
import { withoutResultLabel } from './resultLabel';
import { readEquivalent } from './equivalent';

/** What a labelled limit starts with after « L = »: lim, or the word. */
const LIMIT_HEAD = /^(?:(?:the|la)\s+)?(?:\\?lim|limit|limite)(?![a-z])/i;

/** « de terme général », "with general term", "whose general term is": the words before a sequence's term say nothing more. */
const GENERAL_TERM = String.raw`(?:de\s+terme\s+g[ée]n[ée]ral\s+|with\s+(?:the\s+)?general\s+term\s+|whose\s+general\s+term\s+is\s+)?`;
/** A limit: the expression, the variable, the point (or ±∞) and the side. */
/** "limite de la suite u_n = 1/n", "limit of the sequence a_n = n/(n+1)", « limite de u_n = … »: n → ∞ is implied. */
const SEQUENCE = new RegExp(String.raw`^\s*(?:(?:find|compute|calculate|determine|calculer|d[ée]terminer|trouver|[ée]tudier|study)\s+)?(?:the\s+|la\s+)?(?:limit|limite|lim)\s+(?:(?:of\s+the\s+|de\s+la\s+)(?:sequence|suite)\s+${GENERAL_TERM}|of\s+|de\s+)\(?\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)?\s*(?:=|d[ée]finie\s+par|defined\s+by)\s*(.+?)\s*[.?!]?\s*$`, 'i');

/** "the limit of the sequence (n + 1)/(2n − 1)", « limite de la suite (n² + 3)/(2n² + n) »: the term itself, in n. */
const SEQUENCE_TERM = new RegExp(String.raw`^\s*(?:(?:find|compute|calculate|determine|calculer|d[ée]terminer|trouver|[ée]tudier)\s+)?(?:the\s+|la\s+)?(?:limit|limite|lim)\s+(?:of\s+the\s+sequence|de\s+la\s+suite)\s+${GENERAL_TERM}(?![^=]*=)(.+?)\s*[.?!]?\s*$`, 'i');

/** "lim (π/2 − x) tan x, x → π/2": the point written after the expression. */
const POINT_AFTER = /^(.*?\b(?:lim|limit|limite))\s+(?:of\s+|de\s+)?(.+?)\s*,\s*(?:as\s+|when\s+|quand\s+)?([a-z])\s*(->|→|\\to|tends?\s+to|approaches|tend\s+vers)\s*(.+?)\s*[.?!]?\s*$/i;
/** "lim (2^n + 5^n)^(1/n)", "limite de (4^n − 3^n)/(4^n + 3^n)": a limit in n with no point is n → ∞. */
const NO_POINT = /^\s*(?:(?:find|compute|calculate|determine|evaluate|what\s+is|calculer|d[ée]terminer|trouver|quelle\s+est)\s+)?(?:the\s+|la\s+)?(?:lim|limit|limite)\s+(?:of\s+|de\s+)?(?!.*(?:->|→|\\to|tends?|approaches|tend\s+vers|\ben\s|\bat\s))(.+?)\s*[.?!]?\s*$/i;

/**
 * "Does the sequence a_n = (−1)ⁿ n/(n + 1) converge?", "la suite ((−1)ⁿ + 1/n) est-elle
 * convergente ?", "is (u_n) = n/(n + 1) convergent?": a yes/no question about the limit.
 */
const CONVERGES = [
  /^\s*(?:true\s+or\s+false\s*:\s*)?(?:does|is)\s+the\s+sequence\s+(?:\(?\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)?\s*=\s*|n\s*(?:->|→|↦)\s*)?(.+?)\s+(?:converge|convergent)\s*\??\s*(?:\((?:yes\s*\/\s*no|oui\s*\/\s*non)\))?\s*[.?!]?\s*$/i,
  /^\s*(?:vrai\s+ou\s+faux\s*:\s*)?la\s+suite\s+(?:\(?\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)?\s*=\s*|d[ée]finie\s+par\s+[a-z]\s*_?\s*\{?\s*n\s*\}?\s*=\s*)?(.+?)\s+(?:est-elle\s+convergente|converge-t-elle|converge)\s*\??\s*(?:\((?:oui\s*\/\s*non|yes\s*\/\s*no)\))?\s*[.?!]?\s*$/i,
  // "Determine whether the sequence a_n = sin(n)/n converges or diverges", "is … convergent or divergent"
  /^\s*(?:determine|decide|check|tell|say)\s+(?:whether|if)\s+the\s+sequence\s+(?:\(?\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)?\s*=\s*|n\s*(?:->|→|↦)\s*)?(.+?)\s+(?:converges|is\s+convergent)(?:\s+or\s+(?:diverges|divergent))?\s*[.?!]?\s*$/i,
  // « Étudier la convergence de la suite u_n = … », « étudier la nature de la suite de terme général … »
  /^\s*(?:[ée]tudier|d[ée]terminer|discuter)\s+(?:la\s+convergence|la\s+nature)\s+de\s+la\s+suite\s+(?:de\s+terme\s+g[ée]n[ée]ral\s+|d[ée]finie\s+par\s+)?(?:\(?\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)?\s*=\s*)?(.+?)\s*[.?!]?\s*$/i,
  // « Déterminer si la suite u_n = … converge », « dire si la suite … est convergente »
  /^\s*(?:d[ée]terminer|dire|pr[ée]ciser)\s+si\s+la\s+suite\s+(?:\(?\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)?\s*=\s*)?(.+?)\s+(?:converge|est\s+convergente)(?:\s+ou\s+(?:diverge|divergente))?\s*[.?!]?\s*$/i,
];

/** (u) → u when the brackets enclose the whole text, not in (−1)ⁿ/(n + 1). */
function unwrapped(s: string): string {
  if (!s.startsWith('(')) return s;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return i === s.length - 1 ? s.slice(1, -1) : s;
  }
  return s;
}

function readConverges(text: string): TaskOf<'limit'> | null {
  for (const re of CONVERGES) {
    const m = re.exec(text);
    if (!m) continue;
    try {
      const e = fromMathJson(parseCalc(unwrapped(m[1])));
      const vars = [...freeVars(e)].filter((v) => v !== 'e' && v !== 'pi');
      if (vars.length !== 1 || vars[0] !== 'n') return null;
      return { kind: 'limit', expr: toAscii(e), variable: 'n', point: 'oo', side: 'both', sequence: true, asks: 'converges' };
    } catch {
      return null;
    }
  }
  return null;
}

/** "Does lim_{x→0} |x|/x exist? (yes/no)", "la limite … existe-t-elle ?": the limit, asked whether it exists. */
const EXISTS = /^\s*(?:true\s+or\s+false\s*:|vrai\s+ou\s+faux\s*:)?\s*(?:does\s+(?:the\s+)?|is\s+it\s+true\s+that\s+(?:the\s+)?|(?:la\s+)?)(.*\b(?:lim|limit|limite)(?![a-z]).+?)\s+(?:exists?|existe(?:-t-elle)?)\s*\??\s*(?:\((?:yes\s*\/\s*no|oui\s*\/\s*non)\))?\s*[.?!]?\s*$/i;

/**
 * A sequence's term in ASCII. Factorials, which the calculus methods do not handle, are kept for
 * the sequence methods that do (the ratio of consecutive terms).
 */
function sequenceAscii(s: string): string {
  try {
    return toAscii(fromMathJson(parseCalc(s)));
  } catch (e) {
    if (!(e instanceof SolverError)) throw e;
    const node = parseNode(binomials(s));
    if (!/"(?:Factorial|Binomial)"/.test(JSON.stringify(node))) throw e;
    return casAscii(node);
  }
}

/** A term with factorials in n and no other letter, in ASCII; else null. */
function factorialTerm(s: string): string | null {
  try {
    const expr = sequenceAscii(s);
    return evaluateReal(expr, { n: 7 }) === null ? null : expr;
  } catch {
    return null;
  }
}

/** binomial(2n, n), nCr(2n, n), C(2n, n) written with factorials, (2n)!/(n!·(2n − n)!). */
function binomials(s: string): string {
  return s.replace(/(?<![A-Za-z])(?:binomial|binom|nCr|C)\s*\(\s*([^(),]+?)\s*,\s*([^(),]+?)\s*\)/g, (_m, a: string, b: string) => `((${a})!/((${b})!*(${difference(a, b)})!))`);
}

/** a − b simplified (2n − n is n), else as written. */
function difference(a: string, b: string): string {
  try {
    return casAscii(casSimplify(parseNode(`(${a})-(${b})`)));
  } catch {
    return `(${a})-(${b})`;
  }
}

/**
 * The theorem or rule a student is told to use ("(théorème des gendarmes)", "use the squeeze
 * theorem to find", "using L'Hôpital's rule,"): it names a method, the limit is the same.
 */
const THEOREM = String.raw`(?:the\s+)?(?:squeeze|sandwich|pinching)\s+theorem|l['’]\s*h[oô]s?pital['’]?s?\s+rule|(?:le\s+|du\s+)?th[ée]or[èe]me\s+des\s+gendarmes|(?:la\s+)?r[èe]gle\s+de\s+l['’]\s*h[oô]s?pital|encadrement`;
const METHOD = new RegExp(String.raw`\(\s*(?:by\s+|using\s+|par\s+)?(?:${THEOREM})\s*\)|^\s*(?:use|using|by|with|apply|en\s+utilisant|[àa]\s+l['’]aide\s+(?:du|de\s+la)|avec|par|utiliser)\s+(?:${THEOREM})\s*(?:to\s+(?:find|compute|show|evaluate)|pour\s+(?:calculer|d[ée]terminer|trouver))?\s*[,:]?\s*|\s*[,;]?\s*(?:by|using|par|avec|with)\s+(?:${THEOREM})\s*[.?!]?\s*$`, 'gi');

/** A parameter's name beside the index n: a letter other than a variable's, or a Greek letter (λ, α). */
const PARAMETER = /^(?:[a-su-w]|alpha|beta|gamma|delta|lambda|mu|theta|omega|sigma|rho|kappa)$/;

/**
 * A sequence's term in n, as the limit n → ∞; else null. Other letters are the exercise's
 * parameters (« Soit a un réel … (1 + a/n)^n »), never x, y, z or t, which would name a variable
 * whose limit might be the one asked.
 */
function termInN(s: string): TaskOf<'limit'> | null {
  let e;
  try {
    e = fromMathJson(parseCalc(unwrapped(s)));
  } catch {
    // factorials and binomials: a term in n alone, which evaluates once n is given
    const expr = factorialTerm(s);
    return expr ? { kind: 'limit', expr, variable: 'n', point: 'oo', side: 'both', sequence: true } : null;
  }
  const vars = [...freeVars(e)].filter((v) => v !== 'e' && v !== 'pi');
  if (!vars.includes('n') || vars.some((v) => v !== 'n' && !PARAMETER.test(v))) return null;
  return { kind: 'limit', expr: toAscii(e), variable: 'n', point: 'oo', side: 'both', sequence: true };
}

/**
 * A function defined on ]0 ; +∞[ has only its limit from the right at 0: an open end of the
 * domain given beside the function says from which side the limit is taken.
 */
function withinDomain(t: TaskOf<'limit'>, domain: string): TaskOf<'limit'> {
  const ends = /^[[\]()]\s*([^;,]+?)\s*[;,]\s*([^;,]+?)\s*[[\]()]$/.exec(domain);
  if (!ends || t.side !== 'both' || /oo/.test(t.point)) return t;
  const same = (end: string): boolean => {
    const a = evaluateReal(end.replace(/\s+/g, ''));
    const b = evaluateReal(t.point);
    return a !== null && b !== null && Math.abs(a - b) < 1e-12;
  };
  if (same(ends[1])) return { ...t, side: 'right' };
  if (same(ends[2])) return { ...t, side: 'left' };
  return t;
}

/** ∏ inside the limit: a product up to n, which the product methods read in their own notation. */
const PRODUCT_INSIDE = /\bprod\s*_|\\prod|∏/;

export function readLimit(problem: ProblemInput): TaskOf<'limit'> | null {
  if (PRODUCT_INSIDE.test(problem.text)) return null;
  const equivalent = readEquivalent(problem.text);
  if (equivalent) return equivalent;
  const named = withoutResultLabel(limitWording(problem.text), LIMIT_HEAD).replace(METHOD, ' ').trim();
  if (named !== problem.text) return readLimit({ ...problem, text: named });
  const map = mapsToDefinition(problem.text);
  if (map) return readLimit({ ...problem, text: map });
  const defined = namedFunction(problem.text);
  if (defined) {
    const read = readLimit({ ...problem, text: defined.question });
    // « pour quelle valeur de a la fonction … tend-elle vers 3 » names a function too: read below
    if (read) return defined.domain ? withinDomain(read, defined.domain) : read;
  }
  const parameters = readLimitParameters(problem, readLimit);
  if (parameters) return parameters;
  const converges = readConverges(problem.text);
  if (converges) return converges;
  const exists = EXISTS.exec(problem.text);
  if (exists) {
    const inner = readLimit({ ...problem, text: exists[1] });
    return inner && !inner.asks ? { ...inner, asks: 'exists' } : null;
  }
  const seq = SEQUENCE.exec(problem.text);
  if (seq) return { kind: 'limit', expr: sequenceAscii(seq[1]), variable: 'n', point: 'oo', side: 'both', sequence: true };
  const term = SEQUENCE_TERM.exec(problem.text);
  if (term) {
    const read = termInN(term[1]);
    if (read) return read;
  }
  const after = POINT_AFTER.exec(problem.text);
  const text = after ? `lim ${after[3]} -> ${after[5]} (${after[2]})` : problem.text;
  const req = recognizeLimit(text);
  if (!req) {
    const bare = NO_POINT.exec(problem.text);
    return bare ? termInN(bare[1]) : null;
  }
  const point = req.point.k === 'inf' ? (req.point.s === 1 ? 'oo' : '-oo') : toAscii(fromMathJson(parseCalc(req.point.text)));
  // n → ∞ is a sequence's limit: the usual name for an integer index
  const sequence = req.point.k === 'inf' && /^[nk]$/.test(req.variable);
  const expr = sequence ? sequenceAscii(req.expr) : toAscii(fromMathJson(parseCalc(req.expr)));
  return { kind: 'limit', expr, variable: req.variable, point, side: req.side, sequence };
}
