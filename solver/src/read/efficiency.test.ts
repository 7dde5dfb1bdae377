import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('efficiency, losses and the energy balance', () => {
  it('reads input, output and losses by the words next to them, in powers or energies', () => {
    expect(answer('motor input 500 W, output 400 W, efficiency?')).toEqual({ v: '80.0 %', ok: true });
    expect(answer('A machine has 250 W of losses and an input power of 1000 W. Efficiency?')).toEqual({ v: '75.0 %', ok: true });
    expect(answer('A motor takes 1200 J of electrical energy and does 900 J of useful work. efficiency?')).toEqual({ v: '75.0 %', ok: true });
    expect(answer('Un treuil soulève une charge : énergie utile 4,5 kJ, énergie absorbée 6 kJ. Rendement ?', 'fr')).toEqual({ v: '75.0 %', ok: true });
    expect(answer('Un moteur absorbe 2 kW et fournit une puissance utile de 1,6 kW. Pertes ?', 'fr')).toEqual({ v: '400 W', ok: true });
  });

  it('answers the quantity the question names, never the one left over', () => {
    // the losses, not the input power
    expect(answer('motor output power 3 kW, efficiency 75 %. power losses?')).toEqual({ v: '1000 W', ok: true });
    expect(answer('A motor has an efficiency of 85% and an output power of 1.7 kW. Input power?')).toEqual({ v: '2000 W', ok: true });
    expect(answer('efficiency 0.8, input power 500 W. Useful output power?')).toEqual({ v: '400 W', ok: true });
    // an electric motor's input from its supply
    expect(answer('A motor draws 5 A from a 230 V supply and delivers 1 kW. Efficiency?')).toEqual({ v: '87.0 %', ok: true });
    expect(answer('A motor with an efficiency of 80 % delivers 920 W from a 230 V supply. Current drawn?')).toEqual({ v: '5.00 A', ok: true });
    // the words after "and" name the next quantity ("takes 2 kW of electrical power and delivers …")
    expect(answer('A motor takes 2 kW of electrical power and delivers 1.7 kW of mechanical power. What is its efficiency?')).toEqual({ v: '85.0 %', ok: true });
    // nothing asked that the balance gives
    expect(answer('motor input 500 W, output 400 W, efficiency 80 %. Torque?').v).toBeUndefined();
  });
});

describe('capacitors charging and discharging', () => {
  it('gives the charge held after a time, not the voltage', () => {
    expect(answer('RC circuit R = 1 MΩ, C = 1 µF charging from a 9 V supply. charge on the capacitor after 2 s?')).toEqual({ v: '7.78 µC', ok: true });
    expect(answer('Un condensateur de 100 µF chargé sous 10 V se décharge dans 1 kΩ. Charge du condensateur après 0,1 s ?', 'fr')).toEqual({ v: '368 µC', ok: true });
  });

  it('reads a share of the supply voltage reached as a charge', () => {
    expect(answer('How long does it take a capacitor to reach 63% of the supply voltage if R = 10 kΩ and C = 47 µF?')).toEqual({ v: '0.467 s', ok: true });
    expect(answer("Combien de temps faut-il au condensateur pour atteindre 90 % de la tension d'alimentation ? R = 10 kΩ, C = 100 µF", 'fr')).toEqual({ v: '2.30 s', ok: true });
  });

  it('reads durations written in words', () => {
    expect(answer('A 2 kW heater is used for 3 hours. Energy used in kWh?')).toEqual({ v: '6.00 kWh', ok: true });
    expect(answer('A 1.5 kW kettle is used 10 minutes a day. Energy per day in kWh?')).toEqual({ v: '0.250 kWh', ok: true });
    // a daily use over several days is one duration
    expect(answer('A 60 W lamp is on for 5 hours a day for 30 days. Energy in kWh?')).toEqual({ v: '9.00 kWh', ok: true });
    expect(answer('Une lampe de 60 W fonctionne 5 heures par jour pendant 30 jours. Énergie consommée en kWh ?', 'fr')).toEqual({ v: '9.00 kWh', ok: true });
  });

  it('reads a power transformed into another, efficacité, and the clause that asks after a comma', () => {
    expect(answer("Un moteur reçoit 2000 W et les transforme en une puissance mécanique de 1700 W. Calculer son rendement.", 'fr')).toEqual({ v: '85.0 %', ok: true });
    expect(answer("Quelle est l'efficacité d'un appareil qui reçoit 500 J pour fournir 400 J utiles ?", 'fr')).toEqual({ v: '80.0 %', ok: true });
    expect(answer("Un moteur absorbe 5 A sous 230 V. Sachant que son rendement est de 90 %, calculer la puissance utile.", 'fr')).toEqual({ v: '1040 W', ok: true });
  });

  it('drops how to round the answer, whose number is no datum', () => {
    expect(answer('A motor takes 2.0 kW and delivers 1.5 kW. Find its efficiency to 2 decimal places.')).toEqual({ v: '75.0 %', ok: true });
    expect(answer('Un moteur absorbe 800 W et fournit 600 W. Donner son rendement en pourcentage.', 'fr')).toEqual({ v: '75.0 %', ok: true });
  });
});

