import type { MathNode } from '../cas/node';
import { SolverError } from '../errors';
import { text } from '../i18n';
import { isMathWord, parseNode } from './math';
import { METHOD_NAMED } from './methodNamed';
import { readCondition } from './condition';
import { toAscii } from '../format/ascii';
import { evaluateReal } from '../verify/numeric';
import { COMPLEX_ANSWER_FORM, FORM_ALLOWED } from './complexAnswerForm';
import { boundedLetterRole, readDeclaredParameters, unknownBesideParameters } from './parameters';

/**
 * What a student asks, read from the words around the formula: the task ("solve", "factoriser"…),
 * the unknown ("for y", "en y"), and the domain ("in ℂ", "dans C", "on [0, 2π)", "sur [0 ; 2π["),
 * in English and French. The formula itself is what remains.
 */

export type Task = 'solve' | 'simplify' | 'factor' | 'expand' | 'evaluate' | 'unknown';

export type Domain =
  | { kind: 'real' }
  | { kind: 'complex' }
  | { kind: 'interval'; lo: MathNode; hi: MathNode; loClosed: boolean; hiClosed: boolean };

export interface Command {
  task: Task;
  /** The formula with the command words removed (normalised ASCII or LaTeX). */
  math: string;
  /** The unknown named in words ("for y", "en y"), when given. */
  variable?: string;
  /** Several unknowns named ("x and y in terms of z", "pour x et y"): the other letters are parameters. */
  unknowns?: string[];
  domain?: Domain;
  /** A bound on a parameter written after the equation ("a > 0" in "… where a > 0"), as "a > 0". */
  parameterBound?: string;
}

const LETTERS = String.raw`[a-z](?:\s*(?:,|\band\b|\bet\b)\s*[a-z])+`;
/** "express x and y in terms of z", "give x and y as functions of z", "x et y en fonction de z", "for x and y". */
const NAMED_UNKNOWNS = new RegExp(
  String.raw`(?:[:,;.]\s*|\s)(?:(?:express|give|write|find|exprimer|exprime[rz]?|donner|donne[rz]?|ecrire|[ée]crire)\s+)?(${LETTERS})\s+(?:in\s+terms\s+of|as\s+(?:a\s+)?functions?\s+of|en\s+fonction\s+de)\s+[a-z](?:\s*(?:,|\band\b|\bet\b)\s*[a-z])*\s*[.?!]?\s*$` +
    String.raw`|\s(?:for|pour|d'inconnues)\s+(${LETTERS})\s*[.?!]?\s*$`,
  'i',
);

/** "find x and y: x + y = 5, x − y = 1", « déterminer x et y tels que … »: the unknowns named first. */
const LEADING_UNKNOWNS = new RegExp(String.raw`^\s*(?:find|solve for|determine|trouver|determiner|calculer)\s+(${LETTERS})\s*(?::|,|\b(?:such that|tels? que|if|si)\b)\s*(?=.*=)`, 'i');

function readUnknowns(s: string): { rest: string; unknowns?: string[] } {
  const lead = LEADING_UNKNOWNS.exec(s);
  if (lead) return { rest: s.slice(lead[0].length), unknowns: lead[1].split(/\s*(?:,|\band\b|\bet\b)\s*/i) };
  const m = NAMED_UNKNOWNS.exec(s);
  if (!m) return { rest: s };
  return { rest: s.slice(0, m.index), unknowns: (m[1] ?? m[2]).split(/\s*(?:,|\band\b|\bet\b)\s*/i) };
}

