import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import {
  isInstalled,
  onAppInstalled,
  cacheVisitedPage,
  cacheWholeSite,
  savesData,
} from '@/boot/shared';
import type { SkipWaitingMessage } from '@/sw/protocol';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** One run at a time: a standalone launch and `appinstalled` can come together. */
let siteCaching: Promise<void> | null = null;

/**
 * Calls `onWaiting` with a new service worker once one has installed and waits to take over from the
 * one serving this page (a new deploy). Resolves the registration boot.ts made.
 */
function watchForUpdates(
  registration: ServiceWorkerRegistration,
  onWaiting: (worker: ServiceWorker) => void,
): () => void {
  const report = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  };
  const onUpdateFound = () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') report();
    });
  };
  report();
  registration.addEventListener('updatefound', onUpdateFound);
  // Installed apps can stay open for days: look for a new version every hour.
  const timer = setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
  return () => {
    registration.removeEventListener('updatefound', onUpdateFound);
    clearInterval(timer);
  };
}

/**
 * The app's side of the service worker that boot.ts registered after load (one registration): offers
 * a Reload toast when a new version has been deployed instead of swapping code under the visitor's
 * feet; saves the page being read, with the app's scripts, for offline use and, once the site is
 * installed, the whole site. With Save-Data on, boot.ts registers nothing; a worker installed earlier is
 * still kept up to date here.
 */
export default function ServiceWorkerSetup() {
  const { toast, dismiss } = useToast();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let stop = () => undefined as void;
    let current = true;
    void navigator.serviceWorker.ready.then((registration) => {
      if (!current) return;
      if (registration.active && !savesData()) cacheVisitedPage(registration.active);
      stop = watchForUpdates(registration, setWaiting);
    });
    return () => {
      current = false;
      stop();
    };
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const cacheSite = () => {
      if (savesData() || siteCaching) return;
      siteCaching = navigator.serviceWorker.ready
        .then(({ active }) => (active ? cacheWholeSite(active) : undefined))
        .then((reply) => {
          if (reply?.status === 'cached' && reply.firstTime) {
            toast({
              title: 'Available offline',
              description: 'Every page of this site now opens without a connection.',
              variant: 'success',
            });
          }
          if (reply?.status === 'failed')
            console.warn('Saving the site offline failed', reply.reason);
        })
        .finally(() => {
          siteCaching = null;
        });
    };
    // Installed before this loaded (from the browser's menu, say): its appinstalled is past.
    if (isInstalled()) cacheSite();
    return onAppInstalled(cacheSite);
  }, [toast]);

  useEffect(() => {
    if (!waiting) return;
    const reload = () => {
      dismiss(key);
      // The new worker takes over; the page reloads once it controls it, so no page runs two versions.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      waiting.postMessage({ type: 'SKIP_WAITING' } satisfies SkipWaitingMessage);
    };
    const key = toast({
      title: 'A new version is available',
      description: 'Reload to get the latest content.',
      variant: 'info',
      persist: true,
      action: (
        <Button color="inherit" size="small" onClick={reload}>
          Reload
        </Button>
      ),
    });
    return () => dismiss(key);
  }, [waiting, toast, dismiss]);

  return null;
}
