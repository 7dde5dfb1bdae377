/**
 * A textbook cross named without genotypes: "the F2 of a monohybrid cross", "a dihybrid test cross",
 * « rapport phénotypique en F2 d'un croisement dihybride ». A monohybrid cross is Aa × Aa (its F2 the
 * offspring of AA × aa), a dihybrid one AaBb × AaBb (its F2 that of AABB × aabb), a test cross of
 * either the heterozygote crossed with the recessive homozygote. The name is written back as
 * genotypes for the cross reader; anything else is left alone.
 */
const TEST = String.raw`(?:test[\s-]*cross|testcross|croisement[\s-]+test|test[\s-]+de\s+croisement)`;
const NAMES: Array<{ re: RegExp; genes: 1 | 2; test: boolean }> = [
  { re: new RegExp(String.raw`\b(?:an?\s+|the\s+)?(?:dihybrid\s+${TEST}|${TEST}\s+(?:of\s+|on\s+)?(?:an?\s+|the\s+)?dihybrid)|(?:un\s+|le\s+)?${TEST}\s+(?:d['’]un\s+)?dihybride`, 'i'), genes: 2, test: true },
  { re: new RegExp(String.raw`\b(?:an?\s+|the\s+)?(?:monohybrid\s+${TEST}|${TEST}\s+(?:of\s+|on\s+)?(?:an?\s+|the\s+)?monohybrid)|(?:un\s+|le\s+)?${TEST}\s+(?:d['’]un\s+)?monohybride`, 'i'), genes: 1, test: true },
  { re: /\b(?:an?\s+|the\s+)?dihybrid\s+cross(?:es)?\b|(?:d['’]un\s+|un\s+|le\s+)?croisement\s+dihybride|(?:d['’]un\s+|un\s+)?dihybridisme/i, genes: 2, test: false },
  { re: /\b(?:an?\s+|the\s+)?monohybrid\s+cross(?:es)?\b|(?:d['’]un\s+|un\s+|le\s+)?croisement\s+monohybride|(?:d['’]un\s+|un\s+)?monohybridisme/i, genes: 1, test: false },
];

export function standardCrossText(text: string): string | null {
  const f2 = /\bF2\b|\bF₂\b|second\s+generation|deuxi[èe]me\s+g[ée]n[ée]ration/i.test(text);
  for (const { re, genes, test } of NAMES) {
    const m = re.exec(text);
    if (!m) continue;
    if (test && f2) return null;
    const cross = test ? (genes === 1 ? 'Aa × aa' : 'AaBb × aabb') : f2 ? (genes === 1 ? 'AA × aa' : 'AABB × aabb') : genes === 1 ? 'Aa × Aa' : 'AaBb × AaBb';
    return `${text.slice(0, m.index)} ${cross} ${text.slice(m.index + m[0].length)}`;
  }
  return null;
}
