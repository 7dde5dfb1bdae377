/**
 * Server rendering of a page (see contract/src/page-render.ts), built by `vite build --ssr` into
 * dist/ssr and called by the server for every page request. The browser hydrates the result
 * (main.tsx), so a phone shows the page as soon as the HTML and stylesheet arrive instead of after
 * the app's code has downloaded and run.
 */
import '@/lib/zod-jitless';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import type { ReportNamespaces } from 'react-i18next';
import type { PageRenderRequest, RenderPage, RenderedPage } from '@contract/page-render';
import i18n from '@/i18n';
import { USER_QUERY_KEY } from '@/hooks/useAuth';
import { createQueryClient } from '@/lib/queryClient';
import { App } from './App';

/** Past this the server sends the page without HTML and the browser draws it. */
const RENDER_TIME_LIMIT_MS = 2000;
/** At most this many reads of the API for one page. */
const MAX_READS = 8;

/** The namespaces a render asked for: exactly the catalogs the browser needs to hydrate it. */
function recordNamespaces(): Set<string> {
  const used = new Set<string>(['common']);
  const report: ReportNamespaces = {
    addUsedNamespaces(namespaces) {
      for (const namespace of [namespaces].flat()) used.add(namespace);
    },
    getUsedNamespaces: () => [...used],
  };
  i18n.reportNamespaces = report;
  return used;
}

async function renderHtml(request: PageRenderRequest, queryClient: QueryClient, signal: AbortSignal): Promise<string> {
  const url = new URL(request.url, 'http://page.invalid');
  const { prelude } = await prerender(
    <App server={{ queryClient, path: url.pathname, search: url.search.slice(1), theme: request.theme }} />,
    // One piece: React would otherwise move large parts to the end of the page with inline scripts
    // to put them in place, which the Content Security Policy forbids.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** A query's options are its observer's (the component's), `enabled` included. */
function isEnabled(options: object): boolean {
  return !('enabled' in options) || options.enabled !== false;
}

/**
 * Fetches what the first render asked for and did not have: the reads that go through the app's
 * default query function (a URL key), the same ones the browser would make after hydration.
 * Returns whether anything arrived.
 */
async function readMissingData(request: PageRenderRequest, queryClient: QueryClient, signal: AbortSignal): Promise<boolean> {
  const defaultRead = queryClient.getDefaultOptions().queries?.queryFn;
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined && query.options.queryFn === defaultRead && isEnabled(query.options))
    .filter((query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/'))
    .slice(0, MAX_READS);
  // A read still out at the render's deadline is left to the browser: renders wait on each other.
  const deadline = new Promise<undefined>((resolve) => signal.addEventListener('abort', () => resolve(undefined), { once: true }));
  const read = (url: string) => Promise.race([request.readApi(url), deadline]);
  const answers = await Promise.all(missing.map(async (query) => ({ query, data: await read(String(query.queryKey[0])) })));
  for (const { query, data } of answers) if (data !== undefined) queryClient.setQueryData(query.queryKey, data);
  return answers.some(({ data }) => data !== undefined);
}

async function renderOne(request: PageRenderRequest): Promise<RenderedPage> {
  await i18n.changeLanguage(request.language);
  const used = recordNamespaces();
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, request.user);
  const signal = AbortSignal.timeout(RENDER_TIME_LIMIT_MS);
  // The first pass finds the data the page reads; with it, the second draws the page complete.
  let html = await renderHtml(request, queryClient, signal);
  if (await readMissingData(request, queryClient, signal)) html = await renderHtml(request, queryClient, signal);
  const catalogs = Object.fromEntries(
    [...used].map((namespace) => [namespace, i18n.getResourceBundle(request.language, namespace) as Record<string, unknown>]),
  );
  return { html, bootstrap: { language: request.language, theme: request.theme, catalogs, queries: dehydrate(queryClient) } };
}

// One render at a time: the string catalogs' language and the namespace record are shared by the
// module. A render takes a few milliseconds once a page's code is loaded.
let queue: Promise<unknown> = Promise.resolve();

export const renderPage: RenderPage = (request) => {
  const result = queue.then(() => renderOne(request));
  queue = result.catch(() => undefined);
  return result;
};
