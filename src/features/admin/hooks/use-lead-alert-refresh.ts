import { useEffect } from 'react';
import { LEAD_ALERT_MESSAGE } from '@/sw/protocol';

/** An alert that arrives while the inbox is open (the service worker posts it) brings its message in at once. */
export function useLeadAlertRefresh(refreshNow: () => Promise<void>) {
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === LEAD_ALERT_MESSAGE) void refreshNow();
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
  }, [refreshNow]);
}
