import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { givePlan } from '../src/routes/solve-test-kit';
import { redisUnavailableReason, startTestRedis, type TestRedis } from './redis-server';
import { adminQuery, databaseUrlFor } from './template-db';
import { sessionCookie, uniqueEmail } from './test-app';

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer (deploy/): requests
 * go to them in turn, and every limit must hold for the pair, sessions work on both.
 * Runs with TEST_DATABASE_URL only; the Redis variant also needs redis-server (or TEST_REDIS_URL).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const redisSkip = redisUnavailableReason();
if (baseUrl && redisSkip) console.warn(redisSkip);

const RATE_LIMIT = 150;
const EMAIL_FAILURES = 6;
const TOKEN_LIMIT = 8;

interface Pair {
  instances: FastifyInstance[];
  /** The next instance in turn (round robin). */
  next(): FastifyInstance;
  close(): Promise<void>;
}

async function startPair(redisUrl: string | undefined): Promise<Pair> {
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `stepwise_test_lb_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDb')}`);
  const databases: Database[] = [];
  const instances: FastifyInstance[] = [];
  for (let i = 0; i < 2; i += 1) {
    // Each instance has its own connection pool, as a separate process would.
    const database = await openPostgres(databaseUrlFor(baseUrl, name), { migrate: false, max: 4 });
    databases.push(database);
    const config = loadConfig(
      { NODE_ENV: 'test', API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), LOGIN_FAILURES_PER_EMAIL: String(EMAIL_FAILURES), API_TOKEN_RATE_LIMIT_PER_MINUTE: String(TOKEN_LIMIT) },
      { serveClient: false, ssrEntry: undefined, redisUrl },
    );
    const app = await buildApp({ database, config });
    await app.ready();
    instances.push(app);
  }
  let turn = 0;
  return {
    instances,
    next: () => instances[turn++ % instances.length],
    async close() {
      for (const app of instances) await app.close();
      for (const database of databases) await database.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

function describePair(storage: 'postgres' | 'redis') {
  let pair: Pair;
  let redis: TestRedis | undefined;
  const send = (options: InjectOptions): Promise<LightMyRequestResponse> => pair.next().inject(options);

  beforeAll(async () => {
    if (storage === 'redis') redis = await startTestRedis();
    pair = await startPair(redis?.url);
  });
  afterAll(async () => {
    await pair?.close();
    await redis?.stop();
  });

  it(`both instances are ready and count in ${storage}`, async () => {
    for (const app of pair.instances) {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', db: 'postgres', limits: storage });
    }
  });

  it(`limits ${RATE_LIMIT + 10} requests from one IP spread over both to ${RATE_LIMIT} in total`, async () => {
    const remoteAddress = `203.0.113.${storage === 'redis' ? 2 : 1}`;
    const statuses: number[] = [];
    const limitedBy = new Set<FastifyInstance>();
    for (let i = 0; i < RATE_LIMIT + 10; i += 1) {
      const app = pair.next();
      const response = await app.inject({ method: 'GET', url: '/api/quota', remoteAddress });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limitedBy.add(app);
    }
    expect(statuses.slice(0, RATE_LIMIT).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(RATE_LIMIT)).toEqual(Array(10).fill(429));
    expect(limitedBy.size).toBe(2);
    // Another address still has its own budget.
    expect((await send({ method: 'GET', url: '/api/quota', remoteAddress: '198.51.100.9' })).statusCode).toBe(401);
  });

  it(`throttles eight failed sign-ins spread over both after ${EMAIL_FAILURES}`, async () => {
    const email = uniqueEmail('lb');
    const remoteAddress = `192.0.2.${storage === 'redis' ? 2 : 1}`;
    const registered = await send({ method: 'POST', url: '/api/auth/register', remoteAddress, payload: { email, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' } });
    expect(registered.statusCode).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await send({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password: `wrong ${i}` } })).statusCode);
    }
    expect(statuses).toEqual([...Array(EMAIL_FAILURES).fill(401), 429, 429]);
    // The account stays locked on both instances for the window, even with the right password.
    for (const app of pair.instances) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.200', payload: { email, password: 'correct horse' } });
      expect(response.statusCode).toBe(429);
    }
  });

  it(`limits ${TOKEN_LIMIT + 3} public API calls with one token spread over both to ${TOKEN_LIMIT}`, async () => {
    const [a] = pair.instances;
    const remoteAddress = `192.0.2.${storage === 'redis' ? 22 : 21}`;
    const registered = await a.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload: { email: uniqueEmail('lb'), password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' } });
    expect(registered.statusCode).toBe(201);
    await givePlan(a.database.db, registered.json<{ id: string }>().id, 'pro');
    const created = await a.inject({ method: 'POST', url: '/api/tokens', remoteAddress, headers: { cookie: sessionCookie(registered) }, payload: { name: 'load balanced' } });
    expect(created.statusCode).toBe(201);
    const authorization = `Bearer ${created.json<{ token: string }>().token}`;
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < TOKEN_LIMIT + 3; i += 1) answers.push(await send({ method: 'GET', url: '/api/v1/history', remoteAddress, headers: { authorization } }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array<number>(TOKEN_LIMIT).fill(200), 429, 429, 429]);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual([...Array.from({ length: TOKEN_LIMIT }, (_, i) => String(TOKEN_LIMIT - 1 - i)), '0', '0', '0']);
    expect(Number(answers[TOKEN_LIMIT].headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a session works on both instances and ends on both at logout', async () => {
    const [a, b] = pair.instances;
    const remoteAddress = `192.0.2.${storage === 'redis' ? 12 : 11}`;
    const registered = await a.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload: { email: uniqueEmail('lb'), password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' } });
    expect(registered.statusCode).toBe(201);
    const cookie = sessionCookie(registered);
    const onB = await b.inject({ method: 'GET', url: '/api/auth/user', remoteAddress, headers: { cookie } });
    expect(onB.statusCode).toBe(200);
    expect(onB.json<{ id: string }>().id).toBe(registered.json<{ id: string }>().id);
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress, headers: { cookie } })).statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: '/api/auth/user', remoteAddress, headers: { cookie } })).statusCode).toBe(401);
    expect((await a.inject({ method: 'GET', url: '/api/auth/user', remoteAddress, headers: { cookie } })).statusCode).toBe(401);
  });
}

describe.skipIf(!baseUrl)('two instances on one PostgreSQL, limits in PostgreSQL', () => describePair('postgres'));
describe.skipIf(!baseUrl || redisSkip !== null)('two instances on one PostgreSQL, limits in Redis', () => describePair('redis'));
