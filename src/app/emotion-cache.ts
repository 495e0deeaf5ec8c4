import createCache from '@emotion/cache';
import { adoptPrerenderedStyles } from './prerendered-styles';

/** The class-name prefix of the site's styles: the same on the server and in the browser. */
export const EMOTION_KEY = 'lr';

/** Marks where in <head> the component styles live (index.html); the prerendered ones follow it. */
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point';

/**
 * One cache key for server and client, so the browser computes the class names the prerenderer wrote.
 * In the browser the cache adopts the page's prerendered styles (app/prerendered-styles.ts) and adds
 * later ones after them.
 */
export function createEmotionCache() {
  if (typeof document === 'undefined') return createCache({ key: EMOTION_KEY });
  const insertionPoint =
    document.querySelector<HTMLElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`) ?? undefined;
  const cache = createCache({ key: EMOTION_KEY, insertionPoint, prepend: !insertionPoint });
  adoptPrerenderedStyles(cache);
  return cache;
}
