import { z } from 'zod';

// Every VITE_* variable the site reads. vite.config.ts checks them at build time, so a typo fails the build
// loudly; zod itself never ships to the browser.
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
  // Firebase web config. Leave VITE_FIREBASE_API_KEY unset to run against the local emulators.
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_FIREBASE_STORAGE_BUCKET: optionalText,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  VITE_FUNCTIONS_REGION: optionalText,
  // Local mode only: where the emulators listen.
  VITE_AUTH_EMULATOR_HOST: optionalHostPort,
  VITE_FIRESTORE_EMULATOR_HOST: optionalHostPort,
  VITE_FUNCTIONS_EMULATOR_HOST: optionalHostPort,
});

export type Env = z.infer<typeof envSchema>;

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
  return result.data;
}
