import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './i18n';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,fr;q=0.5,en;q=0.4', 'fr'],
    ['en-US,en;q=0.9', 'en'],
    ['en;q=0.3, fr;q=0.7', 'fr'],
    ['fr;q=0, en', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('gives nothing for an absent or unsupported header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage('de, es;q=0.5')).toBeUndefined();
    expect(localeFromAcceptLanguage('*')).toBeUndefined();
  });
});
