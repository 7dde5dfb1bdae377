import { SolverError } from '../errors';
import { text } from '../i18n';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * A trigonometric ratio from another and the quadrant: "Given sin θ = 3/5 and θ is acute, find
 * cos θ", "If cos A = −5/13 and 90° < A < 180°, find tan A", « Sachant que sin x = 0,6 et x ∈
 * ]π/2 ; π[, calculer cos x », and the double angles sin 2θ, cos 2θ, tan 2θ. By sin² + cos² = 1,
 * the sign of the root set by the quadrant; with no quadrant said, a ratio whose sign it would
 * decide is refused, never guessed.
 */
type Fn = 'sin' | 'cos' | 'tan';
const FN = String.raw`(sin|cos|tan)`;
const ANGLE = String.raw`(θ|theta|x|t|α|alpha|β|beta|[A-C])`;
const VALUE = String.raw`([-−]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)`;
const ASK = String.raw`(?:find|calculate|compute|determine|give|evaluate|work\s+out|what\s+is|calculer|d[ée]terminer|donner|trouver|en\s+d[ée]duire|quelle\s+est\s+la\s+valeur\s+de)`;
const TARGET = String.raw`(?:the\s+(?:exact\s+)?values?\s+of\s+|la\s+valeur\s+(?:exacte\s+)?de\s+)?(sin|cos|tan|sec|csc|cosec|cot)\s*\(?\s*(2\s*)?\2\s*\)?`;
const STATEMENT = new RegExp(String.raw`^\s*(?:(?:given|if|suppose|let|sachant|si|on\s+sait|soit)\s+(?:that\s+|que\s+)?)?${FN}\s*\(?\s*${ANGLE}\s*\)?\s*=\s*${VALUE}\s*(.*?)\s*[,.;:]?\s*${ASK}\s+${TARGET}(?:\s*,?\s*(?:given|if|where|when|with|avec|sachant|si)\s+(?:that\s+|que\s+)?(.+?))?\s*[.?]?\s*$`, 'i');

/** The quadrants the words allow, 1 to 4 (none said: all four). */
function quadrants(words: string): number[] | null {
  const w = words.replace(/\\pi|pi/g, 'π').replace(/\s+/g, ' ');
  if (/\bacute\b|\baigu\b|first\s+quadrant|quadrant\s+(?:I|1)\b|premier\s+quadrant|0\s*°?\s*<\s*\S+\s*<\s*(?:90\s*°?|π\s*\/\s*2)|\]\s*0\s*[;,]\s*π\s*\/\s*2\s*\[/i.test(w)) return [1];
  if (/\bobtuse\b|\bobtus\b|second\s+quadrant|quadrant\s+(?:II|2)\b|deuxi[èe]me\s+quadrant|(?:90\s*°?|π\s*\/\s*2)\s*<\s*\S+\s*<\s*(?:180\s*°?|π)(?![\d/])|\]\s*π\s*\/\s*2\s*[;,]\s*π\s*\[/i.test(w)) return [2];
  if (/third\s+quadrant|quadrant\s+(?:III|3)\b|troisi[èe]me\s+quadrant|(?:180\s*°?|π)\s*<\s*\S+\s*<\s*(?:270\s*°?|3\s*π\s*\/\s*2)|\]\s*π\s*[;,]\s*3\s*π\s*\/\s*2\s*\[/i.test(w)) return [3];
  if (/fourth\s+quadrant|quadrant\s+(?:IV|4)\b|quatri[èe]me\s+quadrant|(?:270\s*°?|3\s*π\s*\/\s*2)\s*<\s*\S+\s*<\s*(?:360\s*°?|2\s*π)|-\s*(?:90\s*°?|π\s*\/\s*2)\s*<\s*\S+\s*<\s*0|\]\s*3\s*π\s*\/\s*2\s*[;,]\s*2\s*π\s*\[|\]\s*-\s*π\s*\/\s*2\s*[;,]\s*0\s*\[/i.test(w)) return [4];
  // words left that say something else about the angle are not read
  return /^\s*(?:and|et|,)?\s*$/i.test(w) ? [1, 2, 3, 4] : null;
}

const SIGNS: Record<Fn, number[]> = { sin: [1, 1, -1, -1], cos: [1, -1, -1, 1], tan: [1, -1, 1, -1] };

/** The question first: "find tan A for cos A = −5/13 and 90 < A < 180", "Find sin 2A if cos A = 0.6 and A is acute". */
const ANY_TARGET = TARGET.replace('\\2', '(?:θ|theta|x|t|α|alpha|β|beta|[A-C])').replace(/\((?!\?)/g, '(?:');
const QUESTION_FIRST = new RegExp(String.raw`^\s*(${ASK}\s+${ANY_TARGET})\s+(?:for|if|given(?:\s+that)?|when|where|si|sachant\s+que|pour)\s+(.+?)\s*[.?]?\s*$`, 'i');

export function readTrigRatio(problem: ProblemInput): TaskOf<'evaluate'> | SolverError | null {
  const text0 = problem.text.replace(/−/g, '-');
  const first = QUESTION_FIRST.exec(text0);
  const m = STATEMENT.exec(first ? `${first[2]}, ${first[1]}` : text0);
  if (!m) return null;
  const given = m[1].toLowerCase() as Fn;
  const v = m[3].replace(/\s/g, '');
  const value = Number(v.includes('/') ? Number(v.split('/')[0]) / Number(v.split('/')[1]) : v);
  if (given !== 'tan' && Math.abs(value) > 1) return null;
  const allowed = quadrants(m[7] ? `${m[4]} ${m[7]}`.replace(/^\s*(?:and|et|,)\s*/i, '') : m[4]);
  if (!allowed) return null;
  // the quadrants where the given ratio has its sign
  const possible = allowed.filter((q) => Math.sign(value) === 0 || SIGNS[given][q - 1] === Math.sign(value));
  if (possible.length === 0) return null;
  const target = m[5].toLowerCase().replace('cosec', 'csc');
  const angle = ({ theta: 'θ', alpha: 'α', beta: 'β' } as Record<string, string>)[m[2].toLowerCase()] ?? m[2];
  const double = Boolean(m[6]);
  const x = `(${v})`;
  // sin, cos, tan of the angle, each as a formula once its signs are known
  const ratios = (sinSign: number, cosSign: number): Record<Fn, string> => {
    if (given === 'sin') return { sin: x, cos: `${cosSign < 0 ? '-' : ''}sqrt(1 - ${x}^2)`, tan: `${x}/(${cosSign < 0 ? '-' : ''}sqrt(1 - ${x}^2))` };
    if (given === 'cos') return { cos: x, sin: `${sinSign < 0 ? '-' : ''}sqrt(1 - ${x}^2)`, tan: `(${sinSign < 0 ? '-' : ''}sqrt(1 - ${x}^2))/${x}` };
    const c = `${cosSign < 0 ? '-' : ''}1/sqrt(1 + ${x}^2)`;
    return { tan: x, cos: c, sin: `${x}*(${c})` };
  };
  const formula = (q: number): string => {
    const r = ratios(SIGNS.sin[q - 1], SIGNS.cos[q - 1]);
    const base: Record<string, string> = { sin: r.sin, cos: r.cos, tan: r.tan, sec: `1/(${r.cos})`, csc: `1/(${r.sin})`, cot: `(${r.cos})/(${r.sin})` };
    if (!double) return base[target];
    const doubled: Record<string, string> = { sin: `2*(${r.sin})*(${r.cos})`, cos: `1 - 2*(${r.sin})^2`, tan: `2*(${r.tan})/(1 - (${r.tan})^2)` };
    return doubled[target] ?? '';
  };
  const candidates = [...new Set(possible.map(formula))];
  if (candidates.some((f) => f === '')) return null;
  if (candidates.length > 1) {
    return new SolverError('unsupported', text(
      `The sign of ${target}${double ? ' 2' : ' '}${angle} depends on the quadrant of ${angle}, which is not said: say it, for example "${angle} is acute" or "90° < ${angle} < 180°".`,
      `Le signe de ${target}${double ? ' 2' : ' '}${angle} dépend du quadrant de ${angle}, qui n'est pas précisé : indiquez-le, par exemple « ${angle} est aigu » ou « ${angle} ∈ ]π/2 ; π[ ».`,
    ));
  }
  const quadrantSaid = possible.length === 1 ? ` (quadrant ${['I', 'II', 'III', 'IV'][possible[0] - 1]})` : '';
  return { kind: 'evaluate', expr: candidates[0], quantity: 'trig_ratio', of: `${target} ${double ? '2' : ''}${angle}, ${given} ${angle} = ${v}${quadrantSaid}` };
}
