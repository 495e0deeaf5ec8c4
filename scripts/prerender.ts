/**
 * Turns the client build into one HTML file per static route, rendered by the app itself:
 * dist/index.html, dist/contact/index.html, …, dist/404.html, plus dist/app-shell.html (the client-rendered
 * shell for /auth, /profile and unknown paths), sitemap.xml and robots.txt, all from the route table.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '../src/entry-server';

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

function fileForRoute(distDir: string, route: string): string {
  return route === '/' ? path.join(distDir, 'index.html') : path.join(distDir, route, 'index.html');
}

function fillTemplate(template: string, head: string, body: string): string {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
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
  const template = await readFile(templatePath, 'utf8');
  if (!template.includes('<!--app-html-->')) {
    throw new Error(`${templatePath} is not the unrendered template: build the client first`);
  }

  const shellHead = `<title>${siteName}</title><meta name="robots" content="noindex"/>`;
  await writeFile(path.join(distDir, 'app-shell.html'), fillTemplate(template, shellHead, ''));

  const written: string[] = [];
  for (const route of [...routes, '/404']) {
    const page = await render(route);
    if (page.redirect) throw new Error(`Static route ${route} redirects to ${page.redirect}`);
    if (page.status !== 200) throw new Error(`Prerendering ${route} answered ${page.status}`);
    const { head, body } = splitHoistedHead(page.html);
    const file = route === '/404' ? path.join(distDir, '404.html') : fileForRoute(distDir, route);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, head + page.styles, body));
    written.push(path.relative(distDir, file));
  }

  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, routes));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  return written;
}
