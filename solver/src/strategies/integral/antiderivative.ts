/**
 * Finds an antiderivative with the rule tree, falling back on the CAS's Integrate (with a short
 * explanation) when no rule applies. Shared by the indefinite and definite integral strategies.
 */
import type { SolveContext, StepDraft } from '../../strategy';
import { box, toNode } from '../../cas/engine';
import type { MathNode } from '../../cas/node';
import * as X from './sym/expr';
import type { Expr } from './sym/expr';
import { fromMathJson, type MathJson } from './sym/fromMathJson';
import { toAscii } from './sym/print';
import { tidy } from './sym/tidy';
import { integrate } from './rules/engine';
import type { IntCtx, Integration } from './rules/types';
import { intTex, step, tex } from './rules/tex';

export interface Found extends Integration {
  /** True when the rules found it; false for the CAS fallback. */
  byRules: boolean;
}

export function findAntiderivative(f: Expr, x: Expr, ctx: SolveContext): Found | null {
  const r = integrate(f, x, newContext(() => ctx.checkTime()));
  if (r) return { ...r, F: tidy(r.F), byRules: true };
  return casAntiderivative(f, x, ctx);
}

function casAntiderivative(f: Expr, x: Expr, ctx: SolveContext): Found | null {
  ctx.checkTime();
  let node: MathNode;
  try {
    node = toNode(box(['Integrate', toNodeOf(f), x.k === 'sym' ? x.name : 'x']).evaluate());
  } catch {
    return null;
  }
  if (JSON.stringify(node).includes('Integrate')) return null;
  if (approximated(node)) return null;
  const F = fromMathJson(node as MathJson);
  if (!F) return null;
  const steps: StepDraft[] = [
    step('Use a computer algebra system', 'Utiliser un logiciel de calcul formel',
      'None of the standard methods (table, substitution, parts, partial fractions, trigonometric identities) applies directly; the antiderivative below comes from the computer algebra system and is checked by differentiating it.',
      "Aucune des méthodes usuelles (table, changement de variable, parties, éléments simples, identités trigonométriques) ne s'applique directement ; la primitive ci-dessous vient du logiciel de calcul formel et est vérifiée en la dérivant.",
      `${intTex(f, x)} = ${tex(F)}`),
  ];
  return { F: tidy(F), steps, byRules: false };
}

/**
 * A CAS antiderivative with floating-point coefficients (the golden-ratio quadratics of
 * 1/(x⁵ + 1), given as 0.8090169943749473…): only an approximation, not the exact answer, and
 * read exactly its 17-digit fractions make every later evaluation crawl. A short decimal
 * (0.5) is a value the student typed and stays.
 */
function approximated(node: MathNode): boolean {
  return /\d\.\d{9,}/.test(JSON.stringify(node));
}

/** Our tree as MathJSON for the CAS. */
function toNodeOf(e: Expr): MathNode {
  switch (e.k) {
    case 'num': return e.v.d === 1n ? Number(e.v.n) : ['Rational', Number(e.v.n), Number(e.v.d)];
    case 'sym': return e.name === 'pi' ? 'Pi' : e.name === 'e' ? 'ExponentialE' : e.name;
    case 'add': return ['Add', ...e.args.map(toNodeOf)];
    case 'mul': return ['Multiply', ...e.args.map(toNodeOf)];
    case 'pow': return ['Power', toNodeOf(e.base), toNodeOf(e.exp)];
    case 'fn': {
      const heads: Record<string, string> = {
        sin: 'Sin', cos: 'Cos', tan: 'Tan', cot: 'Cot', sec: 'Sec', csc: 'Csc', asin: 'Arcsin', acos: 'Arccos',
        atan: 'Arctan', acot: 'Arccot', sinh: 'Sinh', cosh: 'Cosh', tanh: 'Tanh', asinh: 'Arsinh', acosh: 'Arcosh',
        atanh: 'Artanh', ln: 'Ln', exp: 'Exp', abs: 'Abs',
      };
      return [heads[e.name], toNodeOf(e.arg)];
    }
  }
}

export { toAscii, X };

/** Time for the rule search; past it the search stops and the CAS fallback gets its turn. */
const SEARCH_MS = 1200;

export function newContext(checkTime: () => void): IntCtx {
  return { checkTime, depth: 0, stack: [], integrate, budget: { used: 0, cutoffs: 0, failed: new Set(), solved: new Map(), deadline: Date.now() + SEARCH_MS } };
}
