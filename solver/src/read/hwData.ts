/**
 * Hardy–Weinberg data written in sentences rather than as "36 AA, 48 Aa, 16 aa": genotype counts of
 * any letter with words between ("245 are homozygous dominant (MM), 210 are heterozygous (Mm) and 45
 * are mm"), and a phenotype counted by its name once the text says which trait is dominant ("Brown
 * hair (B) is dominant to blond hair (b). 168 brown haired people in a population of 200").
 */

const COUNT = String.raw`(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)`;
const count = (s: string): number => Number(s.replace(/[ ,]/g, ''));

/** Counts of the three genotypes; `other` names the second allele of two codominant letters (MM, MN, NN), whose first letter plays A. */
export type GenotypeTally = { letter: string; other?: string; AA: number; Aa: number; aa: number };

/**
 * The class of a two-letter genotype: AA, Aa or aa of one letter in two cases, or, for two codominant
 * alleles written as capitals of two letters (the MN blood group: MM, MN, NN), XX, XY or YY once the
 * pair of letters is known; anything else is no genotype.
 */
function genotypeClass(pair: string, codominant?: [string, string]): 'AA' | 'Aa' | 'aa' | null {
  const [x, y] = [pair[0], pair[1]];
  if (codominant) {
    const [X, Y] = codominant;
    if (![x, y].every((c) => c === X || c === Y)) return null;
    return x === X && y === X ? 'AA' : x === Y && y === Y ? 'aa' : 'Aa';
  }
  if (x.toUpperCase() !== y.toUpperCase()) return null;
  const caps = [x, y].filter((c) => c === c.toUpperCase() && c !== c.toLowerCase()).length;
  return caps === 2 ? 'AA' : caps === 1 ? 'Aa' : 'aa';
}

/** Two capitals written as a heterozygote beside their two homozygotes (MM, MN, NN, or the blood types M, MN, N): codominant alleles, the heterozygote's first letter first. */
function codominantPair(pairs: string[]): [string, string] | null {
  const het = pairs.find((p) => /^[A-Z]{2}$/.test(p) && p[0] !== p[1]);
  if (!het) return null;
  const [X, Y] = [het[0], het[1]];
  const has = (c: string): boolean => pairs.includes(c + c) || pairs.includes(c);
  return has(X) && has(Y) ? [X, Y] : null;
}

/**
 * Each genotype with its count before it (a few words between: "210 are heterozygous (Mm)", « 600
 * individus sont de groupe MM ») or after it ("MM: 245", "mm = 45"). The three classes of one gene,
 * each once, or nothing.
 */
export function genotypeCounts(text: string): GenotypeTally | null {
  return genotypeCountsByLetters(text) ?? genotypeCountsByClass(text);
}

