import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import {
  BOOKING_BLOCKS,
  BOOKING_FEED_SETTING,
  BOOKING_SETTINGS,
  BOOKINGS,
  decodeBooking,
  storedText,
  storedTime,
  type BlockedTime,
  type Booking,
  type BookingAdminAction,
} from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import { call } from './inbox-functions';

const DAY_MS = 24 * 60 * 60_000;
/** The inbox lists the bookings from this many days back (held, no-shows, outcomes to record) and all ahead. */
export const BOOKINGS_DAYS_BACK = 30;

const db = () => getFirestoreInstance();

/** The bookings of the last month and every one ahead, earliest first, each read by the contract's decoder. */
export async function loadBookings(now: Date): Promise<Booking[]> {
  const snapshot = await getDocs(
    query(
      collection(db(), BOOKINGS),
      where(
        'startsAt',
        '>=',
        Timestamp.fromDate(new Date(now.getTime() - BOOKINGS_DAYS_BACK * DAY_MS)),
      ),
      orderBy('startsAt'),
    ),
  );
  return snapshot.docs.map((document) => decodeBooking(document.id, document.data()));
}

/** Cancel (the prospect is told), attendance, outcome: the booking function writes bookings, not the inbox. */
export function manageBooking(action: BookingAdminAction): Promise<unknown> {
  return call('manageBooking', action);
}

export interface Block extends BlockedTime {
  id: string;
  reason: string;
}

/** The admins' blocks that have not ended, earliest first. */
export async function loadBlocks(now: Date): Promise<Block[]> {
  const snapshot = await getDocs(
    query(
      collection(db(), BOOKING_BLOCKS),
      where('endsAt', '>', Timestamp.fromDate(now)),
      orderBy('endsAt'),
    ),
  );
  return snapshot.docs
    .map((document) => ({
      id: document.id,
      startsAt: storedTime(document.get('startsAt')) ?? new Date(0),
      endsAt: storedTime(document.get('endsAt')) ?? new Date(0),
      reason: storedText(document.get('reason')),
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Closes `block`'s time to bookings (firestore.rules: admins, stamped with who and when). */
export async function addBlock(block: Omit<Block, 'id'>, uid: string): Promise<void> {
  await addDoc(collection(db(), BOOKING_BLOCKS), {
    startsAt: Timestamp.fromDate(block.startsAt),
    endsAt: Timestamp.fromDate(block.endsAt),
    reason: block.reason,
    createdBy: uid,
    createdAt: serverTimestamp(),
  });
}

export async function removeBlock(id: string): Promise<void> {
  await deleteDoc(doc(db(), BOOKING_BLOCKS, id));
}

const feedRef = () => doc(db(), BOOKING_SETTINGS, BOOKING_FEED_SETTING);

/** The feed's current secret, or null before the first is made. */
export async function loadFeedSecret(): Promise<string | null> {
  const secret = storedText((await getDoc(feedRef())).get('secret'));
  return secret === '' ? null : secret;
}

/** A new secret of 256 random bits (43 characters of base64url), which voids the old address at once. */
export async function rotateFeedSecret(uid: string): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const secret = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  await setDoc(feedRef(), { secret, rotatedAt: serverTimestamp(), rotatedBy: uid });
  return secret;
}
