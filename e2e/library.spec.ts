import { catalogTopicCount } from '../contract/src/library-catalog';
import { expect, test } from './support/test';
import { chooseLanguage } from './support/header';
import { registerViaApi, uniqueUser } from './support/users';

test('a student browses L1, finds linear algebra by searching in French (and a search of another level), reads the theory and takes the quiz', async ({ page }) => {
  await registerViaApi(page.request, uniqueUser());

  await test.step('opens the library on the high-school level, then switches to L1', async () => {
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Theory library' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'High School' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('stat-total')).toHaveText(String(catalogTopicCount()));
    await page.getByRole('tab', { name: 'University L1' }).click();
    await expect(page.getByRole('button', { name: /Limits of Functions/i })).toBeVisible();
  });

  await test.step('in French, searches "matrice" and sees only matching topics, linear algebra among them', async () => {
    await chooseLanguage(page, 'Français');
    await page.getByRole('searchbox', { name: 'Rechercher dans la bibliothèque' }).fill('matrice');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: 'Algèbre linéaire' }).first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toMatch(/matrice|algèbre linéaire/);
    await page.getByRole('searchbox').fill('zzzz introuvable');
    await expect(page.getByRole('heading', { name: 'Aucun sujet trouvé' })).toBeVisible();
    await expect(page.getByText('Essayez de modifier votre recherche')).toBeVisible();
    await page.getByRole('searchbox').fill('curviligne');
    await expect(page.getByText('Votre recherche trouve des sujets dans un autre niveau :')).toBeVisible();
    await page.getByRole('button', { name: /^Université L2 : \d+ sujets?$/ }).click();
    await expect(page.getByRole('tab', { name: 'Université L2' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Intégrales curvilignes' }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Université L1' }).click();
    await page.getByRole('searchbox').fill('matrice');
  });

  await test.step('opens a linear algebra topic and reads the theory with typeset formulas', async () => {
    await page.getByRole('main').getByRole('listitem').filter({ hasText: 'Algèbre linéaire' }).first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Cours' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.locator('.katex').first()).toBeVisible();
    expect(await dialog.locator('p').count()).toBeGreaterThan(2);
  });

  await test.step('takes the quiz and sees the score with explanations', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Quiz' }).click();
    await dialog.getByRole('button', { name: 'Commencer le quiz' }).click();
    const questions = dialog.getByRole('group');
    await expect(questions.first()).toContainText('Question 1');
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i++) await questions.nth(i).getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Valider les réponses' }).click();
    await expect(dialog.getByTestId('quiz-score')).toContainText(new RegExp(`Score : \\d+/${count}`));
    await expect(questions.first()).toContainText(/(Correct|Incorrect)\. \S/);
    await dialog.getByRole('button', { name: 'Réessayer' }).click();
    await expect(dialog.getByTestId('quiz-score')).toHaveCount(0);
  });

  await test.step('the topic now shows in the sidebar as recently viewed and in progress', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('complementary', { name: 'Votre progression dans la bibliothèque' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('stat-inProgress')).not.toHaveText('0');
  });
});

test('a link to a topic (related theory of a solution) opens it, whatever the level', async ({ page }) => {
  await registerViaApi(page.request, uniqueUser());
  await page.goto('/library?topic=integration-by-parts');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Integration by Parts' })).toBeVisible();
  await expect(dialog.locator('.katex').first()).toBeVisible();
});
