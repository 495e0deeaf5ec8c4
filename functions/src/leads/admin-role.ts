// The admin role (issue #28): the custom claim `admin: true` on a Firebase Auth account, which
// firestore.rules reads as `request.auth.token.admin == true`. Granted, revoked and listed only with
// the Admin SDK, by `npm run admin` (scripts/ops/admin.ts); nothing in the deployed functions changes it.
// Plain functions of an Auth (and Firestore) client, so the tests run them against the emulators.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { ADMIN_DEVICES } from '@site/contract';

export const ADMIN_CLAIM = 'admin';

/** No account has the e-mail address: the CLI says so and exits 1. */
export class UnknownAccountError extends Error {
  constructor(readonly email: string) {
    super(`No account has the e-mail address ${email}. The person must sign up on the site first.`);
    this.name = 'UnknownAccountError';
  }
}

export interface AdminAccount {
  uid: string;
  email: string | null;
}

export interface GrantResult extends AdminAccount {
  /** The account had the claim already: nothing was changed. */
  alreadyAdmin: boolean;
}

export interface RevokeResult extends AdminAccount {
  /** The account had the claim; false means only leftover devices (if any) were removed. */
  wasAdmin: boolean;
  /** Its adminDevices documents, now deleted: no more alerts reach its browsers. */
  devicesRemoved: number;
}

export function hasAdminClaim(user: Pick<UserRecord, 'customClaims'>): boolean {
  return user.customClaims?.[ADMIN_CLAIM] === true;
}

const account = (user: UserRecord): AdminAccount => ({ uid: user.uid, email: user.email ?? null });

async function accountByEmail(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      throw new UnknownAccountError(email);
    }
    throw error;
  }
}

/**
 * Sets `admin: true`, keeping the account's other claims. It reaches Firestore's rules with the next
 * ID token: when the person signs in again, or within the hour as the token refreshes.
 */
export async function grantAdmin(auth: Auth, email: string): Promise<GrantResult> {
  const user = await accountByEmail(auth, email);
  if (hasAdminClaim(user)) return { ...account(user), alreadyAdmin: true };
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [ADMIN_CLAIM]: true });
  return { ...account(user), alreadyAdmin: false };
}

/**
 * Removes the claim (keeping the others), revokes the account's refresh tokens so its current ID
 * token (which still says admin) cannot be renewed, and deletes its adminDevices documents, so it gets
 * no alert from now on. The ID token in hand stays valid until it expires, at most an hour. An account
 * without the claim keeps its sessions; only devices it left behind are removed.
 */
export async function revokeAdmin(auth: Auth, db: Firestore, email: string): Promise<RevokeResult> {
  const user = await accountByEmail(auth, email);
  const wasAdmin = hasAdminClaim(user);
  if (wasAdmin) {
    const { [ADMIN_CLAIM]: _removed, ...otherClaims } = user.customClaims ?? {};
    await auth.setCustomUserClaims(
      user.uid,
      Object.keys(otherClaims).length > 0 ? otherClaims : null,
    );
    await auth.revokeRefreshTokens(user.uid);
  }
  const devicesRemoved = await deleteAdminDevices(db, user.uid);
  return { ...account(user), wasAdmin, devicesRemoved };
}

/** Deletes every adminDevices document of `uid`; returns how many there were. */
export async function deleteAdminDevices(db: Firestore, uid: string): Promise<number> {
  const devices = await db.collection(ADMIN_DEVICES).where('uid', '==', uid).select().get();
  for (let start = 0; start < devices.size; start += 500) {
    const writes = db.batch();
    for (const device of devices.docs.slice(start, start + 500)) writes.delete(device.ref);
    await writes.commit();
  }
  return devices.size;
}

/** Every account with the claim, page by page through all users (1,000 a page). */
export async function listAdmins(auth: Auth): Promise<AdminAccount[]> {
  const admins: AdminAccount[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    admins.push(...page.users.filter(hasAdminClaim).map(account));
    pageToken = page.pageToken;
  } while (pageToken !== undefined);
  return admins;
}
