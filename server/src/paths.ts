import { existsSync, readFileSync } from 'node:fs';
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
 * into `dist/server/workers/<name>.js`. From the sources (tests, tsx) the worker loads TypeScript
 * through tsx, so pass `execArgv` to the Worker / piscina options.
 */
export function workerEntry(name: string): { filename: string; execArgv: string[] } {
  return RUNNING_FROM_BUNDLE
    ? { filename: path.join(PROJECT_ROOT, 'dist', 'server', 'workers', `${name}.js`), execArgv: [] }
    : { filename: path.join(PROJECT_ROOT, 'server', 'src', 'workers', `${name}.ts`), execArgv: ['--import', 'tsx'] };
}
