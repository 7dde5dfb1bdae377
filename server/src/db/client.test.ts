import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';
import { copyPgliteTemplate } from '../../test/template-db';
import { openPglite, type Database } from './client';
import { DataDirLockedError } from './lock';

describe('PGlite database', () => {
  let copy: ReturnType<typeof copyPgliteTemplate>;
  let database: Database;
  beforeAll(async () => {
    copy = copyPgliteTemplate(inject('pgliteTemplateDir'));
    database = await openPglite(copy.dataDir);
  });
  afterAll(async () => {
    await database.close();
    copy.remove();
  });

  it('refuses a second opener in this process', async () => {
    await expect(openPglite(copy.dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('makes a second server process exit with code 3 and a clear message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/src/index.ts')], {
      env: { ...process.env, DATA_DIR: copy.dataDir, DATABASE_URL: '', PORT: '0', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toContain('is already in use by another Stepwise server');
    expect(result.status).toBe(3);
    // Starting tsx in a child process is slow on a busy machine.
  }, 120_000);
});
