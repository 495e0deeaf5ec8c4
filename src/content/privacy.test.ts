// @vitest-environment node
import {
  ACKNOWLEDGEMENT_INTERVAL_HOURS,
  CONTACT_MESSAGE_RETENTION_DAYS,
  DELETED_DATA_IN_RECOVERY_COPIES_DAYS,
  FIELD_REPORT_RETENTION_DAYS,
  FIRESTORE_LOCATION,
  FUNCTIONS_REGION,
  RATE_LIMIT_WINDOW_MINUTES,
  BOOKING_RATE_LIMITS,
  BOOKING_RETENTION_DAYS,
  DEFAULT_BOOKING_POLICY,
  STRAY_MAIL_RETENTION_DAYS,
} from '@site/contract';
import { describe, expect, it } from 'vitest';
import { paths, staticRoutePaths } from '@/config/paths';
import { site } from '@/config/site';
import { BROWSER_STORAGE } from '@/config/browser-storage';
import {
  CONTACT_OUTBOX_KEY,
  FIREBASE_AUTH_DATABASE,
  SESSION_HINT_KEY,
} from '@/config/storage-keys';
import { privacyContent } from './privacy';

const sections = privacyContent.sections;
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(textOf).join(' ')
      : value && typeof value === 'object'
        ? Object.values(value).map(textOf).join(' ')
        : '';
const sectionText = (id: string) => {
  const section = sections.find((candidate) => candidate.id === id);
  expect(section, `a section #${id}`).toBeDefined();
  return textOf(section);
};

