import { text, type Text } from '../../i18n';
import type { AnswerDraft, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { valueOf } from './numbers';
import { onesSum } from './onesSum';

/**
 * Ones' complement and sign-magnitude on n bits: the two older ways of writing a signed integer,
 * both with a negative zero and the symmetric range −(2ⁿ⁻¹ − 1) … 2ⁿ⁻¹ − 1. Ones' complement
 * writes −x as the bits of x inverted; sign-magnitude writes it as a 1 followed by x on n − 1 bits.
 */
type Result = { steps: StepDraft[]; answer: AnswerDraft; final: Text; method: string; category: string };

const invert = (bits: string): string => [...bits].map((c) => (c === '0' ? '1' : '0')).join('');

function done(out: string, kind: 'text' | 'expr', steps: StepDraft[], method: string): Result {
  return { steps, answer: { kind, value: out, latex: out, words: text(out, out) }, final: text(out, out), method, category: 'twos_complement' };
}

export function signedSystem(t: TaskOf<'twos_complement'>): Result | null {
  const n = t.bits;
  const system = t.system;
  if (!system) return null;
  const ones = system === 'ones';
  const max = 2n ** BigInt(n - 1) - 1n;
  const name = ones ? text("ones' complement", 'complément à un') : text('sign-magnitude', 'signe et valeur absolue');
  const rangeStep: StepDraft = {
    title: text('Range on n bits', 'Intervalle sur n bits'),
    explanation: text(`In ${n}-bit ${name.en} the values go from −(2^${n - 1} − 1) to 2^${n - 1} − 1, and 0 has two patterns.`, `En ${name.fr} sur ${n} bits, les valeurs vont de −(2^${n - 1} − 1) à 2^${n - 1} − 1, et 0 a deux écritures.`),
    formula: `[${-max},\\ ${max}]`,
  };
  if (t.op === 'smallest' || t.op === 'largest' || t.op === 'range') {
    if (t.op === 'range') {
      const out = `[${-max}, ${max}]`;
      return { steps: [rangeStep], answer: { kind: 'text', value: out, latex: `[${-max},\\ ${max}]`, words: text(`from ${-max} to ${max}`, `de ${-max} à ${max}`) }, final: text(`${-max} to ${max}`, `${-max} à ${max}`), method: 'cs.signed.range', category: 'twos_complement' };
    }
    return done(`${t.op === 'smallest' ? -max : max}`, 'expr', [rangeStep], 'cs.signed.range');
  }
  if (t.op === 'sum') return ones ? onesSum(t) : null;
  const operand = t.operands[0];
  if (!operand) return null;
  const { value } = valueOf(operand);
  if (value.den !== 1n) return null;
  const u = value.num;
  if (t.op === 'decode' || t.op === 'negate') {
    if (u < 0n || u >= 2n ** BigInt(n)) return null;
    const bits = u.toString(2).padStart(n, '0');
    if (t.op === 'negate') {
      const out = ones ? invert(bits) : (bits[0] === '1' ? '0' : '1') + bits.slice(1);
      return done(out, 'text', [ones
        ? { title: text('Invert the bits', 'Inverser les bits'), explanation: text("The ones' complement turns every 0 into 1 and every 1 into 0.", 'Le complément à un change chaque 0 en 1 et chaque 1 en 0.'), formula: `${bits} \\to ${out}` }
        : { title: text('Flip the sign bit', 'Inverser le bit de signe'), explanation: text('In sign-magnitude the opposite keeps the magnitude and flips the leading (sign) bit.', "En signe et valeur absolue, l'opposé garde la valeur absolue et inverse le bit de poids fort (signe)."), formula: `${bits} \\to ${out}` }], 'cs.signed.negate');
    }
    const negative = bits[0] === '1';
    const magnitude = !negative ? bits : ones ? invert(bits) : '0' + bits.slice(1);
    const m = BigInt(`0b${magnitude}`);
    const v = negative ? -m : m;
    return done(`${v}`, 'expr', [{
      title: text('Read the sign bit', 'Lire le bit de signe'),
      explanation: negative
        ? text(`On ${n} bits the pattern is ${bits}: its leading bit is 1, so the value is negative.`, `Sur ${n} bits le motif est ${bits} : son bit de poids fort vaut 1, la valeur est négative.`)
        : text(`On ${n} bits the pattern is ${bits}: its leading bit is 0, so the value is the plain binary value.`, `Sur ${n} bits le motif est ${bits} : son bit de poids fort vaut 0, la valeur est la valeur binaire.`),
      formula: `${bits}_{2}`,
    }, {
      title: text('Read the magnitude', 'Lire la valeur absolue'),
      explanation: !negative
        ? text('A positive value is read as plain binary.', 'Une valeur positive se lit en binaire.')
        : ones
          ? text('The magnitude is the pattern with every bit inverted.', 'La valeur absolue est le motif dont on inverse chaque bit.')
          : text(`The magnitude is the other ${n - 1} bits.`, `La valeur absolue est donnée par les ${n - 1} autres bits.`),
      formula: `${magnitude}_{2} = ${m} \\Rightarrow ${v}`,
    }], 'cs.signed.decode');
  }
  // encode a decimal integer
  if (u < -max || u > max) return null;
  const abs = (u < 0n ? -u : u).toString(2).padStart(n, '0');
  const out = u >= 0n ? abs : ones ? invert(abs) : '1' + abs.slice(1);
  const steps: StepDraft[] = [rangeStep, {
    title: text('Write the absolute value', 'Écrire la valeur absolue'),
    explanation: text(`${u < 0n ? -u : u} on ${n} bits.`, `${u < 0n ? -u : u} sur ${n} bits.`),
    formula: `${u < 0n ? -u : u} = ${abs}_{2}`,
  }];
  if (u < 0n) {
    steps.push(ones
      ? { title: text('Invert the bits', 'Inverser les bits'), explanation: text("A negative value is the ones' complement of its absolute value.", "Une valeur négative s'écrit comme le complément à un de sa valeur absolue."), formula: `${abs} \\to ${out}` }
      : { title: text('Set the sign bit', 'Mettre le bit de signe à 1'), explanation: text('A negative value keeps its magnitude and sets the leading bit to 1.', 'Une valeur négative garde sa valeur absolue et met le bit de poids fort à 1.'), formula: `${abs} \\to ${out}` });
  }
  return done(out, 'text', steps, 'cs.signed.encode');
}
