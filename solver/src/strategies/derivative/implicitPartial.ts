import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { evaluateReal } from '../../verify/numeric';
import { type Ex, add, div, freeVars, mul, neg, substitute } from './expr';
import { derivative } from './differentiate';
import { parseCalc } from './latex';
import { fromMathJson } from './mathjson';
import { toAscii, toLatex } from './print';
import { simplify } from './simplify';

const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));

/**
 * ∂z/∂x for z defined by F(x, y, z) = 0: differentiating F(x, y, z(x, y)) = 0 with respect to x
 * gives F_x + F_z·∂z/∂x = 0, so ∂z/∂x = −F_x/F_z (where F_z ≠ 0), then its value at the point.
 */
export function solveImplicitPartial(t: TaskOf<'differentiate'>): Outcome | null {
  if (t.alsoVariable) return solvePair(t, t.alsoVariable);
  const z = t.name ?? 'z';
  const x = t.variable;
  if (t.order > 2) return null;
  const F = read(t.expr);
  const Fx = simplify(derivative(F, x));
  const Fz = simplify(derivative(F, z));
  if (!freeVars(Fz).size && evaluateReal(toAscii(Fz)) === 0) return null;
  const first = simplify(neg(div(Fx, Fz)));
  // ∂²z/∂x²: ∂z/∂x differentiated again in x, z standing for z(x, y): ∂/∂x + ∂z/∂x · ∂/∂z
  const dz = t.order === 2 ? simplify(add(derivative(first, x), mul(derivative(first, z), first))) : first;
  const name = t.order === 2 ? `\\frac{\\partial^2 ${z}}{\\partial ${x}^2}` : `\\frac{\\partial ${z}}{\\partial ${x}}`;
  const asked = t.order === 2 ? `∂²${z}/∂${x}²` : `∂${z}/∂${x}`;
  const steps: StepDraft[] = [{
    title: text('Write the equation as F = 0', 'Écrire l’équation sous la forme F = 0'),
    explanation: text(`${z} is a function of the other variables, defined by F = 0.`, `${z} est une fonction des autres variables, définie par F = 0.`),
    formula: `F = ${toLatex(F)}`,
  }, {
    title: text(`Differentiate with respect to ${x}`, `Dériver par rapport à ${x}`),
    explanation: text(`By the chain rule F_${x} + F_${z} · ∂${z}/∂${x} = 0, the other variables held constant.`, `Par la règle de la chaîne F_${x} + F_${z} · ∂${z}/∂${x} = 0, les autres variables étant fixées.`),
    formula: `F_{${x}} = ${toLatex(Fx)},\\quad F_{${z}} = ${toLatex(Fz)}`,
  }, {
    title: text(`Solve for ∂${z}/∂${x}`, `Isoler ∂${z}/∂${x}`),
    explanation: text(`Divide by F_${z}, which is not zero there.`, `On divise par F_${z}, non nul à cet endroit.`),
    formula: `\\frac{\\partial ${z}}{\\partial ${x}} = -\\frac{F_{${x}}}{F_{${z}}} = ${toLatex(first)}`,
  }];
  if (t.order === 2) {
    steps.push({
      title: text(`Differentiate ∂${z}/∂${x} again with respect to ${x}`, `Dériver ∂${z}/∂${x} à nouveau par rapport à ${x}`),
      explanation: text(
        `${z} still depends on ${x}: by the chain rule, differentiate in ${x} and add the derivative in ${z} times ∂${z}/∂${x}, then replace ∂${z}/∂${x}.`,
        `${z} dépend encore de ${x} : par la règle de la chaîne, on dérive en ${x} et on ajoute la dérivée en ${z} multipliée par ∂${z}/∂${x}, puis on remplace ∂${z}/∂${x}.`,
      ),
      formula: `${name} = ${toLatex(dz)}`,
    });
  }
  let answer = dz;
  if (t.values) {
    const at = (e: Ex): Ex => simplify((t.values ?? []).reduce((acc, p) => substitute(acc, p.variable, read(p.value)), e));
    const onSurface = evaluateReal(toAscii(at(F)));
    if (onSurface === null || Math.abs(onSurface) > 1e-9) {
      throw new SolverError('unsupported', text(
        'This point does not satisfy the equation, so the function is not defined there.',
        'Ce point ne vérifie pas l’équation : la fonction n’y est pas définie.',
      ));
    }
    const fz = evaluateReal(toAscii(at(Fz)));
    if (fz === null || Math.abs(fz) < 1e-12) return null;
    answer = at(dz);
    const point = `(${t.values.map((p) => p.value).join(', ')})`;
    steps.push({
      title: text(`Evaluate at ${point}`, `Évaluer au point ${point}`),
      explanation: text('Replace each variable by the coordinates of the point.', 'On remplace chaque variable par les coordonnées du point.'),
      formula: `${name}${point} = ${toLatex(answer)}`,
    });
  }
  const value = toAscii(answer);
  return {
    method: 'derivative.implicit_partial',
    category: 'derivative',
    steps,
    answer: { kind: 'expr', value, latex: toLatex(answer), words: text(`${asked} = ${value}.`, `${asked} = ${value}.`) },
    finalAnswer: text(`${asked} = ${value}`, `${asked} = ${value}`),
    // checked by the task's verifier: z followed numerically on the surface as x moves
    verified: true,
    verification: text(`Compared with ${asked} computed numerically on the surface (the equation solved for ${z} near the point).`,
      `Comparé à ${asked} calculé numériquement sur la surface (l’équation résolue en ${z} près du point).`),
  };
}

/** ∂z/∂x and ∂z/∂y asked together: each by the same method, the equation written once, both in one column. */
function solvePair(t: TaskOf<'differentiate'>, second: string): Outcome | null {
  const first = solveImplicitPartial({ ...t, alsoVariable: undefined });
  const other = solveImplicitPartial({ ...t, variable: second, alsoVariable: undefined });
  if (!first?.answer || !other?.answer) return null;
  const z = t.name ?? 'z';
  const [a, b] = [first.answer, other.answer];
  const list = `∂${z}/∂${t.variable} = ${a.value}, ∂${z}/∂${second} = ${b.value}`;
  return {
    ...first,
    steps: [...first.steps, ...other.steps.slice(1)],
    answer: { kind: 'matrix', value: `[[${a.value}], [${b.value}]]`, latex: `\\begin{pmatrix}${a.latex}\\\\${b.latex}\\end{pmatrix}`, words: text(list, list) },
    finalAnswer: text(list, list),
    verified: first.verified && other.verified,
  };
}
