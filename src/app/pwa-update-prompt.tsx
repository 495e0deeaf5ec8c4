import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useToast } from '@/components/feedback/toast';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (after the page has loaded) and, when a new version has been deployed,
 * offers a Reload toast instead of swapping code under the visitor's feet.
 */
export default function PwaUpdatePrompt() {
  const { toast, dismiss } = useToast();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Installed apps can stay open for days: look for a new version every hour.
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });

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
