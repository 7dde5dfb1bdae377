import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { evaluateReal } from '../verify/numeric';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import { clipRegion } from '../strategies/integral/regionClip';
import { SolverError } from '../errors';
import { asTyped, commaInInterval, multipleAscii } from './multiple';
import { exactNumber } from './numbers';
import { SURFACE, integrandOf, integrandWithin, regionBetweenCurves } from './region';
import { type RegionConditions, boundsOfConditions, regionConditions } from './regionCuts';

/**
 * Regions of the plane (and solids) given by their bounds in words rather than by integral signs:
 * inequalities, dependent ones included ("D = {(x, y) : 0 ≤ x ≤ 1, x² ≤ y ≤ √x}", "−1 ≤ y ≤ 1,
 * −y − 2 ≤ x ≤ y"), a box [0, 1] × [0, 2], a triangle by its vertices. What is integrated over the
 * region is the integrand written after ∬ / ∭, the surface z = f of a volume ("the volume under
 * z = x² + y² above …"), the density of a mass, or 1 for an area. The variable whose bounds depend
 * on the others is integrated first; a region this reader cannot describe in one piece is left
 * unread.
 */
type Multiple = TaskOf<'multiple'>;
type Bound = Multiple['bounds'][number];

const MATH_WORDS = /^(?:sqrt|sin|cos|tan|ln|log|exp|e|pi|arctan|arcsin|abs)$/i;

