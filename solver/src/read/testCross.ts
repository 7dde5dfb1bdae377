import type { Task } from '../task/task';
import { isTrait } from './traitWords';

/**
 * The unknown parent of a test cross, from the offspring counted, in English and French: "a tall
 * plant crossed with a short one gives 48 tall and 52 short: genotype of the tall parent?",
 * "une plante haute croisée avec une plante naine donne 48 hautes et 52 naines ; génotype du
 * parent ?", four classes for two genes ("102 tall purple, 98 tall white, 97 short purple and 103
 * short white"), or offspring all of one kind ("all 60 offspring are tall"). The parent's own
 * phenotype is dominant, the tester's recessive; letters are the dominant trait's initial unless
 * written ("T = tall"). Also the canonical text "test cross tt: offspring T_ 48, tt 52; genotype of the parent".
 */
const ASKS_PARENT = /genotype\s+of\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,3}parent|parent['’]s\s+genotype|genotype\s+(?:of|for)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(?:plant|individual|animal|mouse|fly|one)|g[ée]notype\s+(?:du|de\s+ce|de\s+la|de\s+l['’])\s*(?:[\p{L}-]+\s+){0,3}?(?:parent|plante|individu|souris|drosophile|animal)|what\s+(?:is|was)\s+(?:the|its|his|her|their)\s+genotype|quel\s+(?:est|était)\s+(?:le\s+|son\s+)?g[ée]notype/iu;
/** A yes-or-no question on the unknown parent: "is the black parent heterozygous?", « la souris grise est-elle hétérozygote ? ». */
const ASKS_ZYGOSITY = /\b(?:is|was)\s+(?:the\s+|this\s+|that\s+|it\s+)?(?:[\p{L}-]+\s+){0,3}?(?:heterozygous|homozygous)\b|\best[- ](?:il|elle)\s+(?:h[ée]t[ée]rozygote|homozygote)\b/iu;
const CROSSED = /crossed|cross|crois(?:e|é|ement|ons)|mated|accoupl/i;
const EITHER_ZYGOSITY = /(?:homozyg\p{L}*|h[ée]t[ée]rozyg\p{L}*|heterozyg\p{L}*)\s+(?:or|ou)\s+(?:homozyg\p{L}*|h[ée]t[ée]rozyg\p{L}*|heterozyg\p{L}*)/iu;
const stem = (w: string): string => w.toLowerCase().replace(/s$/, '').replace(/(?<=\p{L}{3})e$/u, '');

interface Trait { letter: string; dominant: string; recessive: string }
/** Classes named by their kind rather than by a trait word. */
const DOMINANT = '(dominant)';
const RECESSIVE = '(recessive)';

