import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { RATE_LIMITS } from './firestore.js';
import { CONTACT_RATE_LIMIT, consumeRateLimit, rateLimitRef } from './rate-limit.js';

let db: Firestore;
beforeAll(() => {
  db = emulatorFirestore();
});

/** One request counted in a transaction of its own. */
function consume(key: string, now: Date) {
  return db.runTransaction((transaction) =>
    consumeRateLimit(transaction, rateLimitRef(db, key), now),
  );
}

const start = new Date('2026-11-20T09:00:00Z');
const minutesAfterStart = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('consumeRateLimit', () => {
  it('should allow five requests in ten minutes and refuse the sixth without counting it', async () => {
    const key = randomUUID();
    const decisions = [];
    for (let minute = 0; minute < 6; minute += 1) {
      decisions.push(await consume(key, minutesAfterStart(minute)));
    }
    expect(decisions.map((decision) => decision.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(decisions.map((decision) => decision.count)).toEqual([1, 2, 3, 4, 5, 5]);
    const stored = (await db.collection(RATE_LIMITS).doc(key).get()).data();
    expect(stored?.count).toBe(5);
  });

  it('should open a new window ten minutes after the first request', async () => {
    const key = randomUUID();
    for (let request = 0; request < CONTACT_RATE_LIMIT.maxRequests; request += 1) {
      await consume(key, start);
    }
    expect((await consume(key, minutesAfterStart(9.9))).allowed).toBe(false);
    expect(await consume(key, minutesAfterStart(10))).toEqual({
      allowed: true,
      count: 1,
    });
  });

  it('should store the window start and a TTL field at its end', async () => {
    const key = randomUUID();
    await consume(key, start);
    const stored = (await db.collection(RATE_LIMITS).doc(key).get()).data();
    expect(stored).toEqual({
      count: 1,
      windowStartedAt: Timestamp.fromDate(start),
      expiresAt: Timestamp.fromDate(minutesAfterStart(10)),
    });
  });

  it('should keep separate counts per key', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    for (let request = 0; request < CONTACT_RATE_LIMIT.maxRequests; request += 1) {
      await consume(first, start);
    }
    expect((await consume(first, start)).allowed).toBe(false);
    expect((await consume(second, start)).allowed).toBe(true);
  });

  it('should let exactly five of ten concurrent requests through (transactional count)', async () => {
    const key = randomUUID();
    const decisions = await Promise.all(Array.from({ length: 10 }, () => consume(key, start)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect((await db.collection(RATE_LIMITS).doc(key).get()).data()?.count).toBe(5);
  });
});
