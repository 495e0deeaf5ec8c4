import { describe, expect, it } from 'vitest';
import {
  calendarFile,
  escapeText,
  foldLine,
  icsTime,
  unfoldCalendar,
  utf8Length,
  type CalendarEvent,
} from './icalendar.js';

const lagos = (local: string) => new Date(`${local}:00+01:00`);

const event: CalendarEvent = {
  uid: '3f1c2d7e-5b1a-4c8e-9f20-6a7b8c9d0e1f@lagoonridge.com.ng',
  sequence: 0,
  start: lagos('2026-12-03T11:00'),
  end: lagos('2026-12-03T11:30'),
  stamp: new Date('2026-11-30T08:15:42.123Z'),
  summary: 'Technical call with Lagoon Ridge Technologies',
  description: 'Hello Adé, our engineer will call you.\nReschedule or cancel: https://x.ng/a?t=1',
  url: 'https://lagoonridge.com.ng/api/booking/manage?t=abc',
  status: 'CONFIRMED',
  organizer: { name: 'Lagoon Ridge Sales', email: 'sales@lagoonridge.com.ng' },
  attendee: { name: 'Adéwálé "Wale" Ọ̀ṣun, PhD', email: 'ade@example.com' },
};

const options = { productId: '-//Lagoon Ridge Technologies//Booking//EN' };

/** The calendar's content lines, unfolded, and its event's properties by name. */
function read(text: string) {
  const lines = unfoldCalendar(text);
  const inEvent = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'));
  const property = (name: string) =>
    inEvent.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
  return { lines, property };
}

describe('iCalendar files', () => {
  it('an invitation: METHOD:REQUEST, organizer, attendee, stable UID, SEQUENCE 0, UTC times', () => {
    const text = calendarFile('REQUEST', [event], options);
    const { lines, property } = read(text);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Lagoon Ridge Technologies//Booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'X-WR-TIMEZONE:Africa/Lagos',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(property('UID')).toBe(`UID:${event.uid}`);
    expect(property('SEQUENCE')).toBe('SEQUENCE:0');
    expect(property('DTSTAMP')).toBe('DTSTAMP:20261130T081542Z');
    // 11:00 in Lagos is 10:00 UTC.
    expect(property('DTSTART')).toBe('DTSTART:20261203T100000Z');
    expect(property('DTEND')).toBe('DTEND:20261203T103000Z');
    expect(property('SUMMARY')).toBe('SUMMARY:Technical call with Lagoon Ridge Technologies');
    expect(property('DESCRIPTION')).toBe(
      'DESCRIPTION:Hello Adé\\, our engineer will call you.\\nReschedule or cancel: https://x.ng/a?t=1',
    );
    expect(property('URL')).toBe('URL:https://lagoonridge.com.ng/api/booking/manage?t=abc');
    expect(property('STATUS')).toBe('STATUS:CONFIRMED');
    expect(property('ORGANIZER')).toBe(
      'ORGANIZER;CN="Lagoon Ridge Sales":mailto:sales@lagoonridge.com.ng',
    );
    // A double quote cannot stand in a parameter value: it is dropped; the comma is quoted.
    expect(property('ATTENDEE')).toBe(
      'ATTENDEE;CN="Adéwálé Wale Ọ̀ṣun, PhD";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ade@example.com',
    );
    // Every line ends in CRLF, the file too, and no bare LF is left.
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line at 75 octets without splitting a character', () => {
    const text = calendarFile('REQUEST', [{ ...event, description: 'Ọ̀ṣun '.repeat(40) }], options);
    for (const line of text.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(text).toMatch(/\r\n [^\r\n]/);
    expect(read(text).property('DESCRIPTION')).toBe(`DESCRIPTION:${'Ọ̀ṣun '.repeat(40)}`);
    // Exactly 75 octets stays one line; 76 folds after 75, the rest behind one space.
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine(`${'x'.repeat(74)}é`)).toBe(`${'x'.repeat(74)}\r\n é`);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(icsTime(new Date('2027-01-02T03:04:05.678Z'))).toBe('20270102T030405Z');
  });

  it('a reschedule: the same UID, a higher SEQUENCE, the new times', () => {
    const moved = {
      ...event,
      sequence: 1,
      start: lagos('2026-12-04T15:00'),
      end: lagos('2026-12-04T15:30'),
    };
    const { lines, property } = read(calendarFile('REQUEST', [moved], options));
    expect(lines).toContain('METHOD:REQUEST');
    expect(property('UID')).toBe(`UID:${event.uid}`);
    expect(property('SEQUENCE')).toBe('SEQUENCE:1');
    expect(property('DTSTART')).toBe('DTSTART:20261204T140000Z');
  });

  it('a cancellation: METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const cancelled = { ...event, sequence: 2, status: 'CANCELLED' as const };
    const { lines, property } = read(calendarFile('CANCEL', [cancelled], options));
    expect(lines).toContain('METHOD:CANCEL');
    expect(property('UID')).toBe(`UID:${event.uid}`);
    expect(property('SEQUENCE')).toBe('SEQUENCE:2');
    expect(property('STATUS')).toBe('STATUS:CANCELLED');
    expect(property('ATTENDEE')).toMatch(/;RSVP=FALSE:mailto:ade@example\.com$/);
  });

  it('a feed: METHOD:PUBLISH, its name, one event per meeting, nobody invited', () => {
    const text = calendarFile(
      'PUBLISH',
      [
        { ...event, attendee: undefined },
        { ...event, uid: 'other@x', attendee: undefined },
      ],
      { ...options, calendarName: 'Lagoon Ridge: consultations' },
    );
    const lines = unfoldCalendar(text);
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('X-WR-CALNAME:Lagoon Ridge: consultations');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.some((line) => line.startsWith('ATTENDEE'))).toBe(false);
  });
});
