import { describe, expect, it } from 'vitest';
import { summariseFunnel, summariseInsights, summariseLeads, topErrors } from './insights.js';
import { lagosWeekStart } from './lagos-time.js';
import type { LeadSource } from './lead-source-rules.js';

const now = new Date('2026-11-27T12:00:00Z'); // Friday

const lead = (createdAt: string, source: Record<string, string> | null, page = '/contact') => ({
  createdAt: new Date(createdAt),
  source: source ? { landingPage: '/', ...source } : null,
  page,
});

describe('summariseLeads', () => {
  const leads = [
    lead('2026-11-26T09:00:00Z', {
      landingPage: '/services/cloud',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'q4-cloud',
    }),
    lead('2026-11-24T09:00:00Z', {
      landingPage: '/services/cloud',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'q4-cloud',
    }),
    lead('2026-11-17T09:00:00Z', { landingPage: '/', referrerHost: 'www.google.com' }),
    lead('2026-11-05T09:00:00Z', null, '/contact'),
    // Outside the 28 days.
    lead('2026-10-01T09:00:00Z', { landingPage: '/', utmSource: 'old' }),
  ];

  it("counts the window's leads per Monday-to-Sunday week in Lagos, empty weeks included", () => {
    const summary = summariseLeads(leads, now);
    expect(summary.total).toBe(4);
    expect(summary.weeks).toEqual([
      { weekStart: '2026-10-26', count: 0 },
      { weekStart: '2026-11-02', count: 1 },
      { weekStart: '2026-11-09', count: 0 },
      { weekStart: '2026-11-16', count: 1 },
      { weekStart: '2026-11-23', count: 2 },
    ]);
  });

  // Each lead is named by campaign tag, else referring site; the most frequent label first.
  it.each([
    ['bySource', { newsletter: 2, '(direct)': 1, 'www.google.com': 1 }],
    ['byMedium', { email: 2, '(none)': 1, referral: 1 }],
    ['byCampaign', { '(none)': 2, 'q4-cloud': 2 }],
    ['byLandingPage', { '/services/cloud': 2, '/': 1, '/contact': 1 }],
  ] as const)('counts the leads %s', (dimension, counts) => {
    expect(summariseLeads(leads, now)[dimension]).toEqual(
      Object.entries(counts).map(([label, count]) => ({ label, count })),
    );
  });
});

describe('summariseInsights', () => {
  it("puts each route's page views beside the leads that landed there, and the top errors", () => {
    const insights = summariseInsights({
      leads: [lead('2026-11-26T09:00:00Z', { landingPage: '/services/cloud' })],
      meetings: [],
      views: [
        { route: '/', LCP: 900 },
        { route: '/', LCP: 1100 },
        { route: '/services/cloud', LCP: 1500, INP: 80 },
      ],
      errors: [
        { source: 'error', route: '/', release: 'r1', message: 'A', count: 2 },
        { source: 'error', route: '/', release: 'r1', message: 'B', count: 9 },
      ],
      now,
    });
    expect(insights.landing).toEqual([
      { route: '/services/cloud', views: 1, leads: 1 },
      { route: '/', views: 2, leads: 0 },
    ]);
    expect(insights.vitals.map((row) => [row.route, row.views, row.p75.LCP])).toEqual([
      ['/', 2, 1100],
      ['/services/cloud', 1, 1500],
    ]);
    expect(insights.errors.map((error) => error.message)).toEqual(['B', 'A']);
    expect(topErrors(insights.errors, 1)).toHaveLength(1);
  });

  it('starts weeks on Monday, Lagos time', () => {
    // Sunday 23:30 UTC is Monday 00:30 in Lagos.
    expect(lagosWeekStart(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(lagosWeekStart(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-16');
  });
});

describe('summariseFunnel', () => {
  const ad = { landingPage: '/booking', utmSource: 'google', utmCampaign: '1234567890' };
  const meeting = (
    createdAt: string,
    prospect: string,
    source: LeadSource | null,
    over: Partial<{
      cancelled: boolean;
      held: boolean;
      outcome: { result: 'won' | 'lost'; valueNaira: number | null };
    }> = {},
  ) => ({
    createdAt: new Date(createdAt),
    source,
    page: '/booking',
    prospect,
    cancelled: false,
    held: false,
    outcome: null,
    ...over,
  });

  it('shows what each source, campaign and landing page brings, a client counted once', () => {
    const funnel = summariseFunnel(
      [
        // Ada wrote first, from the ad, then booked twice: one cancelled, one held and won.
        { ...lead('2026-11-20T09:00:00Z', ad, '/booking'), prospect: 'ada@example.com' },
        {
          ...lead('2026-11-21T09:00:00Z', { landingPage: '/', referrerHost: 'www.google.com' }),
          prospect: 'bo@example.com',
          outcome: { result: 'lost', valueNaira: null },
        },
        // Outside the window.
        {
          ...lead('2026-10-01T09:00:00Z', ad),
          prospect: 'old@example.com',
          outcome: { result: 'won', valueNaira: 9 },
        },
      ],
      [
        meeting('2026-11-22T09:00:00Z', 'ada@example.com', ad, { cancelled: true }),
        // Booked from a newsletter link, but Ada came from the ad: the win is the ad's.
        meeting(
          '2026-11-23T09:00:00Z',
          'ada@example.com',
          { landingPage: '/', utmSource: 'newsletter', utmCampaign: 'q4' },
          {
            held: true,
            outcome: { result: 'won', valueNaira: 2_500_000 },
          },
        ),
        // Cy only booked, with no source: won, value not recorded.
        meeting('2026-11-24T09:00:00Z', 'cy@example.com', null, {
          held: false,
          outcome: { result: 'won', valueNaira: null },
        }),
      ],
      now,
    );
    const row = (
      label: string,
      leads: number,
      booked: number,
      held: number,
      won: number,
      valueNaira: number,
    ) => ({
      label,
      leads,
      booked,
      held,
      won,
      valueNaira,
    });
    expect(funnel.total).toEqual(row('All sources', 2, 2, 1, 2, 2_500_000));
    expect(funnel.bySource).toEqual([
      row('google', 1, 0, 0, 1, 2_500_000),
      row('(direct)', 0, 1, 0, 1, 0),
      row('newsletter', 0, 1, 1, 0, 0),
      row('www.google.com', 1, 0, 0, 0, 0),
    ]);
    expect(funnel.byCampaign[0]).toEqual(row('1234567890', 1, 0, 0, 1, 2_500_000));
    expect(funnel.byLandingPage.find((r) => r.label === '/booking')).toEqual(
      row('/booking', 1, 1, 0, 2, 2_500_000),
    );
  });
});
