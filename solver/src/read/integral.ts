import { termOutsideIntegral } from '../strategies/integral/termOutside';
import { toAscii } from '../format/ascii';
import { looksLikeIntegral, positivityCondition, readIntegral } from '../strategies/integral/recognize';
import { SolverError } from '../errors';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { mapsToDefinition, namedFunction } from './namedFunction';
import { naturalCondition } from './naturalCondition';
import { asGeometricArea } from './geometricArea';
import { underscoreBounds } from './signBounds';

export const unreadableIntegral = (): SolverError =>
  new SolverError('parse', text('We could not read the integral: write it as ∫ f(x) dx, or "integrate f(x) from a to b".', "Nous n'avons pas pu lire l'intégrale : écrivez-la ∫ f(x) dx, ou « intégrer f(x) de a à b »."));

/** An integral, definite or not: the integrand, the variable and the bounds as read. */
/** "(answer ∞ if divergent)", "improper", "généralisée": words about the answer's form, not the integral. */
const QUALIFIERS = [
  /\(\s*(?:answer|give|write|r[ée]ponse|r[ée]pondre|[ée]crire)\s*:?\s*(?:\+\s*)?(?:∞|oo|infinity|\\infty|l'infini)\s+(?:if|si)\s+(?:it\s+|elle\s+)?(?:is\s+|est\s+)?diverg\w*\s*\)/gi,
  /\b(?:improper|impropre|g[ée]n[ée]ralis[ée]e)\s+(?=integral|int[ée]grale)|(?<=integral|int[ée]grale)\s+(?:impropre|g[ée]n[ée]ralis[ée]e)\b/gi,
  // "If it diverges, enter DNE.", "If the integral diverges, answer undefined": how to write the answer
  /[.;,]?\s*if\s+(?:it|the\s+integral)\s+(?:diverges|is\s+divergent)\s*,?\s*(?:enter|answer|write|type|put)\s+[\w"'“”«» ]{1,30}?\s*[.!]?\s*$/gi,
  // « l'intégrale de Wallis », "the Gaussian integral": a name the integral written next to it carries
  /(?<=integral|int[ée]grale)\s+(?:de|d['’])\s*(?:Wallis|Gauss|Dirichlet|Euler|Poisson|Fresnel|Bertrand)\b|\b(?:Wallis|Gauss(?:ian)?|Dirichlet|Euler|Poisson|Fresnel|Bertrand)(?:['’]s?)?\s+(?=integral)/gi,
  // "A = ∫…", « l'intégrale B = ∫… »: the integral's name
  /(?<=^|\s)[A-Z](?:_?\d)?\s*=\s*(?=∫|\\int(?![a-z])|\bint\s*_)/g,
];

const ITERATED = /(?:∫|\\int|\bint)\s*_\s*(?:\{[^{}]*\}|\S+?)\s*\^\s*(?:\{[^{}]*\}|\S+)\s*(?:∫|\\int|\bint\b)/;
// "dr dθ": a differential in a Greek letter too
const TWO_DIFFERENTIALS = /(?<![A-Za-z])d\s*([a-zθφρ])\s*\*?\s*d\s*(?!\1)(?:[a-zθφρ]|theta|phi|rho)(?![A-Za-z(])/;
const unreadableIterated = (): SolverError =>
  new SolverError('parse', text(
    'We could not read this iterated integral: write each sign with its bounds and the differentials at the end, e.g. ∫_0^1 ∫_0^x f(x, y) dy dx.',
    "Nous n'avons pas pu lire cette intégrale itérée : écrivez chaque signe avec ses bornes et les éléments différentiels à la fin, par exemple ∫_0^1 ∫_0^x f(x, y) dy dx.",
  ));

/** "Evaluate ∫… or show that it diverges", « … si elle converge »: the value is asked either way. */
const VALUE_OR_DIVERGES = /[,;]?\s*(?:or\s+show\s+(?:that\s+)?it\s+(?:is\s+)?diverg\w*|if\s+it\s+(?:converges|is\s+convergent)|ou\s+montrer\s+qu['’]elle\s+diverge|si\s+elle\s+(?:converge|est\s+convergente))\s*[.?!]?\s*$/i;

/**
 * The words that ask whether an integral converges, around it: "Does ∫… converge?", "True or false:
 * ∫… converges", "Determine whether ∫… converges or diverges", "Use the comparison test to decide
 * whether ∫… is convergent", "Is ∫… convergent?", « l'intégrale ∫… converge-t-elle ? (oui/non) »,
 * « Étudier la nature de l'intégrale ∫… », « Montrer que ∫… converge ».
 */
const ASK_LEAD = String.raw`(?:true\s+or\s+false\s*:|vrai\s+ou\s+faux\s*:)?\s*(?:(?:use|using|by)\s+(?:the\s+)?(?:limit\s+)?comparison(?:\s+test)?\s*(?:,\s*|to\s+))?(?:(?:determine|decide|check|test|show|prove)\s+(?:whether|if|that)\s+|(?:d[ée]terminer|dire)\s+si\s+|montrer\s+que\s+)?(?:does\s+|is\s+)?(?:the\s+(?:improper\s+)?integral\s+|l['’]\s*int[ée]grale\s+)?`;
const ASK_TAIL = String.raw`(?:converges?(?:\s+or\s+diverges?)?|(?:is\s+)?(?:convergent|divergent)(?:\s+or\s+(?:convergent|divergent))?|est-elle\s+convergente|converge-t-elle|est\s+convergente|(?:est\s+)?convergente\s+ou\s+divergente)\s*\??\s*(?:\((?:yes\s*\/\s*no|oui\s*\/\s*non)\))?\s*[.?!]?\s*$`;
const CONVERGES = new RegExp(String.raw`^\s*${ASK_LEAD}(.+?)\s+${ASK_TAIL}`, 'i');
/** The question named first: « Étudier la nature de l'intégrale ∫… », "Determine the convergence of ∫…". */
const NATURE = /^\s*(?:[ée]tudier\s+(?:la\s+nature|la\s+convergence)\s+de|(?:quelle\s+est\s+)?(?:la\s+)?nature\s+de|determine\s+the\s+convergence\s+of|test\s+for\s+convergence\s*:?)\s*(?:l['’]\s*int[ée]grale\s+|the\s+(?:improper\s+)?integral\s+)?(.+?)\s*[.?!]?\s*$/i;

/** "For which values of p does ∫… converge?", « pour quelles valeurs de α l'intégrale ∫… converge-t-elle ? ». */
// "for which (real) values of p", « pour quelles valeurs (réelles) de α », « pour quels réels α », and the values asked
// by a verb: "find all values of a for which", « déterminer les réels α pour lesquels »
const FOR_WHICH = new RegExp(String.raw`^\s*(?:for\s+(?:which|what)\s+(?:(?:real\s+)?values?\s+of\s+(?:the\s+parameter\s+)?|real\s+(?:numbers?\s+)?)?|pour\s+quel(?:le)?s?\s+(?:valeurs?\s+(?:r[ée]elles?\s+)?(?:de\s+|du\s+(?:r[ée]el|param[èe]tre)\s+)?|r[ée]els\s+)?|(?:find|determine|give)\s+(?:all\s+)?(?:the\s+)?(?:real\s+)?values?\s+of\s+(?:the\s+parameter\s+)?(?=\\?[a-z]+\s+(?:for\s+which|such\s+that))|(?:d[ée]terminer|trouver|donner)\s+(?:toutes\s+)?(?:les|l['’]\s*ensemble\s+des)\s+(?:valeurs\s+(?:r[ée]elles\s+)?(?:de\s+|du\s+param[èe]tre\s+)?|r[ée]els\s+)(?=\\?[a-z]+\s+(?:pour\s+lesquel(?:le)?s|tels?\s+que)))\\?(alpha|beta|lambda|[a-z])(?![a-z])\s*(?:>\s*0\s*)?(?:(?:in|\\in)\s*(?:R|\\mathbb\s*\{?\s*R\s*\}?)(?![A-Za-z])\s*)?\s*(?:(?:for\s+which|such\s+that|pour\s+lesquel(?:le)?s|tels?\s+que)\s+)?,?\s*${ASK_LEAD}(.+?)\s+${ASK_TAIL}`, 'i');

/** The integral inside a question, with its word given back when the question took it ("the integral from 1 to ∞ of …", "the integral of … from 1 to ∞"). */
function integralWords(body: string): string | null {
  if (looksLikeIntegral(body)) return body;
  const named = /^(?:from|of)\b/i.test(body) ? `integral ${body}` : /^de\b/i.test(body) ? `intégrale ${body}` : null;
  return named && looksLikeIntegral(named) ? named : null;
}

/**
 * Two-part questions whose second part asks the value: "Does ∫… converge? If so, find its value",
 * « Étudier la convergence de ∫… et calculer sa valeur ». The value answers both parts (or ±∞, or
 * "diverges"), so the convergence question is read without its yes/no.
 */
const VALUE_THEN = /(?:[.?!;,]\s*|,?\s+(?:and|then|and\s+then)\s+|,?\s+(?:et|puis|et\s+puis)\s*,?\s*)(?:(?:if\s+(?:so|it\s+(?:does|converges|is\s+convergent))|si\s+oui|si\s+(?:elle|c['’]est\s+le\s+cas)\s*(?:converge|est\s+convergente)?|le\s+cas\s+[ée]ch[ée]ant|dans\s+ce\s+cas)\s*,?\s*)?(?:(?:find|give|compute|calculate|evaluate)\s+(?:its\s+value|it|the\s+value(?:\s+of\s+the\s+integral)?|the\s+integral|those\s+that\s+are\s+convergent)|(?:calculer|donner|d[ée]terminer)\s+(?:sa\s+valeur|la\s+valeur\s+de\s+l['’]\s*int[ée]grale)|la\s+calculer)(?:\s*,?\s*(?:if\s+(?:so|it\s+(?:does|converges|is\s+convergent))|le\s+cas\s+[ée]ch[ée]ant|si\s+(?:oui|elle\s+(?:converge|est\s+convergente))))?\s*[.?!]?\s*$/i;
/** The same questions put before the integral: "Determine whether the integral converges or diverges and evaluate it if it converges: ∫…". */
const VALUE_LEAD = /^\s*(?:(?:determine|decide)\s+whether\s+(?:the\s+(?:improper\s+)?integral|it)\s+(?:converges\s+or\s+diverges|diverges\s+or\s+converges|is\s+convergent\s+or\s+divergent|is\s+divergent\s+or\s+convergent)|(?:[ée]tudier\s+la\s+(?:convergence|nature)\s+de\s+l['’]\s*int[ée]grale(?:\s+suivante)?|d[ée]terminer\s+si\s+l['’]\s*int[ée]grale\s+(?:suivante\s+)?(?:converge|est\s+convergente)(?:\s+ou\s+(?:diverge|divergente))?))/i;

/**
 * Both parts named before the integral: « Montrer la convergence et calculer la valeur de l'intégrale ∫… »,
 * « Montrer l'existence de l'intégrale suivante et donner sa valeur : ∫… », "Show that the following
 * integral converges and evaluate it: ∫…".
 */
const INTEGRAL_WORD = String.raw`(?:\s+de\s+l['’]\s*int[ée]grale(?:\s+suivante)?|\s+of\s+the\s+(?:following\s+)?integral)?`;
const PROVE_THEN_VALUE = String.raw`(?:(?:montrer|justifier|prouver|d[ée]montrer|[ée]tudier|v[ée]rifier)\s+(?:l['’]\s*existence|la\s+convergence)${INTEGRAL_WORD}\s*,?\s*(?:et|puis)\s+(?:la\s+calculer|(?:calculer|donner|d[ée]terminer)(?:\s+(?:sa|la)\s+valeur)?${INTEGRAL_WORD})|(?:show|prove)\s+that\s+the\s+(?:following\s+)?integral\s+(?:converges|exists)\s*,?\s+and\s+(?:evaluate|compute|find)\s+(?:it|its\s+value))`;

/** Whether it converges asked in a sentence of its own before the integral: « Les intégrales suivantes sont-elles convergentes ou divergentes ? ∫… ». */
const CONVERGES_LEAD = /^\s*(?:(?:les|l['’])\s*int[ée]grales?\s+(?:(?:g[ée]n[ée]ralis[ée]es?|impropres?)\s+)?(?:suivantes?\s+)?(?:sont-elles|est-elle)\s+(?:convergentes?|divergentes?)(?:\s+ou\s+(?:convergentes?|divergentes?))?|(?:determine|decide)\s+whether\s+the\s+following\s+(?:improper\s+)?integrals?\s+(?:converges?|diverges?|(?:is|are)\s+(?:convergent|divergent))(?:\s+or\s+(?:converges?|diverges?|convergent|divergent))?)\s*[?.:]?\s*(?=∫|\\int(?![a-z])|\bint\s*_)/i;

/**
 * The value asked in a sentence of its own before the integral: "Either evaluate the given improper
 * integral or show that it diverges. ∫…", "Evaluate each integral or state that it diverges: ∫…",
 * « Existence et valeur de ∫… ». The value answers either way (or "diverges").
 */
const VALUE_OR_DIVERGES_LEAD = new RegExp(String.raw`^\s*(?:(?:either\s+)?(?:evaluate|compute|find|calculate)\s+(?:the\s+(?:given\s+|following\s+)?|each\s+|this\s+)?integrals?\s+or\s+(?:show|state|prove|determine|explain\s+why)\s+(?:that\s+)?(?:it|they)\s+(?:diverges?|(?:is|are)\s+divergent)|(?:existence|convergence)\s+et\s+(?:valeur|calcul)(?:\s+de(?:\s+l['’]\s*int[ée]grale(?:\s+suivante)?)?)?|${PROVE_THEN_VALUE})\s*[.:]?\s*(?=∫|\\int(?![a-z])|\bint\s*_|integral\b|int[ée]grale\b)`, 'i');
/** « Justifier l'existence de ∫… et la calculer », "Show that ∫… exists and evaluate it": the existence is the convergence. */
const EXISTS_THEN_VALUE = /^\s*(?:(?:justifier|montrer|prouver|d[ée]montrer)\s+(?:l['’]\s*existence|la\s+convergence)\s+de(?:\s+l['’]\s*int[ée]grale)?|(?:show|prove)\s+that)\s+(.+?)(?:\s+exists)?\s*,?\s+(?:et\s+(?:la\s+calculer|(?:calculer|donner|d[ée]terminer)\s+sa\s+valeur)|and\s+(?:evaluate|compute|find)\s+(?:it|its\s+value))\s*[.!]?\s*$/i;

/** Convergence is a question about a definite integral only. */
const unboundedQuestion = (): SolverError =>
  new SolverError('unsupported', text(
    'Only an integral with bounds converges or diverges: write its bounds, e.g. ∫_1^∞ f(x) dx.',
    'Seule une intégrale avec des bornes converge ou diverge : écrivez ses bornes, par exemple ∫_1^{+∞} f(x) dx.',
  ));

/** The integral of a two-part question asking whether it converges and, if so, its value; null when the words are not those. */
function valueQuestion(t: string): string | null {
  const either = VALUE_OR_DIVERGES_LEAD.exec(t);
  if (either) return integralWords(t.slice(either[0].length).trim().replace(/[.?!]\s*$/, ''));
  const exists = EXISTS_THEN_VALUE.exec(t);
  if (exists) return integralWords(exists[1]);
  const lead = VALUE_LEAD.exec(t);
  // the integral after a colon, or after the sentence that asks (". Evaluate it if it is convergent. ∫…")
  const rest = lead ? t.slice(lead[0].length) : '';
  const split = /:|(?<=[.!])\s*(?=∫|\\int(?![a-z])|\bint\s*_)/.exec(rest);
  // the words between the lead and the integral must be the value's clause alone
  if (split) {
    return VALUE_THEN.test(`it${rest.slice(0, split.index)}`) ? integralWords(rest.slice(split.index + split[0].length).trim().replace(/[.?!]\s*$/, '')) : null;
  }
  const then = VALUE_THEN.exec(t);
  if (!then) return null;
  const question = t.slice(0, then.index).trim();
  const asked = CONVERGES.exec(question) ?? NATURE.exec(question);
  return asked ? integralWords(asked[1]) : null;
}

export function readIntegralTask(problem: ProblemInput): TaskOf<'integrate'> | SolverError | null {
  // "Soit f(x) = …. Calculer ∫₀¹ f(x) dx", "… an antiderivative of f": the integral of the formula
  const map = mapsToDefinition(problem.text);
  if (map) return readIntegralTask({ ...problem, text: map });
  const defined = namedFunction(problem.text);
  if (defined) {
    const read = readIntegralTask({ ...problem, text: defined.question });
    if (read && !(read instanceof SolverError)) return read;
  }
  const natural = naturalCondition(problem.text);
  if (natural) return withNatural(readIntegralTask({ ...problem, text: natural.rest }), natural.letter, problem.text.slice(natural.rest.length).trim());
  const condition = positivityCondition(problem.text);
  if (!condition.positive.length) return readStated(problem);
  const task = readStated({ ...problem, text: condition.rest });
  if (task === null || task instanceof SolverError) return task;
  // the condition must be about parameters of the integrand, never its variable
  const named = condition.positive.every((p) => p !== task.variable && new RegExp(`(?<![A-Za-z])${p}(?![A-Za-z])`).test(task.integrand));
  if (!named) {
    const said = problem.text.slice(condition.rest.length).trim();
    return new SolverError('unsupported', text(`We could not read "${said}": only a parameter of the integrand can be stated positive.`, `Nous n'avons pas pu lire « ${said} » : seul un paramètre de l'intégrande peut être supposé positif.`));
  }
  return { ...task, positive: condition.positive };
}

/** "… for n a positive integer": the integral with n stated a natural number, when n is a parameter of its integrand. */
function withNatural(task: TaskOf<'integrate'> | SolverError | null, letter: string, said: string): TaskOf<'integrate'> | SolverError | null {
  if (task === null || task instanceof SolverError) return task;
  if (letter !== task.variable && new RegExp(`(?<![A-Za-z])${letter}(?![A-Za-z])`).test(task.integrand)) return { ...task, natural: [letter] };
  return new SolverError('unsupported', text(`We could not read "${said}": only a parameter of the integrand can be stated a natural number.`, `Nous n'avons pas pu lire « ${said} » : seul un paramètre de l'intégrande peut être supposé entier naturel.`));
}

function readStated(problem: ProblemInput): TaskOf<'integrate'> | SolverError | null {
  // "integral_0^1 f dx": the word written with the sign's bounds
  let t = QUALIFIERS.reduce((acc, re) => acc.replace(re, ' '), problem.text).replace(/\bintegral\s*_/gi, 'int_').trim();
  const forWhich = FOR_WHICH.exec(t);
  const forWhichBody = forWhich ? integralWords(forWhich[2]) : null;
  if (forWhich && forWhichBody) {
    const inner = readStated({ ...problem, text: forWhichBody });
    if (inner === null || inner instanceof SolverError || !inner.bounds) return inner;
    const parameter = forWhich[1];
    if (parameter === inner.variable || !new RegExp(`(?<![A-Za-z])${parameter}(?![A-Za-z])`).test(inner.integrand)) return null;
    return { ...inner, asks: 'for_which', parameter };
  }
  const valueBody = valueQuestion(t);
  if (valueBody) {
    const inner = readStated({ ...problem, text: valueBody });
    if (inner === null || inner instanceof SolverError) return inner;
    return inner.bounds ? { ...inner, asks: 'value' } : unboundedQuestion();
  }
  const lead = CONVERGES_LEAD.exec(t);
  const converges = lead ? ['', t.slice(lead[0].length).trim().replace(/[.?!]\s*$/, '')] : CONVERGES.exec(t) ?? NATURE.exec(t);
  const convergesBody = converges ? integralWords(converges[1]) : null;
  if (converges && convergesBody) {
    const inner = readStated({ ...problem, text: convergesBody });
    if (inner === null || inner instanceof SolverError || !inner.bounds) return inner;
    return { ...inner, asks: 'converges' };
  }
  t = t.replace(VALUE_OR_DIVERGES, '').replace(/\s+/g, ' ');
  if (!looksLikeIntegral(t)) return null;
  // one sign right after another, or two differentials side by side ("xy dx dy from x = 0 to 1"), is
  // an iterated integral the multiple-integral readers did not take: no single integral
  if (ITERATED.test(underscoreBounds(t)) || TWO_DIFFERENTIALS.test(t)) return unreadableIterated();
  const ip = readIntegral(t);
  if (ip === 'unreadable') return unreadableIntegral();
  if (ip === 'term outside') return termOutsideIntegral();
  if (!ip) return null;
  return asGeometricArea({
    kind: 'integrate',
    integrand: toAscii(ip.integrand),
    variable: ip.variable,
    ...(ip.bounds ? { bounds: { lo: toAscii(ip.bounds.lo), hi: toAscii(ip.bounds.hi) } } : {}),
  }, t);
}
