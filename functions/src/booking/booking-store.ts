// bookings/{bookingId} and the bookingSlots that hold their time: every write of either, each one
// transaction. A booking covers its meeting and buffer in quarter hours, one bookingSlots document each
// with the quarter hour as its id, created in the booking's own transaction after reading that none
// covers it: two bookings (or a booking and someone else's hold) of the same time cannot both commit,
// the second reads the first's documents when it runs again (functions/README.md, "Bookings").
// This folder (functions/src/booking) is the only writer of both collections, and of the client's view
// of each booking (clientBookings, written in the booking's own transaction); the fields are the
// contract's (packages/contract/src/booking-record.ts, client-booking.ts).
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  BOOKING_BLOCKS,
  BOOKING_MAIL_FIELDS,
  BOOKING_EXPIRY_FIELD,
  BOOKING_SLOTS,
  BOOKINGS,
  bookingExpiry,
  cellIds,
  CLIENT_BOOKINGS,
  cellIsTaken,
  decodeBooking,
  decodeSlotCell,
  encodeClientBooking,
  encodeNewBooking,
  firstAttemptFields,
  LIVE_BOOKINGS_PER_ADDRESS,
  meetingEnd,
  prospectKey,
  reminderFields,
  slotRefusal,
  storedTime,
  type BlockedTime,
  type Booking,
  type BookingKind,
  type BookingMailState,
  type BookingPolicy,
  type CancelledBy,
  type NewBookingOrigin,
  type SlotRefusal,
} from '@site/contract';

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

export function bookingRef(db: Firestore, bookingId: string): DocumentReference {
  return db.collection(BOOKINGS).doc(bookingId);
}

function cellRef(db: Firestore, cellId: string): DocumentReference {
  return db.collection(BOOKING_SLOTS).doc(cellId);
}

/** Writes the client's view of `booking` (what /profile shows) in the booking's `transaction`. */
function setClientView(transaction: Transaction, db: Firestore, booking: Booking): void {
  transaction.set(db.collection(CLIENT_BOOKINGS).doc(booking.id), encodeClientBooking(booking));
}

/** A quarter hour's start, from its id. */
const cellStart = (cellId: string) => new Date(`${cellId.slice(0, -1)}:00Z`);

/** The booking `bookingId`, decoded; undefined when there is none. */
export async function readBooking(db: Firestore, bookingId: string): Promise<Booking | undefined> {
  const data = (await bookingRef(db, bookingId).get()).data();
  return data === undefined ? undefined : decodeBooking(bookingId, data);
}

/** The quarter hours covered between `from` and `to` at `now`: booked, or held by a hold not lapsed. */
export async function takenCells(
  db: Firestore,
  from: Date,
  to: Date,
  now: Date,
): Promise<Set<string>> {
  const snapshot = await db
    .collection(BOOKING_SLOTS)
    .where('at', '>=', from)
    .where('at', '<', to)
    .get();
  return new Set(
    snapshot.docs
      .filter((doc) => cellIsTaken(decodeSlotCell(doc.data()), now))
      .map((doc) => doc.id),
  );
}

/** The admins' blocks that overlap [from, to). */
export async function blockedTimes(
  db: Firestore,
  from: Date,
  to: Date,
  transaction?: Transaction,
): Promise<BlockedTime[]> {
  const query = db.collection(BOOKING_BLOCKS).where('endsAt', '>', from);
  const snapshot = transaction ? await transaction.get(query) : await query.get();
  return snapshot.docs.flatMap((doc) => {
    const startsAt = storedTime(doc.get('startsAt'));
    const endsAt = storedTime(doc.get('endsAt'));
    return startsAt && endsAt && startsAt < to ? [{ startsAt, endsAt }] : [];
  });
}

/**
 * Reads the quarter hours `kind` at `start` would cover, and the blocks, inside `transaction`: why the
 * slot cannot be had by `bookingId` (its own hold or booking does not count against it), or null.
 */
