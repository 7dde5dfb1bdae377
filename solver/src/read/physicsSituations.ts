import { SolverError } from '../errors';
import type { Task, TaskOf } from '../task/task';
import { DIMS, sameDim } from '../physics/units';
import { SYMBOLS } from '../physics/quantities';
import { readRefraction } from './refraction';
import { readCriticalAngle, readPendulum, readPhoton } from './textbookLaws';
import { readHalfLife } from './halfLife';
import { readLightInMedium } from './lightInMedium';
import { readThinLens } from './thinLens';
import { readApparentWeight } from './apparentWeight';
import { readBend } from './bend';
import { allPlaced, degs, exactly, following, of, own, question, SMOOTH, THROWN, UPRIGHT, type Found, type Situation } from './formulaFamilies';
import { freshWater } from './floating';

/**
 * More school physics read into the formula catalogue's letters, in English and French: a trip
 * in two legs, a block sliding down a rough incline, two forces on one body, a slide from a
 * height without friction, Archimedes' upthrust, light and radio waves (at c), motion on a circle,
 * momentum, impulse and collisions where the bodies stick together. Like the formula families,
 * each reader names the quantities given and the one asked, and refuses when a number is left over.
 */
type PhysRel = TaskOf<'kinematics' | 'dynamics' | 'energy' | 'pressure_density' | 'waves'>;
type Reader = (s: Situation) => PhysRel | null;

const task = (kind: PhysRel['kind'], knowns: Record<string, number>, want: string): PhysRel | null =>
  knowns[want] === undefined && SYMBOLS[want] ? { kind, knowns, want, unit: SYMBOLS[want].unit } : null;
const dimOf = (q: Found): string => (q.dim === 'deg' || q.dim === 'pct' ? q.dim : q.dim.join(','));
/** The words of a quantity on both sides ("a curve of radius 50 m", "a 50 m radius curve"). */
const around = (rest: string, qs: Found[], q: Found): string => `${own(rest, qs, q)} ${following(rest, qs, q)}`;

/** A trip in two legs, each told by two of its distance, duration and speed: the average speed is the total distance over the total time. */
const twoLegs: Reader = ({ raw, rest, qs, want }) => {
  if (want !== 'v?' || !/average|mean|moyenne/i.test(question(raw)) || qs.length !== 4) return null;
  const L = of(qs, DIMS.L);
  const S = of(qs, DIMS.speed);
  const T = of(qs, DIMS.T);
  if (!exactly(qs, L, S, T) || !allPlaced(rest, qs)) return null;
  const sorted = [...qs].sort((a, b) => a.at - b.at);
  // the second leg starts after a word that joins the legs
  if (!/\bthen\b|\band\b|\bafter\b|\bpuis\b|\bet\b|\bensuite\b|apr[èe]s|[,;.]/i.test(rest.slice(sorted[1].end, sorted[2].at))) return null;
  const knowns: Record<string, number> = {};
  for (const [i, leg] of [sorted.slice(0, 2), sorted.slice(2)].entries()) {
    if (dimOf(leg[0]) === dimOf(leg[1])) return null;
    for (const q of leg) knowns[`${L.includes(q) ? 'd' : S.includes(q) ? 's' : 't'}${i + 1}`] = q.si;
  }
  return task('kinematics', knowns, 'vavg');
};

const INCLINE = /inclin|slope|ramp|\bpente\b|rampe/i;
/** A block let go on a rough incline: a = g(sin α − μ cos α) down the slope (a block pushed up it, or a static μ, is not read). */
const roughIncline: Reader = ({ raw, rest, qs, g, want, mu }) => {
  const D = degs(qs);
  const M = of(qs, DIMS.M);
  if (mu === undefined || want !== 'a' || !INCLINE.test(raw) || D.length !== 1 || M.length > 1 || !exactly(qs, D, M) || !allPlaced(rest, qs)) return null;
  if (/static|statique|\bup\b|upwards|push|pull|thrown|launch|remonte|\bmonte|lanc[ée]|pouss|tir[ée]/i.test(raw)) return null;
  return task('dynamics', { g, thi: D[0].si, mu }, 'ar');
};

/** Friction just holding the body, or sliding it at a steady speed: along the slope it balances the weight's pull. */
const BALANCED = /constant\s+(?:speed|velocity)|steady\s+speed|uniform(?:ly)?\b|at\s+rest|\bstays?\b|\bremains?\b|(?:just\s+)?(?:starts?|begins?)\s+to\s+(?:slide|slip|move)|(?:on\s+the\s+point\s+of|about\s+to|on\s+the\s+verge\s+of)\s+(?:sliding|slipping|slide|slip)|without\s+(?:sliding|slipping)|(?:does|will)\s+not\s+(?:slide|slip)|vitesse\s+constante|mouvement\s+(?:rectiligne\s+)?uniforme|reste\s+immobile|\bau\s+repos\b|[ée]quilibre|sur\s+le\s+point\s+de\s+glisser|commence\s+[àa]\s+glisser|ne\s+glisse\s+pas|sans\s+glisser/i;
/**
 * A body at rest on an incline on the point of sliding, or sliding down it at a constant speed: the
 * friction μ m g cos α equals the weight's pull m g sin α along the slope, so μ = tan α (the least μ
 * that holds it, or the kinetic μ of a steady slide). Only the angle (and perhaps the mass) told.
 */
const balancedIncline: Reader = ({ raw, rest, qs }) => {
  const D = degs(qs);
  const M = of(qs, DIMS.M);
  if (!INCLINE.test(raw) || D.length !== 1 || M.length > 1 || !exactly(qs, D, M) || !allPlaced(rest, qs) || !BALANCED.test(raw)) return null;
  // pushed, pulled or thrown, another force acts; and the question must ask the coefficient
  if (/push|pull|thrown|launch|\bup\s+the\b|pouss|tir[ée]|lanc[ée]|remonte/i.test(raw)) return null;
  if (!/coefficient|(?<![\p{L}])(?:μ|µ|mu)(?:_?[sk])?(?![\p{L}])/iu.test(question(raw))) return null;
  return task('dynamics', { thi: D[0].si }, 'mus');
};

