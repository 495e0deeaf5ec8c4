import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { ADMIN_ALERTS_KEY } from '@/config/storage-keys';
import { firebaseSettings } from '@/lib/firebase/app';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import { messagingInstance } from '@/lib/firebase/lead-alert-device';
import { ADMIN_DEVICES } from '@site/contact-contract';

export { alertsToken, turnOffAlerts } from '@/lib/firebase/lead-alert-device';

export type AlertsSupport = 'supported' | 'no-push' | 'not-configured';

/** Whether this browser and this build can receive alerts at all. */
export function alertsSupport(): AlertsSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'no-push';
  return firebaseSettings.vapidKey ? 'supported' : 'not-configured';
}

/**
 * Asks for permission, subscribes this device through Firebase Cloud Messaging with the site's own
 * service worker (its push handler shows the alert: src/sw/lead-alerts.ts), and records the token where
 * the functions look for it (functions/src/lead-alerts.ts). Throws with a sentence an admin can act on.
 */
export async function turnOnAlerts(uid: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error(
      'notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
    );
  }
  const serviceWorkerRegistration = await navigator.serviceWorker.ready;
  const { getToken } = await import('firebase/messaging');
  const token = await getToken(await messagingInstance(), {
    vapidKey: firebaseSettings.vapidKey ?? undefined,
    serviceWorkerRegistration,
  });
  await setDoc(doc(getFirestoreInstance(), ADMIN_DEVICES, token), {
    uid,
    createdAt: serverTimestamp(),
    userAgent: navigator.userAgent.slice(0, 512),
  });
  localStorage.setItem(ADMIN_ALERTS_KEY, token);
}
