import { BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '@contract/page-render';

function readBootstrap(): PageBootstrap | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageBootstrap;
  } catch {
    // A page without a usable bootstrap is drawn by the browser from scratch, as without the server's HTML.
    return null;
  }
}

/**
 * What the server rendered this page with (signed-in user, language, theme, string catalogs), or
 * null when the page came without server HTML (the dev server, tests). The first render starts
 * from it so that it matches the HTML and React can hydrate.
 */
export const pageBootstrap: PageBootstrap | null = readBootstrap();
