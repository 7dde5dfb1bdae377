import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';

/** A copy of the migrations folder that stops before `tag`: a database as it was before that change. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-migrations-before-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `no migration ${tag}`).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('migrations', () => {
  it('cover every change in schema.ts (run `npm run db:generate` after editing it)', () => {
    // drizzle-kit wants an output folder relative to the working directory.
    const cache = path.join(PROJECT_ROOT, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const out = mkdtempSync(path.join(cache, 'stepwise-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, out, { recursive: true });
      const before = readdirSync(out).filter((f) => f.endsWith('.sql'));
      const result = spawnSync(
        process.execPath,
        [path.join(PROJECT_ROOT, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--dialect', 'postgresql', '--schema', 'server/src/db/schema.ts', '--out', path.relative(PROJECT_ROOT, out)],
        { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout + result.stderr, 'schema.ts has changes without a migration').toContain('No schema changes');
      const after = readdirSync(out).filter((f) => f.endsWith('.sql'));
      expect(after, 'schema.ts has changes without a migration').toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('copy each solution\'s final answer onto its problem, where the history card reads it', async () => {
    const before = migrationsBefore('0009_history_card_answer');
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
      await client.exec(`
        INSERT INTO users (id, email, password_hash) VALUES ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'x');
        INSERT INTO problems (id, user_id, raw_input) VALUES
          ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'x + 1 = 3'),
          ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'unsolved');
        INSERT INTO solutions (problem_id, steps_json, final_answer) VALUES ('00000000-0000-4000-8000-000000000002', '[]', 'x = 2');
      `);
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await client.query<{ raw_input: string; final_answer: string | null }>('SELECT raw_input, final_answer FROM problems ORDER BY raw_input');
      expect(rows).toEqual([
        { raw_input: 'unsolved', final_answer: null },
        { raw_input: 'x + 1 = 3', final_answer: 'x = 2' },
      ]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 120_000);
});
