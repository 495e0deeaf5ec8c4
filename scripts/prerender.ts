/**
 * Turns the client build into one HTML file per static route, rendered by the app itself:
 * dist/index.html, dist/contact/index.html, …, dist/404.html, plus dist/app-shell.html (the client-rendered
 * shell for /auth, /profile and unknown paths), sitemap.xml and robots.txt, all from the route table.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EMOTION_INSERTION_POINT } from '../src/app/emotion-cache';
import { paths } from '../src/config/paths';
import type { RenderedPage } from '../src/entry-server';
import { emitFontFaces, type FontFaces } from './font-faces';

export interface PrerenderOptions {
  distDir: string;
  render: (url: string) => Promise<RenderedPage>;
  routes: readonly string[];
  siteUrl: string;
  siteName: string;
}

/**
 * React 19 emits a route's <title>, <meta> and <link> elements first when it renders a fragment;
 * they belong in <head>, where React also finds them again when it hydrates.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const hoistable = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
  let rest = html;
  let head = '';
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * Puts the font faces into the template's <head>, inline so the first paint needs no second request,
 * and preloads the file the Latin text needs so it is laid out once, in Inter.
 */
export function withFontFaces(template: string, fonts: FontFaces): string {
  const preload = `<link rel="preload" href="${fonts.latinHref}" as="font" type="font/woff2" crossorigin>`;
  return template.replace(
    '<!--app-head-->',
    `${preload}<style>${fonts.css}</style><!--app-head-->`,
  );
}

/** The build links the manifest statically; the page links it after load instead (src/app/link-manifest.ts). */
export function withoutManifestLink(template: string): string {
  return template.replace(/<link rel="manifest"[^>]*>/g, '');
}

function fileForRoute(distDir: string, route: string): string {
  return route === '/' ? path.join(distDir, 'index.html') : path.join(distDir, route, 'index.html');
}

const insertionPoint = new RegExp(`<meta name="${EMOTION_INSERTION_POINT}"[^>]*>`);

/**
 * Fills the template's head, styles and body. Global styles go before Emotion's insertion point and the
 * components' styles directly after it, with nothing in between: that is where the client's cache would
 * insert them, so adopting them at startup moves no style tag (see src/app/emotion-cache.ts).
 */
export function fillTemplate(
  template: string,
  page: { head: string; body: string; styles?: RenderedPage['styles'] },
): string {
  const marker = insertionPoint.exec(template)?.[0];
  if (!marker) throw new Error(`The HTML template has no ${EMOTION_INSERTION_POINT} meta tag`);
  const styles = page.styles ?? { global: '', components: '' };
  return template
    .replace(marker, `${styles.global}${marker}${styles.components}`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.body);
}

export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  const urls = routes
    .map((route) => `  <url><loc>${new URL(route, siteUrl).href}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /auth\nDisallow: /profile\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

export async function prerender({ distDir, render, routes, siteUrl, siteName }: PrerenderOptions) {
  const templatePath = path.join(distDir, 'index.html');
  const builtTemplate = await readFile(templatePath, 'utf8');
  if (!builtTemplate.includes('<!--app-html-->')) {
    throw new Error(`${templatePath} is not the unrendered template: build the client first`);
  }
  const template = withFontFaces(withoutManifestLink(builtTemplate), await emitFontFaces(distDir));

  const shellHead = `<title>${siteName}</title><meta name="robots" content="noindex"/>`;
  await writeFile(
    path.join(distDir, 'app-shell.html'),
    fillTemplate(template, { head: shellHead, body: '' }),
  );

  const written: string[] = [];
  for (const route of [...routes, '/404', paths.offline.path]) {
    const page = await render(route);
    if (page.redirect) throw new Error(`Static route ${route} redirects to ${page.redirect}`);
    if (page.status !== 200) throw new Error(`Prerendering ${route} answered ${page.status}`);
    const { head, body } = splitHoistedHead(page.html);
    const file = route === '/404' ? path.join(distDir, '404.html') : fileForRoute(distDir, route);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, { head, body, styles: page.styles }));
    written.push(path.relative(distDir, file));
  }

  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, routes));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  return written;
}
