import type { Text } from '../i18n';
import type { TaskOf } from '../task/task';
import { sig } from '../chemistry/quantity';

/** Whether a body slides, stated back to the student and written as a canonical text read back (read/slide.ts). */
type Slide = TaskOf<'slide_check'>;

export function slideStatement(t: Slide): Text {
  const deg = t.incline !== undefined ? `${sig((t.incline * 180) / Math.PI)}°` : '';
  const data = [t.mass !== undefined ? `m = ${sig(t.mass)} kg` : '', t.push !== undefined ? `F = ${sig(t.push)} N` : '', `μs = ${sig(t.mus)}`, `g = ${sig(t.g)} m/s²`].filter(Boolean).join(', ');
  const [en, fr] = t.incline !== undefined
    ? [`on an incline at ${deg}`, `sur un plan incliné à ${deg}`]
    : ['on a level floor, pushed horizontally', 'sur un sol horizontal, poussé horizontalement'];
  return t.rest
    ? { en: `Does the body stay at rest ${en}? (${data})`, fr: `Le corps reste-t-il immobile ${fr} ? (${data})` }
    : { en: `Does the body at rest slide ${en}? (${data})`, fr: `Le corps au repos glisse-t-il ${fr} ? (${data})` };
}

export function slideText(t: Slide): string {
  const parts = [`mus = ${t.mus}`, `g = ${t.g}`, ...(t.mass !== undefined ? [`m = ${t.mass}`] : []), ...(t.push !== undefined ? [`F = ${t.push}`] : []), ...(t.incline !== undefined ? [`incline = ${t.incline}`] : [])];
  return `slide_check: ${parts.join('; ')}; find ${t.rest ? 'rest' : 'slides'}`;
}
