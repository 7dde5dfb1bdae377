/**
 * Numbers named before the question — "Let z1 = 1 + 2i and z2 = 4 − 2i. Find |z1 − z2|", « soit
 * z = 1 − i ; calculer z² », « Soit A d'affixe 1 + i et B d'affixe 3 − i. Calculer la distance AB » —
 * put in place of their names, so that the question is about numbers only. A distance AB between
 * points is the modulus |z_B − z_A|. Null when the text names nothing, or names a number the
 * question does not use (that definition would be dropped unread).
 */

/** z, z1, z_1, z_{1}, z₁, and ω (omega once normalised), the usual name of a root of unity. */
const NAME = String.raw`(?:\\?omega(?![\p{L}])|[a-zA-Z](?:\s*_?\s*\{?\d\}?|[₀-₉])?)`;
/** "A d'affixe", "the point A with affix", "A of affix z_A =". */
const AFFIX = String.raw`(?:(?:the\s+)?points?\s+|le\s+point\s+)?([A-Z])\s*(?:\(|(?:d['’]\s*|with\s+|of\s+)?affix(?:e)?\s+(?:z\s*_?\s*\{?[A-Z]\}?\s*=\s*)?)`;
// lazy: the value ends at the first stop, « z = 2 − 3i. Calculer z², |z| et z̄ » (a decimal point is no stop)
const VALUE = String.raw`[^,;=()]*?(?:\([^()]*\)[^,;=()]*?)*?`;
const JOIN = String.raw`\s*(?:,|;|\band\b|\bet\b)\s*`;
const LEAD = String.raw`^\s*(?:let|soit|soient|on\s+pose|posons|given|consider|on\s+consid[èe]re|if|si|for|pour)?\s*(?:les\s+(?:nombres\s+complexes|points)\s+|the\s+(?:complex\s+numbers|points)\s+|le\s+nombre\s+complexe\s+|the\s+complex\s+number\s+)?`;

const canonical = (name: string): string =>
  name.replace(/\s+/g, '').replace(/^\\/, '').replace(/[_{}]/g, '').replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));

const nameIn = (name: string): RegExp => {
  if (name === 'omega') return /(?<![\p{L}\d])\\?omega(?![\p{L}\d_])/gu;
  const [letter, ...index] = [...name];
  const idx = index.join('');
  return new RegExp(`(?<![\\p{L}\\d])${letter}${idx ? `(?:\\s*_?\\s*\\{?${idx}\\}?|${String.fromCharCode(0x2080 + Number(idx))})` : ''}(?![\\p{L}\\d_₀-₉])`, 'gu');
};

/** "this number", « ce nombre complexe »: the question's words for the number given after it. */
const THIS_NUMBER = /(?<![\p{L}])(?:this\s+(?:complex\s+)?number|the\s+(?:complex\s+)?number|ce\s+nombre(?:\s+complexe)?|le\s+nombre(?:\s+complexe)?)(?![\p{L}])/iu;

/** Opening minus closing brackets. */
const depth = (v: string): number => [...v].reduce((d, c) => d + (c === '(' ? 1 : c === ')' ? -1 : 0), 0);

function split(defs: string, one: RegExp): Array<[string, string]> | null {
  const out: Array<[string, string]> = [];
  for (const part of defs.split(new RegExp(JOIN, 'iu')).filter((p) => p.trim())) {
    const m = one.exec(part.trim());
    if (!m) return null;
    // A(1 + i): the point's closing bracket is no part of its affix
    const v = m[2].trim();
    out.push([canonical(m[1]), depth(v) < 0 ? v.replace(/\)\s*$/, '').trim() : v]);
  }
  return out;
}

/** The question with each named number written in its place. */
export function withNamedNumbers(s: string): string | null {
  const numbers = new RegExp(String.raw`${LEAD}((?:${NAME}\s*=\s*${VALUE}${JOIN})*${NAME}\s*=\s*${VALUE})\s*(?:[,;:]|\.(?!\d))\s*([^=]+)$`, 'iu').exec(s);
  const points = numbers ? null : new RegExp(String.raw`${LEAD}((?:${AFFIX}${VALUE}\)?${JOIN})+${AFFIX}${VALUE}\)?)\s*[,;.:]\s*([^=]+)$`, 'iu').exec(s);
  // "Re(z/w) where z = 1 + 2i and w = 3 − i", "find |z| if z = 3 − 4i", « arg z pour z = 1 − i »: the numbers named after the question
  // « écrire sous forme trigonométrique ce nombre complexe : z = −1 − i√3 »: after a colon, the one number the question names by its words
  const after = numbers || points ? null : new RegExp(String.raw`^([^=]+?)\s*(?:,?\s+(?:where|with|for|if|when|given|avec|pour|où|si|sachant\s+que)\s+|(:)\s*)((?:${NAME}\s*=\s*${VALUE}${JOIN})*${NAME}\s*=\s*${VALUE})\s*[.?!]?\s*$`, 'iu').exec(s);
  if (after) {
    const one = new RegExp(String.raw`^(${NAME})\s*=\s*(${VALUE})$`, 'iu');
    const named = split(after[3], one);
    if (named?.length === 1 && after[2] && !nameIn(named[0][0]).test(after[1]) && THIS_NUMBER.test(after[1])) return `${after[1].replace(THIS_NUMBER, ' ')} (${named[0][1]})`;
    return named ? put(named, after[1]) : null;
  }
  const m = numbers ?? points;
  if (!m) return null;
  const defs = split(m[1], numbers ? new RegExp(String.raw`^(${NAME})\s*=\s*(${VALUE})$`, 'iu') : new RegExp(String.raw`^${AFFIX}(${VALUE}\)?)$`, 'iu'));
  if (!defs) return null;
  // the question is the last group (the points' pattern has groups of its own)
  let q = m[m.length - 1];
  if (points) {
    // the distance AB is the modulus of z_B − z_A
    q = q.replace(/(?:(?:the\s+|la\s+)?(?:distance|longueur|length)\s+)?(?<![\p{L}])([A-Z])([A-Z])(?![\p{L}])/gu, (whole, a: string, b: string) =>
      (defs.some(([n]) => n === a) && defs.some(([n]) => n === b) ? `|${b} - ${a}|` : whole));
  }
  return put(defs, q);
}

/** Each value in place of its name; null when a name is not used (its definition would be dropped unread). */
function put(defs: Array<[string, string]>, question: string): string | null {
  let q = question;
  for (const [name] of defs) if (!nameIn(name).test(q)) return null;
  // longer names first: z1 before z
  for (const [name, value] of [...defs].sort((a, b) => b[0].length - a[0].length)) q = q.replace(nameIn(name), `(${value})`);
  return q;
}
