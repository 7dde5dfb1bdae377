import { evaluateReal } from '../verify/numeric';
import { freeVars } from '../strategies/derivative/expr';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { splitLetterProducts } from './letterProducts';

/**
 * Curves of a line integral named by their shape rather than parametrised: "the line segment from
 * (0, 0) to (3, 4)", « le segment allant de (0,0) à (1,2) », "the parabola y = x² from (0, 0) to
 * (1, 1)", "y = x³ from x = 0 to x = 2", "the circle x² + y² = 4 (counterclockwise)", "the unit
 * circle". Each becomes a parametrisation in t with its range, in the direction written.
 */
export interface Parametrised {
  curve: string[];
  parameter: string;
  lo: string;
  hi: string;
  /** Closed curves: a circle run once. */
  closed?: boolean;
}

const ascii = (s: string): string => toAscii(simplify(fromMathJson(parseCalc(splitLetterProducts(s)))));
/** A point's coordinates, separated by commas or, the French way, by semicolons (their commas then decimal): (1, 2), (−5 ; −3), (1,5 ; 2). */
const POINT = String.raw`\(\s*([^(),;]+(?:\s*,\s*[^(),;]+){1,2}|[^();]+(?:\s*;\s*[^();]+){1,2})\s*\)`;
/** A point's name before its coordinates: O(0, 0), A = (1, 1). */
const LABEL = String.raw`(?:[A-Z]['’]?\s*=?\s*)?`;
const coords = (s: string): string[] => (s.includes(';') ? s.split(';').map((c) => c.replace(',', '.')) : s.split(',')).map((c) => ascii(c.trim()));

/** « le segment [AB] avec A(0, 0) et B(1, 2) », "the segment AB where A = (1, 0), B = (0, 1)": the ends named by letters given elsewhere. */
const NAMED_ENDS = /\bsegment\s*\[?\s*([A-Z])\s*([A-Z])\s*\]?(?![A-Za-z])/;

/** The letters naming a segment's ends ([AB]): points, never the field. */
export function endNames(text: string): string[] {
  return NAMED_ENDS.exec(text)?.slice(1, 3) ?? [];
}

function namedEnds(text: string): [string, string] | null {
  const ends = NAMED_ENDS.exec(text);
  if (!ends) return null;
  const at = (name: string): string | undefined => new RegExp(String.raw`(?<![A-Za-z])${name}\s*=?\s*${POINT}`).exec(text)?.[1];
  const [a, b] = [at(ends[1]), at(ends[2])];
  return a && b ? [a, b] : null;
}

function segment(text: string): Parametrised | null {
  const m = new RegExp(String.raw`\bsegment\s+(?:(?:that\s+|which\s+)?(?:goes|going|runs|running|joins|connects)\s+(?:from\s+)?|(?:qui\s+)?(?:relie|joint|va\s+de|part\s+de)\s+|(?:partant|issu)\s+de\s+)?(?:from|joining|connecting|between|allant\s+de|de|reliant|joignant|d['’]origine)?\s*(?:the\s+point\s+|le\s+point\s+|[A-Z]\s*=?\s*)?${POINT}\s*(?:to|and|à|a|et|jusqu['’]à|vers|d['’]extr[ée]mit[ée])\s*(?:the\s+point\s+|le\s+point\s+|[A-Z]\s*=?\s*)?${POINT}`, 'i').exec(text)
    ?? new RegExp(String.raw`\b(?:straight\s+)?line\s+from\s*${POINT}\s*to\s*${POINT}`, 'i').exec(text);
  const ends = m ? [m[1], m[2]] : namedEnds(text);
  if (!ends) return null;
  const [a, b] = [coords(ends[0]), coords(ends[1])];
  if (a.length !== b.length) return null;
  return { curve: a.map((c, k) => ascii(`(${c}) + ((${b[k]}) - (${c}))*t`)), parameter: 't', lo: '0', hi: '1' };
}

