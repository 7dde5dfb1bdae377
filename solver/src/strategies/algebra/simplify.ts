import { box, toNode } from '../../cas/engine';
import { factoredNode, factorPoly } from '../../cas/factor';
import { factorMulti, toMPoly } from '../../cas/mpoly';
import { freeSymbols, hasSymbol, headOf, substitute, type MathNode } from '../../cas/node';
import { toRatFunc } from '../../cas/poly';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import { equivalentAt, evaluateReal } from '../../verify/numeric';
import { chooseUnknown, exprAnswer, readAlgebra, step } from './common';
import { realZeros } from './rational-eq';

const CHECKED = text('The result equals the original expression at random points.', "Le résultat est égal à l'expression de départ en des points choisis au hasard.");

function outcome(method: string, original: MathNode, result: MathNode, steps: StepDraft[]): Outcome {
  const answer = exprAnswer(result);
  const vars = [...freeSymbols(original)];
  return {
    method,
    category: 'simplify',
    steps,
    answer,
    finalAnswer: text(answer.value, answer.value),
    verified: equivalentAt(toAscii(original), answer.value, vars),
    verification: CHECKED,
  };
}

/** Whether the expression has a product or power of sums to distribute. */
function hasProductOfSums(n: MathNode): boolean {
  if (!Array.isArray(n)) return false;
  const h = n[0];
  if (h === 'Multiply' && n.slice(1).some((a) => headOf(a as MathNode) === 'Add')) return true;
  if (h === 'Power' && headOf(n[1] as MathNode) === 'Add') return true;
  return n.slice(1).some((a) => hasProductOfSums(a as MathNode));
}

/** The terms of a sum (a lone term is a sum of one). */
const termsOf = (n: MathNode): MathNode[] => (headOf(n) === 'Add' && Array.isArray(n) ? (n.slice(1) as MathNode[]) : [n]);
/** A term split into its sign and its size: −3 is (true, 3), −2x is (true, 2x). */
function signed(n: MathNode): { neg: boolean; abs: MathNode } {
  if (!toLatex(n).startsWith('-')) return { neg: false, abs: n };
  return { neg: true, abs: toNode(box(['Negate', n]).simplify()) };
}
/** A base written under a power: bracketed unless it is a letter or a number (2x squared is (2x)²). */
const baseTex = (n: MathNode): string => (typeof n === 'number' || (typeof n === 'string' && n.length === 1) ? toLatex(n) : `\\left(${toLatex(n)}\\right)`);
/** A factor of a product shown with ×: bracketed when it is a sum. */
const factorTex = (n: MathNode): string => (headOf(n) === 'Add' ? `\\left(${toLatex(n)}\\right)` : toLatex(n));

/**
 * Expanding in one unknown: the identity or the distribution written out term by term, then the
 * like terms collected, in one chain (a separate "collect" step would repeat the same result).
 * Signs are carried by the operations (− 3 × 4), never as + (−3) × 4.
 */
