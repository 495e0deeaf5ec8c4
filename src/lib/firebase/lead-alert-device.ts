// This device's registration for the inbox's alerts (features/admin/api/lead-alerts.ts turns them on).
// Here, not in the admin feature, because signing out turns them off too (features/auth/api/auth-client.ts),
// so a shared phone stops getting alerts when its admin signs out.
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { ADMIN_ALERTS_KEY } from '@/config/storage-keys';
import { getFirebaseApp } from './app';
import { getFirestoreInstance } from './firestore';
import { ADMIN_DEVICES } from '@site/contact-contract';

/** The FCM token alerts are sent to on this device, when they are on. */
export const alertsToken = () => localStorage.getItem(ADMIN_ALERTS_KEY);

export async function messagingInstance() {
  const { getMessaging } = await import('firebase/messaging');
  return getMessaging(getFirebaseApp());
}

/** Stops alerts on this device: the record first (so nothing more is sent), then the FCM token. */
export async function turnOffAlerts(): Promise<void> {
  const token = alertsToken();
  if (token) await deleteDoc(doc(getFirestoreInstance(), ADMIN_DEVICES, token));
  localStorage.removeItem(ADMIN_ALERTS_KEY);
  const { deleteToken } = await import('firebase/messaging');
  await deleteToken(await messagingInstance()).catch(() => undefined);
}
