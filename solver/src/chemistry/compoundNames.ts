/**
 * Substances named in words, in English and French, to their formulas: "water", « dioxyde de
 * carbone », "propane", "iron(III) oxide", « chlorure de sodium », "aluminum hydroxide". Ionic
 * compounds are built from a cation and an anion with their charges (iron(III) and oxide give
 * Fe2O3), a Roman numeral written with or without brackets ("iron (III) oxide", « oxyde de fer III »).
 */
const MOLECULES: ReadonlyArray<[string, string]> = [
  ['water', 'H2O'], ['eau', 'H2O'], ['carbon dioxide', 'CO2'], ['dioxyde de carbone', 'CO2'], ['carbon monoxide', 'CO'], ['monoxyde de carbone', 'CO'],
  ['sulfur dioxide', 'SO2'], ['dioxyde de soufre', 'SO2'], ['sulfur trioxide', 'SO3'], ['trioxyde de soufre', 'SO3'],
  ['nitrogen dioxide', 'NO2'], ["dioxyde d['’]azote", 'NO2'], ['nitrogen monoxide', 'NO'], ['nitric oxide', 'NO'], ["monoxyde d['’]azote", 'NO'],
  ['ammonia', 'NH3'], ['ammoniac', 'NH3'], ['methane', 'CH4'], ['méthane', 'CH4'], ['ethane', 'C2H6'], ['éthane', 'C2H6'], ['propane', 'C3H8'],
  ['butane', 'C4H10'], ['pentane', 'C5H12'], ['hexane', 'C6H14'], ['heptane', 'C7H16'], ['octane', 'C8H18'],
  ['ethene', 'C2H4'], ['ethylene', 'C2H4'], ['éthylène', 'C2H4'], ['éthène', 'C2H4'], ['acetylene', 'C2H2'], ['acétylène', 'C2H2'], ['ethyne', 'C2H2'],
  ['methanol', 'CH3OH'], ['méthanol', 'CH3OH'], ['ethanol', 'C2H6O'], ['éthanol', 'C2H6O'], ['glucose', 'C6H12O6'],
  ['hydrogen peroxide', 'H2O2'], ["peroxyde d['’]hydrog[eè]ne", 'H2O2'], ['hydrogen chloride', 'HCl'], ["chlorure d['’]hydrog[eè]ne", 'HCl'],
  ['hydrochloric acid', 'HCl'], ['acide chlorhydrique', 'HCl'], ['sulfuric acid', 'H2SO4'], ['sulphuric acid', 'H2SO4'], ['acide sulfurique', 'H2SO4'],
  ['nitric acid', 'HNO3'], ['acide nitrique', 'HNO3'], ['phosphoric acid', 'H3PO4'], ['acide phosphorique', 'H3PO4'],
  ['hydrobromic acid', 'HBr'], ['acide bromhydrique', 'HBr'], ['hydroiodic acid', 'HI'], ['acide iodhydrique', 'HI'], ['perchloric acid', 'HClO4'], ['acide perchlorique', 'HClO4'],
  ['hydrogen', 'H2'], ['dihydrogène', 'H2'], ['oxygen', 'O2'], ['dioxygène', 'O2'], ['nitrogen', 'N2'], ['diazote', 'N2'],
  ['chlorine', 'Cl2'], ['dichlore', 'Cl2'], ['fluorine', 'F2'], ['bromine', 'Br2'], ['dibrome', 'Br2'], ['iodine', 'I2'], ['diiode', 'I2'], ['ozone', 'O3'],
  ['soude', 'NaOH'],
];

/** Metals and other elements named alone: their symbols. */
const ELEMENTS: ReadonlyArray<[string, string]> = [
  ['iron', 'Fe'], ['fer', 'Fe'], ['copper', 'Cu'], ['cuivre', 'Cu'], ['sodium', 'Na'], ['potassium', 'K'], ['lithium', 'Li'], ['carbon', 'C'], ['carbone', 'C'],
  ['zinc', 'Zn'], ['aluminium', 'Al'], ['aluminum', 'Al'], ['magnesium', 'Mg'], ['magnésium', 'Mg'], ['calcium', 'Ca'], ['silver', 'Ag'], ['argent', 'Ag'],
  ['gold', 'Au'], ['helium', 'He'], ['hélium', 'He'], ['sulfur', 'S'], ['sulphur', 'S'], ['soufre', 'S'], ['phosphorus', 'P'], ['phosphore', 'P'],
  ['lead', 'Pb'], ['plomb', 'Pb'], ['barium', 'Ba'], ['baryum', 'Ba'], ['tin', 'Sn'], ['étain', 'Sn'],
];

