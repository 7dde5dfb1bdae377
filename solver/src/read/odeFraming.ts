/**
 * The sentences teachers and students wrap around a differential equation, set aside before the
 * equation is read: "Solve the following initial value problem:", « On considère l'équation
 * différentielle (E) : … Déterminer l'unique solution de (E) telle que y(1) = 3. », "Given: …",
 * "Solve for y(x) given …", "Find a formula for P in terms of t if P(0) = 500". Conditions told in
 * words are written as conditions ("given that y = 2 when x = 0" is y(0) = 2, « la solution qui
 * s'annule en 0 » is y(0) = 0), and a solution named by its own letter ("the solution f of (E) such
 * that f(−1) = 1") is the unknown. Every phrase set aside asks nothing beyond solving the equation;
 * any other word stays, and the equation reader refuses it by name.
 */

/** A number or a simple constant where a condition is taken: 0, −1, 2.5, π/2, ln 9. */
const AT = String.raw`[-+]?(?:\d+(?:\.\d+)?|pi|ln\s*\d+|ln\s*\(\s*\d+\s*\))(?:\s*\/\s*\d+)?`;
/** The value of a condition: a number, a fraction, e, a constant. */
const VALUE = String.raw`[-+]?(?:\d+(?:\.\d+)?(?:\s*\/\s*\d+)?|e|pi)`;

/** An end of the interval the solution lives on: 0, π/2, +∞ (oo once normalised, or LaTeX's \infty). */
const BOUND = String.raw`(?:\\infty|[\w./]+)`;

/** "(E)", "(E1)", "(1)", "E:" naming the equation. */
const LABEL = String.raw`(?:\(\s*(?:[A-Z]\d?|\d)\s*\)|\b[A-Z]\d?\s*(?=:))`;

/** What the equation is called: "the following initial value problem", « l'équation différentielle (E) suivante ». */
const ADJECTIVE = String.raw`(?:(?:first|second|third)[- ]order|linear|ordinary|homogeneous|non-?homogeneous|separable|exact|bernoulli|lin[ée]aires?|homog[èe]nes?|du\s+(?:premier|second)\s+ordre)`;
const NOUN = String.raw`(?:(?:the|a|an|this|each|la|le|une|un|l['’]|cette|ce|chaque)\s*)?(?:(?:following|given)\s+)?(?:${ADJECTIVE}\s+)*(?:(?:ordinary\s+)?differential\s+equations?|initial[- ]value\s+problems?|ivps?|ode|d\.?e\.?|equations?|problem|[ée]quations?\s+diff[ée]rentielles?|[ée]quations?|[ée]qua\s+diff|probl[èe]me\s+de\s+cauchy|boundary[- ]value\s+problems?|bvps?|probl[èe]mes?\s+aux\s+(?:limites|bords)|(?:the\s+|an?\s+|l['’]\s*|un\s+)?(?:(?:un)?damped|forced|harmonic|amorti|forc[ée]|harmonique)?\s*(?:(?:harmonic|mass[- ]spring|spring[- ]mass)\s+)?(?:oscillator|oscillateur)(?:\s+(?:harmonique|amorti|forc[ée]))*\s*(?:equation)?)(?:\s+${ADJECTIVE})*(?:\s*${LABEL})?(?:\s+(?:below|suivante))?`;
/** The words that introduce it: "consider", « on considère », "I have to solve". */
const INTRO = String.raw`(?:(?:on\s+)?consid[èe]re[rz]?|consider(?:ons)?|soit|let|we\s+have|given|je\s+(?:souhaite|voudrais|veux|dois)\s+r[ée]soudre|i\s+(?:want|need|have)\s+to\s+solve|solve|r[ée]soudre|r[ée]solvez|resolve|using|use|by|par)`;
/** The answer asked: "find the particular solution", « déterminer l'unique solution ». */
const ASKED = String.raw`(?:(?:and\s+|et\s+)?(?:solve|find|determine|give|obtain|write\s+down|state|compute|r[ée]soudre|r[ée]solvez|d[ée]terminer|d[ée]terminez|trouver|trouvez|donner|donnez|calculer|comment\s+trouver)\s+)?(?:(?:(?:la|the)\s+)?(?:fonction|function)\s+[fgh]\s+(?:(?:qui\s+est\s+)?solution|that\s+solves|which\s+solves)|(?:(?:toutes\s+)?les\s+fonctions|(?:all\s+)?(?:the\s+)?functions)\s+[fghy](?:\s+(?:d[ée]rivables|differentiable)(?:\s+(?:sur|on)\s+(?:ℝ|R|I)(?![\w(]))?)?(?=\s+(?:telles\s+que|such\s+that|qui\s+v[ée]rifient|that\s+satisfy))|(?:(?:solve|find|determine|give|obtain|write\s+down|state|compute|r[ée]soudre|r[ée]solvez|d[ée]terminer|d[ée]terminez|trouver|trouvez|donner|donnez|calculer|comment\s+trouver)\s+)?(?:all\s+(?:the\s+)?|toutes\s+les\s+|(?:the|a|an|la|une|l['’]|les)\s*)?(?:(?:general|particular|unique|explicit|implicit|real(?:-valued)?|g[ée]n[ée]rales?|particuli[èe]res?)\s+){0,2}(?:solutions?|formula|expression)(?:\s+(?:g[ée]n[ée]rales?|particuli[èe]res?|r[ée]elles?))?(?:\s+[fgh](?![\w(']))?(?:\s+(?:satisfying|verifying)\s+the\s+given\s+conditions?)?)`;

