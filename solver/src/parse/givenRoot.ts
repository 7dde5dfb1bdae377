import type { MathNode } from '../cas/node';
import { toLatex } from '../format/latex';
import { pick, text, type Text } from '../i18n';
import { solutionsAnswer } from '../strategies/algebra/common';
import type { Locale, Solution } from '../types';
import { evaluateAscii, type NumValue } from '../verify/numeric';
import { parseNode } from './math';

/**
 * "Given that 1 + 2j is a root of 4z³ − 11z² + 26z − 15 = 0, find the other roots", « sachant que 2 − i
 * est racine de P, déterminer les autres racines »: the polynomial is solved in ℂ, the given root is
 * found among its roots (or the question is refused: it is not one), and the others are the answer.
 */
export interface GivenRoot {
  /** The polynomial equation to solve, asked in ℂ. */
  question: string;
  /** The root given, as typed. */
  root: string;
}

const OTHERS_EN = String.raw`(?:find|what\s+are|determine|give|state|work\s+out|solve\s+for)\s+(?:all\s+)?(?:the\s+)?(?:other|remaining)\s+(?:(?:two|three|four|2|3|4)\s+)?(?:roots?|zeros?|solutions?)`;
const OTHERS_FR = String.raw`(?:d[ée]terminer|trouver|donner|calculer|en\s+d[ée]duire|quelles\s+sont)\s+(?:toutes\s+)?les\s+(?:deux\s+|trois\s+|2\s+|3\s+)?autres\s+(?:racines|solutions)`;
const JOIN = String.raw`\s*(?:[,.;]\s*(?:and\s+|(?:and\s+)?hence\s+|then\s+|puis\s+|et\s+)?|\s+(?:and|hence|then|puis|et)\s+(?:hence\s+)?)`;

const READINGS: Array<{ re: RegExp; root: number; poly: number }> = [
  {
    re: new RegExp(String.raw`^\s*(?:given\s+that|if|knowing\s+that|it\s+is\s+given\s+that|(?:show|verify|check)\s+that)\s+(.+?)\s+is\s+(?:a\s+|one\s+)?(?:root|zero|solution)\s+of\s+(?:the\s+(?:equation|polynomial)\s+)?(.+?)${JOIN}${OTHERS_EN}\s*[.?!]?\s*$`, 'i'),
    root: 1,
    poly: 2,
  },
  {
    re: new RegExp(String.raw`^\s*(?:sachant\s+que|on\s+sait\s+que|si|(?:montrer|v[ée]rifier)\s+que)\s+(.+?)\s+est\s+(?:une\s+)?(?:racine|solution)\s+(?:de\s+(?:l['’]\s*[ée]quation\s+|du\s+polyn[ôo]me\s+)?)?(.+?)${JOIN}${OTHERS_FR}\s*[.?!]?\s*$`, 'i'),
    root: 1,
    poly: 2,
  },
  // "Given one root of the equation, find the others. a³ − 3a² + a + 5 = 0. Given root: 2 − i"
  {
    re: /^\s*given\s+(?:one|a)\s+root\s+of\s+the\s+(?:equation|polynomial)\s*,\s*find\s+the\s+others?\s*[.:]\s*(.+?)\s*[.;,]?\s*(?:the\s+)?given\s+root\s*(?::|is)?\s*(.+?)\s*\.?\s*$/i,
    root: 2,
    poly: 1,
  },
];

/** A leading bracket never closed, "((z^3) − (8(z^2)) + 58 = 0": the student's slip, read as they meant. */
function balanced(s: string): string {
  const depth = [...s].reduce((d, c) => d + (c === '(' ? 1 : c === ')' ? -1 : 0), 0);
  return depth === 1 && s.trimStart().startsWith('((') ? s.trimStart().slice(1) : s;
}

/** "P(z) = z³ + …" names the polynomial; a polynomial alone is set to zero. */
function asEquation(poly: string): string {
  const named = /^\s*[A-Z]\s*\(\s*[a-z]\s*\)\s*=\s*(.+)$/.exec(poly);
  if (named) return `${named[1]} = 0`;
  return poly.includes('=') ? poly : `${poly} = 0`;
}

