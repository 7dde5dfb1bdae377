import { SolverError } from '../../errors';
import { text } from '../../i18n';
import { normalize } from '../../parse/normalize';
import type { Outcome, SolveContext, StepDraft, Strategy } from '../../strategy';
import type { TaskOf } from '../../task/task';
import { taskText } from '../../task/text';
import { definiteIntegralStrategy } from './definite';
import { parseCalc } from '../derivative/latex';
import { fromMathJson } from '../derivative/mathjson';
import { toAscii, toLatex } from '../derivative/print';
import { type CoordinateSystem, SYSTEMS, centredChange, changedIntegrand, fromCentre, parseAscii } from './coordinates';
import { freeVars } from '../derivative/expr';
import { polarRegion, reversedOrder } from './reorder';
import { evaluateReal } from '../../verify/numeric';
import { quadratureOf } from '../../verify/integral';

/**
 * Double and triple integrals as iterated integrals (Fubini): the innermost integral first, its
 * variable integrated with the outer ones held constant, each layer by the single-integral method
 * with its own steps; the result of one layer is the integrand of the next.
 */
const tex = (ascii: string): string => toLatex(fromMathJson(parseCalc(ascii)));
/** A bound in LaTeX: ∞ for an improper one, which is no expression to parse. */
const boundTex = (ascii: string): string => (/^\+?oo$/.test(ascii.trim()) ? '\\infty' : /^-oo$/.test(ascii.trim()) ? '-\\infty' : tex(ascii));

function layer(integrand: string, b: TaskOf<'multiple'>['bounds'][number], ctx: SolveContext): Outcome {
  const task = { kind: 'integrate' as const, integrand, variable: b.variable, bounds: { lo: b.lo, hi: b.hi } };
  const problem = { ...normalize(taskText(task)), task };
  const o = definiteIntegralStrategy.solve(problem, ctx);
  if (o?.answer?.kind === 'expr' && /^-?oo$/.test(o.answer.value.trim())) {
    throw new SolverError('unsupported', text(
      `The integral in ${b.variable} from ${b.lo} to ${b.hi} diverges: the multiple integral has no finite value.`,
      `L'intégrale en ${b.variable} de ${b.lo} à ${b.hi} diverge : l'intégrale multiple n'a pas de valeur finie.`,
    ));
  }
  if (!o?.answer || o.answer.kind !== 'expr' || /oo/.test(o.answer.value)) {
    throw new SolverError('unsupported', text(
      `No method here computes the integral in ${b.variable} of this layer.`,
      `Aucune méthode ne permet ici de calculer l'intégrale en ${b.variable} de cette étape.`,
    ));
  }
  return o;
}

/** The integrand after ∫, in brackets when it is a sum (∫ (x² + y²) dx, not ∫ x² + y² dx). */
function integrandTex(ascii: string): string {
  const t = tex(ascii);
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '{' || c === '(') depth++;
    else if (c === '}' || c === ')') depth--;
    else if (depth === 0 && (c === '+' || c === '-') && i > 0 && t[i - 1] === ' ') return `\\left(${t}\\right)`;
  }
  return t;
}

type Bounds = TaskOf<'multiple'>['bounds'];

const GREEK: Record<string, string> = { theta: 'θ', phi: 'φ', rho: 'ρ' };
const letter = (v: string): string => GREEK[v] ?? v;

const signOf = (bounds: Bounds): string => [...bounds].reverse().map((b) => `\\int_{${boundTex(b.lo)}}^{${boundTex(b.hi)}}`).join(' ');
const diffsOf = (bounds: Bounds): string => bounds.map((b) => `\\,d${tex(b.variable)}`).join('');

/** Points inside the region of the outer bounds (innermost first): a few fractions of each range, outermost first. */
function insidePoints(outer: Bounds): Array<Record<string, number>> {
  let points: Array<Record<string, number>> = [{}];
  for (const b of [...outer].reverse()) {
    points = points.flatMap((p) => {
      const [lo, hi] = [evaluateReal(b.lo, p), evaluateReal(b.hi, p)];
      return lo === null || hi === null || !Number.isFinite(lo) || !Number.isFinite(hi) ? [] : [0.23, 0.61, 0.87].map((t) => ({ ...p, [b.variable]: lo + (hi - lo) * t }));
    });
  }
  return points;
}

/**
 * A layer's own check runs the outer variables at values of its choosing, where a bound such as
 * √(1 − y²) may have no value (y = 1.3): the layer is then checked at points inside the region,
 * its result against a quadrature in its variable.
 */
