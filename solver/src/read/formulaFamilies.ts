import type { TaskOf } from '../task/task';
import { DIMS, sameDim, unitOf, type Dim } from '../physics/units';
import { readEfficiency } from './efficiency';
import { readCapacitorGroup } from './capacitorGroup';
import { readGearRatio } from './gearRatio';
import { readHeat } from './heat';
import { readExpansion } from './expansion';
import { readHeatEngine, readIsobaricWork } from './heatEngines';
import { readMassSpring } from './oscillators';
import { readRotation } from './rotation';
import { readFractionSubmerged, readWaterPressure } from './floating';
import { readEfficiencyChain } from './efficiencyChain';
import { readPumpPower } from './pumpPower';
import { readRunningCost } from './cost';
import { readColourCode } from './colourCode';
import { readInductor, readLedResistor, readTransformer } from './components';
import { readJunction } from './junction';
import { readMixing } from './mixing';
import { readFlow } from './flow';
import { readAcPower } from './acPower';
import { readBernoulli } from './bernoulli';
import { readContinuity } from './continuity';
import { readInductorTimeConstant, readRms } from './rlAndRms';
import { readWheatstone } from './wheatstone';
import { readCylinderForce } from './cylinderForce';
import { readReactance } from './reactance';
import { readPulleys } from './pulleys';
import { readLeverBalance } from './leverBalance';
import { readBeamReactions } from './beamReactions';
import { readBendingMoment } from './bendingMoment';
import { readBeamLayout } from './beamLayout';
import { readStarLoad } from './starLoad';
import { readStandingWave, STANDING } from './standingWave';
import { readHarmonicFromAnother } from './harmonics';
import { readStringWave } from './stringWave';
import { readTwoSources } from './twoSources';
import { readIdenticalCells } from './identicalCells';
import { readCellRows } from './cellRows';
import { readSoundLevel } from './soundLevel';
import { readSoundSources } from './soundSources';
import { readBeats, readDoppler } from './soundShift';
import { readIrradiance } from './irradiance';
import { capacitorProcess } from './capacitorProcess';

/**
 * Physics and engineering situations read into the formula catalogue's letters, in English and
 * French: a fall timed to the ground, a projectile's time of flight or highest point, a smooth
 * incline, a lift cable, a spring's energy, the energy at the bottom of a drop, waves from a period
 * or for light, a wire from its resistivity, a capacitor's charge and energy, charging and
 * discharging times, strain, a machine's efficiency from load and effort, a lever, a gearbox with
 * losses, a shaft's power and a factor of safety. Each reader only names the quantities given and
 * the one asked; the method then picks the formulas that link them, so any letter of a formula
 * can be asked. A reader that recognises its situation but cannot place every number returns null.
 */
export interface Found { value: number; unit: string; dim: Dim | 'deg' | 'pct'; si: number; at: number; end: number; label?: string }
export interface Situation {
  /** The text as typed (cleaned). */
  raw: string;
  /** The text without g and μ, where the quantities were found. */
  rest: string;
  qs: Found[];
  g: number;
  /** The quantity the question names, as the physics reader reads it ('v?', 'E?', 'x' …). */
  want: string | null;
  /** A coefficient of friction given (a number without unit, read by its name). */
  mu?: number;
}
type Rel = TaskOf<'kinematics' | 'dynamics' | 'energy' | 'pressure_density' | 'waves' | 'circuits' | 'rc' | 'mechanics'>;
type Reader = (s: Situation) => Rel | null;

export const of = (qs: Found[], d: Dim): Found[] => qs.filter((q) => q.dim !== 'deg' && q.dim !== 'pct' && sameDim(q.dim, d));
export const degs = (qs: Found[]): Found[] => qs.filter((q) => q.dim === 'deg');
const pcts = (qs: Found[]): Found[] => qs.filter((q) => q.dim === 'pct');
/** The sentences that ask (a "?", "find", "calculate" …), else the whole text. */
export const question = (text: string): string => text.split(/[.;:](?=\s|$)/).filter((x) => /\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel|\bhow\b|\bcombien\b/i.test(x)).join(' ') || text;
/** The words just before a quantity (to tell two of the same kind apart). */
const before = (text: string, q: Found, n = 40): string => text.slice(Math.max(0, q.at - n), q.at);
/** The words of a quantity: those between the quantity before it and itself ("length 20 m" in "diameter 2 mm, length 20 m"). */
export const own = (text: string, qs: Found[], q: Found): string => text.slice(Math.max(0, ...qs.filter((x) => x.end <= q.at).map((x) => x.end)), q.at);
/** The words after a quantity, up to the next one or the end of its clause ("10 N of friction"). */
export const following = (text: string, qs: Found[], q: Found): string => text.slice(q.end, Math.min(text.length, ...qs.filter((x) => x.at >= q.end).map((x) => x.at))).split(/[,.;:]/)[0];
/** The part of a sentence from its last command word that follows the data (after a comma, or run on: '… in one minute determine the power'). */
export function commandClause(sentence: string): string {
  const at = [...sentence.matchAll(/(?:,\s*|\s)(?=(?:then\s+|puis\s+|and\s+|et\s+)?(?:find|calculate|compute|determine|work\s+out|what|how|calcule[rz]?|trouve[rz]?|d[ée]termine[rz]?|quel(?:le)?|combien|en\s+d[ée]duire)\b)/gi)]
    .filter((m) => /\d/.test(sentence.slice(0, m.index))).pop();
  return at?.index === undefined ? sentence : sentence.slice(at.index + 1);
}

/** Every number of the text is one of the quantities read (nothing left that would make another problem). */
export function allPlaced(text: string, qs: Found[], also?: RegExp): boolean {
  let left = text;
  for (const q of [...qs].sort((a, b) => b.at - a.at)) left = `${left.slice(0, q.at)} ${left.slice(q.end)}`;
  if (also) left = left.replace(also, ' ');
  left = left.replace(/(?<![\p{L}\d])\p{L}+[_₀-₉\d]+(?![\p{L}\d])/gu, ' ');
  return !/\d/.test(left);
}
/** The quantities are exactly these groups, each at most `max` long. */
export const exactly = (qs: Found[], ...groups: Found[][]): boolean => groups.reduce((n, g) => n + g.length, 0) === qs.length;

function rel(kind: Rel['kind'], knowns: Record<string, number>, want: string, unit: string, extra: Partial<Pick<Rel, 'process'>> = {}): Rel | null {
  return knowns[want] === undefined ? { kind, knowns, want, unit, ...extra } : null;
}

export const FALL = /\bdropped\b|\bfalls?\b|\bfalling\b|free[\s-]*fall|l[âa]ch[ée]e?s?\b|chute\s+libre|\btombe|\bchute\b/i;
export const THROWN = /\bthrown\b|\blaunch|\bprojected\b|\bkicked\b|\bfired\b|\bshot\b|\blanc[ée]|\bprojectile|\btir[ée]?\b/i;

