import { parseNode } from '../parse/math';
import { toAscii } from '../format/ascii';
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
const INTRO = /^\s*(?:(?:given|let|if|soit|soient|si|on\s+(?:considere|pose|donne)|consider)\s+)?(?:[a-zA-Z](?:\s+(?:and|et)\s+[a-zA-Z])?\s+)?(?:(?:the|la|les)\s+)?(?:functions?|fonctions?)?\s*(?:[a-zA-Z](?:\s+(?:and|et)\s+[a-zA-Z])?\s+)?(?:(?:definies?|defined)\s+(?:(?:sur|on)\s+\S+\s+)?(?:par|by))?\s*:?\s*$/i;
const VERB = String.raw`(?:find|evaluate|compute|calculate|determine|give|what\s+is|calculer|calculez|calcule|determiner|determinez|donner|donnez|trouver|quelle\s+est\s+la\s+valeur\s+de|the\s+value\s+of|la\s+valeur\s+de)`;
/** "the expression of", « l'expression de »: the composed formula named before it is written. */
const FORMULA_OF = String.raw`(?:(?:the\s+)?(?:expression|formula|rule)\s+(?:of|for)\s+|l'(?:expression|ecriture)\s+(?:de\s+|d'\s*))`;
/** The question: a verb, then the value asked — f(3), f(g(2)), (g o f)(x), (f∘g)(x), g∘f(x). */
const QUESTION = new RegExp(String.raw`[\s,;.:]*(?:(?:and|then|et|puis|now|alors|ensuite)\s*,?\s+)?(?:${VERB}\s+)+(?:each\s+value\s*:?\s*)?${FORMULA_OF}?(.+?)\s*[.?!]?\s*$`, 'i');

interface Definition { name: string; variable: string; formula: string }

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

export function readFunctionValue(problem: ProblemInput): TaskOf<'evaluate'> | TaskOf<'transform'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/∘/g, ' o ').replace(/’/g, "'");
  const starts = [...t.matchAll(DEFINITION)];
  if (starts.length === 0 || !INTRO.test(`${t.slice(0, starts[0].index)} `)) return null;
  const question = QUESTION.exec(t.slice(starts[starts.length - 1].index));
  if (!question) return null;
  const end = (question.index ?? 0) + (starts[starts.length - 1].index ?? 0);
  const definitions: Definition[] = [];
  for (let i = 0; i < starts.length; i++) {
    const from = (starts[i].index ?? 0) + starts[i][0].length;
    const to = i + 1 < starts.length ? starts[i + 1].index ?? end : end;
    const formula = ascii(t.slice(from, to).replace(/\s*(?:[,;.]|\s(?:and|et))\s*$/i, ''));
    if (!formula || definitions.some((d) => d.name === starts[i][1])) return null;
    definitions.push({ name: starts[i][1], variable: starts[i][2], formula });
  }
  const call = readCall(question[1]);
  if (!call) return null;
  const argument = ascii(call.arg);
  if (!argument) return null;
  let expr = argument;
  for (const name of [...call.names].reverse()) {
    const f = definitions.find((d) => d.name === name);
    if (!f) return null;
    expr = f.formula.replace(new RegExp(String.raw`(?<![A-Za-z])${f.variable}(?![A-Za-z(])`, 'g'), `(${expr})`);
  }
  const variables = new Set(definitions.map((d) => d.variable));
  const result = ascii(expr);
  if (!result) return null;
  // at the variable itself, (g o f)(x) is a formula, and so is f(a + 1); at a number, a value
  if (variables.has(argument)) return call.names.length > 1 ? { kind: 'transform', op: 'expand', expr: result } : null;
  return /[a-zA-Z]/.test(argument.replace(/\bpi\b|\be\b|sqrt/g, '')) ? { kind: 'transform', op: 'expand', expr: result } : { kind: 'evaluate', expr: result };
}
