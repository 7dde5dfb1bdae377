/**
 * `npm run bench:web`: the web performance budgets, against the built app (`npm run build`) in a
 * child process with a fresh data dir.
 * - JavaScript a first visit to the landing page downloads: ≤ 150 KB gzip, and none of KaTeX's,
 *   pdf.js's or the OCR code's chunks (they load where they are used).
 * - Static assets: compressed, and cached for a year as immutable.
 * - Lighthouse 12 (Debian Chromium, headless): performance ≥ 95 and accessibility ≥ 95 on the
 *   landing, solve and library pages (the last two signed in).
 * Prints every figure; exits with 1 when a budget is missed. BENCH_WEB_SKIP_LIGHTHOUSE=1 skips it;
 * BENCH_WEB_REPORT_DIR=<dir> keeps each page's median Lighthouse report there (<page>.json);
 * BENCH_WEB_RUNS sets how many Lighthouse runs each page's median is taken from (default 5).
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBuiltServer } from './built-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANDING_JS_BUDGET_KB = 150;
const LIGHTHOUSE_MIN = { performance: 95, accessibility: 95 };
const LAZY_ONLY = /katex|pdf|tesseract|ocr/i;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** The run closest to the median first paint and interactive time (Lighthouse's own helper). */
const medianRun = computeMedianRun as (runs: LighthouseResult[]) => LighthouseResult;

const failures: string[] = [];
const budget = (ok: boolean, line: string) => {
  console.log(`${ok ? 'ok  ' : 'MISS'}  ${line}`);
  if (!ok) failures.push(line);
};

/** Signs up a student; returns the session cookie for pages behind sign-in. */
async function signUp(baseUrl: string): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' }),
  });
  const sid = response.headers.get('set-cookie')?.match(/sid=([^;]+)/)?.[1];
  if (response.status !== 201 || !sid) throw new Error(`sign-up failed: ${response.status}`);
  return `sid=${sid}`;
}

/** The scripts a first visit to the landing page downloads (scrolling through it), with their gzip sizes. */
async function landingScripts(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const scripts: Array<{ url: string; bytes: number; encoding: string }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response.request().sizes();
      scripts.push({ url: response.url(), bytes: sizes.responseBodySize, encoding: (await response.allHeaders())['content-encoding'] ?? 'none' });
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const initial = [...scripts];
    const total = initial.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    for (const s of initial) console.log(`      ${(s.bytes / 1024).toFixed(1).padStart(6)} KB ${s.encoding.padEnd(5)} ${new URL(s.url).pathname}`);
    budget(total <= LANDING_JS_BUDGET_KB, `landing page JavaScript before scrolling: ${total.toFixed(1)} KB compressed (budget ${LANDING_JS_BUDGET_KB} KB)`);
    const eager = initial.filter((s) => LAZY_ONLY.test(new URL(s.url).pathname));
    budget(eager.length === 0, `KaTeX, pdf.js and OCR chunks absent from the first paint: ${eager.map((s) => new URL(s.url).pathname).join(', ') || 'none'}`);
    budget(initial.every((s) => s.encoding !== 'none' || s.bytes < 1024), 'every landing script is served compressed');
  } finally {
    await browser.close();
  }
}

/** Compression and immutable caching of the hashed assets, checked on every asset index.html names. */
async function assetHeaders(baseUrl: string): Promise<void> {
  const html = await (await fetch(baseUrl)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  budget(assets.length > 0, `index.html names ${assets.length} hashed assets`);
  for (const asset of assets) {
    const response = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const cache = response.headers.get('cache-control') ?? '';
    const encoding = response.headers.get('content-encoding') ?? 'none';
    await response.arrayBuffer();
    budget(/immutable/.test(cache) && /max-age=31536000/.test(cache), `${asset}: cache-control "${cache}"`);
    if (/\.(js|css)$/.test(asset)) budget(encoding !== 'none', `${asset}: content-encoding ${encoding}`);
  }
}

async function lighthouseScores(baseUrl: string, cookie: string): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const pages: Array<{ name: string; url: string; signedIn: boolean }> = [
      { name: 'landing', url: `${baseUrl}/`, signedIn: false },
      { name: 'solve', url: `${baseUrl}/solve`, signedIn: true },
      { name: 'library', url: `${baseUrl}/library`, signedIn: true },
    ];
    for (const page of pages) {
      // Lighthouse's own advice: score the median of several runs, a single one varies by several points.
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await lighthouse(
          page.url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}) },
        );
        if (result) runs.push(result.lhr);
      }
      const lhr = runs.length ? medianRun(runs) : undefined;
      const all = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(', ');
      const reportDir = process.env.BENCH_WEB_REPORT_DIR;
      if (reportDir && lhr) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `${page.name}.json`), JSON.stringify(lhr));
      }
      const categories = lhr?.categories;
      const performance = Math.round((categories?.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories?.accessibility?.score ?? 0) * 100);
      const audits = lhr?.audits;
      const lcp = audits?.['largest-contentful-paint']?.displayValue ?? '?';
      const tbt = audits?.['total-blocking-time']?.displayValue ?? '?';
      budget(performance >= LIGHTHOUSE_MIN.performance, `Lighthouse ${page.name}: performance ${performance}, median of ${runs.length} runs [${all}] (LCP ${lcp}, TBT ${tbt})`);
      budget(accessibility >= LIGHTHOUSE_MIN.accessibility, `Lighthouse ${page.name}: accessibility ${accessibility}`);
      const failed = Object.values(audits ?? {}).filter((a) => a.score === 0 && (a.details as { type?: string } | undefined)?.type === 'table' && categories?.accessibility?.auditRefs.some((ref) => ref.id === a.id));
      for (const audit of failed) console.log(`        a11y: ${audit.id} — ${audit.title}`);
    }
  } finally {
    chrome.kill();
  }
}

const server = await startBuiltServer();
try {
  await landingScripts(server.baseUrl);
  await assetHeaders(server.baseUrl);
  if (process.env.BENCH_WEB_SKIP_LIGHTHOUSE !== '1') await lighthouseScores(server.baseUrl, await signUp(server.baseUrl));
} finally {
  await server.stop();
}
console.log(failures.length ? `\n${failures.length} budget(s) missed` : '\nall budgets met');
process.exit(failures.length ? 1 : 0);