function expandOne(node: MathNode, x: string): Outcome | null {
  const r = toRatFunc(node, x);
  if (!r || r.den.deg !== 0) return null;
  const p = r.num.scale(r.den.coef(0).inv());
  const result = toLatex(p.toNode(x));
  const steps: StepDraft[] = [];
  const base = headOf(node) === 'Power' && Array.isArray(node) && node[2] === 2 ? (node[1] as MathNode) : null;
  const pair = base && headOf(base) === 'Add' ? termsOf(base) : [];
  const first = pair.length === 2 ? signed(pair[0]) : null;
  if (pair.length === 2 && first && !first.neg) {
    // (a − b)² when the second term is negative, as a teacher reads (2x − 1)²
    const a = pair[0];
    const b = signed(pair[1]);
    const sign = b.neg ? '-' : '+';
    const chain = `${baseTex(a)}^{2} ${sign} 2 \\times ${factorTex(a)} \\times ${factorTex(b.abs)} + ${baseTex(b.abs)}^{2}`;
    steps.push(
      step(
        text('Use the square identity', 'Utiliser une identité remarquable'),
        b.neg
          ? text('(a − b)² = a² − 2ab + b²: square each term and subtract twice their product.', '(a − b)² = a² − 2ab + b² : on élève chaque terme au carré et on retranche le double produit.')
          : text('(a + b)² = a² + 2ab + b²: square each term and add twice their product.', '(a + b)² = a² + 2ab + b² : on élève chaque terme au carré et on ajoute le double produit.'),
        `${toLatex(node)} = ${chain} = ${result}`,
      ),
    );
  } else {
    const factors = headOf(node) === 'Multiply' && Array.isArray(node) ? (node.slice(1) as MathNode[]) : [];
    const products = factors.length === 2 && factors.every((f) => headOf(f) === 'Add')
      ? termsOf(factors[0]).flatMap((u) => termsOf(factors[1]).map((v) => {
        const su = signed(u);
        const sv = signed(v);
        // a factor 1 is not written: x × 1 is just x
        const tex = [su.abs, sv.abs].filter((f) => toLatex(f) !== '1').map(factorTex).join(' \\times ') || '1';
        return { neg: su.neg !== sv.neg, tex };
      }))
      : [];
    const written = products.map((t, i) => (i === 0 ? `${t.neg ? '-' : ''}${t.tex}` : `${t.neg ? ' - ' : ' + '}${t.tex}`)).join('');
    steps.push(
      step(
        text('Distribute', 'Distribuer'),
        text('Multiply every term of one bracket by every term of the other, then collect the terms with the same power of the unknown.',
          "On multiplie chaque terme d'une parenthèse par chaque terme de l'autre, puis on regroupe les termes de même puissance."),
        products.length ? `${toLatex(node)} = ${written} = ${result}` : `${toLatex(node)} = ${result}`,
      ),
    );
  }
  return outcome('algebra.expand', node, p.toNode(x), steps);
}

/** A quotient of polynomials in one unknown, reduced by cancelling common factors. */
function reduceRational(node: MathNode, x: string, ctx: SolveContext): Outcome | null {
  const r = toRatFunc(node, x);
  if (!r) return null;
  const steps: StepDraft[] = [];
  if (r.den.deg === 0) {
    const p = r.num.scale(r.den.coef(0).inv());
    const res = p.toNode(x);
    if (toAscii(res) === toAscii(node)) return null;
    steps.push(
      step(
        hasProductOfSums(node) ? text('Expand and collect like terms', 'Développer et regrouper les termes semblables') : text('Collect like terms', 'Regrouper les termes semblables'),
        text('Add the terms that have the same power of the unknown.', "On additionne les termes qui ont la même puissance de l'inconnue."),
        `${toLatex(node)} = ${toLatex(res)}`,
      ),
    );
    return outcome('algebra.simplify.polynomial', node, res, steps);
  }
  const g = r.num.gcd(r.den);
  const fn = factorPoly(r.num, () => ctx.checkTime());
  const fd = factorPoly(r.den, () => ctx.checkTime());
  const N = r.num.divmod(g).q;
  const D = r.den.divmod(g).q;
  const shown: MathNode = ['Divide', factoredNode(fn, x), factoredNode(fd, x)];
  steps.push(
    step(
      text('Factor the numerator and the denominator', 'Factoriser le numérateur et le dénominateur'),
      text('Write both as products to see the common factors.', 'On les écrit comme des produits pour voir les facteurs communs.'),
      `${toLatex(node)} = ${toLatex(shown)}`,
    ),
  );
  // Normalise: denominator with leading coefficient 1 where possible.
  const lead = D.lead();
  const Nn = N.scale(lead.inv());
  const Dn = D.scale(lead.inv());
  const result: MathNode = Dn.deg === 0 ? Nn.toNode(x) : ['Divide', factoredNode(factorPoly(Nn), x), factoredNode(factorPoly(Dn), x)];
  if (g.deg >= 1) {
    const excluded = realZeros(g, x, ctx);
    steps.push(
      step(
        text('Cancel the common factors', 'Simplifier par les facteurs communs'),
        text(
          `Divide the numerator and the denominator by ${toAscii(g.toNode(x))}${excluded.length ? ` (valid for ${excluded.map((e) => `${x} ≠ ${toAscii(e)}`).join(', ')})` : ''}.`,
          `On divise le numérateur et le dénominateur par ${toAscii(g.toNode(x))}${excluded.length ? ` (valable pour ${excluded.map((e) => `${x} ≠ ${toAscii(e)}`).join(', ')})` : ''}.`,
        ),
        `${toLatex(shown)} = ${toLatex(result)}`,
      ),
    );
  } else {
    steps.push(step(text('No common factor', 'Pas de facteur commun'), text('The numerator and the denominator share no factor: the fraction is already in lowest terms.', 'Le numérateur et le dénominateur n’ont aucun facteur commun : la fraction est déjà irréductible.'), toLatex(result)));
  }
  return outcome('algebra.simplify.rational', node, result, steps);
}

