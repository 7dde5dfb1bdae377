/**
 * The words a question asks with, in English and French, shared by the readers that cut a
 * question into its parts, so that each knows the same verbs (regex sources, without anchors).
 */

/** "find", « calculer »: a verb that asks for a value. */
export const VALUE_VERB = String.raw`(?:find|compute|calculate|evaluate|determine|work\s+out|calcule[rz]?|d[ée]termine[rz]?|[ée]value[rz]?|trouve[rz]?)`;

/** "what", « combien »: a word that opens a question. */
export const QUESTION_WORD = String.raw`(?:what|how|which|when|where|quel(?:le)?s?|combien)`;

/** "give your answer in km/h", « arrondir à 0,1 »: a verb that says how to write the answer, no question of its own. */
export const ANSWER_FORM_VERB = String.raw`(?:give|write|express|round|donne[rz]?|[ée]cri(?:re|vez)|exprime[rz]?|arrondi[rs]?|arrondir)`;

/**
 * The sentences of a text, cut after a stop followed by a space (never inside 0.5). A semicolon
 * cuts too where it separates questions; where it joins a question to its own follow-up
 * (« … ; y a-t-il dépassement ? ») it does not.
 */
export const sentences = (text: string, semicolonCuts: boolean): string[] =>
  text.split(semicolonCuts ? /(?<=[.?!;])\s+/ : /(?<=[.?!])\s+/).map((s) => s.trim()).filter(Boolean);
