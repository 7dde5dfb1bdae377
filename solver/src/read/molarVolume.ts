/**
 * A molar volume of gases given as data: « Le volume molaire gazeux vaut 25,0 L.mol-1 », "the
 * molar volume is 24.0 L/mol", « Vm = 24 L·mol⁻¹ ». Read out of the text, so that its « 25,0 L »
 * is no volume of the problem; the rest is read as the question.
 */
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const PER_MOLE = String.raw`(?:L|dm3|dm³|dm\^3)\s*(?:[/.·]\s*mol(?:\s*\^?\s*\{?\s*-\s*1\s*\}?|⁻¹)?|mol\s*(?:\^?\s*\{?\s*-\s*1\s*\}?|⁻¹))`;
const GIVEN = new RegExp(
  String.raw`(?:(?:le\s+|the\s+)?(?:volume\s+molaire(?:\s+(?:gazeux|des\s+gaz|d['’]un\s+gaz))?|molar\s+volume(?:\s+of\s+(?:an?\s+)?(?:ideal\s+)?gas(?:es)?)?)|\bV\s*_?\s*\{?m\}?)(?:\s*\([^)]*\))?\s*(?:=|:|vaut|est(?:\s+de)?|is|of|as|to\s+be|de|égal\s+à)?\s*${NUM}\s*${PER_MOLE}`,
  'iu',
);

export function readMolarVolume(text: string): { vm: number; rest: string } | null {
  const m = GIVEN.exec(text);
  if (!m) return null;
  const at = m.index;
  // the sentence giving it, when it says nothing else: « Le volume molaire gazeux vaut 25,0 L.mol-1. »
  const rest = `${text.slice(0, at)} ${text.slice(at + m[0].length)}`.replace(/^\s*[.;,]\s*/, '').replace(/\s{2,}/g, ' ').trim();
  return { vm: Number(m[1].replace(',', '.')), rest };
}
