import type { TaskOf } from '../task/task';
import { unitOf } from '../physics/units';

/**
 * A file sent over a link, in English and French: its size in bytes or bits ('500 MB', '2 gigabyte',
 * « 1,5 Go », '30 Mbit'), the link's rate in bits or bytes per second ('50 Mbps', '20 Mbit/s',
 * « 12 Mo/s »), and the time the transfer takes (t = size / rate), or the rate or the size from the
 * other two. A capital B or an o is a byte of 8 bits, a small b a bit; prefixes are decimal (1 MB is
 * 10⁶ bytes) unless written binary (MiB).
 */
type Transfer = TaskOf<'circuits'>;

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const PREFIX_WORDS: Record<string, string> = { kilo: 'k', mega: 'M', méga: 'M', giga: 'G', tera: 'T', téra: 'T' };
const UNIT_WORDS: Record<string, string> = { bytes: 'B', byte: 'B', octets: 'o', octet: 'o', bits: 'bit', bit: 'bit' };

/** Sizes and rates named in words written as symbols: "2 gigabyte" → 2 GB, "megabits per second" → Mbit/s. */
function symbols(text: string): string {
  return text
    .replace(/(\d)\s*(kilo|m[ée]ga|giga|t[ée]ra)[\s-]?(bytes?|octets?|bits?)(?:\s*(?:per|par|\/)\s*(?:second|seconde|sec|s)(?![\p{L}]))?/giu, (m, d: string, p: string, u: string) => {
      const per = /(?:per|par|\/)\s*(?:second|seconde|sec|s)$/i.test(m);
      return `${d} ${PREFIX_WORDS[p.toLowerCase()]}${UNIT_WORDS[u.toLowerCase()]}${per ? '/s' : ''}`;
    })
    .replace(/(\d)\s*(bytes?|octets?|bits?)(?:\s*(?:per|par|\/)\s*(?:second|seconde|sec|s)(?![\p{L}]))?/giu, (m, d: string, u: string) => `${d} ${UNIT_WORDS[u.toLowerCase()]}${/(?:per|par|\/)\s*\S+$/i.test(m) ? '/s' : ''}`);
}

const SIZE_UNIT = String.raw`[kKMGT]i?B|[kKMGT]?bit|[kKMGT]b(?!ps|\/)|[kKMGT]?o|B`;
const RATE_UNIT = String.raw`[kKMGT]?bps|[kKMGT]?Bps|[kKMGT]?bit\/s|[kKMGT]?b\/s|[kKMGT]i?B\/s|[kKMGT]?o\/s`;
const QUANTITY = new RegExp(String.raw`(?<![\w.,])${NUM}\s*(${RATE_UNIT}|${SIZE_UNIT}|min|h|s)(?![\p{L}\d/])`, 'gu');

/** Bits in one unit of size written, or null if it is no size. */
function bits(unit: string): number | null {
  const m = /^([kKMGT]?)(i?)(B|bit|b|o)$/.exec(unit);
  if (!m) return null;
  const power = 'kKMGT'.indexOf(m[1]);
  const exp = m[1] === '' ? 0 : power <= 1 ? 1 : power;
  const factor = m[2] ? 1024 ** exp : 1000 ** exp;
  return factor * (m[3] === 'B' || m[3] === 'o' ? 8 : 1);
}
const perSecond = (unit: string): number | null => bits(unit.replace(/\/s$/, '').replace(/ps$/, (s) => (/Bps$/.test(unit) ? '' : s)).replace(/Bps$/, 'B').replace(/bps$/, 'bit'));

const TRANSFER = /download|upload|transf[eé]r|t[ée]l[ée]charg|send|envoi|envoy|stream|copy|copi|\bfile\b|fichier|connection|connexion|link\b|liaison|r[ée]seau|network|bandwidth|d[ée]bit/i;

export function readDataTransfer(raw: string): Transfer | null {
  const text = symbols(raw);
  if (!TRANSFER.test(text)) return null;
  const found = [...text.matchAll(QUANTITY)];
  const size: number[] = [];
  const rate: number[] = [];
  const time: number[] = [];
  for (const m of found) {
    const x = Number(m[1].replace(',', '.'));
    const u = m[2];
    if (/\/s$|ps$/.test(u)) {
      const f = perSecond(u);
      if (f === null) return null;
      rate.push(x * f);
    } else if (/^(?:min|h|s)$/.test(u)) {
      const f = unitOf(u);
      if (!f) return null;
      time.push(x * f.factor);
    } else {
      const f = bits(u);
      if (f === null) return null;
      size.push(x * f);
    }
  }
  if (size.length > 1 || rate.length > 1 || time.length > 1 || size.length + rate.length + time.length !== 2 || rate.length + size.length === 0) return null;
  // every number is a size, a rate or a time: nothing left that would make another problem
  if (/\d/.test(text.replace(QUANTITY, ' '))) return null;
  const knowns: Record<string, number> = {};
  if (size.length) knowns.Dsz = size[0];
  if (rate.length) knowns.Rb = rate[0];
  if (time.length) knowns.t = time[0];
  const q = text.split(/[.;](?=\s|$)/).filter((s) => /\?|how|find|calcul|d[ée]termin|quel|combien|what/i.test(s)).join(' ') || text;
  const want = !time.length && /how\s+long|\btime\b|\btemps\b|\bdur[ée]e|combien\s+de\s+(?:temps|minutes?|secondes?|heures?)|how\s+many\s+(?:minutes?|seconds?|hours?)/i.test(q) ? 't'
    : !rate.length && /speed|rate|d[ée]bit|vitesse|bandwidth/i.test(q) ? 'Rb'
      : !size.length && /size|taille|how\s+(?:much|big|large)|combien\s+de\s+donn|quantit[ée]/i.test(q) ? 'Dsz' : null;
  if (!want) return null;
  const unit = want === 't' ? (/minutes?/i.test(q) ? 'min' : /hours?|heures?/i.test(q) ? 'h' : 's') : want === 'Rb' ? 'Mbit/s' : 'MB';
  return { kind: 'circuits', knowns, want, unit };
}
