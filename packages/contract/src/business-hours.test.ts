import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  businessMinutesBetween,
  expectedAnswer,
  formatBusinessDuration,
  isOpenAt,
  PUBLIC_HOLIDAYS,
} from './business-hours.js';

/** A Lagos wall-clock time (WAT, UTC+1) as an instant. */
const lagos = (local: string) => new Date(`${local}:00+01:00`);

describe('business time in Lagos', () => {
  it('is open on weekdays 9–18 and Saturdays 10–16, closed on Sundays and holidays', () => {
    expect(isOpenAt(lagos('2026-11-27T09:00'))).toBe(true); // Friday
    expect(isOpenAt(lagos('2026-11-27T08:59'))).toBe(false);
    expect(isOpenAt(lagos('2026-11-27T18:00'))).toBe(false);
    expect(isOpenAt(lagos('2026-11-28T15:59'))).toBe(true); // Saturday
    expect(isOpenAt(lagos('2026-11-28T16:00'))).toBe(false);
    expect(isOpenAt(lagos('2026-11-29T12:00'))).toBe(false); // Sunday
    expect(isOpenAt(lagos('2026-10-01T12:00'))).toBe(false); // Independence Day, a Thursday
  });

  it('counts only open minutes between two instants', () => {
    // Friday 17:30 to Saturday 10:30: 30 min on Friday, 30 on Saturday.
    expect(businessMinutesBetween(lagos('2026-11-27T17:30'), lagos('2026-11-28T10:30'))).toBe(60);
    // Saturday 15:00 to Monday 09:15 (Sunday closed).
    expect(businessMinutesBetween(lagos('2026-11-28T15:00'), lagos('2026-11-30T09:15'))).toBe(75);
    // Over Christmas 2026: Friday 25 and Monday 28 are holidays, Saturday 26 is open 10–16.
    expect(businessMinutesBetween(lagos('2026-12-24T17:00'), lagos('2026-12-29T10:00'))).toBe(
      60 + 6 * 60 + 60,
    );
    expect(businessMinutesBetween(lagos('2026-11-27T12:00'), lagos('2026-11-27T11:00'))).toBe(0);
  });

  it('adds open minutes from the next opening when closed', () => {
    expect(addBusinessMinutes(lagos('2026-11-27T17:30'), 60)).toEqual(lagos('2026-11-28T10:30'));
    expect(addBusinessMinutes(lagos('2026-11-28T20:00'), 60)).toEqual(lagos('2026-11-30T10:00'));
    expect(addBusinessMinutes(lagos('2026-11-27T06:00'), 0)).toEqual(lagos('2026-11-27T09:00'));
  });
});

describe('expectedAnswer', () => {
  it('says within the hour during open hours', () => {
    expect(expectedAnswer(lagos('2026-11-25T14:05')).text).toBe('within the hour');
  });

  it('names the next opening on a Friday evening: Saturday morning', () => {
    const answer = expectedAnswer(lagos('2026-11-27T19:40'));
    expect(answer.answerBy).toEqual(lagos('2026-11-28T11:00'));
    expect(answer.text).toBe('by 11:00 AM tomorrow, Saturday 28 November');
  });

  it('says Monday morning on a Saturday evening, and skips a public holiday', () => {
    expect(expectedAnswer(lagos('2026-11-28T17:00')).text).toBe(
      'by 10:00 AM on Monday 30 November',
    );
    // Thursday 24 December, after hours: Friday 25 is Christmas Day.
    expect(expectedAnswer(lagos('2026-12-24T20:00')).text).toBe(
      'by 11:00 AM on Saturday 26 December',
    );
    // Independence Day 2026 is a Thursday: a message that morning is answered on Friday.
    expect(expectedAnswer(lagos('2026-10-01T09:30')).text).toBe(
      'by 10:00 AM tomorrow, Friday 2 October',
    );
  });

  it('carries a message near closing time over to the next opening', () => {
    expect(expectedAnswer(lagos('2026-11-26T17:30')).text).toBe(
      'by 9:30 AM tomorrow, Friday 27 November',
    );
    expect(expectedAnswer(lagos('2026-11-26T07:00')).text).toBe('by 10:00 AM today');
  });
});

describe('the holiday list', () => {
  it('holds real dates, in order, each once', () => {
    const dates = PUBLIC_HOLIDAYS.map((holiday) => holiday.date);
    for (const date of dates) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });
});

describe('formatBusinessDuration', () => {
  it('writes minutes, then hours and minutes', () => {
    expect(formatBusinessDuration(45)).toBe('45 min');
    expect(formatBusinessDuration(80)).toBe('1 h 20 min');
    expect(formatBusinessDuration(1560)).toBe('26 h');
  });
});
