import { SolverError } from '../errors';
import { text as bilingual } from '../i18n';
import { casSolve, simplify } from '../cas';
import { parseNode } from '../parse/math';
import { toAscii as casAscii } from '../format/ascii';
import { evaluateReal } from '../verify/numeric';
import { freeVars } from '../strategies/derivative/expr';
import { parseAscii } from '../strategies/integral/coordinates';
import { multipleAscii } from './multiple';
import { type End, outerRestriction } from './outerRestriction';

/**
 * "the region bounded by y = x and y = x²", « le domaine limité par y = x² et y = 2x », "bounded by
 * y = √x, y = 0 and x = 1", "bounded by x = y² and x = 4", "bounded by y = sin x and the x-axis for
 * 0 ≤ x ≤ 2π": two curves y = f(x) and y = g(x), and the interval of x the region spans: between
 * their crossings, the vertical lines named, or the interval said (a type I region); the same with
 * x and y exchanged for curves x = g(y) (type II).
 */
export interface CurveSpan {
  /** The variable the curves are functions of, and the other one. */
  outer: 'x' | 'y';
  inner: 'x' | 'y';
  /** The curves, the lower one first where they do not cross. */
  lower: string;
  upper: string;
  a: End;
  b: End;
  /** The curves cross inside (a, b): the region is pieces, its area ∫|upper − lower|. */
  crosses: boolean;
}

/** A line closing a region: a number, a fraction or a multiple of π. */
const WALL = String.raw`[-+]?\s*(?:\d+(?:\.\d+)?(?:\s*\*?\s*pi)?|pi)(?:\s*\/\s*\d+)?`;
/** The words that name a region between curves. */
const NAMED = /\b(?:bounded|enclosed)\s+by\b|\b(?:limit[ée]e?|d[ée]limit[ée]e?|compris(?:e)?)\s+(?:par|entre)\b|\bbetween\s+(?:the\s+(?:curves?|graphs?|parabolas?|lines|functions)\s+(?:of\s+)?)?[xy]\s*=|\bentre\s+(?:les\s+courbes|la\s+courbe|le\s+graphe)\b|\bentre\s+[xy]\s*=/i;
/** Functions whose crossings repeat without end: the crossings found are not all of them. */
const PERIODIC = /\b(?:sin|cos|tan|cot|sec|csc)\b/;

const notClosed = (): SolverError =>
  new SolverError('unsupported', bilingual(
    'We could not tell where the region between these curves ends on the side the bound leaves open: give both ends of the interval (for example 0 ≤ x ≤ 2).',
    "Nous n'avons pas pu dire où le domaine entre ces courbes se ferme du côté que la borne laisse ouvert : donnez les deux bornes de l'intervalle (par exemple 0 ≤ x ≤ 2).",
  ));

