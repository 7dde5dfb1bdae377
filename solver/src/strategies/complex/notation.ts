/**
 * Complex numbers in the notations of engineering and of trigonometry courses, written in the one
 * the complex methods read: j as the imaginary unit (3 − 4j, 4 − j2.4, cos θ + j sin θ) when i is
 * not used, r cis θ and the phasor r∠θ as r(cos θ + i sin θ).
 */

/** i used as the unit somewhere (iπ and πi included): then j is a letter of its own. */
const USES_I = /(?<![\p{L}])i(?![\p{L}])|\di(?![\p{L}])|(?<![\p{L}])i(?=\s*π)|π\s*i(?![\p{L}])/u;
/** « Soit j = e^{2iπ/3} », "let j = …": j named as a number of its own. */
const J_NAMED = /(?<![\p{L}])j\s*(?:=|:=)/u;
/** j as a unit: after a number (4j), before a number (j2.4), before sin or a bracket (j sin θ, j(…)), or alone in a sum. */
const J_UNIT = /(?<![\p{L}])j(?=\s*\d|\s*sin|\s*\(|\s*[-+)]|\s*$)|(?<=\d)j(?![\p{L}])/gu;
/** j followed by a number: the number is its coefficient (j2.4 is 2.4j). */
const J_BEFORE = /(?<![\p{L}])j\s*(\d+(?:[.,]\d+)?)/gu;

/** The angle of cis or ∠: a number with its degree sign, or π and fractions of it, or a bracket. */
const ANGLE = String.raw`(\([^()]*\)|[-+]?\s*\d*(?:\.\d+)?\s*(?:π|pi)?(?:\s*\/\s*\d+)?\s*°?)`;
const CIS = new RegExp(String.raw`(?<![\p{L}])cis\s*${ANGLE}`, 'gu');
const PHASOR = new RegExp(String.raw`∠\s*${ANGLE}`, 'gu');

export function complexNotation(text: string): string {
  let s = text;
  if (!USES_I.test(s) && !J_NAMED.test(s)) s = s.replace(J_BEFORE, '$1i').replace(J_UNIT, 'i');
  const trig = (_m: string, angle: string): string => {
    const a = angle.trim();
    return `(cos(${a}) + i sin(${a}))`;
  };
  return s.replace(CIS, trig).replace(PHASOR, trig);
}
