// firebase-admin clients for the Firestore emulator the global setup provides.
import { initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import { firestoreOfApp } from '../../src/shared/firestore.js';
import { PROJECT_ID } from './constants.js';

/**
 * One client per project, each on an app of its own: the test files share one module graph per worker
 * (`isolate: false`, functions/vitest.config.ts), and a client's settings may be applied only once. A
 * file that wants its data apart from the others' (its sweeps, its cleared project) names a project of
 * its own.
 */
const clients = new Map<string, Firestore>();

export function emulatorFirestore(projectId: string = PROJECT_ID): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
  let client = clients.get(projectId);
  if (client === undefined) {
    client = firestoreOfApp(initializeApp({ projectId }, `test-${projectId}`));
    clients.set(projectId, client);
  }
  return client;
}
