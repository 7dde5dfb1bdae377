/**
 * Reads an integral problem as students type it: "∫√(2x+1) dx", "integrate tan^2(x)",
 * "intégrer x ln²x", "∫ dx/(x ln x)", "antiderivative of …", "primitive de …", LaTeX
 * `\int_0^1 … \,dx`, "∫₀² … dx", "integrate sin x from 0 to pi", "l'intégrale de 2 à 5 de 1/x dx",
 * "… between 0 and 1", "… on [0, π]", other variables (dt, du, "with respect to t").
 */
import type { MathNode } from '../../cas/node';
import { parseNode } from '../../parse/math';
import { naturalCondition } from '../../read/naturalCondition';
import { latexBounds } from './signBoundsLatex';
import { factorBeforeSign, hasTermOutside } from './termOutside';

export interface IntegralProblem {
  integrand: MathNode;
  variable: string;
  bounds?: { lo: MathNode; hi: MathNode; loText: string; hiText: string };
}

const INTENT = /(\\int(?!\p{L})|(^|[^\p{L}])int(?!\p{L})|integra|intégr|integr|antiderivative|anti-derivative|primitive|area under|aire sous)/iu;

const COMMAND = new RegExp(
  [
    '\\b(please|svp)\\b',
    '\\b(the value of|value of|la valeur de|valeur de)\\b',
    // a verb may start with an accented letter (« Évaluer »), where a word boundary is not seen
    '(?<!\\p{L})(find|compute|calculate|evaluate|determine|work out|what is|what\'s|give|calculer|calculez|calcule|déterminer|determiner|déterminez|évaluer|evaluer|évaluez|trouver|trouvez|donner|donnez|quelle est|quel est)(?!\\p{L})',
    '\\b(integrate|intégrer|integrer|intègre|integre|intégrez|integrez)\\b',
    '\\b(the|a|an|all|une|la|le|les|des|toutes\\s+les|l\'|l’)\\s*(indefinite|definite|improper)?\\s*(integral|intégrale|integrale|antiderivative|anti-derivative|primitive)s?\\s*(indéfinie|définie|impropre)?\\s*(of|de|d\'|du)?',
    '\\b(indefinite|definite|improper)?\\s*(integral|intégrale|integrale|antiderivative|anti-derivative|primitives?)\\s*(indéfinie|définie|impropre)?\\s*(of|de|d\'|du)?\\b',
  ].join('|'),
  'giu',
);

// a mixed number "1 1/2" is one bound: cut at its space, the 1/2 went into the integrand
const BOUND = '([-+]?\\s*(?:(?:plus|moins)\\s+l[\'’]\\s*infini|(?:ln|log|sqrt|exp)\\s+[^\\s,;]+|\\d+\\s+\\d+\\s*/\\s*\\d+(?![\\d/]|[.,]\\d)|[^\\s,;]+?))';

/** Other problems that mention integrals in words: the integral test, an integrating factor, an ODE. */
const OTHER_KIND = /∑|\bsum\b|\bseries\b|\bsérie|\bserie\b|converge|integral test|test de l'intégrale|integrating factor|facteur intégrant|y'|dy\/dx|differential equation|équation différentielle/i;

/** "y = …", "f(x) = …", "g(t) = …", "I = …" before the integrand: its name, no part of it. */
const DEFINED = /^\s*(?:[A-Z](?:_\s*\{?\s*[a-z0-9]\s*\}?)?|[a-z]\s*\(\s*[a-z]\s*\)|y)\s*=\s*/;

export function looksLikeIntegral(text: string): boolean {
  if (!INTENT.test(text)) return false;
  const explicitSign = /\\int(?!\p{L})|(^|[^\p{L}])int(?!\p{L})/u.test(text);
  return explicitSign || !OTHER_KIND.test(text);
}

