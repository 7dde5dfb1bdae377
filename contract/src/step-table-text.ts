import type { StepTable } from './solve';

/**
 * A step table as lines of plain text, for places without typesetting (Copy Steps, the PDF's
 * standard fonts): each cell turned into text by `cellText`, columns padded to a common width and
 * separated by " | ", a rule of dashes under the header.
 */
export function stepTableLines(table: StepTable, cellText: (latex: string) => string): string[] {
  const grid = [table.header, ...table.rows].map((row) => row.map((cell) => cellText(cell).trim()));
  const columns = Math.max(...grid.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, k) => Math.max(1, ...grid.map((row) => [...(row[k] ?? '')].length)));
  const line = (row: string[]) =>
    widths
      .map((width, k) => {
        const cell = row[k] ?? '';
        return cell + ' '.repeat(width - [...cell].length);
      })
      .join(' | ')
      .trimEnd();
  const [header, ...rows] = grid;
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-+-'), ...rows.map(line)];
}
