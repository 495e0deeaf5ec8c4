// Firestore Lite clients as the app builds them, pointed at an emulator: one Firebase app per identity,
// with connectFirestoreEmulator's mockUserToken (what the Auth emulator's unsigned tokens look like).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';

export interface LiteClients {
  /** Signed in as `uid` (extra token claims optional). */
  user(uid: string, claims?: Record<string, unknown>): Firestore;
  /** Not signed in. */
  anonymous(): Firestore;
  /** `Bearer owner`: the admin, rules bypassed. */
  owner(): Firestore;
  /** Deletes every app created. */
  close(): Promise<void>;
}

let appCounter = 0;

export function liteClients(projectId: string, host: string, port: number): LiteClients {
  const apps: FirebaseApp[] = [];
  const create = (token: Parameters<typeof connectFirestoreEmulator>[3]): Firestore => {
    const app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `lite-${++appCounter}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host, port, token);
    return db;
  };
  return {
    user: (uid, claims = {}) => create({ mockUserToken: { user_id: uid, ...claims } }),
    anonymous: () => create(undefined),
    owner: () => create({ mockUserToken: 'owner' }),
    close: async () => {
      await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    },
  };
}