async function checkSlot(
  transaction: Transaction,
  db: Firestore,
  slot: { kind: BookingKind; start: Date; bookingId: string },
  policy: BookingPolicy,
  now: Date,
): Promise<{ refusal: SlotRefusal | null; cells: string[] }> {
  const cells = cellIds(slot.start, slot.kind, policy);
  const snapshots = await transaction.getAll(...cells.map((id) => cellRef(db, id)));
  const taken = new Set(
    snapshots.flatMap((snapshot) => {
      const data = snapshot.data();
      if (data === undefined) return [];
      const cell = decodeSlotCell(data);
      return cell.bookingId !== slot.bookingId && cellIsTaken(cell, now) ? [snapshot.id] : [];
    }),
  );
  const end = meetingEnd(slot.start, slot.kind, policy);
  const blocks = await blockedTimes(db, slot.start, end, transaction);
  return { refusal: slotRefusal(slot.start, slot.kind, now, { policy, blocks, taken }), cells };
}

/** A booked quarter hour's document: kept a day past its time, then the TTL policy deletes it. */
function bookedCell(bookingId: string, cellId: string) {
  return {
    bookingId,
    state: 'booked',
    at: cellStart(cellId),
    heldUntil: null,
    expiresAt: new Date(cellStart(cellId).getTime() + DAY_MS),
  };
}

export type HoldOutcome =
  | { outcome: 'held'; heldUntil: Date }
  | { outcome: 'booked' }
  | { outcome: 'refused'; refusal: SlotRefusal }
  | { outcome: 'rate-limited' };

/**
 * Keeps `kind` at `start` for request `requestId` for the policy's hold minutes: the quarter hours it
 * covers are marked held (freeing the request's earlier hold, if it picked another time first). A
 * hold lapses by itself: nothing reads a lapsed one as taken, a booking takes its documents over, and
 * the TTL policy deletes them.
 */
export function holdSlot(
  db: Firestore,
  hold: { kind: BookingKind; start: Date; requestId: string },
  admit: Admission,
  policy: BookingPolicy,
  now: Date,
): Promise<HoldOutcome> {
  return db.runTransaction(async (transaction): Promise<HoldOutcome> => {
    if ((await transaction.get(bookingRef(db, hold.requestId))).exists)
      return { outcome: 'booked' };
    const { refusal, cells } = await checkSlot(
      transaction,
      db,
      { ...hold, bookingId: hold.requestId },
      policy,
      now,
    );
    if (refusal) return { outcome: 'refused', refusal };
    const earlier = await transaction.get(
      db.collection(BOOKING_SLOTS).where('bookingId', '==', hold.requestId),
    );
    if (!(await admit(transaction))) return { outcome: 'rate-limited' };
    for (const doc of earlier.docs) if (!cells.includes(doc.id)) transaction.delete(doc.ref);
    const heldUntil = new Date(now.getTime() + policy.holdMinutes * MINUTE_MS);
    for (const cellId of cells) {
      transaction.set(cellRef(db, cellId), {
        bookingId: hold.requestId,
        state: 'held',
        at: cellStart(cellId),
        heldUntil,
        expiresAt: heldUntil,
      });
    }
    return { outcome: 'held', heldUntil };
  });
}

/** Counts a request against the rate limits, inside the transaction: false refuses it. */
export type Admission = (transaction: Transaction) => Promise<boolean>;

/** What a write that books runs with: the slot policy, the clock, when its e-mail attempt is stale. */
export interface StoreSettings {
  policy: BookingPolicy;
  now: Date;
  staleAfterMs: number;
}

export interface NewBooking {
  id: string;
  kind: BookingKind;
  start: Date;
  name: string;
  email: string;
  phone: string | null;
  topic: string | null;
  linkNonce: string;
}

export type CreateBookingOutcome =
  | { outcome: 'created'; booking: Booking }
  | { outcome: 'exists'; booking: Booking }
  | { outcome: 'refused'; refusal: SlotRefusal }
  | { outcome: 'too-many' }
  | { outcome: 'rate-limited' };

/**
 * Books `booking` at most once, in one transaction: a booking with its id already stored is answered
 * from it (a retry); a time another booking or a live hold covers is refused (`taken`), as is one the
 * calendar does not offer; an address with LIVE_BOOKINGS_PER_ADDRESS upcoming bookings is refused; then
 * `admit` (the rate limits). Otherwise the quarter hours are marked booked and the booking created;
 * its creator owns the invitation's first attempt.
 */
