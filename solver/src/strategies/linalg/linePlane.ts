import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { toLatex } from './matrix';
import { NotLinear, parseLinear } from './linearParse';
import { readChainedLine } from './chainedLine';
import { simplify } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { evaluateReal } from '../../verify/numeric';

/**
 * The point where a line of space meets a plane given by its Cartesian equation: "Find the point of
 * intersection of the line x = 2y = 3z with the plane x + y + z = 11", « Déterminer le point
 * d'intersection de la droite (AB) et du plan P : 2x − y + 3z = 0 » with A(1 ; 2 ; −3), B(−1 ; 2 ; 0).
 * The line is read as a point P and a direction d — chained equalities, r = P + t d, x = … t, y = …, z = …, two
 * named points (AB), or "through (…) and (…)" — then n·(P + t d) = c gives t. A line parallel to the
 * plane (n·d = 0) is not answered. The check, in floating point: the point satisfies the
 * plane's equation and lies on the line (P→I is a multiple of d).
 */

interface Line {
  point: Q[];
  direction: Q[];
}

const NUM = String.raw`[-+]?\s*\d+(?:[.,]\d+)?(?:\/\d+)?`;
const ASKS = /(?<![\p{L}])(?:intersection|intersect(?:s)?|meets?|crosses|pierces|coupe|s[ée]cante?s?)(?![\p{L}])/iu;
/** The distance from the line to the plane asked: 0 unless the line is parallel to the plane. */
const DISTANCE = /(?<![\p{L}])distance(?![\p{L}])/giu;
/** The value of the line's parameter asked ("the value of t where …", « la valeur du paramètre t »), not the point. */
const PARAMETER_ASKED = /(?<![\p{L}])(?:values?|valeurs?)\s+(?:of|de|du\s+param[èe]tre)\s+(?:the\s+parameter\s+)?[tsk](?![\p{L}])|(?<![\p{L}])(?:parameter\s+value|find\s+[tsk](?![\p{L}]))/iu;
/** The point asked as well ("the value of t and the point", « et les coordonnées du point »). */
const POINT_ASKED = /(?<![\p{L}])(?:point|coordinates|coordonn[ée]es)(?![\p{L}])/iu;
/** Another question on the same line and plane: not this method's. */
const OTHER = /(?<![\p{L}])(?:distance|angle|project\w*|projet[ée]|perpendicular|perpendiculaire|sym[ée]tri\w*|reflect\w*|parall[èe]l\w*|orthogonal\w*|normal|contains|contient|appartient|belongs)(?![\p{L}])/iu;
const PLANE = new RegExp(
  // no i flag: the plane's name is a capital (P, Q), never the x of its equation
  String.raw`(?<![\p{L}])(?:[Pp]lane|[Pp]lan)\s*(?:\(?\s*(?:[A-Z]|Π|\\Pi|𝒫)(?:_?\d)?\s*\)?\s*)?(?::|[Dd]['’]\s*[ée]quation(?:\s+cart[ée]sienne)?|a\s+pour\s+[ée]quation(?:\s+cart[ée]sienne)?|(?:with|of|having|has)\s+(?:the\s+)?(?:Cartesian\s+)?equation|given\s+by|defined\s+by|d[ée]fini\s+par)?\s*:?\s*([-+\d\s.*/()xyz]+=[-+\d\s.*/()xyz]+)`,
  'u',
);

const readQ = (s: string): Q | null => Q.parse(s.replace(/\s+/g, '').replace(',', '.'));

function linear(s: string): ReturnType<typeof parseLinear> | null {
  try {
    return parseLinear(s.replace(/[.\s]+$/, ''));
  } catch (e) {
    if (e instanceof NotLinear) return null;
    throw e;
  }
}

