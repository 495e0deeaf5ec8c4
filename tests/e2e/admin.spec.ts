import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { appHasStarted } from './support/app-start';
import {
  createAccount,
  expect,
  grantAdmin,
  FIREBASE_TEST_TIMEOUT,
  signInOnTheWayTo,
  uniqueEmail,
} from './support/auth-emulator';
import { expectNoAxeViolations, viewports } from './support/axe';
import { FIRESTORE, type FirestoreValue } from './support/firestore';
import { mailsMentioning } from './support/mail';
import { ADMIN_INBOX_DATABASE } from '../../src/config/storage-keys';

/**
 * The firm's inbox at /admin, as an admin uses it: an account made an admin with the CLI
 * (`npm run admin -- grant`), messages seeded as the contact function stores them, and one sent through
 * /contact while the inbox is open. A client who opens /admin is told it is not for them.
 */

const PASSWORD = 'admin-inbox-password';
const run = Date.now().toString(36);
/** A word only this run's messages carry in their company, so search finds exactly them. */
const COMPANY_MARK = `Zenith${run}`;

interface SeededMessage {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string;
  message: string;
  status: 'sent' | 'mail_failed' | 'mail_abandoned';
  minutesAgo: number;
}

const seeded: SeededMessage[] = [
  {
    id: `e2e-${run}-a`,
    name: 'Adaeze Okafor',
    email: 'adaeze@example.ng',
    company: `${COMPANY_MARK} Bank`,
    phone: '0803 123 4567',
    subject: 'Core banking reports in the cloud',
    message: 'We need our month-end reports out of the data centre.\nCan you help by March?',
    status: 'sent',
    minutesAgo: 5,
  },
  {
    id: `e2e-${run}-b`,
    name: 'Tunde Bakare',
    email: 'tunde@example.ng',
    company: `${COMPANY_MARK} Logistics`,
    phone: null,
    subject: 'Fleet tracking',
    message: '=HYPERLINK("http://evil.test") a formula a spreadsheet must not run',
    status: 'mail_abandoned',
    minutesAgo: 65,
  },
  {
    id: `e2e-${run}-c`,
    name: 'Ngozi Umeh',
    email: 'ngozi@example.ng',
    company: `${COMPANY_MARK} Health`,
    phone: '+234 809 555 0101',
    subject: 'Patient records security review',
    // What breaks a phone's layout if nothing wraps it: a 300-character address and a 120-letter word.
    message: `An audit is due in April. The brief: https://records.example.ng/${'audit-brief-'.repeat(22)}.pdf and ${'x'.repeat(120)}`,
    status: 'mail_failed',
    minutesAgo: 125,
  },
];

/** The names of the IndexedDB databases the page's origin holds. */
const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));

