import type { Task } from '../task/task';
import { DIMS, sameDim, type Dim } from '../physics/units';

/**
 * Gear trains of any number of wheels and connected or stacked bodies, as students type them in
 * English and French: "gear A (20 teeth) drives gear B (40 teeth), which drives gear C (10 teeth);
 * A turns at 120 rpm. Speed of C?", "three wheels r1 = 0.05, R1 = 0.12 … lift a 1000 N load.
 * Effort?", "two blocks of 2 kg and 3 kg in contact, pushed by 10 N: contact force?", "machine
 * d'Atwood de 5 kg et 3 kg : tension ?", "a 1.5 kg block is pulled with 12 N across a 1.2 kg block".
 * Quantities come placed by unit from the physics reader; `undefined` means not such a problem,
 * `null` such a problem that cannot be read unambiguously.
 */
export interface Placed { value: number; unit: string; dim: Dim | 'deg' | 'pct'; si: number; at: number; end: number; label?: string }
const of = (qs: Placed[], d: Dim): Placed[] => qs.filter((q) => q.dim !== 'deg' && q.dim !== 'pct' && sameDim(q.dim, d));
const num = (s: string): number => Number(s.replace(',', '.'));

const SHAFT = /(?:keyed\s+(?:to|on)\s+)?(?:the\s+)?(?:same|one|a\s+common|common)\s+(?:shaft|axle|spindle)|shares?\s+(?:its|a|the|their)\s+(?:shaft|axle|spindle)|keyed|(?:cal[ée]e?s?\s+sur\s+)?(?:le\s+)?(?:m[êe]me|un\s+seul)\s+(?:arbre|axe)|(?:l['’]arbre|l['’]axe)\s+commun|partagen?t?\s+(?:son|leur|le\s+m[êe]me)\s+(?:arbre|axe)|solidaires?|cal[ée]e?s?\s+sur|(?:fixed|attached|rigidly\s+connected|fix[ée]e?s?|accoupl[ée]e?s?)\s+(?:to|on|sur|à)(?!\s+(?:the\s+|le\s+)?(?:same|one|a\s+common|common|m[êe]me)\s+(?:shaft|axle|arbre|axe))|fixed\s+together|(?:rotate|turn|spin)s?\s+together|tournent\s+ensemble/i;
// a wheel named after "driven by", « menée par »: the text runs against the train, which this reader does not reorder
const PASSIVE = /\b(?:driven|turned|rotated)\s+by|(?:men[ée]|entra[îi]n[ée]|actionn[ée])e?s?\s+par/giu;
// (N1 = 3000 tr/min is a speed: N names a rotation speed in French texts)
const TEETH = /(\d+)\s*-?\s*(?:tooth|teeth|dents)(?!\p{L})|\b[NZ]_?([1-9₁-₉])\s*=\s*(\d+)(?!\d|[.,]\d|\s*(?:tr\b|tr\/|rpm|rad|rev|tours?\b))/giu;
const LIST = /(\d+(?:\s*,\s*\d+)*\s*,?\s*(?:and|et)\s*\d+)\s*(?:-\s*)?(?:teeth|dents)/i;

interface Wheel { size: number; at: number }

/** Teeth in the order written, from counts ("20-tooth", "40 dents", N1 = 20) or one list ("20, 40 and 10 teeth"). */
function teethWheels(text: string): Wheel[] {
  const list = LIST.exec(text);
  if (list) return [...list[1].matchAll(/\d+/g)].map((m) => ({ size: Number(m[0]), at: (list.index ?? 0) + (m.index ?? 0) }));
  const wheels = [...text.matchAll(TEETH)].map((m) => ({ size: Number(m[1] ?? m[3]), at: m.index ?? 0 }));
  return wheels.filter((w) => !isReference(text, w, wheels));
}

/**
 * A count of teeth that repeats one given before names that wheel, no new one: in the question
 * ("speed of the 15-tooth gear?"), or after a definite article ("the 12-tooth gear turns at
 * 300 rpm", « la roue de 12 dents tourne »). A third wheel of the same size is introduced as "a".
 */
