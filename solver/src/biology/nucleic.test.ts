import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { aminoAcid, codonCount } from './nucleic';
import { refusal, value } from './test-helpers';

describe('the genetic code', () => {
  it('gives every one of the 64 codons an amino acid or a stop', () => {
    expect(codonCount()).toBe(64);
    expect([aminoAcid('AUG'), aminoAcid('UGG'), aminoAcid('UGA'), aminoAcid('AGA')]).toEqual(['Met', 'Trp', 'Stop', 'Arg']);
  });
});

describe('base pairing (Chargaff)', () => {
  it('gives the partner the same share and the other two the rest', () => {
    expect(value('A DNA sample contains 30% adenine. What percentage of guanine does it contain?')).toEqual({ v: '20%', ok: true });
    expect(value('Un ADN contient 22 % de thymine. Calculer le pourcentage de cytosine.', 'fr')).toEqual({ v: '28%', ok: true });
    expect(value('Dans une molécule d’ADN, les nucléotides à guanine représentent 30 % du total. Quel est le pourcentage d’adénine ?', 'fr')).toEqual({ v: '20%', ok: true });
    expect(solve('Dans une molécule d’ADN, la guanine représente 30 %. Pourcentage d’adénine ?', { subject: 'biology', locale: 'fr' }).finalAnswer).toContain('pourcentage d’adénine');
    expect(value('In a DNA molecule, thymine accounts for 22% of the bases. What percentage is guanine?')).toEqual({ v: '28%', ok: true });
    expect(value('Chargaff: if G = 18 %, what is the % of A?')).toEqual({ v: '32%', ok: true });
    expect(value('double-stranded DNA, 24% cytosine: percent guanine?')).toEqual({ v: '24%', ok: true });
    expect(value('If 15% of the bases in a DNA molecule are cytosine, what percentage are adenine?')).toEqual({ v: '35%', ok: true });
  });
  it('refuses RNA, several bases asked or a share above half', () => {
    expect(refusal('An RNA has 30% adenine. Percentage of uracil?')).toContain('RNA');
    expect(refusal('DNA with 30% adenine: percentages of T, G and C?')).toContain('Several bases asked');
    expect(refusal('DNA with 60% adenine: percentage of guanine?')).toContain('more than half');
  });
});

describe('a number of bases asked of a DNA of so many base pairs', () => {
  it('counts the bases of both strands, two per base pair', () => {
    // 2 × 1200 bases, 20 % guanine: 480; 30 % thymine: 720; 2 × 1500 bases, 30 % adenine: 900
    expect(value('A DNA molecule has 1,200 base pairs and 30 % adenine. How many guanine bases?')).toEqual({ v: '480', ok: true });
    expect(value('A DNA molecule has 1200 base pairs and 30 % adenine. How many thymine bases does it contain?')).toEqual({ v: '720', ok: true });
    expect(value("Une molécule d'ADN compte 1 500 paires de bases et 20 % de cytosine. Combien de bases à adénine contient-elle ?", 'fr')).toEqual({ v: '900', ok: true });
  });
  it('refuses a count asked with no size of the DNA, never answering the share', () => {
    expect(refusal('A DNA sample has 30 % adenine. How many guanine bases?')).toMatch(/number of bases of the DNA/);
  });
});

