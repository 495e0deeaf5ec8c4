// The booking as stored: `bookings/{bookingId}`, its fields, the one encoder of a new booking and the one
// decoder of a stored one, which the booking function, the inbox, the feed and the insights read with.
// Only functions/src/booking writes bookings (firestore.rules lets admins read them). The time it covers
// is held by bookingSlots documents (booking-rules.ts, BOOKING_SLOTS), listed in `cells`.
import {
  ATTENDANCE,
  BOOKING_KINDS,
  BOOKING_MAIL_KINDS,
  BOOKING_PATHS,
  BOOKING_REMINDERS,
  BOOKING_RETENTION_DAYS,
  BOOKING_STATES,
  CANCELLED_BY,
  type Attendance,
  type BookingKind,
  type BookingMailKind,
  type BookingPath,
  type BookingState,
  type CancelledBy,
} from './booking-rules.js';
import { encodeVisit, prospectKey } from './lead-record.js';
import type { LeadSource } from './lead-source-rules.js';
import { TTL_FIELDS } from './ttl-fields.js';
import { MAIL_STATES, type MailState } from './lead-states.js';
import {
  decodeStoredMail,
  firstAttemptFields,
  prefixedMailStateFields,
  type MailStateFields,
  type StoredMail,
} from './mail-record.js';
import { decodeOutcome, type Outcome } from './outcomes.js';
import { oneOf, storedOptionalText, storedText, storedTime } from './stored-value.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A booking's e-mail states: the lead's words, and `scheduled` for a reminder owed at its
 * `nextAttemptAt` that nothing has attempted yet.
 */
export const BOOKING_MAIL_STATES = [...MAIL_STATES, 'scheduled'] as const;
export type BookingMailState = MailState | 'scheduled';

/** Where each of a booking's e-mails is stored: `invitationStatus`, `reminderHourAttempts`, … */
export const BOOKING_MAIL_FIELDS: Record<BookingMailKind, MailStateFields> = Object.fromEntries(
  BOOKING_MAIL_KINDS.map((kind) => [kind, prefixedMailStateFields(kind)]),
) as Record<BookingMailKind, MailStateFields>;

/** The stored name of a booking's expiry (its TTL field, firestore.indexes.json). */
export const BOOKING_EXPIRY_FIELD = TTL_FIELDS.bookings;

/** What a bookingSlots document holds: the booking (or hold) covering that quarter hour. */
export interface SlotCell {
  bookingId: string;
  state: 'held' | 'booked';
  /** A hold's end; a lapsed hold covers nothing. */
  heldUntil: Date | null;
}

export function decodeSlotCell(data: Record<string, unknown>): SlotCell {
  return {
    bookingId: storedText(data.bookingId),
    state: data.state === 'held' ? 'held' : 'booked',
    heldUntil: storedTime(data.heldUntil),
  };
}

/** Whether a cell covers its quarter hour at `now`: booked, or held and not lapsed. */
export function cellIsTaken(cell: SlotCell, now: Date): boolean {
  return cell.state === 'booked' || (cell.heldUntil !== null && cell.heldUntil > now);
}

/** A booking, decoded from its stored document. */
export interface Booking {
  id: string;
  kind: BookingKind;
  startsAt: Date;
  endsAt: Date;
  name: string;
  email: string;
  phone: string | null;
  topic: string | null;
  state: BookingState;
  cancelledAt: Date | null;
  cancelledBy: CancelledBy | null;
  /** 0 for the first invitation; raised by each reschedule and by the cancellation (iCalendar SEQUENCE). */
  sequence: number;
  /** The quarter hours (bookingSlots ids) it covers while confirmed. */
  cells: string[];
  /** A random value the booking's links are signed over (functions/src/booking/booking-links.ts). */
  linkNonce: string;
  createdAt: Date | null;
  rescheduledAt: Date | null;
  path: BookingPath;
  page: string | null;
  source: LeadSource | null;
  ipHash: string | null;
  userAgent: string | null;
  attendance: Attendance | null;
  outcome: Outcome | null;
  updatedAt: Date | null;
  updatedBy: string | null;
  mail: Record<BookingMailKind, StoredMail<BookingMailState>>;
  expiresAt: Date | null;
}

