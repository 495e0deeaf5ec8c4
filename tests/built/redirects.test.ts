import { expect, it } from 'vitest';
import { legacyServiceRedirects, type ServiceSlug } from '../../src/config/paths';
import { builtSite, elements } from './support/built-site';

const site = builtSite();

/** The h1 each legacy path's service page shows, written out here rather than read from the content. */
const h1s: Partial<Record<ServiceSlug, string>> = {
  managed: 'Your IT, watched and supported around the clock',
  cloud: 'Move to the cloud without the surprises',
  technology: 'Infrastructure that stays up when your business needs it',
  security: 'Stop attacks early. Prove you are compliant.',
  transformation: 'Change how your business works, one measured step at a time',
  data: 'Turn scattered data into decisions you can trust',
};

it.each(Object.entries(legacyServiceRedirects))(
  'legacy service path %s answers 301 to /services/%s, which is its page',
  async (legacyPath, slug) => {
    expect(h1s[slug], `the h1 of /services/${slug}, listed above`).toBeDefined();
    const redirect = await site.answer(legacyPath);
    expect(redirect.status).toBe(301);
    const location = redirect.headers.get('location');
    expect(location).toBe(`/services/${slug}`);
    // One hop: the target is the page itself, not another redirect.
    const html = await site.fetchText(location!);
    const headings = elements(html, 'h1').map((h1) => h1.text);
    expect(headings).toEqual([h1s[slug]]);
  },
);
