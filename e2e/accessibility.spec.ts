import { seriousViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { ADMIN_EMAIL, registerViaApi, uniqueUser } from './support/users';

const pages = [
  { path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1, name: /understand every step/i }) },
  { path: '/login', ready: (page: Page) => page.getByRole('button', { name: 'Sign in' }).last() },
  { path: '/register', ready: (page: Page) => page.getByRole('button', { name: 'Create account' }) },
  { path: '/developers', ready: (page: Page) => page.getByTestId('api-endpoint').first() },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const { path, ready } of pages) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        if (path === '/') {
          // The demo's formulas are typeset when they come near the screen: scan them typeset.
          await page.locator('#demo').scrollIntoViewIfNeeded();
          await expect(page.locator('#demo .katex').first()).toBeVisible();
        }
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

/** Every page behind sign-in, as a new student (the admin area as the admin). */
const signedInPages = ['/', '/subjects', '/solve', '/library', '/history', '/account', '/pricing', '/admin', '/help'];

async function signIn(page: Page, path: string): Promise<void> {
  if (path !== '/admin') return registerViaApi(page.request, uniqueUser());
  const password = 'admin-e2e-password';
  const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Admin', lastName: 'E2E', email: ADMIN_EMAIL, password } });
  if (registered.status() === 409) expect((await page.request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password } })).status()).toBe(200);
  else expect(registered.status()).toBe(201);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme, signed in`, () => {
    test.use({ colorScheme: scheme });
    for (const path of signedInPages) {
      test(`${path} has no serious or critical accessibility violations when signed in`, async ({ page }) => {
        await signIn(page, path);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
