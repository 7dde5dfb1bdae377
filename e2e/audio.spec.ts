import { expect, test, type Locator, type Page } from './support/test';
import { buyPlan } from './support/plans';
import { registerViaApi, uniqueUser } from './support/users';

async function solve(page: Page, problem: string): Promise<void> {
  await page.goto('/solve');
  await page.getByLabel('Your problem').fill(problem);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.getByText('Problem Solved!')).toBeVisible({ timeout: 30_000 });
}

/** The player's position moves on: the explanation is really playing, not just loaded. */
async function expectPlaying(player: Locator): Promise<void> {
  await expect.poll(() => player.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await expect.poll(() => player.evaluate((el: HTMLAudioElement) => el.paused)).toBe(false);
}

test.describe('audio explanations', () => {
  test.setTimeout(150_000);

  test('a Basic student generates the spoken explanation of a solution, hears it, and plays it again from the history', async ({ page }) => {
    const user = uniqueUser();
    await registerViaApi(page.request, user);
    await buyPlan(page.request, 'basic');
    const card = page.getByTestId('audio-card');

    await test.step('solves a problem; the card says the audio is not generated yet', async () => {
      await solve(page, '2x + 3 = 7');
      await expect(card.getByTestId('audio-status')).toHaveText('Not Generated');
    });

    await test.step('presses Generate Audio, sees Generating..., then the explanation plays', async () => {
      const button = card.getByTestId('audio-play-button');
      await expect(button).toHaveText('Generate Audio');
      await button.click();
      await expect(button).toHaveText('Generating...');
      await expect(button).toBeDisabled();
      await expect(card.getByTestId('audio-status')).toHaveText('Available', { timeout: 90_000 });
      await expectPlaying(card.getByTestId('audio-player'));
      await expect(button).toHaveText('Play Explanation');
    });

    await test.step('Play Explanation rests for three seconds after a press', async () => {
      const button = card.getByTestId('audio-play-button');
      await card.getByTestId('audio-player').evaluate((el: HTMLAudioElement) => el.pause());
      await expect(button).toBeEnabled({ timeout: 5_000 });
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toBeEnabled({ timeout: 5_000 });
      await card.getByTestId('audio-player').evaluate((el: HTMLAudioElement) => el.pause());
    });

    await test.step('the history dialog plays the same explanation', async () => {
      await page.goto('/history');
      await page.getByTestId('history-item').filter({ hasText: '2x + 3 = 7' }).click();
      const dialog = page.getByRole('dialog');
      const button = dialog.getByTestId('audio-play-button');
      await expect(button).toHaveText('Play Explanation');
      await button.click();
      await expectPlaying(dialog.getByTestId('audio-player'));
    });
  });

  test('a free student is told audio is a Basic feature and where to upgrade', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser());
    await solve(page, '3x = 12');
    const card = page.getByTestId('audio-card');
    await expect(card.getByTestId('audio-upgrade')).toContainText('Audio explanations are part of the Basic and Pro plans.');
    await expect(card.getByTestId('audio-play-button')).toHaveCount(0);
    await card.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
