// A slot's time as a visitor reads it: in Lagos time, and in the visitor's own when their zone keeps a
// different clock ("11:00 WAT · 10:00 in London"). The booking page (app), the HTML path's page and the
// e-mails write it with these. Intl with named zones, so daylight saving is the platform's.
import { LAGOS_TIME_ZONE } from './lagos-time.js';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });
    formats.set(key, made);
  }
  return made;
}

const clockOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** "11:00" in `zone`. */
export function formatClock(at: Date, zone: string = LAGOS_TIME_ZONE): string {
  return format(zone, clockOptions).format(at);
}

/** "Thu" in `zone`. */
function weekday(at: Date, zone: string): string {
  return format(zone, { weekday: 'short' }).format(at);
}

/** The place a zone is named after: "Europe/London" → "London", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function zonePlace(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/** Minutes a zone is ahead of UTC at `at`. */
function offsetMinutes(at: Date, zone: string): number {
  const part = Object.fromEntries(
    format(zone, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      ...clockOptions,
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, Number(value)]),
  );
  const local = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * Whether `zone` keeps Lagos's clock all year (Lagos itself, or a neighbour at UTC+1 without daylight
 * saving): then a time needs no second reading. London does not: UTC+0 in winter, +1 in summer.
 */
export function keepsLagosClock(zone: string | null | undefined, year: number): boolean {
  if (!zone || zone === LAGOS_TIME_ZONE) return true;
  try {
    return [0, 6].every(
      (month) =>
        offsetMinutes(new Date(Date.UTC(year, month, 1, 12)), zone) ===
        offsetMinutes(new Date(Date.UTC(year, month, 1, 12)), LAGOS_TIME_ZONE),
    );
  } catch {
    // A zone this platform does not know: Lagos time alone.
    return true;
  }
}

/**
 * "11:00 WAT", or "11:00 WAT · 10:00 in London" for a visitor in `visitorZone` (their clock, with the
 * weekday when it falls on another day: "16:00 WAT · 00:00 Sat in Tokyo").
 */
export function slotTimeLabel(start: Date, visitorZone?: string | null): string {
  const lagos = `${formatClock(start)} WAT`;
  if (!visitorZone || keepsLagosClock(visitorZone, start.getUTCFullYear())) return lagos;
  const sameDay =
    format(visitorZone, { dateStyle: 'short' }).format(start) ===
    format(LAGOS_TIME_ZONE, { dateStyle: 'short' }).format(start);
  const theirs = `${formatClock(start, visitorZone)}${sameDay ? '' : ` ${weekday(start, visitorZone)}`}`;
  return `${lagos} · ${theirs} in ${zonePlace(visitorZone)}`;
}

/** "Thu 3 Dec", in Lagos: a day button. */
export function formatSlotDayShort(at: Date): string {
  return format(LAGOS_TIME_ZONE, { weekday: 'short', day: 'numeric', month: 'short' })
    .format(at)
    .replace(',', '');
}
