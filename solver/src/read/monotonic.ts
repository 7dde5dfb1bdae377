import { box, toNode } from '../cas';
import type { MathNode } from '../cas/node';
import { toAscii } from '../format/ascii';
import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';
import { definedFunction } from './definedFunction';
import { domainConditions } from './domain';

/**
 * Where a function given by a formula is increasing or decreasing, in English and French: "On what
 * interval is f(x) = x² − 6x + 5 increasing?", "Find where g(t) = t³ − 3t is decreasing", « Sur quel
 * intervalle la fonction f(x) = x² − 6x + 5 est-elle croissante ? », « Soit f(x) = ln x − x.
 * Déterminer les intervalles où f est décroissante. » Read as f′(x) ≥ 0 (≤ 0) together with the
 * conditions under which f is defined; "the open intervals" as f′(x) > 0 (< 0). The words around the function must all be the question's:
 * a restriction ("on [0, 2π]") or another request leaves the text to the other readers.
 */
const DIRECTION = /\b(?:strictly\s+|strictement\s+)?(increasing|decreasing|croissante?s?|decroissante?s?|increase|decrease|croit|decroit)\b/i;
/** Every word the question may use besides the function's formula, its name and its variable. */
const QUESTION_WORDS = new Set(
  (
    'on over in what which where interval intervals is are the a function find determine state give for values of does do largest open ' +
    'let consider and its it graph strictly increasing decreasing increase decrease defined by real numbers all r ' +
    'sur quel quels quelle quelles intervalle intervalles la le les fonction est elle est-elle determiner donner trouver ou lesquels lequel ' +
    'soit definie par pour de des valeurs et ensemble croissante croissantes decroissante decroissantes strictement croit decroit reels'
  ).split(' '),
);

/** The subterms e^u and √u of a formula: positive wherever the derivative is defined. */
function positiveFactors(n: MathNode, out: MathNode[] = []): MathNode[] {
  if (!Array.isArray(n)) return out;
  const [head, ...args] = n as [string, ...MathNode[]];
  if ((head === 'Power' && args[0] === 'ExponentialE') || head === 'Sqrt') out.push(n);
  for (const a of args) positiveFactors(a, out);
  return out;
}

/**
 * The derivative without its positive factors, which leave its sign alone: −x·e^(−x) + e^(−x) has
 * the sign of 1 − x, (x − 3)/(2√x) + √x that of (3x − 3)/2. A factor is taken out only when it
 * leaves the formula entirely; the derivative is kept as it is otherwise.
 */
function signOf(d: MathNode): { sign: MathNode; factor: MathNode } | null {
  for (const f of positiveFactors(d)) {
    const q = toNode(box([Array.isArray(f) && f[0] === 'Sqrt' ? 'Multiply' : 'Divide', d, f]).simplify());
    if (!JSON.stringify(q).includes(JSON.stringify(f))) return { sign: q, factor: f };
  }
  return null;
}

export function readMonotonic(problem: ProblemInput): TaskOf<'solve'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'");
  const direction = DIRECTION.exec(t);
  if (!direction) return null;
  // "increasing or decreasing", « le sens de variation »: both asked, not answered by one set
  const ways = new Set([...t.matchAll(new RegExp(DIRECTION.source, 'gi'))].map((m) => /^(?:increas|croi)/i.test(m[1])));
  if (ways.size > 1) return null;
  const f = definedFunction(t, QUESTION_WORDS);
  if (!f) return null;
  const { name, node, variable: x } = f;
  const relations: Relation[] = [];
  if (!domainConditions(node, relations)) return null;
  const d = toNode(box(['D', node, x]).evaluate());
  const derivative = toAscii(d);
  if (/\bD\(|Derivative/.test(derivative) || derivative === '0') return null;
  const positive = signOf(d);
  const increasing = /^(?:increas|croi)/i.test(direction[1]);
  return {
    kind: 'solve',
    // "the open intervals on which …" asks them without their ends: f′ > 0
    relations: [{ lhs: positive ? toAscii(positive.sign) : derivative, op: /\bopen\s+intervals?\b/i.test(t) ? (increasing ? '>' : '<') : increasing ? '>=' : '<=', rhs: '0' }, ...relations],
    unknowns: [x],
    domain: { kind: 'real' },
    monotonic: { name, formula: toAscii(node), derivative, direction: increasing ? 'increasing' : 'decreasing', ...(positive ? { positive: toAscii(positive.factor) } : {}) },
  };
}
