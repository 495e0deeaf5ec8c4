import { randomUUID } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_ERRORS, FIELD_REPORT_MAX_BYTES, WEB_VITALS, type FieldReport } from '@site/contract';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { fieldErrorId, handleFieldReport, type FieldReportRequest } from './field-report.js';

const site = 'https://lagoonridge.com.ng';
let db: Firestore;

beforeAll(() => {
  db = emulatorFirestore();
});

/** A report of its own release, so tests never see each other's documents. */
function report(overrides: Partial<FieldReport> = {}): FieldReport {
  return {
    route: '/services/cloud',
    release: `test-${randomUUID().slice(0, 8)}`,
    connection: '3g',
    deviceMemory: '2 GB',
    appLoaded: true,
    installed: false,
    metrics: [
      { name: 'LCP', value: 912, rating: 'good' },
      { name: 'INP', value: 88, rating: 'good', target: 'button#open-menu' },
    ],
    errors: [],
    ...overrides,
  };
}

const send = (body: string, ipHash: string, overrides: Partial<FieldReportRequest> = {}) =>
  handleFieldReport(
    { method: 'POST', origin: site, body, ...overrides },
    ipHash,
    { db, now: () => new Date(), rateLimit: { maxRequests: 3, windowMs: 60_000 } },
    [site],
  );

const vitalsOf = async (release: string) =>
  (await db.collection(WEB_VITALS).where('release', '==', release).get()).docs.map((d) => d.data());

describe('handleFieldReport', () => {
  it('stores a page view, one field per metric, with its context and a 90-day expiry', async () => {
    const sent = report();
    expect(await send(JSON.stringify(sent), randomUUID())).toEqual({ status: 204 });
    const [stored] = await vitalsOf(sent.release);
    expect(stored).toMatchObject({
      route: '/services/cloud',
      connection: '3g',
      deviceMemory: '2 GB',
      appLoaded: true,
      installed: false,
      LCP: 912,
      INP: 88,
      ratings: { LCP: 'good', INP: 'good' },
      inpTarget: 'button#open-menu',
    });
    const days =
      ((stored?.expiresAt as Timestamp).toMillis() - (stored?.receivedAt as Timestamp).toMillis()) /
      86_400_000;
    expect(days).toBe(90);
    expect(Object.keys(stored ?? {})).not.toContain('ipHash');
  });

  it('counts one error of one release and route as one document, however many report it', async () => {
    const error = { source: 'error' as const, message: 'TypeError: x is undefined', count: 2 };
    const first = report({ metrics: [], errors: [error] });
    await send(JSON.stringify(first), randomUUID());
    await send(JSON.stringify({ ...first, errors: [{ ...error, count: 1 }] }), randomUUID());
    const stored = await db.collection(FIELD_ERRORS).doc(fieldErrorId(first, error)).get();
    expect(stored.data()).toMatchObject({
      release: first.release,
      route: '/services/cloud',
      source: 'error',
      count: 3,
    });
    expect(await vitalsOf(first.release)).toEqual([]);
  });

  it('stores an error with no address, number or token in it, and counts two that differ only there as one', async () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEyMyJ9.c2lnbmF0dXJl';
    const leaky = (who: string, phone: string, token: string) => ({
      source: 'unhandledrejection' as const,
      message: `Error: ${who} (${phone}) sent ${jwt.replace('c2ln', token)} with Bearer ${token}abc; fetch https://api.example.com/v1/me?email=${who}#top failed`,
      count: 1,
    });
    const first = report({
      metrics: [],
      errors: [leaky('ada@example.com', '+234 803 555 0101', 'c2ln')],
    });
    await send(JSON.stringify(first), randomUUID());
    const second = { ...first, errors: [leaky('bola@example.org', '0803 555 0199', 'ZGlm')] };
    await send(JSON.stringify(second), randomUUID());
    const stored = (await db.collection(FIELD_ERRORS).where('release', '==', first.release).get())
      .docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data()).toMatchObject({
      count: 2,
      message:
        'Error: [email] [number]) sent [jwt] with Bearer [token]; fetch https://api.example.com/v1/me?[query]#[fragment] failed',
    });
    // Its id is the scrubbed text's: nothing of what was scrubbed can be found by hashing a guess.
    expect(stored[0]!.id).toBe(
      fieldErrorId(first, { ...first.errors[0]!, message: stored[0]!.get('message') as string }),
    );
  });

  it('refuses what is not a report, and stores nothing from it', async () => {
    const ipHash = randomUUID();
    const base = report();
    const answers = await Promise.all([
      send('not json', ipHash),
      send(JSON.stringify({ ...base, route: '/contact?email=ada@example.com' }), ipHash),
      send(
        JSON.stringify({ ...base, metrics: [{ name: 'LCP', value: -5, rating: 'good' }] }),
        ipHash,
      ),
      send('x'.repeat(FIELD_REPORT_MAX_BYTES + 1), ipHash),
      send(JSON.stringify(base), ipHash, { method: 'GET' }),
      send(JSON.stringify(base), ipHash, { origin: 'https://evil.example' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 413, 405, 403]);
    expect(answers[1]).toMatchObject({ text: 'The report could not be read: route is not valid.' });
    expect(await vitalsOf(base.release)).toEqual([]);
  });

  it('answers a flood with 429 and stores nothing past the limit', async () => {
    const ipHash = randomUUID();
    const sent = report();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await send(JSON.stringify(sent), ipHash)).status);
    expect(answers).toEqual([204, 204, 204, 429, 429]);
    expect(await vitalsOf(sent.release)).toHaveLength(3);
  });
});
