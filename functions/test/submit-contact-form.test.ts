// The HTML form's path end to end: the built submitContactForm in firebase-tools' Functions emulator,
// posted to as a browser posts a form (application/x-www-form-urlencoded, Origin), storing in our
// Firestore emulator and mailing a real SMTP server. Run by `npm run test:functions`.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startSmtpCatcher } from '@site/smtp-catcher';
import type { SmtpCatcher } from '@site/smtp-catcher';
import { formMessageId } from '../src/contact/contact-form-post.js';
import { RATE_LIMITED_MESSAGE } from '../src/shared/rate-limit.js';
import { MESSAGE_ID_HEADER } from '../src/leads/notification-mail.js';
import { CONTACT_MESSAGES, CONTACT_HONEYPOT_FIELD, CONTACT_SENT_PATH } from '@site/contract';
import { functionUrl, stackSetting } from './support/stack.js';
import { emulatorFirestore } from './support/firestore.js';

const FUNCTION_URL = functionUrl('submitContactForm');
/** One of functions/.env.demo-lagoon-ridge's CONTACT_ALLOWED_ORIGINS. */
const SITE_ORIGIN = 'http://127.0.0.1:4173';

let db: Firestore;
let smtp: SmtpCatcher;
let addressNumber = 0;

/** A documentation-range address (RFC 5737) of its own: each test is its own caller. */
function newCallerIp(): string {
  addressNumber += 1;
  return `203.0.${(process.pid % 200) + 1}.${addressNumber}`;
}

function form(
  overrides: Record<string, string> = {},
): Record<string, string> & { subject: string } {
  return {
    name: 'Chidi Okafor',
    email: 'chidi@example.com',
    subject: `Managed IT quote ${randomUUID()}`,
    message: 'We are 40 people in Ikeja.\nWhat would support cost?',
    page: '/contact',
    [CONTACT_HONEYPOT_FIELD]: '',
    ...overrides,
  };
}

async function postForm(
  fields: Record<string, string>,
  { ip = newCallerIp(), origin = SITE_ORIGIN }: { ip?: string; origin?: string } = {},
) {
  const response = await fetch(FUNCTION_URL, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      'X-Forwarded-For': ip,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), response };
}

const mailsFor = (messageId: string) =>
  smtp.mails
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => mail.headers[MESSAGE_ID_HEADER.toLowerCase()] === messageId);

const stored = (messageId: string) => db.collection(CONTACT_MESSAGES).doc(messageId).get();

/** Messages stored with this subject (each test's subject is its own). */
async function storedWithSubject(subject: string) {
  return (await db.collection(CONTACT_MESSAGES).where('subject', '==', subject).get()).size;
}

beforeAll(async () => {
  db = emulatorFirestore();
  smtp = await startSmtpCatcher({ port: Number(stackSetting('CONTACT_SMTP_PORT')) });
});

afterAll(async () => {
  await smtp?.close();
});

describe('submitContactForm in the Functions emulator', () => {
  it('stores one message and mails it, then sends the browser to the thank-you page', async () => {
    const fields = form();
    const answer = await postForm(fields);
    expect(answer).toMatchObject({ status: 303, location: CONTACT_SENT_PATH });
    const messageId = formMessageId(fields);
    const document = await stored(messageId);
    expect(document.data()).toMatchObject({
      name: 'Chidi Okafor',
      subject: fields.subject,
      page: '/contact',
      status: 'sent',
    });
    expect(mailsFor(messageId)).toHaveLength(1);
  });

  it('stores the source the boot module posted as the app path does, and none when it is unreadable', async () => {
    const source = {
      landingPage: '/services/cloud',
      referrerHost: 'www.google.com',
      utmCampaign: 'q4-cloud',
    };
    const fields = form({ source: JSON.stringify(source) });
    expect((await postForm(fields)).status).toBe(303);
    expect((await stored(formMessageId(fields))).get('source')).toEqual(source);

    // Not a LeadSource (a query string smuggled into the landing page): dropped, the lead kept.
    const bad = form({ source: JSON.stringify({ landingPage: '/contact?email=x@y.z' }) });
    expect((await postForm(bad)).status).toBe(303);
    expect((await stored(formMessageId(bad))).get('source')).toBeNull();
    const garbled = form({ source: '{"landingPage":' });
    expect((await postForm(garbled)).status).toBe(303);
    expect((await stored(formMessageId(garbled))).get('source')).toBeNull();
  });

  it('stores one message for a repeated post with the same id, or the same text without one', async () => {
    const messageId = randomUUID();
    const withId = form({ messageId });
    for (let post = 0; post < 2; post += 1) {
      expect((await postForm(withId)).status).toBe(303);
    }
    expect(await storedWithSubject(withId.subject)).toBe(1);
    expect(mailsFor(messageId)).toHaveLength(1);

    const withoutId = form();
    await postForm(withoutId);
    await postForm(withoutId);
    expect(await storedWithSubject(withoutId.subject)).toBe(1);
  });

  it('stores nothing when the honeypot is filled, yet answers as sent', async () => {
    const fields = form({ [CONTACT_HONEYPOT_FIELD]: 'https://cheap-seo.example' });
    expect(await postForm(fields)).toMatchObject({ status: 303, location: CONTACT_SENT_PATH });
    expect(await storedWithSubject(fields.subject)).toBe(0);
  });

  it("refuses another site's page, and stores nothing", async () => {
    const fields = form();
    const answer = await postForm(fields, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(await answer.response.text()).toContain('only be sent from our own website');
    expect(await storedWithSubject(fields.subject)).toBe(0);
  });

  it('answers the sixth message from one address with 429 and a page that says so', async () => {
    const ip = newCallerIp();
    for (let message = 0; message < 5; message += 1) {
      expect((await postForm(form(), { ip })).status).toBe(303);
    }
    const sixth = form();
    const answer = await postForm(sixth, { ip });
    expect(answer.status).toBe(429);
    const page = await answer.response.text();
    expect(page).toContain(RATE_LIMITED_MESSAGE);
    // What the visitor wrote comes back, ready to send later.
    expect(page).toContain('We are 40 people in Ikeja.\nWhat would support cost?</textarea>');
    expect(await storedWithSubject(sixth.subject)).toBe(0);
  });
});
