import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseSettings, getFirebaseApp } from './app';
import { getAuthInstance } from './auth';

let db: Firestore | undefined;

/**
 * Firestore Lite (REST, no realtime): the profile is read and written once per visit.
 * Auth is set up first so that Firestore sends the signed-in user's token with each request.
 */
export function getFirestoreInstance(): Firestore {
  if (db) return db;
  getAuthInstance();
  db = getFirestore(getFirebaseApp());
  const emulator = firebaseSettings.emulators?.firestore;
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return db;
}
