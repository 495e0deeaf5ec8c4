import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '@/config/storage-keys';
import { sendNeverSignedInToAuth } from './send-never-signed-in-to-auth';

function fakeLocation(href: string) {
  const url = new URL(href, 'https://site.test');
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: vi.fn(),
  } as unknown as Location & { replace: ReturnType<typeof vi.fn> };
}

afterEach(() => localStorage.clear());

describe('sendNeverSignedInToAuth', () => {
  it('should send a visitor who never signed in from /profile to /auth, to come back', () => {
    const location = fakeLocation('/profile?tab=1#bio');
    expect(sendNeverSignedInToAuth(location)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('/auth?next=%2Fprofile%3Ftab%3D1%23bio');
  });

  it('should let someone who may be signed in wait for Firebase on /profile', () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const location = fakeLocation('/profile');
    expect(sendNeverSignedInToAuth(location)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('should leave every other page alone', () => {
    const location = fakeLocation('/contact');
    expect(sendNeverSignedInToAuth(location)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });
});
