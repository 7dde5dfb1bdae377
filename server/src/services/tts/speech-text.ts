import katex from 'katex';
import * as SRE from 'speech-rule-engine/js/index.js';
import type { SpeechLocale, SpokenStep } from './types';
import { toSsml } from './ssml';

const WORDS: Record<SpeechLocale, { step: (n: number) => string; answer: string }> = {
  en: { step: (n) => `Step ${n}.`, answer: 'The answer.' },
  fr: { step: (n) => `Étape ${n}.`, answer: 'La réponse.' },
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
 * What the teacher voice says for a solution: each step with its number, title, explanation and
 * formula read aloud, a pause between steps, then the answer.
 */
export function solutionToSpeech(
  steps: SpokenStep[],
  finalAnswer: string,
  locale: SpeechLocale,
  answerLatex?: string,
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
