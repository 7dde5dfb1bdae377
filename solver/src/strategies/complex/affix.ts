import type { Q } from '../../cas/rational';

/** v − c as a factor of an equation in x or y: (x - 1), (y + 1/2), x. */
export const shifted = (v: string, c: Q): string => (c.isZero() ? v : `(${v} ${c.isNegative() ? '+' : '-'} ${c.abs().toString()})`);

/** a + bi written as a course writes it: 3 - 4i, i, -2. */
export function affix(a: Q, b: Q): string {
  // 1/2 − i/2, never 1/2 − 1/2i (which reads as 1/(2i))
  const m = b.abs();
  const im = m.isOne() ? 'i' : m.isInt() ? `${m.toString()}i` : `${m.n === 1n ? '' : m.n.toString()}i/${m.d.toString()}`;
  if (b.isZero()) return a.toString();
  if (a.isZero()) return b.isNegative() ? `-${im}` : im;
  return `${a.toString()} ${b.isNegative() ? '-' : '+'} ${im}`;
}
