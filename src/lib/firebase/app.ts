import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';
import { resolveFirebaseSettings } from './config';

/** Resolved once: every SDK getter below reads the same settings. */
export const firebaseSettings = resolveFirebaseSettings(env);

/** The one Firebase app; initialised on first use, so nothing runs until a feature needs it. */
export function getFirebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseSettings.options);
}
