import { text, type Text } from '../../i18n';
import type { SolveContext, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { type Ex, add, freeVars, neg } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { simplify } from '../derivative/simplify';
import { findAntiderivative } from '../integral/antiderivative';
import * as X from '../integral/sym/expr';
import { fromMathJson as symFromMathJson, type MathJson } from '../integral/sym/fromMathJson';
import { toAscii as symAscii } from '../integral/sym/print';

/**
 * Conservative fields: F = ∇f exactly when the cross partial derivatives agree (∂P/∂y = ∂Q/∂x,
 * and curl F = 0 in space, on the whole plane or space where F is smooth). The potential is
 * built as in class: integrate P in x, then fix the "constant" g(y, z) with Q, then h(z) with R.
 */
const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const d = (e: Ex, v: string): Ex => simplify(derivative(e, v));
const L = toLatex;
const minus = (a: Ex, b: Ex): Ex => simplify(add(a, neg(b)));
const isZero = (e: Ex): boolean => toAscii(e) === '0';

export interface FieldResult {
  steps: StepDraft[];
  kind: 'expr' | 'bool' | 'solutions' | 'matrix';
  value: string;
  latex: string;
  words: Text;
}

/** ∫ e d(v), the other letters held constant; null when no method finds it. */
function antiderivative(e: Ex, v: string, ctx: SolveContext): Ex | null {
  if (isZero(e)) return e;
  const f = symFromMathJson(parseCalc(toAscii(e)) as MathJson);
  if (!f) return null;
  const found = findAntiderivative(f, X.sym(v), ctx);
  return found ? read(symAscii(found.F)) : null;
}

/** The pairs of cross partial derivatives that must agree, as (∂F_i/∂x_j, ∂F_j/∂x_i). */
function crossPairs(t: TaskOf<'vector'>, F: Ex[]): Array<{ i: number; j: number; a: Ex; b: Ex }> {
  const out: Array<{ i: number; j: number; a: Ex; b: Ex }> = [];
  for (let i = 0; i < F.length; i++) for (let j = i + 1; j < F.length; j++) out.push({ i, j, a: d(F[i], t.variables[j]), b: d(F[j], t.variables[i]) });
  return out;
}

const NAMES = ['P', 'Q', 'R', 'S'];

export function conservativeField(t: TaskOf<'vector'>, F: Ex[], ctx: SolveContext): FieldResult | null {
  if (F.length !== t.variables.length || F.length < 2 || F.length > 3) return null;
  const vs = t.variables;
  const pairs = crossPairs(t, F);
  const closed = pairs.every((p) => isZero(minus(p.a, p.b)));
  const check: StepDraft = {
    title: text('Compare the cross partial derivatives', 'Comparer les dérivées partielles croisées'),
    explanation: closed
      ? text('They agree everywhere: the field is conservative (its curl is zero on the whole plane or space).', 'Elles sont égales partout : le champ est conservatif (son rotationnel est nul sur tout le plan ou l’espace).')
      : text('They differ: the field is not conservative, so it has no potential function.', 'Elles diffèrent : le champ n’est pas conservatif, il n’a donc pas de fonction potentiel.'),
    formula: pairs.map((p) => `\\frac{\\partial ${NAMES[p.i]}}{\\partial ${vs[p.j]}} = ${L(p.a)}${isZero(minus(p.a, p.b)) ? ' =' : ' \\neq'} ${L(p.b)} = \\frac{\\partial ${NAMES[p.j]}}{\\partial ${vs[p.i]}}`).join(',\\quad '),
  };
  if (!closed) {
    return { steps: [check], kind: 'bool', value: 'False', latex: '\\text{False}', words: text('No: the field is not conservative, it has no potential function.', 'Non : le champ n’est pas conservatif, il n’a pas de fonction potentiel.') };
  }
  const steps: StepDraft[] = [check];
  // f = ∫P dx + g(y, z); then each next component fixes the part that does not depend on the earlier variables
  let f: Ex | null = antiderivative(F[0], vs[0], ctx);
  if (!f) return null;
  steps.push({
    title: text(`Integrate P with respect to ${vs[0]}`, `Intégrer P par rapport à ${vs[0]}`),
    explanation: text(`∂f/∂${vs[0]} = P, so f is this antiderivative plus a function of the other variables.`, `∂f/∂${vs[0]} = P, donc f est cette primitive plus une fonction des autres variables.`),
    formula: `f = \\int ${L(F[0])}\\,d${vs[0]} = ${L(f)} + g(${vs.slice(1).join(', ')})`,
  });
  for (let k = 1; k < F.length; k++) {
    const gPrime = minus(F[k], d(f, vs[k]));
    if ([...freeVars(gPrime)].some((v) => vs.indexOf(v) >= 0 && vs.indexOf(v) < k)) return null;
    const g = antiderivative(gPrime, vs[k], ctx);
    if (!g) return null;
    const later = vs.slice(k + 1);
    steps.push({
      title: text(`Use ${NAMES[k]} = ∂f/∂${vs[k]}`, `Utiliser ${NAMES[k]} = ∂f/∂${vs[k]}`),
      explanation: text(`What ${NAMES[k]} adds to ∂/∂${vs[k]} of the part found so far depends on ${vs[k]}${later.length ? ` and ${later.join(', ')}` : ''} only; integrate it.`,
        `Ce que ${NAMES[k]} ajoute à ∂/∂${vs[k]} de la partie déjà trouvée ne dépend que de ${vs[k]}${later.length ? ` et ${later.join(', ')}` : ''} ; on l’intègre.`),
      formula: `g'(${vs[k]}) = ${L(F[k])} - \\left(${L(d(f, vs[k]))}\\right) = ${L(gPrime)} \\Rightarrow g = ${L(g)}${later.length ? ` + h(${later.join(', ')})` : ' + C'}`,
    });
    f = simplify(add(f, g));
  }
  const value = toAscii(f);
  steps.push({
    title: text('Potential function', 'Fonction potentiel'),
    explanation: text('Every potential differs from this one by a constant C.', 'Toutes les fonctions potentiel diffèrent de celle-ci d’une constante C.'),
    formula: `f(${vs.join(', ')}) = ${L(f)} + C`,
  });
  if (t.op === 'conservative') {
    return { steps, kind: 'bool', value: 'True', latex: '\\text{True}', words: text(`Yes: F = ∇f with f = ${value} + C.`, `Oui : F = ∇f avec f = ${value} + C.`) };
  }
  return { steps, kind: 'expr', value, latex: L(f), words: text(`A potential function is f = ${value} + C.`, `Une fonction potentiel est f = ${value} + C.`) };
}
