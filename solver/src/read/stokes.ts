import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { derivative } from '../strategies/derivative/differentiate';
import { substitute } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import { fieldIn, solidOf } from './flux';
import { multipleAscii } from './multiple';
import { exactNumber, linearCoefficients } from './numbers';
import { planeRegionFrom } from './regionWords';
import { radial, surfaceOf } from './surfaceArea';
import { namedCurve } from './curveShapes';
import { horizontalPlane } from './lineIntegral';

/**
 * Stokes' theorem for the circulation around the curve where a plane meets a vertical cylinder:
 * "use Stokes' theorem to evaluate ∫_C F·dr where F = −y² i + x j + z² k and C is the curve of
 * intersection of the plane y + z = 2 and the cylinder x² + y² = 1, oriented counterclockwise
 * from above", « circulation de F le long de l'intersection du plan … et du cylindre … ». The
 * circulation is the flux of curl F through the part of the plane inside the cylinder, the graph
 * z = g(x, y) over the disk, oriented upward for a curve run counterclockwise seen from above.
 */
type Multiple = TaskOf<'multiple'>;

const INTERSECTION = /\bintersection\b/i;
const PLANE = /\b(?:plane|plan)\s+([^=,;]+?)\s*=\s*([^,;=]+?)(?=\s*(?:[,;]|\band\b|\bet\b|\bwith\b|\bavec\b|\boriented\b|\borient[ée]e?\b|\bparcouru|\.\s|\.?\s*$))/i;
const CYLINDER = /\b(?:cylinder|cylindre)\s+x\s*(?:\^\s*2|²)\s*\+\s*y\s*(?:\^\s*2|²)\s*=\s*(\d+(?:\.\d+)?)/i;
/** Clockwise seen from above: the surface's normal points down. */
const CLOCKWISE = /(?<!counter[\s-]?|anti[\s-]?)\bclockwise\b|\bsens\s+(?:horaire|indirect|r[ée]trograde)\b/i;

const refuse = (en: string, fr: string): SolverError => new SolverError('unsupported', { en, fr });

/** The plane's equation solved for z, or null when z is not in it or it is not a plane. */
function planeAsGraph(lhs: string, rhs: string): string | null {
  const coeffs = linearCoefficients(parseAscii(multipleAscii(`(${lhs}) - (${rhs})`)), ['x', 'y', 'z']);
  if (!coeffs || coeffs[3] === 0) return null;
  const [c0, a, b, c] = coeffs.map(exactNumber);
  return toAscii(simplify(parseAscii(`-((${c0}) + (${a})*x + (${b})*y)/(${c})`)));
}

