/**
 * Simplifying a trigonometric expression: named identities first (Pythagorean, double angle);
 * when they do not finish the job, rewrite in sine and cosine, use sin² + cos² = 1, and write the
 * result back with tan, sec … when that is shorter. The result is checked at random points.
 */
import type { Outcome, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { asciiToWords } from '../../format/words';
import * as X from '../integral/sym/expr';
import * as R from '../integral/sym/rational';
import * as P from '../integral/sym/poly';
import type { Expr } from '../integral/sym/expr';
import { toAscii, toLatex } from '../integral/sym/print';
import { step } from '../integral/rules/tex';
import { fromSinCos, reduceCosSquares, toSinCos } from './rewrite';
import { rewriteChain } from './identity';
import { agreeEverywhere } from './numeric';
import { variables } from './read';

const size = (e: Expr): number => toAscii(e).length;

interface Route { steps: StepDraft[]; result: Expr }

function pgcd(a: R.Q[], b: R.Q[]): R.Q[] {
  let [p, q] = [P.trim(a), P.trim(b)];
  while (!(q.length === 1 && R.isZero(q[0]))) [p, q] = [q, P.pdivmod(p, q)[1]];
  const lead = p[p.length - 1];
  return p.map((c) => R.div(c, lead));
}

/**
 * A fraction in one trigonometric function after sin² = 1 − cos² (or the reverse): cancel the
 * common polynomial factor, e.g. sin² x/(1 − cos x) = (1 − cos x)(1 + cos x)/(1 − cos x).
 */
function cancelInOneFunction(e: Expr): Route | null {
  const sc = X.together(toSinCos(e));
  const [n, d] = X.numDen(sc);
  if (X.isOne(d)) return null;
  const T = X.sym('T_');
  for (const [keep, other] of [['cos', 'sin'], ['sin', 'cos']] as const) {
    const args = new Set<string>();
    let arg: Expr | null = null;
    const collect = (t: Expr): void => {
      if (t.k === 'fn') {
        args.add(X.key(t.arg));
        arg = t.arg;
      } else if (t.k === 'add' || t.k === 'mul') t.args.forEach(collect);
      else if (t.k === 'pow') collect(t.base);
    };
    collect(sc);
    if (args.size !== 1 || !arg) return null;
    const u: Expr = arg;
    const o = X.fn(other, u);
    const toKeep = (t: Expr): Expr => X.expand(X.subs(X.subs(X.expand(t), X.pow(o, X.num(4)), X.sq(X.sub(X.ONE, X.sq(X.fn(keep, u))))), X.sq(o), X.sub(X.ONE, X.sq(X.fn(keep, u)))));
    const N = P.qcoeffs(X.subs(toKeep(n), X.fn(keep, u), T), T);
    const D = P.qcoeffs(X.subs(toKeep(d), X.fn(keep, u), T), T);
    if (!N || !D) continue;
    const g = pgcd(N, D);
    if (P.degree(g) < 1) continue;
    const n2 = P.fromQ(P.pdivmod(N, g)[0], X.fn(keep, u));
    const d2 = P.fromQ(P.pdivmod(D, g)[0], X.fn(keep, u));
    const result = fromSinCos(X.expand(X.div(n2, d2)));
    return {
      result,
      steps: [step(`Write with ${keep} and cancel`, `Écrire avec ${keep} et simplifier`,
        `Use ${other}² = 1 − ${keep}² so that the fraction is in ${keep} alone, factor, and cancel the common factor ${toAscii(P.fromQ(g, X.fn(keep, u)))}.`,
        `On utilise ${other}² = 1 − ${keep}² pour que la fraction ne dépende que de ${keep}, on factorise et on simplifie par le facteur commun ${toAscii(P.fromQ(g, X.fn(keep, u)))}.`,
        `${toLatex(e)} = ${toLatex(X.div(toKeep(n), toKeep(d)))} = ${toLatex(result)}`)],
    };
  }
  return null;
}

/** Every sum, also inside a fraction, over one denominator, so common factors can cancel. */
function togetherDeep(e: Expr): Expr {
  switch (e.k) {
    case 'add': return X.together(X.add(...e.args.map(togetherDeep)));
    case 'mul': return X.mul(...e.args.map(togetherDeep));
    case 'pow': return X.pow(togetherDeep(e.base), e.exp);
    default: return e;
  }
}

function sinCosRoute(e: Expr): Route {
  const sc = X.cancel(togetherDeep(toSinCos(e)));
  const [n, d] = X.numDen(sc);
  const result = fromSinCos(X.div(reduceCosSquares(n), reduceCosSquares(d)));
  const finish = rewriteChain(result, null, 4);
  const last = fromSinCos(finish.result);
  const back = X.same(last, finish.result) ? [] : [step('Quotient identities', 'Identités de quotient',
    'Write sin/cos as tan (and 1/cos as sec, 1/sin as csc).', 'On écrit sin/cos sous la forme tan (et 1/cos = sec, 1/sin = csc).',
    `${toLatex(finish.result)} = ${toLatex(last)}`)];
  return {
    result: last,
    steps: [step('Write with sine and cosine', 'Écrire avec sinus et cosinus',
      'Rewrite with tan = sin/cos, sec = 1/cos, csc = 1/sin, cot = cos/sin, simplify the fraction (using sin² + cos² = 1), and use the quotient identities back where they shorten the result.',
      'On réécrit avec tan = sin/cos, sec = 1/cos, csc = 1/sin, cot = cos/sin, on simplifie la fraction (avec sin² + cos² = 1), puis on revient aux quotients quand cela raccourcit le résultat.',
      `${toLatex(e)} = ${toLatex(sc)} = ${toLatex(result)}`), ...finish.steps, ...back],
  };
}

export function simplifyOutcome(e: Expr): Outcome {
  const routes: Route[] = [];
  const direct = rewriteChain(e, null, 8);
  routes.push({ steps: direct.steps, result: direct.result });
  const expanded = X.expand(e);
  if (!X.same(expanded, e)) {
    const ch = rewriteChain(expanded, null, 8);
    routes.push({
      result: ch.result,
      steps: [step('Expand', 'Développer', 'Multiply out first, so that identities can be recognised term by term.',
        "On développe d'abord, pour reconnaître les identités terme à terme.", `${toLatex(e)} = ${toLatex(expanded)}`), ...ch.steps],
    });
  }
  routes.push(sinCosRoute(direct.result));
  const cancelled = cancelInOneFunction(direct.result);
  if (cancelled) routes.push({ result: cancelled.result, steps: [...direct.steps, ...cancelled.steps] });
  // the shortest result wins; on a tie, the earlier (more direct) route
  let bestRoute = routes[0];
  for (const r of routes.slice(1)) if (size(r.result) < size(bestRoute.result)) bestRoute = r;
  const best = bestRoute.result;
  const steps: StepDraft[] = [...bestRoute.steps];
  const vars = variables(e);
  const check = agreeEverywhere(toAscii(e), toAscii(best), vars.length ? vars : ['x']);
  if (steps.length === 0) {
    steps.push(step('Already simplified', 'Déjà simplifiée',
      'No identity shortens this expression further.', 'Aucune identité ne raccourcit davantage cette expression.', toLatex(best)));
  }
  const value = toAscii(best);
  steps.push(step('Result', 'Résultat', `The simplified form is ${value}.`, `La forme simplifiée est ${value}.`, `${toLatex(e)} = ${toLatex(best)}`));
  return {
    method: 'trig.simplify',
    category: 'trig',
    steps,
    answer: { kind: 'expr', value, latex: toLatex(best), words: asciiToWords(value) },
    finalAnswer: text(value, value),
    verified: check.ok,
    verification: check.ok
      ? text('The simplified form and the original agree at several random points.', 'La forme simplifiée et l’expression de départ coïncident en plusieurs points aléatoires.')
      : text('The numeric comparison could not confirm the simplification.', 'La comparaison numérique n’a pas pu confirmer la simplification.'),
  };
}
