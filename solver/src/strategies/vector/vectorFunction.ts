import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import { normalize } from '../../parse/normalize';
import type { Outcome, SolveContext, Strategy, StepDraft } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { taskText } from '../../task/text';
import { type Ex, add, div, mul, num, pow, sqrt, substitute } from '../derivative/expr';
import { derivative } from '../derivative/differentiate';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { pythagorean } from '../derivative/pythagorean';
import { expand, simplify } from '../derivative/simplify';
import { definiteIntegralStrategy } from '../integral/definite';
import { indefiniteIntegralStrategy } from '../integral/indefinite';

type VectorFunction = TaskOf<'vector_function'>;
type Ask = VectorFunction['asks'][number];

const read = (s: string): Ex => simplify(fromMathJson(parseCalc(s)));
/** Expanded, sin² + cos² folded: the speed of a helix is a constant. */
const tidy = (e: Ex): Ex => pythagorean(simplify(expand(e)));
const columnLatex = (xs: Ex[]): string => `\\begin{pmatrix}${xs.map(toLatex).join('\\\\')}\\end{pmatrix}`;
const columnAscii = (xs: Ex[]): string => `[${xs.map((x) => `[${toAscii(x)}]`).join(', ')}]`;
const tuple = (xs: Ex[]): string => `(${xs.map(toAscii).join(', ')})`;

interface Part {
  steps: StepDraft[];
  value: string;
  latex: string;
  words: Text;
}

const NAMES: Record<Ask, Text> = {
  derivative: text('Derivative', 'Dérivée'),
  second_derivative: text('Second derivative', 'Dérivée seconde'),
  velocity: text('Velocity', 'Vecteur vitesse'),
  acceleration: text('Acceleration', 'Vecteur accélération'),
  speed: text('Speed', 'Norme de la vitesse'),
  unit_tangent: text('Unit tangent vector', 'Vecteur tangent unitaire'),
  integral: text('Integral', 'Intégrale'),
};

/** One component's integral in the parameter, by the integral methods: its value, or its antiderivative without "+ C". */
function integrateComponent(c: Ex, t: VectorFunction, ctx: SolveContext): Ex {
  const p = t.parameter;
  const task = t.bounds
    ? { kind: 'integrate' as const, integrand: toAscii(c), variable: p, bounds: { lo: t.bounds[0], hi: t.bounds[1] } }
    : { kind: 'integrate' as const, integrand: toAscii(c), variable: p };
  const strategy = t.bounds ? definiteIntegralStrategy : indefiniteIntegralStrategy;
  const o = strategy.solve({ ...normalize(taskText(task)), task }, ctx);
  const value = o?.answer?.value.replace(/\s*\+\s*C\s*$/, '');
  if (!o?.verified || !value || /oo|Integral|integrate/.test(value)) {
    throw new SolverError('unsupported', text(
      `No method here integrates the component ${toAscii(c)} in ${p}.`,
      `Aucune méthode ne permet ici d’intégrer la composante ${toAscii(c)} en ${p}.`,
    ));
  }
  return read(value);
}

function integralPart(t: VectorFunction, r: Ex[], ctx: SolveContext): Part {
  const p = t.parameter;
  const F = r.map((c) => integrateComponent(c, t, ctx));
  const integralSign = t.bounds ? `\\int_{${t.bounds[0]}}^{${t.bounds[1]}}` : '\\int';
  const steps: StepDraft[] = [{
    title: text('Integrate each component', 'Intégrer chaque composante'),
    explanation: t.bounds
      ? text(`The integral of a vector function is the vector of its components' integrals, from ${p} = ${t.bounds[0]} to ${p} = ${t.bounds[1]}.`, `L’intégrale d’une fonction vectorielle est le vecteur des intégrales de ses composantes, de ${p} = ${t.bounds[0]} à ${p} = ${t.bounds[1]}.`)
      : text('The antiderivative of a vector function is the vector of its components\' antiderivatives, plus a constant vector C.', 'Une primitive d’une fonction vectorielle est le vecteur des primitives de ses composantes, plus un vecteur constant C.'),
    formula: `${integralSign} ${columnLatex(r)}\\,d${p} = ${columnLatex(F)}${t.bounds ? '' : ' + \\vec C'}`,
  }];
  if (!t.initial) {
    const shown = tuple(F);
    return {
      steps,
      value: columnAscii(F),
      latex: `${columnLatex(F)}${t.bounds ? '' : ' + \\vec C'}`,
      words: t.bounds ? text(`The integral is ${shown}.`, `L’intégrale vaut ${shown}.`) : text(`The antiderivatives are ${shown} + C.`, `Les primitives sont ${shown} + C.`),
    };
  }
  // r(t₀) = r₀ fixes the constant: C = r₀ − F(t₀)
  const t0 = read(t.initial.at);
  const C = F.map((f, k) => simplify(add(read(t.initial?.value[k] ?? '0'), mul(num(-1), substitute(f, p, t0)))));
  const R = F.map((f, k) => simplify(add(f, C[k])));
  steps.push({
    title: text('Use the initial value', 'Utiliser la condition initiale'),
    explanation: text(
      `${t.name}(${t.initial.at}) = (${t.initial.value.join(', ')}) fixes the constant: C = ${t.name}(${t.initial.at}) − F(${t.initial.at}) = ${tuple(C)}.`,
      `${t.name}(${t.initial.at}) = (${t.initial.value.join(', ')}) fixe la constante : C = ${t.name}(${t.initial.at}) − F(${t.initial.at}) = ${tuple(C)}.`,
    ),
    formula: `\\vec ${t.name}(${p}) = ${columnLatex(R)}`,
  });
  const shown = tuple(R);
  return { steps, value: columnAscii(R), latex: columnLatex(R), words: text(`${t.name}(${p}) = ${shown}.`, `${t.name}(${p}) = ${shown}.`) };
}

