import type { Locale } from './types';

/**
 * Every user-visible solver string is written in both languages at the place it is produced,
 * so a French solution is generated from the same step data as the English one, never translated
 * afterwards.
 */
export interface Text {
  en: string;
  fr: string;
}

export const text = (en: string, fr: string): Text => ({ en, fr });

export const pick = (t: Text, locale: Locale): string => t[locale];

/** The same words in both languages (a formula, a number). */
export const same = (s: string): Text => ({ en: s, fr: s });

/** Joins bilingual pieces language by language. */
export function join(parts: Text[], sep: Text | string = ' '): Text {
  const s = typeof sep === 'string' ? same(sep) : sep;
  return { en: parts.map((p) => p.en).join(s.en), fr: parts.map((p) => p.fr).join(s.fr) };
}
