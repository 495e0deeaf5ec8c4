// iCalendar (RFC 5545) as the booking's e-mails and the firm's feed write it, with iTIP's methods
// (RFC 5546): REQUEST for an invitation and its updates (same UID, higher SEQUENCE), CANCEL for a
// cancellation, PUBLISH for the read-only feed. Times are UTC ("…Z"); the calendar names the firm's
// zone (X-WR-TIMEZONE), which clients use to show it. Lines end in CRLF and are folded at 75 octets;
// text is escaped. Pure: no Node or browser API.
import { LAGOS_TIME_ZONE } from './lagos-time.js';

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable for the meeting's whole life: every update and the cancellation carry it. */
  uid: string;
  /** 0 for the first invitation; raised by each update and by the cancellation. */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer: CalendarPerson;
  /** Left out of the firm's feed, which invites nobody. */
  attendee?: CalendarPerson;
}

/** "20261203T090000Z". */
export function icsTime(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value (a CN): quoted, since names hold commas and colons; a double quote cannot appear in
 * one at all (RFC 5545 3.1), nor a line break.
 */
function paramValue(text: string): string {
  return `"${text.replace(/["\r\n]/g, '').replace(/[\p{Cc}]/gu, '')}"`;
}

/** A character's length in UTF-8: what a line's 75 octets count. */
export function utf8Length(text: string): number {
  let octets = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
}

/**
 * One content line folded at 75 octets (RFC 5545 3.1): continuation lines start with a space, and a
 * multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, method: CalendarMethod) {
  const params =
    property === 'ATTENDEE'
      ? `;CN=${paramValue(who.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${method === 'REQUEST' ? 'TRUE' : 'FALSE'}`
      : `;CN=${paramValue(who.name)}`;
  return `${property}${params}:mailto:${who.email}`;
}

function eventLines(event: CalendarEvent, method: CalendarMethod): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    person('ORGANIZER', event.organizer, method),
    ...(event.attendee ? [person('ATTENDEE', event.attendee, method)] : []),
    'END:VEVENT',
  ];
}

/**
 * A calendar file: `method`'s events, the product that wrote it, and (for the feed) the calendar's
 * name. Ends in CRLF.
 */
export function calendarFile(
  method: CalendarMethod,
  events: readonly CalendarEvent[],
  { productId, calendarName }: { productId: string; calendarName?: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    `X-WR-TIMEZONE:${LAGOS_TIME_ZONE}`,
    ...(calendarName ? [`X-WR-CALNAME:${escapeText(calendarName)}`] : []),
    ...events.flatMap((event) => eventLines(event, method)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A calendar file's content lines, unfolded: what a client reads (for tests and readers). */
export function unfoldCalendar(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}