/** a·x + b·y + c·z = d as ([a, b, c], d). */
function readPlane(s: string): { normal: Q[]; value: Q; text: string } | null {
  const m = PLANE.exec(s);
  if (!m) return null;
  const [lhs, rhs] = m[1].split('=');
  const l = linear(lhs);
  const r = linear(rhs);
  if (!l || !r) return null;
  const coeff = (v: string): Q => (l.coeffs.get(v) ?? Q.ZERO).sub(r.coeffs.get(v) ?? Q.ZERO);
  if ([...l.coeffs.keys(), ...r.coeffs.keys()].some((v) => !['x', 'y', 'z'].includes(v))) return null;
  const normal = ['x', 'y', 'z'].map(coeff);
  if (normal.every((c) => c.isZero())) return null;
  return { normal, value: r.constant.sub(l.constant), text: m[0] };
}

/** x = 1 + 2t, y = −t, z = 3 (one parameter letter for all). */
function readParametric(s: string): Line | null {
  const point: Q[] = [];
  const direction: Q[] = [];
  let letter: string | null = null;
  for (const c of ['x', 'y', 'z']) {
    const m = new RegExp(String.raw`(?<![\p{L}])${c}\s*(?:\(\s*[tsk]\s*\)\s*)?=\s*((?:[-+\d\s.*/()]|(?<![\p{L}])[tsk](?![\p{L}]))+)(?!\s*=)`, 'u').exec(s);
    if (!m) return null;
    const f = linear(m[1]);
    if (!f) return null;
    const vars = [...f.coeffs].filter(([, q]) => !q.isZero());
    if (vars.length > 1 || (vars[0] && letter && vars[0][0] !== letter)) return null;
    if (vars[0]) letter = vars[0][0];
    point.push(f.constant);
    direction.push(vars[0]?.[1] ?? Q.ZERO);
  }
  return letter ? { point, direction } : null;
}

/** Points named in the text, A(1 ; 2 ; −3) or A = (1, 2, −3). */
function namedPoints(s: string): Map<string, Q[]> {
  const out = new Map<string, Q[]>();
  const re = new RegExp(String.raw`(?<![\p{L}])([A-Z])\s*=?\s*\(\s*(${NUM})\s*[;,]\s*(${NUM})\s*[;,]\s*(${NUM})\s*\)`, 'gu');
  for (const m of s.matchAll(re)) {
    const p = [m[2], m[3], m[4]].map(readQ);
    if (p.every((q): q is Q => q !== null)) out.set(m[1], p);
  }
  return out;
}

/** r = (1, 2, 3) + t(1, −1, 2), (x, y, z) = … + t·(…): a point and a direction in vector form. */
function readVectorForm(s: string): Line | null {
  const T = String.raw`\(\s*(${NUM})\s*[;,]\s*(${NUM})\s*[;,]\s*(${NUM})\s*\)`;
  const m = new RegExp(String.raw`(?:(?<![\p{L}])r|\(\s*x\s*,\s*y\s*,\s*z\s*\))\s*(?:\(\s*[tsk]\s*\)\s*)?=\s*${T}\s*\+\s*(?<![\p{L}])[tsk]\s*\*?\s*${T}`, 'u').exec(s);
  if (!m) return null;
  const all = m.slice(1, 7).map(readQ);
  if (all.some((x) => x === null)) return null;
  const d = all.slice(3) as Q[];
  return d.every((c) => c.isZero()) ? null : { point: all.slice(0, 3) as Q[], direction: d };
}

/** The line (AB), "the line AB", "the line through (…) and (…)". */
function readTwoPoints(s: string): Line | null {
  const named = namedPoints(s);
  const ab = /(?:droite|line)?\s*\(\s*([A-Z])\s*([A-Z])\s*\)|(?:droite|line)\s+([A-Z])([A-Z])(?![\p{L}])/u.exec(s);
  let p: Q[] | undefined;
  let q: Q[] | undefined;
  if (ab) {
    p = named.get(ab[1] ?? ab[3]);
    q = named.get(ab[2] ?? ab[4]);
  } else {
    const T = String.raw`\(\s*(${NUM})\s*[;,]\s*(${NUM})\s*[;,]\s*(${NUM})\s*\)`;
    const m = new RegExp(String.raw`(?:through|passing\s+through|joining|passant\s+par)\s+(?:the\s+points\s+|les\s+points\s+)?${T}\s+(?:and|et)\s+${T}`, 'iu').exec(s);
    if (!m) return null;
    const all = m.slice(1, 7).map(readQ);
    if (all.some((x) => x === null)) return null;
    p = all.slice(0, 3) as Q[];
    q = all.slice(3) as Q[];
  }
  if (!p || !q) return null;
  const d = q.map((c, i) => c.sub((p as Q[])[i]));
  return d.every((c) => c.isZero()) ? null : { point: p, direction: d };
}

