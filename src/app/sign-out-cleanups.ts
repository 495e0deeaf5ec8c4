import { addSignOutCleanup } from '@/features/auth/session';

/**
 * The admin feature's, loaded when someone signs out: no page carries admin code for it, and the auth
 * feature, which may not import the admin feature, only runs it.
 */
const clearAdminDevice = () =>
  import('@/features/admin/api/sign-out-cleanup').then(({ clearAdminDevice }) =>
    clearAdminDevice(),
  );

/**
 * What features clear from the device on every sign-out, registered with the session; returns their
 * removal. The root layout registers them while it is mounted.
 */
export function registerSignOutCleanups(): () => void {
  return addSignOutCleanup(clearAdminDevice);
}
