import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Name of the migrated template database on the test PostgreSQL server. */
export const PG_TEMPLATE_DB = `stepwise_test_template_${process.pid}`;

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A private copy of the migrated PGlite template: no initdb, no migrations per test file. */
export function copyPgliteTemplate(templateDir: string): { dataDir: string; remove(): void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-test-'));
  cpSync(path.join(templateDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
