import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { evaluateReal } from '../../verify/numeric';

/**
 * A matrix given by a rule for its entries and its size: "the 4×4 matrix with entries
 * a_ij = min(i, j)", « la matrice 3 x 3 de coefficients a_{ij} = i + j », "A = (|i − j|)_{1≤i,j≤4}".
 * The rule is evaluated at every (i, j) and the literal put where the rule was, so the matrix
 * methods read the question as for any matrix. Only a size given as a number is read: for n×n
 * the pattern would be a guess from small sizes.
 */
const SIZE = /\b(\d)\s*(?:×|x|\*|by|par)\s*(\d)\b|\b(?:of\s+order|of\s+size|d['’]\s*ordre|de\s+taille)\s+(\d)\b/i;
/** "with entries a_ij =", « de coefficients a_{ij} = », "where a_{i,j} =", "defined by aᵢⱼ =". */
const RULE_HEAD = /(?:,?\s*(?:with|whose|where|having|such\s+that|defined\s+by|given\s+by|de|dont\s+les|d[ée]finie\s+par|o[ùu]|telle\s+que|avec)\s+)?(?:(?:the\s+|les\s+|des\s+|general\s+|g[ée]n[ée]ral\s+)?(?:entries|entry|coefficients?|elements?|[ée]l[ée]ments?|terme\s+g[ée]n[ée]ral|general\s+term)\s+(?:are\s+|sont\s+|given\s+by\s+)?)?\b[a-z]_?\{?\s*i\s*,?\s*j\s*\}?\s*=\s*/i;
const FAMILY = /\(\s*([^()]*(?:\([^()]*\)[^()]*)*)\s*\)_\{?\s*1\s*(?:≤|<=|\\leq?)\s*i\s*,\s*j\s*(?:≤|<=|\\leq?)\s*(\d)\s*\}?/;

export interface RuleMatrix {
  /** The text with the rule replaced by the matrix literal. */
  text: string;
  step: StepDraft;
}

/** The end of the rule: the closing bracket of the text, or a word, a question mark, a full stop. */
function ruleEnd(s: string): number {
  let depth = 0;
  for (let k = 0; k < s.length; k++) {
    const ch = s[k];
    if (ch === '(') depth++;
    else if (ch === ')') {
      if (depth === 0) return k;
      depth--;
    } else if (depth === 0 && (ch === '?' || ch === ';' || ch === ',' || (ch === '.' && !/\d/.test(s[k + 1] ?? '')))) return k;
    else if (depth === 0 && /^\s+(?:for|pour|and|et|then|puis|in|en|where|o[ùu])\b/i.test(s.slice(k))) return k;
  }
  return s.length;
}

/** A rational close to v with a small denominator, as text; null when there is none. */
function rational(v: number): string | null {
  for (let den = 1; den <= 1000; den++) {
    const num = Math.round(v * den);
    if (Math.abs(v * den - num) < 1e-9 * Math.max(1, Math.abs(num))) return den === 1 ? `${num}` : `${num}/${den}`;
  }
  return null;
}

function build(rule: string, n: number): string[][] | null {
  if (!/\bi\b/.test(rule) || !/\bj\b/.test(rule) || /[a-hk-z]\s*(?![\w(])/i.test(rule.replace(/\b(?:min|max|abs|i|j)\b/g, ' '))) return null;
  const rows: string[][] = [];
  for (let i = 1; i <= n; i++) {
    const row: string[] = [];
    for (let j = 1; j <= n; j++) {
      const v = evaluateReal(rule, { i, j });
      const q = v === null || !Number.isFinite(v) ? null : rational(v);
      if (q === null) return null;
      row.push(q);
    }
    rows.push(row);
  }
  return rows;
}

export function expandEntryRule(input: string): RuleMatrix | null {
  let rule: string;
  let n: number;
  let rest: string;
  const family = FAMILY.exec(input);
  if (family) {
    rule = family[1];
    n = Number(family[2]);
    rest = input.replace(family[0], ' \uE002 ');
  } else {
    const head = RULE_HEAD.exec(input);
    const size = SIZE.exec(input);
    if (!head || !size) return null;
    const [r, c, order] = [size[1], size[2], size[3]];
    if (!order && r !== c) return null;
    n = Number(order ?? r);
    const start = head.index + head[0].length;
    const end = start + ruleEnd(input.slice(start));
    rule = input.slice(start, end).trim();
    rest = `${input.slice(0, head.index)} \uE002 ${input.slice(end)}`.replace(SIZE, ' ');
  }
  if (n < 2 || n > 8 || !rule) return null;
  const rows = build(rule.replace(/−/g, '-').replace(/\|([^|]+)\|/g, 'abs($1)'), n);
  if (!rows) return null;
  const literal = `[${rows.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
  const latex = `\\begin{pmatrix}${rows.map((r) => r.join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
  return {
    text: rest.replace('\uE002', literal).replace(/\s+/g, ' ').trim(),
    step: {
      title: text('Write the matrix from its rule', 'Écrire la matrice à partir de sa règle'),
      explanation: text(`Put i = row and j = column into a_ij = ${rule} for i, j = 1 … ${n}.`, `On remplace i par la ligne et j par la colonne dans a_ij = ${rule}, pour i, j = 1 … ${n}.`),
      formula: `A = ${latex}`,
    },
  };
}
