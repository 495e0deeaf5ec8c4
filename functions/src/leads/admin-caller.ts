// Who calls the inbox's functions: only an account with the `admin` claim, the one firestore.rules
// trusts too (docs/operations.md, "Admins").
import { HttpsError } from 'firebase-functions/https';
import type { CallableRequest } from 'firebase-functions/https';

export interface AdminCaller {
  uid: string;
  email: string | null;
  admin: boolean;
}

export const ADMINS_ONLY_MESSAGE = "This is for the firm's admins only.";

/** The caller as the ID token says; null when signed out. */
export function adminCallerOf(request: CallableRequest): AdminCaller | null {
  if (!request.auth) return null;
  const { admin, email } = request.auth.token;
  return { uid: request.auth.uid, email: email ?? null, admin: admin === true };
}

/** The caller, if an admin; anyone else is refused. */
export function requireAdmin(caller: AdminCaller | null): AdminCaller {
  if (!caller?.admin) throw new HttpsError('permission-denied', ADMINS_ONLY_MESSAGE);
  return caller;
}
