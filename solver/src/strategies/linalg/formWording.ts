/**
 * The words around a quadratic form that say where it lives and how it is named, which ask nothing:
 * "on ℝ²", « sur R³ », « définie par », "defined by", "Let v = (x, y)ᵀ and", "for X = (x₁, x₂, x₃)", « q : R³ → R ».
 * Removed before a reader checks that no word of the question is left unread.
 */
const SPACE = String.raw`(?:I?R|ℝ|\\mathbb\s*\{?\s*R\s*\}?|\\R)\s*(?:\^\s*\{?\s*\d\s*\}?|[²³⁴]|\d)?`;
const LEAD_IN: RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}])(?:(?:defined|d[ée]finie?)\s+)?(?:on|over|in|sur|dans|de)\s+${SPACE}(?![\p{L}\d])`, 'gu'),
  /(?<![\p{L}])(?:d[ée]finie?|defined|given|donn[ée]e?)\s+(?:par|by)(?![\p{L}])/gu,
  // the form named with its spaces: « q : R³ → R », "Q: \mathbb{R}^2 \to \mathbb{R}"
  new RegExp(String.raw`(?<![\p{L}])[a-zA-Zφ]\s*:\s*${SPACE}\s*(?:→|->|\\to|\\rightarrow|\\longrightarrow)\s*${SPACE}(?![\p{L}\d])`, 'gu'),
  // a vector of unknowns named: "v = (x, y)^T", "X = (x1, x2, x3)", "x = (x, y, z) ∈ ℝ³"
  new RegExp(String.raw`(?<![\p{L}])(?:(?:let|for|with|where|o[ùu]|avec|pour|soit)\s+)?[a-zA-Z]\s*=\s*\(\s*[a-z](?:_?\{?\d\}?)?(?:\s*,\s*[a-z](?:_?\{?\d\}?)?)+\s*\)\s*(?:\^\s*\{?\s*T\s*\}?|ᵀ)?(?:\s*(?:∈|\\in)\s*${SPACE})?\s*(?:,?\s*(?:and|et)(?![\p{L}]))?`, 'gu'),
];

export function stripFormLeadIn(s: string): string {
  return LEAD_IN.reduce((out, re) => out.replace(re, ' '), s);
}
