import { SolverError } from '../errors';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';
import type { Task } from '../task/task';
import type { Based, Radix } from '../task/cs';
import { assignment, evalBoolean, parseBoolean } from '../strategies/cs/boolean';
import { booleanFromLatex } from './booleanLatex';
import { groupedThousands } from './numberSpelling';
import type { Locale } from '../types';

/**
 * Computer-science problems as students write them, in English and French: "255 → hexadecimal",
 * "hex 18.8 to decimal", "convertir 0x1F en binaire", "(1011.01)₂ en base 10", "value of the byte
 * 0xFB read as a signed 8-bit integer", "-5 en complément à deux sur 8 bits", "does 100 + 50
 * overflow in 8-bit two's complement?", "0x3A + 0x2F, answer in hex", "1011 + 110 en binaire",
 * "NON bit à bit de 00001111 sur 8 bits", "0xF0 AND 0x3C", "00010110 << 2", "F(A,B,C,D) =
 * Σm(…) + d(…)", "A + AB = A ? vrai ou faux", "are A(B + C) and AB + AC equivalent?".
 * The subject the student picked (computer science) is a hint, never a requirement.
 */
const BASE_WORD = String.raw`(?<![A-Za-z])(?:hexad[ée]cimale?|hexa|hex|binaire|binary|bin|octale?|d[ée]cimale?|dec|base\s*(?:2|8|10|16)\b|b(?:2|8|10|16)\b)(?![A-Za-zé])`;
function radixOf(word: string): Radix | null {
  const w = word.toLowerCase();
  if (/^hex/.test(w) || /16/.test(w)) return 16;
  if (/^bin|base\s*2\b|^b2$/.test(w)) return 2;
  if (/^oct|8/.test(w)) return 8;
  if (/^d[ée]c|10/.test(w)) return 10;
  return null;
}

const SUBS: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9' };
/** Bits written in groups of four for reading ("0110 1011"): one number. */
const NIBBLES = /(?<![\w.])[01]{4}(?: [01]{4})+(?![\w.])/g;
/**
 * The raw text with unicode minus, subscripts and quotes made ASCII, nibbles joined; in English,
 * a number grouped by thousands ("Convert 1,024 to binary") is one number, in French 1,024 is a decimal.
 */
function clean(raw: string, locale?: Locale): string {
  return (locale === 'en' ? groupedThousands(raw) : raw)
    .replace(/[−–]/g, '-')
    // LaTeX's division sign: $110101_2 \div 101_2$
    .replace(/\\div(?![a-z])/g, ' ÷ ')
    .replace(/[’′]/g, "'")
    // a bar over a letter (B̄, Ā, A̅) is its complement, B': the precomposed vowels with a macron split first
    .replace(/[\u0100-\u017F\u0232\u0233]/g, (c) => (/^[A-Za-z]\u0304$/.test(c.normalize('NFD')) ? c.normalize('NFD') : c))
    .replace(/([A-Za-z])[\u0304\u0305]/g, "$1'")
    .replace(/[₀-₉]+/g, (s) => '_' + [...s].map((c) => SUBS[c]).join(''))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(NIBBLES, (g) => g.replace(/ /g, ''));
}

const validIn = (digits: string, base: Radix): boolean => {
  const allowed = '0123456789ABCDEF'.slice(0, base);
  return [...digits.replace(/^-/, '').replace('.', '')].every((c) => allowed.includes(c.toUpperCase()));
};

/** A number token with its own base marker (0x, 0b, 0o, _2, (…)_2, trailing h/b) or none. */
const NUMBER = String.raw`(?:-?0[xX][0-9A-Fa-f]+(?:\.[0-9A-Fa-f]+)?|-?0[bB][01]+(?:\.[01]+)?|-?0[oO][0-7]+|\(-?[0-9A-Fa-f]+(?:[.,][0-9A-Fa-f]+)?\)_?\{?(?:2|8|10|16)\}?|-?[0-9A-Fa-f]*[0-9][0-9A-Fa-f]*(?:[.,][0-9A-Fa-f]+)?(?:_\{?(?:2|8|10|16)\}?)?|-?[A-Fa-f]+[0-9A-Fa-f]*_\{?16\}?|-?[0-9A-F]*[A-F][0-9A-F]*)`;

interface Tok { digits: string; base: Radix | null; at: number; end: number; prefixed: boolean }

function readNumber(s: string, at: number, end: number): Tok | null {
  let m: RegExpExecArray | null;
  if ((m = /^(-?)0[xX]([0-9A-Fa-f.]+)$/.exec(s))) return { digits: m[1] + m[2].toUpperCase(), base: 16, at, end, prefixed: true };
  if ((m = /^(-?)0[bB]([01.]+)$/.exec(s))) return { digits: m[1] + m[2], base: 2, at, end, prefixed: true };
  if ((m = /^(-?)0[oO]([0-7]+)$/.exec(s))) return { digits: m[1] + m[2], base: 8, at, end, prefixed: true };
  if ((m = /^\(?(-?[0-9A-Fa-f]+(?:[.,][0-9A-Fa-f]+)?)\)?_?\{?(2|8|10|16)\}?$/.exec(s)) && /[_)]/.test(s)) {
    const base = Number(m[2]) as Radix;
    const digits = m[1].replace(',', '.').toUpperCase();
    return validIn(digits, base) ? { digits, base, at, end, prefixed: true } : null;
  }
  if (/^\(/.test(s)) return null;
  return { digits: s.replace(',', '.').toUpperCase(), base: null, at, end, prefixed: false };
}

function numbers(s: string): Tok[] {
  const out: Tok[] = [];
  const re = new RegExp(String.raw`(?<![A-Za-z0-9_.])${NUMBER}(?![A-Za-z0-9_])`, 'g');
  for (const m of s.matchAll(re)) {
    const t = readNumber(m[0], m.index ?? 0, (m.index ?? 0) + m[0].length);
    if (t) out.push(t);
  }
  return out;
}

/** The base named right before or after a number ("hex 18.8", "1011 binary", "1011 from binary"). */
function namedBase(s: string, t: Tok): Radix | null {
  const before = new RegExp(String.raw`(?:^|[\s(])(${BASE_WORD})\s*(?:number|nombre)?\s*:?\s*$`, 'i').exec(s.slice(0, t.at));
  if (before) return radixOf(before[1]);
  // "1e3 (decimal)", « 1e3 (base 10) »: the base in brackets after the number is its own
  const after = new RegExp(String.raw`^\s*\(?\s*(?:from\s+|de\s+(?:la\s+)?|du\s+|en\s+(?=\S+\s+(?:to|vers|en|into|in)\b|\S+\s*$)|in\s+(?=\S+\s+(?:to|into)\b|\S+\s*$))?(${BASE_WORD})`, 'i').exec(s.slice(t.end));
  if (after) return radixOf(after[1]);
  return null;
}

