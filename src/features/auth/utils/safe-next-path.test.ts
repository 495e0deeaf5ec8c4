import { describe, expect, it } from 'vitest';
import { safeNextPath, signInHref } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/services/cloud?tab=2#pricing', '/services/cloud?tab=2#pricing'],
    ['/', '/'],
  ])('should accept the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['profile'],
    [''],
    ['/auth'],
    ['/auth?next=/profile'],
  ])('should refuse %o', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it.each([[undefined], [null], [42], [{ pathname: '/profile' }]])(
    'should refuse a value that is not a string (%o)',
    (raw) => {
      expect(safeNextPath(raw)).toBeNull();
    },
  );
});

describe('signInHref', () => {
  it('should carry the return path as ?next=', () => {
    expect(signInHref('/profile')).toBe('/auth?next=%2Fprofile');
  });
});
