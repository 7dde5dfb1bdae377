import type { ProblemInput } from '../strategy';
import { evaluateReal } from '../verify/numeric';
import type { TaskOf } from '../task/task';
import { type Ex, freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { inCoordinates, parseAscii } from '../strategies/integral/coordinates';
import { angleRange, value } from '../strategies/integral/reorder';
import { arcOf, halfPlanesOf, type HalfPlane } from './sectorCuts';
import { asTyped, multipleAscii, regionSubscript } from './multiple';
import { exactNumber, linearCoefficients } from './numbers';
import { circlesIn, namedCentre } from './circleRegion';
import { curveSpan } from './curveSpan';
import { planeRegionFrom } from './regionWords';

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
/** After a number: not followed by more of a formula (a digit, a power, a product, a variable x, y, z); a word may follow, glued by flat(). */
const ALONE = String.raw`(?![\d.^*(]|[xyz](?![a-z]))`;

/** a ≤ x² + y² (+ z²) ≤ b, or ≤ b alone: the radii (square roots of the bounds). */
function radii(f: string, squares: string): { lo: number; hi: number } | null {
  // a radius² is a number alone: x² + y² ≤ 2x is a disk off the origin, never x² + y² ≤ 2
  const between = new RegExp(String.raw`${NUM}<=?${squares}<=?${NUM}${ALONE}`).exec(f);
  if (between) return { lo: Math.sqrt(Number(between[1])), hi: Math.sqrt(Number(between[2])) };
  // one circle or disk x² + y² ≤ b; two (the circles x² + y² = 1 and x² + y² = 4, or ≥ 1 and ≤ 4) bound an annulus
  const found = [...f.matchAll(new RegExp(String.raw`${squares}(<=?|>=?|=)${NUM}${ALONE}`, 'g'))].map((m) => ({ op: m[1], v: Number(m[2]) })).sort((a, b) => a.v - b.v);
  if (found.length === 1) return found[0].op.startsWith('>') ? null : { lo: 0, hi: Math.sqrt(found[0].v) };
  if (found.length !== 2 || !(found[0].v < found[1].v)) return null;
  const [inner, outer] = found;
  const annulus = (inner.op === '=' && outer.op === '=') || (inner.op.startsWith('>') && outer.op.startsWith('<'));
  return annulus ? { lo: Math.sqrt(inner.v), hi: Math.sqrt(outer.v) } : null;
}

/** A radius named in words: the unit disk or ball, a disk, ball or sphere "of radius 2". */
function namedRadius(words: string): number | null {
  if (/\bunit\s+(?:disk|disc|circle|ball|sphere)\b|\b(?:disque|boule|sph[èe]re|ball)\s+unit[ée](?![\p{L}])/iu.test(words)) return 1;
  const m = /\b(?:disk|disc|circle|ball|sphere|hemisphere|disque|boule|sph[èe]re|h[ée]misph[èe]re|cercle)\b[^.;]*?\b(?:radius|rayon)\s*(?:=\s*)?(\d+(?:\.\d+)?)/i.exec(words);
  return m ? Number(m[1]) : null;
}

/** Which sign x, y or z is held to by the text: "x ≥ 0", "upper half", "first quadrant"… */
function side(f: string, words: string, v: 'x' | 'y' | 'z', solid = false): -1 | 0 | 1 {
  // the letter alone on its side: "x² + y² − x ≤ 0" is no x ≤ 0
  if (new RegExp(String.raw`(?<![\w^.+\-*/)])${v}>=?0(?!\d|\.\d)|(?<![\w.])0<=?${v}(?![\w^+\-*/(])`).test(f)) return 1;
  if (new RegExp(String.raw`(?<![\w^.+\-*/)])${v}<=?0(?!\d|\.\d)|(?<![\w.])0>=?${v}(?![\w^+\-*/(])`).test(f)) return -1;
  if (/first\s+(?:quadrant|octant)|premier\s+(?:quadrant|octant)/i.test(words)) return 1;
  // the positive quadrant written R+², R+ × R+
  if (v !== 'z' && /(?<![\w])(?:r|ℝ)_?\+\^2|(?<![\w])(?:r|ℝ)_?\+\*(?:r|ℝ)_?\+/.test(f)) return 1;
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
const DIMENSION2 = /∬|\\iint|double\s+integral|int[ée]grale\s+double|\bd\s*A\b|\barea\b|(?<![A-Za-zÀ-ÿ])aire(?![A-Za-zÀ-ÿ])|∫\s*∫|\b(?:integral|int[ée]grale)\s+(?:of|de)\b.*\b(?:over|sur)\s+(?:the\s+|le\s+|tout\s+le\s+)?(?:(?:first|second|third|fourth|premier|deuxi[èe]me|troisi[èe]me|quatri[èe]me)\s+quadrant|(?:whole\s+|entire\s+)?(?:xy-)?plane|plan)\b/i;
/** "the integral of f over the region …", « intégrer f sur le domaine … »: the region's name says the integral is multiple. */
const OVER_NAMED_REGION = String.raw`(?=.*\b(?:over|sur)\s+(?:the\s+|le\s+|la\s+|l['’]\s*|tout\s+le\s+)?(?:region|rectangle|square|triangle|domain|domaine|r[ée]gion|carr[ée]|(?:first|second|third|fourth|premier|deuxi[èe]me|troisi[èe]me|quatri[èe]me)\s+quadrant|(?:whole\s+|entire\s+)?(?:xy-)?plane|plan)\b)`;
// "double integral xy dA" with its "of" left out; "of the function f(x, y) = …" names the integrand
const SIGN = new RegExp(String.raw`(?:∭|∬|\\iiint|\\iint|∫\s*∫\s*∫?|(?:double|triple)\s+integral(?:\s+of|(?=\s*[\w(√\\])(?!\s*(?:[A-Z]\s*=\s*)?(?:∬|∭|∫|\\i+nt|over\b)))|int[ée]grale\s+(?:double|triple)(?:\s+de|(?=\s*[\w(√\\])(?!\s*(?:[A-Z]\s*=\s*)?(?:∬|∭|∫|\\i+nt|sur\b)))|(?:integral\s+of|int[ée]grale\s+de|integrate|int[ée]grer)${OVER_NAMED_REGION})\s*(?:_\s*(?:\{[^{}]*\}|[A-Za-z]))?\s*(?:(?:the\s+function|la\s+fonction)\s+)?(?:[fg]\s*\(\s*x\s*,\s*y(?:\s*,\s*z)?\s*\)\s*=\s*)?`, 'i');
const INTEGRAND_END = /\s*(?:\bd\s*[AV]\b|\bd\s*[xyz]\s*d\s*[xyz](?:\s*d\s*[xyz])?\b|,|\s(?:over|on|sur|where|o[uù]|for|pour|dans|inside|with)\b|$)/i;

/** The integrand after the sign, or 1 for an area or a volume. */
export function integrandOf(typed: string, vars: string[]): string | null {
  // ∬_{\mathbb{R}^2}: the set's letter, so that the subscript is one group of braces
  const text = regionSubscript(typed.replace(/\\mathbb\s*\{\s*R\s*\}/g, 'ℝ'));
  const sign = SIGN.exec(text);
  if (!sign) return /(?<![A-Za-zÀ-ÿ])(?:area|aire|volume)(?![A-Za-zÀ-ÿ])/i.test(text) ? '1' : null;
  const rest = text.slice(sign.index + sign[0].length);
  const end = INTEGRAND_END.exec(rest);
  const body = rest.slice(0, end ? end.index : rest.length).trim();
  // ∬ dx dy/(1 + x² + y²)²: the differentials written in the numerator, the denominator with its power
  const over = /^d\s*(?:[AV]|x\s*d\s*y(?:\s*d\s*z)?)\s*\/\s*(\((?:[^()]|\([^()]*\))*\)(?:\s*\^\s*(?:\d+|\([^()]*\)))?|[^\s,]+)/.exec(rest.trim());
  if (!body && over) return integrandOf(`∬ 1/${over[1]} dA`, vars);
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
  // "D the circle of radius 2": the region of a double integral a circle bounds
  const circleRegion = /\b(?:circle|cercle)\b/i.test(words) && /∬|\\iint|double\s+integral|int[ée]grale\s+double/i.test(words);
  if (/\b(?:disk|disc|disque)\b/i.test(words) || /cylind/i.test(words) || circleRegion) {
    const named = namedRadius(words);
    return named === null ? null : { lo: 0, hi: named };
  }
  return null;
}

/** z between two surfaces: "0 ≤ z ≤ 3", "between z = 0 and z = 3", "entre z = 0 et z = 3". */
function zRange(f: string, words: string): { lo: string; hi: string; unordered?: boolean } | null {
  const ineq = /(?:^|[,;(:{]|and|et)(-?[\w.^*/+()-]+?)<=?z<=?([^,;{}]+?)(?=[,;)}]|and|et|$)/.exec(f);
  if (ineq) return { lo: ineq[1], hi: ineq[2] };
  const between = /(?:between|entre)\s+(?:the\s+planes?\s+|les\s+plans?\s+)?z\s*=\s*([^\s,]+)\s+(?:and|et)\s+(?:the\s+plane\s+|le\s+plan\s+)?z\s*=\s*([^\s,.]+)/i.exec(words.replace(/−/g, '-'));
  if (between) return { lo: between[1], hi: between[2] };
  // "bounded by the cylinder … and the planes z = 0 and z = y + 2": the two planes, in either order (the cylinder reader orders them)
  const planes = /\b(?:planes|plans)\s+z\s*=\s*(.+?)\s+(?:and|et)\s+z\s*=\s*(.+?)(?=\s*(?:[,;.?]\s|[,;.?]?$)|\s+(?:and|et|in|dans|for|pour|above|below)\b)/i.exec(words.replace(/−/g, '-'));
  return planes ? { lo: multipleAscii(planes[1]), hi: multipleAscii(planes[2]), unordered: true } : null;
}

/**
 * The volume under z = f above a disk ("above the disk x² + y² ≤ 4"), or the solid bounded by a
 * paraboloid z = c − k(x² + y²) and the xy-plane (the disk where it is above the plane): f over
 * the disk in polar coordinates.
 */
/** The solid between the plane z = 0 and a height over a region named in words. */
function overRegion(words: string, height: string): Multiple | null {
  const region = planeRegionFrom(words.replace(/[.?!]\s*$/, ''));
  return region ? { kind: 'multiple', integrand: height, ...region } : null;
}

function volumeOverDisk(text: string): Multiple | null {
  if (!/\bvolume\b/i.test(text)) return null;
  const under = SURFACE.exec(text);
  const after = under ? text.slice(under.index + under[0].length) : '';
  // "under the paraboloid z = 4 − x² − y² and above the xy-plane": the disk where it is above the plane, as for the solid it bounds
  const abovePlane = /^\s*(?:the\s+)?(?:xy-plane|plane\s+z\s*=\s*0|(?:le|du)\s+plan\s+(?:xOy|\(?xy\)?|z\s*=\s*0))\s*[.?!]?\s*$/i.test(after);
  // any other region in words ("above the disk x² + y² ≤ 9", "over the triangle with vertices …"): the height over it
  if (under && !abovePlane) return polarDisk(after, flat(after), multipleAscii(under[1])) ?? overRegion(after, multipleAscii(under[1]));
  const cap = under ? [under[0], under[1]] : /\b(?:paraboloid|parabolo[iï]de)\s+z\s*=\s*(.+?)\s+(?:and|et)\s+(?:the\s+xy-plane|the\s+plane\s+z\s*=\s*0|le\s+plan\s+(?:xOy|\(?xy\)?|z\s*=\s*0))/i.exec(text);
  if (!cap) return null;
  const top = multipleAscii(cap[1]);
  const [c, kx, ky, k2] = [[0, 0], [1, 0], [0, 1], [2, 0]].map(([x, y]) => evaluateReal(top, { x, y }));
  if (c === null || kx === null || ky === null || k2 === null || Math.abs(kx - ky) > 1e-12) return null;
  const k = c - kx;
  // c − k(x² + y²): radial, and quadratic in the radius
  const off = evaluateReal(top, { x: 0.3, y: 0.4 });
  if (!(k > 0 && c > 0) || Math.abs(c - k2 - 4 * k) > 1e-9 || off === null || Math.abs(off - (c - 0.25 * k)) > 1e-9) return null;
  return { kind: 'multiple', integrand: top, coordinates: 'polar', bounds: [{ variable: 'r', lo: '0', hi: exactNumber(Math.sqrt(c / k)) }, { variable: 'theta', lo: '0', hi: '2*pi' }] };
}

/** A half through the disk's centre direction: the range of θ for r ≤ 2R cos(θ − α), α the centre's direction. */
const THROUGH_ORIGIN: Record<string, { hi: (d: string) => string; whole: [string, string]; halves: Record<string, [string, string]>; implied: 'x' | 'y'; sign: 1 | -1 }> = {
  right: { hi: (d) => `${d}*cos(theta)`, whole: ['-pi/2', 'pi/2'], halves: { 'y,1': ['0', 'pi/2'], 'y,-1': ['-pi/2', '0'] }, implied: 'x', sign: 1 },
  left: { hi: (d) => `${d}*cos(theta)`, whole: ['pi/2', '3*pi/2'], halves: { 'y,1': ['pi/2', 'pi'], 'y,-1': ['pi', '3*pi/2'] }, implied: 'x', sign: -1 },
  up: { hi: (d) => `${d}*sin(theta)`, whole: ['0', 'pi'], halves: { 'x,1': ['0', 'pi/2'], 'x,-1': ['pi/2', 'pi'] }, implied: 'y', sign: 1 },
  down: { hi: (d) => `${d}*sin(theta)`, whole: ['pi', '2*pi'], halves: { 'x,1': ['3*pi/2', '2*pi'], 'x,-1': ['pi', '3*pi/2'] }, implied: 'y', sign: -1 },
};

/**
 * A disk off the origin, (x − a)² + (y − b)² ≤ R², x² + y² ≤ 2x or "the unit disk centred at (2, 0)".
 * Through the origin with its centre on an axis, as courses write it: r ≤ 2a cos θ (or 2b sin θ),
 * whole or halved by the line through the origin and the centre. Otherwise polar coordinates about
 * the centre, halved only by a line through the centre. Any other side is left unread.
 */
function offCentreDisk(text: string, f: string, c: { a: string; b: string; radius: string }, given?: string): Multiple | null {
  const [a, b, radius] = [c.a, c.b, c.radius].map((v) => evaluateReal(v) ?? NaN);
  // a line x = c or y = c other than an axis ("x ≥ 1") cuts a piece this reading does not describe
  const line = /(?<![\w^.+\-*/)])[xy](?:<=?|>=?)(-?[\d./]+)(?![\w^.(])|(?<![\w^.])(-?[\d./]+)(?:<=?|>=?)[xy](?![\w^(+\-*/])/g;
  if ([...f.matchAll(line)].some((m) => evaluateReal(m[1] ?? m[2]) !== 0)) return null;
  const sides = { x: side(f, text, 'x'), y: side(f, text, 'y') };
  const integrand = given ?? integrandOf(text, ['x', 'y']);
  if (integrand === null) return null;
  const onAxis = Math.abs(a) < 1e-12 || Math.abs(b) < 1e-12;
  if (onAxis && Math.abs(Math.hypot(a, b) - radius) < 1e-12) {
    const way = THROUGH_ORIGIN[Math.abs(b) < 1e-12 ? (a > 0 ? 'right' : 'left') : b > 0 ? 'up' : 'down'];
    const cut = way.implied === 'x' ? 'y' : 'x';
    // the side the whole disk lies on says nothing; the opposite one leaves only the origin
    if (sides[way.implied] === -way.sign) return null;
    const range = sides[cut] === 0 ? way.whole : way.halves[`${cut},${sides[cut]}`];
    const hi = toAscii(simplify(parseAscii(way.hi(exactNumber(2 * (way.implied === 'x' ? a : b))))));
    return { kind: 'multiple', integrand, coordinates: 'polar', bounds: [{ variable: 'r', lo: '0', hi }, { variable: 'theta', lo: range[0], hi: range[1] }] };
  }
  // a half of a disk off the origin: only by a line through its centre
  if ((sides.x !== 0 && Math.abs(a) > 1e-12) || (sides.y !== 0 && Math.abs(b) > 1e-12)) return null;
  const range = angleRange(sides.x, sides.y);
  if (!range) return null;
  return { kind: 'multiple', integrand, coordinates: 'polar', centre: [c.a, c.b], bounds: [{ variable: 'r', lo: '0', hi: c.radius }, { variable: 'theta', ...range }] };
}

/** The disk of the text when it lies off the origin; undefined when the text's disk (if any) is centred at the origin. */
function diskOffOrigin(text: string, f: string): { a: string; b: string; radius: string } | null | undefined {
  const circles = circlesIn(f);
  const off = circles.some((c) => Math.abs(c.values.a) > 1e-12 || Math.abs(c.values.b) > 1e-12);
  if (off && circles.length === 2) return null;
  // between two circles, or outside one: not a disk
  if (off) return circles.length === 1 && circles[0].inside ? circles[0] : null;
  const centre = namedCentre(text);
  if (!centre || centre.every((v) => v === '0')) return undefined;
  const radius = namedRadius(text);
  return radius === null || circles.length > 0 || centre.length !== 2 ? null : { a: centre[0], b: centre[1], radius: exactNumber(radius) };
}

/** The slopes whose rays from the origin make a simple angle: y = x is π/4, y = √3 x is π/3, y = x/√3 is π/6. */
const RAY_ANGLES: Array<[number, string]> = [[1, 'pi/4'], [Math.sqrt(3), 'pi/3'], [1 / Math.sqrt(3), 'pi/6']];

/**
 * A line y = m·x through the origin bounding the sector in the first quadrant, with the x-axis
 * (y = 0) or the y-axis (x = 0): the angle range between them; undefined when no such line is
 * named, null when one is named but this sector is not read.
 */
function sectorRange(f: string): { lo: string; hi: string } | null | undefined {
  const ray = /(?<![\w^.])y=(\d*(?:\.\d+)?(?:\/\d+)?)\*?(sqrt\(\d+\))?\*?x(?:\/(sqrt\(\d+\)|\d+))?(?![\w^(])/.exec(f);
  if (!ray) return undefined;
  const m = evaluateReal(`(${ray[1] || '1'})*(${ray[2] ?? '1'})/(${ray[3] ?? '1'})`);
  const angle = m === null ? undefined : RAY_ANGLES.find(([k]) => Math.abs(k - m) < 1e-9)?.[1];
  if (!angle || !/first\s*quadrant|premier\s*quadrant/i.test(f)) return null;
  const xAxis = /(?<![\w^.])y=0(?!\d|\.\d)|x-?axis|axe\s*des\s*(?:x|abscisses)/.test(f);
  const yAxis = /(?<![\w^.])x=0(?!\d|\.\d)|y-?axis|axe\s*des\s*(?:y|ordonn[ée]es)/.test(f);
  if (xAxis === yAxis) return null;
  return xAxis ? { lo: '0', hi: angle } : { lo: angle, hi: 'pi/2' };
}

/** The whole plane: ∬_{R²}, "over the plane", « sur ℝ² », « sur tout le plan ». */
const WHOLE_PLANE = /(?:^|[^\p{L}])(?:r|ℝ)\^?2(?!\d|\.\d)|\b(?:the\s+)?(?:whole|entire)\s+(?:xy-)?plane\b|\bover\s+the\s+(?:xy-)?plane\b|\btout\s+le\s+plan\b|\ble\s+plan\s+(?:tout\s+)?entier\b/iu;
/** A quadrant or half-plane only: "the first quadrant", "x ≥ 0, y ≥ 0", « le demi-plan y ≥ 0 ». */
const QUADRANT = /\b(?:first|second|third|fourth)\s+quadrant\b|\b(?:premier|deuxi[èe]me|troisi[èe]me|quatri[èe]me)\s+quadrant\b|\bhalf-?plane\b|\bdemi-plan\b|(?:r|ℝ)_?\+\^?2|(?:r|ℝ)\+\*(?:r|ℝ)\+/iu;
/** Words or relations that close a region: then it is bounded, and some other reading's. */
const CLOSED = /\b(?:bounded|enclosed|between|inside|within|under|below|disk|disc|circle|triangle|rectangle|square|radius|limit[ée]e?|d[ée]limit[ée]e?|entre|disque|cercle|carr[ée]|rayon|sous)\b/i;

/**
 * An improper integral over the whole plane, a half-plane or a quadrant (∬_{R²} e^{−(x²+y²)} dA, « sur
 * le premier quadrant »): polar coordinates with r from 0 to ∞, the angle from the sides named. Every
 * relation written must be a side (x ≥ 0, y ≥ 0): any other bounds the region.
 */
function unboundedPolar(text: string, f: string): Multiple | null {
  const written = text.replace(/\\mathbb\s*\{?\s*R\s*\}?/g, 'ℝ').replace(/\{\s*(ℝ|R)\s*\}/g, '$1');
  const whole = WHOLE_PLANE.test(written) || WHOLE_PLANE.test(f);
  if (!whole && !QUADRANT.test(written) && !QUADRANT.test(f) && !/\b(?:improper|impropre|g[ée]n[ée]ralis[ée]e)\b/i.test(text)) return null;
  if (CLOSED.test(text)) return null;
  const sidesOnly = f.replace(/(?<![\w^.+\-*/)])[xy](?:>=?|<=?)0(?!\d|\.\d)|(?<![\w.])0(?:<=?|>=?)[xy](?![\w^+\-*/(])/g, '');
  if (/[<>]/.test(sidesOnly)) return null;
  // the positive quadrant written as R+², R+ × R+
  const positive = /(?:r|ℝ)_?\+\^?2|(?:r|ℝ)\+\*(?:r|ℝ)\+/iu.test(f) || /(?:R|ℝ)_?\+\^?2|(?:R|ℝ)\+\s*[*×]\s*(?:R|ℝ)\+/u.test(written);
  const [sx, sy] = positive ? [1, 1] as const : [side(f, text, 'x'), side(f, text, 'y')];
  if (!whole && sx === 0 && sy === 0) return null;
  const range = angleRange(sx, sy);
  const integrand = integrandOf(text, ['x', 'y']);
  if (!range || integrand === null) return null;
  return { kind: 'multiple', integrand, coordinates: 'polar', bounds: [{ variable: 'r', lo: '0', hi: 'oo' }, { variable: 'theta', ...range }] };
}

/**
 * Inside the circle of radius R about the origin and outside a circle through the origin with its
 * centre on an axis (x ≤ x² + y² ≤ 1): r from 2a cos θ (or 2b sin θ) to R, on the angles where the
 * small circle is met; the sides named must keep θ there, else the region is left unread.
 */
function outsideThroughOrigin(text: string, f: string, given?: string): Multiple | null {
  const circles = circlesIn(f);
  if (circles.length !== 2) return null;
  const outer = circles.find((c) => c.inside && Math.abs(c.values.a) < 1e-12 && Math.abs(c.values.b) < 1e-12);
  const inner = circles.find((c) => !c.inside);
  if (!outer || !inner) return null;
  const { a, b, radius } = inner.values;
  const onAxis = Math.abs(a) < 1e-12 || Math.abs(b) < 1e-12;
  if (!onAxis || Math.abs(Math.hypot(a, b) - radius) > 1e-12 || 2 * radius > outer.values.radius + 1e-12) return null;
  const way = THROUGH_ORIGIN[Math.abs(b) < 1e-12 ? (a > 0 ? 'right' : 'left') : b > 0 ? 'up' : 'down'];
  const cut = way.implied === 'x' ? 'y' : 'x';
  const sides = { x: side(f, text, 'x'), y: side(f, text, 'y') };
  // the small circle's side must be named (x ≥ 0 for x ≤ x² + y²): beyond it r would start at 0
  if (sides[way.implied] !== way.sign) return null;
  const range = sides[cut] === 0 ? way.whole : way.halves[`${cut},${sides[cut]}`];
  const integrand = given ?? integrandOf(text, ['x', 'y']);
  if (!range || integrand === null) return null;
  const lo = toAscii(simplify(parseAscii(way.hi(exactNumber(2 * (way.implied === 'x' ? a : b))))));
  return { kind: 'multiple', integrand, coordinates: 'polar', bounds: [{ variable: 'r', lo, hi: outer.radius }, { variable: 'theta', lo: range[0], hi: range[1] }] };
}

/**
 * The cuts of a disk by lines through the origin (y ≥ x, 0 ≤ y ≤ x, x ≥ 0), as half-planes; null
 * when an inequality is neither such a cut nor the circle (x ≤ 1, y ≥ x²): dropping it would
 * integrate over another region, and verify the integral of that one, so the disk reading refuses.
 */
function cutsOf(f: string): HalfPlane[] | null {
  const relations = f.match(/(?<![\w^.+\-*/()])[\w^.+\-*/()]+(?:(?:<=?|>=?)[\w^.+\-*/()]+)+/g) ?? [];
  const planes: HalfPlane[] = [];
  for (const found of relations) {
    // the brackets of D = {…} and a full stop after the last relation are not part of it
    const relation = found.replace(/^\(+|[).]+$/g, '');
    if (!/[xy]/.test(relation.replace(/\bmax|\bexp|\bsqrt/g, ''))) continue;
    // a circle, centred anywhere: x² + y², (x − 1)² + (y + 2)²
    if (/x(?:[+-][\d.]+\))?\^2/.test(relation) && /y(?:[+-][\d.]+\))?\^2/.test(relation)) continue;
    if (/theta/.test(relation)) continue;
    const cut = halfPlanesOf(relation);
    if (!cut) return null;
    planes.push(...cut);
  }
  return planes;
}

const sidePlanes = (x: -1 | 0 | 1, y: -1 | 0 | 1): HalfPlane[] => [...(x ? [{ a: x, b: 0 }] : []), ...(y ? [{ a: 0, b: y }] : [])];

function polarDisk(text: string, f: string, given?: string): Multiple | null {
  const cuts = cutsOf(f);
  if (cuts === null) return null;
  const between = outsideThroughOrigin(text, f, given);
  if (between) return between;
  const off = diskOffOrigin(text, f);
  if (off !== undefined) return off && offCentreDisk(text, f, off, given);
  const r = disk(f, text);
  if (!r) return null;
  // a line through the origin named as a side: the sector it cuts, never dropped
  const sector = sectorRange(f);
  if (sector === null) return null;
  const sx = side(f, text, 'x');
  const sy = side(f, text, 'y');
  // a cut by a slanted line (y ≥ x): the sector of every cut and half named, else the halves alone
  const slanted = cuts.some((p) => p.a !== 0 && p.b !== 0);
  const range = sector ?? (slanted ? arcOf([...cuts, ...sidePlanes(sx, sy)]) : angleRange(sx, sy));
  const integrand = given ?? integrandOf(text, ['x', 'y']);
  if (!range || integrand === null) return null;
  return { kind: 'multiple', integrand, coordinates: 'polar', bounds: [{ variable: 'r', lo: exactNumber(r.lo), hi: exactNumber(r.hi) }, { variable: 'theta', ...range }] };
}

function cylinder(text: string, f: string): Multiple | null {
  const r = disk(f, text);
  const z = zRange(f, text);
  if (!r || !z) return null;
  const range = angleRange(side(f, text, 'x', true), side(f, text, 'y', true));
  const integrand = integrandOf(text, ['x', 'y', 'z']);
  let lo = polarBound(z.lo);
  let hi = polarBound(z.hi);
  if (!range || integrand === null || lo === null || hi === null) return null;
  if (z.unordered) {
    // two planes named: the lower one first, the same one below everywhere over the disk, else another solid
    const gaps = [0.1, 0.5, 0.9].flatMap((k) => [0.3, 1.7, 3.1, 4.5, 5.9].map((theta) => {
      const at = { r: r.lo + k * (r.hi - r.lo), theta };
      const [a, b] = [evaluateReal(lo as string, at), evaluateReal(hi as string, at)];
      return a === null || b === null ? NaN : b - a;
    }));
    if (gaps.some((g) => Number.isNaN(g))) return null;
    if (gaps.every((g) => g <= 1e-12)) [lo, hi] = [hi, lo];
    else if (!gaps.every((g) => g >= -1e-12)) return null;
  }
  return {
    kind: 'multiple',
    integrand,
    coordinates: 'cylindrical',
    bounds: [{ variable: 'z', lo, hi }, { variable: 'r', lo: exactNumber(r.lo), hi: exactNumber(r.hi) }, { variable: 'theta', ...range }],
  };
}

/**
 * The solid between a cone z = k√(x² + y²) or a paraboloid z = k(x² + y²) and a plane z = h above
 * its vertex ("the solid bounded by the cone z = √(x² + y²) and the plane z = 1"): in cylindrical
 * coordinates z from the surface to h, r up to where they meet.
 */
function underPlaneAboveBowl(text: string, f: string): Multiple | null {
  const t = text.replace(/√\s*\(/g, 'sqrt(').replace(/[−–]/g, '-');
  // "inside the cone z = √(x² + y²) and below the plane z = 2": the plane's side may be said
  const bowl = /\b(?:cone|c[ôo]ne|paraboloid|parabolo[iï]de)\s+z\s*=\s*(.+?)\s+(?:and|et)\s+(?:(?:below|under|beneath|sous|au[\s-]dessous\s+du|en\s+dessous\s+du)\s+)?(?:the\s+|le\s+)?(?:plane|plan)\s+z\s*=\s*(\d+(?:\.\d+)?)(?!\d|\.\d)/i.exec(t);
  const worded = bowl && /\b(?:bounded|enclosed|between|inside|limit|d[ée]limit|compris|entre|int[ée]rieur)/i.test(t) ? { surface: bowl[1], h: bowl[2] } : null;
  // « le domaine √(x² + y²) ≤ z ≤ 2 », "x² + y² ≤ z ≤ 4": the same solid as inequalities, with no other relation cutting it
  const z = worded ? null : /(\d*(?:\.\d+)?\*?sqrt\(x\^2\+y\^2\)|\d*(?:\.\d+)?\*?\(x\^2\+y\^2\)|(?<![\w^.)])x\^2\+y\^2)<=?z<=?(\d+(?:\.\d+)?)(?![\d^*(a-z]|\.\d)/.exec(f);
  const written = worded ?? (z && (f.match(/<=?|>=?|=/g) ?? []).length === 2 ? { surface: z[1], h: z[2] } : null);
  if (!written) return null;
  const surface = polarBound(multipleAscii(written.surface));
  const h = Number(written.h);
  if (surface === null || !(h > 0)) return null;
  const [at1, at2, off] = [evaluateReal(surface, { r: 1, theta: 0.3 }), evaluateReal(surface, { r: 2, theta: 1.1 }), evaluateReal(surface, { r: 0, theta: 0 })];
  if (at1 === null || at2 === null || off === null || Math.abs(off) > 1e-12 || !(at1 > 0)) return null;
  // k·r (a cone) or k·r² (a paraboloid), the same in every direction
  const power = Math.abs(at2 - 2 * at1) < 1e-9 ? 1 : Math.abs(at2 - 4 * at1) < 1e-9 ? 2 : null;
  if (power === null) return null;
  const rim = exactNumber(power === 1 ? h / at1 : Math.sqrt(h / at1));
  const integrand = integrandOf(text, ['x', 'y', 'z']);
  if (integrand === null || /\d\.\d/.test(rim)) return null;
  return { kind: 'multiple', integrand, coordinates: 'cylindrical', bounds: [{ variable: 'z', lo: surface, hi: exactNumber(h) }, { variable: 'r', lo: '0', hi: rim }, { variable: 'theta', lo: '0', hi: '2*pi' }] };
}

/** "above the cone z = k√(x² + y²)": the angle from the z-axis is at most arctan(1/k). */
function coneAngle(f: string): string | null {
  // also written as the inequality z ≥ k√(x² + y²)
  const m = /above the cone (?:of )?z=(\d*(?:\.\d+)?)\*?sqrt\(x\^2\+y\^2\)|au-dessus du cône z=(\d*(?:\.\d+)?)\*?sqrt\(x\^2\+y\^2\)|(?<![\w^])z>=(\d*(?:\.\d+)?)\*?sqrt\(x\^2\+y\^2\)/.exec(f);
  if (!m) return null;
  const k = Number(m[1] || m[2] || m[3] || 1);
  const known: Record<string, string> = { 1: 'pi/4' };
  return known[String(k)] ?? (Math.abs(k - Math.sqrt(3)) < 1e-12 ? 'pi/6' : null);
}

function ball(text: string, f: string): Multiple | null {
  const squares = String.raw`x\^2\+y\^2\+z\^2`;
  let r = radii(f, squares);
  if (!r && /\b(?:ball|sphere|boule|sph[èe]re|hemisphere|h[ée]misph[èe]re)\b/i.test(text)) {
    const named = namedRadius(text);
    if (named !== null) r = { lo: 0, hi: named };
  }
  if (!r) return null;
  const integrand = integrandOf(text, ['x', 'y', 'z']);
  if (integrand === null) return null;
  const cone = coneAngle(f);
  // a cut by another level than z = 0 (z ≥ 1, above the plane z = 2) makes a cap, not a ball or half of one
  if (/(?<![\w^.])z(?:<=?|>=?|=)(?!0(?!\d|\.\d))[-+]?\d|(?<![\w.^])[-+]?(?!0(?!\d|\.\d))\d[\d.]*(?:<=?|>=?)z(?![\w^])/.test(f)) return null;
  const sides = { x: side(f, text, 'x', true), y: side(f, text, 'y', true) };
  // a hemisphere, « une demi-boule », with no side said: the upper half, z ≥ 0, as courses place it (never the whole ball)
  const half = /\b(?:hemispher(?:e|ical)|h[ée]misph[èe]r(?:e|ique)|half[\s-]ball|demi[\s-]boule|demi[\s-]sph[èe]re)/i.test(text);
  if (half && (sides.x !== 0 || sides.y !== 0)) return null;
  const zSide = half && side(f, text, 'z', true) === 0 ? 1 : side(f, text, 'z', true);
  // a cone named or written (z ≥ √(x² + y²), z ≤ …) that is not read: never the whole ball instead
  if ((/cone|cône/i.test(text) || /sqrt\(x\^2\+y\^2\)/.test(f)) && !cone) return null;
  const phi = cone ? { lo: '0', hi: cone } : zSide === 1 ? { lo: '0', hi: 'pi/2' } : zSide === -1 ? { lo: 'pi/2', hi: 'pi' } : { lo: '0', hi: 'pi' };
  const theta = angleRange(sides.x, sides.y);
  if (!theta) return null;
  return { kind: 'multiple', integrand, coordinates: 'spherical', bounds: [{ variable: 'rho', lo: exactNumber(r.lo), hi: exactNumber(r.hi) }, { variable: 'phi', ...phi }, { variable: 'theta', ...theta }] };
}

/**
 * The solid under a plane in the first octant: "x + y + z ≤ 1, x, y, z ≥ 0", the tetrahedron cut by
 * "the plane 2x + y + z = 4", or "{x ≥ 0, y ≥ 0, 0 ≤ z ≤ 1 − x − y}": z from 0 to the plane, then the
 * triangle below it in the xy-plane.
 */
/**
 * Every relation written between x, y, z and numbers is one the tetrahedron accounts for: a
 * coordinate plane or sign (x = 0, y ≥ 0, "x, y, z ≥ 0"), the slanted plane, or the range of z. Another
 * plane (x = 2y) cuts a different solid, which is left unread.
 */
function onlyOctantAndPlane(f: string): boolean {
  const relations = [...f.replace(/\^2/g, '²').matchAll(/([-+\d.*/xyz()]+)(<=?|>=?|=)([-+\d.*/xyz()]+)(?:(<=?|>=?)([-+\d.*/xyz()]+))?/g)];
  return relations.every((m) => {
    // a bracket opened before the relation or closed after it is no part of it
    const trim = (side: string): string => ((side.match(/\(/g) ?? []).length === (side.match(/\)/g) ?? []).length ? side : side.replace(/^[()]+|[()]+$/g, ''));
    const sides = [m[1], m[3], m[5]].filter((v): v is string => v !== undefined).map(trim);
    const letters = sides.map((side) => new Set(side.match(/[xyz]/g) ?? []));
    const signOnly = sides.length === 2 && sides.some((side) => /^[xyz]$/.test(side)) && sides.some((side) => side === '0');
    const slanted = letters.some((l) => l.size === 3) && letters.filter((l) => l.size > 0).length === 1;
    const zRangeOf = sides.length === 3 && sides[1] === 'z';
    return signOnly || slanted || zRangeOf;
  });
}

function tetrahedron(text: string, f: string): Multiple | null {
  if (!DIMENSION3.test(text) || !onlyOctantAndPlane(f)) return null;
  let top: Ex | null = null;
  const z = zRange(f, text);
  if (z && z.lo === '0') top = parseAscii(z.hi);
  else {
    const plane = [...f.matchAll(/([-+\d.*/xyz]+)(?:<=?|=)(\d+(?:\.\d+)?)(?!\d|\.\d)/g)].find((m) => ['x', 'y', 'z'].every((v) => m[1].includes(v)));
    if (!plane) return null;
    const lhs = linearCoefficients(parseAscii(plane[1]), ['x', 'y', 'z']);
    if (!lhs || !(lhs[3] > 0)) return null;
    // x/2 + y/3 + z/6 = 1: the coefficients exact, never their decimal values
    const cz = exactNumber(lhs[3]);
    if (/\d\.\d/.test(cz)) return null;
    top = simplify(parseAscii(`(${plane[2]} - (${toAscii(simplify(parseAscii(plane[1].replace(/z/g, '0'))))}))/(${cz})`));
  }
  const coeffs = linearCoefficients(top, ['x', 'y']);
  // the planes x = 0 and y = 0 named with the slanted one close the solid like x ≥ 0, y ≥ 0
  const planes = ['x', 'y'].every((v) => new RegExp(String.raw`(?<![\w^.+*/-])${v}=0(?!\d|\.\d)`).test(f));
  const octant = planes || ['x', 'y'].every((v) => side(f, text, v as 'x' | 'y', true) === 1) || /tetrahedron|t[ée]tra[èe]dre|coordinate\s+planes|plans\s+de\s+coordonn/i.test(text);
  if (!coeffs || !octant) return null;
  const [c0, cx, cy] = coeffs;
  if (!(c0 > 0 && cx < 0 && cy < 0)) return null;
  const exact = [c0, cx, -cy, c0 / -cx].map(exactNumber);
  if (exact.some((e) => /\d\.\d/.test(e))) return null;
  const integrand = integrandOf(text, ['x', 'y', 'z']);
  if (integrand === null) return null;
  return {
    kind: 'multiple',
    integrand,
    bounds: [
      { variable: 'z', lo: '0', hi: toAscii(top) },
      { variable: 'y', lo: '0', hi: toAscii(simplify(parseAscii(`(${exact[0]} + (${exact[1]})*x)/(${exact[2]})`))) },
      { variable: 'x', lo: '0', hi: exact[3] },
    ],
  };
}

/** The area inside r = f(θ) (a cardioid, a limaçon): accepted only where f ≥ 0 on the whole turn. */
function polarCurve(text: string): Multiple | null {
  if (!/(?<![A-Za-zÀ-ÿ])(?:area|aire)(?![A-Za-zÀ-ÿ])/i.test(text)) return null;
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

/** A question about another quantity of the solid ("surface area to volume ratio of a sphere"): not its volume. */
export const OTHER_MEASURE = /\bsurface\s+areas?\b|\bratio\b|\brapport\b|\bsuperficie\b|aire\s+(?:de\s+la\s+)?(?:surface|sph[èe]re|boule)/i;

// a non-zero coordinate: the vertex on that axis
const NUMBER = String.raw`\s*(?!0\s*[,)])(\d+(?:\.\d+)?)\s*`;
const ZERO = String.raw`\s*0\s*`;
const AXIS_POINTS = [
  new RegExp(String.raw`\(${NUMBER},${ZERO},${ZERO}\)`),
  new RegExp(String.raw`\(${ZERO},${NUMBER},${ZERO}\)`),
  new RegExp(String.raw`\(${ZERO},${ZERO},${NUMBER}\)`),
];

/**
 * "the tetrahedron with vertices (0,0,0), (1,0,0), (0,2,0) and (0,0,3)", « le tétraèdre de sommets … »:
 * the origin and one point on each axis, the solid under the plane x/a + y/b + z/c = 1 in the first octant.
 */
function tetrahedronByVertices(text: string): string {
  const m = /\b(tetrahedron|t[ée]tra[èe]dre)\s+(?:with\s+vertices|whose\s+vertices\s+are|de\s+sommets|dont\s+les\s+sommets\s+sont)\s*((?:\(\s*[\d.]+\s*,\s*[\d.]+\s*,\s*[\d.]+\s*\)\s*,?\s*(?:and|et)?\s*){4})/i.exec(text);
  if (!m || !/\(\s*0\s*,\s*0\s*,\s*0\s*\)/.test(m[2])) return text;
  const ends = AXIS_POINTS.map((re) => re.exec(m[2])?.[1]);
  if (ends.some((e) => e === undefined || Number(e) === 0)) return text;
  const [a, b, c] = ends as string[];
  return `${text.slice(0, m.index)}${m[1]} bounded by the coordinate planes and x/${a} + y/${b} + z/${c} = 1 ${text.slice(m.index + m[0].length)}`;
}

export function readRegion(problem: ProblemInput): Multiple | null {
  if (OTHER_MEASURE.test(problem.raw) || NOT_THE_TOTAL.test(problem.raw)) return null;
  // the normalised text first, then the text as typed (where ∫∫ and "over" keep their meaning)
  for (const text of [problem.text, asTyped(problem.raw)].map(tetrahedronByVertices)) {
    const three = DIMENSION3.test(text);
    if (!three && !DIMENSION2.test(text)) continue;
    try {
      const f = flat(text);
      // a ball or cylinder centred elsewhere than the origin: not described by these coordinates
      if (three && namedCentre(text)?.some((v) => v !== '0')) continue;
      const found = three ? volumeOverDisk(text) ?? underPlaneAboveBowl(text, f) ?? ball(text, f) ?? cylinder(text, f) ?? tetrahedron(text, f) : polarCurve(text) ?? polarDisk(text, f) ?? unboundedPolar(text, f);
      if (found) return found;
    } catch {
      // unreadable this way: the other spelling may still read
    }
  }
  return null;
}

/**
 * "the region bounded by y = x and y = x²", « le domaine limité par y = x² et y = 2x », "bounded by
 * y = √x, y = 0 and x = 1", "bounded by x = y² and x = 4": between two curves y = f(x) and y = g(x),
 * x running between their crossings or the vertical lines named (a type I region); the same with x
 * and y exchanged for curves x = g(y) (type II). The integrand is the one written, the surface of a
 * volume, the density of a mass, or 1 for an area.
 */
/** A centre of mass, a centroid or a moment asked: a quotient of integrals, never the mass or area alone. */
export const NOT_THE_TOTAL = /\bcent(?:er|re)s?\s+of\s+(?:mass|gravity)\b|\bcentre\s+(?:de\s+)?(?:masse|gravit[ée])\b|\bcentro[iï]de?s?\b|\bbarycentre\b|\bmoments?\b|\binertia\b|\binertie\b/i;

export function readBetweenCurves(problem: ProblemInput): Multiple | null {
  const text = asTyped(problem.raw);
  if (NOT_THE_TOTAL.test(text)) return null;
  const integrate = /^\s*(?:integrate|int[ée]grer)\s+(.+?)\s+(?:over|sur)\s+(?:the\s+|le\s+|la\s+)?(?:region|domaine|r[ée]gion)\b/i.exec(text);
  if (!integrate && !DIMENSION2.test(text) && !/(?<![A-Za-zÀ-ÿ])(?:area|aire|volume|mass|masse)(?![A-Za-zÀ-ÿ])/i.test(text)) return null;
  const bounds = regionBetweenCurves(text);
  if (!bounds) return null;
  const integrand = integrate ? multipleAscii(integrate[1]) : integrandWithin(text, ['x', 'y']);
  return integrand === null ? null : { kind: 'multiple', integrand, bounds };
}

/** The bounds of a region between two curves (type I or II), innermost first, or null; one the curves cross inside has no such bounds. */
export function regionBetweenCurves(typed: string): Multiple['bounds'] | null {
  const span = curveSpan(typed);
  if (!span || span.crosses) return null;
  return [{ variable: span.inner, lo: span.lower, hi: span.upper }, { variable: span.outer, lo: span.a.ascii, hi: span.b.ascii }];
}

/** z = f(x, y) of "the volume under z = …", « le volume sous z = … ». */
export const SURFACE = /\b(?:under|below|beneath|sous)\s+(?:the\s+(?:surface|plane|paraboloid|graph(?:\s+of)?)\s+|la\s+surface\s+|le\s+(?:plan|parabolo[iï]de|graphe(?:\s+de)?)\s+)?(?:z\s*=\s*(?:[fg]\s*\(\s*x\s*,\s*y\s*\)\s*=\s*)?|[fg]\s*\(\s*x\s*,\s*y\s*\)\s*=\s*)(.+?)\s*(?:,\s*)?(?:and\s+|et\s+)?\b(?:above|over|au-dessus|sur)\b/i;
/** The density of a mass: "density ρ(x, y) = x + y", « de densité δ(x,y) = xy », "density function x y". */
const DENSITY = /\b(?:density|densit[ée])\s*(?:function\s+|fonction\s+)?(?:(?:ρ|δ|rho|delta|mu|μ|f)\s*\(\s*x\s*,\s*y\s*\)\s*=\s*)?(.+?)\s*(?:[.;?]\s*|,\s*|\s+(?:over|on|sur)\s+.*)?$/i;

/** What is integrated over a plane region: the surface of a volume, the density of a mass, the integrand written, or 1 for an area. */
export function integrandWithin(text: string, vars: string[]): string | null {
  const surface = SURFACE.exec(text);
  if (surface && /\bvolume\b/i.test(text)) return multipleAscii(surface[1]);
  if (/\b(?:mass|masse)\b/i.test(text)) {
    const d = DENSITY.exec(text);
    return d ? multipleAscii(d[1]) : null;
  }
  const written = integrandOf(text, vars);
  if (written !== null) return written;
  return /(?<![A-Za-zÀ-ÿ])(?:area|aire)(?![A-Za-zÀ-ÿ])/i.test(text) && !/\bvolume\b/i.test(text) ? '1' : null;
}
