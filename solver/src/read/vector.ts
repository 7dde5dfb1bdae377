import { SolverError } from '../errors';
import { text, type Text } from '../i18n';
import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars, substitute, type Ex } from '../strategies/derivative/expr';
import { derivative } from '../strategies/derivative/differentiate';
import { simplify } from '../strategies/derivative/simplify';
import { toAscii } from '../strategies/derivative/print';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { splitLetterProducts } from './letterProducts';
import { readLagrange } from './lagrange';
import { readCurvature } from './curvature';
import { readImplicitPartial } from './implicitPartial';
import { placeGivenData } from './givenData';

/**
 * Vector calculus as students write it, in English and French: "gradient of f(x,y,z) = x²y + yz³",
 * "∇f", "divergence of F = (x²y, yz, xz²)", "∇ · F", "curl F for F = yz i + xz j + xy k",
 * "rotationnel de F = (−y, x, z)", "Laplacian of f", "Δf pour f = …", "Hessian matrix of f",
 * "jacobien de l'application (x, y) ↦ (eˣ cos y, eˣ sin y)", "directional derivative of f at
 * (1, 1, 1) in the direction of (1, 2, 2)", "dérivée directionnelle … au point … dans la direction
 * du vecteur …".
 */
/** "f_x and f_y", "∂f/∂x et ∂f/∂y" (∂ read as d): every first partial derivative asked at once is the gradient. */
const EACH_PARTIAL = /(?<![A-Za-z])(?:([a-z])_\{?([a-z])\}?|d\s*([a-z])\s*\/\s*d\s*([a-z]))(?:\s*(?:,|and|et)\s*(?:[a-z]_\{?[a-z]\}?|d\s*[a-z]\s*\/\s*d\s*[a-z])(?![A-Za-z(]))+/;

/** ∇ × F and ∇ · F as typed: the reader turns both × and · into *, so they are told apart before it. */
const NABLA_AS_TYPED: Array<[TaskOf<'vector'>['op'], RegExp]> = [
  ['laplacian', /(?:∇|\\nabla)\s*(?:·|⋅|\\cdot)\s*(?:∇|\\nabla)\s*[fguφ]\b/],
  ['curl', /(?:∇|\\nabla)\s*(?:×|\\times)/],
  ['divergence', /(?:∇|\\nabla)\s*(?:·|⋅|\\cdot)/],
];

const STEEPEST = /\bsteepest\s+(?:ascent|descent|increase|decrease)\b|\bdirection\s+of\s+(?:the\s+)?(?:greatest|fastest|maximum|most\s+rapid)\s+(?:increase|decrease)\b|\bdirection\b.*\b(?:increases?|decreases?|grows?)\s+(?:the\s+)?(?:most\s+(?:rapidly|quickly)|fastest)\b|\bplus\s+(?:forte|grande)\s+(?:pente|croissance|d[ée]croissance|descente)\b|\bdirection\b.*\b(?:cro[iî]t|d[ée]cro[iî]t|augmente|diminue)\s+le\s+plus\s+(?:vite|rapidement)\b/i;
/** The words of a descent: the direction is then −∇f. */
const DESCENT = /\b(?:descent|decreases?|d[ée]croissance|descente|d[ée]cro[iî]t|diminue)\b/i;

/** "the partial derivatives of f", « les dérivées partielles (premières) de f »: every first partial, each named. */
const ALL_PARTIALS = /\b(?:(?:first[- ](?:order\s+)?)?partial\s+derivatives\s+(?:of|for)|(?:les\s+)?d[ée]riv[ée]es\s+partielles\s+(?:premi[èe]res\s+|d['’]ordre\s+(?:1|un)\s+)?(?:de|du|pour))\b|\b(?:its\s+|all\s+(?:the\s+|its\s+)?)(?:first[- ](?:order\s+)?)?partial\s+derivatives\b|\b(?:ses|toutes\s+ses|leurs)\s+d[ée]riv[ée]es\s+partielles\b(?!\s+(?:secondes|d['’]ordre\s+(?:2|deux)))/i;

/**
 * The gradient asked beside a directional derivative, in either order: "find the gradient … and the
 * directional derivative", "(a) Find the gradient of f. (b) Find the directional derivative …",
 * "… evaluate it at (1, 2, 3). Hence find the directional derivative".
 */
const GRADIENT_AND_DIRECTIONAL = /\b(?:find|compute|calculate|determine|give|calculer|d[ée]terminer|donner|trouver)\s+(?:the\s+|le\s+)?gradient\b[\s\S]*?\b(?:and|et|then|puis|hence|find|compute|calculate|determine|give|calculer|d[ée]terminer|donner|trouver|en\s+d[ée]duire)\s+(?:the\s+|la\s+)?(?:directional\s+derivative|d[ée]riv[ée]e\s+directionnelle)|\b(?:directional\s+derivative|d[ée]riv[ée]e\s+directionnelle)\b[^.;?]*\b(?:and|et)\s+(?:the\s+|le\s+)gradient\b/i;

const GRADIENT_NORM = /(?:\||‖)\s*(?:∇|\\nabla|grad)\s*[fgu]\b[^|‖]*(?:\||‖)|\b(?:magnitude|length|norm)\s+of\s+(?:the\s+)?gradient\b|\bnorme\s+du\s+(?:vecteur\s+)?gradient\b/i;

/**
 * The total differential: "the total differential of f", "the differential dz of z = …", « la
 * différentielle de f » (never a differential equation), « calculer df(−1 ; 1) ».
 */
const DIFFERENTIAL = /\b(?:total\s+)?differential\s+(?:of\b|d[a-z]\b)|(?<!(?:[ée]quations?|[ée]quation\s+aux\s+d[ée]riv[ée]es)\s+)\bdiff[ée]rentielle\s+(?:totale\s+)?(?:de\b|du\b|d['’]|d[a-z]\b)|(?<![A-Za-z])(?<!\/\s*)d[a-z]\(\s*-?[\d./]+\s*[;,]/i;

/** The extrema asked rather than the critical points: « les extremums (éventuels, locaux) », "the (relative) extrema", "local extremum". */
const EXTREMA = /\bextr[ée]m(?:a|ums?)\b/i;
/** Words asking for every critical point, saddle points included. */
const EVERY_CRITICAL = /\b(?:critical|stationary|saddle)\b|\bcritiques?\b|\bstationnaires?\b|\bselles?\b/i;

const OPS: Array<[TaskOf<'vector'>['op'], RegExp]> = [
  ['critical_points', /\b(?:critical|stationary)\s+(?:points?|numbers?)\b|\bpoints?\s+(?:critiques?|stationnaires?)\b|\blocal\s+(?:maxim|minim|extrem)|\bsaddle\s+points?\b|\bextrem(?:a|ums?)\s+locaux\b|\bpoints?\s+selles?\b/i],
  // "find the extrema of f(x, y) = …", « déterminer les extremums éventuels de f »: the local extrema, from the critical points
  ['critical_points', EXTREMA],
  // never "potential energy", "énergie potentielle", "différence de potentiel", "potentiel électrique"; "f such that F = ∇f" after
  // no question mark ("Show that F is conservative and find f such that F = ∇f"): a question whether it is one answers yes or no with f
  ['potential', /\b[a-z]\s+(?:such\s+that|with|telle\s+que|tel\s+que|avec)\s+(?:∇|\\nabla|grad)\s*[a-z]\s*=\s*(?:[A-Z]\b|[(<⟨])|(?<!\?[\s\S]*)\b[a-z]\s+(?:such\s+that|so\s+that|with|telle?\s+que|avec)\s+[A-Z]\s*=\s*(?:∇|\\nabla|grad)\s*[a-z]\b|\bpotential\s+(?:function|for|of)\b|\b(?:a|the)\s+potential\b(?!\s+(?:energy|difference))|\bfonctions?\s+potentiel(?:le)?s?\b|\bun\s+potentiel\b(?!\s+[ée]lectrique)/i],
  ['conservative', /\bconservati(?:ve|f)\b|\b(?:champ\s+de\s+gradients?|gradient\s+(?:vector\s+)?field)\b|\bd[ée]rive\s+d['’]un\s+potentiel/i],
  // "use differentials to estimate f(1.02, 1.97)", « à l'aide de la différentielle, estimer … »: the linearization used at a point
  ['linearization', /\bdiff[ée]rential(?:s)?\b(?=.*\b(?:estimate|approximate)\b)|\b(?:estimate|approximate)\b(?=.*\bdifferentials?\b)|\bdiff[ée]rentielle\b(?=.*\b(?:estimer|approcher|valeur\s+approch[ée]e)\b)|\b(?:estimer|approcher)\b(?=.*\bdiff[ée]rentielle\b)|\blineari[sz]ation\b|\blinear\s+approximation\b|\btangent[- ]plane\s+approximation\b|\bapproximation\s+(?:affine|lin[ée]aire)\b|\blin[ée]aris[ée]e\b|\blin[ée]arisation\b/i],
  // |∇f|, ‖∇f‖, "the magnitude of the gradient", « la norme du gradient »: its length, the maximum rate
  ['max_rate', GRADIENT_NORM],
  ['max_rate', /\b(?:maximum|max|greatest|largest)\s+(?:rate\s+of\s+(?:change|increase)|directional\s+derivative|value\s+of\s+the\s+directional\s+derivative)|\btaux\s+(?:de\s+variation|d['’]accroissement)\s+maxim(?:al|um)|\bvaleur\s+maximale\s+de\s+la\s+d[ée]riv[ée]e\s+directionnelle|\bd[ée]riv[ée]e\s+directionnelle\s+maximale/i],
  // "direction of steepest ascent", "in which direction does f decrease most rapidly", "direction de plus forte pente"
  ['steepest', STEEPEST],
  // also "the derivative of f … in the direction of …", "dérivée de f … suivant le vecteur …"
  ['directional', /directional\s+derivative|d[ée]riv[ée]e\s+directionnelle|\bD_\s*\{?\s*(?:u|v)\s*\}?\s*f|\b(?:derivative|rate\s+of\s+change)\s+of\b.*\b(?:in\s+(?:the\s+)?direction|along\s+the\s+vector)\b|\btaux\s+de\s+variation\s+de\b.*\bdans\s+la\s+direction\b|\bd[ée]riv[ée]e\s+de\b.*\b(?:dans\s+la\s+direction|en\s+direction\s+d|le\s+long\s+du\s+vecteur|(?:suivant|selon)\s+(?:la\s+direction|(?:le\s+)?vecteur))\b/i],
  // "the second partial derivatives" (all of them) are the Hessian's entries
  ['hessian', /\bhessi(?:an|enne)\b|\b(?:all\s+(?:the\s+)?)?second[- ](?:order\s+)?partial\s+derivatives\b|\b(?:toutes\s+les\s+)?d[ée]riv[ée]es\s+partielles\s+(?:secondes|d['’]ordre\s+(?:2|deux))\b/i],
  // ∂(x, y)/∂(r, θ), the ∂ read as d
  ['jacobian', /\bjacobi(?:an|en|enne)\b|(?<![A-Za-z])d\s*\(\s*[a-z]\s*,[^()]*\)\s*\/\s*d\s*\(/i],
  // div(grad f), ∇·∇f: the divergence of the gradient
  ['laplacian', /\blaplaci(?:an|en)\b|\bdiv\s*\(?\s*(?:grad|∇|\\nabla)\s*\(?\s*[fguφ]\b\s*\)?\s*\)?|(?:∇|\\nabla)\s*(?:·|\.|\*|\\cdot)\s*(?:∇|\\nabla)\s*[fguφ]\b|(?:^|[\s(])(?:Δ|∆|\\Delta\s*)\s*[fguφ]\b|(?:∇|\\nabla)\s*\^\s*\{?2\}?\s*[fgu]\b/i],
  ['curl', /\bcurl\b|\brot(?:ationnel)?\b|\birrotation(?:al|nel(?:le)?)\b|(?:∇|\\nabla)\s*(?:×|\\times|x\b)/i],
  // never the division sign \div, nor the divergence of a series or an integral ("the convergence or divergence of Σ …")
  ['divergence', /(?<!\\)(?<!\bconvergence\s+(?:or|ou|and|et)\s+(?:the\s+|la\s+)?)\bdiv(?:ergence)?\b|(?:∇|\\nabla)\s*(?:·|\\cdot|\.)/i],
  ['gradient', /\bgrad(?:ient)?\b|(?:∇|\\nabla)\s*[fgu]\b/i],
  ['gradient', DIFFERENTIAL],
  ['gradient', EACH_PARTIAL],
  ['gradient', ALL_PARTIALS],
];

/**
 * "f_x, f_y", "fx and fy", "find both f_xx(x,y) and f_xy(x,y)", « f_x et f_y », "f_x(1,2) and
 * f_y(1,2)": partial derivatives of the function defined in the text listed by their subscripts;
 * each subscript and the point they share, else null.
 */
function listedPartials(t: string): { subscripts: string[]; args: string[] } | null {
  const defined = /(?<![A-Za-z])([fghuwzFG])\s*(?:\(\s*([a-z](?:\s*,\s*[a-z]){1,3})\s*\))?\s*=/.exec(t);
  if (!defined) return null;
  // without the underscore (fx, fy) only where derivatives are spoken of, or in f's declared letters
  const bare = /partial|derivative|d[ée]riv/i.test(t) ? '[a-z]' : defined[2] ? `[${defined[2].replace(/[\s,]/g, '')}]` : null;
  const g = (group: boolean): string => (group ? '(' : '(?:');
  const item = (group: boolean): string => String.raw`(?<![A-Za-z])${defined[1]}(?:_\{?${g(group)}[a-z]{1,2})\}?${bare ? `|${g(group)}${bare}{1,2})` : ''})(?:\s*\(${g(group)}[^()]*)\))?(?![A-Za-z(])`;
  const list = new RegExp(String.raw`${item(false)}(?:\s*(?:,|\band\b|\bet\b|&)\s*${item(false)})+`).exec(t);
  if (!list) return null;
  const found = [...list[0].matchAll(new RegExp(item(true), 'g'))];
  return { subscripts: found.map((m) => m[1] ?? m[2]), args: found.map((m) => (m[bare ? 3 : 2] ?? '').replace(/\s+/g, '')) };
}

type Together = NonNullable<TaskOf<'vector'>['also']>[number];

/** Operations a question may ask together of one field (div, curl) or of one function (gradient, Laplacian, Hessian). */
const TOGETHER: Together[][] = [['divergence', 'curl'], ['gradient', 'laplacian', 'hessian']];

/**
 * "div and curl of F", "∇·F and ∇×F", « le gradient et le laplacien de f »: every operation of op's
 * group the text names, in the order written; op alone when it is the only one named.
 */
function askedTogether(op: TaskOf<'vector'>['op'], raw: string, t: string): { op: TaskOf<'vector'>['op']; also: Together[] } {
  const group = TOGETHER.find((g) => g.some((o) => o === op));
  if (!group) return { op, also: [] };
  const spans = group.flatMap((o): Array<[Together, number, number]> => {
    // the gradient by its name or ∇f (its first pattern), not by partial derivatives that may be the Hessian's
    const m = NABLA_AS_TYPED.find(([n]) => n === o)?.[1].exec(raw) ?? OPS.find(([n]) => n === o)?.[1].exec(t);
    return m ? [[o, m.index, m.index + m[0].length]] : [];
  });
  // "div(grad f)" names the Laplacian: the gradient inside it is no question of its own
  const named = spans.filter(([o, a, b]) => !spans.some(([p, c, d]) => p !== o && c <= a && b <= d && d - c > b - a));
  if (named.length < 2) return { op, also: [] };
  const [first, ...also] = named.sort((a, b) => a[1] - b[1]).map(([o]) => o);
  return { op: first, also };
}

/** "… and the direction in which it occurs", « … et dans quelle direction »: the direction asked beside the rate. */
const RATE_DIRECTION = /\b(?:and|et)\s+(?:(?:the|its|la|sa)\s+)?direction\b|\b(?:in\s+)?which\s+direction\b|\bdans\s+quelle\s+direction\b|\bdirection\s+(?:in\s+which|dans\s+laquelle|o[ùu])\b/i;
/** "… increase most rapidly, and what is the maximum rate?": the rate asked beside the direction. */
const DIRECTION_RATE = /\b(?:max(?:imum)?|greatest|largest)\s+(?:rate|value)\b|\btaux\b|\bvaleur\s+maximale\b/i;

/** The maximum rate of change and the direction where it is reached, asked in one question: both answered, in the order written. */
function rateAndDirection(asked: { op: TaskOf<'vector'>['op']; also: Together[] }, t: string): { op: TaskOf<'vector'>['op']; also: Together[] } {
  if (asked.also.length > 0) return asked;
  if (asked.op === 'max_rate' && !GRADIENT_NORM.test(t) && RATE_DIRECTION.test(t)) return { op: 'max_rate', also: ['steepest'] };
  if (asked.op === 'steepest' && DIRECTION_RATE.test(t)) return { op: 'steepest', also: ['max_rate'] };
  return asked;
}

const unreadableField = (): SolverError =>
  new SolverError('parse', text(
    'We could not read the function or the field: write f(x, y) = …, or F = (P, Q, R).',
    "Nous n'avons pas pu lire la fonction ou le champ : écrivez f(x, y) = …, ou F = (P, Q, R).",
  ));

const twoQuestions = (other: Text): SolverError =>
  new SolverError('unsupported', text(
    `We read two questions, ${other.en} and the direction of steepest change: ask them one at a time.`,
    `Nous avons lu deux questions, ${other.fr} et la direction de plus forte variation : posez-les une à la fois.`,
  ));

const missingPoint = (): SolverError =>
  new SolverError('unsupported', text(
    'The direction of steepest change depends on the point: give it, e.g. "at (1, 2)".',
    'La direction de plus forte variation dépend du point : donnez-le, par exemple « au point (1, 2) ».',
  ));

const unreadablePoint = (p: string): SolverError =>
  new SolverError('parse', text(
    `We could not match the point or direction (${p}) with the function's variables: give as many coordinates as there are variables.`,
    `Nous n'avons pas pu associer le point ou la direction (${p}) aux variables de la fonction : donnez autant de coordonnées que de variables.`,
  ));

/** A bracketed tuple, its entries possibly holding brackets themselves: <1/sqrt(2), 1/sqrt(2)>. */
const TUPLE = String.raw`([(<[⟨](?:[^()<>[\]⟨⟩]|\([^()]*\))*[)>\]⟩])`;
/** "from P(−3/4, 0) to Q(0, 1)", "de A(1, 2) vers B(3, 5)": the direction Q − P. */
const FROM_TO = new RegExp(String.raw`(?:in\s+the\s+direction\s+|dans\s+la\s+direction\s+)?(?:\bfrom|\bde)\s+(?:the\s+point\s+|du\s+point\s+)?(?:[a-z]\s*=?\s*)?${TUPLE}\s+(?:to(?:wards?)?|vers|[àa])\s+(?:the\s+point\s+|le\s+point\s+)?(?:[a-z]\s*=?\s*)?${TUPLE}`, 'i');
/** "toward the point (2, 3, 3)", "vers le point B(2, 3)", "in the direction of the point Q = (…)". */
const TOWARD = new RegExp(String.raw`(?:\btowards?|\bin\s+the\s+direction\s+of|(?:dans\s+la\s+direction|en\s+direction)\s+du|\bvers\s+le)\s+(?:the\s+)?point\s+(?:[a-z]\s*=?\s*)?${TUPLE}|\btowards?\s+(?:[a-z]\s*=?\s*)?${TUPLE}`, 'i');
/** "in the direction of (1, 2, 2)", "dans la direction du vecteur u = (1, 1)", "along v = <1, 2>", "u = (3/5, 4/5)". */
const ALONG = new RegExp(String.raw`(?:in\s+(?:the\s+)?direction\s+(?:of\s+)?(?:the\s+(?:vector\s+)?)?|dans\s+la\s+direction\s+(?:du\s+vecteur\s+|de\s+)?|(?:along|selon|suivant|le\s+long\s+du\s+vecteur)\s+(?:the\s+vector\s+|la\s+direction\s+(?:du\s+vecteur\s+|de\s+)?|le\s+vecteur\s+)?|,?\s*(?:and\s+|et\s+)?u\s*=\s*)(?:the\s+unit\s+vector\s+)?(?:[a-z]\s*=\s*)?${TUPLE}`, 'i');
/** "in the direction of v = 3i + 4j", "dans la direction du vecteur i − j": the vector in unit-vector notation, up to the point or the end. */
const ALONG_UNITS = /(?:in\s+the\s+direction\s+of|(?:dans|suivant|selon)\s+la\s+direction\s+(?:du\s+vecteur|de)|along|selon|suivant)\s+(?:the\s+vector\s+|le\s+vecteur\s+)?(?:[a-z]\s*=\s*)?((?:[-+]?\s*[\d./]*\s*\*?\s*[ijk](?![A-Za-z(])\s*){2,3})(?=$|[,.;?]|\s+(?:at|au|en|where|o[ùu]|for|pour)\b)/i;
/** "in the direction given by the angle θ = π/4", "making an angle of π/6 with the x-axis", "faisant un angle de 30° avec l'axe des abscisses". */
const ANGLE = /(?:in\s+the\s+direction\s+(?:(?:given|indicated|specified)\s+by\s+|of\s+)?(?:the\s+)?(?:angle\s+)?|(?:in\s+(?:the\s+|a\s+)?direction\s+(?:that\s+|which\s+)?)?(?:making|makes|at)\s+an\s+angle\s+(?:of\s+)?|(?:dans\s+la\s+direction\s+(?:donn[ée]e\s+par\s+)?(?:l['’]\s*)?(?:angle\s+)?|(?:dans\s+la\s+direction\s+)?(?:faisant|qui\s+fait)\s+un\s+angle\s+(?:de\s+)?))(?:(?:θ|theta|α|alpha)\s*=\s*)?((?:pi|π|[\d./*\s])+?)\s*(°|degrees?|degr[ée]s?|rad(?:ians?)?)?(?:\s+(?:with|avec)\s+(?:the\s+(?:positive\s+)?x[- ]axis|l['’]\s*axe\s+(?:des\s+(?:x|abscisses)|\(?Ox\)?)))?(?=$|[,.;?]|\s+(?:at|au|en|where|o[ùu]|for|pour)\b)/i;

interface Direction { direction?: string[]; toward?: string[]; from?: string[]; rest: string }

/** The direction of a directional derivative, and the text without it. */
function readDirection(s: string): Direction | SolverError | null {
  const fromTo = FROM_TO.exec(s);
  if (fromTo) {
    const [p, q] = [listOf(fromTo[1]), listOf(fromTo[2])];
    if (!p || !q || p.length !== q.length) return unreadablePoint(`${fromTo[1]} → ${fromTo[2]}`);
    return { toward: q, from: p, rest: s.replace(fromTo[0], ' ') };
  }
  const toward = TOWARD.exec(s);
  if (toward) {
    const list = listOf(toward[1] ?? toward[2]);
    return list ? { toward: list, rest: s.replace(toward[0], ' ') } : unreadablePoint(toward[1] ?? toward[2]);
  }
  const along = ALONG.exec(s);
  if (along) return { direction: listOf(along[1]) ?? undefined, rest: s.replace(along[0], ' ') };
  const units = ALONG_UNITS.exec(s);
  if (units) {
    const v = unitVectors(units[1]);
    return v ? { direction: v, rest: s.replace(units[0], ' ') } : unreadablePoint(units[1]);
  }
  const angle = ANGLE.exec(s);
  if (angle && /\d|pi|π/.test(angle[1])) {
    const written = /^deg|^°/i.test(angle[2] ?? '') || angle[2] === '°' ? `(${angle[1].replace(/π/g, 'pi')})*pi/180` : angle[1].replace(/π/g, 'pi');
    // 30° is π/6 in the statement and the steps
    const theta = toAscii(simplify(fromMathJson(parseCalc(written))));
    return { direction: [`cos(${theta})`, `sin(${theta})`], rest: s.replace(angle[0], ' ') };
  }
  return null;
}

/** Top-level pieces of a bracketed list "(a, b, c)" / "<a, b>" / "[a, b]". */
function listOf(s: string): string[] | null {
  const m = /^\s*[(<[⟨]\s*(.*)\s*[)>\]⟩]\s*$/.exec(s);
  if (!m) return null;
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  const body = m[1];
  // "(1,1 ; 1,9)": with semicolons between coordinates, a comma is a decimal comma
  const semicolons = body.includes(';');
  const piece = (p: string): string => (semicolons ? p.replace(/(\d),(\d)/g, '$1.$2') : p).trim();
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if ((c === ';' || (c === ',' && !semicolons)) && depth === 0) {
      out.push(piece(body.slice(start, i)));
      start = i + 1;
    }
  }
  out.push(piece(body.slice(start)));
  return out.length >= 2 && out.every((x) => x !== '') ? out : null;
}

/** P i + Q j + R k: the coefficients of the unit vectors (read with placeholder letters). */
export function unitVectors(written: string): string[] | null {
  // "xi + yj + zk": a letter glued to the unit vector, when two of them at least are written so
  const glued = /(?<![A-Za-z])([a-hl-z])\s*\*?\s*([ijk])(?![A-Za-z(])/g;
  const s = new Set([...written.matchAll(glued)].map((m) => m[2])).size >= 2 ? written.replace(glued, '$1*$2') : written;
  if (!/(?<![A-Za-z])[ijk](?![A-Za-z(])/.test(s)) return null;
  const marked = s.replace(/(?<![A-Za-z])([ijk])(?![A-Za-z(])/g, (_m, u: string) => ` ${{ i: 'alpha', j: 'beta', k: 'gamma' }[u]} `);
  let e: Ex;
  try {
    e = fromMathJson(parseCalc(marked));
  } catch {
    return null;
  }
  const units = ['alpha', 'beta', 'gamma'].filter((u) => freeVars(e).has(u));
  if (units.length < 2) return null;
  const n = freeVars(e).has('gamma') ? 3 : 2;
  return ['alpha', 'beta', 'gamma'].slice(0, n).map((u) => toAscii(simplify(derivative(e, u))));
}

/**
 * "div (x²y i + yz j + xz² k)", "grad(3x²y − y³z²)": the bracket right after the operator's name,
 * as a named field or function put back in its place leaves it (« Soit F = …. Calculer div F »).
 */
function bracketAfter(s: string, name: RegExp): string | null {
  const m = name.exec(s);
  if (!m) return null;
  const from = m.index + m[0].length;
  const open = /^\s*\(/.exec(s.slice(from));
  if (!open) return null;
  let depth = 0;
  for (let i = from + open[0].length - 1; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return s.slice(from, i + 1).trim();
  }
  return null;
}

const ORDER = ['x', 'y', 'z', 't', 'w'];

/** The new variables of a change of coordinates in the usual order: (r, θ), (r, θ, z), (ρ, φ, θ), (u, v, w), (s, t). */
const NEW_ORDER = ['rho', 'r', 's', 'u', 'phi', 'theta', 'v', 'w', 'z', 't'];

/**
 * "x = r cos θ, y = r sin θ", "x = ρ sin φ cos θ, y = …, z = ρ cos φ", "x = u + v and y = u − v":
 * the map from the new variables to x, y (, z); the order of ∂(x, y)/∂(r, θ) when it is written.
 */
function transformation(s: string): { components: string[]; variables: string[] } | null {
  const written = /(?<![A-Za-z])d\s*\(\s*([a-z](?:\s*,\s*[a-z])+)\s*\)\s*\/\s*d\s*\(([^()]*)\)/.exec(s);
  // "u = x log y and v = x² − y², ∂(u, v)/∂(x, y)": the functions are the letters on top, else x, y (, z), else u, v (, w)
  if (written) return transformationOf(s, written[1].split(/\s*,\s*/), written[2].split(/\s*,\s*/));
  return transformationOf(s, ['x', 'y', 'z']) ?? transformationOf(s, ['u', 'v', 'w']);
}

function transformationOf(s: string, top: string[], declared?: string[]): { components: string[]; variables: string[] } | null {
  // each x = … stands alone: not inside a word or a formula (after a digit or an operator)
  const pieces = [...s.matchAll(/(?<![A-Za-z0-9_])(?<![)\]^*/+\-=]\s*)([a-z])\s*=\s*([^,;=]+?)(?=\s*(?:[,;]|\band\b|\bet\b|[.?!]\s|[.?!]?\s*$))/g)].filter((m) => top.includes(m[1]));
  const byName = new Map(pieces.map((m) => [m[1], m[2].trim()]));
  const names = top.filter((v) => byName.has(v));
  if (names.length < 2 || names.length !== pieces.length || names.some((v, k) => v !== top[k])) return null;
  let components: string[];
  try {
    components = names.map((v) => ascii(splitLetterProducts(byName.get(v) ?? '', 'uvw')));
  } catch {
    return null;
  }
  const letters = new Set<string>();
  for (const c of components) for (const v of freeVars(fromMathJson(parseCalc(c)))) if (v !== 'e' && v !== 'pi') letters.add(v);
  // u, v (, w) defined: x, y (, z) are the variables, in their usual order
  const byNewOrder = (vars: Iterable<string>): string[] => [...vars].sort((a, b) => (NEW_ORDER.indexOf(a) + 1 || 99) - (NEW_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
  let variables = declared ?? (top[0] === 'u' ? sortVariables(letters) : null) ?? byNewOrder(letters);
  // x = a r cos θ, y = b r sin θ: the letters that are no coordinate (a, b, c) are the sizes of the stretch, held constant
  if (!declared && top[0] === 'x' && variables.length > components.length) {
    const coordinates = [...letters].filter((v) => NEW_ORDER.includes(v));
    if (coordinates.length === components.length) variables = byNewOrder(coordinates);
  }
  if (variables.length !== components.length || (!declared && top[0] !== 'x' && [...letters].some((v) => !variables.includes(v)))) return null;
  return { components, variables };
}

/** (1.02, 1.97) → (1, 2): each coordinate within 0.1 of a whole number, else null. */
function nearbyWholePoint(point: string[]): string[] | null {
  const whole = point.map((x) => {
    const v = Number(x.replace(',', '.'));
    return Number.isFinite(v) && Math.abs(v - Math.round(v)) <= 0.1 && v !== Math.round(v) ? String(Math.round(v)) : Number.isInteger(v) ? String(v) : null;
  });
  return whole.every((x): x is string => x !== null) ? whole : null;
}

function sortVariables(vars: Iterable<string>): string[] {
  return [...vars].sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
}

/**
 * "x²y⁷, x = s cos t, y = s sin t": the function, then letters defined by formulas in other letters
 * (constants would be a point), each read; null when the formula is followed by no such definition.
 */
function innerFunctions(body: string): { body: string; definitions: Array<[string, Ex]> } | null {
  const pieces = listOf(`(${body})`);
  if (!pieces || pieces.length < 2) return null;
  const [first, ...rest] = pieces;
  const definitions: Array<[string, Ex]> = [];
  for (const piece of rest) {
    const m = /^([a-z])\s*=\s*(.+)$/.exec(piece.trim());
    if (!m) return null;
    const by = fromMathJson(parseCalc(splitLetterProducts(m[2])));
    if (freeVars(by).size === 0) return null;
    definitions.push([m[1], by]);
  }
  return { body: first, definitions };
}

/** The differential's letter: dz, df as written, else the function's own name, else f. */
function differentialName(t: string): string {
  const written = /\bdifferential\s+d([a-z])\b|\bdiff[ée]rentielle\s+(?:totale\s+)?d(?![eu]\b)([a-z])\b|(?<![A-Za-z])d([a-z])\s*\(/i.exec(t);
  const named = /(?<![A-Za-z])([a-z])\s*(?:\([^()]*\))?\s*=/.exec(t);
  return written?.[1] ?? written?.[2] ?? written?.[3] ?? named?.[1] ?? 'f';
}

function ascii(s: string): string {
  return toAscii(fromMathJson(parseCalc(s)));
}

export function readVector(problem: ProblemInput): TaskOf<'vector'> | SolverError | null {
  const constrained = readLagrange(problem) ?? readCurvature(problem);
  if (constrained) return constrained;
  // "∂z/∂x and ∂z/∂y if F(x, y, z) = 0", « z_x et z_y »: two partials of a function defined implicitly are the derivative reader's
  const implicit = readImplicitPartial(problem.text);
  if (implicit && !(implicit instanceof SolverError) && implicit.alsoVariable) return null;
  // "use the divergence theorem to find the flux …": the flux reader's, whatever div and curl the text names
  if (/\bflux\b|\b(?:divergence|gauss(?:['’]s)?|ostrogradsk[iy](?:['’]s)?)\s+theorem\b|\bth[ée]or[èe]me\s+(?:de\s+(?:la\s+)?divergence|de\s+(?:green[- ])?ostrogradsk[iy]|de\s+gauss|flux[- ]divergence)/i.test(problem.text)) return null;
  // unit vectors with their hats (î, ĵ, k̂) are i, j, k; « f(x ; y) » declares the variables x and y
  const t = placeGivenData(problem.text).replace(/î/g, 'i').replace(/ĵ/g, 'j').replace(/([ijk])\u0302/g, '$1')
    .replace(/(?<![A-Za-z])([A-Za-z]\s*\(\s*[a-z](?:\s*;\s*[a-z]){1,3}\s*\))/g, (m) => m.replace(/\s*;\s*/g, ', '))
    // "F = (P, Q, R) = (yz, xz, xy)": the names of the components before their formulas
    .replace(/=\s*[(<⟨]\s*P\s*,\s*Q\s*(?:,\s*R\s*)?[)>⟩]\s*=/g, '=');
  // first partial derivatives listed are the gradient's entries, second ones the Hessian's
  const written = listedPartials(t);
  // "f_x(1, 2) and f_y(0, 1)": each at its own point, which one task does not hold
  if (written && new Set(written.args).size > 1) {
    return new SolverError('unsupported', text(
      'We read partial derivatives asked at different points: ask for each point on its own.',
      'Nous avons lu des dérivées partielles demandées en des points différents : posez la question pour chaque point séparément.',
    ));
  }
  const listed = written?.subscripts ?? null;
  const order = listed && new Set(listed.map((s) => s.length)).size === 1 ? listed[0].length : null;
  if (listed && !order) return null;
  const hit: [TaskOf<'vector'>['op'], RegExp] | undefined = order === 1 ? ['gradient', EACH_PARTIAL] : order === 2 ? ['hessian', EACH_PARTIAL] : NABLA_AS_TYPED.find(([, re]) => re.test(problem.raw)) ?? OPS.find(([, re]) => re.test(t));
  if (!hit) return null;
  const together = listed ? { op: hit[0], also: [] } : askedTogether(hit[0], problem.raw, t);
  // "the gradient at (2, 1) and the directional derivative in the direction of …": both answered, the gradient first
  const { op, also } = together.op === 'directional' && GRADIENT_AND_DIRECTIONAL.test(t) ? { op: 'gradient' as const, also: ['directional' as const] } : rateAndDirection(together, t);
  // "the gradient of the curve y = x² at x = 2" is a slope: the derivative reader's
  if (op === 'gradient' && /gradient\s+(?:of|to)\s+(?:the\s+)?(?:curve|line|tangent|graph|secant)|\bat\s+[a-z]\s*=/i.test(t)) return null;
  // the point ("at (1, 2, 3)", "au point (0, 0)") and the direction ("in the direction of (1, 2, 2)")
  let rest = t;
  let at: string[] | undefined;
  let direction: string[] | undefined;
  const dir = readDirection(rest);
  if (dir instanceof SolverError) return dir;
  if (dir) {
    direction = dir.direction;
    rest = dir.rest;
  }
  // "at (1, 2)", "at the point P(1, 2)", "at point A(2; 4; 2)", "au point A = (1, 2)"
  // "the temperature at (x, y) is T = …": a point of letters only names the variables, not where to evaluate
  const pt = [...rest.matchAll(/(?:\bat\s+(?:the\s+)?(?:point\s+)?|au\s+point\s+|\ben\s+)(?:[a-z]\s*=?\s*)?([(<[][^)>\]]*[)>\]])/gi)]
    .find((m) => !(listOf(m[1]) ?? []).every((c) => /^[a-z]$/.test(c.trim()))) ?? null;
  if (pt) {
    at = listOf(pt[1]) ?? undefined;
    rest = rest.replace(pt[0], ' ');
  }
  // « df(−1 ; 1) », "dz(1, 2)": the differential asked at a point, written as its argument
  const dPoint = hit[1] === DIFFERENTIAL ? /(?<![A-Za-z])(?<!\/\s*)d([a-z])\(\s*(-?[\d./,]+(?:\s*[;,]\s*-?[\d./,]+){1,3})\s*\)/.exec(rest) : null;
  if (dPoint && !at) {
    at = (dPoint[2].includes(';') ? dPoint[2].split(/\s*;\s*/).map((c) => c.replace(',', '.')) : dPoint[2].split(/\s*,\s*/));
    rest = rest.replace(dPoint[0], ' ');
  }
  const fPoint = /\b[a-zA-Z]\s*\(\s*(-?[\d./]+(?:\s*,\s*-?[\d./]+){1,3})\s*\)/.exec(rest.replace(/(?:=|pour|for|where|où)\s.*$/, ''));
  // "∇f(1, 1, 1)", "D_u f(1, 2)": the point written as the function's argument
  const atArgument = !at && fPoint !== null;
  if (!at && fPoint) at = fPoint[1].split(/\s*,\s*/);
  // "f_x(1, 2) and f_y(1, 2)": the point the listed derivatives share
  const shared = written?.args[0];
  if (!at && shared && !/[A-Za-z]/.test(shared)) at = shared.split(/[,;]/);
  // "toward the point (2, 3, 3)": the direction from the point where the derivative is taken
  // "from P to Q" with no other point: the derivative is taken at P
  if (dir?.from && !at) at = dir.from;
  if (dir?.toward) {
    if (!at || at.length !== dir.toward.length) return unreadablePoint(dir.toward.join(', '));
    // "from P to Q": the direction PQ, wherever the derivative is taken
    const from = dir.from ?? at;
    direction = dir.toward.map((q, k) => toAscii(simplify(fromMathJson(parseCalc(`(${q}) - (${from[k]})`)))));
  }
  // "… to approximate f(1.1, 1.9)", "pour estimer f(1,1 ; 1,9)": where the linearization is used
  let estimate: string[] | undefined;
  if (op === 'linearization') {
    const est = /\s*,?\s*(?:(?:and\s+)?(?:use\s+it\s+)?to\s+|(?:et\s+)?(?:l['’]utiliser\s+)?pour\s+|then\s+|puis\s+)?(?:approximate|estimate|approcher|estimer|en\s+d[ée]duire(?:\s+une\s+valeur\s+approch[ée]e\s+de)?)\s+([a-zA-Z])\s*(\([^()]*\))/i.exec(rest);
    if (est) {
      const list = listOf(est[2]);
      if (!list) return unreadablePoint(est[2]);
      estimate = list;
      rest = rest.replace(est[0], ' ');
    }
    // the point estimated is no base point; with none given, the point with whole coordinates next to it, as textbooks take it
    if (atArgument && estimate && at?.join() === estimate.join()) at = undefined;
    if (!at && estimate) at = nearbyWholePoint(estimate) ?? undefined;
    rest = rest.replace(/\s*,?\s*(?:(?:by\s+)?using|with|by|avec|par|en\s+utilisant|à\s+l['’]aide\s+de)\s+(?:the\s+|a\s+|la\s+|les\s+|des\s+)?(?:total\s+)?(?:differentials?|diff[ée]rentielles?)\b/gi, ' ');
    if (!at) return null;
  }
  // "find f such that F = ∇f, where F = …", « f telle que ∇f = F »: the potential's defining relation is no field's formula
  if (op === 'potential' || op === 'conservative') rest = rest.replace(/\b(?:such\s+that|so\s+that|with|telle?\s+que|avec)\s+(?:[A-Z]\s*=\s*(?:∇|\\nabla|grad)\s*[a-z]|(?:∇|\\nabla|grad)\s*[a-z]\s*=\s*[A-Z])(?![A-Za-z(])/gi, ' ');
  // the function or field: after "=", or after the operator's word and "of"/"de"
  const mapsTo = /\(([^()]*)\)\s*(?:↦|\|->|->|\\mapsto|→)\s*(\(.*\))/.exec(rest);
  let declared: string[] | null = null;
  let body: string | null = null;
  const change = op === 'jacobian' && !mapsTo ? transformation(rest) : null;
  // "the Jacobian matrix of (u, v) = (x² − y², 2xy)": the new letters named as a tuple, the formulas in x, y
  const named = op === 'jacobian' && !mapsTo && !change ? /\(\s*[a-z](?:\s*,\s*[a-z]){1,2}\s*\)\s*=\s*(\(.*\))\s*[.?!]?\s*$/.exec(rest) : null;
  if (named) {
    body = named[1];
  } else if (mapsTo) {
    declared = mapsTo[1].split(/\s*,\s*/);
    body = mapsTo[2];
  } else if (change) {
    declared = change.variables;
    body = `(${change.components.join(', ')})`;
  } else {
    // the function may be named by a Greek letter: "φ = 3x²y − y³z², find grad φ"
    // … and its variables too: φ(r, θ) = (r cos θ, r sin θ)
    const eq = /\b([A-Za-z]|phi|psi|varphi)\s*(?:\(\s*((?:[a-z]|theta|phi|rho)(?:\s*,\s*(?:[a-z]|theta|phi|rho)){0,3})\s*\))?\s*=\s*(.+?)\s*[.?!]?\s*$/.exec(rest);
    if (eq) {
      declared = eq[2] ? eq[2].split(/\s*,\s*/) : null;
      body = eq[3];
    } else {
      const of = /(?:\bof|\bde(?:\s+la\s+fonction)?|\bdu|\bpour|\bfor)\s+(.+?)\s*[.?!]?\s*$/i.exec(rest);
      body = of ? of[1] : bracketAfter(rest, hit[1]);
    }
  }
  // a field's own words ("potential", "conservative") are also a physics course's: no claim on the text
  const fieldOnly = op === 'potential' || op === 'conservative';
  if (!body) return fieldOnly ? null : unreadableField();
  // "… and the direction in which it occurs": the direction is the gradient, given with the rate
  body = body.replace(/\s*,?\s*(?:u\s+the\s+unit\s+vector.*|where.*|o[ùu]\s.*|(?:and|et)\s+(?:the|in\s+which|la|dans\s+quelle)\s+direction.*)$/i, '').trim();
  // "f(x, y) = …: find the critical points", "… . Déterminer …": the request after the formula
  // "… (a) Find the gradient of f. (b) …", ", and evaluate it … Hence find …": parts labelled, or a request joined by "and"
  // "f(x, y) = (2x − x²)(8y − y²) find and classify …": or after a space alone, when the formula's own
  // last sign (a digit, a bracket, a one-letter variable) ends what is before it, never a word ("if so find …")
  body = body.replace(/(?:\s*(?:[:;.,]|(?<=\s)\(?[a-h]\))\s*|(?<=(?:^|[^A-Za-z])[a-z]|[\d)\]²³])\s+)(?:(?:and|et)\s+)?(?:find|compute|determine|classify|then|evaluate|hence|identify|state|calculer|d[ée]terminer|trouver|classer|puis|[ée]valuer|en\s+d[ée]duire|(?:re)?chercher|[ée]tudier|pr[ée]ciser|donner)\b.*$/i, '')
    // "… and classify them", « … et préciser leur nature »: a second verb of the same request
    .replace(/\s+(?:and|et)\s+(?:classify|determine|identify|state|give|classer|d[ée]terminer|pr[ée]ciser|donner)\s+(?:them|their|each|its|the|leur|leurs|la|les|sa)\b.*$/i, '').replace(/\s+(?:then|hence|puis|(?:and|et)\s+(?:then|ensuite))\s+(?:the|la|le|les|find|calculer)\b.*$/i, '').trim();
  // "f(x, y) = x e^y decrease most rapidly": the request's verb after the formula
  // "f(x, y, z) = x² + yz. Direction of steepest ascent?": the question in its own sentence
  if (op === 'steepest' || also.includes('steepest')) body = body.replace(/\s+(?:increases?|decreases?|grows?|cro[iî]t|d[ée]cro[iî]t|augmente|diminue)\b.*$|\s*[.;:?]\s+\S.*$/i, '').trim();
  // "… est-il irrotationnel ?", ". Is the field irrotational?": whether the curl vanishes, asked after the field
  const IRROTATIONAL = /\s*[.;,]?\s*(?:(?:le\s+|ce\s+)?champ\s+|the\s+field\s+|it\s+|[A-Z]\s+)?(?:est-(?:il|elle)|is(?:\s+(?:it|the\s+field|[A-Z]))?|est)?\s*irrotation(?:al|nel(?:le)?)\b.*$/i;
  const irrotational = (op === 'curl' || also.includes('curl')) && /\birrotation(?:al|nel(?:le)?)\b/i.test(t);
  body = body.replace(IRROTATIONAL, '').replace(/\s*[.;,]\s*(?:le\s+champ|the\s+field|is|est)\s*$/i, '').trim();
  // "u = x³ − 3xy² est harmonique", "… is harmonic": a property in words after the formula
  body = body.replace(/\s+(?:is|est)\s+(?:harmoni(?:c|que)|conservati(?:ve|f))\s*$/i, '').trim();
  // "F = (2xy, x²) is conservative and find …", "(…) est un champ de gradient ?": the field, then
  // the question in words (only words, and they name the question asked)
  // "… conservative? If so find f such that F = ∇f": the potential's defining relation, said after the question
  if (op === 'potential' || op === 'conservative') body = body.replace(/\s+(?:such\s+that|with|so\s+that|telle?\s+que|avec)\s+[A-Z]\s*=\s*(?:∇|\\nabla|grad)\s*[a-z]\b.*$/i, '').trim();
  // "F = … is conservative and find …", « F = … est conservatif, puis … »: the question said after the field
  if (op === 'potential' || op === 'conservative') body = body.replace(/\s+(?:is|est)(?:-(?:il|elle))?\s+(?:a\s+|un\s+)?(?:conservati(?:ve|f)|gradient\s+field|champ\s+de\s+gradients?)\b.*$/i, '').trim();
  const bracketed = /^([(<[⟨].*[)>\]⟩])\s*[.;:,?]?\s+([^\d=+*/^()]*)$/.exec(body);
  if (bracketed && listOf(bracketed[1]) && hit[1].test(bracketed[2]) && (op === 'potential' || op === 'conservative')) body = bracketed[1];
  // "∂z/∂s and ∂z/∂t for z = x²y⁷, x = s cos t, y = s sin t": the inner functions after the formula
  const inner = op === 'gradient' ? innerFunctions(body) : null;
  if (inner) body = inner.body;
  let components: string[];
  try {
    const list = listOf(body);
    components = (list ?? unitVectors(splitLetterProducts(body)) ?? [body]).map((c) => ascii(splitLetterProducts(c)));
    // substituted: the chain rule, each partial derivative then taken in the new variables
    if (inner) components = components.map((c) => toAscii(inner.definitions.reduce((e, [letter, by]) => substitute(e, letter, by), fromMathJson(parseCalc(c)))));
  } catch {
    return fieldOnly ? null : unreadableField();
  }
  const vectorIn = ['divergence', 'curl', 'jacobian', 'potential', 'conservative'].includes(op);
  // one variable: a slope or an ordinary derivative, not vector calculus
  if (!vectorIn && components.length === 1 && freeVars(fromMathJson(parseCalc(components[0]))).size <= 1 && op === 'gradient') return null;
  if (vectorIn !== components.length > 1) return null;
  // critical points of a function of one variable, or extrema over a region (its boundary too): not this method's
  if (op === 'critical_points' && (components.length !== 1 || /\b(?:absolute|global|absolus?|globa(?:l|ux)|on\s+the\s+(?:closed|region|disk|triangle|square|rectangle|set|domain)|sur\s+(?:le|la|l['’])\s*(?:domaine|disque|carr[ée]|triangle|rectangle|ensemble|partie))\b/i.test(t))) return null;
  // the extrema alone: the saddle points are not among them; a function of one variable, or extrema under a constraint, are other readers'
  const extremaOnly = op === 'critical_points' && EXTREMA.test(t) && !EVERY_CRITICAL.test(t);
  if (extremaOnly && (/\b(?:subject\s+to|constraints?|contraintes?|sous\s+la\s+condition|li[ée]s)\b/i.test(t) || freeVars(fromMathJson(parseCalc(components[0]))).size < 2)) return null;
  if ((op === 'curl' || also.includes('curl')) && components.length !== 3) return null;
  const letters = new Set<string>();
  for (const c of components) for (const v of freeVars(fromMathJson(parseCalc(c)))) if (v !== 'e' && v !== 'pi') letters.add(v);
  let variables = declared ?? sortVariables(letters);
  if (!declared && vectorIn) variables = ORDER.slice(0, Math.max(components.length, variables.length)).filter((v, k) => k < components.length || letters.has(v));
  if (variables.length === 0 || variables.length > 4) return null;
  // "f_x and f_y": the gradient when every variable's derivative is asked in order, else the ones asked
  const each = EACH_PARTIAL.exec(t);
  let partials: string[] | undefined;
  if (op === 'gradient' && (listed || each) && !/\bgrad(?:ient)?\b|∇|\\nabla/i.test(t)) {
    const asked = listed ?? [...(each?.[0] ?? '').matchAll(/(?:[a-z]_\{?([a-z])\}?|d\s*[a-z]\s*\/\s*d\s*([a-z]))/g)].map((m) => m[1] ?? m[2]);
    if (asked.some((v, k) => !variables.includes(v) || asked.indexOf(v) !== k)) return null;
    if (asked.length !== variables.length || asked.some((v, k) => v !== variables[k])) partials = asked;
  }
  // "f_xx and f_xy": those entries of the Hessian, in the order asked
  const entries = op === 'hessian' && listed ? listed.map((s) => [...s]) : undefined;
  if (entries?.some((e) => e.some((v) => !variables.includes(v)))) return null;
  // "the partial derivatives of f": each one named in the answer, in the order of the variables
  if (op === 'gradient' && hit[1] === ALL_PARTIALS && variables.length >= 2) partials ??= variables;
  // the steepest direction is the gradient's at a point: one given besides is another question
  if (op === 'steepest' && direction) return twoQuestions(text('a derivative in a given direction', 'une dérivée dans une direction donnée'));
  if (op === 'steepest' && !at) return missingPoint();
  // a point or a direction with a coordinate too many or too few would be read with a 0 filled in
  if (at && at.length !== variables.length) return unreadablePoint(at.join(', '));
  if (direction && direction.length !== variables.length) return unreadablePoint(direction.join(', '));
  if (estimate && estimate.length !== variables.length) return unreadablePoint(estimate.join(', '));
  return {
    kind: 'vector',
    op,
    components,
    variables,
    ...(at ? { at: at.map(ascii) } : {}),
    ...(direction ? { direction: direction.map(ascii) } : {}),
    ...(partials ? { partials } : {}),
    ...(entries ? { entries } : {}),
    ...(irrotational ? { irrotational } : {}),
    ...(extremaOnly ? { extrema: true } : {}),
    ...(also.length > 0 ? { also } : {}),
    ...(op === 'steepest' && DESCENT.test(t) ? { descent: true } : {}),
    ...(op === 'max_rate' && GRADIENT_NORM.test(t) ? { norm: true } : {}),
    ...(op === 'jacobian' && /matri(?:x|ce)/i.test(t) ? { matrix: true } : {}),
    ...(hit[1] === DIFFERENTIAL ? { differential: differentialName(t) } : {}),
    ...(estimate ? { estimate: estimate.map(ascii) } : {}),
  };
}
