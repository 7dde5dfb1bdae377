// `npm start`: builds what is out of date (client → dist/client with Vite, server → dist/server
// with esbuild, pages' server rendering → dist/ssr), then serves the API and the pages on PORT (default 5000) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

/** Newest modification time under the given files/folders (0 when none exist). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach(visit);
  return max;
}

function outOfDate(output, inputs) {
  return !existsSync(output) || newest(inputs) > statSync(output).mtimeMs;
}

function run(script) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm run ${script} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`${script} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const shared = [at('contract/src'), at('package-lock.json')];
const scripts = JSON.parse(readFileSync(at('package.json'), 'utf8')).scripts ?? {};

const clientInputs = [at('client/src'), at('client/public'), at('client/index.html'), at('client/vite.config.ts'), ...shared];
// build:client writes the browser build and the server-rendering build (dist/ssr) together.
if (scripts['build:client'] && (outOfDate(at('dist/client/index.html'), clientInputs) || outOfDate(at('dist/ssr/entry-server.js'), clientInputs))) {
  run('build:client');
}
if (outOfDate(at('dist/server/index.js'), [at('server/src'), at('server/scripts'), at('solver/src'), ...shared])) {
  run('build:server');
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(at('dist/server/index.js')).href);
