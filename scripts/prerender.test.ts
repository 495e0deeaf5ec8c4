import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, splitHoistedHead } from './prerender';

describe('splitHoistedHead', () => {
  it('should move the leading title, meta and link tags to the head and keep the rest', () => {
    const html =
      '<title>Contact | Firm</title><meta name="description" content="Hi"/><link rel="canonical" href="https://x.ng/contact"/><a href="#main">Skip</a><meta name="later" content="stays"/>';
    expect(splitHoistedHead(html)).toEqual({
      head: '<title>Contact | Firm</title><meta name="description" content="Hi"/><link rel="canonical" href="https://x.ng/contact"/>',
      body: '<a href="#main">Skip</a><meta name="later" content="stays"/>',
    });
  });

  it('should leave markup without hoisted tags untouched', () => {
    expect(splitHoistedHead('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});

describe('sitemap and robots', () => {
  it('should list absolute URLs of the given routes', () => {
    const xml = sitemapXml('https://x.ng', ['/', '/contact']);
    expect(xml).toContain('<loc>https://x.ng/</loc>');
    expect(xml).toContain('<loc>https://x.ng/contact</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('should point robots at the sitemap and keep account pages out', () => {
    const robots = robotsTxt('https://x.ng');
    expect(robots).toContain('Sitemap: https://x.ng/sitemap.xml');
    expect(robots).toContain('Disallow: /profile');
  });
});
