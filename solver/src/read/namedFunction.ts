/**
 * A function defined apart from the question that names it: "Soit f(x) = …. Calculer la limite de
 * f en 1", "f(x) = …, find lim_{x→∞} f(x)", "find the limit of f(x) as x → 0, where f(x) = …",
 * « Soit f la fonction définie sur ]0 ; +∞[ par f(x) = … ». The question is returned with f(x)
 * and f replaced by the formula in brackets, so the reader of the question's kind reads it whole.
 * A question that uses f otherwise (f'(x), f(2), f⁻¹) is no such substitution: null.
 */
const COMMANDS = String.raw`(?:find|compute|calculate|determine|evaluate|give|calculer|calculez|d[ée]terminer|trouver|donner|[ée]valuer|[ée]tudier)`;
const FRAME = String.raw`(?:(?:soit|let|on\s+(?:pose|consid[èe]re)|consider|given|define)\s+)?(?:(?:the\s+)?function\s+|(?:la\s+)?fonction\s+)?(?:[a-zA-Z]\s+(?:la\s+fonction\s+)?(?:d[ée]finie|defined)\s+(?:(?:sur|on)\s+([[\]()][^[\]()]*[[\]()]|\S+)\s+)?(?:par|by)\s+)?`;
const DEF = String.raw`([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=\s*`;
const LEADING = new RegExp(String.raw`^\s*${FRAME}${DEF}(.+?)\s*(?:\.\s+|[,;]\s*|\s+(?=${COMMANDS}\b))(.+)$`, 'i');
const TRAILING = new RegExp(String.raw`^(.+?)\s*,?\s*(?:where|with|if|for|o[ùu]|avec|si|pour)\s+${DEF}(.+?)\s*[.?!]?\s*$`, 'i');

export interface Defined {
  name: string;
  variable: string;
  body: string;
  /** The interval the function is defined on, as written (« ]0;+∞[ »), when given. */
  domain?: string;
  /** The question with the function replaced by its formula. */
  question: string;
}

export function namedFunction(text: string): Defined | null {
  const lead = LEADING.exec(text);
  const trail = lead ? null : TRAILING.exec(text);
  const [domain, name, variable, body, question] = lead ? [lead[1], lead[2], lead[3], lead[4], lead[5]] : trail ? [undefined, trail[2], trail[3], trail[4], trail[1]] : [];
  if (!name || !variable || !body || !question || name === variable || name === 'e') return null;
  const uses = new RegExp(String.raw`(?<![A-Za-z\\])${name}(?![A-Za-z])(\s*\(\s*([^()]*?)\s*\))?`, 'g');
  const calls = [...question.matchAll(uses)];
  // f(2), f(t) in another letter, f'(x), f⁻¹: the function is used otherwise than by its formula
  if (calls.length === 0 || calls.some((m) => m[1] !== undefined && m[2] !== variable)) return null;
  if (new RegExp(String.raw`(?<![A-Za-z])${name}\s*(?:'|_|\^)`).test(question)) return null;
  const replaced = question.replace(uses, () => `(${body})`);
  return { name, variable, body, question: replaced, ...(domain ? { domain } : {}) };
}

/**
 * « la fonction x ↦ x² + 1 », "the function t ↦ sin t", « une primitive de x ↦ cos x » (↦ normalised
 * to ->, or LaTeX's \mapsto): the map written as the definition f(x) = …, which the calculus readers read. An arrow
 * to a number or to ∞ is a limit's "x → 0", left alone.
 */
const MAPS_TO = /(?<=\b(?:of|de|d['’]|fonction|function|dériver|deriver|differentiate|integrate|int[ée]grer)\s+)([a-z])\s*(?:->|\\mapsto(?![a-zA-Z]))\s*(?![-+]?\s*(?:oo|inf|\d|pi\b|l['’]infini|\+|-))/gi;

/** « f : x ↦ x − ln x », "g: t -> t²": the map named by its letter. */
const NAMED_MAP = /(?<![A-Za-z])([a-zA-Z])\s*:\s*([a-z])\s*(?:->|\\mapsto(?![a-zA-Z]))\s*(?![-+]?\s*(?:oo|inf|\d|pi\b|l['’]infini|\+|-))/g;

export function mapsToDefinition(text: string): string | null {
  const out = text.replace(NAMED_MAP, (_m, f: string, v: string) => `${f}(${v}) = `).replace(MAPS_TO, (_m, v: string) => `f(${v}) = `);
  return out === text ? null : out;
}
