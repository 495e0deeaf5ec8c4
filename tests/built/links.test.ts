import { describe, expect, it } from 'vitest';
import { builtSite, elements, mainOf, voidElements } from './support/built-site';

const site = builtSite();

it('every page offers WhatsApp as a plain link naming the page, service, industry and contact pages a plain Share link, and none loads anything from another host', async () => {
  for (const path of await site.sitemapPaths()) {
    const html = await site.fetchText(path);
    const whatsApp = [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map(
      (m) => new URL((m[1] ?? '').replaceAll('&amp;', '&')),
    );
    // Share this page: WhatsApp asks whom to send it to (no number), with the page's tagged address.
    const shares = whatsApp.filter((link) => link.pathname === '/');
    const offersShare = /^\/(?:services|industries)\/|^\/contact$/.test(path);
    expect(shares.length, path).toBe(offersShare ? 1 : 0);
    for (const share of shares) {
      expect(share.searchParams.get('text'), path).toMatch(
        new RegExp(
          ` \\| Lagoon Ridge Technologies https://lagoonridge\\.com\\.ng${path}\\?utm_source=share$`,
        ),
      );
    }
    const links = whatsApp.filter((link) => link.pathname !== '/');
    expect(links.length, path).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.pathname, path).toBe('/2348037004200');
      expect(link.searchParams.get('text'), path).toMatch(/^Hello Lagoon Ridge, I/);
    }
    if (path === '/services/ai-services') {
      expect(links[0]?.searchParams.get('text')).toBe(
        "Hello Lagoon Ridge, I'm interested in AI Services.",
      );
    }
    // Scripts, styles, images and icons: all from this site (a canonical link is not a load).
    const attribute = (tag: string, name: string) =>
      new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
    const loads = [...html.matchAll(/<(script|img|link)\b[^>]*>/g)]
      .filter(([tag]) => !/\brel="(?:canonical|alternate)"/.test(tag))
      .map(([tag]) => attribute(tag, 'src') ?? attribute(tag, 'href'))
      .filter((url): url is string => url !== null && !url.startsWith('data:'));
    for (const url of loads) {
      expect(new URL(url, 'https://site.invalid').host, `${path}: ${url}`).toBe('site.invalid');
    }
  }
});

describe('booking a call', () => {
  it("/contact's consultation card leads to /booking, the call's times opened, in the same tab", async () => {
    const links = elements(mainOf(await site.fetchText('/contact')), 'a');
    for (const [name, kind] of [
      [/Book a Sales Call/, 'sales'],
      [/Book a Technical Call/, 'technical'],
    ] as const) {
      const named = links.filter((link) => name.test(link.text));
      // One link by that name, as a visitor finds it.
      expect(named, String(name)).toHaveLength(1);
      expect(named[0]?.attributes.href).toBe(`/booking?kind=${kind}`);
      expect(named[0]?.attributes.target).toBeUndefined();
    }
  });

  it("/booking asks for each call's times with a plain form, no script needed", async () => {
    const main = mainOf(await site.fetchText('/booking'));
    const forms = elements(main, 'form');
    expect(forms.map((form) => form.attributes)).toEqual([
      expect.objectContaining({ action: '/api/booking', method: 'get' }),
      expect.objectContaining({ action: '/api/booking', method: 'get' }),
    ]);
    const kinds = voidElements(main, 'input').filter((input) => input.name === 'kind');
    expect(kinds.map((input) => input.value)).toEqual(['sales', 'technical']);
    const buttons = elements(main, 'button').filter((button) => /^Book a/.test(button.text));
    expect(buttons.map((button) => button.attributes.type)).toEqual(['submit', 'submit']);
    expect(main).not.toMatch(/target="_blank"/);
  });
});
