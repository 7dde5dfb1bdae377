/**
 * Identities: "is sec²x − tan²x = 1 an identity?", "prove that …", "vrai ou faux : … pour tous
 * x, y". The truth is decided numerically (mathjs at random points); a true identity is then
 * shown by transforming one side with named identities, a false one by a counterexample.
 */
import type { Outcome, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import * as X from '../integral/sym/expr';
import type { Expr } from '../integral/sym/expr';
import { toAscii, toLatex } from '../integral/sym/print';
import { step } from '../integral/rules/tex';
import { rewriteOnce, toSinCos, reduceCosSquares } from './rewrite';
import { agreeEverywhere, counterexample } from './numeric';
import { variables } from './read';
import { casLatex, simplify as casSimplify } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii as casAscii } from '../../format/ascii';

/** Named rewrites of e, at most `max` of them, stopping when `target` is reached. */
export function rewriteChain(e: Expr, target: Expr | null, max = 6): { steps: StepDraft[]; result: Expr } {
  const steps: StepDraft[] = [];
  let cur = e;
  for (let i = 0; i < max; i++) {
    if (target && X.same(cur, target)) break;
    const r = rewriteOnce(cur);
    if (!r) break;
    steps.push({ title: r.name, explanation: text(`Use ${plainId(r.identity)}.`, `On utilise ${plainId(r.identity)}.`), formula: `${r.identity}\\quad\\Rightarrow\\quad ${toLatex(cur)} = ${toLatex(r.result)}` });
    cur = r.result;
  }
  return { steps, result: cur };
}

const plainId = (tex: string): string =>
  tex.replace(/\\(sin|cos|tan|sec|csc|cot)\^\{2\}/g, '$1²').replace(/\\(sin|cos|tan|sec|csc|cot)/g, '$1').replace(/\\quad|\\,/g, ' ');

/** Proof steps that lhs = rhs, or null when the rewrites do not get there. */
export function proveSteps(lhs: Expr, rhs: Expr): StepDraft[] | null {
  const direct = rewriteChain(lhs, rhs);
  if (X.same(direct.result, rhs)) return direct.steps;
  const fromRhs = rewriteChain(rhs, lhs);
  if (X.same(fromRhs.result, lhs)) return fromRhs.steps;
  if (X.same(direct.result, fromRhs.result) && direct.steps.length) return [...direct.steps, ...fromRhs.steps];
  // Everything in sine and cosine, over one denominator, then sin² + cos² = 1 in the numerator.
  const diff = X.together(toSinCos(X.sub(lhs, rhs)));
  const [num] = X.numDen(diff);
  const reduced = reduceCosSquares(num);
  if (!X.isZero(reduced)) return null;
  return [
    step('Write everything with sine and cosine', 'Tout écrire avec sinus et cosinus',
      'Use the quotient and reciprocal identities tan = sin/cos, cot = cos/sin, sec = 1/cos, csc = 1/sin (and the double-angle and addition formulas), then subtract the right side and put everything over one denominator.',
      'On utilise tan = sin/cos, cot = cos/sin, sec = 1/cos, csc = 1/sin (et les formules d’addition et de l’angle double), puis on retranche le membre de droite et on réduit au même dénominateur.',
      `${toLatex(lhs)} - \\left(${toLatex(rhs)}\\right) = ${toLatex(diff)}`),
    step('Use sin² + cos² = 1', 'Utiliser sin² + cos² = 1',
      'Replace cos² by 1 − sin² in the numerator and expand: every term cancels.',
      'On remplace cos² par 1 − sin² au numérateur et on développe : tous les termes s’annulent.',
      `${toLatex(num)} = 0`),
  ];
}

