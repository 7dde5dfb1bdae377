import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { freeVars } from '../strategies/derivative/expr';
import { toAscii } from '../strategies/derivative/print';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/** "a", "a and b", "a et b", "the constants a and b", « les réels a et b ». */
const LETTERS = String.raw`(?:the\s+)?(?:(?:real\s+)?(?:constants?|numbers?|values?\s+of|parameters?)\s+)?(?:les?\s+)?(?:(?:r[ée]els?|constantes?|param[èe]tres?|valeurs?\s+(?:de|du\s+r[ée]el))\s+)?([a-z])(?:\s*(?:,|and|et)\s*([a-z]))?`;
/** How the limit is asked to be: finite (or existing), or equal to a value. */
const CONDITION = String.raw`(?:(?:(?:is|be|est|soit|est-elle)\s+)?(?:finite|finie|fini)|is\s+a\s+(?:finite\s+)?(?:real\s+)?number|exists?|existe|existe-t-elle|(?:=|equals|is\s+equal\s+to|vaut|vaille|soit\s+[ée]gale\s+[àa]|est-elle\s+[ée]gale\s+[àa]|vaut-elle)\s*(?<target>.+?))`;
const END = String.raw`\s*[.?!]?\s*$`;

/**
 * "Find a so that lim_{x→2} (x² − ax + 2)/(x − 2) exists", "find a and b such that … = 1", "for
 * which value of a is … finite?", « pour quelle valeur de a la limite de … en 2 est-elle finie ? »,
 * « déterminer les réels a et b tels que … = 1 »: the parameters asked for, the limit, the condition.
 */
const ASKS = [
  new RegExp(String.raw`^\s*(?:find|determine|compute|calculate|d[ée]terminer|trouver|calculer)\s+${LETTERS}\s+(?:so\s+that|such\s+that|for\s+which|so|in\s+order\s+that|tels?\s+que|pour\s+que|de\s+sorte\s+que|afin\s+que)\s+(?:the\s+)?(?<limit>.+?)(?:\s+|\s*(?==))${CONDITION}${END}`, 'i'),
  new RegExp(String.raw`^\s*(?:for\s+(?:which|what)|what|which)\s+values?\s+of\s+([a-z])()\s+(?:is|does|makes)\s+(?:the\s+)?(?<limit>.+?)(?:\s+|\s*(?==))${CONDITION}${END}`, 'i'),
  new RegExp(String.raw`^\s*pour\s+quelles?\s+valeurs?\s+(?:du\s+r[ée]el\s+|de\s+)([a-z])()\s*,?\s+(?<limit>.+?)(?:\s+|\s*(?==))${CONDITION}${END}`, 'i'),
];

/**
 * « Pour quelle valeur de a la fonction sin(ax)/x tend-elle vers 3 en 0 ? », "for which value of a
 * does f(x) = … tend to 3 as x → 0?": the function, its point and the value, in the sentence's order.
 */
const TENDS = [
  new RegExp(String.raw`^\s*pour\s+quelles?\s+valeurs?\s+(?:du\s+r[ée]el\s+|de\s+)([a-z])()\s*,?\s+(?:la\s+fonction\s+)?(?:[a-z]\s*\(\s*x\s*\)\s*=\s*)?(?<expr>.+?)\s+tend-elle\s+vers\s+(?<target>.+?)\s+(?:en|quand\s+x\s+tend\s+vers|lorsque\s+x\s+tend\s+vers)\s+(?<point>.+?)${END}`, 'i'),
  new RegExp(String.raw`^\s*for\s+(?:which|what)\s+values?\s+of\s+([a-z])()\s+does\s+(?:the\s+function\s+)?(?:[a-z]\s*\(\s*x\s*\)\s*=\s*)?(?<expr>.+?)\s+(?:tend|converge)\s+to\s+(?<target>.+?)\s+(?:as\s+x\s*(?:->|→|tends\s+to|approaches|goes\s+to)|at)\s*(?<point>.+?)${END}`, 'i'),
];

/** The letters of a formula other than the variable (the constants e and π aside). */
function letters(ascii: string, variable: string): string[] {
  return [...freeVars(fromMathJson(parseCalc(ascii)))].filter((s) => s !== variable);
}

/**
 * A limit with parameters to find. `readLimit` reads the limit itself; the parameters asked for
 * must be exactly the letters of the limit besides its variable, and the stated value has none.
 */
export function readLimitParameters(problem: ProblemInput, readLimit: (p: ProblemInput) => TaskOf<'limit'> | null): TaskOf<'limit'> | null {
  const tends = TENDS.map((re) => re.exec(problem.text)).find((m) => m?.groups);
  const match = tends ?? ASKS.map((re) => re.exec(problem.text)).find((m) => m?.groups);
  for (const m of match ? [match] : []) {
    if (!m.groups) continue;
    const limitText = m.groups.limit ?? `lim_{x->${m.groups.point}} (${m.groups.expr})`;
    const inner = readLimit({ ...problem, text: limitText });
    if (!inner || inner.asks) return null;
    const asked = [m[1], m[2]].filter((s): s is string => !!s).map((s) => s.toLowerCase());
    const found = letters(inner.expr, inner.variable);
    if (asked.length !== found.length || !asked.every((a) => found.includes(a))) return null;
    let target: string | undefined;
    if (m.groups.target !== undefined) {
      try {
        target = toAscii(fromMathJson(parseCalc(m.groups.target)));
        if (letters(target, inner.variable).length > 0) return null;
      } catch {
        return null;
      }
    }
    return { ...inner, asks: 'parameters', parameters: asked.sort(), ...(target === undefined ? {} : { target }) };
  }
  return null;
}
