import AxeBuilder from '@axe-core/playwright';
import { pageAtRest, transitionsSettled } from './support/axe';
import { expect, test, type Locator, type Page } from './support/test';
import { registerViaApi, uniqueUser } from './support/users';

/** The looks of components/ui/button.tsx, which names each on its element (data-variant). */
const VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;

/**
 * Pages that between them show every variant with text on it: the landing page (its last band
 * has the secondary one), the signed-in home (the link one) and the account (the destructive one).
 */
const PAGES = [
  { path: '/', signedIn: false, ready: (page: Page) => page.getByRole('heading', { level: 1, name: /understand every step/i }) },
  { path: '/', signedIn: true, ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/account', signedIn: true, ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
];

/** The colour-contrast verdict for one button as it is drawn now: its failures, and whether axe could decide at all. */
async function contrastOf(page: Page, button: Locator): Promise<{ failures: string[]; decided: boolean }> {
  await transitionsSettled(page);
  await button.evaluate((element) => element.setAttribute('data-contrast-probe', ''));
  try {
    const results = await new AxeBuilder({ page }).include('[data-contrast-probe]').withRules(['color-contrast']).analyze();
    const nodes = (kind: 'passes' | 'violations') => results[kind].flatMap((rule) => rule.nodes);
    return {
      failures: nodes('violations').map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      decided: nodes('passes').length + nodes('violations').length > 0,
    };
  } finally {
    await button.evaluate((element) => element.removeAttribute('data-contrast-probe'));
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('every button variant keeps AA text contrast hovered, hovered and focused, and focused', async ({ page }) => {
      const checked = new Set<string>();
      for (const { path, signedIn, ready } of PAGES) {
        const hasSession = (await page.context().cookies()).some((cookie) => cookie.name === 'sid');
        if (signedIn && !hasSession) await registerViaApi(page.request, uniqueUser());
        await page.goto(path);
        await expect(ready(page).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const variant of VARIANTS) {
          if (checked.has(variant)) continue;
          // The first one with text (contrast is about text), shown and enabled.
          const button = page.locator(`[data-variant="${variant}"]:visible:not(:disabled)`).filter({ hasText: /\S/ }).first();
          if ((await button.count()) === 0) continue;

          await test.step(`${variant} on ${path}${signedIn ? ' (signed in)' : ''}`, async () => {
            await pageAtRest(page);
            await button.hover();
            await expect.poll(() => button.evaluate((element) => element.matches(':hover'))).toBe(true);
            const hovered = await contrastOf(page, button);
            expect(hovered.failures, 'hovered').toEqual([]);
            expect(hovered.decided, 'axe decided the hovered contrast').toBe(true);

            await button.focus();
            await expect.poll(() => button.evaluate((element) => element.matches(':focus-visible:hover'))).toBe(true);
            expect((await contrastOf(page, button)).failures, 'hovered and focused').toEqual([]);

            await pageAtRest(page);
            await expect.poll(() => button.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
            expect((await contrastOf(page, button)).failures, 'focused').toEqual([]);
            await button.blur();
          });
          checked.add(variant);
        }
      }
      expect([...checked].sort()).toEqual([...VARIANTS].sort());
    });
  });
}