/**
 * (eˣ + 1)²: the CAS turns e and π into decimals when it expands, so e and π are expanded as
 * opaque letters (powers of one letter combine: eˣ·e⁻ˣ = 1), then put back: e^(2x) + 2e^x + 1.
 */
function expandAround(node: MathNode): MathNode {
  const held: MathNode[] = [];
  const hide = (n: MathNode): MathNode => {
    if (Array.isArray(n) && n[0] === 'Exp') return hide(['Power', 'ExponentialE', n[1] as MathNode]);
    if (n === 'Pi' || n === 'ExponentialE') {
      const k = held.findIndex((h) => JSON.stringify(h) === JSON.stringify(n));
      if (k >= 0) return `Uheld${k}`;
      held.push(n);
      return `Uheld${held.length - 1}`;
    }
    return Array.isArray(n) ? ([n[0], ...(n.slice(1) as MathNode[]).map(hide)] as MathNode) : n;
  };
  let out = toNode(box(['Expand', hide(node)]).evaluate());
  held.forEach((h, k) => (out = substitute(out, `Uheld${k}`, h)));
  return gatherPowersOfE(out);
}

/** e^a·e^b = e^(a + b) in every product (e^x·e^(−x) = 1). */
function gatherPowersOfE(n: MathNode): MathNode {
  if (!Array.isArray(n)) return n;
  const args = (n.slice(1) as MathNode[]).map(gatherPowersOfE);
  if (n[0] !== 'Multiply') return [n[0], ...args] as MathNode;
  const isE = (a: MathNode): boolean => Array.isArray(a) && a[0] === 'Power' && a[1] === 'ExponentialE';
  const powers = args.filter(isE);
  if (powers.length < 2) return ['Multiply', ...args];
  const exponent = toNode(box(['Add', ...powers.map((p) => (Array.isArray(p) ? (p[2] as MathNode) : 0))]).simplify());
  const rest = args.filter((a) => !isE(a));
  const merged = exponent === 0 ? rest : [...rest, ['Power', 'ExponentialE', exponent] as MathNode];
  return merged.length === 0 ? 1 : merged.length === 1 ? merged[0] : ['Multiply', ...merged];
}

/** Anything else: the CAS's simplification (powers, roots, logarithms, trigonometric identities). */
function casSimplify(node: MathNode, expandIt: boolean): Outcome {
  const noConstants = !hasSymbol(node, 'ExponentialE') && !hasSymbol(node, 'Pi');
  let result = toNode(box(node).simplify());
  if (expandIt && noConstants) result = toNode(box(['Expand', node]).evaluate());
  else if (expandIt) result = expandAround(node);
  const steps = [
    step(
      expandIt ? text('Expand', 'Développer') : text('Simplify', 'Simplifier'),
      expandIt
        ? text('Distribute every product and collect like terms.', 'On distribue chaque produit et on regroupe les termes semblables.')
        : text('Apply the rules of powers, roots and logarithms and the usual identities, then collect like terms.', 'On applique les règles des puissances, des racines et des logarithmes et les identités usuelles, puis on regroupe les termes semblables.'),
      `${toLatex(node)} = ${toLatex(result)}`,
    ),
  ];
  return outcome(expandIt ? 'algebra.expand.cas' : 'algebra.simplify.cas', node, result, steps);
}

