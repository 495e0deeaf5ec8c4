import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from './toast-queue';

function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

// If the code cannot be fetched (the connection dropped before the service worker had it), the toasts
// wait in the queue and the fetch is tried again once the browser is back online.
const ToasterHost = lazy(() =>
  import('./toaster-host').catch(async (error: unknown) => {
    console.warn('Toasts not loaded yet', error);
    await whenOnline();
    return import('./toaster-host');
  }),
);

/** Renders nothing until the first toast is asked for, then loads and mounts the toaster. */
export function Toaster() {
  const requested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
