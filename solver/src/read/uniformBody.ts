import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { densityOf } from './laminaMass';
import { namedBody, plainBodyText, sizeNamed, type NamedBody } from './namedBody';

/**
 * The moment of inertia of a uniform body whose total mass is given as a letter or a number ("a
 * uniform rod of mass M and length L about one end", « un disque homogène de masse m et de rayon R
 * par rapport à son axe », "a solid cone of mass M, radius R and height h about its axis"): a rod
 * becomes ∫ x²λ dx with λ = M/L along the rod measured from the axis; a lamina or a solid its
 * region with the squared distance to the axis named, the density M over its area or volume. An
 * axis the words leave unsaid or that this body does not have is refused by name, never assumed.
 */
const INERTIA = /\bmoments?\s+of\s+inertia\b|\bmoments?\s+d['’]\s*inertie\b|\b(?:rotational\s+)?inertia\b|\binertie\b/i;
/** "of mass M", « de masse m », "mass = M", "total mass M": the body's mass, a letter or a number with no unit. */
const MASS = /\b(?:total\s+)?(?:masse|mass)(?:\s+totale)?(?:\s+(?:of|is|égale?\s+à|vaut)\s+|\s*=\s*|\s+)(\d+(?:\.\d+)?|[A-Za-z](?:_?\d)?)(?![\p{L}\d])(?!\s*(?:kg|g|lb)\b)/iu;
const ROD = /\b(?:rod|bar|stick|tige|barre|baguette)s?\b/i;
/** A thin ring, a hoop, a circular wire: mass on a circle, not a disc. */
const RING = /\b(?:ring|hoop|cerceau|anneau|circular\s+(?:wire|loop)|fil\s+circulaire)s?\b/i;
/** Two radii: an annulus, a plate with a hole, no thin ring. */
const TWO_RADII = /\b(?:inner|outer|radii|rayons|int[ée]rieur|ext[ée]rieur)\b/i;
const NOT_UNIFORM = /\bnon[\s-]?(?:uniform|homogen|homog[èe]ne)|\bvariable\s+density|\bdensit[ée]\s+variable/i;

const refuse = (en: string, fr: string): SolverError => new SolverError('unsupported', { en, fr });

/** Axes named in words, each with the squared distance to it for the bodies that have it. */
const END = /\b(?:(?:one|an?|its|either|the)\s+end|one\s+of\s+its\s+ends|extremity|(?:une|l['’]une)\s+de\s+ses\s+extr[ée]mit[ée]s|(?:son|une|l['’])\s*extr[ée]mit[ée]|(?:un|son)\s+bout)(?![\p{L}])/iu;
const CENTRE = /\b(?:its\s+|the\s+)?(?:cent(?:er|re)|middle|midpoint)\b|\b(?:son|le)\s+(?:centre|milieu)\b/i;
const OWN_AXIS = /\b(?:its|the)\s+(?:own\s+|central\s+|geometric(?:al)?\s+|long\s+|principal\s+)?(?:axis(?:\s+of\s+(?:symmetry|revolution))?|symmetry\s+axis)\b|\baxis\s+of\s+the\s+(?:cylinder|cone)\b|\bson\s+axe\b|\bl['’]\s*axe\s+(?:de\s+(?:sym[ée]trie|r[ée]volution)|du\s+(?:cylindre|c[ôo]ne))\b/i;
const PERPENDICULAR_PLANE = /\bperpendicular\s+to\s+(?:its|the)\s+(?:plane|face)|\bperpendiculaire\s+(?:[àa]\s+)?(?:son|au)\s+plan|\bnormal\s+to\s+(?:its|the)\s+plane/i;
const DIAMETER = /\b(?:a|any|its|one)\s+diameter\b|\b(?:un|son)\s+diam[èe]tre\b/i;
const Z_AXIS = /\b(?:about|around|with\s+respect\s+to)\s+the\s+z[\s-]?axis\b|\bpar\s+rapport\s+[àa]\s+l['’]\s*axe\s+(?:\(\s*O\s*z\s*\)|O\s*z)|\bI_?\{?z\}?(?![a-z])|\bpolar\s+moment\b|\bmoment\s+(?:d['’]\s*inertie\s+)?polaire\b/i;
const EDGE = /\b(?:an?|one|its)\s+edge\b|\b(?:une|son)\s+ar[êe]te\b/i;

/** The squared distance to the axis the words name, for this body; null when none is named or the body has no such axis. */
function axisWeight(text: string, body: NamedBody): string | null {
  const own = OWN_AXIS.test(text) || Z_AXIS.test(text);
  const perpendicularThroughCentre = CENTRE.test(text) && PERPENDICULAR_PLANE.test(text);
  switch (body.shape) {
    case 'disc': case 'half_disc': case 'quarter_disc': case 'sector':
      if (own || perpendicularThroughCentre) return 'x^2 + y^2';
      // the half-disc's diameter is its straight side, on the x-axis; a whole disc's diameters are all alike
      if (DIAMETER.test(text) && (body.shape === 'disc' || body.shape === 'half_disc')) return 'y^2';
      return null;
    case 'ball':
      return own || DIAMETER.test(text) || CENTRE.test(text) ? 'x^2 + y^2' : null;
    case 'hemisphere': case 'cylinder': case 'cone':
      return own ? 'x^2 + y^2' : null;
    case 'box':
      if (EDGE.test(text)) return 'x^2 + y^2';
      return CENTRE.test(text) ? `(x - ${body.size.a}/2)^2 + (y - ${body.size.a}/2)^2` : null;
    case 'rectangle':
      if (perpendicularThroughCentre) return `(x - ${body.size.a}/2)^2 + (y - ${body.size.b}/2)^2`;
      return null;
    case 'ellipse':
      return own || perpendicularThroughCentre ? 'x^2 + y^2' : null;
  }
}

/** A rod of mass M: ∫ x² (M/L) dx from the axis, at one end (0 to L) or through the middle (−L/2 to L/2). */
function rodTask(text: string, mass: string): TaskOf<'integrate'> | SolverError | null {
  const length = sizeNamed(text, 'length|longueur') ?? sizeNamed(text, 'long');
  if (!length) return null;
  const end = END.test(text);
  const middle = CENTRE.test(text);
  if (end === middle || /\b(?:parallel|along|le\s+long|parall[èe]le)\b/i.test(text)) {
    return refuse('Say where the axis crosses the rod: through one end or through its centre, perpendicular to it.',
      "Précisez où l'axe coupe la tige : en une extrémité ou en son milieu, perpendiculairement à elle.");
  }
  const bounds = end ? { lo: '0', hi: length } : { lo: `-${length}/2`, hi: `${length}/2` };
  const letters = [...new Set([mass, length].filter((v) => /^[A-Za-z]\w*$/.test(v)))];
  return { kind: 'integrate', integrand: `${mass}/${/^\w+$/.test(length) ? length : `(${length})`}`, variable: 'x', bounds, ...(letters.length ? { positive: letters } : {}), rod: { asks: 'inertia' } };
}

/** A thin ring of radius R in the xy-plane, centred at the origin: ∫ d² ds along the circle, its density M over its length. */
function ringTask(text: string, mass: string): TaskOf<'vector'> | SolverError | null {
  const r = sizeNamed(text, 'radius|rayon');
  if (!r || TWO_RADII.test(text)) return null;
  const own = OWN_AXIS.test(text) || Z_AXIS.test(text) || (CENTRE.test(text) && PERPENDICULAR_PLANE.test(text));
  const weight = own ? 'x^2 + y^2' : DIAMETER.test(text) ? 'y^2' : null;
  if (!weight) {
    return refuse('Say about which axis the moment of inertia of the ring is asked: its axis (through its centre, perpendicular to its plane) or a diameter.',
      "Précisez par rapport à quel axe le moment d'inertie de l'anneau est demandé : son axe (passant par son centre, perpendiculaire à son plan) ou un diamètre.");
  }
  const scale = r === '1' ? '' : `${/^\w+$/.test(r) ? r : `(${r})`}*`;
  return { kind: 'vector', op: 'line_integral', components: [weight], variables: ['x', 'y'], curve: [`${scale}cos(t)`, `${scale}sin(t)`], parameter: 't', bounds: ['0', '2*pi'], wireInertia: { mass } };
}

export function readUniformBody(problem: ProblemInput): TaskOf<'multiple'> | TaskOf<'integrate'> | TaskOf<'vector'> | SolverError | null {
  const text = plainBodyText(problem.raw);
  if (!INERTIA.test(text) || /∫|∬|∭|\\i+nt/.test(text) || NOT_UNIFORM.test(text)) return null;
  const mass = MASS.exec(text)?.[1];
  if (!mass) return null;
  // a density written as a formula is no uniform body's: the density readers take it
  const rho = densityOf(text);
  if (rho && /[\p{L}\d]/u.test(rho.formula) && !/\b(?:uniform|constant|homog[èe]ne|uniforme|constante)\b/i.test(rho.formula)) return null;
  if (RING.test(text)) return ringTask(text, mass);
  if (ROD.test(text)) return rodTask(text, mass);
  const body = namedBody(text);
  if (!body) return null;
  const weight = axisWeight(text, body);
  if (!weight) {
    return refuse('Say about which axis the moment of inertia is asked (its axis of symmetry, a diameter, an axis through its centre perpendicular to its plane, an edge).',
      "Précisez par rapport à quel axe le moment d'inertie est demandé (son axe de symétrie, un diamètre, un axe passant par son centre perpendiculaire à son plan, une arête).");
  }
  return { kind: 'multiple', integrand: weight, bounds: body.bounds, ...(body.coordinates ? { coordinates: body.coordinates } : {}), totalMass: mass };
}
