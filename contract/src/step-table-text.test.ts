import { describe, expect, it } from 'vitest';
import { stepTableLines } from './step-table-text';

describe('step tables as text', () => {
  it('pads the columns to a common width under a rule, cells as the caller reads them', () => {
    const table = { header: ['\\text{Element}', 'Fe (a)', 'O_2 (b)'], rows: [['\\text{Fe}', '1', '0'], ['\\text{O}', '0', '-2']], rowHeaders: true };
    const text = (latex: string) => latex.replace(/\\text\{([^}]*)\}/g, '$1');
    expect(stepTableLines(table, text)).toEqual([
      'Element | Fe (a) | O_2 (b)',
      '--------+--------+--------',
      'Fe      | 1      | 0',
      'O       | 0      | -2',
    ]);
  });

  it('counts an accented letter as one character and leaves an empty cell empty', () => {
    expect(stepTableLines({ header: ['Élé', 'm'], rows: [['x', '']] }, (c) => c)).toEqual(['Élé | m', '----+--', 'x   |']);
  });
});
