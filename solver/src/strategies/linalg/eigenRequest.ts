import { Q } from '../../cas/rational';

/**
 * What a question about eigenvectors (or a kernel vector) asks beyond the matrix: one eigenvalue
 * ("for the eigenvalue 5", « associé à la valeur propre −1 »), a scaling ("with first component 1",
 * « de troisième coordonnée égale à 1 »), the diagonal matrix D ("give D with the eigenvalues in
 * increasing order"). Each phrase read is cut from the text, so what is left can be checked for
 * words nobody read.
 */
export interface EigenRequest {
  eigenvalue: Q | null;
  scale: { index: number; value: Q } | null;
  asksD: boolean;
  /** P asked with D ("find P and D"): the eigenvector matrix is named in the answer too. */
  asksP: boolean;
  /** Only the eigenspace's dimension asked (the geometric multiplicity of the eigenvalue). */
  asksDimension?: boolean;
}

/** "the dimension of the eigenspace", « la dimension du sous-espace propre », "the geometric multiplicity". */
const DIMENSION =
  /(?<![\p{L}])(?:(?:the|la)\s+)?dimension\s+(?:of|de|du)\s+(?:the\s+|l['’]\s*|le\s+)?(?=(?:eigen\s*space|espace\s+propre|sous[- ]espace\s+propre))|(?<![\p{L}])(?:the\s+|la\s+)?(?:geometric\s+multiplicity|multiplicit[ée]\s+g[ée]om[ée]trique)(?:\s+(?:of|de))?(?![\p{L}])/iu;

const NUMBER = String.raw`(-?\d+(?:\/\d+)?)(?![\d./])`;

const EIGENVALUE = new RegExp(
  String.raw`(?:\b(?:for|associated\s+(?:with|to)|corresponding\s+to|belonging\s+to|of|pour|associ[ée]e?\s+[àa]|correspondant\s+[àa])\s+)(?:(?:the|an?|la|une)\s+)?(?:eigenvalue|valeur\s+propre)?\s*(?:λ|lambda|\\lambda)?\s*=?\s*${NUMBER}`,
  'iu',
);

const ORDINALS: Array<[RegExp, number]> = [
  [/^(?:first|1st|premi[èe]re)$/i, 0],
  [/^(?:second|2nd|deuxi[èe]me|seconde)$/i, 1],
  [/^(?:third|3rd|troisi[èe]me)$/i, 2],
  [/^(?:fourth|4th|quatri[èe]me)$/i, 3],
];

const COMPONENT = new RegExp(
  String.raw`(?:,\s*)?(?:(?:the|a|an|le|un)\s+(?:vector|vecteur)\s+)?(?:(?:normali[sz]ed|scaled|chosen|normalis[ée]e?|choisie?)\s+)?(?:(?:so\s+that|such\s+that)\s+(?:its\s+|the\s+)?|with\s+(?:its\s+|the\s+|a\s+)?|de\s+|avec\s+(?:sa\s+|une\s+)?)?(first|second|third|fourth|1st|2nd|3rd|4th|premi[èe]re|deuxi[èe]me|seconde|troisi[èe]me|quatri[èe]me)\s+(?:component|coordinate|entry|composante|coordonn[ée]e)\s*(?:equal\s+to|equals|is|=|[ée]gale?\s+[àa]|de|vaut)?\s*${NUMBER}`,
  'iu',
);

/** "give the diagonal matrix D", « la matrice diagonale D », with the order of its eigenvalues. */
const ASKS_D =
  /(?:\b(?:give|find|compute|write|donner|calculer|trouver|[ée]crire)\s+)?(?:\b(?:the\s+|la\s+)?(?:diagonal\s+matrix|matrice\s+diagonale)\s+D(?![\p{L}\d])|\b(?:(?:the\s+)?(?:matrices\s+)?P\s*(?:,|and|et)\s*(?:the\s+|la\s+)?(?:matrix\s+|matrice\s+)?)?(?:the\s+(?:matrix\s+)?|la\s+(?:matrice\s+)?)?D(?![\p{L}\d])(?!\s*=))/u;
/** The verb (never 'diagonalisable', a yes-or-no question). */
const DIAGONALISE = /(?<![\p{L}])diagonali[sz](?:e|er|ez|ing)(?![\p{L}])/iu;
/**
 * P and D named with what they are: "an invertible matrix P and a diagonal matrix D", « une matrice
 * inversible P et une matrice diagonale D », "P invertible and D diagonal".
 */
const P_AND_D =
  /(?:\b(?:give|find|compute|write|determine|donner|calculer|trouver|d[ée]terminer|[ée]crire)\s+)?(?:(?:an?|the|une|la)\s+)?(?:(?:invertible|inversible)\s+)?(?:matrix\s+|matrice\s+)?(?:(?:invertible|inversible)\s+)?P(?:\s+(?:invertible|inversible))?\s*(?:,|and|et)\s*(?:(?:an?|the|une|la)\s+)?(?:diagonal\s+)?(?:matrix\s+|matrice\s+)?(?:diagonale\s+)?D(?![\p{L}\d])(?:\s+(?:diagonale|diagonal)(?![\p{L}]))?(?!\s*=)/u;
/** The same named D first: "a diagonal matrix D and an invertible matrix P", « une matrice diagonale D et une matrice inversible P ». */
const D_AND_P =
  /(?:\b(?:give|find|compute|write|determine|donner|calculer|trouver|d[ée]terminer|[ée]crire)\s+)?(?:(?:an?|the|une|la)\s+)?(?:diagonal\s+)?(?:matrix\s+|matrice\s+)?(?:diagonale\s+)?D(?:\s+(?:diagonale|diagonal)(?![\p{L}]))?\s*(?:,|and|et)\s*(?:(?:an?|the|une|la)\s+)?(?:(?:invertible|inversible)\s+)?(?:matrix\s+|matrice\s+)?(?:(?:invertible|inversible)\s+)?P(?![\p{L}\d])(?:\s+(?:invertible|inversible))?(?!\s*=)/u;
/**
 * The factorisation asked, with or without P and D named before it: "such that A = PDP⁻¹",
 * « telles que A = PDP⁻¹ », "with P⁻¹AP = D", "D = P^(-1) A P" (the matrix's name already read as
 * its placeholder).
 */
const INV = String.raw`\s*\^\s*(?:\{\s*-\s*1\s*\}|\(\s*-\s*1\s*\)|-\s*1)`;
export const FACTORISATION = new RegExp(
  String.raw`(?:,?\s*(?:such\s+that|so\s+that|where|with|telles?\s+que|tels?\s+que|avec|o[ùu]|i\.e\.|c['’]est[- ][àa][- ]dire)\s+)?(?:(?:⟦\d+⟧|A)\s*=\s*P\s*\*?\s*D\s*\*?\s*P${INV}|P${INV}\s*\*?\s*(?:⟦\d+⟧|A)\s*\*?\s*P\s*=\s*D(?![\p{L}\d])|D\s*=\s*P${INV}\s*\*?\s*(?:⟦\d+⟧|A)\s*\*?\s*P(?![\p{L}\d])|P${INV}\s*\*?\s*(?:⟦\d+⟧|A)\s*\*?\s*P\s+(?:is|be|est|soit)\s+(?:an?\s+|une\s+)?(?:matrice\s+)?diagonale?(?![\p{L}])(?:\s+matrix)?)`,
  'u',
);
/** P alone named before "P⁻¹AP is diagonal": "find a matrix P", « trouver une matrice inversible P ». */
const P_ALONE =
  /(?:\b(?:give|find|compute|determine|donner|calculer|trouver|d[ée]terminer)\s+)?(?:(?:an?|the|une|la)\s+)?(?:(?:invertible|inversible)\s+)?(?:matrix\s+|matrice\s+)?(?:(?:invertible|inversible)\s+)?P(?![\p{L}\d])(?:\s+(?:invertible|inversible))?(?:\s+(?:for\s+which|pour\s+laquelle))?(?!\s*=)/u;
/** "the eigenvalues and eigenvectors": the eigenvectors are given with their eigenvalues anyway. */
const WITH_EIGENVALUES = /\b(?:the\s+)?eigen\s*values?\s+(?:and|&)\s+(?:(?:the|their)\s+)?(?:(?:corresponding|associated)\s+)?|(?<![\p{L}])(?:les\s+)?valeurs\s+propres\s+et\s+(?:les\s+|leurs\s+)?|\s(?:and|et)\s+(?:the\s+|les\s+|their\s+|leurs\s+)?(?:(?:corresponding|associated)\s+)?(?:eigen\s*values|valeurs\s+propres)(?:\s+(?:associ[ée]es|correspondantes))?(?![\p{L}])/iu;
/** « le spectre de A et une base de vecteurs propres »: the spectrum is given with the eigenvectors. */
const SPECTRUM = /(?<![\p{L}])(?:the\s+|le\s+|son\s+|its\s+)?spectr(?:um|e)(?![\p{L}])/giu;
/** "the eigenvectors for each eigenvalue", « les vecteurs propres associés (à chaque valeur propre) »: every eigenvector is given anyway. */
const EACH_EIGENVALUE = /(?<![\p{L}])(?:(?:associ[ée]s|correspondants)(?:\s+(?:[àa]\s+(?:chaque|chacune\s+des)\s+valeurs?\s+propres?|aux\s+valeurs\s+propres))?|(?:(?:corresponding|associated)\s+(?:to|with)\s+|for\s+|of\s+)(?:each|every)\s+eigenvalue|(?:pour|de)\s+chaque\s+valeur\s+propre)(?![\p{L}])/iu;
const EIGENVALUES_ALONE = /(?<![\p{L}])(?:the\s+|les\s+|its\s+|ses\s+)?(?:eigen\s*values?|valeurs?\s+propres?)(?![\p{L}])/giu;
const EACH = /(?<![\p{L}])(?:for\s+each|for\s+every|pour\s+chaque|each|every|chaque|associ[ée]e?s?|correspondante?s?|corresponding)(?![\p{L}])/giu;
const ORDER =
  /\(?\s*,?\s*(?:(?:with|avec)\s+)?(?:(?:the|les)\s+)?(?:eigenvalues|valeurs\s+propres)?\s*(?:(?:listed|sorted|arranged|ordered|rang[ée]es|class[ée]es|ordonn[ée]es)\s+)?(?:in\s+|dans\s+l['’]\s*|par\s+)?(?:(?:increasing|ascending)\s+order|ordre\s+croissant|croissantes?)\s*\)?/iu;

const qOf = (s: string): Q => {
  const [n, d] = s.split('/');
  return Q.of(Number(n)).div(Q.of(Number(d ?? 1)));
};

/** Reads the request and returns the text without the phrases read. */
export function readEigenRequest(s: string, task: 'eigenvectors' | 'kernel'): { request: EigenRequest; rest: string } {
  let rest = s;
  let eigenvalue: Q | null = null;
  let scale: EigenRequest['scale'] = null;
  let asksD = false;
  let asksP = false;
  const c = COMPONENT.exec(rest);
  if (c) {
    const index = ORDINALS.find(([re]) => re.test(c[1]))?.[1] ?? 0;
    scale = { index, value: qOf(c[2]) };
    rest = rest.replace(c[0], ' ');
  }
  let dim: RegExpExecArray | null = null;
  if (task === 'eigenvectors') {
    // "diagonalise A", « diagonaliser A »: P and D are what the verb asks
    if (DIAGONALISE.test(rest)) {
      asksD = true;
      asksP = true;
    }
    dim = DIMENSION.exec(rest);
    if (dim) rest = rest.replace(dim[0], ' ');
    const e = EIGENVALUE.exec(rest);
    if (e) {
      eigenvalue = qOf(e[1]);
      rest = rest.replace(e[0], ' ');
    }
    const o = ORDER.exec(rest);
    if (o) rest = rest.replace(o[0], ' ');
    const f = FACTORISATION.exec(rest);
    if (f) {
      asksD = true;
      asksP = true;
      rest = rest.replace(f[0], ' ');
    }
    const pd = P_AND_D.exec(rest) ?? D_AND_P.exec(rest) ?? (f ? P_ALONE.exec(rest) : null);
    if (pd) {
      asksD = true;
      asksP = true;
      rest = rest.replace(pd[0], ' ');
    }
    const d = pd ? null : ASKS_D.exec(rest);
    if (d) {
      asksD = true;
      asksP = /\bP\b/.test(d[0]);
      rest = rest.replace(d[0], ' ');
    }
    rest = rest.replace(WITH_EIGENVALUES, ' ').replace(EACH_EIGENVALUE, ' ').replace(SPECTRUM, ' ');
    // the eigenvalues asked in a question of their own (« 1. … les valeurs propres de C. 2. … une base de
    // chaque sous-espace propre associé »): the eigenvectors are given with them, each eigenspace's basis too
    rest = rest.replace(EIGENVALUES_ALONE, ' ').replace(EACH, ' ');
  }
  return { request: { eigenvalue, scale, asksD, asksP, ...(dim && task === 'eigenvectors' ? { asksDimension: true } : {}) }, rest };
}
