import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '../read';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};
const roundTrip = (input: string): void => {
  const r = readTask({ raw: input, text: input });
  expect(r.task).not.toBeNull();
  if (!r.task) return;
  const back = readTask({ raw: taskText(r.task), text: taskText(r.task) });
  expect(back.task).toEqual(r.task);
};

describe('gear trains of any number of wheels', () => {
  it('gives the speed told after both of two gears to the one the question does not ask, and refuses when no gear is asked', () => {
    expect(value('A 15-tooth pinion drives a 45-tooth gear at 1200 rpm. Output speed?')).toEqual({ v: '400 rpm', ok: true });
    expect(value('Un pignon de 15 dents entraîne une roue de 45 dents à 1200 tr/min. Vitesse de la roue ?', 'fr')).toEqual({ v: '400 rpm', ok: true });
    expect(value('A 45-tooth gear drives a 15-tooth pinion at 300 rpm. Output speed?')).toEqual({ v: '900 rpm', ok: true });
    expect(value('A 15-tooth pinion drives a 45-tooth gear. The pinion turns at 1200 rpm. What is the speed of the gear?')).toEqual({ v: '400 rpm', ok: true });
    const unclear = solve('A 15-tooth pinion drives a 45-tooth gear at 1200 rpm. What is the speed of the other gear?', { locale: 'fr' });
    expect(unclear.verified).toBe(false);
    expect(unclear.error?.message).toContain('quelle roue tourne');
  });

  it('passes speed and torque along meshes and shafts', () => {
    expect(value('Gear A (20 teeth) drives gear B (40 teeth), which drives gear C (10 teeth). A turns at 120 rpm. Speed of C?')).toEqual({ v: '240.0 rpm', ok: true });
    // the idler changes nothing in the speed
    expect(value('A 20-tooth driver, a 50-tooth idler and a 40-tooth driven gear; the driver turns at 300 rpm. Output speed?')).toEqual({ v: '150.0 rpm', ok: true });
    expect(value("Un train d'engrenages : roue A de 20 dents, roue B de 40 dents, roue C de 10 dents. La roue A tourne à 120 tr/min. Vitesse de la roue C ?", 'fr')).toEqual({ v: '240.0 rpm', ok: true });
    // a compound train: B and C on one shaft
    expect(value('Gear A (10 teeth) drives gear B (30 teeth); gear C (12 teeth) is on the same shaft as B and drives gear D (48 teeth). A turns at 1200 rpm. Speed of D?')).toEqual({ v: '100.0 rpm', ok: true });
    expect(value('A 10-tooth pinion drives a 40-tooth gear, which is keyed to the same shaft as a 15-tooth gear driving a 45-tooth gear. Input 1200 rpm. Output speed?')).toEqual({ v: '100.0 rpm', ok: true });
    expect(value('Gears of 15, 30 and 45 teeth mesh in a row. The input torque on the first is 10 N·m. Output torque?')).toEqual({ v: '30.00 N·m', ok: true });
  });

  it('shares the shaft between the wheel before the words and the one named right after them', () => {
    expect(value('Gear A has 20 teeth and drives gear B with 60 teeth, which is on the same shaft as gear C with 15 teeth driving gear D with 45 teeth. If A turns at 900 rpm, what is the speed of D?')).toEqual({ v: '100.0 rpm', ok: true });
    expect(value("Un pignon de 20 dents entraîne une roue de 60 dents, solidaire d'un pignon de 15 dents qui entraîne une roue de 45 dents. Le premier pignon tourne à 900 tr/min. Quelle est la vitesse de la dernière roue ?", 'fr')).toEqual({ v: '100.0 rpm', ok: true });
    expect(value('A 120-tooth gear A drives a 40-tooth gear B. Gear C, with 80 teeth, is fixed to B and drives gear D with 20 teeth. A turns at 30 rev/min. Find the speed of D.')).toEqual({ v: '360.0 rpm', ok: true });
    expect(value("Soit un train d'engrenages : la roue A (24 dents) engrène avec la roue B (48 dents) ; la roue C (16 dents) est montée sur le même arbre que B et engrène avec la roue D (64 dents). A tourne à 1200 tr/min. Quelle est la vitesse de D ?", 'fr')).toEqual({ v: '150.0 rpm', ok: true });
    expect(value('A 20-tooth gear drives a 60-tooth gear. The 60-tooth gear and a 15-tooth gear rotate together, and the 15-tooth gear drives a 45-tooth gear. The input speed is 900 rpm. What is the output speed?')).toEqual({ v: '100.0 rpm', ok: true });
    expect(value("Un pignon de 20 dents entraîne une roue de 60 dents. Cette roue et un pignon de 15 dents tournent ensemble ; ce pignon entraîne une roue de 45 dents. Le pignon d'entrée tourne à 900 tr/min. Vitesse de sortie ?", 'fr')).toEqual({ v: '100.0 rpm', ok: true });
    // the pair named after all the wheels: by numbers, letters or ordinals
    expect(value("Train d'engrenages : Z1 = 20 dents, Z2 = 60 dents, Z3 = 15 dents, Z4 = 45 dents ; les roues 2 et 3 sont solidaires. La roue 1 tourne à 900 tr/min. Vitesse de la roue 4 ?", 'fr')).toEqual({ v: '100.0 rpm', ok: true });
    expect(value('Gears with 20, 60, 15 and 45 teeth; the second and third are keyed to the same shaft. The first turns at 900 rpm. Speed of the last?')).toEqual({ v: '100.0 rpm', ok: true });
    expect(value('Gears A (20 teeth), B (60 teeth), C (15 teeth) and D (45 teeth) form a train; B and C are keyed to the same shaft. A turns at 900 rpm. Speed of D?')).toEqual({ v: '100.0 rpm', ok: true });
    // the pair on one shaft named by their counts of teeth
    expect(value('A gear train has gears with 20, 40, 15 and 60 teeth; the 40 and 15 tooth gears are on the same shaft. The 20-tooth gear turns at 1200 rpm. Speed of the 60-tooth gear?')).toEqual({ v: '150.0 rpm', ok: true });
    expect(value("Un train d'engrenages comporte des roues de 20, 40, 15 et 60 dents ; les roues de 40 et 15 dents sont solidaires. La roue de 20 dents tourne à 1200 tr/min. Vitesse de la roue de 60 dents ?", 'fr')).toEqual({ v: '150.0 rpm', ok: true });
    expect(value('Gears of 20, 40, 15 and 60 teeth form a train; the 20 and 60 tooth gears are on the same shaft. The first turns at 1200 rpm. Speed of the last?').ok).toBe(false);
    // the shaft words opening a clause: the wheel after them shares the shaft of the wheel before the break
    expect(value('A driver gear of 12 teeth meshes with a driven gear of 60 teeth; on the same shaft a 15-tooth gear drives a 45-tooth gear. The input turns at 1800 rpm. What is the output speed?')).toEqual({ v: '120.0 rpm', ok: true });
    expect(value('Un pignon moteur de 20 dents engrène avec une roue de 80 dents ; sur le même arbre, un pignon de 18 dents entraîne une roue de 54 dents. Le moteur tourne à 1500 tr/min. Quelle est la vitesse de sortie ?', 'fr')).toEqual({ v: '125.0 rpm', ok: true });
    expect(value('Gear A (Z₁ = 10) drives gear B (Z₂ = 50); mounted on the same shaft, gear C (Z₃ = 20) drives gear D (Z₄ = 60). If A turns at 3000 rpm, find the speed of D.')).toEqual({ v: '200.0 rpm', ok: true });
    expect(value('Let gear P have 24 teeth. P drives Q, which has 72 teeth; Q shares its shaft with R (18 teeth), and R drives S with 54 teeth. P rotates at 600 rpm. What is the speed of S?')).toEqual({ v: '66.67 rpm', ok: true });
    expect(value("Le pignon moteur (Z₁ = 12 dents) engrène avec la roue Z₂ = 36 dents, calée sur le même arbre que le pignon Z₃ = 16 dents, qui engrène avec la roue Z₄ = 48 dents. Le moteur tourne à 1500 tr/min. Calculer la vitesse de sortie.", 'fr')).toEqual({ v: '166.7 rpm', ok: true });
  });

  it('refuses a train written against its order, or a shaft it could not place', () => {
    expect(value("Une roue de 60 dents est menée par un pignon de 20 dents tournant à 900 tr/min ; elle est solidaire d'un pignon de 15 dents qui entraîne une roue de 45 dents. Vitesse de la roue de sortie ?", 'fr').v).toBeUndefined();
    expect(value('Gears of 20, 60, 15 and 45 teeth; the 60 and the 15 are mounted on a countershaft. Input 900 rpm. Output speed?').v).toBeUndefined();
  });

  it('refuses a shared shaft between wheels not next to each other, or told by words it does not place', () => {
    expect(value('Gears A (20 teeth), B (60 teeth), C (15 teeth) and D (45 teeth) form a train; A and C are keyed to the same shaft. A turns at 900 rpm. Speed of D?').v).toBeUndefined();
    expect(value('Gear 1 has 20 teeth and turns at 1800 rpm; it meshes with gear 2 (80 teeth) on an intermediate shaft. Also on the intermediate shaft is gear 3 with 18 teeth, which meshes with gear 4 (90 teeth). Find the speed of gear 4.').v).toBeUndefined();
  });

  it('reads labelled teeth (Z1 = 20 …) up to the end of a sentence', () => {
    expect(value("Train d'engrenages : Z1 = 20, Z2 = 50, Z3 = 25. La roue 1 tourne à 1000 tr/min. Vitesse de la roue 3 ?", 'fr')).toEqual({ v: '800.0 rpm', ok: true });
  });

  it('gives the direction: each mesh reverses it, idlers included', () => {
    expect(value('Gear A (20 teeth) drives gear B (40 teeth), which drives gear C (10 teeth). In which direction does C turn compared with A?').v).toBe('same direction');
    expect(value('Gears of 20, 30, 40 and 50 teeth mesh in a row. Direction of the last compared with the first?').v).toBe('opposite direction');
  });

  it('gives a speed ratio in the order asked', () => {
    expect(value('Pignon moteur de 15 dents, roue menée de 45 dents. Rapport vitesse d’entrée : vitesse de sortie ?', 'fr')).toEqual({ v: '3:1', ok: true });
    expect(value('A 15-tooth driver meshes with a 45-tooth gear. Ratio output speed : input speed?')).toEqual({ v: '1:3', ok: true });
  });

  it('lifts a load with wheels and axles', () => {
    expect(value('Gear train with three wheels (inside/outside diameters r1=0.05 R1=0.12, r2=0.06 R2=0.13, r3=0.07 R3=0.14 m) lifts a 1000 N load. Effort force F = W·(r1r2r3)/(R1R2R3)?')).toEqual({ v: '96.15 N', ok: true });
  });

  it('refuses what it cannot place, and reads its canonical text back', () => {
    // a middle wheel's speed is given: which end is asked is not said
    expect(value('Gear A (20 teeth) drives gear B (40 teeth), which drives gear C (10 teeth). B turns at 60 rpm. Speed?').v).toBeUndefined();
    // a compound train without the shared shaft
    expect(value('A compound train has gears of 10, 30, 12 and 48 teeth; input 1200 rpm. Output speed?').v).toBeUndefined();
    // a frequency in Hz is no turning speed
    expect(value('Gear A (20 teeth) drives gear B (40 teeth), which drives gear C (10 teeth). A turns at 2 Hz. Speed of C?').ok).toBe(false);
    roundTrip('Gear A (20 teeth) drives gear B (40 teeth), which drives gear C (10 teeth). A turns at 120 rpm. Speed of C?');
    const t = readTask({ raw: 'Gears of 15, 30 and 45 teeth mesh in a row. The input torque on the first is 10 N·m. Output torque?', text: 'x' }).task;
    expect(t && verifyTask(t, { kind: 'quantity', value: '30.00 N·m' })).toBe(true);
    expect(t && verifyTask(t, { kind: 'quantity', value: '3.333 N·m' })).toBe(false);
  });
});

