import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ADMIN_DEVICES, inboxMessageLink, type LeadAlert } from '@site/contract';
import { leadRef, createLeadOnce } from './lead-store.js';
import { emulatorFirestore } from '../../test/support/firestore.js';
import type { AlertSender } from './lead-alerts.js';
import { sweepUnansweredLeads } from './lead-escalation.js';
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';

// A project of its own: each test starts from an empty database.
const PROJECT_ID = 'demo-lead-escalation';

let db: Firestore;
let alerts: LeadAlert[];
const sender: AlertSender = {
  send: (_tokens, alert) => {
    alerts.push(alert);
    return Promise.resolve({ deadTokens: [] });
  },
};
const quiet = { info: () => undefined, error: () => undefined };

/** Wednesday 25 November 2026, 16:30 in Lagos. */
const ARRIVED = new Date('2026-11-25T15:30:00Z');

/** A lead as the contact function stores it, arrived at ARRIVED, with `fields` changed after. */
async function storeLead(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const messageId = randomUUID();
  await createLeadOnce(
    db,
    messageId,
    {
      name,
      email: 'lead@example.com',
      company: null,
      phone: null,
      subject: `Quote for ${name}`,
      message: 'Please call.',
    },
    { uid: null, userAgent: null, ipHash: 'h'.repeat(64), page: null, source: null },
    () => Promise.resolve(true),
    { now: ARRIVED, staleAfterMs: STALE_MAIL_ATTEMPT_MS },
  );
  await leadRef(db, messageId).update({
    createdAt: Timestamp.fromDate(ARRIVED),
    ...fields,
  });
  return messageId;
}

const sweepAt = (now: Date) =>
  sweepUnansweredLeads({ db, alerts: sender, now: () => now, log: quiet });

beforeAll(() => {
  db = emulatorFirestore(PROJECT_ID);
});

beforeEach(async () => {
  alerts = [];
  const cleared = await fetch(
    `http://${inject('firestoreEmulatorHost')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(cleared.ok).toBe(true);
  await db
    .collection(ADMIN_DEVICES)
    .doc('device-1')
    .set({ uid: 'admin-1', createdAt: Timestamp.now() });
});

describe('sweepUnansweredLeads', () => {
  it('alerts every admin once when a lead waits past one business hour', async () => {
    const messageId = await storeLead('Kemi Adebayo');

    // Wednesday 17:29: 59 business minutes. Then Thursday 09:15: 90 + 15.
    expect(await sweepAt(new Date('2026-11-25T16:29:00Z'))).toEqual([]);
    const thursday = new Date('2026-11-26T08:15:00Z');
    expect(await sweepAt(thursday)).toEqual([messageId]);
    expect(alerts).toEqual([
      {
        messageId,
        title: 'Unanswered for 1 h 45 min: Kemi Adebayo',
        body: 'Quote for Kemi Adebayo',
        link: inboxMessageLink(messageId),
      },
    ]);
    expect((await leadRef(db, messageId).get()).get('escalatedAt')).toEqual(
      Timestamp.fromDate(thursday),
    );

    // Later runs, and two at once, alert nobody again.
    const friday = new Date('2026-11-27T10:00:00Z');
    expect(await Promise.all([sweepAt(friday), sweepAt(friday)])).toEqual([[], []]);
    expect(alerts).toHaveLength(1);
  });

  it('leaves answered, closed and spam leads alone', async () => {
    await storeLead('Answered', {
      firstResponseAt: Timestamp.fromDate(ARRIVED),
      triage: 'replied',
    });
    await storeLead('Answered, still new', { firstResponseAt: Timestamp.fromDate(ARRIVED) });
    await storeLead('Closed', { triage: 'closed' });
    await storeLead('Spam', { triage: 'spam' });
    expect(await sweepAt(new Date('2026-11-27T10:00:00Z'))).toEqual([]);
    expect(alerts).toEqual([]);
  });
});
