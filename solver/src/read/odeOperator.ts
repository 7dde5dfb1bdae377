import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { type Ex, isNum, key, sym } from '../strategies/derivative/expr';
import { coeffRest, expand, simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';

/**
 * A linear equation written with the differential operator D = d/dx, as engineering courses
 * write it: "(D² − 3D + 2)y = e^{5x}", "D(D − 4)y = e^{2x}", "D²y + 16y = 48 sin 4x", "(D + 3)y =
 * 6". The polynomial in D applied to y is written out as derivatives (y'' − 3y' + 2y); null when
 * the text has no D acting on y or when its coefficients are not numbers, so that D is never read
 * as a letter multiplying y.
 */
const D_ALONE = /(?<![A-Za-z])D(?![A-Za-z])/;

/** The k-th derivative of y as the ODE reader reads it. */
const derivative = (k: number): string => `y${"'".repeat(k)}`;

/** The polynomial in D, its coefficient of each power, or null when a term is not c·Dᵏ·y. */
function powersOfD(lhs: Ex): Map<number, Ex> | null {
  const expanded = expand(lhs);
  const terms = expanded.t === 'add' ? expanded.args : [expanded];
  const out = new Map<number, Ex>();
  for (const term of terms) {
    const [c, rest] = coeffRest(term);
    const factors = rest.t === 'mul' ? rest.args : [rest];
    let power = 0;
    let hasY = false;
    for (const f of factors) {
      if (key(f) === key(sym('y'))) hasY = true;
      else if (key(f) === key(sym('D'))) power += 1;
      else if (f.t === 'pow' && key(f.base) === key(sym('D')) && isNum(f.exp) && f.exp.q === 1 && f.exp.p > 0) power += f.exp.p;
      else return null;
    }
    if (!hasY) return null;
    out.set(power, simplify(out.has(power) ? { t: 'add', args: [out.get(power) as Ex, c] } : c));
  }
  return out;
}

export function fromOperatorForm(text: string): string | null {
  if (!D_ALONE.test(text) || !/(?<![A-Za-z])y(?![A-Za-z])/.test(text)) return null;
  // D acting on what follows: D(D − 4)y, D²y, Dy are products, never D of (D − 4) or D to the power 2y
  const written = text.replace(/(?<![A-Za-z])D\s*\^\s*\{?\s*(\d)\s*\}?(?=\s*[y(])/g, 'D^$1*').replace(/(?<![A-Za-z])D(?=\s*[y(])/g, 'D*');
  const m = /^([^=,;]*(?<![A-Za-z])D(?![A-Za-z])[^=,;]*)=([^=,;]+)(.*)$/s.exec(written);
  if (!m) return null;
  let lhs: Ex;
  try {
    lhs = simplify(fromMathJson(parseCalc(m[1])));
  } catch {
    return null;
  }
  const powers = powersOfD(lhs);
  if (!powers || ![...powers.keys()].some((k) => k > 0)) return null;
  const terms = [...powers.entries()]
    .sort(([a], [b]) => b - a)
    .filter(([, c]) => !(isNum(c) && c.p === 0))
    .map(([k, c]) => `(${toAscii(c)})*${derivative(k)}`);
  return `${terms.join(' + ')} = ${m[2].trim()}${m[3]}`;
}
