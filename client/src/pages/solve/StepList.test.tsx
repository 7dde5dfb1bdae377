import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SolutionStep } from '@contract/solve';
import { StepList } from './StepList';

const counted: SolutionStep = {
  number: 1,
  title: 'Count the atoms of each element',
  explanation: 'One row per element.',
  formula: '\\begin{array}{c|cc} \\text{Element} & \\mathrm{Fe} & \\mathrm{O_{2}} \\\\ \\hline \\text{Fe} & 1 & 0 \\end{array}',
  table: { header: ['\\text{Element}', '\\mathrm{Fe}', '\\mathrm{O_{2}}'], rows: [['\\text{Fe}', '1', '0'], ['\\text{O}', '0', '']], rowHeaders: true },
};

describe('StepList', () => {
  it('shows a step table as a table named by its step, with column and row headers, in place of its array formula', () => {
    render(<StepList steps={[counted, { number: 2, title: 'Solve', explanation: '', formula: 'a = 4' }]} />);
    const table = screen.getByRole('table', { name: /Count the atoms of each element/ });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => th.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Four value cells, one of them empty; the array formula is not shown as well.
    expect(within(table).getAllByRole('cell')).toHaveLength(4);
    expect(screen.queryByText(/begin\{array\}/)).toBeNull();
    expect(screen.getByText('a = 4')).toBeInTheDocument();
    // The table scrolls inside its card: a focusable region around it.
    expect(screen.getByRole('region', { name: /Count the atoms/ })).toHaveAttribute('tabindex', '0');
  });
});
