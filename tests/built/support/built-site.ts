/**
 * The built site (dist/) served as Firebase Hosting serves it (scripts/dev/hosting-server.ts: the build's
 * redirects, headers, clean URLs), once per test file, on a free port, read with Node's fetch.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startHostingServer } from '../../../scripts/dev/hosting-server';

const root = path.resolve(import.meta.dirname, '../../..');

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
 * Starts the Hosting stand-in before the file's tests and stops it after them. Every fetch is sent
 * with `redirect: 'manual'`, so a redirect is seen as one, never followed into a page that passes.
 */
export function builtSite() {
  let origin: string | undefined;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const server = await startHostingServer({ root, host: '127.0.0.1', port: 0 });
    origin = server.url;
    close = server.close;
  });
  afterAll(() => close?.());

  const get = (pathname: string) => {
    if (!origin) throw new Error('builtSite(): the server starts in beforeAll; fetch in a test');
    return fetch(new URL(pathname, origin), { redirect: 'manual' });
  };

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
