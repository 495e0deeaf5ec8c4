/**
 * `npm run icons`: rasterises the brand mark (the same drawing as public/favicon.svg) into the PNG icons
 * the web app manifest and iOS need, with Debian's Chromium. Run it after changing the mark; the PNGs are
 * committed. The pages' share cards are drawn by the build instead (scripts/build/share-cards.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { brand } from '../../src/theme/primitives';
import { SHORTCUT_ICON_SIZE, shortcutIcons } from '../../src/config/install-manifest';
import { markSvg } from '../build/brand-mark';
import { chromiumFlags, chromiumPath } from '../test/chromium';

const publicDir = path.resolve(import.meta.dirname, '../../public');

/** A manifest shortcut's icon: a white glyph (24-unit grid) on the brand's ink, rounded like the app icon. */
function shortcutSvg(size: number, glyph: string): string {
  const scale = (size * 0.5) / 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${brand.ink}"/>
  <path transform="translate(${size * 0.25} ${size * 0.25}) scale(${scale})" d="${glyph}" fill="#fff"/>
</svg>`;
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags],
});
try {
  await mkdir(path.join(publicDir, 'icons'), { recursive: true });
  const icons = [
    { file: 'icons/icon-192.png', size: 192, svg: markSvg(192, 0.12, true) },
    { file: 'icons/icon-512.png', size: 512, svg: markSvg(512, 0.12, true) },
    { file: 'icons/icon-maskable-512.png', size: 512, svg: markSvg(512, 0.2, false) },
    { file: 'icons/apple-touch-icon.png', size: 180, svg: markSvg(180, 0.14, false) },
    ...Object.values(shortcutIcons).map(({ file, glyph }) => ({
      file,
      size: SHORTCUT_ICON_SIZE,
      svg: shortcutSvg(SHORTCUT_ICON_SIZE, glyph),
    })),
  ];
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<body style="margin:0">${icon.svg}</body>`);
    await page.screenshot({ path: path.join(publicDir, icon.file), omitBackground: true });
    await page.close();
  }
  console.log(`Wrote ${icons.length} icons to ${publicDir}`);
} finally {
  await browser.close();
}
