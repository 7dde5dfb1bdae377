import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { simplify } from '../../cas';
import { Q } from '../../cas/rational';
import { parseNode } from '../../parse/math';
import { toAscii as nodeAscii } from '../../format/ascii';
import { toLatex as nodeLatex } from '../../format/latex';
import { evaluateReal } from '../../verify/numeric';
import { numericRank } from '../../verify/linalg';
import { FILLER } from './matrixRecognize';
import { readTuple, SPACE, TUPLE, WORDS } from './vectorFamily';

/**
 * The Gram–Schmidt process on vectors written as tuples ("apply Gram–Schmidt to v1 = (1, 1, 0),
 * v2 = (1, 0, 1)", « orthonormaliser la famille … », "an orthonormal basis of span{…}"): wₖ = vₖ minus
 * its projections on w₁ … wₖ₋₁, exact; then eₖ = wₖ/‖wₖ‖ unless an orthogonal basis is asked. The
 * check, in floating point: the eₖ are orthogonal (unit when asked) and each vₖ lies in span(e₁ … eₖ).
 */
const ASKS = /gram[- –]?schmidt|orthonormali[sz]\p{L}*|orthonormal(?:e)?\s+bas(?:is|e)|base\s+orthonorm[ée]e|orthogonal\s+basis|base\s+orthogonale|orthogonali[sz]\p{L}*/iu;
const ORTHOGONAL_ONLY = /orthogonal\s+basis|base\s+orthogonale|orthogonali[sz]/iu;
const GS_WORDS = /(?<![\p{L}])(?:gram|schmidt|process|procedure|proc[ée]d[ée]|algorithm|algorithme|apply|use|using|appliquer|utiliser|orthonormali[sz]\p{L}*|orthogonali[sz]\p{L}*|orthonormal(?:e)?|orthogonale?|obtain|get|obtenir|from|[àa]\s+partir|partir|produce|construct|construire|for|pour|subspace|sous-espace|spanned|engendr[ée]|on)(?![\p{L}])/giu;

/** √r = a·√b with b a square-free integer, for a positive rational r (small enough to factor). */
export function surdOf(r: Q): { a: Q; b: bigint } | null {
  // √(n/d) = √(n·d)/d
  let m = r.n * r.d;
  if (m <= 0n || m > 10n ** 12n) return null;
  let outside = 1n;
  let b = 1n;
  for (let p = 2n; p * p <= m; p++) {
    while (m % (p * p) === 0n) {
      m /= p * p;
      outside *= p;
    }
    if (m % p === 0n) {
      m /= p;
      b *= p;
    }
  }
  b *= m;
  return { a: new Q(outside, r.d), b };
}

/** c·√b written as a student does, 3√10/10 (3*sqrt(10)/10), never (3/10)·√10. */
export function surdEntry(c: Q, b: bigint): { ascii: string; latex: string } {
  if (b === 1n || c.isZero()) return { ascii: c.toString(), latex: c.toLatex() };
  const sign = c.isNegative() ? '-' : '';
  const n = c.abs().n;
  const d = c.d;
  const num = n === 1n ? `sqrt(${b})` : `${n}*sqrt(${b})`;
  const numLatex = `${n === 1n ? '' : n}\\sqrt{${b}}`;
  return d === 1n
    ? { ascii: `${sign}${num}`, latex: `${sign}${numLatex}` }
    : { ascii: `${sign}${num}/${d}`, latex: `${sign}\\frac{${numLatex}}{${d}}` };
}

const dot = (a: Q[], b: Q[]): Q => a.reduce((s, x, i) => s.add(x.mul(b[i])), Q.ZERO);
const vecLatex = (entries: string[]): string => `\\begin{pmatrix} ${entries.join(' \\\\ ')} \\end{pmatrix}`;

/**
 * One vector of the result asked ("find the second vector of the orthonormal basis", « donner le
 * troisième vecteur obtenu », "find e_2"): its rank, and the words that ask it, to be read off.
 */
