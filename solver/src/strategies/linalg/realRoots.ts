import { Q } from '../../cas/rational';
import { degree, type Poly } from './polynomial';

/**
 * Exact facts about the roots of a polynomial with rational coefficients, without finding them:
 * whether they are all simple (gcd(p, p′) constant) and how many distinct ones are real (Sturm's
 * theorem). A check apart from the root finder, for answers decided from the roots.
 */

const trim = (p: Poly): Poly => p.slice(0, degree(p) + 1);
const derivative = (p: Poly): Poly => p.slice(1).map((c, k) => c.mul(Q.of(k + 1)));

/** The remainder of a divided by b (b not zero). */
function remainder(a: Poly, b: Poly): Poly {
  let r = trim(a);
  const db = degree(b);
  while (degree(r) >= db && degree(r) >= 0) {
    const dr = degree(r);
    const k = r[dr].div(b[db]);
    for (let i = 0; i <= db; i++) r[dr - db + i] = r[dr - db + i].sub(k.mul(b[i]));
    r = trim(r);
  }
  return r;
}

/** All roots simple: p and p′ have no common factor. */
export function isSquarefree(p: Poly): boolean {
  let [a, b] = [trim(p), derivative(trim(p))];
  while (degree(b) >= 0) [a, b] = [b, remainder(a, b)];
  return degree(a) === 0;
}

/** The number of distinct real roots: sign changes of the Sturm sequence at −∞ minus those at +∞. */
export function distinctRealRoots(p: Poly): number {
  const seq: Poly[] = [trim(p), derivative(trim(p))];
  while (degree(seq[seq.length - 1]) > 0) {
    const r = remainder(seq[seq.length - 2], seq[seq.length - 1]);
    if (degree(r) < 0) break;
    seq.push(r.map((c) => c.neg()));
  }
  const changes = (atPlus: boolean): number => {
    const signs = seq.filter((q) => degree(q) >= 0).map((q) => (atPlus || degree(q) % 2 === 0 ? 1 : -1) * q[degree(q)].sign());
    return signs.slice(1).filter((s, i) => s !== signs[i]).length;
  };
  return changes(false) - changes(true);
}
