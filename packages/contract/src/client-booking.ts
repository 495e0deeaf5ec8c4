// A client's own view of a booking: `clientBookings/{bookingId}`, what /profile shows of the bookings
// made from the client's verified address (the kind, the time, whether it stands) and nothing else of
// the booking: no phone, topic, source, attendance or outcome. functions/src/booking writes it in the
// same transaction as the booking itself; firestore.rules let only the account whose verified address
// it is list it, as for the conversations.
import {
  BOOKING_KINDS,
  BOOKING_STATES,
  type BookingKind,
  type BookingState,
} from './booking-rules.js';
import { BOOKING_EXPIRY_FIELD, bookingExpiry, type Booking } from './booking-record.js';
import { prospectKey } from './lead-record.js';
import { oneOf, storedText, storedTime } from './stored-value.js';

export const CLIENT_BOOKINGS = 'clientBookings';

export interface ClientBooking {
  id: string;
  /** The booking's address, as prospectKey: what firestore.rules compare with a verified one. */
  email: string;
  kind: BookingKind;
  startsAt: Date;
  endsAt: Date;
  state: BookingState;
}

/** The view of `booking` as stored; it expires with the booking. */
export function encodeClientBooking(
  booking: Pick<Booking, 'email' | 'kind' | 'startsAt' | 'endsAt' | 'state'>,
): Record<string, unknown> {
  return {
    email: prospectKey(booking.email),
    kind: booking.kind,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    state: booking.state,
    [BOOKING_EXPIRY_FIELD]: bookingExpiry(booking.endsAt),
  };
}

/** The one reader of a stored view (/profile, the data download). */
export function decodeClientBooking(id: string, data: Record<string, unknown>): ClientBooking {
  const startsAt = storedTime(data.startsAt) ?? new Date(0);
  return {
    id,
    email: storedText(data.email),
    kind: oneOf(BOOKING_KINDS, data.kind, 'sales'),
    startsAt,
    endsAt: storedTime(data.endsAt) ?? startsAt,
    state: oneOf(BOOKING_STATES, data.state, 'confirmed'),
  };
}
