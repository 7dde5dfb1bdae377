import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { numericRank } from '../../verify/linalg';
import { rank, toAscii, toLatex, transpose } from './matrix';
import { readTuple } from './vectorFamily';
import { nullSpace } from './matrixEigen';
import { setsAsSpans, type EquationSpan } from './subspaceEquations';

/**
 * The sum and the intersection of two subspaces given by spanning vectors: "F = span{(1,2,3,4),
 * (1,1,1,3)} and G = span{…}: find dim(F + G)", « F = Vect(u1, u2), G = Vect(u3, u4) : dimension de
 * F ∩ G ». F + G is spanned by both families, so its dimension is the rank of all the vectors; the
 * intersection's follows from Grassmann's formula dim(F ∩ G) = dim F + dim G − dim(F + G), and its
 * basis from the relations a₁f₁ + … = b₁g₁ + … between the two bases. A subspace given by its
 * equations beside a span (« F = {x + y + z = 0} et G = Vect(u, v) ») is first spanned by a basis of
 * its equations' solutions.
 */

const NUMBER = String.raw`[-+]?\d+(?:[.,]\d+)?(?:\/\d+)?`;
const TUPLE = String.raw`\(\s*${NUMBER}(?:\s*[,;]\s*${NUMBER})+\s*\)`;
const SPAN = new RegExp(
  String.raw`(?<![\p{L}])([A-Z])\s*=\s*(?:\\operatorname\s*\{\s*)?(?:span|vect)\s*\}?\s*(?:\\left\s*)?\\?[({]\s*(${TUPLE}(?:\s*,\s*${TUPLE})*)\s*(?:\\right\s*)?\\?[)}]`,
  'giu',
);
const SUM = /(?<![\p{L}])([A-Z])\s*\+\s*([A-Z])(?![\p{L}])|(?<![\p{L}])(?:sum|somme)\s+(?:of|de)\s+([A-Z])\s+(?:and|et)\s+([A-Z])(?![\p{L}])/u;
const CAP = /(?<![\p{L}])([A-Z])\s*(?:∩|\\cap|inter)\s*([A-Z])(?![\p{L}])|(?<![\p{L}])intersection\s+(?:of|de)\s+([A-Z])\s+(?:and|et)\s+([A-Z])(?![\p{L}])/u;
const ASKED = { basis: /(?<![\p{L}])(?:basis|base)(?![\p{L}])/iu, dimension: /(?<![\p{L}])(?:dimension|dim)(?![\p{L}])/iu };
const WORDS =
  /(?<![\p{L}])(?:let|soit|soient|and|et|in|dans|of|de|du|des|la|le|les|the|a|an|une|un|its|sa|son|find|compute|determine|give|what|is|calculer|d[ée]terminer|donner|trouver|quelle|est|where|o[ùu]|sum|somme|intersection|inter|subspaces?|sous-espaces?|vectoriels?|R\^?\d|ℝ\S?|\\mathbb\s*\{?R\}?\S*)(?![\p{L}])/giu;

interface Spanned {
  name: string;
  vectors: Q[][];
}

const tuple = (v: Q[]): string => `(${v.map((x) => x.toString()).join(', ')})`;

/** The vectors that raise the rank, in order: a basis of what they span. */
function independent(vectors: Q[][]): Q[][] {
  const kept: Q[][] = [];
  for (const v of vectors) if (rank([...kept, v]) > kept.length) kept.push(v);
  return kept;
}

/** The vectors lying in both spans: b₁g₁ + … for each relation a₁f₁ + … − b₁g₁ − … = 0 between the bases. */
export function intersectionBasis(bf: Q[][], bg: Q[][]): Q[][] {
  const n = bf[0].length;
  const relations = nullSpace(Array.from({ length: n }, (_, i) => [...bf.map((v) => v[i]), ...bg.map((v) => v[i].neg())]));
  const vectors = relations.map((c) => Array.from({ length: n }, (_, i) => bg.reduce((acc, v, j) => acc.add(c[bf.length + j].mul(v[i])), Q.ZERO)));
  return independent(vectors);
}

