import { box, toNode } from '../../cas/engine';
import { hasSymbol, type MathNode } from '../../cas/node';
import { Poly, toRatFunc } from '../../cas/poly';
import { nodeToQ, Q } from '../../cas/rational';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text } from '../../i18n';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';
import { step, type Relation } from './common';
import { readOneUnknown } from './equation';
import { nonlinearOutcome } from './nonlinear-outcome';
import { solveByFactoring } from './roots';

/** An exponential term b^E with a constant base (e for exp). */
interface ExpTerm {
  base: MathNode;
  exp: MathNode;
}

function asExp(n: MathNode, x: string): ExpTerm | null {
  if (!Array.isArray(n)) return null;
  if (n[0] === 'Exp' && hasSymbol(n[1] as MathNode, x)) return { base: 'ExponentialE', exp: n[1] as MathNode };
  if (n[0] === 'Power' && !hasSymbol(n[1] as MathNode, x) && hasSymbol(n[2] as MathNode, x)) return { base: n[1] as MathNode, exp: n[2] as MathNode };
  return null;
}

/** Every exponential term in the tree (x only in exponents), or null if x appears elsewhere. */
function expTerms(n: MathNode, x: string, out: ExpTerm[]): boolean {
  const t = asExp(n, x);
  if (t) {
    const r = toRatFunc(t.exp, x);
    if (!r || r.den.deg !== 0) return false;
    out.push(t);
    return true;
  }
  if (typeof n === 'string') return n !== x;
  if (!Array.isArray(n)) return true;
  return n.slice(1).every((a) => expTerms(a as MathNode, x, out));
}

function linear(n: MathNode, x: string): { m: Q; c: Q } | null {
  const r = toRatFunc(n, x);
  if (!r || r.den.deg !== 0 || r.num.deg > 1) return null;
  const k = r.den.coef(0).inv();
  return { m: r.num.coef(1).mul(k), c: r.num.coef(0).mul(k) };
}

const isE = (b: MathNode): boolean => b === 'ExponentialE';

/** A constant node's exact rational value (1/2, (2/3)^2 …), or null. */
function constQ(n: MathNode): Q | null {
  const q = nodeToQ(n);
  if (q) return q;
  const r = toRatFunc(n, '_');
  return r && r.num.deg <= 0 && r.den.deg === 0 ? r.num.coef(0).div(r.den.coef(0)) : null;
}

/** log_b(K) exactly when K is a rational power of the rational base b (8 = 2^3, 1/9 = 3^-2). */
function exactLog(K: Q, b: Q): Q | null {
  if (K.sign() <= 0 || b.sign() <= 0 || b.isOne()) return null;
  const approx = Math.log(K.toNumber()) / Math.log(b.toNumber());
  for (let q = 1; q <= 6; q++) {
    const p = Math.round(approx * q);
    if (Math.abs(approx * q - p) > 1e-9) continue;
    const lhs = b.pow(BigInt(p));
    const rhs = K.pow(BigInt(q));
    if (lhs.eq(rhs)) return Q.of(p, q);
  }
  return null;
}

/**
 * A constant node made tidy: exact when it is a rational expression, a recognised rational when
 * its value is one (e^(ln 6) = 6), else the CAS's simplification.
 */
const simplifyNode = (n: MathNode): MathNode => {
  const r = toRatFunc(n, '_');
  if (r && r.den.deg === 0 && r.num.deg <= 0) return r.num.coef(0).div(r.den.coef(0)).toNode();
  if (!JSON.stringify(n).match(/"[a-z]"/)) {
    const v = evaluateReal(toAscii(n));
    const q = v === null ? null : rationalize(v);
    if (q) return q.toNode();
  }
  try {
    return toNode(box(n).simplify());
  } catch {
    return n;
  }
};

function rationalize(v: number): Q | null {
  // The value itself must match to near double precision: a tolerance relative to v·d would take
  // 53124/973 for e⁴ (they agree to 3·10⁻¹⁰).
  for (let d = 1; d <= 1000; d++) {
    const p = Math.round(v * d);
    if (Math.abs(v - p / d) <= 1e-12 * Math.max(1, Math.abs(v)) && Math.abs(p) < 1e12) return Q.of(p, d);
  }
  return null;
}

