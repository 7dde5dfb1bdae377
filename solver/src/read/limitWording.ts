/**
 * The instructions a textbook or an exercise sheet wraps around a limit, which carry no data:
 * "For the following exercise, evaluate the limits algebraically. lim …", "Evaluate the following
 * limit: …", « Déterminer la limite suivante : $…$ », "Find the limit of the following sequences
 * or determine that the sequence diverges. {…}", « (en +∞) », \lim\limits. They are rewritten
 * into the plain request the limit reader knows; anything else is left as written, for the
 * reader to read or refuse.
 */
const REWRITES: [RegExp, string][] = [
  // \lim\limits_{x→0}: \limits only places the subscript under the word
  [/\\lim\s*\\(?:no)?limits(?![a-zA-Z])/g, '\\lim'],
  // \lim_{x\to 0} ~ f(x): the tilde is LaTeX's unbreakable space
  [/(\\lim_\{[^{}]*\})\s*~\s*/g, '$1 '],
  // "For the following exercise(s), …": the sheet's heading
  [/^\s*(?:for|in)\s+(?:each\s+of\s+)?the\s+following\s+(?:exercises?|problems?|questions?)\s*[,:]\s*/i, ''],
  // "the following limit(s)", "the limits below" → "the limit"
  [/\b(?:the\s+)?following\s+(limit|sequence|function)s?\b/gi, 'the $1'],
  [/\b(?:the\s+)?(limit|sequence)s?\s+(?:given\s+)?below\b/gi, 'the $1'],
  // « la limite suivante », « les limites suivantes », « chacune des limites suivantes »
  [/(?<![\p{L}])(?:(?:chacune\s+des|les)\s+limites\s+suivantes|la\s+limite\s+suivante)(?![\p{L}])/giu, 'la limite'],
  // "evaluate the limits" of one formula: the plural names the exercise's list
  [/\b(the\s+)limits\b/gi, '$1limit'],
  // "Find the limit, if it exists:", « Calculer, si elle existe, la limite … », "(if it exists)": a limit that does not exist is answered as such
  [/\s*[,(]?\s*(?<![\p{L}])(?:if\s+it\s+exists|if\s+(?:it|the\s+limit)\s+does\s+exist|s['’]?\s*il\s+existe|si\s+elle\s+existe|lorsqu['’]\s*elle\s+existe|quand\s+elle\s+existe)(?![\p{L}])\s*\)?\s*,?/giu, ' '],
  // how to work it out is no part of the question
  [/\s+(?:algebraically|analytically|exactly|by\s+hand|without\s+(?:using\s+)?(?:a\s+)?calculator)\b/gi, ''],
  // "How do you evaluate (1+a/x)^x as x approaches infinity?": the limit named by its variable's motion
  [/^\s*(?:how\s+(?:do|can|would)\s+(?:you|i|we)\s+)?(?:evaluate|find|compute|calculate|determine)\s+(?!(?:the\s+)?(?:(?:left|right)[- ]?(?:hand(?:ed)?|sided)\s+)?lim)(.+?)\s+as\s+([a-z])\s+(approaches|tends\s+to|goes\s+to)\s+/i, 'find the limit of $1 as $2 $3 '],
  // "… or determine that the sequence diverges", "or show that it diverges": the limit answers it
  [/\s*,?\s+or\s+(?:determine|state|show)\s+(?:(?:that|whether|if)\s+)?(?:the\s+sequence|it)\s+diverges\b/gi, ''],
  // "evaluate the limit. lim_{x→3} …", « la limite : $\lim …$ »: the formula after a full stop
  [/((?<![\p{L}])(?:limit|limite|sequence|suite))\s*[.:]\s+(?=\$|\\\(|\\?lim(?![\p{L}])|\{)/giu, '$1 '],
  // "(en +∞)", "(at x = 0)" in brackets at the end: the point said aside
  [/\s*\(\s*((?:en|at)\s+[^()]+?)\s*\)\s*([.?!]?)\s*$/i, ' $1$2'],
];

/** The sequence's name with its index set: "(u_n)", "( u )", "(u_n)_{n ∈ N}", "(u_n)n≥1". */
const SEQ_NAME = String.raw`(?:\(\s*[a-z]\s*(?:_?\s*\{?\s*n\s*\}?)?\s*\)\s*(?:_?\s*\{?\s*n\s*(?:∈|in|>=|≥)\s*[\w*]+\s*\}?)?\s*)?`;
/** "un = 3^n − 7^n", "u_n = …", "a_{n} = …": the term named by its letter. */
const TERM = String.raw`[a-z]\s*_?\s*\{?\s*n\s*\}?\s*=\s*`;
const FOR_ALL_N = String.raw`(?:\s*,?\s*(?:pour\s+tout|for\s+(?:all|every|each))\s+(?:entier\s+(?:naturel\s+)?|integer\s+)?n\s*(?:(?:∈|in|dans)\s*(?:N|ℕ|IN|Z)\s*\*?|(?:>=|≥|>)\s*\d+))?`;
const LIMIT_ASKED = String.raw`(?:(?:trouver|calculer|d[ée]terminer|donner|[ée]tudier)\s+(?:la|sa)\s+limite(?:\s+de\s+(?:la\s+suite\s*)?${SEQ_NAME})?(?:\s*(?:si\s+elle\s+existe|[ée]ventuelle))?|(?:find|compute|determine|evaluate|give)\s+(?:its|the)\s+limit(?:\s+of\s+the\s+sequence\s*${SEQ_NAME})?(?:\s*,?\s*if\s+it\s+exists)?)`;

/**
 * The sequence introduced in a sentence of its own, then its limit asked: « Soit la suite (u) de
 * terme général un = 3^n − 7^n pour tout n dans IN. Trouver la limite de la suite (u) si elle
 * existe. », « On considère la suite (u_n) définie par u_n = … . Calculer sa limite. », "Let (a_n)
 * be the sequence defined by a_n = … . Find its limit."
 */
const INTRODUCED = new RegExp(String.raw`^\s*(?:soit|on\s+(?:consid[èe]re|d[ée]finit|note)|let|consider)\s+(?:la\s+suite|the\s+sequence)?\s*${SEQ_NAME}(?:be\s+the\s+sequence\s+)?(?:de\s+terme\s+g[ée]n[ée]ral|d[ée]finie\s+par|defined\s+by|given\s+by|with\s+(?:general\s+)?term)?\s*:?\s*${TERM}(.+?)${FOR_ALL_N}\s*[.;]\s*${LIMIT_ASKED}\s*[.?]?\s*$`, 'i');

/**
 * "Does a_n = (−1)ⁿ/n converge? To what?", "Determine whether the sequence converges or diverges.
 * If it converges, find the limit. a_n = …", « la suite … converge-t-elle ? Si oui, vers quelle
 * limite ? »: the limit is asked (a divergent sequence is answered as such), no yes or no alone.
 */
const CONVERGES_TO_WHAT: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^\s*(?:as\s+n\s*(?:->|→)\s*(?:\+\s*)?(?:∞|oo|infinity)\s*,\s*)?does\s+(?:the\s+sequence\s+)?(.+?)\s+converge\s*\?\s*(?:(?:and\s+)?if\s+so\s*,?\s*)?(?:to\s+what|(?:find|what\s+is|give)\s+(?:its|the)\s+limit)\s*[.?]?\s*$/i,
    (m) => `find the limit of the sequence ${m[1]}`,
  ],
  [
    /^\s*(?:determine|decide)\s+whether\s+the\s+sequence\s+(?:converges\s+or\s+diverges|is\s+convergent\s+or\s+divergent)\s*[.;,]\s*if\s+it\s+(?:converges|is\s+convergent)\s*,\s*find\s+(?:the|its)\s+limit\s*[.:]?\s*(.+?)\s*$/i,
    (m) => `find the limit of the sequence ${m[1]}`,
  ],
  [
    // "How do you determine whether the sequence a_n = … converges, if so how do you find the limit?"
    /^\s*(?:how\s+(?:do|can|would)\s+(?:you|i|we)\s+)?(?:determine|decide|tell|check)\s+(?:whether|if)\s+(?:the\s+sequence\s+)?(.+?)\s+(?:converges|is\s+convergent)(?:\s+or\s+diverges)?\s*[,;.?]?\s*(?:and\s+)?(?:if\s+(?:so|it\s+(?:does|converges))\s*,?\s*)?(?:how\s+(?:do|can|would)\s+(?:you|i|we)\s+)?(?:find|compute|what\s+is|give)\s+(?:its|the)\s+limit\s*[.?]?\s*$/i,
    (m) => `find the limit of the sequence ${m[1]}`,
  ],
  [INTRODUCED, (m) => `find the limit of the sequence ${m[1]}`],
  [
    // « Étudier la convergence de la suite a_n = … et donner sa limite », "Show that the sequence a_n = … converges and find its limit"
    /^\s*(?:(?:[ée]tudier|discuter)\s+la\s+convergence\s+de\s+la\s+suite|(?:montrer|d[ée]montrer|prouver)\s+que\s+la\s+suite|(?:study|discuss)\s+the\s+convergence\s+of\s+the\s+sequence|(?:show|prove)\s+that\s+the\s+sequence)\s+(?:\(?\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)?\s*(?:=|d[ée]finie\s+par|defined\s+by)\s*)?(.+?)\s*(?:converge|converges|est\s+convergente|is\s+convergent)?\s*,?\s+(?:et|and)\s+(?:donner|d[ée]terminer|calculer|trouver|find|give|compute|determine)\s+(?:sa|its|la|the)\s+limite?\s*[.?!]?\s*$/i,
    (m) => `find the limit of the sequence ${m[1]}`,
  ],
  [
    /^\s*la\s+suite\s+(.+?)\s+(?:converge-t-elle|est-elle\s+convergente)\s*\?\s*(?:si\s+oui\s*,?\s*)?(?:vers\s+quelle\s+(?:limite|valeur)|(?:quelle\s+est\s+)?sa\s+limite|(?:d[ée]terminer|calculer|donner)\s+sa\s+limite)\s*[.?]?\s*$/i,
    (m) => `limite de la suite ${m[1]}`,
  ],
];

/** A side written with the point: 2^-, 0⁺, 2-), "from the left", « à droite », \to 0^{+}. */
const SIDE_GIVEN = /(?:\^\s*\{?\s*[-+−]|[⁺⁻]|\d\s*[-+−]\s*(?:\)|\}|$|\s)|\b(?:from\s+the\s+(?:left|right)|(?:left|right)[- ]?(?:hand(?:ed)?|sided)?)\b|[àa]\s+(?:gauche|droite)|par\s+valeurs?\s+(?:inf[ée]rieures?|sup[ée]rieures?))/i;

export function limitWording(text: string): string {
  // "the one-sided limit lim_{x→2^-} …": the side is the one written at the point; with none written, it stays unread
  const sided = /\bone[- ]sided\s+(limit)/i.test(text) && SIDE_GIVEN.test(text.replace(/\bone[- ]sided\b/gi, '')) ? text.replace(/\bone[- ]sided\s+(limit)/gi, '$1') : text;
  const s = REWRITES.reduce((t, [re, by]) => t.replace(re, by), sided);
  for (const [re, to] of CONVERGES_TO_WHAT) {
    const m = re.exec(s);
    if (m) return to(m);
  }
  return s;
}