export function readGivenRoot(input: string): GivenRoot | null {
  for (const { re, root, poly } of READINGS) {
    const m = re.exec(input);
    if (!m) continue;
    const equation = asEquation(balanced(m[poly].trim()));
    return { question: `solve ${equation} in ℂ`, root: m[root].trim() };
  }
  return null;
}

/** The root as the evaluator reads it: j as the imaginary unit, √, the typographic minus. */
const rootAscii = (r: string): string =>
  r
    .replace(/−/g, '-')
    .replace(/(?<![A-Za-z])j(?![A-Za-z])/g, 'i')
    .replace(/√\s*\(?\s*(\d+)\s*\)?/g, 'sqrt($1)')
    .replace(/(\d|\))\s*(?=i(?![A-Za-z])|sqrt)/g, '$1*')
    .replace(/(?<![A-Za-z])i\s*(?=\d|sqrt)/g, 'i*');

/** The roots of a solutions answer, split at the commas between them (not those inside brackets). */
function splitRoots(value: string): string[] {
  const inner = value.replace(/^\s*\[/, '').replace(/\]\s*$/, '');
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  [...inner].forEach((c, k) => {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(inner.slice(start, k).trim());
      start = k + 1;
    }
  });
  out.push(inner.slice(start).trim());
  return out.filter((r) => r !== '');
}

const close = (a: NumValue, b: NumValue): boolean => Math.hypot(a.re - b.re, a.im - b.im) <= 1e-9 * Math.max(1, Math.hypot(b.re, b.im));

const notARoot = (root: string): Text =>
  text(
    `${root} is not a root of this equation, so "the other roots" cannot be read from it: check the equation and the root given.`,
    `${root} n'est pas racine de cette équation, on ne peut donc pas en déduire « les autres racines » : vérifiez l'équation et la racine donnée.`,
  );

/** The solution of the whole equation, narrowed to the roots other than the one given. */
export function withoutGivenRoot(solution: Solution, given: GivenRoot, locale: Locale, refuse: (message: Text) => Solution): Solution {
  const answer = solution.answer;
  if (!answer || !solution.verified || answer.kind !== 'solutions') return solution;
  const x = /^\s*([A-Za-z])\s*=/.exec(answer.latex)?.[1];
  const target = evaluateAscii(rootAscii(given.root));
  if (!x || !target) return refuse(notARoot(given.root));
  const roots = splitRoots(answer.value);
  const at = roots.findIndex((r) => {
    const v = evaluateAscii(r);
    return v !== null && close(v, target);
  });
  if (at < 0) return refuse(notARoot(given.root));
  const others: MathNode[] = roots.filter((_r, k) => k !== at).map((r) => parseNode(r));
  const { answer: narrowed, finalAnswer } = solutionsAnswer(x, others, true);
  const givenLatex = toLatex(parseNode(rootAscii(given.root)));
  const explanation = pick(
    text(
      `${given.root} is one of the roots found (checked by substitution); the other roots are what is asked.`,
      `${given.root} est l'une des racines trouvées (vérifié par substitution) ; les autres racines sont celles demandées.`,
    ),
    locale,
  );
  const interpretation = solution.interpretation && {
    text: `${solution.interpretation.text}${pick(text(` — the other roots, given that ${given.root} is one`, ` — les autres racines, sachant que ${given.root} en est une`), locale)}`,
    latex: `${solution.interpretation.latex}${pick(text(`\\text{ — the other roots, given that }${givenLatex}\\text{ is one}`, `\\text{ — les autres racines, sachant que }${givenLatex}\\text{ en est une}`), locale)}`,
  };
  const finalText = pick(finalAnswer, locale);
  return {
    ...solution,
    interpretation,
    steps: [...solution.steps, { title: pick(text('Keep the other roots', 'Garder les autres racines'), locale), explanation }],
    answer: { ...narrowed, words: pick(narrowed.words, locale) },
    finalAnswer: finalText,
    plainText: `${solution.plainText}\n${explanation}`,
  };
}
