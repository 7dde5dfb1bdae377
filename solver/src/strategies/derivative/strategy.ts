import { parseCalc } from './latex';
import type { Outcome, Strategy, StepDraft } from '../../strategy';
import { readTask } from '../../read';
import { text } from '../../i18n';
import { evaluateReal } from '../../verify/numeric';
import { isDerivativeOf } from '../../verify/derivative';
import { type Ex, freeVars, isNum, key, substitute, sym } from './expr';
import { fromMathJson } from './mathjson';
import { simplify } from './simplify';
import { pythagorean } from './pythagorean';
import { toAscii, toLatex } from './print';
import { differentiate } from './differentiate';
import { solveImplicit } from './implicit';
import { solveImplicitPartial } from './implicitPartial';
import { asciiToWords } from '../../format/words';
import { pretty } from '../../format/prose';
import { tangentLine } from './tangentLine';

const ORDINAL_EN = ['', 'first', 'second', 'third', 'fourth'];
const ORDINAL_FR = ['', 'première', 'seconde', 'troisième', 'quatrième'];

/** ∂³f/∂y∂x² for the variables x, x, y (the first one applied sits on the right). */
function mixedName(name: string, vars: string[]): string {
  const groups: Array<[string, number]> = [];
  for (const x of vars) {
    const last = groups[groups.length - 1];
    if (last && last[0] === x) last[1]++;
    else groups.push([x, 1]);
  }
  const den = groups.reverse().map(([x, n]) => (n > 1 ? `\\partial ${x}^{${n}}` : `\\partial ${x}`)).join(' ');
  return `\\frac{\\partial^{${vars.length}} ${name}}{${den}}`;
}

function primeName(name: string, v: string, order: number, partial: boolean): string {
  const x = toLatex(sym(v));
  if (partial) return order === 1 ? `\\frac{\\partial ${name}}{\\partial ${x}}` : `\\frac{\\partial^{${order}} ${name}}{\\partial ${x}^{${order}}}`;
  const marks = order <= 3 ? "'".repeat(order) : `^{(${order})}`;
  return name === 'y' ? `y${marks}` : `${name}${marks}(${v})`;
}

