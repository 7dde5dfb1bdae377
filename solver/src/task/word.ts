import { z } from 'zod';
import { formula, task, variableName } from './task';

/**
 * A word problem translated into mathematics: what each letter stands for, the task the solver
 * answers (the same `task` the text reader produces), the quantities computed from the unknowns,
 * the conditions the meaning puts on them (a width is positive, a number of people is whole), and
 * what is asked. A language model writes it from the student's words; the server checks its
 * answer against this schema before anything is solved, and the solver applies the conditions.
 * Words are given in both languages, so the steps can follow the student's language whatever
 * the language of the problem.
 */

const words = z.string().min(1).max(300);
/** A sentence or noun phrase in English and in French. */
export const bilingual = z.object({ en: words, fr: words });
/** A unit as written in the problem: `cm`, `km/h`, `m/s²`, `€`, `%`. */
export const unit = z.string().min(1).max(30);

export const wordUnknown = z.object({
  name: variableName,
  /** What the letter stands for, as a noun phrase: "the width of the rectangle". */
  meaning: bilingual,
  unit: unit.optional(),
});

/** A quantity computed from the unknowns once they are known (the length l = w + 3). */
export const wordDerived = z.object({
  name: variableName,
  meaning: bilingual,
  unit: unit.optional(),
  formula,
});

export const CONDITION_KINDS = ['positive', 'nonnegative', 'integer', 'range'] as const;

/** What the meaning says of a value: a length is positive, a count is a whole number, a share lies in [0, 100]. */
export const wordCondition = z.object({
  /** An unknown's or a derived quantity's name. */
  variable: variableName,
  kind: z.enum(CONDITION_KINDS),
  /** For `range`: the bounds (included); either may be left out. */
  lo: z.number().optional(),
  hi: z.number().optional(),
});

export const wordTaskShape = z.object({
  unknowns: z.array(wordUnknown).min(1).max(6),
  task,
  derived: z.array(wordDerived).max(6),
  conditions: z.array(wordCondition).max(20),
  /** The question in words, as a noun phrase ("the dimensions of the rectangle"), and the unit of its answer. */
  asked: z.object({ en: words, fr: words, unit: unit.optional() }),
});

/** The shape, and the names agreeing with each other. */
export const wordTask = wordTaskShape.superRefine((w, ctx) => {
  const unknownNames = w.unknowns.map((u) => u.name);
  const names = [...unknownNames, ...w.derived.map((d) => d.name)];
  if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', path: ['unknowns'], message: 'each letter is named once' });
  if (w.task.kind === 'solve') {
    for (const name of w.task.unknowns) {
      if (!unknownNames.includes(name)) ctx.addIssue({ code: 'custom', path: ['task', 'unknowns'], message: `the task's unknown ${name} is not among the unknowns` });
    }
  }
  w.conditions.forEach((c, k) => {
    if (!names.includes(c.variable)) ctx.addIssue({ code: 'custom', path: ['conditions', k, 'variable'], message: `${c.variable} is neither an unknown nor a derived quantity` });
    if (c.kind === 'range' && c.lo === undefined && c.hi === undefined) ctx.addIssue({ code: 'custom', path: ['conditions', k], message: 'a range needs lo or hi' });
  });
});

export type WordTask = z.infer<typeof wordTask>;
export type WordCondition = z.infer<typeof wordCondition>;
