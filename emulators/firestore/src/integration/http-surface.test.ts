// The HTTP surface itself: health, CORS, control endpoints, REST document methods, and the errors for
// bad input (status, HTTP code, a message that says what is wrong).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';

const PROJECT = 'demo-http';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const OPEN_RULES =
  "rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if true; } } }";

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, projectId: PROJECT, rulesSource: OPEN_RULES });
});

afterAll(() => emulator.close());

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { authorization: 'Bearer owner', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    text,
    json: json as Record<string, unknown> & {
      error?: { code: number; status: string; message: string };
    },
    headers: response.headers,
  };
}

const commit = (writes: unknown[]) => call('POST', `/v1/${ROOT}:commit`, { writes });
const update = (path: string, fields: unknown) => ({ update: { name: `${ROOT}/${path}`, fields } });

describe('health, CORS and control endpoints', () => {
  it('answers GET / with Ok, as the official emulator does', async () => {
    const response = await call('GET', '/');
    expect([response.status, response.text]).toEqual([200, 'Ok']);
  });

  it('answers the preflight Lite triggers in a browser', async () => {
    const response = await fetch(`${emulator.url}/v1/${ROOT}:batchGet`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,content-type,google-cloud-resource-prefix,x-goog-api-client,x-goog-request-params',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'google-cloud-resource-prefix',
    );
    const post = await call(
      'POST',
      `/v1/${ROOT}:batchGet`,
      { documents: [] },
      { origin: 'http://localhost:5173', 'content-type': 'text/plain' },
    );
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('loads rules per project and reports syntax errors with line and column', async () => {
    const project = 'demo-http-rules';
    const rules = (text: string) =>
      call('PUT', `/emulator/v1/projects/${project}:securityRules`, {
        rules: { files: [{ content: text }] },
      });
    const broken = await rules(
      "rules_version = '2';\nservice cloud.firestore {\n  match /x/{y} { allow read: if ; }\n}",
    );
    expect(broken.status).toBe(400);
    expect(broken.json.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/Line 3, column 33: Syntax error/),
    });
    const unsupported = await rules(
      "rules_version = '2';\nservice cloud.firestore {\n  match /x/{y} { allow read: if y.reverse() == 1; }\n}",
    );
    expect(unsupported.json.error?.message).toMatch(
      /Line 3, column \d+: Unsupported method \.reverse\(\)/,
    );
    expect((await rules(OPEN_RULES)).status).toBe(200);
    const userToken = `e30.${Buffer.from(JSON.stringify({ sub: 'u' })).toString('base64url')}.`;
    const read = await call(
      'POST',
      `/v1/projects/${project}/databases/(default)/documents:batchGet`,
      { documents: [`projects/${project}/databases/(default)/documents/a/b`] },
      { authorization: `Bearer ${userToken}` },
    );
    expect(read.status).toBe(200);
  });

  it('clears one project database', async () => {
    expect((await commit([update('clear/me', {})])).status).toBe(200);
    expect(
      (await call('DELETE', `/emulator/v1/projects/${PROJECT}/databases/(default)/documents`))
        .status,
    ).toBe(200);
    const read = await call('POST', `/v1/${ROOT}:batchGet`, { documents: [`${ROOT}/clear/me`] });
    expect(read.json).toEqual([expect.objectContaining({ missing: `${ROOT}/clear/me` })]);
  });
});

