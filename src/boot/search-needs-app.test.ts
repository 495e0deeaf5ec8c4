// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchNeedsApp } from './search-needs-app';

describe('searchNeedsApp', () => {
  it.each(['', '?', '?next=%2Fprofile', '?utm_source=whatsapp&utm_campaign=spring', '?utm_term=x'])(
    'leaves the app for the first interaction on %j, which the prerendered page stands for',
    (search) => {
      expect(searchNeedsApp(search)).toBe(false);
    },
  );

  it.each([
    '?mode=verifyEmail&oobCode=abc',
    '?reset=true',
    '?subject=Cloud',
    '?next=%2Fprofile&mode=resetPassword&oobCode=abc',
    '?utm_source=x&subject=Cloud',
  ])('starts it at once on %j, whose parameters may change the page', (search) => {
    expect(searchNeedsApp(search)).toBe(true);
  });
});
