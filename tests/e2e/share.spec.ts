import { type Page } from '@playwright/test';
import { APP_STARTED_MARK } from '../../src/boot/shared/protocol';
import { startTheApp } from './support/app-start';
import { expect, test } from './support/test';

// The Share action on service, industry and contact pages: the phone's share sheet where the browser has
// Web Share, else a link to WhatsApp with the page's title and address; before and after the app loads,
// and with no JavaScript at all. WhatsApp itself is a stand-in: nothing leaves the machine.

const shareLink = (page: Page) => page.getByRole('link', { name: /^Share this page/ });

/** What a visitor shares from `page`: its title, and its canonical address tagged for the lead source. */
async function expectedShare(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  return { title: await page.title(), url: `${canonical}?utm_source=share` };
}

async function standInForWhatsApp(page: Page) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
}

/** The message a WhatsApp share link opens with. */
const whatsAppText = (href: string | null) => new URL(href ?? '').searchParams.get('text');

test('with Web Share, Share opens the share sheet with the title and address, before the app loads and after', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const shared = () => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  await page.goto('/services/cloud');
  const expected = await expectedShare(page);
  await shareLink(page).click();
  expect(await shared()).toEqual([expected]);
  // The tap needed no app: it has not been asked for.
  expect(
    await page.evaluate((mark) => performance.getEntriesByName(mark).length, APP_STARTED_MARK),
  ).toBe(0);
  await startTheApp(page);
  await shareLink(page).click();
  expect(await shared()).toEqual([expected, expected]);
  // The sheet instead of the link: no WhatsApp tab, and the page stays.
  expect(page.context().pages()).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe('/services/cloud');
});

test('without Web Share, Share opens WhatsApp with the page’s title and address', async ({
  page,
}) => {
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await standInForWhatsApp(page);
  await page.goto('/industries/healthcare');
  const { title, url } = await expectedShare(page);
  const opened = page.waitForEvent('popup');
  await shareLink(page).click();
  const whatsApp = await opened;
  await expect(whatsApp).toHaveTitle('WhatsApp');
  expect(new URL(whatsApp.url()).origin).toBe('https://wa.me');
  expect(whatsAppText(whatsApp.url())).toBe(`${title} ${url}`);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('Share is a working link to WhatsApp on service, industry and contact pages', async ({
    page,
  }) => {
    await standInForWhatsApp(page);
    for (const path of ['/services/managed', '/industries/education', '/contact']) {
      await page.goto(path);
      const { title, url } = await expectedShare(page);
      expect(whatsAppText(await shareLink(page).getAttribute('href'))).toBe(`${title} ${url}`);
    }
    const opened = page.waitForEvent('popup');
    await shareLink(page).click();
    await expect(await opened).toHaveTitle('WhatsApp');
  });
});
