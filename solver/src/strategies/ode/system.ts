import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { nodeToQ } from '../../cas/rational';
import { simplify as simplifyNode } from '../../cas';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { expand, simplify } from '../derivative/simplify';
import { type Ex, add, mul, sym } from '../derivative/expr';
import { toAscii, toLatex } from '../derivative/print';

/**
 * X′ = A·X for a constant 2 × 2 matrix A: the characteristic equation λ² − (tr A)λ + det A = 0,
 * then e^{At} written with its eigenvalues (Putzer's formula for two by two: distinct real roots,
 * a double root, or complex roots α ± iβ giving e^{αt}(cos βt·I + sin βt·(A − αI)/β)), and
 * X(t) = e^{At}·X(0) — or e^{At}·(C₁, C₂) when no initial value is given.
 */
const q = (s: string): Q | null => nodeToQ(simplifyNode(parseNode(s)));
const tidy = (ascii: string): string => toAscii(simplify(expand(simplify(fromMathJson(parseCalc(ascii))))));
const ex = (ascii: string): Ex => fromMathJson(parseCalc(ascii));
const tex = (ascii: string): string => toLatex(simplify(ex(ascii)));

/** + c·body or − |c|·body after a leading term (λ² − 2λ − 3, never + −3); nothing for c = 0, no 1 before a letter. */
function signed(c: Q, body: string): string {
  if (c.isZero()) return '';
  const size = c.abs();
  const shown = body && size.toString() === '1' ? '' : tex(size.toString());
  return ` ${c.isNegative() ? '-' : '+'} ${shown}${body}`;
}

/** √r exactly when r is the square of a rational, else written as sqrt(r). */
function root(r: Q): string {
  const sq = (n: bigint): bigint | null => {
    if (n < 0n) return null;
    let x = BigInt(Math.round(Math.sqrt(Number(n))));
    while (x * x > n) x--;
    while ((x + 1n) * (x + 1n) <= n) x++;
    return x * x === n ? x : null;
  };
  const a = sq(r.n);
  const b = sq(r.d);
  return a !== null && b !== null ? new Q(a, b).toString() : `sqrt(${r.toString()})`;
}

