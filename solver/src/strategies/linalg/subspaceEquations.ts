import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { numericRank } from '../../verify/linalg';
import { rank, toAscii, toLatex, transpose, type Mat } from './matrix';
import { nullSpace } from './matrixEigen';
import { coeff } from './linearForm';
import { NotLinear, parseLinearEquation } from './linearParse';
import { FILLER } from './matrixRecognize';

/**
 * A subspace given by equations, as exercise sheets define it: « F = {(x, y, z) ∈ ℝ³ | x + 2y = 0} »,
 * "W = {(x1, x2, x3) in R^3 : x1 − x2 + 2x3 = 0}". It is the kernel of the equations' coefficient
 * matrix, so a subspace of ℝⁿ; its basis is read from the solved system and its dimension is
 * n − rank. Asked: a basis, the dimension, or whether it is a subspace; every other word must be read.
 */

const VARIABLE = String.raw`[a-z](?:_?\d)?`;
const REALS = String.raw`(?:\\mathbb\{R\}|ℝ|\bI?R)\s*(?:\^\s*\{?\s*(?<exp>\d)\s*\}?|(?<sup>[²³])|(?<plain>\d)(?![\d.,]))?`;
/** (named, F = {…} or E1 = {…}, or not: "the set {…}", « l'ensemble {…} ») */
const SET_SOURCE = String.raw`(?<![\p{L}])(?:([A-Z](?:_?\d)?)\s*=\s*|(?:the\s+set|l['’]\s*ensemble|set)\s+)\\?\{\s*(?:[a-z]\s*=\s*)?\(\s*(${VARIABLE}(?:\s*,\s*${VARIABLE})+)\s*\)\s*(?:(?:\\in|∈|in)\s*${REALS}\s*)?(?:\\mid|\||:|;|,|\/|tels?\s+que|t\.?\s*q\.?|such\s+that)\s*(?<eqs>[^{}]*?)\s*\\?\}`;
/** « Soit E = ℝ³ »: the whole space named, no question. */
const WHOLE_SPACE = new RegExp(String.raw`(?<![\p{L}])[A-Z]\s*=\s*${REALS}`, 'gu');

/** One unknown of an equation written in words around it: a lone letter, maybe numbered (x_1, x2). */
const UNKNOWN = String.raw`(?<![\p{L}])[a-z](?:_?\d)?(?![\p{L}\d])`;
const SIDE = String.raw`(?:[-−+*/().·\d\s]|${UNKNOWN})+`;
const EQUATIONS = String.raw`${SIDE}=${SIDE}(?:(?:,|;|\band\b|\bet\b)${SIDE}=${SIDE})*`;
const SPACE_WORD = String.raw`(?:(?:vector\s+|linear\s+)?sub-?space|solution\s+space|sous[- ]espace(?:\s+vectoriel)?|hyper-?plane?s?|planes?|plans?)`;
/**
 * A subspace described by its equations without set-builder braces: "the subspace of R^3 defined by
 * x + y − z = 0 and 2x − y + z = 0", « le sous-espace de ℝ⁴ d'équations … », "the planes x + y + z = 0
 * and x − y = 0 in R^3" (their intersection).
 */
const DESCRIBED = [
  new RegExp(
    String.raw`(?<![\p{L}])(?:(?:let\s+|soit\s+)?(?<pre>[A-Z])\s+(?:be|denote|is|d[ée]signe|est)\s+(?:the\s+|le\s+)?)?${SPACE_WORD}\s*(?:(?<name>[A-Z])\s+)?(?:of|de|in|dans)\s+${REALS}\s*(?:(?:defined|given|described|cut\s+out)\s+by(?:\s+the)?(?:\s+equations?)?|d[ée]fini\s+par(?:\s+les?)?(?:\s+[ée]quations?)?|donn[ée]\s+par|d['’]\s*[ée]quations?|of\s+equations?|with\s+equations?|:)\s*(?<eqs>${EQUATIONS})`,
    'u',
  ),
  new RegExp(String.raw`(?<![\p{L}])${SPACE_WORD}\s*(?:(?<name>[A-Z])\s+)?(?:of\s+equations?|d['’]\s*[ée]quations?|of|de)?\s*(?<eqs>${EQUATIONS})\s*(?:in|of|de|dans)\s+${REALS}`, 'u'),
];