describe('REST details the SDKs rely on', () => {
  it('replies to batchGet with a JSON array and to commit with write results', async () => {
    const written = await commit([update('rest/a', { n: { integerValue: 1 } })]);
    expect(written.json).toEqual({
      writeResults: [{ updateTime: expect.stringMatching(/Z$/) }],
      commitTime: expect.any(String),
    });
    const read = await call('POST', `/v1/${ROOT}:batchGet`, {
      documents: [`${ROOT}/rest/a`, `${ROOT}/rest/b`],
    });
    expect(read.json).toEqual([
      {
        found: {
          name: `${ROOT}/rest/a`,
          fields: { n: { integerValue: '1' } },
          createTime: expect.any(String),
          updateTime: expect.any(String),
        },
        readTime: expect.any(String),
      },
      { missing: `${ROOT}/rest/b`, readTime: expect.any(String) },
    ]);
  });

  it('decodes percent-encoded paths and numeric enums (firebase-admin with enum-encoding=int)', async () => {
    await commit([update('enum/x', { n: { integerValue: '5' } })]);
    const response = await call(
      'POST',
      `/v1/projects/${PROJECT}/databases/%28default%29/documents:runQuery?$alt=json%3Benum-encoding=int`,
      {
        structuredQuery: {
          from: [{ collectionId: 'enum' }],
          where: {
            fieldFilter: { field: { fieldPath: 'n' }, op: 5, value: { integerValue: '5' } },
          },
          orderBy: [{ field: { fieldPath: 'n' }, direction: 2 }],
        },
      },
    );
    expect(response.status).toBe(200);
    expect((response.json as unknown as { document: { name: string } }[])[0]?.document.name).toBe(
      `${ROOT}/enum/x`,
    );
  });

  it('serves GET with a mask, PATCH, POST into a collection and DELETE', async () => {
    await commit([update('rest/doc', { a: { stringValue: 'x' }, b: { stringValue: 'y' } })]);
    const got = await call('GET', `/v1/${ROOT}/rest/doc?mask.fieldPaths=a`);
    expect(got.json).toMatchObject({ fields: { a: { stringValue: 'x' } } });
    expect(Object.keys((got.json as { fields: object }).fields)).toEqual(['a']);
    const patched = await call('PATCH', `/v1/${ROOT}/rest/doc?updateMask.fieldPaths=b`, {
      fields: { b: { stringValue: 'z' } },
    });
    expect(patched.json).toMatchObject({
      fields: { a: { stringValue: 'x' }, b: { stringValue: 'z' } },
    });
    const created = await call('POST', `/v1/${ROOT}/rest?documentId=new`, { fields: {} });
    expect(created.json).toMatchObject({ name: `${ROOT}/rest/new` });
    expect((await call('POST', `/v1/${ROOT}/rest?documentId=new`, { fields: {} })).status).toBe(
      409,
    );
    expect((await call('DELETE', `/v1/${ROOT}/rest/doc`)).status).toBe(200);
    const missing = await call('GET', `/v1/${ROOT}/rest/doc`);
    expect([missing.status, missing.json.error?.status]).toEqual([404, 'NOT_FOUND']);
  });

  it('starts a transaction inside a read and aborts it when a read document changed', async () => {
    await commit([update('tx/a', { n: { integerValue: '1' } })]);
    const read = await call('POST', `/v1/${ROOT}:batchGet`, {
      documents: [`${ROOT}/tx/a`],
      newTransaction: { readWrite: {} },
    });
    const transaction = (read.json as unknown as { transaction: string }[])[0]?.transaction;
    expect(transaction).toEqual(expect.any(String));
    await commit([update('tx/a', { n: { integerValue: '2' } })]);
    const conflicting = await call('POST', `/v1/${ROOT}:commit`, {
      writes: [update('tx/a', { n: { integerValue: '3' } })],
      transaction,
    });
    expect([conflicting.status, conflicting.json.error?.status]).toEqual([409, 'ABORTED']);
    const reused = await call('POST', `/v1/${ROOT}:rollback`, { transaction });
    expect([reused.status, reused.json.error?.status]).toEqual([400, 'INVALID_ARGUMENT']);
  });
});

