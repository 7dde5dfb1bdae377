import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Layout } from '@/components/layout/Layout';
import { queryClient } from '@/lib/queryClient';
import { ThemeProvider } from '@/lib/theme';
import { AppRouter } from '@/routes/AppRouter';
import { ScrollManager } from '@/routes/ScrollManager';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {/* The common strings load before anything is drawn; they are a few KB. */}
        <Suspense fallback={null}>
          <ScrollManager />
          <Layout>
            <AppRouter />
          </Layout>
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
