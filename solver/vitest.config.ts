import { defineProject } from 'vitest/config';

// The solver is pure (no I/O, no mocks, no global state a test changes), so its test files share one
// module graph per worker instead of re-importing the whole engine for each file.
export default defineProject({
  test: { name: 'solver', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
