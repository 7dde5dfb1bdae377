import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { recognizeDerivative } from '../strategies/derivative/recognize';
import { recognizeImplicit } from '../strategies/derivative/implicit';
import { isRelation, headOf } from '../cas/node';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/** The variable when the input does not say: x, else the only one, else t, y, z, u, s. */
export function defaultVariable(vars: Iterable<string>): string {
  const all = [...vars].sort();
  if (all.includes('x')) return 'x';
  if (all.length === 1) return all[0];
  for (const v of ['t', 'y', 'z', 'u', 's']) if (all.includes(v)) return v;
  return all[0] ?? 'x';
}

/** "d²y/dx²", "y''", "second derivative", "dérivée seconde": the order asked of an implicit derivative. */
function implicitOrder(s: string): number {
  const leibniz = /d\s*\^?\s*\(?([2-4])\)?\s*y\s*\/\s*d\s*x\s*\^?\s*\(?[2-4]\)?/i.exec(s);
  if (leibniz) return Number(leibniz[1]);
  const primes = /(?<![a-zA-Z])y\s*('{2,4})/.exec(s);
  if (primes) return primes[1].length;
  if (/\b(second|2nd)\s+derivative|d[ée]riv[ée]e\s+seconde/i.test(s)) return 2;
  if (/\b(third|3rd)\s+derivative|d[ée]riv[ée]e\s+troisi[èe]me/i.test(s)) return 3;
  return 1;
}

/**
 * The text as the implicit reader reads it: d²y/dx² as y'' (it looks for y'), the words that only
 * name the method dropped, and a request after the curve set apart ("x² + y² = 25 find dy/dx").
 */
function implicitText(s: string): string {
  return s
    .replace(/d\s*\^?\s*\(?([2-4])\)?\s*y\s*\/\s*d\s*x\s*\^?\s*\(?[2-4]\)?/g, (_m, k: string) => `y${"'".repeat(Number(k))}`)
    .replace(/\s*,?\s*(?:implicitly|implicitement|(?:by|using|par|avec)\s+(?:implicit\s+differentiation|(?:la\s+)?d[ée]rivation\s+implicite))\b/gi, '')
    .replace(/([\w)])\s+(?=(?:find|compute|determine|give|calculer|calculez|trouver|d[ée]terminer|donner)\s)/gi, '$1, ');
}

/**
 * A derivative request: explicit (`d/dx …`, `derivative of …`, `f(x) = …, f'(2) = ?`, partial
 * `∂/∂y`) or implicit (`find dy/dx if x² + y² = 25`), with its variable, order and point.
 */
export function readDerivative(problem: ProblemInput): TaskOf<'differentiate'> | null {
  const implicit = recognizeImplicit(implicitText(problem.text));
  if (implicit) {
    const expr = toAscii(fromMathJson(parseCalc(`(${implicit.lhs}) - (${implicit.rhs})`)));
    return { kind: 'differentiate', expr, variable: 'x', order: implicitOrder(problem.text), partial: false, implicit: true, name: 'y' };
  }
  const req = recognizeDerivative(problem.raw, problem.text);
  if (!req) return null;
  const node = parseCalc(req.expr);
  if (isRelation(headOf(node))) return null;
  const e = fromMathJson(node);
  const variable = req.variable ?? defaultVariable(freeVars(e));
  return {
    kind: 'differentiate',
    expr: toAscii(e),
    variable,
    order: req.order,
    partial: req.partial,
    implicit: false,
    ...(req.at !== undefined ? { at: toAscii(fromMathJson(parseCalc(req.at))) } : {}),
    ...(req.name !== undefined ? { name: req.name } : {}),
  };
}
