import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { test } from './support/test';
import { appHasStarted } from './support/app-start';
import {
  createAccount,
  expect,
  FIREBASE_TEST_TIMEOUT,
  latestOobCode,
  signInOnTheWayTo,
  uniqueEmail,
} from './support/auth-emulator';
import { expectNoAxeViolations, viewports } from './support/axe';
import { acknowledgementsTo, mailsMentioning } from './support/mail';

/**
 * The conversation stays with the lead (issue #55), as its people live it on a phone (375 px): a
 * prospect writes from a campaign link; the firm replies from /admin; the prospect answers by mail
 * with a file (the SMTP catcher hands the mail to the inbound function as the mail provider would),
 * then once more on their conversation page with JavaScript off; the admin sees both answers in order
 * and the lead waiting again; the prospect books a call without JavaScript, its invitation threaded
 * into the same conversation; the prospect makes an account with the same address and finds the
 * request and the booking under /profile.
 */

const root = new URL('../..', import.meta.url).pathname;
const run = promisify(execFile);
const PASSWORD = 'conversation-password';

/** A header of a raw mail (the catcher's .eml), unfolded (a long one may start on the next line). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

/** How wide the page lays itself out: wider than the viewport means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The prospect's own address (a documentation-range one, RFC 5737): the rate limits count per
 * address, and every browser test posts from this one machine.
 */
const PROSPECT_IP = { 'X-Forwarded-For': `203.0.113.${(process.pid % 250) + 1}` };

async function phone(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; extraHTTPHeaders?: Record<string, string> } = {},
) {
  const context = await browser.newContext({ viewport: viewports.phone, ...options });
  return { context, page: await context.newPage() };
}

