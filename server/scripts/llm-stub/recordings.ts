import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Word problems with the translation a language model gave for each, replayed by the stand-in
 * model server (llm-stub.ts) and checked against the solver by recordings.test.ts.
 */
export const recording = z.object({
  kind: z.string(),
  locale: z.enum(['en', 'fr']),
  text: z.string(),
  /** The answer the solver must give from the translation (finalAnswer), and how many roots the conditions reject. */
  expect: z.object({ final: z.string(), rejected: z.number().int().optional() }),
  /** The word task, as the model's JSON (checked by the word task schema when used). */
  translation: z.record(z.string(), z.unknown()),
});
export type Recording = z.infer<typeof recording>;

export const RECORDINGS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recordings.json');

export function loadRecordings(file = RECORDINGS_FILE): Recording[] {
  return z.array(recording).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** How a problem's text is matched: case, spacing, apostrophes and compatibility characters do not count. */
export function normalizeProblem(text: string): string {
  return text.normalize('NFKC').replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}
