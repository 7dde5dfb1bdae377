import { text, type Text } from '../../i18n';
import type { AnswerDraft, Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import type { Task, TaskOf } from '../../task/task';
import { BASE_NAMES, type Based, type Radix } from '../../task/cs';
import { conversionSteps, digitsIn, rat, valueOf, type Rational } from './numbers';
import { signedSystem } from './signedSystems';
import { divisionResult } from './division';
import { assignment, covers, cubePattern, cubeText, evalBoolean, literalCount, minimalCover, parseBoolean, primeImplicants } from './boolean';

/**
 * Computer-science methods: base conversion, two's complement, arithmetic and bitwise operations
 * in a base, minimal sums of products (Quine–McCluskey), Boolean identities by truth table.
 */
type Result = { steps: StepDraft[]; answer: AnswerDraft; final: Text; method: string; category: string; check?: Text };

const toDigits = (n: bigint, base: Radix): string => (n < 0n ? '-' + (-n).toString(base) : n.toString(base)).toUpperCase();
const intOf = (b: Based): bigint => {
  const { value } = valueOf(b);
  return value.num / value.den;
};
const isInteger = (b: Based): boolean => valueOf(b).value.den === 1n;

function digitsAnswer(value: string, base: Radix): AnswerDraft {
  return { kind: base === 10 ? 'expr' : 'text', value, latex: base === 10 ? value : `${value}_{${base}}`, words: text(`${value} in ${BASE_NAMES[base].en}`, `${value} en ${BASE_NAMES[base].fr}`) };
}

function base(t: TaskOf<'base'>): Result | null {
  const r = conversionSteps(t.value, t.to, t.places);
  if (t.count) {
    if (!/^[0-9A-F]+$/.test(r.digits)) return null;
    const n = String(r.digits.length);
    const what = t.to === 2 ? text('bits', 'bits') : text(`${BASE_NAMES[t.to].en} digits`, `chiffres en ${BASE_NAMES[t.to].fr}`);
    const words = text(`${n} ${what.en}`, `${n} ${what.fr}`);
    return {
      steps: [...r.steps, { title: text('Count the digits', 'Compter les chiffres'), explanation: text(`The number written in base ${t.to} has ${n} digits: that many ${what.en} are needed.`, `Le nombre écrit en base ${t.to} a ${n} chiffres : il faut autant de ${what.fr}.`), formula: `${r.digits}_{${t.to}} \to ${n}` }],
      answer: { kind: 'expr', value: n, latex: n, words }, final: words, method: 'cs.base', category: 'base_conversion',
    };
  }
  return { steps: r.steps, answer: digitsAnswer(r.digits, t.to), final: text(`${t.value.digits} (base ${t.value.base}) = ${r.digits} (base ${t.to})`, `${t.value.digits} (base ${t.value.base}) = ${r.digits} (base ${t.to})`), method: 'cs.base', category: 'base_conversion' };
}

type Extreme = 'smallest' | 'largest' | 'range';
/** The values n bits hold in two's complement: from 100…0 (the sign bit alone, −2ⁿ⁻¹) to 011…1 (2ⁿ⁻¹ − 1). */
function twosRange(op: Extreme, n: number, lo: bigint, hi: bigint): Result {
  return rangeResult(op, lo, hi, [{
    title: text('Weigh the sign bit', 'Peser le bit de signe'),
    explanation: text(`On ${n} bits the leading bit weighs −2^${n - 1} and the others their usual powers of 2.`, `Sur ${n} bits le bit de poids fort pèse −2^${n - 1} et les autres leurs puissances de 2 habituelles.`),
  }, {
    title: text('Take the extreme patterns', 'Prendre les motifs extrêmes'),
    explanation: text('The smallest value is the sign bit alone (10…0); the largest has every bit but the sign bit (01…1).', 'La plus petite valeur est le bit de signe seul (10…0) ; la plus grande a tous les bits sauf le bit de signe (01…1).'),
    formula: `1${'0'.repeat(n - 1)}_{2} = -2^{${n - 1}} = ${lo},\\quad 0${'1'.repeat(n - 1)}_{2} = 2^{${n - 1}} - 1 = ${hi}`,
  }], 'cs.twos');
}

/** The values n bits hold read without sign: from 00…0 (0) to 11…1 (2ⁿ − 1). */
function unsignedRange(op: Extreme, n: number): Result {
  const hi = 2n ** BigInt(n) - 1n;
  return rangeResult(op, 0n, hi, [{
    title: text('Weigh the bits', 'Peser les bits'),
    explanation: text(`Without a sign every one of the ${n} bits weighs its usual power of 2, from 2^0 to 2^${n - 1}.`, `Sans signe chacun des ${n} bits pèse sa puissance de 2 habituelle, de 2^0 à 2^${n - 1}.`),
  }, {
    title: text('Take the extreme patterns', 'Prendre les motifs extrêmes'),
    explanation: text('The smallest value has every bit at 0; the largest has every bit at 1, one less than the next power of 2.', 'La plus petite valeur a tous les bits à 0 ; la plus grande a tous les bits à 1, soit un de moins que la puissance de 2 suivante.'),
    formula: `${'0'.repeat(n)}_{2} = 0,\\quad ${'1'.repeat(n)}_{2} = 2^{${n}} - 1 = ${hi}`,
  }], 'cs.unsigned');
}

function rangeResult(op: Extreme, lo: bigint, hi: bigint, steps: StepDraft[], prefix: string): Result {
  const method = `${prefix}.${op}`;
  if (op === 'range') {
    const value = `[${lo}, ${hi}]`;
    return { steps, answer: { kind: 'text', value, latex: `[${lo},\\ ${hi}]`, words: text(`from ${lo} to ${hi}`, `de ${lo} à ${hi}`) }, final: text(`${lo} to ${hi}`, `${lo} à ${hi}`), method, category: 'twos_complement' };
  }
  const v = `${op === 'smallest' ? lo : hi}`;
  return { steps, answer: { kind: 'expr', value: v, latex: v, words: text(v, v) }, final: text(v, v), method, category: 'twos_complement' };
}

function twos(t: TaskOf<'twos_complement'>): Result | null {
  if (t.system) return signedSystem(t);
  const n = t.bits;
  const lo = -(2n ** BigInt(n - 1));
  const hi = 2n ** BigInt(n - 1) - 1n;
  if (t.op === 'smallest' || t.op === 'largest' || t.op === 'range') return t.unsigned ? unsignedRange(t.op, n) : twosRange(t.op, n, lo, hi);
  if (t.op === 'decode') {
    const u = intOf(t.operands[0]);
    if (u < 0n || u >= 2n ** BigInt(n)) return null;
    const bits = u.toString(2).padStart(n, '0');
    const negative = bits[0] === '1';
    const v = negative ? u - 2n ** BigInt(n) : u;
    const steps: StepDraft[] = [{
      title: text('Write the bits', 'Écrire les bits'),
      explanation: text(`On ${n} bits the pattern is ${bits}; its leading bit is the sign bit.`, `Sur ${n} bits le motif est ${bits} ; le bit de poids fort est le bit de signe.`),
      formula: `${t.operands[0].digits}_{${t.operands[0].base}} = ${bits}_{2} = ${u}\\ (\\text{unsigned})`,
    }, negative ? {
      title: text('Subtract 2ⁿ', 'Soustraire 2ⁿ'),
      explanation: text(`The sign bit is 1, so the value is negative: the unsigned value minus 2^${n}.`, `Le bit de signe vaut 1, la valeur est donc négative : la valeur non signée moins 2^${n}.`),
      formula: `${u} - 2^{${n}} = ${u} - ${2n ** BigInt(n)} = ${v}`,
    } : {
      title: text('Sign bit 0', 'Bit de signe à 0'),
      explanation: text('The sign bit is 0, so the value is the unsigned value.', 'Le bit de signe vaut 0 : la valeur est la valeur non signée.'),
      formula: `${bits}_{2} = ${v}`,
    }];
    return { steps, answer: { kind: 'expr', value: `${v}`, latex: `${v}`, words: text(`${v}`, `${v}`) }, final: text(`${v}`, `${v}`), method: 'cs.twos.decode', category: 'twos_complement' };
  }
  if (t.op === 'negate') {
    const u = intOf(t.operands[0]);
    const bits = u.toString(2).padStart(n, '0');
    const inv = [...bits].map((c) => (c === '0' ? '1' : '0')).join('');
    const out = ((2n ** BigInt(n) - u) % 2n ** BigInt(n)).toString(2).padStart(n, '0');
    const steps: StepDraft[] = [{
      title: text('Invert the bits', 'Inverser les bits'),
      explanation: text('Every 0 becomes 1 and every 1 becomes 0 (the ones\' complement).', 'Chaque 0 devient 1 et chaque 1 devient 0 (complément à un).'),
      formula: `${bits} \\to ${inv}`,
    }, {
      title: text('Add 1', 'Ajouter 1'),
      explanation: text(`Add 1 and keep ${n} bits: the result is the pattern of the opposite value.`, `On ajoute 1 en gardant ${n} bits : le résultat est le motif de la valeur opposée.`),
      formula: `${inv} + 1 = ${out}`,
    }];
    return { steps, answer: { kind: 'text', value: out, latex: out, words: text(out, out) }, final: text(out, out), method: 'cs.twos.negate', category: 'twos_complement' };
  }
  if (t.op === 'encode') {
    const v = intOf(t.operands[0]);
    if (v < lo || v > hi) return null;
    const u = v < 0n ? v + 2n ** BigInt(n) : v;
    const bits = u.toString(2).padStart(n, '0');
    const steps: StepDraft[] = [];
    if (v < 0n) {
      const pos = (-v).toString(2).padStart(n, '0');
      const inv = [...pos].map((c) => (c === '0' ? '1' : '0')).join('');
      steps.push({
        title: text('Write the absolute value', 'Écrire la valeur absolue'),
        explanation: text(`${-v} on ${n} bits.`, `${-v} sur ${n} bits.`),
        formula: `${-v} = ${pos}_{2}`,
      }, {
        title: text('Invert the bits and add 1', 'Inverser les bits et ajouter 1'),
        explanation: text('The two\'s complement of a number is its bitwise complement plus one.', 'Le complément à deux est le complément bit à bit plus un.'),
        formula: `${inv} + 1 = ${bits}`,
      });
    } else {
      steps.push({ title: text('Positive value', 'Valeur positive'), explanation: text(`A non-negative value is written in binary on ${n} bits, sign bit 0.`, `Une valeur positive s'écrit en binaire sur ${n} bits, bit de signe 0.`), formula: `${v} = ${bits}_{2}` });
    }
    steps.push({ title: text('Check the range', "Vérifier l'intervalle"), explanation: text(`${n} bits hold −2^${n - 1} to 2^${n - 1} − 1.`, `${n} bits représentent de −2^${n - 1} à 2^${n - 1} − 1.`), formula: `${lo} \\le ${v} \\le ${hi}` });
    let out = bits;
    if (t.to === 16) {
      out = u.toString(16).toUpperCase().padStart(n / 4, '0');
      steps.push({ title: text('Group the bits by four', 'Grouper les bits par quatre'), explanation: text('Each group of four bits is one hexadecimal digit.', 'Chaque groupe de quatre bits est un chiffre hexadécimal.'), formula: `${bits.replace(/(.{4})(?=.)/g, '$1\\;')} = ${out}_{16}` });
    }
    return { steps, answer: { kind: 'text', value: out, latex: out, words: text(out, out) }, final: text(out, out), method: 'cs.twos.encode', category: 'twos_complement' };
  }
  if (t.op === 'sum') return twosSum(t, lo, hi);
  const [a, b] = t.operands.map(intOf);
  if (b === undefined) return null;
  const r = t.operator === '-' ? a - b : a + b;
  const over = r < lo || r > hi;
  const steps: StepDraft[] = [{
    title: text('Range on n bits', 'Intervalle sur n bits'),
    explanation: text(`In ${n}-bit two's complement the values go from −2^${n - 1} to 2^${n - 1} − 1.`, `En complément à deux sur ${n} bits, les valeurs vont de −2^${n - 1} à 2^${n - 1} − 1.`),
    formula: `[${lo},\\ ${hi}]`,
  }, {
    title: text('Compute the exact result', 'Calculer le résultat exact'),
    explanation: over
      ? text(`${r} is outside the range: the result overflows (the ${n}-bit sum has the wrong sign).`, `${r} est hors de l'intervalle : il y a dépassement (la somme sur ${n} bits a le mauvais signe).`)
      : text(`${r} is inside the range: no overflow.`, `${r} est dans l'intervalle : pas de dépassement.`),
    formula: `${a} ${t.operator ?? '+'} ${b < 0n ? `(${b})` : b} = ${r}`,
  }];
  const value = over ? 'True' : 'False';
  return { steps, answer: { kind: 'bool', value, latex: `\\text{${value}}`, words: over ? text('Yes, it overflows.', 'Oui, il y a dépassement.') : text('No, it does not overflow.', "Non, il n'y a pas de dépassement.") }, final: over ? text('Yes: overflow', 'Oui : dépassement') : text('No overflow', 'Pas de dépassement'), method: 'cs.twos.overflow', category: 'twos_complement' };
}

/** a ± b on n bits: each value as its pattern, a difference added as the two's complement of b, the carry out of n bits dropped. */
function twosSum(t: TaskOf<'twos_complement'>, lo: bigint, hi: bigint): Result | null {
  const n = t.bits;
  const span = 2n ** BigInt(n);
  // a pattern n bits wide stands for its signed value, a shorter one for a non-negative number
  const [a, b] = t.operands.map((o) => (o.base === 2 && o.digits.length === n && o.digits[0] === '1' ? intOf(o) - span : intOf(o)));
  if (b === undefined || a < lo || a > hi || b < lo || b > hi) return null;
  const pat = (v: bigint): string => (((v % span) + span) % span).toString(2).padStart(n, '0');
  const steps: StepDraft[] = [{
    title: text('Write both values on n bits', 'Écrire les deux valeurs sur n bits'),
    explanation: text(`In ${n}-bit two's complement, ${a} and ${b} are written:`, `En complément à deux sur ${n} bits, ${a} et ${b} s'écrivent :`),
    formula: `${a} = ${pat(a)}_{2},\\quad ${b} = ${pat(b)}_{2}`,
  }];
  let addend = pat(b);
  if (t.operator === '-') {
    const inv = [...pat(b)].map((c) => (c === '0' ? '1' : '0')).join('');
    addend = pat(-b);
    steps.push({
      title: text('Subtract by adding the opposite', "Soustraire en ajoutant l'opposé"),
      explanation: text(`a − b = a + (−b): invert the bits of ${pat(b)} and add 1.`, `a − b = a + (−b) : on inverse les bits de ${pat(b)} et on ajoute 1.`),
      formula: `${inv} + 1 = ${addend}`,
    });
  }
  const raw = BigInt(`0b${pat(a)}`) + BigInt(`0b${addend}`);
  const out = (raw % span).toString(2).padStart(n, '0');
  const r = t.operator === '-' ? a - b : a + b;
  const over = r < lo || r > hi;
  steps.push({
    title: text('Add and keep n bits', 'Additionner et garder n bits'),
    explanation: raw >= span
      ? text(`The carry out of the ${n} bits is dropped.`, `La retenue sortant des ${n} bits est ignorée.`)
      : text(`No carry leaves the ${n} bits.`, `Aucune retenue ne sort des ${n} bits.`),
    formula: `${pat(a)} + ${addend} = ${raw.toString(2)}\\ \\to\\ ${out}`,
  }, {
    title: over ? text('Overflow', 'Dépassement') : text('Read the result', 'Lire le résultat'),
    explanation: over
      ? text(`${r} lies outside [${lo}, ${hi}]: the ${n}-bit pattern overflows and does not stand for ${r}.`, `${r} est hors de [${lo}, ${hi}] : le motif sur ${n} bits déborde et ne représente pas ${r}.`)
      : text(`The pattern stands for ${r}, inside [${lo}, ${hi}]: no overflow.`, `Le motif représente ${r}, dans [${lo}, ${hi}] : pas de dépassement.`),
    formula: `${a} ${t.operator ?? '+'} ${b < 0n ? `(${b})` : b} = ${r}`,
  });
  const said = over ? text(`${out} (overflow: ${r} does not fit in ${n} bits)`, `${out} (dépassement : ${r} ne tient pas sur ${n} bits)`) : text(`${out} (= ${r})`, `${out} (= ${r})`);
  return { steps, answer: { kind: 'text', value: out, latex: out, words: said }, final: said, method: 'cs.twos.sum', category: 'twos_complement' };
}

function arith(t: TaskOf<'binary_arith'>): Result | null {
  const [x, y] = t.operands.map((o) => valueOf(o).value);
  let r: Rational;
  if (t.op === '+') r = rat(x.num * y.den + y.num * x.den, x.den * y.den);
  else if (t.op === '-') r = rat(x.num * y.den - y.num * x.den, x.den * y.den);
  else if (t.op === '*') r = rat(x.num * y.num, x.den * y.den);
  else {
    if (y.num === 0n) return null;
    r = rat(x.num * y.den, x.den * y.num);
  }
  const out = digitsIn(r, t.to);
  const dec = (q: Rational): string => digitsIn(q, 10).digits;
  const operandsStep: StepDraft = {
    title: text('Convert the operands', 'Convertir les opérandes'),
    explanation: text('Read each operand by place value.', 'On lit chaque opérande selon les positions.'),
    formula: t.operands.map((o, k) => `${o.digits}_{${o.base}} = ${dec([x, y][k])}`).join(',\\quad '),
  };
  if (t.op === '/' && (t.part || t.places !== undefined || !out.exact)) {
    // the quotient alone asked of a division that ends after the point (1101 ÷ 100 = 11.01) could be either 11.01 or 11
    if (t.part === 'quotient' && out.exact && r.den !== 1n) return null;
    return divisionResult(t, x, y, operandsStep);
  }
  if (!out.exact) return null;
  const steps: StepDraft[] = [operandsStep, {
    title: text('Compute', 'Calculer'),
    explanation: text('Operate on the values.', 'On effectue l\'opération sur les valeurs.'),
    formula: `${dec(x)} ${t.op === '*' ? '\\times' : t.op} ${dec(y)} = ${dec(r)}`,
  }];
  if (t.to !== 10) steps.push(...conversionSteps({ digits: dec(r), base: 10 }, t.to).steps);
  return { steps, answer: digitsAnswer(out.digits, t.to), final: text(`${out.digits} (base ${t.to})`, `${out.digits} (base ${t.to})`), method: 'cs.arith', category: 'binary_arith' };
}

function bitwise(t: TaskOf<'bitwise'>): Result | null {
  if (!t.operands.every(isInteger)) return null;
  const n = t.bits;
  const mask = 2n ** BigInt(n) - 1n;
  const [a, b] = t.operands.map(intOf);
  if (a < 0n || (b !== undefined && b < 0n)) return null;
  let r: bigint;
  switch (t.op) {
    case 'and': r = a & (b ?? 0n); break;
    case 'or': r = a | (b ?? 0n); break;
    case 'xor': r = a ^ (b ?? 0n); break;
    case 'nand': r = ~(a & (b ?? 0n)); break;
    case 'nor': r = ~(a | (b ?? 0n)); break;
    case 'not': r = ~a; break;
    case 'shl': r = a << BigInt(t.shift ?? 0); break;
    case 'shr': r = a >> BigInt(t.shift ?? 0); break;
  }
  r &= mask;
  const bin = (v: bigint): string => v.toString(2).padStart(n, '0');
  const rule: Record<TaskOf<'bitwise'>['op'], Text> = {
    and: text('AND gives 1 only where both bits are 1.', 'ET donne 1 seulement où les deux bits valent 1.'),
    or: text('OR gives 1 where at least one bit is 1.', 'OU donne 1 où au moins un bit vaut 1.'),
    xor: text('XOR gives 1 where the bits differ.', 'OU exclusif donne 1 où les bits diffèrent.'),
    nand: text('NAND is the complement of AND.', 'NON-ET est le complément de ET.'),
    nor: text('NOR is the complement of OR.', 'NON-OU est le complément de OU.'),
    not: text('NOT flips every bit.', 'NON inverse chaque bit.'),
    shl: text(`Shift left by ${t.shift ?? 0}: bits move towards the most significant end, zeros enter on the right, bits leaving the ${n}-bit width are lost.`, `Décalage à gauche de ${t.shift ?? 0} : les bits montent vers le poids fort, des zéros entrent à droite, les bits qui sortent des ${n} bits sont perdus.`),
    shr: text(`Shift right by ${t.shift ?? 0} (logical): zeros enter on the left.`, `Décalage à droite de ${t.shift ?? 0} (logique) : des zéros entrent à gauche.`),
  };
  const opTex = { and: '\\land', or: '\\lor', xor: '\\oplus', nand: '\\uparrow', nor: '\\downarrow', not: '\\lnot', shl: '\\ll', shr: '\\gg' }[t.op];
  const formula = t.op === 'not' ? `\\lnot\\,${bin(a)} = ${bin(r)}` : t.op === 'shl' || t.op === 'shr' ? `${bin(a)} ${opTex} ${t.shift ?? 0} = ${bin(r)}` : `\\begin{array}{r}${bin(a)}\\\\ ${opTex}\\;${bin(b ?? 0n)}\\\\ \\hline ${bin(r)}\\end{array}`;
  const steps: StepDraft[] = [{
    title: text(`Write the operands on ${n} bits`, `Écrire les opérandes sur ${n} bits`),
    explanation: text('Line the bits up, most significant first.', 'On aligne les bits, poids fort en tête.'),
    formula: t.operands.map((o, k) => `${o.digits}_{${o.base}} = ${bin([a, b ?? 0n][k])}`).join(',\\quad '),
  }, { title: text('Apply the operation bit by bit', "Appliquer l'opération bit à bit"), explanation: rule[t.op], formula }];
  const value = t.to === 2 ? bin(r) : t.to === 16 ? r.toString(16).toUpperCase().padStart(Math.ceil(n / 4), '0') : toDigits(r, t.to);
  if (t.to !== 2) steps.push({ title: text('Write the result', 'Écrire le résultat'), explanation: text(`In ${BASE_NAMES[t.to].en}.`, `En ${BASE_NAMES[t.to].fr}.`), formula: `${bin(r)}_{2} = ${value}_{${t.to}}` });
  return { steps, answer: digitsAnswer(value, t.to), final: text(value, value), method: `cs.bitwise.${t.op}`, category: 'bitwise' };
}

const latexOf = (v: string): string => v.replace(/([A-Za-z])'/g, '\\overline{$1}');
const order = (term: string, vars: string[]): string => term.replace(/([A-Za-z])('?)/g, (_m, v: string, p: string) => String.fromCharCode(97 + vars.indexOf(v) * 2 + (p ? 1 : 0)));

function minimise(t: TaskOf<'boolean'>, ctx: SolveContext): Result | null {
  const n = t.variables.length;
  const dc = t.dontcares.filter((m) => !t.minterms.includes(m));
  if (t.minterms.some((m) => m >= 2 ** n) || dc.some((m) => m >= 2 ** n)) return null;
  const { primes, rounds } = primeImplicants(n, t.minterms, dc);
  const cover = minimalCover(n, primes, t.minterms, () => ctx.checkTime());
  // terms in the variables' order (A before B, a variable before its complement)
  const value = t.minterms.length === 0 ? '0' : cover.map((c) => cubeText(t.variables, c)).sort((a, b) => order(a, t.variables).localeCompare(order(b, t.variables))).join(' + ');
  const literals = cover.reduce((sum, c) => sum + literalCount(n, c), 0);
  const steps: StepDraft[] = [{
    title: text('List the minterms in binary', 'Écrire les mintermes en binaire'),
    explanation: dc.length
      ? text(`${t.variables.join(', ')} with ${t.variables[0]} as the most significant bit; the don't-cares (d) may be used to combine but need not be covered.`, `${t.variables.join(', ')} avec ${t.variables[0]} en poids fort ; les cas indifférents (d) servent à regrouper mais n'ont pas à être couverts.`)
      : text(`${t.variables.join(', ')} with ${t.variables[0]} as the most significant bit.`, `${t.variables.join(', ')} avec ${t.variables[0]} en poids fort.`),
    table: {
      header: [text('\\text{Minterm}', '\\text{Minterme}'), ...t.variables],
      rows: rounds[0].map((c) => [`${c.value}${dc.includes(c.value) ? '\\,(d)' : ''}`, ...cubePattern(n, c).split('')]),
      rowHeaders: true,
    },
  }];
  rounds.slice(1).forEach((r, k) => steps.push({
    title: text(`Combine (round ${k + 1})`, `Regrouper (étape ${k + 1})`),
    explanation: text('Two terms that differ in exactly one bit merge, that bit becoming a dash.', 'Deux termes qui diffèrent d\'un seul bit fusionnent, ce bit devenant un tiret.'),
    formula: r.map((c) => cubePattern(n, c)).join(',\\ '),
  }));
  steps.push({
    title: text('Prime implicants', 'Impliquants premiers'),
    explanation: text('The terms that merged with no other.', "Les termes qui n'ont fusionné avec aucun autre."),
    // The prime implicant chart: which minterms each prime covers, what the cover is chosen from.
    table: {
      header: [text('\\text{Prime implicant}', '\\text{Impliquant premier}'), ...t.minterms.map(String)],
      // The term as typed (A'C), which reads the same copied as text; a cross where the prime covers the minterm, as in textbooks.
      rows: primes.map((c) => [`${cubePattern(n, c)} = ${cubeText(t.variables, c)}`, ...t.minterms.map((m) => (covers(c, m) ? '\\times' : ''))]),
      rowHeaders: true,
    },
  }, {
    title: text('Choose a minimal cover', 'Choisir une couverture minimale'),
    explanation: text(
      `Every minterm${dc.length ? ' (not the don\'t-cares)' : ''} must be covered, with the fewest literals in total (Petrick's method): ${literals} literals.`,
      `Chaque minterme${dc.length ? ' (pas les cas indifférents)' : ''} doit être couvert, avec le moins de littéraux au total (méthode de Petrick) : ${literals} littéraux.`,
    ),
    formula: `F = ${latexOf(value)}`,
  });
  return {
    steps, answer: { kind: 'boolean', value, latex: latexOf(value), words: text(`F = ${value}`, `F = ${value}`) }, final: text(`F = ${value}`, `F = ${value}`), method: 'cs.boolean.qm', category: 'boolean_min',
    check: n <= 4
      ? text('Checked independently: the answer agrees with the function on every row of its truth table outside the don\'t-cares, and no sum of products has fewer literals.', 'Vérifié indépendamment : la réponse coïncide avec la fonction sur chaque ligne de sa table de vérité hors cas indifférents, et aucune somme de produits n\'a moins de littéraux.')
      : text('Checked independently: the answer agrees with the function on every row of its truth table outside the don\'t-cares.', 'Vérifié indépendamment : la réponse coïncide avec la fonction sur chaque ligne de sa table de vérité hors cas indifférents.'),
  };
}

/** The expression as LaTeX for a table's header: NOT as a bar or ¬, AND as a dot, OR as +. */
const exprTex = (e: string): string => latexOf(e).replace(/¬/g, '\\lnot ').replace(/∧/g, '\\land ').replace(/∨/g, '\\lor ').replace(/⊕/g, '\\oplus ').replace(/→|⇒/g, '\\rightarrow ').replace(/·/g, '\\cdot ');

/** The truth table of an expression: every row in binary order, the output column read off as the answer. */
function truthTable(t: TaskOf<'boolean'> & { table: string }): Result | null {
  const n = t.variables.length;
  if (t.minterms.some((m) => m >= 2 ** n)) return null;
  const on = new Set(t.minterms);
  const rows = Array.from({ length: 2 ** n }, (_, k) => [...k.toString(2).padStart(n, '0').split(''), on.has(k) ? '1' : '0']);
  const column = rows.map((r) => r[n]).join('');
  const vars = t.variables.join(', ');
  const sum = t.minterms.length ? `\\sum m(${t.minterms.join(', ')})` : '0';
  const steps: StepDraft[] = [{
    title: text('List the rows', 'Lister les lignes'),
    explanation: text(`${n} variables give 2^${n} = ${2 ** n} rows: the values of ${vars} counted in binary from ${'0'.repeat(n)} to ${'1'.repeat(n)}, ${t.variables[0]} as the most significant bit.`, `${n} variables donnent 2^${n} = ${2 ** n} lignes : les valeurs de ${vars} comptées en binaire de ${'0'.repeat(n)} à ${'1'.repeat(n)}, ${t.variables[0]} en poids fort.`),
  }, {
    title: text('Evaluate the expression on each row', "Évaluer l'expression sur chaque ligne"),
    explanation: text('NOT first, then AND, then OR (brackets first).', 'NON d\'abord, puis ET, puis OU (les parenthèses en premier).'),
    table: { header: [...t.variables, exprTex(t.table)], rows },
  }, {
    title: text('Read the output column', 'Lire la colonne de sortie'),
    explanation: text(`From the top row to the bottom the output is ${column}; it is 1 on the rows numbered ${t.minterms.join(', ') || '(none)'}.`, `De la première ligne à la dernière la sortie vaut ${column} ; elle vaut 1 sur les lignes numéros ${t.minterms.join(', ') || '(aucune)'}.`),
    formula: `F(${vars}) = ${sum}`,
  }];
  const words = text(`output column ${column} (rows ${'0'.repeat(n)} to ${'1'.repeat(n)})`, `colonne de sortie ${column} (lignes ${'0'.repeat(n)} à ${'1'.repeat(n)})`);
  return {
    steps, answer: { kind: 'text', value: column, latex: column, words }, final: words, method: 'cs.boolean.truth_table', category: 'logic_equivalence',
    check: text('Checked independently: the expression evaluated again on every row by a separate evaluator.', "Vérifié indépendamment : l'expression réévaluée sur chaque ligne par un évaluateur distinct."),
  };
}

function logic(t: TaskOf<'logic'>): Result | null {
  const l = parseBoolean(t.lhs);
  const r = parseBoolean(t.rhs);
  if (!l || !r) return null;
  const vars = t.variables;
  const rows: string[][] = [];
  let counter: string | null = null;
  for (let k = 0; k < 2 ** vars.length; k++) {
    const env = assignment(vars, k);
    const a = evalBoolean(l, env) ? 1 : 0;
    const b = evalBoolean(r, env) ? 1 : 0;
    rows.push([...vars.map((v) => (env[v] ? '1' : '0')), String(a), String(b)]);
    if (a !== b && counter === null) counter = vars.map((v) => `${v} = ${env[v] ? 1 : 0}`).join(', ');
  }
  const holds = counter === null;
  const steps: StepDraft[] = [{
    title: text('Truth table', 'Table de vérité'),
    explanation: text(`Evaluate both sides for all ${2 ** vars.length} values of ${vars.join(', ')} (+ is OR, a product is AND, ' is NOT).`, `On évalue les deux membres pour les ${2 ** vars.length} valeurs de ${vars.join(', ')} (+ est OU, un produit est ET, ' est NON).`),
    table: { header: [...vars, t.lhs, t.rhs], rows },
  }, {
    title: text('Compare the columns', 'Comparer les colonnes'),
    explanation: holds
      ? text('The two columns agree on every row: the identity holds.', "Les deux colonnes coïncident sur chaque ligne : l'identité est vraie.")
      : text(`They differ for ${counter}: the identity is false.`, `Elles diffèrent pour ${counter} : l'identité est fausse.`),
  }];
  const value = holds ? 'True' : 'False';
  return { steps, answer: { kind: 'bool', value, latex: `\\text{${value}}`, words: holds ? text('True.', 'Vrai.') : text('False.', 'Faux.') }, final: holds ? text('True', 'Vrai') : text('False', 'Faux'), method: 'cs.logic.truth_table', category: 'logic_equivalence' };
}

function run(t: Task, ctx: SolveContext): Result | null {
  switch (t.kind) {
    case 'base': return base(t);
    case 'twos_complement': return twos(t);
    case 'binary_arith': return arith(t);
    case 'bitwise': return bitwise(t);
    case 'boolean': return t.table ? truthTable({ ...t, table: t.table }) : minimise(t, ctx);
    case 'logic': return logic(t);
    default: return null;
  }
}

const CHECKS: Partial<Record<Task['kind'], Text>> = {
  base: text('Checked independently: the answer read back in its base gives the same exact value.', 'Vérifié indépendamment : la réponse relue dans sa base donne la même valeur exacte.'),
  twos_complement: text('Checked independently: the bit weights (−2ⁿ⁻¹ for the sign bit) or the range of n bits recomputed.', 'Vérifié indépendamment : poids des bits (−2ⁿ⁻¹ pour le bit de signe) ou intervalle des n bits recalculés.'),
  binary_arith: text('Checked independently: the operation redone on the exact values of the operands and of the answer.', "Vérifié indépendamment : l'opération refaite sur les valeurs exactes des opérandes et de la réponse."),
  bitwise: text('Checked independently: the operation redone on whole numbers with a mask of n bits.', "Vérifié indépendamment : l'opération refaite sur les entiers avec un masque de n bits."),
  logic: text('Checked independently: both sides evaluated on every row of the truth table.', 'Vérifié indépendamment : les deux membres évalués sur chaque ligne de la table de vérité.'),
};

export const csStrategy: Strategy = {
  name: 'cs',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (!t) return null;
    const r = run(t, ctx);
    if (!r) return null;
    return {
      method: r.method,
      category: r.category,
      steps: r.steps,
      answer: r.answer,
      finalAnswer: r.final,
      verified: true,
      verification: r.check ?? CHECKS[t.kind] ?? text('Checked independently.', 'Vérifié indépendamment.'),
    };
  },
};
