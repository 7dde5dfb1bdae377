import { SolverError } from '../errors';
import { text } from '../i18n';
import { CURVE_NAME, TUPLE, entries, unitVectorCurve } from './lineIntegral';

/**
 * A curve defined by name: "r(t) = (t, t², 1)", "r(t) = ⟨cos t, sin t⟩", "r(t) = t i + t² j + k",
 * or its derivative "r′(t) = (2t, 1)". The curvature, vector-function and other curve readers share
 * this one reading, so a spelling learnt here is learnt by all of them.
 */
export interface CurveDefinition {
  /** The function's letter: r, γ, u… */
  name: string;
  /** The letter of the parameter. */
  parameter: string;
  /** The coordinates as typed, one per entry. */
  components: string[];
  /** The text that defined it, for taking it out of the question. */
  span: string;
}

/** name(p) = tuple or name(p) = … i + … j (+ … k); with `derivative`, name′(p) = tuple only. */
export function curveDefinition(text: string, derivative = false): CurveDefinition | null {
  const prime = derivative ? `\\s*(?:'|′)` : '';
  const tuple = new RegExp(String.raw`(${CURVE_NAME})${prime}\s*\(\s*([a-z])\s*\)\s*=\s*${TUPLE}`).exec(text);
  const fromTuple = tuple ? entries(tuple[3]) : null;
  if (tuple && fromTuple) return { name: tuple[1], parameter: tuple[2], components: fromTuple, span: tuple[0] };
  // a derivative is only read as a tuple: "r′(t) = 2t i" is too easily a product with r
  if (derivative) return null;
  const named = new RegExp(String.raw`(${CURVE_NAME})\s*\(\s*([a-z])\s*\)\s*=`).exec(text);
  const units = named ? unitVectorCurve(text, named[2]) : null;
  if (!named || !units) return null;
  return { name: named[1], parameter: named[2], components: units, span: named[0] };
}

/** Entries of the first bracketed curve as typed: "<t^-1,1,t>" has three, which a decimal comma would merge. */
export function typedEntries(raw: string): number | null {
  const m = new RegExp(String.raw`${CURVE_NAME}\s*\(\s*[a-z]\s*\)\s*=\s*${TUPLE}`).exec(raw);
  return m ? entries(m[1])?.length ?? null : null;
}

/** The refusal when the curve's entries as typed and as read differ in number. */
export const decimalCommaCurve = (): SolverError =>
  new SolverError('parse', text(
    'We could not tell the curve’s coordinates from decimal numbers written with a comma: put a space after each comma between coordinates.',
    'Nous n’avons pas pu distinguer les coordonnées de la courbe de nombres décimaux écrits avec une virgule : mettez une espace après chaque virgule entre coordonnées.',
  ));
