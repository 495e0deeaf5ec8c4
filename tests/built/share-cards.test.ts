import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticRoutePaths } from '../../src/config/paths';
import { shareCard, shareCardPath } from '../../src/config/share-card';
import { offlineSitePath } from '../../src/sw/protocol';
import { builtSite, elements, voidElements } from './support/built-site';

// Each sitemap page's own preview picture, as WhatsApp and other link previewers read it: the head that
// names it (components/seo/seo.tsx) and the file the build drew (scripts/build/share-cards.ts).
const site = builtSite();
const dist = path.resolve(import.meta.dirname, '../../dist');

/** The content of each `<meta>` with this `property` (or `name`). */
const metaContents = (html: string, key: string) =>
  voidElements(html, 'meta')
    .filter((meta) => meta.property === key || meta.name === key)
    .map((meta) => meta.content);

/** A PNG's size from its own header: the signature, then the IHDR chunk's width and height. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex'), 'the PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1'), 'the first chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share cards', () => {
  it('the sitemap lists the routes the build draws cards for', async () => {
    expect([...(await site.sitemapPaths())].sort()).toEqual([...staticRoutePaths].sort());
  });

  it.each(staticRoutePaths)(
    '%s names its own 1200×630 card, and the card is there',
    async (route) => {
      const html = await site.fetchText(route);
      const head = html.slice(0, html.indexOf('</head>'));

      const images = metaContents(head, 'og:image');
      expect(images, 'exactly one og:image').toHaveLength(1);
      const image = new URL(images[0]!);
      expect(image.pathname).toBe(shareCardPath(route));
      expect(metaContents(head, 'og:image:width')).toEqual([String(shareCard.width)]);
      expect(metaContents(head, 'og:image:height')).toEqual([String(shareCard.height)]);
      expect(metaContents(head, 'og:image:type')).toEqual([shareCard.type]);
      expect(metaContents(head, 'twitter:card')).toEqual(['summary_large_image']);

      // The alt text names the page: its <title> less the site's name.
      const [siteName] = metaContents(head, 'og:site_name');
      const title = elements(head, 'title')[0]?.text ?? '';
      const pageTitle = title.replace(`${siteName} | `, '').replace(` | ${siteName}`, '');
      expect(pageTitle.length).toBeGreaterThan(0);
      const [alt] = metaContents(head, 'og:image:alt');
      expect(alt).toContain(pageTitle);

      const served = await site.answer(image.pathname);
      expect(served.status, `GET ${image.pathname}`).toBe(200);
      expect(served.headers.get('content-type')).toBe(shareCard.type);

      const bytes = await readFile(path.join(dist, image.pathname));
      expect(pngSize(bytes)).toEqual({ width: shareCard.width, height: shareCard.height });
      expect(bytes.length).toBeLessThan(shareCard.maxBytes);
    },
  );

  it('every page has a picture of its own', async () => {
    const hashes = await Promise.all(
      staticRoutePaths.map(async (route) =>
        createHash('sha256')
          .update(await readFile(path.join(dist, shareCardPath(route))))
          .digest('hex'),
      ),
    );
    expect(new Set(hashes).size).toBe(staticRoutePaths.length);
  });

  it('visitors never fetch them: not precached by the service worker, not saved for offline use', async () => {
    const offlineSite = await readFile(path.join(dist, offlineSitePath), 'utf8');
    expect(offlineSite).toContain('/assets/');
    expect(offlineSite).not.toContain(`/${shareCard.dir}/`);
    const serviceWorker = await readFile(path.join(dist, 'sw.js'), 'utf8');
    expect(serviceWorker).not.toContain(`${shareCard.dir}/`);
  });
});
