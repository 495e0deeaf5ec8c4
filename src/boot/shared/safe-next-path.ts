import { paths } from '@/config/paths';

const PARSE_BASE = 'https://site.invalid';

/** `raw` resolved against this site as the browser resolves a link; null when it names another origin. */
function resolveOnSite(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, PARSE_BASE);
  } catch {
    return null;
  }
  return url.origin === PARSE_BASE ? url : null;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The router decodes a path before matching it, and matches without regard to case or trailing "/"s.
 * Compared by hand: the boot module imports this file, and React Router would come with it.
 */
function isAuthPage(url: URL): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  return pathname.replace(/\/+$/, '').toLowerCase() === paths.auth.path.toLowerCase();
}

/**
 * Where to go after signing in, from `?next=` or router state: a path on this site, never /auth itself
 * (a signed-in visitor would stay there), or null, and the caller goes home instead.
 *
 * Normalised first, then checked. The URL parser resolves dot segments ("..", "%2e%2e"), reads "\" as
 * "/" and drops tabs and newlines, so "/..//evil.example" becomes "//evil.example", which a browser
 * reads as another host. So the check is on the result: it must resolve to itself on this site and
 * start with exactly one "/".
 */
export function safeNextPath(raw: unknown): string | null {
  // A path only: not "https://…", "javascript:…", "profile", or " /x" (the parser trims the space).
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null;
  const url = resolveOnSite(raw);
  if (!url) return null;
  const path = pathOf(url);
  const again = resolveOnSite(path);
  if (!again || pathOf(again) !== path || !/^\/(?![/\\])/.test(path)) return null;
  return isAuthPage(url) ? null : path;
}

/** The link that sends a visitor to sign in and brings them back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `${paths.auth.getHref()}?${new URLSearchParams({ next: returnTo }).toString()}`;
}
