// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeNextPath, signInHref } from './safe-next-path';

const SITE = 'https://lagoon-ridge.example';

/**
 * Where the visitor ends up: the accepted path, else home (the caller's fallback). It must be a path
 * on this site that a browser resolves to itself: one leading "/", nothing it reads as a host.
 */
function expectSameOriginLanding(raw: unknown) {
  const landing = safeNextPath(raw) ?? '/';
  expect(landing).toMatch(/^\/(?![/\\])/);
  const url = new URL(landing, `${SITE}/auth?next=x`);
  expect(url.origin).toBe(SITE);
  expect(`${url.pathname}${url.search}${url.hash}`).toBe(landing);
  return landing;
}

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/services/cloud?tab=2#pricing', '/services/cloud?tab=2#pricing'],
    ['/', '/'],
    // Normalised as the browser would, then accepted: still the same page on this site.
    ['/services/../profile', '/profile'],
    ['/services/%2e%2e/profile', '/profile'],
    ['/services\\cloud', '/services/cloud'],
    ['/pro\nfile', '/profile'],
    ['/pro\tfile', '/profile'],
  ])('should accept the same-site path %o as %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
    expectSameOriginLanding(raw);
  });

  it.each([
    // Dot segments the URL parser resolves into "//host" after the origin is known (issue #33).
    ['/..//evil.example'],
    ['/.//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/%2e.//evil.example'],
    ['/services/../..//evil.example'],
    ['/services/%2e%2e/%2e%2e//evil.example'],
    ['/..\\/evil.example'],
    ['/..\\\\evil.example'],
    // Tabs and newlines are dropped, "\" is read as "/".
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/.\t.//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    // Other origins, other schemes, and what is not a path.
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    ['javascript:alert(1)'],
    [' /profile'],
    ['profile'],
    [''],
    // /auth itself in any spelling the router matches: the signed-in visitor would stay there.
    ['/auth'],
    ['/auth?next=/profile'],
    ['/auth/'],
    ['/AUTH'],
    ['/%61uth'],
    ['/profile/../auth'],
    ['/%2e/auth'],
  ])('should refuse %o, and the visitor lands on a same-origin path', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
    expect(expectSameOriginLanding(raw)).toBe('/');
  });

  it.each([
    // Double encoding: decoded once by the router, "%2e%2e" is not a dot segment for the browser.
    ['/%252e%252e//evil.example'],
    ['/%252e%252e/%252fevil.example'],
    ['/%2f%2fevil.example'],
    ['/%5c%5cevil.example'],
    ['/..%2f/evil.example'],
    ['/%09/evil.example'],
    ['/%0a/evil.example'],
    ['/%00/evil.example'],
  ])('should keep the encoded %o a path on this site', (raw) => {
    const result = safeNextPath(raw);
    expect(result).not.toBeNull();
    expect(expectSameOriginLanding(raw)).toBe(result);
  });

  it('should keep a raw control character as an encoded one in a path on this site', () => {
    expect(safeNextPath('/a\u0000b')).toBe('/a%00b');
    expectSameOriginLanding('/a\u0000b');
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