/** The base the answer is asked in ("to hex", "en binaire", "→ hexadecimal", "answer in hex"). */
function targetBase(s: string): Radix | null {
  const asked = new RegExp(String.raw`(?:answer|result|r[ée]ponse|r[ée]sultat|give|donner|write|[ée]crire)[^.]*?\b(?:in|en|as)\s+(?:base\s+)?(${BASE_WORD})`, 'i').exec(s);
  if (asked) return radixOf(asked[1]);
  // "the binary representation of 100", "l'écriture en hexadécimal de 255"
  const form = new RegExp(String.raw`\b(${BASE_WORD})\s+(?:representation|form|equivalent|expansion|notation|value)\s+(?:of|for)\b|(?:repr[ée]sentation|[ée]criture|forme|notation)\s+(?:en\s+|in\s+)?(?:base\s+)?(${BASE_WORD})\s+(?:de|du|d['’]|of)`, 'i').exec(s);
  if (form) return radixOf(form[1] ?? form[2]);
  const all = [...s.matchAll(new RegExp(String.raw`(?:\bto|\binto|\bin|\ben|→|->|=>|\bvers|\bas)\s+(?:l[a']\s*|une?\s+)?(?:base\s+)?(?:number\s+)?(${BASE_WORD})`, 'gi'))];
  const last = all[all.length - 1];
  return last ? radixOf(last[1]) : null;
}

const guessBase = (digits: string): Radix => (/[A-F]/.test(digits) ? 16 : 10);
const based = (t: Tok, base: Radix, keepZeros = false): Based | null => (validIn(t.digits, base) ? { digits: keepZeros ? t.digits : t.digits.replace(/^(-?)0+(?=[0-9A-F])/, '$1'), base } : null);

function width(s: string, strict = false): number | null {
  const on = /(?:\bon|\bsur|\bin|\ben|\bas|\bwith|\bover|\bavec)\s+(?:an?\s+|une?\s+)?(\d+)\s*-?\s*bits?\b|(\d+)-bits?\b/i.exec(s);
  if (on) return Number(on[1] ?? on[2]);
  const m = strict ? null : /(\d+)\s*-?\s*(?:bits?\b|b\b)/i.exec(s);
  if (m) return Number(m[1]);
  if (/\b(?:byte|octet)s?\b/i.test(s)) return 8;
  if (/\b(?:nibble|quartet)s?\b/i.test(s)) return 4;
  if (/\b(?:word|mot)\b/i.test(s)) return 16;
  return null;
}

const TWOS = /two'?s[\s-]*complement|compl[ée]ment\s+[àa]\s+(?:deux|2)|\bC2\b|\bsigned\b|\bsign[ée]e?s?(?![A-Za-z])/i;

