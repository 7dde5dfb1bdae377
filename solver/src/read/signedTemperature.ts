/**
 * A minus sign written before a temperature ("-10 °C", "−73 °C", « −18 °C »). The number patterns
 * of the readers start at the digit, so the sign has to be read apart: a freezer at -10 °C taken as
 * +10 °C gives a wrong kelvin value and a confident wrong answer. A dash right after a word, a digit
 * or a closing bracket is no sign ("20-30 °C" is a range, "10^-3" an exponent).
 */
export const SIGN = String.raw`((?<![\w.,)^])[-−–](?=\s?\d))?`;

/** Scales whose zero is not absolute, so that a value below zero is an ordinary reading. */
const RELATIVE_SCALE = /^(?:°\s*[CF]|deg[CF])$/;

/** The value with its written sign applied when the unit is a relative temperature scale; other units keep the value read. */
export function withSign(sign: string | undefined, value: number, unit: string): number {
  return sign && RELATIVE_SCALE.test(unit.replace(/\s+/g, '')) ? -value : value;
}
