import { Q } from '../../cas/rational';
import { rank, type Mat } from './matrix';
import { nullSpace } from './matrixEigen';
import { coeff } from './linearForm';
import { NotLinear, parseLinear, parseLinearEquation } from './linearParse';

/**
 * Subspaces of ℝⁿ written the ways exercise sheets and students write them, each read into a basis:
 * - spanned: F = span{(1, 0, 1), (0, 1, 1)}, « G = Vect(u, v) où u = (1, 1, 0) … », ⟨u, v⟩, D = ℝ(1, 1, 1);
 * - by equations: {(x, y, z) ∈ ℝ³ | x + y + z = 0}, « le plan d'équation x − 2y + 3z = 0 », "the plane
 *   x + 2y − 3z = 0 in R^3";
 * - by parameters: {(a, a − b, a + b) : a, b ∈ ℝ}, "the set of all vectors (x, y, x + y) with x and y real";
 * - in words: "the subspace spanned by v1 = (1, 2, 3), v2 = …", « la droite engendrée par (1, 1, 1) ».
 * Each reading keeps the text it came from, so a question can check that every other word was read.
 */

export interface Subspace {
  /** F, W1 (W₁, W_1 and W1 are one name); '' for a subspace described without a name. */
  name: string;
  /** The dimension of the whole space ℝⁿ. */
  n: number;
  /** An independent family spanning the subspace. */
  basis: Q[][];
  /** How it was given: spanning vectors, homogeneous equations (their coefficient rows) or parameters. */
  given: { kind: 'span'; vectors: Q[][] } | { kind: 'equations'; rows: Mat } | { kind: 'parameters'; vectors: Q[][] };
  /** Where in the (prepared) text it was read, and that text. */
  at: number;
  source: string;
  /** A set written like a subspace whose equations have a nonzero constant: no subspace. */
  affine?: boolean;
}

/** A set written like a subspace whose equations have a nonzero constant: not one. */
export class NotSubspace extends Error {
  constructor(readonly subspace: string) {
    super(`${subspace} is affine`);
    this.name = 'NotSubspace';
  }
}

