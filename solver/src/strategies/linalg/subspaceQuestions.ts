import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import { SolverError } from '../../errors';
import { Q } from '../../cas/rational';
import { numericRank } from '../../verify/linalg';
import { inverse, mul, rank, rowReduce, toAscii, toLatex, transpose, type Mat } from './matrix';
import { intersectionBasis, spanSumOutcome } from './spanSum';
import { spanStep, subspaceEquationsOutcome } from './subspaceEquations';
import { gramSchmidtOutcome, surdEntry, surdOf } from './gramSchmidt';
import { formToAscii, formToLatex } from './linearForm';
import { independentOf, namedVectors, prepareSubspaceText, readNumbers, readSubspaces, rn, SPACE_NAME, TUPLE, type Subspace } from './subspaceNotation';

/**
 * Questions about subspaces of ℝⁿ given in any of the notations of subspaceNotation.ts:
 * - are F and G supplementary, R³ = F ⊕ G? (« F et G sont-ils supplémentaires ? »): both bases
 *   together form a basis of ℝⁿ;
 * - is the sum F + G direct? (« la somme F + G est-elle directe ? »): F ∩ G = {0}, both bases together
 *   independent — not that the sum is the whole space;
 * - the orthogonal complement F⊥ (« l'orthogonal de F »), a basis or its dimension: the solutions of
 *   f · x = 0 for the vectors f of a basis of F, or, for F given by equations, the span of their rows;
 * - the orthogonal projection of a vector onto F or F⊥.
 * Every word around the subspaces must be read, or the question is refused by naming what was not.
 */

type Asked =
  | { kind: 'supplementary'; pair: [string, string] | null }
  | { kind: 'supplement'; target: string; name: string | null }
  | { kind: 'direct'; pair: [string, string] | null }
  | { kind: 'complement'; target: string; what: 'basis' | 'dimension' | 'equation' }
  | { kind: 'projection'; target: string; complement: boolean; vector: Q[] }
  | { kind: 'sum' | 'intersection'; pair: [string, string]; basis: boolean; dimension: boolean; whole: boolean }
  | { kind: 'orthonormal'; target: string; complement: boolean; normalise: boolean }
  | { kind: 'distance'; target: string; complement: boolean; vector: Q[] };

/** A subspace's name in the skeleton: ⟦F⟧ where it is defined, F where a question refers to it. */
const REF = (group?: string): string => String.raw`⟦?${group ? `(?<${group}>${SPACE_NAME})` : `(${SPACE_NAME})`}⟧?`;
const X = REF('a');
const Y = REF('b');
/** The whole space: ℝⁿ, or a capital said to be it (E = ℝ³). */
const WHOLE_DEF = new RegExp(String.raw`(${SPACE_NAME})\s*=\s*${rn()}`, 'gu');

/** Each question's words, with the names they refer to (groups a, b). */
const SUPPLEMENTARY_WORDS = /(?<![\p{L}])(?<!orthogona\p{L}*\s+)(?:suppl[ée]mentaires?|suppl[ée]mentary|compl[ée]mentary|compl[ée]ments?)(?![\p{L}])(?!\s+orthogona)/gu;
const OPLUS = new RegExp(String.raw`${X}\s*⊕\s*${Y}`, 'gu');
const DIRECT_SUM_OF = new RegExp(String.raw`(?:direct\s+sum|somme\s+directe)\s+(?:of|de)\s+${X}\s+(?:and|et)\s+${Y}`, 'gu');
const IS_DIRECT = String.raw`\s*(?:is\s+|est(?:-elle)?\s+|is\s+it\s+)?(?:a\s+|une\s+)?(?:direct\s+sum|somme\s+directe|direct[e]?)(?![\p{L}])`;
const SUM_DIRECT = [
  new RegExp(String.raw`(?:sum|somme)\s+(?:of|de)\s+${X}\s+(?:and|et)\s+${Y}${IS_DIRECT}`, 'gu'),
  new RegExp(String.raw`(?:(?:sum|somme)\s*)?${X}\s*\+\s*${Y}${IS_DIRECT}`, 'gu'),
  new RegExp(String.raw`(?:sum|somme)${IS_DIRECT}`, 'gu'),
  /(?:sont|are)?\s*en\s+somme\s+directe|(?:are\s+)?in\s+direct\s+sum/gu,
];
const SUM = [new RegExp(String.raw`${X}\s*\+\s*${Y}`, 'gu'), new RegExp(String.raw`(?:sum|somme)\s+(?:of|de)\s+${X}\s+(?:and|et)\s+${Y}`, 'gu')];
const CAP = [new RegExp(String.raw`${X}\s*(?:∩|inter)\s*${Y}`, 'gu'), new RegExp(String.raw`intersection\s+(?:of|de)\s+${X}\s+(?:and|et)\s+${Y}`, 'gu')];
const BASIS_WORD = /(?<![\p{L}])(?:basis|base)(?![\p{L}])/u;
const DIMENSION_WORD = /(?<![\p{L}])(?:dimension|dim)(?![\p{L}])/u;
/**
 * "a complement of W", « un supplémentaire de F (dans R³) », "a supplementary subspace to F": one
 * subspace to find, never the orthogonal one (its own question).
 */
