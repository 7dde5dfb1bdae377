import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { readLimit } from './limit';
import { taskText } from '../task/text';

const read = (s: string) => readLimit(normalize(s));

describe('limits with parameters to find', () => {
  it('reads the letters asked for, the limit and "finite" / "exists"', () => {
    for (const input of [
      'Find a so that lim_{x→2} (x² − ax + 2)/(x − 2) exists',
      'For what value of a does lim_{x→2} (x² − ax + 2)/(x − 2) exist?',
      'What value of a makes lim_{x→2} (x² − ax + 2)/(x − 2) finite?',
      'Pour quelle valeur de a la limite de (x² − ax + 2)/(x − 2) en 2 est-elle finie ?',
      'Trouver a tel que la limite de (x² − ax + 2)/(x − 2) en 2 soit finie',
    ]) {
      const t = read(input);
      expect(t, input).toMatchObject({ kind: 'limit', asks: 'parameters', parameters: ['a'], point: '2', variable: 'x' });
      expect(t?.target, input).toBeUndefined();
    }
  });
  it('reads a stated value and several letters', () => {
    expect(read('Find a and b so that lim_{x→0} (a + b cos x)/x² = 1')).toMatchObject({ asks: 'parameters', parameters: ['a', 'b'], target: '1' });
    expect(read('Déterminer les réels a et b tels que lim_{x→1} (x² + ax + b)/(x − 1) = 3')).toMatchObject({ parameters: ['a', 'b'], target: '3' });
    expect(read('find a such that lim_{x→∞} (√(x² + ax) − x) = 2')).toMatchObject({ parameters: ['a'], point: 'oo', target: '2' });
  });
  it('leaves it unread when the letters asked for are not those of the limit', () => {
    expect(read('Find b so that lim_{x→2} (x² − ax + 2)/(x − 2) exists')).toBeNull();
    expect(read('Find a so that lim_{x→2} (x² − ax + 2)/(x − 2) = b')).toBeNull();
  });
  it('reads back its own text as the same task', () => {
    for (const input of ['Find a and b so that lim_{x→0} (a + b cos x)/x² = 1', 'find a so that lim_{x→2+} (x^2 - a x + 2)/(x - 2) exists']) {
      const t = read(input);
      expect(t).not.toBeNull();
      if (t) expect(read(taskText(t))).toEqual(t);
    }
  });
});

describe('a function said to tend to a value, for which parameter', () => {
  it.each([
    ['Pour quelle valeur de a la fonction (sin(ax))/x tend-elle vers 3 en 0 ?', 'sin(a*x)/x', '0', '3'],
    ['For which value of a does f(x) = (e^{ax} - 1)/x tend to 5 as x → 0?', '(exp(a*x) - 1)/x', '0', '5'],
    ['Pour quelle valeur du réel k la fonction (sqrt(x+k) - 2)/(x - 4) tend-elle vers 1/4 quand x tend vers 4 ?', '(sqrt(x + k) - 2)/(x - 4)', '4', '1/4'],
  ])('%s', (input, expr, point, target) => {
    expect(read(input)).toMatchObject({ kind: 'limit', expr, point, asks: 'parameters', target });
  });
});
