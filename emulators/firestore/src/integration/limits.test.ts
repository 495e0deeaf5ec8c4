// Every documented Firestore limit a Lite or firebase-admin (REST) client can reach: just over the limit
// is refused with production's status and a message naming the limit; at the limit is accepted. The
// emulator README's limits table names these rows. Requests go on the wire (as firebase-admin sends
// them), because the SDKs refuse some of them before sending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import {
  TRANSACTION_IDLE_MS,
  TRANSACTION_LIFETIME_MS,
  TransactionRegistry,
} from '../transactions/transaction-registry.js';

const PROJECT = 'demo-limits';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, projectId: PROJECT });
});

afterAll(() => emulator.close());

interface Reply {
  status: number;
  error?: { code: number; status: string; message: string };
}

async function post(verb: string, body: unknown): Promise<Reply> {
  const response = await fetch(`${emulator.url}/v1/${ROOT}${verb}`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { error?: Reply['error'] };
  return { status: response.status, error: json.error };
}

const int = (n: number) => ({ integerValue: String(n) });
const list = (n: number) => ({
  arrayValue: { values: Array.from({ length: n }, (_, i) => int(i)) },
});
const field = (path: string, op: string, value: unknown) => ({
  fieldFilter: { field: { fieldPath: path }, op, value },
});
const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });
const runQuery = (extra: Record<string, unknown>) =>
  post(':runQuery', { structuredQuery: { from: [{ collectionId: 'c' }], ...extra } });
const where = (filter: unknown) => runQuery({ where: filter });
/** `n` filters `<op> 0`, on the fields f0, f1, …. */
const filtersOn = (n: number, op: string) =>
  Array.from({ length: n }, (_, i) => field(`f${i}`, op, int(0)));
/** `n` sort orders, on the fields o0, o1, …. */
const orders = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ field: { fieldPath: `o${i}` } }));
/** In disjunctive normal form 30 disjunctions of 3 filters: 90 filters toward the 100. */
const ninetyFiltersInDnf = and(
  field('a', 'IN', list(30)),
  field('b', 'EQUAL', int(1)),
  field('c', 'EQUAL', int(1)),
);
const commit = (writes: unknown[]) => post(':commit', { writes });
const set = (path: string, fields: unknown = {}) => ({
  update: { name: `${ROOT}/${path}`, fields },
});
const nested = (depth: number): unknown =>
  depth === 0 ? int(1) : { mapValue: { fields: { m: nested(depth - 1) } } };
const aggregate = (aggregations: unknown[]) =>
  post(':runAggregationQuery', {
    structuredAggregationQuery: {
      structuredQuery: { from: [{ collectionId: 'c' }] },
      aggregations,
    },
  });

type Row = [
  limit: string,
  over: () => Promise<Reply>,
  status: string,
  message: RegExp,
  atLimit?: () => Promise<Reply>,
];

