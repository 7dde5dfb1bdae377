import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { multipleAscii } from './multiple';
import { byAxis } from './point';
import { freeVars } from '../strategies/derivative/expr';
import { parseAscii } from '../strategies/integral/coordinates';

/**
 * A function of several variables, then an expression in its partial derivatives written with
 * subscripts: "u(x, t) = e^(−t) sin 3x: compute u_t − u_xx", "f(x, y) = x² − y² : calculer
 * f_xx + f_yy", or a claim "u(x, t) = sin(x − 2t) satisfies u_tt = 4 u_xx" (true or false).
 */
const DEFINITION = /^\s*(?:(?:true\s+or\s+false|vrai\s+ou\s+faux|show\s+that|verify\s+that|check\s+that|montrer\s+que|v[ée]rifier\s+que)\s*:?\s*)?(?:(?:let|soit)\s+)?([a-zA-Z])\s*(?:\(\s*([a-z](?:\s*,\s*[a-z]){1,2})\s*\))?\s*=\s*(.+?)\s*(?:[:;,]|\.\s|\b(?:satisfies|v[ée]rifie|is\s+a\s+solution\s+(?:of|to)|est\s+(?:une\s+)?solution\s+de)\b)\s*(.+?)\s*[.?!]?\s*$/i;
const COMMAND = /^(?:(?:then\s+)?(?:compute|calculate|evaluate|find|simplify|calculer|calculez|[ée]valuer|d[ée]terminer|simplifier|(?:show|verify|check)\s+that|(?:montrer|v[ée]rifier)\s+que)\s+)?(?:the\s+|l['’]\s*)?(?:(?:heat|wave|laplace|transport)\s+equation\s+|[ée]quation\s+(?:de\s+la\s+chaleur|des\s+ondes|de\s+laplace)\s+)?/i;

/**
 * The function given after the request ("f_xx + f_yy for f = e^x cos y", "show that u_xx + u_yy = 0
 * for u = ln(x² + y²)") or asked about ("Is u = x² − y² harmonic?"), put first as the other forms write it.
 */
function functionFirst(text: string): string {
  const asked = /^\s*(?:is|est-ce\s+que)\s+(.+?)\s+(harmonic|harmonique)\s*\??\s*$/i.exec(text);
  if (asked) return `${asked[1]} is ${asked[2]}`;
  const after = /^(.*?(?<![A-Za-z])([a-zA-Z])_\{?[a-z]{1,4}\}?.*?)\s*,?\s+(?:for|pour|where|o[ùu]|if|si|with|avec)\s+(\2\s*(?:\([^()]*\))?\s*=\s*[^=]+?)\s*[.?!]?\s*$/i.exec(text);
  return after ? `${after[3]}: ${after[1]}` : text;
}

export function readPartialCombination(problem: ProblemInput): TaskOf<'partial_combination'> | null {
  // "… is harmonic", « … est harmonique »: Laplace's equation
  const m = DEFINITION.exec(functionFirst(problem.raw.replace(/[−–]/g, '-')).replace(/\s+(?:is\s+harmonic|est\s+harmonique)\s*([.?!]?)\s*$/i, ' satisfies Laplace$1'));
  if (!m) return null;
  const [, name, vars, body, said] = m;
  // "u = x² − y². Compute u_xx + u_yy": without u(x, y), the letters of the formula, x, y, z, t first
  let variables: string[];
  if (vars) variables = vars.split(/\s*,\s*/);
  else {
    try {
      variables = [...freeVars(parseAscii(multipleAscii(body)))].sort(byAxis);
    } catch {
      return null;
    }
    if (variables.length < 1 || variables.length > 3) return null;
  }
  // "satisfies Laplace's equation", « vérifie l'équation de Laplace »: the sum of the pure second derivatives is 0
  const laplace = /^(?:the\s+|l['’]\s*)?(?:laplace(?:['’]s)?(?:\s+equation)?|[ée]quation\s+de\s+laplace)\s*[.?!]?$/i.test(said.trim());
  if (laplace && !variables.every((v) => ['x', 'y', 'z'].includes(v))) return null;
  const asked = laplace ? `${variables.map((v) => `${name}_${v}${v}`).join(' + ')} = 0` : said;
  const token = new RegExp(`(?<![A-Za-z])${name}_\\{?([${variables.join('')}]{1,4})\\}?(?![A-Za-z])`, 'g');
  const request = asked.replace(/\s*\(\s*(?:true\s*\/\s*false|vrai\s*\/\s*faux|yes\s*\/\s*no|oui\s*\/\s*non)\s*\)\s*$/i, '').replace(COMMAND, '').trim();
  if (!token.test(request)) return null;
  // "f_x(1, 2)": a derivative at a point, the partial-derivative reader's
  if (new RegExp(`(?<![A-Za-z])${name}_\\{?[a-z]{1,4}\\}?\\s*\\(`).test(request)) return null;
  // what is left once the derivatives are named: numbers, operators, the variables
  const sides = request.split('=');
  if (sides.length > 2) return null;
  const canonical = (side: string): string | null => {
    const marked = side.replace(token, (_t, orders: string) => ` D${orders} `);
    if (/[a-zA-Z]{2,}/.test(marked.replace(/\bD[a-z]{1,4}\b/g, '').replace(/\b(?:sin|cos|tan|exp|ln|sqrt|pi)\b/g, ''))) return null;
    return side.replace(token, (_t, orders: string) => `${name}_${orders}`).replace(/\s+/g, ' ').trim();
  };
  const combination = canonical(sides[0]);
  const equals = sides.length === 2 ? canonical(sides[1]) : undefined;
  if (!combination || equals === null) return null;
  // one derivative alone (f_xxy) is the derivative reader's, which names it in the answer
  if (equals === undefined && new RegExp(`^${name}_[a-z]{1,4}$`).test(combination)) return null;
  let expr: string;
  try {
    expr = multipleAscii(body);
  } catch {
    return null;
  }
  return { kind: 'partial_combination', name, variables, expr, combination, ...(equals !== undefined ? { equals } : {}) };
}
