import { text, type Text } from '../../i18n';
import type { AnswerDraft, StepDraft } from '../../strategy';
import type { SystemSolution } from './systemSolution';

/**
 * "How many solutions does the system … have?", « combien de solutions le système … admet-il ? »,
 * "the number of solutions of …", "does … have a unique solution, no solution or infinitely many?":
 * the number of solutions is asked, not the solutions. Read as the system's text without the
 * question, or null when the question is another one.
 */
const LEADS: RegExp[] = [
  /^\s*how\s+many\s+solutions?\s+(?:does|do|can|will)\s+(.+?)\s+(?:have|admit|possess)\s*[?.!]?\s*$/i,
  /^\s*how\s+many\s+solutions?\s+(?:are\s+there|exist)\s+(?:to|for|of|in)\s+(.+?)\s*[?.!]?\s*$/i,
  /^\s*how\s+many\s+solutions?\s+(?:has|have)\s+(.+?)\s*[?.!]?\s*$/i,
  /^\s*how\s+many\s+solutions?\s*[?]?\s*:\s*(.+?)\s*[?.!]?\s*$/i,
  /^\s*(?:find|determine|give|state|what\s+is)?\s*(?:the\s+)?number\s+of\s+solutions?\s+(?:of|to|for)\s+(.+?)\s*[?.!]?\s*$/i,
  /^\s*combien\s+de\s+solutions?\s+(.+?)\s+(?:admet|a|poss[èe]de|comporte)(?:-t)?-(?:il|elle)\s*[?.!]?\s*$/i,
  /^\s*combien\s+de\s+solutions?\s+(?:admet|a|poss[èe]de|comporte)\s+(.+?)\s*[?.!]?\s*$/i,
  /^\s*combien\s+de\s+solutions?\s*[?]?\s*:\s*(.+?)\s*[?.!]?\s*$/i,
  /^\s*(?:d[ée]terminer|donner|trouver|quel\s+est)?\s*(?:le\s+)?nombre\s+de\s+solutions?\s+(?:du|de|d['’])\s*(.+?)\s*[?.!]?\s*$/i,
];

/** The three cases listed: "a unique solution, no solution or infinitely many", « une, aucune ou une infinité ». */
const CASES = String.raw`(?:exactly\s+one|one|a\s+unique|unique|une\s+unique|une\s+seule|une|aucune|no|none|infinitely\s+many|une\s+infinit[ée])`;
const OR = String.raw`(?:\s*,\s*(?:or\s+|ou\s+)?|\s+or\s+|\s+ou\s+)`;
const TRICHOTOMY = new RegExp(
  String.raw`^\s*(?:does|do)?\s*(.+?)\s*,?\s+(?:have|has|admit|admet(?:-t)?-(?:il|elle)|a-t-(?:il|elle)|poss[èe]de-t-(?:il|elle))\s+${CASES}(?:\s+solutions?)?${OR}${CASES}(?:\s+(?:de\s+)?solutions?)?${OR}${CASES}(?:\s+(?:de\s+)?solutions?)?\s*[?.!]?\s*$`,
  'i',
);

export interface CountQuestion {
  system: string;
  /** The cases were listed to choose from: answered in words, not with a number. */
  choice: boolean;
}

export function countQuestion(raw: string): CountQuestion | null {
  for (const re of LEADS) {
    const m = re.exec(raw);
    if (m) return { system: m[1], choice: false };
  }
  const m = TRICHOTOMY.exec(raw);
  return m ? { system: m[1], choice: true } : null;
}

export interface CountAnswer {
  answer: AnswerDraft;
  finalAnswer: Text;
  step: StepDraft;
}

/** The number of solutions, from the solution found: 0, 1, or infinitely many (written oo); in words when the cases were offered. */
export function countAnswer(sol: SystemSolution, choice: boolean): CountAnswer {
  const [value, latex, en, fr] =
    sol.kind === 'none'
      ? ['0', '0', 'no solution', 'aucune solution']
      : sol.kind === 'unique'
        ? ['1', '1', 'exactly one solution', 'une unique solution']
        : ['oo', '\\infty', 'infinitely many solutions', 'une infinité de solutions'];
  const why =
    sol.kind === 'none'
      ? text('an equation 0 = c with c ≠ 0 appeared, so no values satisfy them all', 'une équation 0 = c avec c ≠ 0 est apparue, donc aucune valeur ne les vérifie toutes')
      : sol.kind === 'unique'
        ? text('every unknown is a pivot, so each takes one value', 'chaque inconnue est un pivot, donc chacune prend une seule valeur')
        : text(`${sol.free.join(', ')} ${sol.free.length > 1 ? 'are' : 'is'} free, so each value of it gives a solution`, `${sol.free.join(', ')} ${sol.free.length > 1 ? 'sont libres' : 'est libre'}, donc chaque valeur donne une solution`);
  return {
    answer: choice ? { kind: 'text', value: en, latex: `\\text{${en}}`, words: text(en, fr) } : { kind: 'expr', value, latex, words: text(en, fr) },
    finalAnswer: text(`The system has ${en}.`, `Le système a ${fr}.`),
    step: {
      title: text('Count the solutions', 'Compter les solutions'),
      explanation: text(`The system has ${en}: ${why.en}.`, `Le système a ${fr} : ${why.fr}.`),
      formula: sol.kind === 'none' ? 'S = \\varnothing' : sol.kind === 'unique' ? '\\#S = 1' : '\\#S = \\infty',
    },
  };
}
