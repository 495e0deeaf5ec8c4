// firebase-admin 13's Firestore as the Cloud Function builds it (functions/src/shared/firestore.ts):
// over REST (`preferRest`), without Google credentials, pointed at an emulator through
// FIRESTORE_EMULATOR_HOST.
//
// For sdk-coverage.test.ts: the AdminCoverage tracker counts a method only when the test file itself
// calls it (the caller's stack frame), so the `settings` call below does not count there; that file
// drives Firestore.settings itself.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PassThroughClient } from 'google-auth-library';

export interface AdminClient {
  db: Firestore;
  /** Deletes the app and puts FIRESTORE_EMULATOR_HOST back as it was before. */
  close(): Promise<void>;
}

/** An admin client of `projectId` on the emulator at host:port, in its own app named `appName`. */
export function adminFirestore(
  emulator: { host: string; port: number },
  projectId: string,
  appName: string,
): AdminClient {
  const previousHost = process.env['FIRESTORE_EMULATOR_HOST'];
  process.env['FIRESTORE_EMULATOR_HOST'] = `${emulator.host}:${emulator.port}`;
  const app = initializeApp({ projectId }, appName);
  const db = getFirestore(app);
  db.settings({ preferRest: true, auth: new PassThroughClient() });
  return {
    db,
    close: async () => {
      await deleteApp(app);
      if (previousHost === undefined) delete process.env['FIRESTORE_EMULATOR_HOST'];
      else process.env['FIRESTORE_EMULATOR_HOST'] = previousHost;
    },
  };
}
