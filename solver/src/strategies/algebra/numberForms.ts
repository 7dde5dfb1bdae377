import { gcd } from '../../cas/rational';
import { text, type Text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { evaluateAscii } from '../../verify/numeric';
import { step } from './common';

/**
 * A number written in another form: as a percentage ("Convert 0.375 to a percentage", « Écrire
 * 3/8 en pourcentage »), as a decimal ("Express 12.5% as a decimal", "Write 3/7 as a decimal"), in
 * scientific notation ("Write 0.00045 in scientific notation", « 0,000 72 en notation
 * scientifique ») or back ("Write 2.5 × 10⁻³ as a decimal"). "Standard form" is scientific
 * notation in British schools and the ordinary decimal in American ones: a number already in
 * scientific notation is asked in decimals, any other in scientific notation. Computed exactly on
 * fractions of whole numbers; checked by evaluating both forms in floating point.
 */
type Rational = { num: bigint; den: bigint };
type Given = { value: Rational; latex: string; ascii: string; form: 'decimal' | 'fraction' | 'percent' | 'scientific' };
type Target = 'percent' | 'decimal' | 'scientific' | 'fraction';

const GROUPED = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+`;
const DECIMAL = String.raw`(-?)(${GROUPED})(?:\.(\d+(?:[ \u00a0\u202f]\d{1,3})*))?`;
const POWER = String.raw`\s*(?:\*|×|x|\\times|\\cdot|·)\s*10\s*\^\s*\{?\s*\(?\s*([-+]?\d+)\s*\)?\s*\}?|[eE]([-+]?\d+)`;
const NUMBER = new RegExp(String.raw`^(?:${DECIMAL}(?:(${POWER})|\s*(%))?|(-?)(\d+)\s*/\s*(\d+))$`);

const VERB = String.raw`(?:(?:please\s+)?(?:write|express|convert|change|give|put|rewrite|turn|ecrire|exprimer|convertir|donner|mettre|transformer)\s+)?(?:the\s+number\s+|le\s+nombre\s+)?`;
const AS = String.raw`(?:as|to|into|in|en|sous\s+forme\s+(?:de\s+|d['’]\s*)?)\s*(?:an?\s+|une?\s+|la\s+|l['’]\s*)?`;
const TARGETS: Array<[RegExp, Target | 'standard']> = [
  [/^(?:percent(?:age)?|per\s+cent|pourcentage)$/i, 'percent'],
  [/^(?:decimal(?:\s+(?:number|notation|form))?|ordinary\s+(?:number|form|notation)|nombre\s+decimal|ecriture\s+decimale|notation\s+decimale)$/i, 'decimal'],
  [/^(?:scientific\s+(?:notation|form)|notation\s+scientifique|ecriture\s+scientifique|standard\s+index\s+form)$/i, 'scientific'],
  [/^standard\s+form$/i, 'standard'],
  [/^(?:(?:simplified|irreducible|common|reduced)\s+)?fraction(?:\s+irreductible)?$/i, 'fraction'],
];
const ASKED = new RegExp(String.raw`^\s*${VERB}(.+?)\s+${AS}((?:[a-z]+\s+){0,2}[a-z]+)\s*[.?!]?\s*$`, 'i');

const reduce = (num: bigint, den: bigint): Rational => {
  const g = gcd(num, den) || 1n;
  return den < 0n ? { num: -num / g, den: -den / g } : { num: num / g, den: den / g };
};
const pow10 = (k: number): bigint => 10n ** BigInt(k);

function readGiven(s: string): Given | null {
  const m = NUMBER.exec(s.trim().replace(/−/g, '-'));
  if (!m) return null;
  if (m[8] !== undefined) {
    const [num, den] = [BigInt(m[9]), BigInt(m[10])];
    if (den === 0n) return null;
    const sign = m[8] === '-' ? -1n : 1n;
    return { value: reduce(sign * num, den), latex: `${m[8]}\\frac{${num}}{${den}}`, ascii: `${m[8]}${num}/${den}`, form: 'fraction' };
  }
  const whole = m[2].replace(/\D/g, '');
  const frac = (m[3] ?? '').replace(/\D/g, '');
  const sign = m[1] === '-' ? -1n : 1n;
  const plain = `${m[1]}${whole}${frac ? `.${frac}` : ''}`;
  let value = reduce(sign * BigInt(whole + frac), pow10(frac.length));
  const exponent = m[5] ?? m[6];
  if (exponent !== undefined) {
    const e = Number(exponent);
    if (Math.abs(e) > 300) return null;
    value = e >= 0 ? reduce(value.num * pow10(e), value.den) : reduce(value.num, value.den * pow10(-e));
    return { value, latex: `${plain} \\times 10^{${e}}`, ascii: `${plain}*10^(${e})`, form: 'scientific' };
  }
  if (m[7] === '%') return { value: reduce(value.num, value.den * 100n), latex: `${plain}\\%`, ascii: `${plain}/100`, form: 'percent' };
  return { value, latex: plain, ascii: plain, form: 'decimal' };
}

/** The decimal digits of a fraction: exact when they end, with the repeating block barred when they repeat. */
function decimalOf(r: Rational): { ascii: string; shown: string; exact: boolean } | null {
  const negative = r.num < 0n;
  const num = negative ? -r.num : r.num;
  const whole = num / r.den;
  let rem = num % r.den;
  const seen = new Map<bigint, number>();
  let digits = '';
  while (rem !== 0n && !seen.has(rem) && digits.length < 60) {
    seen.set(rem, digits.length);
    rem *= 10n;
    digits += (rem / r.den).toString();
    rem %= r.den;
  }
  const sign = negative ? '-' : '';
  if (rem === 0n) {
    const shown = `${sign}${whole}${digits ? `.${digits}` : ''}`;
    return { ascii: shown, shown, exact: true };
  }
  const at = seen.get(rem);
  if (at === undefined) return null;
  const block = [...digits.slice(at)].map((d) => `${d}\u0305`).join('');
  return { ascii: `${sign}${r.num < 0n ? -r.num : r.num}/${r.den}`, shown: `${sign}${whole}.${digits.slice(0, at)}${block}`, exact: false };
}

/** m × 10^e with 1 ≤ |m| < 10, from a terminating decimal. */
function scientificOf(r: Rational): { mantissa: string; exponent: number } | null {
  const d = decimalOf(r);
  if (!d || !d.exact || r.num === 0n) return null;
  const negative = d.shown.startsWith('-');
  const [whole, frac = ''] = d.shown.replace('-', '').split('.');
  const digits = (whole + frac).replace(/^0+/, '');
  const leadingZeros = (whole + frac).length - digits.length;
  const exponent = whole.length - 1 - leadingZeros;
  const significant = digits.replace(/0+$/, '');
  const mantissa = significant.length > 1 ? `${significant[0]}.${significant.slice(1)}` : significant;
  return { mantissa: `${negative ? '-' : ''}${mantissa}`, exponent };
}

const superscript = (e: number): string => String(e).replace(/-/g, '⁻').replace(/\d/g, (c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)]);
const frenchDecimal = (s: string): string => s.replace(/(\d)\.(\d)/g, '$1,$2');
const places = (n: number): Text => text(`${n} place${n === 1 ? '' : 's'}`, `de ${n} rang${n === 1 ? '' : 's'}`);

function converted(given: Given, target: Target): { steps: StepDraft[]; value: string; latex: string; words: Text; check: string } | null {
  const steps: StepDraft[] = [];
  if (target === 'percent') {
    const hundred = reduce(given.value.num * 100n, given.value.den);
    const d = decimalOf(hundred);
    if (!d) return null;
    steps.push(step(text('Multiply by 100', 'Multiplier par 100'),
      text('A percentage counts hundredths: the number times 100, followed by %.', 'Un pourcentage compte des centièmes : on multiplie le nombre par 100 et on ajoute %.'),
      `${given.latex} \\times 100 = ${d.exact ? d.shown : `\\frac{${hundred.num}}{${hundred.den}}`}`));
    return { steps, value: d.ascii, latex: `${d.exact ? d.shown : `\\frac{${hundred.num}}{${hundred.den}}`}\\%`, words: text(`${d.shown}%`, `${frenchDecimal(d.shown)} %`), check: `(${given.ascii})*100` };
  }
  if (target === 'decimal') {
    const d = decimalOf(given.value);
    if (!d) return null;
    const explanation: Record<Given['form'], Text> = {
      percent: text('A percentage counts hundredths: divide by 100.', 'Un pourcentage compte des centièmes : on divise par 100.'),
      fraction: text(d.exact ? 'Divide the numerator by the denominator.' : 'Divide the numerator by the denominator: the remainders come back, so the digits repeat (the barred block).',
        d.exact ? 'On divise le numérateur par le dénominateur.' : 'On divise le numérateur par le dénominateur : les restes reviennent, donc les chiffres se répètent (le bloc surligné).'),
      scientific: text('The power of ten moves the decimal point: to the right for a positive exponent, to the left for a negative one.',
        'La puissance de dix déplace la virgule : vers la droite pour un exposant positif, vers la gauche pour un exposant négatif.'),
      decimal: text('The number is already a decimal.', 'Le nombre est déjà un nombre décimal.'),
    };
    if (given.form === 'decimal') return null;
    steps.push(step(text('Write it as a decimal', 'Écrire le nombre décimal'), explanation[given.form], `${given.latex} = ${d.shown}`));
    return { steps, value: d.ascii, latex: d.shown, words: text(d.shown, frenchDecimal(d.shown)), check: given.ascii };
  }
  if (target === 'fraction') {
    if (given.form !== 'percent' && given.form !== 'decimal') return null;
    const { num, den } = given.value;
    const [top, bottom] = given.form === 'percent' ? [given.latex.replace('\\%', ''), '100'] : [given.latex.replace('.', ''), pow10(given.latex.split('.')[1]?.length ?? 0).toString()];
    const value = den === 1n ? num.toString() : `${num}/${den}`;
    steps.push(step(text('Write it over a power of ten, then simplify', 'L’écrire sur une puissance de dix, puis simplifier'),
      given.form === 'percent' ? text('A percentage is a number of hundredths.', 'Un pourcentage est un nombre de centièmes.') : text('Each decimal place is a factor 10 in the denominator.', 'Chaque décimale est un facteur 10 au dénominateur.'),
      `${given.latex} = \\frac{${top}}{${bottom}} = ${den === 1n ? num : `\\frac{${num}}{${den}}`}`));
    return { steps, value, latex: den === 1n ? value : `\\frac{${num}}{${den}}`, words: text(value, value), check: given.ascii };
  }
  if (given.form === 'scientific') return null;
  const s = scientificOf(given.value);
  if (!s) return null;
  const moved = Math.abs(s.exponent);
  steps.push(step(text('Move the decimal point', 'Déplacer la virgule'),
    s.exponent === 0
      ? text('The number is already between 1 and 10: the power of ten is 10⁰.', 'Le nombre est déjà entre 1 et 10 : la puissance de dix est 10⁰.')
      : text(`Move the point ${places(moved).en} to the ${s.exponent > 0 ? 'left' : 'right'} to get a number between 1 and 10; the exponent counts the places, ${s.exponent > 0 ? 'positive' : 'negative'} as the number is ${s.exponent > 0 ? 'at least 10' : 'less than 1'}.`,
        `On déplace la virgule ${places(moved).fr} vers la ${s.exponent > 0 ? 'gauche' : 'droite'} pour obtenir un nombre entre 1 et 10 ; l’exposant compte les rangs, ${s.exponent > 0 ? 'positif' : 'négatif'} car le nombre est ${s.exponent > 0 ? 'au moins 10' : 'inférieur à 1'}.`),
    `${given.latex} = ${s.mantissa} \\times 10^{${s.exponent}}`));
  return {
    steps,
    value: `${s.mantissa}*10^(${s.exponent})`,
    latex: `${s.mantissa} \\times 10^{${s.exponent}}`,
    words: text(`${s.mantissa} × 10${superscript(s.exponent)}`, `${frenchDecimal(s.mantissa)} × 10${superscript(s.exponent)}`),
    check: given.ascii,
  };
}

export const numberFormsStrategy: Strategy = {
  name: 'arithmetic.number-form',
  solve(problem: ProblemInput): Outcome | null {
    const m = ASKED.exec(problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    if (!m) return null;
    const asked = TARGETS.find(([re]) => re.test(m[2].trim()));
    const given = asked ? readGiven(m[1]) : null;
    if (!asked || !given) return null;
    const target: Target = asked[1] === 'standard' ? (given.form === 'scientific' ? 'decimal' : 'scientific') : asked[1];
    const r = converted(given, target);
    if (!r) return null;
    const want = evaluateAscii(r.check);
    const got = evaluateAscii(r.value);
    const verified = want !== null && got !== null && Math.abs(got.im) < 1e-12 && Math.abs(got.re - want.re) <= 1e-12 * Math.max(1, Math.abs(want.re));
    return {
      method: `arithmetic.to-${target}`,
      category: 'arithmetic',
      steps: r.steps,
      answer: { kind: 'expr', value: r.value, latex: r.latex, words: r.words },
      finalAnswer: r.words,
      verified,
      verification: text('Both forms evaluated to the same number.', 'Les deux écritures donnent le même nombre.'),
    };
  },
};
