import { SolverError } from '../errors';

/**
 * A value given with its unit in a formula question: « en m = 2 kg et v = 5 m/s », "at s = 2 and
 * t = 3 s", « en t = 1,5 s », « en r = 2 cm ». Read as a formula, the unit's letters would be
 * multiplied in (v = 5·m/s, with m the mass variable; t = 3·s; r = 2·c·m). A compound unit (m/s,
 * m/s²) or a unit of several letters (kg, cm) is always one; a unit of one letter (s, m) only when
 * that letter is no variable of the question: it is given a number of its own, or written nowhere
 * else (s = 2 and t = 3 s; t = 1,5 s in f(t)), whereas "x = 2 s" beside ∂z/∂s defines x in s.
 */
const NUMBER = String.raw`[-+−]?\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?`;
const WORD_UNITS = ['kg', 'g', 'mg', 'cm', 'mm', 'km', 'ms', 'min', 'mol', 'Pa', 'kPa', 'Hz', 'mL', 'cL', 'kJ', 'kW', 'kN', 'mA', 'kV', '°C'];
const LETTER_UNITS = ['m', 's', 'h', 'N', 'J', 'W', 'V', 'K', 'L', 'A'];
const SIMPLE = [...WORD_UNITS, ...LETTER_UNITS].sort((a, b) => b.length - a.length).join('|');
// m/s, m/s², m·s⁻¹, km/h, kg·m/s², N/m², g/cm³
const COMPOUND = String.raw`(?:${SIMPLE})(?:\s*(?:\^?\s*[-−]?\d|[²³⁻¹]+))?(?:\s*(?:\/|·|\*|\.)\s*(?:${SIMPLE})(?:\s*(?:\^?\s*[-−]?\d|[²³⁻¹]+))?)+`;
const VALUE_WITH_UNIT = new RegExp(String.raw`(?<![A-Za-z\d_])([a-zA-Z])\s*=\s*(${NUMBER})\s*(${COMPOUND}|${SIMPLE})(?![A-Za-z\d²³])`, 'gu');

export type ValueWithUnit = { letter: string; number: string; unit: string; written: string };

/** The first value of the text written with a unit, or null. */
export function valueWithUnit(text: string): ValueWithUnit | null {
  for (const m of text.matchAll(VALUE_WITH_UNIT)) {
    const [written, letter, number, unit] = m;
    if (!LETTER_UNITS.includes(unit)) return { letter, number, unit, written: written.trim() };
    // one letter: a unit only where it is no variable of the question
    const elsewhere = text.slice(0, m.index) + ' '.repeat(written.length) + text.slice((m.index ?? 0) + written.length);
    const givenNumber = new RegExp(String.raw`(?<![A-Za-z\d_])${unit}\s*=\s*${NUMBER}(?![A-Za-z])`).test(elsewhere);
    // the letter as a function's name, s(t), is no variable either
    const variable = new RegExp(String.raw`(?<![A-Za-z])${unit}(?![A-Za-z]|\s*\()`).test(elsewhere.replace(VALUE_WITH_UNIT, ' '));
    if (givenNumber || !variable) return { letter, number, unit, written: written.trim() };
  }
  return null;
}

/** The refusal of a value with a unit in a formula question: its letters would be read as variables. */
export function unitInFormula(v: ValueWithUnit): SolverError {
  const bare = `${v.letter} = ${v.number}`;
  return new SolverError('unsupported', {
    en: `The value ${v.written} is given with a unit (${v.unit}), whose letters this calculation would read as variables: write ${bare} without the unit; the answer is then in the units of the formula.`,
    fr: `La valeur ${v.written} est donnée avec une unité (${v.unit}), dont ce calcul lirait les lettres comme des variables : écrivez ${bare} sans l'unité ; la réponse est alors dans les unités de la formule.`,
  });
}
