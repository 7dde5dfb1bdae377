import { describe, expect, it } from 'vitest';
import { cleanSolutionText, displayedAnswer, historyAnswer, stepsAsText } from './answer-text';

const step = (number: number, title: string, explanation: string, formula?: string) => ({ number, title, explanation, ...(formula ? { formula } : {}) });

describe('answer text', () => {
  it('cleans the spec fragments and collapses whitespace', () => {
    expect(cleanSolutionText('x = 2  404 Page Not Found\n or x = 3')).toBe('x = 2 or x = 3');
    expect(cleanSolutionText('Did you forget to add the page to the router? ok')).toBe('ok');
  });

  it('chooses the answer in the spec order', () => {
    const steps = [step(1, 'Factor', '(x-2)(x-3)'), step(2, 'Final Answer', 'x = 2 or x = 3')];
    expect(displayedAnswer(steps, 'ignored', 'Solution completed')).toBe('x = 2 or x = 3');
    expect(displayedAnswer([step(1, 'Answer', ' '), step(2, 'Check', 'ok')], 'x = 5', 'Solution completed')).toBe('x = 5');
    expect(displayedAnswer([step(1, 'Check', 'last one')], null, 'Solution completed')).toBe('last one');
    expect(displayedAnswer([], '', 'Solution completed')).toBe('Solution completed');
  });

  it('looks for an upper-case ANSWER step in history', () => {
    expect(historyAnswer([step(1, 'Answer', 'x = 1')], 'Solution completed')).toBe('Solution completed');
    expect(historyAnswer([step(1, 'FINAL ANSWER', 'x = 1')], 'Solution completed')).toBe('x = 1');
  });

  it('writes numbered steps with their formulas', () => {
    expect(stepsAsText([step(1, 'Isolate', 'Subtract 3.', '2x = 4'), step(2, 'Divide', 'By 2.')])).toBe('1. Isolate\nSubtract 3.\n   2x = 4\n\n2. Divide\nBy 2.');
  });

  it('lays a step table out in columns in place of its array formula', () => {
    const table = { header: ['\\text{Element}', '\\mathrm{Fe}\\ (a)', '\\mathrm{O_{2}}\\ (b)'], rows: [['\\text{Fe}', '1', '0'], ['\\text{O}', '0', '2']], rowHeaders: true };
    const counted = { ...step(1, 'Count the atoms', 'One row per element.', '\\begin{array}{c|cc} \\end{array}'), table };
    expect(stepsAsText([counted])).toBe(
      ['1. Count the atoms', 'One row per element.', '   Element | Fe (a) | O2 (b)', '   --------+--------+-------', '   Fe      | 1      | 0', '   O       | 0      | 2'].join('\n'),
    );
  });
});
