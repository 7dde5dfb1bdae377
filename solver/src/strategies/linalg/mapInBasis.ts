import type { Outcome } from '../../strategy';
import { Q } from '../../cas/rational';
import type { Mat } from './matrix';
import { changeOfBasisOutcome } from './changeOfBasis';
import { FILLER } from './matrixRecognize';
import type { MapMatrix } from './linearMap';

/** One vector of numbers in brackets: "(1, -1)", "(2; 0; 1)". */
const VECTOR = String.raw`\(\s*-?\d+(?:\/\d+)?(?:\s*[,;]\s*-?\d+(?:\/\d+)?)+\s*\)`;
/** The new basis written out, in its own brackets or not, with its name when it has one. */
const BASIS_LIST = String.raw`(?:([A-Z](?:['’]|_?\d)?)\s*=\s*)?(\(?\s*${VECTOR}(?:\s*,\s*${VECTOR})+\s*\)?|\{\s*${VECTOR}(?:\s*,\s*${VECTOR})+\s*\})`;
/** "in the basis", « dans la base », "with respect to the basis", « relativement à la base ». */
const IN = String.raw`(?:in|with\s+respect\s+to|relative\s+to|w\.r\.t\.?|dans|relativement\s+[àa]|par\s+rapport\s+[àa]|sur)\s+(?:the\s+|la\s+|a\s+)?(?:new\s+|nouvelle\s+)?(?:basis|base)`;
/** The matrix of the map asked in the basis, the basis given there or by its name. */
/** (the map's formula written right after the word, « la matrice de l'application f(x, y) = … dans la base B », reaches here as A = [[…]]) */
const ASKED = new RegExp(
  String.raw`(?:matrix|matrice)\s+(?:(?:of|de)\s+)?(?:l['’]\s*(?:application(?:\s+lin[ée]aire)?|endomorphisme)\s+|the\s+(?:linear\s+)?(?:map|transformation|operator)\s+)?A(?:\s*=\s*\[\[[^\]]*\](?:\s*,\s*\[[^\]]*\])*\])?\s+${IN}\s*(?:${BASIS_LIST}|([A-Z](?:['’]|_?\d)?)(?![\p{L}\d]))`,
  'iu',
);

/** ℝ³, R^3, \\mathbb{R}^3, and "f: R^3 → R^3": the space the map acts on, already known from its formula. */
const SPACES = /(?:[a-zA-Z]\s*:\s*)?(?:\\mathbb\s*\{?R\}?|ℝ|(?<![\p{L}])I?R)\s*(?:\^\s*\{?\d\}?|[²³]|\d)?(?:\s*(?:→|->|\\to|\\rightarrow)\s*(?:\\mathbb\s*\{?R\}?|ℝ|(?<![\p{L}])I?R)\s*(?:\^\s*\{?\d\}?|[²³]|\d)?)?/gu;
/** What the map is called around its formula: « l'endomorphisme de ℝ³ défini par », 'the linear operator given by'. */
const MAP_WORDS =
  /(?<![\p{L}])(?:l['’]\s*)?(?:endomorphisme|endomorphism|application(?:\s+lin[ée]aire)?|linear\s+(?:map|transformation|operator)|operator|op[ée]rateur|transformation(?:\s+lin[ée]aire)?|d[ée]finie?\s+par|defined\s+by|given\s+by|donn[ée]e?\s+par|on|sur|of|de|by|par|dans|into|to|the|new|nouvelle|suivante?|following|standard|canonique|basis|base)(?![\p{L}])/giu;

/** "[T]_B", "[f]_{B'}": the matrix of the map in a basis given under that name. */
const BRACKETS = /\[\s*[A-Za-z]\s*\]_\{?\s*([A-Z](?:['’]|_?\d)?)\s*\}?/u;

function vectors(list: string): Mat {
  return [...list.matchAll(new RegExp(VECTOR, 'g'))].map((m) =>
    m[0]
      .replace(/[()]/g, '')
      .split(/[,;]/)
      .map((e) => Q.parse(e.trim()) ?? Q.ZERO),
  );
}

/**
 * The matrix of an endomorphism in another basis ("the matrix of f in the basis B' = ((1, 1), (1, −1))",
 * « la matrice de f dans la base B' »): M' = P⁻¹ M P, P holding the new basis vectors as columns.
 * Null when the text asks anything else, or the vectors are no basis of the map's space.
 */
export function mapInBasisOutcome(map: MapMatrix): Outcome | null {
  const bracket = BRACKETS.exec(map.text);
  const asked: Array<string | undefined> | null = ASKED.exec(map.text) ?? (bracket && [bracket[0], undefined, undefined, bracket[1]]);
  const whole = asked?.[0];
  if (!asked || !whole) return null;
  let rest = map.text.replace(whole, ' ');
  let list = asked[2];
  if (!list) {
    // the basis named where it is asked: its vectors are those given under that name
    const name = (asked[3] ?? '').replace(/[’]/g, "'");
    const def = new RegExp(String.raw`${name.replace(/[']/g, "['’]")}\s*=\s*(\(?\s*${VECTOR}(?:\s*,\s*${VECTOR})+\s*\)?|\{\s*${VECTOR}(?:\s*,\s*${VECTOR})+\s*\})`, 'u').exec(rest);
    if (!def) return null;
    list = def[1];
    rest = rest.replace(def[0], ' ');
  }
  const leftover = rest
    .replace(/A\s*=\s*\[\[[^\]]*\](?:\s*,\s*\[[^\]]*\])*\]/u, ' ')
    .replace(SPACES, ' ')
    .replace(MAP_WORDS, ' ')
    .replace(FILLER, ' ')
    .replace(/(?<![\p{L}])(?:soit|let|et|and|find|write|[ée]crire|donner|d[ée]terminer|calculer|where|o[ùu]|be|relative|to)(?![\p{L}])/giu, ' ')
    .replace(/[?!.:;,()]/g, ' ');
  if (/[\p{L}\d]/u.test(leftover)) return null;
  const m = map.matrix;
  const basis = vectors(list);
  const n = m.length;
  if (m[0].length !== n || basis.length !== n || basis.some((v) => v.length !== n)) return null;
  return changeOfBasisOutcome(m, basis, [map.step]);
}
