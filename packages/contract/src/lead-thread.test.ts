import { describe, expect, it } from 'vitest';
import { decodeConversation, formatBytes, publicMessages } from './conversation.js';
import { decodeLeadReply } from './lead-reply-record.js';
import { decodeLeadAnswer, leadThread } from './lead-thread.js';

const timestamp = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const lead = {
  id: 'lead-1',
  message: 'We need a quote.',
  createdAt: new Date('2026-12-01T09:00:00Z'),
};

describe('leadThread', () => {
  const replies = [
    decodeLeadReply('r2', {
      body: 'Second reply',
      authorEmail: 'ada@lagoon-ridge.example',
      status: 'sent',
      createdAt: timestamp('2026-12-02T09:00:00Z'),
      sentAt: timestamp('2026-12-02T09:00:05Z'),
    }),
    decodeLeadReply('r1', {
      body: 'First reply',
      status: 'sent',
      createdAt: timestamp('2026-12-01T10:00:00Z'),
      sentAt: timestamp('2026-12-01T10:00:05Z'),
    }),
    decodeLeadReply('r3', {
      body: 'Still going out',
      status: 'received',
      createdAt: timestamp('2026-12-03T09:00:00Z'),
    }),
  ];
  const answers = [
    decodeLeadAnswer('a1', {
      channel: 'email',
      text: 'Here is our RFP.',
      from: 'ngozi@example.com',
      receivedAt: timestamp('2026-12-01T12:00:00Z'),
      attachments: [{ name: 'rfp.pdf', type: 'application/pdf', size: 120_000 }],
      copyStatus: 'sent',
    }),
    decodeLeadAnswer('a2', { channel: 'page', text: 'Thanks!', receivedAt: null }),
  ];

  it('is both sides oldest first, the first message first, replies only once sent', () => {
    const thread = leadThread(lead, replies, answers);
    expect(thread.map((message) => [message.side, message.id])).toEqual([
      ['prospect', 'lead-1'],
      ['firm', 'r1'],
      ['prospect', 'a1'],
      ['firm', 'r2'],
      // Not stamped yet: last.
      ['prospect', 'a2'],
    ]);
    expect(thread[2]).toMatchObject({
      channel: 'email',
      copied: true,
      attachments: [{ name: 'rfp.pdf', type: 'application/pdf', size: 120_000 }],
    });
    expect(thread[4]).toMatchObject({ channel: 'page', copied: false });
  });

  it('gives the prospect the messages without who wrote the firm’s or how the copy went', () => {
    const shown = publicMessages(leadThread(lead, replies, answers));
    expect(shown[1]).toEqual({
      side: 'firm',
      at: new Date('2026-12-01T10:00:05Z'),
      text: 'First reply',
      channel: 'reply',
      attachments: [],
    });
    expect(JSON.stringify(shown)).not.toContain('ada@lagoon-ridge.example');
    expect(shown[2]).not.toHaveProperty('copied');
  });
});

describe('decodeConversation', () => {
  it('reads a stored conversation, and a damaged one as empty fields', () => {
    expect(
      decodeConversation('c1', {
        email: 'ngozi@example.com',
        subject: 'Quote',
        waiting: true,
        createdAt: timestamp('2026-12-01T09:00:00Z'),
        messages: [
          {
            side: 'prospect',
            at: timestamp('2026-12-01T09:00:00Z'),
            text: 'Hi',
            channel: 'form',
            attachments: [],
          },
          'damaged',
        ],
      }),
    ).toEqual({
      id: 'c1',
      email: 'ngozi@example.com',
      subject: 'Quote',
      createdAt: new Date('2026-12-01T09:00:00Z'),
      updatedAt: null,
      waiting: true,
      messages: [
        {
          side: 'prospect',
          at: new Date('2026-12-01T09:00:00Z'),
          text: 'Hi',
          channel: 'form',
          attachments: [],
        },
      ],
    });
    expect(decodeConversation('c2', { messages: 3 }).messages).toEqual([]);
  });

  it('writes sizes as people read them', () => {
    expect([830, 14_200, 2_430_000].map(formatBytes)).toEqual(['830 B', '14 KB', '2.4 MB']);
  });
});
