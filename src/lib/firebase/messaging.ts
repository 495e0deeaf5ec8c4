// Firebase Cloud Messaging, for the inbox's alerts: loaded on first use (only the admin's alerts
// switch asks for it), from the one app instance.
import { getFirebaseApp } from './app';

export async function getMessagingInstance() {
  const { getMessaging } = await import('firebase/messaging');
  return getMessaging(getFirebaseApp());
}
