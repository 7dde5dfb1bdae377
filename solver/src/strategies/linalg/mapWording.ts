/**
 * Other ways of giving a linear map by images, written back into the `T(v) = w` form the map
 * reader reads, so that one reader keeps deciding whether every word is accounted for:
 * - angle brackets, T⟨1, −1⟩ = ⟨0, 3⟩ (vectors written as in many calculus books);
 * - "T maps (the point) (1, 3) to (the point) (−2, −3) and (2, 4) to (−3, −11)", "maps e1 into e1 − 2e2 but
 *   leaves e2 unchanged" (a vector left unchanged is its own image);
 * - named vectors, « f(u) = (1, 2) et f(v) = (3, −1), où u = (1, 1) et v = (1, −1) », 'Let u = …';
 * - combinations of the standard basis, f(e1) = e1 + e2, f(2e1 − e2 + e3), written out as tuples in
 *   the dimension of the largest index (or of ℝⁿ when it is named).
 * A text with none of these comes back unchanged.
 */

const NUM = String.raw`-?\d+(?:\.\d+)?(?:\/\d+)?`;
const TUPLE = String.raw`\(\s*${NUM}(?:\s*[,;]\s*${NUM})+\s*\)`;

function angleBrackets(s: string): string {
  return s.replace(/[⟨〈]([^⟨⟩〈〉]*)[⟩〉]/gu, '($1)').replace(/\\langle\s*([^]*?)\s*\\rangle/g, '($1)');
}

/** "T maps (1, 3) to (−2, −3) and (2, 4) to (−3, −11)": the name before "maps" applied to each pair. */
function mapsTo(s: string): string {
  // "T maps …", or the map named first, "T: R² → R² is the shear that maps …", « f l'application … qui envoie … »
  const head =
    /(?<![\p{L}])([A-Za-z])\s+(?:maps|sends|takes|transforms|envoie|transforme)\s+/u.exec(s) ??
    /(?<![\p{L}])([A-Zfgh])(?![\p{L}'’])[^.?;]*?\s(?:that|which|qui)\s+(?:maps|sends|takes|transforms|envoie|transforme)\s+/u.exec(s);
  if (!head) return s;
  const name = head[1];
  const POINT = String.raw`(?:the\s+(?:point|vector)\s+|le\s+(?:point|vecteur)\s+)?`;
  const PAIR = new RegExp(String.raw`${POINT}(${TUPLE})\s+(?:to|onto|into|sur|en)\s+${POINT}(${TUPLE})`, 'giu');
  const tail = s.slice(head.index + head[0].length);
  let found = 0;
  // "leaves (0, 1) unchanged", « laisse (0, 1) invariant »: a vector sent to itself
  const FIXED = new RegExp(String.raw`(?:(?:but|and|mais|et)\s+)?(?:leaves|keeps|fixes|laisse|fixe)\s+${POINT}(${TUPLE})(?:\s+(?:unchanged|fixed|invariant|inchang[ée]|fixe))?`, 'giu');
  const rewritten = tail
    .replace(PAIR, (_m, v: string, w: string) => {
      found++;
      return `${name}(${v.slice(1, -1)}) = ${w}`;
    })
    .replace(FIXED, (_m, v: string) => {
      found++;
      return ` and ${name}(${v.slice(1, -1)}) = ${v}`;
    });
  if (found < 2) return s;
  // "the matrix of the transformation": the map just named
  return (s.slice(0, head.index) + ' ' + rewritten).replace(/\b(matrix\s+of\s+)(?:the|this)\s+(?:linear\s+)?(?:transformation|map)\b/iu, `$1${name}`);
}

/** u = (1, 1) defined in the text and used as an argument, T(u): the tuple put in the call. */
function namedVectors(s: string): string {
  const DEF = new RegExp(String.raw`(?:,?\s*(?:where|with|and|for|o[uù]|avec|et|let|soit|soient|given)\s+)?(?<![\p{L}(])([a-z](?:_?\d)?)\s*=\s*(${TUPLE})`, 'giu');
  const defs = new Map<string, string>();
  for (const m of s.matchAll(DEF)) defs.set(m[1], m[2]);
  if (defs.size === 0) return s;
  const CALL = /(?<![\p{L}])([A-Za-z])\s*\(\s*([a-z](?:_?\d)?)\s*\)/gu;
  let used = 0;
  const called = s.replace(CALL, (m, f: string, v: string) => {
    const t = defs.get(v);
    if (!t || f === v) return m;
    used++;
    return `${f}(${t.slice(1, -1)})`;
  });
  if (used === 0) return s;
  return called.replace(DEF, (m, v: string) => (defs.has(v) ? ' ' : m));
}

/** 2e1 − e2 + e3 as (2, −1, 1) in dimension n. */
function basisCombinations(s: string): string {
  const TERM = String.raw`(?:\d+(?:\/\d+)?\s*\*?\s*)?e_?\{?[1-4]\}?(?![\p{L}\d])`;
  const COMBO = new RegExp(String.raw`(?<![\p{L}\d])[-+]?\s*${TERM}(?:\s*[-+]\s*${TERM})*`, 'gu');
  const indices = [...s.matchAll(/(?<![\p{L}])e_?\{?([1-4])\}?(?![\p{L}\d])/gu)].map((m) => Number(m[1]));
  if (indices.length === 0) return s;
  const spaces = [...s.matchAll(/(?:I?R|ℝ)\s*(?:\^\s*\{?([1-4])\}?|([²³]))/gu)].map((m) => (m[1] ? Number(m[1]) : m[2] === '²' ? 2 : 3));
  // a map between spaces of two sizes: which space each eⱼ belongs to is not said
  if (new Set(spaces).size > 1) return s;
  const named = spaces[0] ?? 0;
  const n = Math.max(named, ...indices);
  return s.replace(COMBO, (combo) => {
    const c = Array.from({ length: n }, () => 0);
    for (const t of combo.replace(/\s+/g, '').matchAll(/([-+]?)(\d+(?:\/\d+)?)?\*?e_?\{?([1-4])\}?/g)) {
      const [p, q] = (t[2] ?? '1').split('/').map(Number);
      c[Number(t[3]) - 1] += (t[1] === '-' ? -1 : 1) * (p / (q ?? 1));
    }
    if (c.some((x) => !Number.isInteger(x))) return combo;
    const lead = /^\s*[-+]/.test(combo) && !/^\s*-/.test(combo) ? ' + ' : ' ';
    return `${lead}(${c.join(', ')})`;
  });
}

/**
 * A linear form, "f : R3 -> R is a linear functional such that f(a1) = 1": each image a number,
 * written as a one-entry vector [1] for the map reader.
 */
function scalarImages(s: string): string {
  if (!/(?:->|→|\\to|\s(?:into|dans|vers))\s*(?:I?R|ℝ|\\mathbb\s*\{?R\}?)(?![\p{L}\d^²³])|(?<![\p{L}])(?:functional|fonctionnelle|forme\s+lin[ée]aire)(?![\p{L}])/u.test(s)) return s;
  return s.replace(new RegExp(String.raw`(?<![\p{L}])([A-Za-z]\s*\(\s*${NUM}(?:\s*[,;]\s*${NUM})+\s*\))\s*=\s*(${NUM})(?!\s*[,;]\s*\d|\d|[./]\d)`, 'gu'), '$1 = [$2]');
}

export function rewriteMapWording(s: string): string {
  // "maps e1 into e1 − 2e2": the pairs read again once the basis combinations are tuples
  return scalarImages(mapsTo(basisCombinations(namedVectors(mapsTo(angleBrackets(s.replace(/[−–]/g, '-')))))));
}
