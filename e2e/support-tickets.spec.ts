import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { isPhone, openNavigation } from './support/header';
import { buyPlan } from './support/plans';
import { expect, loadsInteractively, test } from './support/test';
import { ADMIN_EMAIL, registerViaApi, uniqueUser, type TestUser } from './support/users';

/** A browser of its own (own cookies), on the same device as the test's project, for one more person in the story. */
async function newPage(browser: Browser): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
  return loadsInteractively(await context.newPage());
}

/** A signed-in page for one more person in the story. */
async function personPage(browser: Browser, user: TestUser, plan?: 'pro'): Promise<Page> {
  const page = await newPage(browser);
  await registerViaApi(page.request, user);
  if (plan) await buyPlan(page.request, plan);
  return page;
}

/** Signs in the shared admin account (ADMIN_EMAILS in playwright.config.ts), creating it on first use. */
async function signInAsAdmin(page: Page): Promise<void> {
  const admin = uniqueUser({ email: ADMIN_EMAIL, password: 'admin-e2e-password' });
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email, password: admin.password },
  });
  if (response.status() === 409) {
    expect((await page.request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } })).status()).toBe(200);
  } else {
    expect(response.status()).toBe(201);
  }
}

/** Opens the Help page the way a student finds it: the account menu (desktop) or the side menu (phone). */
async function openHelp(page: Page): Promise<void> {
  await page.goto('/');
  if (isPhone(page)) {
    const menu = await openNavigation(page);
    await menu.getByRole('link', { name: 'Help' }).click();
  } else {
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Help' }).click();
  }
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & support' })).toBeVisible();
}

async function sendQuestion(page: Page, subject: string, message: string, attach?: string): Promise<void> {
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(message);
  if (attach) await page.getByLabel('Attach a solution (optional)').selectOption({ label: attach });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  const ticket = page.getByTestId('help-ticket').filter({ hasText: subject });
  await expect(ticket).toContainText('Open');
}

test('a Pro student’s question is answered before an older Free one, and the answer reaches the student', async ({ page, browser }) => {
  const id = randomUUID().slice(0, 8);
  const freeSubject = `Where is the symbol palette? ${id}`;
  const proSubject = `Why two roots here? ${id}`;
  const answer = `Both roots satisfy the equation: the discriminant is positive (${id}).`;
  const fiona = uniqueUser({ firstName: 'Fiona' });
  const paul = uniqueUser({ firstName: 'Paul' });

  await test.step('Fiona, on the Free plan, asks first', async () => {
    await registerViaApi(page.request, fiona);
    await openHelp(page);
    await expect(page.getByText('You have not asked anything yet.')).toBeVisible();
    // An empty form is refused with the reasons, before anything is sent.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please describe your question')).toBeVisible();
    await sendQuestion(page, freeSubject, 'I cannot find the square root button on my phone.');
  });

  const paulPage = await personPage(browser, paul, 'pro');
  await test.step('Paul, on Pro, asks later about one of his solutions', async () => {
    const solved = await paulPage.request.post('/api/solve', { data: { rawInput: 'x^2 - 5x + 6 = 0', inputType: 'text' } });
    expect(solved.status()).toBe(200);
    await openHelp(paulPage);
    await sendQuestion(paulPage, proSubject, 'Step 2 gives two values. Are both right?', 'x^2 - 5x + 6 = 0');
    await expect(paulPage.getByTestId('help-ticket').filter({ hasText: proSubject })).toContainText('Attached: x^2 - 5x + 6 = 0');
  });

  const adminPage = await newPage(browser);
  await test.step('the admin sees Paul’s question above Fiona’s older one, with his solution', async () => {
    await signInAsAdmin(adminPage);
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'Support' }).click();
    const cards = adminPage.getByTestId('support-ticket');
    await expect(cards.filter({ hasText: proSubject })).toBeVisible();
    const subjects = await cards.locator('h3').allTextContents();
    expect(subjects.indexOf(proSubject)).toBeGreaterThanOrEqual(0);
    expect(subjects.indexOf(proSubject)).toBeLessThan(subjects.indexOf(freeSubject));
    const paulCard = cards.filter({ hasText: proSubject });
    await expect(paulCard).toContainText('Pro');
    await expect(paulCard).toContainText(paul.email);
    await paulCard.getByRole('button', { name: /Attached solution: x\^2 - 5x \+ 6 = 0/ }).click();
    const dialog = adminPage.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Attached solution' })).toBeVisible();
    await expect(dialog.getByTestId('solution-steps')).toBeVisible();
    await adminPage.keyboard.press('Escape');
  });

  await test.step('the admin answers Paul; the e-mail waits in the outbox (no SMTP server here)', async () => {
    const paulCard = adminPage.getByTestId('support-ticket').filter({ hasText: proSubject });
    await paulCard.getByLabel('Answer', { exact: true }).fill(answer);
    await paulCard.getByRole('button', { name: 'Send answer' }).click();
    await expect(adminPage.getByText('Answer sent', { exact: true })).toBeVisible();
    await expect(paulCard).toContainText('Answered');
    await expect(paulCard).toContainText(answer);
    expect(await seriousViolations(adminPage, { include: '[role="tabpanel"]' })).toEqual([]);
    await adminPage.getByRole('button', { name: 'Outbox' }).click();
    const mail = adminPage.getByTestId('outbox-mail').filter({ hasText: `Your question has been answered: ${proSubject}` });
    await expect(mail).toContainText(`To ${paul.email}`);
    await mail.getByText(`Your question has been answered: ${proSubject}`).click();
    await expect(mail).toContainText(answer);
  });

  await test.step('Paul reads the answer on his Help page', async () => {
    await paulPage.reload();
    const ticket = paulPage.getByTestId('help-ticket').filter({ hasText: proSubject });
    await expect(ticket).toContainText('Answered');
    await expect(ticket.getByLabel('Answer from support')).toContainText(answer);
    expect(await seriousViolations(paulPage)).toEqual([]);
  });

  await test.step('Fiona’s question is still open, waiting its turn', async () => {
    await page.reload();
    await expect(page.getByTestId('help-ticket').filter({ hasText: freeSubject })).toContainText('Open');
  });
});
