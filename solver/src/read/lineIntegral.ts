import { SolverError } from '../errors';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars, type Ex } from '../strategies/derivative/expr';
import { derivative } from '../strategies/derivative/differentiate';
import { simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { endNames, namedCurve } from './curveShapes';
import { unitVectors } from './vector';
import { evaluateReal } from '../verify/numeric';
import { asksStokes, readStokes } from './stokes';
import { CLOCKWISE, sweptArea } from './curveOrientation';

/**
 * Line integrals of a field along a parametrised curve: "∫_C F·dr where F = (y, x) and C: r(t) =
 * (t, t²), 0 ≤ t ≤ 1", "∫_C (xy dx + x² dy) where x = t, y = t², 0 ≤ t ≤ 1", "circulation de F =
 * (…) le long de r(t) = (…), t ∈ [0, 2π]". The field, the curve and the parameter's range must all
 * be read; a part that is not is named in the refusal.
 */
/**
 * A function integrated along a curve named in words: "the integral of f(x, y, z) = z along the curve
 * γ(t) = …", « intégrer f le long de … ». Its "with respect to arc length" asks ∫_C f ds, never the
 * curve's length.
 */
const ALONG = String.raw`\b(?:integral\s+of|integrate|int[ée]grale\s+de|int[ée]grer)\b[^.?!]*?\b(?:along|le\s+long)\b`;
/** The integral sign over C: ∫_C, ∫_{C}, and ∫C typed without the underscore. */
const OVER_C = String.raw`int(?:egral)?\s*_?\s*\{?\s*C\s*\}?(?![A-Za-z])`;
const ASKS = new RegExp(String.raw`(?:\b${OVER_C}|∮|\\oint|\bline\s+integral|${ALONG}|\bint[ée]grale\s+curviligne|\bcirculation\s+(?:d[eu]|of)\b|\bwork\s+(?:done\s+)?(?:by|of|in)\b|\btravail\s+(?:d[eu]|effectu[ée])\b)`, 'i');
/** A line integral of a scalar function with respect to arc length: ∫_C f ds. */
/** The length of a parametrised curve asked, with no integral named: "find the length of r(t) = …", "arc length of …", « longueur de l'arc ». */
const LENGTH = /\barc\s*-?\s*length\b|\blength\s+of\b|\blongueur\s+(?:de\s+l['’]\s*arc|d['’]\s*arc|de\s+la\s+courbe|de\s+l['’]\s*h[ée]lice)\b/i;
const ARC = /\bds\b|\barc\s*-?\s*length\b|\babscisse\s+curviligne\b|\bd['’]?\s*[ée]l[ée]ment\s+de\s+longueur\b/i;
const AXES = ['x', 'y', 'z'];

const refuse = (en: string, fr: string): SolverError => new SolverError('parse', { en, fr });

const ascii = (s: string): string => toAscii(simplify(fromMathJson(parseCalc(splitLetterProducts(s)))));

/** Top-level comma-separated entries of a bracketed tuple. */
export function entries(s: string): string[] | null {
  const m = /^\s*[(<[⟨](.*)[)>\]⟩]\s*$/.exec(s);
  if (!m) return null;
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < m[1].length; i++) {
    const c = m[1][i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(m[1].slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(m[1].slice(start).trim());
  return out.every((x) => x !== '') ? out : null;
}

export const TUPLE = String.raw`([(<⟨](?:[^()<>⟨⟩]|\([^()]*\))*[)>⟩])`;
/** A bracket followed by a unit vector is one coefficient, (t − sin t) i + (1 − cos t) j, never the whole tuple. */
const NO_UNIT_VECTOR = String.raw`(?!\s*\*?\s*[ijk](?![A-Za-z]))`;

/** P dx + Q dy (+ R dz): the coefficient of each differential, read with placeholder letters. */
export function differentialForm(s: string): string[] | null {
  // LaTeX's thin spaces (\, \;) are spaces; a digit may touch the differential (y^2dy)
  s = s.replace(/\\[,;:! ]/g, ' ');
  if (!/(?<![A-Za-z])d[xy]\b/.test(s)) return null;
  // a product sign before the placeholder, unless an operator or a bracket is there already: cos x dy is cos(x)·dy, never cos(x·dy)
  const marked = s.replace(/(\S?)(\s*)(?<![A-Za-z])d([xyz])\b/g, (_m, before: string, gap: string, v: string) => `${before}${before && !/[-+−(*/=,]/.test(before) ? ' *' : gap} ${{ x: 'alpha', y: 'beta', z: 'gamma' }[v]} `);
  let e: Ex;
  try {
    e = simplify(fromMathJson(parseCalc(splitLetterProducts(marked))));
  } catch {
    return null;
  }
  const n = freeVars(e).has('gamma') ? 3 : 2;
  const parts = ['alpha', 'beta', 'gamma'].slice(0, n).map((u) => simplify(derivative(e, u)));
  // linear in the differentials: what is left once they are taken out is nothing
  if (parts.some((p) => ['alpha', 'beta', 'gamma'].some((u) => freeVars(p).has(u)))) return null;
  return parts.map(toAscii);
}

/** The parameter's range: "0 <= t <= 1", "t from 0 to 2pi", "t ∈ [0, pi]". */
function parameterRange(text: string): { lo: string; parameter: string; hi: string } | null {
  // the upper end stops before the sentence's full stop ("0 <= t <= 2pi. Calculer …")
  const chain = /([-\w./*()]+?)\s*<=?\s*([a-z])\s*<=?\s*([-\w./*()]*[\w)])/.exec(text);
  if (chain) return { lo: chain[1], parameter: chain[2], hi: chain[3] };
  // (a point's coordinates, "k from (1,0,0) to …", are the ends of the path, no range of a parameter)
  const words = /\b([a-z])\s+(?:from|(?:allant\s+)?de)\s+([^\s,]+)\s+(?:to|à|a)\s+([-\w./*()]*[\w)])(?!\s*,)/.exec(text);
  if (words) return { parameter: words[1], lo: words[2], hi: words[3] };
  // "from t = 0 to t = 1", « de t = 0 à t = 1 »
  const named = /\b(?:from|de)\s+([a-z])\s*=\s*(\S+)\s+(?:to|à|a)\s+\1\s*=\s*([-\w./*()]*[\w)])/.exec(text);
  if (named) return { parameter: named[1], lo: named[2], hi: named[3] };
  // "t ∈ [0, 2π]", « t ∈ [0 ; 2π] »
  const interval = /\b([a-z])\s*(?:∈|\bin\b|\bdans\b)\s*\[\s*([^,;\]]+)\s*[,;]\s*([^\]]+)\]/.exec(text);
  return interval ? { parameter: interval[1], lo: interval[2], hi: interval[3] } : null;
}

/** The function integrated with respect to arc length: ∫_C (x + y) ds, "of f(x, y, z) = x + y + z along …". */
function scalarOf(text: string): string[] | null {
  const sign = new RegExp(String.raw`(?:${OVER_C}|(?:∮|\\oint)(?:\s*_?\s*\{?\s*C\s*\}?(?![A-Za-z]))?)\s*(.+?)\s*\bds\b`, 'i').exec(text);
  const named = /\b(?:of|de|integrate|int[ée]grer)\s+(?:[a-z]\s*\(\s*x\s*,\s*y(?:\s*,\s*z)?\s*\)\s*=\s*)?(.+?)\s+(?:along|over|on|le\s+long|sur|where|o[uù])\b/i.exec(text);
  const body = sign?.[1] ?? named?.[1];
  if (!body || /\bd[xyz]\b/.test(body)) return null;
  try {
    const e = fromMathJson(parseCalc(splitLetterProducts(body.replace(/^\((.*)\)$/, '$1'))));
    return [...freeVars(e)].every((v) => AXES.includes(v)) ? [toAscii(simplify(e))] : null;
  } catch {
    return null;
  }
}

/** A parametrised curve's name: r(t), c(t), γ(t) and α(t) as the normaliser writes them. */
export const CURVE_NAME = String.raw`(?:\b(?:[a-zA-Z]|alpha|beta|gamma|sigma)|[αβγσ])`;

/** "from the origin", "from (0, 0, 0)", « de l'origine », "to the point (1, 1, 1)": a point's coordinates, the origin's zeros. */
const END = String.raw`(?:the\s+)?(?:point\s+)?(?:[A-Z]\s*=?\s*)?(\([^()]*\)|origin\b|l['’]\s*origine\b)`;
const ENDS = new RegExp(String.raw`\b(?:from|de|du|d['’])\s*(?:point\s+)?${END}\s*(?:to|until|à|a|au|jusqu['’]au|jusqu['’]à)\s+(?:point\s+)?${END}`, 'i');

/** Parameter values tried at a curve's ends: whole numbers, halves, thirds, quarters and multiples of π/12 up to ±4π (a helix's third half-turn, t = 3π). */
const CANDIDATES = [...new Set([
  ...Array.from({ length: 121 }, (_, k) => (k - 60) / 12),
  ...Array.from({ length: 21 }, (_, k) => (k - 10) / 3),
  ...Array.from({ length: 97 }, (_, k) => ((k - 48) * Math.PI) / 12),
])];

/**
 * "r(t) = (t, t², t³) from the origin to the point (1, 1, 1)": the range runs between the parameter's
 * values at the two ends, each the one value (of the simple ones tried) where the curve passes
 * through that point; null when an end is missed or met twice (a closed curve).
 */
function rangeFromEnds(text: string, curve: string[], parameter: string): { lo: string; hi: string } | null {
  const m = ENDS.exec(text);
  if (!m) return null;
  const point = (s: string): Array<number | null> => (s.startsWith('(') ? s.slice(1, -1).split(',').map((c) => evaluateReal(ascii(c))) : curve.map(() => 0));
  const valueAt = (p: Array<number | null>): number | null => {
    if (p.length !== curve.length || p.some((c) => c === null)) return null;
    const hits = CANDIDATES.filter((t) => curve.every((c, k) => {
      const v = evaluateReal(c, { [parameter]: t });
      return v !== null && Math.abs(v - (p[k] as number)) <= 1e-9 * Math.max(1, Math.abs(v));
    }));
    return hits.length === 1 ? hits[0] : null;
  };
  const [lo, hi] = [valueAt(point(m[1])), valueAt(point(m[2]))];
  if (lo === null || hi === null || lo === hi) return null;
  const written = (t: number): string => (Number.isInteger(t * 12) ? ascii(`${Math.round(t * 12)}/12`) : ascii(`${Math.round((t * 12) / Math.PI)}*pi/12`));
  return { lo: written(lo), hi: written(hi) };
}

/** "F = 3x² i + (2xz − y) j + z k along …": a field in unit-vector notation, up to the curve's words. */
export function unitVectorField(text: string): string[] | null {
  // named by a capital, or by a small letter as Russian and French sheets do ("a = y i − x j + z k"), never the curve's r(t)
  for (const m of text.matchAll(/\b([A-Za-z])\s*(?:\(\s*[a-z](?:\s*,\s*[a-z])*\s*\))?\s*=\s*(.+?)\s*(?:,\s*)?(?:\b(?:along|over|on|from|through|around|le\s+long|sur|autour|where|o[ùu]|in\s+moving|when|as|and|et|(?:counter[\s-]?|anti[\s-]?)?clockwise|positively|dans|parcouru)\b|$)/g)) {
    if (/[a-z]/.test(m[1]) && !/^[a-hl-qsuvw]$/.test(m[1])) continue;
    const field = unitVectors(splitLetterProducts(m[2]));
    if (field) return field;
  }
  return null;
}

/** "r(t) = t⁴ i + t² j + t³ k, 0 ≤ t ≤ 1": a curve in unit-vector notation, up to the comma or the words that follow it. */
export function unitVectorCurve(text: string, parameter: string): string[] | null {
  const m = new RegExp(String.raw`${CURVE_NAME}\s*\(\s*${parameter}\s*\)\s*=\s*(.+?)\s*(?:[,;]|\b(?:for|from|where|with|and|et|pour|avec|o[ùu]|de)\b|[.?!]?\s*$)`).exec(text);
  return m ? unitVectors(splitLetterProducts(m[1])) : null;
}

/** x = …, y = … (, z = …) in the parameter: the curve's coordinates written one by one. */
function coordinatePieces(text: string, parameter: string): string[] | null {
  const pieces = AXES.map((v) => new RegExp(String.raw`(?<![A-Za-z0-9_])${v}\s*(?:\(\s*${parameter}\s*\))?\s*=\s*([^,;=]+?)(?=\s*(?:,|;|\b(?:and|et|from|for|with|where|de|pour|avec|o[uù]|using|en)\b|\s[àa]\s|[.?!](?:\s|$)|$))`).exec(text)?.[1]);
  const given = pieces.filter((p): p is string => p !== undefined);
  return given.length >= 2 && pieces.slice(0, given.length).every((p) => p !== undefined) ? given : null;
}

/**
 * A closed curve (an ellipse, a circle, "the region enclosed by", ∮) given by x = …, y = … in t with
 * no range: run once round, over its smallest period 2π/k (x = cos 2t, y = sin 2t is round after π),
 * 0 ≤ t ≤ 2π/k.
 */
function onceRound(text: string): { lo: string; parameter: string; hi: string } | null {
  if (!/∮|\\oint|\b(?:ellipse|circle|cercle|enclosed|closed|ferm[ée]e?|bounded\s+by|limit[ée]e?\s+par)\b/i.test(text)) return null;
  const curve = coordinatePieces(text, 't');
  if (!curve) return null;
  let written: string[];
  try {
    written = curve.map(ascii);
  } catch {
    return null;
  }
  const repeatsAfter = (period: number): boolean => written.every((c) => [0.3, 1.1, 2.6].every((u) => {
    const [a, b] = [evaluateReal(c, { t: u }), evaluateReal(c, { t: u + period })];
    return a !== null && b !== null && Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a));
  }));
  const moves = written.every((c) => [0.3, 1.1].some((u) => Math.abs((evaluateReal(c, { t: u }) ?? 0) - (evaluateReal(c, { t: u + 0.01 }) ?? 0)) > 1e-9));
  if (!moves || !repeatsAfter(2 * Math.PI)) return null;
  const turns = [6, 5, 4, 3, 2].find((k) => repeatsAfter((2 * Math.PI) / k)) ?? 1;
  return { parameter: 't', lo: '0', hi: turns === 1 ? '2*pi' : `2*pi/${turns}` };
}

/**
 * A plane closed curve said to run clockwise ("traversed clockwise", « parcourue dans le sens
 * horaire ») whose parametrisation runs counterclockwise, or the other way round: run backwards,
 * t ↦ lo + hi − t, so the integral is taken the way said.
 */
function orientedAsSaid(text: string, curve: string[], parameter: string, lo: string, hi: string): string[] {
  const clockwise = CLOCKWISE.test(text);
  if (!clockwise && !/\b(?:counter[\s-]?clockwise|anti[\s-]?clockwise|positively\s+oriented)\b|\bsens\s+(?:direct|trigonom[ée]trique|positif)\b/i.test(text)) return curve;
  const [a, b] = [evaluateReal(lo, {}), evaluateReal(hi, {})];
  const area = a === null || b === null ? null : sweptArea(curve, parameter, a, b);
  if (area === null || Math.abs(area) < 1e-9 || area < 0 === clockwise) return curve;
  const back = `(${lo}) + (${hi}) - ${parameter}`;
  return curve.map((c) => toAscii(simplify(fromMathJson(parseCalc(c.replace(new RegExp(String.raw`\b${parameter}\b`, 'g'), `(${back})`))))));
}

/** "1/2 ∮_C −y dx + x dy", « 3 ∫_C … »: a number written before the integral sign multiplies it. */
export function factorBefore(text: string): string | null {
  return /(?:^|[\s:=(])([-+]?\d+(?:\s*\/\s*\d+)?)\s*\*?\s*(?=∮|\\oint|\bint(?:egral)?\s*_?\s*\{?\s*C\b)/i.exec(text)?.[1] ?? null;
}

/** The words after a form ("… dy directly as a line integral"), never a function's name. */
function withoutTrailingWords(form: string): string {
  return form.replace(/\s+(?:(?!(?:sin|cos|tan|exp|sqrt|sinh|cosh|tanh|arcsin|arccos|arctan)\b)[A-Za-zÀ-ÿ]{4,}|to|as|by|for|in|on|pour|par|en)\b.*$/, '').replace(/[\s.;!?]+$/, '');
}

/** "from A = (0, 0) to B = (1, 2)", « allant de O(0, 0) à A(1, 1) »: a capital letter after these words names an end of the path, not the field (« la circulation de F » names the field). */
const ENDPOINT_BEFORE = /(?:\b(?:from|to|between|entre|(?:allant|partant)\s+de)|(?<![\p{L}])[àa]|\bjusqu['’]\s*[àa])\s*$/iu;

export function readLineIntegral(problem: ProblemInput): TaskOf<'vector'> | TaskOf<'multiple'> | SolverError | null {
  const text = problem.text;
  // around the curve where a plane meets a cylinder: by Stokes' theorem, a flux
  const stokes = ASKS.test(text) || asksStokes(problem.raw) ? readStokes(problem) : null;
  if (stokes) return stokes;
  // the length of a curve is ∫_C 1 ds: asked in words, with no integral named
  const length = !ASKS.test(text) && LENGTH.test(text);
  if (!ASKS.test(text) && !length) return null;
  if (ANY_PATH.test(text)) return alongAnyPath(text);
  const task = readAlongCurve(text, length);
  // "length of" is also a vector's or a segment's: only a curve in a parameter other than x, y, z is this reader's
  if (length && (task instanceof SolverError || !task || AXES.includes(task.parameter ?? 'x') || task.curve?.every((c) => !freeVars(fromMathJson(parseCalc(c))).has(task.parameter ?? '')))) return null;
  return task;
}

/** "C is any path from (0, 0) to (1, 2)", « n'importe quel chemin de … à … »: path independence asked. */
const ANY_PATH = /\b(?:any|every|an\s+arbitrary)\s+(?:smooth\s+|piecewise[- ]smooth\s+)?(?:path|curve)\b|\bn['’ ]\s*importe\s+quel(?:le)?\s+(?:chemin|courbe)\b|\btout\s+chemin\b/i;

/** Whether the field's curl vanishes: ∂Q/∂x = ∂P/∂y (and the other two in space), exactly or at sample points. */
function curlFree(components: string[], variables: string[]): boolean {
  const d = (k: number, v: string): string => toAscii(derivative(fromMathJson(parseCalc(components[k])), v));
  const pairs = variables.length === 2 ? [[0, 1]] : [[0, 1], [0, 2], [1, 2]];
  const samples = [{ x: 0.37, y: -1.21, z: 0.83 }, { x: -0.52, y: 0.44, z: 1.7 }, { x: 1.3, y: 0.9, z: -0.6 }];
  return pairs.every(([i, j]) => {
    const diff = toAscii(simplify(fromMathJson(parseCalc(`(${d(j, variables[i])}) - (${d(i, variables[j])})`))));
    return diff === '0' || samples.every((at) => Math.abs(evaluateReal(diff, at) ?? NaN) < 1e-9);
  });
}

/**
 * Any path between two points: for a conservative field the integral is the same along all of
 * them, so along the segment; for another field the question has no single answer and is refused.
 */
function alongAnyPath(text: string): TaskOf<'vector'> | SolverError | null {
  const task = readAlongCurve(text.replace(ANY_PATH, (m) => (/^(?:n|tout)/i.test(m) ? 'le segment' : 'the segment')), false);
  if (!task || task instanceof SolverError || task.components.length < 2) return task;
  if (!curlFree(task.components, task.variables)) {
    return refuse('This field is not conservative: its line integral depends on the path, so give the curve.', 'Ce champ n’est pas conservatif : son intégrale curviligne dépend du chemin, donnez donc la courbe.');
  }
  return { ...task, anyPath: true };
}

/** ∇f·dr, grad f · dr, « ∇f · dM » under the integral sign: the gradient of a function named f (g, φ…). */
const GRADIENT_UNDER_SIGN = /(?:∇|\\nabla|\bgrad)\s*([a-zφ])\s*(?:\*|·|\\cdot|\.|\()\s*(?:\(\s*[a-z](?:\s*,\s*[a-z])*\s*\)\s*(?:\*|·|\\cdot|\.)\s*)?d\s*(?:r|M|\\vec\s*r)\b/;

/** The field ∇f of ∫_C ∇f·dr and f, read where f(x, y[, z]) = … is defined. */
function gradientField(text: string): { components: string[]; f: string } | null {
  const sign = GRADIENT_UNDER_SIGN.exec(text);
  if (!sign) return null;
  const def = new RegExp(String.raw`(?<![A-Za-z])${sign[1]}\s*\(\s*(x\s*,\s*y(?:\s*,\s*z)?)\s*\)\s*=\s*(.+?)\s*(?:[,;.]\s+|\s+)(?:and|et|where|o[uù]|along|le\s+long|with|avec|C|on|sur)\b`).exec(text);
  if (!def) return null;
  try {
    const f = simplify(fromMathJson(parseCalc(splitLetterProducts(def[2]))));
    const vars = def[1].split(/\s*,\s*/);
    if (![...freeVars(f)].every((v) => vars.includes(v) || v === 'e' || v === 'pi')) return null;
    return { components: vars.map((v) => toAscii(simplify(derivative(f, v)))), f: toAscii(f) };
  } catch {
    return null;
  }
}

/** "in the plane z = 1", "in the xy-plane", « dans le plan z = 0 », « dans le plan (xOy) »: the height of a plane curve, or null. */
export function horizontalPlane(text: string): string | null {
  const at = /\b(?:in|on|lying\s+in|dans|situ[ée]e?\s+dans)\s+(?:the\s+|le\s+)?(?:plane|plan)\s+z\s*=\s*(-?\d+(?:\.\d+)?|[a-zA-Z])(?![\w.^])/i.exec(text);
  if (at) return at[1];
  // "the circle x² + y² = 4, z = 0", « le cercle x² + y² = 1, z = 2 »: the height written beside the circle's equation
  const beside = /y\s*\^\s*2\s*=\s*[^,;=]+?\s*[,;]?\s*(?:and\s+|et\s+)?z\s*=\s*(-?\d+(?:\.\d+)?)(?![\w.^(])/.exec(text);
  if (beside) return beside[1];
  return /\b(?:in|on|lying\s+in)\s+the\s+xy[\s-]?plane\b|\bdans\s+le\s+plan\s+(?:\(\s*xOy\s*\)|xOy|\(?xy\)?)(?![\w])/i.test(text) ? '0' : null;
}

function readAlongCurve(text: string, length: boolean): TaskOf<'vector'> | SolverError | null {
  // a curve named by its shape (a segment, y = g(x) between two points, a circle) carries its own range
  // (a curve r(t) = … written out, in a tuple or in unit vectors, is that curve: its ends only give its range)
  const shape = /\b[a-zA-Z]\s*\(\s*[a-z]\s*\)\s*=\s*[(<⟨]|\b[a-zA-Z]\s*\(\s*[tsu]\s*\)\s*=/.test(text) ? null : namedCurve(text);
  let range = shape ?? parameterRange(text);
  // no range written: the ends of a curve r(t) = (…) named by their points
  const named = new RegExp(String.raw`${CURVE_NAME}\s*\(\s*([a-z])\s*\)\s*=\s*${TUPLE}${NO_UNIT_VECTOR}`).exec(text);
  const tupleCurve = named ? entries(named[2]) : null;
  if (!range && named && tupleCurve) {
    const ends = rangeFromEnds(text, tupleCurve.map(ascii), named[1]);
    if (ends) range = { parameter: named[1], ...ends };
  }
  // "r(t) = t i + t² j + t³ k from the origin to (1, 1, 1)": the ends of a curve in unit vectors
  const unitNamed = !range && !named ? new RegExp(String.raw`${CURVE_NAME}\s*\(\s*([a-z])\s*\)\s*=`).exec(text) : null;
  const unitCurve = unitNamed ? unitVectorCurve(text, unitNamed[1]) : null;
  if (unitNamed && unitCurve) {
    const ends = rangeFromEnds(text, unitCurve.map(ascii), unitNamed[1]);
    if (ends) range = { parameter: unitNamed[1], ...ends };
  }
  // a closed curve x = 3 cos t, y = 2 sin t with no range written: once round, 0 ≤ t ≤ 2π
  if (!range && !shape) range = onceRound(text);
  if (!range) return refuse('We could not read the range of the curve’s parameter: write it as 0 ≤ t ≤ 1.', 'Nous n’avons pas pu lire l’intervalle du paramètre de la courbe : écrivez-le 0 ≤ t ≤ 1.');
  const { lo, parameter, hi } = range;
  // the curve: r(t) = (…) or x = …, y = … (, z = …)
  const r = shape ? null : new RegExp(String.raw`${CURVE_NAME}\s*\(\s*${parameter}\s*\)\s*=\s*${TUPLE}${NO_UNIT_VECTOR}`).exec(text);
  let curve: string[] | null = shape ? shape.curve : r ? entries(r[1]) : unitVectorCurve(text, parameter);
  if (!shape && !r && !curve) curve = coordinatePieces(text, parameter);
  if (!curve) return refuse('We could not read the curve: write it as r(t) = (x(t), y(t)) or x = …, y = ….', 'Nous n’avons pas pu lire la courbe : écrivez-la r(t) = (x(t), y(t)) ou x = …, y = ….');
  // the field: F = (P, Q, R), or the differential form under the integral sign
  let field: string[] | null = length ? ['1'] : ARC.test(text) ? scalarOf(text) : null;
  // ∫_C ∇f·dr with f(x, y) = … given: the gradient of f is the field, f itself kept for the ends
  const potential = field ? null : gradientField(text);
  if (potential) field = potential.components;
  // the field's name is a capital letter other than a segment's ends (A = (1, 0) is a point)
  const points = endNames(text);
  const f = field ? null : [...text.matchAll(new RegExp(String.raw`\b([A-Z])\s*(?:\(\s*[a-z](?:\s*,\s*[a-z])*\s*\))?\s*=\s*${TUPLE}`, 'g'))].find((m) => !points.includes(m[1]) && (entries(m[2])?.length ?? 0) >= 2 && !ENDPOINT_BEFORE.test(text.slice(0, m.index)));
  if (f) field = entries(f[2]);
  else if (!field) field = unitVectorField(text);
  if (!field) {
    const form = new RegExp(String.raw`(?:${OVER_C}|(?:∮|\\oint)(?:\s*_?\s*\{?\s*C\s*\}?(?![A-Za-z]))?)\s*(\(.*?\)|.*?)\s*(?:,|where|o[ùu]|with|avec|along|le\s+long|over|sur|$)`, 'i').exec(text);
    field = form ? differentialForm(withoutTrailingWords(form[1]).replace(/^\((.*)\)$/, '$1')) : null;
    // "(2xy) dx + (x²) dy": the first bracket is a coefficient, the form runs on to the curve's words
    const whole = field ? null : new RegExp(String.raw`(?:${OVER_C}|(?:∮|\\oint)(?:\s*_?\s*\{?\s*C\s*\}?(?![A-Za-z]))?)\s*(.*?)\s*(?:,|where|o[ùu]|with|avec|along|le\s+long|over|sur|$)`, 'i').exec(text);
    if (whole) field = differentialForm(withoutTrailingWords(whole[1]));
    const factor = factorBefore(text);
    if (field && factor) field = field.map((c) => `(${factor})*(${c})`);
  }
  if (!field) return refuse('We could not read the field: write F = (P, Q) or the integral as ∫_C P dx + Q dy.', 'Nous n’avons pas pu lire le champ : écrivez F = (P, Q) ou l’intégrale ∫_C P dx + Q dy.');
  // one function with no ds: F = (x + y) i + … read as a bracket alone, or a scalar with no measure named
  if (field.length === 1 && !length && !ARC.test(text)) {
    return refuse('We could not tell a field from a function to integrate with respect to arc length: write F = (P, Q), ∫_C P dx + Q dy, or ∫_C f ds.',
      'Nous n’avons pas pu distinguer un champ d’une fonction à intégrer par rapport à l’abscisse curviligne : écrivez F = (P, Q), ∫_C P dx + Q dy, ou ∫_C f ds.');
  }
  // a plane curve said to lie in a horizontal plane ("the circle x² + y² = 4 in the plane z = 1", « dans le plan (xOy) »): z is that constant along it
  const level = field.length === 3 && curve.length === 2 ? horizontalPlane(text) : null;
  if (level !== null) curve = [...curve, level];
  if (field.length !== 1 && (field.length !== curve.length || field.length < 2 || field.length > 3)) {
    return refuse(`The field has ${field.length} components and the curve ${curve.length} coordinates: they must match.`, `Le champ a ${field.length} composantes et la courbe ${curve.length} coordonnées : elles doivent correspondre.`);
  }
  try {
    return {
      kind: 'vector',
      op: 'line_integral',
      components: field.map(ascii),
      variables: AXES.slice(0, curve.length),
      curve: shape ? curve.map(ascii) : orientedAsSaid(text, curve.map(ascii), parameter, ascii(lo), ascii(hi)),
      parameter,
      bounds: [ascii(lo), ascii(hi)],
      ...(length ? { arcLength: true } : {}),
      ...(potential ? { gradientOf: potential.f } : {}),
    };
  } catch {
    return refuse('We could not read the field or the curve as formulas.', 'Nous n’avons pas pu lire le champ ou la courbe comme des formules.');
  }
}