const ORDINALS: Record<string, number> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4,
  premier: 1, deuxième: 2, deuxieme: 2, troisième: 3, troisieme: 3, quatrième: 4, quatrieme: 4,
};
const ONE_VECTOR = [
  /(?:the\s+|le\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|premier|deuxi[èe]me|second|troisi[èe]me|quatri[èe]me)\s+(?:orthonormal\s+|orthogonal\s+|unit\s+|resulting\s+)?(?:vector|vecteur)(?:\s+(?:orthonorm[ée]|obtenu|obtained|found|trouv[ée]))?(?:\s+(?:of|in|de|du|dans)\s+(?:the\s+|la\s+|cette\s+)?(?:resulting\s+)?(?:orthonormal(?:e)?\s+|orthogonal(?:e)?\s+)?(?:basis|base|family|famille)(?:\s+orthonorm[ée]e|\s+orthogonale|\s+obtenue)?)?/iu,
  /(?:find|give|compute|determine|what\s+is|donner|calculer|d[ée]terminer|trouver)\s+(?:the\s+(?:vector\s+)?|le\s+(?:vecteur\s+)?)?\$?\s*(?:e|q)\s*_?\{?([1-4])\}?\s*\$?\s*[.?!]?\s*$/iu,
];

function askedVector(s: string): { rank: number; words: string } | null {
  for (const re of ONE_VECTOR) {
    const m = re.exec(s);
    if (!m) continue;
    const key = m[1].toLowerCase();
    const rank = /^\d$/.test(key) ? Number(key) : ORDINALS[key];
    if (rank) return { rank, words: m[0] };
  }
  return null;
}

