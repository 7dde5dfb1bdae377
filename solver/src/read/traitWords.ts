import { RECESSIVE_DISEASE } from './carrierParents';

/**
 * The trait an offspring is asked by, in words, for a one-gene cross with complete dominance: a
 * word tied to the dominant allele ("purple (P)", "P = purple", "purple is dominant to white",
 * the phenotype of a heterozygous parent) asks for P_, one tied to the recessive allele ("white
 * (p)", "dominant to white") for pp. A trait word tied to neither is the other phenotype only when
 * the dominant one is known and the word is a trait (a colour, tall, short …).
 */
/** The trait words, as a regular expression's alternatives (for readers that find them inside a phrase). */
export const TRAIT_WORD = String.raw`free|attached|axial|terminal|axiale?s?|terminale?s?|red|white|pink|purple|violet|black|brown|grey|gray|yellow|green|blue|orange|tall|short|dwarf|round|wrinkled|smooth|long|vestigial|curly|straight|normal|albino|spotted|solid|striped|hairy|hairless|rouges?|roux|rousses?|blanc(?:he)?s?|violettes?|noire?s?|brune?s?|grise?s?|jaunes?|vert(?:e)?s?|bleue?s?|haute?s?|grande?s?|naine?s?|petite?s?|courte?s?|longues?|lisses?|rid[ée]e?s?|ronde?s?|ebony|[ée]b[èe]nes?|vestigiales?|albinos`;
const TRAITS = new RegExp(`^(?:${TRAIT_WORD})$`, 'i');

/** A colour word and the shade said after it (« noir argenté », "black silvered"). */
const SHADED = /(?<![\p{L}-])(noire?s?|black|brune?s?|brown|grise?s?|grey|gray|blanc(?:he)?s?|white|rouges?|red|jaunes?|yellow)\s+(argent[ée]e?s?|silver(?:ed|y)?|clair(?:e?s)?|fonc[ée]e?s?|p[âa]les?|dor[ée]e?s?|light|dark|pale)(?![\p{L}-])/giu;
/**
 * A colour always said with the same shade (« le noir argenté … un renard noir argenté ») is one
 * phenotype, read by its colour word; a colour also said bare or with another shade (light and dark
 * brown) is left as written, the shades being then different phenotypes.
 */
export function plainShades(text: string): string {
  const shades = new Map<string, Set<string>>();
  for (const m of text.matchAll(SHADED)) {
    const c = stem(m[1]);
    shades.set(c, (shades.get(c) ?? new Set()).add(stem(m[2])));
  }
  if (shades.size === 0) return text;
  const words = text.split(/[^\p{L}-]+/u);
  const bare = (c: string): number => words.filter((w) => stem(w) === c).length;
  return text.replace(SHADED, (all: string, colour: string) => {
    const c = stem(colour);
    const uses = [...text.matchAll(SHADED)].filter((m) => stem(m[1]) === c).length;
    return (shades.get(c)?.size ?? 0) === 1 && bare(c) === uses ? colour : all;
  });
}
/** Trait words, as stems, that name a mutant form (genes are often named after them) or a recessive form usually written with its dominant partner's letter (blue eyes, B for brown): their initial ties no allele. */
const MUTANT = /^(?:dwarf|nain|vestigial|albino|wrinkled|rid[ée]|blu|bleu)$/i;
/** A trait word's stem, a body part it qualifies set aside (blue-eyed is blue). */
export const stem = (w: string): string => w.toLowerCase().replace(/^roux$/, 'rousse').replace(/-(?:eyed|haired|coated|furred|flowered|seeded|winged|bodied)$/, '').replace(/s$/, '').replace(/(?<=\p{L}{3})che$/u, 'c').replace(/(?<=\p{L}{3})e$/u, '').replace(/(?<=\p{L}{3})s$/u, '');
export const isTrait = (w: string): boolean => TRAITS.test(w) || TRAITS.test(w.replace(/-(?:eyed|haired|coated|furred|flowered|seeded|winged|bodied)$/i, ''));

