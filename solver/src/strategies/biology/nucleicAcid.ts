import { text } from '../../i18n';
import type { Outcome, StepDraft } from '../../strategy';
import type { NucleicAcidTask } from '../../biology/task';
import { aminoAcid, pairedDna, pairedRna, reversed, withEnds } from '../../biology/nucleic';
import { num, outcome } from './outcome';

/**
 * DNA and RNA: Chargaff's rule (A pairs with T, G with C, so %A = %T and %G = %C), a strand's
 * complement written antiparallel, transcription (the mRNA pairs with the template strand and
 * repeats the coding strand with U for T) and translation codon by codon with the genetic code.
 */
const BASE_NAMES: Record<string, [string, string]> = { A: ['adenine', 'adénine'], T: ['thymine', 'thymine'], G: ['guanine', 'guanine'], C: ['cytosine', 'cytosine'] };
const PARTNER: Record<string, string> = { A: 'T', T: 'A', G: 'C', C: 'G' };
const spaced = (s: string): string => s.match(/.{1,3}/g)?.join(' ') ?? s;
/** A sequence in typewriter letters, its codons kept apart. */
const tt = (s: string): string => `\\mathtt{${s.replace(/ /g, '\\ ')}}`;

function basePercent(t: NucleicAcidTask): Outcome | null {
  if (!t.known || !t.asked) return null;
  const { base, percent } = t.known;
  const partner = PARTNER[base];
  const other = (100 - 2 * percent) / 2;
  const value = t.asked === base || t.asked === partner ? percent : other;
  const [en, fr] = BASE_NAMES[t.asked];
  const steps: StepDraft[] = [{
    title: text('Pair the bases', 'Apparier les bases'),
    explanation: text(
      `In double-stranded DNA each A faces a T and each G faces a C, so %${base} = %${partner} = ${num(percent)} %.`,
      `Dans l’ADN double brin, chaque A fait face à un T et chaque G à un C, donc %${base} = %${partner} = ${num(percent)} %.`,
    ),
    formula: `\\%${base} = \\%${partner} = ${num(percent)}\\ \\%`,
  }];
  if (value === other) {
    const [o1, o2] = base === 'A' || base === 'T' ? ['G', 'C'] : ['A', 'T'];
    steps.push({
      title: text('Share the rest', 'Partager le reste'),
      explanation: text(
        `The four bases make 100 %: ${o1} and ${o2} share what is left equally, (100 − 2 × ${num(percent)}) / 2.`,
        `Les quatre bases font 100 % : ${o1} et ${o2} se partagent également le reste, (100 − 2 × ${num(percent)}) / 2.`,
      ),
      formula: `\\%${o1} = \\%${o2} = \\frac{100 - 2 \\times ${num(percent)}}{2} = ${num(other)}\\ \\%`,
    });
  }
  if (t.want === 'base_count' && t.count !== undefined) {
    // the share of all the bases of both strands, counted in bases
    const n = (value * t.count) / 100;
    if (!Number.isInteger(Number(n.toFixed(9)))) return null;
    const bases = Number(n.toFixed(9));
    steps.push({
      title: text('Count the bases', 'Compter les bases'),
      explanation: text(`${num(value)} % of the ${t.count} bases of the two strands are ${en}.`, `${num(value)} % des ${t.count} bases des deux brins sont des ${fr}s.`),
      formula: `${t.count} \\times \\frac{${num(value)}}{100} = ${bases}`,
    });
    return outcome('nucleic_acid', steps, 'number', String(bases), String(bases), text(`The number of ${en} bases is`, `Le nombre de bases ${/^[aeiouyàâéèêh]/i.test(fr) ? 'd’' : 'de '}${fr} est`));
  }
  return outcome('nucleic_acid', steps, 'number', `${num(value)}%`, `${num(value)}\\ \\%`, text(`The percentage of ${en} is`, `Le pourcentage ${/^[aeiouyàâéèêh]/i.test(fr) ? 'd’' : 'de '}${fr} est`));
}