/** The one reader of a stored booking: anything missing or of the wrong type reads as absent. */
export function decodeBooking(id: string, data: Record<string, unknown>): Booking {
  const startsAt = storedTime(data.startsAt) ?? new Date(0);
  return {
    id,
    kind: oneOf(BOOKING_KINDS, data.kind, 'sales'),
    startsAt,
    endsAt: storedTime(data.endsAt) ?? startsAt,
    name: storedText(data.name),
    email: storedText(data.email),
    phone: storedOptionalText(data.phone),
    topic: storedOptionalText(data.topic),
    state: oneOf(BOOKING_STATES, data.state, 'confirmed'),
    cancelledAt: storedTime(data.cancelledAt),
    cancelledBy: oneOf(CANCELLED_BY, data.cancelledBy, null),
    sequence: typeof data.sequence === 'number' ? data.sequence : 0,
    cells: Array.isArray(data.cells) ? data.cells.filter((cell) => typeof cell === 'string') : [],
    linkNonce: storedText(data.linkNonce),
    createdAt: storedTime(data.createdAt),
    rescheduledAt: storedTime(data.rescheduledAt),
    path: oneOf(BOOKING_PATHS, data.path, 'app'),
    page: storedOptionalText(data.page),
    source:
      typeof data.source === 'object' && data.source !== null ? (data.source as LeadSource) : null,
    ipHash: storedOptionalText(data.ipHash),
    userAgent: storedOptionalText(data.userAgent),
    attendance: oneOf(ATTENDANCE, data.attendance, null),
    outcome: decodeOutcome(data),
    updatedAt: storedTime(data.updatedAt),
    updatedBy: storedOptionalText(data.updatedBy),
    mail: Object.fromEntries(
      BOOKING_MAIL_KINDS.map((kind) => [
        kind,
        decodeStoredMail(data, BOOKING_MAIL_FIELDS[kind], BOOKING_MAIL_STATES, 'not_owed'),
      ]),
    ) as Record<BookingMailKind, StoredMail<BookingMailState>>,
    expiresAt: storedTime(data[BOOKING_EXPIRY_FIELD]),
  };
}

/** When a reminder is due for a meeting at `startsAt`; null when that moment has passed at `now`. */
export function reminderDueAt(
  reminder: keyof typeof BOOKING_REMINDERS,
  startsAt: Date,
  now: Date,
): Date | null {
  const due = new Date(startsAt.getTime() - BOOKING_REMINDERS[reminder] * MINUTE_MS);
  return due > now ? due : null;
}

/**
 * The reminders' fields for a meeting at `startsAt` booked (or moved) at `now`: each `scheduled` at its
 * time, or `not_owed` when that time has already passed (a meeting booked 3 hours ahead gets no
 * 24-hour reminder).
 */
export function reminderFields(startsAt: Date, now: Date): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const reminder of Object.keys(BOOKING_REMINDERS) as (keyof typeof BOOKING_REMINDERS)[]) {
    const names = BOOKING_MAIL_FIELDS[reminder];
    const due = reminderDueAt(reminder, startsAt, now);
    fields[names.state] = (due ? 'scheduled' : 'not_owed') satisfies BookingMailState;
    fields[names.attempts] = 0;
    fields[names.nextAttemptAt] = due;
  }
  return fields;
}

/** When a booking's document may go: its retention after the meeting. */
export function bookingExpiry(endsAt: Date): Date {
  return new Date(endsAt.getTime() + BOOKING_RETENTION_DAYS * DAY_MS);
}

/** What a new booking is stored with besides the visitor's fields and its time. */
export interface NewBookingOrigin {
  path: BookingPath;
  userAgent: string | null;
  ipHash: string;
  page: string | null;
  source: LeadSource | null;
}

/**
 * The one writer of a new booking's document. `serverTime` is the SDK's server-timestamp sentinel;
 * times are Dates. The creator owns the invitation's first attempt (the sweep may take it over at
 * `staleAt`); the reminders are scheduled.
 */
export function encodeNewBooking<ServerTime>(
  booking: Pick<
    Booking,
    'kind' | 'startsAt' | 'endsAt' | 'name' | 'email' | 'phone' | 'topic' | 'cells' | 'linkNonce'
  >,
  origin: NewBookingOrigin,
  stamp: { serverTime: ServerTime; now: Date; staleAt: Date },
): Record<string, unknown> {
  return {
    ...booking,
    // The address as the prospect's other records are matched by it (prospectKey).
    emailKey: prospectKey(booking.email),
    state: 'confirmed' satisfies BookingState,
    sequence: 0,
    createdAt: stamp.serverTime,
    path: origin.path,
    ...encodeVisit(origin),
    attendance: null,
    ...firstAttemptFields(BOOKING_MAIL_FIELDS.invitation, stamp.serverTime, stamp.staleAt),
    [BOOKING_MAIL_FIELDS.cancellation.state]: 'not_owed' satisfies BookingMailState,
    ...reminderFields(booking.startsAt, stamp.now),
    [BOOKING_EXPIRY_FIELD]: bookingExpiry(booking.endsAt),
  };
}

/** A confirmed booking whose meeting has not started at `now`: it counts against the address's cap. */
export function isUpcoming(booking: Pick<Booking, 'state' | 'startsAt'>, now: Date): boolean {
  return booking.state === 'confirmed' && booking.startsAt > now;
}