export function isReference(text: string, w: { size: number; at: number }, all: ReadonlyArray<{ size: number; at: number }>): boolean {
  const start = text.slice(0, w.at).search(/[^.;!?]*$/);
  const repeats = all.some((x) => x.at < start && x.size === w.size);
  const definite = /\b(?:the|this|that|le|la|ce|cette)\s+(?:(?:gear|wheel|pinion|roue|pignon|engrenage)\s+(?:of|with|de|à)\s+)?$/i.test(text.slice(Math.max(0, w.at - 40), w.at));
  // "… and a 15-tooth gear rotate together, and the 15-tooth gear drives …": named again in its own sentence
  const named = all.some((x) => x.at < w.at && x.size === w.size);
  return (repeats && /\?/.test(text.slice(w.at).split(/[.;!]/)[0])) || (definite && named);
}

/** Wheels with an axle: r_i (inner) and R_i (outer) labelled, the chain R1 = r1 ⟷ R2 = r2 ⟷ … */
function axleWheels(text: string): number[] | null {
  const inner = new Map<number, number>();
  const outer = new Map<number, number>();
  for (const m of text.matchAll(/(?<![\p{L}])([rR])_?([1-9])\s*=\s*(\d+(?:[.,]\d+)?)/gu)) (m[1] === 'r' ? inner : outer).set(Number(m[2]), num(m[3]));
  const n = inner.size;
  if (n < 1 || outer.size !== n) return null;
  const sizes: number[] = [];
  for (let i = 1; i <= n; i++) {
    const [R, r] = [outer.get(i), inner.get(i)];
    if (R === undefined || r === undefined) return null;
    sizes.push(R, r);
  }
  return sizes;
}

