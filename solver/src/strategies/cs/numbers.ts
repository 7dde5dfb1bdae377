import { text, type Text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { BASE_NAMES, type Based, type Radix } from '../../task/cs';

/**
 * Numbers in bases 2, 8, 10 and 16 as taught: the positional expansion to decimal, repeated
 * division by the base for the integer part, repeated multiplication for the fractional part.
 * Values are exact fractions of big integers.
 */
export interface Rational {
  num: bigint;
  den: bigint;
}

const DIGITS = '0123456789ABCDEF';
const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
};
export const rat = (num: bigint, den = 1n): Rational => {
  const g = gcd(num, den) || 1n;
  return den < 0n ? { num: -num / g, den: -den / g } : { num: num / g, den: den / g };
};

/** The value of digits in a base: Σ dᵢ·baseⁱ, with the terms of the expansion for the steps. */
export function valueOf(b: Based): { value: Rational; terms: string[] } {
  const neg = b.digits.startsWith('-');
  const [ip, fp = ''] = b.digits.replace('-', '').split('.');
  const base = BigInt(b.base);
  let num = 0n;
  const terms: string[] = [];
  const all = ip + fp;
  for (let k = 0; k < all.length; k++) {
    const d = BigInt(DIGITS.indexOf(all[k]));
    num = num * base + d;
    const power = ip.length - 1 - k;
    if (d !== 0n) terms.push(`${d}\\times ${b.base}^{${power}}`);
  }
  const den = base ** BigInt(fp.length);
  return { value: rat(neg ? -num : num, den), terms };
}

/** A decimal fraction, exact when it terminates (every fraction of a power of 2 does). */
export function decimalString(r: Rational, maxDigits = 20): string {
  return digitsIn(r, 10, maxDigits).digits;
}

/** Digits of r in a base: the integer part by repeated division, then up to maxFrac fractional digits. */
export function digitsIn(r: Rational, to: Radix, maxFrac = 16): { digits: string; divisions: string[]; products: string[]; exact: boolean } {
  const neg = r.num < 0n;
  const n = neg ? -r.num : r.num;
  let ip = n / r.den;
  let frac = n % r.den;
  const B = BigInt(to);
  const divisions: string[] = [];
  let intDigits = '';
  if (ip === 0n) intDigits = '0';
  while (ip > 0n) {
    const q = ip / B;
    const d = ip % B;
    divisions.push(`${ip} = ${to}\\times ${q} + ${d}${to === 16 && d > 9n ? `\\;(${DIGITS[Number(d)]})` : ''}`);
    intDigits = DIGITS[Number(d)] + intDigits;
    ip = q;
  }
  const products: string[] = [];
  let fracDigits = '';
  while (frac > 0n && fracDigits.length < maxFrac) {
    const p = frac * B;
    const d = p / r.den;
    const before = rat(frac, r.den);
    products.push(`${decimalOf(before)} \\times ${to} = ${decimalOf(rat(p, r.den))} \\to ${DIGITS[Number(d)]}`);
    fracDigits += DIGITS[Number(d)];
    frac = p % r.den;
  }
  return { digits: `${neg ? '-' : ''}${intDigits}${fracDigits ? `.${fracDigits}` : ''}`, divisions, products, exact: frac === 0n };
}

/** A short decimal form for the steps: exact when it terminates within 12 digits, else p/q. */
function decimalOf(r: Rational): string {
  const d = digitsIn2(r);
  return d ?? `${r.num}/${r.den}`;
}
function digitsIn2(r: Rational): string | null {
  let den = r.den;
  while (den % 2n === 0n) den /= 2n;
  while (den % 5n === 0n) den /= 5n;
  if (den !== 1n) return null;
  const neg = r.num < 0n;
  const n = neg ? -r.num : r.num;
  let s = (n / r.den).toString();
  let f = n % r.den;
  if (f) s += '.';
  while (f) {
    f *= 10n;
    s += (f / r.den).toString();
    f %= r.den;
  }
  return (neg ? '-' : '') + s;
}

/** Steps converting a number to another base, with its digits. */
export function conversionSteps(value: Based, to: Radix, places?: number): { steps: StepDraft[]; digits: string; exact: boolean; decimal: Rational } {
  const steps: StepDraft[] = [];
  const { value: r, terms } = valueOf(value);
  if (value.base !== 10) {
    steps.push({
      title: text('Expand by place value', 'Développer selon les positions'),
      explanation: text(
        `Each ${BASE_NAMES[value.base].en} digit is multiplied by the power of ${value.base} of its position, and the products are added.`,
        `Chaque chiffre ${value.base === 16 ? 'hexadécimal' : BASE_NAMES[value.base].fr} est multiplié par la puissance de ${value.base} de sa position, puis on additionne.`,
      ),
      formula: `${value.digits}_{${value.base}} = ${terms.length ? terms.join(' + ') : '0'} = ${decimalOf(r)}`,
    });
  }
  if (to === 10) return { steps, digits: decimalOf(r), exact: true, decimal: r };
  const out = digitsIn(r, to, places);
  if (out.divisions.length) {
    steps.push({
      title: text(`Divide repeatedly by ${to}`, `Diviser successivement par ${to}`),
      explanation: text(
        `Divide the integer part by ${to} until the quotient is 0; the remainders, read from the last to the first, are the digits.`,
        `On divise la partie entière par ${to} jusqu'à un quotient nul ; les restes, lus du dernier au premier, sont les chiffres.`,
      ),
      formula: out.divisions.join('\\\\ '),
    });
  }
  if (out.products.length) {
    steps.push({
      title: text(`Multiply the fractional part by ${to}`, `Multiplier la partie fractionnaire par ${to}`),
      explanation: out.exact
        ? text('Each product\'s integer part is the next digit after the point; stop when the fractional part is 0.', 'La partie entière de chaque produit est le chiffre suivant après la virgule ; on s\'arrête quand la partie fractionnaire est nulle.')
        : text(`The digits do not terminate; the first ${out.products.length} are kept.`, `Les chiffres ne s'arrêtent pas ; on garde les ${out.products.length} premiers.`),
      formula: out.products.join('\\\\ '),
    });
  }
  steps.push({
    title: text('Read the result', 'Lire le résultat'),
    explanation: text(`In ${BASE_NAMES[to].en}: ${out.digits}.`, `En ${BASE_NAMES[to].fr} : ${out.digits}.`),
    formula: `${value.digits}_{${value.base}} = ${out.digits}_{${to}}`,
  });
  return { steps, digits: out.digits, exact: out.exact, decimal: r };
}

export const baseWords = (b: Radix): Text => BASE_NAMES[b];
