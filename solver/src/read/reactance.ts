import type { TaskOf } from '../task/task';
import { DIMS } from '../physics/units';
import { allPlaced, exactly, following, of, own, question, type Found, type Situation } from './formulaFamilies';

/**
 * A coil, a capacitor and a resistor on an alternating supply, in English and French: the
 * reactances X_L = 2πfL and X_C = 1/(2πfC) (or the frequency, inductance or capacitance from one),
 * the impedance of the series circuit Z = √(R² + (X_L − X_C)²) and the current U/Z. Each value in
 * ohms is told apart by its name (reactance, X_C, impedance, resistance); one that cannot be is
 * left unread, never taken for a resistor.
 */
type Circuit = TaskOf<'circuits'>;

// the letters are capitals (x and z are a mathematician's unknowns)
const XL_WORD = /[Ii]nductive\s+reactance|r[ée]actance\s+inductive|(?<![\p{L}\d])X_?\{?L\}?(?![\p{L}\d])/u;
const XC_WORD = /[Cc]apacitive\s+reactance|r[ée]actance\s+capacitive|(?<![\p{L}\d])X_?\{?C\}?(?![\p{L}\d])/u;
const REACTANCE = /reactance|r[ée]actance/i;
const IMPEDANCE = /[Ii]mp[ée]dance|(?<![\p{L}\d])Z(?:_?(?:eq|T))?(?![\p{L}\d])/u;
const RESISTANCE = /resist|r[ée]sistance|(?<![\p{L}\d])R(?:_?\d)?(?![\p{L}\d])/iu;
const COIL = /induct|\bcoil|bobine|\bself\b|(?<![\p{L}\d])L\s*=/iu;
const CAPACITOR = /capacit|condensateur|(?<![\p{L}\d])C\s*=/iu;
const RESONANCE = /resonan|r[ée]sonance|natural\s+frequency|fr[ée]quence\s+propre/i;

type Role = 'XL' | 'XC' | 'Zi' | 'Rr';

/** The first name of a value in ohms the words give (a reactance is the coil's or the capacitor's by what the circuit holds). */
function nameIn(words: string, coil: boolean, cap: boolean): Role | null {
  if (XL_WORD.test(words)) return 'XL';
  if (XC_WORD.test(words)) return 'XC';
  if (REACTANCE.test(words)) return coil === cap ? null : coil ? 'XL' : 'XC';
  if (IMPEDANCE.test(words)) return 'Zi';
  return RESISTANCE.test(words) ? 'Rr' : null;
}

/** The name of a value in ohms: the words right after it ('50 Ω XC', '3.5 kΩ of reactance'), else its label, else the words before it. */
function roleOf(rest: string, qs: Found[], q: Found, coil: boolean, cap: boolean): Role | null {
  const after = following(rest, qs, q).split(/\b(?:and|et|in|en|with|avec|across|connected|is|are|est|sont)\b/i)[0];
  const before = own(rest, qs, q).split(/[,;]|\b(?:and|et)\b/i).pop() ?? '';
  // a label names its value before the words of a question told first (« Calculer l'impédance … avec R = 30 Ω »)
  return nameIn(after, coil, cap) ?? (q.label ? nameIn(q.label, coil, cap) : null) ?? nameIn(before, coil, cap);
}

/** What the question names, among the quantities not given. */
function wanted(q: string, given: Set<string>, coil: boolean, cap: boolean): string | null {
  const asks: Array<[string, RegExp]> = [
    ['f', /frequency|fr[ée]quence/i],
    ['Lind', /\binductance\b|value\s+of\s+(?:the\s+)?(?:inductor|coil)/i],
    ['C', /\bcapacitance\b|\bcapacit[ée]\b|value\s+of\s+(?:the\s+)?capacitor/i],
    ['XL', XL_WORD],
    ['XC', XC_WORD],
    [coil && !cap ? 'XL' : cap && !coil ? 'XC' : '', REACTANCE],
    ['Zi', IMPEDANCE],
    ['Iac', /\bcurrent\b|courant|intensit[ée]/i],
    ['Uac', /\bvoltage\b|\btension\b/i],
  ];
  const named = asks.filter(([k, re]) => k && !given.has(k) && re.test(q)).map(([k]) => k);
  return named[0] ?? null;
}

export function readReactance({ raw, rest, qs }: Situation): Circuit | null {
  const H = of(qs, DIMS.inductance);
  const F = of(qs, DIMS.capacitance);
  const Hz = of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));
  const O = of(qs, DIMS.resistance);
  const V = of(qs, DIMS.voltage);
  const I = of(qs, DIMS.current);
  if (H.length + F.length + Hz.length + O.length === 0 || H.length > 1 || F.length > 1 || Hz.length > 1 || O.length > 3 || V.length > 1 || I.length > 1 || !exactly(qs, H, F, Hz, O, V, I) || !allPlaced(rest, qs)) return null;
  // the resonant frequency of an LC or series RLC circuit: X_L = X_C, whatever the resistance
  if (RESONANCE.test(question(raw)) && /frequency|fr[ée]quence/i.test(question(raw))) {
    return H.length === 1 && F.length === 1 && Hz.length + V.length + I.length === 0 && O.length <= 1 ? { kind: 'circuits', knowns: { Lind: H[0].si, C: F[0].si }, want: 'f0r', unit: 'Hz' } : null;
  }
  const named = REACTANCE.test(raw) || IMPEDANCE.test(raw) || XL_WORD.test(raw) || XC_WORD.test(raw);
  // without a reactance or impedance named, an alternating supply's frequency with a coil or a capacitor
  if (!named && !(Hz.length && H.length + F.length === 1 && V.length === 1)) return null;
  const coil = H.length > 0 || (COIL.test(raw) && !F.length);
  const cap = F.length > 0 || (CAPACITOR.test(raw) && !H.length);
  const knowns: Record<string, number> = {};
  const put = (k: string, x: number): boolean => (knowns[k] === undefined ? ((knowns[k] = x), true) : false);
  if (H.length) put('Lind', H[0].si);
  if (F.length) put('C', F[0].si);
  if (Hz.length) put('f', Hz[0].si);
  if (V.length) put('Uac', V[0].si);
  if (I.length) put('Iac', I[0].si);
  for (const q of O) {
    // a value alone in ohms takes the one name the text gives (« la réactance vaut 1,2 kΩ », 'the XC … be 1.2 kΩ')
    const role = roleOf(rest, qs, q, coil, cap) ?? (O.length === 1 ? nameIn(raw, coil, cap) : null);
    if (!role || !put(role, q.si)) return null;
  }
  // a capacitor and a coil both need a resistor between them to be read as a series circuit here
  if ((coil && cap && knowns.Rr === undefined) || (knowns.Rr !== undefined && !coil && !cap && knowns.XL === undefined && knowns.XC === undefined)) return null;
  const want = wanted(question(raw), new Set(Object.keys(knowns)), coil, cap);
  if (!want) return null;
  return { kind: 'circuits', knowns, want, unit: { f: 'Hz', Lind: 'H', C: 'F', Iac: 'A', Uac: 'V' }[want] ?? 'Ω' };
}
