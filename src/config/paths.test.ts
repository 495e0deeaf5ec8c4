// @vitest-environment node
import { CONTACT_FORM_ACTION, CONTACT_SENT_PATH, INBOX_PATH, INSIGHTS_PATH } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { paths, staticRoutePaths, unlistedRoutePaths } from './paths';

describe('paths', () => {
  it('names the thank-you page where the contact endpoint sends a posted form', () => {
    expect(paths.contactSent.path).toBe(CONTACT_SENT_PATH);
  });

  it('names the inbox where an alert links to a message, and the insights the digest links to', () => {
    expect(paths.admin.path).toBe(INBOX_PATH);
    expect(paths.adminInsights.path).toBe(INSIGHTS_PATH);
  });

  it('prerenders the thank-you page without listing it, and never a page at the endpoint', () => {
    expect(unlistedRoutePaths).toContain(paths.contactSent.path);
    expect(staticRoutePaths).not.toContain(paths.contactSent.path);
    expect([...staticRoutePaths, ...unlistedRoutePaths]).not.toContain(CONTACT_FORM_ACTION);
  });
});
