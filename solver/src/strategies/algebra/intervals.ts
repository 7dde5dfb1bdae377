import type { MathNode } from '../../cas/node';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text, type Text } from '../../i18n';
import type { AnswerDraft } from '../../strategy';

/** A point on the real line: an exact node with its numeric value. */
export interface Point {
  node: MathNode;
  v: number;
}

/** An interval of the real line; a missing end is infinite. */
export interface Interval {
  lo: Point | null;
  hi: Point | null;
  loClosed: boolean;
  hiClosed: boolean;
}

/** Unites intervals that touch (…, 2] ∪ [2, … or (…, 2) ∪ {2} ∪ (2, …). */
export function mergeIntervals(ivs: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const iv of ivs) {
    const last = out[out.length - 1];
    if (last && last.hi && iv.lo && Math.abs(last.hi.v - iv.lo.v) < 1e-12 && (last.hiClosed || iv.loClosed)) {
      out[out.length - 1] = { lo: last.lo, hi: iv.hi, loClosed: last.loClosed, hiClosed: iv.hiClosed };
    } else {
      out.push(iv);
    }
  }
  return out;
}

const endAscii = (p: Point | null, lo: boolean): string => (p ? toAscii(p.node) : lo ? '-oo' : 'oo');
const endLatex = (p: Point | null, lo: boolean): string => (p ? toLatex(p.node) : lo ? '-\\infty' : '+\\infty');

export function intervalAscii(iv: Interval): string {
  if (iv.lo && iv.hi && iv.lo.v === iv.hi.v) return `{${toAscii(iv.lo.node)}}`;
  return `${iv.loClosed && iv.lo ? '[' : '('}${endAscii(iv.lo, true)}, ${endAscii(iv.hi, false)}${iv.hiClosed && iv.hi ? ']' : ')'}`;
}

export function intervalLatex(iv: Interval): string {
  if (iv.lo && iv.hi && iv.lo.v === iv.hi.v) return `\\left\\{${toLatex(iv.lo.node)}\\right\\}`;
  return `${iv.loClosed && iv.lo ? '\\left[' : '\\left('}${endLatex(iv.lo, true)}, ${endLatex(iv.hi, false)}${iv.hiClosed && iv.hi ? '\\right]' : '\\right)'}`;
}

/** The answer of an inequality: `(-oo, -2) U (3, oo)`, `(-oo, oo)`, or `EmptySet`. */
export function intervalAnswer(x: string, ivs: Interval[]): { answer: AnswerDraft; finalAnswer: Text } {
  if (ivs.length === 0) {
    const none = text('No solution: the inequality is never true.', "Aucune solution : l'inégalité n'est jamais vraie.");
    return { answer: { kind: 'interval', value: 'EmptySet', latex: '\\varnothing', words: text('no solution', 'aucune solution') }, finalAnswer: none };
  }
  const value = ivs.map(intervalAscii).join(' U ');
  const latex = ivs.map(intervalLatex).join(' \\cup ');
  if (ivs.length === 1 && !ivs[0].lo && !ivs[0].hi) {
    return {
      answer: { kind: 'interval', value, latex: '\\mathbb{R}', words: text('all real numbers', 'tous les réels') },
      finalAnswer: text(`Every real number: ${x} ∈ (-oo, oo)`, `Tout réel : ${x} ∈ (-oo, oo)`),
    };
  }
  const words = text(
    ivs.map((iv) => describe(x, iv, 'en')).join(', or '),
    ivs.map((iv) => describe(x, iv, 'fr')).join(', ou '),
  );
  return { answer: { kind: 'interval', value, latex: `${x} \\in ${latex}`, words }, finalAnswer: text(`${x} ∈ ${value}`, `${x} ∈ ${value.replace(/ U /g, ' ∪ ')}`) };
}

function describe(x: string, iv: Interval, lang: 'en' | 'fr'): string {
  const lo = iv.lo ? toAscii(iv.lo.node) : null;
  const hi = iv.hi ? toAscii(iv.hi.node) : null;
  const W = lang === 'en'
    ? { gt: 'greater than', ge: 'at least', lt: 'less than', le: 'at most', and: 'and' }
    : { gt: 'strictement supérieur à', ge: 'supérieur ou égal à', lt: 'strictement inférieur à', le: 'inférieur ou égal à', and: 'et' };
  const parts: string[] = [];
  if (lo) parts.push(`${iv.loClosed ? W.ge : W.gt} ${lo}`);
  if (hi) parts.push(`${iv.hiClosed ? W.le : W.lt} ${hi}`);
  return `${x} ${parts.join(` ${W.and} `)}`;
}
