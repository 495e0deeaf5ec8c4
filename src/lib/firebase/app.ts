import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { getLimitedUseToken, type AppCheck } from 'firebase/app-check';
import { env } from '@/config/env';
import { startAppCheck } from './app-check';
import { resolveFirebaseSettings } from './config';

/** Resolved once: every SDK getter below reads the same settings. */
export const firebaseSettings = resolveFirebaseSettings(env);

let appCheck: AppCheck | undefined;

/**
 * The one Firebase app; initialised on first use, so nothing runs until a feature needs it.
 * App Check starts with it, before any SDK that sends requests exists.
 */
export function getFirebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const app = initializeApp(firebaseSettings.options);
  appCheck = startAppCheck(app, firebaseSettings);
  return app;
}

/** The app's App Check, started with it: for a request the SDKs do not send (the booking's fetch). */
export function getAppCheckInstance(): AppCheck {
  getFirebaseApp();
  if (!appCheck) throw new Error('App Check starts with the Firebase app.');
  return appCheck;
}

/**
 * A limited-use App Check token, for one request to a function that is not a callable (the booking
 * endpoint reads it from `X-Firebase-AppCheck` and consumes it: functions/src/booking/booking-app-check.ts).
 * Here, not in a module of its own: the booking imports this module on its first hold, and a module of
 * one function became a chunk of its own in front of this one, one more round trip on a slow phone
 * before Firebase's own chunks were even asked for (docs/performance-log.md, 29 Nov 2026).
 */
export async function limitedUseAppCheckToken(): Promise<string> {
  return (await getLimitedUseToken(getAppCheckInstance())).token;
}
