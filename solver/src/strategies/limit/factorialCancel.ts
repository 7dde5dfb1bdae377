import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { argsOf, headOf, isFn, nodeEquals, simplify as casSimplify, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { evaluateReal } from '../../verify/numeric';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { simplify } from '../derivative/simplify';
import { toAscii as exAscii, toLatex as exLatex } from '../derivative/print';
import { limitStrategy } from './strategy';

/** The longest product (m + 1)(m + 2)…(m + k) written out for (m + k)!. */
const MAX_SHIFT = 12;
/** The placeholder for the factorial every member of a family is written with. */
const BASE = 'qbase';

function factorialArgs(node: MathNode, out: MathNode[] = []): MathNode[] {
  if (!isFn(node)) return out;
  if (headOf(node) === 'Factorial' && !out.some((a) => nodeEquals(a, argsOf(node)[0]))) out.push(argsOf(node)[0]);
  for (const a of argsOf(node)) factorialArgs(a, out);
  return out;
}

function replaceFactorial(node: MathNode, arg: MathNode, by: MathNode): MathNode {
  if (!isFn(node)) return node;
  if (headOf(node) === 'Factorial' && nodeEquals(argsOf(node)[0], arg)) return by;
  return [node[0], ...argsOf(node).map((a) => replaceFactorial(a, arg, by))];
}

/** b − a when it is the same whole number for every n (n + 3 and n + 1: 2), else null. */
function shift(a: MathNode, b: MathNode, n: string): number | null {
  const d = `(${toAscii(b)}) - (${toAscii(a)})`;
  const [d1, d2] = [evaluateReal(d, { [n]: 7 }), evaluateReal(d, { [n]: 12 })];
  return d1 !== null && d2 !== null && d1 === d2 && Number.isInteger(d1) ? d1 : null;
}

interface Rewrite { arg: MathNode; product: MathNode }

/**
 * Each factorial written with the smallest factorial of its family ((n + 2)! = n!·(n + 1)(n + 2)),
 * a constant one (2!) as its value; the term, once those factorials cancel, without any. Null
 * when nothing is rewritten or a factorial is left.
 */
export function cancelFactorials(ascii: string, n: string): { term: string; rewrites: Rewrite[] } | null {
  let node: MathNode;
  try {
    node = parseNode(ascii);
  } catch {
    return null;
  }
  const args = factorialArgs(node);
  if (args.length < 2) return null;
  const rewrites: Rewrite[] = [];
  let term = node;
  const bases: MathNode[] = [];
  for (const arg of args) {
    const value = evaluateReal(toAscii(arg), { [n]: 7 });
    if (value !== null && Number.isInteger(value) && value >= 0 && value <= 20 && evaluateReal(toAscii(arg), { [n]: 12 }) === value) {
      const product: MathNode = Array.from({ length: value }, (_, i) => i + 1).reduce((p, x) => p * x, 1);
      rewrites.push({ arg, product });
      term = replaceFactorial(term, arg, product);
      continue;
    }
    const family = args.filter((b) => shift(arg, b, n) !== null);
    const base = family.reduce((lo, b) => ((shift(lo, b, n) ?? 0) < 0 ? b : lo), arg);
    const k = shift(base, arg, n) ?? 0;
    if (k > MAX_SHIFT) return null;
    if (!bases.some((b) => nodeEquals(b, base))) bases.push(base);
    const name = BASE + (bases.findIndex((b) => nodeEquals(b, base)) + 1);
    if (k === 0) {
      term = replaceFactorial(term, arg, name);
      continue;
    }
    const factors = Array.from({ length: k }, (_, i) => casSimplify(['Add', base, i + 1]));
    rewrites.push({ arg, product: ['Multiply', ['Factorial', base], ...factors] });
    term = replaceFactorial(term, arg, ['Multiply', name, ...factors]);
  }
  if (rewrites.length === 0) return null;
  const written = toAscii(term);
  if (/factorial/i.test(written)) return null;
  // the families' factorials cancel: the term does not change with their values
  const names = bases.map((_, i) => BASE + (i + 1));
  const at = (vals: number[], m: number): number | null => evaluateReal(written, { [n]: m, ...Object.fromEntries(names.map((s, i) => [s, vals[i]])) });
  for (const m of [5, 9]) {
    const [a, b] = [at(names.map(() => 1), m), at(names.map((_, i) => 3 + i), m)];
    if (a === null || b === null || Math.abs(a - b) > 1e-12 * Math.max(1, Math.abs(a))) return null;
  }
  const cancelled = names.reduce((acc, s) => acc.split(s).join('1'), written);
  return { term: exAscii(simplify(fromMathJson(parseCalc(cancelled)))), rewrites };
}

/**
 * Sequences with factorials that differ by whole numbers ((n + 1)!/(n!·n), n!/(n + 2)!,
 * C(n, 2)/n²): each written with the smallest of its family, they cancel, and the rational term
 * left goes to the usual methods.
 */
export const factorialCancelStrategy: Strategy = {
  name: 'limit.factorial_cancel',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'limit' || !t.sequence || t.asks || !/factorial/.test(t.expr)) return null;
    const found = cancelFactorials(t.expr, t.variable);
    if (!found) return null;
    const limit = { ...t, expr: found.term };
    const o = limitStrategy.solve({ ...problem, task: limit }, ctx);
    if (!o) return null;
    const shown = found.rewrites.map((r) => `${toLatex(['Factorial', r.arg])} = ${toLatex(r.product)}`).join(',\\quad ');
    return {
      ...o,
      method: 'limit.factorial_cancel',
      steps: [
        {
          title: text('Cancel the factorials', 'Simplifier les factorielles'),
          explanation: text(
            `Factorials whose arguments differ by a whole number share a factor: written with the smallest, they cancel and the term is ${found.term}.`,
            `Des factorielles dont les arguments diffèrent d'un entier ont un facteur commun : écrites avec la plus petite, elles se simplifient et le terme vaut ${found.term}.`,
          ),
          formula: `${shown}\\quad\\Rightarrow\\quad a_{${t.variable}} = ${exLatex(simplify(fromMathJson(parseCalc(found.term))))}`,
        },
        ...o.steps,
      ],
    };
  },
};
