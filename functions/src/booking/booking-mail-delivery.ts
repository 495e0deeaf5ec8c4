// A booking's e-mails through the mail ledger (mail/mail-ledger.ts): the first attempt by whoever
// created the booking or changed it, a claim by the sweep for the rest (booking-mail-sweep.ts). A
// reminder is owed only while the booking stands and its meeting is ahead; a cancelled booking's
// reminders are never sent, whoever claims them.
import type { Firestore } from 'firebase-admin/firestore';
import {
  BOOKING_MAIL_FIELDS,
  decodeBooking,
  type Booking,
  type BookingMailKind,
  type MailOutcome,
} from '@site/contract';
import type { LeadMailDependencies } from '../leads/lead-mail.js';
import { prospectMailHeaders, type ProspectMailHeaders } from '../leads/prospect-thread.js';
import { attemptMail } from '../mail/mail-attempt.js';
import {
  claimMail,
  type MailClaim,
  type MailClaimant,
  type MailLedger,
} from '../mail/mail-ledger.js';
import type { MailRetryPolicy } from '../mail/retry-policy.js';
import { functionsLog } from '../shared/log.js';
import { bookingToken } from './booking-links.js';
import { composeBookingMail } from './booking-mail.js';
import { bookingRef } from './booking-store.js';

/** What sending a booking's e-mails needs: the lead's mail setup (one sweep sends both), and the links' secret. */
export interface BookingMailDependencies extends LeadMailDependencies {
  /** BOOKING_LINK_SECRET: the e-mails' links are signed with it. */
  linkSecret: string;
}

export const BOOKING_MAIL_NAMES: Record<BookingMailKind, string> = {
  invitation: 'Booking invitation',
  cancellation: 'Booking cancellation',
  reminderDay: 'Booking reminder (a day before)',
  reminderHour: 'Booking reminder (an hour before)',
};

export function bookingMailLedger(
  db: Firestore,
  bookingId: string,
  kind: BookingMailKind,
): MailLedger {
  return { ref: bookingRef(db, bookingId), fields: BOOKING_MAIL_FIELDS[kind] };
}

/** Whether e-mail `kind` of `booking` is still owed at `now`. */
function stillOwed(kind: BookingMailKind, booking: Booking, now: Date): boolean {
  if (kind === 'cancellation') return booking.state === 'cancelled';
  if (booking.state !== 'confirmed') return false;
  return kind === 'invitation' || booking.startsAt > now;
}

/** Takes over e-mail `kind` of booking `bookingId` (mail/mail-ledger.ts's claimMail). */
export function claimBookingMail(
  db: Firestore,
  bookingId: string,
  kind: BookingMailKind,
  now: Date,
  claimant: MailClaimant,
  policy: Pick<MailRetryPolicy, 'maxAttempts' | 'staleAfterMs'>,
): Promise<MailClaim<Booking>> {
  return claimMail(
    db,
    bookingMailLedger(db, bookingId, kind),
    now,
    claimant,
    policy,
    (id, data) => {
      const booking = decodeBooking(id, data);
      return { record: booking, mail: booking.mail[kind], owed: stillOwed(kind, booking, now) };
    },
  );
}

/**
 * The thread of a booking's mail: the prospect's lead's when the address sent one (prospect-thread.ts).
 * Threading helps the prospect's mail client and brings an answer back to the inbox; if it cannot be
 * read, the mail goes without it rather than later.
 */
async function threadOf(
  kind: BookingMailKind,
  booking: Booking,
  deps: BookingMailDependencies,
): Promise<ProspectMailHeaders> {
  const part = `${booking.id}.${kind}.${booking.sequence}`;
  try {
    return await prospectMailHeaders(deps.db, booking.email, part, deps);
  } catch (error) {
    (deps.log ?? functionsLog).error('Booking e-mail sent without its thread.', {
      bookingId: booking.id,
      reason: error instanceof Error ? error.message : String(error),
    });
    return {};
  }
}

/** Sends e-mail `kind` of `booking`, whose attempt number `attempt` the caller owns, and records it. */
export async function deliverBookingMail(
  kind: BookingMailKind,
  booking: Booking,
  attempt: number,
  deps: BookingMailDependencies,
): Promise<MailOutcome> {
  return attemptMail(
    bookingMailLedger(deps.db, booking.id, kind),
    composeBookingMail(kind, booking, {
      firm: deps.firm,
      addresses: deps.addresses,
      token: bookingToken(booking.id, booking.linkNonce, deps.linkSecret),
      now: deps.now(),
      thread: await threadOf(kind, booking, deps),
    }),
    attempt,
    deps,
    { name: BOOKING_MAIL_NAMES[kind], ids: { bookingId: booking.id } },
  );
}

/** The e-mail a change owes, its first attempt the changer's: the cancellation or the moved invitation. */
export async function sendChange(booking: Booking, deps: BookingMailDependencies): Promise<void> {
  await deliverBookingMail(
    booking.state === 'cancelled' ? 'cancellation' : 'invitation',
    booking,
    1,
    deps,
  ).catch((error: unknown) => {
    // Not recorded: the attempt stays `received`, and the sweep takes it over once stale.
    (deps.log ?? functionsLog).error('Booking e-mail attempt could not be recorded.', {
      bookingId: booking.id,
      reason: error instanceof Error ? error.message : String(error),
    });
  });
}
