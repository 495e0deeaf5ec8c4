// Firestore Lite (firebase 12, what the app uses) against the emulator, with security rules on.
import {
  and,
  arrayRemove,
  arrayUnion,
  Bytes,
  collection,
  deleteDoc,
  deleteField,
  doc,
  endAt,
  endBefore,
  GeoPoint,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  startAfter,
  startAt,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryCompositeFilterConstraint,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { liteClients, type LiteClients } from '../testing/lite-clients.js';

const PROJECT = 'demo-lite';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{document=**} {
      allow read, write: if true;
    }
    match /profiles/{uid} {
      allow get, create, update: if request.auth != null && request.auth.uid == uid;
      allow list: if request.auth != null && resource.data.owner == request.auth.uid;
    }
  }
}`;

let emulator: RunningEmulator;
let clients: LiteClients;
let alice: Firestore;
let owner: Firestore;

beforeAll(async () => {
  setLogLevel('silent'); // the SDK logs every failed call; the tests assert on them instead
  emulator = await startEmulator({ port: 0, projectId: PROJECT, rulesSource: RULES });
  clients = liteClients(PROJECT, emulator.host, emulator.port);
  alice = clients.user('alice');
  owner = clients.owner();
});

afterAll(async () => {
  await clients.close();
  await emulator.close();
});

beforeEach(async () => {
  await fetch(`${emulator.url}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
});

