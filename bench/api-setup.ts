/**
 * What the API benchmark (bench/api.ts) and the profiler (bench/profile.ts) share: signed-in users
 * with the Pro plan and a page of history each, on the app's own database.
 */
import type { AddressInfo } from 'node:net';
import { like, sql } from 'drizzle-orm';
import { solve } from '../solver/src/index';
import type { Database } from '../server/src/db/client';
import { subscriptions, users } from '../server/src/db/schema';
import { saveSolved } from '../server/src/services/history/history';

export const HISTORY_PER_USER = 40;
export const EMAIL_PREFIX = 'bench.api.';

/** A mix of what students send: equations, a derivative, an integral, a limit, arithmetic. */
export const PROBLEMS = ['2x + 3 = 7', 'x^2 - 5x + 6 = 0', 'derivative of x^3 sin x', 'integrate x e^x', 'lim x->0 sin(x)/x', '1/2 + 1/3', '3x - 4 = 11', 'x^2 = 16'];

export async function listen(app: { listen(o: { port: number; host: string }): Promise<string>; server: { address(): AddressInfo | string | null } }): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export interface BenchUser {
  id: string;
  cookie: string;
}

/** Users with sessions, the Pro plan and a page of history each. */
export async function prepareUsers(base: string, database: Database, count: number): Promise<BenchUser[]> {
  const sample = solve('x^2 - 5x + 6 = 0', { locale: 'en' });
  const stamp = Date.now().toString(36);
  const made: BenchUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${EMAIL_PREFIX}${stamp}.${i}@example.com`, password: 'bench-password', firstName: 'Bench', lastName: `User ${i}` }),
    });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    const { id } = (await response.json()) as { id: string };
    await database.db.insert(subscriptions).values({ userId: id, plan: 'pro', status: 'active', renewsAt: new Date(Date.now() + 30 * 864e5) });
    for (let k = 0; k < HISTORY_PER_USER; k += 1) {
      await saveSolved(database.db, { userId: id, rawInput: PROBLEMS[k % PROBLEMS.length], inputType: 'text', subject: 'mathematics', ocrText: null, locale: 'en' }, sample, new Date(Date.now() - k * 60_000));
    }
    made.push({ id, cookie });
  }
  return made;
}

/**
 * Gives the bench users their quota back: today's and this month's usage rows are emptied. The
 * benchmark calls it between (and, for long solve runs, during) runs so every measured solve is a
 * solve and not a 429 — the quota is still counted by the real statement on every request.
 */
export async function resetBenchQuota(database: Database): Promise<void> {
  await database.db.execute(sql`UPDATE usage SET count = 0 WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${`${EMAIL_PREFIX}%`})`);
}

export async function deleteBenchUsers(database: Database): Promise<void> {
  await database.db.delete(users).where(like(users.email, `${EMAIL_PREFIX}%`));
}

/** Cycles through the items, one per call. */
export function rotating<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length];
}
