import { toLatex } from '../format/latex';
import { parseNode } from '../parse/math';
import { solveTask } from '../solve';
import { pretty } from '../format/prose';
import type { Relation } from '../task/task';
import type { WordCondition, WordTask } from '../task/word';
import { evaluateReal } from '../verify/numeric';
import { splitTop } from '../verify/task';
import type { Locale, Solution, SolveOptions, Step } from '../types';

/**
 * A word problem's translation answered: the task is solved and verified by the usual methods
 * (solveTask), then the meaning's conditions are applied to the answers (a width is positive, a
 * count is whole) and the answer is stated in words with its units. The steps begin with the
 * translation itself and end with the answer to the question asked; the translation comes from
 * elsewhere (a language model) and nothing here can check it against the words, which the
 * solution says every time.
 */

type Localized = { en: string; fr: string };

export const TRANSLATION_WARNING: Localized = {
  en: 'The translation of the words was made by a language model — check it.',
  fr: 'La traduction de l’énoncé a été faite par un modèle de langage — vérifiez-la.',
};

/** One answer with a value for every letter it names (unknowns, then derived quantities). */
interface Candidate {
  /** The answer's part as written by the solver: `5`, `{x: 1, y: 2}`. */
  part: string;
  /** The exact value of each unknown, as ASCII. */
  exact: Record<string, string>;
  /** Numeric values of the unknowns and derived quantities; null when one is not a real number. */
  values: Record<string, number> | null;
}

export function solveWordTask(word: WordTask, opts: SolveOptions = {}): Solution {
  const locale: Locale = opts.locale === 'fr' ? 'fr' : 'en';
  const pick = (t: Localized): string => t[locale];
  const solved = solveTask(word.task, { ...opts, locale });
  const translation = translationStep(word, locale);
  if (solved.error || !solved.answer) {
    return { ...solved, steps: [translation, ...solved.steps], plainText: `${pick(TRANSLATION_WARNING)}\n${solved.plainText}` };
  }

  const answer = solved.answer;
  const candidates = candidatesOf(word, answer.kind, answer.value);
  const steps: Step[] = [translation, ...solved.steps];
  const kept: Candidate[] = [];
  let conditionsHold = true;

  if (candidates === null) {
    // An answer of another kind (an interval, an expression in letters): stated as it is; its
    // conditions cannot be checked value by value, so it is never marked verified when it has some.
    conditionsHold = word.conditions.length === 0;
    if (!conditionsHold) {
      steps.push({
        title: pick({ en: 'Check the conditions', fr: 'Vérifier les conditions' }),
        explanation: pick({
          en: `The conditions (${word.conditions.map((c) => conditionText(c, word, 'en')).join('; ')}) could not be checked on this answer: compare them with it yourself.`,
          fr: `Les conditions (${word.conditions.map((c) => conditionText(c, word, 'fr')).join(' ; ')}) n’ont pas pu être vérifiées sur cette réponse : comparez-les vous-même.`,
        }),
      });
    }
  } else {
    const lines: string[] = [];
    for (const c of candidates) {
      const failed = c.values === null ? 'notReal' : word.conditions.find((cond) => !holds(cond, c.values?.[cond.variable]));
      const shown = assignments(c, word, locale, false);
      if (failed === undefined) {
        kept.push(c);
        if (word.conditions.length > 0) {
          lines.push(
            pick({
              en: `${shown} is kept: it meets every condition (${word.conditions.map((cond) => conditionText(cond, word, 'en')).join('; ')}).`,
              fr: `${shown} est retenu : toutes les conditions sont remplies (${word.conditions.map((cond) => conditionText(cond, word, 'fr')).join(' ; ')}).`,
            }),
          );
        }
      } else if (failed === 'notReal') {
        lines.push(pick({ en: `${shown} is rejected: the quantities of the problem are real numbers.`, fr: `${shown} est rejeté : les grandeurs du problème sont des nombres réels.` }));
      } else {
        lines.push(
          pick({
            en: `${shown} is rejected: ${reasonText(failed, word, 'en')}.`,
            fr: `${shown} est rejeté : ${reasonText(failed, word, 'fr')}.`,
          }),
        );
      }
    }
    if (lines.length > 0) {
      steps.push({ title: pick({ en: 'Check the conditions', fr: 'Vérifier les conditions' }), explanation: lines.join(' ') });
    }
  }

  const unitless = candidates === null;
  const finalSentence = unitless
    ? `${capitalize(pick(word.asked))}: ${solved.finalAnswer}${word.asked.unit ? ` (${word.asked.unit})` : ''}.`
    : kept.length === 0
      ? pick({
          en: `${capitalize(word.asked.en)}: no value meets the conditions of the problem, so it has no solution.`,
          fr: `${capitalize(word.asked.fr)} : aucune valeur ne remplit les conditions du problème, il n’a donc pas de solution.`,
        })
      : `${capitalize(pick(word.asked))}${locale === 'fr' ? ' :' : ':'} ${kept.map((c) => assignments(c, word, locale, true)).join(locale === 'fr' ? ' ou ' : ' or ')}.`;
  steps.push({ title: pick({ en: 'Conclude', fr: 'Conclure' }), explanation: finalSentence });

  const finalAnswer = unitless
    ? solved.finalAnswer
    : kept.length === 0
      ? pick({ en: 'No solution', fr: 'Pas de solution' })
      : kept.map((c) => assignments(c, word, locale, true)).join(locale === 'fr' ? ' ou ' : ' or ');
  const newAnswer = unitless
    ? answer
    : {
        kind: answer.kind,
        value: answer.kind === 'solutions' ? `[${kept.map((c) => c.part).join(', ')}]` : answer.value,
        latex: kept.length === 0 ? '\\varnothing' : kept.map((c) => assignmentsLatex(c, word)).join(',\\ '),
        words: finalAnswer,
      };
  const verified = solved.verified && conditionsHold && (unitless || kept.every((c) => c.values !== null));
  const verification = [verified ? solved.verification : undefined, pick(TRANSLATION_WARNING)].filter((s): s is string => Boolean(s)).join(' ');
  return {
    ...solved,
    steps,
    finalAnswer,
    answer: newAnswer,
    verified,
    verification,
    plainText: plainText(steps, finalAnswer, verification, locale),
  };
}

