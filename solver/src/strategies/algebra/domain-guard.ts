import type { MathNode } from '../../cas/node';
import { SolverError } from '../../errors';
import { toAscii } from '../../format/ascii';
import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';
import { readAlgebra } from './common';

/** The elements of a solution list "[2, sqrt(3)]", or null when it is not one ("[2]" parses as 2). */
function listed(value: string): MathNode[] | null {
  const inner = /^\s*\[(.*)\]\s*$/.exec(value)?.[1];
  if (inner === undefined) return null;
  if (inner.trim() === '') return [];
  try {
    const n = parseNode(`[${inner}]`);
    return Array.isArray(n) && n[0] === 'List' ? (n.slice(1) as MathNode[]) : [n];
  } catch {
    return null;
  }
}

/**
 * Every method that answers an equation asked on an interval ("on [0, 5]", "(x > 0)") must give
 * only values inside it; a method that does not restrict its roots (or gives roots with a
 * parameter, which no interval can sort) is refused by name rather than answer outside it.
 */
export function keepInInterval(strategy: Strategy): Strategy {
  return {
    ...strategy,
    solve(problem, ctx) {
      const out = strategy.solve(problem, ctx);
      if (!out || out.answer?.kind !== 'solutions') return out;
      const d = readAlgebra(problem)?.cmd.domain;
      if (d?.kind !== 'interval') return out;
      const lo = evaluateReal(toAscii(d.lo)) ?? -Infinity;
      const hi = evaluateReal(toAscii(d.hi)) ?? Infinity;
      const inside = (v: number | null): boolean =>
        v !== null && (d.loClosed ? v >= lo - 1e-9 : v > lo + 1e-9) && (d.hiClosed ? v <= hi + 1e-9 : v < hi - 1e-9);
      const roots = listed(out.answer.value);
      if (roots && roots.every((r) => inside(evaluateReal(toAscii(r))))) return out;
      const iv = `${d.loClosed ? '[' : '('}${toAscii(d.lo)}, ${toAscii(d.hi)}${d.hiClosed ? ']' : ')'}`;
      throw new SolverError(
        'unsupported',
        text(
          `We cannot yet keep only the solutions in ${iv} for this kind of equation: solve it without the condition, then keep the values in ${iv}.`,
          `Nous ne savons pas encore garder les seules solutions dans ${iv} pour ce type d'équation : résolvez-la sans la condition, puis gardez les valeurs dans ${iv}.`,
        ),
      );
    },
  };
}
