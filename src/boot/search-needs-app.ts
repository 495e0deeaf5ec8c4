/**
 * Parameters the prerendered page stands for: with them it shows the same and needs nothing before the
 * visitor acts. /auth's `next` is read only once the visitor has signed in (/profile sends a visitor
 * who has never signed in there with it), and campaign tags (`utm_*`) only by boot itself, which keeps
 * them for the contact form (lib/lead-source). Any other parameter may change the page (an e-mail
 * link's `mode` and `oobCode`, /contact's `subject`), so it needs the app at once.
 */
const isPassive = (name: string) => name === 'next' || name.startsWith('utm_');

/** Whether the URL's search parameters need the app at once, after first paint. */
export function searchNeedsApp(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) if (!isPassive(name)) return true;
  return false;
}
