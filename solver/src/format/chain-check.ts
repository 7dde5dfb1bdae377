import { ce } from '../cas/engine';

/**
 * Formulas wrong as written: a step formula that is a chain A = B (= C …) of expressions in the
 * problem's variables must hold as the reader reads it, brackets included (x − 1(x + 1) is not
 * (x − 1)(x + 1)). Each side is parsed as LaTeX by the Compute Engine and evaluated at a few
 * sample points; neighbouring sides that disagree where both are defined make the chain wrong.
 *
 * Anything this reading cannot take at face value is skipped rather than guessed: limits,
 * integrals, sums, derivatives, remainders o(…), sets, matrices, relations other than =, words,
 * subscripted names, function names the parser does not know, and definitions (u = …, f(x) = …),
 * whose left side names something instead of equalling it. Equations to solve (2x + 3 = 7) are
 * not identities either: the caller says whether the solution's formulas are identities.
 */

/** Whole parts of a formula this reading skips (notation whose value is not the expression's). */
const SKIP =
  /\\(lim|int|iint|oint|sum|prod|begin|in|notin|to|mapsto|infty|approx|equiv|sim|simeq|pm|mp|text|mathrm|mathbf|operatorname|cdots|ldots|dots|vdots|le|ge|leq|geq|ne|neq|lt|gt|partial|det|binom|lfloor|rfloor|lceil|rceil|pmod|bmod|mod|cup|cap|varnothing|emptyset|Delta|nabla|vec|overrightarrow|overline|hat|bar|angle|circ|degree|Re|Im|arg|gcd|max|min|bigl|bigr|choose|implies|iff|forall|exists|subset|setminus|times)(?![a-zA-Z])|\\\{|\\\||[<>'_%:;!|]|\^\{\(|\bo\\left|\bO\\left|\b[oO]\(|\bd[xyt]\b|\\,d/;

/** Separators between independent statements of one formula. */
const STATEMENTS = /\\Rightarrow|\\Leftrightarrow|\\quad|\\qquad|,\\ |\\text\{[^}]*\}|\\\\/;

/** MathJSON heads whose numeric value is the expression's. */
const HEADS = new Set([
  'Add', 'Subtract', 'Negate', 'Multiply', 'Divide', 'Power', 'Sqrt', 'Root', 'Rational', 'Square',
  'Sin', 'Cos', 'Tan', 'Cot', 'Sec', 'Csc', 'Arcsin', 'Arccos', 'Arctan', 'Sinh', 'Cosh', 'Tanh',
  'Ln', 'Log', 'Exp', 'Abs', 'Delimiter',
]);
const CONSTANTS = new Set(['Pi', 'ExponentialE', 'Half']);
/** Letters read as whole numbers: a chain in n or k is sampled at integers ((−1)^{2n} = 1 holds only there). */
const INTEGER_NAMES = new Set(['n', 'k', 'm', 'p']);
const REAL_POINTS = [0.37, 0.81, 1.43, 2.29];
const INTEGER_POINTS = [2, 3, 5, 8];

/** The top-level pieces of s between the = signs (not inside braces or brackets). */
function sides(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') depth--;
    else if (ch === '=' && depth === 0) {
      out.push(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(s.slice(start).trim());
  return out;
}

/** The variables of a MathJSON tree, or null when it holds anything but plain functions of them. */
function variables(j: unknown, out: Set<string>): Set<string> | null {
  if (typeof j === 'number') return out;
  if (typeof j === 'string') {
    if (CONSTANTS.has(j)) return out;
    if (!/^[a-zA-Z]$/.test(j) || j === 'i') return null;
    out.add(j);
    return out;
  }
  if (Array.isArray(j)) {
    const [h, ...args] = j as [unknown, ...unknown[]];
    if (typeof h !== 'string' || !HEADS.has(h)) return null;
    for (const a of args) if (variables(a, out) === null) return null;
    return out;
  }
  if (j && typeof j === 'object' && 'num' in j) return out;
  return null;
}

interface Side {
  latex: string;
  expr: NonNullable<ReturnType<typeof ce.parse>>;
  vars: Set<string>;
}

/**
 * A function written before a bare letter or number (\\ln x, \\sin^{2} x) applies to that letter
 * only, as the printers mean it and most readers read it; the Compute Engine would take in every
 * factor after it (\\ln x \\sin x as ln(x sin x)), so the argument is bracketed before parsing.
 */
const BARE_ARGUMENT = /(\\(?:sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan|sinh|cosh|tanh|ln|log|exp)(?:\^\{[^{}]*\})?)\s*([a-zA-Z]|\d+)(?![a-zA-Z0-9])/g;

function read(latex: string): Side | null {
  if (latex === '') return null;
  try {
    const expr = ce.parse(latex.replace(BARE_ARGUMENT, '$1\\left($2\\right)'));
    if (!expr?.isValid) return null;
    const vars = variables(expr.json, new Set());
    return vars ? { latex, expr, vars } : null;
  } catch {
    return null;
  }
}

/** The value of a side at a point (a real number), or null where it is undefined or not real. */
function valueAt(s: Side, at: Record<string, number>): number | null {
  try {
    const v = s.expr.subs(at).N();
    const re = v.re;
    const im = v.im;
    if (!Number.isFinite(re) || (Number.isFinite(im) && Math.abs(im) > 1e-9 * Math.max(1, Math.abs(re)))) return null;
    return re;
  } catch {
    return null;
  }
}

/** A side that names something (u, f(x), y) rather than equalling the next one. */
const DEFINED = /^(?:[a-zA-Z]|[a-zA-Z]\\left\([a-z]\\right\)|[a-zA-Z]\([a-z]\))$/;

/**
 * The first pair of neighbouring sides of a chain in `formula` that disagree as written, or null.
 * `identities` false: the formula may be an equation to solve or a claim under test, so only
 * chains of three sides or more are read, and only links between two sides in the variables.
 */
export function unequalSides(formula: string, identities: boolean): [string, string] | null {
  for (const part of formula.split(STATEMENTS)) {
    if (SKIP.test(part)) continue;
    let links = sides(part);
    if (links.length < 2) continue;
    if (DEFINED.test(links[0].replace(/\s+/g, ''))) links = links.slice(1);
    const read1 = links.map(read);
    if (read1.some((s) => s === null)) continue;
    const chain = read1 as Side[];
    if (!identities && chain.length < 3) continue;
    const vars = new Set(chain.flatMap((s) => [...s.vars]));
    // a chain of numbers only (2 + 3 = 5) is arithmetic, and a chain without any variable reads
    // the same in any bracketing a printer would produce; it is left to the answer checks
    if (vars.size === 0) continue;
    const names = [...vars].sort();
    const integer = names.every((v) => INTEGER_NAMES.has(v));
    const points = (integer ? INTEGER_POINTS : REAL_POINTS).map((p, k) =>
      Object.fromEntries(names.map((v, i) => [v, integer ? p + i : REAL_POINTS[(k + i) % REAL_POINTS.length] * (i % 2 ? -1 : 1) + i * 0.11])));
    for (let i = 0; i + 1 < chain.length; i++) {
      // an equation states a value (a² + b² = 10), an identity links two expressions in the variables
      if (!identities && (chain[i].vars.size === 0 || chain[i + 1].vars.size === 0)) continue;
      for (const at of points) {
        const a = valueAt(chain[i], at);
        const b = valueAt(chain[i + 1], at);
        if (a === null || b === null) continue;
        if (Math.abs(a - b) > 1e-6 * Math.max(1, Math.abs(a), Math.abs(b))) return [chain[i].latex, chain[i + 1].latex];
      }
    }
  }
  return null;
}
