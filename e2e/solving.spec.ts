import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { PDFDocument } from 'pdf-lib';
import { buyPlan } from './support/plans';
import { registerViaApi, registerViaUi, uniqueUser } from './support/users';

/** Spec §9: the free plan allows 20 problems per calendar month. */
const FREE_MONTHLY_LIMIT = 20;

async function typeProblem(page: Page, text: string): Promise<void> {
  const editor = page.getByLabel('Your problem');
  await editor.fill(text);
  await expect(page.getByRole('button', { name: 'Solve', exact: true })).toBeEnabled();
}

test.describe('solving a problem end to end', () => {
  test('a student picks Mathematics, types an equation with the palette, copies the answer and finds it again', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = uniqueUser();
    await registerViaUi(page, user);

    await test.step('home shows the empty state before any problem', async () => {
      await expect(page.getByText('No problems solved yet')).toBeVisible();
      await expect(page.getByTestId('quota-widget')).toContainText('20 problems remaining this month');
    });

    await test.step('picks Mathematics among the six subjects', async () => {
      await page.goto('/subjects');
      await expect(page.getByRole('link', { name: /^Solve a .* problem$/ })).toHaveCount(6);
      await page.getByRole('link', { name: 'Solve a Mathematics problem' }).click();
      await expect(page).toHaveURL(/\/solve\?subject=mathematics$/);
      await expect(page.getByTestId('subject-badge')).toHaveText('Mathematics');
    });

    await test.step('types x² - 5x + 6 = 0 with the palette and sees the preview', async () => {
      const solveButton = page.getByRole('button', { name: 'Solve', exact: true });
      await expect(solveButton).toBeDisabled();
      const editor = page.getByLabel('Your problem');
      await editor.click();
      await page.keyboard.type('x');
      await page.getByRole('button', { name: 'Squared' }).click();
      await page.keyboard.type(' - 5x + 6 = 0');
      await expect(editor).toHaveValue('x² - 5x + 6 = 0');
      await expect(page.locator('.katex').first()).toBeVisible();
      await expect(solveButton).toBeEnabled();
      await solveButton.click();
    });

    await test.step('gets numbered steps, the answer and the Verified badge', async () => {
      await expect(page.getByText('Problem Solved!')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('verified-badge')).toHaveText('Verified');
      const steps = page.getByTestId('solution-steps').getByRole('listitem');
      expect(await steps.count()).toBeGreaterThan(1);
      await expect(page.getByTestId('answer-text')).toHaveText(/x = 2 or x = 3/);
    });

    await test.step('copies the answer', async () => {
      await page.getByRole('button', { name: 'Copy Answer' }).click();
      await expect(page.getByText('Copied!')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe('x = 2 or x = 3');
    });

    await test.step('finds the problem in History with its subject, badge and steps', async () => {
      await page.goto('/history');
      const item = page.getByTestId('history-item').filter({ hasText: 'x² - 5x + 6 = 0' });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Mathematics');
      await expect(item).toContainText('Verified');
      await page.getByRole('searchbox', { name: 'Search your problems' }).fill('X²');
      await expect(page.getByTestId('history-item')).toHaveCount(1);
      await item.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Original Problem')).toBeVisible();
      await expect(dialog.getByText('x = 2 or x = 3').first()).toBeVisible();
      await page.keyboard.press('Escape');
    });

    await test.step('sees it on Home with the progress counted', async () => {
      await page.goto('/');
      await expect(page.getByTestId('recent-problems')).toContainText('x² - 5x + 6 = 0');
      await expect(page.getByTestId('stat-solved')).toHaveText('1');
      await expect(page.getByTestId('stat-verified')).toHaveText('1');
      await expect(page.getByTestId('stat-streak')).toHaveText('1 day');
      await expect(page.getByTestId('stat-favorite')).toHaveText('Mathematics');
      await expect(page.getByTestId('quota-widget')).toContainText('19 problems remaining this month');
    });
  });

  test('a Pro student exports the solution as a real PDF; a free student is told it is a Pro feature', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser());

    await test.step('on the free plan, Export PDF explains the upgrade', async () => {
      await page.goto('/solve');
      await typeProblem(page, '2x + 3 = 7');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await expect(page.getByTestId('answer-text')).toHaveText(/x = 2/, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Export PDF' }).click();
      await expect(page.getByText(/needs the Pro plan/)).toBeVisible();
    });

    await test.step('after upgrading to Pro, the download is a PDF pdf-lib can read', async () => {
      await buyPlan(page.request, 'pro');
      const downloadPromise = page.waitForEvent('download');
      const exported = page.waitForResponse((r) => r.url().endsWith('/export.pdf'));
      await page.getByRole('button', { name: 'Export PDF' }).click();
      expect((await exported).status()).toBe(200);
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toContain('2x + 3 = 7');
    });
  });

  test('a free student who used the month’s problems sees Quota Exceeded', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser());
    for (let i = 1; i <= FREE_MONTHLY_LIMIT; i += 1) {
      const response = await page.request.post('/api/solve', { data: { rawInput: `x + ${i} = ${i + 1}`, inputType: 'text', generateAudio: false } });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.goto('/solve');
    await expect(page.getByTestId('quota-widget')).toContainText('Quota exceeded for this month');
    await expect(page.getByTestId('quota-widget').getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    await typeProblem(page, 'x - 1 = 0');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByText('Quota Exceeded', { exact: true }).first()).toBeVisible();
    await expect(page.getByText("You've reached your daily limit. Please upgrade your plan.").first()).toBeVisible();
  });
});
