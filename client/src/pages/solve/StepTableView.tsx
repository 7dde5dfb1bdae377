import type { StepTable } from '@contract/solve';
import { Formula } from '@/components/math/Formula';

/**
 * A step's table (element counts, a Punnett square, a truth table, a sign table) as a real table:
 * column headers and row names are header cells a screen reader announces with each value, cells
 * are typeset inline by KaTeX, and a table wider than its card scrolls sideways inside it.
 */
export function StepTableView({ table, labelledBy }: { table: StepTable; labelledBy: string }) {
  return (
    // Focusable so a keyboard can scroll a table wider than the screen; named by its step.
    <div className="overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="min-w-full border-collapse text-sm" aria-labelledby={labelledBy} data-testid="step-table">
        {table.caption && <caption className="px-3 py-1.5 text-left text-xs text-muted-foreground">{table.caption}</caption>}
        <thead className="bg-muted/60">
          <tr>
            {table.header.map((cell, k) => (
              <th key={k} scope="col" className="whitespace-nowrap border-b px-3 py-1.5 text-center font-semibold">
                <Cell latex={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-b last:border-b-0 even:bg-muted/20">
              {row.map((cell, k) =>
                k === 0 && table.rowHeaders ? (
                  <th key={k} scope="row" className="whitespace-nowrap border-r px-3 py-1.5 text-center font-medium">
                    <Cell latex={cell} />
                  </th>
                ) : (
                  <td key={k} className="whitespace-nowrap px-3 py-1.5 text-center tabular-nums">
                    <Cell latex={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const Cell = ({ latex }: { latex: string }) => (latex === '' ? null : <Formula latex={latex} />);
