import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { acceptedLanguage, pageLanguage } from './page-render';

const request = (cookie?: string, acceptLanguage?: string): FastifyRequest =>
  ({ cookies: cookie ? { 'stepwise.language': cookie } : {}, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }) as unknown as FastifyRequest;
const student = (locale: 'en' | 'fr'): UserRow => ({ locale }) as UserRow;

describe('the language a page is rendered in', () => {
  it('reads the first supported language of Accept-Language by preference', () => {
    expect(acceptedLanguage('de-DE,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(acceptedLanguage('en;q=0.4,fr;q=0.95')).toBe('fr');
    expect(acceptedLanguage('de, es')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });
  it('takes this browser’s choice, then the profile on a new device, then the browser’s languages', () => {
    expect(pageLanguage(request('en', 'fr'), student('fr'))).toBe('en');
    expect(pageLanguage(request(undefined, 'en-US'), student('fr'))).toBe('fr');
    expect(pageLanguage(request(undefined, 'fr-CA,en;q=0.5'), null)).toBe('fr');
    expect(pageLanguage(request(), null)).toBe('en');
  });
});