/** y = g(x) between two points on it, or between two values of x: x itself is the parameter; x = g(y) the same way round, y the parameter. */
function graph(text: string): Parametrised | null {
  // words caught after the equal sign are no formula: no graph there
  const attempt = (d: 'x' | 'y', v: 'x' | 'y'): Parametrised | null => {
    try {
      return graphOf(text, d, v);
    } catch {
      return null;
    }
  };
  return attempt('y', 'x') ?? attempt('x', 'y');
}

function graphOf(text: string, dependent: 'x' | 'y', free: 'x' | 'y'): Parametrised | null {
  const [d, v] = [dependent, free];
  // the ends may be named: « allant de O(0, 0) à A(1, 1) », "from A = (0, 0) to B = (1, 1)", « depuis (−5, −3) jusqu'à (0, 2) »
  const between = new RegExp(String.raw`(?<![\w^])${d}\s*=\s*(.+?)\s+(?:from|de|allant\s+de|depuis|between|entre)\s*${LABEL}${POINT}\s*(?:to|à|a|jusqu['’]\s*(?:à|au|en)|and|et)\s*(?:the\s+point\s+|le\s+point\s+)?${LABEL}${POINT}`, 'i').exec(text);
  // "from x = 0 to x = 2", "from 0 to π/4", « entre x = 0 et x = 1 », "for 0 ≤ x ≤ 4": the values of x
  const values = new RegExp(String.raw`(?<![\w^])${d}\s*=\s*(.+?)\s*,?\s+(?:from|de|pour|for|between|entre|(?:pour\s+)?${v}\s+allant\s+de)\s+(?:${v}\s*=\s*)?([^\s,]+)\s+(?:to|à|a|and|et|jusqu['’]à)\s+(?:${v}\s*=\s*)?(\d+\.\d+|[^\s,;.?]+)`, 'i').exec(text)
    ?? new RegExp(String.raw`(?<![\w^])${d}\s*=\s*(.+?)\s*,?\s+(?:for|on|pour|sur|with|avec)\s+([^\s,]+)\s*<=\s*${v}\s*<=\s*([^\s,;?]+)`, 'i').exec(text);
  const at = v === 'x' ? 0 : 1;
  let g: string;
  let lo: string;
  let hi: string;
  if (between) {
    const [a, b] = [coords(between[2]), coords(between[3])];
    if (a.length !== 2 || b.length !== 2) return null;
    g = ascii(between[1]);
    // both ends must lie on the curve, else the text names another path
    for (const p of [a, b]) {
      const gv = evaluateReal(g, { [v]: evaluateReal(p[at]) ?? NaN });
      const dv = evaluateReal(p[1 - at]);
      if (gv === null || dv === null || Math.abs(gv - dv) > 1e-9) return null;
    }
    [lo, hi] = [a[at], b[at]];
  } else if (values) {
    g = ascii(values[1]);
    [lo, hi] = [ascii(values[2]), ascii(values[3])];
  } else return null;
  // a function of the free letter alone (x = 4 − y² has no x in it; x = cos t, y = sin t is a parametrisation, not a graph)
  if (![...freeVars(fromMathJson(parseCalc(g)))].every((u) => u === v || u === 'pi' || u === 'e')) return null;
  const along = toAscii(simplify(fromMathJson(parseCalc(g.replace(new RegExp(String.raw`(?<![A-Za-z])${v}(?![A-Za-z])`, 'g'), '(t)')))));
  return { curve: v === 'x' ? ['t', along] : [along, 't'], parameter: 't', lo, hi };
}