const W = String.raw`([\p{L}-]{3,})`;
/** A body part or the plant named after the trait word ("black fur (B)", "tall plants (T)", "le pelage gris"), set aside. */
const BODY = String.raw`(?:\s+(?:fur|hair|eyes|earlobes?|coat|colou?r|flowers?|seeds?|pods?|wings?|pelage|yeux|fleurs?|graines?|gousses?|ailes|poils?|(?:pea\s+)?plants?|plantes?))?(?:\s+(?:colou?r|shape|couleur|forme))?`;
/** The parent a class is said of after its trait ("a tall pea plant (heterozygous)"): a question's "tall offspring are heterozygous" names no parent. */
const PARENT_NOUN = String.raw`(?:[\p{L}-]+\s+)?(?:plant|man|woman|father|mother|male|female|dog|cat|mouse|rabbit|pig|bull|cow|fly|individual|parent|hamster|horse|plante|individu|souris|lapin|chien|chat|drosophile)s?`;
/** What a trait word is said to be before its verb: "the tall allele is dominant", « le caractère nain est récessif ». */
const NAMED_AS = String.raw`(?:\s+(?:allele|all[èe]le|trait|caract[èe]re|form|forme|phenotype|ph[ée]notype))`;
/** "B is brown", "b = bleu", "T for tall"; "A is dominant" names no trait; the letter stands alone ("vestigiales" is no "v est igiales"). */
const TIED_BY_SIGN = String.raw`(?<![\p{L}'’])([A-Za-z])(?:\s*[=:]|\s+(?:for|pour|is|est)(?![\p{L}]))\s*(?!(?:dominant|recessive|r[ée]cessi|the|an?|un|une|le|la)\b)${W}`;

/** "N (grand)", "n (nain)": a letter with its trait word in brackets after it. */
const TIED_BY_BRACKET = String.raw`(?<![\p{L}'’])([A-Za-z])\s*\(\s*${W}\s*\)`;

/** The letters a text ties to trait words ("B is brown", "b = bleu", "tall (T)"), capitals, in order. */
export function tiedLetters(text: string): string[] {
  const found = [...text.matchAll(new RegExp(String.raw`${W}${BODY}\s*\(\s*([A-Za-z])\s*\)`, 'gu'))].map((m) => m[2])
    .concat([...text.matchAll(new RegExp(TIED_BY_SIGN, 'gu'))].map((m) => m[1]))
    .concat([...text.matchAll(new RegExp(TIED_BY_BRACKET, 'gu'))].filter((m) => isTrait(m[2])).map((m) => m[1]));
  return [...new Set(found.map((x) => x.toUpperCase()))];
}

