import type { MathNode } from '../../cas/node';
import { freeSymbols } from '../../cas/node';
import { toAscii } from '../../format/ascii';
import { text, type Text } from '../../i18n';
import { parseNode } from '../../parse/math';
import type { Outcome, Strategy } from '../../strategy';
import { nodeFunction } from '../../verify/fast-eval';
import { evaluateReal } from '../../verify/numeric';
import { step } from './common';

/**
 * The range of a transformed parent function, as Algebra 2 and seconde courses read it:
 * f(x) = a·g(u) + k with u linear in x and g one of √, |·|, an even or odd power, b^u or e^u,
 * 1/u or ln: "Find the range of y = √(x − 2) + 1" is [1, ∞), "range of f(x) = 2^x + 3" is (3, ∞),
 * « ensemble des valeurs prises par f(x) = 1/(x − 3) + 2 » is ℝ \ {2}. (A quadratic's range is
 * read from its vertex form elsewhere.) Checked by values of f over a wide sample.
 */
const ASKED = /^\s*(?:(?:find|determine|state|give|what\s+is|determiner|donner|quel\s+est)\s+)?(?:the\s+|l')?(?:range|ensemble\s+des\s+valeurs\s+prises)\s+(?:of|par|de)\s+(?:the\s+function\s+|la\s+fonction\s+)?(.+?)\s*[.?!]?\s*$/i;
const NAMED = /^\s*(?:[a-zA-Z]\s*\(\s*([a-z])\s*\)|y)\s*=\s*/;

/** The parent's range: from a bound (closed or not) to +∞, all reals, or all reals but one. */
type Parent = { kind: 'half'; closed: boolean; name: Text } | { kind: 'all'; name: Text } | { kind: 'punctured'; name: Text };

const isConst = (n: MathNode): boolean => freeSymbols(n).size === 0;

/** Whether u is a non-constant linear function of x (equal second differences, a slope). */
function linear(u: MathNode, x: string): boolean {
  if (isConst(u)) return false;
  const f = nodeFunction(u, x);
  const [a, b, c] = [f(-1.3), f(0.7), f(2.7)];
  return [a, b, c].every(Number.isFinite) && Math.abs(c - 2 * b + a) < 1e-9 * Math.max(1, Math.abs(a), Math.abs(c)) && Math.abs(b - a) > 1e-12;
}

/** The parent function g of the one term holding x, and the factor in front of it. */
function parentOf(term: MathNode, x: string): { coefficient: number; parent: Parent; inner: MathNode } | null {
  let coefficient = 1;
  let g: MathNode = term;
  if (Array.isArray(g) && g[0] === 'Negate') {
    coefficient = -1;
    g = g[1] as MathNode;
  }
  if (Array.isArray(g) && g[0] === 'Multiply') {
    const factors = g.slice(1) as MathNode[];
    const varying = factors.filter((f) => !isConst(f));
    if (varying.length !== 1) return null;
    for (const f of factors) if (isConst(f)) coefficient *= evaluateReal(toAscii(f), {}) ?? NaN;
    g = varying[0];
  }
  if (Array.isArray(g) && g[0] === 'Divide' && isConst(g[1] as MathNode)) {
    coefficient *= evaluateReal(toAscii(g[1] as MathNode), {}) ?? NaN;
    g = ['Power', g[2] as MathNode, -1];
  }
  if (!Number.isFinite(coefficient) || coefficient === 0) return null;
  // a line that is not horizontal takes every value
  if (linear(g, x)) return { coefficient, inner: g, parent: { kind: 'all', name: text('a non-constant linear function takes every real value', 'une fonction affine non constante prend toutes les valeurs réelles') } };
  if (!Array.isArray(g)) return null;
  const [head, u, e] = g as [string, MathNode, MathNode?];
  // b^u and e^u: the inner function is the exponent
  const base = head === 'Power' && isConst(u) ? (u === 'ExponentialE' ? Math.E : evaluateReal(toAscii(u), {})) : null;
  const exponential = base !== null && base > 0 && base !== 1;
  const inner: MathNode = exponential && e !== undefined ? e : u;
  const half = (closed: boolean, en: string, fr: string): Parent => ({ kind: 'half', closed, name: text(en, fr) });
  if ((head === 'Sqrt' || (head === 'Root' && typeof e === 'number' && e % 2 === 0)) && linear(u, x)) return { coefficient, inner, parent: half(true, 'a square root takes every value ≥ 0', 'une racine carrée prend toutes les valeurs ≥ 0') };
  if (head === 'Abs' && linear(u, x)) return { coefficient, inner, parent: half(true, 'an absolute value takes every value ≥ 0', 'une valeur absolue prend toutes les valeurs ≥ 0') };
  if (head === 'Exp' && linear(u, x)) return { coefficient, inner, parent: half(false, 'an exponential takes every value > 0', 'une exponentielle prend toutes les valeurs > 0') };
  if ((head === 'Ln' || head === 'Log') && linear(u, x)) return { coefficient, inner, parent: { kind: 'all', name: text('a logarithm takes every real value', 'un logarithme prend toutes les valeurs réelles') } };
  if (exponential && linear(inner, x)) return { coefficient, inner, parent: half(false, 'an exponential takes every value > 0', 'une exponentielle prend toutes les valeurs > 0') };
  if (head === 'Power' && typeof e === 'number' && Number.isInteger(e) && linear(u, x)) {
    if (e === -1) return { coefficient, inner, parent: { kind: 'punctured', name: text('1/u takes every value but 0', '1/u prend toutes les valeurs sauf 0') } };
    if (e > 0 && e % 2 === 0) return { coefficient, inner, parent: half(true, 'an even power takes every value ≥ 0', 'une puissance paire prend toutes les valeurs ≥ 0') };
    if (e > 0) return { coefficient, inner, parent: { kind: 'all', name: text('an odd power takes every real value', 'une puissance impaire prend toutes les valeurs réelles') } };
  }
  return null;
}

/** The range as an interval answer, and its numeric description for the check. */
function image(parent: Parent, a: number, k: string): string {
  if (parent.kind === 'all') return '(-oo, oo)';
  if (parent.kind === 'punctured') return `(-oo, ${k}) U (${k}, oo)`;
  return a > 0 ? `${parent.closed ? '[' : '('}${k}, oo)` : `(-oo, ${k}${parent.closed ? ']' : ')'}`;
}

/** Values of f over a wide sample agree with the claimed range: inside it, reaching its ends. */
function checkRange(f: (v: number) => number, parent: Parent, a: number, k: number, reach: number | null): boolean {
  const values: number[] = [];
  // a window where an exponential neither overflows nor reaches its asymptote in floating point
  for (let i = 0; i <= 40000; i++) {
    const v = f(-10 + i * 0.0005 + 0.0000137);
    if (Number.isFinite(v)) values.push(v);
  }
  if (values.length < 100) return false;
  const tol = 1e-9 * Math.max(1, Math.abs(k));
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  if (parent.kind === 'all') return lo < k - 1 && hi > k + 1;
  if (parent.kind === 'punctured') return values.every((v) => Math.abs(v - k) > tol) && lo < k - 5 && hi > k + 5;
  const inside = values.every((v) => (a > 0 ? v >= k - tol : v <= k + tol));
  const far = a > 0 ? hi > k + 1 : lo < k - 1;
  const near = a > 0 ? lo - k < 0.05 : k - hi < 0.05;
  // a closed end is attained where the inner function vanishes; an open one never is
  const end = parent.closed ? reach !== null && Math.abs(reach - k) <= tol : values.every((v) => v !== k);
  return inside && far && near && end;
}

export const rangeTransformStrategy: Strategy = {
  name: 'algebra.range_transform',
  solve(problem): Outcome | null {
    const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'");
    const m = ASKED.exec(t);
    if (!m) return null;
    const named = NAMED.exec(m[1]);
    let node: MathNode;
    try {
      node = parseNode(m[1].slice(named?.[0].length ?? 0));
    } catch {
      return null;
    }
    const symbols = [...freeSymbols(node)];
    if (symbols.length !== 1) return null;
    const x = symbols[0];
    const terms = Array.isArray(node) && node[0] === 'Add' ? (node.slice(1) as MathNode[]) : [node];
    const varying = terms.filter((s) => !isConst(s));
    if (varying.length !== 1) return null;
    const constants = terms.filter(isConst);
    const kValue = constants.reduce<number>((acc, s) => acc + (evaluateReal(toAscii(s), {}) ?? NaN), 0);
    if (!Number.isFinite(kValue) || !Number.isInteger(kValue * 1000)) return null;
    const k = String(Math.round(kValue * 1000) / 1000);
    const found = parentOf(varying[0], x);
    if (!found) return null;
    const { coefficient: a, parent } = found;
    const value = image(parent, a, k);
    const f = nodeFunction(node, x);
    // a closed end is reached where the linear inner function vanishes (√(x − 2) at x = 2)
    const u = nodeFunction(found.inner, x);
    const [u0, u1] = [u(0), u(1)];
    const reach = parent.kind === 'half' && parent.closed && u1 !== u0 ? f(-u0 / (u1 - u0)) : null;
    const verified = checkRange(f, parent, a, kValue, reach);
    const interval = value.replace(/oo/g, '∞');
    const finalAnswer = text(`The range is ${interval}.`, `L'ensemble des valeurs prises est ${interval}.`);
    const steps = [
      step(
        text('Recognise the transformation', 'Reconnaître la transformation'),
        text(
          `${toAscii(node)} = ${a} · g + ${k}, where ${parent.name.en}.`,
          `${toAscii(node)} = ${a} · g + ${k}, où ${parent.name.fr}.`,
        ),
      ),
      step(
        text(`Multiply by ${a} and add ${k}`, `Multiplier par ${a} et ajouter ${k}`),
        a < 0
          ? text(`A negative factor turns the values over; adding ${k} shifts them.`, `Un facteur négatif renverse les valeurs ; ajouter ${k} les décale.`)
          : text(`A positive factor keeps the order; adding ${k} shifts the values.`, `Un facteur positif garde l'ordre ; ajouter ${k} décale les valeurs.`),
      ),
      step(text('Range', 'Ensemble des valeurs'), finalAnswer),
    ];
    return {
      method: 'algebra.range_transform',
      category: 'function',
      steps,
      answer: { kind: 'interval', value, latex: interval, words: finalAnswer },
      finalAnswer,
      verified,
      verification: text('Values of the function over a wide sample lie in the range and reach its ends.', "Les valeurs de la fonction sur un large échantillon sont dans l'ensemble et en atteignent les bornes."),
    };
  },
};
