import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { C } from './gaussian';

/**
 * Arithmetic with complex numbers written by a student — `(2 + 3i)/(4i)`, `(1 + i)^8`,
 * `3(2 - i) + i(4 + i)` — read into a tree, then computed exactly with a step for each
 * operation a teacher would show (multiply by the conjugate, expand with i² = −1, …).
 */
export type CNode =
  | { k: 'num'; v: C }
  | { k: 'add' | 'sub' | 'mul' | 'div'; l: CNode; r: CNode }
  | { k: 'neg'; a: CNode }
  | { k: 'conj'; a: CNode }
  | { k: 'pow'; a: CNode; e: number };

export class NotComplexExpr extends Error {}

type Tok = { t: 'num'; q: Q } | { t: 'i' } | { t: 'op'; v: string } | { t: 'conj' } | { t: 'bar' };

function tokenize(src: string): Tok[] {
  const s = src
    .replace(/\\left|\\right|\\,|\\;/g, ' ')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/\\mathrm\{i\}|\\mathit\{i\}|\\imath/g, 'i')
    .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '(($1)/($2))')
    // \overline{z}, \bar{z}: the conjugate, read as conj(…)
    .replace(/\\(?:overline|bar)\s*\{/g, 'conj{')
    .replace(/[{[]/g, '(')
    .replace(/[}\]]/g, ')');
  const out: Tok[] = [];
  let i = 0;
  while (i < s.length) {
    const rest = s.slice(i);
    let m: RegExpExecArray | null;
    if (/^\s/.test(rest)) i++;
    else if ((m = /^(\d+(?:\.\d+)?|\.\d+)/.exec(rest))) {
      const q = Q.parse(m[1]);
      if (!q) throw new NotComplexExpr(m[1]);
      out.push({ t: 'num', q });
      i += m[0].length;
    } else if ((m = /^conj(?:ugate)?(?=\s*\()/i.exec(rest))) {
      out.push({ t: 'conj' });
      i += m[0].length;
    } else if (rest[0] === '\u0304') {
      // a combining macron after a bracket or a number: (1 + i)̄, the conjugate of what precedes
      out.push({ t: 'bar' });
      i++;
    } else if (/^[ij](?![A-Za-z])/.test(rest)) {
      out.push({ t: 'i' });
      i++;
    } else if ('+-*/^()'.includes(rest[0])) {
      out.push({ t: 'op', v: rest[0] });
      i++;
    } else throw new NotComplexExpr(rest[0]);
  }
  return out;
}

export function parseComplex(src: string): CNode {
  const toks = tokenize(src);
  let p = 0;
  const isOp = (v: string) => toks[p]?.t === 'op' && (toks[p] as { v: string }).v === v;
  const expr = (): CNode => {
    let n = term();
    while (isOp('+') || isOp('-')) {
      const k = isOp('+') ? 'add' : 'sub';
      p++;
      n = { k, l: n, r: term() };
    }
    return n;
  };
  const term = (): CNode => {
    let n = unary();
    for (;;) {
      if (isOp('*') || isOp('/')) {
        const k = isOp('*') ? 'mul' : 'div';
        p++;
        n = { k, l: n, r: unary() };
      } else if (toks[p] && (toks[p].t === 'num' || toks[p].t === 'i' || isOp('('))) {
        n = { k: 'mul', l: n, r: power() };
      } else break;
    }
    return n;
  };
  const unary = (): CNode => {
    if (isOp('-')) {
      p++;
      return { k: 'neg', a: unary() };
    }
    if (isOp('+')) {
      p++;
      return unary();
    }
    return power();
  };
  const power = (): CNode => {
    let a = atom();
    while (toks[p]?.t === 'bar') {
      p++;
      a = { k: 'conj', a };
    }
    if (!isOp('^')) return a;
    p++;
    let sign = 1;
    let paren = false;
    if (isOp('(')) {
      paren = true;
      p++;
    }
    if (isOp('-')) {
      sign = -1;
      p++;
    }
    const e = toks[p++];
    if (!e || e.t !== 'num' || !e.q.isInteger() || e.q.n > 100000n) throw new NotComplexExpr('exponent');
    if (paren) {
      if (!isOp(')')) throw new NotComplexExpr('paren');
      p++;
    }
    return { k: 'pow', a, e: sign * Number(e.q.n) };
  };
  const atom = (): CNode => {
    const t = toks[p++];
    if (!t) throw new NotComplexExpr('end');
    if (t.t === 'num') {
      // 3i is one number: keeps (2 + 3i) a single "a + bi" in the steps
      return { k: 'num', v: C.real(t.q) };
    }
    if (t.t === 'i') return { k: 'num', v: C.I };
    if (t.t === 'conj') return { k: 'conj', a: atom() };
    if (t.t === 'bar') throw new NotComplexExpr('macron');
    if (t.v === '(') {
      const n = expr();
      if (!isOp(')')) throw new NotComplexExpr('paren');
      p++;
      return n;
    }
    throw new NotComplexExpr(t.v);
  };
  const n = expr();
  if (p < toks.length) throw new NotComplexExpr('trailing');
  return n;
}

export function hasImaginary(n: CNode): boolean {
  switch (n.k) {
    case 'num':
      return !n.v.im.isZero();
    case 'neg':
    case 'pow':
    case 'conj':
      return hasImaginary(n.a);
    default:
      return hasImaginary(n.l) || hasImaginary(n.r);
  }
}

/** How tightly a tree binds when printed: a sum 1, a negative 1.5, a product 2, a power or an atom above. */
function binding(n: CNode): number {
  if (n.k === 'num') return !n.v.re.isZero() && !n.v.im.isZero() ? 1 : n.v.re.isNegative() || n.v.im.isNegative() ? 1.5 : !n.v.im.isZero() && !n.v.im.isOne() ? 2 : 5;
  return { add: 1, sub: 1, neg: 1.5, mul: 2, div: 2, pow: 4, conj: 5 }[n.k];
}

/** The tree in plain ASCII math (`(3 - 2*i)*(9 + i)`, `conj(1 + i)`): the number a task states and the verifier recomputes. */
export function complexAscii(n: CNode): string {
  const p = (c: CNode, least: number): string => (binding(c) < least ? `(${complexAscii(c)})` : complexAscii(c));
  switch (n.k) {
    case 'num':
      return n.v.toAscii();
    case 'neg':
      return `-${p(n.a, 2)}`;
    case 'conj':
      return `conj(${complexAscii(n.a)})`;
    case 'pow':
      return `${p(n.a, 5)}^${n.e < 0 ? `(${n.e})` : n.e}`;
    case 'add':
    case 'sub':
      return `${complexAscii(n.l)} ${n.k === 'add' ? '+' : '-'} ${p(n.r, 2)}`;
    case 'mul':
      return `${p(n.l, 1.5)}*${p(n.r, 2)}`;
    case 'div':
      return `${p(n.l, 1.5)}/${p(n.r, 2.1)}`;
  }
}

export const wrap = (z: C): string => (z.re.isZero() || z.im.isZero() ? (z.re.isNegative() || z.im.isNegative() ? `\\left(${z.toLatex()}\\right)` : z.toLatex()) : `\\left(${z.toLatex()}\\right)`);

/** Evaluates with steps; a sum of plain numbers (2 + 3i) is read as one number, with no step. */
export function evaluateComplex(n: CNode, steps: StepDraft[], checkTime?: () => void): C {
  checkTime?.();
  switch (n.k) {
    case 'num':
      return n.v;
    case 'neg':
      return evaluateComplex(n.a, steps, checkTime).neg();
    case 'conj': {
      const a = evaluateComplex(n.a, steps, checkTime);
      const z = a.conj();
      steps.push({
        title: text('Take the conjugate', 'Prendre le conjugué'),
        explanation: text('The conjugate of a + bi is a − bi: the imaginary part changes sign.', 'Le conjugué de a + bi est a − bi : la partie imaginaire change de signe.'),
        formula: `\\overline{${a.toLatex()}} = ${z.toLatex()}`,
      });
      return z;
    }
    case 'add':
    case 'sub': {
      const l = evaluateComplex(n.l, steps, checkTime);
      const r = evaluateComplex(n.r, steps, checkTime);
      const z = n.k === 'add' ? l.add(r) : l.sub(r);
      // a + bi typed as such is not an operation worth a step
      if (!l.isReal() && !r.isReal()) {
        steps.push({
          title: n.k === 'add' ? text('Add real and imaginary parts', 'Additionner parties réelles et imaginaires') : text('Subtract real and imaginary parts', 'Soustraire parties réelles et imaginaires'),
          explanation: text('Real parts together, imaginary parts together.', 'Les parties réelles entre elles, les parties imaginaires entre elles.'),
          formula: `${wrap(l)} ${n.k === 'add' ? '+' : '-'} ${wrap(r)} = ${z.toLatex()}`,
        });
      }
      return z;
    }
    case 'mul': {
      const l = evaluateComplex(n.l, steps, checkTime);
      const r = evaluateComplex(n.r, steps, checkTime);
      const z = l.mul(r);
      if (!l.isReal() && !r.isReal()) {
        const ac = l.re.mul(r.re);
        const bd = l.im.mul(r.im);
        steps.push({
          title: text('Expand the product', 'Développer le produit'),
          explanation: text('Distribute, then replace i² by −1.', 'On distribue, puis on remplace i² par −1.'),
          formula: `${wrap(l)}${wrap(r)} = ${signedTerms([[ac, ''], [l.re.mul(r.im), 'i'], [l.im.mul(r.re), 'i'], [bd, 'i^{2}']])} = ${z.toLatex()}`,
        });
      }
      return z;
    }
    case 'div': {
      const l = evaluateComplex(n.l, steps, checkTime);
      const r = evaluateComplex(n.r, steps, checkTime);
      if (r.isZero()) throw new NotComplexExpr('division by zero');
      const z = l.div(r);
      if (!r.isReal()) {
        const num = l.mul(r.conj());
        const den = r.norm2();
        steps.push({
          title: text('Multiply by the conjugate of the denominator', 'Multiplier par le conjugué du dénominateur'),
          explanation: text(
            `Multiply top and bottom by ${r.conj().toLatex().replace(/\\frac\{(\d+)\}\{(\d+)\}/g, '$1/$2')}: the denominator becomes the real number |${r.toAscii()}|² = ${den.toString()}.`,
            `On multiplie en haut et en bas par ${r.conj().toLatex().replace(/\\frac\{(\d+)\}\{(\d+)\}/g, '$1/$2')} : le dénominateur devient le réel |${r.toAscii()}|² = ${den.toString()}.`,
          ),
          // a denominator |r|² = 1 leaves the numerator itself: no division by 1 follows
          formula: `\\frac{${l.toLatex()}}{${r.toLatex()}} = \\frac{${wrap(l)}${wrap(r.conj())}}{${wrap(r)}${wrap(r.conj())}} = ${den.isOne() ? num.toLatex() : `\\frac{${num.toLatex()}}{${den.toLatex()}}`}`,
        });
        if (!den.isOne()) steps.push({
          title: text('Split into real and imaginary parts', 'Séparer parties réelle et imaginaire'),
          explanation: text('Divide each part by the real denominator.', 'On divise chaque partie par le dénominateur réel.'),
          formula: `\\frac{${num.toLatex()}}{${den.toLatex()}} = ${z.toLatex()}`,
        });
      } else if (!l.isReal()) {
        steps.push({
          title: text('Divide each part', 'Diviser chaque partie'),
          explanation: text('The denominator is real: divide the real and imaginary parts by it.', 'Le dénominateur est réel : on divise par lui la partie réelle et la partie imaginaire.'),
          formula: `\\frac{${l.toLatex()}}{${r.toLatex()}} = ${z.toLatex()}`,
        });
      }
      return z;
    }
    case 'pow': {
      const a = evaluateComplex(n.a, steps, checkTime);
      if (a.isZero() && n.e <= 0) throw new NotComplexExpr('0^0');
      if (Math.abs(n.e) > 64 && !a.norm2().isOne()) throw new NotComplexExpr('power too large');
      const z = a.pow(n.e);
      if (a.re.isZero() && a.norm2().isOne()) {
        // powers of i repeat with period 4
        const r = ((n.e % 4) + 4) % 4;
        steps.push({
          title: text('Use the cycle of the powers of i', 'Utiliser le cycle des puissances de i'),
          explanation: text(
            `i² = −1, i³ = −i, i⁴ = 1: the powers of i repeat every 4, so only the remainder of ${n.e} divided by 4 (${r}) matters.`,
            `i² = −1, i³ = −i, i⁴ = 1 : les puissances de i se répètent tous les 4, seul compte le reste de ${n.e} par 4 (${r}).`,
          ),
          formula: `${wrap(a)}^{${n.e}} = ${wrap(a)}^{${r}} = ${z.toLatex()}`,
        });
      } else if (!a.isReal()) {
        const k = Math.abs(n.e);
        const sq = a.mul(a);
        const detail =
          k >= 2 && k % 2 === 0 && k > 2
            ? ` = \\left(${sq.toLatex()}\\right)^{${k / 2}}`
            : '';
        steps.push({
          title: text(`Compute the power ${n.e}`, `Calculer la puissance ${n.e}`),
          explanation:
            k > 2 && k % 2 === 0
              ? text(`Square first (${a.toAscii()})² = ${sq.toAscii()}, then raise to the power ${k / 2}.`, `On élève d'abord au carré : (${a.toAscii()})² = ${sq.toAscii()}, puis à la puissance ${k / 2}.`)
              : text('Multiply the number by itself, using i² = −1.', 'On multiplie le nombre par lui-même, avec i² = −1.'),
          formula: `${wrap(a)}^{${n.e}}${detail} = ${z.toLatex()}`,
        });
      }
      return z;
    }
  }
}

/** c₁u₁ + c₂u₂ + … as written: zero terms left out, a coefficient 1 not shown, a negative one a minus sign. */
function signedTerms(terms: Array<[Q, string]>): string {
  const shown = terms.filter(([c]) => !c.isZero());
  if (shown.length === 0) return '0';
  return shown
    .map(([c, u], k) => {
      const a = c.abs();
      const body = u && a.isOne() ? u : `${a.toLatex()}${u}`;
      return k === 0 ? `${c.isNegative() ? '-' : ''}${body}` : `${c.isNegative() ? ' - ' : ' + '}${body}`;
    })
    .join('');
}

