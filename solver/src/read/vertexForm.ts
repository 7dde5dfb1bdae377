import { freeSymbols } from '../cas/node';
import { toRatFunc } from '../cas/poly';
import { toAscii } from '../format/ascii';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * A quadratic asked in vertex form, in English and French: "write y = x² + 2x + 5 in vertex form",
 * "express x² + 6x + 5 in the form (x + a)² + b", "complete the square for 2x² − 8x + 3",
 * « donner la forme canonique de f(x) = 2x² − 8x + 3 ». Read as a(x − h)² + k to write; a
 * polynomial of another degree, or a letter other than the variable, is left to the other readers.
 * "Solve … by completing the square" asks for roots and stays the equation readers'.
 */
const FORM = String.raw`(?:vertex\s+form|(?:the\s+)?form\s+(?:a\s*)?\(\s*x\s*[-+]\s*[a-z]\s*\)\s*\^\s*2\s*\+\s*[a-z])`;
const PATTERNS = [
  new RegExp(String.raw`^(?:(?:write|express|put|convert|rewrite|change|give)\s+)?(?:the\s+(?:equation|quadratic|function|expression|parabola)\s+)?(.+?)\s+(?:in|into|to)\s+${FORM}\s*[.?!]?$`, 'i'),
  new RegExp(String.raw`^(?:(?:find|give|write|what\s+is|determine)\s+)?(?:the\s+)?vertex\s+form\s+of\s+(?:the\s+(?:equation|quadratic|function|parabola)\s+)?(.+?)\s*[.?!]?$`, 'i'),
  new RegExp(String.raw`^(?:(?:write|express|put|rewrite)\s+)?(?:the\s+(?:equation|quadratic|function|parabola)\s+)?(?:in|into)\s+${FORM}\s*:?\s*(.+?)\s*[.?!]?$`, 'i'),
  /^(?:complete\s+the\s+square\s*:?\s*(?:for|of|on|in)?|completing\s+the\s+square\s*:?)\s*(?:the\s+(?:expression|quadratic)\s+)?(.+?)\s*[.?!]?$/i,
  /^(?:(?:donner|determiner|ecrire|trouver|calculer)\s+)?(?:la\s+)?forme\s+canonique\s+(?:de\s+(?:la\s+fonction\s+|l'expression\s+|f\s+definie\s+(?:sur\s+\S+\s+)?par\s+)?|d'\s*)?(.+?)\s*[.?!]?$/i,
  /^(?:mettre|ecrire)\s+(?:l'expression\s+|la\s+fonction\s+)?(.+?)\s+sous\s+(?:sa\s+)?forme\s+canonique\s*[.?!]?$/i,
  // « mettre sous forme canonique 2x² + 4x − 7 »: the expression after the form
  /^(?:mettre|ecrire)\s+sous\s+(?:sa\s+)?forme\s+canonique\s*:?\s*(?:l'expression\s+|la\s+fonction\s+)?(.+?)\s*[.?!]?$/i,
];
/** "find the vertex of y = x² − 4x + 1", « le sommet de la parabole … », "the axis of symmetry of …": read from the vertex form. */
const VERTEX = /^(?:(?:find|give|state|determine|what\s+(?:is|are)|donner|determiner|trouver|calculer|quel(?:le)?s?\s+(?:est|sont))\s+)?(?:the\s+|le\s+|les\s+|l['’]\s*)?(vertex|turning\s+point|sommet|coordonnees\s+du\s+sommet|axis\s+of\s+symmetry|axe\s+de\s+symetrie)\s+(?:of|de|du)\s+(?:the\s+(?:parabola|graph\s+of|quadratic|function)\s+|la\s+(?:parabole|courbe|fonction)\s+(?:d['’]\s*equation\s+)?|l['’]\s*equation\s+)?(.+?)\s*[.?!]?$/i;
/** "find the range of f(x) = x² − 4x + 7", « ensemble des valeurs prises par f(x) = … »: read from the vertex form. */
const RANGE = [
  /^(?:(?:find|determine|state|give|what\s+is)\s+)?(?:the\s+)?range\s+of\s+(?:the\s+(?:function|quadratic|parabola)\s+)?(.+?)\s*[.?!]?$/i,
  /^(?:(?:donner|determiner|trouver|quel\s+est)\s+)?(?:l'\s*)?ensemble\s+(?:image|des\s+valeurs(?:\s+prises)?)\s+(?:de\s+(?:la\s+fonction\s+)?|par\s+)(.+?)\s*[.?!]?$/i,
];
const DEFINED = /^\s*(?:[a-zA-Z]\s*\(\s*([a-z])\s*\)\s*=|y\s*=)\s*/;

/** The quadratic in one letter written after the request (y = …, f(x) = … or the expression), as ASCII; null for any other formula. */
function quadratic(written: string): string | null {
  const defined = DEFINED.exec(written);
  const body = written.slice(defined?.[0].length ?? 0);
  // an equation to solve ("… = 0 by completing the square") is no expression to rewrite
  if (body.includes('=')) return null;
  try {
    const node = parseNode(body);
    const letters = [...freeSymbols(node)];
    if (letters.length !== 1) return null;
    const r = toRatFunc(node, letters[0]);
    return r && r.den.deg === 0 && r.num.deg === 2 ? toAscii(node) : null;
  } catch {
    return null;
  }
}

export function readVertexForm(problem: ProblemInput): TaskOf<'transform'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'").trim();
  const vertex = VERTEX.exec(t);
  if (vertex) {
    const expr = quadratic(vertex[2]);
    return expr ? { kind: 'transform', op: 'complete_square', expr, vertex: /axis|axe/i.test(vertex[1]) ? 'axis' : 'point' } : null;
  }
  for (const re of [...PATTERNS, ...RANGE]) {
    const m = re.exec(t);
    if (!m) continue;
    const expr = quadratic(m[1]);
    return expr ? { kind: 'transform', op: 'complete_square', expr, ...(RANGE.includes(re) ? { range: true as const } : {}) } : null;
  }
  return null;
}
