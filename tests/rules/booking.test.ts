// The booking's rules: nobody but the functions writes bookings or their slots; only admins read them,
// and only admins read and write the blocks and the feed's secret. A lead's outcome (won or lost, its
// value) is an admin's, beside the triage. Through Firestore Lite as the inbox calls it; documents
// seeded as the function writes them (rules bypassed, as the Admin SDK is).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesHarness, type RulesHarness } from './rules-environment';

let harness: RulesHarness;
let ada: Firestore;
let nonAdmins: Firestore[];

const BOOKING = 'bookings/3f1c2d7e-5b1a-4c8e-9f20-6a7b8c9d0e1f';
const CELL = 'bookingSlots/2026-12-02T10:00Z';
const FEED = 'bookingSettings/feed';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const block = (uid: string, over: Record<string, unknown> = {}) => ({
  startsAt: at('2026-12-24T08:00:00Z'),
  endsAt: at('2026-12-24T17:00:00Z'),
  reason: 'Christmas Eve: the office closes',
  createdBy: uid,
  createdAt: serverTimestamp(),
  ...over,
});

const feed = (uid: string, secret = 'a'.repeat(43)) => ({
  secret,
  rotatedAt: serverTimestamp(),
  rotatedBy: uid,
});

beforeAll(async () => {
  harness = await rulesHarness('demo-booking-rules');
});

afterAll(() => harness.close());

beforeEach(async () => {
  await harness.env.clearFirestore();
  const { user } = harness.clients;
  ada = user('ada', { admin: true });
  nonAdmins = [
    user('client'),
    harness.clients.anonymous(),
    user('ada', { admin: false }),
    user('ada', { admin: 'true' }),
  ];
  const owner = harness.clients.owner();
  await setDoc(doc(owner, BOOKING), {
    kind: 'technical',
    startsAt: at('2026-12-02T10:00:00Z'),
    name: 'Ngozi Eze',
    email: 'ngozi@example.com',
    state: 'confirmed',
    createdAt: at('2026-11-30T07:00:00Z'),
  });
  await setDoc(doc(owner, CELL), { bookingId: BOOKING.slice(9), state: 'booked' });
  await setDoc(
    doc(owner, 'bookingBlocks/existing'),
    block('bola', { createdAt: at('2026-11-01T00:00:00Z') }),
  );
  await setDoc(doc(owner, FEED), { secret: 'b'.repeat(43), rotatedBy: 'bola' });
  await setDoc(doc(owner, 'contactMessages/message-1'), {
    name: 'Ngozi Eze',
    email: 'ngozi@example.com',
    triage: 'new',
    createdAt: at('2026-11-29T09:00:00Z'),
  });
});

describe('bookings and their slots', () => {
  it('an admin reads them, one or a list by time', async () => {
    await assertSucceeds(getDoc(doc(ada, BOOKING)));
    await assertSucceeds(getDocs(query(collection(ada, 'bookings'), orderBy('startsAt'))));
    await assertSucceeds(
      getDocs(query(collection(ada, 'bookings'), where('email', '==', 'ngozi@example.com'))),
    );
    await assertSucceeds(getDoc(doc(ada, CELL)));
    await assertSucceeds(getDocs(collection(ada, 'bookingSlots')));
  });

  it('nobody else reads them', async () => {
    for (const db of nonAdmins) {
      await assertFails(getDoc(doc(db, BOOKING)));
      await assertFails(getDocs(collection(db, 'bookings')));
      await assertFails(getDoc(doc(db, CELL)));
      await assertFails(getDocs(collection(db, 'bookingSlots')));
    }
  });

  it('nobody writes them, admins included: only the functions do', async () => {
    for (const db of [ada, ...nonAdmins]) {
      await assertFails(setDoc(doc(db, 'bookings/new'), { kind: 'sales', state: 'confirmed' }));
      await assertFails(updateDoc(doc(db, BOOKING), { state: 'cancelled' }));
      await assertFails(
        updateDoc(doc(db, BOOKING), {
          attendance: 'held',
          updatedAt: serverTimestamp(),
          updatedBy: 'ada',
        }),
      );
      await assertFails(deleteDoc(doc(db, BOOKING)));
      await assertFails(
        setDoc(doc(db, 'bookingSlots/2026-12-02T10:15Z'), { bookingId: 'x', state: 'held' }),
      );
      await assertFails(deleteDoc(doc(db, CELL)));
    }
  });
});

