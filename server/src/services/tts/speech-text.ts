import katex from 'katex';
import * as SRE from 'speech-rule-engine/js/index.js';
import type { SpeechLocale, SpokenInterpretation, SpokenStep } from './types';
import { toSsml } from './ssml';

const WORDS: Record<SpeechLocale, { readAs: string; step: (n: number) => string; answer: string }> = {
  en: { readAs: 'We read your problem as:', step: (n) => `Step ${n}.`, answer: 'The answer.' },
  fr: { readAs: 'Nous avons compris :', step: (n) => `Étape ${n}.`, answer: 'La réponse.' },
};

/*
 * speech-rule-engine keeps one global engine whose locale changes with setupEngine; switching is
 * async, so requests are queued to keep an English reading from picking up French rules.
 */
let queue: Promise<unknown> = Promise.resolve();
function withLocale<T>(locale: SpeechLocale, work: () => T): Promise<T> {
  const next = queue.then(async () => {
    await SRE.setupEngine({ locale, domain: 'clearspeak', modality: 'speech', style: 'default' });
    await SRE.engineReady();
    return work();
  });
  queue = next.catch(() => undefined);
  return next;
}

function readFormula(tex: string): string {
  const mathml = katex.renderToString(tex, { output: 'mathml', throwOnError: true, strict: 'ignore' });
  const math = mathml.match(/<math[\s\S]*<\/math>/)?.[0];
  if (!math) throw new Error('KaTeX produced no MathML');
  return SRE.toSpeech(math).replace(/\s+/g, ' ').trim();
}

/** A formula in words, e.g. `x^2` → "x squared", `\frac{1}{2}` → "un demi". */
export function formulaToSpeech(tex: string, locale: SpeechLocale): Promise<string> {
  return withLocale(locale, () => readFormula(tex));
}

/**
 * A statement in LaTeX with its words in `\text{}` ("\text{Solve } x^2-5x+6=0 \text{ for } x"):
 * the words are said as they are, in the solution's language (speech-rule-engine would spell out
 * their accents and apostrophes), and the math between them is read as formulas. Throws when a
 * piece of math cannot be read, e.g. a bracket pair the words split.
 */
function readStatement(latex: string): string {
  const spoken: string[] = [];
  const math = (tex: string) => {
    if (tex.trim()) spoken.push(readFormula(tex));
  };
  let at = 0;
  for (;;) {
    const start = latex.indexOf('\\text{', at);
    if (start === -1) break;
    math(latex.slice(at, start));
    let depth = 0;
    let end = start + '\\text'.length;
    for (; end < latex.length; end += 1) {
      if (latex[end] === '{') depth += 1;
      else if (latex[end] === '}' && --depth === 0) break;
    }
    spoken.push(latex.slice(start + '\\text{'.length, end).replace(/\\([{}%$&#_ ])/g, '$1').trim());
    at = end + 1;
  }
  math(latex.slice(at));
  return spoken.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * What the teacher voice says for a solution: how the problem was read (when the solver said),
 * each step with its number, title, explanation and formula read aloud, a pause between steps,
 * then the answer.
 */
export function solutionToSpeech(
  steps: SpokenStep[],
  finalAnswer: string,
  locale: SpeechLocale,
  answerLatex?: string,
  interpretation?: SpokenInterpretation,
): Promise<string> {
  const words = WORDS[locale];
  return withLocale(locale, () => {
    const safeRead = (tex: string) => {
      try {
        return readFormula(tex);
      } catch {
        // A formula KaTeX cannot read is skipped rather than spelled out as LaTeX source.
        return '';
      }
    };
    const blocks = steps.map((step, i) => {
      const parts = [words.step(i + 1), sentence(step.title), sentence(step.explanation)];
      if (step.formula) parts.push(safeRead(step.formula));
      return parts.filter(Boolean);
    });
    if (interpretation) {
      let statement = '';
      try {
        statement = readStatement(interpretation.latex);
      } catch {
        // Math the reader cannot take: the sentence as written still says it.
      }
      statement ||= interpretation.text.trim();
      if (statement) blocks.unshift([`${words.readAs} ${sentence(statement)}`]);
    }
    const answer = answerLatex ? safeRead(answerLatex) : '';
    blocks.push([words.answer, sentence(answer || finalAnswer)].filter(Boolean));
    return toSsml(blocks);
  });
}

/** Plain text (the spec's `{text}` body) spoken as it is, split into sentences with pauses. */
export function plainTextToSpeech(text: string): string {
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  return toSsml(lines.map((l) => [sentence(l)]));
}

function sentence(s: string): string {
  const t = s.trim();
  if (!t) return '';
  return /[.!?:;]$/.test(t) ? t : `${t}.`;
}
