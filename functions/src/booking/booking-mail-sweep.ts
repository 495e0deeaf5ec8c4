// The booking's e-mails as the mail sweep (mail/mail-sweep.ts) looks after them: the invitation and
// the cancellation when their attempt failed or never finished, and the reminders when their time has
// come. Each is claimed in a transaction (booking-mail-delivery.ts), so two sweeps at once, or a sweep
// and a retry, send each e-mail once.
import { BOOKING_MAIL_FIELDS, BOOKING_MAIL_KINDS, BOOKINGS } from '@site/contract';
import type { SweptMail } from '../mail/mail-sweep.js';
import { MAIL_RETRY_POLICY } from '../mail/retry-policy.js';
import {
  BOOKING_MAIL_NAMES,
  claimBookingMail,
  deliverBookingMail,
  type BookingMailDependencies,
} from './booking-mail-delivery.js';

export function bookingSweptMails(deps: BookingMailDependencies): SweptMail[] {
  return BOOKING_MAIL_KINDS.map((kind) => ({
    name: BOOKING_MAIL_NAMES[kind],
    collection: BOOKINGS,
    fields: BOOKING_MAIL_FIELDS[kind],
    scheduled: kind === 'reminderDay' || kind === 'reminderHour',
    retry: async (bookingId, claimant, now) => {
      const policy = deps.retryPolicy ?? MAIL_RETRY_POLICY;
      const claim = await claimBookingMail(deps.db, bookingId, kind, now, claimant, policy);
      if (claim.outcome !== 'claimed') return claim.outcome;
      return deliverBookingMail(kind, claim.record, claim.attempt, deps);
    },
  }));
}
