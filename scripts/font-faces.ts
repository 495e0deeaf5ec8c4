/**
 * Inter's font faces for the prerendered pages, produced outside Vite's bundle on purpose: a stylesheet
 * in the bundle belongs to the entry chunk, every lazily loaded chunk then lists it as a dependency, and
 * Vite's loader links it again at run time. A new style sheet after first paint makes the browser
 * restyle and lay out the whole page, so the faces are inlined into each page instead (prerender.ts).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface FontFaces {
  /** The @font-face rules, with URLs of the copied, content-hashed files under /assets/. */
  css: string;
  /** The file covering basic Latin (unicode-range from U+0000): every page needs it, so it is preloaded. */
  latinHref: string;
}

/** Minifies the little CSS a font-face file has: comments and the whitespace around punctuation. */
export function minifyFontCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** Rewrites each url(./files/x.woff2) with `rename` and returns the CSS with the originals it named. */
export function rewriteFontUrls(
  css: string,
  rename: (file: string) => string,
): { css: string; files: string[] } {
  const files: string[] = [];
  const rewritten = css.replace(/url\(\.\/files\/([^)]+\.woff2)\)/g, (_match, file: string) => {
    files.push(file);
    return `url(${rename(file)})`;
  });
  return { css: rewritten, files };
}

/** Copies the faces' files into dist/assets with a content hash and returns the CSS that uses them. */
export async function emitFontFaces(distDir: string): Promise<FontFaces> {
  const cssPath = require.resolve('@fontsource-variable/inter/wght.css');
  const source = await readFile(cssPath, 'utf8');
  const hrefs = new Map<string, string>();
  const { files } = rewriteFontUrls(source, (file) => file);
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  for (const file of files) {
    const from = path.join(path.dirname(cssPath), 'files', file);
    const hash = createHash('sha256')
      .update(await readFile(from))
      .digest('hex')
      .slice(0, 10);
    const name = file.replace(/\.woff2$/, `-${hash}.woff2`);
    await copyFile(from, path.join(distDir, 'assets', name));
    hrefs.set(file, `/assets/${name}`);
  }
  const { css } = rewriteFontUrls(source, (file) => hrefs.get(file) ?? file);
  const minified = minifyFontCss(css);
  const latin = /src:url\(([^)]+\.woff2)\)[^}]*unicode-range:U\+0000-00FF[,;}]/.exec(minified)?.[1];
  if (!latin) throw new Error(`${cssPath} has no face for basic Latin (U+0000-00FF)`);
  return { css: minified, latinHref: latin };
}
