import { Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { ThemePreference } from '@contract/page-render';
import { Layout } from '@/components/layout/Layout';
import { queryClient as browserQueryClient } from '@/lib/queryClient';
import { ThemeProvider } from '@/lib/theme';
import { AppRouter } from '@/routes/AppRouter';
import { ScrollManager } from '@/routes/ScrollManager';

/** What a server render knows that the browser reads for itself: the URL, the data, the theme. */
export interface ServerRenderContext {
  queryClient: QueryClient;
  path: string;
  search: string;
  theme: ThemePreference;
}

export function App({ server }: { server?: ServerRenderContext }) {
  return (
    <QueryClientProvider client={server?.queryClient ?? browserQueryClient}>
      <ThemeProvider initialTheme={server?.theme}>
        <Router ssrPath={server?.path} ssrSearch={server?.search}>
          {/* The common strings load before anything is drawn; they are a few KB. */}
          <Suspense fallback={null}>
            <ScrollManager />
            <Layout>
              <AppRouter />
            </Layout>
          </Suspense>
        </Router>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
