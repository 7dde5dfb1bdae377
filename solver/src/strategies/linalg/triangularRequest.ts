/**
 * A triangularisation asked: « trigonaliser A », "triangularize A", « réduire A sous forme
 * triangulaire », "find an upper triangular matrix T similar to A", "P invertible such that P⁻¹AP is
 * upper triangular", often after « montrer que A n'est pas diagonalisable, puis … ». The Jordan form
 * is such a triangular matrix (the one a course reaches by choosing the basis well), so the question
 * is rewritten as the Jordan form of the matrix; the words "not diagonalisable" are said again by the
 * Jordan blocks of size > 1 in its steps.
 */

const VERB = /(?<![\p{L}])(?:trigonali[sz]\p{L}*|triangulari[sz]\p{L}*)(?![\p{L}])(?:\s+(?:it|la|le)(?![\p{L}]))?/giu;
/** « réduire A sous forme triangulaire », "put A in upper triangular form": the matrix between stays. */
const TO_FORM =
  /(?<![\p{L}])(?:r[ée]duire|mettre|put|reduce|bring|write)\s+([^.?!;]{0,40}?)\s*(?:sous|to|in|into)\s+(?:(?:an?|une)\s+)?(?:(?:upper\s+)?triangular\s+form|forme\s+triangulaire(?:\s+sup[ée]rieure)?)(?![\p{L}])/giu;

const TRIANGULAR = String.raw`(?:(?:upper\s+)?triangular(?:\s+matrix)?|(?:matrice\s+)?triangulaire(?:\s+sup[ée]rieure)?)`;
const INV = String.raw`\s*(?:\^\s*(?:\{\s*-\s*1\s*\}|\(\s*-\s*1\s*\)|-\s*1)|⁻¹)`;

/** "an upper triangular matrix T similar to ⟦0⟧", « une matrice triangulaire T semblable à ⟦0⟧ ». */
const SIMILAR = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:an?|une|la|the)\s+)?(?:upper\s+)?(?:${TRIANGULAR}\s+)?T(?:\s+triangulaire(?:\s+sup[ée]rieure)?)?\s+(?:similar\s+to|semblable\s+[àa])\s+(⟦\d+⟧|[A-Z](?![\p{L}]))`,
  'gu',
);
/** "(an invertible) P such that P⁻¹⟦0⟧P is (upper) triangular", « … soit triangulaire (supérieure) ». */
const CONJUGATE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:an?|une|la|the)\s+)?(?:(?:invertible|inversible)\s+)?(?:matrix\s+|matrice\s+)?(?:(?:invertible|inversible)\s+)?P(?:\s+(?:invertible|inversible))?\s*,?\s*(?:(?:such\s+that|so\s+that|with|telle\s+que|avec)\s+)?P${INV}\s*\*?\s*(⟦\d+⟧|[A-OQ-Z])\s*\*?\s*P\s+(?:is|be|soit|est)\s+(?:an?\s+|une\s+)?${TRIANGULAR}`,
  'gu',
);
/** « montrer que A n'est pas diagonalisable, puis », "show that A is not diagonalisable and": what the triangular form shows too. */
const NOT_DIAGONALISABLE =
  /(?<![\p{L}])(?:(?:show|prove|check|verify|montrer|d[ée]montrer|v[ée]rifier)\s+(?:that\s+|que\s+|qu['’]\s*)(?:(?:la\s+matrice\s+|the\s+matrix\s+)?(?:⟦\d+⟧|[A-Z](?![\p{L}]))\s+)?)?(?:is\s+not|isn['’]t|n['’]\s*est\s+pas|ne\s+soit\s+pas|is\s+non[- ]?)\s*diagonali[sz]able(?![\p{L}])\s*[,.;]?\s*(?:(?:and|then|but|puis|et|mais|hence|donc)(?![\p{L}])\s*,?\s*)*/giu;

/** The text with a triangularisation asked read as "the Jordan form", or null when none is asked. */
export function readTriangularisation(s: string): string | null {
  let asked = false;
  // the same question said twice ("triangularize B: find an upper triangular T similar to B") is asked once
  const mark = (_m: string, ph?: string): string => {
    const first = !asked;
    asked = true;
    return first ? ` jordan form ${ph ?? ''} ` : ' ';
  };
  let out = s.replace(TO_FORM, mark).replace(VERB, (m) => mark(m)).replace(SIMILAR, mark).replace(CONJUGATE, mark);
  if (!asked) return null;
  out = out.replace(NOT_DIAGONALISABLE, ' ');
  return out;
}