function complement(t: NucleicAcidTask): Outcome | null {
  if (!t.sequence) return null;
  const rna = t.sequence.includes('U');
  const c = rna ? pairedRna(t.sequence) : pairedDna(t.sequence);
  const start = t.start ?? 'none';
  const facing = start === '5' ? '3' : start === '3' ? '5' : 'none';
  const steps: StepDraft[] = [{
    title: text('Pair base by base', 'Apparier base par base'),
    explanation: text(
      `Each base faces its partner (${rna ? 'A–U' : 'A–T'}, G–C); the complementary strand runs the other way${start === 'none' ? '' : `, so it is written from its ${facing}′ end under the ${start}′ end`}.`,
      `Chaque base fait face à sa complémentaire (${rna ? 'A–U' : 'A–T'}, G–C) ; le brin complémentaire est orienté en sens inverse${start === 'none' ? '' : `, il s’écrit donc de son extrémité ${facing}′ sous l’extrémité ${start}′`}.`,
    ),
    formula: `\\begin{aligned}&${tt(withEnds(t.sequence, start))}\\\\&${tt(withEnds(c, facing))}\\end{aligned}`,
  }];
  const answer = withEnds(c, facing);
  return outcome('nucleic_acid', steps, 'text', answer, tt(answer), text('The complementary strand is', 'Le brin complémentaire est'));
}

/** The mRNA of a DNA strand, written 5′→3′ when the strand's ends are known. */
function transcribe(t: NucleicAcidTask, steps: StepDraft[]): { mrna: string; start: '5' | 'none' } | null {
  if (!t.sequence || t.sequence.includes('U')) return null;
  const start = t.start ?? 'none';
  const template = t.strand !== 'coding';
  const aligned = template ? pairedRna(t.sequence) : t.sequence.replace(/T/g, 'U');
  const alignedStart = template ? (start === '5' ? '3' : start === '3' ? '5' : 'none') : start;
  const mrna = alignedStart === '3' ? reversed(aligned) : aligned;
  steps.push({
    title: text('Transcribe', 'Transcrire'),
    explanation: template
      ? text(
        `${t.strand ? 'The template strand is read' : 'The strand given is taken as the template strand, read'} by RNA polymerase: the mRNA pairs with it (A→U, T→A, G→C, C→G)${alignedStart === '3' ? ', and is written again from its 5′ end' : ''}.`,
        `${t.strand ? 'Le brin transcrit est lu' : 'Le brin donné est pris comme brin transcrit (matrice), lu'} par l’ARN polymérase : l’ARNm lui est complémentaire (A→U, T→A, G→C, C→G)${alignedStart === '3' ? ', et on le réécrit depuis son extrémité 5′' : ''}.`,
      )
      : text(
        `The mRNA has the sequence of the coding strand, with U in place of T${alignedStart === '3' ? ', written again from its 5′ end' : ''}.`,
        `L’ARNm a la séquence du brin codant (non transcrit), avec U à la place de T${alignedStart === '3' ? ', réécrite depuis son extrémité 5′' : ''}.`,
      ),
    formula: `\\begin{aligned}&${tt(withEnds(t.sequence, start))}\\\\&${tt(withEnds(aligned, alignedStart))}\\end{aligned}`,
  });
  return { mrna, start: alignedStart === 'none' ? 'none' : '5' };
}

