import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; error?: string } => {
  const s = solve(input, { subject: 'chemistry', locale });
  return { v: s.answer?.value, ok: s.verified, ...(s.error ? { error: s.error.message } : {}) };
};

describe('equations typed in lowercase', () => {
  it('reads each formula with its symbols, a double reading settled by the equation (co2 is CO2 here, not Co2)', () => {
    expect(answer('balance ch4 + o2 → co2 + h2o')).toMatchObject({ v: 'CH4 + 2O2 → CO2 + 2H2O', ok: true });
    expect(answer('balance fe + o2 -> fe2o3')).toMatchObject({ v: '4Fe + 3O2 → 2Fe2O3', ok: true });
    expect(answer('balance co + o2 -> co2')).toMatchObject({ v: '2CO + O2 → 2CO2', ok: true });
    expect(answer('équilibrer al + o2 = al2o3', 'fr')).toMatchObject({ v: '4Al + 3O2 → 2Al2O3', ok: true });
  });

  it('refuses, in both languages, lowercase formulas that no reading balances', () => {
    expect(answer('balance fe + o2 -> fe2o3 + h2o').error).toMatch(/lowercase/);
    expect(answer('équilibrer fe + o2 -> fe2o3 + h2o', 'fr').error).toMatch(/minuscules/);
  });
});
