/**
 * Repeating decimals. Students write the repeating block with a bar (0.\overline{36}, 0.3̅6̅), a
 * dot (0.\dot{3}, 0.\dot{1}\dot{2}), brackets (0.(36)), or words ("0.3 recurring"), and most often
 * by writing it out and trailing off: 0.363636…. The marked forms are written out first, so one
 * reading serves them all; the block of a written-out decimal is the shortest one that repeats at
 * least twice after the shortest non-repeating start (0.1666… is 0.1 then 6, 0.3636… is 36).
 */

const BLOCK_TIMES = 3;

/** A block written out, then the ellipsis that says it goes on. */
const writtenOut = (whole: string, start: string, block: string): string => `${whole}.${start}${block.repeat(BLOCK_TIMES)}...`;

/** The marked forms as the written-out one: 0.\overline{36} and 0.(36) become 0.363636.... */
export function writeRepeatingOut(s: string): string {
  return s
    // 0.1\overline{6}, 0,\bar{36}
    .replace(/(\d+)[.,](\d*)\s*\\(?:overline|bar)\s*\{\s*(\d+)\s*\}/g, (_m, w: string, a: string, b: string) => writtenOut(w, a, b))
    // 0.\dot{1}\dot{2}, 0.1\dot{6}: a dot over the first and the last digit of the block
    .replace(/(\d+)[.,](\d*)\\dot\s*\{\s*(\d)\s*\}(?:(\d*)\\dot\s*\{\s*(\d)\s*\})?/g, (_m, w: string, a: string, first: string, mid?: string, last?: string) =>
      writtenOut(w, a, last ? `${first}${mid ?? ''}${last}` : first))
    // 0.3̅6̅: a combining overline (or macron) on each digit of the block
    .replace(/(\d+)[.,](\d*)((?:\d[\u0305\u0304])+)/g, (_m, w: string, a: string, b: string) => writtenOut(w, a, b.replace(/[\u0305\u0304]/g, '')))
    // 0.(36): brackets right after the point, where they cannot be a product
    .replace(/(\d+)[.,]\((\d+)\)/g, (_m, w: string, b: string) => writtenOut(w, '', b))
    // "0.3 recurring", « 0,3 périodique »: one digit, or the same digit throughout, repeats
    .replace(/(\d+)[.,]((\d)\3*)\s+(?:recurring|repeating|repeated|r[ée]p[ée]t[ée]s?|p[ée]riodique)\b/gi, (_m, w: string, _a: string, d: string) => writtenOut(w, '', d));
}

export interface Repeating {
  /** The sign, the whole part, the digits before the block, and the block. */
  negative: boolean;
  whole: string;
  start: string;
  block: string;
}

/**
 * The block of a written-out repeating decimal's digits, or null when none repeats twice
 * (3.14159… trails off without repeating: its value is not known from what is written).
 */
export function repeatingBlock(negative: boolean, whole: string, digits: string): Repeating | null {
  for (let s = 0; s < digits.length; s++) {
    for (let p = 1; 2 * p <= digits.length - s; p++) {
      let periodic = true;
      for (let i = s + p; i < digits.length && periodic; i++) periodic = digits[i] === digits[i - p];
      if (periodic) return { negative, whole, start: digits.slice(0, s), block: digits.slice(s, s + p) };
    }
  }
  return null;
}

/** The fraction it is, unsimplified as the method finds it: 10^(s+p)·x − 10^s·x = A − B. */
export function repeatingFraction(r: Repeating): { numerator: bigint; denominator: bigint; shift: bigint; startShift: bigint } {
  const a = BigInt(`${r.whole}${r.start}${r.block}`);
  const b = BigInt(`${r.whole}${r.start}`);
  const startShift = 10n ** BigInt(r.start.length);
  const shift = startShift * 10n ** BigInt(r.block.length);
  const sign = r.negative ? -1n : 1n;
  return { numerator: sign * (a - b), denominator: shift - startShift, shift, startShift };
}

/** 0.3̅6̅: the block marked with a bar, as the answer says it back. */
export const barred = (r: Repeating): string =>
  `${r.negative ? '-' : ''}${r.whole}.${r.start}${[...r.block].map((d) => `${d}\u0305`).join('')}`;
