import { box, casSolve, expand, toNode } from '../../cas';
import { freeSymbols, headOf, isRelation, substitute, type MathNode } from '../../cas/node';
import { SolverError } from '../../errors';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { close, equivalentAt, evaluateAscii, evaluateReal, samplePoints } from '../../verify/numeric';
import { definedForEveryReal } from '../../verify/everywhere';
import { nodeFunction } from '../../verify/fast-eval';
import { completeByScanNodes, rootsSatisfy } from '../../verify/roots';
import { scanFunction } from '../../verify/scan';
import { asRelation, chooseUnknown, readAlgebraResult, solutionsAnswer, step } from './common';
import { sortRoots } from './roots';
import { readParameterBound, type ParameterBound } from './parameterBound';

const PERIODIC = /"(Sin|Cos|Tan|Sec|Csc|Cot)"/;
const sub = (a: MathNode, b: MathNode): MathNode => ['Add', a, ['Negate', b]];

const tidy = (n: MathNode): MathNode => {
  try {
    return toNode(box(n).simplify());
  } catch {
    return n;
  }
};

/**
 * The values of the one parameter at which the coefficient A of x vanishes, each discussed: the
 * equation becomes 0 = B there, so every real x is a solution when B is zero too and none
 * otherwise (« si m = 5/2, l'équation s'écrit 0 = 1/2 : pas de solution »). Null when A never
 * vanishes or when those values cannot all be found.
 */
function vanishingCoefficientCases(A: MathNode, B: MathNode, params: string[], bound: ParameterBound | null): { step: StepDraft; summary: Text } | null {
  const inA = [...freeSymbols(A)].filter((p) => params.includes(p));
  if (inA.length !== 1) return null;
  const p = inA[0];
  let zeros: MathNode[];
  try {
    zeros = casSolve(['Equal', A, 0], p) ?? [];
  } catch {
    return null;
  }
  if (zeros.length > 3) return null;
  // the values a bound on p excludes need no case of their own
  if (bound?.p === p) zeros = zeros.filter((z) => bound.holdsAt(evaluateReal(toAscii(z), {}) ?? NaN));
  if (zeros.length === 0) return null;
  const lines: Text[] = [];
  const summary: Text[] = [];
  for (const z of zeros) {
    const zs = toAscii(z);
    const zv = evaluateReal(zs, {});
    if (zv === null || !Number.isFinite(zv) || freeSymbols(z).size) return null;
    const rest = tidy(substitute(B, p, z));
    if (freeSymbols(rest).size) return null;
    const bv = evaluateReal(toAscii(rest), {});
    if (bv === null || !Number.isFinite(bv)) return null;
    const all = Math.abs(bv) < 1e-12;
    lines.push(all
      ? text(`If ${p} = ${zs}, the equation reads 0 = 0: every real number is a solution.`, `Si ${p} = ${zs}, l'équation s'écrit 0 = 0 : tout réel est solution.`)
      : text(`If ${p} = ${zs}, the equation reads 0 = ${toAscii(rest)}: no solution.`, `Si ${p} = ${zs}, l'équation s'écrit 0 = ${toAscii(rest)} : aucune solution.`));
    summary.push(all
      ? text(`every real number if ${p} = ${zs}`, `tout réel si ${p} = ${zs}`)
      : text(`no solution if ${p} = ${zs}`, `aucune solution si ${p} = ${zs}`));
  }
  const when = zeros.map(toAscii).join(', ');
  return {
    step: step(
      text(`When the coefficient ${toAscii(A)} is zero`, `Lorsque le coefficient ${toAscii(A)} est nul`),
      text(`The division needs ${p} ≠ ${when}. ${lines.map((l) => l.en).join(' ')}`, `La division demande ${p} ≠ ${when}. ${lines.map((l) => l.fr).join(' ')}`),
    ),
    summary: text(
      `for ${p} ≠ ${when}; ${summary.map((l) => l.en).join('; ')}`,
      `pour ${p} ≠ ${when} ; ${summary.map((l) => l.fr).join(' ; ')}`,
    ),
  };
}

