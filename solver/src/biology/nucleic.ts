/**
 * Base pairing and the standard genetic code, as a codon table is printed in textbooks: each amino
 * acid (three-letter code) with the mRNA codons that encode it.
 */
const CODONS: Record<string, string> = {
  Phe: 'UUU UUC', Leu: 'UUA UUG CUU CUC CUA CUG', Ile: 'AUU AUC AUA', Met: 'AUG', Val: 'GUU GUC GUA GUG',
  Ser: 'UCU UCC UCA UCG AGU AGC', Pro: 'CCU CCC CCA CCG', Thr: 'ACU ACC ACA ACG', Ala: 'GCU GCC GCA GCG',
  Tyr: 'UAU UAC', His: 'CAU CAC', Gln: 'CAA CAG', Asn: 'AAU AAC', Lys: 'AAA AAG', Asp: 'GAU GAC', Glu: 'GAA GAG',
  Cys: 'UGU UGC', Trp: 'UGG', Arg: 'CGU CGC CGA CGG AGA AGG', Gly: 'GGU GGC GGA GGG', Stop: 'UAA UAG UGA',
};
const AMINO_OF: ReadonlyMap<string, string> = new Map(Object.entries(CODONS).flatMap(([aa, cs]) => cs.split(' ').map((c): [string, string] => [c, aa])));

/** The amino acid (three-letter code) or 'Stop' an mRNA codon encodes. */
export const aminoAcid = (codon: string): string | undefined => AMINO_OF.get(codon);
export const codonCount = (): number => AMINO_OF.size;

const PAIR: Record<string, string> = { A: 'T', T: 'A', G: 'C', C: 'G', U: 'A' };
const RNA_PAIR: Record<string, string> = { A: 'U', T: 'A', U: 'A', G: 'C', C: 'G' };

/** The base facing each base, position by position: DNA (A–T, G–C) or RNA (A–U, G–C). */
export const pairedDna = (s: string): string => [...s].map((b) => PAIR[b]).join('');
export const pairedRna = (s: string): string => [...s].map((b) => RNA_PAIR[b]).join('');
export const reversed = (s: string): string => [...s].reverse().join('');
/** The strand written with its ends ("5'-AUG-3'"), bare when the ends are not known. */
export const withEnds = (s: string, start: '5' | '3' | 'none'): string => (start === 'none' ? s : `${start}'-${s}-${start === '5' ? '3' : '5'}'`);