/** How wide the page lays itself out: wider than the viewport means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const string = (value: string | null) =>
  value === null ? { nullValue: null } : { stringValue: value };

/** Writes a message as the contact function stores it (functions/src/leads/lead-store.ts). */
async function seedMessage(request: APIRequestContext, message: SeededMessage) {
  const createdAt = new Date(Date.now() - message.minutesAgo * 60_000).toISOString();
  const answer = await request.patch(`${FIRESTORE}/contactMessages/${message.id}`, {
    headers: { Authorization: 'Bearer owner' },
    data: {
      fields: {
        name: string(message.name),
        email: string(message.email),
        company: string(message.company),
        phone: string(message.phone),
        subject: string(message.subject),
        message: string(message.message),
        status: string(message.status),
        triage: string('new'),
        createdAt: { timestampValue: createdAt },
        uid: { nullValue: null },
        page: string('/services/cloud'),
        source: {
          mapValue: {
            fields: {
              landingPage: string('/services/cloud'),
              referrerHost: string('www.google.com'),
              utmSource: string('newsletter'),
              utmCampaign: string('q4-cloud'),
            },
          },
        },
        mailAttempts: { integerValue: '1' },
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function storedFields(
  request: APIRequestContext,
  id: string,
): Promise<Record<string, FirestoreValue>> {
  const answer = await request.get(`${FIRESTORE}/contactMessages/${id}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { fields: Record<string, FirestoreValue> }).fields;
}

const list = (page: Page) => page.getByRole('list', { name: /^Messages/ });
const row = (page: Page, name: string) =>
  list(page).getByRole('button', { name: new RegExp(name) });

test.describe('admin inbox', () => {
  test.describe.configure({ mode: 'serial' });
  // Push alerts arrive in the service worker, and the offline inbox is served by it.
  test.use({ serviceWorkers: 'allow' });
  const adminEmail = uniqueEmail('admin');

  test.beforeAll(async ({ request }) => {
    await createAccount(request, adminEmail, PASSWORD);
    await grantAdmin(adminEmail);
    for (const message of seeded) await seedMessage(request, message);
  });

  test('lists, filters, searches, opens a message, saves its status and a note, exports CSV', async ({
    page,
    request,
  }) => {
    // One sign-in and one inbox load for the whole tour: longer than one Firebase round trip's test.
    test.setTimeout(3 * FIREBASE_TEST_TIMEOUT);
    await page.setViewportSize(viewports.desktop);
    // The shell as served (no prerender, X-Robots-Tag): tests/built/headers.test.ts.
    await signInOnTheWayTo(page, '/admin', adminEmail, PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page).toHaveTitle(/^Inbox/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // Search by company: this run's three, newest first, times in Lagos time.
    await page
      .getByRole('searchbox', { name: 'Search name, e-mail or company' })
      .fill(COMPANY_MARK);
    await expect(list(page).getByRole('button')).toHaveCount(3);
    await expect(list(page).getByRole('button').first()).toContainText('Adaeze Okafor');
    await expect(list(page).getByRole('button').last()).toContainText('Ngozi Umeh');
    await expect(list(page).getByRole('button').first()).toContainText('WAT');
    // Search by e-mail and by name, ignoring case.
    await page.getByRole('searchbox').fill(`tunde@EXAMPLE.ng ${COMPANY_MARK}`);
    await expect(list(page).getByRole('button')).toHaveCount(1);
    await page.getByRole('searchbox').fill(`${COMPANY_MARK} ngozi`);
    await expect(list(page).getByRole('button')).toHaveCount(1);
    await page.getByRole('searchbox').fill(COMPANY_MARK);

    // Delivery trouble: the failed and the abandoned e-mail, both flagged in the list.
    await page.getByRole('combobox', { name: 'Filter by delivery' }).selectOption('trouble');
    await expect(list(page).getByRole('button')).toHaveCount(2);
    await expect(row(page, 'Tunde Bakare')).toContainText('Mail abandoned');
    await page.getByRole('combobox', { name: 'Filter by delivery' }).selectOption('mail_failed');
    await expect(list(page).getByRole('button')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Filter by delivery' }).selectOption('all');
    // Its row open (selected) and under the pointer, its flag still readable.
    const abandoned = row(page, 'Tunde Bakare');
    await abandoned.click();
    await expect(abandoned).toHaveAttribute('aria-current', 'true');
    await abandoned.hover();
    await expectNoAxeViolations(page);

    // The message in full, with its page and source, and the ways to answer it.
    await row(page, 'Adaeze Okafor').click();
    await expect(page).toHaveURL(new RegExp(`\\?message=${seeded[0]!.id}$`));
    const detail = page.getByRole('article', { name: 'Core banking reports in the cloud' });
    await expect(detail).toContainText('Can you help by March?');
    await expect(detail).toContainText(`${COMPANY_MARK} Bank`);
    await expect(detail).toContainText('/services/cloud');
    await expect(detail).toContainText(
      'newsletter, campaign q4-cloud, via www.google.com, landed on /services/cloud',
    );
    const reply = await detail.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href');
    expect(reply).toMatch(/^mailto:adaeze@example\.ng\?subject=Re%3A%20Core%20banking/);
    expect(decodeURIComponent(reply!)).toContain('> Can you help by March?');
    await expect(detail.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    await expect(detail.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/2348031234567\?text=/,
    );
    await expectNoAxeViolations(page);

    // Answered by phone: marked replied, and the server stamps the first response with the channel.
    await detail.getByRole('button', { name: 'Replied' }).click();
    await detail
      .getByRole('group', { name: 'How did you answer?' })
      .getByRole('button', { name: 'By phone' })
      .click();
    await expect(page.getByText('Marked as replied (phone).')).toBeVisible();
    await expect(detail).toContainText(/Answered by phone after \d+ min/);
    // And a private note: saved with who and when, and there after a reload.
    await detail
      .getByRole('textbox', { name: 'Private note' })
      .fill('Called her; proposal by Friday.');
    await detail.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Note saved.')).toBeVisible();
    await expect
      .poll(async () => (await storedFields(request, seeded[0]!.id)).note?.stringValue)
      .toBe('Called her; proposal by Friday.');
    const stored = await storedFields(request, seeded[0]!.id);
    expect(stored.triage?.stringValue).toBe('replied');
    expect(stored.updatedBy?.stringValue).toBeTruthy();
    expect(stored.firstResponseChannel?.stringValue).toBe('phone');
    expect(stored.firstResponseAt?.timestampValue).toBeTruthy();
    await page.reload();
    const reloaded = page.getByRole('article', { name: 'Core banking reports in the cloud' });
    await expect(reloaded.getByRole('button', { name: 'Replied' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(reloaded.getByRole('textbox', { name: 'Private note' })).toHaveValue(
      'Called her; proposal by Friday.',
    );

    // The status filter now finds it among the replied, and the others among the new.
    await page.getByRole('searchbox').fill(COMPANY_MARK);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('replied');
    await expect(list(page).getByRole('button')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('new');
    await expect(list(page).getByRole('button')).toHaveCount(2);

    // The filtered list as CSV: a header, the two new messages, a formula defused.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Received (Lagos time),Status,Name,E-mail,Company,Phone,Subject,Message,Page,Source,Delivery,Assigned to,Note,Message id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Tunde Bakare,tunde@example.ng,${COMPANY_MARK} Logistics`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")`);
    expect(lines[2]).toContain('Ngozi Umeh');

    // On a phone: the list, then the message in its place, and back.
    await page.setViewportSize(viewports.phone);
    await expect(list(page)).toBeHidden(); // the open message has the screen
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('all');
    await row(page, 'Ngozi Umeh').click();
    await expect(
      page.getByRole('article', { name: 'Patient records security review' }),
    ).toBeVisible();
    await expect(list(page)).toBeHidden();
    // Its long address and word wrap: nothing scrolls sideways at 375 px.
    await expect(page.getByText(/The brief: https:\/\/records/)).toBeVisible();
    expect(await pageWidth(page)).toBe(viewports.phone.width);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(list(page)).toBeVisible();
    expect(await pageWidth(page)).toBe(viewports.phone.width);

    // Answered from the inbox, on the phone: a template, edited, sent as the firm.
    await row(page, 'Ngozi Umeh').click();
    const ngozi = page.getByRole('article', { name: 'Patient records security review' });
    await ngozi.getByRole('combobox', { name: 'Start from' }).selectOption('more-details');
    const body = ngozi.getByRole('textbox', { name: 'Your reply' });
    await expect(body).toHaveValue(/^Hello Ngozi,\n\nThank you for your message\./);
    await body.press('ControlOrMeta+End');
    await body.pressSequentially(`\nP.S. The April audit is fine by us (${run}).`);
    await ngozi.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Sent to ngozi@example.ng.')).toBeVisible();
    await expect(ngozi.getByRole('region', { name: /^Conversation/ })).toContainText(
      `The April audit is fine by us (${run}).`,
    );
    await expect(ngozi).toContainText(/Answered by e-mail after \d+ (min|h)/);
    await expect(ngozi.getByRole('button', { name: 'Replied' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The catcher holds it, to the lead, from the firm, with what was typed.
    await expect.poll(async () => (await mailsMentioning(`fine by us (${run})`)).length).toBe(1);
    const [sentReply] = await mailsMentioning(`fine by us (${run})`);
    expect(sentReply).toMatch(/^To: ngozi@example\.ng$/m);
    expect(sentReply).toMatch(/^Subject: Re: Patient records security review$/m);
    expect(sentReply).toContain(`X-Lead-Reply-For: ${seeded[2]!.id}`);
    expect((await storedFields(request, seeded[2]!.id)).firstResponseChannel?.stringValue).toBe(
      'email',
    );
    expect(await pageWidth(page)).toBe(viewports.phone.width);
    await expectNoAxeViolations(page);
  });

  test('a message sent from /contact appears in the open inbox without a reload', async ({
    page,
    browser,
  }) => {
    test.setTimeout(FIREBASE_TEST_TIMEOUT);
    await signInOnTheWayTo(page, '/admin', adminEmail, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const name = `Bisi ${run}`;
    await page.getByRole('searchbox', { name: 'Search name, e-mail or company' }).fill(name);
    await expect(page.getByText('No message matches these filters.')).toBeVisible();

    const visitor = await browser.newContext();
    const contact = await visitor.newPage();
    await contact.goto('/contact');
    await contact.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await contact.getByRole('textbox', { name: 'Email Address' }).fill('bisi@example.ng');
    await contact.getByRole('textbox', { name: 'Subject' }).fill('ERP rollout');
    await contact.getByRole('textbox', { name: 'Message' }).fill('Twelve branches, one ERP.');
    await appHasStarted(contact);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText('Message sent!')).toBeVisible({ timeout: 20_000 });
    const sentAt = Date.now();
    await visitor.close();

    await expect(row(page, name)).toBeVisible({ timeout: 30_000 });
    expect(Date.now() - sentAt).toBeLessThan(30_000);
    await expect(row(page, name)).toContainText('ERP rollout');

    // What brings leads, on the phone: the seeded campaign and its landing page, counted.
    await page.setViewportSize(viewports.phone);
    await page.getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/admin\/insights$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    const leads = page.getByRole('region', { name: /^Leads: \d+/ });
    await expect(leads.getByRole('img', { name: /^Leads per week: / })).toBeVisible();
    const campaigns = leads.getByRole('region', { name: 'By campaign' });
    await expect(campaigns.getByRole('term').filter({ hasText: 'q4-cloud' })).toBeVisible();
    const pages = page.getByRole('region', { name: 'Views and leads per page' });
    await expect(pages.getByRole('rowheader', { name: '/services/cloud' })).toBeVisible();
    expect(await pageWidth(page)).toBe(viewports.phone.width);
    await expectNoAxeViolations(page);
  });

  // The headless shell shows no notifications (getNotifications() stays empty): the full browser.
  test(
    'an alert pushed to the service worker shows who wrote and the subject, and its tap opens that message',
    { tag: '@full-browser' },
    async ({ page, context }) => {
      test.setTimeout(FIREBASE_TEST_TIMEOUT);
      await signInOnTheWayTo(page, '/admin', adminEmail, PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);
      await context.grantPermissions(['notifications']);

      // What FCM delivers for functions/src/leads/lead-alerts.ts's message, through DevTools' push.
      const cdp = await context.newCDPSession(page);
      const registration = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const found = registrations.find((entry) => !entry.isDeleted);
          if (found) resolve(found.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      const target = seeded[2]!;
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId: await registration,
        data: JSON.stringify({
          data: {
            messageId: target.id,
            title: `New message from ${target.name}`,
            body: target.subject,
            link: `/admin?message=${target.id}`,
          },
          from: '1234567890',
          fcmMessageId: 'e2e',
        }),
      });
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
              title: shown.title,
              body: shown.body,
              tag: shown.tag,
            })),
          ),
        )
        .toEqual([
          {
            title: `New message from ${target.name}`,
            body: target.subject,
            tag: `lead-${target.id}`,
          },
        ]);

      // A tap on it (the handler, run in the worker as the browser would): the inbox opens the message.
      const worker = context.serviceWorkers()[0]!;
      // As a string: the worker's globals (NotificationEvent) are not in the tests' type library.
      await worker.evaluate(`(async () => {
      const [notification] = await self.registration.getNotifications();
      try {
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      } catch {
        // waitUntil refuses a script's own event; the handler has started all the same.
      }
    })()`);
      await expect(page).toHaveURL(new RegExp(`/admin\\?message=${target.id}$`));
      await expect(page.getByRole('article', { name: target.subject })).toBeVisible();
    },
  );

  test('offline, the inbox shows the last loaded list, read-only, and says so', async ({
    page,
    context,
  }) => {
    test.setTimeout(FIREBASE_TEST_TIMEOUT);
    await signInOnTheWayTo(page, '/admin', adminEmail, PASSWORD);
    await page
      .getByRole('searchbox', { name: 'Search name, e-mail or company' })
      .fill(COMPANY_MARK);
    await expect(list(page).getByRole('button')).toHaveCount(3);
    // The service worker has taken the page over and holds what the inbox loaded.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'Search name, e-mail or company' })
      .fill(COMPANY_MARK);
    await expect(list(page).getByRole('button')).toHaveCount(3);
    await row(page, 'Tunde Bakare').click();
    const detail = page.getByRole('article', { name: 'Fleet tracking' });
    await expect(detail.getByRole('button', { name: 'Closed' })).toBeDisabled();
    await expect(detail.getByRole('textbox', { name: 'Private note' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await context.setOffline(false);

    // Signing out forgets the copy: nothing of the inbox stays on the device.
    expect(await databases(page)).toContain(ADMIN_INBOX_DATABASE);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await expect.poll(() => databases(page)).not.toContain(ADMIN_INBOX_DATABASE);
  });

  test('a signed-in client who opens /admin is told it is not for them', async ({
    page,
    request,
  }) => {
    test.setTimeout(FIREBASE_TEST_TIMEOUT);
    const clientEmail = uniqueEmail('client');
    await createAccount(request, clientEmail, PASSWORD);
    await signInOnTheWayTo(page, '/admin', clientEmail, PASSWORD);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is for our team' }),
    ).toBeVisible();
    await expect(page.getByText(clientEmail)).toBeVisible();
    await expect(page.getByRole('list', { name: /^Messages/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
