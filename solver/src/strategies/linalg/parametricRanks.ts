import { text, type Text } from '../../i18n';
import type { AnswerDraft, Outcome, StepDraft } from '../../strategy';
import { casSolve, expand, freeSymbols, simplify, substitute, type MathNode } from '../../cas';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { asciiToWords } from '../../format/words';
import { evaluateReal } from '../../verify/numeric';
import { numericRank } from '../../verify/linalg';
import { nodeFunction } from '../../verify/fast-eval';
import { det, type SymMat } from './symbolicMatrix';
import { signChanges } from './parameterValues';
import type { AskedCase } from './parametricWording';

/**
 * A system with a parameter that is not square (two equations in three unknowns, three in two), or
 * a case the determinant alone does not answer ("for which a is it consistent?"): the ranks of A and
 * of [A | b] decide. Each rank keeps its value for every parameter but the roots of one of its
 * nonzero maximal minors, so those roots are the only values to study one by one; every other
 * value behaves like a generic one.
 */

export interface RankSystem {
  a: SymMat;
  b: MathNode[];
  unknowns: string[];
  /** lhs − rhs of each equation, for the check. */
  forms: MathNode[];
}

type Kind = 'unique' | 'none' | 'infinite';

const GENERIC = 0.7316;

const kindOf = (r: { a: number; ab: number }, n: number): Kind => (r.a < r.ab ? 'none' : r.a === n ? 'unique' : 'infinite');
const matches = (asked: AskedCase, kind: Kind): boolean =>
  asked === 'not_unique' ? kind !== 'unique' : asked === 'some' ? kind !== 'none' : asked === kind;

function combinations(n: number, r: number): number[][] {
  if (r === 0) return [[]];
  const out: number[][] = [];
  for (let i = 0; i <= n - r; i++) for (const rest of combinations(n - i - 1, r - 1)) out.push([i, ...rest.map((j) => j + i + 1)]);
  return out;
}

const numeric = (c: MathNode, letter: string, v: number): number | null => evaluateReal(toAscii(c), { [letter]: v });

/** A maximal nonzero minor of m (size = its generic rank), as a polynomial in the letter. */
function maximalMinor(m: SymMat, letter: string): { minor: MathNode; rank: number } | null {
  const values = m.map((r) => r.map((c) => numeric(c, letter, GENERIC)));
  if (values.some((r) => r.some((v) => v === null))) return null;
  const rank = numericRank(values as number[][]);
  if (rank === 0) return { minor: 1, rank };
  for (const rows of combinations(m.length, rank)) {
    for (const cols of combinations(m[0].length, rank)) {
      const sub = rows.map((i) => cols.map((j) => m[i][j]));
      const v = numeric(simplify(expand(det(sub))), letter, GENERIC);
      if (v !== null && Math.abs(v) > 1e-9) return { minor: simplify(expand(det(sub))), rank };
    }
  }
  return null;
}

/** The ranks at a value, from the coefficients read again off the equations at unit vectors: the check. */
export function ranksFromForms(sys: RankSystem, letter: string, value: number): { a: number; ab: number } | null {
  const n = sys.unknowns.length;
  const rows: number[][] = [];
  for (const f of sys.forms) {
    const at = (x: number[]): number | null => evaluateReal(toAscii(f), Object.fromEntries([[letter, value], ...sys.unknowns.map((u, k) => [u, x[k]])]));
    const c0 = at(Array(n).fill(0));
    const cs = sys.unknowns.map((_, j) => at(sys.unknowns.map((__, k) => (k === j ? 1 : 0))));
    if (c0 === null || cs.some((c) => c === null)) return null;
    rows.push([...cs.map((c) => (c as number) - c0), -c0]);
  }
  return { a: numericRank(rows.map((r) => r.slice(0, -1))), ab: numericRank(rows) };
}

/** The ranks of A and [A | b] at a value of the letter, from the entries the CAS gives. */
export function ranksAt(sys: RankSystem, letter: string, value: MathNode): { a: number; ab: number } | null {
  const num = (c: MathNode): number | null => evaluateReal(toAscii(simplify(substitute(c, letter, value))));
  const rows = sys.a.map((r, i) => [...r.map(num), num(sys.b[i])]);
  if (rows.some((r) => r.some((v) => v === null))) return null;
  const full = rows as number[][];
  return { a: numericRank(full.map((r) => r.slice(0, -1))), ab: numericRank(full) };
}

const KIND_TEXT: Record<Kind, Text> = {
  unique: text('exactly one solution', 'une unique solution'),
  none: text('no solution', 'aucune solution'),
  infinite: text('infinitely many solutions', 'une infinité de solutions'),
};

