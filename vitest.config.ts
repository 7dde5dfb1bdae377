import { defineConfig } from 'vitest/config';

// Each part of the app has its own test project (environment, setup) in its folder.
export default defineConfig({
  test: {
    projects: ['contract', 'solver', 'server', 'client'],
  },
});
