import type { AnswerDraft } from '../strategy';

/**
 * A matrix answer's value is a list of lists, "[[a, b], [c, d]]": an entry that starts with "(" and
 * ends with ")" — "(a + 1)/(a − 7)", "(2/5)*(…)" — reads as one more row to anyone who parses the
 * lists by their brackets. Each such entry is written so it cannot: a leading fraction without its
 * brackets ("2/5*(…)", the same value by precedence), one group around the whole entry dropped, and
 * otherwise a leading "+" (the same value). Other entries and the layout are kept as written.
 */
export function readableMatrixValue(value: string): string {
  let out = '';
  let parens = 0;
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    out += unambiguousEntry(value.slice(start, end));
    start = -1;
  };
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (parens === 0 && (c === '[' || c === ']' || c === ',')) {
      close(i);
      out += c;
      continue;
    }
    if (c === '(') parens++;
    else if (c === ')') parens--;
    if (start < 0) start = i;
  }
  close(value.length);
  return out;
}

function unambiguousEntry(raw: string): string {
  const lead = raw.length - raw.trimStart().length;
  const entry = raw.trim();
  if (!(entry.startsWith('(') && entry.endsWith(')'))) return raw;
  const written = wrapsWhole(entry) ? entry.slice(1, -1).trim() : entry.replace(/^\((-?\d+\/\d+)\)\*/, '$1*');
  const safe = written.startsWith('(') && written.endsWith(')') ? `+${written}` : written;
  return `${raw.slice(0, lead)}${safe}${raw.slice(lead + entry.length)}`;
}

/** True when the first "(" closes at the very end: "(x + 1)", not "(a)/(b)". */
function wrapsWhole(entry: string): boolean {
  let depth = 0;
  for (let i = 0; i < entry.length; i++) {
    if (entry[i] === '(') depth++;
    else if (entry[i] === ')') depth--;
    if (depth === 0) return i === entry.length - 1;
  }
  return false;
}

/** The answer with its matrix value written as above; any other answer as it is. */
export function withReadableMatrix<T extends { answer: AnswerDraft | null }>(outcome: T): T {
  if (outcome.answer?.kind !== 'matrix') return outcome;
  const value = readableMatrixValue(outcome.answer.value);
  return value === outcome.answer.value ? outcome : { ...outcome, answer: { ...outcome.answer, value } };
}
