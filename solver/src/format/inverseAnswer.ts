import type { Solution } from '../types';

/**
 * The inverse of a function is a function: its one solution y of x = f(y) is answered as the
 * formula f⁻¹(x) = …, not as a set of values of y. Anything else (no solution, several) is left
 * as the method gave it, unverified answers included.
 */
export function asInverseFunction(solution: Solution, name: string): Solution {
  const a = solution.answer;
  if (!a || a.kind !== 'solutions') return solution;
  const one = /^\[([^[\],]+(?:\([^()]*\)[^[\],]*)*)\]$/.exec(a.value.trim());
  if (!one) return solution;
  // the cases of the equation in y ("for x ≠ 2; no solution if x = 2") are no part of a function:
  // only its domain is said
  const finalAnswer = solution.finalAnswer.replace(/^\s*y\s*=\s*/, `${name}⁻¹(x) = `).replace(/\s*\(\s*(for|pour)\s+([^;()]+?)\s*;[^()]*\)\s*$/, ' ($1 $2)');
  return {
    ...solution,
    answer: { ...a, kind: 'expr', value: one[1].trim(), latex: a.latex.replace(/^\s*y\s*=\s*/, `${name}^{-1}(x) = `) },
    finalAnswer,
    plainText: solution.plainText.replace(solution.finalAnswer, finalAnswer),
  };
}
