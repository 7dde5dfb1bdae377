import type { TaskOf } from '../task/task';
import type { Based } from '../task/cs';

/**
 * The verifier of computer-science answers, sharing no code with the methods: numbers are
 * evaluated back with BigInt literals (`0x…`, `0b…`, `0o…`) scaled by a power of the base,
 * bit operations recomputed on masks, Boolean answers evaluated row by row with a separate
 * evaluator, and a minimal sum of products compared with an exhaustive search over all products
 * of literals (up to 4 variables).
 */
interface Frac { n: bigint; d: bigint }
const PREFIX: Record<number, string> = { 2: '0b', 8: '0o', 16: '0x', 10: '' };

/** Digits in a base as an exact fraction: the digits without the point, over base^(digits after it). */
function exact(digits: string, base: number): Frac | null {
  const s = digits.trim().toUpperCase();
  const m = /^(-?)([0-9A-F]+)(?:\.([0-9A-F]+))?$/.exec(s);
  if (!m) return null;
  const all = m[2] + (m[3] ?? '');
  const ok = [...all].every((c) => parseInt(c, 16) < base);
  if (!ok) return null;
  const whole = BigInt(`${PREFIX[base]}${all}`);
  return { n: m[1] ? -whole : whole, d: BigInt(base) ** BigInt((m[3] ?? '').length) };
}
const eq = (a: Frac, b: Frac): boolean => a.n * b.d === b.n * a.d;
const ofBased = (b: Based): Frac | null => exact(b.digits, b.base);

/** An answer in a base: strip a 0x/0b/0o prefix or a _16 / subscript marker. */
function answerDigits(value: string, base: number): Frac | null {
  const v = value.trim().replace(/^(-?)0[xbo]/i, '$1').replace(/_\{?\d+\}?$/, '').replace(/\s+/g, '');
  return exact(v, base);
}

export function verifyBase(t: TaskOf<'base'>, value: string): boolean {
  const x = ofBased(t.value);
  // the count of digits: the whole number against the powers of the base it lies between
  if (t.count) {
    const k = /^\s*(\d+)\s*$/.exec(value);
    if (!x || !k || x.d !== 1n || x.n <= 0n) return false;
    const b = BigInt(t.to);
    const n = BigInt(k[1]);
    return b ** (n - 1n) <= x.n && x.n < b ** n;
  }
  const a = answerDigits(value, t.to);
  if (!x || !a) return false;
  if (eq(x, a)) return true;
  // a non-terminating expansion: a truncation to the places asked (else at least 8), below the value by less than one unit of the last place
  const places = (value.split('.')[1] ?? '').length;
  if (t.places ? places !== t.places : places < 8) return false;
  const unit: Frac = { n: 1n, d: BigInt(t.to) ** BigInt(places) };
  const abs = (f: Frac): Frac => ({ n: f.n < 0n ? -f.n : f.n, d: f.d });
  const ax = abs(x);
  const aa = abs(a);
  const diff = ax.n * aa.d - aa.n * ax.d; // (|x| − |a|) · dx·da
  return diff > 0n && diff * unit.d < unit.n * ax.d * aa.d;
}

/**
 * Ones' complement and sign-magnitude checked by arithmetic rather than by bits: a negative v is
 * 2ⁿ − 1 + v in ones' complement and 2ⁿ⁻¹ − v in sign-magnitude; 0 has both of its patterns.
 */
