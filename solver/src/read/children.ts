/**
 * A probability about several children of one couple, in English and French: "that all 4 children
 * are affected", "that 2 of their 3 children have the disease", "at least 3 of the 4 children",
 * "one or more of the three children", "none of the children", « que les trois enfants soient
 * atteints », « que 2 des 3 enfants soient atteints », « au moins un des quatre enfants ». Each child
 * is a new draw from the same cross, so the question is a binomial one over the children: it is
 * rewritten as the question about one child (read as before), with how many of how many children
 * it asks. The number of children may be told in the question or before it ("they have three
 * children"); a count that cannot be placed is named, so the question is refused rather than
 * answered for one child.
 */
export interface Children { n: number; min: number; max: number }

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8 };
const NUM = String.raw`(\d|one|two|three|four|five|six|seven|eight|une?|deux|trois|quatre|cinq|sept|huit)`;
const KIDS = String.raw`(?:children|kids|offspring|babies|sons|daughters|enfants|descendants)`;
const KID = String.raw`(?:child|kid|offspring|baby|son|daughter|enfant|descendant)`;
const count = (w: string | undefined): number => (w === undefined ? NaN : WORDS[w.toLowerCase()] ?? Number(w));

/** How many, of how many: exactly k, at least k, at most k, all, none (min and max of the children counted). */
const PHRASES: Array<[RegExp, (m: RegExpExecArray) => { k: [number | 'n', number | 'n']; n?: number; adj?: string }]> = [
  // "exactly three normal children among five", "2 affected children out of 4", « 2 enfants malades sur 3 »
  [new RegExp(String.raw`\b(?:exactly\s+)?${NUM}\s+(normal|healthy|unaffected|affected|sick|albino|carrier)\s+${KIDS}\s+(?:among|out\s+of|of)\s+(?:the\s+|their\s+)?${NUM}\b|\b(?:exactement\s+)?${NUM}\s+${KIDS}\s+(sains|malades|atteints|normaux|porteurs|albinos)\s+sur\s+${NUM}\b`, 'iu'), (m) => {
    const k = count(m[1] ?? m[4]);
    return { k: [k, k], n: count(m[3] ?? m[6]), adj: m[2] ?? m[5] };
  }],
  // "all 4 children", "all four of their children", "all of the three children", « les quatre enfants », « tous les 3 enfants », « ses trois enfants »
  [new RegExp(String.raw`\ball\s+(?:of\s+)?(?:the\s+|their\s+|her\s+|his\s+)?${NUM}\s+(?:of\s+(?:the\s+|their\s+)?)?${KIDS}|\ball\s+(?:the\s+|their\s+|of\s+(?:the|their)\s+)${KIDS}|\b(?:tous\s+)?(?:les|leurs|ses)\s+${NUM}\s+${KIDS}|\btous\s+(?:les|leurs|ses)\s+${KIDS}`, 'iu'), (m) => ({ k: ['n', 'n'], n: count(m[1] ?? m[2]) })],
  // "all four are albino", "all of them": the children counted before
  [new RegExp(String.raw`\ball\s+(?:${NUM}|of\s+them)(?=\s+(?:are|will|would|be|have|show|develop|inherit|get)\b)`, 'iu'), (m) => ({ k: ['n', 'n'], n: count(m[1]) })],
  // "exactly one child", "only one child", « exactement un enfant »: one of the children counted before
  [new RegExp(String.raw`\b(?:exactly|only|just)\s+${NUM}\s+(?:${KIDS}|${KID})\b|\b(?:exactement|seulement)\s+${NUM}\s+(?:${KIDS}|${KID})\b`, 'iu'), (m) => {
    const k = count(m[1] ?? m[2]);
    return { k: [k, k] };
  }],
  // "both children", « les deux enfants » (read above)
  [new RegExp(String.raw`\bboth\s+(?:of\s+(?:the|their)\s+)?${KIDS}`, 'iu'), () => ({ k: ['n', 'n'], n: 2 })],
  // "none of the 3 children", « aucun des trois enfants »
  [new RegExp(String.raw`\bnone\s+of\s+(?:the\s+|their\s+)?(?:${NUM}\s+)?${KIDS}|\baucun\s+(?:de\s+(?:leurs|ses)|des)\s+(?:${NUM}\s+)?${KIDS}`, 'iu'), (m) => ({ k: [0, 0], n: count(m[1] ?? m[2]) })],
  // "at least 3 of the 4 children", "one or more of the three children", « au moins un des quatre enfants », « au moins un enfant »
  [new RegExp(String.raw`\b(?:at\s+least\s+${NUM}|${NUM}\s+or\s+more)\s+(?:of\s+(?:the\s+|their\s+)?(?:${NUM}\s+)?${KIDS}|${KIDS}|${KID})|\bau\s+moins\s+${NUM}\s+(?:des\s+(?:${NUM}\s+)?${KIDS}|de\s+(?:leurs|ses)\s+(?:${NUM}\s+)?${KIDS}|${KID}s?)`, 'iu'), (m) => ({ k: [count(m[1] ?? m[2] ?? m[4]), 'n'], n: count(m[3] ?? m[5] ?? m[6]) })],
  // "at most 1 of the 3 children", « au plus un des trois enfants »
  [new RegExp(String.raw`\bat\s+most\s+${NUM}\s+(?:of\s+(?:the\s+|their\s+)?(?:${NUM}\s+)?${KIDS}|${KIDS}|${KID})|\bau\s+plus\s+${NUM}\s+(?:des\s+(?:${NUM}\s+)?${KIDS}|${KID}s?)`, 'iu'), (m) => ({ k: [0, count(m[1] ?? m[3])], n: count(m[2] ?? m[4]) })],
  // "exactly 2 of the 3 children", "2 of their 3 children", "2 out of 3 children", « 2 des 3 enfants », « deux enfants sur trois »
  [new RegExp(String.raw`\b(?:exactly\s+)?${NUM}\s+(?:out\s+)?of\s+(?:the\s+|their\s+)?(?:${NUM}\s+)?${KIDS}|\b(?:exactement\s+)?${NUM}\s+(?:des|de\s+(?:leurs|ses))\s+(?:${NUM}\s+)?${KIDS}|\b(?:exactement\s+)?${NUM}\s+${KIDS}\s+sur\s+${NUM}`, 'iu'), (m) => {
    const k = count(m[1] ?? m[3] ?? m[5]);
    return { k: [k, k], n: count(m[2] ?? m[4] ?? m[6]) };
  }],
];
/** The number of children told before the question: "they have three children", « ils ont quatre enfants », "plan to have 4 children". */
const TOLD = new RegExp(String.raw`\b(?:have|has|having|had|plan\s+to\s+have|intend(?:s|ed)?\s+to\s+have|want\s+to\s+have|ont|a|auront|veulent|pr[ée]voient(?:\s+d['’]avoir)?|d['’]avoir|avoir)\s+${NUM}\s+${KIDS}`, 'giu');

