import { text } from '../../i18n';
import type { Outcome, Strategy } from '../../strategy';
import { Q } from '../../cas/rational';
import { numericRank } from '../../verify/linalg';
import { inverse, mul, rank, toLatex, transpose, type Mat } from './matrix';
import { readTuple } from './vectorFamily';
import { chainedLineAsSpan } from './chainedLine';
import { bracketRows } from './columnVectors';

/**
 * The orthogonal projection of a vector onto the line or subspace spanned by given vectors: "the
 * projection of u = (1, 2, 3) onto the line spanned by (1, 1, 1)", "project v onto Span(v1, v2)
 * where v1 = …", « le projeté orthogonal de u sur Vect((1, 0, 1), (0, 1, 1)) ». p = W (WᵀW)⁻¹ Wᵀ v,
 * W holding an independent subset of the spanning vectors as columns (the normal equations).
 * Every word must be read; a plane given by its equation is another method's. Onto one vector ("the
 * projection of v onto u", « le projeté de v sur u = (1, 2, 2) ») is onto the line it spans.
 */

const NUMBER = String.raw`[-+]?\d+(?:[.,]\d+)?(?:\/\d+)?`;
const TUPLE = String.raw`[(<[⟨]\s*${NUMBER}(?:\s*[,;]\s*${NUMBER})+\s*[)>\]⟩]`;
const NAME = String.raw`(?<![\p{L}])[a-z](?:_?\d)?(?![\p{L}\d])`;
/** A vector of the list: a tuple, a name given one elsewhere, or both, "u1 = (1, 1, 0)". */
const ITEM = String.raw`(?:(?:${NAME}\s*=\s*)?${TUPLE}|${NAME})`;
const ITEMS = String.raw`${ITEM}(?:\s*(?:,|;|\band\b|\bet\b)\s*${ITEM})*`;
/** What is projected onto: the words for the subspace, its spanning vectors in braces or not. */
const TARGET = new RegExp(
  String.raw`(?<![\p{L}])(?:onto|on|sur)\s+(?:the\s+|la\s+|le\s+|l['’]\s*)?(?:(?:line|plane|subspace|column\s+space|droite|plan|sous-espace(?:\s+vectoriel)?)\s+)?(?:[A-Z]\s*=?\s*)?(?:(?:spanned\s+by|generated\s+by|span\s+of|engendr[ée]e?\s+par|dirig[ée]e?\s+par)\s+(?:the\s+vectors?\s+|les\s+vecteurs\s+|le\s+vecteur\s+)?(?<listA>${ITEMS})|(?:\\operatorname\s*\{\s*)?(?:span|vect)\s*\}?\s*(?:\\left\s*)?\\?[({]\s*(?<listB>${ITEMS})\s*(?:\\right\s*)?\\?[)}]|(?:the\s+vector\s+|le\s+vecteur\s+)?(?<listC>${TUPLE}|${NAME}(?=\s*(?:[.?!,;]|$|where\b|o[ùu]\b|with\b|avec\b))))`,
  'iu',
);
const ASK = /(?<![\p{L}])(?:(?:orthogonal\s+)?projection(?:\s+orthogonale)?|project|projet[ée](?:\s+orthogonal)?)(?![\p{L}])/iu;
/** The vector projected: between the word of the projection and the target. */
const SOURCE = new RegExp(String.raw`^\s*(?:of|du|de)?\s*(?:the\s+|le\s+|la\s+)?(?:vector|vecteur|point)?\s*(?:(?<named>${NAME})\s*=\s*)?(?<item>${ITEM})\s*$`, 'iu');
const DEFINITION = new RegExp(String.raw`(${NAME})\s*=\s*(${TUPLE})`, 'giu');
const FILLER =
  /(?<![\p{L}])(?:find|compute|calculate|determine|give|what|is|the|of|vectors?|where|with|and|if|let|given|in|calculer|d[ée]terminer|donner|trouver|quel|est|le|la|les|de|des|du|o[ùu]|et|avec|soit|soient|vecteurs?|orthogonal|orthogonale|onto|on|sur|R\^?\d|ℝ\S?)(?![\p{L}])/giu;

interface Read {
  v: Q[];
  spanning: Q[][];
}

const tupleOf = (t: string): Q[] | null => readTuple(t.replace(/^[(<[⟨]\s*|\s*[)>\]⟩]$/g, ''));

