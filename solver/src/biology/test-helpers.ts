import { expect } from 'vitest';
import { solve } from '../solve';

/** The two languages a biology question is asked in. */
export type Locale = 'en' | 'fr';

/** Solves a question picked under biology, as the student's page does. */
export const solveBiology = (input: string, locale: Locale = 'en') => solve(input, { subject: 'biology', locale });

/** The answer a biology question gets and whether an independent check confirmed it. */
export const value = (input: string, locale: Locale = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solveBiology(input, locale);
  return { v: s.answer?.value, ok: s.verified };
};

/** The answer with the reading the solver states, to see which question it thought it answered. */
export const reading = (input: string, locale: Locale = 'en'): { v: string | undefined; ok: boolean; i: string | undefined } => {
  const s = solveBiology(input, locale);
  return { v: s.answer?.value, ok: s.verified, i: s.interpretation?.text };
};

/** A question the solver must not answer: fails the test on any answer, returns the code and the message. */
export const refusal = (input: string, locale: Locale = 'en'): string => {
  const s = solveBiology(input, locale);
  expect(s.answer, `${input} was answered`).toBeFalsy();
  return `${s.error?.code ?? ''}: ${s.error?.message ?? ''}`;
};