/**
 * Velocity r′, acceleration r″, speed |r′| and unit tangent r′/|r′|, each worked out from the
 * components' derivatives, then evaluated at the parameter's value when one is given.
 */
function derivativePart(t: VectorFunction, ask: Exclude<Ask, 'integral'>, r: Ex[]): Part {
  const p = t.parameter;
  const at = t.at;
  const value = (e: Ex): Ex => (at ? simplify(substitute(e, p, read(at))) : e);
  const here = at ?? p;
  const r1 = r.map((c) => simplify(derivative(c, p)));
  const second = ask === 'second_derivative' || ask === 'acceleration';
  const d = second ? r1.map((c) => simplify(derivative(c, p))) : r1;
  const symbol = `\\vec ${t.name}${second ? "''" : "'"}(${p})`;
  const steps: StepDraft[] = [{
    title: second ? text('Differentiate each component twice', 'Dériver deux fois chaque composante') : text('Differentiate each component', 'Dériver chaque composante'),
    explanation: ask === 'velocity'
      ? text(`The velocity is the derivative of the position: v(${p}) = ${t.name}′(${p}), component by component.`, `Le vecteur vitesse est la dérivée de la position : v(${p}) = ${t.name}′(${p}), composante par composante.`)
      : ask === 'acceleration'
        ? text(`The acceleration is the derivative of the velocity: a(${p}) = ${t.name}″(${p}), component by component.`, `Le vecteur accélération est la dérivée du vecteur vitesse : a(${p}) = ${t.name}″(${p}), composante par composante.`)
        : text(`A vector function is differentiated component by component, with respect to ${p}.`, `Une fonction vectorielle se dérive composante par composante, par rapport à ${p}.`),
    formula: `${symbol} = ${columnLatex(d)}`,
  }];
  if (ask === 'speed' || ask === 'unit_tangent') {
    const speed2 = tidy(add(...r1.map((c) => pow(value(c), num(2)))));
    const speed = simplify(sqrt(speed2));
    steps.push({
      title: text('Length of the velocity', 'Norme du vecteur vitesse'),
      explanation: text(`The speed is |${t.name}′(${here})|, the square root of the sum of the squared components.`, `La vitesse scalaire est ‖${t.name}′(${here})‖, la racine de la somme des carrés des composantes.`),
      formula: `\\lVert \\vec ${t.name}'(${here}) \\rVert = \\sqrt{${toLatex(speed2)}} = ${toLatex(speed)}`,
    });
    if (ask === 'speed') {
      const shown = toAscii(speed);
      return { steps, value: shown, latex: toLatex(speed), words: text(`The speed is ${shown}.`, `La norme du vecteur vitesse vaut ${shown}.`) };
    }
    const T = r1.map((c) => simplify(div(value(c), speed)));
    steps.push({
      title: text('Divide by the speed', 'Diviser par la norme'),
      explanation: text(`T(${here}) = ${t.name}′(${here}) / |${t.name}′(${here})| has length 1 and points along the curve.`, `T(${here}) = ${t.name}′(${here}) / ‖${t.name}′(${here})‖ est de norme 1 et dirigé le long de la courbe.`),
      formula: `\\vec T(${here}) = ${columnLatex(T)}`,
    });
    return { steps, value: columnAscii(T), latex: columnLatex(T), words: text(`T(${here}) = ${tuple(T)}.`, `T(${here}) = ${tuple(T)}.`) };
  }
  const result = d.map(value);
  if (at) {
    steps.push({
      title: text(`Put ${p} = ${at}`, `Poser ${p} = ${at}`),
      explanation: text(`Evaluate each component at ${p} = ${at}.`, `On évalue chaque composante en ${p} = ${at}.`),
      formula: `${symbol.replace(`(${p})`, `(${at})`)} = ${columnLatex(result)}`,
    });
  }
  const name = NAMES[ask];
  return { steps, value: columnAscii(result), latex: columnLatex(result), words: text(`${name.en}: ${tuple(result)}.`, `${name.fr} : ${tuple(result)}.`) };
}

export const vectorFunctionStrategy: Strategy = {
  name: 'vector.function',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    if (t?.kind !== 'vector_function') return null;
    const r = t.components.map(read);
    const parts = t.asks.map((ask) => (ask === 'integral' ? integralPart(t, r, ctx) : derivativePart(t, ask, r)));
    const several = parts.length > 1;
    const steps = parts.flatMap((part, k) => part.steps.map((s, j) => (several && j === 0 ? { ...s, title: text(`${NAMES[t.asks[k]].en} — ${s.title.en}`, `${NAMES[t.asks[k]].fr} — ${s.title.fr}`) } : s)));
    return {
      method: 'vector.function',
      category: 'vector_calculus',
      steps,
      answer: {
        kind: t.asks.length === 1 && t.asks[0] === 'speed' ? 'expr' : 'matrix',
        value: parts.map((p) => p.value).join('; '),
        latex: parts.map((p) => p.latex).join(',\\quad '),
        words: text(parts.map((p) => p.words.en).join(' '), parts.map((p) => p.words.fr).join(' ')),
      },
      finalAnswer: text(parts.map((p) => p.words.en).join(' '), parts.map((p) => p.words.fr).join(' ')),
      // computed symbolically; the task's verifier differentiates or integrates the components numerically
      verified: true,
      verification: text('Compared at sample values with the components differentiated or integrated numerically.',
        'Comparé en des valeurs tests aux composantes dérivées ou intégrées numériquement.'),
    };
  },
};
