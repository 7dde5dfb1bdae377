import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import { parseAscii } from '../strategies/integral/coordinates';
import { multipleAscii } from './multiple';
import { exactNumber, linearCoefficients } from './numbers';

/**
 * A homogeneous linear system of two first-order equations with constant coefficients:
 * "x' = y, y' = −x, x(0) = 1, y(0) = 0", "dx/dt = −x + y, dy/dt = −x − y", or
 * "X' = AX with A = [[4, −2], [1, 1]], X(0) = (1, 0)". Anything beyond that (a forcing term,
 * a coefficient in t, a third equation) is left unread.
 */
type Sys = TaskOf<'ode_system'>;

const EQUATION = /(?<![A-Za-z])(?:([a-z])\s*'|d\s*([a-z])\s*\/\s*d\s*([a-z]))\s*(?:\(\s*[a-z]\s*\))?\s*=\s*([^,;=]+?)(?=\s*(?:[,;]|\.(?!\d)|\band\b|\bet\b|\bwith\b|\bavec\b|\bwhere\b|\bgiven\b|\bsachant\b|\bsatisfying\b|\bsuch\s+that\b|\btelles?\s+que\b|\bv[ée]rifiant\b|$))/g;

/** x(t) written x: the unknowns without their variable. */
const withoutArguments = (s: string, u: string, v: string): string => s.replace(new RegExp(`(?<![A-Za-z])(${u}|${v})\\s*\\(\\s*[a-z]\\s*\\)`, 'g'), '$1');

/** The coefficients of a·u + b·v in a right-hand side, or null when it is not of that form. */
function coefficients(rhs: string, u: string, v: string): [string, string] | null {
  let e;
  try {
    e = parseAscii(multipleAscii(withoutArguments(rhs, u, v)));
  } catch {
    return null;
  }
  if ([...freeVars(e)].some((s) => s !== u && s !== v)) return null;
  const c = linearCoefficients(e, [u, v]);
  // homogeneous only: a constant term is a forcing term
  if (!c || Math.abs(c[0]) > 1e-12) return null;
  return [exactNumber(c[1]), exactNumber(c[2])];
}

function initialValues(text: string, u: string, v: string): [string, string] | undefined {
  const one = (n: string): string | null => new RegExp(String.raw`(?<![A-Za-z])${n}\s*\(\s*0\s*\)\s*=\s*([-+]?[\d./]+)`).exec(text)?.[1] ?? null;
  const [a, b] = [one(u), one(v)];
  return a !== null && b !== null ? [toAscii(parseAscii(a)), toAscii(parseAscii(b))] : undefined;
}

function fromEquations(text: string): Sys | null {
  const eqs = [...text.matchAll(EQUATION)];
  if (eqs.length !== 2) return null;
  const names = eqs.map((m) => m[1] ?? m[2]);
  const variable = eqs[0][3] ?? eqs[1][3] ?? 't';
  const [u, v] = names;
  if (u === v || u === variable || v === variable) return null;
  const rows = eqs.map((m) => coefficients(m[4], u, v));
  if (rows.some((r) => r === null)) return null;
  return { kind: 'ode_system', unknowns: [u, v], variable, matrix: rows as [string, string][], ...(initialValues(text, u, v) ? { initial: initialValues(text, u, v) } : {}) };
}

/** One derivative in an equation not solved for it: x', dx/dt. */
const DERIVATIVE_MARK = /(?<![A-Za-z])(?:([a-z])\s*'(?!')|d\s*([a-z])\s*\/\s*d\s*([a-z])(?![A-Za-z]))/g;
/** The letter standing for the derivative while the equation is solved for it. */
const SLOPE = 'w';

/** a·u' + b·u + c·v = 0 (any arrangement, no constant) solved for u': the row [−b/a, −c/a]. */
function solvedForDerivative(equation: string, mark: RegExpMatchArray, u: string, v: string): [string, string] | null {
  const sides = equation.replace(mark[0], ` ${SLOPE} `).split('=');
  if (sides.length !== 2 || [u, v].includes(SLOPE)) return null;
  let e;
  try {
    e = parseAscii(multipleAscii(withoutArguments(`(${sides[0]}) - (${sides[1]})`, u, v)));
  } catch {
    return null;
  }
  if ([...freeVars(e)].some((s) => s !== u && s !== v && s !== SLOPE)) return null;
  const c = linearCoefficients(e, [SLOPE, u, v]);
  if (!c || Math.abs(c[0]) > 1e-12 || Math.abs(c[1]) < 1e-12) return null;
  return [exactNumber(-c[2] / c[1]), exactNumber(-c[3] / c[1])];
}

