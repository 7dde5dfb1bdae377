import type { Task } from '../task/task';
import { DIMS, sameDim, toSI, unitOf, type Dim } from '../physics/units';
import { SIGN, withSign } from './signedTemperature';

/**
 * A fixed amount of gas changing state, as students type it: "2.5 L of gas at 27 °C is heated to
 * 127 °C at constant pressure. New volume?", "P1 = 1.2 atm, V1 = 4.0 L, T1 = 300 K → P2 = 0.80
 * atm, T2 = 350 K. V2 ?", "un gaz occupe 3 L sous 1 bar ; on le comprime à 2 bar à température
 * constante : volume ?". Values labelled 1 and 2 go to their state; unlabelled ones go to state 1
 * then 2 in the order written. The quantity asked has one value; any other has two, or none (constant).
 */
const NUM = String.raw`(\d+(?:[.,]\d+)?(?:\s*[eE]\s*[-+]?\d+)?)`;
const UNIT = String.raw`(atm|kPa|hPa|MPa|Pa|bar|mbar|mmHg|torr|Torr|mL|cL|L|dm³|dm\^?3|cm³|cm\^?3|m³|m\^?3|°\s*C|K)`;
const LABEL = String.raw`(?:([PVT])\s*_?\s*([12₁₂])\s*=\s*)?`;

type Key = 'p' | 'v' | 't';
const KEYS: Array<[Key, Dim]> = [['p', DIMS.pressure], ['v', DIMS.volume], ['t', DIMS.K]];
/** Containers of a fixed amount of gas ("a balloon", « une bombe aérosol »), and a change told from one value to another. */
const CONTAINER = String.raw`\bballoons?\b|\bballons?\b|\bty?ires?\b|\bpneus?\b|\bspray\b|a[ée]rosol|\bsyringe|seringue|\bpiston|\bcylind|\bcontainer|r[ée]cipient|\btank\b|bouteille|\bbulle|\bbubble|\bcans?\b|\bsample\b|[ée]chantillon`;
const FROM_TO = String.raw`\b(?:from|de)\s+\d+(?:[.,]\d+)?\s*\S+\s+(?:to|à)\s+\d`;
const TRIGGER = new RegExp(String.raw`${CONTAINER}|${FROM_TO}|` + /\bgas\b|\bgaz\b|[PVT]\s*_?\s*[12₁₂]\s*=|constant\s+(?:pressure|temperature|volume)|(?:pression|temp[ée]rature|volume)\s+constante?|heated|cooled|compress|expand|chauff|refroidi|comprim|d[ée]tend/.source, 'i');
const ASKED: Array<[RegExp, Key]> = [
  [/\b(?:new|final)\s+volume|\bV\s*_?\s*[2₂]\s*(?:\?|=\s*\?|$)|volume\s+(?:final|finale)|nouveau\s+volume|\bvolume\s*\?/i, 'v'],
  [/\b(?:new|final)\s+pressure|\bP\s*_?\s*[2₂]\s*(?:\?|=\s*\?|$)|pression\s+finale|nouvelle\s+pression|\bpressure\s*\?|\bpression\s*\?/i, 'p'],
  [/\b(?:new|final)\s+temperature|\bT\s*_?\s*[2₂]\s*(?:\?|=\s*\?|$)|temp[ée]rature\s+finale|nouvelle\s+temp[ée]rature|\btemp[ée]rature\s*\?/i, 't'],
];

export function readGasChange(text: string): Task | null {
  if (!TRIGGER.test(text) || /\bmol\b|\bmoles?\b|\d\s*g\b|\bR\s*=/.test(text)) return null;
  const canon = /find ([PVT])2 in (\S+)$/.exec(text.trim());
  const states: Record<string, number> = {};
  const byDim = new Map<Key, Array<{ si: number; unit: string; label?: string }>>();
  for (const m of text.matchAll(new RegExp(`${LABEL}${SIGN}(?<![\\w.,])${NUM}\\s*${UNIT}(?![\\p{L}])`, 'gu'))) {
    const unit = m[5].replace(/\s+/g, '').replace('^', '');
    const u = unitOf(unit === 'm3' ? 'm^3' : unit === 'cm3' ? 'cm^3' : unit === 'dm3' ? 'dm^3' : unit);
    if (!u) return null;
    const key = KEYS.find(([, d]) => sameDim(u.dim, d))?.[0];
    if (!key) return null;
    if (m[1] && m[1].toLowerCase() !== key) return null;
    const list = byDim.get(key) ?? [];
    // rounded so that -23 °C reads 250.15 K, not the 250.14999999999998 K of the float sum
    const si = Number(toSI(withSign(m[3], Number(m[4].replace(',', '.').replace(/\s/g, '')), unit), u).toPrecision(12));
    list.push({ si, unit: m[5].replace(/\s+/g, ''), ...(m[2] ? { label: m[2].replace('₁', '1').replace('₂', '2') } : {}) });
    byDim.set(key, list);
  }
  const question = text.split(/(?<=[.;])\s+/).filter((s) => /\?|find|calcul|quel/i.test(s)).join(' ') || text;
  // else the one quantity named in the question once the constant one is set aside ("what volume at 2.5 atm and the same temperature?")
  const named = question.replace(/(?:constant|same)\s+(?:pressure|temperature|volume)|(?:pression|temp[ée]rature|volume)\s+constante?|m[êe]me\s+(?:pression|temp[ée]rature)/gi, ' ');
  const words: Array<[RegExp, Key]> = [[/\bvolume\b/i, 'v'], [/\bpressure\b|\bpression\b/i, 'p'], [/\btemp[ée]rature\b/i, 't']];
  const inWords = words.filter(([re]) => re.test(named));
  const asked = canon ? (canon[1].toLowerCase() as Key) : ASKED.find(([re]) => re.test(named))?.[1] ?? (inWords.length === 1 ? inWords[0][1] : undefined);
  if (!asked) return null;
  for (const [key] of KEYS) {
    const list = byDim.get(key) ?? [];
    if (list.length > 2) return null;
    if (key === asked ? list.length !== 1 : list.length === 1) return null;
    list.forEach((q, i) => {
      const slot = q.label ?? String(i + 1);
      if (states[`${key}${slot}`] !== undefined) return;
      states[`${key}${slot}`] = q.si;
    });
  }
  if (states[`${asked}1`] === undefined || Object.keys(states).length < 3) return null;
  const unit = canon?.[2] ?? (byDim.get(asked)?.[0].unit ?? '');
  return { kind: 'gas_change', ...states, want: `${asked}2` as 'p2' | 'v2' | 't2', unit: unit === '°C' ? '°C' : unit };
}
