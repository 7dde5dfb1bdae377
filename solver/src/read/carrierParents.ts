/**
 * The parents of a recessive disease told by their status, without letters: "two carriers of cystic
 * fibrosis have a child", « deux parents porteurs sains de la mucoviscidose », "one parent is a
 * carrier and the other has CF", "a carrier of PKU marries a woman with PKU", "she has sickle cell
 * trait and her partner has the trait". A carrier is Aa, an affected parent aa, one said not to be a
 * carrier AA. The words that told the parents are taken out of the text, so that the question
 * ("a child of two heterozygous parents will be albino") names only the child asked about, and the
 * cross is written before it for the cross reader. A parent told only "normal" or "healthy" may be
 * a carrier or not: nothing is read.
 */

/** Recessive diseases students name without saying they are recessive. */
export const RECESSIVE_DISEASE = /cystic\s+fibrosis|\bCF\b|albinism|albino|phenylketonuria|\bPKU\b|sickle[\s-]cell|tay[\s-]sachs|mucoviscidose|albinisme|albinos|ph[ée]nylc[ée]tonurie|dr[ée]panocytose/i;

/** The text is about a recessive disease: said so, a carrier named, or a disease known to be recessive; never one said dominant. */
function recessiveDisease(text: string): boolean {
  if (/dominant/i.test(text)) return false;
  return /recessive|r[ée]cessi|\bcarriers?\b|porteu(?:r|se)s?\b/i.test(text) || RECESSIVE_DISEASE.test(text);
}

