import { SolverError } from '../../errors';
import { text } from '../../i18n';
import type { Outcome, ProblemInput, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { verifyMatrixExpression } from '../../verify/linalg';
import { FILLER } from './matrixRecognize';

/**
 * What a square matrix's eigenvalues alone decide: "A 3×3 matrix A has eigenvalues 2, −1 and 3.
 * What is det(A)?", "… find the trace of A²", « Soit A ∈ M₃(ℝ) de valeurs propres 1, 2 et 3 :
 * calculer det(A⁻¹) », "the eigenvalues of A + 2I". For a polynomial-like expression X of A (Aᵏ,
 * A⁻¹, cA, A ± cI, Aᵀ) the eigenvalues of X are those of A sent through the same expression, their
 * product is det X and their sum tr X. The list is all the eigenvalues, each once: when the size
 * said is not their number (a repeated one not said), or a multiplicity is mentioned, the question
 * is left unread, as the list alone does not decide it. One question at a time; every word must be
 * read.
 */

const NUM = String.raw`[-+]?\d+(?:\.\d+)?(?:\/\d+)?`;
/** "λ₁ = 2", "\lambda_2 = -1" before a value of the list. */
const LABEL = String.raw`(?:(?:\\lambda|λ|lambda)\s*_?\s*\{?\d?\}?\s*=\s*)?`;
/** A multiplicity said with a value: "2 (multiplicity 2)", « 1 (double) », "3 (of multiplicity 3)". */
const TIMES = String.raw`(?:\s*\(\s*(?:(?:of|de)\s+)?(?:(?:algebraic\s+)?multiplicit(?:y|é)\s*(\d)|(double|triple))\s*\))?`;
const ITEM = String.raw`${LABEL}(${NUM})${TIMES}`;
const SEP = String.raw`\s*(?:,\s*(?:and\s+|et\s+)?|\s+and\s+|\s+et\s+)\s*`;
/** "eigenvalues 2, −1 and 3", « valeurs propres : 1, 2 et 3 », "the eigenvalues of A are …". */
const LIST = new RegExp(
  String.raw`(?<![\p{L}])(?:eigen\s*values?|valeurs\s+propres)(?:\s+(?:of|de)\s+(?:(?:a|an|the|this|la|une|cette)\s+)?(?:(?:square\s+)?[1-9]\s*(?:\*|x|by|par|\\times)\s*[1-9]\s+)?(?:(?:matrix|matrice)\s*)?(?:[A-Z](?![\p{L}]))?)?\s*(?:are|sont|:|=|(?:[ée]gales?|equal)\s+(?:[àa]|to))?\s*(${ITEM}(?:${SEP}${ITEM})+)`,
  'iu',
);
/** The size said: "3×3" (3*3 once read), "3 by 3", « d'ordre 3 », M₃(ℝ), "n = 3". */
const SIZE = /(?<![\d])([1-9])\s*(?:\*|x|by|par|\\times)\s*\1(?![\d])|(?:of\s+order|of\s+size|d['’]\s*ordre|de\s+taille)\s+([1-9])(?![\d])|(?<![\p{L}])M_\{?([1-9])\}?\s*\(\s*(?:\\mathbb\s*\{\s*[RC]\s*\}|[RCℝℂ])\s*\)/iu;
/** A mention of multiplicity: the list is then not one eigenvalue each. */
const MULTIPLICITY = /(?<![\p{L}])(?:(?:with\s+|of\s+|de\s+|avec\s+)?(?:algebraic\s+)?multiplicit(?:y|ies|[ée]s?)(?:\s+alg[ée]brique)?|double|triple|repeated|r[ée]p[ée]t[ée]e|simple)(?![\p{L}])/iu;

type Quantity = 'det' | 'trace' | 'eigenvalues';
interface Expression {
  /** c·Aᵏ + s·I (k may be negative); a transpose has the same eigenvalues. */
  scale: Q;
  power: number;
  shift: Q;
  transpose: boolean;
  typed: string;
}

/** X = [c] A [^k | ^T | ⁻¹] [± s I]: an expression of the one matrix named. */
function expressionPattern(name: string): string {
  return String.raw`((?:${NUM}\s*\*?\s*)?${name}(?:\s*\^\s*(?:\(\s*-?\d+\s*\)|\{\s*-?\d+\s*\}|-?\d+|T|\{T\}|\\top)|')?(?:\s*[-+]\s*(?:\d+(?:\.\d+)?(?:\/\d+)?\s*\*?\s*)?(?:I|I_\{?\d\}?|Id|\\mathrm\{I\}))?)`;
}

function readExpression(typed: string, name: string): Expression | null {
  const m = new RegExp(
    String.raw`^(?:(${NUM})\s*\*?\s*)?${name}(?:\s*\^\s*(?:\(\s*(-?\d+)\s*\)|\{\s*(-?\d+)\s*\}|(-?\d+)|(T|\{T\}|\\top))|('))?(?:\s*([-+])\s*(\d+(?:\.\d+)?(?:\/\d+)?)?\s*\*?\s*(?:I|I_\{?\d\}?|Id|\\mathrm\{I\}))?$`,
    'u',
  ).exec(typed.trim());
  if (!m) return null;
  const power = Number(m[2] ?? m[3] ?? m[4] ?? '1');
  if (power === 0 || Math.abs(power) > 12) return null;
  const scale = m[1] ? Q.parse(m[1]) : Q.ONE;
  const shiftSize = m[7] ? (m[8] ? Q.parse(m[8]) : Q.ONE) : Q.ZERO;
  if (!scale || !shiftSize || scale.sign() === 0) return null;
  return { scale, power, shift: m[7] === '-' ? shiftSize.neg() : shiftSize, transpose: Boolean(m[5] || m[6]), typed: typed.trim() };
}

/** The question: det X, |X|, tr X, "the determinant/trace of X", "the eigenvalues of X" (X not A itself). */
function askedPatterns(name: string): Array<[Quantity, RegExp]> {
  const x = expressionPattern(name);
  const the = String.raw`(?:the\s+|le\s+|la\s+|its\s+|son\s+|sa\s+)?`;
  const ofMatrix = String.raw`(?:the\s+matrix|la\s+matrice|this\s+matrix|cette\s+matrice)`;
  return [
    ['det', new RegExp(String.raw`(?<![\p{L}])(?:\\?det\s*\(\s*${x}\s*\)|\\?det\s+${x}(?![\p{L}\d])|\|\s*${x}\s*\||${the}d[ée]terminant\s+(?:of|de)\s+(?:${x}|${ofMatrix})(?![\p{L}\d]))`, 'iu')],
    ['trace', new RegExp(String.raw`(?<![\p{L}])(?:\\?(?:tr|trace|operatorname\{tr\})\s*\(\s*${x}\s*\)|${the}trace\s+(?:of|de)\s+(?:${x}|${ofMatrix})(?![\p{L}\d]))`, 'iu')],
    ['eigenvalues', new RegExp(String.raw`(?<![\p{L}])${the}(?:eigen\s*values?|valeurs\s+propres)\s+(?:of|de)\s+${x}(?![\p{L}\d])`, 'iu')],
  ];
}

/** Words of such a statement in English and French; anything else is a question not read here. */
const WORDS =
  /(?<![\p{L}])(?:a|an|the|square|real|r[ée]elle|carr[ée]e|matrix|matrice|has|have|having|with|avec|whose|dont|sont|are|is|be|let|soit|suppose|assume|given|that|consider|on\s+consid[èe]re|what|quel(?:le)?s?|find|compute|calculate|evaluate|determine|deduce|calculer|calculez|d[ée]terminer|en\s+d[ée]duire|d[ée]duire|donner|trouver|then|puis|hence|so|its|son|sa|ses|of|de|du|des|d|l|le|la|les|une|un|in|dans|admet|admits|pour|for|and|et|value|valeur|eigen\s*values?|valeurs\s+propres|size|taille|order|ordre|by|par|\\lambda|lambda|λ)(?![\p{L}])/giu;

function parseList(body: string): Q[] | null {
  const out: Q[] = [];
  for (const m of body.matchAll(new RegExp(ITEM, 'gu'))) {
    const q = Q.parse(m[1]);
    if (!q) return null;
    const times = m[2] ? Number(m[2]) : m[3] === 'double' ? 2 : m[3] === 'triple' ? 3 : 1;
    if (times < 1) return null;
    for (let k = 0; k < times; k++) out.push(q);
  }
  return out;
}

/** f(λ) = c·λᵏ + s, or null when λ = 0 is raised to a negative power (A not invertible). */
function image(l: Q, x: Expression): Q | null {
  if (x.power < 0 && l.sign() === 0) return null;
  return x.scale.mul(l.pow(x.power)).add(x.shift);
}

/** X of the diagonal matrix of the eigenvalues, for mathjs: the same det, trace and eigenvalues as X of A. */
function mathjsOf(x: Expression, values: Q[]): string {
  const d = `diag([${values.map((v) => v.toNumber()).join(', ')}])`;
  const base = x.transpose ? `transpose(${d})` : d;
  const powered = x.power === 1 ? base : x.power > 0 ? `pow(${base}, ${x.power})` : `pow(inv(${base}), ${-x.power})`;
  return `${x.scale.toNumber()} * ${powered} + ${x.shift.toNumber()} * identity(${values.length})`;
}

const fmt = (q: Q): string => q.toString();

export function eigenvalueFactsOutcome(s: string): Outcome | null {
  const list = LIST.exec(s);
  if (!list) return null;
  const values = parseList(list[1]);
  if (!values || values.length < 2) return null;
  const size = SIZE.exec(s);
  // the matrix's name: the capital said with the list or the size, else A
  const named = /(?<![\p{L}])(?:matrix|matrice)\s+([A-Z])(?![\p{L}])|(?<![\p{L}])(?:let|soit|suppose|consider)\s+([A-Z])(?![\p{L}])|(?:of|de)\s+([A-Z])(?![\p{L}])\s*(?:are|sont)/iu.exec(s);
  const name = named ? (named[1] ?? named[2] ?? named[3]).toUpperCase() : 'A';
  const listEnd = list.index + list[0].length;
  // the question, never the list itself ("the eigenvalues of A are …")
  const found = askedPatterns(name).flatMap(([q, re]) =>
    [...s.matchAll(new RegExp(re.source, 'giu'))].filter((m) => (m.index ?? 0) >= listEnd || (m.index ?? 0) + m[0].length <= list.index).map((m) => ({ q, m })),
  );
  if (found.length !== 1) return null;
  const { q, m } = found[0];
  const asked = m[1] ?? m[2] ?? m[3] ?? m[4] ?? name;
  const x = readExpression(asked, name);
  if (!x) return null;
  if (q === 'eigenvalues' && x.power === 1 && x.scale.eq(Q.ONE) && x.shift.sign() === 0) return null;
  // a second question (« … et tr(A²) ») or any other word: not read here
  const left = s
    .replace(list[0], ' ')
    .replace(m[0], ' ')
    .replace(SIZE, ' ')
    .replace(new RegExp(MULTIPLICITY.source, 'giu'), ' ')
    .replace(new RegExp(String.raw`(?<![\p{L}])${name}(?![\p{L}])`, 'gu'), ' ')
    .replace(/(?<![\p{L}])in\s+M_\{?\d\}?\s*\(\s*(?:\\mathbb\s*\{\s*[RC]\s*\}|[RCℝℂ])\s*\)/giu, ' ')
    .replace(WORDS, ' ')
    .replace(FILLER, ' ')
    .replace(/\$|\\[,;!]/g, ' ')
    .replace(/[?!:;,.()=∈'’-]/g, ' ');
  if (/[\p{L}\d]/u.test(left)) return null;
  const n = size ? Number(size[1] ?? size[2] ?? size[3]) : values.length;
  if (MULTIPLICITY.test(s.replace(list[0], ' ')) || n !== values.length) {
    throw new SolverError(
      'unsupported',
      text(
        `We read ${values.length} eigenvalues (${values.map(fmt).join(', ')})${n !== values.length ? ` for a ${n}×${n} matrix` : ''}: with multiplicities we do not read, the list alone does not decide the answer. List every eigenvalue as often as it counts.`,
        `Nous lisons ${values.length} valeurs propres (${values.map(fmt).join(', ')})${n !== values.length ? ` pour une matrice ${n}×${n}` : ''} : avec des multiplicités que nous ne lisons pas, la liste seule ne décide pas la réponse. Écrivez chaque valeur propre autant de fois qu'elle compte.`,
      ),
    );
  }
  if (x.power < 0 && values.some((v) => v.sign() === 0)) {
    throw new SolverError('unsupported', text(`0 is an eigenvalue of ${name}: ${name} is not invertible, so ${name}⁻¹ does not exist.`, `0 est valeur propre de ${name} : ${name} n'est pas inversible, donc ${name}⁻¹ n'existe pas.`));
  }
  const images = values.map((l) => image(l, x));
  if (images.some((v) => v === null)) return null;
  const mapped = images as Q[];
  const listed = values.map(fmt).join(', ');
  const fLatex = x.typed.replace(/\*/g, '');
  const steps: StepDraft[] = [
    {
      title: text('Eigenvalues of the expression', 'Valeurs propres de l’expression'),
      explanation: text(
        `If Av = λv then ${fLatex} sends v to f(λ)·v: the eigenvalues of ${fLatex} are f(${listed}).`,
        `Si Av = λv alors ${fLatex} envoie v sur f(λ)·v : les valeurs propres de ${fLatex} sont f(${listed}).`,
      ),
      formula: `${mapped.map(fmt).join(',\\ ')}`,
    },
  ];
  const verificationDiag = text(
    'Checked: the same expression of the diagonal matrix of the eigenvalues, computed as a matrix in floating point, gives the same value.',
    'Vérifié : la même expression de la matrice diagonale des valeurs propres, calculée comme une matrice en virgule flottante, donne la même valeur.',
  );
  const expr = mathjsOf(x, values);
  if (q === 'eigenvalues') {
    const distinct = mapped.filter((v, i) => mapped.findIndex((w) => w.eq(v)) === i);
    const value = `[${distinct.map(fmt).join(', ')}]`;
    const verified = verifyMatrixExpression(`diag(${expr})`, mapped.map((v) => [v.toNumber()]));
    return {
      method: 'matrix.eigenvalue_facts',
      category: 'matrix',
      steps,
      answer: { kind: 'solutions', value, latex: `\\lambda = ${distinct.map(fmt).join(',\\ ')}`, words: text(value, value) },
      finalAnswer: text(`λ = ${distinct.map(fmt).join(', ')}`, `λ = ${distinct.map(fmt).join(', ')}`),
      verified,
      verification: verified ? verificationDiag : undefined,
    };
  }
  const result = q === 'det' ? mapped.reduce((a, b) => a.mul(b), Q.ONE) : mapped.reduce((a, b) => a.add(b), Q.ZERO);
  steps.push(
    q === 'det'
      ? {
          title: text('The determinant is the product of the eigenvalues', 'Le déterminant est le produit des valeurs propres'),
          explanation: text('Over ℂ, det is the product of the eigenvalues counted with multiplicity.', 'Sur ℂ, le déterminant est le produit des valeurs propres comptées avec multiplicité.'),
          formula: `\\det(${fLatex}) = ${mapped.map((v) => (v.sign() < 0 ? `(${fmt(v)})` : fmt(v))).join(' \\cdot ')} = ${fmt(result)}`,
        }
      : {
          title: text('The trace is the sum of the eigenvalues', 'La trace est la somme des valeurs propres'),
          explanation: text('Over ℂ, the trace is the sum of the eigenvalues counted with multiplicity.', 'Sur ℂ, la trace est la somme des valeurs propres comptées avec multiplicité.'),
          formula: `\\operatorname{tr}(${fLatex}) = ${mapped.map((v) => (v.sign() < 0 ? `(${fmt(v)})` : fmt(v))).join(' + ')} = ${fmt(result)}`,
        },
  );
  const verified = verifyMatrixExpression(`${q === 'det' ? 'det' : 'trace'}(${expr})`, result.toNumber());
  const label = q === 'det' ? `det(${x.typed})` : `tr(${x.typed})`;
  return {
    method: 'matrix.eigenvalue_facts',
    category: 'matrix',
    steps,
    answer: { kind: 'expr', value: fmt(result), latex: fmt(result), words: text(fmt(result), fmt(result)) },
    finalAnswer: text(`${label} = ${fmt(result)}`, `${label} = ${fmt(result)}`),
    verified,
    verification: verified ? verificationDiag : undefined,
  };
}

export const eigenvalueFactsStrategy: Strategy = {
  name: 'matrix-eigenvalue-facts',
  solve(problem: ProblemInput): Outcome | null {
    return eigenvalueFactsOutcome(problem.text);
  },
};
