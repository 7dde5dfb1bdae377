import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Promoted to admin by the server under test (ADMIN_EMAILS in playwright.config.ts). */
export const ADMIN_EMAIL = 'admin.e2e@stepwise.test';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A user no other test has used: tests share one database and may run in any order. */
export function uniqueUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Ada',
    lastName: `Tester ${id}`,
    email: `student.${id}@stepwise.test`,
    password: `pass-${id}-word`,
    ...overrides,
  };
}

/**
 * Creates the account through the API; with a page's request context the session cookie lands
 * in that page's browser context, so the page is signed in.
 */
export async function registerViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: { firstName: user.firstName, lastName: user.lastName, email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs in through the API (the page's cookies then carry the session). */
export async function signInViaApi(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs up through the form, as a person would, and waits for the home page. */
export async function registerViaUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
}
