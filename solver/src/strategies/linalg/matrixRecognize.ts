import { SolverError } from '../../errors';
import { text } from '../../i18n';
import { extractMatrices, placeholder } from './matrixParse';
import type { Mat } from './matrix';
import { FACTORISATION, readEigenRequest, type EigenRequest } from './eigenRequest';
import { METHOD_NAMED } from '../../parse/methodNamed';
import { readShape } from './matrixShape';
import { EXPONENT_RANGE } from './matrixPowerN';
import { Q } from '../../cas/rational';
import { stripFrame } from './matrixFrame';
import { readOrthogonalDiagonalisation } from './orthogonalDiagonal';
import { readTriangularisation } from './triangularRequest';
import { readCharpolyForm, type CharpolyForm } from './charpolyForm';

/** What is asked about the matrices. */
export type MatrixTask =
  | 'det'
  | 'inverse'
  | 'invertible'
  | 'rank'
  | 'injective'
  | 'surjective'
  | 'bijective'
  | 'symmetric'
  | 'skew_symmetric'
  | 'orthogonal'
  | 'jordan'
  | 'rref'
  | 'transpose'
  | 'trace'
  | 'eigenvalues'
  | 'eigenvectors'
  | 'charpoly'
  | 'minpoly'
  | 'idempotent'
  | 'nilpotent'
  | 'involutory'
  | 'nullity'
  | 'kernel'
  | 'columns'
  | 'rows'
  | 'adjugate'
  | 'cofactors'
  | 'entry_cofactor'
  | 'solve'
  | 'least_squares'
  | 'expression';

export interface MatrixProblem {
  task: MatrixTask;
  /** The expression (over placeholders ⟦k⟧) the task applies to, e.g. `⟦0⟧` or `⟦0⟧ ⟦1⟧`. */
  expr: string;
  matrices: Mat[];
  /** One cofactor Cᵢⱼ or minor Mᵢⱼ asked (indices from 0). */
  entry?: { i: number; j: number; minor: boolean };
  /** Ax = b: the placeholders of A and b. */
  system?: { a: number; b: number };
  /** Two numbers asked at once ("the trace and the determinant"), in the order asked. */
  tasks?: MatrixTask[];
  /** Aⁿ asked through A = λI + N with N nilpotent: the λ said, to check. */
  split?: Q;
  /** Several expressions asked at once ("AB and BA"), each over placeholders, with the matrices' names. */
  exprs?: string[];
  names?: Map<string, string>;
  /** Whether two matrices commute is asked: AB and BA (the two expressions) are compared. */
  commute?: boolean;
  /** For eigenvectors and kernel vectors: the eigenvalue, scaling and D asked. */
  request?: EigenRequest;
  /** The inverse asked "by Cayley–Hamilton": found as a polynomial in A. */
  cayleyHamilton?: boolean;
  /** A diagonalisation asked by an orthogonal matrix (PᵀAP = D, « base orthonormée »). */
  orthogonal?: boolean;
  /** The characteristic polynomial asked factored, or as det(A − λI). */
  charpolyForm?: CharpolyForm;
  /** The index of a nilpotent matrix asked (the least k with Aᵏ = 0), not only whether it is. */
  nilpotentIndex?: boolean;
}

