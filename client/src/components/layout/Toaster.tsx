import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterRequested } from '@/lib/toasterState';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/** Mounts the toast area once the first toast is asked for (see lib/toast.ts). */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToaster, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