/** The words a text ties to the dominant and to the recessive allele of a gene, as stems. */
export function traitWords(text: string, letter: string): { dominant: Set<string>; recessive: Set<string> } {
  const L = letter.toUpperCase();
  const { dominant, recessive } = letterTies(text, letter);
  for (const m of text.matchAll(new RegExp(String.raw`${W}${BODY}${NAMED_AS}?\s+(?:\([^)]*\)\s+)?(?:is|est|are|sont|being|étant)\s+(?:completely\s+)?dominant\w*\s+(?:to|over|sur|par\s+rapport\s+(?:à|au))\s+(?:the\s+|le\s+|la\s+|l['’]\s*)?(?:(?:colou?r|couleur|caract[èe]re|forme|shape|allele|all[èe]le|trait|form)\s+)?${W}`, 'giu'))) {
    dominant.add(stem(m[1]));
    recessive.add(stem(m[2]));
  }
  // the French verb: « le caractère haut domine le caractère nain », « l'allèle lisse L domine l'allèle ridé l »
  for (const m of text.matchAll(new RegExp(String.raw`${W}${BODY}(?:\s*\(?\s*[A-Za-z]\s*\)?)?\s+domine(?:nt)?((?:\s+[\p{L}'’-]+){1,4})`, 'giu'))) {
    // the dominated trait is the first trait word after the verb, articles and nouns (« le caractère », « le pelage ») skipped
    const over = m[2].split(/[^\p{L}-]+/u).find(isTrait);
    if (!isTrait(m[1]) || !over) continue;
    dominant.add(stem(m[1]));
    recessive.add(stem(over));
  }
  // a trait declared dominant or recessive on its own: "tall is dominant", « l'allèle nain est récessif », "the allele for short is recessive", "short is a recessive trait"
  // « blanc est le caractère récessif », "white is the recessive trait": the class said through its noun
  for (const m of text.matchAll(new RegExp(String.raw`${W}${BODY}${NAMED_AS}?(?:\s*\([^)]*\))?\s+(?:is|est|are|sont|being|étant)\s+(?:an?\s+|une?\s+|the\s+|le\s+|la\s+)?(?:(?:caract[èe]re|trait|character|form|forme|phenotype|ph[ée]notype)\s+)?(?:completely\s+)?(dominant|recessive|r[ée]cessi)`, 'giu'))) {
    if (isTrait(m[1])) (/^d/i.test(m[2]) ? dominant : recessive).add(stem(m[1]));
  }
  // a form marked dominant or recessive in brackets, no verb: "(purple dominant)", « (blanc récessif) »
  for (const m of text.matchAll(new RegExp(String.raw`(?:^|[.;(]\s*)${W}\s+(dominante?|recessive|r[ée]cessi\p{L}*)\s*(?=[.;)]|$)`, 'giu'))) {
    if (isTrait(m[1])) (/^d/i.test(m[2]) ? dominant : recessive).add(stem(m[1]));
  }
  // the phenotype a heterozygous parent shows is the dominant one: "heterozygous black guinea pigs", "a tall heterozygous plant", "plantes hautes hétérozygotes"
  for (const m of text.matchAll(new RegExp(String.raw`(?:heterozygous|h[ée]t[ée]rozygotes?)\s+(?:for\s+|pour\s+(?:le\s+|la\s+|les\s+)?)?${W}|${W}\s+(?:([\p{L}-]{3,})\s+)?(?:h[ée]t[ée]rozygotes?)|${W}(?=\s+heterozygous)`, 'giu'))) {
    // « plantes hautes hétérozygotes »: the trait is either word before the class
    for (const w of m.slice(1)) if (w && isTrait(w)) dominant.add(stem(w));
  }
  // the phenotype of a parent written just before its genotype of this gene: "a blue-eyed man (bb)" shows the recessive form, "brown eyes (Bb)" the dominant one
  for (const m of text.matchAll(new RegExp(String.raw`${W}${BODY}(?:\s+${PARENT_NOUN})?\s*\(\s*([${L}${L.toLowerCase()}]{2})\s*\)`, 'giu'))) {
    if (isTrait(m[1])) (m[2] === m[2].toLowerCase() ? recessive : dominant).add(stem(m[1]));
  }
  // the form a heterozygous parent is said to have, apart from the loop above whose matches would hide it:
  // « une plante hétérozygote à fleurs violettes », « un cobaye hétérozygote au pelage noir », "a heterozygous plant with purple flowers"
  for (const m of text.matchAll(new RegExp(String.raw`(?:heterozygous|h[ée]t[ée]rozygotes?)\s+(?:(?:plant|plante|individual|individu|mouse|souris)\s+)?(?:with|à|aux|au)\s+(?:(?:fleurs|flowers|graines|seeds|pelage|fur|coat|yeux|eyes|ailes|wings|gousses|pods)\s+)?${W}`, 'giu'))) {
    if (isTrait(m[1])) dominant.add(stem(m[1]));
  }
  // said after it, apart from the loop above whose matches would hide it: "a tall pea plant (heterozygous)"
  for (const m of text.matchAll(new RegExp(String.raw`${W}\s+${PARENT_NOUN}\s+\(?\s*heterozygous`, 'giu'))) {
    if (isTrait(m[1])) dominant.add(stem(m[1]));
  }
  // the phenotype of a parent said homozygous recessive after it is the recessive one: "a dwarf pea plant (homozygous recessive)"
  for (const m of text.matchAll(new RegExp(String.raw`${W}\s+${PARENT_NOUN}\s+\(?\s*(?:homozygous\s+recessive|homozygote\s+r[ée]cessi\p{L}*)`, 'giu'))) {
    if (isTrait(m[1])) recessive.add(stem(m[1]));
  }
  // nothing said: the allele letter is the dominant trait's initial (T for tall), when one trait word of the text has it;
  // a mutant form (dwarf, « nain », vestigial, albino, wrinkled) is often the gene's own name, so its initial says nothing
  const initial = initialTrait(text, L);
  if (dominant.size === 0 && recessive.size === 0 && initial) dominant.add(initial);
  // else a recessive form named alone whose usual dominant partner has the letter's initial: "Rr × Rr: how many wrinkled?" (R for round)
  const partner = dominant.size === 0 && recessive.size === 0 ? partnerTrait(text, L) : null;
  if (partner) {
    dominant.add(partner.dominant);
    recessive.add(partner.recessive);
  }
  return { dominant, recessive };
}

