import type { ProblemInput } from '../strategy';
import { readTestCrossParent } from './testCross';
import { readParentsFromOffspring } from './parentsFromOffspring';
import { TWO_GENES, readCrossInWords } from './crossWords';
import { parentsInWords } from './parentWords';
import { mendelPeaDominance } from './peaCharacters';
import { standardCrossText } from './standardCross';
import { uniformF1Text } from './uniformF1';
import { dihybridWordsText, heterozygousForms } from './dihybridWords';
import { RECESSIVE_DISEASE, carrierParentsText } from './carrierParents';
import { twoPeopleRefusal } from './twoPeopleAsked';
import { lawTimeUnitWord } from './lawTimeUnit';
import { readLethalCross } from './lethalCross';
import { CODOMINANT, INCOMPLETE, X_LINKED, readAlleleCross } from './alleleCross';
import { SolverError } from '../errors';
import { equivalentClass, questionClause, unplacedOffspringQuestion, untiedTraitRefusal } from './offspringQuestion';
import { childrenAsked } from './children';
import { readPopulationBalance } from './populationBalance';
import { plainPowers, spelledNumbers } from './numberSpelling';
import type { Locale } from '../types';
import { MAG, askedUnit, magValue, metresPer, NUM, num, SIZE, SIZE_WORD } from './sizes';
import { readFieldOfView } from './fieldOfView';
import { readNucleicAcid } from './nucleicAcid';
import { readChiSquare } from './chiSquare';
import { readEnergyTransfer } from './energyTransfer';
import { asLetterA, dominanceSaid, genotypeCounts, mnAsLetters, phenotypeShare, plainAlleles } from './hwData';
import { readCellDivision, readSurfaceVolume } from './cells';
import { readMitoticIndex } from './mitoticIndex';
import { diseasePattern, isTrait, plainShades, traitPattern, traitsPattern } from './traitWords';
import type { Task, TaskOf } from '../task/task';
import { fuse, gametes, loci, punnett, tally } from '../biology/genetics';

/**
 * Biology as students write it, in English and French: crosses ("Rr × Rr: fraction heterozygous
 * among the dominant offspring", "AaBb × aaBb : rapport phénotypique", "croisement test d'un
 * individu AaBb"), Hardy–Weinberg ("affects 1 in 2500, carrier frequency?", "36 AA, 48 Aa, 16 aa"),
 * magnification ("image 3 mm at ×400: actual size?", "objectif ×40, oculaire ×10") and population
 * growth ("100 bacteria become 500 after 5 hours", "doubling time", "dN/dt when N = 500, K = 1000").
 * When it is not clear what is asked, nothing is read.
 */
const BIOLOGY_SUBJECT = /bio/i;

/** Zygosity words as students misspell them ("hetrozygous", "homozygus") read as the words themselves. */
const spellZygosity = (s: string): string =>
  s.replace(/\bhet(?:e?ro|er)zyg(?:ous|us|os)\b|\bheterozig(?:ous|us)\b/gi, 'heterozygous').replace(/\bhomozyg(?:us|os)\b|\bhomozig(?:ous|us)\b/gi, 'homozygous');

/** One gene's pair of letters (Yy, rr). */
const onePair = (p: string): boolean => p[0].toUpperCase() === p[1].toUpperCase();
/** A genotype typed gene by gene with spaces ("Yy Rr × yy rr") is one genotype: YyRr. */
const joinLoci = (s: string): string =>
  s.replace(/(?<![\p{L}\d^_])([A-Za-z]{2})((?:\s[A-Za-z]{2}){1,2})(?![\p{L}\d_])/gu, (all: string, first: string, more: string) => {
    const pairs = [first, ...more.trim().split(/\s/)];
    const letters = pairs.map((p) => p[0].toUpperCase());
    return pairs.every(onePair) && new Set(letters).size === pairs.length ? pairs.join('') : all;
  });

/** Adjectives listed with a comma before their noun ("a tall, heterozygous pea plant", "a heterozygous, black guinea pig") are one phrase. */
/** The text without generation labels (F1, F₂, P), whose digit is no number of offspring. */
const withoutGenerations = (s: string): string => s.replace(/\b[FP]\s*[0-9₀-₉]\b\s*/g, '');
const CLASS_ADJ = String.raw`(?:heterozygous|homozygous|hybrid|purebred|pure-breeding|true-breeding|h[ée]t[ée]rozygotes?|homozygotes?)`;
const listedAdjectives = (s: string): string =>
  s.replace(new RegExp(String.raw`(\b(?:an?|the|another|one|two)\s+[\p{L}-]+),\s+(?=${CLASS_ADJ}\b)`, 'giu'), '$1 ')
    .replace(new RegExp(String.raw`(\b(?:an?|the|another|one|two)\s+${CLASS_ADJ}),\s+(?=[\p{L}-]+\s)`, 'giu'), '$1 ');

/** A form named as a quality ("tallness is dominant over shortness") is the form itself. */
const plainForms = (s: string): string => s.replace(/\b(tall|short|round|wrinkled|smooth)ness\b/gi, '$1');

const clean = (s: string, locale?: Locale): string =>
  // a cross typed in LaTeX ($Aa \times aa$) is the same cross
  spellZygosity(plainForms(joinLoci(plainShades(listedAdjectives(plainPowers(spelledNumbers(s, locale)))))).replace(/\\[dt]?frac\s*\{\s*([^{}]+?)\s*\}\s*\{\s*([^{}]+?)\s*\}/g, '$1/$2').replace(/\\times(?![a-z])/g, ' × ').replace(/[−–]/g, '-').replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[μ]/g, 'µ').replace(/\s+/g, ' ').trim());

export function readBiology(p: ProblemInput): Task | SolverError | null {
  const text = clean(p.raw || p.text, p.locale);
  const bio = BIOLOGY_SUBJECT.test(p.subject ?? '');
  // a probability over several children of one cross: the question about one child, then binomial
  const found = childrenAsked(text);
  // (only for a cross: a probability over children with no cross at all is another reader's question)
  if (found && 'unread' in found && (bio || readBiologyText(text, bio) !== null)) {
    return new SolverError('unsupported', {
      en: `"${found.unread}": how many children in all is not told (or told twice), and the answer for one child would be another question; nothing was answered.`,
      fr: `« ${found.unread} » : le nombre total d’enfants n’est pas dit (ou l’est deux fois), et la réponse pour un seul enfant serait une autre question ; rien n’a été répondu.`,
    });
  }
  const several = found && 'children' in found ? found : null;
  const one = several ? readBiologyText(several.text, bio) : null;
  if (several && one && !(one instanceof SolverError) && (one.kind === 'monohybrid' || one.kind === 'dihybrid' || one.kind === 'test_cross') && one.want === 'probability' && one.target && !one.among && !one.lethal) return { ...one, children: several.children };
  return readBiologyText(text, bio);
}

function readBiologyText(text: string, bio: boolean): Task | SolverError | null {
  return readChiSquare(text) ?? readEnergyTransfer(text) ?? readLethalGenotypeCross(text, bio) ?? readLethalCross(text) ?? readNucleicAcid(text, bio) ?? readSurfaceVolume(text, bio) ?? readMitoticIndex(text) ?? readCellDivision(text) ?? readTestCrossParent(text) ?? readParentsFromOffspring(text) ?? readAlleleCross(text) ?? (bio || /population/i.test(text) ? readPopulationBalance(text) : null) ?? readCross(text, bio) ?? readHardyWeinberg(text, bio) ?? readMagnification(text, bio) ?? readGrowth(text, bio);
}

// ---------------------------------------------------------------------------------------- crosses

/** A genotype token: pairs of one letter (Aa, AaBb, aaBB), each letter once. */
function isGenotype(t: string): boolean {
  if (t.length < 2 || t.length > 6 || t.length % 2) return false;
  const ls = loci(t);
  const letters = ls.map((l) => l[0].toUpperCase());
  return ls.every((l) => /^[A-Za-z]{2}$/.test(l) && l[0].toUpperCase() === l[1].toUpperCase()) && new Set(letters).size === letters.length;
}
/** The same locus letters in the same order. */
const sameLoci = (a: string, b: string): boolean => a.length === b.length && loci(a).every((l, k) => l[0].toUpperCase() === b[2 * k].toUpperCase());
/** Dominant allele first at each locus. */
const norm = (g: string): string => loci(g).map((l) => (l[0] <= l[1] ? l : l[1] + l[0])).join('');
const recessive = (g: string): string => g.toLowerCase();
const letterPairs = (g: string): string[] => loci(g).map((l) => l[0].toUpperCase());

