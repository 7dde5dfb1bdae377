import type { SubjectId } from '@contract/solve';
import { SUBJECT_PALETTES } from '@contract/subject-palettes';

/**
 * The math-symbol palette (spec §2: roots, sums, integrals, Greek letters, comparison, set,
 * logic, arrows, operators). `insert` is what lands at the cursor; `caret` moves the cursor back
 * inside brackets it opened. Every symbol is one the solver's parser reads.
 */
export interface PaletteSymbol {
  /** What the button shows. */
  label: string;
  insert: string;
  /** Characters from the end of `insert` to leave the cursor at (inside "()"). */
  caret?: number;
  /** Key in the solve catalog's `symbols` block: the button's accessible name. */
  name: string;
}

export interface SymbolGroup {
  /** Key in the solve catalog's `palette` block. */
  group: string;
  symbols: readonly PaletteSymbol[];
}

export const SYMBOL_GROUPS: readonly SymbolGroup[] = [
  {
    group: 'powers',
    symbols: [
      { label: '√', insert: '√()', caret: 1, name: 'sqrt' },
      { label: '∛', insert: '∛()', caret: 1, name: 'cbrt' },
      { label: 'x²', insert: '²', name: 'squared' },
      { label: 'x³', insert: '³', name: 'cubed' },
      { label: 'xⁿ', insert: '^', name: 'power' },
      { label: '|x|', insert: '||', caret: 1, name: 'abs' },
      { label: 'n!', insert: '!', name: 'factorial' },
    ],
  },
  {
    group: 'calculus',
    symbols: [
      { label: '∫', insert: '∫ ', name: 'integral' },
      { label: '∑', insert: '∑ ', name: 'sum' },
      { label: '∏', insert: '∏ ', name: 'product' },
      { label: 'lim', insert: 'lim ', name: 'limit' },
      { label: '∂', insert: '∂', name: 'partial' },
      { label: '∞', insert: '∞', name: 'infinity' },
      { label: 'd/dx', insert: 'd/dx ', name: 'derivative' },
    ],
  },
  {
    group: 'greek',
    symbols: [
      { label: 'π', insert: 'π', name: 'pi' },
      { label: 'θ', insert: 'θ', name: 'theta' },
      { label: 'α', insert: 'α', name: 'alpha' },
      { label: 'β', insert: 'β', name: 'beta' },
      { label: 'λ', insert: 'λ', name: 'lambda' },
      { label: 'μ', insert: 'μ', name: 'mu' },
      { label: 'σ', insert: 'σ', name: 'sigma' },
      { label: 'Δ', insert: 'Δ', name: 'delta' },
    ],
  },
  {
    group: 'comparison',
    symbols: [
      { label: '=', insert: '=', name: 'equals' },
      { label: '≠', insert: '≠', name: 'notEqual' },
      { label: '≈', insert: '≈', name: 'approx' },
      { label: '<', insert: '<', name: 'less' },
      { label: '>', insert: '>', name: 'greater' },
      { label: '≤', insert: '≤', name: 'lessEqual' },
      { label: '≥', insert: '≥', name: 'greaterEqual' },
    ],
  },
  {
    group: 'sets',
    symbols: [
      { label: '∈', insert: '∈', name: 'in' },
      { label: '∉', insert: '∉', name: 'notIn' },
      { label: '⊂', insert: '⊂', name: 'subset' },
      { label: '∪', insert: '∪', name: 'union' },
      { label: '∩', insert: '∩', name: 'intersection' },
      { label: '∅', insert: '∅', name: 'emptySet' },
      { label: 'ℝ', insert: 'ℝ', name: 'reals' },
    ],
  },
  {
    group: 'logic',
    symbols: [
      { label: '∀', insert: '∀', name: 'forAll' },
      { label: '∃', insert: '∃', name: 'exists' },
      { label: '¬', insert: '¬', name: 'not' },
      { label: '∧', insert: '∧', name: 'and' },
      { label: '∨', insert: '∨', name: 'or' },
    ],
  },
  {
    group: 'arrows',
    symbols: [
      { label: '→', insert: '→', name: 'to' },
      { label: '⇒', insert: '⇒', name: 'implies' },
      { label: '⇔', insert: '⇔', name: 'iff' },
    ],
  },
  {
    group: 'operators',
    symbols: [
      { label: '±', insert: '±', name: 'plusMinus' },
      { label: '×', insert: '×', name: 'times' },
      { label: '÷', insert: '÷', name: 'divide' },
      { label: '·', insert: '·', name: 'dot' },
      { label: '( )', insert: '()', caret: 1, name: 'parentheses' },
    ],
  },
];

export const SYMBOL_COUNT = SYMBOL_GROUPS.reduce((n, g) => n + g.symbols.length, 0);

/**
 * The palette for the subject the student picked: mathematics (or no subject) keeps the
 * mathematics palette; the other subjects have their own (reaction arrows and subscripts,
 * units, logic operators and bases, crosses), each symbol one the solver reads.
 */
export function symbolGroupsFor(subject: SubjectId | undefined): readonly SymbolGroup[] {
  return subject === undefined || subject === 'mathematics' ? SYMBOL_GROUPS : SUBJECT_PALETTES[subject];
}

/** The text with `symbol` put in place of the selection, and where the cursor goes after it. */
export function insertSymbol(text: string, selectionStart: number, selectionEnd: number, symbol: PaletteSymbol): { text: string; cursor: number } {
  const next = text.slice(0, selectionStart) + symbol.insert + text.slice(selectionEnd);
  return { text: next, cursor: selectionStart + symbol.insert.length - (symbol.caret ?? 0) };
}
