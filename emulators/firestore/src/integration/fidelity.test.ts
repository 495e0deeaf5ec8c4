// Answers that must equal production's, through the published SDKs as an application calls them:
// Firestore Lite (the app) and firebase-admin 13 with preferRest (the Cloud Function).
import {
  AggregateField,
  FieldPath,
  FieldValue,
  Filter,
  Timestamp as AdminTimestamp,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import {
  average,
  collection,
  count,
  doc,
  documentId,
  getAggregate,
  getDoc,
  getDocs,
  or,
  orderBy,
  query,
  setDoc,
  sum,
  vector,
  VectorValue,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { adminFirestore, type AdminClient } from '../testing/admin-firestore.js';
import { liteClients, type LiteClients } from '../testing/lite-clients.js';

const PROJECT = 'demo-fidelity';

let emulator: RunningEmulator;
let clients: LiteClients;
let lite: Firestore;
let adminClient: AdminClient;
let admin: AdminFirestore;

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    projectId: PROJECT,
    rulesSource:
      "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if true; } } }",
  });
  clients = liteClients(PROJECT, emulator.host, emulator.port);
  lite = clients.user('reader');
  adminClient = adminFirestore(emulator, PROJECT, 'fidelity');
  admin = adminClient.db;
});

afterAll(async () => {
  await clients.close();
  await adminClient.close();
  await emulator.close();
});

beforeEach(async () => {
  await fetch(`${emulator.url}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
});

async function seedBooks(): Promise<void> {
  const books: [string, Record<string, number>][] = [
    ['b1', { pages: 100, year: 1980 }],
    ['b2', { pages: 50, year: 2020 }],
    ['b3', { pages: 150, year: 2021 }],
    ['b4', { pages: 50 }],
  ];
  await Promise.all(books.map(([id, data]) => admin.doc(`books/${id}`).set(data)));
}

describe('aggregations over several fields', () => {
  it('count only documents having every aggregated field (Lite)', async () => {
    await seedBooks();
    const snapshot = await getAggregate(collection(lite, 'books'), {
      totalPages: sum('pages'),
      averagePages: average('pages'),
      averageYear: average('year'),
      books: count(),
    });
    expect(snapshot.data()).toEqual({
      totalPages: 300,
      averagePages: 100,
      averageYear: 2007,
      books: 3,
    });
  });

  it('count only documents having every aggregated field (firebase-admin)', async () => {
    await seedBooks();
    const snapshot = await admin
      .collection('books')
      .aggregate({
        totalPages: AggregateField.sum('pages'),
        averageYear: AggregateField.average('year'),
        books: AggregateField.count(),
      })
      .get();
    expect(snapshot.data()).toEqual({ totalPages: 300, averageYear: 2007, books: 3 });
    // One aggregated field alone: every document having it counts.
    const single = await admin
      .collection('books')
      .aggregate({ totalPages: AggregateField.sum('pages'), books: AggregateField.count() })
      .get();
    expect(single.data()).toEqual({ totalPages: 350, books: 4 });
  });
});

describe('filters and implicit ordering', () => {
  it('!= NaN matches neither NaN nor null', async () => {
    await Promise.all(
      Object.entries({ nan: NaN, nil: null, one: 1, text: 'x' }).map(([id, zip]) =>
        setDoc(doc(lite, 'places', id), { zip }),
      ),
    );
    await setDoc(doc(lite, 'places', 'none'), { other: true });
    const liteIds = (await getDocs(query(collection(lite, 'places'), where('zip', '!=', NaN)))).docs
      .map((d) => d.id)
      .sort();
    expect(liteIds).toEqual(['one', 'text']);
    const adminIds = (await admin.collection('places').where('zip', '!=', NaN).get()).docs
      .map((d) => d.id)
      .sort();
    expect(adminIds).toEqual(['one', 'text']);
  });

  it('orders by the inequality fields in name order, the document ID last', async () => {
    const rows: [string, number, string][] = [
      ['doc1', 2, 'b'],
      ['doc2', 1, 'c'],
      ['doc3', 1, 'b'],
      ['doc4', 3, 'a'],
      ['doc6', 1, 'b'],
    ];
    await Promise.all(rows.map(([id, sort, key]) => setDoc(doc(lite, 'items', id), { sort, key })));
    const expected = ['doc3', 'doc1', 'doc2'];
    const liteFirst = query(
      collection(lite, 'items'),
      where(documentId(), '<', 'doc5'),
      where('sort', '>=', 1),
      where('key', '!=', 'a'),
    );
    expect((await getDocs(liteFirst)).docs.map((d) => d.id)).toEqual(expected);
    const adminQuery = admin
      .collection('items')
      .where('sort', '>=', 1)
      .where('key', '!=', 'a')
      .where(FieldPath.documentId(), '<', admin.doc('items/doc5'));
    expect((await adminQuery.get()).docs.map((d) => d.id)).toEqual(expected);
    // An explicit order comes first; the remaining inequality fields follow it, __name__ last.
    const explicit = query(
      collection(lite, 'items'),
      where(documentId(), '<', 'doc5'),
      where('sort', '>=', 1),
      where('key', '!=', 'a'),
      orderBy('sort', 'desc'),
    );
    expect((await getDocs(explicit)).docs.map((d) => d.id)).toEqual(['doc1', 'doc2', 'doc3']);
  });
});

describe('OR queries with not-in', () => {
  // The documents and the answer of the "supports OR queries with not-in" system tests of
  // nodejs-firestore (dev/system-test/firestore.ts) and java-firestore (ITQueryTest), which run
  // against the official emulator (production asks for a composite index first): b not-in implies
  // an order by b, so doc5 and doc6, which have no b, are left out even though doc6 has a == 2.
  const expected = ['doc1', 'doc2'];

  beforeEach(async () => {
    const docs: Record<string, Record<string, number>> = {
      doc1: { a: 1, b: 0 },
      doc2: { b: 1 },
      doc3: { a: 3, b: 2 },
      doc4: { a: 1, b: 3 },
      doc5: { a: 1 },
      doc6: { a: 2 },
    };
    await Promise.all(Object.entries(docs).map(([id, data]) => admin.doc(`ors/${id}`).set(data)));
  });

  it('answers a == 2 || b not-in [2, 3] through Lite', async () => {
    const snapshot = await getDocs(
      query(collection(lite, 'ors'), or(where('a', '==', 2), where('b', 'not-in', [2, 3]))),
    );
    expect(snapshot.docs.map((d) => d.id)).toEqual(expected);
  });

  it('answers it through firebase-admin', async () => {
    const snapshot = await admin
      .collection('ors')
      .where(Filter.or(Filter.where('a', '==', 2), Filter.where('b', 'not-in', [2, 3])))
      .get();
    expect(snapshot.docs.map((d) => d.id)).toEqual(expected);
  });

  it('answers it over REST', async () => {
    const fieldFilter = (path: string, op: string, value: unknown) => ({
      fieldFilter: { field: { fieldPath: path }, op, value },
    });
    const response = await fetch(
      `${emulator.url}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer owner' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'ors' }],
            where: {
              compositeFilter: {
                op: 'OR',
                filters: [
                  fieldFilter('a', 'EQUAL', { integerValue: '2' }),
                  fieldFilter('b', 'NOT_IN', {
                    arrayValue: { values: [{ integerValue: '2' }, { integerValue: '3' }] },
                  }),
                ],
              },
            },
          },
        }),
      },
    );
    expect(response.status).toBe(200);
    const replies = (await response.json()) as { document?: { name: string } }[];
    expect(replies.map((r) => r.document?.name.split('/').pop())).toEqual(expected);
  });
});

