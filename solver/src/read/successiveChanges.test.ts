import { describe, expect, it } from 'vitest';
import { normalize } from '../parse/normalize';
import { solve } from '../solve';
import { readSuccessiveChanges } from './successiveChanges';

const read = (s: string) => readSuccessiveChanges(normalize(s));

describe('percentage changes in a row, asked as one overall change', () => {
  it('multiplies the multipliers, in English and French', () => {
    expect(read('A price increases by 20% and then decreases by 20%. What is the overall percentage change?'))
      .toEqual({ kind: 'evaluate', expr: '((1 + 20/100)*(1 - 20/100) - 1)*100', quantity: 'percent_change' });
    expect(read("Un prix augmente de 20 % puis baisse de 20 %. Quel est le taux d'évolution global en pourcentage ?")?.expr).toBe('((1 + 20/100)*(1 - 20/100) - 1)*100');
    expect(read('A stock rose 10%, then fell 10%, then rose 5%. What is the net change?')?.expr).toBe('((1 + 10/100)*(1 - 10/100)*(1 + 5/100) - 1)*100');
  });

  it('leaves a starting value, one change alone or changes apart to the other readers', () => {
    expect(read('A price of $50 increases by 20% and then decreases by 20%. What is the overall change?')).toBeNull();
    expect(read('A price increases by 20%. What is the overall change?')).toBeNull();
    expect(read('A price increases by 20% in May. In June it decreases by 20%. What is the overall change?')).toBeNull();
  });

  it('answers −4 for +20 % then −20 %, verified', () => {
    const s = solve("Un prix augmente de 20 % puis baisse de 20 %. Quel est le taux d'évolution global en pourcentage ?", { locale: 'fr' });
    expect(s.answer?.value).toBe('-4');
    expect(s.verified).toBe(true);
  });
});
