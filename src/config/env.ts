import type { Env } from './env-schema';

export type { Env } from './env-schema';

const raw: Record<string, unknown> = import.meta.env ?? {};

/**
 * The site's VITE_* variables. `parseEnv` checked them in vite.config.ts when this bundle was built
 * (a bad value fails the build), so the browser reads them without shipping a validator.
 * Empty strings count as unset, as they do there.
 */
export const env = Object.fromEntries(
  Object.entries(raw).filter(([key, value]) => key.startsWith('VITE_') && value !== ''),
) as Env;
