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

  it('begins with how the problem was read, words as written and math read aloud, in the solution language', async () => {
    const en = stripSsml(
      await solutionToSpeech(steps, 'x = 2', 'en', undefined, { text: 'Solve x² − 5x + 6 = 0 for x', latex: '\\text{Solve } x^2-5x+6=0 \\text{ for } x' }),
    );
    expect(en.startsWith('We read your problem as: Solve x squared minus 5 x plus 6 equals 0 for x. Step 1. Choose a method.')).toBe(true);
    const fr = stripSsml(
      await solutionToSpeech(steps, 'x = 2', 'fr', undefined, { text: "Résoudre x² − 5x + 6 = 0 d'inconnue x", latex: "\\text{Résoudre } x^2-5x+6=0 \\text{ d'inconnue } x" }),
    );
    expect(fr.startsWith("Nous avons compris : Résoudre x au carré moins 5 x plus 6 égale 0 d'inconnue x. Étape 1.")).toBe(true);
  });

  it('says the interpretation text when its LaTeX cannot be read', async () => {
    const words = stripSsml(await solutionToSpeech(steps, 'x = 2', 'en', undefined, { text: 'Simplify (a + b)', latex: '\\text{Simplify } \\left( a+b' }));
    expect(words.startsWith('We read your problem as: Simplify (a + b). Step 1.')).toBe(true);
  });

  it('escapes text so it cannot inject markup into the speech document', () => {
    expect(plainTextToSpeech('a < b & c\nnext')).toBe('<speak>a &lt; b &amp; c. <break time="700ms"/> next.</speak>');
  });
});
