import { serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { signedInAccountIsGone } from '@/lib/firebase/auth';
import { isPermissionDenied } from '@/lib/firebase/firestore-errors';
import { AccountDeletedError } from './account-deleted-error';
import { profileValuesSchema, type ProfileValues } from './profile-schema';
import { profileRef } from './profile-ref';

/**
 * Upserts the profile (the spec's "upsert into profiles"): exactly the keys the rules allow, the id
 * equal to the uid, and the time set by the server. A refusal for an account deleted elsewhere (the
 * rules' deletedAccounts check) throws AccountDeletedError, so the visitor learns why.
 */
export async function saveProfile(uid: string, values: ProfileValues): Promise<void> {
  const profile = profileValuesSchema.parse(values);
  try {
    await setDoc(
      profileRef(uid),
      { id: uid, ...profile, updatedAt: serverTimestamp() },
      { merge: true },
    );
  } catch (error) {
    // Firestore says only "permission denied"; Auth knows whether the account still exists.
    if (isPermissionDenied(error) && (await signedInAccountIsGone())) {
      throw new AccountDeletedError();
    }
    throw error;
  }
}
