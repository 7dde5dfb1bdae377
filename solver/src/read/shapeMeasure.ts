import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { plainBodyText, sizeNamed } from './namedBody';

/**
 * The area of a curved surface named by its shape, and the volume of a torus, their sizes letters or
 * numbers: a sphere of radius a (4πa²), a spherical cap of height h (« calotte sphérique de hauteur
 * h »), the lateral surface of a cylinder or of a cone of radius R and height h, a torus of radii R
 * and r (its area and its volume). Each is the surface integral of its parametrisation, written as
 * a double integral over the parameters with the area element |r_u × r_v| as integrand — the
 * sphere in (φ, θ) with R² sin φ, the cylinder in (θ, z) with R, the cone along its generator
 * t ∈ [0, 1] with R·√(R² + h²)·t, the torus in (φ, θ) with r(R + r cos φ) — and the torus's volume
 * the triple integral of s(R + s cos φ) over s ≤ r. Parameters named θ, φ, s, t never clash with a
 * size called r. A total area that would add a base or a lid (the surface area of a closed
 * cylinder) is not read here.
 */
type Multiple = TaskOf<'multiple'>;

const AREA = /\b(?:surface\s+area|area|aire|superficie)\b/i;
const VOLUME = /\bvolume\b/i;
/** The side only, without base or lid. */
const LATERAL = /\b(?:lateral|curved|side)\s+(?:surface|area)|\blateral\b|\baire\s+lat[ée]rale|\bsurface\s+lat[ée]rale/i;
/** A part of the body, a cut, a density or a field: another question than the whole shape's measure. */
const OTHER_QUESTION = /\b(?:part|portion|partie|inside|outside|within|above|below|under|between|cut|int[ée]rieur|ext[ée]rieur|au[\s-]dessus|au[\s-]dessous|entre|coup[ée]e?|flux|density|densit[ée]|mass|masse|centro[iï]d|centre|center|inertia|inertie|moment|section|cross|great\s+circle|grand\s+cercle|inscri\w*|circonscri\w*|circumscri\w*|projection|shadow|ombre)\b|[=<>≤≥⩽⩾]/i;
/** A radius or height told with "=" ("radius = a") is a size, no relation of a region. */
const SIZE_EQUALS = /\b(?:radius|rayon|height|hauteur|altitude|radii|rayons)(?:\s+[A-Za-z])?\s*=/gi;

const RADIUS = String.raw`(?:base\s+)?radius|rayon(?:\s+de\s+(?:la\s+)?base)?`;
const HEIGHT = 'height|hauteur|altitude';

const double = (integrand: string, inner: [string, string, string], outer: [string, string, string]): Multiple => ({
  kind: 'multiple',
  integrand,
  bounds: [{ variable: inner[0], lo: inner[1], hi: inner[2] }, { variable: outer[0], lo: outer[1], hi: outer[2] }],
});

const group = (v: string): string => (/^[\w.]+$/.test(v) ? v : `(${v})`);

/** The torus's radii: "major radius R and minor radius r", « grand rayon R et petit rayon r », "radii R and r (r < R)". */
function torusRadii(text: string): { big: string; small: string } | null {
  const big = sizeNamed(text, String.raw`(?:major|outer|large)\s+radius|grand\s+rayon|rayon\s+(?:principal|majeur)|distance\s+from\s+the\s+(?:axis|centre|center)(?:\s+to\s+the\s+cent(?:re|er)\s+of\s+the\s+tube)?`);
  const small = sizeNamed(text, String.raw`(?:minor|inner|small|tube)\s+radius|radius\s+of\s+the\s+tube|petit\s+rayon|rayon\s+(?:du\s+tube|mineur|secondaire)`);
  if (big && small) return { big, small };
  const pair = /\b(?:radii|rayons)\s+([A-Za-z]|\d+(?:\.\d+)?)\s*(?:and|et|,)\s*([A-Za-z]|\d+(?:\.\d+)?)(?![\p{L}\d])/iu.exec(text);
  if (!pair) return null;
  // "radii R and r": the larger one is the distance to the axis; two letters are told apart by case, R the larger
  const [p, q] = [pair[1], pair[2]];
  if (/^\d/.test(p) && /^\d/.test(q)) return Number(p) > Number(q) ? { big: p, small: q } : Number(q) > Number(p) ? { big: q, small: p } : null;
  if (p.toLowerCase() === q.toLowerCase() && p !== q) return p === p.toUpperCase() ? { big: p, small: q } : { big: q, small: p };
  return null;
}

export function readShapeMeasure(problem: ProblemInput): Multiple | null {
  const text = plainBodyText(problem.raw);
  const area = AREA.test(text);
  const volume = VOLUME.test(text);
  if (area === volume || OTHER_QUESTION.test(text.replace(SIZE_EQUALS, ' ').replace(/\([^()]*[<>≤≥⩽⩾][^()]*\)/g, ' '))) return null;
  if (/\b(?:torus|tore)\b/i.test(text)) {
    const radii = torusRadii(text);
    if (!radii) return null;
    const [R, r] = [group(radii.big), group(radii.small)];
    // the point at angle φ around the tube, θ around the axis: distance R + s cos φ from the axis
    if (volume) {
      return { kind: 'multiple', integrand: `s*(${R} + s*cos(phi))`, bounds: [{ variable: 's', lo: '0', hi: radii.small }, { variable: 'phi', lo: '0', hi: '2*pi' }, { variable: 'theta', lo: '0', hi: '2*pi' }] };
    }
    return double(`${r}*(${R} + ${r}*cos(phi))`, ['phi', '0', '2*pi'], ['theta', '0', '2*pi']);
  }
  if (!area) return null;
  const radius = sizeNamed(text, RADIUS);
  if (!radius) return null;
  const R = group(radius);
  if (/\b(?:spherical\s+cap|cap|calotte)\b/i.test(text)) {
    const h = sizeNamed(text, HEIGHT);
    // the cap of height h seen from the centre: 0 ≤ φ ≤ arccos(1 − h/R)
    return h ? double(`${R}^2*sin(phi)`, ['phi', '0', `acos(1 - ${group(h)}/${R})`], ['theta', '0', '2*pi']) : null;
  }
  if (/\b(?:sphere|sph[èe]re)\b/i.test(text) && !/\b(?:hemi|h[ée]mi|half|demi)/i.test(text)) {
    return double(`${R}^2*sin(phi)`, ['phi', '0', 'pi'], ['theta', '0', '2*pi']);
  }
  if (!LATERAL.test(text)) return null;
  const h = sizeNamed(text, HEIGHT);
  if (!h) return null;
  if (/\b(?:cylinder|cylindre)\b/i.test(text)) return double(R, ['z', '0', h], ['theta', '0', '2*pi']);
  // the generator from the apex (t = 0) to the rim (t = 1): (tR cos θ, tR sin θ, h(1 − t))
  if (/\b(?:cone|c[ôo]ne)\b/i.test(text)) return double(`${R}*sqrt(${R}^2 + ${group(h)}^2)*t`, ['t', '0', '1'], ['theta', '0', '2*pi']);
  return null;
}
