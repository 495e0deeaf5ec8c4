import createCache from '@emotion/cache';

/** One cache key for server and client, so hydration reuses the prerendered style tags. */
export function createEmotionCache() {
  return createCache({ key: 'css', prepend: true });
}