/** Recessive forms of the textbook characters, as stems, with their dominant partner: Mendel's peas (round/wrinkled, tall/dwarf, yellow/green, purple/white), and eyes (B for brown, so blue is bb). */
const PARTNERS: Record<string, string> = { wrinkled: 'round', ridé: 'lis', dwarf: 'tall', short: 'tall', green: 'yellow', whit: 'purpl', vert: 'jaun', blu: 'brown', bleu: 'brun' };
function partnerTrait(text: string, L: string): { dominant: string; recessive: string } | null {
  const found = [...new Set(text.split(/[^\p{L}-]+/u).filter(isTrait).map(stem).filter((s) => PARTNERS[s]?.[0].toUpperCase() === L))];
  return found.length === 1 ? { dominant: PARTNERS[found[0]], recessive: found[0] } : null;
}

/** The one trait word of the text whose initial is the allele letter (T for tall), unless it names a mutant form. */
function initialTrait(text: string, L: string): string | null {
  const initial = [...new Set(text.split(/[^\p{L}-]+/u).filter((w) => isTrait(w) && w[0].toUpperCase() === L).map(stem))];
  return initial.length === 1 && !MUTANT.test(initial[0]) ? initial[0] : null;
}

/** Trait words of one character, as stems: a word of another character (green beside tall) is no phenotype of the same gene. */
const CHARACTERS: RegExp[] = [
  /^(?:tall|short|dwarf|haut|grand|nain|petit|court)$/,
  /^(?:round|wrinkled|smooth|lis|ridé|ride|rond)$/,
  /^(?:long|short|vestigial|longu|court)$/,
  /^(?:red|whit|pink|purpl|violet|violett|black|brown|grey|gray|yellow|green|blu|orang|albino|roug|rouss|blanc|noir|brun|gri|jaun|vert|bleu|albinos|ebony|ébèn|ébén|eben|ebèn)$/,
  /^(?:curly|straight)$/,
  // Mendel's flower position
  /^(?:axial|terminal)$/,
  /^(?:hairy|hairles)$/,
  /^(?:spotted|solid|striped)$/,
];
/** Whether two trait stems name forms of one character (tall and dwarf, purple and white); words of no known character are told apart by nothing. */
/** Whether two trait stems are both known forms of one character (tall and dwarf, « haut » and « nain »). */
export const knownSameCharacter = (a: string, b: string): boolean => CHARACTERS.some((re) => re.test(a) && re.test(b));

export function sameCharacter(a: string, b: string): boolean {
  const of = (w: string): RegExp[] => CHARACTERS.filter((re) => re.test(w));
  const ca = of(a);
  const cb = of(b);
  return ca.length === 0 && cb.length === 0 ? true : ca.some((re) => cb.includes(re));
}

