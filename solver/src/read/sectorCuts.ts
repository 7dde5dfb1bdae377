import { evaluateReal } from '../verify/numeric';

/** The half-plane a·x + b·y ≥ 0, bounded by a line through the origin. */
export interface HalfPlane {
  a: number;
  b: number;
}

/** A side linear and homogeneous in x and y ("2x", "sqrt(3)*y", "x/2", "-x+y", "0"): its coefficients, or null. */
function linear(side: string): { x: number; y: number } | null {
  if (/^0(?:\.0*)?$/.test(side)) return { x: 0, y: 0 };
  const signed = /^[+-]/.test(side) ? side : `+${side}`;
  // a term: a sign, an optional coefficient (no sign inside, brackets allowed), x or y, an optional divisor
  const terms = signed.match(/[+-](?:[^+\-()]|\([^()]*\))*/g);
  if (!terms || terms.join('') !== signed) return null;
  let x = 0;
  let y = 0;
  for (const term of terms) {
    const m = /^([+-])((?:[^+\-()xy]|\([^()]*\))*?)\*?([xy])(?:\/(.+))?$/.exec(term);
    if (!m) return null;
    const c = evaluateReal(`(${m[2] || '1'})/(${m[4] ?? '1'})`);
    if (c === null || !Number.isFinite(c)) return null;
    if (m[3] === 'x') x += m[1] === '-' ? -c : c;
    else y += m[1] === '-' ? -c : c;
  }
  return { x, y };
}

/**
 * The half-planes of an inequality or a chain of them ("y>=x", "0<=y<=x", "x+y>=0"), each side
 * linear and homogeneous in x and y; null when a part is not (a cut such as x ≤ 1 is no sector).
 */
export function halfPlanesOf(relation: string): HalfPlane[] | null {
  const parts = relation.split(/(<=?|>=?)/);
  const planes: HalfPlane[] = [];
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const left = linear(parts[i]);
    const right = linear(parts[i + 2]);
    if (!left || !right) return null;
    // left ≤ right: (right − left) ≥ 0
    const d = { a: right.x - left.x, b: right.y - left.y };
    if (d.a === 0 && d.b === 0) return null;
    planes.push(parts[i + 1].startsWith('<') ? d : { a: -d.a, b: -d.b });
  }
  return planes;
}

const STEP = Math.PI / 12;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** θ as an exact multiple of π/12 ("pi/4", "-pi/2", "5*pi/4"), or null. */
function exactAngle(t: number): string | null {
  const k = Math.round(t / STEP);
  if (Math.abs(k * STEP - t) > 1e-9) return null;
  if (k === 0) return '0';
  const g = gcd(Math.abs(k), 12);
  const num = k / g;
  const den = 12 / g;
  return `${num === 1 ? '' : num === -1 ? '-' : `${num}*`}pi${den === 1 ? '' : `/${den}`}`;
}

/**
 * The arc of angles where every half-plane holds — the sector they cut from a disk about the
 * origin — with exact ends lo < hi, lo in (−π, π]; null when it is empty or an end is not a
 * multiple of π/12 (then the bounds could not be written exactly).
 */
export function arcOf(planes: HalfPlane[]): { lo: string; hi: string } | null {
  if (planes.length === 0) return null;
  const turn = 2 * Math.PI;
  const norm = (t: number) => ((t % turn) + turn) % turn;
  const inside = (t: number) => planes.every((p) => p.a * Math.cos(t) + p.b * Math.sin(t) >= -1e-12);
  const ends = [...new Set(planes.flatMap((p) => {
    const phi = Math.atan2(p.b, p.a);
    return [norm(phi - Math.PI / 2), norm(phi + Math.PI / 2)].map((t) => Math.round(t * 1e9) / 1e9);
  }))].sort((u, v) => u - v);
  const arcs = ends.map((from, i) => {
    const to = i + 1 < ends.length ? ends[i + 1] : ends[0] + turn;
    return { from, to, ok: inside((from + to) / 2) };
  });
  const start = arcs.findIndex((arc, i) => arc.ok && !arcs[(i + arcs.length - 1) % arcs.length].ok);
  if (start < 0) return null;
  let end = start;
  while (arcs[(end + 1) % arcs.length].ok && (end + 1) % arcs.length !== start) end += 1;
  let lo = arcs[start].from;
  let hi = arcs[end % arcs.length].to + (end >= arcs.length ? turn : 0);
  if (hi < lo) hi += turn;
  if (lo > Math.PI + 1e-9) {
    lo -= turn;
    hi -= turn;
  }
  if (hi - lo < 1e-9) return null;
  const l = exactAngle(lo);
  const h = exactAngle(hi);
  return l && h ? { lo: l, hi: h } : null;
}
