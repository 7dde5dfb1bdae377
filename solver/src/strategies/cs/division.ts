import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { AnswerDraft, StepDraft } from '../../strategy';
import { BASE_NAMES, type Radix } from '../../task/cs';
import type { TaskOf } from '../../task/task';
import { digitsIn, rat, type Rational } from './numbers';

/**
 * A division in a base whose quotient has no finite digits there (1101₂ ÷ 11₂): answered as a long
 * division is taught, the whole quotient and the remainder (a = b × q + r, 0 ≤ r < b), or the quotient
 * cut to the number of places asked. Without either asked, the question is refused, since
 * no finite answer in the base exists.
 */
type Result = { steps: StepDraft[]; answer: AnswerDraft; final: Text; method: string; category: string };

const inBase = (n: bigint, to: Radix): string => n.toString(to).toUpperCase();

/** "q = 11, r = 1": both parts of a long division, the value the verifier reads back. */
export const quotientRemainder = (q: string, r: string): string => `q = ${q}, r = ${r}`;

export function divisionResult(t: TaskOf<'binary_arith'>, x: Rational, y: Rational, operandsStep: StepDraft): Result | null {
  const base = BASE_NAMES[t.to];
  if (t.places !== undefined) {
    const exact = rat(x.num * y.den, x.den * y.num);
    const cut = digitsIn(exact, t.to, t.places);
    const [whole, frac = ''] = cut.digits.split('.');
    const out = `${whole}.${frac.padEnd(t.places, '0')}`;
    const steps: StepDraft[] = [operandsStep, {
      title: text('Divide digit by digit', 'Diviser chiffre par chiffre'),
      explanation: text(
        `Long division in ${base.en}: after the point, each remainder is multiplied by ${t.to} and divided again, stopping at ${t.places} places.`,
        `Division posée en ${base.fr} : après la virgule, chaque reste est multiplié par ${t.to} puis divisé à nouveau, jusqu'à ${t.places} chiffres.`,
      ),
      formula: cut.products.length ? cut.products.slice(0, t.places).join(',\\quad ') : `${out}_{${t.to}}`,
    }];
    const said = cut.exact
      ? text(`${out} (base ${t.to}), exact`, `${out} (base ${t.to}), exact`)
      : text(`${out} (base ${t.to}), cut at ${t.places} places`, `${out} (base ${t.to}), tronqué à ${t.places} chiffres`);
    return { steps, answer: { kind: 'text', value: out, latex: `${out}_{${t.to}}`, words: said }, final: said, method: 'cs.arith.division', category: 'binary_arith' };
  }
  if (!t.part) {
    throw new SolverError('unsupported', text(
      `This quotient has no finite digits in ${base.en}: ask for the quotient and the remainder, or for the quotient to a number of places ("to 6 places").`,
      `Ce quotient n'a pas d'écriture finie en ${base.fr} : demandez le quotient et le reste, ou le quotient avec un nombre de chiffres après la virgule (« avec 6 chiffres après la virgule »).`,
    ));
  }
  // a remainder belongs to whole numbers: 10.1 ÷ 11 has none
  if (x.den !== 1n || y.den !== 1n || x.num < 0n || y.num <= 0n) return null;
  const q = x.num / y.num;
  const r = x.num % y.num;
  const [qs, rs] = [inBase(q, t.to), inBase(r, t.to)];
  const steps: StepDraft[] = [operandsStep, {
    title: text('Long division', 'Division euclidienne'),
    explanation: text(
      `The divisor goes ${q} times into the dividend; what is left, smaller than the divisor, is the remainder.`,
      `Le diviseur est contenu ${q} fois dans le dividende ; ce qui reste, plus petit que le diviseur, est le reste.`,
    ),
    formula: `${x.num} = ${y.num} \\times ${q} + ${r}`,
  }, {
    title: text(`Write both in ${base.en}`, `Écrire les deux en ${base.fr}`),
    explanation: text(`Quotient and remainder in base ${t.to}.`, `Quotient et reste en base ${t.to}.`),
    formula: `q = ${q} = ${qs}_{${t.to}},\\quad r = ${r} = ${rs}_{${t.to}}`,
  }];
  const value = t.part === 'quotient' ? qs : t.part === 'remainder' ? rs : quotientRemainder(qs, rs);
  const said = t.part === 'quotient'
    ? text(`quotient ${qs} (base ${t.to})`, `quotient ${qs} (base ${t.to})`)
    : t.part === 'remainder'
      ? text(`remainder ${rs} (base ${t.to})`, `reste ${rs} (base ${t.to})`)
      : text(`quotient ${qs}, remainder ${rs} (base ${t.to})`, `quotient ${qs}, reste ${rs} (base ${t.to})`);
  return { steps, answer: { kind: 'text', value, latex: t.part === 'both' ? `q = ${qs}_{${t.to}},\\ r = ${rs}_{${t.to}}` : `${value}_{${t.to}}`, words: said }, final: said, method: 'cs.arith.division', category: 'binary_arith' };
}
