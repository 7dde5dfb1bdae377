import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { expand, simplify, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { add, identity, mul, scale, toLatex, type Mat } from './matrix';
import { extractMatrices } from './matrixParse';
import { FILLER } from './matrixRecognize';
import { charPoly, degree, polyToLatex, type Poly } from './polynomial';

/**
 * A polynomial that cancels A, given in the statement, used as a course does: "A has characteristic
 * polynomial p(t) = t² − 2t + 1; use this to find A⁻¹", « vérifier que A² − 5A + 5I = 0 et en
 * déduire A⁻¹ », "Let A be a square matrix with A² − 5A + 6I = 0; express A⁻¹ (or A³) in terms of A
 * and I". From P(A) = 0 with P(0) ≠ 0, A⁻¹ = −(1/P(0))·(P(A) − P(0)I)/A; a power Aᵏ is Xᵏ mod P
 * evaluated at A. With the matrix written out, P(A) = 0 is checked exactly first (a polynomial that
 * does not cancel A is refused, saying so) and the result is A⁻¹ or Aᵏ itself, checked by A·A⁻¹ = I
 * or by the product of powers; without it the answer is the polynomial in A and I.
 */

/** Coefficients (constant first) of a polynomial in `v` read from its expanded tree; null otherwise. */
function coefficients(n: MathNode, v: string): Poly | null {
  const out: Q[] = [];
  const put = (k: number, c: Q): boolean => {
    if (k > 12) return false;
    while (out.length <= k) out.push(Q.ZERO);
    out[k] = out[k].add(c);
    return true;
  };
  const num = (x: MathNode): Q | null => {
    if (typeof x === 'number') return Number.isInteger(x) ? Q.of(x) : Q.parse(String(x));
    if (Array.isArray(x) && x[0] === 'Rational' && typeof x[1] === 'number' && typeof x[2] === 'number') return Q.of(x[1]).div(Q.of(x[2]));
    if (Array.isArray(x) && x[0] === 'Negate' && x.length === 2) return num(x[1])?.neg() ?? null;
    return null;
  };
  const power = (x: MathNode): number | null => {
    if (x === v) return 1;
    if (Array.isArray(x) && x[0] === 'Power' && x[1] === v && typeof x[2] === 'number' && Number.isInteger(x[2]) && x[2] > 0) return x[2];
    return null;
  };
  /** One monomial c·vᵏ: its degree and coefficient. */
  const monomial = (t: MathNode): { k: number; c: Q } | null => {
    const c = num(t);
    if (c) return { k: 0, c };
    const k = power(t);
    if (k !== null) return { k, c: Q.ONE };
    if (Array.isArray(t) && t[0] === 'Negate' && t.length === 2) {
      const m = monomial(t[1]);
      return m && { k: m.k, c: m.c.neg() };
    }
    if (Array.isArray(t) && t[0] === 'Multiply' && t.length === 3) {
      const c2 = num(t[1]);
      const k2 = power(t[2]);
      if (c2 && k2 !== null) return { k: k2, c: c2 };
    }
    return null;
  };
  const term = (t: MathNode): boolean => {
    const m = monomial(t);
    return m !== null && put(m.k, m.c);
  };
  const terms = Array.isArray(n) && n[0] === 'Add' ? n.slice(1) : [n];
  if (!terms.every(term)) return null;
  while (out.length > 1 && out[out.length - 1].isZero()) out.pop();
  return degree(out) >= 1 ? out : null;
}

const LETTER = /(?<![\p{L}])(t|x|X|λ|lambda|\\lambda)(?![\p{L}])/u;

/** A polynomial typed in its letter (t, x, X, λ): the letter and its coefficients. */
function readPoly(s: string): Poly | null {
  const letter = LETTER.exec(s)?.[1];
  if (!letter) return null;
  const body = s.replace(/\\lambda|lambda|λ/gu, 'x').replace(/(?<![\p{L}])[tX](?![\p{L}])/gu, 'x').replace(/−/g, '-').replace(/²/g, '^2').replace(/³/g, '^3').replace(/⁴/g, '^4');
  try {
    return coefficients(simplify(expand(parseNode(body))), 'x');
  } catch {
    return null;
  }
}

/** The matrix relation P(A) = 0 typed with the matrix's name and I (I₂, I_3, Id, Iₙ). */
function readRelation(left: string, name: string): Poly | null {
  const body = left
    .replace(/−/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/⁴/g, '^4')
    .replace(/(?<![\p{L}])(?:I_?\{?[n\d]\}?|I[₂₃₄ₙ]|Id|I)(?![\p{L}\d])/gu, '(1)')
    .replace(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'gu'), '(x)');
  if (/[\p{L}]/u.test(body.replace(/(?<![\p{L}])x(?![\p{L}])/gu, ''))) return null;
  try {
    return coefficients(simplify(expand(parseNode(body))), 'x');
  } catch {
    return null;
  }
}

