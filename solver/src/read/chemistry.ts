import { byProduct } from '../chemistry/byProduct';
import type { ProblemInput } from '../strategy';
import type { Task, TaskOf } from '../task/task';
import { countAtoms, parseEquation, parseSpecies, speciesText, splitSide, withoutStates, ARROW, type Species } from '../chemistry/formula';
import { GAS_CONSTANT } from '../chemistry/elements';
import { SolverError } from '../errors';
import { readAcidBase } from './acidBase';
import { readGasChange } from './gasChange';
import { SIGN, withSign } from './signedTemperature';
import { soluteWord } from './commonSolutes';
import { readMassConcentration } from './massConcentration';
import { readEmpiricalFormula } from './empiricalFormula';
import { namesIn } from '../chemistry/compoundNames';
import { spelledNumbers } from './numberSpelling';
import { partAsked } from './particlePart';
import { dilutionSaid, isWater, preparedSolution } from './dilutionSaid';
import type { Locale } from '../types';
import { capitalisedEquation } from './lowercaseFormulas';
import { mediumOf, withMedium } from './redoxMedium';
import { readGivenMasses } from './givenMasses';
import { readMolarVolume } from './molarVolume';
import { askedQuantities, type PhQuantity } from '../chemistry/phQuantities';
import { acidReaction, type Reaction } from '../chemistry/acidReaction';

/**
 * Chemistry as students write it, in English and French: "balance H2 + O2 -> H2O", "équilibrer
 * Fe + O2 → Fe2O3", "molar mass of CuSO4·5H2O", "how many grams in 2 mol of NaCl", "masse de
 * 0,5 mol de H2O", "what volume does 2 mol of gas occupy at 300 K and 101.3 kPa", "pH of a 0.01 M
 * HCl solution", "Fe2O3 + 3 CO -> 2 Fe + 3 CO2. 80.0 g of Fe2O3 … percent yield?".
 */
/** Words that are element symbols too ("In 2 mol …", "Si la masse …", "La masse …"). */
const WORDS = new Set(['I', 'In', 'As', 'At', 'No', 'Be', 'He', 'Si', 'Ce', 'La', 'Ne', 'Os', 'Au', 'Es', 'Am', 'Pa', 'Po', 'Y', 'U', 'A']);

const CHEMISTRY_SUBJECT = /chem/i;

/** Units spelled out after a number ("2.5 moles", "36 grams", « 3 litres »): written as their symbols. */
const SPELLED_UNITS: Array<[string, string]> = [
  ['moles?', 'mol'], ['milligrams?|milligrammes?', 'mg'], ['kilograms?|kilogrammes?', 'kg'], ['grams?|grammes?', 'g'],
  ['millilit(?:re|er)s?', 'mL'], ['centilit(?:re|er)s?', 'cL'], ['d[ée]cilit(?:re|er)s?', 'dL'], ['lit(?:re|er)s?', 'L'], ['atmospheres?|atmosphères?', 'atm'], ['kelvins?', 'K'],
];
const spelledUnits = (s: string): string =>
  SPELLED_UNITS.reduce((t, [words, unit]) => t.replace(new RegExp(`(\\d)\\s*(?:${words})(?![\\p{L}])`, 'giu'), `$1 ${unit}`), s)
    // half a litre in words: « un demi-litre », "half a litre"
    .replace(/\b(?:un\s+)?demi[-\s]lit(?:re|er)\b|\bhalf\s+a\s+lit(?:re|er)\b/giu, '0.5 L');

/**
 * Subscripts as digits (H₂O, O_2, Fe_{2}O_3), long arrows as one ("-->", "==>", "⟹"), dashes as
 * minus signs, spelled units as symbols.
 */
/** An equation typed in LaTeX ($\mathrm{MnO_4^- + H^+ \rightarrow Mn^{2+}}$, \ce{…}) read as plain text. */
const plainLatex = (s: string): string =>
  s.replace(/\\(?:mathrm|ce|text|textrm|rm)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g, '$1')
    .replace(/\\(?:longrightarrow|rightarrow|to)(?![A-Za-z])/g, ' -> ')
    .replace(/\\(?:rightleftharpoons|leftrightarrow|rightleftarrows)(?![A-Za-z])/g, ' <=> ')
    .replace(/\\[,;:! ]/g, ' ')
    // a decimal comma typed in LaTeX: 7{,}30 is 7,30
    .replace(/(?<=\d)\{([.,])\}(?=\d)/g, '$1')
    .replace(/\$/g, ' ');

const clean = (s: string, locale?: Locale): string =>
  spelledUnits(
    spelledNumbers(plainLatex(s), locale)
      .replace(/[₀-₉]/g, (c) => String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c)))
      .replace(/(?<=[A-Za-z)\]])_\{?(\d+)\}?/g, '$1')
      .replace(/[−–—]/g, '-')
      .replace(/-{2,}>/g, '->')
      .replace(/={2,}>|⟹|⇒/g, '=>')
      .replace(/\u00a0/g, ' '),
  );

function species(token: string): Species | null {
  const opened = (token.match(/\(/g) ?? []).length > (token.match(/\)/g) ?? []).length;
  const t = token.replace(opened ? /^[«"'(]+(?=[A-Z])/ : /^[«"']+(?=[A-Z])/, '').replace(/[,;:?!»"']+$/, '').replace(/\.$/, '')
    // a formula given in brackets after its name: « caféine (C8H10N4O2) »
    .replace(/^\(([^()]+)\)$/, '$1');
  if (!/^[A-Z([]/.test(t) || WORDS.has(t)) return null;
  if (/^[A-Z][a-z]+$/.test(t) && t.length > 2) return null;
  try {
    return parseSpecies(t);
  } catch {
    return null;
  }
}

/** A value given to a symbol: "= 0,50 L", "= 2,0×10^-3 mol/L" (a number then its unit, never a coefficient before a formula). */
const SYMBOL_VALUE = /^\s*=\s*\d+(?:[.,]\d+)?(?:\s*×\s*10\^-?\d+)?\s*(?:m?L|mol|m?g|kg|M|K|Pa|kPa|atm|bar|°|cm|dm|%)(?![A-Z\d])/u;

/** The chemical formulas named in a text, in order (named substances included). */
function formulasIn(text: string): string[] {
  return formulaMentions(text).map((x) => x.f);
}
/** Where each substance named in words stands, the longest name read ("carbon dioxide", not "carbon"). */
function namedMentions(text: string): Array<{ at: number; end: number; f: string }> {
  return namesIn(text).map((n) => ({ at: n.at, end: n.end, f: n.formula }));
}
/** The text with each substance named in words written as its formula ("méthane + dioxygène →" → "CH4 + O2 →"). */
function withFormulas(text: string): string {
  return namedMentions(text).reduceRight((t, n) => `${t.slice(0, n.at)}${n.f}${t.slice(n.end)}`, text);
}
/** Where each formula or named substance stands in a text, in order. */
function formulaMentions(text: string): Array<{ at: number; end: number; f: string }> {
  const out: Array<{ at: number; end: number; f: string }> = [];
  for (const m of text.matchAll(/\S+/g)) {
    // a unit after a number (300 K, 2 L, 0.1 M) is no formula
    if (/\d\s+$/.test(text.slice(Math.max(0, (m.index ?? 0) - 3), m.index)) && /^(?:K|L|M|N|Pa|C)\b/.test(m[0])) continue;
    // a quantity's symbol given its value ("V = 0,50 L", "C0 = 0,1 mol/L", "n = 2 mol") is no element
    if (/^[A-Z][a-z]?\d?$/.test(m[0]) && SYMBOL_VALUE.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    const sp = species(m[0]);
    if (sp && (/\d|[A-Z].*[A-Z]/.test(sp.body) || sp.body.length <= 2)) out.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, f: speciesText(sp) });
  }
  // a name inside a longer one ("carbon" in "carbon dioxide") is not a substance of its own
  const kept = namedMentions(text);
  // "(III)" in "iron (III) oxide" is part of a name, no formula of its own
  return [...out.filter((t) => !kept.some((n) => t.at < n.end && n.at < t.end)), ...kept].sort((a, b) => a.at - b.at);
}

const NUM = String.raw`(\d+(?:[.,]\d+)?(?:\s*(?:[×x*]|\\times)\s*10\s*\^\s*\{?[-−]?\d+\}?|[eE][-−+]?\d+)?)`;
function num(s: string): number {
  const m = /^(\d+(?:[.,]\d+)?)(?:\s*(?:[×x*]|\\times)\s*10\s*\^\s*\{?([-−]?\d+)\}?|[eE]([-−+]?\d+))?$/.exec(s.trim());
  if (!m) return NaN;
  const exp = (m[2] ?? m[3] ?? '0').replace('−', '-');
  return Number(m[1].replace(',', '.')) * 10 ** Number(exp);
}

interface Quantity {
  value: number;
  unit: string;
  at: number;
  end: number;
}

const UNIT = String.raw`(mol\s*[/·.]\s*dm(?:\^?3|³)|mol\s*[·.]?\s*dm\s*(?:\^?\s*-\s*3|⁻³)|mol\s*[/·.]\s*L|(?:k|m)?g\s*[/·.]\s*(?:m?L|dm\^?3|dm³|m\^?3|m³)|(?:k|m)?g\s*·?\s*(?:m?L|dm\^?3|m\^?3)\s*(?:\^\s*-1|⁻¹|⁻³|\^\s*-3)|mol\s*[·.]?\s*L\s*(?:\^?\s*-\s*1|⁻¹)|mmol|mol|kg|mg|g|mL|ml|cL|cl|dL|dl|cc|L|l|dm\^?3|dm³|cm\^?3|cm³|m\^?3|m³|M|kPa|hPa|MPa|Pa|atm|bar|mmHg|torr|Torr|°\s*C|K|atoms?|molecules?|particles?|ions?|atomes?|mol[ée]cules?|particules?|entit[ée]s?)`;

function quantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  // "a 250-mL flask": the unit joined to its number by a hyphen
  const re = new RegExp(`${SIGN}(?<![\\w.,])${NUM}(?:\\s*|-)${UNIT}(?![\\p{L}])`, 'gu');
  for (const m of text.matchAll(re)) {
    const u = m[3].replace(/\s+/g, '');
    const value = withSign(m[1], num(m[2]), u);
    const at = m.index ?? 0;
    out.push({ value, unit: u, at, end: at + m[0].length });
  }
  // "1.204×10^24 Fe atoms": a count followed by a formula then the word atoms/molecules
  for (const m of text.matchAll(new RegExp(`(?<![\\w.,])${NUM}\\s+[A-Z][A-Za-z0-9()]*\\s+(?:atoms?|molecules?|particles?|atomes?|mol[ée]cules?)`, 'gu'))) {
    const at = m.index ?? 0;
    if (!out.some((q) => q.at === at)) out.push({ value: num(m[1]), unit: 'particles', at, end: at + m[0].length });
  }
  return out.filter((q) => Number.isFinite(q.value)).sort((a, b) => a.at - b.at);
}

