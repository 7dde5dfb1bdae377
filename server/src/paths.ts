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
