import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { densityOf, plainRegion } from './laminaMass';
import { readLineIntegral } from './lineIntegral';
import { sizeNamed } from './namedBody';

/**
 * The mass of a thin wire (« un fil ») along a parametrised curve with a density ρ(x, y, z): the
 * integral of the density with respect to arc length, ∫_C ρ ds. The question is rewritten so, the
 * curve left in the student's words, and read by the line-integral reader.
 */
const WIRE = /\b(?:wire|spring|fil|ressort)s?\b/i;
const MASS = /\b(?:mass|masse)\b/i;
const CENTRE = /\bcent(?:er|re)\b|\bcentroid\b|\bbarycentre\b|\binertia\b|\binertie\b/i;
/** The question's own words before the curve: "Find the mass of a thin wire in the shape of", « Calculer la masse du fil ». */
const QUESTION = /(?:^|[.;?]\s*)(?:find|determine|compute|calculate|what\s+is|calculer|d[ée]terminer|trouver)\s+(?:the\s+|la\s+)?(?:total\s+)?masse?\s+(?:of|de|du|d['’])\s*/i;

export function readWireMass(problem: ProblemInput): TaskOf<'vector'> | null {
  const raw = problem.raw;
  if (!WIRE.test(raw) || !MASS.test(raw) || CENTRE.test(raw) || /∫|\\int/.test(raw)) return null;
  const rho = densityOf(raw);
  if (!rho || !/[\p{L}\d]/u.test(rho.formula)) return null;
  // a curve typed in LaTeX ($\vec r(t) = …$, $0 \le t \le 1$) as typed plainly
  const curve = plainRegion(raw.replace(rho.span, ' ').replace(QUESTION, ' ')).replace(/\\vec\s*(?:\{\s*(\w)\s*\}|(\w))/g, '$1$2').replace(/[\s,.;]+$/, '');
  const task = readLineIntegral(normalize(`∫_C (${rho.formula}) ds where C is ${curve}`));
  // only ∫_C ρ ds is a mass: a field's work along the curve is not
  return task && !(task instanceof SolverError) && task.kind === 'vector' && task.op === 'line_integral' && task.components.length === 1 ? { ...task, wireMass: true } : null;
}

/** The centre of mass of a wire asked (« centre de gravité d'un fil »), its mass perhaps with it. */
const CENTRE_ASKED = /\bcent(?:er|re)s?\s+of\s+(?:mass|gravity)\b|\bcentroid\b|\bcentre\s+(?:de\s+|d['’]\s*)(?:masse|gravit[ée]|inertie)(?![\p{L}])|\bbarycentre\b/iu;
const MASS_TOO = /\bmass\s+and\s+(?:the\s+|its\s+)?(?:cent(?:er|re)|centroid)|\bcent(?:er|re)\s+of\s+mass\s+and\s+(?:the\s+|its\s+)?mass\b|\bmasse\s+et\s+(?:le\s+|son\s+)?(?:centre|barycentre)|\b(?:centre\s+de\s+(?:masse|gravit[ée])|barycentre)\s+et\s+(?:la\s+|sa\s+)?masse\b/i;
const ARC_WIRE = /\b(?:wire|fil|arc)s?\b/i;
/** "a constant k", « une constante k »: a density the same all along, said by its letter. */
const CONSTANT_DENSITY = /^(?:(?:a|the|une|la)\s+)?(?:constant|constante|uniform|uniforme)\s+([A-Za-z])$/i;

/**
 * A circle's arc named in words with its radius (a letter or a number): "a semicircle of radius r",
 * "the semicircle x² + y² = 4, x ≥ 0", « un quart de cercle de rayon a », "an arc of radius a and
 * angle 2α", run as (r cos t, r sin t): a half above the x-axis unless another side is said, a
 * quarter in the first quadrant, an arc of angle 2α symmetric about the positive x-axis.
 */
function circleArc(text: string): { curve: string[]; lo: string; hi: string } | null {
  const eq = /\bx\s*(?:\^\s*2|²)\s*\+\s*y\s*(?:\^\s*2|²)\s*=\s*(\d+(?:\.\d+)?|[A-Za-z]\s*(?:\^\s*2|²))(?![\w.^])/.exec(text);
  const root = eq && /^\d/.test(eq[1]) ? Math.sqrt(Number(eq[1])) : null;
  const radius = sizeNamed(text, 'radius|rayon') ?? (eq ? (root === null ? eq[1][0] : Number.isInteger(root) ? String(root) : `sqrt(${eq[1]})`) : null);
  if (!radius) return null;
  const scale = radius === '1' ? '' : `${/^\w+$/.test(radius) ? radius : `(${radius})`}*`;
  const curve = [`${scale}cos(t)`, `${scale}sin(t)`];
  const flat = text.replace(/\s+/g, '').replace(/≥|⩾/g, '>=').replace(/≤|⩽/g, '<=');
  if (/\bsemi-?circ|\bhalf[\s-]circle|\b(?:lower|upper|right|left)\s+half\s+of\s+(?:the\s+|a\s+)?circle|\bdemi-?cercle|\bdemi-?circonf[ée]rence|\bsemi-?circulaire/i.test(text)) {
    // the side named in words or by the sign of a coordinate; the upper half when none is
    const right = /\bright\b|\bdroit/i.test(text) || /(?<![\w^.])x>=?0(?!\d|\.\d)/.test(flat);
    const left = /\bleft\b|\bgauche/i.test(text) || /(?<![\w^.])x<=?0(?!\d|\.\d)/.test(flat);
    const lower = /\blower\b|\bbottom\b|\binf[ée]rieur/i.test(text) || /(?<![\w^.])y<=?0(?!\d|\.\d)/.test(flat);
    const upper = /\bupper\b|\btop\b|\bsup[ée]rieur/i.test(text) || /(?<![\w^.])y>=?0(?!\d|\.\d)/.test(flat);
    // one side named, or none (the upper half); a side given another way (x ≥ 1, y ≥ x) is not read
    if ([right, left, lower, upper].filter(Boolean).length > 1) return null;
    if (![right, left, lower, upper].some(Boolean) && /(?<![\w^.])[xy](?:<|>)/.test(flat)) return null;
    const [lo, hi] = right ? ['-pi/2', 'pi/2'] : left ? ['pi/2', '3*pi/2'] : lower ? ['pi', '2*pi'] : ['0', 'pi'];
    return { curve, lo, hi };
  }
  if (/\bquarter[\s-]?circ|\bquart\s+de\s+cercle/i.test(text)) return { curve, lo: '0', hi: 'pi/2' };
  const angle = /\b(?:arc|secteur|sector)\b[^.]*?\bangle\s*(?:(?:of|is|de|=)\s*)?(2\s*\*?\s*)?(α|alpha|\\alpha|θ|theta)(?![\p{L}\d])/iu.exec(text);
  if (angle) {
    const a = /^(?:α|\\alpha|alpha)$/.test(angle[2]) ? 'alpha' : 'theta';
    return angle[1] ? { curve, lo: `-${a}`, hi: a } : { curve, lo: `-${a}/2`, hi: `${a}/2` };
  }
  return null;
}

export function readWireCentre(problem: ProblemInput): TaskOf<'vector'> | null {
  const raw = problem.raw.replace(/\$/g, ' ');
  if (!ARC_WIRE.test(raw) || !CENTRE_ASKED.test(raw) || /inertia|inertie|∫|\\int/i.test(raw)) return null;
  const rho = densityOf(raw);
  const constant = rho ? CONSTANT_DENSITY.exec(rho.formula.trim()) : null;
  const written = rho && /[\p{L}\d]/u.test(rho.formula) && !/\b(?:uniform|constant|homog[èe]ne|uniforme|constante)\b/i.test(rho.formula) ? rho.formula : null;
  const density = constant ? constant[1] : written ?? '1';
  const asked = { ...(MASS_TOO.test(raw) ? { withMass: true } : {}) };
  const arc = circleArc(rho ? raw.replace(rho.span, ' ') : raw);
  if (arc) return { kind: 'vector', op: 'line_integral', components: [density], variables: ['x', 'y'], curve: arc.curve, parameter: 't', bounds: [arc.lo, arc.hi], wireCentre: asked };
  const curve = plainRegion((rho ? raw.replace(rho.span, ' ') : raw).replace(CENTRE_ASKED, ' ').replace(QUESTION, ' ')).replace(/\\vec\s*(?:\{\s*(\w)\s*\}|(\w))/g, '$1$2').replace(/[\s,.;]+$/, '');
  const task = readLineIntegral(normalize(`∫_C (${density}) ds where C is ${curve}`));
  return task && !(task instanceof SolverError) && task.kind === 'vector' && task.op === 'line_integral' && task.components.length === 1 ? { ...task, wireMass: undefined, wireCentre: asked } : null;
}
