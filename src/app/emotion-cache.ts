import createCache from '@emotion/cache';

/**
 * The class-name prefix of the site's styles. Not Emotion's default "css": the default cache that
 * @emotion/react creates on import would otherwise adopt the prerendered style tags and move them.
 */
export const EMOTION_KEY = 'lr';

/** Marks where in <head> Emotion's style tags live (index.html); the prerendered ones follow it. */
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point';

/**
 * One cache key for server and client, so hydration reuses the prerendered style tags. In the browser
 * the tags already sit right after the insertion point, where Emotion would put them: adopting them
 * then moves nothing, and moving a style tag makes the browser restyle and lay out the whole page.
 */
export function createEmotionCache() {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`) ??
        undefined);
  return createCache({ key: EMOTION_KEY, insertionPoint, prepend: !insertionPoint });
}
