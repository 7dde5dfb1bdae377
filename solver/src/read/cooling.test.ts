import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { normalize } from '../parse/normalize';
import { taskText } from '../task/text';
import { readCooling } from './cooling';

const read = (s: string): ReturnType<typeof readCooling> => readCooling(normalize(s));

describe("Newton's law of cooling told as a story", () => {
  it.each([
    ["A cup of coffee at 90 °C is placed in a room at 20 °C. After 10 minutes it is at 55 °C. By Newton's law of cooling, what is its temperature after 20 minutes?", '75/2'],
    ['A pie at 200 degrees F is put in a room at 70 degrees F; it cools to 150 degrees F in 10 minutes. What is its temperature after 30 minutes?', '16950/169'],
    ['A kettle is heated to 100°C and placed in a room at 20°C. After five minutes it is at 80°C. Using Newton\'s law of cooling, find its temperature 10 minutes after it is placed in the room.', '65'],
    ['A cold drink at 5 °C is placed in a room at 25 °C and warms up. After 10 minutes it is at 10 °C. When will it be at 15 °C?', '10*ln(1/2)/ln(3/4)'],
    ["A thermometer reading 70°F is taken outside where the temperature is 10°F. After 1 minute it reads 50°F. Using Newton's law of cooling, when will it read 30°F?", 'ln(1/3)/ln(2/3)'],
  ])('%s', (input, value) => {
    const s = solve(input);
    expect(s.answer?.value).toBe(value);
    expect(s.verified).toBe(true);
  });

  it('reads a French statement and answers the time in its unit', () => {
    const s = solve('Un corps à 100 °C refroidit dans une pièce à 20 °C. Au bout de 5 min il est à 60 °C. Au bout de combien de temps sera-t-il à 30 °C ?', { locale: 'fr' });
    expect(s.finalAnswer).toMatch(/≈ 15 min/);
    expect(s.interpretation?.text).toMatch(/un corps à 100 °C dans un milieu à 20 °C est à 60 °C au bout de 5 min/);
    expect(s.steps[0].title).toBe('Loi de refroidissement de Newton');
  });

  it('reads its canonical text back to the same task', () => {
    for (const s of ['Un corps à 100 °C refroidit dans une pièce à 20 °C. Au bout de 5 min il est à 60 °C. Au bout de combien de temps sera-t-il à 30 °C ?',
      'A pie at 200 degrees F is put in a room at 70 degrees F; it cools to 150 degrees F in 10 minutes. What is its temperature after 30 minutes?']) {
      const t = read(s);
      if (!t) throw new Error(`not read: ${s}`);
      expect(read(taskText(t))).toEqual(t);
    }
  });

  it('reads the story with no word for the law: a body placed, taken or left in its surroundings', () => {
    const cases = [
      ['Un café à 90 °C est posé dans une pièce à 20 °C. Au bout de 5 minutes, il est à 70 °C. Quelle est sa température au bout de 15 minutes ?', 'fr', 'T(15) = 2230/49 ≈ 45.51 °C'],
      ['A thermometer reading 70°F is taken outside where the temperature is 10°F. Four minutes later the reading is 50°F. Find the reading after 8 minutes.', 'en', 'T(8) = 110/3 ≈ 36.67 °F'],
      ['Une tarte sortie du four à 180 °C est laissée dans une pièce à 20 °C ; après 10 min elle est à 100 °C. Au bout de combien de temps sera-t-elle à 40 °C ?', 'fr', 't = 10ln(1/8)/ln(1/2) ≈ 30 min'],
    ] as const;
    for (const [input, locale, final] of cases) {
      const s = solve(input, { locale });
      expect(s.finalAnswer).toBe(final);
      expect(s.verified).toBe(true);
    }
    expect(read("Newton's law of cooling: a thermometer reading 20°C is placed in an oven at 200°C. After 1 minute it reads 60°C. When will it read 150°C?")).toMatchObject({ initial: '20', ambient: '200', reading: '60', reach: '150' });
    expect(read('Un gâteau à 20 °C est mis dans un four à 180 °C. Au bout de 10 min il est à 100 °C. Quelle est sa température au bout de 20 min ?')).toMatchObject({ initial: '20', ambient: '180', at: '20' });
    expect(read('A pie is removed from a 350°F oven and placed in a kitchen where the room temperature is 75°F. After 15 minutes the pie is at 250°F. How long until it is 100°F?')).toMatchObject({ initial: '350', ambient: '75', reading: '250', reach: '100' });
  });

  it('leaves unread a story with a datum missing or the surroundings unnamed, and refuses a temperature never reached', () => {
    expect(read('A cup of coffee at 90 °C is placed in a room at 20 °C. What is its temperature after 20 minutes?')).toBeNull();
    expect(read('A cup of coffee at 90 °C cools to 55 °C in 10 minutes. What is its temperature after 20 minutes?')).toBeNull();
    expect(solve('A body at 100 °C cools in a room at 20 °C. After 5 minutes it is at 60 °C. When will it be at 10 °C?').error?.message).toMatch(/never reaches 10 °C/);
  });
});