/** The step that spans a subspace given by its equations. */
function equationStep(set: EquationSpan): StepDraft {
  const basis = set.basis.map(tuple).join(', ');
  return {
    title: text(`A basis of ${set.name} from its equations`, `Une base de ${set.name} à partir de ses équations`),
    explanation: text(
      `${set.name} is the kernel of its equations' matrix; each free unknown set to 1 in turn, the others to 0, gives a basis: ${basis}.`,
      `${set.name} est le noyau de la matrice de ses équations ; chaque inconnue libre prise égale à 1 à tour de rôle, les autres à 0, donne une base : ${basis}.`,
    ),
    formula: `${set.name} = \\ker ${toLatex(set.rows)} = \\operatorname{Vect}(${basis})`,
  };
}

/** « F et G sont supplémentaires (dans ℝ³) », "complementary subspaces of R^3", F ⊕ G = ℝ³: asked yes or no. */
const SUPPLEMENTARY =
  /(?<![\p{L}])(?:suppl[ée]mentaires?|compl[ée]mentary|compl[ée]ments?)(?![\p{L}])|(?<![\p{L}])[A-Z]\s*(?:⊕|\\oplus)\s*[A-Z]\s*=\s*(?:R\^?\{?\d\}?|ℝ\S*|\\mathbb\s*\{?R\}?\S*)/iu;
const SUPPLEMENTARY_WORDS =
  /(?<![\p{L}])(?:show|prove|check|verify|determine|decide|whether|if|that|are|is|they|montrer|d[ée]montrer|v[ée]rifier|d[ée]terminer|si|que|sont|ils|each\s+other|l['’]un\s+de\s+l['’]autre|vector|vectoriels?)(?![\p{L}])/giu;

