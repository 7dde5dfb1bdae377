import { expect, test, type Locator, type Page } from './support/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { seriousViolations, WCAG_TAGS } from './support/axe';
import { buyPlan } from './support/plans';
import { registerViaApi, uniqueUser } from './support/users';

/** A printed line on white, as a worksheet or a textbook shows it. */
async function printedEquation(text: string): Promise<Buffer> {
  const svg = `<svg width="${text.length * 36 + 80}" height="140" xmlns="http://www.w3.org/2000/svg">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="40" y="88" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="56" fill="#111">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
/** Where page 2's equation sits, in PDF points from the top-left corner. */
const PAGE2_EQUATION = { left: 72, top: 300, right: 330, bottom: 330 };

async function twoPageWorksheet(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  first.drawText('Worksheet - page 1', { x: 72, y: 720, size: 18, font });
  first.drawText('Solve 3x - 5 = 10', { x: 72, y: 680, size: 16, font });
  const second = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  second.drawText('Exercise 2', { x: 72, y: 720, size: 18, font });
  second.drawText('Below, the equation to solve:', { x: 72, y: 520, size: 14, font });
  // Baseline 22 points above the box's bottom edge: the 18-point line fills the box.
  second.drawText('5x + 1 = 16', { x: 72, y: PAGE_HEIGHT - PAGE2_EQUATION.bottom + 8, size: 18, font });
  second.drawText('Then check your answer.', { x: 72, y: 380, size: 14, font });
  return Buffer.from(await doc.save());
}

/** Drags from one point to another of an element (fractions of its size): a finger on the phone, else a mouse. */
async function dragOver(page: Page, target: Locator, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  // A page rendered to the column's width can be taller than the window: bring the drag into view.
  const before = await target.boundingBox();
  if (!before) throw new Error('the target is not visible');
  const viewport = page.viewportSize();
  const middleY = before.y + ((from.y + to.y) / 2) * before.height;
  if (viewport) await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: 'instant' }), middleY - viewport.height / 2);
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not visible');
  const at = (p: { x: number; y: number }) => ({ x: box.x + p.x * box.width, y: box.y + p.y * box.height });
  const points = [from, { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, to].map(at);
  if (test.info().project.use.hasTouch) {
    // On the phone, a finger: real touch events through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]] });
    for (const point of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(points[0].x, points[0].y);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 4 });
  await page.mouse.up();
}

async function solveAndSee(page: Page, answer: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  // The previous solve's toast may still be on screen; the answer below tells the two apart.
  await expect(page.getByText('Problem Solved!').last()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('answer-text')).toHaveText(answer);
}

test.describe('problems from a photo or a PDF', () => {
  test.setTimeout(120_000);

  test('a Basic student reads an equation from an image and a region of a PDF page, and solves both', async ({ page }) => {
    const user = uniqueUser();
    await registerViaApi(page.request, user);
    await buyPlan(page.request, 'basic');
    await page.goto('/solve');

    await test.step('refuses a file that is not an image', async () => {
      await page.getByRole('tab', { name: 'Image' }).click();
      await page.getByTestId('image-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('2x = 4') });
      await expect(page.getByText('Invalid File Type')).toBeVisible();
      await expect(page.getByText('Please upload a PNG or JPG image')).toBeVisible();
    });

    await test.step('uploads a photo of a printed equation and sees its text', async () => {
      const image = await printedEquation('2x + 3 = 7');
      await page.getByTestId('image-file-input').setInputFiles({ name: 'equation.png', mimeType: 'image/png', buffer: image });
      await expect(page.getByTestId('image-file-name')).toHaveText('equation.png');
      await expect(page.getByText(/^0\.0\d MB$/)).toBeVisible();
      await expect(page.getByText('Text Extracted')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel('Extracted Text')).toHaveValue('2x + 3 = 7');
    });

    await test.step('crops the photo to the left-hand side and reads it again', async () => {
      await page.getByRole('button', { name: 'Crop' }).click();
      // The equation spans most of the width; keep "2x + 3" (about the first half of the text).
      await dragOver(page, page.getByTestId('region-surface'), { x: 0.02, y: 0.1 }, { x: 0.6, y: 0.9 });
      await expect(page.getByTestId('region-box')).toBeVisible();
      await page.getByRole('button', { name: 'Apply Crop' }).click();
      await expect(page.getByTestId('image-file-name')).toHaveText('equation-cropped.png');
      await expect(page.getByLabel('Extracted Text')).not.toHaveValue('2x + 3 = 7', { timeout: 30_000 });
      await expect(page.getByLabel('Extracted Text')).toHaveValue(/^2x \+ 3/);
      // Back to the whole equation, edited by hand as a student would after a bad crop.
      await page.getByLabel('Extracted Text').fill('2x + 3 = 7');
    });

    await test.step('the text is in the problem box, and the photo is still there after a look at it', async () => {
      await page.getByRole('tab', { name: 'Text' }).click();
      await expect(page.getByLabel('Your problem')).toHaveValue('2x + 3 = 7');
      await page.getByRole('tab', { name: 'Image' }).click();
      await expect(page.getByTestId('image-file-name')).toHaveText('equation-cropped.png');
    });

    await test.step('solves it', async () => {
      await solveAndSee(page, /x = 2/);
      await page.getByRole('button', { name: 'Solve Another Problem' }).click();
    });

    await test.step('opens a two-page PDF and goes to page 2', async () => {
      await page.getByRole('tab', { name: 'PDF' }).click();
      await page.getByTestId('pdf-file-input').setInputFiles({ name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: await twoPageWorksheet() });
      await expect(page.getByText('PDF Loaded')).toBeVisible();
      await expect(page.getByTestId('pdf-page-number')).toHaveText('Page 1 of 2');
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByTestId('pdf-page-number')).toHaveText('Page 2 of 2');
      await expect(page.getByTestId('pdf-page')).toBeVisible();
    });

    await test.step('drags a rectangle around the equation and gets its text', async () => {
      await page.getByRole('button', { name: 'Select Region' }).click();
      const pad = 6;
      await dragOver(
        page,
        page.getByTestId('region-surface'),
        { x: (PAGE2_EQUATION.left - pad) / PAGE_WIDTH, y: (PAGE2_EQUATION.top - pad) / PAGE_HEIGHT },
        { x: (PAGE2_EQUATION.right + pad) / PAGE_WIDTH, y: (PAGE2_EQUATION.bottom + pad) / PAGE_HEIGHT },
      );
      await expect(page.getByText('Region Selected')).toBeVisible();
      await expect(page.getByLabel('Selected Text')).toHaveValue('5x + 1 = 16');
    });

    await test.step('solves it', async () => {
      await solveAndSee(page, /x = 3/);
    });

    await test.step('the history keeps both, marked as image and PDF', async () => {
      const list = await page.request.get('/api/history?limit=10');
      expect(list.status()).toBe(200);
      const text = await list.text();
      expect(text).toContain('"inputType":"image"');
      expect(text).toContain('"inputType":"pdf"');
    });
  });

  test('a scanned PDF page has no text layer: the selected region is read by OCR', async ({ page }) => {
    const user = uniqueUser();
    await registerViaApi(page.request, user);
    await buyPlan(page.request, 'basic');
    // A "scan": the page is one picture of printed text, with no text objects.
    const doc = await PDFDocument.create();
    const scan = await doc.embedPng(await printedEquation('3x - 5 = 10'));
    const sheet = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    sheet.drawImage(scan, { x: 72, y: PAGE_HEIGHT - 300, width: 360, height: 360 * (scan.height / scan.width) });
    await page.goto('/solve');
    await page.getByRole('tab', { name: 'PDF' }).click();
    await page.getByTestId('pdf-file-input').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
    await expect(page.getByText('PDF Loaded')).toBeVisible();
    await page.getByRole('button', { name: 'Select Region' }).click();
    const top = 300 - 360 * (scan.height / scan.width);
    await dragOver(page, page.getByTestId('region-surface'), { x: 60 / PAGE_WIDTH, y: (top - 10) / PAGE_HEIGHT }, { x: 445 / PAGE_WIDTH, y: 310 / PAGE_HEIGHT });
    await expect(page.getByText('Region Selected')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Selected Text')).toHaveValue('3x - 5 = 10');
    await solveAndSee(page, /x = 5/);
  });

  test('a 12-megapixel phone photo is sent scaled down, read, and the tabs pass an accessibility scan', async ({ page }) => {
    const user = uniqueUser();
    await registerViaApi(page.request, user);
    await buyPlan(page.request, 'basic');
    const svg = `<svg width="3000" height="4000" xmlns="http://www.w3.org/2000/svg">
      <rect width="100%" height="100%" fill="#efece4"/>
      <text x="300" y="1600" font-family="DejaVu Sans, sans-serif" font-size="170" fill="#1d1d22">Solve 7x - 4 = 10</text>
    </svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
    await page.goto('/solve');
    await page.getByRole('tab', { name: 'Image' }).click();
    const upload = page.waitForRequest((request) => request.url().endsWith('/api/ocr'));
    await page.getByTestId('image-file-input').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    const body = (await upload).postDataJSON() as { imageData: string };
    // 2000 px on the long side at most, whatever the camera's resolution.
    const sent = await sharp(Buffer.from(body.imageData.split(',')[1], 'base64')).metadata();
    expect(Math.max(sent.width ?? 0, sent.height ?? 0)).toBe(2000);
    await expect(page.getByLabel('Extracted Text')).toHaveValue('Solve 7x - 4 = 10', { timeout: 30_000 });

    const serious = () => seriousViolations(page, { include: 'main', tags: WCAG_TAGS });
    expect(await serious()).toEqual([]);
    await page.getByRole('tab', { name: 'PDF' }).click();
    await page.getByTestId('pdf-file-input').setInputFiles({ name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: await twoPageWorksheet() });
    await expect(page.getByTestId('pdf-page')).toBeVisible();
    await page.getByRole('button', { name: 'Select Region' }).click();
    expect(await serious()).toEqual([]);
  });

  test('the camera dialog takes a photo that becomes the preview', async ({ page }) => {
    const user = uniqueUser();
    await registerViaApi(page.request, user);
    await buyPlan(page.request, 'basic');
    await page.goto('/solve');
    await page.getByRole('tab', { name: 'Image' }).click();
    await page.getByRole('button', { name: 'Use Camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take Photo' });
    await expect(dialog).toBeVisible();
    const capture = dialog.getByRole('button', { name: 'Capture' });
    await expect(capture).toBeEnabled({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Switch Camera' }).click();
    await expect(capture).toBeEnabled({ timeout: 15_000 });
    await capture.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('image-file-name')).toHaveText(/^camera-capture-\d+\.jpg$/);
    await expect(page.getByTestId('image-preview')).toBeVisible();
    // The camera is released once the dialog closes.
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
  });
});
