import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('alternating-current power', () => {
  it('links the active, apparent and reactive powers through the power factor', () => {
    expect(answer('A pump motor has a power factor of 0.6 and takes 1800 W of active power. Find the reactive power.')).toEqual({ v: '2400 var', ok: true });
    expect(answer('A load takes an apparent power of 250 kVA at a power factor of 90 percent. Calculate the active power.')).toEqual({ v: '225 kW', ok: true });
    expect(answer('What is the apparent power when the real power is 6 kW and the power factor is 0.75?')).toEqual({ v: '8.00 kVA', ok: true });
    expect(answer('An oven takes 4 kW of active power and 3 kvar of reactive power. Apparent power?')).toEqual({ v: '5.00 kVA', ok: true });
  });

  it('takes cos θ for a power factor only beside an electrical quantity: x = r cos θ is polar coordinates', () => {
    const s = solve('z = x² + y², x = r cos θ, y = r sin θ, find ∂z/∂r', { subject: 'engineering' });
    expect(s.interpretation?.text).not.toMatch(/power factor/);
    expect(s.answer?.value).toBe('2*r');
  });

  it('reads a single-phase load from its voltage, current and power factor', () => {
    expect(answer('single-phase load 120 V, 10 A, pf 0.8 - find the reactive power')).toEqual({ v: '720 var', ok: true });
    expect(answer('Meters on an ac circuit read 1,200 W, 240 V and 10 A. What is the power factor?')).toEqual({ v: '0.5000', ok: true });
    expect(answer('single phase load P = 2.3 kW at 230 V with power factor 0.5, current?')).toEqual({ v: '20.0 A', ok: true });
  });

  it('reads a balanced three-phase load from its line or phase quantities', () => {
    expect(answer('three-phase motor: line voltage 400 V, line current 20 A, power factor 0.8. Active power?')).toEqual({ v: '11100 W', ok: true });
    expect(answer('Moteur triphasé : U = 400 V, I = 10 A, cos φ = 0,9. Calculer la puissance active.', 'fr')).toEqual({ v: '6240 W', ok: true });
    expect(answer('Récepteur triphasé équilibré : tension simple V = 230 V, courant de phase J = 5 A, cos φ = 0,8. Calculer la puissance active.', 'fr')).toEqual({ v: '2760 W', ok: true });
    expect(answer("La tension entre deux phases d'un réseau triphasé vaut 400 V. Calculer la tension simple entre phase et neutre.", 'fr')).toEqual({ v: '231 V', ok: true });
  });

  it('asks what the command word names, never a datum named before it in the same sentence', () => {
    expect(answer('Dans un réseau triphasé équilibré, avec une tension de phase V = 230 V, un courant de phase J = 4 A et cos φ = 0,9, calculez la puissance active.', 'fr')).toEqual({ v: '2480 W', ok: true });
  });

  it('states the power factor back as cos φ and the data without padding zeros', () => {
    const s = solve('single-phase load 230 V, 5 A, pf 0.9 - find the reactive power', { subject: 'engineering', locale: 'en' });
    expect(s.interpretation?.text).toBe('Find the reactive power in var given cos φ = 0.9, U = 230 V, I = 5 A');
  });

  it('leaves a phase voltage with a single-phase load, or a second voltage, unread', () => {
    expect(answer('single-phase load: phase voltage 230 V, 5 A, pf 0.9. Reactive power?').v).toBeUndefined();
    expect(answer('A load with power factor 0.8 takes 10 A at 230 V from a 240 V supply. Active power?').v).toBeUndefined();
  });
});
