import type { ComplexQuantity, TaskOf } from '../task/task';
import { close, evaluateAscii, type NumValue } from './numeric';
import { splitTop } from '../parse/splitTop';

/**
 * The quantities of complex numbers recomputed with mathjs's complex arithmetic from the numbers
 * the task states, never from the method's reading: each value of the answer (in the order asked,
 * after its label "|z| = …") against the modulus, argument (up to a multiple of 2π), conjugate,
 * parts or value of its number; square roots squared back, a logarithm exponentiated back.
 */
export function verifyComplexNumber(t: TaskOf<'complex_number'>, answer: { kind: string; value: string }): boolean {
  const several = t.asks.length > 1;
  const checks = t.asks.flatMap((a): { q: ComplexQuantity; z: NumValue | null }[] => {
    const z = evaluateAscii(a.number);
    if (a.quantity === 'parts') return [{ q: 're', z }, { q: 'im', z }];
    if (a.quantity === 'modulus_argument' && several) return [{ q: 'modulus', z }, { q: 'argument', z }];
    return [{ q: a.quantity, z }];
  });
  const body = answer.kind === 'solutions' ? answer.value.trim().replace(/^\[(.*)\]$/s, '$1') : answer.value;
  const values = splitTop(body).filter((p) => p).map(afterLabel);
  if (checks.length === 1 && checks[0].q === 'sqrt') return checks[0].z !== null && squareRoots(values, checks[0].z);
  if (values.length !== checks.length) return false;
  // an angle converted to degrees is rounded to two decimals
  const tol = t.degrees ? 1e-4 : 1e-9;
  return checks.every(({ q, z }, k) => z !== null && matches(q, z, values[k], tol));
}

function matches(q: ComplexQuantity, z: NumValue, value: string, tol: number): boolean {
  if (q === 'argument') return sameAngle(value, z, tol);
  if (q === 'is_real' || q === 'is_imaginary') return sameKind(value, Math.abs(q === 'is_real' ? z.im : z.re) <= tol * Math.max(1, Math.hypot(z.re, z.im)));
  const got = evaluateAscii(value);
  if (!got) return false;
  switch (q) {
    case 'conjugate':
      return close(got, { re: z.re, im: -z.im }, tol);
    case 're':
      return close(got, { re: z.re, im: 0 }, tol);
    case 'im':
      return close(got, { re: z.im, im: 0 }, tol);
    case 'modulus':
      return close(got, { re: Math.hypot(z.re, z.im), im: 0 }, tol);
    case 'log': {
      const back = evaluateAscii(`exp(${value})`);
      return back !== null && close(back, z, tol) && got.im > -Math.PI - 1e-12 && got.im <= Math.PI + 1e-12;
    }
    case 'sqrt':
      return false;
    default:
      return close(got, z, tol);
  }
}

/** An argument of z: equal to atan2 up to a whole number of turns; "45°" read in degrees. */
function sameAngle(value: string, z: NumValue, tol: number): boolean {
  if (z.re === 0 && z.im === 0) return false;
  const deg = /^\s*(-?\d+(?:\.\d+)?)\s*°\s*$/.exec(value);
  const got = deg ? (Number(deg[1]) * Math.PI) / 180 : evaluateAscii(value);
  if (got === null) return false;
  const angle = typeof got === 'number' ? got : Math.abs(got.im) < 1e-12 ? got.re : NaN;
  const turns = (angle - Math.atan2(z.im, z.re)) / (2 * Math.PI);
  return Number.isFinite(turns) && Math.abs(turns - Math.round(turns)) * 2 * Math.PI <= Math.max(tol, 1e-9) * Math.max(1, Math.abs(angle));
}

/** A yes-or-no answer ("True", « Oui ») against whether the number has the kind asked. */
function sameKind(value: string, holds: boolean): boolean {
  const said = /^\s*(?:true|yes|oui|vrai)\b/i.test(value) ? true : /^\s*(?:false|no|non|faux)\b/i.test(value) ? false : null;
  return said === holds;
}

/** Two distinct numbers (one for 0) whose squares are z. */
function squareRoots(values: string[], z: NumValue): boolean {
  const roots = values.map((v) => evaluateAscii(v));
  if (roots.some((r) => !r) || roots.length !== (z.re === 0 && z.im === 0 ? 1 : 2)) return false;
  const rs = roots as NumValue[];
  if (rs.length === 2 && close(rs[0], rs[1], 1e-9)) return false;
  return rs.every((r) => close({ re: r.re * r.re - r.im * r.im, im: 2 * r.re * r.im }, z, 1e-9));
}

/** The value after its label: "|z| = sqrt(2)" → "sqrt(2)"; a value with no label stays. */
function afterLabel(s: string): string {
  const parts = splitTop(s, '=');
  return parts[parts.length - 1];
}
