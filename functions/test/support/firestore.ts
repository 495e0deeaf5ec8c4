// A firebase-admin client for the Firestore emulator the global setup provides.
import type { Firestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import { createFirestore } from '../../src/shared/firestore.js';
import { PROJECT_ID } from './constants.js';

export function emulatorFirestore(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
  return createFirestore(PROJECT_ID);
}