/** "Let w be the width, in cm. Then: w(w + 3) = 40", with the derived quantities and the warning. */
function translationStep(word: WordTask, locale: Locale): Step {
  const fr = locale === 'fr';
  const letters = word.unknowns.map((u) => `${u.name} ${fr ? '' : 'be '}${u.meaning[locale]}${u.unit ? `, ${fr ? 'en' : 'in'} ${u.unit}` : ''}`);
  const declared = fr ? `Soit ${joinWords(letters, ' et ')}` : `Let ${joinWords(letters, ' and ')}`;
  const derived = word.derived.map((d) =>
    fr ? `${d.meaning.fr}${d.unit ? `, en ${d.unit},` : ''} vaut ${d.name} = ${pretty(d.formula)}` : `${d.meaning.en}${d.unit ? `, in ${d.unit},` : ''} is ${d.name} = ${pretty(d.formula)}`,
  );
  const task = word.task;
  const formula = task.kind === 'solve' ? task.relations.map(relationLatex).join(task.relations.length > 1 ? ',\\quad ' : '') : undefined;
  const then = formula ? (fr ? ' ; alors :' : '; then:') : '.';
  const also = derived.length > 0 ? ` (${fr ? 'donc ' : 'so '}${derived.join(fr ? ' et ' : ' and ')})` : '';
  const explanation = `${TRANSLATION_WARNING[locale]} ${declared}${also}${then}`;
  return {
    title: fr ? 'Traduire l’énoncé en mathématiques' : 'Translate the words into mathematics',
    explanation,
    ...(formula ? { formula } : task.kind === 'evaluate' ? { formula: `${word.unknowns[0].name} = ${texOf(task.expr)}` } : {}),
  };
}

function joinWords(items: string[], last: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')}${last}${items[items.length - 1]}`;
}

/** Each answer of a solutions or value answer, with the values of every named quantity; null for other kinds. */
function candidatesOf(word: WordTask, kind: string, value: string): Candidate[] | null {
  const unknowns = word.task.kind === 'solve' ? word.task.unknowns : [word.unknowns[0].name];
  let parts: string[];
  if (kind === 'solutions') {
    const m = /^\s*\[(.*)\]\s*$/.exec(value);
    if (!m) return null;
    parts = splitTop(m[1]);
  } else if (kind === 'expr' && word.task.kind !== 'solve') {
    parts = [value];
  } else {
    return null;
  }
  const out: Candidate[] = [];
  for (const part of parts) {
    const exact: Record<string, string> = {};
    const obj = /^\{(.*)\}$/.exec(part.trim());
    if (obj) {
      for (const pair of splitTop(obj[1])) {
        const kv = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.+)$/.exec(pair);
        if (!kv) return null;
        exact[kv[1]] = kv[2].trim();
      }
    } else {
      if (unknowns.length !== 1) return null;
      exact[unknowns[0]] = part.trim();
    }
    let values: Record<string, number> | null = {};
    for (const [name, v] of Object.entries(exact)) {
      const n = evaluateReal(v);
      if (n === null) {
        values = null;
        break;
      }
      values[name] = n;
    }
    if (values) {
      for (const d of word.derived) {
        const n = evaluateReal(d.formula, values);
        if (n === null) {
          values = null;
          break;
        }
        values[d.name] = n;
      }
    }
    out.push({ part: part.trim(), exact, values });
  }
  return out;
}

const EPS = 1e-9;

function holds(c: WordCondition, v: number | undefined): boolean {
  if (v === undefined) return true; // a letter the answer does not give (checked by the schema's names)
  const tol = EPS * Math.max(1, Math.abs(v));
  switch (c.kind) {
    case 'positive':
      return v > tol;
    case 'nonnegative':
      return v >= -tol;
    case 'integer':
      return Math.abs(v - Math.round(v)) <= 1e-7 * Math.max(1, Math.abs(v));
    case 'range':
      return (c.lo === undefined || v >= c.lo - tol) && (c.hi === undefined || v <= c.hi + tol);
  }
}

