import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { degs, of, question, type Found } from './formulaFamilies';

/**
 * "Does the crate slide?", « Le bloc glisse-t-il ? », "Will the box move?", "Does it stay at rest?",
 * in English and French: a body at rest on a level floor pushed or pulled horizontally (its mass, or
 * its weight in N, and the push), or left on an incline (its angle), with the coefficient of static
 * friction. The static coefficient is the one read when both are told; a kinetic one alone, a push
 * on an incline, a push at an angle or against a wall, or any number left over is left unread.
 */
type Slide = TaskOf<'slide_check'>;

/** The question asks whether it slides: "does the crate slide", "will the box move", « glisse-t-il ». */
const SLIDE_Q = /\b(?:does|do|will|would|can|could)\s+(?:the\s+|this\s+|it\b|they\b)(?:\s*[^\s?.!,;]+){0,8}?\s*(?:slide|slip|move|start\s+(?:to\s+)?(?:move|moving|slide|sliding|slip)|begin\s+to\s+(?:move|slide)|(?:be\s+)?set\s+in\s+motion|accelerate)\b|(?:^|[.?!;:]\s+)is\s+(?:the\s+|this\s+|it\b)(?:\s*[^\s?.!,;]+){0,8}?\s*(?:going\s+to\s+(?:slide|move|slip)|sliding|moving)\b|\bwhether\s+(?:or\s+not\s+)?(?:the\s+|this\s+|it\b)(?:\s*[^\s?.!,;]+){0,6}?\s*(?:slides|slips|moves|will\s+(?:slide|slip|move)|starts\s+(?:to\s+)?(?:move|moving|slide|sliding))\b|\bcan\s+(?:you|he|she|they|we|I|the\s+\p{L}+)\s+(?:move|budge|slide|shift)\s+(?:the|it|this)\b|\b(?:d[ée]termine[rz]?|dire|indique[rz]?|pr[ée]cise[rz]?)\s+si\s+(?:le|la|l['’])\s*(?:\S+\s+){0,4}?(?:glisse|bouge|se\s+met\s+en\s+mouvement|va\s+glisser)|glisse(?:nt)?-t-(?:il|elle)s?|glisse(?:-t)?-(?:il|elle)|bouge(?:-t)?-(?:il|elle)|se\s+met(?:-il|-elle|\s+-t-(?:il|elle))\s+en\s+mouvement|se\s+met-il|se\s+met-elle|va-t-(?:il|elle)\s+(?:glisser|bouger|se\s+mettre\s+en\s+mouvement)|est-ce\s+qu['’](?:il|elle)\s+(?:glisse|bouge)|est-ce\s+que\s+(?:le|la|l['’])\s*(?:\p{L}+\s+){1,3}?(?:glisse|bouge|se\s+met\s+en\s+mouvement)|(?:y\s+a-t-il|il\s+y\s+a[- ]t[- ]il)\s+glissement/iu;
/** The question asks the other way round: "does it stay at rest", « reste-t-il immobile ». */
const REST_Q = /\b(?:does|do|will|would)\s+(?:the\s+|this\s+|it\b|they\b)(?:\s*[^\s?.!,;]+){0,8}?\s*(?:remain|stay)\s+(?:at\s+rest|still|stationary|in\s+(?:place|equilibrium)|put|motionless)|(?:^|[.?!;:]\s+)is\s+(?:the\s+|this\s+|it\b)(?:\s*[^\s?.!,;]+){0,8}?\s*(?:in\s+equilibrium|at\s+rest)\b|\bwhether\s+(?:or\s+not\s+)?(?:the\s+|this\s+|it\b)(?:\s*[^\s?.!,;]+){0,6}?\s*(?:stays|remains|will\s+(?:stay|remain))\s+(?:at\s+rest|still|stationary|in\s+(?:place|equilibrium)|put)|reste(?:-t)?-(?:il|elle)\s+(?:immobile|en\s+[ée]quilibre|au\s+repos|en\s+place)|est-(?:il|elle)\s+en\s+[ée]quilibre/iu;
/** A coefficient of friction and its value; group 1 says static or kinetic when told, group 2 is the value. */
const COEFFICIENT = /(?:(?<![\p{L}])(?:μ|µ|mu)\s*_?\{?\s*([ksd]|stat|kin|c)?\s*\}?\s*(?:=|:)|(?:(?:the\s+)?coefficient\s+of\s+(static|kinetic|sliding|limiting)?\s*friction|(static|kinetic|sliding)?\s*friction\s+coefficient|coefficient\s+(?:de\s+frottement|d['’]adh[ée]rence)(?:\s+(statique|cin[ée]tique|dynamique|de\s+glissement))?)(?:\s+(?:between|entre)\s+[^\d.;?=]{1,50}?)?(?:\s*=|\s*:|\s+(?:of|is|is\s+about|equal\s+to|égal\s+à|vaut|est(?:\s+de)?|de))?)\s*(\d+(?:[.,]\d+)?)(?![\d%]|[.,]\d)/giu;
const INCLINE = /inclin|\bramp\b|\bslope\b|\bpente\b|\brampe\b|plan\s+inclin/i;
const WEIGHT = /\bweigh(?:s|ing|t)\b|\bpoids\b|\bpesant\b|\bp[èe]se\b/i;
/** A push that is not horizontal on a level floor, or a body held otherwise than by the floor. */
const OTHER_PUSH = /\bwall\b|\bmur\b|vertical|\bangle\b|above\s+the\s+horizontal|below\s+the\s+horizontal|au-dessus\s+de\s+l['’]horizontale|\bstring\b|\brope\b|\bpulley\b|\bcorde\b|\bfil\b|\bpoulie\b|\bhanging\b|suspendu|\bon\s+top\s+of\b|\bsur\s+(?:un|le)\s+(?:autre\s+)?bloc\b/i;

const num = (x: string): number => Number(x.replace(',', '.'));
const isStatic = (w: string | undefined): boolean => /^(?:s|stat|static|limiting|statique)$/i.test(w ?? '');
const isKinetic = (w: string | undefined): boolean => /^(?:k|d|c|kin|kinetic|sliding|cin[ée]tique|dynamique|de\s+glissement)$/i.test(w ?? '');

/**
 * The task, null when the question asks whether a body slides but the situation is not read, or
 * undefined when the question is another one. `rest` is the text without g; `qs` its quantities.
 */
export function readSlide(raw: string, rest: string, qs: Found[], g: number): Slide | null | undefined {
  const q = question(raw);
  // a quantity asked ("the maximum speed without sliding", « la force minimale pour le faire glisser ») is another question
  if (/\b(?:what|which|when|where|how\s+\p{L}+|find|calculate|compute|determine\s+the|quel(?:le)?s?|calcule[rz]?|combien|quand|o[ùu])\b/iu.test(q) && !/\bwhether\b|\bsi\s+(?:le|la|l['’])/i.test(q)) return undefined;
  // (a body said to move without friction named is another question: "does the ball move faster?")
  if (!/friction|frottement|adh[ée]rence|(?<![\p{L}])(?:μ|µ|mu)(?![\p{L}])|(?<![\p{L}])(?:μ|µ|mu)_?\{?[sk]/iu.test(raw)) return undefined;
  const slides = SLIDE_Q.test(q);
  const stays = REST_Q.test(q);
  if (slides === stays) return stays ? null : undefined;
  const coefs = [...rest.matchAll(COEFFICIENT)].map((m) => ({ kind: m[1] ?? m[2] ?? m[3] ?? m[4], value: num(m[5]), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const statics = coefs.filter((c) => isStatic(c.kind));
  const plain = coefs.filter((c) => !isStatic(c.kind) && !isKinetic(c.kind));
  // the static coefficient decides; one told without a kind is it, a kinetic one alone is not
  const mus = statics.length === 1 ? statics[0].value : statics.length === 0 && plain.length === 1 && coefs.length === 1 ? plain[0].value : null;
  if (mus === null || !Number.isFinite(g)) return null;
  // every number is a coefficient or a quantity read
  let left = rest;
  for (const x of [...coefs, ...qs].sort((a, b) => b.at - a.at)) left = `${left.slice(0, x.at)} ${left.slice(x.end)}`;
  if (/\d/.test(left.replace(/(?<![\p{L}\d])\p{L}+[_₀-₉\d]+(?![\p{L}\d])/gu, ' '))) return null;
  const M = of(qs, DIMS.M);
  const F = of(qs, DIMS.force);
  const D = degs(qs);
  if (M.length + F.length + D.length !== qs.length || M.length > 1 || D.length > 1) return null;
  // a force told as the weight gives the mass
  const own = (x: Found): string => rest.slice(Math.max(0, ...qs.filter((y) => y.end <= x.at).map((y) => y.end)), x.at) + rest.slice(x.end, x.end + 12);
  const weights = F.filter((f) => WEIGHT.test(own(f)));
  const pushes = F.filter((f) => !weights.includes(f));
  if (weights.length > 1 || (weights.length && M.length)) return null;
  const mass = M.length ? M[0].si : weights.length ? weights[0].si / g : undefined;
  const asked = stays ? { rest: true as const } : {};
  if (D.length) {
    // left on an incline: its angle, and nothing pushing it
    if (!INCLINE.test(raw) || pushes.length) return null;
    return { kind: 'slide_check', mus, g, incline: D[0].si, ...(mass !== undefined ? { mass } : {}), ...asked };
  }
  // on a level floor, pushed or pulled horizontally
  if (INCLINE.test(raw) || OTHER_PUSH.test(raw) || pushes.length !== 1 || mass === undefined) return null;
  return { kind: 'slide_check', mus, g, mass, push: pushes[0].si, ...asked };
}

/** The canonical text (physics/slideText.ts) read back. */
export function readSlideCanonical(text: string): Slide | null {
  const m = /^slide_check: mus = (\S+); g = ([^;]+)(?:; m = ([^;]+))?(?:; F = ([^;]+))?(?:; incline = ([^;]+))?; find (slides|rest)$/.exec(text.trim());
  if (!m) return null;
  const n = (x: string | undefined): number | undefined => (x === undefined ? undefined : Number(x));
  const [mus, g, mass, push, incline] = [n(m[1]), n(m[2]), n(m[3]), n(m[4]), n(m[5])];
  if (mus === undefined || g === undefined) return null;
  return { kind: 'slide_check', mus, g, ...(mass !== undefined ? { mass } : {}), ...(push !== undefined ? { push } : {}), ...(incline !== undefined ? { incline } : {}), ...(m[6] === 'rest' ? { rest: true as const } : {}) };
}