const ASKED = {
  basis: /(?<![\p{L}])(?:basis|base)(?![\p{L}])/iu,
  dimension: /(?<![\p{L}])(?:dimension|dim)(?![\p{L}])/iu,
  subspace: /(?<![\p{L}])(?:sous[- ]espace(?:\s+vectoriel)?|(?:vector\s+|linear\s+)?subspace)(?![\p{L}])/iu,
};
const WORDS = /(?<![\p{L}])(?:montrer|d[ée]montrer|prove|verify|v[ée]rifier|ensemble|set|que|qu|en|sa|déduire|deduce|hence|thus|ainsi|alors|vectoriel|espace|space|of|de|du|des|la|le|les|the|un|une|est|is|a|an|its|et|and|puis|then|donner|give|déterminer|determine|find|trouver|où|where|with|avec|in|dans|intersection|inter|sum|somme|planes?|plans?|hyperplanes?|what|quelle)(?![\p{L}])/giu;

interface Parsed {
  name: string;
  variables: string[];
  rows: Mat;
  constants: Q[];
  equations: string[];
}

/** The equations of a list, each linear in the given unknowns; null when one is not. */
function readEquations(list: string, variables: string[]): Pick<Parsed, 'rows' | 'constants' | 'equations'> | null {
  const equations = list.split(/\s*(?:,|;|\bet\b|\band\b)\s*/u).filter((e) => e.trim().length > 0);
  if (equations.length === 0) return null;
  const rows: Mat = [];
  const constants: Q[] = [];
  for (const e of equations) {
    try {
      const eq = parseLinearEquation(e.replace(/([a-z])_(\d)/g, '$1$2'));
      if ([...eq.form.coeffs.keys()].some((k) => !variables.includes(k))) return null;
      rows.push(variables.map((v) => coeff(eq.form, v)));
      constants.push(eq.form.constant);
    } catch (err) {
      if (err instanceof NotLinear) return null;
      throw err;
    }
  }
  return { rows, constants, equations: equations.map((e) => e.trim()) };
}

/** The dimension written after ℝ, from the groups of REALS. */
function realsDimension(m: RegExpExecArray | RegExpMatchArray): number | null {
  const g = m.groups ?? {};
  if (g.exp ?? g.plain) return Number(g.exp ?? g.plain);
  if (g.sup) return g.sup === '²' ? 2 : 3;
  return null;
}

/** Every set written with braces, in order; null when one of them is not read. */
function readSets(s: string): Parsed[] | null {
  const sets: Parsed[] = [];
  for (const m of s.matchAll(new RegExp(SET_SOURCE, 'gu'))) {
    const variables = m[2].split(',').map((v) => v.trim().replace('_', ''));
    const n = realsDimension(m) ?? variables.length;
    if (n !== variables.length || new Set(variables).size !== n) return null;
    const eqs = readEquations(m.groups?.eqs ?? '', variables);
    if (!eqs) return null;
    sets.push({ name: (m[1] ?? 'E').replace('_', ''), variables, ...eqs });
  }
  return sets;
}

/** The usual names of the unknowns of ℝⁿ, in their order, when a subspace is described without them. */
function usualUnknowns(n: number, used: Set<string>): string[] | null {
  const lists = [['x', 'y', 'z', 't'], ['x', 'y', 'z', 'w'], ['a', 'b', 'c', 'd'], Array.from({ length: n }, (_, i) => `x${i + 1}`)];
  return lists.map((l) => l.slice(0, n)).find((l) => l.length === n && [...used].every((v) => l.includes(v))) ?? null;
}