export function readTestCrossParent(text: string): Task | null {
  const canon = /^test cross ((?:[a-z]{2}){1,3}): offspring ((?:[A-Za-z_]{2,6} \d+(?:, )?)+); (?:genotype of the parent|is the parent (heterozygous|homozygous)\?)$/.exec(text.trim());
  if (canon) {
    const observed = canon[2].split(', ').map((s) => ({ pattern: s.split(' ')[0], count: Number(s.split(' ')[1]) }));
    const zygosity = canon[3] === 'heterozygous' || canon[3] === 'homozygous' ? canon[3] : undefined;
    return { kind: 'test_cross', parents: [canon[1]], want: 'parent', observed, ...(zygosity ? { zygosity } : {}) };
  }
  // "homozygous or heterozygous?" asks which, not yes or no: the genotype answers it
  const which = EITHER_ZYGOSITY.test(text);
  const yesNo = which ? null : ASKS_ZYGOSITY.exec(text);
  if (!(ASKS_PARENT.test(text) || yesNo || which) || !CROSSED.test(text)) return null;
  // counted classes: "48 tall", "102 tall purple", "52 plantes naines" (a noun between is skipped)
  const NOUN = /^(?:aux|with|à|wings?|ailes?|yeux|eyes?|poils?|hair|fur|pelage|coats?|tiges?|stems?|cosses?|pods?|fruits?|bodies|body|corps|plants?|plantes?|offspring|descendants?|individuals?|individus|mice|souris|flies|drosophiles|seeds?|graines|animals?|animaux|kittens?|chatons?|pups?|puppies|with|avec|à|aux|and|et|are|sont|of|de|des|them|them|flowers?|fleurs?)$/i;
  const classes: Array<{ words: string[]; count: number; at: number; share?: boolean }> = [];
  // shares count as well: "50 % de souris grises", "50% of the offspring are tall"
  for (const m of text.matchAll(/(?<![\d.,])(\d+)(?:\s*%\s*(?:de\s+|d['’]\s*|of\s+(?:the\s+)?)?|\s+)((?:[\p{L}-]+\s*){1,4})/gu)) {
    // a class ends at a conjunction: "60 purple offspring and no white" is one class, not two genes
    const phrase = m[2].trim().split(/\s+(?:and|et|or|ou|but|mais|no|aucun\w*)(?:\s+|$)/i)[0];
    // a class told by its kind alone: "50 % au phénotype dominant", "48 with the recessive phenotype"
    const told = text.slice((m.index ?? 0) + m[1].length, (m.index ?? 0) + m[1].length + 60).split(/\s+(?:and|et|or|ou|but|mais)\s+|[,;.]/i)[0];
    // … or by the kind word on the offspring themselves: « 50 % de descendants récessifs », '25 recessive offspring'
    const kind = /(?:ph[ée]notype|phenotype|caract[èe]re|trait)\s+(dominant|r[ée]cessif|recessive)|(dominant|recessive)\s+(?:phenotype|trait)|^\s*%?\s*(?:de\s+|d['’]\s*|of\s+(?:the\s+)?)?(?:(?:descendants?|offspring|individus|individuals|plantes?|plants?)\s+)?(dominants?|r[ée]cessi(?:f|fs|ve|ves)|recessives?)(?![\p{L}])/iu.exec(told);
    if (kind) {
      classes.push({ words: [/^d/i.test(kind[1] ?? kind[2] ?? kind[3]) ? DOMINANT : RECESSIVE], count: Number(m[1]), at: m.index ?? 0, share: /^\s*%/.test(told) });
      continue;
    }
    const kept = phrase.split(/\s+/).filter((w) => !NOUN.test(w));
    // a noun the list does not know ("48 lapins noirs") is no second gene when the phrase has trait words
    const words = (kept.some(isTrait) ? kept.filter(isTrait) : kept).map(stem).slice(0, 2);
    if (words.length) classes.push({ words, count: Number(m[1]), at: m.index ?? 0 });
  }
  // phenotypes in brackets: "50 % [A] et 50 % [a]", "48 [A], 52 [a]"
  const bracketed = [...text.matchAll(/(?<![\d.,])(\d+)\s*%?\s*(?:de\s+|d['’]\s*|of\s+)?(?:[\p{L}-]+\s+){0,2}?\[\s*([A-Za-z])\s*\]/gu)];
  const bracketLetter = bracketed.length && new Set(bracketed.map((m) => m[2].toUpperCase())).size === 1 ? bracketed[0][2].toUpperCase() : null;
  if (classes.length === 0 && bracketLetter) for (const m of bracketed) classes.push({ words: [m[2] === bracketLetter ? DOMINANT : RECESSIVE], count: Number(m[1]), at: m.index ?? 0 });
  // "all (60) offspring are tall", "tous les descendants sont hauts"
  // "… ont des fleurs rouges", "… have purple flowers": the article and the organ before the trait are skipped
  const all = /\b(?:all|tous|toutes)\s+(?:the\s+|les\s+)?(?:(\d+)\s+)?(?:[\p{L}]+\s+){0,2}?(?:are|were|sont|étaient|have|ont)\s+(?:des\s+|de\s+|d['’]|les\s+|the\s+)?(?:(?:fleurs?|graines?|yeux|ailes|poils?|pelage|corps)\s+)?([\p{L}-]+)/iu.exec(text);
  if (classes.length === 0 && all) classes.push({ words: [stem(all[2])], count: Number(all[1] ?? 1), at: all.index ?? 0 });
  // one share told by its kind (« 50 % de descendants récessifs »): the rest of the offspring show the other
  if (classes.length === 1 && classes[0].share && classes[0].count > 0 && classes[0].count < 100 && (classes[0].words[0] === DOMINANT || classes[0].words[0] === RECESSIVE)) {
    classes.push({ words: [classes[0].words[0] === DOMINANT ? RECESSIVE : DOMINANT], count: 100 - classes[0].count, at: text.length });
  }
  if (classes.length === 0 || classes.length > 4) return null;
  const genes = classes[0].words.length;
  if (classes.some((c) => c.words.length !== genes)) return null;
  // the unknown parent's phenotype: the words right before the cross ("a tall purple plant crossed") or in "the tall parent"
  const before = /(?:an?|une?|the|le|la)\s+((?:[\p{L}-]+\s+){1,4}?)(?:(?:plant|plante|mouse|souris|fly|drosophile|individual|individu|animal|pea|pois)\w*\s+)?(?:is\s+|est\s+|was\s+)?(?:test[\s-]?)?(?:crossed|croisée?|mated)/iu.exec(text)
    // or after the test cross named: "a test cross of a long-winged fly", « un croisement test avec une drosophile aux ailes longues »
    ?? /(?:test[\s-]?cross(?:ed)?|croisement[\s-]+test)\s+(?:of|on|with|avec|sur|d['’]|de)\s*(?:an?\s+|une?\s+|the\s+|la\s+|le\s+)?((?:[\p{L}-]+\s*){1,4})/iu.exec(text);
  // else the words of the question ("genotype of the purple plant")
  const asking = text.split(/(?<=[.;:?!])\s+/).find((x) => ASKS_PARENT.test(x) || ASKS_ZYGOSITY.test(x)) ?? '';
  // a hyphenated trait ("long-winged") is matched whole as well as by its parts
  const crossWords = (before?.[1] ?? '').trim().split(/\s+/).flatMap((w) => [w, ...w.split('-')]).map(stem);
  const askWords = asking.split(/[\s,;:?!.'’-]+/).map(stem);
  const traits: Trait[] = [];
  const used = new Set<string>();
  for (let k = 0; k < genes; k++) {
    const values = [...new Set(classes.map((c) => c.words[k]))];
    if (values.length > 2) return null;
    // the parent's phenotype: named before "crossed", else the one value the question names
    const asked = values.filter((v) => askWords.includes(v));
    const dominant = values.find((v) => v === DOMINANT) ?? (values.includes(RECESSIVE) ? null : values.find((v) => crossWords.includes(v)) ?? (asked.length === 1 ? asked[0] : values.length === 1 ? values[0] : null));
    if (!dominant) return null;
    // "… Is the white parent heterozygous?": the question is about the tester, not the unknown parent
    if (asked.length === 1 && asked[0] !== dominant) return null;
    const recessive = values.find((v) => v !== dominant) ?? '';
    const named = new RegExp(`\\b([A-Z])\\s*(?:=|:|for|pour)\\s*${dominant}`, 'i').exec(text);
    const letter = dominant === DOMINANT ? bracketLetter ?? 'A' : (named?.[1] ?? dominant[0]).toUpperCase();
    if (!/^[A-Z]$/.test(letter) || used.has(letter)) return null;
    used.add(letter);
    traits.push({ letter, dominant, recessive });
  }
  // the tester must be recessive for every gene: its words, when written, are the recessive ones
  const tester = traits.map((t) => t.letter.toLowerCase().repeat(2)).join('');
  const observed = classes.map((c) => ({ pattern: c.words.map((w, k) => (w === traits[k].dominant ? `${traits[k].letter}_` : traits[k].letter.toLowerCase().repeat(2))).join(''), count: c.count }));
  if (new Set(observed.map((o) => o.pattern)).size !== observed.length) return null;
  // heterozygous or not is said of one gene; of two it would not say which
  if (yesNo && genes !== 1) return null;
  const zygosity = yesNo ? (/homozyg/i.test(yesNo[0]) ? 'homozygous' : 'heterozygous') : undefined;
  return { kind: 'test_cross', parents: [tester], want: 'parent', observed, ...(zygosity ? { zygosity } : {}) };
}
