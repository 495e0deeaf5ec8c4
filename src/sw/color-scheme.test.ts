// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeColors } from '../config/color-scheme';
import { COLOR_SCHEME_CACHE, COLOR_SCHEME_CACHE_ENTRY } from '../config/storage-keys';
import { inChosenColorScheme, pageInColorScheme } from './color-scheme';

const page =
  '<!doctype html>\n<html lang="en-NG">\n  <head>\n' +
  '    <meta name="theme-color" media="(prefers-color-scheme: light)" content="#0b2545" />\n' +
  '    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#081322" />\n' +
  '  </head><body><p>Write &lt;html&gt; or <code>&lt;html lang=""&gt;</code></p></body></html>';

/** The worker's Cache Storage holding `choice`, or nothing. */
function storedChoice(choice?: string) {
  const match = vi.fn(async (key: string, options?: { cacheName?: string }) =>
    choice !== undefined &&
    key === COLOR_SCHEME_CACHE_ENTRY &&
    options?.cacheName === COLOR_SCHEME_CACHE
      ? new Response(choice)
      : undefined,
  );
  vi.stubGlobal('caches', { match });
}

const htmlResponse = (init?: ResponseInit) =>
  new Response(page, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "script-src 'self'",
    },
    ...init,
  });

afterEach(() => vi.unstubAllGlobals());

describe('pageInColorScheme', () => {
  it("marks the root element and sets both theme-color metas to the scheme's colour", () => {
    const html = pageInColorScheme(page, 'dark');
    expect(html).toContain('<html data-color-scheme="dark" lang="en-NG">');
    expect(html.match(/content="[^"]*"/g)).toEqual([
      `content="${themeColors.dark}"`,
      `content="${themeColors.dark}"`,
    ]);
    expect(html).toContain('<p>Write &lt;html&gt; or <code>&lt;html lang=""&gt;</code></p>');
  });

  it('checks the chosen radio button instead of System, as React writes them', () => {
    const radios = ['system', 'light', 'dark']
      .map(
        (value) =>
          `<label><input type="radio" name="color-scheme"${value === 'system' ? ' checked=""' : ''} value="${value}"/>${value}</label>`,
      )
      .join('');
    const html = pageInColorScheme(`<html><body>${radios}</body></html>`, 'dark');
    expect(html.match(/<input[^>]*>/g)).toEqual([
      '<input type="radio" name="color-scheme" value="system"/>',
      '<input type="radio" name="color-scheme" value="light"/>',
      '<input checked="" type="radio" name="color-scheme" value="dark"/>',
    ]);
  });
});

describe('inChosenColorScheme', () => {
  it('serves the page in the stored scheme, with its headers but no stale length', async () => {
    storedChoice('light');
    const original = htmlResponse();
    original.headers.set('Content-Length', String(page.length));
    const served = await inChosenColorScheme(original);
    expect(await served.text()).toContain('<html data-color-scheme="light" lang="en-NG">');
    expect(served.headers.get('Content-Security-Policy')).toBe("script-src 'self'");
    expect(served.headers.has('Content-Length')).toBe(false);
    expect(served.status).toBe(200);
  });

  it('passes the page through untouched without a choice, or with one it does not know', async () => {
    for (const choice of [undefined, 'system', 'sepia']) {
      storedChoice(choice);
      const original = htmlResponse();
      expect(await inChosenColorScheme(original)).toBe(original);
    }
  });

  it('serves the page as it is when the choice cannot be read', async () => {
    vi.stubGlobal('caches', { match: vi.fn().mockRejectedValue(new Error('quota')) });
    const original = htmlResponse();
    expect(await inChosenColorScheme(original)).toBe(original);
  });

  it('marks the 404 page too, keeping its status, and leaves what is not a page alone', async () => {
    storedChoice('dark');
    const notFound = await inChosenColorScheme(htmlResponse({ status: 404 }));
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('data-color-scheme="dark"');
    const script = new Response('export {}', { headers: { 'Content-Type': 'text/javascript' } });
    expect(await inChosenColorScheme(script)).toBe(script);
  });
});
