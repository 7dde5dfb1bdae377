import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean } => {
  const s = solve(input, { subject: 'engineering', locale });
  return { v: s.answer?.value, ok: s.verified };
};

describe('a lever or seesaw balanced about its pivot', () => {
  it('gives the distance one side must sit at', () => {
    expect(answer('A seesaw is balanced when a 25 kg girl sits 2 m from the pivot. How far from the pivot must her 50 kg father sit?')).toEqual({ v: '1.00 m', ok: true });
    expect(answer("Une balançoire à bascule est en équilibre : un enfant de 30 kg est assis à 1,5 m du pivot. À quelle distance du pivot doit s'asseoir un adulte de 75 kg ?", 'fr')).toEqual({ v: '0.600 m', ok: true });
  });

  it('gives the effort that balances a load', () => {
    expect(answer('A lever balances a 600 N load placed 0.3 m from the fulcrum. The effort is applied 1.2 m from the fulcrum on the other side. What effort is needed?')).toEqual({ v: '150 N', ok: true });
  });

  it('leaves a lever with masses and forces mixed, or no balance told, unread', () => {
    expect(answer('A 20 kg child sits 1 m from the pivot of a seesaw and a 300 N force pushes 2 m from it. Distance?').v).toBeUndefined();
  });
  it("takes the bar's whole length for no arm: the other arm is what is left of it", () => {
    expect(answer("Un levier de 2 m de long pivote à 0,4 m d'une extrémité où est suspendue une charge de 600 N. Quelle force faut-il exercer à l'autre extrémité pour l'équilibrer ?", 'fr')).toEqual({ v: '150 N', ok: true });
    expect(answer('A 3 m long crowbar pivots 0.5 m from the end carrying a 1200 N load. What force applied at the other end balances it?')).toEqual({ v: '240 N', ok: true });
    expect(answer('A seesaw 4 m long is balanced when a 25 kg girl sits 2 m from the pivot. How far from the pivot must her 50 kg father sit?')).toEqual({ v: '1.00 m', ok: true });
    // the pivot placed so far from the load, the effort at the other end: the load is at the first end
    expect(answer('A lever is 3 m long with the fulcrum 0.5 m from a 600 N load. What effort at the other end balances it?')).toEqual({ v: '120 N', ok: true });
    expect(answer("Un levier de 2 m de long a son point d'appui à 40 cm de la charge de 800 N. Quelle force faut-il exercer à l'autre extrémité pour l'équilibrer ?", 'fr')).toEqual({ v: '200 N', ok: true });
    expect(answer('Consider a crowbar which is 1.5 m long. The fulcrum is placed 0.3 m from a 1200 N rock; what force applied at the other end keeps it balanced?')).toEqual({ v: '300 N', ok: true });
    // load and effort on the same side of the pivot: the arms do not add up to the bar
    expect(answer('A 1.2 m long wheelbarrow lever has its 600 N load 0.4 m from the wheel pivot. What force at the other end balances it?').v).toBeUndefined();
  });
  it('measures both arms from a pivot at one end: the effort at the other end acts at the whole length', () => {
    expect(answer('A 2 m lever has its pivot at one end. A load of 600 N hangs 0.5 m from the pivot. What effort applied at the other end balances it?')).toEqual({ v: '150 N', ok: true });
    expect(answer("Un levier de 2 m a son point d'appui à une extrémité. Une charge de 600 N est suspendue à 0,5 m du point d'appui. Quel effort faut-il appliquer à l'autre extrémité pour l'équilibrer ?", 'fr')).toEqual({ v: '150 N', ok: true });
    expect(answer('A uniform plank 3 m long is pivoted at one end. A 90 kg mass sits 1 m from the pivot. What mass placed at the other end balances it?')).toEqual({ v: '30.0 kg', ok: true });
    expect(answer('A 2 m lever has its pivot at one end. A load of 600 N hangs 0.5 m from the other end. What effort applied at the other end balances it?').v).toBeUndefined();
  });
});
