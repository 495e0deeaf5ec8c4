// The prospect's answers by mail, from a signed Mailgun post to the thread: the inbound handler and the
// lead's side together, against the Firestore emulator and an in-process SMTP server.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_DEVICES,
  CONVERSATIONS,
  decodeConversation,
  decodeLead,
  isWaiting,
  LEAD_ANSWERS,
  replyAddress,
  STRAY_MAIL,
  threadMessageId,
  waitingSince,
  type LeadAlert,
} from '@site/contract';
import { parseMail } from '@site/smtp-catcher';
import { testFirm } from '../../test/support/firm.js';
import { gmailReply, mailgunPost, TEST_SIGNING_KEY } from '../../test/support/mailgun-posts.js';
import { useSmtpServer } from '../../test/support/smtp.js';
import { testThreading } from '../../test/support/threading.js';
import { handleInboundMail, INBOUND_TOKENS } from '../inbound/inbound-mail.js';
import { mailgun } from '../inbound/mailgun.js';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';
import { STRAY_MAIL_HEADER } from './answer-copy-mail.js';
import { replyToken } from './conversation-tokens.js';
import type { AnswerDependencies } from './lead-answers.js';
import type { AlertSender } from './lead-alerts.js';
import { sweepUnansweredLeads } from './lead-escalation.js';
import { handleLeadReply } from './lead-reply.js';
import { createLeadOnce, leadRef } from './lead-store.js';
import { MESSAGE_ID_HEADER } from './notification-mail.js';

// A project of its own: each test starts from an empty database.
const PROJECT_ID = 'demo-lead-answers';
const addresses = {
  recipient: 'Sales <sales@lagoon-ridge.example>',
  sender: 'Lagoon Ridge Website <no-reply@lagoon-ridge.example>',
};
const domain = testThreading.replyDomain!;
const admin = { uid: 'admin-1', email: 'ada@lagoon-ridge.example', admin: true };
const quiet = { info: () => undefined, error: () => undefined };

const smtp = useSmtpServer();
let db: Firestore;
let deps: AnswerDependencies;
let alerts: LeadAlert[];
let clock: Date;

/** Wednesday 25 November 2026, 10:00 in Lagos: the lead arrives. */
const ARRIVED = new Date('2026-11-25T09:00:00Z');
/** 10:20: the firm replies. */
const REPLIED = new Date('2026-11-25T09:20:00Z');
/** 11:00: the prospect answers by mail. */
const ANSWERED = new Date('2026-11-25T10:00:00Z');

beforeAll(() => {
  db = emulatorFirestore(PROJECT_ID);
  const sender: AlertSender = {
    send: (_tokens, alert) => {
      alerts.push(alert);
      return Promise.resolve({ deadTokens: [] });
    },
  };
  deps = {
    db,
    transport: smtp.transport(),
    addresses,
    firm: testFirm,
    threading: testThreading,
    now: () => clock,
    alerts: sender,
    log: quiet,
  };
});

