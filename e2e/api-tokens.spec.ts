import { request as playwrightRequest } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseLanguage } from './support/header';
import { buyPlan } from './support/plans';
import { expect, test } from './support/test';
import { registerViaApi, uniqueUser } from './support/users';

test('a Pro student creates an API token, solves from a script with it, then revokes it', async ({ page, context, baseURL }) => {
  const student = uniqueUser({ firstName: 'Alan' });
  await registerViaApi(page.request, student);
  await buyPlan(page.request, 'pro');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The student's script: its own HTTP client, with no browser cookie.
  const script = await playwrightRequest.newContext({ baseURL });

  let token = '';
  await test.step('creates a named token on the account page and copies it', async () => {
    await page.goto('/account');
    const card = page.getByTestId('api-tokens');
    await expect(card.getByRole('heading', { name: 'API access' })).toBeVisible();
    await expect(card.getByText('No API tokens yet.')).toBeVisible();
    await card.getByLabel('Token name').fill('Homework script');
    await card.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('region', { name: 'Copy your new token now' });
    await expect(shown).toBeVisible();
    await expect(shown.getByText('It is shown only this once.', { exact: false })).toBeVisible();
    token = await shown.getByLabel('New token Homework script').inputValue();
    expect(token).toMatch(/^swk_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await expect(page.getByText('Token copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const listed = card.getByTestId('api-token-list');
    await expect(listed).toContainText('Homework script');
    await expect(listed).toContainText(`${token.slice(0, 12)}…`);
    await expect(listed).toContainText('Never used');
    await expect(listed).not.toContainText(token);
    expect(await seriousViolations(page, { include: '[data-testid="api-tokens"]' })).toEqual([]);
    await shown.getByRole('button', { name: 'I have saved it' }).click();
    await expect(shown).toBeHidden();
  });

  await test.step('solves a problem from the script with the token', async () => {
    const solved = await script.post('/api/v1/solve', { data: { problem: '3x + 4 = 19' }, headers: { authorization: `Bearer ${token}` } });
    expect(solved.status(), await solved.text()).toBe(200);
    const body = (await solved.json()) as { problem: string; verified: boolean; steps: unknown[]; finalAnswer: string | null };
    expect(body.problem).toBe('3x + 4 = 19');
    expect(body.verified).toBe(true);
    expect(body.steps.length).toBeGreaterThan(1);
    expect(Number(solved.headers()['x-ratelimit-remaining'])).toBeLessThan(Number(solved.headers()['x-ratelimit-limit']));

    const history = await script.get('/api/v1/history', { headers: { authorization: `Bearer ${token}` } });
    expect(history.status()).toBe(200);
    expect(((await history.json()) as { items: Array<{ excerpt: string }> }).items.map((item) => item.excerpt)).toEqual(['3x + 4 = 19']);

    // The browser's sign-in cookie opens nothing on the public API.
    const withCookie = await page.request.get('/api/v1/history');
    expect(withCookie.status()).toBe(401);
  });

  await test.step('sees the solve in the history and the token’s last use', async () => {
    await page.goto('/history');
    await expect(page.getByText('3x + 4 = 19').first()).toBeVisible();
    await page.goto('/account');
    const listed = page.getByTestId('api-token-list');
    await expect(listed).toContainText('Last used');
    await expect(listed).not.toContainText('Never used');
  });

  await test.step('revokes the token, and the script’s next call is refused', async () => {
    await page.getByRole('button', { name: 'Revoke Homework script' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “Homework script”?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Token revoked')).toBeVisible();
    await expect(page.getByTestId('api-tokens').getByText('No API tokens yet.')).toBeVisible();

    const refused = await script.post('/api/v1/solve', { data: { problem: 'x + 1 = 2' }, headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ message: expect.stringContaining('revoked'), code: 'apiTokenInvalid' });
  });
  await script.dispose();
});

test('a Basic student learns that API access comes with Pro', async ({ page }) => {
  await registerViaApi(page.request, uniqueUser());
  await buyPlan(page.request, 'basic');
  await page.goto('/account');
  const card = page.getByTestId('api-tokens');
  await expect(card.getByText('API access is part of the Pro plan.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'See the Pro plan' })).toHaveAttribute('href', '/pricing');
  await expect(card.getByRole('button', { name: 'Create token' })).toHaveCount(0);
  const refused = await page.request.post('/api/tokens', { data: { name: 'nope' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'planRequired', requiredPlan: 'pro' });
});

test('a developer finds the API reference from the footer and reads it in English, then in French', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API for developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stepwise API' })).toBeVisible();
  const solve = page.getByTestId('api-endpoint').filter({ hasText: '/api/v1/solve' });
  await expect(solve.getByText('Solve a problem')).toBeVisible();
  await expect(solve.getByText('Bearer token')).toBeVisible();
  // The request body's fields, first of the card's field lists.
  await expect(solve.getByText('problem', { exact: true }).first()).toBeVisible();
  await expect(solve.locator('pre')).toContainText('Authorization: Bearer $STEPWISE_TOKEN');
  await expect(solve.locator('pre')).toContainText(`${new URL(page.url()).origin}/api/v1/solve`);
  await expect(page.getByTestId('api-endpoint').filter({ hasText: '/api/v1/history/{id}' }).getByText('id', { exact: true })).toBeVisible();
  await expect(page.getByTestId('api-endpoint')).toHaveCount(4);
  // Nothing is wider than the screen (a phone scrolls code blocks inside themselves).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('heading', { level: 1, name: 'API Stepwise' })).toBeVisible();
  await expect(solve.getByText('Résoudre un problème')).toBeVisible();
  await expect(solve.getByText('Jeton Bearer')).toBeVisible();
  await expect(page.getByText('Pour commencer')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
