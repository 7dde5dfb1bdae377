import type { Task } from '../task/task';
import type { AlleleCrossTask } from '../biology/task';
import { SolverError } from '../errors';
import { unplacedOffspringQuestion } from './offspringQuestion';
import { partNotUnderstood } from './partNotUnderstood';
import { F1_AMONG_THEMSELVES } from './uniformF1';

/**
 * One-gene crosses beyond simple dominance, as students write them, in English and French:
 * X-linked genes ("XHXh × XHY: probability that a son is colour-blind", "une femme conductrice
 * X^D X^d et un homme sain : probabilité d'avoir un garçon daltonien"), blood groups ("IAi × IBi:
 * probability of blood type O", "a man of blood group AB and a woman of group O"), incomplete
 * dominance and codominance ("CRCW × CRCW", "two pink snapdragons are crossed", "roan × roan").
 * A part of the question it cannot place is named in a refusal, never answered as another cross.
 */

/** Words saying the heterozygote is intermediate, or shows both traits: simple dominance would misread these crosses. */
export const INCOMPLETE = /incomplete\s+dominance|dominance\s+incompl[èe]te|incompletely\s+dominant|interm[ée]diaire|intermediate|\bblend|\bpink\b|\broses?\b/i;
export const CODOMINANT = /co-?dominan|\broan\b|\brouan|both\s+(?:colou?rs|traits)\s+(?:are\s+)?(?:expressed|shown)|tortoiseshell|calico|\bécaille/i;
export const X_LINKED = /x[\s-]*linked|sex[\s-]*linked|li[ée]e?s?\s+(?:à\s+l['’]X|au\s+(?:chromosome\s+)?X|au\s+sexe)|gonosom|colou?r[\s-]*blind|daltoni|h[ée]mophil|haemophil|\bX\^?[A-Za-z]\s*(?:X\^?[A-Za-z]|Y)\b/i;

const SUP: Record<string, string> = {
  ᴬ: 'A', ᴮ: 'B', ᴰ: 'D', ᴱ: 'E', ᴳ: 'G', ᴴ: 'H', ᴵ: 'I', ᴶ: 'J', ᴷ: 'K', ᴸ: 'L', ᴹ: 'M', ᴺ: 'N', ᴼ: 'O', ᴾ: 'P', ᴿ: 'R', ᵀ: 'T', ᵁ: 'U', ᵂ: 'W',
  ᵃ: 'a', ᵇ: 'b', ᶜ: 'c', ᵈ: 'd', ᵉ: 'e', ᶠ: 'f', ᵍ: 'g', ʰ: 'h', ⁱ: 'i', ʲ: 'j', ᵏ: 'k', ˡ: 'l', ᵐ: 'm', ⁿ: 'n', ᵒ: 'o', ᵖ: 'p', ʳ: 'r', ˢ: 's', ᵗ: 't', ᵘ: 'u', ᵛ: 'v', ʷ: 'w',
};
/** Superscripts written X^{H}, Xᴴ or X^H all become X^H. */
const normalize = (s: string): string => s.replace(/\p{Lm}/gu, (c) => (SUP[c] ? `^${SUP[c]}` : c)).replace(/\^\s*\{\s*([A-Za-z0-9]{1,2})\s*\}/g, '^$1');

const ASK = /probabilit|chance|fraction|proportion|percent|pourcentage|\bodds\b|likel|how\s+many|expected\s+number|number\s+of|combien|nombre\s+(?:attendu\s+)?de|\bratio|\brapport|r[ée]partition|what\s+(?:is|are|will)|quel(?:le)?s?\b|\?/i;
const GENO_RATIO = /genotyp\w*\s+(?:ratio|proportions?|frequenc)|ratio\s+of\s+(?:the\s+)?genotypes|rapport\s+g[ée]notypique|proportions?\s+g[ée]notypiques?|g[ée]notypes?\s+(?:attendus\s+)?(?:et\s+leurs\s+)?proportions/i;
const PHENO_RATIO = /phenotyp\w*\s+(?:ratio|proportions?|frequenc)|ratio\s+of\s+(?:the\s+)?phenotypes|rapport\s+ph[ée]notypique|proportions?\s+ph[ée]notypiques?|ph[ée]notypes?\s+(?:attendus\s+)?(?:et\s+leurs\s+)?proportions/i;
const POSSIBLE_PHENOTYPES = /(?:possible|all\s+(?:the\s+)?)\s*(?:blood\s+(?:types?|groups?)|phenotypes?)|(?:blood\s+(?:types?|groups?)|phenotypes?)\s+(?:are\s+)?possible|groupes?\s+sanguins?\s+possibles|ph[ée]notypes?\s+possibles|(?:probability|chances?)\s+of\s+each\s+(?:blood\s+(?:type|group)|phenotype)/i;
const COUNT = /how\s+many|expected\s+number|number\s+of|combien|nombre\s+(?:attendu\s+)?de/i;
const BROOD = String.raw`(?:offspring|progeny|children|kids|calves|chicks|plants|flowers|seeds|kittens|puppies|mice|flies|individuals|descendants|enfants|veaux|poussins|plantes|fleurs|graines|chatons|souris|individus)`;

const MALE = /\b(?:sons?|boys?|males?|fils|garçons?|mâles?)\b/i;
const FEMALE = /\b(?:daughters?|girls?|females?|filles?|femelles?)\b/i;
/**
 * Asked among one sex ("that a son is", "probability a son is", "their son will be", "for a son to
 * be", "of their sons", "parmi les garçons", "qu'un garçon soit"), not of all children ("a
 * colour-blind son"): a child of one sex as the subject of the question's verb is that sex's.
 */
const AMONG = /(?<![\p{L}])(?:a|their|the|any|his|her)\s+(son|daughter|boy|girl|male|female)\s+(?:is|will|would|be|has|gets|inherits|develops)\b|\bfor\s+(?:a|their|the)\s+(son|daughter|boy|girl)\s+to\s+be\b|(?:that|if|whether|each)\s+(?:a|their|the|any|one\s+of\s+their)?\s*(?:(?:first|next|second|third|eldest|oldest|youngest)\s+)?(son|daughter|boy|girl|male|female)s?\b|(?:of|among|for)\s+(?:the\s+|their\s+|all\s+)?(sons|daughters|boys|girls|males|females|male\s+\w+|female\s+\w+)|(sons|daughters|boys|girls)\s+(?:will|would|are|be|who)|if\s+(?:they\s+have\s+)?a\s+(son|daughter|boy|girl)|parmi\s+(?:les|leurs)\s+(garçons|fils|filles|mâles|femelles)|qu['’]une?\s+(?:(?:de\s+(?:leurs|ses|ces|nos|vos)|des)\s+)?(garçons?|fils|filles?)|(?:l['’]une?|chacune?|aucune?)\s+(?:de\s+(?:leurs|ses|ces)|des)\s+(garçons|fils|filles)|(garçons|fils|filles)\s+(?:seront|soient|sont)|si\s+(?:c['’]est|ils\s+ont)\s+une?\s+(garçon|fils|fille)|pour\s+une?\s+(garçon|fils|fille)/iu;

/** A child of one sex stated in the data ("they have a son. Probability that he is …", « ils ont une fille ») asks among that sex. */
const GIVEN_CHILD = /\b(?:have|has|had|expect(?:s|ing)?|gives?\s+birth\s+to)\s+a\s+(son|boy|daughter|girl)\b|\b(?:ont|a|attendent)\s+(?:un|une)\s+(garçon|fils|fille)\b/i;

const AFFECTED = /\brecessive\s+(?:son|daughter|child|male|female|phenotype|trait)|ph[ée]notype\s+r[ée]cessif|colou?r[\s-]*blind|(?:with|has|have|having|had|avec|ait|aura)\s+(?:the\s+|une?\s+|l['’])?(?:h[ée]mophil|haemophil|daltonism)|daltonien\w*|haemophiliac|hemophiliac|h[ée]mophile|affected|atteinte?s?|malades?|\bsick\b|diseased|shows?\s+the\s+(?:trait|disease|disorder)|has\s+the\s+(?:disease|disorder)/i;
const HEALTHY = /\bnormal|\b(?:does|do|did)\s+not\s+have|\b(?:doesn['’]t|don['’]t)\s+have|n['’](?:est|a)\s+pas\s+(?:atteint|h[ée]mophile|daltonien)|\bwithout\s+(?:the\s+)?(?:h[ée]mophil|haemophil|colou?r|disease|disorder)|\bsans\s+(?:l['’])?(?:h[ée]mophil|daltonisme|maladie)|unaffected|non[\s-](?:atteint|daltonien|h[ée]mophile)\w*|\bsaine?s?\b|healthy|not\s+(?:colou?r[\s-]*blind|affected|h(?:a)?emophiliac)/i;
const CARRIER = /\bcarriers?\b|conductrices?|porteuses?|vectrices?|transmettrices?/i;

type Partial = Pick<AlleleCrossTask, 'linkage' | 'alleles' | 'expression' | 'parents'>;
interface Found {
  alleles: string[];
  at: number;
  end: number;
}

const refuse = partNotUnderstood;

// ------------------------------------------------------------------------------------ notations

/** X-linked genotypes: X^H X^h (two alleles), X^h Y (one). */
function xTokens(s: string): Found[] {
  return [...s.matchAll(/(?<![\p{L}\d])X\^?([A-Za-z])\s*(?:X\^?([A-Za-z])|(Y))(?![\p{L}\d^])/gu)].map((m) => ({ alleles: m[2] ? [m[1], m[2]] : [m[1]], at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** ABO genotypes: IAi, I^A I^B, ii. */
function aboTokens(s: string): Found[] {
  const one = String.raw`(I\^?[AB]|i)`;
  // a genotype alone in brackets, "type A mother (IAi)", is one as well
  return [...s.matchAll(new RegExp(String.raw`(?<![\p{L}\d(])${one}\s?${one}(?![\p{L}\d^)])|(?<=\()${one}\s?${one}(?=\))`, 'gu'))]
    .filter((m) => m[0].replace(/\s/g, '') !== 'ii' || /blood|sanguin|group|type|I\^?[AB]/i.test(s))
    .map((m) => ({ alleles: [m[1] ?? m[3], m[2] ?? m[4]].map((a) => (a === 'i' ? 'i' : `I^${a.slice(-1)}`)), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** Alleles written as a letter with a tag: C^R C^W, CRCW (the same letter twice, tags in capitals). */
function taggedTokens(s: string): Found[] {
  return [...s.matchAll(/(?<![\p{L}\d])([A-Z])\^?([A-Z0-9])\s?\1\^?([A-Z0-9])(?![\p{L}\d^])/gu)]
    .filter((m) => m[0].includes('^') || m[2] !== m[1] || m[3] !== m[1])
    .map((m) => ({ alleles: [`${m[1]}^${m[2]}`, `${m[1]}^${m[3]}`], at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** Two capital letters for two alleles of equal rank (RR, RW, WW), or a letter and its lower case (Rr) read with the words of incomplete dominance. */
function letterTokens(s: string): Found[] {
  return [...s.matchAll(/(?<![\p{L}\d^])([A-Za-z])([A-Za-z])(?![\p{L}\d^])/gu)]
    .filter((m) => (/[A-Z]/.test(m[1]) && /[A-Z]/.test(m[2])) || (m[1] === m[2].toUpperCase() && m[2] === m[2].toLowerCase()) || (m[1].toLowerCase() === m[1] && m[1] === m[2]))
    .map((m) => ({ alleles: [m[1], m[2]], at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

// -------------------------------------------------------------------------------- words of colour

/** Colour words in both languages, with the initials a class writes for their alleles. */
const COLOURS: Array<[RegExp, string[]]> = [
  [/\b(?:red|rouges?)\b/i, ['R']],
  [/\b(?:white|blanc(?:he)?s?)\b/i, ['W', 'B']],
  [/\b(?:black|noire?s?)\b/i, ['B', 'N']],
  [/\b(?:yellow|jaunes?)\b/i, ['Y', 'J']],
  [/\b(?:brown|brune?s?)\b/i, ['B']],
];
const INTERMEDIATE = /\b(?:pink|roses?|ros[ée]e?s?|roan|rouan(?:ne)?s?|intermediate|interm[ée]diaires?|blue|bleue?s?|speckled)\b/i;

/** The allele a colour word names among the task's alleles (red → R or C^R). */
function colourAllele(word: string, alleles: string[]): string | null {
  const hit = COLOURS.find(([re]) => re.test(word));
  if (!hit) return null;
  // R for red before r: a capital is the colour's initial, the lower case the other allele
  const exact = alleles.filter((a) => hit[1].includes(a.slice(-1)));
  const found = exact.length ? exact : alleles.filter((a) => hit[1].includes(a.slice(-1).toUpperCase()));
  return found.length === 1 ? found[0] : null;
}

/** A phenotype named in words: a colour (one allele shown), the intermediate (both shown). */
function colourPhenotype(q: string, alleles: string[]): string[] | null | undefined {
  if (INTERMEDIATE.test(q)) return alleles.length === 2 ? alleles : null;
  const named = COLOURS.filter(([re]) => re.test(q));
  if (named.length === 0) return undefined;
  if (named.length > 1) return null;
  const a = colourAllele(q, alleles);
  return a ? [a] : null;
}

// ----------------------------------------------------------------------------------- the reader

export function readAlleleCross(raw: string): Task | SolverError | null {
  const text = normalize(raw);
  const canon = readCanonical(text);
  if (canon) return canon;
  const x = X_LINKED.test(text);
  // the MN blood group: two codominant alleles L^M and L^N, groups M, MN and N
  const mnNamed = (MN_GROUP.test(text) || new RegExp(MN_TOKEN.source, 'u').test(text)) && !/\b(?:type|group|groupe)\s+(?:sanguin\s+)?(?:AB|A|B|O)\b/.test(text);
  // MN groups counted in a population are Hardy–Weinberg's, never a cross
  if (mnNamed && /frequenc|fr[ée]quence|population|sample|survey|[ée]chantillon|\d+\s*%/i.test(text)) return null;
  const mn = mnNamed;
  const abo = /blood|sanguin|\bI\^?[AB]\b|\bI\^?[AB]\s?(?:I\^?[AB]|i)\b/i.test(text) || /\b(?:group|groupe)\s+(?:AB|A|B|O)\b/.test(text) || mn;
  const blend = INCOMPLETE.test(text) || CODOMINANT.test(text);
  if (!x && !abo && !blend) return null;
  // genetics words or a genotype in one of these notations, so that a word problem about pink roses is left alone
  const notation = xTokens(text).length + aboTokens(text).length + taggedTokens(text).length + (blend ? letterTokens(text).length : 0);
  if (!mn && !/cross|croise|[×✕]|\sx\s|\bmate[sd]?\b|\bbred\b|\bbreed|accoupl|offspring|calves|veaux|progeny|descendan|genotyp|génotyp|phenotyp|phénotyp|punnett|échiquier|all[eè]l|dominan|heterozyg|h[ée]t[ée]rozyg|homozyg|\bF[12]\b|inherit|h[ée]r[ée]dit|x[\s-]*linked|li[ée]e?\s+à\s+l['’]X|blood\s+(?:type|group)|groupe\s+sanguin|h[ée]mophil|haemophil|colou?r[\s-]*blind|daltoni/i.test(text) && notation === 0) return null;
  // parents in words only: a couple or a cross must be named; a share of a population is Hardy–Weinberg's
  if (notation === 0 && (/\d\s*%|\bper\s*cent\s+of|pour\s*cent\s+des|frequenc|fr[ée]quence|population|\b1\s+(?:in|sur|out\s+of)\s+\d/i.test(text) || !/marr|[ée]pous|couple|cross|croise|mated?\b|breed|bred\b|\bchild|children|enfant|have\s+(?:a\s+)?(?:son|daughter)|parents?\b|\b(?:woman|man|mother|father|husband|wife|femme|homme|m[èe]re|p[èe]re)\b|[×✕]|\bx\b/i.test(text))) return null;
  const askAt = text.search(ASK);
  const setup = askAt >= 0 ? text.slice(0, askAt) : text;
  const read = (before: string, asked: string): AlleleCrossTask | SolverError | null => {
    const cross = secondGeneration(text, x ? xCross(text, before) : mn ? mnCross(before) : abo ? aboCross(before) : blendCross(text, before));
    return cross instanceof SolverError || cross === null ? cross : question(cross, asked, text);
  };
  // parents written in the question ("that a child of IAIB and ii parents has blood type B"): read from the whole text, the question without them
  const tokensOf = x ? xTokens : abo ? aboTokens : taggedTokens;
  const inQuestion = tokensOf(setup).length === 0 ? tokensOf(text) : [];
  if (inQuestion.length === 2) {
    const blanked = inQuestion.reduceRight((s, t) => s.slice(0, t.at) + ' '.repeat(t.end - t.at) + s.slice(t.end), text);
    return read(text, blanked.slice(Math.max(0, askAt)));
  }
  // a cross in colour words inside the question ("… of the calves from roan x roan will be roan?"): the parents from there, the question without them
  const own = !x && !abo && askAt >= 0 ? QUESTION_CROSS.exec(text.slice(askAt)) ?? CROSS_OF.exec(text.slice(askAt)) : null;
  if (own) {
    const asked = text.slice(askAt);
    return read(`${setup} ${own[0]}`, asked.slice(0, own.index) + ' '.repeat(own[0].length) + asked.slice(own.index + own[0].length));
  }
  return read(setup, askAt >= 0 ? text.slice(askAt) : '');
}

/** "the cross of a roan bull with a white cow", « le croisement d'un taureau rouan et d'une vache blanche ». */
const CROSS_OF = /\b(?:cross(?:ing)?|croisement)\s+(?:of|between|d['’]|de|entre)\s*(?:an?\s+|une?\s+)?(?:[\p{L}-]+\s+){0,1}?[\p{L}-]+\s+(?:[\p{L}-]+\s+){0,1}?(?:with|and|to|avec|et)\s+(?:an?\s+|une?\s+|d['’]\s*une?\s+)?(?:[\p{L}-]+\s+)?[\p{L}-]+/iu;
const QUESTION_CROSS = /\b(?:from|of|in|de|issus?\s+d[eu']|dans)\s+(?:an?\s+|the\s+|une?\s+|le\s+)?(?:cross(?:ing)?\s+(?:of|between)\s+|croisement\s+)?[\p{L}-]+(?:\s*[×✕]\s*|\s+x\s+)[\p{L}-]+/iu;


/** The F2 asked of true-breeding parents: their F1 crossed among themselves; of other parents it is refused. */
function secondGeneration(text: string, cross: Partial | SolverError | null): Partial | SolverError | null {
  if (cross === null || cross instanceof SolverError || !(/\bF2\b|\bF₂\b|second\s+generation|deuxi[èe]me\s+g[ée]n[ée]ration/i.test(text) || F1_AMONG_THEMSELVES.test(text))) return cross;
  const [a, b] = cross.parents;
  if (cross.linkage === 'x_linked' || a.length !== 2 || b.length !== 2 || a[0] !== a[1] || b[0] !== b[1]) return refuse('The F2 of parents that are not both true-breeding', 'La F2 de parents qui ne sont pas tous deux de lignée pure');
  const f1 = [a[0], b[0]];
  return { ...cross, parents: [f1, [...f1]] };
}

/** The words about one parent end where the other's begin: "a man with hemophilia marries a normal woman". */
const clause = (words: string, who: RegExp): string => words.split(/\s(?:marr(?:ies|ied|y)|weds?|and|et|[ée]pouse|is\s+crossed|[×✕])\s/i).find((part) => who.test(part)) ?? words;
const WOMAN = /(?:woman|women|female|mother|wife|femme|m[èe]re|[ée]pouse)/i;
/** Both parents said unaffected at once: the father, named nowhere else, has the normal allele. */
const HEALTHY_COUPLE = /couple\s+(?:de\s+)?(?:non[\s-](?:daltoniens|h[ée]mophiles|atteints)|sains)|(?:normal|healthy|unaffected)\s+(?:couple|parents)|both\s+parents\s+(?:are\s+|have\s+)?(?:normal|healthy|unaffected)|parents\s+(?:sains|non[\s-]atteints)/i;
const MAN = /\b(?:man|men|male|father|husband|homme|p[èe]re|mari)\b/i;

function xCross(text: string, setup: string): Partial | SolverError | null {
  const tokens = xTokens(setup);
  let mother = tokens.find((t) => t.alleles.length === 2)?.alleles;
  let father = tokens.find((t) => t.alleles.length === 1)?.alleles;
  const letters = [...new Set([...(mother ?? []), ...(father ?? [])].map((a) => a.toUpperCase()))];
  // parents in words: "a carrier woman and a normal man", "une femme conductrice et un homme daltonien"
  const L = letters.length === 1 ? letters[0] : /h[ée]mophil|haemophil/i.test(text) ? 'H' : /colou?r[\s-]*blind|daltoni/i.test(text) ? 'B' : 'A';
  const l = L.toLowerCase();
  if (!mother) {
    const woman = clause(/(\S+\s+){0,3}(?:woman|women|female|mother|wife|femme|m[èe]re|[ée]pouse)(\s+\S+){0,6}/i.exec(text)?.[0] ?? '', WOMAN);
    // a healthy daughter of an affected father carries his X: "a normal woman whose father had hemophilia"
    const fatherAffected = /\b(?:whose|dont\s+le)\s+(?:father|p[èe]re)\s+(?:had|has|was|is|avait|était|est)\b/i.test(woman) && AFFECTED.test(woman.replace(/^.*?\b(?:whose|dont)\b/i, ' has '));
    const own = woman.replace(/\b(?:whose|dont)\b.*$/i, ' ');
    const notCarrier = /not\s+a\s+carrier|non[\s-](?:porteuse|conductrice)|pas\s+(?:porteuse|conductrice)/i.test(woman);
    mother = notCarrier && !AFFECTED.test(own.replace(/^.*?(?:woman|femme|mother|m[èe]re)/i, '')) ? [L, L] : fatherAffected && !(AFFECTED.test(own) && !HEALTHY.test(own)) ? [L, l] : CARRIER.test(woman) || /heterozyg|h[ée]t[ée]rozyg/i.test(woman) ? [L, l] : AFFECTED.test(woman) && !HEALTHY.test(woman) ? [l, l] : /homozyg\w*\s+(?:normal|dominant)|not\s+a\s+carrier|non\s+(?:porteuse|conductrice)/i.test(woman) ? [L, L] : undefined;
  }
  if (!father) {
    // his words run to the end of his clause ("a man who is not colour-blind"), never past a stop into the question
    const man = clause(/(\S+\s+){0,3}\b(?:man|men|male|father|husband|homme|p[èe]re|mari)\b(\s+[^\s.;:?!]+){0,5}/i.exec(text.replace(/\b(?:whose|dont\s+le)\s+(?:father|p[èe]re)\b/gi, ' '))?.[0] ?? '', MAN);
    father = AFFECTED.test(man) && !HEALTHY.test(man) ? [l] : HEALTHY.test(man) || (!man && HEALTHY_COUPLE.test(text)) ? [L] : undefined;
  }
  if (!mother) return tokens.length || /woman|femme|mother|m[èe]re/i.test(setup) ? refuse('The mother’s genotype (write it like X^H X^h, or say carrier / not a carrier)', 'Le génotype de la mère (écrivez-le comme X^H X^h, ou dites conductrice / non conductrice)') : null;
  if (!father) return refuse('The father’s genotype (write it like X^H Y or X^h Y)', 'Le génotype du père (écrivez-le comme X^H Y ou X^h Y)');
  const all = [...new Set([...mother, ...father])];
  const upper = all.filter((a) => a === a.toUpperCase());
  const lower = all.filter((a) => a !== a.toUpperCase());
  // one letter in two cases: dominant and recessive; other letters only when the words say codominance,
  // or one capital and one small letter (X^N normal, X^c colour-blind), which is the dominant and its recessive
  const dominance = all.every((a) => a.toUpperCase() === all[0].toUpperCase()) || (all.length === 2 && upper.length === 1 && !CODOMINANT.test(text));
  if (!dominance && !CODOMINANT.test(text)) return refuse(`The alleles ${all.join(', ')} (a dominant allele and its recessive are one letter in two cases, X^H and X^h)`, `Les allèles ${all.join(', ')} (un allèle dominant et son récessif s’écrivent avec une même lettre, X^H et X^h)`);
  const symbols = dominance ? [...upper, ...lower] : all;
  if (dominance && all.length === 1) symbols.push(all[0] === all[0].toUpperCase() ? all[0].toLowerCase() : all[0].toUpperCase());
  const alleles = symbols.map((s) => ({ symbol: s, rank: dominance && s !== s.toUpperCase() ? 0 : 1 }));
  return { linkage: 'x_linked', alleles, expression: dominance ? 'dominance' : 'codominance', parents: [mother, father] };
}

const GROUP = /(?:blood\s+)?(?:type|group|groupe)\s+(?:sanguin\s+)?(AB|A|B|O)(?![\p{L}\d])/iu;
/** A parent's genotype from its blood group: AB and O are certain, A and B need "homozygous" or "heterozygous". */
function groupGenotype(phrase: string): string[] | null {
  const m = GROUP.exec(phrase);
  if (!m) return null;
  const g = m[1].toUpperCase();
  // the genotype written in ABO letters beside the group: « groupe A de génotype AO », "type A (genotype AO)"; it must give that group
  const written = /\b(?:g[ée]notype|genotype)\s*(?:de\s+|is\s+|:\s*|=\s*)?\(?\s*([ABO])([ABO])\s*\)?(?![\p{L}\d])/u.exec(phrase);
  if (written) {
    const alleles = [written[1], written[2]].map((c) => (c === 'A' ? 'I^A' : c === 'B' ? 'I^B' : 'i'));
    const shown = alleles.includes('I^A') && alleles.includes('I^B') ? 'AB' : alleles.includes('I^A') ? 'A' : alleles.includes('I^B') ? 'B' : 'O';
    return shown === g ? alleles.sort((x, y) => (x === 'i' ? 1 : 0) - (y === 'i' ? 1 : 0)) : null;
  }
  if (g === 'AB') return ['I^A', 'I^B'];
  if (g === 'O') return ['i', 'i'];
  if (/heterozyg|h[ée]t[ée]rozyg/i.test(phrase)) return [`I^${g}`, 'i'];
  if (/homozyg/i.test(phrase)) return [`I^${g}`, `I^${g}`];
  return null;
}

/** An MN blood group named: "blood type MN", « groupe M », "MN blood". */
const MN_GROUP = /(?:blood\s+|sanguin\s+)?(?:type|group|groupe)\s+(?:sanguin\s+)?(MN|M|N)(?![\p{L}\d])|(?<![\p{L}\d^])(MN|M|N)\s+(?:blood|type)\b/u;
/** An MN genotype written with the gene letter (L^M L^N, L^{M}L^{N}) or bare beside a cross sign (MN × MM). */
const MN_TOKEN = /\bL\s*\^?\s*\{?([MN])\}?\s*L\s*\^?\s*\{?([MN])\}?(?![\p{L}\d])|(?<![\p{L}\d])([MN])([MN])(?=\s*(?:[×✕]|x\s|crossed|and\s+(?:an?\s+)?[MN]{2}\b))|(?<=(?:[×✕]|\sx)\s*)([MN])([MN])(?![\p{L}\d])/gu;
const MN_ALLELE: Record<string, string> = { M: 'L^M', N: 'L^N' };

/** The two parents of an MN cross, by their genotypes written or their groups named ("both parents have MN blood"). */
function mnCross(setup: string): Partial | SolverError | null {
  let parents = [...setup.matchAll(MN_TOKEN)].map((m) => [m[1] ?? m[3] ?? m[5], m[2] ?? m[4] ?? m[6]].map((c) => MN_ALLELE[c]));
  if (parents.length === 0) {
    const phrases = setup.split(/\s(?:and|et|crossed\s+with|×|x|avec|with|marries|married\s+to|[ée]pouse)\s/i).filter((p) => MN_GROUP.test(p));
    parents = phrases.map((p) => [...(MN_GROUP.exec(p)?.slice(1).find(Boolean) ?? '')].map((c) => MN_ALLELE[c]));
    parents = parents.map((g) => (g.length === 1 ? [g[0], g[0]] : g));
    // one group said of both: "both parents have MN blood", « les deux parents sont de groupe MN »
    if (parents.length === 1 && /\bboth\b|\b(?:the\s+)?two\s+parents|(?:les\s+)?deux\s+parents|tous\s+(?:les\s+)?deux/i.test(setup)) parents = [parents[0], parents[0]];
  }
  if (parents.length > 2) return refuse('More than two parents of the MN group', 'Plus de deux parents du groupe MN');
  if (parents.length !== 2 || parents.some((g) => g.length !== 2)) return null;
  const alleles = [{ symbol: 'L^M', rank: 1 }, { symbol: 'L^N', rank: 1 }];
  return { linkage: 'autosomal', alleles, expression: 'codominance', parents: [parents[0], parents[1]] };
}

function aboCross(setup: string): Partial | SolverError | null {
  const tokens = aboTokens(setup);
  let parents: string[][] = tokens.slice(0, 2).map((t) => t.alleles);
  if (tokens.length > 2) return refuse(`More than two parents (${tokens.map((t) => t.alleles.join('')).join(', ')})`, `Plus de deux parents (${tokens.map((t) => t.alleles.join('')).join(', ')})`);
  if (parents.length < 2) {
    // parents by blood group: "a man with blood type AB and a woman with type O"
    const phrases = setup.split(/\s(?:and|et|crossed\s+with|×|x|avec|with|marries|married\s+to|[ée]pouse)\s/i).filter((p) => GROUP.test(p));
    if (phrases.length !== 2 - parents.length) return null;
    // "both heterozygous", « tous deux hétérozygotes » said once of the two parents
    const both = /\bboth\s+(?:are\s+|being\s+)?(heterozygous|homozygous)|\b(?:both|the\s+two)\s+parents\s+(?:are\s+)?(heterozygous|homozygous)|tou(?:s|tes)\s+(?:les\s+)?deux\s+(h[ée]t[ée]rozygotes|homozygotes)/i.exec(setup);
    const said = both ? ` ${both[1] ?? both[2] ?? both[3]}` : '';
    const more = phrases.map((p) => groupGenotype(p + said));
    if (more.some((g) => g === null)) return refuse('A parent of blood group A or B whose genotype is not given (homozygous I^A I^A or heterozygous I^A i?)', 'Un parent du groupe A ou B dont le génotype n’est pas donné (homozygote I^A I^A ou hétérozygote I^A i ?)');
    parents = [...parents, ...(more as string[][])];
  }
  const alleles = [{ symbol: 'I^A', rank: 1 }, { symbol: 'I^B', rank: 1 }, { symbol: 'i', rank: 0 }];
  return { linkage: 'autosomal', alleles, expression: 'codominance', parents: [parents[0], parents[1]] };
}

function blendCross(text: string, setup: string): Partial | SolverError | null {
  const expression = CODOMINANT.test(text) && !/incomplete|incompl[èe]te/i.test(text) ? 'codominance' : 'incomplete';
  const tagged = taggedTokens(text);
  // letters read only when they spell one gene (two letters at most, either case)
  const written = letterTokens(text);
  const letters = tagged.length || new Set(written.flatMap((x) => x.alleles.map((a) => a.toUpperCase()))).size > 2 ? [] : written;
  const tokens = tagged.length ? tagged : letters;
  const symbols = [...new Set(tokens.flatMap((t) => t.alleles))];
  // the alleles: from the notation, else from the colour words (red and white; an intermediate alone: red and white)
  let alleles = symbols;
  if (alleles.length === 0) {
    const fr = /\b(?:rouge|blanc|blanche|rose|rouan|noir)/i.test(text);
    const named = COLOURS.filter(([re]) => re.test(text));
    // an intermediate (pink, roan) between red and white unless two other colours are named
    const redWhite = named.every(([, tags]) => tags[0] === 'R' || tags[0] === 'W');
    alleles = INTERMEDIATE.test(text) && redWhite ? (fr ? ['R', 'B'] : ['R', 'W']) : named.length === 2 ? named.map(([, tags]) => tags[fr && tags.length > 1 ? 1 : 0]) : [];
    if (alleles.length !== 2) return null;
  }
  if (alleles.length !== 2) return refuse(`The alleles ${alleles.join(', ')} (one gene with two alleles was expected)`, `Les allèles ${alleles.join(', ')} (un gène à deux allèles était attendu)`);
  // the cross: the last one written before the question, in notation or in words
  const inWords = wordCross(setup, alleles);
  const pair = tokens.filter((t) => t.end <= setup.length);
  const notation = pair.length >= 2 ? { at: pair[pair.length - 1].at, parents: [pair[pair.length - 2].alleles, pair[pair.length - 1].alleles] } : null;
  const chosen = inWords && (!notation || inWords.at > notation.at) ? inWords : notation;
  if (!chosen) return refuse('The two parents of the cross', 'Les deux parents du croisement');
  return { linkage: 'autosomal', alleles: alleles.map((s) => ({ symbol: s, rank: 1 })), expression, parents: [chosen.parents[0], chosen.parents[1]] };
}

/** A cross in colour words: "two pink snapdragons are crossed", "rose × rose", "a red snapdragon is crossed with a white one". */
function wordCross(setup: string, alleles: string[]): { at: number; parents: string[][] } | null {
  const genotype = (word: string): string[] | null => {
    if (INTERMEDIATE.test(word)) return [...alleles];
    const a = colourAllele(word, alleles);
    return a ? [a, a] : null;
  };
  // a word that is not an article, so that "a red snapdragon" is read from "red"
  const W = String.raw`(?!(?:an?|the|une?|la|le|les|two|deux)\b)([\p{L}-]+)`;
  const patterns = [
    new RegExp(String.raw`\b(?:two|deux)\s+(?:[\p{L}'’-]+\s+){0,3}?${W}\s+(?:[\p{L}'’-]+\s+){0,3}?(?:are|were|sont|is|est)?\s*(?:crossed|croisée?s|mated?|breed|bred|interbreed|accoupl)`, 'giu'),
    // "a cross between two pink plants", "we cross two pink plants", « on croise deux plantes roses »
    new RegExp(String.raw`\b(?:cross(?:es|ed|ing)?|croise[rz]?|croisons|croisement)\s+(?:(?:between|of|entre|de)\s+)?(?:two|deux)\s+(?:[\p{L}'’-]+\s+){0,3}?${W}`, 'giu'),
    // an x between words only with spaces around it, so that "veaux blancs" is no cross
    new RegExp(String.raw`\b${W}\s*(?:\([^)]*\)\s*)?(?:[×✕]|(?<=\s|\))x(?=\s))\s*${W}`, 'giu'),
    // « on croise un taureau rouan avec une vache rouanne », "cross a roan bull with a white cow"
    new RegExp(String.raw`\b(?:croise[rz]?|croisons|cross(?:es)?)\s+(?:an?\s+|une?\s+)((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+(?:with|and|avec|et)\s+(?:an?\s+|une?\s+)((?:[\p{L}-]+\s+)?[\p{L}-]+)`, 'giu'),
    // "the cross of a roan bull with a white cow", « le croisement d'un taureau rouan et d'une vache blanche »
    new RegExp(String.raw`\b(?:cross(?:ing)?|croisement)\s+(?:of|between|d['’]|de|entre)\s*(?:an?\s+|une?\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+(?:with|and|to|avec|et)\s+(?:an?\s+|une?\s+|d['’]\s*une?\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)`, 'giu'),
    new RegExp(String.raw`\b${W}\s+(?:[\p{L}-]+\s+){0,2}?(?:is\s+|est\s+)?(?:crossed|croisée?|mated)\s+(?:with|to|avec|par)\s+(?:an?\s+|une?\s+)?(?:[\p{L}-]+\s+){0,2}?${W}`, 'giu'),
  ];
  let best: { at: number; parents: string[][] } | null = null;
  for (const re of patterns) {
    for (const m of setup.matchAll(re)) {
      // "two … plants …": the word that names a colour, wherever it stands among the words after "two"
      const same = m[2] || !/\b(?:two|deux)\b/i.test(m[0]) ? null : setup.slice(m.index ?? 0).replace(/^.*?\b(?:two|deux)\s+/iu, '').split(/[^\p{L}-]+/u).slice(0, 5).find((x) => genotype(x));
      // a side of two words ("taureau rouan", "roan bull"): the one that names a colour
      const pick = (side: string): string => side.split(/\s+/).find((x) => genotype(x)) ?? side;
      const ws = m[2] ? [pick(m[1]), pick(m[2])] : [same ?? m[1], same ?? m[1]];
      const gs = ws.map(genotype);
      if (gs.every((g) => g) && (!best || (m.index ?? 0) > best.at)) best = { at: m.index ?? 0, parents: gs as string[][] };
    }
  }
  return best;
}

// ------------------------------------------------------------------------------------- question

function question(c: Partial, asked: string, text: string): AlleleCrossTask | SolverError | null {
  // a closing clause that gives the parents ("… if the mother is a carrier and the father is normal") is not the offspring asked about
  const q = asked.replace(/\b(?:if|when|given\s+that|si|sachant\s+que|lorsque|quand)\s+(?:the\s+|their\s+|la\s+|le\s+|sa\s+|son\s+|leur\s+)?(?:mother|father|m[èe]re|p[èe]re|woman|man|femme|homme|parents?)\b.*$/i, ' ');
  const base: AlleleCrossTask = { kind: 'allele_cross', ...c, want: 'probability' };
  const symbols = c.alleles.map((a) => a.symbol);
  // "phenotypic ratio" may begin before the word that starts the question
  if (GENO_RATIO.test(text) && !PHENO_RATIO.test(text)) return { ...base, want: 'genotype_ratio' };
  if (PHENO_RATIO.test(text) && !GENO_RATIO.test(text)) return { ...base, want: 'phenotype_ratio' };
  // every phenotype asked with its share: "the possible blood types of their children", « les groupes sanguins possibles des enfants et leurs probabilités »
  if (POSSIBLE_PHENOTYPES.test(q) && !GENO_RATIO.test(text)) return { ...base, want: 'phenotype_ratio' };
  // each genotype its own phenotype (a blend or both shown, two alleles): "the offspring ratio" is both ratios at once
  if (/\bratio|rapport/i.test(q) && c.linkage === 'autosomal' && c.expression !== 'dominance' && c.alleles.length === 2 && c.alleles[0].rank === c.alleles[1].rank) return { ...base, want: 'phenotype_ratio' };
  if (/\bratio|rapport/i.test(q)) return refuse('Which ratio is asked (genotype or phenotype)', 'Le rapport demandé (génotypique ou phénotypique)');
  const target: NonNullable<AlleleCrossTask['target']> = {};
  // a genotype written in the question
  const own = c.linkage === 'x_linked' ? xTokens(q) : symbols.includes('I^A') ? aboTokens(q) : taggedTokens(q).length ? taggedTokens(q) : letterTokens(q).filter((t) => t.alleles.every((a) => symbols.includes(a)));
  if (own.length > 1) return refuse(`Several genotypes asked at once (${own.map((t) => t.alleles.join('')).join(', ')})`, `Plusieurs génotypes demandés à la fois (${own.map((t) => t.alleles.join('')).join(', ')})`);
  if (own.length === 1) {
    if (!own[0].alleles.every((a) => symbols.includes(a))) return refuse(`The genotype ${own[0].alleles.join('')}, whose alleles are not those of the parents`, `Le génotype ${own[0].alleles.join('')}, dont les allèles ne sont pas ceux des parents`);
    target.genotype = own[0].alleles;
    if (c.linkage === 'x_linked') target.sex = own[0].alleles.length === 1 ? 'male' : 'female';
  }
  if (c.linkage === 'x_linked') {
    const [dom, rec] = [c.alleles.find((a) => a.rank === 1)?.symbol, c.alleles.find((a) => a.rank === 0)?.symbol];
    if (CARRIER.test(q)) {
      if (!dom || !rec) return null;
      target.genotype = [dom, rec];
      target.sex = 'female';
    } else if (AFFECTED.test(q) && !HEALTHY.test(q)) {
      if (!rec) return null;
      target.phenotype = [rec];
    } else if (HEALTHY.test(q)) {
      if (!dom) return null;
      target.phenotype = [dom];
    }
  } else if (symbols.includes('I^A')) {
    const g = GROUP.exec(q) ?? /\b(?:be|is|of|soit|du|group|groupe)\s+(AB|A|B|O)\s*\??\s*$/.exec(q);
    if (g) target.phenotype = g[1].toUpperCase() === 'O' ? ['i'] : g[1].toUpperCase() === 'AB' ? ['I^A', 'I^B'] : [`I^${g[1].toUpperCase()}`];
  } else if (symbols.includes('L^M')) {
    const g = MN_GROUP.exec(q) ?? /\b(?:be|is|of|soit|du|group|groupe)\s+(MN|M|N)\s*\??\s*$/.exec(q);
    const shown = g?.slice(1).find(Boolean);
    if (shown) target.phenotype = [...new Set([...shown].map((c) => MN_ALLELE[c]))];
  } else if (!target.genotype) {
    const shown = colourPhenotype(q, symbols);
    if (shown === null) return refuse('The phenotype asked (a colour that is not one of the two alleles)', 'Le phénotype demandé (une couleur qui n’est pas celle d’un des deux allèles)');
    if (shown) target.phenotype = shown;
    else if (/heterozyg|h[ée]t[ée]rozyg/i.test(q)) target.genotype = [...symbols];
  }
  // sons and daughters
  const male = MALE.test(q);
  const female = FEMALE.test(q);
  if (male && female) return refuse('Both sexes named in the question', 'Les deux sexes nommés dans la question');
  if ((male || female) && c.linkage === 'autosomal') return refuse('A child’s sex, for a gene not on the X chromosome', 'Le sexe d’un descendant, pour un gène non porté par le chromosome X');
  const given = male || female ? null : GIVEN_CHILD.exec(text.replace(q, ' '));
  const givenSex = given ? (/^(?:son|boy|garçon|fils)$/i.test(given[1] ?? given[2]) ? 'male' : 'female') : undefined;
  if (givenSex && c.linkage === 'autosomal') return refuse('A child’s sex, for a gene not on the X chromosome', 'Le sexe d’un descendant, pour un gène non porté par le chromosome X');
  const sex = male ? 'male' : female ? 'female' : givenSex;
  if (sex && target.sex && sex !== target.sex) return refuse('A genotype and a sex that contradict each other', 'Un génotype et un sexe contradictoires');
  const among = givenSex ?? (sex && AMONG.test(q) ? sex : undefined);
  if (sex && !among) target.sex = sex;
  if (!target.genotype && !target.phenotype && !target.sex) return refuse('The offspring asked about', 'Les descendants demandés');
  // "not affected", "non atteint" are the healthy phenotype, read above
  const unplaced = unplacedOffspringQuestion(q.replace(/\bnot\s+(?:colou?r[\s-]*blind|affected)|\bwithout\s+(?:the\s+)?(?:h[ée]mophil|haemophil|colou?r[\s-]*blind|disease|disorder)\w*|\bsans\s+(?:l['’])?(?:h[ée]mophil|daltonisme|maladie)\w*|\bnon[\s-]atteinte?s?/gi, ' '));
  if (unplaced) return unplaced;
  const task: AlleleCrossTask = { ...base, target, ...(among ? { among } : {}) };
  if (COUNT.test(q)) {
    const n = new RegExp(String.raw`(?:out\s+of|among|of|from|sur|parmi|in)\s+(\d[\d ,]*\d|\d+)\s+${BROOD}|(\d[\d ,]*\d|\d+)\s+${BROOD}`, 'i').exec(text);
    if (!n) return refuse('The number of offspring', 'Le nombre de descendants');
    const offspring = Number((n[1] ?? n[2]).replace(/[ ,]/g, ''));
    if (!Number.isInteger(offspring) || offspring < 1) return null;
    return { ...task, want: 'count', offspring };
  }
  if (!/probabilit|chance|fraction|proportion|percent|pourcentage|odds|likel|risk|risque/i.test(q)) return refuse('What is asked about the offspring (a probability, a number, a ratio)', 'Ce qui est demandé sur les descendants (une probabilité, un effectif, un rapport)');
  return task;
}

/** The canonical text written back by the describer (see biologyText). */
function readCanonical(text: string): AlleleCrossTask | null {
  const m = /^allele cross (autosomal|x_linked) (dominance|incomplete|codominance) ((?:\S+:\d ?)+); (\S+) x (\S+); (genotype_ratio|phenotype_ratio|probability|count)(?:; ([^;]+))?(?:; among (male|female))?(?:; offspring (\d+))?$/.exec(text.trim());
  if (!m) return null;
  const alleles = m[3].trim().split(' ').map((s) => ({ symbol: s.split(':')[0], rank: Number(s.split(':')[1]) }));
  const target: NonNullable<AlleleCrossTask['target']> = {};
  for (const part of (m[7] ?? '').split(', ').filter(Boolean)) {
    const [key, v] = part.split(' ');
    if (key === 'genotype') target.genotype = v.split('/');
    else if (key === 'phenotype') target.phenotype = v.split('/');
    else if (key === 'sex' && (v === 'male' || v === 'female')) target.sex = v;
  }
  const want = m[6] as AlleleCrossTask['want'];
  return {
    kind: 'allele_cross', linkage: m[1] as AlleleCrossTask['linkage'], expression: m[2] as AlleleCrossTask['expression'], alleles,
    parents: [m[4].split('/'), m[5].split('/')], want,
    ...(m[7] ? { target } : {}), ...(m[8] ? { among: m[8] as 'male' | 'female' } : {}), ...(m[9] ? { offspring: Number(m[9]) } : {}),
  };
}
