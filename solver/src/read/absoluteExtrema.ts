import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { freeVars } from '../strategies/derivative/expr';
import { parseAscii } from '../strategies/integral/coordinates';
import { multipleAscii } from './multiple';

/**
 * Absolute (global) extrema of f(x, y) on a closed region: "absolute maximum and minimum of
 * f(x, y) = x² − 2xy + 2y on the rectangle 0 ≤ x ≤ 3, 0 ≤ y ≤ 2", "… on the triangular region with
 * vertices (0, 0), (9, 0), (0, 9)", « extrema absolus de f … sur le disque fermé x² + y² ≤ 4 »,
 * "global extrema of f on the disk x² + y² ≤ 1". The region is a rectangle, a polygon given by its
 * vertices or a disk centred at the origin; any other is left to the other readers.
 */
const ASKS = /\b(?:absolute|global)\s+(?:max|min|extrem)|\bextrem(?:a|ums?)\s+(?:absolus|globaux)\b|\b(?:maximum|minimum)\s+(?:et\s+(?:le\s+)?minimum\s+)?(?:absolus?|globa(?:l|ux))\b|\b(?:max(?:imum)?|min(?:imum)?)\s+(?:and\s+min(?:imum)?\s+)?values?\s+of\b.*\bon\s+the\s+(?:closed|rectangle|triangle|triangular|disk|disc|square|region)\b/i;
const NUM = String.raw`[-+]?\d+(?:\.\d+)?(?:\/\d+)?`;
const LE = String.raw`(?:<=|≤|⩽|\\le(?:q)?)`;
const POINT = String.raw`\(\s*(${NUM})\s*[,;]\s*(${NUM})\s*\)`;

function region(text: string): Pick<TaskOf<'vector'>, 'vertices' | 'radius2'> | null {
  const flat = text.replace(/²/g, '^2').replace(/[−–]/g, '-');
  const disk = new RegExp(String.raw`x\s*\^\s*2\s*\+\s*y\s*\^\s*2\s*${LE}\s*(${NUM})`).exec(flat);
  if (disk) return { radius2: disk[1] };
  if (/\bunit\s+(?:disk|disc)\b|\bdisque\s+unit[ée]\b/i.test(flat)) return { radius2: '1' };
  const radius = new RegExp(String.raw`\b(?:disk|disc|disque)\b[^.;]*?\b(?:radius|rayon)\s*(${NUM})`, 'i').exec(flat);
  if (radius) return { radius2: multipleAscii(`(${radius[1]})^2`) };
  const vertices = /\b(?:vertices|sommets|corners)\b(.*)$/i.exec(flat);
  if (vertices) {
    const points = [...vertices[1].matchAll(new RegExp(POINT, 'g'))].map((m) => [m[1], m[2]]);
    return points.length >= 3 && points.length <= 8 ? { vertices: points } : null;
  }
  const xr = new RegExp(String.raw`(${NUM})\s*${LE}\s*x\s*${LE}\s*(${NUM})`).exec(flat);
  const yr = new RegExp(String.raw`(${NUM})\s*${LE}\s*y\s*${LE}\s*(${NUM})`).exec(flat);
  const box = new RegExp(String.raw`\[\s*(${NUM})\s*,\s*(${NUM})\s*\]\s*(?:×|\*|x)\s*\[\s*(${NUM})\s*,\s*(${NUM})\s*\]`).exec(flat);
  const [a, b, c, d] = xr && yr ? [xr[1], xr[2], yr[1], yr[2]] : box ? box.slice(1, 5) : [];
  if (a === undefined) return null;
  return { vertices: [[a, c], [b, c], [b, d], [a, d]] };
}

/**
 * The closed-interval method's question: "absolute maximum and minimum values of f(x) = x³ − 3x² + 1
 * on [−1/2, 4]", "the largest and smallest values of f on the interval [0, 2]", « les extrema de f sur
 * [0 ; 3] », "for 0 ≤ x ≤ 2". The interval is closed and its ends are numbers.
 */
