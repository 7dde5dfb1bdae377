import { describe, expect, it } from 'vitest';
import { HISTORY_EXCERPT_LENGTH } from '@contract/solve';
import { problemTitle } from './problemTitle';

describe('problemTitle', () => {
  it('prefers the title, else the first characters of the input', () => {
    expect(problemTitle({ title: 'Quadratic', excerpt: 'x^2 = 4' }, 50)).toBe('Quadratic');
    expect(problemTitle({ title: null, excerpt: 'x^2 = 4' }, 50)).toBe('x^2 = 4');
    expect(problemTitle({ title: null, excerpt: 'a'.repeat(61) }, 60)).toBe(`${'a'.repeat(60)}…`);
    expect(problemTitle({ title: null, excerpt: 'a'.repeat(60) }, 60)).toBe('a'.repeat(60));
  });

  it('marks a cut input from the server’s excerpt, which is longer than any card shows', () => {
    expect(HISTORY_EXCERPT_LENGTH).toBeGreaterThan(60);
    expect(problemTitle({ title: null, excerpt: 'b'.repeat(HISTORY_EXCERPT_LENGTH) }, 50)).toBe(`${'b'.repeat(50)}…`);
  });
});
