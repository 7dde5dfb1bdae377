import { close, evaluateAscii } from './numeric';

/**
 * Complex answers recomputed with mathjs's complex arithmetic (a separate code base from our
 * exact Gaussian rationals): the expression as typed, rewritten for mathjs, against the answer.
 */
export function verifyComplexValue(mathjsExpr: string, answerAscii: string): boolean {
  const want = evaluateAscii(mathjsExpr);
  const got = evaluateAscii(answerAscii);
  if (!want || !got) return false;
  return close(want, got, 1e-9);
}

/** Each claimed root squared gives a + bi, and the two roots differ. */
export function verifyComplexRoots(rootsAscii: string[], re: number, im: number): boolean {
  const vals = rootsAscii.map((r) => evaluateAscii(r));
  if (vals.some((v) => !v)) return false;
  for (const v of vals) {
    if (!v) return false;
    const sq = { re: v.re * v.re - v.im * v.im, im: 2 * v.re * v.im };
    if (!close(sq, { re, im }, 1e-9)) return false;
  }
  const [a, b] = vals;
  return !!a && !!b && (re === 0 && im === 0 ? true : !close(a, b, 1e-9));
}

/** n distinct claimed roots, each raised to the n-th power by mathjs, give the number w. */
export function verifyNthRoots(rootsAscii: string[], n: number, wAscii: string): boolean {
  const w = evaluateAscii(wAscii);
  if (!w || rootsAscii.length !== n) return false;
  const vals = rootsAscii.map((r) => evaluateAscii(`(${r})^${n}`));
  if (vals.some((v) => !v || !close(v, w, 1e-8))) return false;
  const roots = rootsAscii.map((r) => evaluateAscii(r));
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (!roots[a] || !roots[b] || close(roots[a]!, roots[b]!, 1e-9)) return false;
  return true;
}