/** ∬_S curl F·dS (∇ × F, rot F), the flux of the curl: Stokes' theorem read the other way. */
const CURL_FLUX = /(?:\bcurl\b|\brot(?:ationnel)?\b|(?:∇|\\nabla)\s*(?:×|\\times|x\b))\s*\(?\s*(?:\\vec\s*)?\{?[A-Z]\}?\s*\)?\s*(?:·|⋅|\.|\*|\\cdot)\s*(?:(?:\\hat\s*)?\{?n\}?\s*)?d\s*(?:\\vec\s*)?\{?S\b|\bflux\s+(?:of|du)\s+(?:the\s+)?(?:curl|rotationnel)\b/i;
/** Where the surface is cut: "z ≥ 1", "above the xy-plane", « au-dessus du plan z = 1 », the upper hemisphere. */
const CUT = /\bz\s*(?:>=|≥|>)\s*(-?\d+(?:\.\d+)?)|\b(?:above|au-dessus\s+du)\s+(?:the\s+)?(?:plane\s+|plan\s+)?(?:z\s*=\s*(-?\d+(?:\.\d+)?)|xy-?\s*plane|\(?xOy\)?)|\b(upper|top|sup[ée]rieure?)\s+(?:half[- ]?)?(?:hemisphere|h[ée]misph[èe]re)|\b(?:hemisphere|h[ée]misph[èe]re)\s+(sup[ée]rieure?)/i;
const SPHERE = /x\s*\^\s*2\s*\+\s*y\s*\^\s*2\s*\+\s*z\s*\^\s*2\s*=\s*(\d+(?:\.\d+)?)/;
const BELOW = /\b(?:below|under|beneath|sous|au-dessous\s+du|en\s+dessous\s+du)\s+(?:the\s+plane\s+|le\s+plan\s+)?z\s*=\s*(-?\d+(?:\.\d+)?)|\bz\s*(?:<=|≤|<)\s*(-?\d+(?:\.\d+)?)/i;
/** Oriented downward or inward: the boundary runs clockwise seen from above. */
const DOWN = /\b(?:downward|inward|vers\s+le\s+bas|vers\s+l['’]int[ée]rieur|int[ée]rieure?)\b/i;

/**
 * ∬_S curl F·dS over a cap whose boundary is a horizontal circle: the upper part of a sphere
 * x² + y² + z² = R² or of a paraboloid z = a − b(x² + y²) above a plane z = c. By Stokes' theorem it
 * is the circulation of F around that circle, run counterclockwise seen from above for S oriented
 * upward (outward), clockwise for downward (inward). Null when the surface is not such a cap.
 */
function curlFluxOverCap(text: string): TaskOf<'vector'> | SolverError | null {
  const squared = text.replace(/²/g, '^2');
  const cut = CUT.exec(squared);
  const below = BELOW.exec(squared);
  const cylinder = CYLINDER.exec(squared);
  const sphere = SPHERE.exec(squared);
  let c = Number(cut?.[1] ?? cut?.[2] ?? 0);
  let rho2: number | null = null;
  let surface: string | null = null;
  if (sphere && cut) {
    rho2 = Number(sphere[1]) - c * c;
    surface = `x^2 + y^2 + z^2 = ${sphere[1]}, z >= ${c}`;
  } else if (!sphere) {
    const graph = surfaceOf(squared);
    const shape = graph ? radial(graph.g) : null;
    if (!graph || !shape) return null;
    if (cylinder) {
      // the part of z = b + a(x² + y²) inside the cylinder x² + y² = R: its rim at height b + aR
      rho2 = Number(cylinder[1]);
      c = shape.b + shape.a * rho2;
      surface = `z = ${graph.g}, x^2 + y^2 <= ${cylinder[1]}`;
    } else if (cut && shape.a < 0) {
      // opening downward, above z = c
      rho2 = (c - shape.b) / shape.a;
      surface = `z = ${graph.g}, z >= ${c}`;
    } else if (below && shape.a > 0) {
      // opening upward, below z = c
      c = Number(below[1]);
      rho2 = (c - shape.b) / shape.a;
      surface = `z = ${graph.g}, z <= ${c}`;
    }
  }
  if (rho2 === null || surface === null || !(rho2 > 0)) return null;
  const read = fieldIn(text);
  if (read instanceof SolverError) return read;
  const rho = exactNumber(Math.sqrt(rho2));
  const down = DOWN.test(text);
  return {
    kind: 'vector',
    op: 'line_integral',
    components: read.field,
    variables: ['x', 'y', 'z'],
    curve: [`${rho}*cos(t)`, `${down ? '-' : ''}${rho}*sin(t)`, String(c)].map((e) => toAscii(simplify(parseAscii(e)))),
    parameter: 't',
    bounds: ['0', '2*pi'],
    stokes: { surface, ...(down ? { downward: true } : {}) },
  };
}

/** Stokes' theorem named, or the flux of a curl asked. */
export const asksStokes = (text: string): boolean => /\bstokes\b/i.test(text) || CURL_FLUX.test(text);

/** The curl of F = (P, Q, R): (R_y − Q_z, P_z − R_x, Q_x − P_y). */
function curlOf(F: string[]): string[] {
  const d = (k: number, v: string): string => toAscii(derivative(parseAscii(F[k]), v));
  return [`${d(2, 'y')} - (${d(1, 'z')})`, `${d(0, 'z')} - (${d(2, 'x')})`, `${d(1, 'x')} - (${d(0, 'y')})`].map((c) => toAscii(simplify(parseAscii(c))));
}

/** A closed surface named whole: a sphere (not a hemisphere or a cap of it), a box or a cube. */
const CLOSED_SURFACE = /\b(?:sphere|sph[èe]re|cube|box|bo[iî]te|pav[ée])\b/i;
/** A piece of the surface: any inequality on x, y or z, or a word naming a half, a side or a part. */
const PART_OF_IT = /\bhemi|h[ée]misph|\b(?:upper|lower|top|bottom|half|part|portion|cap|calotte|demi|moiti[ée]|partie|above|below|sup[ée]rieure?|inf[ée]rieure?|au-dessus|en\s+dessous|right|left|front|back|droite|gauche|avant|arri[èe]re|octant|quarter|quart)\b|\b[xyz]\s*(?:>=|<=|>|<|≥|≤|⩾|⩽)|(?:>=|<=|>|<|≥|≤|⩾|⩽)\s*[xyz](?![\^²\w])/i;
/**
 * A cut across x or y, or a side named: the boundary circle lies in a vertical plane, which the cap
 * reader (rims seen from above) does not orient.
 */
const SIDE_CUT = /\b[xy]\s*(?:>=|<=|>|<|≥|≤|⩾|⩽)|(?:>=|<=|>|<|≥|≤|⩾|⩽)\s*[xy](?![\^²\w])|\b(?:right|left|front|back)\s+(?:half|side|part|hemisphere)\b|\b(?:moiti[ée]|partie|h[ée]misph[èe]re|demi-sph[èe]re)\s+(?:droite|gauche|avant|arri[èe]re)\b|\b(?:octant|quarter|quart)\b/i;
/** A box's sides given as bounds a ≤ x ≤ b are its extent, not a cut. */
const BOX = /\b(?:cube|box|bo[iî]te|pav[ée])\b/i;
const BOUNDS = /-?\d+(?:\.\d+)?\s*(?:<=|≤|⩽|<)\s*[xyz]\s*(?:<=|≤|⩽|<)\s*-?\d+(?:\.\d+)?/g;
/** A field written ⟨P, Q, R⟩ with angle brackets holds no inequality. */
const ANGLE_FIELD = /<[^<>=,]+,[^<>=,]+,[^<>=,]+>/g;
const withoutBoxBounds = (text: string): string => {
  const t = text.replace(ANGLE_FIELD, ' ');
  return BOX.test(t) ? t.replace(BOUNDS, ' ') : t;
};

/**
 * The flux of curl F through a whole closed surface (a sphere, a box): the divergence theorem turns
 * it into the triple integral of div(curl F), which is 0: the task is the flux of curl F through the
 * boundary of the solid, read as the flux reader reads it.
 */
function curlThroughClosed(text: string): Multiple | SolverError | null {
  if (!CLOSED_SURFACE.test(text) || PART_OF_IT.test(withoutBoxBounds(text))) return null;
  const read = fieldIn(text);
  if (read instanceof SolverError) return read;
  const solid = solidOf(read.rest);
  if (!solid) return null;
  const curl = curlOf(read.field);
  const div = toAscii(simplify(parseAscii(['x', 'y', 'z'].map((v, k) => `(${toAscii(derivative(parseAscii(curl[k]), v))})`).join(' + '))));
  return { kind: 'multiple', integrand: div, ...solid, flux: { field: curl, circulation: read.field } };
}

export function readStokes(problem: ProblemInput): Multiple | TaskOf<'vector'> | SolverError | null {
  const text = problem.raw.replace(/[−–]/g, '-');
  if (CURL_FLUX.test(text)) {
    // a whole sphere or box first: the cap reader refuses any surface that is not a cap
    const closed = curlThroughClosed(text);
    if (closed) return closed;
    // only rims in a horizontal plane are read: a sphere cut by y ≥ 0 is an open surface, never 0
    if (SIDE_CUT.test(withoutBoxBounds(text))) {
      return refuse(
        'We compute the flux of curl F through a whole closed surface, or through a cap cut by a horizontal plane z = c: a surface cut across x or y is not read.',
        'Nous calculons le flux de rot F à travers une surface fermée entière, ou à travers une calotte coupée par un plan horizontal z = c : une surface coupée selon x ou y n’est pas lue.',
      );
    }
    const cap = curlFluxOverCap(text);
    if (cap) return cap;
    if (CLOSED_SURFACE.test(text) && PART_OF_IT.test(withoutBoxBounds(text))) {
      return refuse(
        'We compute the flux of curl F through a whole closed surface, or through a cap above a plane z = c: this part of the surface was not read.',
        'Nous calculons le flux de rot F à travers une surface fermée entière, ou à travers une calotte au-dessus d’un plan z = c : cette partie de la surface n’a pas été lue.',
      );
    }
  }
  if (!/\bstokes\b/i.test(text) && !INTERSECTION.test(text)) return null;
  // a circle lying in a horizontal plane ("C is the circle x² + y² = a² in the plane z = 0"): its circulation is computed along it, the same value Stokes' theorem gives
  if (!INTERSECTION.test(text) && horizontalPlane(text) !== null && namedCurve(text)) return null;
  const plane = PLANE.exec(text);
  const cylinder = CYLINDER.exec(text);
  if (!INTERSECTION.test(text) || !plane || !cylinder) {
    return /\bstokes\b/i.test(text)
      ? refuse(
        "We apply Stokes' theorem to the curve where a plane meets a cylinder x² + y² = R², or to a cap of a sphere or paraboloid above a plane z = c: this curve or surface was not read.",
        'Nous appliquons le théorème de Stokes à la courbe intersection d’un plan et d’un cylindre x² + y² = R², ou à une calotte de sphère ou de paraboloïde au-dessus d’un plan z = c : cette courbe ou cette surface n’a pas été lue.',
      )
      : null;
  }
  let g: string | null;
  try {
    g = planeAsGraph(plane[1], plane[2]);
  } catch {
    g = null;
  }
  if (!g) return refuse('We could not read the plane as z = g(x, y).', 'Nous n’avons pas pu lire le plan sous la forme z = g(x, y).');
  const read = fieldIn(text.slice(0, plane.index) + text.slice(plane.index + plane[0].length));
  if (read instanceof SolverError) return read;
  const F = read.field;
  const curl = curlOf(F);
  const region = planeRegionFrom(`disk x^2 + y^2 <= ${cylinder[1]}`);
  if (!region) return null;
  const graph = parseAscii(g);
  const on = curl.map((c) => toAscii(substitute(parseAscii(c), 'z', graph)));
  const normal = [`-(${toAscii(derivative(graph, 'x'))})`, `-(${toAscii(derivative(graph, 'y'))})`, '1'];
  const down = CLOCKWISE.test(text);
  const integrand = toAscii(simplify(parseAscii(`${down ? '-' : ''}(${on.map((c, k) => `(${c})*(${normal[k]})`).join(' + ')})`)));
  return { kind: 'multiple', integrand, ...region, flux: { field: curl, graph: g, circulation: F, ...(down ? { reversed: true } : {}) } };
}
