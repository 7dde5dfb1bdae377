import type { NucleicAcidTask } from '../biology/task';

/**
 * DNA and RNA answers checked without the method's tables: the genetic code as the compact
 * 64-letter string of the standard code (bases in the order T, C, A, G; one-letter amino acids),
 * pairing as the set of pairs that hydrogen-bond, and counts multiplied back.
 */
const CODE = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';
const ORDER = 'UCAG';
const THREE: Record<string, string> = {
  A: 'Ala', R: 'Arg', N: 'Asn', D: 'Asp', C: 'Cys', Q: 'Gln', E: 'Glu', G: 'Gly', H: 'His', I: 'Ile',
  L: 'Leu', K: 'Lys', M: 'Met', F: 'Phe', P: 'Pro', S: 'Ser', T: 'Thr', W: 'Trp', Y: 'Tyr', V: 'Val',
};
const letterOf = (codon: string): string => CODE[16 * ORDER.indexOf(codon[0]) + 4 * ORDER.indexOf(codon[1]) + ORDER.indexOf(codon[2])] ?? '?';
const PAIRS = new Set(['AT', 'TA', 'GC', 'CG', 'AU', 'UA']);
const pairs = (x: string, y: string): boolean => x.length === y.length && [...x].every((b, i) => PAIRS.has(b + y[i]));
const flip = (s: string): string => [...s].reverse().join('');

/** A strand written with or without its ends: its bases read 5′→3′ when the ends are written, and the end written first. */
function strand(v: string): { bases: string; first: '5' | '3' | 'none' } | null {
  const m = /^(?:([53])'-)?([ACGTU]+)(?:-([53])')?$/.exec(v.trim());
  if (!m || (m[1] === undefined) !== (m[3] === undefined) || (m[1] && m[1] === m[3])) return null;
  return { bases: m[2], first: (m[1] as '5' | '3' | undefined) ?? 'none' };
}
/** The sequence read 5′→3′ (a bare one as written). */
const fiveToThree = (s: { bases: string; first: '5' | '3' | 'none' }): string => (s.first === '3' ? flip(s.bases) : s.bases);

function mrnaOf(t: NucleicAcidTask): { bases: string; first: '5' | '3' | 'none' } | null {
  if (!t.sequence) return null;
  const first = t.start ?? 'none';
  if (!t.sequence.includes('T') && t.want === 'protein') return { bases: t.sequence, first };
  if (t.strand === 'coding') return { bases: t.sequence.replace(/T/g, 'U'), first };
  // the template's partner, base by base: the only RNA that pairs with every base
  const partner = [...t.sequence].map((b) => [...'ACGU'].find((r) => PAIRS.has(b + r)) ?? '?').join('');
  return { bases: partner, first: first === '5' ? '3' : first === '3' ? '5' : 'none' };
}

export function verifyNucleicAcid(t: NucleicAcidTask, a: { kind: string; value: string }): boolean {
  switch (t.want) {
    case 'base_percent': {
      if (!t.known || !t.asked) return false;
      const v = Number(a.value.replace('%', ''));
      // all four shares rebuilt from the answer: pairs equal, total 100
      const share: Record<string, number> = { [t.known.base]: t.known.percent, [t.asked]: v };
      const partnerOf: Record<string, string> = { A: 'T', T: 'A', G: 'C', C: 'G' };
      for (const b of [t.known.base, t.asked]) {
        if (share[partnerOf[b]] !== undefined && share[partnerOf[b]] !== share[b]) return false;
        share[partnerOf[b]] = share[b];
      }
      const bases = Object.keys(share);
      // partners asked: equal shares (checked above); otherwise the four shares make 100 %
      if (bases.length === 2) return v >= 0 && v <= 50;
      return bases.length === 4 && Math.abs(bases.reduce((s, b) => s + share[b], 0) - 100) < 1e-9;
    }
    case 'base_count': {
      // the asked base's share recounted: its partner's is the same, the other pair shares the rest
      if (!t.known || !t.asked || t.count === undefined) return false;
      const same = t.asked === t.known.base || ({ A: 'T', T: 'A', G: 'C', C: 'G' } as Record<string, string>)[t.known.base] === t.asked;
      const share = same ? t.known.percent : 50 - t.known.percent;
      return Math.abs(Number(a.value) - (share / 100) * t.count) < 1e-6;
    }
    case 'complement': {
      const s = strand(a.value);
      if (!s || !t.sequence) return false;
      if ((t.start ?? 'none') === 'none') return s.first === 'none' && pairs(t.sequence, s.bases);
      // antiparallel: the strand facing a 5′ end starts at its 3′ end
      return s.first !== t.start && s.first !== 'none' && pairs(t.sequence, s.bases);
    }
    case 'mrna': {
      const s = strand(a.value);
      const m = mrnaOf(t);
      if (!s || !m || (m.first === 'none') !== (s.first === 'none') || /T/.test(s.bases)) return false;
      return fiveToThree(s) === fiveToThree(m);
    }
    case 'protein': {
      const m = mrnaOf(t);
      if (!m || m.first === '3') return false;
      const rna = fiveToThree(m).slice(t.offset ?? 0);
      const letters: string[] = [];
      for (let i = 0; i + 3 <= rna.length; i += 3) {
        const l = letterOf(rna.slice(i, i + 3));
        if (l === '*') break;
        letters.push(THREE[l] ?? '?');
      }
      return a.value === letters.join('-');
    }
    case 'nucleotides': return t.count !== undefined && Number(a.value) / 3 - (t.stop ? 1 : 0) === t.count;
    case 'codons': return t.count !== undefined && Number(a.value) * 3 === t.count;
    case 'amino_acids': return t.count !== undefined && (Number(a.value) + (t.stop ? 1 : 0)) * 3 === t.count;
  }
}
