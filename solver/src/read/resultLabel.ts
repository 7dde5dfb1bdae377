/**
 * The letter a sheet gives the value it asks for, before the formula: « Calculer S = somme de
 * n = 0 à +∞ de … », "Find L = lim x→0 …", « Calculer S_n = Σ … », « Simplifier la somme
 * S_n = Σ … » (the word before the letter goes with it). The letter names the answer
 * and carries no data, so it is dropped; the verb before it stays for the reader.
 */
const LABELLED = /^(\s*(?:(?:find|compute|calculate|evaluate|determine|simplify|calculer|calculez|d[ée]terminer|trouver|[ée]valuer|simplifier)\s+)?)(?:(?:the|la|le|l['’])\s*(?:sum|somme|limit|limite|integral|int[ée]grale)\s+)?([A-Za-zℓ](?:\s*_\s*\{?\s*\w+\s*\}?)?)\s*=\s*/i;

/** A capital or ℓ, as sheets name a result; a small letter (u_n = …) defines a sequence instead. */
const RESULT_LETTER = /^[A-Zℓ]/;

/** The text without the label, when what follows the equals sign starts with one of `heads`. */
export function withoutResultLabel(text: string, heads: RegExp): string {
  const m = LABELLED.exec(text);
  if (!m || !RESULT_LETTER.test(m[2])) return text;
  const rest = text.slice(m[0].length);
  return heads.test(rest) ? `${m[1]}${rest}` : text;
}
