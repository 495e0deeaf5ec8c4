import { deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { ADMIN_ALERTS_KEY } from '@/config/storage-keys';
import { firebaseSettings } from '@/lib/firebase/app';
import { getMessagingInstance } from '@/lib/firebase/messaging';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import { ADMIN_DEVICES, USER_AGENT_MAX_LENGTH } from '@site/contract';

export type AlertsSupport = 'supported' | 'no-push' | 'not-configured';

/** Whether this browser and this build can receive alerts at all. */
export function alertsSupport(): AlertsSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'no-push';
  return firebaseSettings.vapidKey ? 'supported' : 'not-configured';
}

/** The FCM token alerts are sent to on this device, when they are on. */
export const alertsToken = () => localStorage.getItem(ADMIN_ALERTS_KEY);

/**
 * Asks for permission, subscribes this device through Firebase Cloud Messaging with the site's own
 * service worker (its push handler shows the alert: src/sw/lead-alerts.ts), and records the token where
 * the functions look for it (functions/src/leads/lead-alerts.ts). Throws with a sentence an admin
 * can act on.
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
  const token = await getToken(await getMessagingInstance(), {
    vapidKey: firebaseSettings.vapidKey ?? undefined,
    serviceWorkerRegistration,
  });
  await setDoc(doc(getFirestoreInstance(), ADMIN_DEVICES, token), {
    uid,
    createdAt: serverTimestamp(),
    userAgent: navigator.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  });
  localStorage.setItem(ADMIN_ALERTS_KEY, token);
}

/** Stops alerts on this device: the record first (so nothing more is sent), then the FCM token. */
export async function turnOffAlerts(): Promise<void> {
  const token = alertsToken();
  if (token) await deleteDoc(doc(getFirestoreInstance(), ADMIN_DEVICES, token));
  localStorage.removeItem(ADMIN_ALERTS_KEY);
  const { deleteToken } = await import('firebase/messaging');
  await deleteToken(await getMessagingInstance()).catch(() => undefined);
}
