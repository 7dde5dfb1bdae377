import { defineProject } from 'vitest/config';

// Server tests: Fastify via inject() on a PGlite copied from a migrated template (or, with
// TEST_DATABASE_URL, on a PostgreSQL database cloned from a migrated template database).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
