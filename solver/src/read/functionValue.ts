import { parseNode } from '../parse/math';
import { readCondition } from '../parse/condition';
import type { Domain } from '../parse/command';
import type { MathNode } from '../cas/node';
import { toAscii } from '../format/ascii';
import { SolverError } from '../errors';
import { text } from '../i18n';
import { evaluateReal } from '../verify/numeric';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * A value or a composition of functions defined first, in English and French: "f(x) = 2x² − 3x + 1,
 * find f(3)", "Given f(x) = x² + 3 and g(x) = x − 2, find (g o f)(x)", "f(g(2))", « Soit
 * f(x) = 2x² − 5x + 1. Calculer f(−2). ». Read as the number computed (each function's formula with
 * its argument put in) or, at x, as the composed formula to expand. Any other question about the
 * functions is left to the other readers.
 */
const DEFINITION = /(?:^|[\s,;.:])([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=\s*/g;
/** What may come before the first definition: "given the functions", « soit f la fonction définie sur ℝ par ». */
const INTRO = /^\s*(?:(?:given|let|if|soit|soient|si|on\s+(?:considere|pose|donne)|consider)\s+)?(?:[a-zA-Z](?:\s+(?:and|et)\s+[a-zA-Z])?\s+)?(?:(?:the|la|les)\s+)?(?:functions?|fonctions?)?\s*(?:[a-zA-Z](?:\s+(?:and|et)\s+[a-zA-Z])?\s+)?(?:(?:definies?|defined)\s+(?:(?:sur|on)\s+(?:[[\]][^[\]]*[[\]]|\S+)\s+)?(?:par|by))?\s*:?\s*$/i;
/** « définie sur [0 ; 10] par », "defined on [0, 10] by": the domain said before the formulas. */
const DOMAIN_BEFORE = /(?:definies?|defined)\s+(?:sur|on)\s+([[\]][^[\]]*[[\]])/i;
const VERB = String.raw`(?:find|evaluate|compute|calculate|determine|give|what\s+is|calculer|calculez|calcule|determiner|determinez|donner|donnez|trouver|quelle\s+est\s+la\s+valeur\s+de|the\s+value\s+of|la\s+valeur\s+de)`;
/** "the expression of", « l'expression de »: the composed formula named before it is written. */
const FORMULA_OF = String.raw`(?:(?:the\s+)?(?:expression|formula|rule)\s+(?:of|for)\s+|l'(?:expression|ecriture)\s+(?:de\s+|d'\s*))`;
/** The question: a verb, then the value asked — f(3), f(g(2)), (g o f)(x), (f∘g)(x), g∘f(x). */
const QUESTION = new RegExp(String.raw`[\s,;.:]*(?:(?:and|then|et|puis|now|alors|ensuite)\s*,?\s+)?(?:${VERB}\s+)+(?:each\s+value\s*:?\s*)?${FORMULA_OF}?(.+?)\s*[.?!]?\s*$`, 'i');

interface Definition { name: string; variable: string; formula: string; domain?: IntervalDomain }

/**
 * A definition and the domain written after it ("f(x) = 1.5x + 2 for x ≥ 0", « avec x ≥ 0 »,
 * "x ∈ [0, 5]"): the value asked must lie in it. Null when the domain is not an interval of ℝ, or
 * a condition that is no interval (x ≠ 1) is written: that question is left to the other readers.
 */
function readDefinition(name: string, variable: string, written: string): Definition | null {
  const interval = domainClause(written, variable);
  if (interval === undefined) return null;
  const formula = ascii(interval ? interval.rest : written);
  if (!formula) return null;
  return interval ? { name, variable, formula, domain: interval.domain } : { name, variable, formula };
}

type IntervalDomain = Domain & { kind: 'interval' };
const END = String.raw`(?:\s*[.;])?\s*$`;
const LEAD = String.raw`(?:\s*[,;(]\s*|\s+)(?:(?:for|pour|with|avec|where|when|on|sur|o[uù])\s+)?`;

/**
 * The domain written after a definition: "for x ≥ 0", « avec x > 1 », "(x ≥ 0)", "x ∈ [0, 5]",
 * « pour x appartenant à [0 ; 3] », "on [0, 10]", "for 0 ≤ x ≤ 5". Null when none is written;
 * undefined when a condition is written that is no interval (x ≠ 1, x in ℂ).
 */
function domainClause(written: string, x: string): { rest: string; domain: IntervalDomain } | null | undefined {
  const numberAt = (s: string): MathNode | null => {
    try {
      const node = parseNode(s.replace(/^\+?(?:oo|∞|inf)$/, 'oo').replace(/^-(?:oo|∞|inf)$/, '-oo'));
      return evaluateReal(toAscii(node)) === null && !/oo/.test(toAscii(node)) ? null : node;
    } catch {
      return null;
    }
  };
  const bracketed = new RegExp(String.raw`${LEAD}(?:${x}\s*(?:in|∈|dans|appartenant\s+a|belonging\s+to)\s*)?([[\]])\s*([^,;[\]]+?)\s*[,;]\s*([^,;[\]]+?)\s*([[\])])\s*\)?${END}`, 'i').exec(written);
  const chain = new RegExp(String.raw`${LEAD}([-+]?[\w./*]+)\s*(<=|<)\s*${x}\s*(<=|<)\s*([-+]?[\w./*]+?)\s*\)?${END}`, 'i').exec(written);
  if (bracketed || chain) {
    const [lo, hi] = bracketed ? [numberAt(bracketed[2]), numberAt(bracketed[3])] : [numberAt(chain![1]), numberAt(chain![4])];
    if (lo === null || hi === null) return undefined;
    const [loClosed, hiClosed] = bracketed ? [bracketed[1] === '[', bracketed[4] === ']'] : [chain![2] === '<=', chain![3] === '<='];
    const m = (bracketed ?? chain)!;
    return { rest: written.slice(0, m.index), domain: { kind: 'interval', lo, hi, loClosed, hiClosed } };
  }
  let c: ReturnType<typeof readCondition>;
  try {
    c = readCondition(`${x} = ${written}`);
  } catch (e) {
    if (e instanceof SolverError) return undefined;
    throw e;
  }
  if (!c) return /[<>≤≥≠]|\b(?:in|dans)\b|∈/.test(written) ? undefined : null;
  if (!c.relation.startsWith(`${x} `) || c.domain.kind !== 'interval') return undefined;
  return { rest: c.rest.slice(`${x} = `.length), domain: c.domain };
}

const boundValue = (node: MathNode): number | null => {
  const written = toAscii(node);
  return written === 'oo' ? Infinity : written === '-oo' ? -Infinity : evaluateReal(written);
};

/** The value put into a function defined on an interval must lie in it: f(−1) for x ≥ 0 is no value of f. */
function checkInDomain(f: Definition, argument: string): boolean {
  if (!f.domain) return true;
  const v = evaluateReal(argument);
  if (v === null) return false;
  const { lo, hi, loClosed, hiClosed } = f.domain;
  const [a, b] = [boundValue(lo), boundValue(hi)];
  if (a === null || b === null) return false;
  const inside = (loClosed ? v >= a - 1e-12 : v > a) && (hiClosed ? v <= b + 1e-12 : v < b);
  if (inside) return true;
  const end = (node: MathNode): string => toAscii(node).replace(/-oo/, '−∞').replace(/oo/, '+∞');
  const en = `${loClosed ? '[' : '('}${end(lo)}, ${end(hi)}${hiClosed ? ']' : ')'}`;
  const fr = `${loClosed ? '[' : ']'}${end(lo)} ; ${end(hi)}${hiClosed ? ']' : '['}`;
  throw new SolverError(
    'unsupported',
    text(
      `${f.name}(${argument}) is not defined: ${argument} is not in the domain ${en} given for ${f.name}.`,
      `${f.name}(${argument}) n'est pas défini : ${argument} n'appartient pas à l'ensemble de définition ${fr} donné pour ${f.name}.`,
    ),
  );
}

/** The functions asked, outermost first, and the argument: "f(g(2))" → [f, g], 2. */
function readCall(q: string): { names: string[]; arg: string } | null {
  const s = q.replace(/\s+/g, '');
  const composed = /^\(?([a-zA-Z])(?:o|∘|\\circ)([a-zA-Z])\)?\((.+)\)$/.exec(s);
  if (composed) return { names: [composed[1], composed[2]], arg: composed[3] };
  const names: string[] = [];
  let rest = s;
  for (let m = /^([a-zA-Z])\((.+)\)$/.exec(rest); m; m = /^([a-zA-Z])\((.+)\)$/.exec(rest)) {
    names.push(m[1]);
    rest = m[2];
  }
  return names.length > 0 ? { names, arg: rest } : null;
}

const ascii = (formula: string): string | null => {
  try {
    return toAscii(parseNode(formula));
  } catch {
    return null;
  }
};

/** The question first, the definitions after: "Find f(g(x)) if f(x) = 2x + 1 and g(x) = x² − 3". */
const QUESTION_FIRST = new RegExp(String.raw`^\s*((?:${VERB}\s+)+${FORMULA_OF}?(.+?))\s*,?\s+(?:if|where|when|given(?:\s+that)?|for|si|ou|sachant\s+que|avec)\s+(.+?)\s*[.?!]?\s*$`, 'i');

/** The statement with its definitions first, as the reading below expects them. */
function definitionsFirst(t: string): string {
  const q = QUESTION_FIRST.exec(t);
  return q && [...q[3].matchAll(DEFINITION)].length > 0 && [...q[2].matchAll(DEFINITION)].length === 0 ? `${q[3]}. ${q[1]}` : t;
}

export function readFunctionValue(problem: ProblemInput): TaskOf<'evaluate'> | TaskOf<'transform'> | null {
  const t = definitionsFirst(problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/∘/g, ' o ').replace(/’/g, "'"));
  const starts = [...t.matchAll(DEFINITION)];
  if (starts.length === 0 || !INTRO.test(`${t.slice(0, starts[0].index)} `)) return null;
  const question = QUESTION.exec(t.slice(starts[starts.length - 1].index));
  if (!question) return null;
  const end = (question.index ?? 0) + (starts[starts.length - 1].index ?? 0);
  const before = DOMAIN_BEFORE.exec(t.slice(0, starts[0].index));
  const said = before ? domainClause(` on ${before[1]}`, starts[0][2]) : null;
  if (said === undefined || (said && starts.length > 1)) return null;
  const definitions: Definition[] = [];
  for (let i = 0; i < starts.length; i++) {
    const from = (starts[i].index ?? 0) + starts[i][0].length;
    const to = i + 1 < starts.length ? starts[i + 1].index ?? end : end;
    const definition = readDefinition(starts[i][1], starts[i][2], t.slice(from, to).replace(/\s*(?:[,;.]|\s(?:and|et))\s*$/i, ''));
    if (!definition || definitions.some((d) => d.name === starts[i][1]) || (said && definition.domain)) return null;
    definitions.push(said ? { ...definition, domain: said.domain } : definition);
  }
  const call = readCall(question[1]);
  if (!call) return null;
  const argument = ascii(call.arg);
  if (!argument) return null;
  let expr = argument;
  for (const name of [...call.names].reverse()) {
    const f = definitions.find((d) => d.name === name);
    if (!f) return null;
    // a function restricted to a domain is asked at a number only: a formula in it would drop the domain
    if (f.domain && !checkInDomain(f, expr)) return null;
    expr = f.formula.replace(new RegExp(String.raw`(?<![A-Za-z])${f.variable}(?![A-Za-z(])`, 'g'), `(${expr})`);
  }
  const variables = new Set(definitions.map((d) => d.variable));
  const result = ascii(expr);
  if (!result) return null;
  // at the variable itself, (g o f)(x) is a formula, and so is f(a + 1); at a number, a value
  if (variables.has(argument)) return call.names.length > 1 ? { kind: 'transform', op: 'expand', expr: result } : null;
  return /[a-zA-Z]/.test(argument.replace(/\bpi\b|\be\b|sqrt/g, '')) ? { kind: 'transform', op: 'expand', expr: result } : { kind: 'evaluate', expr: result };
}
