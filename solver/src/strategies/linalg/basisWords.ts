/**
 * Vectors written on a basis rather than as tuples, put back as tuples for the readers of families
 * and bases:
 * - on i, j, k: 3i − j + 2k, a basis (i, i + j, i + j + k) — read only when some combination of
 *   them is written (i + j, 2k, 3i − j), so a lone i is never taken for a vector elsewhere;
 * - on e1, e2, e3 (e_1, …): 2e1 − e2 + 3e3, a basis (e1 + e2, e2 + e3, e1 + e3), in the dimension of
 *   the largest index or of ℝⁿ when it is named;
 * - by name: "B = {v1, v2, v3}" after v1 = [1, 2, 1], … — the tuples put in the list and their
 *   definitions taken out, the name of a vector used elsewhere (w = …) kept.
 */

const COEF = String.raw`(?:\d+(?:\/\d+)?\s*\*?\s*)?`;

function combinations(s: string, unit: string, index: (name: string) => number, n: number): string {
  const TERM = String.raw`${COEF}(?:${unit})(?![\p{L}\d_])`;
  const COMBO = new RegExp(String.raw`(?<![\p{L}\d_])(?:[-+]\s*)?${TERM}(?:\s*[-+]\s*${TERM})*`, 'gu');
  return s.replace(COMBO, (combo) => {
    const c = Array.from({ length: n }, () => 0);
    for (const t of combo.replace(/\s+/g, '').matchAll(new RegExp(String.raw`([-+]?)(\d+(?:\/\d+)?)?\*?(${unit})`, 'gu'))) {
      const [p, q] = (t[2] ?? '1').split('/').map(Number);
      const k = index(t[3]);
      if (k < 0 || k >= n) return combo;
      c[k] += (t[1] === '-' ? -1 : 1) * (p / (q ?? 1));
    }
    if (c.some((x) => !Number.isInteger(x))) return combo;
    const lead = /^\s*\+/.test(combo) ? ' + ' : ' ';
    return `${lead}(${c.join(', ')})`;
  });
}

function onIJK(s: string): string {
  // at least one combination written: i + j, 2k, 3i − j
  const combo = /(?<![\p{L}\d_])(?:\d+\s*\*?\s*[ijk]|[ijk]\s*[-+]\s*\d*\s*[ijk])(?![\p{L}\d_])/u;
  if (!combo.test(s)) return s;
  return combinations(s, '[ijk]', (u) => 'ijk'.indexOf(u), 3);
}

function onE(s: string): string {
  const indices = [...s.matchAll(/(?<![\p{L}])e_?\{?([1-4])\}?(?![\p{L}\d])/gu)].map((m) => Number(m[1]));
  // a combination written somewhere: e1 + e2, 2e1, −e3
  if (!/(?<![\p{L}\d])(?:\d+\s*\*?\s*e_?\{?[1-4]\}?|e_?\{?[1-4]\}?\s*[-+]\s*\d*\s*e_?\{?[1-4]\}?)/u.test(s)) return s;
  const spaces = [...s.matchAll(/(?:I?R|ℝ)\s*(?:\^\s*\{?([1-4])\}?|([²³]))/gu)].map((m) => (m[1] ? Number(m[1]) : m[2] === '²' ? 2 : 3));
  if (new Set(spaces).size > 1) return s;
  const n = Math.max(spaces[0] ?? 0, ...indices);
  return combinations(s, String.raw`e_?\{?[1-4]\}?`, (u) => Number(u.replace(/\D/g, '')) - 1, n);
}

const TUPLE = String.raw`[([]\s*-?\d+(?:\/\d+)?(?:\s*[,;]\s*-?\d+(?:\/\d+)?)+\s*[)\]]`;

function namedLists(s: string): string {
  const DEF = new RegExp(String.raw`(?<![\p{L}])([a-z](?:_?\d)?)\s*=\s*(${TUPLE})`, 'gu');
  const defs = new Map<string, string>();
  for (const m of s.matchAll(DEF)) defs.set(m[1].replace('_', ''), m[2].replace(/^\[/, '(').replace(/\]$/, ')'));
  if (defs.size < 2) return s;
  const NAME = String.raw`[a-z](?:_?\d)?`;
  const LIST = new RegExp(String.raw`([{(])\s*(${NAME}(?:\s*,\s*${NAME})+)\s*([})])`, 'gu');
  const used = new Set<string>();
  const listed = s.replace(LIST, (m, open: string, body: string, close: string) => {
    const names = body.split(',').map((x) => x.trim().replace('_', ''));
    if (!names.every((x) => defs.has(x))) return m;
    names.forEach((x) => used.add(x));
    return `${open}${names.map((x) => defs.get(x)).join(', ')}${close}`;
  });
  if (used.size === 0) return s;
  return listed.replace(DEF, (m, name: string) => (used.has(name.replace('_', '')) ? ' ' : m));
}

export function writeBasisCombinations(s: string): string {
  return namedLists(onE(onIJK(s.replace(/[−–]/g, '-'))));
}