const unusedBound = (): SolverError =>
  new SolverError('unsupported', text(
    'The bound given on a letter of this equation cannot be taken into account in the solution yet.',
    "La condition donnée sur une lettre de cette équation ne peut pas encore être prise en compte dans la résolution.",
  ));

/** "for a ≠ 0; real when b² − 4ac ≥ 0": where the root formulas of ax² + bx + c = 0 hold. */
function formulaConditions({ a, b, c }: { a: MathNode; b: MathNode; c: MathNode }): Text {
  const [A, D] = [toAscii(a), toAscii(tidy(expand(['Subtract', ['Power', b, 2], ['Multiply', 4, a, c]])))];
  return text(`for ${A} ≠ 0; real solutions when ${D} ≥ 0`, `pour ${A} ≠ 0 ; solutions réelles si ${D} ≥ 0`);
}

/** A literal equation linear in x (other letters are parameters): collect, factor x, divide. */
function literalLinear(lhs: MathNode, rhs: MathNode, x: string, params: string[], bound: ParameterBound | null): Outcome | null {
  const g = sub(lhs, rhs);
  const b = substitute(g, x, 0);
  const a = sub(substitute(g, x, 1), b);
  // Linear in x: g(2) = 2a + b at random parameter values.
  const g2 = toAscii(substitute(g, x, 2));
  const lin = toAscii(['Add', ['Multiply', 2, a], b]);
  for (let k = 0; k < 4; k++) {
    const scope: Record<string, number> = {};
    params.forEach((p, j) => (scope[p] = samplePoints(4, 0.5, 3, 3 + j)[k]));
    const u = evaluateAscii(g2, scope);
    const v = evaluateAscii(lin, scope);
    if (!u || !v || !close(u, v, 1e-9)) return null;
  }
  const A = tidy(a);
  const B = tidy(['Negate', b]);
  const root = tidy(['Divide', B, A]);
  const steps: StepDraft[] = [
    step(
      text(`Collect the terms in ${x}`, `Regrouper les termes en ${x}`),
      text(`Move every term containing ${x} to the left, the others to the right, and factor out ${x}.`, `On met les termes contenant ${x} à gauche, les autres à droite, et on factorise par ${x}.`),
      `${toLatex(['Multiply', A, x])} = ${toLatex(B)}`,
    ),
    step(
      text(`Divide by the coefficient of ${x}`, `Diviser par le coefficient de ${x}`),
      text(`Divide both sides by ${toAscii(A)} (assumed non-zero).`, `On divise les deux membres par ${toAscii(A)} (supposé non nul).`),
      `${x} = ${toLatex(root)}`,
    ),
  ];
  const { answer, finalAnswer: generic } = solutionsAnswer(x, [root]);
  const cases = vanishingCoefficientCases(A, B, params, bound);
  const finalAnswer = cases ? text(`${generic.en} (${cases.summary.en})`, `${generic.fr} (${cases.summary.fr})`) : generic;
  steps.push(step(text('Solution', 'Solution'), generic, answer.latex));
  if (cases) steps.push(cases.step);
  // Check: substitute at random parameter values.
  let ok = true;
  for (let k = 0; k < 4 && ok; k++) {
    const scope: Record<string, number> = {};
    params.forEach((p, j) => (scope[p] = samplePoints(4, 0.7, 2.9, 13 + j)[k]));
    const r = evaluateAscii(toAscii(root), scope);
    if (!r) {
      ok = false;
      break;
    }
    const l = evaluateAscii(toAscii(lhs), { ...scope, [x]: r });
    const rr = evaluateAscii(toAscii(rhs), { ...scope, [x]: r });
    ok = !!l && !!rr && close(l, rr, 1e-7);
  }
  return {
    method: 'algebra.literal_equation',
    category: 'linear_eq',
    steps,
    answer,
    finalAnswer,
    verified: ok,
    verification: text('The solution satisfies the equation for random values of the other letters.', "La solution vérifie l'équation pour des valeurs au hasard des autres lettres."),
  };
}

