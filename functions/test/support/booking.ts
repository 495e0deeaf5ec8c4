// What the booking's tests share: a Firestore of the file's own project, cleared before each test, an
// SMTP server, the dependencies the booking runs with on a clock the test sets, and requests.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, expect, inject } from 'vitest';
import {
  BOOKINGS,
  BOOKING_SLOTS,
  DEFAULT_BOOKING_POLICY,
  slotId,
  unfoldCalendar,
  type BookingKind,
  type LeadAlert,
} from '@site/contract';
import { parseMail, type CaughtMail } from '@site/smtp-catcher';
import type { BookingDependencies } from '../../src/booking/booking-handler.js';
import type { AlertSender } from '../../src/leads/lead-alerts.js';
import { emulatorFirestore } from './firestore.js';
import type { Log } from '../../src/shared/log.js';
import { BOOKING_ID_HEADER } from '../../src/booking/booking-mail.js';
import { testFirm } from './firm.js';
import { useSmtpServer, type TestSmtpServer } from './smtp.js';
import { testThreading } from './threading.js';

/** A Lagos wall-clock time (WAT, UTC+1) as an instant. */
export const lagos = (local: string) => new Date(`${local}:00+01:00`);

/** Monday 30 November 2026, 08:00 in Lagos: the tests' "now", before the firm opens. */
export const MONDAY_MORNING = lagos('2026-11-30T08:00');

export const SALT = 'booking-test-salt-0123456789';
export const LINK_SECRET = 'booking-test-link-secret-0123456789';
export const quietLog: Log = { info: () => undefined, error: () => undefined };

/** Records every alert instead of sending it. */
export class RecordingAlerts implements AlertSender {
  sent: LeadAlert[] = [];
  send(_tokens: string[], alert: LeadAlert) {
    this.sent.push(alert);
    return Promise.resolve({ deadTokens: [] });
  }
}

export interface BookingTestBed {
  readonly db: Firestore;
  readonly smtp: TestSmtpServer;
  readonly alerts: RecordingAlerts;
  /** The dependencies, the clock at `now`. */
  deps(now?: Date, over?: Partial<BookingDependencies>): BookingDependencies;
  /** The booking e-mails the server accepted for `bookingId`, parsed, with their calendar's lines. */
  mailsOf(bookingId: string): (ReturnType<typeof parseMail> & { calendar: string[] | null })[];
  /** Documents in bookings and bookingSlots. */
  counts(): Promise<{ bookings: number; cells: number }>;
}

/** The calendar part of a raw e-mail (nodemailer's text/calendar alternative), unfolded; null without. */
export function calendarOf(mail: CaughtMail): string[] | null {
  const raw = mail.raw.replace(/=\r\n/g, '');
  const part =
    /Content-Type: text\/calendar[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/i.exec(raw);
  if (!part?.[1]) return null;
  const body = /^[A-Za-z0-9+/=\r\n]+$/.test(part[1].trim())
    ? Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8')
    : part[1];
  return unfoldCalendar(body.endsWith('\r\n') ? body : `${body}\r\n`);
}

/** Call at the top of a test file: a project of the file's own, so files never share slots. */
export function useBookingTestBed(projectId: string): BookingTestBed {
  const smtp = useSmtpServer();
  const alerts = new RecordingAlerts();
  let db: Firestore | undefined;
  beforeAll(() => {
    db = emulatorFirestore(projectId);
  });
  beforeEach(async () => {
    alerts.sent.length = 0;
    smtp.mails.length = 0;
    const cleared = await fetch(
      `http://${inject('firestoreEmulatorHost')}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(cleared.ok).toBe(true);
    // One admin device, so each new booking's alert is sent.
    await db!
      .collection('adminDevices')
      .doc('device-token')
      .set({ uid: 'admin', createdAt: new Date() });
  });
  const bed: BookingTestBed = {
    get db() {
      if (!db) throw new Error('The test bed starts in beforeAll.');
      return db;
    },
    smtp,
    alerts,
    deps: (now = MONDAY_MORNING, over = {}) => ({
      db: bed.db,
      transport: smtp.transport(),
      addresses: {
        recipient: 'Lagoon Ridge Sales <sales@lagoon-ridge.example>',
        sender: 'Lagoon Ridge Website <no-reply@lagoon-ridge.example>',
      },
      firm: testFirm,
      threading: testThreading,
      now: () => now,
      log: quietLog,
      ipHashSalt: SALT,
      linkSecret: LINK_SECRET,
      policy: DEFAULT_BOOKING_POLICY,
      alerts,
      ...over,
    }),
    mailsOf: (bookingId) =>
      smtp.mails
        .filter(
          (mail) => parseMail(mail.raw).headers[BOOKING_ID_HEADER.toLowerCase()] === bookingId,
        )
        .map((mail) => ({ ...parseMail(mail.raw), calendar: calendarOf(mail) })),
    counts: async () => ({
      bookings: (await bed.db.collection(BOOKINGS).count().get()).data().count,
      cells: (await bed.db.collection(BOOKING_SLOTS).count().get()).data().count,
    }),
  };
  return bed;
}

let callerNumber = 0;
/** A documentation-range address (RFC 3849) of its own: each request its own caller. */
export function newCallerIp(): string {
  callerNumber += 1;
  return `2001:db8:b00c::${callerNumber.toString(16)}`;
}

/** A booking request as the app sends it. */
export function bookingRequest(
  start: Date,
  over: Record<string, unknown> = {},
  kind: BookingKind = 'technical',
): Record<string, unknown> & { requestId: string } {
  return {
    kind,
    slot: slotId(start),
    name: 'Ngozi Eze',
    email: 'ngozi@example.com',
    phone: '+234 803 123 4567',
    topic: 'Moving our ERP to the cloud',
    requestId: randomUUID(),
    page: '/booking',
    source: { landingPage: '/booking', utmSource: 'google', utmCampaign: '21457896321' },
    ...over,
  } as Record<string, unknown> & { requestId: string };
}
