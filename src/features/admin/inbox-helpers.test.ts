// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callHref, internationalNumber, replyHref, whatsAppReplyHref } from './contact-links';
import { csvCell, inboxCsv } from './inbox-csv';
import { filterInbox, mergeNewest, NO_FILTER } from './inbox-filter';
import type { Lead } from '@site/contract';
import { inboxMessage, notificationMail } from './testing/inbox-message';

const message = (overrides: Partial<Lead> = {}) =>
  inboxMessage({ createdAt: new Date('2026-11-26T13:05:00.000Z'), ...overrides });

describe('filterInbox', () => {
  const messages = [
    message({ id: 'a' }),
    message({
      id: 'b',
      name: 'Émeka Obi',
      company: null,
      triage: 'replied',
      mail: notificationMail('mail_failed'),
    }),
    message({
      id: 'c',
      email: 'ngozi@clinic.ng',
      company: 'Clinic',
      mail: notificationMail('mail_abandoned'),
    }),
  ];
  const ids = (filter: Partial<typeof NO_FILTER>) =>
    filterInbox(messages, { ...NO_FILTER, ...filter }).map((found) => found.id);

  it('searches name, e-mail and company, every word, ignoring case and accents', () => {
    expect(ids({ search: 'emeka' })).toEqual(['b']);
    expect(ids({ search: 'CLINIC.ng' })).toEqual(['c']);
    expect(ids({ search: 'zenith adaeze' })).toEqual(['a']);
    expect(ids({ search: 'zenith ngozi' })).toEqual([]);
  });

  it('filters by triage status and by delivery trouble', () => {
    expect(ids({ triage: 'replied' })).toEqual(['b']);
    expect(ids({ mail: 'trouble' })).toEqual(['b', 'c']);
    expect(ids({ mail: 'mail_abandoned' })).toEqual(['c']);
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });

  it('merges newer messages in front, each once', () => {
    const merged = mergeNewest([message({ id: 'new' }), message({ id: 'a' })], messages);
    expect(merged.map((found) => found.id)).toEqual(['new', 'a', 'b', 'c']);
  });
});

describe('contact links', () => {
  it('writes Nigerian numbers with their country code', () => {
    expect(internationalNumber('0803 123 4567')).toBe('+2348031234567');
    expect(internationalNumber('+234 (809) 555-0101')).toBe('+2348095550101');
    expect(internationalNumber('00 44 20 7946 0958')).toBe('+442079460958');
    expect(internationalNumber('12345')).toBeNull();
    expect(callHref('0803 123 4567')).toBe('tel:+2348031234567');
  });

  it('replies with Re: the subject and the message quoted', () => {
    const href = replyHref(message());
    expect(href).toMatch(/^mailto:adaeze@example\.ng\?subject=Re%3A%20Cloud%20reports&body=/);
    expect(decodeURIComponent(href)).toContain(
      'On 2026-11-26, Adaeze Okafor wrote:\n> Line one\n> Line two',
    );
    // The day in Lagos: 23:30 UTC is already the next day there.
    expect(
      decodeURIComponent(replyHref(message({ createdAt: new Date('2026-11-26T23:30:00Z') }))),
    ).toContain('On 2026-11-27,');
    expect(replyHref(message({ subject: 'RE: hello' }))).toContain('subject=RE%3A%20hello&');
  });

  it('offers WhatsApp only with a dialable number', () => {
    expect(whatsAppReplyHref(message())).toMatch(
      /^https:\/\/wa\.me\/2348031234567\?text=Hello%20Adaeze/,
    );
    expect(whatsAppReplyHref(message({ phone: null }))).toBeNull();
  });
});

describe('CSV', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a header and one row per message, times in Lagos', () => {
    const csv = inboxCsv([message()]);
    expect(csv.startsWith('\uFEFFReceived (Lagos time),Status,Name')).toBe(true);
    const [, row] = csv.trimEnd().split('\r\n');
    expect(row).toContain('2026-11-26 14:05,New,Adaeze Okafor,adaeze@example.ng,Zenith Bank');
    expect(row).toContain('"Line one\nLine two"');
  });
});
