import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The area or the perimeter of a rectangle whose length and width are given, in English and
 * French: "A rectangle has a length of 12 cm and a width of 5 cm. What is its area?", « Un rectangle
 * a pour longueur 8 m et pour largeur 3 m. Calculer son périmètre. ». Read as A = L·W or
 * P = 2(L + W), answered with its unit (cm², m). Both sides must be in the same unit; any other
 * sentence leaves the problem to the other readers.
 */
const UNITS = { mm: 'mm', cm: 'cm', m: 'm', km: 'km', in: 'in', inches: 'in', ft: 'ft', feet: 'ft', yd: 'yd', yards: 'yd', meters: 'm', metres: 'm', centimeters: 'cm', centimetres: 'cm', metre: 'm', meter: 'm' } as const;
type Length = (typeof UNITS)[keyof typeof UNITS];
const LEN = String.raw`(\d+(?:[.,]\d+)?)\s*(mm|cm|km|m|in|inches|ft|feet|yd|yards|meters?|metres?|centimeters|centimetres)\b`;
const SIDE = (words: string): RegExp => new RegExp(String.raw`\b(?:${words})\s+(?:of\s+|is\s+|de\s+|est\s+(?:de\s+)?|=\s*|:\s*)?${LEN}`, 'i');
/** "12 cm long", "3 m wide": the number before its word. */
const BEFORE = (word: string): RegExp => new RegExp(String.raw`${LEN}\s+(?:${word})\b`, 'i');
const LENGTH = SIDE('length|longueur|pour\\s+longueur');
const WIDTH = SIDE('width|largeur|pour\\s+largeur');
const AREA = /\b(?:area|aire|surface)\b/i;
const PERIMETER = /\b(?:perimeter|p[ée]rim[èe]tre)\b/i;
/** The words such a statement and its question are made of. */
const WORDS = new Set(`
  a an the rectangle rectangular has have with of and is its what find calculate compute determine give length width area perimeter
  garden field room floor sheet piece paper plot
  un une le la l son sa a pour longueur largeur et de est quelle quel calculer determiner donner aire perimetre surface jardin champ piece feuille terrain
`.trim().split(/\s+/));

export function readRectangleMeasure(problem: ProblemInput): TaskOf<'solve'> | null {
  const raw = (problem.raw ?? problem.text).replace(/\s+/g, ' ');
  if (!/\brectang/i.test(raw)) return null;
  const area = AREA.test(raw);
  if (area === PERIMETER.test(raw)) return null;
  const l = LENGTH.exec(raw) ?? BEFORE('long').exec(raw);
  const w = WIDTH.exec(raw) ?? BEFORE('wide').exec(raw);
  if (!l || !w) return null;
  const [ul, uw] = [l[2], w[2]].map((u) => UNITS[u.toLowerCase() as keyof typeof UNITS] as Length | undefined);
  if (!ul || ul !== uw) return null;
  const rest = raw.replace(l[0], ' ').replace(w[0], ' ').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (/\d/.test(rest) || rest.split(/[^a-z]+/).some((x) => x !== '' && !WORDS.has(x))) return null;
  const [L, W] = [l[1], w[1]].map((v) => v.replace(',', '.'));
  return area
    ? { kind: 'solve', relations: [{ lhs: 'A', op: '=', rhs: `${L}*${W}` }], unknowns: ['A'], domain: { kind: 'real' }, units: { A: `${ul}2` } }
    : { kind: 'solve', relations: [{ lhs: 'P', op: '=', rhs: `2*(${L} + ${W})` }], unknowns: ['P'], domain: { kind: 'real' }, units: { P: ul } };
}
