import { z } from 'zod';
import type { Text } from '../i18n';

/**
 * Computer-science tasks: numbers written in a base, two's complement, arithmetic and bitwise
 * operations on bit patterns, Boolean functions to minimise and Boolean identities to decide.
 * Digit strings are plain ASCII (`1011.101`, `FF`), Boolean expressions use `+` (OR),
 * juxtaposition or `*` (AND), postfix `'` (NOT) and `^` (XOR) over single capital letters.
 */
export const radix = z.union([z.literal(2), z.literal(8), z.literal(10), z.literal(16)]);
export type Radix = z.infer<typeof radix>;

/** Digits in a base, with an optional sign and fractional part. */
export const digits = z.string().regex(/^-?[0-9A-F]+(?:\.[0-9A-F]+)?$/);
/** A number written in a base. */
export const based = z.object({ digits, base: radix });
export type Based = z.infer<typeof based>;

export const baseTask = z.object({
  kind: z.literal('base'),
  value: based,
  to: radix,
  /** The fractional digits asked ("to 8 places"); a longer expansion is cut there. */
  places: z.number().int().min(1).max(64).optional(),
  /** How many digits the whole number takes in that base ("how many bits are needed to represent 1000"). */
  count: z.literal(true).optional(),
});

export const twosComplementTask = z.object({
  kind: z.literal('twos_complement'),
  /**
   * decode: the signed value of a pattern; encode: the pattern of a value; negate: the pattern of the opposite;
   * overflow: does a op b overflow? sum: the n-bit pattern of a op b (a difference added as the
   * two's complement of the subtrahend, the carry out of n bits dropped); smallest, largest, range:
   * the values the width holds.
   */
  op: z.enum(['decode', 'encode', 'negate', 'overflow', 'sum', 'smallest', 'largest', 'range']),
  bits: z.number().int().min(2).max(64),
  /** decode: one pattern; encode: one decimal integer; overflow: two decimal integers; sum: two bit patterns (signed when n bits wide) or decimal integers; none for the range. */
  operands: z.array(based).max(2),
  operator: z.enum(['+', '-']).optional(),
  /** encode, negate: the base the pattern is written in (binary unless asked). */
  to: radix.optional(),
  /** smallest, largest, range: the width read as an unsigned integer (0 to 2ⁿ − 1) instead of two's complement. */
  unsigned: z.literal(true).optional(),
  /** decode, encode, negate, range in ones' complement or sign-magnitude instead of two's complement. */
  system: z.enum(['ones', 'sign_magnitude']).optional(),
});

/** The signed representation a task names, as its statement says it. */
export function systemName(t: { system?: 'ones' | 'sign_magnitude' }): Text {
  if (t.system === 'ones') return { en: "ones' complement", fr: 'complément à un' };
  if (t.system === 'sign_magnitude') return { en: 'sign-magnitude', fr: 'signe et valeur absolue' };
  return { en: "two's complement", fr: 'complément à deux' };
}

export const binaryArithTask = z.object({
  kind: z.literal('binary_arith'),
  op: z.enum(['+', '-', '*', '/']),
  operands: z.array(based).length(2),
  /** The base the answer is written in. */
  to: radix,
  /** A division of whole numbers asked as long division: the quotient, the remainder or both (an inexact quotient has no finite digits). */
  part: z.enum(['quotient', 'remainder', 'both']).optional(),
  /** A quotient written to this many fractional digits, cut there ("to 6 binary places"). */
  places: z.number().int().min(1).max(64).optional(),
});

export const bitwiseOps = ['and', 'or', 'xor', 'not', 'nand', 'nor', 'shl', 'shr'] as const;
export const bitwiseTask = z.object({
  kind: z.literal('bitwise'),
  op: z.enum(bitwiseOps),
  operands: z.array(based).min(1).max(2),
  /** The width the result is kept to (NOT, shifts) and written with. */
  bits: z.number().int().min(1).max(64),
  shift: z.number().int().min(0).max(64).optional(),
  to: radix,
});

