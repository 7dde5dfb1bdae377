import { SolverError } from '../errors';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { Q } from '../cas/rational';
import { readPlaneDistance } from './planeDistance';
import { semicolonTuples } from '../parse/semicolonTuple';
import { decimalCommas } from '../parse/decimalComma';

/**
 * Vector algebra on vectors with number components: "dot product of (1, 2, 3) and (4, 5, 6)",
 * "cross product of <1,0,0> and <0,1,0>", "angle between the vectors (1, 0) and (1, 1)",
 * "norme du vecteur (3 ; 4)", with i, j, k written out too. Every word must be one of these
 * phrasings; anything else is left to other readers.
 */
const OPS: Array<[TaskOf<'vector_algebra'>['op'], RegExp, number]> = [
  ['dot', /\b(?:dot|scalar|inner)\s+product\b|\bproduit\s+scalaire\b/i, 2],
  ['cross', /\b(?:cross|vector)\s+product\b|\bproduit\s+vectoriel\b/i, 2],
  // "the angle (in degrees) between", "the angle, in degrees, between", « l'angle en degrés entre »
  ['angle', /\bangle\s*(?:,\s*(?:in|en)\s+degr[ée]+s?\s*,|\(\s*(?:in|en)\s+degr[ée]+s?\s*\)|\s(?:in|en)\s+degr[ée]+s?)?\s+(?:between|entre)\b/i, 2],
  // "the projection of u onto v", "project b onto a", « le projeté orthogonal de u sur v »: before the norm, whose words it may hold
  ['projection', /\b(?:(?:orthogonal\s+|vector\s+)?projection\s+of|project)\b(?=.*\b(?:onto|on)\b)|\b(?:(?:le\s+)?projet[ée]\s+(?:orthogonal\s+)?|(?:la\s+)?projection\s+(?:orthogonale\s+)?)(?:de|du)\b(?=.*\bsur\b)/i, 2],
  ['norm', /\b(?:magnitude|length|norm|norme|longueur)\b/i, 1],
];

/**
 * The product written with its sign between two vectors: "(2, −1, 3) × (1, 4, −2)", "u · v" with
 * u = …, v = …, "\vec{u} \times \vec{v}". Between two bracketed triples × can only mean the cross
 * product; · and \cdot the dot product.
 */
const NAME = String.raw`(?:\\vec\s*\{?\s*)?([uvwab])\s*\}?`;
const SIGN_OPS: Array<[TaskOf<'vector_algebra'>['op'], RegExp]> = [
  ['cross', new RegExp(String.raw`(?<=[)>\]⟩])\s*(?:×|\\times|∧|\\wedge|(?<![A-Za-z])x(?![A-Za-z]))\s*(?=[(<[⟨])|(?<![A-Za-z])${NAME}\s*(?:×|\\times|∧|\\wedge)\s*${NAME}(?![A-Za-z])`)],
  ['dot', new RegExp(String.raw`(?<=[)>\]⟩])\s*(?:·|⋅|∙|•|\\cdot)\s*(?=[(<[⟨])|(?<![A-Za-z])${NAME}\s*(?:·|⋅|∙|•|\\cdot)\s*${NAME}(?![A-Za-z])`)],
];

