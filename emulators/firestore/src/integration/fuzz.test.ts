// Property-based tests: no request, however malformed, gets a 5xx or takes the server down; and any
// valid document survives a write and a read unchanged.
import { Agent, request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedUtf16 } from '../model/names.js';
import { startEmulator, type RunningEmulator } from '../server.js';

const PROJECT = 'demo-fuzz';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{document=**} { allow read, write: if request.auth != null; }
    match /owned/{id} { allow read: if resource.data.owner == request.auth.uid; }
  }
}`;

let emulator: RunningEmulator;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, projectId: PROJECT, rulesSource: RULES });
});

afterAll(async () => {
  agent.destroy();
  await emulator.close();
});

interface Reply {
  status: number;
  body: string;
}

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: emulator.host, port: emulator.port, method, path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const userToken = (claims: object) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

const authorization = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'Bearer owner',
      `Bearer ${userToken({ sub: 'alice', user_id: 'alice' })}`,
    ),
    weight: 8,
  },
  { arbitrary: fc.constant(undefined), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      `Bearer ${userToken({ user_id: 42 })}`,
      'Bearer a.b.c',
      'Bearer e30.bm90IGpzb24.',
      'Basic dXNlcjpwYXNz',
      'Bearer',
    ),
    weight: 1,
  },
);

// ---------------------------------------------------------------- request generators
// Mostly well-formed API calls whose parts are, at random, valid or junk, so that the runs reach deep
// into decoding, rules, queries and commits rather than stopping at the first check.

const junk = fc.jsonValue({ maxDepth: 2 });
const orJunk = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: junk, weight: 1 });

const id = fc.oneof(
  fc.constantFrom('x', 'y', 'alice', '__x__', '', '.', 'a:b'),
  fc.stringMatching(/^[a-z]{1,4}$/),
);
const documentName = orJunk(
  fc.oneof(
    fc.tuple(fc.constantFrom('open', 'owned', 'other'), id).map(([c, d]) => `${ROOT}/${c}/${d}`),
    fc.constantFrom(
      `${ROOT}/open`,
      `${ROOT}`,
      'projects/other/databases/(default)/documents/a/b',
      `${ROOT}/open/x/sub/y`,
    ),
  ),
);
const fieldPath = orJunk(
  fc.constantFrom('a', 'b.c', 'owner', '`q.r`', '__name__', 'a..b', '', 'n'),
);
const validValue = fc.oneof(
  fc.constantFrom(
    { nullValue: null },
    { nullValue: 'NULL_VALUE' },
    { booleanValue: true },
    { doubleValue: 'NaN' },
    { doubleValue: 1.5 },
    { stringValue: 'alice' },
    { timestampValue: '2024-01-01T00:00:00Z' },
    { bytesValue: 'AQI=' },
    { geoPointValue: { latitude: 1, longitude: 2 } },
    { referenceValue: `${ROOT}/open/x` },
  ),
  fc.integer().map((n) => ({ integerValue: String(n) })),
  fc.constant({ arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'alice' }] } }),
  fc.constant({ mapValue: { fields: { k: { integerValue: '1' } } } }),
);
const anyValue = orJunk(validValue);
const anyFields = orJunk(
  fc.dictionary(fc.constantFrom('a', 'b', 'n', 'owner', 'tags', '__x__', ''), anyValue, {
    maxKeys: 3,
  }),
);
const precondition = orJunk(
  fc.oneof(
    fc.boolean().map((exists) => ({ exists })),
    fc.constant({ updateTime: '2024-01-01T00:00:00Z' }),
  ),
);
const transform = orJunk(
  fc
    .record({
      fieldPath,
      setToServerValue: fc.constantFrom('REQUEST_TIME', 1, 0, 'NOW'),
    })
    .chain((t) =>
      fc.oneof(
        fc.constant(t),
        anyValue.map((v) => ({ fieldPath: t.fieldPath, increment: v })),
        anyValue.map((v) => ({ fieldPath: t.fieldPath, maximum: v })),
        fc
          .array(anyValue, { maxLength: 2 })
          .map((values) => ({ fieldPath: t.fieldPath, appendMissingElements: { values } })),
        fc
          .array(anyValue, { maxLength: 2 })
          .map((values) => ({ fieldPath: t.fieldPath, removeAllFromArray: { values } })),
      ),
    ),
);
const write = orJunk(
  fc.oneof(
    fc.record(
      {
        update: fc.record({ name: documentName, fields: anyFields }),
        updateMask: fc.record({ fieldPaths: fc.array(fieldPath, { maxLength: 3 }) }),
        updateTransforms: fc.array(transform, { maxLength: 2 }),
        currentDocument: precondition,
      },
      { requiredKeys: ['update'] },
    ),
    fc.record(
      { delete: documentName, currentDocument: precondition },
      { requiredKeys: ['delete'] },
    ),
    fc.record({
      transform: fc.record({
        document: documentName,
        fieldTransforms: fc.array(transform, { maxLength: 2 }),
      }),
    }),
  ),
);
const operator = fc.constantFrom(
  'EQUAL',
  'NOT_EQUAL',
  'LESS_THAN',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'NOT_IN',
  'ARRAY_CONTAINS',
  'ARRAY_CONTAINS_ANY',
  5,
  8,
  0,
  99,
  'LIKE',
);
const filter: fc.Arbitrary<unknown> = fc.letrec<{ filter: unknown }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small' },
    fc.record({
      fieldFilter: fc.record({
        field: fc.record({ fieldPath }),
        op: operator,
        value: orJunk(
          fc.oneof(
            validValue,
            fc.constant({
              arrayValue: { values: [{ stringValue: 'alice' }, { nullValue: null }] },
            }),
          ),
        ),
      }),
    }),
    fc.record({
      unaryFilter: fc.record({
        field: fc.record({ fieldPath }),
        op: fc.constantFrom('IS_NULL', 'IS_NAN', 'IS_NOT_NULL', 3, 'X'),
      }),
    }),
    fc.record({
      compositeFilter: fc.record({
        op: fc.constantFrom('AND', 'OR', 1, 2, 'XOR'),
        filters: fc.array(tie('filter'), { maxLength: 3 }),
      }),
    }),
  ),
})).filter;
const structuredQuery = orJunk(
  fc.record(
    {
      from: orJunk(
        fc.array(
          fc.record(
            {
              collectionId: orJunk(fc.constantFrom('open', 'owned', 'items', '')),
              allDescendants: fc.boolean(),
            },
            { requiredKeys: ['collectionId'] },
          ),
          { minLength: 1, maxLength: 2 },
        ),
      ),
      where: filter,
      orderBy: fc.array(
        orJunk(
          fc.record({
            field: fc.record({ fieldPath }),
            direction: fc.constantFrom('ASCENDING', 'DESCENDING', 2, 'UP'),
          }),
        ),
        { maxLength: 2 },
      ),
      startAt: orJunk(
        fc.record({ values: fc.array(anyValue, { maxLength: 2 }), before: fc.boolean() }),
      ),
      endAt: orJunk(
        fc.record({ values: fc.array(anyValue, { maxLength: 2 }), before: fc.boolean() }),
      ),
      limit: orJunk(fc.nat(5)),
      offset: orJunk(fc.nat(3)),
      select: orJunk(fc.record({ fields: fc.array(fc.record({ fieldPath }), { maxLength: 2 }) })),
    },
    { requiredKeys: ['from'] },
  ),
);
const transactionOptions = orJunk(
  fc.constantFrom({ readWrite: {} }, { readOnly: {} }, { readWrite: { retryTransaction: 'abc=' } }),
);

const apiBody: Record<string, fc.Arbitrary<unknown>> = {
  commit: fc.record(
    { writes: fc.array(write, { maxLength: 3 }), transaction: fc.string({ maxLength: 8 }) },
    { requiredKeys: ['writes'] },
  ),
  batchWrite: fc.record({ writes: fc.array(write, { maxLength: 3 }) }),
  batchGet: fc.record(
    {
      documents: fc.array(documentName, { maxLength: 3 }),
      mask: fc.record({ fieldPaths: fc.array(fieldPath, { maxLength: 2 }) }),
      newTransaction: transactionOptions,
    },
    { requiredKeys: ['documents'] },
  ),
  runQuery: fc.record(
    { structuredQuery, newTransaction: transactionOptions },
    { requiredKeys: ['structuredQuery'] },
  ),
  runAggregationQuery: fc.record({
    structuredAggregationQuery: orJunk(
      fc.record({
        structuredQuery,
        aggregations: fc.array(
          orJunk(
            fc.oneof(
              fc.constant({ alias: 'c', count: {} }),
              fc.record({
                alias: fc.constantFrom('s', 'c'),
                sum: fc.record({ field: fc.record({ fieldPath }) }),
              }),
              fc.record({ avg: fc.record({ field: fc.record({ fieldPath }) }) }),
            ),
          ),
          { maxLength: 2 },
        ),
      }),
    ),
  }),
  beginTransaction: fc.record({ options: transactionOptions }),
  rollback: fc.record({ transaction: orJunk(fc.string({ maxLength: 8 })) }),
  listCollectionIds: fc.record({
    pageSize: orJunk(fc.nat(3)),
    pageToken: fc.string({ maxLength: 4 }),
  }),
};

const verbCall = fc
  .constantFrom(...Object.keys(apiBody))
  .chain((verb) =>
    fc.tuple(
      fc.constant(verb),
      apiBody[verb] as fc.Arbitrary<unknown>,
      fc.constantFrom('', '?$alt=json%3Benum-encoding=int', '?key=k'),
    ),
  );

interface FuzzRequest {
  method: string;
  path: string;
  body: string | undefined;
}

const segment = fc.oneof(
  fc.constantFrom('open', 'owned', 'a', 'b', '(default)', '%28default%29', '__x__', '.', '..', ''),
  fc.stringMatching(/^[A-Za-z0-9%:()_.~-]{0,12}$/),
);

const anyRequest: fc.Arbitrary<FuzzRequest> = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  path: fc.oneof(
    fc.constantFrom(
      '/',
      '/emulator/v1/projects/p:securityRules',
      `/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    ),
    fc
      .tuple(
        fc.array(segment, { maxLength: 5 }),
        fc.option(fc.constantFrom(...Object.keys(apiBody), 'listen', 'nope')),
        fc.option(
          fc.constantFrom(
            '?mask.fieldPaths=a',
            '?pageSize=x',
            '?currentDocument.exists=maybe',
            '?documentId=%2F',
            '?showMissing=true',
          ),
        ),
      )
      .map(
        ([segments, verb, query]) =>
          `/v1/${ROOT}${segments.map((s) => `/${s}`).join('')}${verb ? `:${verb}` : ''}${query ?? ''}`,
      ),
    fc.array(segment, { maxLength: 8 }).map((segments) => `/${segments.join('/')}`),
  ),
  body: fc.oneof(
    fc.constant(undefined),
    junk.map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  ),
});

