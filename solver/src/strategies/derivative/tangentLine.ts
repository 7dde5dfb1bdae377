import type { StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { type Ex, add, mul, sub, substitute, sym } from './expr';
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
 * y = f'(a)(x − a) + f(a), expanded to y = mx + p as a class writes the reduced equation.
 */
export function tangentLine(f: Ex, slope: Ex, v: string, a: Ex, name: string): { steps: StepDraft[]; line: Ex } {
  const fa = simplify(substitute(f, v, a));
  const line = simplify(expand(add(mul(slope, sub(sym(v), a)), fa)));
  const [av, fav, sv] = [toAscii(a), toAscii(fa), toAscii(slope)];
  const value = `${name}(${toLatex(a)})`;
  return {
    line,
    steps: [
      {
        title: text(`Evaluate the function at ${v} = ${av}`, `Calculer l'image de ${av}`),
        explanation: text(`The point of tangency is (${av}, ${fav}).`, `Le point de contact est (${av} ; ${fav}).`),
        formula: `${value} = ${toLatex(fa)}`,
      },
      {
        title: text('Write the tangent line', 'Écrire l’équation de la tangente'),
        explanation: text(
          `The tangent line has slope ${sv} and passes through (${av}, ${fav}): y = ${name}'(a)(${v} − a) + ${name}(a) with a = ${av}.`,
          `La tangente a pour coefficient directeur ${sv} et passe par (${av} ; ${fav}) : y = ${name}'(a)(${v} − a) + ${name}(a) avec a = ${av}.`,
        ),
        formula: `y = ${toLatex(slope)}\\left(${toLatex(simplify(sub(sym(v), a)))}\\right) ${plus(fa)} = ${toLatex(line)}`,
      },
    ],
  };
}
