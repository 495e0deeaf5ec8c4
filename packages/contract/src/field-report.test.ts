import { describe, expect, it } from 'vitest';
import { fieldReportSchema } from './field-report.js';
import { UNKNOWN_ROUTE, type FieldReport } from './field-report-rules.js';
import { leadSourceSchema } from './lead-source.js';
import { describeLeadSource } from './lead-source-rules.js';

const report: FieldReport = {
  route: '/services/cloud',
  release: 'a1b2c3d',
  connection: '3g',
  deviceMemory: '2 GB',
  appLoaded: true,
  installed: false,
  metrics: [
    { name: 'LCP', value: 812.4, rating: 'good' },
    { name: 'INP', value: 96, rating: 'good', target: 'button#open-menu' },
    { name: 'CLS', value: 0.01, rating: 'good' },
  ],
  errors: [
    { source: 'chunk-load', message: 'Failed to fetch dynamically imported module', count: 1 },
  ],
};

describe('fieldReportSchema', () => {
  it('accepts a page view with its metrics and errors', () => {
    expect(fieldReportSchema.parse(report)).toEqual(report);
    expect(fieldReportSchema.safeParse({ ...report, route: UNKNOWN_ROUTE }).success).toBe(true);
  });

  it('has no place for a query string, an IP, a cookie or a user id', () => {
    const parsed = fieldReportSchema.parse({ ...report, ip: '192.0.2.1', uid: 'abc', cookie: 'x' });
    expect(parsed).not.toHaveProperty('ip');
    expect(parsed).not.toHaveProperty('uid');
    expect(fieldReportSchema.safeParse({ ...report, route: '/contact?email=a@b.ng' }).success).toBe(
      false,
    );
  });

  it('refuses unknown metrics, impossible values and oversized lists', () => {
    const bad = [
      { ...report, metrics: [{ name: 'FID', value: 1, rating: 'good' }] },
      { ...report, metrics: [{ name: 'LCP', value: -1, rating: 'good' }] },
      { ...report, errors: Array.from({ length: 11 }, () => report.errors[0]) },
      { ...report, errors: [{ source: 'error', message: 'x'.repeat(301), count: 1 }] },
      { ...report, release: 'a b' },
      { ...report, appLoaded: 'yes' },
    ];
    for (const input of bad) expect(fieldReportSchema.safeParse(input).success).toBe(false);
  });
});

describe('the lead source', () => {
  it('is a path, a host and three tags', () => {
    expect(
      leadSourceSchema.safeParse({
        landingPage: '/services/cloud',
        referrerHost: 'l.facebook.com',
        utmSource: 'whatsapp',
      }).success,
    ).toBe(true);
    expect(leadSourceSchema.safeParse({ landingPage: 'https://x.ng/' }).success).toBe(false);
    expect(
      leadSourceSchema.safeParse({ landingPage: '/', referrerHost: 'https://l.facebook.com/x' })
        .success,
    ).toBe(false);
  });
});

describe('describeLeadSource', () => {
  it('reads as one line, and as nothing without a source', () => {
    expect(
      describeLeadSource({
        landingPage: '/services/cloud',
        referrerHost: 'l.facebook.com',
        utmSource: 'whatsapp',
        utmMedium: 'social',
        utmCampaign: 'q1',
      }),
    ).toBe('whatsapp / social, campaign q1, via l.facebook.com, landed on /services/cloud');
    expect(describeLeadSource({ landingPage: '/' })).toBe('landed on /');
    expect(describeLeadSource(null)).toBe('');
  });
});
