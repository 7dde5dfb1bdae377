import { chooseLanguage } from './support/header';
import { buyPlan } from './support/plans';
import { expect, test } from './support/test';
import { registerViaApi, uniqueUser } from './support/users';

/**
 * Word problems: the stand-in language model (started by playwright.config.ts) translates the
 * words after a moment, the solver answers the translation. English on the desktop, French on
 * the phone.
 */
const STORIES = [
  {
    project: 'desktop',
    language: 'English',
    label: 'Your problem',
    solve: 'Solve',
    problem: "A rectangle's length is 3 cm more than its width and its area is 40 cm². Find its dimensions.",
    interpreting: 'Interpreting your problem…',
    translation: 'Translate the words into mathematics',
    declared: 'Let w be the width of the rectangle, in cm',
    rejected: 'w = −8 is rejected: w is the width of the rectangle, so w > 0.',
    answerStep: 'The dimensions of the rectangle: w = 5 cm, l = 8 cm.',
    verified: 'Verified',
    warning: 'The translation of the words was made by a language model — check it.',
  },
  {
    project: 'phone',
    language: 'Français',
    label: 'Votre problème',
    solve: 'Résoudre',
    problem: "La longueur d'un rectangle dépasse sa largeur de 3 cm et son aire est de 40 cm². Quelles sont ses dimensions ?",
    interpreting: 'Interprétation de votre problème…',
    translation: 'Traduire l’énoncé en mathématiques',
    declared: 'Soit w la largeur du rectangle, en cm',
    rejected: 'w = −8 est rejeté : w est la largeur du rectangle, donc w > 0.',
    answerStep: 'Les dimensions du rectangle : w = 5 cm, l = 8 cm.',
    verified: 'Vérifiée',
    warning: 'La traduction de l’énoncé a été faite par un modèle de langage — vérifiez-la.',
  },
] as const;

for (const story of STORIES) {
  test(`a Basic student types a word problem in ${story.language} and gets the translation, the rejected root and the answer with units`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== story.project, `this story runs on the ${story.project}`);
    await registerViaApi(page.request, uniqueUser());
    await buyPlan(page.request, 'basic');
    await page.goto('/solve');
    if (story.language !== 'English') await chooseLanguage(page, story.language);

    await test.step('types the problem and waits while it is interpreted', async () => {
      await page.getByLabel(story.label).fill(story.problem);
      await page.getByRole('button', { name: story.solve, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: story.interpreting })).toBeVisible();
    });

    const steps = page.getByTestId('solution-steps').getByRole('listitem');
    await test.step('sees the translation as the first step', async () => {
      await expect(page.getByTestId('answer-text')).toHaveText('w = 5 cm, l = 8 cm', { timeout: 30_000 });
      await expect(steps.first()).toContainText(story.translation);
      await expect(steps.first()).toContainText(story.declared);
      await expect(steps.first()).toContainText(story.warning);
    });

    await test.step('sees the negative root rejected and the answer in words, verified', async () => {
      await expect(steps.filter({ hasText: story.rejected })).toHaveCount(1);
      await expect(steps.last()).toContainText(story.answerStep);
      await expect(page.getByTestId('verified-badge')).toHaveText(story.verified);
      await expect(page.getByTestId('solution-card')).toContainText(story.warning);
    });
  });
}
