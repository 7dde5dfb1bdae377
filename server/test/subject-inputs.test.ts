import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBJECT_PALETTES, type SubjectId } from '../../contract/src';
import { solve, type Locale } from '../../solver/src/index';

/**
 * What the solve page offers for each subject is something the solver answers: every palette
 * button's example (which uses the button's symbol) and every example in the text box's
 * placeholder, in English and French, solved with a verified answer.
 */
const catalog = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/${locale}/solve.json`, import.meta.url), 'utf8')) as { text: { placeholders: Record<string, string> } };

const palettes = Object.entries(SUBJECT_PALETTES) as Array<[SubjectId, (typeof SUBJECT_PALETTES)[keyof typeof SUBJECT_PALETTES]]>;

/** "e.g. a; b" → ["a", "b"] ("ex. a ; b" in French). */
const placeholderExamples = (placeholder: string): string[] => placeholder.replace(/^(e\.g\.|ex\.)\s*/, '').split(/\s*;\s*/);

describe('subject inputs', () => {
  it.each(palettes.flatMap(([subject, groups]) => groups.flatMap((g) => g.symbols.map((s) => [subject, s.name, s] as const))))(
    '%s palette: %s',
    (subject, _name, { insert, caret, example }) => {
      // What the button inserts, either side of where it leaves the cursor, is in the example.
      const at = insert.length - (caret ?? 0);
      for (const part of [insert.slice(0, at), insert.slice(at)]) expect(example).toContain(part.trim());
      const s = solve(example, { locale: 'en', subject });
      expect(s.error).toBeUndefined();
      expect(s.verified).toBe(true);
    },
  );

  it.each((['en', 'fr'] as const).flatMap((locale) => Object.entries(catalog(locale).text.placeholders).flatMap(([subject, text]) => placeholderExamples(text).map((example) => [locale, subject, example] as const))))(
    '%s %s placeholder: "%s" is solved and verified',
    (locale, subject, example) => {
      const s = solve(example, { locale, subject });
      expect(s.error).toBeUndefined();
      expect(s.verified).toBe(true);
    },
  );

  it('has a placeholder for every subject but mathematics, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      expect(Object.keys(catalog(locale).text.placeholders).sort()).toEqual(Object.keys(SUBJECT_PALETTES).sort());
      for (const text of Object.values(catalog(locale).text.placeholders)) expect(placeholderExamples(text).length).toBeGreaterThanOrEqual(2);
    }
  });
});