type Dim = 'mol' | 'g' | 'L' | 'M' | 'Pa' | 'K' | 'particles' | 'g/L';
function dim(u: string): { dim: Dim; factor: number; offset?: number } {
  // a mass concentration (12 g/L) is read whole, never as a mass followed by "/L"
  if (/^(?:k|m)?g[/·.]?(?:m?L|dm|m\^?3|m³)/.test(u)) return { dim: 'g/L', factor: 1 };
  if (/^mol[/·.]?(?:L|dm)|^molL/.test(u) || u === 'M' || u === 'mol·L⁻¹') return { dim: 'M', factor: 1 };
  const table: Record<string, [Dim, number]> = {
    mmol: ['mol', 1e-3], mol: ['mol', 1], kg: ['g', 1000], mg: ['g', 1e-3], g: ['g', 1], mL: ['L', 1e-3], ml: ['L', 1e-3], cL: ['L', 1e-2], cl: ['L', 1e-2], dL: ['L', 0.1], dl: ['L', 0.1], cc: ['L', 1e-3], L: ['L', 1], l: ['L', 1],
    'dm^3': ['L', 1], dm3: ['L', 1], 'dm³': ['L', 1], 'cm^3': ['L', 1e-3], cm3: ['L', 1e-3], 'cm³': ['L', 1e-3], 'm^3': ['L', 1000], m3: ['L', 1000], 'm³': ['L', 1000],
    kPa: ['Pa', 1000], hPa: ['Pa', 100], MPa: ['Pa', 1e6], Pa: ['Pa', 1], atm: ['Pa', 101325], bar: ['Pa', 1e5], mmHg: ['Pa', 133.322], torr: ['Pa', 133.322], Torr: ['Pa', 133.322],
    K: ['K', 1],
  };
  if (/^°C$/.test(u)) return { dim: 'K', factor: 1, offset: 273.15 };
  const t = table[u];
  if (t) return { dim: t[0], factor: t[1] };
  return { dim: 'particles', factor: 1 };
}
const si = (q: Quantity): number => {
  const d = dim(q.unit);
  return q.value * d.factor + (d.offset ?? 0);
};
const ofDim = (qs: Quantity[], d: Dim): Quantity[] => qs.filter((q) => dim(q.unit).dim === d);

/** The formula written right after a quantity ("2 mol of NaCl", "0,5 mol de H2O", "250 mL of 0.100 M KOH"). */
function formulaAfter(text: string, q: Quantity): string | undefined {
  const rest = text.slice(q.end, q.end + 60);
  const m = /^\s*(?:of\s+|de\s+|d['’]\s*|du\s+|des\s+)?(?:(?:an?\s+|une?\s+)?(?:solution|gaz|gas|sample|[ée]chantillon)\s+(?:of\s+|de\s+|d['’])?)?(\S+)/i.exec(rest);
  if (!m) return undefined;
  const mentions = formulaMentions(rest.slice(0, 40));
  // a name the reader only half knows, then the formula: "copper sulfide CuS" is CuS, not Cu
  const spelled = mentions.length > 1 && /^[\s\p{L}]*$/u.test(rest.slice(mentions[0].end, mentions[1].at)) && !/\b(?:and|or|with|to|et|ou|avec|en|of|de)\b/i.test(rest.slice(mentions[0].end, mentions[1].at)) && countAtoms(mentions[1].f).has(mentions[0].f.replace(/\d+$/, ''));
  const named = (spelled ? mentions.slice(1) : mentions).map((x) => x.f);
  // the word may begin a longer name: "carbon" in "2 mol of carbon dioxide" is CO2
  const f = formulasIn(m[1]);
  if (f.length) return named[0] ?? f[0];
  return /^\s*(?:of|de|d['’])\s/i.test(rest) || /^\s*(?:d['’])/.test(rest) ? named[0] : undefined;
}

/** The equation in a text: the longest run of species, coefficients, "+" and one arrow. */
function equationIn(text: string, equalsOk: boolean): TaskOf<'balance'> | null {
  // an equation given in parentheses after the question: "(CH4 + 2O2 → CO2 + 2H2O)"
  // state labels set aside first: "Ag+(aq)" is one species, not "Ag+" then "(aq)"
  const spaced = withoutStates(text).replace(/\(([^()]*?(?:<=>|<->|⇌|⇄|↔|⟶|→|->|=>)[^()]*?)\)/g, ' $1 ').replace(/(<=>|<->|⇌|⇄|↔|⟶|→|->|=>)/g, ' $1 ').replace(/(?<=[\w)\]}+-])\s*=\s*(?=[\w([])/g, ' = ');
  const tokens = spaced.split(/\s+/).filter((t) => t !== '');
  const isArrow = (t: string): boolean => /^(?:<=>|<->|⇌|⇄|↔|⟶|→|->|=>)$/.test(t) || (equalsOk && t === '=');
  const ok = (t: string): boolean => {
    if (t === '+' || /^\d+$/.test(t)) return true;
    const bare = t.replace(/[,;:?!]+$/, '').replace(/\.$/, '');
    const parts = splitSide(bare);
    return parts.length > 0 && parts.every((p) => {
      try {
        parseEquation(`${p} -> X`.replace('X', 'H'));
        return !WORDS.has(p.replace(/^\d+\s*/, '')) && !/^\d*[A-Z][a-z]{2,}/.test(p);
      } catch {
        return false;
      }
    });
  };
  const k = tokens.findIndex(isArrow);
  if (k < 0 || tokens.filter(isArrow).length !== 1) return null;
  let a = k;
  // the equation starts after the sentence before it ("… 1.00 mol CH4? CH4 + 2O2 → …")
  while (a > 0 && ok(tokens[a - 1]) && !/[.;:?!]$/.test(tokens[a - 1])) a--;
  let b = k;
  while (b + 1 < tokens.length && ok(tokens[b + 1]) && !/[.,;:?!]$/.test(tokens[b])) b++;
  const eq = tokens.slice(a, b + 1).join(' ').replace(/[,;:?!]+$/, '').replace(/\.$/, '');
  try {
    const { reactants, products } = parseEquation(eq.replace(ARROW, ' -> '));
    return { kind: 'balance', reactants: reactants.map((t) => speciesText(t.species)), products: products.map((t) => speciesText(t.species)) };
  } catch {
    return null;
  }
}

/** "… react to form …", « … réagit avec … pour former … »: the reactants named before, the products after. */
const FORMS = /\b(?:to\s+(?:form|produce|give|make|yield)|forming|producing|(?:is|are)\s+(?:formed|produced)|pour\s+(?:former|donner|produire)|en\s+formant|formant)\b/i;
const REACTS = /\breact(?:s|ed|ing)?\b|\bcombine[sd]?\b|\bburn(?:s|ed)?\b|r[ée]agi(?:t|ssent|r)?\b|br[ûu]le/i;
/** A single reactant breaking down: "CaCO3 decomposes", "the decomposition of KClO3", « la décomposition thermique de … ». */
const DECOMPOSES = /\bdecompos\w*|\bd[ée]compos\w*|\bheat(?:s|ed|ing)?\b|\bcalcin\w*|\bchauff\w*/i;

/**
 * The compounds named in a text, each once however often it is named ("ethanol C2H5OH" names it
 * twice), as the student wrote its formula when it is written.
 */
function compoundsIn(text: string): string[] {
  const composition = (f: string): string => [...countAtoms(f)].sort().join();
  const named = formulasIn(text).map((f) => f.replace(/\^.*$/, ''));
  return named
    .filter((f, k) => named.findIndex((g) => composition(g) === composition(f)) === k)
    .map((f) => named.find((g) => composition(g) === composition(f) && text.includes(g)) ?? f);
}

function reactionInWords(text: string): TaskOf<'balance'> | null {
  const sentence = text.split(/(?<=[.?!])\s+/).find((s) => REACTS.test(s) && FORMS.test(s));
  if (!sentence) return null;
  const at = FORMS.exec(sentence)?.index ?? 0;
  const reactants = compoundsIn(sentence.slice(0, at));
  const products = compoundsIn(sentence.slice(at));
  if (reactants.length === 0 || products.length === 0 || reactants.some((r) => products.includes(r))) return null;
  const t: TaskOf<'balance'> = { kind: 'balance', reactants, products };
  return chemical(t) ? t : null;
}

