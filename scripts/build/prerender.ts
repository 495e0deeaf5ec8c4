/**
 * Turns the client build into one HTML file per static route, rendered by the app itself:
 * dist/index.html, dist/contact/index.html, …, dist/auth/index.html, dist/profile/index.html, dist/404.html,
 * dist/offline/index.html (what the service worker serves for a page not saved on the device), plus
 * sitemap.xml and robots.txt, all from the route table.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EMOTION_INSERTION_POINT } from '../../src/app/emotion-cache';
import { paths } from '../../src/config/paths';
import type { RenderedPage } from '../../src/entry-server';
import { hasTextField, withFieldStarter } from './field-starter';

export interface PrerenderOptions {
  distDir: string;
  /** Shown in an app shell's title while the app starts: the site's name. */
  siteName?: string;
  render: (url: string) => Promise<RenderedPage>;
  routes: readonly string[];
  /** Prerendered too, but not in the sitemap (/auth, /profile: `noindex`). */
  unlistedRoutes?: readonly string[];
  siteUrl: string;
  /**
   * The form pages' starter (scripts/build/field-starter.ts): the script, and the app's scripts a route
   * needs. Pages with a text field carry both; without it, no page does.
   */
  fieldStarter?: { script: string; modulesFor: (route: string) => readonly string[] };
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

/** The build links the manifest statically; the page links it after load instead (src/boot/link-manifest.ts). */
export function withoutManifestLink(template: string): string {
  return template.replace(/<link rel="manifest"[^>]*>/g, '');
}

/** Characters a data: URL of SVG markup must escape, inside a double-quoted HTML attribute too. */
const svgUrlUnsafe = /[%#<>"&]/g;

/**
 * Writes the SVG favicon into the icon link as a data: URL. Linked, it was a request of its own that
 * often finished just before the first paint, and Lighthouse's simulation then counts one more round
 * trip before the largest paint (LCP 150 ms later than FCP on most service and industry pages).
 * Its attributes are quoted with ' rather than ", which the URL would otherwise write as %22, and its
 * escapes are lower case (%3c: the same to a URL parser, and brotli finds more of the page's own letters
 * in them): every page carries it in its first round trip.
 */
export function withInlineFavicon(template: string, svg: string): string {
  const data = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/="([^"']*)"/g, "='$1'")
    .replace(svgUrlUnsafe, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return template.replace(
    /(<link rel="icon" href=")\/favicon\.svg"/,
    (_link, start: string) => `${start}data:image/svg+xml,${data}"`,
  );
}

/**
 * MUI's utility class names that no style sheet selects on: every element a Box, Typography, Stack,
 * CardContent or Container renders wears one or two (561 `MuiBox-root` on the AI page), while their styles come with
 * Emotion's classes. None of MUI's rules for the components the site uses, nor ours, names them (MUI's
 * CardHeader, Checkbox and ListItemText would, and the site has none). Written out, they cost the AI
 * page ≈ 0.3 KB of its first round trip. React does not compare class names when it hydrates, and sets
 * the whole list again whenever it changes one.
 */
const unselectedUtilityClass = /^Mui(Box|Typography|Stack|CardContent|Container)-\w+$/;

export function withoutUnselectedUtilityClasses(markup: string): string {
  return markup.replace(/ class="([^"]*)"/g, (_attribute, classes: string) => {
    const kept = classes
      .split(' ')
      .filter((name) => name && !unselectedUtilityClass.test(name))
      .join(' ');
    return kept ? ` class="${kept}"` : '';
  });
}

/** Where a route's prerendered page is written, relative to the build: "/contact" → contact/index.html. */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

const fileForRoute = (distDir: string, route: string) => path.join(distDir, htmlFileOf(route));

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
  return `User-agent: *\nAllow: /\nDisallow: /auth\nDisallow: /profile\nDisallow: /admin\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export async function prerender({
  distDir,
  render,
  routes,
  unlistedRoutes = [],
  siteUrl,
  siteName,
  fieldStarter,
}: PrerenderOptions): Promise<{ written: string[]; fieldStarterRoutes: string[] }> {
  const templatePath = path.join(distDir, 'index.html');
  const builtTemplate = await readFile(templatePath, 'utf8');
  if (!builtTemplate.includes('<!--app-html-->')) {
    throw new Error(`${templatePath} is not the unrendered template: build the client first`);
  }
  const favicon = await readFile(path.join(distDir, 'favicon.svg'), 'utf8');
  const template = withInlineFavicon(withoutManifestLink(builtTemplate), favicon);

  const written: string[] = [];
  const fieldStarterRoutes: string[] = [];
  for (const route of [...routes, ...unlistedRoutes, '/404', paths.offline.path]) {
    const page = await render(route);
    if (page.redirect) throw new Error(`Static route ${route} redirects to ${page.redirect}`);
    if (page.status !== 200) throw new Error(`Prerendering ${route} answered ${page.status}`);
    // React's mark for a boundary it could not render and left to the browser, which then throws
    // error 419 as it hydrates and renders that part anew.
    if (page.html.includes(CLIENT_RENDERED_BOUNDARY)) {
      throw new Error(`Prerendering ${route} left a Suspense boundary to the browser: it threw`);
    }
    const { head, body } = splitHoistedHead(page.html);
    const file = route === '/404' ? path.join(distDir, '404.html') : fileForRoute(distDir, route);
    await mkdir(path.dirname(file), { recursive: true });
    const html = fillTemplate(template, {
      head,
      body: withoutUnselectedUtilityClasses(body),
      styles: page.styles,
    });
    const startsOnField = fieldStarter !== undefined && hasTextField(body);
    if (startsOnField) fieldStarterRoutes.push(route);
    await writeFile(
      file,
      startsOnField
        ? withFieldStarter(html, fieldStarter.script, fieldStarter.modulesFor(route))
        : html,
    );
    written.push(path.relative(distDir, file));
  }

  // The inbox and its insights are for admins only, so nothing of them is prerendered: an empty root,
  // which makes the boot module start the app at once (src/boot/boot.ts), and the admin code loads only there.
  for (const [adminPath, title] of [
    [paths.admin.path, 'Inbox'],
    [paths.adminInsights.path, 'Insights'],
  ] as const) {
    const adminShell = fileForRoute(distDir, adminPath);
    await mkdir(path.dirname(adminShell), { recursive: true });
    await writeFile(
      adminShell,
      fillTemplate(template, {
        // noindex as a header (firebase.json): the app writes its own meta tag, which would be a second.
        head: `<title>${title}${siteName ? ` | ${siteName}` : ''}</title>`,
        body: '',
      }),
    );
    written.push(path.relative(distDir, adminShell));
  }

  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, routes));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  return { written, fieldStarterRoutes };
}