describe('connected and stacked bodies', () => {
  it('pushes or pulls two bodies together, then isolates one', () => {
    expect(value('Two blocks of 2 kg and 3 kg are in contact on a frictionless surface. A 10 N force pushes the 2 kg block. What is the contact force between them?')).toEqual({ v: '6.000 N', ok: true });
    expect(value('Two blocks of 2 kg and 3 kg are in contact on a frictionless surface. A 10 N force pushes the 3 kg block. What is the contact force between them?')).toEqual({ v: '4.000 N', ok: true });
    expect(value('Deux blocs de 2 kg et 3 kg accolés sur un sol sans frottement ; une force de 10 N pousse le bloc de 2 kg. Force de contact entre les blocs ?', 'fr')).toEqual({ v: '6.000 N', ok: true });
    expect(value('Two boxes of 4 kg and 6 kg tied by a string are pulled by a 30 N force applied to the 6 kg box on a floor with μ = 0.1 (g = 10 m/s²). Tension in the string?')).toEqual({ v: '12.00 N', ok: true });
    expect(value('Two blocks of 2 kg and 3 kg are in contact on a frictionless surface. A 10 N force pushes them. Acceleration?')).toEqual({ v: '2.000 m/s^2', ok: true });
  });

  it('reads two masses joined over a pulley with nothing to rest on as an Atwood machine', () => {
    expect(value("Deux masses m1 = 2 kg et m2 = 3 kg sont reliées par un fil passant sur une poulie. Calculer l'accélération du système. (g = 9,8 m/s²)", 'fr')).toEqual({ v: '1.960 m/s^2', ok: true });
    expect(value('Two blocks of 6 kg and 4 kg are connected by a light string passing over a frictionless pulley. Find the tension in the string.')).toEqual({ v: '47.09 N', ok: true });
    expect(value('Consider two masses $m_1 = 1.5\\,\\text{kg}$ and $m_2 = 2.5\\,\\text{kg}$ joined by a cord over a pulley. What is the acceleration?')).toEqual({ v: '2.453 m/s^2', ok: true });
    expect(value('Two masses 3 kg and 5 kg are connected by a string over a pulley at the edge of a table; the 3 kg mass is on the table. Find the acceleration.').v).not.toBe('2.453 m/s^2');
  });
  it('answers Atwood machines and a block pulled over a pulley', () => {
    expect(value('An Atwood machine has masses of 5 kg and 3 kg. Tension in the string? (g = 9.8 m/s²)')).toEqual({ v: '36.75 N', ok: true });
    expect(value("Machine d'Atwood avec des masses de 3 kg et 5 kg : accélération ? g = 10 m/s²", 'fr')).toEqual({ v: '2.500 m/s^2', ok: true });
    expect(value('A 4 kg block on a frictionless table is connected by a string over a pulley to a 2 kg mass hanging. Acceleration? (g = 9.8 m/s²)').v).toBe('3.267 m/s^2');
  });

  it('decides whether stacked blocks slide', () => {
    expect(value('A 1.5 kg block is pulled with 12 N across a 1.2 kg block lying on a frictionless table; μk between the blocks is 0.3, g = 9.8. Acceleration of the 1.2 kg block?')).toEqual({ v: '3.675 m/s^2', ok: true });
    // small force: the blocks move together
    expect(value('A 2 kg block sits on top of a 5 kg block on a frictionless floor. μ = 0.4 between them. A 10 N force pulls the 2 kg block. Acceleration of the 5 kg block?')).toEqual({ v: '1.429 m/s^2', ok: true });
    roundTrip('A 1.5 kg block is pulled with 12 N across a 1.2 kg block lying on a frictionless table; μk between the blocks is 0.3, g = 9.8. Acceleration of the 1.2 kg block?');
  });

  it('reads where the force acts, not where a block rests', () => {
    expect(value('Two blocks, 4 kg and 6 kg, are pushed together across a frictionless floor by a 20 N force acting on the 4 kg block. What force does the 4 kg block exert on the 6 kg block?')).toEqual({ v: '12.00 N', ok: true });
    // "posé sur un bloc de 4 kg" says where the top block rests; the force pulls the 2 kg one, and they slide
    expect(value('Un bloc de 2 kg est posé sur un bloc de 4 kg sur une table sans frottement ; μ = 0,5 entre les blocs. Une force de 30 N tire le bloc de 2 kg. Accélération du bloc de 4 kg ? g = 10 m/s²', 'fr')).toEqual({ v: '2.500 m/s^2', ok: true });
    expect(value('Deux caisses de 3 kg et 5 kg, reliées par un fil, sont tirées sur un sol sans frottement par une force de 16 N appliquée à la caisse de 5 kg. Tension du fil ?', 'fr')).toEqual({ v: '6.000 N', ok: true });
  });

  it('refuses bodies it cannot place', () => {
    // a block on a slope pulled by a hanging mass is no table
    expect(value('A 5 kg block on a frictionless inclined plane is connected by a string over a pulley to a hanging 3 kg mass. Acceleration?').v).toBeUndefined();
    // the force between them depends on which one is pushed, and that is not said
    expect(value('Two blocks of 2 kg and 3 kg are in contact on a frictionless surface, pushed by 10 N. Contact force?').v).toBeUndefined();
    // stacked blocks on a floor whose friction is not given
    expect(value('A 2 kg block sits on top of a 5 kg block; μ = 0.4 between them. A 10 N force pulls the 2 kg block. Acceleration of the 5 kg block?').v).toBeUndefined();
    // sliding blocks have no single acceleration
    expect(value('A 1.5 kg block is pulled with 12 N across a 1.2 kg block lying on a frictionless table; μk between the blocks is 0.3, g = 9.8. Acceleration?').ok).toBe(false);
    const t = readTask({ raw: 'An Atwood machine has masses of 5 kg and 3 kg. Tension in the string? (g = 9.8 m/s²)', text: 'x' }).task;
    expect(t && verifyTask(t, { kind: 'quantity', value: '36.75 N' })).toBe(true);
    expect(t && verifyTask(t, { kind: 'quantity', value: '29.40 N' })).toBe(false);
  });
});