describe('bad input', () => {
  const bigString = 'x'.repeat(1024 * 1024);
  const longId = 'i'.repeat(1501);
  const cases: [string, () => Promise<Awaited<ReturnType<typeof call>>>, number, string, RegExp][] =
    [
      [
        'malformed JSON',
        () => call('POST', `/v1/${ROOT}:commit`, '{"writes": ['),
        400,
        'INVALID_ARGUMENT',
        /Invalid JSON payload/,
      ],
      [
        'an unknown field',
        () => call('POST', `/v1/${ROOT}:commit`, { writes: [], extra: 1 }),
        400,
        'INVALID_ARGUMENT',
        /Unknown name "extra"/,
      ],
      [
        'an unknown field in a write',
        () => commit([{ ...update('a/b', {}), upsert: true }]),
        400,
        'INVALID_ARGUMENT',
        /Unknown name "upsert" at 'writes\[0\]'/,
      ],
      [
        'an invalid value encoding',
        () => commit([update('a/b', { n: { integerValue: 'ten' } })]),
        400,
        'INVALID_ARGUMENT',
        /writes\[0\]\.update\.fields\.n\.integerValue.*not a 64-bit integer/,
      ],
      [
        'a value with two types',
        () => commit([update('a/b', { n: { integerValue: '1', stringValue: 'x' } })]),
        400,
        'INVALID_ARGUMENT',
        /exactly one of/,
      ],
      [
        'a collection path where a document belongs',
        () => commit([update('a', {})]),
        400,
        'INVALID_ARGUMENT',
        /document needs an even number/,
      ],
      [
        'a name in another database',
        () => commit([{ delete: 'projects/other/databases/(default)/documents/a/b' }]),
        400,
        'INVALID_ARGUMENT',
        /is not below/,
      ],
      [
        'an empty path segment',
        () => commit([update('a//b', {})]),
        400,
        'INVALID_ARGUMENT',
        /empty ID/,
      ],
      ['a reserved ID', () => commit([update('a/__x__', {})]), 400, 'INVALID_ARGUMENT', /reserved/],
      [
        'an ID over 1,500 bytes',
        () => commit([update(`a/${longId}`, {})]),
        400,
        'INVALID_ARGUMENT',
        /longer than 1500 bytes/,
      ],
      [
        'a document over 1 MiB',
        () => commit([update('a/big', { s: { stringValue: bigString } })]),
        400,
        'INVALID_ARGUMENT',
        /exceeds the maximum allowed size of 1048576 bytes/,
      ],
      [
        'a body over 11 MiB',
        () => call('POST', `/v1/${ROOT}:commit`, 'x'.repeat(12 * 1024 * 1024)),
        400,
        'INVALID_ARGUMENT',
        /payload size exceeds/,
      ],
      [
        'a bad field path in a mask',
        () => commit([{ ...update('a/b', {}), updateMask: { fieldPaths: ['a..b'] } }]),
        400,
        'INVALID_ARGUMENT',
        /Invalid field path "a..b"/,
      ],
      [
        'two operations in one write',
        () => commit([{ ...update('a/b', {}), delete: `${ROOT}/a/b` }]),
        400,
        'INVALID_ARGUMENT',
        /exactly one of update, delete or transform/,
      ],
      [
        'an unknown operator',
        () =>
          call('POST', `/v1/${ROOT}:runQuery`, {
            structuredQuery: {
              from: [{ collectionId: 'a' }],
              where: {
                fieldFilter: { field: { fieldPath: 'a' }, op: 'LIKE', value: { nullValue: null } },
              },
            },
          }),
        400,
        'INVALID_ARGUMENT',
        /"LIKE" is not one of LESS_THAN/,
      ],
      [
        'too many values in an in filter',
        () =>
          call('POST', `/v1/${ROOT}:runQuery`, {
            structuredQuery: {
              from: [{ collectionId: 'a' }],
              where: {
                fieldFilter: {
                  field: { fieldPath: 'a' },
                  op: 'IN',
                  value: {
                    arrayValue: { values: Array.from({ length: 31 }, () => ({ nullValue: null })) },
                  },
                },
              },
            },
          }),
        400,
        'INVALID_ARGUMENT',
        /at most 30/,
      ],
      [
        'a read more than an hour ago',
        () =>
          call('POST', `/v1/${ROOT}:batchGet`, { documents: [], readTime: '2020-01-01T00:00:00Z' }),
        400,
        'FAILED_PRECONDITION',
        /more than one hour ago/,
      ],
      [
        'malformed percent-encoding',
        () => call('GET', `/v1/${ROOT}/a/%E0%A4%A`),
        400,
        'INVALID_ARGUMENT',
        /malformed percent-encoding/,
      ],
      ['an unknown path', () => call('GET', '/v2/whatever'), 404, 'NOT_FOUND', /Unknown URL path/],
      [
        'an unknown verb',
        () => call('POST', `/v1/${ROOT}:listen`, {}),
        501,
        'UNIMPLEMENTED',
        /not supported/,
      ],
      [
        'a token that is not a JWT',
        () =>
          call(
            'POST',
            `/v1/${ROOT}:batchGet`,
            { documents: [] },
            { authorization: 'Bearer nonsense' },
          ),
        401,
        'UNAUTHENTICATED',
        /not a JWT/,
      ],
    ];

  it.each(cases)('refuses %s', async (_name, send, httpCode, status, message) => {
    const response = await send();
    expect(response.status).toBe(httpCode);
    expect(response.json.error).toMatchObject({ code: httpCode, status });
    expect(response.json.error?.message).toMatch(message);
  });
});
