import createCache from '@emotion/cache';
import { adoptPrerenderedStyles } from './prerendered-styles';
import { webkitPrefixer } from './webkit-prefixer';

/** The class-name prefix of the site's styles: the same on the server and in the browser. */
export const EMOTION_KEY = 'lr';

/** Marks where in <head> the component styles live (index.html); the prerendered ones follow it. */
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point';

/**
 * One cache key for server and client, so the browser computes the class names the prerenderer wrote,
 * and one prefixer (app/webkit-prefixer.ts), so it writes the same rules.
 * In the browser the cache adopts the page's prerendered styles (app/prerendered-styles.ts) and adds
 * later ones after them.
 */
export function createEmotionCache() {
  const options = { key: EMOTION_KEY, stylisPlugins: [webkitPrefixer] };
  if (typeof document === 'undefined') return createCache(options);
  const insertionPoint =
    document.querySelector<HTMLElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`) ?? undefined;
  const cache = createCache({ ...options, insertionPoint, prepend: !insertionPoint });
  adoptPrerenderedStyles(cache);
  return cache;
}
