import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageError } from '@/components/PageError';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuth } from '@/hooks/useAuth';
import { decideAccess } from './access';
import { AdminDenied } from './AdminDenied';
import { InteractiveMark } from './InteractiveMark';
import { HomePage, LandingPage, NotFoundPage, ROUTES, type AppRoute } from './routes';

function Guarded({ route }: { route: AppRoute }) {
  const { user } = useAuth();
  const Page = route.page;
  switch (decideAccess(route.access, user)) {
    case 'render':
      return <Page />;
    case 'landing':
      return <LandingPage />;
    case 'redirectHome':
      return <Redirect to="/" replace />;
    case 'denied':
      return <AdminDenied />;
  }
}

/** The one router: / is the landing page or the home page; unknown routes fall back per spec §2. */
export function AppRouter() {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  if (isLoading) return <PageSpinner />;
  return (
    // Keyed by the path: going to another page clears a failure.
    <ErrorBoundary
      key={location}
      fallback={
        <>
          <PageError />
          <InteractiveMark />
        </>
      }
    >
      <Suspense fallback={<PageSpinner />}>
        <InteractiveMark />
        <Switch>
          <Route path="/">{user ? <HomePage /> : <LandingPage />}</Route>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              <Guarded route={route} />
            </Route>
          ))}
          <Route>{user ? <NotFoundPage /> : <LandingPage />}</Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
