import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const value = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a body of a standard shape turning about its axis', () => {
  it('gives the moment of inertia of a disc, a sphere or a rod, a diameter halved', () => {
    expect(value('A wheel of mass 16 kg and radius 0.5 m is treated as a solid disk. Calculate its rotational inertia.')).toEqual({ v: '2.00 kg·m^2', ok: true });
    expect(value('A solid sphere has mass 5 kg and diameter 40 cm. What is its moment of inertia?')).toEqual({ v: '0.0800 kg·m^2', ok: true });
    expect(value('Find the moment of inertia of a uniform rod of mass 1.2 kg and length 80 cm about one end.')).toEqual({ v: '0.256 kg·m^2', ok: true });
    expect(value("Calculer le moment d'inertie d'une tige de masse 300 g et de longueur 1,2 m tournant autour de son milieu.", 'fr')).toEqual({ v: '0.0360 kg·m^2', ok: true });
  });

  it('gives the kinetic energy of rotation at a speed in rpm, rev/s or rad/s', () => {
    expect(value('A ring-shaped flywheel of mass 48 kg and radius 0.2055 m spins at 30000 rpm. Find its rotational kinetic energy.')).toEqual({ v: '1.00e7 J', ok: true });
    expect(value('Un disque homogène de masse 2 kg et de rayon 10 cm tourne à 600 tr/min. Calculer son énergie cinétique de rotation.', 'fr')).toEqual({ v: '19.7 J', ok: true });
    expect(value('A thin ring of mass 0.3 kg and radius 25 cm spins at 2 rev/s. Find its kinetic energy of rotation.')).toEqual({ v: '1.48 J', ok: true });
  });

  it('links a torque and an angular acceleration through I', () => {
    expect(value('A solid cylinder of mass 10 kg and radius 0.2 m is given an angular acceleration of 4 rad/s^2. Find the torque required.')).toEqual({ v: '0.800 N·m', ok: true });
    expect(value('Un cylindre plein de masse 5 kg et de rayon 20 cm est soumis à un couple de 2 N·m. Calculer son accélération angulaire.', 'fr')).toEqual({ v: '20.0 rad/s^2', ok: true });
  });

  it('refuses a shape or an axis left unsaid', () => {
    expect(solve('A flywheel of mass 20 kg and radius 0.3 m spins at 1200 rpm. Find its kinetic energy.', { locale: 'en' }).verified).toBe(false);
    expect(solve('Find the moment of inertia of a rod of mass 2 kg and length 1 m.', { locale: 'en' }).verified).toBe(false);
    expect(solve('A solid disc of mass 4 kg and radius 0.5 m. Find the moment of inertia about a diameter.', { locale: 'en' }).verified).toBe(false);
  });
});
