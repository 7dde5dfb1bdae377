import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { freeSymbols, simplify, substitute } from '../../cas';
import { Poly, rationalRoots, toRatFunc } from '../../cas/poly';
import { Q } from '../../cas/rational';
import { factorPoly, factoredNode } from '../../cas/factor';
import { toAscii } from '../../format/ascii';
import { toLatex } from '../../format/latex';
import { evaluateReal } from '../../verify/numeric';
import { numericRank } from '../../verify/linalg';
import { rank, toLatex as matLatex, type Mat } from './matrix';
import { det, type SymMat } from './symbolicMatrix';

const RANK_CHECKED = text(
  'Checked: the rank computed numerically at each special value, and at sample values of the letter away from them.',
  'Vérifié : le rang calculé numériquement en chaque valeur particulière, et en des valeurs test de la lettre hors de celles-ci.',
);
/**
 * The rank (or the kernel's dimension) of a matrix with one letter, for every value of it: "rank
 * of A according to the values of k", « rang de A selon les valeurs de m ». The largest size of
 * a minor that is not identically 0 is the rank for all but finitely many values; those are the
 * common roots of all minors of that size (the roots of their gcd), and at each the matrix is
 * row reduced. Only rational special values are answered.
 */
export const ASKS_RANK = /\brank\b|\brang\b/i;
export const ASKS_NULLITY = /\bnullity\b|\bnullit[ée]\b|dimension\s+(?:of\s+)?(?:the\s+)?(?:kernel|null\s*space)|dimension\s+du\s+noyau|\bdim\s*(?:\\ker|ker)\b/i;
/** "according to the values of k", « selon les valeurs de m », "discuss", « discuter suivant m ». */
export const DEPENDS = /(?<![\p{L}])(?:according\s+to|depending\s+on|as\s+a\s+function\s+of|in\s+terms\s+of|for\s+(?:all|each|every)(?:\s+(?:real|the))?\s+values?\s+of|selon|suivant|en\s+fonction\s+d[eu]|discuss|discuter|discutez|study|[ée]tudier|[ée]tudiez|for\s+(?:all|each|every))(?![\p{L}])|(?:^|\s)(?:the\s+)?values?\s+of\b|(?:^|\s)(?:les\s+)?valeurs?\s+(?:du\s+(?:r[ée]el|param[èe]tre)\s+)?(?:de\b)?/giu;

/** The rank or the kernel's dimension for every value, or the values giving one rank ("for which a is the rank 1"). */
type Asked = 'rank' | 'nullity' | { rankIs: number };

/** "have rank 1", "the rank is 2", « le rang vaut 2 », « soit de rang 1 ». */
/** (the matrix named or said between: "the rank of the matrix … is 2", « le rang de la matrice A vaut 2 », rg(A) = 2) */
export const RANK_IS = /\b(?:ha(?:ve|s)\s+|of\s+|de\s+)rank\s+(\d)\b|\b(?:rank|rk)\s*(?:(?:of\s+)?(?:the\s+)?(?:matrix\s+)?(?:\(?\s*[A-Z]\s*\)?\s+)?)?(?:is\s+|equal\s+to\s+|equals\s+|=\s*)(\d)\b|\b(?:de\s+)?(?:rang|rg)\s*(?:(?:de\s+)?(?:la\s+matrice\s+)?(?:\(?\s*[A-Z]\s*\)?\s*)?)?(?:(?:est(?:-il)?\s+)?(?:[ée]gal\s+[àa]\s*|vaut(?:-il)?\s+|=\s*))?(\d)\b/i;

function minors(m: SymMat, size: number): SymMat[] {
  const pick = (n: number): number[][] => {
    const out: number[][] = [];
    const go = (start: number, acc: number[]): void => {
      if (acc.length === size) {
        out.push(acc);
        return;
      }
      for (let i = start; i < n; i++) go(i + 1, [...acc, i]);
    };
    go(0, []);
    return out;
  };
  const rs = pick(m.length);
  const cs = pick(m[0].length);
  return rs.flatMap((r) => cs.map((c) => r.map((i) => c.map((j) => m[i][j]))));
}

const asPoly = (m: SymMat, k: string): Poly | null => {
  const r = toRatFunc(simplify(det(m)), k);
  return r && r.den.deg === 0 ? r.num.scale(r.den.coef(0).inv()) : null;
};

/** The matrix at k = q, exact. */
function at(m: SymMat, k: string, q: Q): Mat | null {
  const out: Mat = [];
  for (const row of m) {
    const r: Q[] = [];
    for (const c of row) {
      const p = toRatFunc(c, k);
      if (!p || p.den.deg !== 0) return null;
      r.push(p.num.eval(q).div(p.den.coef(0)));
    }
    out.push(r);
  }
  return out;
}

