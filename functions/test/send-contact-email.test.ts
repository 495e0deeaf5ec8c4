// The deployed shape end to end: the built callable in firebase-tools' Functions emulator, called over
// HTTP exactly as the web SDK calls it, writing to our Firestore emulator and mailing a real SMTP
// server. Run by `npm run test:functions` inside `firebase emulators:exec --only functions,auth`, on the
// free ports scripts/dev/local-stack.ts chose.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMail, startSmtpCatcher } from '@site/smtp-catcher';
import type { SmtpCatcher } from '@site/smtp-catcher';
import { RATE_LIMITED_MESSAGE } from '../src/shared/rate-limit.js';
import { MESSAGE_ID_HEADER } from '../src/leads/notification-mail.js';
import { CONTACT_MESSAGES } from '@site/contract';
import { functionUrl, stackSetting } from './support/stack.js';
import { emulatorFirestore } from './support/firestore.js';

/** Where scripts/dev/local-stack.ts put the emulators and the function's SMTP server. */
const FUNCTION_URL = functionUrl('sendContactEmail');
const AUTH_EMULATOR = `http://${stackSetting('FIREBASE_AUTH_EMULATOR_HOST')}`;
const USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) IntegrationTest';

let db: Firestore;
let smtp: SmtpCatcher;
let addressNumber = 0;

/** A documentation-range address (RFC 5737) no other test uses: each test is its own caller. */
function newCallerIp(): string {
  addressNumber += 1;
  return `198.51.${(process.pid % 200) + 1}.${addressNumber}`;
}

interface CallableReply {
  httpStatus: number;
  result?: { messageId: string; status: string };
  error?: { status: string; message: string; details?: { fields?: Record<string, string> } };
}