function verifySignedSystem(t: TaskOf<'twos_complement'>, value: string, int: (b: Based) => bigint | null): boolean {
  const span = 1n << BigInt(t.bits);
  const max = (span >> 1n) - 1n;
  const ones = t.system === 'ones';
  const w = value.trim();
  const isPattern = new RegExp(`^[01]{${t.bits}}$`).test(w);
  const stands = (u: bigint, v: bigint): boolean => v >= -max && v <= max && (v > 0n ? u === v : v < 0n ? u === (ones ? span - 1n + v : (span >> 1n) - v) : u === 0n || u === (ones ? span - 1n : span >> 1n));
  if (t.op === 'smallest' || t.op === 'largest') return /^-?\d+$/.test(w) && BigInt(w) === (t.op === 'smallest' ? -max : max);
  if (t.op === 'range') return w === `[${-max}, ${max}]`;
  if (t.op === 'sum') {
    // ones' complement adds modulo 2ⁿ − 1: the pattern read as unsigned is a ± b there, and stands for a ± b when it fits
    const [a, b] = t.operands.map((o) => {
      const v = int(o);
      return v !== null && o.base === 2 && o.digits.length === t.bits && o.digits[0] === '1' ? v - (span - 1n) : v;
    });
    if (!ones || !isPattern || a === null || b === null || a === undefined || b === undefined) return false;
    const r = t.operator === '-' ? a - b : a + b;
    const u = BigInt(`0b${w}`);
    return r >= -max && r <= max ? stands(u, r) : (u - r) % (span - 1n) === 0n;
  }
  const given = t.operands[0] ? int(t.operands[0]) : null;
  if (given === null) return false;
  if (t.op === 'decode') return /^-?\d+$/.test(w) && given >= 0n && given < span && stands(given, BigInt(w));
  if (t.op === 'encode') return isPattern && stands(BigInt(`0b${w}`), given);
  if (t.op === 'negate') {
    const u = BigInt(`0b${isPattern ? w : '0'}`);
    // a pattern and its ones' complement add up to 2ⁿ − 1; sign-magnitude opposites differ by the sign bit's weight
    return isPattern && (ones ? u + given === span - 1n : u - given === span >> 1n || given - u === span >> 1n);
  }
  return false;
}

export function verifyTwos(t: TaskOf<'twos_complement'>, kind: string, value: string): boolean {
  const n = BigInt(t.bits);
  const span = 1n << n;
  const min = -(span >> 1n);
  const max = (span >> 1n) - 1n;
  const int = (b: Based): bigint | null => {
    const f = ofBased(b);
    return f && f.n % f.d === 0n ? f.n / f.d : null;
  };
  if (t.system) return verifySignedSystem(t, value, int);
  if (t.op === 'overflow') {
    const [a, b] = t.operands.map(int);
    if (a === null || b === null || a === undefined || b === undefined || kind !== 'bool') return false;
    const r = t.operator === '-' ? a - b : a + b;
    return value.trim() === (r < min || r > max ? 'True' : 'False');
  }
  if (t.op === 'sum') {
    // an operand pattern as wide as the width is signed: its top bit weighs −2ⁿ⁻¹
    const [a, b] = t.operands.map((o) => {
      const v = int(o);
      return v !== null && o.base === 2 && o.digits.length === t.bits && o.digits[0] === '1' ? v - span : v;
    });
    const w = value.trim();
    if (a === null || b === null || a === undefined || b === undefined || kind !== 'text' || !new RegExp(`^[01]{${t.bits}}$`).test(w)) return false;
    // the pattern read with the sign bit weighing −2ⁿ⁻¹ is the exact result, up to a multiple of 2ⁿ when it overflows
    const signed = [...w].reduce((acc, c, k) => acc + (c === '1' ? (k === 0 ? -1n : 1n) << BigInt(t.bits - 1 - k) : 0n), 0n);
    const r = t.operator === '-' ? a - b : a + b;
    return (r - signed) % span === 0n;
  }
  if (t.op === 'smallest' || t.op === 'largest' || t.op === 'range') {
    // the extreme patterns 10…0 and 01…1 read bit by bit, the leading bit weighing −2ⁿ⁻¹
    const weights = (pattern: string): bigint => [...pattern].reduce((acc, c, k) => acc + (c === '1' ? (k === 0 ? -1n : 1n) << BigInt(pattern.length - 1 - k) : 0n), 0n);
    // unsigned: every bit weighs its power of 2, from 00…0 to 11…1
    const plain = (pattern: string): bigint => [...pattern].reduce((acc, c) => 2n * acc + (c === '1' ? 1n : 0n), 0n);
    const least = t.unsigned ? plain('0'.repeat(t.bits)) : weights('1' + '0'.repeat(t.bits - 1));
    const most = t.unsigned ? plain('1'.repeat(t.bits)) : weights('0' + '1'.repeat(t.bits - 1));
    const v = value.trim();
    if (t.op === 'range') return v === `[${least}, ${most}]`;
    return /^-?\d+$/.test(v) && BigInt(v) === (t.op === 'smallest' ? least : most);
  }
  if (t.op === 'decode') {
    const u = int(t.operands[0]);
    if (u === null || !/^-?\d+$/.test(value.trim())) return false;
    // the pattern's weights: the top bit weighs −2^(n−1), the others their usual powers
    const top = (u >> (n - 1n)) & 1n;
    const signed = (u & (max)) - top * (span >> 1n);
    return u >= 0n && u < span && BigInt(value.trim()) === signed;
  }
  if (t.op === 'negate') {
    const u = int(t.operands[0]);
    const w = value.trim();
    // a pattern and its two's complement add up to 2ⁿ (or both are 0)
    return u !== null && new RegExp(`^[01]{${t.bits}}$`).test(w) && (u + BigInt(`0b${w}`)) % span === 0n;
  }
  const v = int(t.operands[0]);
  const w = value.trim().replace(/^0[xb]/i, '');
  // a pattern in hexadecimal is read four bits per digit
  const bits = t.to === 16 && new RegExp(`^[0-9A-Fa-f]{${t.bits / 4}}$`).test(w) ? [...w].map((c) => parseInt(c, 16).toString(2).padStart(4, '0')).join('') : w;
  if (v === null || !new RegExp(`^[01]{${t.bits}}$`).test(bits)) return false;
  const u = BigInt(`0b${bits}`);
  return (u >= span >> 1n ? u - span : u) === v;
}

