import type { User } from './auth';
import type { Locale } from './messages';

/**
 * Server rendering of the app's pages. The server renders a page's HTML with what it knows of the
 * visitor (session, language and theme cookies) and hands the browser the same facts, so the
 * client's first render matches the HTML and React hydrates it instead of drawing it again.
 */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** What the browser's first render starts from; embedded in the page as JSON. */
export interface PageBootstrap {
  language: Locale;
  theme: ThemePreference;
  /** The string catalogs the page showed, by namespace, in `language`. */
  catalogs: Record<string, Record<string, unknown>>;
  /** The data the page was drawn with, the signed-in user included: TanStack Query's dehydrated cache (opaque here). */
  queries: unknown;
}

export interface PageRenderRequest {
  /** The URL's path and query string, e.g. `/library?level=L1`. */
  url: string;
  user: User | null;
  language: Locale;
  theme: ThemePreference;
  /**
   * Reads `GET <url>` of the API as this visitor, for the data the page shows; undefined when the
   * answer is not a success. The page is drawn with what it gets, the browser fetches the rest.
   */
  readApi(url: string): Promise<unknown>;
}

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  bootstrap: PageBootstrap;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** Id of the `<script type="application/json">` element that carries the bootstrap. */
export const BOOTSTRAP_ELEMENT_ID = 'page-bootstrap';
