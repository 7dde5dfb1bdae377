import { freeSymbols } from '../cas/node';
import { toRatFunc } from '../cas/poly';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The discriminant of a quadratic asked for itself: "find the discriminant of 2x² − 3x + 5",
 * "what is the discriminant of the equation x² + x + 1 = 0", « calculer le discriminant de
 * 3x² + 2x − 1 », « Δ du trinôme … ». Read as b² − 4ac with the coefficients put in, to compute.
 */
const ASKED = /^(?:(?:find|compute|calculate|determine|give|what\s+is|calculer|calcule[rz]?|determiner|donner|quel\s+est)\s+)?(?:the\s+|le\s+)?(?:discriminant|delta|Δ)\s+(?:of|de|du)\s+(?:the\s+|l['’]\s*|la\s+|le\s+)?(?:(?:quadratic\s+)?(?:equation|expression|polynomial|trinomial|quadratic)|(?:equation|expression|polyn[oô]me|trin[oô]me))?\s*:?\s*(.+?)\s*[.?!]?$/i;

export function readDiscriminant(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const m = ASKED.exec(problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim());
  if (!m) return null;
  // "… = 0": the equation's left side, when its right side is zero
  const sides = m[1].replace(/^[a-zA-Z]\s*\(\s*[a-z]\s*\)\s*=\s*/, '').split('=');
  if (sides.length > 2 || (sides.length === 2 && sides[1].trim() !== '0')) return null;
  try {
    const node = parseNode(sides[0]);
    const letters = [...freeSymbols(node)];
    if (letters.length !== 1) return null;
    const r = toRatFunc(node, letters[0]);
    if (!r || r.den.deg !== 0 || r.num.deg !== 2) return null;
    const k = r.den.c[0];
    const [c, b, a] = [0, 1, 2].map((i) => r.num.c[i].div(k).toString());
    const put = (q: string): string => (/[-/]/.test(q) ? `(${q})` : q);
    return { kind: 'evaluate', expr: `${put(b)}^2 - 4*${put(a)}*${put(c)}`, quantity: 'discriminant' };
  } catch {
    return null;
  }
}
