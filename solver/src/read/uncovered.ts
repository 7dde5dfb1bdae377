import type { ProblemInput } from '../strategy';
import type { Task } from '../task/task';
import { SolverError } from '../errors';
import { DIMS, sameDim, unitOf, type Dim } from '../physics/units';
import { standardBodyWithMass } from './rotation';

/**
 * Two refusals read before any subject: quantities of different kinds added ("add 3 m and 2 s"),
 * and a question asking for a quantity no method here computes (half-life, entropy, angular momentum …).
 * Without them the subject readers could answer another question from the same numbers (the
 * mass of "a 2 mol sample" for its half-life) or the algebra could multiply the units as letters.
 */
const DIM_NAMES: Array<[Dim, string, string]> = [
  [DIMS.L, 'a length', 'une longueur'], [DIMS.M, 'a mass', 'une masse'], [DIMS.T, 'a time', 'une durée'], [DIMS.K, 'a temperature', 'une température'],
  [DIMS.speed, 'a speed', 'une vitesse'], [DIMS.acc, 'an acceleration', 'une accélération'], [DIMS.force, 'a force', 'une force'], [DIMS.energy, 'an energy', 'une énergie'],
  [DIMS.power, 'a power', 'une puissance'], [DIMS.pressure, 'a pressure', 'une pression'], [DIMS.area, 'an area', 'une aire'], [DIMS.volume, 'a volume', 'un volume'],
  [DIMS.current, 'a current', 'une intensité'], [DIMS.voltage, 'a voltage', 'une tension'], [DIMS.resistance, 'a resistance', 'une résistance'], [DIMS.freq, 'a frequency', 'une fréquence'],
];
const dimName = (d: Dim): [string, string] => {
  const hit = DIM_NAMES.find(([x]) => sameDim(x, d));
  return hit ? [hit[1], hit[2]] : ['another kind of quantity', 'une autre grandeur'];
};

const Q = String.raw`(\d+(?:[.,]\d+)?)\s*([A-Za-zµμΩ°][A-Za-zµμΩ°/²³^\d]*)`;
const SUM = new RegExp(String.raw`^\s*(?:add|sum\s+of|what\s+is|calculate|compute|additionne[rz]?|ajoute[rz]?|somme\s+de|calcule[rz]?|que\s+vaut)?\s*:?\s*${Q}\s*(\+|plus|and|et|-|−|minus|moins)\s*${Q}\s*[?.!]?\s*$`, 'iu');

export function readUnitMismatch(p: ProblemInput): Task | SolverError | null {
  const m = SUM.exec(p.raw);
  if (!m) return null;
  const [a, b] = [unitOf(m[2]), unitOf(m[5])];
  // both must be units, and an operation on quantities must be meant: words, or units of more than one letter
  if (!a || !b) return null;
  if (sameDim(a.dim, b.dim)) {
    // one kind in two units (3 m and 20 cm): never letters multiplied by the algebra
    if (m[2] === m[5]) return null;
    return new SolverError('unsupported', {
      en: `${m[1]} ${m[2]} and ${m[4]} ${m[5]} are in different units: convert one of them first (for example "convert ${m[4]} ${m[5]} to ${m[2]}"), then add the numbers.`,
      fr: `${m[1]} ${m[2]} et ${m[4]} ${m[5]} sont dans des unités différentes : convertissez d'abord l'une d'elles (par exemple « convertir ${m[4]} ${m[5]} en ${m[2]} »), puis additionnez les nombres.`,
    });
  }
  if (!/^\s*(?:add|sum|what|calcul|comput|additionn|ajout|somme|que)/i.test(m[0]) && m[2].length === 1 && m[5].length === 1 && !/phys|engin|ing[ée]n|chim|chem/i.test((p as ProblemInput & { subject?: string }).subject ?? '')) return null;
  const [da, db] = [dimName(a.dim), dimName(b.dim)];
  const adding = !/^(?:-|−|minus|moins)$/i.test(m[3]);
  return new SolverError('unsupported', {
    en: `${m[1]} ${m[2]} is ${da[0]} and ${m[4]} ${m[5]} is ${db[0]}: quantities of different kinds cannot be ${adding ? 'added' : 'subtracted'}.`,
    fr: `${m[1]} ${m[2]} est ${da[1]} et ${m[4]} ${m[5]} est ${db[1]} : on ne peut pas ${adding ? 'additionner' : 'soustraire'} des grandeurs de natures différentes.`,
  });
}

/** Quantities asked in subject words that no method answers yet, with their names in both languages; a method that comes to answer one takes it off this list. */
const UNCOVERED: Array<[RegExp, string, string]> = [
  [/half[\s-]?life|demi[\s-]?vie/i, 'half-life', 'demi-vie'],
  [/entropy|entropie/i, 'entropy', 'entropie'],
  [/gibbs|free\s+energy|enthalpie\s+libre/i, 'Gibbs free energy', 'enthalpie libre'],
  [/enthalpy|enthalpie/i, 'enthalpy', 'enthalpie'],
  [/angular\s+momentum|moment\s+cin[ée]tique/i, 'angular momentum', 'moment cinétique'],
  [/moment\s+of\s+inertia|moment\s+d['’]inertie/i, 'moment of inertia', 'moment d’inertie'],
  [/activation\s+energy|[ée]nergie\s+d['’]activation/i, 'activation energy', 'énergie d’activation'],
  [/(?<!growth\s)rate\s+constant|constante\s+de\s+vitesse/i, 'rate constant', 'constante de vitesse'],
  [/osmotic\s+pressure|pression\s+osmotique/i, 'osmotic pressure', 'pression osmotique'],
  [/electronegativity|[ée]lectron[ée]gativit[ée]/i, 'electronegativity', 'électronégativité'],
  [/ioni[sz]ation\s+energy|[ée]nergie\s+d['’]ionisation/i, 'ionization energy', 'énergie d’ionisation'],
  [/oxidation\s+(?:number|state)|nombre\s+d['’]oxydation|degr[ée]\s+d['’]oxydation/i, 'oxidation number', 'nombre d’oxydation'],
];
const ASK = /\?|\b(?:what|find|calculate|compute|determine|how\s+(?:much|long|many))\b|\bquel(?:le)?s?\b|\bcalcul|\bd[ée]termin|\btrouve|\bdonne[rz]?\b/i;

export function readUncovered(p: ProblemInput): Task | SolverError | null {
  const clauses = p.raw.split(/(?<=[.;!?])\s+/).filter((s) => ASK.test(s));
  for (const clause of clauses) {
    for (const [re, en, fr] of UNCOVERED) {
      const m = re.exec(clause);
      // a value given ("half-life of 5 years", "ΔH = −92 kJ") is data, not the question
      if (!m || /^\s*(?:of|is|=|:|de|vaut|est|égale?\s+à)?\s*[-−]?\d/.test(clause.slice((m.index ?? 0) + m[0].length))) continue;
      // a disc, a ring, a sphere or a rod of a mass in kilograms: the physics reader gives its moment of inertia
      if (en === 'moment of inertia' && standardBodyWithMass(p.raw)) continue;
      return new SolverError('unsupported', {
        en: `We do not compute the ${en} yet: this question was not understood, and nothing was answered in its place.`,
        fr: `Nous ne calculons pas encore la grandeur « ${fr} » : cette question n’a pas été comprise, et rien n’a été répondu à sa place.`,
      });
    }
  }
  return null;
}