function read(s: string): Read | null | undefined {
  const ask = ASK.exec(s);
  const target = TARGET.exec(s);
  if (!ask || !target || target.index < ask.index) return undefined;
  const defined = new Map<string, Q[]>();
  for (const d of s.matchAll(DEFINITION)) {
    const t = tupleOf(d[2]);
    if (!t || defined.has(d[1])) return null;
    defined.set(d[1], t);
  }
  const item = (typed: string): Q[] | null => {
    const x = typed.replace(/^[a-z](?:_?\d)?\s*=\s*/iu, '');
    return /^[(<[⟨]/.test(x) ? tupleOf(x) : (defined.get(x) ?? null);
  };
  const source = SOURCE.exec(s.slice(ask.index + ask[0].length, target.index));
  const list = target.groups?.listA ?? target.groups?.listB ?? target.groups?.listC ?? '';
  if (!source?.groups) return null;
  const v = item(source.groups.item);
  const spanning = [...list.matchAll(new RegExp(ITEM, 'giu'))].map((m) => item(m[0]));
  if (!v || spanning.length === 0 || spanning.some((w) => !w || w.length !== v.length)) return null;
  const rest = (s.slice(0, ask.index) + ' ' + s.slice(target.index + target[0].length))
    .replace(DEFINITION, ' ')
    .replace(FILLER, ' ')
    .replace(/[?!.:;,$]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return null;
  return { v, spanning: spanning as Q[][] };
}

const col = (w: Q[]): string => toLatex(w.map((x) => [x]));

export function spanProjectionOutcome(s: string): Outcome | null | undefined {
  // v = [1 2 3], u1 = [2 -2 1]: vectors typed as Matlab rows are tuples
  const r = read(chainedLineAsSpan(bracketRows(s)));
  if (!r) return r;
  // an independent subset spans the same subspace and makes WᵀW invertible
  const kept: Q[][] = [];
  for (const w of r.spanning) if (rank([...kept, w]) > kept.length) kept.push(w);
  if (kept.length === 0) return null;
  const W: Mat = transpose(kept);
  const gram = mul(transpose(W), W);
  const gInv = inverse(gram).inverse;
  if (!gInv) return null;
  const rhs = mul(transpose(W), r.v.map((x) => [x]));
  const c = mul(gInv, rhs);
  const p = mul(W, c).map((row) => row[0]);
  // independent check in floating point: v − p orthogonal to every spanning vector, p in their span
  const e = r.v.map((x, i) => x.toNumber() - p[i].toNumber());
  const scale = Math.max(1, ...r.v.map((x) => Math.abs(x.toNumber())));
  const orthogonal = r.spanning.every((w) => Math.abs(w.reduce((acc, x, i) => acc + x.toNumber() * e[i], 0)) < 1e-9 * scale * w.length);
  const num = kept.map((w) => w.map((x) => x.toNumber()));
  const inSpan = numericRank([...num, p.map((x) => x.toNumber())]) === kept.length;
  const verified = orthogonal && inSpan;
  const line = kept.length === 1;
  const list = `(${p.map((x) => x.toString()).join(', ')})`;
  return {
    method: 'vectors.span_projection',
    category: 'matrix',
    steps: [
      {
        title: text('Normal equations', 'Équations normales'),
        explanation: line
          ? text('On a line spanned by w, p = ((v · w)/(w · w)) w.', 'Sur une droite dirigée par w, p = ((v · w)/(w · w)) w.')
          : text(
              `With the ${kept.length} independent spanning vectors as the columns of W, p = W c where (WᵀW) c = Wᵀ v.`,
              `Avec les ${kept.length} vecteurs générateurs indépendants en colonnes de W, p = W c où (WᵀW) c = Wᵀ v.`,
            ),
        formula: `W = ${toLatex(W)},\\quad W^{T}W = ${toLatex(gram)},\\quad W^{T}v = ${toLatex(rhs)}`,
      },
      {
        title: text('Solve for the coefficients', 'Résoudre pour les coefficients'),
        explanation: text('The coefficients of p on the spanning vectors.', 'Les coefficients de p sur les vecteurs générateurs.'),
        formula: `c = (W^{T}W)^{-1} W^{T} v = ${toLatex(c)}`,
      },
      {
        title: text('The projection', 'Le projeté'),
        explanation: text('p = W c; v − p is orthogonal to each spanning vector.', 'p = W c ; v − p est orthogonal à chaque vecteur générateur.'),
        formula: `p = ${col(p)}`,
      },
    ],
    answer: { kind: 'matrix', value: `[${p.map((x) => `[${x.toString()}]`).join(', ')}]`, latex: col(p), words: text(list, list) },
    finalAnswer: text(`p = ${list}`, `p = ${list}`),
    verified,
    verification: verified
      ? text('Checked in floating point: v − p is orthogonal to every spanning vector and p lies in their span.', 'Vérifié en virgule flottante : v − p est orthogonal à chaque vecteur générateur et p est dans leur espace engendré.')
      : undefined,
  };
}

export const spanProjectionStrategy: Strategy = {
  name: 'vectors.span_projection',
  solve: (problem) => spanProjectionOutcome(problem.text) ?? null,
};
