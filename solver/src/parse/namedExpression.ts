import { SolverError } from '../errors';
import { text } from '../i18n';

/**
 * An expression named by a capital letter first and a transformation asked of it after, the way
 * French exercise sheets write it: « Soit A = (2x − 1)² − 9. Développer A. », "Let E = (x − 3)² −
 * 16. Factor E.", « On pose B = 3/4 − 5/6. Calculer B. » — rewritten into the question with the
 * letter replaced by its expression in brackets. Two questions asked in a row (« Développer A puis
 * factoriser A ») are refused by naming the second, rather than one being answered silently.
 */

const INTRO = /^\s*(?:soit|let|on\s+pose|on\s+donne|posons|consider|given|on\s+considere)\s+(?:l'expression\s+|the\s+expression\s+)?/i;
/** The name is a capital letter (A, B, E): a small one would be an unknown of an equation. */
const DEFINE = /^\s*([A-Z])\s*=\s*([^=<>]+?)\s*$/;
const ASK = /^\s*(?:develop|expand|factor|simplif|reduc|redui|calcul|comput|evaluat|find|work\s+out|what\s+is|donner|ecrire|write|mettre|give)/i;
const MATRIX = /^\s*(?:\[\s*\[|\\begin\{|\[[^\]]*;)/;
const THEN = /\s*(?:,\s*)?\b(?:puis|then|and\s+then|et\s+ensuite|ensuite|et\s+en\s+deduire|and\s+hence|hence)\b\s*(.*)$/i;

const oneAtATime = (second: string): SolverError =>
  new SolverError('unsupported', text(
    `We answer one question at a time: ask "${second}" on its own.`,
    `Nous répondons à une question à la fois : posez « ${second} » séparément.`,
  ));

export function rewriteNamedExpression(input: string): string | SolverError | null {
  const sentences = input.split(/(?<=[.;!?])\s+/).filter((s) => s.trim() !== '');
  if (sentences.length < 2) return null;
  const m = DEFINE.exec(sentences[0].replace(/[.;]\s*$/, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(INTRO, ''));
  if (!m) return null;
  const [, name, expr] = m;
  // a matrix named (« Soit M = [[2, 1], [a, 3]]. Calculer det M puis en déduire … ») is read by the matrix methods
  if (MATRIX.test(expr)) return null;
  // a region named (« D = [0, 2] × [0, 1]. Calculer ∫∫D … », "D = {(x, y) : …}") is read with its integral
  if (/^\s*\{|\]\s*[*×x]\s*\[/.test(expr)) return null;
  // a subspace named (W = span{…}, « F = Vect(u, v) », ⟨u, v⟩) is read with the question on it (W⊥, F ⊕ G)
  if (/^\s*(?:\\(?:operatorname|mathrm|text)\s*\{\s*)?(?:span|vect)(?![a-z])|^\s*(?:⟨|\\langle)/i.test(expr)) return null;
  const question = sentences.slice(1).join(' ').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const letter = new RegExp(String.raw`(?<![A-Za-z])${name}(?![A-Za-z])`, 'g');
  if (!ASK.test(question) || !letter.test(question)) return null;
  const then = THEN.exec(question);
  if (then && then[1].trim() !== '') return oneAtATime(then[1].replace(/[.?!]\s*$/, '').trim());
  return question.replace(letter, `(${expr})`);
}
