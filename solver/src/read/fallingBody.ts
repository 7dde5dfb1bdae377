import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readOdeTask } from './ode';

/**
 * A body falling against a resistance proportional to its speed, told as a story: "An object of
 * mass 2 kg is dropped from rest and experiences air resistance 0.5v. Taking g = 9.8 m/s², find its
 * velocity after 5 seconds", « une bille de 0,1 kg lâchée sans vitesse initiale subit un frottement
 * 0,2 v … vitesse au bout de 3 s ». Newton's second law gives m v′ = m g − k v with v(0) = v₀: that
 * equation is the task, stated back so the model shows, with the velocity asked at a time or as a
 * function of t. g is 9.8 m/s² unless given. A resistance in v² or any unit other than kg, m, s
 * leaves the text unread.
 */
const DRAG = /(?<![\p{L}])(?:air\s+resistance|drag|resistance|frottements?|force\s+de\s+frottement|r[ée]sistance\s+de\s+l['’]\s*air)(?![\p{L}])/iu;
const FALL = /(?<![\p{L}])(?:dropped|falls?|falling|released|chute|tombe|l[âa]ch[ée]e?|abandonn[ée]e?)(?![\p{L}])/iu;
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const n = (s: string): number => Number(s.replace(',', '.'));

export function readFallingBody(problem: ProblemInput): TaskOf<'ode'> | null {
  const t = problem.text;
  if (!DRAG.test(t) || !FALL.test(t)) return null;
  // a resistance in v² is another equation
  if (/v\s*(?:\^\s*2|²)|square\s+of\s+(?:the\s+|its\s+)?(?:velocity|speed)|carr[ée]\s+de\s+la\s+vitesse/iu.test(t)) return null;
  const masses = [...t.matchAll(new RegExp(String.raw`${NUM}\s*(?:kg|kilograms?|kilogrammes?)(?![\p{L}])`, 'giu'))];
  const drag = new RegExp(String.raw`(?:resistance|drag|frottements?|force)[^.?!]{0,40}?${NUM}\s*\*?\s*v(?![\p{L}\d])`, 'iu').exec(t);
  if (masses.length !== 1 || !drag) return null;
  const g = new RegExp(String.raw`(?<![\p{L}])g\s*=\s*${NUM}`, 'u').exec(t);
  const v0 = new RegExp(String.raw`(?:initial\s+(?:velocity|speed)|vitesse\s+initiale)\s*(?:of|de|=|:)?\s*${NUM}\s*m\s*/\s*s`, 'iu').exec(t);
  // dropped, from rest, « sans vitesse initiale »: v(0) = 0; a velocity given otherwise
  const start = v0 ? n(v0[1]) : /from\s+rest|at\s+rest|dropped|sans\s+vitesse\s+initiale|l[âa]ch[ée]e?|au\s+repos/iu.test(t) ? 0 : null;
  if (start === null) return null;
  const [m, k, gv] = [n(masses[0][1]), n(drag[1]), g ? n(g[1]) : 9.8];
  if (m <= 0 || k <= 0) return null;
  // the velocity asked: at one time (in seconds), or as a function of t
  const at = new RegExp(String.raw`(?:velocity|speed|vitesse)[^.?!]*?(?:after|at\s+t\s*=|au\s+bout\s+de|apr[èe]s|[àa]\s+t\s*=|when\s+t\s*=)\s*${NUM}\s*(?:s|sec(?:ond)?s?|secondes?)?(?![\p{L}])`, 'iu').exec(t);
  const asFunction = /v\s*\(\s*t\s*\)|(?:velocity|speed)\s+(?:at\s+(?:any\s+)?time\s+t|as\s+a\s+function\s+of\s+(?:time|t))|vitesse\s+(?:[àa]\s+l['’]\s*instant\s+t|en\s+fonction\s+du\s+temps)/iu.test(t);
  if (!at && !asFunction) return null;
  const fmt = (x: number): string => String(Number(x.toPrecision(12)));
  const task = readOdeTask({ ...problem, text: `dv/dt = ${fmt(gv)} - ${fmt(k / m)}*v, v(0) = ${fmt(start)}` });
  if (!task || task instanceof Error) return null;
  return at ? { ...task, at: at[1].replace(',', '.') } : task;
}
