/**
 * sin⁻¹ x, tan^{-1}(x): the inverse function, as every calculus text writes it (not 1/sin x; that
 * one is written (sin x)⁻¹ or csc x).
 */
export function inverseNotation(s: string): string {
  return s.replace(/(\\?)(?<![A-Za-z])(sin|cos|tan|cot|sec|csc|sinh|cosh|tanh)\s*\^\s*(?:\{\s*-\s*1\s*\}|\(\s*-\s*1\s*\)|-\s*1(?![\d.]))/g,
    (_m, slash: string, f: string) => (slash ? `\\operatorname{arc${f}}` : `arc${f}`));
}
