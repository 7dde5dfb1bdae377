import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractEngine } from './tesseract';
import { renderPrintedText } from './test-images';

// Starting the worker and loading two languages takes a few seconds on a small machine.
describe('offline OCR of printed problems', { timeout: 60_000 }, () => {
  const engine = createTesseractEngine();
  afterAll(() => engine.reset());

  it.each(['2x + 3 = 7', '3x - 5 = 10', '5x + 1 = 16'])('reads "%s" back exactly', async (problem) => {
    const result = await engine.recognize(await renderPrintedText(problem), 'image/png');
    expect(result.text).toBe(problem);
    // Mixed English/French models score short formulas modestly even when they read them right.
    expect(result.confidence).toBeGreaterThan(0.15);
  });

  it('reads a JPEG with a French instruction', async () => {
    const result = await engine.recognize(await renderPrintedText('Résoudre 4x - 2 = 6', 'jpeg'), 'image/jpeg');
    expect(result.text).toBe('Résoudre 4x - 2 = 6');
  });

  it('starts again after a reset', async () => {
    await engine.reset();
    const result = await engine.recognize(await renderPrintedText('7x = 14'), 'image/png');
    expect(result.text).toBe('7x = 14');
  });
});