/** POSTs `{ data }` like `httpsCallable` from `firebase/functions` does. */
async function callSendContactEmail(
  data: unknown,
  { ip, idToken }: { ip: string; idToken?: string },
): Promise<CallableReply> {
  const response = await fetch(FUNCTION_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-Forwarded-For': ip,
      ...(idToken === undefined ? {} : { Authorization: `Bearer ${idToken}` }),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<CallableReply, 'httpStatus'>;
  return { httpStatus: response.status, ...body };
}

function contactRequest(overrides: Record<string, unknown> = {}) {
  return {
    messageId: randomUUID(),
    name: '李雷 <b>Li Lei</b>',
    email: 'li.lei@example.com',
    subject: 'Data platform & "AI" review',
    message: 'We run <script>alert(1)</script> in production.\nCan you help?',
    ...overrides,
  };
}

function mailsFor(messageId: string) {
  return smtp.mails
    .map((mail) => ({ envelopeTo: mail.envelopeTo, ...parseMail(mail.raw) }))
    .filter((mail) => mail.headers[MESSAGE_ID_HEADER.toLowerCase()] === messageId);
}

async function contactMessageCount(): Promise<number> {
  return (await db.collection(CONTACT_MESSAGES).get()).size;
}

beforeAll(async () => {
  if (process.env.FIREBASE_EMULATOR_HUB === undefined) {
    throw new Error(
      'Run these through `npm run test:functions`: they need `firebase emulators:exec`.',
    );
  }
  db = emulatorFirestore();
  // The function's SMTP_URL points at this port.
  smtp = await startSmtpCatcher({ port: Number(stackSetting('CONTACT_SMTP_PORT')) });
});

afterAll(async () => {
  await smtp?.close();
});

beforeEach(() => {
  smtp.rejectMail(null);
});

describe('sendContactEmail in the Functions emulator', () => {
  it('should store the message of a signed-in visitor and mail it, escaped, with reply-to', async () => {
    const signUp = await fetch(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: `visitor-${randomUUID()}@example.com`,
          password: 'correct horse battery',
          returnSecureToken: true,
        }),
      },
    );
    const account = (await signUp.json()) as { idToken: string; localId: string };
    const input = contactRequest({ page: '/contact' });
    const ip = newCallerIp();

    const reply = await callSendContactEmail(input, { ip, idToken: account.idToken });

    expect(reply).toEqual({
      httpStatus: 200,
      result: { messageId: input.messageId, status: 'sent' },
    });
    const doc = (await db.collection(CONTACT_MESSAGES).doc(input.messageId).get()).data();
    expect(doc).toMatchObject({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      status: 'sent',
      uid: account.localId,
      userAgent: USER_AGENT,
      page: '/contact',
      mailAttempts: 1,
    });
    expect(doc?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(doc?.createdAt).toBeInstanceOf(Timestamp);
    expect(doc?.sentAt).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(doc)).not.toContain(ip);

    const mails = mailsFor(input.messageId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.envelopeTo).toEqual(['sales@lagoon-ridge.example']);
    expect(mail?.headers.from).toBe('Lagoon Ridge Website <no-reply@lagoon-ridge.example>');
    expect(mail?.headers['reply-to']).toBe('李雷 <b>Li Lei</b> <li.lei@example.com>');
    expect(mail?.headers.subject).toBe('Website contact: Data platform & "AI" review');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('李雷 &lt;b&gt;Li Lei&lt;/b&gt;');
    expect(mail?.html).toContain('Data platform &amp; &quot;AI&quot; review');
    expect(mail?.html).not.toMatch(/<script|<b>/);
    expect(mail?.text).toContain('We run <script>alert(1)</script> in production.\nCan you help?');
  });

  it('should store the caller as anonymous without an ID token, and hash one address alike', async () => {
    const ip = newCallerIp();
    const first = contactRequest();
    const second = contactRequest();
    await callSendContactEmail(first, { ip });
    await callSendContactEmail(second, { ip });
    await callSendContactEmail(contactRequest(), { ip: newCallerIp() });

    const [firstDoc, secondDoc] = await Promise.all(
      [first, second].map(async (input) =>
        (await db.collection(CONTACT_MESSAGES).doc(input.messageId).get()).data(),
      ),
    );
    expect(firstDoc?.uid).toBeNull();
    expect(firstDoc?.ipHash).toBe(secondDoc?.ipHash);
  });

  it('should answer invalid input with invalid-argument and a sentence per field', async () => {
    const input = contactRequest({ name: 'Eve\r\nBcc: all@example.com', message: '  ' });

    const reply = await callSendContactEmail(input, { ip: newCallerIp() });

    expect(reply.httpStatus).toBe(400);
    expect(reply.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Please correct the highlighted fields and try again.',
      details: {
        fields: {
          name: 'Your name must fit on one line, without special characters.',
          message: 'Please enter your message.',
        },
      },
    });
    expect((await db.collection(CONTACT_MESSAGES).doc(input.messageId).get()).exists).toBe(false);
  });

  it('should answer a retry with the same messageId from the stored document, with no new document or e-mail', async () => {
    const input = contactRequest();
    const ip = newCallerIp();
    const first = await callSendContactEmail(input, { ip });
    const countAfterFirst = await contactMessageCount();
    const firstWrite = await db.collection(CONTACT_MESSAGES).doc(input.messageId).get();

    const retry = await callSendContactEmail(input, { ip });

    expect(retry).toEqual(first);
    expect(await contactMessageCount()).toBe(countAfterFirst);
    const afterRetry = await db.collection(CONTACT_MESSAGES).doc(input.messageId).get();
    expect(afterRetry.updateTime?.isEqual(firstWrite.updateTime!)).toBe(true);
    expect(mailsFor(input.messageId)).toHaveLength(1);
  });

  it('should keep the message as mail_failed when the SMTP server rejects it, and send it on retry', async () => {
    const input = contactRequest();
    const ip = newCallerIp();
    smtp.rejectMail('Relay access denied (integration test)');

    const failed = await callSendContactEmail(input, { ip });

    expect(failed).toEqual({
      httpStatus: 200,
      result: { messageId: input.messageId, status: 'mail_failed' },
    });
    const afterFailure = (await db.collection(CONTACT_MESSAGES).doc(input.messageId).get()).data();
    expect(afterFailure).toMatchObject({ status: 'mail_failed', mailAttempts: 1 });
    expect(afterFailure?.lastMailError).toContain('Relay access denied (integration test)');
    expect(mailsFor(input.messageId)).toHaveLength(0);

    smtp.rejectMail(null);
    const retried = await callSendContactEmail(input, { ip });

    expect(retried.result).toEqual({ messageId: input.messageId, status: 'sent' });
    const afterRetry = (await db.collection(CONTACT_MESSAGES).doc(input.messageId).get()).data();
    expect(afterRetry).toMatchObject({ status: 'sent', mailAttempts: 2 });
    expect(mailsFor(input.messageId)).toHaveLength(1);
  });

  it('should refuse the sixth message from one address with resource-exhausted', async () => {
    const ip = newCallerIp();
    for (let message = 1; message <= 5; message += 1) {
      const reply = await callSendContactEmail(contactRequest(), { ip });
      expect(reply.result?.status).toBe('sent');
    }
    const sixth = contactRequest();
    const countBefore = await contactMessageCount();

    const refused = await callSendContactEmail(sixth, { ip });
    // Putting another address first in X-Forwarded-For does not make a new caller.
    const forged = await callSendContactEmail(contactRequest(), { ip: `203.0.113.250, ${ip}` });

    for (const reply of [refused, forged]) {
      expect(reply).toEqual({
        httpStatus: 429,
        error: { status: 'RESOURCE_EXHAUSTED', message: RATE_LIMITED_MESSAGE },
      });
    }
    expect(await contactMessageCount()).toBe(countBefore);
    expect(mailsFor(sixth.messageId)).toHaveLength(0);
    const otherCaller = await callSendContactEmail(contactRequest(), { ip: newCallerIp() });
    expect(otherCaller.result?.status).toBe('sent');
  });
});
