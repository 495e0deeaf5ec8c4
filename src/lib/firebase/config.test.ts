// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { resolveFirebaseSettings } from './config';

describe('resolveFirebaseSettings', () => {
  it('should use the demo project and the emulators when no config is given', () => {
    const settings = resolveFirebaseSettings(parseEnv({}));
    expect(settings.options).toMatchObject({
      apiKey: 'demo-api-key',
      projectId: 'demo-lagoon-ridge',
    });
    expect(settings.functionsRegion).toBe('europe-west1');
    expect(settings.emulators).toEqual({
      auth: { host: '127.0.0.1', port: 9099 },
      firestore: { host: '127.0.0.1', port: 8080 },
      functions: { host: '127.0.0.1', port: 5001 },
    });
  });

  it('should take emulator addresses and the region from the environment', () => {
    const settings = resolveFirebaseSettings(
      parseEnv({
        VITE_AUTH_EMULATOR_HOST: 'localhost:9199',
        VITE_FIRESTORE_EMULATOR_HOST: 'emulators.test:8181',
        VITE_FUNCTIONS_EMULATOR_HOST: '10.0.0.2:5101',
        VITE_FUNCTIONS_REGION: 'africa-south1',
      }),
    );
    expect(settings.emulators).toEqual({
      auth: { host: 'localhost', port: 9199 },
      firestore: { host: 'emulators.test', port: 8181 },
      functions: { host: '10.0.0.2', port: 5101 },
    });
    expect(settings.functionsRegion).toBe('africa-south1');
  });

  it('should use the real project and no emulators when a web config is given', () => {
    const settings = resolveFirebaseSettings(
      parseEnv({
        VITE_FIREBASE_API_KEY: 'AIza-real',
        VITE_FIREBASE_PROJECT_ID: 'lagoon-ridge-prod',
        VITE_FIREBASE_APP_ID: '1:123:web:abc',
        VITE_FIREBASE_AUTH_DOMAIN: 'auth.lagoonridge.com.ng',
        VITE_APP_CHECK_SITE_KEY: '6Lc-site-key',
      }),
    );
    expect(settings.emulators).toBeNull();
    expect(settings.appCheckSiteKey).toBe('6Lc-site-key');
    expect(settings.options).toEqual({
      apiKey: 'AIza-real',
      authDomain: 'auth.lagoonridge.com.ng',
      projectId: 'lagoon-ridge-prod',
      appId: '1:123:web:abc',
      storageBucket: undefined,
      messagingSenderId: undefined,
    });
  });

  it('should stay in local mode for a demo- project even with an API key', () => {
    const settings = resolveFirebaseSettings(
      parseEnv({ VITE_FIREBASE_API_KEY: 'anything', VITE_FIREBASE_PROJECT_ID: 'demo-other' }),
    );
    expect(settings.options.projectId).toBe('demo-other');
    expect(settings.emulators).not.toBeNull();
  });

  it('should refuse a production config without an App Check site key or app id, saying what to set', () => {
    const production = {
      VITE_FIREBASE_API_KEY: 'AIza-real',
      VITE_FIREBASE_PROJECT_ID: 'lagoon-ridge-prod',
    };
    expect(() => parseEnv(production)).toThrow(
      /Set VITE_APP_CHECK_SITE_KEY to the reCAPTCHA Enterprise site key/,
    );
    expect(() => parseEnv(production)).toThrow(/Set VITE_FIREBASE_APP_ID to the web app id/);
    expect(() =>
      parseEnv({ ...production, VITE_FIREBASE_APP_ID: '1:1:web:1', VITE_APP_CHECK_SITE_KEY: 'k' }),
    ).not.toThrow();
  });

  it('should reject an emulator address that is not host:port', () => {
    expect(() => parseEnv({ VITE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toThrow(
      /VITE_AUTH_EMULATOR_HOST/,
    );
  });
});
