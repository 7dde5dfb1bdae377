import { describe, expect, it } from 'vitest';
import { loginBody, profileBody, registerBody } from './auth';
import { LOCALES, MESSAGES, isMessageCode, messageText } from './messages';

function codesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('auth schemas', () => {
  it('accepts a valid registration and trims names and email', () => {
    const parsed = registerBody.parse({ email: ' Ada@Example.com ', password: 'secret1', firstName: ' Ada ', lastName: 'L' });
    expect(parsed).toEqual({ email: 'Ada@Example.com', password: 'secret1', firstName: 'Ada', lastName: 'L' });
  });

  it('reports each invalid field with its message code (spec §5)', () => {
    const result = registerBody.safeParse({ email: 'nope', password: '123', firstName: '  ', lastName: '' });
    expect(codesOf(result)).toEqual({
      email: 'invalidEmail',
      password: 'passwordTooShort',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
  });

  it('uses the codes for missing fields too', () => {
    expect(codesOf(loginBody.safeParse({}))).toEqual({ email: 'invalidEmail', password: 'passwordTooShort' });
  });

  it('rejects an unknown locale in a profile update', () => {
    expect(codesOf(profileBody.safeParse({ firstName: 'A', lastName: 'B', locale: 'de' }))).toEqual({
      locale: 'invalidLocale',
    });
  });
});

describe('messages', () => {
  it('has a non-empty English and French text for every code', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      for (const locale of LOCALES) expect(text[locale], `${code}.${locale}`).toMatch(/\S/);
      expect(text.fr, code).not.toBe(text.en);
    }
  });

  it('uses the spec wording in English', () => {
    expect(MESSAGES.invalidEmail.en).toBe('Please enter a valid email address');
    expect(MESSAGES.passwordTooShort.en).toBe('Password must be at least 6 characters');
    expect(MESSAGES.invalidCredentials.en).toBe('Invalid email or password');
  });

  it('every schema message is a known code', () => {
    const results = [
      registerBody.safeParse({ email: 1, password: 1, firstName: 1, lastName: 1, locale: 1 }),
      profileBody.safeParse({ firstName: 'x'.repeat(101), lastName: null, locale: null, storeUploads: 'yes' }),
      loginBody.safeParse({ email: 'a@b.co', password: 'x'.repeat(201) }),
    ];
    for (const r of results) for (const issue of r.error?.issues ?? []) expect(isMessageCode(issue.message), issue.message).toBe(true);
  });

  it('falls back to a generic text for an unknown code', () => {
    expect(messageText('noSuchCode', 'fr')).toBe(MESSAGES.invalidRequest.fr);
  });
});
