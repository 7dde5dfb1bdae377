import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readIntegralTask } from './integral';
import { primitiveDomain } from './primitiveDomain';

/**
 * The antiderivative that takes a given value at a point: "the antiderivative F of f(x) = 2x + 1
 * such that F(1) = 0", « la primitive de f qui s'annule en 1 », « qui vaut 3 en 0 », "whose graph
 * passes through (0, 2)". It is the initial value problem F' = f, F(a) = b: read as that equation,
 * so the one constant is fixed by the condition and the answer is checked by substitution.
 */
const ASKED = /\b(?:antiderivative|anti-derivative|primitive)s?\b/i;
const NUM = String.raw`[-+]?\s*(?:\d+(?:\.\d+)?(?:\s*\*?\s*(?:pi|e))?|pi|e)(?:\s*\/\s*\d+)?`;

interface Condition {
  at: string;
  value: string;
  name?: string;
}

const CONDITIONS: Array<{ re: RegExp; read: (m: RegExpExecArray) => Condition }> = [
  // such that F(1) = 0, with F(0) = 5, telle que F(1) = 0, vérifiant G(0) = 2
  {
    re: new RegExp(String.raw`\s*,?\s*(?:such\s+that|so\s+that|with|where|satisfying|for\s+which|telle?\s+que|avec|v[ée]rifiant|qui\s+v[ée]rifie|which\s+satisfies|et)\s+([A-Za-z])\s*\(\s*(${NUM})\s*\)\s*=\s*(${NUM})`, 'i'),
    read: (m) => ({ name: m[1], at: m[2], value: m[3] }),
  },
  // qui s'annule en 1, that vanishes at 1, which is zero at x = 1
  {
    re: new RegExp(String.raw`\s*,?\s*(?:qui\s+s['’]\s*annule\s+(?:en|pour)|(?:that|which)\s+(?:vanishes|is\s+(?:zero|0))\s+(?:at|when))\s+(?:[a-z]\s*=\s*)?(${NUM})`, 'i'),
    read: (m) => ({ at: m[1], value: '0' }),
  },
  // qui vaut 3 en 0, qui prend la valeur 3 en 0, that equals 3 at 0, taking the value 3 at x = 0
  {
    re: new RegExp(String.raw`\s*,?\s*(?:qui\s+(?:vaut|prend\s+la\s+valeur)|(?:that|which)\s+(?:equals|is|takes\s+the\s+value)|taking\s+the\s+value)\s+(${NUM})\s+(?:en|pour|at|when)\s+(?:[a-z]\s*=\s*)?(${NUM})`, 'i'),
    read: (m) => ({ at: m[2], value: m[1] }),
  },
  // whose graph passes through (0, 2), dont la courbe passe par le point A(0 ; 2)
  {
    re: new RegExp(String.raw`\s*,?\s*(?:(?:that|which|whose\s+(?:graph|curve))\s+(?:passes|goes)\s+through|dont\s+la\s+courbe(?:\s+repr[ée]sentative)?\s+passe\s+par|qui\s+passe\s+par)\s+(?:the\s+point\s+|le\s+point\s+)?(?:[A-Z]\s*)?\(\s*(${NUM})\s*[,;]\s*(${NUM})\s*\)`, 'i'),
    read: (m) => ({ at: m[1], value: m[2] }),
  },
];

const ascii = (s: string): string => toAscii(fromMathJson(parseCalc(s.replace(/\s+/g, ''))));

export function readPrimitiveCondition(problem: ProblemInput): TaskOf<'ode'> | SolverError | null {
  if (!ASKED.test(problem.text)) return null;
  // « la primitive F de f sur ℝ qui vérifie F(0) = 1 »: the interval is where F is sought, the condition fixes C
  const text = primitiveDomain(problem.text)?.rest ?? problem.text;
  for (const { re, read } of CONDITIONS) {
    const m = re.exec(text);
    if (!m) continue;
    const c = read(m);
    // the antiderivative's own name ("la primitive F de f") is no part of the integrand
    const rest = (text.slice(0, m.index) + text.slice(m.index + m[0].length))
      .replace(/\b(antiderivatives?|anti-derivatives?|primitives?)\s+([A-Z])\s+(of|de|d['’])/i, '$1 $3');
    const named = /\b(?:antiderivatives?|anti-derivatives?|primitives?)\s+([A-Z])\s+(?:of|de|d['’])/i.exec(text)?.[1];
    const task = readIntegralTask({ ...problem, text: rest });
    if (task === null || task instanceof SolverError) return task;
    if (task.bounds || task.asks) return null;
    const unknown = c.name ?? named ?? 'F';
    // F(1) = 0 about another function than the one named is another question
    if (named && c.name && named !== c.name) return null;
    const v = task.variable;
    if (unknown === v) return null;
    return { kind: 'ode', equation: `d${unknown}/d${v} = ${task.integrand}`, unknown, variable: v, order: 1, conditions: [{ derivative: 0, at: ascii(c.at), value: ascii(c.value) }] };
  }
  return null;
}
