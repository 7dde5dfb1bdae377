// Before any schema module: see zod-jitless.ts.
import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/i18n';
import './index.css';
import { App } from './App';
import { preloadPageFor } from './routes/routes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

preloadPageFor(window.location.pathname);

// As a transition, the first render yields to the browser every few milliseconds instead of
// blocking a phone's main thread for the whole tree (input stays responsive while the app starts).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
