import { freeSymbols } from '../../cas/node';
import { parseNode } from '../../parse/math';
import { defaultVariable } from './defaultVariable';

/**
 * Reads a derivative request the way students write it, in English or French:
 * `d/dx cos x`, `\frac{d^2}{dx^2} …`, `derivative of …`, `second derivative of …`, `differentiate …
 * with respect to t`, `dériver …`, `dérivée seconde de …`, `f(x) = tan x, f'(x) = ?`,
 * `y = …, find y'`, `find dy/dx if y = …`, `(x² sin x)'`, `partial derivative of … with respect to y`,
 * `∂/∂x (x²y)`, and an optional point (`at x = 2`, `f'(1)`).
 */
export interface DerivativeRequest {
  /** The expression to differentiate, as typed (parsed afterwards). */
  expr: string;
  /** The variable, when the input names it. */
  variable?: string;
  order: number;
  partial: boolean;
  /** The point where the derivative is evaluated, when asked (as typed). */
  at?: string;
  /** The name of the function when the input defines one (`f`, `y`). */
  name?: string;
}

const ORDINALS: Record<string, number> = {
  first: 1, '1st': 1, 'première': 1, premiere: 1, premier: 1,
  second: 2, '2nd': 2, seconde: 2,
  third: 3, '3rd': 3, 'troisième': 3, troisieme: 3,
  fourth: 4, '4th': 4, 'quatrième': 4, quatrieme: 4,
};

const VERBS =
  '(?:please\\s+)?(?:(?:find|compute|calculate|determine|evaluate|give|get|work\\s+out|what\\s+is|what\'s|calculer|calcule|calculez|déterminer|determiner|détermine|trouver|trouve|donner|donne|quelle\\s+est|évaluer|evaluer)\\s+)?';
const ARTICLE = "(?:(?:the|la|le|une|a)\\s+)?";
const ORDINAL = '(?:(first|second|third|fourth|1st|2nd|3rd|4th)\\s+)?';
const DERIV_WORD =
  "(?:(partial)\\s+)?(?:derivative|dérivée|derivee)(?:\\s+(première|premiere|seconde|second|troisième|troisieme|partielle))?(?:\\s+(?:d'ordre|of\\s+order|order)\\s+(\\d))?";
const OF = "(?:\\s*(?:of|de\\s+la\\s+fonction|de|d'|du|for)\\s*)?";
const VERB_DIFF = '(?:differentiate|différentier|differentier|différencier|dériver|deriver|dérive|dérivez|derive)';

const PREFIX_WORDS = new RegExp(`^${VERBS}${ARTICLE}${ORDINAL}${DERIV_WORD}${OF}`, 'i');
/** The slope of the tangent is the derivative (at the point that follows). */
const PREFIX_SLOPE = new RegExp(`^${VERBS}${ARTICLE}(?:(?:slope|gradient)\\s+of\\s+the\\s+tangent(?:\\s+line)?|slope|gradient|pente\\s+de\\s+la\\s+tangente|coefficient\\s+directeur\\s+de\\s+la\\s+tangente|nombre\\s+dérivé)\\s*(?:(?:to|of|at|à|a|de)\\s+)?(?:(?:the|la)\\s+(?:curve|graph|function|line|courbe|fonction|droite)\\s+)?(?:(?:of|de)\\s+)?`, 'i');
const PREFIX_VERB = new RegExp(`^(?:please\\s+)?${VERB_DIFF}(?:\\s+(?:the\\s+function|la\\s+fonction))?\\s*`, 'i');
const OP_VERBS = '(?:(?:please\\s+)?(?:find|compute|calculate|evaluate|determine|what\\s+is|what\'s|calculer|calculez|déterminer|determiner|donner|trouver|quelle\\s+est)\\s+)?';
/** The Greek letters a variable may be named by, as the normaliser spells them. */
const GREEK = '(?:theta|phi|rho|alpha|beta|lambda|tau|omega|psi)';
const OP_VAR = '(theta|phi|alpha|beta|lambda|tau|omega|[a-zA-Z])(?:\\s*\\^\\s*\\(?\\d\\)?|\\d)?';
/** d/dx, d^2/dx^2, d2/dx2, d/(dx) (∂ has been normalised to d). */
const ASCII_OP = new RegExp(`^${OP_VERBS}d\\s*(?:\\^\\s*\\(?(\\d)\\)?|(\\d))?\\s*\\/\\s*(?:d\\s*${OP_VAR}|\\(\\s*d\\s*${OP_VAR}\\s*\\))\\s*(?:(?:of|de)\\s+)?`, 'i');
const LATEX_OP = new RegExp(`^${OP_VERBS}\\\\frac\\s*\\{\\s*(?:d|\\\\partial)\\s*(?:\\^\\s*\\{?\\s*(\\d)\\s*\\}?)?\\s*\\}\\s*\\{\\s*(?:d|\\\\partial)\\s*([a-zA-Z])\\s*(?:\\^\\s*\\{?\\s*\\d\\s*\\}?)?\\s*\\}\\s*`, 'i');
const RESPECT = /\s*,?\s*(?:with\s+respect\s+to|w\.?r\.?t\.?|par\s+rapport\s+(?:à|a)|selon)\s+(?:the\s+variable\s+|la\s+variable\s+)?([a-zA-Z])\b/i;
/**
 * Where a point's value ends: a separator, a closing full stop ("at x = 0.5."), or a value given
 * next to another letter ("at x = 2 where k = 3"), which is a constant's and never part of the point.
 */