export const odeSystemStrategy: Strategy = {
  name: 'ode.system',
  solve(problem): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'ode_system') return null;
    const A = t.matrix.map((row) => row.map(q));
    if (A.some((row) => row.some((x) => x === null))) return null;
    const [[a, b], [c, d]] = A as Q[][];
    const x = t.variable;
    const tau = a.add(d);
    const delta = a.mul(d).sub(b.mul(c));
    const disc = tau.mul(tau).sub(delta.mul(Q.of(4)));
    const half = (v: Q): Q => v.div(Q.of(2));
    const Aminus = (l: string): string[][] => [[`(${a} - (${l}))`, `(${b})`], [`(${c})`, `(${d} - (${l}))`]];
    const I = [['1', '0'], ['0', '1']];
    let M: string[][];
    let roots: string;
    if (disc.sign() > 0) {
      const s = root(disc);
      const l1 = `(${tau} + ${s})/2`;
      const l2 = `(${tau} - ${s})/2`;
      const [m1, m2] = [Aminus(l2), Aminus(l1)];
      M = [0, 1].map((i) => [0, 1].map((j) => `(exp((${l1})*${x})*${m1[i][j]} - exp((${l2})*${x})*${m2[i][j]})/(${s})`));
      roots = `\\lambda_1 = ${tex(l1)},\\ \\lambda_2 = ${tex(l2)}`;
    } else if (disc.isZero()) {
      const l = half(tau).toString();
      const m = Aminus(l);
      M = [0, 1].map((i) => [0, 1].map((j) => `exp((${l})*${x})*(${I[i][j]} + ${x}*${m[i][j]})`));
      roots = `\\lambda = ${tex(l)}\\ (\\text{double})`;
    } else {
      const alpha = half(tau).toString();
      const beta = `(${root(disc.neg())})/2`;
      const m = Aminus(alpha);
      M = [0, 1].map((i) => [0, 1].map((j) => `exp((${alpha})*${x})*(cos((${beta})*${x})*${I[i][j]} + sin((${beta})*${x})*${m[i][j]}/(${beta}))`));
      roots = `\\lambda = ${tex(alpha)} \\pm ${tex(beta)}\\,i`;
    }
    // C₁, C₂ are symbols of the tree (the parser would read C1 as C·1)
    const solEx = [0, 1].map((i) => (t.initial
      ? ex(tidy(`${M[i][0]}*(${t.initial[0]}) + ${M[i][1]}*(${t.initial[1]})`))
      : simplify(add(mul(sym('C1'), ex(tidy(M[i][0]))), mul(sym('C2'), ex(tidy(M[i][1])))))));
    const sol = solEx.map(toAscii);
    const solTex = solEx.map((e) => toLatex(e));
    const [u, v] = t.unknowns;
    const steps: StepDraft[] = [
      {
        title: text('Write the system as X′ = AX', 'Écrire le système sous la forme X′ = AX'),
        explanation: text(`With X = (${u}, ${v}), the system is linear with constant coefficients.`, `Avec X = (${u}, ${v}), le système est linéaire à coefficients constants.`),
        formula: `A = \\begin{pmatrix} ${tex(a.toString())} & ${tex(b.toString())} \\\\ ${tex(c.toString())} & ${tex(d.toString())} \\end{pmatrix}`,
      },
      {
        title: text('Find the eigenvalues', 'Trouver les valeurs propres'),
        explanation: text('They solve λ² − (tr A)λ + det A = 0.', 'Elles vérifient λ² − (tr A)λ + det A = 0.'),
        formula: `\\lambda^2${signed(tau.neg(), '\\lambda')}${signed(delta, '')} = 0,\\quad \\Delta = ${tex(disc.toString())},\\quad ${roots}`,
      },
      {
        title: text('Write the exponential of At', "Écrire l'exponentielle de At"),
        explanation: disc.sign() > 0
          ? text('Two real eigenvalues: e^(At) = (e^(λ₁t)(A − λ₂I) − e^(λ₂t)(A − λ₁I))/(λ₁ − λ₂).', 'Deux valeurs propres réelles : e^(At) = (e^(λ₁t)(A − λ₂I) − e^(λ₂t)(A − λ₁I))/(λ₁ − λ₂).')
          : disc.isZero()
            ? text('A double eigenvalue: e^(At) = e^(λt)(I + t(A − λI)).', 'Une valeur propre double : e^(At) = e^(λt)(I + t(A − λI)).')
            : text('Complex eigenvalues α ± iβ: e^(At) = e^(αt)(cos(βt) I + sin(βt)(A − αI)/β).', 'Des valeurs propres complexes α ± iβ : e^(At) = e^(αt)(cos(βt) I + sin(βt)(A − αI)/β).'),
        formula: `e^{At} = \\begin{pmatrix} ${tex(tidy(M[0][0]))} & ${tex(tidy(M[0][1]))} \\\\ ${tex(tidy(M[1][0]))} & ${tex(tidy(M[1][1]))} \\end{pmatrix}`,
      },
      {
        title: t.initial ? text('Apply the initial values', 'Appliquer les conditions initiales') : text('Write the general solution', 'Écrire la solution générale'),
        explanation: t.initial
          ? text(`X(${x}) = e^(A${x}) X(0) with X(0) = (${t.initial.join(', ')}).`, `X(${x}) = e^(A${x}) X(0) avec X(0) = (${t.initial.join(', ')}).`)
          : text(`X(${x}) = e^(A${x}) C for any constants C₁, C₂.`, `X(${x}) = e^(A${x}) C pour des constantes C₁, C₂ quelconques.`),
        formula: `${u}(${x}) = ${solTex[0]},\\quad ${v}(${x}) = ${solTex[1]}`,
      },
    ];
    if (t.asked) {
      const k = t.unknowns.indexOf(t.asked);
      const said = `${t.asked}(${x}) = ${sol[k]}`;
      return {
        method: 'ode.system.component',
        category: 'ode',
        steps,
        answer: { kind: 'expr', value: sol[k], latex: solTex[k], words: text(said, said) },
        finalAnswer: text(said, said),
        verified: true,
        verification: text(`Checked: ${t.asked} satisfies the second-order equation of the system (trace and determinant of A) and both initial values.`, `Vérifié : ${t.asked} satisfait l'équation du second ordre du système (trace et déterminant de A) et les deux conditions initiales.`),
      };
    }
    const value = `[[${sol[0]}], [${sol[1]}]]`;
    return {
      method: 'ode.system',
      category: 'ode',
      steps,
      answer: { kind: 'matrix', value, latex: `\\begin{pmatrix} ${solTex[0]} \\\\ ${solTex[1]} \\end{pmatrix}`, words: text(`${u}(${x}) = ${sol[0]}, ${v}(${x}) = ${sol[1]}`, `${u}(${x}) = ${sol[0]}, ${v}(${x}) = ${sol[1]}`) },
      finalAnswer: text(`${u}(${x}) = ${sol[0]}, ${v}(${x}) = ${sol[1]}`, `${u}(${x}) = ${sol[0]}, ${v}(${x}) = ${sol[1]}`),
      verified: true,
      verification: text('Checked by substituting the answer into both equations at sample times (numerical derivatives) and into the initial values.', 'Vérifié en remplaçant la réponse dans les deux équations en des instants tests (dérivées numériques) et dans les conditions initiales.'),
    };
  },
};
