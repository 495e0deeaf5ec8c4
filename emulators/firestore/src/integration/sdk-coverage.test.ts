// Every export of `firebase/firestore/lite` and every method firebase-admin's Firestore classes declare
// (over REST, `preferRest: true`) is driven against the emulator here, as an application calls them.
// The last test prints "exercised / exported" for each SDK and fails below 100%: the lists come from
// the installed SDKs, so a new export or method fails the suite until a test drives it.
import { initializeApp as initializeLiteApp, deleteApp as deleteLiteApp } from 'firebase/app';
import * as liteModule from 'firebase/firestore/lite';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  AggregateField as AdminAggregateField,
  BulkWriter,
  CollectionReference,
  DocumentReference,
  FieldValue as AdminFieldValue,
  Filter,
  Firestore as AdminFirestore,
  Query as AdminQuery,
  Transaction as AdminTransaction,
  WriteBatch,
  getFirestore,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot as AdminQueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { PassThroughClient } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { adminFirestore, type AdminClient } from '../testing/admin-firestore.js';
import {
  AdminCoverage,
  coverageLine,
  declaredAdminMethods,
  LiteCoverage,
} from '../testing/sdk-coverage.js';

const PROJECT = 'demo-sdk-coverage';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /locked/{document=**} { allow read, write: if false; }
    match /{collection}/{document=**} { allow read, write: if collection != 'locked'; }
    match /{path=**}/streets/{street} { allow read; }
  }
}`;

const liteCoverage = new LiteCoverage(liteModule as unknown as Record<string, unknown>);
const L = liteCoverage.tracked<typeof liteModule>();

const ADMIN_CLASSES = [
  'Firestore',
  'CollectionReference',
  'DocumentReference',
  'Query',
  'WriteBatch',
  'Transaction',
  'BulkWriter',
  'AggregateQuery',
];
const adminCoverage = new AdminCoverage(
  declaredAdminMethods(ADMIN_CLASSES),
  'sdk-coverage.test.ts',
);

/** Deliberately out of scope; each still fails with a clear error (see the tests and the README). */
const ADMIN_EXCLUDED = new Map([
  [
    'DocumentReference.onSnapshot',
    'realtime listener: firebase-admin switches to gRPC Listen, which this REST emulator does not speak',
  ],
  ['Query.onSnapshot', 'realtime listener (gRPC Listen), as DocumentReference.onSnapshot'],
  ['Query.explain', 'query explain: refused with INVALID_ARGUMENT naming explainOptions'],
  ['Query.explainStream', 'query explain: refused with INVALID_ARGUMENT naming explainOptions'],
  ['AggregateQuery.explain', 'query explain: refused with INVALID_ARGUMENT naming explainOptions'],
  ['Query.findNearest', 'vector search: refused with INVALID_ARGUMENT naming findNearest'],
]);

/** The towns both SDKs' query tests store, by id: [size, region, tags]. */
const TOWNS: [id: string, size: number, region: string, tags: string[]][] = [
  ['a', 1, 'north', ['x']],
  ['b', 2, 'north', ['y']],
  ['c', 3, 'south', ['x', 'y']],
  ['d', 4, 'south', []],
  ['e', 5, 'west', ['z']],
];

/** A where() over TOWNS and the ids it selects. */
type TownFilter = [field: string, op: liteModule.WhereFilterOp, value: unknown, ids: string[]];

/** Every where() operator, once: both SDKs must select these towns. */
const TOWN_FILTERS: TownFilter[] = [
  ['size', '<', 3, ['a', 'b']],
  ['size', '<=', 2, ['a', 'b']],
  ['size', '==', 3, ['c']],
  ['size', '!=', 3, ['a', 'b', 'd', 'e']],
  ['size', '>=', 4, ['d', 'e']],
  ['size', '>', 4, ['e']],
  ['tags', 'array-contains', 'y', ['b', 'c']],
  ['region', 'in', ['west', 'north'], ['a', 'b', 'e']],
  ['region', 'not-in', ['north', 'south'], ['e']],
  ['tags', 'array-contains-any', ['z', 'x'], ['a', 'c', 'e']],
];

let emulator: RunningEmulator;
let db: liteModule.Firestore;
let liteApp: ReturnType<typeof initializeLiteApp>;
let adminClient: AdminClient;
let admin: AdminFirestore;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, projectId: PROJECT, rulesSource: RULES });
  liteApp = initializeLiteApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, 'sdk-coverage');
  db = L.initializeFirestore(liteApp, {});
  L.connectFirestoreEmulator(db, emulator.host, emulator.port, {
    mockUserToken: { user_id: 'coverage' },
  });
  L.setLogLevel('silent');

  adminCoverage.instrument('Firestore', AdminFirestore);
  adminCoverage.instrument('CollectionReference', CollectionReference);
  adminCoverage.instrument('DocumentReference', DocumentReference);
  adminCoverage.instrument('Query', AdminQuery);
  adminCoverage.instrument('WriteBatch', WriteBatch);
  adminCoverage.instrument('Transaction', AdminTransaction);
  adminCoverage.instrument('BulkWriter', BulkWriter);
  adminClient = adminFirestore(emulator, PROJECT, 'sdk-coverage');
  admin = adminClient.db;
  // AggregateQuery is not exported at run time: take the class from an instance.
  const aggregateQueryClass = admin.collection('x').count().constructor as new () => unknown;
  adminCoverage.instrument('AggregateQuery', aggregateQueryClass);
});

afterAll(async () => {
  await deleteLiteApp(liteApp);
  await adminClient.close();
  await emulator.close();
});

describe('Firestore Lite', () => {
  it('instances, documents, every value type and every transform', async () => {
    expect(L.getFirestore(liteApp)).toBe(db);
    expect(db).toBeInstanceOf(L.Firestore);
    const cities = L.collection(db, 'cities');
    expect(cities).toBeInstanceOf(L.CollectionReference);
    const lagos = L.doc(db, 'cities', 'lagos');
    expect(lagos).toBeInstanceOf(L.DocumentReference);
    expect(L.refEqual(lagos, L.doc(cities, 'lagos'))).toBe(true);

    await L.setDoc(lagos, {
      name: 'Lagos',
      population: 15,
      tags: ['coast'],
      founded: L.Timestamp.fromMillis(1_000),
      updatedAt: L.serverTimestamp(),
      location: new L.GeoPoint(6.45, 3.39),
      logo: L.Bytes.fromUint8Array(new Uint8Array([1, 2, 3])),
      embedding: L.vector([0.5, 1.5]),
      high: 5,
      low: 5,
    });
    await L.updateDoc(lagos, {
      population: L.increment(1),
      tags: L.arrayUnion('port'),
      high: L.maximum(9),
      low: L.minimum(2),
    });
    await L.updateDoc(lagos, new L.FieldPath('nested', 'x'), 1, 'tags', L.arrayRemove('coast'));
    const removal = L.deleteField();
    expect(removal).toBeInstanceOf(L.FieldValue);
    await L.updateDoc(lagos, { founded: removal });

    const snapshot = await L.getDoc(lagos);
    expect(snapshot).toBeInstanceOf(L.DocumentSnapshot);
    const data = snapshot.data() as Record<string, unknown>;
    expect(data).toMatchObject({
      population: 16,
      tags: ['port'],
      high: 9,
      low: 2,
      nested: { x: 1 },
    });
    expect(data['founded']).toBeUndefined();
    expect(data['updatedAt']).toBeInstanceOf(L.Timestamp);
    expect(data['location']).toBeInstanceOf(L.GeoPoint);
    expect(data['logo']).toBeInstanceOf(L.Bytes);
    expect((data['embedding'] as liteModule.VectorValue).toArray()).toEqual([0.5, 1.5]);
    expect(data['embedding']).toBeInstanceOf(L.VectorValue);
    expect(L.snapshotEqual(snapshot, await L.getDoc(lagos))).toBe(true);

    const added = await L.addDoc(cities, { name: 'Ibadan' });
    expect((await L.getDoc(added)).exists()).toBe(true);
    await L.deleteDoc(added);
    expect((await L.getDoc(added)).exists()).toBe(false);

    await expect(L.getDoc(L.doc(db, 'locked', 'x'))).rejects.toMatchObject({
      name: 'FirebaseError',
      code: 'permission-denied',
    });
    // FirebaseError resets the prototype of every FirestoreError it builds, so errors the SDK throws
    // are not `instanceof FirestoreError`; applications construct it (e.g. in their own fakes).
    // The typings declare its constructor private; the class is exported and constructible.
    const FirestoreErrorClass = L.FirestoreError as unknown as new (
      code: string,
      message: string,
    ) => liteModule.FirestoreError;
    const constructed = new FirestoreErrorClass('not-found', 'No such town.');
    expect(constructed).toMatchObject({ code: 'not-found', message: 'No such town.' });
  });

  it('queries with every operator, and/or, documentId, cursors, limits and collection groups', async () => {
    const towns = L.collection(db, 'towns');
    await Promise.all(
      TOWNS.map(([id, size, region, tags]) => L.setDoc(L.doc(towns, id), { size, region, tags })),
    );
    await L.setDoc(L.doc(db, 'towns', 'a', 'streets', 's1'), { size: 1 });
    await L.setDoc(L.doc(db, 'towns', 'b', 'streets', 's2'), { size: 2 });

    const ids = async (q: liteModule.Query): Promise<string[]> =>
      (await L.getDocs(q)).docs.map((d) => d.id);
    const filter = L.where('size', '<', 3);
    expect(filter).toBeInstanceOf(L.QueryFieldFilterConstraint);
    expect(filter).toBeInstanceOf(L.QueryConstraint);
    const byQuery = (...constraints: liteModule.QueryConstraint[]) =>
      ids(L.query(towns, ...constraints));
    for (const [field, op, value, expected] of TOWN_FILTERS) {
      expect(await byQuery(L.where(field, op, value)), `${field} ${op}`).toEqual(expected);
    }
    const either = L.or(
      L.where('size', '==', 1),
      L.and(L.where('region', '==', 'south'), L.where('size', '>', 3)),
    );
    expect(either).toBeInstanceOf(L.QueryCompositeFilterConstraint);
    expect(await ids(L.query(towns, either))).toEqual(['a', 'd']);
    expect(await byQuery(L.where(L.documentId(), '>', 'c'))).toEqual(['d', 'e']);

    const ordered = L.orderBy('size', 'desc');
    expect(ordered).toBeInstanceOf(L.QueryOrderByConstraint);
    const limited = L.limit(2);
    expect(limited).toBeInstanceOf(L.QueryLimitConstraint);
    expect(await byQuery(ordered, limited)).toEqual(['e', 'd']);
    expect(await byQuery(L.orderBy('size'), L.limitToLast(2))).toEqual(['d', 'e']);
    const start = L.startAt(2);
    expect(start).toBeInstanceOf(L.QueryStartAtConstraint);
    const end = L.endAt(4);
    expect(end).toBeInstanceOf(L.QueryEndAtConstraint);
    expect(await byQuery(L.orderBy('size'), start, end)).toEqual(['b', 'c', 'd']);
    expect(await byQuery(L.orderBy('size'), L.startAfter(2), L.endBefore(4))).toEqual(['c']);

    const group = L.collectionGroup(db, 'streets');
    expect(group).toBeInstanceOf(L.Query);
    const groupSnapshot = await L.getDocs(L.query(group, L.orderBy('size')));
    expect(groupSnapshot).toBeInstanceOf(L.QuerySnapshot);
    expect(groupSnapshot.docs[0]).toBeInstanceOf(L.QueryDocumentSnapshot);
    expect(groupSnapshot.docs.map((d) => d.id)).toEqual(['s1', 's2']);
    expect(L.queryEqual(L.query(towns, L.where('size', '<', 3)), L.query(towns, filter))).toBe(
      true,
    );
  });

  it('aggregations', async () => {
    const towns = L.collection(db, 'towns');
    const counted = await L.getCount(towns);
    expect(counted).toBeInstanceOf(L.AggregateQuerySnapshot);
    expect(counted.data().count).toBe(5);
    const total = L.sum('size');
    expect(total).toBeInstanceOf(L.AggregateField);
    expect(L.aggregateFieldEqual(total, L.sum('size'))).toBe(true);
    const spec = { n: L.count(), total, mean: L.average('size') };
    const first = await L.getAggregate(towns, spec);
    expect(first.data()).toEqual({ n: 5, total: 15, mean: 3 });
    expect(L.aggregateQuerySnapshotEqual(first, await L.getAggregate(towns, spec))).toBe(true);
  });

  it('transactions and batches', async () => {
    const counter = L.doc(db, 'counters', 'c');
    await L.setDoc(counter, { n: 1 });
    await L.runTransaction(db, async (transaction) => {
      expect(transaction).toBeInstanceOf(L.Transaction);
      const current = (await transaction.get(counter)).get('n') as number;
      transaction.update(counter, { n: current + 1 });
      transaction.set(L.doc(db, 'counters', 'copy'), { n: current + 1 });
      transaction.delete(L.doc(db, 'counters', 'gone'));
    });
    expect((await L.getDoc(counter)).get('n')).toBe(2);

    const batch = L.writeBatch(db);
    expect(batch).toBeInstanceOf(L.WriteBatch);
    batch.set(L.doc(db, 'counters', 'b1'), { n: 1 });
    batch.update(counter, { n: 3 });
    batch.delete(L.doc(db, 'counters', 'copy'));
    await batch.commit();
    expect((await L.getDoc(counter)).get('n')).toBe(3);
    expect((await L.getDoc(L.doc(db, 'counters', 'copy'))).exists()).toBe(false);
  });

  it('terminate', async () => {
    const app = initializeLiteApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, 'sdk-terminate');
    const other = L.getFirestore(app);
    L.connectFirestoreEmulator(other, emulator.host, emulator.port, {
      mockUserToken: { user_id: 'coverage' },
    });
    await L.terminate(other);
    await expect(
      Promise.resolve().then(() => L.getDoc(L.doc(other, 'cities', 'lagos'))),
    ).rejects.toThrow(/terminated/);
    await deleteLiteApp(app);
  });
});

interface Town {
  name: string;
}
const townConverter: FirestoreDataConverter<Town> = {
  toFirestore: (town) => ({ name: String(town.name).toUpperCase() }),
  fromFirestore: (snapshot: AdminQueryDocumentSnapshot<DocumentData>) => ({
    name: String(snapshot.get('name')).toLowerCase(),
  }),
};

describe('firebase-admin over REST', () => {
  it('documents: create, set, update, delete, get, getAll, converters, listings', async () => {
    const ref = admin.doc('adminDocs/one');
    await ref.create({ n: 1, keep: true });
    await ref.set({ extra: 'x' }, { merge: true });
    await ref.update({ n: AdminFieldValue.increment(2) });
    expect((await ref.get()).data()).toEqual({ n: 3, keep: true, extra: 'x' });
    const child = ref.collection('children');
    await child.doc('c1').set({ v: 1 });
    const added = await admin.collection('adminDocs').add({ n: 9 });
    expect((await admin.getAll(ref, added)).map((s) => s.get('n'))).toEqual([3, 9]);
    expect(ref.isEqual(admin.collection('adminDocs').doc('one'))).toBe(true);
    expect(admin.collection('adminDocs').isEqual(ref.parent)).toBe(true);

    const typedRef = admin.doc('adminDocs/typed').withConverter(townConverter);
    await typedRef.set({ name: 'Lagos' });
    expect((await admin.doc('adminDocs/typed').get()).get('name')).toBe('LAGOS');
    expect((await typedRef.get()).data()).toEqual({ name: 'lagos' });
    const typedCollection = admin.collection('adminDocs').withConverter(townConverter);
    expect((await typedCollection.doc('typed').get()).data()).toEqual({ name: 'lagos' });

    expect((await ref.listCollections()).map((c) => c.id)).toEqual(['children']);
    expect((await admin.listCollections()).map((c) => c.id)).toContain('adminDocs');
    const listed = await admin.collection('adminDocs').listDocuments();
    expect(listed.map((d) => d.id).sort()).toEqual([added.id, 'one', 'typed'].sort());
    await added.delete();
    expect((await added.get()).exists).toBe(false);
  });

  it('queries with every operator, filters, cursors, projections, stream and collection groups', async () => {
    const towns = admin.collection('adminTowns');
    await Promise.all(
      TOWNS.map(([id, size, region, tags]) => towns.doc(id).set({ size, region, tags })),
    );
    await admin.doc('adminTowns/a/lanes/l1').set({ size: 1 });
    const ids = async (q: AdminQuery): Promise<string[]> => (await q.get()).docs.map((d) => d.id);

    for (const [field, op, value, expected] of TOWN_FILTERS) {
      expect(await ids(towns.where(field, op, value)), `${field} ${op}`).toEqual(expected);
    }
    const either = Filter.or(
      Filter.where('size', '==', 1),
      Filter.and(Filter.where('region', '==', 'south'), Filter.where('size', '>', 3)),
    );
    expect(await ids(towns.where(either))).toEqual(['a', 'd']);

    const bySize = towns.orderBy('size');
    expect(await ids(bySize.limit(2))).toEqual(['a', 'b']);
    expect(await ids(bySize.limitToLast(2))).toEqual(['d', 'e']);
    expect(await ids(bySize.offset(3))).toEqual(['d', 'e']);
    expect(await ids(bySize.startAt(2).endAt(4))).toEqual(['b', 'c', 'd']);
    expect(await ids(bySize.startAfter(2).endBefore(4))).toEqual(['c']);
    const projected = await towns.select('region').where('size', '==', 1).get();
    expect(projected.docs[0]?.data()).toEqual({ region: 'north' });

    const streamed: string[] = [];
    for await (const document of bySize.stream())
      streamed.push((document as unknown as AdminQueryDocumentSnapshot).id);
    expect(streamed).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await ids(admin.collectionGroup('lanes'))).toEqual(['l1']);

    const small = towns.where('size', '<', 3);
    expect(small.isEqual(towns.where('size', '<', 3))).toBe(true);
    const typed = small.withConverter(townConverter);
    expect((await typed.get()).size).toBe(2);

    await expect(
      towns
        .findNearest({
          vectorField: 'embedding',
          queryVector: [1, 2],
          limit: 1,
          distanceMeasure: 'COSINE',
        })
        .get(),
    ).rejects.toThrow(/findNearest' \(vector search\) is not supported/);
    await expect(small.explain()).rejects.toThrow(/explainOptions/);
    const explainStream = async () => {
      for await (const part of small.explainStream()) void part;
    };
    await expect(explainStream()).rejects.toThrow(/explainOptions/);
  });

  it('aggregations', async () => {
    const towns = admin.collection('adminTowns');
    const counted = towns.count();
    expect((await counted.get()).data().count).toBe(5);
    expect(counted.isEqual(towns.count())).toBe(true);
    const totals = await towns
      .aggregate({
        total: AdminAggregateField.sum('size'),
        mean: AdminAggregateField.average('size'),
      })
      .get();
    expect(totals.data()).toEqual({ total: 15, mean: 3 });
    await expect(counted.explain()).rejects.toThrow(/explainOptions/);
  });

  it('batches, BulkWriter, recursiveDelete and bundles', async () => {
    const batch = admin.batch();
    batch.create(admin.doc('adminBatch/a'), { n: 1 });
    batch.set(admin.doc('adminBatch/b'), { n: 2 });
    batch.update(admin.doc('adminDocs/one'), { batched: true });
    batch.delete(admin.doc('adminBatch/none'));
    await batch.commit();
    expect((await admin.doc('adminDocs/one').get()).get('batched')).toBe(true);

    const writer = admin.bulkWriter();
    const results: string[] = [];
    writer.onWriteResult((ref) => results.push(ref.id));
    writer.onWriteError((error) => {
      results.push(`error ${error.documentRef.id} ${error.code}`);
      return false;
    });
    void writer.create(admin.doc('adminBatch/c'), { n: 3 });
    void writer.set(admin.doc('adminBatch/d'), { n: 4 });
    void writer.update(admin.doc('adminBatch/a'), { n: 10 });
    void writer.delete(admin.doc('adminBatch/b'));
    void writer.create(admin.doc('adminBatch/a'), { n: 0 }).catch(() => undefined);
    await writer.flush();
    await writer.close();
    expect(results.sort()).toEqual(['a', 'b', 'c', 'd', 'error a 6'].sort());

    const bundle = admin.bundle('towns');
    bundle.add('all-towns', await admin.collection('adminTowns').get());
    expect(bundle.build().length).toBeGreaterThan(0);

    await admin.recursiveDelete(admin.collection('adminBatch'));
    expect((await admin.collection('adminBatch').get()).size).toBe(0);
  });

  it('transactions: read-write with every method, and read-only', async () => {
    await admin.doc('adminTx/a').set({ n: 1 });
    await admin.doc('adminTx/b').set({ n: 2 });
    await admin.runTransaction(async (transaction) => {
      const [a, b] = await transaction.getAll(admin.doc('adminTx/a'), admin.doc('adminTx/b'));
      const all = await transaction.get(admin.collection('adminTx'));
      transaction.set(admin.doc('adminTx/sum'), {
        n: (a?.get('n') as number) + (b?.get('n') as number),
      });
      transaction.update(admin.doc('adminTx/a'), { seen: all.size });
      transaction.create(admin.doc('adminTx/new'), { n: 0 });
      transaction.delete(admin.doc('adminTx/b'));
    });
    expect((await admin.doc('adminTx/sum').get()).get('n')).toBe(3);
    expect((await admin.doc('adminTx/a').get()).get('seen')).toBe(2);
    expect((await admin.doc('adminTx/b').get()).exists).toBe(false);

    const count = await admin.runTransaction(
      async (transaction) =>
        (await transaction.get(admin.collection('adminTx').count())).data().count,
      { readOnly: true },
    );
    expect(count).toBe(3);
  });

  it('terminate', async () => {
    // Built here, not with adminFirestore(): Firestore.settings counts only when this file calls it.
    const app = initializeApp({ projectId: PROJECT }, 'sdk-coverage-terminate');
    const other = getFirestore(app);
    other.settings({ preferRest: true, auth: new PassThroughClient() });
    await other.doc('adminDocs/one').get();
    await other.terminate();
    await deleteApp(app);
  });
});

describe('coverage', () => {
  it('exercises every export of Lite and every REST method of firebase-admin', () => {
    const lite = coverageLine(
      'firebase/firestore/lite exports',
      liteCoverage.exported,
      liteCoverage.exercised,
      new Map(),
    );
    const adminLine = coverageLine(
      `firebase-admin Firestore methods (${ADMIN_CLASSES.join(', ')})`,
      adminCoverage.exported,
      adminCoverage.exercised,
      ADMIN_EXCLUDED,
    );
    console.log(`SDK coverage\n  ${lite.line}\n  ${adminLine.line}`);
    expect(
      [...ADMIN_EXCLUDED.keys()].filter((name) => !adminCoverage.exported.includes(name)),
    ).toEqual([]);
    expect(lite.missing).toEqual([]);
    expect(adminLine.missing).toEqual([]);
  });
});
