// The deleted-account sweep against real services: users in firebase-tools' Auth emulator, records and
// profiles in our Firestore emulator (its own project, demo-account-sweep, so the records other test
// files leave are not swept here). Run by `npm run test:functions` inside `firebase emulators:exec`.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  DELETED_ACCOUNTS,
  deleteAccountData,
  PROFILES,
  type DeletionDependencies,
} from '../src/accounts/account-deletion.js';
import { sweepDeletedAccounts } from '../src/accounts/deleted-account-sweep.js';
import { emulatorFirestore } from './support/firestore.js';
import type { Log } from '../src/shared/log.js';
import { DELETED_ACCOUNT_RECORD_MS } from '@site/contract';
import { PROJECT_ID as AUTH_PROJECT_ID } from './support/constants.js';

const FIRESTORE_PROJECT_ID = 'demo-account-sweep';
const MINUTE = 60 * 1000;
const deletedAt = new Date('2026-11-24T10:00:00Z');

let db: Firestore;
let authApp: App;
let auth: Auth;
let logged: { level: 'info' | 'error'; message: string; data: Record<string, unknown> }[];

const log: Log = {
  info: (message, data) => logged.push({ level: 'info', message, data }),
  error: (message, data) => logged.push({ level: 'error', message, data }),
};

/** Dependencies at a given time after the deletion. */
const at = (minutesAfter: number, overrides: Partial<DeletionDependencies> = {}) => ({
  db,
  auth,
  now: () => new Date(deletedAt.getTime() + minutesAfter * MINUTE),
  log,
  ...overrides,
});

/** A user in the Auth emulator with a profile, as an account looks before deletion. */
async function account(): Promise<string> {
  const { uid } = await auth.createUser({
    email: `sweep-${randomUUID()}@example.com`,
    password: 'correct horse battery',
  });
  await db.collection(PROFILES).doc(uid).set({ id: uid, full_name: 'Ada Obi' });
  return uid;
}

/** The record deleteAccount writes first, as if its call then died before deleting anything. */
async function recordOnly(uid: string) {
  await db
    .collection(DELETED_ACCOUNTS)
    .doc(uid)
    .set({
      deletedAt: Timestamp.fromDate(deletedAt),
      expiresAt: Timestamp.fromMillis(deletedAt.getTime() + DELETED_ACCOUNT_RECORD_MS),
    });
}

async function userExists(uid: string): Promise<boolean> {
  try {
    await auth.getUser(uid);
    return true;
  } catch {
    return false;
  }
}

const profileExists = async (uid: string) => (await db.collection(PROFILES).doc(uid).get()).exists;
const recordExists = async (uid: string) =>
  (await db.collection(DELETED_ACCOUNTS).doc(uid).get()).exists;

beforeAll(() => {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST === undefined) {
    throw new Error('Run these through `npm run test:functions`: they need the Auth emulator.');
  }
  db = emulatorFirestore(FIRESTORE_PROJECT_ID);
  authApp = initializeApp({ projectId: AUTH_PROJECT_ID }, 'deleted-account-sweep-auth');
  auth = getAuth(authApp);
});

afterAll(async () => {
  await deleteApp(authApp);
});

beforeEach(async () => {
  logged = [];
  const cleared = await fetch(
    `http://${inject('firestoreEmulatorHost')}/emulator/v1/projects/${FIRESTORE_PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(cleared.ok).toBe(true);
});

describe('sweepDeletedAccounts', () => {
  it('should keep the record of a finished deletion until every token has expired, then remove it', async () => {
    const uid = await account();
    await deleteAccountData(uid, at(0));
    const record = (await db.collection(DELETED_ACCOUNTS).doc(uid).get()).data();
    expect(record).toEqual({
      deletedAt: Timestamp.fromDate(deletedAt),
      expiresAt: Timestamp.fromDate(new Date(deletedAt.getTime() + 70 * MINUTE)),
      // An account without a verified address: no leads to erase with it.
      verifiedEmail: null,
    });

    expect(await sweepDeletedAccounts(at(69))).toMatchObject({
      records: 1,
      erased: 1,
      removed: 0,
      errors: 0,
    });
    expect(await recordExists(uid)).toBe(true);

    expect(await sweepDeletedAccounts(at(70))).toMatchObject({ records: 1, removed: 1 });
    expect(await recordExists(uid)).toBe(false);
    expect(logged.at(-1)).toMatchObject({
      level: 'info',
      message: 'Deleted-account sweep finished.',
      data: { records: 1, erased: 1, removed: 1, errors: 0 },
    });
  });

  it('should keep a record written under the earlier field name until its time, too', async () => {
    const uid = await account();
    await db
      .collection(DELETED_ACCOUNTS)
      .doc(uid)
      .set({
        deletedAt: Timestamp.fromDate(deletedAt),
        expireAt: Timestamp.fromDate(new Date(deletedAt.getTime() + 70 * MINUTE)),
      });
    expect(await sweepDeletedAccounts(at(69))).toMatchObject({ records: 1, removed: 0 });
    expect(await recordExists(uid)).toBe(true);
    expect(await sweepDeletedAccounts(at(70))).toMatchObject({ records: 1, removed: 1 });
    expect(await recordExists(uid)).toBe(false);
  });

  it('should finish a deletion whose call died after writing the record', async () => {
    const uid = await account();
    const bystander = await account();
    await recordOnly(uid);

    await sweepDeletedAccounts(at(10));

    expect(await profileExists(uid)).toBe(false);
    expect(await userExists(uid)).toBe(false);
    expect(await recordExists(uid)).toBe(true);
    // Only recorded accounts are touched.
    expect(await profileExists(bystander)).toBe(true);
    expect(await userExists(bystander)).toBe(true);
  });

  it('should remove a profile that appeared under a finished deletion', async () => {
    const uid = await account();
    await deleteAccountData(uid, at(0));
    // Only an admin can still write it (the rules refuse the user); say an old script did.
    await db.collection(PROFILES).doc(uid).set({ id: uid, full_name: 'Written back' });

    await sweepDeletedAccounts(at(5));

    expect(await profileExists(uid)).toBe(false);
  });

  it('should keep the record, and say so, while the account cannot be erased', async () => {
    const uid = await account();
    await recordOnly(uid);
    const unavailable = Object.assign(new Error('Auth is unavailable'), {
      code: 'auth/internal-error',
    });
    const failingAuth = new Proxy(auth, {
      get: (target, property, receiver) =>
        property === 'deleteUser'
          ? () => Promise.reject(unavailable)
          : (Reflect.get(target, property, receiver) as unknown),
    });

    const summary = await sweepDeletedAccounts(at(120, { auth: failingAuth }));

    expect(summary).toMatchObject({ records: 1, erased: 0, removed: 0, errors: 1 });
    expect(await recordExists(uid)).toBe(true);
    expect(await userExists(uid)).toBe(true);
    expect(logged).toContainEqual({
      level: 'error',
      message: 'Deleted-account sweep could not erase an account; it tries again next run.',
      data: { uid, error: 'Auth is unavailable' },
    });
    expect(logged.at(-1)).toMatchObject({ level: 'error', data: { errors: 1 } });

    // Auth is back: the next sweep erases the account and, its time being up, removes the record.
    expect(await sweepDeletedAccounts(at(130))).toMatchObject({ erased: 1, removed: 1 });
    expect(await userExists(uid)).toBe(false);
    expect(await recordExists(uid)).toBe(false);
  });
});
