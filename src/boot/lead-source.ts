import { CONTACT_SOURCE_FIELD } from '@site/contract/form-post';
import { leadSourceOfVisit, type LeadSource } from '@site/contract/lead-source-rules';
import { LEAD_SOURCE_KEY } from '@/config/storage-keys';
import { whenIdle } from './shared';

/** Where this visit came from: its first page's address and the referrer (leadSourceOfVisit). */
export function parseLeadSource(pageUrl: string, referrer: string): LeadSource {
  let from: URL | null = null;
  try {
    from = new URL(referrer);
  } catch {
    // No referrer (typed, bookmarked, or stripped by policy): nothing to keep.
  }
  return leadSourceOfVisit(new URL(pageUrl), from);
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
