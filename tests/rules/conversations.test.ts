// The prospect's side of the conversation (issue #55): what a conversation page's token reads, and what
// a signed-in client reads under /profile (their conversations and their bookings' views). Through Firestore Lite as the app calls it; the documents
// are seeded as functions/src/leads writes them (rules bypassed, as the Admin SDK is).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKINGS, CLIENT_BOOKINGS, CONVERSATIONS, STRAY_MAIL } from '@site/contract';
import { rulesHarness, type RulesHarness } from './rules-environment';

let harness: RulesHarness;

/** The digests of two leads' page tokens: each conversation's id. */
const NGOZI_CONVERSATION = `${CONVERSATIONS}/${'a1'.repeat(32)}`;
const TUNDE_CONVERSATION = `${CONVERSATIONS}/${'b2'.repeat(32)}`;
const NGOZI_LEAD = 'contactMessages/lead-ngozi';

const conversation = (email: string, text: string) => ({
  email,
  subject: 'Managed IT for 40 seats',
  createdAt: Timestamp.fromDate(new Date('2026-12-01T09:00:00Z')),
  updatedAt: Timestamp.fromDate(new Date('2026-12-01T10:00:00Z')),
  waiting: true,
  messages: [
    {
      side: 'prospect',
      at: Timestamp.fromDate(new Date('2026-12-01T09:00:00Z')),
      text,
      channel: 'form',
      attachments: [],
    },
  ],
  expiresAt: Timestamp.fromDate(new Date('2027-12-01T09:00:00Z')),
});

/** A client signed in with `email`, verified or not, as the Auth emulator's tokens carry it. */
const client = (uid: string, email: string, verified = true) =>
  harness.clients.user(uid, { email, email_verified: verified });
const mine = (db: Firestore, email: string) =>
  getDocs(query(collection(db, CONVERSATIONS), where('email', '==', email)));

beforeAll(async () => {
  harness = await rulesHarness();
});

afterAll(() => harness.close());

beforeEach(async () => {
  await harness.env.clearFirestore();
  const owner = harness.clients.owner();
  await setDoc(
    doc(owner, NGOZI_CONVERSATION),
    conversation('ngozi@example.com', 'We need a quote.'),
  );
  await setDoc(
    doc(owner, TUNDE_CONVERSATION),
    conversation('tunde@example.com', 'Twelve servers.'),
  );
  await setDoc(doc(owner, NGOZI_LEAD), {
    name: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    message: 'We need a quote.',
    note: 'Budget is tight.',
    conversationId: NGOZI_CONVERSATION.split('/')[1],
  });
  await setDoc(doc(owner, `${NGOZI_LEAD}/answers/answer-1`), { text: 'Tuesday works.' });
  await setDoc(doc(owner, `${STRAY_MAIL}/stray-1`), { from: 'someone@elsewhere.example' });
  for (const [id, email] of [
    ['booking-ngozi', 'ngozi@example.com'],
    ['booking-tunde', 'tunde@example.com'],
  ] as const) {
    const startsAt = Timestamp.fromDate(new Date('2026-12-03T10:00:00Z'));
    await setDoc(doc(owner, CLIENT_BOOKINGS, id), {
      email,
      kind: 'technical',
      startsAt,
      state: 'confirmed',
    });
    await setDoc(doc(owner, BOOKINGS, id), {
      email,
      emailKey: email,
      phone: '+2348012345678',
      startsAt,
    });
  }
});

describe("a conversation page's token", () => {
  it("reads its own lead's public thread, and only that document", async () => {
    const anonymous = harness.clients.anonymous();
    const page = await assertSucceeds(getDoc(doc(anonymous, NGOZI_CONVERSATION)));
    expect(page.data()?.messages).toEqual([expect.objectContaining({ text: 'We need a quote.' })]);
    expect(Object.keys(page.data() ?? {}).sort()).toEqual([
      'createdAt',
      'email',
      'expiresAt',
      'messages',
      'subject',
      'updatedAt',
      'waiting',
    ]);
    // No list of conversations, no lead, no answer, no kept-apart mail.
    await assertFails(getDocs(collection(anonymous, CONVERSATIONS)));
    await assertFails(getDoc(doc(anonymous, NGOZI_LEAD)));
    await assertFails(getDoc(doc(anonymous, `${NGOZI_LEAD}/answers/answer-1`)));
    await assertFails(getDocs(collection(anonymous, NGOZI_LEAD, 'answers')));
    await assertFails(getDoc(doc(anonymous, `${STRAY_MAIL}/stray-1`)));
  });

  it('writes nothing: the thread is the functions’ alone', async () => {
    for (const db of [harness.clients.anonymous(), client('ngozi', 'ngozi@example.com')]) {
      await assertFails(updateDoc(doc(db, NGOZI_CONVERSATION), { waiting: false }));
      await assertFails(
        setDoc(
          doc(db, `${CONVERSATIONS}/${'c3'.repeat(32)}`),
          conversation('ngozi@example.com', 'x'),
        ),
      );
      await assertFails(deleteDoc(doc(db, NGOZI_CONVERSATION)));
    }
  });
});