/** The dimension of the image or the kernel written with its operator's name: dim Im ⟦0⟧, dim(Ker ⟦0⟧), dimension de Im(⟦0⟧). */
const DIMENSION_OF_NAMED_SPACE =
  /(?<![\p{L}])(?:dim|dimension)(?:\s+(?:of|de|du))?\s*\(?\s*(?:\\operatorname\s*\{\s*|\\mathrm\s*\{\s*|\\)?(Im|Ker|Nul|Null)\s*\}?\s*\(?\s*(⟦\d+⟧)\s*\)?(?:\s*\))?/giu;

const TASKS: [MatrixTask, RegExp][] = [
  // Ax = b with both given: the least-squares solution when asked, else the solution
  ['least_squares', /least[- ]squares?|moindres\s+carr[ée]s/iu],
  ['solve', /^(?=.*⟦\d+⟧\s*\*?\s*[xX]\s*=\s*⟦\d+⟧)/u],
  // before rank: "the dimension of the kernel" asks n − rank
  ['nullity', /\bnullity\b|\bnullit[ée]\b|dimension\s+(?:of\s+)?(?:the\s+)?(?:kernel|null\s*space)|dimension\s+du\s+noyau|(?:\bdim|dimension\s+(?:of|de))\s*\(?\s*(?:\\ker|ker|\\operatorname\{(?:nul|ker)\}|\\mathrm\{(?:nul|ker)\}|nul|null)\b|dimensions?\s+(?:of\s+)?nul\b/iu],
  // one entry's cofactor or minor: "cofactor C_12", "minor M_23", « le cofacteur C₁₂ »
  ['entry_cofactor', /\b(?:cofactor|cofacteur)\s+[AC]?_?\{?\s*[1-9]\s*,?\s*[1-9]\s*\}?|\b(?:minor|mineur)\s+M_?\{?\s*[1-9]\s*,?\s*[1-9]\s*\}?/iu],
  // a basis asked (or asked second: "the column space and null space"): the vectors themselves
  // (the dimensions were asked above); or a nonzero vector
  // sent to 0: "a nonzero vector in the null space", "x ≠ 0 with Ax = 0"
  ['kernel', /\b(?:non-?zero|non-?trivial|non\s+nul)\s+(?:vector|solution|vecteur)\s+(?:in|of|du|de)\s+(?:the\s+|l['’]\s*)?(?:kernel|null\s*space|noyau)\b|(?:(?:a|un)\s+(?:vector|vecteur)\s+)?(?:x|X)\s*(?:≠|!=|\\neq)\s*0\s+(?:with|such\s+that|tel\s+que|avec)\s+⟦\d+⟧\s*\*?\s*[xX]\s*=\s*0|\b(?:basis|base|spanning\s+set)\s+(?:for|of|du|de)\s+(?:the\s+|its\s+|son\s+|l['’]\s*)?(?:kernel|null\s*space|noyau)\b|\b(?:find|compute|give|determine|calculer|d[ée]terminer|donner|trouver)\s+(?:the\s+|le\s+)?(?:kernel|null\s*space|noyau)\b|^\s*(?:ker|kernel|null\s*space|noyau)\s*(?:of|de|du)?\b|(?<![\p{L}])\\?ker\s*\(?\s*⟦\d+⟧|\b(?:and|et)\s+(?:(?:a\s+)?basis\s+(?:for|of)\s+|une\s+base\s+(?:de|du)\s+|of\s+|du\s+)?(?:the\s+|its\s+|le\s+|son\s+|l['’]\s*)?(?:kernel|null\s*space|noyau)\b/iu],
  // a basis of the row space, « une base de l'espace des lignes », "the row space of A": the nonzero rows of the RREF
  ['rows', /\b(?:basis|base)\s+(?:for|of|de)\s+(?:the\s+|its\s+|son\s+|l['’]\s*)?(?:row\s*space|espace\s+(?:des\s+)?lignes|espace\s+engendr[ée]\s+par\s+les\s+lignes)\b|^\s*(?:(?:find|give|determine|compute|describe|d[ée]terminer|donner|trouver|calculer)\s+)?(?:(?:the|l['’])\s*)?(?:row\s+space|espace\s+des\s+lignes)\s+(?:of|de|du)\b|(?<![\p{L}])\\operatorname\{\s*Row\s*\}\s*\(?\s*⟦\d+⟧/iu],
  // a basis named, or the image asked first, or second ("the kernel and the image", « le noyau et l'image ») ("image de A : en donner une base", "column space of A")
  ['columns', /\b(?:basis|base)\s+(?:for|of|de)\s+(?:the\s+|its\s+|son\s+|l['’]\s*)?(?:column\s+space|col(?:umn)?\s*space|range|image|espace\s+(?:des\s+)?colonnes)\b|^\s*(?:(?:find|give|determine|compute|d[ée]terminer|donner|trouver|calculer)\s+)?(?:(?:the|l['’])\s*)?(?:image|column\s+space|range|espace\s+des\s+colonnes)\s+(?:of|de|du)\b|(?<![\p{L}])(?:\\operatorname\{\s*Im\s*\}|\\?Im)\s*\(?\s*⟦\d+⟧|\b(?:and|et)\s+(?:(?:a\s+)?basis\s+(?:for|of)\s+|une\s+base\s+de\s+|of\s+|de\s+)?(?:the\s+|its\s+|le\s+|son\s+|l['’]\s*)?(?:image|column\s+space|col(?:umn)?\s*space|range|espace\s+des\s+colonnes)\b(?!\s+(?:of|de|du)\s+(?:the\s+|un\s+|a\s+)?(?:vector|vecteur|point|\())/iu],
  // "the Jordan (normal / canonical) form", « la réduite / forme de Jordan »: before the eigenvectors, whose words it may hold
  ['jordan', /(?:(?<!gauss\s*[-–]?\s*)(?:the\s+)?jordan\s+(?:normal\s+|canonical\s+)?form|(?:la\s+)?(?:forme|r[ée]duite|r[ée]duction|d[ée]composition)\s+(?:normale\s+|canonique\s+)?de\s+jordan|(?<!gauss\s*[-–]?\s*)(?<![\p{L}])jordan(?![\p{L}]))/iu],
  ['cofactors', /cofactor\s+matrix|matrix\s+of\s+(?:the\s+)?cofactors|comatrice|matrice\s+des\s+cofacteurs/iu],
  ['adjugate', /\badj\b|\badjugate\b|\bclassical\s+adjoint\b|\badjoint\s+matrix\b|\bmatrice\s+adjointe\b/iu],
  // before the characteristic polynomial, which a question about both names too
  ['minpoly', /(?<![\p{L}])(?:minimal|minimum)\s+polynomial|polyn[oô]me\s+minimal|(?<![\p{L}])minpoly(?![\p{L}])/iu],
  ['charpoly', /characteristic\s+(polynomial|equation)|polyn[oô]me\s+caract[ée]ristique|[ée]quation\s+caract[ée]ristique|\bcharpoly\b/i],
  // « une base de ℝ³ dans laquelle la matrice est diagonale », "a basis in which A is diagonal": eigenvectors
  ['eigenvectors', /eigen\s*vectors?|vecteurs?\s+propres?|eigen\s*spaces?|sous[- ]espaces?\s+propres?|diagonali[sz]\p{L}*|(?:une\s+|a\s+)?(?:base|basis)\s+(?:(?:de|of)\s+(?:I?R|ℝ)\s*(?:\^\s*\{?\d\}?|[²³]|\d)?\s+)?(?:dans\s+laquelle|in\s+which)\s+(?:(?:la\s+matrice|the\s+matrix|⟦\d+⟧|[A-Z])\s+)?(?:est\s+|is\s+)?diagonale?(?![\p{L}])/iu],
  ['eigenvalues', /eigen\s*values?|valeurs?\s+propres?|\bspectr(um|e)\b/i],
  // of a map given by its matrix: rank = number of columns, of rows, or both
  ['injective', /\binjecti(?:ve|f)\b|\bone[- ]to[- ]one\b/iu],
  ['surjective', /\bsurjecti(?:ve|f)\b|\bonto\s*\?/iu],
  ['bijective', /\bbijecti(?:ve|f)\b|\bisomorphism(?:e)?\b|\bun\s+isomorphisme\b/iu],
  // "is A idempotent / nilpotent / involutory?", « A est-elle nilpotente ? »: decided by its powers
  ['idempotent', /(?<![\p{L}])idempot(?:ent|ente)(?![\p{L}])/iu],
  ['nilpotent', /(?<![\p{L}])nilpot(?:ent|ente|ence|ency)(?![\p{L}])/iu],
  ['involutory', /(?<![\p{L}])(?:involutory|involutive|involutif)(?![\p{L}])/iu],
  // "is A symmetric?", « la matrice est-elle symétrique / antisymétrique / orthogonale ? »
  ['skew_symmetric', /\bskew[- ]?symmetric\b|\banti-?sym(?:m)?[ée]tri(?:c|que)\b/iu],
  ['symmetric', /(?<![\p{L}-])sym(?:m)?[ée]tri(?:c|que)(?![\p{L}])/iu],
  ['orthogonal', /(?<![\p{L}])orthogonale?(?![\p{L}])/iu],
  ['invertible', /\b(is|est)\b.*\b(invertible|inversible|non-?singular|singular|singuli[eè]re)\b|\b(invertible|inversible)\s*\?/i],
  ['inverse', /\binvers\w*|\binvert\w*|\^\s*\(?\s*-\s*1\s*\)?|\^\s*\{\s*-\s*1\s*\}/i],
  ['det', /\bdet\b|d[ée]terminant/i],
  // "the dimension of the column space (of the image)" is the rank
  ['rank', /\brank\b|\brang\b|dimension\s+(?:of\s+)?(?:the\s+)?(?:column|row|image)\s+space|dimension\s+(?:of\s+(?:the\s+|its\s+)?(?:image|range)|de\s+l['’]image|de\s+l['’]espace\s+(?:des\s+)?(?:colonnes|lignes))|(?:\bdim|dimension\s+(?:of|de))\s*\(?\s*(?:\\operatorname\{(?:im|col|row)\}|\\mathrm\{(?:im|col|row)\}|\\?im|col|row|range)\b|dimensions?\s+(?:of\s+)?(?:col|row)\b/iu],
  // "put A in row echelon form", « mettre sous forme échelonnée »: the form's preposition with it
  ['rref', /\brref\b|row[- ]?reduc\w*|(?:\b(?:in|into|to)\s+(?:(?:the|its)\s+)?(?:reduced\s+)?(?:row\s+)?)?[ée]chelon\p{L}*|(?:pivot\s+de\s+|[ée]limination\s+de\s+)?gauss(?:ian)?(?:[- ]jordan)?(?:\s+elimination)?/iu],
  ['transpose', /\btranspos[\wéÉ]*/i],
  ['trace', /\btrace\b|\btr\s*\(/i],
];

const DIAGONALISE_THEN_EIGENVALUES =
  /(?<![\p{L}])diagonali[sz](?:e|er|ez)(?![\p{L}])(?=[^?]*?[:.]\s*(?:(?:quelles\s+sont|what\s+are|donner|give|find|trouver|d[ée]terminer|calculer|compute)\s+)?(?:ses\s+|its\s+|les\s+|the\s+)?(?:eigen\s*values|valeurs\s+propres)(?:\s+(?:of|de)\s+(?:⟦\d+⟧|[A-Z]))?\s*\??\s*$)/iu;

const IF_EXISTS = /\(?\s*,?\s*\b(?:if\s+it\s+exists|when\s+it\s+exists|(?:when|where|if)(?:ever)?\s+(?:it\s+is\s+|they\s+are\s+)?(?:possible|defined)|lorsque\s+(?:cela|c['’]est)\s+(?:est\s+)?possible|quand\s+c['’]est\s+possible|si\s+(?:cela\s+est\s+|c['’]est\s+)?possible|if\s+(?:it\s+is|invertible)|s['’]il\s+existe|si\s+elle\s+existe|si\s+(?:elle\s+est\s+)?inversible)\b\s*\)?/giu;

const POWER_METHOD =
  /(?<![\p{L}])(?:using|by|via|with|par|en|[àa]\s+l['’]\s*aide\s+de)\s+(?:the\s+|la\s+|le\s+)?(?:diagonali[sz]ation|diagonali[sz]ing(?:\s+⟦\d+⟧)?|diagonalisant(?:\s+⟦\d+⟧)?|cayley[- ]hamilton(?:['’]s)?(?:\s+theorem)?|th[ée]or[èe]me\s+de\s+cayley[- ]hamilton)(?![\p{L}])/giu;
/**
 * Cayley–Hamilton named around the question, in any of its roles — "use the Cayley–Hamilton theorem
 * to find", "verify Cayley-Hamilton theorem hence find", "using Cayley–Hamilton, …", « à l'aide du
 * théorème de Cayley-Hamilton, calculer », « vérifier le théorème de Cayley-Hamilton et en déduire »:
 * it says how the inverse or power is found, never what.
 */
const CAYLEY_HAMILTON =
  /(?<![\p{L}])(?:(?:use|using|apply|applying|verify|verifying|by|via|with|from|utiliser|utilisez|en\s+utilisant|appliquer|appliquez|v[ée]rifier|v[ée]rifiez|par|avec|[àa]\s+l['’]\s*aide\s+d(?:e|u)|d['’]\s*apr[èe]s)\s+)?(?:the\s+|le\s+|du\s+|l['’]\s*)?(?:th[ée]or[èe]me\s+de\s+)?cayley\s*[-–—]?\s*hamilton(?:['’]s)?(?:\s+theorem)?(?:\s*[,.;:]?\s*(?:to|pour|and|hence|then|thus|puis|et|en\s+d[ée]duire|deduce|,)(?![\p{L}]))*/giu;
/** "express A⁻¹ in terms of A and I", « exprimer A⁻¹ en fonction de A et de I », "as a polynomial in A": the inverse asked, its form shown in the steps; "and compute it" asks its value, the same. */
const INVERSE_AS_POLYNOMIAL =
  /(?<![\p{L}])(?:(?:express|write|find|give|compute|determine|exprimer|[ée]crire|trouver|donner|calculer|d[ée]terminer)\s+)?(⟦\d+⟧\s*\^\s*(?:\(\s*-\s*1\s*\)|\{\s*-\s*1\s*\}|-\s*1))\s+(?:in\s+terms\s+of|as\s+a\s+polynomial\s+in|as\s+a\s+linear\s+combination\s+of|en\s+fonction\s+de|comme\s+(?:un\s+)?polyn[ôo]me\s+en|comme\s+(?:une\s+)?combinaison\s+lin[ée]aire\s+de)\s+(?:⟦\d+⟧(?:\s+(?:and|et)\s+(?:de\s+)?I(?:_?\{?\d\}?)?)?|I(?:_?\{?\d\}?)?\s+(?:and|et)\s+(?:de\s+)?⟦\d+⟧)(?:\s+(?:and|then|et|puis)\s+(?:compute|calculate|evaluate|find|calculer|d[ée]terminer)\s+(?:it|la|le))?(?![\p{L}])/giu;
/**
 * "diagonalize A and compute A¹⁰⁰", « diagonaliser A puis calculer Aⁿ », "Diagonalise M, hence find Mⁿ":
 * the diagonalisation is the method of the power asked after it (its P and D are among the steps).
 */
const DIAGONALISE_THEN =
  /(?<![\p{L}])(?:orthogonally\s+)?diagonali[sz](?:e|er|ez)(?![\p{L}])\s*(?:(?:the\s+matrix|la\s+matrice)\s*)?(⟦\d+⟧)?\s*(?:[,.;:]\s*)?(?:(?:and|then|puis|et|hence|thus|deduce|en\s+d[ée]duire|d[ée]duire|use\s+(?:it|this)\s+to|utiliser\s+(?:cela|ceci)\s+pour)(?![\p{L}])\s*,?\s*)*(?=.*?(?:compute|calculate|find|evaluate|determine|calculer|d[ée]terminer|donner|trouver)?\s*\1\s*\^)/iu;
/** "Find P and D such that A = PDP⁻¹, then compute Aⁿ", « trouver P et D telles que A = PDP⁻¹ puis calculer Aⁿ »: P and D asked first. */
const PD_ASKED = /(?<![\p{L}])(?:find|determine|give|trouver|d[ée]terminer|donner)\s+(?:[^.;?]*?\s)?P(?:\s+(?:inversible|invertible))?\s+(?:and|et)\s+(?:[^.;?]*?\s)?D(?:\s+diagonale?)?(?![\p{L}\d])/iu;

/** The factorisation asked before a power, removed: it is the power's method (its P and D are among the steps). */
function factorisedThen(s: string): string {
  const head = PD_ASKED.exec(s);
  if (!head) return s;
  const after = s.slice(head.index + head[0].length);
  const fac = new RegExp(FACTORISATION.source, 'u').exec(after);
  if (!fac || /\S/.test(after.slice(0, fac.index))) return s;
  const tail = after.slice(fac.index + fac[0].length).replace(/^\s*[,;.]?\s*(?:(?:and|then|puis|et|hence|thus|deduce|en\s+d[ée]duire|d[ée]duire)(?![\p{L}])\s*,?\s*)*/iu, ' ');
  return `${s.slice(0, head.index)} ${tail}`;
}

/** λ as typed: the letter, its name, its LaTeX. */
const LAMBDA = String.raw`(?:lambda|λ|\\lambda)`;
/** A − λI, det(A − λI) and "= 0" after it. */
const SHIFTED_BY_LAMBDA = new RegExp(String.raw`(?:\b(?:det|d[ée]terminant)\s*\(\s*)?(⟦\d+⟧)\s*-\s*${LAMBDA}\s*\*?\s*I(?:_\{?\d\}?)?(?:\s*\)\s*=\s*0)?`, 'iu');
/** The rest of "the values of λ for which … is singular", « les valeurs de λ pour lesquelles … n'est pas inversible ». */
const LAMBDA_VALUES = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:the\s+|all\s+|les\s+)?(?:values?|valeurs?|scalars?|r[ée]els?)\s+(?:of\s+|de\s+)?)?${LAMBDA}(?![\p{L}])|(?<![\p{L}])(?:for\s+which|pour\s+lesquel(?:le)?s|pour\s+quel(?:le)?s?|such\s+that|so\s+that|tels?\s+que|is|est(?:-(?:t-)?elle)?|does|not\s+invertible|non[- ]?invertible|singular|has\s+no\s+inverse|n['’]\s*est(?:-(?:t-)?elle)?\s+pas\s+inversible|ne\s+soit\s+pas\s+inversible|non\s+inversible|singuli[èe]re|the\s+matrix|la\s+matrice)(?![\p{L}])`,
  'giu',
);
/**
 * "find λ such that det(A − λI) = 0", "for which λ is A − λI singular", « les valeurs de λ pour
 * lesquelles A − λI n'est pas inversible »: the eigenvalues of A asked by their definition.
 */
function eigenvaluesByDefinition(s: string): string {
  const core = SHIFTED_BY_LAMBDA.exec(s);
  // det(A − λI) alone is the characteristic polynomial: its roots are asked only with "= 0" or a singular matrix
  if (!core || !(/=\s*0$/.test(core[0]) || /singul|invers|invertible/iu.test(s))) return s;
  return `eigenvalues of ${core[1]} ${s.replace(core[0], ' ').replace(LAMBDA_VALUES, ' ')}`;
}

/** "write A = 2I + N where N is nilpotent and deduce", « écrire A = I + N avec N nilpotente et en déduire », « En écrivant A = I + J » (any letter for the nilpotent part). */
const NILPOTENT_SPLIT =
  /(?<![\p{L}])(?:(?:write|writing|[ée]crire|en\s+[ée]crivant)\s+)?⟦\d+⟧\s*=\s*(\d+(?:\/\d+)?)?\s*\*?\s*I\s*\+\s*([A-HJ-Z])\s*,?\s*(?:(?:where|with|o[ùu]|avec)\s+\2\s+(?:is\s+|est\s+)?(?:an?\s+|une\s+)?(?:nilpotente|nilpotent)(?:\s+matrix|\s+matrice)?)?\s*,?\s*(?:(?:and|then|et|puis)\s+)?(?:(?:deduce|hence\s+(?:find|compute)|compute|find|en\s+d[ée]duire|calculer|d[ée]duire)\s+)?/iu;

/** The inverse asked by name (its inverse, « son inverse », A⁻¹), beside an invertibility to show. */
const INVERSE_ASKED = /\b(?:its|the|son|sa|l['’])\s*inverse\b|\^\s*\(?\s*-\s*1\s*\)?|\b(?:find|compute|calculate|calculer|d[ée]terminer|donner|trouver)\s+(?:the\s+|l['’]\s*)?inverse\b/iu;
const SHOW_INVERTIBLE = /\b(?:is|est)\s+(⟦\d+⟧|\b[A-Z]\b)\s+(?:invertible|inversible)\s*\?\s*(?:\b(?:if\s+so|si\s+oui|if\s+it\s+is)\b\s*,?\s*)?|(?:\b(?:show|prove|verify|check|montrer|d[ée]montrer|v[ée]rifier|justifier)\s+(?:that\s+|qu['’]\s*|que\s+))?(?:the\s+matrix\s+|la\s+matrice\s+)?(⟦\d+⟧|\b[A-Z]\b)?\s*\b(?:is|est)(?:-(?:t-)?(?:elle|il))?\s+(?:invertible|inversible)\b\s*[,.;?]?\s*(?:\b(?:and|then|et|puis)\b\s*|\b(?:if\s+so|si\s+oui|si\s+c['’]est\s+le\s+cas)\b\s*,?\s*)?/iu;
const CHECK_INVERSE = /,?\s*(?:\b(?:and|then|et|puis)\s+)?\b(?:verify|check|show|confirm|v[ée]rifier|montrer)\s+(?:that\s+|que\s+|qu['’]\s*)?(?:⟦(\d+)⟧\s*\*?\s*⟦\1⟧\s*\^\s*\(?\s*-\s*1\s*\)?|⟦(\d+)⟧\s*\^\s*\(?\s*-\s*1\s*\)?\s*\*?\s*⟦\2⟧)\s*=\s*I\b/u;

/** "the index (order) of nilpotency of N", « l'indice de nilpotence de N », "its nilpotency index". */
const NILPOTENT_INDEX =
  /(?<![\p{L}])(?:(?:the|its|l['’]|son)\s*)?(?:(?:index|order|degree)\s+of\s+nilpoten(?:cy|ce)|nilpoten(?:cy|ce)\s+(?:index|order|degree)|indice\s+de\s+nilpotence|ordre\s+de\s+nilpotence)(?![\p{L}])/iu;

/** "do A and B commute?", « montrer que A et B ne commutent pas »: both products, then compared. */
const COMMUTE = /(?:\b(?:do|does|show\s+that|prove\s+that|check\s+(?:whether|if|that)|determine\s+(?:whether|if)|montrer\s+que|d[ée]montrer\s+que|v[ée]rifier\s+(?:si|que)|d[ée]terminer\s+si)\s+)?(?:the\s+matrices\s+|les\s+matrices\s+)?(⟦\d+⟧)\s+(?:and|et)\s+(⟦\d+⟧)\s+(?:do\s+not\s+|don['’]t\s+|ne\s+)?commut\p{L}*(?:\s+pas)?\s*\??/iu;

/** "Use the Gauss-Jordan method to invert …", « Utiliser la méthode de Gauss-Jordan pour inverser … »: the method, then what it finds (its "to find" may be gone already); "Apply Gauss-Jordan elimination to A" alone asks the reduction. */
const USE_METHOD =
  /(?<![\p{L}])(?:use|apply|utiliser|utilisez|appliquer|appliquez)\s+(?:the\s+|la\s+|le\s+|l['’]\s*)?(?:(?:m[ée]thode|algorithme)\s+(?:de\s+|du\s+)?)?(?:gauss(?:ian)?(?:[- ]jordan)?|row\s+reduction|pivot\s+de\s+gauss)(?:\s+(?:method|elimination|algorithm|reduction))?(?:\s+(?:to|pour))?(?![\p{L}])(?=.*(?:invers|invert|d[ée]terminant|\bdet\b|\brank\b|\brang\b))/giu;

/** The adjugate's definition recalled in brackets: « (transposée de la comatrice) », "(transpose of the cofactor matrix)". */
const ADJUGATE_DEFINED = /\(\s*(?:la\s+)?transpos[ée]e\s+de\s+la\s+comatrice\s*\)|\(\s*(?:the\s+)?transpose\s+of\s+the\s+cofactor\s+matrix\s*\)/giu;

/** The words of "solve the system Ax = b", "the least-squares solution of", « résoudre AX = B ». */
const SYSTEM_WORDS = /(?<![\p{L}])(?:solve|solution|system|r[ée]soudre|r[ée]solvez|syst[èe]me|[ée]quation|equation)(?![\p{L}])/giu;

const ADJOINT_AMBIGUOUS = text(
  '"Adjoint" means the adjugate (the transpose of the cofactor matrix, adj A) in some courses and the conjugate transpose in others: ask for "the adjugate" (or "the classical adjoint") or for "the transpose".',
  '« Adjointe » désigne selon les cours la transposée de la comatrice (ᵗcom A) ou la transconjuguée : demandez « la transposée de la comatrice » (ou « la comatrice ») ou « la transposée ».',
);

/** Yes-or-no properties of a matrix or of its map. */
const PROPERTIES: MatrixTask[] = ['injective', 'surjective', 'bijective', 'symmetric', 'skew_symmetric', 'orthogonal', 'idempotent', 'nilpotent', 'involutory'];

/**
 * Tasks whose answer is one number, one list or one basis, which can be asked together ("the trace,
 * the determinant and the eigenvalues", « le noyau et l'image de f, et le rang de f »).
 */
const NUMBERS_ASKED: MatrixTask[] = ['det', 'rank', 'nullity', 'trace', 'eigenvalues', 'charpoly', 'kernel', 'columns', 'rows', 'injective', 'surjective', 'bijective'];

/** A matrix's size next to the word matrix: "4×4 matrix", "3 by 3 matrix", "matrice 2 x 3". */
const SIZE = /\b(\d+)\s*(?:×|x|\*|\\times|by|par)\s*(\d+)\b(?=\s+(?:real\s+|square\s+|r[ée]elle\s+|carr[ée]e\s+)?matri)|(?<=\bmatri(?:x|ce)\s+(?:carr[ée]e\s+)?)(\d+)\s*(?:×|x|\*|\\times|by|par)\s*(\d+)\b/gi;

/** Command and filler words around the matrices, in English and French. */
export const FILLER =
  /\b(find|compute|calculate|calc|evaluate|determine|give|what|is|are|the|of|a|an|all|toutes|tous|basis|base|une|matrix|matrices|for|its|then|and|if|let|given|where|with|please|value|product|products|multiply|multiplied|sum|add|difference|subtract|calculer|calculez|déterminer|determiner|évaluer|evaluer|donner|quel|quelle|quels|quelles|est|sont|la|le|les|de|du|des|une|un|matrice|matrices|pour|sa|son|ses|puis|et|si|soit|soient|avec|produit|produits|multiplier|somme|additionner|différence|soustraire|by|par|to|à|times|fois|plus|minus|moins|compute|show|that|of|this|cette|ce|cet|reduced|r[ée]duite|augmented|augment[ée]e|exact|exacts|exactes|form|forme|row|elle|il|linear|lin[ée]aire|map|application|canonically|associated|associ[ée]e|mettre|put|sous|into|en|following|below|suivante?|ci-dessous|montrer|d[ée]montrer|prouver|prove|v[ée]rifier|que)\b/gi;

/** The expression typed, without the command and filler words around it. */
function cleanExpr(e: string): string {
  return e
    .replace(FILLER, ' ')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/[?!:;]|\.(?!\d)/g, ' ')
    .replace(/,/g, ' ')
    .replace(/\$/g, '')
    .replace(/\\(left|right)/g, '')
    // what \det or \operatorname{…} leave behind, and elided articles (l'inverse, d'une matrice)
    .replace(/\\(?![a-zA-Z])|\\operatorname\{\s*\}/g, ' ')
    .replace(/(?<![\p{L}])(?:l|d|qu)['’]/giu, ' ')
    .replace(/(?<![\p{L}])(?:où|calcule|calculer|calculez|trouve|trouver|trouvez|donne|donnez|détermine|déterminez|determine|cherche|chercher|écris|ecris|écrire|ecrire|obtenir|obtiens)(?![\p{L}])/giu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "M1 = ⟦0⟧", "A_2 = ⟦0⟧", "B_{1} = ⟦0⟧": a name with an index, written without it wherever it is
 * used when its letter names nothing else, so it is read like any one-letter name.
 */
function bareIndexedNames(s: string): string {
  let out = s;
  for (const m of s.matchAll(/(?<![\p{L}\d])([A-Z])_?\{?(\d)\}?(?=\s*=\s*⟦\d+⟧)/gu)) {
    const [token, letter, index] = m;
    const same = new RegExp(`(?<![\\p{L}\\d])${letter}_?\\{?${index}\\}?(?![\\p{L}\\d])`, 'gu');
    const bare = new RegExp(`(?<![\\p{L}\\d])${letter}(?![\\p{L}\\d_{])`, 'u');
    // A1 and A2 both named: the index tells them apart, so it stays
    const other = new RegExp(`(?<![\\p{L}\\d])${letter}_?\\{?(?!${index}\\b)\\d`, 'u');
    if (token && !bare.test(out.replace(same, ' ')) && !other.test(out)) out = out.replace(same, letter);
  }
  return out;
}

export function recognizeMatrixProblem(raw: string): MatrixProblem | null {
  const ex = extractMatrices(raw);
  if (!ex) return null;
  const mats = ex.matrices.map((x) => x.m);
  // "the 4×4 matrix", "une matrice 3 x 3": a size, never a product of numbers; a size that is not
  // the literal's own means we misread the matrix
  let sizeMismatch = false;
  const s0 = stripFrame(ex.text).replace(SIZE, (_m, r1?: string, c1?: string, r2?: string, c2?: string) => {
    const [r, c] = [Number(r1 ?? r2), Number(c1 ?? c2)];
    if (mats.length === 1 && (r !== mats[0].length || c !== mats[0][0].length)) sizeMismatch = true;
    return ' ';
  });
  if (sizeMismatch) return null;
  // « ᵗA », the French transpose, reaches here as ^tA
  let s = s0.replace(/\^t([A-Z])(?![\p{L}])/gu, ' $1^T');
  // the method named ("using the adjugate", « par la méthode de Gauss-Jordan ») and "if it exists"
  // say how or whether, not what: they are no task
  // "the adjoint (adjugate)": the bracket says which adjoint, never the conjugate transpose
  s = s.replace(/\b(?:adjoint\s*\(\s*(?:the\s+)?(?:adjugate|classical\s+adjoint)|adjugate\s*\(\s*(?:the\s+)?(?:classical\s+)?adjoint)\s*\)/giu, 'adjugate');
  s = s.replace(USE_METHOD, ' ').replace(METHOD_NAMED, ' ').replace(IF_EXISTS, ' ').replace(ADJUGATE_DEFINED, ' ');
  s = bareIndexedNames(s);
  // « trigonaliser A », "an upper triangular T similar to A" (before the shapes, whose words it holds): the Jordan form is such a T
  s = readTriangularisation(s) ?? s;
  // "where A is the ⟦0⟧", "the upper triangular matrix ⟦0⟧" (when it is)
  const shaped = readShape(s, mats);
  if (shaped === null) return null;
  s = shaped;
  // (\begin{array}…\end{array}) once \left and \right are gone: the brackets of the matrix itself
  s = s.replace(/\(\s*(⟦\d+⟧)\s*\)/gu, ' $1 ');
  // "Ax = b", "AX = B": the matrix name and the unknown side by side
  s = s.replace(/\b([A-Z])\s*([xX])\s*=\s*([A-Za-z]|0)(?![\p{L}\d])/gu, '$1 $2 = $3');
  // "A-1" glued, a matrix's name with its exponent −1 lost in copying (« Trouver A-1 »): its inverse
  const matrixNames = new Set([...s.matchAll(/\b([A-Z])\s*=\s*⟦\d+⟧/gu)].map((m) => m[1]));
  s = s.replace(/(?<![\p{L}\d])([A-Z])-1(?![\p{L}\d.,/(^])/gu, (m, n: string) => (matrixNames.has(n) ? `${n}^(-1)` : m));
  // named matrices: "A = ⟦0⟧", "soit A = ⟦0⟧"; then every later A means ⟦0⟧
  const names = new Map<string, string>();
  s = s.replace(/\b([A-Za-z])\s*=\s*(⟦\d+⟧)/g, (_, name: string, ph: string) => {
    names.set(name, ph);
    return `\uE001${name}\uE001`;
  });
  if (names.size > 0) {
    const defined = [...names.keys()].join('');
    const use = new RegExp(`(?<![a-z\uE001])([${defined}])(?![a-z\uE001])`, 'g');
    const used = new Set([...s.matchAll(use)].map((m) => m[1]));
    s = s.replace(use, (n: string) => ` ${names.get(n) ?? n} `);
    // a name never used again ("eigenvectors of A = ⟦0⟧ for λ = 2") leaves its matrix where it is
    // defined, so the words after it are read with it and never dropped
    // "where A = ⟦0⟧ and B = ⟦1⟧": the and between two definitions joins no operands
    s = s.replace(/(\uE001[A-Za-z]\uE001)\s*(?:,\s*)?(?:\b(?:and|et)\b\s*)?(?=\uE001)/g, '$1 ');
    s = s.replace(/\uE001([A-Za-z])\uE001/g, (_, n: string) => (used.has(n) ? ' ' : ` ${names.get(n) ?? ''} `));
  }
  // "show that A is invertible and find its inverse", « montrer que A est inversible et calculer son
  // inverse », "find A⁻¹ and verify that AA⁻¹ = I": the inverse found answers both
  // "orthogonally diagonalize", "an orthogonal P such that PᵀAP is diagonal": a diagonalisation, its P orthogonal
  const orth = readOrthogonalDiagonalisation(s);
  s = orth.rest;
  // A⁻¹ asked as a polynomial in A, or a combination of I and A: the inverse by Cayley–Hamilton, named or not
  const cayleyHamilton = /cayley\s*[-–—]?\s*hamilton/iu.test(s) || s.search(INVERSE_AS_POLYNOMIAL) >= 0;
  if (cayleyHamilton) s = s.replace(CAYLEY_HAMILTON, ' ').replace(INVERSE_AS_POLYNOMIAL, ' $1 ');
  if (INVERSE_ASKED.test(s)) s = s.replace(SHOW_INVERTIBLE, ' $1$2 ').replace(CHECK_INVERSE, ' ');
  // a power computed "using diagonalisation", « en diagonalisant A », "by Cayley–Hamilton", "writing
  // A = 2I + N with N nilpotent": the methods of Aⁿ, no further question; the split said is checked
  let split: Q | undefined;
  if (/⟦\d+⟧\s*\^/u.test(s)) {
    s = factorisedThen(s.replace(POWER_METHOD, ' ').replace(DIAGONALISE_THEN, ' '));
    const m = NILPOTENT_SPLIT.exec(s);
    if (m) {
      split = Q.parse(m[1] || '1') ?? undefined;
      s = s.replace(m[0], ' ');
    }
  }
  // "A^k for k = 4", « A^n pour n = 5 »: the exponent given its value
  const at = /,?\s*(?:\b(?:for|with|when|where|if|pour|avec|o[ùu]|si)\s+)?\b([nk])\s*=\s*(\d+)\b/u.exec(s);
  if (at && new RegExp(String.raw`\^\s*\(?\{?\s*${at[1]}(?![\p{L}\d])`, 'u').test(s)) {
    s = s.replace(at[0], ' ').replace(new RegExp(String.raw`(\^\s*\(?\{?\s*)${at[1]}(?![\p{L}\d])`, 'gu'), `$1${at[2]}`);
  }
  // "the eigenvalues λ1 and λ2", « les valeurs propres λ₁, λ₂ et λ₃ »: the names of the answers
  s = s.replace(/(?<=(?:eigen\s*values?|valeurs\s+propres)\s+)(?:lambda|λ|\\lambda)\s*_?\{?\d\}?(?:\s*(?:,|and|et)\s*(?:lambda|λ|\\lambda)\s*_?\{?\d\}?)*/giu, ' ');
  // "Explain.", « Justifier. »: the steps are the explanation
  s = s.replace(/(?<![\p{L}])(?:explain(?:\s+why)?|justify(?:\s+your\s+answer)?|justifier(?:\s+(?:la|votre)\s+r[ée]ponse)?|expliquer|justifiez)(?![\p{L}])\s*[.!]?/giu, ' ');
  // "A^-1 = ?": the value asked; "the eigenvalues and their multiplicities" are given with them
  s = s.replace(/=\s*\?/g, ' ').replace(/(?:,?\s*\b(?:and|with|avec|et)\s+)?\b(?:their|its|leurs?|les|with)\s+(?:algebraic\s+)?multiplicit(?:ies|y|[ée]s?)(?:\s+alg[ée]briques?)?/giu, ' ');
  // "reduce A to echelon form", "apply Gauss-Jordan elimination to A": the verbs of a reduction
  if (/[ée]chelon|gauss|row[- ]?reduc/iu.test(s)) s = s.replace(/(?<![\p{L}])(?:reduce|transform|bring|apply|perform|carry\s+out|r[ée]duire|appliquer|transformer)(?![\p{L}])/giu, ' ');
  // Aⁿ "for every n ≥ 1": the range of a letter exponent is no further question
  if (/\^\s*\(?\{?\s*[nk](?![\p{L}\d])/u.test(s)) s = s.replace(EXPONENT_RANGE, ' ');
  // "over ℂ", "(complex)", "dans ℂ": the eigenvalues are given in ℂ anyway
  s = s.replace(/(?:\b(?:over|in|dans|sur)|\/)\s*(?:ℂ|\\mathbb\{C\}|C\b)|\(?\b(?:complex|complexes)\b\)?/gi, ' ');
  // "est-elle diagonalisable ?", "est-il inversible ?": the inverted subject is not a word of the question;
  // "(yes/no)", "(oui/non)", "true or false" only say how to answer
  s = s.replace(/-(?:t-)?(?:elle|il)\b/gi, ' ').replace(/\(\s*(?:yes\s*\/\s*no|oui\s*\/\s*non|true\s*\/\s*false|vrai\s*\/\s*faux)\s*\)|\b(?:true\s+or\s+false|vrai\s+ou\s+faux)\b/gi, ' ');
  // "Answer yes or no.", « Répondre par oui ou non. », "(yes or no)": how to answer, never what
  s = s.replace(/\(?\s*(?:(?:answer|reply|r[ée]pondre|r[ée]pondez)\s+(?:(?:with|by|par)\s+)?)?(?:yes\s+or\s+no|oui\s+ou\s+non)\s*\)?\s*[.!]?/giu, ' ');
  // "diagonalizable over ℝ", « diagonalisable sur R / dans ℝ »: the real field, where the eigenvalues are sought anyway
  s = s.replace(/(?<=diagonali[sz]able\s*)(?:over|in|on|sur|dans)\s+(?:the\s+)?(?:I?R|ℝ|\\mathbb\s*\{?\s*R\s*\}?|reals?|real\s+numbers)(?![\p{L}])/giu, ' ');
  const commuting = COMMUTE.exec(s);
  if (commuting) s = s.replace(commuting[0], ` ${commuting[1]} ${commuting[2]} , ${commuting[2]} ${commuting[1]} `);
  s = eigenvaluesByDefinition(s);
  // "the sum of the eigenvalues" is the trace, "their product" the determinant: one number, never the list
  s = s
    .replace(/(?<![\p{L}])(?:the\s+)?sum\s+of\s+(?:the\s+|all\s+(?:the\s+)?|its\s+)?eigen\s*values|(?<![\p{L}])(?:la\s+)?somme\s+des\s+valeurs\s+propres/giu, ' trace ')
    .replace(/(?<![\p{L}])(?:the\s+)?product\s+of\s+(?:the\s+|all\s+(?:the\s+)?|its\s+)?eigen\s*values|(?<![\p{L}])(?:le\s+)?produit\s+des\s+valeurs\s+propres/giu, ' det ');
  // "tr(A) and det A", "tr A, det(A)": the operators' short names around the matrix, one task word each
  s = s.replace(/\\(?:operatorname|mathrm|text)\s*\{\s*(tr|det)\s*\}/giu, ' $1').replace(/(?<![\p{L}])(tr|det)\s*\(\s*(⟦\d+⟧)\s*\)/giu, (_m, op: string, m: string) => ` ${op.toLowerCase() === 'tr' ? 'trace' : 'det'} ${m} `).replace(/(?<![\p{L}])tr\s+(?=⟦\d+⟧)/giu, ' trace ');
  // « dim Im f », "dim(ker T)", « la dimension de Im(f) », "dimension of \operatorname{Ker} A": the image's
  // dimension is the rank, the kernel's the nullity (never a basis of either, which Im ⟦0⟧ alone asks)
  s = s.replace(DIMENSION_OF_NAMED_SPACE, (_m, space: string, m: string) => ` ${/ker|nul/iu.test(space) ? 'nullity' : 'rank'} of ${m} `);
  // "eigenvalues/eigenvectors of A", « rang/noyau »: two things asked, the slash an and
  s = s.replace(/(?<=(?:values?|vectors?|spaces?|propres?|rank|rang|trace|d[ée]terminant|kernel|noyau|image|inverse))\s*\/\s*(?=\p{L}{3,})/giu, ' and ');
  // "diagonalise A, i.e. find P and D …", « c'est-à-dire »: the same question said again; "is A
  // diagonalisable? If so, find P and D", « si oui »: the second question follows from the first
  s = s.replace(/(?<![\p{L}]),?\s*(?:i\.\s?e\.|c['’]est[- ][àa][- ]dire|namely|if\s+so|if\s+it\s+is|si\s+oui|si\s+c['’]est\s+le\s+cas|le\s+cas\s+[ée]ch[ée]ant)(?![\p{L}])/giu, ' ');
  // « Diagonaliser A : quelles sont ses valeurs propres ? », "Diagonalize A. What are its eigenvalues?":
  // the question said after the command, the eigenvalues alone, is the one answered
  s = s.replace(DIAGONALISE_THEN_EIGENVALUES, ' ');
  // "P and D such that A = PDP⁻¹": a diagonalisation, whatever P⁻¹ or 'invertible' say
  let task: MatrixTask = FACTORISATION.test(s) ? 'eigenvectors' : 'expression';
  for (const [t, re] of task === 'expression' ? TASKS : []) {
    if (re.test(s)) {
      task = t;
      break;
    }
  }
  if (task === 'expression' && ex.matrices.length === 1 && ex.matrices[0].bars) task = 'det';
  // "the adjoint of A" alone: the adjugate in some courses, the conjugate transpose in others
  if (task === 'expression' && /(?<![\p{L}])adjoint(?![\p{L}])/iu.test(s)) throw new SolverError('unsupported', ADJOINT_AMBIGUOUS);
  // "compute P⁻¹AP", "A^{-1}B": the power −1 of one factor of a product, never the inverse of the product
  if (task === 'inverse' && !/invers|invert/iu.test(s) && (s.match(/⟦\d+⟧/gu) ?? []).length > 1) task = 'expression';
  // « factoriser le polynôme caractéristique », "det(A − λI)": its form and its convention
  let charpolyForm: CharpolyForm | undefined;
  if (task === 'charpoly') {
    const c = readCharpolyForm(s);
    s = c.rest;
    charpolyForm = c.form;
  }
  // "the index of nilpotency", « l'indice de nilpotence »: the least k with Aᵏ = 0
  const nilpotentIndex = task === 'nilpotent' && NILPOTENT_INDEX.test(s);
  if (nilpotentIndex) s = s.replace(NILPOTENT_INDEX, ' nilpotent ');
  let request: EigenRequest | undefined;
  if (task === 'eigenvectors' || task === 'kernel') {
    const r = readEigenRequest(s, task);
    request = r.request;
    s = r.rest;
  }
  let expr = s;
  let entry: MatrixProblem['entry'];
  if (task === 'entry_cofactor') {
    const m = /\b(cofactor|cofacteur|minor|mineur)\s+[ACM]?_?\{?\s*([1-9])\s*,?\s*([1-9])\s*\}?/iu.exec(expr);
    if (!m) return null;
    entry = { i: Number(m[2]) - 1, j: Number(m[3]) - 1, minor: /^min/i.test(m[1]) };
    expr = expr.replace(m[0], ' ');
  }
  let system: MatrixProblem['system'];
  if (task === 'solve' || task === 'least_squares') {
    const eq = /⟦(\d+)⟧\s*\*?\s*[xX]\s*=\s*⟦(\d+)⟧/u.exec(expr);
    if (!eq) return null;
    system = { a: Number(eq[1]), b: Number(eq[2]) };
    const left = expr.replace(eq[0], ' ').replace(TASKS[0][1], ' ').replace(SYSTEM_WORDS, ' ').replace(FILLER, ' ').replace(/[?!:;,.]/g, ' ');
    if (/\S/.test(left)) return null;
    return { task, expr: placeholder(system.a), matrices: mats, system };
  }
  if (task === 'inverse') expr = expr.replace(/\^\s*\(?\s*-\s*1\s*\)?|\^\s*\{\s*-\s*1\s*\}/g, ' ');
  // Cayley–Hamilton named for anything but the inverse (a power is already done by it) is not read here
  // ("the characteristic equation, then the inverse by Cayley–Hamilton": the inverse is asked beside it)
  const inverseToo = NUMBERS_ASKED.includes(task) && /(?<![\p{L}])(?:inverse|invert)/iu.test(expr);
  if (cayleyHamilton && task !== 'inverse' && task !== 'expression' && !inverseToo) return null;
  // "the transpose of A and A Aᵀ": the transpose is one of several expressions asked
  if (task === 'transpose') {
    const parts = expr
      .split(/\b(?:and|et)\b|[,;]/i)
      // the matrix defined where its transpose is asked ("the transpose of A = ⟦0⟧") is the only one
      .map((p) => (/transpos/i.test(p) && !/⟦\d+⟧/.test(p) && mats.length === 1 ? `${placeholder(0)}^T` : p))
      .map((p) => cleanExpr(p.replace(/\btranspos\p{L}*\s+(?:of\s+|de\s+)?(?:(?:the|la)\s+)?(?:matri(?:x|ce)\s+)?(⟦\d+⟧)/giu, '$1^T')))
      .filter((p) => /⟦\d+⟧/.test(p));
    if (parts.length > 1) return { task: 'expression', expr: parts[0], matrices: mats, exprs: parts, names };
  }
  if (task === 'transpose') expr = expr.replace(/\^\s*\{?\s*(T|t|\\top)\s*\}?/g, ' ');
  // "show that A is orthogonal", « montrer que la matrice est symétrique »: a yes-or-no property to decide
  // "show that f is injective and not surjective", « … n'est pas surjective »: the claim is decided, yes or no, all the same
  if (PROPERTIES.includes(task)) {
    expr = expr
      .replace(/(?<![\p{L}])(?:show|prove|verify|check|montrer|d[ée]montrer|v[ée]rifier)\s+(?:that\s+|que\s+|qu['’]\s*)/giu, ' ')
      .replace(/(?<![\p{L}])(?:non|not|pas|n['’](?=\s*est\s+pas))\s*(?=(?:est\s+pas\s+)?(?:injecti|surjecti|bijecti))/giu, ' ')
      .replace(/(?<![\p{L}])est\s+pas(?=\s+(?:injecti|surjecti|bijecti))/giu, ' ');
  }
  if (task !== 'expression') {
    const re = TASKS.find(([t]) => t === task)?.[1];
    if (re) expr = expr.replace(new RegExp(re.source, 'giu'), ' ');
  }
  // "the trace and the determinant", « le rang et la dimension du noyau »: two numbers asked at once,
  // answered in the order asked
  let tasks: MatrixTask[] | undefined;
  if (NUMBERS_ASKED.includes(task)) {
    // the inverse named beside a number ("the characteristic polynomial and the inverse of A"): one more answer
    const others = TASKS.filter(([t, re]) => t !== task && (NUMBERS_ASKED.includes(t) || (t === 'inverse' && inverseToo)) && re.test(expr));
    if (others.length > 0) {
      const at = (t: MatrixTask): number => s.search(TASKS.find(([u]) => u === t)?.[1] ?? /$/);
      tasks = [task, ...others.map(([t]) => t)].sort((u, v) => at(u) - at(v));
      for (const [, re] of others) expr = expr.replace(new RegExp(re.source, 'giu'), ' ');
    }
  }
  // "product of A and B" → A*B, "sum of A and B" → A+B; never "the products AB and BA", already written
  if (/\b(products?|multipl\w*|produits?|times|fois)\b/i.test(expr) && !/⟦\d+⟧\s*\*?\s*⟦\d+⟧/u.test(expr)) expr = expr.replace(/\b(and|et|by|par|times|fois)\b/gi, ' * ');
  if (/\b(sum|add|somme|additionne\w*|plus)\b/i.test(expr)) expr = expr.replace(/\b(and|et|to|à|plus)\b/gi, ' + ');
  if (/\b(difference|différence|subtract|soustrai\w*|minus|moins)\b/i.test(expr)) expr = expr.replace(/\b(and|et|minus|moins)\b/gi, ' - ');
  // "AB and BA", "A + B, A − B et 2A": several expressions asked, each answered (never one product)
  let exprs: string[] | undefined;
  if (task === 'expression') {
    const parts = expr.split(/\b(?:and|et)\b|[,;]/i).map(cleanExpr).filter((p) => /⟦\d+⟧/.test(p));
    if (parts.length > 1) exprs = parts;
  }
  expr = cleanExpr(expr);
  // "the determinant of A. … the trace of A": each question names the matrix, never a product A·A
  if (tasks) expr = expr.replace(/^(⟦\d+⟧)(?:\s+\1)+$/u, '$1');
  // det(⟦0⟧) / |⟦0⟧|
  expr = expr.replace(/^\|\s*(⟦\d+⟧)\s*\|$/, '$1');
  if (!/⟦\d+⟧/.test(expr)) {
    // words left with no matrix among them were read by no one: never dropped
    if (/[\p{L}\d]/u.test(expr)) return null;
    if (mats.length === 1) expr = placeholder(0);
    else if (mats.length === 2 && /\b(product|multipl\w*|produit)\b/i.test(s)) expr = `${placeholder(0)} * ${placeholder(1)}`;
    else if (mats.length === 2 && /\b(sum|add|somme|additionne\w*)\b/i.test(s)) expr = `${placeholder(0)} + ${placeholder(1)}`;
    else return null;
  }
  if (commuting && exprs?.length !== 2) return null;
  return { task, expr, matrices: mats, ...(request ? { request } : {}), ...(tasks ? { tasks } : {}), ...(entry ? { entry } : {}), ...(exprs ? { exprs, names } : {}), ...(split ? { split } : {}), ...(commuting ? { commute: true } : {}), ...(cayleyHamilton && task === 'inverse' ? { cayleyHamilton: true } : {}), ...(orth.orthogonal && task === 'eigenvectors' ? { orthogonal: true } : {}), ...(charpolyForm ? { charpolyForm } : {}), ...(nilpotentIndex ? { nilpotentIndex } : {}) };
}
