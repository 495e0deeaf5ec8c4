// The one place that creates the Firestore client. Everything else receives a `Firestore` instance,
// so tests hand the same code a client for the local emulator.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { PassThroughClient } from 'google-auth-library';

export const RATE_LIMITS = 'rateLimits';
/**
 * Keyed hashes of addresses sent an acknowledgement in the last day
 * (leads/acknowledgement-limit.ts).
 */
export const ACKNOWLEDGED_ADDRESSES = 'acknowledgedAddresses';

/** True when `FIRESTORE_EMULATOR_HOST` points firebase-admin at a local emulator. */
export function usesFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.FIRESTORE_EMULATOR_HOST ?? '') !== '';
}

/**
 * A firebase-admin Firestore client over REST (`preferRest`): no gRPC channel to set up on a cold
 * start, and the only protocol our local emulator speaks. Against the emulator, requests must not
 * try to fetch Google credentials: PassThroughClient sends them without any (firebase-admin then
 * authenticates as `Bearer owner`, which bypasses security rules as admin access does in production).
 */
export function createFirestore(projectId?: string, databaseId?: string): Firestore {
  const app = getApps()[0] ?? initializeApp(projectId === undefined ? undefined : { projectId });
  return firestoreOfApp(app, databaseId);
}

/** A client of one app's project, set up as `createFirestore` says; call once per app and database. */
export function firestoreOfApp(app: App, databaseId?: string): Firestore {
  // Another database than (default): a backup restored into a new one (docs/restore.md).
  const db = databaseId === undefined ? getFirestore(app) : getFirestore(app, databaseId);
  db.settings({
    preferRest: true,
    ...(usesFirestoreEmulator() ? { auth: new PassThroughClient() } : {}),
  });
  return db;
}

let sharedFirestore: Firestore | undefined;

/** The function instance's client, created on first use (settings may be applied only once). */
export function firestore(): Firestore {
  sharedFirestore ??= createFirestore();
  return sharedFirestore;
}
