import { describe, expect, it } from 'vitest';
import { casLatex } from './index';

describe('casLatex', () => {
  it('keeps a Greek letter apart from the letter after it', () => {
    expect(casLatex(['Multiply', 2, 'beta', 'y'])).toMatch(/\\beta\s+y|y\s*\\beta/);
    expect(casLatex(['Multiply', 2, 'beta', 'y'])).not.toMatch(/\\betay/);
  });
});
