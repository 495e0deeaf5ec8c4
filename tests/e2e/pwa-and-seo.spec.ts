import { expect, test } from './support/test';
import { viewports } from './support/axe';

const staticPages = [
  { path: '/', h1: 'Elevating Your Business Through Tailor-Made Technology' },
  { path: '/contact', h1: 'Get in Touch' },
  { path: '/booking', h1: 'Book a Consultation' },
  { path: '/services/cloud', h1: /cloud/i },
  { path: '/industries/healthcare', h1: /care/i },
  { path: '/privacy', h1: 'Privacy Notice' },
];

test.describe('installable PWA', () => {
  test('serves a valid manifest with installable icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('loads with no console errors under the production CSP', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // Uncaught errors fail every test (support/test.ts); this one adds the console's errors.
    for (const { path } of staticPages) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});

test.describe('SEO in the served HTML', () => {
  for (const { path } of staticPages) {
    test(`${path} has its title, description, canonical and JSON-LD before any script runs`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
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
    });
  }

  test('the sitemap lists every static route and only existing ones', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
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
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
  });

  test('every page offers WhatsApp as a plain link naming the page, and loads nothing from another host', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [, location] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(location ?? '').pathname;
      const html = await (await request.get(path)).text();
      const links = [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map(
        (m) => new URL((m[1] ?? '').replaceAll('&amp;', '&')),
      );
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

  test('legacy service paths answer 301 to their canonical routes', async ({ request }) => {
    const response = await request.get('/services/cloud-services', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/services/cloud');
  });
});

test.describe('hydrating the prerendered pages', () => {
  test('sections below the fold are laid out only as they near the viewport', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect((html.match(/<section [^>]*data-rendering="deferred"/g) ?? []).length).toBeGreaterThan(
      8,
    );
    await page.goto('/');
    const last = page.locator('section[data-rendering]').last();
    const laidOut = () =>
      last.evaluate((section) =>
        section.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await laidOut()).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
    await expect(last.getByRole('heading').first()).toBeVisible();
  });

  for (const path of ['/', '/services/cloud', '/industries/healthcare', '/contact']) {
    test(`${path} keeps its prerendered styles: no style tag moved or added, no rule inserted`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports.desktop);
      // From the end of parsing on, note every style tag added or removed (a move is both).
      await page.addInitScript(() => {
        const record = { changes: [] as string[], rulesAtParse: -1 };
        Object.assign(window, { styleRecord: record });
        const countRules = () =>
          [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0);
        document.addEventListener('DOMContentLoaded', () => {
          record.rulesAtParse = countRules();
          new MutationObserver((mutations) => {
            for (const mutation of mutations) {
              const note = (change: string) => (node: Node) => {
                if (node instanceof HTMLStyleElement)
                  record.changes.push(`${change} ${node.outerHTML.slice(0, 60)}`);
              };
              mutation.addedNodes.forEach(note('added'));
              mutation.removedNodes.forEach(note('removed'));
            }
          }).observe(document.head, { childList: true });
        });
        Object.assign(window, { countRules });
      });
      await page.goto(path);
      // Sign In shows once the app has hydrated and the page is idle.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
      const after = await page.evaluate(() => {
        const { styleRecord, countRules } = window as unknown as {
          styleRecord: { changes: string[]; rulesAtParse: number };
          countRules: () => number;
        };
        return {
          changes: styleRecord.changes,
          rulesAtParse: styleRecord.rulesAtParse,
          rules: countRules(),
        };
      });
      expect(after.changes).toEqual([]);
      expect(after.rulesAtParse).toBeGreaterThan(100);
      expect(after.rules).toBe(after.rulesAtParse);
    });
  }
});
