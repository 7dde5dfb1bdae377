/**
 * A function defined first and an equation or inequality in it asked after, the way exercise
 * sheets and textbooks write it: « Soit f(x) = 2x − 5. Résoudre f(x) = 3. », "If f(x) = x² − 4x,
 * solve f(x) = 5", « Soit f et g définies par f(x) = x² et g(x) = 2x + 3. Résoudre f(x) ≤ g(x). »,
 * « Déterminer les antécédents de 5 par f » — rewritten into the relation it stands for, each f(x)
 * replaced by its formula in brackets. Returns null when the question uses the function otherwise
 * (f(2), f′, "the variations of f"): those are other readers' questions, and a name left in the
 * formula would be read as a product.
 */

const INTRO = String.raw`(?:(?:soit|let|if|given(?:\s+that)?|si|on\s+(?:considere|pose|definit|donne)|consider|define|posons)\s+)?`;
const FUNCTION_WORDS = String.raw`(?:(?:la\s+|les\s+|the\s+)?(?:fonctions?|functions?)\s+)?`;
/** "f définie sur ℝ par", "f and g defined by", « f et g définies par »: the names said before the formulas. */
const NAMED_BEFORE = String.raw`(?:[a-zA-Z](?:\s*(?:,|and|et)\s*[a-zA-Z])*\s+(?:definies?|defined)\s+(?:(?:sur|on|for)\s+\S+\s+)?(?:par|by)\s+)?`;
const ONE = /^\s*([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)\s*$/;
/** "for all x in R", « pour tout x ∈ ℝ », "(x ≠ 1)": the domain of the definition adds nothing to the equation. */
const RANGE = /\s*,?\s*(?:(?:for|pour)\s+(?:all\s+|every\s+|tout\s+)?(?:reel\s+)?[a-z]\s*(?:in|∈|dans)\s*\S+|sur\s+\S+)\s*$/i;
const CALCULUS = /\b(?:deriv|tangent|limit|lim\b|integr|primitive|antideriv|area|aire|variation|extrem|maxim|minim|croissan|decroissan|increasing|decreasing|inverse|reciproque|domain|domaine|image|range)/i;
const SENTENCE = /(?:[.;!?]|,(?=\s*(?:solve|resolve|resoudre|find|determine|determiner|trouver|for\s+which|pour\s+quel|what\s+values?)))\s+/i;

interface Definition {
  name: string;
  variable: string;
  formula: string;
}

function readDefinitions(sentence: string): Definition[] | null {
  const plain = sentence.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const head = new RegExp(String.raw`^\s*${INTRO}${FUNCTION_WORDS}${NAMED_BEFORE}`, 'i').exec(plain);
  const body = plain.slice(head?.[0].length ?? 0).replace(/[.]\s*$/, '');
  const parts = body.split(/\s*(?:,\s*|\s+(?:and|et)\s+)(?=[a-zA-Z]\s*\(\s*[a-z]\s*\)\s*=)/i);
  const out: Definition[] = [];
  for (const part of parts) {
    const m = ONE.exec(part.replace(RANGE, ''));
    if (!m || /[<>=]/.test(m[3])) return null;
    out.push({ name: m[1], variable: m[2], formula: m[3] });
  }
  return out.length > 0 ? out : null;
}

/** « les antécédents de 5 par f », "the preimages of 5 under f": the solutions of f(x) = 5. */
const PREIMAGE = /^\s*(?:(?:determiner|calculer|trouver|chercher|donner|find|determine|give|what\s+(?:is|are))\s+)?(?:le\s+|les\s+|un\s+|des\s+|the\s+|all\s+)?(?:eventuels\s+)?(?:antecedents?|pre-?images?)\s+(?:eventuels\s+)?(?:de|of)\s+(.+?)\s+(?:par|under|by)\s+(?:la\s+fonction\s+|the\s+function\s+)?([a-zA-Z])\s*[.?!]?\s*$/i;

function readPreimage(question: string, definitions: Definition[]): string {
  const m = PREIMAGE.exec(question.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  const f = m ? definitions.find((d) => d.name === m[2]) : undefined;
  return m && f ? `solve ${f.name}(${f.variable}) = ${m[1]}` : question;
}

export function rewriteFunctionQuestion(text: string): string | null {
  const sentences = text.split(SENTENCE).filter((s) => s.trim() !== '');
  if (sentences.length < 2) return null;
  const definitions: Definition[] = [];
  const asked: string[] = [];
  for (const s of sentences) {
    const d = asked.length === 0 ? readDefinitions(s) : null;
    if (d) definitions.push(...d);
    else asked.push(s.trim());
  }
  if (definitions.length === 0 || asked.length === 0) return null;
  let question = readPreimage(asked.join(' '), definitions);
  if (CALCULUS.test(question.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))) return null;
  let used = false;
  for (const { name, variable, formula } of definitions) {
    const call = new RegExp(String.raw`(?<![A-Za-z])${name}\s*\(\s*${variable}\s*\)(?!\s*')`, 'g');
    if (call.test(question)) used = true;
    question = question.replace(call, `(${formula})`);
    // any other use of the name (f(2), f', "of f") is another question
    if (new RegExp(String.raw`(?<![A-Za-z])${name}(?![A-Za-z])`).test(question)) return null;
  }
  return used && /[<>=≤≥≠]/.test(question) ? question : null;
}
