import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readOdeTask } from './ode';
import { question } from './formulaFamilies';

/**
 * A body falling against a resistance proportional to its speed, told as a story: "An object of
 * mass 2 kg is dropped from rest and experiences air resistance 0.5v. Taking g = 9.8 m/s², find its
 * velocity after 5 seconds", « une bille de 0,1 kg lâchée sans vitesse initiale subit un frottement
 * 0,2 v … vitesse au bout de 3 s ». Newton's second law gives m v′ = m g − k v with v(0) = v₀: that
 * equation is the task, stated back so the model shows, with the velocity asked at a time or as a
 * function of t. g is 9.8 m/s² unless given. A resistance in v² or any unit other than kg, m, s
 * leaves the text unread.
 * A body thrown upward is taken with up positive: gravity and a linear drag −k v both slow it while
 * it rises, m v′ = −m g − k v. The distance fallen after a time is x(t) with m x″ = m g − k x′.
 */
const DRAG = /(?<![\p{L}])(?:air\s+resistance|drag|resistance|frottements?|force\s+de\s+frottement|r[ée]sistance\s+de\s+l['’]\s*air)(?![\p{L}])/iu;
const FALL = /(?<![\p{L}])(?:dropped|falls?|falling|released|chute|tombe|l[âa]ch[ée]e?|abandonn[ée]e?)(?![\p{L}])/iu;
const UP = /(?<![\p{L}])(?:upwards?|straight\s+up|vertically\s+up|(?:thrown|projected|launched|fired|shot|tossed)\s+up|vers\s+le\s+haut|ascendante?|monte)(?![\p{L}])/iu;
const DOWN = /(?<![\p{L}])(?:downwards?|straight\s+down|vertically\s+down|vers\s+le\s+bas)(?![\p{L}])/iu;
const THROWN = /(?<![\p{L}])(?:thrown|throws?|projected|launched|fired|shot|tossed|lanc[ée]e?s?|projet[ée]e?s?)(?![\p{L}])/iu;
/** A distance, not a speed, asked: how far it has fallen, « quelle distance a-t-il parcourue ». */
const DISTANCE = /how\s+far|distance|displacement|fallen|dropped\s+through|travel+ed|covered|position|height|how\s+high|altitude|parcouru|hauteur|d[ée]placement|de\s+combien|tomb[ée]e?\s+de/iu;
const VELOCITY = /velocity|speed|vitesse|v\s*\(/iu;
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const n = (s: string): number => Number(s.replace(',', '.'));

export function readFallingBody(problem: ProblemInput): TaskOf<'ode'> | null {
  const t = problem.text;
  const up = UP.test(t);
  const down = DOWN.test(t);
  if (!DRAG.test(t) || !(FALL.test(t) || up || down) || (up && down)) return null;
  // a resistance in v² is another equation
  if (/v\s*(?:\^\s*2|²)|square\s+of\s+(?:the\s+|its\s+)?(?:velocity|speed)|carr[ée]\s+de\s+la\s+vitesse/iu.test(t)) return null;
  const masses = [...t.matchAll(new RegExp(String.raw`${NUM}\s*(?:kg|kilograms?|kilogrammes?)(?![\p{L}])`, 'giu'))];
  const drag = new RegExp(String.raw`(?:r[ée]sistance|drag|frottements?|force)[^.?!]{0,40}?${NUM}\s*\*?\s*v(?![\p{L}\d])`, 'iu').exec(t);
  if (masses.length !== 1 || !drag) return null;
  const g = new RegExp(String.raw`(?<![\p{L}])g\s*=\s*${NUM}`, 'u').exec(t);
  const v0 = new RegExp(String.raw`(?:initial\s+(?:velocity|speed)|vitesse\s+initiale)\s*(?:of|de|=|:)?\s*${NUM}\s*m\s*/\s*s`, 'iu').exec(t);
  // dropped, from rest, « sans vitesse initiale »: v(0) = 0; a velocity given otherwise
  const start = v0 ? n(v0[1]) : /from\s+rest|at\s+rest|dropped|sans\s+vitesse\s+initiale|l[âa]ch[ée]e?|au\s+repos/iu.test(t) ? 0 : null;
  if (start === null) return null;
  // thrown with a speed but no direction told: up and down are different equations
  if (start !== 0 && THROWN.test(t) && !up && !down) return null;
  const [m, k, gv] = [n(masses[0][1]), n(drag[1]), g ? n(g[1]) : 9.8];
  if (m <= 0 || k <= 0) return null;
  // the quantity asked, read in the question only (a clause defining v is no velocity asked)
  const q = question(t);
  const distance = DISTANCE.test(q);
  if (distance && VELOCITY.test(q)) return null;
  const time = String.raw`(?:after|at\s+t\s*=|au\s+bout\s+de|apr[èe]s|[àa]\s+t\s*=|when\s+t\s*=)\s*${NUM}\s*(?:s|sec(?:ond)?s?|secondes?)?(?![\p{L}])`;
  const at = distance ? new RegExp(time, 'iu').exec(q) : new RegExp(String.raw`(?:velocity|speed|vitesse)[^.?!;]*?${time}`, 'iu').exec(q);
  const asFunction = !distance && /v\s*\(\s*t\s*\)|(?:velocity|speed)\s+(?:at\s+(?:any\s+)?time\s+t|as\s+a\s+function\s+of\s+(?:time|t))|vitesse\s+(?:[àa]\s+l['’]\s*instant\s+t|en\s+fonction\s+du\s+temps)/iu.test(q);
  if (!at && !asFunction) return null;
  // the distance fallen only for a body going down all along
  if (distance && up) return null;
  const fmt = (x: number): string => String(Number(x.toPrecision(12)));
  const c = k / m;
  if (up && at) {
    // past the top the body comes down: a negative velocity, not the speed a student reads; left unread
    const top = Math.log(1 + (c * start) / gv) / c;
    if (Number(at[1].replace(',', '.')) >= top) return null;
  }
  const equation = distance
    ? `d^2x/dt^2 = ${fmt(gv)} - ${fmt(c)}*dx/dt, x(0) = 0, x'(0) = ${fmt(start)}`
    : up ? `dv/dt = -${fmt(gv)} - ${fmt(c)}*v, v(0) = ${fmt(start)}` : `dv/dt = ${fmt(gv)} - ${fmt(c)}*v, v(0) = ${fmt(start)}`;
  const task = readOdeTask({ ...problem, text: equation });
  if (!task || task instanceof Error) return null;
  return at ? { ...task, at: at[1].replace(',', '.') } : task;
}
