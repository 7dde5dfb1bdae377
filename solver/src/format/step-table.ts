import type { StepTable } from '../types';

/**
 * A step table as one KaTeX array, for readers that only take formulas (speech, plain text, API
 * clients of old): the header row, a rule under it, and a rule after the first column when it
 * names the rows. An empty cell stays empty.
 */
export function tableLatex(table: StepTable): string {
  const columns = table.header.length;
  const spec = table.rowHeaders ? `c|${'c'.repeat(Math.max(columns - 1, 0))}` : 'c'.repeat(columns);
  const line = (cells: string[]): string => cells.join(' & ');
  return `\\begin{array}{${spec}} ${line(table.header)} \\\\ \\hline ${table.rows.map(line).join(' \\\\ ')} \\end{array}`;
}
