import { toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import type { MathNode } from '../../cas/node';
import { text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { Outcome, ProblemInput, Strategy } from '../../strategy';
import { step } from './common';

/**
 * One term of a binomial expansion: "Find the coefficient of x³ in the expansion of (2x + 1)⁵",
 * "the term in x² in (1 + 3x)⁶", "the constant term in (x + 1/x)⁶", « le coefficient de x⁴ dans
 * le développement de (x − 2)⁷ ». The general term C(n, k)·a^(n−k)·b^k·x^(p(n−k)+qk) of
 * (a·x^p + b·x^q)ⁿ gives the k with the power asked. Checked by multiplying the binomial out.
 */
const TARGET = String.raw`(?:(coefficient)\s+(?:of|de)\s+x\s*(?:\^\s*\(?\s*(-?\d+)\s*\)?)?|(?:the\s+|le\s+)?(constant\s+term|term\s+independent\s+of\s+x|terme\s+constant|terme\s+ind[ée]pendant\s+de\s+x)|(?:the\s+|le\s+)?(term|terme)\s+(?:in|en)\s+x\s*(?:\^\s*\(?\s*(-?\d+)\s*\)?)?)`;
const ASKED = new RegExp(String.raw`^\s*(?:(?:find|determine|calculate|give|what\s+is|state|d[ée]terminer|calculer|donner|trouver|quel\s+est)\s+)?(?:the\s+|le\s+)?${TARGET}\s+(?:in|of|dans|de)\s+(?:the\s+|le\s+|l['’]\s*)?(?:(?:binomial\s+)?expansion\s+of\s+|d[ée]veloppement\s+(?:de|du)\s+)?(.+?)\s*[.?]?\s*$`, 'i');

type Monomial = { c: Q; e: number };

function monomial(n: MathNode): Monomial | null {
  const r = toRatFunc(n, 'x');
  if (!r) return null;
  const single = (p: typeof r.num): { c: Q; e: number } | null => {
    const terms = p.c.map((c, e) => ({ c, e })).filter((t) => !t.c.isZero());
    return terms.length === 1 ? terms[0] : null;
  };
  const [top, bottom] = [single(r.num), single(r.den)];
  return top && bottom ? { c: top.c.div(bottom.c), e: top.e - bottom.e } : null;
}

const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
};

/** The whole expansion by repeated multiplication, power of x → coefficient. */
function multipliedOut(a: Monomial, b: Monomial, n: number): Map<number, Q> {
  let terms = new Map<number, Q>([[0, Q.ONE]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, Q>();
    for (const [e, c] of terms) {
      for (const m of [a, b]) next.set(e + m.e, (next.get(e + m.e) ?? Q.ZERO).add(c.mul(m.c)));
    }
    terms = next;
  }
  return terms;
}

const power = (m: Monomial): string => (m.e === 0 ? '' : m.e === 1 ? 'x' : `x^{${m.e}}`);

export const binomialTermStrategy: Strategy = {
  name: 'algebra.binomial-term',
  solve(problem: ProblemInput): Outcome | null {
    const m = ASKED.exec(problem.text);
    if (!m) return null;
    const target = m[3] ? 0 : Number(m[2] ?? m[5] ?? 1);
    const asksTerm = m[4] !== undefined;
    let node: MathNode;
    try {
      node = parseNode(m[6]);
    } catch {
      return null;
    }
    if (!Array.isArray(node) || node[0] !== 'Power' || !Array.isArray(node[1]) || node[1][0] !== 'Add' || node[1].length !== 3 || typeof node[2] !== 'number') return null;
    const n = node[2];
    if (!Number.isInteger(n) || n < 1 || n > 60) return null;
    const [a, b] = [monomial(node[1][1] as MathNode), monomial(node[1][2] as MathNode)];
    if (!a || !b || a.e === b.e) return null;
    // p(n − k) + qk = target
    const k = (target - a.e * n) / (b.e - a.e);
    const none = !Number.isInteger(k) || k < 0 || k > n;
    const coefficient = none ? Q.ZERO : new Q(choose(n, k)).mul(a.c.pow(BigInt(n - k))).mul(b.c.pow(BigInt(k)));
    const general = `\\binom{${n}}{k} (${a.c.toLatex()}${power(a)})^{${n} - k} (${b.c.toLatex()}${power(b)})^{k}`;
    const asked = target === 0 ? text('the constant term', 'le terme constant') : text(`x^${target}`, `x^${target}`);
    const steps = [
      step(text('Write the general term', 'Écrire le terme général'),
        text(`By the binomial theorem, the terms of (a + b)^${n} are C(${n}, k)·a^(${n} − k)·b^k, for k = 0 to ${n}.`, `D’après la formule du binôme, les termes de (a + b)^${n} sont C(${n}, k)·a^(${n} − k)·b^k, pour k = 0 à ${n}.`),
        `T_{k} = ${general}`),
      step(text('Find k for the power asked', 'Trouver k pour la puissance demandée'),
        text(`The power of x in the general term is ${a.e}(${n} − k) + ${b.e}k; set it equal to ${target}.`, `La puissance de x dans le terme général est ${a.e}(${n} − k) + ${b.e}k ; on l’égale à ${target}.`),
        none ? `${a.e}(${n} - k) + ${b.e}k = ${target} \\Rightarrow \\text{no whole } k \\le ${n}` : `${a.e}(${n} - k) + ${b.e}k = ${target} \\Rightarrow k = ${k}`),
    ];
    if (!none) {
      steps.push(step(text('Compute the term', 'Calculer le terme'),
        text(`Put k = ${k} into the general term.`, `On remplace k par ${k} dans le terme général.`),
        `\\binom{${n}}{${k}} (${a.c.toLatex()})^{${n - k}} (${b.c.toLatex()})^{${k}} = ${coefficient.toLatex()}`));
    }
    const expanded = multipliedOut(a, b, n).get(target) ?? Q.ZERO;
    const term = target === 0 || coefficient.isZero() ? coefficient.toString() : `${coefficient.toString()}*x^${target}`;
    const value = asksTerm && !none ? term : coefficient.toString();
    const shown = value.replace('*', '·').replace(/\^(\d+)/, (_x, d: string) => (d === '1' ? '' : `^${d}`)).replace(/·x\^1$/, '·x');
    const words = none
      ? text(`There is no term in ${asked.en}: the coefficient is 0.`, `Il n’y a pas de terme en ${asked.fr} : le coefficient est 0.`)
      : text(shown, shown);
    return {
      method: 'algebra.binomial-term',
      category: 'simplify',
      steps,
      answer: { kind: 'expr', value, latex: value.replace('*', ''), words },
      finalAnswer: words,
      verified: expanded.eq(coefficient),
      verification: text('The binomial multiplied out term by term gives the same coefficient.', 'Le binôme développé par multiplications successives donne le même coefficient.'),
    };
  },
};