/** log_b(K) as a node: exact when possible, else ln(K)/ln(b). */
function logNode(K: MathNode, b: MathNode): MathNode {
  // log_b(b^c) = c
  if (Array.isArray(K) && K[0] === 'Power' && JSON.stringify(K[1]) === JSON.stringify(b)) return K[2] as MathNode;
  if (Array.isArray(K) && K[0] === 'Exp' && isE(b)) return K[1] as MathNode;
  const kq = constQ(K);
  const bq = constQ(b);
  if (kq && bq) {
    const ex = exactLog(kq, bq);
    if (ex) return ex.toNode();
  }
  if (kq?.isOne()) return 0;
  if (isE(b)) return ['Ln', K];
  return ['Divide', ['Ln', K], ['Ln', b]];
}

const sub = (a: MathNode, b: MathNode): MathNode => ['Add', a, ['Negate', b]];

function replaceTerm(n: MathNode, t: MathNode, by: MathNode): MathNode {
  if (JSON.stringify(n) === JSON.stringify(t)) return by;
  if (!Array.isArray(n)) return n;
  return [n[0], ...n.slice(1).map((a) => replaceTerm(a as MathNode, t, by))] as MathNode;
}

/** Solve m·x + c = v for x (v a node). */
function solveLinear(l: { m: Q; c: Q }, v: MathNode): MathNode {
  const vq = nodeToQ(v);
  if (vq) return vq.sub(l.c).div(l.m).toNode();
  const num: MathNode = l.c.isZero() ? v : ['Add', v, l.c.neg().toNode()];
  if (l.m.isOne()) return num;
  if (l.m.eq(Q.of(-1))) return ['Negate', num];
  // dividing by p/q is multiplying by q/p: 5·ln(4), 2·ln(7)/3, never ln(4)/(1/5)
  if (l.m.d !== 1n) {
    const times: MathNode = ['Multiply', Number(l.m.d < 0n ? -l.m.d : l.m.d) * (l.m.n < 0n ? -1 : 1), num];
    const p = l.m.n < 0n ? -l.m.n : l.m.n;
    return p === 1n ? times : ['Divide', times, Number(p)];
  }
  return ['Divide', num, l.m.toNode()];
}

