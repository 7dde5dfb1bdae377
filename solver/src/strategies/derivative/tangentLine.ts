import type { StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { SolverError } from '../../errors';
import { type Ex, MINUS_ONE, add, div, isZero, mul, sub, substitute, sym } from './expr';
import { expand, simplify } from './simplify';
import { toAscii, toLatex } from './print';

/** "+ 3", "− 2", "+ (−x)": the term added as it reads after another. */
function plus(e: Ex): string {
  const s = toLatex(e);
  if (!s.startsWith('-')) return `+ ${s}`;
  return e.t === 'num' ? `- ${s.slice(1)}` : `+ \\left(${s}\\right)`;
}

/**
 * The tangent line at x = a from the slope f'(a): the point (a, f(a)) is on it, so
 * y = f'(a)(x − a) + f(a), expanded to y = mx + p as a class writes the reduced equation. The
 * normal line is perpendicular to it: slope −1/f'(a); where the tangent is horizontal the normal
 * is the vertical line x = a, no y = … equation.
 */
export function tangentLine(f: Ex, derivative: Ex, v: string, a: Ex, name: string, kind: 'tangent' | 'normal'): { steps: StepDraft[]; line: Ex } {
  const av = toAscii(a);
  if (kind === 'normal' && isZero(simplify(derivative))) {
    throw new SolverError('unsupported', text(
      `The tangent is horizontal at ${v} = ${av}, so the normal is the vertical line ${v} = ${av}, which has no equation y = …`,
      `La tangente est horizontale en ${v} = ${av}, donc la normale est la droite verticale ${v} = ${av}, qui n'a pas d'équation y = …`,
    ));
  }
  const slope = kind === 'normal' ? simplify(div(MINUS_ONE, derivative)) : derivative;
  const fa = simplify(substitute(f, v, a));
  const line = simplify(expand(add(mul(slope, sub(sym(v), a)), fa)));
  const [fav, sv] = [toAscii(fa), toAscii(slope)];
  const value = `${name}(${toLatex(a)})`;
  const formula = `y = ${toLatex(slope)}\\left(${toLatex(simplify(sub(sym(v), a)))}\\right) ${plus(fa)} = ${toLatex(line)}`;
  return {
    line,
    steps: [
      {
        title: text(`Evaluate the function at ${v} = ${av}`, `Calculer l'image de ${av}`),
        explanation: text(`The point of tangency is (${av}, ${fav}).`, `Le point de contact est (${av} ; ${fav}).`),
        formula: `${value} = ${toLatex(fa)}`,
      },
      kind === 'normal' ? {
        title: text('Write the normal line', 'Écrire l’équation de la normale'),
        explanation: text(
          `The normal is perpendicular to the tangent: its slope is −1/${name}'(${av}) = ${sv}, and it passes through (${av}, ${fav}).`,
          `La normale est perpendiculaire à la tangente : son coefficient directeur est −1/${name}'(${av}) = ${sv}, et elle passe par (${av} ; ${fav}).`,
        ),
        formula,
      } : {
        title: text('Write the tangent line', 'Écrire l’équation de la tangente'),
        explanation: text(
          `The tangent line has slope ${sv} and passes through (${av}, ${fav}): y = ${name}'(a)(${v} − a) + ${name}(a) with a = ${av}.`,
          `La tangente a pour coefficient directeur ${sv} et passe par (${av} ; ${fav}) : y = ${name}'(a)(${v} − a) + ${name}(a) avec a = ${av}.`,
        ),
        formula,
      },
    ],
  };
}
