// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sharedPageUrl, shareOnWhatsAppHref } from './share';
import { site } from './site';

describe('sharing a page', () => {
  it('shares the canonical address with utm_source=share and no other parameter', () => {
    const url = new URL(sharedPageUrl('/services/cloud'));
    expect(url.origin + url.pathname).toBe(new URL('/services/cloud', site.url).href);
    expect([...url.searchParams]).toEqual([['utm_source', 'share']]);
  });

  it('sends WhatsApp the title and the address, with no recipient, so WhatsApp asks for one', () => {
    const href = shareOnWhatsAppHref(
      "Cloud Services | Lagoon Ridge's",
      'https://x.ng/a?utm_source=share',
    );
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(
      "Cloud Services | Lagoon Ridge's https://x.ng/a?utm_source=share",
    );
  });
});
