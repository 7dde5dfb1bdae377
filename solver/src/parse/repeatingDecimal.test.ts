import { describe, expect, it } from 'vitest';
import { repeatingBlock, writeRepeatingOut } from './repeatingDecimal';

describe('repeating decimals', () => {
  it.each([
    ['0.\\overline{36}', '0.363636...'],
    ['0,1\\overline{6}', '0.1666...'],
    ['0.3̅6̅', '0.363636...'],
    ['0.(142857)', '0.142857142857142857...'],
    ['0.\\dot{1}\\dot{2}', '0.121212...'],
    ['0.3 recurring', '0.333...'],
  ])('writes %s out as %s', (marked, out) => {
    expect(writeRepeatingOut(marked)).toBe(out);
  });

  it('leaves a bracket that can be a product, and a recurring decimal whose block is not said', () => {
    expect(writeRepeatingOut('0.5(2)')).toBe('0.5(2)');
    expect(writeRepeatingOut('0.16 recurring')).toBe('0.16 recurring');
  });

  it('finds the shortest block after the shortest start', () => {
    expect(repeatingBlock(false, '0', '363636')).toMatchObject({ start: '', block: '36' });
    expect(repeatingBlock(false, '0', '1666')).toMatchObject({ start: '1', block: '6' });
    expect(repeatingBlock(false, '3', '14159')).toBeNull();
  });
});