/** The arcs of a circle named by their half or quarter: the range of the angle, counterclockwise. */
const ARCS: Array<[RegExp, [number, number]]> = [
  [/\b(?:upper|top)\s+(?:half|semi-?circle)|\bsemi-?circle\s+(?:above|in\s+the\s+upper)|demi-cercle\s+sup[ée]rieur|(?<![\w^.])y\s*>=?\s*0(?!\d|\.\d)/i, [0, 1]],
  [/\b(?:lower|bottom)\s+(?:half|semi-?circle)|demi-cercle\s+inf[ée]rieur|(?<![\w^.])y\s*<=?\s*0(?!\d|\.\d)/i, [1, 2]],
  [/\bright\s+(?:half|semi-?circle)|demi-cercle\s+droit|(?<![\w^.])x\s*>=?\s*0(?!\d|\.\d)/i, [-0.5, 0.5]],
  [/\bleft\s+(?:half|semi-?circle)|demi-cercle\s+gauche|(?<![\w^.])x\s*<=?\s*0(?!\d|\.\d)/i, [0.5, 1.5]],
  [/\b(?:first|1st)\s+quadrant|premier\s+quadrant|1er\s+quadrant/i, [0, 0.5]],
  [/\b(?:second|2nd)\s+quadrant|(?:deuxi[èe]me|second|2e|2[èe]me)\s+quadrant/i, [0.5, 1]],
  [/\b(?:third|3rd)\s+quadrant|(?:troisi[èe]me|3e|3[èe]me)\s+quadrant/i, [1, 1.5]],
  [/\b(?:fourth|4th)\s+quadrant|(?:quatri[èe]me|4e|4[èe]me)\s+quadrant/i, [1.5, 2]],
];

const CLOCKWISE = /(?<!counter[\s-]?|anti[\s-]?)\bclockwise\b|sens\s+(?:horaire|indirect|r[ée]trograde)/i;

/** A word saying that only a part of the circle is run. */
const PART = /\b(?:half|semi-?circle|quarter|arc|demi-cercle|quart|portion|part)\b|demi-cercle/i;

/** An angle given in half-turns as a multiple of π. */
const turn = (k: number): string => ascii(`${exactFraction(k)}*pi`);
const exactFraction = (k: number): string => {
  for (let q = 1; q <= 12; q++) if (Math.abs(k * q - Math.round(k * q)) < 1e-9) return `${Math.round(k * q)}/${q}`;
  return String(k);
};

/** The angle t of a point (a cos t, b sin t) of the circle (b = a) or the ellipse, in half-turns in [0, 2), or null when it is not on it. */
function angleOf(point: string, r: number, b = r): number | null {
  const [x, y] = point.split(/[,;]/).map((c) => evaluateReal(ascii(c.trim())));
  if (x === null || y === null || x === undefined || y === undefined || Math.abs(Math.hypot(x / r, y / b) - 1) > 1e-9) return null;
  const a = Math.atan2(y / b, x / r) / Math.PI;
  return a < 0 ? a + 2 : a;
}

/**
 * The part of the circle run: a half or a quarter named ("the upper half", « le demi-cercle
 * inférieur », "in the first quadrant"), from one end to the other when the ends are given, else
 * counterclockwise. undefined for the whole circle; null when a part is named that this does not
 * read (an arc between points with no half named): never the whole circle instead.
 */
