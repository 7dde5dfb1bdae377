import { test as base, expect, type Page } from '@playwright/test';

/**
 * The server sends each page already drawn; it takes taps once its code has run and marked it
 * interactive (client/src/routes/InteractiveMark.tsx). A story that loads a page waits for that
 * mark, as a student waits for a page to respond, before typing into it.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/** Makes `goto` and `reload` on this page wait until the loaded page is interactive. */
export function loadsInteractively(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitUntilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitUntilInteractive(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(loadsInteractively(page));
  },
});

export { expect };
export type { Browser, Locator, Page } from '@playwright/test';
