import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from '../src/db/schema';
import { PROJECT_ROOT } from '../src/paths';
import { copyPgliteTemplate } from '../test/template-db';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { runUserCommand } from './user-command';

describe('npm run user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const roleOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.role;

  it('promotes an account to admin and demotes it back, whatever the email case', async () => {
    const u = await registerUser(t.app);
    expect(await runUserCommand(t.database.db, ['promote', u.email.toUpperCase()])).toEqual({ exitCode: 0, output: `${u.email} is now an admin.` });
    expect(await roleOf(u.id)).toBe('admin');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } });
    expect(me.json()).toMatchObject({ role: 'admin' });
    expect((await runUserCommand(t.database.db, ['demote', u.email])).exitCode).toBe(0);
    expect(await roleOf(u.id)).toBe('student');
  });

  it('reports an unknown email and bad usage', async () => {
    expect(await runUserCommand(t.database.db, ['promote', 'nobody@example.com'])).toMatchObject({ exitCode: 2 });
    expect(await runUserCommand(t.database.db, ['rename', 'a@b.co'])).toMatchObject({ exitCode: 1, output: expect.stringContaining('Usage') });
    expect(await runUserCommand(t.database.db, ['promote'])).toMatchObject({ exitCode: 1 });
  });

  it('runs from the shell on the configured database', () => {
    const copy = copyPgliteTemplate(inject('pgliteTemplateDir'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/scripts/user.ts'), 'promote', 'ghost@example.com'], {
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: copy.dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(result.stderr).toContain('No account with the email ghost@example.com.');
      expect(result.status).toBe(2);
    } finally {
      copy.remove();
    }
    // Starting tsx and opening PGlite in a child process is slow on a busy machine.
  }, 120_000);
});