test.describe('the conversation', () => {
  test.use({ viewport: viewports.phone });

  test('by mail and on the page, into the inbox, waiting again, and under /profile', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(4 * FIREBASE_TEST_TIMEOUT);
    const mark = Date.now().toString(36);
    const prospect = uniqueEmail('prospect');
    const subject = `Firewall for two branches ${mark}`;

    await test.step('the prospect writes from a campaign link', async () => {
      // Sent as the prospect's own address, for the rate limit: added on the way to the function, so
      // the browser's cross-origin call asks for no header the callable does not allow.
      await page.route('**/sendContactEmail', (route) =>
        route.continue({ headers: { ...route.request().headers(), ...PROSPECT_IP } }),
      );
      await page.goto('/contact?utm_source=newsletter&utm_medium=email&utm_campaign=dec-security');
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Funmi Adeyemi');
      await page.getByRole('textbox', { name: 'Email Address' }).fill(prospect);
      await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('We need a firewall for our Ikeja and Lekki branches.');
      await appHasStarted(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 20_000 });
    });

    // The acknowledgement links to the conversation page (on the site's configured address; the
    // path is what this stack serves).
    await expect.poll(async () => (await acknowledgementsTo(prospect)).length).toBe(1);
    const [acknowledgement] = await acknowledgementsTo(prospect);
    const conversation = /\/conversation\/[a-z2-7]{26}/.exec(acknowledgement!)?.[0];
    expect(conversation, 'the link in the acknowledgement').toBeTruthy();
    expect(header(acknowledgement!, 'Reply-To')).toMatch(
      /^reply\+[a-z2-7]{26}@reply\.lagoon-ridge\.example$/,
    );

    const adminEmail = uniqueEmail('admin');
    const { context: adminContext, page: admin } = await phone(browser);
    const replyText = `Which firewall do you use today? (${mark})`;
    await test.step('the firm replies from the inbox, on a phone', async () => {
      await createAccount(request, adminEmail, PASSWORD);
      await run('npx', ['tsx', 'scripts/ops/admin.ts', 'grant', adminEmail], { cwd: root });
      await signInOnTheWayTo(admin, '/admin', adminEmail, PASSWORD);
      await admin.getByRole('searchbox', { name: 'Search name, e-mail or company' }).fill(prospect);
      await admin
        .getByRole('list', { name: /^Messages/ })
        .getByRole('button', { name: /Funmi Adeyemi/ })
        .click();
      const detail = admin.getByRole('article', { name: subject });
      await expect(detail).toContainText('campaign dec-security');
      await detail.getByRole('textbox', { name: 'Your reply' }).fill(replyText);
      await detail.getByRole('button', { name: 'Send reply' }).click();
      await expect(admin.getByText(`Sent to ${prospect}.`)).toBeVisible();
    });

    await test.step('the prospect answers the reply by mail, with a file', async () => {
      await expect.poll(async () => (await mailsMentioning(replyText)).length).toBe(1);
      const [reply] = await mailsMentioning(replyText);
      expect(reply).toContain(conversation);
      const folder = await mkdtemp(path.join(tmpdir(), 'conversation-e2e-'));
      const file = path.join(folder, 'branch-network.pdf');
      await writeFile(file, `%PDF-1.7 network diagram ${mark}`);
      await run(
        'npx',
        [
          'tsx',
          'scripts/dev/answer-by-mail.ts',
          '--to',
          header(reply!, 'Reply-To')!,
          '--from',
          `Funmi Adeyemi <${prospect}>`,
          '--in-reply-to',
          header(reply!, 'Message-ID')!,
          '--subject',
          `Re: ${subject}`,
          '--text',
          `A Fortinet 60E in Ikeja. Diagram attached (${mark}).`,
          '--quote',
          replyText,
          '--attach',
          file,
        ],
        { cwd: root },
      );
    });

    await test.step('and once more on the conversation page, with JavaScript off', async () => {
      const { context, page: noScript } = await phone(browser, {
        javaScriptEnabled: false,
        extraHTTPHeaders: PROSPECT_IP,
      });
      const response = await noScript.goto(conversation!);
      // Hosting's rewrite to the function keeps its headers: no index, no referrer, no store.
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      expect(response?.headers()['cache-control']).toContain('no-store');
      const thread = noScript.getByRole('list', { name: 'Messages, oldest first' });
      await expect(thread).toContainText('We need a firewall for our Ikeja and Lekki branches.');
      await expect(thread).toContainText(replyText);
      await expect(thread).toContainText(`A Fortinet 60E in Ikeja. Diagram attached (${mark}).`);
      await expect(thread.getByRole('list', { name: 'Attachments' })).toContainText(
        'branch-network.pdf',
      );
      // The quote of our reply stayed out of the thread.
      await expect(thread.getByText(`> ${replyText}`)).toHaveCount(0);
      await noScript
        .getByRole('textbox', { name: 'Message' })
        .fill(`Also: can you start in January? (${mark})`);
      await noScript.getByRole('button', { name: 'Send' }).click();
      await expect(noScript).toHaveURL(`${conversation}?sent=1`);
      await expect(noScript.getByRole('status')).toContainText(
        'Your message is in the conversation',
      );
      await expect(thread.getByRole('listitem').last()).toContainText(
        'Also: can you start in January?',
      );
      expect(await pageWidth(noScript)).toBe(viewports.phone.width);
      await context.close();
    });

    await test.step('the conversation page passes axe, light and dark', async () => {
      // The same HTML (it has no script); axe runs in the page.
      const { context, page: reader } = await phone(browser);
      await reader.goto(conversation!);
      await expectNoAxeViolations(reader);
      await context.close();
    });

    await test.step('the admin sees both answers, in order, and the lead waiting again from them', async () => {
      // The inbox as it opens again on the phone: the lead still open (its address says so).
      await admin.reload();
      const detail = admin.getByRole('article', { name: subject });
      await expect(detail).toContainText(/Waiting .* since their answer/);
      const thread = detail.getByRole('region', { name: /^Conversation/ });
      await expect(thread).toContainText(replyText);
      await expect(thread).toContainText('branch-network.pdf (application/pdf');
      // Both sides, oldest first: our reply, the answer by mail, the answer on the page.
      const said = (text: string) =>
        text.includes(replyText)
          ? 'reply'
          : text.includes('Fortinet')
            ? 'mail'
            : text.includes('January')
              ? 'page'
              : text;
      await expect
        .poll(async () => (await thread.locator(':scope > ol > li').allInnerTexts()).map(said))
        .toEqual(['reply', 'mail', 'page']);
      expect(await pageWidth(admin)).toBe(viewports.phone.width);
      // Back in the list, the lead is new again and says how long it has waited since the answer.
      await detail.getByRole('button', { name: 'Back to the list' }).click();
      await admin.getByRole('searchbox', { name: 'Search name, e-mail or company' }).fill(prospect);
      await expect(
        admin
          .getByRole('list', { name: /^Messages/ })
          .getByRole('button', { name: /Funmi Adeyemi/ }),
      ).toContainText(/Waiting .* since their answer/);
      await adminContext.close();
    });

    await test.step('the prospect books a call without JavaScript; its invitation answers into the same thread', async () => {
      const { context, page: noScript } = await phone(browser, {
        javaScriptEnabled: false,
        extraHTTPHeaders: PROSPECT_IP,
      });
      await noScript.goto('/booking');
      await noScript.getByRole('button', { name: 'Book a Technical Call' }).click();
      // The emulator may start serveBooking's worker on this first call.
      await expect(
        noScript.getByRole('heading', { level: 1, name: 'Book a technical call' }),
      ).toBeVisible({ timeout: 30_000 });
      await noScript.locator('details summary').nth(1).click();
      await noScript.locator('details').nth(1).getByRole('radio').first().check();
      await noScript.getByRole('textbox', { name: 'Full Name' }).fill('Funmi Adeyemi');
      await noScript.getByRole('textbox', { name: 'Email Address' }).fill(prospect);
      await noScript.getByRole('button', { name: 'Confirm booking' }).click();
      await expect(
        noScript.getByRole('heading', { level: 1, name: 'Your technical call is booked' }),
      ).toBeVisible();
      await context.close();
      const invitationTo = async () =>
        (await mailsMentioning('To reschedule or cancel:')).filter((mail) =>
          new RegExp(`^To: ${prospect.replace(/[.+]/g, '\\$&')}$`, 'im').test(mail),
        );
      await expect.poll(async () => (await invitationTo()).length).toBe(1);
      const [invitation] = await invitationTo();
      const [reply] = await mailsMentioning(replyText);
      // The lead's reply address, so an answer to the invitation comes back into this conversation.
      expect(header(invitation!, 'Reply-To')).toBe(header(reply!, 'Reply-To'));
      expect(header(invitation!, 'References')).toContain(header(reply!, 'Message-ID'));
    });

    await test.step('the prospect signs up with the same address and finds the request and the booking under /profile', async () => {
      await page.goto('/auth#sign-up');
      await page.getByLabel('Email').fill(prospect);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
      const code = await latestOobCode(request, prospect, 'VERIFY_EMAIL');
      await page.goto(`/auth?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
      await expect(page.getByText('Your email address is verified.')).toBeVisible();
      await page.goto('/profile');
      const requests = page.getByRole('region', { name: 'Your requests' });
      await expect(requests.getByRole('heading', { name: subject })).toBeVisible();
      await requests.getByRole('button', { name: 'Open the conversation' }).click();
      await expect(requests).toContainText(replyText);
      await expect(requests).toContainText('Also: can you start in January?');
      const booking = requests.getByRole('listitem').filter({ hasText: 'Technical call' });
      await expect(booking).toContainText('Booking');
      await booking.getByRole('button', { name: 'Open the booking' }).click();
      await expect(booking).toContainText(/\d\d:\d\d WAT/);
      expect(await pageWidth(page)).toBe(viewports.phone.width);
    });
  });
});