describe('writing and reading documents', () => {
  it('round-trips every value type', async () => {
    const data = {
      string: 'héllo 😀',
      int: 42,
      double: 1.5,
      negative: -7,
      bool: true,
      nothing: null,
      time: new Timestamp(1_700_000_000, 123_456_000),
      point: new GeoPoint(6.45, 3.39),
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 255])),
      ref: doc(alice, 'open/other'),
      list: [1, 'two', { three: 3 }],
      map: { nested: { deep: ['x'] }, empty: {} },
    };
    await setDoc(doc(alice, 'open/all-types'), data);
    const read = (await getDoc(doc(alice, 'open/all-types'))).data();
    expect(read).toEqual({ ...data, ref: expect.anything() });
    expect(read?.['ref'].path).toBe('open/other');
    expect((read?.['bytes'] as Bytes).toUint8Array()).toEqual(new Uint8Array([0, 1, 255]));
  });

  it('merges with setDoc({ merge: true }) and replaces without it', async () => {
    const ref = doc(alice, 'open/merge');
    await setDoc(ref, { a: 1, nested: { x: 1, y: 2 } });
    await setDoc(ref, { b: 2, nested: { y: 3 } }, { merge: true });
    expect((await getDoc(ref)).data()).toEqual({ a: 1, b: 2, nested: { x: 1, y: 3 } });
    await setDoc(ref, { c: 3 });
    expect((await getDoc(ref)).data()).toEqual({ c: 3 });
  });

  it('updates dotted paths, deletes fields, refuses updates of missing documents, deletes documents', async () => {
    const ref = doc(alice, 'open/update');
    await setDoc(ref, { a: 1, m: { x: 1, y: 2 } });
    await updateDoc(ref, { 'm.x': 10, a: deleteField() });
    expect((await getDoc(ref)).data()).toEqual({ m: { x: 10, y: 2 } });
    await expect(updateDoc(doc(alice, 'open/missing'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('applies server timestamps, increments and array transforms', async () => {
    const ref = doc(alice, 'open/transforms');
    const before = Date.now();
    await setDoc(ref, { at: serverTimestamp(), n: increment(2), tags: arrayUnion('a', 'b') });
    await setDoc(ref, { n: increment(3.5), tags: arrayRemove('a') }, { merge: true });
    await updateDoc(ref, { tags: arrayUnion('b', 'c') });
    const data = (await getDoc(ref)).data() ?? {};
    expect(data['n']).toBe(5.5);
    expect(data['tags']).toEqual(['b', 'c']);
    const at = (data['at'] as Timestamp).toMillis();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('commits a batch atomically: one denied write and nothing is written', async () => {
    const batch = writeBatch(alice);
    batch.set(doc(alice, 'open/batch-ok'), { a: 1 });
    batch.set(doc(alice, 'profiles/bob'), { owner: 'bob' });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDoc(doc(alice, 'open/batch-ok'))).exists()).toBe(false);
  });
});

describe('queries', () => {
  beforeEach(async () => {
    const batch = writeBatch(owner);
    const rows: Record<string, unknown>[] = [
      { n: 1, s: 'a', tags: ['x'], group: 'g1' },
      { n: 2, s: 'b', tags: ['x', 'y'], group: 'g1' },
      { n: 3, s: 'c', tags: ['z'], group: 'g2' },
      { n: 4.5, s: 'd', tags: [], group: 'g2' },
      { n: 'five', s: 'e', group: 'g3' },
      { s: 'f', group: null },
    ];
    rows.forEach((row, i) => batch.set(doc(owner, `open/root/items/i${i}`), row));
    await batch.commit();
  });

  const ids = async (...constraints: QueryConstraint[]) =>
    (await getDocs(query(collection(alice, 'open/root/items'), ...constraints))).docs.map(
      (d) => d.id,
    );
  const idsWhere = async (filter: QueryCompositeFilterConstraint) =>
    (await getDocs(query(collection(alice, 'open/root/items'), filter))).docs.map((d) => d.id);

  it.each([
    ['==', where('n', '==', 2), ['i1']],
    [
      '!= (skips missing and null, matches other types)',
      where('n', '!=', 2),
      ['i0', 'i2', 'i3', 'i4'],
    ],
    ['< (same type only)', where('n', '<', 3), ['i0', 'i1']],
    ['<=', where('n', '<=', 3), ['i0', 'i1', 'i2']],
    ['>', where('n', '>', 3), ['i3']],
    ['>= on strings', where('s', '>=', 'e'), ['i4', 'i5']],
    ['in', where('n', 'in', [1, 3, 'five']), ['i0', 'i2', 'i4']],
    ['not-in', where('n', 'not-in', [1, 3]), ['i1', 'i3', 'i4']],
    ['array-contains', where('tags', 'array-contains', 'x'), ['i0', 'i1']],
    ['array-contains-any', where('tags', 'array-contains-any', ['y', 'z']), ['i1', 'i2']],
    ['== null', where('group', '==', null), ['i5']],
  ] as const)('filters with %s', async (_name, filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it('combines filters with and/or', async () => {
    expect(await idsWhere(and(where('group', '==', 'g1'), where('n', '>', 1)))).toEqual(['i1']);
    expect(await idsWhere(or(where('group', '==', 'g2'), where('s', '==', 'a')))).toEqual([
      'i0',
      'i2',
      'i3',
    ]);
  });

  it('orders across types, limits and pages with cursors', async () => {
    expect(await ids(orderBy('n', 'desc'))).toEqual(['i4', 'i3', 'i2', 'i1', 'i0']);
    expect(await ids(orderBy('n'), limit(2))).toEqual(['i0', 'i1']);
    expect(await ids(orderBy('n'), limitToLast(2))).toEqual(['i3', 'i4']);
    expect(await ids(orderBy('n'), startAt(2), endAt(4.5))).toEqual(['i1', 'i2', 'i3']);
    expect(await ids(orderBy('n'), startAfter(2), endBefore(4.5))).toEqual(['i2']);
    expect(await ids(orderBy('s'), startAfter('c'))).toEqual(['i3', 'i4', 'i5']);
  });

  it('counts', async () => {
    const snapshot = await getCount(
      query(collection(alice, 'open/root/items'), where('group', 'in', ['g1', 'g2'])),
    );
    expect(snapshot.data().count).toBe(4);
  });
});

describe('transactions', () => {
  it('reads and writes atomically, and concurrent transactions all land', async () => {
    const ref = doc(alice, 'open/counter');
    await setDoc(ref, { value: 0 });
    // Separate clients, as separate browser tabs would be: they conflict, Lite retries on the
    // precondition failures, and every increment lands exactly once.
    const tabs = Array.from({ length: 4 }, () => clients.user('alice')); // ≤ Lite's 5 attempts
    await Promise.all(
      tabs.map((db) =>
        runTransaction(db, async (tx) => {
          const tabRef = doc(db, 'open/counter');
          const current = (await tx.get(tabRef)).data()?.['value'] as number;
          tx.update(tabRef, { value: current + 1 });
        }),
      ),
    );
    expect((await getDoc(ref)).data()).toEqual({ value: 4 });
  });
});

describe('security rules through Lite', () => {
  it('lets a user write and read their own profile only', async () => {
    await setDoc(doc(alice, 'profiles/alice'), { owner: 'alice', name: 'Alice' }, { merge: true });
    expect((await getDoc(doc(alice, 'profiles/alice'))).data()).toEqual({
      owner: 'alice',
      name: 'Alice',
    });
    await expect(getDoc(doc(alice, 'profiles/bob'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setDoc(doc(alice, 'profiles/bob'), { owner: 'bob' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDoc(doc(clients.anonymous(), 'profiles/alice'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('allows a list only when the query proves the rule', async () => {
    await setDoc(doc(alice, 'profiles/alice'), { owner: 'alice' });
    const profiles = collection(alice, 'profiles');
    expect((await getDocs(query(profiles, where('owner', '==', 'alice')))).size).toBe(1);
    await expect(getDocs(profiles)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(query(profiles, where('owner', '==', 'bob')))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('explains a denial in the error message', async () => {
    await expect(getDoc(doc(alice, 'profiles/bob'))).rejects.toThrow(/false for 'get' @ L8/);
  });
});
