/**
 * Mendel's pea characters, whose dominant forms every course teaches: round over wrinkled seeds,
 * yellow over green seeds, tall over dwarf plants, purple over white flowers. A problem about peas
 * that names both forms of such a character without saying which dominates ("a true-breeding pea
 * plant with round green seeds is crossed with one with wrinkled yellow seeds") is read with
 * Mendel's dominance, stated in front with its letters. A text that says any dominance itself, or
 * names pods (green pods dominate yellow ones), is left alone.
 */
const PEA = /\bpeas?\b|\bpois\b|\bpisum\b/i;
const CHARACTERS: Array<{ dominant: RegExp; recessive: RegExp; en: string; fr: string }> = [
  { dominant: /\bround\b|\bronde?s?\b/i, recessive: /\bwrinkled\b|\brid[ée]e?s?\b/i, en: 'round (R) is dominant over wrinkled (r)', fr: 'rond (R) domine ridé (r)' },
  // « lisse » is the French course's word for round peas, with its own letter
  { dominant: /\blisses?\b/i, recessive: /\brid[ée]e?s?\b/i, en: 'smooth (S) is dominant over wrinkled (s)', fr: 'lisse (L) domine ridé (l)' },
  { dominant: /\byellow\b|\bjaunes?\b/i, recessive: /\bgreen\b|\bverte?s?\b/i, en: 'yellow (Y) is dominant over green (y)', fr: 'jaune (J) domine vert (j)' },
  { dominant: /\btall\b|\bhaute?s?\b|\bgrande?s?\b/i, recessive: /\bdwarf\b|\bshort\b|\bnaine?s?\b/i, en: 'tall (T) is dominant over dwarf (t)', fr: 'haut (H) domine nain (h)' },
  { dominant: /\bpurple\b|\bviolette?s?\b|\bpourpres?\b/i, recessive: /\bwhite\b|\bblanc(?:he)?s?\b/i, en: 'purple (P) is dominant over white (p)', fr: 'violet (V) domine blanc (v)' },
];

/** The text with Mendel's dominance of the pea characters it names written in front, or null when it does not apply. */
export function mendelPeaDominance(text: string): string | null {
  if (!PEA.test(text) || /domin|r[ée]cessi|\bpods?\b|gousses?/i.test(text)) return null;
  // one character named by two words (« rondes », « lisses ») is tied once, by the first
  const named = CHARACTERS.filter((c) => c.dominant.test(text) && c.recessive.test(text)).filter((c, k, all) => all.findIndex((d) => d.recessive.source === c.recessive.source) === k);
  if (named.length === 0) return null;
  const fr = /\bpois\b|\bgraines?\b|\bplantes?\b|\bcrois/i.test(text);
  return `${named.map((c) => (fr ? c.fr : c.en)).join('. ')}. ${text}`;
}
