/**
 * The Share action (components/share/share-link.tsx) is a link to WhatsApp. Where the browser can share
 * (the Web Share API: phones, and some desktops), a tap opens the system's share sheet with the page's
 * title and address instead, so the visitor picks any app. One listener on the document, from boot.ts:
 * it answers before the app has loaded and after, on the same markup.
 */
import { SHARE_TITLE_ATTRIBUTE, SHARE_URL_ATTRIBUTE } from './shared';

export function shareWithWebShare(win: Window = window, signal?: AbortSignal): void {
  const { navigator } = win;
  win.document.addEventListener(
    'click',
    (event) => {
      if (typeof navigator.share !== 'function' || event.defaultPrevented) return;
      const target = event.target;
      const link = target instanceof Element ? target.closest(`a[${SHARE_URL_ATTRIBUTE}]`) : null;
      if (!link) return;
      const data = {
        title: link.getAttribute(SHARE_TITLE_ATTRIBUTE) ?? win.document.title,
        url: link.getAttribute(SHARE_URL_ATTRIBUTE) ?? win.location.href,
      };
      if (navigator.canShare && !navigator.canShare(data)) return;
      event.preventDefault();
      // A visitor who closes the sheet rejects the promise (AbortError): nothing to say to them.
      navigator.share(data).catch(() => undefined);
    },
    { signal },
  );
}
