import { simplify, substitute } from '../cas';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import { evaluateReal } from '../verify/numeric';

/**
 * An equation in differential form, "(2xy + 3) dx + (x² − 1) dy = 0" or "y dx = x dy", written as
 * the derivative equation the ODE reader reads: M + N·y' = 0. The equation must be linear in dx
 * and dy with nothing else left over; otherwise it is no differential form and null is returned.
 */
const FUNCTION_WORDS = String.raw`\b(?:sin|cos|tan|cot|sec|csc|sinh|cosh|tanh|exp|ln|log|sqrt|arctan|arcsin|arccos|e)\b`;
const SYMBOLS = String.raw`(?:[^=a-zA-Z,;]|(?<![a-zA-Z])[a-zA-Z]{1,2}(?![a-zA-Z])|${FUNCTION_WORDS})`;
const EQUATION = new RegExp(String.raw`(${SYMBOLS}*\bd[xy]\b${SYMBOLS}*=${SYMBOLS}*)`);

/** dx and dy written apart, not as the Leibniz notation dy/dx or an integral's dx. */
export function isDifferentialForm(text: string): boolean {
  return /\bdx\b/.test(text) && /\bdy\b/.test(text) && !/d\s*y\s*\/\s*d\s*x|\\frac\s*\{\s*d|∫|\\i+nt\b|\bint(?:egra\w*)?\b/i.test(text);
}

export function fromDifferentialForm(text: string): string | null {
  if (!isDifferentialForm(text)) return null;
  const m = EQUATION.exec(text);
  if (!m) return null;
  const [lhs, rhs] = m[1].split('=');
  // dx and dy as two symbols of their own, multiplied onto what stands before them
  const symbols = (s: string): string => s.replace(/\bdx\b/g, '*alpha').replace(/\bdy\b/g, '*beta').replace(/^\s*\*/, '').replace(/([+\-(])\s*\*/g, '$1');
  let form;
  try {
    form = simplify(parseNode(`(${symbols(lhs)}) - (${symbols(rhs)})`));
  } catch {
    return null;
  }
  const at = (mu: number, nu: number): string => toAscii(simplify(substitute(substitute(form, 'alpha', mu), 'beta', nu)));
  const [M, N, rest] = [at(1, 0), at(0, 1), at(0, 0)];
  if (rest !== '0' || N === '0') return null;
  // linear in dx and dy: the form at (2, 3) is 2M + 3N wherever it is evaluated
  const ascii = toAscii(form);
  for (const [x, y] of [[0.7, 1.3], [1.9, -0.4]]) {
    const whole = evaluateReal(ascii, { x, y, alpha: 2, beta: 3 });
    const parts = [evaluateReal(M, { x, y }), evaluateReal(N, { x, y })];
    if (whole === null || parts.some((p) => p === null) || Math.abs(whole - 2 * (parts[0] ?? 0) - 3 * (parts[1] ?? 0)) > 1e-9 * Math.max(1, Math.abs(whole))) return null;
  }
  return `${text.slice(0, m.index)} ${M} + (${N})*y' = 0${text.slice(m.index + m[1].length)}`.trim();
}
