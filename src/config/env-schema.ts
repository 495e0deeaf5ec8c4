import { z } from 'zod';
import { usesLocalEmulators } from './firebase-mode';

// Every VITE_* variable the site reads. vite.config.ts checks them at build time, so a typo fails the build
// loudly. The browser reads them already checked (config/env.ts imports only the type from here), so this
// schema stays out of the bundle; zod itself does ship, for the contact form (see lib/zod-config.ts).
const optionalUrl = z.string().url().optional();
const optionalText = z.string().min(1).optional();
/** "host:port", the form the Firebase CLI's own *_EMULATOR_HOST variables use. */
const optionalHostPort = z
  .string()
  .regex(/^[\w.-]+:\d{1,5}$/, 'expected host:port, e.g. 127.0.0.1:9099')
  .optional();

const envSchema = z.object({
  VITE_SITE_URL: optionalUrl,
  VITE_COMPANY_NAME: optionalText,
  VITE_CONTACT_EMAIL: z.string().email().optional(),
  VITE_CONTACT_PHONE: optionalText,
  VITE_SUPPORT_PHONE: optionalText,
  VITE_SALES_CALL_URL: optionalUrl,
  VITE_TECHNICAL_CALL_URL: optionalUrl,
  // WhatsApp click-to-chat, in international form ("+234 803 700 4200"); "none" takes the links away.
  VITE_WHATSAPP_NUMBER: z
    .string()
    .regex(
      /^(?:none|\+?[\d\s().-]{8,20})$/,
      'expected an international number, e.g. +234 803 700 4200, or none',
    )
    .optional(),
  // Firebase web config. Leave VITE_FIREBASE_API_KEY unset to run against the local emulators.
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_FIREBASE_STORAGE_BUCKET: optionalText,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  VITE_FUNCTIONS_REGION: optionalText,
  // reCAPTCHA Enterprise site key of the web app's App Check registration. Required for production.
  VITE_APP_CHECK_SITE_KEY: optionalText,
  // Web Push certificate's public key (Firebase console > Cloud Messaging), for the inbox's alerts.
  VITE_FIREBASE_VAPID_KEY: optionalText,
  // Local mode only: where the emulators listen.
  VITE_AUTH_EMULATOR_HOST: optionalHostPort,
  VITE_FIRESTORE_EMULATOR_HOST: optionalHostPort,
  VITE_FUNCTIONS_EMULATOR_HOST: optionalHostPort,
});

export type Env = z.infer<typeof envSchema>;

/**
 * What a production config lacks, one sentence each. Without an app id or a site key App Check
 * cannot get a token, and the deployed function refuses every contact message.
 */
export function productionProblems(env: Env): string[] {
  if (usesLocalEmulators(env)) return [];
  const problems: string[] = [];
  if (!env.VITE_FIREBASE_PROJECT_ID)
    problems.push(
      'Set VITE_FIREBASE_PROJECT_ID to your Firebase project id (Firebase console > Project settings > General).',
    );
  if (!env.VITE_FIREBASE_APP_ID)
    problems.push(
      'Set VITE_FIREBASE_APP_ID to the web app id, e.g. 1:1234567890:web:abc123 (Firebase console > Project settings > General > Your apps).',
    );
  if (!env.VITE_APP_CHECK_SITE_KEY)
    problems.push(
      'Set VITE_APP_CHECK_SITE_KEY to the reCAPTCHA Enterprise site key App Check uses for the web app (Firebase console > App Check > Apps); without it the deployed function refuses every contact message.',
    );
  return problems;
}

/** Parses the given variables; empty strings count as unset so `.env` files can leave keys blank. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => key.startsWith('VITE_') && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid site environment variables:\n${problems.join('\n')}`);
  }
  const missing = productionProblems(result.data);
  if (missing.length > 0)
    throw new Error(`Incomplete production Firebase config:\n${missing.join('\n')}`);
  return result.data;
}
