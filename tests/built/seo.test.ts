import { describe, expect, it } from 'vitest';
import { builtSite } from './support/built-site';
import { staticPageSample } from '../support/static-pages';

const site = builtSite();

describe('SEO in the served HTML', () => {
  it.each(staticPageSample)(
    '%s has its title, description, canonical and JSON-LD before any script runs',
    async (path) => {
      const html = await site.fetchText(path);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
      expect(canonical && new URL(canonical).pathname).toBe(path);
      expect(head).toContain('<meta property="og:title"');
      expect(head).toContain('<meta name="twitter:card"');
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((match) => JSON.parse(match[1] ?? '') as { '@type': string });
      // The business's details on the pages search engines look for them on, not repeated everywhere.
      const business = jsonLd.filter((data) => data['@type'] === 'ProfessionalService');
      expect(business).toHaveLength(['/', '/contact'].includes(path) ? 1 : 0);
      if (path !== '/') expect(jsonLd.map((data) => data['@type'])).toContain('BreadcrumbList');
      if (path.startsWith('/services/')) {
        expect(jsonLd.map((data) => data['@type'])).toContain('Service');
        expect(head).toMatch(/<meta name="keywords" content="[^"]+"/);
      }
    },
  );
});
