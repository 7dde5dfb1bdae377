import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found by walking up from this module to the root package.json. Works the
 * same from the TypeScript sources (server/src) and from the esbuild bundle (dist/server), so
 * assets (migrations, the client build, OCR data) never depend on where the code was bundled to.
 */
function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      const { name } = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string };
      if (name === 'stepwise') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the Stepwise project root above ${start}`);
    dir = parent;
  }
}

export const PROJECT_ROOT = process.env.STEPWISE_ROOT ?? findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'drizzle');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');

/** True when this code runs from the esbuild bundle in dist/server rather than from the sources. */
export const RUNNING_FROM_BUNDLE = fileURLToPath(import.meta.url).includes(`${path.sep}dist${path.sep}server${path.sep}`);

/**
 * Where a worker thread entry lives: `server/src/workers/<name>.ts` is bundled by build:server
 * into `dist/server/workers/<name>.js`. From the sources (tests, tsx) the entry is bundled on
 * first use into node_modules/.cache, with every package left external: a thread then starts in
 * a fraction of the time it takes tsx to transpile the solver on every start.
 */
export function workerEntry(name: string): { filename: string; execArgv: string[] } {
  if (RUNNING_FROM_BUNDLE) return { filename: path.join(PROJECT_ROOT, 'dist', 'server', 'workers', `${name}.js`), execArgv: [] };
  return { filename: bundleWorkerFromSource(name), execArgv: [] };
}

const sourceBundles = new Map<string, string>();

function bundleWorkerFromSource(name: string): string {
  const done = sourceBundles.get(name);
  if (done) return done;
  const dir = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'stepwise-workers');
  const out = path.join(dir, `${name}.js`);
  // Several test processes may build at once: each writes its own file and renames it into place.
  const scratch = path.join(dir, `${name}.${process.pid}.${Date.now()}.js`);
  const require = createRequire(import.meta.url);
  const esbuild = require('esbuild') as typeof import('esbuild');
  esbuild.buildSync({
    entryPoints: [path.join(PROJECT_ROOT, 'server', 'src', 'workers', `${name}.ts`)],
    outfile: scratch,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  mkdirSync(dir, { recursive: true });
  renameSync(scratch, out);
  sourceBundles.set(name, out);
  return out;
}
