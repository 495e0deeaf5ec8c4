// profiles/{uid}: every allow and deny branch of firestore.rules, through Firestore Lite as the app
// calls it (setDoc with merge, getDoc, getDocs of a query).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { PROFILE_LIMITS } from '../../src/config/profile-limits';
import { rulesHarness, type RulesHarness } from './rules-environment';

let harness: RulesHarness;
let alice: Firestore;

/** A complete profile as the profile page saves it. */
function profile(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: uid,
    full_name: 'Adaeze Okafor',
    company: 'Lagoon Ridge Ltd',
    position: 'CTO',
    bio: 'Builds things in Lagos.',
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const save = (db: Firestore, uid: string, data: Record<string, unknown>) =>
  setDoc(doc(db, 'profiles', uid), data, { merge: true });

beforeAll(async () => {
  harness = await rulesHarness();
});

afterAll(() => harness.close());

beforeEach(async () => {
  await harness.env.clearFirestore();
  alice = harness.clients.user('alice');
});

describe('the owner', () => {
  it('creates a complete profile', async () => {
    await assertSucceeds(save(alice, 'alice', profile('alice')));
  });

  it('creates a profile with only its id (every other field is optional)', async () => {
    await assertSucceeds(save(alice, 'alice', { id: 'alice' }));
  });

  it('reads it back', async () => {
    await save(alice, 'alice', profile('alice'));
    await assertSucceeds(getDoc(doc(alice, 'profiles/alice')));
  });

  it('reads a profile that does not exist yet (a first visit)', async () => {
    await assertSucceeds(getDoc(doc(alice, 'profiles/alice')));
  });

  it('updates it with a merge', async () => {
    await save(alice, 'alice', profile('alice'));
    await assertSucceeds(
      save(alice, 'alice', { full_name: 'Adaeze O.', updatedAt: serverTimestamp() }),
    );
  });

  it('cannot delete it (the deleteAccount function removes it with the account)', async () => {
    await save(alice, 'alice', profile('alice'));
    await assertFails(deleteDoc(doc(alice, 'profiles/alice')));
  });

  it('cannot list profiles, not even its own by id or by document name', async () => {
    await save(alice, 'alice', profile('alice'));
    const profiles = collection(alice, 'profiles');
    await assertFails(getDocs(query(profiles, where('id', '==', 'alice'))));
    await assertFails(getDocs(query(profiles, where(documentId(), '==', 'alice'))));
    await assertFails(getDocs(profiles));
  });
});

describe('other callers', () => {
  beforeEach(async () => {
    await save(alice, 'alice', profile('alice'));
  });

  it('another user can neither read, create, update nor delete it', async () => {
    const bob = harness.clients.user('bob');
    await assertFails(getDoc(doc(bob, 'profiles/alice')));
    await assertFails(
      save(bob, 'alice', { full_name: 'Bob was here', updatedAt: serverTimestamp() }),
    );
    await assertFails(save(bob, 'carol', profile('carol')));
    await assertFails(deleteDoc(doc(bob, 'profiles/alice')));
  });

  it('a signed-out visitor can do nothing', async () => {
    const anonymous = harness.clients.anonymous();
    await assertFails(getDoc(doc(anonymous, 'profiles/alice')));
    await assertFails(save(anonymous, 'alice', profile('alice')));
    await assertFails(getDocs(collection(anonymous, 'profiles')));
  });
});

describe('the data the owner writes', () => {
  it('refuses a key that is not part of a profile', async () => {
    await assertFails(save(alice, 'alice', profile('alice', { role: 'admin' })));
  });

  it('requires the id field, equal to the user id', async () => {
    await assertFails(save(alice, 'alice', profile('alice', { id: 'bob' })));
    const { id: _omitted, ...withoutId } = profile('alice');
    await assertFails(save(alice, 'alice', withoutId));
  });

  it.each([
    ['full_name', 42],
    ['company', true],
    ['position', null],
    ['bio', ['a', 'list']],
    ['id', 7],
  ])('refuses %s of the wrong type (%j)', async (field, value) => {
    await assertFails(save(alice, 'alice', profile('alice', { [field]: value })));
  });

  it.each([
    ['full_name', PROFILE_LIMITS.fullName],
    ['company', PROFILE_LIMITS.company],
    ['position', PROFILE_LIMITS.position],
    ['bio', PROFILE_LIMITS.bio],
  ])('accepts %s at its limit (%i characters) and refuses one more', async (field, limit) => {
    await assertSucceeds(save(alice, 'alice', profile('alice', { [field]: 'é'.repeat(limit) })));
    await assertFails(save(alice, 'alice', profile('alice', { [field]: 'é'.repeat(limit + 1) })));
  });

  it('requires updatedAt to be the server time of the write', async () => {
    await assertFails(save(alice, 'alice', profile('alice', { updatedAt: Timestamp.now() })));
    await assertFails(save(alice, 'alice', profile('alice', { updatedAt: 'yesterday' })));
    await save(alice, 'alice', profile('alice'));
    // An update that keeps the stored updatedAt would leave it stale: it must be set again.
    await assertFails(save(alice, 'alice', { full_name: 'No timestamp' }));
  });
});

describe('a deleted account', () => {
  // deleteAccount writes deletedAccounts/<uid> with the Admin SDK before it deletes the profile and
  // the Auth user. The user's ID token stays valid for up to an hour after; alice's client below
  // still holds hers.
  const markDeleted = (uid: string) =>
    setDoc(doc(harness.clients.owner(), 'deletedAccounts', uid), {
      deletedAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + 70 * 60 * 1000),
    });

  it("cannot write its profile back with the user's still-valid token", async () => {
    await save(alice, 'alice', profile('alice'));
    await markDeleted('alice');
    await deleteDoc(doc(harness.clients.owner(), 'profiles/alice'));

    await assertFails(save(alice, 'alice', profile('alice')));
    await assertFails(save(alice, 'alice', { id: 'alice' }));
    const stored = await getDoc(doc(harness.clients.owner(), 'profiles/alice'));
    if (stored.exists()) throw new Error('The deleted account’s profile was stored again.');
  });

  it('cannot change a profile the deletion has not removed yet', async () => {
    await save(alice, 'alice', profile('alice'));
    await markDeleted('alice');
    await assertFails(
      save(alice, 'alice', { full_name: 'Still here', updatedAt: serverTimestamp() }),
    );
  });

  it('cannot read, lift or forge the deletion record', async () => {
    await markDeleted('alice');
    await assertFails(getDoc(doc(alice, 'deletedAccounts/alice')));
    await assertFails(deleteDoc(doc(alice, 'deletedAccounts/alice')));
    await assertFails(setDoc(doc(alice, 'deletedAccounts/alice'), { deletedAt: Timestamp.now() }));
    await assertFails(getDocs(collection(alice, 'deletedAccounts')));
    const bob = harness.clients.user('bob');
    await assertFails(setDoc(doc(bob, 'deletedAccounts/bob'), { deletedAt: Timestamp.now() }));
  });

  it('leaves every other account as it was', async () => {
    await markDeleted('alice');
    const bob = harness.clients.user('bob');
    await assertSucceeds(save(bob, 'bob', profile('bob')));
    await assertSucceeds(getDoc(doc(bob, 'profiles/bob')));
  });
});

describe('everything else', () => {
  it('keeps contactMessages closed to clients', async () => {
    for (const db of [alice, harness.clients.anonymous()]) {
      await assertFails(getDoc(doc(db, 'contactMessages/m1')));
      await assertFails(setDoc(doc(db, 'contactMessages/m1'), { message: 'Hello' }));
      await assertFails(getDocs(collection(db, 'contactMessages')));
    }
  });

  it('keeps any other collection closed', async () => {
    await assertFails(getDoc(doc(alice, 'settings/site')));
    await assertFails(setDoc(doc(alice, 'settings/site'), { theme: 'dark' }));
    await assertFails(getDocs(collection(alice, 'users')));
    await assertFails(setDoc(doc(alice, 'profiles/alice/private/notes'), { text: 'x' }));
  });
});