function holdsInside(integrand: string, b: Bounds[number], result: string, outer: Bounds): boolean {
  const points = insidePoints(outer);
  return points.length > 0 && points.every((p) => {
    const [lo, hi, exact] = [evaluateReal(b.lo, p), evaluateReal(b.hi, p), evaluateReal(result, p)];
    if (lo === null || hi === null || exact === null) return false;
    const q = quadratureOf((v) => evaluateReal(integrand, { ...p, [b.variable]: v }), lo, hi);
    return q !== null && Math.abs(q - exact) <= 1e-6 * Math.max(1, Math.abs(exact));
  });
}

/** The layers of an iterated integral, innermost first, each with its steps; the last result is the value. */
function iterate(integrand: string, bounds: Bounds, ctx: SolveContext): { steps: StepDraft[]; value: string; verified: boolean } {
  const steps: StepDraft[] = [];
  let verified = true;
  bounds.forEach((b, k) => {
    ctx.checkTime();
    const o = layer(integrand, b, ctx);
    const held = bounds.slice(k + 1).map((x) => letter(x.variable));
    const name = letter(b.variable);
    steps.push({
      title: text(k === 0 ? `Inner integral in ${name}` : `Integral in ${name}`, k === 0 ? `Intégrale intérieure en ${name}` : `Intégrale en ${name}`),
      explanation: held.length
        ? text(`Integrate from ${b.lo} to ${b.hi}, with ${held.join(', ')} held constant.`, `On intègre de ${b.lo} à ${b.hi}, ${held.join(', ')} étant fixé(s).`)
        : text(`Integrate the result from ${b.lo} to ${b.hi}.`, `On intègre le résultat de ${b.lo} à ${b.hi}.`),
      formula: `\\int_{${boundTex(b.lo)}}^{${boundTex(b.hi)}} ${integrandTex(integrand)}\\,d${tex(b.variable)} = ${o.answer?.latex ?? ''}`,
    });
    steps.push(...o.steps.slice(1, -1));
    verified &&= o.verified || (o.answer?.kind === 'expr' && holdsInside(integrand, b, o.answer.value, bounds.slice(k + 1)));
    integrand = o.answer?.value ?? integrand;
  });
  return { steps, value: integrand, verified };
}

const fubini = (bounds: Bounds, integrand: string): StepDraft => ({
  title: text('Write it as iterated integrals', 'Écrire des intégrales itérées'),
  explanation: text(
    `By Fubini's theorem, integrate in ${bounds[0].variable} first, the other variables held constant, then outwards.`,
    `D'après le théorème de Fubini, on intègre d'abord en ${bounds[0].variable}, les autres variables étant fixées, puis vers l'extérieur.`,
  ),
  formula: `${signOf(bounds)} ${integrandTex(integrand)}${diffsOf(bounds)}`,
});

function changeStep(system: CoordinateSystem, original: string, bounds: Bounds, changed: string, centre?: readonly [string, string]): StepDraft {
  const spec = SYSTEMS[system];
  const d = bounds.length === 2 ? 'dA' : 'dV';
  if (centre) {
    const at = `(${centre.join(', ')})`;
    return {
      title: text(`Change to polar coordinates about ${at}`, `Passer en coordonnées polaires de centre ${at}`),
      explanation: text(
        `The disk is centred at ${at}: measure r and θ from its centre, x = ${centre[0]} + r cos θ, y = ${centre[1]} + r sin θ, and multiply by the Jacobian r.`,
        `Le disque a pour centre ${at} : on mesure r et θ depuis son centre, x = ${centre[0]} + r cos θ, y = ${centre[1]} + r sin θ, et on multiplie par le jacobien r.`,
      ),
      formula: `${centredChange(tex(centre[0]), tex(centre[1]))} \\quad\\Rightarrow\\quad \\int ${integrandTex(original)}\\,${d} = ${signOf(bounds)} ${integrandTex(changed)}${diffsOf(bounds)}`,
    };
  }
  return {
    title: text(`Change to ${spec.name.en}`, `Passer en ${spec.name.fr}`),
    explanation: text(
      `The region is described simply in ${spec.name.en}: write x, y${bounds.length === 3 ? ', z' : ''} in terms of ${spec.variables.map(letter).join(', ')} and multiply by the Jacobian ${spec.jacobianText}.`,
      `Le domaine se décrit simplement en ${spec.name.fr} : on exprime x, y${bounds.length === 3 ? ', z' : ''} en fonction de ${spec.variables.map(letter).join(', ')} et on multiplie par le jacobien ${spec.jacobianText}.`,
    ),
    formula: `${spec.change} \\quad\\Rightarrow\\quad \\int ${integrandTex(original)}\\,${d} = ${signOf(bounds)} ${integrandTex(changed)}${diffsOf(bounds)}`,
  };
}