describe("refusals in production's words", () => {
  // The queries and messages of firebase-js-sdk's composite_index_query.test.ts (also
  // firebase-android-sdk's CompositeIndexQueryTest), which run against production.
  it('nothing may order after the document ID, explicitly or by an inequality (Lite and admin)', async () => {
    // Lite puts "Request failed with error: " before the server's message.
    const message = /Order by clause cannot contain more fields after the key key$/;
    await expect(
      getDocs(query(collection(lite, 'keys'), where('key', '!=', 42), orderBy(documentId()))),
    ).rejects.toThrow(message);
    await expect(
      admin.collection('keys').where('key', '!=', 42).orderBy(FieldPath.documentId()).get(),
    ).rejects.toThrow(message);
  });

  it('an equality on the document ID needs the ID among the inequalities (Lite and admin)', async () => {
    const message =
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.';
    await expect(
      getDocs(
        query(collection(lite, 'keys'), where('key', '!=', 42), where(documentId(), '==', 'doc1')),
      ),
    ).rejects.toThrow(message);
    await expect(
      admin
        .collection('keys')
        .where('key', '!=', 42)
        .where(FieldPath.documentId(), '==', admin.doc('keys/doc1'))
        .get(),
    ).rejects.toThrow(message);
  });
});

describe('numeric document IDs', () => {
  it('stores __id<int64>__ IDs, sorts them numerically before string IDs, and recursiveDelete works', async () => {
    for (const id of ['abc', '__id10__', '__id-3__', '__id5__', '__id9223372036854775807__'])
      await admin.doc(`nums/${id}`).set({ id });
    await admin.doc('nums/abc/children/__id1__').set({ nested: true });
    const ids = (await admin.collection('nums').orderBy(FieldPath.documentId()).get()).docs.map(
      (d) => d.id,
    );
    expect(ids).toEqual(['__id-3__', '__id5__', '__id10__', '__id9223372036854775807__', 'abc']);
    expect((await getDoc(doc(lite, 'nums', '__id5__'))).data()).toEqual({ id: '__id5__' });

    await admin.recursiveDelete(admin.collection('nums'));
    expect((await admin.collection('nums').get()).size).toBe(0);
    expect((await admin.doc('nums/abc/children/__id1__').get()).exists).toBe(false);
  });

  it('still refuses other reserved IDs', async () => {
    await expect(admin.doc('nums/__idx__').set({})).rejects.toThrow(/reserved/);
    await expect(admin.doc('nums/__id99999999999999999999__').set({})).rejects.toThrow(/reserved/);
  });
});

