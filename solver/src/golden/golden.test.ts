import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { wordTask, type WordTask } from '../task/word';
import type { Locale } from '../types';
import { solveWordTask } from '../word/solve';
import { renderSolution } from './render';

/**
 * Forty solutions read by hand as a teacher reads them, twenty in English and twenty in French,
 * across the kinds of problems students bring. Each is stored as readable markdown beside this
 * file (en/…, fr/…): a change to what a student reads shows up as a diff of that file in review.
 */
interface Golden {
  file: string;
  locale: Locale;
  input: string;
  /** A word problem comes with its translation into mathematics (written by the language model). */
  word?: WordTask;
}

const rectangle: WordTask = wordTask.parse({
  unknowns: [{ name: 'w', meaning: { en: 'the width of the rectangle', fr: 'la largeur du rectangle' }, unit: 'cm' }],
  task: { kind: 'solve', relations: [{ lhs: '2*(w + 2*w)', op: '=', rhs: '30' }], unknowns: ['w'], domain: { kind: 'real' } },
  derived: [{ name: 'l', meaning: { en: 'the length of the rectangle', fr: 'la longueur du rectangle' }, unit: 'cm', formula: '2*w' }],
  conditions: [{ variable: 'w', kind: 'positive' }],
  asked: { en: 'the width and the length of the rectangle', fr: 'la largeur et la longueur du rectangle', unit: 'cm' },
});

const GOLDEN: Golden[] = [
  { file: 'en/quadratic-equation', locale: 'en', input: 'solve x^2 - 5x + 6 = 0' },
  { file: 'en/linear-system', locale: 'en', input: 'solve 2x + 3y = 7, x - y = 1' },
  { file: 'en/quadratic-inequality', locale: 'en', input: 'solve x^2 - 4 < 0' },
  { file: 'en/factor-quadratic', locale: 'en', input: 'factor x^2 - 5x + 6' },
  { file: 'en/surd-denominator', locale: 'en', input: 'simplify 1/(1+sqrt(2))' },
  { file: 'en/trig-equation', locale: 'en', input: 'solve sin(x) = 1/2' },
  { file: 'en/log-equation', locale: 'en', input: 'solve ln(x) + ln(x - 1) = ln(6)' },
  { file: 'en/derivative-chain', locale: 'en', input: 'differentiate sin(x^2)' },
  { file: 'en/derivative-quotient', locale: 'en', input: 'd/dx x^2/(x+1)' },
  { file: 'en/derivative-implicit', locale: 'en', input: 'find dy/dx if x^2 + y^2 = 25' },
  { file: 'en/integral-by-parts', locale: 'en', input: 'integrate x e^x dx' },
  { file: 'en/integral-partial-fractions', locale: 'en', input: 'integrate 1/(x^2-1) dx' },
  { file: 'en/definite-integral', locale: 'en', input: 'integrate sin(x) from 0 to pi' },
  { file: 'en/limit-factor', locale: 'en', input: 'lim x->1 (x^2 - 1)/(x - 1)' },
  { file: 'en/complex-division', locale: 'en', input: '(3+2i)/(1-i)' },
  { file: 'en/complex-roots', locale: 'en', input: 'solve z^6 = -1' },
  { file: 'en/ode-first-order', locale: 'en', input: "solve y' + 2y = e^x" },
  { file: 'en/ode-second-order', locale: 'en', input: "solve y'' - 3y' + 2y = 0" },
  { file: 'en/matrix-inverse', locale: 'en', input: 'find the inverse of [[2, 1], [5, 3]]' },
  {
    file: 'en/word-problem-rectangle',
    locale: 'en',
    input: 'A rectangle has a perimeter of 30 cm and its length is twice its width. Find its dimensions.',
    word: rectangle,
  },
  { file: 'fr/equation-second-degre', locale: 'fr', input: 'résoudre dans R 2x^2 - 3x - 2 = 0' },
  { file: 'fr/equation-premier-degre', locale: 'fr', input: 'résoudre 5x - 3 = 2x + 9' },
  { file: 'fr/systeme', locale: 'fr', input: 'résoudre le système x + y = 5, 2x - y = 1' },
  { file: 'fr/inequation', locale: 'fr', input: 'résoudre dans R x^2 - 3x + 2 > 0' },
  { file: 'fr/developper', locale: 'fr', input: 'développer (2x - 1)^2' },
  { file: 'fr/fractions', locale: 'fr', input: 'calculer 2/3 + 5/6' },
  { file: 'fr/equation-trigonometrique', locale: 'fr', input: 'résoudre dans R cos(x) = sqrt(2)/2' },
  { file: 'fr/equation-exponentielle', locale: 'fr', input: 'résoudre e^(2x) = 5' },
  { file: 'fr/derivee-produit', locale: 'fr', input: 'dériver f(x) = x ln(x)' },
  { file: 'fr/derivee-composee', locale: 'fr', input: 'dériver (2x+1)^5' },
  { file: 'fr/primitive-par-parties', locale: 'fr', input: 'déterminer une primitive de x cos(x)' },
  { file: 'fr/primitive-elements-simples', locale: 'fr', input: 'déterminer une primitive de 1/(x(x+1))' },
  { file: 'fr/integrale-changement-de-variable', locale: 'fr', input: "calculer l'intégrale de 0 à 1 de x e^(x^2) dx" },
  { file: 'fr/limite-quantite-conjuguee', locale: 'fr', input: 'calculer la limite de (sqrt(x+1) - 1)/x quand x tend vers 0' },
  { file: 'fr/developpement-limite', locale: 'fr', input: "développement limité de e^x à l'ordre 3 en 0" },
  { file: 'fr/racines-complexes', locale: 'fr', input: 'résoudre dans C z^4 = -1' },
  { file: 'fr/argument', locale: 'fr', input: 'argument principal de -1 + i' },
  { file: 'fr/equation-differentielle-ordre-1', locale: 'fr', input: "résoudre y' + y = e^x" },
  { file: 'fr/equation-differentielle-ordre-2', locale: 'fr', input: "résoudre y'' + 4y = 0" },
  { file: 'fr/somme', locale: 'fr', input: 'calculer la somme des k^2 pour k de 1 à n' },
];

describe('golden solutions, as students read them', () => {
  it('has twenty in each language, each in its own file', () => {
    expect(GOLDEN.filter((g) => g.locale === 'en')).toHaveLength(20);
    expect(GOLDEN.filter((g) => g.locale === 'fr')).toHaveLength(20);
    expect(new Set(GOLDEN.map((g) => g.file)).size).toBe(GOLDEN.length);
  });

  it.each(GOLDEN)('$file', async ({ file, locale, input, word }) => {
    const solution = word ? solveWordTask(word, { locale }) : solve(input, { locale });
    expect(solution.error).toBeUndefined();
    expect(solution.verified).toBe(true);
    await expect(renderSolution(input, locale, solution)).toMatchFileSnapshot(`./${file}.md`);
  });
});
