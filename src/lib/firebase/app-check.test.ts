// @vitest-environment node
import type { FirebaseApp } from 'firebase/app';
import type * as appCheckSdk from 'firebase/app-check';
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from 'firebase/app-check';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { startAppCheck } from './app-check';
import { resolveFirebaseSettings } from './config';

vi.mock('firebase/app-check', async (importOriginal) => ({
  ...(await importOriginal<typeof appCheckSdk>()),
  initializeAppCheck: vi.fn(),
}));

const app = {} as FirebaseApp;
const providerGiven = () =>
  vi.mocked(initializeAppCheck).mock.calls.at(-1)?.[1].provider as unknown;

/** The form firebase-functions accepts before decoding a token in the emulator (JWT_REGEX there). */
const JWT_SHAPE = /^[a-zA-Z0-9\-_=]+?\.[a-zA-Z0-9\-_=]+?\.([a-zA-Z0-9\-_=]+)?$/;

describe('startAppCheck', () => {
  it('should attest with reCAPTCHA Enterprise in production, refreshing tokens itself', () => {
    const settings = resolveFirebaseSettings(
      parseEnv({
        VITE_FIREBASE_API_KEY: 'AIza-real',
        VITE_FIREBASE_PROJECT_ID: 'lagoon-ridge-prod',
        VITE_FIREBASE_APP_ID: '1:1:web:1',
        VITE_APP_CHECK_SITE_KEY: '6Lc-site-key',
      }),
    );
    startAppCheck(app, settings);
    expect(providerGiven()).toBeInstanceOf(ReCaptchaEnterpriseProvider);
    expect(vi.mocked(initializeAppCheck).mock.calls.at(-1)?.[1].isTokenAutoRefreshEnabled).toBe(
      true,
    );
  });

  it('should give local mode a token the Functions emulator decodes, valid for an hour', async () => {
    startAppCheck(app, resolveFirebaseSettings(parseEnv({})));
    const provider = providerGiven();
    expect(provider).toBeInstanceOf(CustomProvider);
    // getToken is internal to the SDK; the SDK calls it for every token.
    const { token, expireTimeMillis } = await (
      provider as { getToken: () => Promise<{ token: string; expireTimeMillis: number }> }
    ).getToken();
    expect(token).toMatch(JWT_SHAPE);
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims).toMatchObject({ sub: 'local-web-app', aud: ['projects/demo-lagoon-ridge'] });
    expect(expireTimeMillis - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });
});
