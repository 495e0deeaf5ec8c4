import { paths } from '@/config/paths';

const PARSE_BASE = 'https://site.invalid';

/**
 * Where to go after signing in, from `?next=` or router state. Only paths on this site are
 * accepted (never `//host`, `https://…` or `javascript:`), and never /auth itself.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, PARSE_BASE);
  } catch {
    return null;
  }
  // The URL parser drops tabs and newlines and reads "\" as "/": the origin check catches "//host" in any disguise.
  if (url.origin !== PARSE_BASE || url.pathname === paths.auth.path) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The link that sends a visitor to sign in and brings them back to `returnTo` afterwards. */
export function signInHref(returnTo: string): string {
  return `${paths.auth.getHref()}?${new URLSearchParams({ next: returnTo }).toString()}`;
}
