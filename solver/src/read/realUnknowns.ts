import { text } from '../i18n';
import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { Q } from '../cas/rational';
import { C } from '../strategies/complex/gaussian';
import { evaluateComplex, NotComplexExpr, parseComplex } from '../strategies/complex/complexExpr';

/**
 * "Find the real numbers x and y such that (x + iy)(2 − i) = 3 + 4i", « Déterminer les réels x et y
 * tels que (1 + i)x + (2 − 3i)y = 4 »: two real unknowns in one complex equation. When it is affine
 * in x and y, its real and imaginary parts are two real linear equations: the task is that system,
 * stated back, which the system methods solve and check. Any other equation is refused by name —
 * it was read as an equation in y alone, with x a complex parameter.
 */
const ASKED = [
  /^\s*(?:find|determine|solve\s+for|give)\s+(?:all\s+)?(?:the\s+)?real\s+(?:numbers\s+)?([a-hj-z])\s+and\s+([a-hj-z])\s+(?:such\s+that|for\s+which|satisfying|if|so\s+that)\s+(.+?)\s*[.?!]?\s*$/i,
  /^\s*(?:d[ée]terminer|trouver|calculer)\s+(?:les\s+)?(?:nombres\s+)?r[ée]els\s+([a-hj-z])\s+et\s+([a-hj-z])\s+(?:tels\s+que|v[ée]rifiant)\s+(.+?)\s*[.?!]?\s*$/i,
];

const real = (v: number): C => new C(Q.of(v), Q.of(0));

/** The side with x = u and y = v written in, evaluated exactly; null when it is no complex expression. */
function at(side: string, x: string, y: string, u: C, v: C): C | null {
  const put = (s: string, name: string, val: C): string => s.replace(new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z])`, 'g'), `(${val.toAscii()})`);
  // iy, 2ix: i times the letter
  const written = side.replace(/(?<![A-Za-z])i\s*(?=[a-hj-z(])/g, 'i*');
  try {
    return evaluateComplex(parseComplex(put(put(written, x, u), y, v)), []);
  } catch (e) {
    if (e instanceof NotComplexExpr || e instanceof RangeError) return null;
    throw e;
  }
}

/** p·x + q·y, the coefficients exact, written as by hand (x − 3y, not (1)·x + (−3)·y). */
function combination(p: Q, q: Q, x: string, y: string): string {
  const term = (k: Q, v: string): string => (k.isZero() ? '' : k.isOne() ? v : k.eq(Q.of(-1)) ? `-${v}` : `${k.isInteger() ? k.toString() : `(${k.toString()})`}*${v}`);
  const out = [term(p, x), term(q, y)].filter(Boolean).join(' + ').replace(/\+ -/g, '- ');
  return out || '0';
}

export function readRealUnknowns(problem: ProblemInput): TaskOf<'solve'> | SolverError | null {
  const m = ASKED.map((re) => re.exec(problem.text)).find((r) => r !== null);
  if (!m) return null;
  const [, x, y, equation] = m;
  const sides = equation.split('=');
  if (sides.length !== 2 || !/(?<![A-Za-z])i(?![A-Za-hj-z])/.test(equation)) return null;
  const f = (u: C, v: C): C | null => {
    const l = at(sides[0], x, y, u, v);
    const r = at(sides[1], x, y, u, v);
    return l && r ? l.sub(r) : null;
  };
  const refuse = new SolverError('unsupported', text(
    `This equation is not affine in ${x} and ${y}: for two real unknowns, only a·${x} + b·${y} = c with complex a, b, c is solved here.`,
    `Cette équation n'est pas affine en ${x} et ${y} : pour deux inconnues réelles, seules les équations a·${x} + b·${y} = c, a, b, c complexes, sont résolues ici.`,
  ));
  const f0 = f(real(0), real(0));
  const fx = f(real(1), real(0));
  const fy = f(real(0), real(1));
  if (!f0 || !fx || !fy) return refuse;
  const a = fx.sub(f0);
  const b = fy.sub(f0);
  for (const [u, v] of [[2, 3], [-1, 5], [4, -2]]) {
    const val = f(real(u), real(v));
    if (!val || !val.sub(f0.add(a.mul(real(u))).add(b.mul(real(v)))).isZero()) return refuse;
  }
  // a·x + b·y = −f(0, 0), its real parts and its imaginary parts
  const d = f0.neg();
  return {
    kind: 'solve',
    relations: [
      { lhs: combination(a.re, b.re, x, y), op: '=', rhs: d.re.toString() },
      { lhs: combination(a.im, b.im, x, y), op: '=', rhs: d.im.toString() },
    ],
    unknowns: [x, y],
    domain: { kind: 'real' },
  };
}