function arcOf(text: string, r: number, b = r): [string, string] | null | undefined {
  const named = ARCS.filter(([re]) => re.test(text)).map(([, range]) => range);
  const ends = new RegExp(String.raw`\b(?:from|de|allant\s+de)\s*(?:[A-Z]\s*)?\(([^()]+)\)\s*(?:to|à|a|jusqu['’]à)\s*(?:[A-Z]\s*)?\(([^()]+)\)`, 'i').exec(text);
  if (named.length === 0) {
    if (!ends) return PART.test(text) ? null : undefined;
    // between two points with the way round written: "from (1, 0) to (0, 1) counterclockwise"
    const [from, to] = [angleOf(ends[1], r, b), angleOf(ends[2], r, b)];
    const way = /(?<!counter[\s-]?|anti[\s-]?)\bclockwise\b|sens\s+(?:horaire|indirect|r[ée]trograde)/i.test(text) ? -1 : /\b(?:counter|anti)[\s-]?clockwise\b|sens\s+(?:direct|trigonom[ée]trique|positif)/i.test(text) ? 1 : 0;
    if (from === null || to === null || Math.abs(from - to) < 1e-9) return null;
    // the end's angle reached turning one way (1 counterclockwise, −1 clockwise) from the start
    const endTurning = (w: number): number => (w > 0 ? (to > from ? to : to + 2) : to < from ? to : to - 2);
    // a quarter between its two ends, the way round unsaid (« le quart de cercle allant de (1, 0) à (0, 1) »): the way that turns a quarter
    const quarter = way === 0 && /\bquarter\b|\bquart\b/i.test(text) ? [1, -1].find((w) => Math.abs(Math.abs(endTurning(w) - from) - 0.5) < 1e-9) : undefined;
    const turning = quarter ?? way;
    if (turning === 0) return null;
    const end = endTurning(turning);
    return [turn(from), turn(end)];
  }
  // a half and a quarter inside it ("upper half, x ≥ 0"): their common part
  const lo = Math.max(...named.map(([a]) => a));
  const hi = Math.min(...named.map(([, b]) => b));
  if (!(hi - lo > 1e-9) || named.some(([a, b]) => b - a < hi - lo - 1e-9 || a > lo + 1e-9 || b < hi - 1e-9)) return null;
  if (!ends) {
    // the way round written: clockwise runs the named part from its far end back
    return CLOCKWISE.test(text) ? [turn(hi), turn(lo)] : [turn(lo), turn(hi)];
  }
  const [from, to] = [angleOf(ends[1], r, b), angleOf(ends[2], r, b)];
  if (from === null || to === null) return null;
  // the ends of the arc, either way round (angles compared modulo a full turn)
  const same = (p: number, q: number): boolean => Math.abs(((p - q) % 2 + 2) % 2) < 1e-9 || Math.abs(((p - q) % 2 + 2) % 2 - 2) < 1e-9;
  if (same(from, lo) && same(to, hi)) return [turn(lo), turn(hi)];
  if (same(from, hi) && same(to, lo)) return [turn(hi), turn(lo)];
  return null;
}

