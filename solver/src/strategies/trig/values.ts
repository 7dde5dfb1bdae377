/**
 * Exact values at special angles (sin(π/6), cos 120°, tan(3π/4)) through the reference angle and
 * the sign in its quadrant, and inverse values (arcsin(1/2) = π/6) from the principal range.
 */
import type { Outcome, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import * as X from '../integral/sym/expr';
import type { Expr, FnName } from '../integral/sym/expr';
import { fromMathJson, type MathJson } from '../integral/sym/fromMathJson';
import type { MathNode } from '../../cas/node';
import { toLatex as nodeLatex } from '../../format/latex';
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
  const refExpr: Expr = { k: 'fn', name: f.name, arg: X.mul(X.numQ(R.q(BigInt(Math.round(refDeg)), 180n)), X.PI) };
  return step('Reference angle', 'Angle de référence',
    `${angle} lies in quadrant ${quadrant}; its reference angle is ${ref}, and ${f.name} is ${sign > 0 ? 'positive' : 'negative'} there.`,
    `${angle} est dans le quadrant ${quadrant} ; son angle de référence est ${ref}, et ${f.name} y est ${sign > 0 ? 'positif' : 'négatif'}.`,
    `${toLatex(f)} = ${sign > 0 ? '' : '-'}${refLatex(refExpr)} = ${toLatex(X.fn(f.name, f.arg))}`);
}

const HEADS: Record<string, FnName> = { Sin: 'sin', Cos: 'cos', Tan: 'tan', Arcsin: 'asin', Arccos: 'acos', Arctan: 'atan' };

/**
 * The function applications as typed (before the constructors evaluate them), so the steps can
 * show cos(2π/3) → −cos(π/3) rather than only the final number.
 */
function typedCalls(n: MathNode, out: Expr[] = []): Expr[] {
  if (!Array.isArray(n)) return out;
  const head = n[0] as string;
  const name = HEADS[head];
  if (name && n.length === 2) {
    const arg = fromMathJson(n[1] as MathJson);
    if (arg) out.push({ k: 'fn', name, arg });
  }
  for (const a of n.slice(1)) typedCalls(a as MathNode, out);
  return out;
}

export function valueOutcome(e: Expr, degrees: boolean, typed: MathNode): Outcome | null {
  const v = evaluateExact(e);
  const steps: StepDraft[] = [];
  for (const n of typedCalls(typed)) {
    if (n.k !== 'fn') continue;
    const s = referenceStep(n, degrees);
    if (s) steps.push(s);
    else if (['asin', 'acos', 'atan'].includes(n.name)) {
      const val = X.fn(n.name, n.arg);
      const fwd = n.name === 'asin' ? 'sin' : n.name === 'acos' ? 'cos' : 'tan';
      const range = n.name === 'acos' ? '[0, π]' : n.name === 'asin' ? '[−π/2, π/2]' : '(−π/2, π/2)';
      if (val.k !== 'fn') {
        const arc = n.name.replace('a', 'arc');
        steps.push(step('Principal value', 'Valeur principale',
          `${arc}(${toAscii(n.arg)}) is the angle in ${range} whose ${fwd === 'sin' ? 'sine' : fwd === 'cos' ? 'cosine' : 'tangent'} is ${toAscii(n.arg)}.`,
          `${arc}(${toAscii(n.arg)}) est l'angle de ${range} dont le ${fwd === 'sin' ? 'sinus' : fwd === 'cos' ? 'cosinus' : 'la tangente'} vaut ${toAscii(n.arg)}.`,
          `\\${fwd}\\left(${toLatex(val)}\\right) = ${toLatex(n.arg)}\\quad\\Rightarrow\\quad ${toLatex(n)} = ${toLatex(val)}`));
      }
    }
  }
  const exactDone = !hasTrigFn(v);
  if (!exactDone) return null;
  steps.push(step('Special values', 'Valeurs remarquables',
    'Use the exact values at the special angles (multiples of π/6 and π/4) and simplify.',
    'On utilise les valeurs exactes aux angles remarquables (multiples de π/6 et de π/4) et on simplifie.',
    `${nodeLatex(typed)} = ${toLatex(v)}`));
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

/** sin(π/3) as typed, not evaluated. */
function refLatex(e: Expr): string {
  return e.k === 'fn' ? toLatex({ k: 'fn', name: e.name, arg: e.arg }) : toLatex(e);
}

function hasTrigFn(e: Expr): boolean {
  if (e.k === 'fn') return e.name !== 'ln' && e.name !== 'exp' && e.name !== 'abs' ? true : hasTrigFn(e.arg);
  if (e.k === 'add' || e.k === 'mul') return e.args.some(hasTrigFn);
  if (e.k === 'pow') return hasTrigFn(e.base) || hasTrigFn(e.exp);
  return false;
}
