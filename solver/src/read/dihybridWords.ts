import { isTrait, knownSameCharacter, stem, tiedLetters } from './traitWords';

/**
 * A two-gene cross told in words: "tall is dominant over dwarf and green pods dominant over yellow
 * pods. Cross a tall, green-podded plant heterozygous for both traits with a dwarf yellow-podded
 * plant", « le caractère long domine le caractère vestigial et gris domine ébène ; on croise un
 * double hétérozygote avec une drosophile vestigiale ébène ». Each dominant form's initial is its
 * gene's letter. A parent is read only when it is said heterozygous (or homozygous recessive) for
 * both genes, or shows a recessive form of each (so it is the recessive homozygote); a dominant form
 * without its genotype is not guessed. The cross is written back as genotypes for the cross reader.
 */
const DOMINANCE = /(?<![\p{L}-])(?!caract[èe]re|allele|all[èe]le)([\p{L}-]{3,})(?:\s+([\p{L}-]+))?(?:\s+(?:shape|colou?r|forme|couleur))?\s*(?:\(\s*[A-Za-z]\s*\)\s*)?(?:(?:is|are|est|sont)\s+)?(?:dominante?s?\s+(?:over|to|sur)|domine(?:nt)?)\s+(?:le\s+|la\s+|les\s+|l['’]\s*|the\s+)?(?:caract[èe]re\s+|(?:fleurs|graines|gousses|poils|pelage|flowers|seeds|pods)\s+)?([\p{L}-]{3,})/giu;
const CROSS = /\b(?:cross(?:es|ed)?|croise[rz]?|croisons|mated?)\s+(?:an?\s+|une?\s+|the\s+)?(.*?)\s+(?:with|to|avec|et|par)\s+(?:an?\s+|une?\s+|the\s+)?(.*?)\s*(?=[.;:?—]|$)|\b(?:an?|une?)\s+(.*?)\s+(?:(?:is|est|was|fut)\s+)?(?:crossed|crois[ée]e?)\s+(?:with|to|avec|par)\s+(?:an?\s+|une?\s+)?(.*?)\s*(?=[.;:?—]|$)|(?:^|[.;]\s+)([^.;]*?)\s+(?:are|were|sont|ont\s+été)\s+(?:crossed|crois[ée]e?s)\s+(?:with|to|avec|par)\s+(?:des\s+)?(.*?)\s*(?=[.;:?—]|\s+and\s+the\s+F1|\s+et\s+les\s+F1|$)/iu;
const BOTH_HETERO = /heterozygous\s+(?:for|at)\s+both|double\s+heterozyg|dihybrid|h[ée]t[ée]rozygote?s?\s+pour\s+les\s+deux|double\s+h[ée]t[ée]rozygote|dihybride/i;
const BOTH_RECESSIVE = /homozygous\s+recessive\s+(?:for|at)\s+both|double\s+recessive|double\s+homozygous\s+recessive|homozygote\s+r[ée]cessi\w*\s+pour\s+les\s+deux|double\s+r[ée]cessi/i;

type Gene = { dominant: string; recessive: string; letter: string; words: [string, string] };
/** A parent of a pure line, homozygous for the forms it shows: "pure-breeding", "true-breeding", "homozygous", « de lignée pure », « de race pure ». */
const PURE_LINE = /\bpure[\s-]*(?:breeding|bred|line)?\b|\btrue[\s-]*breeding\b|\bhomozygous\b(?!\s+recessive)|lign[ée]e\s+pure|race\s+pure|\bpure?s?\b/i;

/** "two plants heterozygous for both traits are crossed", « on croise deux doubles hétérozygotes »: both parents at once. */
const TWO_BOTH = /\b(?:two|deux)\s+(?:[\p{L}-]+\s+){0,3}?(?:heterozygous\s+(?:for|at)\s+both\s+(?:traits|genes|characters)|double\s+heterozygotes|dihybrids|doubles?\s+h[ée]t[ée]rozygotes|h[ée]t[ée]rozygotes\s+pour\s+les\s+deux\s+(?:caract[èe]res|g[èe]nes))(?:\s+[\p{L}-]+){0,2}?\s+(?:are|were|sont)?\s*(?:crossed|crois[ée]e?s|mated)|\b(?:crois(?:e|ons|ent)|cross(?:es|ing)?)\s+(?:deux|two)\s+(?:[\p{L}-]+\s+){0,2}?(?:doubles?\s+h[ée]t[ée]rozygotes|dihybrides|h[ée]t[ée]rozygotes\s+pour\s+les\s+deux\s+(?:caract[èe]res|g[èe]nes)|double\s+heterozygotes|dihybrids|heterozygous\s+for\s+both\s+(?:traits|genes|characters))/iu;

/** A part of the body a form is said of ("yellow seeds", "white-flowered", « ailes longues »), as one word for both languages. */
const BODY_PARTS: Array<[RegExp, string]> = [
  [/^(?:flowers?|flowered|fleurs?)$/i, 'flower'], [/^(?:seeds?|seeded|graines?)$/i, 'seed'], [/^(?:pods?|podded|gousses?)$/i, 'pod'],
  [/^(?:eyes?|eyed|yeux)$/i, 'eye'], [/^(?:wings?|winged|ailes?)$/i, 'wing'], [/^(?:body|bodied|bodies|corps)$/i, 'body'],
  [/^(?:hair|haired|fur|furred|coat|coated|pelage|poils?)$/i, 'coat'], [/^(?:stems?|tiges?|plants?|height|taille)$/i, 'stem'],
];
const BODY_WORD = String.raw`(?:flowers?|seeds?|pods?|eyes|wings?|body|hair|fur|coat|stems?|plants?|height|fleurs?|graines?|gousses?|yeux|ailes|corps|pelage|poils?|tiges?)`;
const bodyOf = (w: string | undefined): string | null => (w ? BODY_PARTS.find(([re]) => re.test(w))?.[1] ?? null : null);
/**
 * Each trait word with the part it is said of, when one is said: the word after it in English
 * ("yellow seeds"), before it in French (« graines vertes »), or its own suffix ("white-flowered").
 */
function formsWithParts(text: string, fr: boolean): Array<{ word: string; part: string | null }> {
  const words = text.split(/[^\p{L}-]+/u).filter(Boolean);
  return words.flatMap((w, k) => {
    const [base, suffix] = w.split('-');
    if (!isTrait(base)) return [];
    const around = fr ? [words[k - 1], words[k + 1]] : [words[k + 1], words[k - 1]];
    return [{ word: base, part: bodyOf(suffix) ?? bodyOf(around[0]) ?? bodyOf(around[1]) }];
  });
}

/**
 * A parent said heterozygous for two forms ("a plant heterozygous for tall and round", "heterozygous
 * for purple flowers and yellow seeds", « hétérozygote pour les caractères graines jaunes et fleurs
 * violettes »): a heterozygote shows the dominant form of each gene, so both named forms are dominant,
 * each over the one other form of its character the text names ("short", "white-flowered"), said of
 * the same part when a part is said. The dominance is written in front, unless the text says it, and
 * the parent is said heterozygous for both traits, for the reader above. Null when a form's partner is
 * not named once.
 */
const FORM = String.raw`(?:the\s+|le\s+|la\s+|les\s+)?(?:${BODY_WORD}\s+)?([\p{L}-]{3,})(?:\s+${BODY_WORD})?(?:\s+(?:shape|colou?r|couleur|forme))?`;
const HETERO_FOR = new RegExp(String.raw`\b(?:heterozygous|h[ée]t[ée]rozygote?s?|hybrides?)\s+(?:for\s+(?:being\s+)?|pour\s+(?:les\s+caract[èe]res\s+|le\s+caract[èe]re\s+|les\s+formes\s+)?)${FORM}\s*(?:,\s*|\s+(?:and|et)\s+|\s*&\s*)${FORM}`, 'iu');

export function heterozygousForms(text: string): string | null {
  const m = HETERO_FOR.exec(text);
  if (!m || !isTrait(m[1]) || !isTrait(m[2])) return null;
  const parts = (k: number): string | null => bodyOf(m[0].slice(m[0].indexOf(m[k])).split(/\s+/).slice(0, 2).find((w) => bodyOf(w) !== null)) ?? m[0].slice(0, m[0].indexOf(m[k])).split(/\s+/).slice(-2).map(bodyOf).find((x) => x !== null) ?? null;
  const named = [{ form: m[1], part: parts(1) }, { form: m[2], part: parts(2) }];
  // two forms of one character said of one part are no two genes
  if (knownSameCharacter(stem(m[1]), stem(m[2])) && (named[0].part === null || named[0].part === named[1].part)) return null;
  const fr = /\b(?:h[ée]t[ée]rozygote|hybride|croise|crois[ée]e?|plant\s+de|graines?)\b/i.test(text);
  const forms = formsWithParts(text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length), fr);
  const partner = (form: string, part: string | null): string | null => {
    const others = forms.filter((f) => stem(f.word) !== stem(form) && knownSameCharacter(stem(f.word), stem(form)) && (part === null || f.part === part || f.part === null));
    // said of the same part first: "white-flowered" beside "purple flowers"
    const sameSaid = part === null ? others : others.filter((f) => f.part === part);
    const pick = [...new Set((sameSaid.length ? sameSaid : others).map((f) => stem(f.word)))];
    return pick.length === 1 ? (others.find((f) => stem(f.word) === pick[0])?.word ?? null) : null;
  };
  const pairs = named.map((n) => ({ form: n.form, other: partner(n.form, n.part) }));
  if (pairs.some((p) => p.other === null) || stem(pairs[0].other ?? '') === stem(pairs[1].other ?? '')) return null;
  const said = (form: string): boolean => new RegExp(String.raw`(?<![\p{L}])${stem(form)}\p{L}*\s+(?:[\p{L}-]+\s+){0,2}?(?:is|are|est|sont)\s+(?:completely\s+)?dominant|(?<![\p{L}])${stem(form)}\p{L}*\s+domine`, 'iu').test(text);
  const front = pairs.filter((p) => !said(p.form)).map((p) => (fr ? `${p.form.toLowerCase()} domine ${p.other?.toLowerCase()}` : `${p.form.toLowerCase()} is dominant over ${p.other?.toLowerCase()}`));
  const both = fr ? 'hétérozygote pour les deux caractères' : 'heterozygous for both traits';
  return `${front.length ? `${front.join(fr ? ' et ' : ' and ')}. ` : ''}${text.slice(0, m.index)}${both}${text.slice(m.index + m[0].length)}`;
}

export function dihybridWordsText(text: string): string | null {
  // letters the text ties itself ("tall (T)") are the other reader's: its own letters are never overridden
  if (tiedLetters(text).length > 0) return null;
  const said = [...text.matchAll(DOMINANCE)];
  // no form said dominant: two double heterozygotes are the textbook AaBb × AaBb, their forms unnamed
  const bare = said.length === 0 ? TWO_BOTH.exec(text) : null;
  if (bare) return `${text.slice(0, bare.index)} AaBb × AaBb. ${text.slice(bare.index + bare[0].length)}`;
  // "… and yellow is dominant": of the two words before the verb, the one that names a form
  const genes: Gene[] = said.map((d) => {
    const dom = !isTrait(d[1]) && d[2] && isTrait(d[2]) ? d[2] : d[1];
    return { dominant: stem(dom), recessive: stem(d[3]), letter: dom[0].toUpperCase(), words: [dom, d[3]] };
  });
  if (genes.length !== 2 || new Set(genes.flatMap((g) => [g.dominant, g.recessive])).size !== 4 || genes[0].letter === genes[1].letter) return null;
  if (!genes.every((g) => isTrait(g.words[0]) || isTrait(g.words[1]))) return null;
  // the cross told after the dominance
  const after = said[1].index + said[1][0].length;
  const two = TWO_BOTH.exec(text.slice(after));
  if (two) {
    const both = genes.map((g) => g.letter + g.letter.toLowerCase()).join('');
    return `${ties(genes)} ${text.slice(0, after + two.index)} ${both} × ${both}. ${text.slice(after + two.index + two[0].length)}`;
  }
  // two forms joined by "and" (« à graines jaunes et lisses ») describe one parent, never two
  const told = text.slice(after).replace(/([\p{L}-]+)\s+(?:et|and)\s+([\p{L}-]+)/gu, (all: string, a: string, b: string) => (isTrait(a) && isTrait(b) ? `${a} ${b}` : all));
  const m = CROSS.exec(told);
  if (!m) return null;
  const sides = m[1] !== undefined ? [m[1], m[2]] : m[3] !== undefined ? [m[3], m[4]] : [m[5], m[6]];
  const genotype = (side: string): string | null => {
    if (BOTH_HETERO.test(side)) return genes.map((g) => g.letter + g.letter.toLowerCase()).join('');
    if (BOTH_RECESSIVE.test(side)) return genes.map((g) => g.letter.toLowerCase().repeat(2)).join('');
    const words = side.split(/[^\p{L}-]+/u).map((w) => stem(w.replace(/-(?:podded|seeded|flowered|winged|bodied|eyed|haired|tailed|furred|coated|fruited)$/i, '')));
    // a recessive form shows the recessive homozygote; a dominant one is told only by a pure line ("pure-breeding tall round", « lignée pure »)
    const pure = PURE_LINE.test(side);
    const parts = genes.map((g) => {
      const dom = words.includes(g.dominant);
      const rec = words.includes(g.recessive);
      if (rec && !dom) return g.letter.toLowerCase().repeat(2);
      return dom && !rec && pure ? g.letter.repeat(2) : null;
    });
    return parts.every((x) => x !== null) ? parts.join('') : null;
  };
  const [a, b] = sides.map(genotype);
  if (!a || !b) return null;
  return `${ties(genes)} ${text.slice(0, after)}${told.slice(0, m.index)} ${a} × ${b}. ${told.slice(m.index + m[0].length)}`;
}

/** Each form tied to its letter, so that the question's words are read against the genotypes: "tall (T), dwarf (t)". */
const ties = (genes: Gene[]): string => `${genes.map((g) => `${g.words[0].toLowerCase()} (${g.letter}), ${g.words[1].toLowerCase()} (${g.letter.toLowerCase()})`).join('; ')}.`;