function exponential(x: string, rel: Relation, ctx: SolveContext): Outcome | null {
  const g = sub(rel.lhs, rel.rhs);
  const terms: ExpTerm[] = [];
  if (!expTerms(g, x, terms) || terms.length === 0) return null;
  const steps: StepDraft[] = [];
  if (terms.some((t) => !linear(t.exp, x))) return polynomialExponent(x, rel, g, terms, ctx);
  const lin = terms.map((t) => linear(t.exp, x)!);
  // Different rational bases that are powers of one number (4^x and 2^x): rewrite with it.
  const bases = terms.map((t) => constQ(t.base));
  if (terms.length > 2 || !(asExp(rel.lhs, x) && asExp(rel.rhs, x))) {
    if (bases.every((b) => b !== null) && new Set(bases.map((b) => b!.toString())).size > 1) {
      for (let r = 2; r <= 20; r++) {
        const pw = bases.map((b) => exactLog(b!, Q.of(r)));
        if (pw.every((p) => p !== null && p.isInt())) {
          let h = g;
          terms.forEach((t, k) => {
            h = replaceTerm(h, ['Power', t.base, t.exp], ['Power', r, ['Multiply', pw[k]!.toNode(), t.exp]]);
          });
          steps.push(
            step(
              text('Use one base', 'Utiliser une seule base'),
              text(`Every base is a power of ${r}: (r^k)^E = r^(kE).`, `Chaque base est une puissance de ${r} : (r^k)^E = r^(kE).`),
              `${toLatex(h)} = 0`,
            ),
          );
          const inner = exponential(x, { op: 'Equal', lhs: h, rhs: 0 }, ctx);
          if (!inner) return null;
          return { ...inner, steps: [...steps, ...inner.steps] };
        }
      }
    }
  }
  // Two sides, one power each: a^E1 = b^E2.
  const lt = asExp(rel.lhs, x);
  const rt = asExp(rel.rhs, x);
  if (lt && rt) {
    const l1 = linear(lt.exp, x)!;
    const l2 = linear(rt.exp, x)!;
    const b1 = constQ(lt.base);
    const b2 = constQ(rt.base);
    let common: { r: Q; p: Q; q: Q } | null = null;
    if (b1 && b2) {
      for (const r of [b1, b2]) {
        const p = exactLog(b1, r);
        const q = exactLog(b2, r);
        if (p && q) {
          common = { r, p, q };
          break;
        }
      }
      if (!common || !common.p.isInt() || !common.q.isInt()) {
        for (let r = 2; r <= 20; r++) {
          const p = exactLog(b1, Q.of(r));
          const q = exactLog(b2, Q.of(r));
          if (p && q && p.isInt() && q.isInt()) {
            common = { r: Q.of(r), p, q };
            break;
          }
        }
      }
    }
    if (common) {
      const { r, p, q } = common;
      steps.push(
        step(
          text('Write both sides with the same base', 'Écrire les deux membres avec la même base'),
          text(`Both bases are powers of ${r}, and equal powers of the same base have equal exponents.`, `Les deux bases sont des puissances de ${r}, et deux puissances égales d'une même base ont des exposants égaux.`),
          `${r.toLatex()}^{${toLatex(['Multiply', p.toNode(), lt.exp])}} = ${r.toLatex()}^{${toLatex(['Multiply', q.toNode(), rt.exp])}}`,
        ),
      );
      // p(m1 x + c1) = q(m2 x + c2)
      const a = p.mul(l1.m).sub(q.mul(l2.m));
      const b = q.mul(l2.c).sub(p.mul(l1.c));
      if (a.isZero()) return null;
      const root = b.div(a);
      steps.push(step(text('Equate the exponents', 'Égaler les exposants'), text('Solve the linear equation in the exponents.', "On résout l'équation du premier degré sur les exposants."), `${toLatex(['Multiply', p.toNode(), lt.exp])} = ${toLatex(['Multiply', q.toNode(), rt.exp])} \\Rightarrow ${x} = ${root.toLatex()}`));
      return nonlinearOutcome(x, rel, [root.toNode()], steps, 'algebra.exponential.same_base');
    }
    // Different bases: take logarithms, E1·ln a = E2·ln b.
    const A: MathNode = isE(lt.base) ? 1 : ['Ln', lt.base];
    const B: MathNode = isE(rt.base) ? 1 : ['Ln', rt.base];
    steps.push(
      step(
        text('Take the natural logarithm of both sides', 'Prendre le logarithme népérien des deux membres'),
        text('ln(a^E) = E·ln(a) brings the unknown down from the exponents.', "ln(a^E) = E·ln(a) fait descendre l'inconnue des exposants."),
        `${toLatex(['Multiply', lt.exp, A])} = ${toLatex(['Multiply', rt.exp, B])}`,
      ),
    );
    // x (m1 A − m2 B) = c2 B − c1 A
    // a zero coefficient drops its term: ln(3)/(2ln(5) − ln(3)), not (0 + ln(3))/…
    const term = (k: typeof l1.m, n: MathNode): MathNode | null => (k.isZero() ? null : ['Multiply', k.toNode(), n]);
    const minus = (a: MathNode | null, b: MathNode | null): MathNode => (a === null ? (b === null ? 0 : ['Negate', b]) : b === null ? a : sub(a, b));
    // the denominator written positive: ln(2)/(ln(3) − ln(2)) rather than −ln(2)/(ln(2) − ln(3))
    const flip = (evaluateReal(toAscii(minus(term(l1.m, A), term(l2.m, B)))) ?? 1) < 0;
    const den: MathNode = flip ? minus(term(l2.m, B), term(l1.m, A)) : minus(term(l1.m, A), term(l2.m, B));
    const num: MathNode = flip ? minus(term(l1.c, A), term(l2.c, B)) : minus(term(l2.c, B), term(l1.c, A));
    const root = simplifyNode(['Divide', num, den]);
    steps.push(step(text('Isolate x', 'Isoler x'), text('Collect the terms in x and divide by their coefficient.', 'On regroupe les termes en x et on divise par leur coefficient.'), `${x} = ${toLatex(root)}`));
    return nonlinearOutcome(x, rel, [root], steps, 'algebra.exponential.logarithms');
  }
  // Same base everywhere, exponents multiples of one m·x: substitute u = b^(m·x).
  const base = terms[0].base;
  if (!terms.every((t) => JSON.stringify(t.base) === JSON.stringify(base))) return null;
  const m0 = lin.reduce((acc, l) => (l.m.abs().cmp(acc.abs()) < 0 ? l.m : acc), lin[0].m);
  if (m0.isZero()) return null;
  const ratios = lin.map((l) => l.m.div(m0));
  if (!ratios.every((r) => r.isInt() && r.sign() > 0 && r.n <= 4n)) return null;
  // Replace each b^(k m x + c) by b^c·u^k.
  let inU: MathNode = g;
  terms.forEach((t, k) => {
    const node: MathNode = isE(t.base) && JSON.stringify(g).includes('"Exp"') && !JSON.stringify(g).includes('"ExponentialE"') ? ['Exp', t.exp] : ['Power', t.base, t.exp];
    const c = lin[k].c;
    const coeff: MathNode = c.isZero() ? 1 : ['Power', t.base, c.toNode()];
    const rep: MathNode = ['Multiply', coeff, ['Power', 'u', ratios[k].toNode()]];
    inU = replaceTerm(inU, node, rep);
    inU = replaceTerm(inU, ['Exp', t.exp], rep);
    inU = replaceTerm(inU, ['Power', t.base, t.exp], rep);
  });
  const ru = toRatFunc(inU, 'u');
  const uNode: MathNode = ['Power', base, ['Multiply', m0.toNode(), x]];
  if (!ru || ru.num.deg < 1) {
    // One power with an irrational coefficient (like e^(x+1)): isolate it and take logarithms.
    if (terms.length !== 1) return null;
    const t = terms[0];
    const T: MathNode = ['Power', t.base, t.exp];
    const f0 = replaceTerm(replaceTerm(g, T, 0), ['Exp', t.exp], 0);
    const f1 = replaceTerm(replaceTerm(g, T, 1), ['Exp', t.exp], 1);
    const K = simplifyNode(['Divide', ['Negate', f0], sub(f1, f0)]);
    const kv = evaluateReal(toAscii(K));
    if (kv === null) return null;
    steps.push(step(text('Isolate the power', 'Isoler la puissance'), text('Move the other terms and divide by the coefficient.', 'On déplace les autres termes et on divise par le coefficient.'), `${toLatex(T)} = ${toLatex(K)}`));
    if (kv <= 0) {
      steps.push(step(text('No solution', 'Pas de solution'), text('A power of a positive base is always positive, so it cannot equal a number ≤ 0.', "Une puissance d'une base positive est toujours strictement positive : elle ne peut pas valoir un nombre ≤ 0."), `${toLatex(K)} \\le 0`));
      return nonlinearOutcome(x, rel, [], steps, 'algebra.exponential');
    }
    const E = logNode(K, t.base);
    steps.push(step(text('Take logarithms', 'Passer au logarithme'), text(isE(t.base) ? 'Apply ln to both sides: ln(e^E) = E.' : `Apply the logarithm in base ${toAscii(t.base)}: log_b(b^E) = E.`, isE(t.base) ? 'On applique ln aux deux membres : ln(e^E) = E.' : `On applique le logarithme de base ${toAscii(t.base)} : log_b(b^E) = E.`), `${toLatex(t.exp)} = ${toLatex(E)}`));
    const root = solveLinear(lin[0], E);
    return nonlinearOutcome(x, rel, [root], steps, 'algebra.exponential');
  }
  const pu: Poly = ru.num;
  if (pu.deg >= 2) {
    steps.push(step(text('Substitute', 'Changer de variable'), text(`Let u = ${toAscii(uNode)} (u > 0): the equation becomes a polynomial equation in u.`, `On pose u = ${toAscii(uNode)} (u > 0) : l'équation devient polynomiale en u.`), `${toLatex(pu.toNode('u'))} = 0`));
  } else {
    // typed as bˣ = c already, the power needs no isolating
    const typed = !hasSymbol(rel.rhs, x) && toLatex(rel.lhs) === toLatex(uNode);
    if (!typed) steps.push(step(text('Isolate the power', 'Isoler la puissance'), text('Move the other terms and divide by the coefficient.', 'On déplace les autres termes et on divise par le coefficient.'), `${toLatex(uNode)} = ${toLatex(pu.coef(0).neg().div(pu.coef(1)).toNode())}`));
  }
  const us = solveByFactoring(pu, 'u', false, ctx, pu.deg >= 2);
  if (pu.deg >= 2) steps.push(...us.steps);
  const roots: MathNode[] = [];
  const lines: string[] = [];
  for (const u of us.roots) {
    const v = evaluateReal(toAscii(u));
    if (v === null || v <= 0) {
      lines.push(`${toLatex(uNode)} = ${toLatex(u)}\\ (\\text{impossible: } > 0)`);
      continue;
    }
    const E = logNode(u, base);
    const root = solveLinear({ m: m0, c: Q.ZERO }, E);
    roots.push(root);
    // the logarithm written before its value: x = log₂ 8 = 3
    const mx = toLatex(['Multiply', m0.toNode(), x]);
    const logged = toLatex(E) === toLatex(root) ? '' : `${mx} = ${toLatex(E)} \\Rightarrow `;
    lines.push(`${toLatex(uNode)} = ${toLatex(u)} \\Rightarrow ${logged}${x} = ${toLatex(root)}`);
  }
  steps.push(
    step(
      text('Take logarithms', 'Passer au logarithme'),
      text('A power of a positive base is positive; for each positive value, take the logarithm to bring the exponent down.', "Une puissance d'une base positive est positive ; pour chaque valeur positive, on prend le logarithme pour faire descendre l'exposant."),
      lines.join(' \\quad '),
    ),
  );
  return nonlinearOutcome(x, rel, roots, steps, 'algebra.exponential');
}

