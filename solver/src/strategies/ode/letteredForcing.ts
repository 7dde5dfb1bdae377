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
 * The letters are taken off resonance (that denominator not zero), and a step says so. At a simple
 * root whatever the letters (y'' + ω²y = cos ωt) the guess is multiplied by x and P' replaces P. Null
 * when the right-hand side is not a sum of such terms; refused at a double root.
 */
export function letteredParticular(o: LinearOde, steps: StepDraft[]): Ex | null {
  const x = o.x;
  const X = sym(x);
  const g = linearizeForcing(o.g);
  const terms = g.t === 'add' ? g.args : [g];
  const P = (r: Ex): Ex => simplify(add(...o.a.map((a, k) => mul(a, pow(r, num(k))))));
  const dP = (r: Ex): Ex => simplify(add(...derivativeCoefficients(o.a).map((a, k) => mul(a, pow(r, num(k))))));
  let resonant = false;
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
      // e^{kx} at a simple root of P (resonance): x·e^{kx}/P'(k)
      const dpk = dP(k);
      const atRoot = isZeroEx(pk) && !isZeroEx(dpk);
      parts.push(atRoot ? div(mul(amplitude, X, bound[0]), dpk) : div(mul(amplitude, bound[0]), pk));
      denominators.push(atRoot ? dpk : pk);
      resonant ||= atRoot;
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
    let [U, V] = atIw(o.a, w);
    let D = simplify(add(pow(U, num(2)), pow(V, num(2))));
    // iw a simple root of P whatever the letters (y'' + ω²y = cos ωt): resonance, the same formula
    // with P'(iw) in place of P(iw), times x — x(A cos wx + B sin wx)
    const atRoot = isZeroEx(D);
    if (atRoot) {
      [U, V] = atIw(derivativeCoefficients(o.a), w);
      D = simplify(add(pow(U, num(2)), pow(V, num(2))));
      resonant = true;
    }
    const A = div(sub(mul(F, U), mul(G, V)), D);
    const B = div(add(mul(G, U), mul(F, V)), D);
    const wave = add(mul(A, fn('cos', mul(w, X))), mul(B, fn('sin', mul(w, X))));
    parts.push(atRoot ? mul(X, wave) : wave);
    denominators.push(D);
  }
  const zero = isZeroEx;
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
  if (resonant) {
    steps.push({
      title: text('Resonance', 'Résonance'),
      explanation: text(
        'The right-hand side solves the homogeneous equation (its exponent or pulsation is a simple root of the characteristic polynomial P): the guess is multiplied by x, which gives x·e^{kx}/P\'(k), and for cos wx, sin wx coefficients from P\'(iw) instead of P(iw).',
        "Le second membre est solution de l'équation homogène (son exposant ou sa pulsation est racine simple du polynôme caractéristique P) : on multiplie l'essai par x, ce qui donne x·e^{kx}/P'(k), et pour cos wx, sin wx des coefficients tirés de P'(iw) au lieu de P(iw).",
      ),
    });
  }
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


const isZeroEx = (d: Ex): boolean => {
  const e = simplify(expand(d));
  return isNum(e) && e.p === 0;
};

/** The coefficients of P' from those of P (a[k] multiplies r^k). */
const derivativeCoefficients = (a: Ex[]): Ex[] => a.slice(1).map((c, k) => simplify(mul(num(k + 1), c)));

/** P(iw) = U + iV for P with these coefficients: (iw)^k is w^k, iw^k, −w^k, −iw^k as k = 0, 1, 2, 3 (mod 4). */
function atIw(a: Ex[], w: Ex): [Ex, Ex] {
  const U = simplify(add(...a.map((c, k) => (k % 2 ? ZERO : mul(c, pow(w, num(k)), num(k % 4 === 0 ? 1 : -1))))));
  const V = simplify(add(...a.map((c, k) => (k % 2 ? mul(c, pow(w, num(k)), num(k % 4 === 1 ? 1 : -1)) : ZERO))));
  return [U, V];
}