/**
 * A long division: q and r whole, a = b·q + r with 0 ≤ r < b; a quotient to n places: n digits after
 * the point and less than one unit of the last place away from a/b.
 */
function verifyDivision(t: TaskOf<'binary_arith'>, x: Frac, y: Frac, value: string): boolean {
  if (t.places !== undefined) {
    const a = answerDigits(value, t.to);
    const frac = /\.([0-9A-Fa-f]+)\s*$/.exec(value.trim());
    if (!a || !frac || frac[1].length !== t.places || y.n === 0n) return false;
    // |a − x/y| < base^(−places), in whole numbers: |a.n·x.d·y.n − x.n·y.d·a.d|·base^places < a.d·x.d·|y.n|
    const diff = a.n * x.d * y.n - x.n * y.d * a.d;
    const abs = (v: bigint): bigint => (v < 0n ? -v : v);
    return abs(diff) * BigInt(t.to) ** BigInt(t.places) < abs(a.d * x.d * y.n);
  }
  if (x.d !== 1n || y.d !== 1n || y.n <= 0n || x.n < 0n) return false;
  const both = /^\s*q\s*=\s*(\S+?)\s*,\s*r\s*=\s*(\S+?)\s*$/i.exec(value);
  const q = t.part === 'both' ? (both ? answerDigits(both[1], t.to) : null) : t.part === 'quotient' ? answerDigits(value, t.to) : null;
  const r = t.part === 'both' ? (both ? answerDigits(both[2], t.to) : null) : t.part === 'remainder' ? answerDigits(value, t.to) : null;
  if ((t.part !== 'remainder' && (!q || q.d !== 1n)) || (t.part !== 'quotient' && (!r || r.d !== 1n))) return false;
  // the part not written is the one the other determines: q = ⌊a/b⌋ and r = a − b·q
  const qn = q ? q.n : (x.n - (r as Frac).n) / y.n;
  const rn = r ? r.n : x.n - y.n * qn;
  return rn >= 0n && rn < y.n && x.n === y.n * qn + rn;
}

