import { describe, expect, it } from 'vitest';
import { connectionType, describeTarget, deviceMemoryBucket, reportRoute } from './page-context';

const nav = (hints: object) => hints as Navigator;

describe('the context a report carries', () => {
  it('names a route of the site, and anything else as not found, never as typed', () => {
    expect(reportRoute('/services/cloud')).toBe('/services/cloud');
    expect(reportRoute('/services/cloud/')).toBe('/services/cloud');
    expect(reportRoute('/')).toBe('/');
    expect(reportRoute('/contact/sent')).toBe('/contact/sent');
    expect(reportRoute('/reset-for-ada@example.com')).toBe('(not found)');
  });

  it('keeps the connection type and a memory bucket, nothing finer', () => {
    expect(connectionType(nav({ connection: { effectiveType: '3g' } }))).toBe('3g');
    expect(connectionType(nav({ connection: { effectiveType: 'wifi' } }))).toBeUndefined();
    expect(connectionType(nav({}))).toBeUndefined();
    expect(
      [0.5, 2, 3, 16].map((memory) => deviceMemoryBucket(nav({ deviceMemory: memory }))),
    ).toEqual(['≤1 GB', '2 GB', '4 GB', '≥8 GB']);
  });

  it('describes a tapped element briefly', () => {
    const link = document.createElement('a');
    link.className = 'MuiLink-root nav';
    expect(describeTarget(link)).toBe('a.MuiLink-root');
    expect(describeTarget(document.createElement('summary'))).toBe('summary');
    expect(describeTarget(null)).toBeUndefined();
  });
});