/**
 * (a² − b²)/(a − b) in several letters: factor the numerator and the denominator (common factor,
 * identities, grouping), then cancel the common factors.
 */
function cancelMulti(node: MathNode, vars: string[]): Outcome | null {
  if (headOf(node) !== 'Divide' || !Array.isArray(node)) return null;
  const [, num, den] = node as [string, MathNode, MathNode];
  const sorted = [...vars].sort();
  const pn = toMPoly(num, sorted);
  const pd = toMPoly(den, sorted);
  if (!pn || !pd) return null;
  const fn = factorMulti(pn) ?? num;
  const fd = factorMulti(pd) ?? den;
  if (fn === num && fd === den) return null;
  const result = toNode(box(['Divide', fn, fd]).simplify());
  if (JSON.stringify(result).length >= JSON.stringify(node).length) return null;
  const steps = [
    step(
      text('Factor the numerator and the denominator', 'Factoriser le numérateur et le dénominateur'),
      text('Common factors, identities and grouping show what the two parts share.', 'Facteurs communs, identités remarquables et regroupements montrent ce que les deux parties ont en commun.'),
      `${toLatex(node)} = \\frac{${toLatex(fn)}}{${toLatex(fd)}}`,
    ),
    step(
      text('Cancel the common factors', 'Simplifier les facteurs communs'),
      text('A factor common to the numerator and the denominator cancels (where it is not zero).', 'Un facteur commun au numérateur et au dénominateur se simplifie (là où il est non nul).'),
      `\\frac{${toLatex(fn)}}{${toLatex(fd)}} = ${toLatex(result)}`,
    ),
  ];
  return outcome('algebra.simplify.rational', node, result, steps);
}

/** A power of a letter with an exponent beyond a thousand. */
function hugeLetterPower(n: MathNode): boolean {
  if (!Array.isArray(n)) return false;
  if (n[0] === 'Power' && freeSymbols(n[1] as MathNode).size > 0 && freeSymbols(n[2] as MathNode).size === 0) {
    const e = evaluateReal(toAscii(n[2] as MathNode));
    if (e === null || Math.abs(e) > 1000) return true;
  }
  return n.slice(1).some((a) => hugeLetterPower(a as MathNode));
}

export const simplifyStrategy: Strategy = {
  name: 'algebra.simplify',
  solve(problem, ctx): Outcome | null {
    const input = readAlgebra(problem);
    if (!input) return null;
    const { node, cmd } = input;
    if (!['simplify', 'expand', 'unknown', 'evaluate'].includes(cmd.task)) return null;
    const h = headOf(node);
    if (h && ['Equal', 'Less', 'LessEqual', 'Greater', 'GreaterEqual', 'NotEqual', 'List', 'And'].includes(h)) return null;
    const vars = [...freeSymbols(node)];
    if (vars.length === 0) return null;
    // b^14400: the computer-algebra system would spend seconds on it, past any time limit, for no simplification a course would make
    if (hugeLetterPower(node)) return null;
    const x = chooseUnknown(node, cmd)!;
    if (vars.length === 1) {
      const r = cmd.task === 'expand' ? expandOne(node, x) : reduceRational(node, x, ctx);
      if (r) return r;
    }
    if (cmd.task !== 'expand' && vars.length > 1) {
      const r = cancelMulti(node, vars);
      if (r) return r;
    }
    return casSimplify(node, cmd.task === 'expand');
  },
};