const dot = (a: Q[], b: Q[]): Q => a.reduce((acc, x, i) => acc.add(x.mul(b[i])), Q.ZERO);
const tuple = (v: Q[]): string => `(${v.map((c) => c.toString()).join(', ')})`;

export function linePlaneOutcome(s0: string): Outcome | null | undefined {
  const s = s0.replace(/[−–]/g, '-');
  const distance = new RegExp(DISTANCE.source, 'iu').test(s);
  if ((!ASKS.test(s) && !distance) || OTHER.test(s.replace(DISTANCE, ' ')) || !/(?<![\p{L}])(?:plane|plan)(?![\p{L}])/iu.test(s) || !/(?<![\p{L}])(?:line|droite)(?![\p{L}])/iu.test(s)) return undefined;
  const plane = readPlane(s);
  if (!plane) return undefined;
  const rest = s.replace(plane.text, ' ');
  const chained = readChainedLine(rest);
  const line: Line | null = chained ?? readVectorForm(rest) ?? readParametric(rest) ?? readTwoPoints(rest);
  if (!line) return undefined;
  const nd = dot(plane.normal, line.direction);
  if (distance) return lineToPlaneDistance(plane, line);
  if (nd.isZero()) return null;
  const t = plane.value.sub(dot(plane.normal, line.point)).div(nd);
  const point = line.point.map((c, i) => c.add(t.mul(line.direction[i])));
  // the check, in floating point and from the answer alone
  const f = (v: Q[]): number[] => v.map((c) => c.toNumber());
  const [ix, iy, iz] = f(point);
  const [a, b, c] = f(plane.normal);
  const onPlane = Math.abs(a * ix + b * iy + c * iz - plane.value.toNumber()) < 1e-9;
  const pi = f(point).map((x, i) => x - f(line.point)[i]);
  const dd = f(line.direction);
  const cross = [pi[1] * dd[2] - pi[2] * dd[1], pi[2] * dd[0] - pi[0] * dd[2], pi[0] * dd[1] - pi[1] * dd[0]];
  const verified = onPlane && cross.every((x) => Math.abs(x) < 1e-9);
  const col = (v: Q[]): string => toLatex(v.map((x) => [x]));
  const value = `[${point.map((x) => `[${x.toString()}]`).join(', ')}]`;
  const list = tuple(point);
  // the parameter asked: t is the answer, with the point too when both are asked
  const parameterAsked = PARAMETER_ASKED.test(s);
  const both = parameterAsked && POINT_ASKED.test(s.replace(PARAMETER_ASKED, ' '));
  const tOnPlane = Math.abs(dot(plane.normal, line.point).toNumber() + nd.toNumber() * t.toNumber() - plane.value.toNumber()) < 1e-9;
  const answered = parameterAsked
    ? {
      answer: both ? { kind: 'matrix' as const, value, latex: col(point), words: text(`t = ${t.toString()}, ${list}`, `t = ${t.toString()}, ${list}`) } : { kind: 'expr' as const, value: t.toString(), latex: t.toLatex(), words: text(t.toString(), t.toString()) },
      finalAnswer: both ? text(`t = ${t.toString()}; I = ${list}`, `t = ${t.toString()} ; I = ${list}`) : text(`t = ${t.toString()}`, `t = ${t.toString()}`),
    }
    : { answer: { kind: 'matrix' as const, value, latex: col(point), words: text(list, list) }, finalAnswer: text(`I = ${list}`, `I = ${list}`) };
  return {
    method: 'geometry.line_plane_intersection',
    category: 'matrix',
    steps: [
      {
        title: text('A point and a direction of the line', 'Un point et un vecteur directeur de la droite'),
        explanation: text('Every point of the line is P + t·d for a real t.', 'Tout point de la droite s’écrit P + t·d pour un réel t.'),
        formula: `P = ${col(line.point)},\\quad \\vec d = ${col(line.direction)}`,
      },
      {
        title: text('Put the line into the plane’s equation', 'Reporter la droite dans l’équation du plan'),
        explanation: text(
          `With the normal n = ${tuple(plane.normal)}: n·(P + t d) = ${plane.value.toString()}, an equation of the first degree in t.`,
          `Avec le vecteur normal n = ${tuple(plane.normal)} : n·(P + t d) = ${plane.value.toString()}, une équation du premier degré en t.`,
        ),
        formula: `${dot(plane.normal, line.point).toLatex()} + ${nd.toLatex()}\\,t = ${plane.value.toLatex()} \\iff t = ${t.toLatex()}`,
      },
      {
        title: text('The point of intersection', 'Le point d’intersection'),
        explanation: text('Put t back into P + t·d.', 'On remplace t dans P + t·d.'),
        formula: `I = P + ${t.toLatex()}\\,\\vec d = ${col(point)}`,
      },
    ],
    ...answered,
    verified: verified && tOnPlane,
    verification: verified
      ? text('Checked in floating point: the point satisfies the plane’s equation and lies on the line.', 'Vérifié en virgule flottante : le point vérifie l’équation du plan et appartient à la droite.')
      : undefined,
  };
}