const ASKED_TEXT: Record<AskedCase, [string, string]> = {
  unique: ['Exactly one solution', 'Une unique solution'],
  none: ['No solution', 'Aucune solution'],
  infinite: ['Infinitely many solutions', 'Une infinité de solutions'],
  not_unique: ['No unique solution', 'Pas de solution unique'],
  some: ['At least one solution', 'Au moins une solution'],
  all: ['Every case', 'Tous les cas'],
  nontrivial: ['A solution other than 0', 'Une solution non nulle'],
};

/**
 * The whole discussion: each special value with its case, then every other value with the generic
 * one ("k = 2: no solution; k = −2: infinitely many solutions; k ∉ {−2, 2}: exactly one solution").
 */
function discussion(k: string, roots: Array<{ node: MathNode; ascii: string }>, kinds: Kind[], generic: Kind): { answer: AnswerDraft; final: Text } {
  const ascii: Record<Kind, string> = { unique: 'unique', none: 'none', infinite: 'infinitely many' };
  const others = roots.length ? `${k} not in {${roots.map((r) => r.ascii).join(', ')}}` : `every real ${k}`;
  const value = [...roots.map((r, i) => `${k} = ${r.ascii}: ${ascii[kinds[i]]}`), `${others}: ${ascii[generic]}`].join('; ');
  // French puts a space before its colons and semicolons
  const line = (lang: 'en' | 'fr'): string => {
    const [colon, semicolon] = lang === 'en' ? [': ', '; '] : [' : ', ' ; '];
    return [
      ...roots.map((r, i) => `${k} = ${r.ascii}${colon}${KIND_TEXT[kinds[i]][lang]}`),
      roots.length ? `${k} ∉ {${roots.map((r) => r.ascii).join(', ')}}${colon}${KIND_TEXT[generic][lang]}` : `${lang === 'en' ? 'every real' : 'pour tout réel'} ${k}${colon}${KIND_TEXT[generic][lang]}`,
    ].join(semicolon);
  };
  const latex = [...roots.map((r, i) => `${k} = ${toLatex(r.node)}:\\ \\text{${ascii[kinds[i]]}}`), `\\text{otherwise}:\\ \\text{${ascii[generic]}}`].join(',\\quad ');
  return { answer: { kind: 'text', value, latex, words: text(value, value) }, final: text(line('en'), line('fr')) };
}

