import { Suspense, type ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/queryClient';
import { ThemeProvider } from '@/lib/theme';
import '@/i18n';

export interface RenderAppOptions {
  path?: string;
  queryClient?: QueryClient;
}

/** Renders UI with the app's providers, at a path of an in-memory router. */
export function renderWithProviders(ui: ReactElement, { path = '/', queryClient = createQueryClient() }: RenderAppOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Router hook={location.hook}>
          <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        </Router>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}
