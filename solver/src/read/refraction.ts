import type { TaskOf } from '../task/task';
import { degs, question, type Found, type Situation } from './formulaFamilies';

/**
 * Light crossing from one medium into another (Snell's law n₁ sin i₁ = n₂ sin i₂), as students
 * word it: "an incident ray in air (n=1.0) … glass (n=1.52) at an angle of incidence of 31.7°",
 * "from air into glass … index of refraction for glass is 1.5", « passe de l'air (n = 1,00) dans
 * l'eau (n = 1,33) ». Air or vacuum named without an index counts as 1.00. The angle of incidence
 * gives the angle of refraction, or the other way round; angles are measured from the normal.
 */
export const INDEX = /(?:(?<![\p{L}])n\s*_?\s*(?:\d|[\p{L}]+)?\s*=\s*|(?:refractive\s+index|index\s+of\s+refraction|indice(?:\s+de\s+r[ée]fraction)?)(?:\s+(?:of|for|de|du|d['’])\s+(?:the\s+|l['’]|la\s+|le\s+)?[\p{L}]+)?\s*(?:is|=|of|:|vaut|est(?:\s+de)?|égal\s+à)?\s*)(\d+(?:[.,]\d+)?)/giu;
const AIR = /\bair\b|\bvacuum\b|\bvide\b|l['’]air/i;
const ANGLE_WORDS = /refract|r[ée]fract|incid|normal|snell|descartes/i;

export function readRefraction({ raw, rest, qs }: Situation): TaskOf<'waves'> | null {
  if (!/refract|r[ée]fract/i.test(raw) || !/(?:light|ray|beam|laser|rayon|faisceau|lumi|onde)/i.test(raw)) return null;
  const D = degs(qs);
  if (D.length !== 1 || qs.length !== 1) return null;
  // an angle measured from the surface is not the one Snell's law uses
  if (/(?:with|to|from|par\s+rapport\s+à)\s+(?:the\s+|la\s+)?(?:surface|boundary|interface|dioptre)|above\s+the\s+(?:glass|water|surface)/i.test(raw)) return null;
  const indices = [...rest.matchAll(INDEX)].map((m) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, n: Number(m[1].replace(',', '.')) }));
  let left = rest;
  for (const x of [...indices, ...D].sort((a, b) => b.at - a.at)) left = `${left.slice(0, x.at)} ${left.slice(x.end)}`;
  if (/\d/.test(left) || indices.length < 1 || indices.length > 2 || indices.some((x) => !(x.n >= 1 && x.n < 5))) return null;
  const n = travelOrder(raw, rest, indices);
  if (!n) return null;
  const angle: Found = D[0];
  const before = rest.slice(Math.max(0, angle.at - 60), angle.at);
  const q = question(raw);
  const givenRefraction = /refract|r[ée]fract/i.test(before) && !/incid/i.test(before);
  if (!ANGLE_WORDS.test(before) && !/enters?|strikes?|hits?|arrives?|approach|aborde|frappe|arrive/i.test(raw)) return null;
  const knowns: Record<string, number> = { n1: n[0], n2: n[1], [givenRefraction ? 'th2' : 'th1']: angle.si };
  const want = givenRefraction ? (/incid/i.test(q) ? 'th1' : null) : /refract|r[ée]fract/i.test(q) ? 'th2' : null;
  return want ? { kind: 'waves', knowns, want, unit: '°' } : null;
}

/** The two indices in the order the light crosses, air taken as 1.00 when it is named without one. */
function travelOrder(raw: string, rest: string, indices: Array<{ at: number; n: number }>): [number, number] | null {
  if (indices.length === 2) {
    // "from glass (n=1.5) into air (n=1.0)": the order written, unless it names the second medium first
    const ordered = [...indices].sort((a, b) => a.at - b.at).map((x) => x.n);
    return [ordered[0], ordered[1]];
  }
  if (!AIR.test(raw)) return null;
  const n = indices[0].n;
  // the light leaves the air ("from air", « de l'air », "in air … approaching") or goes into it
  const intoAir = /(?:into|to|towards?|dans|vers)\s+(?:the\s+)?(?:l['’])?air\b|emerges?\s+(?:in|into)\s+(?:the\s+)?air|ressort\s+dans\s+l['’]air/i.test(rest);
  const fromAir = /(?:from|in|de|dans)\s+(?:the\s+)?(?:l['’])?air\b|\bair\s+(?:into|to|onto)\b|passe\s+de\s+l['’]air/i.test(rest);
  if (intoAir === fromAir) return fromAir && /(?:from|de)\s+(?:the\s+)?(?:l['’])?air/i.test(rest) ? [1, n] : null;
  return fromAir ? [1, n] : [n, 1];
}
