// Lagos time, the firm's, written once: its zone, its offset, and every way a time is written for the
// firm or its prospects (mails, the inbox, the digest, the insights). No imports.

/** The firm's time zone (IANA). */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

/**
 * Lagos keeps West Africa Time, UTC+1, all year (no daylight saving), so a fixed offset is exact and
 * business time needs no time-zone database.
 */
export const LAGOS_OFFSET_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/** The Lagos calendar day an instant falls on, as the UTC midnight of that date (ms). */
export function lagosDayStart(instantMs: number): number {
  const local = instantMs + LAGOS_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The Monday (Lagos time) of the week an instant falls in, as "2026-11-23". */
export function lagosWeekStart(at: Date): string {
  const local = new Date(at.getTime() + LAGOS_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

// Each format is made on first use: building an Intl.DateTimeFormat costs the page that never needs it,
// and a module-level collection of them would be code every bundle keeps.
const lagosFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS_TIME_ZONE, ...options });
let clockFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;
let sortableFormat: Intl.DateTimeFormat | undefined;

/** "9:30 AM": the site's own way of writing a time (uppercase, no leading zero). */
export function formatLagosClock(at: Date): string {
  clockFormat ??= lagosFormat({ hour: 'numeric', minute: '2-digit', hour12: true });
  return clockFormat
    .format(at)
    .replace(/\s*([ap])m$/i, (_, half: string) => ` ${half.toUpperCase()}M`);
}

/** "Monday 30 November". */
export function formatLagosDate(at: Date): string {
  dateFormat ??= lagosFormat({ weekday: 'long', day: 'numeric', month: 'long' });
  return dateFormat.format(at).replace(',', '');
}

/** "26 Nov 2026, 14:05 WAT": a moment as the inbox shows it; an empty string for one not known yet. */
export function formatLagosTime(at: Date | null): string {
  if (!at) return '';
  timeFormat ??= lagosFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${timeFormat.format(at)} WAT`;
}

/** "2026-11-26 14:05", Lagos time: what a spreadsheet sorts and reads as a date. */
export function lagosSortableTime(at: Date | null): string {
  if (!at) return '';
  sortableFormat ??= lagosFormat({
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(
    sortableFormat.formatToParts(at).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
