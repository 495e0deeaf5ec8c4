import { expect, test } from './support/test';
import { viewports } from './support/axe';
import { scrollToLastIcon } from './support/icons';

// A trace's DOM snapshots style every element, off-screen sections too, which would fetch every icon.
test.use({ trace: 'off' });

test('decorative icons are files, painted after load, fetched as their section nears the view', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  // Every icon file the page asks for, in order, and whether the load event had fired by then.
  const iconRequests: { path: string; afterLoad: boolean; status: Promise<number | undefined> }[] =
    [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/assets\/[^/]+\.svg$/.test(pathname)) return;
    const status = request
      .response()
      .then((response) => response?.status())
      // Still in flight when the test ends.
      .catch(() => undefined);
    iconRequests.push({ path: pathname, afterLoad: loaded, status });
  });
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('data-icons', '');
  await expect.poll(() => iconRequests.length).toBeGreaterThan(0);
  // Read with the DOM alone: a locator on an off-screen icon would style its section, and fetch its icons.
  const iconFiles = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLElement>('[style*="--icon"]')].map((element) =>
        element.style.getPropertyValue('--icon'),
      ),
    ),
  ]);
  expect(iconFiles.length).toBeGreaterThan(10);
  // Nothing before the load event, and only what is near the first view.
  expect(iconRequests.filter((request) => !request.afterLoad)).toEqual([]);
  expect(iconRequests.length).toBeLessThan(iconFiles.length / 2);

  const { icon: lastIcon, file: lastFile } = await scrollToLastIcon(page);
  await expect(lastIcon).toHaveCSS('mask-image', new RegExp(`url\\(".*${lastFile}"\\)`));
  await expect(lastIcon).toHaveCSS('background-color', 'rgb(11, 37, 69)');
  const lastFileRequest = iconRequests.find((request) => request.path === lastFile);
  expect(await lastFileRequest?.status).toBe(200);
  // The file is a 24 px icon the browser can draw.
  const size = await page.evaluate(async (file) => {
    const image = new Image();
    image.src = file;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, lastFile);
  expect(size).toEqual([24, 24]);

  // Printed, and in a forced-colours mode (Windows contrast themes), it keeps its paint.
  await page.emulateMedia({ media: 'print' });
  await expect(lastIcon).toHaveCSS('print-color-adjust', 'exact');
  await page.emulateMedia({ media: 'screen' });
  await page.emulateMedia({ forcedColors: 'active' });
  await expect(lastIcon).toHaveCSS('forced-color-adjust', 'none');
  await expect(lastIcon).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});
