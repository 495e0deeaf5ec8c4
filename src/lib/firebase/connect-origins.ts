import type { FirebaseSettings } from './config';

/**
 * Every origin the bundle built with `settings` sends requests to, for the CSP's connect-src (written
 * by scripts/build/build.ts into the build's Hosting config). Exact hosts only: the callable's host names
 * its region and project, so the page can reach no other project's functions.
 */
export function connectOrigins(settings: FirebaseSettings): string[] {
  if (settings.emulators) {
    const { auth, firestore, functions } = settings.emulators;
    return [auth, firestore, functions].map(({ host, port }) => `http://${host}:${port}`);
  }
  const projectId = settings.options.projectId;
  if (!projectId) throw new Error('A production Firebase config names its project.');
  return [
    // Auth: sign-in and account changes, then ID-token refresh.
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    // Firestore Lite (REST).
    'https://firestore.googleapis.com',
    // App Check's exchange of a reCAPTCHA Enterprise token for an App Check token.
    'https://content-firebaseappcheck.googleapis.com',
    // The callables, as the Functions SDK addresses them.
    `https://${settings.functionsRegion}-${projectId}.cloudfunctions.net`,
    // The inbox's alerts: Firebase Messaging registers the device (Installations, then FCM).
    ...(settings.vapidKey
      ? ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com']
      : []),
  ];
}