const POINT_END = String.raw`(?=$|[,;?]|\.(?:\s|$)|\s+(?:where|with|given(?:\s+that)?|if|avec|o[ùu]|sachant\s+que|si)\s+[a-zA-Z]\s*=)`;
// "at the point where x = 2", « au point où x = 2 », « au point d'abscisse x = 2 »; « en x = 2,5. » with its decimal comma
const AT_POINT = new RegExp(String.raw`\s*,?\s*(?:(?:at|en|pour|for|when|where|lorsque|quand)\s+(?:(?:the\s+|le\s+)?point\s+(?:where\s+|o[uù]\s+|d['’]\s*abscisse\s+)?)?|au\s+point\s+(?:o[uù]\s+|d['’]\s*abscisse\s+)?)([a-zA-Z])\s*=\s*([-+]?\d+,\d+(?![\d,])|[^,;?]+?)\s*${POINT_END}`, 'i');

// « au point d'abscisse 2 », "at the point with x-coordinate 2", "at the point of abscissa 2"
const AT_VALUE = /\s*,?\s*(?:at|en|au\s+point|at\s+the\s+point)(?:\s+(?:d['’]\s*abscisse|of\s+abscissa|with\s+x-?coordinate|whose\s+x-?coordinate\s+is))?\s+([-+]?\s*(?:\d+(?:\.\d+)?|pi)(?:\s*\/\s*\d+)?)\s*[?.!]?\s*$/i;

/** Removes trailing punctuation, "= ?" and surrounding brackets left by the command. */
function tidy(s: string): string {
  let t = s.trim().replace(/^[:;,]\s*/, '').replace(/\s*=\s*\?\s*$/, '').replace(/[?.!:;,\s]+$/, '').trim();
  // d/dx[...] and d/dx{...}
  if (/^\[.*\]$/.test(t) || /^\{.*\}$/.test(t)) t = t.slice(1, -1).trim();
  return t;
}

function orderFromWords(...words: (string | undefined)[]): number {
  for (const w of words) if (w && ORDINALS[w.toLowerCase()]) return ORDINALS[w.toLowerCase()];
  return 1;
}

/** Values given to letters after the formula: "where a = 3", "with k = 2 and b = 1", « sachant que a = 5 ». */
const GIVEN_VALUES = /\s*,?\s*\b(?:where|with|given(?:\s+that)?|if|avec|o[ùu]|sachant\s+que|si)\s+((?:[a-zA-Z]\s*=\s*[-+]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?\s*(?:,|\band\b|\bet\b)?\s*)+?)\s*[.?!]?\s*$/i;

/**
 * "d/dx (x² + a) where a = 3": values given to the formula's constants, never to the variable
 * (that is the point, "where x = 2"), are left out of the formula; the reader substitutes them.
 * Kept when a letter named is not in the formula: the value would be unused, and the reader names it.
 */
function withoutGivenValues(t: string, variable: string | undefined): string {
  const g = GIVEN_VALUES.exec(t);
  if (!g) return t;
  const before = t.slice(0, g.index);
  let letters: Set<string>;
  try {
    letters = freeSymbols(parseNode(tidy(before)));
  } catch {
    return t;
  }
  const named = [...g[1].matchAll(/([a-zA-Z])\s*=/g)].map((m) => m[1]);
  const main = variable ?? defaultVariable(letters);
  return named.every((l) => l !== main && letters.has(l)) ? before : t;
}

/** Pulls "with respect to t" and "at x = 2" out of the text (`atLetter`: the letter the point names). */
function suffixes(s: string, req: Partial<DerivativeRequest> & { atLetter?: string }): string {
  let t = s;
  const r = RESPECT.exec(t);
  if (r) {
    req.variable = r[1];
    t = t.slice(0, r.index) + t.slice(r.index + r[0].length);
  }
  t = withoutGivenValues(t, req.variable);
  const a = AT_POINT.exec(t);
  // "where x = t and y = 5t" defines x in the variable: a point is a value (2, π/4, e)
  // "d/dx (x² + a) where a = 3": a value given to a letter other than the variable is a constant's
  // value (substituted with the definitions), never the point
  if (a && !/=/.test(t.slice(0, a.index)) && !/\b(?!e\b)[a-zA-Z]\b/.test(a[2]) && (req.variable === undefined || req.variable === a[1])) {
    req.atLetter = a[1];
    req.variable ??= a[1];
    req.at = a[2].trim().replace(/^([-+]?\d+),(\d+)$/, '$1.$2');
    // "x^a at x = 3 with a = 2": the constant's value that followed the point is now last
    t = withoutGivenValues(t.slice(0, a.index) + t.slice(a.index + a[0].length), req.variable);
  }
  // "at 3", "en 0", "at π/4": a number without the letter.
  const v = req.at === undefined ? AT_VALUE.exec(t) : null;
  if (v) {
    req.at = v[1].trim();
    t = t.slice(0, v.index) + t.slice(v.index + v[0].length);
  }
  return t;
}

export function recognizeDerivative(raw: string, normalized: string): DerivativeRequest | null {
  const partialMark = /∂|\\partial|partial|partielle/i.test(raw);
  const s = normalized.trim();
  return byCall(s) ?? byDefinition(s, partialMark) ?? byCommand(s, partialMark);
}

/** Operator names of the call notation used by calculators and CAS: D(f), D[f, x], diff(f, x, 2). */
const CALL = /^(?:D|diff|deriv|derivative|Derivative|dérivée|derivee)\s*([([])/;

/**
 * `D(x^4)`, `D[x^3, x]`, `diff(x^2 sin x, x)`, `derivative(f, t, 2)`: the whole input is one call,
 * so `D` is the derivative operator and never an unknown multiplying its argument.
 */
function byCall(s: string): DerivativeRequest | null {
  const m = CALL.exec(s.trim());
  if (!m) return null;
  const text = s.trim();
  const open = m[0].length - 1;
  const close = matchingBracket(text, open);
  if (close !== text.length - 1) return null;
  const parts = splitTopLevel(text.slice(open + 1, close));
  if (parts.length === 0 || parts.length > 3 || !parts[0]) return null;
  const req: DerivativeRequest = { expr: parts[0], order: 1, partial: false };
  if (parts.length >= 2) {
    if (!/^[a-zA-Z]$/.test(parts[1])) return null;
    req.variable = parts[1];
  }
  if (parts.length === 3) {
    if (!/^[1-4]$/.test(parts[2])) return null;
    req.order = Number(parts[2]);
  }
  return req;
}

/** Index of the bracket closing the one at `open`, or -1. */
function matchingBracket(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if ('([{'.includes(s[i])) depth++;
    else if (')]}'.includes(s[i])) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Splits the arguments of a call at its top-level commas. */
function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if ('([{'.includes(s[i])) depth++;
    else if (')]}'.includes(s[i])) depth--;
    else if (s[i] === ',' && depth === 0) {
      parts.push(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(s.slice(start).trim());
  return parts;
}

/** Whether the expression reads as a formula in at most one variable. */
function oneVariable(expr: string): boolean {
  try {
    return freeSymbols(parseNode(expr)).size <= 1;
  } catch {
    return false;
  }
}

/** `d/dx …`, `derivative of …`, `dériver …`, `(…)'`. */
function byCommand(s: string, partial: boolean): DerivativeRequest | null {
  const req: Partial<DerivativeRequest> = { partial, order: 1 };
  let rest: string | null = null;
  let gradient = false;
  let m = LATEX_OP.exec(s);
  if (m) {
    req.order = m[1] ? Number(m[1]) : 1;
    req.variable = m[2];
    rest = s.slice(m[0].length);
  } else if ((m = ASCII_OP.exec(s))) {
    req.order = Number(m[1] ?? m[2] ?? 1);
    req.variable = m[3] ?? m[4];
    rest = s.slice(m[0].length);
  } else if ((m = PREFIX_WORDS.exec(s)) && /deriv|dériv/i.test(m[0])) {
    req.order = m[4] ? Number(m[4]) : orderFromWords(m[1], m[3]);
    if (m[2] || /partielle/i.test(m[3] ?? '')) req.partial = true;
    rest = s.slice(m[0].length);
  } else if ((m = PREFIX_SLOPE.exec(s))) {
    // "gradient" is the slope only in English and of a curve in one variable; "gradient of x·y·z"
    // and "gradient de f" are the vector of partial derivatives.
    if (/gradient/i.test(m[0])) {
      if (/gradient\s+(?:de|du|des|d')/i.test(m[0])) return null;
      gradient = true;
    }
    rest = s.slice(m[0].length);
  } else if ((m = PREFIX_VERB.exec(s))) {
    rest = s.slice(m[0].length);
    const twice = /^(twice|deux\s+fois)\s+/i.exec(rest);
    if (twice) {
      req.order = 2;
      rest = rest.slice(twice[0].length);
    }
  } else {
    const p = /^\((.+)\)\s*('+)\s*(?:=\s*\?)?\s*\??$/.exec(s);
    if (!p) return null;
    return { expr: p[1], order: p[2].length, partial: false };
  }
  // "… of f(x) = x^2" / "de la fonction y = …": keep the expression (then "at x = 2" can be read)
  const named = rest.trim().replace(/^[a-zA-Z]\s+(?:définie\s+par|definie\s+par|defined\s+by|given\s+by|donnée\s+par)\s+/i, '');
  const def = /^([a-zA-Z])\s*(?:\(\s*([a-zA-Z])\s*(?:,\s*[a-zA-Z]\s*)*\))?\s*=\s*(.+)$/.exec(named);
  if (def) {
    req.name = def[1];
    if (def[2]) req.variable ??= def[2];
    rest = def[3];
  }
  rest = suffixes(rest, req);
  const expr = tidy(rest);
  if (!expr) return null;
  if (gradient && !oneVariable(expr)) return null;
  return { expr, order: req.order ?? 1, partial: req.partial ?? false, variable: req.variable, at: req.at, name: req.name };
}

/** `f(x) = …, f'(x) = ?`, `y = …; find y''`, `find dy/dx if y = …`, `soit f(x) = …, calculer f'(2)`. */
function byDefinition(s: string, partial: boolean): DerivativeRequest | null {
  // a definition starts the text or follows a separator or a word (never an operator: x y' + y = 0 is an ODE)
  const def = /(?:^|[,;:.]\s*|\b(?:if|si|let|soit|where|où|with|avec|given|of|de|and|et|function|fonction|for|pour|when|quand|que|par|by|consider|consid[èe]re|consid[ée]rons|define|pose|posons)\s+)([a-zA-Z])\s*(?:\(\s*([a-zA-Z])\s*(?:,\s*[a-zA-Z]\s*)*\))?\s*=\s*/gi;
  let m: RegExpExecArray | null;
  while ((m = def.exec(s))) {
    const name = m[1];
    const start = m.index + m[0].length;
    // "derivative of x² + y where y = 3x": the letter is substituted into the expression asked
    // (then differentiated), never taken for the function itself
    const asked = /(?:derivative|dérivée|derivee|differentiate|dériver|deriver)\s+(?:of\s+|de\s+)?(.+?)\s*,?\s*$/i.exec(s.slice(0, m.index));
    if (/^\s*(?:where|with|avec|où)\s/i.test(m[0]) && asked && asked[1].trim() !== name && new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z(])`).test(asked[1])) {
      const body = s.slice(start);
      const defined = tidy(body.slice(0, endOfExpression(body, name)));
      if (!defined || body.slice(endOfExpression(body, name)).trim() !== '') return null;
      // a number is a point or a constant's value ("derivative of x² where x = 3"), read as before
      if (!/[a-zA-Z]/.test(defined.replace(/\b(?:pi|e)\b/g, ''))) continue;
      const o = /(first|second|third|fourth|1st|2nd|3rd|4th|seconde|troisième|troisieme)/i.exec(s);
      return { expr: asked[1].replace(new RegExp(`(?<![A-Za-z])${name}(?![A-Za-z(])`, 'g'), `(${defined})`), order: o ? orderFromWords(o[1]) : 1, partial };
    }
    // the request for this function: f'(x), f''(2), y', dy/dx, d²y/dx², ∂f/∂y, or a derivative word
    const primes = new RegExp(`\\b${name}\\s*('{1,4})\\s*(?:\\(\\s*([^)]*?)\\s*\\))?`);
    // ∂z/∂θ is read "dz/dtheta": the Greek letter's whole name, never its first letter
    const leibniz = new RegExp(`\\bd\\s*(?:\\^\\s*\\(?(\\d)\\)?)?\\s*${name}\\s*\\/\\s*d\\s*(${GREEK}|[a-zA-Z])(?![a-zA-Z])(?:\\s*\\^\\s*\\(?\\d\\)?)?`);
    const body = s.slice(start);
    const end = endOfExpression(body, name);
    const expr = tidy(body.slice(0, end));
    const others = s.slice(0, m.index) + ' ' + body.slice(end);
    if (!expr || /'/.test(expr)) continue;
    // "derivative of x³ + kx where k = 2": a number given to a letter is a constant's value, no function
    if (!m[2] && /^[-+]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?$/.test(expr)) continue;
    const p = primes.exec(others);
    const l = leibniz.exec(others);
    const w = /(?:derivative|dérivée|derivee|differentiate|dériver|deriver)/i.exec(others);
    if (!p && !l && !w) continue;
    const req: DerivativeRequest = { expr, order: 1, partial, name };
    if (m[2]) req.variable = m[2];
    if (p) {
      req.order = p[1].length;
      const arg = p[2];
      if (arg && isPoint(arg, m[2])) req.at = arg;
      else if (arg) req.variable ??= arg;
    } else if (l) {
      req.order = l[1] ? Number(l[1]) : 1;
      req.variable = l[2];
    } else {
      const o = /(first|second|third|fourth|1st|2nd|3rd|4th|seconde|troisième|troisieme)/i.exec(others);
      req.order = o ? orderFromWords(o[1]) : 1;
      if (/partial|partielle/i.test(others)) req.partial = true;
    }
    const sfx: Partial<DerivativeRequest> & { atLetter?: string } = {};
    suffixes(others, sfx);
    // "find dy/dx for y = x² + a, where a = 3": the request names x, so a = 3 is a constant's value
    if (sfx.atLetter !== undefined && req.variable !== undefined && sfx.atLetter !== req.variable) {
      if (sfx.variable === sfx.atLetter) delete sfx.variable;
      delete sfx.at;
    }
    // "z = x² + y², x = t², y = 2t. Find dz/dt at t = 1", "… avec x = cos(t) et y = sin(t) en t = 0":
    // the definitions hold '=' signs, so the point is looked for by the variable's own name
    const v = sfx.variable ?? req.variable;
    if (sfx.at === undefined && v) {
      const at = new RegExp(`(?:\\bat|\\ben|\\bwhen|\\blorsque|\\bquand|\\bpour|\\bau\\s+point)\\s+${v}\\s*=\\s*([^,;?=]+?)\\s*${POINT_END}`, 'i').exec(others);
      if (at) sfx.at = at[1].trim();
    }
    // "with respect to y" names the variable; f(x, y)'s first letter is only a default
    if (sfx.variable) req.variable = sfx.variable;
    if (sfx.at && !req.at) req.at = sfx.at;
    return req;
  }
  return null;
}

/**
 * Whether the argument of f'(…) is the point rather than the variable's name: a formula (2, π, e²,
 * a + 1), the number e ("f'(e)", never a variable unless f(e) = … declares it), or any letter other
 * than the one f(x) = … declares ("f'(a)" for f(x) = x² is 2a, not f'(x)).
 */
function isPoint(arg: string, declared: string | undefined): boolean {
  if (arg === declared) return false;
  return !/^[a-zA-Z]$/.test(arg) || arg === 'e' || declared !== undefined;
}

/** Where the defining expression ends: a top-level `,` or `;`, a command word, or the request. */
function endOfExpression(body: string, name: string): number {
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && (c === ',' || c === ';')) return i;
    // "Soit f(x) = ln(x)/x. Que vaut f'(e) ?": a full stop before a space ends the sentence (0.5 has none)
    else if (depth === 0 && c === '.' && /^\s/.test(body.slice(i + 1))) return i;
    if (depth === 0 && /\s/.test(c)) {
      const rest = body.slice(i + 1);
      // "z = sin(x)cos(y) where x = t …", "… how to find dz/dt", « … au point x = 2 »: the definitions, the point or the question follow
      if (/^(?:find|compute|calculate|determine|then|and|what|give|calculer|calculez|déterminer|determiner|trouver|donner|puis|et|quelle|with|avec|par|wrt|at|en|au\s+point|pour|so|where|où|given|sachant|how|comment|using)(?![\p{L}])/iu.test(rest)) return i;
      if (new RegExp(`^(?:${name}\\s*'|d\\s*${name}\\s*/)`).test(rest)) return i;
      // "z = x²y + xy² x = 5 + t⁵ y = …" (one line each, or typed in a row): the next definition starts
      if (/^[a-z]\s*=(?!=)/.test(rest)) return i;
    }
  }
  return body.length;
}
