import type { TaskOf } from '../task/task';

/**
 * Whether a body slides, checked by another road than the method's: on a level floor the
 * acceleration the push alone would need friction to cancel, F/m, against the most friction can
 * give, μs g; on an incline the angle against the angle of repose arctan μs. A case within 1 % of
 * the edge is not confirmed.
 */
export function verifySlide(t: TaskOf<'slide_check'>, answer: { kind: string; value: string }): boolean {
  if (answer.kind !== 'bool' || !/^(?:True|False)$/.test(answer.value)) return false;
  let slides: boolean;
  if (t.incline !== undefined) {
    if (t.push !== undefined) return false;
    const repose = Math.atan(t.mus);
    if (Math.abs(Math.tan(t.incline) - t.mus) <= 0.01 * Math.max(Math.tan(t.incline), t.mus)) return false;
    slides = t.incline > repose;
  } else {
    if (t.push === undefined || t.mass === undefined) return false;
    const needed = t.push / t.mass;
    const most = t.mus * t.g;
    if (Math.abs(needed - most) <= 0.01 * Math.max(needed, most)) return false;
    slides = needed > most;
  }
  return (answer.value === 'True') === (t.rest ? !slides : slides);
}
