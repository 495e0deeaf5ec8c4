import { describe, expect, it } from 'vitest';
import { medianAnswerTime, medianFirstResponse } from './first-response.js';

// Wednesday 2 December 2026, 15:00 in Lagos (WAT = UTC+1): inside the firm's hours.
const now = new Date('2026-12-02T14:00:00Z');
const at = (iso: string) => new Date(iso);
/** A turn asked on a weekday morning in Lagos and answered `minutes` later, the same morning. */
const turn = (day: string, minutes: number) => ({
  askedAt: at(`${day}T09:00:00Z`),
  answeredAt: new Date(at(`${day}T09:00:00Z`).getTime() + minutes * 60_000),
});

describe('the response-time medians', () => {
  const leads = [
    // First response in 20 minutes, then two later turns answered in 90 and 40 minutes.
    { turns: [turn('2026-11-30', 20), turn('2026-12-01', 90), turn('2026-12-02', 40)] },
    // First response in 60 minutes, and a later turn still open.
    { turns: [turn('2026-11-26', 60), { askedAt: at('2026-12-02T10:00:00Z'), answeredAt: null }] },
    // Older than the 30 days: left out of both.
    { turns: [turn('2026-10-01', 5)] },
  ].map((lead) => ({
    ...lead,
    createdAt: lead.turns[0]!.askedAt,
    firstResponse: { at: lead.turns[0]!.answeredAt!, channel: null, by: null },
  }));

  it('keeps the median first response: the first turn of each lead', () => {
    expect(medianFirstResponse(leads, now)).toEqual({ minutes: 40, count: 2 });
  });

  it('adds the median answer time over every answered turn', () => {
    // 20, 40, 60, 90.
    expect(medianAnswerTime(leads, now)).toEqual({ minutes: 50, count: 4 });
  });

  it('is null when no turn was answered', () => {
    expect(medianAnswerTime([{ turns: [{ askedAt: now, answeredAt: null }] }], now)).toBeNull();
  });
});
