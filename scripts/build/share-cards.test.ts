/**
 * The share cards as pictures: two cards drawn now against the committed references in
 * scripts/build/share-cards.references/, within a small tolerance (`threshold`, `allowed`). A missing
 * reference fails; the test never writes one unasked. To write both again on purpose, after changing
 * the card's look, run
 *   UPDATE_SHARE_CARD_REFERENCES=1 npx vitest run scripts/build/share-cards.test.ts
 * then look at the PNGs before committing them.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { shareCard } from '../../src/config/share-card';
import { renderShareCard, shareCardTextOf, type ShareCardText } from './share-cards';

const root = path.resolve(import.meta.dirname, '../..');
const referencesDir = path.join(import.meta.dirname, 'share-cards.references');
/** Where a failed comparison leaves the card it drew and the difference, to look at. */
const failuresDir = path.join(root, 'node_modules/.tmp/share-cards');
const updateReferences = process.env.UPDATE_SHARE_CARD_REFERENCES === '1';

const siteName = 'Lagoon Ridge Technologies';
const host = 'lagoonridge.com.ng';

/**
 * The two ends of the layout, with the pages' words as they were when the references were drawn: the
 * longest title of any sitemap page (an industry page's: three lines at the smallest size used, a
 * hyphenated word kept whole) and the shortest (the largest size). Both descriptions are cut to two lines.
 */
const cards: Record<string, ShareCardText> = {
  'long-title': {
    title: 'Retail and Consumer Products IT: Point of Sale, Supply Chain and E-Commerce',
    line: 'IT for retailers and consumer goods companies with 15+ years of experience: point of sale, supply chain, e-commerce, distributor systems and secure card payments.',
    siteName,
    host,
  },
  'short-title': {
    title: 'Contact Us',
    line: 'Talk to our consultants in Lagos: e-mail sales@lagoonridge.com.ng, call +234 1 700 4200 or send a message. We reply within 24 hours, Monday to Saturday.',
    siteName,
    host,
  },
};

/**
 * pixelmatch leaves out anti-aliased pixels and colour shifts under its threshold (what may differ
 * between machines); beyond that, a few pixels may differ. One character changed differs in more.
 */
const threshold = 0.1;
const allowed = 10;

describe('a share card as drawn', () => {
  it.each(Object.keys(cards))('%s matches its reference picture', async (name) => {
    const png = await renderShareCard(cards[name]!);
    const referenceFile = path.join(referencesDir, `${name}.png`);
    if (updateReferences) {
      await mkdir(referencesDir, { recursive: true });
      await writeFile(referenceFile, png);
    }
    expect(
      existsSync(referenceFile),
      `${path.relative(root, referenceFile)} is missing: write it on purpose with UPDATE_SHARE_CARD_REFERENCES=1 (this file explains)`,
    ).toBe(true);

    const actual = PNG.sync.read(png);
    const reference = PNG.sync.read(await readFile(referenceFile));
    expect([actual.width, actual.height]).toEqual([shareCard.width, shareCard.height]);
    expect([reference.width, reference.height]).toEqual([shareCard.width, shareCard.height]);
    const diff = new PNG({ width: shareCard.width, height: shareCard.height });
    const differing = pixelmatch(
      actual.data,
      reference.data,
      diff.data,
      shareCard.width,
      shareCard.height,
      { threshold },
    );
    if (differing > allowed) {
      await mkdir(failuresDir, { recursive: true });
      await writeFile(path.join(failuresDir, `${name}.actual.png`), png);
      await writeFile(path.join(failuresDir, `${name}.diff.png`), PNG.sync.write(diff));
    }
    expect(
      differing,
      `${name}: ${differing} pixels differ (drawn and diff in ${path.relative(root, failuresDir)})`,
    ).toBeLessThanOrEqual(allowed);
    expect(png.length).toBeLessThan(shareCard.maxBytes);
  });

  it('draws a different picture for a different page', async () => {
    const [one, other] = await Promise.all([
      renderShareCard(cards['short-title']!),
      renderShareCard({ ...cards['short-title']!, title: 'Book a Consultation' }),
    ]);
    expect(one.equals(other)).toBe(false);
  });

  it('refuses a character its font cannot draw, and a title too long for any size', async () => {
    await expect(
      renderShareCard({ ...cards['short-title']!, line: 'Prices in ₦' }),
    ).rejects.toThrow(/character/);
    await expect(
      renderShareCard({ ...cards['short-title']!, title: 'Very long words '.repeat(20) }),
    ).rejects.toThrow(/does not fit/);
  });
});

describe("a card's words, from the prerendered page", () => {
  const page = (title: string, canonical: string) =>
    `<html><head><title>${title}</title>` +
    `<meta name="description" content="Cloud &amp; software from Lagos, Nigeria&#x27;s &quot;best&quot;."/>` +
    `<link rel="canonical" href="${canonical}"/>` +
    `<meta property="og:title" content="${title}"/></head><body><h1>x</h1></body></html>`;

  it("takes the title without the site's name, the description and the host", () => {
    expect(
      shareCardTextOf(
        page(`Cloud &amp; Software Services | ${siteName}`, 'https://example.ng/services/cloud'),
        siteName,
      ),
    ).toEqual({
      title: 'Cloud & Software Services',
      line: 'Cloud & software from Lagos, Nigeria\'s "best".',
      siteName,
      host: 'example.ng',
    });
  });

  it('reads the home page\'s title, which comes after the name ("<site> | <title>")', () => {
    expect(
      shareCardTextOf(page(`${siteName} | Tailor-Made Technology`, 'https://example.ng/'), siteName)
        .title,
    ).toBe('Tailor-Made Technology');
  });

  it('refuses a page without its head tags', () => {
    expect(() => shareCardTextOf('<html><head></head></html>', siteName)).toThrow(/og:title/);
  });
});
