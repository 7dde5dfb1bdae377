import { freeSymbols, headOf, isRelation, type MathNode } from '../../cas/node';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { text, type Text } from '../../i18n';
import { readCommand, type Command, type Domain } from '../../parse/command';
import { evaluateAscii } from '../../verify/numeric';
import { parseNode } from '../../parse/math';
import { PREFERRED_UNKNOWNS } from '../../parse/parameters';
import type { AnswerDraft, ProblemInput, StepDraft } from '../../strategy';
import { SolverError } from '../../errors';

/** What the algebra strategies read from a problem: the command words and the formula. */
export interface AlgebraInput {
  cmd: Command;
  node: MathNode;
}

const cache = new WeakMap<ProblemInput, AlgebraInput | SolverError>();

/**
 * The problem's command and formula, parsed once and shared by every algebra strategy.
 * Returns null when the formula cannot be read; `readAlgebraOrThrow` gives the parse error.
 */
export function readAlgebra(problem: ProblemInput): AlgebraInput | null {
  const r = readAlgebraResult(problem);
  return r instanceof SolverError ? null : r;
}

/** Re(z), Im(z), arg(z), conj(z): complex-number notation the methods read themselves (never R·e). */
export const COMPLEX_PARTS = /(?<![A-Za-z])(?:(?:Re|Im|arg|Arg|conj|conjugate)\s*\(|(?:Re|Im)\s+(?:of|de|d['’])?\s*[(\d])/;
/** Re and Im are never the letters R·e and I·m of a product. */
const PART_NAMES = /(?<![A-Za-z])(Re|Im)\s*(?:\(|\s+(?:of|de|d['’])?\s*[(\d])/;

/** f(A), g(x), h(t) left in the math once the readers of definitions are done: a function with no formula, never the product f·A. */
const FUNCTION_CALL = /(?<![A-Za-z])([fgh])\s*\(\s*([^()]{1,20})\s*\)/;

export function readAlgebraResult(problem: ProblemInput): AlgebraInput | SolverError {
  const hit = cache.get(problem);
  if (hit) return hit;
  let out: AlgebraInput | SolverError;
  const cmd = readCommand(problem.text);
  const part = PART_NAMES.exec(problem.text);
  try {
    if (part) {
      throw new SolverError('unsupported', text(
        `We could not read "${part[1]}" here: the real and imaginary parts are computed for numbers a + bi, and for expressions whose letters are real (say so, e.g. "where a is real").`,
        `Nous n'avons pas pu lire « ${part[1]} » ici : les parties réelle et imaginaire se calculent pour des nombres a + bi, et pour des expressions dont les lettres sont réelles (précisez-le, par exemple « où a est réel »).`,
      ));
    }
    // f(x) read as a name and set aside, with nothing in x left ("solve g(x) = 0"): f has no formula either
    const named = FUNCTION_CALL.exec(problem.text);
    const call = FUNCTION_CALL.exec(cmd.math) ?? (named && /^[a-z]$/.test(named[2]) && !new RegExp(`(?<![A-Za-z])${named[2]}(?![A-Za-z])`).test(cmd.math) ? named : null);
    if (call) {
      throw new SolverError('unsupported', text(
        `We could not read "${call[0]}": ${call[1]} is a function whose formula is not given here. Give it first, for example "${call[1]}(x) = x² + 1, solve ${call[1]}(x) = 5".`,
        `Nous n'avons pas pu lire « ${call[0]} » : ${call[1]} est une fonction dont la formule n'est pas donnée ici. Donnez-la d'abord, par exemple « ${call[1]}(x) = x² + 1, résoudre ${call[1]}(x) = 5 ».`,
      ));
    }
    out = { cmd, node: parseNode(cmd.math) };
  } catch (e) {
    if (!(e instanceof SolverError)) throw e;
    out = e;
  }
  cache.set(problem, out);
  return out;
}

/** The unknown: named in words, else x, else the only letter, else the first usual name. */
export function chooseUnknown(node: MathNode, cmd: Command): string | null {
  if (cmd.variable) return cmd.variable;
  const syms = [...freeSymbols(node)];
  if (syms.length === 0) return null;
  if (syms.includes('x')) return 'x';
  if (syms.length === 1) return syms[0];
  return PREFERRED_UNKNOWNS.find((p) => syms.includes(p)) ?? [...syms].sort()[0];
}

/** A relation `lhs op rhs` split apart (only two-sided relations). */
export interface Relation {
  op: 'Equal' | 'Less' | 'LessEqual' | 'Greater' | 'GreaterEqual' | 'NotEqual';
  lhs: MathNode;
  rhs: MathNode;
}

export function asRelation(node: MathNode): Relation | null {
  const h = headOf(node);
  if (!isRelation(h) || !Array.isArray(node) || node.length !== 3) return null;
  return { op: h, lhs: node[1] as MathNode, rhs: node[2] as MathNode };
}

export const step = (title: Text, explanation: Text, formula?: string): StepDraft =>
  formula === undefined ? { title, explanation } : { title, explanation, formula };

export function exprAnswer(node: MathNode): AnswerDraft {
  const value = toAscii(node);
  return { kind: 'expr', value, latex: toLatex(node), words: asciiToWords(value) };
}

/** `[2, 3]` with the sentence "x = 2 or x = 3", or `[]` with "no real solution". */
export function solutionsAnswer(
  x: string,
  roots: MathNode[],
  complex = false,
): { answer: AnswerDraft; finalAnswer: Text } {
  const values = roots.map(toAscii);
  const value = `[${values.join(', ')}]`;
  if (roots.length === 0) {
    const none = complex
      ? text('No solution.', 'Aucune solution.')
      : text('No real solution.', 'Aucune solution réelle.');
    return {
      answer: { kind: 'solutions', value: '[]', latex: '\\varnothing', words: none },
      finalAnswer: none,
    };
  }
  const latex = roots.map((r) => `${x} = ${toLatex(r)}`).join(',\\ ');
  const en = values.map((v) => `${x} = ${v}`).join(' or ');
  const fr = values.map((v) => `${x} = ${v}`).join(' ou ');
  const words = text(
    values.map((v) => `${x} equals ${asciiToWords(v).en}`).join(' or '),
    values.map((v) => `${x} égale ${asciiToWords(v).fr}`).join(' ou '),
  );
  return { answer: { kind: 'solutions', value, latex, words }, finalAnswer: text(en, fr) };
}

/** LaTeX of an equation/relation between two nodes. */
export function relLatex(lhs: MathNode, op: Relation['op'], rhs: MathNode): string {
  return toLatex([op, lhs, rhs]);
}

/**
 * The roots that lie in the interval the student named ("on [0, 5]", "sur ]0 ; +∞["), with a step
 * saying which were dropped; all roots when no interval was given.
 */
export function restrictToDomain(x: string, roots: MathNode[], domain: Domain | undefined, steps: StepDraft[]): MathNode[] {
  if (!domain || domain.kind !== 'interval') return roots;
  const lo = evaluateAscii(toAscii(domain.lo))?.re ?? -Infinity;
  const hi = evaluateAscii(toAscii(domain.hi))?.re ?? Infinity;
  const inside = (v: number): boolean => (domain.loClosed ? v >= lo - 1e-12 : v > lo + 1e-12) && (domain.hiClosed ? v <= hi + 1e-12 : v < hi - 1e-12);
  const kept = roots.filter((r) => {
    const v = evaluateAscii(toAscii(r));
    return v !== null && Math.abs(v.im) < 1e-12 && inside(v.re);
  });
  const iv = `${domain.loClosed ? '[' : '('}${toAscii(domain.lo)}, ${toAscii(domain.hi)}${domain.hiClosed ? ']' : ')'}`;
  steps.push(
    step(
      text('Keep the solutions in the interval', "Garder les solutions de l'intervalle"),
      text(`Only the values of ${x} in ${iv} are wanted.`, `Seules les valeurs de ${x} dans ${iv} sont demandées.`),
      kept.length ? kept.map((r) => `${x} = ${toLatex(r)}`).join(',\\ ') : '\\varnothing',
    ),
  );
  return kept;
}
