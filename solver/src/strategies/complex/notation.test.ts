import { describe, expect, it } from 'vitest';
import { solve } from '../../solve';
import { complexNotation } from './notation';

describe('engineering and trigonometry notations of complex numbers', () => {
  it('reads j as the unit when i is not used, with its coefficient before or after', () => {
    expect(complexNotation('polar form of 4 - j2.4')).toBe('polar form of 4 - 2.4i');
    expect(complexNotation('z = 3 - 4j, find |z|')).toBe('z = 3 - 4i, find |z|');
    expect(complexNotation('5(cos 225° + j sin 225°)')).toBe('5(cos 225° + i sin 225°)');
    // j beside an i in use is a letter of its own
    expect(complexNotation('(1 + i)^j')).toBe('(1 + i)^j');
  });

  it('writes r cis θ and the phasor r∠θ as r(cos θ + i sin θ)', () => {
    expect(complexNotation('3 cis 150°')).toBe('3 (cos(150°) + i sin(150°))');
    expect(complexNotation('2∠-45°')).toBe('2(cos(-45°) + i sin(-45°))');
    expect(complexNotation('4 cis(π/6)')).toBe('4 (cos((π/6)) + i sin((π/6)))');
  });

  it.each([
    ['write 2 cis 60° in a+bi form', '1 + sqrt(3)*i'],
    ['3∠90° in rectangular form', '3*i'],
    ['z = 6 - 8j, find |z|', '10'],
    ['If z = 2e^(iπ/2), find the rectangular form of z.', '2*i'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('finds the roots of a number named before the question, written with j', () => {
    const s = solve('z = 8(cos 90° + j sin 90°). Find the cube roots of z.');
    expect(s.verified).toBe(true);
    expect(s.answer?.kind).toBe('solutions');
  });
});

describe('j named as a number of its own, or next to iπ', () => {
  it.each([
    ['Soit j = e^{2iπ/3}. Calculer 1 + j + j^2', 'fr', '0'],
    ['Let j = e^{2πi/3}. Compute j^3', 'en', '1'],
  ])('%s', (input, locale, value) => {
    const s = solve(input, { locale: locale as 'en' | 'fr' });
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('still reads j as the unit in engineering notation', () => {
    expect(solve('(2 + j3)(1 − j)', { locale: 'en' }).answer?.value).toBe('5 + i');
  });
});