export function verifyArith(t: TaskOf<'binary_arith'>, value: string): boolean {
  const [x, y] = t.operands.map(ofBased);
  if (x && y && t.op === '/' && (t.part || t.places !== undefined)) return verifyDivision(t, x, y, value);
  const a = answerDigits(value, t.to);
  if (!x || !y || !a) return false;
  // a·dx·dy compared with the operation done on the numerators
  switch (t.op) {
    case '+': return a.n * x.d * y.d === a.d * (x.n * y.d + y.n * x.d);
    case '-': return a.n * x.d * y.d === a.d * (x.n * y.d - y.n * x.d);
    case '*': return a.n * x.d * y.d === a.d * x.n * y.n;
    case '/': return y.n !== 0n && a.n * x.d * y.n === a.d * x.n * y.d;
  }
}

export function verifyBitwise(t: TaskOf<'bitwise'>, value: string): boolean {
  const ops = t.operands.map(ofBased);
  if (ops.some((o) => !o || o.d !== 1n)) return false;
  const [a, b = 0n] = ops.map((o) => (o ? o.n : 0n));
  const all = (1n << BigInt(t.bits)) - 1n;
  const s = BigInt(t.shift ?? 0);
  const expected = {
    and: a & b, or: a | b, xor: a ^ b, nand: all ^ (a & b), nor: all ^ (a | b), not: all ^ a,
    shl: (a * 2n ** s) & all, shr: (a / 2n ** s) & all,
  }[t.op] & all;
  const v = value.trim();
  const got = answerDigits(v, t.to);
  if (!got || got.d !== 1n || got.n !== expected) return false;
  // a bit pattern is written on its full width
  return t.to !== 2 || v.replace(/^0b/i, '').length === t.bits;
}

/* ---------- Boolean answers: a separate evaluator (shunting-yard to postfix) ---------- */