describe('blocks', () => {
  it('an admin lists them, adds one for hours or a whole day, and deletes one', async () => {
    await assertSucceeds(getDocs(collection(ada, 'bookingBlocks')));
    await assertSucceeds(addDoc(collection(ada, 'bookingBlocks'), block('ada')));
    await assertSucceeds(
      addDoc(
        collection(ada, 'bookingBlocks'),
        block('ada', {
          startsAt: at('2026-12-30T23:00:00Z'),
          endsAt: at('2027-01-30T23:00:00Z'),
          reason: '',
        }),
      ),
    );
    await assertSucceeds(deleteDoc(doc(ada, 'bookingBlocks/existing')));
  });

  it('an admin cannot write a block that is not one, nor edit one', async () => {
    const refused = [
      block('bola'),
      block('ada', { endsAt: at('2026-12-24T08:00:00Z') }),
      block('ada', { endsAt: at('2027-01-25T08:00:01Z') }),
      block('ada', { reason: 'r'.repeat(101) }),
      block('ada', { createdAt: at('2026-11-01T00:00:00Z') }),
      block('ada', { startsAt: '2026-12-24' }),
      block('ada', { priority: 'high' }),
    ];
    for (const data of refused) await assertFails(addDoc(collection(ada, 'bookingBlocks'), data));
    await assertFails(updateDoc(doc(ada, 'bookingBlocks/existing'), { reason: 'Changed' }));
  });

  it('nobody else reads, adds or deletes one', async () => {
    for (const db of nonAdmins) {
      await assertFails(getDocs(collection(db, 'bookingBlocks')));
      await assertFails(getDoc(doc(db, 'bookingBlocks/existing')));
      await assertFails(addDoc(collection(db, 'bookingBlocks'), block('ada')));
      await assertFails(deleteDoc(doc(db, 'bookingBlocks/existing')));
    }
  });
});

describe("the feed's secret", () => {
  it('an admin reads it and rotates it', async () => {
    await assertSucceeds(getDoc(doc(ada, FEED)));
    await assertSucceeds(setDoc(doc(ada, FEED), feed('ada')));
  });

  it('is admin-only: nobody else reads or writes it, and a weak or stray one is refused', async () => {
    for (const db of nonAdmins) {
      await assertFails(getDoc(doc(db, FEED)));
      await assertFails(setDoc(doc(db, FEED), feed('ada')));
    }
    for (const data of [
      feed('ada', 'short'),
      feed('ada', 'x'.repeat(65)),
      feed('ada', `${'a'.repeat(40)}/..`),
      feed('bola'),
      { ...feed('ada'), note: 'x' },
    ]) {
      await assertFails(setDoc(doc(ada, FEED), data));
    }
    await assertFails(setDoc(doc(ada, 'bookingSettings/other'), feed('ada')));
    await assertFails(getDoc(doc(ada, 'bookingSettings/other')));
  });
});

describe("a lead's outcome", () => {
  const stamp = (fields: Record<string, unknown>) => ({
    ...fields,
    updatedAt: serverTimestamp(),
    updatedBy: 'ada',
  });

  it('an admin marks a lead won with its value in naira, lost, or neither', async () => {
    const lead = doc(ada, 'contactMessages/message-1');
    await assertSucceeds(updateDoc(lead, stamp({ outcome: 'won', outcomeValueNaira: 2_500_000 })));
    await assertSucceeds(updateDoc(lead, stamp({ outcome: 'lost', outcomeValueNaira: null })));
    await assertSucceeds(updateDoc(lead, stamp({ outcome: null })));
  });

  it('only one of the two results, and a value in whole naira up to a trillion', async () => {
    const lead = doc(ada, 'contactMessages/message-1');
    for (const fields of [
      { outcome: 'maybe' },
      { outcome: 'won', outcomeValueNaira: -1 },
      { outcome: 'won', outcomeValueNaira: 1.5 },
      { outcome: 'won', outcomeValueNaira: '1000' },
      { outcome: 'won', outcomeValueNaira: 1_000_000_000_001 },
    ]) {
      await assertFails(updateDoc(lead, stamp(fields)));
    }
    for (const db of nonAdmins) {
      await assertFails(updateDoc(doc(db, 'contactMessages/message-1'), stamp({ outcome: 'won' })));
    }
  });
});
