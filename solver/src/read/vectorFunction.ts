import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import type { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import { type CurveDefinition, curveDefinition, decimalCommaCurve, typedEntries } from './curveDefinition';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { CURVE_NAME, TUPLE, entries } from './lineIntegral';

type Ask = TaskOf<'vector_function'>['asks'][number];

/**
 * The calculus of a vector-valued function, asked of r(t) = (…), ⟨…⟩ or … i + … j + … k:
 * "r(t) = ⟨t², sin t, eᵗ⟩, find r′(t)", "the velocity, acceleration and speed of r(t) = … at t = 1",
 * « le vecteur vitesse et le vecteur accélération de r(t) = (cos t, sin t, t) », "the unit tangent
 * vector T(t)", "∫₀¹ (t, t², 2) dt", "r′(t) = (2t, cos t, 1), r(0) = (1, 0, 0), find r(t)".
 * Questions about the curve itself (its length, curvature, normal or tangent line) and integrals of
 * a field along it are other readers'.
 */
const ASKED: Array<[Ask, RegExp]> = [
  ['second_derivative', /\bsecond\s+derivative\b|\bd[ée]riv[ée]e\s+seconde\b/i],
  ['unit_tangent', /\b[Uu]nit\s+tangent(?:\s+vector)?\b|\b[Vv]ecteur\s+tangent\s+unitaire\b|\bT\s*\(\s*[a-z]\s*\)/],
  ['velocity', /\bvelocity(?:\s+vector)?\b|\bvecteurs?\s+vitesse\b/i],
  ['acceleration', /\bacceleration(?:\s+vector)?\b|\bvecteurs?\s+acc[ée]l[ée]ration\b/i],
  ['speed', /\bspeed\b|\bnorme\s+du\s+vecteur\s+vitesse\b|\bvitesse\s+scalaire\b/i],
  ['derivative', /\bderivative\b|\bdifferentiate\b|\bd[ée]riv[ée]e\b|\bd[ée]river\b|(?<!unit\s)\btangent\s+vector\b/i],
  ['integral', /\bintegra(?:l|te)\b|\bantiderivative\b|\bint[ée]grale?\b|\bint[ée]grer\b|\bprimitive\b|(?:^|\s)int\s*_/i],
];

/** The curve's own questions, and fields integrated along it: not this reader's. */
const OTHERS = /\b(?:curvature|courbure|length|longueur|arc|normal|normale|binormal|torsion|tangent\s+line|droite\s+tangente|tangente\s+[àa]|line\s+integral|curviligne|circulation|work|travail|flux|along|le\s+long|helix|h[ée]lice|path|chemin|contour)\b|\b(?:curve|courbe)\s+C\b|\bC\s*:|\bd[rsxyz]\b|\bF\s*\(|(?:^|\s)o?int\s*_\s*\{?\s*[A-Zγ]/i;

/** "at t = 1", « en t = 0 », « à l'instant t = 2 », "when t = π": the parameter's value. */
const AT = /(?<![\p{L}\d])(?:at|when|en|pour|[àa]\s+l['’]\s*instant|[àa])\s+(?:time\s+)?([a-z])\s*=\s*([^,;?=]+?)(?=\s*(?:[,;?]|[.](?:\s|$)|$|\b(?:and|et)\b))/iu;

/** "from t = 0 to t = 1", « de 0 à 1 », "int _0^1", "over [0, 2]", "0 <= t <= 1": the bounds of an integral. */
function boundsOf(text: string, p: string): [string, string] | null {
  const from = new RegExp(String.raw`\b(?:from|de)\s+(?:${p}\s*=\s*)?([^,;]+?)\s+(?:to|[àa])\s+(?:${p}\s*=\s*)?([^,;?]+?)(?=\s*(?:[,;?]|[.](?:\s|$)|$|\b(?:and|et|dt|d${p})\b))`, 'i').exec(text);
  if (from) return [from[1], from[2]];
  const sub = /(?:^|\s)int\s*_\s*(\(?[^\s^]+?\)?)\s*\^\s*(\(?[^\s(]+?\)?|\([^()]*\))\s/.exec(text);
  if (sub) return [sub[1].replace(/^\((.*)\)$/, '$1'), sub[2].replace(/^\((.*)\)$/, '$1')];
  const over = /\b(?:over|on|sur)\s+\[\s*([^,\]]+),\s*([^\]]+)\]/i.exec(text);
  if (over) return [over[1].trim(), over[2].trim()];
  const chain = new RegExp(String.raw`([^\s,;]+)\s*<=\s*${p}\s*<=\s*([^\s,;]+)`).exec(text);
  return chain ? [chain[1], chain[2]] : null;
}

/** A component as an ASCII formula, when its only letter is the parameter (e and π are constants). */
function componentIn(component: string, p: string): string | null {
  try {
    const e = fromMathJson(parseCalc(splitLetterProducts(component)));
    return [...freeVars(e)].every((v) => v === p || v === 'e' || v === 'pi') ? toAscii(simplify(e)) : null;
  } catch {
    return null;
  }
}

/** An integral of a bare tuple: "∫ (t, t², 2) dt", "int_0^1 <1, 2t, 3t^2> dt". */
function integratedTuple(text: string): CurveDefinition | null {
  const m = new RegExp(String.raw`${TUPLE}\s*d([a-z])\b`).exec(text);
  const components = m ? entries(m[1]) : null;
  return m && components ? { name: 'r', parameter: m[2], components, span: m[0] } : null;
}

export function readVectorFunction(problem: ProblemInput): TaskOf<'vector_function'> | SolverError | null {
  const text = problem.text;
  if (OTHERS.test(text)) return null;
  // r′(t) given with r(t₀): the function is asked
  // "… k at t = 0": the value is no part of the last component
  const at = AT.exec(text);
  const defined = at ? text.replace(at[0], ' ') : text;
  const given = curveDefinition(defined, true);
  const found = given ?? curveDefinition(defined) ?? integratedTuple(defined);
  if (!found || found.components.length < 2 || found.components.length > 3) return null;
  // "<t^-1,1,t>" read as two entries: a comma taken for a decimal one
  const typed = typedEntries(problem.raw);
  if (typed !== null && typed !== found.components.length) return decimalCommaCurve();
  const { name, parameter: p } = found;
  const read = found.components.map((c) => componentIn(c, p));
  if (read.some((c) => c === null)) return null;
  const components = read as string[];
  const rest = defined.replace(found.span, ' ');
  // a second function defined alongside (u(t)·v(t), r(t) and s(t)): a question about both, not this one's
  if (new RegExp(String.raw`${CURVE_NAME}\s*\(\s*${p}\s*\)\s*=`).test(rest)) return null;
  if (given) {
    const initial = new RegExp(String.raw`\b${name}\s*\(\s*([^()]+?)\s*\)\s*=\s*${TUPLE}`).exec(rest);
    const value = initial ? entries(initial[2]) : null;
    const asked = new RegExp(String.raw`\b(?:find|determine|d[ée]terminer|trouver|calculer|compute)\s+${name}\s*\(\s*${p}\s*\)`, 'i').test(rest);
    if (!initial || !value || value.length !== components.length || !asked || initial[1] === p) return null;
    return { kind: 'vector_function', name, parameter: p, components, asks: ['integral'], initial: { at: initial[1], value } };
  }
  const primes = new RegExp(String.raw`\b${name}\s*(''|′′|″|'|′)\s*\(\s*${p}\s*\)`, 'g');
  const hits: Array<[number, Ask]> = [];
  for (const m of rest.matchAll(primes)) hits.push([m.index ?? 0, m[1].length === 2 || m[1] === '″' ? 'second_derivative' : 'derivative']);
  let scan = rest;
  for (const [ask, re] of ASKED) {
    const m = new RegExp(re.source, re.flags).exec(scan);
    if (!m) continue;
    hits.push([m.index ?? 0, ask]);
    // "second derivative" is not also a derivative
    scan = scan.slice(0, m.index) + ' '.repeat(m[0].length) + scan.slice((m.index ?? 0) + m[0].length);
  }
  const asks = [...new Set(hits.sort((a, b) => a[0] - b[0]).map(([, ask]) => ask))];
  if (asks.length === 0 || (asks.includes('integral') && asks.length > 1)) return null;
  if (at && at[1] !== p) return null;
  // an integral of the function itself: "∫ r(t) dt", "∫_0^1 (…) dt", "integrate r(t) = (…) dt" — with d of the parameter
  if (asks[0] === 'integral' && !new RegExp(String.raw`\bd${p}\b`).test(text)) return null;
  const bounds = asks[0] === 'integral' ? boundsOf(rest, p) : null;
  // a value of the parameter this reading did not take ("t = 2" in an unread phrase) would be dropped
  if (!at && !bounds && new RegExp(String.raw`\b${p}\s*=`).test(rest)) return null;
  return {
    kind: 'vector_function',
    name,
    parameter: p,
    components,
    asks,
    ...(at && asks[0] !== 'integral' ? { at: at[2].trim() } : {}),
    ...(bounds ? { bounds } : {}),
  };
}