/** A rectangle's two constant ranges in the other order (Fubini: the value is the same). */
function rectangleSwapped(bounds: Bounds): Bounds | null {
  if (bounds.length !== 2 || bounds.some((b) => freeVars(parseAscii(b.lo)).size + freeVars(parseAscii(b.hi)).size > 0)) return null;
  return [bounds[1], bounds[0]];
}

/** The same region described again: reversed order, or polar coordinates; null when neither applies. */
function redescribe(t: TaskOf<'multiple'>, polarOnly = false): { bounds: Bounds; integrand: string; step: StepDraft } | null {
  const swapped = polarOnly ? null : rectangleSwapped(t.bounds);
  const reversed = polarOnly ? null : swapped ?? reversedOrder(t.bounds);
  if (reversed) {
    return {
      bounds: reversed,
      integrand: t.integrand,
      step: {
        title: text('Reverse the order of integration', "Inverser l'ordre d'intégration"),
        explanation: swapped ? text(
          `In this order one of the integrals has no elementary antiderivative. Over a rectangle the order can be exchanged (Fubini): integrate in ${reversed[0].variable} first.`,
          `Dans cet ordre l'une des intégrales n'a pas de primitive élémentaire. Sur un rectangle, on peut échanger l'ordre (Fubini) : on intègre d'abord en ${reversed[0].variable}.`,
        ) : text(
          `The inner integral in ${t.bounds[0].variable} has no elementary antiderivative. The same region, described with ${reversed[1].variable} outside, gives ${reversed[0].lo} ≤ ${reversed[0].variable} ≤ ${reversed[0].hi} for ${reversed[1].lo} ≤ ${reversed[1].variable} ≤ ${reversed[1].hi}.`,
          `L'intégrale intérieure en ${t.bounds[0].variable} n'a pas de primitive élémentaire. Le même domaine, décrit avec ${reversed[1].variable} à l'extérieur, donne ${reversed[0].lo} ≤ ${reversed[0].variable} ≤ ${reversed[0].hi} pour ${reversed[1].lo} ≤ ${reversed[1].variable} ≤ ${reversed[1].hi}.`,
        ),
        formula: `${signOf(t.bounds)} ${integrandTex(t.integrand)}${diffsOf(t.bounds)} = ${signOf(reversed)} ${integrandTex(t.integrand)}${diffsOf(reversed)}`,
      },
    };
  }
  const polar = polarRegion(t.bounds);
  if (polar) {
    const changed = toAscii(changedIntegrand(parseAscii(t.integrand), 'polar'));
    return { bounds: polar, integrand: changed, step: changeStep('polar', t.integrand, polar, changed) };
  }
  return null;
}

/** The area of the graph z = g over the region: the integral of its area element. */
const areaElement = (g: string, element: string): StepDraft => ({
  title: text('Area element of the surface', 'Élément d’aire de la surface'),
  explanation: text(
    `The surface is the graph z = ${g}: its area is the double integral over the region of √(1 + z_x² + z_y²).`,
    `La surface est le graphe z = ${g} : son aire est l'intégrale double sur le domaine de √(1 + z_x² + z_y²).`,
  ),
  formula: `dS = \\sqrt{1 + \\left(\\frac{\\partial z}{\\partial x}\\right)^2 + \\left(\\frac{\\partial z}{\\partial y}\\right)^2}\\,dA = ${tex(element)}\\,dA`,
});

/** ∬_S f dS over the graph z = g: f on the surface times its area element, integrated over the region. */
const surfaceIntegrand = (g: string, f: string, integrand: string): StepDraft => ({
  title: text('Surface integral over a graph', 'Intégrale de surface sur un graphe'),
  explanation: text(
    `The surface is the graph z = ${g}: dS = √(1 + z_x² + z_y²) dA, and f = ${f} is taken on the surface (z replaced by ${g}).`,
    `La surface est le graphe z = ${g} : dS = √(1 + z_x² + z_y²) dA, et f = ${f} est prise sur la surface (z remplacé par ${g}).`,
  ),
  formula: `\\iint_S ${tex(f)}\\,dS = \\iint_D ${tex(integrand)}\\,dA`,
});

