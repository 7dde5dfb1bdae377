/**
 * Exact values at special angles (sin(π/6), cos 120°, tan(3π/4)) through the reference angle and
 * the sign in its quadrant, and inverse values (arcsin(1/2) = π/6) from the principal range.
 */
import type { Outcome, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import * as X from '../integral/sym/expr';
import type { Expr } from '../integral/sym/expr';
import * as R from '../integral/sym/rational';
import { toAscii, toLatex } from '../integral/sym/print';
import { step } from '../integral/rules/tex';
import { evaluateReal } from '../../verify/numeric';

/** Rebuilds e bottom-up so that special values are taken (the constructors know them). */
function evaluateExact(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.add(...e.args.map(evaluateExact));
    case 'mul': return X.mul(...e.args.map(evaluateExact));
    case 'pow': return X.pow(evaluateExact(e.base), evaluateExact(e.exp));
    case 'fn': return X.fn(e.name, evaluateExact(e.arg));
    default: return e;
  }
}

const QUADRANT_SIGNS: Record<string, [number, number, number, number]> = { sin: [1, 1, -1, -1], cos: [1, -1, -1, 1], tan: [1, -1, 1, -1] };

function referenceStep(f: Expr, degrees: boolean): StepDraft | null {
  if (f.k !== 'fn' || !['sin', 'cos', 'tan'].includes(f.name)) return null;
  const k = X.piMultiple(f.arg);
  if (!k) return null;
  let r = k;
  while (R.lt(r, R.ZERO)) r = R.add(r, R.q(2n));
  while (!R.lt(r, R.q(2n))) r = R.sub(r, R.q(2n));
  const deg = R.toNumber(r) * 180;
  if (deg % 90 === 0) return null;
  const quadrant = Math.floor(deg / 90) + 1;
  const refDeg = quadrant === 1 ? deg : quadrant === 2 ? 180 - deg : quadrant === 3 ? deg - 180 : 360 - deg;
  const sign = QUADRANT_SIGNS[f.name][quadrant - 1];
  const angle = degrees ? `${deg}°` : toAscii(X.mul(X.numQ(r), X.PI));
  const ref = degrees ? `${refDeg}°` : toAscii(X.mul(X.numQ(R.q(BigInt(Math.round(refDeg)), 180n)), X.PI));
  const refExpr = X.fn(f.name as 'sin', X.mul(X.numQ(R.q(BigInt(Math.round(refDeg)), 180n)), X.PI));
  return step('Reference angle', 'Angle de référence',
    `${angle} lies in quadrant ${quadrant}; its reference angle is ${ref}, and ${f.name} is ${sign > 0 ? 'positive' : 'negative'} there.`,
    `${angle} est dans le quadrant ${quadrant} ; son angle de référence est ${ref}, et ${f.name} y est ${sign > 0 ? 'positif' : 'négatif'}.`,
    `${toLatex(f)} = ${sign > 0 ? '' : '-'}${toLatex(refExpr)} = ${toLatex(f.k === 'fn' ? X.fn(f.name, f.arg) : f)}`);
}

export function valueOutcome(e: Expr, degrees: boolean): Outcome | null {
  const v = evaluateExact(e);
  const steps: StepDraft[] = [];
  const walk = (n: Expr): void => {
    if (n.k === 'fn') {
      const s = referenceStep(n, degrees);
      if (s) steps.push(s);
      else if (['asin', 'acos', 'atan'].includes(n.name)) {
        const val = X.fn(n.name, n.arg);
        const fwd = n.name === 'asin' ? 'sin' : n.name === 'acos' ? 'cos' : 'tan';
        const range = n.name === 'acos' ? '[0, π]' : n.name === 'asin' ? '[−π/2, π/2]' : '(−π/2, π/2)';
        if (val.k !== 'fn') {
          steps.push(step('Principal value', 'Valeur principale',
            `${n.name.replace('a', 'arc')}(${toAscii(n.arg)}) is the angle in ${range} whose ${fwd} is ${toAscii(n.arg)}.`,
            `${n.name.replace('a', 'arc')}(${toAscii(n.arg)}) est l'angle de ${range} dont le ${fwd === 'sin' ? 'sinus' : fwd === 'cos' ? 'cosinus' : 'la tangente'} vaut ${toAscii(n.arg)}.`,
            `\\${fwd}\\left(${toLatex(val)}\\right) = ${toLatex(n.arg)}\\quad\\Rightarrow\\quad ${toLatex(n)} = ${toLatex(val)}`));
        }
      }
      walk(n.arg);
    } else if (n.k === 'add' || n.k === 'mul') n.args.forEach(walk);
    else if (n.k === 'pow') walk(n.base);
  };
  walk(e);
  const exactDone = !hasTrigFn(v);
  if (!exactDone) return null;
  steps.push(step('Special values', 'Valeurs remarquables',
    'Use the exact values at the special angles (multiples of π/6 and π/4) and simplify.',
    'On utilise les valeurs exactes aux angles remarquables (multiples de π/6 et de π/4) et on simplifie.',
    `${toLatex(e)} = ${toLatex(v)}`));
  const value = toAscii(v);
  const approxIn = evaluateReal(toAscii(e));
  const approxOut = evaluateReal(value);
  const verified = approxIn !== null && approxOut !== null && Math.abs(approxIn - approxOut) <= 1e-9 * Math.max(1, Math.abs(approxIn));
  return {
    method: 'trig.value',
    category: 'trig',
    steps,
    answer: { kind: 'expr', value, latex: toLatex(v), words: asciiToWords(value) },
    finalAnswer: text(value, value),
    verified,
    verification: verified ? text('The exact value matches the numeric value.', 'La valeur exacte coïncide avec la valeur numérique.')
      : text('The numeric value could not confirm the exact value.', "La valeur numérique n'a pas pu confirmer la valeur exacte."),
  };
}

function hasTrigFn(e: Expr): boolean {
  if (e.k === 'fn') return e.name !== 'ln' && e.name !== 'exp' && e.name !== 'abs' ? true : hasTrigFn(e.arg);
  if (e.k === 'add' || e.k === 'mul') return e.args.some(hasTrigFn);
  if (e.k === 'pow') return hasTrigFn(e.base) || hasTrigFn(e.exp);
  return false;
}
