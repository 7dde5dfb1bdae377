import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { densityOf, plainRegion, withoutBareClauses } from './laminaMass';
import { scaledRegion } from './lengthScale';
import { readMultiple } from './multiple';
import { namedBody } from './namedBody';
import { readPlaneRegion } from './planeRegion';
import { readBetweenCurves, readRegion } from './region';

/**
 * The centre of mass (centroid, « centre de gravité », barycentre) or a moment of inertia of a lamina
 * or a solid: integrals of the density weighted by x, y (z) or by the square of the distance to an
 * axis, over the region the words describe. The region is read by the region readers, as for the
 * mass of a lamina: the question is rewritten as ∬ ρ dA (∭ ρ dV for a solid) over the same words.
 */
const CENTRE = /\b(?:cent(?:er|re)s?\s+of\s+(?:mass|gravity)|centroids?|centro[iï]de|centres?\s+(?:de\s+|d['’]\s*)?(?:masse|gravit[ée]|inertie)|barycentre)(?![A-Za-zÀ-ÿ])/i;
/** The mass asked beside the centre of mass. */
const MASS_TOO = /\b(?:(?:the\s+|its\s+|total\s+)?mass\s+and\s+(?:the\s+|its\s+)?(?:cent(?:er|re)|centroid)|(?:cent(?:er|re)\s+of\s+mass|centroid)\s+and\s+(?:the\s+|its\s+)?(?:total\s+)?mass\b|(?:la\s+|sa\s+)?masse\s+(?:totale\s+)?et\s+(?:le\s+|son\s+)?(?:centre|barycentre)|(?:centre\s+de\s+(?:masse|gravit[ée])|barycentre)\s+et\s+(?:la\s+|sa\s+)?masse)/i;
/** What is left of the mass asked too once the centre is taken out: "the mass and ", " and the total mass". */
const MASS_LEFT = /\b(?:(?:the|its|la|sa)\s+)?(?:total\s+)?masse?(?:\s+totale)?\s+(?:and|et)(?:\s+(?:the|its|le|son))?(?=[\s,.;]|$)|\b(?:and|et)\s+(?:(?:the|its|la|sa)\s+)?(?:total\s+)?masse?(?:\s+totale)?\b/i;
const INERTIA = /\bmoments?\s+of\s+inertia\b|\bmoments?\s+d['’]\s*inertie\b|\binertia\b|\binertie\b/i;

/** The axis a moment of inertia is taken about, and the square of the distance to it (lamina, solid). */
const AXES: Array<[RegExp, string, string]> = [
  [/\bI_?\{?x\}?(?![a-z])|\b(?:about|around|with\s+respect\s+to)\s+the\s+x[\s-]?axis\b|\bpar\s+rapport\s+[àa]\s+l['’]\s*axe\s+(?:\(\s*O\s*x\s*\)|O\s*x|des\s+abscisses)/i, 'y^2', 'y^2 + z^2'],
  [/\bI_?\{?y\}?(?![a-z])|\b(?:about|around|with\s+respect\s+to)\s+the\s+y[\s-]?axis\b|\bpar\s+rapport\s+[àa]\s+l['’]\s*axe\s+(?:\(\s*O\s*y\s*\)|O\s*y|des\s+ordonn[ée]es)/i, 'x^2', 'x^2 + z^2'],
  [/\bI_?\{?(?:0|O|z)\}?(?![a-z])|\bpolar\s+moment\b|\b(?:about|around|with\s+respect\s+to)\s+(?:the\s+origin|the\s+z[\s-]?axis)\b|\bmoment\s+(?:d['’]\s*inertie\s+)?polaire\b|\bpar\s+rapport\s+(?:[àa]\s+l['’]\s*origine|au\s+point\s+O\b|[àa]\s+l['’]\s*axe\s+(?:\(\s*O\s*z\s*\)|O\s*z))/i, 'x^2 + y^2', 'x^2 + y^2'],
];

/** A body of three dimensions: its integrals are triple. */
const SOLID = /\b(?:solid|ball|hemisphere|sphere|cone|cylinder|cube|box|tetrahedron|solide|boule|h[ée]misph[èe]re|sph[èe]re|c[ôo]ne|cylindre|t[ée]tra[èe]dre|pav[ée])\b|\bz\s*(?:[<>]=?|≤|≥|=)/i;
/** No density, or one that is the same everywhere: the centroid of the shape itself. */
const UNIFORM = /\b(?:uniform|constant|homogeneous|homog[èe]ne|constante)\b/i;
/** A density only proportional to something: its constant cancels in a centre of mass, not in a moment. */
const PROPORTIONAL = /\bproportional\b|\bproportionnelle\b/i;

/** Words that describe a region of the plane or of space, or its density as a formula. */
const REGION_WORDS = /\b(?:lamina|plate|region|bounded|enclosed|vertices|disk|disc|triangle|rectangle|rectangular|square|quarter|half|solid|ball|hemisphere|tetrahedron|sector|cone|cylinder|cube|semi-?circular|plaque|r[ée]gion|domaine|limit[ée]e?|d[ée]limit[ée]e?|sommets|disque|demi[\s-]disque|demi[\s-]boule|triangle|solide|boule|h[ée]misph[èe]re|cardio[iï]de|t[ée]tra[èe]dre|secteur|c[ôo]ne|cylindre)\b|[{≤≥]|<=|>=|\b(?:ρ|δ|rho|delta|density|densit[ée])\s*\(\s*x/i;

type Multiple = TaskOf<'multiple'>;


/** The region read from the words left once the question and the density are taken out; its size may be a letter (radius a). */
function regionTask(region: string, weight: string, solid: boolean): Multiple | null {
  return numericRegionTask(region, weight, solid) ?? scaledRegion(region, (sized) => numericRegionTask(sized, weight, solid));
}

function numericRegionTask(region: string, weight: string, solid: boolean): Multiple | null {
  const rewritten = normalize(solid ? `∭ (${weight}) dV over ${region}` : `∬ (${weight}) dA over ${region}`);
  for (const read of [readRegion, readPlaneRegion, readMultiple, readBetweenCurves]) {
    const task = read(rewritten);
    if (task && !(task instanceof SolverError) && task.bounds.length === (solid ? 3 : 2)) return task;
  }
  // a region only the area and volume readers name (the inside of a cardioid r = 1 − cos θ): read as its measure, then weighted
  const named = region.replace(/^\s*(?:the|an?|la|le|l['’]|une?)\s+/i, '');
  let measured: Multiple | null = null;
  try {
    measured = readRegion(normalize(solid ? `volume of the ${named}` : `area of the ${named}`));
  } catch {
    measured = null;
  }
  return measured && measured.integrand === '1' && measured.bounds.length === (solid ? 3 : 2) ? { ...measured, integrand: weight } : null;
}

const unread = (what: { en: string; fr: string }): SolverError => new SolverError('unsupported', {
  en: `We could not read the region or the density of this ${what.en}: give the region by inequalities (0 ≤ x ≤ 1, 0 ≤ y ≤ x²) or by its vertices, and the density as ρ(x, y) = …`,
  fr: `Nous n'avons pas pu lire le domaine ou la densité de ce ${what.fr} : donnez le domaine par des inégalités (0 ≤ x ≤ 1, 0 ≤ y ≤ x²) ou par ses sommets, et la densité sous la forme ρ(x, y) = …`,
});

export function readMassProperties(problem: ProblemInput): Multiple | SolverError | null {
  const raw = problem.raw;
  const centre = CENTRE.exec(raw);
  const inertia = centre ? null : INERTIA.exec(raw);
  if (!centre && !inertia) return null;
  // an integral written out is computed as written, whatever it stands for
  if (/∬|∭|\\iint|\\iiint|∫/.test(raw)) return null;
  const what = centre ? { en: 'centre of mass', fr: 'centre de masse' } : { en: 'moment of inertia', fr: "moment d'inertie" };
  // a wire lies along a curve: never the region inside it (the wire readers take the curves they read)
  if (/\b(?:wire|fil|hoop|cerceau)s?\b/i.test(raw)) {
    return new SolverError('unsupported', {
      en: `We read a wire's mass and centre of mass along a curve given as r(t) = (x(t), y(t)), a ≤ t ≤ b, or as a semicircle, a quarter circle or an arc of given radius: this wire or this question was not read.`,
      fr: `Nous lisons la masse et le centre de masse d'un fil le long d'une courbe donnée sous la forme r(t) = (x(t), y(t)), a ≤ t ≤ b, ou comme un demi-cercle, un quart de cercle ou un arc de rayon donné : ce fil ou cette question n'a pas été lu.`,
    });
  }
  // "find the distance from the centre to the centroid": a distance asked, never answered by the point
  if (centre && /\b(?:find|what\s+is|compute|calculate|determine|give|quelle\s+est|calculer|d[ée]terminer|donner|trouver)\s+(?:the\s+|la\s+)?distance\b|\b[àa]\s+quelle\s+distance\b|\bhow\s+far\b/i.test(raw)) {
    return new SolverError('unsupported', {
      en: 'We give the centre of mass as a point, not its distance from another point: ask for the centre of mass (or the centroid) itself.',
      fr: "Nous donnons le centre de masse comme un point, pas sa distance à un autre point : demandez le centre de masse (ou le centre de gravité) lui-même.",
    });
  }
  // a body of physics (a rod, a sphere of mass 2 kg) is not a region: only words of a region are read here
  if (!REGION_WORDS.test(raw)) return null;
  const axis = inertia ? AXES.filter(([re]) => re.test(raw)) : [];
  if (inertia && axis.length > 1) {
    return new SolverError('unsupported', {
      en: 'Say about which axis the moment of inertia is asked (I_x about the x-axis, I_y, or I_0 about the origin), one at a time.',
      fr: "Précisez par rapport à quel axe le moment d'inertie est demandé (I_x par rapport à l'axe (Ox), I_y, ou I_0 par rapport à l'origine), un seul à la fois.",
    });
  }
  if (inertia && axis.length === 0) return null;
  const written = densityOf(raw);
  // "with constant density", "the density is uniform": no formula, the same density everywhere
  const rho = written && /[\p{L}\d]/u.test(written.formula) && !UNIFORM.test(written.formula) ? written : null;
  if (!rho && !UNIFORM.test(raw) && !centre) return unread(what);
  // a density known up to a constant factor: the factor cancels in x̄ = ∬xρ/∬ρ, never in a moment
  if (rho && PROPORTIONAL.test(raw) && inertia) return unread(what);
  const density = rho?.formula ?? '1';
  let region = raw.replace(rho?.span ?? '', ' ').replace(centre?.[0] ?? inertia?.[0] ?? '', ' ');
  if (centre && MASS_TOO.test(raw)) region = region.replace(MASS_LEFT, ' ');
  if (axis.length) region = region.replace(axis[0][0], ' ');
  // "with constant density", « homogène »: said of the density, not of the region
  region = region.replace(/,?\s*(?:\b(?:with|having|of|de|avec|[àa])\s+)?(?:\b(?:a|an|une?)\s+)?(?:\b(?:uniform|constant)\s+(?:mass\s+)?density|\bdensit[ée]\s+(?:constante|uniforme))\b|\b(?:homogeneous|homog[èe]ne|uniform)\b/gi, ' ');
  // what is left of a density said in words ("if the density at any point is proportional to"): not the region's
  region = region.replace(/(?:,?\s*\b(?:if|where|when|with|and|si|avec|dont|o[uù])\s+)?(?:\b(?:the|its|la|sa)\s+)?\b(?:density|densit[ée])\b[^.;]*/gi, ' ');
  // "Find the … of": the question's own words, left before the region once the quantity is taken out
  region = region.replace(/(^\s*|[.;?,]\s*)(?:find|determine|compute|calculate|locate|what\s+is|trouver|d[ée]terminer|calculer|donner|chercher)\b[^.;]*?(?:\b(?:of|de|du|des)\s+|\bd['’]\s*)/i, '$1');
  region = region.replace(/(^|[.;]\s*)(?:An?|The|Une?|La|Le)\s+/g, '$1').replace(/\bI_?\{?[xyzO0]\}?(?![a-z])/g, ' ');
  // a lamina, a plate, « une plaque » is the region it covers, named as the region readers know it
  region = region.replace(/\b(?:thin\s+)?(?:lamina|plate)\b/gi, 'region').replace(/\b(?:plaque|lame)\b/gi, 'domaine');
  region = withoutBareClauses(plainRegion(region));
  const solid = SOLID.test(region.replace(/\bz\s*=\s*z\s*\(/g, ''));
  const weightFor = (solidBody: boolean): string => (axis.length ? `(${solidBody ? axis[0][2] : axis[0][1]})*(${density})` : density);
  // a body named by its shape and letters ("a solid hemisphere of radius R", "a sector of radius a and angle 2α"), placed as courses place it
  const body = namedBody(raw.replace(rho?.span ?? '', ' '));
  const task = regionTask(region, weightFor(solid), solid) ?? (body && { kind: 'multiple' as const, integrand: weightFor(body.bounds.length === 3), bounds: body.bounds, ...(body.coordinates ? { coordinates: body.coordinates } : {}) });
  if (!task) return unread(what);
  // "the mass and the centre of mass", « la masse et le centre de gravité »: both are answered, the mass first
  return centre ? { ...task, centreOfMass: true, ...(MASS_TOO.test(raw) ? { withMass: true } : {}) } : task;
}
