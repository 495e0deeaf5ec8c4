// What an admin does to a booking from the inbox, through the manageBooking callable: cancel it (the
// prospect is sent the cancellation, METHOD:CANCEL), record whether it was held, and mark it won or
// lost with a value. Only the functions write bookings (firestore.rules), so the inbox asks here.
import { bookingAdminActionSchema, type BookingAdminAction } from '@site/contract';
import { HttpsError } from 'firebase-functions/https';
import { requireAdmin, type AdminCaller } from '../leads/admin-caller.js';
import { MAIL_RETRY_POLICY } from '../mail/retry-policy.js';
import type { BookingDependencies } from './booking-handler.js';
import { sendChange } from './booking-mail-delivery.js';
import { cancelBooking, recordOnBooking } from './booking-store.js';

export interface BookingAdminResult {
  bookingId: string;
  action: BookingAdminAction['action'];
}

export async function handleBookingAdminAction(
  data: unknown,
  caller: AdminCaller | null,
  deps: BookingDependencies,
): Promise<BookingAdminResult> {
  const admin = requireAdmin(caller);
  const parsed = bookingAdminActionSchema.safeParse(data);
  if (!parsed.success) throw new HttpsError('invalid-argument', 'The request could not be read.');
  const action = parsed.data;
  const answer = { bookingId: action.bookingId, action: action.action };
  if (action.action === 'cancel') {
    const changed = await cancelBooking(
      deps.db,
      action.bookingId,
      { who: 'firm', uid: admin.uid },
      { now: deps.now(), staleAfterMs: (deps.retryPolicy ?? MAIL_RETRY_POLICY).staleAfterMs },
    );
    if (changed.outcome === 'unknown')
      throw new HttpsError('not-found', 'There is no such booking.');
    if (changed.outcome === 'cancelled')
      throw new HttpsError('failed-precondition', 'This booking is already cancelled.');
    if (changed.outcome === 'past')
      throw new HttpsError('failed-precondition', 'This meeting has already taken place.');
    if (changed.outcome === 'changed') await sendChange(changed.booking, deps);
    return answer;
  }
  const recorded = await recordOnBooking(
    deps.db,
    action.bookingId,
    action.action === 'attendance'
      ? { attendance: action.attendance }
      : { outcome: action.outcome },
    admin.uid,
  );
  if (!recorded) throw new HttpsError('not-found', 'There is no such booking.');
  return answer;
}