interface Token {
  g: string;
  at: number;
  end: number;
}
function genotypeTokens(text: string): Token[] {
  const out: Token[] = [];
  // a letter pair inside a pattern (the bb of A_bb) is not a genotype of its own
  for (const m of text.matchAll(/(?<![\p{L}\d'’_])[A-Za-z]{2,6}(?![\p{L}\d_])/gu)) {
    if (isGenotype(m[0]) && !/^(?:as|is|of|on|an|at|in|it|or|et|le|la|de|du|un|en|ou|si|se|ce|ne|sa|ta|ma|pp|ss|AA\b)$/i.test(m[0]) || (isGenotype(m[0]) && /[A-Z]/.test(m[0]) && /[a-z]/.test(m[0]))) out.push({ g: m[0], at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  // a uniform pair (AA, aa, bb) that could be a word is a genotype next to a cross sign or word: "Aa × AA", "Aa et aa"
  for (const m of text.matchAll(/(?<![\p{L}\d'’])([A-Za-z]{2,6})(?:\s*[×✕xX*]\s*|\s+(?:and|et|with|avec)\s+)([A-Za-z]{2,6})(?![\p{L}\d])/gu)) {
    const at2 = (m.index ?? 0) + m[0].length - m[2].length;
    const pair = [{ g: m[1], at: m.index ?? 0, end: (m.index ?? 0) + m[1].length }, { g: m[2], at: at2, end: at2 + m[2].length }];
    if (pair.every((t) => isGenotype(t.g)) && sameLoci(pair[0].g, pair[1].g)) for (const t of pair) if (!out.some((o) => o.at === t.at)) out.push(t);
  }
  // a pair alone in brackets is a genotype too: "the father is albino (aa)"
  for (const m of text.matchAll(/\(\s*([A-Za-z]{2,6})\s*\)/g)) {
    const at = (m.index ?? 0) + m[0].indexOf(m[1]);
    if (isGenotype(m[1]) && !out.some((o) => o.at === at)) out.push({ g: m[1], at, end: at + m[1].length });
  }
  return out.filter((t) => isGenotype(t.g)).sort((a, b) => a.at - b.at);
}

const CROSS_OP = /^\s*(?:[×xX*✕]|crossed\s+(?:with|to)|croisée?s?\s+avec|and|et|with|avec)\s*$/i;
const CROSS_VERB = /\b(?:cross(?:ed|es|ing)?|croise[rz]?|croisée?s?|croisons|mated?|accoupl\p{L}*)(?![\p{L}])/iu;
/**
 * Two genotypes crossed with words between them, in one clause: "a YyRr plant is crossed with a yyrr
 * plant", "crossed true-breeding tall plants (TT) with short plants (tt)", « on croise une lignée
 * pure (VV) avec une lignée (vv) ».
 */
function crossedInWords(before: string, between: string): boolean {
  // the first parent's sentence ends, the next crosses "it" with the second: "… has the genotype Rr. It is crossed with a plant … rr"
  if (between.length <= 100 && /^\W*\.\s+(?:it|this\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:is|was)\s+crossed\s+with\s+[^.;?!:]*$/iu.test(between)) return true;
  if (between.length > 60 || /[.;?!:]/.test(between) || !/\b(?:with|to|avec|par|and|et)\b/i.test(between)) return false;
  const sentence = before.slice(Math.max(0, before.search(/[^.;?!:]*$/)));
  // a couple, each told with a genotype: "the father is albino (aa) and the mother is heterozygous (Aa)"
  // a word or two may describe the second before it is named: "and a blue-eyed man (bb)"
  const couple = COUPLE.test(sentence) && new RegExp(String.raw`^\W*(?:and|et)\s+(?:the\s+|her\s+|his\s+|la\s+|le\s+|sa\s+|son\s+|an?\s+|une?\s+)?(?:[\p{L}-]+\s+){0,2}?${COUPLE.source}`, 'iu').test(between);
  return couple || CROSS_VERB.test(between) || CROSS_VERB.test(sentence);
}
const COUPLE = /\b(?:mother|father|woman|man|wife|husband|m[eè]re|p[eè]re|femme|homme|mari|[ée]pouse)\b/i;
/**
 * A cross with the recessive homozygote is a test cross, however that parent is named: "a test
 * cross", "crossed with a homozygous recessive", « croisé avec un double récessif », « entre un
 * dihybride AaBb et un double récessif », "backcrossed to the recessive parent".
 */
const RECESSIVE_PARENT = String.raw`(?:an?|the|une?|le|la|l['’])\s+(?:(?:individual|individu|parent|plant|plante|animal|fly|drosophile|mouse|souris|one)\s+)?(?:double[\s-]+r[ée]cessi\p{L}*|doubly\s+recessive|homozygous\s+recessive|recessive\s+homozygote|homozygote\s+(?:double\s+)?r[ée]cessi\p{L}*|r[ée]cessif\s+homozygote)`;
const TEST_CROSS = new RegExp(String.raw`\btest[\s-]*cross|\btestcross|croisement[\s-]+test|test[\s-]+de\s+croisement|back[\s-]*cross(?:ed)?\s+(?:with|to)\s+(?:the\s+|a\s+)?(?:homozygous\s+)?recessive|croisement\s+(?:avec|par)\s+(?:un\s+|le\s+)?(?:parent\s+)?(?:homozygote\s+)?récessif|(?:crossed\s+(?:with|to)|mated\s+(?:with|to)|croisée?s?\s+(?:avec|par)|\bavec|\bwith|\bet|\band|\bentre|\bbetween)\s+${RECESSIVE_PARENT}(?![\p{L}])`, 'iu');
const GENETICS = /\bcross|croise|\bmat(?:ed|es|ing)\b|accoupl|\bcarriers?\b|porteu(?:r|se)s?\b|croisement|offspring|progeny|descendan|descendenc|genotyp|génotyp|phenotyp|phénotyp|punnett|échiquier|heterozyg|hétérozyg|homozyg|\bF[12]\b|gam[eè]t/i;

/** Words for the offspring asked about, in the question part. */
function describedPattern(q: string, letters: string[]): string | null {
  const all = (l: (x: string) => string): string => letters.map(l).join('');
  const one = letters.length === 1;
  const homRec = /homozygous\s+recessive|homozygote\s+r[ée]cessi|recessive\s+homozyg/i.test(q);
  const homDom = /homozygous\s+dominant|homozygote\s+dominant|dominant\s+homozyg/i.test(q);
  if (homRec && !homDom) return all((x) => x.toLowerCase() + x.toLowerCase());
  if (homDom && !homRec) return all((x) => x + x);
  if (/\bheterozyg|hétérozyg/i.test(q) && !/\bhomozyg/i.test(q)) {
    if (one || /\b(?:both|all|every|double|les\s+deux|deux\s+g[èe]nes|tous)\b|dihybrid/i.test(q)) return all((x) => x + x.toLowerCase());
    return null;
  }
  const dom = /\bdominant/i.test(q);
  const rec = /\br[ée]cessi/i.test(q);
  // "both", « les deux », and "double recessive", « doubles récessifs » name every gene
  const every = one || /\b(?:both|all|les\s+deux|deux|tous|doubles?|triples?)\b/i.test(q);
  if (dom && !rec && every) return all((x) => `${x}_`);
  if (rec && !dom && every) return all((x) => x.toLowerCase() + x.toLowerCase());
  return null;
}

/**
 * A phenotype of one gene asked together with its zygosity ("homozygous, black-furred", « noirs
 * homozygotes »): the dominant phenotype narrowed to LL or Ll; the recessive one is homozygous
 * already, and said heterozygous it is no class at all.
 */
function zygousPhenotype(q: string, phenotype: string | null): string | null {
  if (phenotype === null) return null;
  const homo = /\bhomozyg|\bhomozygote|pure[\s-]?bred|true[\s-]breeding/i.test(q);
  const hetero = /\bheterozyg|h[ée]t[ée]rozyg|hybrid/i.test(q);
  if (homo === hetero) return homo ? null : phenotype;
  if (phenotype[1] !== '_') return hetero ? null : phenotype;
  const L = phenotype[0];
  return homo ? L + L : L + L.toLowerCase();
}

/** The pattern of an offspring token in the question: a genotype (aabb) or a phenotype pattern (A_bb). */
function patternToken(q: string, letters: string[]): string | null {
  const ms = [...q.matchAll(/(?<![\p{L}\d_])[A-Za-z_]{2,6}(?![\p{L}\d_])/gu)].map((m) => m[0]).filter((t) => t.length === 2 * letters.length && loci(t).every((l, k) => {
    const L = letters[k];
    return (l[0] === L || l[0] === L.toLowerCase()) && (l[1] === '_' || l[1] === L || l[1] === L.toLowerCase()) && !(l[0] === L.toLowerCase() && l[1] === '_');
  }));
  if (ms.length !== 1) return null;
  return ms[0].includes('_') ? ms[0] : norm(ms[0]);
}

/** A phenotype in the French class notation, one letter a gene, in the parents' order: [A, b] is A_bb, [a] is aa. */
function bracketPhenotype(q: string, letters: string[]): string | null {
  const m = /\[\s*([A-Za-z])\s*(?:[,;]?\s*([A-Za-z]))?\s*(?:[,;]?\s*([A-Za-z]))?\s*\]/.exec(q);
  if (!m) return null;
  const shown = [m[1], m[2], m[3]].filter((x): x is string => Boolean(x));
  if (shown.length === letters.length) return shown.some((x, k) => x.toUpperCase() !== letters[k]) ? null : shown.map((x) => (x === x.toUpperCase() ? `${x}_` : x + x)).join('');
  // fewer genes than the cross has ("[A]" of AaBb × aabb): the others are either phenotype, __ at their place
  const parts: Array<string | null> = letters.map(() => null);
  for (const x of shown) {
    const k = letters.indexOf(x.toUpperCase());
    if (k < 0 || parts[k] !== null) return null;
    parts[k] = x === x.toUpperCase() ? `${x}_` : x + x;
  }
  return parts.map((p) => p ?? '__').join('');
}

const ASK = /probabilit|chance|fraction|proportion|percent|pourcentage|\brisk\b|\brisque\b|\bodds\b|likel|how\s+many|expected\s+number|number\s+of|combien|nombre\s+(?:attendu\s+)?de|quelle\s+part|what\s+part/i;

const BROOD = String.raw`(?:offspring|progeny|plants|individuals|seeds|children|kids|flies|mice|animals|descendants|plantes|graines|individus|enfants|drosophiles|souris)`;
/**
 * Offspring of one phenotype named by a trait word before the brood, "of the tall progeny", "among
 * the purple-flowered plants": the class the question is asked among, its words taken out of the
 * question so that they do not name the class asked.
 */
const HEALTHY_CARRIER = /\b(?:unaffected|healthy|normal|non-affected|phenotypically\s+normal)\s+(?:child|son|daughter|sibling|brother|sister|kid|offspring|baby|children|sons|daughters|siblings|kids)\s+(?:is|are|will\s+be|would\s+be|be|being)\s+(?:a\s+)?(?:carriers?|heterozygous|heterozygotes?)\b|\b(?:enfant|fils|fille|enfants)\s+(?:sains?|saine|non[\s-]atteinte?s?)\s+(?:soit|soient|est|sont|sera|seront)\s+(?:porteu(?:r|se)s?|h[ée]t[ée]rozygotes?)/iu;

function amongPhenotype(rest: string, text: string, letter: string): { among: string; rest: string } | null {
  const m = new RegExp(String.raw`\b(?:of|among)\s+(?:all\s+)?(?:the\s+|their\s+|these\s+)?((?:[\p{L}-]+\s+){1,2}?)${BROOD}\b`, 'iu').exec(rest)
    // told after the brood: "of the offspring that are tall, what fraction …", "what fraction of offspring that are tall are heterozygous"
    ?? new RegExp(String.raw`\b(?:of|among)\s+(?:all\s+)?(?:the\s+|their\s+|these\s+)?${BROOD}\s+(?:that|which|who)\s+(?:are|were|is|show|have)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)(?=\s*,|\s+(?:are|is|will|would|were)\b)`, 'iu').exec(rest);
  if (!m || !m[1].split(/\s+/).some(isTrait)) return null;
  // "the percentage of homozygous black offspring" names the class asked, no condition
  if (/\b(?:homozyg|heterozyg|h[ée]t[ée]rozyg|hybrid|pure|true-breeding|carrier)/i.test(m[1])) return null;
  // "the expected number of tall offspring?" with nothing said of them after: the class asked, no condition
  const after = rest.slice((m.index ?? 0) + m[0].length).split(/[?.;!]/)[0];
  if (/^of\b/i.test(m[0]) && !/\b(?:are|is|will|would|were|be|being)\b/i.test(after)) return null;
  const among = traitPattern(text, m[1], letter);
  if (!among) return null;
  const at = (m.index ?? 0) + m[0].indexOf(m[1]);
  return { among, rest: rest.slice(0, at) + ' '.repeat(m[1].length) + rest.slice(at + m[1].length) };
}

/** Genotypes written in a row with colons: the order a ratio is asked in ("TT:Tt:tt"). */
const ORDER_WRITTEN = /(?<![A-Za-z])[A-Za-z]{2,6}(?:\s*:\s*[A-Za-z]{2,6}){1,8}(?![A-Za-z])/;
const GENO_RATIO = /genotyp\w*\s+(?:ratio|proportions?|frequenc|results|outcomes?)|(?:proportions?|r[ée]partition)\s+(?:des|of\s+(?:the\s+)?)\s*(?:diff[ée]rents\s+)?g[ée]notypes|ratio\s+of\s+(?:the\s+)?genotypes|rapport\s+g[ée]notypique|proportions?\s+g[ée]notypiques?|g[ée]notypes?\s+(?:attendus\s+)?(?:et\s+leurs\s+)?proportions/i;
const PHENO_RATIO = /phenotyp\w*\s+(?:ratio|proportions?|frequenc|results|outcomes?)|(?:proportions?|r[ée]partition)\s+(?:des|of\s+(?:the\s+)?)\s*(?:diff[ée]rents\s+)?ph[ée]notypes|(?:probability|chance|proportion|percentage|fraction)\s+of\s+each\s+(?:phenotype|trait|(?:fur\s+|coat\s+|flower\s+|seed\s+|eye\s+)?colou?r|form)|ratio\s+of\s+(?:the\s+)?phenotypes|rapport\s+ph[ée]notypique|proportions?\s+ph[ée]notypiques?|ph[ée]notypes?\s+(?:attendus\s+)?(?:et\s+leurs\s+)?proportions|(?:ségrégation|segregation)\s+ratio/i;

function readCross(text: string, bio: boolean): Task | SolverError | null {
  if (!GENETICS.test(text) && !/[×✕]|\bx\b/.test(text) && !RECESSIVE_DISEASE.test(text)) return null;
  // an intermediate heterozygote or a gene on the X is not simple dominance: never read as a Mendelian cross
  if (INCOMPLETE.test(text) || CODOMINANT.test(text) || X_LINKED.test(text)) return null;
  const tokens = genotypeTokens(text);
  if (tokens.length === 0) {
    // a parent "heterozygous for tall and round" is heterozygous for two genes, those forms dominant
    const forms = heterozygousForms(text);
    if (forms) return readCross(forms, bio);
    // parents of two genes are read as such or not at all: never as one gene's parents
    // pea characters named without their dominance are read with Mendel's
    const peas = mendelPeaDominance(text) ?? text;
    // parents of two genes are read as two genes' genotypes or not at all
    const twoGenes = (w: string | null): string | null => (w && /^\s*[A-Za-z]{4}\s*×\s*[A-Za-z]{4}\b/.test(w) ? w : null);
    // two dominances said, each of its own character, make a two-gene cross whatever else the text says
    const written = TWO_GENES.test(text) ? dihybridWordsText(text) ?? twoGenes(parentsInWords(peas)) ?? standardCrossText(text) : dihybridWordsText(text) ?? parentsInWords(peas) ?? carrierParentsText(text) ?? standardCrossText(text) ?? uniformF1Text(text);
    return written ? readCross(written, bio) : readCrossInWords(text);
  }
  // "how many kinds of gametes does AaBbCc produce?", "combien de types de gamètes produit AaBb ?"
  if (/(?:how\s+many|number\s+of|combien\s+de|nombre\s+de)\s+(?:different\s+|distinct\s+)?(?:(?:kinds?|types?|sortes?)\s+(?:of\s+|de\s+)?)?(?:different\w*\s+)?gam[èe]tes?/i.test(text)) {
    const g = tokens.length === 1 ? norm(tokens[0].g) : null;
    return g ? { kind: g.length === 2 ? 'monohybrid' : 'dihybrid', parents: [g], want: 'gamete_types' } : null;
  }
  if (!bio && !GENETICS.test(text) && !ASK.test(text) && !/ratio|rapport/i.test(text)) return null;
  const testCross = TEST_CROSS.test(text);
  // the genotypes written before the question: one alone there is both parents of "two … parents"
  const askAt = text.search(ASK) < 0 ? text.length : text.search(ASK);
  let parents: string[] | null = null;
  let used = new Set<number>();
  for (let k = 0; k + 1 < tokens.length; k++) {
    const between = text.slice(tokens[k].end, tokens[k + 1].at);
    if ((CROSS_OP.test(between) || crossedInWords(text.slice(Math.max(0, tokens[k].at - 80), tokens[k].at), between)) && sameLoci(tokens[k].g, tokens[k + 1].g)) {
      parents = [norm(tokens[k].g), norm(tokens[k + 1].g)];
      used = new Set([k, k + 1]);
      break;
    }
  }
  if (!parents && testCross) {
    const first = tokens[0];
    if (first.g.toLowerCase() === first.g) return null;
    parents = [norm(first.g), recessive(first.g)];
    used = new Set([0]);
  } else if (!parents && (/\bself(?:ed|[\s-]*(?:cross|fertili[sz]|pollinat))|autof[ée]cond|autopollinis|s['’]autof|selfing|interbre|among\s+themselves|entre\s+eux/i.test(text) || ((tokens.length === 1 || tokens.filter((t) => t.at < askAt).length === 1) && /\b(?:two|deux|both)\s+[^.?;]{0,60}?(?:crossed|mated|croisée?s|accoupl|have\s+(?:a\s+)?(?:child|children|offspring|baby)|ont\s+(?:un\s+)?(?:enfant|descendant))|\bcross(?:ing)?\s+(?:of\s+)?two\b|\b(?:two|deux)\s+parents\b|\bcroise[rz]?\s+deux\b|croisement\s+(?:de|entre)\s+deux\b/i.test(text)))) {
    parents = [norm(tokens[0].g), norm(tokens[0].g)];
    used = new Set([0]);
  }
  if (!parents) return null;
  if (testCross && !parents.some((g) => g === recessive(g))) return null;
  const letters = letterPairs(parents[0]);
  // F2 of a cross of true-breeding parents: the F1 crossed among themselves
  if (/\bF2\b|\bF₂\b|second\s+generation|deuxi[èe]me\s+g[ée]n[ée]ration/i.test(text)) {
    if (parents.every((g) => loci(g).every((l) => l[0] === l[1]))) {
      const f1 = fuse(gametes(parents[0])[0], gametes(parents[1])[0]);
      parents = [f1, f1];
    } else if (!(parents[0] === parents[1] && loci(parents[0]).every((l) => l[0] !== l[1]))) return null;
    // two heterozygotes alike (TtRr selfed, or TtRr × TtRr) are the F1 themselves: their offspring are the F2
  }
  const kind: 'monohybrid' | 'dihybrid' | 'test_cross' = testCross ? 'test_cross' : letters.length === 1 ? 'monohybrid' : 'dihybrid';
  // "how many different phenotypes", « combien de génotypes différents », « nombre de phénotypes différents »
  const kinds = /(?:how\s+many|number\s+of|combien\s+(?:de|d['’])|nombre\s+(?:de|d['’]))\s*(?:different\s+|distinct\s+|possible\s+)?(?:kinds\s+of\s+|types\s+(?:of\s+|de\s+)|classes\s+(?:of\s+|de\s+))?(genotyp|g[ée]notyp|phenotyp|ph[ée]notyp)\p{L}*(?:\s+(?:different|distinct|possible)\p{L}*)?/iu.exec(text);
  if (kinds && !/ratio|rapport|\bof\s+each\b|de\s+chaque/i.test(text) && tokens.length - used.size === 0) return { kind, parents, want: /^g/i.test(kinds[1]) ? 'genotype_kinds' : 'phenotype_kinds' };
  // the parents' genotypes blanked out, so that a question written around them ("fraction of the offspring of AaBbCc × AaBbCc will be A_B_C_") names only its class
  let rest = tokens.reduce((s, t, k) => (used.has(k) ? s.slice(0, t.at) + ' '.repeat(t.end - t.at) + s.slice(t.end) : s), text);
  const others = tokens.filter((_, k) => !used.has(k));
  // "the ratio of yellow to non-yellow": the phenotype ratio when the dominant form is named first, as it is written; the other order is not turned round
  const namedRatio = letters.length === 1 && others.length === 0 ? /\bratio\s+of\s+([\p{L}-]+)\s+to\s+((?:non[\s-]?|not\s+)?[\p{L}-]+)/iu.exec(rest) : null;
  if (namedRatio) {
    const [L, l] = [letters[0], letters[0].toLowerCase()];
    const negated = /^(?:non[\s-]?|not\s+)(.+)$/i.exec(namedRatio[2]);
    const first = traitPattern(text, namedRatio[1], L);
    const second = negated ? (negated[1].toLowerCase() === namedRatio[1].toLowerCase() ? `${l}${l}` : null) : traitPattern(text, namedRatio[2], L);
    return first === `${L}_` && second === `${l}${l}` ? { kind, parents, want: 'phenotype_ratio' } : null;
  }
  const genoRatio = GENO_RATIO.test(rest);
  const phenoRatio = PHENO_RATIO.test(rest);
  // the order of the classes written out ("genotypic ratio TT:Tt:tt"): read when it is the order the ratio is given in, else left unread
  const order = genoRatio && !phenoRatio && others.length > 0 ? ORDER_WRITTEN.exec(rest) : null;
  if (order && order.index <= others[0].at && order.index + order[0].length >= others[others.length - 1].end) {
    const written = order[0].split(':').map((x) => x.trim());
    const square = punnett(parents[0], parents[1]);
    const classes = tally(square.cells.flat(), 'genotype').map(([g]) => g);
    return written.length === classes.length && written.every((g, k) => sameLoci(g, parents[0]) && norm(g) === classes[k]) ? { kind, parents, want: 'genotype_ratio' } : null;
  }
  // "the expected phenotypic proportions" asks the ratio, not a proportion of one class
  const ask = ASK.test(rest.replace(new RegExp(GENO_RATIO.source, 'gi'), ' ').replace(new RegExp(PHENO_RATIO.source, 'gi'), ' '));
  if ((genoRatio || phenoRatio) && !ask && others.length === 0) {
    if (genoRatio && phenoRatio) return null;
    return { kind, parents, want: genoRatio ? 'genotype_ratio' : 'phenotype_ratio' };
  }
  if (!ask) return null;
  // the offspring of one phenotype the question is asked among: "what proportion of the tall progeny will be homozygous?"
  // "that their unaffected daughter is a carrier": of a recessive disease, a carrier among the children who show the dominant form
  const healthyCarrier = letters.length === 1 && others.length === 0 && !/dominant\s+(?:disease|disorder|trait)|maladie\s+dominante/i.test(text) ? HEALTHY_CARRIER.exec(rest) : null;
  if (healthyCarrier) return { kind, parents, want: 'probability', target: letters[0] + letters[0].toLowerCase(), among: `${letters[0]}_` };
  const phenotypeAmong = letters.length === 1 ? amongPhenotype(rest, text, letters[0]) : null;
  if (phenotypeAmong) rest = phenotypeAmong.rest;
  const asked = questionClause(rest.slice(Math.max(0, rest.search(ASK))));
  // one gene: "not aa" and "AA or Aa" are the class A_ itself; other negations and unions are refused by name
  const equivalent = letters.length === 1 ? equivalentClass(asked, letters[0], (part) => describedPattern(part, letters) ?? patternToken(part, letters) ?? diseasePattern(text, part, letters[0]) ?? traitPattern(text, part, letters[0])) : null;
  if (equivalent) return { kind, parents, want: 'probability', target: equivalent };
  const unplaced = unplacedOffspringQuestion(asked);
  if (unplaced) return unplaced;
  // the condition: "among offspring with the dominant phenotype, …", "parmi les descendants …"
  // "the F1 are crossed among themselves" names no condition
  const condFound = /\b(?:among(?!\s+themselves)|of\s+(?:the\s+)?(?:offspring|progeny|plants|individuals|those)\s+(?:with|that|showing|having)|parmi)\b([^,;?]*)[,;]?/i.exec(rest);
  // "fraction of offspring showing …" names the offspring asked about, not a condition
  // "among 400 offspring" counts the brood, it names no condition
  const cond = !phenotypeAmong && condFound && !/(?:fraction|proportion|probabilit\w*|percent\w*|how\s+many|number)\s*$/i.test(rest.slice(0, condFound.index)) && !/^\s*(?:the\s+|les\s+)?\d/i.test(condFound[1]) ? condFound : null;
  let among: string | undefined = phenotypeAmong?.among;
  let question = rest;
  if (cond) {
    const c = describedPattern(cond[1], letters) ?? patternToken(cond[1], letters) ?? (letters.length === 1 ? traitPattern(text, cond[1], letters[0]) : null);
    if (!c) return null;
    among = c;
    question = rest.slice(0, cond.index) + ' ' + rest.slice(cond.index + cond[0].length);
  }
  // the offspring asked about: a genotype or pattern token besides the parents, else words
  const asking = question.slice(Math.max(0, question.search(ASK)));
  // data told after the question mark ("…? B is brown, b is blue.") names no class asked
  const q = questionClause(asking);
  const qTokens = others.filter((t) => t.at >= rest.length - asking.length && !(cond && t.at >= cond.index && t.at < cond.index + cond[0].length));
  let target: string | null;
  let also: string | undefined;
  if (qTokens.length > 1) return null;

  if (qTokens.length === 1) {
    if (!sameLoci(qTokens[0].g, parents[0])) return null;
    target = norm(qTokens[0].g);
  } else if (among === `${letters[0]}_` && letters.length === 1 && /\bhomozyg/i.test(q) && !/dominant|r[ée]cessi|hetero|h[ée]t[ée]ro/i.test(q)) {
    // homozygous among the dominant ones of one gene can only be the dominant homozygote
    target = letters[0].repeat(2);
  } else if (letters.length === 1 && !among && /\bhomozyg/i.test(q) && !/dominant|r[ée]cessi|hetero|h[ée]t[ée]ro|\bpure/i.test(q) && !q.split(/[^\p{L}-]+/u).some(isTrait)) {
    // "homozygous" alone, of one gene, names both homozygotes: LL or ll
    target = letters[0].repeat(2);
    also = letters[0].toLowerCase().repeat(2);
  } else target = bracketPhenotype(q, letters) ?? patternToken(q, letters) ?? describedPattern(q, letters) ?? (letters.length === 1 ? zygousPhenotype(q, diseasePattern(text, q, letters[0]) ?? traitPattern(text, q, letters[0])) : traitsPattern(text, q, letters));
  if (!target) return untiedTraitRefusal(q);
  const count = /how\s+many|expected\s+number|number\s+of|combien|nombre\s+(?:attendu\s+)?de/i.test(q);
  if (count) {
    // a generation's label is no count: "300 F2 plants" are 300
    const n = /(?:offspring|progeny|descendants|individus|plantes|plants)\s+(?:sur|out\s+of|parmi)\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)|(?:out\s+of|among|of|from|sur|parmi|in)\s+(?:a\s+total\s+of\s+|un\s+total\s+de\s+|the\s+|les\s+)?(\d[\d ,]*)\s*(?:offspring|progeny|plants?|seeds?|individuals|descendants|plantes|graines|individus|kittens|puppies|mice|flies|chicks|children|enfants|souris|drosophiles)|(\d[\d ,]*)\s+(?:offspring|progeny|plants|seeds|individuals|descendants|plantes|graines|individus|puppies|kittens|pups|chicks|calves|piglets|children|kids|mice|flies|chiots|chatons|souriceaux|enfants)|\bsur\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\s+(?:issus|obtenus|n[ée]s)\b|\b(?:sur|out\s+of)\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\s*(?=[?!;]|$)/i.exec(withoutGenerations(rest));
    // the offspring of one class counted, not all of them ("produces 41 tall offspring", « 90 descendants hauts »)
    const counted = countedClass(withoutGenerations(rest), text, letters);
    if (!n || (counted && num((n[1] ?? n[2] ?? n[3] ?? n[4] ?? n[5]).trim()) === counted.count)) {
      return counted && counted.pattern !== target && !among ? { kind, parents, want: 'count', target, counted, ...(also ? { also } : {}) } : null;
    }
    // a class said after the brood (« 60 descendants [A] », « 90 descendants hauts ») and not read: no total is guessed
    const said = /^\s*(\[|[\p{L}-]+)/u.exec(withoutGenerations(rest).slice((n.index ?? 0) + n[0].length));
    if (said && (said[1] === '[' || isTrait(said[1]))) return null;
    const offspring = num((n[1] ?? n[2] ?? n[3] ?? n[4] ?? n[5]).trim());
    if (!Number.isInteger(offspring) || offspring < 1) return null;
    return { kind, parents, want: 'count', target, offspring, ...(also ? { also } : {}), ...(among ? { among } : {}) };
  }
  return { kind, parents, want: 'probability', target, ...(also ? { also } : {}), ...(among ? { among } : {}) };
}

const BROOD_NOUN = String.raw`(?:offspring|progeny|plants|seeds|individuals|descendants|plantes|graines|individus|puppies|kittens|pups|chicks|calves|piglets|mice|flies|children|kids|chiots|chatons|souriceaux|enfants|drosophiles|souris)`;
/**
 * The offspring of one class counted, their total not told: "41 tall offspring", "30 T_ plants",
 * « 41 descendants hauts »; the class read from its words as the question's would be. Null when no
 * such count or its class is not read.
 */
function countedClass(rest: string, text: string, letters: string[]): { pattern: string; count: number } | null {
  const NUMBER = String.raw`(?<![\d.,])(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)`;
  const m = new RegExp(String.raw`${NUMBER}\s+((?:[\p{L}_-]+,?\s+){1,3}?|\[[^\]]{1,12}\]\s+)${BROOD_NOUN}(?![\p{L}])`, 'iu').exec(rest)
    ?? new RegExp(String.raw`${NUMBER}\s+${BROOD_NOUN}\s+(\[[^\]]{1,12}\]|(?:[\p{L}-]+(?:\s+(?:et|and)\s+|\s+)?){1,3})(?=[,.;:?]|$|\s+(?:et|and|sont|are|were|ont|have)\b)`, 'iu').exec(rest);
  if (!m) return null;
  const words = m[2].trim();
  // only forms name the class: "200 offspring are green" says what some are, not which were counted
  if (!/^\[/.test(words) && !words.split(/[\s,]+/).every((w) => isTrait(w) || /^(?:and|et)$/i.test(w) || /^[A-Za-z_]{2,6}$/.test(w) && /[_A-Z]/.test(w))) return null;
  const pattern = bracketPhenotype(words, letters) ?? patternToken(words, letters) ?? (letters.length === 1 ? traitPattern(text, words, letters[0]) : traitsPattern(text, words, letters));
  const count = num(m[1].trim());
  return pattern && Number.isInteger(count) && count >= 1 ? { pattern, count } : null;
}

/**
 * A cross written in genotypes with the genotype that dies named beside it: "YY embryos die",
 * "YY is lethal", « les YY meurent », "(YY lethal)". The cross is read without those words and every
 * share is then among the survivors; "among the live pups" says no more than that.
 */
const LETHAL_GENOTYPE = /(?:,?\s*\b(?:but|and|mais|et|where|o[uù])\s+)?(?:\b(?:les|the)\s+)?\(?\b([A-Z]{2}|[a-z]{2})\b\s+(?:(?:individuals|embryos|offspring|zygotes|mice|pups|animals|plants|individus|embryons|descendants|souris)\s+)?(?:(?:is|are|est|sont)\s+)?(?:lethal|l[ée]tale?s?|die[sd]?\b|never\s+survive|do\s+not\s+survive|don['’]t\s+survive|meurent|ne\s+survivent\s+pas)[^.;,?:)]*\)?/;
const SURVIVORS = /\s*\b(?:among|of|parmi)\s+(?:the\s+|les\s+|their\s+)?(?:live|living|surviving|survivants?|vivants?)\s+[\p{L}-]+/giu;

/**
 * Genotypes the text names by what they look like ("DD is normal (Kerry), Dd has short legs (Dexter)"):
 * the statements are taken out and each name used after them is written as its genotype ("two Dexter
 * cattle" is Dd × Dd, "will be Dexter" asks Dd). A name given to two genotypes leaves the text as it is.
 */
const NAMED_GENOTYPE = /\b([A-Z][a-z]|[A-Z]{2}|[a-z]{2})\s+(?:is|are|est|sont|has|have|a|ont|gives?|donne|=|:)\s+(?:an?\s+|une?\s+|the\s+|des\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?:\s*\(\s*([\p{L}-]+)\s*\))?(?=\s*(?:[,;.]|and\b|et\b|$))/gu;
function genotypesByName(text: string): string {
  const statements = [...text.matchAll(NAMED_GENOTYPE)].filter((m) => m[1][0].toUpperCase() === m[1][1].toUpperCase() && !/^(?:lethal|l[ée]tale?s?)$/i.test(m[2]));
  if (statements.length < 2) return text;
  const names = new Map<string, string>();
  for (const m of statements) {
    for (const name of [m[3], m[2]].filter((x): x is string => Boolean(x))) {
      const key = name.toLowerCase();
      if (names.has(key) && names.get(key) !== m[1]) return text;
      names.set(key, m[1]);
    }
  }
  let rest = statements.reduceRight((t, m) => t.slice(0, m.index) + ' ' + t.slice(m.index + m[0].length), text);
  for (const [name, g] of names) {
    const word = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(String.raw`\b(?:two|deux|2)\s+${word}\s+[\p{L}-]+`, 'giu'), `${g} × ${g}`)
      .replace(new RegExp(String.raw`(?<![\p{L}])${word}(?![\p{L}])`, 'giu'), g);
  }
  return rest;
}

function readLethalGenotypeCross(original: string, bio: boolean): Task | null {
  const text = LETHAL_GENOTYPE.test(original) ? genotypesByName(original) : original;
  const m = LETHAL_GENOTYPE.exec(text);
  if (!m || m[1][0] !== m[1][1]) return null;
  const rest = (text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length)).replace(SURVIVORS, ' ').replace(/\s+([.?:;,])/g, '$1');
  const t = readCross(rest, bio);
  if (!t || t instanceof SolverError || t.kind !== 'monohybrid' || t.parents.length !== 2) return null;
  if (!['probability', 'phenotype_ratio', 'genotype_ratio', 'count'].includes(t.want) || !t.parents.every((g) => g[0].toUpperCase() === m[1][0].toUpperCase())) return null;
  return { ...t, lethal: m[1] };
}

// -------------------------------------------------------------------------------- Hardy–Weinberg

const HW = /hardy|weinberg|carrier|porteu(?:r|se)|fr[ée]quence\s+des\s+(?:h[ée]t[ée]rozygotes|homozygotes)|frequency\s+of\s+(?:heterozygotes|homozygotes)|\b2\s*pq\b|allele\s+frequenc|allelic\s+frequenc|fr[ée]quence\s+(?:de\s+l['’]|d['’]un\s+)?all[èe]l|frequency\s+of\s+(?:the\s+|an?\s+)?(?:recessive|dominant)?\s*allele|frequency\s+of\s+(?:the\s+)?(?:heterozygous|homozygous)\b|\bq\s*(?:\^\s*2|²)|\bp\s*(?:\^\s*2|²)|frequency\s+q\b|frequency\s+p\b|fr[ée]quence\s+[pq]\b/i;

function fractionIn(s: string): number | null {
  // "1 in 2500", "1 person in 2500", « 1 personne sur 2500 », "1 newborn out of 10,000"
  const m = /\b(?:1|one|une?)\s+(?:\p{L}+\s+){0,2}?(?:in|out\s+of|sur|pour)\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\b|\b1\s*\/\s*(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\b|(\d+(?:[.,]\d+)?)\s*%|\b(0[.,]\d+)\b/iu.exec(s);
  if (!m) return null;
  if (m[1] || m[2]) return 1 / num((m[1] ?? m[2]).trim());
  if (m[3]) return num(m[3]) / 100;
  return num(m[4]);
}

const X_TRAIT = /x[\s-]*linked|li[ée]e?\s+(?:à\s+l['’]X|au\s+chromosome\s+X)|gonosom|colou?r[\s-]*blind|daltoni|h[ée]mophil/i;
/** Affected men counted ("12 of 150 men") or as a share ("8% of men", "8 % des hommes"). */
const X_MALES = [
  /(\d+)\s+(?:out\s+of|of|in|sur|parmi)\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\s+(?:males|men|boys|hommes|mâles|garçons)/i,
  /(\d+(?:[.,]\d+)?)\s*%\s+(?:of\s+(?:the\s+)?)?(?:males|men|boys|des\s+hommes|des\s+mâles|des\s+garçons)/i,
];

/** A condition told before the question in its own sentence: "If the dominant phenotype is 0.91, what is q?", « Si 9 % … , quelle est … ? ». */
const LEADING_CONDITION = /^\s*(?:if|when|given\s+that|assuming(?:\s+that)?|si|sachant\s+que|lorsque|quand)\b([^?]*?),\s*(?=(?:then|alors|what|which|how|find|calculate|determine|estimate|quel|quelle|combien|calcul|d[ée]termin|estim))/i;

/**
 * Allele frequencies written beside their letters: "0.19 (A) and 0.81 (a)", "the allele for brown
 * wool (W) has an allele frequency of 0.19"; the capital is the dominant allele. Two values must add to 1.
 */
function taggedFrequencies(given: string): { of: 'p' | 'q'; value: number } | null {
  const found = [...given.matchAll(/(?<![\d.,])(\d*[.,]\d+)\s*\(\s*([A-Za-z])\s*\)/g)].map((m) => ({ letter: m[2], value: num(m[1]) }))
    .concat([...given.matchAll(/\(\s*([A-Za-z])\s*\)\s+(?:has|with|a)\s+(?:an?\s+|une\s+)?(?:allele\s+|allelic\s+)?(?:frequency|fr[ée]quence)\s+(?:all[ée]lique\s+)?(?:of\s+|de\s+)?(\d*[.,]\d+)/gi)].map((m) => ({ letter: m[1], value: num(m[2]) })));
  if (found.length === 0 || found.length > 2 || new Set(found.map((f) => f.letter.toUpperCase())).size !== 1) return null;
  if (found.some((f) => !(f.value > 0 && f.value < 1))) return null;
  if (found.length === 2 && (found[0].letter === found[1].letter || Math.abs(found[0].value + found[1].value - 1) > 1e-9)) return null;
  const f = found[0];
  return { of: f.letter === f.letter.toUpperCase() ? 'p' : 'q', value: f.value };
}

const ALLELE_KIND_EN = String.raw`(recessive|dominant|mutant|mutated|disease(?:[\s-]causing)?|abnormal|defective|normal|wild[\s-]type)`;
const ALLELE_KIND_FR = String.raw`(r[ée]cessif|dominant|mut[ée]|mutant|morbide|d[ée]l[ée]t[èe]re|anormal|normal|sauvage)`;
/** An allele's frequency named by its kind, up to the value: "the frequency of the mutant allele is", « l'allèle muté a une fréquence de ». */
const ALLELE_KIND_GIVEN = new RegExp(String.raw`(?:frequency\s+of\s+(?:the\s+|an?\s+)?${ALLELE_KIND_EN}\s+allele(?:\s+\(?[A-Za-z]\)?(?![A-Za-z]))?|${ALLELE_KIND_EN}\s+allele\s+(?:has\s+(?:a\s+)?|is\s+(?:present|found)\s+(?:at|with)\s+a\s+)?frequency|fr[ée]quence\s+(?:all[ée]lique\s+)?(?:de\s+l['’]|d['’]un\s+)all[èe]le\s+${ALLELE_KIND_FR}|all[èe]le\s+${ALLELE_KIND_FR}\s+(?:a\s+|est\s+pr[ée]sent\s+(?:à|avec)\s+)?(?:une\s+)?fr[ée]quence)\s*(?:is|of|equals|est(?:\s+de|\s+égale\s+à)?|de|=|:)?\s*`, 'i');

/**
 * "the frequency of the recessive allele in a population of 2,000 rabbits is 20%": the population
 * named between the allele and its value is no part of the allele's name, and its size no frequency.
 */
const withoutPopulationSaid = (s: string): string => s.replace(/\s+(?:in|among|within|of)\s+(?:a|the|this)\s+population\s+of\s+(?:\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)(?:\s+(?!is\b|are\b|was\b|equals\b)\p{L}+)?|\s+(?:dans|parmi)\s+(?:une|la|cette)\s+population\s+de\s+(?:\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)(?:\s+(?!est\b|vaut\b|sont\b)\p{L}+)?/giu, '');

/** The share written at the start of a text: 0.2, 20 %, 1/100, "1 in 100", « 1 sur 100 ». */
function leadingShare(s: string): number | null {
  const m = /^(?:(\d*[.,]?\d+)\s*%|(?:1|one|une?)\s+(?:in|out\s+of|sur|pour)\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)|(\d+)\s*\/\s*(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)|(\d*[.,]?\d+))/i.exec(s);
  if (!m) return null;
  if (m[1]) return num(m[1]) / 100;
  if (m[2]) return 1 / num(m[2].trim());
  if (m[3]) return num(m[3]) / num(m[4].trim());
  return num(m[5]);
}

/**
 * A share asked among the individuals who do not show the recessive trait: "among unaffected
 * individuals", "of the healthy people", "an unaffected person", « parmi les individus sains »,
 * « une personne non atteinte ». The pool is then p² + 2pq, never the whole population.
 */
const NOT_AFFECTED_EN = String.raw`(?:phenotypically\s+(?:normal|dominant|unaffected|healthy)|normally\s+(?:pigmented|sighted|hearing|coloured|colored)|non[\s-]?albino|unaffected|healthy|normal|non[\s-]?affected|not\s+affected|disease[\s-]free|symptom[\s-]?free)`;
const PERSONS_EN = String.raw`(?:individuals?|people|persons?|members?|m[ae]n|wom[ae]n|adults?|child(?:ren)?|humans?|partners?|spouses?|parents?|subjects?|ones|population|relatives?|siblings?|brothers?|sisters?|organisms?|plants?|animals?)`;
const UNAFFECTED = new RegExp(String.raw`\b(?:among|amongst)\s+(?:all\s+)?(?:the\s+|those\s+(?:who\s+are\s+|that\s+are\s+)?)?${NOT_AFFECTED_EN}\b|(?<![\d%]\s*)\b${NOT_AFFECTED_EN}\s+${PERSONS_EN}\b|\b(?:among|amongst|of)\s+(?:the\s+)?(?:people|individuals|persons|those|ones|members)\s+(?:who\s+(?:are|do)\s+not\s+(?:affected|have|show)|without\s+the\s+(?:disease|disorder|condition|trait)|(?:who|that)\s+are\s+${NOT_AFFECTED_EN})`
  + String.raw`|\bparmi\s+(?:les\s+|ceux\s+qui\s+sont\s+)?(?:sains|saines|non[\s-]atteint(?:e)?s|indemnes|normaux)\b|\b(?:individus?|personnes?|sujets?|gens|membres?|hommes?|femmes?|enfants?|adultes?|conjoints?|partenaires?|parents)\s*,?\s+(?:(?:non\s+)?[\p{L}-]+\s*,\s*)?(?:sains?|saines?|non[\s-]atteinte?s?|indemnes?|normaux|normale?s?|non\s+malades?|de\s+ph[ée]notype\s+(?:normal|sain|dominant)|ph[ée]notypiquement\s+(?:normale?s?|normaux)|qui\s+ne\s+(?:sont|est)\s+pas\s+(?:atteinte?s?|malades?))`, 'iu');

/** Two people asked about at once: "both parents", "two unrelated people are both carriers", « les deux parents », « deux conjoints … soient porteurs ». */
const TWO_PEOPLE = /\b(?:both|two)\s+(?:(?:unrelated|phenotypically\s+normal|normal|healthy|unaffected)\s+)*(?:parents|people|persons|individuals|partners|spouses|members)\b[^.?]*?\b(?:carriers?|heterozyg)|\b(?:are|be)\s+both\s+(?:carriers|heterozygous|heterozygotes)|\b(?:les\s+deux|deux)\s+(?:parents|conjoints|personnes|individus|partenaires|membres)\b[^.?]*?(?:porteu|h[ée]t[ée]rozyg)|\btous\s+(?:les\s+)?deux\s+(?:porteu|h[ée]t[ée]rozyg)/i;

/** Both allele frequencies asked together: "p and q", « q et p », "both allele frequencies", « les fréquences alléliques ». */
const BOTH_ALLELES = /(?<![\p{L}])[pq]\s*(?:,|and|et|&)\s*[pq](?![\p{L}])|\bboth\s+allel\w*|\ballele\s+frequencies|frequencies\s+of\s+(?:the\s+|both\s+|each\s+)?(?:two\s+)?alleles|fr[ée]quences\s+all[ée]liques|fr[ée]quences\s+des\s+(?:deux\s+)?all[èe]les/iu;
const COUNT = String.raw`(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)`;
/** "970 of 1000 show the dominant trait", « 36 individus sur 400 présentent le phénotype récessif »: groups 3/5 dominant, 4/6 recessive. */
const PHENOTYPE_COUNTED = new RegExp(String.raw`(?<![\d.,])${COUNT}\s+(?:\p{L}+\s+)?(?:out\s+of|of|in|sur|parmi)\s+(?:(?:the|a|les|des)\s+)?${COUNT}\s+(?:\p{L}+\s+)?(?:show|display|express|exhibit|have|are|pr[ée]sentent|expriment|montrent|ont|sont)\s+(?:the\s+|a\s+|le\s+|un\s+)?(?:(dominant)\s+(?:trait|phenotype|form)|(recessive)\s+(?:trait|phenotype|form)|(?:caract[èe]re|ph[ée]notype)\s+(?:(dominant)|(r[ée]cessif)))`, 'iu');

/** Hardy–Weinberg, with a share among the unaffected read as conditional on not showing the trait. */
function readHardyWeinberg(original: string, bio: boolean): Task | SolverError | null {
  const t = readHardyWeinbergShare(original, bio);
  // only the question's own words condition it: "840 normal plants" among the data is a count
  // the last sentence, its own closing stop set aside ("…, find the probability that an unaffected individual is a carrier.")
  const closed = original.replace(/[.!;\s]+$/, '');
  const sentence = closed.includes('?') ? closed.slice(Math.max(0, closed.search(/[^.!?;]*\?[^?]*$/))) : closed.slice(Math.max(0, closed.search(/[^.!;]*$/)));
  const asked = sentence.replace(LEADING_CONDITION, ' ');
  if (!t || t instanceof SolverError || t.kind !== 'hardy_weinberg') return t;
  // two people at once ("two normal parents are both carriers", « les deux parents soient porteurs »): carriers only, the share squared
  const two = TWO_PEOPLE.test(asked);
  const otherwise = two ? twoPeopleRefusal(asked) : null;
  if (otherwise) return otherwise;
  if (two && t.want !== '2pq') return new SolverError('unsupported', {
    en: 'A share asked of two people at once is read for carriers only: this question was not read.',
    fr: 'Une probabilité demandée pour deux personnes à la fois n’est lue que pour les porteurs : cette question n’a pas été lue.',
  });
  const both = two ? { both: true as const } : {};
  if (!UNAFFECTED.test(asked)) return { ...t, ...both };
  // carriers or dominant homozygotes among the unaffected: 2pq or p² over p² + 2pq
  if (t.want === '2pq' || t.want === 'p2') return { ...t, amongUnaffected: true, ...both };
  return new SolverError('unsupported', {
    en: 'A share among the unaffected individuals only is read for carriers (2pq) or dominant homozygotes (p²): this question was not read.',
    fr: 'Une proportion parmi les seuls individus non atteints n’est lue que pour les porteurs (2pq) ou les homozygotes dominants (p²) : cette question n’a pas été lue.',
  });
}

function readHardyWeinbergShare(original: string, bio: boolean): Task | SolverError | null {
  const written = plainAlleles(original);
  const counts = genotypeCounts(written);
  // a gene of another letter (MM, Mm, mm) is read as A, so that "the m allele" is the recessive one
  const text = counts && (counts.letter !== 'A' || counts.other) ? asLetterA(written, counts.letter, counts.other) : counts ? written : mnAsLetters(written) ?? written;
  // a count of recessive homozygotes in a population ("90 sont aa", "100 individuals affected by a recessive disease"), or a bare "q?" asked
  const aaCount = /(?<![\d,./]|\d |\b1\s+(?:in|sur|out\s+of|pour)\s+)(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\s+(?:(?:out\s+of|sur)\s+\d[\d ,]*\d\s+|(?:out\s+of|sur)\s+\d+\s+)?(?:(?:individuals|individus|people|personnes|plants|plantes|animals|animaux)\s+)?(?:(?:in|of)\s+(?:a|the|this)\s+population\s+|dans\s+(?:une|la|cette)\s+population\s+)?(?:(?:are|were|sont|étaient|show|showed|have|had|display|express|pr[ée]sentent|ont|expriment|montrent)\s+)?(?:the\s+|le\s+|un\s+|a\s+)?(?:aa\b|homozygous\s+recessive|homozygotes?\s+r[ée]cessifs?|recessive\s+(?:phenotype|trait|form|allele\s+twice)|ph[ée]notype\s+r[ée]cessif|caract[èe]re\s+r[ée]cessif|affected\s+(?:by|with)\s+(?:a|the)\s+recessive\s+(?:disease|disorder|condition)|atteint(?:e|s|es)?\s+d['’]une\s+maladie\s+(?:g[ée]n[ée]tique\s+)?(?:autosomique\s+)?r[ée]cessive)/i.exec(text)
    ?? /(?<![\d,./]|\d |\b1\s+(?:in|sur|out\s+of|pour)\s+)(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\s+(?:individuals|individus|people|personnes|plants|plantes|animals|animaux)\s+(?:(?:with|showing|of)\s+the\s+recessive\s+(?:phenotype|trait)|de\s+ph[ée]notype\s+r[ée]cessif|au\s+ph[ée]notype\s+r[ée]cessif)/i.exec(text)
    // a phenotype said to be recessive beside it: "45 have white fur (recessive)", « 90 ont le pelage blanc, caractère récessif »
    ?? /(?<![\d,./]|\d |\b1\s+(?:in|sur|out\s+of|pour)\s+)(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\s+(?:\p{L}+\s+)?(?:are|have|has|show|display|sont|ont|pr[ée]sentent)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+\s*(?:\(\s*(?:recessive|r[ée]cessi(?:f|ve))\s*\)|,\s*(?:(?:a|the|un|une|le)\s+)?(?:recessive\s+(?:trait|phenotype|condition)|(?:caract[èe]re|ph[ée]notype)\s+r[ée]cessif))/iu.exec(text);
  // a share of a population with a genotype class named ("1% are homozygous recessive") is Hardy–Weinberg too
  const share = /population|people|individuals|persons|personnes|individus/i.test(text) && (/homozyg\w*\s+(?:recessive|dominant)|homozygotes?\s+(?:r[ée]cessifs?|dominants?)|recessive\s+(?:phenotype|trait|disease|disorder|condition)|ph[ée]notype\s+r[ée]cessif|maladie\s+r[ée]cessive/i.test(text) || (RECESSIVE_DISEASE.test(text) && /heterozyg|h[ée]t[ée]rozyg|carrier|porteu/i.test(text))) && /\d\s*%|\b(?:1|one|une?)\s+(?:\p{L}+\s+){0,2}?(?:in|sur|out\s+of)\s+\d|\b1\s*\/\s*\d/iu.test(text);
  // an X-linked trait's share among men ("8% of men are colour-blind") is Hardy–Weinberg on the X
  const xLinked = X_TRAIT.test(text);
  const xMales = xLinked && X_MALES.some((r) => r.test(text));
  // a recessive disease's prevalence with its carriers or heterozygotes asked: "PKU occurs in 1 out of 10,000 people. What percentage is heterozygous?"
  const prevalence = /\b(?:1|one|une?)\s+(?:\p{L}+\s+){0,2}?(?:in|out\s+of|sur)\s+\d/iu.test(text) && /people|persons|births?|newborns?|babies|baby|child(?:ren)?|individuals|population|personnes|naissances?|nouveau-n[ée]s|individus|enfants?/i.test(text) && /heterozyg|h[ée]t[ée]rozyg/i.test(text);
  // which phenotype is dominant said in words, with a genotype class of a population asked: "Tall (T) is dominant over short (t). … How many are heterozygous?"
  const named = dominanceSaid(text) !== null && /population|people|persons|individuals|personnes|individus/i.test(text) && /heterozyg|h[ée]t[ée]rozyg|homozyg|all[eè]l/i.test(text);
  if (!HW.test(text) && !counts && !named && !aaCount && !share && !xMales && !prevalence && !/(?<![\p{L}])(?:[pq]|2pq)\s*\?|(?<![\p{L}])[pq]\s*=\s*0?[.,]\d|\b(?:calcul\p{L}*|find|determine|d[ée]termin\p{L}*|compute|give|donner)\s+(?:the\s+value\s+of\s+|la\s+valeur\s+de\s+)?(?:2\s*pq|[pq])(?:\s*(?:\^\s*2|²))?(?![\p{L}\d])/iu.test(text) && !(bio && /frequenc|fr[ée]quence|prevalence|pr[ée]valence/i.test(text))) return null;
  const parts = text.split(/(?<=[.;!])\s+(?=[A-ZÀ-Ý])|(?<=[.:;])\s+(?=\S+[^.]*\?\s*$)/);
  const qSentence = [...parts].reverse().find((s) => s.includes('?')) ?? parts[parts.length - 1];
  const asked = parts.length > 1 ? qSentence : LEADING_CONDITION.test(text) ? text : text.slice(Math.max(0, text.search(/what|which|find|calculate|determine|quelle|quel|calculer|d[ée]terminer|frequency|fr[ée]quence|carrier|porteur|how\s+many|combien/i)));
  // data told in the question's own clause ("… if, in a sample of 400, 36 are aa?", "si 9 % …") are given, not asked
  const lead = LEADING_CONDITION.exec(asked);
  const main = lead ? asked.slice(lead[0].length) : asked;
  const clause = /,?\s+\b(?:if|when|given\s+that|si|sachant\s+que|lorsque|where|in\s+which|où|dans\s+laquelle)(?![\p{L}])(?!\s+(?:they|ils)\b)/iu.exec(main);
  const q = clause ? main.slice(0, clause.index) : main;
  const given = (parts.length > 1 ? parts.filter((s) => s !== qSentence).join(' ') : text.slice(0, text.length - asked.length)) + (lead ? ` ${lead[1]}` : '') + (clause ? ` ${main.slice(clause.index + clause[0].length)}` : '');
  const unplaced = unplacedOffspringQuestion(q);
  if (unplaced) return unplaced;
  let want: TaskOf<'hardy_weinberg'>['want'] | null = null;
  const howMany = /how\s+many|expected\s+number|number\s+of|combien|nombre\s+(?:attendu\s+)?(?:de|d['’])/i.test(q);
  // genotypes are told apart by case: AA is not Aa
  if (/carrier|porteu|heterozyg|hétérozyg|\b2\s*pq\b/i.test(q) || /\bAa\b/.test(q)) want = howMany ? 'count_Aa' : '2pq';
  // "homozygous for the dominant trait" is the dominant homozygote, never the dominant phenotype
  else if (/homozygous\s+(?:for\s+(?:the\s+)?)?dominant|homozygotes?\s+(?:pour\s+(?:le\s+|l['’])?(?:caract[èe]re\s+|all[èe]le\s+)?)?dominant|\bp\s*(?:\^\s*2|²)/i.test(q) || /\bAA\b/.test(q)) want = howMany ? 'count_AA' : 'p2';
  else if (/homozygous\s+(?:for\s+(?:the\s+)?)?recessive|homozygotes?\s+(?:pour\s+(?:le\s+|l['’])?(?:caract[èe]re\s+|all[èe]le\s+)?)?r[ée]cessi|\bq\s*(?:\^\s*2|²)|affected|atteint|recessive\s+(?:phenotype|trait)|ph[ée]notype\s+r[ée]cessif/i.test(q) || /\baa\b/.test(q)) want = howMany ? 'count_aa' : 'q2';
  else if (/dominant\s+phenotype|ph[ée]notype\s+dominant|dominant\s+trait/i.test(q)) want = howMany ? 'count_dominant' : 'dominant';
  else if (/recessive\s+allele|all[èe]le\s+r[ée]cessi|\bq\b|[Ff]requency\s+of\s+a\b|[Ff]requency\s+of\s+the\s+a\s+allele|[Ff]requency\s+of\s+(?:the\s+)?allele\s+a\b|[Ff]r[ée]quence\s+de\s+l['’]all[èe]le\s+a\b|[Ff]r[ée]quence\s+(?:de\s+)?(?:l['’]all[èe]le\s+)?a\b/.test(q) || /recessive\s+allele|all[èe]le\s+r[ée]cessi/i.test(q)) want = 'q';
  else if (/dominant\s+allele|all[èe]le\s+dominant|\bp\b|[Ff]requency\s+of\s+A\b|[Ff]requency\s+of\s+(?:the\s+)?allele\s+A\b|[Ff]requency\s+of\s+the\s+A\s+allele|[Ff]r[ée]quence\s+de\s+l['’]all[èe]le\s+A\b|[Ff]r[ée]quence\s+(?:de\s+)?(?:l['’]all[èe]le\s+)?A\b/.test(q) || /dominant\s+allele|all[èe]le\s+dominant/i.test(q)) want = 'p';
  // an allele named by its phenotype ("the frequency of the tall allele", « la fréquence de l'allèle blanc »), the text having said which is dominant
  const namedAllele = want ? null : /(?:frequency\s+of\s+(?:the\s+)?([\p{L}-]+)\s+allele|fr[ée]quence\s+(?:de\s+)?l['’]all[èe]le\s+([\p{L}-]+))/iu.exec(q);
  const said = namedAllele ? dominanceSaid(text) : null;
  if (namedAllele && said) {
    const word = (namedAllele[1] ?? namedAllele[2]).toLowerCase();
    const starts = (w: string): boolean => word.slice(0, 4) === w.toLowerCase().slice(0, 4);
    if (starts(said.dominant) !== starts(said.recessive)) want = starts(said.dominant) ? 'p' : 'q';
  }
  // the trait itself asked of women: on two X, affected women are q²
  if (!want && xLinked && X_TRAIT.test(q) && /\b(?:women|females|girls|femmes|femelles|filles)\b/i.test(q) && !/\b(?:men|males|boys|hommes|mâles|garçons)\b/i.test(q)) want = howMany ? 'count_aa' : 'q2';
  if (!want) return null;
  // both allele frequencies asked ("find p and q", « calculer p et q »): one value would leave the other part unanswered
  if ((want === 'p' || want === 'q') && BOTH_ALLELES.test(q)) {
    const other = want === 'p' ? 'q' : 'p';
    return new SolverError('unsupported', {
      en: `Both allele frequencies are asked: we answer one at a time, and ${other} would go unanswered. Ask for p and for q separately (q = 1 − p).`,
      fr: `Les deux fréquences alléliques sont demandées : nous répondons à une seule à la fois, et ${other} resterait sans réponse. Demandez p puis q séparément (q = 1 − p).`,
    });
  }
  // the allele frequencies asked beside a genotype class: one of the two would be answered alone
  if (want !== 'p' && want !== 'q' && /allele\s+frequenc|frequenc\w*\s+of\s+(?:the\s+|both\s+|each\s+|the\s+two\s+)?alleles|fr[ée]quences?\s+all[ée]liques?|fr[ée]quences?\s+des\s+(?:deux\s+)?all[èe]les/i.test(q)) {
    return new SolverError('unsupported', {
      en: 'The allele frequencies asked together with a genotype: this part of the question was not understood, and nothing was answered in its place. Ask one at a time.',
      fr: 'Les fréquences alléliques demandées avec un génotype : cette partie de la question n’a pas été comprise, et rien n’a été répondu à sa place. Posez une question à la fois.',
    });
  }
  const population = /population\s+of\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)|population\s+de\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)|(?<!\b1\s+(?:in|sur|out\s+of|pour)\s+)(?<![\d,/]|\d )(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)\s+(?:individuals|people|persons|inhabitants|individus|personnes|habitants)/i.exec(text);
  const N = population ? num((population[1] ?? population[2] ?? population[3]).trim()) : undefined;
  // with the three genotypes counted, the population is their sum ("among 200 snails, 72 are BB, …")
  if (want.startsWith('count') && !counts && (N === undefined || !Number.isFinite(N))) return null;
  const extra = N !== undefined && Number.isFinite(N) ? { population: N } : {};
  if (counts) {
    const { AA, Aa, aa } = counts;
    if (![AA, Aa, aa].every(Number.isFinite)) return null;
    // "80 individuals that are MM" is a count, never the population's size
    const told = N !== undefined && ![AA, Aa, aa].includes(N);
    return { kind: 'hardy_weinberg', known: { of: 'counts', AA, Aa, aa }, want, ...(told ? extra : want.startsWith('count') ? { population: AA + Aa + aa } : {}) };
  }
  if (xLinked) {
    const m = X_MALES[0].exec(given) ?? X_MALES[1].exec(given);
    if (!m) return null;
    const total = m[2] ? num(m[2].trim()) : 100;
    const affected = num(m[1]);
    if (!(affected <= total)) return null;
    return { kind: 'hardy_weinberg', known: { of: 'x_males', affected, total }, want, ...extra };
  }
  if (aaCount && N !== undefined && Number.isFinite(N) && !/\bp\s*(?:\^\s*2|²)?\s*=|\bq\s*(?:\^\s*2|²)?\s*=/.test(given)) {
    const affected = num(aaCount[1].trim());
    if (!(affected > 0 && affected < N) || want === 'q2') return null;
    return { kind: 'hardy_weinberg', known: { of: 'q2', value: affected / N }, want, ...extra };
  }
  // an allele frequency stated in words: "the frequency of the recessive allele is 0.2", « fréquence allélique de l'allèle dominant : 0,7 »,
  // « l'allèle muté a une fréquence de 1/100 »; a mutant or disease allele is the recessive one, a normal or wild-type allele the dominant one
  const valued = withoutPopulationSaid(given);
  const alleleGiven = ALLELE_KIND_GIVEN.exec(valued);
  const alleleValue = alleleGiven ? leadingShare(valued.slice(alleleGiven.index + alleleGiven[0].length)) : null;
  // an allele named by its letter: "the frequency of allele A is 0.8", « la fréquence de l'allèle a est de 0,2 » (the capital is the dominant allele)
  const letterGiven = /(?:frequency\s+of\s+(?:the\s+)?(?:allele\s+([A-Za-z])|([A-Za-z])\s+allele)|fr[ée]quence\s+(?:all[ée]lique\s+)?de\s+l['’]all[èe]le\s+([A-Za-z]))(?![\p{L}])\s*(?:is|of|equals|est(?:\s+de|\s+égale\s+à)?|de|=|:)?\s*(\d*[.,]?\d+)\s*(%?)/iu.exec(valued);
  const tagged = taggedFrequencies(given);
  if (!alleleValue && !letterGiven && tagged) {
    if (tagged.of === want) return null;
    return { kind: 'hardy_weinberg', known: tagged, want, ...extra };
  }
  if (!alleleValue && letterGiven) {
    const letter = letterGiven[1] ?? letterGiven[2] ?? letterGiven[3];
    const value = num(letterGiven[4]) / (letterGiven[5] ? 100 : 1);
    const of = letter === letter.toUpperCase() ? 'p' : 'q';
    if (!(value > 0 && value < 1) || of === want) return null;
    return { kind: 'hardy_weinberg', known: { of, value }, want, ...extra };
  }
  if (alleleGiven && alleleValue !== null) {
    const value = alleleValue;
    const of = /^(?:dominant|normal|wild|sauvage)/i.test(alleleGiven[1] ?? alleleGiven[2] ?? alleleGiven[3] ?? alleleGiven[4]) ? 'p' : 'q';
    if (!(value > 0 && value < 1) || of === want) return null;
    return { kind: 'hardy_weinberg', known: { of, value }, want, ...extra };
  }
  // a value written as a fraction or a percentage (q² = 1/2500, q = 20 %) is that share, never its numerator
  const explicit = /\b([pq])\s*(\^\s*2|²)?\s*=\s*(\d*[.,]?\d+)(?:\s*\/\s*(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)|\s*(%))?/.exec(given);
  if (explicit) {
    const value = num(explicit[3]) / (explicit[4] ? num(explicit[4].trim()) : explicit[5] ? 100 : 1);
    const of = `${explicit[1]}${explicit[2] ? '2' : ''}` as 'p' | 'q' | 'p2' | 'q2';
    if (!(value <= 1) || of === want) return null;
    return { kind: 'hardy_weinberg', known: { of, value }, want, ...extra };
  }
  // the size of the population is no frequency; its digit groups end at the next comma that starts something else ("10,000, 1%")
  const stripped = given.replace(/population\s+(?:of|de)\s+(?:\d{1,3}(?:[ ,]\d{3})+(?![\d])|\d+)/gi, ' ');
  // a phenotype counted by its name, the text having said which one is dominant
  const shown = phenotypeShare(stripped, N);
  if (shown) return shown.of === want ? null : { kind: 'hardy_weinberg', known: shown, want, ...extra };
  // a phenotype counted in a sample: "970 of 1000 show the dominant trait", « 36 individus sur 400 présentent le phénotype récessif »
  const counted = PHENOTYPE_COUNTED.exec(stripped);
  if (counted) {
    const [k, n] = [num(counted[1].trim()), num(counted[2].trim())];
    const of = counted[3] || counted[5] ? 'dominant' : 'q2';
    if (!(k > 0 && k < n) || of === want) return null;
    // the sample counted is the population, never the count before it ("970 individus sur 1000")
    return { kind: 'hardy_weinberg', known: { of, value: k / n }, want, population: n };
  }
  const value = fractionIn(stripped);
  if (value === null || !(value > 0 && value < 1)) return null;
  if (/dominant\s+(?:phenotype|trait)|ph[ée]notype\s+dominant|caract[èe]re\s+dominant/i.test(given) && !/recessive|r[ée]cessi|affect|atteint|disease|maladie/i.test(given)) return { kind: 'hardy_weinberg', known: { of: 'dominant', value }, want, ...extra };
  // a share of homozygous dominants ("49% are homozygous dominant (AA)") is p², never q²
  if ((/homozygous\s+dominant|homozygotes?\s+dominants?/i.test(given) || /\bAA\b/.test(given)) && !/recessive|r[ée]cessi|affect|atteint|disease|maladie/i.test(given) && !/\baa\b/.test(given)) return want === 'p2' ? null : { kind: 'hardy_weinberg', known: { of: 'p2', value }, want, ...extra };
  if (!/recessive|r[ée]cessi|affect|atteint|prevalen|pr[ée]valen|incidence|disease|maladie|born\s+with|naissent|\baa\b|cystic|mucovisc|albin|phenylk|ph[ée]nylc|sickle|dr[ée]panocyt|tay|homozygous\s+recessive/i.test(given)) return null;
  if (/dominant\s+disorder|maladie\s+dominante|autosomal\s+dominant|autosomique\s+dominant/i.test(given)) return null;
  // a share told of the dominant phenotype by its name ("84% … have purple flowers", purple dominant) is no q², whatever else says recessive
  const shownDominant = dominanceSaid(stripped);
  if (shownDominant && new RegExp(String.raw`\d\s*%?[^.;?]*?(?<![\p{L}])${shownDominant.dominant.slice(0, Math.max(3, shownDominant.dominant.length - 2))}`, 'iu').test(stripped.slice(shownDominant.end))) return null;
  return { kind: 'hardy_weinberg', known: { of: 'q2', value }, want, ...extra };
}

// --------------------------------------------------------------------------------- magnification


/**
 * The part of a magnification problem that asks: the sentence ending in "?", else the last clause;
 * an order followed by its data ("Calculate the magnification: the drawing is 60 mm …") asks before its colon.
 */
function askedPart(text: string): string {
  if (text.includes('?')) return text.slice(Math.max(0, text.search(/[^.:;]*\?\s*$/)));
  const tail = text.slice(Math.max(text.lastIndexOf(':') + 1, text.lastIndexOf('. ') + 1, 0));
  const colon = text.lastIndexOf(':');
  const head = colon > 0 ? text.slice(Math.max(0, text.lastIndexOf('. ', colon) + 1), colon) : '';
  return /^\s*(?:calculate|find|determine|work\s+out|what|calculer|calculez|d[ée]terminer|d[ée]terminez|quel)/i.test(head) ? head : tail;
}

function readMagnification(text: string, bio: boolean): Task | null {
  const fieldOrBar = readFieldOfView(text);
  if (fieldOrBar) return fieldOrBar;
  if (!/magnif|grossiss|grandissement|microscop|micrograph|micrographie|photograph|photo\b|(?:viewed|seen|observed|drawn)\s+at\s+[×x]|observ[ée]e?\s+(?:au|à)\s+[×x]|objective|eyepiece|oculaire|objectif|ocular|image\s+(?:size|length|width)|actual\s+size|real\s+size|\bat\s+[×x]\s*\d|taille\s+r[ée]elle|taille\s+de\s+l['’]image|drawing|dessin/i.test(text)) return null;
  const sizes = [...text.matchAll(SIZE)].map((m) => ({ value: num(m[1]) * metresPer(m[2]), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const mags = [...text.matchAll(MAG)].map((m) => ({ value: magValue(m), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  if (sizes.some((s) => !Number.isFinite(s.value)) || mags.some((s) => !Number.isFinite(s.value))) return null;
  const before = (at: number, n = 40): string => text.slice(Math.max(0, at - n), at);
  const after = (end: number, n = 25): string => text.slice(end, end + n);
  const unit = askedUnit(text);
  const extra = unit ? { unit } : {};
  const objective = mags.find((m) => /objecti/i.test(before(m.at, 25)) || /^\s*(?:objective|objectif)/i.test(after(m.end)));
  const eyepiece = mags.find((m) => /eyepiece|ocular|oculaire/i.test(before(m.at, 25)) || /^\s*(?:eyepiece|ocular|oculaire)/i.test(after(m.end)));
  const total = /total\s+magnification|grossissement\s+total|overall\s+magnification/i.test(text);
  if (objective && eyepiece && objective !== eyepiece) {
    if (total || sizes.length === 0) return mags.length === 2 ? { kind: 'magnification', objective: objective.value, eyepiece: eyepiece.value, want: 'total' } : null;
  }
  // an objective and an eyepiece with one size: the total magnification is the one the size is seen at
  const lens = objective && eyepiece && objective !== eyepiece && sizes.length === 1 && mags.length === 2 ? objective.value * eyepiece.value : undefined;
  if ((objective || eyepiece) && lens === undefined) return null;
  // the question without its givens: "image length 45 mm, …, actual length?" asks the actual length only
  const question = askedPart(text)
    .replace(new RegExp(String.raw`(?:[\p{L}]+\s+){0,3}(?:is|of|est|de|=|:)?\s*${NUM}\s*(?:${SIZE_WORD})(?![\p{L}])`, 'giu'), ' ');
  const askDrawn = /how\s+(?:long|big|large|wide)\s+(?:is|will|would)\s+(?:the\s+)?(?:be\s+)?(?:image|drawing|dessin)|how\s+(?:long|big|large|wide)\s+(?:is\s+it|will\s+it\s+(?:be|appear)|does\s+it\s+appear)\s+(?:on|in)\s+the\s+(?:photo\w*|image|drawing|micrograph\w*)|how\s+(?:long|big|large|wide)\s+(?:does|will|would)\s+(?:it|the\s+\w+)\s+(?:appear|look)|(?:longueur|taille)\s+sur\s+la\s+(?:photo\w*|micrographie)|(?:longueur|taille)\s+(?:de\s+l['’]image|du\s+dessin)|size\s+of\s+the\s+drawing|drawing\s+size/i;
  const askActual = /actual\s+(?:size|length|width|diameter)|real\s+(?:size|length|width|diameter)|true\s+size|taille\s+r[ée]elle|longueur\s+r[ée]elle|dimension\s+r[ée]elle|vraie\s+taille|diam[èe]tre\s+r[ée]el|actual\s*\?|how\s+(?:big|long|wide|large)\s+is\s+the\s+(?:actual\s+)?(?:cell|organelle|specimen|object|bacterium|nucleus|mitochondri\w*|chloroplast)/i;
  const askImage = /image\s+(?:size|length)|size\s+of\s+the\s+image|taille\s+de\s+(?:l['’]|son\s+)image|how\s+(?:big|long|large)\s+(?:will|would)\s+(?:the\s+image|it\s+appear)|longueur\s+de\s+l['’]image/i;
  const askMag = /magnification|grossissement|grandissement/i;
  const onMedium = /image|drawing|dessin|photo|micrograph|clich[ée]|barre|scale\s+bar/i.test(text.slice(0, text.length - askedPart(text).length));
  const label = (at: number, end: number): 'image' | 'actual' | null => {
    const b = before(at, 30);
    const a = after(end, 20);
    if (/(?:actual|real|true|r[ée]el\w*|vraie)\s*(?:size|length|width|diameter|taille|longueur|diam[èe]tre)?\s*(?:of\s+[\w\s]+?)?\s*(?:measures|mesure|is|of|est|de|=|:)?\s*$/i.test(b) || /^\s*(?:in\s+reality|en\s+r[ée]alit[ée]|actual|r[ée]el)/i.test(a)) return 'actual';
    // "measures" says nothing (a cell measures 100 µm) unless the data are read on a drawing, a photo or a micrograph
    if (new RegExp(String.raw`(?:image|drawing|dessin|photo\p{L}*|micrograph\p{L}*|appears?|appara[iî]t${onMedium ? '|measures?|mesure' : ''})\s*(?:size|length|taille|longueur)?\s*(?:of\s+[\p{L}\s]+?)?\s*(?:is|of|est|de|=|:)?\s*(?:\p{L}+\s+){0,4}$`, 'iu').test(b) || /^\s*(?:long\s+|wide\s+|de\s+long\s+)?(?:(?:on|in)\s+(?:the|an?|its|this)\s+(?:electron\s+)?(?:image|drawing|photo\p{L}*|micrograph\p{L}*)|sur\s+(?:l['’]|la\s+|le\s+|une?\s+|son\s+|sa\s+|cette\s+)(?:image|dessin|photo\p{L}*|micrographie|clich[ée]))/iu.test(a)) return 'image';
    return null;
  };
  const labelled = sizes.map((s) => ({ ...s, label: label(s.at, s.end) }));
  const magValues = mags.filter((m) => !sizes.some((s) => m.at >= s.at && m.at < s.end));
  if (magValues.length > 1 && lens === undefined) return null;
  const M = lens ?? magValues[0]?.value;
  // "actual size if image = 18 mm …": the words asked may stand before a given size the question was cleared of
  const actualAsked = askActual.test(question) || (askActual.test(askedPart(text)) && M !== undefined);
  if (actualAsked && !askImage.test(question) && !askDrawn.test(question)) {
    if (M === undefined || sizes.length !== 1 || labelled[0].label === 'actual') return null;
    return { kind: 'magnification', image: sizes[0].value, magnification: M, want: 'actual', ...extra };
  }
  if (askImage.test(question) || askDrawn.test(question)) {
    if (M === undefined || sizes.length !== 1 || labelled[0].label === 'image') return null;
    return { kind: 'magnification', actual: sizes[0].value, magnification: M, want: 'image', ...(unit ? { unit } : { unit: 'mm' }) };
  }
  if (askMag.test(question) && M === undefined && sizes.length === 2) {
    // both sizes said of the drawing (or both real): which is which is not told
    if (labelled[0].label !== null && labelled[0].label === labelled[1].label) return null;
    let [im, ac] = [labelled.find((s) => s.label === 'image'), labelled.find((s) => s.label === 'actual')];
    if (im && !ac) ac = labelled.find((s) => s !== im);
    if (ac && !im) im = labelled.find((s) => s !== ac);
    if (!im || !ac || im === ac) return null;
    return { kind: 'magnification', image: im.value, actual: ac.value, want: 'magnification' };
  }
  return bio ? null : null;
}

// ----------------------------------------------------------------------------- population growth

const TIME_UNITS: Record<string, [string, number]> = {
  s: ['s', 1 / 3600], sec: ['s', 1 / 3600], second: ['s', 1 / 3600], seconds: ['s', 1 / 3600], secondes: ['s', 1 / 3600], seconde: ['s', 1 / 3600],
  min: ['min', 1 / 60], mins: ['min', 1 / 60], minute: ['min', 1 / 60], minutes: ['min', 1 / 60],
  h: ['h', 1], hr: ['h', 1], hrs: ['h', 1], hour: ['h', 1], hours: ['h', 1], heure: ['h', 1], heures: ['h', 1],
  day: ['day', 24], days: ['day', 24], jour: ['day', 24], jours: ['day', 24], d: ['day', 24],
  week: ['week', 168], weeks: ['week', 168], semaine: ['week', 168], semaines: ['week', 168],
  year: ['year', 8766], years: ['year', 8766], yr: ['year', 8766], yrs: ['year', 8766], an: ['year', 8766], ans: ['year', 8766], année: ['year', 8766], années: ['year', 8766],
  generation: ['generation', NaN], generations: ['generation', NaN], génération: ['generation', NaN], générations: ['generation', NaN],
};
const TIME_WORD = '(seconds?|secondes?|sec|s|mins?|minutes?|hours?|hrs?|h|heures?|days?|jours?|d|weeks?|semaines?|years?|yrs?|ans?|ann[ée]es?|generations?|g[ée]n[ée]rations?)';

const SINGLE_CELL = /\b(?:a\s+single|one|an?|1|une?\s+seule?|une?\s+unique|une?)\s+(?:(?:bacterial|yeast|E\.\s*coli)\s+)?(?:bacteri(?:um|al\s+cell)|cells?|bact[ée]rie|cellule|levure)\b/i;

/** A time of day: "at 9 am", "at 3:30 p.m.", « à 9 h », « à 15h30 »; its hour from midnight. */
const CLOCK = /(?<![\p{L}])(?:at|à)\s+(\d{1,2})(?:[:h]\s*(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?|h(?![\p{L}]))/giu;
/** Two times of day ("5000 cells at 9 am and 40000 at 3 pm") written as the time elapsed after the second count. */
function clockTimes(text: string): string {
  const found = [...text.matchAll(CLOCK)];
  if (found.length !== 2) return text;
  const hour = (m: RegExpMatchArray): number => {
    const h = Number(m[1]) % (/^[ap]/i.test(m[3]) ? 12 : 24);
    return h + (/^p/i.test(m[3]) ? 12 : 0) + (m[2] ? Number(m[2]) / 60 : 0);
  };
  const elapsed = hour(found[1]) - hour(found[0]);
  if (!(elapsed > 0)) return text;
  const [a, b] = found.map((m) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const fr = /^à/i.test(found[1][0]);
  return text.slice(0, a.at) + text.slice(a.end, b.at) + (fr ? `en ${elapsed} heures` : `after ${elapsed} hours`) + text.slice(b.end);
}

/**
 * The law written out, "N(t) = N0 e^(0.2t)", « N(t) = 1000 e^{0,2 t} »: the rate in the exponent and a
 * numeric start, told as "r = …" and "N0 = …" for the reading below.
 */
const LAW = /\bN\s*\(\s*t\s*\)\s*=\s*(N_?0|\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)\s*(?:[·*×]|\\cdot|\\times)?\s*(?:e\s*\^\s*[({]?|\\?exp\s*\(|e\^)\s*(-?\s*\d*[.,]?\d+)\s*(?:[·*]|\\cdot)?\s*t\s*[)}]?/i;
const lawWritten = (text: string): string =>
  // only of a population: a bare exponential is mathematics
  !/population|bacteri|bact[ée]ri|\bcells?\b|cellules?|culture|colon(?:y|ie)|organism|organisme|yeast|levure|growth|croissance/i.test(text) ? text : text.replace(LAW, (_all: string, start: string, rate: string) => `exponential growth with r = ${rate.replace(/\s+/g, '')}${/^N/i.test(start) ? '' : `, N0 = ${start}`}`);

function readGrowth(original: string, bio: boolean): Task | SolverError | null {
  const written = clockTimes(lawWritten(original));
  // one period in words, "in one year", « en un an », is a time of 1
  const text = written.replace(/\b(in|over|after|within|en)\s+(?:one|a|un|une)\s+(year|hour|day|week|month|an|année|heure|jour|semaine|mois)\b/gi, '$1 1 $2');
  if (!/population|bacteri|bact[ée]ri|growth|croissance|doubl|logisti|carrying\s+capacity|capacit[ée]\s+(?:d['’]accueil|limite|biotique)|\bN0\b|\bN_0\b|e\s*\^\s*\(?\s*r\s*t|dN\s*\/\s*dt|\bcells?\b|cellules?|yeast|levure/i.test(text)) return null;
  const logistic = /logisti|carrying\s+capacity|capacit[ée]\s+(?:d['’]accueil|limite|biotique)|dN\s*\/\s*dt|\bK\s*=/i.test(text);
  // a per capita rate over a period, "from 1200 to 1500 in one year", is the share gained each period
  const discrete = /\(\s*1\s*\+\s*r\s*\)|per[\s-]capita|par\s+individu|discrete|discr[èe]te|geometric|g[ée]om[ée]trique|compound|per\s+generation|par\s+g[ée]n[ée]ration|(?:increases?|grows?|rises?|growing|increasing)\s+by\s+\d+(?:[.,]\d+)?\s*%|(?:augmente|cro[iî]t|diminue|d[ée]cro[iî]t|baisse)\s+de\s+\d+(?:[.,]\d+)?\s*%|(?:decreases?|declines?|falls?|drops?)\s+by\s+\d+(?:[.,]\d+)?\s*%|(?:increases?|grows?|rises?|growing|increasing)\s+(?:at\s+)?\d+(?:[.,]\d+)?\s*%\s+(?:per|a|each|every)\b|\d\s*%\s+(?:each|every|par|chaque)/i.test(text);
  const continuous = /e\s*\^|\bexp\s*\(|continu|exponential|exponentielle?|rate\s+constant|intrinsic|intrins[èe]que/i.test(text);
  const times: Array<{ value: number; unit: string; hours: number; at: number }> = [];
  const tre = new RegExp(String.raw`(?<![\w.,])(\d+(?:[.,]\d+)?)\s*${TIME_WORD}(?![\p{L}])`, 'giu');
  for (const m of text.matchAll(tre)) {
    const u = TIME_UNITS[m[2].toLowerCase()];
    if (!u) continue;
    times.push({ value: num(m[1]), unit: u[0], hours: num(m[1]) * u[1], at: m.index ?? 0 });
  }
  // a cell that divides in two every 30 min doubles the population every 30 min
  const every = /(?:doubles?|doubling|double|se\s+double|doublent?|divides?|divide|se\s+divisent|se\s+divise)\s+(?:(?:its|their)\s+(?:number|size|population)\s+)?(?:(?:by|par)\s+(?:mitosis|binary\s+fission|mitose|scissiparit[ée])\s+|in\s+two\s+|en\s+deux\s+)?(?:every|each|in|toute?s?\s+les|tous\s+les|chaque|en)\s+(\d+(?:[.,]\d+)?\s*)?(\w+)/i.exec(text);
  const doublingTime = /(?:doubling|generation)\s+time\s*(?:of|is|=|:)?\s*(\d+(?:[.,]\d+)?)\s*(\w+)|temps\s+de\s+(?:doublement|g[ée]n[ée]ration)\s*(?:de|est|=|:)?\s*(\d+(?:[.,]\d+)?)\s*(\w+)/i.exec(text);
  const unitsOf = new Set(times.map((t) => t.unit));
  if (unitsOf.has('generation') && unitsOf.size > 1) return null;
  // the question is the last sentence; a decimal point (0.07) does not end one
  const LAST = /(?:[^.;:]|(?<=\d)[.](?=\d))*\?\s*$/;
  const last = text.slice(Math.max(0, text.search(LAST) >= 0 ? text.search(LAST) : text.search(/what|how|find|calculate|determine|quel|quelle|combien|calcul|d[ée]termin/i)));
  // "If a population of 500 grows by 3 % a year, what will it be after 10 years?": the condition is data
  const asWritten = last.slice(LEADING_CONDITION.exec(last)?.[0].length ?? 0);
  const setup = text.slice(0, text.length - asWritten.length) || text;
  // a start of one in words ("starting from one", "from a single bacterium", « à partir d'une seule cellule ») is the number 1
  const q = asWritten.replace(/\b(starting\s+(?:with|from)|beginning\s+with)\s+(?:one|a\s+single)\b/gi, '$1 1').replace(/\b(à\s+partir|en\s+partant)\s+d['’]une?\s+seule?\b/gi, '$1 de 1');
  // the start named in the question: "how many after 2 hours, starting from 100 bacteria", "à partir de 100 bactéries"
  const start = /(?:starting\s+(?:with|from|at)|beginning\s+with|initially|(?:en\s+)?partant\s+d['’]une?\s+(?:population\s+)?(?:initiale\s+)?de|(?:en\s+)?partant\s+de|from\s+an?\s+initial\s+(?:population\s+)?of|à\s+partir\s+d['’]une?\s+(?:population\s+)?(?:initiale\s+)?de|à\s+partir\s+de|en\s+partant\s+de)\s+(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+)(?![\d.,]\d)/i.exec(q);
  // a parameter given in the question's sentence ("N0 = 100, doubling time 20 min, N after 2 h?") is data, not asked
  const asked = (start ? q.replace(start[0], ' ') : q).replace(/\b(?:N0|N_0|N|r|K|t)\s*=\s*[\d.,]+/g, ' ')
    .replace(/(?:doubling|generation)\s+time\s*(?:of|is|=|:)?\s*\d+(?:[.,]\d+)?|temps\s+de\s+(?:doublement|g[ée]n[ée]ration)\s*(?:de|est|=|:)?\s*\d+(?:[.,]\d+)?/gi, ' ');
  const want: TaskOf<'population_growth'>['want'] | null =
    /doubling\s+time|(?:mean\s+)?generation\s+time|temps\s+de\s+(?:doublement|g[ée]n[ée]ration)|how\s+long\s+(?:does\s+it\s+take\s+)?(?:for\s+\w+\s+)?to\s+double|how\s+long\s+(?:does|will)\s+it\s+take\b[^?]{0,100}?\bto\s+double|combien\s+de\s+temps[^?]{0,100}?pour\s+doubler|double\s+in\s+how/i.test(asked) ? 'doubling'
    : logistic && /dN\s*\/\s*dt|growth\s+rate|rate\s+of\s+(?:population\s+)?(?:growth|increase|change)|taux\s+de\s+croissance|vitesse\s+de\s+croissance|how\s+fast|individuals\s+per/i.test(asked) ? 'rate'
    : /\bgrowth\s+rate|rate\s+constant|\br\b|taux\s+(?:de\s+croissance|d['’]accroissement)|intrinsic\s+rate/i.test(asked) ? 'r'
    : /how\s+long|how\s+many\s+(?:hours|days|years|minutes|generations)|when|combien\s+de\s+(?:temps|jours|heures|ann[ée]es|minutes)|au\s+bout\s+de\s+combien|time\s+(?:to|needed|required)|temps\s+(?:pour|n[ée]cessaire)/i.test(asked) ? 't'
    : /initial|starting|au\s+d[ée]part|initiale|\bN0\b|\bN_0\b/i.test(asked) ? 'n0'
    : /how\s+many|population\s+(?:size\s+)?(?:after|in|at)|\bsize\s+(?:after|in|at)\b|\bnumber\s+(?:after|at|in)\b|size\s+of\s+the\s+population|number\s+of|\bN\s*\(|combien|effectif|nombre|taille\s+de\s+la\s+population|population\s+(?:apr[èe]s|au\s+bout)|what\s+(?:will\s+)?(?:be\s+)?the\s+population|(?:^|[\s:;,])N\s*\?|what\s+will\s+(?:it|the\s+population|its\s+(?:size|population))\s+be|quel(?:le)?\s+(?:sera|est|serait)\s+(?:son\s+effectif|sa\s+taille|la\s+population|la\s+taille\s+de\s+la\s+population)|what\s+(?:is|will\s+be)\s+(?:its|the)\s+(?:size|population)|\bN\s+(?:after|at|in|au\s+bout|apr[èe]s)\b/i.test(asked) ? 'n'
    : null;
  if (!want) return null;
  // counts of individuals (numbers not followed by a time unit, %, or a named parameter)
  const params = new Map<string, number>();
  // a value ends at a comma followed by a space ("N0 = 1000, r = 0.05"): only a group of three digits continues it
  for (const m of setup.matchAll(/\b(N0|N_0|N|r|K|t)\s*=\s*(\d{1,3}(?:[ ,]\d{3})+(?![\d.,])|\d+(?:[.,]\d+)?|[.,]\d+)/g)) params.set(m[1].replace('_', ''), num(m[2].trim()));
  const rPct = /(?:rate|taux|grows?|increases?|augmente|cro[iî]t|growing|growth|(decreases?|declines?|shrinks?|diminue|d[ée]cro[iî]t|baisse))[^.?]{0,30}?(\d+(?:[.,]\d+)?)\s*%/i.exec(setup);
  const rDec = /(?:rate|taux|\br\b)[^.?\d]{0,25}?(\d*[.,]\d+|\d+)(?!\s*%)(?:\s*(?:per|\/|par|an?\b|h\b)|\b)/i.exec(setup);
  const capacity = /(?:carrying\s+capacity|capacit[ée]\s+(?:d['’]accueil|limite|biotique))[^\d]{0,15}(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)/i.exec(setup);
  const counts: Array<{ value: number; at: number }> = [];
  // (?!\d): a number is never cut short to escape the unit after it ("20 minutes" is not 2)
  for (const m of setup.matchAll(/(?<![\w.,=^])(\d{1,3}(?:[ ,]\d{3})+(?![\d,])|\d+(?:[.,]\d+)?(?:\s*(?:[×x*]|\\times)\s*10\s*\^\s*\{?\d+\}?|[eE]\d+)?)(?!\d)(?!\s*(?:%|[.,]\d))(?!\s*(?:seconds?|secondes?|sec|s|mins?|minutes?|hours?|hrs?|h|heures?|days?|jours?|d|weeks?|semaines?|years?|yrs?|ans?|ann[ée]es?|generations?|g[ée]n[ée]rations?)\b)/giu)) {
    const before = setup.slice(Math.max(0, (m.index ?? 0) - 25), m.index ?? 0);
    if (/(?:\b[NrKt]0?|N_0)\s*=\s*$|(?:rate|taux|\br\b)[^.\d]{0,25}$|capacity[^\d]{0,15}$|capacit[ée][^\d]{0,25}$|\^\s*\(?$/i.test(before)) continue;
    counts.push({ value: num(m[1]), at: m.index ?? 0 });
  }
  const t: TaskOf<'population_growth'> = { kind: 'population_growth', model: logistic ? 'logistic' : discrete && !continuous ? 'discrete' : 'exponential', want };
  // a rate "per year", "/h", "par an", "an⁻¹" names the unit of every time in the problem
  const perUnit = new RegExp(String.raw`(?:\bper|\/|\bpar|\bpour)\s*(?:an?\s+|une?\s+)?${TIME_WORD}(?![\p{L}])|(?<=\d\s*)${TIME_WORD}\s*(?:\^\s*\{?\s*[-−]\s*1\s*\}?|⁻¹)`, 'iu').exec(setup);
  const rateUnit = perUnit ? TIME_UNITS[(perUnit[1] ?? perUnit[2]).toLowerCase()]?.[0] : undefined;
  // a law written out ("N(t) = 200 e^(0.1t), t in days") counts its times in the unit it states, so "after 2 weeks" is t = 14;
  // a law stating none, with a time asked in a unit, has a rate whose unit is not known
  const law = written !== clockTimes(original);
  const lawUnitWord = law ? lawTimeUnitWord(original, TIME_WORD) : undefined;
  const lawUnit = lawUnitWord ? TIME_UNITS[lawUnitWord.toLowerCase()]?.[0] : undefined;
  if (law && !lawUnit && !rateUnit && times.length > 0) return new SolverError('unsupported', {
    en: 'The law does not say in which unit its t is counted (write "t in days", "t in hours"), so the time asked cannot be put in it: nothing was answered.',
    fr: 'La loi ne dit pas en quelle unité son t est compté (écrivez « t en jours », « t en heures ») : le temps demandé ne peut pas y être mis, et rien n’a été répondu.',
  });
  const timeUnit = lawUnit ?? (every ? TIME_UNITS[every[2].toLowerCase()]?.[0] : times[0]?.unit ?? rateUnit);
  if (params.has('N0')) t.n0 = params.get('N0');
  if (params.has('N')) t.n = params.get('N');
  if (params.has('K')) t.k = params.get('K');
  if (params.has('t')) t.t = params.get('t');
  if (params.has('r')) t.r = params.get('r');
  if (capacity) t.k = num(capacity[1].trim());
  // a population that decreases by 5 % a year has r = −0.05
  if (t.r === undefined && rPct) t.r = (rPct[1] ? -1 : 1) * num(rPct[2]) / 100;
  else if (t.r === undefined && rDec && !rPct) t.r = num(rDec[1]);
  // times in one unit: the unit of the doubling period, else of the first time
  const base = timeUnit ? TIME_UNITS[Object.keys(TIME_UNITS).find((k) => TIME_UNITS[k][0] === timeUnit) ?? 'h'][1] : 1;
  const inBase = (hours: number, unit: string): number => (unit === 'generation' ? hours : hours / base);
  if (every) {
    const n = every[1] ? num(every[1].trim()) : 1;
    const u = TIME_UNITS[every[2].toLowerCase()];
    if (!u) return null;
    t.doubling = u[0] === 'generation' ? n : inBase(n * u[1], u[0]);
  } else if (doublingTime) {
    const u = TIME_UNITS[(doublingTime[2] ?? doublingTime[4]).toLowerCase()];
    if (!u) return null;
    t.doubling = u[0] === 'generation' ? num(doublingTime[1] ?? doublingTime[3]) : inBase(num(doublingTime[1] ?? doublingTime[3]) * u[1], u[0]);
  }
  const elapsed = times.filter((x) => !(every && x.at >= every.index && x.at < every.index + every[0].length) && !(doublingTime && x.at >= doublingTime.index && x.at < doublingTime.index + doublingTime[0].length));
  if (t.t === undefined && elapsed.length === 1) t.t = elapsed[0].unit === 'generation' ? elapsed[0].value : inBase(elapsed[0].hours, elapsed[0].unit);
  else if (elapsed.length > 1 && want !== 't') return null;
  // population counts in the setup: first is N0, a second one (after "become", "reach", "grows to") is N
  const pop = counts.filter((c) => !(t.k !== undefined && c.value === t.k) && !(t.n0 !== undefined && c.value === t.n0) && !(t.n !== undefined && c.value === t.n));
  if (logistic) {
    if (t.n === undefined) {
      const whenN = /(?:when|at|once|lorsque|quand|pour)\s+N\s*=\s*(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)|(?:when|lorsque|quand)\s+(?:the\s+)?population\s+(?:is|reaches|est\s+de|atteint)\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)/i.exec(text);
      if (whenN) t.n = num((whenN[1] ?? whenN[2]).trim());
      else if (pop.length === 1) t.n = pop[0].value;
    }
    // the largest growth rate of a logistic population is at N = K/2 ("maximum possible growth rate", « vitesse de croissance maximale »)
    if (t.n === undefined && t.k !== undefined && /\bmax(?:imum|imal)?\b|maximale?/i.test(asked)) t.n = t.k / 2;
    if (want !== 'rate' || t.r === undefined || t.k === undefined || t.n === undefined) return null;
    return t;
  }
  if (t.n0 === undefined && pop.length >= 1) t.n0 = pop[0].value;
  if (t.n0 === undefined && start) t.n0 = num(start[1]);
  // a single dividing cell and no count: one cell to start with ("a single bacterium divides every 20 min", « à partir d'une seule cellule »)
  if (t.n0 === undefined && pop.length === 0 && SINGLE_CELL.test(text)) t.n0 = 1;
  if (t.n === undefined && pop.length >= 2) {
    if (pop.length > 2) return null;
    t.n = pop[1].value;
  } else if (t.n === undefined && want === 't') {
    const reach = /(?:reach|become|grow\s+to|atteindre|atteigne|d[ée]passer|exceed)\s+(\d{1,3}(?:[ ,]\d{3})+(?!\d)|\d+)/i.exec(q);
    if (reach) t.n = num(reach[1].trim());
    else if (/\btriple/i.test(q) && t.n0 !== undefined) t.n = 3 * t.n0;
  }
  if (unitsOf.size > 0 || timeUnit) {
    const tu = timeUnit ?? [...unitsOf][0];
    if (tu !== 'generation') t.timeUnit = tu;
  }
  const ok = (() => {
    switch (want) {
      case 'n': return t.n0 !== undefined && t.t !== undefined && (t.r !== undefined || t.doubling !== undefined) && t.n === undefined;
      case 'n0': return t.n !== undefined && t.t !== undefined && (t.r !== undefined || t.doubling !== undefined);
      case 'r': return (t.n0 !== undefined && t.n !== undefined && t.t !== undefined) !== (t.doubling !== undefined) && t.r === undefined;
      case 't': return t.n0 !== undefined && t.n !== undefined && (t.r !== undefined || t.doubling !== undefined) && t.t === undefined;
      case 'doubling': return t.r !== undefined || (t.n0 !== undefined && t.n !== undefined && t.t !== undefined);
      default: return false;
    }
  })();
  if (!ok) return null;
  // the growth rate over one stated period, no continuous model named ("from 1200 to 1500 in one year: annual growth rate?",
  // « taux d'accroissement annuel »), is the share gained in that period, (N − N0)/N0, as ecology courses define it
  if (want === 'r' && t.model === 'exponential' && !continuous && t.t === 1 && t.doubling === undefined && !/\br\b|constant|intrinsi|instantan|continu/i.test(asked)) t.model = 'discrete';
  if (t.model === 'discrete' && t.doubling !== undefined && want !== 'r') return null;
  // a decreasing population never doubles
  if (t.r !== undefined && t.r < 0 && want === 'doubling') return null;
  if (t.r !== undefined && t.doubling !== undefined) return null;
  return bio || t ? t : null;
}