/** "x' + 2y = 3x, 0 = −y' + 2x − 2y": each equation holds one derivative, not alone on its side. */
function fromImplicitEquations(text: string): Sys | null {
  const pieces = text.split(/\s*(?:[,;]|\.(?!\d)|\band\b|\bet\b)\s*/).filter((p) => p.includes('=') && new RegExp(DERIVATIVE_MARK.source).test(p));
  if (pieces.length !== 2) return null;
  const marks = pieces.map((p) => [...p.matchAll(DERIVATIVE_MARK)]);
  if (marks.some((m) => m.length !== 1)) return null;
  const [u, v] = marks.map((m) => m[0][1] ?? m[0][2]);
  const variable = marks[0][0][3] ?? marks[1][0][3] ?? 't';
  if (u === v || u === variable || v === variable) return null;
  const rows = pieces.map((p, k) => solvedForDerivative(p, marks[k][0], u, v));
  if (rows.some((r) => r === null)) return null;
  const initial = initialValues(text, u, v);
  return { kind: 'ode_system', unknowns: [u, v], variable, matrix: rows as [string, string][], ...(initial ? { initial } : {}) };
}

const MATRIX = String.raw`\[\s*\[\s*([^,\]]+)\s*,\s*([^\]]+)\]\s*,\s*\[\s*([^,\]]+)\s*,\s*([^\]]+)\]\s*\]`;
const DERIVATIVE = String.raw`(?:\bX\s*'|\bdX\s*\/\s*dt)\s*=\s*`;
/** X' = AX (or dX/dt = AX) with A = [[…]] said before or after, or the matrix written in place of A. */
const NAMED = new RegExp(String.raw`${DERIVATIVE}A\s*\*?\s*X\b`);
const A_IS = new RegExp(String.raw`\bA\s*=\s*${MATRIX}`);
const INLINE = new RegExp(String.raw`${DERIVATIVE}${MATRIX}\s*\*?\s*X\b`);

function fromMatrix(text: string): Sys | null {
  const m = (NAMED.test(text) ? A_IS.exec(text) : null) ?? INLINE.exec(text);
  if (!m) return null;
  const cells = m.slice(1, 5).map((c) => toAscii(parseAscii(c.trim())));
  if (cells.some((c) => freeVars(parseAscii(c)).size > 0)) return null;
  const init = /X\s*\(\s*0\s*\)\s*=\s*[([]\s*([-+]?[\d./]+)\s*,\s*([-+]?[\d./]+)\s*[)\]]/.exec(text);
  return {
    kind: 'ode_system',
    unknowns: ['x', 'y'],
    variable: 't',
    matrix: [[cells[0], cells[1]], [cells[2], cells[3]]],
    ...(init ? { initial: [toAscii(parseAscii(init[1])), toAscii(parseAscii(init[2]))] } : {}),
  };
}

/** One function asked at the end, "…: find x(t)", « … puis déterminer y(t) »: the letter, and the text without the question. */
const ONE_ASKED = /[\s,;:.]+(?:and\s+|then\s+|puis\s+|et\s+)?(?:find|determine|give|compute|d[ée]terminer|donner|calculer|en\s+d[ée]duire)\s+(?:only\s+|seulement\s+)?([a-z])\s*\(\s*([a-z])\s*\)\s*[.?!]?\s*$/iu;

export function readOdeSystem(problem: ProblemInput): Sys | null {
  const one = ONE_ASKED.exec(problem.text);
  const text = one ? problem.text.slice(0, one.index) : problem.text;
  let sys: Sys | null;
  try {
    sys = fromMatrix(text) ?? fromEquations(text) ?? fromImplicitEquations(text);
  } catch {
    return null;
  }
  if (!sys || !one) return sys;
  if (!sys.unknowns.includes(one[1]) || one[2] !== sys.variable) return null;
  // the one function asked answers alone where the initial values fix it; with constants, both are given
  return sys.initial ? { ...sys, asked: one[1] } : sys;
}
