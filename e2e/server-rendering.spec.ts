import { expect, test, type Page } from './support/test';
import { chooseLanguage } from './support/header';
import { registerViaApi, uniqueUser } from './support/users';

/** Errors the browser reported, React's hydration mismatches among them (#418, #419, #423, #425). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a page is readable before its code has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /understand every step/i })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a visitor gets pages the browser takes over without drawing them again', async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of ['/', '/login', '/register', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a student gets every page drawn by the server, in the language they chose', async ({ page }) => {
  const errors = collectErrors(page);
  await registerViaApi(page.request, uniqueUser());
  for (const path of ['/', '/subjects', '/solve', '/library', '/history', '/account', '/pricing']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(/<div id="root"><.+<h1/s);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  await page.goto('/library');
  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliothèque de cours' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliothèque de cours' })).toBeVisible();
  expect(errors).toEqual([]);
});