export function traitPattern(text: string, q: string, letter: string): string | null {
  const L = letter.toUpperCase();
  const l = letter.toLowerCase();
  const { dominant, recessive } = traitWords(text, letter);
  if ([...dominant].some((w) => recessive.has(w))) return null;
  const words = q.split(/[^\p{L}-]+/u).filter((w) => isTrait(w) || dominant.has(stem(w)) || recessive.has(stem(w)));
  // a trait word tied to neither allele is the recessive form only when it names the same character as the dominant one
  const kinds = new Set(words.map((w) => (dominant.has(stem(w)) ? 'dom' : recessive.has(stem(w)) ? 'rec' : dominant.size === 1 && isTrait(w) && sameCharacter(stem(w), [...dominant][0]) ? 'rec' : '?')));
  if (kinds.size !== 1 || kinds.has('?')) return null;
  return kinds.has('dom') ? `${L}_` : `${l}${l}`;
}

/** A recessive disease asked by name when the parents are carriers: "two carriers (Ff) … probability the child has cystic fibrosis" asks ff; unaffected asks F_. */
export function diseasePattern(text: string, q: string, letter: string): string | null {
  if (!/\bcarriers?\b|porteu(?:r|se)s?|h[ée]t[ée]rozyg|heterozyg/i.test(text) && !RECESSIVE_DISEASE.test(text)) return null;
  // a dominant disease is carried by the dominant allele: its affected children are not the recessive homozygotes
  if (/\b(?:is|est|are|sont)\s+(?:autosomal\s+|autosomique\s+)?dominante?s?\b|\bdominant\s+(?:disease|disorder|condition|allele\s+causes)|maladie\s+(?:g[ée]n[ée]tique\s+)?(?:autosomique\s+)?dominante|autosom\w+\s+dominant/i.test(text)) return null;
  const L = letter.toUpperCase();
  // a carrier asked is the heterozygote ("will be a carrier", « porteur sain »); a healthy child named
  // beside it ("a healthy child … a carrier?", "of the healthy children") is a condition, not read here
  const carrierAsked = q.replace(/healthy\s+carriers?|porteu(?:r|se)s?\s+saine?s?/gi, 'carrier');
  if (/\bcarriers?\b|porteu(?:r|se)s?\b|heterozyg|h[ée]t[ée]rozyg/i.test(carrierAsked)) {
    const healthyChild = /\b(?:healthy|unaffected|normal|sains?|saines?|non[\s-]atteinte?s?)\s+(?:child|children|son|daughter|baby|kid|offspring|enfants?|fils|filles?)|(?:enfants?|fils|filles?|child|children)\s+(?:sains?|saines?|non[\s-]atteinte?s?|(?:who\s+is|qui\s+est)\s+(?:healthy|unaffected|normal|sain|saine))/i;
    if (/\baffected|atteinte?s?\b|malades?\b|\bunaffected|healthy|normal|\bsaine?s?\b/i.test(carrierAsked) || healthyChild.test(text)) return null;
    return `${L}${L.toLowerCase()}`;
  }
  const ill = /\baffected|atteinte?s?\b|malades?\b|\b(?:has|have|having|with|born\s+with|develops?|suffers?\s+from|inherits?|acquir\w*|gets?|getting)\s+(?:the\s+)?(?:disease|disorder|condition|cystic\s+fibrosis|CF\b|sickle[\s-]cell(?!\s+trait)|albinism|phenylketonuria|PKU|Tay)|\balbino|\bmucoviscidos|\bdr[ée]panocyt|\balbinos?\b/i.test(q);
  const well = /\bunaffected|healthy|normal|\bsaine?s?\b|non\s+atteinte?s?/i.test(q);
  if (ill === well) return null;
  return ill ? `${L.toLowerCase()}${L.toLowerCase()}` : `${L}_`;
}

