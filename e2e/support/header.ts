import type { Page } from '@playwright/test';

/** Whether the test runs in the phone project, where the header collapses into a menu. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * Opens the place where the header's items live: the side menu on phones, nothing on desktop
 * (links and selectors are in the bar). Returns the region to search in.
 */
export async function openNavigation(page: Page) {
  if (!isPhone(page)) return page.getByRole('banner');
  await page.getByRole('button', { name: /open menu|ouvrir le menu/i }).click();
  return page.getByRole('dialog');
}

/** Chooses a language from the header (desktop) or the side menu (phone). */
export async function chooseLanguage(page: Page, language: 'English' | 'Français'): Promise<void> {
  if (isPhone(page)) {
    const menu = await openNavigation(page);
    await menu.getByRole('button', { name: language }).click();
    await page.keyboard.press('Escape');
    return;
  }
  await page.getByRole('button', { name: /change language|changer de langue/i }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/** Chooses a theme from the header (desktop) or the side menu (phone); names are in the UI language. */
export async function chooseTheme(page: Page, theme: RegExp): Promise<void> {
  if (isPhone(page)) {
    const menu = await openNavigation(page);
    await menu.getByRole('button', { name: theme }).click();
    await page.keyboard.press('Escape');
    return;
  }
  await page.getByRole('button', { name: /change theme|changer de thème/i }).click();
  await page.getByRole('menuitemradio', { name: theme }).click();
}

/** Logs out through the user menu (desktop) or the side menu (phone). */
export async function logOut(page: Page, label: RegExp = /log out|se déconnecter/i): Promise<void> {
  if (isPhone(page)) {
    const menu = await openNavigation(page);
    await menu.getByRole('button', { name: label }).click();
    return;
  }
  await page.getByRole('button', { name: /account menu|menu du compte/i }).click();
  await page.getByRole('menuitem', { name: label }).click();
}
