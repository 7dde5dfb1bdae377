import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { Q, lcm } from '../../cas/rational';
import { formToLatex, varLatex, type LinearForm } from './linearForm';
import { coefLatex } from './matrix';
import { equationLatex, type StandardSystem } from './systemSolution';

/**
 * Two equations in two unknowns, solved the way they are taught first: substitution when an
 * unknown can be isolated without fractions (coefficient ±1, or an equation with one unknown),
 * otherwise elimination by combining the equations.
 */
export function twoByTwoSteps(sys: StandardSystem): { method: 'substitution' | 'elimination'; steps: StepDraft[] } {
  const pick = chooseIsolation(sys);
  if (pick) return { method: 'substitution', steps: substitutionSteps(sys, pick.eq, pick.v) };
  return { method: 'elimination', steps: eliminationSteps(sys) };
}

function chooseIsolation(sys: StandardSystem): { eq: number; v: number } | null {
  const { a } = sys;
  // an equation with a single unknown gives that unknown at once
  for (let i = 0; i < 2; i++) {
    const nz = [0, 1].filter((j) => !a[i][j].isZero());
    if (nz.length === 1) return { eq: i, v: nz[0] };
  }
  for (let i = 0; i < 2; i++) for (let j = 0; j < 2; j++) if (a[i][j].abs().isOne()) return { eq: i, v: j };
  if (a.every((r) => r.every((c) => !c.isZero()))) return null;
  for (let i = 0; i < 2; i++) for (let j = 0; j < 2; j++) if (!a[i][j].isZero()) return { eq: i, v: j };
  return null;
}

const num = (i: number): string => `(${i + 1})`;

function substitutionSteps(sys: StandardSystem, i: number, vi: number): StepDraft[] {
  const { a, b, vars } = sys;
  const j = 1 - i;
  const wi = 1 - vi;
  const v = vars[vi];
  const w = vars[wi];
  const vL = varLatex(v);
  const wL = varLatex(w);
  const steps: StepDraft[] = [];
  // v = (b_i − a_i[w]·w) / a_i[v]
  const k = a[i][vi];
  const expr: LinearForm = {
    coeffs: new Map([[w, a[i][wi].neg().div(k)]]),
    constant: b[i].div(k),
  };
  const exprL = formToLatex(expr, vars);
  const why = k.abs().isOne()
    ? text(`Its coefficient is ${k.toString()}, so ${v} is isolated without fractions.`, `Son coefficient est ${k.toString()}, donc on isole ${v} sans fractions.`)
    : a[i][wi].isZero()
      ? text(`Equation ${num(i)} contains only ${v}: divide by its coefficient.`, `L'équation ${num(i)} ne contient que ${v} : on divise par son coefficient.`)
      : text(`Divide equation ${num(i)} by the coefficient of ${v}.`, `On divise l'équation ${num(i)} par le coefficient de ${v}.`);
  steps.push({
    title: text(`Isolate ${v} in equation ${num(i)}`, `Isoler ${v} dans l'équation ${num(i)}`),
    explanation: why,
    formula: `${equationLatex(a[i], vars, b[i])} \\;\\Rightarrow\\; ${vL} = ${exprL}`,
  });
  // substitute into equation j: a_j[v]·expr + a_j[w]·w = b_j  →  cw·w + c0 = b_j
  const cw = a[j][wi].add(a[j][vi].mul(expr.coeffs.get(w) ?? Q.ZERO));
  const c0 = a[j][vi].mul(expr.constant);
  const combined: LinearForm = { coeffs: new Map([[w, cw]]), constant: c0 };
  const subL = a[j][vi].isZero()
    ? equationLatex(a[j], vars, b[j])
    : `${coefLatex(a[j][vi])}\\left(${exprL}\\right)${a[j][wi].isZero() ? '' : ` ${a[j][wi].isNegative() ? '-' : '+'} ${coefLatex(a[j][wi].abs())}${wL}`} = ${b[j].toLatex()}`;
  steps.push({
    title: text(`Substitute into equation ${num(j)}`, `Substituer dans l'équation ${num(j)}`),
    explanation: text(
      `Replace ${v} by this expression in the other equation: only ${w} is left.`,
      `On remplace ${v} par cette expression dans l'autre équation : il ne reste que ${w}.`,
    ),
    formula: `${subL} \\;\\Rightarrow\\; ${formToLatex(combined, vars)} = ${b[j].toLatex()}`,
  });
  if (cw.isZero()) {
    steps.push(degenerateStep(c0, b[j]));
    return steps;
  }
  const wv = b[j].sub(c0).div(cw);
  steps.push({
    title: text(`Solve for ${w}`, `Résoudre en ${w}`),
    explanation: cw.isOne()
      ? text('Move the constant to the right-hand side.', 'On passe la constante dans le second membre.')
      : text(
          `Move the constant to the right, then divide by ${cw.toString()}.`,
          `On passe la constante à droite, puis on divise par ${cw.toString()}.`,
        ),
    formula: cw.isOne() && c0.isZero()
      ? `${wL} = ${wv.toLatex()}`
      : cw.isOne()
      ? `${wL} = ${b[j].toLatex()} ${c0.isNegative() ? '+' : '-'} ${c0.abs().toLatex()} = ${wv.toLatex()}`
      : `${coefLatex(cw)}${wL} = ${b[j].sub(c0).toLatex()} \\;\\Rightarrow\\; ${wL} = ${wv.toLatex()}`,
  });
  const vv = expr.constant.add((expr.coeffs.get(w) ?? Q.ZERO).mul(wv));
  steps.push({
    title: text(`Back-substitute to find ${v}`, `Remplacer pour trouver ${v}`),
    explanation: text(`Put ${w} = ${wv.toString()} into the expression of ${v}.`, `On remplace ${w} par ${wv.toString()} dans l'expression de ${v}.`),
    formula: `${vL} = ${exprL.replace(new RegExp(`(?<![A-Za-z_{])${escapeRe(wL)}(?![A-Za-z_}])`, 'g'), (_m: string, at: number, all: string) => substituted(wv, all.slice(0, at)))} = ${vv.toLatex()}`,
  });
  return steps;
}