/** An angle told against the horizontal ("makes 30° with the horizontal"): it says nothing of a force being horizontal. */
const FROM_HORIZONTAL = /(?:with|to|above|below|from|over|under)\s+the\s+horizontal|(?:avec|sur|sous|par\s+rapport\s+[àa]|au-dessus\s+de|au-dessous\s+de|en\s+dessous\s+de)\s+l['’]horizontale/gi;
/** The force's own direction, other than along the slope: then "up the incline" tells only where the body goes. */
const SLANTED = /above|below|beneath|downward|\bat\s+an\s+angle|vertical|au-dessus|au-dessous|en\s+dessous|vers\s+le\s+bas|en\s+biais|oblique|inclin[ée]e\s+de/i;
/** A force that presses the body into the floor: a push down, below the horizontal. */
const PUSHED_DOWN = /below\s+the\s+horizontal|beneath\s+the\s+horizontal|downwards?|\b(?:directed|pointing)\s+down\b|\bdown\s+at\b|au-dessous\s+de\s+l['’]horizontale|en\s+dessous\s+de\s+l['’]horizontale|sous\s+l['’]horizontale|vers\s+le\s+bas|plongeant/i;
/** A force that lifts part of the weight off the floor: a pull up, above the horizontal. */
const PULLED_UP = /above\s+the\s+horizontal|upwards?|au-dessus\s+de\s+l['’]horizontale|vers\s+le\s+haut/i;
/** The angle is the incline's: named with it ("a 30° incline", "the slope makes 30° with the horizontal", « un plan incliné à 30° »). */
const inclineAngle = (rest: string, qs: Found[], d: Found): boolean =>
  /(?:inclin\w*|slope|ramp|plane|pente|rampe|plan)\W+(?:[\p{L}']+\W+){0,3}$/iu.test(own(rest, qs, d)) || /^\W*(?:incline|inclined|slope|ramp|pente|rampe)\b/i.test(following(rest, qs, d));

/**
 * A body driven by a force against friction: pushed or pulled up a rough incline by a force along
 * the slope, a = F/m − g(sin α + μ cos α), or by a horizontal force, of which only F cos α acts
 * along the slope while F sin α presses the body into it, a = (F cos α − mg sin α − μ(mg cos α + F sin α))/m;
 * or driven along a level floor by a force at an angle: a pull above the horizontal lifts part of the
 * weight off the floor, a = (F cos φ − μ(mg − F sin φ))/m, a push below it presses the body down,
 * a = (F cos φ − μ(mg + F sin φ))/m. A push whose side of the horizontal is not told is not read.
 * A force too weak to start the motion gives no positive acceleration and is no answer.
 */
const drivenAgainstFriction: Reader = ({ raw, rest, qs, g, want, mu }) => {
  const D = degs(qs);
  const M = of(qs, DIMS.M);
  const F = of(qs, DIMS.force);
  if (mu === undefined || want !== 'a' || D.length !== 1 || M.length !== 1 || F.length !== 1 || !exactly(qs, D, M, F) || !allPlaced(rest, qs) || /static|statique/i.test(raw)) return null;
  const knowns = { F: F[0].si, m: M[0].si, g, mu };
  if (INCLINE.test(raw)) {
    if (!/push|pull|pouss|tir|drag|tract/i.test(raw) || /\bdown\b|descend/i.test(raw) || !inclineAngle(rest, qs, D[0])) return null;
    // "horizontal" left once the incline's angle is told: the force itself is horizontal
    const told = raw.replace(FROM_HORIZONTAL, ' ');
    if (/horizontal/i.test(told)) return /parallel|along|parall[èe]le|le\s+long/i.test(told) || SLANTED.test(told) ? null : task('dynamics', { ...knowns, thi: D[0].si }, 'ahi');
    // the force along the slope, up it
    if (SLANTED.test(told) || !/parallel\s+to\s+the\s+(?:incline|slope|plane)|along\s+the\s+(?:incline|slope|plane)|up\s+the\s+(?:incline|slope|plane|ramp)|parall[èe]le\s+(?:au|à\s+la)\s+(?:plan|pente)|vers\s+le\s+haut\s+de\s+la\s+pente|le\s+long\s+de\s+la\s+pente/i.test(raw)) return null;
    return task('dynamics', { ...knowns, thi: D[0].si }, 'aup');
  }
  if (!/horizontal|level|floor|\bsol\b/i.test(raw) || !/(?:above|below|beneath|with|to)\s+the\s+horizontal|(?:au-dessus\s+de|au-dessous\s+de|en\s+dessous\s+de|sous|avec|par\s+rapport\s+[àa])\s+l['’]horizontale/i.test(raw)) return null;
  // which side of the horizontal: told, or a pull (a rope or handle cannot pull into the floor)
  const down = PUSHED_DOWN.test(raw);
  const up = PULLED_UP.test(raw);
  const push = /push|pouss/i.test(raw);
  const pull = /pull|tir[ée]|tract|drag|\btows?\b|towed|remorqu/i.test(raw);
  if (down && !up) return task('dynamics', { ...knowns, phi: D[0].si }, 'apd');
  if ((up && !down) || (!up && !down && pull && !push)) return task('dynamics', { ...knowns, phi: D[0].si }, 'aang');
  return null;
};

const DIRECTIONS: Array<[RegExp, number]> = [
  [/\bright\b|\beast\b|\bforwards?\b|droite|\best\b|vers\s+l'avant/i, 0],
  [/\bnorth\b|\bup(?:wards?)?\b|\bnord\b|vers\s+le\s+haut/i, 90],
  [/\bleft\b|\bwest\b|\bbackwards?\b|gauche|\bouest\b|vers\s+l'arri[èe]re/i, 180],
  [/\bsouth\b|\bdown(?:wards?)?\b|\bsud\b|vers\s+le\s+bas/i, 270],
];
/** The angle between two forces: stated ("at right angles", "opposite", "at 60° to each other") or from the directions of each. */
function angleBetween(raw: string, rest: string, qs: Found[], F: Found[], D: Found[]): number | null {
  if (D.length === 1) return /between|each\s+other|entre\s+(?:elles|eux|les)|angle/i.test(raw) ? D[0].si : null;
  if (/right\s+angles?|perpendicular|angle\s+droit|perpendiculaires?/i.test(raw)) return Math.PI / 2;
  if (/opposite|contraires?|oppos[ée]e?s/i.test(raw)) return Math.PI;
  if (/same\s+direction|m[êe]me\s+(?:sens|direction)/i.test(raw)) return 0;
  // the direction told after a force ("10 N to the right"), else before it ("a westward 4 N force")
  const told = (words: string): number[] => DIRECTIONS.filter(([re]) => re.test(words)).map(([, a]) => a);
  const dirs = F.map((f) => (told(following(rest, qs, f)).length ? told(following(rest, qs, f)) : told(own(rest, qs, f))));
  if (dirs.some((d) => d.length !== 1)) return null;
  return (Math.abs(dirs[0][0] - dirs[1][0]) * Math.PI) / 180;
}
/** Two forces on one body: their resultant F = √(F₁² + F₂² + 2F₁F₂ cos φ), and with the mass the acceleration F/m. */
const twoForces: Reader = ({ raw, rest, qs, want }) => {
  const F = of(qs, DIMS.force);
  const M = of(qs, DIMS.M);
  const D = degs(qs);
  if (F.length !== 2 || M.length > 1 || D.length > 1 || !exactly(qs, F, M, D) || !allPlaced(rest, qs)) return null;
  // friction or a weight among them is read with the forces along a floor, or not at all
  if (/friction|frottement|drag|tra[îi]n[ée]e|weight|poids|tension|incline|slope|pente|lift|elevator|ascenseur/i.test(raw)) return null;
  const phi = angleBetween(raw, rest, qs, F, D);
  if (phi === null) return null;
  const q = question(raw);
  const w = want === 'a' && M.length ? 'a' : /resultant|\bnet\b|total|r[ée]sultante|magnitude|norme|intensit[ée]/i.test(q) || (want === 'F' && !M.length) ? 'F' : null;
  if (!w) return null;
  return task('dynamics', { F1: F[0].si, F2: F[1].si, phi, ...(M.length ? { m: M[0].si } : {}) }, w);
};

const NO_FRICTION = new RegExp(`${SMOOTH.source}|neglect\\w*\\s+(?:the\\s+)?friction|ignor\\w*\\s+(?:the\\s+)?friction|n[ée]glige\\w*\\s+(?:les\\s+)?frottements`, 'i');
const SLIDE = /slides?\b|sliding|glisse|descend|roller\s*coaster|montagnes?\s+russes|toboggan|ski(?:er|eur)|\bluge\b|\bsled|\bsledge|\btrack\b|\bpiste\b|\bpente\b|slope|ramp|rampe|\bincline|plan\s+inclin|\bhill\b|colline/i;
const FROM_REST = /\brest\b|\brepos\b|released|let\s+go|l[âa]ch[ée]|abandonn[ée]|sans\s+vitesse\s+initiale|d[ée]part\s+arr[êe]t[ée]|starts?\s+from\s+(?:the\s+)?top|part\s+du\s+sommet/i;
/** A body sliding from rest down a frictionless slope or track: only the drop in height counts, v² = 2gh at the bottom. */
const slideDrop: Reader = ({ raw, rest, qs, g }) => {
  const L = of(qs, DIMS.L);
  const M = of(qs, DIMS.M);
  // the speed asked (the question may name the friction it ignores first)
  if (!/speed|velocity|vitesse|how\s+fast/i.test(question(raw)) || L.length !== 1 || M.length > 1 || !exactly(qs, L, M) || !SLIDE.test(raw) || !NO_FRICTION.test(raw) || !FROM_REST.test(raw) || !allPlaced(rest, qs)) return null;
  // the length must be a height: a slope's length is not how far the body drops
  const words = around(rest, qs, L[0]);
  if (!/height|\bhigh\b|\btall\b|\bdrop\b|vertical|d[ée]nivel|hauteur|\bhaut\b|\bhill\b|colline/i.test(words) || /\blong\b|length|longueur/i.test(words)) return null;
  if (!/bottom|lowest|ground|\bfoot\b|\bbas\b|\bsol\b|\bpied\b|arriv/i.test(question(raw))) return null;
  return task('energy', { g, hd: L[0].si }, 'v');
};

const BUOYANCY = /buoyan|upthrust|up-thrust|archim[èe]de|pouss[ée]e/i;
const FLUID = /water|\beau\b|liquid|liquide|fluid|fluide|\boil\b|huile|mercury|mercure|\bsea\b|\bmer\b|alcohol|alcool|glyc[ée]rin/i;
/** Archimedes' upthrust on a body wholly under a fluid: the weight of the fluid it pushes aside, ρ g V (fresh water 1000 kg/m³ when no density is given). */
const buoyancy: Reader = ({ raw, rest, qs, g }) => {
  const V = of(qs, DIMS.volume);
  const R = of(qs, DIMS.density);
  if (!BUOYANCY.test(question(raw)) || V.length !== 1 || R.length > 1 || !exactly(qs, V, R) || !allPlaced(rest, qs)) return null;
  // a body floating or partly under: the volume under the surface is not the one given
  if (/half|partly|partially|floats?\b|floating|flotte|moiti[ée]|partiellement/i.test(raw)) return null;
  const rho = R.length ? (FLUID.test(own(rest, qs, R[0])) || FLUID.test(following(rest, qs, R[0])) ? R[0].si : null)
    : freshWater(raw);
  return rho === null ? null : task('pressure_density', { rho, g, Vol: V[0].si }, 'Fb');
};

const EM = /\bradio|\blight\b|lumi[èe]re|lumineu|laser|micro-?ondes?|microwave|infra-?red|infrarouge|ultra-?violet|x-?rays?|rayons?\s+x|gamma|electromagnetic|[ée]lectromagn[ée]tique|\bFM\b|\bAM\b|wi-?fi|radar/i;
/** The speed of light in vacuum as used in class, 3.00 × 10⁸ m/s. */
const C = 3.0e8;
/** Light and radio waves in air or vacuum: c = fλ, c given by the problem or 3.00 × 10⁸ m/s. */
const emWave: Reader = ({ raw, rest, qs }) => {
  // sound from a radio, light in glass: not at c
  if (!EM.test(raw) || qs.length !== 1 || !allPlaced(rest, qs) || /glass|verre|water|\beau\b|fib(?:re|er)|medium|milieu|indice|index|sound|\bson\b|sonore|acousti|ultra-?sons?|ultrasound|string|corde/i.test(raw)) return null;
  const [x] = qs;
  const q = question(raw);
  if (x.dim !== 'deg' && x.dim !== 'pct' && sameDim(x.dim, DIMS.freq) && /Hz$/.test(x.unit) && /wavelength|longueur\s+d'onde|(?<!\p{L})λ\s*=?\s*\?/iu.test(q)) return task('waves', { vw: C, f: x.si }, 'lam');
  if (x.dim !== 'deg' && x.dim !== 'pct' && sameDim(x.dim, DIMS.L) && /frequency|fr[ée]quence|(?<!\p{L})f\s*=?\s*\?/iu.test(q)) return task('waves', { vw: C, lam: x.si }, 'f');
  return null;
};

const CIRCLE = /centrip|circular|circle|cercle|circulaire|\bwheel|\broue|\brim\b|jante|\bdis[ck]\b|disque|\bcurve\b|\bbend\b|virage|roundabout|rond-point|orbit|swung|whirl|\btourne|manège|carousel|merry-go-round/i;
/** Uniform motion on a circle of given radius: a = v²/r toward the centre, F = m v²/r, v = 2πr/T (a vertical circle is not read). */
const circular: Reader = ({ raw, rest, qs, want }) => {
  const L = of(qs, DIMS.L);
  const S = of(qs, DIMS.speed);
  const T = of(qs, DIMS.T);
  const M = of(qs, DIMS.M);
  if (!CIRCLE.test(raw) || L.length !== 1 || S.length + T.length !== 1 || M.length > 1 || !exactly(qs, L, S, T, M) || !allPlaced(rest, qs)) return null;
  // on a level road round a bend the friction is what turns the car: the centripetal force itself
  const flatBend = /\bbend\b|\bcurve\b|\bcorner\b|roundabout|\bvirage\b|rond-point/i.test(raw) && /friction|frottement|adh[ée]rence/i.test(question(raw));
  if (/vertical|loop|looping|\btop\s+of|\bbottom\s+of|\ben\s+haut|\ben\s+bas|banked|relev[ée]|diam/i.test(raw) || (/friction|frottement/i.test(raw) && !flatBend) || (flatBend && /coefficient|\bμ|\bmu\b/i.test(question(raw)))) return null;
  // the radius by its name, or a string whirled in a horizontal circle
  const string = /horizontal/i.test(raw) && /string|rope|cord|\bfil\b|ficelle|corde/i.test(around(rest, qs, L[0]));
  // a bend's radius told as 'a bend of radius 50 m' or 'a 50 m bend'
  const bend = flatBend && /bend|curve|corner|roundabout|virage|rond-point/i.test(around(rest, qs, L[0]));
  if (!/radius|rayon/i.test(around(rest, qs, L[0])) && !/^r$/i.test(L[0].label ?? '') && !string && !bend) return null;
  // a time is that of one turn only when told so
  if (T.length && !/period|p[ée]riode|revolution|r[ée]volution|\btour\b|one\s+turn|\blap\b|(?:an|one|its|the|une|son|l')\s*orbite?\b|rotation/i.test(raw)) return null;
  const knowns: Record<string, number> = { Rc: L[0].si, ...(S.length ? { v: S[0].si } : { Trev: T[0].si }), ...(M.length ? { m: M[0].si } : {}) };
  const q = question(raw);
  const w = (/centripetal\s+force|force\s+centrip|\bforce\b|tension/i.test(q) || flatBend) && M.length ? 'Fc'
    : /acc[ée]l[ée]ration/i.test(q) ? 'ac' : want === 'v?' && T.length ? 'v' : /period|p[ée]riode/i.test(q) && S.length ? 'Trev' : null;
  return w ? task('dynamics', knowns, w) : null;
};

const STICK = /stick|stuck|coupl|accroch|solidaires?|together|ensemble|embed|lodge|s'enfonce|se\s+loge|perfectly\s+inelastic|parfaitement\s+in[ée]lastique|\bmou\b/i;
const AT_REST = /at\s+rest|stationary|\bimmobile|au\s+repos|à\s+l'arr[êe]t|arr[êe]t[ée]e?\b|stationnaire|not\s+moving/i;
/** Momentum p = mv, impulse J = F·t, and a collision where two bodies stick together: m₁v₁ + m₂v₂ = (m₁ + m₂)v′. */
const momentum: Reader = ({ raw, rest, qs }) => {
  const M = of(qs, DIMS.M);
  const S = of(qs, DIMS.speed);
  const F = of(qs, DIMS.force);
  const T = of(qs, DIMS.T);
  if (!allPlaced(rest, qs)) return null;
  const q = question(raw);
  // one body's momentum: not a system's, nor one before or after a collision
  const one = !/collision|collid|\bchoc\b|total|system|syst[èe]me|\bafter\b|apr[èe]s|\bbefore\b|avant|\btwo\b|\bdeux\b|\bboth\b|\beach\b|chacun|change|variation/i.test(raw);
  if (one && /momentum|quantit[ée]\s+de\s+mouvement/i.test(q) && M.length === 1 && S.length === 1 && qs.length === 2) return task('dynamics', { m: M[0].si, v: S[0].si }, 'pm');
  if (one && /impulse|impulsion/i.test(q) && F.length === 1 && T.length === 1 && qs.length === 2) return task('dynamics', { F: F[0].si, t: T[0].si }, 'Jimp');
  // a body whose speed changes (a ball bouncing back from a wall): the impulse is its change of momentum, speeds against each other adding
  if (/impulse|impulsion|change\s+(?:in|of)\s+(?:its\s+|the\s+)?momentum|variation\s+de\s+(?:sa\s+|la\s+)?quantit[ée]\s+de\s+mouvement/i.test(q) && M.length === 1 && S.length === 2 && qs.length === 3) {
    const back = /rebound|bounces?\s+(?:back|off)|reverses|comes\s+back|rebondi|repart\s+en\s+sens\s+(?:inverse|oppos[ée])|revient/i.test(raw);
    const same = /slows?\s+(?:down\s+)?(?:from|to)|same\s+direction|m[êe]me\s+sens|ralentit/i.test(raw);
    if (back === same) return null;
    const [u, v] = [...S].sort((a, b) => a.at - b.at);
    return task('dynamics', { m: M[0].si, v0: u.si, v: back ? -v.si : v.si }, 'Jimp');
  }
  const bounce = elasticWithOneAtRest(raw, q, M, S, qs);
  if (bounce !== undefined) return bounce;
  if (M.length !== 2 || S.length < 1 || S.length > 2 || !exactly(qs, M, S) || !STICK.test(raw) || !/speed|velocity|vitesse/i.test(q)) return null;
  // each speed is that of the body named before it; a body without one must be at rest
  const [first, second] = [...M].sort((a, b) => a.at - b.at);
  const speedOf = (m: Found, next?: Found): Found | undefined => S.find((s) => s.at > m.at && (!next || s.at < next.at));
  // "masses of 13.2 kg and 3.0 kg … speeds of 6.8 m/s and 3.5 m/s, respectively": listed in the same order
  const listed = S.length === 2 && /respectively|respectivement/i.test(raw) && S.every((x) => x.at > second.at);
  const [v1, v2] = listed ? [...S].sort((a, b) => a.at - b.at) : [speedOf(first, second), speedOf(second)];
  if (!v1) return null;
  if (!v2) return AT_REST.test(raw) ? task('dynamics', { m1: first.si, v1: v1.si, m2: second.si, v2: 0 }, 'vf') : null;
  // both moving: along one line, the same way or against each other
  const against = /opposite|toward(?:s)?\s+each\s+other|head[\s-]+on|sens\s+(?:contraire|oppos[ée])|face\s+à\s+face|l'un\s+vers\s+l'autre/i.test(raw);
  const along = /same\s+direction|m[êe]me\s+sens|m[êe]me\s+direction/i.test(raw);
  if (against === along) return null;
  return task('dynamics', { m1: first.si, v1: v1.si, m2: second.si, v2: against ? -v2.si : v2.si }, 'vf');
};

const ELASTIC = /(?<!in|non[\s-]|parfaitement\s+in|in-)(?:elastic|[ée]lastique)/i;
const SECOND_ASKED = /\bsecond\b|\bseconde?\b|\btarget\b|\bcible\b|\bstruck\b|\bother\b|\bautre\b|\bheurt[ée]e?\b|(?:initially\s+)?(?:stationary|at\s+rest)\s+\p{L}+|initialement\s+(?:immobile|au\s+repos)/iu;
const FIRST_ASKED = /\bfirst\b|\bpremi[eè]re?\b|\bincident\b|\bmoving\s+\p{L}+|\bprojectile\b/iu;
/**
 * A head-on elastic collision with the second body at rest: each body's velocity after, the one
 * asked named by rank ("the second ball", « la bille heurtée ») or by its mass told again; undefined
 * when no elastic collision is told, null when it cannot be read.
 */
function elasticWithOneAtRest(raw: string, q: string, M: Found[], S: Found[], qs: Found[]): PhysRel | null | undefined {
  if (!ELASTIC.test(raw) || STICK.test(raw)) return undefined;
  if (M.length < 2 || M.length > 3 || S.length !== 1 || !exactly(qs, M, S) || !AT_REST.test(raw) || !/speed|velocity|vitesse/i.test(q)) return null;
  const [first, second] = [...M].sort((a, b) => a.at - b.at);
  // a mass told again in the question names that body
  const again = M.length === 3 ? M.find((m) => m !== first && m !== second && m.at > second.at) : undefined;
  if (M.length === 3 && !again) return null;
  const byMass = again && first.si !== second.si ? (again.si === first.si ? 'v1e' : again.si === second.si ? 'v2e' : null) : null;
  const byWord = SECOND_ASKED.test(q) === FIRST_ASKED.test(q) ? null : SECOND_ASKED.test(q) ? 'v2e' : 'v1e';
  // the moving body is the one with the speed: first in the text, or told first
  if (!(S[0].at > first.at && S[0].at < second.at) && !(S[0].at < first.at)) return null;
  const want = byMass ?? byWord;
  return want ? task('dynamics', { m1: first.si, v1: S[0].si, m2: second.si }, want) : null;
}

/** The speed a body must be thrown straight up with to rise to a height: the top is where v = 0, v0 = √(2gH). */
const launchForHeight: Reader = ({ raw, rest, qs, g, want }) => {
  const L = of(qs, DIMS.L);
  if (want !== 'v?' || !UPRIGHT.test(raw) || !THROWN.test(raw) || L.length !== 1 || !exactly(qs, L, of(qs, DIMS.M)) || of(qs, DIMS.M).length > 1 || !allPlaced(rest, qs)) return null;
  return /height|\bhigh\b|hauteur|\bhaut\b|reach|attein|rise|monte/i.test(raw) ? task('kinematics', { g, th: Math.PI / 2, H: L[0].si }, 'v0') : null;
};

/** A body hanging at rest from a string or rope: the tension holds its weight, T = mg. */
const hanging: Reader = ({ raw, rest, qs, g }) => {
  const M = of(qs, DIMS.M);
  if (M.length !== 1 || qs.length !== 1 || !allPlaced(rest, qs) || !/\bhangs?\b|hanging|suspended|suspendu|accroch[ée]|pend\b/i.test(raw)) return null;
  // one string holds it all: two ropes, or one at an angle, share the weight otherwise
  if (/accelerat|acc[ée]l[ée]r|lift|elevator|ascenseur|swing|oscill|pendulum|pendule|angle|°|\btwo\b|\bthree\b|\bboth\b|\bdeux\b|\btrois\b|ropes|strings|cables|cordes|\bfils\b|c[âa]bles/i.test(raw)) return null;
  return /tension/i.test(question(raw)) ? task('dynamics', { m: M[0].si, g }, 'Th') : null;
};

/** A mass from its weight: m = P/g. */
const massFromWeight: Reader = ({ raw, rest, qs, g, want }) => {
  const F = of(qs, DIMS.force);
  if (want !== 'm' || F.length !== 1 || qs.length !== 1 || !allPlaced(rest, qs) || !/weight|poids|p[èe]se/i.test(raw)) return null;
  return task('dynamics', { Wt: F[0].si, g }, 'm');
};

/** Gravitational potential energy mgh read backwards: the height or the mass from the energy. */
const potentialBack: Reader = ({ raw, rest, qs, g }) => {
  const E = of(qs, DIMS.energy);
  const M = of(qs, DIMS.M);
  const L = of(qs, DIMS.L);
  if (E.length !== 1 || M.length + L.length !== 1 || qs.length !== 2 || !allPlaced(rest, qs) || !/potential|potentielle|\bG?PE\b|\bE_?pp?\b/i.test(raw)) return null;
  const q = question(raw);
  if (M.length && /height|how\s+(?:high|far)|hauteur|altitude/i.test(q)) return task('energy', { m: M[0].si, g, Ep: E[0].si }, 'h');
  if (L.length && /\bmass\b|\bmasse\b/i.test(q)) return task('energy', { h: L[0].si, g, Ep: E[0].si }, 'm');
  return null;
};

const LEVEL = /horizontal|level|\btable\b|\bfloor\b|\bground\b|\bsol\b|plan\s+horizontal/i;
/** The normal force on a body resting on a level surface (N = mg) or on an incline (N = mg cos α). */
const normalForce: Reader = ({ raw, rest, qs, g }) => {
  const M = of(qs, DIMS.M);
  const D = degs(qs);
  if (!/normal\s+(?:force|reaction)|r[ée]action\s+(?:normale|du\s+support)|force\s+normale/i.test(question(raw)) || M.length !== 1 || D.length > 1 || !exactly(qs, M, D) || !allPlaced(rest, qs)) return null;
  // nothing else pushing, pulling or accelerating the body
  if (/push|pull|pouss|tir[ée]|accelerat|acc[ée]l[ée]r|lift|elevator|ascenseur|rope|string|corde|\bfil\b/i.test(raw)) return null;
  if (D.length) return INCLINE.test(raw) ? task('dynamics', { m: M[0].si, g, thi: D[0].si }, 'Ni') : null;
  return LEVEL.test(raw) && !INCLINE.test(raw) ? task('dynamics', { m: M[0].si, g }, 'Nf') : null;
};

const STEADY = /constant\s+(?:speed|velocity)|steady\s+speed|uniform\s+(?:speed|velocity)|vitesse\s+constante|mouvement\s+(?:rectiligne\s+)?uniforme/i;
/** A body pulled or pushed at constant velocity: no net force, so friction equals the push. */
const steadyFriction: Reader = ({ raw, rest, qs }) => {
  const F = of(qs, DIMS.force);
  const M = of(qs, DIMS.M);
  if (!STEADY.test(raw) || F.length !== 1 || M.length > 1 || !exactly(qs, F, M) || !allPlaced(rest, qs) || INCLINE.test(raw) || /accelerat|acc[ée]l[ée]r/i.test(raw)) return null;
  if (!/push|pull|pouss|tir[ée]|tract|drag|remorqu|appli/i.test(raw) || !/friction|frottement|r[ée]sistan/i.test(question(raw))) return null;
  return task('dynamics', { Fa: F[0].si, F: 0 }, 'fr');
};

/** A body thrown straight up with a kinetic energy: it rises until that energy is all potential, h = E/(mg). */
const riseFromEnergy: Reader = ({ raw, rest, qs, g }) => {
  const E = of(qs, DIMS.energy);
  const M = of(qs, DIMS.M);
  if (!UPRIGHT.test(raw) || !THROWN.test(raw) || E.length !== 1 || M.length !== 1 || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  if (!/kinetic|cin[ée]tique|\bK\.?E\b/i.test(raw) || !/how\s+high|height|hauteur|altitude/i.test(question(raw))) return null;
  return task('energy', { Ek: E[0].si, m: M[0].si, g }, 'hd');
};

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, six: 6, eight: 8, deux: 2, trois: 3, quatre: 4, huit: 8 };
const SUPPORTS = /\b(two|three|four|six|eight|deux|trois|quatre|six|huit|\d+)\s+(?:\p{L}+\s+)?(?:feet|legs|wheels|tyres|tires|pieds|pattes|roues|pneus|pneumatiques)\b/iu;
/** A weight shared by several equal supports ("four feet each of area 0.1 m²"): the pressure is the weight over their total area. */
const sharedSupports: Reader = ({ raw, rest, qs, g }) => {
  const n = SUPPORTS.exec(rest);
  const A = of(qs, DIMS.area);
  const F = of(qs, DIMS.force);
  const M = of(qs, DIMS.M);
  if (!n || A.length !== 1 || F.length + M.length !== 1 || qs.length !== 2 || !/\beach\b|chacun|chacune|\bper\b|\bpar\b/i.test(rest) || !allPlaced(rest, qs, SUPPORTS)) return null;
  if (!/pressure|pression/i.test(question(raw))) return null;
  const count = COUNTS[n[1].toLowerCase()] ?? Number(n[1]);
  return task('pressure_density', { F: F.length ? F[0].si : M[0].si * g, nc: count, Ac: A[0].si }, 'p');
};

/** A projectile on level ground asked "how far does it land": its range. */
const rangeByWords: Reader = ({ raw, rest, qs, g }) => {
  const S = of(qs, DIMS.speed);
  const D = degs(qs);
  const M = of(qs, DIMS.M);
  if (!THROWN.test(raw) || S.length !== 1 || D.length !== 1 || M.length > 1 || !exactly(qs, S, D, M) || !allPlaced(rest, qs)) return null;
  // launched from a height, it lands farther than the range on level ground
  if (/cliff|falaise|building|immeuble|\btable\b|tower|\btour\b|height|hauteur|\bhigh\b|\broof\b|\btoit\b|\bhill\b/i.test(raw)) return null;
  return /how\s+far|\blands?\b|atterri|retombe|distance/i.test(question(raw)) ? task('kinematics', { v0: S[0].si, th: D[0].si, g }, 'R') : null;
};

const ROLL_OFF = /(?:rolls?|rolling|slides?|sliding|runs?|drives?|moves?|travels?)\s+off|leaves?\s+(?:the\s+)?(?:edge|table|cliff|top)|quitte\s+(?:le|la|l')|roule\s+(?:jusqu'au|hors)|du\s+bord\s+d/i;
const HEIGHT = /height|\bhigh\b|\btall\b|above|hauteur|\bhaut\b|\btable\b|cliff|falaise|bridge|\bpont\b|building|immeuble|tower|\btour\b|\broof\b|\btoit\b/i;
/** A body rolling off a level edge leaves it horizontally: it falls the height while it keeps its speed across. */
const rollOff: Reader = ({ raw, rest, qs, g }) => {
  const S = of(qs, DIMS.speed);
  const L = of(qs, DIMS.L);
  const M = of(qs, DIMS.M);
  if (!ROLL_OFF.test(raw) || S.length !== 1 || L.length !== 1 || M.length > 1 || !exactly(qs, S, L, M) || !HEIGHT.test(around(rest, qs, L[0])) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  const far = /how\s+far|distance|\blands?\b|atterri|retombe|port[ée]e/i.test(q);
  const time = /how\s+long|\btime\b|dur[ée]e|\btemps\b|combien\s+de\s+temps/i.test(q);
  if (far === time) return null;
  return task('kinematics', { v0: S[0].si, hl: L[0].si, g }, far ? 'Xh' : 'tf');
};

/** An echo: the sound goes to the reflecting surface and back in the time heard, d = vt/2. */
const echo: Reader = ({ raw, rest, qs }) => {
  const S = of(qs, DIMS.speed);
  const T = of(qs, DIMS.T);
  if (!/\becho|[ée]cho\b|sonar|reflect|r[ée]fl[ée]ch|bounces?\s+back|renvoy/i.test(raw) || S.length !== 1 || T.length !== 1 || qs.length !== 2 || !allPlaced(rest, qs)) return null;
  return /how\s+(?:far|deep)|distance|depth|profondeur|\bdeep\b|\bloin\b/i.test(question(raw)) ? task('waves', { vw: S[0].si, t: T[0].si }, 'xe') : null;
};

const DOWNWARD = /(?:thrown|launched|projected|fired|thrown\s+straight|thrown\s+vertically)\s+down(?:wards?)?|vers\s+le\s+bas|verticalement\s+vers\s+le\s+bas/i;
/** A body thrown straight up or down from a height: the speed it lands with, v² = v₀² + 2gh (the same either way up). */
const impactFromHeight: Reader = ({ raw, rest, qs, g }) => {
  const S = of(qs, DIMS.speed);
  const L = of(qs, DIMS.L);
  const M = of(qs, DIMS.M);
  if (!THROWN.test(raw) || !(UPRIGHT.test(raw) || DOWNWARD.test(raw)) || /horizontal/i.test(raw) || S.length !== 1 || L.length !== 1 || M.length > 1 || !exactly(qs, S, L, M) || !allPlaced(rest, qs)) return null;
  if (!HEIGHT.test(around(rest, qs, L[0]))) return null;
  const q = question(raw);
  if (!/speed|velocity|vitesse|how\s+fast/i.test(q) || !/\bhits?\b|ground|water|\blands?\b|impact|\bsol\b|\beau\b|arriv|touche|bottom|\breach/i.test(q)) return null;
  return task('kinematics', { v0: S[0].si, a: g, x: L[0].si }, 'v');
};

const STOPS = /\bstops?\b|\bstopping\b|to\s+(?:a\s+)?(?:rest|stop|halt)|s'arr[êe]ter?|jusqu'à\s+l'arr[êe]t|l'arr[êe]ter|immobilis/i;
const STARTS = /from\s+rest|au\s+repos|du\s+repos|d[ée]part\s+arr[êe]t[ée]|sans\s+vitesse\s+initiale|starts?\s+from\s+0/i;
/** The force behind a change of speed: a from the motion (two speeds and a time or a distance), then F = ma (a braking force by its size). */
const forceFromMotion: Reader = ({ raw, rest, qs }) => {
  const M = of(qs, DIMS.M);
  const S = of(qs, DIMS.speed);
  const T = of(qs, DIMS.T);
  const L = of(qs, DIMS.L);
  if (M.length !== 1 || S.length < 1 || S.length > 2 || T.length + L.length !== 1 || !exactly(qs, M, S, T, L) || !allPlaced(rest, qs)) return null;
  if (!/\bforce\b/i.test(question(raw)) || (/friction|frottement|\bdrag\b|incline|slope|pente|\bup\b|\bdown\b|lift|elevator|ascenseur/i.test(raw) && !NO_FRICTION.test(raw))) return null;
  const sorted = [...S].sort((a, b) => a.at - b.at);
  const [v0, v] = S.length === 2 ? (/\bfrom\b|\bde\b|\bpasse\b|between|entre/i.test(raw) ? [sorted[0].si, sorted[1].si] : [NaN, NaN])
    : STARTS.test(raw) && !STOPS.test(raw) ? [0, sorted[0].si] : STOPS.test(raw) && !STARTS.test(raw) ? [sorted[0].si, 0] : [NaN, NaN];
  if (Number.isNaN(v0) || v0 === v) return null;
  const motion: Record<string, number> = T.length ? { t: T[0].si } : { x: L[0].si };
  return task('dynamics', { m: M[0].si, v0, v, ...motion }, v < v0 ? 'Fbr' : 'F');
};

/** A compressed spring launching a mass: its elastic energy ½kx² all becomes the kinetic energy ½mv². */
const springLaunch: Reader = ({ raw, rest, qs }) => {
  const K = of(qs, DIMS.stiffness);
  const L = of(qs, DIMS.L);
  const M = of(qs, DIMS.M);
  if (!/spring|ressort/i.test(raw) || K.length !== 1 || L.length !== 1 || M.length !== 1 || qs.length !== 3 || !allPlaced(rest, qs)) return null;
  if (/friction|frottement|incline|slope|pente|vertical|height|hauteur/i.test(raw) && !NO_FRICTION.test(raw)) return null;
  return /speed|velocity|vitesse|how\s+fast/i.test(question(raw)) ? task('energy', { ks: K[0].si, ext: L[0].si, m: M[0].si }, 'vl') : null;
};

/** The absolute pressure under a liquid: the atmosphere's pressure on the surface plus ρgh. */
const absolutePressure: Reader = ({ raw, rest, qs, g }) => {
  const L = of(qs, DIMS.L);
  const R = of(qs, DIMS.density);
  const P = of(qs, DIMS.pressure);
  if (!/absolute|total|absolue|totale/i.test(question(raw)) || !/pressure|pression/i.test(question(raw)) || L.length !== 1 || R.length > 1 || P.length !== 1 || !exactly(qs, L, R, P) || !allPlaced(rest, qs)) return null;
  if (!/atmospher|atmosph[ée]ri|surface|\bair\b/i.test(around(rest, qs, P[0])) && !/^p_?0$|^p₀$|^patm$/i.test(P[0].label ?? '') && P[0].unit !== 'atm') return null;
  const rho = R.length ? R[0].si : freshWater(raw);
  return rho === null ? null : task('pressure_density', { p0: P[0].si, rho, g, h: L[0].si }, 'pabs');
};

/** The work done on a body that speeds up: the change of its kinetic energy, ½mv² − ½mv₀² (work on a body slowing down has a sign to agree on: not read). */
const workEnergy: Reader = ({ raw, rest, qs }) => {
  const M = of(qs, DIMS.M);
  const S = of(qs, DIMS.speed);
  if (M.length !== 1 || S.length !== 2 || qs.length !== 3 || !allPlaced(rest, qs) || !/\bwork\b|\btravail\b/i.test(question(raw)) || !/\bfrom\b|\bde\b|\bpasse\b/i.test(raw)) return null;
  const [v0, v] = [...S].sort((a, b) => a.at - b.at);
  return v.si > v0.si ? task('energy', { m: M[0].si, v0: v0.si, v: v.si }, 'Wnet') : null;
};

/** A body thrown straight up and caught or landing at the same height after a time: that time is the whole flight, v₀ = gt/2. */
const returnTime: Reader = ({ raw, rest, qs, g }) => {
  const T = of(qs, DIMS.T);
  const M = of(qs, DIMS.M);
  if (!UPRIGHT.test(raw) || !THROWN.test(raw) || T.length !== 1 || M.length > 1 || !exactly(qs, T, M) || !allPlaced(rest, qs)) return null;
  if (!/returns?|comes?\s+back|back\s+(?:to|down)|caught|retombe|revient|rattrap/i.test(raw) || !/speed|velocity|vitesse/i.test(question(raw))) return null;
  return task('kinematics', { tf: T[0].si, th: Math.PI / 2, g }, 'v0');
};

/** The power of a force moving a body along its line: its work Fd over the time taken. */
const forcePower: Reader = ({ raw, rest, qs, want }) => {
  const F = of(qs, DIMS.force);
  const L = of(qs, DIMS.L);
  const T = of(qs, DIMS.T);
  if (want !== 'P' || F.length !== 1 || L.length !== 1 || T.length !== 1 || qs.length !== 3 || !allPlaced(rest, qs) || /angle|°|friction|frottement|incline|pente/i.test(raw)) return null;
  return task('energy', { F: F[0].si, x: L[0].si, th: 0, t: T[0].si }, 'P');
};

/** A body pulled at constant velocity on a level floor with friction μ: the pull equals μmg. */
const steadyPull: Reader = ({ raw, rest, qs, g, mu }) => {
  const M = of(qs, DIMS.M);
  if (mu === undefined || !STEADY.test(raw) || M.length !== 1 || qs.length !== 1 || !LEVEL.test(raw) || INCLINE.test(raw) || !allPlaced(rest, qs)) return null;
  if (!/\bforce\b|\bpull|\bpush|traction|pouss|tirer/i.test(question(raw)) || /friction|frottement/i.test(question(raw))) return null;
  // no acceleration: no net force (given as such: a zero is out of the verifier's search)
  return task('dynamics', { m: M[0].si, g, mu, F: 0 }, 'Fa');
};

/**
 * Pushed or pulled up a rough incline at a steady speed by a force along the slope: no acceleration,
 * so F = mg(sin α + μ cos α). The force must be told along the slope (a horizontal push is another problem).
 */
const steadyUpIncline: Reader = ({ raw, rest, qs, g, mu }) => {
  const M = of(qs, DIMS.M);
  const D = degs(qs);
  if (mu === undefined || !STEADY.test(raw) || !INCLINE.test(raw) || M.length !== 1 || D.length !== 1 || !exactly(qs, M, D) || !allPlaced(rest, qs) || /static|statique/i.test(raw)) return null;
  if (!inclineAngle(rest, qs, D[0]) || !/\bup\b|upwards|\bmonte|remonte|vers\s+le\s+haut/i.test(raw) || /\bdown\b|descend/i.test(raw.replace(/slow(?:s|ing)?\s+down/gi, ' '))) return null;
  if (!/\bforce\b|\bpull|\bpush|traction|pouss|tirer|effort/i.test(question(raw)) || /friction|frottement/i.test(question(raw))) return null;
  const told = raw.replace(FROM_HORIZONTAL, ' ');
  if (/horizontal/i.test(told) || SLANTED.test(told.replace(/vers\s+le\s+haut/gi, ' '))) return null;
  return task('dynamics', { m: M[0].si, g, mu, thi: D[0].si, aup: 0 }, 'F');
};

/**
 * The friction on a body sliding on a rough incline: μ times the normal force, μ m g cos α. A body at
 * rest (static friction, which only matches the pull along the slope) or pushed is another question.
 */
const slidingFriction: Reader = ({ raw, rest, qs, g, mu }) => {
  const M = of(qs, DIMS.M);
  const D = degs(qs);
  if (mu === undefined || !INCLINE.test(raw) || M.length !== 1 || D.length !== 1 || !exactly(qs, M, D) || !allPlaced(rest, qs) || !inclineAngle(rest, qs, D[0])) return null;
  if (!/slid|slip|glisse|kinetic|cin[ée]tique|moving|en\s+mouvement|\bµ_?k\b|\bmu_?k\b/i.test(raw) || /static|statique|at\s+rest|\bau\s+repos|immobile|push|pull|pouss|tir[ée]|thrown|lanc[ée]/i.test(raw)) return null;
  const q = question(raw);
  if (!/friction(?:al)?\s+force|force\s+(?:of\s+)?friction|force\s+de\s+frottements?|\bfrottements?\b|\bfriction\b/i.test(q) || /coefficient|acceleration|acc[ée]l[ée]ration/i.test(q)) return null;
  return task('dynamics', { m: M[0].si, g, mu, thi: D[0].si }, 'fri');
};

const LOOP = /\bloop(?:-the-loop)?\b|looping|boucle|vertical\s+circle|cercle\s+vertical/i;
/**
 * The least speed at the top of a vertical loop (a roller coaster, a bucket or a ball whirled on a
 * string in a vertical circle): the weight alone turns the body, v = √(g r). The top must be named,
 * and the least speed asked; a speed at the bottom or a height to start from is another problem.
 */
const loopTop: Reader = ({ raw, rest, qs, g }) => {
  const L = of(qs, DIMS.L);
  const M = of(qs, DIMS.M);
  if (!LOOP.test(raw) || L.length !== 1 || M.length > 1 || !exactly(qs, L, M) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  if (!/\btop\b|highest\s+point|sommet|en\s+haut|point\s+le\s+plus\s+haut/i.test(q) || !/min(?:imum|imale?)?\b|least|lowest|critical|critique|just\s+(?:makes?|completes?|stays?)|plus\s+petite/i.test(q) || !/speed|velocity|vitesse/i.test(q)) return null;
  if (/bottom|lowest\s+point|\bbas\b|height|hauteur|release|l[âa]ch/i.test(raw)) return null;
  // the length is the loop's radius (a diameter is not read)
  if (!/radius|rayon|\br\s*=?\s*$/i.test(own(rest, qs, L[0])) && !LOOP.test(around(rest, qs, L[0])) && !/^\s*(?:radius|rayon|long\s+string|string|cord|rope|fil|ficelle)/i.test(following(rest, qs, L[0]))) return null;
  if (/diam/i.test(raw)) return null;
  return task('dynamics', { g, Rc: L[0].si }, 'vtop');
};

/** The top of a hump: a hill, a humpback bridge, the crest of a road, « une bosse », « un dos-d'âne ». */
const HUMP = /\bhill\b|\bhump(?:back)?\b|\bcrest\b|\bbridge\b|\bbosse\b|dos[\s-]+d['’][âa]ne|sommet\s+d['’]une\s+c[ôo]te|pont\s+bomb[ée]/i;
/**
 * A car over the top of a hump: the weight alone turns it there at the greatest speed before the
 * wheels leave the road, mg = mv²/r, v = √(g r). Only the radius (and perhaps the mass) told.
 */
const humpTop: Reader = ({ raw, rest, qs, g }) => {
  const L = of(qs, DIMS.L);
  const M = of(qs, DIMS.M);
  if (!HUMP.test(raw) || L.length !== 1 || M.length > 1 || !exactly(qs, L, M) || !allPlaced(rest, qs)) return null;
  const q = question(raw);
  const greatest = /max(?:imum|imale?)?\b|greatest|fastest|highest\s+speed|how\s+fast\s+can|plus\s+grande|without\s+(?:leaving|losing\s+contact|taking\s+off|becoming\s+airborne)|sans\s+(?:d[ée]coller|quitter|perdre\s+le\s+contact)/i;
  if (!greatest.test(q) || !/speed|velocity|how\s+fast|vitesse/i.test(q)) return null;
  // the length is the hump's radius
  if (!/radius|rayon|curvature|courbure|\br\s*=?\s*$/i.test(own(rest, qs, L[0])) && !/^\s*(?:radius|rayon)/i.test(following(rest, qs, L[0]))) return null;
  return task('dynamics', { g, Rc: L[0].si }, 'vhump');
};

const SMALL = /small|smaller|narrow|input|first|petit|entr[ée]e|premier/i;
const LARGE = /large|larger|big|bigger|wide|output|second|grand|sortie/i;
/** The piston a quantity belongs to: by its label (F1, S2, A₁), else by the words before it, else by those after it. */
function pistonSide(rest: string, qs: Found[], q: Found): '1' | '2' | null {
  const label = /^[FSAD]_?([12₁₂])$/.exec(q.label ?? '');
  if (label) return /[1₁]/.test(label[1]) ? '1' : '2';
  const words = own(rest, qs, q).split(/[.;]/).pop() ?? '';
  // a force told as what is lifted ('what force on the small piston lifts 5000 N?') is the load, on the large piston
  if (q.dim !== 'deg' && q.dim !== 'pct' && LIFTED.test(words)) return '2';
  const after = following(rest, qs, q);
  return SMALL.test(words) && !LARGE.test(words) ? '1' : LARGE.test(words) && !SMALL.test(words) ? '2' : SMALL.test(after) && !LARGE.test(after) ? '1' : LARGE.test(after) && !SMALL.test(after) ? '2' : null;
}
const DIAMETER = /diam|radius|radii|rayon/i;
const LIFTED = /(?:lifts?|raises?|supports?|holds?\s+up|soul[eè]ve(?:r)?|porte(?:r)?)\s+(?:a\s+|an\s+|the\s+|une?\s+|la\s+|le\s+)?(?:(?:load|car|weight|charge|voiture|poids)\s+)?(?:of\s+|de\s+)?$/i;
/**
 * A hydraulic press or lift: the same pressure on both pistons, F₁/S₁ = F₂/S₂ (each force or area
 * named by its piston or its label). Pistons given by their diameters (or radii) have the areas
 * πD²/4; two sizes told without sides are the small piston and the large one by size, and a mass to
 * lift weighs on the large piston.
 */
const hydraulic: Reader = ({ raw, rest, qs, g }) => {
  const F = of(qs, DIMS.force);
  const M = of(qs, DIMS.M);
  const A = of(qs, DIMS.area);
  const D = of(qs, DIMS.L).filter((q) => DIAMETER.test(raw.slice(0, q.at)));
  const sizes = A.length ? A : D;
  if (!/hydraulic|hydraulique|piston|v[ée]rin|pascal/i.test(raw) || (A.length && D.length) || F.length + M.length + sizes.length !== 3 || F.length + M.length > 2 || M.length > 1 || sizes.length > 2 || !exactly(qs, F, M, sizes) || !allPlaced(rest, qs)) return null;
  const area = (q: Found): number => (A.length ? q.si : /radius|radii|rayon/i.test(raw.slice(0, q.at)) && !/diam/i.test(raw.slice(0, q.at)) ? Math.PI * q.si ** 2 : (Math.PI * q.si ** 2) / 4);
  const knowns: Record<string, number> = {};
  const sides = sizes.map((q) => pistonSide(rest, qs, q));
  // two sizes with no side told: the small piston is the smaller one
  const bySize = sizes.length === 2 && sides.every((x) => x === null) && sizes[0].si !== sizes[1].si;
  const sideOf = (q: Found): '1' | '2' | null => {
    const i = sizes.indexOf(q);
    return bySize ? (q.si < sizes[1 - i].si ? '1' : '2') : sides[i];
  };
  for (const q of sizes) {
    const side = sideOf(q);
    if (!side || knowns[`Ap${side}`] !== undefined) return null;
    knowns[`Ap${side}`] = area(q);
  }
  // a lone force told without its piston, the question asking the force on one piston: it acts on the other
  const asked = question(raw);
  const askedSide = /force|load|charge|effort/i.test(asked) && F.length === 1 && !M.length ? (SMALL.test(asked) === LARGE.test(asked) ? null : SMALL.test(asked) ? '1' : '2') : null;
  const otherSide = askedSide === '1' ? '2' : askedSide === '2' ? '1' : null;
  for (const q of F) {
    // a force 'on a 3 cm² piston' is on the piston of that size
    const next = sizes.find((x) => x.at >= q.end && /^\s*(?:on|onto|sur|to)\s+(?:a|an|the|le|la|un|une)?\s*$/i.test(rest.slice(q.end, x.at)));
    const side = pistonSide(rest, qs, q) ?? (next ? sideOf(next) : null) ?? otherSide;
    if (!side || knowns[`Fp${side}`] !== undefined) return null;
    knowns[`Fp${side}`] = q.si;
  }
  // the load lifted: its weight on the large piston
  if (M.length) {
    // (the words before it may be the question's: 'what force on the small piston lifts a 1500 kg car')
    if (knowns.Fp2 !== undefined || !Number.isFinite(g) || SMALL.test(following(rest, qs, M[0]))) return null;
    knowns.Fp2 = M[0].si * g;
  }
  const w = ['Fp1', 'Fp2', 'Ap1', 'Ap2'].find((k) => knowns[k] === undefined);
  if (!w) return null;
  const q = asked;
  const named = w.startsWith('Fp') ? /\bforce\b|\bload\b|\bcharge\b|\blift\b|soul[èe]ve|(?<![\p{L}])F_?[12₁₂]?\s*(?:=\s*\?|[.?]|$)/iu.test(q) : /\barea\b|surface|section|(?<![\p{L}])[SA]_?[12₁₂]?\s*(?:=\s*\?|[.?]|$)/iu.test(q);
  return named ? task('pressure_density', knowns, w) : null;
};

/** A motor of given power lifting a load: the time (or the mass, or the height) from P = mgh/t. */
const powerLift: Reader = ({ raw, rest, qs, g }) => {
  const P = of(qs, DIMS.power);
  const M = of(qs, DIMS.M);
  const L = of(qs, DIMS.L);
  const T = of(qs, DIMS.T);
  if (P.length !== 1 || M.length + L.length + T.length !== 2 || M.length > 1 || L.length > 1 || T.length > 1 || qs.length !== 3 || !allPlaced(rest, qs)) return null;
  if (!/\blift|\braise|\bhoist|soul[èe]v|\bmonte|\bl[èe]ve|hisse|\bclimb|grimpe/i.test(raw) || /efficien|rendement|%/i.test(raw)) return null;
  const knowns: Record<string, number> = { P: P[0].si, g, ...(M.length ? { m: M[0].si } : {}), ...(L.length ? { h: L[0].si } : {}), ...(T.length ? { t: T[0].si } : {}) };
  const q = question(raw);
  const w = !T.length && /how\s+long|\btime\b|dur[ée]e|\btemps\b|combien\s+de\s+temps/i.test(q) ? 't' : !M.length && /\bmass\b|\bmasse\b/i.test(q) ? 'm' : !L.length && /height|how\s+high|hauteur/i.test(q) ? 'h' : null;
  return w ? task('energy', knowns, w) : null;
};

/** The depth at which a liquid's own pressure ρgh reaches a value. */
const depthFromPressure: Reader = ({ raw, rest, qs, g }) => {
  const P = of(qs, DIMS.pressure);
  const R = of(qs, DIMS.density);
  if (P.length !== 1 || R.length > 1 || !exactly(qs, P, R) || !allPlaced(rest, qs) || /atmospher|atmosph[ée]ri|absolute|absolue|total/i.test(raw)) return null;
  if (!/what\s+depth|how\s+deep|profondeur/i.test(question(raw))) return null;
  const rho = R.length ? R[0].si : freshWater(raw);
  return rho === null ? null : task('pressure_density', { p: P[0].si, rho, g }, 'h');
};

const READERS: Reader[] = [balancedIncline, loopTop, humpTop, readPendulum, readPhoton, readCriticalAngle, readRefraction, readLightInMedium, readThinLens, readApparentWeight, readHalfLife, powerLift, depthFromPressure, hydraulic, returnTime, forcePower, workEnergy, rangeByWords, rollOff, echo, impactFromHeight, forceFromMotion, springLaunch, absolutePressure, sharedSupports, normalForce, steadyFriction, riseFromEnergy, twoLegs, twoForces, slideDrop, buoyancy, emWave, readBend, circular, momentum, launchForHeight, hanging, massFromWeight, potentialBack];

/** The first of these situations that reads the text, or null; a coefficient of friction given is read only on an incline. */
export function readPhysicsSituation(s: Situation): PhysRel | null {
  for (const read of s.mu === undefined ? READERS : [roughIncline, drivenAgainstFriction, steadyPull, steadyUpIncline, slidingFriction, readBend]) {
    const t = read(s);
    if (t) return t;
  }
  return null;
}

const MOMENTUM_ASKED: Array<[RegExp, string[], string, string]> = [
  [/momentum|quantit[ée]\s+de\s+mouvement/i, ['pm', 'vf'], 'momentum', 'quantité de mouvement'],
  [/\bimpulse\b|\bimpulsion\b/i, ['Jimp'], 'impulse', 'impulsion'],
];
/**
 * A question asking for a momentum or an impulse is answered by the readers above or refused by
 * name: another reading of its numbers would answer something else.
 */
export function answersMomentum(raw: string, t: Task | null): Task | null {
  const q = question(raw);
  for (const [re, wants, en, fr] of MOMENTUM_ASKED) {
    if (!re.test(q) || (t && 'want' in t && wants.includes(t.want))) continue;
    throw new SolverError('unsupported', {
      en: `We do not compute the ${en} in this situation yet: this question was not understood, and nothing was answered in its place.`,
      fr: `Nous ne calculons pas encore la grandeur « ${fr} » dans cette situation : cette question n’a pas été comprise, et rien n’a été répondu à sa place.`,
    });
  }
  return t;
}

const WORLDS: Array<[RegExp, string, string]> = [
  [/\bmoon\b|\blune\b/i, 'the Moon', 'la Lune'], [/\bmars\b/i, 'Mars', 'Mars'], [/jupiter/i, 'Jupiter', 'Jupiter'], [/v[ée]nus/i, 'Venus', 'Vénus'],
  [/\bmercury\b|\bmercure\b(?!\s+(?:liquide|de\s+densit))/i, 'Mercury', 'Mercure'], [/saturn/i, 'Saturn', 'Saturne'], [/planet|plan[èe]te/i, 'that planet', 'cette planète'],
];
/** Another world named: Earth's 9.81 m/s² is no default there (mercury the liquid aside, when a density is near). */
export function otherWorld(text: string): [string, string] | null {
  const hit = WORLDS.find(([re]) => re.test(text) && !(re.source.includes('mercury') && /density|densit|masse\s+volumique|liquid|column|colonne|mmHg|barom/i.test(text)));
  return hit ? [hit[1], hit[2]] : null;
}
/** A task that needs g on another world that gave none is refused by naming that world. */
export function withGravity(raw: string, t: Task | null): Task | null {
  const world = otherWorld(raw);
  if (!t || !world) return t;
  const values = 'knowns' in t ? Object.values(t.knowns) : 'g' in t ? [t.g] : [];
  if (!values.some((x) => Number.isNaN(x))) return t;
  throw new SolverError('unsupported', {
    en: `This problem takes place on ${world[0]}: give the value of g there (for example "g = 1.62 m/s²" on the Moon), as Earth's 9.81 m/s² does not apply.`,
    fr: `Ce problème se passe sur ${world[1]} : donnez la valeur de g à cet endroit (par exemple « g = 1,62 m/s² » sur la Lune), celle de la Terre (9,81 m/s²) ne s’applique pas.`,
  });
}

const NAMED = String.raw`kinetic\s+energy|potential\s+energy|[ée]nergie\s+cin[ée]tique|[ée]nergie\s+potentielle|quantit[ée]\s+de\s+mouvement|longueur\s+d'onde|masse\s+volumique|momentum|speed|velocity|vitesse|acceleration|acc[ée]l[ée]ration|force|tension|work|travail|power|puissance|pressure|pression|time|temps|dur[ée]e|distance|height|hauteur|range|port[ée]e|wavelength|frequency|fr[ée]quence|period|p[ée]riode|weight|poids|mass|masse|density|impulse|impulsion|energy|[ée]nergie`;
const TWO_ASKED = new RegExp(`(?<![\\p{L}])(${NAMED})\\s*(?:,|\\band\\b|\\bet\\b|&)\\s*(?:(?:its|the|their|la|le|les|sa|son|ses|leur)\\s+|l')?(${NAMED})(?![\\p{L}])`, 'iu');
/**
 * A question asking for two quantities at once ("its momentum and its kinetic energy", « énergie
 * cinétique et vitesse ») is refused by naming them: one answer would leave the other unsaid.
 */
export function oneAsked(raw: string, t: Task | null): Task | null {
  const m = t ? TWO_ASKED.exec(question(raw)) : null;
  if (!m || m[1].toLowerCase() === m[2].toLowerCase()) return t;
  throw new SolverError('unsupported', {
    en: `This asks for two quantities, "${m[1]}" and "${m[2]}": ask for one at a time, and nothing is answered in place of the other.`,
    fr: `Cette question demande deux grandeurs, « ${m[1]} » et « ${m[2]} » : demandez-les une par une, rien n’est répondu à la place de l’autre.`,
  });
}