/** One power with a polynomial exponent, b^P(x) = K: take logarithms, then solve P(x) = log_b K. */
function polynomialExponent(x: string, rel: Relation, g: MathNode, terms: ExpTerm[], ctx: SolveContext): Outcome | null {
  if (terms.length !== 1 && !(terms.length === 2 && asExp(rel.lhs, x) && asExp(rel.rhs, x))) return null;
  const steps: StepDraft[] = [];
  let P: Poly;
  if (terms.length === 2) {
    // b^P = b^Q with the same base: P = Q.
    const [a, b] = [asExp(rel.lhs, x)!, asExp(rel.rhs, x)!];
    if (JSON.stringify(a.base) !== JSON.stringify(b.base)) return null;
    const pa = toRatFunc(a.exp, x)!;
    const pb = toRatFunc(b.exp, x)!;
    P = pa.num.scale(pa.den.coef(0).inv()).sub(pb.num.scale(pb.den.coef(0).inv()));
    steps.push(step(text('Equate the exponents', 'Égaler les exposants'), text('Equal powers of the same base have equal exponents.', "Deux puissances égales d'une même base ont des exposants égaux."), `${toLatex(a.exp)} = ${toLatex(b.exp)}`));
  } else {
    const t = terms[0];
    const T: MathNode = ['Power', t.base, t.exp];
    const f0 = replaceTerm(replaceTerm(g, T, 0), ['Exp', t.exp], 0);
    const f1 = replaceTerm(replaceTerm(g, T, 1), ['Exp', t.exp], 1);
    const K = simplifyNode(['Divide', ['Negate', f0], sub(f1, f0)]);
    const kv = evaluateReal(toAscii(K));
    if (kv === null) return null;
    steps.push(step(text('Isolate the power', 'Isoler la puissance'), text('Move the other terms and divide by the coefficient.', 'On déplace les autres termes et on divise par le coefficient.'), `${toLatex(T)} = ${toLatex(K)}`));
    if (kv <= 0) return nonlinearOutcome(x, rel, [], steps, 'algebra.exponential');
    const E = logNode(K, t.base);
    const eq = constQ(E);
    if (!eq) return null;
    steps.push(step(text('Take logarithms', 'Passer au logarithme'), text('The exponent equals the logarithm of the right-hand side.', "L'exposant est égal au logarithme du membre de droite."), `${toLatex(t.exp)} = ${toLatex(E)}`));
    const pe = toRatFunc(t.exp, x)!;
    P = pe.num.scale(pe.den.coef(0).inv()).sub(Poly.const(eq));
  }
  if (P.deg < 1) return null;
  const sol = solveByFactoring(P, x, false, ctx);
  steps.push(...sol.steps);
  return nonlinearOutcome(x, rel, sol.roots, steps, 'algebra.exponential');
}

