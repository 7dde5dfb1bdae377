import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { derivative } from '../strategies/derivative/differentiate';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { parseAscii } from '../strategies/integral/coordinates';
import { namedCurve } from './curveShapes';
import { differentialForm, entries, factorBefore, unitVectorField } from './lineIntegral';
import { splitLetterProducts } from './letterProducts';
import { planeRegionFrom } from './regionWords';
import { scaledRegion } from './lengthScale';

/**
 * Green's theorem: ∮_C P dx + Q dy around the boundary of a plane region ("where C is the boundary
 * of the square [0, 1] × [0, 1]", "around the triangle with vertices …", « le long du bord du
 * domaine … », "Use Green's theorem …") is the double integral of ∂Q/∂x − ∂P/∂y over the region,
 * its sign turned when the boundary runs clockwise. A curve given by a parametrisation or a shape
 * the line-integral reader follows is left to it.
 */
const CLOSED = /∮|\\oint|\bgreen|\bboundary\b|\bbord\b|\bfronti[èe]re\b|\bclosed\s+curve\b|\bcourbe\s+ferm[ée]e\b|\b(?:triangle|rectangle|square|carr[ée]|polygon[e]?)\b[^.]*?\b(?:vertices|sommets)\b/i;
// ∮_C, ∮C, ∫C (never the "int" of "integral")
const FORM = /(?:∮|\\oint|\bint(?![a-z])|\bintegral\s+of\b|\bint[ée]grale\s+(?:curviligne\s+)?de\b)\s*(?:_\s*\{?\s*[A-Z∂][^\s{}]*\s*\}?|C(?![A-Za-z]))?\s*(.*?)\s*(?=,|\bwhere\b|\bo[ùu](?![a-z])|\bwith\b|\bavec\b|\baround\b|\balong\b|\ble\s+long\b|\bover\b|\bsur\b|\bon\b|\bif\b|\bsi\b|$)/i;
/** The region's words: after "boundary of", « bord du », "around", "C is". */
const REGION = /\b(?:boundary\s+of|bord\s+d[eu]|fronti[èe]re\s+d[eu]|around|autour\s+d[eu]|C\s+(?:is|est|:|=)|along|le\s+long\s+d[eu]|over|sur)\s+(?:the\s+|le\s+|la\s+|l['’]\s*)?(?:(?:positively\s+oriented|closed)\s+)?(.+)$/i;
const ORIENTATION = /\s*,?\s*(?:(?:oriented|traversed|taken|run|parcouru(?:e)?|orient[ée]e?)\s+)?(?:(?:counter[\s-]?clockwise|anti[\s-]?clockwise|clockwise|positively|negatively|in\s+the\s+positive\s+direction)|(?:dans\s+le\s+)?sens\s+(?:direct|trigonom[ée]trique|positif|horaire|indirect|r[ée]trograde))\b.*$/i;
const CLOCKWISE = /(?<!counter[\s-]?|anti[\s-]?)\bclockwise\b|\bnegatively\b|sens\s+(?:horaire|indirect|r[ée]trograde)/i;

const refuse = (): SolverError => new SolverError('parse', {
  en: 'We could not read the region whose boundary is the closed curve: name it, e.g. "the boundary of the square [0, 1] × [0, 1]" or "the triangle with vertices (0, 0), (1, 0), (0, 1)".',
  fr: 'Nous n’avons pas pu lire le domaine dont la courbe fermée est le bord : nommez-le, par exemple « le bord du carré [0, 1] × [0, 1] » ou « le triangle de sommets (0, 0), (1, 0), (0, 1) ».',
});

const ascii = (s: string): string => toAscii(simplify(fromMathJson(parseCalc(splitLetterProducts(s)))));

export function readGreen(problem: ProblemInput): TaskOf<'multiple'> | SolverError | null {
  const task = greenTask(problem.text);
  if (!(task instanceof SolverError)) return task;
  // a region whose size is a letter (the circle of radius R, the square [0, a]²): read with numbers, kept as the stretch of one shape
  return scaledRegion(problem.text, (text) => {
    const sized = greenTask(text);
    return sized instanceof SolverError ? null : sized;
  }) ?? task;
}

function greenTask(text: string): TaskOf<'multiple'> | SolverError | null {
  // a curve named by its shape is the line-integral reader's, unless Green's theorem is asked for
  if (!CLOSED.test(text) || (namedCurve(text) && !/\bgreen/i.test(text)) || /\b[a-zA-Z]\s*\(\s*t\s*\)\s*=|(?<![\w^])[xy]\s*=\s*[^,;]*\b(?:cos|sin)\s*\(?\s*t\b/.test(text)) return null;
  const form = FORM.exec(text);
  // the field as a form P dx + Q dy, or named: F = (P, Q), F = P i + Q j
  const formField = form ? differentialForm(form[1]) : null;
  const named = formField ? null : /\b[A-Z]\s*(?:\(\s*x\s*,\s*y\s*\))?\s*=\s*([(<⟨](?:[^()<>⟨⟩]|\([^()]*\))*[)>⟩])/.exec(text);
  const tuple = named ? entries(named[1]) : null;
  const field = formField ?? (tuple && tuple.length > 1 ? tuple : unitVectorField(text));
  if (!field || field.length !== 2) return null;
  const after = formField && form ? form.index + form[0].length : named && tuple && tuple.length > 1 ? named.index + named[0].length : 0;
  const words = REGION.exec(text.slice(after));
  // "the line segments from (0, 0) to (1, 0), from (1, 0) to (0, 1), and from (0, 1) to (0, 0)": the polygon they close, run in that order
  const path = closedPath(text.slice(after));
  if (path) {
    const polygon = planeRegionFrom(`the ${path.length === 3 ? 'triangle' : 'rectangle'} with vertices ${path.map(([x, y]) => `(${x}, ${y})`).join(', ')}`);
    if (!polygon) return refuse();
    const factor = factorBefore(text);
    const [p, q] = field.map((c) => ascii(factor ? `(${factor})*(${c})` : c));
    const curl = toAscii(simplify(parseAscii(`(${toAscii(derivative(parseAscii(q), 'x'))}) - (${toAscii(derivative(parseAscii(p), 'y'))})`)));
    const clockwise = signedArea(path) < 0;
    return { kind: 'multiple', integrand: clockwise ? ascii(`-(${curl})`) : curl, ...polygon, green: { p, q, ...(clockwise ? { clockwise } : {}) } };
  }
  // "C is counterclockwise around the rectangle …": the way round said before the region's own words
  const region = words ? planeRegionFrom(words[1].replace(/^(?:(?:counter|anti)[\s-]?clockwise|clockwise|positively\s+oriented|oriented\s+(?:counter[\s-]?)?clockwise)\s+(?:around|along|over|autour\s+d[eu])?\s*(?:the\s+|le\s+|la\s+)?/i, '').replace(ORIENTATION, '').replace(/[.?!]\s*$/, '')) : null;
  if (!region) return refuse();
  const factor = factorBefore(text);
  const [p, q] = field.map((c) => ascii(factor ? `(${factor})*(${c})` : c));
  const curl = toAscii(simplify(parseAscii(`(${toAscii(derivative(parseAscii(q), 'x'))}) - (${toAscii(derivative(parseAscii(p), 'y'))})`)));
  const clockwise = CLOCKWISE.test(text) || visitedClockwise(words?.[1] ?? '');
  return { kind: 'multiple', integrand: clockwise ? ascii(`-(${curl})`) : curl, ...region, green: { p, q, ...(clockwise ? { clockwise } : {}) } };
}

/** Twice the signed area of a polygon, its vertices in the order visited: negative when they run clockwise. */
function signedArea(pts: number[][]): number {
  return pts.reduce((sum, [x, y], k) => {
    const [u, v] = pts[(k + 1) % pts.length];
    return sum + x * v - u * y;
  }, 0);
}

/**
 * The vertices of a closed path of segments written end to end ("from (0, 0) to (1, 0), from (1, 0)
 * to (0, 1), and from (0, 1) to (0, 0)", « de (0, 0) à (1, 0), puis de (1, 0) à … »): each segment
 * starts where the one before ends and the last ends at the first's start; three or four of them.
 */
function closedPath(words: string): number[][] | null {
  const point = String.raw`\(\s*(-?[\d.]+)\s*[,;]\s*(-?[\d.]+)\s*\)`;
  const legs = [...words.matchAll(new RegExp(String.raw`\b(?:from|de|du\s+point)\s*${point}\s*(?:to|à|a|jusqu['’]à)\s*${point}`, 'gi'))].map((m) => [[Number(m[1]), Number(m[2])], [Number(m[3]), Number(m[4])]]);
  if (legs.length < 3 || legs.length > 4) return null;
  const same = (a: number[], b: number[]): boolean => a[0] === b[0] && a[1] === b[1];
  if (!legs.every(([, end], k) => same(end, legs[(k + 1) % legs.length][0]))) return null;
  return legs.map(([start]) => start);
}

/**
 * "traversed A → B → C → A", "in that order", « dans cet ordre »: the vertices visited in the order
 * written, clockwise when the signed area of that polygon is negative.
 */
function visitedClockwise(words: string): boolean {
  if (!/→|->|\bin\s+(?:that|this)\s+order\b|\bdans\s+cet\s+ordre\b|\btraversed\s+[A-Z]\b/i.test(words)) return false;
  const pts = [...words.matchAll(/\(\s*([^(),;]+?)\s*[,;]\s*([^(),;]+?)\s*\)/g)].map((m) => [m[1], m[2]].map((c) => Number(c.replace(/[−–]/g, '-'))));
  if (pts.length < 3 || pts.some((p) => p.some((c) => !Number.isFinite(c)))) return false;
  const area = pts.reduce((sum, [x, y], k) => {
    const [u, v] = pts[(k + 1) % pts.length];
    return sum + x * v - u * y;
  }, 0);
  return area < 0;
}
