import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { dropFraming } from './framing';

describe('dropFraming', () => {
  it('keeps STP, standard temperature and pressure, while « stp » asks nothing', () => {
    expect(dropFraming('What volume does 2 mol of an ideal gas occupy at STP?')).toBe('What volume does 2 mol of an ideal gas occupy at STP?');
    expect(dropFraming('résoudre x^2 = 4 stp')).toBe('résoudre x^2 = 4');
  });
  it('drops greetings, pleas for help, thanks and the marks a question is worth', () => {
    expect(dropFraming('hello! please help me with this: solve 3x - 1 = 8 (2 points)')).toBe('solve 3x - 1 = 8');
    expect(dropFraming('Bonjour, aidez-moi svp : résoudre 2x = 6 merci d\'avance')).toBe('résoudre 2x = 6');
    expect(dropFraming('factor x^2 - 1 .(1 point)')).toBe('factor x^2 - 1');
    expect(dropFraming('help!! x^2 - 4x = 0')).toBe('x^2 - 4x = 0');
    expect(dropFraming('differentiate x^2 sin x plz')).toBe('differentiate x^2 sin x');
    expect(dropFraming('solve 4x = 2 and show your work so that I can understand it')).toBe('solve 4x = 2 and show your work');
  });
  it('reads "how do you …" as the order it asks, and an order closed by a full stop as governing the formula', () => {
    expect(dropFraming('How would you factor x^2 - 9?')).toBe('factor x^2 - 9?');
    expect(dropFraming('On cherche à déterminer lim_{n→+∞} (1+2/n)^n')).toBe('déterminer lim_{n→+∞} (1+2/n)^n');
    expect(dropFraming('On veut calculer ∫_0^2 x dx')).toBe('calculer ∫_0^2 x dx');
    expect(dropFraming('Integrate. ∫ x dx')).toBe('Integrate ∫ x dx');
    expect(dropFraming('Résoudre le système par élimination. x + y = 3, x - y = 1')).toBe('Résoudre le système par élimination : x + y = 3, x - y = 1');
  });
  it("drops a question's number, but never a number of the formula", () => {
    expect(dropFraming('Q7. expand (x+2)^2')).toBe('expand (x+2)^2');
    expect(dropFraming('Exercice 4 : factoriser x² - 4')).toBe('factoriser x² - 4');
    expect(dropFraming('3) 2x + 1 = 5')).toBe('2x + 1 = 5');
    expect(dropFraming('1 - x = 3')).toBe('1 - x = 3');
    expect(dropFraming('1.5 + 2.25')).toBe('1.5 + 2.25');
  });
  it('writes a misspelt command word as the readers know it, and leaves real words alone', () => {
    expect(dropFraming('simplfy 4/6')).toBe('simplify 4/6');
    expect(dropFraming('evalute 2 + 3')).toBe('evaluate 2 + 3');
    expect(dropFraming('calculer la dérivée de x^2')).toBe('calculer la dérivée de x^2');
    expect(dropFraming('evaluated at 2')).toBe('evaluated at 2');
    expect(dropFraming('Intégrale de 0 à 1 de x dx')).toBe('Intégrale de 0 à 1 de x dx');
    expect(dropFraming('Le primaire compte 1150 spires')).toBe('Le primaire compte 1150 spires');
    expect(dropFraming('integers between 1 and 5')).toBe('integers between 1 and 5');
  });
  it('drops the tools allowed and reads the bounds said in words', () => {
    expect(dropFraming('Résoudre dan R sans calculatrice : x² = 9')).toBe('Résoudre dans R : x² = 9');
    expect(dropFraming('solve cos x = 0 between 0 ≤ x ≤ π')).toBe('solve cos x = 0 for 0 ≤ x ≤ π');
    expect(dropFraming('dériver cette fonction : x^3')).toBe('dériver de la fonction : x^3');
  });
  it('reads "which is the solution of …" as the equation to solve', () => {
    expect(dropFraming('Which of the following is a solution of 2x + 1 = 7?')).toBe('solve 2x + 1 = 7?');
    expect(dropFraming("Quelle est la solution de l'équation 5x = 10 ?")).toBe('résoudre 5x = 10 ?');
    expect(dropFraming('can anyone help me with this problem, expand (x+3)^2')).toBe('expand (x+3)^2');
  });
  it('answers the question once its framing is gone', () => {
    expect(solve('Hi, how do you solve 5x + 2 = 12? thanks').answer?.value).toBe('[2]');
    expect(solve('evalute lim x→1 (x^2-1)/(x-1)').answer?.value).toBe('2');
    expect(solve('Aidez moi svp, calculer la dérivée de cette fonction : x^2 + 3x', { locale: 'fr' }).answer?.value).toBe('2*x + 3');
  });
  it("reads a textbook's 'Find the indicated power' as the order to compute what follows, the method named or not", () => {
    expect(dropFraming('Find the indicated power: (1 - i)^8')).toBe('Compute (1 - i)^8');
    expect(solve("Find the indicated power using De Moivre's Theorem: (2\\sqrt{3} + 2i)^5").answer?.value).toBe('-512*sqrt(3) + 512*i');
  });
  it('reads "Perform the indicated operation" the same way', () => {
    expect(solve('Perform the indicated operation and write the answer in standard form: (3 + 2i)(4 - i)').answer?.value).toBe('14 + 5*i');
  });
});

describe('the reasoning asked along with the answer', () => {
  it.each([
    ['Étudier la nature de la série Σ 1/n² en précisant le critère utilisé', 'Étudier la nature de la série Σ 1/n²'],
    ['Determine whether ∫_1^∞ dx/x^3 converges. State the test you use.', 'Determine whether ∫_1^∞ dx/x^3 converges'],
    ["Étudier la nature de l'intégrale ∫_1^{+∞} dx/x² (justifier)", "Étudier la nature de l'intégrale ∫_1^{+∞} dx/x²"],
    ['Is the series Σ n/2^n convergent? Justify your answer and name the test used.', 'Is the series Σ n/2^n convergent?'],
    ['Déterminer la nature de la série Σ (-1)^n/n en citant le théorème utilisé', 'Déterminer la nature de la série Σ (-1)^n/n'],
  ])('%s', (input, kept) => {
    expect(dropFraming(input)).toBe(kept);
  });

  it('answers the question itself', () => {
    expect(solve("Étudier la nature de l'intégrale ∫_1^{+∞} dx/(x√x) en précisant le critère utilisé", { locale: 'fr' }).finalAnswer).toBe("Oui, l'intégrale converge.");
  });
});
