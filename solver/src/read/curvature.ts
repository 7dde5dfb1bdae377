import { SolverError } from '../errors';
import { text } from '../i18n';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { evaluateReal } from '../verify/numeric';
import { curveDefinition, decimalCommaCurve, typedEntries } from './curveDefinition';

/**
 * The curvature of a curve: "the curvature of r(t) = (t, t²/2, t³/3) at t = 1", "r(t) = ⟨1/t, 1, t⟩,
 * find κ", « courbure de la courbe x = cos t, y = sin 2t en t = 0 », "curvature of y = x³ at x = 1";
 * or the torsion of a space curve, « la torsion de r(t) = (t, t²/2, t³/3) en t = 1 ».
 * Only a curve written in a parameter is read; a radius of curvature in optics is not this.
 */
const ASKS = /\bcurvature\b|\bcourbure\b|\btorsion\b/i;
/** The torsion of a space curve: « la torsion de la courbe », "find the torsion τ of r(t) = …". */
const TORSION = /\btorsion\b/i;

const ascii = (s: string): string => toAscii(simplify(fromMathJson(parseCalc(splitLetterProducts(s)))));

const lettersOf = (s: string): string[] => [...freeVars(fromMathJson(parseCalc(splitLetterProducts(s))))].filter((v) => v !== 'e' && v !== 'pi');

/** The curve and its parameter: r(t) = (…), r(t) = … i + … j + … k, x = …, y = … (, z = …) in one letter, or y = f(x). */
function curveOf(t: string): { parameter: string; curve: string[] } | null {
  const named = curveDefinition(t);
  if (named) return { parameter: named.parameter, curve: named.components };
  const piece = (v: string): string | undefined => new RegExp(String.raw`(?<![A-Za-z0-9_])${v}\s*(?:\(\s*[a-z]\s*\))?\s*=\s*([^,;=]+?)(?=\s*(?:,|;|\b(?:and|et|at|en|au|when|for|pour|o[uù])\b|[.?!](?:\s|$)|$))`).exec(t)?.[1];
  const [x, y, z] = ['x', 'y', 'z'].map(piece);
  if (x !== undefined && y !== undefined) {
    const curve = z === undefined ? [x, y] : [x, y, z];
    const letters = new Set(curve.flatMap(lettersOf));
    return letters.size === 1 && !['x', 'y', 'z'].includes([...letters][0]) ? { parameter: [...letters][0], curve } : null;
  }
  // the graph y = f(x): the plane curve (x, f(x))
  if (y !== undefined && lettersOf(y).every((v) => v === 'x') && lettersOf(y).length === 1) return { parameter: 'x', curve: ['x', y] };
  return null;
}

/** "at t = 1", « en t = π/2 », "at the point where t = 0", « au point de paramètre t = 1 », "for the parameter value t = 2": the parameter's value. */
const AT = /\b(?:at|en|au|when|for|pour|o[uù]|where)\s+(?:the\s+point\s+(?:where\s+)?|(?:le\s+)?point\s+(?:de\s+param[èe]tre\s+|o[uù]\s+)?|(?:the\s+)?parameter\s+value\s+|(?:la\s+)?valeur\s+(?:du\s+param[èe]tre\s+)?)?([a-z])\s*=\s*([^,;?=]+?)(?=\s*(?:[,;?]|[.](?:\s|$)|$))/;

