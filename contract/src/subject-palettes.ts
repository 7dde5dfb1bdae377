import type { SubjectId } from './solve';

/**
 * The symbol palettes of the subjects other than mathematics (the solve page's mathematics palette
 * is the client's own). Each symbol carries a problem that uses it, which the solver answers with a
 * verified solution (a server test solves every one): a button only inserts what the solver reads.
 */
export interface SubjectSymbol {
  /** What the button shows. */
  label: string;
  /** What lands at the cursor. */
  insert: string;
  /** Characters from the end of `insert` to leave the cursor at (inside "()"). */
  caret?: number;
  /** Key in the solve catalog's `symbols` block: the button's accessible name. */
  name: string;
  /** A problem using the symbol, solved and verified. */
  example: string;
}

export interface SubjectSymbolGroup {
  /** Key in the solve catalog's `palette` block. */
  group: string;
  symbols: readonly SubjectSymbol[];
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
/** A formula using each subscript digit, to balance with oxygen. */
const SUBSCRIPT_EXAMPLES = ['C₉H₂₀', 'C₁₀H₂₂', 'C₂H₆', 'C₃H₈', 'C₄H₁₀', 'C₅H₁₂', 'C₆H₁₄', 'C₇H₁₆', 'C₈H₁₈', 'C₉H₂₀'];

const CHEMISTRY: readonly SubjectSymbolGroup[] = [
  {
    group: 'reaction',
    symbols: [
      { label: '→', insert: ' → ', name: 'yields', example: 'balance Fe + O2 → Fe2O3' },
      { label: '⇌', insert: ' ⇌ ', name: 'equilibrium', example: 'balance N2 + H2 ⇌ NH3' },
      { label: '+', insert: ' + ', name: 'plusSpecies', example: 'balance H2 + O2 → H2O' },
      { label: '( )', insert: '()', caret: 1, name: 'parentheses', example: 'balance Ca(OH)2 + HCl → CaCl2 + H2O' },
    ],
  },
  {
    group: 'subscripts',
    symbols: [...SUBSCRIPT_DIGITS].map((digit, d) => ({
      label: `x${digit}`,
      insert: digit,
      name: `subscript${d}`,
      example: `balance ${SUBSCRIPT_EXAMPLES[d]} + O₂ → CO₂ + H₂O`,
    })),
  },
  {
    group: 'charges',
    symbols: [
      { label: '⁺', insert: '⁺', name: 'chargePlus', example: 'balance Ag⁺ + Cl⁻ → AgCl' },
      { label: '⁻', insert: '⁻', name: 'chargeMinus', example: 'balance Ag⁺ + Cl⁻ → AgCl' },
      { label: '²⁺', insert: '²⁺', name: 'charge2Plus', example: 'balance Cu + Ag⁺ → Cu²⁺ + Ag' },
      { label: '³⁺', insert: '³⁺', name: 'charge3Plus', example: 'balance Fe³⁺ + Zn → Fe + Zn²⁺' },
      { label: '²⁻', insert: '²⁻', name: 'charge2Minus', example: 'balance SO₄²⁻ + Ba²⁺ → BaSO₄' },
    ],
  },
  {
    group: 'states',
    symbols: [
      { label: '·', insert: '·', name: 'hydrate', example: 'molar mass of CuSO₄·5H₂O' },
      { label: '(aq)', insert: '(aq)', name: 'aqueous', example: 'balance Zn(s) + HCl(aq) → ZnCl₂(aq) + H₂(g)' },
      { label: '(s)', insert: '(s)', name: 'solid', example: 'balance Zn(s) + HCl(aq) → ZnCl₂(aq) + H₂(g)' },
      { label: '(l)', insert: '(l)', name: 'liquid', example: 'balance H₂(g) + O₂(g) → H₂O(l)' },
      { label: '(g)', insert: '(g)', name: 'gas', example: 'balance H₂(g) + O₂(g) → H₂O(l)' },
    ],
  },
];

/** Physics and engineering share their units and symbols. */
const PHYSICS: readonly SubjectSymbolGroup[] = [
  {
    group: 'units',
    symbols: [
      { label: 'm/s²', insert: ' m/s²', name: 'metrePerSecondSquared', example: 'A car accelerates from rest at 3 m/s² for 5 s. Distance?' },
      { label: 'N', insert: ' N', name: 'newton', example: 'work done by a 50 N force over 10 m at 60°' },
      { label: 'J', insert: ' J', name: 'joule', example: 'Find the speed of a 2 kg mass with kinetic energy 100 J' },
      { label: 'W', insert: ' W', name: 'watt', example: 'A 100 W motor runs for 2 min. Work done?' },
      { label: 'Pa', insert: ' Pa', name: 'pascal', example: 'convert 101325 Pa to bar' },
      { label: '°C', insert: ' °C', name: 'degreeCelsius', example: 'convert 25 °C to K' },
      { label: 'Ω', insert: ' Ω', name: 'ohm', example: 'current through a 220 Ω resistor across 9 V' },
      { label: 'kΩ', insert: ' kΩ', name: 'kiloohm', example: 'Current through a 1 kΩ resistor across 5 V?' },
      { label: 'µF', insert: ' µF', name: 'microfarad', example: 'A 100 µF capacitor charges through 10 kΩ from a 12 V supply. Voltage after 1 s?' },
    ],
  },
  {
    group: 'quantities',
    symbols: [
      { label: '°', insert: '°', name: 'degree', example: 'work done by a 50 N force over 10 m at 60°' },
      { label: 'µ', insert: 'µ', name: 'micro', example: 'convert 3 µm to m' },
      { label: 'Δ', insert: 'Δ', name: 'delta', example: 'Δx = 10 m in Δt = 2 s. Speed?' },
      { label: 'λ', insert: 'λ', name: 'lambda', example: 'λ = 0.5 m and f = 680 Hz. Speed?' },
      { label: 'x²', insert: '²', name: 'squared', example: 'What pressure does a 600 N force exert on 0.02 m²? Answer in Pa' },
    ],
  },
];

const COMPUTER_SCIENCE: readonly SubjectSymbolGroup[] = [
  {
    group: 'logic',
    symbols: [
      { label: '¬', insert: '¬', name: 'not', example: 'simplify ¬(A ∧ B)' },
      { label: '∧', insert: ' ∧ ', name: 'and', example: 'simplify ¬(A ∧ B)' },
      { label: '∨', insert: ' ∨ ', name: 'or', example: 'simplify ¬A ∧ B ∨ A ∧ B' },
      { label: '⊕', insert: ' ⊕ ', name: 'xor', example: 'simplify A ⊕ B' },
      { label: "A'", insert: "'", name: 'complement', example: "simplify A'B + AB" },
      { label: '( )', insert: '()', caret: 1, name: 'parentheses', example: "simplify (A ⊕ B)'" },
    ],
  },
  {
    group: 'bases',
    symbols: [
      { label: 'x₂', insert: '₂', name: 'base2', example: 'convert 1011₂ to base 10' },
      { label: 'x₈', insert: '₈', name: 'base8', example: 'convert 17₈ to base 10' },
      { label: 'x₁₀', insert: '₁₀', name: 'base10', example: 'convert 11₁₀ to base 2' },
      { label: 'x₁₆', insert: '₁₆', name: 'base16', example: 'convert 1F₁₆ to base 2' },
    ],
  },
];

const BIOLOGY: readonly SubjectSymbolGroup[] = [
  {
    group: 'genetics',
    symbols: [
      { label: '×', insert: ' × ', name: 'cross', example: 'Aa × Aa: phenotype ratio' },
      { label: 'Aa', insert: 'Aa', name: 'heterozygous', example: 'Aa × Aa: genotype ratio' },
      { label: 'AaBb', insert: 'AaBb', name: 'dihybrid', example: 'AaBb × AaBb: phenotype ratio' },
    ],
  },
];

export const SUBJECT_PALETTES: Readonly<Record<Exclude<SubjectId, 'mathematics'>, readonly SubjectSymbolGroup[]>> = {
  chemistry: CHEMISTRY,
  physics: PHYSICS,
  engineering: PHYSICS,
  'computer-science': COMPUTER_SCIENCE,
  biology: BIOLOGY,
};
