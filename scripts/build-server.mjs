// Bundles the server into dist/server with esbuild: the HTTP entry (index.js) and one file per
// worker entry in server/src/workers (e.g. the solver pool's worker), plus the admin scripts.
// Packages with native code, WASM or data files stay external and load from node_modules.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'server');

const entryPoints = [
  { in: path.join(root, 'server/src/index.ts'), out: 'index' },
  { in: path.join(root, 'server/scripts/user.ts'), out: 'scripts/user' },
  { in: path.join(root, 'server/scripts/seed.ts'), out: 'scripts/seed' },
];
const workersDir = path.join(root, 'server/src/workers');
if (existsSync(workersDir)) {
  for (const file of readdirSync(workersDir)) {
    if (/\.ts$/.test(file) && !/\.test\.ts$/.test(file)) {
      entryPoints.push({ in: path.join(workersDir, file), out: `workers/${file.replace(/\.ts$/, '')}` });
    }
  }
}

export const EXTERNAL = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pg',
  'pg-native',
  'sharp',
  'tesseract.js',
  '@tesseract.js-data/*',
  'espeak-ng',
  'piscina',
  'pdfjs-dist',
  'pdf-lib',
  '@breezystack/lamejs',
  'speech-rule-engine',
  '@paypal/paypal-server-sdk',
  '@cortex-js/compute-engine',
  'mathjs',
  // Loads its own files at run time (the SVG logo sanitiser's DOM).
  'jsdom',
];

const started = Date.now();
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  external: EXTERNAL,
  logLevel: 'warning',
  // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
  banner: { js: "import { createRequire as __stepwiseCreateRequire } from 'node:module'; const require = __stepwiseCreateRequire(import.meta.url);" },
});
console.log(`server bundled into ${path.relative(root, out)} in ${Date.now() - started} ms (${entryPoints.length} entries)`);
