import { serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { profileValuesSchema, type ProfileValues } from './profile-schema';
import { profileRef } from './profile-ref';

/**
 * Upserts the profile (the spec's "upsert into profiles"): exactly the keys the rules allow, the id
 * equal to the uid, and the time set by the server.
 */
export async function saveProfile(uid: string, values: ProfileValues): Promise<void> {
  const profile = profileValuesSchema.parse(values);
  await setDoc(
    profileRef(uid),
    { id: uid, ...profile, updatedAt: serverTimestamp() },
    { merge: true },
  );
}