export function createBooking(
  db: Firestore,
  booking: NewBooking,
  origin: NewBookingOrigin,
  admit: Admission,
  settings: StoreSettings,
): Promise<CreateBookingOutcome> {
  const { policy, now } = settings;
  const ref = bookingRef(db, booking.id);
  return db.runTransaction(
    async (transaction): Promise<CreateBookingOutcome> => {
      const existing = (await transaction.get(ref)).data();
      if (existing !== undefined) {
        return { outcome: 'exists', booking: decodeBooking(booking.id, existing) };
      }
      const { refusal, cells } = await checkSlot(
        transaction,
        db,
        { kind: booking.kind, start: booking.start, bookingId: booking.id },
        policy,
        now,
      );
      if (refusal) return { outcome: 'refused', refusal };
      const upcoming = await transaction.get(
        db
          .collection(BOOKINGS)
          .where('emailKey', '==', prospectKey(booking.email))
          .where('state', '==', 'confirmed')
          .where('startsAt', '>', now)
          .limit(LIVE_BOOKINGS_PER_ADDRESS),
      );
      if (upcoming.size >= LIVE_BOOKINGS_PER_ADDRESS) return { outcome: 'too-many' };
      if (!(await admit(transaction))) return { outcome: 'rate-limited' };
      for (const cellId of cells)
        transaction.set(cellRef(db, cellId), bookedCell(booking.id, cellId));
      const fields = {
        kind: booking.kind,
        startsAt: booking.start,
        endsAt: meetingEnd(booking.start, booking.kind, policy),
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        topic: booking.topic,
        cells,
        linkNonce: booking.linkNonce,
      };
      const staleAt = new Date(now.getTime() + settings.staleAfterMs);
      transaction.create(
        ref,
        encodeNewBooking(fields, origin, {
          serverTime: FieldValue.serverTimestamp(),
          now,
          staleAt,
        }),
      );
      const created = decodeBooking(
        booking.id,
        encodeNewBooking(fields, origin, { serverTime: now, now, staleAt }),
      );
      setClientView(transaction, db, created);
      return { outcome: 'created', booking: created };
    },
    // Fifty visitors on one time: each loser reads the winner's documents when it runs again.
    { maxAttempts: 20 },
  );
}

export type ChangeOutcome =
  | { outcome: 'changed'; booking: Booking }
  | { outcome: 'unknown' }
  | { outcome: 'cancelled' }
  | { outcome: 'past' }
  | { outcome: 'refused'; refusal: SlotRefusal }
  | { outcome: 'rate-limited' };

/** Reads booking `bookingId` in `transaction` and says why it cannot change any more, if it cannot. */
async function changeable(
  transaction: Transaction,
  ref: DocumentReference,
  now: Date,
): Promise<{ booking: Booking } | { outcome: 'unknown' | 'cancelled' | 'past' }> {
  const data = (await transaction.get(ref)).data();
  if (data === undefined) return { outcome: 'unknown' };
  const booking = decodeBooking(ref.id, data);
  if (booking.state === 'cancelled') return { outcome: 'cancelled' };
  if (booking.startsAt <= now) return { outcome: 'past' };
  return { booking };
}

/** The fields that set e-mail `kind` to a first attempt its writer owns. */
const ownedAttempt = (kind: 'invitation' | 'cancellation', now: Date, staleAfterMs: number) =>
  firstAttemptFields(
    BOOKING_MAIL_FIELDS[kind],
    FieldValue.serverTimestamp(),
    new Date(now.getTime() + staleAfterMs),
  );

/**
 * Cancels booking `bookingId` (by the prospect from its page, or by the firm from the inbox): its
 * quarter hours are freed, its SEQUENCE raised, its reminders and an unsent invitation no longer owed,
 * and the cancellation owed, its first attempt the caller's. A cancelled booking stays cancelled.
 */
