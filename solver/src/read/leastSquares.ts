import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { Q } from '../cas/rational';

/**
 * "least squares line through (1, 2), (2, 3), (3, 5)", "regression line for the points …",
 * "droite des moindres carrés y = a + bx pour les points …": the line y = a + bx that fits the
 * points best. Every word must be one of these phrasings; anything else leaves the problem to
 * other readers (a misread question is worse than a refusal).
 */
const ASKS = /\bleast[- ]squares?\b|\bregression\s+line\b|\bline\s+of\s+(?:best\s+fit|regression)\b|\bbest[- ]fit(?:ting)?\s+(?:straight\s+)?line\b|\bbest\s+(?:straight\s+)?line\b|\bmoindres\s+carr[ée]s\b|\bdroite\s+de\s+r[ée]gression\b|\bajustement\s+affine\b|\blinear\s+regression\b|\br[ée]gression\s+lin[ée]aire\b/i;

const COORDINATE = String.raw`[-+]?(?:\d+(?:[.,]\d+)?|\.\d+)(?:\/\d+)?`;
const POINT = new RegExp(String.raw`\(\s*(${COORDINATE})\s*[,;]\s*(${COORDINATE})\s*\)`, 'g');
/** "(t, y) = (0, 6), …": the names of the coordinates written before the data. */
const HEADER = /\(\s*([a-z])\s*[,;]\s*([a-zA-Z])\s*\)\s*=/;

/**
 * The model named as students write it, in any letters: y = a + bx, y = mx + b, y = C + Dt,
 * y = b + mx, y = β0 + β1x. The intercept is the lone letter, the slope the one times the variable.
 */
const COEF = String.raw`(?:[a-zA-Z](?:_?[01])?|β_?[01]|[αβ])`;
const MODEL = new RegExp(
  String.raw`(?<![\p{L}])(?:of\s+the\s+form\s+|de\s+la\s+forme\s+|sous\s+la\s+forme\s+)?([a-zA-Z])\s*=\s*(?:(?<i1>${COEF})\s*\+\s*(?<s1>${COEF})\s*\*?\s*(?<v1>[a-z])|(?<s2>${COEF})\s*\*?\s*(?<v2>[a-z])\s*\+\s*(?<i2>${COEF}))(?![\p{L}\d_])`,
  'u',
);

type Model = NonNullable<TaskOf<'least_squares'>['model']>;

/** The letters of the model; null when they clash (y = a + ax) or use the response as a coefficient. */
function readModel(m: RegExpExecArray): Model | null {
  const g = m.groups ?? {};
  const plain = (c: string): string => c.replace(/^β_?(?=[01])/, 'b').replace('_', '');
  const [intercept, slope, variable] = [g.i1 ?? g.i2, g.s1 ?? g.s2, g.v1 ?? g.v2].map((c) => plain(c ?? ''));
  const response = m[1];
  const letters = [response, variable, intercept, slope];
  if (new Set(letters).size !== 4 || letters.some((l) => !/^[a-zA-Zαβ]$/.test(l))) return null;
  return { response, variable, intercept, slope };
}

const FILLER = /(?<![\p{L}])(?:find|use|utiliser|l|d|straight|that|fits?|qui|associ[ée]e?s?|associated|ajuster|ajustez|une?|approximat(?:e|ing)|approximante|best|criterion|crit[èe]re|sense|sens|qui|approche|ajuste|au|mieux|meilleure?|compute|calculate|determine|give|write|what|is|the|a|an|of|for|to|through|passing|fit(?:ted)?|by|using|method|line|equation|data|points?|set|given|and|with|at|[ée]quation|d[ée]terminer|calculer|donner|trouver|[ée]crire|quelle|est|la|le|les|de|des|du|pour|aux|aux\s+points|par|points?|donn[ée]es|droite|passant|au\s+sens\s+des|m[ée]thode|nuage|et|avec)(?![\p{L}])/giu;

export function readLeastSquares(problem: ProblemInput): TaskOf<'least_squares'> | null {
  const raw = problem.raw.replace(/−/g, '-').replace(/\\alpha\b\s*/g, 'α').replace(/\\beta\b\s*/g, 'β');
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
  // the names of the coordinates, when written, must be the model's
  const header = HEADER.exec(rest);
  const written = MODEL.exec(rest);
  const model = written ? readModel(written) : null;
  if (written && !model) return null;
  if (header && (header[1] !== (model?.variable ?? 'x') || header[2] !== (model?.response ?? 'y'))) return null;
  // the request may be said twice ("the least squares regression line", « droite de régression … par les moindres carrés »)
  rest = rest.replace(HEADER, ' ').replace(new RegExp(ASKS.source, 'gi'), ' ').replace(MODEL, ' ').replace(FILLER, ' ').replace(/[.,;:?!'’{}$]/g, ' ');
  if (/\S/.test(rest)) return null;
  const usual = !model || (model.response === 'y' && model.variable === 'x' && model.intercept === 'a' && model.slope === 'b');
  return usual ? { kind: 'least_squares', points } : { kind: 'least_squares', points, model };
}
