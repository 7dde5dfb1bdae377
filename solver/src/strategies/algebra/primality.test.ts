import { describe, expect, it } from 'vitest';
import { both, titles } from './test-helpers';

describe('whether a whole number is prime', () => {
  it.each([
    ['Is 97 prime?', 'True', 'Yes: 97 is prime.'],
    ['Is 91 a prime number?', 'False', 'No: 91 = 7 × 13 is composite.'],
    ['Determine whether 221 is prime or composite', 'False', 'No: 221 = 13 × 17 is composite.'],
    ['Is 1 prime?', 'False', 'No: 1 is neither prime nor composite.'],
    ['Show that 1009 is prime.', 'True', 'Yes: 1009 is prime.'],
    ['Is 1000000007 prime?', 'True', 'Yes: 1000000007 is prime.'],
  ])('%s', (input, value, words) => {
    const { en } = both(input);
    expect(en.answer?.value).toBe(value);
    expect(en.finalAnswer).toBe(words);
    expect(en.verified).toBe(true);
  });

  it('reads the French questions and answers in French', () => {
    const { fr } = both('97 est-il un nombre premier ?');
    expect(fr.finalAnswer).toBe('Oui : 97 est premier.');
    expect(both('Déterminer si 561 est premier').fr.finalAnswer).toBe('Non : 561 = 3 × 187 est composé.');
  });

  it('tries the primes up to the square root, as taught', () => {
    const { en } = both('Is 97 prime?');
    expect(titles(en)).toEqual(['Only primes up to √n need trying', 'Divide by each prime in turn']);
    expect(en.steps[1].explanation).toBe('None of 2, 3, 5, 7 divides 97: it has no divisor but 1 and itself.');
  });
});
