import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { PG_TEMPLATE_DB, adminQuery, databaseUrlFor } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated PGlite data dir that test files copy. */
    pgliteTemplateDir: string;
    /** Migrated template database on TEST_DATABASE_URL's server, or '' on PGlite. */
    pgTemplateDb: string;
  }
}

/** Runs initdb and the migrations once per test run; every test file starts from a copy. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-template-'));
  const database = await openPglite(templateDir);
  await database.close();
  project.provide('pgliteTemplateDir', templateDir);

  const baseUrl = process.env.TEST_DATABASE_URL;
  project.provide('pgTemplateDb', baseUrl ? PG_TEMPLATE_DB : '');
  if (baseUrl) {
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB}`);
    await adminQuery(baseUrl, `CREATE DATABASE ${PG_TEMPLATE_DB}`);
    const pgDatabase = await openPostgres(databaseUrlFor(baseUrl, PG_TEMPLATE_DB), { max: 1 });
    await pgDatabase.close();
  }

  return async () => {
    rmSync(templateDir, { recursive: true, force: true });
    if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB}`);
  };
}
