/**
 * A series' general term defined in a sentence before the question, as exercise sheets do:
 * « Soit u_n = ln(1 + 1/n²). Quelle est la nature de la série Σ u_n ? », "Let a_n = 1/(n² + 1).
 * Does Σ a_n converge?", « Pour n ≥ 2, on pose u_n = … . Calculer Σ u_n. » The question is read with
 * the term written in place of its name; the definition is then said by the question itself.
 * Only a question about a series is rewritten: a sequence's own questions (its limit, a term) are
 * read by their readers from the definition.
 */

/** u_n, u_{n}, a(n): the name of the term, with its index n written. */
const INDEX = String.raw`(?:_\s*(?:\{\s*n\s*\}|n)|\(\s*n\s*\))`;
const NAME = String.raw`([a-z])\s*${INDEX}`;
/** « pour tout n ≥ 1 », "for n ≥ 2", « pour tout entier naturel n non nul »: where the term is defined. */
const RANGE = String.raw`(?:pour|for)\s+(?:tout\s+|all\s+|every\s+|each\s+)?(?:entier\s+(?:naturel\s+)?|integer\s+)?n\s*(?:(?:≥|>=)\s*(\d+)|>\s*(\d+)|(?:∈|in)\s*(?:ℕ|N|IN)\s*(\*)?|non\s+nul)`;
const LEAD = String.raw`(?:soit|let|on\s+pose|on\s+note|on\s+d[ée]finit|posons|define|set|consider)`;
const DEFINED = new RegExp(
  String.raw`^\s*(?:${RANGE}\s*,\s*)?${LEAD}\s+${NAME}\s*=\s*(.+?)(?:\s*,?\s*${RANGE})?\s*[.;]\s+(.+)$`,
  'iu',
);
/** What asks about the series Σ uₙ. */
const SERIES_WORD = /[Σ∑]|\\sum(?![a-zA-Z])|(?<![\p{L}])(?:sum|series|s[ée]rie|somme)(?![\p{L}])/iu;

export function termInPlace(s: string): string {
  const m = DEFINED.exec(s);
  if (!m) return s;
  const [, before1, before2, before3, name, expr, after1, after2, after3, rest] = m;
  if (!SERIES_WORD.test(rest)) return s;
  const uses = new RegExp(String.raw`(?<![\p{L}\\])${name}\s*${INDEX}(?![\p{L}\d])`, 'gu');
  if (!uses.test(rest)) return s;
  // the first index of the series: n ≥ k, n > k, n ∈ ℕ* (1)
  const first = before1 ?? after1 ?? (before2 ?? after2 ? String(Number(before2 ?? after2) + 1) : before3 ?? after3 ? '1' : null);
  // a bare Σ takes the first index said with the definition; with none said, Σ's own reading stands
  let out = rest;
  if (first !== null && first !== '0' && first !== '1') {
    const bare = new RegExp(String.raw`[Σ∑](?!\s*_)(?=\s*${name}\s*${INDEX})`, 'gu');
    if (!bare.test(out)) return s;
    out = out.replace(bare, `Σ_{n≥${first}}`);
  }
  return out.replace(uses, `(${expr.trim()})`);
}
