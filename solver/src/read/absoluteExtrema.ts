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

export function readAbsoluteExtrema(problem: ProblemInput): TaskOf<'vector'> | null {
  const text = problem.text;
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