export function rankByParameter(m: SymMat, asked: Asked): Outcome | null {
  const letters = [...new Set(m.flatMap((r) => r.flatMap((c) => [...freeSymbols(c)])))];
  if (letters.length !== 1) return null;
  const [k] = letters;
  const n = Math.min(m.length, m[0].length);
  let generic = 0;
  let polys: Poly[] = [];
  for (let size = n; size >= 1; size--) {
    const ps = minors(m, size).map((x) => asPoly(x, k));
    if (ps.some((p) => p === null)) return null;
    const nonzero = (ps as Poly[]).filter((p) => p.deg >= 0 && !(p.deg === 0 && p.coef(0).isZero()));
    if (nonzero.length) {
      generic = size;
      polys = nonzero;
      break;
    }
  }
  if (generic === 0) return null;
  const g = polys.reduce((a, b) => a.gcd(b));
  const { roots, rest } = g.deg >= 1 ? rationalRoots(g) : { roots: [], rest: g };
  // a factor left with real roots would give irrational special values: not answered here
  if (rest.deg >= 3 || (rest.deg >= 1 && (rest.deg === 1 || !rest.coef(1).mul(rest.coef(1)).sub(Q.of(4).mul(rest.coef(2)).mul(rest.coef(0))).isNegative()))) {
    throw new SolverError('unsupported', text(
      `The rank changes at values of ${k} that are not rational (the roots of ${toAscii(factoredNode(factorPoly(g), k))}); we only discuss rational ones.`,
      `Le rang change en des valeurs de ${k} non rationnelles (les racines de ${toAscii(factoredNode(factorPoly(g), k))}) ; nous ne traitons que des valeurs rationnelles.`,
    ));
  }
  const special: Array<{ q: Q; rank: number; mat: Mat }> = [];
  for (const { r: q } of roots) {
    const mat = at(m, k, q);
    if (!mat) return null;
    special.push({ q, rank: rank(mat), mat });
  }
  const cols = m[0].length;
  const value = (r: number): number => (asked === 'nullity' ? cols - r : r);
  const word: Text = asked === 'nullity' ? text('dim ker', 'dim ker') : text('rank', 'rang');
  // values of the letter with the same rank told together: rank 1 if a = −1 or a = 1
  const groups = [...new Set(special.map((s) => s.rank))].map((r) => ({ rank: r, qs: special.filter((s) => s.rank === r).map((s) => s.q) }));
  const eq = (q: Q): string => `Eq(${k}, ${q.toString()})`;
  const cases = groups.map((g) => `(${value(g.rank)}, ${g.qs.length === 1 ? eq(g.qs[0]) : `Or(${g.qs.map(eq).join(', ')})`})`);
  const ascii = special.length ? `Piecewise(${[...cases, `(${value(generic)}, True)`].join(', ')})` : `${value(generic)}`;
  const others = special.map((s) => `${k} ≠ ${s.q.toString()}`);
  const sentence = (lang: 'en' | 'fr'): string => {
    const w = word[lang];
    const [and, or, iff, every] = lang === 'en' ? [' and ', ' or ', 'if', `for every ${k}`] : [' et ', ' ou ', 'si', `pour tout ${k}`];
    if (!special.length) return `${w} = ${value(generic)} ${every}`;
    return [`${w} = ${value(generic)} ${iff} ${others.join(and)}`, ...groups.map((g) => `${w} = ${value(g.rank)} ${iff} ${g.qs.map((q) => `${k} = ${q.toString()}`).join(or)}`)].join(lang === 'en' ? '; ' : ' ; ');
  };
  const casesLatex = `\\begin{cases} ${[
    `${value(generic)} & ${special.map((s) => `${k} \\neq ${s.q.toLatex()}`).join(',\\ ')}`,
    ...groups.map((g) => `${value(g.rank)} & ${k} \\in \\left\\{${g.qs.map((q) => q.toLatex()).join(', ')}\\right\\}`),
  ].join(' \\\\ ')} \\end{cases}`;
  const gLatex = g.deg >= 1 ? toLatex(factoredNode(factorPoly(g), k)) : g.coef(0).toLatex();
  const square = m.length === m[0].length;
  const steps: StepDraft[] = [
    square && generic === n
      ? {
          title: text('Compute the determinant', 'Calculer le déterminant'),
          explanation: text(`The rank is ${n} exactly when det A ≠ 0.`, `Le rang vaut ${n} exactement quand det A ≠ 0.`),
          formula: `\\det A = ${gLatex}`,
        }
      : {
          title: text(`Find the largest minors not always 0`, `Chercher les plus grands mineurs non identiquement nuls`),
          explanation: text(
            `Some ${generic}×${generic} minors are not identically 0 and every larger one is: the rank is ${generic} except where all ${generic}×${generic} minors vanish, at the roots of their gcd.`,
            `Certains mineurs d'ordre ${generic} ne sont pas identiquement nuls et tous les plus grands le sont : le rang vaut ${generic} sauf là où tous les mineurs d'ordre ${generic} s'annulent, aux racines de leur pgcd.`,
          ),
          formula: `\\gcd = ${gLatex}`,
        },
    {
      title: text('Find the special values', 'Trouver les valeurs particulières'),
      explanation: special.length
        ? text(`Everywhere else the rank is ${generic}.`, `Partout ailleurs le rang vaut ${generic}.`)
        : text(`No real value of ${k} cancels it: the rank is ${generic} for every ${k}.`, `Aucune valeur réelle de ${k} ne l'annule : le rang vaut ${generic} pour tout ${k}.`),
      formula: special.length ? `${gLatex} = 0 \\iff ${k} \\in \\left\\{${special.map((s) => s.q.toLatex()).join(', ')}\\right\\}` : undefined,
    },
    ...special.map((s) => ({
      title: text(`Row reduce at ${k} = ${s.q.toString()}`, `Échelonner pour ${k} = ${s.q.toString()}`),
      explanation: text(`The matrix there has ${s.rank} ${s.rank === 1 ? 'pivot' : 'pivots'}: its rank is ${s.rank}.`, `La matrice y a ${s.rank} ${s.rank === 1 ? 'pivot' : 'pivots'} : son rang vaut ${s.rank}.`),
      formula: `${k} = ${s.q.toLatex()}:\\quad A = ${matLatex(s.mat)}`,
    })),
  ];
  if (asked === 'nullity') {
    steps.push({
      title: text('Use the rank theorem', 'Utiliser le théorème du rang'),
      explanation: text(`dim ker A = ${cols} − rank A (${cols} columns).`, `dim ker A = ${cols} − rg A (${cols} colonnes).`),
    });
  }
  const verified = checkRanks(m, k, generic, special);
  if (typeof asked === 'object') return valuesOutcome(asked.rankIs, k, generic, special.map((x) => x), steps, verified);
  return {
    method: 'matrix.symbolic.rank_values',
    category: 'matrix',
    steps,
    answer: { kind: 'expr', value: ascii, latex: special.length ? casesLatex : ascii, words: { en: sentence('en'), fr: sentence('fr') } },
    finalAnswer: { en: sentence('en'), fr: sentence('fr') },
    verified,
    verification: verified ? RANK_CHECKED : undefined,
  };
}

