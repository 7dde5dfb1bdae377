import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { derivative } from '../strategies/derivative/differentiate';
import { freeVars, substitute } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import { evaluateReal } from '../verify/numeric';
import { multipleAscii } from './multiple';
import { exactNumber, linearCoefficients } from './numbers';
import { type PlaneRegion, planeRegionFrom } from './regionWords';
import { interceptPlane } from './letterSolid';

/**
 * The area of a surface that is the graph z = g(x, y) over a plane region: "area of the part of the
 * paraboloid z = x² + y² above the disk x² + y² ≤ 4", « aire de la portion du paraboloïde … située
 * au-dessus du disque … », "surface area of z = … over the triangle …", "the part of the plane
 * x + y + z = 1 in the first octant", "the paraboloid z = x² + y² under the plane z = 1". The
 * region is read by the plane-region readers from the words after the surface; the integrand is
 * the area element √(1 + g_x² + g_y²). A surface named but whose region is not read is refused by
 * name, never answered by the area of the region alone.
 */
type Multiple = TaskOf<'multiple'>;

const AREA = /\b(?:surface\s+area|area|aire)\b/i;
/** The surface's equation ends where the region's words begin. */
const REGION_WORDS = String.raw`(?:\s*,?\s*(?:that|which|lying|lies|located|situ[ée]e?|qui|above|over|under|below|inside|within|in\s+the\s+first|cut|au-dessus|au-dessous|en\s+dessous|sur|sous|dans|à\s+l['’]int[ée]rieur|for|pour|with|avec|where|o[uù])\b|\s*[,;?]|\.(?!\d)|$)`;
const GRAPH = new RegExp(String.raw`(?<![\w^])z\s*=\s*(.+?)(?=${REGION_WORDS})`, 'i');
/** A plane written implicitly: "the plane x + 2y + z = 4", « le plan 2x + y + z = 6 ». */
const PLANE = new RegExp(String.raw`\b(?:plane|plan)\s+([-+\d.\sxyz*]*z[-+\d.\sxyz*]*)=\s*([-+]?\d+(?:\.\d+)?)(?=${REGION_WORDS})`, 'i');
/** Surfaces no graph reading covers here: their area is refused by name. */
const OTHER = /\b(?:paraboloid|parabolo[iï]de|sphere|sph[èe]re|cone|cône|cylinder|cylindre|hemisphere|h[ée]misph[èe]re|helicoid|torus|tore)\b/i;

/** Words that put a surface over a region: with a surface no graph reading covers, its area is refused. */
const ON_REGION = /\b(?:part|portion|partie|piece|above|over|inside|within|under|below|au-dessus|au-dessous|dans|sous|disk|disc|disque|octant)\b/i;

const refuse = (): SolverError => new SolverError('unsupported', {
  en: 'We could not read the region under the surface whose area is asked: give the surface as z = g(x, y) and the region below it (a disk x² + y² ≤ 4, a rectangle 0 ≤ x ≤ 1, 0 ≤ y ≤ 2, a triangle with its vertices).',
  fr: "Nous n'avons pas pu lire le domaine sous la surface dont l'aire est demandée : donnez la surface sous la forme z = g(x, y) et le domaine en dessous (un disque x² + y² ≤ 4, un rectangle 0 ≤ x ≤ 1, 0 ≤ y ≤ 2, un triangle par ses sommets).",
});