const rows: Row[] = [
  // Queries: filters and disjunctions.
  [
    'in: at most 30 values',
    () => where(field('a', 'IN', list(31))),
    'INVALID_ARGUMENT',
    /IN allows at most 30/,
    () => where(field('a', 'IN', list(30))),
  ],
  [
    'array-contains-any: at most 30 values',
    () => where(field('a', 'ARRAY_CONTAINS_ANY', list(31))),
    'INVALID_ARGUMENT',
    /ARRAY_CONTAINS_ANY allows at most 30/,
    () => where(field('a', 'ARRAY_CONTAINS_ANY', list(30))),
  ],
  [
    'not-in: at most 10 values',
    () => where(field('a', 'NOT_IN', list(11))),
    'INVALID_ARGUMENT',
    /NOT_IN allows at most 10/,
    () => where(field('a', 'NOT_IN', list(10))),
  ],
  [
    'disjunctive normal form: at most 30 disjunctions',
    () =>
      where(
        and(field('a', 'IN', list(6)), or(field('b', 'IN', list(3)), field('c', 'IN', list(3)))),
      ),
    'INVALID_ARGUMENT',
    /36 disjunctions in disjunctive normal form.*at most 30/,
    () =>
      where(
        and(field('a', 'IN', list(5)), or(field('b', 'IN', list(3)), field('c', 'IN', list(3)))),
      ),
  ],
  [
    'one not-in per query',
    () => where(and(field('a', 'NOT_IN', list(2)), field('b', 'NOT_IN', list(2)))),
    'INVALID_ARGUMENT',
    /at most one not-in/,
  ],
  [
    'one != per query',
    () => where(and(field('a', 'NOT_EQUAL', int(1)), field('b', 'NOT_EQUAL', int(2)))),
    'INVALID_ARGUMENT',
    /at most one !=/,
    () => where(and(field('a', 'NOT_EQUAL', int(1)), field('b', 'GREATER_THAN', int(2)))),
  ],
  [
    'not-in cannot be combined with !=',
    () => where(and(field('a', 'NOT_IN', list(2)), field('b', 'NOT_EQUAL', int(2)))),
    'INVALID_ARGUMENT',
    /cannot combine not-in with !=/,
  ],
  [
    'not-in cannot be combined with in',
    () => where(and(field('a', 'NOT_IN', list(2)), field('b', 'IN', list(2)))),
    'INVALID_ARGUMENT',
    /cannot combine not-in with in or array-contains-any/,
  ],
  [
    'not-in cannot be combined with array-contains-any, in an or too; with == in an or it can',
    () => where(or(field('a', 'NOT_IN', list(2)), field('b', 'ARRAY_CONTAINS_ANY', list(2)))),
    'INVALID_ARGUMENT',
    /cannot combine not-in with in or array-contains-any/,
    () => where(or(field('a', 'NOT_IN', list(2)), field('b', 'EQUAL', int(1)))),
  ],
  [
    'one array-contains per disjunction',
    () => where(and(field('a', 'ARRAY_CONTAINS', int(1)), field('b', 'ARRAY_CONTAINS', int(2)))),
    'INVALID_ARGUMENT',
    /at most one array-contains/,
    () => where(or(field('a', 'ARRAY_CONTAINS', int(1)), field('b', 'ARRAY_CONTAINS', int(2)))),
  ],
  [
    'array-contains and array-contains-any not in one disjunction',
    () =>
      where(and(field('a', 'ARRAY_CONTAINS', int(1)), field('b', 'ARRAY_CONTAINS_ANY', list(2)))),
    'INVALID_ARGUMENT',
    /cannot combine array-contains with array-contains-any/,
  ],
  [
    'range and inequality filters on at most 10 fields',
    () => where(and(...filtersOn(11, 'GREATER_THAN'))),
    'INVALID_ARGUMENT',
    /inequality filters on 11 fields.*at most 10/,
    () => where(and(...filtersOn(10, 'GREATER_THAN'))),
  ],
  [
    'filters + sort orders + parent: at most 100',
    () => runQuery({ where: and(...filtersOn(60, 'EQUAL')), orderBy: orders(41) }),
    'INVALID_ARGUMENT',
    /101 filters \(counted in disjunctive normal form\), sort orders and parent document together.*at most 100/,
    () => runQuery({ where: and(...filtersOn(60, 'EQUAL')), orderBy: orders(40) }),
  ],
  [
    'filters counted in disjunctive normal form toward the 100',
    () => runQuery({ where: ninetyFiltersInDnf, orderBy: orders(11) }),
    'INVALID_ARGUMENT',
    /101 filters \(counted in disjunctive normal form\)/,
    () => runQuery({ where: ninetyFiltersInDnf, orderBy: orders(10) }),
  ],
  [
    'no range filters on fields with only an equality on the document ID',
    () =>
      where(
        and(
          field('__name__', 'EQUAL', { referenceValue: `${ROOT}/c/d` }),
          field('a', 'GREATER_THAN', int(1)),
        ),
      ),
    'INVALID_ARGUMENT',
    /^Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities\.$/,
    () =>
      where(
        and(
          field('__name__', 'GREATER_THAN', { referenceValue: `${ROOT}/c/d` }),
          field('a', 'GREATER_THAN', int(1)),
        ),
      ),
  ],
  [
    'nothing orders after the document name, implied by an inequality',
    () =>
      runQuery({
        where: field('a', 'NOT_EQUAL', int(1)),
        orderBy: [{ field: { fieldPath: '__name__' } }],
      }),
    'INVALID_ARGUMENT',
    /^Order by clause cannot contain more fields after the key a$/,
    () =>
      runQuery({
        where: field('a', 'NOT_EQUAL', int(1)),
        orderBy: [{ field: { fieldPath: 'a' } }, { field: { fieldPath: '__name__' } }],
      }),
  ],
  [
    'nothing orders after the document name, explicitly',
    () =>
      runQuery({
        orderBy: [{ field: { fieldPath: '__name__' } }, { field: { fieldPath: 'b.`c d`' } }],
      }),
    'INVALID_ARGUMENT',
    /^Order by clause cannot contain more fields after the key b\.`c d`$/,
    () => runQuery({ orderBy: [{ field: { fieldPath: '__name__' } }] }),
  ],
  // Cursors, limit, offset.
  [
    'a cursor has at most as many values as the query has orders',
    () => runQuery({ startAt: { values: [int(1), int(2)] } }),
    'INVALID_ARGUMENT',
    /2 values but the query orders by only 1/,
  ],
  [
    'a cursor position on __name__ is a reference',
    () => runQuery({ startAt: { values: [{ stringValue: 'a' }] } }),
    'INVALID_ARGUMENT',
    /must be a reference value/,
  ],
  [
    'limit and offset are not negative',
    () => runQuery({ limit: -1 }),
    'INVALID_ARGUMENT',
    /expected an integer >= 0/,
  ],
  // Aggregations.
  [
    'at most 5 aggregations per query',
    () => aggregate(Array.from({ length: 6 }, (_, i) => ({ alias: `a${i}`, count: {} }))),
    'INVALID_ARGUMENT',
    /^The maximum number of aggregations allowed in an aggregation query is 5\. Received: 6$/,
    () => aggregate(Array.from({ length: 5 }, (_, i) => ({ alias: `a${i}`, count: {} }))),
  ],
  [
    'aggregation aliases are unique',
    () =>
      aggregate([
        { alias: 'n', count: {} },
        { alias: 'n', count: {} },
      ]),
    'INVALID_ARGUMENT',
    /alias "n" is used twice/,
  ],
  // Documents, fields, names.
  [
    'document size: at most 1 MiB',
    () => commit([set('c/big', { s: { stringValue: 'x'.repeat(1024 * 1024) } })]),
    'INVALID_ARGUMENT',
    /exceeds the maximum allowed size of 1048576 bytes/,
    () => commit([set('c/big', { s: { stringValue: 'x'.repeat(1024 * 1024 - 100) } })]),
  ],
  [
    'maps and arrays nest at most 20 deep',
    () => commit([set('c/deep', { d: nested(21) })]),
    'INVALID_ARGUMENT',
    /nest deeper than 20 levels/,
    () => commit([set('c/deep', { d: nested(20) })]),
  ],
  [
    'field path: at most 1,500 bytes',
    () => commit([{ ...set('c/f'), updateMask: { fieldPaths: [`a.${'b'.repeat(1500)}`] } }]),
    'INVALID_ARGUMENT',
    /longer than 1500 bytes \(the maximum size of a field path\)/,
  ],
  [
    'field name: at most 1,500 bytes',
    () => commit([set('c/f', { ['n'.repeat(1501)]: int(1) })]),
    'INVALID_ARGUMENT',
    /field name is longer than 1500 bytes/,
  ],
  [
    'field names matching __.*__ are reserved',
    () => commit([set('c/f', { __x__: int(1) })]),
    'INVALID_ARGUMENT',
    /"__x__" is reserved/,
  ],
  [
    'vectors: at most 2048 dimensions',
    () =>
      commit([
        set('c/v', {
          e: {
            mapValue: {
              fields: { __type__: { stringValue: '__vector__' }, value: list(2049) },
            },
          },
        }),
      ]),
    'INVALID_ARGUMENT',
    /at most 2048 dimensions/,
  ],
  [
    'IDs cannot be . or ..',
    () => commit([set('c/..')]),
    'INVALID_ARGUMENT',
    /IDs cannot be "\." or "\.\."/,
  ],
  [
    'IDs matching __.*__ are reserved (numeric document IDs excepted)',
    () => commit([set('__c__/d')]),
    'INVALID_ARGUMENT',
    /reserved \(IDs may not match __\.\*__/,
    () => commit([set('c/__id42__')]),
  ],
  [
    'collection IDs cannot contain a forward slash',
    () => post(':runQuery', { structuredQuery: { from: [{ collectionId: 'a/b' }] } }),
    'INVALID_ARGUMENT',
    /contains a forward slash/,
  ],
  [
    'IDs: at most 1,500 bytes',
    () => commit([set(`c/${'i'.repeat(1501)}`)]),
    'INVALID_ARGUMENT',
    /longer than 1500 bytes/,
  ],
  [
    'document names: at most 6 KiB',
    () => commit([set(Array.from({ length: 8 }, () => 'n'.repeat(1000)).join('/'))]),
    'INVALID_ARGUMENT',
    /longer than 6144 bytes/,
  ],
  [
    'subcollections: at most 100 deep',
    () => commit([set(Array.from({ length: 202 }, (_, i) => `s${i % 10}`).join('/'))]),
    'INVALID_ARGUMENT',
    /nests 101 collections deep; subcollections nest at most 100 deep/,
    () => commit([set(Array.from({ length: 200 }, (_, i) => `s${i % 10}`).join('/'))]),
  ],
  // Writes and transactions.
  [
    'at most 500 writes per commit',
    () => commit(Array.from({ length: 501 }, (_, i) => set(`w/d${i}`))),
    'INVALID_ARGUMENT',
    /501 writes; a commit or transaction can hold at most 500/,
    () => commit(Array.from({ length: 500 }, (_, i) => set(`w/d${i}`))),
  ],
  [
    'at most 500 field transforms per document',
    () =>
      commit([
        {
          ...set('c/t'),
          updateMask: { fieldPaths: [] },
          updateTransforms: [{ fieldPath: 'a', appendMissingElements: list(501).arrayValue }],
        },
      ]),
    'INVALID_ARGUMENT',
    /501 field transforms .* at most 500/,
    () =>
      commit([
        {
          ...set('c/t'),
          updateMask: { fieldPaths: [] },
          updateTransforms: [{ fieldPath: 'a', appendMissingElements: list(500).arrayValue }],
        },
      ]),
  ],
  [
    'read times: microsecond precision',
    () =>
      post(':batchGet', {
        documents: [],
        readTime: new Date().toISOString().replace('Z', '0001Z'),
      }),
    'INVALID_ARGUMENT',
    /microsecond precision/,
  ],
  [
    'read times: not in the future',
    () =>
      post(':batchGet', { documents: [], readTime: new Date(Date.now() + 60_000).toISOString() }),
    'INVALID_ARGUMENT',
    /is in the future/,
  ],
  [
    'read times: within the last hour',
    () =>
      post(':batchGet', {
        documents: [],
        readTime: new Date(Date.now() - 3_601_000).toISOString(),
      }),
    'FAILED_PRECONDITION',
    /more than one hour ago/,
  ],
];

describe('documented limits', () => {
  it.each(rows)('%s', async (_limit, over, status, message, atLimit) => {
    const refused = await over();
    expect(refused.error, `expected ${status}`).toMatchObject({ status });
    expect(refused.error?.message).toMatch(message);
    if (atLimit) {
      const accepted = await atLimit();
      expect(accepted.error?.message ?? 'accepted').toBe('accepted');
    }
  });

  it('a read-only transaction cannot write', async () => {
    const begin = await fetch(`${emulator.url}/v1/${ROOT}:beginTransaction`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner' },
      body: JSON.stringify({ options: { readOnly: {} } }),
    });
    const { transaction } = (await begin.json()) as { transaction: string };
    const reply = await post(':commit', { writes: [set('c/ro')], transaction });
    expect(reply.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(reply.error?.message).toMatch(/read-only transaction/);
  });

  it('a transaction expires after 60 s idle or 270 s in all', () => {
    let now = 0;
    const registry = new TransactionRegistry(() => now);
    const idle = registry.begin('root', false);
    now = TRANSACTION_IDLE_MS + 1;
    expect(() => registry.use(idle, 'root')).toThrow(/270 seconds in all or 60 seconds idle/);

    const busy = registry.begin('root', false);
    for (let t = 0; t < TRANSACTION_LIFETIME_MS; t += TRANSACTION_IDLE_MS / 2) {
      now += TRANSACTION_IDLE_MS / 2;
      registry.use(busy, 'root');
    }
    now += TRANSACTION_IDLE_MS / 2;
    expect(() => registry.use(busy, 'root')).toThrow(/expired/);
  });
});
