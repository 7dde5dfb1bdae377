import type { ProblemInput } from '../strategy';
import { casSolve, simplify as simplify2 } from '../cas';
import { parseNode } from '../parse/math';
import { toAscii as casAscii } from '../format/ascii';
import { evaluateReal } from '../verify/numeric';
import type { TaskOf } from '../task/task';
import { type Ex, freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { inCoordinates, parseAscii } from '../strategies/integral/coordinates';
import { angleRange, value } from '../strategies/integral/reorder';
import { asTyped, multipleAscii } from './multiple';
import { exactNumber, linearCoefficients } from './numbers';

/**
 * Double and triple integrals over a region named in words or by inequalities rather than by
 * bounds: a disk, half-disk, quarter-disk or annulus (polar coordinates), a solid cylinder
 * (cylindrical), a ball, a half-ball or the part of a ball above a cone (spherical), a tetrahedron
 * cut by a plane, and the area inside a polar curve r = f(θ). The region becomes bounds in the
 * coordinates that describe it; anything not recognised is left unread, never guessed.
 */
type Multiple = TaskOf<'multiple'>;

/** Unicode and LaTeX spellings as plain ASCII, lower case, without spaces around symbols: for matching inequalities. */
function flat(text: string): string {
  return text
    .replace(/²/g, '^2').replace(/³/g, '^3')
    .replace(/[−–]/g, '-').replace(/≤|⩽|\\le(?:q)?\b/g, '<=').replace(/≥|⩾|\\ge(?:q)?\b/g, '>=')
    .replace(/π|\\pi\b/g, 'pi').replace(/θ|\\theta\b/g, 'theta').replace(/√/g, 'sqrt')
    .replace(/\\left|\\right/g, '').replace(/\{/g, '(').replace(/\}/g, ')')
    .replace(/\s+/g, ' ')
    // spaces go, except between two words: "disque x ≥ 0" keeps x apart from the word before it
    .replace(/ (?![\p{L}])|(?<![\p{L}]) /gu, '')
    .toLowerCase();
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/** a ≤ x² + y² (+ z²) ≤ b, or ≤ b alone: the radii (square roots of the bounds). */
function radii(f: string, squares: string): { lo: number; hi: number } | null {
  const between = new RegExp(String.raw`${NUM}<=?${squares}<=?${NUM}`).exec(f);
  if (between) return { lo: Math.sqrt(Number(between[1])), hi: Math.sqrt(Number(between[2])) };
  const below = new RegExp(String.raw`${squares}(?:<=?|=)${NUM}(?![\d.^])`).exec(f);
  return below ? { lo: 0, hi: Math.sqrt(Number(below[1])) } : null;
}

/** A radius named in words: the unit disk or ball, a disk, ball or sphere "of radius 2". */
function namedRadius(words: string): number | null {
  if (/\bunit\s+(?:disk|disc|circle|ball|sphere)\b|\b(?:disque|boule|sph[èe]re)\s+unit[ée]\b/i.test(words)) return 1;
  const m = /\b(?:disk|disc|circle|ball|sphere|disque|boule|sph[èe]re|cercle)\b[^.;]*?\b(?:radius|rayon)\s*(?:=\s*)?(\d+(?:\.\d+)?)/i.exec(words);
  return m ? Number(m[1]) : null;
}

/** Which sign x, y or z is held to by the text: "x ≥ 0", "upper half", "first quadrant"… */
function side(f: string, words: string, v: 'x' | 'y' | 'z', solid = false): -1 | 0 | 1 {
  if (new RegExp(String.raw`(?<![\w^.])${v}>=?0(?![\d.])|(?<![\w.])0<=?${v}(?![\w^])`).test(f)) return 1;
  if (new RegExp(String.raw`(?<![\w^.])${v}<=?0(?![\d.])|(?<![\w.])0>=?${v}(?![\w^])`).test(f)) return -1;
  if (/first\s+(?:quadrant|octant)|premier\s+(?:quadrant|octant)/i.test(words)) return 1;
  const half = {
    x: [/\bright\s+half\b|demi-[\w\s]*\bdroit/i, /\bleft\s+half\b|demi-[\w\s]*\bgauche/i],
    y: [/\bupper\s+half\b|\btop\s+half\b|demi-[\w\s]*\bsup[ée]rieur/i, /\blower\s+half\b|\bbottom\s+half\b|demi-[\w\s]*\binf[ée]rieur/i],
    z: [/\bupper\s+half\b|\babove\s+the\s+xy-plane|demi-[\w\s]*\bsup[ée]rieur/i, /\blower\s+half\b|demi-[\w\s]*\binf[ée]rieur/i],
  }[v];
  // "the upper half" of a disk is y ≥ 0, of a ball z ≥ 0
  if (v === (solid ? 'y' : 'z')) return 0;
  return half[0].test(words) ? 1 : half[1].test(words) ? -1 : 0;
}

const DIMENSION3 = /∭|\\iiint|triple\s+integral|int[ée]grale\s+triple|\bd\s*V\b|\bvolume\b|d\s*x\s*d\s*y\s*d\s*z/i;
const DIMENSION2 = /∬|\\iint|double\s+integral|int[ée]grale\s+double|\bd\s*A\b|\barea\b|\baire\b|∫\s*∫/i;
const SIGN = /(?:∭|∬|\\iiint|\\iint|∫\s*∫\s*∫?|(?:double|triple)\s+integral\s+of|int[ée]grale\s+(?:double|triple)\s+de)\s*(?:_\s*(?:\{[^{}]*\}|[A-Za-z]))?\s*/i;
const INTEGRAND_END = /\s*(?:\bd\s*[AV]\b|\bd\s*x\s*d\s*y(?:\s*d\s*z)?\b|,|\s(?:over|on|sur|where|o[uù]|for|pour|dans|inside|with)\b|$)/i;

/** The integrand after the sign, or 1 for an area or a volume. */
export function integrandOf(text: string, vars: string[]): string | null {
  const sign = SIGN.exec(text);
  if (!sign) return /\b(?:area|aire|volume)\b/i.test(text) ? '1' : null;
  const rest = text.slice(sign.index + sign[0].length);
  const end = INTEGRAND_END.exec(rest);
  const body = rest.slice(0, end ? end.index : rest.length).trim();
  if (!body) return null;
  const ascii = multipleAscii(body.replace(/^\((.*)\)$/, '$1'));
  const free = [...freeVars(parseAscii(ascii))];
  return free.every((v) => vars.includes(v)) ? ascii : null;
}

/** An expression in x, y (a bound on z) as a function of r and θ. */
function polarBound(f: string): string | null {
  try {
    const e = simplify(parseAscii(f));
    return toAscii(inCoordinates(e, 'cylindrical'));
  } catch {
    return null;
  }
}

function disk(f: string, words: string): { lo: number; hi: number } | null {
  const r = radii(f, String.raw`x\^2\+y\^2`);
  if (r) return r;
  if (/\b(?:disk|disc|disque)\b/i.test(words) || /cylind/i.test(words)) {
    const named = namedRadius(words);
    return named === null ? null : { lo: 0, hi: named };
  }
  return null;
}

/** z between two surfaces: "0 ≤ z ≤ 3", "between z = 0 and z = 3", "entre z = 0 et z = 3". */
function zRange(f: string, words: string): { lo: string; hi: string } | null {
  const ineq = /(?:^|[,;(:{]|and|et)(-?[\w.^*/+()-]+?)<=?z<=?([^,;{}]+?)(?=[,;)}]|and|et|$)/.exec(f);
  if (ineq) return { lo: ineq[1], hi: ineq[2] };
  const between = /(?:between|entre)\s+(?:the\s+planes?\s+|les\s+plans?\s+)?z\s*=\s*([^\s,]+)\s+(?:and|et)\s+(?:the\s+plane\s+|le\s+plan\s+)?z\s*=\s*([^\s,.]+)/i.exec(words.replace(/−/g, '-'));
  return between ? { lo: between[1], hi: between[2] } : null;
}

function polarDisk(text: string, f: string): Multiple | null {
  const r = disk(f, text);
  if (!r) return null;
  const range = angleRange(side(f, text, 'x'), side(f, text, 'y'));
  const integrand = integrandOf(text, ['x', 'y']);
  if (!range || integrand === null) return null;
  return { kind: 'multiple', integrand, coordinates: 'polar', bounds: [{ variable: 'r', lo: exactNumber(r.lo), hi: exactNumber(r.hi) }, { variable: 'theta', ...range }] };
}

function cylinder(text: string, f: string): Multiple | null {
  const r = disk(f, text);
  const z = zRange(f, text);
  if (!r || !z) return null;
  const range = angleRange(side(f, text, 'x', true), side(f, text, 'y', true));
  const integrand = integrandOf(text, ['x', 'y', 'z']);
  const lo = polarBound(z.lo);
  const hi = polarBound(z.hi);
  if (!range || integrand === null || lo === null || hi === null) return null;
  return {
    kind: 'multiple',
    integrand,
    coordinates: 'cylindrical',
    bounds: [{ variable: 'z', lo, hi }, { variable: 'r', lo: exactNumber(r.lo), hi: exactNumber(r.hi) }, { variable: 'theta', ...range }],
  };
}

/** "above the cone z = k√(x² + y²)": the angle from the z-axis is at most arctan(1/k). */
function coneAngle(f: string): string | null {
  const m = /above the cone (?:of )?z=(\d*(?:\.\d+)?)\*?sqrt\(x\^2\+y\^2\)|au-dessus du cône z=(\d*(?:\.\d+)?)\*?sqrt\(x\^2\+y\^2\)/.exec(f);
  if (!m) return null;
  const k = Number(m[1] || m[2] || 1);
  const known: Record<string, string> = { 1: 'pi/4' };
  return known[String(k)] ?? (Math.abs(k - Math.sqrt(3)) < 1e-12 ? 'pi/6' : null);
}

function ball(text: string, f: string): Multiple | null {
  const squares = String.raw`x\^2\+y\^2\+z\^2`;
  let r = radii(f, squares);
  if (!r && /\b(?:ball|sphere|boule|sph[èe]re)\b/i.test(text)) {
    const named = namedRadius(text);
    if (named !== null) r = { lo: 0, hi: named };
  }
  if (!r) return null;
  const integrand = integrandOf(text, ['x', 'y', 'z']);
  if (integrand === null) return null;
  const cone = coneAngle(f);
  const zSide = side(f, text, 'z', true);
  if (/cone|cône/i.test(text) && !cone) return null;
  const phi = cone ? { lo: '0', hi: cone } : zSide === 1 ? { lo: '0', hi: 'pi/2' } : zSide === -1 ? { lo: 'pi/2', hi: 'pi' } : { lo: '0', hi: 'pi' };
  const theta = angleRange(side(f, text, 'x', true), side(f, text, 'y', true));
  if (!theta) return null;
  return { kind: 'multiple', integrand, coordinates: 'spherical', bounds: [{ variable: 'rho', lo: exactNumber(r.lo), hi: exactNumber(r.hi) }, { variable: 'phi', ...phi }, { variable: 'theta', ...theta }] };
}

/**
 * The solid under a plane in the first octant: "x + y + z ≤ 1, x, y, z ≥ 0", the tetrahedron cut by
 * "the plane 2x + y + z = 4", or "{x ≥ 0, y ≥ 0, 0 ≤ z ≤ 1 − x − y}": z from 0 to the plane, then the
 * triangle below it in the xy-plane.
 */
function tetrahedron(text: string, f: string): Multiple | null {
  if (!DIMENSION3.test(text)) return null;
  let top: Ex | null = null;
  const z = zRange(f, text);
  if (z && z.lo === '0') top = parseAscii(z.hi);
  else {
    const plane = [...f.matchAll(/([-+\d.*/xyz]+)(?:<=?|=)(\d+(?:\.\d+)?)(?![\d.])/g)].find((m) => ['x', 'y', 'z'].every((v) => m[1].includes(v)));
    if (!plane) return null;
    const lhs = linearCoefficients(parseAscii(plane[1]), ['x', 'y', 'z']);
    if (!lhs || !(lhs[3] > 0)) return null;
    top = simplify(parseAscii(`(${plane[2]} - (${toAscii(simplify(parseAscii(plane[1].replace(/z/g, '0'))))}))/${lhs[3]}`));
  }
  const coeffs = linearCoefficients(top, ['x', 'y']);
  const octant = ['x', 'y'].every((v) => side(f, text, v as 'x' | 'y', true) === 1) || /tetrahedron|t[ée]tra[èe]dre|coordinate\s+planes|plans\s+de\s+coordonn/i.test(text);
  if (!coeffs || !octant) return null;
  const [c0, cx, cy] = coeffs;
  if (!(c0 > 0 && cx < 0 && cy < 0)) return null;
  const integrand = integrandOf(text, ['x', 'y', 'z']);
  if (integrand === null) return null;
  return {
    kind: 'multiple',
    integrand,
    bounds: [
      { variable: 'z', lo: '0', hi: toAscii(top) },
      { variable: 'y', lo: '0', hi: toAscii(simplify(parseAscii(`(${c0} + (${cx})*x)/${-cy}`))) },
      { variable: 'x', lo: '0', hi: exactNumber(c0 / -cx) },
    ],
  };
}

/** The area inside r = f(θ) (a cardioid, a limaçon): accepted only where f ≥ 0 on the whole turn. */
function polarCurve(text: string): Multiple | null {
  if (!/\b(?:area|aire)\b/i.test(text)) return null;
  const m = /\br\s*=\s*([^,;.]+?)(?:\s*(?:,|;|\.|\bfor\b|\bpour\b|$))/i.exec(text.replace(/θ/g, 'theta').replace(/−/g, '-'));
  if (!m) return null;
  let e: Ex;
  try {
    e = simplify(parseAscii(m[1]));
  } catch {
    return null;
  }
  if ([...freeVars(e)].some((v) => v !== 'theta')) return null;
  for (let k = 0; k <= 360; k++) {
    const v = value(e, { theta: (2 * Math.PI * k) / 360 });
    if (v === null || v < -1e-12) return null;
  }
  return { kind: 'multiple', integrand: '1', coordinates: 'polar', bounds: [{ variable: 'r', lo: '0', hi: toAscii(e) }, { variable: 'theta', lo: '0', hi: '2*pi' }] };
}

export function readRegion(problem: ProblemInput): Multiple | null {
  // the normalised text first, then the text as typed (where ∫∫ and "over" keep their meaning)
  for (const text of [problem.text, asTyped(problem.raw)]) {
    const three = DIMENSION3.test(text);
    if (!three && !DIMENSION2.test(text)) continue;
    try {
      const f = flat(text);
      const found = three ? ball(text, f) ?? cylinder(text, f) ?? tetrahedron(text, f) : polarCurve(text) ?? polarDisk(text, f);
      if (found) return found;
    } catch {
      // unreadable this way: the other spelling may still read
    }
  }
  return null;
}

/**
 * "the region bounded by y = x and y = x²", « le domaine limité par y = x² et y = 2x »: between two
 * curves y = f(x) and y = g(x) that cross at exactly two points, a type I region (x between the
 * crossings, y from the lower curve to the upper one). The integrand is the one written, or 1 for
 * an area.
 */
export function readBetweenCurves(problem: ProblemInput): Multiple | null {
  const text = asTyped(problem.raw);
  if (!/\b(?:bounded|enclosed)\s+by\b|\b(?:limit[ée]e?|d[ée]limit[ée]e?|compris(?:e)?)\s+(?:par|entre)\b|\bbetween\s+the\s+curves\b/i.test(text)) return null;
  const integrate = /^\s*(?:integrate|int[ée]grer)\s+(.+?)\s+(?:over|sur)\s+(?:the\s+|le\s+|la\s+)?(?:region|domaine|r[ée]gion)\b/i.exec(text);
  if (!integrate && !DIMENSION2.test(text) && !/\b(?:area|aire)\b/i.test(text)) return null;
  const curves = [...text.matchAll(/\by\s*=\s*([^,;]+?)(?=\s*(?:,|;|\band\b|\bet\b|\.(?!\d)|\?|$|\s(?:using|with|in|over|dA)\b))/gi)].map((m) => m[1].trim());
  if (curves.length !== 2) return null;
  let f: string;
  let g: string;
  try {
    [f, g] = curves.map((c) => multipleAscii(c));
  } catch {
    return null;
  }
  if (![f, g].every((c) => [...freeVars(parseAscii(c))].every((v) => v === 'x'))) return null;
  const crossings = crossingsOf(f, g);
  if (!crossings) return null;
  const [a, b] = crossings;
  const mid = (a.v + b.v) / 2;
  const [fm, gm] = [evaluateReal(f, { x: mid }), evaluateReal(g, { x: mid })];
  if (fm === null || gm === null || fm === gm) return null;
  const [lower, upper] = fm < gm ? [f, g] : [g, f];
  const integrand = integrate ? multipleAscii(integrate[1]) : SIGN.test(text) ? integrandOf(text, ['x', 'y']) : /\b(?:area|aire)\b/i.test(text) ? '1' : null;
  if (integrand === null) return null;
  return { kind: 'multiple', integrand, bounds: [{ variable: 'y', lo: lower, hi: upper }, { variable: 'x', lo: a.ascii, hi: b.ascii }] };
}

/** The two x where f = g, exactly (a polynomial difference with rational roots), in increasing order. */
function crossingsOf(f: string, g: string): [{ ascii: string; v: number }, { ascii: string; v: number }] | null {
  const roots = casSolve(['Equal', parseNode(f), parseNode(g)], 'x');
  if (!roots) return null;
  const real = roots
    .map((r) => ({ ascii: casAscii(simplify2(r)), v: evaluateReal(casAscii(r)) }))
    .filter((r): r is { ascii: string; v: number } => r.v !== null && Number.isFinite(r.v) && !/\d\.\d/.test(r.ascii))
    .sort((p, q) => p.v - q.v);
  const distinct = real.filter((r, k) => k === 0 || Math.abs(r.v - real[k - 1].v) > 1e-12);
  return distinct.length === 2 ? [distinct[0], distinct[1]] : null;
}