export function gramSchmidtOutcome(text0: string): Outcome | null | undefined {
  if (!ASKS.test(text0) || /\[\s*\[|\\begin/.test(text0)) return undefined;
  const one = askedVector(text0);
  // the family named before its vectors, (e1, e2, e3) = (…)
  const s = (one ? text0.replace(one.words, ' ') : text0).replace(/\((?:\s*[a-z]\s*_?\{?\d\}?\s*,?)+\)\s*=/giu, ' ');
  const vs: Q[][] = [];
  for (const m of s.matchAll(TUPLE)) {
    const v = readTuple(m[1]);
    if (!v) return undefined;
    vs.push(v);
  }
  if (vs.length < 2 || vs.length > 4 || vs.some((v) => v.length !== vs[0].length)) return undefined;
  const rest = s
    .replace(TUPLE, ' ')
    .replace(SPACE, ' ')
    .replace(/\b[a-zA-Z]\s*_?\{?\d?\}?\s*=/g, ' ')
    .replace(/(?<![\p{L}])[uvwabe]\s*_?\{?\d?\}?(?![\p{L}])/gu, ' ')
    // the usual inner product said: « on munit R3 du produit scalaire usuel », 'with the standard inner product'
    .replace(/(?:on\s+munit\s+(?:\S+\s+)?(?:du|de\s+son)\s+|(?:with|for|using|under)\s+(?:the\s+)?|pour\s+le\s+|avec\s+le\s+)?(?:produit\s+scalaire\s+(?:usuel|canonique)|(?:standard|usual|euclidean|canonical)\s+(?:inner|dot|scalar)\s+product)/giu, ' ')
    .replace(/(?<![\p{L}])[ld]['’]/giu, ' ')
    .replace(/(?<![\p{L}])(?:obtained|obtenu|obtenue|resulting|give|donner|quel|est|par|when|is|applied|appliqu[ée]|what|which)(?![\p{L}])/giu, ' ')
    .replace(GS_WORDS, ' ')
    .replace(WORDS, ' ')
    .replace(FILLER, ' ')
    .replace(/[?!.:;,{}()\-–]/g, ' ');
  // words left were read by no one: the question is not this one
  if (/[\p{L}\d]/u.test(rest)) return null;
  const normalise = !ORTHOGONAL_ONLY.test(s);
  const ws: Q[][] = [];
  const steps: StepDraft[] = [];
  vs.forEach((v, k) => {
    let w = v;
    const terms: string[] = [];
    ws.forEach((u, i) => {
      const c = dot(v, u).div(dot(u, u));
      w = w.map((x, j) => x.sub(c.mul(u[j])));
      if (!c.isZero()) terms.push(`${c.isNegative() ? '+' : '-'} ${c.abs().eq(Q.ONE) ? '' : c.abs().toLatex()}\\,w_{${i + 1}}`);
    });
    if (w.every((x) => x.isZero())) return;
    ws.push(w);
    steps.push({
      title: text(`Compute w${k + 1}`, `Calculer w${k + 1}`),
      explanation: k === 0
        ? text('The first vector is kept.', 'Le premier vecteur est gardé.')
        : text('Subtract from vₖ its projections (vₖ · wᵢ / wᵢ · wᵢ) wᵢ on the vectors already found.', 'On retire à vₖ ses projections (vₖ · wᵢ / wᵢ · wᵢ) wᵢ sur les vecteurs déjà trouvés.'),
      formula: `w_{${k + 1}} = v_{${k + 1}} ${terms.join(' ')} = ${vecLatex(w.map((x) => x.toLatex()))}`,
    });
  });
  if (ws.length < vs.length) {
    steps.push({ title: text('Drop the dependent vectors', 'Écarter les vecteurs liés'), explanation: text('A vector whose wₖ is 0 lies in the span of the previous ones.', 'Un vecteur dont le wₖ est nul est dans le sous-espace engendré par les précédents.') });
  }
  const entries = ws.map((w) => {
    if (!normalise) return w.map((x) => ({ ascii: x.toString(), latex: x.toLatex() }));
    const surd = surdOf(dot(w, w));
    // x/(a√b) = (x/(a·b))·√b
    if (surd) return w.map((x) => surdEntry(x.div(surd.a).div(new Q(surd.b)), surd.b));
    const sq = dot(w, w).toString();
    return w.map((x) => {
      const node = simplify(parseNode(`(${x.toString()})/sqrt(${sq})`));
      return { ascii: nodeAscii(node), latex: nodeLatex(node) };
    });
  });
  if (normalise) {
    steps.push({
      title: text('Normalise', 'Normer'),
      explanation: text('Divide each wₖ by its norm: eₖ = wₖ/‖wₖ‖.', 'On divise chaque wₖ par sa norme : eₖ = wₖ/‖wₖ‖.'),
      formula: entries.map((e, k) => `e_{${k + 1}} = ${vecLatex(e.map((x) => x.latex))}`).join(',\\quad '),
    });
  }
  const numeric = entries.map((e) => e.map((x) => evaluateReal(x.ascii)));
  const n = vs[0].length;
  const ok = numeric.every((e) => e.every((x) => x !== null));
  const es = numeric as number[][];
  const ndot = (a: number[], b: number[]): number => a.reduce((acc, x, i) => acc + x * b[i], 0);
  const orthogonal = ok && es.every((a, i) => es.every((b, j) => i === j || Math.abs(ndot(a, b)) < 1e-9)) && (!normalise || es.every((a) => Math.abs(ndot(a, a) - 1) < 1e-9));
  const spans = ok && vs.every((v, k) => {
    const kept = es.slice(0, Math.min(k + 1, es.length));
    const cols = (list: number[][]): number[][] => Array.from({ length: n }, (_, j) => list.map((x) => x[j]));
    return numericRank(cols([...kept, v.map((x) => x.toNumber())])) === kept.length;
  });
  const verified = orthogonal && spans;
  if (one) return oneVectorOutcome(one.rank, entries, steps, verified, normalise);
  const value = `[${Array.from({ length: n }, (_, j) => `[${entries.map((e) => e[j].ascii).join(', ')}]`).join(', ')}]`;
  const list = entries.map((e) => `(${e.map((x) => x.ascii).join(', ')})`).join(', ');
  return {
    method: 'vectors.gram_schmidt',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex: entries.map((e) => vecLatex(e.map((x) => x.latex))).join(',\\ '), words: text(list, list) },
    finalAnswer: text(`${normalise ? 'orthonormal' : 'orthogonal'} basis: ${list}`, `base ${normalise ? 'orthonormée' : 'orthogonale'} : ${list}`),
    verified,
    verification: verified
      ? text('Checked in floating point: the vectors found are orthogonal (of norm 1 when normalised) and each vₖ lies in the span of the first k of them.', 'Vérifié en virgule flottante : les vecteurs trouvés sont orthogonaux (de norme 1 une fois normés) et chaque vₖ est dans le sous-espace engendré par les k premiers.')
      : undefined,
  };
}

/** The k-th vector alone, after the steps that build the ones before it. */
function oneVectorOutcome(rank: number, entries: Array<Array<{ ascii: string; latex: string }>>, steps: StepDraft[], verified: boolean, normalise: boolean): Outcome | null {
  const e = entries[rank - 1];
  if (!e) return null;
  const list = `(${e.map((x) => x.ascii).join(', ')})`;
  const name = normalise ? `e${rank}` : `w${rank}`;
  return {
    method: 'vectors.gram_schmidt',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value: `[${e.map((x) => `[${x.ascii}]`).join(', ')}]`, latex: vecLatex(e.map((x) => x.latex)), words: text(list, list) },
    finalAnswer: text(`${name} = ${list}`, `${name} = ${list}`),
    verified,
    verification: verified
      ? text('Checked in floating point: the vectors found are orthogonal (of norm 1 when normalised) and each vₖ lies in the span of the first k of them.', 'Vérifié en virgule flottante : les vecteurs trouvés sont orthogonaux (de norme 1 une fois normés) et chaque vₖ est dans le sous-espace engendré par les k premiers.')
      : undefined,
  };
}