const NOT_CARRIER = /\bnot\s+a\s+carrier|\bnon[\s-]porteu(?:r|se)|\bhomozygous\s+(?:normal|dominant)|\bhomozygote\s+(?:normal|dominant|sain)\p{L}*/iu;
const CARRIER = /\bcarriers?\b|\bcarr(?:y|ies)\s+(?:the|a|one)\s+(?:recessive\s+|mutant\s+|faulty\s+|defective\s+)?(?:gene|allele)\b|\bheterozyg|porteu(?:r|se)s?\b|h[ée]t[ée]rozyg|sickle[\s-]cell\s+trait|\b(?:has|have|with)\s+(?:the\s+|a\s+)?trait\b|\btrait\s+drépanocytaire/i;
const AFFECTED = /\baffected\b|\batteinte?s?\b|\bmalades?\b|homozygous\s+recessive|homozygote\s+r[ée]cessi|\b(?:has|have|with|avec|a)\s+(?:the\s+|la\s+|une?\s+|l['’])?(?:disease|disorder|maladie)|\bis\s+(?:an?\s+)?albino/i;

/** The genotype one parent's words give, or null when they say nothing sure. */
function status(words: string): string | null {
  if (NOT_CARRIER.test(words)) return 'AA';
  if (CARRIER.test(words)) return 'Aa';
  if (AFFECTED.test(words) || (/\b(?:has|have|with|avec|a)\b/i.test(words) && RECESSIVE_DISEASE.test(words))) return 'aa';
  return null;
}

const BOTH = /\b(?:the\s+)?(?:mother|father|husband|wife|man|woman)\s+and\s+(?:the\s+|her\s+|his\s+)?(?:mother|father|husband|wife|man|woman)\b[^.?;]{0,40}?\b(?:are|who\s+are)\s+(?:both\s+)?(?:heterozygous\s+)?(?:carriers|heterozygous|heterozygotes)\b|\b(?:le\s+p[èe]re\s+et\s+la\s+m[èe]re|la\s+m[èe]re\s+et\s+le\s+p[èe]re)\b[^.?;]{0,40}?\bsont\s+(?:tous\s+(?:les\s+)?deux\s+)?(?:porteurs|h[ée]t[ée]rozygotes)|\b(?:two|both)\s+(?:parents\s+)?(?:(?:are|who\s+are)\s+)?(?:heterozygous\s+)?(?:carriers|heterozygotes|heterozygous\s+parents)\b|\b(?:two|both)\s+parents\s+(?:each\s+)?(?:carry|are\s+carrying)\s+(?:the|a|one)\s+(?:recessive\s+|mutant\s+|faulty\s+|defective\s+|sickle[\s-]cell\s+)?(?:gene|allele)\b|\bles\s+deux\s+parents\s+portent\s+(?:le|un|l['’])\s*(?:g[èe]ne|all[èe]le)|\bdeux\s+(?:parents\s+)?(?:(?:qui\s+)?sont\s+)?(?:porteurs(?:\s+sains)?|h[ée]t[ée]rozygotes)(?![\p{L}])/iu;
const PERSON = String.raw`(?:she|he|elle|il|parent|man|woman|mother|father|husband|wife|boyfriend|girlfriend|partner|daughter|son|homme|femme|m[èe]re|p[èe]re|mari|[ée]pouse|conjoint)`;
/** Two parents, each with its own words: "one parent is …, the other …", "a … marries a …", "X has … and her partner has …". */
const PAIRS: RegExp[] = [
  /\b(?:one\s+(?:parent|of\s+the\s+parents)|l['’]un\s+des\s+(?:deux\s+)?parents)\s+((?:is|has|est|a)\s+[^.;?]*?)\s*,?\s+(?:and|while|whereas|et|alors\s+que)\s+(?:the\s+other|l['’]autre)(?:\s+parent)?\s+([^.;?]+)/iu,
  /\b(?:an?|une?)\s+((?:[\p{L}-]+\s+){0,5}?)(?:marries|married|has\s+(?:a\s+)?(?:child|children|kids?)\s+with|épouse|a\s+des\s+enfants\s+avec)\s+(?:an?\s+|une?\s+)((?:[\p{L}'’-]+\s*){1,6}?)(?=[.;?,]|\s+(?:and|et)\s|$)/iu,
  new RegExp(String.raw`\b(?:(?:the|a|her|his|la|le|une?|sa|son)\s+)?${PERSON}\s+((?:is|has|est|a)\s+[^.;?]*?)\s+(?:and|et)\s+(?:(?:the|a|her|his|la|le|une?|sa|son)\s+)?${PERSON}\s+((?:also\s+)?(?:is|has|est|a)\s+[^.;?]+)`, 'iu'),
];

/** Unaffected parents of an affected child both carry the allele: "two unaffected parents have a child with cystic fibrosis". */
const AFFECTED_CHILD = /\b(?:(?:two|both|the|their)\s+)?(?:unaffected|healthy|normal|phenotypically\s+normal)\s+parents\s+(?:have|had|have\s+had)\s+(?:an?|one)\s+(?:affected\s+(?:child|son|daughter|baby)|(?:child|son|daughter|baby)\s+(?:with|who\s+has|who\s+had|affected\s+(?:by|with)|who\s+is\s+(?:affected|albino|an\s+albino))(?:\s+[^.;?,]*)?)|\b(?:deux\s+)?parents\s+(?:sains|non[\s-]atteints)\s+(?:ont\s+eu|ont)\s+(?:un|une)\s+(?:enfant|fils|fille)\s+(?:atteinte?|malade)(?:\s+(?:de|par)\s+[^.;?,]*)?/iu;

/** The parents' own status asked ("the probability that two normal parents are both carriers", « que les deux parents soient porteurs »): a population question, no cross. */
const STATUS_ASKED = /(?:probabilit\p{L}*|chance|likelihood|risk|odds|risque)\s+(?:that|of|que|qu['’])\s*[^.?]*?\b(?:parents|both|two|couple|partners|spouses|deux|conjoints)\b[^.?]*?\b(?:are|be|being|soient|sont|être)\s+(?:both\s+|tous\s+(?:les\s+)?deux\s+)?(?:carriers|heterozygous|heterozygotes|porteu\p{L}*|h[ée]t[ée]rozygotes)/iu;

export function carrierParentsText(text: string): string | null {
  if (!recessiveDisease(text) || STATUS_ASKED.test(text)) return null;
  const child = AFFECTED_CHILD.exec(text);
  if (child) return `Carrier parents: Aa × Aa. ${text.slice(0, child.index)}parents${text.slice(child.index + child[0].length)}`;
  const both = BOTH.exec(text);
  if (both) return `Carrier parents: Aa × Aa. ${text.slice(0, both.index)}parents${text.slice(both.index + both[0].length)}`;
  for (const re of PAIRS) {
    const m = re.exec(text);
    if (!m) continue;
    const a = status(m[1]);
    const b = status(m[2]);
    if (!a || !b) return null;
    return `Carrier parents: ${a} × ${b}. ${text.slice(0, m.index)}parents${text.slice(m.index + m[0].length)}`;
  }
  return null;
}
