import { defineProject } from 'vitest/config';

// `npm run test:faults`: the built server in child processes, killed and restarted (not part of
// the server suite: it needs `npm run build` and takes minutes).
export default defineProject({
  test: {
    name: 'faults',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['test/faults/**/*.fault.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