function cleanBound(s: string): string {
  // « à l'infini », « de moins l'infini à plus l'infini »
  const french = /^(?:(plus|\+)|(moins|-))?\s*l['’]\s*infini$/i.exec(s.trim());
  if (french) return french[2] ? '-oo' : 'oo';
  return s.replace(/^[a-z]\s*=\s*/i, '').replace(/^\+\s*/, '').replace(/\binfini(ty)?\b|\binf\b/gi, 'oo').replace(/[.?!]+$/, '').trim();
}

/** Reads the bounds out of the text; returns the text without them. */
function readBounds(s: string): { rest: string; lo?: string; hi?: string; variable?: string } {
  // LaTeX \int_{a}^{b} or \int_a^b, and the normalised ∫₀² → int_0^2 / int_(0)^(2)
  const sub = latexBounds(s);
  if (sub) {
    const strip = (g: string): string => g.replace(/\\infty/g, 'oo').replace(/\\pi(?![a-zA-Z])/g, 'pi');
    return { rest: sub.rest, lo: cleanBound(strip(sub.lo)), hi: cleanBound(strip(sub.hi)) };
  }
  // ∫0^1 x² dx typed without the underscore: numeric bounds right after the sign
  const num = '[-+]?(?:\\d+(?:\\.\\d+)?|pi|oo)(?:\\/\\d+)?';
  const bare = new RegExp(`(\\\\int|\\bint)\\s*([-+]?(?:\\d+(?:\\.\\d+)?|pi))\\s*\\^\\s*(\\(${num}\\)|${num})\\s+(?=\\S)`, 'i').exec(s);
  if (bare) {
    return { rest: s.replace(bare[0], ` ${bare[1]} `), lo: cleanBound(bare[2]), hi: cleanBound(bare[3].replace(/^\(|\)$/g, '')) };
  }
  // ∫[0,2] x dx, ∫_[0,2]: the interval written as a subscript right after the sign
  const interval = /(\\int|\bint)\s*_?\s*\[\s*([^,;[\]]+?)\s*[,;]\s*([^,;[\]]+?)\s*\]\s*(?=\S)/i.exec(s);
  if (interval) {
    return { rest: s.replace(interval[0], ` ${interval[1]} `), lo: cleanBound(interval[2]), hi: cleanBound(interval[3]) };
  }
  // "from x = 0 to x = 3": the letter named at both ends is the variable of integration
  const named = new RegExp(`\\b(?:from|de|du|between|entre)\\s+([a-zA-Z])\\s*=\\s*${BOUND}\\s+(?:to|à|a|au|jusqu'à|jusqu’à|and|et)\\s+\\1\\s*=\\s*${BOUND}(?=\\s|$|[;?!]|[.,](?!\\d))`, 'i').exec(s);
  if (named) return { rest: s.replace(named[0], ' '), lo: cleanBound(named[2]), hi: cleanBound(named[3]), variable: named[1] };
  const words: RegExp[] = [
    new RegExp(`\\b(?:from|de|du)\\s+${BOUND}\\s+(?:to|à|a|au|jusqu'à|jusqu’à)\\s+${BOUND}(?=\\s|$|[;?!]|[.,](?!\\d))`, 'i'),
    new RegExp(`\\b(?:between|entre)\\s+${BOUND}\\s+(?:and|et)\\s+${BOUND}(?=\\s|$|[;?!]|[.,](?!\\d))`, 'i'),
    /\b(?:on|over|sur|in|dans)\s*(?:the interval|l'intervalle)?\s*[[\]]\s*([^,;[\]]+?)\s*[,;]\s*([^,;[\]]+?)\s*[[\]]/i,
  ];
  for (const re of words) {
    const w = re.exec(s);
    if (w) return { rest: s.replace(w[0], ' '), lo: cleanBound(w[1]), hi: cleanBound(w[2]) };
  }
  return { rest: s };
}

/** The integral in the text, or null when the text is not an integral problem. */
/** SymPy's spelling: integrate(f, x) and integrate(f, (x, a, b)). */
function sympyForm(text: string): string | null {
  const m = /^\s*(?:integrate|int)\s*\((.*)\)\s*$/i.exec(text);
  if (!m) return null;
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of m[1]) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === ',' && depth === 0) {
      parts.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  parts.push(cur.trim());
  if (parts.length !== 2) return null;
  const lim = /^\(\s*([a-zA-Z])\s*,\s*([^,]+?)\s*,\s*([^,]+?)\s*\)$/.exec(parts[1]);
  if (lim) return `int_(${lim[2]})^(${lim[3]}) ${parts[0]} d${lim[1]}`;
  if (/^[a-zA-Z]$/.test(parts[1])) return `int ${parts[0]} d${parts[1]}`;
  return null;
}

/** A closing condition on parameters, ", a > 0", "(a, b > 0)", « où a > 0 »: the letters stated positive. */
const POSITIVE = /\s*[,;]?\s*\(?\s*(?:where|with|for|assuming|où|avec|pour)?\s*(?<![A-Za-z])((?:lambda|alpha|beta|mu|[a-z])(?:\s*,\s*(?:lambda|alpha|beta|mu|[a-z]))*)\s*>\s*0\s*\)?\s*[.?!]?\s*$/i;

/** The text without its closing positivity condition, and the letters it states positive. */
export function positivityCondition(text: string): { rest: string; positive: string[] } {
  const m = POSITIVE.exec(text);
  if (!m || !/\S/.test(text.slice(0, m.index))) return { rest: text, positive: [] };
  return { rest: text.slice(0, m.index), positive: m[1].split(/\s*,\s*/) };
}

/**
 * 'unreadable': an integral whose integrand could not be read; 'term outside': an integral that is one
 * term of a longer expression (see termOutside.ts).
 */
export function readIntegral(text0: string): IntegralProblem | null | 'unreadable' | 'term outside' {
  const typed = sympyForm(text0) ?? text0;
  // "…, n ∈ ℕ": a condition on a parameter, read with the task, is no part of the integrand
  const text = positivityCondition(naturalCondition(typed)?.rest ?? typed).rest;
  if (!looksLikeIntegral(text)) return null;
  if (/∑|\bsum\b/i.test(text)) return null;
  let s = ` ${text.trim()} `.replace(/\\mathrm\{d\}\s*/g, 'd').replace(/\\,|\\;|\\!|\\ /g, ' ').replace(/\\left|\\right/g, '');
  s = s.replace(/\\displaystyle/g, ' ').replace(/\$/g, ' ');
  const b = readBounds(s);
  s = factorBeforeSign(b.rest);
  if (hasTermOutside(s, (t) => t.replace(COMMAND, ' '))) return 'term outside';
  // the variable: "with respect to t", "par rapport à t", or the trailing d<var>
  let variable: string | undefined = b.variable;
  const wrt = /\b(?:with respect to|w\.r\.t\.?|wrt|par rapport à|par rapport a)\s+([a-zA-Z])\b/i.exec(s);
  if (wrt) {
    variable = wrt[1];
    s = s.replace(wrt[0], ' ');
  }
  s = s.replace(/\\int(?!\p{L})|(^|[^\p{L}])int(?!\p{L})/gu, '$1 ');
  s = s.replace(COMMAND, ' ');
  // "the area under y = x² …", "I = ∫ …", "… dx =": the formula alone
  s = s.replace(/\b(?:area under|aire sous)\s+(?:the\s+(?:curve|graph)\s+(?:of\s+)?|la\s+courbe\s+(?:de\s+)?)?/i, ' ');
  s = s.replace(/^\s*(?:the|l'|la|le)\s+/i, ' ');
  s = s.replace(DEFINED, ' ').replace(/=\s*[.?!]?\s*$/, ' ');
  // "of g(t) = sin t": the function's name after the preposition too
  s = s.replace(/^\s*(?:of|de|d'|du|for|pour)\s+/i, ' ').replace(DEFINED, ' ');
  // d<var> at the end (possibly followed by punctuation), or at the front of a fraction "dx/(…)"
  // dθ is written dtheta once normalised: a Greek letter's name is one variable
  // dθ is d\theta in LaTeX (\frac{d\theta}{1 + \cos^2\theta}): the backslash is no part of the name
  const tail = /(?:^|[\s)}\]*·0-9a-zA-Z])d\s?\\?(theta|phi|rho|alpha|beta|lambda|tau|omega|[a-zA-Z])\s*[.?!]?\s*$/.exec(s);
  if (tail) {
    variable ??= tail[1];
    s = s.slice(0, tail.index + (tail[0].startsWith('d') && tail.index === 0 ? 0 : tail[0].startsWith('d') ? 0 : 1));
  } else {
    const front = /(^|\s|\{)d\\?(theta|phi|alpha|beta|lambda|tau|omega|[a-zA-Z])\s*(\/|\}\s*\{)/.exec(s);
    if (front) {
      variable ??= front[2];
      s = s.replace(front[0], `${front[1]}1${front[3]}`);
    } else if (/(?<![a-zA-Z\\])d\\?(?:theta|phi|rho|alpha|beta|lambda|tau|omega|[a-zA-Z])\s*[)\]}]/.test(s)) {
      // a differential closing a bracket opened before the sign ("(−∫_0^1 x dx)") would be read as the
      // letters d·x inside the integrand
      return 'unreadable';
    }
  }
  s = s.replace(/\\frac\s*\{\s*d([a-zA-Z])\s*\}/, (_m, v: string) => {
    variable ??= v;
    return '\\frac{1}';
  });
  s = s.replace(/[?]/g, ' ').replace(/\s*[:.,;]\s*$/, '').replace(/^\s*[:,]\s*/, '').trim();
  // bounds with nothing left to integrate: a bound that took the integrand with it, never ∫ 0
  if (!s) return b.lo !== undefined ? 'unreadable' : null;
  // a derivative operator inside the integrand (∫ d/dx(x²) dx) would be read as the letters d·x
  if (/(?<![a-zA-Z])d\s*\/\s*d\s*[a-zA-Z]/.test(s)) return 'unreadable';
  let integrand: MathNode;
  try {
    integrand = parseNode(s);
  } catch {
    return 'unreadable';
  }
  // a bound cut short leaves nothing, 0 or its own pieces (_, ^) in front of the integrand
  if ((integrand === 0 && s !== '0') || mentions(integrand, '_')) return 'unreadable';
  // "the integral of f from 0 to 2" with no formula for f and no differential: a function's name, never ∫ f df
  if (variable === undefined && typeof integrand === 'string' && /^[fgh]$/.test(integrand)) return 'unreadable';
  variable ??= guessVariable(integrand);
  const out: IntegralProblem = { integrand, variable };
  if (b.lo !== undefined && b.hi !== undefined) {
    try {
      out.bounds = { lo: parseNode(b.lo), hi: parseNode(b.hi), loText: b.lo, hiText: b.hi };
    } catch {
      return null;
    }
  }
  return out;
}

function mentions(n: MathNode, symbol: string): boolean {
  if (typeof n === 'string') return n === symbol;
  return Array.isArray(n) && n.slice(1).some((a) => mentions(a as MathNode, symbol));
}

const GREEK = ['theta', 'phi', 'alpha', 'beta', 'lambda', 'tau', 'omega'];

function guessVariable(n: MathNode): string {
  const syms = new Set<string>();
  const walk = (m: MathNode): void => {
    if (typeof m === 'string') {
      if ((/^[a-zA-Z]$/.test(m) || GREEK.includes(m)) && m !== 'e') syms.add(m);
    } else if (Array.isArray(m)) m.slice(1).forEach((a) => walk(a as MathNode));
  };
  walk(n);
  for (const v of ['x', 't', 'u', 'y', 'z', 's', 'theta']) if (syms.has(v)) return v;
  return [...syms].sort()[0] ?? 'x';
}