const matrixLatex = (rows: MathNode[][]): string => `\\begin{pmatrix}${rows.map((r) => r.map(toLatex).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;

export function rankParameterOutcome(sys: RankSystem, letter: string, asked: AskedCase): Outcome | null {
  const k = letter;
  const n = sys.unknowns.length;
  const augmented = sys.a.map((r, i) => [...r, sys.b[i]]);
  const minorA = maximalMinor(sys.a, k);
  const minorAb = maximalMinor(augmented, k);
  if (!minorA || !minorAb) return null;
  const rootsOf = (p: MathNode) =>
    freeSymbols(p).has(k)
      ? (casSolve(['Equal', p, 0], k) ?? []).map((r) => ({ node: r, ascii: toAscii(r), value: evaluateReal(toAscii(r)) }))
      : [];
  const all = [...rootsOf(minorA.minor), ...rootsOf(minorAb.minor)].filter(
    (r): r is { node: MathNode; ascii: string; value: number } => r.value !== null && Number.isFinite(r.value),
  );
  if (all.some((r) => /\d\.\d/.test(r.ascii))) return null;
  const roots = all.filter((r, i) => all.findIndex((s) => Math.abs(s.value - r.value) < 1e-9) === i).sort((x, y) => x.value - y.value);
  if (roots.some((r) => Math.abs(r.value - GENERIC) < 1e-6)) return null;
  const generic = kindOf({ a: minorA.rank, ab: minorAb.rank }, n);
  const ranks = roots.map((r) => ranksAt(sys, k, r.node));
  if (ranks.some((c) => c === null)) return null;
  const kinds = ranks.map((c) => kindOf(c as { a: number; ab: number }, n));

  // the check: the ranks read again off the equations at each value and between them, and no root of either minor missed
  const between = [...roots.map((r) => r.value + 0.37), (roots[0]?.value ?? 0) - 1.13];
  const scan = (p: MathNode) => {
    const f = nodeFunction(p, k);
    return signChanges((v) => (Number.isFinite(f(v)) ? f(v) : null));
  };
  const verified =
    roots.every((r, i) => {
      const again = ranksFromForms(sys, k, r.value);
      return again !== null && kindOf(again, n) === kinds[i];
    }) &&
    between.every((v) => {
      const again = ranksFromForms(sys, k, v);
      return again !== null && kindOf(again, n) === generic;
    }) &&
    scan(minorA.minor) <= rootsOf(minorA.minor).length &&
    scan(minorAb.minor) <= rootsOf(minorAb.minor).length;

  const steps: StepDraft[] = [
    {
      title: text('Write the augmented matrix', 'Écrire la matrice augmentée'),
      explanation: text(
        `${sys.a.length} equations in ${n} unknowns: the system has a solution when rank A = rank [A | b], exactly one when that rank is also ${n}.`,
        `${sys.a.length} équations à ${n} inconnues : le système a une solution lorsque rang A = rang [A | b], une seule lorsque ce rang vaut aussi ${n}.`,
      ),
      formula: `[A \\mid b] = ${matrixLatex(augmented)}`,
    },
    {
      title: text('Where the ranks can drop', 'Où les rangs peuvent baisser'),
      explanation: text(
        `In general rank A = ${minorA.rank} and rank [A | b] = ${minorAb.rank} (${KIND_TEXT[generic].en}). A rank can only drop where a nonzero minor of that size vanishes.`,
        `En général rang A = ${minorA.rank} et rang [A | b] = ${minorAb.rank} (${KIND_TEXT[generic].fr}). Un rang ne peut baisser que là où un mineur non nul de cette taille s'annule.`,
      ),
      formula: `${toLatex(minorA.minor)} = 0,\\quad ${toLatex(minorAb.minor)} = 0${roots.length ? ` \\iff ${roots.map((r) => `${k} = ${toLatex(r.node)}`).join(' \\text{ or } ')}` : ''}`,
    },
    ...roots.map((r, i): StepDraft => {
      const c = ranks[i] as { a: number; ab: number };
      return {
        title: text(`The case ${k} = ${r.ascii}`, `Le cas ${k} = ${r.ascii}`),
        explanation: text(`rank A = ${c.a}, rank [A | b] = ${c.ab}: ${KIND_TEXT[kinds[i]].en}.`, `rang A = ${c.a}, rang [A | b] = ${c.ab} : ${KIND_TEXT[kinds[i]].fr}.`),
        formula: `${k} = ${toLatex(r.node)}:\\ \\operatorname{rank} A = ${c.a},\\ \\operatorname{rank}\\,[A \\mid b] = ${c.ab}`,
      };
    }),
  ];

  const [en, fr] = ASKED_TEXT[asked];
  let answer: AnswerDraft;
  let final: Text;
  if (asked === 'all') {
    ({ answer, final } = discussion(k, roots, kinds, generic));
  } else if (matches(asked, generic)) {
    // every value but the special ones of another kind
    const out = roots.filter((_, i) => !matches(asked, kinds[i]));
    const bounds = ['-oo', ...out.map((r) => r.ascii), 'oo'];
    const value = out.length ? bounds.slice(1).map((b, i) => `(${bounds[i]}, ${b})`).join(' U ') : '(-oo, oo)';
    const list = out.map((r) => r.ascii).join(', ');
    answer = { kind: 'interval', value, latex: out.length ? `${k} \\notin \\left\\{${out.map((r) => toLatex(r.node)).join(', ')}\\right\\}` : `${k} \\in \\mathbb{R}`, words: asciiToWords(value) };
    final = out.length ? text(`${en} when ${k} ∉ {${list}}.`, `${fr} lorsque ${k} ∉ {${list}}.`) : text(`${en} for every real ${k}.`, `${fr} pour tout réel ${k}.`);
  } else {
    const hits = roots.filter((_, i) => matches(asked, kinds[i]));
    const list = hits.map((r) => `${k} = ${r.ascii}`).join(', ');
    answer = {
      kind: 'solutions',
      value: `[${hits.map((r) => r.ascii).join(', ')}]`,
      latex: hits.length ? hits.map((r) => `${k} = ${toLatex(r.node)}`).join(',\\ ') : '\\varnothing',
      words: asciiToWords(hits.map((r) => r.ascii).join(', ') || 'none'),
    };
    final = hits.length ? text(`${en} when ${list}.`, `${fr} lorsque ${list}.`) : text(`${en} for no value of ${k}.`, `${fr} pour aucune valeur de ${k}.`);
  }
  return {
    method: `linear_system.parameter.ranks.${asked}`,
    category: 'linear_system',
    steps,
    answer,
    finalAnswer: final,
    verified,
    verification: verified
      ? text(
          'Checked: the ranks recomputed from the equations give the same case at each special value and at values between them, and a sign scan finds no other root of either minor.',
          "Vérifié : les rangs recalculés à partir des équations donnent le même cas en chaque valeur particulière et entre elles, et un balayage des signes ne trouve pas d'autre racine des mineurs.",
        )
      : undefined,
  };
}