/** Green's theorem: the circulation around the boundary is the double integral of ∂Q/∂x − ∂P/∂y. */
const greenStep = (g: NonNullable<TaskOf<'multiple'>['green']>, integrand: string): StepDraft => ({
  title: text("Green's theorem", 'Formule de Green-Riemann'),
  explanation: text(
    `With P = ${g.p} and Q = ${g.q}, the integral around the boundary${g.clockwise ? ' (clockwise: the opposite of the positive direction)' : ', run counterclockwise,'} is the double integral over the region of ∂Q/∂x − ∂P/∂y.`,
    `Avec P = ${g.p} et Q = ${g.q}, l'intégrale le long du bord${g.clockwise ? ' (sens horaire : l’opposé du sens direct)' : ', parcouru dans le sens direct,'} est l'intégrale double sur le domaine de ∂Q/∂x − ∂P/∂y.`,
  ),
  formula: `${g.clockwise ? '-' : ''}\\oint_{\\partial D} P\\,dx + Q\\,dy = ${g.clockwise ? '-' : ''}\\iint_D \\left(\\frac{\\partial Q}{\\partial x} - \\frac{\\partial P}{\\partial y}\\right) dA, \\quad \\iint_D ${integrandTex(integrand)}\\,dA`,
});

/** The flux as a double integral over the region under a graph, or by the divergence theorem as a triple integral. */
function fluxStep(f: NonNullable<TaskOf<'multiple'>['flux']>, integrand: string): StepDraft {
  // the flux of curl F through a closed surface: the field whose flux is taken is curl F
  const field = f.circulation && !f.graph ? `curl F = (${f.field.join(', ')}), F = (${f.circulation.join(', ')})` : `F = (${f.field.join(', ')})`;
  if (f.graph && f.circulation) {
    const F = `F = (${f.circulation.join(', ')})`;
    return {
      title: text("Stokes' theorem", 'Formule de Stokes'),
      explanation: text(
        `The curve bounds the part of the surface z = ${f.graph} over the region. By Stokes' theorem the circulation of ${F} around it, run ${f.reversed ? 'clockwise' : 'counterclockwise'} seen from above, is the flux of curl F = (${f.field.join(', ')}) through that surface, oriented ${f.reversed ? 'downward' : 'upward'}: the double integral over the region of ${f.reversed ? '−' : ''}curl F(x, y, g(x, y))·(−g_x, −g_y, 1).`,
        `La courbe borde la partie de la surface z = ${f.graph} au-dessus du domaine. Par la formule de Stokes, la circulation de ${F} le long de cette courbe, parcourue dans le sens ${f.reversed ? 'horaire' : 'direct'} vu d’en haut, est le flux de rot F = (${f.field.join(', ')}) à travers cette surface, orientée vers le ${f.reversed ? 'bas' : 'haut'} : l'intégrale double sur le domaine de ${f.reversed ? '−' : ''}rot F(x, y, g(x, y))·(−g_x, −g_y, 1).`,
      ),
      formula: `\\oint_C \\vec F\\cdot d\\vec r = \\iint_S (\\nabla\\times\\vec F)\\cdot d\\vec S = \\iint_D ${integrandTex(integrand)}\\,dA`,
    };
  }
  if (f.graph) {
    return {
      title: text('Flux through a graph', 'Flux à travers un graphe'),
      explanation: text(
        `For the surface z = ${f.graph} oriented ${f.reversed ? 'downward' : 'upward'}, the flux of ${field} is the double integral over the region of ${f.reversed ? '−' : ''}F(x, y, g(x, y))·(−g_x, −g_y, 1).`,
        `Pour la surface z = ${f.graph} orientée vers le ${f.reversed ? 'bas' : 'haut'}, le flux de ${field} est l'intégrale double sur le domaine de ${f.reversed ? '−' : ''}F(x, y, g(x, y))·(−g_x, −g_y, 1).`,
      ),
      formula: `\\iint_S \\vec F\\cdot d\\vec S = \\iint_D ${integrandTex(integrand)}\\,dA`,
    };
  }
  return {
    title: text('Divergence theorem', 'Formule d’Ostrogradski'),
    explanation: text(
      `The surface is closed: the ${f.reversed ? 'inward' : 'outward'} flux of ${field} is ${f.reversed ? 'minus ' : ''}the triple integral of div F over the solid it bounds.`,
      `La surface est fermée : le flux ${f.reversed ? 'entrant' : 'sortant'} de ${field} est ${f.reversed ? 'l’opposé de ' : ''}l'intégrale triple de div F sur le solide qu'elle limite.`,
    ),
    formula: `\\operatorname{div}\\vec F = ${tex(f.reversed ? `-(${integrand})` : integrand)}, \\quad ${f.reversed ? '-' : ''}\\oiint_S \\vec F\\cdot d\\vec S = \\iiint_E ${integrandTex(integrand)}\\,dV`,
  };
}