function circle(text: string): Parametrised | null {
  const eq = /\b(?:semi-?)?(?:circle|cercle)\s+x\s*\^\s*2\s*\+\s*y\s*\^\s*2\s*=\s*(\d+(?:\.\d+)?|[a-zA-Z]\s*\^\s*2(?![\w.^]))/i.exec(text);
  const unit = /\bunit\s+circle\b|\bcercle\s+unit[ée]\b|\bcercle\s+trigonom[ée]trique\b/i.test(text);
  // "the upper semicircle of radius 2 centred at the origin", « le demi-cercle inférieur de centre O et de rayon 4 »: one word may sit between
  const named = /\b(?:semi-?)?(?:circle|cercle)(?:\s+(?:sup[ée]rieur|inf[ée]rieur|droit|gauche))?\s+(?:of\s+radius|de\s+rayon)\s+(\d+(?:\.\d+)?)\s+(?:centered|centred|centr[ée])\s+(?:at|en|à)\s+(?:the\s+origin|l['’]origine|O\b|\(\s*0\s*,\s*0\s*\))/i.exec(text)
    // the centre first: « cercle de centre O et de rayon 2 », "circle with center the origin and radius 2"
    ?? /\b(?:semi-?)?(?:circle|cercle)(?:\s+(?:sup[ée]rieur|inf[ée]rieur|droit|gauche))?\s+(?:de\s+centre|(?:with\s+)?cent(?:er|re)(?:ed)?(?:\s+at)?|centr[ée]\s+(?:en|à))\s+(?:the\s+origin|l['’]origine|O\b|\(\s*0\s*,\s*0\s*\))\s*,?\s*(?:et\s+de\s+|and\s+(?:of\s+)?|with\s+(?:a\s+)?|of\s+|de\s+)?(?:rayon|radius)\s+(\d+(?:\.\d+)?)/i.exec(text);
  // a radius that is a letter (x² + y² = a², "of radius R"): the circle of that radius, its letter kept
  const letterRadius = /(?:radius|rayon)\s+([a-zA-Z])(?![\w.^])/i.exec(text);
  const r = eq ? (/^[a-zA-Z]/.test(eq[1]) ? eq[1][0] : ascii(`sqrt(${eq[1]})`)) : unit ? '1' : named ? ascii(named[1]) : letterRadius && /\b(?:circle|cercle)\b[^.;]*?\b(?:centered|centred|centr[ée]|center|centre)\s+(?:at\s+|en\s+|à\s+)?(?:the\s+origin|l['’]origine|O\b|\(\s*0\s*,\s*0\s*\))|\b(?:de\s+centre|with\s+cent(?:er|re))\s+(?:O\b|l['’]origine|the\s+origin)/i.test(text) ? letterRadius[1] : null;
  if (r === null) return null;
  const arc = arcOf(text, evaluateReal(r) ?? NaN);
  if (arc === null) return null;
  const scale = r === '1' ? '' : `${r}*`;
  if (arc) return { curve: [`${scale}cos(t)`, `${scale}sin(t)`], parameter: 't', lo: arc[0], hi: arc[1] };
  // counterclockwise unless said otherwise; clockwise turns the other way
  const clockwise = /(?<!counter[\s-]?|anti[\s-]?)\bclockwise\b|sens\s+(?:horaire|indirect|r[ée]trograde)/i.test(text);
  return { curve: [`${scale}cos(t)`, `${clockwise ? '-' : ''}${scale}sin(t)`], parameter: 't', lo: '0', hi: '2*pi', closed: true };
}

/**
 * An ellipse x²/a² + y²/b² = 1, also written 4x² + 9y² = 36 (« l'ellipse d'équation … »), run as
 * (a cos t, b sin t): whole, counterclockwise unless said otherwise, or the part named, as a circle's.
 */
const ELLIPSE = /(?<![\w^)])((?:\d+(?:\.\d+)?\s*\*?\s*)?x\s*\^\s*2(?:\s*\/\s*\d+(?:\.\d+)?)?\s*\+\s*(?:\d+(?:\.\d+)?\s*\*?\s*)?y\s*\^\s*2(?:\s*\/\s*\d+(?:\.\d+)?)?)\s*=\s*(\d+(?:\.\d+)?)(?![\d.^*/])/;

function ellipse(text: string): Parametrised | null {
  const m = ELLIPSE.exec(text);
  if (!m) return null;
  const lhs = ascii(m[1]);
  const c = evaluateReal(ascii(m[2]));
  const [A, B] = [evaluateReal(lhs, { x: 1, y: 0 }), evaluateReal(lhs, { x: 0, y: 1 })];
  if (c === null || A === null || B === null || !(A > 0 && B > 0 && c > 0)) return null;
  const [a, b] = [ascii(`sqrt((${m[2]})/(${exactFraction(A)}))`), ascii(`sqrt((${m[2]})/(${exactFraction(B)}))`)];
  const arc = arcOf(text, Math.sqrt(c / A), Math.sqrt(c / B));
  if (arc === null) return null;
  const [sx, sy] = [a === '1' ? '' : `${a}*`, b === '1' ? '' : `${b}*`];
  if (arc) return { curve: [`${sx}cos(t)`, `${sy}sin(t)`], parameter: 't', lo: arc[0], hi: arc[1] };
  return { curve: [`${sx}cos(t)`, `${CLOCKWISE.test(text) ? '-' : ''}${sy}sin(t)`], parameter: 't', lo: '0', hi: '2*pi', closed: true };
}

/**
 * A region bounded by two circles or ellipses ("the boundary of the upper half-annulus formed by
 * the circles x² + y² = 1 and x² + y² = 4", « la couronne entre … »): no one of them is the curve,
 * whose boundary runs round both.
 */
function betweenTwoConics(text: string): boolean {
  const equations = new Set([...text.matchAll(new RegExp(ELLIPSE.source, 'g'))].map((m) => `${m[1].replace(/\s+/g, '')}=${m[2]}`));
  return equations.size > 1 || /\b(?:annulus|annular|ring|anneau|demi-anneau|couronne)\b|\b(?:between|entre)\s+(?:the\s+|les\s+)?(?:two\s+|deux\s+)?(?:circles|cercles|ellipses)\b/i.test(text);
}

export function namedCurve(text: string): Parametrised | null {
  const shaped = segment(text) ?? graph(text);
  if (shaped) return shaped;
  return betweenTwoConics(text) ? null : circle(text) ?? ellipse(text);
}
