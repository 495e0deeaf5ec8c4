import type { RouteObject } from 'react-router-dom';

/**
 * A route's `handle` when its prerendered page holds only for the URL without some search parameters:
 * /auth is prerendered as the sign-in form, while `?mode=…&oobCode=…` (the links in Firebase's e-mails)
 * and `?reset=true` show something else.
 */
export interface PrerenderedHandle {
  prerenderedWithout: readonly string[];
}

function isPrerenderedHandle(handle: unknown): handle is PrerenderedHandle {
  return typeof handle === 'object' && handle !== null && 'prerenderedWithout' in handle;
}

/**
 * Whether the prerendered HTML is what the app renders at this URL, so it can be hydrated; otherwise
 * the app renders afresh in its place (hydrating different markup would fail and start over anyway).
 */
export function isPrerenderedUrl(
  matchedRoutes: readonly { route: RouteObject }[],
  search: string,
): boolean {
  const params = new URLSearchParams(search);
  return matchedRoutes.every(
    ({ route }) =>
      !isPrerenderedHandle(route.handle) ||
      route.handle.prerenderedWithout.every((name) => !params.has(name)),
  );
}
