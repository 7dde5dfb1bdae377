import { readImplicitPartial } from './implicitPartial';
import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';
import { splitLetterProducts } from './letterProducts';

/**
 * The chain rule with a function left unspecified: "z = f(x, y) where x = r cos θ, y = r sin θ, find
 * ∂z/∂r", « g(x, y) = f(x² − y², 2xy) », "w = f(u, v) with u = x + y". With each variable of f given
 * by a formula and a derivative of the letter defined asked, the chain rule written with f's partial
 * derivatives; otherwise refused by naming the function, rather than read as a product of letters.
 */
const ABSTRACT = /(?:^|[\s,;:(])(?:[a-z]\s*(?:\(\s*[a-z](?:\s*,\s*[a-z])*\s*\))?\s*=\s*)([a-zA-Zφψ])\s*\(([^()=]*(?:\([^()]*\)[^()=]*)*)\)(?!\s*=)/;

const DERIVATIVE = /'|\bderivative\b|\bd[ée]riv[ée]e\b|\bd\s*\/\s*d\s*[a-z]\b|\bdifferentiate\b|\bd[ée]river\b/i;

/** z = f(x, y): the letter defined, the function's name and its variables. */
const COMPOSED = /(?<![A-Za-z])([a-z])\s*=\s*([a-zA-Z])\s*\(\s*([a-z](?:\s*,\s*[a-z]){0,2})\s*\)/;
/** The new variables in the usual order: (r, θ), (s, t), (u, v). */
const NEW_ORDER = ['rho', 'r', 's', 'u', 'phi', 'theta', 'v', 'w', 't'];

/**
 * "z = f(x, y), x = r cos θ, y = r sin θ: express ∂z/∂r", "w = f(u, v) with u = s + t, v = st, find
 * ∂w/∂s and ∂w/∂t", « z = f(x, y) avec x = t², y = t³, exprimer dz/dt »: every variable of f given
 * by a formula and the derivatives asked of the letter defined, else null.
 */
function chainRuleTask(t: string): TaskOf<'vector'> | null {
  const m = COMPOSED.exec(t);
  if (!m) return null;
  const [, result, name, args] = m;
  const inner = args.split(/\s*,\s*/);
  // each variable's formula, up to the next definition, a separator or the request's verb
  const formulas = inner.map((v) => new RegExp(String.raw`(?<![A-Za-z0-9_(,])${v}\s*=\s*([^,;=]+?)(?=\s*(?:[,;]|\s[a-z]\s*=|\b(?:and|et|then|puis|find|express|compute|calculate|determine|use|exprimer|calculer|d[ée]terminer|trouver|in\s+terms)\b|[.?!:](?:\s|$)|$))`).exec(t)?.[1]);
  if (formulas.some((f) => f === undefined)) return null;
  const asked = [...new Set([...t.matchAll(new RegExp(String.raw`(?<![A-Za-z])d\s*${result}\s*\/\s*d\s*([a-z]+)\b`, 'g'))].map((a) => a[1]))];
  let components: string[];
  try {
    components = (formulas as string[]).map((f) => toAscii(simplify(fromMathJson(parseCalc(splitLetterProducts(f.trim()))))));
  } catch {
    return null;
  }
  const letters = new Set(components.flatMap((c) => [...freeVars(fromMathJson(parseCalc(c)))]).filter((v) => v !== 'e' && v !== 'pi'));
  if (asked.length === 0 || asked.length > 3 || asked.some((w) => !letters.has(w)) || [...letters].some((v) => inner.includes(v) || v === result)) return null;
  const variables = [...letters].sort((a, b) => (NEW_ORDER.indexOf(a) + 1 || 99) - (NEW_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
  if (variables.length > 4) return null;
  return { kind: 'vector', op: 'chain_rule', components, variables, outer: { result, name, variables: inner }, wrt: asked };
}

export function readAbstractFunction(problem: ProblemInput): TaskOf<'vector'> | SolverError | null {
  const m = ABSTRACT.exec(problem.text);
  if (!m) return null;
  const [, name, args] = m;
  // a function written with its formula somewhere (f(x, y) = x²y) is known; one argument is an ordinary function of one variable
  const defined = new RegExp(String.raw`(?<![A-Za-z])${name}\s*\(([^()]*)\)\s*=`).exec(problem.text);
  if (defined) {
    // "the surface z = f(x, y)" with f(x, y) = … given: f's own graph, nothing built on it
    if (defined[1].replace(/\s+/g, '') === args.replace(/\s+/g, '')) return null;
    // g(x) = f(2x + 1) or f(x) + 3 with f(x) = x²: a function built on another, which the readers would take for a product
    if (!/^[fgh]$/.test(name)) return null;
    return new SolverError('unsupported', {
      en: `${name}(${args.trim()}) is used inside another function's formula: write that formula with ${name}'s expression put in, then ask again.`,
      fr: `${name}(${args.trim()}) est utilisée dans la formule d'une autre fonction : écrivez cette formule en y remplaçant ${name} par son expression, puis reposez la question.`,
    });
  }
  // one argument: only f(g(x)), or f, g, h of a variable with a derivative asked (a(x − 1) is a product)
  if (!args.includes(',') && !(/^[fgh]$/.test(name) && (/(?<![A-Za-z])[fgh]\s*\(/.test(args) || DERIVATIVE.test(problem.text)))) return null;
  // sin, ln … are known functions, and a letter applied to numbers is a value
  if (/^(?:e|i)$/.test(name) || !/[a-z]/i.test(args)) return null;
  const chain = chainRuleTask(problem.text);
  if (chain) return chain;
  // « Soit z = z(x, y) définie implicitement par … »: z is given by its equation, the implicit reader's
  if (readImplicitPartial(problem.text)) return null;
  return new SolverError('unsupported', {
    en: `The function ${name} is not given by a formula: the chain rule written with the partial derivatives of an unspecified ${name}(${args.trim()}) is not computed yet. Give ${name}'s formula to differentiate the composite.`,
    fr: `La fonction ${name} n'est pas donnée par une formule : la règle de dérivation en chaîne écrite avec les dérivées partielles d'une fonction ${name}(${args.trim()}) quelconque n'est pas encore traitée. Donnez la formule de ${name} pour dériver la composée.`,
  });
}