const RESULT_ASKED =
  /\b(?:what\s+is|what's|give|find|compute|calculate|and)\s+the\s+(?:result|sum|difference|answer)\b|\b(?:result|sum|difference)\s+(?:in|en)\s+(?:decimal|binary|hex)|\b(?:quel\s+est|donner|donnez|calculer|et)\s+(?:le\s+r[ée]sultat|la\s+somme|la\s+diff[ée]rence)/i;

/** Base-2 markers set aside ("0110_2", "(0110)₂", "0b0110"): in two's complement the operands are bit patterns either way. */
const plainPatterns = (s: string): string =>
  s.replace(/\(([01]+)\)_?\{?2\}?(?![\w])/g, '$1').replace(/(?<![\w.])([01]+)_\{?2\}?(?![\w])/g, '$1').replace(/(?<![\w.])0b([01]+)/g, '$1');

/**
 * Operands named by a letter and given beside ("a = 30 and b = 70. Calculate b − a"): the operation
 * written with their values, the definitions taken out.
 */
function namedOperands(text: string): string {
  const defs = new Map<string, string>();
  const DEF = /(?<![\w'])([a-zA-Z])\s*=\s*(-?\d+)(?!\w|[.,]\d)/g;
  for (const m of text.matchAll(DEF)) defs.set(m[1], m[2]);
  if (defs.size < 2) return text;
  const op = /(?<![\w'])([a-zA-Z])\s*([+-])\s*([a-zA-Z])(?![\w'])/.exec(text.replace(DEF, ' '));
  const [a, b] = [op && defs.get(op[1]), op && defs.get(op[3])];
  return op && a !== undefined && b !== undefined && a !== null && b !== null ? `${a} ${op[2]} ${b === undefined ? '' : b.startsWith('-') ? `(${b})` : b}` : text;
}

/** "a + b", "a - (b)", "adding a and b", "subtracting b from a" (French likewise). */
function overflowOperands(typed: string): { a: string; b: string; op: '+' | '-' } | null {
  const text = namedOperands(plainPatterns(typed));
  // whole numbers only: the 2 of "0110_2" is a base marker, no operand
  const sym = /(?<![\w.])(-?\d+)\s*([+-])\s*\(?\s*(-?\d+)(?![\w.])\s*\)?/.exec(text);
  if (sym) return { a: sym[1], b: sym[3], op: sym[2] as '+' | '-' };
  // "add the one's complement numbers 11100 and 10110": a few words may name the operands first
  const add = /\b(?:add(?:ing)?|sum\s+of|additionn\w*|addition\s+(?:de|of)|somme\s+de)\s+(?:[\p{L}'’-]+\s+){0,4}?(-?\d+)\s+(?:and|to|et|à)\s+\(?(-?\d+)\)?/iu.exec(text);
  if (add) return { a: add[1], b: add[2], op: '+' };
  const sub = /\b(?:subtract(?:ing)?|soustra\w*)\s+\(?(-?\d+)\)?\s+(?:from|de|à)\s+\(?(-?\d+)\)?/i.exec(text);
  if (sub) return { a: sub[2], b: sub[1], op: '-' };
  return null;
}

/**
 * "1101 − 1010 using 4-bit two's complement", "subtract 1010 from 1101", « 0101 − 0111 en complément
 * à 2 sur 4 bits », "−25 + 14 in 8-bit two's complement": the n-bit pattern of the sum or difference.
 * A pattern as wide as the width is signed, a shorter one non-negative; the width is the patterns'
 * own when both have it.
 */
function twosSum(text: string, told: number | null): Task | null {
  const m = overflowOperands(text);
  if (!m) return null;
  const pattern = (x: string): boolean => /^[01]+$/.test(x) && x.length > 3;
  const both = pattern(m.a) && pattern(m.b);
  const bits = told ?? (both && m.a.length === m.b.length ? m.a.length : null);
  if (!bits || bits < 2 || bits > 64) return null;
  // decimal operands are told by a digit other than 0 and 1 or a sign; bit patterns by their width
  const operand = (x: string): Based | null => {
    if (pattern(x) && x.length <= bits) return { digits: x, base: 2 };
    return /^-?\d+$/.test(x) && !(/^[01]+$/.test(x) && both) ? { digits: x.replace(/^(-?)0+(?=\d)/, '$1'), base: 10 } : null;
  };
  const a = operand(m.a);
  const b = operand(m.b);
  if (!a || !b) return null;
  const limit = 2 ** (bits - 1);
  if (![a, b].every((o) => o.base === 2 || (Number(o.digits) >= -limit && Number(o.digits) < limit))) return null;
  return { kind: 'twos_complement', op: 'sum', bits, operator: m.op, operands: [a, b] };
}

const UNSIGNED = /\bunsigned\b|\bnon[\s-]sign[ée]e?s?(?![A-Za-z])/i;
/** "range of an 8-bit signed integer", "plus petite valeur signée sur 8 bits"; unsigned widths are read apart. */
function rangeAsked(s: string): 'smallest' | 'largest' | 'range' | null {
  const smallest = /\b(?:smallest|lowest|minimum|min|most\s+negative)\b|plus\s+petit\w*|\bminimale?\b/i.test(s);
  const largest = /\b(?:largest|biggest|greatest|highest|maximum|max|most\s+positive)\b|plus\s+grand\w*|\bmaximale?\b/i.test(s);
  const range = /\b(?:range|plage|intervalle)\b|[ée]tendue/i.test(s);
  if (Number(smallest) + Number(largest) + Number(range) !== 1) return smallest && largest ? 'range' : null;
  return smallest ? 'smallest' : largest ? 'largest' : 'range';
}

/** "range of an 8-bit unsigned integer", "plus grand entier non signé sur 12 bits": from 0 to 2ⁿ − 1. */
function readUnsignedRange(s: string): Task | null {
  if (!UNSIGNED.test(s) || /two'?s[\s-]*complement|compl[ée]ment\s+[àa]\s+(?:deux|2)/i.test(s)) return null;
  const extreme = rangeAsked(s);
  const bits = width(s);
  const rest = s.replace(/\b\d+\s*-?\s*bits?\b/gi, ' ');
  if (!extreme || !bits || bits < 2 || bits > 64 || /\d/.test(rest)) return null;
  return { kind: 'twos_complement', op: extreme, bits, operands: [], unsigned: true };
}

/** "the two's complement of …", « le complément à deux (sur 8 bits) du nombre … »: the words naming the pattern to negate. */
const COMPLEMENT_OF = /(?:two'?s[\s-]*complement|compl[ée]ment\s+[àa]\s+(?:deux|2))\s+(?:(?:on|sur|over|with|in|en)\s+(?:an?\s+|une?\s+)?\d+\s*-?\s*bits?\s+)?(?:of|de|du|d['’])\s*(?:the\s+|le\s+)?(?:(?:(?:binary|hex(?:adecimal)?)\s+)?(?:pattern|number)\s+|(?:motif|nombre)\s+(?:(?:binaire|hexad[ée]cimal)\s+)?)?/i;
/**
 * The pattern whose two's complement is asked, with its width: its digits are kept as written, so a
 * base-2 marker ("(01001)₂", "$01001_2$", "0b01001") keeps the leading zeros that give the width, and a
 * hexadecimal pattern ("0x3A") is four bits a digit.
 */
function negateOperand(s: string): { pattern: Based; width: number } | null {
  const t = plainPatterns(s.replace(/\$/g, ' '));
  const m = COMPLEMENT_OF.exec(t);
  if (!m) return null;
  const rest = t.slice(m.index + m[0].length);
  const bin = /^([01]+)(?![\w.])/.exec(rest);
  if (bin) return { pattern: { digits: bin[1], base: 2 }, width: bin[1].length };
  const tok = numbers(rest).find((x) => x.at === 0);
  if (tok?.base !== 16 || !/^[0-9A-F]+$/.test(tok.digits)) return null;
  return { pattern: { digits: tok.digits, base: 16 }, width: 4 * tok.digits.length };
}

function readTwos(typed: string): Task | null {
  // "2's complement", "2s-complement", "two’s complement" are all two's complement
  const s = typed.replace(/\b(?:2|two)\s*['’]?\s*s[\s-]*complement/gi, "two's complement");
  if (UNSIGNED.test(s)) return readUnsignedRange(s);
  if (!TWOS.test(s)) return null;
  // "the base 10 value -45": the 10 names the base, it is no operand
  const text = s.replace(/\b\d+\s*-?\s*(?:bits?|octets?|bytes?)\b/gi, ' ').replace(/\b(?:two|deux)'?s?\b|compl[ée]ment\s+[àa]\s+2/gi, ' ').replace(/\bbase[\s-]*10\b/gi, 'decimal');
  const bits = width(s);
  const nums = numbers(text).filter((t) => !/^\d+$/.test(t.digits) || true);
  if (/overflow|d[ée]passement|d[ée]bordement/i.test(s)) {
    // the overflow task answers yes or no: a sum asked as well is answered as the n-bit pattern, its overflow said beside it
    if (!bits) return null;
    if (RESULT_ASKED.test(s) || /\b(?:sum|difference|somme|diff[ée]rence)\s+(?:of|de|des)\b/i.test(s)) return twosSum(text, bits);
    const m = overflowOperands(text);
    if (!m) return null;
    // a bit pattern of the full width is read as the signed value it stands for
    const signed = (x: string): string => (/^[01]+$/.test(x) && x.length === bits && x.length > 3 ? String(parseInt(x, 2) - (x[0] === '1' ? 2 ** bits : 0)) : x);
    return { kind: 'twos_complement', op: 'overflow', bits, operator: m.op, operands: [{ digits: signed(m.a), base: 10 }, { digits: signed(m.b), base: 10 }] };
  }
  const extreme = rangeAsked(s);
  if (extreme) return !nums.length && bits && bits >= 2 && bits <= 64 ? { kind: 'twos_complement', op: extreme, bits, operands: [] } : null;
  if (nums.length === 2) return twosSum(text, bits);
  if (nums.length !== 1) return null;
  const t = nums[0];
  // "the two's complement of 00101100": the pattern of its opposite, on the pattern's own width; a base-2
  // marker ("(01001)₂", "01001_2", "0b01001") keeps every digit, the leading zeros giving that width
  const negate = negateOperand(s);
  if (negate && !/\bvalue|valeur|d[ée]cimal/i.test(s)) {
    const n = bits ?? negate.width;
    return n >= negate.width && n >= 2 ? { kind: 'twos_complement', op: 'negate', bits: n, operands: [negate.pattern] } : null;
  }
  const named = t.base ?? namedBase(text, t);
  const decodeWords = /\bvalue|valeur|\bread\b|\blu\b|interpr|to\s+decimal|en\s+d[ée]cimal|d[ée]cimal/i.test(s);
  const encodeWords = /\brepresent|\bencode|\bcod(?:e|er)\b|\bwrite|[ée]cri|repr[ée]sent|pattern|motif/i.test(s);
  if (named === 16 || named === 2 || named === 8) {
    const b = based(t, named);
    const n = bits ?? (named === 16 ? 4 * t.digits.length : named === 2 ? t.digits.length : null);
    if (!b || !n || b.digits.startsWith('-')) return null;
    if (encodeWords && !decodeWords && named !== 2) return null;
    return { kind: 'twos_complement', op: 'decode', bits: n, operands: [b] };
  }
  if (/^[01]+$/.test(t.digits) && bits && t.digits.length === bits && (decodeWords || !encodeWords)) {
    return { kind: 'twos_complement', op: 'decode', bits, operands: [{ digits: t.digits, base: 2 }] };
  }
  if (!/^-?\d+$/.test(t.digits) || !bits) return null;
  const to = /\b(?:hex|hexa|hexad[ée]cimal\w*)\b/i.test(s) && bits % 4 === 0 ? 16 : null;
  return { kind: 'twos_complement', op: 'encode', bits, operands: [{ digits: t.digits, base: 10 }], ...(to ? { to } : {}) };
}

/** Ones' complement named: "1's complement", "ones’ complement", « complément à 1 », « complément restreint ». */
const ONES = /\b(?:one|1)\s*['’]?\s*s['’]?[\s-]*complement|\bones['’]?[\s-]*complement|compl[ée]ment\s+(?:[àa]\s+(?:un|1)(?![\p{L}\d])|restreint)/giu;
/** Sign-magnitude named: "sign and magnitude", "signed-magnitude", « signe et valeur absolue », « valeur absolue signée ». */
const SIGN_MAGNITUDE = /sign(?:ed)?[\s-]*(?:and[\s-]*|&\s*)?magnitude|signe[\s-]+(?:et|\+)[\s-]+(?:valeur[\s-]+absolue|magnitude)|valeur\s+absolue\s+sign[ée]e/giu;
const TWOS_NAMED = /\b(?:2|two)\s*['’]?\s*s[\s-]*complement|compl[ée]ment\s+[àa]\s+(?:deux|2)(?![\p{L}\d])/iu;

/**
 * Ones' complement or sign-magnitude: read as two's complement would be (the same ways of giving a
 * pattern, a value and a width), then the representation named kept. Only the value of a pattern, the
 * pattern of a value, the opposite and the range are answered in these representations.
 */
function readSignedSystem(s: string): Task | SolverError | null {
  const named = (re: RegExp): boolean => new RegExp(re.source, 'iu').test(s);
  const system = named(ONES) ? 'ones' : named(SIGN_MAGNITUDE) ? 'sign_magnitude' : null;
  if (!system) return null;
  if (TWOS_NAMED.test(s) || (named(ONES) && named(SIGN_MAGNITUDE))) {
    return new SolverError('unsupported', { en: 'Several signed representations are named: ask for one at a time (ones\' complement, two\'s complement or sign-magnitude).', fr: 'Plusieurs représentations signées sont nommées : demandez-en une à la fois (complément à un, complément à deux ou signe et valeur absolue).' });
  }
  const t = readTwos(s.replace(system === 'ones' ? ONES : SIGN_MAGNITUDE, "two's complement"));
  if (!t || t.kind !== 'twos_complement' || t.unsigned) return null;
  // a ones' complement sum is worked with its end-around carry; sign-magnitude sums and overflow questions are not
  if (t.op === 'overflow' || (t.op === 'sum' && system !== 'ones')) {
    return new SolverError('unsupported', { en: 'Overflow is worked in two\'s complement only, and sums in two\'s or ones\' complement; in sign-magnitude, ask for a value, a pattern or the opposite.', fr: 'Les dépassements ne sont traités qu\'en complément à deux, et les sommes en complément à deux ou à un ; en signe et valeur absolue, demandez une valeur, un motif ou l\'opposé.' });
  }
  return { ...t, system };
}

const BIT_OPS: Array<[RegExp, 'and' | 'or' | 'xor' | 'not' | 'nand' | 'nor' | 'shl' | 'shr']> = [
  [/\bNAND\b|\bNON[\s-]ET\b/i, 'nand'],
  [/\bNOR\b|\bNON[\s-]OU\b/i, 'nor'],
  [/\bXOR\b|\bOU\s+exclusif\b|⊕/i, 'xor'],
  [/<<|\bshift(?:ed)?\b[^.]*?\bleft\b|\bleft\s+shift|d[ée]calage\s+(?:[àa]\s+)?gauche|d[ée]caler\b[^.]*?[àa]\s+gauche/i, 'shl'],
  [/>>|\bshift(?:ed)?\b[^.]*?\bright\b|\bright\s+shift|d[ée]calage\s+(?:[àa]\s+)?droite|d[ée]caler\b[^.]*?[àa]\s+droite/i, 'shr'],
  [/\bAND\b|\bET\b|&|∧/, 'and'],
  [/\bOR\b|\bOU\b|\||∨/, 'or'],
  [/\bNOT\b|\bNON\b|~|¬|\bcompl[ée]ment\s+(?:[àa]\s+(?:un|1)|bit)|\binvert/i, 'not'],
];

function readBitwise(s: string, cs: boolean): Task | null {
  // << and >> are shift operators in every language students program in; no mathematics writes them
  const bitwiseWord = /bitwise|bit\s*[àa]\s*bit|bit-[àa]-bit|logical|logique|\bshift|d[ée]cal|<<|>>/i.test(s);
  const hit = BIT_OPS.find(([re]) => re.test(s));
  let op = hit?.[1];
  const caret = !op && /\^/.test(s);
  if (caret) op = 'xor';
  if (!op) return null;
  if (algebraLetter(s)) return null;
  const shifting = op === 'shl' || op === 'shr';
  let shift: number | undefined;
  let text = s;
  if (shifting) {
    const m = /(?:<<|>>|\bby|\bde|\bof|\bpar)\s*(\d+)(?:\s*(?:bits?|positions?|places?|rangs?|crans?)\b)?/i.exec(s);
    if (!m) return null;
    shift = Number(m[1]);
    text = s.slice(0, m.index) + ' '.repeat(m[0].length) + s.slice(m.index + m[0].length);
  }
  text = text.replace(/(?:(?:\bon|\bsur|\bin|\ben|\bas|\bwith|\bover|\bavec)\s+(?:an?\s+|une?\s+)?)?\b\d+\s*-?\s*bits?\b/gi, ' ');
  const nums = numbers(text).filter((t) => !/^(?:bitwise)$/i.test(t.digits));
  const arity = op === 'not' || op === 'shl' || op === 'shr' ? 1 : 2;
  if (nums.length !== arity) return null;
  const looksBinary = nums.every((t) => t.base === 2 || (t.base === null && /^[01]+$/.test(t.digits) && t.digits.length >= 3));
  const prefixed = nums.every((t) => t.prefixed || t.base !== null);
  if (!looksBinary && !prefixed && !(bitwiseWord || cs)) return null;
  // a caret is a power unless the operands are bit patterns or the question says bitwise
  if (caret && !bitwiseWord && !nums.every((t) => t.prefixed || (t.base === null && /^[01]{4,}$/.test(t.digits)))) return null;
  // operands are numbers: letters alone (A AND B) are Boolean variables
  if (!nums.every((t) => t.prefixed || /[0-9]/.test(t.digits))) return null;
  const operands: Based[] = [];
  for (const t of nums) {
    const b0 = t.base ?? namedBase(text, t) ?? (looksBinary ? 2 : guessBase(t.digits));
    const b = based(t, b0, true);
    if (!b || b.digits.includes('.') || b.digits.startsWith('-')) return null;
    operands.push(b);
  }
  const rawWidth = (t: Tok, b: Based): number => (b.base === 2 ? t.digits.replace(/^-/, '').length : b.base === 16 ? 4 * t.digits.length : BigInt(parseInt(b.digits, b.base)).toString(2).length);
  // a decimal shifted left with no width keeps every bit, as a program's integer does (13 << 2 is 52)
  const grow = op === 'shl' && operands[0].base === 10 ? (shift ?? 0) : 0;
  const bits = width(s, shifting) ?? Math.max(...nums.map((t, k) => rawWidth(t, operands[k]))) + grow;
  if (!(bits >= 1 && bits <= 64)) return null;
  // unasked, the result is written in the operands' own base (29 >> 2 is 7, as a program prints it)
  const shared = operands.every((o) => o.base === operands[0].base) ? operands[0].base : 2;
  const to = targetBase(s) ?? shared;
  return { kind: 'bitwise', op, operands, bits, to, ...(shift !== undefined ? { shift } : {}) };
}

/** A lone lowercase letter (other than "a", "y" and a times sign "x" between numbers): algebra, not bits. */
function algebraLetter(s: string): boolean {
  const t = s.replace(/([\d)])\s+x\s+(?=[\d(])/g, '$1 * ');
  return /(?<![A-Za-z0-9'À-ÿ])[b-z](?![A-Za-z0-9'À-ÿ])/.test(t) || /\b[a-z]\s*[\^(]|\^\s*[a-z]\b/.test(t.replace(/\b(?:a|y)\b/g, ''));
}

/** "1011 (11 decimal)", "0110 (6 en décimal)": a binary number's value told beside it, dropped when it agrees. */
const VALUE_TOLD = /\b([01]+)\s*\(\s*(\d+)\s*(?:in\s+|en\s+)?(?:decimal|décimal|dec|base\s*10)\s*\)/gi;
const dropValuesTold = (s: string): string => s.replace(VALUE_TOLD, (all, bits: string, value: string) => (parseInt(bits, 2) === Number(value) ? bits : all));
/** "add the two hexadecimal numbers A and 1C", "multiply the following binary numbers 1101 and 0110": the words before the operands. */
const OPERANDS_NAMED = String.raw`(?:\s+(?:the\s+)?(?:two\s+|following\s+|les\s+|deux\s+)*(?:(?:hexadecimal|hex|binary|octal|decimal)\s+)?(?:numbers?|nombres?)(?:\s+(?:hexad[ée]cimaux|binaires|octaux))?\s*:?)?`;

function readArith(raw: string, cs: boolean): Task | null {
  // an overflow asked is a yes or no, never the sum itself
  if (algebraLetter(raw) || /overflow|d[ée]passement|d[ée]bordement/i.test(raw)) return null;
  const s = dropValuesTold(raw);
  const m = new RegExp(String.raw`(?<![A-Za-z0-9_.])(${NUMBER})\s*(?:(?:_|\s)?(${BASE_WORD}))?\s*([+*×·/÷-]|\sx\s|\bplus\b|\bminus\b|\btimes\b|\bmoins\b|\bfois\b|\bdivided\s+by\b|\bdivis[ée]\s+par\b)\s*(${NUMBER})(?![A-Za-z0-9_])`, 'i').exec(s);
  const add = new RegExp(String.raw`\b(?:add|additionner|sum\s+of|somme\s+de)${OPERANDS_NAMED}\s+(\S+)\s+(?:and|et|to|à)\s+([^\s,?]+)`, 'i').exec(s);
  const times = new RegExp(String.raw`\b(?:multiply|multiplier)${OPERANDS_NAMED}\s+(\S+)\s+(?:by|par|and|et)\s+([^\s,?]+)`, 'i').exec(s);
  const minus = /\b(?:subtract|soustraire)\s+(\S+)\s+(?:from|de|à)\s+([^\s,?]+)/i.exec(s);
  // "divide 1101 by 11", "division of the binary numbers 101001 by 1011", « division de 11101 par 11 »
  const divide = new RegExp(String.raw`\b(?:divide|diviser|division\s+(?:of|de))${OPERANDS_NAMED}\s+(\S+)\s+(?:by|par)\s+([^\s,?]+)`, 'i').exec(s);
  let left: Tok | null;
  let right: Tok | null;
  let opWord: string;
  if (m) {
    const at = m.index;
    left = readNumber(m[1], at, at + m[1].length);
    const rAt = at + m[0].length - m[4].length;
    right = readNumber(m[4], rAt, rAt + m[4].length);
    opWord = m[3].trim().toLowerCase().replace(/^divi.*$/, '/');
  } else if (add ?? times ?? divide) {
    const w = (add ?? times ?? divide) as RegExpExecArray;
    left = readNumber(w[1], 0, 0);
    right = readNumber(w[2], 0, 0);
    opWord = add ? '+' : times ? '*' : '/';
  } else if (minus) {
    left = readNumber(minus[2], 0, 0);
    right = readNumber(minus[1], 0, 0);
    opWord = '-';
  } else return null;
  if (!left || !right) return null;
  const op = ({ '+': '+', plus: '+', '-': '-', minus: '-', moins: '-', '*': '*', '×': '*', x: '*', '·': '*', times: '*', fois: '*', '/': '/', '÷': '/' } as const)[opWord] as '+' | '-' | '*' | '/' | undefined;
  if (!op) return null;
  const words = [...s.matchAll(new RegExp(BASE_WORD, 'gi'))].map((w) => radixOf(w[0]));
  const marked = left.base ?? right.base;
  if (!marked && !words.length) return null;
  if (!marked && !cs && !/binary|binaire|hex|octal/i.test(s)) return null;
  const to = targetBase(s);
  const opBase: Radix | null = marked ?? (m?.[2] ? radixOf(m[2]) : null) ?? (words.length === 1 ? words[0] : null) ?? (/^[01.]+$/.test(left.digits + right.digits) ? 2 : null);
  if (!opBase) return null;
  const a = based(left, left.base ?? opBase);
  const b = based(right, right.base ?? opBase);
  if (!a || !b) return null;
  return { kind: 'binary_arith', op, operands: [a, b], to: to ?? opBase, ...(op === '/' ? divisionAsked(s) : {}) };
}

/**
 * What a division asks beside its quotient: the remainder or the quotient of a long division ("give
 * the quotient and remainder", « donner le reste »), or the quotient to n places ("to 6 binary places").
 */
function divisionAsked(s: string): { part?: 'quotient' | 'remainder' | 'both'; places?: number } {
  const remainder = /\bremainders?\b|\breste\b/i.test(s);
  const quotient = /\bquotients?\b/i.test(s);
  const places = PLACES.exec(s);
  if (remainder) return { part: quotient ? 'both' : 'remainder' };
  if (places) return { places: Number(places[1]) };
  return quotient ? { part: 'quotient' } : {};
}

/** The fractional digits asked: "(8 places)", "to 8 binary places", "8 bits after the point", "avec 8 chiffres après la virgule". */
const PLACES = /\(?\s*(?:\b(?:to|with|using|à|avec|sur|en)\s+|,\s*)?(\d+)\s+(?:(?:binary|decimal|fractional)\s+)?(?:places?\b(?:\s+after\s+the\s+(?:binary\s+|decimal\s+|radix\s+)?point)?|(?:digits?|bits?|chiffres?)\s+(?:after\s+the\s+(?:binary\s+|decimal\s+|radix\s+)?point|apr[èe]s\s+la\s+virgule|fractionnaires?)|(?<=fractional\s+)(?:bits?|digits?)\b)\s*\)?/i;

/**
 * Digits that read as a power of ten ("1e3", "2.5E2"): in decimal the number it writes (1000),
 * in hexadecimal the digits 1E3. The base named for it says which; with none, both readings are
 * named and nothing is guessed.
 */
function exponentDigits(t: Tok, from: Radix | null): Tok | SolverError {
  const m = /^(\d+(?:\.\d+)?)E(\d+)$/.exec(t.digits);
  if (!m || t.base !== null || (from !== null && from !== 10)) return t;
  const value = Number(m[1]) * 10 ** Number(m[2]);
  if (from === 10 && Number.isSafeInteger(value)) return { ...t, digits: String(value) };
  const written = `${m[1]}e${m[2]}`;
  return new SolverError('unsupported', text(
    `"${written}" can be read two ways: the decimal number ${m[1]} × 10^${m[2]}${Number.isSafeInteger(value) ? ` = ${value}` : ''}, or the hexadecimal digits ${t.digits}. Say which: "${written} (decimal)" or "0x${t.digits}".`,
    `« ${written} » se lit de deux façons : le nombre décimal ${m[1]} × 10^${m[2]}${Number.isSafeInteger(value) ? ` = ${value}` : ''}, ou les chiffres hexadécimaux ${t.digits}. Précisez lequel : « ${written} (base 10) » ou « 0x${t.digits} ».`,
  ));
}

function readBase(raw: string): Task | SolverError | null {
  const places = PLACES.exec(raw);
  // bits written in groups of four: 1010 1100
  const s = (places ? raw.slice(0, places.index) + ' ' + raw.slice(places.index + places[0].length) : raw).replace(/\b[01]{4}(?:\s[01]{4})+\b/g, (g) => g.replace(/\s/g, ''));
  if (!new RegExp(BASE_WORD, 'i').test(s) && !/\b0[xbo][0-9A-Fa-f]/.test(s)) return null;
  if (/[+*×/=^]/.test(s.replace(/^.*?(?:→|->)/, ''))) return null;
  const nums = numbers(s.replace(/\bbase\s*(?:2|8|10|16)\b|\bb(?:2|8|10|16)\b/gi, ' '));
  if (nums.length !== 1) return null;
  const t = nums[0];
  // "the decimal number matching 0b1101": the one base named besides the number's own
  const named = [...new Set([...s.matchAll(new RegExp(BASE_WORD, 'gi'))].map((w) => radixOf(w[0])).filter((r): r is Radix => r !== null && r !== t.base))];
  const to = targetBase(s) ?? (t.prefixed && named.length === 1 ? named[0] : null);
  if (!to) return null;
  const guess = (d: string): Radix | null => (/^[01.]+$/.test(d) && (to === 10 || d.replace('.', '').length >= 5) ? 2 : /[A-F]/.test(d) ? 16 : to === 10 ? null : 10);
  let from = t.base ?? namedBase(s.replace(new RegExp(String.raw`(?:\bto|\binto|\bin|\ben|→|->|=>|\bvers|\bas)\s+(?:l[a']\s*|une?\s+)?(?:base\s+)?(${BASE_WORD})\s*$`, 'i'), ''), t);
  if (from === to && t.base === null) from = null;
  const token = exponentDigits(t, from);
  if (token instanceof SolverError) return token;
  const source = from ?? guess(token.digits);
  const b = source ? based(token, source) : null;
  if (!b || b.base === to) return null;
  if (!places) return { kind: 'base', value: b, to };
  // a decimal result is always exact here: places asked of it would be a rounding, which is not this method
  const n = Number(places[1]);
  return to === 10 || n < 1 || n > 64 ? null : { kind: 'base', value: b, to, places: n };
}

/**
 * Where m(…) and M(…) are minterms and maxterms: a Boolean function given by them (F(A, B, C) = m(…),
 * F = M(…), Σm(…), ΠM(…)), or Boolean words (minterm, Karnaugh, sum of products, Boolean…), or the subject
 * picked. Elsewhere M(1, 2) is a point (« la distance entre les points M(1, 2) et N(4, 6) », ∂f/∂x
 * at M(1, 2)) and m(…) anything else.
 */
const BOOLEAN_WORDS = /\b(?:min-?terms?|max-?terms?|mintermes?|maxtermes?|K-?maps?|Karnaugh|SOP|POS|sums?\s+of\s+products|products?\s+of\s+sums|sommes?\s+de\s+produits|produits?\s+de\s+sommes|boolean|bool[ée]en(?:ne)?s?|Quine|McCluskey|don'?t\s*cares?|truth\s+table|table\s+de\s+v[ée]rit[ée]|logic\s+(?:function|circuit|gates?)|fonction\s+logique|portes?\s+logiques?)\b/i;
const SYMBOL_TERMS = /(?:Σ|∑|\\sum)\s*_?\s*m\s*\(|(?:Π|∏|\\prod)\s*_?\s*M\s*\(/;
const FUNCTION_OF_TERMS = /\b[A-Za-z]\s*(?:\(\s*[A-Za-z](?:\s*,\s*[A-Za-z])*\s*\))?\s*=\s*(?:(?:Σ|∑|\\sum|\bsum|\bsomme|Π|∏|\\prod|\bprod|\bproduit)\s*_?\s*[mM]?|[mM])\s*\(\s*\d/;
const booleanTerms = (s: string, cs: boolean): boolean => cs || SYMBOL_TERMS.test(s) || FUNCTION_OF_TERMS.test(s) || BOOLEAN_WORDS.test(s);

/** Boolean minimisation: Σm(…) with d(…), the variables from F(A, B, C, D). */
function readMinterms(s: string, cs: boolean): Task | SolverError | null {
  if (!booleanTerms(s, cs)) return null;
  const m = /(?:Σ|∑|\\sum|\bsum|\bsomme)\s*_?\s*m?\s*\(([\d,\s]+)\)|\bm\s*\(([\d,\s]+)\)/.exec(s);
  // maxterms ΠM(…): the function is 0 there, so its minterms are the other rows
  const pm = m ? null : /(?:Π|∏|\\prod|\bprod|\bproduit)\s*_?\s*M\s*\(([\d,\s]+)\)|\bM\s*\(([\d,\s]+)\)/.exec(s);
  if (!m && !pm) return null;
  // a product of sums asked is another form than the one written here
  if (/\bproduct\s+of\s+sums|\bPOS\b|produit\s+de\s+sommes/i.test(s)) return null;
  const list = (x: string): number[] => x.split(',').map((v) => v.trim()).filter(Boolean).map(Number);
  const maxterms = pm ? list(pm[1] ?? pm[2]) : [];
  const found = (m ?? pm) as RegExpExecArray;
  let minterms = m ? list(m[1] ?? m[2]) : [];
  const dm = /\b(?:d|dc|x|don'?t\s*cares?|indiff[ée]rents?)\s*\(([\d,\s]+)\)/i.exec(s.slice(found.index + found[0].length));
  const dontcares = dm ? list(dm[1]) : [];
  const fv = /\b[A-Za-z]\s*\(\s*([A-Za-z](?:\s*,\s*[A-Za-z])*)\s*\)/.exec(s);
  let variables: string[];
  if (fv) variables = fv[1].split(',').map((v) => v.trim());
  else {
    const top = Math.max(0, ...minterms, ...maxterms, ...dontcares);
    const n = Math.max(2, top.toString(2).length);
    variables = 'ABCDEFGH'.slice(0, n).split('');
  }
  const msb = /\b([A-Z])\s+(?:being|is|as|étant|est)\s+(?:the\s+|le\s+)?(?:most\s+significant|MSB|bit\s+de\s+poids\s+fort|poids\s+fort)/i.exec(s);
  const lsb = /\b([A-Z])\s+(?:being|is|as|étant|est)\s+(?:the\s+|le\s+)?(?:least\s+significant|LSB|bit\s+de\s+poids\s+faible|poids\s+faible)/i.exec(s);
  if (msb && variables[variables.length - 1] === msb[1] && variables[0] !== msb[1]) variables = [...variables].reverse();
  if (lsb && variables[0] === lsb[1] && variables[variables.length - 1] !== lsb[1]) variables = [...variables].reverse();
  if (new Set(variables).size !== variables.length || variables.length > 8) return null;
  const outside = [...minterms, ...maxterms, ...dontcares].find((k) => k >= 2 ** variables.length);
  if (outside !== undefined) {
    return new SolverError('parse', text(
      `Minterm ${outside} does not exist for ${variables.length} variables (${variables.join(', ')}): they are numbered 0 to ${2 ** variables.length - 1}.`,
      `Le minterme ${outside} n'existe pas pour ${variables.length} variables (${variables.join(', ')}) : ils sont numérotés de 0 à ${2 ** variables.length - 1}.`,
    ));
  }
  if (pm) minterms = Array.from({ length: 2 ** variables.length }, (_, k) => k).filter((k) => !maxterms.includes(k) && !dontcares.includes(k));
  return { kind: 'boolean', variables, minterms: [...new Set(minterms)].sort((a, b) => a - b), dontcares: [...new Set(dontcares)].sort((a, b) => a - b) };
}

/**
 * Operators written as words or dots made symbols: "(A AND B) OR NOT C", "A ET NON B", "A OU exclusif B",
 * "A.B + A'.C". Only capital words between single letters or brackets are read, so "13 ET 11" stays bitwise.
 */
function booleanSymbols(s: string): string {
  const operand = String.raw`(?:\b[A-Z]\b'*|\)'*)`;
  return s
    .replace(new RegExp(String.raw`(${operand})\s*\.\s*(?=[A-Z](?![a-z])|[(¬!~]|NOT\b|NON\b)`, 'g'), '$1·')
    .replace(new RegExp(String.raw`(${operand})\s+(?:XOR|OU\s+exclusif)\s+`, 'g'), '$1 ⊕ ')
    .replace(new RegExp(String.raw`(${operand})\s+(?:AND|ET)\s+`, 'g'), '$1 · ')
    .replace(new RegExp(String.raw`(${operand})\s+(?:OR|OU)\s+`, 'g'), '$1 + ')
    .replace(/(^|[\s(¬·+⊕])(?:NOT|NON)\s*(?=[A-Z]\b|\()/g, '$1¬');
}

/** "Simplify the Boolean expression AB + AB'C", "minimal SOP of F = A'B'C + A'BC": minimised from its truth table. */
function readBooleanExpression(raw: string, cs: boolean): Task | null {
  const s = booleanSymbols(raw);
  const asks = /\b(?:simplif\w*|minimi[sz]\w*|minimal\w*|simplest|r[ée]du\w*|karnaugh)\b/i.test(s);
  const boolean = /\bbool[ée]?\w*|\blogi(?:c|que)\w*|\bSOP\b|sum\s+of\s+products|somme\s+de\s+produits|karnaugh/i.test(s);
  // postfix primes on capital letters (A'B), ¬ and ⊕ are Boolean notation whatever the words
  if (!asks || !(boolean || cs || /[A-Z)]'|[¬⊕]/.test(s))) return null;
  const m = /(?:^|[:=]|\bexpression(?:\s+(?:bool[ée]enne|logique))?|\bof\b|\bde\b|\b[Ss]implif\w*|\b[Mm]inimi[sz]e)\s*((?:[A-Z01'¬!~+·*∧∨⊕()]|\s)+?)\s*(?:[,.;]|\b(?:in|en|as|to|into|using|with|avec|par)\b|$)/g;
  let found: string | null = null;
  for (const x of s.matchAll(m)) {
    const e = x[1].trim();
    if (isBooleanSide(e) && /[A-Z]/.test(e) && (!found || e.length > found.length)) found = e;
  }
  if (!found) return null;
  const e = parseBoolean(found);
  if (!e) return null;
  const variables = [...new Set(found.match(/[A-Z]/g) ?? [])].sort();
  if (variables.length > 8) return null;
  const minterms: number[] = [];
  for (let k = 0; k < 2 ** variables.length; k++) {
    if (evalBoolean(e, assignment(variables, k))) minterms.push(k);
  }
  return { kind: 'boolean', variables, minterms, dontcares: [] };
}

const TRUTH_TABLE = /\btruth[\s-]+table\b|\btables?\s+de\s+v[ée]rit[ée]/i;
const TABLE_ORDER = /^\s*(?:(?:write(?:\s+out)?|give|construct|build|make|draw|complete|find|fill\s+in|show|dresse[rz]?|[ée]tabli[rs]|donne[rz]?|construi[rs]e?|[ée]cri(?:re|vez)|rempli[rs]|compl[ée]te[rz]?|fai(?:re|tes))\s+)?(?:the\s+|a\s+|la\s+|une\s+)?$/i;
/** "truth table of (A ∧ B) ∨ ¬C", « Dresser la table de vérité de (A + B)·C », "F = A'B + C: truth table": its output column. */
function readTruthTable(raw: string): Task | null {
  const s = booleanSymbols(raw);
  const m = TRUTH_TABLE.exec(s);
  if (!m) return null;
  const head = s.slice(0, m.index);
  const tail = s.slice(m.index + m[0].length);
  // the expression after the words ("… of F = …") or before them ("A + B' — truth table?")
  const lead = /^\s*(?:of|for|de|du|d'|pour)?\s*(?:the\s+|la\s+|l'|cette\s+|this\s+)?(?:(?:boolean|logic(?:al)?)\s+)?(?:expression|function|fonction|formula|formule|proposition)?\s*(?:bool[ée]enne|logique)?\s*:?\s*/i;
  const written = TABLE_ORDER.test(head) ? tail.replace(lead, '') : /^\s*[:?.!]?\s*$/.test(tail) ? head.replace(/\s*[-—–:,;]\s*(?:(?:the|its|sa|la)\s+)?$/i, '') : null;
  if (written === null) return null;
  const named = /^\s*([A-Za-z])\s*(?:\(([A-Za-z](?:\s*,\s*[A-Za-z])*)\))?\s*=\s*(?!.*=)/.exec(written);
  const e = written.slice(named?.[0].length ?? 0).replace(/\s*[.?!]\s*$/, '').trim();
  if (!isBooleanSide(e)) return null;
  const letters = [...new Set(e.match(/[A-Za-z]/g) ?? [])].sort();
  const listed = named?.[2]?.split(',').map((v) => v.trim());
  // F(A, B, C) lists the variables in their order; a listed letter the expression lacks is still a column
  if (listed && (new Set(listed).size !== listed.length || letters.some((v) => !listed.includes(v)))) return null;
  const variables = listed ?? letters;
  if (variables.length > 6) return null;
  const parsed = parseBoolean(e);
  if (!parsed) return null;
  const minterms: number[] = [];
  for (let k = 0; k < 2 ** variables.length; k++) if (evalBoolean(parsed, assignment(variables, k))) minterms.push(k);
  return { kind: 'boolean', variables, minterms, dontcares: [], table: e.replace(/\s+/g, ' ') };
}

/** A side made only of capital letters, ', ¬, +, ·, *, ∧, ∨, ⊕, constants 0/1 and brackets. */
const BOOLEAN_SIDE = /^[\sA-Z01'¬!~+·*∧∨⊕→⇒()]+$/;
/** Propositional logic in lowercase (p → q, ¬p ∨ q): single letters and logical symbols only. */
const PROPOSITION_SIDE = /^[\sa-z01¬!~·∧∨⊕→⇒()]+$/;
const isBooleanSide = (x: string): boolean =>
  ((BOOLEAN_SIDE.test(x) && /[A-Z]/.test(x) && !/[A-Z]{2,}\s*\(/.test(x)) || (PROPOSITION_SIDE.test(x) && /[a-z]/.test(x) && !/[a-z]{2}/.test(x))) && parseBoolean(x) !== null;

function readLogic(raw: string, cs: boolean): Task | null {
  const s = booleanSymbols(raw);
  const q = s.replace(/\?/g, ' ').replace(/\s+/g, ' ');
  const claimWords = /\b(?:true\s+or\s+false|vrai\s+ou\s+faux|equivalent|[ée]quivalent(?:e|es|s)?|tautolog\w*|contradiction|antilogie|prove|show|verify|check|montrer|d[ée]montrer|v[ée]rifier|is\s+it\s+true|est-ce\s+vrai|does|holds?)\b/i.test(q) || /\?/.test(s);
  if (!claimWords && !cs) return null;
  const strip = (x: string): string => x.replace(/^\s*(?:is|are|est-ce\s+que|prove\s+that|show\s+that|montrer\s+que|d[ée]montrer\s+que|v[ée]rifier\s+que|that|que|the\s+expressions?|les\s+expressions?|l'expression)\s+/i, '').replace(/^\s*(?:the\s+expressions?|l'expression)\s+/i, '').replace(/\s*(?:true\s+or\s+false|vrai\s+ou\s+faux|equivalent|[ée]quivalentes?|a\s+tautology|une\s+tautologie|tautolog\w*|an?\s+contradiction|une\s+contradiction|contradiction|[:,.;]|\bin\s+Boolean\s+algebra|en\s+alg[èe]bre\s+de\s+Boole)\s*$/i, '').trim();
  // a label before a colon ("De Morgan: …", "Vrai ou faux : …") is no part of the claim
  const afterLabel = /^[^:]*:\s*(.*[A-Z].*)$/.exec(q)?.[1] ?? q;
  const body = afterLabel
    .replace(/\s*[,.;:]?\s*(?:true\s+or\s+false|vrai\s+ou\s+faux|true|vrai|correct|juste)\s*[.?]?\s*$/i, '')
    .replace(/^\s*(?:is\s+it\s+true\s+that|est-il\s+vrai\s+que|(?:verify|check|prove|show)(?:\s+that)?|(?:v[ée]rifier|montrer|d[ée]montrer)(?:\s+que)?|true\s+or\s+false|vrai\s+ou\s+faux)\s+/i, '')
    .trim();
  let lhs: string;
  let rhs: string;
  const pair = /^(?:are|is|sont|les\s+expressions)?\s*(.+?)\s+(?:and|et)\s+(.+?)\s+(?:(?:sont-elles|sont-ils|sont|are\s+they)\s+)?(?:logically\s+|logiquement\s+)?(?:equivalent|[ée]quivalente?s?)\b/i.exec(body)
    ?? /^(?:are\s+|is\s+|est-ce\s+que\s+)?(.+?)\s*(?:≡|<=>|⇔|↔|\s(?:is\s+|est\s+)?(?:always\s+|toujours\s+)?(?:equal\s+to|[ée]gale?\s+[àa])\s|\s(?:is\s+)?(?:logically\s+)?equivalent\s+to\s|\s(?:est\s+)?[ée]quivalente?\s+[àa]\s)\s*(.+)$/i.exec(body);
  const taut = /^(?:is\s+|est-ce\s+que\s+)?(.+?)\s+(?:is\s+|est(?:-(?:elle|il))?\s+)?(?:a\s+|une\s+)?(tautolog|contradiction|antilogie)/i.exec(body);
  if (pair) [lhs, rhs] = [strip(pair[1]), strip(pair[2])];
  // a tautology is always 1, a contradiction always 0
  else if (taut) [lhs, rhs] = [strip(taut[1]), /^tautolog/i.test(taut[2]) ? '1' : '0'];
  else {
    const parts = body.split('=');
    if (parts.length !== 2) return null;
    [lhs, rhs] = [strip(parts[0]), strip(parts[1])];
  }
  if (!isBooleanSide(lhs) || !(isBooleanSide(rhs) || /^[01]$/.test(rhs.trim()))) return null;
  // lowercase letters are propositions only with a logical symbol; else they are algebra (x + y = y + x)
  if (/[a-z]/.test(lhs + rhs) && !/[¬∧∨⊕→⇒]/.test(lhs + rhs)) return null;
  const norm = (x: string): string => x.replace(/\s+/g, ' ').replace(/[¬!~]/g, '¬').trim();
  const variables = [...new Set((lhs + rhs).match(/[A-Za-z]/g) ?? [])].sort();
  if (variables.length > 10) return null;
  return { kind: 'logic', lhs: norm(lhs), rhs: norm(rhs), variables };
}

/** "How many bits are needed to represent 1000?", « combien de bits faut-il pour coder 255 ? »: the digits of the number in that base. */
const COUNT_ASKED = /how\s+many\s+(bits|binary\s+digits|hex(?:adecimal)?\s+digits|octal\s+digits)\b|(?:minimum|least|smallest|minimal)\s+number\s+of\s+(bits|binary\s+digits|hex(?:adecimal)?\s+digits|octal\s+digits)\b|combien\s+de\s+(bits|chiffres\s+(?:binaires|hexad[ée]cimaux|octaux))\b|nombre\s+(?:minimal\s+|minimum\s+)?de\s+(bits|chiffres\s+(?:binaires|hexad[ée]cimaux|octaux))\b/i;
function readDigitCount(s: string): Task | SolverError | null {
  const m = COUNT_ASKED.exec(s);
  if (!m) return null;
  const unit = m[1] ?? m[2] ?? m[3] ?? m[4];
  const to: Radix = /hex/i.test(unit) ? 16 : /oct/i.test(unit) ? 8 : 2;
  const nums = numbers(s.replace(m[0], ' ').replace(/\bbase\s*(?:2|8|10|16)\b/gi, ' '));
  // a signed value, a fraction or several numbers: not a count of digits of one whole number
  // bits set to 1 in a pattern, or a count of distinct values (256 values need 8 bits, not the 9 digits of 256): other questions
  const other = /\b(?:set|ones?|1s)\b|[àa]\s+1\b|\d+\s+(?:different|distinct|possible|unique)?\s*(?:values|numbers|colou?rs|characters|symbols|states|combinations|items|addresses|valeurs|nombres|couleurs|caract[èe]res|symboles|[ée]tats|combinaisons|adresses)\b/i;
  if (nums.length !== 1 || other.test(s) || /two'?s|compl[ée]ment|signed|sign[ée]|-\s*\d/i.test(s) || !/^[0-9A-F]+$/.test(nums[0].digits)) {
    return new SolverError('unsupported', { en: `We could not read which whole number "${m[0]}" is about: give one number without sign.`, fr: `Nous n'avons pas pu lire de quel entier parle « ${m[0]} » : donnez un seul nombre sans signe.` });
  }
  const from = nums[0].base ?? (/[A-F]/.test(nums[0].digits) ? 16 : 10);
  return { kind: 'base', value: { digits: nums[0].digits, base: from }, to, count: true };
}

export function readCs(p: ProblemInput): Task | SolverError | null {
  // "bit à bit" is one word: its first "bit" is no width after a number ("13 ET 11 bit à bit")
  const s = clean(p.raw || p.text, p.locale).replace(/\bbit\s*-?\s*[àa]\s*-?\s*bit\b/gi, 'bitwise');
  const cs = p.subject === 'cs' || p.subject === 'computer-science' || p.subject === 'computer_science';
  // "logarithme en base 2 de 64", "log base 2 of 64": a logarithm's base, not a numeral system
  if (/\blog(?:arithm\w*)?\b/i.test(s)) return null;
  const b = booleanFromLatex(s);
  return readDigitCount(s) ?? readTruthTable(b) ?? readMinterms(s, cs) ?? readBooleanExpression(b, cs) ?? readLogic(b, cs) ?? readSignedSystem(s) ?? readTwos(s) ?? readBitwise(s, cs) ?? readArith(s, cs) ?? readBase(s);
}
