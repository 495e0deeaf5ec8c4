import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emitFontFaces, minifyFontCss, rewriteFontUrls } from './font-faces';

describe('font faces', () => {
  let distDir = '';
  afterEach(async () => {
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  it('should rewrite each file URL and list the files', () => {
    const { css, files } = rewriteFontUrls(
      'src: url(./files/a.woff2) format("woff2"); src: url(./files/b.woff2)',
      (file) => `/assets/${file}`,
    );
    expect(css).toBe('src: url(/assets/a.woff2) format("woff2"); src: url(/assets/b.woff2)');
    expect(files).toEqual(['a.woff2', 'b.woff2']);
  });

  it('should drop comments and spaces, and keep the values', () => {
    expect(
      minifyFontCss(
        "/* latin */\n@font-face {\n  font-family: 'Inter Variable';\n  unicode-range: U+0000-00FF, U+0131;\n}\n",
      ),
    ).toBe("@font-face{font-family:'Inter Variable';unicode-range:U+0000-00FF,U+0131}");
  });

  it('should copy every face to dist/assets under a content hash and preload basic Latin', async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'fonts-'));
    const fonts = await emitFontFaces(distDir);
    const copied = await readdir(path.join(distDir, 'assets'));
    expect(copied.length).toBe(fonts.css.match(/@font-face/g)?.length);
    expect(fonts.latinHref).toMatch(/^\/assets\/inter-latin-wght-normal-[0-9a-f]{10}\.woff2$/);
    for (const href of fonts.css.match(/\/assets\/[^)]+\.woff2/g) ?? []) {
      expect(copied).toContain(href.slice('/assets/'.length));
    }
    const latin = await readFile(path.join(distDir, fonts.latinHref));
    expect(latin.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});
