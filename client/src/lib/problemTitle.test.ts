import { describe, expect, it } from 'vitest';
import { problemTitle } from './problemTitle';

describe('problemTitle', () => {
  it('prefers the title, else the first characters of the input', () => {
    expect(problemTitle({ title: 'Quadratic', rawInput: 'x^2 = 4' }, 50)).toBe('Quadratic');
    expect(problemTitle({ title: null, rawInput: 'x^2 = 4' }, 50)).toBe('x^2 = 4');
    expect(problemTitle({ title: null, rawInput: 'a'.repeat(61) }, 60)).toBe(`${'a'.repeat(60)}…`);
    expect(problemTitle({ title: null, rawInput: 'a'.repeat(60) }, 60)).toBe('a'.repeat(60));
  });
});
