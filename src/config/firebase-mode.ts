import type { Env } from './env-schema';

/** The project the emulators run as; a `demo-` id can never reach a real Firebase project. */
export const LOCAL_PROJECT_ID = 'demo-lagoon-ridge';

/**
 * Local mode: no API key, or a `demo-` project. The site then talks to the emulators only; anything
 * else is a production config. Kept apart from the zod schema so the browser bundle can use it.
 */
export function usesLocalEmulators(env: Env): boolean {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? LOCAL_PROJECT_ID;
  return !env.VITE_FIREBASE_API_KEY || projectId.startsWith('demo-');
}
