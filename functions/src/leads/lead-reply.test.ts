import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_REPLIES, REPLY_MAX_LENGTH, replyAddress } from '@site/contract';
import { parseMail } from '@site/smtp-catcher';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { testFirm } from '../../test/support/firm.js';
import { testThreading } from '../../test/support/threading.js';
import { replyToken } from './conversation-tokens.js';
import { leadRef, createLeadOnce } from './lead-store.js';
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';
import { ADMINS_ONLY_MESSAGE, type AdminCaller } from './admin-caller.js';
import { handleLeadReply, handleLeadResponse } from './lead-reply.js';
import { LEAD_REPLY_HEADER } from './lead-reply-mail.js';
import type { LeadMailDependencies } from './lead-mail.js';
import { useSmtpServer } from '../../test/support/smtp.js';

const addresses = {
  recipient: 'Sales <sales@lagoon-ridge.example>',
  sender: 'Lagoon Ridge <no-reply@lagoon-ridge.example>',
};
const admin: AdminCaller = { uid: 'admin-1', email: 'ada@lagoon-ridge.example', admin: true };

const smtp = useSmtpServer();
let db: Firestore;
let deps: LeadMailDependencies;

beforeAll(() => {
  // A project of its own: no other test file's clean-up touches these leads.
  db = emulatorFirestore('demo-lead-reply');
  deps = {
    db,
    transport: smtp.transport(),
    addresses,
    firm: testFirm,
    threading: testThreading,
    now: () => new Date(),
    log: { info: () => undefined, error: () => undefined },
  };
});

/** A lead as the contact function stores it. */
async function storeLead(subject = 'Managed IT for 40 seats'): Promise<string> {
  const messageId = randomUUID();
  await createLeadOnce(
    db,
    messageId,
    {
      name: 'Ngozi Okafor',
      email: `ngozi-${messageId.slice(0, 8)}@example.com`,
      company: null,
      phone: '0803 123 4567',
      subject,
      message: 'We need a quote.\nThanks.',
    },
    { uid: null, userAgent: null, ipHash: 'h'.repeat(64), page: '/contact', source: null },
    () => Promise.resolve(true),
    { now: new Date(), staleAfterMs: STALE_MAIL_ATTEMPT_MS },
  );
  return messageId;
}

function repliesFor(messageId: string) {
  return smtp.mails
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => mail.headers[LEAD_REPLY_HEADER.toLowerCase()] === messageId);
}

async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  const error: unknown = await promise.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

const lead = async (messageId: string) => (await leadRef(db, messageId).get()).data();