/** The coefficients a, b, c of an equation quadratic in x, a not zero as written; null for another equation. */
function quadraticCoefficients(lhs: MathNode, rhs: MathNode, x: string): { a: MathNode; b: MathNode; c: MathNode } | null {
  try {
    const g = expand(sub(lhs, rhs));
    const d = (n: MathNode): MathNode => toNode(box(['D', n, x]).evaluate());
    const at0 = (n: MathNode): MathNode => tidy(substitute(n, x, 0));
    const [d1, d2] = [d(g), d(d(g))];
    if (toAscii(tidy(d(d2))) !== '0') return null;
    const a = tidy(['Divide', d2, 2]);
    return toAscii(a) === '0' ? null : { a, b: at0(d1), c: at0(g) };
  } catch {
    return null;
  }
}

/** The real values of p where n vanishes, in order; null when they cannot all be found. */
function realZeros(n: MathNode, p: string): { z: MathNode; v: number }[] | null {
  if (!freeSymbols(n).has(p)) return [];
  const zeros = (casSolve(['Equal', n, 0], p) ?? []).map((z) => ({ z, v: evaluateReal(toAscii(z), {}) }));
  return zeros.length > 3 ? null : zeros.filter((z): z is { z: MathNode; v: number } => z.v !== null).sort((u, w) => u.v - w.v);
}

/**
 * A quadratic ax² + bx + c = 0 in x holding the one parameter p (x² = a, x² + 2x = m, mx² + 2x + 1 = 0):
 * its real solutions discussed between the values of p where a vanishes (the equation is then
 * linear, solved there) and where Δ = b² − 4ac does, by the sign of Δ (« si a > 0 … ; si a = 0,
 * x = 0 ; si a < 0, aucune solution réelle »), told only where a bound on p holds. Null when
 * nothing needs discussing (a constant, Δ > 0 for every p) or when those values are not all found.
 */
