import { simplify } from '../../cas';
import { freeSymbols, isRelation, headOf, substitute, type MathNode } from '../../cas/node';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { pretty } from '../../format/prose';
import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { Outcome, ProblemInput, SolveContext, StepDraft, Strategy } from '../../strategy';
import { close, evaluateAscii } from '../../verify/numeric';
import { evalExact } from './arithmetic';
import { exprAnswer, step } from './common';

/**
 * The value of an expression at given values of its letters: "evaluate x^2 + 3x at x = 2",
 * "2x + 1 pour x = 5", "x + y when x = 2 and y = 3", "f(x) = x^2 + 1, find f(3)",
 * "f(4) if f(x) = 2x + 1". Without this reading the words "at", "when", "pour" would be dropped or
 * multiplied into the formula and the binding read as an equation.
 */

interface Binding {
  name: string;
  value: MathNode;
}

export interface EvaluateProblem {
  expr: MathNode;
  bindings: Binding[];
  /** How the question names the result: `f(3)` or the expression itself. */
  label?: string;
  /** The same name in plain text, f(π/3): the LaTeX stripped of its commands read f(\frac{\pi}{3}) as f(3). */
  said?: string;
}

const ASK = String.raw`(?:please\s+)?(?:evaluate|find|compute|calculate|what\s+is|what's|give|work\s+out|calculer|calcule[zr]?|evaluer|evalue[zr]?|trouver|trouve[zr]?|determiner|determine[zr]?|donner|donne[zr]?|quelle\s+est|que\s+vaut|combien\s+vaut)`;
const VALUE_OF = String.raw`(?:the\s+value\s+of\s+|la\s+valeur\s+de\s+|valeur\s+de\s+|value\s+of\s+)`;
const WHEN = String.raw`(?:at|when|for|if|where|with|given|pour|quand|lorsque|si|avec|en|ou)`;

/** Reads `x = 2`, `x = 2 and y = 3`, `x = -1, y = 1/2`; null when one part is not a binding. */
function readBindings(s: string): Binding[] | null {
  const parts = s.split(/\s*(?:,|;|\band\b|\bet\b)\s*/i).filter((p) => p.trim() !== '');
  const out: Binding[] = [];
  for (const p of parts) {
    const m = /^\s*([a-zA-Z])\s*=\s*(.+?)\s*$/.exec(p);
    if (!m) return null;
    const value = parseNode(m[2]);
    if (freeSymbols(value).size > 0 || isRelation(headOf(value))) return null;
    out.push({ name: m[1], value });
  }
  return out.length > 0 ? out : null;
}

function readFormula(s: string): MathNode | null {
  const n = parseNode(s);
  if (isRelation(headOf(n)) || headOf(n) === 'List' || headOf(n) === 'And') return null;
  return n;
}

export function recognizeEvaluateAt(input: string): EvaluateProblem | null {
  const s = input.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().replace(/\s*[?.!]+\s*$/, '');
  // f(x) = x^2 + 1, find f(3)  /  soit f(x) = 2x + 1 ; calculer f(4)  /  f(x)=x^3, f(2)=?
  const def = new RegExp(
    String.raw`^(?:if\s+|si\s+|let\s+|soit\s+|given\s+)?([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)\s*[,;.:]\s*(?:then\s+|alors\s+)?(?:${ASK}\s+)?${VALUE_OF}?\1\s*\(\s*([^()]+?)\s*\)\s*(?:=\s*)?$`,
    'i',
  ).exec(s);
  if (def) return fnProblem(def[1], def[2], def[3], def[4]);
  // find f(4) if f(x) = 2x + 1  /  calculer f(2) sachant que f(x) = x^2
  const ask = new RegExp(
    String.raw`^(?:${ASK}\s+)?${VALUE_OF}?([a-zA-Z])\s*\(\s*([^()]+?)\s*\)\s*,?\s*(?:if|when|where|given(?:\s+that)?|si|sachant\s+que|avec|for|pour)\s+\1\s*\(\s*([a-z])\s*\)\s*=\s*(.+)$`,
    'i',
  ).exec(s);
  if (ask) return fnProblem(ask[1], ask[3], ask[4], ask[2]);
  // the values first: "if x = 3 and y = −1, find the value of x² − 2xy + y²", « si x = 2, calculer 3x − 1 »
  const first = new RegExp(String.raw`^(?:if|given(?:\s+that)?|when|for|si|pour|sachant\s+que|lorsque)\s+([a-zA-Z]\s*=.+?)\s*[,;:]\s*(?:then\s+|alors\s+)?(?:${ASK}\s+)${VALUE_OF}?(.+)$`, 'i').exec(s);
  // evaluate x^2 + 3x at x = 2  /  2x + 1 pour x = 5  /  x + y when x = 2 and y = 3
  const at = first ? [first[0], first[2], first[1]] : new RegExp(String.raw`^(?:${ASK}\s+)?${VALUE_OF}?(.+?)\s*,?\s+${WHEN}\s+([a-zA-Z]\s*=.+)$`, 'i').exec(s);
  // « Calculer A = 3x² − 2x + 1 pour x = −1 »: the expression named by a capital letter
  const named = at ? /^\s*[A-Z]\s*=\s*(.+)$/.exec(at[1]) : null;
  const formula = named ? named[1] : at?.[1];
  if (!at || formula === undefined || /[=<>]/.test(formula)) return null;
  const bindings = readBindings(at[2]);
  const expr = bindings ? readFormula(formula) : null;
  if (!bindings || !expr) return null;
  const free = freeSymbols(expr);
  if (!bindings.every((b) => free.has(b.name))) return null;
  return { expr, bindings };
}

