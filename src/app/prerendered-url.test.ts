// @vitest-environment node
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isPrerenderedUrl, type PrerenderedHandle } from './prerendered-url';

const layout: RouteObject = {};
const auth: RouteObject = {
  path: '/auth',
  handle: { prerenderedWithout: ['mode', 'oobCode', 'reset'] } satisfies PrerenderedHandle,
};
const contact: RouteObject = { path: '/contact' };

describe('isPrerenderedUrl', () => {
  it('should hydrate a page at its own URL, with parameters it does not render', () => {
    expect(isPrerenderedUrl([{ route: layout }, { route: auth }], '')).toBe(true);
    expect(isPrerenderedUrl([{ route: layout }, { route: auth }], '?next=%2Fprofile')).toBe(true);
    expect(isPrerenderedUrl([{ route: layout }, { route: contact }], '?mode=x&utm_source=a')).toBe(
      true,
    );
  });

  it('should render afresh where a parameter makes the page something else', () => {
    for (const search of ['?mode=verifyEmail&oobCode=abc', '?reset=true', '?oobCode=abc']) {
      expect(isPrerenderedUrl([{ route: layout }, { route: auth }], search)).toBe(false);
    }
  });
});
