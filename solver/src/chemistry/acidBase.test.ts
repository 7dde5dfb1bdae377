import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('weak acids and bases, pH and pOH', () => {
  it('solves weak acids and bases by an ICE table', () => {
    expect(value('What is the pH of a 0.10 M acetic acid solution? Ka = 1.8 × 10^-5')).toEqual({ v: '2.875', ok: true });
    expect(value("pH d'une solution d'acide éthanoïque à 0,010 mol/L (pKa = 4,76) ?", 'fr')).toEqual({ v: '3.389', ok: true });
    expect(value('Calculate the pH of 0.20 M NH3, Kb = 1.8e-5')).toEqual({ v: '11.276', ok: true });
    // x/C above 5 %: the quadratic, not the approximation (which would give 3.08)
    expect(value('pH of a 0.001 M HF solution, Ka = 6.8e-4')).toEqual({ v: '3.258', ok: true });
    const steps = solve('pH of a 0.001 M HF solution, Ka = 6.8e-4', { locale: 'fr' }).steps;
    expect(steps[0].table?.rows.length).toBe(3);
    expect(steps.map((s) => s.explanation).join(' ')).toContain('n’est pas négligeable');
  });

  it('reads the constant named with its acid ("Ka of acetic acid is …")', () => {
    expect(value('Ka of acetic acid is 1.8e-5. Find the pH of a 0.50 mol/L solution.')).toEqual({ v: '2.524', ok: true });
  });

  it('goes between pH, pOH, [H3O+] and [OH-]', () => {
    expect(value('What is the [H3O+] of a solution with pH 3.2?')).toEqual({ v: '6.310e-4 mol/L', ok: true });
    expect(value('pOH of a solution with pH = 9.5?')).toEqual({ v: '4.500', ok: true });
    expect(value('[OH-] = 2.5e-4 M. What is the pH?')).toEqual({ v: '10.398', ok: true });
    expect(value('Quel est le pH d’une solution où [H3O+] = 2,0 × 10^-3 mol/L ?', 'fr')).toEqual({ v: '2.699', ok: true });
    // strong acids and bases as before
    expect(value('what is the pH of a 0.01 M HCl solution')).toEqual({ v: '2.000', ok: true });
    expect(value('pOH of a 0.05 M NaOH solution?')).toEqual({ v: '1.301', ok: true });
  });

  it('refuses a weak acid without its constant, and rejects wrong answers', () => {
    const s = solve('pH of 0.1 M acetic acid?', { locale: 'fr' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('Ka');
    const t = readTask({ raw: 'What is the pH of a 0.10 M acetic acid solution? Ka = 1.8 × 10^-5', text: 'x' }).task;
    expect(t?.kind).toBe('acid_base');
    if (!t) return;
    expect(verifyTask(t, { kind: 'number', value: '2.875' })).toBe(true);
    // the strong-acid answer and the approximation far off are rejected
    expect(verifyTask(t, { kind: 'number', value: '1.000' })).toBe(false);
    expect(verifyTask(t, { kind: 'number', value: '2.95' })).toBe(false);
    const back = readTask({ raw: taskText(t), text: taskText(t) }).task;
    expect(back).toEqual(t);
  });
});

describe('the ion concentration named in words', () => {
  it('reads "hydrogen ion concentration of …", with or without its unit', () => {
    expect(value('What is the pH of a solution with a hydrogen ion concentration of 7.0 x 10^-12?')).toEqual({ v: '11.155', ok: true });
    expect(value('A solution has a hydroxide ion concentration of 1.0 x 10^-4 M. What is its pH?')).toEqual({ v: '10.000', ok: true });
    expect(value("Calculer le pH d'une solution dont la concentration en ions oxonium est de 2,0 × 10^-3 mol/L.", 'fr')).toEqual({ v: '2.699', ok: true });
  });
});

describe('the species, not the constant’s letter, says acid or base', () => {
  it('takes the conjugate’s constant through Ka·Kb = Ke', () => {
    // sodium acetate is the base of the acetic acid pair; ammonia with pKa(NH4+/NH3); ammonium with Kb(NH3)
    expect(value('pH of a 0.1 M sodium acetate solution, Ka of acetic acid = 1.8x10^-5')).toEqual({ v: '8.872', ok: true });
    expect(value("pH d'une solution d'ammoniac à 0,1 mol/L, pKa(NH4+/NH3) = 9,25", 'fr')).toEqual({ v: '11.122', ok: true });
    expect(value('pH of 0.05 M NH4Cl, Kb(NH3) = 1.8e-5')).toEqual({ v: '5.278', ok: true });
    const steps = solve("pH d'une solution d'éthanoate de sodium à 0,1 mol/L, pKa = 4,8", { locale: 'fr' }).steps;
    expect(steps[0].title).toBe('La constante du couple conjugué');
  });

  it('does not take a salt, a sugar or an unnamed solute for a strong acid', () => {
    for (const input of ['pH of 0.1 M NaCl', 'pH of a 0.1 M solution of glucose', 'pH of 0.1 M NaHCO3']) expect(value(input).v).toBeUndefined();
    expect(value("pH d'une solution de chlorure de sodium 0,05 mol/L", 'fr').v).toBeUndefined();
    expect(value('pH of a 0.02 M strong acid solution')).toEqual({ v: '1.699', ok: true });
    expect(value('What is the pH of 0.01 M hydrochloric acid?')).toEqual({ v: '2.000', ok: true });
  });

  it('counts water’s own ions in a very dilute strong acid or base', () => {
    expect(value('pH of 1e-8 M HCl')).toEqual({ v: '6.978', ok: true });
    expect(value("pH d'une solution d'hydroxyde de sodium à 1e-8 mol/L", 'fr')).toEqual({ v: '7.022', ok: true });
    expect(value('pH of 0.01 M HCl')).toEqual({ v: '2.000', ok: true });
  });
});

describe('a concentration from a pH or pOH given in a sentence', () => {
  it('reads the value after "of a solution is measured as", a comma or a full stop, in English, French and LaTeX', () => {
    const cases: Array<[string, 'en' | 'fr', string]> = [
      ['The pH of a solution is measured as 4.5. What is the hydrogen ion concentration of the solution?', 'en', '3.162e-5 mol/L'],
      ['pH = 4.5, find [H+]', 'en', '3.162e-5 mol/L'],
      ["Le pH d'une eau de pluie est 5,6. Calculer la concentration en ions H3O+.", 'fr', '2.512e-6 mol/L'],
      ['Soit une solution dont le pH vaut 3,2. Quelle est la concentration en ions oxonium ?', 'fr', '6.310e-4 mol/L'],
      ['$\\mathrm{pH}=4{,}5$ : calculer $[\\mathrm{H_3O^+}]$.', 'fr', '3.162e-5 mol/L'],
      ['Given that the pH of the water sample was found to be 8.3, calculate [OH-].', 'en', '1.995e-6 mol/L'],
      ['Let the pOH of a solution be 2.7; find [H3O+]', 'en', '5.012e-12 mol/L'],
      ['On considère une solution de pH égal à 10,4. Calculer [HO-].', 'fr', '2.512e-4 mol/L'],
    ];
    for (const [input, locale, value] of cases) {
      const s = solve(input, { locale });
      expect([input, s.answer?.value, s.verified]).toEqual([input, value, true]);
    }
  });
});
