import { randomUUID } from 'node:crypto';
import { expect, loadsInteractively, test, type Browser, type Page } from './support/test';
import { ADMIN_EMAIL, registerViaApi, uniqueUser } from './support/users';

/**
 * Stored and reflected script injection: markup and javascript: links planted in a name, a
 * problem and a library topic are shown as text, nothing runs, and the Content Security Policy
 * reports no violation on any page while the app works normally.
 */

declare global {
  interface Window {
    __xss?: string;
    __csp?: string[];
  }
}

const IMG = `<img src=x onerror="window.__xss='img';alert('img')">`;
const SVG = `<svg onload="window.__xss='svg'">`;
const HREF = String.raw`\href{javascript:window.__xss='href'}{click}`;
const URL_CMD = String.raw`\url{javascript:alert('url')}`;

const APP_PAGES = ['/', '/subjects', '/solve', '/library', '/history', '/account', '/pricing'];

/** Records what would show an attack or a policy problem: the flag, dialogs and CSP reports. */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__csp?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return { dialogs };
}

/** Nothing ran, no element came from the planted markup, and the policy was never violated. */
async function expectNothingRan(page: Page, dialogs: string[], where: string): Promise<void> {
  const state = await page.evaluate(() => ({
    flag: window.__xss ?? null,
    csp: window.__csp ?? [],
    planted: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length,
    jsLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
  }));
  expect(state, where).toEqual({ flag: null, csp: [], planted: 0, jsLinks: 0 });
  expect(dialogs, where).toEqual([]);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = loadsInteractively(await context.newPage());
  const password = 'admin-e2e-password';
  const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Admin', lastName: 'E2E', email: ADMIN_EMAIL, password } });
  if (registered.status() === 409) expect((await page.request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password } })).status()).toBe(200);
  else expect(registered.status()).toBe(201);
  return page;
}

test('markup and javascript: links in a name, a problem and a topic are shown as text and never run', async ({ page, browser }) => {
  const { dialogs } = await watch(page);
  const id = randomUUID().slice(0, 8);
  const user = uniqueUser({ firstName: `Eve ${IMG}`.slice(0, 60), lastName: `${SVG} ${id}` });
  await registerViaApi(page.request, user);

  await test.step('the name, on the home and account pages', async () => {
    await page.goto('/');
    await expect(page.getByText(/Eve <img/).first()).toBeVisible();
    await expectNothingRan(page, dialogs, 'home');
    await page.goto('/account');
    await expect(page.getByLabel('First name')).toHaveValue(user.firstName);
    await expectNothingRan(page, dialogs, 'account');
  });

  await test.step('a problem typed with markup and \\href, in the preview, the answer and the history', async () => {
    await page.goto('/solve');
    await page.getByLabel('Your problem').fill(`2x + 3 = 7 ${HREF} ${URL_CMD} ${IMG}`);
    await page.waitForTimeout(500);
    await expectNothingRan(page, dialogs, 'solve preview');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    // Solved or refused, the page settles on an answer or a message.
    await expect(page.getByText('Problem Solved!').or(page.getByRole('alert')).first()).toBeVisible({ timeout: 60_000 });
    await expectNothingRan(page, dialogs, 'solve result');
    await page.goto('/history');
    await page.waitForLoadState('networkidle');
    await expectNothingRan(page, dialogs, 'history');
  });

  await test.step('a topic an admin wrote with markup and \\href, in the student library', async () => {
    const admin = await adminPage(browser);
    const slug = `xss-probe-${id}`;
    const created = await admin.request.post('/api/admin/library/topics', {
      data: {
        level: 'HS',
        subject: 'algebra',
        topicSlug: slug,
        titleEn: `Probe ${id} ${IMG}`,
        titleFr: `Sonde ${id} ${IMG}`,
        contentEn: `Read this ${IMG} ${SVG}.\n$${HREF}$ and $${URL_CMD}$\n$$${HREF}$$`,
        contentFr: `Lire ${IMG}.\n$${HREF}$`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    // The probe must not outlive the test: other stories count the library's topics.
    const topicId = ((await created.json()) as { id: string }).id;
    try {
      await page.goto(`/library?topic=${slug}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(`Probe ${id} <img`, { exact: false }).first()).toBeVisible();
      await expect(dialog.locator('.katex').first()).toBeVisible();
      await expectNothingRan(page, dialogs, 'library topic');

      await test.step('the student’s name in the admin’s user list', async () => {
        const adminDialogs: string[] = [];
        admin.on('dialog', (d) => {
          adminDialogs.push(d.message());
          void d.dismiss();
        });
        await admin.addInitScript(() => {
          window.__csp = [];
          document.addEventListener('securitypolicyviolation', (event) => window.__csp?.push(`${event.violatedDirective} ${event.blockedURI}`));
        });
        await admin.goto('/admin');
        await admin.getByRole('tab', { name: 'Users' }).click();
        await admin.getByRole('searchbox').first().fill(user.email);
        await admin.getByRole('searchbox').first().press('Enter');
        await expect(admin.getByText(user.email).first()).toBeVisible();
        await expectNothingRan(admin, adminDialogs, 'admin users');
      });
    } finally {
      await admin.request.delete(`/api/admin/library/topics/${topicId}`);
      await admin.context().close();
    }
  });
});

test('every page works under the Content Security Policy without a violation', async ({ page, browser }) => {
  const { dialogs } = await watch(page);
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleCsp.push(message.text());
  });

  await test.step('the landing page with its typeset demo', async () => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    await expectNothingRan(page, dialogs, 'landing');
  });

  const user = uniqueUser();
  await registerViaApi(page.request, user);
  for (const path of APP_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNothingRan(page, dialogs, path);
    });
  }

  await test.step('solving shows formulas (KaTeX) without a violation', async () => {
    await page.goto('/solve');
    await page.getByLabel('Your problem').fill('x^2 - 5x + 6 = 0');
    await expect(page.locator('.katex').first()).toBeVisible();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByText('Problem Solved!')).toBeVisible({ timeout: 60_000 });
    await expectNothingRan(page, dialogs, 'solution');
  });

  await test.step('the admin pages', async () => {
    const admin = await adminPage(browser);
    await admin.addInitScript(() => {
      window.__csp = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__csp?.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await admin.goto('/admin');
    for (const tab of ['Library', 'Users', 'Subscriptions']) {
      const control = admin.getByRole('tab', { name: tab });
      if (await control.count()) await control.click();
      await admin.waitForLoadState('networkidle');
      await expectNothingRan(admin, [], `admin ${tab}`);
    }
    await admin.context().close();
  });

  expect(consoleCsp).toEqual([]);
});
