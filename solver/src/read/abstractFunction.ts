import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';

/**
 * The chain rule with a function left unspecified: "z = f(x, y) where x = r cos θ, y = r sin θ, find
 * ∂z/∂r", « g(x, y) = f(x² − y², 2xy) », "w = f(u, v) with u = x + y". The answer would be written
 * with f's partial derivatives, which no method here does yet: refused by naming the function,
 * rather than read as a product of letters or a list.
 */
const ABSTRACT = /(?:^|[\s,;:(])(?:[a-z]\s*(?:\(\s*[a-z](?:\s*,\s*[a-z])*\s*\))?\s*=\s*)([a-zA-Zφψ])\s*\(([^()=]*(?:\([^()]*\)[^()=]*)*)\)(?!\s*=)/;

const DERIVATIVE = /'|\bderivative\b|\bd[ée]riv[ée]e\b|\bd\s*\/\s*d\s*[a-z]\b|\bdifferentiate\b|\bd[ée]river\b/i;

export function readAbstractFunction(problem: ProblemInput): SolverError | null {
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
  return new SolverError('unsupported', {
    en: `The function ${name} is not given by a formula: the chain rule written with the partial derivatives of an unspecified ${name}(${args.trim()}) is not computed yet. Give ${name}'s formula to differentiate the composite.`,
    fr: `La fonction ${name} n'est pas donnée par une formule : la règle de dérivation en chaîne écrite avec les dérivées partielles d'une fonction ${name}(${args.trim()}) quelconque n'est pas encore traitée. Donnez la formule de ${name} pour dériver la composée.`,
  });
}
