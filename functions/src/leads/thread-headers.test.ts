// The threading headers of every mail the firm sends a prospect (the acknowledgement, a first and a
// second reply), as the mail arrives at an SMTP server: our Message-ID, In-Reply-To, References and the
// lead's reply address; and the link to the conversation page in each.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationPath, replyAddress, threadMessageId } from '@site/contract';
import { parseMail } from '@site/smtp-catcher';
import { testFirm } from '../../test/support/firm.js';
import { mailgunPost, TEST_SIGNING_KEY } from '../../test/support/mailgun-posts.js';
import { useSmtpServer } from '../../test/support/smtp.js';
import { testThreading } from '../../test/support/threading.js';
import { handleInboundMail } from '../inbound/inbound-mail.js';
import { mailgun } from '../inbound/mailgun.js';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { ACKNOWLEDGEMENT_HEADER } from './acknowledgement-mail.js';
import { pageToken, replyToken } from './conversation-tokens.js';
import type { LeadMailDependencies } from './lead-mail.js';
import { LEAD_REPLY_ID_HEADER } from './lead-reply-mail.js';
import { handleLeadReply } from './lead-reply.js';
import { receiveLead } from './receive-lead.js';
import { messageIdDomain, REFERENCES_MAX, threadHeaders } from './thread-headers.js';

const addresses = {
  recipient: 'Sales <sales@lagoon-ridge.example>',
  sender: 'Lagoon Ridge Website <no-reply@lagoon-ridge.example>',
};
const domain = testThreading.replyDomain!;
const admin = { uid: 'admin-1', email: 'ada@lagoon-ridge.example', admin: true };

const smtp = useSmtpServer();
let db: Firestore;
let deps: LeadMailDependencies;

beforeAll(() => {
  db = emulatorFirestore('demo-thread-headers');
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

const caught = () => smtp.mails.map((mail) => parseMail(mail.raw));

describe('the headers of the firm’s mails to a prospect', () => {
  it('thread the acknowledgement, a first reply and a second reply, each answerable into the thread', async () => {
    const leadId = randomUUID();
    const email = `ada-${leadId.slice(0, 8)}@example.com`;
    await receiveLead(
      leadId,
      {
        name: 'Ada Eze',
        email,
        company: null,
        phone: null,
        subject: 'Cloud backup',
        message: 'Quote, please.',
      },
      { uid: null, userAgent: null, ipHash: 'h'.repeat(64), page: '/contact', source: null },
      {
        admit: () => Promise.resolve(true),
        acknowledgement: { allows: () => Promise.resolve(true), record: () => undefined },
      },
      deps,
    );
    const ownReplyAddress = replyAddress(replyToken(testThreading.key, leadId), domain);
    const link = new URL(
      conversationPath(pageToken(testThreading.key, leadId, 0)),
      testFirm.siteUrl,
    ).href;
    const ack = caught().find(
      (mail) => mail.headers[ACKNOWLEDGEMENT_HEADER.toLowerCase()] === leadId,
    );
    const ackId = threadMessageId(leadId, 'ack', domain);
    expect(ack?.headers).toMatchObject({ 'message-id': ackId, 'reply-to': ownReplyAddress });
    expect(ack?.headers).not.toHaveProperty('in-reply-to');
    expect(ack?.headers).not.toHaveProperty('references');
    expect(ack?.text).toContain(link);

    const firstId = randomUUID();
    await handleLeadReply(
      { messageId: leadId, replyId: firstId, body: 'Which provider today?' },
      admin,
      deps,
    );
    const reply = (replyId: string) =>
      caught().find((mail) => mail.headers[LEAD_REPLY_ID_HEADER.toLowerCase()] === replyId)!;
    const firstReplyId = threadMessageId(leadId, { reply: firstId }, domain);
    expect(reply(firstId).headers).toMatchObject({
      'message-id': firstReplyId,
      'in-reply-to': ackId,
      references: ackId,
      'reply-to': ownReplyAddress,
    });
    expect(reply(firstId).text).toContain(link);

    // The prospect answers by mail; the second reply answers that mail, and references them all.
    const answerId = '<ada-answer@mail.example.com>';
    const answered = await handleInboundMail(
      await mailgunPost({
        recipient: ownReplyAddress,
        from: email,
        subject: 'Re: Cloud backup',
        bodyPlain: 'Google Workspace.',
        headers: [
          ['Message-Id', answerId],
          ['In-Reply-To', firstReplyId],
        ],
      }),
      mailgun,
      TEST_SIGNING_KEY,
      deps,
    );
    expect(answered.status).toBe(200);
    const secondId = randomUUID();
    await handleLeadReply(
      { messageId: leadId, replyId: secondId, body: 'We can back that up.' },
      admin,
      deps,
    );
    expect(reply(secondId).headers).toMatchObject({
      'message-id': threadMessageId(leadId, { reply: secondId }, domain),
      'in-reply-to': answerId,
      references: `${ackId} ${firstReplyId} ${answerId}`,
      'reply-to': ownReplyAddress,
    });
    // It quotes the message it answers: the prospect's latest.
    expect(reply(secondId).text).toContain('> Google Workspace.');
  });

  it('send answers to the firm’s mailbox, as before, where no reply domain is set up', () => {
    const settings = { ...testThreading, replyDomain: null };
    expect(messageIdDomain(settings, addresses)).toBe('lagoon-ridge.example');
  });

  it('keep the first and the latest ids of a long thread', () => {
    const earlier = Array.from({ length: 30 }, (_, index) => `<m${index}@example.com>`);
    const { references, inReplyTo } = threadHeaders('lead-1', 'ack', earlier, domain);
    expect(references).toHaveLength(REFERENCES_MAX);
    expect((references as string[])[0]).toBe('<m0@example.com>');
    expect((references as string[]).at(-1)).toBe('<m29@example.com>');
    expect(inReplyTo).toBe('<m29@example.com>');
  });
});
