import { applyActionCode, checkActionCode, type Auth } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthInstance } from '@/lib/firebase/auth';
import { signOut } from '../session';
import { recordSignOutSteps } from '../testing/sign-out-steps';
import { applyEmailLink } from './account-client';
import * as authClient from './auth-client';

vi.mock('firebase/auth', () => ({ applyActionCode: vi.fn(), checkActionCode: vi.fn() }));
vi.mock('@/lib/firebase/auth', () => ({ getAuthInstance: vi.fn() }));
vi.mock('./auth-client', () => ({ signOutOfFirebase: vi.fn() }));
const { signOutOfFirebase } = vi.mocked(authClient);

/** Auth with a signed-in user whose reload does what `reload` says. */
function authWithUser(reload: () => Promise<void>) {
  vi.mocked(getAuthInstance).mockReturnValue({ currentUser: { reload } } as unknown as Auth);
}

let signOutSteps: ReturnType<typeof recordSignOutSteps>;

beforeEach(() => {
  signOutOfFirebase.mockReset();
  signOutSteps = recordSignOutSteps(signOutOfFirebase);
  vi.mocked(checkActionCode).mockResolvedValue({
    data: { email: 'new@example.com' },
    operation: 'VERIFY_AND_CHANGE_EMAIL',
  });
  vi.mocked(applyActionCode).mockResolvedValue();
});
afterEach(() => signOutSteps.removeCleanup());

describe('applyEmailLink', () => {
  it('should keep the visitor signed in when the session survived the change', async () => {
    authWithUser(() => Promise.resolve());
    await expect(applyEmailLink('code-1', signOut)).resolves.toBe('new@example.com');
    expect(signOutSteps.steps).toEqual([]);
  });

  it('should sign out through the session, cleanups first, when the change ended the session', async () => {
    authWithUser(() => Promise.reject(new Error('auth/user-token-expired')));
    await expect(applyEmailLink('code-1', signOut)).resolves.toBe('new@example.com');
    expect(applyActionCode).toHaveBeenCalledWith(expect.anything(), 'code-1');
    expect(signOutSteps.steps).toEqual(['cleanup', 'Firebase sign-out']);
  });
});
