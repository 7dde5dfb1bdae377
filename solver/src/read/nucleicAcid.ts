import { SolverError } from '../errors';
import type { NucleicAcidTask } from '../biology/task';
import { pairedRna, reversed } from '../biology/nucleic';
import { NUM, num } from './sizes';
import { partNotUnderstood } from './partNotUnderstood';

/**
 * DNA and RNA as students write them: Chargaff's rule ("a DNA sample contains 30 % adenine, % of
 * guanine?", « 22 % de thymine, pourcentage de cytosine »), a strand's complement ("complementary
 * strand of 5'-ATGC-3'", « brin complémentaire »), transcription ("mRNA transcribed from the
 * template strand 3'-TAC…-5'", « ARNm … brin transcrit »), translation ("translate AUGGCU…") and
 * counts of nucleotides, codons and amino acids. What is asked must be clear, else it is refused.
 */
const TOPIC = /\b(?:DNA|ADN|RNA|ARN|m-?RNA|ARNm|codons?|amino|amin[ée]s?|ad[ée]nine|guanine|cytosine|thymine|uracile?|Chargaff|nucl[ée]otides?|strand|brin|transcri\w*|polypeptide)\b/i;
/** Words shared with other subjects (a graph is translated too): enough only when biology was chosen. */
const LOOSE_TOPIC = /\b(?:translat\w*|tradu\w*|prot[ée]ine?s?)\b/i;

const refuse = partNotUnderstood;

const PRIME = String.raw`\s*['’′]`;
/** A sequence of bases with its ends if written: 5'-ATG CCA-3', 3’ TAC 5’, AUGGCU. */
const SEQUENCE = new RegExp(String.raw`(?:([53])${PRIME}\s*[-–—:]?\s*)?(?<![A-Za-z])((?:[ACGTU]{3,}|[ACGTU]{1,3}(?:[ -][ACGTU]{1,3}){2,})(?:[ -][ACGTU]+)*)(?![A-Za-z])(?:\s*[-–—]?\s*([53])${PRIME})?`, 'g');

interface Written {
  bases: string;
  start: '5' | '3' | 'none';
  /** Written in groups of three: the reading frame is the one written. */
  triplets: boolean;
}
function sequences(text: string): Written[] | SolverError {
  const out: Written[] = [];
  for (const m of text.matchAll(SEQUENCE)) {
    const bases = m[2].replace(/[ -]/g, '');
    if (/T/.test(bases) && /U/.test(bases)) return refuse(`The sequence ${m[2]} (both T and U)`, `La séquence ${m[2]} (à la fois T et U)`);
    if ((m[1] === undefined) !== (m[3] === undefined) || (m[1] !== undefined && m[1] === m[3])) return refuse(`The ends of ${m[0].trim()}`, `Les extrémités de ${m[0].trim()}`);
    const groups = m[2].split(/[ -]/);
    out.push({ bases, start: (m[1] as '5' | '3' | undefined) ?? 'none', triplets: groups.length > 1 && groups.slice(0, -1).every((g) => g.length === 3) });
  }
  return out;
}

const PROTEIN_ASK = /amino\s+acids?\s+sequence|sequence\s+of\s+(?:the\s+)?amino|polypeptide|peptide|protein|prot[ée]ine|translat|tradu|acides?\s+amin[ée]s|(?:which|what)\s+amino\s+acids?/i;
const MRNA_ASK = /m-?RNA|ARNm|ARN\s+messager|messenger\s+RNA|transcri|\bRNA\b|\bARN\b/i;
const COMPLEMENT_ASK = /compl[ée]ment/i;