describe('the efficiency of a transformer from the voltage and current on each side', () => {
  it('takes a voltage and current delivered, or told as the secondary’s, for the output', () => {
    expect(answer('A transformer delivers 12 V and 5 A at its secondary with an efficiency of 90 %. Find the input power.')).toEqual({ v: '66.7 W', ok: true });
    expect(answer('Transformer: U1 = 230 V, I1 = 0.5 A, U2 = 24 V, I2 = 4.5 A. Efficiency?')).toEqual({ v: '93.9 %', ok: true });
  });

  it('gives the current of the side the question names', () => {
    expect(answer('A transformer with an efficiency of 96 % steps 240 V down to 12 V. The primary current is 0.5 A. What is the secondary current?')).toEqual({ v: '9.60 A', ok: true });
    expect(answer("Un transformateur de rendement 90 % a une tension d'entrée de 230 V et une tension de sortie de 46 V. L'intensité au secondaire est de 4 A. Calculer l'intensité au primaire.", 'fr')).toEqual({ v: '889 mA', ok: true });
  });
});

describe('the efficiency of a machine that lifts a load', () => {
  it('takes the useful power from the load lifted, its height and the time', () => {
    const s = solve('A crane whose motor has a power input of 4.0 kW lifts a 500 kg load through a height 20 m in 40 s. Find the efficency of the crane.', { subject: 'engineering', locale: 'en' });
    expect([s.answer?.value, s.verified]).toEqual(['61.3 %', true]);
    const t = solve('A motor with an efficiency of 80 % lifts a 50 kg load to a height of 12 m in 10 s. What is its input power?', { subject: 'engineering', locale: 'en' });
    expect([t.answer?.value, t.verified]).toEqual(['736 W', true]);
  });

  it('leaves a lift whose output power is also given unread', () => {
    expect(solve('A motor takes 2 kW and gives 1.5 kW while it lifts a 50 kg load to a height of 12 m in 10 s. Efficiency?', { subject: 'engineering', locale: 'en' }).answer).toBeNull();
  });
});

describe('« fournie » and « fournir » name what a machine gives out', () => {
  it('reads the power a motor must give or gives as its output, a power given to it as its input', () => {
    expect(answer('Un moteur de rendement 85 % entraîne une pompe. Il absorbe une puissance électrique de 4 kW. Calculer la puissance mécanique fournie.', 'fr')).toEqual({ v: '3400 W', ok: true });
    expect(answer('Un moteur de rendement 85 % doit fournir 5 kW. Quelle puissance absorbe-t-il ?', 'fr')).toEqual({ v: '5880 W', ok: true });
    expect(answer('La puissance fournie au moteur est de 2 kW ; son rendement est de 80 %. Calculer la puissance utile.', 'fr')).toEqual({ v: '1600 W', ok: true });
  });
});