/** The condition as math: "w > 0", "n is a whole number", "0 ≤ p ≤ 100". */
function conditionText(c: WordCondition, _word: WordTask, locale: Locale): string {
  const v = c.variable;
  switch (c.kind) {
    case 'positive':
      return `${v} > 0`;
    case 'nonnegative':
      return `${v} ≥ 0`;
    case 'integer':
      return locale === 'fr' ? `${v} est un nombre entier` : `${v} is a whole number`;
    case 'range':
      return c.lo !== undefined && c.hi !== undefined ? `${num(c.lo, locale)} ≤ ${v} ≤ ${num(c.hi, locale)}` : c.lo !== undefined ? `${v} ≥ ${num(c.lo, locale)}` : `${v} ≤ ${num(c.hi ?? 0, locale)}`;
  }
}

/** Why a value is rejected: "w is the width of the rectangle, so w > 0". */
function reasonText(c: WordCondition, word: WordTask, locale: Locale): string {
  const named = [...word.unknowns, ...word.derived].find((q) => q.name === c.variable);
  const condition = conditionText(c, word, locale);
  if (!named) return locale === 'fr' ? `il faut ${condition}` : `${condition} is required`;
  return locale === 'fr' ? `${c.variable} est ${named.meaning.fr}, donc ${condition}` : `${c.variable} is ${named.meaning.en}, so ${condition}`;
}

/** "w = 5 cm, l = 8 cm" (with units) or "w = −8" (in the check). */
function assignments(c: Candidate, word: WordTask, locale: Locale, withUnits: boolean): string {
  const quantities = [...word.unknowns.filter((u) => u.name in c.exact), ...(withUnits ? word.derived : [])];
  return quantities
    .map((q) => {
      const exact = c.exact[q.name];
      const value = c.values?.[q.name];
      const shown = exact !== undefined ? numberText(exact, value, locale) : value !== undefined ? num(value, locale) : '?';
      return `${q.name} = ${shown}${withUnits && q.unit ? ` ${q.unit}` : ''}`;
    })
    .join(', ');
}

function assignmentsLatex(c: Candidate, word: WordTask): string {
  const quantities = [...word.unknowns.filter((u) => u.name in c.exact), ...word.derived];
  return quantities
    .map((q) => {
      const exact = c.exact[q.name];
      const value = c.values?.[q.name];
      const shown = exact !== undefined ? texOf(exact) : value !== undefined ? String(round(value)) : '?';
      return `${q.name} = ${shown}${q.unit ? `\\ ${unitLatex(q.unit)}` : ''}`;
    })
    .join(',\\ ');
}

/** An exact value as read: itself when it is a short decimal, else exact ≈ decimal. */
function numberText(exact: string, value: number | undefined, locale: Locale): string {
  const plain = /^-?\d+(\.\d+)?$/.test(exact.trim());
  if (plain) return num(Number(exact), locale);
  if (value === undefined) return pretty(exact);
  const r = round(value);
  if (Math.abs(r - value) < 1e-12 * Math.max(1, Math.abs(value))) return num(r, locale);
  return `${pretty(exact).replace(/^-/, '−')} ≈ ${num(Number(value.toPrecision(4)), locale)}`;
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** A number as a reader writes it: −8, 2.5 (2,5 in French). */
function num(v: number, locale: Locale): string {
  const s = String(round(v));
  return (locale === 'fr' ? s.replace('.', ',') : s).replace(/^-/, '−');
}

function texOf(ascii: string): string {
  try {
    return toLatex(parseNode(ascii));
  } catch {
    return ascii.replace(/\*/g, ' \\cdot ');
  }
}

function relationLatex(r: Relation): string {
  const op = { '<=': '\\le', '>=': '\\ge', '!=': '\\ne', '=': '=', '<': '<', '>': '>' }[r.op];
  return `${texOf(r.lhs)} ${op} ${texOf(r.rhs)}`;
}

/** `km/h` → \text{km/h}; `m/s²` → \text{m/s}^{2}. */
function unitLatex(u: string): string {
  const m = /^(.*?)([²³])$/.exec(u);
  const escape = (s: string) => s.replace(/[\\{}$&#^_%~]/g, (ch) => `\\${ch}`);
  return m ? `\\text{${escape(m[1])}}^{${m[2] === '²' ? 2 : 3}}` : `\\text{${escape(u)}}`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function plainText(steps: Step[], finalAnswer: string, verification: string, locale: Locale): string {
  const lines: string[] = [];
  steps.forEach((s, k) => {
    lines.push(`${k + 1}. ${s.title}: ${s.explanation}`);
    if (s.formula) lines.push(`   ${s.formula}`);
  });
  lines.push(`${locale === 'fr' ? 'Réponse' : 'Answer'}: ${finalAnswer}`);
  lines.push(`${locale === 'fr' ? 'Note' : 'Note'}: ${verification}`);
  return lines.join('\n');
}