/** Where a graph meets the x-axis, said after its formula: read before the conditions after a formula (« avec … »). */
const MEETS_X_AXIS = /\s*(?:(?:cross|crosses|meet|meets|intersect|intersects|cut|cuts)\s+the\s+x-axis|(?:avec|coupe)\s+l'axe\s+des\s+abscisses)\s*[.?!]?\s*$/i;

const TASK_WORDS: Array<[Task, RegExp]> = [
  // "x − 2 is a factor of …" names a divisor, never the command
  ['factor', /\b(factori[sz]e|(?<!\b(?:a|an)\s)factor|factoring|factorising|factorizing|factoriser|factorisez|factorise[rz]?|mettre sous forme factoris[ée]e|forme factoris[ée]e|prime\s+factori[sz]ation|facteurs\s+premiers)\b/i],
  ['expand', /\b(expand|develop|d[ée]velopper|d[ée]veloppez|d[ée]veloppe|d[ée]velopper et r[ée]duire|multiply out)\b/i],
  ['simplify', /\b(simplify|simplifier|simplifiez|simplifie|reduce|r[ée]duire|r[ée]duisez|r[ée]duis|combine like terms|collect like terms|regrouper les termes|lowest terms|simplest form|(?:as|to|into) a (?:single |common )?fraction|en fraction|irr[ée]ductible|sous forme (?:d'une|de) fraction|rationali[sz]e|rationali[sz]er|rationnel)\b/i],
  ['solve', /\b(solve|r[ée]soudre|r[ée]solvez|r[ée]sous|resous|resolve|solution|solutions|roots?|zeros?|racines?|z[ée]ros|x-intercepts?)\b/i],
  ['evaluate', /\b(evaluate|[ée]valuer|[ée]value|compute|calculate|calculer|calculez|calcule|find|trouver|trouve|d[ée]terminer|d[ée]termine|what is|what's|quelle? est|combien|add|subtract|multiply|divide|additionner|soustraire|multiplier|diviser|work out|value of|valeur de)\b/i],
];

/** Phrases that carry no math, removed anywhere (longest first). */
const NOISE: RegExp[] = [
  // a whole number asked as a product of primes: the factor task, said in full
  /\b(?:(?:the\s+)?prime\s+factori[sz]ation(?:\s+of)?|(?:d[ée]composer|d[ée]composition\s+de)\s+(?=.*facteurs\s+premiers)|(?:en\s+)?(?:un\s+)?(?:produit\s+de\s+)?facteurs\s+premiers)\b/gi,
  // where a graph meets the x-axis: the zeros of its function ("find the x-intercepts of y = x² − 9",
  // "where does y = x² − 4 cross the x-axis", « points d'intersection de la courbe de f avec l'axe des abscisses »)
  /\b(?:(?:find|give|determine|trouver|determiner|donner)\s+)?(?:the\s+|les\s+)?(?:x-intercepts?|(?:points?\s+d'intersection|intersections?)\s+(?:de\s+la\s+courbe\s+(?:representative\s+)?(?:de\s+)?|du\s+graphe\s+de\s+)?|(?:where|at\s+what\s+points?)\s+does|ou)\s*(?:of\s+)?(?:(?:the|la)\s+(?:graph|curve|function|parabola|line|courbe|fonction|parabole)\s+(?:of\s+|de\s+)?)?(?=[a-z]\s*(?:\(\s*[a-z]\s*\)\s*)?=)/gi,
  // "solve and write the following in interval notation:", "express it in interval notation"
  /\b(?:and\s+|et\s+)?(?:write|express|give|state)\s+(?:(?:it|them|this|the\s+following|the\s+result)\s+)?(?:in|using)\s+interval\s+notation\b/gi,
  // how to write the work, not what to find: "show your work", "check your answer", "in interval notation", « en justifiant », « détailler les calculs »
  /\b(?:and\s+|et\s+)?(?:(?:check|verify)\s+(?:all\s+)?(?:(?:your|the)\s+)?(?:proposed\s+)?(?:answers?|solutions?|work)|show\s+(?:all\s+)?(?:of\s+)?(?:your\s+)?(?:work(?:ing)?|steps|calculations)|(?:(?:give|write|express)\s+(?:(?:your|the)\s+)?(?:answers?|solutions?|solution\s+set)\s+)?(?:in|using)\s+interval\s+notation|en\s+justifiant|justifie[rz]?\s+(?:votre|ta|la)\s+reponse|detaille[rz]?\s+(?:les\s+|vos\s+)?calculs|(?:donner|donnez|ecrire|ecrivez)\s+(?:la\s+)?(?:reponse|solution|l'ensemble\s+des\s+solutions)\s+sous\s+forme\s+d'intervalles?)\b/gi,
  // "reduce 84/126 to lowest terms", "write 0.375 as a fraction", « écrire sous forme de fraction irréductible », « rendre irréductible »
  /\b(?:(?:write|express|give|convert|ecrire|ecris|ecrivez|mettre|mets|mettez|donner|rendre|rends|rendez|convertir)\s+)?(?:(?:it|the\s+answer|the\s+result|your\s+answer|le\s+resultat|la\s+reponse|le\s+tout)\s+)?(?:(?:to|in|as|into)\s+(?:its\s+)?(?:lowest terms|simplest form|a (?:single |common )?fraction(?: in (?:its )?(?:lowest terms|simplest form))?)|(?:sous (?:la )?forme (?:d'une |de )?(?:fraction )?)?irreductible|sous (?:la )?forme (?:d'une|de) fraction|en fraction)\b/gi,
  // "rationalize the denominator of 2/√5", « rendre rationnel le dénominateur de 3/√2 »: a simplification leaves no root below the bar
  /\b(?:rationali[sz]er|rationali[sz]e|rendre rationnel)\s*(?:(?:the|le)\s+(?:denominator|denominateur)\s*(?:(?:of|de|d')\s*)?)?/gi,
  // the set of solutions asked for: "find the solution set of …", « déterminer l'ensemble S des solutions de … »
  /\b(?:(?:find|give|determine|state|write|trouver|determiner|donner|donnez|ecrire)\s+)?(?:the\s+|l')?(?:solution\s+set|set\s+of\s+(?:all\s+)?(?:the\s+)?solutions|ensemble\s+(?:[a-z]\s+)?des\s+solutions|ensemble[-\s]solutions?)(?:\s+(?:of|to|for|de|du|des|d'))?(?=\s|$)/gi,
  /^\s*(?:write|express|ecrire|ecris|ecrivez|mettre|mets|mettez|rendre|rends|rendez)\b/gi,
  // "convert 0.375 to a fraction", once "to a fraction" is read: a number alone is left; "convert 5 kg to m"
  // is a change of unit, never an expression
  /^\s*(?:convert|convertir|convertis|convertissez)\b(?=[\s\d.,/()+-]*$)/gi,
  /\b(find|trouver|d[ée]terminer|determine) (all )?(the |les |la |le |l')?(real |complex |r[ée]elles? |complexes? )?(values?|valeurs?|solutions?|roots?|racines?|zeros?|z[ée]ros) (of |de |d'|du |des )?(x )?((such )?that |tel(le)?s? que |for which |pour lesquel(le)?s )?/gi,
  // the kind of relation named before it ("solve the absolute value equation", "the rational
  // inequality", « l'équation exponentielle »): the formula says it, the name adds nothing to find
  /\b(?:absolute[- ]value|radical|rational|irrational|exponential|logarithmic|linear|quadratic|polynomial|cubic|trig(?:onometric)?|literal|square[- ]root|fractional)\s+(?=(?:equations?|inequalit(?:y|ies)|inequations?|expressions?)\b)/gi,
  /(?<=\b(?:in)?equations?)\s+(?:exponentielles?|logarithmiques?|rationnelles?|irrationnelles?|trigonometriques?|lineaires?|du\s+(?:premier|second|1er|2nd|2e|1e)\s+degre)\b/gi,
  // how the result is to be written, when that keeps it exact: "leaving your answer in surd form", "in simplest radical form"
  /\s*,?\s*\b(?:(?:leaving|leave|giving|give|writing|write|expressing|express)\s+(?:your|the)\s+answers?\s+)?(?:in|as)\s+(?:(?:its|a)\s+)?(?:simplest\s+)?(?:surd|radical)\s+form\b/gi,
  // the binomial theorem named as the way to expand: « à l'aide de la formule du binôme de Newton »
  /\s*,?\s*\b(?:using|by|with|via|par|avec|en\s+utilisant|a\s+l['’ ]\s*aide\s+de)\s+(?:the\s+|la\s+)?(?:binomial\s+(?:theorem|formula|expansion)|formule\s+du\s+bin[oô]me(?:\s+de\s+newton)?)\b/gi,
  // how a complex solution is to be written: "express z in the form a + ib", « on mettra la solution sous forme algébrique »
  COMPLEX_ANSWER_FORM,
  FORM_ALLOWED,
  // the question asked as a question: "how do you solve …", "how can I factor …"
  /^\s*how\s+(?:do|can|would|should|did)\s+(?:you|i|we|one)\b/gi,
  /\b(the |l'|l’)?(equation|inequality|expression|polynomial|fraction|fractions|sum|difference|product|quotient)\b/gi,
  /\b(l'|l’)?(équation|equation|inéquation|inequation|expression|polyn[ôo]me|fractions?|somme|différence|produit|quotient)\b/gi,
  /(?<![\p{L}])(solve|r[ée]soudre|r[ée]solvez|r[ée]sous|resous|resolve|simplify|simplifier|simplifiez|simplifie|reduce|r[ée]duire|r[ée]duisez|r[ée]duis|factori[sz]e|factor|factoring|factorising|factorizing|by(?=\s+[a-z]{3,})|par(?=\s+[a-z]{3,})|factoriser|factorisez|expand|d[ée]velopper|d[ée]veloppez|d[ée]veloppe|evaluate|[ée]valuer|[ée]value|compute|calculate|calculer|calculez|calcule|find|trouver|trouve|d[ée]terminer|d[ée]termine|determine|work out|add|subtract|multiply|divide|additionner|soustraire|multiplier|diviser)(?![\p{L}])/giu,
  /\b(what is|what's|quelle est|quel est|combien (fait|vaut|font)|the value of|la valeur de|value of|valeur de)\b/gi,
  /\b(the|of|la|le|les|de|du|des|et|and|then|puis|please|svp|s'il vous pla[iî]t|completely|compl[èe]tement|fully|enti[èe]rement|sous forme factoris[ée]e|in factored form|exactly|exactement|each|chaque|all|toutes?|tous)\b/gi,
  /\b(roots?|zeros?|racines?|z[ée]ros|solutions?)\b/gi,
  /\b(combine|collect|regrouper|like terms|termes semblables|les termes)\b/gi,
  /\b(tel(le)?s? que|such that|where|o[ùu]|sachant que|given that|if|si|when|lorsque|quand)\b/gi,
  /\b(use|using|utiliser|utilise|en utilisant|with|avec|to|a l'aide de|method|methode|the quadratic formula|la formule quadratique|complet(?:e|ing)\s+(?:the\s+)?square|by(?=\s+[a-z]{3,})|par(?=\s+[a-z]{3,}))\b/gi,
  /\b(quel(le)?s?|sont|est|what are|are|is|what|que|l'|d')\b/gi,
];

/** Words that ask for something other than the formula's value (accents already removed). */
const MEANINGFUL =
  /^(positive|negative|positifs?|negatifs?|positives|negatives|integers?|entiers?|naturals?|naturels?|derivatives?|differentiate|deriv\w*|integra\w*|antiderivatives?|primitives?|limits?|limites?|series|serie|sums?|sommes?|products?|produits?|matri\w*|determinant|inverse|transpose\w*|eigen\w*|taylor|maclaurin|factorials?|area|aire|perimeter|perimetre|volume|average|mean|median|moyenne|mediane|probabilit\w*|odd|even|primes?|pairs?|impairs?|premiers?|digits?|chiffres?|consecutive|consecutifs?|multiples?|divisors?|diviseurs?|gcd|lcm|pgcd|ppcm|remainder|reste|modulo|mod|percent\w*|pourcentage|round\w*|arrondi\w*|decimals?|scientific|scientifique|convert\w*|units?|unites?|radius|rayon|converg\w*|diverg\w*|range|domain|domaine|period|periode|critical|critiques?|maxim\w*|minim\w*|extrem\w*|asymptot\w*|vertex|sommet|inflection|inflexion|tangent|tangente|normal|normale|concav\w*|increasing|decreasing|croissante?|decroissante?|monoton\w*|image|inverse|reciproque)$/i;

/** Words of vector calculus, which no method computes yet: named in the refusal. */
const VECTOR_CALCULUS = /^(gradients?|grad|curl|rotationnel|laplacian|laplacien|jacobian|jacobienne|hessian|hessienne)$/i;

const boundWithParameters = (): SolverError =>
  new SolverError('unsupported', text(
    'A bound on the unknown of an equation that holds other letters asks to discuss which roots satisfy it according to those letters, which we cannot do yet.',
    "Une condition sur l'inconnue d'une équation qui contient d'autres lettres demande de discuter selon ces lettres quelles racines la vérifient, ce que nous ne savons pas encore faire.",
  ));

const unreadable = (word?: string): SolverError =>
  new SolverError(
    'unsupported',
    word
      ? text(`"${word}" asks for vector calculus, which we cannot compute yet.`, `« ${word} » relève du calcul vectoriel, que nous ne savons pas encore faire.`)
      : text('This question is asked in words we cannot read as a formula yet.', 'Cette question est posée avec des mots que nous ne savons pas encore lire comme une formule.'),
  );

/** A word that carries a question we do not read: named, so the student sees what was not understood. */
export const notRead = (word: string): SolverError =>
  new SolverError(
    'unsupported',
    text(
      `We could not read "${word}" in your problem: we answer only what we fully understand. Rephrase it, or type the formula alone.`,
      `Nous n'avons pas pu lire « ${word} » dans votre problème : nous ne répondons qu'à ce que nous comprenons entièrement. Reformulez-le, ou tapez la formule seule.`,
    ),
  );

/** Two formulas joined by "and" with no relation between them: two questions, never one product. */
const twoExpressions = (left: string, right: string): SolverError =>
  new SolverError(
    'unsupported',
    text(
      `"${left}" and "${right}" are two expressions: we answer one at a time. Ask about each separately.`,
      `« ${left} » et « ${right} » sont deux expressions : nous répondons à une seule à la fois. Posez une question pour chacune.`,
    ),
  );

const severalSentences = (part: string): SolverError =>
  new SolverError(
    'unsupported',
    text(
      `We could not tell how "${part}" relates to what comes before it: ask one question at a time, with its formula.`,
      `Nous n'avons pas compris le lien entre « ${part} » et ce qui le précède : posez une question à la fois, avec sa formule.`,
    ),
  );

/** Words around a formula that ask nothing (or name a method): dropping them cannot change the question. */
const FILLER = /^(?:please|pls|plz|svp|thanks?|thank|merci|hi|hello|bonjour|salut|help|aide[rz]?|me|moi|my|mon|ma|mes|show|montre[rz]?|work|working|steps?|etapes?|detail(?:s|led|lee|le)?|explain|expliquer?|explique[rz]?|answer|reponse|question|exercise|exercice|homework|devoirs?|problem|probleme|quickly|vite|now|maintenant|here|ici|this|cette|ce|cet|following|suivante?s?|below|ci-dessous|given|donnee?s?|math|maths|using|simply|simplement|exact|exacte|value|valeur|result|resultat|form|forme|way|facon|manner|correct|correctly|let|soit|us|nous|can|you|could|would|pouvez|vous|peux|tu|how|comment|do|does|faire|fais|need|want|veux|voudrais|i|je|j'|am|suis|trying|essaie|stuck|bloque|bloquee|for|pour|in|en|with|avec|to|a|an|un|une|on|sur|at|by|par|from|of|de|du|des|le|la|les|l'|d'|so|donc|then|alors|again|encore|also|aussi|just|juste|only|seulement|step-by-step|pas-a-pas|ok|okay|system|systems|systeme|systemes|overdetermined|underdetermined|surdetermine|sous-determine|equations?|formula|formule|quadratic|quadratique|discriminant|completing|square|carre|method|methode|rule|regle|substitution|elimination|graphing|graphique|algebraically|algebriquement|exactly|moivre|moivre's|theorem|theoreme|principal|principale|bicarree|biquadratic|biquadratique|general|generale)$/i;

/** Words that name how to solve an equation ("by completing the square", "using the discriminant"): no question of their own beside one. */
const METHOD_NAMED_WORD = /^(?:discriminant|completing|square|carre|quadratic|quadratique|substitution|elimination|graphing|graphique)$/i;

/** The interval said in words: "over the interval 0 to 2pi", "between 0 and 2π", « entre 0 et 2π », « de 0 à 2π ». */
const INTERVAL_WORDS = /\b(?:(?:over|on|in|sur)\s+(?:the\s+interval\s+|l'intervalle\s+)?(?:from\s+|de\s+)?|(?:from|between|entre)\s+)([-+]?[\w./ ]+?)\s+(?:to|and|a|et)\s+([-+]?(?:\d[\w./]*|pi[\w./]*|oo))(?=\s*[.?!]?\s*$)/i;

function readDomain(s: string): { rest: string; domain?: Domain; parameterBound?: string } {
  // a full turn counted once, as textbooks mean "from 0 to 2π": the first end in, the last out
  const said = INTERVAL_WORDS.exec(s);
  if (said && /[=<>]/.test(s.slice(0, said.index))) {
    try {
      const lo = parseNode(said[1]);
      const hi = parseNode(said[2]);
      return { rest: s.slice(0, said.index), domain: { kind: 'interval', lo, hi, loClosed: true, hiClosed: false } };
    } catch {
      // not two numbers: the words are left for the readers
    }
  }
  // both ends after an equation: "for 0 ≤ x < 2π", ", 0 <= t <= pi", « pour 0 ≤ x ≤ π »
  const chain = /(?:\s*[,;(]\s*|\s+)(?:(?:for|pour|with|avec|where|when|on|sur)\s+)?([-+]?[\w./*]+)\s*(<=|<)\s*([a-zA-Z])\s*(<=|<)\s*([-+]?[\w./*]+?)\s*\)?\s*[.?!]?\s*$/i.exec(s);
  if (chain && /=/.test(s.slice(0, chain.index)) && !/[<>]/.test(s.slice(0, chain.index))) {
    try {
      const lo = parseNode(chain[1]);
      const hi = parseNode(chain[5]);
      return { rest: s.slice(0, chain.index), domain: { kind: 'interval', lo, hi, loClosed: chain[2] === '<=', hiClosed: chain[4] === '<=' } };
    } catch {
      // not two numbers: the words are left for the readers
    }
  }
  // A bound written after the formula ("(x > 0)", "for x ≥ 1", « avec x positif »): an interval for
  // an equation; beside an inequality it is one more inequality to hold.
  // "dans ℝ" (or « dans IR », ℝ as typed on many sheets) beside it only repeats that the unknown is real.
  const c = readCondition(s);
  // "solve x² − 2ax − 3a² = 0 where a > 0": a bound on a parameter of an equation, not on its unknown;
  // it is kept apart, for the cases of the discussion in the parameter to be told under it
  const bounded = c?.relation.split(' ')[0];
  const role = c && bounded && !/[<>]/.test(c.rest) ? boundedLetterRole(c.rest, bounded) : 'alone';
  if (c && role === 'parameter') return { ...readDomain(c.rest), parameterBound: c.relation };
  // "x² − 2ax − 3a² = 0 where x > 0": which root is positive depends on the sign of a, a discussion
  // not made yet; answering both roots would drop the bound
  if (role === 'unknown') throw boundWithParameters();
  if (c) {
    const rest = readDomain(c.rest);
    if (rest.domain && rest.domain.kind !== 'real') return { rest: s };
    return /[<>]/.test(rest.rest) ? { rest: `${rest.rest}, ${c.relation}` } : { rest: rest.rest, domain: c.domain };
  }
  // Intervals: "on [0, 2pi)", "sur [0 ; 2pi[", "in ]0, pi]", "for 0 <= x < 2pi", "over [0, 2π)";
  // after a letter ("for x in (0, pi]", "x ∈ ]0 ; π]") a round bracket opens one too.
  // "on (0, ∞)" opens one with a round bracket too (the way an interval is printed back).
  // the interval may be named first: "in the set [0; 2π)", « dans l'intervalle I = [0 ; 2π] »
  const iv = /\b(?:on|over|in|for|sur|dans|pour)()(?:\s+(?:the\s+(?:interval|set)|l'intervalle|l'ensemble))?(?:\s+[A-Z]\s*=)?\s*([[\]])\s*([^,;[\]()]+?)\s*[,;]\s*([^,;[\]()]+?)\s*([[\])])/i.exec(s)
    ?? /\b(on|over|on the interval)\s*(\()\s*([^,;[\]()]+?)\s*[,;]\s*([^,;[\]()]+?)\s*([\])])\s*(?=for\b|[.?!]?\s*$)/i.exec(s)
    ?? /(?:\b(?:for|pour)\s+)?\b[a-zA-Z]\s+(in|dans|∈)\s*([[\]()])\s*([^,;[\]()]+?)\s*[,;]\s*([^,;[\]()]+?)\s*([[\])])/i.exec(s);
  if (iv) {
    try {
      const lo = parseNode(iv[3]);
      const hi = parseNode(iv[4]);
      return {
        rest: s.replace(iv[0], ' '),
        domain: { kind: 'interval', lo, hi, loClosed: iv[2] === '[', hiClosed: iv[5] === ']' },
      };
    } catch {
      // not an interval after all: leave the text as it is
    }
  }
  // the unknown said to be complex: "for z ∈ ℂ", "$z \in \mathbb{C}$", "where z is complex", ", z complex",
  // "in the complex plane", « z étant complexe »
  const unknownComplex = String.raw`(?:,\s*|\b(?:for|where|with|pour|o[ùu]|avec|soit|let)\s+|^)(?!i\b)[a-z]\s+in\s+(?:C\b|ℂ)|(?:,\s*|\b(?:for|where|with|pour|o[ùu]|avec|soit|let)\s+)?\b(?!i\b)[a-z]\s*(?:\\in|∈)\s*(?:\\mathbb\s*\{\s*C\s*\}|\\C\b|C\b|ℂ)|(?:,\s*|\b(?:where|with|o[ùu]|avec)\s+)?\b(?!i\b)[a-z]\s+(?:is\s+|being\s+|est\s+|[ée]tant\s+)?(?:an?\s+|un\s+)?(?:nombre\s+)?complex(?:e)?(?:\s+numbers?)?\b|\b(?:in|dans)\s+(?:the\s+complex\s+plane|le\s+plan\s+complexe)\b`;
  const cx = new RegExp(String.raw`${unknownComplex}|\b(in|over|dans|sur|on)\s+(\\mathbb\s*(?:\{\s*C\s*\}|C\b)|ℂ|(?:C|the complex numbers|complex numbers|les complexes|l'ensemble des complexes)\b)|\b(complex|complexes?)\b( (roots?|solutions?|numbers?|racines?))?`, 'i');
  const m = cx.exec(s);
  if (m) return { rest: s.replace(m[0], ' '), domain: { kind: 'complex' } };
  const re = /\b(in|over|dans|sur|on)\s+(\\mathbb\s*\{\s*R\s*\}|(?:I?R|the reals|the real numbers|real numbers|les r[ée]els|l'ensemble des r[ée]els)\b)|\b(real|r[ée]elles?)\b( (roots?|solutions?|numbers?|racines?))?/i;
  const r = re.exec(s);
  if (r) return { rest: s.replace(r[0], ' '), domain: { kind: 'real' } };
  return { rest: s };
}

function readVariable(s: string): { rest: string; variable?: string } {
  // « L'équation d'inconnue x suivante : … », « l'inéquation suivante, d'inconnue réelle t : … »
  const unknownNamed = /(?:l')?(?:in)?equation\s+(?:suivante\s*,?\s*)?d'inconnue\s+(?:reelle\s+)?([a-zA-Z])(?:\s+suivante)?\s*[:,]?\s*/i.exec(s);
  if (unknownNamed) return { rest: `${s.slice(0, unknownNamed.index)} ${s.slice(unknownNamed.index + unknownNamed[0].length)}`, variable: unknownNamed[1] };
  // "2x − 5 = 7 − x, then the value of x is", « … alors la valeur de x est » (a choice to follow)
  const valueIs = /[\s,;.]*(?:(?:then|alors)\s+)?(?:(?:find|what\s+is|trouver|quelle\s+est)\s+)?(?:the\s+|la\s+)?(?:value|valeur)\s+(?:of|de)\s+([a-zA-Z])(?:\s+(?:is|est|vaut))?\s*[?.:]*\s*$/i.exec(s);
  if (valueIs && /[=<>]/.test(s.slice(0, valueIs.index))) return { rest: s.slice(0, valueIs.index), variable: valueIs[1] };
  const thenIs = /[\s,;.]*(?:then|alors)\s+([a-zA-Z])\s+(?:is|equals|est|vaut)\s*[?.:]*\s*$/i.exec(s);
  if (thenIs && /[=<>]/.test(s.slice(0, thenIs.index))) return { rest: s.slice(0, thenIs.index), variable: thenIs[1] };
  const m = /(?:,\s*|\s)(?:for|in|en|pour|with respect to|par rapport à|wrt|d'inconnue|unknown)\s+([a-zA-Z])\s*[.?!]?\s*$/i.exec(s);
  if (m) return { rest: s.slice(0, m.index), variable: m[1] };
  // "x² − 7x + 12 = 0, find x", « …, calculer x »: the letter asked after the relation
  const askedAfter = /[,;.:]\s*(?:find|solve\s+for|determine|what\s+is|trouver|determiner|calculer|en\s+deduire)\s+([a-zA-Z])\s*[.?!]?\s*$/i.exec(s);
  if (askedAfter && /[=<>]/.test(s.slice(0, askedAfter.index))) return { rest: s.slice(0, askedAfter.index), variable: askedAfter[1] };
  const comma = /[=<>].*,\s*([a-zA-Z])\s*$/.exec(s);
  if (comma) return { rest: s.slice(0, s.lastIndexOf(',')), variable: comma[1] };
  const subject = /\b(?:make|rendre|isolate|isoler|express|exprimer)\s+([a-zA-Z])\b(?:\s+(?:the subject|le sujet|in terms of [a-z, and]+|en fonction de [a-z, et]+))?(?:\s+(?:of|in|de|dans))?\s*[:,]?\s*/i.exec(s);
  if (subject) return { rest: s.replace(subject[0], ' '), variable: subject[1] };
  // "solve for x: …", "solve the following equation for x 2x + 1 = x − 4"
  const lead = /^(?:solve|r[ée]soudre|resolve)\s+(?:(?:the\s+following|this|l'|la\s+suivante|suivante)?\s*(?:equation|inequation|inequality|system)\s+(?:suivante\s+)?)?(?:for|en|pour)\s+([a-zA-Z])\s*[:,]?\s+/i.exec(s);
  if (lead) return { rest: s.slice(lead[0].length), variable: lead[1] };
  return { rest: s };
}

/** Whether every bracket of s is closed inside s (so "f(a)/(b)" is not read as f applied to "a)/(b"). */
function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

const ASKING = String.raw`^\s*(?:(?:find|compute|calculate|evaluate|what\s+is|give|calculer|calcule[rz]?|donner|quelle\s+est)\s+)?(?:the\s+|la\s+|le\s+)?`;
const END = String.raw`\s*[.?!]?\s*$`;
const OPERATIONS_IN_WORDS: Array<[RegExp, (a: string, b: string) => string]> = [
  [new RegExp(`${ASKING}(?:add|sum\\s+of|somme\\s+de|additionne[rz]?|ajoute[rz]?)\\s+(.+?)\\s+(?:and|to|et|a)\\s+(.+?)${END}`, 'i'), (a, b) => `(${a}) + (${b})`],
  [new RegExp(`${ASKING}(?:subtract|soustrai(?:re|s|z)|retranche[rz]?)\\s+(.+?)\\s+(?:from|de|a)\\s+(.+?)${END}`, 'i'), (a, b) => `(${b}) - (${a})`],
  [new RegExp(`${ASKING}difference\\s+(?:of|between|de|entre)\\s+(.+?)\\s+(?:and|et)\\s+(.+?)${END}`, 'i'), (a, b) => `(${a}) - (${b})`],
  [new RegExp(`${ASKING}(?:product\\s+of|produit\\s+de|multiply|multiplie[rz]?)\\s+(.+?)\\s+(?:and|et)\\s+(.+?)${END}`, 'i'), (a, b) => `(${a})*(${b})`],
  [new RegExp(`${ASKING}quotient\\s+(?:of|de)\\s+(.+?)\\s+(?:and|by|et|par)\\s+(.+?)${END}`, 'i'), (a, b) => `(${a})/(${b})`],
  // "increase 80 by 15%", « diminuer 250 de 12 % »: the amount times one plus (or minus) the rate
  [new RegExp(`${ASKING}(?:increase|raise|augmente[rz]?)\\s+(.+?)\\s+(?:by|de)\\s+([^%]+?%)${END}`, 'i'), (a, b) => `(${a})*(1 + ${b})`],
  [new RegExp(`${ASKING}(?:decrease|reduce|lower|diminue[rz]?|baisse[rz]?|reduire)\\s+(.+?)\\s+(?:by|de)\\s+([^%]+?%)${END}`, 'i'), (a, b) => `(${a})*(1 - ${b})`],
];

const FOR_WHICH = /^\s*(?:(?:for|pour)\s+(?:which|what|quelles?)|which|what|quelles?)\s+(?:(?:real\s+)?values?\s+of\s+|valeurs?\s+(?:reelles?\s+)?(?:de\s+)?|(?:real\s+)?numbers?\s+|reels?\s+)?([a-z])\s+(?:(?:is|are|does|do|will|can|has)(?:\s+we\s+have)?|satisf(?:y|ies)|solves?|makes?|a-t-on|a\s+t\s+on|est-ce\s+que|avons-nous|verifie(?:nt)?)?\s*/i;
/** "… hold?", "… true?", « … vraie ? » after the relation asked for. */
const WHICH_TAIL = /\s*(?:hold|holds|true|satisfied|vraie?|verifiee?)?\s*[?.!]?\s*$/i;
const FOR_ALL_REAL = /\s*,?\s*\b(?:for\s+(?:all|every|each)|pour\s+tou[st](?:\s+les)?)\s+(?:(?:real|reels?)\s+(?:numbers?\s+|nombres?\s+)?)?([a-z])(?:\s*(?:in|dans|∈)\s*(?:R|ℝ))?\s*[.?!]?\s*$/i;

/** "(hint: z = 1 is a root)", « sachant que −1 est racine »: a root given to help, at the end. */
const HINT = /\s*[,;.]?\s*\(?\s*(?:(?:hint|indice|indication)\s*:?\s*)?(?:(?:given|knowing)\s+that\s+|sachant\s+que\s+|on\s+(?:sait|admet)\s+que\s+)?(?:([a-z])\s*=\s*)?(-?\s*[\d./]+)\s+(?:is\s+(?:a\s+)?(?:root|solution|zero)|est\s+(?:une\s+)?(?:racine|solution))(?:\s+(?:of\s+(?:the\s+)?(?:equation|polynomial)|de\s+l'equation|du\s+polynome))?\s*\)?\s*[.!]?\s*$/i;

/**
 * The equation is solved in full whatever the hint; the hint is still read: a value that is no root
 * means the equation was mistyped, and is said rather than set aside.
 */
function checkHint(equation: string, variable: string, value: string): void {
  const sides = equation.split('=');
  let residual: number | null = null;
  if (sides.length === 2) {
    try {
      residual = evaluateReal(toAscii(parseNode(`(${sides[0]}) - (${sides[1]})`)), { [variable]: Number(value.replace(/\s/g, '')) });
    } catch {
      residual = null;
    }
  }
  if (residual !== null && Math.abs(residual) < 1e-9) return;
  throw new SolverError('unsupported', text(
    `The hint says ${variable} = ${value} is a root, but it does not satisfy the equation as written: check the equation.`,
    `L'indication dit que ${variable} = ${value} est racine, mais cette valeur ne vérifie pas l'équation telle qu'elle est écrite : vérifiez l'équation.`,
  ));
}

/** "(base 10)", "where log is the common logarithm", « où log désigne le logarithme décimal »: the base of a bare log, said after the formula. */
const LOG_BASE_NOTE = /\s*[,;]?\s*\(?\s*(?:(?:where|with|here|ou|avec|ici)\s+)?(?:(?:the\s+)?log\s+(?:is|means|denotes|designe|est)\s+)?(?:(?:in|to|en)\s+)?(?:the\s+|le\s+|la\s+)?(?:(?:log(?:arithm|arithme)?\s+)?base\s*(\d+)|(common|decimal|natural)\s+log(?:arithm)?s?|log(?:arithme)?s?\s+(decimal|neperien|naturel)s?)\s*\)?\s*[.]?\s*$/i;

/** A bare log given its base in words is written with that base (log₁₀, ln): the note is not left for the reader to drop. */
function readLogBase(s: string): string {
  const m = LOG_BASE_NOTE.exec(s);
  if (!m || !/\blog\b(?![_\d])/i.test(s.slice(0, m.index))) return s;
  const kind = (m[2] ?? m[3] ?? '').toLowerCase();
  const base = m[1] ?? (kind === 'natural' || kind === 'neperien' || kind === 'naturel' ? null : '10');
  return s.slice(0, m.index).replace(/\blog\b(?![_\d])/gi, base === null ? 'ln' : `log_${base}`);
}

export function readCommand(textIn: string): Command {
  // Accents are dropped first (math has none): JavaScript's \b does not see "é" as a letter.
  // ≠ decomposes into = and a combining stroke: written != first, so the stroke is not dropped with the accents.
  let s = textIn.replace(/≠/g, '!=').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim();
  // "… (express x in terms of y and z)", "… (solve by row reduction)": words alone in a closing
  // bracket are the instruction, read as if written after a comma
  s = readLogBase(s);
  // "1. Solve …", « Exercice 3. Résoudre … », "b) factor …": the exercise's number is no factor
  s = s.replace(/^\s*(?:(?:(?:exercises?|exercices?|ex|questions?|q|problems?|problemes?)\.?\s*)?\d+[a-z]?\s*[.)]|[a-h]\))\s+(?=[A-Za-z])/i, '');
  // « l'équation (E) : … », "(I): …": the label names the relation, it is no factor of it
  s = s.replace(/\s*\(\s*[A-Z](?:_?\d+|')?\s*\)\s*:\s*|(?<=\b(?:equation|inequation|inequality|systeme|system))\s*\(\s*[A-Z](?:_?\d+|')?\s*\)/g, ' ');
  // (a bracket right after a name or a power is an argument: cos^2(x), f(x))
  s = s.replace(/(?<![\p{L}\d^)\]])\(\s*([A-Za-z][A-Za-z' ,]*?)\s*\)\s*([.?!]?)\s*$/u, ', $1$2');
  s = s.replace(METHOD_NAMED, ' ').trim();
  // "Let m be a real number. Solve …", « Soit m un paramètre réel. Résoudre … », "…, where m is a
  // constant": the letters declared stay letters of the answer; the unknown is the one left
  const declared = readDeclaredParameters(s);
  s = declared.rest;
  const meetsXAxis = MEETS_X_AXIS.test(s);
  if (meetsXAxis) s = s.replace(MEETS_X_AXIS, '');
  const hint = HINT.exec(s);
  if (hint) s = s.slice(0, hint.index);
  let task: Task = 'unknown';
  for (const [t, re] of TASK_WORDS) {
    if (re.test(s)) {
      task = t;
      break;
    }
  }
  if (meetsXAxis) task = 'solve';
  // Calculator syntax: solve(x^2 - 4, x), factor(x^2 - 4), simplify(...).
  const call = /^\s*(solve|simplify|factor|expand|evaluate)\s*\((.*)\)\s*$/i.exec(s);
  if (call && balanced(call[2])) {
    s = `${call[1]} ${call[2]}`;
    const w = /,\s*([a-zA-Z])\s*$/.exec(s);
    if (w) s = `${s.slice(0, w.index)} for ${w[1]}`;
  }
  // "multiply 3 by 4", "diviser 10 par 2": the word between the operands is the operation ("by"
  // alone is a product b·y, as in ax + by = c)
  const byOp = /^\s*(multiply|multiplier|multipliez|divide|diviser|divisez)\s+(.+?)\s+(?:by|par)\s+(.+?)\s*[.?!]?\s*$/i.exec(s);
  if (byOp) s = /^mult/i.test(byOp[1]) ? `(${byOp[2]})*(${byOp[3]})` : `(${byOp[2]})/(${byOp[3]})`;
  // "add 3x and 2x", "the sum of a and b", "subtract 2 from 5", « la somme de 3x et 2x »: the words
  // name the operation; dropped as filler, "and" would glue the operands into a product
  else {
    for (const [re, write] of OPERATIONS_IN_WORDS) {
      const m = re.exec(s);
      if (m && !/[=<>]/.test(m[1] + m[2])) {
        s = write(m[1], m[2]);
        break;
      }
    }
  }
  // "the sum of the roots of …": a question about the solutions, not the equation itself
  if (/\b(?:sum|product|somme|produit)\s+(?:of\s+(?:the\s+|all\s+(?:the\s+)?)?|des\s+|de\s+(?:toutes\s+)?les\s+)(?:roots|solutions|zeros|racines|z[ée]ros)\b/i.test(s)) throw unreadable();
  // "x + 2 = 5, x = ?": the letter asked for is the unknown; a formula "= ?" asks for its value
  let asked: string | undefined;
  const askedVar = /(?:[,;]\s*|\s+)([a-zA-Z])\s*=\s*\?+\s*$/.exec(s);
  if (askedVar && /=/.test(s.slice(0, askedVar.index))) {
    asked = askedVar[1];
    s = s.slice(0, askedVar.index);
  } else if (/[^=<>!]=\s*\?+\s*$/.test(s)) {
    s = s.replace(/\s*=\s*\?+\s*$/, '');
    if (task === 'unknown') task = 'evaluate';
  }
  // "solve … for all real x", « résoudre … pour tout réel x »: the unknown and its range, not a claim
  const forAll = task === 'solve' ? FOR_ALL_REAL.exec(s) : null;
  if (forAll) s = `${s.slice(0, forAll.index)} for ${forAll[1]} in R`;
  // "for which x is x² − 9 < 0?", « pour quelles valeurs de x a-t-on x² ≥ 4 ? »: the unknown, then the relation
  const which = FOR_WHICH.exec(s);
  if (which && /[=<>]/.test(s)) {
    asked ??= which[1];
    s = s.slice(which[0].length).replace(WHICH_TAIL, '');
    task = 'solve';
  }
  const d = readDomain(s);
  s = d.rest;
  const several = readUnknowns(s);
  s = several.rest;
  const v = readVariable(s);
  s = v.rest;
  if (asked) {
    v.variable ??= asked;
    if (task === 'unknown' || task === 'evaluate') task = 'solve';
  }
  // "find x such that …", "trouver x tel que …", "calculer x : …": the letter names the unknown.
  const named0 = /^\s*(?:find|trouver|determine|d[ée]terminer|calculate|calculer|compute|solve for|r[ée]soudre en)\s+([a-zA-Z])\b(?!['’]|\s*[=<>+\-*/^(!]|\s*$)/i.exec(s);
  if (named0) {
    s = s.slice(named0[0].length);
    v.variable ??= named0[1];
  }
  // "what is x if 3x + 4 = 19", "quelle est la valeur de x si …": a lone letter after words and
  // before a connective names the unknown; it is not a factor of the equation that follows.
  const namedIf = /^(?:[A-Za-z' ]*?\s)?([a-zA-Z])(?:\s*,\s*|\s+)(?:if|when|with|in|given(?: that)?|knowing that|such that|so that|where|for which|satisf(?:ies|y|ying)|solves?|makes?|si|avec|dans|verifiant|lorsque|quand|sachant que|tel(?:le)?s? que|pour (?:lequel|laquelle)|v[ée]rifie)\s+/i.exec(s);
  if (namedIf) {
    // "find the range of x in …": a word before the letter that asks for something else is no phrasing
    const asksOther = namedIf[0].split(/[\s']+/).find((w) => MEANINGFUL.test(w));
    if (asksOther) throw notRead(asksOther);
    s = s.slice(namedIf[0].length);
    v.variable ??= namedIf[1];
  }
  // "if 2x + 1 = 9, what is x?", "si 3y = 12, que vaut y ?": the question comes after the equation.
  const askAfter = /^\s*(?:if|si|given(?: that)?|sachant que)\s+(.+?)\s*[,;]?\s*(?:then\s+|alors\s+)?(?:what is|what's|find|solve for|determine|quelle est la valeur de|que vaut|combien vaut|trouver|calculer|d[ée]terminer)\s+([a-zA-Z])\s*[?.!]?\s*$/i.exec(s);
  if (askAfter) {
    s = askAfter[1];
    v.variable ??= askAfter[2];
  }
  // "x: 2x = 4", "value of x: …": a letter and a colon name the unknown.
  const colon = /^(?:[A-Za-z' ]*?\s)?([a-zA-Z])\s*:\s*(?=.*[=<>])/.exec(s);
  if (colon) {
    s = s.slice(colon[0].length);
    v.variable ??= colon[1];
  }
  // A condition after the formula ("… if x = 50", "… where x > 0") is not read yet: removing the
  // word would glue the two formulas into one product.
  if (/[\w)\]|!]\s*,?\s+(?:if|when|where|whenever|given(?: that)?|provided(?: that)?|si|lorsque|quand|sachant que|avec)\s+\S/i.test(s)) throw unreadable();
  // LaTeX commands (\frac, \sqrt …) are set aside so the word filters cannot touch them.
  const latex: string[] = [];
  s = s.replace(/\\[a-zA-Z]+/g, (m) => `\uE000${latex.push(m) - 1}\uE000`);
  // "(1 + i)^2 and (1 − i)^3", "factor x^2 − 1 and x^2 − 4": with no relation, "and" between two
  // formulas joins two questions; dropped with the filler words it would make them one product
  const joined = /[<>=]/.test(s) ? null : /(?:^|\s)(\S*[\d()^*/+-]\S*)\s+(?:and|et)\s+(\S*[\d()^*/+√-]\S*)(?=\s|$)/i.exec(s);
  if (joined) throw twoExpressions(joined[1].replace(/[,.;:?!]+$/, ''), joined[2].replace(/[,.;:?!]+$/, ''));
  // "x^2 - 4 >= 0 and x > 0": a joining word between two relations separates them; dropped with
  // the other filler words it would glue "0 x" into a product and read a chain 0 <= 0·x > 0.
  s = s.replace(/([<>=]=?[^<>=]*?)\s+(?:and|et)\s+(?=[^<>=]*[<>=])/gi, '$1, ');
  for (const re of NOISE) s = s.replace(re, ' ');
  s = s.replace(/\uE000(\d+)\uE000/g, (_, k: string) => latex[Number(k)]);
  // "the zeros of f(x) = x² − 5x + 6": the function's name is not part of the equation.
  let variable = v.variable;
  // "y = x² − 4" asked where it meets the x-axis: the zeros of x² − 4, y being the graph's name
  if ((meetsXAxis || /x-intercepts?/i.test(textIn)) && /^\s*y\s*=\s*(?=[^=]+$)/.test(s)) s = s.replace(/^\s*y\s*=\s*/, '');
  const named = /^\s*[a-zA-Z]\s*\(\s*([a-zA-Z])\s*\)\s*=\s*(?=[^=]+$)/.exec(s.replace(/^[\s:,.?!]+/, ''));
  if (named && task !== 'unknown' && task !== 'evaluate') {
    s = s.replace(/^[\s:,.?!]+/, '').slice(named[0].length);
    variable ??= named[1];
  }
  // Leftover words before or after the formula (a phrasing we do not know) carry no math.
  let dropped = false;
  let method: string | null = null;
  for (let guard = 0; guard < 10; guard++) {
    const lead = /^[\s:,.?!]*([A-Za-z']{3,})(?=[\s:,]|$)/.exec(s);
    const trail = /(?:^|[\s,])([A-Za-z']{3,})[\s.?!]*$/.exec(s);
    let word: string;
    if (lead && !isMathWord(lead[1]) && lead[0].trim() !== s.trim()) {
      word = lead[1];
      s = s.slice(lead[0].length);
    } else if (trail && !isMathWord(trail[1]) && trail.index > 0) {
      word = trail[1];
      s = s.slice(0, trail.index);
    } else break;
    // A word that names another question ("sin x^2 derivative", "average of …") is not phrasing.
    if (VECTOR_CALCULUS.test(word)) throw unreadable(word);
    if (MEANINGFUL.test(word)) throw notRead(word);
    if (!FILLER.test(word)) throw notRead(word);
    if (METHOD_NAMED_WORD.test(word)) method ??= word;
    dropped = true;
  }
  // a method's name beside an expression with nothing to solve asks for what the method computes
  // ("the discriminant of 2x² − 3x + 5", "complete the square: x² + 6x + 5"), not for the expression
  if (method && task !== 'solve' && !/[=<>]/.test(s)) throw notRead(method);
  // Unless what is left is more than a lone number or letter: then the words were the question
  // ("the sum of the first 10 odd numbers"), and answering "10" would be wrong.
  if (dropped && /^[\s:,.?!]*[-+]?\s*(\d+(\.\d+)?|[A-Za-z])[\s.?!]*$/.test(s)) throw unreadable();
  // Nor when a lone letter is left beside the formula ("x^2 = 9 with x positive" → "x^2 = 9 x").
  if (dropped && (/[\w)\]]\s+[A-Za-z][\s.?!]*$/.test(s) || /^[\s:,.?!]*[A-Za-z]\s+[\w(]/.test(s))) throw unreadable();
  s = s
    .replace(/^[\s:,.?!]+|[\s:,.?]+$/g, '')
    .replace(/\s+!+$/g, '')
    .replace(/^(that|que|qu'|:)\s*/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Two sentences left after the words were read ("x² − 4 = 0. Then factor x² − 4"): glued
  // together they would read as one product
  const second = /\.\s+(\S.*)$/.exec(s);
  if (second) throw severalSentences(second[1]);
  // « Factoriser A = x² − 9 », "Calculer A = 2/3 + 1/4": a capital letter names the expression to
  // transform or compute; it is no unknown of an equation
  // « C = 5/42 × 21/4 » alone, numbers only: the value asked, as on any French sheet of sums
  const namedExpr = task !== 'solve' ? /^([A-Z])\s*=\s*([^=<>!]+)$/.exec(s) : null;
  if (namedExpr && (task !== 'unknown' || !/[A-Za-z]/.test(namedExpr[2])) && !new RegExp(String.raw`(?<![A-Za-z])${namedExpr[1]}(?![A-Za-z])`).test(namedExpr[2])) {
    s = namedExpr[2].trim();
    if (task === 'unknown') task = 'evaluate';
  }
  // An equation in z alone is about a complex unknown (z is the usual name for one): z² + 2z + 5 = 0.
  const zOnly = /=/.test(s) && !/[<>]/.test(s) && /(?<![A-Za-z])z(?![A-Za-z])/.test(s) && !/(?<![A-Za-z])[a-y](?![A-Za-z])/.test(s) && (variable ?? 'z') === 'z';
  // So is an equation written with the imaginary unit (z² = 3 + 4i, (1 + i)x = 2, iz = 1).
  const withI = /=/.test(s) && !/[<>]/.test(s) && /(?<![A-Za-z])i(?:[a-hj-z])?(?![A-Za-z])/.test(s) && (variable ?? '') !== 'i';
  const domain: Domain | undefined = d.domain ?? (zOnly || withI ? { kind: 'complex' } : undefined);
  if (hint) checkHint(s, hint[1] ?? variable ?? (zOnly ? 'z' : 'x'), hint[2]);
  if (declared.parameters.length && (task === 'solve' || (task === 'unknown' && /[=<>]/.test(s)))) variable ??= unknownBesideParameters(s, declared.parameters);
  return { task, math: s, ...(variable ? { variable } : {}), ...(several.unknowns ? { unknowns: several.unknowns } : {}), ...(domain ? { domain } : {}), ...(d.parameterBound ? { parameterBound: d.parameterBound } : {}) };
}