type Tok = string;
function postfix(src: string): Tok[] | null {
  const s = src.replace(/->|→|⇒/g, '>').replace(/\s+/g, '').replace(/[’′]/g, "'").replace(/[·∧&.]/g, '*').replace(/[∨|]/g, '+').replace(/[⊕]/g, '^').replace(/[¬!~]/g, '!');
  const raw: Tok[] = [];
  for (const c of s) {
    if (!/[A-Za-z01()'*+^!>]/.test(c)) return null;
    const prev = raw[raw.length - 1];
    // juxtaposition is AND: an operand or ) or ' followed by an operand, ( or !
    if (prev !== undefined && /[A-Za-z01)']/.test(prev) && /[A-Za-z01(!]/.test(c)) raw.push('*');
    raw.push(c);
  }
  const out: Tok[] = [];
  const stack: Tok[] = [];
  const prec: Record<string, number> = { '>': 0, '+': 1, '^': 2, '*': 3, '!': 4 };
  for (const c of raw) {
    if (/[A-Za-z01]/.test(c)) out.push(c);
    else if (c === "'") out.push('!');
    else if (c === '!') stack.push(c);
    else if (c === '(') stack.push(c);
    else if (c === ')') {
      while (stack.length && stack[stack.length - 1] !== '(') out.push(stack.pop() as Tok);
      if (stack.pop() !== '(') return null;
      // a prefix NOT applied to the bracket
      while (stack[stack.length - 1] === '!') out.push(stack.pop() as Tok);
    } else {
      // implication groups to the right, the other operators to the left
      while (stack.length && stack[stack.length - 1] !== '(' && (c === '>' ? prec[stack[stack.length - 1]] > prec[c] : prec[stack[stack.length - 1]] >= prec[c])) out.push(stack.pop() as Tok);
      stack.push(c);
    }
  }
  while (stack.length) {
    const c = stack.pop() as Tok;
    if (c === '(') return null;
    out.push(c);
  }
  return out;
}

function run(code: Tok[], env: Map<string, boolean>): boolean | null {
  const st: boolean[] = [];
  for (const c of code) {
    if (c === '0' || c === '1') st.push(c === '1');
    else if (/[A-Za-z]/.test(c)) {
      const v = env.get(c);
      if (v === undefined) return null;
      st.push(v);
    } else if (c === '!') {
      const a = st.pop();
      if (a === undefined) return null;
      st.push(!a);
    } else {
      const b = st.pop();
      const a = st.pop();
      if (a === undefined || b === undefined) return null;
      st.push(c === '*' ? a && b : c === '+' ? a || b : c === '>' ? !a || b : a !== b);
    }
  }
  return st.length === 1 ? st[0] : null;
}

const row = (vars: string[], k: number): Map<string, boolean> => new Map(vars.map((v, j) => [v, Math.floor(k / 2 ** (vars.length - 1 - j)) % 2 === 1]));

/** Products of literals separated by +, each literal a letter possibly primed: its literal count, or null. */
function sopLiterals(value: string): number | null {
  const v = value.replace(/\s+/g, '').replace(/[’′]/g, "'").replace(/[·*.]/g, '');
  if (v === '0' || v === '1') return 0;
  const terms = v.split('+');
  let count = 0;
  for (const term of terms) {
    if (!/^(?:[A-Za-z]'?)+$/.test(term)) return null;
    count += (term.match(/[A-Za-z]/g) ?? []).length;
  }
  return count;
}

/** The fewest literals of any sum of products equal to F on its care rows, by exhaustive search. */
function minimumLiterals(n: number, on: Set<number>, off: Set<number>): number {
  // every product: each variable absent, true or false (3ⁿ); keep those with no off-row
  const implicants: Array<{ rows: number[]; lits: number }> = [];
  for (let code = 0; code < 3 ** n; code++) {
    const spec: number[] = [];
    let c = code;
    for (let j = 0; j < n; j++) {
      spec.push(c % 3);
      c = Math.floor(c / 3);
    }
    const rows: number[] = [];
    for (let k = 0; k < 2 ** n; k++) {
      if (spec.every((sv, j) => sv === 2 || Math.floor(k / 2 ** j) % 2 === sv)) rows.push(k);
    }
    if (rows.some((k) => off.has(k))) continue;
    implicants.push({ rows: rows.filter((k) => on.has(k)), lits: spec.filter((sv) => sv !== 2).length });
  }
  let best = Infinity;
  const go = (left: Set<number>, cost: number): void => {
    if (cost >= best) return;
    if (left.size === 0) {
      best = cost;
      return;
    }
    const m = Math.min(...left);
    for (const p of implicants) {
      if (!p.rows.includes(m)) continue;
      const rest = new Set([...left].filter((k) => !p.rows.includes(k)));
      go(rest, cost + p.lits);
    }
  };
  go(new Set(on), 0);
  return best;
}

export function verifyBooleanMin(t: TaskOf<'boolean'>, value: string): boolean {
  const code = postfix(value);
  if (!code) return false;
  const n = t.variables.length;
  const dc = new Set(t.dontcares);
  const on = new Set(t.minterms);
  const off = new Set<number>();
  for (let k = 0; k < 2 ** n; k++) {
    if (dc.has(k) && !on.has(k)) continue;
    const r = run(code, row(t.variables, k));
    if (r === null || r !== on.has(k)) return false;
    if (!on.has(k)) off.add(k);
  }
  const lits = sopLiterals(value);
  if (lits === null) return false;
  return n > 4 || lits <= minimumLiterals(n, new Set([...on].filter((k) => k < 2 ** n)), off);
}

/** A truth table's output column: the expression run again on every row, in binary order. */
export function verifyTruthTable(t: TaskOf<'boolean'> & { table: string }, value: string): boolean {
  const code = postfix(t.table);
  const n = t.variables.length;
  if (!code || !new RegExp(`^[01]{${2 ** n}}$`).test(value.trim())) return false;
  return [...value.trim()].every((bit, k) => run(code, row(t.variables, k)) === (bit === '1'));
}

export function verifyLogic(t: TaskOf<'logic'>, value: string): boolean {
  const l = postfix(t.lhs);
  const r = postfix(t.rhs);
  if (!l || !r) return false;
  let same = true;
  for (let k = 0; k < 2 ** t.variables.length; k++) {
    const env = row(t.variables, k);
    const a = run(l, env);
    const b = run(r, env);
    if (a === null || b === null) return false;
    if (a !== b) same = false;
  }
  return value.trim() === (same ? 'True' : 'False');
}
