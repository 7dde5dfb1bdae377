import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { ADMIN_EMAIL, registerViaApi, uniqueUser } from './support/users';

/** Signs in the shared admin account (ADMIN_EMAILS in playwright.config.ts), creating it on first use. */
async function signInAsAdmin(page: Page): Promise<void> {
  const admin = uniqueUser({ email: ADMIN_EMAIL, password: 'admin-e2e-password' });
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email, password: admin.password },
  });
  if (response.status() === 409) {
    const login = await page.request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
    expect(login.status()).toBe(200);
  } else {
    expect(response.status()).toBe(201);
  }
}

test('an admin creates a topic in both languages, students see it, the admin edits and deletes it', async ({ page }) => {
  const id = randomUUID().slice(0, 8);
  const titleEn = `Rank drill ${id}`;
  const titleFr = `Exercices de rang ${id}`;
  await signInAsAdmin(page);

  await test.step('sees real figures on the overview', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByTestId('admin-stat-libraryTopics')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('admin-stat-totalUsers')).not.toHaveText('0');
    await expect(page.getByText(/signed up/).first()).toBeVisible();
  });

  await test.step('creates a topic, after being told what is missing', async () => {
    await page.getByRole('tab', { name: 'Library' }).click();
    await page.getByRole('button', { name: 'New topic' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Level').selectOption('L1');
    await dialog.getByLabel('Subject').selectOption('linear-algebra');
    await dialog.getByLabel('Title (English)').fill(titleEn);
    await expect(dialog.getByLabel('Slug')).toHaveValue(`rank-drill-${id}`);
    await dialog.getByRole('button', { name: 'Create topic' }).click();
    await expect(dialog.getByText('The French title is required')).toBeVisible();
    await expect(dialog.getByText('The English content is required')).toBeVisible();
    await dialog.getByLabel('Title (French)').fill(titleFr);
    await dialog.getByLabel('Content (English)').fill('The rank of $A$ is the dimension of its image.\n$$\\operatorname{rank} A + \\dim \\ker A = n$$');
    await dialog.getByLabel('Content (French)').fill('Le rang de $A$ est la dimension de son image.\n$$\\operatorname{rg} A + \\dim \\ker A = n$$');
    await dialog.getByRole('button', { name: 'Create topic' }).click();
    await expect(page.getByText('Topic Created', { exact: true })).toBeVisible();
    await expect(page.getByText('Library topic created successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: titleEn })).toBeVisible();
  });

  await test.step('the topic shows in the student library with its formulas', async () => {
    await page.goto('/library');
    await page.getByRole('tab', { name: 'University L1' }).click();
    await page.getByRole('searchbox', { name: 'Search the library' }).fill(id);
    await page.getByRole('button', { name: new RegExp(titleEn) }).click();
    await expect(page.getByRole('dialog').locator('.katex').first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('edits the topic', async () => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Library' }).click();
    await page.getByRole('searchbox', { name: 'Filter topics' }).fill(id);
    await page.getByRole('button', { name: `Edit ${titleEn}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Slug')).toHaveValue(`rank-drill-${id}`);
    await dialog.getByLabel('Title (English)').fill(`${titleEn} revised`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Topic Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${titleEn} revised` })).toBeVisible();
  });

  await test.step('deletes the topic after confirming', async () => {
    await page.getByRole('button', { name: `Delete ${titleEn} revised` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete this topic?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Topic Deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${titleEn} revised` })).toHaveCount(0);
  });

  await test.step('checks the connection status and clears the cache', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByTestId('status-database')).toContainText(/reachable \(\d+(\.\d+)? ms\)/);
    await expect(page.getByTestId('status-payments')).toContainText('sandbox mode');
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Cache' }).click();
    await expect(page.getByText('Cache Cleared', { exact: true })).toBeVisible();
  });
});

test('a student opening /admin is denied and sent home', async ({ page }) => {
  await registerViaApi(page.request, uniqueUser());
  const refused = await page.request.get('/api/admin/stats');
  expect(refused.status()).toBe(403);
  await page.goto('/admin');
  await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});
