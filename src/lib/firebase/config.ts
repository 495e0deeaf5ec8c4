import type { FirebaseOptions } from 'firebase/app';
import { FUNCTIONS_REGION } from '@site/contract';
// Relative paths: scripts/build/build.ts runs this file under tsx, which knows no "@/" alias.
import type { Env } from '../../config/env';
import { LOCAL_PROJECT_ID, usesLocalEmulators } from '../../config/firebase-mode';

/**
 * The functions' own region constant (europe-west1, Belgium: the nearest Cloud Functions region to
 * Lagos with the full product set; see functions/README.md), so the app calls where they run.
 */
export const DEFAULT_FUNCTIONS_REGION = FUNCTIONS_REGION;

export interface EmulatorAddress {
  host: string;
  port: number;
}

export interface FirebaseSettings {
  options: FirebaseOptions;
  functionsRegion: string;
  /** Production only: the reCAPTCHA Enterprise site key App Check uses. */
  appCheckSiteKey: string | null;
  /** Production only: the Web Push key the inbox's alerts subscribe with (none: no alerts). */
  vapidKey: string | null;
  /** Present in local mode only: where each emulator listens. */
  emulators: {
    auth: EmulatorAddress;
    firestore: EmulatorAddress;
    functions: EmulatorAddress;
  } | null;
}

function parseHostPort(value: string | undefined, fallback: EmulatorAddress): EmulatorAddress {
  if (!value) return fallback;
  const separator = value.lastIndexOf(':');
  return { host: value.slice(0, separator), port: Number(value.slice(separator + 1)) };
}

/**
 * Reads the web config from the environment. Without an API key, or with a `demo-` project,
 * the site runs in local mode: the demo project and the emulators on their usual ports.
 */
export function resolveFirebaseSettings(env: Env): FirebaseSettings {
  const functionsRegion = env.VITE_FUNCTIONS_REGION ?? DEFAULT_FUNCTIONS_REGION;
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? LOCAL_PROJECT_ID;
  if (!usesLocalEmulators(env)) {
    return {
      options: {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        projectId,
        appId: env.VITE_FIREBASE_APP_ID,
        storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
        messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
      },
      functionsRegion,
      appCheckSiteKey: env.VITE_APP_CHECK_SITE_KEY ?? null,
      vapidKey: env.VITE_FIREBASE_VAPID_KEY ?? null,
      emulators: null,
    };
  }

  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
    },
    functionsRegion,
    appCheckSiteKey: null,
    // The emulators have no Cloud Messaging: alerts need a real project (docs/operations.md).
    vapidKey: null,
    emulators: {
      auth: parseHostPort(env.VITE_AUTH_EMULATOR_HOST, { host: '127.0.0.1', port: 9099 }),
      firestore: parseHostPort(env.VITE_FIRESTORE_EMULATOR_HOST, { host: '127.0.0.1', port: 8080 }),
      functions: parseHostPort(env.VITE_FUNCTIONS_EMULATOR_HOST, { host: '127.0.0.1', port: 5001 }),
    },
  };
}
