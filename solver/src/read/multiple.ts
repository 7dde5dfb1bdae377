import { toAscii } from '../strategies/derivative/print';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { freeVars } from '../strategies/derivative/expr';
import { parseAscii, systemOfBounds } from '../strategies/integral/coordinates';
import { clipRegion } from '../strategies/integral/regionClip';
import { SolverError } from '../errors';
import { text } from '../i18n';
import { underscoreBounds } from './signBounds';
import { decimalCommas } from '../parse/decimalComma';
import { boundsOfConditions, regionConditions } from './regionCuts';

/**
 * Double and triple integrals with their bounds written out: iterated (∫₀¹ ∫_{x²}^{x} (x + y) dy dx,
 * innermost sign with the first differential) or over a rectangle or box (∬ f dx dy on [−1, 1] ×
 * [0, 2], "0 ≤ x ≤ π, 0 ≤ y ≤ π/2", \iint_{[0,1]^2} f dA, ∭_B f dV with B = [0,1] × [0,2] × [0,3]).
 * Regions given by a curve (a disk, a ball) are not read here.
 */
// a bare bound ends before the next sign: \int_0^3\int_0^{3-x}
const GROUP = String.raw`(\{[^{}]*\}|\([^()]*\)|[-+]?[^\s{}()^_\\∫]+)`;
const SIGN = new RegExp(String.raw`^(?:\\int|int|∫)\s*_\s*${GROUP}\s*\^\s*${GROUP}\s*`, 'i');
// "Calculer I = ∫…": the integral's name goes with the command
const LEAD = /^\s*(?:(?:please\s+)?(?:compute|calculate|evaluate|find|calculer|calculez|évaluer|evaluer|déterminer|determiner)\s+)?(?:(?:the|l')\s*)?(?:(?:following|given|suivante)\s+)?(?:(?:double|triple|iterated)\s+integral\s*:?\s*|int[ée]grale\s+(?:double|triple|it[ée]r[ée]e)(?:\s+suivante)?\s*:?\s*)?(?:[A-Z]\s*=\s*)?/i;
// "… by reversing the order of integration", « … en permutant l'ordre d'intégration »: the method asked, after the integral
const TRAIL = /\s*(?:,?\s*\(?(?:(?:by|after|en|par)\s+)?(?:revers(?:e|ing)|chang(?:e|ing)|switch(?:ing)?|swap(?:ping)?|interchang(?:e|ing)|inverse[rz]?|inversant|inversion|permut(?:ant|er|ation)|[ée]change(?:ant|r)?|changeant|changement|using)\b.*)?$/i;

const GREEK: Record<string, string> = { θ: 'theta', φ: 'phi', ρ: 'rho', theta: 'theta', phi: 'phi', rho: 'rho' };

const unwrap = (g: string): string => g.replace(/^\{(.*)\}$/, '$1').replace(/^\((.*)\)$/, '$1');
// "xyz" in an integrand over a box is the product x·y·z
export const multipleAscii = (s: string): string =>
  toAscii(fromMathJson(parseCalc(splitLetterProducts(s.replace(/\\infty/g, 'oo').replace(/\\pi/g, 'pi')))));

/** A sign with its differential right after it ("∫_0^1 dy ∫_y^1 f dx"), before the next sign. */
const SIGN_THEN_DIFFERENTIAL = new RegExp(String.raw`((?:\\int|int|∫)\s*_\s*${GROUP}\s*\^\s*${GROUP})\s*d\s*([a-z])\s+(?=\\int|int\b|∫)`, 'gi');

/**
 * "∫_0^1 dy ∫_y^1 f dx", "∫_0^1 dx ∫_0^x dy ∫_0^y f dz": the physicists' order, each differential
 * written after its own sign, rewritten with the differentials at the end, the innermost first.
 */
function differentialsLast(s: string): string {
  const leading: string[] = [];
  const rest = s.replace(SIGN_THEN_DIFFERENTIAL, (_m, sign: string, _lo: string, _hi: string, v: string) => {
    leading.push(v);
    return `${sign} `;
  });
  return leading.length ? `${rest.replace(/\s*[.?!]?\s*$/, '')} ${leading.reverse().map((v) => `d${v}`).join(' ')}` : s;
}

/** "∫(0 to 1) ∫(x/2 to 1-x/2) …": each sign's bounds in words between brackets, written as sub- and superscripts. */
const boundsInBrackets = (s: string): string => s.replace(/(∫|\\int|\bint)\s*\(\s*([^()]+?)\s+(?:to|à|a|\.\.)\s+([^()]+?)\s*\)/gi, '$1_{$2}^{$3} ');

function iterated(text: string): TaskOf<'multiple'> | null {
  let s = differentialsLast(boundsInBrackets(underscoreBounds(text.replace(LEAD, ''))).replace(/\\,|\\;/g, ' '));
  const signs: Array<[string, string]> = [];
  for (let m = SIGN.exec(s); m; m = SIGN.exec(s)) {
    signs.push([unwrap(m[1]), unwrap(m[2])]);
    s = s.slice(m[0].length);
  }
  if (signs.length < 2 || signs.length > 3) return null;
  const body = s.replace(TRAIL, '');
  const diffs = new RegExp(String.raw`^(.*?)\s*${'d\\s*(\\\\theta|\\\\varphi|\\\\phi|\\\\rho|theta|phi|rho|θ|φ|ρ|[a-z])\\s*'.repeat(signs.length)}[.?!]?\s*$`, 'i').exec(body);
  if (!diffs) return null;
  const variables = diffs.slice(2, 2 + signs.length).map((v) => GREEK[v.replace(/^\\(?:var)?/, '')] ?? v);
  if (new Set(variables).size !== variables.length) return null;
  // the last sign written is the innermost, paired with the first differential
  const bounds = variables.map((variable, k) => {
    const [lo, hi] = signs[signs.length - 1 - k];
    return { variable, lo: multipleAscii(lo), hi: multipleAscii(hi) };
  });
  // "∫∫∫ dz dy dx": nothing before the differentials integrates 1 (a volume)
  const integrand = diffs[1].trim() ? multipleAscii(diffs[1]) : '1';
  // an integrand in x, y, z with bounds in r, θ (ρ, φ, θ): the region was written in those coordinates
  const coordinates = systemOfBounds(variables);
  const inXyz = [...freeVars(parseAscii(integrand))].every((v) => ['x', 'y', 'z'].includes(v)) && !/\b(?:theta|phi|rho|r)\b/.test(integrand);
  return { kind: 'multiple', integrand, bounds, ...(coordinates && inXyz && /[xyz]/.test(integrand) ? { coordinates } : {}) };
}

// each bound one whole token: "0 ≤ y ≤ 2 - x" is no range up to 2 (such bounds are the plane-region reader's)
const RANGE = /(?<![-+*/^]\s*)(?<![^\s,;{(:|])([-+]?[^\s,;≤<]+)\s*(?:<=|≤|<)\s*([a-z])\s*(?:<=|≤|<)\s*([^\s,;≤<]+)(?![^\s,;≤<])(?!\s*[-+*/^(])/g;

/** "∫∫D f dx dy": the capital after the signs names the region, as in ∬_D (a case-sensitive match: ∬ x dA keeps its x). */
export const regionSubscript = (s: string): string => s
  .replace(/(∬|∭|\\iint|\\iiint|∫\s*∫(?:\s*∫)?|\bint\s+int(?:\s+int)?)\s*([A-Z])(?=\s)/g, '$1_$2')
  // "∭E(2x + 5y) dV, where E = {…}": the subscript lost in a copy, the letter glued to the integrand
  // and defined as a set later on
  .replace(/(∬|∭|\\iint|\\iiint)([A-Z])(?=\()/g, (m, sign: string, letter: string) => (new RegExp(String.raw`\b${letter}\s*=\s*\{`).test(s) ? `${sign}_${letter} ` : m));

/** [0,1,5] × [0,2]: 0 to 1,5 or 0,1 to 5; the comma that separates the ends cannot be told from a decimal comma. */
export const commaInInterval = (interval: string): SolverError =>
  new SolverError('parse', text(
    `We could not tell the ends of the interval ${interval} from a decimal comma: write it with a semicolon, [0 ; 1,5], or with a decimal point, [0, 1.5].`,
    `Nous n’avons pas pu distinguer les bornes de l’intervalle ${interval} d’une virgule décimale : écrivez-le avec un point-virgule, [0 ; 1,5], ou avec un point décimal, [0, 1.5].`,
  ));

function rectangle(typed: string): TaskOf<'multiple'> | SolverError | null {
  const text = regionSubscript(typed);
  const double = /(?:double\s+integral|int[ée]grale\s+double|∬|\\iint)/i.test(text);
  const triple = /(?:triple\s+integral|int[ée]grale\s+triple|∭|\\iiint)/i.test(text);
  if (!double && !triple) return null;
  const n = triple ? 3 : 2;
  // the integrand: after "of"/"de" or the sign, before the differentials, "over", "sur", "on" or ","
  const body = /(?:integral\s+of|int[ée]grale\s+(?:double|triple)\s+de|∬|∭|\\iint|\\iiint)\s*(?:_\{[^}]*\}|_[A-Za-z])?\s*(.+?)\s*(?=\bd[xyzA-Z]\s*d|\bd[AV]\b|\s(?:over|on|sur|where|où)\b|,)/i.exec(text);
  if (!body) return null;
  const order = /\bd([a-z])\s*d([a-z])(?:\s*d([a-z]))?/.exec(text);
  const vars = order ? order.slice(1).filter((v): v is string => !!v) : ['x', 'y', 'z'].slice(0, n);
  if (vars.length !== n) return null;
  const found = new Map<string, [string, string]>();
  for (const m of text.matchAll(RANGE)) found.set(m[2], [m[1], m[3]]);
  if (found.size === 0) {
    // [0 ; 1,5] × [0 ; 2]: a semicolon separates the ends where they have decimal commas
    const square = /\[\s*([^\],;]+)\s*[,;]\s*([^\];]+)\s*\]\s*\^\s*\{?([23])\}?/.exec(text);
    const boxes = [...text.matchAll(/\[\s*([^\],;[]+)\s*[,;]\s*([^\][;]+)\s*\]/g)];
    const sorted = [...vars].sort();
    const split = [square, ...boxes].find((m) => m?.[2].includes(','));
    if (split) return commaInInterval(split[0]);
    if (square && Number(square[3]) === n) sorted.forEach((v) => found.set(v, [square[1], square[2]]));
    else if (boxes.length === n) sorted.forEach((v, k) => found.set(v, [boxes[k][1], boxes[k][2]]));
  }
  if (!vars.every((v) => found.has(v))) return null;
  // further inequalities (y ≤ x, x + y ≥ 1) cut the box: every one of them bounds the region
  const conditions = regionConditions(text, vars);
  if (conditions instanceof SolverError) return conditions;
  // inequalities describe a region: where its inner bounds cross it has no points
  const bounds = conditions ? boundsOfConditions(conditions, vars) : clipRegion(vars.map((variable) => {
    const [lo, hi] = found.get(variable) as [string, string];
    return { variable, lo: multipleAscii(lo), hi: multipleAscii(hi) };
  }));
  if (bounds instanceof SolverError) return bounds;
  return { kind: 'multiple', integrand: multipleAscii(body[1].replace(/^\(\s*(.*)\s*\)$/, '$1')), bounds, ...(conditions ? { region: conditions.region } : {}) };
}

/**
 * The typed text with only symbols respelled: ∫∫ as ∬, × and ≤ (\le, \leq) in ASCII, LaTeX's $
 * delimiters, set braces \{ \} and spaces (\, and \ ) gone. The normalised text reads "over" as a
 * division (x over 2), which would swallow "∬ f dA over 0 ≤ x ≤ 1, …".
 */
export const asTyped = (raw: string): string =>
  decimalCommas(raw).replace(/\$+/g, ' ').replace(/\\(?:leqslant|leq|le)(?![a-z])/g, '<=').replace(/\\(?:geqslant|geq|ge)(?![a-z])/g, '>=').replace(/\\([{}])/g, '$1').replace(/\\mathbb\s*\{?R\}?/g, 'ℝ').replace(/\\[,;: ]/g, ' ').replace(/∫\s*∫\s*∫/g, '∭').replace(/∫\s*∫/g, '∬').replace(/×/g, '*').replace(/≤|⩽/g, '<=').replace(/≥|⩾/g, '>=').replace(/[−–]/g, '-').replace(/²/g, '^2');

/** "x = 0 to 1", "y from 0 to 3", « y de 0 à 2 »: a variable's bounds in words. */
const WORD_RANGE = /\b([a-z])\s*(?:=|from|de|allant\s+de)\s*([^\s,;]+?)\s*(?:to|\.\.|à|a)\s+([^\s,;]+?)(?=\s*(?:[,;.?]|\s(?:and|et|for|pour|from|de)\b|\s+[a-z]\s*(?:=|\s(?:from|de)\s)|$))/gi;

/**
 * "integrate x*sqrt(x^2 + y) dx dy from x=0 to 1 y=0 to 3", « intégrer xy dx dy pour x de 0 à 1 et y de
 * 0 à 2 »: the integrand with its differentials, then each variable's bounds in words. Every
 * differential needs its bounds, and nothing else may follow them.
 */
function boundsInWords(text: string): TaskOf<'multiple'> | null {
  const m = /^\s*(?:(?:integrate|int[ée]grer|evaluate|compute|calculate|calculer)\s+)?(.+?)\s+d\s*([a-z])\s*d\s*([a-z])(?:\s*d\s*([a-z]))?\s*,?\s*(?:(?:from|for|over|with|where|pour|avec|o[uù])\s+)?(.+)$/i.exec(text);
  if (!m) return null;
  const variables = [m[2], m[3], m[4]].filter((v): v is string => v !== undefined);
  const tail = m[5].replace(/[.?!]\s*$/, '');
  const found = new Map<string, [string, string]>();
  for (const r of tail.matchAll(WORD_RANGE)) found.set(r[1], [r[2], r[3]]);
  const leftover = tail.replace(WORD_RANGE, ' ').replace(/\b(?:and|et|for|pour)\b|[,;]/gi, ' ').trim();
  if (leftover || found.size !== variables.length || !variables.every((v) => found.has(v))) return null;
  const integrand = multipleAscii(m[1]);
  // an outer variable's bounds never depend on the inner ones
  const bounds = variables.map((variable) => {
    const [lo, hi] = found.get(variable) as [string, string];
    return { variable, lo: multipleAscii(lo), hi: multipleAscii(hi) };
  });
  const ok = bounds.every((b, k) => [...freeVars(parseAscii(b.lo)), ...freeVars(parseAscii(b.hi))].every((v) => variables.slice(k + 1).includes(v)));
  return ok ? { kind: 'multiple', integrand, bounds } : null;
}

export function readMultiple(problem: ProblemInput): TaskOf<'multiple'> | SolverError | null {
  const attempts = [() => iterated(problem.text), () => rectangle(problem.text), () => rectangle(asTyped(problem.raw)), () => boundsInWords(problem.text)];
  for (const attempt of attempts) {
    try {
      const task = attempt();
      if (task) return task;
    } catch {
      // a reading that fails to parse leaves the next one its chance
    }
  }
  return null;
}
