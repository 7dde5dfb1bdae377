/**
 * The counting notations of calculators and textbooks: 7C3, 7 nCr 3, ^7C_3 (⁷C₃), _7C_3, the French
 * C_7^3 and A_7^3 (the older « C de 7, 3 »: the lower number is n), and the same with P for
 * arrangements. Read as a letter C times numbers they gave 7C·3, so they are rewritten before the
 * formula is parsed: alone they become binomial(7, 3) / nPr(7, 3), which the integer functions
 * answer with their own steps; inside a longer expression they become the factorial quotient they
 * stand for, n!/(k!(n − k)!) or n!/(n − k)!, which arithmetic reads.
 */

type Count = { kind: 'C' | 'P'; n: number; k: number };

const N = String.raw`\{?\s*(\d{1,4})\s*\}?`;
/** Each notation with the groups (kind, n, k) in its own order. */
const NOTATIONS: Array<{ re: RegExp; read: (m: RegExpExecArray) => Count }> = [
  // 7C3, 7P3, 7 nCr 3, 7nPr3: glued capitals only, so a spaced "7 C 3" is never taken for one
  { re: /(?<![\w.^_])(\d{1,4})(?:([CP])|\s*n([CP])r\s*)(\d{1,4})(?![\w.])/g, read: (m) => ({ kind: (m[2] ?? m[3]) as 'C' | 'P', n: Number(m[1]), k: Number(m[4]) }) },
  // {}^7C_3, ^{7}C_{3}, _7C_3, _7P_3
  { re: new RegExp(String.raw`(?:\{\s*\})?[\^_]${N}\s*([CP])\s*_${N}(?![\w.^])`, 'g'), read: (m) => ({ kind: m[2] as 'C' | 'P', n: Number(m[1]), k: Number(m[3]) }) },
  // C_7^3, C_{7}^{3}, A_7^3: the French notation, n below, k above
  { re: new RegExp(String.raw`(?<![\w.])([CA])_${N}\s*\^${N}(?![\w.])`, 'g'), read: (m) => ({ kind: m[1] === 'A' ? 'P' : 'C', n: Number(m[2]), k: Number(m[3]) }) },
  // C^3_7, A^3_7: the same, k written first
  { re: new RegExp(String.raw`(?<![\w.])([CA])\^${N}\s*_${N}(?![\w.^])`, 'g'), read: (m) => ({ kind: m[1] === 'A' ? 'P' : 'C', n: Number(m[3]), k: Number(m[2]) }) },
];

/** Words that make 7C3 a number in base 16 rather than a count. */
const OTHER_BASE = /hex|base|binar|octal|0x|\(16\)|_16/i;

/** What remains of a problem that asks for nothing but its one notation: a verb and an article. */
const ALONE = /^\s*(?:(?:please\s+)?(?:find|compute|calculate|evaluate|work\s+out|determine|give|what\s+is|what's|calculer|calcule|calculez|déterminer|determiner|donner|trouver|quel\s+est|évaluer|evaluer)\s+)?(?:the\s+(?:value\s+of\s+)?|la\s+valeur\s+de\s+)?@\s*[?.!=]?\s*$/i;

const call = (c: Count): string => `${c.kind === 'C' ? 'binomial' : 'nPr'}(${c.n}, ${c.k})`;
const quotient = (c: Count): string =>
  c.kind === 'C' ? `(${c.n}!/(${c.k}!*${c.n - c.k}!))` : `(${c.n}!/${c.n - c.k}!)`;

export function countingNotation(s: string): string {
  if (OTHER_BASE.test(s)) return s;
  const found: Array<{ at: number; length: number; count: Count }> = [];
  for (const { re, read } of NOTATIONS) {
    for (const m of s.matchAll(re)) {
      const count = read(m as RegExpExecArray);
      const at = m.index ?? 0;
      if (count.k <= count.n && !found.some((f) => at < f.at + f.length && f.at < at + m[0].length)) found.push({ at, length: m[0].length, count });
    }
  }
  if (found.length === 0) return s;
  found.sort((a, b) => a.at - b.at);
  const only = found.length === 1 && ALONE.test(s.slice(0, found[0].at) + '@' + s.slice(found[0].at + found[0].length));
  let out = '';
  let from = 0;
  for (const f of found) {
    out += s.slice(from, f.at) + (only ? call(f.count) : quotient(f.count));
    from = f.at + f.length;
  }
  return out + s.slice(from);
}
