import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, messageText, type Locale, type MessageCode } from '../../contract/src';

/** The best supported language in an Accept-Language header (`fr-CA,fr;q=0.9,en;q=0.8` → fr). */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.lang).find(isLocale);
}

/** Messages follow the signed-in user's locale, else the request's Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return request.user?.locale ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

export function localizedError(request: FastifyRequest, code: MessageCode | string): { message: string; code: string } {
  return { message: messageText(code, requestLocale(request)), code };
}
