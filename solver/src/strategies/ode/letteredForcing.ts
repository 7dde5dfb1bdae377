import type { StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { SolverError } from '../../errors';
import { type Ex, ZERO, add, dependsOn, div, fn, freeVars, isNum, mul, num, pow, sub, sym } from '../derivative/expr';
import { coeffRest, expand, simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import { linearizeForcing } from './trigProducts';
import type { LinearOde } from './recognize';

/**
 * A particular solution when letters stand in the equation (y'' + k²y = cos 2t, m x'' + k x = F₀ cos ωt):
 * the sample-point identification cannot run with letters, so the coefficients come from the
 * characteristic polynomial P in closed form — F e^{kx}/P(k) for an exponential, F/a₀ for a constant,
 * and for F cos wx + G sin wx, with P(iw) = U + iV, y_p = ((FU − GV) cos wx + (GU + FV) sin wx)/(U² + V²).
 * The letters are taken off resonance (that denominator not zero), and a step says so. Null when the
 * right-hand side is not a sum of such terms; refused when the denominator vanishes whatever the letters.
 */
export function letteredParticular(o: LinearOde, steps: StepDraft[]): Ex | null {
  const x = o.x;
  const X = sym(x);
  const g = linearizeForcing(o.g);
  const terms = g.t === 'add' ? g.args : [g];
  const P = (r: Ex): Ex => simplify(add(...o.a.map((a, k) => mul(a, pow(r, num(k))))));
  const trig = new Map<string, { w: Ex; F: Ex; G: Ex }>();
  const parts: Ex[] = [];
  const denominators: Ex[] = [];
  for (const t of terms) {
    const [c, rest] = coeffRest(t);
    const factors = rest.t === 'mul' ? rest.args : [rest];
    const free = factors.filter((f) => !dependsOn(f, x));
    const bound = factors.filter((f) => dependsOn(f, x));
    const amplitude = simplify(mul(c, ...free));
    if (bound.length === 0) {
      parts.push(div(amplitude, o.a[0]));
      denominators.push(o.a[0]);
    } else if (bound.length === 1 && bound[0].t === 'pow' && bound[0].base.t === 'sym' && bound[0].base.name === 'e') {
      const k = simplify(div(bound[0].exp, X));
      if (dependsOn(k, x)) return null;
      const pk = P(k);
      parts.push(div(mul(amplitude, bound[0]), pk));
      denominators.push(pk);
    } else if (bound.length === 1 && bound[0].t === 'fn' && (bound[0].name === 'cos' || bound[0].name === 'sin')) {
      const w = simplify(div(bound[0].args[0], X));
      if (dependsOn(w, x)) return null;
      const key = toAscii(w);
      const entry = trig.get(key) ?? { w, F: ZERO, G: ZERO };
      if (bound[0].name === 'cos') entry.F = add(entry.F, amplitude);
      else entry.G = add(entry.G, amplitude);
      trig.set(key, entry);
    } else return null;
  }
  for (const { w, F, G } of trig.values()) {
    // P(iw) = U + iV: (iw)^k is w^k, iw^k, −w^k, −iw^k as k = 0, 1, 2, 3 (mod 4)
    const U = simplify(add(...o.a.map((a, k) => (k % 2 ? ZERO : mul(a, pow(w, num(k)), num(k % 4 === 0 ? 1 : -1))))));
    const V = simplify(add(...o.a.map((a, k) => (k % 2 ? mul(a, pow(w, num(k)), num(k % 4 === 1 ? 1 : -1)) : ZERO))));
    const D = simplify(add(pow(U, num(2)), pow(V, num(2))));
    const A = div(sub(mul(F, U), mul(G, V)), D);
    const B = div(add(mul(G, U), mul(F, V)), D);
    parts.push(add(mul(A, fn('cos', mul(w, X))), mul(B, fn('sin', mul(w, X)))));
    denominators.push(D);
  }
  const zero = (d: Ex): boolean => isNum(simplify(expand(d))) && (simplify(expand(d)) as { p: number }).p === 0;
  if (parts.length === 0) return null;
  // the forcing at a root of P whatever the letters (y'' + k²y = cos kt): resonance, refused rather than left to run
  if (denominators.some(zero)) {
    throw new SolverError('unsupported', text(
      'The right-hand side is at a root of the characteristic equation whatever the letters (resonance): that case is not solved with letters yet; give the letters values.',
      "Le second membre correspond à une racine de l'équation caractéristique quelles que soient les lettres (résonance) : ce cas n'est pas encore résolu avec des lettres ; donnez des valeurs aux lettres.",
    ));
  }
  const yp = simplify(add(...parts));
  const letters = [...new Set(denominators.flatMap((d) => [...freeVars(d)]))].filter((v) => v !== x);
  const conditions = [...new Set(denominators.filter((d) => letters.some((v) => dependsOn(d, v))).map((d) => `${toLatex(simplify(d))} \\neq 0`))];
  steps.push({
    title: text('Guess a particular solution', 'Chercher une solution particulière'),
    explanation: text(
      `The right-hand side is ${toAscii(o.g)}: try the same kind of functions. With P the characteristic polynomial, e^{kx} gives e^{kx}/P(k), and cos wx, sin wx give a combination whose coefficients come from P(iw).${conditions.length ? ` This holds off resonance, for ${letters.join(', ')} such that the denominator is not zero.` : ''}`,
      `Le second membre est ${toAscii(o.g)} : on essaie le même type de fonctions. Avec P le polynôme caractéristique, e^{kx} donne e^{kx}/P(k), et cos wx, sin wx une combinaison dont les coefficients viennent de P(iw).${conditions.length ? ` Cela vaut hors résonance, pour ${letters.join(', ')} tels que le dénominateur ne soit pas nul.` : ''}`,
    ),
    formula: `y_p = ${toLatex(yp)}${conditions.length ? `,\\quad ${conditions.join(',\\ ')}` : ''}`,
  });
  return yp;
}

/** Letters other than the variable in the coefficients or the right-hand side. */
export function hasLetters(o: LinearOde): boolean {
  return [...o.a, o.g].some((e) => [...freeVars(e)].some((v) => v !== o.x && v !== 'e' && v !== 'pi'));
}

