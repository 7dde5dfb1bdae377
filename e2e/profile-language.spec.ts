import { expect, test, waitUntilInteractive } from './support/test';
import { registerViaApi, signInViaApi, uniqueUser } from './support/users';

test('a student who saved French gets French pages on a new browser that asks for English', async ({ browser, page, baseURL }) => {
  const student = uniqueUser();
  await registerViaApi(page.request, student);
  const saved = await page.request.put('/api/auth/profile', {
    data: { firstName: student.firstName, lastName: student.lastName, locale: 'fr', storeUploads: false },
  });
  expect(saved.ok()).toBe(true);

  // A new phone: no cookie, no stored choice, a browser asking for English.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });
  await signInViaApi(context.request, student);
  const html = await (await context.request.get('/solve')).text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain('Résoudre un problème');
  expect(html).not.toContain('Solve a problem');

  const fresh = await context.newPage();
  await fresh.route('**/api/solve', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }));
  await fresh.goto('/solve?subject=mathematics');
  await waitUntilInteractive(fresh);
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Résoudre un problème' })).toBeVisible();
  await fresh.getByLabel('Votre problème').fill('x^2 - 5x + 6 = 0');
  await fresh.getByRole('button', { name: 'Résoudre', exact: true }).click();
  await expect(fresh.getByText('Impossible de résoudre le problème. Veuillez réessayer.')).toBeVisible();
  await context.close();
});