export const derivativeStrategy: Strategy = {
  name: 'derivative',
  solve(problem, ctx): Outcome | null {
    const req = problem.task ?? readTask(problem).task;
    if (req?.kind !== 'differentiate') return null;
    if (req.implicit) return req.partial ? solveImplicitPartial(req) : solveImplicit({ lhs: req.expr, rhs: '0' }, req.order, req.point);
    const original = fromMathJson(parseCalc(req.expr));
    const v = req.variable;
    const others = [...freeVars(original)].filter((s) => s !== v).sort();
    const partial = req.partial;
    const name = req.name ?? 'f';
    const steps: StepDraft[] = [];

    const constants = others.length
      ? text(` The other letters (${others.join(', ')}) are held constant.`, ` Les autres lettres (${others.join(', ')}) sont traitées comme des constantes.`)
      : text('', '');
    const what = req.order === 1
      ? text(partial ? 'the partial derivative' : 'the derivative', partial ? 'la dérivée partielle' : 'la dérivée')
      : text(`the ${ORDINAL_EN[req.order] ?? `order-${req.order}`} derivative`, `la dérivée ${ORDINAL_FR[req.order] ?? `d'ordre ${req.order}`}`);
    // a mixed partial names its variables in the order they are applied, the function of them all
    const order = req.mixed ? req.mixed.join(', ') : v;
    const args = req.mixed ? [...new Set([...req.mixed, ...others])].sort().join(', ') : v;
    steps.push({
      title: text('Identify the function', 'Identifier la fonction'),
      explanation: req.mixed
        ? text(`We compute the mixed partial derivative of order ${req.order} of ${name}, differentiating with respect to ${order} in turn; at each step the other variables are held constant.`,
          `On calcule la dérivée partielle croisée d'ordre ${req.order} de ${name}, en dérivant successivement par rapport à ${order} ; à chaque étape les autres variables sont fixées.`)
        : text(`We compute ${what.en} of ${name} with respect to ${v}.${constants.en}`,
          `On calcule ${what.fr} de ${name} par rapport à ${v}.${constants.fr}`),
      formula: `${name}${name === 'y' ? '' : `(${args})`} = ${toLatex(original)}`,
    });

    const f = simplify(original);
    // only a form that reads differently is a step (the same printed formula twice is none)
    if (toAscii(f) !== toAscii(original) && toLatex(f) !== toLatex(original)) {
      steps.push({
        title: text('Rewrite with powers', 'Réécrire avec des puissances'),
        explanation: text('Write roots as fractional powers, merge equal bases and collect constants, so the rules apply directly.',
          'On écrit les racines comme des puissances fractionnaires, on regroupe les mêmes bases et les constantes, pour appliquer directement les règles.'),
        formula: `${toLatex(original)} = ${toLatex(f)}`,
      });
    }

    let current = f;
    let verified = true;
    for (let k = 1; k <= req.order; k++) {
      ctx.checkTime();
      // a mixed partial takes its variables in turn; otherwise the same one each time
      const vk = req.mixed?.[k - 1] ?? v;
      const d = differentiate(current, vk, { partial, checkTime: () => ctx.checkTime() });
      if (req.mixed) {
        steps.push({
          title: text(`Differentiate with respect to ${vk}`, `Dériver par rapport à ${vk}`),
          explanation: text('The other variables are held constant.', 'Les autres variables sont fixées.'),
        });
      } else if (req.order > 1) {
        steps.push({
          title: text(`${cap(ORDINAL_EN[k] ?? `order-${k}`)} derivative`, `Dérivée ${ORDINAL_FR[k] ?? `d'ordre ${k}`}`),
          explanation: k === 1
            ? text(`Differentiate ${req.order} times, one order after the other.`, `On dérive ${req.order} fois, un ordre après l'autre.`)
            : text('Differentiate the previous derivative again.', 'On dérive à nouveau la dérivée précédente.'),
        });
      }
      steps.push(...d.steps);
      if (!isDerivativeOf(toAscii(current), toAscii(d.result), vk, [...freeVars(current)].filter((x) => x !== vk))) verified = false;
      current = d.result;
    }
    const lhs = req.mixed ? mixedName(name, req.mixed) : primeName(name, v, req.order, partial);
    // the chain rule through polar coordinates leaves 2r·cos²θ + 2r·sin²θ: written as 2r
    const identity = pythagorean(current);
    if (trigCount(identity) < trigCount(current)) {
      steps.push({
        title: text('Use cos² + sin² = 1', 'Utiliser cos² + sin² = 1'),
        explanation: text('Terms with the same factor times sin² and cos² of the same angle add up to that factor.', 'Des termes au même facteur multiplié par sin² et cos² d’un même angle s’additionnent en ce facteur.'),
        formula: `${toLatex(current)} = ${toLatex(identity)}`,
      });
      current = identity;
    }
    steps.push({
      title: text('Result', 'Résultat'),
      explanation: text('Collect the terms of the derivative.', 'On regroupe les termes de la dérivée.'),
      formula: `${lhs} = ${toLatex(current)}`,
    });

    let answer = current;
    if (req.at !== undefined) {
      const a = simplify(fromMathJson(parseCalc(req.at)));
      answer = simplify(substitute(current, v, a));
      const exact = toAscii(answer);
      steps.push({
        title: text(`Evaluate at ${v} = ${toAscii(a)}`, `Évaluer en ${v} = ${toAscii(a)}`),
        explanation: text(`Replace ${v} by ${toAscii(a)} in the derivative.`, `On remplace ${v} par ${toAscii(a)} dans la dérivée.`),
        formula: `${lhs.replace(`(${v})`, `(${toLatex(a)})`)} = ${toLatex(answer)}`,
      });
      const num = evaluateReal(toAscii(current), { [v]: evaluateReal(toAscii(a)) ?? NaN });
      const claimed = evaluateReal(exact);
      if (num === null || claimed === null || Math.abs(num - claimed) > 1e-9 * Math.max(1, Math.abs(num))) verified = false;
      if (!isNum(answer) && freeVars(answer).size > 0 && key(answer) === key(current)) verified = false;
    }

    if (req.values) {
      const point = `(${req.values.map((p) => p.value).join(', ')})`;
      const names = req.values.map((p) => p.variable).join(', ');
      answer = simplify(req.values.reduce((e, p) => substitute(e, p.variable, simplify(fromMathJson(parseCalc(p.value)))), current));
      steps.push({
        title: text(`Evaluate at ${point}`, `Évaluer au point ${point}`),
        explanation: text(`Replace ${names} by the coordinates of the point.`, `On remplace ${names} par les coordonnées du point.`),
        formula: `${lhs}${point} = ${toLatex(answer)}`,
      });
      const scope = Object.fromEntries(req.values.map((p) => [p.variable, evaluateReal(p.value) ?? NaN]));
      const num = evaluateReal(toAscii(current), scope);
      const claimed = evaluateReal(toAscii(answer));
      if (num === null || claimed === null || freeVars(answer).size > 0 || Math.abs(num - claimed) > 1e-9 * Math.max(1, Math.abs(num))) verified = false;
    }

    if (req.line && req.at !== undefined) {
      const a = simplify(fromMathJson(parseCalc(req.at)));
      const t = tangentLine(f, answer, v, a, name, req.line);
      steps.push(...t.steps);
      const line = toAscii(t.line);
      const words = req.line === 'normal'
        ? text(`The normal line is y = ${asciiToWords(line).en}.`, `La normale a pour équation y = ${asciiToWords(line).fr}.`)
        : text(`The tangent line is y = ${asciiToWords(line).en}.`, `La tangente a pour équation y = ${asciiToWords(line).fr}.`);
      return {
        method: `derivative.${req.line}_line`,
        category: 'derivative',
        steps,
        answer: { kind: 'expr', value: line, latex: `y = ${toLatex(t.line)}`, words },
        finalAnswer: text(`y = ${line}`, `y = ${line}`),
        verified,
        verification: text('The line passes through the point of the curve and its slope matches a numerical derivative there.', 'La droite passe par le point de la courbe et sa pente correspond à une dérivée numérique en ce point.'),
      };
    }

    const value = toAscii(answer);
    const shown = req.at !== undefined ? lhs.replace(`(${v})`, `(${req.at})`) : req.values ? `${lhs}(${req.values.map((p) => p.value).join(', ')})` : lhs;
    return {
      method: partial ? 'derivative.partial' : req.order > 1 ? 'derivative.higher' : 'derivative.rules',
      category: 'derivative',
      steps,
      answer: {
        kind: 'expr',
        value,
        latex: toLatex(answer),
        words: text(`The derivative is ${asciiToWords(value).en}.`, `La dérivée est ${asciiToWords(value).fr}.`),
      },
      finalAnswer: text(`${plain(shown)} = ${value}`, `${plain(shown)} = ${value}`),
      verified,
      verification: text(
        'Compared with a numerical derivative (central differences) at sample points.',
        'Comparée à une dérivée numérique (différences centrées) en des points tests.',
      ),
    };
  },
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** How many sines and cosines a formula holds: the identity is a step only when it removes some. */
function trigCount(e: Ex): number {
  return (toAscii(e).match(/\b(?:sin|cos)\(/g) ?? []).length;
}

/** The LaTeX name of the derivative as plain text (f'(x), ∂f/∂y, ∂z/∂θ). */
function plain(latex: string): string {
  return latex
    .replace(/\\frac\{\\partial\^\{(\d)\} (\w)\}\{\\partial \\?(\w+)\^\{\d\}\}/, (_m, n: string, f: string, x: string) => `∂^${n}${f}/∂${pretty(x)}^${n}`)
    .replace(/\\frac\{\\partial (\w)\}\{\\partial \\?(\w+)\}/, (_m, f: string, x: string) => `∂${f}/∂${pretty(x)}`)
    // a mixed partial, ∂³f/∂y∂x²
    .replace(/\\frac\{\\partial\^\{(\d)\} (\w)\}\{((?:\s*\\partial \\?\w+(?:\^\{\d\})?)+)\}/, (_m, n: string, f: string, den: string) => `∂^${n}${f}/${[...den.matchAll(/\\partial \\?(\w+)(?:\^\{(\d)\})?/g)].map((p) => `∂${pretty(p[1])}${p[2] ? `^${p[2]}` : ''}`).join('')}`)
    .replace(/\^\{\((\d+)\)\}/, '^($1)');
}
