// The firm's calendar feed: every confirmed booking from a month back to the horizon, at a secret
// address an admin can change (rotate) in the inbox, which voids the old one at once. The secret is
// kept in bookingSettings/feed, which only admins read and write (firestore.rules); Google Calendar or
// Outlook subscribes to the address and polls it: a read-only copy, no OAuth, no two-way sync.
import { timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  BOOKING_FEED_SETTING,
  BOOKING_SETTINGS,
  BOOKINGS,
  decodeBooking,
  storedText,
  type Booking,
} from '@site/contract';

const DAY_MS = 24 * 60 * 60_000;
/** The feed shows meetings from this many days back (what a calendar keeps in view), and all ahead. */
export const FEED_DAYS_BACK = 30;

/** Whether `secret` is the feed's current secret (compared in constant time); no secret set: never. */
export async function feedSecretMatches(db: Firestore, secret: string): Promise<boolean> {
  const current = storedText(
    (await db.collection(BOOKING_SETTINGS).doc(BOOKING_FEED_SETTING).get()).get('secret'),
  );
  const given = Buffer.from(secret);
  const expected = Buffer.from(current);
  return (
    current.length >= 22 && given.length === expected.length && timingSafeEqual(given, expected)
  );
}

/** The confirmed bookings the feed lists at `now`, earliest first. */
export async function feedBookings(db: Firestore, now: Date): Promise<Booking[]> {
  const snapshot = await db
    .collection(BOOKINGS)
    .where('startsAt', '>=', new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS))
    .orderBy('startsAt')
    .get();
  return snapshot.docs
    .map((doc) => decodeBooking(doc.id, doc.data()))
    .filter((booking) => booking.state === 'confirmed');
}
