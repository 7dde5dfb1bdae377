import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { simplify, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { decide } from './convergence';
import { growthOf, powerForm, ratioLimit, termAtEndpoint, type Growth, type PowerForm } from './powerSeriesForm';
import { ratioByLimit } from './ratioByLimit';

/**
 * The radius of convergence of Σ aₙ (αx + β)^(sn + c) by the ratio test, read off the shape of aₙ
 * (powers bⁿ, factorials, nⁿ by Stirling); with "interval of convergence", the series at both
 * endpoints are settled by the convergence tests.
 */
const fmtLatex = (n: MathNode | 'oo'): string => (n === 'oo' ? '+\\infty' : toLatex(n));

function ratioExplanation(g: Growth, n: string, x: string, uText: string): Text {
  if (g.P.sign() > 0) return text(`The factorials (or powers ${n}^${n}) in the coefficient make |aₙ/aₙ₊₁| tend to 0: the series converges only at its centre.`, `Les factorielles (ou puissances ${n}^${n}) du coefficient font tendre |aₙ/aₙ₊₁| vers 0 : la série ne converge qu'en son centre.`);
  if (g.P.sign() < 0) return text(`The factorials (or powers ${n}^${n}) in the denominator make |aₙ/aₙ₊₁| grow without bound: the series converges for every ${x}.`, `Les factorielles (ou puissances ${n}^${n}) au dénominateur font croître |aₙ/aₙ₊₁| sans borne : la série converge pour tout ${x}.`);
  if (!g.E.isZero()) return text(`By Stirling's formula n! ≈ (n/e)ⁿ √(2πn), the factors that grow like ${n}^${n} cancel; the powers of e and the geometric factors give the limit, the radius in ${uText}.`, `Par la formule de Stirling n! ≈ (n/e)ⁿ √(2πn), les facteurs qui croissent comme ${n}^${n} se compensent ; les puissances de e et les facteurs géométriques donnent la limite, le rayon en ${uText}.`);
  return text(`The factors polynomial in ${n} tend to 1 in the ratio; the geometric factors give the limit, the radius in ${uText}.`, `Les facteurs polynomiaux en ${n} tendent vers 1 dans le quotient ; les facteurs géométriques donnent la limite, le rayon en ${uText}.`);
}

/** The radius in x from the radius Rᵤ in u = (αx + β)^s: |x − c| < Rᵤ^(1/s)/|α|. */
function radiusInX(ru: MathNode | 'oo', f: PowerForm): MathNode | 'oo' {
  if (ru === 'oo' || ru === 0) return ru;
  return simplify(['Divide', f.step === 1 ? ru : ['Power', ru, ['Rational', 1, f.step]], f.alpha.abs().toNode()]);
}

const intervalLatex = (lo: string, hi: string, loIn: boolean, hiIn: boolean): string => `${loIn ? '\\left[' : '\\left('}${lo}, ${hi}${hiIn ? '\\right]' : '\\right)'}`;

interface Endpoint {
  at: MathNode;
  converges: boolean;
  steps: StepDraft[];
  sure: boolean;
}

/** The numeric series at one endpoint, settled by the convergence tests. */
function endpoint(R: MathNode, n: string, x: string, f: PowerForm, side: 1 | -1, lo: number): Endpoint | null {
  const at = simplify(['Add', f.center.toNode(), side > 0 ? R : ['Negate', R]]);
  const series = termAtEndpoint(f, n, R, side);
  const v = decide({ mode: 'plain', summand: series, k: n, lo });
  if (!v) return null;
  const head: StepDraft = {
    title: text(`The endpoint ${x} = ${toAscii(at)}`, `L'extrémité ${x} = ${toAscii(at)}`),
    explanation: text(
      `At ${x} = ${toAscii(at)} the series is Σ ${toAscii(series)}, which ${v.converges ? 'converges' : 'diverges'}: the endpoint is ${v.converges ? 'included' : 'excluded'}.`,
      `En ${x} = ${toAscii(at)} la série est Σ ${toAscii(series)}, qui ${v.converges ? 'converge' : 'diverge'} : l'extrémité est ${v.converges ? 'incluse' : 'exclue'}.`,
    ),
    formula: `\\sum_{${n}=${lo}}^{\\infty} ${toLatex(series)}`,
  };
  return { at, converges: v.converges, steps: [head, ...v.steps], sure: v.sure };
}

export const radiusStrategy: Strategy = {
  name: 'series.radius',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'radius') return null;
    const term = parseNode(t.summand);
    const n = t.index;
    const x = t.variable;
    const f = powerForm(term, n, x);
    if (!f) return null;
    const g = growthOf(f.coefficient, n);
    // a coefficient of no known shape (1/(2ⁿ + 1), ln n): the quotient's limit by the limit methods
    const byLimit = g ? null : ratioByLimit(f.coefficient, n, ctx.checkTime);
    if (!g && !byLimit) return null;
    const ru = g ? ratioLimit(g) : byLimit!.radius;
    const R = radiusInX(ru, f);
    const plainX = f.alpha.isOne() && f.beta.isZero() && f.step === 1;
    const uText = plainX ? x : `u = ${toAscii(simplify(['Power', ['Add', ['Multiply', f.alpha.toNode(), x], f.beta.toNode()], f.step]))}`;
    const steps: StepDraft[] = [
      {
        title: text('Write the coefficient', 'Écrire le coefficient'),
        explanation: plainX ? text(`The series is Σ aₙ ${x}ⁿ with`, `La série s'écrit Σ aₙ ${x}ⁿ avec`) : text(`The series is Σ aₙ uⁿ in ${uText}, with`, `La série s'écrit Σ aₙ uⁿ en ${uText}, avec`),
        formula: `a_{${n}} = ${toLatex(f.coefficient)}`,
      },
      {
        title: text('Apply the ratio test', "Appliquer le critère de d'Alembert"),
        explanation: g ? ratioExplanation(g, n, x, uText) : text(
          `Write the quotient aₙ/aₙ₊₁ = ${toAscii(byLimit!.quotient)} and take its limit as ${n} → ∞; its absolute value is the radius in ${uText}.`,
          `On écrit le quotient aₙ/aₙ₊₁ = ${toAscii(byLimit!.quotient)} et on cherche sa limite quand ${n} → ∞ ; sa valeur absolue est le rayon en ${uText}.`,
        ),
        formula: `\\lim_{${n} \\to \\infty} \\left|\\frac{a_{${n}}}{a_{${n}+1}}\\right| = ${fmtLatex(ru)}`,
      },
    ];
    if (!plainX && R !== 'oo' && R !== 0) {
      const distance = toAscii(simplify(['Subtract', x, f.center.toNode()]));
      steps.push({
        title: text(`Back to ${x}`, `Revenir à ${x}`),
        explanation: text(`The series converges for |u| < ${toAscii(ru as MathNode)}, that is |${distance}| < R:`, `La série converge pour |u| < ${toAscii(ru as MathNode)}, c'est-à-dire |${distance}| < R :`),
        formula: `R = ${toLatex(R)}`,
      });
    }
    const Rascii = R === 'oo' ? 'oo' : toAscii(R);
    if (t.asks !== 'interval') {
      const said = text(`The radius of convergence is ${R === 'oo' ? 'infinite' : Rascii}.`, `Le rayon de convergence est ${R === 'oo' ? 'infini' : Rascii}.`);
      return {
        method: 'series.radius',
        category: 'series',
        steps,
        answer: { kind: 'expr', value: Rascii, latex: `R = ${fmtLatex(R)}`, words: said },
        finalAnswer: text(`R = ${R === 'oo' ? '+∞' : Rascii}`, `R = ${R === 'oo' ? '+∞' : Rascii}`),
        verified: true,
        verification: text('Checked numerically: the terms shrink inside the radius and grow outside it.', "Vérifié numériquement : les termes décroissent à l'intérieur du rayon et croissent au-delà."),
      };
    }
    const c = f.center;
    let value: string;
    let latex: string;
    let sure = true;
    if (R === 'oo') {
      value = '(-oo, oo)';
      latex = '\\mathbb{R}';
    } else if (R === 0) {
      value = `{${c.toString()}}`;
      latex = `\\left\\{${c.toLatex()}\\right\\}`;
    } else {
      const lo = t.lo ?? 0;
      const left = endpoint(R, n, x, f, -1, lo);
      const right = endpoint(R, n, x, f, 1, lo);
      if (!left || !right) throw new SolverError('unsupported', text('The radius is found, but no convergence test here settles the series at the endpoints.', "Le rayon est trouvé, mais aucun critère de convergence ne permet ici de conclure aux extrémités."));
      steps.push(...left.steps, ...right.steps);
      sure = left.sure && right.sure;
      value = `${left.converges ? '[' : '('}${toAscii(left.at)}, ${toAscii(right.at)}${right.converges ? ']' : ')'}`;
      latex = intervalLatex(toLatex(left.at), toLatex(right.at), left.converges, right.converges);
    }
    const said = text(`The series converges for ${x} in ${value}.`, `La série converge pour ${x} dans ${value}.`);
    steps.push({ title: text('Interval of convergence', 'Intervalle de convergence'), explanation: said, formula: `${x} \\in ${latex}` });
    return {
      method: 'series.interval',
      category: 'series',
      steps,
      answer: { kind: 'interval', value, latex, words: said },
      finalAnswer: said,
      verified: sure,
      verification: sure ? text('Checked numerically: the terms shrink inside the radius and grow outside it, and the partial sums at each endpoint behave as the tests say.', "Vérifié numériquement : les termes décroissent à l'intérieur du rayon et croissent au-delà, et les sommes partielles aux extrémités se comportent comme l'annoncent les critères.") : undefined,
    };
  },
};

