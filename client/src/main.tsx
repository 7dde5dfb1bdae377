// Before any schema module: see zod-jitless.ts.
import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/i18n';
import './index.css';
import { pageBootstrap } from '@/lib/bootstrap';
import { queryClient } from '@/lib/queryClient';
import { App } from './App';
import { preloadPageFor } from './routes/routes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

preloadPageFor(window.location.pathname);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (pageBootstrap) hydrate(queryClient, pageBootstrap.queries as DehydratedState);

// As a transition, the first render yields to the browser every few milliseconds instead of
// blocking a phone's main thread for the whole tree (input stays responsive while the app starts).
// When the server drew the page, that render takes over its HTML (hydration), starting from what
// the server knew.
startTransition(() => {
  if (pageBootstrap) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
