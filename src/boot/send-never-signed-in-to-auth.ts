import { paths } from '@/config/paths';
import { mayBeSignedIn, signInHref } from './shared';

/**
 * A full load of /profile by a visitor who, the session hint says, has never signed in on this device
 * (or has signed out since) goes to /auth at once, before the app or Firebase loads; /auth brings them
 * back after signing in. Why trusting the hint here is safe: docs/ARCHITECTURE.md, "/profile trusts
 * the session hint". Returns whether it is leaving.
 */
export function sendNeverSignedInToAuth(location: Location = window.location): boolean {
  if (location.pathname !== paths.profile.path || mayBeSignedIn()) return false;
  location.replace(signInHref(`${location.pathname}${location.search}${location.hash}`));
  return true;
}