const LOAD = /\bload\b|\bcharge\b|\bpoids\b|\blifts?\b|\bsoul[èe]ve|\bl[èe]ve/i;
const EFFORT = /\beffort\b|\bforce\s+(?:motrice|d['’]effort)|\bapplied\s+force/i;

export function readGearTrain(text: string, qs: Placed[]): Task | null | undefined {
  const axles = /gear|wheel|engrenage|roue|pignon|treuil|winch/i.test(text) ? axleWheels(text) : null;
  const teeth = axles ? [] : teethWheels(text);
  if (!axles && teeth.length < 3) return undefined;
  const question = text.split(/[.;](?=\s|$)/).filter((s) => /\?|\bfind\b|\bcalcul|\bwhat\b|\bquel|\bd[ée]termin/i.test(s)).join(' ') || text;
  const speeds = of(qs, DIMS.freq).filter((q) => q.unit !== 'Hz' && !/Hz$/.test(q.unit));
  const torques = of(qs, DIMS.torque);
  const forces = of(qs, DIMS.force);
  const lengths = of(qs, DIMS.L);
  if (axles) {
    // every number is a labelled radius or the single force given (a trailing unit names the radii)
    const unitLen = lengths.length ? lengths[lengths.length - 1].unit : 'm';
    const scale = (unitLen === 'cm' ? 0.01 : unitLen === 'mm' ? 0.001 : 1) * (/diam[eè]t/i.test(text) ? 0.5 : 1);
    if (forces.length !== 1 || speeds.length || torques.length || of(qs, DIMS.M).length) return null;
    const wheels = axles.map((x) => x * scale);
    const links = wheels.slice(1).map((_, i) => (i % 2 === 0 ? 'shaft' as const : 'mesh' as const));
    const f = forces[0];
    const around = text.slice(Math.max(0, f.at - 25), f.end + 15);
    const givenAt = LOAD.test(around) ? 'last' : EFFORT.test(around) ? 'first' : null;
    const asksEffort = EFFORT.test(question) || /\bF\s*=/.test(question);
    const asksLoad = /\bload\b|\bcharge\b|\bW\s*=\s*\?/i.test(question) && !asksEffort;
    if (!givenAt || (givenAt === 'last' ? !asksEffort : !asksLoad)) return null;
    return { kind: 'gear_train', size: 'radius', wheels, links, given: { at: givenAt, quantity: 'force', value: f.si }, want: 'force', unit: 'N' };
  }
  // every number is a number of teeth or the one quantity given
  const given = [...speeds, ...torques];
  if ([...text.matchAll(PASSIVE)].some((m) => teeth.some((w) => w.at > (m.index ?? 0) && /^[^\d.;]{0,50}$/.test(text.slice(m.index ?? 0, w.at))))) return null;
  if (qs.length !== given.length || given.length > 1) return null;
  // "C is on the same shaft as B", "B and C on one shaft": the wheel named just before the words shares the previous one's shaft
  const links = teeth.slice(1).map(() => 'mesh' as 'mesh' | 'shaft');
  for (const m of text.matchAll(new RegExp(SHAFT.source, 'gi'))) {
    const end = (m.index ?? 0) + m[0].length;
    const k = teeth.filter((w) => w.at < (m.index ?? 0)).length - 1;
    // "… 40-tooth gear, keyed to the same shaft as a 15-tooth gear", "gear B, which is on the same shaft as
    // gear C with 15 teeth", « une roue de 60 dents, solidaire d'un pignon de 15 dents »: the wheel named
    // right after the words, in the same clause, shares the shaft of the one before them
    // "Z2 and Z3 are on the same shaft", « les roues 2 et 3 sont solidaires », "the second and third are keyed": the pair named
    const clause = text.slice(teeth[k] ? teeth[k].at : 0, m.index ?? 0);
    // (a pair named by labels but not next to each other is refused, not read again by counts)
    const byLabel = namedPair(clause);
    const named = byLabel !== undefined ? byLabel : countedPair(clause.slice(/^\d+/.exec(clause)?.[0].length ?? 0), teeth.map((w) => w.size));
    if (named === null) return null;
    const between = text.slice(end, teeth[k + 1]?.at ?? end);
    const link = named ?? (namesNextWheel(between) || opensClause(text.slice(0, m.index ?? 0), between) ? k : k - 1);
    if (k < 0 || link < 0 || link >= links.length) return null;
    links[link] = 'shaft';
  }
  // a compound train, or a shaft named, whose shared shaft was not placed: all meshes would be a misreading
  if (/compound|compos[ée]|shaft|axle|spindle|\barbres?\b/i.test(text) && !links.includes('shaft')) return null;
  const wheels = teeth.map((w) => w.size);
  if (wheels.some((x) => x <= 0)) return null;
  const asksDirection = /direction|\bsens\b|clockwise|anticlockwise|counter-?clockwise|horaire/i.test(question);
  const asksSpeed = /speed|rpm|how\s+fast|vitesse|tr\/min|turns?\s+at|tourne/i.test(question);
  const asksTorque = /torque|couple/i.test(question);
  if (given.length === 0) return asksDirection && !asksSpeed && !asksTorque ? { kind: 'gear_train', size: 'teeth', wheels, links, want: 'direction', unit: '' } : null;
  const q = given[0];
  const at = givenEnd(text, q, teeth);
  if (!at) return null;
  const quantity = speeds.length ? 'speed' as const : 'torque' as const;
  const want = asksTorque ? 'torque' as const : asksSpeed ? 'speed' as const : asksDirection ? 'direction' as const : null;
  if (!want || (want === 'speed' && quantity !== 'speed') || (want === 'torque' && quantity !== 'torque')) return null;
  return { kind: 'gear_train', size: 'teeth', wheels, links, given: { at, quantity, value: q.si }, want, unit: want === 'direction' ? '' : want === 'speed' ? (q.unit === 'tr/min' ? 'rpm' : q.unit) : 'N·m' };
}

const ORDINALS = ['first|premi[eè]re?', 'second|deuxi[eè]me|seconde?', 'third|troisi[eè]me', 'fourth|quatri[eè]me', 'fifth|cinqui[eè]me', 'sixth|sixi[eè]me'];
const ORDINAL = ORDINALS.map((o) => `(?:${o})`).join('|');
// capitals only for letters: "and a 15-tooth gear" names no wheel A
const LABEL = (prefix: '' | '?'): string => String.raw`(?:(?:[ZN]_?|(?:[Gg]ears?|[Ww]heels?|[Rr]oues?|[Pp]ignons?)\s+)${prefix}([1-9])|(?:(?:[Gg]ears?|[Ww]heels?|[Rr]oues?|[Pp]ignons?)\s+)?([A-H])|(${ORDINAL}))`;
const PAIR = new RegExp(String.raw`(?<![\p{L}\d])${LABEL('')}\s*(?:,|and|et|&)\s*(?:(?:the|la|le)\s+)?${LABEL('?')}(?![\p{L}\d])`, 'u');

/**
 * Two wheels named by their labels just before the shaft words ("Z2 and Z3", « les roues 2 et 3 »,
 * "the second and third", "gears B and C"): the link between them (the first's index); undefined when
 * none is named; null when the two named are not next to each other.
 */
function namedPair(clause: string): number | null | undefined {
  const m = PAIR.exec(clause);
  if (!m) return undefined;
  const index = (label: string | undefined, ordinal: string | undefined): number => {
    if (ordinal) return ORDINALS.findIndex((o) => new RegExp(`^(?:${o})$`, 'i').test(ordinal));
    const l = label ?? '';
    return /\d/.test(l) ? Number(l) - 1 : l.toUpperCase().charCodeAt(0) - 65;
  };
  const [i, j] = [index(m[1] ?? m[2], m[3]), index(m[4] ?? m[5], m[6])];
  return i >= 0 && j === i + 1 ? i : null;
}

const COUNT_PAIR = /(?<![\d.,])(\d+)(?:[\s-]*(?:tooth|teeth|dents))?\s*(?:,|and|et|&)\s*(?:the\s+|la\s+|le\s+)?(?:(?:gear|wheel|roue|pignon)\s+(?:of|de)\s+)?(\d+)[\s-]*(?:tooth|teeth|dents)/i;

/**
 * Two wheels named by their counts of teeth just before the shaft words ("the 40 and 15 tooth gears
 * are on the same shaft", « les roues de 40 et 15 dents sont solidaires »): the link between them;
 * undefined when none is named; null when a count is not one wheel's, or the two are not next to each other.
 */
function countedPair(clause: string, sizes: number[]): number | null | undefined {
  const m = COUNT_PAIR.exec(clause);
  if (!m) return undefined;
  const at = (n: number): number => (sizes.filter((x) => x === n).length === 1 ? sizes.indexOf(n) : -1);
  const [i, j] = [at(Number(m[1])), at(Number(m[2]))];
  if (i < 0 || j < 0 || Math.abs(i - j) !== 1) return null;
  return Math.min(i, j);
}

/**
 * The words between the shaft phrase and the next count of teeth introduce that wheel ("as gear C with",
 * « d'un pignon de »): a link word, then no clause break nor a verb of its own ("as B and drives gear D").
 */
function namesNextWheel(between: string): boolean {
  return /^\s*(?:(?:as|with|to|que|avec|à|de|is|are|est)\s|d['’])/iu.test(between)
    && !/[.;,!?]|\b(?:which|that|and|drives?|driving|mesh(?:es|ing)?|qui|et|entra[îi]n\p{L}*|engr[èe]n\p{L}*)(?!\p{L})/iu.test(between);
}

/**
 * The shaft words open a clause whose subject is the next wheel ("…60 teeth; on the same shaft a 15-tooth
 * gear drives…", « … 60 dents ; sur le même arbre, un pignon de 15 dents … »): that wheel shares the shaft
 * of the wheel before the break, not the one before it.
 */
function opensClause(before: string, between: string): boolean {
  return /[.;,:]\s*(?:and\s+|then\s+|et\s+|puis\s+)?(?:(?:mounted|placed|fixed|keyed|mont[ée]e?s?|plac[ée]e?s?|fix[ée]e?s?)\s+)?(?:on|onto|upon|sur)\s+$/i.test(before)
    && !/[.;!?]|\b(?:as|que)\b/i.test(between);
}

/** Which end wheel the quantity given belongs to: the wheel named just before it, or the words input/output. */
function givenEnd(text: string, q: Placed, teeth: Wheel[]): 'first' | 'last' | null {
  const before = text.slice(0, q.at);
  const clause = before.slice(Math.max(0, before.search(/[^.;]*$/)));
  if (/(?:output|driven|last|sortie|men[ée]e|derni[èe]re)[^,]*$/i.test(clause)) return 'last';
  if (/(?:input|driver|driving|motor|first|entr[ée]e|menant|moteur|premi[èe]re?)[^,]*$/i.test(clause)) return 'first';
  // a letter or a number naming a wheel ("A turns at", "gear C at", "roue 3 tourne à")
  const names = [...text.matchAll(/\b(?:[Gg]ears?|[Ww]heels?|[Rr]oues?|[Pp]ignons?)\s+([A-H1-9])\b/g)].map((m) => m[1]);
  const named = /\b([A-H1-9])\b(?![-\s]*(?:tooth|teeth|dents))[^,.;]*$/.exec(clause);
  if (named && names.length >= teeth.length) {
    const k = names.indexOf(named[1]);
    if (k === 0) return 'first';
    if (k === teeth.length - 1) return 'last';
    return null;
  }
  // else the wheel counted just before it in the same clause, else the first
  const inClause = teeth.filter((w) => w.at < q.at && w.at >= before.length - clause.length);
  if (inClause.length === 0) return 'first';
  const k = teeth.indexOf(inClause[inClause.length - 1]);
  return k === 0 ? 'first' : k === teeth.length - 1 ? 'last' : null;
}

const SMOOTH = /frictionless|smooth|sans\s+frottements?|lisse|no\s+friction/i;
const MU = /(?:(?<!\p{L})(?:μ|µ|mu)\s*_?\s*[ks]?(?![\p{L}])|coefficient\s+(?:of\s+)?(?:kinetic\s+|static\s+|sliding\s+)?(?:friction|frottement)(?:\s+\p{L}+)?)[^.;?\d]{0,40}?(\d+(?:[.,]\d+)?)(?![\d%]|[.,]\d)/giu;

/** The mass just after a word that says where the force acts ("pushes the 2 kg block", "applied to the 3 kg box"), or before "is pushed/pulled". */
function pushedMass(text: string, masses: Placed[], mentions: Placed[]): number | null {
  for (const m of mentions) {
    const k = masses.findIndex((q) => q.value === m.value && q.unit === m.unit);
    if (k < 0) continue;
    const before = text.slice(Math.max(0, m.at - 30), m.at);
    const after = text.slice(m.end, m.end + 40);
    if (/(?:push(?:es|ing)?|pull(?:s|ing)?|applied\s+(?:to|on)|acts?\s+on|acting\s+on|pousse|tire|appliqu[ée]e?\s+(?:sur|à)|s['’]exer[çc]ant\s+sur|exerc[ée]e\s+sur)\s+(?:the|a|le|la|l['’]|un|une)\s*(?:(?:block|box|crate|mass|body|cart|bloc|caisse|masse|corps|chariot|objet)\s+(?:de|of)\s*)?$/i.test(before)) return k;
    if (/^\s*(?:block|box|crate|mass|body|cart|trolley|bloc|caisse|masse|corps|chariot|objet)?\s*(?:is|est|being)\s+(?:being\s+)?(?:pushed|pulled|pouss[ée]e?|tir[ée]e?)/i.test(after)) return k;
  }
  return null;
}

export function readConnectedBodies(text: string, all: Placed[], g: number): Task | null | undefined {
  // a mass named again in the question ("acceleration of the 1.2 kg block?") is the same body
  const qs = all.filter((q, i) => !all.slice(0, i).some((p) => p.value === q.value && p.unit === q.unit));
  const masses = of(qs, DIMS.M);
  const forces = of(qs, DIMS.force);
  const stacked = /on\s+top\s+of|\bacross\s+(?:a|the)\s+\d|\b(?:rests?|sits?|placed|lies|lying)\s+on\s+(?:top\s+of\s+)?(?:a|the)\s+\d|pos[ée]e?\s+sur\s+(?:un|le)\s+(?:bloc\s+de\s+)?\d|sur\s+un\s+bloc\s+de\s+\d|au-dessus\s+d/i.test(text);
  const atwood = /atwood/i.test(text) || (/pulley|poulie/i.test(text) && /(?:both|either|each)\s+(?:sides?|ends?)|de\s+part\s+et\s+d['’]autre|(?:hang|suspend)\w*\s+(?:from|over|à)\s+(?:the\s+)?(?:two\s+)?ends/i.test(text))
    // "two masses hang over a pulley", with no table under either
    || (/\b(?:hang|hung|suspend\w*)\s+(?:over|from|on\s+either\s+side\s+of)\s+(?:a|the|une)\s+(?:\w+\s+)?(?:pulley|poulie)/i.test(text) && !/table|surface|\bplan\b|horizontal|bench|paillasse|incline/i.test(text))
    // "two masses joined by a string over a pulley", « reliées par un fil passant sur une poulie »: with nothing to rest on, both hang
    || (/\b(?:two|deux|2)\s+(?:masses|blocks|bodies|objects|weights|solides|corps|objets|blocs|charges)\b/i.test(text) && /(?:over|across|passing\s+over|pass(?:es)?\s+over|runs?\s+over|passant\s+(?:sur|par|dans)|qui\s+passe\s+(?:sur|par|dans))\s+(?:a|the|une|la)\s+(?:[\p{L}-]+\s+)?(?:pulley|poulie)/iu.test(text) && !/table|surface|\bplan\b|horizontal|bench|paillasse|inclin|slope|ramp|pente|\bsol\b|floor|ground/i.test(text));
  const tablePulley = !atwood && /pulley|poulie/i.test(text) && /\bhang|suspend|pend/i.test(text) && /table|surface|plan\b|horizontal|bench|paillasse/i.test(text);
  const sideBySide = /in\s+contact|side\s+by\s+side|pushed\s+together|pulled\s+together|pouss[ée]s\s+ensemble|tir[ée]s\s+ensemble|next\s+to\s+each|touching|connected\s+by|joined\s+by|tied|string|rope|cord|\bcable\b|accol[ée]s|en\s+contact|reli[ée]s|c[ôo]te\s+[àa]\s+c[ôo]te|\bfil\b|corde|c[âa]ble/i.test(text);
  if (masses.length !== 2 || !(stacked || atwood || tablePulley || sideBySide)) return undefined;
  // on a slope the weight has a component along the motion: not these arrangements
  if (/inclin|slope|\bpente\b|\bramp|\brampe\b/i.test(text)) return null;
  const question = text.split(/[.;](?=\s|$)/).filter((s) => /\?|\bfind\b|\bcalcul|\bwhat\b|\bquel|\bd[ée]termin/i.test(s)).join(' ') || text;
  // every number must be placed: two masses, at most one force, μ
  const mus = [...text.matchAll(MU)];
  if (mus.length > 1 || qs.length !== masses.length + forces.length || forces.length > 1) return null;
  const mu = mus.length ? num(mus[0][1]) : undefined;
  const asksBetween = /contact\s+force|force\s+(?:between|exerted\s+by|of\s+contact|de\s+contact|exerc[ée]e\s+par|entre)|\bexerts?\s+on|\bexerce\s+sur|\btension\b|friction(?:al)?\s+force\s+between|force\s+de\s+frottement\s+entre|normal\s+force\s+between/i.test(question);
  const asksA = /accelerat|acc[ée]l[ée]ration/i.test(question);
  if (asksBetween === asksA) return null;
  const unit = asksBetween ? 'N' : 'm/s^2';
  const which = (): 'a' | 'a0' | 'a1' | null => {
    const m = /acc[eé]l[eé]r\w*\s+(?:of|du|de\s+la|de)\s+(?:the\s+|la\s+|le\s+)?([\w\s.,]{0,25})/i.exec(question);
    if (!m) return 'a';
    const named = masses.findIndex((q) => m[1].includes(`${q.value}`) || m[1].replace(',', '.').includes(`${q.value}`));
    if (named >= 0) return named === 0 ? 'a0' : 'a1';
    if (/\b(?:top|upper)\b|dessus|sup[ée]rieur/i.test(m[1])) return 'a0';
    if (/\b(?:bottom|lower)\b|dessous|inf[ée]rieur/i.test(m[1])) return 'a1';
    return /system|blocks|bodies|syst[èe]me|ensemble|blocs/i.test(m[1]) ? 'a' : null;
  };
  if (atwood) {
    if (forces.length || mu !== undefined || masses[0].si === masses[1].si) return null;
    const sorted = [...masses].sort((p, q) => q.si - p.si).map((q) => q.si);
    return { kind: 'connected_bodies', arrangement: 'atwood', masses: sorted, g, want: asksBetween ? 'between' : 'a', unit };
  }
  if (tablePulley) {
    if (forces.length) return null;
    const hanging = masses.findIndex((q) => /^[^.;]{0,40}?(?:hang|suspend|pend)/i.test(text.slice(q.end)) || /(?:hanging|suspended|suspendue?)\s+(?:\p{L}+\s+)?(?:of\s+|de\s+)?$/iu.test(text.slice(Math.max(0, q.at - 25), q.at)));
    if (hanging < 0) return null;
    if (mu === undefined && !SMOOTH.test(text)) return null;
    const onTable = masses[1 - hanging];
    return { kind: 'connected_bodies', arrangement: 'table_pulley', masses: [onTable.si, masses[hanging].si], ...(mu !== undefined ? { mu } : {}), g, want: asksBetween ? 'between' : 'a', unit };
  }
  if (forces.length !== 1) return null;
  const F = forces[0].si;
  if (stacked) {
    // the block written before "on top of / across / on" is the top one
    const link = /on\s+top\s+of|\bacross\b|\bon\b|\bsur\b|au-dessus/i.exec(text.slice(masses[0].end, masses[1].at));
    if (!link || mu === undefined || !SMOOTH.test(text)) return null;
    const pushed = pushedMass(text, masses, all);
    if (pushed === null) return null;
    const want = asksBetween ? 'between' as const : which();
    if (!want) return null;
    return { kind: 'connected_bodies', arrangement: 'stacked', masses: [masses[0].si, masses[1].si], force: F, pushed: pushed === 0 ? 0 : 1, mu, g, want, unit };
  }
  if (mu === undefined && !SMOOTH.test(text)) return null;
  const pushed = pushedMass(text, masses, all);
  // the acceleration is the same whichever body is pushed; the force between them is not
  if (pushed === null && asksBetween) return null;
  const order = pushed === 1 ? [masses[1].si, masses[0].si] : [masses[0].si, masses[1].si];
  const w = asksBetween ? 'between' : which();
  if (!w) return null;
  return { kind: 'connected_bodies', arrangement: 'side_by_side', masses: order, force: F, ...(mu !== undefined ? { mu } : {}), g, want: w === 'between' ? 'between' : 'a', unit };
}

/** The canonical texts of these tasks (physics/mechanicsText.ts), read back. */
export function readMechanicsCanonical(text: string): Task | null {
  const gear = /^gear_train: (teeth|radius) ([^;]+?)(?:; (speed|torque|force) at (first|last) = (\S+))?; find (speed|torque|force|direction) in (\S+)$/.exec(text.trim());
  if (gear) {
    const parts = gear[2].split(' ');
    const wheels = parts.filter((_, i) => i % 2 === 0).map(Number);
    const links = parts.filter((_, i) => i % 2 === 1);
    if (!links.every((l): l is 'mesh' | 'shaft' => l === 'mesh' || l === 'shaft') || wheels.some((x) => !Number.isFinite(x))) return null;
    const given = gear[3] ? { at: gear[4] as 'first' | 'last', quantity: gear[3] as 'speed' | 'torque' | 'force', value: Number(gear[5]) } : undefined;
    return { kind: 'gear_train', size: gear[1] as 'teeth' | 'radius', wheels, links, ...(given ? { given } : {}), want: gear[6] as 'speed' | 'torque' | 'force' | 'direction', unit: gear[7] === '1' ? '' : gear[7] };
  }
  const b = /^connected_bodies: (side_by_side|stacked|atwood|table_pulley) (\S+), (\S+)(?:; F = (\S+)(?: on ([01]))?)?(?:; mu = (\S+))?; g = (\S+); find (a|a0|a1|between) in (\S+)$/.exec(text.trim());
  if (!b) return null;
  return {
    kind: 'connected_bodies', arrangement: b[1] as 'side_by_side', masses: [Number(b[2]), Number(b[3])],
    ...(b[4] ? { force: Number(b[4]) } : {}), ...(b[5] ? { pushed: b[5] === '1' ? 1 : 0 } : {}), ...(b[6] ? { mu: Number(b[6]) } : {}),
    g: Number(b[7]), want: b[8] as 'a', unit: b[9],
  };
}