/** A sum of k·log_b(A) terms plus constants (x only inside the logarithms). */
function logTerms(g: MathNode, x: string): { logs: Array<{ k: Q; arg: MathNode; base: MathNode }>; consts: MathNode[] } | null {
  const terms = Array.isArray(g) && g[0] === 'Add' ? (g.slice(1) as MathNode[]) : [g];
  const logs: Array<{ k: Q; arg: MathNode; base: MathNode }> = [];
  const consts: MathNode[] = [];
  const flat: MathNode[] = [];
  const flatten = (t: MathNode, sign: number): void => {
    if (Array.isArray(t) && t[0] === 'Add') (t.slice(1) as MathNode[]).forEach((u) => flatten(u, sign));
    else if (Array.isArray(t) && t[0] === 'Negate') flatten(t[1] as MathNode, -sign);
    else flat.push(sign < 0 ? ['Negate', t] : t);
  };
  terms.forEach((t) => flatten(t, 1));
  for (const t of flat) {
    if (!hasSymbol(t, x)) {
      consts.push(t);
      continue;
    }
    let k = Q.ONE;
    let u = t;
    if (Array.isArray(u) && u[0] === 'Negate') {
      k = k.neg();
      u = u[1] as MathNode;
    }
    if (Array.isArray(u) && u[0] === 'Multiply' && u.length === 3 && nodeToQ(u[1] as MathNode)) {
      k = k.mul(nodeToQ(u[1] as MathNode)!);
      u = u[2] as MathNode;
    }
    if (Array.isArray(u) && u[0] === 'Ln') logs.push({ k, arg: u[1] as MathNode, base: 'ExponentialE' });
    else if (Array.isArray(u) && u[0] === 'Log') logs.push({ k, arg: u[1] as MathNode, base: (u[2] as MathNode) ?? 10 });
    else return null;
  }
  return logs.length ? { logs, consts } : null;
}