/** A subspace described in words by its equations, and the text it was read from. */
function readDescribed(s: string): { set: Parsed; source: string } | null {
  for (const re of DESCRIBED) {
    const m = re.exec(s);
    if (!m) continue;
    const list = m.groups?.eqs ?? '';
    const n = realsDimension(m);
    if (n === null) return null;
    const used = new Set([...list.replace(/([a-z])_(\d)/g, '$1$2').matchAll(/(?<![\p{L}])([a-z]\d?)(?![\p{L}])/gu)].map((u) => u[1]));
    const variables = usualUnknowns(n, used);
    if (!variables) return null;
    const eqs = readEquations(list, variables);
    return eqs && { set: { name: m.groups?.pre ?? m.groups?.name ?? 'F', variables, ...eqs }, source: m[0] };
  }
  return null;
}

/** A subspace given by its equations, written as the span of a basis of its solutions. */
export interface EquationSpan {
  name: string;
  rows: Mat;
  basis: Q[][];
}

/**
 * « F = {(x, y, z) : x + y + z = 0} » beside « G = Vect(u, v) »: each set written with braces replaced
 * by F = span{…} of a basis of its (homogeneous) equations' solutions, so that F ∩ G and F + G are
 * found as for two spans. Null when a set is not read, not homogeneous or reduced to {0}.
 */
export function setsAsSpans(s: string): { text: string; sets: EquationSpan[] } | null {
  const sets = readSets(s);
  if (!sets || sets.length === 0 || sets.some((x) => x.constants.some((c) => !c.isZero()))) return null;
  const spans = sets.map((x) => ({ name: x.name, rows: x.rows, basis: nullSpace(x.rows) }));
  if (spans.some((x) => x.basis.length === 0)) return null;
  let k = 0;
  const text = s.replace(new RegExp(SET_SOURCE, 'gu'), () => {
    const x = spans[k++];
    return `${x.name} = span{${x.basis.map((v) => `(${v.map((q) => q.toString()).join(', ')})`).join(', ')}}`;
  });
  return { text, sets: spans };
}

const INTERSECTION = /(?<![\p{L}])([A-Z])\s*(?:∩|\\cap|inter)\s*([A-Z])(?![\p{L}])|(?<![\p{L}])intersection\s+(?:of|de)\s+([A-Z])\s+(?:and|et)\s+([A-Z])(?![\p{L}])/u;
const SUM = /(?<![\p{L}])([A-Z])\s*\+\s*([A-Z])(?![\p{L}])|(?<![\p{L}])(?:sum|somme)\s+(?:of|de)\s+([A-Z])\s+(?:and|et)\s+([A-Z])(?![\p{L}])/u;

type Combined = { kind: 'one'; set: Parsed } | { kind: 'sum'; left: Parsed; right: Parsed; name: string };

/** The intersection of two sets: both systems of equations at once. */
function intersect(a: Parsed, b: Parsed): Parsed {
  return {
    name: `${a.name} ∩ ${b.name}`,
    variables: a.variables,
    rows: [...a.rows, ...b.rows],
    constants: [...a.constants, ...b.constants],
    equations: [...a.equations, ...b.equations],
  };
}

/** What the question is about: one set, the intersection or the sum of two named ones; null when unclear. */
function combine(sets: Parsed[], s: string): { combined: Combined; operation: RegExp | null } | null {
  if (sets.length === 1) return { combined: { kind: 'one', set: sets[0] }, operation: null };
  if (sets.length !== 2 || sets[0].variables.join() !== sets[1].variables.join()) return null;
  const names = (m: RegExpExecArray): [Parsed, Parsed] | null => {
    const [x, y] = [m[1] ?? m[3], m[2] ?? m[4]].map((n) => sets.find((t) => t.name === n));
    return x && y && x !== y ? [x, y] : null;
  };
  const cap = INTERSECTION.exec(s);
  const plus = SUM.exec(s);
  if (cap && !plus) {
    const pair = names(cap);
    return pair && { combined: { kind: 'one', set: intersect(...pair) }, operation: INTERSECTION };
  }
  if (plus && !cap) {
    const pair = names(plus);
    return pair && { combined: { kind: 'sum', left: pair[0], right: pair[1], name: `${pair[0].name} + ${pair[1].name}` }, operation: SUM };
  }
  return null;
}

