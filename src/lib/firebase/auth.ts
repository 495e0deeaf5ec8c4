import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  reload,
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

/** What Auth answers, through the SDK, for an account that was deleted or disabled. */
const ACCOUNT_GONE_CODES = new Set([
  'auth/user-token-expired', // USER_NOT_FOUND when the account was deleted
  'auth/user-not-found',
  'auth/user-disabled',
]);

/**
 * Whether the signed-in account has been deleted or disabled elsewhere. Asks the Auth service: the
 * ID token this tab holds stays valid for up to an hour after that. When the account is gone, the SDK
 * also signs this tab out.
 */
export async function signedInAccountIsGone(): Promise<boolean> {
  const user = getAuthInstance().currentUser;
  if (!user) return false;
  try {
    await reload(user);
    return false;
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
    return typeof code === 'string' && ACCOUNT_GONE_CODES.has(code);
  }
}

/**
 * Asks Auth for a fresh ID token for the signed-in account. A token is kept for up to an hour, and
 * its claims with it: an address verified since (in another tab, on another device) still reads as
 * unverified to firestore.rules until the token is new.
 */
export async function refreshIdToken(): Promise<void> {
  await getAuthInstance().currentUser?.getIdToken(true);
}
