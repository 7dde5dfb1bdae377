/**
 * Formulas inside explanation sentences: the ASCII form made readable (x², √(x + 1), 2·x),
 * since explanations are plain text while the step's formula line is LaTeX.
 */
import type { Expr } from './expr';
import { toAscii } from './print';

const SUP: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };

export function plainOf(ascii: string): string {
  return ascii
    .replace(/\^(\d+)(?![\d.])/g, (_, d: string) => [...d].map((c) => SUP[c]).join(''))
    .replace(/sqrt\(/g, '√(')
    .replace(/\bpi\b/g, 'π')
    .replace(/abs\(([^()]*)\)/g, '|$1|')
    .replace(/(\d)\*(?=[a-zA-Z(√π])/g, '$1')
    .replace(/\*/g, '·')
    .replace(/\s*-\s*/g, (m) => (m.trim() === '-' && m.length > 1 ? ' − ' : '−'));
}

export const plain = (e: Expr): string => plainOf(toAscii(e));