describe('privacy notice content', () => {
  it('should cover every topic NDPA 2023 and the GDPR ask for, each with its own anchor', () => {
    expect(sections.map((section) => section.id)).toEqual([
      'who-we-are',
      'what-we-collect',
      'why-and-lawful-basis',
      'where-and-who',
      'how-long',
      'your-rights',
      'on-your-device',
      'making-a-request',
    ]);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
  });

  it("should name the controller from the site's config", () => {
    const text = sectionText('who-we-are');
    expect(text).toContain(site.legalName);
    expect(text).toContain(site.address.streetAddress);
    expect(text).toContain(site.email);
    expect(sectionText('making-a-request')).toContain(site.email);
  });

  it('should list what is collected: form fields, account e-mail, profile, IP hash, user agent', () => {
    const text = sectionText('what-we-collect');
    for (const fact of [
      'name, e-mail address, subject and message',
      'e-mail address',
      'full name, company, position',
      'hash',
      'user-agent',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('should state the storage region and retention periods from the constants the code enforces', () => {
    expect(sectionText('where-and-who')).toContain(FIRESTORE_LOCATION);
    expect(sectionText('where-and-who')).toContain(FUNCTIONS_REGION);
    expect(sectionText('where-and-who')).toMatch(/Google/);
    expect(sectionText('how-long')).toContain(`${CONTACT_MESSAGE_RETENTION_DAYS} days`);
    expect(sectionText('how-long')).toContain(`${RATE_LIMIT_WINDOW_MINUTES} minutes`);
    // functions/src/field-data/scrub-error-message.ts, before an error report is stored.
    expect(sectionText('how-long')).toContain(
      'replaces any e-mail address, phone number, token or web-address query',
    );
    // functions/src/leads/acknowledgement-limit.ts: one acknowledgement an address, a hash kept that
    // long.
    expect(sectionText('what-we-collect')).toContain(
      `at most one in ${ACKNOWLEDGEMENT_INTERVAL_HOURS} hours`,
    );
    expect(sectionText('how-long')).toContain(`${ACKNOWLEDGEMENT_INTERVAL_HOURS} hours`);
    // The deploy's backup schedule and Google's recovery window keep deleted data this much longer.
    expect(sectionText('how-long')).toContain(
      `up to ${DELETED_DATA_IN_RECOVERY_COPIES_DAYS} more days`,
    );
  });

  it("should name bookings, what is kept of them and for how long (their TTL), and the firm's feed", () => {
    expect(sectionText('what-we-collect')).toMatch(
      /Booking a consultation the call and the time you choose/,
    );
    expect(sectionText('why-and-lawful-basis')).toContain('To hold the consultation you booked');
    // The booking record's TTL (packages/contract/src/booking-record.ts: bookingExpiry).
    expect(sectionText('how-long')).toContain(`${BOOKING_RETENTION_DAYS} days after the meeting`);
    expect(sectionText('how-long')).toContain(
      `after ${DEFAULT_BOOKING_POLICY.holdMinutes} minutes`,
    );
    expect(sectionText('how-long')).toContain(
      `${BOOKING_RATE_LIMITS.perAddress.windowMinutes / 60} hours for bookings per e-mail address`,
    );
    expect(sectionText('where-and-who')).toMatch(
      /calendar app .* reads the booked meetings from a private address/,
    );
    // Booked on the site by default: no third party's scheduling page.
    expect(sectionText('where-and-who')).not.toMatch(/Calendly|external scheduling page/);
  });

  it('should name the rights, the NDPC, and the lawful bases', () => {
    const rights = sectionText('your-rights');
    for (const right of [
      'Access',
      'Rectification',
      'Erasure',
      'Portability',
      'Objection',
      'NDPC',
    ]) {
      expect(rights).toContain(right);
    }
    expect(sectionText('why-and-lawful-basis')).toMatch(/Lawful basis: .*contract/);
    expect(sectionText('why-and-lawful-basis')).toMatch(/legitimate interest/);
  });

  it('should name the storage keys the code uses on the device, and no tracking', () => {
    const text = sectionText('on-your-device');
    for (const item of BROWSER_STORAGE) expect(text).toContain(item.name);
    for (const name of [SESSION_HINT_KEY, FIREBASE_AUTH_DATABASE, CONTACT_OUTBOX_KEY]) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(/service worker/);
    expect(text).toMatch(/No cookies and no tracking/);
  });

  it('should be a prerendered static route with title and description', () => {
    expect(staticRoutePaths).toContain(paths.privacy.path);
    expect(privacyContent.seo.title).toBe('Privacy Notice');
    expect(privacyContent.seo.description.length).toBeGreaterThanOrEqual(120);
    expect(privacyContent.seo.description.length).toBeLessThanOrEqual(160);
  });

  it('should name the conversation, its page and link, the forwarding of files, and their retention', () => {
    const collected = sectionText('what-we-collect');
    expect(collected).toMatch(/conversation page/);
    expect(collected).toMatch(/anyone with the link can read the conversation/);
    expect(collected).toMatch(
      /do not keep the files on the website: the whole e-mail, files included, goes once to our team's mailbox/,
    );
    expect(sectionText('how-long')).toMatch(
      new RegExp(`Conversations.*${CONTACT_MESSAGE_RETENTION_DAYS} days`, 's'),
    );
    expect(sectionText('how-long')).toContain(`${STRAY_MAIL_RETENTION_DAYS} days`);
    expect(sectionText('how-long')).toMatch(/every message sent from your verified address/);
    expect(sectionText('making-a-request')).toMatch(
      /your messages, conversations and bookings included/,
    );
  });

  it('should say what is measured, why and for how long, and that there are still no cookies', () => {
    const collected = sectionText('what-we-collect');
    expect(collected).toMatch(/Core Web Vitals/);
    expect(collected).toMatch(/Never your IP address, a cookie, your account/);
    expect(collected).toMatch(/first page of your visit/);
    expect(collected).toMatch(/do not use cookies/);
    expect(sectionText('why-and-lawful-basis')).toMatch(/speed and error reports/);
    expect(sectionText('how-long')).toContain(`${FIELD_REPORT_RETENTION_DAYS} days`);
  });
});
