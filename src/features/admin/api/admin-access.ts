import { getAuthInstance } from '@/lib/firebase/auth';

/**
 * Whether the signed-in user holds the `admin` claim (granted by `npm run admin -- grant`). The token is
 * refreshed first, so a grant or a revoke counts from the next visit without signing in again. Throws
 * when neither a fresh token nor this device's can be had (offline, an expired token).
 */
export async function hasAdminClaim(): Promise<boolean> {
  const user = getAuthInstance().currentUser;
  if (!user) return false;
  try {
    return (await user.getIdTokenResult(true)).claims.admin === true;
  } catch {
    return (await user.getIdTokenResult()).claims.admin === true;
  }
}
