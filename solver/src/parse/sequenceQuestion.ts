/**
 * A sequence defined first and its limit asked after, the way exercise sheets write it:
 * "Soit u_n = Σ_{k=1}^{n} n/(n² + k²). Déterminer la limite de (u_n).", "Let a_n = (n + 1)/(2n).
 * Find lim a_n.", "On pose S_n = …, n ≥ 1. Calculer la limite de S_n quand n tend vers +∞." —
 * rewritten into the limit it stands for, `lim_{n->oo} …`, which the limit readers know. Returns
 * null unless the question asks for the limit of the very sequence defined (another name, or
 * another question, is left to the readers, which refuse what they cannot account for).
 */

const INTRO = String.raw`(?:soit|let|on\s+pose|posons|on\s+(?:consid[èe]re|d[ée]finit)|consider|define|given(?:\s+that)?|if|suppose(?:\s+that)?|sachant\s+que|si)\s+(?:la\s+suite\s+|the\s+sequence\s+)?`;
/** u_n, (u_n), u_{n}, u(n): the letter and its index. */
const NAME = String.raw`\(?\s*([a-zA-Z])\s*(?:_\s*\{?\s*([a-z])\s*\}?|\(\s*([a-z])\s*\))\s*\)?`;
const DEFINE = new RegExp(String.raw`^\s*${INTRO}${NAME}\s*:?=\s*(.+)$`, 'i');
/** "for n ≥ 1", "pour tout n ∈ ℕ*", "n ≥ 1" after the definition: the range of the index says nothing more. */
/** The letter stands alone and "in" is a word: "n sin(1/n)" ends with no range ("s" + "in" + "(1/n)"). */
const RANGE = /\s*,?\s*(?:(?:for|pour)\s+(?:all\s+|every\s+|tout\s+)?)?(?<![A-Za-z])[a-z]\s*(?:>=|≥|>|∈|\s+in\s+)\s*[^\s,.;]+\s*$/i;
const COMMAND = String.raw`(?:(?:find|compute|calculate|determine|evaluate|give|what\s+is|d[ée]terminer|calculer|trouver|donner|quelle\s+est)\s+)?`;
const TO_INFINITY = String.raw`(?:\s*,?\s*(?:as|when|quand|lorsque)\s+[a-z]\s*(?:->|tends?\s+(?:to|vers)|goes\s+to|approaches)\s*\+?\s*(?:oo|infinity|l['’]\s*infini))?`;

function question(letter: string): RegExp {
  const named = String.raw`\(?\s*${letter}\s*(?:_\s*\{?\s*[a-z]\s*\}?|\(\s*[a-z]\s*\))?\s*\)?`;
  const point = String.raw`(?:\s*_\s*\{?\s*[a-z]\s*->\s*\+?\s*oo\s*\}?|\s+[a-z]\s*->\s*\+?\s*oo)?`;
  // "show that (u_n) converges and find its limit": the limit answers both
  const converges = String.raw`(?:(?:show|prove|montrer|d[ée]montrer|justifier)\s+(?:that|que)\s+${named}\s+(?:converges|is\s+convergent|converge|est\s+convergente)\s*,?\s*(?:and|then|et|puis)\s+)?`;
  return new RegExp(
    String.raw`^${converges}${COMMAND}(?:(?:the\s+|la\s+)?(?:limit|limite|lim)(?![a-z])${point}\s*(?:of\s+|de\s+)?(?:the\s+sequence\s+|la\s+suite\s+)?${named}|(?:its|sa)\s+(?:limit|limite))${TO_INFINITY}\s*[.?!]?\s*$`,
    'i',
  );
}

export function rewriteSequenceQuestion(text: string): string | null {
  const m = DEFINE.exec(text);
  if (!m) return null;
  const [, letter, sub, call, body] = m;
  const index = sub ?? call;
  const ask = question(letter);
  // the definition ends at the last ". ", "; " or ", " after which the question stands whole
  const cuts = [...body.matchAll(/[.;,]\s+/g)].reverse();
  for (const cut of cuts) {
    const rest = body.slice((cut.index ?? 0) + cut[0].length);
    if (!ask.test(rest)) continue;
    const expr = body.slice(0, cut.index).replace(RANGE, '').trim();
    return expr ? `lim_{${index}->oo} ${expr}` : null;
  }
  return null;
}