/**
 * Phrases that only introduce the equation or ask for its solution. Each is matched as whole words
 * and replaced by a comma, which the equation reader reads as a separator.
 */
const FRAMING: string[] = [
  // "find the general solution of the differential equation", « déterminer la solution de (E) »
  String.raw`${ASKED}(?:\s*(?:of|to|for|de|du|des|d['’]|à)\s*(?:${LABEL}|${NOUN}|(?=[A-Za-z]\s*\(\s*[a-z]\s*\))))?`,
  // "consider the differential equation", « on considère l'équation différentielle suivante »
  String.raw`(?:${INTRO}\s*)?${NOUN}`,
  String.raw`(?:${INTRO})\s*${LABEL}`,
  // "Consider y'' − 3y' + 2y = 0.", « On considère y' = 2y »: the equation itself right after the word
  String.raw`(?:consider|on\s+consid[èe]re|soit)(?=\s+[A-Za-z]\s*(?:'|\(\s*[a-z]\s*\)\s*')|\s+d\s*(?:\^\s*\d|²)?\s*[A-Za-z]\s*\/\s*d)`,
  // the command alone, "Given:" before the equation, "then solve it"
  String.raw`(?:then\s+)?(?:solve|r[ée]soudre|r[ée]solvez|resolve)(?:\s+it)?|given(?=\s*:)`,
  // what joins the conditions to the question: "that satisfies the initial condition", « vérifiant la condition initiale », "then", « puis »
  String.raw`(?:(?:with|avec|(?:defined|given)\s+by)\s+)?(?:(?:the|these|les|la)\s+|(?<=(?:with|avec)\s+)(?=boundary|conditions?\s+aux))(?:initial\s+|given\s+|boundary\s+)?conditions?(?:\s+(?:initiales?|aux\s+limites|aux\s+bords))?(?=\s*:?\s*[A-Za-z]'*\s*\()|(?:that|which)\s+satisf(?:y|ies)(?:\s+the\s+(?:initial\s+|given\s+)?conditions?)?|(?:satisfying|v[ée]rifiant)\s+(?:the|la|les)\s+(?:initial\s+|given\s+)?conditions?(?:\s+initiales?)?|(?:and\s+|et\s+)?(?:then|puis|ensuite|hence)|find\s+(?:it|this\s+solution)|trouver\s+(?:la|cette\s+solution)`,
  // method words
  String.raw`(?:solve\s+)?(?:by\s+)?(?:using\s+|use\s+)?(?:an?\s+)?(?:appropriate|suitable)\s+substitution`,
  String.raw`determine\s+whether\s+the\s+equation\s+is\s+exact|if\s+(?:it\s+is|so)\s*,?\s*(?:then\s+)?solve\s+it`,
  // where the solution lives: "on (−π/2, π/2)", « sur ]0, +∞[ », "sur R", "(x ≠ 0)"
  String.raw`(?:on|over|in|sur|dans)\s+(?:\(\s*[-+]?${BOUND}\s*[,;]\s*[-+]?${BOUND}\s*\)|[\][]\s*[-+]?${BOUND}\s*[,;]\s*[-+]?${BOUND}\s*[\][]|ℝ|R(?![\w(])|\\mathbb\s*\{?R\}?)(?:\s+(?:to|of|for))?`,
  // what the unknown is, and what kind of equation it is: "where y is a function of x", « où y est une fonction de x », "in exact differentials"
  String.raw`(?:where|o[ùu])\s+[a-z]\s+(?:is|est)\s+(?:the\s+dependent\s+variable\s*,?\s*(?:which|that)\s+is\s+)?(?:a|une)\s+(?:function|fonction)\s+(?:of|de)\s+(?:the\s+independent\s+variable\s+)?[a-z]|(?:in|en)\s+(?:exact\s+differentials|diff[ée]rentielles?\s+exactes?)`,
  // the question left open at the end, as a quiz writes it: "The solution of … is given by", « … est »
  String.raw`(?:is|are|est)(?:\s+(?:given\s+by|equal\s+to|donn[ée]e?\s+par))?(?=\s*[:.…]*\s*$)`,
  // the cases asked for: « en discutant selon les valeurs de a et w », "discuss according to the values of m, c, k"
  String.raw`(?:en\s+)?(?:discut(?:ant|er|ez)|distingu(?:ant|er|ez)\s+les\s+cas)\s+(?:suivant|selon|en\s+fonction\s+(?:de|des))\s+(?:les\s+valeurs\s+(?:de|des)\s+)?(?:param[eè]tres|[a-z](?:\s*(?:,|et)\s*[a-z])*)|(?:and\s+)?discuss(?:ing)?\s+(?:according\s+to|depending\s+on|the\s+cases\s+(?:of|for))\s+(?:the\s+(?:values|signs?)\s+of\s+)?(?:the\s+parameters|[a-z](?:\s*(?:,|and)\s*[a-z])*)`,
  // the method or the kind of equation said in brackets, which asks nothing more: "(Bernoulli equation)", « (résonance) »,
  // "(use undetermined coefficients)", « (méthode de variation de la constante) »
  String.raw`\(\s*(?:(?:use|using|by|try|hint\s*:|utiliser|par|avec)\s+)?(?:the\s+|la\s+|le\s+|l['’]\s*|an?\s+|une?\s+)?(?:m[ée]thode\s+(?:de\s+|des\s+|du\s+|d['’]\s*)?|method\s+of\s+)?(?:r[ée]sonance|resonance|bernoulli(?:['’]s)?(?:\s+equation)?|[ée]quation\s+de\s+bernoulli|exact(?:\s+equation)?|[ée]quation\s+exacte|homog(?:eneous|[èe]ne)(?:\s+equation)?|[ée]quation\s+homog[èe]ne|undetermined\s+coefficients|coefficients\s+ind[ée]termin[ée]s|variation\s+(?:of\s+parameters|de\s+la\s+constante|des\s+constantes)|integrating\s+factor|facteur\s+int[ée]grant|separation\s+of\s+variables|s[ée]paration\s+des\s+variables|separable(?:\s+equation)?|cauchy[- ]euler(?:\s+equation)?|[ée]quation\s+d['’]\s*euler)\s*\)`,
  // a plea or an aside that asks nothing
  String.raw`please|svp|s['’]il\s+vous\s+pla[iî]t|bonjour|hello|hi|help|merci|thanks?`,
];
/** The unknown function named, and only it: "for y(x)", "for P in terms of t", "find y(x)"; "find g(t)" asks another function. */
const naming = (u: string): string[] => [
  String.raw`(?:solve\s+)?(?:for|pour)\s+${u}(?:\s*\(\s*[a-z]\s*\))?(?:\s+(?:in\s+terms\s+of|en\s+fonction\s+de)\s+[a-z])?(?=\s*(?:[,.;:]|$|\b(?:if|given|with|when|si|avec)\b))`,
  String.raw`(?:find|determine|d[ée]terminer|trouver)\s+${u}\s*\(\s*[a-z]\s*\)(?=\s*(?:[,.;:?]|$|\b(?:if|given|with|si|avec)\b))`,
  // "…, find y." at the very end: the unknown itself, its formula asked
  String.raw`(?:find|determine|d[ée]terminer|trouver)\s+${u}(?=\s*[.?!]?\s*$)`,
  String.raw`(?:find|express|give|write|d[ée]terminer|exprimer|donner)\s+${u}(?:\s*\(\s*[a-z]\s*\))?\s+(?:in\s+terms\s+of|as\s+a\s+function\s+of|en\s+fonction\s+de)\s+[a-z]`,
];
const framingPattern = (u: string): RegExp => new RegExp(String.raw`(?<![\p{L}\w'’])(?:${[...FRAMING, ...naming(u)].join('|')})(?![\p{L}\w])\s*:?`, 'giu');
/** "(x ≠ 0)", "(x != 0)": the points the equation leaves out, which its solution leaves out too. */
const EXCLUDED = /\(\s*[a-z]\s*(?:!=|≠)\s*[-+]?[\w./]+\s*\)/g;
/** A condition written after the equation with no separator: "y'' + y = 0 y(0) = 0". */
const BARE_CONDITION = new RegExp(String.raw`(?<=[\w)])(?<!\p{L}{2})\s+(?=[A-Za-z]'*\s*\(\s*${AT}\s*\)\s*=)`, 'gu');
/** "y(0) = 0 = y'(0)": two conditions sharing their value. */
const SHARED_VALUE = new RegExp(String.raw`([A-Za-z]'*\s*\(\s*${AT}\s*\))\s*=\s*(${VALUE})\s*=\s*([A-Za-z]'*\s*\(\s*${AT}\s*\))`, 'g');

