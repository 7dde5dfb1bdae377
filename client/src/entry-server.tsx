/**
 * Server rendering of a page (see contract/src/page-render.ts), built by `vite build --ssr` into
 * dist/ssr and called by the server for every page request. The browser hydrates the result
 * (main.tsx), so a phone shows the page as soon as the HTML and stylesheet arrive instead of after
 * the app's code has downloaded and run.
 */
import '@/lib/zod-jitless';
import { prerender } from 'react-dom/static';
import type { ReportNamespaces } from 'react-i18next';
import type { PageRenderRequest, RenderPage, RenderedPage } from '@contract/page-render';
import i18n from '@/i18n';
import { USER_QUERY_KEY } from '@/hooks/useAuth';
import { createQueryClient } from '@/lib/queryClient';
import { App } from './App';

/** Past this the server sends the page without HTML and the browser draws it. */
const RENDER_TIME_LIMIT_MS = 2000;

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

async function renderOne(request: PageRenderRequest): Promise<RenderedPage> {
  await i18n.changeLanguage(request.language);
  const used = recordNamespaces();
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, request.user);
  const url = new URL(request.url, 'http://page.invalid');
  const { prelude } = await prerender(
    <App server={{ queryClient, path: url.pathname, search: url.search.slice(1), theme: request.theme }} />,
    // One piece: React would otherwise move large parts to the end of the page with inline scripts
    // to put them in place, which the Content Security Policy forbids.
    { signal: AbortSignal.timeout(RENDER_TIME_LIMIT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const catalogs = Object.fromEntries(
    [...used].map((namespace) => [namespace, i18n.getResourceBundle(request.language, namespace) as Record<string, unknown>]),
  );
  return { html, bootstrap: { user: request.user, language: request.language, theme: request.theme, catalogs } };
}

// One render at a time: the string catalogs' language and the namespace record are shared by the
// module. A render takes a few milliseconds once a page's code is loaded.
let queue: Promise<unknown> = Promise.resolve();

export const renderPage: RenderPage = (request) => {
  const result = queue.then(() => renderOne(request));
  queue = result.catch(() => undefined);
  return result;
};