/** Which DNA strand is given: coding (sense, non-template, « non transcrit », « codant ») or template. */
function strandOf(text: string): 'template' | 'coding' | 'both' | undefined {
  const coding = /non[\s-]?template|coding\s+strand|sense\s+strand|brin\s+(?:non[\s-]transcrit|codant)/i;
  const template = /non[\s-]?coding\s+strand|antisense|template|transcribed\s+strand|brin\s+(?:transcrit|matrice|mod[èe]le)/i;
  const t = template.test(text.replace(/non[\s-]?template|brin\s+non[\s-]transcrit/gi, ' '));
  const c = coding.test(text.replace(/non[\s-]?coding\s+strand|antisense/gi, ' '));
  return t && c ? 'both' : t ? 'template' : c ? 'coding' : undefined;
}
/** The strand names, taken out before looking for what is asked ("transcribed strand" asks nothing). */
const STRAND_WORDS = /(?:non[\s-]?)?(?:template|coding|sense|antisense|transcribed)\s+(?:DNA\s+)?strand|brin\s+(?:d['’]ADN\s+)?(?:non[\s-])?(?:transcrit|codant|matrice|mod[èe]le)/gi;

/** The RNA paired with a DNA named as its complement ("the complementary mRNA strand", "complementary strand of mRNA", « l'ARNm complémentaire »): one question, the mRNA. */
const RNA_COMPLEMENT = /compl[ée]mentary\s+(?:strand\s+(?:of\s+)?)?(?:m-?RNA|messenger\s+RNA|RNA)\b|\b(?:m-?RNA|RNA)\s+compl[ée]mentary\b|\b(?:ARNm?|ARN\s+messager)\s+compl[ée]mentaire|brin\s+(?:d['’])?(?:ARNm?)\s+compl[ée]mentaire|brin\s+compl[ée]mentaire\s+(?:d['’]|en\s+)ARNm?/gi;

function readSequenceTask(text: string, w: Written): NucleicAcidTask | SolverError {
  const strandless = text.replace(SEQUENCE, ' ').replace(STRAND_WORDS, ' ');
  const rest = w.bases.includes('U') ? strandless : strandless.replace(RNA_COMPLEMENT, ' mRNA ');
  const rna = w.bases.includes('U');
  const asks = { protein: PROTEIN_ASK.test(rest), mrna: !rna && MRNA_ASK.test(rest), complement: COMPLEMENT_ASK.test(rest) && !(rna && MRNA_ASK.test(rest) && PROTEIN_ASK.test(rest)) };
  if (asks.complement && (asks.protein || asks.mrna)) return refuse('Two questions at once (the complementary strand and the mRNA or protein)', 'Deux questions à la fois (le brin complémentaire et l’ARNm ou la protéine)');
  const want = asks.protein ? 'protein' : asks.mrna ? 'mrna' : asks.complement ? 'complement' : null;
  if (!want) return refuse(`What is asked about the sequence ${w.bases}`, `Ce qui est demandé sur la séquence ${w.bases}`);
  if (want === 'complement') return { kind: 'nucleic_acid', want, sequence: w.bases, start: w.start };
  if (rna) {
    // the mRNA itself, read 5′→3′
    const mrna = w.start === '3' ? reversed(w.bases) : w.bases;
    return { kind: 'nucleic_acid', want, sequence: mrna, start: w.start === 'none' ? 'none' : '5', offset: frame(mrna, w.triplets && w.start !== '3') };
  }
  const strand = strandOf(text);
  if (strand === 'both') return refuse('Which strand is given (template or coding)', 'Le brin donné (transcrit ou codant)');
  const fromFive = w.start === '3' ? reversed(w.bases) : w.bases;
  // a DNA beginning with ATG reads like a coding strand: which strand it is must then be said
  if (!strand && fromFive.startsWith('ATG')) return refuse(`Which strand ${w.bases} is (template or coding)`, `Le brin que représente ${w.bases} (transcrit ou codant)`);
  const task: NucleicAcidTask = { kind: 'nucleic_acid', want, sequence: w.bases, start: w.start, ...(strand ? { strand } : {}) };
  if (want !== 'protein') return task;
  const aligned = strand === 'coding' ? w.bases.replace(/T/g, 'U') : pairedRna(w.bases);
  const alignedStart = strand === 'coding' ? w.start : w.start === '5' ? '3' : w.start === '3' ? '5' : 'none';
  const mrna = alignedStart === '3' ? reversed(aligned) : aligned;
  return { ...task, offset: frame(mrna, w.triplets && alignedStart !== '3') };
}

/** Where translation starts: the frame written in triplets, else the first AUG, else the first base. */
function frame(mrna: string, triplets: boolean): number {
  if (triplets) return 0;
  const aug = mrna.indexOf('AUG');
  return aug < 0 ? 0 : aug;
}

const BASE_WORD: Array<[RegExp, 'A' | 'T' | 'G' | 'C']> = [[/ad[ée]nine/i, 'A'], [/thymine/i, 'T'], [/guanine/i, 'G'], [/cytosine/i, 'C']];
/** A base named in words or by its capital letter; a capital followed by a word is an article ("A DNA sample"). */
const BASE_TOKEN = String.raw`([AaÀ]d[ée]nines?|[Tt]hymines?|[Gg]uanines?|[Cc]ytosines?|(?<![A-Za-z])[ATGC](?![A-Za-z'’])(?!\s+(?!and\b|et\b|or\b|ou\b)[A-Za-z]{2,}))`;
const baseOf = (s: string): 'A' | 'T' | 'G' | 'C' => BASE_WORD.find(([r]) => r.test(s))?.[1] ?? (s.toUpperCase() as 'A' | 'T' | 'G' | 'C');

const PCT = String.raw`${NUM}\s*(?:%|per\s*cent|pour\s*cent)`;
/** "30 % adenine", "22 % de thymine", "30% of the bases are A"; "G = 18 %", "la guanine représente 21 %", « les nucléotides à guanine représentent 30 % », "guanine accounts for 22 %". */
const KNOWN_BEFORE = String.raw`${PCT}\s*(?:of\s+(?:the\s+)?(?:(?:bases?|nucleotides?)(?:\s+(?:in|of)\s+(?:an?|the|this)\s+(?:DNA\s+)?(?:molecule|sample|strand|helix|gene))?\s+(?:are|is)\s+)?|d['’]\s*|de\s+|des\s+(?:bases|nucléotides)\s+(?:de\s+cet\s+ADN\s+)?sont\s+(?:des\s+)?)?${BASE_TOKEN}`;
const KNOWN_AFTER = String.raw`${BASE_TOKEN}\s*(?:=|:|is|are|est\s+(?:de\s+)?|sont|makes?\s+up|accounts?\s+for|constitutes?|forms?|repr[ée]sentent|repr[ée]sente|constituent|constitue|forment)\s*(?:(?:about|approximately|around|environ|à\s+peu\s+près)\s+)?${PCT}`;

function readChargaff(text: string): NucleicAcidTask | SolverError | null {
  const known = [
    ...[...text.matchAll(new RegExp(KNOWN_BEFORE, 'gu'))].map((m) => ({ base: baseOf(m[2]), percent: num(m[1]) })),
    ...[...text.matchAll(new RegExp(KNOWN_AFTER, 'gu'))].map((m) => ({ base: baseOf(m[1]), percent: num(m[2]) })),
  ];
  if (known.length === 0) return null;
  if (/\bRNA\b|\bARN|single[\s-]strand|simple\s+brin|monocat[ée]naire|uracil/i.test(text)) return refuse('Base shares of a single strand or of RNA (the pairing rule holds for double-stranded DNA)', 'Les proportions de bases d’un simple brin ou d’un ARN (la règle d’appariement vaut pour l’ADN double brin)');
  if (new Set(known.map((k) => k.base)).size > 1 || /G\s*\+\s*C|A\s*\+\s*T|GC\s+content/i.test(text)) return refuse('Several base shares given', 'Plusieurs proportions de bases données');
  const k = known[0];
  if (!(k.percent >= 0 && k.percent <= 50)) return refuse(`${k.percent} % of one base (more than half the bases)`, `${k.percent} % d’une base (plus de la moitié des bases)`);
  const rest = text.replace(new RegExp(`${KNOWN_BEFORE}|${KNOWN_AFTER}`, 'gu'), ' ');
  const named = [...new Set([...rest.matchAll(new RegExp(BASE_TOKEN, 'gu'))].map((m) => baseOf(m[1])))];
  if (named.length !== 1) return refuse(named.length ? `Several bases asked (${named.join(', ')})` : 'The base asked', named.length ? `Plusieurs bases demandées (${named.join(', ')})` : 'La base demandée');
  const task: NucleicAcidTask = { kind: 'nucleic_acid', want: 'base_percent', known: { base: k.base, percent: k.percent }, asked: named[0] };
  // "How many guanine bases?" in a DNA of 1200 base pairs: a number of bases, not a share
  if (!/(?:how\s+many|number\s+of|combien|nombre\s+d)/i.test(rest)) return task;
  const total = new RegExp(String.raw`${NUM}\s*(base[\s-]pairs?|bp|pb|paires?\s+de\s+bases|bases?|nucl[ée]otides?)(?![\p{L}])`, 'iu').exec(rest);
  if (!total) return refuse('The number of bases of the DNA (to count the bases asked)', 'Le nombre de bases de l’ADN (pour compter les bases demandées)');
  const pairs = /pair|bp|pb|paire/i.test(total[2]);
  return { ...task, want: 'base_count', count: num(total[1]) * (pairs ? 2 : 1) };
}

function readCounts(text: string): NucleicAcidTask | SolverError | null {
  const nucleotides = new RegExp(String.raw`${NUM}\s*(?:bases?|nucl[ée]otides?|base[\s-]pairs?|bp|pb|paires?\s+de\s+bases)(?![\p{L}])`, 'iu').exec(text);
  const aminos = new RegExp(String.raw`${NUM}\s*(?:amino[\s-]acids?|acides?\s+amin[ée]s|aa)(?![\p{L}])`, 'iu').exec(text);
  const askAmino = /(?:how\s+many|number\s+of|combien|nombre\s+(?:maximal\s+|minimal\s+)?d['’]?)\s*(?:[\w'’]+\s+|d['’]){0,3}(?:amino|acides?\s+amin)|codes?\s+for\s+how\s+many\s+amino|amino\s+acids?\s+(?:long|in\s+the\s+protein)\s*\?/i.test(text);
  const askNucleotides = /(?:how\s+many|number\s+of|combien|nombre\s+(?:minimal\s+|minimum\s+)?d['’]?|minimum)\s*(?:[\w'’]+\s+|d['’]){0,3}(?:nucl[ée]otides|bases)/i.test(text);
  const askCodons = /(?:how\s+many|number\s+of|combien|nombre\s+d['’]?)\s*(?:[\w'’]+\s+|d['’]){0,3}codons/i.test(text);
  const STOP = String.raw`\s+(?:the\s+|a\s+|le\s+|un\s+)?(?:stop|termination|codon\s+(?:stop|de\s+terminaison|non[\s-]sens))`;
  // the stop codon named after its word: "stop codon included", « codon stop compris / non compris »
  const AFTER = String.raw`(?:stop\s+codon|termination\s+codon|codon\s+(?:stop|de\s+terminaison|non[\s-]sens))\s+`;
  const stop = new RegExp(String.raw`(?:excluding|exclude|without|not\s+(?:including|counting)|do\s+not\s+(?:include|count)|sans|hors|non\s+compris|ne\s+pas\s+compter)${STOP}|${AFTER}(?:not\s+included|excluded|non\s+(?:compris|inclus)|exclu)`, 'i').test(text) ? false
    : new RegExp(String.raw`(?:including|include|includes|with|counting|count|plus|y\s+compris|avec|inclus|compter)${STOP}|${AFTER}(?:included|compris|inclus)`, 'i').test(text) ? true : undefined;
  // a stop codon named in another way is not guessed
  if (stop === undefined && /\bstop|termination|terminaison|non[\s-]sens/i.test(text)) return refuse('Whether the stop codon is counted', 'Si le codon stop est compté');
  if (/double[\s-]strand|double\s+brin|bicat[ée]naire/i.test(text) && /nucl[ée]otides/i.test(text)) return refuse('Nucleotides of both strands', 'Les nucléotides des deux brins');
  const asks = [askAmino && nucleotides, askNucleotides && aminos, askCodons && nucleotides].filter(Boolean).length;
  if (asks > 1) return refuse('Two counts asked at once', 'Deux nombres demandés à la fois');
  const base = { kind: 'nucleic_acid' as const, ...(stop !== undefined ? { stop } : {}) };
  if (askCodons && nucleotides && !aminos) return { ...base, want: 'codons', count: num(nucleotides[1]) };
  if (askAmino && nucleotides && !aminos) return { ...base, want: 'amino_acids', count: num(nucleotides[1]) };
  if (askNucleotides && aminos && !nucleotides) return { ...base, want: 'nucleotides', count: num(aminos[1]) };
  return null;
}

export function readNucleicAcid(text: string, bio: boolean): NucleicAcidTask | SolverError | null {
  if (!TOPIC.test(text) && !(bio && LOOSE_TOPIC.test(text))) return null;
  const seqs = sequences(text);
  if (seqs instanceof SolverError) return seqs;
  if (seqs.length > 1) return refuse(`Several sequences (${seqs.map((s) => s.bases).join(', ')})`, `Plusieurs séquences (${seqs.map((s) => s.bases).join(', ')})`);
  if (seqs.length === 1) return readSequenceTask(text, seqs[0]);
  return readChargaff(text) ?? readCounts(text);
}
