// The firm's public holidays, and business time computed from them and its hours: what the
// acknowledgement e-mail promises, and how the inbox ages an unanswered lead. The hours themselves are
// in opening-hours.ts, which every page bundles; this file only the inbox does.
import { formatLagosClock, formatLagosDate, LAGOS_OFFSET_MS, lagosDayStart } from './lagos-time.js';
import { OPENING_HOURS, type OpeningHours, type WeekdayName } from './opening-hours.js';

/** By `Date#getUTCDay()`. Here, not beside the hours: every page bundles those, only the inbox this. */
export const WEEKDAY_NAMES: readonly WeekdayName[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/**
 * Nigeria's public holidays, the firm closed all day. The Federal Government declares each year's
 * dates, moving a holiday that falls on a weekend to the next working day, and fixes the Islamic
 * holidays by the moon a few days ahead: those here are the expected dates. Keep the coming year's
 * list here before December (docs/operations.md: "The holiday list needs the coming year's dates").
 */
export const PUBLIC_HOLIDAYS: readonly { date: string; name: string }[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-03-20', name: 'Eid al-Fitr' },
  { date: '2026-03-23', name: 'Eid al-Fitr holiday' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-01', name: "Workers' Day" },
  { date: '2026-05-27', name: 'Eid al-Adha' },
  { date: '2026-05-28', name: 'Eid al-Adha holiday' },
  { date: '2026-06-12', name: 'Democracy Day' },
  { date: '2026-08-26', name: 'Eid al-Mawlid' },
  { date: '2026-10-01', name: 'Independence Day' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-28', name: 'Boxing Day holiday' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-10', name: 'Eid al-Fitr' },
  { date: '2027-03-11', name: 'Eid al-Fitr holiday' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-03', name: "Workers' Day holiday" },
  { date: '2027-05-17', name: 'Eid al-Adha holiday' },
  { date: '2027-05-18', name: 'Eid al-Adha holiday' },
  { date: '2027-06-14', name: 'Democracy Day holiday' },
  { date: '2027-08-16', name: 'Eid al-Mawlid holiday' },
  { date: '2027-10-01', name: 'Independence Day' },
  { date: '2027-12-27', name: 'Christmas Day holiday' },
  { date: '2027-12-28', name: 'Boxing Day holiday' },
];

/** How soon a lead should have its first answer, in business minutes (the inbox flags it after). */
export const FIRST_RESPONSE_TARGET_MINUTES = 60;

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
/** Far enough for any gap between two open hours (a year of holidays in a row is not one). */
const MAX_DAYS_SEARCHED = 370;

export interface BusinessCalendar {
  hours: readonly OpeningHours[];
  holidays: readonly { date: string }[];
}

export const FIRM_CALENDAR: BusinessCalendar = { hours: OPENING_HOURS, holidays: PUBLIC_HOLIDAYS };

function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** "2026-11-27" for a Lagos day. */
function isoDate(dayStart: number): string {
  return new Date(dayStart).toISOString().slice(0, 10);
}

/**
 * The open window of the Lagos day starting at `dayStart` (lagosDayStart's value), as UTC instants,
 * or null when the firm is closed all day (a closed weekday or a public holiday). Booking slots are
 * laid out in it (booking-slots.ts).
 */
export function openWindow(
  dayStart: number,
  calendar: BusinessCalendar,
): { opensMs: number; closesMs: number } | null {
  const date = isoDate(dayStart);
  if (calendar.holidays.some((holiday) => holiday.date === date)) return null;
  const weekday = WEEKDAY_NAMES[new Date(dayStart).getUTCDay()];
  const row = calendar.hours.find((hours) => weekday && hours.dayOfWeek.includes(weekday));
  if (!row?.opens || !row.closes) return null;
  const toInstant = (time: string) => dayStart + minutesOfDay(time) * MINUTE_MS - LAGOS_OFFSET_MS;
  return { opensMs: toInstant(row.opens), closesMs: toInstant(row.closes) };
}

/** Whether the firm is open at `at`. */
export function isOpenAt(at: Date, calendar: BusinessCalendar = FIRM_CALENDAR): boolean {
  const window = openWindow(lagosDayStart(at.getTime()), calendar);
  return window !== null && window.opensMs <= at.getTime() && at.getTime() < window.closesMs;
}

/** Minutes the firm was open between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(
  from: Date,
  to: Date,
  calendar: BusinessCalendar = FIRM_CALENDAR,
): number {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  let total = 0;
  for (
    let day = lagosDayStart(fromMs), searched = 0;
    day <= toMs && searched < MAX_DAYS_SEARCHED;
    day += DAY_MS, searched += 1
  ) {
    const window = openWindow(day, calendar);
    if (!window) continue;
    total += Math.max(0, Math.min(toMs, window.closesMs) - Math.max(fromMs, window.opensMs));
  }
  return Math.floor(total / MINUTE_MS);
}

/** The instant `minutes` of open time after `from` (from the next opening when closed). */
export function addBusinessMinutes(
  from: Date,
  minutes: number,
  calendar: BusinessCalendar = FIRM_CALENDAR,
): Date {
  let left = minutes * MINUTE_MS;
  const fromMs = from.getTime();
  for (let day = lagosDayStart(fromMs), searched = 0; searched < MAX_DAYS_SEARCHED; searched += 1) {
    const window = openWindow(day, calendar);
    if (window && window.closesMs > fromMs) {
      const start = Math.max(fromMs, window.opensMs);
      if (start + left <= window.closesMs) return new Date(start + left);
      left -= window.closesMs - start;
    }
    day += DAY_MS;
  }
  throw new Error('The business calendar has no open hours.');
}

export interface ExpectedAnswer {
  /** When the first answer is due: the target in business time after `receivedAt`. */
  answerBy: Date;
  /** The promise, to follow "Expect our answer ": "within the hour", "by 10:30 AM on Saturday 28 November". */
  text: string;
}

/**
 * When a message that arrives at `receivedAt` should be answered, and how to say it: during open hours
 * with the target's time left before closing, "within the hour"; otherwise the time and day the target
 * falls on ("today", "tomorrow", or the date).
 */
export function expectedAnswer(
  receivedAt: Date,
  calendar: BusinessCalendar = FIRM_CALENDAR,
  targetMinutes: number = FIRST_RESPONSE_TARGET_MINUTES,
): ExpectedAnswer {
  const answerBy = addBusinessMinutes(receivedAt, targetMinutes, calendar);
  if (answerBy.getTime() - receivedAt.getTime() <= targetMinutes * MINUTE_MS) {
    return {
      answerBy,
      text: targetMinutes === 60 ? 'within the hour' : `within ${targetMinutes} minutes`,
    };
  }
  const days = (lagosDayStart(answerBy.getTime()) - lagosDayStart(receivedAt.getTime())) / DAY_MS;
  const day =
    days === 0
      ? 'today'
      : days === 1
        ? `tomorrow, ${formatLagosDate(answerBy)}`
        : `on ${formatLagosDate(answerBy)}`;
  return { answerBy, text: `by ${formatLagosClock(answerBy)} ${day}` };
}

/** "45 min", "1 h 20 min", "26 h": a span of business time as the inbox shows it, in open hours. */
export function formatBusinessDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
