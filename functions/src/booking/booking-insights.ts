// The bookings as the insights and the digest count them: each meeting booked in the window, whose it is,
// where its visit came from, whether it was cancelled or held, and what came of it.
import type { Firestore } from 'firebase-admin/firestore';
import { BOOKINGS, decodeBooking, prospectKey, type MeetingForInsights } from '@site/contract';

export async function readMeetingsForInsights(
  db: Firestore,
  since: Date,
): Promise<MeetingForInsights[]> {
  const snapshot = await db.collection(BOOKINGS).where('createdAt', '>=', since).get();
  return snapshot.docs.flatMap((doc) => {
    const booking = decodeBooking(doc.id, doc.data());
    return booking.createdAt
      ? [
          {
            createdAt: booking.createdAt,
            source: booking.source,
            page: booking.page,
            prospect: prospectKey(booking.email),
            cancelled: booking.state === 'cancelled',
            held: booking.attendance === 'held',
            outcome: booking.outcome,
          },
        ]
      : [];
  });
}
