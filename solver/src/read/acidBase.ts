import type { Task } from '../task/task';
import { SolverError } from '../errors';
import { askedQuantities, type PhQuantity } from '../chemistry/phQuantities';
import { dilutionSaid } from './dilutionSaid';

/**
 * A solution known by its pH diluted before the question: how its pH moves depends on what it is
 * (a strong or a weak acid, a buffer), so the dilution is refused by name, never dropped.
 */
function dilutedRefused(text: string): SolverError | null {
  const d = dilutionSaid(text);
  if (d === null || d instanceof SolverError) return d;
  return new SolverError('unsupported', {
    en: 'This solution is diluted before the question: we work out a dilution for an acid or a base given by its concentration, not for a solution known only by its pH. Give the solute and its concentration.',
    fr: "Cette solution est diluée avant la question : nous calculons une dilution pour un acide ou une base donnés par leur concentration, pas pour une solution connue seulement par son pH. Donnez le soluté et sa concentration.",
  });
}

/**
 * Weak acids and bases and solutions known by one of pH, pOH, [H₃O⁺], [OH⁻], as students type
 * them: "pH of 0.10 M acetic acid, Ka = 1.8 × 10⁻⁵", "pH d'une solution d'ammoniac à 0,05 mol/L
 * (pKb = 4,75)", "[H3O+] of a solution of pH 3.2", "pOH si pH = 9,5", "[OH-] = 2.5e-4 M: pH?".
 * A weak acid or base named without its constant is refused: it is not a strong one.
 */
const NUM = String.raw`(\d+(?:[.,]\d+)?(?:\s*(?:[×x*·.]|\\times)\s*10\s*\^?\s*\(?\s*\{?([-−⁻]?\s*[\d⁰¹²³⁴⁵⁶⁷⁸⁹]+)\}?\)?|\s*[eE]\s*([-−+]?\d+))?)`;
const SUP: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '−': '-' };

function value(m: RegExpExecArray, at: number): number {
  const mant = Number(/^\d+(?:[.,]\d+)?/.exec(m[at])?.[0].replace(',', '.') ?? NaN);
  const exp = m[at + 1] ?? m[at + 2];
  return exp === undefined ? mant : mant * 10 ** Number(exp.replace(/\s/g, '').replace(/[⁰-⁹⁻−¹²³]/g, (c) => SUP[c] ?? c));
}

const K = new RegExp(String.raw`(?<![\p{L}])(p?)K\s*_?\s*([ab])(?![\p{L}])\s*(?:\([^)]*\)\s*)?(?:(?:of|de|du|d['’])\s+(?:[\p{L}\d-]+\s+){0,3}?)?(?:=|:|is|of|vaut|est|de|égal\s+à)?\s*${NUM}`, 'iu');
const CONC = new RegExp(String.raw`${NUM}\s*(mol\s*[/·.]\s*L|mol\s*·?\s*L\s*(?:\^?\s*-1|⁻¹)|mmol\s*/\s*L|M)(?![\p{L}])`, 'gu');
/** How a value is given after pH or pOH: "is", "=", "was measured as", « vaut », « est égal à », « mesuré à ». */
const IS = String.raw`=|:|is|was|be|equals?|of|de|vaut|égal\s+à|est(?:\s+(?:de|égale?\s+à))?|(?:is\s+|was\s+|est\s+)?(?:measured|found|mesur[ée]e?)\s+(?:as|at|to\s+be|à)`;
/**
 * What the pH is of, words without a number, before the value: "pH of a solution is 4.5", « le pH
 * d'une eau de pluie est 5,6 ». Never across a clause that gives another quantity: in "the pOH of a
 * solution whose pH is 3.45", « le pOH d'une solution dont le pH vaut 3,45 », 3.45 is the pH.
 */