/** The product asked by name before it is said to form: "how many grams of water are produced", « quelle masse d'eau obtient-on ». */
const PRODUCT_ASKED = /(?:how\s+many\s+(?:grams|moles|g|mol|kg|kilograms)|how\s+much|what\s+(?:mass|amount|number\s+of\s+moles)|quelle\s+(?:masse|quantit[ée](?:\s+de\s+mati[èe]re)?)|combien\s+de\s+(?:grammes|moles))\s+(?:of\s+|de\s+|d['’]\s*)?(.{1,40}?)\s+(?:(?:is|are|will\s+be|can\s+be|could\s+be|would\s+be)\s+)?(?:produced|formed|obtained|made|yielded|released|given\s+off|evolved|liberated|produite?s?|form[ée]e?s?|obtenue?s?|obtient[-\s]on|se\s+forme|se\s+d[ée]gage|d[ée]gag[ée]e?s?|lib[ée]r[ée]e?s?|peut[-\s]on\s+obtenir)\b/i;

/**
 * Masses of reactants told as reacting and one product asked by name, no equation written: "How many
 * grams of water are produced when 4.0 g of H2 react with 16 g of O2?". The equation has the
 * reactants named on the left and that product alone on the right, kept only when its elements
 * agree on both sides.
 */
function productAskedInWords(text: string): TaskOf<'balance'> | null {
  const m = PRODUCT_ASKED.exec(text);
  if (!m || !(REACTS.test(text) || DECOMPOSES.test(text))) return null;
  const products = compoundsIn(m[1]);
  if (products.length !== 1) return null;
  const reactants = compoundsIn(`${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`).filter((f) => f !== products[0]);
  if (reactants.length === 0) return null;
  const t: TaskOf<'balance'> = { kind: 'balance', reactants, products };
  // a by-product left unnamed ("hydrogen produced when zinc reacts with hydrochloric acid": ZnCl2) is completed by the method
  return chemical(t) || byProduct(reactants, products) !== null ? t : null;
}

/** A product's mass told as obtained: "and 8.54 g of CaO was obtained", « on obtient 13,6 g d'ammoniac ». */
const OBTAINED_AFTER = /^\s*(?:of|de|d['’])?\s*\S+(?:\s+\S+){0,3}?\s+(?:(?:was|were|is|are)\s+(?:obtained|produced|formed|collected|recovered|isolated)|forms|formed|results)\b/i;
const OBTAINED_BEFORE = /(?:obtains?|obtained|produces?|produced|gives|gave|yielded|collects?|collected|recovers?|recovered|isolates?|isolated|on\s+(?:obtient|recueille|r[ée]cup[èe]re|forme)|obtenu[es]*|(?:il\s+)?se\s+forme|forme)\s*(?:a\s+mass\s+of\s+|une\s+masse\s+de\s+)?$/i;
const YIELD_ASKED = /\byield\b|rendement/i;

/**
 * A yield told without its equation: the reactants named, then the mass of one product obtained
 * ("25 g of CaCO3 was heated and 8.54 g of CaO was obtained", « on fait réagir 4,0 g de H2 avec
 * du N2 ; on obtient 13,6 g de NH3 »). The equation has the reactants on the left and that product
 * on the right; the method completes it when a by-product is not named.
 */
function yieldInWords(text: string, qs: Quantity[]): TaskOf<'balance'> | null {
  if (!YIELD_ASKED.test(text) || !(REACTS.test(text) || DECOMPOSES.test(text))) return null;
  const masses = qs.filter((q) => dim(q.unit).dim === 'g' || dim(q.unit).dim === 'mol');
  const obtained = masses.filter((q) => OBTAINED_AFTER.test(text.slice(q.end, q.end + 80)) || OBTAINED_BEFORE.test(text.slice(Math.max(0, q.at - 40), q.at)));
  if (obtained.length !== 1) return null;
  const product = formulaAfter(text, obtained[0]);
  if (!product) return null;
  const reactants = compoundsIn(text.slice(0, obtained[0].at)).filter((f) => f !== product);
  // nothing else named after the product's own words
  const after = text.slice(obtained[0].end);
  const told = OBTAINED_AFTER.exec(after);
  const tail = told ? after.slice(told[0].length) : after.replace(/^[^.;?!]*/, '');
  if (reactants.length === 0 || compoundsIn(tail).some((f) => f !== product)) return null;
  return { kind: 'balance', reactants, products: [product] };
}

/**
 * "the combustion of ethanol C2H5OH", "16 g of methane burns": a compound of carbon and hydrogen
 * (and oxygen) burning completely in O2 gives CO2 and H2O. Other elements would give other products.
 */
const COMBUSTION = /\bcombustions?\b|\bburn(?:s|ed|ing|t)?\b|\bbr[ûu]l(?:e|ent|er|é)\b/i;

function combustion(text: string): TaskOf<'balance'> | null {
  if (!COMBUSTION.test(text)) return null;
  const fuels = compoundsIn(text).filter((f) => !['O2', 'CO2', 'H2O'].includes(f));
  if (fuels.length !== 1) return null;
  const els = [...countAtoms(fuels[0]).keys()];
  if (!els.includes('C') || !els.includes('H') || !els.every((e) => ['C', 'H', 'O'].includes(e))) return null;
  return { kind: 'balance', reactants: [fuels[0], 'O2'], products: ['CO2', 'H2O'] };
}

const ARROW_ONLY = /<=>|<->|⇌|⇄|↔|⟶|→|->|=>/;
/** An equation written with names ("methane + oxygen → carbon dioxide + water", « fer + dioxygène = oxyde de fer(III) »). */
function namedEquation(text: string): TaskOf<'balance'> | null {
  const t = equationIn(withFormulas(text), true);
  return t && chemical(t) ? t : null;
}

/** Element sets of both sides agree: an equation between chemicals, not letters. */
function chemical(t: TaskOf<'balance'>): boolean {
  const els = (xs: string[]): string => [...new Set(xs.flatMap((x) => [...countAtoms(x.replace(/\^.*$/, '')).keys()]))].sort().join();
  try {
    return els(t.reactants) === els(t.products) && [...t.reactants, ...t.products].some((x) => /\d|[A-Z][a-z]?[A-Z]|\^/.test(x));
  } catch {
    return false;
  }
}

/**
 * A purity told ("only 90% pure", "95 % purity", « pur à 90 % », « pureté de 98 % »), its percentage
 * captured; impurities told ("10 % impurities") are refused, never read as a purity.
 */
const PURITY = /(\d+(?:[.,]\d+)?)\s*%\s*(?:pure|purity|pur(?:e|s|es)?|de\s+puret[ée])(?![\p{L}])|\b(?:purity|puret[ée])\s+(?:of\s+|is\s+|de\s+|égale\s+à\s+|=\s*)?(\d+(?:[.,]\d+)?)\s*%|\bpure?s?\s+à\s+(\d+(?:[.,]\d+)?)\s*%|\d+(?:[.,]\d+)?\s*%\s*(?:d['’]\s*impuret[ée]s?|(?:of\s+)?impurit(?:y|ies))(?![\p{L}])/iu;

/**
 * No solution holds much more than pure water's 55.5 mol/L: a molarity beyond is a number misread
 * or mistyped ("a 1,500 M solution", fifteen hundred in English), refused with it, never answered.
 */
const MAX_MOLARITY = 60;
const tooConcentrated = (written: string): SolverError =>
  new SolverError('unsupported', {
    en: `A concentration of ${written} is more than any solution holds (pure water is 55.5 mol/L): check the number. In English 1,500 is fifteen hundred; write 1.500 for one and a half.`,
    fr: `Une concentration de ${written} dépasse ce que contient toute solution (l'eau pure est à 55,5 mol/L) : vérifiez le nombre.`,
  });

const BALANCE_WORD = /\b(?:balance[sd]?|balancing)\b|[ée]quilibr|\bajust(?:er|ez)\b/i;

/** A specific or latent heat given or named: a calorimetry problem, read by the physics reader (« un bloc de fer de 2 kg » is no amount of iron to count in moles). */
const HEAT = /J\s*(?:\/|[·.]\s*)\(?\s*k?g(?![\p{L}])|chaleur\s+(?:massique|latente)|specific\s+heat|latent\s+heat|capacit[ée]\s+thermique/iu;

/**
 * Element molar masses given as data (« M(Na)=23 ; M(C)=12 ») are read out first and the question
 * read without them; the tasks that count molar masses take them. Any other task would count with
 * the table's masses, not the ones the statement gives, so it is refused.
 */
export function readChemistry(p: ProblemInput & { subject?: string }): Task | null {
  const t = readWithMasses(p);
  const purity = t === null ? null : PURITY.exec(clean(p.raw, p.locale));
  if (t === null || purity === null) return t;
  // the mass of an impure sample to weigh: the pure solute's mass over the purity
  const percent = purity[1] ?? purity[2] ?? purity[3];
  if (percent !== undefined && t.kind === 'concentration' && t.want === 'mass' && !t.diluted) return { ...t, purity: Number(percent.replace(',', '.')) / 100 };
  throw new SolverError('unsupported', {
    en: `The statement gives a purity ("${purity[0]}"), which we take into account only for the mass of a sample to weigh to prepare a solution: an answer for the pure substance would not be the one asked.`,
    fr: `L'énoncé donne une pureté (« ${purity[0]} »), dont nous ne tenons compte que pour la masse d'échantillon à peser pour préparer une solution : une réponse pour la substance pure ne serait pas celle demandée.`,
  });
}

function readWithMasses(p: ProblemInput & { subject?: string }): Task | null {
  const given = readGivenMasses(clean(p.raw, p.locale));
  if (!given) return readChemistryText(p);
  const t = readChemistryText({ ...p, raw: given.rest, text: given.rest });
  if (t === null) return null;
  // a dilution or a neutralisation counts no molar mass: the masses given change nothing there
  if (t.kind === 'molar_mass' || t.kind === 'mole_mass' || t.kind === 'ph' || (t.kind === 'concentration' && t.solute && !t.neutralization && t.c1 === undefined && t.c2 === undefined)) return { ...t, masses: given.masses };
  throw new SolverError('unsupported', {
    en: 'The statement gives molar masses (M(…) = …), which we use only for a molar mass, an amount of substance, a mass, a concentration or a pH: for this question, remove them to have it answered with the standard atomic weights.',
    fr: "L'énoncé donne des masses molaires (M(…) = …), que nous n'utilisons que pour une masse molaire, une quantité de matière, une masse, une concentration ou un pH : pour cette question, retirez-les pour qu'elle soit traitée avec les masses atomiques du tableau.",
  });
}

function readChemistryText(p: ProblemInput & { subject?: string }): Task | null {
  const typed = clean(p.raw, p.locale);
  // an equation typed in lowercase ("balance ch4 + o2 -> co2 + h2o") read with its symbols
  const full = (BALANCE_WORD.test(typed) || CHEMISTRY_SUBJECT.test(p.subject ?? '') ? capitalisedEquation(typed) : null) ?? typed;
  if (HEAT.test(full)) return null;
  // a gas constant written out is no quantity of the problem
  const rGiven = /R\s*=\s*\d+(?:[.,]\d+)?\s*(?:J|L)\S*/.exec(full);
  const text = rGiven ? full.replace(rGiven[0], ' ') : full;
  const empirical = readEmpiricalFormula(text);
  if (empirical instanceof SolverError) throw empirical;
  if (empirical) return empirical;
  const massConcentration = readMassConcentration(text);
  if (massConcentration) return massConcentration;
  const gasChange = readGasChange(text);
  if (gasChange) return gasChange;
  const acidBase = readAcidBase(text);
  if (acidBase instanceof SolverError) throw acidBase;
  if (acidBase) return acidBase;
  const chem = CHEMISTRY_SUBJECT.test(p.subject ?? '');
  const qs = quantities(text);
  const huge = ofDim(qs, 'M').find((q) => si(q) > MAX_MOLARITY);
  if (huge) throw tooConcentrated(text.slice(huge.at, huge.end).trim());
  const amounts = qs.filter((q) => ['g', 'mol'].includes(dim(q.unit).dim));
  const withEquals = equationIn(text, true);
  const asksEquation = BALANCE_WORD.test(text) || /\bequation|[ée]quation/i.test(text);
  const eq =
    equationIn(text, false) ??
    (BALANCE_WORD.test(text) || chem || (withEquals && chemical(withEquals)) ? withEquals : null) ??
    // the product asked before "produced when …" comes first: read as "A reacts to form B", the sides would be swapped
    (amounts.length > 0 ? productAskedInWords(text) : null) ??
    (amounts.length > 0 || asksEquation ? reactionInWords(text) : null) ??
    (amounts.length > 1 ? yieldInWords(text, qs) : null) ??
    combustion(text) ??
    (asksEquation || chem || ARROW_ONLY.test(text) ? namedEquation(text) : null);
  const withSolution = solutionReaction(text, eq, qs);
  if (withSolution) return withSolution;
  if (eq && amounts.length > 0) return stoichiometry(text, eq, qs);
  if (eq && qs.length === 0) {
    // "in acidic solution", « en milieu basique »: the medium's ions and water join the equation
    const medium = mediumOf(text);
    if (BALANCE_WORD.test(text) || chem || chemical(eq)) return medium ? withMedium(eq, medium) : eq;
    return null;
  }
  // "0.25 M H2SO4", "a 0.1 M solution": a molarity written with M speaks of chemistry too
  if (!eq && !chem && !/\d\s*M\s+(?:[A-Z(]|solution\b|of\b)|\bmol|molar|masse|mass|\bpH\b|\bpOH\b|gaz|gas|concentration|dilu|avogadro|atoms?\b|molecules?\b|mol[ée]cules?|atomes?|percent|pourcentage|quantit[ée]\s+de\s+mati[èe]re|amount\s+of\s+substance|volume\s+molaire|molar\s+volume|occup|\[\s*(?:H|OH|H3O)\s*\^?\s*[+-]?\s*\]/i.test(text) && !STP.test(text)) return null;
  const vm = readMolarVolume(text);
  if (vm) return readWithMolarVolume(vm.rest, vm.vm);
  return readPh(text, qs) ?? readGas(text, qs, full) ?? readConcentration(text, qs) ?? readMoleMass(text, qs) ?? readMolarMass(text);
}

/**
 * An amount, a mass or a volume of gas through the molar volume given (« Vm = 25,0 L.mol-1 ;
 * quelle quantité de matière contient 50,0 mL de N2O ? », "what volume do 3.2 g of O2 occupy?"):
 * one quantity given, another asked.
 */
function readWithMolarVolume(text: string, molarVolume: number): Task | null {
  const qs = quantities(text).filter((q) => ['g', 'mol', 'L'].includes(dim(q.unit).dim));
  if (qs.length !== 1 || quantities(text).length !== 1) return null;
  const q = qs[0];
  const d = dim(q.unit);
  const unit = d.dim === 'g' ? 'g' : d.dim === 'mol' ? 'mol' : 'L';
  const rest = text.slice(0, q.at) + ' ' + text.slice(q.end);
  const asksVolume = /\bvolume\b|how\s+many\s+(?:liters|litres)|combien\s+de\s+litres/i.test(rest);
  const asked = wantParticles(rest);
  const want = unit !== 'L' && asksVolume ? 'L' : asked === 'particles' ? null : (asked ?? (unit === 'L' ? 'mol' : null));
  if (!want || want === unit) return null;
  const formula = (formulaAfter(text, q) ?? formulasIn(text)[0])?.replace(/\^.*$/, '');
  if (!formula && (unit === 'g' || want === 'g')) return null;
  return { kind: 'mole_mass', ...(formula ? { formula } : {}), given: { unit, value: q.value * d.factor }, want, molarVolume };
}

/** "percent by mass of O in H2O", "mass percent of carbon in CO2", « pourcentage massique de fer dans Fe2O3 ». */
const PERCENT_OF = /(?:percent(?:age)?\s+(?:by\s+mass|composition)|mass\s+percent(?:age)?|%\s*(?:by\s+)?mass|pourcentage\s+(?:massique|en\s+masse)|composition\s+(?:centésimale|massique))\s+(?:of|de|du|d['’])\s*([\p{L}]+)\s+(?:in|dans|du|de|d['’])\s*(\S+)/iu;

function readPercentComposition(text: string): Task | null {
  const m = PERCENT_OF.exec(text);
  if (!m) return null;
  const element = formulasIn(m[1])[0]?.replace(/\d+$/, '');
  const formula = formulasIn(text.slice((m.index ?? 0) + m[0].length - m[2].length))[0]?.replace(/\^.*$/, '');
  if (!element || !/^[A-Z][a-z]?$/.test(element) || !formula) return null;
  if (!countAtoms(formula).has(element)) {
    throw new SolverError('unsupported', { en: `${formula} contains no ${element}: its percent by mass is 0.`, fr: `${formula} ne contient pas de ${element} : son pourcentage massique est nul.` });
  }
  return { kind: 'molar_mass', formula, element };
}

function readMolarMass(text: string): Task | null {
  const percent = readPercentComposition(text);
  if (percent) return percent;
  if (!/molar\s+mass|masse\s+molaire|molecular\s+(?:weight|mass)|formula\s+(?:weight|mass)|masse\s+mol[ée]culaire|\bM\s*\(/i.test(text)) return null;
  // a molar mass given as data ("its molar mass is 58.12 g/mol") is not the one asked
  if (/\d\s*g\s*(?:[/.·]\s*mol|mol\s*(?:\^?\s*-1|⁻¹))/i.test(text)) return null;
  const call = /\bM\s*\(\s*([^()\s]*(?:\([^()]*\)[^()\s]*)*)\s*\)/.exec(text);
  const f = call ? formulasIn(call[1]) : formulasIn(text);
  return f.length ? { kind: 'molar_mass', formula: f[f.length - 1].replace(/\^.*$/, '') } : null;
}

function wantParticles(text: string): 'mol' | 'g' | 'particles' | null {
  if (/how\s+many\s+(?:grams|g\b)|\bmass\b|\bmasse\b|combien\s+de\s+grammes|\b(?:in|to|into)\s+grams|\ben\s+grammes/i.test(text)) return 'g';
  // "how many moles of atoms", « combien de moles d'atomes »: an amount of them, never their number
  if (/\bmoles?\s+of\s+(?:[\w()]+\s+)?(?:atoms|molecules|particles|ions)\b|\bmoles?\s+d['’]\s*(?:atomes|ions|mol[ée]cules)|quantit[ée]\s+de\s+mati[èe]re\s+d['’]\s*(?:atomes|ions|mol[ée]cules)/i.test(text)) return 'mol';
  // "how many water molecules", "number of CO2 molecules": a name or formula may stand before the word
  if (/how\s+many\s+(?:[\w()]+\s+){0,2}(?:atoms|molecules|particles|ions|formula\s+units)|number\s+of\s+(?:[\w()]+\s+){0,2}(?:atoms|molecules|particles|ions|formula\s+units)|nombre\s+d['’](?:atomes|ions|entit)|nombre\s+de\s+(?:mol[ée]cules|particules)|combien\s+(?:d['’]atomes|de\s+mol[ée]cules|de\s+particules)/i.test(text)) return 'particles';
  if (/\bmoles?\b|\bmol\b\s*\?|quantit[ée]\s+de\s+mati[èe]re|combien\s+de\s+moles|nombre\s+de\s+moles|amount\s+of\s+substance|how\s+many\s+mol/i.test(text)) return 'mol';
  return null;
}

function readMoleMass(text: string, qs: Quantity[]): Task | null {
  const given = qs.filter((q) => ['g', 'mol', 'particles'].includes(dim(q.unit).dim));
  if (given.length !== 1) return null;
  const q = given[0];
  const d = dim(q.unit);
  const unit = d.dim === 'g' ? 'g' : d.dim === 'mol' ? 'mol' : 'particles';
  const value = unit === 'particles' ? q.value : q.value * d.factor;
  const rest = text.slice(0, q.at) + ' ' + text.slice(q.end);
  // a concentration asked ("what is the molarity of 5.85 g of NaCl in 25 cL?") is never answered by the amount of the mass alone
  if (/concentration|molarit|\bmolar\b(?!\s+mass)/i.test(rest)) return null;
  const asked = wantParticles(rest);
  // "1.5 × 10^23 SO3 molecules", "2 molecules of methane": the substance of a count is written in it or right after it
  const after = unit === 'particles' ? formulasIn(text.slice(q.at, q.end))[0] ?? formulasAfter(text, q) : formulasAfter(text, q) ?? namedBefore(text, q);
  // "40.0 g of hcl": the amount names a substance we cannot read, never another one of the text
  // unless only a count is asked: "2.78 × 10⁻³ mol of aspirin" is that many molecules whatever aspirin is
  const unread = !after && unit !== 'particles' && /^\s*(?:of|de|d['’])\s*\S/i.test(text.slice(q.end));
  const formula = after ?? (unread ? undefined : formulasIn(text)[0]);
  // "oxygen atoms in 2.0 mol of CO2": counted through the formula; "Cl⁻ ions", "molecules of water in CuSO4·5H2O": refused, never counted as formula units
  const molecules = /(?:molecules?|mol[ée]cules?)\s+(?:of|de|d['’])\s*(.{1,30})/iu.exec(rest);
  const part = asked === 'g' ? null : partAsked(questionOf(rest), formula?.replace(/\^.*$/, ''), { moleculesOf: molecules ? formulasIn(molecules[1])[0]?.replace(/\^.*$/, '') : undefined, atoms: true });
  if (part instanceof SolverError) throw part;
  // atoms counted in a substance told only elsewhere: the element named ("hydrogen atoms") is never taken for it
  if (part && !after) return null;
  // particles named in the question but not read as what is asked: a phrasing we do not know
  if (!part && asked !== 'particles' && unit !== 'particles' && /\b(?:molecules?|atoms?|particles?|ions?)\b|mol[ée]cules?|atomes?|particules?/i.test(rest)) return null;
  // asked in the unit it is given in, the substance itself: nothing to compute
  if (asked === unit && !part) return null;
  const want = asked ?? (unit === 'mol' ? 'g' : 'mol');
  if (part && want !== 'particles' && want !== 'mol') return null;
  if (unread && want !== 'particles') return null;
  if (!formula && (unit === 'g' || want === 'g')) return null;
  if (part) return { kind: 'mole_mass', ...(formula ? { formula: formula.replace(/\^.*$/, '') } : {}), given: { unit, value }, want, part };
  // the question names another substance than the one given ("grams of O2 … 1.00 mol CH4"): not this method
  const named = /(?:(?:how\s+many\s+(?:grams|g|moles|mol)|\bmass|\bmasse|\bamount|quantit[ée]|combien\s+de\s+(?:grammes|moles))\s+(?:of|de|d['’])|how\s+much(?:\s+of)?)\s*(\S+)/i.exec(rest);
  // read from where the name starts, so that a longer name ("carbon dioxide") is read whole
  const askedF = named ? formulasIn(rest.slice((named.index ?? 0) + named[0].length - named[1].length).slice(0, 40))[0] : undefined;
  if (askedF && formula && askedF.replace(/\^.*$/, '') !== formula.replace(/\^.*$/, '')) return null;
  return { kind: 'mole_mass', ...(formula ? { formula: formula.replace(/\^.*$/, '') } : {}), given: { unit, value }, want };
}
/** "in 49 g of it", « dans 49 g de cet acide »: a mass of the one substance the text names before it. */
const PRONOUN = /^\s*(?:of\s+(?:it|this|that)(?:\s+(?:acid|base|salt|compound|substance|gas))?|de\s+(?:cet|cette|ce)\s+(?:acide|base|sel|compos[ée]|gaz|solide|produit)|de\s+celui-ci|d['’]\s*elle)(?![\p{L}])/iu;
function namedBefore(text: string, q: Quantity): string | undefined {
  if (!PRONOUN.test(text.slice(q.end))) return undefined;
  const named = compoundsIn(text.slice(0, q.at)).filter((f) => f !== 'H2O');
  return named.length === 1 ? named[0].replace(/\^.*$/, '') : undefined;
}
function formulasAfter(text: string, q: Quantity): string | undefined {
  return formulaAfter(text, q);
}

const WATER_ADDED = /(?:volume|amount|how\s+much)\s+(?:of\s+)?(?:water|solvent)\b[^.?]*?\badd|\badd(?:ed)?\s+(?:how\s+much\s+)?(?:water|solvent)|volume\s+d['’](?:eau|solvant)\b[^.?]*?ajout|ajouter\s+(?:quel\s+volume\s+)?d['’]eau|quantit[ée]\s+d['’]eau[^.?]*?ajout/i;

const NEUTRALISES = /neutrali[sz]|titrat|titrage|\bdos(?:age|er|é)|[ée]quivalence|equivalence/i;

/**
 * An acid and a base of known formulas neutralising each other: each concentration and volume
 * belongs to the substance named nearest to it in its clause; one substance has both, the other
 * the one asked. Read as a dilution it would lose the H⁺ and OH⁻ counts (H2SO4 gives two).
 */
function readNeutralization(text: string, cs: Quantity[], vs: Quantity[]): Task {
  const mentions = formulaMentions(text).filter((m) => m.f in STRONG_ACIDS || m.f in STRONG_BASES);
  const all = [...cs, ...vs];
  const owner = (q: Quantity): string | undefined => solutionOwner(text, q, cs, all, mentions);
  const sides = new Map<string, { c?: Quantity; v?: Quantity }>();
  for (const q of all) {
    const f = owner(q);
    const side = f === undefined ? undefined : (sides.get(f) ?? {});
    const slot = cs.includes(q) ? 'c' : 'v';
    if (!f || !side || side[slot]) throw notRead(text);
    side[slot] = q;
    sides.set(f, side);
  }
  const names = [...sides.keys()];
  const acids = names.filter((f) => f in STRONG_ACIDS);
  const full = names.filter((f) => sides.get(f)?.c && sides.get(f)?.v);
  if (all.length !== 3 || names.length !== 2 || acids.length !== 1 || full.length !== 1) throw notRead(text);
  const [s2] = full;
  const s1 = names.find((f) => f !== s2) ?? s2;
  const one = sides.get(s1) ?? {};
  const two = sides.get(s2) ?? {};
  const ions = (f: string): number => STRONG_ACIDS[f] ?? STRONG_BASES[f];
  return {
    kind: 'concentration',
    neutralization: { s1, s2, k1: ions(s1), k2: ions(s2) },
    ...(one.c ? { c1: si(one.c) } : {}),
    ...(one.v ? { v1: si(one.v) } : {}),
    c2: si(two.c ?? one.c ?? cs[0]),
    v2: si(two.v ?? one.v ?? vs[0]),
    want: one.c ? 'v1' : 'c1',
  };
}
/**
 * The substance a concentration or a volume belongs to: the one named nearest to it in its clause,
 * no other quantity between; "40 mL of 0.3 M HCl": a volume goes with the concentration written right after it.
 */
function solutionOwner(text: string, q: Quantity, cs: Quantity[], all: Quantity[], mentions: Array<{ at: number; end: number; f: string }>): string | undefined {
  const next = cs.find((c) => c.at >= q.end && /^\s*(?:of|de|d['’]|at|à)?\s*(?:(?:an?|une?)\s+)?(?:solution\s+(?:of|de)\s+)?$/i.test(text.slice(q.end, c.at)));
  if (!cs.includes(q) && next) return solutionOwner(text, next, cs, all, mentions);
  const near = mentions
    .map((m) => ({ m, gap: m.at >= q.end ? text.slice(q.end, m.at) : text.slice(m.end, q.at) }))
    // "a 0.1 M solution to react with HCl": a substance past a verb or "with" is another one
    .filter(({ gap }) => !/[.;?]\s/.test(gap) && !/(?<![\p{L}])(?:with|avec|by|par|to|pour)(?![\p{L}])/iu.test(gap) && !all.some((o) => o !== q && gap.includes(text.slice(o.at, o.end))))
    .sort((a, b) => a.gap.length - b.gap.length);
  return near[0]?.m.f;
}
/** Concentrations and volumes that belong to two substances: two solutions meet ("… NaOH is added to 20 mL of 0.1 M HCl"), no solution made. */
function twoSolutions(text: string, cs: Quantity[], vs: Quantity[]): boolean {
  const mentions = formulaMentions(text).filter((m) => m.f !== 'H2O');
  const all = [...cs, ...vs];
  return new Set(all.map((q) => solutionOwner(text, q, cs, all, mentions)).filter((f) => f !== undefined)).size > 1;
}
const notRead = (text: string): SolverError => {
  const word = NEUTRALISES.exec(text)?.[0] ?? 'neutralize';
  return new SolverError('unsupported', {
    en: `We could not read the neutralisation ("${word}"): name the acid and the base by their formulas (HCl, H2SO4, NaOH…), with the concentration and the volume of one and the concentration or the volume of the other.`,
    fr: `Nous n'avons pas pu lire la neutralisation (« ${word} ») : nommez l'acide et la base par leurs formules (HCl, H2SO4, NaOH…), avec la concentration et le volume de l'un et la concentration ou le volume de l'autre.`,
  });
};

/** The sentence that asks: the one ending with the first question mark, else the last one. */
function questionOf(text: string): string {
  // sentences end at a stop followed by a space, never at a decimal point (0.20 M)
  const sentences = text.split(/(?<=[.!?;])\s+/).filter((x) => x.trim());
  return sentences.find((x) => x.includes('?')) ?? sentences[sentences.length - 1] ?? text;
}

/** An amount or a mass asked of a solution ("how many moles", « quelle quantité de matière »): a dilution keeps it. */
const AMOUNT_ASKED = /how\s+many\s+(?:moles|grams)|\b(?:amount|number\s+of\s+moles|mass)\s+of\b|quantit[ée]\s+de\s+mati[èe]re|\bmasse\s+de\b|combien\s+de\s+(?:moles|grammes)/i;

const ASKS_MASS_CONCENTRATION = /concentration\s+massique|mass\s+concentration|\b(?:in|en)\s+g\s*[/.]\s*L|\bg\s*\/\s*L\s*\)?\s*\?/i;

/**
 * The substance dissolved: the first formula or name other than water (water is the solvent, never
 * the solute of a concentration), else its everyday name after its mass (« 5,85 g de sel » is NaCl).
 * A mass of a word we do not know is refused with that word, since its molar mass is unknown.
 */
function solvedSubstance(text: string, ms: Quantity[]): string | undefined {
  // the substance weighed ("5,85 g de NaCl") before any other named ("des ions Na+ et Cl-. On dissout …")
  const weighed = ms.length === 1 ? formulaAfter(text, ms[0])?.replace(/\^.*$/, '') : undefined;
  const named = (weighed !== 'H2O' ? weighed : undefined) ?? formulasIn(text).map((f) => f.replace(/\^.*$/, '')).find((f) => f !== 'H2O');
  if (named || ms.length !== 1) return named;
  const word = soluteWord(text.slice(ms[0].end));
  if (!word) return undefined;
  if ('formula' in word) return word.formula;
  if (/^(?:water|eau|solute|solut[ée]|substance|solid|solide|compos[ée]|compound)$/i.test(word.unknown) || ASKS_MASS_CONCENTRATION.test(text)) return undefined;
  throw new SolverError('unsupported', {
    en: `We do not know which substance "${word.unknown}" is, so not its molar mass: write its formula (for example NaCl for table salt, C12H22O11 for sugar).`,
    fr: `Nous ne savons pas quelle substance est « ${word.unknown} », donc pas sa masse molaire : écrivez sa formule (par exemple NaCl pour le sel, C12H22O11 pour le sucre).`,
  });
}

/** The volume taken from the stock ("on prélève 10 mL", "10 mL is pipetted", "take 25 mL") and the one it is made up to (« on complète à 250 mL », "diluted to 500 mL", "a final volume of"). */
const TAKEN = /(?:pr[ée]l[èe]v\p{L}*|pipett?\p{L}*|\btak(?:e|es|en|ing)|\btook|withdr[ae]w\p{L}*|\bon\s+prend|aliquot|portion\s+of|verse\p{L}*)[^.;?\d]{0,30}$|\bdilu\p{L}*\s*$/iu;
// "diluted to 250 mL" makes up to it, « on dilue 20 mL » takes it: the verb right before the volume is no made-up volume
const MADE_UP = /(?:compl[èe]t\p{L}*|made\s+up|make\s+(?:it\s+)?up|dilu\p{L}*(?!\p{L})(?=\s*\p{L})|amen[ée]\p{L}*|port[ée]\p{L}*|jusqu['’]\s*(?:à|au)|final|total|fiole\s+(?:jaug[ée]e\s+)?de|flask\s+of|(?:pour|afin\s+d['’]|de\s+fa[çc]on\s+à)\s*obtenir|\bto\s+(?:obtain|make|get|give|prepare)|\bso\s+as\s+to\s+obtain)[^.;?\d]{0,30}$/iu;
/** The concentration asked of the stock solution, or of the diluted one. */
const STOCK_ASKED = /(?:concentration|molarit\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:de\s+la\s+solution\s+m[èe]re|of\s+the\s+(?:stock|original|initial|concentrated)\b|initiale)/iu;
const DILUTED_ASKED = /(?:concentration|molarit\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:de\s+la\s+solution\s+(?:fille|dilu[ée]e|obtenue|finale)|of\s+the\s+(?:diluted|final|new|resulting)\b|finale)|\b(?:new|final|resulting)\s+(?:concentration|molarity)|nouvelle\s+concentration/iu;

/**
 * The volume a concentration is told of: the one written right before it, "20 mL of a 0.50 M
 * solution", « 20 mL d'une solution de concentration 0,50 mol/L », nothing between but words.
 */
function volumeOf(text: string, c: Quantity, vs: Quantity[]): Quantity | undefined {
  return vs.find((v) => v.end <= c.at && /^\s*(?:of|de|d['’])\s*(?:[\p{L}'’]+\s+){0,8}?(?:[\p{L}'’]+\s*[=:]?\s*)?$/iu.test(text.slice(v.end, c.at)) && !/\b(?:to|pour|jusqu|obtain|obtenir|diluted|dilu[ée]e?s?|made|complet)/iu.test(text.slice(v.end, c.at)));
}

/** The stock's concentration asked when the one given is the stock's too (or the diluted one's both ways): nothing to compute, a question we do not read. */
const askedGiven = (): SolverError =>
  new SolverError('unsupported', {
    en: 'The concentration asked is the one the statement gives for the same solution: we could not tell which solution is asked about. Say which concentration is given (of the solution taken or of the diluted one) and which is asked.',
    fr: 'La concentration demandée est celle que l’énoncé donne pour la même solution : nous n’avons pas pu savoir de quelle solution il est question. Dites quelle concentration est donnée (celle de la solution prélevée ou de la solution diluée) et laquelle est demandée.',
  });

function dilutionRoles(text: string, vs: Quantity[]): { v1: Quantity; v2: Quantity } | null {
  const before = (q: Quantity): string => text.slice(Math.max(0, q.at - 40), q.at);
  const taken = vs.filter((q) => TAKEN.test(before(q)));
  const made = vs.filter((q) => MADE_UP.test(before(q)));
  if (made.length === 1 && taken.length <= 1 && taken[0] !== made[0]) {
    const v1 = vs.find((q) => q !== made[0]);
    return v1 && si(v1) < si(made[0]) ? { v1, v2: made[0] } : null;
  }
  return null;
}

function readConcentration(text: string, qs: Quantity[]): Task | null {
  const cs = ofDim(qs, 'M');
  const vs = ofDim(qs, 'L');
  if (cs.length === 0 && !/concentration|molarit|molar\b/i.test(text)) return null;
  // "moles of Cl⁻ ions in 0.20 M CaCl2", « ions chlorure »: a part of the solute, never its formula units
  const part = partAsked(questionOf(text), formulasIn(text).filter((f) => f !== 'H2O').pop()?.replace(/\^.*$/, ''), { atoms: false });
  if (part instanceof SolverError) throw part;
  // "reacts with" between two solutions is a neutralisation too, never a dilution
  if ((NEUTRALISES.test(text) || (REACTS_WITH.test(text) && twoSolutions(text, cs, vs))) && cs.length > 0) return readNeutralization(text, cs, vs);
  const dilution = /dilu|c1\s*V1|stock|m[èe]re|final/i.test(text) || cs.length + vs.length >= 3;
  // a dilution of a concentration given; an amount dissolved then diluted is read below
  if (dilution && cs.length > 0 && cs.length + vs.length === 3) {
    const t: TaskOf<'concentration'> = { kind: 'concentration', want: 'v2' };
    if (cs.length === 2) {
      const [hi, lo] = si(cs[0]) >= si(cs[1]) ? [cs[0], cs[1]] : [cs[1], cs[0]];
      t.c1 = si(hi);
      t.c2 = si(lo);
      const v = vs[0];
      const near = Math.abs(v.at - hi.at) <= Math.abs(v.at - lo.at);
      const final = /final|total|to\s+(?:a\s+)?(?:volume|total)|jusqu/i.test(text.slice(Math.max(0, v.at - 25), v.at));
      if (near && !final) {
        t.v1 = si(v);
        t.want = 'v2';
      } else {
        t.v2 = si(v);
        t.want = 'v1';
      }
    } else if (cs.length === 1 && vs.length === 2) {
      const c = cs[0];
      // "50 mL of water added to 25 mL of it": the final volume is their sum, never the water's alone
      if (vs.some((v) => isWater(text, v.end))) {
        const said = dilutionSaid(text);
        if (said instanceof SolverError) throw said;
        if (!said || said.v1 === undefined || said.water === undefined) return null;
        t.v1 = said.v1;
        t.v2 = said.v1 + said.water;
        // the stock's concentration asked back only when said so, as below
        const asksStock = STOCK_ASKED.test(text) && !DILUTED_ASKED.test(text);
        if (asksStock) t.c2 = si(c);
        else t.c1 = si(c);
        t.want = asksStock ? 'c1' : 'c2';
        return t;
      }
      const roles = dilutionRoles(text, vs);
      const owner = volumeOf(text, c, vs);
      if (roles) {
        // the volumes told by their words (taken, made up to); the concentration asked names its solution
        t.v1 = si(roles.v1);
        t.v2 = si(roles.v2);
        // the stock's concentration asked back only when said so; otherwise the one given is the stock's,
        // unless it is told of the volume made up; a concentration given is never the one asked back
        const asksStock = owner ? owner === roles.v2 : STOCK_ASKED.test(text) && !DILUTED_ASKED.test(text);
        if (owner && (owner === roles.v1 ? STOCK_ASKED.test(text) && !DILUTED_ASKED.test(text) : DILUTED_ASKED.test(text) && !STOCK_ASKED.test(text))) throw askedGiven();
        if (asksStock) t.c2 = si(c);
        else t.c1 = si(c);
        t.want = asksStock ? 'c1' : 'c2';
        return t;
      }
      // the concentration belongs to the volume it is told of ("20 mL of a 0.50 M solution"), else to the nearer one
      const [near, far] = owner ? [owner, vs.find((v) => v !== owner) ?? owner] : Math.abs(vs[0].at - c.at) <= Math.abs(vs[1].at - c.at) ? [vs[0], vs[1]] : [vs[1], vs[0]];
      const bigger = si(far) >= si(near);
      const asksStock = STOCK_ASKED.test(text) && !DILUTED_ASKED.test(text);
      const asksDiluted = DILUTED_ASKED.test(text) && !STOCK_ASKED.test(text);
      if (owner && (bigger ? asksStock : asksDiluted)) throw askedGiven();
      t.c1 = si(c);
      if (bigger) {
        t.v1 = si(near);
        t.v2 = si(far);
        t.want = 'c2';
      } else {
        t.c2 = si(c);
        delete t.c1;
        t.v2 = si(near);
        t.v1 = si(far);
        t.want = 'c1';
      }
    } else return null;
    // "what volume of water must be added", « quel volume d'eau faut-il ajouter »: V₂ − V₁, not V₂
    if (WATER_ADDED.test(text)) {
      if (t.want !== 'v2') return null;
      t.want = 'water';
    }
    return t;
  }
  const ms = ofDim(qs, 'g');
  const ns = ofDim(qs, 'mol');
  // a concentration given, then diluted by a factor ("0.50 M NaCl diluted tenfold", « diluée 5 fois »): the new one asked
  const diluted = cs.length === 1 && vs.length <= 1 && ms.length + ns.length === 0 && !AMOUNT_ASKED.test(text) ? dilutionSaid(text, vs[0] ? si(vs[0]) : undefined) : null;
  if (diluted instanceof SolverError) throw diluted;
  if (diluted) return { kind: 'concentration', c1: si(cs[0]), ...(formulasIn(text).filter((f) => f !== 'H2O').slice(0, 1).map((solute) => ({ solute }))[0] ?? {}), diluted, want: 'c2' };
  const solute = solvedSubstance(text, ms);
  const t: TaskOf<'concentration'> = { kind: 'concentration', want: 'molarity', ...(solute ? { solute } : {}) };
  if (cs.length === 1) t.molarity = si(cs[0]);
  if (vs.length === 1) t.volume = si(vs[0]);
  if (ms.length === 1) t.mass = si(ms[0]);
  if (ns.length === 1) t.moles = si(ns[0]);
  // dissolved, made up, then diluted: the solution's volume and the dilution after it
  if (cs.length === 0 && ms.length + ns.length === 1 && vs.length > 0) return preparedConcentration(text, t);
  const known = [t.molarity, t.volume, t.mass ?? t.moles].filter((x) => x !== undefined).length;
  if (known !== 2 || cs.length > 1 || vs.length > 1) return null;
  // a mass per litre asked: no molar mass needed
  if (ASKS_MASS_CONCENTRATION.test(text) && t.mass !== undefined && t.volume !== undefined && ms.length === 1) return { kind: 'concentration', mass: t.mass, volume: t.volume, ...(solute ? { solute } : {}), want: 'mass_conc' };
  if (t.molarity === undefined) t.want = 'molarity';
  else if (t.volume === undefined) t.want = 'volume';
  else if (/grams|\bg\b|mass|masse|grammes/i.test(text) && !solute) throw substanceUnknown();
  else t.want = /grams|\bg\b|mass|masse|grammes/i.test(text) ? 'mass' : 'moles';
  if ((t.want === 'mass' || (t.mass !== undefined)) && !solute) return null;
  return t;
}

/** A mass asked of a substance we cannot name ("copper sulfate": copper(I) or (II)?): its molar mass is unknown, never the amount answered instead. */
const substanceUnknown = (): SolverError =>
  new SolverError('unsupported', {
    en: 'We could not tell which substance is dissolved, so not its molar mass: write its formula (CuSO4 for copper(II) sulfate, FeCl3 for iron(III) chloride).',
    fr: 'Nous n’avons pas pu savoir quelle substance est dissoute, donc pas sa masse molaire : écrivez sa formule (CuSO4 pour le sulfate de cuivre II, FeCl3 pour le chlorure de fer III).',
  });

/**
 * The concentration of a solution made from an amount dissolved, told with more than one volume
 * (the water it was dissolved in, the volume made up to, a part taken and diluted): read with every
 * volume in its part, or refused, never read with one of them dropped.
 */
function preparedConcentration(text: string, t: TaskOf<'concentration'>): Task | null {
  const prepared = preparedSolution(text);
  if (prepared instanceof SolverError) throw prepared;
  if (!prepared) return null;
  const massAsked = ASKS_MASS_CONCENTRATION.test(text) && t.mass !== undefined;
  if (!massAsked && t.mass !== undefined && !t.solute) return null;
  return { ...t, volume: prepared.volume, want: massAsked ? 'mass_conc' : 'molarity', ...(prepared.diluted ? { diluted: prepared.diluted } : {}) };
}

const STRONG_ACIDS: Record<string, number> = { HCl: 1, HBr: 1, HI: 1, HNO3: 1, HClO4: 1, HClO3: 1, H2SO4: 2 };
const STRONG_BASES: Record<string, number> = { NaOH: 1, KOH: 1, LiOH: 1, RbOH: 1, CsOH: 1, 'Ca(OH)2': 2, 'Ba(OH)2': 2, 'Sr(OH)2': 2 };

/** A strong acid or base said in words: "a strong acid", « une base forte », "hydrochloric acid", « soude ». */
const STRONG_SAID = /\bstrong\s+(?:mono|di)?(?:acid|base)\b|\b(?:acide|base|monoacide|diacide)\s+forte?\b|hydrochloric|chlorhydrique|\bnitric\b|nitrique|sulfuric|sulphuric|sulfurique|perchloric|perchlorique|hydrobromic|bromhydrique|hydroiodic|iodhydrique|(?:sodium|potassium|lithium|calcium|barium)\s+hydroxide|hydroxyde\s+de\s+(?:sodium|potassium|lithium|calcium|baryum)|\bsoude\b|\bpotasse\b/i;

/** The quantities asked of a strong acid or base, in the order named; [H₃O⁺] when none is named. */
function strongAsked(text: string): { want: PhQuantity; also?: PhQuantity[] } {
  const [want, ...also] = askedQuantities(text);
  return { want: want ?? 'H', ...(also.length ? { also } : {}) };
}

function readPh(text: string, qs: Quantity[]): Task | null {
  if (!/\bp(?:H|OH)\b|\[\s*(?:H|OH|H3O)\s*\^?\s*[+-]?\s*\]/i.test(text)) return null;
  const cs = ofDim(qs, 'M');
  if (cs.length === 0) return readDissolvedPh(text, qs);
  if (cs.length !== 1) return null;
  const solute = formulasIn(text).find((f) => f in STRONG_ACIDS || f in STRONG_BASES);
  // Only a strong acid or base, by its formula or said to be one: a salt, sugar or weak species is
  // not a strong acid by default (0.1 M NaCl is not pH 1).
  if (!solute && !STRONG_SAID.test(text)) return null;
  const base = solute ? solute in STRONG_BASES : /\bbase|basique|hydroxide|hydroxyde/i.test(text);
  const ions = solute ? (STRONG_ACIDS[solute] ?? STRONG_BASES[solute]) : 1;
  // diluted before the pH is asked: the pH is the diluted solution's, never the stock's
  const diluted = dilutionSaid(text);
  if (diluted instanceof SolverError) throw diluted;
  return { kind: 'ph', ...(solute ? { solute } : {}), concentration: si(cs[0]), ions, base, ...strongAsked(text), ...(diluted ? { diluted } : {}) };
}

/**
 * The pH of a solution made by dissolving a mass, or an amount, of a strong acid or base to a
 * volume ("7.30 g of HCl are dissolved in water to make 10 L of solution. pH?", "a solution that
 * contains 2.5 moles of HCl in 110 L of water"): the pH is asked, the amount and the concentration
 * are steps towards it. The solute must be named by its formula (or a name read as one) and be a
 * strong one; never read as the mass of the amount given.
 */
function readDissolvedPh(text: string, qs: Quantity[]): Task | null {
  const ms = [...ofDim(qs, 'g'), ...ofDim(qs, 'mol')];
  if (ms.length === 0) return null;
  // a pH asked of a mass dissolved: any other reading would answer the amount or the concentration instead
  const unread = new SolverError('unsupported', {
    en: 'We could not read this pH question: give one mass or amount (mol) of a strong acid or base named by its formula (HCl, HBr, HNO3, H2SO4, NaOH…) and the volume of the solution.',
    fr: "Nous n'avons pas pu lire cette question de pH : donnez une masse ou une quantité de matière (mol) d'un acide fort ou d'une base forte nommé par sa formule (HCl, HBr, HNO3, H2SO4, NaOH…) et le volume de la solution.",
  });
  const vs = ofDim(qs, 'L');
  // made up to a volume, maybe diluted after ("… to make 100 mL, then diluting it 10 times"): every volume in its part
  const prepared = preparedSolution(text);
  if (prepared instanceof SolverError) throw prepared;
  if (ms.length !== 1 || !prepared || qs.length !== 1 + vs.length) throw unread;
  const solute = formulaAfter(text, ms[0]);
  if (!solute || !(solute in STRONG_ACIDS || solute in STRONG_BASES)) throw unread;
  // every substance named is that solute ("acide chlorhydrique" is HCl too) or the water it is dissolved in
  if (formulasIn(text).some((f) => ![solute, 'H2O'].includes(f.replace(/\^.*$/, '')))) throw unread;
  // another quantity asked besides ("the amount of HCl and the pH"): that part would go unanswered
  const others = text.replace(/concentration\s+(?:en\s+|of\s+)?(?:ions?\s+)?(?:\[[^\]]*\]|H3O\S*|H\+|OH\S*|oxonium|hydronium|hydroxyde|hydroxide|hydrogen)|(?:hydrogen|hydronium|hydroxide)\s+ion\s+concentration/gi, ' ');
  const also = /\b(?:amount|number\s+of\s+moles|how\s+many\s+moles|concentration|molarity)\b|quantit[ée]\s+de\s+mati[èe]re|nombre\s+de\s+moles|concentration\s+molaire/i.exec(others);
  if (also) {
    throw new SolverError('unsupported', {
      en: `This question asks the pH and another quantity too ("${also[0]}"): we answer one quantity at a time, so that part would go unanswered. Ask each part separately.`,
      fr: `Cette question demande le pH et aussi une autre grandeur (« ${also[0]} ») : nous ne répondons qu'à une grandeur à la fois, et cette partie resterait sans réponse. Posez chaque partie séparément.`,
    });
  }
  const base = solute in STRONG_BASES;
  const given = dim(ms[0].unit).dim === 'mol' ? { moles: si(ms[0]) } : { mass: si(ms[0]) };
  return { kind: 'ph', solute, ions: STRONG_ACIDS[solute] ?? STRONG_BASES[solute], base, ...strongAsked(text), dissolved: { ...given, volume: prepared.volume }, ...(prepared.diluted ? { diluted: prepared.diluted } : {}) };
}

/** Standard temperature and pressure as school courses take them: 0 °C and 1 atm (22.4 L/mol). */
const STP = /\bS\.?T\.?P\b|\bC\.?N\.?T\.?P\b|standard\s+(?:temperature\s+and\s+pressure|conditions)|conditions\s+normales(?:\s+de\s+temp[ée]rature\s+et\s+de\s+pression)?/i;

function readGas(text: string, qs: Quantity[], full: string): Task | null {
  const ps = ofDim(qs, 'Pa');
  const ts = ofDim(qs, 'K');
  const stp = STP.test(text) && ps.length === 0 && ts.length === 0;
  // a pressure and a temperature together ("a balloon at 25 °C … at 1.2 atm") speak of a gas too
  const gasWords = /\bgas|\bgaz|PV\s*=\s*nRT|pression|pressure|occup|STP|CNTP/i.test(text) || (ps.length > 0 && ts.length > 0);
  if (!gasWords || (ps.length === 0 && ts.length === 0 && !stp)) return null;
  const vs = ofDim(qs, 'L');
  const ns = ofDim(qs, 'mol');
  const ms = ofDim(qs, 'g');
  if (ps.length > 1 || ts.length > 1 || vs.length > 1 || ns.length + ms.length > 1) return null;
  const rL = /R\s*=\s*(0[.,]0820\d*)/.exec(clean(full));
  const r = rL ? num(rL[1]) * 101.325 : GAS_CONSTANT;
  const t: TaskOf<'gas_law'> = { kind: 'gas_law', r, want: 'volume', unit: 'L' };
  if (ps.length) t.pressure = si(ps[0]);
  if (ts.length) t.temperature = si(ts[0]);
  if (stp) {
    t.pressure = 101325;
    t.temperature = 273.15;
  }
  if (vs.length) t.volume = si(vs[0]) / 1000;
  if (ns.length) t.moles = si(ns[0]);
  if (ms.length) {
    t.mass = si(ms[0]);
    const gas = formulasAfter(text, ms[0]) ?? formulasIn(text)[0];
    if (!gas) return null;
    t.gas = gas;
  }
  const missing = (['pressure', 'volume', 'moles', 'temperature'] as const).filter((k) => t[k] === undefined && !(k === 'moles' && t.mass !== undefined));
  if (missing.length !== 1) return null;
  t.want = missing[0];
  // the amount asked as a mass ("mass of 5.6 L of CO2 at STP"): n, then m = n·M of the gas named
  if (t.want === 'moles' && wantParticles(text) === 'g') {
    const gas = formulasIn(text)[0];
    if (!gas) return null;
    t.gas = gas;
    t.want = 'mass';
  }
  const atm = rL !== null || /\bin\s+atm|\ben\s+atm/i.test(text);
  t.unit = { pressure: atm ? 'atm' : 'kPa', volume: 'L', moles: 'mol', temperature: 'K', mass: 'g' }[t.want];
  return t;
}

function stoichiometry(text: string, eq: TaskOf<'balance'>, qs: Quantity[]): Task | null {
  const all = [...eq.reactants, ...eq.products];
  const amounts = qs.filter((q) => ['g', 'mol'].includes(dim(q.unit).dim));
  const given: TaskOf<'stoichiometry'>['given'] = [];
  let actual: TaskOf<'stoichiometry'>['actual'];
  let actualOf: string | undefined;
  // a substance named ("ethanol") is the species of the equation with its composition, however that one is written (C2H5OH)
  const composition = (x: string): string => [...countAtoms(x.replace(/\^.*$/, ''))].sort().join();
  const inEquation = (x: string | undefined): string | undefined => (x === undefined ? undefined : all.includes(x) ? x : all.find((y) => composition(y) === composition(x)));
  for (const q of amounts) {
    const f = inEquation(formulaAfter(text, q));
    if (!f) continue;
    const d = dim(q.unit);
    const unit = d.dim === 'g' ? 'g' : 'mol';
    if (eq.reactants.includes(f)) given.push({ species: f, value: q.value * d.factor, unit });
    else {
      actual = { value: q.value * d.factor, unit };
      actualOf = f;
    }
  }
  if (given.length === 0) return null;
  const yieldAsked = /yield|rendement/i.test(text);
  const asked = ASKED_AMOUNT.exec(text);
  const askedF = inEquation(askedAmount(text)?.f);
  if (yieldAsked && actual && actualOf) return { kind: 'stoichiometry', reactants: eq.reactants, products: eq.products, given, target: actualOf, want: 'yield', actual };
  // the reactant that runs out first, however named: « en défaut », 'used up first', « épuisé en premier »
  if (/limiting|limitant|en\s+d[ée]faut|runs?\s+out\s+first|(?:used\s+up|consumed)\s+(?:completely\s+)?first|(?:s['’]\s*)?[ée]puis[ée]e?\s+(?:en\s+)?(?:premier|d['’]abord)|totalement\s+consomm[ée]\s+(?:en\s+)?(?:premier|d['’]abord)/i.test(text) && !askedF) return { kind: 'stoichiometry', reactants: eq.reactants, products: eq.products, given, target: eq.products[0], want: 'limiting' };
  // the volume of a gas at STP ("How many liters of O2 at STP …", « quel volume de CO2 dans les CNTP »)
  const volume = STP.test(text) ? /how\s+many\s+(?:liters|litres|L)\s+of\s+(\S+)|(?:what\s+)?volume\s+of\s+(\S+)|quel\s+volume\s+(?:de|d['’])\s*(\S+)|combien\s+de\s+litres\s+(?:de|d['’])\s*(\S+)/i.exec(text) : null;
  const volumeF = volume ? formulasIn(volume[1] ?? volume[2] ?? volume[3] ?? volume[4] ?? '')[0] : undefined;
  if (volumeF && all.includes(volumeF) && !given.some((g) => g.species === volumeF)) return { kind: 'stoichiometry', reactants: eq.reactants, products: eq.products, given, target: volumeF, want: 'volume' };
  // a product formed, or a reactant consumed ("grams of O2 needed to burn 1.00 mol CH4"), never one given
  if (!askedF || !all.includes(askedF) || given.some((g) => g.species === askedF)) return null;
  // "how much water": in the unit the reactant is given in
  const howMuch = asked?.[6] !== undefined;
  const want = askedAmount(text)?.unit === 'g' || (howMuch && given.every((g) => g.unit === 'g')) ? 'g' : 'mol';
  return { kind: 'stoichiometry', reactants: eq.reactants, products: eq.products, given, target: askedF, want };
}

/** The substance asked, by its formula or its name ("mass of carbon dioxide", « masse de dioxyde de carbone »): the first one named after the words. */
const ASKED_AMOUNT = /how\s+many\s+(grams|g|moles|mol)\s+of\s+([^?.,;:]{1,40})|(?:mass|masse|amount|quantit[ée])\s+(?:of|de|d['’])\s*([^?.,;:]{1,40})|combien\s+de\s+(grammes|moles)\s+(?:de|d['’])\s*([^?.,;:]{1,40})|how\s+much\s+(?:of\s+)?([^?.,;:]{1,40})/i;
function askedAmount(text: string): { f: string | undefined; unit: 'g' | 'mol' } | null {
  const asked = ASKED_AMOUNT.exec(text);
  if (!asked) return null;
  const unitWord = (asked[1] ?? asked[4] ?? '').toLowerCase();
  const f = formulasIn(asked[2] ?? asked[3] ?? asked[5] ?? asked[6] ?? '')[0]?.replace(/\^.*$/, '');
  return { f, unit: /^(?:g|grams|grammes)$/.test(unitWord) || /mass|masse/i.test(asked[0]) ? 'g' : 'mol' };
}

/** A reaction told between a solution and another substance ("react with", "neutralise", "titrate", « réagit avec », « doser »). */
const REACTS_WITH = /\breact(?:s|ed|ing)?\b|\badd(?:s|ed|ing)?\s+(?:to|into)\b|\bpour(?:s|ed|ing)?\s+(?:on|onto|into|over)\b|\bvers(?:e|es|ent|ons|ez|er|ée?s?)\b|\bajout(?:e|es|ent|ons|ez|er|ée?s?)\b|neutrali[sz]\w*|\btitrat\w*|\bconsum\w*|\bprecipitat\w*|r[ée]agi\w*|neutralis\w*|\btitr(?:er|age|é)\w*|\bdos(?:e|ent|er|age|ée?s?)\b|consomm\w*|pr[ée]cipit\w*/i;
const SOLUTION_VOLUME_ASKED = /\b(?:what|which)\s+volume\s+of|how\s+many\s+(?:mL|ml|millilit(?:re|er)s|lit(?:re|er)s|L|cm3|cm³)\s+of|\bquel\s+volume\s+(?:\p{L}+\s+)?(?:de|d['’])|combien\s+de\s+(?:mL|millilitres|litres)\s+(?:de|d['’])|volume\s+(?:of|de)\s+(?:the\s+|la\s+)?(?:solution|\d)/iu;

const reactionNotRead = (word: string): SolverError => new SolverError('unsupported', {
  en: `We could not read this reaction with a solution ("${word}"): we answer it when the two reactants are named by their formulas, one given as a solution (volume and concentration) and the other by its mass, or asked, and the equation is written or is that of an acid with a base, a carbonate, an oxide or a metal.`,
  fr: `Nous n'avons pas pu lire cette réaction avec une solution (« ${word} ») : nous y répondons quand les deux réactifs sont nommés par leurs formules, l'un donné en solution (volume et concentration) et l'autre par sa masse, ou demandé, et que l'équation est écrite ou est celle d'un acide avec une base, un carbonate, un oxyde ou un métal.`,
});

/**
 * A solution of one substance reacting with another ("What mass of NaOH reacts with 25.0 mL of
 * 1.2 M H2SO4?", "What volume of 0.25 M HCl reacts with 2.0 g of CaCO3?", « quelle masse de
 * carbonate de calcium réagit avec 200 mL d'acide chlorhydrique à 0,5 mol/L ? »): the amount in the
 * solution is c·V, and the equation, written or built from the two reactants, gives the mole ratio.
 * Read as the making of a solution of the other substance, the reaction would be lost. `undefined`:
 * not such a problem; a refusal when it is one that cannot be read.
 */
function solutionReaction(text: string, eq: TaskOf<'balance'> | null, qs: Quantity[]): Task | undefined {
  const verb = REACTS_WITH.exec(text);
  const cs = ofDim(qs, 'M');
  const named = compoundsIn(text).filter((f) => f !== 'H2O');
  const vs = ofDim(qs, 'L');
  const ms = [...ofDim(qs, 'g'), ...ofDim(qs, 'mol')];
  // a titration: the solution's volume given, its concentration asked
  const asksMolarity = /concentration|molarit/i.test(text);
  // no solution at all: two substances told as reacting with no equation ("How many moles of HCl react with 2.0 g of NaOH?")
  const bare = cs.length === 0 && vs.length === 0 && ms.length === 1 && eq === null;
  if (!verb || cs.length > 1 || named.length < 2 || /\bp(?:H|OH)\b/.test(text) || (cs.length === 0 && !(asksMolarity && vs.length === 1) && !bare)) return undefined;
  const c = cs.length ? cs[0] : undefined;
  const mentions = formulaMentions(text).filter((m) => m.f !== 'H2O');
  const solute = bare ? undefined : solutionOwner(text, c ?? vs[0], cs, [...cs, ...vs], mentions);
  const volume = vs.filter((v) => solutionOwner(text, v, cs, [...cs, ...vs], mentions) === solute);
  const others = qs.filter((q) => q !== c && !volume.includes(q) && !ms.includes(q));
  // a volume of each of two solutions and no mass: an acid and a base at equivalence, read as such further on
  if (ms.length === 0 && others.length > 0 && others.every((q) => vs.includes(q))) return undefined;
  if ((!solute && !bare) || volume.length > 1 || others.length > 0 || ms.length > 1) throw reactionNotRead(verb[0]);
  const composition = (x: string): string => [...countAtoms(x.replace(/\^.*$/, ''))].sort().join();
  const same = (x: string, y: string): boolean => composition(x) === composition(y);
  const mass = ms[0];
  const massOf = mass ? formulaAfter(text, mass)?.replace(/\^.*$/, '') : undefined;
  const asked = askedAmount(text);
  // a gas asked by its volume at STP ("the volume of hydrogen produced at STP")
  const gas = STP.test(text) ? formulasIn(/volume\s+(?:of|de|d['’])\s*([^?.,;:]{1,40})/i.exec(text)?.[1] ?? '')[0] : undefined;
  const asksVolume = SOLUTION_VOLUME_ASKED.test(text) && !gas;
  const other = mass && massOf && (!solute || !same(massOf, solute)) ? { species: massOf, value: mass.value * dim(mass.unit).factor, unit: dim(mass.unit).dim === 'g' ? 'g' as const : 'mol' as const } : undefined;
  // the solution (or the mass) given, another substance asked; or the other's mass given, the solution's volume or concentration asked
  let given: TaskOf<'stoichiometry'>['given'][number];
  let target: string;
  let want: TaskOf<'stoichiometry'>['want'];
  const askedOther = (x: string | undefined): x is string => x !== undefined && !(solute && same(x, solute)) && !(other && same(x, other.species));
  // the solution's own solute asked ("What mass of KOH is in 50.0 mL of 0.50 M KOH …"): no reaction is asked
  if (c && solute && volume.length === 1 && !mass && !gas && asked?.f && same(asked.f, solute)) return undefined;
  const extra: TaskOf<'stoichiometry'>['given'] = [];
  if (c && solute && volume.length === 1 && (askedOther(asked?.f) || askedOther(gas))) {
    given = { species: solute, value: si(volume[0]), unit: 'L', molarity: si(c) };
    // a mass of the other reactant too: whichever runs out first limits the product
    if (mass) {
      if (!other) throw reactionNotRead(verb[0]);
      extra.push(other);
    }
    target = gas ?? asked?.f ?? '';
    want = gas ? 'volume' : asked?.unit ?? 'g';
  } else if (bare && other && (askedOther(asked?.f) || askedOther(gas))) {
    given = other;
    target = gas ?? asked?.f ?? '';
    want = gas ? 'volume' : asked?.unit ?? 'g';
  } else if (c && solute && volume.length === 0 && other && asksVolume) {
    given = other;
    target = solute;
    want = 'solution';
  } else if (!c && solute && volume.length === 1 && other && asksMolarity) {
    given = other;
    target = solute;
    want = 'molarity';
  } else throw reactionNotRead(verb[0]);
  const reactant = solute ?? given.species;
  // the equation written (or told in words) when it has both; else the one the two reactants make, naming every substance of the text
  const told = eq ?? reactionInWords(text);
  const inTold = (x: string): boolean => !!told && [...told.reactants, ...told.products].some((y) => same(x, y));
  const covers = (r: Reaction): boolean => named.every((f) => [...r.reactants, ...r.products].some((y) => same(f, y)));
  const partners = solute && !same(given.species, solute) ? [given.species] : extra.length ? [extra[0].species] : named.filter((f) => !same(f, reactant) && !same(f, target));
  const built = told && inTold(given.species) && inTold(target)
    ? told
    : [...partners, target].map((x) => acidReaction(reactant, x, same(x, target) || same(reactant, target) ? undefined : target)).find((r): r is Reaction => r !== null && covers(r)) ?? null;
  if (!built) throw reactionNotRead(verb[0]);
  const spell = (x: string): string => [...built.reactants, ...built.products].find((y) => same(x, y)) ?? x;
  if (![given, ...extra].every((g) => built.reactants.some((r) => same(r, g.species))) || !built.reactants.concat(built.products).some((x) => same(x, target))) throw reactionNotRead(verb[0]);
  return {
    kind: 'stoichiometry',
    reactants: built.reactants,
    products: built.products,
    given: [given, ...extra].map((g) => ({ ...g, species: spell(g.species) })),
    target: spell(target),
    want,
    ...(want === 'solution' && c ? { targetSolution: { molarity: si(c) } } : want === 'molarity' ? { targetSolution: { volume: si(volume[0]) } } : {}),
  };
}
