import { describe, expect, it } from 'vitest';
import { formulaToSpeech, plainTextToSpeech, solutionToSpeech } from './speech-text';
import { stripSsml } from './ssml';

describe('formulas read aloud', () => {
  it.each([
    ['x^2', 'en', 'x squared'],
    ['\\frac{1}{2}', 'en', 'one half'],
    ['\\int_0^1 x\\,dx', 'en', 'the integral from 0 to 1 of x d x'],
    ['x^2', 'fr', 'x au carré'],
    ['\\frac{1}{2}', 'fr', 'un-demi'],
    ['\\sqrt{x}', 'fr', 'la racine carrée de x'],
  ] as const)('%s in %s', async (tex, locale, spoken) => {
    expect(await formulaToSpeech(tex, locale)).toBe(spoken);
  });

  it('keeps languages apart when requests interleave', async () => {
    const [en, fr] = await Promise.all([formulaToSpeech('x^3', 'en'), formulaToSpeech('x^3', 'fr')]);
    expect(en).toBe('x cubed');
    expect(fr).toBe('x au cube');
  });
});

describe('a solution read aloud', () => {
  const steps = [
    { title: 'Choose a method', explanation: 'Integrate by parts', formula: 'u = x^2' },
    { title: 'Finish', explanation: 'Collect the terms' },
  ];

  it('numbers the steps, reads formulas and pauses between steps', async () => {
    const ssml = await solutionToSpeech(steps, 'x = 2', 'en');
    expect(ssml.startsWith('<speak>')).toBe(true);
    expect(ssml.match(/<break time="700ms"\/>/g)).toHaveLength(2);
    const words = stripSsml(ssml);
    expect(words).toContain('Step 1. Choose a method.');
    expect(words).toContain('u equals x squared');
    expect(words).toContain('Step 2. Finish.');
    expect(words).toContain('The answer. x = 2.');
  });

  it('reads a French solution in French', async () => {
    const words = stripSsml(await solutionToSpeech(steps, 'x = 2', 'fr', 'x = 2'));
    expect(words).toContain('Étape 1.');
    expect(words).toContain('u égale x au carré');
    expect(words).toContain('La réponse. x égale 2.');
  });

  it('escapes text so it cannot inject markup into the speech document', () => {
    expect(plainTextToSpeech('a < b & c\nnext')).toBe('<speak>a &lt; b &amp; c. <break time="700ms"/> next.</speak>');
  });
});
