/**
 * Problems typed as computer-algebra calls, the way SymPy's own tests and notebooks write them —
 * `limit(sin(x)/x, x, 0)`, `summation(k^2, (k, 1, n))`, `series(exp(x), x, 0, 4)`,
 * `Matrix([[1, 2], [3, 4]]).det()`, `trigsimp(…)`, `expand_complex(…)` — rewritten into the
 * request a student would type, which the strategies already read. Returns null when the text is
 * not one such call.
 */

/** The arguments of a call at top level (commas inside brackets or quotes do not split). */
function splitArgs(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(s.slice(start).trim());
  return out;
}

/** `name(args)` covering the whole text, with balanced brackets. */
function call(text: string): { name: string; args: string[]; rest: string } | null {
  const m = /^\s*([A-Za-z_][A-Za-z_0-9]*)\s*\(/.exec(text);
  if (!m) return null;
  let depth = 0;
  for (let i = m[0].length - 1; i < text.length; i++) {
    if ('([{'.includes(text[i])) depth++;
    else if (')]}'.includes(text[i])) {
      depth--;
      if (depth === 0) return { name: m[1], args: splitArgs(text.slice(m[0].length, i)), rest: text.slice(i + 1).trim() };
    }
  }
  return null;
}

const unquote = (s: string): string => s.replace(/^['"]|['"]$/g, '');
const isName = (s: string): boolean => /^[A-Za-z]$/.test(s);

/** A SymPy infinity or a plain bound, as the strategies read it. */
const bound = (s: string): string => s.replace(/^-\s*oo$/, '-oo').replace(/\bS\.Infinity\b/, 'oo');

const MATRIX_METHODS: Record<string, string> = {
  'det()': 'determinant of',
  'inv()': 'inverse of',
  'T': 'transpose of',
  'transpose()': 'transpose of',
  'rank()': 'rank of',
  'trace()': 'trace of',
  'eigenvals()': 'eigenvalues of',
  'eigenvects()': 'eigenvectors of',
  'rref()': 'rref of',
  'charpoly()': 'characteristic polynomial of',
};

export function rewriteSympyCall(text: string): string | null {
  const t = text.trim();
  const c = call(t);
  if (!c) return null;
  const [a0, a1, a2, a3] = c.args;
  if (c.name === 'Matrix' && c.args.length === 1) {
    const method = /^\.\s*(.+)$/.exec(c.rest);
    const phrase = method ? MATRIX_METHODS[method[1].replace(/\s+/g, '')] : undefined;
    return phrase ? `${phrase} ${a0}` : null;
  }
  if (c.rest !== '') return null;
  switch (c.name) {
    case 'limit':
    case 'Limit': {
      if (c.args.length < 3 || !isName(a1)) return null;
      const side = a3 === undefined ? '' : unquote(a3) === '+' ? '+' : unquote(a3) === '-' ? '-' : null;
      if (side === null) return null;
      return `limit of ${a0} as ${a1} -> ${bound(a2)}${side}`;
    }
    case 'summation':
    case 'Sum': {
      const range = /^\(\s*([A-Za-z])\s*,\s*(.+?)\s*,\s*(.+?)\s*\)$/.exec(a1 ?? '');
      if (c.args.length !== 2 || !range) return null;
      return `sum_{${range[1]}=${bound(range[2])}}^{${bound(range[3])}} (${a0})`;
    }
    case 'series': {
      // series(f, x, a, n) is the expansion up to (x − a)^(n−1), n = 6 by default
      if (c.args.length > 4 || (a1 !== undefined && !isName(a1))) return null;
      const at = a2 ?? '0';
      const n = a3 === undefined ? 6 : Number(a3);
      if (!Number.isInteger(n) || n < 1) return null;
      return `Taylor series of ${a0} at ${a1 ?? 'x'} = ${at} up to order ${n - 1}`;
    }
    case 'trigsimp':
    case 'simplify':
    case 'radsimp':
    case 'powsimp':
    case 'cancel':
    case 'together':
    case 'nsimplify':
      return c.args.length === 1 ? `simplify ${a0}` : null;
    case 'expand_complex':
    case 'N':
      return c.args.length === 1 ? a0 : null;
    case 'det':
      // det(1 2; 3 4): rows in the call's own brackets keep a pair of their own
      return c.args.length === 1 ? `determinant of ${/;/.test(a0) && !/^[[(|]/.test(a0.trim()) ? `[${a0}]` : a0}` : null;
    default:
      return null;
  }
}