const CHAR_WORDS = String.raw`(?:characteristic\s+polynomial|polyn[ôo]me\s+caract[ée]ristique)`;
/** "characteristic polynomial (of A) is p(t) = …", « son polynôme caractéristique est χ(X) = … ». */
const CHAR_GIVEN = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:has|have|with|whose|its|the|a|le|son|sa|dont\s+le|a\s+pour|admet\s+pour|admet\s+comme)\s+)*${CHAR_WORDS}(?:\s+(?:of|de)\s+(?:the\s+matrix\s+|la\s+matrice\s+)?(?:[A-Z]|⟦\d+⟧)(?:\s*=\s*⟦\d+⟧)?)?\s*(?:is|equals|est|vaut|=|:)?\s*(?:(?:p|P|χ|\\chi|c|f)\s*_?\{?[A-Z]?\}?\s*\(\s*(?:t|x|X|λ|lambda|\\lambda)\s*\)\s*=\s*)?([^,;?]*?)(?=\s*(?:[,;?]|\.\s|\.?$|(?<![\p{L}])(?:and|et|use|using|hence|then|puis|so|donc|to)(?![\p{L}])))`,
  'u',
);

/** The question: A⁻¹ or a power Aᵏ (k ≥ 2). */
function question(s: string, name: string): { kind: 'inverse' } | { kind: 'power'; k: number } | null {
  const n = String.raw`(?:${name}|⟦0⟧)`;
  if (new RegExp(String.raw`${n}\s*(?:\^\s*\{?\(?\s*-\s*1\s*\)?\}?|⁻¹|-1(?![\d.]))|(?<![\p{L}])(?:inverse|invert|inverser)(?![\p{L}])`, 'u').test(s)) return { kind: 'inverse' };
  const p = new RegExp(String.raw`${n}\s*(?:\^\s*\{?\s*(\d+)\s*\}?|([²³⁴⁵⁶⁷⁸⁹]))`, 'gu');
  const ks = [...s.matchAll(p)].map((m) => (m[1] ? Number(m[1]) : '²³⁴⁵⁶⁷⁸⁹'.indexOf(m[2]) + 2));
  return ks.length > 0 ? { kind: 'power', k: Math.max(...ks) } : null;
}

/** Words of such a statement that ask nothing beyond the relation and the question. */
const ALLOWED =
  /(?<![\p{L}])(?:use|using|this|it|to|hence|thus|then|verify|check|show|prove|deduce|express|write|in\s+terms\s+of|as\s+a\s+polynomial\s+in|cayley|hamilton|cayley-hamilton|theorem|th[ée]or[èe]me|that|so|suppose|assume|such|square|real|invertible|inversible|has|have|satisfies|satisfying|en\s+d[ée]duire|d[ée]duire|exprimer|[ée]crire|en\s+fonction\s+de|comme\s+polyn[ôo]me\s+en|v[ée]rifier|montrer|que|qu|sachant|telle|carr[ée]e|r[ée]elle|v[ée]rifie|satisfait|utiliser|ceci|cela|puis|donc|il|elle|be|et|de|and|I|I_?\d|Id|n|x|\d+\s*[×x]\s*\d+|order|ordre|size|taille|M_?\d|M_?n|\(\s*ℝ\s*\)|\(\s*R\s*\)|by|par|à|a|l|polynomial|polyn[ôo]me|annulateur|annihilating|matrix|matrice|zero|nulle?|otherwise|autrement|given|let|soit|inverse|invert|aide|du|avec|calculer|calculez|compute|find|trouver|d[ée]terminer)(?![\p{L}])/giu;

interface Read {
  poly: Poly;
  name: string;
  matrix: Mat | null;
  ask: { kind: 'inverse' } | { kind: 'power'; k: number };
  said: 'char' | 'relation';
}

function read(input: string): Read | null {
  const ex = extractMatrices(input);
  if (ex && ex.matrices.length > 1) return null;
  let s = ex ? ex.text : input;
  s = s.replace(/\$/g, ' ').replace(/\\left|\\right/g, '').replace(/\\cdot/g, '*');
  const defined = /(?<![\p{L}])([A-Z])\s*=\s*⟦0⟧/u.exec(s);
  const named = defined?.[1] ?? /(?<![\p{L}])(?:let|soit|suppose|assume|on\s+suppose\s+que)\s+([A-HJ-Z])(?![\p{L}])/iu.exec(s)?.[1] ?? 'A';
  if (defined) s = s.replace(defined[0], ' ⟦0⟧ ');
  let poly: Poly | null = null;
  let said: Read['said'] = 'char';
  const c = CHAR_GIVEN.exec(s);
  if (c) {
    poly = readPoly(c[1]);
    if (!poly) return null;
    s = s.replace(c[0], ' ');
  } else {
    // "P(A) = 0", "A² = 2A + 3I": both sides in the matrix's name and I, the name on one side at least
    const side = String.raw`(?:[\s\d+\-−*^²³⁴()_{}/.]|${named}|⟦0⟧|I(?:_?\{?[n\d]\}?|[₂₃₄ₙ])?|Id|O(?:_?\{?[n\d]\}?|[₂₃₄ₙ])?)+`;
    const rel = new RegExp(String.raw`(${side})=(${side})`, 'u').exec(s);
    const sides = rel ? [rel[1], rel[2].replace(/[\s.]+$/u, '')] : [];
    if (rel && !sides.some((x) => new RegExp(String.raw`(?<![\p{L}])(?:${named}|⟦0⟧)(?![\p{L}])`, 'u').test(x))) return null;
    if (!rel) return null;
    const zero = (x: string): string => x.replace(/(?<![\p{L}])O(?:_?\{?[n\d]\}?|[₂₃₄ₙ])?(?![\p{L}])/gu, '0');
    poly = readRelation(`(${zero(sides[0])}) - (${zero(sides[1])})`.replace(/⟦0⟧/g, named), named);
    if (!poly) return null;
    said = 'relation';
    s = s.replace(rel[0], ' ');
  }
  const ask = question(s, named);
  if (!ask) return null;
  // everything else must be frame: the question's own symbols and the words allowed
  const left = s
    .replace(new RegExp(String.raw`(?:${named}|⟦0⟧)\s*(?:\^\s*\{?\(?\s*-?\s*\d+\s*\)?\}?|⁻¹|[²³⁴⁵⁶⁷⁸⁹]|-1(?![\d.]))?`, 'gu'), ' ')
    .replace(ALLOWED, ' ')
    .replace(FILLER, ' ')
    .replace(/[?!:;,.()=+'’-]/g, ' ');
  if (/[\p{L}\d]/u.test(left)) return null;
  return { poly, name: named, matrix: ex ? ex.matrices[0].m : null, ask, said };
}

/** P(A) by Horner. */
function evalAt(p: Poly, a: Mat): Mat {
  let acc = scale(identity(a.length), p[p.length - 1]);
  for (let k = p.length - 2; k >= 0; k--) acc = add(mul(acc, a), scale(identity(a.length), p[k]));
  return acc;
}

/** Xᵏ mod P (P's leading coefficient nonzero): the remainder, constant first. */
function powerMod(k: number, p: Poly): Poly {
  const d = degree(p);
  const lead = p[d];
  let r: Poly = [Q.ONE];
  for (let i = 0; i < k; i++) {
    r = [Q.ZERO, ...r];
    if (r.length > d) {
      const top = r[d].div(lead);
      r = r.slice(0, d).map((x, j) => x.sub(top.mul(p[j])));
    }
  }
  return r;
}

/** c₀I + c₁A + … as typed text and LaTeX, highest power first. */
function inA(p: Poly, name: string): { ascii: string; latex: string } {
  const parts: { ascii: string; latex: string; neg: boolean }[] = [];
  for (let k = p.length - 1; k >= 0; k--) {
    const c = p[k];
    if (c.isZero()) continue;
    const abs = c.abs();
    const sym = k === 0 ? 'I' : k === 1 ? name : `${name}^${k}`;
    const symL = k === 0 ? 'I' : k === 1 ? name : `${name}^{${k}}`;
    parts.push({ ascii: abs.isOne() ? sym : `${abs.toString()}*${sym}`, latex: abs.isOne() ? symL : `${abs.toLatex()}${symL}`, neg: c.isNegative() });
  }
  if (parts.length === 0) return { ascii: '0', latex: '0' };
  const join = (f: 'ascii' | 'latex'): string => parts.map((t, i) => (i === 0 ? `${t.neg ? '-' : ''}${t[f]}` : ` ${t.neg ? '-' : '+'} ${t[f]}`)).join('');
  return { ascii: join('ascii'), latex: join('latex') };
}

const NOT_CANCELLED = text('The polynomial given does not cancel this matrix: P(A) ≠ 0, so nothing can be deduced from it. Check the statement.', 'Le polynôme donné n’annule pas cette matrice : P(A) ≠ 0, on ne peut rien en déduire. Vérifiez l’énoncé.');
const NO_INVERSE = text('P(0) = 0: the relation gives no inverse (0 may be an eigenvalue).', 'P(0) = 0 : la relation ne donne pas d’inverse (0 peut être valeur propre).');

export function givenPolynomialOutcome(input: string): Outcome | null {
  const r = read(input);
  if (!r) return null;
  const { poly, name, matrix, ask } = r;
  const pl = polyToLatex(poly, 'X');
  const steps: StepDraft[] = [
    {
      title: r.said === 'char' ? text('The characteristic polynomial given', 'Le polynôme caractéristique donné') : text('The relation given', 'La relation donnée'),
      explanation:
        r.said === 'char'
          ? text(`By Cayley–Hamilton, ${name} cancels its characteristic polynomial: P(${name}) = 0.`, `D’après Cayley–Hamilton, ${name} annule son polynôme caractéristique : P(${name}) = 0.`)
          : text(`${name} cancels the polynomial P: P(${name}) = 0.`, `${name} annule le polynôme P : P(${name}) = 0.`),
      formula: `P(X) = ${pl}`,
    },
  ];
  if (matrix) {
    if (matrix.length !== matrix[0].length) return null;
    const value = evalAt(poly, matrix);
    const zero = value.every((row) => row.every((x) => x.isZero()));
    steps.push({
      title: text(`Check P(${name}) = 0`, `Vérifier P(${name}) = 0`),
      explanation: zero ? text('Computed exactly: every entry is 0.', 'Calcul exact : tous les coefficients sont nuls.') : text('Computed exactly: it is not the zero matrix.', 'Calcul exact : ce n’est pas la matrice nulle.'),
      formula: `P(${name}) = ${toLatex(value)}`,
    });
    if (!zero) {
      // the polynomial may have been copied wrongly: say which one A has
      if (r.said === 'char') steps.push({ title: text('Its characteristic polynomial', 'Son polynôme caractéristique'), explanation: text('det(XI − A):', 'det(XI − A) :'), formula: polyToLatex(charPoly(matrix), 'X') });
      throw new SolverError('unsupported', NOT_CANCELLED);
    }
  }
  let result: Poly;
  if (ask.kind === 'inverse') {
    if (poly[0].isZero()) throw new SolverError('unsupported', NO_INVERSE);
    // P(A) = 0 ⇒ A·(P(A) − P(0)I)/A = −P(0)I
    result = poly.slice(1).map((x) => x.div(poly[0].neg()));
    steps.push({
      title: text(`Isolate the identity and divide by ${name}`, `Isoler l’identité et factoriser par ${name}`),
      explanation: text(
        `P(0) = ${poly[0].toString()} ≠ 0, so ${name}·Q(${name}) = I with Q(X) = −(P(X) − P(0))/(P(0)·X): ${name} is invertible and ${name}⁻¹ = Q(${name}).`,
        `P(0) = ${poly[0].toString()} ≠ 0, donc ${name}·Q(${name}) = I avec Q(X) = −(P(X) − P(0))/(P(0)·X) : ${name} est inversible et ${name}⁻¹ = Q(${name}).`,
      ),
      formula: `${name}^{-1} = ${inA(result, name).latex}`,
    });
  } else {
    result = powerMod(ask.k, poly);
    steps.push({
      title: text(`Divide X^${ask.k} by P`, `Diviser X^${ask.k} par P`),
      explanation: text(
        `X^${ask.k} = Q(X)·P(X) + R(X) with deg R < deg P; since P(${name}) = 0, ${name}^${ask.k} = R(${name}).`,
        `X^${ask.k} = Q(X)·P(X) + R(X) avec deg R < deg P ; comme P(${name}) = 0, ${name}^${ask.k} = R(${name}).`,
      ),
      formula: `${name}^{${ask.k}} = ${inA(result, name).latex}`,
    });
  }
  const asked = ask.kind === 'inverse' ? `${name}^(-1)` : `${name}^${ask.k}`;
  const form = inA(result, name);
  if (!matrix) {
    return {
      method: 'matrix.annihilating_polynomial',
      category: 'matrix',
      steps,
      answer: { kind: 'expr', value: form.ascii, latex: form.latex, words: text(form.ascii, form.ascii) },
      finalAnswer: text(`${asked} = ${form.ascii}`, `${asked} = ${form.ascii}`),
      // the identity checked on the polynomials: X·Q(X) − 1 (or Xᵏ − R(X)) is a multiple of P
      verified: verifiesModP(ask.kind === 'inverse' ? [Q.MINUS_ONE, ...result] : xPowerMinus(ask.k, result), poly),
      verification: text('Checked: the difference of the two sides is a multiple of P.', 'Vérifié : la différence des deux membres est un multiple de P.'),
    };
  }
  const value = evalAt(result, matrix);
  steps.push({ title: text('Compute it', 'Calculer'), explanation: text(`Replace ${name} by the matrix.`, `On remplace ${name} par la matrice.`), formula: `${asked.replace('^(-1)', '^{-1}')} = ${toLatex(value)}` });
  const n = matrix.length;
  const check = ask.kind === 'inverse' ? mul(matrix, value) : value;
  const expected = ask.kind === 'inverse' ? identity(n) : [...Array(ask.k - 1)].reduce<Mat>((m) => mul(m, matrix), matrix);
  const verified = check.every((row, i) => row.every((x, j) => x.eq(expected[i][j])));
  const ascii = `[${value.map((row) => `[${row.map((x) => x.toString()).join(', ')}]`).join(', ')}]`;
  return {
    method: 'matrix.annihilating_polynomial',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value: ascii, latex: toLatex(value), words: text(ascii, ascii) },
    finalAnswer: text(`${asked} = ${form.ascii} = ${ascii}`, `${asked} = ${form.ascii} = ${ascii}`),
    verified,
    verification: ask.kind === 'inverse' ? text(`Checked: ${name}·${name}⁻¹ = I.`, `Vérifié : ${name}·${name}⁻¹ = I.`) : text(`Checked against the product of ${ask.k} factors ${name}.`, `Vérifié avec le produit de ${ask.k} facteurs ${name}.`),
  };
}

/** Xᵏ − R(X). */
function xPowerMinus(k: number, r: Poly): Poly {
  const out: Poly = [...Array(k + 1)].map(() => Q.ZERO);
  out[k] = Q.ONE;
  r.forEach((c, i) => (out[i] = out[i].sub(c)));
  return out;
}

/** Whether `f` (constant first; for the inverse, X·Q(X) − 1 written as [−1, q₀, q₁, …]) is a multiple of P. */
function verifiesModP(f: Poly, p: Poly): boolean {
  const d = degree(p);
  const r = f.slice();
  for (let k = r.length - 1; k >= d; k--) {
    const top = r[k].div(p[d]);
    for (let j = 0; j <= d; j++) r[k - d + j] = r[k - d + j].sub(top.mul(p[j]));
  }
  return r.slice(0, d).every((x) => x.isZero());
}

export const givenPolynomialStrategy: Strategy = {
  name: 'matrix-given-polynomial',
  solve(problem: ProblemInput): Outcome | null {
    return givenPolynomialOutcome(problem.text);
  },
};
