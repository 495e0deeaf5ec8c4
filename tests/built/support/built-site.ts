/**
 * The built site (dist/) as Firebase Hosting serves it: firebase-tools' Hosting emulator with the build's
 * redirects, headers and clean URLs, started once for the project (global-setup.ts), read with Node's
 * fetch.
 */
import { expect, inject } from 'vitest';

export { elements, voidElements, type HtmlElement } from '../../../scripts/build/html-elements';

/** The part of a page inside its `<main>`. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  expect(start, 'the page has a <main>').toBeGreaterThanOrEqual(0);
  expect(end, 'the page has a </main>').toBeGreaterThan(start);
  return html.slice(start, end);
}

/**
 * Reads the built site. Every fetch is sent with `redirect: 'manual'`, so a redirect is seen as one,
 * never followed into a page that passes.
 */
export function builtSite() {
  const origin = inject('builtSiteUrl');
  const get = (pathname: string) => fetch(new URL(pathname, origin), { redirect: 'manual' });

  /** A path's status and headers; the body is read, so the connection is free for the next request. */
  const answer = async (pathname: string) => {
    const response = await get(pathname);
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  };

  /** The body of a path that answers 200 itself (no redirect, no 404 page). */
  const fetchText = async (pathname: string) => {
    const response = await get(pathname);
    expect(response.status, `GET ${pathname}`).toBe(200);
    return response.text();
  };

  return {
    answer,
    fetchText,
    fetchJson: async <T>(pathname: string) => JSON.parse(await fetchText(pathname)) as T,
    /** Every path the sitemap lists. */
    sitemapPaths: async () =>
      [...(await fetchText('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, location = '']) => new URL(location).pathname,
      ),
  };
}