beforeEach(async () => {
  alerts = [];
  clock = ARRIVED;
  const cleared = await fetch(
    `http://${inject('firestoreEmulatorHost')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(cleared.ok).toBe(true);
  await db
    .collection(ADMIN_DEVICES)
    .doc('device-1')
    .set({ uid: admin.uid, createdAt: Timestamp.now() });
});

/** A lead from `email`, arrived at ARRIVED, that the firm answered from the inbox at REPLIED. */
async function answeredLead(email = `ngozi-${randomUUID().slice(0, 8)}@example.com`) {
  const leadId = randomUUID();
  await createLeadOnce(
    db,
    leadId,
    {
      name: 'Ngozi Okafor',
      email,
      company: null,
      phone: null,
      subject: 'Managed IT for 40 seats',
      message: 'We need a quote.',
    },
    { uid: null, userAgent: null, ipHash: 'h'.repeat(64), page: '/contact', source: null },
    () => Promise.resolve(true),
    { now: ARRIVED, staleAfterMs: STALE_MAIL_ATTEMPT_MS },
    undefined,
    testThreading,
  );
  await leadRef(db, leadId).update({ createdAt: Timestamp.fromDate(ARRIVED) });
  clock = REPLIED;
  const replyId = randomUUID();
  await handleLeadReply(
    { messageId: leadId, replyId, body: 'Can we visit on Tuesday?' },
    admin,
    deps,
  );
  return {
    leadId,
    email,
    replyId,
    replyAddress: replyAddress(replyToken(testThreading.key, leadId), domain),
  };
}

/** Posts a mail as Mailgun would, signed now, to the inbound handler. */
async function deliver(options: Parameters<typeof mailgunPost>[0]) {
  return handleInboundMail(
    await mailgunPost({ signedAt: clock, ...options }),
    mailgun,
    TEST_SIGNING_KEY,
    deps,
  );
}

const leadNow = async (leadId: string) =>
  decodeLead(leadId, (await leadRef(db, leadId).get()).data() ?? {});
const answersOf = async (leadId: string) =>
  (await leadRef(db, leadId).collection(LEAD_ANSWERS).get()).docs.map((doc) => doc.data());
const copiesFor = (leadId: string) =>
  smtp.mails
    .map((mail) => parseMail(mail.raw))
    .filter(
      (mail) =>
        mail.headers[MESSAGE_ID_HEADER.toLowerCase()] === leadId &&
        mail.headers.subject?.startsWith('Answer:'),
    );
const conversationOf = async (leadId: string) => {
  const { conversationId } = await leadNow(leadId);
  const data = (await db.collection(CONVERSATIONS).doc(conversationId!).get()).data();
  return decodeConversation(conversationId!, data ?? {});
};

describe('an answer by mail', () => {
  it('joins the thread by its reply token: the new text, sender and time; the lead waits again', async () => {
    const { leadId, email, replyAddress: to } = await answeredLead();
    expect(isWaiting(await leadNow(leadId))).toBe(false);
    clock = ANSWERED;

    const answer = await deliver({
      recipient: to,
      from: `Ngozi Okafor <${email.toUpperCase()}>`,
      subject: 'Re: Managed IT for 40 seats',
      ...gmailReply,
      headers: [['Message-Id', '<CAF-answer-1@mail.gmail.com>']],
    });
    expect(answer).toEqual({ status: 200, body: 'stored' });

    const [stored, ...others] = await answersOf(leadId);
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({
      channel: 'email',
      text: 'Tuesday works. Can you bring the draft contract?',
      from: email,
      messageId: '<CAF-answer-1@mail.gmail.com>',
      receivedAt: Timestamp.fromDate(ANSWERED),
      attachments: [],
      copyStatus: 'sent',
    });
    const lead = await leadNow(leadId);
    expect(lead.triage).toBe('new');
    expect(waitingSince(lead)).toEqual(ANSWERED);
    expect(lead.lastAnswerAt).toEqual(ANSWERED);
    // One push to the admins, saying who answered.
    expect(alerts).toEqual([
      expect.objectContaining({ messageId: leadId, title: 'Answer from Ngozi Okafor' }),
    ]);
    // The prospect's page shows both sides, oldest first, and that the firm owes the next word.
    const conversation = await conversationOf(leadId);
    expect(conversation.waiting).toBe(true);
    expect(conversation.messages.map((message) => [message.side, message.text])).toEqual([
      ['prospect', 'We need a quote.'],
      ['firm', 'Can we visit on Tuesday?'],
      ['prospect', 'Tuesday works. Can you bring the draft contract?'],
    ]);
    // The firm's mailbox gets the whole mail once, quote included, threaded under the notification.
    const [copy, ...more] = copiesFor(leadId);
    expect(more).toHaveLength(0);
    expect(copy?.headers.to).toBe(addresses.recipient);
    expect(copy?.headers['reply-to']).toBe(email);
    expect(copy?.text).toContain('> Hello Ngozi, can we visit on Tuesday?');
    expect(copy?.headers['in-reply-to']).toBe(threadMessageId(leadId, 'notification', domain));
  });

  it('joins the thread by In-Reply-To alone, sent to any address', async () => {
    const { leadId, email, replyId } = await answeredLead();
    clock = ANSWERED;
    const answer = await deliver({
      recipient: 'sales@reply.lagoon-ridge.example',
      from: email,
      subject: 'Re: Managed IT for 40 seats',
      bodyPlain: 'Yes, Tuesday.',
      headers: [
        ['Message-Id', '<answer-2@example.com>'],
        ['In-Reply-To', threadMessageId(leadId, { reply: replyId }, domain)],
      ],
    });
    expect(answer.status).toBe(200);
    expect((await answersOf(leadId)).map((stored) => stored.text)).toEqual(['Yes, Tuesday.']);
  });

  it('keeps a stranger’s mail to a real token apart, and out of the thread', async () => {
    const { leadId, replyAddress: to } = await answeredLead();
    clock = ANSWERED;
    const answer = await deliver({
      recipient: to,
      from: 'Someone Else <someone@elsewhere.example>',
      subject: 'Re: Managed IT for 40 seats',
      bodyPlain: 'I saw this thread. Cheaper offer here.',
      headers: [['Message-Id', '<stranger@elsewhere.example>']],
    });
    expect(answer).toEqual({ status: 200, body: 'kept-apart' });
    expect(await answersOf(leadId)).toEqual([]);
    expect(isWaiting(await leadNow(leadId))).toBe(false);
    expect((await conversationOf(leadId)).messages).toHaveLength(2);
    expect(alerts).toEqual([]);
    const strays = (await db.collection(STRAY_MAIL).get()).docs.map((doc) => doc.data());
    expect(strays).toEqual([
      expect.objectContaining({
        reason: 'not-the-lead',
        leadId,
        from: 'Someone Else <someone@elsewhere.example>',
        text: 'I saw this thread. Cheaper offer here.',
      }),
    ]);
    const copy = smtp.mails
      .map((mail) => parseMail(mail.raw))
      .find((mail) => mail.headers[STRAY_MAIL_HEADER.toLowerCase()]);
    expect(copy?.headers.subject).toBe('[Kept apart] Re: Managed IT for 40 seats');
  });

  it('keeps a mail that names no conversation apart', async () => {
    const answer = await deliver({
      recipient: `reply+${'a'.repeat(26)}@${domain}`,
      from: 'ngozi@example.com',
      subject: 'Hello',
      bodyPlain: 'Hello?',
      headers: [['In-Reply-To', '<lead.unknown.ack@reply.lagoon-ridge.example>']],
    });
    expect(answer).toEqual({ status: 200, body: 'kept-apart' });
    expect((await db.collection(STRAY_MAIL).get()).docs.map((doc) => doc.data().reason)).toEqual([
      'no-lead',
    ]);
  });

  it('stores a mail delivered twice once, and sends its copy once', async () => {
    const { leadId, email, replyAddress: to } = await answeredLead();
    clock = ANSWERED;
    const mail = {
      recipient: to,
      from: email,
      subject: 'Re: Managed IT for 40 seats',
      bodyPlain: 'Yes, Tuesday.',
      headers: [['Message-Id', '<same-mail@example.com>']] as [string, string][],
    };
    expect((await deliver(mail)).status).toBe(200);
    expect((await deliver(mail)).body).toBe('duplicate');
    expect(await answersOf(leadId)).toHaveLength(1);
    expect(copiesFor(leadId)).toHaveLength(1);
    expect(alerts).toHaveLength(1);
  });

  it('asks for the mail again while the firm’s copy fails, then sends the copy once', async () => {
    const { leadId, email, replyAddress: to } = await answeredLead();
    clock = ANSWERED;
    const mail = {
      recipient: to,
      from: email,
      subject: 'Re: Managed IT for 40 seats',
      bodyPlain: 'Yes, Tuesday.',
      headers: [['Message-Id', '<copy-fails@example.com>']] as [string, string][],
    };
    smtp.rejectMail('550 mailbox unavailable');
    expect((await deliver(mail)).status).toBe(500);
    expect(await answersOf(leadId)).toEqual([
      expect.objectContaining({ copyStatus: 'mail_failed' }),
    ]);
    smtp.rejectMail(null);
    // Mailgun's retry, signed again.
    expect(await deliver(mail)).toEqual({ status: 200, body: 'duplicate' });
    expect(await answersOf(leadId)).toEqual([
      expect.objectContaining({ copyStatus: 'sent', copyAttempts: 2 }),
    ]);
    expect(copiesFor(leadId)).toHaveLength(1);
    expect(alerts).toHaveLength(1);
  });

  it('names two attachments in the thread, keeps neither, and sends both whole to the firm', async () => {
    const { leadId, email, replyAddress: to } = await answeredLead();
    clock = ANSWERED;
    const pdf = Buffer.from('%PDF-1.7 request for proposal, 40 seats');
    const png = Buffer.alloc(3000, 9);
    await deliver({
      recipient: to,
      from: email,
      subject: 'RFP',
      bodyPlain: 'Our RFP and the site plan.',
      headers: [['Message-Id', '<with-files@example.com>']],
      attachments: [
        { filename: 'rfp.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'site-plan.png', contentType: 'image/png', content: png },
      ],
    });
    const files = [
      { name: 'rfp.pdf', type: 'application/pdf', size: pdf.length },
      { name: 'site-plan.png', type: 'image/png', size: png.length },
    ];
    expect((await answersOf(leadId))[0]?.attachments).toEqual(files);
    expect((await conversationOf(leadId)).messages.at(-1)?.attachments).toEqual(files);
    const [copy] = copiesFor(leadId);
    expect(
      copy?.attachments.map(({ filename, contentType, content }) => [
        filename,
        contentType,
        content,
      ]),
    ).toEqual([
      ['rfp.pdf', 'application/pdf', pdf],
      ['site-plan.png', 'image/png', png],
    ]);
  });
});

describe('a refused post', () => {
  it.each([
    ['unsigned', { signature: 'none' as const }],
    ['badly signed', { signature: 'wrong' as const }],
    ['stale', { signedAt: new Date(ARRIVED.getTime() - 10 * 60_000) }],
  ])('is %s: answered 406, so Mailgun stops, and nothing is stored', async (_case, signing) => {
    const { leadId, email, replyAddress: to } = await answeredLead();
    clock = ANSWERED;
    const answer = await handleInboundMail(
      await mailgunPost({
        recipient: to,
        from: email,
        subject: 'Re: quote',
        bodyPlain: 'Forged?',
        signedAt: ANSWERED,
        ...signing,
      }),
      mailgun,
      TEST_SIGNING_KEY,
      deps,
    );
    expect(answer.status).toBe(406);
    expect(await answersOf(leadId)).toEqual([]);
    expect((await db.collection(STRAY_MAIL).get()).size).toBe(0);
    expect((await db.collection(INBOUND_TOKENS).get()).size).toBe(0);
    expect(isWaiting(await leadNow(leadId))).toBe(false);
  });

  it('is a replay of a signature already used, even with another mail in it', async () => {
    const { leadId, email, replyAddress: to } = await answeredLead();
    clock = ANSWERED;
    const token = 'f'.repeat(50);
    const first = { recipient: to, from: email, subject: 'Re', bodyPlain: 'Real.', token };
    expect(
      (await deliver({ ...first, headers: [['Message-Id', '<real@example.com>']] })).status,
    ).toBe(200);
    const replay = await deliver({
      ...first,
      bodyPlain: 'Forged.',
      headers: [['Message-Id', '<forged@example.com>']],
    });
    expect(replay.status).toBe(406);
    expect((await answersOf(leadId)).map((answer) => answer.text)).toEqual(['Real.']);
  });
});

describe('the escalation, per turn', () => {
  it('alerts once after the first message, and once again after the prospect’s answer', async () => {
    const leadId = randomUUID();
    await createLeadOnce(
      db,
      leadId,
      {
        name: 'Kemi Adebayo',
        email: 'kemi@example.com',
        company: null,
        phone: null,
        subject: 'ERP',
        message: 'Call me.',
      },
      { uid: null, userAgent: null, ipHash: 'h'.repeat(64), page: null, source: null },
      () => Promise.resolve(true),
      { now: ARRIVED, staleAfterMs: STALE_MAIL_ATTEMPT_MS },
      undefined,
      testThreading,
    );
    await leadRef(db, leadId).update({ createdAt: Timestamp.fromDate(ARRIVED) });
    const sweep = (at: string) =>
      sweepUnansweredLeads({ db, alerts: deps.alerts!, now: () => new Date(at), log: quiet });

    // Wednesday 11:30 in Lagos: 90 business minutes unanswered. Once only.
    expect(await sweep('2026-11-25T10:30:00Z')).toEqual([leadId]);
    expect(await sweep('2026-11-25T11:30:00Z')).toEqual([]);
    // 12:00: the firm replies. 13:00: the prospect answers; the new turn waits.
    clock = new Date('2026-11-25T11:00:00Z');
    await handleLeadReply(
      { messageId: leadId, replyId: randomUUID(), body: 'Tomorrow at 10?' },
      admin,
      deps,
    );
    clock = new Date('2026-11-25T12:00:00Z');
    await deliver({
      recipient: replyAddress(replyToken(testThreading.key, leadId), domain),
      from: 'kemi@example.com',
      subject: 'Re: ERP',
      bodyPlain: 'Make it 11.',
      headers: [['Message-Id', '<kemi-answer@example.com>']],
    });
    // 13:59: under the hour since the answer. 14:05: past it, alerted once more, once.
    expect(await sweep('2026-11-25T12:59:00Z')).toEqual([]);
    const before = alerts.length;
    expect(await sweep('2026-11-25T13:05:00Z')).toEqual([leadId]);
    expect(await sweep('2026-11-25T13:30:00Z')).toEqual([]);
    expect(alerts.slice(before)).toEqual([
      expect.objectContaining({
        messageId: leadId,
        title: 'Unanswered for 1 h 5 min: Kemi Adebayo',
      }),
    ]);
  });
});
