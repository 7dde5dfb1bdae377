import { expect } from 'vitest';
import { solve } from '../../solve';
import type { Solution } from '../../types';

/** Solves in both languages and checks what every algebra answer must have. */
export function both(input: string): { en: Solution; fr: Solution } {
  const en = solve(input, { locale: 'en' });
  const fr = solve(input, { locale: 'fr' });
  expect(en.error, `${input}: ${en.error?.message}`).toBeUndefined();
  expect(en.answer?.value).toBe(fr.answer?.value);
  expect(en.steps.length).toBe(fr.steps.length);
  expect(en.steps.length).toBeGreaterThan(0);
  // Same step data, each language its own words.
  en.steps.forEach((s, k) => {
    expect(s.title.length).toBeGreaterThan(0);
    expect(fr.steps[k].formula).toBe(s.formula);
  });
  expect(fr.plainText).toContain('Réponse');
  expect(en.plainText).toContain('Answer');
  return { en, fr };
}

export const titles = (s: Solution): string[] => s.steps.map((t) => t.title);