/** Numeric ranks from the entries as typed, at the special values and at sample values elsewhere. */
function checkRanks(m: SymMat, k: string, generic: number, special: Array<{ q: Q; rank: number }>): boolean {
  const numeric = (v: number): number | null => {
    const rows = m.map((r) => r.map((c) => evaluateReal(toAscii(substitute(c, k, v)))));
    return rows.some((r) => r.some((x) => x === null)) ? null : numericRank(rows as number[][]);
  };
  const atSpecial = special.every((s) => numeric(s.q.toNumber()) === s.rank);
  const samples = [-7.31, -2.17, 0.43, 1.37, 3.91, 11.3].filter((v) => special.every((s) => Math.abs(s.q.toNumber() - v) > 1e-6));
  return atSpecial && samples.every((v) => numeric(v) === generic);
}

/** The values of the letter for which the rank is r: every value but the special ones of another rank, or some special ones. */
function valuesOutcome(r: number, k: string, generic: number, special: Array<{ q: Q; rank: number }>, steps: StepDraft[], verified: boolean): Outcome {
  const hits = special.filter((x) => x.rank === r).map((x) => x.q);
  const misses = special.filter((x) => x.rank !== r).map((x) => x.q);
  let answer: Outcome['answer'];
  let sentence: Text;
  if (generic === r) {
    const bounds = ['-oo', ...misses.map((q) => q.toString()), 'oo'];
    const value = misses.length ? bounds.slice(1).map((b, i) => `(${bounds[i]}, ${b})`).join(' U ') : '(-oo, oo)';
    const latex = misses.length ? `${k} \\notin \\left\\{${misses.map((q) => q.toLatex()).join(', ')}\\right\\}` : `${k} \\in \\mathbb{R}`;
    answer = { kind: 'interval', value, latex, words: { en: value, fr: value } };
    sentence = misses.length
      ? text(`every ${k} except ${misses.map((q) => q.toString()).join(', ')}`, `tout ${k} sauf ${misses.map((q) => q.toString()).join(', ')}`)
      : text(`every real ${k}`, `tout réel ${k}`);
  } else {
    const value = `[${hits.map((q) => q.toString()).join(', ')}]`;
    answer = { kind: 'solutions', value, latex: hits.length ? hits.map((q) => `${k} = ${q.toLatex()}`).join(',\\ ') : '\\varnothing', words: { en: value, fr: value } };
    sentence = hits.length ? text(hits.map((q) => `${k} = ${q.toString()}`).join(' or '), hits.map((q) => `${k} = ${q.toString()}`).join(' ou ')) : text('no value', 'aucune valeur');
  }
  return {
    method: 'matrix.symbolic.rank_values',
    category: 'matrix',
    steps: [
      ...steps,
      {
        title: text(`Keep the values where the rank is ${r}`, `Garder les valeurs où le rang vaut ${r}`),
        explanation: text(`The rank is ${r} for ${sentence.en}.`, `Le rang vaut ${r} pour ${sentence.fr}.`),
      },
    ],
    answer,
    finalAnswer: sentence,
    verified,
    verification: verified ? RANK_CHECKED : undefined,
  };
}
