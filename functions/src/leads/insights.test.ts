import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, FIELD_ERRORS, WEB_VITALS } from '@site/contract';
import { emulatorFirestore } from '../../test/support/firestore.js';
import { handleInsightsRequest, readInsights } from './insights.js';

// A project of its own, seeded once as the functions store leads and field reports.
const PROJECT_ID = 'demo-insights';
const now = new Date('2026-11-27T12:00:00Z');
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

let db: Firestore;

beforeAll(async () => {
  db = emulatorFirestore(PROJECT_ID);
  const leads = db.collection(CONTACT_MESSAGES);
  const campaign = { landingPage: '/services/cloud', utmSource: 'newsletter', utmCampaign: 'q4' };
  await leads
    .doc('a')
    .set({ createdAt: at('2026-11-26T09:00:00Z'), source: campaign, triage: 'new' });
  await leads
    .doc('b')
    .set({ createdAt: at('2026-11-20T09:00:00Z'), source: campaign, triage: 'replied' });
  await leads
    .doc('spam')
    .set({ createdAt: at('2026-11-26T10:00:00Z'), source: campaign, triage: 'spam' });
  await leads
    .doc('old')
    .set({ createdAt: at('2026-09-01T09:00:00Z'), source: null, triage: 'new' });
  const views = db.collection(WEB_VITALS);
  for (const LCP of [800, 1200, 2600])
    await views.add({ route: '/services/cloud', LCP, receivedAt: at('2026-11-25T09:00:00Z') });
  await db
    .collection(FIELD_ERRORS)
    .doc('e1')
    .set({
      source: 'error',
      route: '/contact',
      release: 'r1',
      message: 'TypeError: x is undefined',
      count: 3,
      lastSeenAt: at('2026-11-25T09:00:00Z'),
    });
});

describe('readInsights', () => {
  it("summarises the window's leads (no spam), page views and errors", async () => {
    const insights = await readInsights(db, now);
    expect(insights.leads.total).toBe(2);
    expect(insights.leads.byCampaign).toEqual([{ label: 'q4', count: 2 }]);
    expect(insights.landing).toEqual([{ route: '/services/cloud', views: 3, leads: 2 }]);
    expect(insights.vitals[0]?.p75.LCP).toBe(2600);
    expect(insights.errors).toEqual([
      expect.objectContaining({ message: 'TypeError: x is undefined', count: 3 }),
    ]);
  });

  it('is for admins only', async () => {
    const refused = await handleInsightsRequest(
      { uid: 'client', email: null, admin: false },
      { db, now: () => now },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpsError);
    expect((refused as HttpsError).code).toBe('permission-denied');
  });
});
