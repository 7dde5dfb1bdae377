import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readValuesGiven } from './valuesGiven';

const read = (s: string) => readValuesGiven(normalize(s));

describe('an expression computed at values given for its letters', () => {
  it('reads the values after the expression or before it, in English and French', () => {
    expect(read('Evaluate 2x^2 - 3x + 1 at x = 2')).toEqual({ kind: 'evaluate', expr: '2*x^2 - 3*x + 1', at: [['x', '2']] });
    expect(read('If x = 3 and y = -1, find the value of x^2 - 2xy + y^2')).toEqual({ kind: 'evaluate', expr: 'x^2 - 2*x*y + y^2', at: [['x', '3'], ['y', '-1']] });
    expect(read('Calculer A = 3x² - 2x + 1 pour x = -1')).toEqual({ kind: 'evaluate', expr: '3*x^2 - 2*x + 1', at: [['x', '-1']] });
  });

  it('leaves a value of a function named first, and values of letters not in the expression, to the other readers', () => {
    expect(read('f(x) = x^2 + 1, find f(3)')).toBeNull();
    expect(read('Evaluate x^2 + 1 when y = 2')).toBeNull();
  });

  it('states the values put in and checks the answer there', () => {
    const s = solve('If x = 3 and y = -1, find the value of x^2 - 2xy + y^2');
    expect([s.finalAnswer, s.verified, s.interpretation?.text]).toEqual(['16', true, 'Compute x² − 2x·y + y² at x = 3, y = -1']);
    const fr = solve('Si x = 2, calculer 3x^2 - 1', { locale: 'fr' });
    expect([fr.finalAnswer, fr.interpretation?.text]).toEqual(['11', 'Calculer 3x² − 1 pour x = 2']);
  });
});
