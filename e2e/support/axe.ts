import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels the scans hold the pages to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until no CSS transition runs: a colour half-way between two states is neither of them. */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
}

/**
 * The page as a reader sees it: the pointer off the page (the last click leaves it over a button,
 * which would be scanned hovered) and every colour transition finished.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.waitForFunction(() => document.querySelectorAll(':hover').length === 0);
  await transitionsSettled(page);
}

export interface Violation {
  id: string;
  impact?: string | null;
  targets: string[];
}

/** Serious and critical axe violations of the page at rest, `include` narrowing the scan to a part of it. */
export async function seriousViolations(page: Page, options: { include?: string; tags?: string[] } = {}): Promise<Violation[]> {
  await pageAtRest(page);
  const builder = new AxeBuilder({ page }).withTags(options.tags ?? [...WCAG_TAGS, 'best-practice']);
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
