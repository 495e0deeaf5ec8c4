import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_TITLE_ATTRIBUTE, SHARE_URL_ATTRIBUTE } from './shared';
import { shareWithWebShare } from './share-with-web-share';

const whatsApp = 'https://wa.me/?text=Cloud%20https%3A%2F%2Fx.ng%2Fcloud';

function shareLink() {
  document.body.innerHTML = `<main><a href="${whatsApp}" ${SHARE_TITLE_ATTRIBUTE}="Cloud | Firm" ${SHARE_URL_ATTRIBUTE}="https://x.ng/cloud?utm_source=share"><span>Share this page</span></a><a href="/contact">Contact</a></main>`;
  return document.querySelector('a')!;
}

/** Clicks `element` and says whether the browser would have followed its link. */
const followed = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('shareWithWebShare', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  it('opens the share sheet with the link’s title and address, and does not follow the link', () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const abort = new AbortController();
    shareWithWebShare(window, abort.signal);
    const link = shareLink();
    expect(followed(link.querySelector('span')!)).toBe(false);
    expect(share).toHaveBeenCalledWith({
      title: 'Cloud | Firm',
      url: 'https://x.ng/cloud?utm_source=share',
    });
    // Another link is left alone.
    expect(followed(document.querySelector('a[href="/contact"]')!)).toBe(true);
    expect(share).toHaveBeenCalledTimes(1);
    abort.abort();
  });

  it('follows the WhatsApp link where the browser cannot share', () => {
    expect('share' in navigator).toBe(false);
    const abort = new AbortController();
    shareWithWebShare(window, abort.signal);
    expect(followed(shareLink())).toBe(true);
    abort.abort();
  });

  it('follows the link when the browser says it cannot share this', () => {
    const share = vi.fn();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => false, configurable: true });
    const abort = new AbortController();
    shareWithWebShare(window, abort.signal);
    expect(followed(shareLink())).toBe(true);
    expect(share).not.toHaveBeenCalled();
    abort.abort();
  });
});
