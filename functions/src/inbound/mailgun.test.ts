import { describe, expect, it } from 'vitest';
import {
  forwardedMail,
  gmailReply,
  htmlOnlyReply,
  mailgunPost,
  TEST_SIGNING_KEY,
} from '../../test/support/mailgun-posts.js';
import { MAILGUN_MAX_AGE_MS, mailgun } from './mailgun.js';

const recipient = 'reply+abcdefghijklmnopqrstuvwxyz@reply.lagoon-ridge.example';
const from = 'Ngozi Okafor <ngozi@example.com>';
const now = new Date('2026-12-01T09:02:30Z');

async function accepted(options: Parameters<typeof mailgunPost>[0]) {
  const reading = await mailgun.read(
    await mailgunPost({ signedAt: now, ...options }),
    TEST_SIGNING_KEY,
    now,
  );
  if (reading.outcome !== 'accepted') throw new Error(`refused: ${reading.reason}`);
  return reading;
}

describe('the Mailgun adapter', () => {
  it('reads a reply with quoted history: the stripped reply, who, where, and what it answers', async () => {
    const { mail, replayKey } = await accepted({
      recipient,
      from,
      subject: 'Re: Managed IT for 40 seats',
      ...gmailReply,
      headers: [
        ['Message-Id', '<CAF=yz@mail.gmail.com>'],
        ['In-Reply-To', '<lead.l1.reply.r1@reply.lagoon-ridge.example>'],
        [
          'References',
          '<lead.l1.ack@reply.lagoon-ridge.example>\r\n <lead.l1.reply.r1@reply.lagoon-ridge.example>',
        ],
      ],
    });
    expect(mail).toMatchObject({
      deliveryId: '<CAF=yz@mail.gmail.com>',
      messageId: '<CAF=yz@mail.gmail.com>',
      from,
      subject: 'Re: Managed IT for 40 seats',
      newText: 'Tuesday works. Can you bring the draft contract?',
      inReplyTo: ['<lead.l1.reply.r1@reply.lagoon-ridge.example>'],
      references: [
        '<lead.l1.ack@reply.lagoon-ridge.example>',
        '<lead.l1.reply.r1@reply.lagoon-ridge.example>',
      ],
      attachments: [],
    });
    expect(mail.recipients[0]).toBe(recipient);
    // The whole mail stays whole for the firm's copy.
    expect(mail.text).toContain('> Hello Ngozi, can we visit on Tuesday?');
    expect(replayKey).toMatch(/^mailgun:[0-9a-f]{50}$/);
  });

  it('cuts the quote itself when the post has no stripped reply', async () => {
    const { mail } = await accepted({
      recipient,
      from,
      subject: 'Re: visit',
      bodyPlain: gmailReply.bodyPlain,
    });
    expect(mail.newText).toBe('Tuesday works. Can you bring the draft contract?\n\nNgozi');
  });

  it('reads an HTML-only mail: Mailgun’s stripped text of it, or our cut of the HTML', async () => {
    expect(
      (await accepted({ recipient, from, subject: 'Re: visit', ...htmlOnlyReply })).mail.newText,
    ).toBe('Yes, Thursday 10:00 suits us.');
    const { mail } = await accepted({
      recipient,
      from,
      subject: 'Re: visit',
      bodyPlain: '',
      bodyHtml: htmlOnlyReply.bodyHtml,
    });
    expect(mail.newText).toBe('Yes, Thursday 10:00 suits us.');
    expect(mail.html).toContain('<b>Thursday 10:00</b>');
  });

  it('keeps a forwarded mail whole: it is what the prospect sends us', async () => {
    const { mail } = await accepted({
      recipient,
      from,
      subject: 'Fwd: Abuja branch',
      ...forwardedMail,
    });
    expect(mail.newText).toContain('Our CFO asked about this, see below.');
    expect(mail.newText).toContain('Can they support the Abuja branch too?');
  });

  it('reads the attachments of a multipart post, bytes and all', async () => {
    const pdf = Buffer.from('%PDF-1.7 request for proposal');
    const png = Buffer.alloc(2048, 7);
    const { mail } = await accepted({
      recipient,
      from,
      subject: 'RFP attached',
      bodyPlain: 'Here is our RFP and the site plan.',
      strippedText: 'Here is our RFP and the site plan.',
      attachments: [
        { filename: 'rfp.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'site-plan.png', contentType: 'image/png', content: png },
      ],
    });
    expect(
      mail.attachments.map(({ filename, contentType, content }) => [
        filename,
        contentType,
        content,
      ]),
    ).toEqual([
      ['rfp.pdf', 'application/pdf', pdf],
      ['site-plan.png', 'image/png', png],
    ]);
  });

  it.each([
    ['unsigned', { signature: 'none' as const }],
    ['badly signed', { signature: 'wrong' as const }],
    ['signed with another key', { key: 'key-someone-else' }],
    ['stale', { signedAt: new Date(now.getTime() - MAILGUN_MAX_AGE_MS - 1000) }],
    ['from the future', { signedAt: new Date(now.getTime() + MAILGUN_MAX_AGE_MS + 1000) }],
  ])('refuses a post that is %s', async (_case, options) => {
    const post = await mailgunPost({
      recipient,
      from,
      subject: 'Hi',
      bodyPlain: 'Hi',
      signedAt: now,
      ...options,
    });
    const reading = await mailgun.read(post, TEST_SIGNING_KEY, now);
    expect(reading.outcome).toBe('refused');
  });

  it('refuses what is no form at all', async () => {
    const reading = await mailgun.read(
      { method: 'POST', contentType: 'application/json', body: Buffer.from('{"a":1}') },
      TEST_SIGNING_KEY,
      now,
    );
    expect(reading).toEqual({ outcome: 'refused', reason: 'unreadable' });
  });
});
