import { type APIRequestContext, type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { holdTheApp } from './support/app-start';
import { expectNoAxeViolations } from './support/axe';
import { documentsWhere } from './support/firestore';
import { fieldLooks } from './support/field-looks';
import { acknowledgementsTo, mailsMentioning } from './support/mail';

// The contact form sends before and without the app: the prerendered form posts to /api/contact
// (firebase.json's rewrite to submitContactForm in the Functions emulator), which stores and mails the
// message as the callable does and answers with the thank-you page, or with the form again on bad input.

const field = (page: Page, name: string) => page.getByRole('textbox', { name });

// Each test posts as a caller of its own (a documentation-range address, RFC 5737): the contact rate
// limit counts per address, and every browser test runs on this one machine.
let caller = 0;
test.beforeEach(async ({ context }) => {
  caller += 1;
  await context.setExtraHTTPHeaders({
    'X-Forwarded-For': `192.0.2.${(process.pid % 50) * 5 + caller}`,
  });
});

async function fillForm(
  page: Page,
  subject: string,
  token: string,
  name = 'Bolaji Adeyemi',
  email = 'bolaji@example.ng',
) {
  await field(page, 'Full Name').fill(name);
  await field(page, 'Email Address').fill(email);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill(`Our branch network needs managed Wi-Fi. Reference ${token}.`);
}

/** The messages stored with this subject. */
const storedWithSubject = (request: APIRequestContext, subject: string) =>
  documentsWhere(request, 'contactMessages', 'subject', subject);

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends: the thank-you page shows, the message is stored once and mailed', async ({
    page,
    request,
  }) => {
    const token = `nojs-${Date.now()}`;
    const subject = `Branch Wi-Fi ${token}`;
    // Its own address, which the token is not part of (the acknowledgement carries the address).
    const email = `bolaji-${Date.now().toString(36)}@example.ng`;
    await page.goto('/contact');
    await fillForm(page, subject, token, 'Bolaji Adeyemi', email);
    // Typed text never runs under a label: a filled or focused field raises it, without the app as
    // with it, and the focused field shows its focus.
    await field(page, 'Phone (optional)').focus();
    const expectedLooks = {
      'Full Name': { raised: true, focused: false },
      Message: { raised: true, focused: false },
      'Company (optional)': { raised: false, focused: false },
      'Phone (optional)': { raised: true, focused: true },
    };
    for (const [name, looks] of Object.entries(expectedLooks)) {
      await expect.poll(() => fieldLooks(field(page, name))).toMatchObject(looks);
    }
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible();
    await expect.poll(async () => (await storedWithSubject(request, subject)).length).toBe(1);
    const [stored] = await storedWithSubject(request, subject);
    expect(stored).toMatchObject({
      name: { stringValue: 'Bolaji Adeyemi' },
      page: { stringValue: '/contact' },
      // Left empty: not given.
      company: { nullValue: null },
      phone: { nullValue: null },
    });
    await expect.poll(async () => (await mailsMentioning(token)).length).toBe(1);
    // The sender hears at once that it arrived, and when to expect the answer.
    await expect.poll(async () => (await acknowledgementsTo(email)).length).toBe(1);
    const [acknowledgement] = await acknowledgementsTo(email);
    expect(acknowledgement).toMatch(/Expect our answer (within the hour|by \d)/);
  });

  test('bad input: the answer says what is wrong and keeps every word typed', async ({ page }) => {
    const token = `nojs-bad-${Date.now()}`;
    await page.goto('/contact');
    // Spaces pass the browser's "required" but not the contract, which trims first; six digits are
    // no phone number.
    await fillForm(page, `Spaces only ${token}`, token, '   ');
    await field(page, 'Company (optional)').fill('Adeyemi & Sons "Retail"');
    await field(page, 'Phone (optional)').fill('0803 12');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
    await expect(page.getByRole('alert')).toHaveText(
      'Please correct the highlighted fields and try again.',
    );
    await expect(field(page, 'Full Name')).toHaveAccessibleDescription('Please enter your name.');
    await expect(field(page, 'Phone (optional)')).toHaveAccessibleDescription(
      'Please enter a phone number with 7 to 15 digits, like +234 803 123 4567.',
    );
    await expect(field(page, 'Phone (optional)')).toHaveValue('0803 12');
    await expect(field(page, 'Company (optional)')).toHaveValue('Adeyemi & Sons "Retail"');
    await expect(field(page, 'Message')).toHaveValue(
      `Our branch network needs managed Wi-Fi. Reference ${token}.`,
    );
    await expect(field(page, 'Subject')).toHaveValue(`Spaces only ${token}`);
    // Corrected there, it sends, and the e-mail to sales carries the company and the phone number.
    await field(page, 'Full Name').fill('Bolaji Adeyemi');
    await field(page, 'Phone (optional)').fill('0803 123 4567');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/, { timeout: 20_000 });
    await expect.poll(async () => (await mailsMentioning(token)).length).toBe(1);
    const [mail] = await mailsMentioning(token);
    expect(mail?.replace(/=\r?\n/g, '')).toContain('Phone: 0803 123 4567');
  });
});

test('the thank-you page and the answer to bad input pass axe', async ({ page }) => {
  // Four axe runs (two pages, light and dark): on a busy machine longer than the default 30 s.
  test.setTimeout(60_000);
  await page.goto('/contact/sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The endpoint's answer as a browser shows it (axe needs scripts, which the answer never runs).
  const answer = await page.request.post('/api/contact', {
    headers: { Origin: new URL(page.url()).origin },
    form: { name: ' ', email: 'not-an-address', subject: 'Hi', message: 'Hello', website: '' },
  });
  expect(answer.status()).toBe(400);
  await page.setContent(await answer.text());
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue('not-an-address');
  await expectNoAxeViolations(page);
});

test.describe('on a return visit', () => {
  // The service worker controls the page and fetches the app.
  test.use({ serviceWorkers: 'allow' });
  test('sent before the app has loaded, the form posts itself once, and the app arriving sends nothing more', async ({
    page,
    request,
  }) => {
    const app = await holdTheApp(page);
    // Every way the page could send the message: its own post, and the app's callable.
    const sends: Request[] = [];
    page.on('request', (sent) => {
      if (/\/api\/contact$|sendContactEmail/.test(sent.url())) sends.push(sent);
    });
    const token = `early-${Date.now()}`;
    const subject = `Sent early ${token}`;
    // From a campaign link: the boot module puts the visit's source in the form's post.
    await page.goto('/contact?utm_source=newsletter&utm_medium=email&utm_campaign=q4-cloud');
    // As on a return visit: the service worker controls the page, and it is the one fetching the app.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await fillForm(page, subject, token);
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    app.release();
    // The post stores and mails before it answers: give a busy machine's emulators time.
    await expect(page).toHaveURL(/\/contact\/sent$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible();
    // The thank-you page has replaced the form's: nothing is left that could send again, and every
    // request the form's page made was seen before it went. Each is answered (a callable stores before
    // it answers) before the stored messages are counted.
    await Promise.all(sends.map((sent) => sent.response()));
    expect(sends.map((sent) => `${sent.method()} ${new URL(sent.url()).pathname}`)).toEqual([
      'POST /api/contact',
    ]);
    const stored = await storedWithSubject(request, subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.source).toEqual({
      mapValue: {
        fields: {
          landingPage: { stringValue: '/contact' },
          utmSource: { stringValue: 'newsletter' },
          utmMedium: { stringValue: 'email' },
          utmCampaign: { stringValue: 'q4-cloud' },
        },
      },
    });
  });
});
