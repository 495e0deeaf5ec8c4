// firebase-admin 13 with preferRest (what the Cloud Function uses) against the emulator.
import type { Timestamp, Firestore } from 'firebase-admin/firestore';
import { AggregateField, FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { adminFirestore, type AdminClient } from '../testing/admin-firestore.js';

const PROJECT = 'demo-admin';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;

let emulator: RunningEmulator;
let client: AdminClient;
let db: Firestore;

beforeAll(async () => {
  // Deny-all rules: the admin must get through anyway, as `Bearer owner` bypasses them.
  emulator = await startEmulator({
    port: 0,
    projectId: PROJECT,
    rulesSource:
      "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if false; } } }",
  });
  client = adminFirestore(emulator, PROJECT, 'admin-integration');
  db = client.db;
});

afterAll(async () => {
  await client.close();
  await emulator.close();
});

beforeEach(async () => {
  await fetch(`${emulator.url}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
});

describe('documents', () => {
  it('sets, merges and gets, with create and update times from the server', async () => {
    const ref = db.doc('contactMessages/m1');
    const written = await ref.set({ name: 'Ada', status: 'pending' });
    await ref.set({ status: 'sent' }, { merge: true });
    const snapshot = await ref.get();
    expect(snapshot.data()).toEqual({ name: 'Ada', status: 'sent' });
    expect(snapshot.createTime?.isEqual(written.writeTime)).toBe(true);
    expect(snapshot.updateTime!.toMillis()).toBeGreaterThanOrEqual(written.writeTime.toMillis());
  });

  it('creates once: a second create of the same document is ALREADY_EXISTS', async () => {
    await db.doc('contactMessages/m2').create({ n: 1 });
    // BulkWriter reports each write's status inside a 200 reply, so the gRPC code survives the REST transport.
    const writer = db.bulkWriter();
    const second = writer.create(db.doc('contactMessages/m2'), { n: 2 });
    await writer.close();
    await expect(second).rejects.toMatchObject({ code: 6 }); // ALREADY_EXISTS
    expect((await db.doc('contactMessages/m2').get()).data()).toEqual({ n: 1 });
  });

  it('answers the exact request DocumentReference.create() sends with 409 ALREADY_EXISTS', async () => {
    // firebase-admin 13 (google-gax 4) maps every HTTP 409 to ABORTED and retries create() for up to ten
    // minutes (firebase/firebase-admin-node#2587) against production too; so this checks the wire reply.
    await db.doc('contactMessages/m3').create({ n: 1 });
    const response = await fetch(
      `${emulator.url}/v1/${ROOT}:commit?$alt=json%3Benum-encoding=int`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({
          writes: [
            {
              update: { fields: { n: { integerValue: '2' } }, name: `${ROOT}/contactMessages/m3` },
              currentDocument: { exists: false },
            },
          ],
        }),
      },
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 409,
        status: 'ALREADY_EXISTS',
        message: `Document already exists: ${ROOT}/contactMessages/m3`,
      },
    });
  });

  it('checks preconditions: update() of a missing document, lastUpdateTime, exists on delete', async () => {
    await expect(db.doc('contactMessages/none').update({ a: 1 })).rejects.toMatchObject({
      code: 5,
    }); // NOT_FOUND
    const ref = db.doc('contactMessages/m4');
    const first = await ref.set({ status: 'pending' });
    await ref.update({ status: 'sent' }, { lastUpdateTime: first.writeTime });
    // A stale lastUpdateTime is FAILED_PRECONDITION on the wire (HTTP 400); google-gax 4 reports HTTP 400
    // as code 3 whatever the status says, as it does against production.
    await expect(
      ref.update({ status: 'failed' }, { lastUpdateTime: first.writeTime }),
    ).rejects.toMatchObject({ code: 3 });
    expect((await ref.get()).data()).toEqual({ status: 'sent' });
    await expect(db.doc('contactMessages/none').delete({ exists: true })).rejects.toMatchObject({
      code: 5,
    });
  });

  it('sets server timestamps to the commit time and increments exactly under concurrency', async () => {
    const ref = db.doc('counters/c');
    const result = await ref.set({ at: FieldValue.serverTimestamp(), n: 0 });
    expect(((await ref.get()).get('at') as Timestamp).isEqual(result.writeTime)).toBe(true);
    await Promise.all(Array.from({ length: 25 }, () => ref.update({ n: FieldValue.increment(1) })));
    expect((await ref.get()).get('n')).toBe(25);
  });

  it('reads several documents with getAll and lists documents and collections', async () => {
    await db.doc('a/1').set({ v: 1 });
    await db.doc('a/2').set({ v: 2 });
    await db.doc('a/3/sub/x').set({ v: 3 });
    const [one, missing] = await db.getAll(db.doc('a/1'), db.doc('a/none'));
    expect(one?.get('v')).toBe(1);
    expect(missing?.exists).toBe(false);
    expect((await db.collection('a').listDocuments()).map((d) => d.id)).toEqual(['1', '2', '3']);
    expect((await db.listCollections()).map((c) => c.id)).toEqual(['a']);
    expect((await db.doc('a/3').listCollections()).map((c) => c.id)).toEqual(['sub']);
  });
});

describe('queries and aggregations', () => {
  beforeEach(async () => {
    const batch = db.batch();
    [5, 3, 8, 1].forEach((score, i) =>
      batch.set(db.doc(`games/g${i}`), { score, player: i % 2 ? 'odd' : 'even' }),
    );
    batch.set(db.doc('games/g0/moves/m1'), { score: 100 });
    await batch.commit();
  });

  it('filters, orders, offsets, limits, selects and pages with a snapshot cursor', async () => {
    const top = await db
      .collection('games')
      .where('score', '>=', 3)
      .orderBy('score', 'desc')
      .limit(2)
      .get();
    expect(top.docs.map((d) => d.id)).toEqual(['g2', 'g0']);
    const next = await db
      .collection('games')
      .orderBy('score', 'desc')
      .startAfter(top.docs[1]!)
      .get();
    expect(next.docs.map((d) => d.get('score'))).toEqual([3, 1]);
    const offset = await db
      .collection('games')
      .orderBy('score')
      .offset(1)
      .limit(1)
      .select('player')
      .get();
    expect(offset.docs.map((d) => d.data())).toEqual([{ player: 'odd' }]);
  });

  it('runs collection group queries and count / sum / avg', async () => {
    const group = await db.collectionGroup('moves').where('score', '>', 10).get();
    expect(group.docs.map((d) => d.ref.path)).toEqual(['games/g0/moves/m1']);
    const { count, total, mean } = (
      await db
        .collection('games')
        .where('player', '==', 'even')
        .aggregate({
          count: AggregateField.count(),
          total: AggregateField.sum('score'),
          mean: AggregateField.average('score'),
        })
        .get()
    ).data();
    expect({ count, total, mean }).toEqual({ count: 2, total: 13, mean: 6.5 });
  });

  it('deletes a document with its subcollections (recursiveDelete)', async () => {
    await db.recursiveDelete(db.doc('games/g0'));
    expect((await db.doc('games/g0/moves/m1').get()).exists).toBe(false);
    expect((await db.collection('games').get()).size).toBe(3);
  });
});

describe('transactions', () => {
  it('retries conflicting read-modify-write transactions until every one lands', async () => {
    const ref = db.doc('counters/tx');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 4 }, () =>
        db.runTransaction(async (tx) => {
          const n = (await tx.get(ref)).get('n') as number;
          tx.update(ref, { n: n + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(4);
  });

  it('reads a query inside a transaction and creates only when nothing matches', async () => {
    const claim = () =>
      db.runTransaction(async (tx) => {
        const existing = await tx.get(db.collection('claims').where('key', '==', 'k1'));
        if (!existing.empty) return 'taken';
        tx.create(db.collection('claims').doc(), { key: 'k1' });
        return 'claimed';
      });
    const results = await Promise.all([claim(), claim()]);
    expect(results.sort()).toEqual(['claimed', 'taken']);
    expect((await db.collection('claims').get()).size).toBe(1);
  });

  it('writes nothing when the transaction function throws', async () => {
    const ref = db.doc('counters/rollback');
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.set(ref, { n: 1 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).exists).toBe(false);
  });
});
