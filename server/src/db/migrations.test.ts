import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../paths';

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
});