export const booleanVar = z.string().regex(/^[A-Za-z]$/);
export const booleanTask = z.object({
  kind: z.literal('boolean'),
  /** The variables, most significant first (minterm numbering). */
  variables: z.array(booleanVar).min(1).max(8),
  minterms: z.array(z.number().int().min(0)).max(256),
  dontcares: z.array(z.number().int().min(0)).max(256),
  /** The expression whose truth table is asked (the answer is its output column), instead of a minimal sum of products. */
  table: z.string().min(1).max(500).optional(),
});

export const logicTask = z.object({
  kind: z.literal('logic'),
  /** lhs ≡ rhs for every assignment of the variables (a tautology: rhs = 1). */
  lhs: z.string().min(1).max(500),
  rhs: z.string().min(1).max(500),
  variables: z.array(booleanVar).min(1).max(10),
});

export const CS_TASKS = [baseTask, twosComplementTask, binaryArithTask, bitwiseTask, booleanTask, logicTask] as const;
type CsTask = z.infer<(typeof CS_TASKS)[number]>;

export const BASE_NAMES: Record<Radix, Text> = {
  2: { en: 'binary', fr: 'binaire' },
  8: { en: 'octal', fr: 'octal' },
  10: { en: 'decimal', fr: 'décimal' },
  16: { en: 'hexadecimal', fr: 'hexadécimal' },
};
export const subscripted = (b: Based): string => `${b.digits}_${b.base}`;
const basedTex = (b: Based): string => `${b.digits}_{${b.base}}`;
const OPS_TEXT: Record<(typeof bitwiseOps)[number], string> = { and: 'AND', or: 'OR', xor: 'XOR', not: 'NOT', nand: 'NAND', nor: 'NOR', shl: '<<', shr: '>>' };

const RANGE_WORDS: Record<'smallest' | 'largest' | 'range', Text> = {
  smallest: { en: 'the smallest value', fr: 'la plus petite valeur' },
  largest: { en: 'the largest value', fr: 'la plus grande valeur' },
  range: { en: 'the range', fr: 'la plage de valeurs' },
};
const PART_WORDS: Record<'quotient' | 'remainder' | 'both', Text> = {
  quotient: { en: 'the quotient', fr: 'le quotient' },
  remainder: { en: 'the remainder', fr: 'le reste' },
  both: { en: 'the quotient and the remainder', fr: 'le quotient et le reste' },
};