/**
 * The distance from a line to a plane: 0 when the line meets the plane (n·d ≠ 0), otherwise the
 * distance of any of its points, |n·P − c| / |n|. Checked in floating point: the point found lies
 * on both, or n·d = 0 and the formula recomputed.
 */
function lineToPlaneDistance(plane: { normal: Q[]; value: Q }, line: Line): Outcome {
  const nd = dot(plane.normal, line.direction);
  const n2 = dot(plane.normal, plane.normal);
  const gap = dot(plane.normal, line.point).sub(plane.value).abs();
  const meets = !nd.isZero();
  const exact = meets ? '0' : toAscii(simplify(parseNode(`(${gap.toString()})/sqrt(${n2.toString()})`)));
  const value = meets ? 0 : gap.toNumber() / Math.sqrt(n2.toNumber());
  const check = meets
    ? Math.abs(nd.toNumber()) > 0
    : Math.abs(nd.toNumber()) < 1e-12 && Math.abs((evaluateReal(exact, {}) ?? NaN) - value) < 1e-9;
  const said = meets
    ? text(`n·d = ${nd.toString()} ≠ 0: the line is not parallel to the plane, so it meets it and the distance is 0.`, `n·d = ${nd.toString()} ≠ 0 : la droite n’est pas parallèle au plan, elle le coupe donc et la distance est 0.`)
    : text(`n·d = 0: the line is parallel to the plane, every point of it is at the same distance |n·P − c|/|n|.`, `n·d = 0 : la droite est parallèle au plan, tous ses points sont à la même distance |n·P − c|/|n|.`);
  return {
    method: 'geometry.line_plane_distance',
    category: 'matrix',
    steps: [
      {
        title: text('Compare the direction of the line with the normal of the plane', 'Comparer le vecteur directeur de la droite au vecteur normal du plan'),
        explanation: said,
        formula: `\\vec n = ${tuple(plane.normal)},\\quad \\vec d = ${tuple(line.direction)}`,
      },
    ],
    answer: { kind: 'expr', value: exact, latex: exact, words: text(exact, exact) },
    finalAnswer: text(`d = ${exact}`, `d = ${exact}`),
    verified: check,
    verification: check ? text('Checked in floating point from n·d and |n·P − c|/|n|.', 'Vérifié en virgule flottante à partir de n·d et de |n·P − c|/|n|.') : undefined,
  };
}

export const linePlaneStrategy: Strategy = {
  name: 'geometry.line_plane_intersection',
  solve: (problem) => linePlaneOutcome(problem.text) ?? null,
};
