import { SolverError } from '../../errors';
import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { matClose, numericMul, numericRank } from '../../verify/linalg';
import { inverse, mul, rank, rowReduce, toAscii, toLatex, transpose, type Mat } from './matrix';
import { writeBasisCombinations } from './basisWords';
import { FILLER } from './matrixRecognize';
import { bracketRows, columnTuples } from './columnVectors';
import { dependenceRelation, RELATION_ASKED, vectorNames } from './familyRelation';

/**
 * Questions about a few vectors written as tuples: are they linearly independent (« famille
 * libre ») or dependent (« liée »), is a vector in the span of others (« combinaison linéaire »),
 * the coordinates of a vector in a basis. Each is a rank or a solved system on the matrix whose
 * columns are the vectors; every word around them must be read, or the question is left alone.
 */
export type Ask = 'spanning' | 'basis' | 'independent' | 'dependent' | 'span' | 'coordinates' | 'span_basis' | 'span_dimension' | 'passage' | 'combination';

/** The subspace the vectors span, named: "span{…}", « Vect(…) », "the subspace spanned by", « le sous-espace engendré par ». */
/** (the space named in between: "the subspace of R^3 spanned by", « le sous-espace de R³ engendré par »; its name: "the subspace F spanned by") */
const IN_SPACE = String.raw`(?:(?:of|de)\s+(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d)\s+)?`;
const SPANNED = String.raw`(?:the\s+|l['’]\s*|le\s+)?(?:span|vect|(?:sous[- ])?espace\s+(?:vectoriel\s+)?${IN_SPACE}(?:[A-Z]\s+)?(?:engendr[ée]|g[ée]n[ée]r[ée])\s+par|(?:sub)?space\s+${IN_SPACE}(?:[A-Z]\s+)?spanned\s+by)`;

