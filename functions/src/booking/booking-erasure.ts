// A client's bookings erased with their account (docs/privacy.md), as their leads are: every booking
// made from the account's verified address, the quarter hours it holds (freed) and the client's view of
// it. The account's deletion (functions/src/accounts) calls it; this folder stays the only writer of
// bookings, bookingSlots and clientBookings.
import type { Firestore } from 'firebase-admin/firestore';
import {
  BOOKING_SLOTS,
  BOOKINGS,
  CLIENT_BOOKINGS,
  decodeBooking,
  prospectKey,
} from '@site/contract';

/**
 * Deletes every booking whose address is `email` (as prospectKey compares), its slots and its view;
 * returns their ids. Running it again deletes nothing more, so a retry or the deletion sweep may.
 */
export async function eraseBookingsOf(db: Firestore, email: string): Promise<string[]> {
  const key = prospectKey(email);
  const [bookings, views] = await Promise.all([
    db.collection(BOOKINGS).where('emailKey', '==', key).get(),
    db.collection(CLIENT_BOOKINGS).where('email', '==', key).get(),
  ]);
  for (const doc of bookings.docs) {
    const booking = decodeBooking(doc.id, doc.data());
    const batch = db.batch();
    for (const cellId of booking.cells) batch.delete(db.collection(BOOKING_SLOTS).doc(cellId));
    batch.delete(db.collection(CLIENT_BOOKINGS).doc(doc.id));
    batch.delete(doc.ref);
    await batch.commit();
  }
  // A view whose booking is gone already (a deletion cut off halfway) goes too.
  const rest = db.batch();
  for (const view of views.docs) rest.delete(view.ref);
  await rest.commit();
  return bookings.docs.map((doc) => doc.id);
}
