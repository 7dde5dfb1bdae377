import type { MathNode } from '../../cas/node';
import { lcm, Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { surd } from '../algebra/roots';
import { C } from './gaussian';

/**
 * Exact complex numbers a + bi whose parts are sums of rational multiples of real radicals
 * (1, √3, √((√2 + 1)/2)…): what square roots in algebraic form produce, and what the quadratic
 * formula makes of them. Only sums and products by Gaussian rationals are needed, so a number is
 * a list of terms per part and never a product of two radicals.
 */

/** q·rad, with rad a positive real radical (null: the number 1). */
export interface Term {
  q: Q;
  rad: MathNode | null;
}

export interface CRad {
  re: Term[];
  im: Term[];
}

const key = (t: Term): string => (t.rad === null ? '1' : toAscii(t.rad));

function addTerms(a: Term[], b: Term[]): Term[] {
  const out: Term[] = a.map((t) => ({ ...t }));
  for (const t of b) {
    const same = out.find((o) => key(o) === key(t));
    if (same) same.q = same.q.add(t.q);
    else out.push({ ...t });
  }
  return out.filter((t) => !t.q.isZero());
}

const scaleTerms = (a: Term[], q: Q): Term[] => (q.isZero() ? [] : a.map((t) => ({ q: t.q.mul(q), rad: t.rad })));

export const cradOf = (c: C): CRad => ({ re: scaleTerms([{ q: Q.ONE, rad: null }], c.re), im: scaleTerms([{ q: Q.ONE, rad: null }], c.im) });

export const addC = (a: CRad, b: CRad): CRad => ({ re: addTerms(a.re, b.re), im: addTerms(a.im, b.im) });

export const negC = (a: CRad): CRad => ({ re: scaleTerms(a.re, Q.MINUS_ONE), im: scaleTerms(a.im, Q.MINUS_ONE) });

export const conjC = (a: CRad): CRad => ({ re: a.re, im: scaleTerms(a.im, Q.MINUS_ONE) });

/** (re + i·im)(c + i·d) = re·c − im·d + i(re·d + im·c). */
export const mulC = (a: CRad, c: C): CRad => ({
  re: addTerms(scaleTerms(a.re, c.re), scaleTerms(a.im, c.im.neg())),
  im: addTerms(scaleTerms(a.re, c.im), scaleTerms(a.im, c.re)),
});

/** The Gaussian rational, when there is no radical left. */
export function asGaussian(a: CRad): C | null {
  if ([...a.re, ...a.im].some((t) => t.rad !== null)) return null;
  const part = (ts: Term[]): Q => ts.reduce((s, t) => s.add(t.q), Q.ZERO);
  return new C(part(a.re), part(a.im));
}

/** One fraction over the common denominator: (1 − √3·i)/2, −√2·i, √((√2 − 1)/2) + √((√2 + 1)/2)·i. */
export function cradNode(a: CRad): MathNode {
  const all = [...a.re, ...a.im];
  if (all.length === 0) return 0;
  const D = all.reduce((l, t) => lcm(l, t.q.d), 1n);
  const node = (t: Term, imaginary: boolean): MathNode => {
    const n = t.q.mul(new Q(D)).abs();
    const parts: MathNode[] = [];
    if (!n.isOne() || (t.rad === null && !imaginary)) parts.push(n.toNode());
    if (t.rad !== null) parts.push(t.rad);
    if (imaginary) parts.push('ImaginaryUnit');
    const body: MathNode = parts.length === 1 ? parts[0] : ['Multiply', ...parts];
    return t.q.sign() < 0 ? ['Negate', body] : body;
  };
  const terms = [...a.re.map((t) => node(t, false)), ...a.im.map((t) => node(t, true))];
  const sum: MathNode = terms.length === 1 ? terms[0] : ['Add', ...terms];
  return D === 1n ? sum : ['Divide', sum, Number(D)];
}

/** q·√m as a term (m square-free), from a rational q ≥ 0 under the root. */
function sqrtTerm(v: Q): Term[] {
  if (v.isZero()) return [];
  const { k, m } = surd(v);
  return [{ q: k, rad: m === 1n ? null : ['Sqrt', Number(m)] }];
}

/** k·√r as a node. */
function surdValue(k: Q, r: bigint): MathNode {
  if (r === 1n) return k.toNode();
  return k.isOne() ? ['Sqrt', Number(r)] : ['Multiply', k.toNode(), ['Sqrt', Number(r)]];
}

export interface SquareRoot {
  /** One square root δ = a + bi; the other is −δ. */
  delta: CRad;
  steps: StepDraft[];
}

/** The letters of δ = a + bi in the steps: a and b, or α and β beside a quadratic's a, b, c. */
export interface Letters {
  a: string;
  b: string;
  aTex: string;
  bTex: string;
}
export const AB: Letters = { a: 'a', b: 'b', aTex: 'a', bTex: 'b' };
export const ALPHA_BETA: Letters = { a: 'α', b: 'β', aTex: '\\alpha', bTex: '\\beta' };

/** A real q·√m (or q) as a node in the form the answers use: √3/2, −2√5. */
const termsNode = (ts: Term[]): MathNode => cradNode({ re: ts, im: [] });

/**
 * The square roots ±(a + bi) of w = A + Bi in algebraic form, the way it is taught: (a + bi)² = w
 * gives a² − b² = A and 2ab = B, and |δ|² = |w| adds a² + b² = √(A² + B²); so a² and b² follow,
 * and ab has the sign of B. A is rational and B² rational (B = s√m allowed), so |w| is a surd and
 * a, b are surds or square roots of surds. `name` is the number's name in the steps (w, Δ, u₁).
 */
export function algebraicSqrt(A: Q, B2: Q, bSign: number, name: string, L: Letters = AB): SquareRoot {
  const { k, m: r } = surd(A.mul(A).add(B2));
  const mod = surdValue(k, r);
  let a: Term[];
  let b: Term[];
  let a2: MathNode;
  let b2: MathNode;
  if (r === 1n) {
    const a2q = k.add(A).div(Q.of(2));
    const b2q = k.sub(A).div(Q.of(2));
    a = sqrtTerm(a2q);
    b = sqrtTerm(b2q);
    a2 = a2q.toNode();
    b2 = b2q.toNode();
  } else {
    // |w| is irrational: a = √((|w| + A)/2) stays a square root of a surd (it has no simpler form
    // when B ≠ 0, since ((|w| + A)/2)·((|w| − A)/2) = B²/4 is not a square of Q(√r)).
    const half = (s: Q): MathNode => (s.isZero() ? ['Divide', mod, 2] : ['Divide', ['Add', mod, s.toNode()], 2]);
    a2 = half(A);
    b2 = half(A.neg());
    a = [{ q: Q.ONE, rad: ['Sqrt', a2] }];
    b = [{ q: Q.ONE, rad: ['Sqrt', b2] }];
  }
  const bAbs = b;
  if (bSign < 0) b = scaleTerms(b, Q.MINUS_ONE);
  const delta: CRad = { re: a, im: b };
  const B = termsNode(scaleTerms(sqrtTerm(B2), bSign < 0 ? Q.MINUS_ONE : Q.ONE));
  const sq = (n: MathNode): string => (typeof n === 'number' && n >= 0 ? `${n}^{2}` : `\\left(${toLatex(n)}\\right)^{2}`);
  const { a: la, b: lb, aTex: ta, bTex: tb } = L;
  const steps: StepDraft[] = [
    {
      title: text(`Look for the square roots of ${name} as ${la} + ${lb}i`, `Chercher les racines carrées de ${name} sous la forme ${la} + ${lb}i`),
      explanation: text(
        `(${la} + ${lb}i)² = ${la}² − ${lb}² + 2${la}${lb}i: compare the real parts and the imaginary parts with ${name}; the moduli (|${la} + ${lb}i|² = |${name}|) give ${la}² + ${lb}².`,
        `(${la} + ${lb}i)² = ${la}² − ${lb}² + 2${la}${lb}i : on identifie les parties réelles et les parties imaginaires avec ${name} ; les modules (|${la} + ${lb}i|² = |${name}|) donnent ${la}² + ${lb}².`,
      ),
      formula: `${ta}^{2} - ${tb}^{2} = ${toLatex(A.toNode())},\\quad 2${ta}${tb} = ${toLatex(B)},\\quad ${ta}^{2} + ${tb}^{2} = \\sqrt{${sq(A.toNode())} + ${sq(B)}} = ${toLatex(mod)}`,
    },
    {
      title: text(`Solve for ${la}² and ${lb}²`, `Trouver ${la}² et ${lb}²`),
      explanation:
        bSign !== 0
          ? text(
              `Add and subtract the first and last equations; 2${la}${lb} is ${bSign > 0 ? 'positive' : 'negative'}, so ${la} and ${lb} have ${bSign > 0 ? 'the same sign' : 'opposite signs'}.`,
              `On additionne et on soustrait la première et la dernière équation ; 2${la}${lb} est ${bSign > 0 ? 'positif' : 'négatif'}, donc ${la} et ${lb} sont ${bSign > 0 ? 'de même signe' : 'de signes contraires'}.`,
            )
          : text(`Add and subtract the first and last equations; ${la}${lb} = 0, so ${la} or ${lb} is zero.`, `On additionne et on soustrait la première et la dernière équation ; ${la}${lb} = 0, donc ${la} ou ${lb} est nul.`),
      formula: `${ta}^{2} = ${toLatex(a2)},\\quad ${tb}^{2} = ${toLatex(b2)} \\;\\Rightarrow\\; ${ta} = \\pm ${toLatex(termsNode(a))},\\ ${tb} = \\pm ${toLatex(termsNode(bAbs))}`,
    },
    {
      title: text(`The two square roots of ${name}`, `Les deux racines carrées de ${name}`),
      explanation: text(`They are opposite numbers, ±(${la} + ${lb}i).`, `Ce sont deux nombres opposés, ±(${la} + ${lb}i).`),
      formula: `\\pm\\left(${toLatex(cradNode(delta))}\\right)`,
    },
  ];
  return { delta, steps };
}
