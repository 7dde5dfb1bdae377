import { describe, expect, it } from 'vitest';
import { excerpt, latexToPlain, mathFragments, plainText, splitMath } from './math-text';

describe('splitMath', () => {
  it('separates prose, inline and display math', () => {
    expect(splitMath('Let $x^2$ be $$a+b$$ end')).toEqual([
      { kind: 'text', value: 'Let ' },
      { kind: 'inline', value: 'x^2' },
      { kind: 'text', value: ' be ' },
      { kind: 'display', value: 'a+b' },
      { kind: 'text', value: ' end' },
    ]);
  });

  it('keeps escaped and unclosed dollars as prose', () => {
    expect(splitMath('costs \\$5 and $x')).toEqual([{ kind: 'text', value: 'costs $5 and $x' }]);
  });

  it('lists fragments with their display mode', () => {
    expect(mathFragments('$a$ and $$\\frac{1}{2}$$')).toEqual([
      { latex: 'a', display: false },
      { latex: '\\frac{1}{2}', display: true },
    ]);
  });
});

describe('plain excerpts', () => {
  it('turns common LaTeX into readable text', () => {
    expect(latexToPlain('\\frac{a}{b} \\le \\sqrt{x} \\cdot \\pi')).toBe('a/b ≤ √(x) · π');
    expect(plainText('Solve $2x+3=7$ now.')).toBe('Solve 2x+3=7 now.');
    expect(latexToPlain('f(g(x)) = \\frac{x+1}{2}')).toBe('f(g(x)) = (x+1)/2');
    expect(latexToPlain('\\int_a^b f(x)\\,dx')).toBe('∫(a…b) f(x) dx');
    expect(latexToPlain('\\lim_{x\\to a} f(x)=\\ell')).toBe('lim(x→a) f(x)=ℓ');
    expect(latexToPlain('\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1')).toBe('lim(x→0) (sin x)/x = 1');
    expect(latexToPlain('\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}')).toBe('Σ(k=1…n) k = (n(n+1))/2');
    expect(latexToPlain('x_1 + x_{2}')).toBe('x1 + x2');
    expect(latexToPlain('A\\mathbf{x} = \\mathbf{b}')).toBe('Ax = b');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(40);
    const short = excerpt(text, 100);
    expect(short.length).toBeLessThanOrEqual(101);
    expect(short.endsWith('…')).toBe(true);
    expect(excerpt('short text', 100)).toBe('short text');
  });
});
