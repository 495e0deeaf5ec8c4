// The deletion path end to end: the built deleteAccount callable in firebase-tools' Functions emulator,
// called over HTTP as the web SDK calls it, deleting the Auth emulator's user and our Firestore
// emulator's profile. Run by `npm run test:functions` inside `firebase emulators:exec --only functions,auth`.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELETED_ACCOUNTS,
  PROFILES,
  RECENT_LOGIN_MESSAGE,
  REQUIRES_RECENT_LOGIN,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../src/accounts/account-deletion.js';
import {
  BOOKING_SLOTS,
  BOOKINGS,
  CLIENT_BOOKINGS,
  CONTACT_MESSAGES,
  CONVERSATIONS,
  DELETED_ACCOUNT_RECORD_MS,
  LEAD_REPLIES,
} from '@site/contract';
import { PROJECT_ID } from './support/constants.js';
import { functionUrl, stackSetting } from './support/stack.js';
import { emulatorFirestore } from './support/firestore.js';

const FUNCTION_URL = functionUrl('deleteAccount');
const AUTH_API = `http://${stackSetting('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1`;
const PASSWORD = 'correct horse battery';

let db: Firestore;

interface Account {
  email: string;
  uid: string;
  idToken: string;
}

async function authApi(operation: string, body: object): Promise<Response> {
  return fetch(`${AUTH_API}/accounts:${operation}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** An account in the Auth emulator, signed in just now, with a saved profile. */
async function accountWithProfile(): Promise<Account> {
  const email = `leaving-${randomUUID()}@example.com`;
  const response = await authApi('signUp', { email, password: PASSWORD, returnSecureToken: true });
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
  await db.collection(PROFILES).doc(localId).set({ id: localId, full_name: 'Ada Obi', bio: 'CIO' });
  return { email, uid: localId, idToken };
}

async function callDeleteAccount(idToken?: string) {
  const response = await fetch(FUNCTION_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken === undefined ? {} : { Authorization: `Bearer ${idToken}` }),
    },
    body: JSON.stringify({ data: null }),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { status: string; message: string; details?: { reason?: string } };
  };
  return { httpStatus: response.status, ...body };
}

async function profileExists(uid: string): Promise<boolean> {
  return (await db.collection(PROFILES).doc(uid).get()).exists;
}

async function canSignIn(email: string): Promise<boolean> {
  return (await authApi('signInWithPassword', { email, password: PASSWORD })).ok;
}

/**
 * The same user's ID token with an older `auth_time`, as the emulator's own tokens are: unsigned. The
 * Functions emulator decodes without verifying, so this is the only way to age a sign-in here.
 */
function tokenSignedInMinutesAgo(account: Account, minutes: number, emailVerified = false): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: account.uid,
    user_id: account.uid,
    email: account.email,
    email_verified: emailVerified,
    auth_time: now - minutes * 60,
    iat: now,
    exp: now + 3600,
    firebase: { sign_in_provider: 'password', identities: { email: [account.email] } },
  })}.`;
}

beforeAll(() => {
  if (process.env.FIREBASE_EMULATOR_HUB === undefined) {
    throw new Error(
      'Run these through `npm run test:functions`: they need `firebase emulators:exec`.',
    );
  }
  db = emulatorFirestore();
});

describe('deleteAccount in the Functions emulator', () => {
  it('should delete the Auth user and profiles/<uid> for a caller who just signed in', async () => {
    const account = await accountWithProfile();
    const other = await accountWithProfile();
    expect(await profileExists(account.uid)).toBe(true);

    const calledAt = Date.now();
    const reply = await callDeleteAccount(account.idToken);

    expect(reply).toMatchObject({ httpStatus: 200, result: { deleted: true } });
    expect(await profileExists(account.uid)).toBe(false);
    expect(await canSignIn(account.email)).toBe(false);
    // The record the rules check: it outlives every token the account still holds.
    const record = (await db.collection(DELETED_ACCOUNTS).doc(account.uid).get()).data();
    expect(record?.expiresAt.toMillis() - record?.deletedAt.toMillis()).toBe(
      DELETED_ACCOUNT_RECORD_MS,
    );
    expect(record?.deletedAt.toMillis()).toBeGreaterThanOrEqual(calledAt - 1000);
    // Nobody else's data is touched.
    expect(await profileExists(other.uid)).toBe(true);
    expect(await canSignIn(other.email)).toBe(true);
  });

  it('should succeed for an account without a profile, and answer a repeated call the same', async () => {
    const email = `no-profile-${randomUUID()}@example.com`;
    const response = await authApi('signUp', {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    });
    const { idToken } = (await response.json()) as { idToken: string };

    expect(await callDeleteAccount(idToken)).toMatchObject({ httpStatus: 200 });
    expect(await canSignIn(email)).toBe(false);
    // A retry after a lost reply finds nothing left to delete.
    expect(await callDeleteAccount(idToken)).toMatchObject({ httpStatus: 200 });
  });

  it('should refuse a sign-in older than five minutes and delete nothing', async () => {
    const account = await accountWithProfile();

    const reply = await callDeleteAccount(tokenSignedInMinutesAgo(account, 6));

    expect(reply.httpStatus).toBe(400);
    expect(reply.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: RECENT_LOGIN_MESSAGE,
      details: { reason: REQUIRES_RECENT_LOGIN },
    });
    expect(await profileExists(account.uid)).toBe(true);
    expect(await canSignIn(account.email)).toBe(true);
    expect((await db.collection(DELETED_ACCOUNTS).doc(account.uid).get()).exists).toBe(false);

    // Four minutes is recent enough.
    expect(await callDeleteAccount(tokenSignedInMinutesAgo(account, 4))).toMatchObject({
      httpStatus: 200,
    });
    expect(await profileExists(account.uid)).toBe(false);
  });

  it("should erase the leads and bookings of the account's address with it, only once the address is verified", async () => {
    /** A lead from `email`, with a reply and its conversation view, as functions/src/leads writes them. */
    const lead = async (email: string) => {
      const id = randomUUID();
      const conversationId = randomUUID().replaceAll('-', '');
      await db
        .collection(CONTACT_MESSAGES)
        .doc(id)
        .set({ email, message: 'A quote, please.', conversationId });
      await db
        .collection(CONTACT_MESSAGES)
        .doc(id)
        .collection(LEAD_REPLIES)
        .doc('r1')
        .set({ body: 'Hello' });
      await db.collection(CONVERSATIONS).doc(conversationId).set({ email: email.toLowerCase() });
      return { id, conversationId };
    };
    /** A booking from `email`, its quarter hour and its client view, as functions/src/booking writes them. */
    const booking = async (email: string) => {
      const bookingId = randomUUID();
      const cellId = `${randomUUID()}Q`;
      await db
        .collection(BOOKINGS)
        .doc(bookingId)
        .set({ email, emailKey: email.toLowerCase(), cells: [cellId], state: 'confirmed' });
      await db.collection(BOOKING_SLOTS).doc(cellId).set({ bookingId, state: 'booked' });
      await db
        .collection(CLIENT_BOOKINGS)
        .doc(bookingId)
        .set({ email: email.toLowerCase(), state: 'confirmed' });
      return { bookingId, cellId };
    };
    const exists = async ({ id, conversationId }: { id: string; conversationId: string }) => [
      (await db.collection(CONTACT_MESSAGES).doc(id).get()).exists,
      (await db.collection(CONTACT_MESSAGES).doc(id).collection(LEAD_REPLIES).doc('r1').get())
        .exists,
      (await db.collection(CONVERSATIONS).doc(conversationId).get()).exists,
    ];
    const booked = async ({ bookingId, cellId }: { bookingId: string; cellId: string }) => [
      (await db.collection(BOOKINGS).doc(bookingId).get()).exists,
      (await db.collection(BOOKING_SLOTS).doc(cellId).get()).exists,
      (await db.collection(CLIENT_BOOKINGS).doc(bookingId).get()).exists,
    ];

    const unverified = await accountWithProfile();
    const kept = await lead(unverified.email);
    const keptBooking = await booking(unverified.email);
    expect(await callDeleteAccount(tokenSignedInMinutesAgo(unverified, 1, false))).toMatchObject({
      httpStatus: 200,
    });
    expect(await exists(kept)).toEqual([true, true, true]);
    expect(await booked(keptBooking)).toEqual([true, true, true]);

    const verified = await accountWithProfile();
    const mine = await lead(verified.email.toUpperCase());
    const someoneElses = await lead(`other-${verified.email}`);
    const myBooking = await booking(verified.email.toUpperCase());
    const someoneElsesBooking = await booking(`other-${verified.email}`);
    expect(await callDeleteAccount(tokenSignedInMinutesAgo(verified, 1, true))).toMatchObject({
      httpStatus: 200,
    });
    expect(await exists(mine)).toEqual([false, false, false]);
    expect(await exists(someoneElses)).toEqual([true, true, true]);
    expect(await booked(myBooking)).toEqual([false, false, false]);
    expect(await booked(someoneElsesBooking)).toEqual([true, true, true]);
  });

  it('should refuse a caller who is not signed in', async () => {
    const reply = await callDeleteAccount();
    expect(reply.httpStatus).toBe(401);
    expect(reply.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: SIGN_IN_REQUIRED_MESSAGE,
    });
  });
});
