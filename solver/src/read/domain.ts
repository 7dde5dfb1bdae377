import type { MathNode } from '../cas/node';
import { freeSymbols } from '../cas/node';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';

/**
 * The domain of a function given by a formula, in English and French: "find the domain of
 * f(x) = √(x − 5)", « déterminer l'ensemble de définition de h(x) = √(4 − x) + √(x² − 1) ». Read as
 * the conditions its formula needs, solved together: what is under an even root is ≥ 0, what a
 * logarithm is taken of is > 0, a denominator (or a base raised to a negative power) is ≠ 0:
 * "domain of g(x) = √(x − 2)/(x − 5)" is x − 2 ≥ 0 and x − 5 ≠ 0.
 */
const ASKED = /^\s*(?:(?:find|determine|state|give|what\s+is|determiner|determinez|donner|donnez|trouver|quel\s+est)\s+)?(?:the\s+|l'|le\s+)?(?:domain|ensemble\s+de\s+definition|domaine\s+de\s+definition)\s+(?:of\s+(?:the\s+function\s+|x\s+in\s+the\s+expression\.?\s*)?|de\s+(?:la\s+fonction\s+)?|d')(.+?)\s*(?:,?\s*(?:in|using|as\s+an?)\s+interval(?:\s+notation)?|,?\s*sous\s+forme\s+d'(?:un\s+)?intervalles?|,?\s*(?:en|avec\s+des)\s+intervalles?)?\s*[.?!]?\s*$/i;
/** "the function f defined by", « la fonction f définie par », "f given by": words naming the function before its formula. */
const NAMED_BY = /^(?:(?:the\s+|la\s+)?(?:function|fonction)\s+)?(?:[a-zA-Z]\s+)?(?:(?:which\s+is\s+)?defined|given|definie)\s+(?:(?:on|over|sur)\s+(?:son\s+|its\s+)?\S+\s+)?(?:by|par)\s*:?\s*/i;
/**
 * « Soit f la fonction définie par f(x) = … . Déterminer son ensemble de définition. », "Let f be the
 * function defined by f(x) = … . Find its domain.": the formula first, the question after it.
 */
const FORMULA_FIRST = /^\s*(?:soit|let|on\s+considere|consider)\s+(?:[a-zA-Z]\s+(?:la\s+fonction|be\s+the\s+function)\s+|la\s+fonction\s+[a-zA-Z]\s+|the\s+function\s+[a-zA-Z]\s+)?(?:definie|defined|given)?\s*(?:(?:on|over|sur)\s+\S+\s+)?(?:par|by)?\s*:?\s*(.+?)\s*[.;]\s+((?:find|determine|state|give|what\s+is|determiner|determinez|donner|donnez|trouver|quel\s+est)\s+(?:its|the|son|l')\s*(?:domain|ensemble\s+de\s+definition|domaine\s+de\s+definition)(?:\s+(?:of|de)\s+[a-zA-Z])?)\s*[.?!]?\s*$/i;
const DEFINED = /^\s*(?:[a-zA-Z]\s*\(\s*([a-z])\s*\)\s*=|[a-zA-Z]\s*:\s*([a-z])\s*(?:↦|->|\|->)|y\s*=)\s*/;

/** The conditions under which the formula is defined; false when it holds a function not listed. */
export function domainConditions(n: MathNode, out: Relation[]): boolean {
  if (!Array.isArray(n)) return true;
  const [head, ...args] = n as [string, ...MathNode[]];
  if (head === 'Divide' && freeSymbols(args[1]).size > 0) out.push({ lhs: toAscii(args[1]), op: '!=', rhs: '0' });
  if (head === 'Power' && typeof args[1] === 'number' && args[1] < 0) out.push({ lhs: toAscii(args[0]), op: '!=', rhs: '0' });
  if (head === 'Sqrt') out.push({ lhs: toAscii(args[0]), op: '>=', rhs: '0' });
  else if (head === 'Root' && typeof args[1] === 'number' && args[1] % 2 === 0) out.push({ lhs: toAscii(args[0]), op: '>=', rhs: '0' });
  else if (head === 'Ln' || head === 'Log' || head === 'Lg' || head === 'Lb') out.push({ lhs: toAscii(args[0]), op: '>', rhs: '0' });
  else if (!['Add', 'Negate', 'Multiply', 'Divide', 'Power', 'Root', 'Abs', 'Exp', 'Sin', 'Cos', 'Arctan'].includes(head)) return false;
  // e^u and 2^u are defined for every u; another base with a non-integer power is not read here
  const positiveBase = args[0] === 'ExponentialE' || (typeof args[0] === 'number' && args[0] > 0);
  if (head === 'Power' && !positiveBase && !(typeof args[1] === 'number' && Number.isInteger(args[1]))) return false;
  return args.every((a) => domainConditions(a, out));
}

export function readDomain(problem: ProblemInput): TaskOf<'solve'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'");
  const first = FORMULA_FIRST.exec(t);
  const m = ASKED.exec(first ? `domain of ${first[1]}` : t);
  if (!m) return null;
  m[1] = m[1].replace(NAMED_BY, '');
  const defined = DEFINED.exec(m[1]);
  let node: MathNode;
  try {
    node = parseNode(m[1].slice(defined?.[0].length ?? 0));
  } catch {
    return null;
  }
  const symbols = [...freeSymbols(node)];
  const x = defined?.[1] ?? defined?.[2] ?? symbols[0];
  if (symbols.length !== 1 || symbols[0] !== x) return null;
  const relations: Relation[] = [];
  if (!domainConditions(node, relations) || relations.length === 0) return null;
  return { kind: 'solve', relations, unknowns: [x], domain: { kind: 'real' } };
}
