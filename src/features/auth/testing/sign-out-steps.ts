import type { Mock } from 'vitest';
import { addSignOutCleanup } from '../session';

/**
 * Records a sign-out's steps in order: a cleanup registered with the session, as the app registers
 * the features' ones, and Firebase's sign-out, which the test mocks (api/auth-client's
 * `signOutOfFirebase`). Call `removeCleanup` after the test.
 */
export function recordSignOutSteps(signOutOfFirebase: Mock<() => Promise<void>>) {
  const steps: string[] = [];
  const removeCleanup = addSignOutCleanup(async () => {
    steps.push('cleanup');
  });
  signOutOfFirebase.mockImplementation(async () => {
    steps.push('Firebase sign-out');
  });
  return { steps, removeCleanup };
}
