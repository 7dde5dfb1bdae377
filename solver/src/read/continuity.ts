import type { TaskOf } from '../task/task';
import { DIMS, unitOf } from '../physics/units';
import { allPlaced, exactly, of, type Found, type Situation } from './formulaFamilies';

/**
 * A liquid going from one section of a pipe to another, in English and French, with no pressure
 * told: the speed in one section and the size of both (two diameters, two radii or two areas) give
 * the speed in the other by continuity, A₁v₁ = A₂v₂. The section whose speed is given is the one
 * its clause names (the wide pipe, « la partie étroite », 'where the diameter is 5 cm'); the one
 * asked is the size the question names, or the other side (narrow against wide). A size that cannot
 * be put on a side leaves the problem unread.
 */
type Fluid = TaskOf<'pressure_density'>;

const PIPE = /\bpipes?\b|\btubes?\b|\bpipeline|\bhose\b|\bnozzle\b|\bconduits?\b|conduite|canalisation|tuyau|\bartery\b|art[èe]re/i;
const ASKS = /\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel|\bhow\b|\bcombien\b/i;
const SPEED_ASKED = /speed|velocity|how\s+fast|vitesse/i;
const SMALL = /narrow|small|thin|constrict|petit|[ée]troit|r[ée]tr[ée]ci|\bfine\b/i;
const LARGE = /\bwide|larg|\bbig|grand|\bgros/i;
const DIAMETER = /diam|\bØ|\bD\s*=/i;
const RADIUS = /radius|radii|rayon|\br\s*=/i;

/** The sentences of the text, each with where it starts. */
const sentences = (text: string): Array<{ at: number; text: string }> => [...text.matchAll(/(?:[^.;?!]|[.,](?=\d))+(?:[.;?!](?=\s|$))?/g)].map((m) => ({ at: m.index ?? 0, text: m[0] }));

/** The side a clause names, by the size words it uses. */
function side(words: string): 'small' | 'large' | null {
  const s = SMALL.test(words);
  const l = LARGE.test(words);
  return s === l ? null : s ? 'small' : 'large';
}

export function readContinuity({ raw, rest, qs }: Situation): Fluid | null {
  if (!PIPE.test(raw)) return null;
  const v = of(qs, DIMS.speed);
  const A = of(qs, DIMS.area);
  const L = of(qs, DIMS.L);
  if (v.length !== 1 || !((A.length === 2 && !L.length) || (L.length === 2 && !A.length)) || !exactly(qs, v, A, L) || !allPlaced(rest, qs)) return null;
  // two lengths are both diameters or both radii, as the text names them
  const kind = A.length ? 'area' : DIAMETER.test(raw) && !RADIUS.test(raw) ? 'diameter' : RADIUS.test(raw) && !DIAMETER.test(raw) ? 'radius' : null;
  if (!kind) return null;
  const sizes = A.length ? A : L;
  if (sizes[0].si === sizes[1].si) return null;
  const all = sentences(rest);
  const asking = all.filter((s) => ASKS.test(s.text));
  if (asking.length !== 1) return null;
  const ask = asking[0];
  const command = ask.at + Math.max(0, ask.text.search(ASKS));
  const question = ask.text.slice(command - ask.at);
  if (!SPEED_ASKED.test(question)) return null;
  const inQuestion = (q: Found): boolean => q.at >= command && q.at < ask.at + ask.text.length;
  if (inQuestion(v[0])) return null;
  const [small, large] = [...sizes].sort((a, b) => a.si - b.si);
  const bySide = (s: 'small' | 'large' | null): Found | null => (s === 'small' ? small : s === 'large' ? large : null);
  // the size asked: told in the question, else the side the question names
  const named = sizes.filter(inQuestion);
  const asked = named.length === 1 ? named[0] : named.length === 0 ? bySide(side(question)) : null;
  // the size of the speed given: the side its clause names, else the other one
  const clause = all.find((s) => v[0].at >= s.at && v[0].at < s.at + s.text.length)?.text ?? '';
  const givenSide = bySide(side(clause));
  if (!asked || givenSide === asked) return null;
  const given = givenSide ?? sizes.find((q) => q !== asked);
  if (!given) return null;
  const knowns: Record<string, number> = kind === 'area' ? { Ab1: given.si, Ab2: asked.si } : kind === 'diameter' ? { Db1: given.si, Db2: asked.si } : { rs1: given.si, rs2: asked.si };
  knowns.vb1 = v[0].si;
  // the speed stated in the unit it was given in, when the scanner knows it
  const unit = unitOf(v[0].unit) ? v[0].unit : 'm/s';
  return { kind: 'pressure_density', knowns, want: 'vb2', unit };
}