describe('replyToLead', () => {
  it('sends the reply as the firm, keeps it on the thread, and stamps the first response once', async () => {
    const messageId = await storeLead();
    const replyId = randomUUID();
    const firstAt = new Date('2026-11-25T10:20:00Z');

    const result = await handleLeadReply(
      { messageId, replyId, body: 'Hello Ngozi,\nthank you. Can we call you tomorrow at 10?' },
      admin,
      { ...deps, now: () => firstAt },
    );

    expect(result).toEqual({ replyId, firstResponseAt: firstAt.toISOString() });
    const [mail, ...more] = repliesFor(messageId);
    expect(more).toHaveLength(0);
    expect(mail?.headers.to).toMatch(/^ngozi-.*@example\.com$/);
    expect(mail?.headers['reply-to']).toBe(
      replyAddress(replyToken(testThreading.key, messageId), testThreading.replyDomain!),
    );
    expect(mail?.headers.subject).toBe('Re: Managed IT for 40 seats');
    expect(mail?.text).toContain('Can we call you tomorrow at 10?');
    expect(mail?.text).toContain('> We need a quote.\n> Thanks.');
    const reply = (await leadRef(db, messageId).collection(LEAD_REPLIES).doc(replyId).get()).data();
    expect(reply).toMatchObject({ status: 'sent', authorUid: admin.uid, attempts: 1 });
    expect(reply?.body).toContain('Hello Ngozi');
    expect(await lead(messageId)).toMatchObject({
      triage: 'replied',
      firstResponseAt: Timestamp.fromDate(firstAt),
      firstResponseChannel: 'email',
      firstResponseBy: admin.uid,
      updatedBy: admin.uid,
    });

    // The same reply again (a retry): answered, not sent twice. A second reply keeps the stamp.
    await handleLeadReply({ messageId, replyId, body: 'Hello again' }, admin, deps);
    expect(repliesFor(messageId)).toHaveLength(1);
    const later = await handleLeadReply(
      { messageId, replyId: randomUUID(), body: 'The proposal is attached.' },
      admin,
      deps,
    );
    expect(later.firstResponseAt).toBe(firstAt.toISOString());
    expect(repliesFor(messageId)).toHaveLength(2);
    expect((await lead(messageId))?.firstResponseAt).toEqual(Timestamp.fromDate(firstAt));
  });

  it('is for admins only', async () => {
    const messageId = await storeLead();
    const request = { messageId, replyId: randomUUID(), body: 'Hi' };
    for (const caller of [null, { ...admin, admin: false }]) {
      const error = await refusal(handleLeadReply(request, caller, deps));
      expect(error.code).toBe('permission-denied');
      expect(error.message).toBe(ADMINS_ONLY_MESSAGE);
    }
    expect(repliesFor(messageId)).toHaveLength(0);
    expect((await lead(messageId))?.firstResponseAt).toBeUndefined();
  });

  it('refuses an empty or too long reply, and a lead that does not exist', async () => {
    const messageId = await storeLead();
    const send = (body: string, id = messageId) =>
      handleLeadReply({ messageId: id, replyId: randomUUID(), body }, admin, deps);
    expect((await refusal(send('   '))).message).toBe('Write the reply first.');
    expect((await refusal(send('x'.repeat(REPLY_MAX_LENGTH + 1)))).message).toBe(
      'A reply can be at most 5,000 characters.',
    );
    expect((await refusal(send('Hi', randomUUID()))).code).toBe('not-found');
    expect(repliesFor(messageId)).toHaveLength(0);
  });

  it('lets no header be injected: the subject stays one plain line, the body stays the body', async () => {
    const messageId = await storeLead('=?UTF-8?Q?Hi=0D=0ABcc:_victim@example.com?=');
    await handleLeadReply(
      {
        messageId,
        replyId: randomUUID(),
        body: 'Thanks\r\nBcc: victim@example.com\r\n\r\nSee you',
      },
      admin,
      deps,
    );
    const [mail] = repliesFor(messageId);
    expect(mail?.headers.bcc).toBeUndefined();
    expect(mail?.headers.cc).toBeUndefined();
    expect(mail?.headers.subject).toBe('Re: = ?UTF-8?Q?Hi=0D=0ABcc:_victim@example.com?=');
    expect(mail?.text).toContain('Bcc: victim@example.com');
  });

  it('says so when the mail server refuses, and sends it once when tried again', async () => {
    const messageId = await storeLead();
    const request = { messageId, replyId: randomUUID(), body: 'Hello' };
    smtp.rejectMail('Mailbox unavailable (test)');

    const error = await refusal(handleLeadReply(request, admin, deps));

    expect(error.code).toBe('unavailable');
    expect(error.message).toContain('Mailbox unavailable (test)');
    const thread = leadRef(db, messageId).collection(LEAD_REPLIES).doc(request.replyId);
    expect((await thread.get()).data()).toMatchObject({ status: 'mail_failed' });
    expect((await lead(messageId))?.firstResponseAt).toBeUndefined();
    smtp.rejectMail(null);
    await handleLeadReply(request, admin, deps);
    expect(repliesFor(messageId)).toHaveLength(1);
    expect((await thread.get()).data()).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('recordLeadResponse', () => {
  it('records an answer by WhatsApp or phone as the first response, once', async () => {
    const messageId = await storeLead();
    const at = new Date('2026-11-25T11:00:00Z');
    expect(
      await handleLeadResponse({ messageId, channel: 'whatsapp' }, admin, {
        db,
        now: () => at,
        threading: testThreading,
      }),
    ).toEqual({ firstResponseAt: at.toISOString(), firstResponseChannel: 'whatsapp' });
    expect(await lead(messageId)).toMatchObject({
      triage: 'replied',
      firstResponseChannel: 'whatsapp',
      firstResponseAt: Timestamp.fromDate(at),
    });
    const again = await handleLeadResponse({ messageId, channel: 'phone' }, admin, deps);
    expect(again).toEqual({ firstResponseAt: at.toISOString(), firstResponseChannel: 'whatsapp' });
  });

  it('is for admins only, and knows only the three channels', async () => {
    const messageId = await storeLead();
    expect(
      (await refusal(handleLeadResponse({ messageId, channel: 'phone' }, null, deps))).code,
    ).toBe('permission-denied');
    expect(
      (await refusal(handleLeadResponse({ messageId, channel: 'pigeon' }, admin, deps))).message,
    ).toBe('Say how the lead was answered.');
    expect((await lead(messageId))?.triage).toBe('new');
  });
});
