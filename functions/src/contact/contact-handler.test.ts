import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '@site/smtp-catcher';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { handleContactRequest } from './contact-handler.js';
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';
import type { ContactCaller, ContactDependencies } from './contact-handler.js';
import { leadRef, createLeadOnce } from '../leads/lead-store.js';
import { CONTACT_MESSAGE_RETENTION_MS, replyAddress } from '@site/contract';
import { RATE_LIMITS } from '../shared/firestore.js';
import { hashIp } from '../shared/ip-hash.js';
import { MAIL_RETRY_POLICY } from '../mail/retry-policy.js';
import { createSmtpTransport } from '../mail/mailer.js';
import { MESSAGE_ID_HEADER } from '../leads/notification-mail.js';
import { ACKNOWLEDGEMENT_HEADER } from '../leads/acknowledgement-mail.js';
import { sweepUndeliveredMail } from '../../test/support/sweep-lead-mail.js';
import { testFirm } from '../../test/support/firm.js';
import { testThreading } from '../../test/support/threading.js';
import { replyToken } from '../leads/conversation-tokens.js';
import { storedResult } from '../../test/support/stored-result.js';
import { useSmtpServer } from '../../test/support/smtp.js';

const salt = 'handler-test-salt-0123456789';
const addresses = {
  recipient: 'Sales <sales@lagoon-ridge.example>',
  sender: 'Website <no-reply@lagoon-ridge.example>',
};

const smtp = useSmtpServer();
let db: Firestore;
let deps: ContactDependencies;
let callerNumber = 0;
const quietLog = { info: () => undefined, error: () => undefined };

/** A caller with an address of its own, so tests never share a rate-limit window. */
function newCaller(overrides: Partial<ContactCaller> = {}): ContactCaller {
  callerNumber += 1;
  const ip = `2001:db8:${process.pid.toString(16)}::${callerNumber.toString(16)}`;
  return { uid: null, userAgent: 'Mozilla/5.0 (Linux; Android 14) Test', ip, ...overrides };
}

function request(overrides: Record<string, unknown> = {}) {
  return {
    messageId: randomUUID(),
    name: 'Adéwálé Ọ̀ṣun',
    email: 'adewale@example.com',
    company: null,
    phone: null,
    subject: 'Managed IT for 40 seats',
    message: 'Hello,\nwe need a quote for <managed IT> & support.',
    ...overrides,
  };
}

function mailsFor(messageId: string) {
  return smtp.mails
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => mail.headers[MESSAGE_ID_HEADER.toLowerCase()] === messageId);
}

function acknowledgementsTo(email: string) {
  return smtp.mails
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => mail.headers[ACKNOWLEDGEMENT_HEADER.toLowerCase()] !== undefined)
    .filter((mail) => mail.headers.to === email);
}

/** An address no other test uses, so each test sees only its own acknowledgements. */
const freshAddress = () => `prospect-${randomUUID()}@example.com`;

async function stored(messageId: string) {
  return (await leadRef(db, messageId).get()).data();
}

beforeAll(() => {
  db = emulatorFirestore();
  deps = {
    db,
    transport: smtp.transport(),
    addresses,
    firm: testFirm,
    threading: testThreading,
    ipHashSalt: salt,
    now: () => new Date(),
  };
});

