import {
  CONTACT_SOURCE_FIELD,
  HOST_NAME,
  isCampaignTag,
  LEAD_SOURCE_LIMITS,
  SITE_PATH,
  UTM_PARAMETERS,
  type LeadSource,
} from '@site/contract';
import { LEAD_SOURCE_KEY } from '@/config/storage-keys';
import { whenIdle } from './shared';

/**
 * Where this visit came from, read once from the page it started on: that page's path (never its
 * query), the referring site's host (never the full address, and not our own), and the allow-listed
 * campaign tags of its URL, each checked so that nothing personal is kept (lead-source.ts in the
 * contract). Kept in sessionStorage for the visit and sent with a contact message. The boot module
 * records it, so this file holds no schema (read-lead-source.ts checks it on the way out).
 */
export function parseLeadSource(pageUrl: string, referrer: string): LeadSource {
  const page = new URL(pageUrl);
  const landingPage = SITE_PATH.test(page.pathname)
    ? page.pathname.slice(0, LEAD_SOURCE_LIMITS.path)
    : '/';
  const source: LeadSource = { landingPage };
  let referrerHost: string | undefined;
  try {
    const from = new URL(referrer);
    if (from.origin !== page.origin && HOST_NAME.test(from.hostname)) referrerHost = from.hostname;
  } catch {
    // No referrer (typed, bookmarked, or stripped by policy): nothing to keep.
  }
  if (referrerHost) source.referrerHost = referrerHost;
  for (const [parameter, field] of Object.entries(UTM_PARAMETERS)) {
    const value = page.searchParams.get(parameter)?.trim();
    if (value && isCampaignTag(value)) source[field] = value;
  }
  return source;
}

/** Keeps the visit's source on its first page; later pages of the visit leave it as it is. */
export function rememberLeadSource(
  storage: Storage = window.sessionStorage,
  pageUrl = window.location.href,
  referrer = document.referrer,
): void {
  try {
    if (storage.getItem(LEAD_SOURCE_KEY) !== null) return;
    storage.setItem(LEAD_SOURCE_KEY, JSON.stringify(parseLeadSource(pageUrl, referrer)));
  } catch {
    // Storage refused (a private mode, a full quota): the message goes without its source.
  }
}

/**
 * Keeps the visit's source off the page's start: a page's first use of sessionStorage waits for the
 * browser to open it, which took half of the boot module's run at the end of parsing. The landing page
 * and referrer are read now and kept once the browser is idle, or as the page is left (a visitor who
 * follows a link at once), whichever comes first; a form posted meanwhile gets it in its hidden field.
 */
export function rememberLeadSourceSoon(win: Window = window): void {
  const pageUrl = win.location.href;
  const referrer = win.document.referrer;
  const remember = () => {
    cancelIdle();
    win.removeEventListener('pagehide', remember);
    try {
      rememberLeadSource(win.sessionStorage, pageUrl, referrer);
    } catch {
      // sessionStorage itself refused (blocked storage): the message goes without its source.
    }
  };
  const cancelIdle = whenIdle(remember);
  win.addEventListener('pagehide', remember);
  // A form the browser posts itself (the contact form before the app has loaded) carries it too.
  win.document.addEventListener(
    'submit',
    (event) => {
      remember();
      const field = (event.target as HTMLFormElement).elements.namedItem(CONTACT_SOURCE_FIELD);
      if (!(field instanceof HTMLInputElement)) return;
      try {
        field.value = win.sessionStorage.getItem(LEAD_SOURCE_KEY) ?? '';
      } catch {
        // Blocked storage: the message goes without its source.
      }
    },
    true,
  );
}