function eliminationSteps(sys: StandardSystem): StepDraft[] {
  const { a, b, vars } = sys;
  const steps: StepDraft[] = [];
  const x = vars[0];
  const y = vars[1];
  const a1 = a[0][0];
  const a2 = a[1][0];
  // multipliers making the x-coefficients equal: the least common multiple when they are integers
  let k1: Q;
  let k2: Q;
  if (a1.isInteger() && a2.isInteger()) {
    const m = lcm(a1.abs().n, a2.abs().n);
    k1 = Q.of(m).div(a1);
    k2 = Q.of(m).div(a2);
  } else {
    k1 = a2;
    k2 = a1;
  }
  const r1 = a[0].map((c) => c.mul(k1));
  const r2 = a[1].map((c) => c.mul(k2));
  const s1 = b[0].mul(k1);
  const s2 = b[1].mul(k2);
  steps.push({
    title: text(`Make the coefficients of ${x} equal`, `Rendre égaux les coefficients de ${x}`),
    explanation: text(
      `Multiply equation (1) by ${k1.toString()} and equation (2) by ${k2.toString()}, so that ${x} has the same coefficient in both.`,
      `On multiplie l'équation (1) par ${k1.toString()} et l'équation (2) par ${k2.toString()}, pour que ${x} ait le même coefficient dans les deux.`,
    ),
    formula: `\\begin{cases} ${equationLatex(r1, vars, s1)} \\\\ ${equationLatex(r2, vars, s2)} \\end{cases}`,
  });
  const cy = r1[1].sub(r2[1]);
  const rhs = s1.sub(s2);
  steps.push({
    title: text(`Subtract to eliminate ${x}`, `Soustraire pour éliminer ${x}`),
    explanation: text(
      `Subtract the second equation from the first: the ${x} terms cancel.`,
      `On soustrait la seconde équation de la première : les termes en ${x} s'annulent.`,
    ),
    formula: `${coefLatex(cy)}${cy.isZero() ? '0' : varLatex(y)} = ${rhs.toLatex()}`,
  });
  if (cy.isZero()) {
    steps.push(degenerateStep(Q.ZERO, rhs));
    return steps;
  }
  const yv = rhs.div(cy);
  steps.push({
    title: text(`Solve for ${y}`, `Résoudre en ${y}`),
    explanation: text(`Divide both sides by ${cy.toString()}.`, `On divise les deux membres par ${cy.toString()}.`),
    formula: `${varLatex(y)} = ${yv.toLatex()}`,
  });
  const xv = b[0].sub(a[0][1].mul(yv)).div(a1);
  steps.push({
    title: text(`Back-substitute to find ${x}`, `Remplacer pour trouver ${x}`),
    explanation: text(
      `Put ${y} = ${yv.toString()} into equation (1) and solve for ${x}.`,
      `On remplace ${y} par ${yv.toString()} dans l'équation (1) et on résout en ${x}.`,
    ),
    formula: `${coefLatex(a1)}${varLatex(x)} ${a[0][1].isNegative() ? '-' : '+'} ${coefLatex(a[0][1].abs())}${substituted(yv, coefLatex(a[0][1].abs()))} = ${b[0].toLatex()} \\;\\Rightarrow\\; ${varLatex(x)} = ${xv.toLatex()}`,
  });
  return steps;
}

/** The unknown cancelled: either an identity (same line) or a contradiction (parallel lines). */
function degenerateStep(left: Q, right: Q): StepDraft {
  if (left.eq(right)) {
    return {
      title: text('The unknowns cancel: always true', 'Les inconnues s’éliminent : toujours vrai'),
      explanation: text(
        'The equation left is true for every value: the two equations describe the same line, so there are infinitely many solutions.',
        "L'équation obtenue est vraie pour toute valeur : les deux équations décrivent la même droite, il y a donc une infinité de solutions.",
      ),
      formula: `${left.toLatex()} = ${right.toLatex()}`,
    };
  }
  return {
    title: text('The unknowns cancel: contradiction', 'Les inconnues s’éliminent : contradiction'),
    explanation: text(
      'The equation left is false whatever the unknowns: the lines are parallel and distinct, so the system has no solution.',
      "L'équation obtenue est fausse quelles que soient les inconnues : les droites sont parallèles et distinctes, le système n'a pas de solution.",
    ),
    formula: `${left.toLatex()} = ${right.toLatex()} \\;\\Rightarrow\\; S = \\varnothing`,
  };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A value put in place of an unknown: after a number with a times sign, bracketed when negative. */
function substituted(v: Q, before: string): string {
  const shown = v.isNegative() ? `\\left(${v.toLatex()}\\right)` : v.toLatex();
  // after a number, a times sign: 2 × 2, 3 × (−1)
  if (/\d\s*$/.test(before)) return ` \\times ${shown}`;
  return /[A-Za-z}]\s*$/.test(before) ? `\\left(${v.toLatex()}\\right)` : shown;
}