describe('handleContactRequest', () => {
  it('should store the message, send the e-mail and answer sent', async () => {
    const source = { landingPage: '/industries/healthcare', utmSource: 'whatsapp' };
    const input = request({ page: '/services/cloud', source });
    const caller = newCaller({ uid: 'user-123' });
    const before = Date.now();

    const result = await handleContactRequest(input, caller, deps);

    expect(result).toEqual({
      outcome: 'stored',
      result: { messageId: input.messageId, status: 'sent' },
    });
    const doc = await stored(input.messageId);
    expect(doc).toMatchObject({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      status: 'sent',
      uid: 'user-123',
      userAgent: caller.userAgent,
      ipHash: hashIp(caller.ip, salt),
      page: '/services/cloud',
      source,
      mailAttempts: 1,
    });
    expect(doc?.createdAt).toBeInstanceOf(Timestamp);
    expect((doc?.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(doc?.sentAt).toBeInstanceOf(Timestamp);
    expect(doc?.lastMailError).toBeUndefined();
    expect(doc?.nextAttemptAt).toBeUndefined();
    expect(JSON.stringify(doc)).not.toContain(caller.ip);
    // The TTL policy on expireAt deletes the message once the notice's retention period is over.
    expect(doc?.expireAt).toBeInstanceOf(Timestamp);
    const retention = (doc?.expireAt as Timestamp).toMillis() - before;
    expect(retention).toBeGreaterThanOrEqual(CONTACT_MESSAGE_RETENTION_MS - 1000);
    expect(retention).toBeLessThanOrEqual(CONTACT_MESSAGE_RETENTION_MS + 60_000);

    const [mail, ...others] = mailsFor(input.messageId);
    expect(others).toHaveLength(0);
    expect(mail?.headers['reply-to']).toBe(`${input.name} <${input.email}>`);
    expect(mail?.html).toContain('we need a quote for &lt;managed IT&gt; &amp; support.');
    expect(mail?.text).toContain('we need a quote for <managed IT> & support.');
  });

  it('should store null for an anonymous visitor and a client that sends no page', async () => {
    const input = request();
    await handleContactRequest(input, newCaller({ uid: null, userAgent: null }), deps);
    expect(await stored(input.messageId)).toMatchObject({ uid: null, userAgent: null, page: null });
  });

  it('should refuse invalid input with a sentence per field and store nothing', async () => {
    const input = request({ name: '   ', email: 'not-an-address', extra: 'ignored' });
    const caller = newCaller();

    const outcome = await handleContactRequest(input, caller, deps);

    expect(outcome).toEqual({
      outcome: 'invalid',
      summary: 'Please correct the highlighted fields and try again.',
      fieldErrors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid e-mail address, like name@example.com.',
      },
    });
    expect(await stored(input.messageId)).toBeUndefined();
    expect((await db.collection(RATE_LIMITS).doc(hashIp(caller.ip, salt)).get()).exists).toBe(
      false,
    );
  });

  it('should not store unknown keys', async () => {
    const input = request({ isAdmin: true, status: 'sent' });
    await handleContactRequest(input, newCaller(), deps);
    const doc = await stored(input.messageId);
    expect(doc).not.toHaveProperty('isAdmin');
    expect(doc?.status).toBe('sent');
  });

  it('should answer a retry from the stored document without a second e-mail or a rate-limit count', async () => {
    const input = request();
    const caller = newCaller();
    await handleContactRequest(input, caller, deps);
    const firstWrite = await leadRef(db, input.messageId).get();

    const retry = await handleContactRequest({ ...input, message: 'Changed text' }, caller, deps);

    expect(retry).toEqual({
      outcome: 'stored',
      result: { messageId: input.messageId, status: 'sent' },
    });
    const afterRetry = await leadRef(db, input.messageId).get();
    expect(afterRetry.updateTime?.isEqual(firstWrite.updateTime!)).toBe(true);
    expect(afterRetry.data()?.message).toBe(input.message);
    expect(mailsFor(input.messageId)).toHaveLength(1);
    const limit = await db.collection(RATE_LIMITS).doc(hashIp(caller.ip, salt)).get();
    expect(limit.data()?.count).toBe(1);
  });

  it('should create one document and send one e-mail for concurrent duplicates', async () => {
    const input = request();
    const caller = newCaller();

    const results = await Promise.all(
      Array.from({ length: 4 }, () => storedResult(handleContactRequest(input, caller, deps))),
    );

    expect(new Set(results.map((result) => result.messageId))).toEqual(new Set([input.messageId]));
    expect(results.map((result) => result.status)).toContain('sent');
    expect(mailsFor(input.messageId)).toHaveLength(1);
    expect((await stored(input.messageId))?.mailAttempts).toBe(1);
    const limit = await db.collection(RATE_LIMITS).doc(hashIp(caller.ip, salt)).get();
    expect(limit.data()?.count).toBe(1);
  });

  it('should keep a message whose e-mail the server refused as mail_failed, and re-send it on retry', async () => {
    const input = request();
    const caller = newCaller();
    smtp.rejectMail('Mailbox unavailable (test)');
    const before = Date.now();

    const failed = await storedResult(handleContactRequest(input, caller, deps));

    expect(failed).toEqual({ messageId: input.messageId, status: 'mail_failed' });
    const afterFailure = await stored(input.messageId);
    expect(afterFailure).toMatchObject({
      status: 'mail_failed',
      mailAttempts: 1,
      name: input.name,
    });
    expect(afterFailure?.lastMailError).toContain('Mailbox unavailable (test)');
    expect(afterFailure?.mailFailedAt).toBeInstanceOf(Timestamp);
    // The sweep's first retry comes 5 minutes after the failure.
    const retryAtMs = (afterFailure?.nextAttemptAt as Timestamp).toMillis();
    expect(retryAtMs).toBeGreaterThanOrEqual(before + MAIL_RETRY_POLICY.firstRetryDelayMs);
    expect(retryAtMs).toBeLessThanOrEqual(Date.now() + MAIL_RETRY_POLICY.firstRetryDelayMs);
    expect(mailsFor(input.messageId)).toHaveLength(0);

    smtp.rejectMail(null);
    const retried = await storedResult(handleContactRequest(input, caller, deps));

    expect(retried).toEqual({ messageId: input.messageId, status: 'sent' });
    const afterRetry = await stored(input.messageId);
    expect(afterRetry).toMatchObject({ status: 'sent', mailAttempts: 2 });
    // Kept after the e-mail went out: it tells the admin why it went out late.
    expect(afterRetry?.lastMailError).toContain('Mailbox unavailable (test)');
    expect(afterRetry?.nextAttemptAt).toBeUndefined();
    expect(mailsFor(input.messageId)).toHaveLength(1);
  });

  it('should mark mail_failed when no SMTP server answers', async () => {
    const input = request();
    const unreachable = { ...deps, transport: createSmtpTransport('smtp://127.0.0.1:1') };
    const result = await storedResult(handleContactRequest(input, newCaller(), unreachable));
    expect(result.status).toBe('mail_failed');
    expect((await stored(input.messageId))?.lastMailError).toMatch(/ECONNREFUSED/);
  });

  it('should refuse the sixth message from one address in ten minutes, and allow it again later', async () => {
    const caller = newCaller();
    let now = new Date('2026-11-20T09:00:00Z');
    const clocked = { ...deps, now: () => now };
    for (let message = 0; message < 5; message += 1) {
      expect((await storedResult(handleContactRequest(request(), caller, clocked))).status).toBe(
        'sent',
      );
    }
    const sixth = request();

    expect(await handleContactRequest(sixth, caller, clocked)).toEqual({ outcome: 'rate-limited' });

    expect(await stored(sixth.messageId)).toBeUndefined();
    expect(mailsFor(sixth.messageId)).toHaveLength(0);
    // Another address is not affected.
    expect(await storedResult(handleContactRequest(request(), newCaller(), clocked))).toMatchObject(
      { status: 'sent' },
    );

    now = new Date(now.getTime() + 10 * 60_000);
    expect(await storedResult(handleContactRequest(sixth, caller, clocked))).toMatchObject({
      status: 'sent',
    });
  });

  it('should answer a retry even when its address has used up the limit', async () => {
    const caller = newCaller();
    const first = request();
    await handleContactRequest(first, caller, deps);
    for (let message = 0; message < 4; message += 1) {
      await handleContactRequest(request(), caller, deps);
    }
    expect(await handleContactRequest(request(), caller, deps)).toEqual({
      outcome: 'rate-limited',
    });

    expect(await handleContactRequest(first, caller, deps)).toEqual({
      outcome: 'stored',
      result: { messageId: first.messageId, status: 'sent' },
    });
  });

  it('should leave an attempt in progress alone and take over one whose instance died', async () => {
    const input = request();
    const { messageId, ...message } = input;
    // What a request leaves behind when its instance dies between storing and mailing.
    await createLeadOnce(
      db,
      messageId,
      message,
      { uid: null, userAgent: null, ipHash: hashIp('203.0.113.9', salt), page: null, source: null },
      () => Promise.resolve(true),
      { now: new Date(), staleAfterMs: STALE_MAIL_ATTEMPT_MS },
    );
    const caller = newCaller();

    const whileRunning = await storedResult(handleContactRequest(input, caller, deps));
    expect(whileRunning).toEqual({ messageId, status: 'received' });
    expect(mailsFor(messageId)).toHaveLength(0);

    const later = { ...deps, now: () => new Date(Date.now() + STALE_MAIL_ATTEMPT_MS + 1000) };
    expect(await storedResult(handleContactRequest(input, caller, later))).toEqual({
      messageId,
      status: 'sent',
    });
    expect(mailsFor(messageId)).toHaveLength(1);
    expect(await stored(messageId)).toMatchObject({ status: 'sent', mailAttempts: 2 });
  });
});

describe('the acknowledgement to the sender', () => {
  it('is sent once, answers when to expect a reply, and repeats nothing the sender wrote', async () => {
    const email = freshAddress();
    const input = request({
      email,
      company: 'Ọ̀ṣun Logistics',
      phone: '+234 803 555 0199',
      subject: 'Visit https://spam.example for cheap pills',
    });
    const caller = newCaller();
    // Friday 27 November 2026, 19:40 in Lagos: closed until Saturday 10:00.
    const fridayEvening = new Date('2026-11-27T18:40:00Z');
    const clocked = { ...deps, now: () => fridayEvening };

    expect((await storedResult(handleContactRequest(input, caller, clocked))).status).toBe('sent');
    // A retry of the same message, and the same id sent again, send no second one.
    await handleContactRequest(input, caller, clocked);
    await handleContactRequest(input, newCaller(), clocked);

    const [acknowledgement, ...more] = acknowledgementsTo(email);
    expect(more).toHaveLength(0);
    expect(acknowledgement?.headers[ACKNOWLEDGEMENT_HEADER.toLowerCase()]).toBe(input.messageId);
    expect(acknowledgement?.headers['auto-submitted']).toBe('auto-replied');
    // Answers come back to the lead's own reply address (thread-headers.test.ts has the rest).
    expect(acknowledgement?.headers['reply-to']).toBe(
      replyAddress(replyToken(testThreading.key, input.messageId), testThreading.replyDomain!),
    );
    expect(acknowledgement?.text).toContain(
      'Expect our answer by 11:00 AM tomorrow, Saturday 28 November.',
    );
    expect(acknowledgement?.text).toContain('https://wa.me/2348037004200');
    expect(acknowledgement?.html).toContain('href="tel:+23417004200"');
    const everything = JSON.stringify(acknowledgement);
    for (const typed of [
      input.name,
      input.company,
      input.phone,
      input.subject,
      'managed IT',
      'spam.example',
    ]) {
      expect(everything).not.toContain(typed);
    }
    expect(await stored(input.messageId)).toMatchObject({ ackStatus: 'sent', ackAttempts: 1 });
  });

  it('goes to an address at most once a day, whatever case it is written in', async () => {
    const email = freshAddress();
    let now = new Date('2026-11-25T10:00:00Z');
    const clocked = { ...deps, now: () => now };
    const first = request({ email });
    await handleContactRequest(first, newCaller(), clocked);
    const second = request({ email: email.toUpperCase() });
    now = new Date(now.getTime() + 23 * 60 * 60_000);

    expect((await storedResult(handleContactRequest(second, newCaller(), clocked))).status).toBe(
      'sent',
    );

    expect(acknowledgementsTo(email)).toHaveLength(1);
    expect(await stored(second.messageId)).toMatchObject({ status: 'sent', ackStatus: 'not_owed' });
    now = new Date(now.getTime() + 60 * 60_000);
    await handleContactRequest(request({ email }), newCaller(), clocked);
    expect(acknowledgementsTo(email)).toHaveLength(2);
  });

  it('is not sent for a refused submission', async () => {
    const invalid = freshAddress();
    expect(
      await handleContactRequest(request({ email: invalid, name: '' }), newCaller(), deps),
    ).toMatchObject({ outcome: 'invalid' });
    const limited = freshAddress();
    const caller = newCaller();
    const strict = { ...deps, rateLimit: { maxRequests: 1, windowMs: 60_000 } };
    await handleContactRequest(request(), caller, strict);
    expect(await handleContactRequest(request({ email: limited }), caller, strict)).toEqual({
      outcome: 'rate-limited',
    });

    expect(acknowledgementsTo(invalid)).toHaveLength(0);
    expect(acknowledgementsTo(limited)).toHaveLength(0);
    // Refused before the limit was spent: the address's first real message is acknowledged.
    await handleContactRequest(request({ email: limited }), newCaller(), deps);
    expect(acknowledgementsTo(limited)).toHaveLength(1);
  });

  it('is retried by the sweep after a mail outage, once', async () => {
    const email = freshAddress();
    const input = request({ email });
    smtp.rejectMail('Mailbox unavailable (test)');
    const failedAt = Date.now();
    await handleContactRequest(input, newCaller(), deps);
    expect(await stored(input.messageId)).toMatchObject({
      status: 'mail_failed',
      ackStatus: 'mail_failed',
      ackAttempts: 1,
    });
    smtp.rejectMail(null);

    const later = new Date(failedAt + MAIL_RETRY_POLICY.firstRetryDelayMs + 1000);
    const sweep = () => sweepUndeliveredMail({ ...deps, now: () => later, log: quietLog });
    // Other tests' failed e-mails may be due too: only this message's are counted here.
    await sweep();
    await sweep();

    expect(acknowledgementsTo(email)).toHaveLength(1);
    expect(mailsFor(input.messageId)).toHaveLength(1);
    expect(await stored(input.messageId)).toMatchObject({
      status: 'sent',
      ackStatus: 'sent',
      ackAttempts: 2,
    });
  });
});