/** The surface as a function of x and y, and the words after it. */
export function surfaceOf(text: string): { g: string; rest: string } | null {
  // x/a + y/b + z/c = 1, its intercepts letters: z = c(1 − x/a − y/b)
  const intercepts = interceptPlane(text);
  if (intercepts) return { g: `${intercepts.c}*(1 - x/${intercepts.a} - y/${intercepts.b})`, rest: text.slice(intercepts.index + intercepts.length) };
  const plane = PLANE.exec(text);
  const graph = GRAPH.exec(text);
  // "under the plane z = 1" is a bound, and the first surface named is the one whose area is asked
  if (plane && /[xy]/.test(plane[1]) && !(graph && graph.index < plane.index)) {
    const lhs = linearCoefficients(parseAscii(multipleAscii(plane[1])), ['x', 'y', 'z']);
    if (!lhs || lhs[3] === 0 || lhs[0] !== 0) return null;
    const c = Number(plane[2]);
    const g = simplify(parseAscii(`(${c} - (${lhs[1]})*x - (${lhs[2]})*y)/(${lhs[3]})`));
    return { g: toAscii(g), rest: text.slice(plane.index + plane[0].length) };
  }
  if (!graph) return null;
  const g = multipleAscii(graph[1]);
  const free = [...freeVars(parseAscii(g))];
  // z = 1 is a bound on z, not a surface over a region
  if (!free.length || free.some((v) => v !== 'x' && v !== 'y')) return null;
  return { g, rest: text.slice(graph.index + graph[0].length) };
}

/** g = b + a(x² + y²): the coefficients, read by evaluation; null when g is not of that form. */
export function radial(g: string): { a: number; b: number } | null {
  const at = (x: number, y: number): number | null => evaluateReal(g, { x, y });
  const [b, a1, ay, off] = [at(0, 0), at(1, 0), at(0, 1), at(0.3, 0.4)];
  if (b === null || a1 === null || ay === null || off === null) return null;
  const a = a1 - b;
  if (Math.abs(ay - a1) > 1e-12 || Math.abs(off - (b + 0.25 * a)) > 1e-9 || Math.abs((at(2, 0) ?? NaN) - (b + 4 * a)) > 1e-9 || a === 0) return null;
  return { a, b };
}

/**
 * The words that name the region, as a plane-region reader reads them: "under the plane z = 1" of
 * a radial surface is the disk where it is below, "inside the cylinder x² + y² = 4" a disk.
 */