const CLAUSE_OPENER = String.raw`(?:whose|which|that|with|where|having|dont|ayant|avec|qui|où|pH|pOH)(?![\p{L}])`;
const OF_WHAT = String.raw`(?:\s+(?:of|de|d['’]|du|des)\s*(?:(?!${CLAUSE_OPENER})[\p{L}'’-]+\s+){0,5}?(?=(?:is|was|be|est|vaut|equals?|mesur[ée]e?|measured)\b))?`;
const GIVEN: Array<[RegExp, 'pH' | 'pOH' | 'H' | 'OH']> = [
  [new RegExp(String.raw`\bpOH${OF_WHAT}\s*(?:${IS}|of\s+a(?:bout)?)?\s*${NUM}(?!\d|[.,]\d|\s*(?:mol|mmol|M\b))`, 'iu'), 'pOH'],
  [new RegExp(String.raw`\bpH${OF_WHAT}\s*(?:${IS})?\s*${NUM}(?!\d|[.,]\d|\s*(?:mol|mmol|M\b))`, 'iu'), 'pH'],
  [new RegExp(String.raw`\[\s*(?:H3O|H₃O|H)\s*\^?\s*\+?\s*\]\s*(?:=|:|is|of|de|vaut)\s*${NUM}`, 'iu'), 'H'],
  [new RegExp(String.raw`\[\s*(?:OH|HO)\s*\^?\s*[-−⁻]?\s*\]\s*(?:=|:|is|of|de|vaut)\s*${NUM}`, 'iu'), 'OH'],
  // the ion named in words: "a hydrogen ion concentration of 7.0 x 10^-12", « concentration en ions oxonium égale à … »
  [new RegExp(String.raw`(?:(?:hydrogen|hydronium|H\+|H3O\+)\s+ion\s+concentration|concentration\s+of\s+(?:hydrogen|hydronium)\s+ions?|concentration\s+(?:en\s+)?(?:ions\s+)?(?:oxonium|hydronium|H3O\+))\s*(?:=|:|is|of|de|vaut|égale?\s+à|est(?:\s+de|\s+égale?\s+à)?)\s*${NUM}`, 'iu'), 'H'],
  [new RegExp(String.raw`(?:(?:hydroxide|OH-)\s+ion\s+concentration|concentration\s+of\s+hydroxide\s+ions?|concentration\s+(?:en\s+)?(?:ions\s+)?(?:hydroxyde|OH-))\s*(?:=|:|is|of|de|vaut|égale?\s+à|est(?:\s+de|\s+égale?\s+à)?)\s*${NUM}`, 'iu'), 'OH'],
];
const WEAK_NAMED = /\bweak\b|\bfaible\b|acetic|ethanoic|[ée]thano[iï]que|ac[ée]tique|formic|m[ée]thano[iï]que|benzo[iï]?c|hydrofluoric|fluorhydrique|hypochlor|nitrous|nitreux|ammonia|ammoniac|\bNH3\b|\bHF\b|\bHCN\b|\bHNO2\b|\bHClO\b|CH3COOH|HCOOH|C6H5COOH|methylamine|m[ée]thylamine|pyridine/i;
const BASE_NAMED = /\bbase\b|ammonia|ammoniac|\bNH3\b|amine|pyridine/i;

const KE = 1e-14;
/** Bases: ammonia and amines, and the salts of weak acids (acetate, formate, fluoride, cyanide…). */
const BASE_SPECIES = /ammonia|ammoniac|\bNH3\b|amine\b|pyridine|ac[ée]tate|[ée]thanoate|formate|m[ée]thanoate|benzoate|fluorid|fluorure|cyanid|cyanure|hypochlorite|nitrite|CH3COO(?:-|⁻|Na\b|K\b)|HCOO(?:-|⁻|Na\b|K\b)|\b(?:NaF|KF|NaCN|KCN|NaClO|NaNO2)\b/i;
/** Acids: anything called an acid, and the ammonium and alkylammonium ions and salts. */
const ACID_SPECIES = /\bacid\b|\bacide\b|ammonium|\bNH4|\bCH3NH3/i;

