import { parseNode } from '../../parse/math';
import { type Ex, ZERO, add, dependsOn, isNum, key, mul, neg, sym } from '../derivative/expr';
import { coeffRest, expand, simplify } from '../derivative/simplify';
import { fromMathJson } from '../derivative/mathjson';

/**
 * Reads a linear ODE in y(x) as students write it — `x y' + y = 0`, `y'' − 4y = 0`,
 * `résoudre y'' + 4y' + 4y = 0`, `dy/dx = 3y`, `d²y/dx² + y = 0`, `y' = 2y, y(0) = 1` — into
 * a₂(x)·y'' + a₁(x)·y' + a₀(x)·y = g(x), with the initial conditions.
 */
export interface LinearOde {
  /** a[k] multiplies the k-th derivative of y. */
  a: Ex[];
  g: Ex;
  order: number;
  x: string;
  /** Conditions y^(k)(x0) = value. */
  conditions: Array<{ k: number; at: Ex; value: Ex }>;
  /** The equation as typed (LaTeX of the normalised form is built by the caller). */
  text: string;
}

/** Placeholder names the parser reads as single symbols. */
const D_NAMES = ['y', 'beta', 'gamma', 'delta'];

const COMMAND = /^(?:(?:please\s+)?(?:solve|résoudre|resoudre|résous|resous|find\s+the\s+general\s+solution\s+(?:of|to)|find\s+the\s+solution\s+(?:of|to)|trouver\s+la\s+solution\s+(?:générale\s+)?de|intégrer|integrate)\s*:?\s*)?(?:(?:the\s+)?(?:differential\s+)?equation\s*:?\s*|l'équation\s+(?:différentielle\s+)?:?\s*)?/i;

function replaceDerivatives(s: string): string {
  return s
    .replace(/\bd\s*\^?\s*\(?3\)?\s*y\s*\/\s*d\s*x\s*\^?\s*\(?3\)?/g, ' delta ')
    .replace(/\bd\s*\^?\s*\(?2\)?\s*y\s*\/\s*d\s*x\s*\^?\s*\(?2\)?/g, ' gamma ')
    .replace(/(?<![a-zA-Z])dy\s*\/\s*dx\b/g, ' beta ')
    .replace(/(?<![a-zA-Z])y\s*'''/g, ' delta ')
    .replace(/(?<![a-zA-Z])y\s*''/g, ' gamma ')
    .replace(/(?<![a-zA-Z])y\s*'/g, ' beta ')
    .replace(/(?<![a-zA-Z])y\s*\(\s*x\s*\)/g, ' y ');
}

export function recognizeOde(text: string): LinearOde | null {
  if (!/y\s*'|dy\s*\/\s*dx|d\s*\^?\s*\(?\d\)?\s*y\s*\/\s*dx/.test(text)) return null;
  let s = text.trim().replace(COMMAND, '');
  // initial conditions: y(0) = 1, y'(0) = 2
  const conditions: LinearOde['conditions'] = [];
  const parts = s.split(/\s*(?:[,;]|\band\b|\bet\b|\bwith\b|\bavec\b|\bwhere\b)\s*/i).filter((p) => p.trim());
  const equations: string[] = [];
  for (const p of parts) {
    const ic = /^y\s*('*)\s*\(\s*([^)]+)\s*\)\s*=\s*(.+)$/.exec(p.trim());
    if (ic && !/[a-zA-Z]/.test(ic[2].replace(/pi/g, ''))) {
      conditions.push({ k: ic[1].length, at: simplify(fromMathJson(parseNode(ic[2]))), value: simplify(fromMathJson(parseNode(ic[3]))) });
    } else equations.push(p);
  }
  if (equations.length !== 1) return null;
  s = replaceDerivatives(equations[0].replace(/[.?!]+$/, ''));
  const sides = s.split('=');
  if (sides.length > 2) return null;
  const lhs = fromMathJson(parseNode(sides[0]));
  const rhs = sides.length === 2 ? fromMathJson(parseNode(sides[1])) : ZERO;
  const eq = expand(add(lhs, neg(rhs)));
  const x = 'x';
  const a: Ex[] = D_NAMES.map(() => ZERO);
  const rest: Ex[] = [];
  const terms = eq.t === 'add' ? eq.args : [eq];
  for (const t of terms) {
    const [c, r] = coeffRest(t);
    const factors = r.t === 'mul' ? r.args : [r];
    const hits = factors.map((f, i) => ({ f, i })).filter(({ f }) => D_NAMES.some((n) => dependsOn(f, n)));
    if (hits.length === 0) {
      rest.push(t);
      continue;
    }
    if (hits.length !== 1) return null;
    const k = D_NAMES.findIndex((n) => key(hits[0].f) === key(sym(n)));
    if (k < 0) return null; // y², sin(y), y·y': not linear
    const others = factors.filter((_, i) => i !== hits[0].i);
    a[k] = simplify(add(a[k], mul(c, ...others)));
  }
  let order = 0;
  a.forEach((ak, k) => { if (!(isNum(ak) && ak.p === 0)) order = k; });
  if (order === 0) return null;
  const g = simplify(neg(add(...rest)));
  if (D_NAMES.some((n) => dependsOn(g, n))) return null;
  return { a: a.slice(0, order + 1), g, order, x, conditions, text: equations[0] };
}
