import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAdminDevice } from '@/features/admin/api/sign-out-cleanup';
import { signOutOfFirebase } from '@/features/auth/api/auth-client';
import { signOut } from '@/features/auth/session';
import { registerSignOutCleanups } from './sign-out-cleanups';

vi.mock('@/features/admin/api/sign-out-cleanup', () => ({ clearAdminDevice: vi.fn() }));
vi.mock('@/features/auth/api/auth-client', () => ({ signOutOfFirebase: vi.fn() }));

let removeCleanups: (() => void) | undefined;
afterEach(() => removeCleanups?.());

describe('registerSignOutCleanups', () => {
  it("should clear the admin's device on sign-out, before Firebase's sign-out, until removed", async () => {
    const steps: string[] = [];
    vi.mocked(clearAdminDevice).mockImplementation(async () => {
      steps.push('admin device cleared');
    });
    vi.mocked(signOutOfFirebase).mockImplementation(async () => {
      steps.push('Firebase sign-out');
    });

    removeCleanups = registerSignOutCleanups();
    await signOut();
    expect(steps).toEqual(['admin device cleared', 'Firebase sign-out']);

    removeCleanups();
    await signOut();
    expect(steps).toEqual(['admin device cleared', 'Firebase sign-out', 'Firebase sign-out']);
  });
});
