import { describe, expect, it } from 'vitest';
import { placeTextItems, textInRegion, type TextItemLike } from './region-text';

/** A US Letter page at scale 1: PDF y goes up from the bottom, the viewport's goes down. */
const WIDTH = 612;
const HEIGHT = 792;
const toViewport = (x: number, y: number) => [x, HEIGHT - y];
const item = (str: string, x: number, baseline: number, size = 12): TextItemLike => ({
  str,
  transform: [size, 0, 0, size, x, baseline],
  width: str.length * size * 0.5,
  height: size,
});
const place = (items: TextItemLike[]) => placeTextItems(items, toViewport, WIDTH, HEIGHT);
/** A region in PDF points from the top-left corner. */
const region = (left: number, top: number, right: number, bottom: number) => ({
  x: left / WIDTH,
  y: top / HEIGHT,
  width: (right - left) / WIDTH,
  height: (bottom - top) / HEIGHT,
});

describe('text of a region of a PDF page', () => {
  const page = place([
    item('Exercise 1', 72, 720, 16),
    item('Solve 2x + 3 = 7', 72, 690),
    item('Exercise 2', 72, 600, 16),
    // One line written in two pieces, the second first in the file.
    item('= 0', 200, 570),
    item('x^2 - 5x + 6', 72, 570),
    item('Page 1', 290, 40, 9),
  ]);

  it('keeps only the lines the rectangle covers', () => {
    // Top of the page from y = 60 to 110: the first exercise and its equation.
    expect(textInRegion(page, region(60, 60, 400, 110))).toBe('Exercise 1\nSolve 2x + 3 = 7');
    expect(textInRegion(page, region(60, 95, 400, 110))).toBe('Solve 2x + 3 = 7');
  });

  it('reads a line in left-to-right order whatever the order in the file', () => {
    expect(textInRegion(page, region(60, 212, 400, 230))).toBe('x^2 - 5x + 6 = 0');
  });

  it('leaves out a line touched only at its edge', () => {
    // The rectangle ends 3 points into the 12-point line "Solve …" (baseline at 792 - 690 = 102).
    expect(textInRegion(page, region(60, 60, 400, 93))).toBe('Exercise 1');
  });

  it('cuts a line between words at the sides of the rectangle', () => {
    // "Solve 2x + 3 = 7" at 6 points a character from x = 72: "2x" starts at 108.
    expect(textInRegion(page, region(100, 90, 400, 110))).toBe('2x + 3 = 7');
  });

  it('is empty where the page has no text (a scan): the caller reads the pixels instead', () => {
    expect(textInRegion(page, region(300, 300, 500, 400))).toBe('');
    expect(textInRegion([], region(0, 0, 612, 792))).toBe('');
  });

  it('follows the page’s rotation through the viewport transform', () => {
    // Rotated 90°: viewport x = PDF y, viewport y = PDF x (a landscape view of the page).
    const rotated = placeTextItems([item('3x = 9', 100, 300)], (x, y) => [y, x], HEIGHT, WIDTH);
    expect(rotated[0].left).toBeLessThan(rotated[0].right);
    expect(textInRegion(rotated, { x: 0, y: 0, width: 1, height: 1 })).toBe('3x = 9');
  });
});