function fnProblem(f: string, x: string, body: string, arg: string): EvaluateProblem | null {
  const expr = readFormula(body);
  const value = parseNode(arg);
  if (!expr || freeSymbols(value).size > 0) return null;
  return { expr, bindings: [{ name: x, value }], label: `${f}(${toLatex(value)})`, said: `${f}(${pretty(toAscii(value))})` };
}

/** The values read into the task: its letters' bindings, the expression computed there. */
export const valuesGivenStrategy: Strategy = {
  name: 'evaluate-at.values',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'evaluate' || !t.at) return null;
    return substituted({ expr: parseNode(t.expr), bindings: t.at.map(([name, value]) => ({ name, value: parseNode(value) })) }, ctx);
  },
};

export const evaluateAtStrategy: Strategy = {
  name: 'evaluate-at',
  solve(problem: ProblemInput, ctx: SolveContext): Outcome | null {
    let p: EvaluateProblem | null;
    try {
      p = recognizeEvaluateAt(problem.text);
    } catch {
      return null;
    }
    return p ? substituted(p, ctx) : null;
  },
};

/** Each letter replaced by its value, in brackets, then the number computed in the usual order. */
function substituted(p: EvaluateProblem, ctx: SolveContext): Outcome | null {
  const steps: StepDraft[] = [];
  let plugged = p.expr;
  for (const b of p.bindings) plugged = substitute(plugged, b.name, b.value);
  const names = p.bindings.map((b) => `${b.name} = ${toAscii(b.value)}`).join(', ');
  const lead = p.label ?? toLatex(p.expr);
  steps.push(
    step(
      text('Substitute the values', 'Remplacer par les valeurs'),
      text(
        `Replace each letter by its value (${names}), in brackets so signs and powers stay right.`,
        `On remplace chaque lettre par sa valeur (${names}), entre parenthèses pour garder les signes et les puissances.`,
      ),
      `${lead} = ${toLatex(plugged)}`,
    ),
  );
  const exact = evalExact(plugged, steps, ctx);
  const result = exact ? exact.toNode() : simplify(plugged);
  const value = toAscii(result);
  if (/Error|Undefined|NaN/i.test(value)) return null;
  steps.push(step(text('Compute', 'Calculer'), text('Carry out the operations, in the usual order.', 'On effectue les opérations dans l’ordre habituel.'), `${lead} = ${toLatex(result)}`));
  const verified = check(p, value);
  const answer = exprAnswer(result);
  return {
    method: 'evaluate.substitute',
    category: freeSymbols(result).size > 0 ? 'simplify' : 'arithmetic',
    steps,
    answer,
    finalAnswer: text(p.said ? `${p.said} = ${value}` : value, p.said ? `${p.said} = ${value}` : value),
    verified,
    ...(verified
      ? { verification: text('The original expression evaluated numerically at these values gives the same number.', "L'expression de départ, évaluée numériquement en ces valeurs, donne le même nombre.") }
      : {}),
  };
}

/** Independent check with mathjs: the typed expression at the numeric values against the answer. */
function check(p: EvaluateProblem, answerAscii: string): boolean {
  const scope: Record<string, number | { re: number; im: number }> = {};
  for (const b of p.bindings) {
    const v = evaluateAscii(toAscii(b.value));
    if (!v) return false;
    scope[b.name] = v;
  }
  const extra = [...freeSymbols(p.expr)].filter((s) => scope[s] === undefined);
  // Letters left free get the same sample values on both sides.
  extra.forEach((s, k) => (scope[s] = 0.37 + 0.61 * k));
  const want = evaluateAscii(toAscii(p.expr), scope);
  const got = evaluateAscii(answerAscii, scope);
  return want !== null && got !== null && close(want, got);
}