/** A body let go from rest and timed to the ground: the height, or the speed on arrival. */
const fallFromTime: Reader = ({ raw, rest, qs, g, want }) => {
  const T = of(qs, DIMS.T);
  if (!FALL.test(raw) || THROWN.test(raw) || T.length !== 1 || !exactly(qs, T, of(qs, DIMS.M)) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  const w = /how\s+(?:high|tall|deep|far)|profond|hauteur|height|distance/i.test(q) ? 'x' : want === 'v?' ? 'v' : null;
  return w ? rel('kinematics', { v0: 0, a: g, t: T[0].si }, w, w === 'x' ? 'm' : 'm/s') : null;
};

/** A body dropped from rest that reaches the ground at a given speed: the height it fell from (v² = 2gh). */
const dropHeight: Reader = ({ raw, rest, qs, g }) => {
  const S = of(qs, DIMS.speed);
  if (!FALL.test(raw) || THROWN.test(raw) || S.length !== 1 || !exactly(qs, S, of(qs, DIMS.M)) || !allPlaced(rest, qs)) return null;
  return /what\s+height|how\s+high|hauteur|height/i.test(question(raw)) ? rel('kinematics', { g, v: S[0].si }, 'hd', 'm') : null;
};

/** A period alone gives the frequency and a frequency (in Hz) the period, whatever repeats. */
const periodFrequency: Reader = ({ rest, qs, want }) => {
  if (qs.length !== 1 || !allPlaced(rest, qs)) return null;
  const [x] = qs;
  if (want === 'f' && x.dim !== 'deg' && x.dim !== 'pct' && sameDim(x.dim, DIMS.T)) return rel('waves', { T: x.si }, 'f', 'Hz');
  if (want === 'T' && /Hz$/.test(x.unit)) return rel('waves', { f: x.si }, 'T', 's');
  return null;
};

export const UPRIGHT = /straight\s+up|vertically(?:\s+up(?:wards?)?)?|\b(?:thrown|launched|projected|fired|kicked)\s+up(?:wards?)?\b|\bupwards?\b|verticalement|vers\s+le\s+haut/i;
const RISE = /(?:\btime\b|how\s+long|\btemps\b|dur[ée]e|combien\s+de\s+temps)[^?]*?(?:reach|get\s+to|arrive|attei|arriver|monter)[^?]*?(?:\btop\b|highest|max|sommet|plus\s+haut)|dur[ée]e\s+de\s+(?:la\s+)?mont[ée]e|time\s+of\s+(?:the\s+)?(?:ascent|rise)|time\s+to\s+(?:the\s+)?(?:top|highest)/i;
/**
 * A projectile on level ground, at an angle or straight up: its time of flight or its highest
 * point (the range is read elsewhere). The time to the top alone is not the time of flight.
 */
const projectile: Reader = ({ raw, rest, qs, g }) => {
  const S = of(qs, DIMS.speed);
  const D = degs(qs);
  const upright = D.length === 0 && UPRIGHT.test(raw);
  if (!THROWN.test(raw) || S.length !== 1 || (D.length !== 1 && !upright) || !exactly(qs, S, D, of(qs, DIMS.M)) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  const knowns = { v0: S[0].si, th: upright ? Math.PI / 2 : D[0].si, g };
  const time = /time\s+of\s+flight|flight\s+time|how\s+long|in\s+the\s+air|dur[ée]e\s+(?:du|de)\s+vol|temps\s+de\s+vol|combien\s+de\s+temps/i.test(q);
  const top = /max(?:imum)?\s+height|greatest\s+height|highest|how\s+high|\btop\b|quelle\s+hauteur|hauteur\s+max|fl[èe]che|altitude\s+max|\bsommet\b|point\s+le\s+plus\s+haut/i.test(q);
  // the time to the top alone is the rise: half the flight
  if (RISE.test(q)) return rel('kinematics', knowns, 'tup', 's');
  if (time === top) return null;
  return time ? rel('kinematics', knowns, 'tf', 's') : rel('kinematics', knowns, 'H', 'm');
};

/** Where a launch from a height starts: a cliff, a table, a roof, a tower, « une falaise », « un immeuble ». */
const LAUNCH_PLACE = /cliff|table|building|roof|tower|bridge|balcony|platform|window|hill|ledge|wall|\bheight\b|\bhigh\b|\btall\b|above\s+(?:the\s+)?(?:ground|floor|sea|water)|falaise|immeuble|b[âa]timent|\btoit|\btour\b|\bpont\b|balcon|plate-?forme|fen[êe]tre|colline|\bmur\b|hauteur|\bhaut\b|au-dessus\s+du\s+sol/i;
/** An angle below the horizontal: the launch points downwards. */
const BELOW = /below\s+(?:the\s+)?horizontal|beneath\s+(?:the\s+)?horizontal|under\s+(?:the\s+)?horizontal|downwards?\s+(?:at|from)|au-dessous\s+de\s+l['’]horizontale|en\s+dessous\s+de\s+l['’]horizontale|sous\s+l['’]horizontale|vers\s+le\s+bas/i;
/**
 * A body launched at an angle from a height (a cliff, a table, a roof) and landing on the ground
 * below: its time of flight (the positive root of −h = v₀ sin θ t − ½ g t²), how far from the foot it
 * lands, or its speed at impact. The angle is above the horizontal unless told below it.
 */
const launchFromHeight: Reader = ({ raw, rest, qs, g }) => {
  const S = of(qs, DIMS.speed);
  const D = degs(qs);
  const L = of(qs, DIMS.L);
  if (!(THROWN.test(raw) || /\b(?:throws|tosses|hurls|fires|shoots|kicks|hit|struck|batted|lance|tire|frapp[ée]e?)\b/i.test(raw)) || S.length !== 1 || D.length !== 1 || L.length !== 1 || !exactly(qs, S, D, L, of(qs, DIMS.M)) || !allPlaced(rest, qs)) return null;
  // the length is the height of the launch point, told so round it ("a 20 m cliff", "from a table 1.2 m high")
  if (!LAUNCH_PLACE.test(`${own(rest, qs, L[0])} ${following(rest, qs, L[0])}`) || /range|port[ée]e|lands?\s|away|loin|wall\s+\d|distance/i.test(own(rest, qs, L[0]))) return null;
  const q = question(raw);
  const time = /time\s+of\s+flight|flight\s+time|how\s+long|in\s+the\s+air|time\s+(?:taken\s+)?to\s+(?:reach|hit|land|strike)|dur[ée]e\s+(?:du|de)\s+(?:la\s+)?(?:vol|chute)|temps\s+de\s+vol|combien\s+de\s+temps|at\s+what\s+time|à\s+quel\s+instant/i.test(q);
  const far = /how\s+far|distance|range|port[ée]e|à\s+quelle\s+distance|where\s+does\s+it\s+land|lands?\b|base|foot|pied/i.test(q);
  const speed = /speed|velocity|vitesse|how\s+fast/i.test(q) && /hit|strike|land|impact|ground|reach|arriv|sol|touche|sea|water|mer|eau/i.test(q);
  if (/max(?:imum)?\s+height|highest|how\s+high|hauteur\s+max|altitude\s+max|\bangle\b|direction/i.test(q) || [time, far, speed].filter(Boolean).length !== 1) return null;
  const knowns = { v0: S[0].si, th: BELOW.test(raw) ? -Math.abs(D[0].si) : D[0].si, hcl: L[0].si, g };
  return time ? rel('kinematics', knowns, 'tfh', 's') : far ? rel('kinematics', knowns, 'Xa', 'm') : rel('kinematics', knowns, 'vimp', 'm/s');
};

/** A body launched horizontally from a height: its time of flight, or how far from the foot it lands. */
const horizontalLaunch: Reader = ({ raw, rest, qs, g }) => {
  const S = of(qs, DIMS.speed);
  const L = of(qs, DIMS.L);
  if (!THROWN.test(raw) || !/horizontal/i.test(raw) || S.length !== 1 || L.length !== 1 || !exactly(qs, S, L, of(qs, DIMS.M)) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  const knowns = { v0: S[0].si, hl: L[0].si, g };
  const time = /time\s+of\s+flight|flight\s+time|how\s+long|in\s+the\s+air|dur[ée]e|temps|combien\s+de\s+temps/i.test(q);
  const far = /how\s+far|distance|range|port[ée]e|à\s+quelle\s+distance|lands?\b/i.test(q);
  if (time === far) return null;
  return time ? rel('kinematics', knowns, 'tf', 's') : rel('kinematics', knowns, 'Xh', 'm');
};

export const SMOOTH = /frictionless|smooth|without\s+friction|no\s+friction|sans\s+frottements?|lisse|frottements?\s+n[ée]glig/i;
/**
 * A block sliding from rest down an incline without friction: a = g sin α, and with the length
 * slid, its speed at the bottom or the time it takes.
 */
const incline: Reader = ({ raw, rest, qs, g, want }) => {
  const D = degs(qs);
  const L = of(qs, DIMS.L);
  if (!/inclin|slope|ramp|\bpente\b|rampe/i.test(raw) || !SMOOTH.test(raw) || D.length !== 1 || L.length > 1 || !exactly(qs, D, L, of(qs, DIMS.M)) || !allPlaced(rest, qs)) return null;
  if (want === 'a' && !L.length) return rel('dynamics', { g, thi: D[0].si }, 'a', 'm/s^2');
  const w = want === 'v?' ? 'v' : want === 't' ? 't' : null;
  // from rest unless a starting speed is given (it is not read here)
  return w && L.length ? rel('kinematics', { g, thi: D[0].si, v0: 0, x: L[0].si }, w, w === 'v' ? 'm/s' : 's') : null;
};

/** The cable of a lift: T = m(g + a), a counted upwards (a lift going down, or slowing on its way up, has a < 0). */
const lift: Reader = ({ raw, rest, qs, g }) => {
  const M = of(qs, DIMS.M);
  const A = of(qs, DIMS.acc);
  const F = of(qs, DIMS.force);
  // at constant speed (or at rest) the acceleration is zero
  const steady = A.length === 0 && /constant\s+(?:speed|velocity)|steady\s+speed|vitesse\s+constante|mouvement\s+uniforme|\bat\s+rest\b|\bimmobile\b/i.test(raw);
  if (!/\blift\b|elevator|ascenseur|monte-charge|\bcage\b/i.test(raw) || (A.length !== 1 && !steady && F.length !== 1) || !allPlaced(rest, qs)) return null;
  const down = /\bdown(?:wards?)?\b|descen|vers\s+le\s+bas/i.test(raw);
  const slowing = /slow|decelerat|brak|ralenti|d[ée]c[ée]l[ée]r|frein/i.test(raw);
  const q = question(raw);
  // the cable's pull given: the acceleration it gives, upwards positive
  if (A.length === 0 && !steady && F.length === 1 && M.length === 1 && exactly(qs, F, M) && /acc[ée]l[ée]ration/i.test(q) && /tension|c[âa]ble|cable/i.test(raw)) return rel('dynamics', { Tc: F[0].si, m: M[0].si, g }, 'a', 'm/s^2');
  if (A.length !== 1 && !steady) return null;
  const a = steady ? 0 : Math.abs(A[0].si) * (down ? -1 : 1) * (slowing ? -1 : 1);
  // what the scale under the feet reads: the floor's push, the same m(g + a)
  if (/\bscales?\b|bathroom|apparent|normal\s+force|\bfloor\b|balance|p[èe]se-personne|r[ée]action|plancher/i.test(q) && M.length === 1 && exactly(qs, M, A, of(qs, DIMS.speed))) return rel('dynamics', { m: M[0].si, g, a }, 'Nap', 'N');
  if (/tension|c[âa]ble|cable|rope|corde/i.test(q) && M.length === 1 && exactly(qs, M, A, of(qs, DIMS.speed))) return rel('dynamics', { m: M[0].si, g, a }, 'Tc', 'N');
  if (/\bmass\b|\bmasse\b/i.test(q) && F.length === 1 && exactly(qs, F, A) && /tension|c[âa]ble|cable/i.test(raw)) return rel('dynamics', { Tc: F[0].si, g, a }, 'm', 'kg');
  return null;
};

/** A spring: its energy ½kx², its force kx, or how far it is stretched. */
const spring: Reader = ({ raw, rest, qs, want }) => {
  const K = of(qs, DIMS.stiffness);
  const L = of(qs, DIMS.L);
  const E = of(qs, DIMS.energy);
  const F = of(qs, DIMS.force);
  if (!/spring|ressort/i.test(raw) || K.length > 1 || L.length > 1 || E.length > 1 || F.length > 1 || !exactly(qs, K, L, E, F) || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (K.length) knowns.ks = K[0].si;
  if (L.length) knowns.ext = L[0].si;
  if (E.length) knowns.Es = E[0].si;
  if (F.length) knowns.F = F[0].si;
  const q = question(raw);
  // the quantity asked is one not given (a question may name the given ones too: "a spring of stiffness k …")
  const w = /how\s+far|compress|stretch|extension|allongement|de\s+combien/i.test(q) && !L.length ? 'ext'
    : /spring\s+constant|stiffness|raideur|constante\s+de\s+raideur/i.test(q) && !K.length ? 'ks'
      : (want === 'E?' || want === 'Ep' || want === 'Wk') && !E.length ? 'Es' : want === 'F' && !F.length ? 'F' : null;
  return w ? rel('energy', knowns, w, { ext: 'm', ks: 'N/m', Es: 'J', F: 'N' }[w] ?? '') : null;
};

/** A mass falling from rest through a height: its kinetic energy at the bottom is the potential energy lost. */
const dropEnergy: Reader = ({ raw, rest, qs, g, want }) => {
  const M = of(qs, DIMS.M);
  const L = of(qs, DIMS.L);
  if (!FALL.test(raw) || THROWN.test(raw) || M.length !== 1 || L.length !== 1 || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  if (want !== 'Ek' && !(want === 'E?' && /bottom|ground|hits|impact|\bsol\b|arriv|en\s+bas/i.test(raw))) return null;
  return rel('energy', { m: M[0].si, g, hd: L[0].si }, 'Ek', 'J');
};

/** Words that make a wave of the quantities (a frequency alone could be a wheel's turns, a length its radius). */
/** The work of a lift against gravity, or of the weight on the way down: W = mgh (the weight's work on the way up is negative: not read). */
const liftWork: Reader = ({ raw, rest, qs, g, want }) => {
  const M = of(qs, DIMS.M);
  const L = of(qs, DIMS.L);
  if (want !== 'Wk' || M.length !== 1 || L.length !== 1 || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  const byWeight = /work\s+(?:done\s+)?by\s+(?:the\s+)?(?:weight|gravity)|travail\s+(?:du\s+poids|de\s+la\s+pesanteur)/i.test(raw);
  const down = /\bfalls?\b|descen|\bdrops?\b|\btombe|\bchute|\bdown(?:wards?)?\b/i.test(raw);
  const up = /\blift|\brais|\bclimb|\bhoist|soul[eè]v|\bmont|\bhiss|\bup(?:wards?)?\b|[ée]l[eè]v/i.test(raw);
  if (byWeight ? !down || up : !up || down) return null;
  return rel('energy', { m: M[0].si, g, h: L[0].si }, 'Wk', 'J');
};

const FRICTION = /friction|frottement|\bdrag\b|tra[îi]n[ée]e|r[ée]sistan/i;
const PUSH = /push|pull|pouss|\btir[ée]|appli|tract|tow|remorqu|engine|motor|moteur|thrust|driving|motrice/i;
/**
 * A body pushed or pulled along a level floor against friction: the net force is the push minus
 * the friction (given, or μ·m·g), and a = F/m; the push, the friction or the mass can be asked too.
 */
const netForce: Reader = ({ raw, rest, qs, g, want, mu }) => {
  const M = of(qs, DIMS.M);
  const F = of(qs, DIMS.force);
  const A = of(qs, DIMS.acc);
  if (!/push|pull|pouss|tir|tract|appli|drag|tow|remorqu|force/i.test(raw) || /inclin|slope|ramp|pente/i.test(raw) || M.length > 1 || A.length > 1 || F.length > 2 || !exactly(qs, M, F, A) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  for (const f of F) {
    // the words before the force name it first ("pushed with 30 N", "a friction force of 10 N"), else those after ("10 N of friction")
    const words = own(rest, qs, f);
    const role = FRICTION.test(words) ? 'fr' : PUSH.test(words) ? 'Fa' : FRICTION.test(following(rest, qs, f)) ? 'fr' : 'Fa';
    if (knowns[role] !== undefined) return null;
    knowns[role] = f.si;
  }
  if (M.length) knowns.m = M[0].si;
  if (A.length) knowns.a = A[0].si;
  if (mu !== undefined) {
    // μ·N with N = mg on a level floor only
    if (knowns.fr !== undefined || !/horizontal|level|floor|table|ground|\bsol\b|plan\s+horizontal/i.test(raw)) return null;
    Object.assign(knowns, { mu, g });
  } else if (knowns.fr === undefined) return null;
  const q = question(raw);
  const w = /\bnet\s+force|r[ée]sultante|resultant/i.test(q) && knowns.a === undefined && knowns.m !== undefined ? 'F'
    : want === 'a' && knowns.a === undefined ? 'a'
    : /friction|frottement/i.test(q) && knowns.fr === undefined && mu === undefined ? 'fr'
      : want === 'm' && knowns.m === undefined ? 'm' : want === 'F' && knowns.Fa === undefined ? 'Fa' : null;
  if (!w || Object.keys(knowns).length - (mu !== undefined ? 1 : 0) !== 3) return null;
  return rel('dynamics', knowns, w, { a: 'm/s^2', fr: 'N', m: 'kg', Fa: 'N', F: 'N' }[w] ?? '');
};

const WAVE = /\bwaves?\b|\bondes?\b|\bsound\b|\bson\b|\bnote\b|wavelength|longueur\s+d'onde|lumi[èe]re|\blaser|\bradio|\bphoton|radiation|rayonnement|micro-?ondes?|microwave|ultra-?sons?|ultrasound|λ/i;
const WAVE_WORDS: Record<string, RegExp> = {
  f: /frequency|fr[ée]quence|(?<![\p{L}])f\s*=?\s*\?/iu,
  T: /\b[Pp]eriod\b|[Pp][ée]riode|(?<![\p{L}])T\s*=?\s*\?/u,
  lam: /wavelength|longueur\s+d'onde|(?<![\p{L}])λ\s*=?\s*\?/iu,
  vw: /\bspeed\b|velocity|vitesse|c[ée]l[ée]rit[ée]|how\s+fast|(?<![\p{L}])[vc]\s*=?\s*\?/iu,
};
/** Waves: two of frequency, period, wavelength and speed (c for light) give the others. */
const waves: Reader = ({ raw, rest, qs }) => {
  // a frequency in Hz: rpm and rad/s are angular speeds, not cycles per second
  const Fq = of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));
  const T = of(qs, DIMS.T);
  const L = of(qs, DIMS.L);
  const S = of(qs, DIMS.speed);
  // a period alone gives the frequency and back ("sound wave period 2.5 ms, frequency?")
  const single = qs.length === 1 && Fq.length + T.length === 1;
  // the length of a string or a pipe is no wavelength (read with the standing waves)
  if (L.length && STANDING.test(raw) && !/wavelength|longueur\s+d'onde|λ/i.test(raw)) return null;
  if (!WAVE.test(raw) || [Fq, T, L, S].some((x) => x.length > 1) || !exactly(qs, Fq, T, L, S) || !(qs.length === 2 || single) || (Fq.length && T.length) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (Fq.length) knowns.f = Fq[0].si;
  if (T.length) knowns.T = T[0].si;
  if (L.length) knowns.lam = L[0].si;
  if (S.length) knowns.vw = S[0].si;
  // the one wave quantity the question names that is not given ("frequency 100 MHz …: wavelength?")
  const names = (text: string): string[] => Object.entries(WAVE_WORDS).filter(([k, re]) => knowns[k] === undefined && (!single || k === 'f' || k === 'T') && re.test(text)).map(([k]) => k);
  // a question run on with the data names the given quantity too: then the words after the data ask
  const inQuestion = names(question(raw));
  const named = inQuestion.length === 1 ? inQuestion : names(rest.slice(Math.max(...qs.map((x) => x.end))));
  const w = named.length === 1 ? named[0] : null;
  return w ? rel('waves', knowns, w, { f: 'Hz', T: 's', lam: 'm', vw: 'm/s' }[w] ?? '') : null;
};

/** A wire: R = ρL/A, the section as an area or a diameter. */
const wire: Reader = ({ raw, rest, qs, want }) => {
  const Rho = of(qs, DIMS.resistivity);
  const L = of(qs, DIMS.L);
  const A = of(qs, DIMS.area);
  const R = of(qs, DIMS.resistance);
  if (Rho.length !== 1 || A.length > 1 || R.length > 1 || !exactly(qs, Rho, L, A, R) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = { rhoe: Rho[0].si };
  if (R.length) knowns.Rr = R[0].si;
  if (A.length) knowns.A = A[0].si;
  // two lengths: the diameter is the one called so
  const dia = L.filter((q) => /diam/i.test(own(rest, qs, q)) || /^\s*(?:in\s+|de\s+)?diam/i.test(rest.slice(q.end)));
  const len = L.filter((q) => !dia.includes(q));
  if (len.length > 1 || dia.length > 1 || (dia.length && A.length)) return null;
  if (len.length) knowns.Lw = len[0].si;
  if (dia.length) knowns.A = (Math.PI * dia[0].si ** 2) / 4;
  // the question's own words first: "has a resistance of 0.5 Ω. Length?" names the resistance given
  const q = question(raw);
  const w = /how\s+long|length|longueur/i.test(q) && knowns.Lw === undefined ? 'Lw' : /area|section/i.test(q) && knowns.A === undefined ? 'A' : want === 'R?' ? 'Rr' : want === 'x' ? 'Lw' : null;
  if (!w || Object.keys(knowns).length !== 3) return null;
  return rel('circuits', knowns, w, { Rr: 'Ω', Lw: 'm', A: 'mm^2' }[w] ?? '');
};

/** Electrical energy over a time: E = P·t, the power from two of V, I and R (a power given is read with the other energies). */
const electricEnergy: Reader = ({ raw, rest, qs, want }) => {
  const V = of(qs, DIMS.voltage);
  const I = of(qs, DIMS.current);
  const R = of(qs, DIMS.resistance);
  const T = of(qs, DIMS.T);
  if (T.length !== 1 || [V, I, R].some((x) => x.length > 1) || V.length + I.length + R.length !== 2 || !exactly(qs, V, I, R, T) || !allPlaced(rest, qs)) return null;
  if (!(want === 'E?' || want === 'Wk') || /capacit|condensateur/i.test(raw)) return null;
  const knowns: Record<string, number> = { t: T[0].si };
  if (V.length) knowns.V = V[0].si;
  if (I.length) knowns.I = I[0].si;
  if (R.length) knowns.Rr = R[0].si;
  return rel('circuits', knowns, 'Eel', 'J');
};

/** The charge carried by a steady current: Q = I·t, any of the three from the other two. */
const chargeFlow: Reader = ({ raw, rest, qs, want }) => {
  const I = of(qs, DIMS.current);
  const T = of(qs, DIMS.T);
  const Q = of(qs, DIMS.charge);
  if (/capacit|condensateur/i.test(raw) || I.length > 1 || T.length > 1 || Q.length > 1 || qs.length !== 2 || !exactly(qs, I, T, Q) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (I.length) knowns.I = I[0].si;
  if (T.length) knowns.t = T[0].si;
  if (Q.length) knowns.Qf = Q[0].si;
  const q = question(raw);
  const w = /\bcharge\b|coulombs?/i.test(q) && !Q.length ? 'Qf' : want === 'I' && !I.length ? 'I' : want === 't' && !T.length ? 't' : null;
  return w ? rel('circuits', knowns, w, { Qf: 'C', I: 'A', t: 's' }[w] ?? '') : null;
};

/** A prefixed unit that keeps the number readable: 900 µC rather than 0.0009 C. */
const readable = (si: number, base: string, prefixes: Array<[number, string]>): string => prefixes.find(([f]) => Math.abs(si) >= f)?.[1] ?? base;

/** A question asking a capacitor's charge (not asking about charging it). */
export const CHARGE_ASKED = /^\s*(?:the\s+|la\s+)?charge\b(?!\s+(?:through|from|to|à|par|pendant))|\b(?:its|their|sa|leur)\s+charge\b(?!\s+(?:through|from|to|à|par|pendant))|(?:what|which)\s+(?:is|will\s+be|was)\s+the\s+charge\b|quelle\s+(?:est|sera)\s+(?:la|sa)\s+charge\b(?!\s+(?:à\s+travers|par|pendant))|\bcharge\s+(?:stored|stock[ée]e|on|sur|port[ée]e|emmagasin[ée]e|du\s+condensateur|of\s+the\s+capacitor)|(?:stored|quelle|total|net)\s+charge|charge\s+totale|charge\s*Q|\bQ\s*=\s*\?|how\s+much\s+charge/i;
/** A capacitor on its own: Q = CV and E = ½CV², any of the three from the other two. */
const capacitor: Reader = ({ raw, rest, qs, want }) => {
  const C = of(qs, DIMS.capacitance);
  const V = of(qs, DIMS.voltage);
  const Q = of(qs, DIMS.charge);
  const E = of(qs, DIMS.energy);
  // a capacitance given says 'capacitor' itself ('10 uF cap at 100 V')
  if ((!C.length && !/capacit|condensateur/i.test(raw)) || [C, V, Q, E].some((x) => x.length > 1) || !exactly(qs, C, V, Q, E) || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (C.length) knowns.C = C[0].si;
  if (V.length) knowns.V = V[0].si;
  if (Q.length) knowns.Qc = Q[0].si;
  if (E.length) knowns.Ecap = E[0].si;
  const q = question(raw);
  const w = /\benergy\b|[ée]nergie/i.test(q) ? 'Ecap'
    : CHARGE_ASKED.test(q) ? 'Qc'
      : /capacitance|capacit[ée](?![\p{L}])|\bC\s*=\s*\?/iu.test(q) ? 'C' : want === 'V?' ? 'V' : null;
  if (!w) return null;
  const units: Record<string, string> = {
    Ecap: 'J',
    Qc: readable((knowns.C ?? 0) * (knowns.V ?? 0) || 1, 'C', [[1, 'C'], [1e-3, 'mC'], [0, 'µC']]),
    C: readable(knowns.Qc !== undefined && knowns.V ? knowns.Qc / knowns.V : 2 * (knowns.Ecap ?? 0) / (knowns.V ?? 1) ** 2, 'F', [[1, 'F'], [1e-3, 'mF'], [1e-6, 'µF'], [0, 'nF']]),
    V: 'V',
  };
  return rel('rc', knowns, w, units[w]);
};

/**
 * RC circuits beyond the time constant alone: a capacitor charging from a supply or discharging
 * from a voltage, the voltage after a time or the time to reach a voltage; R or C from τ.
 */
const rcCircuit: Reader = ({ raw, rest, qs, want }) => {
  const C = of(qs, DIMS.capacitance);
  const R = of(qs, DIMS.resistance);
  const T = of(qs, DIMS.T);
  // "charges from 0 V": the empty start is no supply
  const V = of(qs, DIMS.voltage).filter((q) => !(q.si === 0 && /(?:from|de|à\s+partir\s+de)\s*$/i.test(before(rest, q, 15))));
  const zero = of(qs, DIMS.voltage).filter((q) => !V.includes(q));
  if (C.length > 1 || R.length > 1 || T.length > 1 || V.length > 2 || !exactly(qs, C, R, T, V, zero) || !allPlaced(rest, qs)) return null;
  const tauGiven = T.length === 1 && (/^(?:τ|tau)$/i.test(T[0].label ?? '') || /time\s+constant|constante\s+de\s+temps/i.test(before(rest, T[0], 30)));
  const q = question(raw);
  // R or C from the time constant
  if (tauGiven && V.length === 0 && C.length + R.length === 1) {
    const knowns: Record<string, number> = { tau: T[0].si };
    if (C.length) knowns.C = C[0].si;
    if (R.length) knowns.Rr = R[0].si;
    const w = C.length ? 'Rr' : 'C';
    if ((w === 'Rr' && want !== 'R?') || (w === 'C' && !/capacit/i.test(q))) return null;
    return rel('rc', knowns, w, w === 'Rr' ? 'Ω' : readable(T[0].si / R[0].si, 'F', [[1, 'F'], [1e-3, 'mF'], [1e-6, 'µF'], [0, 'nF']]));
  }
  if (C.length !== 1 || R.length !== 1 || tauGiven || !/capacit|condensateur/i.test(raw)) return null;
  // the time constant does not depend on the supply
  if (want === 'tau' && T.length === 0 && V.length <= 1 && !AFTER_TAU.test(raw)) return rel('rc', { Rr: R[0].si, C: C[0].si }, 'tau', 's');
  const discharge = capacitorProcess(raw) === 'discharge';
  const charge = capacitorProcess(raw) === 'charge';
  if (!charge && !discharge) return null;
  const knowns: Record<string, number> = { Rr: R[0].si, C: C[0].si };
  const process = discharge ? 'discharge' : 'charge';
  // the time to reach a voltage: the start (or supply) and the target told apart by their words
  if (V.length === 2 && T.length === 0 && want === 't') {
    const target = V.filter((x) => /reach|\b(?:falls?|drops?|rises?|decays?|gets?)\s+to\b|until|atteindre|atteigne|atteint|jusqu'à|descend|tombe|monte/i.test(own(rest, qs, x)));
    if (target.length !== 1) return null;
    const start = V.find((x) => x !== target[0]);
    if (!start) return null;
    return rel('rc', { ...knowns, V0: start.si, Vc: target[0].si }, 't', 's', { process });
  }
  // the current at that time, the same decay charging or discharging
  if (V.length === 1 && T.length === 1 && /\bcurrent\b|\bintensit[ée]|\bcourant\b/i.test(q)) return rel('rc', { ...knowns, V0: V[0].si, t: T[0].si }, 'Ic', 'A', { process });
  // the charge at that time: Q = C·V_C
  if (V.length === 1 && T.length === 1 && CHARGE_ASKED.test(q)) {
    const left = Math.exp(-T[0].si / (R[0].si * C[0].si));
    return rel('rc', { ...knowns, V0: V[0].si, t: T[0].si }, 'Qc', readable(C[0].si * V[0].si * (discharge ? left : 1 - left), 'C', [[1, 'C'], [1e-3, 'mC'], [0, 'µC']]), { process });
  }
  if (V.length === 1 && T.length === 1 && (want === 'V?' || /voltage|tension/i.test(q))) return rel('rc', { ...knowns, V0: V[0].si, t: T[0].si }, 'Vc', 'V', { process });
  return null;
};

/**
 * A capacitor charging or discharging with its time constant told instead of R and C ("an RC
 * circuit with τ = 2 s", « de constante de temps 0,5 s »): its voltage at a time told, or the time
 * to reach a voltage told apart from the supply (or starting) one by its words.
 */
const rcFromTau: Reader = ({ raw, rest, qs, want }) => {
  const T = of(qs, DIMS.T);
  const V = of(qs, DIMS.voltage);
  if (T.length < 1 || T.length > 2 || V.length < 1 || V.length > 2 || T.length + V.length !== 3 || !exactly(qs, T, V) || !allPlaced(rest, qs)) return null;
  if (!/capacit|condensateur|\bRC\b/i.test(raw)) return null;
  const taus = T.filter((x) => /^(?:τ|tau)$/i.test(x.label ?? '') || /time\s+constant|constante\s+de\s+temps/i.test(before(rest, x, 30)));
  if (taus.length !== 1) return null;
  const process = capacitorProcess(raw);
  if (!process) return null;
  const q = question(raw);
  const tau = taus[0].si;
  const t = T.find((x) => x !== taus[0]);
  if (t && V.length === 1 && (want === 'V?' || /voltage|tension/i.test(q))) return rel('rc', { tau, V0: V[0].si, t: t.si }, 'Vc', 'V', { process });
  if (!t && V.length === 2 && want === 't') {
    const target = V.filter((x) => /reach|\b(?:falls?|drops?|rises?|decays?|gets?)\s+to\b|until|atteindre|atteigne|atteint|jusqu'à|descend|tombe|monte/i.test(own(rest, qs, x)));
    const start = V.find((x) => x !== target[0]);
    return target.length === 1 && start ? rel('rc', { tau, V0: start.si, Vc: target[0].si }, 't', 's', { process }) : null;
  }
  return null;
};

const CUTOFF = /cut[\s-]*off|corner\s+frequency|break\s+frequency|-\s*3\s*dB|fr[ée]quence\s+de\s+coupure|coupure/i;
/** An RC filter's cut-off frequency f = 1/(2πRC), or the R or C that gives one. */
const cutoff: Reader = ({ raw, rest, qs, want }) => {
  const C = of(qs, DIMS.capacitance);
  const R = of(qs, DIMS.resistance);
  const F = of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));
  if (!CUTOFF.test(raw) || C.length > 1 || R.length > 1 || F.length > 1 || qs.length !== 2 || !exactly(qs, C, R, F) || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (C.length) knowns.C = C[0].si;
  if (R.length) knowns.Rr = R[0].si;
  if (F.length) knowns.fc = F[0].si;
  const q = question(raw);
  if (!F.length) return CUTOFF.test(q) || want === 'f' ? rel('rc', knowns, 'fc', 'Hz') : null;
  if (!R.length) return want === 'R?' ? rel('rc', knowns, 'Rr', 'Ω') : null;
  return /capacit/i.test(q) ? rel('rc', knowns, 'C', readable(1 / (2 * Math.PI * F[0].si * R[0].si), 'F', [[1, 'F'], [1e-3, 'mF'], [1e-6, 'µF'], [1e-9, 'nF'], [0, 'pF']])) : null;
};

const DIVIDED = /(?:divis[ée]e?\s+par|divided\s+by|reduced\s+by\s+a\s+factor\s+(?:of\s+)?)\s*(\d+(?:[.,]\d+)?)/i;
const HALF = /\bhalf\b|\bhalves\b|\bhalved?\b|moiti[ée]/i;
const SHARE_WORDS: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5, tiers: 3, quart: 4, quarts: 4 };
/** A share written in words or as a fraction of a voltage: "three fourths of", "2/3 of its maximum", « les trois quarts de ». */
const SHARE = /(?<![\p{L}\d.,])(?:(one|a|two|three|four|un|une|deux|trois|quatre)[\s-]+(thirds?|quarters?|fourths?|fifths?|tiers|quarts?)|(\d)\s*\/\s*(\d))\s+(?:of|de|d')(?=\s*(?:its|the|sa|la|l'|le)?\s*(?:\p{L}+\s+)?(?:voltage|tension|charge|supply|battery|source|value|valeur)|\s*(?:its|the|sa|la|l'|le)?\s*(?:maximum|final|full|initial|initiale|finale|maximale))/iu;
const shareOf = (m: RegExpExecArray): number | null => {
  const [n, d] = m[3] ? [Number(m[3]), Number(m[4])] : [SHARE_WORDS[m[1].toLowerCase()], SHARE_WORDS[m[2].toLowerCase()]];
  return n > 0 && d > 0 ? n / d : null;
};
/**
 * A capacitor discharging (or charging) through R to a fraction of its initial (or final) voltage:
 * "divisée par 2", "to half", "to 10 % of its initial voltage"; the time it takes.
 */
const rcFraction: Reader = ({ raw, rest, qs, want }) => {
  const C = of(qs, DIMS.capacitance);
  const R = of(qs, DIMS.resistance);
  // the supply's (or the start's) voltage may be told: the share of it reached needs no volts
  const V = of(qs, DIMS.voltage);
  const P = pcts(qs);
  const written = new RegExp(`${DIVIDED.source}|${SHARE.source}`, 'giu');
  if (C.length !== 1 || R.length !== 1 || P.length > 1 || V.length > 1 || !exactly(qs, C, R, P, V) || !allPlaced(rest, qs, written) || !/capacit|condensateur/i.test(raw)) return null;
  const q = question(raw);
  const divided = DIVIDED.exec(raw);
  const share = SHARE.exec(q);
  // a share of the voltage it reaches or keeps ("three fourths of its maximum voltage", « aux deux tiers de sa tension finale »)
  const part = share ? shareOf(share) : null;
  const fraction = divided ? 1 / Number(divided[1].replace(',', '.')) : P.length ? P[0].si : part ?? (HALF.test(q) ? 0.5 : null);
  if (fraction === null || !(fraction > 0 && fraction < 1) || [divided, P.length, part, HALF.test(q)].filter(Boolean).length !== 1) return null;
  if (want !== 't' && !/how\s+long|combien\s+de\s+temps|au\s+bout\s+de\s+quelle\s+dur[ée]e|\btime\b/i.test(q) && !HOW_MANY_TIME.test(q)) return null;
  const knowns = { Rr: R[0].si, C: C[0].si };
  if (capacitorProcess(raw) === 'discharge') return rel('rc', { ...knowns, qr: fraction }, 't', 's');
  return capacitorProcess(raw) === 'charge' && !divided ? rel('rc', { ...knowns, q: fraction }, 't', 's') : null;
};

/** A time asked by its unit: "after how many seconds", « au bout de combien de minutes ». */
export const HOW_MANY_TIME = /how\s+many\s+(?:seconds|minutes|hours|milliseconds|microseconds)|combien\s+de\s+(?:secondes|minutes|heures|millisecondes|microsecondes)/i;
export const WORD_COUNT: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5 };
export const TIME_CONSTANTS = /(\d+(?:[.,]\d+)?|one|two|three|four|five|une?|deux|trois|quatre|cinq)\s*(?:τ|tau\b|time[\s-]+constants?\b|constantes?\s+de\s+temps\b)/i;
/** A capacitor charging for n time constants: the fraction of full charge 1 − e^{−n}, or n for a fraction. */
const timeConstants: Reader = ({ raw, rest, qs }) => {
  if (!/capacit|condensateur|\bRC\b|charg/i.test(raw) || capacitorProcess(raw) === 'discharge') return null;
  const n = TIME_CONSTANTS.exec(rest);
  const P = pcts(qs);
  const q = question(raw);
  if (n && qs.length === 0 && allPlaced(rest, qs, TIME_CONSTANTS) && /fraction|percent|pourcentage|\bhow\s+much|\bcharged\b|charg[ée]/i.test(q)) {
    const count = WORD_COUNT[n[1].toLowerCase()] ?? Number(n[1].replace(',', '.'));
    return rel('rc', { ntau: count }, 'q', '%');
  }
  if (!n && P.length === 1 && qs.length === 1 && allPlaced(rest, qs) && /how\s+many\s+time\s+constants|combien\s+de\s+constantes\s+de\s+temps/i.test(q) && P[0].si > 0 && P[0].si < 1) return rel('rc', { q: P[0].si }, 'ntau', '');
  return null;
};

/** "after 2τ", "après une constante de temps": a time counted in time constants, not the time constant asked. */
export const AFTER_TAU = /(?:after|apr[èe]s|au\s+bout\s+d[e'])\s*(?:\S+\s+){0,2}?(?:τ|tau\b|time[\s-]+constants?|constantes?\s+de\s+temps)|\d\s*τ/i;
/** A capacitor's voltage after n time constants of charging (V₀(1 − e^{−n})) or discharging (V₀e^{−n}). */
const afterTimeConstants: Reader = ({ raw, rest, qs, want }) => {
  const n = TIME_CONSTANTS.exec(rest);
  const V = of(qs, DIMS.voltage);
  const R = of(qs, DIMS.resistance);
  const C = of(qs, DIMS.capacitance);
  if (!n || !AFTER_TAU.test(raw) || V.length !== 1 || R.length > 1 || C.length > 1 || !exactly(qs, V, R, C) || !allPlaced(rest, qs, TIME_CONSTANTS)) return null;
  if (want !== 'V?' && !/voltage|tension/i.test(question(raw))) return null;
  const discharge = capacitorProcess(raw) === 'discharge';
  if (!capacitorProcess(raw)) return null;
  const knowns: Record<string, number> = { V0: V[0].si, ntau: WORD_COUNT[n[1].toLowerCase()] ?? Number(n[1].replace(',', '.')) };
  if (R.length) knowns.Rr = R[0].si;
  if (C.length) knowns.C = C[0].si;
  return rel('rc', knowns, 'Vc', 'V', { process: discharge ? 'discharge' : 'charge' });
};

/**
 * A bar under load: stress F/A, strain ΔL/L₀ and Young's modulus E = σ/ε, any one from the others
 * (the section as an area or a diameter, the modulus or the stress told apart by their names).
 */
const elastic: Reader = ({ raw, rest, qs, g }) => {
  const F = of(qs, DIMS.force);
  const A = of(qs, DIMS.area);
  const S = of(qs, DIMS.pressure);
  const L = of(qs, DIMS.L);
  // a mass hung from the wire pulls with its weight
  const M = of(qs, DIMS.M).filter(() => F.length === 0 && /\bhangs?\b|\bhung\b|suspend|\bload\b|supports?|carries|\bcharge\b|accroch/i.test(raw));
  // a strain given as a bare number ("strain = 0.0006", "déformation de 5e-4")
  const STRAIN = /(?:strain|d[ée]formation|ε)\s*(?:of|is|=|:|de|vaut|est)?\s*(\d+(?:[.,]\d+)?(?:[eE][-−]?\d+)?)(?![\d%]|[.,]\d)/i;
  const strainGiven = STRAIN.exec(rest);
  if (!/young|modul|[ée]lasticit|\bE\s*=\s*\d|\bstress|contrainte/i.test(raw) || F.length > 1 || M.length > 1 || A.length > 1 || S.length > 2 || L.length > 3 || !exactly(qs, F, M, A, S, L) || !allPlaced(rest, qs, strainGiven ? STRAIN : undefined)) return null;
  const knowns: Record<string, number> = strainGiven ? { eps: Number(strainGiven[1].replace(',', '.').replace('−', '-')) } : {};
  if (F.length) knowns.F = F[0].si;
  if (M.length) Object.assign(knowns, { m: M[0].si, g });
  if (A.length) knowns.A = A[0].si;
  for (const x of S) {
    // the name nearest before it: 'Young's modulus if a stress of 150 MPa …' gives a stress
    const named = [...own(rest, qs, x).matchAll(/(young|modul|\bE\s*=\s*$)|(stress|contrainte|σ)/gi)].pop();
    const role = x.label === 'E' ? 'E' : x.label === 'σ' || /^stress$/i.test(x.label ?? '') ? 'sigma' : named ? (named[1] ? 'E' : 'sigma') : null;
    if (!role || knowns[role] !== undefined) return null;
    knowns[role] = x.si;
  }
  for (const x of L) {
    // the words of its own clause ("1.5 m long, 0.8 mm diameter, stretches 1.2 mm"), the nearest naming it
    const words = own(rest, qs, x).split(/[,;]|\band\b|\bet\b/).pop() ?? '';
    const after = rest.slice(x.end);
    const named = [...words.matchAll(/(diam)|(stretch|extend|elongat|extension|increase|lengthen|compress|shorten|contract|allong|raccourci|\bby\b)|(\blong\b|length|longueur|\bbarre?s?\b|\brods?\b|\bwires?\b|\bfils?\b|\btiges?\b|c[âa]bles?)|(radius|rayon)/gi)].pop();
    // the word right after it names it first ("1.3 mm in diameter 2.1 m long", "1 mm in radius")
    const role = /^\s*(?:in\s+|de\s+)?diam/i.test(after) ? 'Dm' : /^\s*(?:in\s+|de\s+)?(?:radius|rayon)/i.test(after) ? 'rw' : /^\s*(?:long\b|in\s+length|de\s+long)/i.test(after) ? 'L0' : named ? (named[1] ? 'Dm' : named[2] ? 'dL' : named[4] ? 'rw' : 'L0') : 'L0';
    if (knowns[role] !== undefined) return null;
    knowns[role] = x.si;
  }
  if ([knowns.Dm, knowns.A, knowns.rw].filter((x) => x !== undefined).length > 1) return null;
  const q = question(raw);
  const w = /young|modul/i.test(q) && knowns.E === undefined ? 'E' : /strain|d[ée]formation/i.test(q) && knowns.eps === undefined ? 'eps'
    : /stress|contrainte/i.test(q) && knowns.sigma === undefined ? 'sigma' : /extension|elongation|how\s+much\s+.*(?:stretch|shorten|compress)|change\s+in\s+(?:the\s+|its\s+)?length|shortening|allongement|raccourcissement|variation\s+de\s+(?:sa\s+|la\s+)?longueur|de\s+combien/i.test(q) && knowns.dL === undefined ? 'dL'
      : /\bforce\b|\bload\b|\bcharge\b/i.test(q) && knowns.F === undefined ? 'F'
        : /diam/i.test(q) && [knowns.Dm, knowns.A, knowns.rw].every((x) => x === undefined) ? 'Dm' : /\barea\b|\bsection\b/i.test(q) && knowns.A === undefined && knowns.Dm === undefined ? 'A' : null;
  if (!w) return null;
  return rel('mechanics', knowns, w, { E: 'GPa', eps: '', sigma: 'MPa', dL: 'mm', F: 'N', A: 'mm^2', Dm: 'mm' }[w] ?? '');
};

/** The moment of a force about a pivot: C = F·d, any of the three from the other two. */
const moment: Reader = ({ raw, rest, qs, want }) => {
  const F = of(qs, DIMS.force);
  const L = of(qs, DIMS.L);
  const Tq = of(qs, DIMS.torque);
  if (F.length > 1 || L.length > 1 || Tq.length > 1 || !exactly(qs, F, L, Tq) || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  if (!/\barm\b|\bbras\b|pivot|spanner|wrench|cl[ée]\b|lever|levier|axis|\baxe\b|hinge|charni[èe]re|from\s+the|perpendicular|perpendiculaire/i.test(raw)) return null;
  const knowns: Record<string, number> = {};
  if (F.length) knowns.F = F[0].si;
  if (L.length) knowns.Larm = L[0].si;
  if (Tq.length) knowns.Tq = Tq[0].si;
  const q = question(raw);
  const w = /torque|moment|couple/i.test(q) && !Tq.length ? 'Tq' : want === 'F' && !F.length ? 'F' : /how\s+far|distance|length|longueur|\barm\b|\bbras\b/i.test(q) && !L.length ? 'Larm' : null;
  return w ? rel('mechanics', knowns, w, { Tq: 'N·m', F: 'N', Larm: 'm' }[w] ?? '') : null;
};

/** Strain: the change of length over the original length (a bare number). */
const strain: Reader = ({ raw, rest, qs }) => {
  const L = of(qs, DIMS.L);
  if (!/\bstrain\b|d[ée]formation/i.test(question(raw)) || L.length !== 2 || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  // two lengths, before and after: 'stretched from 1.000 m to 1.002 m', « passe de 2 m à 2,003 m »
  if (/\b(?:from|de|d')\s*$/i.test(own(rest, qs, L[0])) && /^\s*(?:to|à|until|jusqu'à)\s*$/i.test(own(rest, qs, L[1]))) {
    return L[1].si === L[0].si ? null : rel('mechanics', { dL: Math.abs(L[1].si - L[0].si), L0: L[0].si }, 'eps', '');
  }
  if (L.some((q) => /\bfrom\s*$/i.test(own(rest, qs, q)))) return null;
  const change = L.filter((q) => /stretch|extend|elongat|extension|increase|lengthen|compress|shorten|contract|allong|raccourci|\bby\b/i.test(own(rest, qs, q)));
  if (change.length !== 1) return null;
  const original = L.find((q) => q !== change[0]);
  return original ? rel('mechanics', { dL: change[0].si, L0: original.si }, 'eps', '') : null;
};

const LOAD = /\bload\b|\bcharge\b|\bpoids\b|\bmasse\b|\bweight\b|\bfardeau\b|\blift\b|\braise\b|\bsoulever\b/i;
const EFFORT = /\beffort\b|\bforce\s+(?:applied|appliqu[ée]e)|\bapplied\b|\bpush\b|\bpull\b/i;
/**
 * A machine by load and effort: the mechanical advantage (load over effort), the velocity ratio
 * (effort's distance over load's) and the efficiency (their quotient); a lever by its arms.
 */
/** The rope sections that hold a pulley system's load ("4 supporting rope sections", « 4 brins »). */
const ROPES = /(?<![\d.,])(\d+|two|three|four|five|six|deux|trois|quatre|cinq|six)\s+(?:supporting\s+)?(?:rope\s+|cable\s+)?(?:sections|segments|strands|ropes|brins)(?:\s+(?:of\s+rope|de\s+corde))?(?:\s+(?:support(?:ing)?|holding|soutenant|qui\s+soutiennent)(?:\s+the\s+load|\s+la\s+charge)?)?/i;
const IDEAL = /\bideal\b|frictionless|without\s+friction|no\s+friction|sans\s+frottements?|id[ée]al(?:e)?\b|parfait/i;
const machine: Reader = ({ raw, rest, qs }) => {
  const F = of(qs, DIMS.force);
  const L = of(qs, DIMS.L);
  const P = pcts(qs);
  // a ratio given as a bare number ("velocity ratio 4", "avantage mécanique de 3")
  const RATIO_GIVEN = /(velocity\s+ratio|distance\s+ratio|rapport\s+des\s+(?:d[ée]placements|distances)|mechanical\s+advantage|avantage\s+m[ée]canique)\s*(?:of|is|=|:|de|est|vaut)?\s*(\d+(?:[.,]\d+)?)(?![\d%]|[.,]\d)/gi;
  const ratios = [...rest.matchAll(RATIO_GIVEN)];
  // a pulley system's rope sections holding the load: its velocity ratio
  const ropes = ROPES.exec(rest);
  if (!/machine|lever|levier|wheel\s+and\s+axle|treuil|pulley|poulie|block\s+and\s+tackle|moufle|jack|\bcric|palan|hoist|efficien|rendement|mechanical\s+advantage|avantage\s+m[ée]canique|velocity\s+ratio/i.test(raw) || !exactly(qs, F, L, P) || P.length > 1 || !allPlaced(rest, qs, new RegExp(`${RATIO_GIVEN.source}|${ROPES.source}`, 'gi'))) return null;
  const q = question(raw);
  const knowns: Record<string, number> = {};
  if (ropes) knowns.VR = { ...WORD_COUNT, six: 6 }[ropes[1].toLowerCase()] ?? Number(ropes[1]);
  // an ideal (frictionless) machine loses nothing
  if (IDEAL.test(raw)) knowns.eta = 1;
  for (const r of ratios) {
    const k = /velocity|distance|d[ée]placement/i.test(r[1]) ? 'VR' : 'MA';
    if (knowns[k] !== undefined) return null;
    knowns[k] = Number(r[2].replace(',', '.'));
  }
  // forces by the word next to them; each distance belongs to the force before it in the sentence
  // the word nearest the force names it ("a 400 N load", "an effort of 150 N")
  const distance = (x: Found, re: RegExp): number => {
    const b = [...before(rest, x, 25).matchAll(new RegExp(re.source, 'gi'))].map((m) => Math.min(25, x.at) - (m.index ?? 0) - m[0].length);
    // (a verb after it, "300 N to lift 600 N", is the next force's)
    const after = rest.slice(x.end, x.end + 15);
    const a = [...after.matchAll(new RegExp(re.source, 'gi'))].map((m) => m.index ?? 0).filter((i) => !/\b(?:to|pour)\s+$/i.test(after.slice(0, i)));
    return Math.min(Infinity, ...b, ...a);
  };
  const roleOf = (x: Found): 'Fl' | 'Fe' | null => {
    const l = distance(x, LOAD);
    const e = distance(x, EFFORT);
    return l === e ? null : l < e ? 'Fl' : 'Fe';
  };
  for (const f of F) {
    const r = roleOf(f);
    if (!r || knowns[r] !== undefined) return null;
    knowns[r] = f.si;
  }
  // a wheel and axle is a lever whose arms are the two radii: the wheel's for the effort, the axle's for the load
  const wheel = /wheel\s+and\s+axle|\btreuil\b|roue\s+et\s+(?:l['’])?(?:axe|arbre)/i.test(raw);
  for (const d of L) {
    const words = own(rest, qs, d);
    if (wheel) {
      const part = words.split(/[,;]|\band\b|\bet\b/).pop() ?? '';
      const named = [...part.matchAll(/(wheel|roue|manivelle|crank|handle)|(axle|\baxe\b|arbre|tambour|drum)/gi)].pop();
      const side = named ? (named[1] ? 'Le' : 'Ll') : null;
      const size = `${part} ${following(rest, qs, d)}`;
      if (!side || knowns[side] !== undefined || !/radius|rayon|diam/i.test(size)) return null;
      // the arm is the radius, half a diameter given
      knowns[side] = /diam/i.test(size) ? d.si / 2 : d.si;
      continue;
    }
    // a distance from the pivot is a lever arm, the effort's or the load's by its words or by the force it follows
    // (« … et celui de la charge 0,3 m » is the other arm)
    if (/\barm\b|\bbras\b/i.test(words) || (/\bcelui\b|\bthat\s+of\b/i.test(words) && (knowns.Le !== undefined || knowns.Ll !== undefined)) || /pivot|fulcrum|point\s+d'appui|\baxe\b/i.test(`${words} ${following(rest, qs, d)}`)) {
      const before = F.filter((f) => f.end <= d.at && !/[.;?]/.test(rest.slice(f.end, d.at))).pop();
      const side = /effort/i.test(words) ? 'Le' : /load|charge|r[ée]sistan/i.test(words) ? 'Ll' : before ? (roleOf(before) === 'Fe' ? 'Le' : 'Ll') : null;
      if (!side || knowns[side] !== undefined) return null;
      knowns[side] = d.si;
      continue;
    }
    const owner = F.filter((f) => f.end <= d.at && !/[.;?]/.test(rest.slice(f.end, d.at))).pop();
    const role = owner ? roleOf(owner) : null;
    const side = role === 'Fl' ? 'dl' : role === 'Fe' ? 'de' : null;
    if (!side || knowns[side] !== undefined) return null;
    knowns[side] = d.si;
  }
  if (P.length) {
    if (knowns.eta !== undefined) return null;
    knowns.eta = P[0].si;
  }
  const w = /efficien|rendement/i.test(q) ? 'eta' : /mechanical\s+advantage|avantage\s+m[ée]canique|\bMA\b/i.test(q) ? 'MA' : /velocity\s+ratio|distance\s+ratio|rapport\s+des\s+(?:d[ée]placements|distances)|\bVR\b/i.test(q) ? 'VR'
    : /\beffort\b/i.test(q) && knowns.Fe === undefined ? 'Fe' : /\bload\b|\bcharge\b/i.test(q) && knowns.Fl === undefined ? 'Fl' : null;
  if (!w) return null;
  return rel('mechanics', knowns, w, { eta: '%', MA: '', VR: '', Fe: 'N', Fl: 'N' }[w] ?? '');
};

const RATIO = /(\d+(?:[.,]\d+)?)\s*:\s*1(?!\d|[.,]\d)/;
/** A gearbox with a stated ratio "20:1" and efficiency: T_out = η·i·T_in. */
const gearbox: Reader = ({ raw, rest, qs }) => {
  const ratio = RATIO.exec(rest);
  const Tq = of(qs, DIMS.torque);
  const P = pcts(qs);
  if (!ratio || !/gear|r[ée]ducteur|reduction|r[ée]duction|bo[îi]te/i.test(raw) || Tq.length !== 1 || P.length !== 1 || qs.length !== 2 || !allPlaced(rest, qs, RATIO)) return null;
  const gr = Number(ratio[1].replace(',', '.'));
  const role = /output|sortie/i.test(before(rest, Tq[0], 25)) ? 'Tout' : 'Tin';
  const knowns = { gr, eta: P[0].si, [role]: Tq[0].si };
  const w = role === 'Tin' ? 'Tout' : 'Tin';
  return /torque|couple/i.test(question(raw)) ? rel('mechanics', knowns, w, 'N·m') : null;
};

/** A rotating shaft: P = Cω, the speed in rpm or rad/s (a frequency in Hz is not read as ω). */
const shaft: Reader = ({ raw, rest, qs, want }) => {
  const Tq = of(qs, DIMS.torque);
  const W = of(qs, DIMS.freq).filter((q) => /^(?:rpm|tr\/min|rad\/s)$/.test(q.unit));
  const P = of(qs, DIMS.power);
  if (Tq.length > 1 || W.length > 1 || P.length > 1 || !exactly(qs, Tq, W, P) || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  const knowns: Record<string, number> = {};
  if (Tq.length) knowns.Tq = Tq[0].si;
  if (W.length) knowns.w = W[0].si;
  if (P.length) knowns.P = P[0].si;
  const q = question(raw);
  // the quantity asked among those not given ('rated power … rated speed …, what is its shaft torque?' names a power given)
  const w = want === 'P' && !P.length ? 'P' : /torque|couple/i.test(q) && !Tq.length ? 'Tq' : /speed|vitesse|rpm/i.test(q) && !W.length ? 'w' : /power|puissance/i.test(q) && !P.length ? 'P' : null;
  if (!w) return null;
  const power = (knowns.Tq ?? 0) * (knowns.w ?? 0);
  return rel('mechanics', knowns, w, w === 'P' ? (power >= 1e3 ? 'kW' : 'W') : w === 'Tq' ? 'N·m' : 'rpm');
};

const SAFETY = /factor\s+of\s+safety|safety\s+factor|coefficient\s+de\s+s[ée]curit[ée]|facteur\s+de\s+s[ée]curit[ée]|\bFoS\b/i;
/** A factor of safety: the ultimate (or yield) strength over the working stress. */
const safety: Reader = ({ raw, rest, qs }) => {
  if (!SAFETY.test(raw)) return null;
  const S = of(qs, DIMS.pressure);
  // the working stress from a load on a section (an area, or a bar's or bolt's diameter)
  const F = of(qs, DIMS.force);
  const A = of(qs, DIMS.area);
  const D = of(qs, DIMS.L).filter((q) => /diam/i.test(own(rest, qs, q)) || /^\s*(?:in\s+|de\s+)?diam/i.test(rest.slice(q.end)));
  // a section alone, with the load asked ('what is the maximum permissible load for the rod if it has a diameter of 6.9 cm?')
  const loadAsked = F.length === 0 && A.length + D.length === 1 && /\bload\b|\bforce\b|\bcharge\b|\beffort\b/i.test(question(raw));
  const section = (F.length === 1 || loadAsked) && A.length + D.length === 1 ? [...F, ...A, ...D] : [];
  // two loads, the one that breaks the part and the one it carries: their ratio ('a breaking load of 50 kN carries a working load of 10 kN')
  if (S.length === 0 && F.length === 2 && A.length + D.length === 0 && qs.length === 2 && allPlaced(rest, qs) && /factor|coefficient|facteur/i.test(question(raw))) {
    const roleOf = (f: Found): 'Fu' | 'Fw' | null => (/ultimate|failure|breaking|rupture|\bbreaks?\b|\bfails?\b|limite|maximum\s+load|charge\s+maximale/i.test(own(rest, qs, f).slice(-40)) ? 'Fu'
      : /working|\bsafe\b|actual|carries|carrying|supports?|subjected\s+to|service|design|de\s+travail|appliqu|soumise?\s+[àa]|supporte|porte/i.test(own(rest, qs, f).slice(-40)) ? 'Fw' : null);
    const [a, b] = F.map(roleOf);
    if (!a || !b || a === b) return null;
    return rel('mechanics', { [a]: F[0].si, [b]: F[1].si }, 'FoSF', '');
  }
  const n = new RegExp(`(?:${SAFETY.source})\\s*(?:of|is|=|:|de|vaut|est|égal\\s+à)?\\s*(\\d+(?:[.,]\\d+)?)(?![\\d%])`, 'i').exec(rest);
  if (S.length + (n ? 1 : 0) + (section.length ? 1 : 0) !== (loadAsked ? 3 : 2) || S.length + section.length !== qs.length || !allPlaced(rest, qs, n ? new RegExp(n[1].replace('.', '\\.')) : undefined)) return null;
  const knowns: Record<string, number> = {};
  if (section.length) Object.assign(knowns, F.length ? { F: F[0].si } : {}, A.length ? { A: A[0].si } : { Dm: D[0].si });
  for (const s of S) {
    const b = own(rest, qs, s);
    const role = /ultimate|yield|failure|breaking|tensile\s+strength|rupture|limite|[ée]lastique/i.test(b) || (section.length && /strength|r[ée]sistance/i.test(b)) ? 'su' : /working|\bworks?\s+at|\boperat\w*\s+at|\bactual|subjected\s+to|allowable|service|design|admissible|de\s+travail|appliqu|soumise?\s+[àa]/i.test(b) ? 'sw' : null;
    if (!role || knowns[role] !== undefined) return null;
    knowns[role] = s.si;
  }
  if (n) knowns.FoS = Number(n[1].replace(',', '.'));
  if (loadAsked) return knowns.su !== undefined && knowns.FoS !== undefined ? rel('mechanics', knowns, 'F', 'kN') : null;
  const w = ['FoS', 'su', 'sw'].find((k) => knowns[k] === undefined && !(k === 'sw' && section.length));
  return w ? rel('mechanics', knowns, w, w === 'FoS' ? '' : 'MPa') : null;
};

const READERS: Reader[] = [readHeatEngine, readIsobaricWork, readMassSpring, readRotation, readFractionSubmerged, readWaterPressure, readEfficiencyChain, readPumpPower, readSoundSources, readSoundLevel, readIrradiance, readStarLoad, readAcPower, readReactance, readRunningCost, readColourCode, periodFrequency, fallFromTime, dropHeight, horizontalLaunch, launchFromHeight, projectile, incline, lift, spring, dropEnergy, liftWork, netForce, readStringWave, readHarmonicFromAnother, readBeats, readDoppler, readStandingWave, waves, wire, readBernoulli, readContinuity, readFlow, readMixing, readExpansion, readHeat, readLedResistor, readWheatstone, readInductorTimeConstant, readRms, readInductor, readTransformer, readCellRows, readIdenticalCells, readTwoSources, readJunction, electricEnergy, chargeFlow, readCapacitorGroup, cutoff, capacitor, timeConstants, afterTimeConstants, rcFraction, rcCircuit, rcFromTau, elastic, strain, readCylinderForce, readBendingMoment, readBeamReactions, readBeamLayout, readLeverBalance, machine, moment, gearbox, readGearRatio, readPulleys, shaft, safety, readEfficiency];

/** The first situation that reads the text, or null. */
export function readFormulaFamily(s: Situation): Rel | null {
  // a coefficient of friction must be used: only the forces along a floor use one here
  for (const read of s.mu === undefined ? READERS : [netForce]) {
    const t = read(s);
    if (t) return t;
  }
  return null;
}

const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, deux: 2, trois: 3, quatre: 4, cinq: 5 };
/**
 * The writing of quantities made explicit before they are read: exponents in superscript
 * (10⁻⁸ → 10^-8), resistors written with a bare prefix in a circuit ("10k, 22k", "4k7") and a
 * number of equal resistors ("four 1 kΩ resistors", "trois résistances de 1 kΩ") listed one by one.
 */
export function explicitQuantities(text: string): string {
  const SUP: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '' };
  let s = text.replace(/10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_m, e: string) => `10^${[...e].map((c) => SUP[c]).join('')}`);
  // an exponent in brackets: 10^(-6) is 10^-6
  s = s.replace(/10\s*\^\s*\(\s*([-−]?\d+)\s*\)/g, '10^$1');
  // a power of ten alone is a number of its own: « résistivité 10^-8 Ω.m » is 1 × 10^-8 Ω·m
  s = s.replace(/(?<![\d.,]|[×x*]\s*|\\times\s*|\^\s*)10\s*\^\s*(\{?[-−]?\d+\}?)(?=\s*[\p{L}Ωµ°%])/gu, '1×10^$1');
  // durations in words: "3 hours", "10 minutes", "2 heures" (not "3 h 20 min", read as one duration)
  s = s.replace(/(\d)\s*(?:hours?|hrs?|heures?)(?![\p{L}])(?!\s*\d)/giu, '$1 h').replace(/(\d)\s*(?:minutes?|mins?)(?![\p{L}])/giu, '$1 min').replace(/(\d)\s*(?:seconds?|secondes?|secs?)(?![\p{L}])/giu, '$1 s');
  // a daily use over a number of days is one duration: "5 h a day for 30 days", « 2 h par jour pendant 30 jours »
  // (a week is 7 days, « une semaine » too; a count of weeks 7 days each)
  s = s.replace(/(\d+(?:[.,]\d+)?)\s*(h|min)\s+(?:a|per|each|every|par)\s+(?:day|jour)\s*,?\s+(?:for|over|during|pendant|sur)\s+(?:(\d+)\s*(days|jours|weeks|semaines)|(?:a|one|une)\s+(week|semaine))(?![\p{L}])/giu, (_m, x: string, u: string, n: string | undefined, per: string | undefined) => {
    const days = n === undefined ? 7 : Number(n) * (/^(?:weeks|semaines)$/i.test(per ?? '') ? 7 : 1);
    return `${String(Number(x.replace(',', '.')) * days)} ${u}`;
  });
  // a rectangular section "50 mm × 50 mm" is its area
  s = s.replace(/(\d+(?:[.,]\d+)?)\s*(mm|cm|m)\s*[×x*]\s*(\d+(?:[.,]\d+)?)\s*(mm|cm|m)(?![\p{L}\d²^])/gu, (m, a: string, u: string, b: string, v: string) => (u === v ? `${String(Number(a.replace(',', '.')) * Number(b.replace(',', '.')))} ${u}²` : m));
  // "from 0 to 100 km/h": the unit written once serves both values
  s = s.replace(/\b(from|de|d'|between|entre)\s*(\d+(?:[.,]\d+)?)\s+(to|à|and|et|jusqu'à)\s+(\d+(?:[.,]\d+)?)\s*([^\s\d,;?]+)/giu, (m, a: string, x: string, b: string, y: string, u: string) => (unitOf(u) ? `${a} ${x} ${u} ${b} ${y} ${u}` : m));
  if (!/resist|r[ée]sistan|parallel|parall[èe]le|series|s[ée]rie|∥|\|\|/i.test(s)) return s;
  s = s.replace(/(?<![\p{L}\d.,])(\d+)([kM])(\d+)(?![\p{L}\d])/gu, '$1.$3 $2Ω').replace(/(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)\s?([kM])(?![\p{L}\d])/gu, '$1 $2Ω');
  const R = String.raw`(\d+(?:[.,]\d+)?\s*(?:[kM]?Ω|k?ohms?|Mohm))`;
  const n = String.raw`\b(two|three|four|five|six|deux|trois|quatre|cinq|six|\d+)`;
  const list = (count: string, r: string): string | null => {
    const k = COUNT[count.toLowerCase()] ?? Number(count);
    return k >= 2 && k <= 12 ? Array.from({ length: k }, () => r).join(', ') : null;
  };
  s = s.replace(new RegExp(`${n}\\s+(?:identical\\s+|equal\\s+)?${R}\\s+(resistors?)`, 'giu'), (m, c: string, r: string, w: string) => { const l = list(c, r); return l ? `${l} ${w}` : m; });
  // "three resistors of 10 Ω, 20 Ω and 30 Ω" lists them already
  s = s.replace(new RegExp(`${n}\\s+(r[ée]sistances?|resistors?)\\s+(?:identiques\\s+|identical\\s+|[ée]gales\\s+)?(?:de|of)\\s+${R}(?:\\s+(?:each|chacune?))?(?!\\s*(?:,|\\bet\\b|\\band\\b)\\s*\\d)`, 'giu'), (m, c: string, w: string, r: string) => { const l = list(c, r); return l ? `${w} ${l}` : m; });
  return s;
}