/** The verb after the children, made singular for one child: "are" → "is", « soient atteints » → « soit atteint »; words in between ("both children of two carriers are …") are kept. */
function singular(after: string): string {
  const verb = /(^|\s)(are|were|have|develop|show|inherit|carry|get|express|suffer|will|would|soient|seront|sont|aient|auront|ont)\b/iu.exec(after);
  if (!verb || /[?.;]/.test(after.slice(0, verb.index))) return after;
  const head = after.slice(0, verb.index);
  const tail = after.slice(verb.index)
    .replace(/^(\s*)(?:are|were)\b/i, '$1is').replace(/^(\s*)have\b/i, '$1has').replace(/^(\s*)(develop|show|inherit|carry|get|express|suffer)\b/i, '$1$2s')
    .replace(/^(\s*)(?:will|would)\s+(be|have|develop|show|inherit)\b/i, '$1will $2')
    .replace(/^(\s*)(?:soient|seront|sont)\s+(\p{L}+?)(?:aux|s)?(?=[\s?.,;]|$)/iu, (_m, s: string, adj: string) => `${s}soit ${adj}`)
    .replace(/^(\s*)(?:aient|auront|ont)\b/i, '$1ait');
  return head + tail;
}

/** The question about one child and the children counted, or the phrase naming several children when their count cannot be placed. */
export function childrenAsked(text: string): { text: string; children: Children } | { unread: string } | null {
  const q = text.search(/[^.?!]*\?\s*$/);
  const from = q >= 0 ? q : 0;
  for (const [re, read] of PHRASES) {
    const m = re.exec(text.slice(from));
    if (!m) continue;
    const at = from + m.index;
    // "among all the children", « parmi tous les enfants »: the children are the pool one child is drawn from, not a count asked
    if (/(?:among|amongst|parmi|out\s+of|from|\bsur)\s*$/i.test(text.slice(0, at))) continue;
    const told = [...text.slice(0, at).matchAll(TOLD)].map((x) => count(x[1]));
    const r = read(m);
    const n = Number.isFinite(r.n) ? r.n ?? NaN : told.length === 1 ? told[0] : NaN;
    if (!Number.isInteger(n) || n < 2 || n > 8 || told.some((t) => t !== n)) return { unread: m[0] };
    const [lo, hi] = r.k.map((x) => (x === 'n' ? n : x));
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < 0 || hi > n || lo > hi) return { unread: m[0] };
    const french = /\b(?:enfants|descendants|des|sur|au|aucun|tous|les)\b/i.test(m[0]);
    const adj = r.adj?.toLowerCase().replace(/aux$/, 'al').replace(/(?<=\p{L}{3})s$/u, '');
    const one = french ? `un enfant${adj ? ` ${adj}` : ''}` : `${adj && /^[aeiou]/i.test(adj) ? 'an' : 'a'} ${adj ? `${adj} ` : ''}child`;
    const rest = text.slice(at + m[0].length);
    const before = text.slice(0, at).replace(TOLD, (x) => x.replace(new RegExp(String.raw`\s+${NUM}\s+`, 'iu'), ' '));
    return { text: `${before}${one}${singular(rest)}`, children: { n, min: lo, max: hi } };
  }
  return null;
}