describe('strands, transcription and translation', () => {
  it('writes the complementary strand antiparallel', () => {
    expect(value("Write the complementary strand of 5'-ATGCCGTA-3'")).toEqual({ v: "3'-TACGGCAT-5'", ok: true });
    expect(value("Donner le brin complémentaire de la séquence d'ADN 5' AATGCGT 3'.", 'fr')).toEqual({ v: "3'-TTACGCA-5'", ok: true });
    expect(value('complementary DNA strand of GGCTAA')).toEqual({ v: 'CCGATT', ok: true });
  });
  it('transcribes a template or a coding strand, written 5′→3′', () => {
    expect(value("What mRNA is transcribed from the DNA template strand 3'-TACGGATTC-5'?")).toEqual({ v: "5'-AUGCCUAAG-3'", ok: true });
    expect(value("Transcribe the DNA coding strand 5'-ATGGCA-3' into mRNA")).toEqual({ v: "5'-AUGGCA-3'", ok: true });
    expect(value("Écrire l'ARNm transcrit à partir du brin transcrit 5'-CATGGC-3'.", 'fr')).toEqual({ v: "5'-GCCAUG-3'", ok: true });
  });
  it('translates from the start codon to the stop codon', () => {
    expect(value('Translate the mRNA AUGGCUUGGUAA')).toEqual({ v: 'Met-Ala-Trp', ok: true });
    expect(value("What amino acid sequence is coded by the mRNA 5'-AUG UUU GGC UAG-3'?")).toEqual({ v: 'Met-Phe-Gly', ok: true });
    expect(value('translate the mRNA GCAUGAAAUGA')).toEqual({ v: 'Met-Lys', ok: true });
    expect(value("Traduire le brin transcrit 3'-TACAAACCGATT-5' en séquence d'acides aminés.", 'fr')).toEqual({ v: 'Met-Phe-Gly', ok: true });
  });
  it('refuses a DNA strand that could be either strand, or two questions at once', () => {
    expect(refusal('transcribe the DNA ATGGCC')).toContain('template or coding');
    expect(refusal("complementary strand and mRNA of the template strand 3'-TACG-5'")).toContain('Two questions');
  });
  it('counts three nucleotides a codon, the stop codon apart', () => {
    expect(value('A coding sequence of 1,200 bases codes for how many amino acids?')).toEqual({ v: '400', ok: true });
    expect(value("Une protéine comporte 250 acides aminés. Nombre minimal de nucléotides de l'ARNm codant (sans le codon stop) ?", 'fr')).toEqual({ v: '750', ok: true });
    expect(value('How many codons are there in an mRNA of 312 nucleotides?')).toEqual({ v: '104', ok: true });
    expect(value('an mRNA of 900 nucleotides including the stop codon: how many amino acids?')).toEqual({ v: '299', ok: true });
    expect(value('How many nucleotides are needed to code for a protein of 120 amino acids (include the stop codon)?')).toEqual({ v: '363', ok: true });
    expect(value('How many nucleotides code for 120 amino acids, not including the stop codon?')).toEqual({ v: '360', ok: true });
    expect(refusal('how many amino acids does an mRNA of 900 nucleotides code for? The stop codon is part of it.')).toContain('stop codon');
    expect(value("Un ARNm de 600 nucléotides (codon stop compris) code combien d'acides aminés ?", 'fr')).toEqual({ v: '199', ok: true });
    expect(value("Un ARNm de 600 nucléotides (codon stop non compris) code combien d'acides aminés ?", 'fr')).toEqual({ v: '200', ok: true });
  });
});

describe('a transcription stated back in French', () => {
  it('says « à partir du brin », never « à partir de le brin »', () => {
    const s = solve("Donner le brin d'ARNm transcrit à partir du brin matrice 3'-TACGGATTC-5'", { subject: 'biology', locale: 'fr' });
    expect(s.interpretation?.text).toContain('à partir du brin transcrit');
  });
});

describe('the mRNA asked as the complement of a DNA strand', () => {
  it('reads "complementary mRNA" and "complementary strand of mRNA" as one question, the mRNA', () => {
    expect(value('A DNA strand reads GATTCA. What is the complementary strand of mRNA?')).toEqual({ v: 'CUAAGU', ok: true });
    expect(value('Give the complementary RNA for the DNA strand CCG TAA.')).toEqual({ v: 'GGCAUU', ok: true });
    expect(value("Écrire l'ARNm complémentaire du brin d'ADN GATTCA.", 'fr')).toEqual({ v: 'CUAAGU', ok: true });
  });
  it('still refuses the complementary DNA strand and the mRNA asked together', () => {
    expect(refusal('Write the complementary DNA strand and the mRNA for TACGGA')).toContain('Two questions');
  });
});
