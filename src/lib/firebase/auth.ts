import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseSettings, getFirebaseApp } from './app';

let auth: Auth | undefined;

/**
 * The Auth instance. `initializeAuth` without a popup/redirect resolver (which `getAuth` adds)
 * keeps the chunk small and loads no iframe: the site only uses email and password.
 */
export function getAuthInstance(): Auth {
  if (auth) return auth;
  auth = initializeAuth(getFirebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  const emulator = firebaseSettings.emulators?.auth;
  if (emulator) {
    connectAuthEmulator(auth, `http://${emulator.host}:${emulator.port}`, {
      disableWarnings: true,
    });
  }
  return auth;
}
