import { expect, it } from 'vitest';
import { builtSite } from './support/built-site';

const site = builtSite();

it('the sitemap lists every static route and only existing ones', async () => {
  const locations = await site.sitemapPaths();
  expect(locations).toHaveLength(19);
  for (const path of [
    '/',
    '/contact',
    '/booking',
    '/services/ai-services',
    '/industries/education',
    '/privacy',
  ]) {
    expect(locations).toContain(path);
  }
  for (const path of locations) {
    // Itself, not a redirect to it.
    expect((await site.answer(path)).status, path).toBe(200);
  }
  expect(await site.fetchText('/robots.txt')).toContain('Sitemap: ');
});
