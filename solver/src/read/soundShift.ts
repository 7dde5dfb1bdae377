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

/** The nouns told at rest: a source or listener word just before (or just after) a word of stillness. */
function stillNouns(raw: string): { noun: string; source: boolean }[] {
  const out: { noun: string; source: boolean }[] = [];
  for (const m of raw.matchAll(STILL)) {
    // "a stationary observer": the word of stillness stands before its noun
    // (its first or second word after: "a stationary observer", "a stationary police car", past a
    // quantity told between them: "a stationary 500 Hz source")
    const words = /^\s+(?:\d+(?:[.,]\d+)?[\s-]*\p{L}+\s+)?(\p{L}+)(?:\s+(\p{L}+))?/u.exec(raw.slice((m.index ?? 0) + m[0].length)) ?? [];
    const next = [words[1] ?? '', words[2] ?? ''].find((w) => SOURCE.test(w) || LISTENER.test(w));
    if (/^stationary$/i.test(m[0]) && next) {
      out.push({ noun: next, source: SOURCE.test(next) });
      continue;
    }
    const near = raw.slice(Math.max(0, (m.index ?? 0) - 45), m.index);
    const s = [...near.matchAll(new RegExp(SOURCE.source, 'gi'))].pop();
    const l = [...near.matchAll(new RegExp(LISTENER.source, 'gi'))].pop();
    const si = s?.index ?? -1;
    const li = l?.index ?? -1;
    if (s && si > li) out.push({ noun: s[0], source: true });
    else if (l && li > si) out.push({ noun: l[0], source: false });
  }
  return out;
}

/** A vehicle may carry the siren or the one who hears: its word alone does not say which. */
const VEHICLE = /^(?:trains?|cars?|voitures?|camions?|trucks?|bus|motos?|motorcycles?)$/i;
/** Someone inside a vehicle: "the driver of the car", « le conducteur de la voiture ». */
const INSIDE = /\b(?:driver|passengers?|occupants?|people|person|conducteur|conductrice|passag[eè]re?s?|occupants?)\s+(?:of|in|inside|aboard|de|du|dans)\s+(?:the\s+|a\s+|an\s+|la\s+|le\s+|l'|une\s+|un\s+)?(\p{L}+)/iu;
/** Who the question says hears: "does the pedestrian hear", "heard by the man", « perçoit le piéton ». */
const WHO_HEARS = [
  /\b(?:does|do|will|would|did)\s+(?:the\s+|a\s+|an\s+|this\s+|that\s+)?(.{1,60}?)\s+(?:hear|perceive|detect|receive|measure|observe|register)/iu,
  /\b(?:heard|perceived|detected|received|measured|observed)\s+(?:by|in|inside|aboard)\s+(?:the\s+|a\s+|an\s+)?(.{1,60})/iu,
  /(?:per[çc]oit|entend|mesure|d[ée]tecte|re[çc]oit|capte)(?:-t-il|-t-elle)?\s+(?:le\s+|la\s+|l'|un\s+|une\s+)(.{1,60})/iu,
  /\b(?:le|la|l')\s*(.{1,60}?)\s+(?:per[çc]oit|entend|mesure|d[ée]tecte|re[çc]oit|capte)\b/iu,
  /(?:per[çc]ue?|entendue?|mesur[ée]e?|d[ée]tect[ée]e?|re[çc]ue?|capt[ée]e?)\s+(?:par|dans)\s+(?:le\s+|la\s+|l'|un\s+|une\s+)?(.{1,60})/iu,
];
const same = (a: string, b: string): boolean => a.toLowerCase().replace(/s$/, '') === b.toLowerCase().replace(/s$/, '');

/** The noun of the one who hears, as the question names it; null when it names no one or only "the driver". */
function hearer(q: string): string | null {
  for (const re of WHO_HEARS) {
    const phrase = re.exec(q)?.[1];
    if (!phrase) continue;
    const inside = INSIDE.exec(phrase);
    if (inside) return inside[1];
    const noun = /\p{L}+/u.exec(phrase.replace(/^(?:the|a|an|le|la|l'|un|une)\s+/i, ''))?.[0] ?? '';
    // "the driver" alone, "he", "you": which one is meant is not said
    if (!noun || /^(?:driver|passengers?|conducteur|conductrice|passag|he|she|it|they|you|il|elle|on|vous|frequency|fr[ée]quence)/i.test(noun)) return null;
    if (SOURCE.test(noun) || LISTENER.test(noun)) return noun;
    return null;
  }
  return null;
}

/**
 * Which of the two is at rest. The one who hears, when the question names it, settles a vehicle
 * told at rest ("a train approaching a stationary car … does the driver of the car hear": the car
 * is the listener); a vehicle at rest with no one named as hearing is not read.
 */
function still(raw: string, q: string): { source: boolean; listener: boolean } {
  const out = { source: false, listener: false };
  const who = hearer(q);
  for (const n of stillNouns(raw)) {
    if (who) {
      if (same(n.noun, who)) out.listener = true;
      else out.source = true;
    } else if (VEHICLE.test(n.noun)) {
      return { source: false, listener: false };
    } else if (n.source) out.source = true;
    else out.listener = true;
  }
  return out;
}

/**
 * An echo is shifted twice (going out and coming back), and a wall, a cliff or an observer behind
 * the source makes the motion towards something other than the listener: none of these is read.
 */
const ELSEWHERE = /\becho|[ée]cho\b|reflect|r[ée]fl[ée]chi|\bwall\b|\bcliffs?\b|\bbuilding|\bmur\b|falaise|paroi|b[âa]timent|obstacle|\bbehind\b|derri[èe]re/i;

export function readDoppler({ raw, rest, qs }: Situation): Wave | null {
  const F = hertz(qs);
  const S = of(qs, DIMS.speed);
  if (F.length < 1 || F.length > 2 || S.length !== 3 - F.length || !exactly(qs, F, S) || !SOURCE.test(raw) || !allPlaced(rest, qs)) return null;
  // the speed of sound is the one told as such; the other is how fast the moving one goes
  // (or labelled so: "v sound = 343 m/s", "v_son = 340 m/s", "c = 340 m/s")
  const sound = S.filter((q) => SOUND.test(own(rest, qs, q)) || SOUND.test(q.label ?? '') || /^c$/.test(q.label ?? '') || /^\s*(?:in\s+(?:the\s+)?air|dans\s+l'air|(?:for|as|is)?\s*(?:the\s+)?(?:speed|velocity)\s+of\s+sound|pour\s+la\s+(?:c[ée]l[ée]rit[ée]|vitesse)\s+du\s+son)/i.test(following(rest, qs, q)));
  // the formula's own letter: a speed labelled v beside one told in words ("… at 30 m/s (v = 340 m/s)") is the sound's
  if (sound.length === 0) sound.push(...S.filter((q) => /^v$/i.test(q.label ?? '') && S.every((o) => o === q || !o.label)));
  if (sound.length !== 1) return null;
  const mover = S.find((q) => q !== sound[0]);
  if (ELSEWHERE.test(raw)) return null;
  const q = question(raw);
  const at = still(raw, q);
  if (at.source === at.listener) return null;
  const toward = APPROACH.test(raw);
  const away = RECEDE.test(raw);
  if (toward === away) return null;
  const speed = at.listener ? (toward ? 'vsa' : 'vsr') : toward ? 'voa' : 'vor';
  const knowns: Record<string, number> = { vsnd: sound[0].si };
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