/** ASCII spellings of what LaTeX and unicode write for reals, spans, ⊥ and ⊕, indices. */
export function prepareSubspaceText(s: string): string {
  let t = s
    .replace(/\\in(?![a-z])|∈/g, ' in ')
    .replace(/\\mathbb\s*\{?\s*R\s*\}?|\\R(?![a-zA-Z])|(?<![\p{L}])IR(?![\p{L}])/gu, 'R')
    .replace(/R\s*\^\s*\{\s*(\d)\s*\}/g, 'R^$1')
    .replace(/\\(?:operatorname|mathrm|text|textrm|rm|mathop)\s*\{\s*([A-Za-z]+)\s*\}/g, '$1')
    .replace(/\\(?:vec|mathbf|overrightarrow|boldsymbol|bm)\s*\{\s*([a-z](?:_?\{?\d\}?)?)\s*\}/g, '$1')
    .replace(/\\(?:vec|mathbf)\s+([a-z])/g, '$1')
    .replace(/\\(?:perp|bot)(?![a-zA-Z])/g, '⊥')
    .replace(/\\oplus(?![a-zA-Z])/g, '⊕')
    .replace(/\\langle(?![a-zA-Z])/g, '⟨')
    .replace(/\\rangle(?![a-zA-Z])/g, '⟩')
    .replace(/\\([{}])/g, '$1')
    .replace(/\\(?:mid|vert)(?![a-zA-Z])|∣/g, '|')
    .replace(/\\cap(?![a-zA-Z])|∩/g, ' inter ')
    .replace(/\\(?:land|wedge)(?![a-zA-Z])|∧/g, ' and ')
    .replace(/\\(?:cdot|times)(?![a-zA-Z])/g, '*')
    .replace(/\\(?:quad|qquad)(?![a-zA-Z])|~/g, ' ')
    .replace(/−/g, '-')
    .replace(/\\lambda(?![a-zA-Z])/g, 'λ')
    // the parameters as the normaliser spells them out (2λ → 2lambda)
    .replace(/(?<![\p{L}])lambda(?![\p{L}])/gu, 'λ')
    .replace(/(?<![\p{L}])mu(?![\p{L}])/gu, 'μ')
    .replace(/_\{\s*(\d+)\s*\}/g, '_$1')
    .replace(/(?<![\p{L}])([A-Za-z])_(\d)(?!\d)/gu, '$1$2')
    .replace(/\^\s*\{\s*⊥\s*\}|\^\s*⊥/g, '⊥');
  // a column or a row typeset as a matrix (\begin{pmatrix}1\\2\\3\end{pmatrix}): one vector
  t = t.replace(/\\begin\{([pbvB]?matrix)\}([^]*?)\\end\{\1\}/g, (m, _env: string, body: string) => {
    const rows = body.split(/\\\\/).map((r) => r.split('&').map((c) => c.trim())).filter((r) => r.some((c) => c !== ''));
    const column = rows.length > 1 && rows.every((r) => r.length === 1);
    const row = rows.length === 1 && rows[0].length > 1;
    return column ? `(${rows.map((r) => r[0]).join(', ')})` : row ? `(${rows[0].join(', ')})` : m;
  });
  // a column typed [[1], [2], [3]] or a row [[1, 2, 3]]: one vector
  t = t.replace(/\[\s*\[\s*(-?[\d./]+)\s*\](?:\s*,?\s*\[\s*-?[\d./]+\s*\])+\s*\]/g, (m) => `(${[...m.matchAll(/-?[\d./]+/g)].map((x) => x[0]).join(', ')})`);
  t = t.replace(/\[\s*\[\s*(-?[\d./]+(?:\s*,\s*-?[\d./]+)+)\s*\]\s*\]/g, '($1)');
  // words in lower case, so that patterns need no case-insensitive flag: a capital alone names a subspace
  return t.replace(/\p{L}{2,}/gu, (w) => w.toLowerCase());
}

const NUMBER = String.raw`-?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
/** A vector of numbers: (1, 0, -1), [1, 2], ⟨1, 2, 3⟩, (1 ; 0 ; 1). */
export const TUPLE = String.raw`[(\[⟨<]\s*${NUMBER}(?:\s*[,;]\s*${NUMBER})+\s*[)\]⟩>]`;
/** A vector's name: u, v2, e1, w' — never a capital, which names subspaces. */
const VECTOR_NAME = String.raw`(?<![\p{L}\d])[a-z]\d?'?(?![\p{L}\d(])`;
/** A subspace's name: F, G, W1, E' — R alone is the reals. */
export const SPACE_NAME = String.raw`(?<![\p{L}\d])(?!R(?![\p{L}\d']))[A-Z]\d?'?(?![\p{L}\d(])`;
/** An item of a list of spanning vectors: a tuple, a vector named, or one defined on the spot (v1 = (1, 2, 3)). */
const ITEM = String.raw`(?:${VECTOR_NAME}\s*=\s*)?${TUPLE}|${VECTOR_NAME}`;
const ITEMS = String.raw`(?:${ITEM})(?:\s*(?:,|;|\band\b|\bet\b)\s*(?:${ITEM}))*`;
/** ℝⁿ as written after normalisation (R^3, R3), its size in the group named, if any. */
export const rn = (group?: string): string => String.raw`(?<![\p{L}])R\s*\^?\s*\(?${group ? String.raw`(?<${group}>\d)` : String.raw`\d`}\)?(?![\d.,]\d)`;