export function cancelBooking(
  db: Firestore,
  bookingId: string,
  by: { who: CancelledBy; uid: string | null },
  settings: { now: Date; staleAfterMs: number },
): Promise<ChangeOutcome> {
  const ref = bookingRef(db, bookingId);
  return db.runTransaction(async (transaction): Promise<ChangeOutcome> => {
    const read = await changeable(transaction, ref, settings.now);
    if (!('booking' in read)) return read;
    const { booking } = read;
    for (const cellId of booking.cells) transaction.delete(cellRef(db, cellId));
    const notOwed = (kind: 'invitation' | 'reminderDay' | 'reminderHour') => ({
      [BOOKING_MAIL_FIELDS[kind].state]: 'not_owed' satisfies BookingMailState,
      [BOOKING_MAIL_FIELDS[kind].nextAttemptAt]: FieldValue.delete(),
    });
    transaction.update(ref, {
      state: 'cancelled',
      cancelledAt: FieldValue.serverTimestamp(),
      cancelledBy: by.who,
      sequence: booking.sequence + 1,
      cells: [],
      ...(by.uid ? { updatedAt: FieldValue.serverTimestamp(), updatedBy: by.uid } : {}),
      ...notOwed('reminderDay'),
      ...notOwed('reminderHour'),
      ...(booking.mail.invitation.state === 'sent' ? {} : notOwed('invitation')),
      ...ownedAttempt('cancellation', settings.now, settings.staleAfterMs),
    });
    const cancelled: Booking = {
      ...booking,
      state: 'cancelled',
      cancelledAt: settings.now,
      cancelledBy: by.who,
      sequence: booking.sequence + 1,
      cells: [],
    };
    setClientView(transaction, db, cancelled);
    return { outcome: 'changed', booking: cancelled };
  });
}

/**
 * Moves booking `bookingId` to `start`: the same booking (and UID), SEQUENCE raised, its old quarter
 * hours freed and the new ones booked in the same transaction, the reminders scheduled again and the
 * updated invitation owed, its first attempt the caller's.
 */
export function rescheduleBooking(
  db: Firestore,
  bookingId: string,
  start: Date,
  admit: Admission,
  settings: StoreSettings,
): Promise<ChangeOutcome> {
  const { policy, now } = settings;
  const ref = bookingRef(db, bookingId);
  return db.runTransaction(
    async (transaction): Promise<ChangeOutcome> => {
      const read = await changeable(transaction, ref, now);
      if (!('booking' in read)) return read;
      const { booking } = read;
      const { refusal, cells } = await checkSlot(
        transaction,
        db,
        { kind: booking.kind, start, bookingId },
        policy,
        now,
      );
      if (refusal) return { outcome: 'refused', refusal };
      if (!(await admit(transaction))) return { outcome: 'rate-limited' };
      for (const cellId of booking.cells)
        if (!cells.includes(cellId)) transaction.delete(cellRef(db, cellId));
      for (const cellId of cells)
        transaction.set(cellRef(db, cellId), bookedCell(bookingId, cellId));
      const endsAt = meetingEnd(start, booking.kind, policy);
      transaction.update(ref, {
        startsAt: start,
        endsAt,
        cells,
        sequence: booking.sequence + 1,
        rescheduledAt: FieldValue.serverTimestamp(),
        ...reminderFields(start, now),
        ...ownedAttempt('invitation', now, settings.staleAfterMs),
        // Kept as long after the meeting as when it was booked.
        [BOOKING_EXPIRY_FIELD]: bookingExpiry(endsAt),
      });
      const moved: Booking = {
        ...booking,
        startsAt: start,
        endsAt,
        cells,
        sequence: booking.sequence + 1,
      };
      setClientView(transaction, db, moved);
      return { outcome: 'changed', booking: moved };
    },
    { maxAttempts: 20 },
  );
}

/** What an admin records on a booking: attendance, and the outcome (won or lost, a value). */
export interface BookingRecordUpdate {
  attendance?: 'held' | 'no_show' | null;
  outcome?: { result: 'won' | 'lost'; valueNaira: number | null } | null;
}

/** Records an admin's `update` on booking `bookingId`, stamped with who and when; false if there is none. */
export async function recordOnBooking(
  db: Firestore,
  bookingId: string,
  update: BookingRecordUpdate,
  uid: string,
): Promise<boolean> {
  const ref = bookingRef(db, bookingId);
  return db.runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) return false;
    transaction.update(ref, {
      ...(update.attendance !== undefined ? { attendance: update.attendance } : {}),
      ...(update.outcome !== undefined
        ? {
            outcome: update.outcome?.result ?? null,
            outcomeValueNaira: update.outcome?.valueNaira ?? null,
          }
        : {}),
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: uid,
    });
    return true;
  });
}