function quadraticCases(lhs: MathNode, rhs: MathNode, x: string, params: string[], bound: ParameterBound | null): { step: StepDraft; summary: Text; none: boolean } | null {
  if (params.length !== 1) return null;
  const p = params[0];
  const q = quadraticCoefficients(lhs, rhs, x);
  if ((bound && bound.p !== p) || !q) return null;
  const { a, b, c } = q;
  try {
    const delta = tidy(expand(['Subtract', ['Power', b, 2], ['Multiply', 4, a, c]]));
    const only = (n: MathNode): boolean => [...freeSymbols(n)].every((s) => s === p);
    if (!only(a) || !only(delta) || (!freeSymbols(delta).has(p) && !freeSymbols(a).has(p))) return null;
    const [zerosA, zerosD] = [realZeros(a, p), realZeros(delta, p)];
    if (!zerosA || !zerosD) return null;
    const zeros = [...zerosA, ...zerosD].sort((u, w) => u.v - w.v).filter((z, k, all) => k === 0 || Math.abs(z.v - all[k - 1].v) > 1e-12);
    const at = (n: MathNode, v: number): number => evaluateReal(toAscii(n), { [p]: v }) ?? NaN;
    const cuts = zeros.map((z) => z.v);
    const tests = cuts.length === 0 ? [0] : [cuts[0] - 1, ...cuts.slice(1).map((v, k) => (v + cuts[k]) / 2), cuts[cuts.length - 1] + 1];
    const signs = tests.map((v) => Math.sign(at(delta, v)));
    if (signs.some((s) => Number.isNaN(s) || s === 0) || tests.some((v) => !(Math.abs(at(a, v)) > 0)) || (signs.every((s) => s > 0) && zeros.length === 0)) return null;
    const range = (k: number): string => {
      const lo = k > 0 ? toAscii(zeros[k - 1].z) : null;
      const hi = k < zeros.length ? toAscii(zeros[k].z) : null;
      if (lo && hi) return `${lo} < ${p} < ${hi}`;
      if (lo) return `${p} > ${lo}`;
      if (hi) return `${p} < ${hi}`;
      return '';
    };
    /** At a value of p where a vanishes: the linear equation b x + c = 0 left. */
    const linearAt = (z: MathNode, zs: string): { text: Text; some: boolean } | null => {
      const [B, C] = [tidy(substitute(b, p, z)), tidy(substitute(c, p, z))];
      const [bv, cv] = [evaluateReal(toAscii(B), {}), evaluateReal(toAscii(C), {})];
      if (bv === null || cv === null) return null;
      if (Math.abs(bv) > 1e-12) return { text: text(`${x} = ${toAscii(tidy(['Divide', ['Negate', C], B]))} if ${p} = ${zs}`, `${x} = ${toAscii(tidy(['Divide', ['Negate', C], B]))} si ${p} = ${zs}`), some: true };
      return Math.abs(cv) < 1e-12
        ? { text: text(`every real number if ${p} = ${zs}`, `tout réel si ${p} = ${zs}`), some: true }
        : { text: text(`no solution if ${p} = ${zs}`, `aucune solution si ${p} = ${zs}`), some: false };
    };
    // each range of p and each value between them, kept only where the bound on p holds
    const parts: Text[] = [];
    let someSolution = false;
    for (let k = 0; k < signs.length; k++) {
      const s = signs[k];
      const where = range(k);
      if (!bound || bound.meets(k > 0 ? cuts[k - 1] : -Infinity, k < cuts.length ? cuts[k] : Infinity)) {
        someSolution ||= s > 0;
        if (s > 0) parts.push(text(`two solutions if ${where}`, `deux solutions si ${where}`));
        else parts.push(where ? text(`no real solution if ${where}`, `aucune solution réelle si ${where}`) : text(`no real solution for any ${p}`, `aucune solution réelle, quel que soit ${p}`));
      }
      if (k < zeros.length && (!bound || bound.holdsAt(cuts[k]))) {
        const zs = toAscii(zeros[k].z);
        if (Math.abs(at(a, cuts[k])) < 1e-12) {
          const linear = linearAt(zeros[k].z, zs);
          if (!linear) return null;
          someSolution ||= linear.some;
          parts.push(linear.text);
        } else {
          someSolution = true;
          const double = tidy(substitute(['Divide', ['Negate', b], ['Multiply', 2, a]], p, zeros[k].z));
          parts.push(text(`${x} = ${toAscii(double)} if ${p} = ${zs}`, `${x} = ${toAscii(double)} si ${p} = ${zs}`));
        }
      }
    }
    const summary = text(parts.map((t) => t.en).join('; '), parts.map((t) => t.fr).join(' ; '));
    const leading = zerosA.length
      ? text(`Where ${toAscii(a)} = 0 the equation is linear and solved as such; elsewhere `, `Là où ${toAscii(a)} = 0, l'équation est du premier degré et se résout comme telle ; ailleurs, `)
      : text('', '');
    return {
      step: step(
        text('Discuss the sign of the discriminant', 'Discuter selon le signe du discriminant'),
        text(
          `${leading.en}Δ = ${toAscii(delta)}: two real solutions where Δ > 0, one where Δ = 0, none where Δ < 0 — ${summary.en}.`,
          `${leading.fr}Δ = ${toAscii(delta)} : deux solutions réelles si Δ > 0, une si Δ = 0, aucune si Δ < 0 — ${summary.fr}.`,
        ),
      ),
      summary,
      none: !someSolution,
    };
  } catch {
    return null;
  }
}