const SUPPLEMENT_OF = new RegExp(
  String.raw`(?:(?:un|a|an|one)\s+)?(?:(?:sous-espace|subspace)\s+(?:vectoriel\s+)?)?(?:suppl[ée]mentaire|suppl[ée]ment(?:ary)?|compl[ée]ment(?:ary)?)(?:\s+(?:sous-espace|subspace|space))?(?!\s+orthogona)\s+(?:of|to|for|de|du|à)\s+(?:(?:the|la|le|l['’])\s*)?(?:(?:line|plane|subspace|droite|plan|sous-espace(?:\s+vectoriel)?)\s+)?${REF('t')}(?:\s+(?:in|dans)\s+${rn()})?`,
  'gu',
);
/** "the orthogonal complement of", « l'orthogonal de »: the noun, never the adjective ("u orthogonal to W"). */
const COMPLEMENT_OF = /(?:(?:the\s+)?orthogonal\s+complement|(?:le\s+)?compl[ée]ment\s+orthogonal|(?:le\s+)?suppl[ée]mentaire\s+orthogonal|(?:l['’]\s*|the\s+)orthogonal)(?:\s+(?:in|dans)\s+R\s*\^?\s*\d)?\s*(?:of|to|de|du|d['’])\s*(?:(?:the|la|le|l['’])\s*)?(?:(?:line|plane|subspace|droite|plan|sous-espace(?:\s+vectoriel)?)\s+(?=⟦))?/gu;
const PERP = new RegExp(String.raw`${REF()}\s*⊥(?:\s+(?:of|de)\s+${REF()})?`, 'gu');
const COMPLEMENT_OF_NAME = new RegExp(String.raw`${COMPLEMENT_OF.source}${REF()}`, 'gu');
/** The method named after the question: "using the Gram–Schmidt process", « par le procédé de Gram-Schmidt ». */
const GRAM_SCHMIDT_NAMED =
  /(?<![\p{L}])(?:by|using|with|via|par|avec|en\s+utilisant|[àa]\s+l['’]\s*aide\s+d[ue])\s+(?:the\s+|le\s+|la\s+|l['’]\s*)?(?:gram[- –]?schmidt(?:['’]s)?(?:\s+(?:process|procedure|algorithm|method|orthogonali[sz]ation))?|(?:proc[ée]d[ée]|algorithme|m[ée]thode)\s+(?:d['’]\s*orthonormalisation\s+)?de\s+gram[- –]?schmidt)(?![\p{L}])/giu;

/** "an orthonormal basis of F", « une base orthonormée de F⊥ », "apply Gram–Schmidt to a basis of W". */
const ORTHONORMAL = new RegExp(
  String.raw`(?:(?:apply|use|appliquer|utiliser)\s+)?(?:the\s+|le\s+|l['’]\s*)?(?:gram[- –]?schmidt(?:\s+(?:process|procedure|algorithm|proc[ée]d[ée]|algorithme))?\s+(?:to|on|[àa])\s+(?:a\s+|une\s+|the\s+|la\s+)?(?:basis|base)|(?:an\s+|une\s+|the\s+|la\s+)?(?:orthonormal(?:e)?\s+bas(?:is|e)|base\s+orthonorm[ée]e|orthogonal\s+basis|base\s+orthogonale))\s+(?:of|for|de|du|pour)\s+(?:the\s+|le\s+|la\s+)?(?:(?:sub)?space\s+|sous-espace\s+|plan\s+|plane\s+)?${REF('t')}\s*(?<perp>⊥)?`,
  'gu',
);
/** "the distance from v to W", « la distance de u à F ». */
const DISTANCE = /(?:the\s+|la\s+)?distance\s+(?:from|of|de|du|entre)\s*/u;
const PROJECTION = /(?:orthogonal\s+)?projection(?:\s+orthogonale)?|project(?:ion)?|projet[ée](?:\s+orthogonal)?/u;

/** "an equation of D⊥", « une équation cartésienne de D⊥ »: the hyperplane's equation, not a basis. */
const EQUATION_ASKED = /(?<![\p{L}])(?:(?:an?|une|the|l['’])\s*)?(?:(?:cartesian|implicit|normal)\s+)?(?:equation|[ée]quation)(?:\s+(?:cart[ée]sienne|implicite))?(?![\p{L}])/gu;

/** "a subspace G such that", « un sous-espace G tel que »: the name of the subspace to find. */
const SUCH_THAT = new RegExp(String.raw`(?:(?:a|an|one|un)\s+)?(?:(?:sub)?space|sous-espace(?:\s+vectoriel)?)?\s*${SPACE_NAME}\s+(?:such\s+that|so\s+that|with|tel\s+que|tels\s+que|v[ée]rifiant)`, 'gu');

/** Filler words of such questions in both languages; anything else left is a word not read. */
const WORDS =
  /(?<![\p{L}])(?:let|soit|soient|on|note|pose|consid[èe]re|consider|we|denote|the|a|an|of|in|into|de|du|des|la|le|les|l|d|qu|que|and|et|is|are|be|est|sont|show|prove|prouver|[ée]tablir|montrer|d[ée]montrer|d[ée]finis?|d[ée]finies?|ce|est-ce|v[ée]rifier|check|verify|determine|d[ée]terminer|decide|whether|if|si|that|find|give|compute|calculate|calculer|donner|trouver|what|quelle|quel|subspaces?|sub-spaces?|sous-espaces?|vectoriel(?:le)?s?|dans|entre|justify|justifier|explain|expliquer|examine|please|how|do|does|can|i|you|vector|vectors|vecteurs?|space|espace|where|o[ùu]|with|avec|its|sa|son|basis|base|dimension|dim|une|un|for|pour|each|other|l['’]un|l['’]autre|they|them|ils|elles|it|this|these|those|following|suivants?|two|deux|usual|usuel|canonique|canonical|standard|euclidean|euclidien|dot|inner|scalar|product|produit|scalaire|muni|equipped|respect|to|by|par|given|defined|sum|somme|direct|directe|a-t-on|t-on|-t-on|est-elle|sont-ils|-ils|-elle|has|have|then|puis|also|aussi|hence|thus|orthogonal|orthogonale|complement|compl[ée]ment|here|ici|both|whole|entire|tout|all|its|their|leur|leurs|sur|onto|on|projection|project|projet[ée]|vector|r[ée]el|real|form|forme|sous|espaces|ensemble|set|written|[ée]crire|write|use|using|utiliser)(?![\p{L}])/gu;

/** A fresh name for a subspace written without one (F + Vect(w)). */
function freshName(used: Set<string>): string {
  for (const c of 'GHKLMNPSTUVW') if (!used.has(c)) return c;
  return 'F2';
}

interface Skeleton {
  spaces: Map<string, Subspace>;
  /** The text with each subspace written as its name. */
  text: string;
  /** Names given to subspaces written without one. */
  fresh: Set<string>;
  /** Names defined twice: a question about them cannot tell which is meant. */
  twice: Set<string>;
}

function skeleton(s: string): Skeleton {
  const spaces = readSubspaces(s);
  const used = new Set(spaces.map((x) => x.name).filter((n) => n !== ''));
  const fresh = new Set<string>();
  const named = new Map<string, Subspace>();
  const twice = new Set<string>();
  let out = '';
  let from = 0;
  for (const sp of spaces) {
    let name = sp.name;
    if (name === '') {
      name = freshName(used);
      used.add(name);
      fresh.add(name);
    }
    if (named.has(name)) twice.add(name);
    else named.set(name, { ...sp, name });
    // "W be the plane …": the name stays, once
    out += `${s.slice(from, sp.at)} ⟦${name}⟧ `;
    from = sp.at + sp.source.length;
  }
  out += s.slice(from);
  return { spaces: named, text: out, fresh, twice };
}

const notSubspace = (name: string): SolverError =>
  new SolverError(
    'unsupported',
    text(
      `${name === '?' ? 'This set' : name} is not a subspace: an equation with a nonzero constant is not satisfied by the zero vector.`,
      `${name === '?' ? 'Cet ensemble' : name} n'est pas un sous-espace vectoriel : une équation avec une constante non nulle n'est pas vérifiée par le vecteur nul.`,
    ),
  );
const ambiguous = (name: string): SolverError =>
  new SolverError('unsupported', text(`${name} is defined twice; we could not tell which one is meant.`, `${name} est défini deux fois ; nous ne savons pas lequel est visé.`));
const unread = (what: string): SolverError =>
  new SolverError(
    'unsupported',
    text(
      `We could not read "${what}" in this question about subspaces. Write each subspace as span{…}, {(x, y, z) ∈ ℝ³ | …} or {(a, b, a + b) : a, b ∈ ℝ}.`,
      `Nous n'avons pas pu lire « ${what} » dans cette question sur des sous-espaces. Écrivez chaque sous-espace comme Vect(…), {(x, y, z) ∈ ℝ³ | …} ou {(a, b, a + b) : a, b ∈ ℝ}.`,
    ),
  );

/** The pair of subspaces a question names; the only two written when it names none. */
function pairOf(m: RegExpExecArray | null, spaces: Map<string, Subspace>): [string, string] | null {
  const a = m?.groups?.a;
  const b = m?.groups?.b;
  if (a && b) return [a, b];
  const names = [...spaces.keys()];
  return names.length === 2 ? [names[0], names[1]] : null;
}

const firstMatch = (res: RegExp[], s: string): RegExpExecArray | null => {
  for (const re of res) {
    const m = new RegExp(re.source, re.flags.replace('g', '')).exec(s);
    if (m) return m;
  }
  return null;
};

/** The vector projected, after the word of the projection: "of v = (1, 0, 0)", « de u », "(3, 4, 1)". */
function projectedVector(s: string, at: number, vectors: Map<string, Q[]>): { v: Q[]; source: string } | null {
  const m = new RegExp(String.raw`^\s*(?:of|de|du)?\s*(?:the\s+|le\s+)?(?:vector|vecteur|point)?\s*(?:(?<name>[a-z]\d?)(?![\p{L}\d])\s*(?:=\s*(?<t1>${TUPLE}))?|(?<t2>${TUPLE}))`, 'u').exec(s.slice(at));
  if (!m?.groups) return null;
  const t = m.groups.t1 ?? m.groups.t2;
  const v = t ? readNumbers(t) : m.groups.name ? (vectors.get(m.groups.name) ?? null) : null;
  return v && { v, source: m[0] };
}

/** What is asked, from the skeleton; undefined when none of these questions is. */
function asked(sk: Skeleton, vectors: Map<string, Q[]>): { asked: Asked; phrases: RegExp[] } | undefined {
  const s = sk.text;
  const wholeNames = [...s.matchAll(WHOLE_DEF)].map((m) => m[1]);
  if (!sk.spaces.has('E')) wholeNames.push('E');
  const whole = String.raw`(?:${rn()}|${wholeNames.map((n) => String.raw`(?<![\p{L}])${n}(?![\p{L}\d])`).join('|') || '(?!)'})`;
  const oplusWhole = [new RegExp(String.raw`${whole}\s*=\s*${X}\s*⊕\s*${Y}`, 'u'), new RegExp(String.raw`${X}\s*⊕\s*${Y}\s*=\s*${whole}`, 'u')];
  const sumOfWhole = new RegExp(String.raw`${whole}\s+(?:is\s+|est\s+)?(?:the\s+|la\s+)?(?:direct\s+sum|somme\s+directe)\s+(?:of|de)\s+${X}\s+(?:and|et)\s+${Y}`, 'u');
  const orthonormal = new RegExp(ORTHONORMAL.source, 'u').exec(s);
  if (orthonormal?.groups) {
    const normalise = !/orthogonal\s+basis|base\s+orthogonale/u.test(orthonormal[0]);
    return { asked: { kind: 'orthonormal', target: orthonormal.groups.t, complement: orthonormal.groups.perp !== undefined, normalise }, phrases: [ORTHONORMAL, GRAM_SCHMIDT_NAMED] };
  }
  const distance = DISTANCE.exec(s);
  if (distance) {
    const vector = projectedVector(s, distance.index + distance[0].length, vectors);
    const to = vector && new RegExp(String.raw`^\s*(?:to|from|and|et|[àa]|au)\s+(?:the\s+|la\s+|le\s+|l['’]\s*)?(?:(?:sub)?space\s+|sous-espace\s+|plan\s+|plane\s+|line\s+|droite\s+)?(?:${COMPLEMENT_OF.source})?${REF('t')}\s*(?<perp>⊥)?`, 'u').exec(s.slice(distance.index + distance[0].length + vector.source.length));
    if (!vector || !to?.groups) return undefined;
    const complement = to.groups.perp !== undefined || /orthogona|compl[ée]ment/u.test(to[0]);
    // a plane or a line written out without a name (maybe affine, x + y + z = 10) is the distance methods'
    if (!complement && (sk.fresh.has(to.groups.t) || sk.spaces.get(to.groups.t)?.affine)) return undefined;
    const escape = (x: string): RegExp => new RegExp(x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'u');
    return { asked: { kind: 'distance', target: to.groups.t, complement, vector: vector.v }, phrases: [DISTANCE, escape(vector.source), escape(to[0])] };
  }
  const projection = PROJECTION.exec(s);
  const perp = new RegExp(PERP.source, 'u').exec(s);
  const complementOf = new RegExp(String.raw`${COMPLEMENT_OF.source}${REF('t')}?`, 'u').exec(s);
  const target = perp?.[1] ?? complementOf?.groups?.t;
  if (projection && (perp || complementOf || /(?<![\p{L}])(?:onto|sur)\s+/u.test(s.slice(projection.index)))) {
    const onto = new RegExp(String.raw`(?<![\p{L}])(?:onto|on|sur)\s+(?:the\s+|la\s+|le\s+)?(?:(?:sub)?space\s+|sous-espace\s+|plan\s+|plane\s+|line\s+|droite\s+)?(?:${COMPLEMENT_OF.source})?${REF('t')}\s*(?<perp>⊥)?`, 'u').exec(s.slice(projection.index));
    const from = projection.index + projection[0].length;
    const vector = projectedVector(s, from, vectors);
    if (!onto?.groups || !vector) return undefined;
    const complement = onto.groups.perp !== undefined || /orthogona|compl[ée]ment/u.test(onto[0]);
    // a plane or a span written out without a name is the other projection methods'
    if (!complement && sk.fresh.has(onto.groups.t)) return undefined;
    const escape = (x: string): RegExp => new RegExp(x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'u');
    return { asked: { kind: 'projection', target: onto.groups.t, complement, vector: vector.v }, phrases: [PROJECTION, escape(onto[0]), escape(vector.source)] };
  }
  if (projection) return undefined;
  if (perp || complementOf) {
    if (!target) return undefined;
    const dimension = /(?<![\p{L}])(?:dimension|dim)(?![\p{L}])/u.test(s) && !/(?<![\p{L}])(?:basis|base)(?![\p{L}])/u.test(s);
    const equation = new RegExp(EQUATION_ASKED.source, 'u').test(s) && !/(?<![\p{L}])(?:basis|base|dimension|dim)(?![\p{L}])/u.test(s);
    return { asked: { kind: 'complement', target, what: equation ? 'equation' : dimension ? 'dimension' : 'basis' }, phrases: [PERP, COMPLEMENT_OF_NAME, COMPLEMENT_OF, EQUATION_ASKED] };
  }
  const oplus = new RegExp(OPLUS.source, 'u').exec(s);
  const sumOf = new RegExp(DIRECT_SUM_OF.source, 'u').exec(s);
  const wholeSum = firstMatch([...oplusWhole, sumOfWhole], s);
  const supplementary = new RegExp(SUPPLEMENTARY_WORDS.source, 'u').test(s);
  const direct = firstMatch(SUM_DIRECT, s);
  // "the sum F + G is direct and F + G = ℝ³": both together say supplementary
  const sumIsWhole = firstMatch([new RegExp(String.raw`${X}\s*\+\s*${Y}\s*=\s*${whole}`, 'u'), new RegExp(String.raw`${whole}\s*=\s*${X}\s*\+\s*${Y}`, 'u')], s);
  const supplementOf = new RegExp(SUPPLEMENT_OF.source, 'u').exec(s);
  // « G est-il un supplémentaire de F ? » names two subspaces: the pair question below
  if (supplementOf?.groups && !wholeSum && sk.spaces.size === 1) return { asked: { kind: 'supplement', target: supplementOf.groups.t, name: null }, phrases: [SUPPLEMENT_OF, SUPPLEMENTARY_WORDS] };
  // "find G such that R³ = F ⊕ G", G named there only: a supplement of F to find
  const wholePair = pairOf(wholeSum, sk.spaces);
  if (wholeSum && wholePair && wholePair.filter((n) => sk.spaces.has(n)).length === 1 && /(?<![\p{L}])(?:find|d[ée]terminer|trouver|give|donner|construct|construire|exhibit|exhiber)(?![\p{L}])/u.test(s)) {
    const [known, unknown] = sk.spaces.has(wholePair[0]) ? wholePair : [wholePair[1], wholePair[0]];
    return { asked: { kind: 'supplement', target: known, name: unknown }, phrases: [...oplusWhole.map((r) => new RegExp(r.source, 'gu')), new RegExp(sumOfWhole.source, 'gu'), SUPPLEMENTARY_WORDS, SUCH_THAT] };
  }
  if (supplementary || wholeSum || (direct && sumIsWhole)) {
    return { asked: { kind: 'supplementary', pair: pairOf(wholeSum ?? oplus ?? sumOf ?? sumIsWhole, sk.spaces) }, phrases: [SUPPLEMENTARY_WORDS, ...oplusWhole, sumOfWhole, OPLUS, DIRECT_SUM_OF, ...SUM_DIRECT, new RegExp(String.raw`${X}\s*\+\s*${Y}\s*=\s*${whole}`, 'gu'), new RegExp(String.raw`${whole}\s*=\s*${X}\s*\+\s*${Y}`, 'gu')] };
  }
  if (direct || oplus || sumOf) return { asked: { kind: 'direct', pair: pairOf(direct?.groups?.a ? direct : (oplus ?? sumOf), sk.spaces) }, phrases: [...SUM_DIRECT, OPLUS, DIRECT_SUM_OF] };
  const plus = firstMatch(SUM, s);
  const cap = firstMatch(CAP, s);
  if ((plus === null) === (cap === null)) return undefined;
  const op = (plus ?? cap) as RegExpExecArray;
  const pair = pairOf(op, sk.spaces) as [string, string];
  // "F + G = ℝ³": whether the sum is the whole space
  const equalsWhole = new RegExp(String.raw`^\s*=\s*${whole}`, 'u').exec(s.slice(op.index + op[0].length));
  const basis = BASIS_WORD.test(s);
  const dimension = DIMENSION_WORD.test(s);
  const phrases = [...(plus ? SUM : CAP), ...(equalsWhole ? [new RegExp(String.raw`=\s*${whole}`, 'gu')] : [])];
  return { asked: { kind: plus ? 'sum' : 'intersection', pair, basis: basis || (!dimension && !equalsWhole), dimension, whole: equalsWhole !== null && plus !== null }, phrases };
}

/**
 * Every word must be read: what is left after the subspaces, the question and the filler. A subspace
 * named outside its definition and the question's own phrase is another question ("a basis of W and
 * of W⊥"), unless the question is about that pair ("F and G are supplementary").
 */
function leftover(sk: Skeleton, phrases: RegExp[], allowed: string[]): string {
  let rest = sk.text.replace(new RegExp(String.raw`(?<![\p{L}\d])[a-z]\d?'?\s*=\s*${TUPLE}`, 'gu'), ' ');
  for (const p of phrases) rest = rest.replace(new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`), ' ');
  rest = rest.replace(/⟦[^⟧]*⟧/gu, ' ').replace(WHOLE_DEF, ' ').replace(new RegExp(rn(), 'gu'), ' ');
  const other = [...rest.matchAll(new RegExp(SPACE_NAME, 'gu'))].map((m) => m[0]).find((n) => sk.spaces.has(n) && !allowed.includes(n));
  if (other) return other;
  return rest
    .replace(new RegExp(SPACE_NAME, 'gu'), ' ')
    .replace(/(?<![\p{L}])(?:l|d|qu|n)['’]/gu, ' ')
    .replace(WORDS, ' ')
    .replace(/[?!.:;,()$+=⊥⊕{}⊂⊆-]|\\subset(?:eq)?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const tuple = (v: Q[]): string => `(${v.map((x) => x.toString()).join(', ')})`;
const list = (vs: Q[][]): string => vs.map(tuple).join(', ');
const span = (vs: Q[][]): Text => text(`span{${list(vs)}}`, `Vect(${list(vs)})`);
const num = (vs: Q[][]): number[][] => vs.map((v) => v.map((x) => x.toNumber()));
const dot = (a: Q[], b: Q[]): Q => a.reduce((acc, x, i) => acc.add(x.mul(b[i])), Q.ZERO);

/** The step that gives a basis of one subspace from the way it was written. */
function basisStep(sp: Subspace, fresh: boolean): StepDraft[] {
  const b = list(sp.basis);
  const d = sp.basis.length;
  const intro = fresh ? text(`Call ${sp.name} this subspace. `, `Notons ${sp.name} ce sous-espace. `) : text('', '');
  const g = sp.given;
  const body =
    g.kind === 'equations'
      ? text(
          `${sp.name} is the set of solutions of its equations, the kernel of ${toAscii(g.rows)}: each free unknown set to 1 in turn, the others to 0, gives the basis ${b}, so dim ${sp.name} = ${sp.n} − ${rank(g.rows)} = ${d}.`,
          `${sp.name} est l'ensemble des solutions de ses équations, le noyau de ${toAscii(g.rows)} : chaque inconnue libre prise égale à 1 à tour de rôle, les autres à 0, donne la base ${b}, donc dim ${sp.name} = ${sp.n} − ${rank(g.rows)} = ${d}.`,
        )
      : g.kind === 'parameters'
        ? text(
            `Each vector of ${sp.name} is a combination of ${list(g.vectors)}, one per parameter; keeping those that raise the rank gives the basis ${b}: dim ${sp.name} = ${d}.`,
            `Chaque vecteur de ${sp.name} est combinaison de ${list(g.vectors)}, un par paramètre ; garder ceux qui augmentent le rang donne la base ${b} : dim ${sp.name} = ${d}.`,
          )
        : text(
            `${sp.name} is spanned by ${list(g.vectors)}; keeping the vectors that raise the rank gives the basis ${b}: dim ${sp.name} = ${d}.`,
            `${sp.name} est engendré par ${list(g.vectors)} ; garder les vecteurs qui augmentent le rang donne la base ${b} : dim ${sp.name} = ${d}.`,
          );
  const step: StepDraft = { title: text(`A basis of ${sp.name}`, `Une base de ${sp.name}`), explanation: text(intro.en + body.en, intro.fr + body.fr) };
  return d > 0 ? spanStep(step, sp.name, sp.basis) : [step];
}

/** The basis read checks against what was written: equations solved, count n − rank, independence. */
function basisChecks(sp: Subspace): boolean {
  const independent = sp.basis.length === 0 || numericRank(num(sp.basis)) === sp.basis.length;
  const g = sp.given;
  if (g.kind === 'equations') {
    const solves = sp.basis.every((v) => g.rows.every((r) => Math.abs(r.reduce((acc, c, i) => acc + c.toNumber() * v[i].toNumber(), 0)) < 1e-9));
    return independent && solves && numericRank(num(g.rows)) + sp.basis.length === sp.n;
  }
  return independent && numericRank(num(g.vectors)) === sp.basis.length;
}

/** The rank of both bases together, their vectors as columns. */
const rankFormula = (f: Subspace, g: Subspace, r: number): string => `\\operatorname{rank}${toLatex(transpose([...f.basis, ...g.basis]))} = ${r}`;

const yesNo = (yes: boolean): Outcome['answer'] => ({
  kind: 'bool',
  value: yes ? 'True' : 'False',
  latex: yes ? '\\text{True}' : '\\text{False}',
  words: yes ? text('yes', 'oui') : text('no', 'non'),
});

const CHECKED = text(
  'Checked: each basis agrees with the way its subspace was written (equations solved, as many vectors as n − rank), and the ranks recomputed in floating point agree with the exact ones.',
  "Vérifié : chaque base est conforme à l'écriture de son sous-espace (équations vérifiées, autant de vecteurs que n − rang), et les rangs recalculés en virgule flottante concordent avec les rangs exacts.",
);

function pairOutcome(kind: 'supplementary' | 'direct', f: Subspace, g: Subspace, n: number, fresh: Set<string>): Outcome {
  const both = independentOf([...f.basis, ...g.basis]);
  const df = f.basis.length;
  const dg = g.basis.length;
  const isDirect = both.length === df + dg;
  const yes = kind === 'direct' ? isDirect : isDirect && both.length === n;
  const witness = isDirect ? [] : intersectionBasis(f.basis, g.basis);
  const verified =
    basisChecks(f) &&
    basisChecks(g) &&
    numericRank(num([...f.basis, ...g.basis])) === both.length &&
    witness.every((w) => numericRank(num([...f.basis, w])) === df && numericRank(num([...g.basis, w])) === dg);
  const [F, G] = [f.name, g.name];
  const rule =
    kind === 'direct'
      ? text(
          `The sum ${F} + ${G} is direct when ${F} ∩ ${G} = {0}, that is when the two bases together stay independent: rank = dim ${F} + dim ${G}.`,
          `La somme ${F} + ${G} est directe quand ${F} ∩ ${G} = {0}, c'est-à-dire quand les deux bases réunies restent libres : rang = dim ${F} + dim ${G}.`,
        )
      : text(
          `${F} and ${G} are supplementary in R^${n} when their bases together form a basis of R^${n}: dim ${F} + dim ${G} = ${n} and rank ${n}.`,
          `${F} et ${G} sont supplémentaires dans R^${n} quand leurs bases réunies forment une base de R^${n} : dim ${F} + dim ${G} = ${n} et rang ${n}.`,
        );
  const found = text(
    `dim ${F} + dim ${G} = ${df} + ${dg} = ${df + dg}; the ${df + dg} vectors together have rank ${both.length}.`,
    `dim ${F} + dim ${G} = ${df} + ${dg} = ${df + dg} ; les ${df + dg} vecteurs réunis sont de rang ${both.length}.`,
  );
  const steps: StepDraft[] = [
    ...[f, g].flatMap((x) => basisStep(x, fresh.has(x.name))),
    {
      title: text('Gather the two bases', 'Réunir les deux bases'),
      explanation: text(`${rule.en} ${found.en}`, `${rule.fr} ${found.fr}`),
      formula: rankFormula(f, g, both.length),
    },
  ];
  if (witness.length > 0) {
    steps.push({
      title: text(`A nonzero vector of ${F} ∩ ${G}`, `Un vecteur non nul de ${F} ∩ ${G}`),
      explanation: text(
        `A relation between the two bases gives ${tuple(witness[0])}, which lies in both ${F} and ${G}: ${F} ∩ ${G} ≠ {0}.`,
        `Une relation entre les deux bases donne ${tuple(witness[0])}, qui est à la fois dans ${F} et dans ${G} : ${F} ∩ ${G} ≠ {0}.`,
      ),
    });
  }
  let finalAnswer: Text;
  if (kind === 'direct') {
    finalAnswer = yes
      ? text(`Yes: the sum ${F} + ${G} is direct (${F} ∩ ${G} = {0}).`, `Oui : la somme ${F} + ${G} est directe (${F} ∩ ${G} = {0}).`)
      : text(`No: ${tuple(witness[0] ?? [])} ≠ 0 lies in ${F} ∩ ${G}, so the sum is not direct.`, `Non : ${tuple(witness[0] ?? [])} ≠ 0 est dans ${F} ∩ ${G}, donc la somme n'est pas directe.`);
  } else if (yes) {
    finalAnswer = text(`Yes: ${F} ⊕ ${G} = R^${n}.`, `Oui : ${F} ⊕ ${G} = R^${n}.`);
  } else {
    const why = !isDirect
      ? text(`${F} ∩ ${G} ≠ {0}`, `${F} ∩ ${G} ≠ {0}`)
      : text(`dim(${F} + ${G}) = ${both.length} < ${n}`, `dim(${F} + ${G}) = ${both.length} < ${n}`);
    finalAnswer = text(`No: ${F} and ${G} are not supplementary in R^${n} (${why.en}).`, `Non : ${F} et ${G} ne sont pas supplémentaires dans R^${n} (${why.fr}).`);
  }
  return { method: 'vectors.subspace_pair', category: 'matrix', steps, answer: yesNo(yes), finalAnswer, verified, verification: verified ? CHECKED : undefined };
}

/** F + G or F ∩ G: a basis and the dimension, or whether F + G is the whole space. */
function sumOrIntersectionOutcome(a: Extract<Asked, { kind: 'sum' | 'intersection' }>, f: Subspace, g: Subspace, fresh: Set<string>): Outcome | null {
  const both = independentOf([...f.basis, ...g.basis]);
  const df = f.basis.length;
  const dg = g.basis.length;
  const dimCap = df + dg - both.length;
  const sum = a.kind === 'sum';
  const capBasis = sum ? [] : intersectionBasis(f.basis, g.basis);
  if (!sum && capBasis.length !== dimCap) return null;
  const basis = sum ? both : capBasis;
  const name = sum ? `${f.name} + ${g.name}` : `${f.name} ∩ ${g.name}`;
  const dim = basis.length;
  // the basis of {0} is empty: nothing to write as a matrix
  if (a.basis && !a.whole && dim === 0) return null;
  const inSpan = (vs: Q[][], v: Q[]): boolean => numericRank(num([...vs, v])) === numericRank(num(vs));
  const verified =
    basisChecks(f) && basisChecks(g) && numericRank(num([...f.basis, ...g.basis])) === both.length && capBasis.every((v) => inSpan(f.basis, v) && inSpan(g.basis, v));
  const steps: StepDraft[] = [
    ...[f, g].flatMap((x) => basisStep(x, fresh.has(x.name))),
    {
      title: text(`Gather both bases: ${f.name} + ${g.name}`, `Réunir les deux bases : ${f.name} + ${g.name}`),
      explanation: text(
        `${f.name} + ${g.name} is spanned by the vectors of both bases; their rank is ${both.length}.`,
        `${f.name} + ${g.name} est engendré par les vecteurs des deux bases ; leur rang est ${both.length}.`,
      ),
      formula: rankFormula(f, g, both.length),
    },
  ];
  if (!sum) {
    steps.push({
      title: text("Grassmann's formula", 'Formule de Grassmann'),
      explanation: text(
        `dim(${name}) = dim ${f.name} + dim ${g.name} − dim(${f.name} + ${g.name}) = ${df} + ${dg} − ${both.length} = ${dimCap}; a relation a₁f₁ + … = b₁g₁ + … between the bases gives its vectors: ${list(capBasis) || '{0}'}.`,
        `dim(${name}) = dim ${f.name} + dim ${g.name} − dim(${f.name} + ${g.name}) = ${df} + ${dg} − ${both.length} = ${dimCap} ; une relation a₁f₁ + … = b₁g₁ + … entre les bases en donne les vecteurs : ${list(capBasis) || '{0}'}.`,
      ),
    });
  }
  const check = verified ? CHECKED : undefined;
  if (a.whole) {
    const yes = both.length === f.n;
    return {
      method: 'vectors.subspace_pair',
      category: 'matrix',
      steps,
      answer: yesNo(yes),
      finalAnswer: yes
        ? text(`Yes: dim(${name}) = ${f.n}, so ${name} = R^${f.n}.`, `Oui : dim(${name}) = ${f.n}, donc ${name} = R^${f.n}.`)
        : text(`No: dim(${name}) = ${both.length} < ${f.n}.`, `Non : dim(${name}) = ${both.length} < ${f.n}.`),
      verified,
      verification: check,
    };
  }
  const parts: Text[] = [];
  if (a.basis) parts.push(text(`basis: ${list(basis)}`, `base : ${list(basis)}`));
  parts.push(text(`dim(${name}) = ${dim}`, `dim(${name}) = ${dim}`));
  return {
    method: 'vectors.subspace_pair',
    category: 'matrix',
    steps,
    answer: a.basis
      ? { kind: 'matrix', value: toAscii(transpose(basis)), latex: toLatex(transpose(basis)), words: span(basis) }
      : { kind: 'expr', value: String(dim), latex: String(dim), words: text(String(dim), String(dim)) },
    finalAnswer: text(parts.map((p) => p.en).join('; '), parts.map((p) => p.fr).join(' ; ')),
    verified,
    verification: check,
  };
}

/** F⊥: the span of F's equations' rows, or the solutions of f · x = 0 for a basis of F. */
function complementBasis(f: Subspace): Q[][] {
  if (f.given.kind === 'equations') return independentOf(f.given.rows);
  if (f.basis.length === 0) return Array.from({ length: f.n }, (_, i) => Array.from({ length: f.n }, (_, j) => (i === j ? Q.ONE : Q.ZERO)));
  return solutions(f.basis);
}

/**
 * The solutions of rows · x = 0, each free unknown set to 1 in turn and the others to 0, kept as they
 * come (−11/7, −5/7, 1): the basis a course and a calculator write.
 */
function solutions(rows: Mat): Q[][] {
  const n = rows[0].length;
  const red = rowReduce(rows, { full: true });
  const pivots = red.pivotColumns;
  return [...Array(n).keys()]
    .filter((j) => !pivots.includes(j))
    .map((f) => {
      const v: Q[] = new Array<Q>(n).fill(Q.ZERO);
      v[f] = Q.ONE;
      pivots.forEach((c, i) => (v[c] = red.result[i][f].neg()));
      return v;
    });
}

function complementOutcome(f: Subspace, what: 'basis' | 'dimension' | 'equation', fresh: boolean): Outcome | null {
  const perp = complementBasis(f);
  if (perp.length === 0) return null;
  // one equation describes F⊥ only when F is a line: F⊥ = {x : d · x = 0}
  if (what === 'equation') return f.basis.length === 1 ? hyperplaneOutcome(f, perp, fresh) : null;
  const P = `${f.name}⊥`;
  const d = perp.length;
  const verified =
    basisChecks(f) &&
    perp.every((w) => f.basis.every((v) => Math.abs(dot(v, w).toNumber()) < 1e-9)) &&
    numericRank(num(perp)) === d &&
    d + f.basis.length === f.n;
  const method =
    f.given.kind === 'equations'
      ? text(
          `${f.name} is the set of the vectors orthogonal to the rows of its equations, ${list(f.given.rows)}: ${P} is spanned by those rows; keeping the independent ones gives ${list(perp)}.`,
          `${f.name} est l'ensemble des vecteurs orthogonaux aux lignes de ses équations, ${list(f.given.rows)} : ${P} est engendré par ces lignes ; garder celles qui sont indépendantes donne ${list(perp)}.`,
        )
      : text(
          `x ∈ ${P} when x is orthogonal to each vector of a basis of ${f.name}: the system ${f.basis.map((v) => `${tuple(v)} · x = 0`).join(', ')}, solved with each free unknown set to 1 in turn, gives ${list(perp)}.`,
          `x ∈ ${P} quand x est orthogonal à chaque vecteur d'une base de ${f.name} : le système ${f.basis.map((v) => `${tuple(v)} · x = 0`).join(', ')}, résolu en prenant chaque inconnue libre égale à 1 à tour de rôle, donne ${list(perp)}.`,
        );
  const steps: StepDraft[] = [
    ...basisStep(f, fresh),
    ...spanStep({ title: text(`The vectors orthogonal to ${f.name}`, `Les vecteurs orthogonaux à ${f.name}`), explanation: method }, `${f.name}^{\\perp}`, perp),
    {
      title: text('Count', 'Compter'),
      explanation: text(`dim ${P} = ${f.n} − dim ${f.name} = ${f.n} − ${f.basis.length} = ${d}.`, `dim ${P} = ${f.n} − dim ${f.name} = ${f.n} − ${f.basis.length} = ${d}.`),
    },
  ];
  const sp = span(perp);
  return {
    method: 'vectors.orthogonal_complement',
    category: 'matrix',
    steps,
    answer:
      what === 'dimension'
        ? { kind: 'expr', value: String(d), latex: String(d), words: text(String(d), String(d)) }
        : { kind: 'matrix', value: toAscii(transpose(perp)), latex: toLatex(transpose(perp)), words: sp },
    finalAnswer: what === 'dimension' ? text(`dim ${P} = ${d}`, `dim ${P} = ${d}`) : text(`${P} = ${sp.en}; dim ${P} = ${d}`, `${P} = ${sp.fr} ; dim ${P} = ${d}`),
    verified,
    verification: verified
      ? text(
          `Checked: each vector found is orthogonal to every basis vector of ${f.name}, they are independent, and dim ${f.name} + dim ${P} = ${f.n}.`,
          `Vérifié : chaque vecteur trouvé est orthogonal à chaque vecteur de la base de ${f.name}, ils sont libres, et dim ${f.name} + dim ${P} = ${f.n}.`,
        )
      : undefined,
  };
}

/**
 * A supplement of F: F's basis completed into a basis of ℝⁿ by the vectors of the canonical basis
 * that raise the rank, the way a course does it. It is one supplement among infinitely many, so the
 * answer says so; the check is the definition itself — F ∩ G = {0} and dim F + dim G = n.
 */
function supplementOutcome(f: Subspace, name: string, fresh: boolean): Outcome | null {
  const n = f.n;
  if (f.basis.length === 0 || f.basis.length === n) return null;
  const canonical = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? Q.ONE : Q.ZERO)));
  const completed = independentOf([...f.basis, ...canonical]);
  const g = completed.slice(f.basis.length);
  const chosen = g.map((v) => `e${v.findIndex((x) => !x.isZero()) + 1}`).join(', ');
  const verified = basisChecks(f) && numericRank(num([...f.basis, ...g])) === n && f.basis.length + g.length === n && numericRank(num(g)) === g.length;
  const sp = span(g);
  const steps: StepDraft[] = [
    ...basisStep(f, fresh),
    {
      title: text('Complete the basis', 'Compléter la base'),
      explanation: text(
        `A supplement of ${f.name} is spanned by vectors that complete a basis of ${f.name} into a basis of R^${n}. Adding the canonical vectors e1, …, e${n} one by one and keeping those that raise the rank keeps ${chosen}.`,
        `Un supplémentaire de ${f.name} est engendré par des vecteurs qui complètent une base de ${f.name} en une base de R^${n}. Ajouter un à un les vecteurs canoniques e1, …, e${n} en gardant ceux qui augmentent le rang garde ${chosen}.`,
      ),
      formula: `\\operatorname{rank}${toLatex(transpose([...f.basis, ...g]))} = ${n}`,
    },
    {
      title: text('Conclude', 'Conclure'),
      explanation: text(
        `With ${name} = ${sp.en}: the ${n} vectors together are independent, so ${f.name} ∩ ${name} = {0}, and dim ${f.name} + dim ${name} = ${f.basis.length} + ${g.length} = ${n}: ${f.name} ⊕ ${name} = R^${n}. A supplement is not unique: any vectors completing the basis of ${f.name} give another one.`,
        `Avec ${name} = ${sp.fr} : les ${n} vecteurs réunis sont libres, donc ${f.name} ∩ ${name} = {0}, et dim ${f.name} + dim ${name} = ${f.basis.length} + ${g.length} = ${n} : ${f.name} ⊕ ${name} = R^${n}. Un supplémentaire n'est pas unique : tout choix de vecteurs complétant la base de ${f.name} en donne un autre.`,
      ),
    },
  ];
  return {
    method: 'vectors.supplement',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value: toAscii(transpose(g)), latex: toLatex(transpose(g)), words: sp },
    finalAnswer: text(`${name} = ${sp.en} is a supplement of ${f.name}: ${f.name} ⊕ ${name} = R^${n}`, `${name} = ${sp.fr} est un supplémentaire de ${f.name} : ${f.name} ⊕ ${name} = R^${n}`),
    verified,
    verification: verified
      ? text(
          `Checked in floating point: the basis of ${f.name} and that of ${name} together have rank ${n}, so ${f.name} ∩ ${name} = {0} and dim ${f.name} + dim ${name} = ${n}.`,
          `Vérifié en virgule flottante : la base de ${f.name} et celle de ${name} réunies sont de rang ${n}, donc ${f.name} ∩ ${name} = {0} et dim ${f.name} + dim ${name} = ${n}.`,
        )
      : undefined,
  };
}

/** The usual names of the coordinates of ℝⁿ, for an equation. */
const coordinateNames = (n: number): string[] => (n === 2 ? ['x', 'y'] : n === 3 ? ['x', 'y', 'z'] : n === 4 ? ['x', 'y', 'z', 't'] : Array.from({ length: n }, (_, i) => `x${i + 1}`));

/** D⊥ for a line D = span(d): the hyperplane d · x = 0, checked against the basis found for D⊥. */
function hyperplaneOutcome(f: Subspace, perp: Q[][], fresh: boolean): Outcome {
  const d = f.basis[0];
  const names = coordinateNames(f.n);
  const form = { coeffs: new Map(names.map((v, i) => [v, d[i]] as [string, Q])), constant: Q.ZERO };
  const ascii = `${formToAscii(form, names)} = 0`;
  const latex = `${formToLatex(form, names)} = 0`;
  const P = `${f.name}⊥`;
  // apart from the equation: each vector of the basis of F⊥ solves it, they are n − 1 and independent
  const verified = basisChecks(f) && perp.every((w) => Math.abs(dot(d, w).toNumber()) < 1e-9) && numericRank(num(perp)) === f.n - 1;
  return {
    method: 'vectors.orthogonal_complement',
    category: 'matrix',
    steps: [
      ...basisStep(f, fresh),
      {
        title: text(`The vectors orthogonal to ${f.name}`, `Les vecteurs orthogonaux à ${f.name}`),
        explanation: text(
          `x ∈ ${P} when x is orthogonal to the direction ${tuple(d)} of ${f.name}: ${tuple(d)} · x = 0, the equation of a hyperplane (a plane in R³) with normal vector ${tuple(d)}.`,
          `x ∈ ${P} quand x est orthogonal au vecteur directeur ${tuple(d)} de ${f.name} : ${tuple(d)} · x = 0, l'équation d'un hyperplan (un plan dans R³) de vecteur normal ${tuple(d)}.`,
        ),
        formula: `${f.name}^{\\perp} : ${latex}`,
      },
    ],
    answer: { kind: 'expr', value: ascii, latex, words: text(ascii, ascii) },
    finalAnswer: text(`${P}: ${ascii}`, `${P} : ${ascii}`),
    verified,
    verification: verified
      ? text(
          `Checked: the basis ${list(perp)} of ${P}, found by solving the system, satisfies the equation, and dim ${P} = ${f.n} − 1.`,
          `Vérifié : la base ${list(perp)} de ${P}, trouvée en résolvant le système, vérifie l'équation, et dim ${P} = ${f.n} − 1.`,
        )
      : undefined,
  };
}

/** The projection onto the span of a basis: W (WᵀW)⁻¹ Wᵀ v; onto F⊥, v minus the projection onto F. */
function project(f: Subspace, v: Q[], complement: boolean): { p: Q[]; onF: Q[]; c: Q[] } | null {
  if (v.length !== f.n || f.basis.length === 0) return null;
  const W: Mat = transpose(f.basis);
  const gInv = inverse(mul(transpose(W), W)).inverse;
  if (!gInv) return null;
  const c = mul(gInv, mul(transpose(W), v.map((x) => [x]))).map((r) => r[0]);
  const onF = mul(W, c.map((x) => [x])).map((r) => r[0]);
  return { p: complement ? v.map((x, i) => x.sub(onF[i])) : onF, onF, c };
}

function projectionOutcome(f: Subspace, v: Q[], complement: boolean, fresh: boolean): Outcome | null {
  const proj = project(f, v, complement);
  if (!proj) return null;
  const { p, onF, c } = proj;
  const target = complement ? `${f.name}⊥` : f.name;
  // apart from the formula: v − p orthogonal to the target, p in it (p ⊥ F for the complement)
  const e = v.map((x, i) => x.toNumber() - p[i].toNumber());
  const pn = p.map((x) => x.toNumber());
  const orth = (a: number[], b: Q[]): boolean => Math.abs(b.reduce((acc, x, i) => acc + x.toNumber() * a[i], 0)) < 1e-9;
  const verified = basisChecks(f) && (complement ? f.basis.every((b) => orth(pn, b)) && numericRank([...num(f.basis), e]) === f.basis.length : f.basis.every((b) => orth(e, b)) && numericRank([...num(f.basis), pn]) === f.basis.length);
  const col = (w: Q[]): string => toLatex(w.map((x) => [x]));
  const steps: StepDraft[] = [
    ...basisStep(f, fresh),
    {
      title: text(`The projection onto ${f.name}`, `Le projeté sur ${f.name}`),
      explanation: text(
        `With the basis of ${f.name} as the columns of W, the projection of v is W c where (WᵀW) c = Wᵀ v: c = ${tuple(c)}.`,
        `Avec la base de ${f.name} en colonnes de W, le projeté de v est W c où (WᵀW) c = Wᵀ v : c = ${tuple(c)}.`,
      ),
      formula: `p_{${f.name}}(v) = ${col(onF)}`,
    },
  ];
  if (complement) {
    steps.push({
      title: text(`The projection onto ${target}`, `Le projeté sur ${target}`),
      explanation: text(`v = p_${f.name}(v) + p_${target}(v), so p_${target}(v) = v − p_${f.name}(v).`, `v = p_${f.name}(v) + p_${target}(v), donc p_${target}(v) = v − p_${f.name}(v).`),
      formula: `p_{${f.name}^{\\perp}}(v) = ${col(v)} - ${col(onF)} = ${col(p)}`,
    });
  }
  return {
    method: 'vectors.subspace_projection',
    category: 'matrix',
    steps,
    answer: { kind: 'matrix', value: `[${p.map((x) => `[${x.toString()}]`).join(', ')}]`, latex: col(p), words: text(tuple(p), tuple(p)) },
    finalAnswer: text(`p = ${tuple(p)}`, `p = ${tuple(p)}`),
    verified,
    verification: verified
      ? text(
          `Checked in floating point: v − p is orthogonal to ${target} and p lies in ${target}.`,
          `Vérifié en virgule flottante : v − p est orthogonal à ${target} et p est dans ${target}.`,
        )
      : undefined,
  };
}

/** An orthonormal (or orthogonal) basis of F or F⊥: a basis of it, then the Gram–Schmidt process. */
function orthonormalOutcome(f: Subspace, complement: boolean, normalise: boolean, fresh: boolean): Outcome | null {
  const basis = complement ? complementBasis(f) : f.basis;
  if (basis.length < 2) return null;
  const target = complement ? `${f.name}⊥` : f.name;
  const family = basis.map(tuple).join(', ');
  const o = gramSchmidtOutcome(`Apply the Gram-Schmidt process to ${family} to get an ${normalise ? 'orthonormal' : 'orthogonal'} basis`);
  if (!o) return null;
  const first: StepDraft[] = complement
    ? [
        ...basisStep(f, fresh),
        {
          title: text(`A basis of ${target}`, `Une base de ${target}`),
          explanation: text(`The vectors orthogonal to ${f.name}: ${family}.`, `Les vecteurs orthogonaux à ${f.name} : ${family}.`),
        },
      ]
    : basisStep(f, fresh);
  const verified = o.verified && basisChecks(f) && (!complement || basis.every((w) => f.basis.every((v) => dot(v, w).isZero())));
  return { ...o, steps: [...first, ...o.steps], verified, verification: verified ? o.verification : undefined };
}

/** The distance from v to F (or F⊥): the length of v minus its projection. */
function distanceOutcome(f: Subspace, v: Q[], complement: boolean, fresh: boolean): Outcome | null {
  const proj = projectionOutcome(f, v, complement, fresh);
  const p = project(f, v, complement)?.p;
  if (!proj || !p) return null;
  const e = v.map((x, i) => x.sub(p[i]));
  const squared = dot(e, e);
  const root = surdOf(squared);
  const value = squared.isZero() ? { ascii: '0', latex: '0' } : root ? surdEntry(root.a, root.b) : { ascii: `sqrt(${squared.toString()})`, latex: `\\sqrt{${squared.toLatex()}}` };
  const target = complement ? `${f.name}⊥` : f.name;
  // apart from the formula: the squared distance is ‖v‖² − ‖p‖² (Pythagoras, p ⊥ v − p)
  const pythagoras = Math.abs(dot(v, v).toNumber() - dot(p, p).toNumber() - squared.toNumber()) < 1e-9;
  const verified = proj.verified && pythagoras;
  return {
    method: 'vectors.subspace_distance',
    category: 'matrix',
    steps: [
      ...proj.steps,
      {
        title: text('The distance', 'La distance'),
        explanation: text(
          `d(v, ${target}) = ‖v − p‖ with v − p = ${tuple(e)}: ‖v − p‖² = ${squared.toString()}.`,
          `d(v, ${target}) = ‖v − p‖ avec v − p = ${tuple(e)} : ‖v − p‖² = ${squared.toString()}.`,
        ),
        formula: `d(v, ${complement ? `${f.name}^{\\perp}` : f.name}) = ${value.latex}`,
      },
    ],
    answer: { kind: 'expr', value: value.ascii, latex: value.latex, words: text(value.ascii, value.ascii) },
    finalAnswer: text(`d(v, ${target}) = ${value.ascii}`, `d(v, ${target}) = ${value.ascii}`),
    verified,
    verification: verified
      ? text('Checked: ‖v‖² = ‖p‖² + d², p orthogonal to v − p, and p in the subspace.', 'Vérifié : ‖v‖² = ‖p‖² + d², p orthogonal à v − p, et p dans le sous-espace.')
      : undefined,
  };
}

/** Undefined when the text asks none of these questions; throws a refusal naming what was not read. */
export function subspaceQuestionOutcome(raw: string): Outcome | null | undefined {
  // a cheap test first: none of the words of these questions, nothing to do; a sum or an intersection
  // only beside a word or notation of subspaces
  const strong = /⊥|⊕|\\perp|\\oplus|orthogona|orthonorm|gram|suppl[ée]ment|compl[ée]ment|direct|distance/iu.test(raw);
  const spaces = /span|vect|\{|⟨|\\langle|plane?|droite|line|sub-?space|sous[- ]espace|set\s+of|ensemble|engendr|spanned|generated|g[ée]n[ée]r/iu.test(raw);
  if (!strong && !(spaces && /\+|∩|\\cap|inter/iu.test(raw))) return undefined;
  const prepared = prepareSubspaceText(raw);
  const vectors = namedVectors(prepared) ?? new Map<string, Q[]>();
  // the orthogonal of one vector (v⊥, "the orthogonal complement of v = (3, 1, 2)") is that of its line
  const s = prepared
    .replace(/(?<![\p{L}\d])([a-z]\d?)\s*⊥/gu, (m, v: string) => (vectors.has(v) ? `span{${v}}⊥` : m))
    .replace(new RegExp(String.raw`(${COMPLEMENT_OF.source})(?:the\s+vector\s+|le\s+vecteur\s+)?((?:[a-z]\d?\s*=\s*)?${TUPLE})`, 'gu'), '$1span{$2}');
  const sk = skeleton(s);
  if (sk.spaces.size === 0) return undefined;
  const q = asked(sk, vectors);
  if (!q) return undefined;
  const a = q.asked;
  // two spans, or sets given by equations: the sum and intersection methods of spanSum.ts and
  // subspaceEquations.ts answer them as they always have
  if ((a.kind === 'sum' || a.kind === 'intersection') && (spanSumOutcome(raw) || subspaceEquationsOutcome(raw))) return undefined;
  // "find a supplementary of F": a question about one subspace, not about a pair
  if ((a.kind === 'supplementary' || a.kind === 'direct') && !a.pair && sk.spaces.size < 2) return undefined;
  const rest = leftover(sk, q.phrases, 'pair' in a ? (a.pair ?? [...sk.spaces.keys()]) : a.kind === 'supplement' && a.name ? [a.name] : []);
  if (/[\p{L}\d]/u.test(rest)) throw unread(rest.length > 60 ? `${rest.slice(0, 57)}…` : rest);
  const get = (name: string): Subspace => {
    const sp = sk.spaces.get(name);
    if (!sp) throw unread(name);
    if (sk.twice.has(name)) throw ambiguous(name);
    if (sp.affine) throw notSubspace(sk.fresh.has(name) ? '?' : name);
    return sp;
  };
  if (a.kind === 'supplement') return supplementOutcome(get(a.target), a.name ?? freshName(new Set(sk.spaces.keys())), sk.fresh.has(a.target));
  if (a.kind === 'complement') return complementOutcome(get(a.target), a.what, sk.fresh.has(a.target));
  if (a.kind === 'projection') return projectionOutcome(get(a.target), a.vector, a.complement, sk.fresh.has(a.target));
  if (a.kind === 'distance') return distanceOutcome(get(a.target), a.vector, a.complement, sk.fresh.has(a.target));
  if (a.kind === 'orthonormal') return orthonormalOutcome(get(a.target), a.complement, a.normalise, sk.fresh.has(a.target));
  if (!a.pair) throw unread([...sk.spaces.keys()].join(', '));
  const [f, g] = a.pair.map(get);
  if (a.kind === 'sum' || a.kind === 'intersection') {
    if (f === g || f.n !== g.n) return null;
    return sumOrIntersectionOutcome(a, f, g, sk.fresh);
  }
  const sizes = new Set([f.n, g.n, ...[...sk.text.matchAll(new RegExp(rn('k'), 'gu'))].map((m) => Number(m.groups?.k))]);
  if (sizes.size !== 1 || f === g) return null;
  return pairOutcome(a.kind, f, g, f.n, sk.fresh);
}

/** True when these questions claim the text (answered or refused): the general readers leave it alone. */
export function claimsSubspaceQuestion(s: string): boolean {
  try {
    return subspaceQuestionOutcome(s) !== undefined;
  } catch (e) {
    if (e instanceof SolverError) return true;
    throw e;
  }
}

export const subspaceQuestionStrategy: Strategy = {
  name: 'vectors.subspace_questions',
  solve: (problem) => subspaceQuestionOutcome(problem.text) ?? null,
};
