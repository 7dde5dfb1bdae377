import { SolverError } from '../../errors';
import { PARAMETER_DECLARED } from './parameterDeclared';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { expand, freeSymbols, simplify, type MathNode } from '../../cas';
import { parseNode } from '../../parse/math';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { symbolicMatrixChecks } from '../../verify/linalg';
import { toRatFunc } from '../../cas/poly';
import { factorPoly, factoredNode } from '../../cas/factor';
import { factorLinear } from './linearFactors';
import { ASKS_VALUES, INVERTIBLE, parameterValues, SINGULAR } from './parameterValues';
import { FILLER } from './matrixRecognize';
import { ASKS_NULLITY, ASKS_RANK, DEPENDS, RANK_IS, rankByParameter } from './rankParameter';
import { stripFrame } from './matrixFrame';

/** The verbs around a rank asked: "does the matrix have rank 1", « A est-elle de rang 2 », « soit ». */
const RANK_VERBS = /(?<![\p{L}])(?:does|do|has|have|soit|a|ait)(?![\p{L}])/giu;

/**
 * Matrices with letters among their entries — det [[a, b], [c, d]] = ad − bc, the inverse of
 * [[1, a], [0, 1]], the transpose or trace of [[x, 1], [2, x]]: cofactor expansion and the
 * adjugate formula on expression entries, simplified by the CAS, checked numerically with
 * the letters replaced by sample values.
 */
export type SymMat = MathNode[][];
type Task = 'det' | 'inverse' | 'transpose' | 'trace';

const TASKS: [Task, RegExp][] = [
  ['inverse', /\binvers\w*|\binvert\w*|\^\s*\(?\s*-\s*1\s*\)?|\^\s*\{\s*-\s*1\s*\}/i],
  ['det', /\bdet\b|d[ée]terminant|^\s*\\left\s*\||\\begin\{vmatrix\}/i],
  ['transpose', /\btranspos[\wéÉ]*|\^\s*\{?\s*T\s*\}?/i],
  ['trace', /\btrace\b|\btr\s*\(/i],
];

function splitTop(s: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim());
}

/**
 * Rows separated by semicolons — [k 1; 1 k], |a b; c d|, det(x 1; 1 x), the matrix (1 m; m 4) —
 * entries split by commas, or by spaces when there is none and no operator stands alone between
 * spaces (k - 1 2 could be two entries or three).
 */
const SEMICOLON_ROWS = [/\[([^[\]]*;[^[\]]*)\]/, /\|([^|[\]]*;[^|[\]]*)\|/, /(?<=\bmatri(?:x|ce)\s*|\b[A-Z]\s*=\s*|\bdet\s*)\(([^()]*;[^()]*)\)/];

function semicolonRows(body: string): string[][] | null {
  const rows = body.split(';').map((r) => r.trim());
  if (rows.some((r) => !r.includes(',') && /\s[-+*/^]\s/.test(r))) return null;
  return rows.map((r) => (r.includes(',') ? splitTop(r, ',') : r.split(/\s+/)));
}

/** The one matrix literal of the text ([[…],[…]], a LaTeX matrix environment or rows split by semicolons): its rows and where it stands. */
function literal(s: string): { rows: string[][]; at: number; length: number; bars?: boolean } | null {
  const env = /\\begin\{(pmatrix|bmatrix|vmatrix|matrix)\}([\s\S]*?)\\end\{\1\}/.exec(s);
  if (env) return { rows: env[2].split(/\\\\/).map((r) => r.trim()).filter(Boolean).map((r) => r.split('&').map((c) => c.trim())), at: env.index, length: env[0].length };
  const m = /\[\s*(\[[^[\]]*\](?:\s*,\s*\[[^[\]]*\])*)\s*\]/.exec(s);
  if (m) return { rows: splitTop(m[1], ',').map((r) => splitTop(r.replace(/^\[|\]$/g, ''), ',')), at: m.index, length: m[0].length };
  for (const re of SEMICOLON_ROWS) {
    const r = re.exec(s);
    const rows = r ? semicolonRows(r[1]) : null;
    if (r && rows) return { rows, at: r.index, length: r[0].length, bars: r[0].startsWith('|') };
  }
  return null;
}

/** The one matrix literal of the text, entries read as expressions. */
export function readMatrix(s: string): SymMat | null {
  const rows = literal(s)?.rows;
  return rows ? entries(rows) : null;
}

