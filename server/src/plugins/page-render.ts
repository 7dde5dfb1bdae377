import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  BOOTSTRAP_ELEMENT_ID,
  LOCALES,
  THEME_PREFERENCES,
  type Locale,
  type PageBootstrap,
  type RenderPage,
  type ThemePreference,
} from '../../../contract/src';
import type { UserRow } from '../db/schema';
import { toPublicUser } from '../services/auth/users';

/** Cookies the client keeps its preferences in (client/src/lib/preferences.ts). */
const LANGUAGE_COOKIE = 'stepwise.language';
const THEME_COOKIE = 'stepwise.theme';
const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * Renders run one at a time (a few milliseconds each); past this many waiting, a page goes out
 * bare and the browser draws it, so a flood of page requests cannot queue up server time.
 */
export const MAX_PENDING_RENDERS = 16;
let pendingRenders = 0;

/** The server-rendering entry of the client build (`vite build --ssr`), or null when it is absent. */
export async function loadPageRenderer(entryFile: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  if (!existsSync(entryFile)) return null;
  try {
    const module = (await import(pathToFileURL(entryFile).href)) as { renderPage?: unknown };
    if (typeof module.renderPage === 'function') return module.renderPage as RenderPage;
    log.warn(`${entryFile} has no renderPage export: pages are drawn in the browser.`);
  } catch (error) {
    log.warn({ err: error }, `Cannot load ${entryFile}: pages are drawn in the browser.`);
  }
  return null;
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The first supported language of an Accept-Language header, by preference (q) then order. */
export function acceptedLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find((m) => m !== null);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q[1]) : 1, i };
    })
    .filter((r) => r.q > 0 && (LOCALES as readonly string[]).includes(r.lang))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.length > 0 ? (ranked[0].lang as Locale) : null;
}

/**
 * The language a page is rendered in: the one chosen on this browser (its cookie, set by the
 * language menu or by saving the profile here), else a signed-in student's saved profile language
 * (a new phone has no cookie yet), else the first the browser asks for, else English.
 */
export function pageLanguage(request: FastifyRequest, user: UserRow | null): Locale {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (cookie !== undefined && (LOCALES as readonly string[]).includes(cookie)) return cookie as Locale;
  if (user && (LOCALES as readonly string[]).includes(user.locale)) return user.locale;
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

/**
 * JSON inside a `<script>` element: `<` is escaped so no value (a user's name, say) can close the
 * element or open another; `&` and `>` for good measure.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** index.html with the rendered page inside the root element and the bootstrap the client starts from. */
function fillTemplate(template: string, html: string, bootstrap: PageBootstrap): string {
  const data = `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
  return template
    .replace(/<html lang="[a-z]+"/, `<html lang="${bootstrap.language}"`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>${data}`);
}

/**
 * The HTML for a page request: rendered for this visitor (session, language and theme cookies)
 * when the renderer is there, else the bare template the browser draws into. A render that fails
 * or runs long costs the visitor nothing but the head start: they get the template.
 */
export async function pageHtml(
  request: FastifyRequest,
  template: string,
  renderPage: RenderPage | null,
  sessionUser: (request: FastifyRequest) => Promise<UserRow | null>,
  readApi: (request: FastifyRequest, url: string) => Promise<unknown>,
): Promise<string> {
  if (!renderPage || !template.includes(ROOT_ELEMENT) || pendingRenders >= MAX_PENDING_RENDERS) return template;
  const theme: ThemePreference = pick(request.cookies[THEME_COOKIE], THEME_PREFERENCES, 'system');
  pendingRenders += 1;
  try {
    const user = await sessionUser(request);
    const language = pageLanguage(request, user);
    const page = await renderPage({ url: request.url, user: user ? toPublicUser(user) : null, language, theme, readApi: (url) => readApi(request, url) });
    return fillTemplate(template, page.html, page.bootstrap);
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'server rendering failed: the browser draws the page');
    return template;
  } finally {
    pendingRenders -= 1;
  }
}
