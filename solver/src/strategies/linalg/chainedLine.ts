import { Q } from '../../cas/rational';
import { NotLinear, parseLinear } from './linearParse';

/**
 * A line of space written as chained equalities, each member in one coordinate: x = 2y = 3z
 * (« la droite x = 2y = 3z »), (x − 1)/2 = (y + 1)/3 = z, x/2 = y = −z. Setting the common value to
 * t gives each coordinate as a point's plus t times a direction, the direction scaled to integers.
 */

export interface ChainedLine {
  point: Q[];
  direction: Q[];
  /** The chain as written, to be taken out of the text. */
  text: string;
  index: number;
}

const COORDS = ['x', 'y', 'z'];
const MEMBER = String.raw`[-+(\d\s.*/xyz)]+`;
const CHAIN = new RegExp(String.raw`(?<![\p{L}\d])(${MEMBER})=(${MEMBER})=(${MEMBER})(?![=\p{L}])`, 'gu');

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export function readChainedLine(s: string): ChainedLine | null {
  for (const m of s.replace(/[−–]/g, '-').matchAll(CHAIN)) {
    const point: Q[] = [Q.ZERO, Q.ZERO, Q.ZERO];
    const direction: Q[] = [Q.ZERO, Q.ZERO, Q.ZERO];
    const seen = new Set<string>();
    let ok = true;
    for (const member of [m[1], m[2], m[3]]) {
      let form;
      try {
        form = parseLinear(member.replace(/[.\s]+$/, ""));
      } catch (e) {
        if (e instanceof NotLinear) {
          ok = false;
          break;
        }
        throw e;
      }
      const vars = [...form.coeffs].filter(([, c]) => !c.isZero());
      if (vars.length !== 1 || !COORDS.includes(vars[0][0]) || seen.has(vars[0][0])) {
        ok = false;
        break;
      }
      const [v, alpha] = vars[0];
      seen.add(v);
      // α v + β = t: v = −β/α + t/α
      const k = COORDS.indexOf(v);
      point[k] = form.constant.neg().div(alpha);
      direction[k] = Q.ONE.div(alpha);
    }
    if (!ok || seen.size !== 3) continue;
    // integers, without a common factor
    const lcm = direction.reduce((l, c) => (l * c.d) / gcd(l, c.d), 1n);
    const ints = direction.map((c) => (c.n * lcm) / c.d);
    const g = ints.reduce((acc, c) => gcd(acc, c), 0n) || 1n;
    return { point, direction: ints.map((c) => new Q(c / g)), text: m[0], index: m.index ?? 0 };
  }
  return null;
}

/**
 * "the line (D :) x = 2y = 3z" through the origin, written as the line spanned by its direction for
 * the readers of spans; a line that misses the origin is not a subspace and is left as it is.
 */
export function chainedLineAsSpan(s: string): string {
  const line = readChainedLine(s);
  if (!line || line.point.some((c) => !c.isZero())) return s;
  const at = s.replace(/[−–]/g, '-').indexOf(line.text);
  if (at < 0) return s;
  const before = s.slice(0, at).replace(/(?:\s+[A-Z](?:_?\d)?)?\s*(?::|d['’]\s*[ée]quations?|(?:of|with)\s+equations?|given\s+by|defined\s+by|d[ée]finie\s+par)?\s*$/iu, '');
  return `${before} spanned by (${line.direction.map((c) => c.toString()).join(', ')})${s.slice(at + line.text.length)}`;
}
