import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL } from './support/users';

/**
 * Browser tests against the built app: `npm run build`, then the server on its own port with a
 * fresh data directory, so every run starts from an empty database.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Each run picks its own port, data directory and output folder, so runs started at the same time
// (by several people on one machine) never share a server or clobber each other's traces. The
// values go into the environment, which the worker processes inherit when they re-read this file.
process.env.E2E_PORT ??= String(5200 + (process.pid % 700));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'stepwise-e2e-'));
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
// The stand-in language model (npm run llm:stub) that translates word problems for the app under test.
process.env.E2E_LLM_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
const port = Number(process.env.E2E_PORT);
const llmPort = Number(process.env.E2E_LLM_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // The Take Photo dialog gets Chromium's test camera (a moving pattern), allowed without a prompt.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', process.env.E2E_RUN_ID),
  fullyParallel: false,
  // Two cores are shared with the server under test: one browser at a time keeps timings honest.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 667 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      // Recorded translations, answered after 1.5 s as a real model takes a moment (the solve page's waiting text shows).
      command: `npx tsx server/scripts/llm-stub.ts --port ${llmPort} --delay-ms 1500`,
      cwd: root,
      url: `http://127.0.0.1:${llmPort}/v1/models`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: process.env.E2E_SKIP_BUILD ? 'node dist/server/index.js' : 'npm run build && node dist/server/index.js',
      cwd: root,
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAILS: ADMIN_EMAIL,
        NODE_ENV: 'production',
        LLM_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
        LLM_MODEL: 'stepwise-stub',
        // Every simulated student shares 127.0.0.1: at the suite's pace (several page loads a second,
        // each a handful of API calls) the production per-IP limit of 600 a minute would answer 429
        // to whichever story happens to run in a busy minute. The limit itself is tested in the
        // server suite (test/load-balanced.test.ts counts it across instances).
        API_RATE_LIMIT_PER_MINUTE: '100000',
      },
    },
  ],
});
