import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import type { Solution, StepTable } from '../types';
import { lintSolution } from './step-lint';
import { tableLatex } from './step-table';

const tableOf = (s: Solution, title: string): StepTable => {
  const step = s.steps.find((st) => st.title === title);
  if (!step?.table) throw new Error(`no table in "${title}": ${s.steps.map((st) => st.title).join(', ')}`);
  // Readers of formulas only get the same table as a KaTeX array.
  expect(step.formula).toBe(tableLatex(step.table));
  for (const cell of [...step.table.header, ...step.table.rows.flat()]) expect(() => katex.renderToString(cell, { throwOnError: true })).not.toThrow();
  return step.table;
};

describe('step tables', () => {
  it('writes a table as an array with a rule under the header and after a column of row names', () => {
    expect(tableLatex({ header: ['x', 'f'], rows: [['1', '+'], ['2', '-']], rowHeaders: true })).toBe('\\begin{array}{c|c} x & f \\\\ \\hline 1 & + \\\\ 2 & - \\end{array}');
    expect(tableLatex({ header: ['A', 'B', 'F'], rows: [['0', '1', '1']] })).toBe('\\begin{array}{ccc} A & B & F \\\\ \\hline 0 & 1 & 1 \\end{array}');
  });

  it('counts the atoms of each element in a table, its header in the solution language', () => {
    const en = tableOf(solve('balance Fe + O2 → Fe2O3', { locale: 'en' }), 'Count the atoms of each element');
    expect(en.header).toEqual(['\\text{Element}', '\\mathrm{Fe}\\ (a)', '\\mathrm{O_{2}}\\ (b)', '\\mathrm{Fe_{2}O_{3}}\\ (c)']);
    expect(en.rows).toEqual([['\\text{Fe}', '1', '0', '-2'], ['\\text{O}', '0', '2', '-3']]);
    expect(en.rowHeaders).toBe(true);
    const fr = tableOf(solve('équilibrer Fe + O2 → Fe2O3', { locale: 'fr' }), 'Compter les atomes de chaque élément');
    expect(fr.header[0]).toBe('\\text{Élément}');
    expect(fr.rows).toEqual(en.rows);
  });

  it('draws the Punnett square with the gametes naming rows and columns', () => {
    const t = tableOf(solve('Aa x Aa: genotype ratio', { locale: 'en' }), 'Punnett square');
    expect(t.header).toHaveLength(3);
    expect(t.header[0]).toBe('\\text{Gametes}');
    expect(t.rows).toHaveLength(2);
    expect(t.rows.every((row) => row.length === 3)).toBe(true);
  });

  it('lists the minterms bit by bit and charts which minterms each prime implicant covers', () => {
    const s = solve("simplify A'B'C + A'BC + ABC", { locale: 'en' });
    const minterms = tableOf(s, 'List the minterms in binary');
    expect(minterms.header).toEqual(['\\text{Minterm}', 'A', 'B', 'C']);
    expect(minterms.rows).toEqual([['1', '0', '0', '1'], ['3', '0', '1', '1'], ['7', '1', '1', '1']]);
    const chart = tableOf(s, 'Prime implicants');
    expect(chart.header).toEqual(['\\text{Prime implicant}', '1', '3', '7']);
    // A'C covers 1 and 3, BC covers 3 and 7.
    expect(chart.rows.map((row) => row.slice(1).map((c) => (c ? 'x' : '.')).join(''))).toEqual(expect.arrayContaining(['xx.', '.xx']));
  });

  it('gives an identity its truth table, one column per variable', () => {
    const t = tableOf(solve("is A'B + AB = B ?", { locale: 'en' }), 'Truth table');
    expect(t.header.slice(0, 2)).toEqual(['A', 'B']);
    expect(t.rows).toHaveLength(4);
  });

  it('puts the sign of an inequality on each interval in a table', () => {
    const t = tableOf(solve('solve (x - 1)/(x + 2) > 0', { locale: 'en' }), 'Table of signs');
    expect(t.header[0]).toBe('x');
    expect(t.rows.map((row) => row[1])).toEqual(['+', '-', '+']);
  });

  it('is linted cell by cell: a cell KaTeX cannot typeset is a finding', () => {
    const table = { header: ['x', '\\frac{1}{'], rows: [['1', '+']], rowHeaders: true };
    const s: Solution = { method: 'test', steps: [{ title: 'Table of signs', explanation: 'Signs.', formula: 'x > 0', table }], finalAnswer: 'x > 0', answer: null, verified: false, plainText: '', locale: 'en' };
    expect(lintSolution('x > 0', s, 'en').filter((f) => f.rule === 'katex').map((f) => f.text)).toEqual([expect.stringContaining('\\frac{1}{')]);
  });
});