const ASKS_ON_INTERVAL = /\b(?:absolute|global)\s+(?:max|min|extrem)|\bextrem(?:a|ums?)\b|\b(?:max(?:imum)?|min(?:imum)?|largest|smallest|greatest|least|plus\s+(?:grande|petite))\s+(?:and\s+(?:the\s+)?(?:min(?:imum)?|smallest|least)\s+|et\s+(?:le\s+)?(?:minimum|maximum)\s+)?(?:values?|valeurs?|absolus?|globa(?:l|ux)|of|de|du)\b|\bvaleurs?\s+(?:maximale|minimale|extr[eê]mes?)\b/i;
/** An end of the interval: a number, or a multiple of π (π, 2π, π/2, 3*pi/4). */
const END = String.raw`(?:${NUM}|[-+]?(?:\d+(?:\.\d+)?\s*\*?\s*)?(?:pi|π)(?:\s*\/\s*\d+)?)`;
const INTERVAL = new RegExp(String.raw`(?:\b(?:on|over|in|sur|for|pour)\s+(?:the\s+(?:closed\s+)?interval\s+|l['’]\s*intervalle\s+(?:ferm[ée]\s+)?)?\[\s*(${END})\s*[,;]\s*(${END})\s*\]|(${END})\s*${LE}\s*x\s*${LE}\s*(${END}))`, 'i');

/** One extreme value of a function asked for itself: "the maximum value of …", « la valeur minimale de … », « le maximum de … ». */
const GLOBAL_VALUE = /\b(?:(?:maximum|minimum|largest|smallest|greatest|least)\s+value|valeur\s+(?:maximale|minimale)|(?:le\s+)?(?:maximum|minimum)\s+(?:de|du))\b/i;

function readIntervalExtrema(text: string): TaskOf<'vector'> | null {
  if (!ASKS_ON_INTERVAL.test(text)) return null;
  const f = /\b(?:[a-z]\s*\(\s*x\s*\)|y)\s*=\s*(.+?)(?=\s*,?\s+(?:on|over|in|sur|for|pour)\b|\s*,\s*-?\d+(?:\.\d+)?\s*(?:<=|≤)|\s*[;:?]|$)/i.exec(text);
  const where = f ? INTERVAL.exec(text.slice(f.index + f[0].length)) : null;
  // no interval: the greatest or least value over ℝ ("the maximum value of f(x) = −x² + 6x − 5"), asked alone
  const overR = f && !where && GLOBAL_VALUE.test(text) && /^[\s?.!]*$/.test(text.slice(f.index + f[0].length));
  if (!f || (!where && !overR)) return null;
  const [lo, hi] = where ? (where[1] !== undefined ? [where[1], where[2]] : [where[3], where[4]]).map((e) => (/π|pi/.test(e) ? multipleAscii(e.replace(/π/g, 'pi')) : e.replace(/\s+/g, ''))) : ['-oo', 'oo'];
  let expr: string;
  try {
    expr = multipleAscii(f[1].trim().replace(/[.,]$/, ''));
    if ([...freeVars(parseAscii(expr))].some((v) => v !== 'x')) return null;
  } catch {
    return null;
  }
  // one extreme value asked alone ("the absolute maximum of …"): that one; both, or "extrema", both
  const max = /\bmax|\blargest\b|\bgreatest\b|plus\s+grande/i.test(text);
  const min = /\bmin|\bsmallest\b|\bleast\b|plus\s+petite/i.test(text);
  const extremum = max && !min && !/extrem/i.test(text) ? { extremum: 'max' as const } : min && !max && !/extrem/i.test(text) ? { extremum: 'min' as const } : {};
  if (!where && !('extremum' in extremum)) return null;
  return { kind: 'vector', op: 'absolute_extrema', components: [expr], variables: ['x'], interval: [lo, hi], ...extremum };
}

export function readAbsoluteExtrema(problem: ProblemInput): TaskOf<'vector'> | null {
  const text = problem.text;
  const onInterval = readIntervalExtrema(text);
  if (onInterval) return onInterval;
  if (!ASKS.test(text)) return null;
  const f = /\b[a-z]\s*\(\s*x\s*,\s*y\s*\)\s*=\s*(.+?)(?=\s+(?:on|over|sur|in|dans|for|pour)\b|\s*[;:?]|\s*,\s*(?:on|over|sur|where|o[uù])\b|$)/i.exec(text);
  if (!f) return null;
  const where = region(text.slice(f.index + f[0].length));
  if (!where) return null;
  let expr: string;
  try {
    expr = multipleAscii(f[1].trim().replace(/[.,]$/, ''));
    if ([...freeVars(parseAscii(expr))].some((v) => v !== 'x' && v !== 'y')) return null;
  } catch {
    return null;
  }
  return { kind: 'vector', op: 'absolute_extrema', components: [expr], variables: ['x', 'y'], ...where };
}