function translate(t: NucleicAcidTask): Outcome | null {
  if (!t.sequence) return null;
  const steps: StepDraft[] = [];
  // a sequence with T is DNA, transcribed first; otherwise it is the mRNA itself
  const mrna = t.sequence.includes('T') ? transcribe(t, steps) : { mrna: t.sequence, start: t.start ?? 'none' };
  if (!mrna || mrna.start === '3') return null;
  const offset = t.offset ?? 0;
  const codons = (mrna.mrna.slice(offset).match(/.{3}/g) ?? []);
  const aminos: string[] = [];
  let stopped = false;
  for (const c of codons) {
    const aa = aminoAcid(c);
    if (!aa) return null;
    if (aa === 'Stop') {
      stopped = true;
      break;
    }
    aminos.push(aa);
  }
  if (aminos.length === 0) return null;
  const read = codons.slice(0, aminos.length + (stopped ? 1 : 0));
  steps.push({
    title: text('Read the codons', 'Lire les codons'),
    explanation: text(
      `${offset > 0 ? `Translation starts at the start codon AUG (base ${offset + 1}); ` : 'The mRNA is read from its first base, '}three bases at a time from the 5′ end${stopped ? ', until the stop codon, which encodes no amino acid' : ''}.`,
      `${offset > 0 ? `La traduction commence au codon initiateur AUG (base ${offset + 1}) ; ` : 'L’ARNm est lu depuis sa première base, '}trois bases à la fois depuis l’extrémité 5′${stopped ? ', jusqu’au codon stop, qui ne code aucun acide aminé' : ''}.`,
    ),
    formula: tt(read.join(' ')),
  }, {
    title: text('Use the genetic code', 'Utiliser le code génétique'),
    explanation: text('Each codon is looked up in the table of the genetic code.', 'Chaque codon est cherché dans le tableau du code génétique.'),
    formula: read.map((c) => `${tt(c)} \\to \\text{${aminoAcid(c) ?? ''}}`).join(',\\ '),
  });
  const answer = aminos.join('-');
  return outcome('nucleic_acid', steps, 'text', answer, `\\text{${answer}}`, text('The amino acid sequence is', 'La séquence d’acides aminés est'));
}

function mrnaOf(t: NucleicAcidTask): Outcome | null {
  const steps: StepDraft[] = [];
  const r = transcribe(t, steps);
  if (!r) return null;
  const answer = withEnds(r.mrna, r.start);
  steps.push({ title: text('The mRNA', 'L’ARNm'), explanation: text('Grouped by codons, read from the 5′ end:', 'Groupé en codons, lu depuis l’extrémité 5′ :'), formula: tt(spaced(r.mrna)) });
  return outcome('nucleic_acid', steps, 'text', answer, tt(answer), text('The mRNA is', 'L’ARNm est'));
}

function counts(t: NucleicAcidTask): Outcome | null {
  if (t.count === undefined) return null;
  const n = t.count;
  const stop = t.stop === true;
  const stopEn = stop ? ', one of them the stop codon, which encodes no amino acid' : '';
  const stopFr = stop ? ', dont le codon stop, qui ne code aucun acide aminé' : '';
  if (t.want === 'nucleotides') {
    const v = 3 * (n + (stop ? 1 : 0));
    const steps: StepDraft[] = [{
      title: text('Three nucleotides a codon', 'Trois nucléotides par codon'),
      explanation: text(`Each amino acid is encoded by one codon of three nucleotides${stop ? ', and the stop codon adds three more' : ''}.`, `Chaque acide aminé est codé par un codon de trois nucléotides${stop ? ', et le codon stop en ajoute trois' : ''}.`),
      formula: stop ? `3 \\times (${n} + 1) = ${v}` : `3 \\times ${n} = ${v}`,
    }];
    return outcome('nucleic_acid', steps, 'number', String(v), String(v), text('The number of nucleotides is', 'Le nombre de nucléotides est'));
  }
  if (n % 3 !== 0) return null;
  const codons = n / 3;
  const steps: StepDraft[] = [{
    title: text('Three nucleotides a codon', 'Trois nucléotides par codon'),
    explanation: text(`A codon is three nucleotides, so ${n} nucleotides make ${codons} codons${stopEn}.`, `Un codon compte trois nucléotides, donc ${n} nucléotides forment ${codons} codons${stopFr}.`),
    formula: `\\frac{${n}}{3} = ${codons}${stop ? ` \\quad ${codons} - 1 = ${codons - 1}` : ''}`,
  }];
  if (t.want === 'codons') return outcome('nucleic_acid', steps, 'number', String(codons), String(codons), text('The number of codons is', 'Le nombre de codons est'));
  const v = codons - (stop ? 1 : 0);
  return outcome('nucleic_acid', steps, 'number', String(v), String(v), text('The number of amino acids is', 'Le nombre d’acides aminés est'));
}

export function solveNucleicAcid(t: NucleicAcidTask): Outcome | null {
  switch (t.want) {
    case 'base_percent':
    case 'base_count': return basePercent(t);
    case 'complement': return complement(t);
    case 'mrna': return mrnaOf(t);
    case 'protein': return translate(t);
    default: return counts(t);
  }
}
