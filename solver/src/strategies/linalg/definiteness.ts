import { eigs } from 'mathjs';
import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { AnswerDraft, Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { expand, simplify, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { evaluateReal } from '../../verify/numeric';
import { toAscii } from '../../format/ascii';
import { detCofactor, isSquare, toLatex, type Mat } from './matrix';
import { charPoly, polyToLatex } from './polynomial';
import { extractMatrices, placeholder } from './matrixParse';
import { FILLER } from './matrixRecognize';
import { stripFormLeadIn } from './formWording';

/**
 * "Is A positive definite?", « la matrice A est-elle définie positive ? », "examine whether the
 * quadratic form 4x² − y² + 2xy is positive definite or not", « q est-elle semi-définie
 * négative ? »: a yes-or-no question about a real symmetric matrix, or about the symmetric matrix of a
 * quadratic form written as a polynomial. Answered as a course does, by Sylvester's criterion on the
 * leading principal minors (all principal minors for a semidefinite question); checked by the signs
 * of the eigenvalues computed numerically by mathjs.
 */
const RANK = /(?<![\p{L}])(?:rank|rang)(?![\p{L}])/iu;
type Kind = 'pd' | 'nd' | 'psd' | 'nsd' | 'indefinite' | 'signature' | 'rank' | 'classify';

const DEFINITE = String.raw`(?:(?:positive|negative)\s*[- ]?\s*(?:semi\s*[- ]?\s*)?definite|(?:semi\s*[- ]?\s*)?d[ée]finie\s+(?:positive|n[ée]gative)|indefinite|ind[ée]finie)`;
/**
 * Which class, asked openly: "classify the quadratic form", « déterminer la nature de q », "is it
 * positive definite, negative definite or indefinite?" (two classes or more offered, never one
 * yes-or-no question).
 */
const CLASSIFY = new RegExp(
  String.raw`(?<![\p{L}])(?:classify|classifier|classer|(?:the\s+)?(?:type|nature)\s+(?:of|de)|(?:la\s+)?nature\s+de)(?![\p{L}])|${DEFINITE}(?:\s*,\s*${DEFINITE})*\s*,?\s+(?:or|ou)\s+(?:neither|aucun(?:e)?|ni\s+l['’]\s*une\s+ni\s+l['’]\s*autre|${DEFINITE})(?![\p{L}])`,
  'iu',
);

const KINDS: [Kind, RegExp][] = [
  ['classify', CLASSIFY],
  ['psd', /(?<![\p{L}])(?:positive\s*[- ]?\s*semi\s*[- ]?\s*definite|semi\s*[- ]?\s*definite\s+positive|semi\s*[- ]?\s*d[ée]finie\s+positive|positive\s+semi\s*[- ]?\s*d[ée]finie)(?![\p{L}])/iu],
  ['nsd', /(?<![\p{L}])(?:negative\s*[- ]?\s*semi\s*[- ]?\s*definite|semi\s*[- ]?\s*definite\s+negative|semi\s*[- ]?\s*d[ée]finie\s+n[ée]gative|n[ée]gative\s+semi\s*[- ]?\s*d[ée]finie)(?![\p{L}])/iu],
  ['pd', /(?<![\p{L}])(?:positive\s*[- ]?\s*definite|definite\s+positive|d[ée]finie\s+positive|positive\s+d[ée]finie)(?![\p{L}])/iu],
  ['nd', /(?<![\p{L}])(?:negative\s*[- ]?\s*definite|definite\s+negative|d[ée]finie\s+n[ée]gative|n[ée]gative\s+d[ée]finie)(?![\p{L}])/iu],
  ['indefinite', /(?<![\p{L}])(?:indefinite|ind[ée]finie)(?![\p{L}])/iu],
  ['signature', /(?<![\p{L}])signature(?![\p{L}])/iu],
  // the rank of a quadratic form (a matrix's rank is the matrix methods'), p + q
  ['rank', RANK],
];

/** The question's frame: "examine whether … or not", "is", "show that", « est-elle », « ou non ». */
export const FRAME =
  /(?<![\p{L}])(?:examine|determine|decide|check|verify|test|state|tell|show|prove|say|d[ée]terminer|v[ée]rifier|montrer|dire|[ée]tudier|examiner|pr[ée]ciser)(?:[sz])?(?![\p{L}])|(?<![\p{L}])(?:let|soit|explain(?:\s+why)?|justify(?:\s+your\s+answer)?|justifie[rz]?|whether|that|not|or|be|real|symmetric|réelle|reelle|sym[ée]trique|ou|non|que|qu|si|pas|n|donn[ée]e?|given)(?![\p{L}])|-(?:t-)?(?:elle|il)\b|['’]/giu;
/** "the quadratic form", « la forme quadratique », "q(x, y, z) =", "Q(x) =". */
export const FORM_WORDS = /(?<![\p{L}])(?:quadratic\s+form|forme\s+quadratique)(?![\p{L}])/iu;
export const FORM_NAME = /(?<![\p{L}])[qQf]\s*\(\s*[a-zA-Z](?:_?\{?\d\}?)?(?:\s*,\s*[a-z](?:_?\{?\d\}?)?)*\s*\)\s*=|(?<![\p{L}])[qQ]\s*=/u;

/** x₁ … x₄ written x1, x_1, x_{1}: renamed to letters the parser reads, in order. */
function renameIndexed(s: string): { s: string; names: string[] } | null {
  const indexed = [...new Set([...s.matchAll(/(?<![\p{L}])([a-z])_?\{?([1-9])\}?/gu)].map((m) => `${m[1]}${m[2]}`))].sort();
  if (indexed.length === 0) return { s, names: [] };
  const free = ['u', 'v', 'w', 's'].filter((l) => !new RegExp(`(?<![\\p{L}])${l}(?![\\p{L}])`, 'u').test(s));
  if (indexed.length > free.length) return null;
  let out = s;
  indexed.forEach((name, k) => {
    out = out.replace(new RegExp(`(?<![\\p{L}])${name[0]}_?\\{?${name[1]}\\}?`, 'gu'), ` ${free[k]} `);
  });
  return { s: out, names: indexed.map((name, k) => `${free[k]}=${name}`) };
}

const asQ = (n: MathNode): Q | null => {
  if (typeof n === 'number') return Number.isInteger(n) ? Q.of(n) : Q.parse(String(n));
  if (Array.isArray(n) && n[0] === 'Rational' && typeof n[1] === 'number' && typeof n[2] === 'number') return Q.of(n[1]).div(Q.of(n[2]));
  if (Array.isArray(n) && n[0] === 'Negate' && n.length === 2) return asQ(n[1])?.neg() ?? null;
  return null;
};

/** One term c·u·v or c·u² of an expanded quadratic form: its coefficient and its two letters. */
function term(n: MathNode): { c: Q; vars: [string, string] } | null {
  if (Array.isArray(n) && n[0] === 'Negate' && n.length === 2) {
    const t = term(n[1]);
    return t ? { c: t.c.neg(), vars: t.vars } : null;
  }
  const factors: MathNode[] = Array.isArray(n) && n[0] === 'Multiply' ? n.slice(1) : [n];
  let c = Q.ONE;
  const vars: string[] = [];
  for (const f of factors) {
    const q = asQ(f);
    if (q) c = c.mul(q);
    else if (typeof f === 'string') vars.push(f);
    else if (Array.isArray(f) && f[0] === 'Power' && typeof f[1] === 'string' && f[2] === 2) vars.push(f[1], f[1]);
    else return null;
  }
  return vars.length === 2 ? { c, vars: [vars[0], vars[1]] } : null;
}

/** The symmetric matrix of a quadratic form: aᵢᵢ the coefficient of xᵢ², aᵢⱼ = aⱼᵢ half that of xᵢxⱼ. */
export function formMatrix(poly: string): { a: Mat; vars: string[]; letters: string[]; ascii: string } | null {
  const renamed = renameIndexed(poly);
  if (!renamed) return null;
  let node: MathNode;
  try {
    node = simplify(expand(parseNode(renamed.s)));
  } catch {
    return null;
  }
  const terms = Array.isArray(node) && node[0] === 'Add' ? node.slice(1) : [node];
  const read = terms.map(term);
  if (read.some((t) => t === null)) return null;
  const alias = new Map(renamed.names.map((p) => p.split('=') as [string, string]));
  const vars = [...new Set(read.flatMap((t) => t?.vars ?? []))].sort((u, v) => (alias.get(u) ?? u).localeCompare(alias.get(v) ?? v));
  if (vars.length < 2 || vars.length > 4) return null;
  const a: Mat = vars.map(() => vars.map(() => Q.ZERO));
  for (const t of read) {
    if (!t) return null;
    const [i, j] = t.vars.map((v) => vars.indexOf(v));
    if (i === j) a[i][i] = a[i][i].add(t.c);
    else {
      const half = t.c.div(Q.of(2));
      a[i][j] = a[i][j].add(half);
      a[j][i] = a[j][i].add(half);
    }
  }
  return { a, vars: vars.map((v) => alias.get(v) ?? v), letters: vars, ascii: toAscii(parseNode(renamed.s)) };
}

interface Question {
  kind: Kind;
  a: Mat;
  /** The form's variables when the matrix was built from a polynomial. */
  vars?: string[];
}

function readQuestion(input: string): Question | null {
  const found = KINDS.find(([, re]) => re.test(input));
  if (!found) return null;
  const [kind, re] = found;
  // "the rank and signature of q": both read, the rank said with the signature
  // "classify … as positive definite, semidefinite or indefinite": the classes offered go with the verb
  let s = input.replace(kind === 'classify' ? new RegExp(re.source, 'giu') : re, ' ').replace(kind === 'signature' ? RANK : /(?!)/u, ' ');
  if (kind === 'classify') s = s.replace(/(?<![\p{L}])as(?![\p{L}])/giu, ' ');
  const ex = extractMatrices(s);
  if (ex && ex.matrices.length === 1) {
    // "is the matrix A = ⟦0⟧ positive definite?": only the frame may be left around the matrix
    const left = ex.text
      .replace(new RegExp(`(?<![\\p{L}])(?:[A-Z]\\s*=\\s*)?${placeholder(0).replace(/[[\]]/g, '\\$&')}|(?<![\\p{L}])[A-Z](?![\\p{L}])`, 'gu'), ' ')
      .replace(FRAME, ' ')
      .replace(FILLER, ' ')
      .replace(/[?!:;,.()$]/g, ' ');
    return /\S/.test(left) || kind === 'rank' ? null : { kind, a: ex.matrices[0].m };
  }
  if (ex || !FORM_WORDS.test(s) && !FORM_NAME.test(s)) return null;
  // the form: the polynomial after "q(x, y) =" or after "the quadratic form"
  s = stripFormLeadIn(s.replace(/\$/g, ' '));
  const named = FORM_NAME.exec(s);
  const words = FORM_WORDS.exec(s);
  const start = named ? named.index + named[0].length : words ? words.index + words[0].length : -1;
  if (start < 0) return null;
  const tail = s.slice(start);
  const end = tail.search(/\s(?:is|est|or|ou|on|sur|in|dans)(?![\p{L}])|[?]|\.\s|\.$|,|;/u);
  const poly = (end < 0 ? tail : tail.slice(0, end)).trim();
  const before = s.slice(0, named ? named.index : (words?.index ?? 0)).replace(FORM_WORDS, ' ');
  const after = (end < 0 ? '' : tail.slice(end)).replace(FORM_NAME, ' ');
  const left = `${before} ${after}`.replace(FORM_WORDS, ' ').replace(FRAME, ' ').replace(FILLER, ' ').replace(/(?<![\p{L}])[qQ](?![\p{L}])/gu, ' ').replace(/[?!:;,.()]/g, ' ');
  if (/\S/.test(left) || !/[a-z]/.test(poly)) return null;
  const form = formMatrix(poly);
  return form ? { kind, a: form.a, vars: form.vars } : null;
}

const sign = (q: Q): number => (q.isZero() ? 0 : q.isNegative() ? -1 : 1);

/** The principal minors of the rows and columns in `idx`, for every nonempty subset (n ≤ 4). */
function principalMinors(a: Mat): { idx: number[]; d: Q }[] {
  const n = a.length;
  const out: { idx: number[]; d: Q }[] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const idx = [...Array(n).keys()].filter((i) => mask & (1 << i));
    out.push({ idx, d: detCofactor(idx.map((i) => idx.map((j) => a[i][j]))) });
  }
  return out.sort((u, v) => u.idx.length - v.idx.length);
}

const NAMES: Record<Kind, Text> = {
  pd: text('positive definite', 'définie positive'),
  nd: text('negative definite', 'définie négative'),
  psd: text('positive semidefinite', 'semi-définie positive'),
  nsd: text('negative semidefinite', 'semi-définie négative'),
  indefinite: text('indefinite', 'indéfinie'),
  signature: text('signature', 'signature'),
  rank: text('rank', 'rang'),
  classify: text('class', 'nature'),
};

/** Sign changes along the nonzero coefficients. */
function signChanges(c: Q[]): number {
  const signs = c.filter((x) => !x.isZero()).map(sign);
  return signs.slice(1).filter((x, i) => x !== signs[i]).length;
}

/**
 * The signature (p, q): the numbers of positive and negative eigenvalues. The characteristic
 * polynomial of a real symmetric matrix has only real roots, so Descartes' rule of signs counts them
 * exactly: p sign changes in χ(λ) once the factor λᶻ is set aside, q in χ(−λ).
 */
function signature(a: Mat): { p: number; q: number; steps: StepDraft[] } {
  const chi = charPoly(a);
  const z = chi.findIndex((c) => !c.isZero());
  const rest = chi.slice(z);
  const p = signChanges(rest);
  const q = signChanges(rest.map((c, k) => (k % 2 === 1 ? c.neg() : c)));
  const steps: StepDraft[] = [
    {
      title: text('Characteristic polynomial', 'Polynôme caractéristique'),
      explanation: text('χ(λ) = det(λI − A); its roots are the eigenvalues, all real since A is symmetric.', 'χ(λ) = det(λI − A) ; ses racines sont les valeurs propres, toutes réelles car A est symétrique.'),
      formula: `\\chi(\\lambda) = ${polyToLatex(chi, '\\lambda')}`,
    },
    {
      title: text('Count the signs of the eigenvalues', 'Compter les signes des valeurs propres'),
      explanation: text(
        `With only real roots, Descartes' rule of signs is exact: ${p} sign change(s) in the coefficients give ${p} positive eigenvalue(s), ${q} in χ(−λ) give ${q} negative one(s)${z > 0 ? `, and 0 is an eigenvalue of multiplicity ${z}` : ''}.`,
        `Les racines étant toutes réelles, la règle des signes de Descartes est exacte : ${p} changement(s) de signe des coefficients donnent ${p} valeur(s) propre(s) positive(s), ${q} dans χ(−λ) donnent ${q} négative(s)${z > 0 ? `, et 0 est valeur propre de multiplicité ${z}` : ''}.`,
      ),
      formula: `\\operatorname{sign} = (${p}, ${q})`,
    },
  ];
  return { p, q, steps };
}

function decide(a: Mat, kind: Kind): { yes: boolean; steps: StepDraft[] } {
  const n = a.length;
  const leading = [...Array(n).keys()].map((k) => detCofactor(a.slice(0, k + 1).map((r) => r.slice(0, k + 1))));
  const leadingLatex = leading.map((d, k) => `\\Delta_{${k + 1}} = ${d.toLatex()}`).join(',\\quad ');
  const steps: StepDraft[] = [];
  const pd = leading.every((d) => sign(d) > 0);
  const nd = leading.every((d, k) => sign(d) * (k % 2 === 0 ? -1 : 1) > 0);
  if (kind === 'pd' || kind === 'nd') {
    const yes = kind === 'pd' ? pd : nd;
    steps.push({
      title: text('Leading principal minors', 'Mineurs principaux dominants'),
      explanation:
        kind === 'pd'
          ? text('Sylvester’s criterion: a symmetric matrix is positive definite exactly when every leading principal minor Δₖ is > 0.', 'Critère de Sylvester : une matrice symétrique est définie positive exactement quand tous ses mineurs principaux dominants Δₖ sont > 0.')
          : text('Sylvester’s criterion: a symmetric matrix is negative definite exactly when the Δₖ alternate in sign, Δ₁ < 0, Δ₂ > 0, …', 'Critère de Sylvester : une matrice symétrique est définie négative exactement quand les Δₖ alternent de signe, Δ₁ < 0, Δ₂ > 0, …'),
      formula: leadingLatex,
    });
    return { yes, steps };
  }
  const minors = principalMinors(a);
  const psd = minors.every((m) => sign(m.d) >= 0);
  const nsd = minors.every((m) => sign(m.d) * (m.idx.length % 2 === 1 ? -1 : 1) >= 0);
  const yes = kind === 'psd' ? psd : kind === 'nsd' ? nsd : !psd && !nsd;
  steps.push({
    title: text('All principal minors', 'Tous les mineurs principaux'),
    explanation: text(
      'A symmetric matrix is positive semidefinite exactly when every principal minor (rows and columns with the same indices) is ≥ 0, and negative semidefinite when those of order k have the sign of (−1)ᵏ or vanish; indefinite when it is neither.',
      'Une matrice symétrique est semi-définie positive exactement quand tous ses mineurs principaux (mêmes indices de lignes et de colonnes) sont ≥ 0, semi-définie négative quand ceux d’ordre k ont le signe de (−1)ᵏ ou sont nuls ; indéfinie quand elle n’est ni l’une ni l’autre.',
    ),
    formula: minors.map((m) => `\\Delta_{${m.idx.map((i) => i + 1).join('')}} = ${m.d.toLatex()}`).join(',\\; '),
  });
  return { yes, steps };
}

/** The signs of the eigenvalues, computed by mathjs: the definition the criterion stands for. */
function checkBySpectrum(a: Mat, kind: Exclude<Kind, 'signature' | 'rank' | 'classify'>, yes: boolean): boolean {
  let values: number[];
  try {
    values = (eigs(a.map((r) => r.map((x) => x.toNumber()))).values as unknown as number[]).map(Number);
  } catch {
    return false;
  }
  if (values.some((v) => !Number.isFinite(v))) return false;
  const tol = 1e-9 * Math.max(1, ...values.map(Math.abs));
  const pos = values.every((v) => v > tol);
  const neg = values.every((v) => v < -tol);
  const nonneg = values.every((v) => v > -tol);
  const nonpos = values.every((v) => v < tol);
  const truth = { pd: pos, nd: neg, psd: nonneg, nsd: nonpos, indefinite: !nonneg && !nonpos }[kind];
  return truth === yes;
}

const boolAnswer = (yes: boolean): AnswerDraft => ({ kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') });

/** "the (symmetric) matrix of the quadratic form q = …", « la matrice de la forme quadratique q ». */
const FORM_MATRIX_ASKED =
  /^\s*(?:(?:find|give|write(?:\s+down)?|determine|what\s+is|donner|d[ée]terminer|[ée]crire|trouver|quelle\s+est)\s+)?(?:the\s+|la\s+)?(?:symmetric\s+)?(?:matrix|matrice)(?:\s+sym[ée]trique)?\s+(?:of|associated\s+(?:with|to)|de|associ[ée]e\s+[àa])\s+(?:the\s+|la\s+)?(?:quadratic\s+form|forme\s+quadratique)\s+/iu;

/**
 * The matrix asked anywhere around the form: "find the matrix representation A of Q", "represent …
 * using a matrix", "write q in matrix form", « écrire la matrice de q », « sous forme matricielle ».
 */
const MATRIX_ASKED_ANYWHERE =
  /(?<![\p{L}])(?:(?:find|give|write(?:\s+down)?|determine|what\s+is|donner|d[ée]terminer|[ée]crire|trouver|quelle\s+est)\s+)?(?:(?:the|its|la|sa)\s+)?(?:(?:symmetric\s+)?(?:matrix|matrice)(?:\s+sym[ée]trique)?(?:\s+representation)?(?:\s+[A-Z](?![\p{L}]))?\s+(?:of|associated\s+(?:with|to)|de|associ[ée]e\s+[àa])\s+(?:the\s+|la\s+)?(?:quadratic\s+form|forme\s+quadratique|[qQ])(?![\p{L}])|(?:using|as|by|with|par|avec|sous)\s+(?:an?\s+|une\s+)?(?:(?:symmetric\s+)?matrix|matrice|forme\s+matricielle)|(?:in|into|sous)\s+(?:the\s+)?(?:matrix\s+form|forme\s+matricielle))(?![\p{L}])/iu;

/** The polynomial after "q(x, y) =", up to the end of its sentence. */
export function polynomialAfterName(s: string): { poly: string; rest: string } | null {
  const named = FORM_NAME.exec(s);
  if (!named) return null;
  const tail = s.slice(named.index + named[0].length);
  const end = tail.search(/[?]|\.\s|\.$|,|;|\s(?:using|as|by|with|in|into|to|sous|par|avec|dans|and|et|is|est)(?![\p{L}])/u);
  const poly = (end < 0 ? tail : tail.slice(0, end)).trim();
  return { poly, rest: `${s.slice(0, named.index)} ${end < 0 ? '' : tail.slice(end)}` };
}

/** The symmetric matrix of a quadratic form written as a polynomial, checked by xᵀAx = q(x) at sample points. */
function formMatrixOutcome(input: string): Outcome | null {
  let poly: string;
  const asked = FORM_MATRIX_ASKED.exec(input);
  if (asked) {
    const rest = input.slice(asked[0].length).replace(/\$/g, ' ').replace(/[?.]\s*$/, '');
    const named = /^\s*(?:[qQ](?:\s*\([^()]*\))?\s*=)?\s*/u.exec(rest);
    poly = rest.slice(named ? named[0].length : 0).trim();
  } else {
    const s = stripFormLeadIn(input.replace(/\$/g, ' '));
    const where = MATRIX_ASKED_ANYWHERE.exec(s);
    const found = where ? polynomialAfterName(s.replace(where[0], ' ')) : null;
    if (!found) return null;
    // the verbs of a matrix asked ("represent Q using a matrix", « écrire q sous forme matricielle »)
    const left = found.rest.replace(/(?<![\p{L}])(?:write|express|represent|[ée]crire|exprimer|repr[ée]senter)(?![\p{L}])/giu, ' ').replace(FORM_WORDS, ' ').replace(FRAME, ' ').replace(FILLER, ' ').replace(/(?<![\p{L}])[qQA](?![\p{L}])/gu, ' ').replace(/[?!:;,.()]/g, ' ');
    if (/\S/.test(left)) return null;
    poly = found.poly;
  }
  const form = poly ? formMatrix(poly) : null;
  if (!form) return null;
  const { a, vars, letters, ascii } = form;
  // xᵀAx recomputed at a few points, against the typed polynomial evaluated by mathjs
  let verified = true;
  for (const pt of [[1, 2, -1, 3], [-2, 0.5, 4, 1], [3, -1, 2, -2]]) {
    const x = letters.map((_, i) => pt[i]);
    const quad = a.reduce((acc, r, i) => acc + r.reduce((t, c, j) => t + x[i] * c.toNumber() * x[j], 0), 0);
    const value = evaluateReal(ascii, Object.fromEntries(letters.map((l, i) => [l, x[i]])));
    verified &&= value !== null && Math.abs(value - quad) < 1e-9 * Math.max(1, Math.abs(quad));
  }
  const value = `[${a.map((r) => `[${r.map((c) => c.toString()).join(', ')}]`).join(', ')}]`;
  return {
    method: 'matrix.quadratic_form_matrix',
    category: 'matrix',
    steps: [
      {
        title: text('Matrix of the quadratic form', 'Matrice de la forme quadratique'),
        explanation: text(
          `q = XᵀAX with X = (${vars.join(', ')}) and A symmetric: the diagonal holds the coefficients of the squares, each other entry half the coefficient of the product.`,
          `q = ᵗXAX avec X = (${vars.join(', ')}) et A symétrique : la diagonale porte les coefficients des carrés, chaque autre coefficient la moitié de celui du produit.`,
        ),
        formula: `A = ${toLatex(a)}`,
      },
    ],
    answer: { kind: 'matrix', value, latex: toLatex(a), words: text(value, value) },
    finalAnswer: text(`A = ${value}`, `A = ${value}`),
    verified,
    verification: verified ? text('Checked: XᵀAX equals the form at sample points.', 'Vérifié : ᵗXAX égale la forme en des points test.') : undefined,
  };
}

export function definitenessOutcome(input: string): Outcome | null {
  const matrixOfForm = formMatrixOutcome(input);
  if (matrixOfForm) return matrixOfForm;
  const q = readQuestion(input);
  if (!q) return null;
  const { a, kind } = q;
  if (!isSquare(a) || a.length < 2 || a.length > 4) return null;
  if (!a.every((r, i) => r.every((v, j) => v.eq(a[j][i])))) {
    throw new SolverError('unsupported', text('Definiteness is decided here for symmetric matrices only; this one is not symmetric.', 'La positivité n’est étudiée ici que pour les matrices symétriques ; celle-ci ne l’est pas.'));
  }
  const steps: StepDraft[] = [];
  if (q.vars) {
    steps.push({
      title: text('Matrix of the quadratic form', 'Matrice de la forme quadratique'),
      explanation: text(
        `q = XᵀAX with X = (${q.vars.join(', ')}): the diagonal holds the coefficients of the squares, each other entry half the coefficient of the product.`,
        `q = ᵗXAX avec X = (${q.vars.join(', ')}) : la diagonale porte les coefficients des carrés, chaque autre coefficient la moitié de celui du produit.`,
      ),
      formula: `A = ${toLatex(a)}`,
    });
  }
  if (kind === 'signature' || kind === 'rank') return signatureOutcome(a, steps, q.vars !== undefined, kind === 'rank' ? 'rank' : RANK.test(input) ? 'both' : 'signature');
  if (kind === 'classify') return classifyOutcome(a, steps, q.vars !== undefined);
  const d = decide(a, kind);
  steps.push(...d.steps);
  const name = NAMES[kind];
  const what = q.vars ? text('the form', 'la forme') : text('A', 'A');
  const final = d.yes ? text(`Yes, ${what.en} is ${name.en}.`, `Oui, ${what.fr} est ${name.fr}.`) : text(`No, ${what.en} is not ${name.en}.`, `Non, ${what.fr} n’est pas ${name.fr}.`);
  steps.push({ title: text('Conclusion', 'Conclusion'), explanation: final, formula: d.yes ? '\\text{True}' : '\\text{False}' });
  const verified = checkBySpectrum(a, kind, d.yes);
  return {
    method: 'matrix.definiteness',
    category: 'matrix',
    steps,
    answer: boolAnswer(d.yes),
    finalAnswer: final,
    verified,
    verification: verified ? text('Checked: the signs of the eigenvalues computed numerically by mathjs.', 'Vérifié : les signes des valeurs propres calculées numériquement par mathjs.') : undefined,
  };
}

/**
 * The class of a symmetric matrix or form from its signature (p, q) in dimension n: positive definite
 * when p = n, negative definite when q = n, semidefinite when one of p, q is 0 and the other short of
 * n, indefinite when both are positive. Checked by the signs of the eigenvalues from mathjs.
 */
function classifyOutcome(a: Mat, steps: StepDraft[], isForm: boolean): Outcome {
  const n = a.length;
  const { p, q, steps: more } = signature(a);
  steps.push(...more);
  const kind: Exclude<Kind, 'signature' | 'rank' | 'classify'> = p === n ? 'pd' : q === n ? 'nd' : p > 0 && q > 0 ? 'indefinite' : q === 0 ? 'psd' : 'nsd';
  const name = NAMES[kind];
  const what = isForm ? text('The form', 'La forme') : text('A', 'A');
  const final = text(`${what.en} is ${name.en} (signature (${p}, ${q}), n = ${n}).`, `${what.fr} est ${name.fr} (signature (${p}, ${q}), n = ${n}).`);
  steps.push({ title: text('Conclusion', 'Conclusion'), explanation: final });
  const verified = checkBySpectrum(a, kind, true);
  return {
    method: 'matrix.definiteness_class',
    category: 'matrix',
    steps,
    answer: { kind: 'text', value: name.en, latex: `\text{${name.en}}`, words: name },
    finalAnswer: final,
    verified,
    verification: verified ? text('Checked: the signs of the eigenvalues computed numerically by mathjs.', 'Vérifié : les signes des valeurs propres calculées numériquement par mathjs.') : undefined,
  };
}

/** The signature (p, q); the rank p + q when it is asked, alone or with the signature. */
function signatureOutcome(a: Mat, steps: StepDraft[], isForm: boolean, asked: 'signature' | 'rank' | 'both'): Outcome {
  const { p, q, steps: more } = signature(a);
  steps.push(...more);
  let verified = false;
  try {
    const values = (eigs(a.map((r) => r.map((x) => x.toNumber()))).values as unknown as number[]).map(Number);
    const tol = 1e-9 * Math.max(1, ...values.map(Math.abs));
    verified = values.filter((v) => v > tol).length === p && values.filter((v) => v < -tol).length === q;
  } catch {
    verified = false;
  }
  const value = `(${p}, ${q})`;
  const what = isForm ? text('the form', 'la forme') : text('A', 'A');
  const rank = text(`the rank of ${what.en} is ${p} + ${q} = ${p + q}`, `le rang de ${what.fr} est ${p} + ${q} = ${p + q}`);
  if (asked === 'rank') {
    return {
      method: 'matrix.form_rank',
      category: 'matrix',
      steps,
      answer: { kind: 'expr', value: String(p + q), latex: String(p + q), words: text(String(p + q), String(p + q)) },
      finalAnswer: text(`${rank.en.charAt(0).toUpperCase()}${rank.en.slice(1)}.`, `${rank.fr.charAt(0).toUpperCase()}${rank.fr.slice(1)}.`),
      verified,
      verification: verified ? text('Checked: the nonzero eigenvalues computed numerically by mathjs.', 'Vérifié : les valeurs propres non nulles calculées numériquement par mathjs.') : undefined,
    };
  }
  return {
    method: 'matrix.signature',
    category: 'matrix',
    steps,
    answer: { kind: 'expr', value, latex: `(${p}, ${q})`, words: text(`${p} positive and ${q} negative`, `${p} positive(s) et ${q} négative(s)`) },
    finalAnswer:
      asked === 'both'
        ? text(`The signature of ${what.en} is (${p}, ${q}); ${rank.en}.`, `La signature de ${what.fr} est (${p}, ${q}) ; ${rank.fr}.`)
        : text(`The signature of ${what.en} is (${p}, ${q}).`, `La signature de ${what.fr} est (${p}, ${q}).`),
    verified,
    verification: verified ? text('Checked: the signs of the eigenvalues computed numerically by mathjs.', 'Vérifié : les signes des valeurs propres calculées numériquement par mathjs.') : undefined,
  };
}

export const definitenessStrategy: Strategy = {
  name: 'matrix-definiteness',
  solve(problem: ProblemInput): Outcome | null {
    return definitenessOutcome(problem.text);
  },
};
