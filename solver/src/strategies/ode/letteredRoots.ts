import type { StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { SolverError } from '../../errors';
import { evaluateReal } from '../../verify/numeric';
import { type Ex, ZERO, div, freeVars, isNum, mul, neg, num, pow, sqrt } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii } from '../derivative/print';

/** A root of the characteristic polynomial: re ± im·i (im = 0 for a real root), with its multiplicity. */
export interface CharRoot {
  re: Ex;
  im: Ex;
  mult: number;
}

/** Positive values tried for the letters: a sign that holds at all of them is the sign for all positive letters of a monomial-like ratio. */
const SAMPLES = [0.37, 1.9, 3.3, 0.071, 12.5];

/** The sign of e when every letter in it is positive, or null when it changes or cannot be told. */
function signForPositive(e: Ex, letters: string[]): 1 | -1 | null {
  let sign: 1 | -1 | null = null;
  for (let i = 0; i < SAMPLES.length; i++) {
    const scope = Object.fromEntries(letters.map((v, j) => [v, SAMPLES[(i + j) % SAMPLES.length] * (1 + 0.13 * j)]));
    const v = evaluateReal(toAscii(e), scope);
    if (v === null || !Number.isFinite(v) || Math.abs(v) < 1e-12) return null;
    const s = v > 0 ? 1 : -1;
    if (sign !== null && s !== sign) return null;
    sign = s;
  }
  return sign;
}

/** √e for positive letters, the square factors taken out: √(ω²) = ω, √(9k²/4) = 3k/2; the rest stays under one root, √(k/m). */
export function positiveSqrt(e: Ex): Ex {
  const out: Ex[] = [];
  const rest: Ex[] = [];
  for (const f of e.t === 'mul' ? e.args : [e]) {
    const half = f.t === 'pow' && f.base.t === 'sym' && isNum(f.exp) && f.exp.q === 1 && f.exp.p % 2 === 0 ? f.exp.p / 2 : null;
    if (f.t === 'pow' && half !== null) out.push(pow(f.base, num(half)));
    else if (isNum(f) && f.p > 0 && Number.isInteger(Math.sqrt(f.p)) && Number.isInteger(Math.sqrt(f.q))) out.push(num(Math.sqrt(f.p), Math.sqrt(f.q)));
    else rest.push(f);
  }
  return simplify(mul(...out, ...(rest.length ? [sqrt(mul(...rest))] : [])));
}

/**
 * a₂y'' + a₀y = 0 with letters in the coefficients (y'' + ω²y = 0, m x'' + k x = 0): the letters
 * are physical constants taken positive, and the sign of a₀/a₂ then fixes the kind of roots
 * (±i√(a₀/a₂): oscillation; ±√(−a₀/a₂): exponentials). A y' term is left out: with damping the
 * kind of roots depends on the sizes of the letters, not only on their signs.
 */
export function letteredRoots(a: Ex[]): { roots: CharRoot[]; letters: string[] } | null {
  if (a.length !== 3 || !(isNum(a[1]) && a[1].p === 0)) return null;
  const letters = coefficientLetters(a);
  if (letters.length === 0) return null;
  const ratio = simplify(div(a[0], a[2]));
  const sign = signForPositive(ratio, letters);
  if (sign === null) return null;
  if (sign > 0) return { roots: [{ re: ZERO, im: positiveSqrt(ratio), mult: 1 }], letters };
  const root = positiveSqrt(simplify(neg(ratio)));
  return { roots: [{ re: simplify(neg(root)), im: ZERO, mult: 1 }, { re: root, im: ZERO, mult: 1 }], letters };
}

/** The assumption the roots rest on, said before them. */
export function positiveLetters(letters: string[]): StepDraft {
  const list = letters.join(', ');
  const ineq = letters.map((v) => `${v} > 0`).join(',\\ ');
  return {
    title: text('Constants of the equation', "Constantes de l'équation"),
    explanation: text(
      `${list} ${letters.length > 1 ? 'are constants, taken positive' : 'is a constant, taken positive'} as physical constants are (a mass, a stiffness, a pulsation); the roots below hold for these values.`,
      `${list} ${letters.length > 1 ? 'sont des constantes, prises positives' : 'est une constante, prise positive'} comme le sont les constantes physiques (masse, raideur, pulsation) ; les racines ci-dessous valent pour ces valeurs.`,
    ),
    formula: ineq,
  };
}

/** Letters whose sizes, not only their signs, decide the roots (y'' + 2λy' + ω²y = 0): refused rather than one case picked. */
export const rootsDependOnLetters = (letters: string[]): SolverError => new SolverError('unsupported', text(
  `The roots of the characteristic equation are real, double or complex depending on the values of ${letters.join(', ')}: give ${letters.length > 1 ? 'them values' : 'it a value'}, or solve each case separately.`,
  `Les racines de l'équation caractéristique sont réelles, doubles ou complexes selon les valeurs de ${letters.join(', ')} : donnez-${letters.length > 1 ? 'leur des valeurs' : 'lui une valeur'}, ou traitez chaque cas séparément.`,
));

/** The letters in the coefficients, sorted. */
export const coefficientLetters = (a: Ex[]): string[] => [...new Set(a.flatMap((c) => [...freeVars(c)]))].sort();
