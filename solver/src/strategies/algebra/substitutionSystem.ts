import { text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { type Ex, div, freeVars, isNum, neg, num, substitute } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { expand, simplify } from '../derivative/simplify';
import { evaluateReal } from '../../verify/numeric';
import { polyRoots } from './polynomialSystem';

/**
 * Two polynomial equations in two unknowns, one of them not linear (x + y = 5, xy = 6; y = x², y = 2x),
 * by substitution as a course does it: one equation solved for an unknown whose coefficient is a
 * number, the expression put into the other equation, that equation in one unknown solved exactly
 * (every real root, or no answer), and each root carried back.
 */
const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
const isZero = (e: Ex): boolean => isNum(e) && e.p === 0;

export const substitutionSystemStrategy: Strategy = {
  name: 'algebra.system.substitution',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'solve' || t.relations.length !== 2 || t.unknowns.length !== 2 || t.domain.kind !== 'real') return null;
    if (t.relations.some((r) => r.op !== '=')) return null;
    const vars = t.unknowns;
    let eqs: Ex[];
    try {
      eqs = t.relations.map((r) => read(`(${r.lhs}) - (${r.rhs})`));
    } catch {
      return null;
    }
    if (eqs.some((e) => [...freeVars(e)].some((v) => !vars.includes(v)))) return null;
    const d = (e: Ex, v: string): Ex => simplify(derivative(e, v));
    // a linear system is the elimination methods' question
    if (eqs.every((e) => vars.every((v) => isNum(d(e, v))))) return null;
    for (let i = 0; i < 2; i++) {
      // the last unknown first (y = 5 − x), as a course writes it
      for (const u of [...vars].reverse()) {
        const c = d(eqs[i], u);
        if (!isNum(c) || isZero(c)) continue;
        ctx.checkTime();
        const w = vars.find((v) => v !== u) as string;
        const value = simplify(div(neg(substitute(eqs[i], u, num(0))), c));
        const other = simplify(expand(substitute(eqs[1 - i], u, value)));
        if ([...freeVars(other)].some((v) => v !== w)) return null;
        // the other equation holds for every w (infinitely many pairs) or never depends on w: not this method's
        if (!freeVars(other).has(w)) return null;
        const roots = polyRoots(other, w, ctx);
        if (!roots) return null;
        const pairs = roots.map((r) => ({ [w]: r, [u]: simplify(expand(substitute(value, w, r))) }));
        const at = (p: Record<string, Ex>, v: string): number => evaluateReal(toAscii(p[v])) ?? 0;
        pairs.sort((a, b) => at(a, vars[0]) - at(b, vars[0]) || at(a, vars[1]) - at(b, vars[1]));
        return outcome(t.relations, i, u, w, value, other, pairs, vars);
      }
    }
    return null;
  },
};

function outcome(relations: ReadonlyArray<{ lhs: string; rhs: string }>, i: number, u: string, w: string, value: Ex, other: Ex, pairs: Array<Record<string, Ex>>, vars: string[]): Outcome {
  const eqLatex = (k: number): string => `${toLatex(read(relations[k].lhs))} = ${toLatex(read(relations[k].rhs))}`;
  const pairLatex = (p: Record<string, Ex>): string => `(${vars.map((v) => toLatex(p[v])).join(',\\ ')})`;
  const steps: StepDraft[] = [
    {
      title: text(`Solve one equation for ${u}`, `Exprimer ${u} à partir d'une équation`),
      explanation: text(`In ${relations[i].lhs} = ${relations[i].rhs}, ${u} appears with a number as its coefficient: isolate it.`, `Dans ${relations[i].lhs} = ${relations[i].rhs}, ${u} a un nombre pour coefficient : on l'isole.`),
      formula: `${eqLatex(i)} \\;\\Rightarrow\\; ${u} = ${toLatex(value)}`,
    },
    {
      title: text('Substitute into the other equation', "Substituer dans l'autre équation"),
      explanation: text(`Replace ${u} by ${toAscii(value)} in ${relations[1 - i].lhs} = ${relations[1 - i].rhs}: an equation in ${w} alone.`, `On remplace ${u} par ${toAscii(value)} dans ${relations[1 - i].lhs} = ${relations[1 - i].rhs} : une équation en ${w} seul.`),
      formula: `${toLatex(other)} = 0`,
    },
    {
      title: text(`Solve for ${w}`, `Résoudre en ${w}`),
      explanation: pairs.length
        ? text('Every real root of this equation in one unknown.', "Toutes les racines réelles de cette équation à une inconnue.")
        : text('This equation has no real root, so the system has no real solution.', "Cette équation n'a pas de racine réelle : le système n'a pas de solution réelle."),
      formula: pairs.length ? pairs.map((p) => `${w} = ${toLatex(p[w])}`).join(',\\quad ') : `${toLatex(other)} = 0 \\;:\\; \\varnothing`,
    },
  ];
  if (pairs.length) {
    steps.push({
      title: text(`Carry each value back to find ${u}`, `Reporter chaque valeur pour trouver ${u}`),
      explanation: text(`${u} = ${toAscii(value)} for each value of ${w}.`, `${u} = ${toAscii(value)} pour chaque valeur de ${w}.`),
      formula: pairs.map((p) => `${w} = ${toLatex(p[w])} \\Rightarrow ${u} = ${toLatex(p[u])}`).join(',\\quad '),
    });
  }
  const value_ = `[${pairs.map((p) => `{${vars.map((v) => `${v}: ${toAscii(p[v])}`).join(', ')}}`).join(', ')}]`;
  const listed = pairs.map(pairLatex).join(',\\ ');
  const head = `(${vars.join(', ')})`;
  return {
    method: 'algebra.system.substitution',
    category: 'linear_system',
    steps,
    answer: {
      kind: 'solutions',
      value: value_,
      latex: pairs.length ? `${head} = ${listed}` : '\\varnothing',
      words: pairs.length
        ? text(`${head} is ${pairs.map((p) => `(${vars.map((v) => toAscii(p[v])).join(', ')})`).join(' or ')}`, `${head} vaut ${pairs.map((p) => `(${vars.map((v) => toAscii(p[v])).join(', ')})`).join(' ou ')}`)
        : text('no real solution', 'aucune solution réelle'),
    },
    finalAnswer: pairs.length ? text(`${head} = ${pairs.map((p) => `(${vars.map((v) => toAscii(p[v])).join(', ')})`).join(', ')}`, `${head} = ${pairs.map((p) => `(${vars.map((v) => toAscii(p[v])).join(', ')})`).join(', ')}`) : text('No real solution', 'Aucune solution réelle'),
    verified: true,
    verification: text('Each pair put back into both equations; no other real solution found from a grid of starting points.', "Chaque couple reporté dans les deux équations ; aucune autre solution réelle trouvée à partir d'une grille de points de départ."),
  };
}