/** A literal equation that is not linear: the CAS's roots, each checked at random parameter values. */
function literalCas(lhs: MathNode, rhs: MathNode, x: string, params: string[], bound: ParameterBound | null): Outcome | null {
  let roots: MathNode[];
  try {
    roots = casSolve(['Equal', lhs, rhs], x) ?? [];
  } catch {
    return null;
  }
  if (roots.length === 0 || roots.some((r) => /\d\.\d/.test(JSON.stringify(r)))) return null;
  const ok = roots.every((root) => {
    for (let k = 0; k < 4; k++) {
      const scope: Record<string, number> = {};
      params.forEach((p, j) => (scope[p] = samplePoints(4, 0.7, 2.9, 21 + j)[k]));
      const r = evaluateAscii(toAscii(root), scope);
      if (!r) return false;
      const l = evaluateAscii(toAscii(lhs), { ...scope, [x]: r });
      const rr = evaluateAscii(toAscii(rhs), { ...scope, [x]: r });
      if (!l || !rr || !close(l, rr, 1e-7)) return false;
    }
    return true;
  });
  const cases = quadraticCases(lhs, rhs, x, params, bound);
  // a leading coefficient holding a parameter makes the root formulas undefined where it vanishes:
  // when the cases cannot be told, the conditions under which the formulas hold are said with them
  const q = cases ? null : quadraticCoefficients(lhs, rhs, x);
  const holdsWhen = q && [...freeSymbols(q.a)].some((s) => params.includes(s)) ? formulaConditions(q) : null;
  // a bound on the parameter that leaves Δ < 0 only: the root formulas are no real numbers there
  const { answer, finalAnswer: generic } = solutionsAnswer(x, cases?.none ? [] : roots);
  const said = cases && !cases.none ? cases.summary : holdsWhen;
  const finalAnswer = said ? text(`${generic.en} (${said.en})`, `${generic.fr} (${said.fr})`) : generic;
  return {
    method: 'algebra.literal_equation.cas',
    category: 'nonlinear_eq',
    steps: [
      step(
        text(`Solve for ${x}`, `Résoudre en ${x}`),
        text(`The other letters are treated as constants; the equation is solved for ${x}.`, `Les autres lettres sont traitées comme des constantes ; on résout en ${x}.`),
        toLatex(['Equal', lhs, rhs]),
      ),
      ...(cases ? [cases.step] : []),
      step(text('Solutions', 'Solutions'), finalAnswer, answer.latex),
    ],
    answer,
    finalAnswer,
    verified: ok,
    verification: cases?.none
      ? text('The discriminant is negative wherever the bound on the parameter holds.', 'Le discriminant est négatif partout où la condition sur le paramètre est vérifiée.')
      : text('Each solution satisfies the equation for random values of the other letters.', "Chaque solution vérifie l'équation pour des valeurs au hasard des autres lettres."),
  };
}

/** More roots than an equation of this kind has on [−60, 60], unless both sides are equal. */
const IDENTITY_ROOTS = 200;

/**
 * Sides equal at every sample point: every real number is a solution when both sides are defined
 * on all of ℝ; otherwise the answer would be their common domain, which is not computed here.
 */
function identityOutcome(lhs: MathNode, rhs: MathNode, x: string): Outcome {
  if (!definedForEveryReal(lhs, x) || !definedForEveryReal(rhs, x)) {
    throw new SolverError('unsupported', text(
      `The two sides are equal wherever both are defined, so every ${x} of their common domain is a solution; finding that domain is not supported yet.`,
      `Les deux membres sont égaux partout où ils sont définis : tout ${x} de leur domaine commun est solution ; la recherche de ce domaine n'est pas encore prise en charge.`,
    ));
  }
  const finalAnswer = text(`Every real number is a solution (${x} ∈ ℝ).`, `Tout réel est solution (${x} ∈ ℝ).`);
  return {
    method: 'algebra.general_equation.identity',
    category: 'nonlinear_eq',
    steps: [
      step(
        text('Compare the two sides', 'Comparer les deux membres'),
        text(`Both sides are defined for every real ${x} and take the same value at every point tried: the equation is an identity.`, `Les deux membres sont définis pour tout réel ${x} et prennent la même valeur en chaque point essayé : l'équation est une identité.`),
        toLatex(['Equal', lhs, rhs]),
      ),
      step(text('Solution set', 'Ensemble des solutions'), finalAnswer, `${x} \\in \\mathbb{R}`),
    ],
    answer: { kind: 'interval', value: '(-oo, oo)', latex: '\\mathbb{R}', words: text('all real numbers', 'tous les réels') },
    finalAnswer,
    verified: true,
    verification: text('Both sides agree at sample points and are defined on all of ℝ.', 'Les deux membres coïncident en des points tests et sont définis sur tout ℝ.'),
  };
}

/**
 * Any other equation in one unknown: the CAS's exact roots, each checked by substitution, with a
 * numeric scan for missed roots (added as decimals, and then the answer is not marked verified).
 * The last strategy: when nothing can be read, it reports the parse error.
 */
