import { text, type Text } from '../../i18n';
import type { AnswerDraft, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { valueOf } from './numbers';

/**
 * A sum or difference in n-bit ones' complement, as it is taught: each value as its pattern (a
 * negative one inverted), a difference added as the inverted subtrahend, and a carry out of the n
 * bits added back into the lowest bit (the end-around carry).
 */
type Result = { steps: StepDraft[]; answer: AnswerDraft; final: Text; method: string; category: string };

const invert = (bits: string): string => [...bits].map((c) => (c === '0' ? '1' : '0')).join('');

export function onesSum(t: TaskOf<'twos_complement'>): Result | null {
  const n = t.bits;
  const [oa, ob] = t.operands;
  if (!oa || !ob) return null;
  const max = 2n ** BigInt(n - 1) - 1n;
  const pat = (v: bigint): string => (v >= 0n ? v.toString(2).padStart(n, '0') : invert((-v).toString(2).padStart(n, '0')));
  // a pattern as wide as the width is a signed pattern; a shorter one, or a decimal, a value to write
  const read = (o: typeof oa): { bits: string; value: bigint } | null => {
    const { value } = valueOf(o);
    if (value.den !== 1n) return null;
    if (o.base === 2 && o.digits.length === n) return { bits: o.digits, value: o.digits[0] === '1' ? -BigInt(`0b${invert(o.digits)}`) : value.num };
    return value.num < -max || value.num > max ? null : { bits: pat(value.num), value: value.num };
  };
  const a = read(oa);
  const b = read(ob);
  if (!a || !b) return null;
  const steps: StepDraft[] = [{
    title: text('Write both values on n bits', 'Écrire les deux valeurs sur n bits'),
    explanation: text(`In ${n}-bit ones' complement a negative value is its absolute value with every bit inverted:`, `En complément à un sur ${n} bits, une valeur négative est sa valeur absolue dont on inverse chaque bit :`),
    formula: `${a.value} = ${a.bits}_{2},\\quad ${b.value} = ${b.bits}_{2}`,
  }];
  let addend = b.bits;
  if (t.operator === '-') {
    addend = invert(b.bits);
    steps.push({
      title: text('Subtract by adding the opposite', "Soustraire en ajoutant l'opposé"),
      explanation: text(`a − b = a + (−b): in ones' complement −b is ${b.bits} with every bit inverted.`, `a − b = a + (−b) : en complément à un, −b s'obtient en inversant chaque bit de ${b.bits}.`),
      formula: `${b.bits} \\to ${addend}`,
    });
  }
  const span = 2n ** BigInt(n);
  const raw = BigInt(`0b${a.bits}`) + BigInt(`0b${addend}`);
  const carry = raw >= span;
  const out = (carry ? raw - span + 1n : raw).toString(2).padStart(n, '0');
  steps.push({
    title: text('Add, with the end-around carry', 'Additionner, avec la retenue reportée'),
    explanation: carry
      ? text(`A carry leaves the ${n} bits: it is added back into the lowest bit.`, `Une retenue sort des ${n} bits : on l'ajoute au bit de poids faible.`)
      : text(`No carry leaves the ${n} bits: the sum is the result.`, `Aucune retenue ne sort des ${n} bits : la somme est le résultat.`),
    formula: carry ? `${a.bits} + ${addend} = ${raw.toString(2)},\\quad ${(raw - span).toString(2).padStart(n, '0')} + 1 = ${out}` : `${a.bits} + ${addend} = ${out}`,
  });
  const r = t.operator === '-' ? a.value - b.value : a.value + b.value;
  const over = r < -max || r > max;
  const negative = out[0] === '1';
  const read_ = negative ? -BigInt(`0b${invert(out)}`) : BigInt(`0b${out}`);
  steps.push(over
    ? {
      title: text('Overflow', 'Dépassement'),
      explanation: text(`${r} lies outside [${-max}, ${max}]: as signed ${n}-bit values the result overflows; the pattern is the sum modulo 2^${n} − 1.`, `${r} est hors de [${-max}, ${max}] : en valeurs signées sur ${n} bits, le résultat déborde ; le motif est la somme modulo 2^${n} − 1.`),
      formula: `${a.value} ${t.operator ?? '+'} ${b.value < 0n ? `(${b.value})` : b.value} = ${r}`,
    }
    : {
      title: text('Read the result', 'Lire le résultat'),
      explanation: negative
        ? text('The leading bit is 1: the value is negative, its absolute value the pattern inverted.', 'Le bit de poids fort vaut 1 : la valeur est négative, sa valeur absolue est le motif inversé.')
        : text('The leading bit is 0: the value is the plain binary value.', 'Le bit de poids fort vaut 0 : la valeur est la valeur binaire.'),
      formula: `${out}_{2} = ${read_ === 0n && negative ? '-0' : read_}`,
    });
  const said = over
    ? text(`${out} (overflow: ${r} does not fit in ${n}-bit ones' complement)`, `${out} (dépassement : ${r} ne tient pas en complément à un sur ${n} bits)`)
    : text(`${out} (= ${r})`, `${out} (= ${r})`);
  return { steps, answer: { kind: 'text', value: out, latex: out, words: said }, final: said, method: 'cs.signed.sum', category: 'twos_complement' };
}
