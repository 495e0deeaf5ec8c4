import type { FirebaseApp } from 'firebase/app';
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import type { FirebaseSettings } from './config';

/** App Check tokens live one hour by default; the local stand-in matches. */
const LOCAL_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * Local mode's attestation: an unsigned token shaped like App Check's (the Functions emulator
 * decodes it without verifying, as it does ID tokens). Firebase's own debug provider cannot be used
 * here: it exchanges its debug token with Google's App Check service, which the local stack never
 * reaches, so `npm start` and the end-to-end tests would send no token at all.
 */
function localProvider(projectId: string): CustomProvider {
  return new CustomProvider({
    getToken: () => {
      const issuedAt = Date.now();
      const expireTimeMillis = issuedAt + LOCAL_TOKEN_LIFETIME_MS;
      const claims = {
        sub: 'local-web-app',
        aud: [`projects/${projectId}`],
        iss: 'https://firebaseappcheck.googleapis.com/local',
        iat: Math.floor(issuedAt / 1000),
        exp: Math.floor(expireTimeMillis / 1000),
      };
      const token = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`;
      return Promise.resolve({ token, expireTimeMillis });
    },
  });
}

/**
 * Starts App Check on the app, before Auth, Firestore or Functions is created on it, so that each
 * of their requests carries an `X-Firebase-AppCheck` token. Production attests with reCAPTCHA
 * Enterprise (the config check at build time guarantees a site key there).
 */
export function startAppCheck(app: FirebaseApp, settings: FirebaseSettings): AppCheck {
  const provider = settings.emulators
    ? localProvider(settings.options.projectId ?? 'local')
    : new ReCaptchaEnterpriseProvider(settings.appCheckSiteKey ?? '');
  return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}
