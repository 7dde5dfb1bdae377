import { evaluateReal } from '../verify/numeric';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import { simplify } from '../strategies/derivative/simplify';
import { splitLetterProducts } from './letterProducts';

/**
 * Curves of a line integral named by their shape rather than parametrised: "the line segment from
 * (0, 0) to (3, 4)", « le segment allant de (0,0) à (1,2) », "the parabola y = x² from (0, 0) to
 * (1, 1)", "y = x³ from x = 0 to x = 2", "the circle x² + y² = 4 (counterclockwise)", "the unit
 * circle". Each becomes a parametrisation in t with its range, in the direction written.
 */
export interface Parametrised {
  curve: string[];
  parameter: string;
  lo: string;
  hi: string;
  /** Closed curves: a circle run once. */
  closed?: boolean;
}

const ascii = (s: string): string => toAscii(simplify(fromMathJson(parseCalc(splitLetterProducts(s)))));
const POINT = String.raw`\(\s*([^(),]+(?:\s*,\s*[^(),]+){1,2})\s*\)`;
const coords = (s: string): string[] => s.split(',').map((c) => ascii(c.trim()));

/** « le segment [AB] avec A(0, 0) et B(1, 2) », "the segment AB where A = (1, 0), B = (0, 1)": the ends named by letters given elsewhere. */
const NAMED_ENDS = /\bsegment\s*\[?\s*([A-Z])\s*([A-Z])\s*\]?(?![A-Za-z])/;

/** The letters naming a segment's ends ([AB]): points, never the field. */
export function endNames(text: string): string[] {
  return NAMED_ENDS.exec(text)?.slice(1, 3) ?? [];
}

function namedEnds(text: string): [string, string] | null {
  const ends = NAMED_ENDS.exec(text);
  if (!ends) return null;
  const at = (name: string): string | undefined => new RegExp(String.raw`(?<![A-Za-z])${name}\s*=?\s*${POINT}`).exec(text)?.[1];
  const [a, b] = [at(ends[1]), at(ends[2])];
  return a && b ? [a, b] : null;
}

function segment(text: string): Parametrised | null {
  const m = new RegExp(String.raw`\bsegment\s+(?:from|joining|between|allant\s+de|de|reliant|joignant|d['’]origine)\s*${POINT}\s*(?:to|and|à|a|et|jusqu['’]à|d['’]extr[ée]mit[ée])\s*${POINT}`, 'i').exec(text)
    ?? new RegExp(String.raw`\b(?:straight\s+)?line\s+from\s*${POINT}\s*to\s*${POINT}`, 'i').exec(text);
  const ends = m ? [m[1], m[2]] : namedEnds(text);
  if (!ends) return null;
  const [a, b] = [coords(ends[0]), coords(ends[1])];
  if (a.length !== b.length) return null;
  return { curve: a.map((c, k) => ascii(`(${c}) + ((${b[k]}) - (${c}))*t`)), parameter: 't', lo: '0', hi: '1' };
}

/** y = g(x) between two points on it, or between two values of x: x itself is the parameter. */
function graph(text: string): Parametrised | null {
  const between = new RegExp(String.raw`(?<![\w^])y\s*=\s*(.+?)\s+(?:from|de|allant\s+de)\s*${POINT}\s*(?:to|à|a|jusqu['’]à)\s*${POINT}`, 'i').exec(text);
  // "from x = 0 to x = 2", "from 0 to π/4", « entre x = 0 et x = 1 », "for 0 ≤ x ≤ 4": the values of x
  const values = /(?<![\w^])y\s*=\s*(.+?)\s*,?\s+(?:from|de|pour|for|between|entre|(?:pour\s+)?x\s+allant\s+de)\s+(?:x\s*=\s*)?([^\s,]+)\s+(?:to|à|a|and|et|jusqu['’]à)\s+(?:x\s*=\s*)?(\d+\.\d+|[^\s,;.?]+)/i.exec(text)
    ?? /(?<![\w^])y\s*=\s*(.+?)\s*,?\s+(?:for|on|pour|sur|with|avec)\s+([^\s,]+)\s*<=\s*x\s*<=\s*([^\s,;?]+)/i.exec(text);
  let g: string;
  let lo: string;
  let hi: string;
  if (between) {
    const [a, b] = [coords(between[2]), coords(between[3])];
    if (a.length !== 2 || b.length !== 2) return null;
    g = ascii(between[1]);
    // both ends must lie on the curve, else the text names another path
    for (const [x, y] of [a, b]) {
      const gx = evaluateReal(g, { x: evaluateReal(x) ?? NaN });
      const yv = evaluateReal(y);
      if (gx === null || yv === null || Math.abs(gx - yv) > 1e-9) return null;
    }
    [lo, hi] = [a[0], b[0]];
  } else if (values) {
    g = ascii(values[1]);
    [lo, hi] = [ascii(values[2]), ascii(values[3])];
  } else return null;
  return { curve: ['t', toAscii(simplify(fromMathJson(parseCalc(g.replace(/(?<![A-Za-z])x(?![A-Za-z])/g, '(t)')))))], parameter: 't', lo, hi };
}

function circle(text: string): Parametrised | null {
  const eq = /\b(?:circle|cercle)\s+x\s*\^\s*2\s*\+\s*y\s*\^\s*2\s*=\s*(\d+(?:\.\d+)?)/i.exec(text);
  const unit = /\bunit\s+circle\b|\bcercle\s+unit[ée]\b|\bcercle\s+trigonom[ée]trique\b/i.test(text);
  const named = /\b(?:circle|cercle)\s+(?:of\s+radius|de\s+rayon)\s+(\d+(?:\.\d+)?)\s+(?:centered|centred|centr[ée])\s+(?:at|en|à)\s+(?:the\s+origin|l['’]origine|O\b|\(\s*0\s*,\s*0\s*\))/i.exec(text)
    // the centre first: « cercle de centre O et de rayon 2 », "circle with center the origin and radius 2"
    ?? /\b(?:circle|cercle)\s+(?:de\s+centre|(?:with\s+)?cent(?:er|re)(?:ed)?(?:\s+at)?)\s+(?:the\s+origin|l['’]origine|O\b|\(\s*0\s*,\s*0\s*\))\s*,?\s*(?:et\s+de\s+|and\s+(?:of\s+)?|with\s+(?:a\s+)?)?(?:rayon|radius)\s+(\d+(?:\.\d+)?)/i.exec(text);
  const r = eq ? ascii(`sqrt(${eq[1]})`) : unit ? '1' : named ? ascii(named[1]) : null;
  if (r === null) return null;
  // counterclockwise unless said otherwise; clockwise turns the other way
  const clockwise = /(?<!counter[\s-]?|anti[\s-]?)\bclockwise\b|sens\s+(?:horaire|indirect|r[ée]trograde)/i.test(text);
  const scale = r === '1' ? '' : `${r}*`;
  return { curve: [`${scale}cos(t)`, `${clockwise ? '-' : ''}${scale}sin(t)`], parameter: 't', lo: '0', hi: '2*pi', closed: true };
}

export function namedCurve(text: string): Parametrised | null {
  return segment(text) ?? graph(text) ?? circle(text);
}
