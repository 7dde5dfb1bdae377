import { describe, expect, it } from 'vitest';
import { rootTimesI } from './rootTimesI';
import { solve } from '../solve';

describe('a root written before i', () => {
  it('takes the number alone under the root', () => {
    expect(rootTimesI('1 - √3 i')).toBe('1 - √(3) i');
    expect(rootTimesI('2 + √3i')).toBe('2 + √(3)i');
    expect(solve('|1 + √3 i|').answer?.value).toBe('2');
  });

  it('leaves other roots as typed', () => {
    expect(rootTimesI('√3 x + √2')).toBe('√3 x + √2');
    expect(rootTimesI('√3 if x > 0')).toBe('√3 if x > 0');
  });
});