function entries(rows: string[][]): SymMat | null {
  if (rows.length === 0 || rows.some((r) => r.length !== rows[0].length || r.some((c) => !c))) return null;
  if (rows.length > 4 || rows[0].length > 4) return null;
  try {
    return rows.map((r) => r.map((c) => parseNode(c)));
  } catch {
    return null;
  }
}

const simp = (n: MathNode): MathNode => simplify(expand(n));
const matLatex = (m: SymMat): string => `\\begin{pmatrix}${m.map((r) => r.map(toLatex).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
const matAscii = (m: SymMat): string => `[${m.map((r) => `[${r.map(toAscii).join(', ')}]`).join(', ')}]`;

function minor(m: SymMat, i: number, j: number): SymMat {
  return m.filter((_, r) => r !== i).map((row) => row.filter((_, c) => c !== j));
}

export function det(m: SymMat): MathNode {
  const n = m.length;
  if (n === 1) return m[0][0];
  if (n === 2) return ['Subtract', ['Multiply', m[0][0], m[1][1]], ['Multiply', m[0][1], m[1][0]]];
  const terms: MathNode[] = [];
  for (let j = 0; j < n; j++) {
    const t: MathNode = ['Multiply', m[0][j], det(minor(m, 0, j))];
    terms.push(j % 2 === 0 ? t : ['Negate', t]);
  }
  return ['Add', ...terms];
}

function outcome(method: string, steps: StepDraft[], kind: 'expr' | 'matrix', value: string, latex: string, verified: boolean): Outcome {
  return {
    method,
    category: 'matrix',
    steps,
    answer: { kind, value, latex, words: asciiToWords(value) },
    finalAnswer: text(value, value),
    verified,
    verification: verified ? text('Checked with the letters replaced by sample values, computed with mathjs.', 'Vérifié en remplaçant les lettres par des valeurs test, calcul fait avec mathjs.') : undefined,
  };
}

/** A factored form asked, or Vandermonde's determinant named (shown as its product of differences). */
const FACTORED = /factori[sz]|factored|forme\s+factoris|^\s*factor\b|\bvandermonde\b/i;
/** The rest of a "for which k" question: the letter (λ, α … by their names), "the matrix is", « est-elle ». */
const VALUE_WORDS = /(?<![\p{L}])(?:[a-z]|lambda|alpha|beta|theta|mu|values?|valeurs?|real|r[ée]els?|param[èe]tre|such|so|that|tels?|que|est-elle|est-il|is|it|does|la|le|de|du|des|matrix|matrice|the|of|find|trouver|d[ée]terminer|det|d[ée]terminant)(?![\p{L}])|-(?:t-)?(?:elle|il)\b/giu;

/**
 * "compute det A and deduce for which a …", « calculer det M puis en déduire … »: the determinant is
 * the first step of the values asked after it, so the question read is the last one.
 */
const DEDUCE = /(?<![\p{L}])(?:hence|deduce|thus|therefore|d[ée]duire|d[ée]duisez|d[ée]duis)(?![\p{L}])/giu;

/**
 * Whether every word around the matrix is read: its literal, the task, "factored", a name
 * (Vandermonde) and filler. Anything else ("… = 0", "for n ≥ 2") is a question not read here.
 */
/** The text without its matrix literal. */
function withoutLiteral(s: string): string {
  const lit = literal(s);
  return lit ? `${s.slice(0, lit.at)} ${s.slice(lit.at + lit.length)}` : s;
}

/**
 * The literal is one operand of a sum or product ("[[k+1, 2], [3, k]] − I₂", "2·[[…]]"): the question
 * is about that expression, not about the literal; only ^T and ^{-1} after it are its own tasks.
 */
function literalInExpression(s: string): boolean {
  const lit = literal(s);
  if (!lit) return false;
  const before = s.slice(0, lit.at);
  const after = s.slice(lit.at + lit.length);
  return /(?:[-+*/·×]|\\cdot|\\times)\s*$/.test(before) || /^\s*(?:[-+*/·×]|\\cdot|\\times|\^(?!\s*\(?\{?\s*(?:-\s*1|T)\s*\}?\)?))/.test(after);
}

function allRead(s: string, asks: RegExp[] = TASKS.map(([, re]) => re)): boolean {
  if (literalInExpression(s)) return false;
  // the frame around the question (« J'ai la matrice suivante », the exercise's number) asks nothing
  let rest = stripFrame(withoutLiteral(s).replace(PARAMETER_DECLARED, ' '))
    .replace(/\b(?:in\s+)?(?:sous\s+)?(?:la\s+)?(?:forme\s+)?factori[sz]\p{L}*|\b(?:in\s+)?factored(?:\s+form)?|^\s*factor\b|\bvandermonde(?:'s)?\b/giu, ' ');
  // the matrix's name first: a letter read as the parameter's must not leave its = behind
  rest = rest.replace(/\b[A-Z](?:_\{?[a-z\d]+\}?)?\s*=/g, ' ');
  for (const re of asks) rest = rest.replace(new RegExp(re.source, 'giu'), ' ');
  // « où A = … » names the matrix like "where A = …"
  rest = rest.replace(FILLER, ' ').replace(/(?<![\p{L}])o[ùu](?![\p{L}])/giu, ' ').replace(/\\left|\\right|\\operatorname|\\det/g, ' ');
  // a second matrix left over is a question about two
  return !/[\p{L}]{2,}|[=<>;[\]]/u.test(rest);
}

function factorInOneLetter(d: MathNode): MathNode | null {
  const letters = [...freeSymbols(d)];
  if (letters.length !== 1) return null;
  const r = toRatFunc(d, letters[0]);
  if (!r || r.den.deg !== 0) return null;
  const f = factorPoly(r.num.scale(r.den.coef(0).inv()));
  return factoredNode(f, letters[0]);
}

/** What follows a literal shifted by a multiple of the identity: "− I₂", "+ 2I", "- λI", "− k I_3". */
const SHIFT = /^\s*([+-])\s*(?:(\d+(?:\/\d+)?|lambda|alpha|beta|theta|mu|[a-z]|λ|\\lambda)\s*\*?\s*)?I(?:_\{?(\d+)\}?|_n)?(?![\p{L}\d])/u;

/**
 * "[[k+1, 2], [3, k]] − I₂ is not invertible", "[[1, t], [t, 1]] + 2I", "[[2, 1], [1, 2]] − λI": the
 * literal and its shift folded into one matrix (the question is then about that matrix), with the
 * shift shown as the first step; the text without the shift.
 */
function shiftedByIdentity(s: string): { m: SymMat; rest: string; step: StepDraft } | null {
  const lit = literal(s);
  if (!lit) return null;
  const after = s.slice(lit.at + lit.length);
  const sh = SHIFT.exec(after);
  const m = sh ? entries(lit.rows) : null;
  if (!sh || !m || m.some((r) => r.length !== m.length) || (sh[3] !== undefined && Number(sh[3]) !== m.length)) return null;
  let c: MathNode;
  try {
    c = sh[2] ? parseNode(sh[2] === '\\lambda' ? 'λ' : sh[2]) : 1;
  } catch {
    return null;
  }
  const shifted = m.map((r, i) => r.map((x, j) => (i === j ? simp(['Add', x, sh[1] === '-' ? ['Negate', c] : c]) : x)));
  const cI = `${c === 1 ? '' : toLatex(c)}I`;
  return {
    m: shifted,
    rest: s.slice(0, lit.at + lit.length) + after.slice(sh[0].length),
    step: {
      title: text('Form the matrix', 'Former la matrice'),
      explanation: text(`Adding a multiple of I changes only the diagonal entries.`, `Ajouter un multiple de I ne change que les coefficients diagonaux.`),
      formula: `A = ${matLatex(m)} ${sh[1]} ${cI} = ${matLatex(shifted)}`,
    },
  };
}

export const symbolicMatrixStrategy: Strategy = {
  name: 'matrix-symbolic',
  solve(problem: ProblemInput): Outcome | null {
    const shift = shiftedByIdentity(problem.text);
    const outcome = solveSymbolic(shift?.rest ?? problem.text, shift?.m ?? readMatrix(problem.text));
    return outcome && shift ? { ...outcome, steps: [shift.step, ...outcome.steps] } : outcome;
  },
};

/** The question about the one matrix with letters, asked in `input` (the shift already folded in). */
function solveSymbolic(input: string, m: SymMat | null): Outcome | null {
  if (!m) return null;
  if (!m.some((r) => r.some((c) => freeSymbols(c).size > 0))) return null;
  // "for which k is A invertible?", "find k such that A is singular": values of the letter, not the inverse
  // every word read there too: "(values where it is not)" after "invertible?" asks the other set
  const values = parameterValues(m, input);
  if (values !== undefined) return allRead(input, [ASKS_VALUES, SINGULAR, INVERTIBLE, VALUE_WORDS, DEDUCE]) ? values : null;
  // |a b; c d| alone: its bars ask the determinant
  // "rank of A according to the values of k": the rank for every value of the letter
  // "for which a does A have rank 1": the values giving that rank
  const rankIs = ASKS_VALUES.test(input) ? RANK_IS.exec(withoutLiteral(input)) : null;
  if (rankIs) return allRead(input, [RANK_IS, ASKS_VALUES, VALUE_WORDS, RANK_VERBS]) ? rankByParameter(m, { rankIs: Number(rankIs[1] ?? rankIs[2] ?? rankIs[3]) }) : null;
  const rankAsked = ASKS_NULLITY.test(input) ? 'nullity' : ASKS_RANK.test(input) ? 'rank' : null;
  if (rankAsked) return allRead(input, [ASKS_NULLITY, ASKS_RANK, DEPENDS, VALUE_WORDS]) ? rankByParameter(m, rankAsked) : null;
  const task = TASKS.find(([, re]) => re.test(input))?.[0] ?? (literal(input)?.bars ? 'det' : undefined);
  if (!task || !allRead(input)) return null;
  const n = m.length;
  const square = m.every((r) => r.length === n);
  const A = matAscii(m);
  if (task === 'transpose') {
    const t = m[0].map((_, j) => m.map((r) => r[j]));
    const steps: StepDraft[] = [
      { title: text('Swap rows and columns', 'Échanger lignes et colonnes'), explanation: text('Row i of A becomes column i of Aᵀ.', 'La ligne i de A devient la colonne i de Aᵀ.'), formula: `A^{T} = ${matLatex(t)}` },
    ];
    return outcome('matrix.symbolic.transpose', steps, 'matrix', matAscii(t), matLatex(t), symbolicMatrixChecks.transpose(A, matAscii(t)));
  }
  if (!square) throw new SolverError('unsupported', text('This needs a square matrix.', 'Il faut une matrice carrée.'));
  if (task === 'trace') {
    const tr = simp(['Add', ...m.map((r, i) => r[i])]);
    const steps: StepDraft[] = [
      { title: text('Add the diagonal entries', 'Additionner les coefficients diagonaux'), explanation: text('The trace is the sum of the entries on the main diagonal.', 'La trace est la somme des coefficients de la diagonale principale.'), formula: `\\operatorname{tr} A = ${m.map((r, i) => toLatex(r[i])).join(' + ')} = ${toLatex(tr)}` },
    ];
    return outcome('matrix.symbolic.trace', steps, 'expr', toAscii(tr), toLatex(tr), symbolicMatrixChecks.trace(A, toAscii(tr)));
  }
  const d = simp(det(m));
  const detSteps: StepDraft[] = [
    n === 2
      ? {
          title: text('Apply det = ad − bc', 'Appliquer det = ad − bc'),
          explanation: text('For a 2×2 matrix, multiply the diagonals and subtract.', 'Pour une matrice 2×2, on fait le produit des diagonales et on soustrait.'),
          formula: `\\det A = ${productLatex(m[0][0], m[1][1])} - ${productLatex(m[0][1], m[1][0], true)} = ${toLatex(d)}`,
        }
      : {
          title: text('Expand along the first row', 'Développer selon la première ligne'),
          explanation: text('det A = Σ (−1)^(1+j) a₁ⱼ M₁ⱼ, where M₁ⱼ is the minor without row 1 and column j; then expand and collect.', 'det A = Σ (−1)^(1+j) a₁ⱼ M₁ⱼ, où M₁ⱼ est le mineur sans la ligne 1 ni la colonne j ; puis on développe et on regroupe.'),
          formula: `\\det A = ${toLatex(d)}`,
        },
  ];
  if (task === 'det') {
    // "sous forme factorisée", "in factored form": a polynomial in one letter is factored
    // several letters: the linear factors b − a, a + b, … by the factor theorem, as Vandermonde's is shown
    const factored = FACTORED.test(input) ? (factorInOneLetter(d) ?? factorLinear(d)) : null;
    if (factored) {
      detSteps.push({
        title: text('Factor the determinant', 'Factoriser le déterminant'),
        explanation:
          freeSymbols(d).size > 1
            ? text('The determinant vanishes when two letters are equal (two equal rows), or on each hyperplane found below: each such linear form is a factor; the factor left is found by comparing values.', 'Le déterminant s’annule quand deux lettres sont égales (deux lignes égales), ou sur chaque hyperplan trouvé ci-dessous : chacune de ces formes linéaires est un facteur ; le facteur restant s’obtient en comparant des valeurs.')
            : text('Find its rational roots and divide them out.', 'On cherche ses racines rationnelles et on les met en facteur.'),
        formula: `\\det A = ${toLatex(factored)}`,
      });
      return outcome('matrix.symbolic.det', detSteps, 'expr', toAscii(factored), toLatex(factored), symbolicMatrixChecks.det(A, toAscii(factored)));
    }
    if (FACTORED.test(input)) {
      throw new SolverError(
        'unsupported',
        freeSymbols(d).size > 1
          ? text(`We factor determinants in several letters only into linear factors; expanded, it is ${toAscii(d)}.`, `Nous ne factorisons les déterminants en plusieurs lettres qu'en facteurs linéaires ; développé, il vaut ${toAscii(d)}.`)
          : text('This determinant does not factor over the rationals here.', 'Ce déterminant ne se factorise pas ici sur les rationnels.'),
      );
    }
    return outcome('matrix.symbolic.det', detSteps, 'expr', toAscii(d), toLatex(d), symbolicMatrixChecks.det(A, toAscii(d)));
  }
  if (d === 0) throw new SolverError('unsupported', text('The determinant is 0: the matrix is not invertible.', "Le déterminant est nul : la matrice n'est pas inversible."));
  // Inverse by the adjugate: (A⁻¹)ᵢⱼ = (−1)^(i+j) Mⱼᵢ / det A.
  const inv: SymMat = m.map((_, i) =>
    m.map((__, j) => {
      const cof: MathNode = n === 1 ? 1 : det(minor(m, j, i));
      return simplify(['Divide', simp((i + j) % 2 === 0 ? cof : ['Negate', cof]), d]);
    }),
  );
  const steps: StepDraft[] = [
    ...detSteps,
    {
      title: text('Invertible when det A ≠ 0', 'Inversible quand det A ≠ 0'),
      explanation: text(`The inverse exists for every value of the letters with ${toAscii(d)} ≠ 0.`, `L'inverse existe pour toutes les valeurs des lettres telles que ${toAscii(d)} ≠ 0.`),
      formula: `${toLatex(d)} \\neq 0`,
    },
    {
      title: text('Use the adjugate', 'Utiliser la comatrice'),
      explanation: text(
        n === 2 ? 'For [[a, b], [c, d]]: swap a and d, change the signs of b and c, divide by the determinant.' : 'A⁻¹ = (1/det A)·adj A, where adj A is the transpose of the matrix of cofactors.',
        n === 2 ? 'Pour [[a, b], [c, d]] : on échange a et d, on change le signe de b et c, on divise par le déterminant.' : 'A⁻¹ = (1/det A)·ᵗcom A, la transposée de la matrice des cofacteurs.',
      ),
      formula: `A^{-1} = ${matLatex(inv)}`,
    },
  ];
  return outcome('matrix.symbolic.inverse', steps, 'matrix', matAscii(inv), matLatex(inv), symbolicMatrixChecks.inverse(A, matAscii(inv)));
}


/**
 * Two entries multiplied as written in ad − bc: numbers with a times sign (2 × 3), a sum or a
 * negative entry in brackets, letters side by side ((2 − λ)(2 − λ), a·d).
 */
function productLatex(a: MathNode, b: MathNode, afterMinus = false): string {
  const t = (e: MathNode): string => toLatex(e);
  const numeric = (e: MathNode): boolean => typeof e === 'number' || (Array.isArray(e) && e[0] === 'Rational');
  const wrapSum = (e: MathNode, first: boolean): string => {
    const s = t(e);
    return / [+-] /.test(s) || (s.startsWith('-') && (!first || afterMinus)) ? `\\left(${s}\\right)` : s;
  };
  if (numeric(a) && numeric(b)) return `${wrapSum(a, true)} \\times ${wrapSum(b, false)}`;
  return `${wrapSum(a, true)}${/^[\\(]/.test(wrapSum(b, false)) || /[a-z]$/i.test(wrapSum(a, true)) ? ' ' : ''}${wrapSum(b, false)}`;
}
