import { seriousViolations } from './support/axe';
import { buyPlan } from './support/plans';
import { expect, test, type Page } from './support/test';
import { registerViaApi, uniqueUser } from './support/users';

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a Pro student builds a two-week plan, completes a quiz from it and sees the progress', async ({ page }) => {
  test.setTimeout(120_000);
  const student = uniqueUser({ firstName: 'Emmy' });
  await registerViaApi(page.request, student);
  await buyPlan(page.request, 'pro');

  await test.step('sets a goal: two weeks of first-year linear algebra', async () => {
    await page.goto('/study-plan');
    await expect(page.getByRole('heading', { name: 'Build your plan' })).toBeVisible();
    await page.getByLabel('Goal (optional)').fill('Linear algebra exam');
    await page.getByLabel('Level').selectOption('L1');
    await page.getByLabel('Subject').selectOption({ label: 'Linear Algebra' });
    await page.getByLabel('Number of days', { exact: true }).fill('14');
    await page.getByRole('button', { name: 'Build my plan' }).click();
  });

  const today = page.getByTestId('plan-today');
  const summary = page.getByTestId('plan-summary');
  let total = 0;
  await test.step('gets a day-by-day plan, prerequisites first, starting today', async () => {
    await expect(summary.getByRole('heading', { name: 'Linear algebra exam' })).toBeVisible({ timeout: 30_000 });
    const progress = await summary.getByTestId('plan-progress').innerText();
    const match = /^0 of (\d+) items done$/.exec(progress);
    expect(match, progress).not.toBeNull();
    total = Number(match?.[1]);
    expect(total).toBeGreaterThan(28);
    await expect(page.getByRole('list', { name: 'Study plan' }).locator(':scope > li')).toHaveCount(14);
    await expect(today.getByText('Today')).toBeVisible();
    // Gaussian elimination is every other topic's prerequisite: it comes first
    await expect(today.getByText('Read: Systems of Linear Equations and Gaussian Elimination')).toBeVisible();
    await expect(today.getByTestId('practice-problem')).toHaveText(/^solve .+ = .+, .+ = .+$/);
    expect(await fitsTheScreen(page)).toBe(true);
  });

  await test.step('reads the lesson and marks it read', async () => {
    await today.getByRole('button', { name: 'Mark as read' }).click();
    await expect(summary.getByTestId('plan-progress')).toHaveText(`1 of ${total} items done`);
  });

  await test.step('takes the topic’s quiz from the plan', async () => {
    await today.getByRole('button', { name: 'Take the quiz' }).click();
    const questions = today.locator('fieldset');
    await expect(questions).toHaveCount(5);
    for (let i = 0; i < 5; i++) await questions.nth(i).getByRole('radio').first().check();
    await today.getByRole('button', { name: 'Submit answers' }).click();
    const result = today.getByTestId('plan-quiz-result');
    await expect(result).toHaveText(/^You scored \d out of 5\.$/);
    const score = Number(/scored (\d)/.exec(await result.innerText())?.[1]);
    await expect(summary.getByTestId('plan-progress')).toHaveText(`2 of ${total} items done`);
    await expect(summary.getByTestId('plan-quizzes')).toHaveText(`1 quiz taken · ${score}/5 correct`);
    await expect(today.getByText(`Score ${score}/5`)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Plan progress' })).toHaveAttribute('aria-valuenow', '2');
  });

  await test.step('tries the practice problem, then solves it step by step on the Solve page', async () => {
    const practice = today.getByTestId('plan-item-practice').first();
    await practice.getByLabel('Your answer').fill('12345');
    await practice.getByRole('button', { name: 'Check' }).click();
    await expect(practice.getByText('Not this one.', { exact: false })).toBeVisible();
    await practice.getByRole('link', { name: 'Solve it step by step' }).click();
    await expect(page).toHaveURL(/\/solve\?problem=/);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByTestId('verified-badge')).toBeVisible({ timeout: 30_000 });
  });

  await test.step('opens How we checked it: the values substituted, then a strict re-check', async () => {
    await page.getByRole('button', { name: 'How we checked it' }).click();
    const standard = page.getByTestId('check-standard');
    await expect(standard.getByText('The values substituted into each equation', { exact: false })).toBeVisible();
    await expect(standard.getByRole('columnheader', { name: 'Left side' })).toBeVisible();
    await expect(standard.getByText('Passed')).toBeVisible();
    await page.getByRole('button', { name: 'Re-check strictly' }).click();
    const strict = page.getByTestId('check-strict');
    await expect(strict.getByText('Decimal arithmetic with 40 digits', { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(strict.getByText('Passed')).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
  });

  await test.step('finds the practice done and the progress kept, on the plan and on the home page', async () => {
    await page.goto('/study-plan');
    await expect(summary.getByTestId('plan-progress')).toHaveText(`3 of ${total} items done`);
    await expect(today.getByTestId('plan-item-practice').first()).toHaveAttribute('data-done', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/');
    const card = page.getByTestId('today-plan');
    await expect(card.getByRole('heading', { name: "Today's plan" })).toBeVisible();
    await expect(card.getByText('Read: Systems of Linear Equations and Gaussian Elimination')).toBeVisible();
    await card.getByRole('link', { name: 'Open the study plan' }).click();
    await expect(page).toHaveURL(/\/study-plan$/);
  });

  await test.step('regenerates the plan for another goal', async () => {
    await summary.getByRole('button', { name: 'Regenerate the plan' }).click();
    await page.getByLabel('Goal (optional)').fill('Trigonometry test');
    await page.getByLabel('Level').selectOption('HS');
    await page.getByLabel('Subject').selectOption({ label: 'Trigonometry' });
    await page.getByLabel('Number of days', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Build my plan' }).click();
    await expect(summary.getByRole('heading', { name: 'Trigonometry test' })).toBeVisible({ timeout: 30_000 });
    await expect(summary.getByTestId('plan-progress')).toHaveText(/^0 of \d+ items done$/);
    await expect(page.getByRole('list', { name: 'Study plan' }).locator(':scope > li')).toHaveCount(5);
  });
});

test('a Basic student is offered the upgrade instead of a study plan or the check’s evidence', async ({ page }) => {
  const student = uniqueUser({ firstName: 'Blaise' });
  await registerViaApi(page.request, student);
  await buyPlan(page.request, 'basic');

  await test.step('the study plan page offers the Pro plan', async () => {
    await page.goto('/study-plan');
    const offer = page.getByTestId('study-plan-upgrade');
    await expect(offer.getByText('Study plans are part of the Pro plan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Build my plan' })).toHaveCount(0);
    const refused = await page.request.get('/api/study-plan');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'planRequired', requiredPlan: 'pro' });
    expect(await fitsTheScreen(page)).toBe(true);
    await offer.getByRole('link', { name: 'See the Pro plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  await test.step('a solution shows the badge and its summary; the evidence is Pro', async () => {
    await page.goto('/solve');
    await page.getByLabel('Your problem').fill('x^2 - 5x + 6 = 0');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByTestId('verified-badge')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Each root was substituted back into the equation', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'How we checked it' }).click();
    const details = page.getByTestId('check-details');
    await expect(details.getByText('part of the Pro plan', { exact: false })).toBeVisible();
    await expect(details.getByRole('table')).toHaveCount(0);
    await expect(details.getByRole('link', { name: 'See the Pro plan' })).toHaveAttribute('href', '/pricing');
  });
});