/** The unknown or one of its derivatives as a condition names it: y, y', y'', dy/dx, d²y/dx². */
const derivativeOf = (u: string): string => String.raw`(?:${u}\s*'*|d\s*(?:\^\s*\d|²|³)?\s*${u}\s*\/\s*d\s*[a-z]\s*(?:\^\s*\d|²|³)?)`;
/** How many times the condition's left side differentiates the unknown. */
function order(lhs: string): number {
  const leibniz = /^d\s*(?:\^\s*(\d)|(²)|(³))?/.exec(lhs);
  if (leibniz && /\//.test(lhs)) return leibniz[1] ? Number(leibniz[1]) : leibniz[2] ? 2 : leibniz[3] ? 3 : 1;
  return (lhs.match(/'/g) ?? []).length;
}

/**
 * Conditions told in words: "given that y = 2 when x = 0", "y = 1 and dy/dx = 0 when x = 0", "at t
 * = 0, x = 1", « y = 2 lorsque x = 0 », « qui s'annule en 0 », each written y⁽ᵏ⁾(a) = v.
 */
function conditionsInWords(t: string, u: string): string {
  const one = String.raw`${derivativeOf(u)}\s*=\s*${VALUE}`;
  const list = String.raw`${one}(?:\s*(?:,|\band\b|\bet\b)\s*${one})*`;
  const point = String.raw`[a-z]\s*=\s*(${AT})(?!\w|\.\d)`;
  const valuesFirst = new RegExp(String.raw`(?<![\w(])(${list})\s+(?:when|at|for|if|lorsque|quand|pour|si|en)\s+${point}`, 'g');
  const pointFirst = new RegExp(String.raw`(?<![\p{L}])(?:when|at|for|lorsque|quand|pour|[àa])\s+${point}\s*,\s*(${list})(?!\w|\.\d)`, 'gu');
  const written = (values: string, at: string): string =>
    [...values.matchAll(new RegExp(String.raw`(${derivativeOf(u)})\s*=\s*(${VALUE})`, 'g'))]
      .map((m) => `${u}${"'".repeat(order(m[1]))}(${at}) = ${m[2]}`)
      .join(', ');
  // « qui s'annule en 0 », "that vanishes at 0", "vanishing at x = 1"
  const vanishing = /(?<![\p{L}])(?:(?:qui\s+)?s['’]\s*annul(?:e|ant)|(?:that|which)\s+vanishes|vanishing)\s+(?:en|at|pour|for)\s+(?:[a-z]\s*=\s*)?([-+]?\d+(?:\.\d+)?)(?!\w|\.\d)/giu;
  // "passes through (0, 7)", « dont la courbe passe par le point A(0 ; 2) »
  const through = new RegExp(String.raw`(?<![\p{L}])(?:(?:whose\s+graph|whose\s+curve|dont\s+la\s+courbe(?:\s+repr[ée]sentative)?|which|that|qui)\s+)?(?:passes|passing|goes|going|passe|passant)\s+(?:through|par)\s+(?:the\s+point\s+|le\s+point\s+)?(?:[A-Z]\s*)?\(\s*(${AT})\s*[,;]\s*(${VALUE})\s*\)`, 'giu');
  // "taking the value 4 at 0", « qui prend la valeur 4 en 0 »
  // « qui vaut 1 en 0 », « égale à 2 en 1 », "that equals 1 at x = 0", "which is 3 at 1" said the same way
  const taking = new RegExp(String.raw`(?<![\p{L}])(?:(?:(?:qui|that|which)\s+)?(?:prend|prenant|takes|taking)\s+(?:la|the)\s+(?:valeur|value)|(?:qui\s+)?(?:vaut|valant|est\s+[ée]gale?\s+[àa])|[ée]gale?\s+[àa]|(?:(?:that|which)\s+)?(?:equals|is\s+equal\s+to)|equal\s+to|(?:that|which)\s+is)\s+(${VALUE})\s+(?:en|at|pour|for|when)\s+(?:[a-z]\s*=\s*)?(${AT})(?!\w|\.\d)`, 'giu');
  return t
    .replace(through, (_m, a: string, v: string) => `, ${u}(${a}) = ${v}`)
    .replace(taking, (_m, v: string, a: string) => `, ${u}(${a}) = ${v}`)
    .replace(/(?<![\p{L}])given\s+that\s+/giu, 'given ')
    .replace(valuesFirst, (_m, values: string, at: string) => written(values, at))
    .replace(pointFirst, (_m, at: string, values: string) => written(values, at))
    .replace(vanishing, (_m, a: string) => `, ${u}(${a}) = 0`);
}

/** A solution named by its own letter (f(−1) = 1 for the equation in y): its conditions are the unknown's. */
function namedSolution(t: string, u: string): string {
  for (const letter of ['f', 'g', 'h']) {
    if (letter === u) continue;
    const condition = new RegExp(String.raw`(?<![\w])${letter}(\s*'*\s*\(\s*${AT}\s*\)\s*=)`, 'g');
    if (!condition.test(t)) continue;
    // the letter stands nowhere else: no f(x) = …, no f in the equation
    const elsewhere = t.replace(condition, '').replace(new RegExp(String.raw`(?<![\w])(?:solution|fonction|function)\s+${letter}(?![\w(])`, 'g'), '');
    if (new RegExp(String.raw`(?<![\w\\])${letter}(?![a-z])`).test(elsewhere)) continue;
    t = t.replace(condition, `${u}$1`);
  }
  return t;
}

/**
 * The equation's text without its framing; the text unchanged when there is none. `unknown` is
 * the letter of the unknown function (y, or x in x'' + x = 0).
 */
export function withoutFraming(raw: string, unknown: string): string {
  let t = raw
    // y" is y'' typed with one key
    .replace(/([A-Za-z])"/g, "$1''")
    // x dy − y dx typed without spaces (xdy − ydx): the differentials stand apart
    .replace(/(?<=[\w)^])(d[xy])(?![\w/])/g, (d: string, _d: string, _at: number, all: string) => (/d\s*y\s*\/\s*d/.test(all) ? d : ` ${d}`))
    // x dy/dx typed as xdy/dx: a one-letter factor before the derivative
    .replace(/(?<![A-Za-z])([a-z])(?=d[a-z]\s*\/\s*d[a-z](?![a-z]))/g, '$1 ')
    // e^2x, e^-3x: the exponent is the whole product, as a student means it
    .replace(/\be\s*\^\s*(-?\d*(?:\.\d+)?[a-z])(?![\w(^])/g, 'e^($1)');
  t = namedSolution(conditionsInWords(t, unknown), unknown);
  t = t
    // a sentence's full stop is one more separator between the equation and its conditions
    .replace(/(?<!\d)\.(?=\s|$)|(?<=\d)\.(?=\s+[A-Za-z]|$)/g, ',')
    .replace(/\?|!(?!=)/g, ',')
    .replace(EXCLUDED, '')
    .replace(SHARED_VALUE, '$1 = $2, $3 = $2')
    .replace(framingPattern(unknown), ', ')
    // a label left before the equation, "(E) :", "E:"
    .replace(new RegExp(String.raw`(^|,)\s*${LABEL}\s*:?`, 'g'), '$1')
    .replace(/\s*:\s*(?=[A-Za-z(])/g, ', ')
    .replace(BARE_CONDITION, ', ')
    // a connecting word left where a phrase was set aside: "… on (0, π) to y'' + y = …"
    .replace(/(^|,)\s*(?:to|of|for|de|du|d['’]|à)\s+/g, '$1');
  // a bracket emptied by a phrase set aside, "(IVP)": nothing left in it
  return t.replace(/\(\s*(?:,\s*)*\)/g, ',').replace(/\s*,(?:\s*,)*/g, ',').replace(/^[\s,]+|[\s,]+$/g, '').replace(/\s{2,}/g, ' ');
}