const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?(?:\/\d+)?`;
// up to six components: a norm, a dot product or an angle in R⁴ as well (a cross product keeps three)
const BRACKETED = new RegExp(String.raw`[(<[⟨]\s*(${NUMBER}(?:\s*[,;]\s*${NUMBER}){1,5})\s*[)>\]⟩]`, 'g');
/** ‖u‖, ||u||, ‖(2, −1, 3)‖: the norm written with double bars, read as the word. */
const NORM_BARS = /(?:‖|\|\|)\s*(?:\\vec\s*\{?\s*)?([a-zA-Z]|\([^()|‖]*\))\s*\}?\s*(?:‖|\|\|)/g;
const UNIT_TERM = String.raw`[-+]?\s*(?:\d+(?:\.\d+)?(?:\/\d+)?\s*\*?\s*)?[ijk]`;
const UNITS = new RegExp(String.raw`(?<![A-Za-z])(${UNIT_TERM}(?:\s*${UNIT_TERM}){1,2})(?![A-Za-z(])`, 'g');

// lead-ins that name the vector first: "Let u = …", "Given u = …", « Soit u = … », « On donne u = … »
const FILLER = /\b(?:find|compute|calculate|determine|give|what|is|are|the|of|and|between|vectors?|u|v|w|a|b|in|radians?|degrees?|where|if|for|let|given|consider|be|its|sa|son|pour|calculer|d[ée]terminer|donner|quel|quelle|est|le|la|les|de|des|du|entre|et|vecteurs?|en|si|soit|on|donne|consid[èe]re|avec|with)\b|(?<![\p{L}])o[ùu](?![\p{L}])/giu;
/** The angle asked in degrees: "in degrees", « en degrés », "give your answer in degrees", "(in °)". */
const DEGREE_WORDS = /(?:\b(?:give|express|write)\s+(?:your|the)\s+answer\s+)?(?<![\p{L}])(?:in|en)\s+(?:degr(?:ees?|[ée]s?)(?![\p{L}])|°)/giu;
const DEGREES_ASKED = new RegExp(DEGREE_WORDS.source, 'iu');
/** « Dans un repère orthonormé, le vecteur u a pour coordonnées … », "in an orthonormal basis, u has coordinates …": the frame and the verb. */
const FRAME = /\b(?:dans|in)\s+(?:un|une|le|la|an?|the)\s+(?:rep[èe]re|base|basis|frame)\s+(?:orthonorm[ée]e?|orthonormale)\b|\bin\s+(?:an?|the)\s+orthonormal\s+(?:basis|frame)\b|\b(?:a\s+pour|has|with)\s+(?:(?:les|the)\s+)?coordinates?\b|\ba\s+pour\s+coordonn[ée]es\b|\bde\s+coordonn[ée]es\b/gi;
/** \vec{u}, \overrightarrow{u}, u⃗: the vector's name. */
const VEC_NAME = /\\(?:vec|overrightarrow)\s*\{\s*([uvwab])\s*\}|(?<![A-Za-z])([uvwab])\u20D7/g;
/** The preposition of a projection: "onto", "on", « sur ». */
const ONTO = /\b(?:onto|on|sur)\b/gi;

function unitComponents(s: string): string[] | null {
  const c: Record<string, Q> = { i: Q.ZERO, j: Q.ZERO, k: Q.ZERO };
  for (const m of s.replace(/\s+/g, '').matchAll(/([-+]?)(\d+(?:\.\d+)?(?:\/\d+)?)?\*?([ijk])/g)) {
    const q = Q.parse(m[2] ?? '1');
    if (!q) return null;
    c[m[3]] = c[m[3]].add(m[1] === '-' ? q.neg() : q);
  }
  return (/k/.test(s) ? ['i', 'j', 'k'] : ['i', 'j']).map((u) => c[u].toString());
}

/**
 * "v × u where u = …, v = …": the vectors taken in the product's order, swapped when the names are
 * defined the other way round; false when the names do not match the definitions.
 */
function namedInOrder(text: string, product: RegExp, vectors: string[][]): boolean {
  const m = product.exec(text);
  const names = m ? [m[1], m[2]].filter((n): n is string => n !== undefined) : [];
  if (names.length === 0) return true;
  const defined = [...text.matchAll(/(?<![A-Za-z])(?:\\vec\s*\{?\s*)?([uvwab])\s*\}?\s*=?\s*[(<[⟨]/g)].map((d) => d[1]);
  if (defined.length !== 2 || names[0] === names[1]) return false;
  if (defined[0] === names[1] && defined[1] === names[0]) vectors.reverse();
  else if (defined[0] !== names[0] || defined[1] !== names[1]) return false;
  return true;
}

/** A cross product sign between two vectors. */
const CROSS_SIGN = /×|\\times|∧|\\wedge/;
/** A product sign between two brackets or bars: "(…) × (…)", "(…) · (…)", "|(…) × (…)|". */
const PRODUCT_BETWEEN = /[)\]⟩]\s*(?:×|\\times|∧|\\wedge|·|⋅|∙|•|\\cdot)\s*[([⟨]/g;
/** An integral over a box B = [0, 1] × [0, 2] × [0, 3]: × is the product of intervals there, no cross product. */
const INTEGRAL_OVER_BOX = /[∫∬∭∮]|\\i+nt(?![A-Za-z])|\\oint|\bintegra|\bintégr/i;
/** Intervals multiplied, [0, 1] × [0, 2]: a box (a cube, a solid), never two vectors of the plane crossed. */
const BOX = /\[[^[\],]+,[^[\],]+\]\s*(?:×|\\times)\s*\[[^[\],]+,[^[\],]+\]/;
/** A cross product inside bars: its length. */
const BARS_AROUND_CROSS = /\|[^|]*(?:×|\\times|∧|\\wedge)[^|]*\|/;

/**
 * A cross product with a third factor ("(a) × (b) · (c)", "(a) × (b) × (c)") or inside bars
 * ("|(a) × (b)|"): read here only as two vectors, it would otherwise be taken for a product of
 * numbers; refused rather than misread.
 */
export function readVectorAlgebra(problem: ProblemInput): TaskOf<'vector_algebra'> | SolverError | null {
  const task = readVectorAlgebraAsWritten(problem);
  const raw = problem.raw.replace(/−/g, '-');
  if (task || !CROSS_SIGN.test(raw) || INTEGRAL_OVER_BOX.test(raw) || BOX.test(raw) || ((raw.match(PRODUCT_BETWEEN) ?? []).length < 2 && !BARS_AROUND_CROSS.test(raw))) return task;
  return new SolverError('unsupported', text(
    'A cross product with a third factor, or the length of a cross product, is not computed yet: ask for the cross product of the two vectors first.',
    'Un produit vectoriel suivi d’un troisième facteur, ou la norme d’un produit vectoriel, n’est pas encore calculé : demandez d’abord le produit vectoriel des deux vecteurs.',
  ));
}

function readVectorAlgebraAsWritten(problem: ProblemInput): TaskOf<'vector_algebra'> | null {
  const plane = readPlaneDistance(problem);
  if (plane) return plane;
  // « (0,6 ; 0,8) »: with semicolons between the components, their commas are decimal commas
  const text = decimalCommas(semicolonTuples(problem.raw.replace(/−/g, '-'), true)).replace(VEC_NAME, '$1$2').replace(FRAME, ' ').replace(NORM_BARS, (_m, inside: string) => ` norm ${inside.startsWith('(') ? inside : ''} `);
  const sign = OPS.some(([, re]) => re.test(text)) ? undefined : SIGN_OPS.find(([, re]) => re.test(text));
  const found: [TaskOf<'vector_algebra'>['op'], RegExp, number] | undefined = sign ? [sign[0], sign[1], 2] : OPS.find(([, re]) => re.test(text));
  if (!found) return null;
  const [op, opWord, count] = found;
  const vectors: string[][] = [];
  const at: number[] = [];
  let rest = text.replace(BRACKETED, (_m, body: string, offset: number) => {
    vectors.push(body.split(/\s*[,;]\s*/).map((x) => (Q.parse(x) ?? Q.ZERO).toString()));
    at.push(offset);
    return ' ';
  });
  if (vectors.length === 0) {
    rest = rest.replace(UNITS, (m: string) => {
      const v = unitComponents(m);
      if (v) vectors.push(v);
      return ' ';
    });
    // i + j beside j − 2k: both in space once one of them has a k
    if (vectors.some((v) => v.length === 3)) vectors.forEach((v, i) => (vectors[i] = v.length === 2 ? [...v, '0'] : v));
  }
  if (vectors.length !== count || vectors.some((v) => v.some((x) => Q.parse(x) === null))) return null;
  if (count === 2 && vectors[0].length !== vectors[1].length) return null;
  if (op === 'cross' && vectors[0].length !== 3) return null;
  if (sign && !namedInOrder(text, opWord, vectors)) return null;
  // projected onto the vector written after "onto" / « sur », the other one before it
  if (op === 'projection') {
    const onto = new RegExp(ONTO.source, 'i').exec(text.slice(found[1].exec(text)?.index ?? 0));
    const cut = onto ? (found[1].exec(text)?.index ?? 0) + onto.index : -1;
    if (at.length !== 2 || !(at[0] < cut && at[1] > cut)) return null;
  }
  rest = sign ? rest.replace(/×|\\times|∧|\\wedge|·|⋅|∙|•|\\cdot|\\vec|[{}$]|(?<![A-Za-z])x(?![A-Za-z])/g, ' ') : rest.replace(opWord, ' ');
  // « le produit vectoriel (i + j) ∧ (j − 2k) »: the word and its sign both said
  if (!sign && op === 'cross') rest = rest.replace(/×|\\times|∧|\\wedge/g, ' ');
  // 'the cross product u × v for u = …': the product written with the vectors' names
  if (op === 'cross') rest = rest.replace(/(?<![A-Za-z])[uvwab]\s*(?:×|\\times|x)\s*[uvwab](?![A-Za-z])/g, ' ');
  // « le produit scalaire u·v avec u(…) et v(…) »: the word and the product of the names both said
  if (!sign && op === 'dot') rest = rest.replace(/(?<![A-Za-z])[uvwab]\s*(?:·|⋅|∙|•|\\cdot|\.)\s*[uvwab](?![A-Za-z])/g, ' ');
  if (op === 'projection') rest = rest.replace(ONTO, ' ').replace(/\b(?:orthogonal(?:e)?|vector)\b/gi, ' ');
  // the brackets around i, j, k combinations read (« (2i − j + 3k) × (i + 4j − k) ») and French elisions (l'angle)
  rest = rest.replace(/[(<[⟨]\s*[)>\]⟩]/g, ' ').replace(/(?<![\p{L}])[ld]['’]/giu, ' ');
  rest = rest.replace(DEGREE_WORDS, ' ').replace(/\b(?:of|du|de)\s+(?:the\s+)?vector\b/gi, ' ').replace(FILLER, ' ').replace(/[.,;:?!='’=]/g, ' ').replace(/\b[uvwab]\s*$/i, ' ');
  if (/\S/.test(rest)) return null;
  return { kind: 'vector_algebra', op, vectors, ...(op === 'angle' && DEGREES_ASKED.test(text) ? { degrees: true } : {}) };
}
