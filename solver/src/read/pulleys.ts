import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * Two pulleys joined by a belt, in English and French: the belt runs at the same speed on both,
 * so N₁D₁ = N₂D₂. Each diameter and speed belongs to the driver (the motor's pulley) or the
 * driven one by the words next to it; the quantity asked is the one left, a speed or a diameter.
 */
type Mech = TaskOf<'mechanics'>;
type Side = 'driver' | 'driven';

const BELT = /pulley|poulie|\bbelt\b|courroie|sheave/i;
const DRIVEN = /\bdriven\b|follower|men[ée]e\b|r[ée]ceptrice|\boutput\b|\bsortie\b|\bfan\b|spindle|ventilateur/i;
const DRIVER = /\bdriv(?:er|e|ing)\b|\bmotor\b|moteur|menante|motrice|\binput\b|entr[ée]e/i;

const OBJECT = /(?:\b(?:drives?|turns?|entra[îi]ne(?:nt)?)\s+(?:(?:by\s+(?:a\s+)?belt|par\s+(?:une\s+)?courroie|a\s+belt\s+(?:to|connected\s+to))\s+)?|\b(?:connected|linked|joined|belted|coupled|reli[ée]e?|accoupl[ée]e?)\s+(?:by\s+a\s+belt\s+|par\s+(?:une\s+)?courroie\s+)?(?:to|à))\s*(?:an?|the|une?|la|le)?\s*(?:pulley\s+(?:of|with)\s+(?:(?:a\s+)?diameter\s+(?:of\s+)?)?|poulie\s+(?:r[ée]ceptrice\s+)?(?:de\s+)?(?:diam[èe]tre\s+)?)?$/i;

const sideIn = (words: string): Side | null => (DRIVEN.test(words) ? 'driven' : DRIVER.test(words) ? 'driver' : null);

/** The last pulley named in words ('the motor … its pulley … the driven one'). */
function lastSide(words: string): Side | null {
  const hits = [...words.matchAll(new RegExp(`(${DRIVEN.source})|(${DRIVER.source})`, 'gi'))];
  const last = hits.pop();
  return last ? (last[1] ? 'driven' : 'driver') : null;
}

/**
 * The pulley a quantity belongs to: the words right after it ('a 150 mm driver pulley'), else
 * those of its clause before it, else the last pulley its sentence named before it (« une poulie
 * motrice de 120 mm tourne à 1500 tr/min »).
 */
function sideOf(rest: string, qs: Found[], q: Found): Side | null {
  const after = following(rest, qs, q).split(/\b(?:and|et|with|avec|which|qui)\b/i)[0].split(/\s+/).slice(0, 4).join(' ');
  const before = own(rest, qs, q).split(/[,;]|\b(?:and|et)\b/i).pop() ?? '';
  // the object of 'drives' is the driven pulley ('… drives a 9 inch pulley', « entraîne une poulie de 200 mm »)
  // ('… drives a belt to a pulley of diameter 250 mm', 'connected by a belt to a 250 mm pulley', « reliée par courroie à une poulie de 250 mm »)
  const object = OBJECT.test(before) ? 'driven' : null;
  return sideIn(after) ?? object ?? sideIn(before) ?? lastSide(rest.slice(0, q.at).split(/[.;!?](?=\s|$)/).pop() ?? '');
}

export function readPulleys({ raw, rest, qs }: Situation): Mech | null {
  if (!BELT.test(raw) || /gear|engrenage|teeth|dents/i.test(raw)) return null;
  const D = of(qs, DIMS.L);
  const W = of(qs, DIMS.freq);
  if (D.length > 2 || W.length > 2 || D.length + W.length !== 3 || !exactly(qs, D, W) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  for (const q of [...D, ...W]) {
    const side = sideOf(rest, qs, q);
    // two of a kind: the one not named is the other pulley's
    const other = (D.includes(q) ? D : W).find((x) => x !== q);
    const guessed = side ?? (other ? (sideOf(rest, qs, other) === 'driver' ? 'driven' : sideOf(rest, qs, other) === 'driven' ? 'driver' : null) : null);
    if (!guessed) return null;
    const key = D.includes(q) ? (guessed === 'driver' ? 'Dp1' : 'Dp2') : guessed === 'driver' ? 'w1' : 'w2';
    if (knowns[key] !== undefined) return null;
    knowns[key] = q.si;
  }
  const [want] = ['w1', 'w2', 'Dp1', 'Dp2'].filter((k) => knowns[k] === undefined);
  const q = question(raw);
  const speed = /speed|rpm|vitesse|revolutions|tours|how\s+fast/i.test(q);
  const size = /diam|size|taille|how\s+(?:big|large)/i.test(q);
  if (speed === size || speed !== want.startsWith('w')) return null;
  // a side named in the question must be the one asked
  const named = sideIn(q.replace(/\bdriv(?:e|ing)\b/gi, ' '));
  if (named && named !== (want.endsWith('1') ? 'driver' : 'driven')) return null;
  const unit = want.startsWith('w') ? 'rpm' : D[0].unit;
  return { kind: 'mechanics', knowns, want, unit };
}