export const ASKS: Array<[Ask, RegExp]> = [
  // « la matrice de passage de la base canonique à la base B », 'the change-of-basis matrix from B to the
  // standard basis': both have the vectors of B as columns (the other direction is its inverse, not read here)
  ['passage', /\bmatrice\s+de\s+passage\s+de\s+la\s+base\s+canonique(?:\s+de\s+(?:R|ℝ)\s*(?:\^\s*\d|[²³]))?\s+(?:[àa]|vers)\s+(?:la\s+(?:base|famille)\s+)?(?:[A-Z]\s*=\s*)?|\b(?:change[- ]of[- ](?:basis|coordinates)|transition)\s+matrix\s+from\s+(?:the\s+)?(?:basis\s+)?(?:[A-Z]\s*=\s*)?(?=[([{])/iu],
  // a basis of the span, « une base de Vect(…) » (its dimension said with it); the dimension alone, the family's rank
  ['span_basis', new RegExp(String.raw`\b(?:basis|base)\s+(?:of|for|de|du)\s+${SPANNED}`, 'iu')],
  ['span_dimension', new RegExp(String.raw`\b(?:dimension|dim)\s+(?:of\s+|de\s+|du\s+)?${SPANNED}|\b(?:rank|rang)\s+(?:of|de)\s+(?:the\s+|la\s+|cette\s+)?(?:vectors|family|famille|set)\b`, 'iu')],
  // "is it a basis of R²", « est-elle une base de R^2 », « forment-ils une base »
  ['basis', /\b(?:is\s+(?:it|this|that)|are\s+they|form|forms|est-elle|est-ce|forment(?:-ils|-elles)?)\s+(?:une\s+|a\s+)?(?:basis|base)\b|\ba\s+basis\s+(?:of|for)\s+(?:\\mathbb\{\s*)?(?:R|ℝ)|\bune\s+base\s+de\s+(?:\\mathbb\{\s*)?(?:R|ℝ)/iu],
  // « une famille génératrice de R3 », 'do they span R³', 'a spanning set of R^3'
  ['spanning', /\bfamille\s+g[ée]n[ée]ratrice\b|\bspanning\s+set\b|\b(?:span|spans|engendrent|g[ée]n[èe]rent)\s+(?=I?R|ℝ)/iu],
  // "express v = … in the basis …", « exprimer u dans la base … »: its coordinates
  // "express v as a linear combination of …", « écrire u comme combinaison linéaire de … »: the coefficients
  ['combination', /\b(?:express|write)\s+(?:[^.?]*?)\s+as\s+(?:a\s+)?linear\s+combination\s+of\b|(?<![\p{L}])(?:exprimer|[ée]crire)\s+(?:[^.?]*?)\s+comme\s+(?:une\s+)?combinaison\s+lin[ée]aire\s+(?:de|des)\b/iu],
  ['coordinates', /\bcoordinates?\s+(?:vector\s+|matrix\s+)?of\b|\bcoordonn[ée]es\s+(?:de|du)\b|\bcomponents?\s+of\b|\b(?:express|write|exprimer|[ée]crire)\s+(?=.*\b(?:in|dans)\s+(?:the\s+|la\s+)?(?:basis|base)\b)/iu],
  ['span', /\bin\s+the\s+span\s+of\b|\bin\s+span\b|\blinear\s+combination\s+of\b|\bcombinaison\s+lin[ée]aire\s+(?:de|des)\b|\bappartient(?:-il)?\s+[àa]\s+vect\b|(?:∈|\\in(?![a-z]))\s*(?:\\(?:operatorname|text|mathrm)\s*\{\s*)?(?:vect|span)\b|\b(?:dans|in)\s+vect\b|\bspanned\s+by\b|\bengendr[ée]\s+par\b/iu],
  ['dependent', /\blinearly\s+dependent\b|\bli[ée](?:e|s|es)?\b|\blin[ée]airement\s+d[ée]pendants?\b/iu],
  ['independent', /\blinearly\s+independent\b|\blibre\b|\blin[ée]airement\s+ind[ée]pendants?\b|\bindependent\b|\bind[ée]pendants?\b/iu],
];

/** (1, 2, 3), [1, 2, 3], <1, 2, 3> and ⟨1, 2, 3⟩ as calculus books write a vector. */
export const TUPLE = /[([<⟨]\s*(-?\d+(?:[.,]\d+)?(?:\/\d+)?(?:\s*[,;]\s*-?\d+(?:[.,]\d+)?(?:\/\d+)?)+)\s*[)\]>⟩]/g;
/** The whole space named, R², ℝ^3, R^n: the basis question's dimension. */
export const SPACE = /(?:\\mathbb\{R\}|\b(?:I|\\mathbb\{)?R\}?|ℝ)\s*(?:\^\s*\{?\s*(\d)\s*\}?|([²³])|(\d)(?![\d.,]))/u;
/** The dimension of the space SPACE found. */
export const spaceDimension = (m: RegExpExecArray): number => Number(m[1] ?? m[3] ?? (m[2] === '²' ? 2 : 3));
/** "in the basis", « dans la base », "with respect to the basis B = …". */
const BASIS = /\b(?:in|with\s+respect\s+to|relative\s+to|dans|relativement\s+[àa])\s+(?:the\s+|la\s+)?(?:ordered\s+|new\s+|nouvelle\s+)?(?:basis|base)\b/iu;
export const WORDS = /(?<![\p{L}])(?:vectors?|vecteurs?|family|famille|set|ensemble|forment|forment-ils|form|sont|ils|elles|it|they|do|does|une|un|basis|base|of|in|the|la|le|les|de|des|du|dans|is|are|and|et|with|respect|to|relative|relativement|span|vect|linear|combination|combinaison|lin[ée]aire|spanned|engendr[ée]|by|par|appartient|-il|linearly|lin[ée]airement|independent|ind[ée]pendants?|dependent|d[ée]pendants?|libre|li[ée](?:e|s|es)?|coordinates?|coordonn[ée]es|components?|whether|si|determine|d[ée]terminer|check|v[ée]rifier|yes|no|oui|non|ou|or|deux|trois|quatre|two|three|four|following|given|suivants?|suivantes?|montrer|prove|que|ils|g[ée]n[ée]ratrice|spanning|spans?|engendrent|express|write|exprimer|[ée]crire|consider|considérons|soit|soient|let|find|ordered|new|nouvelle|vector|matrix|where|o[ùu]|[àa]|as|comme)(?![\p{L}])/giu;

/** The words of a span's dimension or basis. */
/** « muni de sa base canonique, on définit », "with the standard basis, define": the setting, no question. */
const SETTING = /(?<![\p{L}])(?:munie?|equipped|on\s+(?:d[ée]finit|consid[èe]re|pose|note|donne)|we\s+(?:define|consider)|define|canonique|canonical|standard|usual|usuelle)(?![\p{L}])/giu;
const SPAN_WORDS = /(?<![\p{L}])(?:dimension|dim|rank|rang|subspace|sous-espace|espace|vectoriel|space|generated|g[ée]n[ée]r[ée]|engendr[ée]|cette)(?![\p{L}])/giu;

export function readTuple(body: string): Q[] | null {
  const parts = body.split(/\s*[,;]\s*/);
  const out: Q[] = [];
  for (const p of parts) {
    const q = Q.parse(p.replace(',', '.'));
    if (!q) return null;
    out.push(q);
  }
  return out;
}

/** "how do we know that …", "how can I tell whether …": the question asked in other words. */
const HOW_TO_TELL = /(?<![\p{L}])how\s+(?:do|can|would)\s+(?:we|i|you)\s+(?:know|tell|determine|check|show)\s+(?:that\s+|if\s+|whether\s+)?/giu;

/** Undefined when the text is not such a question; null when it is but cannot be answered here. */
export function vectorFamilyOutcome(typed0: string): Outcome | null | undefined {
  // LaTeX's \langle 1, 2 \rangle is the vector ⟨1, 2⟩
  // and column vectors, \begin{pmatrix} 1 \\ 2 \end{pmatrix} or [1 2]^T, are tuples
  const typed = columnTuples(writeBasisCombinations(typed0).replace(/\\langle\s*/g, '⟨').replace(/\s*\\rangle/g, '⟩'));
  const s = bracketRows(typed).replace(HOW_TO_TELL, ' ');
  const first = ASKS.find(([, re]) => re.test(s))?.[0];
  if (!first || /\[\s*\[|\\begin/.test(s)) return undefined;
  // "show that … form a basis and find the coordinates of v in this basis": two questions, one answer each
  const coordinatesToo = first === 'basis' && coordinatesAsked(s) !== null;
  const ask: Ask = coordinatesToo ? 'coordinates' : first;
  const tuples: Array<{ v: Q[]; at: number }> = [];
  for (const m of s.matchAll(TUPLE)) {
    const v = readTuple(m[1]);
    if (!v) return undefined;
    tuples.push({ v, at: m.index ?? 0 });
  }
  if (tuples.length < 2 || tuples.some((t) => t.v.length !== tuples[0].v.length)) return undefined;
  const asked = ask === 'passage' ? s.replace(new RegExp(ASKS[0][1].source, 'giu'), ' ').replace(TO_STANDARD, ' ') : s;
  const relation = (ask === 'independent' || ask === 'dependent') && new RegExp(RELATION_ASKED.source, 'iu').test(asked);
  const rest = asked
    .replace(RELATION_ASKED, ' ')
    .replace(TUPLE, ' ')
    // LaTeX's wrappers of a name, \operatorname{span}, and its ∈
    .replace(/\\(?:operatorname|text|mathrm|in)(?![a-z])/g, ' ')
    // the space may be named twice (« Dans R³ …, montrer que … est une base de R³ »)
    .replace(new RegExp(SPACE.source, 'gu'), ' ')
    // the basis named where it is used ("in the basis B", « dans la base B' »)
    .replace(/(?<=(?:basis|base)\s+)[A-Z](?:['’]|_?\d)?(?![\p{L}\d])/gu, ' ')
    // the family's name ("B' = (u1, u2, u3)") and the vectors' (u1 = …)
    .replace(/(?<![\p{L}])[a-zA-Z]\s*(?:_?\d|['’])?\s*=/gu, ' ')
    // « Dans R³ muni de la base canonique, on définit … »: where the vectors live, said as on the sheet
    .replace(SETTING, ' ')
    .replace(/(?<![\p{L}])[uvwxyzab]\s*_?\d?(?![\p{L}])/gu, ' ')
    // the span's own name, "the subspace F spanned by"
    .replace(/(?<![\p{L}])[A-Z](?=\s+(?:spanned|engendr|g[ée]n[ée]r))/gu, ' ')
    .replace(WORDS, ' ')
    .replace(SPAN_WORDS, ' ')
    .replace(FILLER, ' ')
    .replace(/\(\s*(?:oui|yes)\s*\/\s*(?:non|no)\s*\)/gi, ' ')
    // the basis question said with the coordinates: "in this basis", « l'espace », a vector named glued to its tuple, u(1, 2, 3)
    .replace(coordinatesToo ? BOTH_WORDS : /(?!)/gu, ' ')
    .replace(/[?!.:;,{}()\-–]/g, ' ');
  if (/[\p{L}\d]/u.test(rest)) return undefined;
  const n = tuples[0].v.length;
  if (coordinatesToo) return basisThenCoordinates(s, tuples);
  if (ask === 'passage') return passage(tuples.map((t) => t.v), s);
  if (ask === 'span_basis' || ask === 'span_dimension') return spanOf(tuples.map((t) => t.v), ask === 'span_basis');
  if (ask === 'independent' || ask === 'dependent') {
    return independence(tuples.map((t) => t.v), ask === 'dependent', relation ? vectorNames(s, tuples.map((t) => t.at)) : null);
  }
  if (ask === 'basis') {
    const space = SPACE.exec(s);
    const dim = space ? spaceDimension(space) : n;
    return dim === n ? basisOf(tuples.map((t) => t.v)) : null;
  }
  if (ask === 'spanning') {
    const space = SPACE.exec(s);
    return spanning(tuples.map((t) => t.v), space ? spaceDimension(space) : n);
  }
  const split = ask === 'coordinates' ? BASIS.exec(s) : ASKS.find(([a]) => a === 'span')?.[1].exec(s);
  if (ask === 'combination') {
    const target = split ? tuples.filter((t) => t.at < split.index) : [];
    const family = split ? tuples.filter((t) => t.at > split.index) : [];
    return target.length === 1 && family.length >= 1 ? combination(target[0].v, family.map((t) => t.v)) : null;
  }
  if (!split) return null;
  let before = tuples.filter((t) => t.at < split.index);
  let after = tuples.filter((t) => t.at > split.index);
  // « Soit B' = (…). … les coordonnées de u = … dans la base B' »: the basis given earlier under its name
  const named = ask === 'coordinates' && after.length === 0 ? /^\s*([A-Z](?:['’]|_?\d)?)(?![\p{L}\d])/u.exec(s.slice(split.index + split[0].length)) : null;
  const def = named ? new RegExp(String.raw`(?<![\p{L}])${named[1].replace(/[’']/, "['’]")}\s*=\s*[({]`, 'u').exec(s) : null;
  if (def) {
    const open = def.index + def[0].length - 1;
    const close = closingBracket(s, open);
    after = tuples.filter((t) => t.at > open && t.at < close);
    before = tuples.filter((t) => (t.at < open || t.at > close) && t.at < split.index);
  }
  const said = ask === 'span' && (before.length !== 1 || after.length < 1) ? byNames(s, split.index, tuples) : null;
  if (said) return membership(said.target, said.family);
  if (before.length !== 1 || after.length < 1) return null;
  const target = before[0].v;
  const family = after.map((t) => t.v);
  return ask === 'span' ? membership(target, family) : coordinates(target, family, n);
}

/** A vector's name, u, w, v1, v_2 (subscripts were written with _ on the way in). */
const NAME = String.raw`[a-zA-Z](?:_?\{?\d\}?)?`;
const key = (name: string): string => name.replace(/[_{}]/g, '');

/**
 * « Soient u = …, v = … et w = … . w appartient-il à Vect(u, v) ? », 'Let u = …, v = …, w = … . Is w
 * in the span of u and v?': every vector given by name, then the question by their names. The
 * vector asked about is the last name said before the question's words; the family, the names said
 * after them. Any tuple without a name, or a name given no tuple, and the question is not read here.
 */
function byNames(s: string, split: number, tuples: Array<{ v: Q[]; at: number }>): { target: Q[]; family: Q[][] } | null {
  const named = new Map<string, Q[]>();
  const nameAt = new Map<number, string>();
  for (const t of tuples) {
    const m = new RegExp(String.raw`(?<![\p{L}\d])(${NAME})\s*=\s*$`, 'u').exec(s.slice(0, t.at));
    if (!m || named.has(key(m[1]))) return null;
    named.set(key(m[1]), t.v);
    nameAt.set(t.at, key(m[1]));
  }
  // the names used, not defined: each mention not followed by "="
  const uses = [...s.matchAll(new RegExp(String.raw`(?<![\p{L}\d_])(${NAME})(?![\p{L}\d_]|\s*=)`, 'gu'))]
    .map((m) => ({ name: key(m[1]), at: m.index ?? 0 }))
    .filter((u) => named.has(u.name));
  // "Is w = (1, 1, 2) in span{u, v}?": the vector defined right before the question's words is the one asked about
  const before = tuples.filter((t) => t.at < split).at(-1);
  const definedLast = before && /^[([<⟨][^)\]>⟩]*[)\]>⟩]\s*\$?\s*$/u.test(s.slice(before.at, split)) ? before : undefined;
  const target = uses.filter((u) => u.at < split).at(-1) ?? (definedLast ? { name: nameAt.get(definedLast.at) ?? '', at: definedLast.at } : undefined);
  const family = [...new Set(uses.filter((u) => u.at > split).map((u) => u.name))];
  if (!target || family.length === 0 || family.includes(target.name)) return null;
  return { target: named.get(target.name) as Q[], family: family.map((f) => named.get(f) as Q[]) };
}

/** "the coordinates of x", « les coordonnées de l »: where the coordinates question starts, and the vector's name if one is said. */
const COORDINATES_OF = /(?<![\p{L}])(?:(?:coordinates?|coordonn[ée]es|components?)\s+(?:vector\s+)?(?:of|de|du)|express|write|exprimer|[ée]crire)\s+(?:the\s+vector\s+|du\s+vecteur\s+|le\s+vecteur\s+|vecteur\s+|vector\s+)?(?:(?<name>[a-z]\d?)(?![\p{L}\d]))?/iu;
const coordinatesAsked = (s: string): RegExpExecArray | null => COORDINATES_OF.exec(s);
/** The words a basis question and a coordinates one say together, beyond those of either. */
const BOTH_WORDS = /(?<![\p{L}])(?:[iI]f\s+so|so|[sS]i\s+oui|[sS]i\s+c['’]est\s+le\s+cas|as|comme|[tT]his|[tT]hese|[cC]ette|[cC]es|[tT]hat|l['’]\s*espace|l['’]|espace|space|show|montrer|then|puis|quelles|what|are|relative|[a-z]_?\d?(?![\p{L}\d])|[A-Z](?=\s*(?:[?.]|$)))(?![\p{L}])/gu;

/**
 * Whether the vectors other than v form a basis of ℝⁿ, then v's coordinates in it. The vector whose
 * coordinates are asked is the tuple written after "the coordinates of", or the one given that name;
 * all the others make the family. Not a basis: the answer is that, with no coordinates.
 */
function basisThenCoordinates(s: string, tuples: Array<{ v: Q[]; at: number }>): Outcome | null {
  const asked = coordinatesAsked(s);
  if (!asked) return null;
  const name = asked.groups?.name;
  const from = asked.index + asked[0].length;
  const defined = name ? new RegExp(String.raw`(?<![\p{L}\d])${name}\s*=?\s*(?=[([<]\s*[-−]?\d)`, 'u').exec(s) : null;
  const at = defined ? defined.index + defined[0].length : from;
  const target = tuples.find((t) => t.at === at) ?? (defined ? undefined : tuples.find((t) => t.at >= from && /^\s*=?\s*$/u.test(s.slice(from, t.at))));
  if (!target) return null;
  const family = tuples.filter((t) => t !== target).map((t) => t.v);
  const n = target.v.length;
  const space = SPACE.exec(s);
  if (space && spaceDimension(space) !== n) return null;
  const isBasis = basisOf(family);
  if (isBasis.answer?.value !== 'True') return isBasis;
  const coords = coordinates(target.v, family, n);
  if (!coords) return null;
  const value = coords.answer?.value ?? '';
  return {
    ...coords,
    steps: [...isBasis.steps, ...coords.steps],
    finalAnswer: text(`A basis; coordinates of ${vec(target.v)} in it: ${value}`, `Une base ; coordonnées de ${vec(target.v)} dans cette base : ${value}`),
    verified: coords.verified && isBasis.verified,
    verification: coords.verified && isBasis.verified ? text('Checked: the rank n recomputed in floating point, and P·c = v.', 'Vérifié : le rang n recalculé en virgule flottante, et P·c = v.') : undefined,
  };
}

/** The index of the bracket closing the one at `open`, or the text's length. */
function closingBracket(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if ('([{'.includes(s[i])) depth++;
    if (')]}'.includes(s[i]) && --depth === 0) return i;
  }
  return s.length;
}

const columns = (vs: Q[][]): Mat => transpose(vs);
const num = (m: Mat): number[][] => m.map((r) => r.map((x) => x.toNumber()));
const vec = (v: Q[]): string => `(${v.map((x) => x.toString()).join(', ')})`;

function bool(yes: boolean, method: string, steps: StepDraft[], final: Text, verified: boolean, verification: Text): Outcome {
  return {
    method,
    category: 'matrix',
    steps,
    answer: { kind: 'bool', value: yes ? 'True' : 'False', latex: yes ? '\\text{True}' : '\\text{False}', words: yes ? text('yes', 'oui') : text('no', 'non') },
    finalAnswer: final,
    verified,
    verification: verified ? verification : undefined,
  };
}

/** Independent or not; with the vectors' names when a dependence relation is asked too. */
function independence(vs: Q[][], asksDependent: boolean, names: string[] | null): Outcome {
  const m = columns(vs);
  const r = rank(m);
  const free = r === vs.length;
  const steps: StepDraft[] = [
    {
      title: text('Put the vectors in the columns of a matrix', 'Mettre les vecteurs en colonnes dans une matrice'),
      explanation: text(
        `They are independent exactly when the rank equals their number, ${vs.length}.`,
        `Ils forment une famille libre exactement quand le rang égale leur nombre, ${vs.length}.`,
      ),
      formula: `\\operatorname{rank} ${toLatex(m)} = ${r}`,
    },
  ];
  const verdict = free
    ? text(`Rank ${r} = ${vs.length}: the vectors are linearly independent.`, `Rang ${r} = ${vs.length} : la famille est libre.`)
    : text(`Rank ${r} < ${vs.length}: the vectors are linearly dependent.`, `Rang ${r} < ${vs.length} : la famille est liée.`);
  steps.push({ title: text('Compare', 'Comparer'), explanation: verdict });
  const relation = names && !free ? dependenceRelation(vs, names) : null;
  if (names && !free && !relation) return bool(asksDependent, 'vectors.independence', steps, verdict, false, verdict);
  const final = relation ? text(`${verdict.en} ${relation.final.en}`, `${verdict.fr} ${relation.final.fr}`) : verdict;
  if (relation) steps.push(relation.step);
  return bool(
    asksDependent ? !free : free,
    'vectors.independence',
    steps,
    final,
    numericRank(num(m)) === r && (relation?.verified ?? true),
    relation
      ? text('Checked: the rank computed again in floating point agrees, and the relation gives the zero vector.', 'Vérifié : le rang recalculé en virgule flottante concorde, et la relation donne le vecteur nul.')
      : text('Checked: the rank computed again in floating point agrees.', 'Vérifié : le rang recalculé en virgule flottante concorde.'),
  );
}

/** The span's dimension is the rank; its basis, the vectors in the pivot columns of their matrix. */
function spanOf(vs: Q[][], asksBasis: boolean): Outcome {
  const m = columns(vs);
  const red = rowReduce(m, { full: false });
  const pivots = red.pivotColumns;
  const r = pivots.length;
  const basis = columns(pivots.map((j) => vs[j]));
  const steps: StepDraft[] = [
    {
      title: text('Row reduce the matrix of the vectors', 'Échelonner la matrice des vecteurs'),
      explanation: text(
        'With the vectors as columns, the pivot columns are independent and span the same subspace: their number is its dimension.',
        'Avec les vecteurs en colonnes, les colonnes pivots sont libres et engendrent le même sous-espace : leur nombre est sa dimension.',
      ),
      formula: `${toLatex(m)} \\;\\to\\; ${toLatex(red.result)},\\quad \\dim = ${r}`,
    },
  ];
  const verified = numericRank(num(m)) === r && numericRank(num(basis)) === r;
  const check = text('Checked: the ranks of all the vectors and of the basis kept, in floating point, are both the dimension.', 'Vérifié : les rangs de tous les vecteurs et de la base retenue, en virgule flottante, valent tous deux la dimension.');
  const kept = pivots.map((j) => vec(vs[j])).join(', ');
  if (!asksBasis) {
    return { method: 'vectors.span_dimension', category: 'matrix', steps, answer: { kind: 'expr', value: String(r), latex: String(r), words: text(String(r), String(r)) }, finalAnswer: text(`dimension ${r}`, `dimension ${r}`), verified, verification: verified ? check : undefined };
  }
  const value = toAscii(basis);
  return {
    method: 'vectors.span_basis',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex: toLatex(basis), words: text(value, value) },
    finalAnswer: text(`basis: ${kept} (dimension ${r})`, `base : ${kept} (dimension ${r})`),
    verified,
    verification: verified ? check : undefined,
  };
}

/** After the vectors, "to the standard basis" must close an English question: the French one names the canonical basis first. */
const TO_STANDARD = /\bto\s+the\s+(?:standard|canonical)\s+basis\b/i;

/** The matrix of passage from the canonical basis to a basis B: B's vectors as columns, checked invertible. */
function passage(vs: Q[][], s: string): Outcome | null {
  if (/\bfrom\b/i.test(s) && !TO_STANDARD.test(s)) return null;
  const n = vs[0].length;
  const p = columns(vs);
  if (vs.length !== n || rank(p) !== n) return null;
  const value = toAscii(p);
  const verified = numericRank(num(p)) === n;
  return {
    method: 'vectors.passage',
    category: 'matrix',
    steps: [
      {
        title: text('Write the vectors of B as columns', 'Écrire les vecteurs de B en colonnes'),
        explanation: text(
          'Column j holds the coordinates of the j-th vector of B in the standard basis; B is a basis since the matrix is invertible (rank n).',
          'La colonne j contient les coordonnées du j-ième vecteur de B dans la base canonique ; B est bien une base car la matrice est inversible (rang n).',
        ),
        formula: `P = ${toLatex(p)}`,
      },
    ],
    answer: { kind: 'matrix', value, latex: toLatex(p), words: text(value, value) },
    finalAnswer: text(`P = ${value}`, `P = ${value}`),
    verified,
    verification: verified ? text('Checked: the rank in floating point is n, so B is a basis.', 'Vérifié : le rang en virgule flottante vaut n, donc B est une base.') : undefined,
  };
}

/** A basis of Rⁿ: n vectors, independent (their matrix has rank n). */
function basisOf(vs: Q[][]): Outcome {
  const m = columns(vs);
  const n = vs[0].length;
  const r = rank(m);
  const yes = vs.length === n && r === n;
  const verdict = yes
    ? text(`${n} independent vectors of R^${n} (rank ${r}): a basis.`, `${n} vecteurs indépendants de R^${n} (rang ${r}) : une base.`)
    : text(`${vs.length} vectors of rank ${r} in R^${n}: not a basis (a basis has ${n} independent vectors).`, `${vs.length} vecteurs de rang ${r} dans R^${n} : pas une base (une base a ${n} vecteurs indépendants).`);
  const steps: StepDraft[] = [
    {
      title: text('Count and compute the rank', 'Compter et calculer le rang'),
      explanation: text(`A basis of R^${n} is ${n} linearly independent vectors.`, `Une base de R^${n} est une famille libre de ${n} vecteurs.`),
      formula: `\\operatorname{rank} ${toLatex(m)} = ${r}`,
    },
    { title: text('Conclude', 'Conclure'), explanation: verdict },
  ];
  return bool(yes, 'vectors.basis', steps, verdict, numericRank(num(m)) === r, text('Checked: the rank computed again in floating point agrees.', 'Vérifié : le rang recalculé en virgule flottante concorde.'));
}

/** A spanning family of Rⁿ: its rank is n. */
function spanning(vs: Q[][], n: number): Outcome | null {
  if (vs[0].length !== n) return null;
  const m = columns(vs);
  const r = rank(m);
  const yes = r === n;
  const verdict = yes
    ? text(`Rank ${r} = ${n}: the vectors span R^${n}.`, `Rang ${r} = ${n} : la famille est génératrice de R^${n}.`)
    : text(`Rank ${r} < ${n}: the vectors do not span R^${n}.`, `Rang ${r} < ${n} : la famille n'est pas génératrice de R^${n}.`);
  const steps: StepDraft[] = [
    {
      title: text('Put the vectors in the columns of a matrix', 'Mettre les vecteurs en colonnes dans une matrice'),
      explanation: text(`They span R^${n} exactly when this matrix has rank ${n}.`, `Ils engendrent R^${n} exactement quand cette matrice est de rang ${n}.`),
      formula: `\\operatorname{rank} ${toLatex(m)} = ${r}`,
    },
    { title: text('Conclude', 'Conclure'), explanation: verdict },
  ];
  return bool(yes, 'vectors.spanning', steps, verdict, numericRank(num(m)) === r, text('Checked: the rank computed again in floating point agrees.', 'Vérifié : le rang recalculé en virgule flottante concorde.'));
}

function membership(w: Q[], family: Q[][]): Outcome {
  const m = columns(family);
  const aug = columns([...family, w]);
  const [r, ra] = [rank(m), rank(aug)];
  const inSpan = r === ra;
  const verdict = inSpan
    ? text(`Adding ${vec(w)} does not raise the rank (${r}): it is a linear combination of the others.`, `Ajouter ${vec(w)} ne change pas le rang (${r}) : c'est une combinaison linéaire des autres.`)
    : text(`Adding ${vec(w)} raises the rank from ${r} to ${ra}: it is not in their span.`, `Ajouter ${vec(w)} fait passer le rang de ${r} à ${ra} : il n'est pas dans l'espace engendré.`);
  const steps: StepDraft[] = [
    {
      title: text('Compare two ranks', 'Comparer deux rangs'),
      explanation: text('w is in the span exactly when the augmented matrix [v₁ … vₖ | w] has the same rank.', 'w est dans Vect(v₁, …, vₖ) exactement quand la matrice augmentée [v₁ … vₖ | w] a le même rang.'),
      formula: `\\operatorname{rank} ${toLatex(m)} = ${r},\\quad \\operatorname{rank} ${toLatex(aug)} = ${ra}`,
    },
    { title: text('Conclude', 'Conclure'), explanation: verdict },
  ];
  return bool(
    inSpan,
    'vectors.span',
    steps,
    verdict,
    numericRank(num(m)) === r && numericRank(num(aug)) === ra,
    text('Checked: both ranks computed again in floating point agree.', 'Vérifié : les deux rangs recalculés en virgule flottante concordent.'),
  );
}

/**
 * w as c₁v₁ + … + cₖvₖ: not in the span, the answer is no; the vᵢ dependent, the coefficients are not
 * unique and the question is refused; otherwise c solves the consistent system Vc = w, exactly
 * (VᵀV)⁻¹Vᵀw as V has independent columns. Checked by V·c = w in floating point.
 */
function combination(w: Q[], family: Q[][]): Outcome {
  const m = columns(family);
  if (rank(columns([...family, w])) > rank(m)) return membership(w, family);
  if (rank(m) < family.length) {
    throw new SolverError(
      'unsupported',
      text(
        `${vec(w)} is a combination of these vectors, but they are dependent: its coefficients are not unique. Remove a dependent vector and ask again.`,
        `${vec(w)} est une combinaison de ces vecteurs, mais ils sont liés : ses coefficients ne sont pas uniques. Retirez un vecteur lié et reposez la question.`,
      ),
    );
  }
  const mt = transpose(m);
  const inv = inverse(mul(mt, m)).inverse;
  if (!inv) return membership(w, family);
  const c = mul(inv, mul(mt, w.map((x) => [x])));
  const terms = family
    .map((v, i) => ({ k: c[i][0], v }))
    .map(({ k, v }, i) => `${i === 0 ? (k.sign() < 0 ? '−' : '') : k.sign() < 0 ? ' − ' : ' + '}${k.abs().toString()}·${vec(v)}`)
    .join('');
  const value = toAscii(c);
  const verified = matClose(numericMul(num(m), num(c)), w.map((x) => [x.toNumber()]), 1e-9);
  return {
    method: 'vectors.combination',
    category: 'matrix',
    steps: [
      {
        title: text('Solve V·c = w', 'Résoudre V·c = w'),
        explanation: text(
          'The vectors are the columns of V; they are independent, so the coefficients are unique.',
          'Les vecteurs sont les colonnes de V ; ils sont indépendants, donc les coefficients sont uniques.',
        ),
        formula: `V = ${toLatex(m)},\\quad c = ${toLatex(c)}`,
      },
    ],
    answer: { kind: 'matrix', value, latex: toLatex(c), words: text(value, value) },
    finalAnswer: text(`${vec(w)} = ${terms}`, `${vec(w)} = ${terms}`),
    verified,
    verification: verified ? text('Checked: V·c = w in floating point.', 'Vérifié : V·c = w en virgule flottante.') : undefined,
  };
}

/** v's coordinates in a basis: the solution of P·c = v, the basis vectors as P's columns. */
export function coordinates(v: Q[], basis: Q[][], n: number): Outcome | null {
  if (basis.length !== n) return null;
  const p = columns(basis);
  const inv = inverse(p).inverse;
  if (!inv) return null;
  const c = mul(inv, v.map((x) => [x]));
  const value = toAscii(c);
  const steps: StepDraft[] = [
    {
      title: text('Solve P·c = v', 'Résoudre P·c = v'),
      explanation: text(
        'The coordinates c are the coefficients with v = c₁b₁ + … + cₙbₙ: the basis vectors are the columns of P.',
        'Les coordonnées c sont les coefficients tels que v = c₁b₁ + … + cₙbₙ : les vecteurs de la base sont les colonnes de P.',
      ),
      formula: `P = ${toLatex(p)},\\quad c = P^{-1}v = ${toLatex(c)}`,
    },
  ];
  const verified = matClose(numericMul(num(p), num(c)), v.map((x) => [x.toNumber()]), 1e-9);
  return {
    method: 'vectors.coordinates',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value, latex: toLatex(c), words: text(value, value) },
    finalAnswer: text(`coordinates: ${value}`, `coordonnées : ${value}`),
    verified,
    verification: verified ? text('Checked: P·c = v in floating point.', 'Vérifié : P·c = v en virgule flottante.') : undefined,
  };
}
