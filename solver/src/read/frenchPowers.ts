/**
 * Powers of ten as French courses write them: « 1,2.10^8 », « 3.10^8 m.s-1 », « 6,02.10^23 »,
 * « 2,5.10-3 mol/L », « 2,0 10-3 mol », the dot (or a space) standing for the multiplication and,
 * often, the caret lost: written 1,2×10^8 and 2,5×10^-3 for the readers of quantities, which
 * would otherwise take the exponent (3) for the number.
 */
const MANTISSA = String.raw`(?<![\d.,])(\d+(?:[.,]\d+)?)`;

/** « 1,2.10^8 », "2.5.10^-3": the caret kept, the exponent certain with or without a sign. */
const DOT_POWER = new RegExp(String.raw`${MANTISSA}\.10\s*\^\s*(\{?[-−+]?\d+\}?)`, 'g');

/**
 * « 2,5.10-3 », "2.10-3", « 6,02.10+23 »: the caret lost after a dot. The sign makes the exponent
 * certain; without it (2.10, 1.105) the dot is a decimal point and the number is left as typed.
 * An exponent followed by a decimal (5.10-5.15, a range of sections) is no exponent.
 */
const DOT_SIGNED = new RegExp(String.raw`${MANTISSA}(?:\.| \. )10([-−–+]\d{1,2})(?![\d]|[.,]\d)`, 'g');

/**
 * « 2,0 10-3 mol », « 5,0 10+14 Hz »: a space for the multiplication, the caret lost. A minus makes
 * it certain; a plus only before a unit (2 10+3 alone may be a sum). A number must stand right
 * before the space.
 */
const SPACED_SIGNED = new RegExp(String.raw`${MANTISSA}[ \u00a0\u202f]10([-−–]\d{1,2}(?![\d]|[.,]\d|[-−–]\d)|\+\d{1,2}(?=\s*[A-Za-zµ°Ω]))`, 'g');

/**
 * « à 10-3 mol/L », "a 10-2 M solution": ten alone with its caret lost, before a unit. A one-digit
 * exponent is certain: 10-12 mL may be a range from 10 to 12, never 10-3 (a range goes up). After
 * an equals sign (I0 = 10-12 W.m-2) a value is given, never a range: two digits are read too.
 */
const BARE_SIGNED = /(?<![\d.,]\s*|[×*·⋅]\s*|(?<![A-Za-z])x\s*|\\times\s*)(?<=^|[\s=(:;])10[-−–]([1-9]|(?<==\s*10[-−–])\d{2})(?![\d]|[.,]\d)(?=\s*[A-Za-zµ°%/])/g;

const exponent = (e: string): string => e.replace(/[−–]/, '-').replace('+', '');

export const frenchPowers = (s: string): string =>
  s
    .replace(DOT_POWER, '$1×10^$2')
    .replace(DOT_SIGNED, (_m, a: string, e: string) => `${a}×10^${exponent(e)}`)
    .replace(SPACED_SIGNED, (_m, a: string, e: string) => `${a}×10^${exponent(e)}`)
    .replace(BARE_SIGNED, (_m, e: string) => `1×10^-${e}`);
