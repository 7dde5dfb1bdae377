import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { derivative } from '../strategies/derivative/differentiate';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { freeVars } from '../strategies/derivative/expr';
import { parseAscii } from '../strategies/integral/coordinates';
import { evaluateReal } from '../verify/numeric';
import { paramScope, quadratureOf } from '../verify/integral';
import { multipleAscii } from './multiple';
import { plainBodyText } from './namedBody';

/**
 * The area enclosed by a closed curve given parametrically ("the area enclosed by the ellipse
 * x = a cos t, y = b sin t, 0 ≤ t ≤ 2π", "use Green's theorem to find the area inside the astroid
 * x = cos³t, y = sin³t", « l'aire intérieure à la courbe x = …, y = … »): by Green's theorem,
 * A = ½∮(x dy − y dx) = ½∫(x y′ − y x′) dt, the curve run anticlockwise (the integrand negated
 * when it runs clockwise). The curve must close up over the range and never cross itself (checked
 * at sample values of its letters): a figure eight's signed sum is no area, and is left unread.
 */
type Integrate = TaskOf<'integrate'>;

const ENCLOSED = /\b(?:area|aire)\b[^.;?]*?\b(?:enclosed|bounded|inside|within|interior|inner|limit[ée]e?|d[ée]limit[ée]e?|int[ée]rieure?|entour[ée]e?|encl[oa]s)|\b(?:region|domaine)\s+(?:enclosed|bounded|limit[ée]|d[ée]limit[ée])|\bgreen/i;
const PARAMETER = String.raw`([tθ]|theta)`;
const COORDINATE = (v: string): string => String.raw`(?<![\w^])${v}\s*(?:\(\s*(?:[tθ]|theta)\s*\))?\s*=\s*(.+?)(?=\s*(?:,|;|\band\b|\bet\b|\bwith\b|\bfor\b|\bavec\b|\bpour\b|\bo[uù]\b|\bwhere\b|\.(?!\d)|\s(?:from|de)\s|$))`;
const X_OF = new RegExp(COORDINATE('x'), 'i');
const Y_OF = new RegExp(COORDINATE('y'), 'i');
/** An end of the range: 0, 2π, 2 pi, π/2, a letter. */
const END = String.raw`(?:\d+(?:\.\d+)?\s*\*?\s*(?:π|pi)?(?:\s*\/\s*\d+)?|(?:π|pi)(?:\s*\/\s*\d+)?|[a-zA-Z])`;
/** "0 ≤ t ≤ 2π", "t from 0 to 2π", « t ∈ [0, 2π] ». */
const RANGES = [
  new RegExp(String.raw`(?<![\w.])(-?\s*${END})\s*(?:≤|<=|⩽|<)\s*${PARAMETER}\s*(?:≤|<=|⩽|<)\s*(${END})(?!\w|\.\d)`, 'i'),
  new RegExp(String.raw`\b${PARAMETER}\s+(?:from|de|allant\s+de)\s+(-?[\w.π/*]+)\s+(?:to|à|a)\s+([\w.π/*]+)`, 'i'),
  new RegExp(String.raw`\b${PARAMETER}\s*(?:∈|\bin\b|dans)\s*[[\]]\s*(-?[\w.π/*\s]+?)\s*[,;]\s*([\w.π/*\s]+?)\s*[[\]]`, 'i'),
];

const ascii = (s: string): string => multipleAscii(s.replace(/π/g, 'pi').replace(/θ/g, 'theta').replace(/\\(?:left|right)/g, '').trim());

/** The range of the parameter as written, or a whole turn when none is said. */
function rangeOf(text: string): { lo: string; hi: string; said: boolean } | null {
  for (const [k, re] of RANGES.entries()) {
    const m = re.exec(text);
    if (!m) continue;
    const [lo, hi] = k === 0 ? [m[1], m[3]] : [m[2], m[3]];
    try {
      return { lo: ascii(lo), hi: ascii(hi), said: true };
    } catch {
      return null;
    }
  }
  return { lo: '0', hi: '2*pi', said: false };
}

/** Two segments p1p2 and p3p4 cross (proper intersection, not at shared ends). */
function cross(p1: number[], p2: number[], p3: number[], p4: number[]): boolean {
  const d = (a: number[], b: number[], c: number[]): number => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const [d1, d2, d3, d4] = [d(p3, p4, p1), d(p3, p4, p2), d(p1, p2, p3), d(p1, p2, p4)];
  return d1 * d2 < -1e-12 && d3 * d4 < -1e-12;
}

/** The curve closes up and never crosses itself, at the letters' check values; null when it cannot be evaluated. */
function simpleClosed(x: string, y: string, t: string, lo: number, hi: number, scope: Record<string, number>): boolean {
  const n = 240;
  const pts: number[][] = [];
  for (let k = 0; k <= n; k++) {
    const at = { ...scope, [t]: lo + ((hi - lo) * k) / n };
    const [px, py] = [evaluateReal(x, at), evaluateReal(y, at)];
    if (px === null || py === null) return false;
    pts.push([px, py]);
  }
  const size = Math.max(...pts.map((p) => Math.hypot(p[0], p[1])), 1e-9);
  if (Math.hypot(pts[0][0] - pts[n][0], pts[0][1] - pts[n][1]) > 1e-9 * size) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (cross(pts[i], pts[i + 1], pts[j], pts[j + 1])) return false;
    }
  }
  return true;
}

export function readParametricArea(problem: ProblemInput): Integrate | null {
  const text = plainBodyText(problem.raw);
  if (!ENCLOSED.test(text) || /\bvolume\b|\bsurface\b|\blength\b|\blongueur\b|\bbetween\b|\bentre\b/i.test(text)) return null;
  const [mx, my] = [X_OF.exec(text), Y_OF.exec(text)];
  if (!mx || !my) return null;
  let x: string;
  let y: string;
  try {
    [x, y] = [ascii(mx[1]), ascii(my[1])];
  } catch {
    return null;
  }
  const vars = new Set([...freeVars(parseAscii(x)), ...freeVars(parseAscii(y))]);
  const t = vars.has('theta') ? 'theta' : 't';
  if (!vars.has(t) || vars.has('x') || vars.has('y')) return null;
  const range = rangeOf(text);
  if (!range) return null;
  const letters = [...vars].filter((v) => v !== t && v !== 'pi' && v !== 'e');
  const scope = paramScope(letters);
  const [lo, hi] = [evaluateReal(range.lo, scope), evaluateReal(range.hi, scope)];
  if (lo === null || hi === null || !(hi > lo) || !simpleClosed(x, y, t, lo, hi, scope)) return null;
  const [X, Y] = [parseAscii(x), parseAscii(y)];
  const half = simplify(parseAscii(`((${x})*(${toAscii(derivative(Y, t))}) - (${y})*(${toAscii(derivative(X, t))}))/2`));
  const signed = quadratureOf((v) => evaluateReal(toAscii(half), { ...scope, [t]: v }), lo, hi);
  if (signed === null || Math.abs(signed) < 1e-12) return null;
  // clockwise: the same area is ½∮(y dx − x dy)
  const integrand = signed > 0 ? toAscii(half) : toAscii(simplify(parseAscii(`-(${toAscii(half)})`)));
  return { kind: 'integrate', integrand, variable: t, bounds: { lo: range.lo, hi: range.hi }, ...(letters.length ? { positive: letters as [string, ...string[]] } : {}) };
}