describe('vector values', () => {
  it('stores and returns vectors from both SDKs', async () => {
    await setDoc(doc(lite, 'embeddings', 'e1'), { embedding: vector([1, 2.5, -3]) });
    const read = (await getDoc(doc(lite, 'embeddings', 'e1'))).data()?.['embedding'];
    expect(read).toBeInstanceOf(VectorValue);
    expect((read as VectorValue).toArray()).toEqual([1, 2.5, -3]);

    await admin.doc('embeddings/e2').set({ embedding: FieldValue.vector([0.5, 0.25]) });
    const adminRead = (await admin.doc('embeddings/e2').get()).get('embedding') as {
      toArray(): number[];
    };
    expect(adminRead.toArray()).toEqual([0.5, 0.25]);
    // Vectors sort after arrays and before maps, shorter vectors first.
    await setDoc(doc(lite, 'embeddings', 'array'), { embedding: [9, 9, 9] });
    await setDoc(doc(lite, 'embeddings', 'map'), { embedding: { a: 1 } });
    const ordered = await getDocs(query(collection(lite, 'embeddings'), orderBy('embedding')));
    expect(ordered.docs.map((d) => d.id)).toEqual(['array', 'e2', 'e1', 'map']);
  });

  it('keeps vector search (findNearest) an explicit error', async () => {
    const search = admin.collection('embeddings').findNearest({
      vectorField: 'embedding',
      queryVector: [1, 2],
      limit: 1,
      distanceMeasure: 'EUCLIDEAN',
    });
    await expect(search.get()).rejects.toThrow(/vector search\) is not supported/);
  });
});

describe('reads at a past readTime', () => {
  it('read-only transactions with a readTime see documents, queries and aggregations as they were', async () => {
    const written = await admin.doc('history/a').set({ v: 1 });
    const then = written.writeTime;
    await admin.doc('history/a').set({ v: 2 });
    await admin.doc('history/b').set({ v: 3 });
    await admin.doc('history/a').delete();

    const seen = await admin.runTransaction(
      async (tx) => {
        const document = await tx.get(admin.doc('history/a'));
        const all = await tx.get(admin.collection('history'));
        const counted = await tx.get(admin.collection('history').count());
        return {
          v: document.get('v') as number,
          ids: all.docs.map((d) => d.id),
          count: counted.data().count,
        };
      },
      { readOnly: true, readTime: then },
    );
    expect(seen).toEqual({ v: 1, ids: ['a'], count: 1 });
    // Now: a is gone, b exists.
    expect((await admin.collection('history').get()).docs.map((d) => d.id)).toEqual(['b']);
  });

  it('a read-only transaction reads one snapshot, whatever is written meanwhile', async () => {
    await admin.doc('snap/a').set({ v: 1 });
    const values = await admin.runTransaction(
      async (tx) => {
        const first = (await tx.get(admin.doc('snap/a'))).get('v') as number;
        await admin.doc('snap/a').set({ v: 2 });
        const second = (await tx.get(admin.doc('snap/a'))).get('v') as number;
        return [first, second];
      },
      { readOnly: true },
    );
    expect(values).toEqual([1, 1]);
  });

  it('refuses read times more than an hour ago, naming the limit', async () => {
    const longAgo = AdminTimestamp.fromMillis(Date.now() - 2 * 3600 * 1000);
    await expect(
      admin.runTransaction(async (tx) => tx.get(admin.doc('history/a')), {
        readOnly: true,
        readTime: longAgo,
      }),
    ).rejects.toThrow(/more than one hour ago/);
  });
});

describe('aggregation limit', () => {
  it("refuses more than five aggregations with INVALID_ARGUMENT, in production's words (Lite and firebase-admin)", async () => {
    // The SDKs' system tests match /maximum number of aggregations/; the whole sentence is the one
    // googleapis/nodejs-datastore's system test expects from the same backend.
    const production =
      /The maximum number of aggregations allowed in an aggregation query is 5\. Received: 6$/;
    const six = {
      a: count(),
      b: sum('pages'),
      c: average('pages'),
      d: sum('year'),
      e: average('year'),
      f: count(),
    };
    // Lite's REST transport maps every HTTP 400 to 'failed-precondition' (against production too);
    // firebase-admin reports the INVALID_ARGUMENT status as code 3.
    await expect(getAggregate(collection(lite, 'books'), six)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(production),
    });
    const adminSix = admin.collection('books').aggregate({
      a: AggregateField.count(),
      b: AggregateField.sum('pages'),
      c: AggregateField.average('pages'),
      d: AggregateField.sum('year'),
      e: AggregateField.average('year'),
      f: AggregateField.count(),
    });
    await expect(adminSix.get()).rejects.toMatchObject({
      code: 3,
      message: expect.stringMatching(production),
    });
    const five = await getAggregate(collection(lite, 'books'), {
      a: count(),
      b: sum('pages'),
      c: average('pages'),
      d: sum('year'),
      e: average('year'),
    });
    expect(five.data().a).toBe(0);
  });
});
