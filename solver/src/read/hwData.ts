/**
 * Hardy–Weinberg data written in sentences rather than as "36 AA, 48 Aa, 16 aa": genotype counts of
 * any letter with words between ("245 are homozygous dominant (MM), 210 are heterozygous (Mm) and 45
 * are mm"), and a phenotype counted by its name once the text says which trait is dominant ("Brown
 * hair (B) is dominant to blond hair (b). 168 brown haired people in a population of 200").
 */

const COUNT = String.raw`(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)`;
const count = (s: string): number => Number(s.replace(/[ ,]/g, ''));

export type GenotypeTally = { letter: string; AA: number; Aa: number; aa: number };

/** The class of a two-letter genotype of one letter: AA, Aa or aa; anything else is no genotype. */
function genotypeClass(pair: string): 'AA' | 'Aa' | 'aa' | null {
  const [x, y] = [pair[0], pair[1]];
  if (x.toUpperCase() !== y.toUpperCase()) return null;
  const caps = [x, y].filter((c) => c === c.toUpperCase() && c !== c.toLowerCase()).length;
  return caps === 2 ? 'AA' : caps === 1 ? 'Aa' : 'aa';
}

/**
 * Each genotype with its count before it (a few words between: "210 are heterozygous (Mm)") or after
 * it ("MM: 245", "mm = 45"). The three classes of one letter, each once, or nothing.
 */
export function genotypeCounts(text: string): GenotypeTally | null {
  const found: Array<{ pair: string; n: number }> = [];
  const before = new RegExp(String.raw`(?<![\d.,/])${COUNT}\s+(?:[\p{L}-]+\s+){0,3}?\(?\s*([A-Za-z]{2})\s*\)?(?![\p{L}\d])`, 'gu');
  for (const m of text.matchAll(before)) if (genotypeClass(m[2])) found.push({ pair: m[2], n: count(m[1]) });
  if (found.length === 0) {
    const after = new RegExp(String.raw`(?<![\p{L}\d])([A-Za-z]{2})\s*(?:[:=]|\))\s*${COUNT}(?![\d.,]\d)`, 'gu');
    for (const m of text.matchAll(after)) if (genotypeClass(m[1])) found.push({ pair: m[1], n: count(m[2]) });
  }
  if (found.length !== 3 || new Set(found.map((f) => f.pair[0].toUpperCase())).size !== 1) return null;
  const byClass = new Map(found.map((f) => [genotypeClass(f.pair), f.n]));
  const [AA, Aa, aa] = [byClass.get('AA'), byClass.get('Aa'), byClass.get('aa')];
  if (AA === undefined || Aa === undefined || aa === undefined) return null;
  return { letter: found[0].pair[0].toUpperCase(), AA, Aa, aa };
}

/**
 * The text with the gene's letter written A / a, so that "frequency of the m allele" reads as the
 * recessive allele's; a lone letter is renamed only beside the word allele.
 */
export function asLetterA(text: string, letter: string): string {
  const [L, l] = [letter.toUpperCase(), letter.toLowerCase()];
  const pair = new RegExp(String.raw`(?<![\p{L}\d])([${L}${l}])([${L}${l}])(?![\p{L}\d])`, 'gu');
  const swap = (c: string): string => (c === L ? 'A' : 'a');
  const lone = new RegExp(String.raw`((?:allele|all[èe]le)\s+)([${L}${l}])(?![\p{L}\d])|(?<![\p{L}\d])([${L}${l}])(\s+(?:allele|all[èe]le))`, 'gu');
  return text
    .replace(pair, (_, x: string, y: string) => swap(x) + swap(y))
    .replace(lone, (_, pre?: string, a?: string, b?: string, post?: string) => (pre !== undefined && a !== undefined ? pre + swap(a) : swap(b ?? '') + (post ?? '')));
}