/** The task stated back, as words and notation (see task/describe.ts). */
export function csStatement(t: CsTask): Array<Text | { text: string; tex: string }> {
  const w = (en: string, fr: string): Text => ({ en, fr });
  const n = (b: Based): { text: string; tex: string } => ({ text: subscripted(b), tex: basedTex(b) });
  switch (t.kind) {
    case 'base':
      if (t.count) return [w(`Count the ${BASE_NAMES[t.to].en} digits of `, `Compter les chiffres en ${BASE_NAMES[t.to].fr} de `), n(t.value)];
      return [w('Convert ', 'Convertir '), n(t.value), w(` to ${BASE_NAMES[t.to].en}`, ` en ${BASE_NAMES[t.to].fr}`), ...(t.places ? [w(` (${t.places} places after the point)`, ` (${t.places} chiffres après la virgule)`)] : [])];
    case 'twos_complement': {
      const sys = systemName(t);
      if (t.op === 'smallest' || t.op === 'largest' || t.op === 'range') {
        const what = RANGE_WORDS[t.op];
        if (t.unsigned) return [w(`Find ${what.en} of a ${t.bits}-bit unsigned integer`, `Trouver ${what.fr} d'un entier non signé sur ${t.bits} bits`)];
        return [w(`Find ${what.en} of a ${t.bits}-bit ${sys.en} integer`, `Trouver ${what.fr} d'un entier en ${sys.fr} sur ${t.bits} bits`)];
      }
      if (t.op === 'decode') return [w('Find the signed value of ', 'Trouver la valeur signée de '), n(t.operands[0]), w(` in ${t.bits}-bit ${sys.en}`, ` en ${sys.fr} sur ${t.bits} bits`)];
      if (t.op === 'negate') return [w(`Find the ${sys.en} (the opposite) of `, `Trouver le ${sys.fr} (l'opposé) de `), n(t.operands[0]), w(` on ${t.bits} bits`, ` sur ${t.bits} bits`)];
      if (t.op === 'encode') return [w('Write ', 'Écrire '), n(t.operands[0]), w(` in ${t.bits}-bit ${sys.en}`, ` en ${sys.fr} sur ${t.bits} bits`), ...(t.to && t.to !== 2 ? [w(` (in ${BASE_NAMES[t.to].en})`, ` (en ${BASE_NAMES[t.to].fr})`)] : [])];
      if (t.op === 'sum') return [w('Compute ', 'Calculer '), { text: `${subscripted(t.operands[0])} ${t.operator ?? '+'} ${t.operands[1] ? subscripted(t.operands[1]) : '0'}`, tex: `${basedTex(t.operands[0])} ${t.operator ?? '+'} ${t.operands[1] ? basedTex(t.operands[1]) : '0'}` }, w(` in ${t.bits}-bit ${sys.en}`, ` en ${sys.fr} sur ${t.bits} bits`)];
      return [w('Decide whether ', 'Dire si '), { text: `${t.operands[0].digits} ${t.operator ?? '+'} ${t.operands[1]?.digits ?? '0'}`, tex: `${t.operands[0].digits} ${t.operator ?? '+'} ${t.operands[1]?.digits ?? '0'}` }, w(` overflows in ${t.bits}-bit two's complement`, ` provoque un dépassement en complément à deux sur ${t.bits} bits`)];
    }
    case 'binary_arith': {
      const asked = t.part ? PART_WORDS[t.part] : null;
      const places = t.places ? w(` to ${t.places} places after the point`, ` avec ${t.places} chiffres après la virgule`) : null;
      const op = { text: ` ${t.op} `, tex: ` ${t.op === '*' ? '\\times' : t.op} ` };
      if (!asked && !places) return [w('Compute ', 'Calculer '), n(t.operands[0]), op, n(t.operands[1]), w(` and write it in ${BASE_NAMES[t.to].en}`, ` et l'écrire en ${BASE_NAMES[t.to].fr}`)];
      return [w(asked ? `Find ${asked.en} of ` : 'Compute ', asked ? `Trouver ${asked.fr} de ` : 'Calculer '), n(t.operands[0]), op, n(t.operands[1]), w(` in ${BASE_NAMES[t.to].en}`, ` en ${BASE_NAMES[t.to].fr}`), ...(places ? [places] : [])];
    }
    case 'bitwise': {
      const op = OPS_TEXT[t.op];
      const body = t.op === 'not' ? `NOT ${subscripted(t.operands[0])}` : t.op === 'shl' || t.op === 'shr' ? `${subscripted(t.operands[0])} ${op} ${t.shift ?? 0}` : `${subscripted(t.operands[0])} ${op} ${t.operands[1] ? subscripted(t.operands[1]) : ''}`;
      return [w('Compute ', 'Calculer '), { text: body, tex: `\\text{${body}}` }, w(` on ${t.bits} bits`, ` sur ${t.bits} bits`)];
    }
    case 'boolean': {
      if (t.table) return [w('Write the truth table of ', 'Dresser la table de vérité de '), { text: t.table, tex: t.table }, w(` (${t.variables[0]} most significant)`, ` (${t.variables[0]} de poids fort)`)];
      const f = `F(${t.variables.join(', ')}) = Σm(${t.minterms.join(', ')})${t.dontcares.length ? ` + d(${t.dontcares.join(', ')})` : ''}`;
      const tex = `F(${t.variables.join(', ')}) = \\sum m(${t.minterms.join(', ')})${t.dontcares.length ? ` + d(${t.dontcares.join(', ')})` : ''}`;
      return [w('Find a minimal sum of products for ', 'Trouver une somme de produits minimale de '), { text: f, tex }, w(` (${t.variables[0]} most significant)`, ` (${t.variables[0]} de poids fort)`)];
    }
    case 'logic':
      if (t.rhs === '0') return [w('Decide whether ', 'Dire si '), { text: t.lhs, tex: t.lhs }, w(' is a contradiction (always 0, Boolean algebra)', ' est une contradiction (toujours 0, algèbre de Boole)')];
      return t.rhs === '1'
        ? [w('Decide whether ', 'Dire si '), { text: t.lhs, tex: t.lhs }, w(' is a tautology (Boolean algebra)', ' est une tautologie (algèbre de Boole)')]
        : [w('Decide whether ', 'Dire si '), { text: `${t.lhs} = ${t.rhs}`, tex: `${t.lhs} = ${t.rhs}` }, w(' in Boolean algebra', " en algèbre de Boole")];
  }
}

