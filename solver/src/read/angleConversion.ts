import { parseNode } from '../parse/math';
import { toAscii } from '../format/ascii';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * An angle converted between degrees and radians: "Convert 45° to radians", "135 degrees in
 * radians", "Express 5π/6 in degrees", « Convertir 120° en radians », « Exprimer 3π/4 rad en degrés ».
 * Read as the value times π/180 (or 180/π), computed exactly.
 */
const VERB = String.raw`(?:(?:convert|express|write|change|give|what\s+is|convertir|exprimer|ecrire|donner)\s+)?`;
const TO_RADIANS = new RegExp(String.raw`^\s*${VERB}(-?\d+(?:[.,]\d+)?)\s*(?:°|deg(?:rees?)?|degres?)\s+(?:to|in|into|en)\s+(?:radians?|rad)\s*[.?!]?\s*$`, 'i');
const TO_DEGREES = new RegExp(String.raw`^\s*${VERB}(.+?)\s*(rad(?:ians?)?)?\s+(?:to|in|into|en)\s+(?:degrees?|degres?|°)\s*[.?!]?\s*$`, 'i');

export function readAngleConversion(problem: ProblemInput): TaskOf<'evaluate'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const toRadians = TO_RADIANS.exec(t);
  if (toRadians) return { kind: 'evaluate', expr: `${toRadians[1].replace(',', '.')}*pi/180`, quantity: 'radians' };
  const toDegrees = TO_DEGREES.exec(t);
  // an angle in radians: a multiple of π, or a number said to be in radians
  if (!toDegrees || !(/pi|π/i.test(toDegrees[1]) || toDegrees[2])) return null;
  try {
    const angle = toAscii(parseNode(toDegrees[1].replace(/π/g, 'pi')));
    // only a multiple of π with numbers: no letter but π
    if (/[a-z]/i.test(angle.replace(/\bpi\b/g, ''))) return null;
    return { kind: 'evaluate', expr: `(${angle})*180/pi`, quantity: 'degrees' };
  } catch {
    return null;
  }
}
