import type { Region } from '../image/region';

/** A piece of the page's text with its box as fractions of the page (y downward). */
export interface PlacedText {
  str: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the selection needs of a pdf.js TextItem. */
export interface TextItemLike {
  str: string;
  /** [a, b, c, d, e, f]: (e, f) is the start of the baseline in PDF units. */
  transform: number[];
  width: number;
  height: number;
}

/** Below the baseline: room for descenders (g, y, subscripts). */
const DESCENT = 0.25;

/**
 * Boxes of the text items as fractions of the page, through `toViewport` (pdf.js's
 * convertToViewportPoint at scale 1, which handles the page's origin and rotation).
 */
export function placeTextItems(items: readonly TextItemLike[], toViewport: (x: number, y: number) => number[], pageWidth: number, pageHeight: number): PlacedText[] {
  return items
    .filter((item) => item.str.trim() !== '')
    .map((item) => {
      const [, , , , x, y] = item.transform;
      const size = item.height || Math.hypot(item.transform[2], item.transform[3]);
      const [x1, y1] = toViewport(x, y - size * DESCENT);
      const [x2, y2] = toViewport(x + item.width, y + size);
      return {
        str: item.str,
        left: Math.min(x1, x2) / pageWidth,
        right: Math.max(x1, x2) / pageWidth,
        top: Math.min(y1, y2) / pageHeight,
        bottom: Math.max(y1, y2) / pageHeight,
      };
    });
}

/**
 * The words of one item whose middle lies inside [from, to] horizontally. Character widths are
 * taken as equal, which is close enough to cut a line between words, never inside one.
 */
function wordsWithin(text: PlacedText, from: number, to: number): PlacedText | null {
  if (text.left >= from && text.right <= to) return text;
  const perChar = (text.right - text.left) / Math.max(1, text.str.length);
  const kept: { word: string; left: number; right: number }[] = [];
  for (const match of text.str.matchAll(/\S+/g)) {
    const left = text.left + match.index * perChar;
    const right = left + match[0].length * perChar;
    const middle = (left + right) / 2;
    if (middle >= from && middle <= to) kept.push({ word: match[0], left, right });
  }
  if (kept.length === 0) return null;
  return { ...text, str: kept.map((k) => k.word).join(' '), left: kept[0].left, right: kept[kept.length - 1].right };
}

/**
 * The text inside a rectangle of the page, in reading order: items that overlap it by at least
 * half their height, cut to the words inside it, grouped into lines top to bottom and read left
 * to right within a line.
 */
export function textInRegion(texts: readonly PlacedText[], region: Region): string {
  const regionRight = region.x + region.width;
  const regionBottom = region.y + region.height;
  const inside: PlacedText[] = [];
  for (const text of texts) {
    const height = text.bottom - text.top;
    const overlapY = Math.min(text.bottom, regionBottom) - Math.max(text.top, region.y);
    const overlapX = Math.min(text.right, regionRight) - Math.max(text.left, region.x);
    if (overlapX <= 0 || overlapY < height / 2) continue;
    const words = wordsWithin(text, region.x, regionRight);
    if (words) inside.push(words);
  }

  inside.sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  const lines: PlacedText[][] = [];
  for (const text of inside) {
    const middle = (text.top + text.bottom) / 2;
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(middle - (first.top + first.bottom) / 2) < Math.min(text.bottom - text.top, first.bottom - first.top) / 2) {
      line.push(text);
    } else {
      lines.push([text]);
    }
  }

  return lines
    .map((line) => {
      line.sort((a, b) => a.left - b.left);
      let out = '';
      let previous: PlacedText | undefined;
      for (const text of line) {
        const gap = previous ? text.left - previous.right : 0;
        // Separate pieces set apart on the page (more than about a fifth of the text height).
        const spaced = previous && gap > (text.bottom - text.top) * 0.15 && !out.endsWith(' ') && !text.str.startsWith(' ');
        out += (spaced ? ' ' : '') + text.str;
        previous = text;
      }
      return out.replace(/\s+/g, ' ').trim();
    })
    .filter((line) => line !== '')
    .join('\n');
}