/** The formula at the end of a phrase ("over the region 0" → "0"): words before it dropped. */
function trailingFormula(s: string): string {
  const tokens = s.trim().split(/\s+/);
  let start = 0;
  tokens.forEach((tok, k) => {
    if (/^[\p{L}'’]{2,}$/u.test(tok) && !MATH_WORDS.test(tok)) start = k + 1;
  });
  return tokens.slice(start).join(' ');
}

/** The formula at the start of a phrase ("x + y over the triangle" → "x + y"). */
function leadingFormula(s: string): string {
  const tokens = s.trim().split(/\s+/);
  const end = tokens.findIndex((tok) => /^[\p{L}'’]{2,}$/u.test(tok) && !MATH_WORDS.test(tok));
  return (end < 0 ? tokens : tokens.slice(0, end)).join(' ').replace(/[.?!]$/, '');
}

/** "lo ≤ v ≤ hi" pieces of the text, v among x, y, z. */
function ranges(text: string): Map<string, [string, string]> | null {
  const found = new Map<string, [string, string]>();
  for (const segment of text.split(/[,;{}|:]|\s(?:and|et)\s/)) {
    const m = /^(.*?)\s*<=?\s*([xyz])\s*<=?\s*(.+?)\s*$/.exec(segment);
    if (!m) continue;
    const lo = trailingFormula(m[1]);
    const hi = leadingFormula(m[3]);
    if (!lo || !hi || found.has(m[2])) return null;
    found.set(m[2], [lo, hi]);
  }
  return found;
}

/** A box [a, b] × [c, d] (× [e, f]) or [a, b]², [0 ; 1,5] with decimal commas: the ranges of x, y (, z) in that order. */
function box(text: string): Map<string, [string, string]> | null {
  const square = /\[\s*([^\],;[]+?)\s*[,;]\s*([^\][;]+?)\s*\]\s*\^\s*\{?([23])\}?/.exec(text);
  if (square) return new Map(['x', 'y', 'z'].slice(0, Number(square[3])).map((v) => [v, [square[1], square[2]]]));
  const product = /\[\s*([^\],;[]+?)\s*[,;]\s*([^\][;]+?)\s*\]\s*[*x]\s*\[\s*([^\],;[]+?)\s*[,;]\s*([^\][;]+?)\s*\](?:\s*[*x]\s*\[\s*([^\],;[]+?)\s*[,;]\s*([^\][;]+?)\s*\])?/.exec(text);
  if (!product) return null;
  const out = new Map<string, [string, string]>([['x', [product[1], product[2]]], ['y', [product[3], product[4]]]]);
  if (product[5] !== undefined) out.set('z', [product[5], product[6]]);
  return out;
}

/**
 * The ranges as iterated bounds, innermost first: a variable's bounds may use only the variables
 * outside it; among the orders that allows, the one the differentials give (innerFirst).
 */
function ordered(found: Map<string, [string, string]>, innerFirst: string[]): Bound[] | null {
  const parsed = new Map<string, { lo: string; hi: string; uses: Set<string> }>();
  for (const [v, [lo, hi]] of found) {
    const [a, b] = [multipleAscii(lo), multipleAscii(hi)];
    const uses = new Set([...freeVars(parseAscii(a)), ...freeVars(parseAscii(b))]);
    if ([...uses].some((u) => !found.has(u) || u === v)) return null;
    parsed.set(v, { lo: a, hi: b, uses });
  }
  const order: string[] = [];
  const left = new Set(found.keys());
  // outermost first: a variable whose bounds use only those already placed, in the order the differentials give
  while (left.size) {
    const next = [...innerFirst].reverse().filter((v) => left.has(v)).find((v) => [...(parsed.get(v)?.uses ?? [])].every((u) => order.includes(u)));
    if (!next) return null;
    order.push(next);
    left.delete(next);
  }
  return order.reverse().map((v) => {
    const p = parsed.get(v) as { lo: string; hi: string };
    return { variable: v, lo: p.lo, hi: p.hi };
  });
}

/** Vertices (a, b), (c, d), (e, f) of a triangle, or the n vertices of the shape named. */
function triangleVertices(text: string, shape = '(?:triangle|triangular\\s+region|r[ée]gion\\s+triangulaire|domaine\\s+triangulaire)', n = 3): Array<[number, number, string, string]> | null {
  const POINT = String.raw`\(\s*([^(),]+?)\s*[,;]\s*([^(),]+?)\s*\)`;
  // vertices may be named: O(0, 0), A(1, 0) et B(0, 1)
  const LABEL = String.raw`(?:[A-Z](?:_?\d)?['’]?\s*=?\s*)?`;
  const more = String.raw`\s*,?\s*(?:and\s+|et\s+)?${LABEL}${POINT}`.repeat(n - 1);
  const m = new RegExp(String.raw`${shape}\b[^(]*?${POINT}${more}`, 'i').exec(text);
  if (!m) return null;
  const pts: Array<[number, number, string, string]> = [];
  for (let k = 1; k <= 2 * n - 1; k += 2) {
    const [xs, ys] = [m[k].replace(/,/g, '.'), m[k + 1].replace(/,/g, '.')];
    const [xv, yv] = [evaluateReal(multipleAscii(xs)), evaluateReal(multipleAscii(ys))];
    if (xv === null || yv === null) return null;
    pts.push([xv, yv, multipleAscii(xs), multipleAscii(ys)]);
  }
  return pts;
}

/** "the rectangle with vertices (1, 1), (3, 1), (1, 4) and (3, 4)", in any order: a box when its sides are parallel to the axes. */
function rectangleByVertices(text: string): Bound[] | null {
  const pts = triangleVertices(text, '(?:rectangle|rectangular|rectangulaire|square|carr[ée])', 4);
  if (!pts) return null;
  const xs = [...new Set(pts.map((p) => p[0]))].sort((a, b) => a - b);
  const ys = [...new Set(pts.map((p) => p[1]))].sort((a, b) => a - b);
  if (xs.length !== 2 || ys.length !== 2 || !xs.every((x) => ys.every((y) => pts.some((p) => p[0] === x && p[1] === y)))) return null;
  const written = (k: 0 | 1, v: number): string => {
    const p = pts.find((q) => q[k] === v) as [number, number, string, string];
    return k === 0 ? p[2] : p[3];
  };
  return [{ variable: 'y', lo: written(1, ys[0]), hi: written(1, ys[1]) }, { variable: 'x', lo: written(0, xs[0]), hi: written(0, xs[1]) }];
}

/**
 * "bounded by the coordinate axes and the line x + 2y = 4", « limité par les droites x = 0, y = 0 et
 * x + y = 1 », "x ≥ 0, y ≥ 0, x + y ≤ 1": a right triangle at the origin.
 */
function axesTriangle(text: string): Array<[number, number, string, string]> | null {
  const axes = /\b(?:coordinate\s+axes|the\s+axes|les\s+axes(?:\s+de\s+coordonn[ée]es)?|axes\s+de\s+coordonn[ée]es)\b/i.test(text) || (/(?<![+\-*/^]\s*)(?<![\w^])x\s*>?=\s*0(?![\d.])/.test(text) && /(?<![+\-*/^]\s*)(?<![\w^])y\s*>?=\s*0(?![\d.])/.test(text));
  if (!axes) return null;
  // the constant may be π or a multiple of it: x + y ≤ π, x + y <= pi/2
  const lines = [...text.matchAll(/([-+\d.\sxy*/]*[xy][-+\d.\sxy*/]*)<?=\s*((?:\d+(?:[.,]\d+)?\s*\*?\s*)?(?:π|pi\b)?(?:\s*\/\s*\d+)?)(?![\d.])/g)].filter((m) => /x/.test(m[1]) && /y/.test(m[1]) && /\d|π|pi/.test(m[2]));
  if (lines.length !== 1) return null;
  const lhs = parseAscii(multipleAscii(lines[0][1].trim()));
  const written = multipleAscii(lines[0][2].replace(/π/g, 'pi').replace(',', '.'));
  const c = evaluateReal(written);
  if (c === null) return null;
  const over = (k: number): string => toAscii(simplify(parseAscii(`(${written})/(${exactNumber(k)})`)));
  const [c0, a, b] = [0, 1, 2].map((k) => evaluateReal(toAscii(lhs), { x: k === 1 ? 1 : 0, y: k === 2 ? 1 : 0 }));
  const check = evaluateReal(toAscii(lhs), { x: 2, y: 3 });
  if (c0 !== 0 || a === null || b === null || check === null || Math.abs(check - 2 * a - 3 * b) > 1e-9 || !(a > 0 && b > 0 && c > 0)) return null;
  return [[0, 0, '0', '0'], [c / a, 0, over(a), '0'], [0, c / b, '0', over(b)]];
}

/** The line through two vertices, from their coordinates as written (π stays π): w as a function of v. */
const line = (x1: string, y1: string, x2: string, y2: string, v: string): string =>
  toAscii(simplify(parseAscii(`(${y1}) + ((${y2}) - (${y1}))/((${x2}) - (${x1}))*(${v} - (${x1}))`)));

/**
 * A triangle with a side parallel to an axis, as one type I region (x outside) or type II region (y
 * outside); a triangle with no such side would need two pieces and is left unread.
 */
function triangle(text: string): Bound[] | null {
  const pts = triangleVertices(text) ?? axesTriangle(text);
  if (!pts) return null;
  for (const [u, w] of [[0, 1], [1, 0]] as const) {
    // u: the outer coordinate (0 = x), w: the inner one
    const s = [...pts].sort((p, q) => p[u] - q[u]);
    const [a, b, c] = s;
    const [outer, inner] = u === 0 ? ['x', 'y'] : ['y', 'x'];
    let edges: Array<[typeof a, typeof a]> | null = null;
    if (Math.abs(a[u] - b[u]) < 1e-12 && c[u] > a[u]) edges = [[a, c], [b, c]];
    else if (Math.abs(b[u] - c[u]) < 1e-12 && b[u] > a[u]) edges = [[a, b], [a, c]];
    if (!edges) continue;
    const mid = (a[u] + c[u]) / 2;
    const at = ([p, q]: [typeof a, typeof a]): number => p[w] + ((q[w] - p[w]) * (mid - p[u])) / (q[u] - p[u]);
    const [e1, e2] = at(edges[0]) < at(edges[1]) ? edges : [edges[1], edges[0]];
    // each vertex's coordinates as written: [2] is x, [3] is y
    const written = (p: typeof a, k: 0 | 1): string => (k === 0 ? p[2] : p[3]);
    const curve = ([p, q]: [typeof a, typeof a]): string => line(written(p, u), written(p, w), written(q, u), written(q, w), outer);
    return [{ variable: inner, lo: curve(e1), hi: curve(e2) }, { variable: outer, lo: u === 0 ? a[2] : a[3], hi: u === 0 ? c[2] : c[3] }];
  }
  return null;
}

/** "the integral of e^(x+y) over the region 0 ≤ x ≤ 1, 0 ≤ y ≤ 1": a plane region makes the integral double (three ranges are refused below). */
const OVER_REGION = String.raw`\b(?:integral|int[ée]grale|integrate|int[ée]grer)\b.*\b(?:over|sur)\s+(?:the\s+|le\s+|la\s+|l['’]\s*)?(?:region|rectangle|square|triangle|domain|domaine|r[ée]gion|carr[ée])\b`;
const DOUBLE = new RegExp(String.raw`∬|\\iint|double\s+integral|int[ée]grale\s+double|\bd\s*A\b|\barea\b|(?<![A-Za-zÀ-ÿ])aire(?![A-Za-zÀ-ÿ])|\bvolume\b|\bmass\b|\bmasse\b|d\s*x\s*d\s*y|d\s*y\s*d\s*x|${OVER_REGION}`, 'i');

/** Which order the differentials give (dy dx: y inside), or x, y, z. */
function differentials(text: string): string[] {
  const d = /\bd\s*([xyz])\s*d\s*([xyz])(?:\s*d\s*([xyz]))?\b/.exec(text);
  return d ? d.slice(1).filter((v): v is string => !!v) : ['x', 'y', 'z'];
}

const TRIPLE = /∭|\\iiint|triple\s+integral|int[ée]grale\s+triple|\bd\s*V\b|\bd\s*[xyz]\s*d\s*[xyz]\s*d\s*[xyz]\b/i;

/** "E lies under the plane z = 1 + x + y and above the region …": z from 0 to the surface, over the plane region. */
const SOLID_TOP = /\b(?:under|below|beneath|sous)\s+(?:the\s+(?:surface|plane|paraboloid|graph(?:\s+of)?)\s+|la\s+surface\s+|le\s+(?:plan|parabolo[iï]de)\s+)?z\s*=\s*(.+?)\s*,?\s*(?:and\s+|et\s+)?(?:above|au-dessus)\b/i;

function solidOver(text: string): Multiple | null {
  const top = SOLID_TOP.exec(text);
  if (!top) return null;
  const below = text.slice(top.index + top[0].length);
  const plane = triangle(below) ?? regionBetweenCurves(below) ?? (() => {
    const found = ranges(below);
    return found && found.size === 2 ? ordered(found, ['y', 'x']) : null;
  })();
  if (!plane) return null;
  const hi = multipleAscii(top[1]);
  const integrand = TRIPLE_SIGN.test(text) ? integrandOf(text, ['x', 'y', 'z']) : /\bvolume\b/i.test(text) ? '1' : null;
  if (integrand === null || [...freeVars(parseAscii(hi))].some((v) => v !== 'x' && v !== 'y')) return null;
  return { kind: 'multiple', integrand, bounds: [{ variable: 'z', lo: '0', hi }, ...plane] };
}

const TRIPLE_SIGN = /∭|\\iiint|triple\s+integral|int[ée]grale\s+triple/i;

export function readPlaneRegion(problem: ProblemInput): Multiple | SolverError | null {
  const text = asTyped(problem.raw).replace(/\s+/g, ' ');
  if (!DOUBLE.test(text) && !TRIPLE.test(text)) return null;
  if (TRIPLE.test(text)) {
    try {
      const solid = solidOver(text);
      if (solid) return solid;
    } catch {
      // not a solid over a plane region: the bounds may still be written out
    }
  }
  let bounds: Bound[] | null = null;
  let conditions: RegionConditions | null = null;
  try {
    const tri = triangle(text) ?? rectangleByVertices(text);
    const found = tri ? null : ranges(text);
    // each variable between two bounds, and further inequalities (y ≤ x, x² + y² ≤ 1, below the line y = x): the region they all describe
    const space = TRIPLE.test(text) || found?.has('z') ? ['x', 'y', 'z'] : ['x', 'y'];
    const read = found && space.every((v) => found.has(v)) ? regionConditions(text, space) : null;
    if (read instanceof SolverError) return read;
    conditions = read;
    const pieces = found && found.size >= 2 ? found : tri ? null : box(text);
    if (conditions) {
      const vars = [...new Set(conditions.conditions.flatMap((c) => [...freeVars(c.f)]))].sort();
      const written = differentials(text).filter((v) => vars.includes(v));
      const cut = boundsOfConditions(conditions, [...written, ...vars.filter((v) => !written.includes(v))]);
      if (cut instanceof SolverError) return cut;
      bounds = cut;
    } else if (pieces) {
      // [0,1,5] × [0,2]: an end with a comma left in it is 0 to 1,5 or 0,1 to 5
      const split = pieces === found ? undefined : [...pieces.values()].find((ends) => ends.some((end) => end.includes(',')));
      if (split) return commaInInterval(`[${split.join(',')}]`);
      const written = differentials(text).filter((v) => pieces.has(v));
      const order = ordered(pieces, [...written, ...[...pieces.keys()].sort().filter((v) => !written.includes(v))]);
      // inequalities describe a region: where its inner bounds cross it has no points
      const clipped = order && found === pieces ? clipRegion(order) : order;
      if (clipped instanceof SolverError) return clipped;
      bounds = clipped;
    } else bounds = tri;
  } catch {
    return null;
  }
  if (!bounds || bounds.length < 2 || bounds.length > 3) return null;
  const vars = bounds.map((b) => b.variable);
  const solid = TRIPLE.test(text) || (/\bvolume\b/i.test(text) && !SURFACE.test(text));
  // a volume under a surface is a double integral over a plane region; three ranges describe a solid
  if ((bounds.length === 3) !== solid) return null;
  let integrand: string | null;
  try {
    integrand = solid && /\bvolume\b/i.test(text) && !/∭|\\iiint|triple\s+integral|int[ée]grale\s+triple/i.test(text) ? '1' : integrandWithin(text, vars);
  } catch {
    return null;
  }
  if (integrand === null || [...freeVars(parseAscii(integrand))].some((v) => !vars.includes(v))) return null;
  return { kind: 'multiple', integrand, bounds, ...(conditions ? { region: conditions.region } : {}) };
}
