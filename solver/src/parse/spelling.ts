/**
 * Math nouns students commonly misspell anywhere in the question ("partial derivitives",
 * "determinent of A", « la dérivé de f »), written as the readers know them. Each slip here is
 * no word of its own in either language, so the fix cannot change another question.
 */
const SLIPS: [RegExp, string][] = [
  // derivitive(s), derivitave, derivatve, dirivative
  [/(?<![\p{L}])d[ie]riv[ia]t[ia]?ve(s?)(?![\p{L}])/giu, 'derivative$1'],
  // "determinent", "determinate of A": never the French verb (« qui déterminent »), hence only after an article or before "of"
  [/(?<=(?:^|[\s(])(?:the|its|a|le|son|un)\s+)determin[ae]n?t(?![\p{L}])|(?<![\p{L}])determin[ae]n?t(?=\s+(?:of|de|du)(?![\p{L}]))|^\s*determinent(?![\p{L}])/giu, 'determinant'],
  // « eigen values », "eigen-vectors": one word
  [/(?<![\p{L}])eigen[\s-]+(values?|vectors?|spaces?)(?![\p{L}])/giu, 'eigen$1'],
  // « la dérivé de f », « sa dérivé seconde »: the noun is feminine, « le dérivé » is another word
  [/(?<=(?:^|\s)(?:la|sa|une|cette)\s+)d[ée]riv[ée](?=\s+(?:de|d['’]|premi[eè]re|seconde|troisi[eè]me|partielle)|\s*[?:.,]|\s*$)/giu, 'dérivée'],
];

/** "lin. indep.", "lin indep", « lin. indép. », "lin. dep.": the abbreviation of (in)dependent, in the question's language. */
const LIN_INDEP = /(?<![\p{L}])lin\.?\s*(in)?d([ée])p(?:\.|endent|endant[es]?)?(?![\p{L}])/giu;

export function fixSpelling(s: string): string {
  const t = s.replace(LIN_INDEP, (_m, neg: string | undefined, e: string) =>
    e === 'é' ? `linéairement ${neg ? 'in' : ''}dépendants` : `linearly ${neg ? 'in' : ''}dependent`,
  );
  return SLIPS.reduce((u, [re, to]) => u.replace(re, to), t);
}

