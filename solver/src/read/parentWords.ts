import { geneWords, isTrait, knownSameCharacter, sameCharacter, stem, tiedLetters, traitWords, TRAIT_WORD } from './traitWords';

/**
 * Two parents of a one-gene cross described in words beside letters tied to trait words: "a
 * heterozygous brown-eyed man and a blue-eyed woman; B is brown, b is blue", "un homme
 * hétérozygote aux yeux marron et une femme aux yeux bleus", "a homozygous yellow plant is crossed
 * with a green plant". A recessive phenotype is the recessive homozygote; a dominant one is Ll when
 * heterozygous, LL when homozygous or true-breeding, and unknown (nothing read) when unqualified.
 * The cross is written back as genotypes before the rest of the text, for the cross reader.
 */
// "one" stands for the animal or plant just named: "crossed with a white one"
const NOUNS_EN = String.raw`one|man|woman|father|mother|male|female|plant|dog|cat|mouse|rabbit|guinea\s+pig|bull|cow|fly|individual|parent|hamster|horse|fox|sheep|ram|ewe|goat|chicken|hen|rooster|rat`;
const NOUNS_FR = String.raw`plant|pois|homme|femme|père|mère|mâle|femelle|plante|individu|souris|lapin|chien|chat|drosophile|parent|cobaye|cheval|vache|taureau|renarde?|mouton|brebis|bélier|chèvre|poule|coq|rat`;
/** Its class said after the noun: "a tall pea plant (heterozygous)", unwrapped beforehand, or "one dog is heterozygous for black coat". */
const CLASS_AFTER = String.raw`((?:\s+(?:that|which|who)\s+(?:is|are))?\s+(?:heterozygous|hybrid|purebred|pure-breeding|true-breeding|homozygous(?:\s+(?:recessive|dominant))?)|\s+(?:is|being)\s+(?:heterozygous|homozygous)\s+for\s+(?:the\s+)?[\p{L}-]+(?:\s+(?:coat|fur|hair|eyes|flowers|seeds|colou?r))?)?`;
/** A parent named "one" by what it shows: "crossed with one that has only wrinkled seeds". */
const PARENT_ONE = /\bone\s+(?:that|which|who)\s+(?:has|have|is|bears|produces|shows)\s+(?:only\s+)?((?:[\p{L}-]+\s+){0,1}[\p{L}-]+)/giu;
/** A form named as the parent itself: "a pure black is crossed with a white", « on croise un noir pur et un blanc ». */
// only after an indefinite article: "the white" and « le blanc » name the form in a statement of dominance, not a parent
const FORM_AS_NOUN_EN = String.raw`(?<=\b(?:an?|one|another)\s+(?:[\p{L}-]+\s+){0,4})(?:${TRAIT_WORD})(?=\s*(?:[,.;:?]|$)|\s+(?:and|is|was|with|mates?|mated)\b)`;
const FORM_AS_NOUN_FR = String.raw`(?<=\b(?:une?)\s+(?:autre\s+)?)(?:${TRAIT_WORD})(?=\s+(?:pure?s?|de\s+lign[ée]e\s+pure|de\s+race\s+pure|homozygote|h[ée]t[ée]rozygote)\b|\s*(?:[,.;:?]|$)|\s+(?:et|avec|est)\b)`;
const PARENT_EN = new RegExp(String.raw`\b(?:an?|one|the|another|and(?=\s+(?:heterozygous|homozygous|hybrid|purebred|true-breeding)))\s+((?:[\p{L}-]+\s+){0,4}?)(?:${NOUNS_EN}|${FORM_AS_NOUN_EN})(?![\p{L}])(\s+(?:with|of)\s+(?:[\p{L}-]+\s+){0,2}?(?:eyes|hair|fur|coat|flowers|seeds))?${CLASS_AFTER}`, 'giu');
// « un homozygote récessif », « un hétérozygote »: the class is the noun itself
const PARENT_FR = new RegExp(String.raw`\b(?:une?|le|la)\s+(?:autre\s+)?(${NOUNS_FR}|homozygote|h[ée]t[ée]rozygote|${FORM_AS_NOUN_FR})(?![\p{L}])([^,.;:?]*?)(?=\s+(?:et|ont|sont|a|est|avec|croisée?s?)\b|[,.;:?]|$)`, 'giu');
/** Parents written around a cross sign by their class and trait: « hétérozygote jaune x vert », "heterozygous tall × dwarf". */
const PARENT_SIGN = /((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+[x×✕]\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu;
const HETERO = /^(?:heterozygous|h[ée]t[ée]rozygotes?|hybrids?|hybrides?)$/i;
const HOMO = /^(?:homozygous|homozygotes?|true-breeding|pure-breeding|purebred|pure?s?)$/i;

interface Parent { at: number; end: number; genotype: string }

/** A phrase after a verb of outcome names the offspring asked, not a parent: "that an offspring will be a short plant", « d'obtenir une plante naine ». */
const OFFSPRING_NAMED = /(?:\b(?:be|being|is|are|get|getting|obtain|obtaining|produce|producing|have|having)|\b(?:obtenir|avoir|produire|donner|soit|sera|seront|est|sont))\s+$/i;
const namesOffspring = (text: string, at: number): boolean => OFFSPRING_NAMED.test(text.slice(Math.max(0, at - 20), at)) && /[?]|\b(?:probabilit|chance|fraction|proportion|percent|pourcentage)/i.test(text.slice(0, at + 200));

const PLURAL_NOUN = String.raw`(?:pea\s+)?(?:plants|mice|flies|dogs|cats|rabbits|guinea\s+pigs|individuals|animals|plantes|souris|drosophiles|lapins|chiens|chats|cobayes|individus)`;
/** « des souris grises de lignée pure sont croisées avec des souris blanches »: the forms after the noun. */
const PLURAL_PARENTS_FR = new RegExp(String.raw`\b(?:des\s+)?${PLURAL_NOUN}((?:\s+[\p{L}'’-]+){1,4}?)\s+(?:sont|ont\s+été)\s+crois[ée]e?s\s+(?:avec|par)\s+(?:des\s+)?${PLURAL_NOUN}((?:\s+[\p{L}-]+){1,3}?)(?=\s*[(.;,:?]|\s+et\b|$)`, 'iu');
const PLURAL_PARENTS = new RegExp(String.raw`(?:^|(?<=[.;:]\s*))((?:[\p{L}-]+\s+){1,4}?)${PLURAL_NOUN}\s+(?:are|were|sont|ont\s+été)\s+(?:crossed|mated|crois[ée]e?s)\s+(?:with|to|avec|par)\s+(?:des\s+)?((?:[\p{L}-]+\s+){1,4}?)${PLURAL_NOUN}(?![\p{L}])`, 'iu');

/** A test cross named: "is test crossed", "a testcross", « croisement test », « test-cross ». */
const TEST_CROSSED = /\btest[\s-]?cross(?:ed|es|ing)?\b|croisement[\s-]+(?:test|de\s+contr[ôo]le)|\btest[\s-]?cross\b/i;

function parentOf(words: string[], L: string, sets: { dominant: Set<string>; recessive: Set<string> }): string | null {
  // with one dominant form known, another form of the same character is the recessive one ("tall is dominant … a dwarf plant")
  const only = sets.dominant.size === 1 ? [...sets.dominant][0] : null;
  // and the other way: with only the recessive form known, another form of its character is the dominant one (« blanc est récessif … un noir pur »)
  const onlyRecessive = sets.dominant.size === 0 && sets.recessive.size === 1 ? [...sets.recessive][0] : null;
  const kindOf = (w: string): string[] => {
    const s = stem(w);
    return sets.dominant.has(s) ? ['dom'] : sets.recessive.has(s) ? ['rec'] : only !== null && isTrait(w) && sameCharacter(s, only) ? ['rec'] : onlyRecessive !== null && isTrait(w) && knownSameCharacter(s, onlyRecessive) ? ['dom'] : [];
  };
  const kinds = new Set(words.flatMap(kindOf));
  const l = L.toLowerCase();
  const hetero = words.some((w) => HETERO.test(w));
  const homo = words.some((w) => HOMO.test(w)) || /true[\s-]breeding|de\s+lign[ée]e\s+pure|de\s+race\s+pure/i.test(words.join(' '));
  // no trait word: "a heterozygous plant" shows the dominant trait, "a homozygous recessive plant" is ll
  if (kinds.size === 0) {
    const dominant = words.some((w) => /^dominante?s?$/i.test(w));
    const recessive = words.some((w) => /^r[ée]cessi(?:ve|f|fs|ves)$/i.test(w));
    if (hetero && !homo && !recessive) return L + l;
    // "double recessive", « double récessif »: the recessive homozygote of each gene
    if (!hetero && recessive && words.some((w) => /^double$/i.test(w))) return l + l;
    if (homo && !hetero && dominant !== recessive) return dominant ? L + L : l + l;
    return null;
  }
  if (kinds.size !== 1) return null;
  if (kinds.has('rec')) return hetero ? null : l + l;
  if (hetero === homo) return null;
  return hetero ? L + l : L + L;
}

/** The text with its two parents in words written as a cross of genotypes, or null. */
/**
 * The allele letter when the text ties none: the initial of the one trait it declares dominant
 * ("tall is dominant over short", "heterozygous tall plants"), else A when no trait word is written
 * at all ("a heterozygous parent crossed with a homozygous recessive one").
 */
function untiedLetter(text: string): string | null {
  const { dominant, recessive } = traitWords(text, '');
  if (dominant.size === 1) {
    const initial = [...dominant][0][0].toUpperCase();
    return /^[A-Z]$/.test(initial) ? initial : null;
  }
  // only the recessive trait declared ("short is a recessive trait"): it is tied by its word, any letter names the gene
  if (dominant.size === 0 && recessive.size === 1) return 'A';
  return dominant.size === 0 && recessive.size === 0 && !text.split(/[^\p{L}-]+/u).some(isTrait) ? 'A' : null;
}

/** Trait words in brackets ("a heterozygous (hybrid) black guinea pig", "a tall plant (heterozygous)") read as words of the phrase; a sex before the animal set aside. */
const unwrapWords = (text: string): string =>
  // a dominance said in brackets ("(haut domine nain)", "(black is dominant)") is a sentence of its own, no word of the parent before it
  text.replace(/\(\s*([^()]*?(?<![\p{L}])(?:domine\p{L}*|dominante?s?|recessive|r[ée]cessi\p{L}*)(?![\p{L}])[^()]*?)\s*\)/gu, '. $1. ')
    .replace(/\(\s*(\p{L}[\p{L}\s-]{2,}?)\s*\)/gu, ' $1 ')
    // a sex said before the animal ("a male homozygous black mouse") qualifies it, it is no parent of its own
    .replace(/\b(?:male|female)\s+(?=(?:[\p{L}-]+\s+){0,3}?(?:mouse|dog|cat|rabbit|guinea\s+pig|fly|hamster|horse|bull|cow)\b)/giu, '')
    .replace(/ {2,}/g, ' ');

/** The dominance a rewritten text keeps in words, when the words that told it were inside a parent replaced. */
function keptDominance(text: string, rest: string, L: string, sets: { dominant: Set<string> }): string {
  if (sets.dominant.size !== 1 || traitWords(rest, L).dominant.size > 0) return '';
  const word = text.split(/[^\p{L}-]+/u).find((w) => isTrait(w) && sets.dominant.has(stem(w)));
  return word ? ` ${L} = ${word.toLowerCase()}.` : '';
}

/** Two parents heterozygous for every gene the text ties to letters: "two pea plants heterozygous for both traits", « deux doubles hétérozygotes ». */
const BOTH_HETEROZYGOUS = new RegExp(String.raw`\b(?:two|deux)\s+(?:[\p{L}-]+\s+){0,3}?(?:(?:(?:that|which|who)\s+are\s+)?heterozygous\s+for\s+(?:both|all\s+(?:three|3))\s+(?:traits|genes|characters|characteristics|loci)|dihybrids?|double\s+heterozygotes?|(?:h[ée]t[ée]rozygotes|hybrides)\s+pour\s+les\s+(?:deux|trois)\s+(?:caract[èe]res|g[èe]nes)|doubles?\s+h[ée]t[ée]rozygotes)(?:\s+(?:${NOUNS_EN}|${NOUNS_FR}|plants|plantes|individuals|individus|parents)s?)?`, 'iu');
function bothHeterozygous(text: string, letters: string[]): string | null {
  const m = BOTH_HETEROZYGOUS.exec(text);
  // "both" says two genes, "three" three: the letters tied must be as many
  if (!m || /\b(?:both|deux|double|dihybrid)/i.test(m[0]) !== (letters.length === 2)) return null;
  const g = letters.map((l) => l + l.toLowerCase()).join('');
  return `${g} × ${g}. ${text.slice(0, m.index)}parents${text.slice(m.index + m[0].length)}`;
}

/** "two heterozygous parents", « deux parents hétérozygotes »: both Ll, whatever the text ties to the letter. */
function bothHeterozygousParents(text: string, L: string, sets: { dominant: Set<string>; recessive: Set<string> }): string | null {
  const both = new RegExp(String.raw`(?:\b(?:two|both|deux)|(?<![\d.,])2)\s+(?:(?:heterozygous|h[ée]t[ée]rozygotes?)\s+(?:[\p{L}-]+\s+){0,2}?(?:${NOUNS_EN}|${NOUNS_FR}|people|persons|parents|plants|individuals|personnes|plantes|individus)s?|(?:parents|individus|plantes|personnes)\s+(?:[\p{L}-]+\s+)?h[ée]t[ée]rozygotes|(?:parents|individuals|plants|people)\s+(?:who\s+are\s+|that\s+are\s+)?heterozygous)\b`, 'iu').exec(text);
  if (!both) return null;
  const l = L.toLowerCase();
  const rest = text.slice(0, both.index) + 'parents' + text.slice(both.index + both[0].length);
  return `${L}${l} × ${L}${l}.${keptDominance(text, rest, L, sets)} ${rest}`;
}

/** A class said of every gene at once: "heterozygous for both traits", « double récessif ». */
const EVERY_GENE = /\bboth\b|\bdouble|\bdihybrid|\bdeux\b|\bdihybride|\btwo\s+(?:independent\s+)?(?:genes|traits|characters|loci)\b/i;

/**
 * Two parents of a two-gene cross in words, each gene read on its own words: "a fly heterozygous for
 * both traits is crossed with a white-eyed, vestigial-winged fly", or one parent test crossed. A gene
 * the phrase names no form of is read only from a class said of both genes.
 */
function twoGeneParents(text: string, letters: string[]): string | null {
  const sets = letters.map((l) => geneWords(text, l));
  // adjectives listed with commas ("a white-eyed, vestigial-winged fly") or joined by a preposition or « et » (« aux ailes vestigiales et au corps ébène », « rondes et vertes ») are one phrase
  const joined = text.replace(/\s+(?:et|and)\s+(?=(?:au|aux|à\s+l['’]|à\s+la|with)\s)/giu, ' ')
    .replace(/([\p{L}-]+)\s+(?:et|and)\s+([\p{L}-]+)/gu, (all: string, a: string, b: string) => (isTrait(a) && isTrait(b) ? `${a} ${b}` : all)).replace(/([\p{L}]+-(?:eyed|winged|haired|bodied|seeded|coated|furred|flowered)|\p{L}{3,}),\s+(?=[\p{L}]+-(?:eyed|winged|haired|bodied|seeded|coated|furred|flowered)\b)/gu, '$1 ');
  const found: Parent[] = [];
  for (const re of [PARENT_EN, PARENT_FR]) {
    for (const m of joined.matchAll(re)) {
      const words = m[0].split(/[^\p{L}-]+/u).filter(Boolean);
      // "heterozygous for both traits" goes on after the phrase read
      const every = EVERY_GENE.test(m[0] + (/^[^,.;:?]{0,30}/.exec(joined.slice((m.index ?? 0) + m[0].length))?.[0] ?? ''));
      const own = (k: number): boolean => words.some((w) => sets[k].dominant.has(stem(w)) || sets[k].recessive.has(stem(w)) || (isTrait(w) && [...sets[k].dominant].some((d) => sameCharacter(stem(w), d))));
      const genes = letters.map((L, k) => (own(k) || every ? parentOf(words.filter((w) => !isTrait(w) || own(k) && (sets[k].dominant.has(stem(w)) || sets[k].recessive.has(stem(w)) || [...sets[k].dominant].some((d) => sameCharacter(stem(w), d)))), L, sets[k]) : null));
      const at = m.index ?? 0;
      if (namesOffspring(joined, at)) continue;
      if (genes.every((g) => g !== null) && !found.some((f) => at < f.end && f.at < at + m[0].length)) found.push({ at, end: at + m[0].length, genotype: genes.join('') });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const recessive = letters.map((l) => l.toLowerCase().repeat(2)).join('');
  // the one parent read must be the one tested, never the recessive tester itself
  if (found.length === 1 && TEST_CROSSED.test(joined) && found[0].genotype !== recessive) return `${found[0].genotype} × ${recessive}. ${joined.slice(0, found[0].at)}parent${joined.slice(found[0].end)}`;
  if (found.length !== 2) return null;
  return `${found[0].genotype} × ${found[1].genotype}. ${joined.slice(0, found[0].at)}parent${joined.slice(found[0].end, found[1].at)}parent${joined.slice(found[1].end)}`;
}

export function parentsInWords(raw: string): string | null {
  const text = unwrapWords(raw);
  const letters = tiedLetters(text);
  if (letters.length === 2) return bothHeterozygous(text, letters) ?? twoGeneParents(text, letters);
  if (letters.length === 3) return bothHeterozygous(text, letters);
  // two genes named by no trait word ("heterozygous for two independent genes … a double recessive"): letters A and B
  if (letters.length === 0 && /\b(?:two|both|deux)\s+(?:independent\s+)?(?:genes|traits|characters|loci)\b|\b(?:deux|les\s+deux)\s+(?:g[èe]nes|caract[èe]res)\b|\bdihybrid/i.test(text) && !text.split(/[^\p{L}-]+/u).some(isTrait)) return twoGeneParents(text, ['A', 'B']);
  const L = letters.length === 1 ? letters[0] : letters.length === 0 ? untiedLetter(text) : null;
  if (L === null) return null;
  const sets = traitWords(text, L);
  if ([...sets.dominant].some((w) => sets.recessive.has(w))) return null;
  // one form only tied to the letter ("d = dimples"): parents told by their phenotype cannot be read, two heterozygotes can
  if (letters.length === 1 && (sets.dominant.size === 0 || sets.recessive.size === 0)) return bothHeterozygousParents(text, L, sets);
  const found: Parent[] = [];
  for (const re of [PARENT_EN, PARENT_FR, PARENT_ONE]) {
    for (const m of text.matchAll(re)) {
      const words = m[0].split(/[^\p{L}-]+/u).filter(Boolean);
      const genotype = parentOf(words, L, sets);
      const at = m.index ?? 0;
      if (namesOffspring(text, at)) continue;
      // a parent read by two phrasings ("a plant that is heterozygous") is one parent
      if (genotype && !found.some((f) => at < f.end && f.at < at + m[0].length)) found.push({ at, end: at + m[0].length, genotype });
    }
  }
  // parents named in the plural, no article: "pure-breeding purple-flowered plants are crossed with white-flowered plants"
  const plural = found.length === 0 ? PLURAL_PARENTS.exec(text) ?? PLURAL_PARENTS_FR.exec(text) : null;
  if (plural) {
    const [a, b] = [plural[1], plural[2]].map((p) => parentOf(p.split(/[^\p{L}-]+/u).filter(Boolean), L, sets));
    if (a && b) return `${a} × ${b}.${keptDominance(text, text, L, sets)} ${text.slice(0, plural.index)} parents ${text.slice(plural.index + plural[0].length)}`;
  }
  if (found.length === 0) {
    // around a cross sign, only the words that say a class or a trait
    const classWord = (w: string): boolean => isTrait(w) || HETERO.test(w) || HOMO.test(w) || /^(?:dominante?s?|r[ée]cessi(?:ve|f|fs|ves))$/i.test(w);
    for (const m of text.matchAll(PARENT_SIGN)) {
      const left = m[1].split(/\s+/).reverse();
      const keptLeft = left.slice(0, left.findIndex((w) => !classWord(w)) === -1 ? left.length : left.findIndex((w) => !classWord(w))).reverse();
      const right = m[2].split(/\s+/);
      const keptRight = right.slice(0, right.findIndex((w) => !classWord(w)) === -1 ? right.length : right.findIndex((w) => !classWord(w)));
      const a = keptLeft.length ? parentOf(keptLeft, L, sets) : null;
      const b = keptRight.length ? parentOf(keptRight, L, sets) : null;
      if (!a || !b) continue;
      const at = (m.index ?? 0) + m[1].length - keptLeft.join(' ').length;
      const end = (m.index ?? 0) + m[0].length - (m[2].length - keptRight.join(' ').length);
      const rest = text.slice(0, at) + ' ' + text.slice(end);
      return `${a} × ${b}.${keptDominance(text, rest, L, sets)} ${rest}`;
    }
    return bothHeterozygousParents(text, L, sets);
  }
  // one parent test crossed ("is test crossed", « on réalise un croisement test »): the other is the recessive homozygote by definition
  if (found.length === 1 && TEST_CROSSED.test(text) && found[0].genotype !== L.toLowerCase().repeat(2)) {
    const rest = text.slice(0, found[0].at) + 'parent' + text.slice(found[0].end);
    return `${found[0].genotype} × ${L.toLowerCase().repeat(2)}.${keptDominance(text, rest, L, sets)} ${rest}`;
  }
  if (found.length !== 2) return null;
  found.sort((a, b) => a.at - b.at);
  const rest = text.slice(0, found[0].at) + 'parent' + text.slice(found[0].end, found[1].at) + 'parent' + text.slice(found[1].end);
  return `${found[0].genotype} × ${found[1].genotype}.${keptDominance(text, rest, L, sets)} ${rest}`;
}
