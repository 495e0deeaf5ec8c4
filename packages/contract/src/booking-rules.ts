// A consultation booked on the site, as both sides name it: the two kinds of call, the rules its slots
// follow, the limits that keep bots out, the addresses the HTML path and the app share, and the
// sentences a visitor reads when something is refused. No imports: the booking page bundles it without
// any schema (booking-schema.ts is the request's, booking-record.ts the stored booking's).

/** bookings/{bookingId}: one document per booking, written only by functions/src/booking. */
export const BOOKINGS = 'bookings';
/**
 * bookingSlots/{cellId}: the time a booking (or a hold) covers, one document per quarter hour of the
 * meeting and its buffer, its id the quarter hour's start (`2026-12-03T09:15Z`). Created in the same
 * transaction as the booking, so two bookings can never cover the same quarter hour: the id is the lock.
 */
export const BOOKING_SLOTS = 'bookingSlots';
/** bookingBlocks/{blockId}: times the admins closed (a holiday of the firm's, a workshop). */
export const BOOKING_BLOCKS = 'bookingBlocks';
/** bookingSettings/feed: the secret of the firm's calendar feed, which an admin rotates. */
export const BOOKING_SETTINGS = 'bookingSettings';
export const BOOKING_FEED_SETTING = 'feed';

/**
 * A block as an admin writes it (firestore.rules checks the same): `startsAt` before `endsAt`, at most
 * this many days long, and a reason of at most this many characters (the inbox shows it).
 */
export const BOOKING_BLOCK_LIMITS = { maxDays: 31, reason: 100 } as const;

/**
 * The feed's secret: random characters of base64url, at least 22 (128 bits); the inbox writes 43 (256
 * bits). firestore.rules holds the same bounds.
 */
export const FEED_SECRET_LENGTH = { min: 22, max: 64 } as const;

/** The two calls of the booking page, in its order. */
export const BOOKING_KINDS = ['sales', 'technical'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_KIND_NAMES: Record<BookingKind, string> = {
  sales: 'Sales call',
  technical: 'Technical call',
};

export function isBookingKind(value: unknown): value is BookingKind {
  return BOOKING_KINDS.some((kind) => kind === value);
}

/** How slots are laid out. The functions read each figure from a param with this default. */
export interface BookingPolicy {
  /** Each kind's length. A multiple of `cellMinutes`. */
  lengthMinutes: Record<BookingKind, number>;
  /** Free time kept after each meeting, before the next may start. A multiple of `cellMinutes`. */
  bufferMinutes: number;
  /** The earliest slot offered is this much business time (the firm's hours) from now. */
  noticeBusinessMinutes: number;
  /** Slots are offered on this many Lagos days, today included. */
  horizonDays: number;
  /** Slots start this often from the day's opening (09:00, 09:30, …). */
  stepMinutes: number;
  /** The unit of time a booking covers, one bookingSlots document each. */
  cellMinutes: number;
  /** How long a time the app's visitor picked is kept for them while they fill the form. */
  holdMinutes: number;
}

export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  // The booking page says both calls last 30 minutes (src/content/contact.ts).
  lengthMinutes: { sales: 30, technical: 30 },
  bufferMinutes: 15,
  noticeBusinessMinutes: 120,
  horizonDays: 21,
  stepMinutes: 30,
  cellMinutes: 15,
  holdMinutes: 5,
};

/** The topic line's bound, in UTF-16 code units as `maxlength` counts. */
export const BOOKING_TOPIC_MAX_LENGTH = 200;

/**
 * At most this many upcoming bookings per e-mail address: a person books one call, maybe two; a bot
 * filling the calendar with one address stops here.
 */
export const LIVE_BOOKINGS_PER_ADDRESS = 3;

/**
 * Rate limits, counted in rateLimits like the contact form's: per hashed caller address, holds and
 * bookings and changes from a booking's page together; per hashed e-mail address, new bookings.
 */
export const BOOKING_RATE_LIMITS = {
  perCaller: { maxRequests: 10, windowMinutes: 10 },
  perAddress: { maxRequests: 5, windowMinutes: 24 * 60 },
} as const;

/** Bookings are deleted this many days after the meeting (a Firestore TTL policy, TTL_FIELDS). */
export const BOOKING_RETENTION_DAYS = 365;

/** When the reminders go, before the meeting. */
export const BOOKING_REMINDERS = {
  reminderDay: 24 * 60,
  reminderHour: 60,
} as const satisfies Record<string, number>;
export type BookingReminder = keyof typeof BOOKING_REMINDERS;

/**
 * The e-mails a booking owes its prospect, each with its state and attempts on the booking's document:
 * the invitation (again, with a higher SEQUENCE, after a reschedule), the cancellation, the reminders.
 */
export const BOOKING_MAIL_KINDS = [
  'invitation',
  'cancellation',
  'reminderDay',
  'reminderHour',
] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

/** A booking is confirmed until the prospect or the firm cancels it. */
export const BOOKING_STATES = ['confirmed', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Who cancelled. */
export const CANCELLED_BY = ['prospect', 'firm'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** What an admin records once the meeting's time has come. */
export const ATTENDANCE = ['held', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** Where a booking was made: in the app (with App Check), or by the page without JavaScript. */
export const BOOKING_PATHS = ['app', 'html'] as const;
export type BookingPath = (typeof BOOKING_PATHS)[number];

/** Why a requested time cannot be booked; each has its sentence (`SLOT_REFUSALS`). */
export type SlotRefusal = 'unknown' | 'past' | 'notice' | 'horizon' | 'closed' | 'taken';

export const SLOT_REFUSALS: Record<SlotRefusal, string> = {
  unknown: 'That time is not one we offer. Please choose one of the times listed.',
  past: 'That time has passed. Please choose a later one.',
  notice: 'That time is too soon for us to prepare. Please choose a later one.',
  horizon: 'We take bookings up to three weeks ahead. Please choose an earlier time.',
  closed: 'We are closed at that time. Please choose one of the times listed.',
  taken: 'Someone has just booked that time. Please choose another one.',
};

/** Sentences for the refusals that are not about the time. */
export const BOOKING_MESSAGES = {
  rateLimited:
    'You have made several bookings in a short time. Please wait a few minutes and try again, or call us.',
  tooManyLive: `This e-mail address already has ${LIVE_BOOKINGS_PER_ADDRESS} upcoming consultations with us. Please cancel one from its e-mail first, or call us.`,
  cancelled: 'This consultation was cancelled, so this link no longer works.',
  unknownLink:
    'This link is not one of ours, or it has been mistyped. Please use the link in your e-mail.',
  past: 'This consultation has already taken place, so it can no longer be changed.',
} as const;
