import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { densityOf, plainRegion } from './laminaMass';
import { readLineIntegral } from './lineIntegral';

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
