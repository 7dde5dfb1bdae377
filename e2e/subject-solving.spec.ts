import { seriousViolations } from './support/axe';
import { expect, test, type Locator, type Page } from './support/test';
import { registerViaApi, uniqueUser } from './support/users';

/**
 * Students of chemistry and computer science solve with the palette of their subject, in English
 * and in French, and read the steps' tables (element counts, minterms, prime implicants) as real
 * tables — on a phone as well, where the palette is tapped and no table widens the page.
 */
const WORDS = {
  en: {
    pick: (subject: string) => `Solve a ${subject} problem`,
    chemistry: 'Chemistry',
    cs: 'Computer Science',
    editor: 'Your problem',
    palette: (subject: string) => `${subject} symbols`,
    solve: 'Solve',
    balance: 'balance',
    simplify: 'simplify',
    countTitle: 'Count the atoms of each element',
    element: 'Element',
    mintermsTitle: 'List the minterms in binary',
    primesTitle: 'Prime implicants',
    primeHeader: 'Prime implicant',
    copySteps: 'Copy Steps',
    buttons: { sub: (d: number) => `Subscript ${d}`, plus: 'Plus', yields: 'Reaction arrow', not: 'Not', and: 'And', or: 'Or' },
  },
  fr: {
    pick: (subject: string) => `Résoudre un problème de ${subject}`,
    chemistry: 'Chimie',
    cs: 'Informatique',
    editor: 'Votre problème',
    palette: (subject: string) => `Symboles – ${subject}`,
    solve: 'Résoudre',
    balance: 'équilibrer',
    simplify: 'simplifier',
    countTitle: 'Compter les atomes de chaque élément',
    element: 'Élément',
    mintermsTitle: 'Écrire les mintermes en binaire',
    primesTitle: 'Impliquants premiers',
    primeHeader: 'Impliquant premier',
    copySteps: 'Copier les étapes',
    buttons: { sub: (d: number) => `Indice ${d}`, plus: 'Plus', yields: 'Flèche de réaction', not: 'Non', and: 'Et', or: 'Ou' },
  },
} as const;

type Locale = keyof typeof WORDS;

/** Signs a new student up, in French when asked (the profile's language), and opens the Subjects page. */
async function newStudent(page: Page, locale: Locale): Promise<void> {
  const student = uniqueUser();
  await registerViaApi(page.request, student);
  if (locale === 'fr') {
    const saved = await page.request.put('/api/auth/profile', { data: { firstName: student.firstName, lastName: student.lastName, locale: 'fr', storeUploads: false } });
    expect(saved.ok()).toBe(true);
  }
  await page.goto('/subjects');
}

/** A palette button pressed as the device does it: a tap on a touch screen, a click elsewhere. */
async function press(button: Locator): Promise<void> {
  if (test.info().project.use.hasTouch) await button.tap();
  else await button.click();
}

/** Types into the editor a mix of keys and palette buttons, in order. */
async function compose(page: Page, palette: Locator, parts: ReadonlyArray<string | { button: string }>): Promise<void> {
  for (const part of parts) {
    if (typeof part === 'string') await page.keyboard.type(part);
    else await press(palette.getByRole('button', { name: part.button, exact: true }));
  }
}

/** The step table named by its step's title: column headers (scope col) first, the rows under them. */
async function expectStepTable(page: Page, title: string, columns: number, rows: number): Promise<Locator> {
  const table = page.getByTestId('solution-steps').getByRole('table', { name: title });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(columns);
  for (const th of await table.getByRole('columnheader').all()) await expect(th).toHaveAttribute('scope', 'col');
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(rows);
  // The page never scrolls sideways: a wide table scrolls inside its card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  return table;
}

/** What the cells show (KaTeX's typeset text, without the MathML it keeps for screen readers). */
function shown(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((elements) => elements.map((el) => ((el.querySelector('.katex-html') ?? el) as HTMLElement).innerText.trim()));
}

for (const locale of ['en', 'fr'] as const) {
  const w = WORDS[locale];

  test(`[${locale}] a chemistry student balances an equation typed with the palette and reads the element count as a table`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await newStudent(page, locale);
    await page.getByRole('link', { name: w.pick(w.chemistry) }).click();
    await expect(page).toHaveURL(/\/solve\?subject=chemistry$/);

    const editor = page.getByLabel(w.editor);
    await expect(editor).toHaveAttribute('placeholder', new RegExp(`${w.balance} Fe \\+ O2 → Fe2O3`));
    const palette = page.getByRole('group', { name: w.palette(w.chemistry) });
    await editor.click();
    const { sub, plus, yields } = w.buttons;
    await compose(page, palette, [`${w.balance} C`, { button: sub(3) }, 'H', { button: sub(8) }, { button: plus }, 'O', { button: sub(2) }, { button: yields }, 'CO', { button: sub(2) }, { button: plus }, 'H', { button: sub(2) }, 'O']);
    await expect(editor).toHaveValue(`${w.balance} C₃H₈ + O₂ → CO₂ + H₂O`);
    await page.getByRole('button', { name: w.solve, exact: true }).click();

    await expect(page.getByTestId('verified-badge')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('answer-text')).toContainText('C3H8 + 5O2 → 3CO2 + 4H2O');
    const table = await expectStepTable(page, w.countTitle, 5, 3);
    await expect(table.getByRole('columnheader').first()).toContainText(w.element);
    expect(await shown(table.getByRole('rowheader'))).toEqual(['C', 'H', 'O']);
    // The steps with their tables pass axe (names, header cells, a scrolling region reachable by keyboard).
    expect(await seriousViolations(page, { include: '[data-testid="solution-steps"]' })).toEqual([]);

    await page.getByRole('button', { name: w.copySteps }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`${w.element} +\\| C3H8 \\(a\\) +\\| O2 \\(b\\)`));
    expect(copied).not.toContain('\\begin{array}');

    // The history dialog shows the same table.
    await page.goto('/history');
    await page.getByTestId('history-item').first().click();
    await expect(page.getByRole('dialog').getByRole('table', { name: w.countTitle })).toBeVisible();
  });

  test(`[${locale}] a computer science student simplifies a Boolean expression and reads the minterms and prime implicants as tables`, async ({ page }) => {
    await newStudent(page, locale);
    await page.getByRole('link', { name: w.pick(w.cs) }).click();
    await expect(page).toHaveURL(/\/solve\?subject=computer-science$/);

    const editor = page.getByLabel(w.editor);
    await expect(editor).toHaveAttribute('placeholder', new RegExp(`${w.simplify} A'B \\+ AB`));
    const palette = page.getByRole('group', { name: w.palette(w.cs) });
    await editor.click();
    const { not, and, or } = w.buttons;
    await compose(page, palette, [`${w.simplify} `, { button: not }, 'A', { button: and }, 'B', { button: or }, 'A', { button: and }, 'B']);
    await expect(editor).toHaveValue(`${w.simplify} ¬A ∧ B ∨ A ∧ B`);
    await page.getByRole('button', { name: w.solve, exact: true }).click();

    await expect(page.getByTestId('verified-badge')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('answer-text')).toContainText('F = B');
    const minterms = await expectStepTable(page, w.mintermsTitle, 3, 2);
    expect(await shown(minterms.getByRole('rowheader'))).toEqual(['1', '3']);
    const primes = await expectStepTable(page, w.primesTitle, 3, 1);
    await expect(primes.getByRole('columnheader').first()).toContainText(w.primeHeader);
    expect(await shown(primes.getByRole('rowheader'))).toEqual(['−1=B']);
    expect(await shown(primes.getByRole('cell'))).toEqual(['×', '×']);
  });
}