const apiRequest: fc.Arbitrary<FuzzRequest> = verbCall.map(([verb, body, query]) => ({
  method: 'POST',
  path: `/v1/${ROOT}:${verb}${query}`,
  body: JSON.stringify(body),
}));

const documentRequest: fc.Arbitrary<FuzzRequest> = fc.record({
  method: fc.constantFrom('GET', 'PATCH', 'DELETE', 'POST'),
  path: fc
    .tuple(
      fc.constantFrom('open/x', 'owned/alice', 'open', 'open/x/sub', 'owned'),
      fc.constantFrom(
        '',
        '?mask.fieldPaths=a',
        '?updateMask.fieldPaths=n',
        '?currentDocument.exists=true',
        '?documentId=z',
        '?pageSize=1&showMissing=true',
      ),
    )
    .map(([p, q]) => `/v1/${ROOT}/${p}${q}`),
  body: anyFields.map((f) => JSON.stringify({ fields: f })),
});

const fuzzRequest = fc.oneof(
  { arbitrary: apiRequest, weight: 6 },
  { arbitrary: documentRequest, weight: 2 },
  { arbitrary: anyRequest, weight: 2 },
);

describe('fuzzing the HTTP surface', () => {
  it('never answers with a server error, and every error is a Google API error body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fuzzRequest,
        authorization,
        async ({ method, path: target, body: payload }, auth) => {
          const headers: Record<string, string> = { 'content-type': 'text/plain' };
          if (auth !== undefined) headers['authorization'] = auth;
          if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
          const reply = await send(method, target, headers, payload);
          expect(reply.status, `${method} ${target} ${payload ?? ''}\n${reply.body}`).not.toBe(500);
          expect(reply.status).toBeLessThan(502);
          if (reply.status >= 400) {
            const error = (
              JSON.parse(reply.body) as { error: { code: number; status: string; message: string } }
            ).error;
            expect(error.code).toBe(reply.status);
            expect(error.message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 400 },
    );
    const health = await send('GET', '/', {}, undefined);
    expect([health.status, health.body]).toEqual([200, 'Ok']);
  });

  it('loads or refuses any rules text without a server error', async () => {
    const fragments = fc.constantFrom(
      'rules_version',
      "'2'",
      ';',
      'service',
      'cloud.firestore',
      '{',
      '}',
      'match',
      '/databases/{database}/documents',
      '/{x=**}',
      'allow',
      'read',
      'write',
      ':',
      'if',
      'true',
      '&&',
      '(',
      ')',
      'request.auth.uid',
      '==',
      'function',
      'f',
      'let',
      'return',
      '[',
      ']',
      ',',
      '"',
      'x.size()',
      '$(x)',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fragments, { maxLength: 40 }),
        fc.string({ maxLength: 20 }),
        async (parts, noise) => {
          const content = `${parts.join(' ')}${noise}`;
          const reply = await send(
            'PUT',
            '/emulator/v1/projects/demo-fuzz-rules:securityRules',
            {},
            JSON.stringify({ rules: { files: [{ content }] } }),
          );
          expect([200, 400]).toContain(reply.status);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------- valid values round-trip

const fieldName = fc
  .string({ minLength: 1, maxLength: 8 })
  .filter((s) => isWellFormedUtf16(s) && !/^__.*__$/s.test(s));
const scalar = fc.oneof(
  fc.constant({ nullValue: null }),
  fc.boolean().map((b) => ({ booleanValue: b })),
  fc
    .bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n })
    .map((n) => ({ integerValue: n.toString() })),
  fc
    .double()
    .map((d) =>
      Number.isNaN(d)
        ? { doubleValue: 'NaN' }
        : d === Infinity
          ? { doubleValue: 'Infinity' }
          : d === -Infinity
            ? { doubleValue: '-Infinity' }
            : { doubleValue: Object.is(d, -0) ? 0 : d },
    ),
  fc
    .tuple(
      fc.integer({ min: -62135596800, max: 253402300799 }),
      fc.integer({ min: 0, max: 999999 }),
    )
    .map(([seconds, micros]) => ({
      timestampValue: `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${String(micros).padStart(6, '0')}Z`,
    })),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => ({ stringValue: s })),
  fc
    .uint8Array({ maxLength: 16 })
    .map((bytes) => ({ bytesValue: Buffer.from(bytes).toString('base64') })),
  fc
    .array(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/), { minLength: 1, maxLength: 3 })
    .map((ids) => ({ referenceValue: `${ROOT}/${ids.map((id) => `c/${id}`).join('/')}` })),
  fc
    .tuple(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
    )
    .map(([latitude, longitude]) => ({
      geoPointValue: {
        latitude: Object.is(latitude, -0) ? 0 : latitude,
        longitude: Object.is(longitude, -0) ? 0 : longitude,
      },
    })),
);
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; element: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('element'), { maxLength: 3 }).map((values) => ({ arrayValue: { values } })),
    fc
      .dictionary(fieldName, tie('value'), { maxKeys: 3 })
      .map((fields) => ({ mapValue: { fields } })),
  ),
  element: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc
      .dictionary(fieldName, tie('value'), { maxKeys: 3 })
      .map((fields) => ({ mapValue: { fields } })),
  ),
})).value;

describe('round-tripping valid documents', () => {
  it('returns every document exactly as written', async () => {
    const headers = { authorization: 'Bearer owner', 'content-type': 'application/json' };
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fieldName, value, { maxKeys: 5 }), async (fields) => {
        const name = `${ROOT}/open/roundtrip`;
        const written = await send(
          'POST',
          `/v1/${ROOT}:commit`,
          headers,
          JSON.stringify({ writes: [{ update: { name, fields } }] }),
        );
        expect(written.status, written.body).toBe(200);
        const read = await send(
          'POST',
          `/v1/${ROOT}:batchGet`,
          headers,
          JSON.stringify({ documents: [name] }),
        );
        const [reply] = JSON.parse(read.body) as { found: { fields: unknown } }[];
        expect(reply?.found.fields).toEqual(fields);
      }),
      { numRuns: 200 },
    );
  });
});