/** Whether the solute is the weak acid or the weak base; 'both' when the statement names one of each. */
function speciesRole(text: string): 'acid' | 'base' | 'both' | null {
  const base = BASE_SPECIES.test(text.replace(/ammonium/gi, ' '));
  const acid = ACID_SPECIES.test(text);
  return base && acid ? 'both' : base ? 'base' : acid ? 'acid' : null;
}

/** The quantities asked, named in the question and not given: the first as want, the others beside it. */
function asked(question: string, given?: PhQuantity): { want: PhQuantity; also?: PhQuantity[] } | null {
  const [want, ...also] = askedQuantities(question, given);
  return want ? { want, ...(also.length ? { also } : {}) } : null;
}

export function readAcidBase(text: string): Task | SolverError | null {
  if (!/\bp(?:H|OH)\b|\[\s*(?:H|OH|HO|H3O|H₃O)\s*\^?\s*[+-−⁻]?\s*\]|\bp?K\s*_?[ab]\b|hydronium|oxonium/i.test(text)) return null;
  const sentences = text.split(/(?<=[.;?!])\s+/);
  const question = sentences.filter((s) => /\?|\bfind\b|\bcalcul|\bwhat\b|\bquel|\bd[ée]termin|\bdonner|\bgive/i.test(s)).join(' ') || text;
  const k = K.exec(text);
  const concs = [...text.matchAll(CONC)].map((m) => value(m, 1) * (/^mmol/.test(m[4]) ? 1e-3 : 1));
  if (k) {
    if (concs.length !== 1 || !(concs[0] > 0)) return null;
    const kv = value(k, 3);
    const given = k[1] ? 10 ** -kv : kv;
    const givenBase = k[2].toLowerCase() === 'b';
    // The species says whether it is the acid or the base; the constant may be its conjugate's
    // (ammonia with pKa(NH₄⁺/NH₃), sodium acetate with the Ka of acetic acid): Ka·Kb = Ke.
    const rest = text.replace(k[0], ' ');
    const role = speciesRole(rest);
    if (role === 'both') return null;
    const base = role === null ? givenBase : role === 'base';
    const kValue = base === givenBase ? given : KE / given;
    const want = asked(question) ?? asked(text);
    if (!want || !(kValue > 0 && kValue < 1e3)) return null;
    // diluted before the question: the concentration that reacts is the diluted one, worked out as a step
    const diluted = dilutionSaid(text);
    if (diluted instanceof SolverError) return diluted;
    const named = /\b(CH3COOH|HCOOH|HF|HCN|HNO2|HClO|NH3|C6H5COOH|CH3NH2)\b/.exec(rest)?.[1];
    // the formula labels the ICE table only if it is the species that reacts (a base's, or an acid's)
    const solute = named && ['NH3', 'CH3NH2'].includes(named) === base ? named : undefined;
    return { kind: 'acid_base', ...(solute ? { solute } : {}), base, k: kValue, ...(base === givenBase ? {} : { conjugateK: given }), concentration: concs[0], ...(diluted ? { diluted } : {}), ...want };
  }
  for (const [re, quantity] of GIVEN) {
    const g = re.exec(text);
    if (!g) continue;
    const want = asked(question, quantity);
    if (!want) continue;
    const v = value(g, 1);
    const refused = dilutedRefused(text);
    if (refused) return refused;
    return { kind: 'acid_base', base: quantity === 'OH' || quantity === 'pOH', given: { quantity, value: v }, ...want };
  }
  if (WEAK_NAMED.test(text) && concs.length === 1 && /\bp(?:H|OH)\b|\[/.test(question)) {
    const base = BASE_NAMED.test(text);
    return new SolverError('unsupported', {
      en: `A weak ${base ? 'base' : 'acid'} is only partly ${base ? 'protonated' : 'dissociated'}: its ${base ? 'Kb (or pKb)' : 'Ka (or pKa)'} is needed for the pH, and none is given.`,
      fr: `${base ? 'Une base faible' : 'Un acide faible'} ne réagit que partiellement avec l’eau : il faut ${base ? 'son Kb (ou pKb)' : 'son Ka (ou pKa)'} pour calculer le pH, et il n’est pas donné.`,
    });
  }
  return null;
}
