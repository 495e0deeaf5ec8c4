/**
 * `npm run screenshots`: photographs the built home page (run `npm run build` first) at a phone's and a
 * computer's size for the web app manifest's `screenshots`, the pictures Android and desktop Chromium
 * show in their rich install sheet. They are committed like the icons, for two reasons: the build
 * never starts a browser (it runs where none is installed, such as the deploy workflow, and a browser
 * would add seconds to every build on two cores), and the pictures only change when the home page's
 * look does. Run it again after such a change, then build.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { installScreenshots } from '../../src/config/install-manifest';
import { startHostingEmulator } from '../dev/hosting-emulator';
import { chromiumFlags, chromiumPath } from '../test/chromium';

const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(root, 'public');
/** JPEG at this quality: a photo-like page at a fraction of a PNG's bytes. */
const QUALITY = 70;

const server = await startHostingEmulator({ root });
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
try {
  await mkdir(path.join(publicDir, 'screenshots'), { recursive: true });
  for (const shot of installScreenshots) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.deviceScaleFactor,
      isMobile: shot.isMobile,
      hasTouch: shot.isMobile,
      // No service worker: the picture is of the page, never of a cached copy.
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(publicDir, shot.file);
    await page.screenshot({ path: file, type: 'jpeg', quality: QUALITY });
    console.log(`${shot.file}: ${((await stat(file)).size / 1024).toFixed(0)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
