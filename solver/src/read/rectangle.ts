import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';
import { phrase } from './oneNumber';

/**
 * A rectangle whose length and width are related in words, with its perimeter given, in English
 * and French: "The length of a rectangle is 3 cm more than its width. Its perimeter is 42 cm.
 * Find the length and width.", « La longueur d'un rectangle est le triple de sa largeur. Son
 * périmètre est de 48 cm. Calculer ses dimensions. ». The length is L and the width W. Every
 * sentence must be a fact read here or the question, otherwise the reader steps aside and the
 * general reader names the words it cannot read.
 */
const SIDE: Record<string, 'L' | 'W'> = { length: 'L', width: 'W', longueur: 'L', largeur: 'W' };
const OTHER = { L: 'W', W: 'L' } as const;
const UNIT = /(?<=\d)\s*(?:cm|mm|km|m|in|inches|ft|feet|yd|yards|meters|metres|units|centimeters|centimetres)\b/g;
const OF_RECTANGLE = String.raw`(?:\s+(?:of\s+(?:a|the)\s+(?:certain\s+)?rectangle|d'un\s+rectangle|du\s+rectangle))?`;

/** "the length of a rectangle is 3 more than its width", « la longueur est le double de la largeur ». */
function sideRelation(s: string): Relation | null {
  const m = new RegExp(String.raw`^(?:the|its|la|sa)\s+(length|width|longueur|largeur)${OF_RECTANGLE}\s+(?:is|measures|est|mesure)\s+(.+)$`).exec(s);
  const exceeds = /^(?:the|its|la|sa)\s+(length|width|longueur|largeur)\s+(?:exceeds|depasse)\s+(?:the|its|la|sa)\s+(length|width|longueur|largeur)\s+(?:by|de)\s+(\d+(?:\.\d+)?)$/.exec(s);
  if (exceeds) {
    const side = SIDE[exceeds[1]];
    return SIDE[exceeds[2]] === OTHER[side] ? { lhs: side, op: '=', rhs: `${OTHER[side]} + ${exceeds[3]}` } : null;
  }
  if (!m) return null;
  const side = SIDE[m[1]];
  const other = new RegExp(String.raw`\b(?:the|its|la|sa)\s+(length|width|longueur|largeur)\b`).exec(m[2]);
  if (!other || SIDE[other[1]] !== OTHER[side]) return null;
  // the other side is the unknown of the phrase: "3 more than twice its width" is 2x + 3 in the width
  const built = phrase(m[2].replace(other[0], other[0].startsWith('la') || other[0].startsWith('sa') ? 'le nombre' : 'the number'));
  return built ? { lhs: side, op: '=', rhs: built.replace(/\bx\b/g, OTHER[side]) } : null;
}

/** "its perimeter is 42", "a rectangle has a perimeter of 42", « son périmètre est de 42 ». */
function perimeter(s: string): Relation | null {
  const m = /^(?:(?:the|its|son|le)\s+perimeter?(?:\s+of\s+(?:a|the)\s+rectangle|\s+du\s+rectangle)?\s+(?:is|measures|est\s+(?:de|egal\s+a)|mesure|vaut)|(?:a|the)\s+rectangle\s+has\s+a\s+perimeter\s+of|un\s+rectangle\s+a\s+(?:un|pour)\s+perimetre\s+(?:de)?)\s+(\d+(?:\.\d+)?)$/.exec(s.replace('perimetre', 'perimeter'));
  return m ? { lhs: '2*L + 2*W', op: '=', rhs: m[1] } : null;
}

const QUESTION = /^(?:so\s+)?(?:find|what\s+are|determine|calculate|give|calculer|determiner|trouver|quelles\s+sont)\s+(?:the|its|ses|les|la)?\s*(?:dimensions(?:\s+of\s+the\s+rectangle|\s+du\s+rectangle)?|length\s+and\s+(?:the\s+)?width|width\s+and\s+(?:the\s+)?length|longueur\s+et\s+(?:la\s+)?largeur|largeur\s+et\s+(?:la\s+)?longueur)$/;

export function readRectangle(problem: ProblemInput): TaskOf<'solve'> | null {
  const t = (problem.raw ?? problem.text).normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘]/g, "'").toLowerCase().replace(/(?<=\d)\s*,(?=\d)/g, '.').replace(UNIT, '').replace(/\s+/g, ' ').trim();
  if (!/\brectangle\b/.test(t)) return null;
  const relations: Relation[] = [];
  let asked = false;
  for (const sentence of t.split(/\s*(?:[.?!;:](?:\s+|$)|,?\s+and\s+(?=its\b|the\b)|,?\s+et\s+(?=sa\b|son\b|la\b|le\b))\s*/).filter((s) => s !== '')) {
    if (QUESTION.test(sentence)) {
      asked = true;
      continue;
    }
    const rel = sideRelation(sentence) ?? perimeter(sentence);
    if (!rel) return null;
    relations.push(rel);
  }
  const sides = relations.filter((r) => r.lhs !== '2*L + 2*W');
  if (!asked || relations.length !== 2 || sides.length !== 1) return null;
  const unit = lengthUnit(problem.raw ?? problem.text);
  return { kind: 'solve', relations, unknowns: ['L', 'W'], domain: { kind: 'real' }, ...(unit ? { units: { L: unit, W: unit } } : {}) };
}

const LENGTH_UNITS = { cm: 'cm', mm: 'mm', km: 'km', m: 'm', in: 'in', inches: 'in', ft: 'ft', feet: 'ft', yd: 'yd', yards: 'yd', meters: 'm', metres: 'm', centimeters: 'cm', centimetres: 'cm' } as const;

/** The one length unit the statement's numbers are given in, if they share one ("42 cm", "3 cm more"). */
function lengthUnit(raw: string): (typeof LENGTH_UNITS)[keyof typeof LENGTH_UNITS] | null {
  const found = new Set([...raw.toLowerCase().matchAll(UNIT)].map((m) => m[0].trim()).filter((u): u is keyof typeof LENGTH_UNITS => u in LENGTH_UNITS).map((u) => LENGTH_UNITS[u]));
  return found.size === 1 ? [...found][0] : null;
}
