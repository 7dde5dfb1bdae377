// `npm run solve`: the solver's command line (solver/src/cli.ts). The TypeScript sources are
// bundled with esbuild into node_modules/.cache when they changed since the last bundle, then run
// by plain Node: starting this way costs about half the CPU of transpiling every module with tsx,
// which matters to callers that start the solver once per batch of problems.
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = path.join(root, 'solver', 'src');
const outDir = path.join(root, 'node_modules', '.cache', 'stepwise-solver');
const bundle = path.join(outDir, 'cli.mjs');

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function bundleTime() {
  try {
    return statSync(bundle).mtimeMs;
  } catch {
    return 0;
  }
}

if (bundleTime() < newestSourceTime(sources)) {
  const { buildSync } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  // Concurrent runs each write their own file and rename it into place.
  const scratch = path.join(outDir, `cli.${process.pid}.mjs`);
  buildSync({
    entryPoints: [path.join(sources, 'cli.ts')],
    outfile: scratch,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  renameSync(scratch, bundle);
}

await import(pathToFileURL(bundle).href);