/** F and G supplementary: their bases together are a basis of the whole space (rank n, with n vectors). */
function supplementaryOutcome(s: string, f: Spanned, g: Spanned, sets: EquationSpan[]): Outcome | null {
  const rest = s
    .replace(SPAN, ' ')
    .replace(SUPPLEMENTARY, ' ')
    .replace(SUPPLEMENTARY_WORDS, ' ')
    .replace(/(?<![\p{L}])(?:l|d|qu)['’]/giu, ' ')
    .replace(WORDS, ' ')
    .replace(new RegExp(`(?<![\\p{L}])[${f.name}${g.name}](?![\\p{L}])`, 'gu'), ' ')
    .replace(/[?!.:;,()$]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return null;
  const n = f.vectors[0].length;
  const [bf, bg] = [independent(f.vectors), independent(g.vectors)];
  const both = independent([...bf, ...bg]);
  const yes = both.length === n && bf.length + bg.length === n;
  const num = (vs: Q[][]): number[][] => vs.map((v) => v.map((x) => x.toNumber()));
  const verified = numericRank(num([...f.vectors, ...g.vectors])) === both.length && numericRank(num(f.vectors)) === bf.length && numericRank(num(g.vectors)) === bg.length;
  const why = yes
    ? text(
        `dim ${f.name} + dim ${g.name} = ${bf.length} + ${bg.length} = ${n} and their bases together have rank ${n}: together they form a basis of R^${n}, so ${f.name} ∩ ${g.name} = {0} and ${f.name} + ${g.name} = R^${n}.`,
        `dim ${f.name} + dim ${g.name} = ${bf.length} + ${bg.length} = ${n} et leurs bases réunies sont de rang ${n} : elles forment une base de R^${n}, donc ${f.name} ∩ ${g.name} = {0} et ${f.name} + ${g.name} = R^${n}.`,
      )
    : text(
        `dim ${f.name} + dim ${g.name} = ${bf.length + bg.length} and their bases together have rank ${both.length}, while a pair of supplementary subspaces needs both equal to ${n}.`,
        `dim ${f.name} + dim ${g.name} = ${bf.length + bg.length} et leurs bases réunies sont de rang ${both.length}, alors que des sous-espaces supplémentaires demandent ${n} pour les deux.`,
      );
  return {
    method: 'vectors.span_sum',
    category: 'matrix',
    steps: [
      ...sets.map(equationStep),
      {
        title: text('Gather the two bases', 'Réunir les deux bases'),
        explanation: why,
        formula: `\\operatorname{rank}${toLatex(transpose(both))} = ${both.length}`,
      },
    ],
    answer: { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
    finalAnswer: yes
      ? text(`Yes: ${f.name} ⊕ ${g.name} = R^${n}.`, `Oui : ${f.name} ⊕ ${g.name} = R^${n}.`)
      : text(`No: ${f.name} and ${g.name} are not supplementary in R^${n}.`, `Non : ${f.name} et ${g.name} ne sont pas supplémentaires dans R^${n}.`),
    verified,
    verification: verified
      ? text('Checked: the ranks recomputed in floating point agree with the exact ones.', 'Vérifié : les rangs recalculés en virgule flottante concordent avec les rangs exacts.')
      : undefined,
  };
}

export function spanSumOutcome(raw: string): Outcome | null | undefined {
  // a subspace by its equations beside one by its spanning vectors: the first spanned by its solutions
  const given = raw.match(SPAN) ? setsAsSpans(raw) : null;
  const s = given?.text ?? raw;
  const spans: Spanned[] = [];
  for (const m of s.matchAll(SPAN)) {
    const vectors = [...m[2].matchAll(new RegExp(TUPLE, 'g'))].map((t) => readTuple(t[0].slice(1, -1)));
    if (vectors.some((v) => !v)) return null;
    spans.push({ name: m[1], vectors: vectors as Q[][] });
  }
  const sum = SUM.exec(s);
  const cap = CAP.exec(s);
  const size0 = spans[0]?.vectors[0].length;
  if (spans.length === 2 && !sum && !cap && SUPPLEMENTARY.test(s) && spans[0].name !== spans[1].name && spans.every((x) => x.vectors.every((v) => v.length === size0))) {
    return supplementaryOutcome(s, spans[0], spans[1], given?.sets ?? []);
  }
  if (spans.length !== 2 || (!sum && !cap)) return undefined;
  if (sum && cap) return null;
  const op = (sum ?? cap) as RegExpExecArray;
  const [f, g] = [op[1] ?? op[3], op[2] ?? op[4]].map((n) => spans.find((x) => x.name === n));
  const size = spans[0].vectors[0].length;
  if (!f || !g || f === g || spans.some((x) => x.vectors.some((v) => v.length !== size))) return null;
  const asked = Object.entries(ASKED).filter(([, re]) => re.test(s)).map(([k]) => k);
  if (asked.length === 0) return null;
  const rest = s
    .replace(SPAN, ' ')
    .replace(sum ? SUM : CAP, ' ')
    .replace(new RegExp(Object.values(ASKED).map((r) => r.source).join('|'), 'giu'), ' ')
    .replace(/(?<![\p{L}])(?:l|d|qu)['’]/giu, ' ')
    .replace(WORDS, ' ')
    .replace(/[?!.:;,()$]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return null;
  const [bf, bg] = [independent(f.vectors), independent(g.vectors)];
  const both = independent([...bf, ...bg]);
  const dimCap = bf.length + bg.length - both.length;
  const capBasis = cap && asked.includes('basis') ? intersectionBasis(bf, bg) : [];
  // {0} has no basis to write as a matrix, and the relations must give as many vectors as Grassmann says
  if (cap && asked.includes('basis') && (dimCap === 0 || capBasis.length !== dimCap)) return null;
  const answerBasis = cap ? capBasis : both;
  const name = sum ? `${f.name} + ${g.name}` : `${f.name} ∩ ${g.name}`;
  const dim = sum ? both.length : dimCap;
  // the check in floating point: the rank of all the vectors together, apart from the exact elimination
  const num = (vs: Q[][]): number[][] => vs.map((v) => v.map((x) => x.toNumber()));
  const inSpan = (vs: Q[][], v: Q[]): boolean => numericRank(num([...vs, v])) === numericRank(num(vs));
  // a basis read from equations solves them, and has as many vectors as unknowns minus the equations' rank
  const solves = (x: EquationSpan): boolean =>
    x.basis.every((v) => x.rows.every((r) => Math.abs(r.reduce((acc, c, i) => acc + c.toNumber() * v[i].toNumber(), 0)) < 1e-9)) &&
    numericRank(num(x.rows)) + x.basis.length === x.rows[0].length;
  const verified =
    numericRank(num([...f.vectors, ...g.vectors])) === both.length &&
    numericRank(num(f.vectors)) === bf.length &&
    numericRank(num(g.vectors)) === bg.length &&
    capBasis.every((v) => inSpan(f.vectors, v) && inSpan(g.vectors, v)) &&
    (given?.sets ?? []).every(solves);
  const steps: StepDraft[] = [
    ...(given?.sets ?? []).map(equationStep),
    {
      title: text('A basis of each subspace', 'Une base de chaque sous-espace'),
      explanation: text(
        `Keeping the vectors that raise the rank: dim ${f.name} = ${bf.length}, dim ${g.name} = ${bg.length}.`,
        `En gardant les vecteurs qui augmentent le rang : dim ${f.name} = ${bf.length}, dim ${g.name} = ${bg.length}.`,
      ),
    },
    {
      title: text(`Gather both families: ${f.name} + ${g.name}`, `Réunir les deux familles : ${f.name} + ${g.name}`),
      explanation: text(
        `${f.name} + ${g.name} is spanned by all the vectors; their rank is ${both.length}.`,
        `${f.name} + ${g.name} est engendré par tous les vecteurs ; leur rang est ${both.length}.`,
      ),
      formula: `\\operatorname{rank}${toLatex(transpose(both))} = ${both.length}`,
    },
  ];
  if (cap) {
    steps.push({
      title: text("Grassmann's formula", 'Formule de Grassmann'),
      explanation: text(`dim(${name}) = dim ${f.name} + dim ${g.name} − dim(${f.name} + ${g.name}).`, `dim(${name}) = dim ${f.name} + dim ${g.name} − dim(${f.name} + ${g.name}).`),
      formula: `\\dim(${f.name} \\cap ${g.name}) = ${bf.length} + ${bg.length} - ${both.length} = ${dimCap}`,
    });
  }
  if (cap && asked.includes('basis')) {
    steps.push({
      title: text(`The vectors of ${name}`, `Les vecteurs de ${name}`),
      explanation: text(
        `A vector of ${name} is a combination of ${f.name}'s basis equal to one of ${g.name}'s: solving a₁f₁ + … − b₁g₁ − … = 0 gives ${answerBasis.map(tuple).join(', ')}.`,
        `Un vecteur de ${name} est une combinaison de la base de ${f.name} égale à une combinaison de celle de ${g.name} : résoudre a₁f₁ + … − b₁g₁ − … = 0 donne ${answerBasis.map(tuple).join(', ')}.`,
      ),
    });
  }
  const parts: Text[] = [];
  if (asked.includes('basis')) parts.push(text(`basis: ${answerBasis.map(tuple).join(', ')}`, `base : ${answerBasis.map(tuple).join(', ')}`));
  parts.push(text(`dim(${name}) = ${dim}`, `dim(${name}) = ${dim}`));
  return {
    method: 'vectors.span_sum',
    category: 'matrix',
    steps,
    answer: asked.includes('basis')
      ? { kind: 'matrix', value: toAscii(transpose(answerBasis)), latex: toLatex(transpose(answerBasis)), words: text(answerBasis.map(tuple).join(', '), answerBasis.map(tuple).join(', ')) }
      : { kind: 'expr', value: String(dim), latex: String(dim), words: text(String(dim), String(dim)) },
    finalAnswer: text(parts.map((p) => p.en).join('; '), parts.map((p) => p.fr).join(' ; ')),
    verified,
    verification: verified
      ? text('Checked: the ranks recomputed in floating point agree with the exact ones.', 'Vérifié : les rangs recalculés en virgule flottante concordent avec les rangs exacts.')
      : undefined,
  };
}

export const spanSumStrategy: Strategy = {
  name: 'vectors.span_sum',
  solve: (problem) => spanSumOutcome(problem.text) ?? null,
};
