import { simplify, type MathNode } from '../../cas';
import { Q } from '../../cas/rational';
import { rationalRoots, toRatFunc } from '../../cas/poly';
import { parseNode } from '../../parse/math';

/**
 * The real roots of a polynomial in one letter, exact and in increasing order: its rational roots
 * divided out, then a quadratic left over solved by its formula (k³ − 2k = 0 gives −√2, 0, √2,
 * where a numeric solver gives decimals). Null when the expression is no polynomial, or a factor
 * of degree 3 or more without rational roots is left.
 */
export function exactRealRoots(p: MathNode, k: string): MathNode[] | null {
  const r = toRatFunc(p, k);
  if (!r || r.den.deg !== 0 || r.num.deg < 1) return null;
  const { roots, rest } = rationalRoots(r.num);
  const found: Array<{ node: MathNode; value: number }> = roots.map(({ r: q }) => ({ node: q.toNode(), value: q.toNumber() }));
  if (rest.deg > 2) return null;
  if (rest.deg === 2) {
    const [c, b, a] = [rest.coef(0), rest.coef(1), rest.coef(2)];
    const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c));
    if (!disc.isNegative()) {
      for (const sign of [-1, 1]) {
        const node = simplify(parseNode(`(${b.neg().toString()} ${sign < 0 ? '-' : '+'} sqrt(${disc.toString()}))/(${a.mul(Q.of(2)).toString()})`));
        found.push({ node, value: (-b.toNumber() + sign * Math.sqrt(disc.toNumber())) / (2 * a.toNumber()) });
      }
    }
  }
  return found.sort((u, v) => u.value - v.value).map((f) => f.node);
}
