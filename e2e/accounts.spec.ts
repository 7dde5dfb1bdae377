import { expect, test } from './support/test';
import { chooseLanguage, chooseTheme, isPhone, logOut, openNavigation } from './support/header';
import { uniqueUser } from './support/users';

test('a newcomer signs up, makes the app theirs, signs out and back in', async ({ page }) => {
  const user = uniqueUser();

  await test.step('arrives on the landing page and goes to sign up', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Understand every step');
    if (isPhone(page)) {
      const menu = await openNavigation(page);
      await menu.getByRole('link', { name: 'Get started' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Get started' }).click();
    }
    await expect(page).toHaveURL(/\/register$/);
  });

  await test.step('is told what is missing, then registers', async () => {
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('First name').fill(user.firstName);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
  });

  await test.step('lands on the home page, greeted by name', async () => {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` })).toBeVisible();
    await expect(page.getByText('Welcome to Stepwise!')).toBeVisible();
  });

  await test.step('switches to French and sees French labels', async () => {
    await chooseLanguage(page, 'Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: `Bon retour, ${user.firstName}` })).toBeVisible();
    const nav = await openNavigation(page);
    await expect(nav.getByRole('link', { name: 'Matières' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bibliothèque' })).toBeVisible();
    if (isPhone(page)) await page.keyboard.press('Escape');
  });

  await test.step('toggles dark mode, which survives a reload', async () => {
    await chooseTheme(page, /sombre/i);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  await test.step('goes back to English and logs out', async () => {
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` })).toBeVisible();
    await logOut(page);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page.getByText('You have been logged out of your account.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Understand every step');
  });

  await test.step('is refused with a wrong password', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('signs back in and is home again, still in dark mode', async () => {
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});
