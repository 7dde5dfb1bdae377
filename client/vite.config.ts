import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../contract/src', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    // Keep the previous build's files while writing the new one: a server (or a browser-test run)
    // serving dist/client never sees it empty, and pages still open can load their old chunks.
    emptyOutDir: false,
    // Read by the bundle-size check to add up what each route loads.
    manifest: true,
    // No modulepreload links from script: inserting them into a large server-rendered page costs
    // a phone more main-thread time than the round trip they save, now that the first paint does
    // not wait for any chunk. (A lazy chunk's CSS is still loaded with it.)
    modulePreload: false,
    // The landing page's budget is 150 KB gzip; keep an eye on anything bigger than that.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});