/** The curves, the lines and the interval of a region between two curves, or null when it is not one. Throws a refusal when its interval cannot be read. */
export function curveSpan(typed: string): CurveSpan | null {
  // the curve of f(x) = … is the curve y = …
  // the axes are the lines y = 0 and x = 0 ("between the x-axis and y = x³ − x" names the region too)
  let text = typed.replace(/(?<![\w^])[a-wA-Z]\s*\(\s*x\s*\)\s*=/g, 'y =')
    .replace(/\bthe\s+x-axis\b|\bl['’]axe\s+des\s+abscisses\b|\bl['’]axe\s+\(?Ox\)?/gi, 'y = 0').replace(/\bthe\s+y-axis\b|\bl['’]axe\s+des\s+ordonn[ée]es\b|\bl['’]axe\s+\(?Oy\)?/gi, 'x = 0');
  if (!NAMED.test(text)) return null;
  // "between x = 1 and x = 2", "from x = -2 to x = 2", "on [1, 2]": the vertical lines that close the region
  text = text
    .replace(new RegExp(String.raw`\b(?:from|between|for|pour|entre|de)\s+([xy])\s*=\s*(${WALL})\s+(?:to|and|et|à|a)\s+\1\s*=\s*(${WALL})`, 'gi'), ', $1 = $2, $1 = $3')
    .replace(new RegExp(String.raw`\b(?:from|de)\s+(${WALL})\s+(?:to|à|a)\s+(${WALL})(?=\s*(?:[,.;?]|$))`, 'gi'), ', x = $1, x = $2')
    // « … et l'axe des abscisses entre 0 et 2 », "… and the x-axis between 0 and 2": two numbers after the curves are the interval
    .replace(new RegExp(String.raw`(?<=[xy]\s*=\s*[^,;]*?)(?<!\b(?:compris(?:es?)?|x|y|lies?|is))\s+\b(?:between|entre)\s+(${WALL})\s+(?:and|et)\s+(${WALL})(?=\s*(?:[,.;?]|$))`, 'gi'), ', x = $1, x = $2')
    .replace(new RegExp(String.raw`\b(?:on|over|sur)\s+(?:the\s+interval\s+|l['’]intervalle\s+)?\[\s*(${WALL})\s*[,;]\s*(${WALL})\s*\]`, 'gi'), ', x = $1, x = $2');
  // the curves after the words that name the region (a surface z = … before them is no boundary)
  const from = /\b(?:bounded|enclosed)\s+by\b|\b(?:limit[ée]e?|d[ée]limit[ée]e?|compris(?:e)?)\s+(?:par|entre)\b|\bbetween\b|\bentre\b/i.exec(text);
  const tail = from ? text.slice(from.index) : text;
  const curves = [...tail.matchAll(/(?<![\w^])([xy])\s*=\s*([^,;]+?)(?=\s*(?:,|;|\band\b|\bet\b|\.(?!\d)|\?|$|\s(?:using|with|in|on|over|sur|where|o[uù]|dA|dx|dy|for|pour|avec)\b|\s(?:[àa]\s+l['’]\s*aide|en\s+utilisant|au\s+moyen)\s))/gi)].map((m) => ({ v: m[1].toLowerCase(), f: m[2].trim() }));
  const ys = curves.filter((c) => c.v === 'y');
  const xs = curves.filter((c) => c.v === 'x');
  // the boundary curves are functions of the outer variable; lines of it close the region
  const [outer, inner, graphs, lines] = ys.length === 2 ? ['x', 'y', ys, xs] as const : xs.length === 2 ? ['y', 'x', xs, ys] as const : [null, null, [], []];
  if (!outer || !inner || lines.length > 2 || curves.length !== graphs.length + lines.length) return null;
  let f: string;
  let g: string;
  let walls: End[];
  try {
    [f, g] = graphs.map((c) => multipleAscii(c.f));
    if (![f, g].every((c) => [...freeVars(parseAscii(c))].every((v) => v === outer))) return null;
    const read = lines.map((c) => multipleAscii(c.f)).map((ascii) => ({ ascii, v: evaluateReal(ascii) }));
    if (read.some((w) => w.v === null)) return null;
    walls = (read as End[]).sort((p, q) => p.v - q.v);
  } catch {
    return null;
  }
  const said = outerRestriction(text, outer, inner);
  const ends = spanEnds(f, g, outer, walls, said.lo, said.hi);
  if (!ends) return null;
  const [a, b] = ends;
  const at = (e: string, t: number): number | null => evaluateReal(e, { [outer]: a.v + (b.v - a.v) * t });
  // the gap between the curves across the span, densely enough to see a crossing inside
  const ts = Array.from({ length: 41 }, (_, k) => (k + 0.5) / 41);
  const values = ts.map((t) => [at(f, t), at(g, t)]);
  if (values.some(([fv, gv]) => fv === null || gv === null)) return null;
  const gaps = values.map(([fv, gv]) => (gv as number) - (fv as number));
  const crosses = !gaps.every((d) => d > 0) && !gaps.every((d) => d < 0);
  const [lower, upper] = crosses || gaps[0] > 0 ? [f, g] : [g, f];
  // a quadrant keeps one side of the other axis: the region must lie there, as no curve cuts it
  if (said.innerSign && values.some((pair) => pair.some((c) => (c as number) * (said.innerSign as number) < -1e-12))) return null;
  return { outer, inner, lower, upper, a, b, crosses };
}

/**
 * The ends of the region: the interval said, closed on an open side by the lines named or by the
 * curves' crossings; else two lines, or one line and the crossing beside it, or two crossings.
 */
function spanEnds(f: string, g: string, outer: string, walls: End[], lo: End | undefined, hi: End | undefined): [End, End] | null {
  if (lo && hi) {
    // lines named besides the interval must be its ends
    if (walls.some((w) => Math.abs(w.v - lo.v) > 1e-12 && Math.abs(w.v - hi.v) > 1e-12)) return null;
    return [lo, hi];
  }
  if (lo || hi) {
    const side = (lo ?? hi) as End;
    const beyond = (p: End): boolean => (lo ? p.v > side.v + 1e-12 : p.v < side.v - 1e-12);
    // a line at the bound says it again; another line closes the other side
    const others = walls.filter((w) => Math.abs(w.v - side.v) > 1e-12);
    if (others.length > 0) {
      if (others.length !== 1 || !beyond(others[0])) return null;
      return lo ? [lo, others[0]] : [others[0], side];
    }
    // a periodic curve crosses again past the crossings found: the region has no other end
    if (PERIODIC.test(`${f} ${g}`)) throw notClosed();
    const all = crossingsOf(f, g, outer);
    if (!all) return null;
    const past = all.filter(beyond);
    if (past.length === 0) throw notClosed();
    // a bound short of every crossing leaves a piece before the first lobe: which region is meant is not said
    if (past.length > 1 && all.every(beyond)) throw notClosed();
    return lo ? [lo, past[past.length - 1]] : [past[0], side];
  }
  if (walls.length === 2) return [walls[0], walls[1]];
  const found = crossingsOf(f, g, outer);
  if (!found) return null;
  // one line and the crossing on one side of it
  if (walls.length === 1) {
    const w = walls[0];
    const sides = found.filter((c) => Math.abs(c.v - w.v) > 1e-12);
    if (sides.length !== 1) return null;
    return w.v < sides[0].v ? [w, sides[0]] : [sides[0], w];
  }
  return found.length === 2 ? [found[0], found[1]] : null;
}

/** The points where f = g, exactly (a polynomial difference with rational roots), in increasing order. */
function crossingsOf(f: string, g: string, v: string): End[] | null {
  const roots = casSolve(['Equal', parseNode(f), parseNode(g)], v);
  if (!roots) return null;
  const real = roots
    .map((r) => ({ ascii: casAscii(simplify(r)), v: evaluateReal(casAscii(r)) }))
    .filter((r): r is End => r.v !== null && Number.isFinite(r.v) && !/\d\.\d/.test(r.ascii))
    .sort((p, q) => p.v - q.v);
  return real.filter((r, k) => k === 0 || Math.abs(r.v - real[k - 1].v) > 1e-12);
}