export function readCurvature(problem: ProblemInput): TaskOf<'vector'> | SolverError | null {
  if (!ASKS.test(problem.text)) return null;
  const at = AT.exec(problem.text);
  // the value is the point's, not the curve's: x = 1 in "y = x³ at x = 1" is no coordinate
  const t = at ? problem.text.replace(at[0], ' ') : problem.text;
  let found: { parameter: string; curve: string[] } | null;
  try {
    found = curveOf(t);
  } catch {
    return null;
  }
  if (!found || (at && at[1] !== found.parameter)) return null;
  const { parameter, curve } = found;
  // a value of the parameter written where no phrase above reads it: the value at a point may be asked, never answer the function instead
  if (!at && new RegExp(String.raw`(?<![A-Za-z(])${parameter}\s*=\s*[-+]?(?:\d|pi\b|π|\()`).test(t)) {
    return new SolverError('parse', text(
      `We could not tell at which value of ${parameter} the answer is asked: write it as "at ${parameter} = 1".`,
      `Nous n’avons pas pu lire en quelle valeur de ${parameter} la réponse est demandée : écrivez-la « en ${parameter} = 1 ».`,
    ));
  }
  const torsion = TORSION.test(problem.text);
  // both asked: one answer each, never one of them silently
  if (torsion && /\bcurvature\b|\bcourbure\b/i.test(problem.text)) {
    return new SolverError('unsupported', text('We read both the curvature and the torsion asked: ask for one at a time.', 'Nous avons lu la courbure et la torsion demandées : demandez-les une à la fois.'));
  }
  // a plane curve has no torsion to speak of (it is 0): only a curve in space is read
  if (torsion && curve.length !== 3) return null;
  const extra = torsion ? { torsion: true } : {};
  const typed = typedEntries(problem.raw);
  if (typed !== null && typed !== curve.length) {
    return decimalCommaCurve();
  }
  // a point given by its coordinates: the parameter's value there, when the curve passes through it once
  const point = at ? null : new RegExp(String.raw`\b(?:at|au|en)\s+(?:the\s+)?(?:point\s+)?(?:[A-Z]\s*)?\(\s*([^()]+(?:\([^()]*\)[^()]*)*)\)`, 'i').exec(t);
  const through = point ? parameterAt(curve.map(ascii), parameter, point[1].split(/\s*[,;]\s*/)) : null;
  if (through !== null) {
    try {
      return { kind: 'vector', op: 'curvature', components: curve.map(ascii), variables: [parameter], at: [through], ...extra };
    } catch {
      return null;
    }
  }
  // one the curve does not pass through, or passes through at values not read exactly: the parameter's value asked for instead
  if (!at && /\b(?:at|au|en)\s+(?:the\s+)?(?:point\s+)?(?:[A-Z]\s*)?\(/i.test(t)) {
    return new SolverError('unsupported', text(
      `We read the point by its coordinates: give the value of the parameter there instead, e.g. "at ${parameter} = 1".`,
      `Nous avons lu le point par ses coordonnées : donnez plutôt la valeur du paramètre en ce point, par exemple « en ${parameter} = 1 ».`,
    ));
  }
  try {
    return {
      kind: 'vector',
      op: 'curvature',
      components: curve.map(ascii),
      variables: [parameter],
      ...(at ? { at: [ascii(at[2])] } : {}),
      ...extra,
    };
  } catch {
    return null;
  }
}

/**
 * The value of the parameter where the curve passes through the point: the roots of one coordinate
 * minus the point's, found by a scan of [−20, 20], kept where every coordinate agrees. Periodic curves
 * pass through a point at many values, all with the same curvature: the first one in [0, 2π) is taken.
 * The value must be read exactly (a fraction, or a fraction of π), else null.
 */
function parameterAt(curve: string[], parameter: string, coordinates: string[]): string | null {
  if (coordinates.length !== curve.length) return null;
  const target = coordinates.map((c) => evaluateReal(ascii(c)));
  if (target.some((c) => c === null)) return null;
  const gap = (k: number, u: number): number | null => {
    const v = evaluateReal(curve[k], { [parameter]: u });
    return v === null ? null : v - (target[k] as number);
  };
  const on = (u: number): boolean => curve.every((_c, k) => Math.abs(gap(k, u) ?? Infinity) < 1e-9);
  const found: number[] = [];
  for (let k = 0; k < curve.length; k++) {
    let prev = gap(k, -20);
    for (let j = 1; j <= 8000; j++) {
      const u = -20 + j / 200;
      const cur = gap(k, u);
      if (prev !== null && cur !== null && (cur === 0 || prev * cur < 0)) {
        let [lo, hi] = [u - 1 / 200, u];
        for (let n = 0; n < 80 && cur !== 0; n++) {
          const mid = (lo + hi) / 2;
          const g = gap(k, mid);
          const glo = gap(k, lo);
          if (g === null || glo === null) break;
          if (glo * g <= 0) hi = mid;
          else lo = mid;
        }
        const r = cur === 0 ? u : (lo + hi) / 2;
        if (on(r) && !found.some((q) => Math.abs(q - r) < 1e-7)) found.push(r);
      }
      prev = cur;
    }
  }
  const inTurn = found.filter((r) => r >= -1e-9 && r < 2 * Math.PI - 1e-9);
  const pick = found.length === 1 ? found[0] : inTurn[0];
  if (pick === undefined || (found.length > 1 && !periodicAgreement(curve, parameter, found))) return null;
  const exact = exactValue(pick);
  return exact === null ? null : ascii(exact);
}

/** Several values give the same point only on a periodic curve: the same position and speed at each. */
function periodicAgreement(curve: string[], parameter: string, values: number[]): boolean {
  const speed = (u: number): number[] => curve.map((c) => ((evaluateReal(c, { [parameter]: u + 1e-5 }) ?? NaN) - (evaluateReal(c, { [parameter]: u - 1e-5 }) ?? NaN)) / 2e-5);
  const first = speed(values[0]);
  return values.every((u) => speed(u).every((v, k) => Math.abs(v - first[k]) < 1e-5 * Math.max(1, Math.abs(v))));
}

/** A fraction with a small denominator, or such a fraction of π. */
function exactValue(r: number): string | null {
  for (const [scale, suffix] of [[1, ''], [Math.PI, '*pi']] as const) {
    for (let d = 1; d <= 12; d++) {
      const n = Math.round((r / scale) * d);
      if (Math.abs((n / d) * scale - r) < 1e-8) return n === 0 ? '0' : `${d === 1 ? n : `${n}/${d}`}${suffix}`;
    }
  }
  return null;
}
