import type { Solution } from '../types';

/**
 * A French solution of a physics, chemistry, biology or computing exercise writes its decimals with
 * a comma, as French students and teachers do: "98.07 g/mol" reads as ninety-eight thousand in
 * French. Only a dot between two runs of digits is a decimal point; a dotted chain (192.168.1.1)
 * is no number and stays as written. The structured answer keeps its dot: it is data, not prose.
 */
const DECIMAL_POINT = /(?<!\d\.?)(\d+)\.(\d+)(?!\.?\d)/g;

export const frenchDecimals = (s: string): string => s.replace(DECIMAL_POINT, '$1,$2');
/** In LaTeX the comma is braced, so that no space follows it as after punctuation. */
export const frenchLatexDecimals = (s: string): string => s.replace(DECIMAL_POINT, '$1{,}$2');

export function withFrenchDecimals(solution: Solution): Solution {
  return {
    ...solution,
    ...(solution.interpretation ? { interpretation: { text: frenchDecimals(solution.interpretation.text), latex: frenchLatexDecimals(solution.interpretation.latex) } } : {}),
    steps: solution.steps.map((step) => ({
      ...step,
      title: frenchDecimals(step.title),
      explanation: frenchDecimals(step.explanation),
      ...(step.formula !== undefined ? { formula: frenchLatexDecimals(step.formula) } : {}),
      ...(step.table ? { table: { ...step.table, header: step.table.header.map(frenchDecimals), rows: step.table.rows.map((row) => row.map(frenchDecimals)) } } : {}),
    })),
    finalAnswer: frenchDecimals(solution.finalAnswer),
    ...(solution.answer ? { answer: { ...solution.answer, words: frenchDecimals(solution.answer.words), latex: frenchLatexDecimals(solution.answer.latex) } } : {}),
    ...(solution.verification !== undefined ? { verification: frenchDecimals(solution.verification) } : {}),
    plainText: frenchDecimals(solution.plainText),
  };
}
