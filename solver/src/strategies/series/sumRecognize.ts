import type { MathNode } from '../../cas';
import { parseNode } from '../../parse/math';

/**
 * A sum written the way students do: `sum (k^2 + k) for k from 0 to 10`, `∑_{k=0}^{3} (k + y)`,
 * `\sum_{n=1}^{\infty} 1/n^2`, `somme de k pour k allant de 1 à n`, `sum(k^2, k, 1, n)`.
 */
export interface SumProblem {
  summand: MathNode;
  k: string;
  lo: MathNode;
  hi: MathNode;
  /** The summand as typed (for the independent numeric check). */
  summandText: string;
}

const LEAD = /^(?:please\s+)?(?:compute|calculate|find|evaluate|determine|give|what\s+is|calculer|calculez|évaluer|evaluer|déterminer|determiner|donner|quelle\s+est|trouver)?\s*(?:the\s+|la\s+|le\s+)?(?:value\s+of\s+(?:the\s+)?|valeur\s+de\s+(?:la\s+)?)?/i;

function clean(s: string): string {
  // A final "!" is punctuation only after a space: `1/k!` ends with a factorial.
  return s.replace(/(?:[.?]|\s!)\s*$/, '').trim();
}

function tryParse(s: string): MathNode | null {
  try {
    return parseNode(s);
  } catch {
    return null;
  }
}

function build(summandText: string, k: string, loText: string, hiText: string): SumProblem | null {
  const summand = tryParse(clean(summandText).replace(/^\((.*)\)$/, '$1') || '');
  const lo = tryParse(clean(loText));
  const hiT = clean(hiText).replace(/^\+\s*/, '');
  const hi = /^(oo|\+?inf(inity|ini)?|\\infty)$/i.test(hiT) ? 'PositiveInfinity' : tryParse(hiT);
  if (summand === null || lo === null || hi === null) return null;
  return { summand, k, lo, hi, summandText: clean(summandText) };
}

export function recognizeSum(text: string): SumProblem | null {
  const t = text.replace(LEAD, '').trim();
  // sigma notation: sum_{k=0}^{3} expr, \sum_{k=0}^{n} expr, sum_(k=1)^(oo) expr
  const sigma = /^(?:\\sum|sum|somme)\s*_\s*[{(]?\s*([a-zA-Z])\s*=\s*([^}^)]+?)\s*[})]?\s*\^\s*(?:\{([^}]*)\}|\(([^)]*)\)|(\\infty|[^\s(]+))\s*(.+)$/i.exec(t);
  if (sigma) return build(sigma[6], sigma[1], sigma[2], sigma[3] ?? sigma[4] ?? sigma[5]);
  // sum(expr, k, a, b)
  const call = /^sum\s*\((.+),\s*([a-zA-Z])\s*,\s*([^,]+),\s*([^,]+)\)$/i.exec(t);
  if (call) return build(call[1], call[2], call[3], call[4]);
  // sum of EXPR for k from A to B / somme de EXPR pour k allant de A à B / sum EXPR, k = A..B
  const words =
    /^(?:sum|somme|the\s+sum|la\s+somme)\s*(?:of|de|des|du)?\s+(.+?)\s*,?\s*(?:for|pour|with|avec|where|où|,)\s*([a-zA-Z])\s*(?:from|=|allant\s+de|variant\s+de|de|going\s+from|ranging\s+from)\s*(.+?)\s*(?:to|à|a|jusqu'à|jusqu'a|\.\.|until)\s*(.+)$/i.exec(
      t,
    );
  if (words) return build(words[1], words[2], words[3], words[4]);
  // sum of EXPR from k = A to B / somme de EXPR de k = A à B
  const fromEq =
    /^(?:sum|somme|the\s+sum|la\s+somme)\s*(?:of|de|des|du)?\s+(.+?)\s*,?\s*(?:from|de|pour|for)\s+([a-zA-Z])\s*=\s*(.+?)\s*(?:to|à|a|jusqu'à|jusqu'a|\.\.|until)\s*(.+)$/i.exec(t);
  if (fromEq) return build(fromEq[1], fromEq[2], fromEq[3], fromEq[4]);
  // sum from k = A to B of EXPR / somme pour k allant de A à B de EXPR
  const boundsFirst =
    /^(?:sum|somme|the\s+sum|la\s+somme)\s+(?:from|for|pour|de)\s+([a-zA-Z])\s*(?:=|from|allant\s+de|variant\s+de|de)\s*(.+?)\s*(?:to|à|a|jusqu'à|jusqu'a|\.\.|until)\s*(.+?)\s+(?:of|de|des|du)\s+(.+)$/i.exec(t);
  if (boundsFirst) return build(boundsFirst[4], boundsFirst[1], boundsFirst[2], boundsFirst[3]);
  return null;
}
