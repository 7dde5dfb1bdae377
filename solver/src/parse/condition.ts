import { SolverError } from '../errors';
import { text } from '../i18n';
import { parseNode } from './math';
import { toAscii } from '../format/ascii';
import { evaluateReal } from '../verify/numeric';
import type { Domain } from './command';

/**
 * A condition on the unknown written after an equation: "(x > 0)", "for x > 0", "with x ≥ -1",
 * "where x is positive", ", x < 0", "and x > 0", « et x > 0 », « pour x > 0 », « avec x strictement positif ». A bound on the
 * unknown is an interval it must lie in; any other condition ("x ≠ 0") is refused by name, since
 * dropping it would answer another question.
 */

const INTRO = String.raw`(?:for|with|where|when|provided|given|if|pour|avec|ou|si|lorsque|sachant que)`;
const OP = String.raw`(<=|>=|=<|=>|≤|≥|<|>|!=|≠|=\u0338)`;
const VALUE = String.raw`([-+]?\s*[\w.π√/*^ ]+?)`;
const BOUND = [
  new RegExp(String.raw`\s*\(\s*(?:${INTRO}\s+)?([a-zA-Z])\s*${OP}\s*${VALUE}\s*\)\s*[.?!]?\s*$`, 'i'),
  new RegExp(String.raw`(?:\s*[,;]\s*|\s+)${INTRO}\s+([a-zA-Z])\s*${OP}\s*${VALUE}\s*[.?!]?\s*$`, 'i'),
  new RegExp(String.raw`(?:\s*[,;]\s*(?:and\s+|et\s+)?|\s+(?:and|et)\s+)([a-zA-Z])\s*${OP}\s*${VALUE}\s*[.?!]?\s*$`, 'i'),
];
const SIGN_WORD = String.raw`(strictly\s+|strictement\s+)?(positive|negative|non-?negative|non-?positive|positif|negatif|positive|negative)`;
const SIGN = new RegExp(String.raw`(?:\s*\(\s*|\s*[,;]\s*|\s+)(?:${INTRO}\s+)?([a-zA-Z])\s+(?:is\s+|est\s+)?${SIGN_WORD}\s*\)?\s*[.?!]?\s*$`, 'i');

export interface Condition {
  rest: string;
  /** The interval the unknown must lie in. */
  domain: Domain;
  /** The condition kept as a relation ("x > 0"), for an inequality, where it joins the others. */
  relation: string;
}

function interval(lo: string | null, hi: string | null, loClosed: boolean, hiClosed: boolean): Domain {
  return { kind: 'interval', lo: parseNode(lo ?? '-oo'), hi: parseNode(hi ?? 'oo'), loClosed: lo !== null && loClosed, hiClosed: hi !== null && hiClosed };
}

const notApplied = (cond: string): SolverError =>
  new SolverError(
    'unsupported',
    text(
      `We cannot apply the condition "${cond}" to the solutions yet: solve without it, then remove the values it excludes.`,
      `Nous ne savons pas encore appliquer la condition « ${cond} » aux solutions : résolvez sans elle, puis retirez les valeurs qu'elle exclut.`,
    ),
  );

/** Reads a condition at the end of `s` (accents already removed), when `s` holds a relation before it. */
export function readCondition(s: string): Condition | null {
  for (const re of BOUND) {
    const m = re.exec(s);
    if (!m || !/[=<>]/.test(s.slice(0, m.index))) continue;
    const [, x, rawOp, rawValue] = m;
    const value = rawValue.trim();
    let ascii: string;
    try {
      ascii = toAscii(parseNode(value));
    } catch {
      continue;
    }
    if (evaluateReal(ascii) === null) continue;
    const op = rawOp.replace('≤', '<=').replace('≥', '>=').replace('=<', '<=').replace('=>', '>=');
    if (op === '!=' || op === '≠' || op === '=\u0338') throw notApplied(`${x} ≠ ${value}`);
    const rest = s.slice(0, m.index);
    const domain = op.startsWith('>') ? interval(ascii, null, op === '>=', false) : interval(null, ascii, false, op === '<=');
    return { rest, domain, relation: `${x} ${op} ${ascii}` };
  }
  const w = SIGN.exec(s);
  if (w && /[=<>]/.test(s.slice(0, w.index))) {
    const [, x, strictly, word] = w;
    const lower = word.toLowerCase();
    const non = lower.startsWith('non');
    const positive = /positi/.test(lower) !== non;
    // French "positif" includes 0 ("strictement positif" does not); English "positive" does not.
    const french = /if$/.test(lower);
    const closed = non || (french && !strictly);
    const domain = positive ? interval('0', null, closed, false) : interval(null, '0', false, closed);
    const op = positive ? (closed ? '>=' : '>') : closed ? '<=' : '<';
    return { rest: s.slice(0, w.index), domain, relation: `${x} ${op} 0` };
  }
  return null;
}