const WORD = String.raw`([\p{L}-]{2,})`;
const NEXT = String.raw`(?:\s+([\p{L}-]{2,}))?`;
/** "Brown hair (B) is dominant to blond hair (b)", "tall is dominant over short", « le pelage noir (N) domine le blanc », "round (R: dominant) or wrinkled (r: recessive)". */
const DOMINANCE = [
  new RegExp(String.raw`${WORD}${NEXT}\s*(?:\(\s*[A-Za-z]\s*\))?\s+(?:is|are)\s+dominant\s+(?:to|over)\s+(?:the\s+)?${WORD}${NEXT}`, 'iu'),
  new RegExp(String.raw`${WORD}${NEXT}\s*(?:\(\s*[A-Za-z]\s*\))?\s+(?:est\s+dominante?\s+sur|domine)\s+(?:le\s+|la\s+|l['’]\s*)?${WORD}${NEXT}`, 'iu'),
  new RegExp(String.raw`${WORD}()\s*\(\s*[A-Za-z]\s*[:,-]?\s*dominante?\s*\)\s*(?:or|and|ou|et|,)\s+${WORD}()`, 'iu'),
];
/** Words that sit between a count and the phenotype's name: "168 brown", "96% of the peas are round", « 36 % des individus sont blancs ». */
const FILLER = String.raw`(?:(?:of\s+the\s+[\p{L}-]+|des\s+[\p{L}-]+|individuals|people|persons|plants|animals|are|were|have|had|show|sont|ont|pr[ée]sentent|individus|personnes|plantes|animaux)\s+){0,3}`;

export type PhenotypeShare = { of: 'q2' | 'dominant'; value: number };

/** Which phenotype is dominant, by name: the two words that tell them apart ("pelage noir" / "pelage blanc" → noir, blanc). */
export function dominanceSaid(text: string): { dominant: string; recessive: string; at: number; end: number } | null {
  const said = DOMINANCE.map((r) => r.exec(text)).find((m) => m !== null);
  if (!said) return null;
  const same = said[1].toLowerCase() === said[3].toLowerCase();
  const [dominant, recessive] = same ? [said[2], said[4]] : [said[1], said[3]];
  if (!dominant || !recessive || dominant.toLowerCase() === recessive.toLowerCase()) return null;
  return { dominant, recessive, at: said.index, end: said.index + said[0].length };
}

/** A phenotype's name as it agrees in French (blanc, blanche, blanches) or takes a plural. */
const stemOf = (word: string): string => (word.length > 4 ? word.replace(/(?:es|e|s)$/i, '') : word);

/** The share of the recessive (q²) or of the dominant phenotype, counted by the phenotype's name. */
export function phenotypeShare(text: string, population: number | undefined): PhenotypeShare | null {
  const said = dominanceSaid(text);
  if (!said) return null;
  const { dominant, recessive } = said;
  // the statement itself names both words once: only the counts after it are data
  const data = text.slice(0, said.at) + ' ' + text.slice(said.end);
  const shareOf = (word: string): { n: number; percent: boolean } | null => {
    const m = new RegExp(String.raw`(?<![\d.,/])(\d+(?:[.,]\d+)?\s*%|${COUNT})\s+${FILLER}${stemOf(word)}\p{L}{0,3}(?![\p{L}])`, 'iu').exec(data);
    if (!m) return null;
    return m[1].includes('%') ? { n: Number(m[1].replace('%', '').trim().replace(',', '.')), percent: true } : { n: count(m[1]), percent: false };
  };
  const [dom, rec] = [shareOf(dominant), shareOf(recessive)];
  const total = (c: { n: number; percent: boolean }): number | undefined => (c.percent ? 100 : population ?? (dom && rec && !dom.percent && !rec.percent ? dom.n + rec.n : undefined));
  const use = rec ? { c: rec, of: 'q2' as const } : dom ? { c: dom, of: 'dominant' as const } : null;
  if (!use) return null;
  const whole = total(use.c);
  if (whole === undefined || !(use.c.n >= 0 && use.c.n <= whole)) return null;
  return { of: use.of, value: use.c.n / whole };
}