/** Reads one tuple's numbers; null when one is not a number. */
export function readNumbers(tuple: string): Q[] | null {
  const body = tuple.trim().replace(/^[([⟨<]\s*|\s*[)\]⟩>]$/g, '');
  const out: Q[] = [];
  for (const part of body.split(/\s*[,;]\s*/)) {
    const q = Q.parse(part.replace(/\s+/g, ''));
    if (!q) return null;
    out.push(q);
  }
  return out;
}

/** The vectors named in the text (u = (1, 1, 0), v_2 = [0, 1, 1]); a name given twice is ambiguous. */
export function namedVectors(s: string): Map<string, Q[]> | null {
  const out = new Map<string, Q[]>();
  for (const m of s.matchAll(new RegExp(String.raw`(${VECTOR_NAME})\s*=\s*(${TUPLE})`, 'gu'))) {
    const v = readNumbers(m[2]);
    if (!v || out.has(m[1])) return null;
    out.set(m[1], v);
  }
  return out;
}

/** The vectors that raise the rank, in order: a basis of what they span. */
export function independentOf(vectors: Q[][]): Q[][] {
  const kept: Q[][] = [];
  for (const v of vectors) if (rank([...kept, v]) > kept.length) kept.push(v);
  return kept;
}

/** The vectors of a list of items; null when one is unknown or the sizes differ. */
function itemVectors(list: string, named: Map<string, Q[]>): Q[][] | null {
  const out: Q[][] = [];
  for (const m of list.matchAll(new RegExp(ITEM, 'gu'))) {
    const tuple = new RegExp(TUPLE, 'u').exec(m[0]);
    const v = tuple ? readNumbers(tuple[0]) : (named.get(m[0].trim()) ?? null);
    if (!v) return null;
    out.push(v);
  }
  return out.length > 0 && out.every((v) => v.length === out[0].length) ? out : null;
}

const spanned = (name: string, vectors: Q[][], at: number, source: string): Subspace => ({
  name,
  n: vectors[0].length,
  basis: independentOf(vectors),
  given: { kind: 'span', vectors },
  at,
  source,
});

/** One linear equation, or a chain (x = y = 2z), as rows over the unknowns; null when not linear in them. */
function equationRows(list: string, unknowns: string[], name: string): Mat | null {
  const rows: Mat = [];
  for (const clause of list.split(/\s*(?:,|;|&|\band\b|\bet\b)\s*/u).filter((c) => c.trim() !== '')) {
    const sides = clause.split('=');
    if (sides.length < 2) return null;
    for (let i = 0; i + 1 < sides.length; i++) {
      try {
        const eq = parseLinearEquation(`${sides[i]}=${sides[i + 1]}`);
        if ([...eq.form.coeffs.keys()].some((k) => !unknowns.includes(k))) return null;
        if (!eq.form.constant.isZero()) throw new NotSubspace(name);
        rows.push(unknowns.map((u) => coeff(eq.form, u)));
      } catch (e) {
        if (e instanceof NotLinear) return null;
        throw e;
      }
    }
  }
  return rows.length > 0 ? rows : null;
}

/** Given by equations: the kernel of their rows. */
function fromEquations(name: string, rows: Mat, at: number, source: string): Subspace {
  return { name, n: rows[0].length, basis: nullSpace(rows), given: { kind: 'equations', rows }, at, source };
}

/** The parameters of a set written by parameters: "a, b in R", « a, b réels », "x and y real". */
function parameterList(cond: string): string[] | null {
  const rest = cond
    .replace(new RegExp(String.raw`\s*(?:in|dans)\s+${rn()}|\s*(?:in|dans)\s+R(?![\p{L}])|\s*(?:are\s+|sont\s+)?(?:any\s+)?(?:real(?:\s+numbers?)?|r[ée]els?|arbitrary|quelconques?)(?![\p{L}])`, 'gu'), ' ')
    .replace(/[()]/g, ' ');
  const names = rest.split(/\s*(?:,|\band\b|\bet\b)\s*/u).map((x) => x.trim()).filter((x) => x !== '');
  return names.length > 0 && names.every((x) => /^[a-z]\d?$/.test(x)) && new Set(names).size === names.length ? names : null;
}