/** A disk region with x² + y² in the integrand: polar coordinates first, as a teacher would. */
const polarFirst = (t: TaskOf<'multiple'>): boolean => polarRegion(t.bounds) !== null && /x\^2 \+ y\^2/.test(t.integrand);

/** The letters of a bound or an integrand; an infinite bound (oo) has none. */
function lettersOf(f: string): string[] {
  try {
    return /^\s*[-+]?oo\s*$/.test(f) ? [] : [...freeVars(parseAscii(f))];
  } catch {
    return [];
  }
}

export const multipleIntegralStrategy: Strategy = {
  name: 'integral.multiple',
  solve(problem, ctx): Outcome | null {
    const t = problem.task;
    // the centre of mass and a uniform body's moment of inertia are quotients of such integrals, their own methods'
    if (t?.kind !== 'multiple' || t.centreOfMass || t.totalMass || t.average) return null;
    const steps: StepDraft[] = t.surface && t.scalar ? [surfaceIntegrand(t.surface, t.scalar, t.integrand)] : t.surface ? [areaElement(t.surface, t.integrand)] : t.green ? [greenStep(t.green, t.integrand)] : t.flux ? [fluxStep(t.flux, t.integrand)] : [];
    let result: ReturnType<typeof iterate>;
    if (t.coordinates) {
      const seen = t.centre ? fromCentre(parseAscii(t.integrand), t.centre) : parseAscii(t.integrand);
      const changed = toAscii(changedIntegrand(seen, t.coordinates));
      steps.push(changeStep(t.coordinates, t.integrand, t.bounds, changed, t.centre), fubini(t.bounds, changed));
      result = iterate(changed, t.bounds, ctx);
    } else if (polarFirst(t)) {
      const again = redescribe(t, true) as NonNullable<ReturnType<typeof redescribe>>;
      steps.push(again.step);
      result = iterate(again.integrand, again.bounds, ctx);
    } else {
      try {
        steps.push(fubini(t.bounds, t.integrand));
        result = iterate(t.integrand, t.bounds, ctx);
      } catch (e) {
        const again = e instanceof SolverError ? redescribe(t) : null;
        if (!again) throw e;
        steps.splice(0, steps.length, again.step);
        result = iterate(again.integrand, again.bounds, ctx);
      }
    }
    steps.push(...result.steps);
    const value = result.value;
    // bounds in the wrong order leave a variable of integration in the value: no region was described;
    // a constant of the problem (a radius a, a density k) may stay
    const integrated = new Set(['x', 'y', 'z', ...t.bounds.map((b) => b.variable)]);
    const constants = new Set([t.integrand, ...t.bounds.flatMap((b) => [b.lo, b.hi])].flatMap(lettersOf).filter((v) => !integrated.has(v)));
    const left = [...freeVars(parseAscii(value))].filter((v) => v !== 'e' && v !== 'pi' && !constants.has(v));
    if (left.length) {
      throw new SolverError('unsupported', text(
        `These bounds do not describe a region: the result still depends on ${left.join(', ')}. An outer bound may use only the variables integrated after it.`,
        `Ces bornes ne décrivent pas un domaine : le résultat dépend encore de ${left.join(', ')}. Une borne extérieure ne peut utiliser que les variables intégrées après elle.`,
      ));
    }
    return {
      method: 'integral.multiple',
      category: 'multiple_integral',
      steps,
      answer: { kind: 'expr', value, latex: tex(value), words: t.massUnit ? text(`The mass is ${value} ${t.massUnit}.`, `La masse vaut ${value} ${t.massUnit}.`) : text(`The integral equals ${value}.`, `L'intégrale vaut ${value}.`) },
      // a mass whose density had a unit is said with its unit
      finalAnswer: t.massUnit ? text(`M = ${value} ${t.massUnit}`, `M = ${value} ${t.massUnit}`) : text(value, value),
      verified: result.verified,
      verification: text('Compared with a nested Gauss–Legendre quadrature of the original integrand over the region.',
        "Comparée à une quadrature de Gauss–Legendre imbriquée de l'intégrande d'origine sur le domaine."),
    };
  },
};
