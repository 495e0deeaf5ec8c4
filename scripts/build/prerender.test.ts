import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  prerender,
  robotsTxt,
  sitemapXml,
  splitHoistedHead,
  withInlineFavicon,
  withoutManifestLink,
  withoutUnselectedUtilityClasses,
} from './prerender';

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

  it('should point robots at the sitemap and keep account pages and the inbox out', () => {
    const robots = robotsTxt('https://x.ng');
    expect(robots).toContain('Sitemap: https://x.ng/sitemap.xml');
    expect(robots).toContain('Disallow: /profile');
    expect(robots).toContain('Disallow: /admin');
  });
});

describe('withInlineFavicon', () => {
  it('should put the SVG into the icon link as a data: URL, escaped for the URL and the attribute', () => {
    const html = withInlineFavicon(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="apple-touch-icon" href="/a.png" />',
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#0b2545"/>\n  <text title=\'a "b"\'>"c"</text>\n</svg>\n',
    );
    expect(html).toBe(
      `<link rel="icon" href="data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg'%3e %3crect fill='%230b2545'/%3e %3ctext title='a %22b%22'%3e%22c%22%3c/text%3e %3c/svg%3e" type="image/svg+xml" /><link rel="apple-touch-icon" href="/a.png" />`,
    );
  });
});

describe('withoutManifestLink', () => {
  it('should drop the static manifest link and keep the other links', () => {
    expect(
      withoutManifestLink(
        '<link rel="icon" href="/favicon.svg" /><link rel="manifest" href="/manifest.webmanifest">',
      ),
    ).toBe('<link rel="icon" href="/favicon.svg" />');
  });
});

/** A built index.html as the prerenderer finds it: the insertion point and the two placeholders. */
const template =
  '<head><meta charset="UTF-8" /><meta name="emotion-insertion-point" content="" />\n<!--app-head--></head><body><div id="root"><!--app-html--></div></body>';

describe('fillTemplate', () => {
  it('should put the component styles right after the insertion point and the global ones before it', () => {
    const html = fillTemplate(template, {
      head: '<title>T</title>',
      body: '<main>x</main>',
      styles: {
        global: '<style data-lr-global="a">g</style>',
        components: '<style data-lr-components>c</style>',
      },
    });
    expect(html).toBe(
      '<head><meta charset="UTF-8" /><style data-lr-global="a">g</style><meta name="emotion-insertion-point" content="" /><style data-lr-components>c</style>\n<title>T</title></head><body><div id="root"><main>x</main></div></body>',
    );
  });

  it('should refuse a template without the insertion point', () => {
    expect(() => fillTemplate('<head><!--app-head--></head>', { head: '', body: '' })).toThrow(
      /emotion-insertion-point/,
    );
  });
});

describe('withoutUnselectedUtilityClasses', () => {
  it('should drop only the class names no style sheet selects on, and an attribute left empty', () => {
    const markup =
      '<div class="MuiBox-root lr-a"><p class="MuiTypography-root MuiTypography-body1 lr-b">Hi</p>' +
      '<div class="MuiContainer-root MuiContainer-maxWidthLg"></div>' +
      '<div class="MuiPaper-root MuiCard-root Mui-disabled lr-c" data-class="MuiBox-root"></div></div>';
    expect(withoutUnselectedUtilityClasses(markup)).toBe(
      '<div class="lr-a"><p class="lr-b">Hi</p><div></div>' +
        '<div class="MuiPaper-root MuiCard-root Mui-disabled lr-c" data-class="MuiBox-root"></div></div>',
    );
  });
});

describe('prerender', () => {
  it('should refuse a page with a Suspense boundary React left to the browser', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'prerender-'));
    try {
      await writeFile(path.join(distDir, 'index.html'), template);
      await writeFile(
        path.join(distDir, 'favicon.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
      const page = (html: string) => ({
        html,
        styles: { global: '', components: '' },
        status: 200,
      });
      const options = { distDir, routes: ['/'], siteUrl: 'https://example.com' };
      await expect(
        prerender({
          ...options,
          render: () =>
            Promise.resolve(page('<main>Hi</main><!--$!--><template></template><!--/$-->')),
        }),
      ).rejects.toThrow('Prerendering / left a Suspense boundary to the browser');
      await expect(
        prerender({
          ...options,
          render: () => Promise.resolve(page('<main>Hi</main><!--$--><p>Late</p><!--/$-->')),
        }),
      ).resolves.toMatchObject({ written: expect.arrayContaining(['index.html']) as unknown });
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
