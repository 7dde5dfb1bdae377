import { describe, expect, it } from 'vitest';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { constantSign, smallEquivalent } from './equivalent';

const eq = (s: string) => {
  const e = smallEquivalent(parseNode(s), 'n');
  return e ? { node: toAscii(e.node), rules: e.rules } : null;
};

describe('usual equivalents at 0 in a series term', () => {
  it('replaces the small quantity by its equivalent, through products and powers', () => {
    expect(eq('ln(1 + 1/n)')).toEqual({ node: '1/n', rules: ['ln(1 + u) ~ u'] });
    expect(eq('1 - cos(1/n)')?.rules).toEqual(['1 − cos u ~ u²/2']);
    expect(eq('n*sin(1/n^3)')?.rules).toEqual(['sin u ~ u']);
    expect(eq('(e^(1/n) - 1)^2')?.rules).toEqual(['eᵘ − 1 ~ u']);
  });

  it('applies no rule when the quantity does not tend to 0', () => {
    expect(eq('sin(n)/n^2')).toBeNull();
    expect(eq('ln(1 + n)')).toBeNull();
    expect(eq('1/n^2')).toBeNull();
  });

  it('tells a term of constant sign from one that changes sign', () => {
    expect(constantSign(parseNode('ln(1 + 1/n)'), 'n')).toBe(true);
    expect(constantSign(parseNode('sin(n)/n'), 'n')).toBe(false);
  });
});