export const generalEquationStrategy: Strategy = {
  name: 'algebra.general_equation',
  solve(problem, ctx): Outcome | null {
    const read = readAlgebraResult(problem);
    if (read instanceof SolverError) throw read;
    const { node, cmd } = read;
    // a chain of relations (a = b = c, equations run together) is no expression set to 0
    const rel = asRelation(node) ?? (cmd.task === 'solve' && !isRelation(headOf(node)) ? { op: 'Equal' as const, lhs: node, rhs: 0 } : null);
    if (!rel || rel.op !== 'Equal') return null;
    if (PERIODIC.test(JSON.stringify(node)) && !cmd.domain) return null;
    const x = chooseUnknown(node, cmd);
    if (!x) return null;
    const params = [...freeSymbols(node)].filter((s) => s !== x);
    if (params.length > 0) {
      const bound = readParameterBound(cmd.parameterBound);
      // a bound the discussion cannot take into account would be dropped silently
      if (cmd.parameterBound && (!bound || !params.includes(bound.p))) throw unusedBound();
      return literalLinear(rel.lhs, rel.rhs, x, params, bound) ?? literalCas(rel.lhs, rel.rhs, x, params, bound);
    }
    // The roots here are real ones (the CAS's, checked, and a scan of the real line): in ℂ they
    // would be an answer to another question.
    if (cmd.domain?.kind === 'complex') {
      throw new SolverError('unsupported', text('Solving this equation in ℂ is not supported yet.', "La résolution de cette équation dans ℂ n'est pas encore prise en charge."));
    }
    ctx.checkTime();
    const lhs = toAscii(rel.lhs);
    const rhs = toAscii(rel.rhs);
    let exact: MathNode[] = [];
    try {
      exact = (casSolve(['Equal', rel.lhs, rel.rhs], x) ?? []).filter((r) => {
        const v = evaluateAscii(toAscii(r));
        return v !== null && Math.abs(v.im) < 1e-9 && rootsSatisfy(lhs, rhs, x, [toAscii(r)]);
      });
    } catch {
      exact = [];
    }
    ctx.checkTime();
    const L = nodeFunction(rel.lhs, x);
    const R = nodeFunction(rel.rhs, x);
    const scanned = scanFunction((v) => L(v) - R(v));
    // Roots everywhere: the two sides may be one function written twice (an identity)
    if (scanned.length > IDENTITY_ROOTS && equivalentAt(lhs, rhs, [x])) return identityOutcome(rel.lhs, rel.rhs, x);
    const exactVals = exact.map((r) => evaluateAscii(toAscii(r))!.re);
    const missed = scanned.filter((v) => !exactVals.some((w) => close(v, w, 1e-6)));
    const roots = sortRoots([...exact, ...missed.map((v) => Number(v.toPrecision(12)))]);
    const steps: StepDraft[] = [
      step(
        text('Solve the equation', "Résoudre l'équation"),
        text(
          missed.length ? 'No standard method applies directly: the roots are found by computer algebra and by a numeric search (decimal values).' : 'No standard method applies directly: the roots are found by computer algebra.',
          missed.length ? "Aucune méthode usuelle ne s'applique directement : les racines sont obtenues par calcul formel et par une recherche numérique (valeurs décimales)." : "Aucune méthode usuelle ne s'applique directement : les racines sont obtenues par calcul formel.",
        ),
        toLatex(['Equal', rel.lhs, rel.rhs]),
      ),
    ];
    const { answer, finalAnswer } = solutionsAnswer(x, roots);
    steps.push(step(text('Check each root', 'Vérifier chaque racine'), text('Each root was substituted back into the equation.', "Chaque racine a été remplacée dans l'équation."), answer.latex));
    const verified = missed.length === 0 && roots.length > 0 && rootsSatisfy(lhs, rhs, x, roots.map(toAscii)) && completeByScanNodes(rel.lhs, rel.rhs, x, roots.map(toAscii));
    return {
      method: 'algebra.general_equation',
      category: 'nonlinear_eq',
      steps,
      answer,
      finalAnswer,
      verified,
      verification: text('Each root was substituted back, and a numeric scan finds no other root.', 'Chaque racine a été remplacée, et un balayage numérique ne trouve aucune autre racine.'),
    };
  },
};
