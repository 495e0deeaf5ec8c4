// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { resolveFirebaseSettings } from './config';
import { connectOrigins } from './connect-origins';

const production = {
  VITE_FIREBASE_API_KEY: 'AIza-real',
  VITE_FIREBASE_PROJECT_ID: 'lagoon-ridge-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_APP_CHECK_SITE_KEY: '6Lc-site-key',
};

describe('connectOrigins', () => {
  it('should name the exact production hosts, the callable by its region and project', () => {
    expect(connectOrigins(resolveFirebaseSettings(parseEnv(production)))).toEqual([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
      'https://europe-west1-lagoon-ridge-prod.cloudfunctions.net',
    ]);
  });

  it('should follow VITE_FUNCTIONS_REGION', () => {
    const settings = resolveFirebaseSettings(
      parseEnv({ ...production, VITE_FUNCTIONS_REGION: 'africa-south1' }),
    );
    expect(connectOrigins(settings)).toContain(
      'https://africa-south1-lagoon-ridge-prod.cloudfunctions.net',
    );
  });

  it('should add the hosts Firebase Messaging registers with only when alerts have a key', () => {
    const withKey = resolveFirebaseSettings(
      parseEnv({ ...production, VITE_FIREBASE_VAPID_KEY: 'BPublicKey' }),
    );
    expect(withKey.vapidKey).toBe('BPublicKey');
    expect(connectOrigins(withKey).slice(-2)).toEqual([
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    ]);
  });

  it('should name only the emulators in local mode', () => {
    expect(
      connectOrigins(
        resolveFirebaseSettings(parseEnv({ VITE_FIRESTORE_EMULATOR_HOST: 'localhost:8181' })),
      ),
    ).toEqual(['http://127.0.0.1:9099', 'http://localhost:8181', 'http://127.0.0.1:5001']);
  });

  it('should never name a wildcard host', () => {
    for (const env of [{}, production]) {
      for (const origin of connectOrigins(resolveFirebaseSettings(parseEnv(env)))) {
        expect(origin).not.toContain('*');
        expect(new URL(origin).origin).toBe(origin);
      }
    }
  });
});
