import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { type Ex, dependsOn, freeVars, substitute } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { evaluateReal } from '../../verify/numeric';
import { isolate } from './isolate';
import { D_NAMES, type Ode } from './recognize';

/** The equation's constant fixed by the condition the constants of integration leave over. */
export interface FittedParameter {
  name: string;
  value: Ex;
  /** The equation with the constant's value put in. */
  ode: Ode;
  /** The solution meeting every condition. */
  y: Ex;
}

/**
 * One more condition than constants of integration, and one unknown constant in the equation
 * (Newton's cooling dT/dt = −k(T − 20) with T(0) = 90 and T(10) = 60): the constants come from the
 * conditions at the first point, the equation's constant from the last one. Null when the
 * problem is not of this shape or the constant cannot be isolated.
 */
export function fitParameter(
  ode: Ode,
  constants: number,
  fix: (o: Ode) => Ex | null,
  steps: StepDraft[],
): FittedParameter | null {
  const params = [...freeVars(ode.eq)].filter((v) => v !== ode.x && !D_NAMES.includes(v));
  if (params.length !== 1 || ode.conditions.length !== constants + 1) return null;
  const name = params[0];
  const extra = ode.conditions[ode.conditions.length - 1];
  const first = ode.conditions.slice(0, -1);
  // the last condition is at another point, and a value condition (y(t1) = y1)
  if (extra.k !== 0 || first.some((c) => toAscii(c.at) === toAscii(extra.at))) return null;
  const y = fix({ ...ode, conditions: first });
  if (!y) return null;
  const value = isolate(simplify(substitute(y, ode.x, extra.at)), extra.value, name);
  if (!value || dependsOn(value, ode.x) || evaluateReal(toAscii(value)) === null) return null;
  const put = (e: Ex): Ex => simplify(substitute(e, name, value));
  steps.push({
    title: text(`Find ${name} from the last condition`, `Trouver ${name} avec la dernière condition`),
    explanation: text(
      `The solution still holds the equation's constant ${name}; the condition ${ode.unknown}(${toAscii(extra.at)}) = ${toAscii(extra.value)} fixes it.`,
      `La solution contient encore la constante ${name} de l'équation ; la condition ${ode.unknown}(${toAscii(extra.at)}) = ${toAscii(extra.value)} la détermine.`,
    ),
    formula: `${toLatex(simplify(substitute(y, ode.x, extra.at)))} = ${toLatex(extra.value)} \\Rightarrow ${name} = ${toLatex(value)} \\approx ${Number(evaluateReal(toAscii(value))?.toPrecision(4))}`,
  });
  return { name, value, ode: { ...ode, eq: put(ode.eq) }, y: put(y) };
}