/** The three genotype classes named in words, English and French, singular or plural. */
const CLASS_WORDS: Array<[RegExp, 'AA' | 'Aa' | 'aa']> = [
  [/homozyg\p{L}*\s+(?:for\s+the\s+|pour\s+(?:l['’]\s*|le\s+)(?:all[èe]le\s+|caract[èe]re\s+)?)?(?:dominant|dominante?s?)(?![\p{L}])(?:\s+(?:allele|trait|all[èe]le|caract[èe]re)s?)?|dominant\s+homozyg\p{L}*/giu, 'AA'],
  [/homozyg\p{L}*\s+(?:for\s+the\s+|pour\s+(?:l['’]\s*|le\s+)(?:all[èe]le\s+|caract[èe]re\s+)?)?(?:recessive|r[ée]cessi(?:f|fs|ve|ves))(?![\p{L}])(?:\s+(?:allele|trait|all[èe]le|caract[èe]re)s?)?|recessive\s+homozyg\p{L}*/giu, 'aa'],
  [/h[ée]t[ée]rozyg\p{L}*/giu, 'Aa'],
];

/**
 * Genotype counts given by class rather than by letters: "25 are homozygous recessive, 30
 * heterozygous and 45 homozygous dominant", « 45 homozygotes dominants, 30 hétérozygotes », or the
 * class first ("heterozygous: 30"). Each class exactly once with one count, else nothing.
 */
function genotypeCountsByClass(text: string): GenotypeTally | null {
  const byClass = new Map<'AA' | 'Aa' | 'aa', number[]>();
  for (const [re, cls] of CLASS_WORDS) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      // the count just before the class, a few words between ("25 individuals are homozygous recessive"), or just after it ("heterozygous: 30")
      const before = new RegExp(String.raw`(?<![\d.,/%])${COUNT}\s+(?:[\p{L}'’-]+\s+){0,3}$`, 'u').exec(text.slice(Math.max(0, at - 60), at));
      const after = before ? null : new RegExp(String.raw`^\s*(?:\([^)]*\)\s*)?(?:[:=]|individuals|individus)?\s*${COUNT}(?![\d.,]\d|\s*%)`, 'u').exec(text.slice(at + m[0].length));
      const n = before ?? after;
      if (!n) continue;
      byClass.set(cls, [...(byClass.get(cls) ?? []), count(n[1])]);
    }
  }
  const one = (c: 'AA' | 'Aa' | 'aa'): number | undefined => (byClass.get(c)?.length === 1 ? byClass.get(c)?.[0] : undefined);
  const [AA, Aa, aa] = [one('AA'), one('Aa'), one('aa')];
  return AA === undefined || Aa === undefined || aa === undefined ? null : { letter: 'A', AA, Aa, aa };
}

function genotypeCountsByLetters(text: string): GenotypeTally | null {
  const seen: Array<{ pair: string; n: number }> = [];
  // the first word that can be a genotype within a few words after a count: "80 of the people are MM" skips "of"
  const before = new RegExp(String.raw`(?<![\d.,/])${COUNT}((?:\s+\(?[\p{L}-]+\)?(?![\p{L}\d])){1,5})`, 'gu');
  for (const m of text.matchAll(before)) {
    const pair = m[2].split(/[\s()]+/).find((w) => (/^[A-Za-z]{2}$/.test(w) && (w[0].toUpperCase() === w[1].toUpperCase() || /^[A-Z]{2}$/.test(w))) || /^[A-Z]$/.test(w));
    if (pair) seen.push({ pair, n: count(m[1]) });
  }
  if (!seen.some((f) => f.pair.length === 2 && genotypeClass(f.pair))) {
    // "MM: 245", "mm = 45", and a table's row "MM 245, Mm 210, mm 45"
    const after = new RegExp(String.raw`(?<![\p{L}\d])([A-Za-z]{2})\s*(?:[:=]|\)|\s)\s*${COUNT}(?![\d.,]\d)`, 'gu');
    for (const m of text.matchAll(after)) seen.push({ pair: m[1], n: count(m[2]) });
  }
  const codominant = codominantPair(seen.map((f) => f.pair)) ?? undefined;
  // a blood type named by one letter beside MN ("120 M, 200 MN, 80 N") is its homozygote; elsewhere a lone capital is no genotype
  const found = seen.map((f) => (f.pair.length === 1 && codominant ? { ...f, pair: f.pair + f.pair } : f)).filter((f) => f.pair.length === 2 && genotypeClass(f.pair, codominant));
  if (found.length !== 3 || (!codominant && new Set(found.map((f) => f.pair[0].toUpperCase())).size !== 1)) return null;
  const byClass = new Map(found.map((f) => [genotypeClass(f.pair, codominant), f.n]));
  const [AA, Aa, aa] = [byClass.get('AA'), byClass.get('Aa'), byClass.get('aa')];
  if (AA === undefined || Aa === undefined || aa === undefined) return null;
  return codominant ? { letter: codominant[0], other: codominant[1], AA, Aa, aa } : { letter: found[0].pair[0].toUpperCase(), AA, Aa, aa };
}

/**
 * The MN blood group asked without counts ("the L^M allele has frequency 0.7; what proportion are
 * type MN?") written with A for M and a for N: groups M, MN and N are AA, Aa and aa, and an allele M
 * or N named beside "allele" or "frequency of" is A or a. Null when no MN group is named.
 */
export function mnAsLetters(text: string): string | null {
  if (!/(?:type|group|groupe)\s+(?:sanguin\s+)?MN\b|\bMN\s+blood|syst[èe]me\s+MN/.test(text)) return null;
  const group = (g: string): string => (g.length === 2 ? 'Aa' : g === 'M' ? 'AA' : 'aa');
  return text
    .replace(/\b(type|group|groupe)(\s+(?:sanguin\s+)?)(MN|M|N)\b/g, (_, w: string, sp: string, g: string) => w + sp + group(g))
    // "MN blood" is a group, "the MN blood group" the system's name
    .replace(/\b(MN|M|N)(\s+blood)(?!\s+(?:group|system|type))/g, (_, g: string, b: string) => group(g) + b)
    .replace(/((?:allele|all[èe]le|frequency\s+of|fr[ée]quence\s+de)\s+(?:the\s+|l['’])?)([MN])\b/g, (_, pre: string, a: string) => pre + (a === 'M' ? 'A' : 'a'))
    .replace(/\b([MN])(\s+(?:allele|all[èe]le))/g, (_, a: string, post: string) => (a === 'M' ? 'A' : 'a') + post);
}

/** Codominant alleles written as a gene letter with a superscript (L^M L^N, $L^{M}$) are read by their superscripts alone (MN, M). */
export function plainAlleles(text: string): string {
  return text
    .replace(/\$?\bL\s*\^\s*\{?([A-Z])\}?\s*L\s*\^\s*\{?([A-Z])\}?\$?/g, '$1$2')
    .replace(/\$?\bL\s*\^\s*\{?([A-Z])\}?\$?/g, '$1');
}

/**
 * The text with the gene's letter written A / a, so that "frequency of the m allele" reads as the
 * recessive allele's; a lone letter is renamed only beside the word allele. Two codominant letters
 * (M and N) are written A and a the same way.
 */
export function asLetterA(text: string, letter: string, other?: string): string {
  const [L, l] = other ? [letter, other] : [letter.toUpperCase(), letter.toLowerCase()];
  const pair = new RegExp(String.raw`(?<![\p{L}\d])([${L}${l}])([${L}${l}])(?![\p{L}\d])`, 'gu');
  const swap = (c: string): string => (c === L ? 'A' : 'a');
  const lone = new RegExp(String.raw`((?:allele|all[èe]le|frequency\s+of|fr[ée]quence\s+de)\s+)([${L}${l}])(?![\p{L}\d])|(?<![\p{L}\d])([${L}${l}])(\s+(?:allele|all[èe]le))`, 'gu');
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
  // the letter may be left out: "round (dominant) or wrinkled (recessive)"
  new RegExp(String.raw`${WORD}()\s*\(\s*(?:[A-Za-z]\s*[:,-]?\s*)?dominante?\s*\)\s*(?:or|and|ou|et|,)\s+${WORD}()`, 'iu'),
];
/** Words that sit between a count and the phenotype's name: "168 brown", "96% of the peas are round", « 36 % des individus sont blancs », « 320 ont le pelage noir ». */
const FILLER = String.raw`(?:(?:of\s+the\s+[\p{L}-]+(?:\s+(?:in|of|from)\s+(?:a|an|the|this)\s+[\p{L}-]+)?|des\s+[\p{L}-]+(?:\s+(?:d['’]une?|de\s+la|du)\s+[\p{L}-]+)?|(?:le|la|les|un|une)\s+(?:pelage|poils?|yeux|fleurs?|graines?|plumage|cheveux)|individuals|people|persons|plants|animals|are|were|have|had|show|sont|ont|pr[ée]sentent|individus|personnes|plantes|animaux)\s+){0,3}`;

export type PhenotypeShare = { of: 'q2' | 'dominant'; value: number };

/** The dominant form marked in brackets beside its count, the other phenotype named next: "640 have black fur (dominant) and 360 have white fur". */
const MARKED = new RegExp(String.raw`${WORD}${NEXT}(\s*\(\s*dominante?\s*\))\s*(?:,\s*|\s+(?:and|et|while|whereas|but|mais)\s+)(?:the\s+(?:other|remaining|rest)\s+|les\s+autres\s+)?(?:\d[\d ,]*\s+)?(?:(?:have|has|are|show|ont|sont|pr[ée]sentent)\s+)?(?:(?:a|an|the|un|une|le|la|les|des)\s+)?${WORD}${NEXT}`, 'iu');

/** Which phenotype is dominant, by name: the two words that tell them apart ("pelage noir" / "pelage blanc" → noir, blanc). */
export function dominanceSaid(text: string): { dominant: string; recessive: string; at: number; end: number } | null {
  const said = DOMINANCE.map((r) => r.exec(text)).find((m) => m !== null);
  if (!said) return markedDominance(text);
  const same = said[1].toLowerCase() === said[3].toLowerCase();
  const [dominant, recessive] = same ? [said[2], said[4]] : [said[1], said[3]];
  if (!dominant || !recessive || dominant.toLowerCase() === recessive.toLowerCase()) return null;
  return { dominant, recessive, at: said.index, end: said.index + said[0].length };
}

/** The "(dominant)" mark alone is the statement: the counts around it stay data. */
function markedDominance(text: string): { dominant: string; recessive: string; at: number; end: number } | null {
  const m = MARKED.exec(text);
  if (!m) return null;
  const same = m[1].toLowerCase() === m[4].toLowerCase();
  const [dominant, recessive] = same ? [m[2], m[5]] : [m[1], m[4]];
  if (!dominant || !recessive || dominant.toLowerCase() === recessive.toLowerCase()) return null;
  const at = m.index + m[0].indexOf(m[3], m[1].length);
  return { dominant, recessive, at, end: at + m[3].length };
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
    // a total after "of" is no count of the phenotype ("168 of 200 people have brown hair" counts 168)
    const m = new RegExp(String.raw`(?<![\d.,/])(?<!\b(?:of|sur|parmi|among)\s)(\d+(?:[.,]\d+)?\s*%|${COUNT})\s+(?:(?:out\s+)?of\s+${COUNT.replace('(', '(?:')}\s+|sur\s+${COUNT.replace('(', '(?:')}\s+)?${FILLER}${stemOf(word)}\p{L}{0,3}(?![\p{L}])`, 'iu').exec(data)
      // the phenotype named first, its share after a verb: "blonds occur in 36% of the population", « les blancs représentent 16 % »
      ?? new RegExp(String.raw`(?<![\p{L}])${stemOf(word)}\p{L}{0,3}(?:\s+(?:people|individuals|ones|plants|animals|individus|personnes|plantes|animaux))?\s+(?:occur\s+in|make\s+up|represent|account\s+for|are|constitute|form|repr[ée]sentent|constituent|forment|sont)\s+(?:about\s+|environ\s+)?(\d+(?:[.,]\d+)?\s*%)`, 'iu').exec(data);
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