type Ion = { en: string[]; fr: string[]; formula: string; charge: number; polyatomic?: boolean };
const CATIONS: Ion[] = [
  { en: ['sodium'], fr: ['sodium'], formula: 'Na', charge: 1 }, { en: ['potassium'], fr: ['potassium'], formula: 'K', charge: 1 },
  { en: ['lithium'], fr: ['lithium'], formula: 'Li', charge: 1 }, { en: ['silver'], fr: ['argent'], formula: 'Ag', charge: 1 },
  { en: ['ammonium'], fr: ['ammonium'], formula: 'NH4', charge: 1, polyatomic: true }, { en: ['magnesium'], fr: ['magnésium'], formula: 'Mg', charge: 2 },
  { en: ['calcium'], fr: ['calcium'], formula: 'Ca', charge: 2 }, { en: ['barium'], fr: ['baryum'], formula: 'Ba', charge: 2 },
  { en: ['zinc'], fr: ['zinc'], formula: 'Zn', charge: 2 }, { en: ['aluminium', 'aluminum'], fr: ['aluminium'], formula: 'Al', charge: 3 },
];
/** Metals of several charges: named with a Roman numeral, or by the old -ous / -ic names. */
const VARIABLE: Array<{ en: string; fr: string; formula: string; charges: number[]; old?: Record<number, string> }> = [
  { en: 'iron', fr: 'fer', formula: 'Fe', charges: [2, 3], old: { 2: 'ferrous', 3: 'ferric' } },
  { en: 'copper', fr: 'cuivre', formula: 'Cu', charges: [1, 2], old: { 1: 'cuprous', 2: 'cupric' } },
  { en: 'lead', fr: 'plomb', formula: 'Pb', charges: [2, 4] }, { en: 'tin', fr: 'étain', formula: 'Sn', charges: [2, 4] },
  { en: 'cobalt', fr: 'cobalt', formula: 'Co', charges: [2, 3] }, { en: 'manganese', fr: 'manganèse', formula: 'Mn', charges: [2] },
  { en: 'chromium', fr: 'chrome', formula: 'Cr', charges: [3] }, { en: 'mercury', fr: 'mercure', formula: 'Hg', charges: [2] },
];
const ANIONS: Ion[] = [
  { en: ['oxide'], fr: ['oxyde'], formula: 'O', charge: 2 }, { en: ['chloride'], fr: ['chlorure'], formula: 'Cl', charge: 1 },
  { en: ['bromide'], fr: ['bromure'], formula: 'Br', charge: 1 }, { en: ['iodide'], fr: ['iodure'], formula: 'I', charge: 1 },
  { en: ['fluoride'], fr: ['fluorure'], formula: 'F', charge: 1 }, { en: ['sulfide', 'sulphide'], fr: ['sulfure'], formula: 'S', charge: 2 },
  { en: ['nitride'], fr: ['nitrure'], formula: 'N', charge: 3 }, { en: ['hydroxide'], fr: ['hydroxyde'], formula: 'OH', charge: 1, polyatomic: true },
  { en: ['nitrate'], fr: ['nitrate'], formula: 'NO3', charge: 1, polyatomic: true }, { en: ['nitrite'], fr: ['nitrite'], formula: 'NO2', charge: 1, polyatomic: true },
  { en: ['sulfate', 'sulphate'], fr: ['sulfate'], formula: 'SO4', charge: 2, polyatomic: true }, { en: ['sulfite', 'sulphite'], fr: ['sulfite'], formula: 'SO3', charge: 2, polyatomic: true },
  { en: ['carbonate'], fr: ['carbonate'], formula: 'CO3', charge: 2, polyatomic: true }, { en: ['hydrogen carbonate', 'bicarbonate'], fr: ['hydrogénocarbonate'], formula: 'HCO3', charge: 1, polyatomic: true },
  { en: ['phosphate'], fr: ['phosphate'], formula: 'PO4', charge: 3, polyatomic: true }, { en: ['chlorate'], fr: ['chlorate'], formula: 'ClO3', charge: 1, polyatomic: true },
  { en: ['permanganate'], fr: ['permanganate'], formula: 'MnO4', charge: 1, polyatomic: true },
];

