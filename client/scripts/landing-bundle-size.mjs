// Adds up the gzip size of the JavaScript the landing page loads in a fresh visit: the entry
// chunk, the landing page's chunk and their static imports, plus the English catalogs it reads.
// Run after `npm run build:client`; exits with 1 above the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 150;
const dist = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

const roots = Object.keys(manifest).filter(
  (key) => manifest[key].isEntry || key.endsWith('pages/landing/LandingPage.tsx') || /locales\/en\/(common|landing)\.json$/.test(key),
);
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
roots.forEach(visit);

let total = 0;
for (const key of [...seen].sort()) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(dist + file), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
process.exit(total / 1024 > BUDGET_KB ? 1 : 0);
