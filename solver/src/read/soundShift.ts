import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * Two sounds heard together and a sound from something moving, in English and French.
 * Beats: two frequencies give the beat frequency |f₁ − f₂| (one frequency and the beats would give
 * two answers, so that is not read). The Doppler effect in still air, one of the two moving along
 * the line between them and the other told at rest: a source coming closer f' = f·v/(v − vₛ),
 * going away f·v/(v + vₛ); a listener coming closer f·(v + vₒ)/v, going away f·(v − vₒ)/v. The
 * speed of sound must be told (its value varies with the air); who moves, and which way, must be
 * told too, else nothing is read.
 */
type Wave = TaskOf<'waves'>;

const hertz = (qs: Found[]): Found[] => of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));

export function readBeats({ raw, rest, qs }: Situation): Wave | null {
  const F = hertz(qs);
  if (!/\bbeats?\b|battements?/i.test(raw) || F.length !== 2 || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  if (!/beat|battement/i.test(question(raw))) return null;
  return { kind: 'waves', knowns: { fx1: F[0].si, fx2: F[1].si }, want: 'fbt', unit: 'Hz' };
}

const SOURCE = /\bsources?\b|siren|sir[èe]ne|\bhorns?\b|klaxon|whistle|sifflet|ambulance|police|fire\s+(?:engine|truck)|pompiers|\btrains?\b|\bcars?\b|voiture|camion|\btruck|\bbus\b|[ée]metteur|speaker|haut-parleur|tuning\s+fork|diapason|\bbat\b|chauve-souris|moto|motorcycle|bell|cloche|alarm/i;
const LISTENER = /observer|listener|\bperson\b|\bman\b|\bwoman\b|\bboy\b|\bgirl\b|pedestrian|cyclist|detector|microphone|observateur|auditeur|pi[ée]ton|cycliste|d[ée]tecteur|micro(?:phone)?\b|\byou\b/i;
const STILL = /stationary|at\s+rest|standing\s+(?:still|by)|not\s+moving|\bimmobile|au\s+repos|\bfixe\b|arr[êe]t[ée]e?/gi;
const APPROACH = /approach|\btowards?\b|coming\s+closer|moves?\s+closer|se\s+rapproch|s'approch|\bvers\b|en\s+direction\s+d|arrive/i;
const RECEDE = /\baway\b|reced|moving\s+off|s'[ée]loign|[ée]loign/i;
const SOUND = /sound|\bson\b|\bair\b|c[ée]l[ée]rit[ée]/i;
const HEARD = /hear|heard|observed|perceived|apparent|detected|receiv|per[çc]ue?|per[çc]oit|entend|re[çc]ue?|mesur[ée]e?\s+par/i;
const EMITTED = /emit|emitted|produce|actual|\btrue\b|original|[ée]met|[ée]mise|propre|r[ée]elle/i;

/** Which of the two is told at rest: a source or listener word just before a word of stillness. */
function still(raw: string): { source: boolean; listener: boolean } {
  const out = { source: false, listener: false };
  for (const m of raw.matchAll(STILL)) {
    // "a stationary observer": the word of stillness stands before its noun
    // (its first or second word after: "a stationary observer", "a stationary police car")
    const words = /^\s+(\p{L}+)(?:\s+(\p{L}+))?/u.exec(raw.slice((m.index ?? 0) + m[0].length)) ?? [];
    const next = [words[1] ?? '', words[2] ?? ''].find((w) => SOURCE.test(w) || LISTENER.test(w));
    if (/^stationary$/i.test(m[0]) && next) {
      if (SOURCE.test(next)) out.source = true;
      else out.listener = true;
      continue;
    }
    const near = raw.slice(Math.max(0, (m.index ?? 0) - 45), m.index);
    const s = [...near.matchAll(new RegExp(SOURCE.source, 'gi'))].pop()?.index ?? -1;
    const l = [...near.matchAll(new RegExp(LISTENER.source, 'gi'))].pop()?.index ?? -1;
    if (s > l) out.source = true;
    else if (l > s) out.listener = true;
  }
  return out;
}

export function readDoppler({ raw, rest, qs }: Situation): Wave | null {
  const F = hertz(qs);
  const S = of(qs, DIMS.speed);
  if (F.length < 1 || F.length > 2 || S.length !== 3 - F.length || !exactly(qs, F, S) || !SOURCE.test(raw) || !allPlaced(rest, qs)) return null;
  // the speed of sound is the one told as such; the other is how fast the moving one goes
  const sound = S.filter((q) => SOUND.test(own(rest, qs, q)) || /^\s*(?:in\s+(?:the\s+)?air|dans\s+l'air|(?:for|as|is)?\s*(?:the\s+)?(?:speed|velocity)\s+of\s+sound|pour\s+la\s+(?:c[ée]l[ée]rit[ée]|vitesse)\s+du\s+son)/i.test(following(rest, qs, q)));
  if (sound.length !== 1) return null;
  const mover = S.find((q) => q !== sound[0]);
  const at = still(raw);
  if (at.source === at.listener) return null;
  const toward = APPROACH.test(raw);
  const away = RECEDE.test(raw);
  if (toward === away) return null;
  const speed = at.listener ? (toward ? 'vsa' : 'vsr') : toward ? 'voa' : 'vor';
  const knowns: Record<string, number> = { vsnd: sound[0].si };
  const q = question(raw);
  if (F.length === 2) {
    // the frequency heard is the one said heard; the other is the one emitted
    const heard = F.filter((x) => HEARD.test(own(rest, qs, x)) || HEARD.test(following(rest, qs, x)));
    if (heard.length !== 1 || !/speed|velocity|how\s+fast|vitesse/i.test(q)) return null;
    return { kind: 'waves', knowns: { ...knowns, fobs: heard[0].si, fsrc: F.find((x) => x !== heard[0])?.si ?? NaN }, want: speed, unit: 'm/s' };
  }
  if (!mover) return null;
  knowns[speed] = mover.si;
  const [f] = F;
  const words = `${own(rest, qs, f)} ${following(rest, qs, f)}`;
  // a frequency asked: heard unless the question asks the one emitted
  if (!/frequenc|fr[ée]quence|pitch|hauteur/i.test(q)) return null;
  const givenHeard = HEARD.test(words) && !EMITTED.test(words);
  if (givenHeard) return EMITTED.test(q) ? { kind: 'waves', knowns: { ...knowns, fobs: f.si }, want: 'fsrc', unit: 'Hz' } : null;
  return { kind: 'waves', knowns: { ...knowns, fsrc: f.si }, want: 'fobs', unit: 'Hz' };
}