const tuple = (v: Q[]): string => `(${v.map((x) => x.toString()).join(', ')})`;

/** Undefined when the text defines no such subspace; null when it does but the question is not read. */
export function subspaceEquationsOutcome(s: string): Outcome | null | undefined {
  const sets = readSets(s);
  if (sets === null) return null;
  let rest = s;
  let read: ReturnType<typeof combine>;
  if (sets.length > 0) {
    read = combine(sets, s);
    rest = rest.replace(new RegExp(SET_SOURCE, 'gu'), ' ');
  } else {
    const described = readDescribed(s);
    if (!described) return undefined;
    read = { combined: { kind: 'one', set: described.set }, operation: null };
    rest = rest.replace(described.source, ' ');
  }
  if (!read) return null;
  // the words that describe the subspace ask nothing: "the subspace of R^3 defined by …"
  const asked = Object.entries(ASKED).filter(([, re]) => re.test(rest)).map(([k]) => k);
  if (asked.length === 0) return null;
  const { combined, operation } = read;
  if (operation) rest = rest.replace(new RegExp(operation.source, 'gu'), ' ');
  const names = sets.length > 0 ? sets.map((t) => t.name) : combined.kind === 'one' ? [combined.set.name] : [];
  rest = rest
    .replace(WHOLE_SPACE, ' ')
    .replace(new RegExp(REALS, 'gu'), ' ')
    .replace(new RegExp(names.map((n) => String.raw`(?<![\p{L}])${n}(?![\p{L}])`).join('|') || '(?!)', 'gu'), ' ')
    .replace(new RegExp(Object.values(ASKED).map((r) => r.source).join('|'), 'giu'), ' ')
    .replace(/(?<![\p{L}])(?:l|d|qu)['’]/giu, ' ')
    .replace(WORDS, ' ')
    .replace(FILLER, ' ')
    .replace(/[?!.:;,()]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return null;
  if (combined.kind === 'sum') return asked.includes('subspace') ? null : sumOutcome(combined.left, combined.right, combined.name, asked);
  const set = combined.set;
  // a nonzero right-hand side: the zero vector is not in the set
  if (set.constants.some((c) => !c.isZero())) return asked.length === 1 && asked[0] === 'subspace' ? notSubspace(set) : null;
  return kernelOutcome(set, asked);
}

/**
 * A step whose formula names a span: English writes span{…}, French Vect(…), so the step is kept
 * once per language with its own notation.
 */
export function spanStep(draft: StepDraft, lhs: string, vectors: Q[][]): StepDraft[] {
  const list = vectors.map((v) => toLatex(v.map((x) => [x]))).join(',\\ ');
  return [
    { ...draft, formula: `${lhs} = \\operatorname{span}\\left\\{${list}\\right\\}`, only: 'en' },
    { ...draft, formula: `${lhs} = \\operatorname{Vect}\\left(${list}\\right)`, only: 'fr' },
  ];
}

/** A basis of the kernel of the equations' matrix, and its dimension n − rank, each vector checked. */
function kernelOutcome(set: Parsed, asked: string[]): Outcome {
  const n = set.variables.length;
  const basis = nullSpace(set.rows);
  const r = rank(set.rows);
  const dim = n - r;
  const vars = `(${set.variables.join(', ')})`;
  const steps: StepDraft[] = [
    {
      title: text('Write the equations as a matrix', 'Écrire les équations sous forme matricielle'),
      explanation: text(
        `${set.name} is the set of solutions of a homogeneous linear system: the kernel of its coefficient matrix A, hence a subspace of R^${n}.`,
        `${set.name} est l'ensemble des solutions d'un système linéaire homogène : le noyau de sa matrice A, donc un sous-espace vectoriel de R^${n}.`,
      ),
      formula: `A = ${toLatex(set.rows)},\\quad ${set.name.replace('∩', '\\cap')} = \\ker A`,
    },
    ...(() => {
      const solveStep: StepDraft = {
        title: text('Solve the system', 'Résoudre le système'),
        explanation: text(
          `Each free unknown set to 1 in turn, the others to 0, gives one vector of a basis of ${set.name}.`,
          `Chaque inconnue libre prise égale à 1 à tour de rôle, les autres à 0, donne un vecteur d'une base de ${set.name}.`,
        ),
      };
      const lhs = set.name.replace('∩', '\\cap');
      return basis.length > 0 ? spanStep(solveStep, lhs, basis) : [{ ...solveStep, formula: `${lhs} = \\{0\\}` }];
    })(),
    {
      title: text('Count', 'Compter'),
      explanation: text(`dim ${set.name} = ${n} − rank A = ${n} − ${r} = ${dim}.`, `dim ${set.name} = ${n} − rg A = ${n} − ${r} = ${dim}.`),
    },
  ];
  const satisfied = basis.every((v) => set.rows.every((row) => row.reduce((acc, a, j) => acc.add(a.mul(v[j])), Q.ZERO).isZero()));
  const verified = satisfied && independent(basis) && basis.length === dim;
  const check = text(
    `Checked: each basis vector satisfies the equations of ${set.name}, the vectors are independent (rank in floating point) and there are n − rank A of them.`,
    `Vérifié : chaque vecteur de la base vérifie les équations de ${set.name}, les vecteurs sont libres (rang en virgule flottante) et il y en a n − rg A.`,
  );
  const kept = basis.map(tuple).join(', ');
  const parts: Text[] = [];
  if (asked.includes('subspace')) parts.push(text(`${set.name} = ker A is a subspace of R^${n}`, `${set.name} = ker A est un sous-espace vectoriel de R^${n}`));
  if (asked.includes('basis')) parts.push(text(`basis: ${kept || '∅'}`, `base : ${kept || '∅'}`));
  if (asked.includes('dimension') || asked.includes('basis')) parts.push(text(`dim ${set.name} = ${dim}`, `dim ${set.name} = ${dim}`));
  return {
    method: 'vectors.subspace_equations',
    category: 'matrix',
    steps,
    answer: basisOrDimension(basis, dim, asked, vars),
    finalAnswer: joinParts(parts),
    verified,
    verification: verified ? check : undefined,
  };
}

/** Independent in floating point: a check computed apart from the exact elimination. */
function independent(vectors: Q[][]): boolean {
  return vectors.length === 0 || numericRank(vectors.map((v) => v.map((x) => x.toNumber()))) === vectors.length;
}

function joinParts(parts: Text[]): Text {
  return text(parts.map((p) => p.en).join('; '), parts.map((p) => p.fr).join(' ; '));
}

function basisOrDimension(basis: Q[][], dim: number, asked: string[], vars: string): Outcome['answer'] {
  const kept = basis.map(tuple).join(', ');
  if (asked.includes('basis') && basis.length > 0) {
    return { kind: 'matrix', value: toAscii(transpose(basis)), latex: toLatex(transpose(basis)), words: text(`${vars} ∈ span{${kept}}`, `${vars} ∈ Vect(${kept})`) };
  }
  if (asked.includes('dimension')) return { kind: 'expr', value: String(dim), latex: String(dim), words: text(String(dim), String(dim)) };
  return { kind: 'bool', value: 'True', latex: '\\text{True}', words: text('yes', 'oui') };
}

/**
 * E + F for two subspaces given by equations: a basis of each as a kernel, then the vectors of both
 * kept while they raise the rank. dim(E + F) = dim E + dim F − dim(E ∩ F) checks the count.
 */
function sumOutcome(left: Parsed, right: Parsed, name: string, asked: string[]): Outcome | null {
  if ([left, right].some((t) => t.constants.some((c) => !c.isZero()))) return null;
  const n = left.variables.length;
  const [bl, br] = [nullSpace(left.rows), nullSpace(right.rows)];
  const kept: Q[][] = [];
  for (const v of [...bl, ...br]) if (rank([...kept, v]) > kept.length) kept.push(v);
  const both = intersect(left, right);
  const dimCap = n - rank(both.rows);
  const verified = bl.length + br.length - dimCap === kept.length && independent(kept);
  const steps: StepDraft[] = [
    {
      title: text('A basis of each subspace', 'Une base de chaque sous-espace'),
      explanation: text(
        `Solving the equations of each: ${left.name} = span{${bl.map(tuple).join(', ')}}, ${right.name} = span{${br.map(tuple).join(', ')}}.`,
        `En résolvant les équations de chacun : ${left.name} = Vect(${bl.map(tuple).join(', ')}), ${right.name} = Vect(${br.map(tuple).join(', ')}).`,
      ),
    },
    ...spanStep(
      {
        title: text('Gather the two bases', 'Réunir les deux bases'),
        explanation: text(
          `${name} is spanned by the vectors of both bases; keeping those that raise the rank leaves ${kept.length}: dim(${name}) = ${kept.length}.`,
          `${name} est engendré par les vecteurs des deux bases ; garder ceux qui augmentent le rang en laisse ${kept.length} : dim(${name}) = ${kept.length}.`,
        ),
      },
      name,
      kept,
    ),
  ];
  const parts: Text[] = [];
  if (asked.includes('basis')) parts.push(text(`basis: ${kept.map(tuple).join(', ')}`, `base : ${kept.map(tuple).join(', ')}`));
  parts.push(text(`dim(${name}) = ${kept.length}`, `dim(${name}) = ${kept.length}`));
  return {
    method: 'vectors.subspace_equations',
    category: 'matrix',
    steps,
    answer: basisOrDimension(kept, kept.length, asked.includes('basis') ? asked : ['dimension'], `(${left.variables.join(', ')})`),
    finalAnswer: joinParts(parts),
    verified,
    verification: verified
      ? text(
          `Checked: dim ${left.name} + dim ${right.name} − dim(${left.name} ∩ ${right.name}) = ${bl.length} + ${br.length} − ${dimCap} = ${kept.length}, the intersection solved from both systems at once.`,
          `Vérifié : dim ${left.name} + dim ${right.name} − dim(${left.name} ∩ ${right.name}) = ${bl.length} + ${br.length} − ${dimCap} = ${kept.length}, l'intersection résolue avec les deux systèmes à la fois.`,
        )
      : undefined,
  };
}

/** x + y = 1 defines no subspace: the zero vector does not satisfy it. */
function notSubspace(set: Parsed): Outcome {
  const i = set.constants.findIndex((c) => !c.isZero());
  const verdict = text(
    `The zero vector does not satisfy ${set.equations[i]}: ${set.name} is not a subspace.`,
    `Le vecteur nul ne vérifie pas ${set.equations[i]} : ${set.name} n'est pas un sous-espace vectoriel.`,
  );
  return {
    method: 'vectors.subspace_equations',
    category: 'matrix',
    steps: [{ title: text('Test the zero vector', 'Tester le vecteur nul'), explanation: verdict }],
    answer: { kind: 'bool', value: 'False', latex: '\\text{False}', words: text('no', 'non') },
    finalAnswer: verdict,
    verified: true,
    verification: text('Checked: substituting 0 for every unknown leaves a nonzero constant.', 'Vérifié : remplacer chaque inconnue par 0 laisse une constante non nulle.'),
  };
}