describe('a signed-in client', () => {
  it('lists the conversations sent from their verified address, whatever its case, and no other', async () => {
    const ngozi = client('ngozi', 'ngozi@example.com');
    const listed = await assertSucceeds(mine(ngozi, 'ngozi@example.com'));
    expect(listed.docs.map((found) => found.data().messages[0].text)).toEqual(['We need a quote.']);
    // Firebase Auth lower-cases addresses; a token that did not is compared lower-cased.
    await assertSucceeds(mine(client('ngozi', 'Ngozi@Example.com'), 'ngozi@example.com'));
    await assertFails(mine(ngozi, 'tunde@example.com'));
    await assertFails(getDocs(collection(ngozi, CONVERSATIONS)));
  });

  it('lists nothing while the address is unverified, nor under anyone else’s claim', async () => {
    await assertFails(mine(client('ngozi', 'ngozi@example.com', false), 'ngozi@example.com'));
    await assertFails(mine(harness.clients.user('ngozi'), 'ngozi@example.com'));
    await assertFails(mine(harness.clients.anonymous(), 'ngozi@example.com'));
  });

  it('lists the bookings made from their verified address, as their view only, and writes none', async () => {
    const ngozi = client('ngozi', 'ngozi@example.com');
    const listed = await assertSucceeds(
      getDocs(query(collection(ngozi, CLIENT_BOOKINGS), where('email', '==', 'ngozi@example.com'))),
    );
    expect(listed.docs.map((found) => found.id)).toEqual(['booking-ngozi']);
    await assertSucceeds(getDoc(doc(ngozi, CLIENT_BOOKINGS, 'booking-ngozi')));
    await assertFails(getDoc(doc(ngozi, CLIENT_BOOKINGS, 'booking-tunde')));
    await assertFails(getDocs(collection(ngozi, CLIENT_BOOKINGS)));
    await assertFails(
      getDocs(
        query(
          collection(client('ngozi', 'ngozi@example.com', false), CLIENT_BOOKINGS),
          where('email', '==', 'ngozi@example.com'),
        ),
      ),
    );
    // The booking itself (its phone, topic, source, outcome) stays the admins'.
    await assertFails(getDoc(doc(ngozi, BOOKINGS, 'booking-ngozi')));
    await assertFails(
      setDoc(doc(ngozi, CLIENT_BOOKINGS, 'booking-new'), { email: 'ngozi@example.com' }),
    );
    await assertFails(
      updateDoc(doc(ngozi, CLIENT_BOOKINGS, 'booking-ngozi'), { state: 'cancelled' }),
    );
    await assertFails(deleteDoc(doc(ngozi, CLIENT_BOOKINGS, 'booking-ngozi')));
  });

  it('reads no lead, answer or kept-apart mail, not even their own', async () => {
    const ngozi = client('ngozi', 'ngozi@example.com');
    await assertFails(getDoc(doc(ngozi, NGOZI_LEAD)));
    await assertFails(getDocs(collection(ngozi, NGOZI_LEAD, 'answers')));
    await assertFails(getDocs(collection(ngozi, STRAY_MAIL)));
  });
});

describe('an admin', () => {
  it('reads the answers and the mail kept apart', async () => {
    const ada = harness.clients.user('ada', { admin: true });
    await assertSucceeds(getDocs(collection(ada, NGOZI_LEAD, 'answers')));
    await assertSucceeds(getDocs(collection(ada, STRAY_MAIL)));
    await assertFails(setDoc(doc(ada, `${STRAY_MAIL}/stray-2`), { from: 'x' }));
  });
});