const ROMAN = ['', 'I', 'II', 'III', 'IV'];
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const part = (formula: string, n: number, polyatomic?: boolean): string => (n === 1 ? formula : polyatomic ? `(${formula})${n}` : `${formula}${n}`);
/** The neutral formula of a cation and an anion: the least counts whose charges cancel. */
export function ionicFormula(cation: string, cationCharge: number, anion: string, anionCharge: number, polyCation?: boolean, polyAnion?: boolean): string {
  const l = (cationCharge * anionCharge) / gcd(cationCharge, anionCharge);
  return part(cation, l / cationCharge, polyCation) + part(anion, l / anionCharge, polyAnion);
}

/** Every salt and oxide the ion tables build (NaCl, ZnCl2, CaO, Fe2O3, FeO …), each formula once. */
export function ionicCompounds(): string[] {
  const out = new Set<string>();
  for (const a of ANIONS) {
    for (const c of CATIONS) out.add(ionicFormula(c.formula, c.charge, a.formula, a.charge, c.polyatomic, a.polyatomic));
    for (const v of VARIABLE) for (const k of v.charges) out.add(ionicFormula(v.formula, k, a.formula, a.charge, false, a.polyatomic));
  }
  return [...out];
}

const escape = (s: string): string => s.replace(/ /g, '\\s+');
/** "(III)", " III", "(3+)": the charge written after a metal's name. */
const romanSource = (k: number): string => `\\s*(?:\\(\\s*(?:${ROMAN[k]}|${k}\\s*\\+)\\s*\\)|${ROMAN[k]})`;

interface NamedSubstance { source: string; formula: string }

function build(): NamedSubstance[] {
  const out: NamedSubstance[] = [];
  for (const [name, formula] of [...MOLECULES, ...ELEMENTS]) out.push({ source: escape(name), formula });
  for (const a of ANIONS) {
    for (const c of CATIONS) {
      const f = ionicFormula(c.formula, c.charge, a.formula, a.charge, c.polyatomic, a.polyatomic);
      for (const ce of c.en) for (const ae of a.en) out.push({ source: escape(`${ce} ${ae}`), formula: f });
      for (const cf of c.fr) for (const af of a.fr) out.push({ source: `${escape(af)}\\s+(?:de\\s+|d['’]\\s*)${escape(cf)}`, formula: f });
    }
    for (const v of VARIABLE) {
      // named without its charge ("copper sulfate", « sulfate de cuivre »): one charge gives the salt,
      // several leave it unknown (''), read as a name so that the metal alone is never taken for it
      const unnamed = v.charges.length === 1 ? ionicFormula(v.formula, v.charges[0], a.formula, a.charge, false, a.polyatomic) : '';
      for (const ae of a.en) out.push({ source: `${escape(v.en)}\\s+${escape(ae)}`, formula: unnamed });
      for (const af of a.fr) out.push({ source: `${escape(af)}\\s+(?:de\\s+|d['’]\\s*)${escape(v.fr)}`, formula: unnamed });
      for (const k of v.charges) {
        const f = ionicFormula(v.formula, k, a.formula, a.charge, false, a.polyatomic);
        for (const ae of a.en) {
          out.push({ source: `${escape(v.en)}${romanSource(k)}\\s+${escape(ae)}`, formula: f });
          if (v.old?.[k]) out.push({ source: `${v.old[k]}\\s+${escape(ae)}`, formula: f });
        }
        for (const af of a.fr) out.push({ source: `${escape(af)}\\s+(?:de\\s+|d['’]\\s*)${escape(v.fr)}${romanSource(k)}`, formula: f });
      }
    }
  }
  return out;
}

/** Longest sources first, so that "carbon dioxide" is found before "carbon" at the same place. */
const NAMED: readonly NamedSubstance[] = build().sort((a, b) => b.source.length - a.source.length);
const ANY = new RegExp(`(?<![\\p{L}])(?:${NAMED.map((n) => n.source).join('|')})(?![\\p{L}])`, 'giu');
const WHOLE = NAMED.map((n) => ({ re: new RegExp(`^(?:${n.source})$`, 'iu'), formula: n.formula }));

/** The substances named in words in a text, left to right, each with its formula; a salt named without its metal's charge is none. */
export function namesIn(text: string): Array<{ at: number; end: number; formula: string }> {
  const out: Array<{ at: number; end: number; formula: string }> = [];
  for (const m of text.matchAll(ANY)) {
    const formula = WHOLE.find((w) => w.re.test(m[0]))?.formula;
    if (formula) out.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, formula });
  }
  return out;
}
