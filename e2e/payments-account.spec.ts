import { readFileSync } from 'node:fs';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { registerViaApi, uniqueUser } from './support/users';

test('a free student upgrades to Basic yearly, switches to French, exports their data and deletes the account', async ({ page }) => {
  const user = uniqueUser({ firstName: 'Grace' });
  await registerViaApi(page.request, user);

  await test.step('compares the plans on the annual toggle', async () => {
    await page.goto('/pricing');
    await expect(page.getByText('Save up to 17%')).toBeVisible();
    await page.getByRole('radio', { name: 'Annual' }).click();
    await expect(page.getByText('Save $19.89/year')).toBeVisible();
    await expect(page.getByText('Save $39.89/year')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(page.getByTestId('current-subscription').getByTestId('subscription-plan')).toHaveText('Free');
  });

  await test.step('pays for Basic through the sandbox checkout', async () => {
    await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
    const checkout = page.getByRole('region', { name: 'Complete Payment' });
    await expect(checkout).toBeVisible();
    await expect(checkout).toContainText('Basic plan, $99.99 per year');
    await checkout.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByText('Subscription Updated')).toBeVisible();
    await expect(page.getByText('Your plan has been successfully upgraded!')).toBeVisible();
    await expect(checkout).toBeHidden();
  });

  await test.step('sees the new subscription and the daily quota', async () => {
    const card = page.getByTestId('current-subscription');
    await expect(card.getByTestId('subscription-plan')).toContainText('Basic');
    await expect(card.getByTestId('subscription-plan')).toContainText('annual');
    await expect(card.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const subscription = page.getByTestId('account-subscription');
    await expect(subscription.getByTestId('subscription-plan')).toContainText('Basic');
    await expect(subscription.getByText('Renews on')).toBeVisible();
    await expect(page.getByTestId('usage-count')).toHaveText('0 / 50');
    await expect(page.getByText('Problems today')).toBeVisible();

    await subscription.getByRole('button', { name: 'Manage Billing' }).click();
    await expect(page.getByTestId('order-history')).toContainText('$99.99');
    await expect(page.getByTestId('order-history')).toContainText('Paid');
  });

  await test.step('changes the profile to French and sees the interface in French', async () => {
    await page.getByLabel('First Name').fill('Gracie');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profil mis à jour')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
    await expect(page.getByText('Problèmes aujourd’hui')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Prénom')).toHaveValue('Gracie');
  });

  await test.step('exports their data as JSON', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporter mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^stepwise-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as { account: { email: string; firstName: string }; paymentOrders: unknown[] };
    expect(data.account.email).toBe(user.email);
    expect(data.account.firstName).toBe('Gracie');
    expect(data.paymentOrders).toHaveLength(1);
  });

  await test.step('deletes the account and can no longer sign in', async () => {
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Voulez-vous vraiment supprimer votre compte ? Cette action est irréversible.');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Supprimer le compte' }).click();
    await expect(page.getByText('Compte supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    const login = await page.request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
    expect(login.status()).toBe(401);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the checkout and the billing view have no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const user = uniqueUser();
    await registerViaApi(page.request, user);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('region', { name: 'Complete Payment' })).toBeHidden();

    await page.goto('/account#billing');
    await expect(page.getByTestId('order-history')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
