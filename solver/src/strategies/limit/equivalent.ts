import { text } from '../../i18n';
import { SolverError } from '../../errors';
import type { Outcome, Strategy, StepDraft } from '../../strategy';
import { readTask } from '../../read';
import { verifyTask } from '../../verify/task';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { type Ex, add, fn, mul, num, pow, sym, MINUS_ONE } from '../derivative/expr';
import { simplify } from '../derivative/simplify';
import { toAscii, toLatex } from '../derivative/print';
import type { LimitContext } from './extended';
import { LimitSolver, limLatex } from './methods';

/**
 * « Trouver un équivalent simple de ln(1 + x) − x en 0 », "an equivalent of √(n + 1) − √n as
 * n → ∞": the simple equivalent c·(x − a)^p is found as a student does, by the exponent p that
 * makes f/(x − a)^p tend to a finite nonzero c (at ∞, f·x^p, with half-integer p for roots).
 * Failing a power, x^p·(ln x)^q at +∞ or 0⁺ (ln(x² + 1) ~ 2 ln x, x ln x + x² ~ x ln x).
 */
const FINITE_POWERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, -1, -2, -3, -4, -5, -6];
const INFINITE_POWERS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, -0.5, -1, -1.5, -2, -2.5, -3, -4, -5, -6];

const unsupported = (): SolverError => new SolverError('unsupported', text(
  'No simple equivalent c·(x − a)^p was found for this expression (a logarithm in the equivalent is beyond this method).',
  "Aucun équivalent simple c·(x − a)^p n'a été trouvé pour cette expression (un logarithme dans l'équivalent dépasse cette méthode).",
));

/** (x − a)^p, or x^p at infinity, as a number p written as a fraction. */
function gauge(c: LimitContext, p: number): Ex {
  const base = c.at.k === 'inf' ? sym(c.v) : simplify(add(sym(c.v), mul(MINUS_ONE, c.at.v)));
  const exp = Number.isInteger(p) ? num(p) : num(Math.round(p * 2), 2);
  return pow(base, exp);
}

/**
 * x^p·(ln x)^q at +∞ (x → 0⁺ too): the scale of comparison once the powers alone fail, since a
 * logarithm grows (or tends to −∞) slower than any power.
 */
function logGauges(c: LimitContext): Ex[] {
  const atZero = c.at.k === 'fin' && toAscii(c.at.v) === '0' && c.side === 'right';
  if (!(c.at.k === 'inf' && c.at.s > 0) && !atZero) return [];
  const x = sym(c.v);
  const ln = fn('ln', x);
  const shapes: Ex[] = [];
  for (const q of [1, 2, -1]) {
    for (const p of [0, 1, 2, -1, -2]) shapes.push(simplify(mul(pow(x, num(p)), pow(ln, num(q)))));
  }
  return shapes;
}

export const equivalentStrategy: Strategy = {
  name: 'limit.equivalent',
  solve(problem, ctx): Outcome | null {
    const t = problem.task ?? readTask(problem).task;
    if (t?.kind !== 'limit' || t.asks !== 'equivalent') return null;
    const f = simplify(fromMathJson(parseCalc(t.expr)));
    const c: LimitContext = {
      v: t.variable,
      at: t.point === 'oo' || t.point === '-oo' ? { k: 'inf', s: t.point === 'oo' ? 1 : -1 } : { k: 'fin', v: simplify(fromMathJson(parseCalc(t.point))) },
      side: t.side,
    };
    const powers = c.at.k === 'inf' ? INFINITE_POWERS : FINITE_POWERS;
    // at a finite point f/(x − a)^p; at infinity f·x^p (the equivalent is then c/x^p)
    const candidates = powers.map((p) => {
      const g = gauge(c, p);
      return { q: simplify(c.at.k === 'inf' ? mul(f, g) : mul(f, pow(g, MINUS_ONE))), shape: c.at.k === 'inf' ? pow(g, MINUS_ONE) : g };
    });
    // ln(x² + 1) ~ 2 ln x, x ln x + x² ~ x ln x: then a power of x times a power of ln x
    candidates.push(...logGauges(c).map((shape) => ({ q: simplify(mul(f, pow(shape, MINUS_ONE))), shape })));
    for (const { q, shape } of candidates) {
      ctx.checkTime();
      const solver = new LimitSolver(ctx.checkTime);
      let r;
      try {
        r = solver.solve(q, c);
      } catch (e) {
        if (e instanceof SolverError) continue;
        throw e;
      }
      if (r.k !== 'fin' || toAscii(r.v) === '0') continue;
      const equivalent = simplify(mul(r.v, shape));
      const value = toAscii(equivalent);
      const steps: StepDraft[] = [
        {
          title: text('Find the exponent', "Trouver l'exposant"),
          explanation: text(
            `f ~ c·${toAscii(shape)} means that f/${toAscii(shape)} tends to a finite nonzero c. With this exponent the quotient is ${toAscii(q)}:`,
            `f ~ c·${toAscii(shape)} signifie que f/${toAscii(shape)} tend vers un réel c non nul. Avec cet exposant, le quotient est ${toAscii(q)} :`,
          ),
          formula: limLatex(q, c),
        },
        ...solver.steps,
        {
          title: text('Equivalent', 'Équivalent'),
          explanation: text(`The quotient tends to ${toAscii(r.v)}, which is finite and not 0: ${toAscii(f)} ~ ${value}.`,
            `Le quotient tend vers ${toAscii(r.v)}, fini et non nul : ${toAscii(f)} ~ ${value}.`),
          formula: `${toLatex(f)} \\underset{${t.variable} \\to ${c.at.k === 'inf' ? (c.at.s > 0 ? '+\\infty' : '-\\infty') : toLatex(c.at.v)}}{\\sim} ${toLatex(equivalent)}`,
        },
      ];
      const answer = { kind: 'expr' as const, value, latex: toLatex(equivalent), words: text(`${toAscii(f)} ~ ${value}`, `${toAscii(f)} ~ ${value}`) };
      return {
        method: 'limit.equivalent',
        category: 'limit',
        steps,
        answer,
        finalAnswer: text(`${toAscii(f)} ~ ${value}`, `${toAscii(f)} ~ ${value}`),
        verified: verifyTask(t, answer),
        verification: text('The quotient of the expression by the equivalent, evaluated near the point, tends to 1.', "Le quotient de l'expression par l'équivalent, évalué près du point, tend vers 1."),
      };
    }
    throw unsupported();
  },
};
