import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { curveDefinition, typedEntries } from './curveDefinition';
import { readCurvature } from './curvature';
import { readVectorFunction } from './vectorFunction';

describe('a curve defined by name', () => {
  it.each([
    ['r(t) = (t, t^2, 1)', { name: 'r', parameter: 't', components: ['t', 't^2', '1'] }],
    ['γ(s) = ⟨cos s, sin s⟩', { name: 'γ', parameter: 's', components: ['cos s', 'sin s'] }],
    ['r(t) = t i + t^2 j + 3 k', { name: 'r', parameter: 't', components: ['t', 't^2', '3'] }],
  ])('%s', (input, expected) => {
    expect(curveDefinition(input)).toMatchObject(expected);
  });

  it('reads a derivative only when asked for one, and only as a tuple', () => {
    expect(curveDefinition("r'(t) = (2t, 1)", true)).toMatchObject({ name: 'r', components: ['2t', '1'] });
    expect(curveDefinition('r(t) = (2t, 1)', true)).toBeNull();
    expect(curveDefinition("r'(t) = 2t i + j", true)).toBeNull();
  });

  it('counts the entries as typed, where a decimal comma would merge two', () => {
    expect(typedEntries('r(t) = <t^-1,1,t>')).toBe(3);
    expect(typedEntries('y = x^2')).toBeNull();
  });

  it('is the one reading of the curvature and the vector-function questions, in both languages', () => {
    const curvature = readCurvature(normalize('Calculer la courbure de r(t) = t i + t^2 j en t = 1'));
    expect(curvature).toMatchObject({ op: 'curvature', components: ['t', 't^2'], variables: ['t'] });
    const velocity = readVectorFunction(normalize('Find the velocity of r(t) = t i + t^2 j + 3 k'));
    expect(velocity).toMatchObject({ name: 'r', parameter: 't', components: ['t', 't^2', '3'], asks: ['velocity'] });
  });

  it('refuses in both readers a curve whose commas may be decimal ones', () => {
    for (const input of ["r(t) = <t^-1,1,t>, find r'(t)", 'the curvature of r(t) = <t^-1,1,t> at t = 1']) {
      const refusal = solve(input, { locale: 'fr' });
      expect(refusal.error?.message).toMatch(/virgule/);
    }
  });
});
