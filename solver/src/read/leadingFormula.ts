/**
 * A formula typed before its data ("σ = F/A, F = 12 kN, A = 80 mm²", "I = V/R avec V = 5 V et
 * R = 1 kΩ", "E = σ/ε, σ = 210 MPa, ε = 0.0015. Find E") names the quantity asked by its left
 * letter. The formula clause is replaced by the question in words, so that the readers place the
 * data by their labels and units and pick the method's own formulas. A letter the formula does not
 * make unambiguous (Q, ρ, T alone) is left as typed.
 */
interface Name { letter: RegExp; when?: RegExp; words: string }
const NAMES: Name[] = [
  { letter: /^σ$/, words: 'the stress' },
  { letter: /^[εϵ]$/, words: 'the strain' },
  { letter: /^E$/, when: /[σε]/, words: "the Young's modulus" },
  { letter: /^E$/, when: /\bC\b|C\s*[·.*]?\s*[UV]/, words: 'the energy stored' },
  { letter: /^(?:KE|E_?[kc]|K)$/, when: /m\s*[·.*]?\s*v/, words: 'the kinetic energy' },
  { letter: /^R$/, when: /ρ|[UV]\s*\/\s*I|[UV]\s*²\s*\/\s*P|P\s*\/\s*I/, words: 'the resistance' },
  { letter: /^I$/, when: /[UV]|P/, words: 'the current' },
  { letter: /^[UV]$/, when: /[RI]/, words: 'the voltage' },
  { letter: /^P$/, when: /[UVIR]/, words: 'the electric power' },
  { letter: /^P$/, when: /[ωΩ]|\bT\b|\bC\b|W\s*\/\s*t|E\s*\/\s*t/, words: 'the power' },
  { letter: /^τ$/, when: /R\s*[·.*]?\s*C/, words: 'the time constant' },
  { letter: /^T$/, when: /(?:√|sqrt)\s*\(?\s*\(?\s*L\s*\)?\s*\/\s*g/, words: 'the period of the pendulum' },
  { letter: /^F$/, when: /m\s*[·.*]?\s*a|σ|p\s*[·.*]?\s*A/, words: 'the force' },
  { letter: /^p$/, when: /F\s*\/\s*[AS]/, words: 'the pressure' },
  { letter: /^W$/, when: /F\s*[·.*]?\s*[dx]|P\s*[·.*]?\s*t/, words: 'the work' },
  { letter: /^[CT]$/, when: /P\s*\/\s*[ωΩ]|F\s*[·.*]?\s*[dr]/, words: 'the torque' },
];

const LETTER = String.raw`[A-Za-zσεϵρτηλωΩ][₀-₉\w]*`;
/** The left letter, the formula (letters, operators and small powers, no quantity) and what follows. */
const LEADING = new RegExp(String.raw`^\s*(${LETTER})\s*=\s*([^=,;:?]*?)\s*(?:[,;:]|\b(?:with|where|given|avec|où|sachant\s+que)\b)\s*(.+)$`, 'iu');
const QUESTION = /\?|\b(?:find|calculate|compute|determine|what|calcule[rz]?|trouve[rz]?|d[ée]termine[rz]?|quel(?:le)?)\b/i;

export function leadingFormula(text: string): string {
  const m = LEADING.exec(text);
  if (!m) return text;
  const [, letter, formula, rest] = m;
  // a formula: letters joined by operators, no number with a unit (that would be a datum)
  // (a numeric coefficient first, ½mv², 1/2 m v^2, 0.5·C·V², is part of the formula, not a quantity)
  const letters = formula.replace(/^\s*(?:\d+\s*\/\s*\d+|\d*\.\d+|\d+|[½¼])\s*[·*×]?\s*(?=\p{L})/u, '');
  if (!/\p{L}/u.test(letters) || /\d\s*\p{L}{1,3}(?![\p{L}(])/u.test(letters) || !/[/*·×^²√]|\p{L}\s*\p{L}|\p{L}{2}/u.test(letters)) return text;
  const name = NAMES.find((n) => n.letter.test(letter) && (!n.when || n.when.test(formula)));
  if (!name) return text;
  // the data must be labelled values ("F = 12 kN"), else the clause may be something else
  if (!/=\s*-?\d/.test(rest)) return text;
  const esc = letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "… Find σ", "σ = ?" ask the same letter again: in words now
  const again = new RegExp(String.raw`(?:(?:find|calculate|compute|determine|calcule[rz]?|trouve[rz]?|d[ée]termine[rz]?)\s+${esc}|(?<![\p{L}\d])${esc}\s*=\s*\?)\s*[.?!]?\s*$`, 'iu');
  const body = rest.replace(/\s*[.?!]?\s*$/, '');
  if (again.test(rest)) return `${rest.replace(again, '').replace(/[\s.,;]*$/, '')}. Find ${name.words}.`;
  return QUESTION.test(rest) ? text : `${body}. Find ${name.words}.`;
}

/**
 * A formula named after the command that asks it ("…, calculer τ = RC", "find F = ma"): the
 * letter asked in words, the formula dropped (the method writes its own).
 */
const TRAILING = new RegExp(String.raw`((?:^|[,.;:]\s*|\s)(?:find|calculate|compute|determine|calcule[rz]?|trouve[rz]?|d[ée]termine[rz]?)\s+)(${LETTER})\s*=\s*([^=,;:?]*?)\s*[.?!]?\s*$`, 'iu');

export function trailingFormula(text: string): string {
  const m = TRAILING.exec(text);
  if (!m) return text;
  const [, command, letter, formula] = m;
  // letters joined by operators or side by side, no number (a number would be a datum: "find v = 3 m/s" is not a question)
  if (/\d/.test(formula) || !/\p{L}/u.test(formula)) return text;
  const name = NAMES.find((n) => n.letter.test(letter) && (!n.when || n.when.test(formula)));
  return name ? `${text.slice(0, m.index)}${command}${name.words}.` : text;
}
