import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LEVELS, TOPIC_SLUG_PATTERN, quizItem } from '../../../../contract/src';
import { PROJECT_ROOT } from '../../paths';

export const LIBRARY_SEED_DIR = path.join(PROJECT_ROOT, 'server', 'seed', 'library');

const bilingual = z.object({ en: z.string().trim().min(1), fr: z.string().trim().min(1) });

/** One topic of a seed file `server/seed/library/<LEVEL>-<subject>.json`. */
export const seedTopic = z.object({
  slug: z.string().regex(TOPIC_SLUG_PATTERN),
  level: z.enum(LEVELS),
  subject: z.string().min(1),
  title: bilingual,
  content: bilingual,
  prerequisites: z.array(z.string()).default([]),
  quiz: z.array(quizItem),
});
export type SeedTopic = z.infer<typeof seedTopic>;

export interface SeedFile {
  file: string;
  topics: SeedTopic[];
}

/** Reads and validates every seed file (sorted by name); throws naming the file and the field on bad content. */
export function readSeedFiles(dir: string = LIBRARY_SEED_DIR): SeedFile[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.map((file) => {
    const raw: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const parsed = z.array(seedTopic).safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    }
    return { file, topics: parsed.data };
  });
}

export interface LibrarySeed {
  topics: SeedTopic[];
  /** SHA-256 of the validated content; unchanged content skips the seed on restart. */
  hash: string;
}

export function loadLibrarySeed(dir: string = LIBRARY_SEED_DIR): LibrarySeed {
  const topics = readSeedFiles(dir).flatMap((f) => f.topics);
  const hash = createHash('sha256').update(JSON.stringify(topics)).digest('hex');
  return { topics, hash };
}
