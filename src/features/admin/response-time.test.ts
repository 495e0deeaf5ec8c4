// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { medianFirstResponse } from '@site/contract';
import { responseTime, waitingMinutes } from './response-time';
import { inboxMessage } from './testing/inbox-message';

const lead = inboxMessage;

describe('response time in business hours', () => {
  it("counts a waiting lead's age in open hours only, and marks it past one business hour", () => {
    // Thursday 09:15 in Lagos: 90 minutes on Wednesday, 15 on Thursday.
    const thursday = new Date('2026-11-26T08:15:00Z');
    expect(waitingMinutes(lead(), thursday)).toBe(105);
    expect(responseTime(lead(), thursday)).toEqual({ text: 'Waiting 1 h 45 min', overdue: true });
    expect(responseTime(lead(), new Date('2026-11-25T16:00:00Z'))?.overdue).toBe(false);
    // Closed, spam or answered: not waiting.
    expect(waitingMinutes(lead({ triage: 'closed' }), thursday)).toBeNull();
    expect(responseTime(lead({ triage: 'spam' }), thursday)).toBeNull();
  });

  it('ages a lead the prospect answered again from their answer, saying so', () => {
    const answeredAgain = lead({
      firstResponse: { at: new Date('2026-11-25T15:40:00.000Z'), channel: 'email', by: 'admin' },
      // Answered at 16:40 in Lagos; the prospect wrote back on Thursday at 09:00.
      turns: [
        {
          askedAt: new Date('2026-11-25T15:30:00.000Z'),
          answeredAt: new Date('2026-11-25T15:40:00.000Z'),
        },
        { askedAt: new Date('2026-11-26T08:00:00.000Z'), answeredAt: null },
      ],
    });
    expect(responseTime(answeredAgain, new Date('2026-11-26T08:25:00Z'))).toEqual({
      text: 'Waiting 25 min since their answer',
      overdue: false,
    });
  });

  it('says how and how fast a lead was answered', () => {
    const answered = lead({
      triage: 'replied',
      firstResponse: { at: new Date('2026-11-26T08:10:00.000Z'), channel: 'whatsapp', by: 'admin' },
    });
    expect(responseTime(answered, new Date())).toEqual({
      text: 'Answered by WhatsApp after 1 h 40 min',
      overdue: false,
    });
  });

  it('takes the median over the last 30 days of answered leads', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const answeredAfter = (minutes: number, createdAt = '2026-11-25T10:00:00.000Z') =>
      lead({
        createdAt: new Date(createdAt),
        triage: 'replied',
        firstResponse: {
          at: new Date(Date.parse(createdAt) + minutes * 60_000),
          channel: 'email',
          by: 'admin',
        },
      });
    expect(medianFirstResponse([lead()], now)).toBeNull();
    expect(
      medianFirstResponse(
        [
          answeredAfter(10),
          answeredAfter(30),
          answeredAfter(50),
          answeredAfter(70),
          lead(),
          // Older than 30 days: not counted.
          answeredAfter(5, '2026-10-01T10:00:00.000Z'),
        ],
        now,
      ),
    ).toEqual({ minutes: 40, count: 4 });
  });
});