function regionWords(g: string, rest: string): string {
  const cut = /\b(?:under|below|beneath|sous|au-dessous\s+du|en\s+dessous\s+du)\s+(?:the\s+plane\s+|le\s+plan\s+)?z\s*=\s*([-+]?\d+(?:[.,]\d+)?)|\b(?:above|au-dessus\s+du)\s+(?:the\s+plane\s+|le\s+plan\s+)?(?:z\s*=\s*([-+]?\d+(?:[.,]\d+)?)|(?:the\s+)?xy-plane|(?:plan\s+)?\(?xOy\)?)/i.exec(rest);
  const shape = radial(g);
  if (cut && shape) {
    const below = cut[1] !== undefined;
    const c = Number((cut[1] ?? cut[2] ?? '0').replace(',', '.'));
    const r2 = (c - shape.b) / shape.a;
    // the part below z = c of an upward paraboloid, above z = c of a downward one, is a disk
    if (r2 > 0 && (below ? shape.a > 0 : shape.a < 0)) return `disk x^2 + y^2 <= ${exactNumber(r2)}`;
  }
  const cylinder = /\b(?:inside|within|dans|à\s+l['’]int[ée]rieur\s+du)\s+(?:the\s+|le\s+)?(?:cylinder|cylindre)\s+x\s*\^?\s*2\s*\+\s*y\s*\^?\s*2\s*=\s*(\d+(?:[.,]\d+)?)/i.exec(rest.replace(/²/g, '^2'));
  if (cylinder) return `disk x^2 + y^2 <= ${cylinder[1]}`;
  return `region ${rest.replace(/^\s*(?:that|which|qui)?\s*(?:lies|lying|is|est|se\s+trouve|located|situ[ée]e?)?\s*/i, '')}`;
}

/** z = c(1 − x/a − y/b) with letters: the plane through (a, 0, 0), (0, b, 0), (0, 0, c). */
const LETTER_PLANE = /^([a-wA-Z])\*\(1 - x\/([a-wA-Z]) - y\/([a-wA-Z])\)$/;

/** The part of a plane z = c0 + cx x + cy y in the first octant: the triangle below it where z ≥ 0. */
function octantTriangle(g: string, rest: string): Multiple['bounds'] | null {
  if (!/first\s+octant|premier\s+octant/i.test(rest)) return null;
  const letters = LETTER_PLANE.exec(g);
  // the intercepts are taken positive, as the first octant part is then the triangle they span
  if (letters) return [{ variable: 'y', lo: '0', hi: `${letters[3]}*(1 - x/${letters[2]})` }, { variable: 'x', lo: '0', hi: letters[2] }];
  const coeffs = linearCoefficients(parseAscii(g), ['x', 'y']);
  if (!coeffs) return null;
  const [c0, cx, cy] = coeffs;
  if (!(c0 > 0 && cx < 0 && cy < 0)) return null;
  return [
    { variable: 'y', lo: '0', hi: toAscii(simplify(parseAscii(`(${c0} + (${cx})*x)/${-cy}`))) },
    { variable: 'x', lo: '0', hi: exactNumber(c0 / -cx) },
  ];
}

/**
 * "below z = h", "0 ≤ z ≤ 2" of an upward radial surface b + a(x² + y²), h a letter or a number: the
 * disk r ≤ √((h − b)/a), in polar coordinates.
 */
function radialCut(g: string, rest: string): PlaneRegion | null {
  const level = String.raw`([a-wA-Z]|\d+(?:[.,]\d+)?)(?![\p{L}\d(^*/+-]|[.,]\d)`;
  const cut = new RegExp(String.raw`\b(?:under|below|beneath|sous|au-dessous\s+du|en\s+dessous\s+du)\s+(?:the\s+plane\s+|le\s+plan\s+)?z\s*=\s*${level}`, 'iu').exec(rest)
    ?? new RegExp(String.raw`^\s*,?\s*(?:(?:for|with|pour|avec|where|o[uù])\s+)?(?:0\s*(?:≤|<=|⩽)\s*)?z\s*(?:≤|<=|⩽|<)\s*${level}`, 'iu').exec(rest);
  const shape = radial(g);
  if (!cut || !shape || !(shape.a > 0)) return null;
  const at = cut[1].replace(',', '.');
  if (/^\d/.test(at)) {
    const r2 = (Number(at) - shape.b) / shape.a;
    return r2 > 0 ? { coordinates: 'polar', bounds: [{ variable: 'r', lo: '0', hi: exactNumber(Math.sqrt(r2)) }, { variable: 'theta', lo: '0', hi: '2*pi' }] } : null;
  }
  const r2 = shape.b === 0 ? at : `${at} - ${exactNumber(shape.b)}`;
  return { coordinates: 'polar', bounds: [{ variable: 'r', lo: '0', hi: toAscii(simplify(parseAscii(`sqrt((${r2})/${exactNumber(shape.a)})`))) }, { variable: 'theta', lo: '0', hi: '2*pi' }] };
}

export function regionUnder(g: string, rest: string): PlaneRegion | null {
  const cut = radialCut(g, rest);
  if (cut) return cut;
  const triangle = octantTriangle(g, rest);
  return triangle ? { bounds: triangle } : planeRegionFrom(regionWords(g, rest));
}

/** ∬_S f dS, "the surface integral of f over S", « l'intégrale de surface de f sur S ». */
const SCALAR_SIGN = /(?:∬|∫\s*∫|\\iint)\s*(?:_\s*\{?\s*[A-Z]\s*\}?)?\s*(.+?)\s*\bd\s*S\b/;
const SCALAR_WORDS = /\b(?:surface\s+integral|int[ée]grale\s+(?:de\s+surface|surfacique))\s+(?:of|de)\s+(?:[a-z]\s*\(\s*x\s*,\s*y\s*,\s*z\s*\)\s*=\s*)?(.+?)\s*(?:\b(?:over|on|across|where|sur|o[ùu])\b|[,;])/i;
/** A field dotted with dS or with the normal: a flux, never a scalar surface integral. */
const FIELD_DOT = /[A-Z]\s*(?:·|⋅|\.|\*|\\cdot)\s*(?:d\s*S|n\b|\\?hat)|\bd\s*\\?vec\s*\{?S|\bflux\b/i;

const unreadSurface = (): SolverError => new SolverError('unsupported', {
  en: 'We could not read the surface of this surface integral: give it as the graph z = g(x, y) over a plane region (a rectangle 0 ≤ x ≤ 1, 0 ≤ y ≤ 2, a disk x² + y² ≤ 4, a triangle with its vertices).',
  fr: "Nous n'avons pas pu lire la surface de cette intégrale de surface : donnez-la comme le graphe z = g(x, y) au-dessus d'un domaine du plan (un rectangle 0 ≤ x ≤ 1, 0 ≤ y ≤ 2, un disque x² + y² ≤ 4, un triangle par ses sommets).",
});

/**
 * ∬_S f dS over the graph z = g(x, y): "∬_S y dS where S is the surface z = x + y², 0 ≤ x ≤ 1,
 * 0 ≤ y ≤ 2", « intégrale de surface de xyz sur la partie du plan x + y + z = 1 dans le premier
 * octant ». f is taken on the surface and multiplied by the area element. A dS whose surface is not
 * a graph read here is refused by name, never read as a plane integral of f·d·S.
 */
function readScalarSurfaceIntegral(text: string): Multiple | SolverError | null {
  const sign = SCALAR_SIGN.exec(text);
  const words = sign ? null : SCALAR_WORDS.exec(text);
  const hit = sign ?? words;
  if (!hit || FIELD_DOT.test(text)) return null;
  let f: string;
  let surface: { g: string; rest: string } | null;
  try {
    f = multipleAscii(hit[1].replace(/^\((.*)\)$/, '$1'));
    if ([...freeVars(parseAscii(f))].some((v) => !['x', 'y', 'z'].includes(v))) return unreadSurface();
  } catch {
    return unreadSurface();
  }
  try {
    // the surface is named after the integrand: its z = … is never the integrand's
    surface = surfaceOf(text.slice(hit.index + hit[0].length));
  } catch {
    surface = null;
  }
  if (!surface) return onSphere(f, text.slice(hit.index + hit[0].length)) ?? unreadSurface();
  let found: ReturnType<typeof regionUnder>;
  try {
    found = regionUnder(surface.g, surface.rest);
  } catch {
    found = null;
  }
  if (!found) return unreadSurface();
  const g = parseAscii(surface.g);
  const onSurface = substitute(parseAscii(f), 'z', g);
  const integrand = simplify(parseAscii(`(${toAscii(onSurface)})*sqrt(1 + (${toAscii(derivative(g, 'x'))})^2 + (${toAscii(derivative(g, 'y'))})^2)`));
  return { kind: 'multiple', integrand: toAscii(integrand), ...found, surface: surface.g, scalar: f };
}

/** A sphere centred at the origin: "the unit sphere", « la sphère unité », "the sphere x² + y² + z² = 4", "the sphere of radius 2". */
const SPHERE_WORD = /\b(?:hemisphere|h[ée]misph[èe]re|sphere|sph[èe]re)\b/i;
const SQUARED = String.raw`\s*(?:\^\s*2|²)\s*`;
const SPHERE_EQUATION = new RegExp(String.raw`x${SQUARED}\+\s*y${SQUARED}\+\s*z${SQUARED}=\s*(\d+(?:\.\d+)?)(?!\d|\.\d)`);
const SPHERE_RADIUS = /\b(?:of\s+radius|de\s+rayon)\s+(\d+(?:\.\d+)?)(?!\d|\.\d)/i;
const UNIT_SPHERE = /\bunit\s+(?:hemi)?sphere\b|\b(?:h[ée]mi)?sph[èe]re\s+unit[ée]\b/i;
const UPPER = /\b(?:upper|top|northern)\s+(?:half|hemisphere)|\bh[ée]misph[èe]re\s+(?:sup[ée]rieur|nord)|\bdemi-sph[èe]re\s+sup[ée]rieure|(?<![\w^])z\s*(?:>=|≥)\s*0(?![\d.])/i;
const LOWER = /\b(?:lower|bottom|southern)\s+(?:half|hemisphere)|\bh[ée]misph[èe]re\s+(?:inf[ée]rieur|sud)|\bdemi-sph[èe]re\s+inf[ée]rieure|(?<![\w^])z\s*(?:<=|≤)\s*0(?![\d.])/i;

/**
 * ∬_S f dS over a sphere of radius R centred at the origin, or its upper or lower half: with
 * x = R sin φ cos θ, y = R sin φ sin θ, z = R cos φ, dS = R² sin φ dφ dθ. A centre elsewhere, or a
 * hemisphere named without which half, is not read.
 */
function onSphere(f: string, words: string): Multiple | null {
  if (!SPHERE_WORD.test(words) || /\b(?:cent(?:er|re)d?|centr[ée]e?|de\s+centre)\s+(?:at\s+|en\s+)?(?!(?:the\s+)?origin|l['’]origine|O\b|\(\s*0\s*,\s*0\s*,\s*0\s*\))/i.test(words)) return null;
  const equation = SPHERE_EQUATION.exec(words);
  const given = SPHERE_RADIUS.exec(words)?.[1];
  const radius = equation ? toAscii(simplify(parseAscii(`sqrt(${equation[1]})`))) : UNIT_SPHERE.test(words) ? '1' : given;
  if (!radius) return null;
  const [upper, lower] = [UPPER.test(words), LOWER.test(words)];
  if (upper && lower) return null;
  if (/\bh[ée]misph[èe]re|\bhemisphere|\bdemi-sph[èe]re/i.test(words) && !upper && !lower) return null;
  const point = { x: `${radius}*sin(phi)*cos(theta)`, y: `${radius}*sin(phi)*sin(theta)`, z: `${radius}*cos(phi)` };
  const along = (['x', 'y', 'z'] as const).reduce((e, v) => substitute(e, v, parseAscii(point[v])), parseAscii(f));
  const integrand = simplify(parseAscii(`(${toAscii(along)})*(${radius})^2*sin(phi)`));
  return {
    kind: 'multiple',
    integrand: toAscii(integrand),
    bounds: [{ variable: 'phi', lo: lower ? 'pi/2' : '0', hi: upper ? 'pi/2' : 'pi' }, { variable: 'theta', lo: '0', hi: '2*pi' }],
    // the sphere as written, shown with the bounds: its equation's number is the one read
    region: [`x^2 + y^2 + z^2 = ${equation ? equation[1] : `${radius}^2`}`, ...(upper ? ['z >= 0'] : lower ? ['z <= 0'] : [])],
  };
}

export function readSurfaceArea(problem: ProblemInput): Multiple | SolverError | null {
  const text = problem.raw;
  const scalar = readScalarSurfaceIntegral(text);
  if (scalar) return scalar;
  if (!AREA.test(text) || /\bvolume\b/i.test(text)) return null;
  let surface: { g: string; rest: string } | null;
  try {
    surface = surfaceOf(text);
  } catch {
    surface = null;
  }
  if (!surface) return OTHER.test(text) && ON_REGION.test(text) ? refuse() : null;
  const g = parseAscii(surface.g);
  // the plane x/a + y/b + z/c = 1: its element √(1 + c²/a² + c²/b²) as √(a²b² + b²c² + c²a²)/(ab), so the area reads √(a²b² + b²c² + c²a²)/2
  const intercepts = LETTER_PLANE.exec(surface.g);
  const element = intercepts
    ? parseAscii(`sqrt(${intercepts[2]}^2*${intercepts[3]}^2 + ${intercepts[3]}^2*${intercepts[1]}^2 + ${intercepts[1]}^2*${intercepts[2]}^2)/(${intercepts[2]}*${intercepts[3]})`)
    : simplify(parseAscii(`sqrt(1 + (${toAscii(derivative(g, 'x'))})^2 + (${toAscii(derivative(g, 'y'))})^2)`));
  let found: ReturnType<typeof regionUnder>;
  try {
    found = regionUnder(surface.g, surface.rest);
  } catch {
    found = null;
  }
  if (!found) return refuse();
  return { kind: 'multiple', integrand: toAscii(element), ...found, surface: surface.g };
}
