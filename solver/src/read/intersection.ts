import { freeSymbols } from '../cas/node';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';
import { relationOf } from './algebra';

/**
 * Where two lines or curves meet: "Find the point of intersection of y = 2x + 1 and y = −x + 7",
 * "Where do the lines y = 3x − 2 and y = x + 4 intersect?", « Déterminer les points d'intersection
 * des courbes d'équations y = x² et y = x + 2 ». The points are the solutions of the system the two
 * equations make, in x and y.
 */
const ASK = String.raw`(?:(?:find|determine|give|calculate|compute|what\s+(?:is|are)|d[ée]terminer|trouver|calculer|donner|quels?\s+(?:est|sont))\s+)?`;
const FIGURES = String.raw`(?:(?:the\s+)?(?:straight\s+)?(?:lines?|curves?|graphs?|parabolas?|circles?)(?:\s+(?:of|with\s+equations?))?\s+|(?:les\s+|la\s+)?(?:droites?|courbes?|paraboles?|cercles?)(?:\s+repr[ée]sentatives?)?(?:\s+d['’]\s*[ée]quations?|\s+de\s+f\s+et\s+g\s+d[ée]finies\s+par)?\s+)?`;
const POINT = String.raw`(?:the\s+|les?\s+|la\s+)?(?:co-?ordinates\s+of\s+(?:the\s+)?|coordonn[ée]es\s+du?\s+|coordonn[ée]es\s+des\s+)?(?:points?\s+(?:of\s+)?intersection|intersection\s+points?|points?\s+d['’]\s*intersection|intersection)`;
const PATTERNS = [
  new RegExp(String.raw`^\s*${ASK}${POINT}\s+(?:(?:of|between|de|des|entre)\s+|d['’]\s*)${FIGURES}(.+?)\s+(?:and|et)\s+(.+?)\s*[.?]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:where|at\s+what\s+points?|at\s+which\s+points?|(?:find|determine|give)\s+(?:where|the\s+points?\s+(?:where|at\s+which)))\s+(?:do|does)?\s*${FIGURES}(.+?)\s+and\s+(.+?)\s+(?:intersect|meet|cross)(?:\s+each\s+other)?\s*[.?]?\s*$`, 'i'),
  new RegExp(String.raw`^\s*(?:where|at\s+what\s+points?|at\s+which\s+points?|(?:find|determine|give)\s+(?:where|the\s+points?\s+(?:where|at\s+which)))\s+does\s+${FIGURES}(.+?)\s+(?:intersect|meet|cross|cut)\s+(.+?)\s*[.?]?\s*$`, 'i'),
];
/** An axis as the second figure: the x-axis is y = 0, the y-axis x = 0. */
const AXES: Array<[RegExp, string]> = [
  [/^(?:the\s+)?(?:x-?\s*axis|axis\s+of\s+abscissas|axe\s+des\s+abscisses|l['’]\s*axe\s+des\s+abscisses)$/i, 'y = 0'],
  [/^(?:the\s+)?(?:y-?\s*axis|axe\s+des\s+ordonn[ée]es|l['’]\s*axe\s+des\s+ordonn[ée]es)$/i, 'x = 0'],
];

/** "the circle x² + y² = 25", « la droite d'équation y = x + 1 »: the figure named before its equation. */
const FIGURE_NAMED = /^(?:de\s+|d['’]\s*)?(?:(?:the|a|la|le)\s+)?(?:(?:straight\s+)?line|curve|circle|parabola|graph|droite|courbe|cercle|parabole)(?:\s+(?:of|with\s+equation|d['’]\s*[ée]quation))?\s*:?\s*/i;

export function readIntersection(problem: ProblemInput): TaskOf<'solve'> | null {
  const m = PATTERNS.map((re) => re.exec(problem.text)).find((x) => x !== null);
  if (!m) return null;
  const relations: Relation[] = [];
  for (const side of [m[1], m[2]]) {
    let relation: Relation | null;
    try {
      const axis = AXES.find(([re]) => re.test(side.trim()));
      relation = relationOf(parseNode(axis ? axis[1] : side.replace(FIGURE_NAMED, '')));
    } catch {
      return null;
    }
    if (!relation || relation.op !== '=') return null;
    relations.push(relation);
  }
  // the two equations of a figure in the plane, in x and y and nothing else
  const letters = new Set(relations.flatMap((r) => [...freeSymbols(parseNode(r.lhs)), ...freeSymbols(parseNode(r.rhs))]));
  if (![...letters].every((v) => v === 'x' || v === 'y') || !letters.has('x') || !letters.has('y')) return null;
  return { kind: 'solve', relations, unknowns: ['x', 'y'], domain: { kind: 'real' } };
}
