import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe("an LED's series resistor", () => {
  it('takes the supply as the larger voltage and the LED as the other, by labels or words', () => {
    expect(answer('LED with forward voltage 2.0 V and current 20 mA from a 9 V battery. Series resistor?')).toEqual({ v: '350 Ω', ok: true });
    expect(answer('what resistor do i need for a 3.3V LED at 15mA on a 5V supply')).toEqual({ v: '113 Ω', ok: true });
    expect(answer('LED: Vf = 2 V, If = 20 mA, Vs = 12 V. R = ?')).toEqual({ v: '500 Ω', ok: true });
    expect(answer('Current limiting resistor for LED: Vsupply = 3.3 V, Vf = 1.9 V, I = 5 mA')).toEqual({ v: '280 Ω', ok: true });
    expect(answer('Calculer la résistance de protection d\'une DEL (Vf = 1,8 V, I = 10 mA) alimentée sous 5 V.', 'fr')).toEqual({ v: '320 Ω', ok: true });
    expect(answer('Résistance à placer en série avec une LED rouge (1,8 V ; 15 mA) sur une alimentation de 9 V ?', 'fr')).toEqual({ v: '480 Ω', ok: true });
  });

  it('leaves another question about the resistor, or roles told against the values, unanswered', () => {
    expect(answer('LED 2 V, 20 mA, 9 V supply. Power dissipated in the resistor?').v).toBeUndefined();
    expect(answer('An LED of forward voltage 9 V on a 2 V supply at 20 mA. Resistor?').v).toBeUndefined();
  });
});

describe('inductors and transformers', () => {
  it('gives the energy in an inductor or a capacitor in mJ below 1 J', () => {
    expect(answer('energy stored in 10 uF cap at 100 V')).toEqual({ v: '50.0 mJ', ok: true });
    // the voltage across an inductor needs the rate of change of the current: nothing answered in its place
    expect(answer('Energy stored in a 10 mH inductor when the current is 3 A, and the voltage across it?').v).toBeUndefined();
    expect(answer('Energy stored in a 50 mH inductor carrying 2 A')).toEqual({ v: '100 mJ', ok: true });
    expect(answer("Une bobine d'inductance 100 mH est parcourue par un courant de 0,5 A. Énergie emmagasinée ?", 'fr')).toEqual({ v: '12.5 mJ', ok: true });
  });

  it('relates voltages and turns, the turns told as bare numbers', () => {
    expect(answer('A transformer has 500 primary turns and 25 secondary turns. Primary voltage is 230 V. Secondary voltage?')).toEqual({ v: '11.5 V', ok: true });
    expect(answer('Un transformateur abaisse 230 V en 12 V. Le primaire compte 1150 spires. Nombre de spires au secondaire ?', 'fr')).toEqual({ v: '60', ok: true });
    expect(answer('A step-down transformer converts 240 V to 12 V. If the secondary has 50 turns, how many turns on the primary?')).toEqual({ v: '1000', ok: true });
    expect(answer('Transformateur : N1 = 500 spires, N2 = 100 spires, U1 = 230 V. Calculer U2.', 'fr')).toEqual({ v: '46.0 V', ok: true });
    expect(answer('transformer turns ratio 20:1, primary 240 V, secondary voltage?')).toEqual({ v: '12.0 V', ok: true });
  });

  it('reads the turns of each coil told in sentences, and the French transformation ratio', () => {
    expect(answer('The output voltage of a transformer with 60 turns in its primary and 300 turns in its secondary, when the input voltage is 9.0 V?')).toEqual({ v: '45.0 V', ok: true });
    expect(answer('The primary coil of a transformer has 600 turns and the secondary coil has 30 turns. 240 V is applied to the primary: what is the secondary voltage?')).toEqual({ v: '12.0 V', ok: true });
    expect(answer('A step-up transformer has 50 turns on the primary and 500 on the secondary; input 24 V. Output voltage?')).toEqual({ v: '240 V', ok: true });
    expect(answer('Transformateur de rapport de transformation m = 0,1 alimenté sous 230 V au primaire. Calculer la tension au secondaire.', 'fr')).toEqual({ v: '23.0 V', ok: true });
    expect(answer('Un transformateur abaisse 230 V en 46 V. Quel est son rapport de transformation ?', 'fr')).toEqual({ v: '0.2000', ok: true });
  });

  it("gives one side's current from the other's, in the inverse ratio of the turns or the ratio of the voltages", () => {
    expect(answer('A transformer has 200 turns on the primary and 50 turns on the secondary. The primary current is 2 A. Find the secondary current.')).toEqual({ v: '8.00 A', ok: true });
    expect(answer('An ideal transformer steps 240 V down to 12 V. The secondary current is 5 A. What is the primary current?')).toEqual({ v: '250 mA', ok: true });
    expect(answer("Un transformateur abaisseur 230 V / 12 V alimente une lampe ; l'intensité au secondaire vaut 1,8 A. Calculer l'intensité efficace du courant dans l'enroulement primaire.", 'fr')).toEqual({ v: '93.9 mA', ok: true });
    expect(answer('A transformer has 200 turns on the primary and 50 turns on the secondary. A current of 2 A flows. Find the other current.').v).toBeUndefined();
  });
  it('leaves a transformer whose side is not told unanswered', () => {
    expect(answer('A transformer has 500 turns and 25 turns. 230 V. Output voltage?').v).toBeUndefined();
  });
});
