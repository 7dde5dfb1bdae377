import { expect, test } from './support/test';
import { ADMIN_EMAIL, registerViaApi, uniqueUser } from './support/users';

test.describe('who may open what', () => {
  test('a visitor sees the landing page on signed-in routes and unknown routes', async ({ page }) => {
    for (const path of ['/history', '/solve', '/admin', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText('Understand every step');
    }
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  });

  test('a student is refused the admin area and sent home after two seconds', async ({ page }) => {
    const student = uniqueUser();
    await registerViaApi(page.request, student);
    await page.goto('/admin');
    await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('Admin access required. Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${student.firstName}` })).toBeVisible();
  });

  test('a signed-in user is sent home from the sign-in page', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser());
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin opens the admin area', async ({ page }) => {
    // One password for the shared admin account, so the desktop and phone runs can both sign in.
    const admin = uniqueUser({ email: ADMIN_EMAIL, password: 'admin-e2e-password' });
    const response = await page.request.post('/api/auth/register', {
      data: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email, password: admin.password },
    });
    // The admin account is shared by the desktop and phone runs: the second run signs in instead.
    if (response.status() === 409) {
      const login = await page.request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
      expect(login.status()).toBe(200);
    } else {
      expect(response.status()).toBe(201);
    }
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Understand every step');
    await expect(page.getByText("You don't have permission")).toHaveCount(0);
  });
});