/** The words tied to one allele letter by a bracket or a sign ("yellow (Y)", "y = green"), as stems: the ties a gene among several can be told by. */
function letterTies(text: string, letter: string): { dominant: Set<string>; recessive: Set<string> } {
  const L = letter.toUpperCase();
  const dominant = new Set<string>();
  const recessive = new Set<string>();
  for (const m of text.matchAll(new RegExp(String.raw`${W}${BODY}\s*\(\s*([A-Za-z])\s*\)`, 'gu'))) if (m[2].toUpperCase() === L) (m[2] === L ? dominant : recessive).add(stem(m[1]));
  for (const m of text.matchAll(new RegExp(TIED_BY_SIGN, 'gu'))) if (m[1].toUpperCase() === L) (m[1] === L ? dominant : recessive).add(stem(m[2]));
  for (const m of text.matchAll(new RegExp(TIED_BY_BRACKET, 'gu'))) if (m[1].toUpperCase() === L && isTrait(m[2])) (m[1] === L ? dominant : recessive).add(stem(m[2]));
  return { dominant, recessive };
}

/**
 * Several genes asked by trait words ("yellow and wrinkled", « vertes et ridées »): each word must be
 * tied to a letter by the text, each gene named once; a gene not named is either allele (A_ … or _).
 * Any trait word tied to no letter leaves the class unread.
 */
/**
 * One gene's trait words among two: those tied to its letter ("lisse (L)"), else the dominance statements and
 * initials read for one gene, kept only when they name one character, else only the pair whose dominant form
 * has the letter's initial ("round is dominant to wrinkled and yellow to green" gives R round and wrinkled).
 */
export function geneWords(text: string, letter: string): { dominant: Set<string>; recessive: Set<string> } {
  const tied = letterTies(text, letter);
  if (tied.dominant.size > 0 || tied.recessive.size > 0) return tied;
  const all = traitWords(text, letter);
  const words = [...all.dominant, ...all.recessive];
  if (words.every((w) => sameCharacter(w, words[0]))) return all;
  const L = letter.toUpperCase();
  const own = [...all.dominant].filter((w) => w[0].toUpperCase() === L);
  if (own.length !== 1) return { dominant: new Set(), recessive: new Set() };
  return { dominant: new Set(own), recessive: new Set([...all.recessive].filter((w) => sameCharacter(w, own[0]))) };
}

export function traitsPattern(text: string, q: string, letters: string[]): string | null {
  // each gene's words as one gene's are read: tied to its letter, said dominant over another, its letter's initial (T for tall),
  // or the usual partner of a recessive form (wrinkled beside R is round's)
  const ties = letters.map((l) => geneWords(text, l));
  const parts: Array<string | null> = letters.map(() => null);
  for (const w of q.split(/[^\p{L}-]+/u).filter(Boolean)) {
    const s = stem(w);
    const tied = ties.map((t, k) => (t.dominant.has(s) ? { k, dom: true } : t.recessive.has(s) ? { k, dom: false } : null)).filter((x): x is { k: number; dom: boolean } => x !== null);
    // a trait word tied to no letter is the other form of the one gene whose single dominant form names the same character (green beside yellow)
    const other = tied.length === 0 && isTrait(w) ? ties.map((t, k) => (t.dominant.size === 1 && t.recessive.size === 0 && sameCharacter(s, [...t.dominant][0]) && ![...t.dominant].includes(s) ? { k, dom: false } : null)).filter((x): x is { k: number; dom: boolean } => x !== null) : [];
    const genes = tied.length > 0 ? tied : other;
    if (genes.length === 0) {
      if (isTrait(w)) return null;
      continue;
    }
    if (genes.length > 1 || parts[genes[0].k] !== null) return null;
    const L = letters[genes[0].k];
    parts[genes[0].k] = genes[0].dom ? `${L}_` : L.toLowerCase().repeat(2);
  }
  if (parts.every((x) => x === null)) return null;
  // a gene the question does not name ("tall, whatever the colour") is either phenotype: __ at its place
  return parts.map((x) => x ?? '__').join('');
}