export function identityOutcome(lhs: Expr, rhs: Expr): Outcome {
  const vars = variables(X.add(lhs, rhs));
  if (vars.length === 0) return closedOutcome(lhs, rhs);
  const la = toAscii(lhs);
  const ra = toAscii(rhs);
  const numeric = agreeEverywhere(la, ra, vars);
  const eqTex = `${toLatex(lhs)} = ${toLatex(rhs)}`;
  const steps: StepDraft[] = [];
  if (numeric.ok) {
    const proof = proveSteps(lhs, rhs);
    steps.push(step('Transform one side into the other', 'Transformer un membre en l’autre',
      'An identity holds for every value of the variables where both sides are defined: show it with known identities.',
      'Une identité est vraie pour toutes les valeurs des variables où les deux membres sont définis : on la démontre avec des identités connues.',
      eqTex));
    if (proof) steps.push(...proof);
    steps.push(step('Conclusion', 'Conclusion',
      proof ? 'Both sides are equal for every value where they are defined: the statement is an identity (True).'
        : 'The two sides agree at every point tested (independent numeric check): the statement is an identity (True).',
      proof ? 'Les deux membres sont égaux partout où ils sont définis : c’est une identité (Vrai).'
        : 'Les deux membres coïncident en tous les points testés (vérification numérique indépendante) : c’est une identité (Vrai).',
      eqTex));
  } else {
    const ce = counterexample(la, ra, vars);
    const scope = ce ?? {};
    const sub = (e: Expr): Expr => vars.reduce((acc, v) => (scope[v] ? X.subs(acc, X.sym(v), parseNice(scope[v])) : acc), e);
    const lv = sub(lhs);
    const rv = sub(rhs);
    const at = Object.entries(scope).map(([v, s]) => `${v} = ${s}`).join(', ');
    steps.push(step('Look for a counterexample', 'Chercher un contre-exemple',
      'A statement "for all" is false as soon as one choice of the variables makes the two sides different.',
      'Une affirmation « pour tout » est fausse dès qu’un choix des variables rend les deux membres différents.',
      eqTex));
    if (ce) {
      steps.push(step(`Try ${at}`, `Essayer ${at}`,
        `With ${at}, the left side is ${toAscii(lv)} and the right side is ${toAscii(rv)}.`,
        `Avec ${at}, le membre de gauche vaut ${toAscii(lv)} et celui de droite ${toAscii(rv)}.`,
        `${toLatex(lv)} \\neq ${toLatex(rv)}`));
    }
    steps.push(step('Conclusion', 'Conclusion',
      'The two sides differ for some values: the statement is not an identity (False).',
      'Les deux membres diffèrent pour certaines valeurs : ce n’est pas une identité (Faux).',
      `${toLatex(lhs)} \\neq ${toLatex(rhs)}`));
  }
  const value = numeric.ok ? 'True' : 'False';
  return {
    method: 'trig.identity',
    category: 'trig',
    steps,
    answer: { kind: 'bool', value, latex: `\\text{${value}}`, words: numeric.ok ? text('true', 'vrai') : text('false', 'faux') },
    finalAnswer: numeric.ok ? text('True: it is an identity.', 'Vrai : c’est une identité.') : text('False: it is not an identity.', 'Faux : ce n’est pas une identité.'),
    verified: numeric.ok ? true : counterexample(la, ra, vars) !== null,
    verification: numeric.ok
      ? text('Both sides agree numerically at several random points.', 'Les deux membres coïncident numériquement en plusieurs points aléatoires.')
      : text('A counterexample was checked numerically.', 'Un contre-exemple a été vérifié numériquement.'),
  };
}

function parseNice(s: string): Expr {
  if (s === 'pi') return X.PI;
  const m = /^pi\/(\d+)$/.exec(s);
  if (m) return X.div(X.PI, X.num(Number(m[1])));
  return X.num(Number(s));
}

/**
 * A statement without letters (a value put into an equation: 2² − 5·2 + 6 = 0): each side is
 * computed, and the statement is true when they are equal. No "identity" to speak of.
 */
function closedOutcome(lhs: Expr, rhs: Expr): Outcome {
  const value = (e: Expr): string => casAscii(casSimplify(parseNode(toAscii(e))));
  const [la, ra] = [value(lhs), value(rhs)];
  const holds = agreeEverywhere(toAscii(lhs), toAscii(rhs), []).ok;
  const truth = holds ? 'True' : 'False';
  return {
    method: 'claim.closed',
    category: 'trig',
    steps: [
      step('Compute each side', 'Calculer chaque membre',
        `The left side is ${la}, the right side is ${ra}.`,
        `Le membre de gauche vaut ${la}, celui de droite ${ra}.`,
        `${casLatex(parseNode(la))} ${holds ? '=' : '\\neq'} ${casLatex(parseNode(ra))}`),
    ],
    answer: { kind: 'bool', value: truth, latex: `\\text{${truth}}`, words: holds ? text('true', 'vrai') : text('false', 'faux') },
    finalAnswer: holds
      ? text(`True: both sides equal ${la}.`, `Vrai : les deux membres valent ${la}.`)
      : text(`False: the left side is ${la}, the right side ${ra}.`, `Faux : le membre de gauche vaut ${la}, celui de droite ${ra}.`),
    verified: true,
    verification: text('Both sides evaluated numerically.', 'Les deux membres évalués numériquement.'),
  };
}

