import { freeSymbols, headOf, argsOf, type MathNode } from '../cas/node';
import { toAscii } from '../format/ascii';
import { text, type Text } from '../i18n';
import type { Answer } from '../types';
import { equivalentAt, evaluateReal } from '../verify/numeric';
import { parseNode } from './math';

/**
 * Answer choices pasted after a question ("A) 3 B) 4 C) 5 D) 1", "A. 2x² − 5x + 12 B. …"), as
 * quiz sites print them. The question is answered without them; then the answer found is matched
 * against each choice, so the student learns which letter is right, and a question none of whose
 * choices matches is said, not answered as if the choices were not there.
 */

export interface Choice {
  label: string;
  text: string;
}

const LABELS = 'ABCDE';

const readsAsMath = (s: string): boolean => {
  try {
    parseNode(s);
    return true;
  } catch {
    return false;
  }
};

/** Where the labels A, B, C … (with ")", "." or ":" after, or in brackets) follow one another at the end of the text. */
export function readChoices(raw: string): { question: string; choices: Choice[] } | null {
  const label = (l: string): RegExp => new RegExp(String.raw`(?:^|\s)(?:\(${l}\)|${l}\s*[).:])\s+`, 'g');
  for (const a of raw.matchAll(label('[Aa]'))) {
    const lower = a[0].trim().replace(/[^A-Za-z]/g, '') === 'a';
    const choices: Choice[] = [];
    let from = a.index + a[0].length;
    let k = 1;
    for (; k < LABELS.length; k++) {
      const l = lower ? LABELS[k].toLowerCase() : LABELS[k];
      const next = label(l);
      next.lastIndex = from;
      const m = next.exec(raw);
      if (!m) break;
      choices.push({ label: LABELS[k - 1], text: raw.slice(from, m.index).trim() });
      from = m.index + m[0].length;
    }
    choices.push({ label: LABELS[k - 1], text: raw.slice(from).trim() });
    // choices are answers, each a formula or a number; parts of a question ("(a) find f'(x)") are not
    if (choices.length >= 3 && choices.every((c) => c.text !== '' && c.text.length < 60 && readsAsMath(c.text))) {
      return { question: raw.slice(0, a.index).trim(), choices };
    }
  }
  return null;
}

/** The numbers a choice gives: "x = 4", "4", "x = 1 or x = 2", "2, 3". */
function choiceValues(node: MathNode): number[] | null {
  const items = headOf(node) === 'List' ? argsOf(node) : [node];
  const out: number[] = [];
  for (const item of items) {
    const value = headOf(item) === 'Equal' ? argsOf(item).at(-1)! : item;
    const v = freeSymbols(value).size === 0 ? evaluateReal(toAscii(value)) : null;
    if (v === null) return null;
    out.push(v);
  }
  return out;
}

const sameNumbers = (a: number[], b: number[]): boolean =>
  a.length === b.length && [...a].sort((p, q) => p - q).every((v, i) => Math.abs(v - [...b].sort((p, q) => p - q)[i]) < 1e-9 * Math.max(1, Math.abs(v)));

/** Whether a choice says what the answer says: the same numbers, or the same expression at sample points. */
function matches(answer: Answer, choice: string): boolean {
  let node: MathNode;
  try {
    node = parseNode(choice);
  } catch {
    return false;
  }
  if (answer.kind === 'solutions') {
    const values = choiceValues(node);
    const found = /^\[(.*)\]$/.exec(answer.value.trim());
    if (!values || !found) return false;
    const numbers = found[1].split(',').map((p) => evaluateReal(p.trim()));
    return !numbers.includes(null) && sameNumbers(values, numbers as number[]);
  }
  if (answer.kind === 'expr') {
    const expr = headOf(node) === 'Equal' ? argsOf(node).at(-1)! : node;
    const ascii = toAscii(expr);
    const vars = [...freeSymbols(expr)];
    if (vars.length === 0) {
      const a = evaluateReal(answer.value);
      const b = evaluateReal(ascii);
      return a !== null && b !== null && Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a));
    }
    return equivalentAt(answer.value, ascii, vars);
  }
  return false;
}

/** The choice the answer is, or a refusal naming the choices when none is. */
export function pickChoice(answer: Answer, choices: Choice[]): { label: string; text: string; step: Text } | { refusal: Text } {
  const hit = choices.find((c) => matches(answer, c.text));
  const labels = `${choices[0].label}–${choices.at(-1)!.label}`;
  if (!hit) {
    return {
      refusal: text(
        `None of the choices ${labels} matches the answer we found (${answer.value}): check the question and its choices.`,
        `Aucun des choix ${labels} ne correspond à la réponse trouvée (${answer.value}) : vérifiez l'énoncé et ses choix.`,
      ),
    };
  }
  return {
    label: hit.label,
    text: hit.text,
    step: text(`The answer found is choice ${hit.label} (${hit.text}).`, `La réponse trouvée est le choix ${hit.label} (${hit.text}).`),
  };
}
