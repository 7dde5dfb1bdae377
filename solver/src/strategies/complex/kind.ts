import { text, type Text } from '../../i18n';
import type { AnswerDraft, StepDraft } from '../../strategy';
import { verifyComplexValue } from '../../verify/complex';

/** One part of a number in the form a + bi, as shown and as recomputed. */
export interface Part {
  ascii: string;
  latex: string;
  zero: boolean;
}

/**
 * "Is (1 + i)/(1 − i) real?": the number in the form a + bi decides — real when b = 0, purely
 * imaginary when a = 0 (0 is both). The part read is recomputed from the typed number with mathjs.
 */
export function kindAnswer(asked: 'is_real' | 'is_imaginary', re: Part, im: Part, algebraicLatex: string, source: string): { steps: StepDraft[]; answer: AnswerDraft; words: Text; verified: boolean } {
  const real = asked === 'is_real';
  const part = real ? im : re;
  const yes = part.zero;
  const steps: StepDraft[] = [
    {
      title: text('Write in the form a + bi', 'Écrire sous la forme a + bi'),
      explanation: text(`Real part ${re.ascii}, imaginary part ${im.ascii}.`, `Partie réelle ${re.ascii}, partie imaginaire ${im.ascii}.`),
      formula: `z = ${algebraicLatex}`,
    },
    {
      title: real ? text('Look at the imaginary part', 'Regarder la partie imaginaire') : text('Look at the real part', 'Regarder la partie réelle'),
      explanation: real
        ? text(`A number is real when its imaginary part is 0; here it is ${part.ascii}.`, `Un nombre est réel quand sa partie imaginaire est nulle ; ici elle vaut ${part.ascii}.`)
        : text(`A number is purely imaginary when its real part is 0; here it is ${part.ascii}.`, `Un nombre est imaginaire pur quand sa partie réelle est nulle ; ici elle vaut ${part.ascii}.`),
      formula: `\\operatorname{${real ? 'Im' : 'Re'}} z = ${part.latex}`,
    },
  ];
  const words = real
    ? yes ? text('Yes, it is real.', 'Oui, il est réel.') : text('No, it is not real.', 'Non, il n’est pas réel.')
    : yes ? text('Yes, it is purely imaginary.', 'Oui, il est imaginaire pur.') : text('No, it is not purely imaginary.', 'Non, il n’est pas imaginaire pur.');
  const value = yes ? 'True' : 'False';
  const verified = verifyComplexValue(`${real ? 'im' : 're'}(${source})`, part.ascii);
  return { steps, answer: { kind: 'bool', value, latex: `\\text{${value}}`, words }, words, verified };
}
