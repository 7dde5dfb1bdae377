import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { buyPlan } from './support/plans';
import { expect, loadsInteractively, test } from './support/test';
import { registerViaApi, uniqueUser } from './support/users';

/** A visitor's browser (no session), on the same device as the test's project. */
async function visitorPage(browser: Browser): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  return loadsInteractively(await (await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor })).newPage());
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" onload="document.title='hacked'">
  <script>document.title = 'hacked'</script>
  <rect width="40" height="40" rx="8" fill="#0f766e"/><path d="M10 28 20 12 30 28z" fill="#ffffff"/>
</svg>`;

test('a Pro tutor brands her work and shares a solution, which a visitor sees under her brand until she revokes it', async ({ page, browser }) => {
  const brand = `Curie Tutoring ${randomUUID().slice(0, 6)}`;
  await registerViaApi(page.request, uniqueUser({ firstName: 'Marie' }));
  await buyPlan(page.request, 'pro');
  expect((await page.request.post('/api/solve', { data: { rawInput: 'x^2 - 5x + 6 = 0', inputType: 'text' } })).status()).toBe(200);

  await test.step('sets her name, colour and logo on the account page', async () => {
    await page.goto('/account');
    const card = page.getByTestId('account-branding');
    await card.getByLabel('Name to show').fill(brand);
    await card.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('teal');
    await card.getByRole('button', { name: 'Save branding' }).click();
    await expect(card.getByText('The accent colour must be written #rrggbb')).toBeVisible();
    await card.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#0f766e');
    await card.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved', { exact: true })).toBeVisible();

    const fileInput = card.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(210 * 1024, 1) });
    await expect(card.getByText('Please upload a logo smaller than 200 KB')).toBeVisible();
    await fileInput.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
    await expect(page.getByText('Logo saved', { exact: true })).toBeVisible();
    const preview = card.getByTestId('branding-preview');
    await expect(preview).toContainText(brand);
    const logo = preview.getByRole('img', { name: 'Your logo' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page).not.toHaveTitle('hacked');
    expect(await seriousViolations(page, { include: '[data-testid="account-branding"]' })).toEqual([]);
  });

  let link = '';
  await test.step('creates a read-only link from the history dialog', async () => {
    await page.goto('/history');
    await page.getByTestId('history-item').filter({ hasText: 'x^2 - 5x + 6 = 0' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText('Link created', { exact: true })).toBeVisible();
    link = (await dialog.getByTestId('share-link').getByRole('link').getAttribute('href')) ?? '';
    expect(link).toMatch(/^\/s\/[A-Za-z0-9_-]{32}$/);
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  });

  const visitor = await visitorPage(browser);
  await test.step('a visitor opens it: the tutor’s brand, the steps, the verified answer', async () => {
    await visitor.goto(link);
    await expect(visitor.getByTestId('share-brand')).toHaveText(brand);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Shared solution' })).toBeVisible();
    await expect(visitor.getByTestId('solution-steps')).toBeVisible();
    await expect(visitor.getByText('Verified', { exact: true })).toBeVisible();
    await expect(visitor.getByTestId('share-answer')).toHaveText('x = 2 or x = 3');
    // The product's header and name are nowhere on the tutor's page.
    await expect(visitor.locator('body')).not.toContainText('Stepwise');
    await expect(visitor.getByText(`Shared by ${brand} as a read-only page.`)).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
  });

  await test.step('she revokes the link; the visitor is told it is no longer available', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('Link revoked', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('share-link')).toHaveCount(0);
    const response = await visitor.goto(link);
    expect(response?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'This link is not available' })).toBeVisible();
  });
});

test('a Free student learns that branding is part of the Pro plan', async ({ page }) => {
  await registerViaApi(page.request, uniqueUser());
  await page.goto('/account');
  const card = page.getByTestId('account-branding');
  await expect(card).toContainText('White-label branding is part of the Pro plan.');
  await expect(card.getByRole('link', { name: 'See the Pro plan' })).toHaveAttribute('href', '/pricing');
  await expect(card.getByLabel('Name to show')).toHaveCount(0);
});
