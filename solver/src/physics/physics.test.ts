import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const value = (input: string, subject?: string): { v: string | undefined; ok: boolean } => {
  const s = solve(input, subject ? { subject } : {});
  return { v: s.answer?.value, ok: s.verified };
};
const num = (v: string | undefined): number => Number(/^-?[\d.e+-]+/.exec(v ?? '')?.[0]);

describe('physics and engineering', () => {
  it('converts units in both languages', () => {
    expect(value('convert 72 km/h to m/s')).toEqual({ v: '20.00 m/s', ok: true });
    expect(value('convertir 2 kWh en J')).toEqual({ v: '7.200e6 J', ok: true });
    expect(value('25 °C in K')).toEqual({ v: '298.1 K', ok: true });
    expect(value('convert 1 atm to mmHg')).toEqual({ v: '760.0 mmHg', ok: true });
    expect(value('convertir 100 °F en °C').v).toBe('37.78 °C');
    // different dimensions: no conversion
    expect(value('convert 5 kg to m').v).toBeUndefined();
  });

  it('answers motion, forces, energy and waves', () => {
    expect(value('A car covers 150 km in 2 h. What is its average speed?')).toMatchObject({ ok: true });
    expect(num(value('A car covers 150 km in 2 h. What is its average speed?').v)).toBeCloseTo(20.8, 1);
    expect(value('Quelle est la période d’une onde de fréquence 50 Hz ?')).toEqual({ v: '0.0200 s', ok: true });
    expect(value('Une pierre est lâchée d’une hauteur de 45 m. Vitesse en bas ? (g = 10 m/s²)')).toEqual({ v: '30.0 m/s', ok: true });
    expect(value('What force accelerates a 3 kg mass at 4 m/s²?')).toEqual({ v: '12.0 N', ok: true });
    expect(value('Poids d’une masse de 70 kg ? g = 9,8 N/kg')).toEqual({ v: '686 N', ok: true });
    expect(value('Kinetic energy of a 1000 kg car at 20 m/s?')).toEqual({ v: '2.00e+5 J', ok: true });
    expect(value('Masse volumique d’un objet de 500 g et de volume 200 cm³ ?')).toEqual({ v: '2500 kg/m^3', ok: true });
    expect(value('Work done by a 50 N force over 10 m at 60°?')).toEqual({ v: '250 J', ok: true });
  });

  it('answers circuits, RC and stress', () => {
    expect(value('Current through a 220 Ω resistor across 9 V?')).toEqual({ v: '40.9 mA', ok: true });
    expect(value('Trois résistances de 10 Ω, 20 Ω et 30 Ω en série : résistance équivalente ?')).toEqual({ v: '60.0 Ω', ok: true });
    expect(value('Puissance dissipée par une résistance de 100 Ω sous 12 V ?')).toEqual({ v: '1.44 W', ok: true });
    expect(value('Constante de temps d’un circuit avec R = 2 kΩ et C = 50 µF ?')).toEqual({ v: '0.100 s', ok: true });
    expect(value('A 100 µF capacitor charges through 10 kΩ from a 12 V supply. Voltage after 1 s?')).toEqual({ v: '7.59 V', ok: true });
    expect(value('What is the stress in a bar of 200 mm² section under a 10 kN load?')).toEqual({ v: '50.0 MPa', ok: true });
  });

  it('reads stated formulas, lifts, braking and charge fractions', () => {
    expect(value('F = m*a avec m = 4 kg et a = 2,5 m/s²').v).toBe('10.0 N');
    expect(value('A crane raises 200 kg through 15 m in 30 s. Power? (g = 10 m/s²)').v).toBe('1000 W');
    expect(num(value('A sled at 8 m/s slides on a level track and stops after 32 m. Coefficient of friction? g = 10 m/s²').v)).toBeCloseTo(0.1, 4);
    expect(value("Combien de temps faut-il pour qu'un condensateur de 10 µF chargé à travers 1 kΩ soit chargé à 63.2 % ?")).toMatchObject({ ok: true });
    expect(value('Time to fall from 20 m? (g = 10 m/s²) The stone is dropped.')).toMatchObject({ v: '2.00 s', ok: true });
  });

  it('answers gear trains', () => {
    expect(value('A 20-tooth gear turning at 1200 rpm drives a 60-tooth gear. Output speed?')).toEqual({ v: '400 rpm', ok: true });
    expect(value('Un pignon de 15 dents entraîne une roue de 45 dents ; couple d’entrée 10 N·m. Couple de sortie ?')).toEqual({ v: '30.0 N·m', ok: true });
    expect(value('Gears of 30 teeth and 18 teeth mesh. Gear ratio (smaller : larger)?')).toEqual({ v: '3:5', ok: true });
    // no order stated: no ratio
    expect(value('Gears of 30 teeth and 18 teeth mesh. Gear ratio?').v).toBeUndefined();
  });

  it('answers uniform acceleration', () => {
    expect(value('A car accelerates from rest at 2 m/s² for 5 s. Final speed?')).toEqual({ v: '10.0 m/s', ok: true });
    expect(value('Une voiture passe de 10 m/s à 30 m/s en 4 s. Accélération ?')).toEqual({ v: '5.00 m/s^2', ok: true });
    expect(value('A train brakes from 20 m/s and stops after 100 m. What is its acceleration?')).toEqual({ v: '-2.00 m/s^2', ok: true });
    expect(value('Une voiture freine de 25 m/s jusqu’à l’arrêt avec une décélération de 5 m/s². Durée du freinage ?')).toEqual({ v: '5.00 s', ok: true });
    // a deceleration asked by that name is the magnitude of the acceleration against the motion
    expect(value('A train brakes from 20 m/s and stops after 100 m. Deceleration?')).toEqual({ v: '2.00 m/s^2', ok: true });
    // slowing asked without the name: its sign is a convention, no answer
    expect(value('A train brakes from 20 m/s and stops after 100 m. How hard does it brake?').v).toBeUndefined();
    expect(value('Starting from rest with a = 3 m/s², how long to cover 24 m?')).toEqual({ v: '4.00 s', ok: true });
    expect(value('x = ? with v0 = 5 m/s, a = 2 m/s², t = 3 s')).toEqual({ v: '24.0 m', ok: true });
    // one speed that nothing tells initial or final
    expect(value('A cyclist accelerates at 1 m/s² for 4 s, speed 6 m/s. Distance?').v).toBeUndefined();
  });

  it('reads efficiencies, units asked and more phrasings', () => {
    expect(value('An engine has an input power of 2 kW and an efficiency of 80 %. Output power?')).toEqual({ v: '1600 W', ok: true });
    expect(value('Un moteur absorbe 500 W et fournit 400 W. Rendement ?')).toEqual({ v: '80.0 %', ok: true });
    expect(value('A 500 N force on an area of 25 cm². Pressure in kPa?')).toEqual({ v: '200 kPa', ok: true });
    expect(value('What is 5 m/s in km/h?')).toEqual({ v: '18.00 km/h', ok: true });
    expect(value('τ = RC, R = 4.7 kΩ, C = 220 nF. τ = ?')).toEqual({ v: '1.03 ms', ok: true });
    expect(value('A car moving at 20 m/s brakes at 4 m/s². Stopping distance?')).toEqual({ v: '50.0 m', ok: true });
    expect(value('Find the speed of a 2 kg mass with kinetic energy 100 J')).toEqual({ v: '10.0 m/s', ok: true });
  });

  it('reads friction, hydrostatic pressure and density', () => {
    expect(value('A 10 kg crate rests on a level floor, μ = 0.3. Friction force?')).toEqual({ v: '29.4 N', ok: true });
    expect(value('Force de frottement sur une caisse de 20 kg posée sur un sol horizontal, coefficient de frottement 0,5 ? (g = 10 N/kg)')).toEqual({ v: '100 N', ok: true });
    expect(value('Pressure at a depth of 10 m in water of density 1000 kg/m³? (g = 9.8 m/s²)')).toEqual({ v: '98000 Pa', ok: true });
    expect(value('Mass of 2 L of oil of density 920 kg/m³?')).toEqual({ v: '1.84 kg', ok: true });
    // friction given and the acceleration asked: the net force is the push minus μmg
    expect(value('A 5 kg box is pushed with 20 N on a floor with μ = 0.2. Acceleration?')).toEqual({ v: '2.04 m/s^2', ok: true });
    // a coefficient of friction with nothing to use it on: not read
    expect(value('A 5 kg box moves at 3 m/s on a floor with μ = 0.2. Kinetic energy?').v).toBeUndefined();
  });

  it('refuses what it cannot place', () => {
    // two lengths and nothing to tell them apart
    expect(value('A 3 m and a 4 m rod: what is the speed?').v).toBeUndefined();
    // a coefficient or a count that would not be used
    // a count of equal resistors is read as that many resistors
    expect(value('Two 10 Ω resistors in series with 5 V across. Current?')).toEqual({ v: '250 mA', ok: true });
    expect(value('Deux résistances de 10 Ω en série sous 5 V : intensité ?')).toEqual({ v: '250 mA', ok: true });
    // one resistor's share of a series circuit (read as a network)
    expect(value('A 12 V battery is connected to a 4 Ω resistor and a 2 Ω resistor in series. Power in the 4 Ω resistor?')).toEqual({ v: '16.0 W', ok: true });
    expect(value('Résistances de 4 Ω et 2 Ω en série sous 12 V. Intensité dans chaque résistance ?').v).toBeUndefined();
    expect(value('Resistors of 4 Ω and 2 Ω in series across 12 V. Current?')).toEqual({ v: '2.00 A', ok: true });
    expect(value('Quelle intensité traverse une résistance de 1 kΩ soumise à 5 V ?')).toEqual({ v: '5.00 mA', ok: true });
    expect(value('A 100 W motor runs for 2 min. Work done?')).toEqual({ v: '12000 J', ok: true });
    // an unknown unit
    expect(value('convert 3 furlongs to m').v).toBeUndefined();
    // mathematics stays mathematics
    expect(readTask({ raw: 'derivative of 3 t^2', text: 'derivative of 3 t^2' }).task?.kind).not.toBe('kinematics');
  });

  it('reads its canonical text back and rejects a wrong answer', () => {
    const r = readTask({ raw: 'Portée d’un projectile lancé à 20 m/s sous 30° ?', text: 'Portée d’un projectile lancé à 20 m/s sous 30° ?' });
    expect(r.task?.kind).toBe('kinematics');
    if (!r.task) return;
    const back = readTask({ raw: taskText(r.task), text: taskText(r.task) });
    expect(back.task).toEqual(r.task);
    expect(verifyTask(r.task, { kind: 'quantity', value: '35.31 m' })).toBe(true);
    expect(verifyTask(r.task, { kind: 'quantity', value: '40.78 m' })).toBe(false);
  });
});
