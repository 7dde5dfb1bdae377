import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { adminQuery, copyPgliteTemplate, databaseUrlFor } from './template-db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file (PGlite copied from the template, or a PostgreSQL database
 * cloned from the template database when TEST_DATABASE_URL is set) and an app on top of it.
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplateDb');
  if (baseUrl && template) {
    const name = `stepwise_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openPostgres(databaseUrlFor(baseUrl, name), { migrate: false, max: 4 });
    return {
      database,
      async dispose() {
        await database.close();
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  const copy = copyPgliteTemplate(inject('pgliteTemplateDir'));
  const database = await openPglite(copy.dataDir, { migrate: false });
  return {
    database,
    async dispose() {
      await database.close();
      copy.remove();
    },
  };
}

/** `options` passes engines or a solver to buildApp (e.g. a fake OCR engine). */
export async function createTestApp(overrides: Partial<Config> = {}, options: Omit<BuildAppOptions, 'database' | 'config'> = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test' }, { serveClient: false, ssrEntry: undefined, ...overrides });
  const app = await buildApp({ ...options, database, config });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** The `name=value` of a Set-Cookie response, to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `sid=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export interface RegisteredUser {
  email: string;
  password: string;
  cookie: string;
  id: string;
}

export async function registerUser(app: FastifyInstance, fields: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}): Promise<RegisteredUser> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, firstName: fields.firstName ?? 'Ada', lastName: fields.lastName ?? 'Lovelace' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, password, cookie: sessionCookie(response), id: response.json<{ id: string }>().id };
}
