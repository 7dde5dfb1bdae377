import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { Q } from '../cas/rational';

/**
 * "least squares line through (1, 2), (2, 3), (3, 5)", "regression line for the points …",
 * "droite des moindres carrés y = a + bx pour les points …": the line y = a + bx that fits the
 * points best. Every word must be one of these phrasings; anything else leaves the problem to
 * other readers (a misread question is worse than a refusal).
 */
const ASKS = /\bleast[- ]squares?\b|\bregression\s+line\b|\bline\s+of\s+(?:best\s+fit|regression)\b|\bbest[- ]fit(?:ting)?\s+line\b|\bmoindres\s+carr[ée]s\b|\bdroite\s+de\s+r[ée]gression\b|\bajustement\s+affine\b|\blinear\s+regression\b|\br[ée]gression\s+lin[ée]aire\b/i;

const POINT = /\(\s*([-+]?\d+(?:[.,]\d+)?(?:\/\d+)?)\s*[,;]\s*([-+]?\d+(?:[.,]\d+)?(?:\/\d+)?)\s*\)/g;

/** The model named as students write it: y = a + bx, y = mx + b, y = ax + b (and French y = ax + b). */
const MODEL = /\b(?:of\s+the\s+form\s+|de\s+la\s+forme\s+|sous\s+la\s+forme\s+)?y\s*=\s*(?:a\s*\+\s*b\s*\*?\s*x|m\s*\*?\s*x\s*\+\s*b|a\s*\*?\s*x\s*\+\s*b|b\s*\*?\s*x\s*\+\s*a|b0\s*\+\s*b1\s*\*?\s*x)\b/gi;

const FILLER = /\b(?:find|compute|calculate|determine|give|write|what|is|the|a|an|of|for|to|through|passing|fit(?:ted)?|by|using|method|line|equation|data|points?|set|given|and|with|at|[ée]quation|d[ée]terminer|calculer|donner|trouver|[ée]crire|quelle|est|la|le|les|de|des|du|pour|aux|aux\s+points|par|points?|donn[ée]es|droite|passant|au\s+sens\s+des|m[ée]thode|nuage|et|avec)\b/gi;

export function readLeastSquares(problem: ProblemInput): TaskOf<'least_squares'> | null {
  const raw = problem.raw.replace(/−/g, '-');
  if (!ASKS.test(raw)) return null;
  const points: Array<[string, string]> = [];
  let rest = raw.replace(POINT, (_m, x: string, y: string) => {
    points.push([x.replace(',', '.'), y.replace(',', '.')]);
    return ' ';
  });
  if (points.length < 2) return null;
  const xs = points.map(([x]) => Q.parse(x));
  const ys = points.map(([, y]) => Q.parse(y));
  if (xs.some((x) => x === null) || ys.some((y) => y === null)) return null;
  // one x only: every line through it is as good (no unique answer)
  if (xs.every((x) => x !== null && x.eq(xs[0] as Q))) return null;
  rest = rest.replace(ASKS, ' ').replace(MODEL, ' ').replace(FILLER, ' ').replace(/[.,;:?!'’]/g, ' ');
  if (/\S/.test(rest)) return null;
  return { kind: 'least_squares', points };
}
