import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage } from './support/header';
import { expect, test, type Locator, type Page } from './support/test';
import { registerViaApi, uniqueUser } from './support/users';

const PROBLEM = 'solve x^2 - 5x + 6 = 0';

const LANGUAGES = [
  { language: 'English', label: 'Your problem', solve: 'Solve', heading: 'We read your problem as', verb: 'Solve', copySteps: 'Copy Steps' },
  { language: 'Français', label: 'Votre problème', solve: 'Résoudre', heading: 'Nous avons compris', verb: 'Résoudre', copySteps: 'Copier les étapes' },
] as const;

/** The box's top edge is above the first step's, and it comes first in the page's reading order. */
async function expectAboveFirstStep(page: Page, box: Locator): Promise<void> {
  const firstStep = page.getByTestId('solution-steps').getByRole('listitem').first();
  await expect(firstStep).toBeVisible();
  const [boxArea, stepArea] = [await box.boundingBox(), await firstStep.boundingBox()];
  expect(boxArea && stepArea && boxArea.y + boxArea.height <= stepArea.y).toBe(true);
  const before = await box.evaluate((element, selector) => {
    const step = document.querySelector(selector);
    return step !== null && Boolean(element.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, '[data-testid="solution-steps"] li');
  expect(before).toBe(true);
}

for (const lang of LANGUAGES) {
  test(`a student solving in ${lang.language} sees how the problem was read, above the steps, and copies it with them`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerViaApi(page.request, uniqueUser());
    await page.goto('/solve');
    if (lang.language !== 'English') await chooseLanguage(page, lang.language);

    await test.step('types the problem and solves it', async () => {
      await page.getByLabel(lang.label).fill(PROBLEM);
      await page.getByRole('button', { name: lang.solve, exact: true }).click();
      await expect(page.getByTestId('answer-text')).toHaveText(/x = 2 (or|ou) x = 3/, { timeout: 30_000 });
    });

    const box = page.getByRole('region', { name: lang.heading });
    await test.step(`sees "${lang.heading}" with the task typeset, above the first step`, async () => {
      await expect(box).toBeVisible();
      await expect(box).toContainText(lang.verb);
      await expect(box.locator('.katex').first()).toBeVisible();
      await expectAboveFirstStep(page, box);
      // The statement fits its box: nothing runs off a phone's screen or needs scrolling.
      const fits = await box.evaluate((element) => {
        const right = element.getBoundingClientRect().right;
        return Array.from(element.querySelectorAll('.katex, span')).every((part) => part.getBoundingClientRect().right <= right);
      });
      expect(fits).toBe(true);
      const scan = await new AxeBuilder({ page }).include('[data-testid="interpretation"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });

    await test.step('Copy Steps starts with the same line', async () => {
      await page.getByRole('button', { name: lang.copySteps }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.split('\n')[0]).toMatch(new RegExp(`^${lang.heading} ?: ${lang.verb} `));
    });

    await test.step('finds it again in the history dialog, above the steps', async () => {
      await page.goto('/history');
      await page.getByTestId('history-item').first().click();
      const dialog = page.getByRole('dialog');
      const stored = dialog.getByRole('region', { name: lang.heading });
      await expect(stored).toBeVisible();
      await expect(stored).toContainText(lang.verb);
      await expectAboveFirstStep(page, stored);
    });
  });
}