/** The canonical text the reader reads back into the same task. */
export function csText(t: CsTask): string {
  const pre = (b: Based): string => `${b.digits}_${b.base}`;
  switch (t.kind) {
    case 'base':
      if (t.count) return `how many ${t.to === 2 ? 'bits' : `${BASE_NAMES[t.to].en} digits`} are needed to represent ${pre(t.value)}?`;
      return `convert ${pre(t.value)} to ${BASE_NAMES[t.to].en}${t.places ? ` to ${t.places} places` : ''}`;
    case 'twos_complement': {
      const sys = systemName(t).en;
      if (t.op === 'smallest' || t.op === 'largest' || t.op === 'range') return `${RANGE_WORDS[t.op].en} of a ${t.bits}-bit ${t.unsigned ? 'unsigned' : sys} integer`;
      if (t.op === 'decode') return `signed value of ${pre(t.operands[0])} in ${t.bits}-bit ${sys}`;
      if (t.op === 'negate') return `${sys} of ${t.operands[0].digits} on ${t.bits} bits`;
      if (t.op === 'encode') return `represent ${t.operands[0].digits} in ${t.bits}-bit ${sys}${t.to && t.to !== 2 ? `, answer in ${BASE_NAMES[t.to].en}` : ''}`;
      if (t.op === 'sum') return `compute ${t.operands[0].digits} ${t.operator ?? '+'} ${t.operands[1]?.digits ?? '0'} using ${t.bits}-bit ${sys}`;
      return `does ${t.operands[0].digits} ${t.operator ?? '+'} ${t.operands[1]?.digits ?? '0'} overflow in ${t.bits}-bit two's complement?`;
    }
    case 'binary_arith': {
      const asked = t.part === 'both' ? 'quotient and remainder of ' : t.part ? `${t.part} of ` : '';
      return `${asked}${pre(t.operands[0])} ${t.op} ${pre(t.operands[1])}, answer in ${BASE_NAMES[t.to].en}${t.places ? ` to ${t.places} places` : ''}`;
    }
    case 'bitwise': {
      const op = OPS_TEXT[t.op];
      const body = t.op === 'not' ? `bitwise NOT ${pre(t.operands[0])}` : t.op === 'shl' || t.op === 'shr' ? `${pre(t.operands[0])} ${op} ${t.shift ?? 0}` : `${pre(t.operands[0])} ${op} ${t.operands[1] ? pre(t.operands[1]) : ''}`;
      return `${body} on ${t.bits} bits, answer in ${BASE_NAMES[t.to].en}`;
    }
    case 'boolean':
      if (t.table) return `truth table of ${t.table}`;
      return `minimal sum of products of F(${t.variables.join(',')}) = Σm(${t.minterms.join(',')})${t.dontcares.length ? ` + d(${t.dontcares.join(',')})` : ''}`;
    case 'logic':
      if (t.rhs === '0') return `is ${t.lhs} a contradiction?`;
      return t.rhs === '1' ? `is ${t.lhs} a tautology?` : `${t.lhs} = ${t.rhs} ? true or false`;
  }
}
