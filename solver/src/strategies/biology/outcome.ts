import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import { gcd } from '../../biology/genetics';
import { sig } from '../../chemistry/quantity';

/** The answer of a biology method, stated in words in both languages; the task's verifier decides whether it stands. */
export const num = (x: number): string => sig(x, 6).replace(/(\.\d*?)0+(e|$)/, '$1$2').replace(/\.(e|$)/, '$1');

export function outcome(category: string, steps: StepDraft[], kind: 'number' | 'quantity' | 'ratio' | 'text' | 'bool', value: string, latex: string, words: Text): Outcome {
  return {
    method: `biology.${category}`,
    category,
    steps,
    answer: { kind, value, latex, words: text(`${words.en} ${value}.`, `${words.fr} ${value}.`) },
    finalAnswer: text(`${words.en} ${value}.`, `${words.fr} ${value}.`),
    verified: true,
  };
}

/** n/d in lowest terms ("1" when it divides). */
export const fraction = (n: number, d: number): string => {
  const g = gcd(n, d) || 1;
  return d / g === 1 ? `${n / g}` : `${n / g}/${d / g}`;
};
export const fracLatex = (f: string): string => (f.includes('/') ? `\\frac{${f.split('/')[0]}}{${f.split('/')[1]}}` : f);
