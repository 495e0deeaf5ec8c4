import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';
import { startAppCheck } from './app-check';
import { resolveFirebaseSettings } from './config';

/** Resolved once: every SDK getter below reads the same settings. */
export const firebaseSettings = resolveFirebaseSettings(env);

/**
 * The one Firebase app; initialised on first use, so nothing runs until a feature needs it.
 * App Check starts with it, before any SDK that sends requests exists.
 */
export function getFirebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const app = initializeApp(firebaseSettings.options);
  startAppCheck(app, firebaseSettings);
  return app;
}
