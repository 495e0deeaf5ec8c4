import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useToast } from '@/components/feedback/toast';
import { isInstalled, onAppInstalled } from '@/lib/display-mode';
import { cacheVisitedPage, cacheWholeSite } from './offline-cache';
import { savesData } from './save-data';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** One run at a time: a standalone launch and `appinstalled` can come together. */
let siteCaching: Promise<void> | null = null;

/**
 * Registers the service worker (after the page has loaded); offers a Reload toast when a new version has
 * been deployed instead of swapping code under the visitor's feet; saves the page being read for offline
 * use and, once the site is installed, the whole site. With Save-Data on, no service worker is installed
 * (it would fetch in the background); one installed earlier is still kept up to date.
 */
export default function ServiceWorkerSetup() {
  const [register, setRegister] = useState(() => 'serviceWorker' in navigator && !savesData());
  useEffect(() => {
    if (register || !('serviceWorker' in navigator)) return;
    let current = true;
    void navigator.serviceWorker.getRegistration().then((existing) => {
      if (current && existing) setRegister(true);
    });
    return () => {
      current = false;
    };
  }, [register]);
  return register ? <RegisteredServiceWorker /> : null;
}

function RegisteredServiceWorker() {
  const { toast, dismiss } = useToast();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Installed apps can stay open for days: look for a new version every hour.
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
      if (!savesData()) {
        void navigator.serviceWorker.ready.then(({ active }) => {
          if (active) cacheVisitedPage(active);
        });
      }
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });

  useEffect(() => {
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
    if (!needRefresh) return;
    const key = toast({
      title: 'A new version is available',
      description: 'Reload to get the latest content.',
      variant: 'info',
      persist: true,
      action: (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            dismiss(key);
            void updateServiceWorker(true);
          }}
        >
          Reload
        </Button>
      ),
    });
    return () => dismiss(key);
  }, [needRefresh, toast, dismiss, updateServiceWorker]);

  return null;
}
