// App Check on the booking's app path: the app sends a limited-use token in `X-Firebase-AppCheck`
// (src/features/booking/api), which this verifies and consumes, so each token buys one request (as the
// contact callable's, functions/README.md "App Check"). An HTTP function gets no help from the SDK's
// `enforceAppCheck`, hence this. In the Functions emulator the app's local token is unsigned: it is
// decoded and its audience and expiry checked, as the emulator does for the callables.
import { getApps } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';

/** The emulator's check: an unsigned token for this project, not expired. */
export function localTokenIsValid(token: string, projectId: string, now: Date): boolean {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      aud?: unknown;
      exp?: unknown;
    };
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    return (
      audience.includes(`projects/${projectId}`) &&
      typeof claims.exp === 'number' &&
      claims.exp * 1000 > now.getTime()
    );
  } catch {
    return false;
  }
}

/** The verifier for this runtime: App Check's service deployed, the local check in the emulator. */
export function appCheckVerifier(
  inEmulator: boolean,
  projectId: string,
): (token: string) => Promise<boolean> {
  if (inEmulator)
    return (token) => Promise.resolve(localTokenIsValid(token, projectId, new Date()));
  return async (token) => {
    try {
      const verified = await getAppCheck(getApps()[0]).verifyToken(token, { consume: true });
      return verified.alreadyConsumed !== true;
    } catch {
      return false;
    }
  };
}