/** {(a, a − b, a + b) : a, b ∈ ℝ}: one vector per parameter, its coefficients in the components. */
function fromParameters(name: string, components: string[], params: string[], at: number, source: string): Subspace | null {
  const vectors: Q[][] = params.map(() => []);
  for (const c of components) {
    try {
      const form = parseLinear(c);
      if (!form.constant.isZero() || [...form.coeffs.keys()].some((k) => !params.includes(k))) return null;
      params.forEach((p, i) => vectors[i].push(coeff(form, p)));
    } catch (e) {
      if (e instanceof NotLinear) return null;
      throw e;
    }
  }
  return { name, n: components.length, basis: independentOf(vectors), given: { kind: 'parameters', vectors }, at, source };
}

/** The components of a written vector, split at top-level commas or semicolons. */
function components(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of body) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if ((ch === ',' || ch === ';') && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** A set written with braces: by equations when its components are distinct unknowns, else by parameters. */
function fromSet(name: string, body: string, declared: number | null, cond: string, at: number, source: string): Subspace | null {
  const parts = components(body);
  if (parts.length < 2 || (declared !== null && declared !== parts.length)) return null;
  const params = parameterList(cond);
  if (params) return fromParameters(name, parts, params, at, source);
  const unknowns = parts.map((p) => p.replace(/\s+/g, ''));
  if (!unknowns.every((u) => /^[a-z]\d?$/.test(u)) || new Set(unknowns).size !== unknowns.length) return null;
  const rows = equationRows(cond, unknowns, name || '?');
  return rows && fromEquations(name, rows, at, source);
}

/** The usual unknowns of ℝⁿ, for a subspace described by equations without naming them. */
function usualUnknowns(used: Set<string>, n: number | null): string[] | null {
  const lists = [['x', 'y'], ['x', 'y', 'z'], ['x', 'y', 'z', 't'], ['x', 'y', 'z', 'w'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']];
  const indexed = [...used].every((u) => /^x\d$/.test(u)) && used.size > 0;
  if (indexed) {
    const size = n ?? Math.max(...[...used].map((u) => Number(u.slice(1))));
    return Array.from({ length: size }, (_, i) => `x${i + 1}`);
  }
  const fit = lists.filter((l) => [...used].every((u) => l.includes(u)) && (n === null || l.length === n));
  // x, y alone: the plane, unless a size says ℝ³ (then the list of three is the one kept)
  return fit[0] ?? null;
}

const NAME_LEAD = String.raw`(?:(?:let|soit|soient|and|et|with|avec|consider|on\s+(?:note|consid[èe]re|pose)|we\s+(?:denote|consider))\s+)?`;
const BE = String.raw`(?:\s*(?:be|denote|is|désigne|est|=|:=|:)\s*|\s+)`;
const THE = String.raw`(?:(?:the|le|la|l['’]|an?|une?)\s*)?`;
const SHAPE = String.raw`(?:(?:vector\s+|linear\s+)?sub-?space|(?:sous[- ])?espace(?:\s+vectoriel)?|hyper-?plane|hyperplan|plane|plan|line|droite(?:\s+vectorielle)?|set|ensemble)`;
const OF_RN = String.raw`(?:\s*(?:of|in|de|dans)\s+${rn('n1')})?`;
const UNKNOWN = String.raw`(?<![\p{L}])[a-z]\d?(?![\p{L}\d])`;
const SIDE = String.raw`(?:[-+*/().\d\s]|${UNKNOWN})+`;
const EQUATIONS = String.raw`${SIDE}=${SIDE}(?:=${SIDE})*(?:(?:,|;|\band\b|\bet\b)${SIDE}=${SIDE}(?:=${SIDE})*)*`;
const EQUATION_LEAD = String.raw`(?:\s*(?:(?:with|of|given\s+by|defined\s+by|described\s+by|cut\s+out\s+by)\s+(?:the\s+)?(?:cartesian\s+)?equations?|d['’]\s*[ée]quations?(?:\s+cart[ée]siennes?)?|(?:given|defined|described)\s+by|d[ée]fini(?:e)?\s+par(?:\s+l['’]\s*[ée]quation|\s+les\s+[ée]quations)?|donn[ée]e?\s+par|:))?\s*`;
const SPANNED_BY = String.raw`(?:spanned|generated)\s+by|engendr[ée]e?\s+par|g[ée]n[ée]r[ée]e?\s+par|dirig[ée]e?\s+par|directed\s+by`;
const VECTORS_WORD = String.raw`(?:(?:the\s+)?vectors?\s+|(?:les\s+|le\s+)?vecteurs?\s+|(?:the\s+)?columns?\s+)?`;

/** x = −t, y = 2t, z = t: each coordinate a multiple of one parameter (a constant makes the line affine). */
// a period ends the sentence unless a digit follows it (x = 0.5t)
const PARAMETER_SIDE = String.raw`(?:[-+*/()\d\s]|\.(?=\d))*(?:t|s|k|λ|μ|u|v)(?:(?:[-+*/()\d\s]|\.(?=\d))*(?:t|s|k|λ|μ|u|v))?(?:[-+*/()\d\s]|\.(?=\d))*`;
export const PARAMETRIC = String.raw`x\s*=${PARAMETER_SIDE}(?:,|;|\band\b|\bet\b)\s*y\s*=${PARAMETER_SIDE}(?:(?:,|;|\band\b|\bet\b)\s*z\s*=${PARAMETER_SIDE})?`;
const PARAMETRIC_LEAD = String.raw`(?:\s*(?:(?:given|defined|described)\s+(?:parametrically\s+)?by|with\s+(?:the\s+)?parametric\s+equations?|parametri[sz]ed\s+by|de\s+repr[ée]sentation\s+param[ée]trique|d['’]\s*[ée]quations?\s+param[ée]triques?|param[ée]tr[ée]e\s+par|d[ée]finie\s+par|:))?\s*`;

/**
 * The vectors of x = a s + b t, y = …, z = …: one per parameter (a line has one, a plane two); null
 * when a side is not linear in them. A constant makes the set affine.
 */
export function parametricVectors(eqs: string, name: string): Q[][] | null {
  const sides = eqs.split(/\s*(?:,|;|\band\b|\bet\b)\s*/u).map((c) => (c.split('=')[1]?.trim() ?? '').replace(/λ/gu, 'p').replace(/μ/gu, 'q'));
  const params = [...new Set(sides.flatMap((c) => c.match(/[a-z]/gu) ?? []))];
  if (params.length < 1 || params.length > 2) return null;
  const out: Q[][] = params.map(() => []);
  for (const side of sides) {
    try {
      const form = parseLinear(side);
      if (!form.constant.isZero()) throw new NotSubspace(name);
      params.forEach((p, i) => out[i].push(coeff(form, p)));
    } catch (e) {
      if (e instanceof NotLinear) return null;
      throw e;
    }
  }
  return out.every((v) => v.some((c) => !c.isZero())) ? out : null;
}

/** The direction of a line x = a t, y = b t, z = c t; null when it has not exactly one parameter. */
export function parametricDirection(eqs: string, name: string): Q[] | null {
  const vs = parametricVectors(eqs, name);
  return vs && vs.length === 1 ? vs[0] : null;
}

interface Pattern {
  re: RegExp;
  read: (m: RegExpExecArray, named: Map<string, Q[]>) => Subspace | null;
}

const declaredSize = (g: string | undefined): number | null => (g ? Number(g) : null);

/** Every notation, named or not (the name group then empty). */
const PATTERNS: Pattern[] = [
  // (before the lines by equations, which would take the parameter for a fourth unknown)
  // "the line L given by x = −t, y = 2t, z = t", « la droite D de représentation paramétrique x = t, y = −2t,
  // z = 3t », "the line (x, y, z) = t(1, 1, 2)": a line through the origin, one parameter; "the plane x = s + t,
  // y = s, z = t", « le plan de représentation paramétrique x = λ + μ, … »: two
  {
    re: new RegExp(
      String.raw`(?:${NAME_LEAD}(?<name>${SPACE_NAME})${BE})?${THE}(?<shape>line|droite(?:\s+vectorielle)?|plane|plan(?:\s+vectoriel)?)(?:\s+\$?\s*(?<name2>${SPACE_NAME}))?${OF_RN}${PARAMETRIC_LEAD}(?:(?<eqs>${PARAMETRIC})|\(\s*x\s*,\s*y(?:\s*,\s*z)?\s*\)\s*=\s*(?<p>[a-z])\s*\*?\s*(?<tuple>${TUPLE}))(?:\s*,?\s*(?:t|s|k|λ)\s+in\s+R(?![\p{L}\d^]))?`,
      'gu',
    ),
    read: (m) => {
      const name = m.groups?.name ?? m.groups?.name2 ?? '';
      if (m.groups?.tuple) {
        const v = readNumbers(m.groups.tuple);
        return v && spanned(name, [v], m.index, m[0]);
      }
      const vs = parametricVectors(m.groups?.eqs ?? '', name || '?');
      // a line has one parameter, a plane two
      const plane = /^pl/u.test(m.groups?.shape ?? '');
      if (!vs || vs.length !== (plane ? 2 : 1)) return null;
      return { ...spanned(name, vs, m.index, m[0]), given: { kind: 'parameters', vectors: vs } };
    },
  },
  // {t(1, −1, 2) : t ∈ ℝ}: the line of a vector
  {
    re: new RegExp(String.raw`(?:(?<name>${SPACE_NAME})\s*(?:=|:=)\s*)?[{]\s*(?<p>[a-z])\s*\*?\s*(?<tuple>${TUPLE})\s*(?:\||:|,|;)\s*\k<p>\s+in\s+R\s*[}]`, 'gu'),
    read: (m) => {
      const v = readNumbers(m.groups?.tuple ?? '');
      return v && spanned(m.groups?.name ?? '', [v], m.index, m[0]);
    },
  },
  // F = span{(1, 0, 1), u}, « G = Vect(u, v) », ⟨u, v⟩, \operatorname{span}\{…\}, Vect({u, v})
  {
    re: new RegExp(String.raw`(?:(?<name>${SPACE_NAME})\s*(?:=|:=)\s*)?(?<![\p{L}])(?:span|vect|sp|gen)\s*(?:[({]\s*(?:\{\s*)?(?<list>${ITEMS})\s*(?:\}\s*)?[)}])`, 'gu'),
    read: (m, named) => {
      const vs = itemVectors(m.groups?.list ?? '', named);
      return vs && spanned(m.groups?.name ?? '', vs, m.index, m[0]);
    },
  },
  {
    re: new RegExp(String.raw`(?:(?<name>${SPACE_NAME})\s*(?:=|:=)\s*)?⟨\s*(?<list>${ITEMS})\s*⟩`, 'gu'),
    read: (m, named) => {
      const vs = itemVectors(m.groups?.list ?? '', named);
      return vs && spanned(m.groups?.name ?? '', vs, m.index, m[0]);
    },
  },
  // D = R(1, 1, 1), ℝ·u, \mathbb{R} w: the line of a vector
  {
    re: new RegExp(String.raw`(?<name>${SPACE_NAME})\s*(?:=|:=)\s*R\s*\*?\s*(?<list>${TUPLE}|${VECTOR_NAME})`, 'gu'),
    read: (m, named) => {
      const vs = itemVectors(m.groups?.list ?? '', named);
      return vs && spanned(m.groups?.name ?? '', vs, m.index, m[0]);
    },
  },
  // {(x, y, z) ∈ ℝ³ | …}, {(a, a − b, a + b) : a, b ∈ ℝ}, [(d, e, e) : d, e ∈ R]
  {
    re: new RegExp(
      String.raw`(?:(?<name>${SPACE_NAME})\s*(?:=|:=)\s*)?[{\[]\s*(?:[a-z]\s*=\s*)?\(\s*(?<body>[^(){}\[\]]*(?:\([^(){}\[\]]*\)[^(){}\[\]]*)*)\)\s*(?:in\s+${rn('n1')}\s*)?(?:\||:|;|,|\/|such\s+that|tels?\s+que|t\.?\s*q\.?|where|with|avec|o[ùu])\s*(?<cond>[^{}\[\]]*?)\s*[}\]]`,
      'gu',
    ),
    read: (m) => fromSet(m.groups?.name ?? '', m.groups?.body ?? '', declaredSize(m.groups?.n1), m.groups?.cond ?? '', m.index, m[0]),
  },
  // "W the set of all vectors (x, y, x + y) with x and y real", « l'ensemble des vecteurs (a, b, a + b) avec a, b
  // réels », "the subspace consisting of all vectors of the form (a, b, a + 2b)" (its letters the parameters)
  {
    re: new RegExp(
      String.raw`(?:${NAME_LEAD}(?<name>${SPACE_NAME})${BE})?${THE}(?:${SHAPE}(?:\s+(?<name2>${SPACE_NAME}))?${OF_RN}\s+(?:consisting\s+of|made\s+of|form[ée]\s+(?:de|des))\s+(?:all\s+)?(?:the\s+)?vectors?|set\s+of\s+(?:all\s+)?(?:the\s+)?vectors?|ensemble\s+des\s+vecteurs)\s*(?:of\s+the\s+form\s+|de\s+la\s+forme\s+)?\(\s*(?<body>[^()]*)\)(?:\s*(?:,\s*)?(?:with|where|for|such\s+that|avec|o[ùu]|pour)\s+(?<cond>(?:[a-z]\d?)(?:\s*(?:,|\band\b|\bet\b)\s*[a-z]\d?)*\s*(?:(?:are\s+|sont\s+)?(?:any\s+)?(?:real(?:\s+numbers?)?|r[ée]els?)|(?:in|dans)\s+R(?:\s*\^?\s*\d)?)))?`,
      'gu',
    ),
    read: (m) => {
      const parts = components(m.groups?.body ?? '');
      const letters = [...new Set(parts.join(' ').match(/(?<![\p{L}])[a-z]\d?(?![\p{L}\d])/gu) ?? [])];
      const params = m.groups?.cond ? parameterList(m.groups.cond) : letters;
      return params && params.length > 0 ? fromParameters(m.groups?.name ?? m.groups?.name2 ?? '', parts, params, m.index, m[0]) : null;
    },
  },
  // "P : x + y + z = 0", « soit P : x − 2y + z = 0 »: a plane named before a colon
  {
    re: new RegExp(String.raw`(?<name>${SPACE_NAME})\s*:\s*(?<eqs>${EQUATIONS})`, 'gu'),
    read: (m) => {
      const eqs = m.groups?.eqs ?? '';
      const used = new Set([...eqs.matchAll(new RegExp(UNKNOWN, 'gu'))].map((u) => u[0]));
      const unknowns = usualUnknowns(used, [...used].every((u) => ['x', 'y', 'z'].includes(u)) ? 3 : null);
      const rows = unknowns && equationRows(eqs, unknowns, m.groups?.name ?? '?');
      return rows ? fromEquations(m.groups?.name ?? '', rows, m.index, m[0]) : null;
    },
  },
  // "W the plane x + 2y − 3z = 0 in R^3", « P le plan d'équation x − y + z = 0 », "the subspace of R^4 defined by …"
  {
    re: new RegExp(
      String.raw`(?:${NAME_LEAD}(?<name>${SPACE_NAME})${BE})?${THE}(?<shape>${SHAPE})(?:\s+(?<name2>${SPACE_NAME}))?${OF_RN}${EQUATION_LEAD}(?<eqs>${EQUATIONS})(?:\s*(?:in|of|de|dans)\s+${rn('n2')})?`,
      'gu',
    ),
    read: (m) => {
      const eqs = m.groups?.eqs ?? '';
      const sizes = [m.groups?.n1, m.groups?.n2].filter((x) => x !== undefined).map(Number);
      if (sizes.length === 2 && sizes[0] !== sizes[1]) return null;
      const used = new Set([...eqs.matchAll(new RegExp(UNKNOWN, 'gu'))].map((u) => u[0]));
      const shape = (m.groups?.shape ?? '').toLowerCase();
      const n = sizes[0] ?? (/^(?:plane|plan|hyper)/.test(shape) && [...used].every((u) => ['x', 'y', 'z'].includes(u)) ? 3 : null);
      const unknowns = usualUnknowns(used, n);
      const name = m.groups?.name ?? m.groups?.name2 ?? '';
      const rows = unknowns && equationRows(eqs, unknowns, name || '?');
      return rows ? fromEquations(name, rows, m.index, m[0]) : null;
    },
  },
  // "the subspace spanned by v1 = (1, 2, 3), v2 = …", « D la droite engendrée par (1, 1, 1) »
  {
    re: new RegExp(
      String.raw`(?:${NAME_LEAD}(?<name>${SPACE_NAME})${BE})?${THE}(?:${SHAPE}(?:\s+(?<name2>${SPACE_NAME}))?${OF_RN}\s+)?(?:${SPANNED_BY})\s+${VECTORS_WORD}(?<list>${ITEMS})`,
      'gu',
    ),
    read: (m, named) => {
      const vs = itemVectors(m.groups?.list ?? '', named);
      return vs && spanned(m.groups?.name ?? m.groups?.name2 ?? '', vs, m.index, m[0]);
    },
  },
];

/**
 * Every subspace written in the (prepared) text, in order of appearance, overlapping readings
 * dropped (the first and longest kept). A set that is no subspace is kept, marked affine.
 */
export function readSubspaces(s: string): Subspace[] {
  const named = namedVectors(s) ?? new Map<string, Q[]>();
  // e1, …, en not defined: the standard basis of the ℝⁿ the text names
  const size = new RegExp(rn('n'), 'u').exec(s)?.groups?.n;
  for (let i = 1; size && i <= Number(size); i++) {
    if (!named.has(`e${i}`)) named.set(`e${i}`, Array.from({ length: Number(size) }, (_, j) => (j === i - 1 ? Q.ONE : Q.ZERO)));
  }
  const found: Subspace[] = [];
  for (const p of PATTERNS) {
    for (const m of s.matchAll(p.re)) {
      try {
        const sub = p.read(m as RegExpExecArray, named);
        if (sub && sub.n >= 2) found.push(sub);
      } catch (e) {
        // kept in its place, so that a question about it is refused by name rather than misread
        if (!(e instanceof NotSubspace)) throw e;
        found.push({ name: m.groups?.name ?? m.groups?.name2 ?? '', n: 0, basis: [], given: { kind: 'span', vectors: [] }, at: m.index, source: m[0], affine: true });
      }
    }
  }
  found.sort((a, b) => a.at - b.at || b.source.length - a.source.length);
  const kept: Subspace[] = [];
  for (const f of found) {
    const last = kept[kept.length - 1];
    if (last && f.at < last.at + last.source.length) continue;
    kept.push(f);
  }
  return kept;
}
