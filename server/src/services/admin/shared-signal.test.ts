import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { SharedSignal } from './shared-signal';

describe('SharedSignal', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
  });
  afterAll(() => dispose());

  it('reaches every other instance once per raise, never the one that raised it', async () => {
    const a = new SharedSignal(database.db, 'test.signal');
    const b = new SharedSignal(database.db, 'test.signal');
    expect(await b.consume()).toBe(false);
    await a.raise();
    expect(await a.consume()).toBe(false);
    expect(await b.consume()).toBe(true);
    expect(await b.consume()).toBe(false);
    await b.raise();
    expect(await a.consume()).toBe(true);
    expect(await b.consume()).toBe(false);
    expect(await new SharedSignal(database.db, 'other.signal').consume()).toBe(false);
  });
});