function logarithmic(x: string, rel: Relation, ctx: SolveContext): Outcome | null {
  const g = sub(rel.lhs, rel.rhs);
  const lt = logTerms(g, x);
  if (!lt) return null;
  const base = lt.logs[0].base;
  if (!lt.logs.every((l) => JSON.stringify(l.base) === JSON.stringify(base))) return null;
  if (!lt.logs.every((l) => l.k.isInt())) return null;
  const args: MathNode[] = [];
  for (const l of lt.logs) {
    const r = toRatFunc(l.arg, x);
    if (!r) return null;
    args.push(l.arg);
  }
  const steps: StepDraft[] = [];
  steps.push(
    step(
      text('Domain', 'Domaine'),
      text('A logarithm is defined only for positive arguments.', "Un logarithme n'est défini que pour un argument strictement positif."),
      args.map((a) => `${toLatex(a)} > 0`).join(',\\ '),
    ),
  );
  // Σ k·log(A) = −const  ⇒  Π A^k = b^(−const)
  // simplified, so ln(x) + ln(x − 1) = ln 6 is shown with ln 6 on the right, not −(−ln 6)
  const rhsConst: MathNode = lt.consts.length ? simplifyNode(['Negate', ['Add', ...lt.consts]]) : 0;
  const K = simplifyNode(['Power', base, rhsConst]);
  const product: MathNode = lt.logs.length === 1 && lt.logs[0].k.isOne() ? lt.logs[0].arg : ['Multiply', ...lt.logs.map((l): MathNode => (l.k.isOne() ? l.arg : ['Power', l.arg, l.k.toNode()]))];
  if (lt.logs.length > 1 || !lt.logs[0].k.isOne()) {
    steps.push(
      step(
        text('Combine the logarithms', 'Regrouper les logarithmes'),
        text('log(A) + log(B) = log(AB), log(A) − log(B) = log(A/B) and k·log(A) = log(A^k).', 'log(A) + log(B) = log(AB), log(A) − log(B) = log(A/B) et k·log(A) = log(A^k).'),
        `${isE(base) ? '\\ln' : `\\log_{${toLatex(base)}}`}\\left(${toLatex(product)}\\right) = ${toLatex(rhsConst)}`,
      ),
    );
  }
  steps.push(
    step(
      text('Remove the logarithm', 'Supprimer le logarithme'),
      text(isE(base) ? 'ln(A) = c means A = e^c.' : `log_b(A) = c means A = b^c.`, isE(base) ? 'ln(A) = c signifie A = e^c.' : 'log_b(A) = c signifie A = b^c.'),
      `${toLatex(product)} = ${toLatex(K)}`,
    ),
  );
  const kq = nodeToQ(K);
  let candidates: MathNode[];
  if (kq) {
    const r = toRatFunc(sub(product, kq.toNode()), x);
    if (!r || r.num.deg < 1) return null;
    const sol = solveByFactoring(r.num, x, false, ctx);
    steps.push(...sol.steps);
    candidates = sol.roots;
  } else {
    const l = lt.logs.length === 1 ? linear(lt.logs[0].arg, x) : null;
    if (!l || !lt.logs[0].k.isOne()) return null;
    candidates = [solveLinear(l, K)];
  }
  const kept = candidates.filter((c) => args.every((a) => (evaluateReal(toAscii(a), { [x]: evaluateReal(toAscii(c)) ?? Number.NaN }) ?? -1) > 0));
  const rejected = candidates.filter((c) => !kept.includes(c));
  if (rejected.length) {
    steps.push(
      step(
        text('Check the domain', 'Vérifier le domaine'),
        text(`${rejected.map(toAscii).join(', ')} makes a logarithm's argument ≤ 0, so it is rejected.`, `${rejected.map(toAscii).join(', ')} rend l'argument d'un logarithme ≤ 0 : on le rejette.`),
        rejected.map((c) => `${x} = ${toLatex(c)}\\ \\times`).join(',\\ '),
      ),
    );
  }
  return nonlinearOutcome(x, rel, kept, steps, 'algebra.logarithmic');
}

/** Exponential equations (same base, logarithms, u = b^x) and logarithmic ones (combine, exponentiate, domain). */
export const expLogStrategy: Strategy = {
  name: 'algebra.explog',
  solve(problem, ctx): Outcome | null {
    const e = readOneUnknown(problem);
    if (!e || e.rel.op !== 'Equal' || e.complex) return null;
    const s = JSON.stringify(e.rel);
    if (/"(Ln|Log)"/.test(s)) return logarithmic(e.x, e.rel, ctx);
    if (/"(Exp|Power)"/.test(s)) return exponential(e.x, e.rel, ctx);
    return null;
  },
};
